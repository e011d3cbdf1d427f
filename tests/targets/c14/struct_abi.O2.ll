; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  call void @llvm.dbg.value(metadata i8 1, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 -2, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 3, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i16 -5, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 300, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i32 9, metadata !29, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 2, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 3, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 123456789, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 -987, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> <float 1.500000e+00, float -2.500000e-01>, metadata !45, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> <float 1.000000e+00, float 2.000000e+00>, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata float 3.000000e+00, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata double 1.000000e+02, metadata !57, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double -2.000000e+00, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 7, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 -3, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata double 1.125000e+00, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata float 5.000000e-01, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 4660, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i8 120, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata double 6.250000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 121, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 1, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 1, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 2, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 2, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 3, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 3, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 4, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 4, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 5, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 5, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i8 0, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 20, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 40, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 60, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 80, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 100, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 120, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 -116, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i32 160, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 46240, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 13153440, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 -590826336, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i8 121, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !111
  call void @llvm.dbg.value(metadata double 6.250000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 120, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i64 1, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 1, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 2, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 2, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 3, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 3, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 4, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 4, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 5, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 5, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 -2, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i16 undef, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 undef, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i32 9, metadata !29, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 3, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 -987, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 123456789, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> <float 1.500000e+00, float -2.500000e-01>, metadata !45, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata float 3.000000e+00, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> <float 1.000000e+00, float 2.000000e+00>, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double 1.000000e+02, metadata !57, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double -2.000000e+00, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double 1.125000e+00, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 -3, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata float undef, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !129
  br label %24, !dbg !130

1:                                                ; preds = %24
  call void @llvm.dbg.value(metadata double %49, metadata !118, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata double %101, metadata !118, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata <2 x float> %95, metadata !120, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 -7, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !127
  call void @llvm.dbg.value(metadata i32 9, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !127
  call void @llvm.dbg.value(metadata i32 12, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !127
  call void @llvm.dbg.value(metadata !DIArgList(i24 0, i8 undef, i8 -32), metadata !123, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !127
  call void @llvm.dbg.value(metadata i8 -32, metadata !123, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shl, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !127
  call void @llvm.dbg.value(metadata i8 undef, metadata !123, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8)), !dbg !127
  call void @llvm.dbg.value(metadata double %102, metadata !125, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i32 undef, metadata !125, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !127
  call void @llvm.dbg.value(metadata i32 1, metadata !117, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 3, metadata !119, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !122, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata float 2.500000e+00, metadata !124, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i8 107, metadata !126, metadata !DIExpression()), !dbg !127
  %2 = fadd double %49, 1.000000e+00, !dbg !131
  %3 = fadd double %2, %101, !dbg !132
  %4 = fadd double %3, 3.000000e+00, !dbg !133
  %5 = fadd double %4, %213, !dbg !134
  %6 = fadd double %5, %214, !dbg !135
  %7 = fadd double %6, -7.000000e+00, !dbg !136
  %8 = fadd double %7, 9.000000e+00, !dbg !137
  %9 = fadd double %8, 1.200000e+01, !dbg !138
  %10 = fadd double %9, 5.000000e-01, !dbg !139
  %11 = fadd double %10, 5.000000e+00, !dbg !140
  %12 = fadd double %11, -3.200000e+01, !dbg !141
  %13 = fadd double %12, 1.700000e+01, !dbg !142
  %14 = fadd double %13, 1.000000e+00, !dbg !143
  %15 = fadd double %14, -2.000000e+00, !dbg !144
  %16 = fadd double %15, 4.800000e+01, !dbg !145
  %17 = fadd double %16, 0.000000e+00, !dbg !146
  %18 = fadd double %17, 5.000000e+00, !dbg !147
  %19 = fadd double %18, 2.500000e+00, !dbg !148
  %20 = fadd double %102, %19, !dbg !149
  %21 = fadd double %20, %253, !dbg !150
  %22 = fadd double %21, 1.070000e+02, !dbg !151
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef %22), !dbg !152
  ret i32 0, !dbg !153

24:                                               ; preds = %0, %24
  %25 = phi i64 [ 140, %0 ], [ %204, %24 ], !dbg !111
  %26 = phi i64 [ 120, %0 ], [ %202, %24 ], !dbg !111
  %27 = phi i64 [ 100, %0 ], [ %200, %24 ], !dbg !111
  %28 = phi i64 [ 80, %0 ], [ %198, %24 ], !dbg !111
  %29 = phi i64 [ 60, %0 ], [ %196, %24 ], !dbg !111
  %30 = phi i64 [ 40, %0 ], [ %194, %24 ], !dbg !111
  %31 = phi i64 [ 20, %0 ], [ %192, %24 ], !dbg !111
  %32 = phi i64 [ 0, %0 ], [ %178, %24 ], !dbg !111
  %33 = phi i32 [ -590826336, %0 ], [ %191, %24 ], !dbg !111
  %34 = phi i32 [ 1, %0 ], [ %66, %24 ]
  %35 = phi i8 [ 3, %0 ], [ %68, %24 ]
  %36 = phi i8 [ -2, %0 ], [ %69, %24 ]
  %37 = phi i32 [ 19660800, %0 ], [ %73, %24 ]
  %38 = phi i32 [ 65531, %0 ], [ %247, %24 ]
  %39 = phi i32 [ 9, %0 ], [ %76, %24 ]
  %40 = phi i64 [ 8589934592, %0 ], [ %81, %24 ]
  %41 = phi i64 [ 1, %0 ], [ %248, %24 ]
  %42 = phi i32 [ 3, %0 ], [ %79, %24 ]
  %43 = phi i64 [ -987, %0 ], [ %89, %24 ]
  %44 = phi i64 [ 123456789, %0 ], [ %88, %24 ]
  %45 = phi <2 x float> [ <float 1.500000e+00, float -2.500000e-01>, %0 ], [ %95, %24 ]
  %46 = phi float [ 3.000000e+00, %0 ], [ %99, %24 ]
  %47 = phi <2 x float> [ <float 1.000000e+00, float 2.000000e+00>, %0 ], [ %250, %24 ]
  %48 = phi double [ 1.000000e+02, %0 ], [ %100, %24 ]
  %49 = phi double [ -2.000000e+00, %0 ], [ %101, %24 ]
  %50 = phi double [ 5.000000e-01, %0 ], [ %49, %24 ]
  %51 = phi double [ 7.000000e+00, %0 ], [ %253, %24 ]
  %52 = phi double [ 2.500000e+00, %0 ], [ %102, %24 ]
  %53 = phi double [ 1.125000e+00, %0 ], [ %106, %24 ]
  %54 = phi i32 [ -3, %0 ], [ %104, %24 ]
  %55 = phi i64 [ 4660, %0 ], [ %115, %24 ]
  %56 = phi i64 [ 1056964608, %0 ], [ %114, %24 ]
  %57 = phi i32 [ 0, %0 ], [ %252, %24 ]
  %58 = phi i8 [ 121, %0 ], [ %60, %24 ]
  %59 = phi double [ 6.250000e+00, %0 ], [ %117, %24 ]
  %60 = phi i8 [ 120, %0 ], [ %58, %24 ]
  %61 = phi i64 [ 1, %0 ], [ %65, %24 ]
  %62 = phi i64 [ 2, %0 ], [ %118, %24 ]
  %63 = phi i64 [ 3, %0 ], [ %119, %24 ]
  %64 = phi i64 [ 4, %0 ], [ %120, %24 ]
  %65 = phi i64 [ 5, %0 ], [ %121, %24 ]
  call void @llvm.dbg.value(metadata i32 %33, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !96, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %36, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %39, metadata !29, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %42, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %43, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %44, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> %45, metadata !45, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata float %46, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> %47, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %48, metadata !57, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double %49, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %50, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %52, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %53, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %54, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %57, metadata !105, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i8 %58, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !111
  call void @llvm.dbg.value(metadata double %59, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %60, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %61, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %62, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %63, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %64, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %65, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i8 undef, metadata !154, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !159
  call void @llvm.dbg.value(metadata !DIArgList(i24 0, i8 undef, i8 %36), metadata !154, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 9, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !159
  call void @llvm.dbg.value(metadata i8 %35, metadata !154, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8)), !dbg !159
  %66 = add nuw nsw i32 %34, 1, !dbg !161
  call void @llvm.dbg.value(metadata i32 %34, metadata !154, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !159
  call void @llvm.dbg.value(metadata !DIArgList(i24 0, i8 undef, i8 %36), metadata !154, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 9, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_or, DW_OP_constu, 7, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551614, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !159
  %67 = trunc i32 %66 to i8, !dbg !162
  %68 = add i8 %35, %67, !dbg !162
  call void @llvm.dbg.value(metadata i8 %68, metadata !154, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !159
  call void @llvm.dbg.value(metadata i32 %34, metadata !18, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  %69 = shl i8 %36, 1, !dbg !163
  call void @llvm.dbg.value(metadata i8 %69, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %68, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %38), metadata !164, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 65535, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16)), !dbg !170
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %38), metadata !164, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 65535, DW_OP_and, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !170
  %70 = lshr exact i32 %37, 16, !dbg !172
  %71 = add nuw nsw i32 %70, 65535, !dbg !173
  call void @llvm.dbg.value(metadata i32 %70, metadata !169, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16)), !dbg !170
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %38), metadata !169, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 65535, DW_OP_and, DW_OP_or, DW_OP_plus_uconst, 1000, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !170
  %72 = shl i32 %38, 16, !dbg !174
  %73 = add i32 %72, 65536000, !dbg !174
  %74 = and i32 %71, 65535, !dbg !174
  call void @llvm.dbg.value(metadata !DIArgList(i32 %71, i32 %73), metadata !24, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 65535, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16)), !dbg !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 %71, i32 %73), metadata !24, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 65535, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %39, metadata !175, metadata !DIExpression()), !dbg !180
  %75 = mul nsw i32 %39, 7, !dbg !182
  %76 = add nsw i32 %75, 1, !dbg !183
  call void @llvm.dbg.value(metadata i32 %76, metadata !175, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %76, metadata !29, metadata !DIExpression()), !dbg !111
  %77 = or i64 %40, %41, !dbg !184
  %78 = trunc i64 %41 to i32
  call void @llvm.dbg.value(metadata i32 %78, metadata !185, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !191
  call void @llvm.dbg.value(metadata !DIArgList(i64 %40, i64 %41), metadata !185, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !191
  call void @llvm.dbg.value(metadata i32 %42, metadata !185, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !191
  call void @llvm.dbg.value(metadata i32 %42, metadata !190, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !191
  call void @llvm.dbg.value(metadata !DIArgList(i32 %78, i64 %40, i64 %41), metadata !190, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !191
  %79 = sub nsw i32 %78, %42, !dbg !193
  call void @llvm.dbg.value(metadata i32 %79, metadata !190, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !191
  %80 = mul i64 %77, 4294967297, !dbg !194
  %81 = and i64 %80, -4294967296, !dbg !194
  call void @llvm.dbg.value(metadata i32 %42, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  %82 = lshr i64 %80, 32, !dbg !184
  %83 = trunc i64 %82 to i32, !dbg !184
  call void @llvm.dbg.value(metadata i32 %83, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %79, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %44, metadata !195, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !201
  call void @llvm.dbg.value(metadata i64 %43, metadata !195, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !201
  %84 = trunc i64 %44 to i32, !dbg !203
  %85 = srem i32 %84, 100000, !dbg !203
  %86 = sext i32 %85 to i64, !dbg !203
  %87 = srem i64 %43, 1000, !dbg !204
  %88 = mul nsw i64 %87, %86, !dbg !205
  call void @llvm.dbg.value(metadata i64 %88, metadata !200, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !201
  %89 = sub nsw i64 %44, %43, !dbg !206
  call void @llvm.dbg.value(metadata i64 %89, metadata !200, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !201
  call void @llvm.dbg.value(metadata i64 %88, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %89, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> %45, metadata !207, metadata !DIExpression()), !dbg !213
  %90 = extractelement <2 x float> %45, i64 0, !dbg !215
  %91 = extractelement <2 x float> %45, i64 1, !dbg !216
  %92 = fmul float %90, %91, !dbg !217
  %93 = insertelement <2 x float> undef, float %92, i64 0, !dbg !218
  call void @llvm.dbg.value(metadata <2 x float> %93, metadata !212, metadata !DIExpression()), !dbg !213
  %94 = fsub float %90, %91, !dbg !219
  %95 = insertelement <2 x float> %93, float %94, i64 1, !dbg !218
  call void @llvm.dbg.value(metadata <2 x float> %95, metadata !212, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata <2 x float> %95, metadata !45, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> %47, metadata !220, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !226
  call void @llvm.dbg.value(metadata float %46, metadata !220, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !226
  call void @llvm.dbg.value(metadata <2 x float> %249, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !226
  %96 = extractelement <2 x float> %47, i64 0, !dbg !228
  %97 = fmul float %96, 2.000000e+00, !dbg !229
  call void @llvm.dbg.value(metadata <2 x float> %250, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !226
  %98 = extractelement <2 x float> %47, i64 1, !dbg !230
  %99 = fadd float %98, %46, !dbg !231
  call void @llvm.dbg.value(metadata float %99, metadata !225, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !226
  call void @llvm.dbg.value(metadata <2 x float> %250, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata float %99, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata double %48, metadata !232, metadata !DIExpression()), !dbg !237
  %100 = fmul double %48, 1.250000e-01, !dbg !239
  call void @llvm.dbg.value(metadata double %100, metadata !232, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata double %100, metadata !57, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double %50, metadata !240, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !246
  call void @llvm.dbg.value(metadata double %49, metadata !240, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !246
  call void @llvm.dbg.value(metadata double %49, metadata !245, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !246
  %101 = fmul double %50, 3.000000e+00, !dbg !248
  call void @llvm.dbg.value(metadata double %101, metadata !245, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !246
  call void @llvm.dbg.value(metadata double %49, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %101, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %52, metadata !249, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !255
  call void @llvm.dbg.value(metadata i32 undef, metadata !249, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !255
  %102 = fadd double %52, %51, !dbg !257
  call void @llvm.dbg.value(metadata double %102, metadata !254, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !255
  %103 = fptosi double %52 to i32, !dbg !258
  call void @llvm.dbg.value(metadata i32 %103, metadata !254, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !255
  call void @llvm.dbg.value(metadata double %102, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %103, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %54, metadata !259, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !265
  call void @llvm.dbg.value(metadata double %53, metadata !259, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !265
  %104 = shl nsw i32 %54, 1, !dbg !267
  call void @llvm.dbg.value(metadata i32 %104, metadata !264, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !265
  %105 = sitofp i32 %54 to double, !dbg !268
  %106 = fsub double %53, %105, !dbg !269
  call void @llvm.dbg.value(metadata double %106, metadata !264, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !265
  call void @llvm.dbg.value(metadata i32 %104, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata double %106, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  %107 = shl nuw i64 %55, 32, !dbg !270
  %108 = trunc i64 %56 to i32
  %109 = bitcast i32 %108 to float
  call void @llvm.dbg.value(metadata float %109, metadata !271, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !277
  call void @llvm.dbg.value(metadata !DIArgList(i64 %55, i64 %56), metadata !271, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !277
  %110 = fadd float %109, 2.500000e-01, !dbg !279
  call void @llvm.dbg.value(metadata float %110, metadata !276, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !277
  call void @llvm.dbg.value(metadata !DIArgList(i64 %55, i64 %56), metadata !276, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !277
  %111 = bitcast float %110 to i32, !dbg !280
  %112 = zext i32 %111 to i64, !dbg !280
  %113 = or i64 %107, %112, !dbg !280
  %114 = xor i64 %113, 365072220160, !dbg !280
  %115 = lshr i64 %114, 32, !dbg !270
  %116 = trunc i64 %115 to i32, !dbg !270
  call void @llvm.dbg.value(metadata float %110, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %116, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %60, metadata !281, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !287
  call void @llvm.dbg.value(metadata double %59, metadata !281, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !287
  call void @llvm.dbg.value(metadata i8 %58, metadata !281, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !287
  call void @llvm.dbg.value(metadata i8 %58, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !287
  %117 = fneg double %59, !dbg !289
  call void @llvm.dbg.value(metadata double %117, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !287
  call void @llvm.dbg.value(metadata i8 %60, metadata !286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !287
  call void @llvm.dbg.value(metadata i8 %58, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata double %117, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %60, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %61, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !296
  call void @llvm.dbg.value(metadata i64 %62, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !296
  call void @llvm.dbg.value(metadata i64 %63, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !296
  call void @llvm.dbg.value(metadata i64 %64, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !296
  call void @llvm.dbg.value(metadata i64 %65, metadata !290, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !296
  call void @llvm.dbg.value(metadata i64 %65, metadata !295, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !296
  %118 = add nsw i64 %64, 1, !dbg !298
  call void @llvm.dbg.value(metadata i64 %118, metadata !295, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !296
  %119 = shl nsw i64 %63, 1, !dbg !299
  call void @llvm.dbg.value(metadata i64 %119, metadata !295, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !296
  %120 = add nsw i64 %62, -3, !dbg !300
  call void @llvm.dbg.value(metadata i64 %120, metadata !295, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !296
  %121 = xor i64 %61, 255, !dbg !301
  call void @llvm.dbg.value(metadata i64 %121, metadata !295, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !296
  call void @llvm.dbg.value(metadata i64 %65, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %65, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %118, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %118, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %119, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %119, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %120, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %120, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %121, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %121, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !127
  %122 = shl nuw i64 %25, 56, !dbg !302
  %123 = shl nuw i64 %26, 48, !dbg !302
  %124 = and i64 %123, 71776119061217280, !dbg !302
  %125 = or i64 %122, %124, !dbg !302
  %126 = shl nuw i64 %27, 40, !dbg !302
  %127 = and i64 %126, 280375465082880, !dbg !302
  %128 = or i64 %125, %127, !dbg !302
  %129 = shl nuw i64 %28, 32, !dbg !302
  %130 = and i64 %129, 1095216660480, !dbg !302
  %131 = or i64 %128, %130, !dbg !302
  %132 = shl nuw i64 %29, 24, !dbg !302
  %133 = and i64 %132, 4278190080, !dbg !302
  %134 = or i64 %131, %133, !dbg !302
  %135 = shl nuw i64 %30, 16, !dbg !302
  %136 = and i64 %135, 16711680, !dbg !302
  %137 = shl nuw i64 %31, 8, !dbg !302
  %138 = and i64 %137, 65280, !dbg !302
  %139 = or i64 %134, %136, !dbg !302
  %140 = and i64 %32, 255, !dbg !302
  %141 = or i64 %139, %138, !dbg !302
  %142 = or i64 %141, %140, !dbg !302
  %143 = trunc i64 %142 to i32
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !311
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !311
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8)), !dbg !311
  %144 = lshr i32 %143, 24
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8)), !dbg !311
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8)), !dbg !311
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8)), !dbg !311
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8)), !dbg !311
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !303, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i32 %33, metadata !303, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i32 %33, metadata !303, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i32 %33, metadata !303, metadata !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8)), !dbg !311
  %145 = lshr i32 %33, 24
  %146 = zext i32 %145 to i64
  call void @llvm.dbg.value(metadata i32 %145, metadata !303, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i32 0, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 0, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 %145, metadata !308, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 1, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 1, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 %33, metadata !308, metadata !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 2, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 2, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 %33, metadata !308, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 3, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 3, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 %33, metadata !308, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 4, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 4, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 5, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 5, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 5, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 6, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 6, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 6, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 7, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 7, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 7, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 8, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 8, metadata !309, metadata !DIExpression()), !dbg !313
  %147 = add nuw nsw i32 %144, 8, !dbg !314
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 9, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 9, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 9, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 10, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 10, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 10, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 11, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i64 11, metadata !309, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i64 %122, i64 %140, i64 %138, i64 %136, i64 %133, i64 %130, i64 %127, i64 %123), metadata !308, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 11, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8)), !dbg !311
  call void @llvm.dbg.value(metadata i64 12, metadata !309, metadata !DIExpression()), !dbg !313
  %148 = shl i64 %142, 24, !dbg !316
  %149 = add i64 %148, 504403158265495552, !dbg !316
  %150 = and i64 %149, -72057594037927936, !dbg !316
  %151 = shl i64 %142, 8, !dbg !316
  %152 = add i64 %151, 1688849860263936, !dbg !316
  %153 = and i64 %152, 71776119061217280, !dbg !316
  %154 = or i64 %150, %153, !dbg !316
  %155 = shl nuw nsw i64 %26, 40, !dbg !316
  %156 = add nuw nsw i64 %155, 5497558138880, !dbg !316
  %157 = and i64 %156, 280375465082880, !dbg !316
  %158 = shl nuw nsw i64 %25, 32, !dbg !316
  %159 = add nuw nsw i64 %158, 17179869184, !dbg !316
  %160 = and i64 %159, 1095216660480, !dbg !316
  %161 = shl i32 %33, 24, !dbg !316
  %162 = add i32 %161, 50331648, !dbg !316
  %163 = zext i32 %162 to i64, !dbg !316
  %164 = shl i32 %33, 8, !dbg !316
  %165 = add i32 %164, 131072, !dbg !316
  %166 = lshr i32 %33, 8, !dbg !316
  %167 = and i32 %166, 65280, !dbg !316
  %168 = add nuw nsw i32 %167, 256, !dbg !316
  %169 = and i32 %165, 16711680, !dbg !316
  %170 = zext i32 %169 to i64, !dbg !316
  %171 = and i32 %168, 65280, !dbg !316
  %172 = zext i32 %171 to i64, !dbg !316
  %173 = or i64 %154, %146, !dbg !316
  %174 = or i64 %173, %157, !dbg !316
  %175 = or i64 %174, %160, !dbg !316
  %176 = or i64 %175, %163, !dbg !316
  %177 = or i64 %176, %170, !dbg !316
  %178 = or i64 %177, %172, !dbg !316
  %179 = shl i32 %143, 24, !dbg !316
  %180 = add i32 %179, 184549376, !dbg !316
  %181 = shl i32 %143, 8, !dbg !316
  %182 = add i32 %181, 655360, !dbg !316
  %183 = and i32 %182, 16711680, !dbg !316
  %184 = or i32 %183, %180, !dbg !316
  %185 = lshr i32 %143, 8, !dbg !316
  %186 = and i32 %185, 65280, !dbg !316
  %187 = add nuw nsw i32 %186, 2304, !dbg !316
  %188 = and i32 %187, 65280, !dbg !316
  %189 = or i32 %184, %188, !dbg !316
  %190 = and i32 %147, 255, !dbg !316
  %191 = or i32 %189, %190, !dbg !316
  call void @llvm.dbg.value(metadata i32 %145, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  %192 = lshr i64 %178, 8, !dbg !302
  %193 = trunc i64 %192 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %192, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  %194 = lshr i64 %177, 16, !dbg !302
  %195 = trunc i64 %194 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %194, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  %196 = lshr i64 %176, 24, !dbg !302
  %197 = trunc i64 %196 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %196, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8)), !dbg !111
  %198 = lshr i64 %175, 32, !dbg !302
  %199 = trunc i64 %198 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %198, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8)), !dbg !111
  %200 = lshr i64 %174, 40, !dbg !302
  %201 = trunc i64 %200 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %200, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8)), !dbg !111
  %202 = lshr exact i64 %154, 48, !dbg !302
  %203 = trunc i64 %202 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %202, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8)), !dbg !111
  %204 = lshr i64 %149, 56, !dbg !302
  %205 = trunc i64 %204 to i32, !dbg !302
  call void @llvm.dbg.value(metadata i64 %204, metadata !96, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8)), !dbg !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 %183, i32 %147, i32 %187, i32 %180), metadata !96, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_constu, 65280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_constu, 255, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %57), !dbg !317
  %207 = sext i8 %69 to i32, !dbg !318
  %208 = sext i8 %68 to i32, !dbg !319
  %209 = shl i32 %71, 16, !dbg !320
  %210 = ashr exact i32 %209, 16, !dbg !320
  %211 = ashr exact i32 %73, 16, !dbg !321
  %212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.1, i64 0, i64 0), i32 noundef %66, i32 noundef %207, i32 noundef %208, i32 noundef %210, i32 noundef %211, i32 noundef %76, i32 noundef %42, i32 noundef %83, i32 noundef %79), !dbg !322
  %213 = fpext float %92 to double, !dbg !323
  %214 = fpext float %94 to double, !dbg !324
  %215 = fpext float %46 to double, !dbg !325
  %216 = fpext float %97 to double, !dbg !326
  %217 = fpext float %99 to double, !dbg !327
  %218 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.2, i64 0, i64 0), i64 noundef %88, i64 noundef %89, double noundef %213, double noundef %214, double noundef %215, double noundef %216, double noundef %217, double noundef %100), !dbg !328
  %219 = fpext float %110 to double, !dbg !329
  %220 = zext i8 %58 to i32
  %221 = zext i8 %60 to i32
  %222 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.3, i64 0, i64 0), double noundef %49, double noundef %101, double noundef %102, i32 noundef %103, i32 noundef %104, double noundef %106, double noundef %219, i32 noundef %116, i32 noundef %220, double noundef %117, i32 noundef %221), !dbg !330
  %223 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i64 noundef %65, i64 noundef %118, i64 noundef %119, i64 noundef %120, i64 noundef %121), !dbg !331
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 0, metadata !107, metadata !DIExpression()), !dbg !332
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %145), !dbg !333
  call void @llvm.dbg.value(metadata i64 1, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 1, metadata !107, metadata !DIExpression()), !dbg !332
  %225 = and i32 %193, 255, !dbg !335
  %226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %225), !dbg !333
  call void @llvm.dbg.value(metadata i64 2, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 2, metadata !107, metadata !DIExpression()), !dbg !332
  %227 = and i32 %195, 255, !dbg !335
  %228 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %227), !dbg !333
  call void @llvm.dbg.value(metadata i64 3, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 3, metadata !107, metadata !DIExpression()), !dbg !332
  %229 = and i32 %197, 255, !dbg !335
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %229), !dbg !333
  call void @llvm.dbg.value(metadata i64 4, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 4, metadata !107, metadata !DIExpression()), !dbg !332
  %231 = and i32 %199, 255, !dbg !335
  %232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %231), !dbg !333
  call void @llvm.dbg.value(metadata i64 5, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 5, metadata !107, metadata !DIExpression()), !dbg !332
  %233 = and i32 %201, 255, !dbg !335
  %234 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %233), !dbg !333
  call void @llvm.dbg.value(metadata i64 6, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 6, metadata !107, metadata !DIExpression()), !dbg !332
  %235 = and i32 %203, 255, !dbg !335
  %236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %235), !dbg !333
  call void @llvm.dbg.value(metadata i64 7, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 7, metadata !107, metadata !DIExpression()), !dbg !332
  %237 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %205), !dbg !333
  call void @llvm.dbg.value(metadata i64 8, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 8, metadata !107, metadata !DIExpression()), !dbg !332
  %238 = and i32 %147, 255, !dbg !335
  %239 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %238), !dbg !333
  call void @llvm.dbg.value(metadata i64 9, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 9, metadata !107, metadata !DIExpression()), !dbg !332
  %240 = lshr exact i32 %187, 8, !dbg !335
  %241 = and i32 %240, 255, !dbg !335
  %242 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %241), !dbg !333
  call void @llvm.dbg.value(metadata i64 10, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 10, metadata !107, metadata !DIExpression()), !dbg !332
  %243 = lshr exact i32 %183, 16, !dbg !335
  %244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %243), !dbg !333
  call void @llvm.dbg.value(metadata i64 11, metadata !107, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata i64 11, metadata !107, metadata !DIExpression()), !dbg !332
  %245 = lshr exact i32 %180, 24, !dbg !335
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %245), !dbg !333
  call void @llvm.dbg.value(metadata i64 12, metadata !107, metadata !DIExpression()), !dbg !332
  %247 = or i32 %74, %73, !dbg !174
  %248 = zext i32 %42 to i64, !dbg !194
  %249 = insertelement <2 x float> undef, float %46, i64 0, !dbg !336
  %250 = insertelement <2 x float> %249, float %97, i64 1, !dbg !336
  %251 = tail call i32 @putchar(i32 10), !dbg !337
  %252 = add nuw nsw i32 %57, 1, !dbg !338
  call void @llvm.dbg.value(metadata i32 %252, metadata !105, metadata !DIExpression()), !dbg !129
  %253 = sitofp i32 %103 to double, !dbg !339
  call void @llvm.dbg.value(metadata i8 %60, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !111
  call void @llvm.dbg.value(metadata double %117, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %58, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %65, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %65, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %118, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %118, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %119, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %119, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %120, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %120, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %121, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !127
  call void @llvm.dbg.value(metadata i64 %121, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 %69, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i8 undef, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !111
  call void @llvm.dbg.value(metadata i16 undef, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i16 undef, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %76, metadata !29, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %79, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %89, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %88, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> %95, metadata !45, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata float %99, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata <2 x float> %250, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %100, metadata !57, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double %101, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %49, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata double %102, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata double %106, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %104, metadata !72, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 undef, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !111
  call void @llvm.dbg.value(metadata float undef, metadata !77, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !111
  %254 = icmp eq i32 %252, 4, !dbg !340
  br i1 %254, label %1, label %24, !dbg !130, !llvm.loop !341
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_abi.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "327c32f084742d9b772eb39aa7b9f6ed")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !15, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!6}
!17 = !{!18, !24, !29, !33, !39, !45, !51, !57, !62, !67, !72, !77, !82, !88, !96, !103, !105, !107}
!18 = !DILocalVariable(name: "c3", scope: !14, file: !1, line: 53, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c3", file: !1, line: 5, size: 24, elements: !20)
!20 = !{!21, !22, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !19, file: !1, line: 5, baseType: !4, size: 8)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !19, file: !1, line: 5, baseType: !4, size: 8, offset: 8)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !19, file: !1, line: 5, baseType: !4, size: 8, offset: 16)
!24 = !DILocalVariable(name: "s2", scope: !14, file: !1, line: 54, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s2", file: !1, line: 6, size: 32, elements: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !25, file: !1, line: 6, baseType: !5, size: 16)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !25, file: !1, line: 6, baseType: !5, size: 16, offset: 16)
!29 = !DILocalVariable(name: "i1", scope: !14, file: !1, line: 55, type: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i1", file: !1, line: 7, size: 32, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !30, file: !1, line: 7, baseType: !6, size: 32)
!33 = !DILocalVariable(name: "i3", scope: !14, file: !1, line: 56, type: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i3", file: !1, line: 8, size: 96, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !34, file: !1, line: 8, baseType: !6, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !34, file: !1, line: 8, baseType: !6, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !34, file: !1, line: 8, baseType: !6, size: 32, offset: 64)
!39 = !DILocalVariable(name: "l2", scope: !14, file: !1, line: 57, type: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "l2", file: !1, line: 9, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !40, file: !1, line: 9, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !40, file: !1, line: 9, baseType: !43, size: 64, offset: 64)
!45 = !DILocalVariable(name: "f2", scope: !14, file: !1, line: 58, type: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f2", file: !1, line: 10, size: 64, elements: !47)
!47 = !{!48, !50}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !46, file: !1, line: 10, baseType: !49, size: 32)
!49 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !46, file: !1, line: 10, baseType: !49, size: 32, offset: 32)
!51 = !DILocalVariable(name: "f3", scope: !14, file: !1, line: 59, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f3", file: !1, line: 11, size: 96, elements: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !52, file: !1, line: 11, baseType: !49, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !52, file: !1, line: 11, baseType: !49, size: 32, offset: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !52, file: !1, line: 11, baseType: !49, size: 32, offset: 64)
!57 = !DILocalVariable(name: "d1", scope: !14, file: !1, line: 60, type: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d1", file: !1, line: 12, size: 64, elements: !59)
!59 = !{!60}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !58, file: !1, line: 12, baseType: !61, size: 64)
!61 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!62 = !DILocalVariable(name: "d2", scope: !14, file: !1, line: 61, type: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d2", file: !1, line: 13, size: 128, elements: !64)
!64 = !{!65, !66}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !63, file: !1, line: 13, baseType: !61, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !63, file: !1, line: 13, baseType: !61, size: 64, offset: 64)
!67 = !DILocalVariable(name: "di", scope: !14, file: !1, line: 62, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "di", file: !1, line: 14, size: 128, elements: !69)
!69 = !{!70, !71}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !68, file: !1, line: 14, baseType: !61, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !68, file: !1, line: 14, baseType: !6, size: 32, offset: 64)
!72 = !DILocalVariable(name: "id", scope: !14, file: !1, line: 63, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !1, line: 15, size: 128, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !1, line: 15, baseType: !6, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !1, line: 15, baseType: !61, size: 64, offset: 64)
!77 = !DILocalVariable(name: "fi", scope: !14, file: !1, line: 64, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !1, line: 16, size: 64, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !78, file: !1, line: 16, baseType: !49, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !78, file: !1, line: 16, baseType: !6, size: 32, offset: 32)
!82 = !DILocalVariable(name: "cdc", scope: !14, file: !1, line: 65, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cdc", file: !1, line: 17, size: 192, elements: !84)
!84 = !{!85, !86, !87}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !83, file: !1, line: 17, baseType: !4, size: 8)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !83, file: !1, line: 17, baseType: !61, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !83, file: !1, line: 17, baseType: !4, size: 8, offset: 128)
!88 = !DILocalVariable(name: "b5", scope: !14, file: !1, line: 66, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big5", file: !1, line: 18, size: 320, elements: !90)
!90 = !{!91, !92, !93, !94, !95}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !89, file: !1, line: 18, baseType: !43, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !1, line: 18, baseType: !43, size: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !89, file: !1, line: 18, baseType: !43, size: 64, offset: 128)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !89, file: !1, line: 18, baseType: !43, size: 64, offset: 192)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !89, file: !1, line: 18, baseType: !43, size: 64, offset: 256)
!96 = !DILocalVariable(name: "ar", scope: !14, file: !1, line: 67, type: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arr", file: !1, line: 19, size: 96, elements: !98)
!98 = !{!99}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !97, file: !1, line: 19, baseType: !100, size: 96)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 96, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 12)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 68, type: !6)
!104 = distinct !DILexicalBlock(scope: !14, file: !1, line: 68, column: 5)
!105 = !DILocalVariable(name: "round", scope: !106, file: !1, line: 70, type: !6)
!106 = distinct !DILexicalBlock(scope: !14, file: !1, line: 70, column: 5)
!107 = !DILocalVariable(name: "i", scope: !108, file: !1, line: 94, type: !6)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 94, column: 9)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 70, column: 45)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 70, column: 5)
!111 = !DILocation(line: 0, scope: !14)
!112 = !DILocalVariable(name: "h", arg: 8, scope: !113, file: !1, line: 47, type: !89)
!113 = distinct !DISubprogram(name: "many", scope: !1, file: !1, line: 46, type: !114, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!61, !6, !63, !43, !46, !34, !61, !19, !89, !49, !68, !4}
!116 = !{!117, !118, !119, !120, !121, !122, !123, !112, !124, !125, !126}
!117 = !DILocalVariable(name: "a", arg: 1, scope: !113, file: !1, line: 46, type: !6)
!118 = !DILocalVariable(name: "b", arg: 2, scope: !113, file: !1, line: 46, type: !63)
!119 = !DILocalVariable(name: "c", arg: 3, scope: !113, file: !1, line: 46, type: !43)
!120 = !DILocalVariable(name: "d", arg: 4, scope: !113, file: !1, line: 46, type: !46)
!121 = !DILocalVariable(name: "e", arg: 5, scope: !113, file: !1, line: 46, type: !34)
!122 = !DILocalVariable(name: "f", arg: 6, scope: !113, file: !1, line: 46, type: !61)
!123 = !DILocalVariable(name: "g", arg: 7, scope: !113, file: !1, line: 46, type: !19)
!124 = !DILocalVariable(name: "i", arg: 9, scope: !113, file: !1, line: 47, type: !49)
!125 = !DILocalVariable(name: "j", arg: 10, scope: !113, file: !1, line: 47, type: !68)
!126 = !DILocalVariable(name: "k", arg: 11, scope: !113, file: !1, line: 47, type: !4)
!127 = !DILocation(line: 0, scope: !113, inlinedAt: !128)
!128 = distinct !DILocation(line: 98, column: 27, scope: !14)
!129 = !DILocation(line: 0, scope: !106)
!130 = !DILocation(line: 70, column: 5, scope: !106)
!131 = !DILocation(line: 48, column: 14, scope: !113, inlinedAt: !128)
!132 = !DILocation(line: 48, column: 20, scope: !113, inlinedAt: !128)
!133 = !DILocation(line: 48, column: 26, scope: !113, inlinedAt: !128)
!134 = !DILocation(line: 48, column: 30, scope: !113, inlinedAt: !128)
!135 = !DILocation(line: 48, column: 36, scope: !113, inlinedAt: !128)
!136 = !DILocation(line: 48, column: 42, scope: !113, inlinedAt: !128)
!137 = !DILocation(line: 48, column: 48, scope: !113, inlinedAt: !128)
!138 = !DILocation(line: 48, column: 54, scope: !113, inlinedAt: !128)
!139 = !DILocation(line: 48, column: 60, scope: !113, inlinedAt: !128)
!140 = !DILocation(line: 48, column: 64, scope: !113, inlinedAt: !128)
!141 = !DILocation(line: 48, column: 70, scope: !113, inlinedAt: !128)
!142 = !DILocation(line: 48, column: 76, scope: !113, inlinedAt: !128)
!143 = !DILocation(line: 48, column: 82, scope: !113, inlinedAt: !128)
!144 = !DILocation(line: 48, column: 88, scope: !113, inlinedAt: !128)
!145 = !DILocation(line: 48, column: 94, scope: !113, inlinedAt: !128)
!146 = !DILocation(line: 49, column: 16, scope: !113, inlinedAt: !128)
!147 = !DILocation(line: 49, column: 22, scope: !113, inlinedAt: !128)
!148 = !DILocation(line: 49, column: 28, scope: !113, inlinedAt: !128)
!149 = !DILocation(line: 49, column: 32, scope: !113, inlinedAt: !128)
!150 = !DILocation(line: 49, column: 38, scope: !113, inlinedAt: !128)
!151 = !DILocation(line: 49, column: 44, scope: !113, inlinedAt: !128)
!152 = !DILocation(line: 98, column: 5, scope: !14)
!153 = !DILocation(line: 100, column: 1, scope: !14)
!154 = !DILocalVariable(name: "x", arg: 1, scope: !155, file: !1, line: 21, type: !19)
!155 = distinct !DISubprogram(name: "f_c3", scope: !1, file: !1, line: 21, type: !156, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!19, !19}
!158 = !{!154}
!159 = !DILocation(line: 0, scope: !155, inlinedAt: !160)
!160 = distinct !DILocation(line: 71, column: 14, scope: !109)
!161 = !DILocation(line: 21, column: 41, scope: !155, inlinedAt: !160)
!162 = !DILocation(line: 21, column: 85, scope: !155, inlinedAt: !160)
!163 = !DILocation(line: 71, column: 14, scope: !109)
!164 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !1, line: 22, type: !25)
!165 = distinct !DISubprogram(name: "f_s2", scope: !1, file: !1, line: 22, type: !166, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!25, !25}
!168 = !{!164, !169}
!169 = !DILocalVariable(name: "r", scope: !165, file: !1, line: 22, type: !25)
!170 = !DILocation(line: 0, scope: !165, inlinedAt: !171)
!171 = distinct !DILocation(line: 72, column: 14, scope: !109)
!172 = !DILocation(line: 22, column: 61, scope: !165, inlinedAt: !171)
!173 = !DILocation(line: 22, column: 53, scope: !165, inlinedAt: !171)
!174 = !DILocation(line: 22, column: 93, scope: !165, inlinedAt: !171)
!175 = !DILocalVariable(name: "x", arg: 1, scope: !176, file: !1, line: 23, type: !30)
!176 = distinct !DISubprogram(name: "f_i1", scope: !1, file: !1, line: 23, type: !177, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!30, !30}
!179 = !{!175}
!180 = !DILocation(line: 0, scope: !176, inlinedAt: !181)
!181 = distinct !DILocation(line: 73, column: 14, scope: !109)
!182 = !DILocation(line: 23, column: 48, scope: !176, inlinedAt: !181)
!183 = !DILocation(line: 23, column: 52, scope: !176, inlinedAt: !181)
!184 = !DILocation(line: 74, column: 14, scope: !109)
!185 = !DILocalVariable(name: "x", arg: 1, scope: !186, file: !1, line: 24, type: !34)
!186 = distinct !DISubprogram(name: "f_i3", scope: !1, file: !1, line: 24, type: !187, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!34, !34}
!189 = !{!185, !190}
!190 = !DILocalVariable(name: "r", scope: !186, file: !1, line: 24, type: !34)
!191 = !DILocation(line: 0, scope: !186, inlinedAt: !192)
!192 = distinct !DILocation(line: 74, column: 14, scope: !109)
!193 = !DILocation(line: 24, column: 73, scope: !186, inlinedAt: !192)
!194 = !DILocation(line: 24, column: 81, scope: !186, inlinedAt: !192)
!195 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !1, line: 25, type: !40)
!196 = distinct !DISubprogram(name: "f_l2", scope: !1, file: !1, line: 25, type: !197, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!40, !40}
!199 = !{!195, !200}
!200 = !DILocalVariable(name: "r", scope: !196, file: !1, line: 25, type: !40)
!201 = !DILocation(line: 0, scope: !196, inlinedAt: !202)
!202 = distinct !DILocation(line: 75, column: 14, scope: !109)
!203 = !DILocation(line: 25, column: 58, scope: !196, inlinedAt: !202)
!204 = !DILocation(line: 25, column: 75, scope: !196, inlinedAt: !202)
!205 = !DILocation(line: 25, column: 68, scope: !196, inlinedAt: !202)
!206 = !DILocation(line: 25, column: 88, scope: !196, inlinedAt: !202)
!207 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !1, line: 26, type: !46)
!208 = distinct !DISubprogram(name: "f_f2", scope: !1, file: !1, line: 26, type: !209, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!46, !46}
!211 = !{!207, !212}
!212 = !DILocalVariable(name: "r", scope: !208, file: !1, line: 26, type: !46)
!213 = !DILocation(line: 0, scope: !208, inlinedAt: !214)
!214 = distinct !DILocation(line: 76, column: 14, scope: !109)
!215 = !DILocation(line: 26, column: 55, scope: !208, inlinedAt: !214)
!216 = !DILocation(line: 26, column: 61, scope: !208, inlinedAt: !214)
!217 = !DILocation(line: 26, column: 57, scope: !208, inlinedAt: !214)
!218 = !DILocation(line: 26, column: 52, scope: !208, inlinedAt: !214)
!219 = !DILocation(line: 26, column: 68, scope: !208, inlinedAt: !214)
!220 = !DILocalVariable(name: "x", arg: 1, scope: !221, file: !1, line: 27, type: !52)
!221 = distinct !DISubprogram(name: "f_f3", scope: !1, file: !1, line: 27, type: !222, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!52, !52}
!224 = !{!220, !225}
!225 = !DILocalVariable(name: "r", scope: !221, file: !1, line: 27, type: !52)
!226 = !DILocation(line: 0, scope: !221, inlinedAt: !227)
!227 = distinct !DILocation(line: 77, column: 14, scope: !109)
!228 = !DILocation(line: 27, column: 60, scope: !221, inlinedAt: !227)
!229 = !DILocation(line: 27, column: 62, scope: !221, inlinedAt: !227)
!230 = !DILocation(line: 27, column: 69, scope: !221, inlinedAt: !227)
!231 = !DILocation(line: 27, column: 71, scope: !221, inlinedAt: !227)
!232 = !DILocalVariable(name: "x", arg: 1, scope: !233, file: !1, line: 28, type: !58)
!233 = distinct !DISubprogram(name: "f_d1", scope: !1, file: !1, line: 28, type: !234, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!58, !58}
!236 = !{!232}
!237 = !DILocation(line: 0, scope: !233, inlinedAt: !238)
!238 = distinct !DILocation(line: 78, column: 14, scope: !109)
!239 = !DILocation(line: 28, column: 42, scope: !233, inlinedAt: !238)
!240 = !DILocalVariable(name: "x", arg: 1, scope: !241, file: !1, line: 29, type: !63)
!241 = distinct !DISubprogram(name: "f_d2", scope: !1, file: !1, line: 29, type: !242, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!63, !63}
!244 = !{!240, !245}
!245 = !DILocalVariable(name: "r", scope: !241, file: !1, line: 29, type: !63)
!246 = !DILocation(line: 0, scope: !241, inlinedAt: !247)
!247 = distinct !DILocation(line: 79, column: 14, scope: !109)
!248 = !DILocation(line: 29, column: 62, scope: !241, inlinedAt: !247)
!249 = !DILocalVariable(name: "x", arg: 1, scope: !250, file: !1, line: 30, type: !68)
!250 = distinct !DISubprogram(name: "f_di", scope: !1, file: !1, line: 30, type: !251, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!68, !68}
!253 = !{!249, !254}
!254 = !DILocalVariable(name: "r", scope: !250, file: !1, line: 30, type: !68)
!255 = !DILocation(line: 0, scope: !250, inlinedAt: !256)
!256 = distinct !DILocation(line: 80, column: 14, scope: !109)
!257 = !DILocation(line: 30, column: 57, scope: !250, inlinedAt: !256)
!258 = !DILocation(line: 30, column: 64, scope: !250, inlinedAt: !256)
!259 = !DILocalVariable(name: "x", arg: 1, scope: !260, file: !1, line: 31, type: !73)
!260 = distinct !DISubprogram(name: "f_id", scope: !1, file: !1, line: 31, type: !261, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!73, !73}
!263 = !{!259, !264}
!264 = !DILocalVariable(name: "r", scope: !260, file: !1, line: 31, type: !73)
!265 = !DILocation(line: 0, scope: !260, inlinedAt: !266)
!266 = distinct !DILocation(line: 81, column: 14, scope: !109)
!267 = !DILocation(line: 31, column: 57, scope: !260, inlinedAt: !266)
!268 = !DILocation(line: 31, column: 68, scope: !260, inlinedAt: !266)
!269 = !DILocation(line: 31, column: 66, scope: !260, inlinedAt: !266)
!270 = !DILocation(line: 82, column: 14, scope: !109)
!271 = !DILocalVariable(name: "x", arg: 1, scope: !272, file: !1, line: 32, type: !78)
!272 = distinct !DISubprogram(name: "f_fi", scope: !1, file: !1, line: 32, type: !273, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{!78, !78}
!275 = !{!271, !276}
!276 = !DILocalVariable(name: "r", scope: !272, file: !1, line: 32, type: !78)
!277 = !DILocation(line: 0, scope: !272, inlinedAt: !278)
!278 = distinct !DILocation(line: 82, column: 14, scope: !109)
!279 = !DILocation(line: 32, column: 57, scope: !272, inlinedAt: !278)
!280 = !DILocation(line: 32, column: 79, scope: !272, inlinedAt: !278)
!281 = !DILocalVariable(name: "x", arg: 1, scope: !282, file: !1, line: 33, type: !83)
!282 = distinct !DISubprogram(name: "f_cdc", scope: !1, file: !1, line: 33, type: !283, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{!83, !83}
!285 = !{!281, !286}
!286 = !DILocalVariable(name: "r", scope: !282, file: !1, line: 33, type: !83)
!287 = !DILocation(line: 0, scope: !282, inlinedAt: !288)
!288 = distinct !DILocation(line: 83, column: 15, scope: !109)
!289 = !DILocation(line: 33, column: 66, scope: !282, inlinedAt: !288)
!290 = !DILocalVariable(name: "x", arg: 1, scope: !291, file: !1, line: 34, type: !89)
!291 = distinct !DISubprogram(name: "f_big5", scope: !1, file: !1, line: 34, type: !292, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !294)
!292 = !DISubroutineType(types: !293)
!293 = !{!89, !89}
!294 = !{!290, !295}
!295 = !DILocalVariable(name: "r", scope: !291, file: !1, line: 35, type: !89)
!296 = !DILocation(line: 0, scope: !291, inlinedAt: !297)
!297 = distinct !DILocation(line: 84, column: 14, scope: !109)
!298 = !DILocation(line: 35, column: 31, scope: !291, inlinedAt: !297)
!299 = !DILocation(line: 35, column: 40, scope: !291, inlinedAt: !297)
!300 = !DILocation(line: 35, column: 49, scope: !291, inlinedAt: !297)
!301 = !DILocation(line: 35, column: 58, scope: !291, inlinedAt: !297)
!302 = !DILocation(line: 85, column: 14, scope: !109)
!303 = !DILocalVariable(name: "x", arg: 1, scope: !304, file: !1, line: 38, type: !97)
!304 = distinct !DISubprogram(name: "f_arr", scope: !1, file: !1, line: 38, type: !305, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!97, !97}
!307 = !{!303, !308, !309}
!308 = !DILocalVariable(name: "r", scope: !304, file: !1, line: 39, type: !97)
!309 = !DILocalVariable(name: "i", scope: !310, file: !1, line: 40, type: !6)
!310 = distinct !DILexicalBlock(scope: !304, file: !1, line: 40, column: 5)
!311 = !DILocation(line: 0, scope: !304, inlinedAt: !312)
!312 = distinct !DILocation(line: 85, column: 14, scope: !109)
!313 = !DILocation(line: 0, scope: !310, inlinedAt: !312)
!314 = !DILocation(line: 41, column: 22, scope: !315, inlinedAt: !312)
!315 = distinct !DILexicalBlock(scope: !310, file: !1, line: 40, column: 5)
!316 = !DILocation(line: 42, column: 5, scope: !304, inlinedAt: !312)
!317 = !DILocation(line: 86, column: 9, scope: !109)
!318 = !DILocation(line: 87, column: 74, scope: !109)
!319 = !DILocation(line: 87, column: 80, scope: !109)
!320 = !DILocation(line: 87, column: 86, scope: !109)
!321 = !DILocation(line: 87, column: 92, scope: !109)
!322 = !DILocation(line: 87, column: 9, scope: !109)
!323 = !DILocation(line: 89, column: 79, scope: !109)
!324 = !DILocation(line: 89, column: 85, scope: !109)
!325 = !DILocation(line: 89, column: 91, scope: !109)
!326 = !DILocation(line: 90, column: 16, scope: !109)
!327 = !DILocation(line: 90, column: 22, scope: !109)
!328 = !DILocation(line: 89, column: 9, scope: !109)
!329 = !DILocation(line: 92, column: 40, scope: !109)
!330 = !DILocation(line: 91, column: 9, scope: !109)
!331 = !DILocation(line: 93, column: 9, scope: !109)
!332 = !DILocation(line: 0, scope: !108)
!333 = !DILocation(line: 95, column: 13, scope: !334)
!334 = distinct !DILexicalBlock(scope: !108, file: !1, line: 94, column: 9)
!335 = !DILocation(line: 95, column: 27, scope: !334)
!336 = !DILocation(line: 27, column: 52, scope: !221, inlinedAt: !227)
!337 = !DILocation(line: 96, column: 9, scope: !109)
!338 = !DILocation(line: 70, column: 41, scope: !110)
!339 = !DILocation(line: 70, column: 5, scope: !110)
!340 = !DILocation(line: 70, column: 31, scope: !110)
!341 = distinct !{!341, !130, !342, !343}
!342 = !DILocation(line: 97, column: 5, scope: !106)
!343 = !{!"llvm.loop.mustprogress"}
