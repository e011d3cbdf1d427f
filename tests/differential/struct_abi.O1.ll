; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.arr = type { [12 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca %struct.arr, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !154, !DIExpression(), !153, ptr %1, !DIExpression(), !162)
  %2 = alloca %struct.arr, align 8, !DIAssignID !164
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !165, ptr undef, !DIExpression(), !166)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 136, 56), !167, ptr undef, !DIExpression(), !166)
  %3 = alloca %struct.arr, align 8, !DIAssignID !168
    #dbg_assign(i1 undef, !138, !DIExpression(), !168, ptr %3, !DIExpression(), !166)
    #dbg_value(i8 1, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i8 -2, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !166)
    #dbg_value(i8 3, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !166)
    #dbg_value(i16 -5, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !166)
    #dbg_value(i16 300, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !166)
    #dbg_value(i32 9, !71, !DIExpression(), !166)
    #dbg_value(i32 1, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 2, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 3, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i64 123456789, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 -987, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.500000e-01>, !87, !DIExpression(), !166)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(float 3.000000e+00, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(double 1.000000e+02, !99, !DIExpression(), !166)
    #dbg_value(double 5.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double -2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(double 2.500000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i32 7, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 -3, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 poison, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(double 1.125000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(float 5.000000e-01, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 4660, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i8 120, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !169, ptr undef, !DIExpression(), !166)
    #dbg_value(double 6.250000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i8 121, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !166)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 136, 56), !170, ptr undef, !DIExpression(), !166)
    #dbg_value(i64 1, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i64 1, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 2, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(i64 2, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 3, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(i64 3, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !166)
    #dbg_value(i64 4, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(i64 4, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !166)
    #dbg_value(i64 5, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(i64 5, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !166)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #4, !dbg !188
    #dbg_value(i32 0, !145, !DIExpression(), !189)
  br label %10, !dbg !190

4:                                                ; preds = %10
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i64, ptr %3, align 8
  %9 = load i32, ptr %5, align 8
    #dbg_value(i8 121, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !166)
    #dbg_value(double 6.250000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i8 120, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i64 1, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i64 1, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 2, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(i64 2, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 3, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(i64 3, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !166)
    #dbg_value(i64 4, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(i64 4, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !166)
    #dbg_value(i64 5, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(i64 5, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !166)
    #dbg_value(i8 3, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !166)
    #dbg_value(i8 -2, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !166)
    #dbg_value(i8 1, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !166)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !166)
    #dbg_value(i32 9, !71, !DIExpression(), !166)
    #dbg_value(i32 2, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 1, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 3, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i64 -987, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 123456789, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.500000e-01>, !87, !DIExpression(), !166)
    #dbg_value(float 3.000000e+00, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double 1.000000e+02, !99, !DIExpression(), !166)
    #dbg_value(double -2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(double 5.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i32 7, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(double 2.500000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double 1.125000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i32 -3, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 poison, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(float poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 0, !147, !DIExpression(), !191)
  br label %42, !dbg !192

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %15, %10 ]
    #dbg_value(i64 %11, !145, !DIExpression(), !189)
  %12 = trunc i64 %11 to i8, !dbg !193
  %13 = mul i8 %12, 20, !dbg !193
  %14 = getelementptr inbounds [12 x i8], ptr %3, i64 0, i64 %11, !dbg !195
  store i8 %13, ptr %14, align 1, !dbg !196, !tbaa !197
  %15 = add nuw nsw i64 %11, 1, !dbg !200
    #dbg_value(i64 %15, !145, !DIExpression(), !189)
  %16 = icmp eq i64 %15, 12, !dbg !201
  br i1 %16, label %4, label %10, !dbg !190, !llvm.loop !202

17:                                               ; preds = %156
    #dbg_value(double %58, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(double %129, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(<2 x float> %98, !179, !DIExpression(), !186)
    #dbg_value(i32 -7, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !186)
    #dbg_value(i32 9, !180, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !186)
    #dbg_value(i32 12, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !186)
    #dbg_value(!DIArgList(i24 0, i8 5, i8 -32), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !186)
    #dbg_value(!DIArgList(i24 0, i8 -32), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !186)
    #dbg_value(i8 undef, !182, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !186)
    #dbg_value(double %130, !184, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i32 %104, !184, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !186)
    #dbg_value(i32 1, !176, !DIExpression(), !186)
    #dbg_value(i64 3, !178, !DIExpression(), !186)
    #dbg_value(double 5.000000e-01, !181, !DIExpression(), !186)
    #dbg_value(float 2.500000e+00, !183, !DIExpression(), !186)
    #dbg_value(i8 107, !185, !DIExpression(), !186)
  %18 = fadd double %58, 1.000000e+00, !dbg !206
  %19 = fadd double %18, %129, !dbg !207
  %20 = fadd double %19, 3.000000e+00, !dbg !208
  %21 = fpext float %95 to double, !dbg !209
  %22 = fadd double %20, %21, !dbg !210
  %23 = fpext float %97 to double, !dbg !211
  %24 = fadd double %22, %23, !dbg !212
  %25 = fadd double %24, -7.000000e+00, !dbg !213
  %26 = fadd double %25, 9.000000e+00, !dbg !214
  %27 = fadd double %26, 1.200000e+01, !dbg !215
  %28 = fadd double %27, 5.000000e-01, !dbg !216
  %29 = fadd double %28, 5.000000e+00, !dbg !217
  %30 = fadd double %29, -3.200000e+01, !dbg !218
  %31 = fadd double %30, 1.700000e+01, !dbg !219
  %32 = fadd double %31, 1.000000e+00, !dbg !220
  %33 = fadd double %32, -2.000000e+00, !dbg !221
  %34 = fadd double %33, 4.800000e+01, !dbg !222
  %35 = fadd double %34, 5.000000e+00, !dbg !223
  %36 = fadd double %35, 2.500000e+00, !dbg !224
  %37 = fadd double %130, %36, !dbg !225
  %38 = sitofp i32 %104 to double, !dbg !226
  %39 = fadd double %37, %38, !dbg !227
  %40 = fadd double %39, 1.070000e+02, !dbg !228
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %40), !dbg !229
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #4, !dbg !230
  ret i32 0, !dbg !230

42:                                               ; preds = %4, %156
  %43 = phi i32 [ 1, %4 ], [ %77, %156 ]
  %44 = phi i8 [ 3, %4 ], [ %79, %156 ]
  %45 = phi i8 [ -2, %4 ], [ %122, %156 ]
  %46 = phi i32 [ 300, %4 ], [ %157, %156 ]
  %47 = phi i32 [ 65531, %4 ], [ %83, %156 ]
  %48 = phi i32 [ 9, %4 ], [ %123, %156 ]
  %49 = phi i64 [ 2, %4 ], [ %89, %156 ]
  %50 = phi i32 [ 1, %4 ], [ %51, %156 ]
  %51 = phi i32 [ 3, %4 ], [ %124, %156 ]
  %52 = phi i64 [ -987, %4 ], [ %126, %156 ]
  %53 = phi i64 [ 123456789, %4 ], [ %92, %156 ]
  %54 = phi <2 x float> [ <float 1.500000e+00, float -2.500000e-01>, %4 ], [ %98, %156 ]
  %55 = phi float [ 3.000000e+00, %4 ], [ %128, %156 ]
  %56 = phi <2 x float> [ <float 1.000000e+00, float 2.000000e+00>, %4 ], [ %158, %156 ]
  %57 = phi double [ 1.000000e+02, %4 ], [ %102, %156 ]
  %58 = phi double [ -2.000000e+00, %4 ], [ %129, %156 ]
  %59 = phi double [ 5.000000e-01, %4 ], [ %58, %156 ]
  %60 = phi i32 [ 7, %4 ], [ %104, %156 ]
  %61 = phi double [ 2.500000e+00, %4 ], [ %130, %156 ]
  %62 = phi double [ 1.125000e+00, %4 ], [ %106, %156 ]
  %63 = phi i32 [ -3, %4 ], [ %131, %156 ]
  %64 = phi i64 [ 4660, %4 ], [ %107, %156 ]
  %65 = phi float [ 5.000000e-01, %4 ], [ %132, %156 ]
  %66 = phi i32 [ 0, %4 ], [ %160, %156 ]
  %67 = phi i8 [ 121, %4 ], [ %69, %156 ]
  %68 = phi double [ 6.250000e+00, %4 ], [ %133, %156 ]
  %69 = phi i8 [ 120, %4 ], [ %67, %156 ]
  %70 = phi i64 [ 1, %4 ], [ %74, %156 ]
  %71 = phi i64 [ 2, %4 ], [ %109, %156 ]
  %72 = phi i64 [ 3, %4 ], [ %134, %156 ]
  %73 = phi i64 [ 4, %4 ], [ %110, %156 ]
  %74 = phi i64 [ 5, %4 ], [ %135, %156 ]
  %75 = phi i64 [ %8, %4 ], [ %136, %156 ]
  %76 = phi i32 [ %9, %4 ], [ %137, %156 ]
    #dbg_value(i8 %44, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !166)
    #dbg_value(i8 %45, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !166)
    #dbg_value(i32 %43, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i32 %48, !71, !DIExpression(), !166)
    #dbg_value(i32 poison, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 %50, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 %51, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i64 %52, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 %53, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(<2 x float> %54, !87, !DIExpression(), !166)
    #dbg_value(float %55, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(<2 x float> %56, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %57, !99, !DIExpression(), !166)
    #dbg_value(double %58, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(double %59, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i32 %60, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(double %61, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %62, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i32 %63, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 %66, !147, !DIExpression(), !191)
    #dbg_value(i8 %67, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !166)
    #dbg_value(double %68, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i8 %69, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i64 %70, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i64 %71, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(i64 %72, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(i64 %73, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(i64 %74, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(i32 %43, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !236)
    #dbg_value(!DIArgList(i24 0, i8 undef, i8 %45), !231, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 9, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !236)
    #dbg_value(i8 %44, !231, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !236)
  %77 = add nuw nsw i32 %43, 1, !dbg !238
    #dbg_value(i32 %77, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !236)
    #dbg_value(!DIArgList(i24 0, i8 undef, i8 %45), !231, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 9, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_or, DW_OP_constu, 7, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551614, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !236)
  %78 = trunc nuw nsw i32 %77 to i8, !dbg !239
  %79 = add i8 %44, %78, !dbg !239
    #dbg_value(i8 %79, !231, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !236)
    #dbg_value(i32 %77, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i8 %122, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !166)
    #dbg_value(i8 %79, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !166)
    #dbg_value(!DIArgList(i32 0, i32 %47), !240, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !246)
    #dbg_value(!DIArgList(i32 0, i32 %47), !240, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !246)
  %80 = add nuw nsw i32 %46, 65535, !dbg !248
    #dbg_value(i32 poison, !245, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !246)
    #dbg_value(!DIArgList(i32 0, i32 %47), !245, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_plus_uconst, 1000, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !246)
  %81 = shl i32 %47, 16, !dbg !249
  %82 = add i32 %81, 65536000, !dbg !249
  %83 = or i32 %80, %82, !dbg !249
    #dbg_value(!DIArgList(i32 %80, i32 %82), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 65535, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !166)
    #dbg_value(i32 %157, !66, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !166)
    #dbg_value(i32 %48, !250, !DIExpression(), !255)
  %84 = mul nsw i32 %48, 7, !dbg !257
    #dbg_value(i32 %123, !250, !DIExpression(), !255)
    #dbg_value(i32 %123, !71, !DIExpression(), !166)
  %85 = shl nuw i64 %49, 32, !dbg !258
  %86 = zext i32 %50 to i64, !dbg !258
  %87 = or disjoint i64 %85, %86, !dbg !258
    #dbg_value(i32 %50, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !265)
    #dbg_value(!DIArgList(i64 %85, i64 %86), !259, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !265)
    #dbg_value(i32 %51, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !265)
    #dbg_value(i32 %51, !264, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !265)
    #dbg_value(!DIArgList(i32 %50, i64 %85, i64 %86), !264, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !265)
    #dbg_value(i32 %124, !264, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !265)
  %88 = mul i64 %87, 4294967297, !dbg !267
  %89 = lshr i64 %88, 32, !dbg !258
    #dbg_value(i32 %51, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 %125, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 %124, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i64 %53, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !274)
    #dbg_value(i64 %52, !268, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !274)
  %90 = srem i64 %53, 100000, !dbg !276
  %91 = srem i64 %52, 1000, !dbg !277
  %92 = mul nsw i64 %91, %90, !dbg !278
    #dbg_value(i64 %92, !273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !274)
    #dbg_value(i64 %126, !273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !274)
    #dbg_value(i64 %92, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 %126, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(<2 x float> %54, !279, !DIExpression(), !285)
  %93 = extractelement <2 x float> %54, i64 0, !dbg !287
  %94 = extractelement <2 x float> %54, i64 1, !dbg !288
  %95 = fmul float %93, %94, !dbg !289
  %96 = insertelement <2 x float> poison, float %95, i64 0, !dbg !290
    #dbg_value(float %95, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !285)
  %97 = fsub float %93, %94, !dbg !291
  %98 = insertelement <2 x float> %96, float %97, i64 1, !dbg !290
    #dbg_value(float %97, !284, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !285)
    #dbg_value(<2 x float> %98, !87, !DIExpression(), !166)
    #dbg_value(<2 x float> %56, !292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !298)
    #dbg_value(float %55, !292, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !298)
    #dbg_value(float %55, !297, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !298)
  %99 = extractelement <2 x float> %56, i64 0, !dbg !300
  %100 = fmul float %99, 2.000000e+00, !dbg !301
    #dbg_value(float %100, !297, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !298)
  %101 = extractelement <2 x float> %56, i64 1, !dbg !302
    #dbg_value(float %128, !297, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !298)
    #dbg_value(<2 x float> %158, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(float %128, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(double %57, !303, !DIExpression(), !308)
  %102 = fmul double %57, 1.250000e-01, !dbg !310
    #dbg_value(double %102, !303, !DIExpression(), !308)
    #dbg_value(double %102, !99, !DIExpression(), !166)
    #dbg_value(double %59, !311, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !317)
    #dbg_value(double %58, !311, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !317)
    #dbg_value(double %58, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !317)
    #dbg_value(double %129, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !317)
    #dbg_value(double %58, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %129, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(double %61, !319, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !325)
    #dbg_value(i32 %60, !319, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !325)
  %103 = sitofp i32 %60 to double, !dbg !327
    #dbg_value(double %130, !324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !325)
  %104 = fptosi double %61 to i32, !dbg !328
    #dbg_value(i32 %104, !324, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !325)
    #dbg_value(double %130, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i32 %104, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 %63, !329, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !335)
    #dbg_value(double %62, !329, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !335)
    #dbg_value(i32 %131, !334, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !335)
  %105 = sitofp i32 %63 to double, !dbg !337
  %106 = fsub double %62, %105, !dbg !338
    #dbg_value(double %106, !334, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !335)
    #dbg_value(i32 %131, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 undef, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(double %106, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(float %65, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !339, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !345)
    #dbg_value(float %132, !344, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !344, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !345)
  %107 = xor i64 %64, 85, !dbg !347
  %108 = trunc nuw nsw i64 %107 to i32, !dbg !348
    #dbg_value(float %132, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 %108, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i8 %69, !349, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !355)
    #dbg_value(double %68, !349, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
    #dbg_value(i8 %67, !349, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !355)
    #dbg_value(i8 %67, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !355)
    #dbg_value(double %133, !354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
    #dbg_value(i8 %69, !354, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !355)
    #dbg_value(i8 %67, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !357, ptr undef, !DIExpression(), !166)
    #dbg_value(double %133, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i8 %69, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !166)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 136, 56), !358, ptr undef, !DIExpression(), !166)
    #dbg_value(i64 %70, !359, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !365)
    #dbg_value(i64 %71, !359, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !365)
    #dbg_value(i64 %72, !359, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !365)
    #dbg_value(i64 %73, !359, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !365)
    #dbg_value(i64 %74, !359, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !365)
    #dbg_value(i64 %74, !364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !365)
  %109 = add nsw i64 %73, 1, !dbg !367
    #dbg_value(i64 %109, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !365)
    #dbg_value(i64 %134, !364, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !365)
  %110 = add nsw i64 %71, -3, !dbg !368
    #dbg_value(i64 %110, !364, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !365)
    #dbg_value(i64 %135, !364, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !365)
    #dbg_value(i64 %74, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i64 %109, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(i64 %134, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(i64 %110, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(i64 %135, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(i64 %74, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 %109, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 %134, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !166)
    #dbg_value(i64 %110, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !166)
    #dbg_value(i64 %135, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !166)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2)
    #dbg_assign(i1 undef, !159, !DIExpression(), !164, ptr %2, !DIExpression(), !162)
  store i64 %75, ptr %2, align 8, !DIAssignID !369
  store i32 %76, ptr %6, align 8, !DIAssignID !370
    #dbg_assign(i64 %75, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !369, ptr %2, !DIExpression(), !162)
    #dbg_assign(i32 %76, !159, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !370, ptr %6, !DIExpression(), !162)
    #dbg_value(i32 0, !160, !DIExpression(), !371)
  br label %111, !dbg !372

111:                                              ; preds = %111, %42
  %112 = phi i64 [ 0, %42 ], [ %119, %111 ]
    #dbg_value(i64 %112, !160, !DIExpression(), !371)
  %113 = sub nuw nsw i64 11, %112, !dbg !373
  %114 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %113, !dbg !375
  %115 = load i8, ptr %114, align 1, !dbg !375, !tbaa !197
  %116 = trunc i64 %112 to i8, !dbg !376
  %117 = add i8 %115, %116, !dbg !376
  %118 = getelementptr inbounds [12 x i8], ptr %1, i64 0, i64 %112, !dbg !377
  store i8 %117, ptr %118, align 1, !dbg !378, !tbaa !197
  %119 = add nuw nsw i64 %112, 1, !dbg !379
    #dbg_value(i64 %119, !160, !DIExpression(), !371)
  %120 = icmp eq i64 %119, 12, !dbg !380
  br i1 %120, label %121, label %111, !dbg !372, !llvm.loop !381

121:                                              ; preds = %111
  %122 = shl i8 %45, 1, !dbg !383
  %123 = add nsw i32 %84, 1, !dbg !384
  %124 = sub nsw i32 %50, %51, !dbg !385
  %125 = trunc nuw i64 %89 to i32, !dbg !258
  %126 = sub nsw i64 %53, %52, !dbg !386
  %127 = insertelement <2 x float> poison, float %55, i64 0, !dbg !387
  %128 = fadd float %101, %55, !dbg !388
  %129 = fmul double %59, 3.000000e+00, !dbg !389
  %130 = fadd double %61, %103, !dbg !390
  %131 = shl nsw i32 %63, 1, !dbg !391
  %132 = fadd float %65, 2.500000e-01, !dbg !392
  %133 = fneg double %68, !dbg !393
  %134 = shl nsw i64 %72, 1, !dbg !394
  %135 = xor i64 %70, 255, !dbg !395
  %136 = load i64, ptr %1, align 8, !dbg !396
  %137 = load i32, ptr %7, align 8, !dbg !396
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1), !dbg !396
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2), !dbg !396
  store i64 %136, ptr %3, align 8, !dbg !397, !DIAssignID !398
  store i32 %137, ptr %5, align 8, !dbg !397, !tbaa !197, !DIAssignID !399
    #dbg_assign(i64 %136, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !398, ptr %3, !DIExpression(), !166)
    #dbg_assign(i32 %137, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !399, ptr %5, !DIExpression(), !166)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %66), !dbg !400
  %139 = sext i8 %122 to i32, !dbg !401
  %140 = sext i8 %79 to i32, !dbg !402
  %141 = shl i32 %80, 16, !dbg !403
  %142 = ashr exact i32 %141, 16, !dbg !403
  %143 = ashr exact i32 %82, 16, !dbg !404
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %77, i32 noundef %139, i32 noundef %140, i32 noundef %142, i32 noundef %143, i32 noundef %123, i32 noundef %51, i32 noundef %125, i32 noundef %124), !dbg !405
  %145 = fpext float %95 to double, !dbg !406
  %146 = fpext float %97 to double, !dbg !407
  %147 = fpext float %55 to double, !dbg !408
  %148 = fpext float %100 to double, !dbg !409
  %149 = fpext float %128 to double, !dbg !410
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %92, i64 noundef %126, double noundef %145, double noundef %146, double noundef %147, double noundef %148, double noundef %149, double noundef %102), !dbg !411
  %151 = fpext float %132 to double, !dbg !412
  %152 = zext nneg i8 %67 to i32, !dbg !413
  %153 = zext nneg i8 %69 to i32, !dbg !414
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %58, double noundef %129, double noundef %130, i32 noundef %104, i32 noundef %131, double noundef %106, double noundef %151, i32 noundef %108, i32 noundef %152, double noundef %133, i32 noundef %153), !dbg !415
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %74, i64 noundef %109, i64 noundef %134, i64 noundef %110, i64 noundef %135), !dbg !416
    #dbg_value(i32 0, !149, !DIExpression(), !417)
  br label %162, !dbg !418

156:                                              ; preds = %162
  %157 = lshr exact i32 %82, 16, !dbg !419
  %158 = insertelement <2 x float> %127, float %100, i64 1, !dbg !387
  %159 = tail call i32 @putchar(i32 10), !dbg !420
  %160 = add nuw nsw i32 %66, 1, !dbg !421
    #dbg_value(i8 %69, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !166)
    #dbg_value(double %133, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i8 %67, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i64 %74, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i64 %74, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 %109, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(i64 %109, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 %134, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(i64 %134, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !166)
    #dbg_value(i64 %110, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(i64 %110, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !166)
    #dbg_value(i64 %135, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(i64 %135, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !166)
    #dbg_value(i8 %79, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !166)
    #dbg_value(i8 %122, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !166)
    #dbg_value(i32 %77, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !166)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !166)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !166)
    #dbg_value(i32 %123, !71, !DIExpression(), !166)
    #dbg_value(i32 %125, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 %51, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 %124, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i64 %126, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i64 %92, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(<2 x float> %98, !87, !DIExpression(), !166)
    #dbg_value(float %128, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(<2 x float> %158, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %102, !99, !DIExpression(), !166)
    #dbg_value(double %129, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(double %58, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i32 %104, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(double %130, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(double %106, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(i32 %131, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 poison, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(float poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 %160, !147, !DIExpression(), !191)
  %161 = icmp eq i32 %160, 4, !dbg !422
  br i1 %161, label %17, label %42, !dbg !192, !llvm.loop !423

162:                                              ; preds = %121, %162
  %163 = phi i64 [ 0, %121 ], [ %168, %162 ]
    #dbg_value(i64 %163, !149, !DIExpression(), !417)
  %164 = getelementptr inbounds [12 x i8], ptr %3, i64 0, i64 %163, !dbg !425
  %165 = load i8, ptr %164, align 1, !dbg !425, !tbaa !197
  %166 = zext i8 %165 to i32, !dbg !425
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %166), !dbg !427
  %168 = add nuw nsw i64 %163, 1, !dbg !428
    #dbg_value(i64 %168, !149, !DIExpression(), !417)
  %169 = icmp eq i64 %168, 12, !dbg !429
  br i1 %169, label %156, label %162, !dbg !418, !llvm.loop !430
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !432 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
!153 = distinct !DIAssignID()
!154 = !DILocalVariable(name: "r", scope: !155, file: !2, line: 39, type: !139)
!155 = distinct !DISubprogram(name: "f_arr", scope: !2, file: !2, line: 38, type: !156, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!139, !139}
!158 = !{!159, !154, !160}
!159 = !DILocalVariable(name: "x", arg: 1, scope: !155, file: !2, line: 38, type: !139)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 40, type: !41)
!161 = distinct !DILexicalBlock(scope: !155, file: !2, line: 40, column: 5)
!162 = !DILocation(line: 0, scope: !155, inlinedAt: !163)
!163 = distinct !DILocation(line: 85, column: 14, scope: !151)
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !56)
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = !DILocalVariable(name: "h", arg: 8, scope: !172, file: !2, line: 47, type: !131)
!172 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 46, type: !173, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{!103, !41, !105, !85, !88, !76, !103, !61, !131, !91, !110, !4}
!175 = !{!176, !177, !178, !179, !180, !181, !182, !171, !183, !184, !185}
!176 = !DILocalVariable(name: "a", arg: 1, scope: !172, file: !2, line: 46, type: !41)
!177 = !DILocalVariable(name: "b", arg: 2, scope: !172, file: !2, line: 46, type: !105)
!178 = !DILocalVariable(name: "c", arg: 3, scope: !172, file: !2, line: 46, type: !85)
!179 = !DILocalVariable(name: "d", arg: 4, scope: !172, file: !2, line: 46, type: !88)
!180 = !DILocalVariable(name: "e", arg: 5, scope: !172, file: !2, line: 46, type: !76)
!181 = !DILocalVariable(name: "f", arg: 6, scope: !172, file: !2, line: 46, type: !103)
!182 = !DILocalVariable(name: "g", arg: 7, scope: !172, file: !2, line: 46, type: !61)
!183 = !DILocalVariable(name: "i", arg: 9, scope: !172, file: !2, line: 47, type: !91)
!184 = !DILocalVariable(name: "j", arg: 10, scope: !172, file: !2, line: 47, type: !110)
!185 = !DILocalVariable(name: "k", arg: 11, scope: !172, file: !2, line: 47, type: !4)
!186 = !DILocation(line: 0, scope: !172, inlinedAt: !187)
!187 = distinct !DILocation(line: 98, column: 27, scope: !56)
!188 = !DILocation(line: 67, column: 5, scope: !56)
!189 = !DILocation(line: 0, scope: !146)
!190 = !DILocation(line: 68, column: 5, scope: !146)
!191 = !DILocation(line: 0, scope: !148)
!192 = !DILocation(line: 70, column: 5, scope: !148)
!193 = !DILocation(line: 69, column: 23, scope: !194)
!194 = distinct !DILexicalBlock(scope: !146, file: !2, line: 68, column: 5)
!195 = !DILocation(line: 69, column: 9, scope: !194)
!196 = !DILocation(line: 69, column: 21, scope: !194)
!197 = !{!198, !198, i64 0}
!198 = !{!"omnipotent char", !199, i64 0}
!199 = !{!"Simple C/C++ TBAA"}
!200 = !DILocation(line: 68, column: 30, scope: !194)
!201 = !DILocation(line: 68, column: 23, scope: !194)
!202 = distinct !{!202, !190, !203, !204, !205}
!203 = !DILocation(line: 69, column: 45, scope: !146)
!204 = !{!"llvm.loop.mustprogress"}
!205 = !{!"llvm.loop.unroll.disable"}
!206 = !DILocation(line: 48, column: 14, scope: !172, inlinedAt: !187)
!207 = !DILocation(line: 48, column: 20, scope: !172, inlinedAt: !187)
!208 = !DILocation(line: 48, column: 26, scope: !172, inlinedAt: !187)
!209 = !DILocation(line: 48, column: 32, scope: !172, inlinedAt: !187)
!210 = !DILocation(line: 48, column: 30, scope: !172, inlinedAt: !187)
!211 = !DILocation(line: 48, column: 38, scope: !172, inlinedAt: !187)
!212 = !DILocation(line: 48, column: 36, scope: !172, inlinedAt: !187)
!213 = !DILocation(line: 48, column: 42, scope: !172, inlinedAt: !187)
!214 = !DILocation(line: 48, column: 48, scope: !172, inlinedAt: !187)
!215 = !DILocation(line: 48, column: 54, scope: !172, inlinedAt: !187)
!216 = !DILocation(line: 48, column: 60, scope: !172, inlinedAt: !187)
!217 = !DILocation(line: 48, column: 64, scope: !172, inlinedAt: !187)
!218 = !DILocation(line: 48, column: 70, scope: !172, inlinedAt: !187)
!219 = !DILocation(line: 48, column: 76, scope: !172, inlinedAt: !187)
!220 = !DILocation(line: 48, column: 82, scope: !172, inlinedAt: !187)
!221 = !DILocation(line: 48, column: 88, scope: !172, inlinedAt: !187)
!222 = !DILocation(line: 48, column: 94, scope: !172, inlinedAt: !187)
!223 = !DILocation(line: 49, column: 22, scope: !172, inlinedAt: !187)
!224 = !DILocation(line: 49, column: 28, scope: !172, inlinedAt: !187)
!225 = !DILocation(line: 49, column: 32, scope: !172, inlinedAt: !187)
!226 = !DILocation(line: 49, column: 40, scope: !172, inlinedAt: !187)
!227 = !DILocation(line: 49, column: 38, scope: !172, inlinedAt: !187)
!228 = !DILocation(line: 49, column: 44, scope: !172, inlinedAt: !187)
!229 = !DILocation(line: 98, column: 5, scope: !56)
!230 = !DILocation(line: 100, column: 1, scope: !56)
!231 = !DILocalVariable(name: "x", arg: 1, scope: !232, file: !2, line: 21, type: !61)
!232 = distinct !DISubprogram(name: "f_c3", scope: !2, file: !2, line: 21, type: !233, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{!61, !61}
!235 = !{!231}
!236 = !DILocation(line: 0, scope: !232, inlinedAt: !237)
!237 = distinct !DILocation(line: 71, column: 14, scope: !151)
!238 = !DILocation(line: 21, column: 41, scope: !232, inlinedAt: !237)
!239 = !DILocation(line: 21, column: 85, scope: !232, inlinedAt: !237)
!240 = !DILocalVariable(name: "x", arg: 1, scope: !241, file: !2, line: 22, type: !67)
!241 = distinct !DISubprogram(name: "f_s2", scope: !2, file: !2, line: 22, type: !242, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!67, !67}
!244 = !{!240, !245}
!245 = !DILocalVariable(name: "r", scope: !241, file: !2, line: 22, type: !67)
!246 = !DILocation(line: 0, scope: !241, inlinedAt: !247)
!247 = distinct !DILocation(line: 72, column: 14, scope: !151)
!248 = !DILocation(line: 22, column: 53, scope: !241, inlinedAt: !247)
!249 = !DILocation(line: 22, column: 93, scope: !241, inlinedAt: !247)
!250 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !2, line: 23, type: !72)
!251 = distinct !DISubprogram(name: "f_i1", scope: !2, file: !2, line: 23, type: !252, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!72, !72}
!254 = !{!250}
!255 = !DILocation(line: 0, scope: !251, inlinedAt: !256)
!256 = distinct !DILocation(line: 73, column: 14, scope: !151)
!257 = !DILocation(line: 23, column: 48, scope: !251, inlinedAt: !256)
!258 = !DILocation(line: 74, column: 14, scope: !151)
!259 = !DILocalVariable(name: "x", arg: 1, scope: !260, file: !2, line: 24, type: !76)
!260 = distinct !DISubprogram(name: "f_i3", scope: !2, file: !2, line: 24, type: !261, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!76, !76}
!263 = !{!259, !264}
!264 = !DILocalVariable(name: "r", scope: !260, file: !2, line: 24, type: !76)
!265 = !DILocation(line: 0, scope: !260, inlinedAt: !266)
!266 = distinct !DILocation(line: 74, column: 14, scope: !151)
!267 = !DILocation(line: 24, column: 81, scope: !260, inlinedAt: !266)
!268 = !DILocalVariable(name: "x", arg: 1, scope: !269, file: !2, line: 25, type: !82)
!269 = distinct !DISubprogram(name: "f_l2", scope: !2, file: !2, line: 25, type: !270, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!82, !82}
!272 = !{!268, !273}
!273 = !DILocalVariable(name: "r", scope: !269, file: !2, line: 25, type: !82)
!274 = !DILocation(line: 0, scope: !269, inlinedAt: !275)
!275 = distinct !DILocation(line: 75, column: 14, scope: !151)
!276 = !DILocation(line: 25, column: 58, scope: !269, inlinedAt: !275)
!277 = !DILocation(line: 25, column: 75, scope: !269, inlinedAt: !275)
!278 = !DILocation(line: 25, column: 68, scope: !269, inlinedAt: !275)
!279 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !2, line: 26, type: !88)
!280 = distinct !DISubprogram(name: "f_f2", scope: !2, file: !2, line: 26, type: !281, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!88, !88}
!283 = !{!279, !284}
!284 = !DILocalVariable(name: "r", scope: !280, file: !2, line: 26, type: !88)
!285 = !DILocation(line: 0, scope: !280, inlinedAt: !286)
!286 = distinct !DILocation(line: 76, column: 14, scope: !151)
!287 = !DILocation(line: 26, column: 55, scope: !280, inlinedAt: !286)
!288 = !DILocation(line: 26, column: 61, scope: !280, inlinedAt: !286)
!289 = !DILocation(line: 26, column: 57, scope: !280, inlinedAt: !286)
!290 = !DILocation(line: 26, column: 52, scope: !280, inlinedAt: !286)
!291 = !DILocation(line: 26, column: 68, scope: !280, inlinedAt: !286)
!292 = !DILocalVariable(name: "x", arg: 1, scope: !293, file: !2, line: 27, type: !94)
!293 = distinct !DISubprogram(name: "f_f3", scope: !2, file: !2, line: 27, type: !294, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{!94, !94}
!296 = !{!292, !297}
!297 = !DILocalVariable(name: "r", scope: !293, file: !2, line: 27, type: !94)
!298 = !DILocation(line: 0, scope: !293, inlinedAt: !299)
!299 = distinct !DILocation(line: 77, column: 14, scope: !151)
!300 = !DILocation(line: 27, column: 60, scope: !293, inlinedAt: !299)
!301 = !DILocation(line: 27, column: 62, scope: !293, inlinedAt: !299)
!302 = !DILocation(line: 27, column: 69, scope: !293, inlinedAt: !299)
!303 = !DILocalVariable(name: "x", arg: 1, scope: !304, file: !2, line: 28, type: !100)
!304 = distinct !DISubprogram(name: "f_d1", scope: !2, file: !2, line: 28, type: !305, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!100, !100}
!307 = !{!303}
!308 = !DILocation(line: 0, scope: !304, inlinedAt: !309)
!309 = distinct !DILocation(line: 78, column: 14, scope: !151)
!310 = !DILocation(line: 28, column: 42, scope: !304, inlinedAt: !309)
!311 = !DILocalVariable(name: "x", arg: 1, scope: !312, file: !2, line: 29, type: !105)
!312 = distinct !DISubprogram(name: "f_d2", scope: !2, file: !2, line: 29, type: !313, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !315)
!313 = !DISubroutineType(types: !314)
!314 = !{!105, !105}
!315 = !{!311, !316}
!316 = !DILocalVariable(name: "r", scope: !312, file: !2, line: 29, type: !105)
!317 = !DILocation(line: 0, scope: !312, inlinedAt: !318)
!318 = distinct !DILocation(line: 79, column: 14, scope: !151)
!319 = !DILocalVariable(name: "x", arg: 1, scope: !320, file: !2, line: 30, type: !110)
!320 = distinct !DISubprogram(name: "f_di", scope: !2, file: !2, line: 30, type: !321, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{!110, !110}
!323 = !{!319, !324}
!324 = !DILocalVariable(name: "r", scope: !320, file: !2, line: 30, type: !110)
!325 = !DILocation(line: 0, scope: !320, inlinedAt: !326)
!326 = distinct !DILocation(line: 80, column: 14, scope: !151)
!327 = !DILocation(line: 30, column: 59, scope: !320, inlinedAt: !326)
!328 = !DILocation(line: 30, column: 64, scope: !320, inlinedAt: !326)
!329 = !DILocalVariable(name: "x", arg: 1, scope: !330, file: !2, line: 31, type: !115)
!330 = distinct !DISubprogram(name: "f_id", scope: !2, file: !2, line: 31, type: !331, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !333)
!331 = !DISubroutineType(types: !332)
!332 = !{!115, !115}
!333 = !{!329, !334}
!334 = !DILocalVariable(name: "r", scope: !330, file: !2, line: 31, type: !115)
!335 = !DILocation(line: 0, scope: !330, inlinedAt: !336)
!336 = distinct !DILocation(line: 81, column: 14, scope: !151)
!337 = !DILocation(line: 31, column: 68, scope: !330, inlinedAt: !336)
!338 = !DILocation(line: 31, column: 66, scope: !330, inlinedAt: !336)
!339 = !DILocalVariable(name: "x", arg: 1, scope: !340, file: !2, line: 32, type: !120)
!340 = distinct !DISubprogram(name: "f_fi", scope: !2, file: !2, line: 32, type: !341, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !343)
!341 = !DISubroutineType(types: !342)
!342 = !{!120, !120}
!343 = !{!339, !344}
!344 = !DILocalVariable(name: "r", scope: !340, file: !2, line: 32, type: !120)
!345 = !DILocation(line: 0, scope: !340, inlinedAt: !346)
!346 = distinct !DILocation(line: 82, column: 14, scope: !151)
!347 = !DILocation(line: 32, column: 79, scope: !340, inlinedAt: !346)
!348 = !DILocation(line: 82, column: 14, scope: !151)
!349 = !DILocalVariable(name: "x", arg: 1, scope: !350, file: !2, line: 33, type: !125)
!350 = distinct !DISubprogram(name: "f_cdc", scope: !2, file: !2, line: 33, type: !351, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !353)
!351 = !DISubroutineType(types: !352)
!352 = !{!125, !125}
!353 = !{!349, !354}
!354 = !DILocalVariable(name: "r", scope: !350, file: !2, line: 33, type: !125)
!355 = !DILocation(line: 0, scope: !350, inlinedAt: !356)
!356 = distinct !DILocation(line: 83, column: 15, scope: !151)
!357 = distinct !DIAssignID()
!358 = distinct !DIAssignID()
!359 = !DILocalVariable(name: "x", arg: 1, scope: !360, file: !2, line: 34, type: !131)
!360 = distinct !DISubprogram(name: "f_big5", scope: !2, file: !2, line: 34, type: !361, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !363)
!361 = !DISubroutineType(types: !362)
!362 = !{!131, !131}
!363 = !{!359, !364}
!364 = !DILocalVariable(name: "r", scope: !360, file: !2, line: 35, type: !131)
!365 = !DILocation(line: 0, scope: !360, inlinedAt: !366)
!366 = distinct !DILocation(line: 84, column: 14, scope: !151)
!367 = !DILocation(line: 35, column: 31, scope: !360, inlinedAt: !366)
!368 = !DILocation(line: 35, column: 49, scope: !360, inlinedAt: !366)
!369 = distinct !DIAssignID()
!370 = distinct !DIAssignID()
!371 = !DILocation(line: 0, scope: !161, inlinedAt: !163)
!372 = !DILocation(line: 40, column: 5, scope: !161, inlinedAt: !163)
!373 = !DILocation(line: 41, column: 49, scope: !374, inlinedAt: !163)
!374 = distinct !DILexicalBlock(scope: !161, file: !2, line: 40, column: 5)
!375 = !DILocation(line: 41, column: 38, scope: !374, inlinedAt: !163)
!376 = !DILocation(line: 41, column: 22, scope: !374, inlinedAt: !163)
!377 = !DILocation(line: 41, column: 9, scope: !374, inlinedAt: !163)
!378 = !DILocation(line: 41, column: 20, scope: !374, inlinedAt: !163)
!379 = !DILocation(line: 40, column: 30, scope: !374, inlinedAt: !163)
!380 = !DILocation(line: 40, column: 23, scope: !374, inlinedAt: !163)
!381 = distinct !{!381, !372, !382, !204, !205}
!382 = !DILocation(line: 41, column: 57, scope: !161, inlinedAt: !163)
!383 = !DILocation(line: 71, column: 14, scope: !151)
!384 = !DILocation(line: 23, column: 52, scope: !251, inlinedAt: !256)
!385 = !DILocation(line: 24, column: 73, scope: !260, inlinedAt: !266)
!386 = !DILocation(line: 25, column: 88, scope: !269, inlinedAt: !275)
!387 = !DILocation(line: 27, column: 52, scope: !293, inlinedAt: !299)
!388 = !DILocation(line: 27, column: 71, scope: !293, inlinedAt: !299)
!389 = !DILocation(line: 29, column: 62, scope: !312, inlinedAt: !318)
!390 = !DILocation(line: 30, column: 57, scope: !320, inlinedAt: !326)
!391 = !DILocation(line: 31, column: 57, scope: !330, inlinedAt: !336)
!392 = !DILocation(line: 32, column: 57, scope: !340, inlinedAt: !346)
!393 = !DILocation(line: 33, column: 66, scope: !350, inlinedAt: !356)
!394 = !DILocation(line: 35, column: 40, scope: !360, inlinedAt: !366)
!395 = !DILocation(line: 35, column: 58, scope: !360, inlinedAt: !366)
!396 = !DILocation(line: 42, column: 5, scope: !155, inlinedAt: !163)
!397 = !DILocation(line: 85, column: 14, scope: !151)
!398 = distinct !DIAssignID()
!399 = distinct !DIAssignID()
!400 = !DILocation(line: 86, column: 9, scope: !151)
!401 = !DILocation(line: 87, column: 74, scope: !151)
!402 = !DILocation(line: 87, column: 80, scope: !151)
!403 = !DILocation(line: 87, column: 86, scope: !151)
!404 = !DILocation(line: 87, column: 92, scope: !151)
!405 = !DILocation(line: 87, column: 9, scope: !151)
!406 = !DILocation(line: 89, column: 79, scope: !151)
!407 = !DILocation(line: 89, column: 85, scope: !151)
!408 = !DILocation(line: 89, column: 91, scope: !151)
!409 = !DILocation(line: 90, column: 16, scope: !151)
!410 = !DILocation(line: 90, column: 22, scope: !151)
!411 = !DILocation(line: 89, column: 9, scope: !151)
!412 = !DILocation(line: 92, column: 40, scope: !151)
!413 = !DILocation(line: 92, column: 52, scope: !151)
!414 = !DILocation(line: 92, column: 66, scope: !151)
!415 = !DILocation(line: 91, column: 9, scope: !151)
!416 = !DILocation(line: 93, column: 9, scope: !151)
!417 = !DILocation(line: 0, scope: !150)
!418 = !DILocation(line: 94, column: 9, scope: !150)
!419 = !DILocation(line: 72, column: 14, scope: !151)
!420 = !DILocation(line: 96, column: 9, scope: !151)
!421 = !DILocation(line: 70, column: 41, scope: !152)
!422 = !DILocation(line: 70, column: 31, scope: !152)
!423 = distinct !{!423, !192, !424, !204, !205}
!424 = !DILocation(line: 97, column: 5, scope: !148)
!425 = !DILocation(line: 95, column: 27, scope: !426)
!426 = distinct !DILexicalBlock(scope: !150, file: !2, line: 94, column: 9)
!427 = !DILocation(line: 95, column: 13, scope: !426)
!428 = !DILocation(line: 94, column: 34, scope: !426)
!429 = !DILocation(line: 94, column: 27, scope: !426)
!430 = distinct !{!430, !418, !431, !204, !205}
!431 = !DILocation(line: 95, column: 38, scope: !150)
!432 = !DISubprogram(name: "printf", scope: !433, file: !433, line: 356, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!434 = !DISubroutineType(types: !435)
!435 = !{!41, !436, null}
!436 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !437)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !438, size: 64)
!438 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
