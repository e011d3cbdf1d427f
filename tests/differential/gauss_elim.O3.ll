; ModuleID = 'gauss_elim.c'
source_filename = "gauss_elim.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.frac = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"solved=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"x%d = %.12f  exact %ld/%ld = %.12f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"residual %d: %.3e\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [34 x i8] c"hilbert x%d = %.6f exact %ld/%ld\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !28 {
  %1 = alloca [5 x [6 x double]], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !33, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  %2 = alloca [5 x [6 x %struct.frac]], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !38, !DIExpression(), !90, ptr %2, !DIExpression(), !89)
  %3 = alloca [5 x double], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !50, !DIExpression(), !91, ptr %3, !DIExpression(), !89)
  %4 = alloca [5 x %struct.frac], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !53, !DIExpression(), !92, ptr %4, !DIExpression(), !89)
  %5 = alloca [5 x [6 x double]], align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !68, !DIExpression(), !93, ptr %5, !DIExpression(), !89)
  %6 = alloca [5 x [6 x %struct.frac]], align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !69, !DIExpression(), !94, ptr %6, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %1) #6, !dbg !95
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %2) #6, !dbg !96
    #dbg_value(i32 0, !45, !DIExpression(), !97)
    #dbg_value(i64 0, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !98)
    #dbg_value(i64 0, !47, !DIExpression(), !98)
    #dbg_value(i64 2, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
    #dbg_value(i64 2, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 2, ptr %2, align 16, !dbg !122, !tbaa !123
  %7 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !122
  store i64 1, ptr %7, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 1, !47, !DIExpression(), !98)
  store <2 x double> <double 2.000000e+00, double 1.000000e+00>, ptr %1, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %8 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %8, align 16, !dbg !122, !tbaa !123
  %9 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !122
  store i64 1, ptr %9, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 2, !47, !DIExpression(), !98)
  %10 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !131
    #dbg_value(i64 -1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %11 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !130
    #dbg_value(i64 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -1, ptr %11, align 16, !dbg !122, !tbaa !123
  %12 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !122
  store i64 1, ptr %12, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 3, !47, !DIExpression(), !98)
  store <2 x double> <double -1.000000e+00, double 3.000000e+00>, ptr %10, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 3, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %13 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !130
    #dbg_value(i64 3, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 3, ptr %13, align 16, !dbg !122, !tbaa !123
  %14 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !122
  store i64 1, ptr %14, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 4, !47, !DIExpression(), !98)
  %15 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !131
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %16 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %16, align 16, !dbg !122, !tbaa !123
  %17 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !122
  store i64 1, ptr %17, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 5, !47, !DIExpression(), !98)
  store <2 x double> <double 1.000000e+00, double 8.000000e+00>, ptr %15, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 8, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %18 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !130
    #dbg_value(i64 8, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 8, ptr %18, align 16, !dbg !122, !tbaa !123
  %19 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !122
  store i64 1, ptr %19, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 6, !47, !DIExpression(), !98)
    #dbg_value(i64 1, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !98)
    #dbg_value(i64 0, !47, !DIExpression(), !98)
  %20 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !131
    #dbg_value(i64 -3, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %21 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !130
    #dbg_value(i64 -3, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -3, ptr %21, align 16, !dbg !122, !tbaa !123
  %22 = getelementptr inbounds i8, ptr %2, i64 104, !dbg !122
  store i64 1, ptr %22, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 1, !47, !DIExpression(), !98)
  store <2 x double> <double -3.000000e+00, double -1.000000e+00>, ptr %20, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 -1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %23 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !130
    #dbg_value(i64 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -1, ptr %23, align 16, !dbg !122, !tbaa !123
  %24 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !122
  store i64 1, ptr %24, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 2, !47, !DIExpression(), !98)
  %25 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !131
    #dbg_value(i64 2, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %26 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !130
    #dbg_value(i64 2, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 2, ptr %26, align 16, !dbg !122, !tbaa !123
  %27 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !122
  store i64 1, ptr %27, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 3, !47, !DIExpression(), !98)
  store <2 x double> <double 2.000000e+00, double 1.000000e+00>, ptr %25, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %28 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %28, align 16, !dbg !122, !tbaa !123
  %29 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !122
  store i64 1, ptr %29, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 4, !47, !DIExpression(), !98)
  %30 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !131
    #dbg_value(i64 0, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %31 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !130
    #dbg_value(i64 0, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 0, ptr %31, align 16, !dbg !122, !tbaa !123
  %32 = getelementptr inbounds i8, ptr %2, i64 168, !dbg !122
  store i64 1, ptr %32, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 5, !47, !DIExpression(), !98)
  store <2 x double> <double 0.000000e+00, double -1.100000e+01>, ptr %30, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 -11, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %33 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !130
    #dbg_value(i64 -11, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -11, ptr %33, align 16, !dbg !122, !tbaa !123
  %34 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !122
  store i64 1, ptr %34, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 6, !47, !DIExpression(), !98)
    #dbg_value(i64 2, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !98)
    #dbg_value(i64 0, !47, !DIExpression(), !98)
  %35 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !131
    #dbg_value(i64 -2, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %36 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !130
    #dbg_value(i64 -2, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -2, ptr %36, align 16, !dbg !122, !tbaa !123
  %37 = getelementptr inbounds i8, ptr %2, i64 200, !dbg !122
  store i64 1, ptr %37, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 1, !47, !DIExpression(), !98)
  store <2 x double> <double -2.000000e+00, double 1.000000e+00>, ptr %35, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %38 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %38, align 16, !dbg !122, !tbaa !123
  %39 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !122
  store i64 1, ptr %39, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 2, !47, !DIExpression(), !98)
  %40 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !131
    #dbg_value(i64 2, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %41 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !130
    #dbg_value(i64 2, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 2, ptr %41, align 16, !dbg !122, !tbaa !123
  %42 = getelementptr inbounds i8, ptr %2, i64 232, !dbg !122
  store i64 1, ptr %42, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 3, !47, !DIExpression(), !98)
  store <2 x double> <double 2.000000e+00, double 0.000000e+00>, ptr %40, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 0, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %43 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !130
    #dbg_value(i64 0, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 0, ptr %43, align 16, !dbg !122, !tbaa !123
  %44 = getelementptr inbounds i8, ptr %2, i64 248, !dbg !122
  store i64 1, ptr %44, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 4, !47, !DIExpression(), !98)
  %45 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !131
    #dbg_value(i64 4, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %46 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !130
    #dbg_value(i64 4, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 4, ptr %46, align 16, !dbg !122, !tbaa !123
  %47 = getelementptr inbounds i8, ptr %2, i64 264, !dbg !122
  store i64 1, ptr %47, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 5, !47, !DIExpression(), !98)
  store <2 x double> <double 4.000000e+00, double -3.000000e+00>, ptr %45, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 -3, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %48 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !130
    #dbg_value(i64 -3, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -3, ptr %48, align 16, !dbg !122, !tbaa !123
  %49 = getelementptr inbounds i8, ptr %2, i64 280, !dbg !122
  store i64 1, ptr %49, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 6, !47, !DIExpression(), !98)
    #dbg_value(i64 3, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !98)
    #dbg_value(i64 0, !47, !DIExpression(), !98)
  %50 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !131
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %51 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %51, align 16, !dbg !122, !tbaa !123
  %52 = getelementptr inbounds i8, ptr %2, i64 296, !dbg !122
  store i64 1, ptr %52, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 1, !47, !DIExpression(), !98)
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %50, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 2, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %53 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !130
    #dbg_value(i64 2, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 2, ptr %53, align 16, !dbg !122, !tbaa !123
  %54 = getelementptr inbounds i8, ptr %2, i64 312, !dbg !122
  store i64 1, ptr %54, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 2, !47, !DIExpression(), !98)
  %55 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !131
    #dbg_value(i64 3, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %56 = getelementptr inbounds i8, ptr %2, i64 320, !dbg !130
    #dbg_value(i64 3, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 3, ptr %56, align 16, !dbg !122, !tbaa !123
  %57 = getelementptr inbounds i8, ptr %2, i64 328, !dbg !122
  store i64 1, ptr %57, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 3, !47, !DIExpression(), !98)
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %55, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 4, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %58 = getelementptr inbounds i8, ptr %2, i64 336, !dbg !130
    #dbg_value(i64 4, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 4, ptr %58, align 16, !dbg !122, !tbaa !123
  %59 = getelementptr inbounds i8, ptr %2, i64 344, !dbg !122
  store i64 1, ptr %59, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 4, !47, !DIExpression(), !98)
  %60 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !131
    #dbg_value(i64 5, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %61 = getelementptr inbounds i8, ptr %2, i64 352, !dbg !130
    #dbg_value(i64 5, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 5, ptr %61, align 16, !dbg !122, !tbaa !123
  %62 = getelementptr inbounds i8, ptr %2, i64 360, !dbg !122
  store i64 1, ptr %62, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 5, !47, !DIExpression(), !98)
  store <2 x double> <double 5.000000e+00, double 6.000000e+00>, ptr %60, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 6, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %63 = getelementptr inbounds i8, ptr %2, i64 368, !dbg !130
    #dbg_value(i64 6, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 6, ptr %63, align 16, !dbg !122, !tbaa !123
  %64 = getelementptr inbounds i8, ptr %2, i64 376, !dbg !122
  store i64 1, ptr %64, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 6, !47, !DIExpression(), !98)
    #dbg_value(i64 4, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !98)
    #dbg_value(i64 0, !47, !DIExpression(), !98)
  %65 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !131
    #dbg_value(i64 0, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %66 = getelementptr inbounds i8, ptr %2, i64 384, !dbg !130
    #dbg_value(i64 0, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 0, ptr %66, align 16, !dbg !122, !tbaa !123
  %67 = getelementptr inbounds i8, ptr %2, i64 392, !dbg !122
  store i64 1, ptr %67, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 1, !47, !DIExpression(), !98)
  store <2 x double> <double 0.000000e+00, double 3.000000e+00>, ptr %65, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 3, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %68 = getelementptr inbounds i8, ptr %2, i64 400, !dbg !130
    #dbg_value(i64 3, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 3, ptr %68, align 16, !dbg !122, !tbaa !123
  %69 = getelementptr inbounds i8, ptr %2, i64 408, !dbg !122
  store i64 1, ptr %69, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 2, !47, !DIExpression(), !98)
  %70 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !131
    #dbg_value(i64 -2, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %71 = getelementptr inbounds i8, ptr %2, i64 416, !dbg !130
    #dbg_value(i64 -2, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 -2, ptr %71, align 16, !dbg !122, !tbaa !123
  %72 = getelementptr inbounds i8, ptr %2, i64 424, !dbg !122
  store i64 1, ptr %72, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 3, !47, !DIExpression(), !98)
  store <2 x double> <double -2.000000e+00, double 1.000000e+00>, ptr %70, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %73 = getelementptr inbounds i8, ptr %2, i64 432, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %73, align 16, !dbg !122, !tbaa !123
  %74 = getelementptr inbounds i8, ptr %2, i64 440, !dbg !122
  store i64 1, ptr %74, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 4, !47, !DIExpression(), !98)
  %75 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !131
    #dbg_value(i64 1, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %76 = getelementptr inbounds i8, ptr %2, i64 448, !dbg !130
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 1, ptr %76, align 16, !dbg !122, !tbaa !123
  %77 = getelementptr inbounds i8, ptr %2, i64 456, !dbg !122
  store i64 1, ptr %77, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 5, !47, !DIExpression(), !98)
  store <2 x double> <double 1.000000e+00, double 7.000000e+00>, ptr %75, align 16, !dbg !127, !tbaa !128
    #dbg_value(i64 7, !99, !DIExpression(), !107)
    #dbg_value(i64 1, !104, !DIExpression(), !107)
    #dbg_value(i64 1, !111, !DIExpression(), !119)
    #dbg_value(i64 poison, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !117, !DIExpression(), !121)
    #dbg_value(i64 1, !116, !DIExpression(), !119)
    #dbg_value(i64 0, !111, !DIExpression(), !119)
  %78 = getelementptr inbounds i8, ptr %2, i64 464, !dbg !130
    #dbg_value(i64 7, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
  store i64 7, ptr %78, align 16, !dbg !122, !tbaa !123
  %79 = getelementptr inbounds i8, ptr %2, i64 472, !dbg !122
  store i64 1, ptr %79, align 8, !dbg !122, !tbaa !123
    #dbg_value(i64 6, !47, !DIExpression(), !98)
    #dbg_value(i64 5, !45, !DIExpression(), !97)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #6, !dbg !132
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #6, !dbg !133
  %80 = call fastcc i32 @solve_double(ptr noundef nonnull %1, ptr noundef nonnull %3), !dbg !134
    #dbg_value(i32 %80, !55, !DIExpression(), !89)
  call fastcc void @solve_exact(ptr noundef nonnull %2, ptr noundef nonnull %4), !dbg !135
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %80), !dbg !136
    #dbg_value(i32 0, !56, !DIExpression(), !137)
    #dbg_value(i64 0, !56, !DIExpression(), !137)
  %82 = load double, ptr %3, align 16, !dbg !138, !tbaa !128
  %83 = load i64, ptr %4, align 16, !dbg !140, !tbaa !141
  %84 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !143
  %85 = load i64, ptr %84, align 8, !dbg !143, !tbaa !144
  %86 = sitofp i64 %83 to double, !dbg !145
  %87 = sitofp i64 %85 to double, !dbg !146
  %88 = fdiv double %86, %87, !dbg !147
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %82, i64 noundef %83, i64 noundef %85, double noundef %88), !dbg !148
    #dbg_value(i64 1, !56, !DIExpression(), !137)
  %90 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !138
  %91 = load double, ptr %90, align 8, !dbg !138, !tbaa !128
  %92 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !149
  %93 = load i64, ptr %92, align 16, !dbg !140, !tbaa !141
  %94 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !143
  %95 = load i64, ptr %94, align 8, !dbg !143, !tbaa !144
  %96 = sitofp i64 %93 to double, !dbg !145
  %97 = sitofp i64 %95 to double, !dbg !146
  %98 = fdiv double %96, %97, !dbg !147
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %91, i64 noundef %93, i64 noundef %95, double noundef %98), !dbg !148
    #dbg_value(i64 2, !56, !DIExpression(), !137)
  %100 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !138
  %101 = load double, ptr %100, align 16, !dbg !138, !tbaa !128
  %102 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !149
  %103 = load i64, ptr %102, align 16, !dbg !140, !tbaa !141
  %104 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !143
  %105 = load i64, ptr %104, align 8, !dbg !143, !tbaa !144
  %106 = sitofp i64 %103 to double, !dbg !145
  %107 = sitofp i64 %105 to double, !dbg !146
  %108 = fdiv double %106, %107, !dbg !147
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %101, i64 noundef %103, i64 noundef %105, double noundef %108), !dbg !148
    #dbg_value(i64 3, !56, !DIExpression(), !137)
  %110 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !138
  %111 = load double, ptr %110, align 8, !dbg !138, !tbaa !128
  %112 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !149
  %113 = load i64, ptr %112, align 16, !dbg !140, !tbaa !141
  %114 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !143
  %115 = load i64, ptr %114, align 8, !dbg !143, !tbaa !144
  %116 = sitofp i64 %113 to double, !dbg !145
  %117 = sitofp i64 %115 to double, !dbg !146
  %118 = fdiv double %116, %117, !dbg !147
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %111, i64 noundef %113, i64 noundef %115, double noundef %118), !dbg !148
    #dbg_value(i64 4, !56, !DIExpression(), !137)
  %120 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !138
  %121 = load double, ptr %120, align 16, !dbg !138, !tbaa !128
  %122 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !149
  %123 = load i64, ptr %122, align 16, !dbg !140, !tbaa !141
  %124 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !143
  %125 = load i64, ptr %124, align 8, !dbg !143, !tbaa !144
  %126 = sitofp i64 %123 to double, !dbg !145
  %127 = sitofp i64 %125 to double, !dbg !146
  %128 = fdiv double %126, %127, !dbg !147
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %121, i64 noundef %123, i64 noundef %125, double noundef %128), !dbg !148
    #dbg_value(i64 5, !56, !DIExpression(), !137)
    #dbg_value(i64 0, !58, !DIExpression(), !150)
    #dbg_value(double -8.000000e+00, !60, !DIExpression(), !151)
    #dbg_value(i32 0, !63, !DIExpression(), !152)
    #dbg_value(i64 0, !63, !DIExpression(), !152)
    #dbg_value(double -8.000000e+00, !60, !DIExpression(), !151)
  %130 = fmul double %82, 2.000000e+00, !dbg !153
    #dbg_value(double %130, !65, !DIExpression(), !154)
  %131 = fadd double %130, -8.000000e+00, !dbg !155
    #dbg_value(double %131, !60, !DIExpression(), !151)
    #dbg_value(i64 1, !63, !DIExpression(), !152)
    #dbg_value(double %91, !65, !DIExpression(), !154)
  %132 = fadd double %131, %91, !dbg !155
    #dbg_value(double %132, !60, !DIExpression(), !151)
    #dbg_value(i64 2, !63, !DIExpression(), !152)
    #dbg_value(double poison, !65, !DIExpression(), !154)
  %133 = fsub double %132, %101, !dbg !155
    #dbg_value(double %133, !60, !DIExpression(), !151)
    #dbg_value(i64 3, !63, !DIExpression(), !152)
  %134 = fmul double %111, 3.000000e+00, !dbg !153
    #dbg_value(double %134, !65, !DIExpression(), !154)
  %135 = fadd double %133, %134, !dbg !155
    #dbg_value(double %135, !60, !DIExpression(), !151)
    #dbg_value(i64 4, !63, !DIExpression(), !152)
    #dbg_value(double %121, !65, !DIExpression(), !154)
  %136 = fadd double %135, %121, !dbg !155
    #dbg_value(double %136, !60, !DIExpression(), !151)
    #dbg_value(i64 5, !63, !DIExpression(), !152)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, double noundef %136), !dbg !156
    #dbg_value(i64 1, !58, !DIExpression(), !150)
    #dbg_value(double 1.100000e+01, !60, !DIExpression(), !151)
    #dbg_value(i32 0, !63, !DIExpression(), !152)
    #dbg_value(i64 0, !63, !DIExpression(), !152)
    #dbg_value(double 1.100000e+01, !60, !DIExpression(), !151)
  %138 = fmul double %82, -3.000000e+00, !dbg !153
    #dbg_value(double %138, !65, !DIExpression(), !154)
  %139 = fadd double %138, 1.100000e+01, !dbg !155
    #dbg_value(double %139, !60, !DIExpression(), !151)
    #dbg_value(i64 1, !63, !DIExpression(), !152)
    #dbg_value(double poison, !65, !DIExpression(), !154)
  %140 = fsub double %139, %91, !dbg !155
    #dbg_value(double %140, !60, !DIExpression(), !151)
    #dbg_value(i64 2, !63, !DIExpression(), !152)
  %141 = fmul double %101, 2.000000e+00, !dbg !153
    #dbg_value(double %141, !65, !DIExpression(), !154)
  %142 = fadd double %140, %141, !dbg !155
    #dbg_value(double %142, !60, !DIExpression(), !151)
    #dbg_value(i64 3, !63, !DIExpression(), !152)
    #dbg_value(double %111, !65, !DIExpression(), !154)
  %143 = fadd double %142, %111, !dbg !155
    #dbg_value(double %143, !60, !DIExpression(), !151)
    #dbg_value(i64 4, !63, !DIExpression(), !152)
  %144 = fmul double %121, 0.000000e+00, !dbg !153
    #dbg_value(double %144, !65, !DIExpression(), !154)
  %145 = fadd double %143, %144, !dbg !155
    #dbg_value(double %145, !60, !DIExpression(), !151)
    #dbg_value(i64 5, !63, !DIExpression(), !152)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, double noundef %145), !dbg !156
    #dbg_value(i64 2, !58, !DIExpression(), !150)
    #dbg_value(double 3.000000e+00, !60, !DIExpression(), !151)
    #dbg_value(i32 0, !63, !DIExpression(), !152)
    #dbg_value(i64 0, !63, !DIExpression(), !152)
    #dbg_value(double 3.000000e+00, !60, !DIExpression(), !151)
  %147 = fmul double %82, -2.000000e+00, !dbg !153
    #dbg_value(double %147, !65, !DIExpression(), !154)
  %148 = fadd double %147, 3.000000e+00, !dbg !155
    #dbg_value(double %148, !60, !DIExpression(), !151)
    #dbg_value(i64 1, !63, !DIExpression(), !152)
    #dbg_value(double %91, !65, !DIExpression(), !154)
  %149 = fadd double %148, %91, !dbg !155
    #dbg_value(double %149, !60, !DIExpression(), !151)
    #dbg_value(i64 2, !63, !DIExpression(), !152)
    #dbg_value(double %141, !65, !DIExpression(), !154)
  %150 = fadd double %149, %141, !dbg !155
    #dbg_value(double %150, !60, !DIExpression(), !151)
    #dbg_value(i64 3, !63, !DIExpression(), !152)
  %151 = fmul double %111, 0.000000e+00, !dbg !153
    #dbg_value(double %151, !65, !DIExpression(), !154)
  %152 = fadd double %150, %151, !dbg !155
    #dbg_value(double %152, !60, !DIExpression(), !151)
    #dbg_value(i64 4, !63, !DIExpression(), !152)
  %153 = fmul double %121, 4.000000e+00, !dbg !153
    #dbg_value(double %153, !65, !DIExpression(), !154)
  %154 = fadd double %152, %153, !dbg !155
    #dbg_value(double %154, !60, !DIExpression(), !151)
    #dbg_value(i64 5, !63, !DIExpression(), !152)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, double noundef %154), !dbg !156
    #dbg_value(i64 3, !58, !DIExpression(), !150)
    #dbg_value(double -6.000000e+00, !60, !DIExpression(), !151)
    #dbg_value(i32 0, !63, !DIExpression(), !152)
    #dbg_value(i64 0, !63, !DIExpression(), !152)
    #dbg_value(double -6.000000e+00, !60, !DIExpression(), !151)
    #dbg_value(double %82, !65, !DIExpression(), !154)
  %156 = fadd double %82, -6.000000e+00, !dbg !155
    #dbg_value(double %156, !60, !DIExpression(), !151)
    #dbg_value(i64 1, !63, !DIExpression(), !152)
  %157 = fmul double %91, 2.000000e+00, !dbg !153
    #dbg_value(double %157, !65, !DIExpression(), !154)
  %158 = fadd double %156, %157, !dbg !155
    #dbg_value(double %158, !60, !DIExpression(), !151)
    #dbg_value(i64 2, !63, !DIExpression(), !152)
  %159 = fmul double %101, 3.000000e+00, !dbg !153
    #dbg_value(double %159, !65, !DIExpression(), !154)
  %160 = fadd double %158, %159, !dbg !155
    #dbg_value(double %160, !60, !DIExpression(), !151)
    #dbg_value(i64 3, !63, !DIExpression(), !152)
  %161 = fmul double %111, 4.000000e+00, !dbg !153
    #dbg_value(double %161, !65, !DIExpression(), !154)
  %162 = fadd double %160, %161, !dbg !155
    #dbg_value(double %162, !60, !DIExpression(), !151)
    #dbg_value(i64 4, !63, !DIExpression(), !152)
  %163 = fmul double %121, 5.000000e+00, !dbg !153
    #dbg_value(double %163, !65, !DIExpression(), !154)
  %164 = fadd double %162, %163, !dbg !155
    #dbg_value(double %164, !60, !DIExpression(), !151)
    #dbg_value(i64 5, !63, !DIExpression(), !152)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, double noundef %164), !dbg !156
    #dbg_value(i64 4, !58, !DIExpression(), !150)
    #dbg_value(double -7.000000e+00, !60, !DIExpression(), !151)
    #dbg_value(i32 0, !63, !DIExpression(), !152)
    #dbg_value(i64 0, !63, !DIExpression(), !152)
    #dbg_value(double -7.000000e+00, !60, !DIExpression(), !151)
  %166 = fmul double %82, 0.000000e+00, !dbg !153
    #dbg_value(double %166, !65, !DIExpression(), !154)
  %167 = fadd double %166, -7.000000e+00, !dbg !155
    #dbg_value(double %167, !60, !DIExpression(), !151)
    #dbg_value(i64 1, !63, !DIExpression(), !152)
  %168 = fmul double %91, 3.000000e+00, !dbg !153
    #dbg_value(double %168, !65, !DIExpression(), !154)
  %169 = fadd double %167, %168, !dbg !155
    #dbg_value(double %169, !60, !DIExpression(), !151)
    #dbg_value(i64 2, !63, !DIExpression(), !152)
  %170 = fmul double %101, -2.000000e+00, !dbg !153
    #dbg_value(double %170, !65, !DIExpression(), !154)
  %171 = fadd double %169, %170, !dbg !155
    #dbg_value(double %171, !60, !DIExpression(), !151)
    #dbg_value(i64 3, !63, !DIExpression(), !152)
    #dbg_value(double %111, !65, !DIExpression(), !154)
  %172 = fadd double %171, %111, !dbg !155
    #dbg_value(double %172, !60, !DIExpression(), !151)
    #dbg_value(i64 4, !63, !DIExpression(), !152)
    #dbg_value(double %121, !65, !DIExpression(), !154)
  %173 = fadd double %172, %121, !dbg !155
    #dbg_value(double %173, !60, !DIExpression(), !151)
    #dbg_value(i64 5, !63, !DIExpression(), !152)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, double noundef %173), !dbg !156
    #dbg_value(i64 5, !58, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %5) #6, !dbg !157
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %6) #6, !dbg !158
    #dbg_value(i32 0, !70, !DIExpression(), !159)
  br label %175, !dbg !160

175:                                              ; preds = %0, %279
  %176 = phi i64 [ 0, %0 ], [ %216, %279 ]
    #dbg_value(i64 %176, !70, !DIExpression(), !159)
    #dbg_value(i32 0, !72, !DIExpression(), !161)
    #dbg_value(i64 0, !72, !DIExpression(), !161)
  %177 = trunc i64 %176 to i32, !dbg !162
  %178 = add i32 %177, 1, !dbg !162
  %179 = uitofp nneg i32 %178 to double, !dbg !165
  %180 = fdiv double 1.000000e+00, %179, !dbg !166
  %181 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %176, i64 0, !dbg !167
  store double %180, ptr %181, align 16, !dbg !168, !tbaa !128
  %182 = zext i32 %178 to i64, !dbg !169
    #dbg_value(i64 1, !99, !DIExpression(), !170)
    #dbg_value(i64 %182, !104, !DIExpression(), !170)
    #dbg_value(i64 1, !116, !DIExpression(), !172)
    #dbg_value(i64 %182, !111, !DIExpression(), !172)
  br label %205, !dbg !174

183:                                              ; preds = %279
  %184 = call fastcc i32 @solve_double(ptr noundef nonnull %5, ptr noundef nonnull %3), !dbg !175
  call fastcc void @solve_exact(ptr noundef nonnull %6, ptr noundef nonnull %4), !dbg !176
    #dbg_value(i32 0, !76, !DIExpression(), !177)
    #dbg_value(i64 0, !76, !DIExpression(), !177)
  %185 = load double, ptr %3, align 16, !dbg !178, !tbaa !128
  %186 = load i64, ptr %4, align 16, !dbg !180, !tbaa !141
  %187 = load i64, ptr %84, align 8, !dbg !181, !tbaa !144
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, double noundef %185, i64 noundef %186, i64 noundef %187), !dbg !182
    #dbg_value(i64 1, !76, !DIExpression(), !177)
  %189 = load double, ptr %90, align 8, !dbg !178, !tbaa !128
  %190 = load i64, ptr %92, align 16, !dbg !180, !tbaa !141
  %191 = load i64, ptr %94, align 8, !dbg !181, !tbaa !144
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, double noundef %189, i64 noundef %190, i64 noundef %191), !dbg !182
    #dbg_value(i64 2, !76, !DIExpression(), !177)
  %193 = load double, ptr %100, align 16, !dbg !178, !tbaa !128
  %194 = load i64, ptr %102, align 16, !dbg !180, !tbaa !141
  %195 = load i64, ptr %104, align 8, !dbg !181, !tbaa !144
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, double noundef %193, i64 noundef %194, i64 noundef %195), !dbg !182
    #dbg_value(i64 3, !76, !DIExpression(), !177)
  %197 = load double, ptr %110, align 8, !dbg !178, !tbaa !128
  %198 = load i64, ptr %112, align 16, !dbg !180, !tbaa !141
  %199 = load i64, ptr %114, align 8, !dbg !181, !tbaa !144
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, double noundef %197, i64 noundef %198, i64 noundef %199), !dbg !182
    #dbg_value(i64 4, !76, !DIExpression(), !177)
  %201 = load double, ptr %120, align 16, !dbg !178, !tbaa !128
  %202 = load i64, ptr %122, align 16, !dbg !180, !tbaa !141
  %203 = load i64, ptr %124, align 8, !dbg !181, !tbaa !144
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, double noundef %201, i64 noundef %202, i64 noundef %203), !dbg !182
    #dbg_value(i64 5, !76, !DIExpression(), !177)
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %6) #6, !dbg !183
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %5) #6, !dbg !183
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #6, !dbg !183
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #6, !dbg !183
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %2) #6, !dbg !183
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %1) #6, !dbg !183
  ret i32 0, !dbg !183

205:                                              ; preds = %175, %205
  %206 = phi i64 [ %207, %205 ], [ 1, %175 ]
  %207 = phi i64 [ %208, %205 ], [ %182, %175 ]
    #dbg_value(i64 %206, !116, !DIExpression(), !172)
    #dbg_value(i64 %207, !111, !DIExpression(), !172)
  %208 = urem i64 %206, %207, !dbg !184
    #dbg_value(i64 %208, !117, !DIExpression(), !185)
    #dbg_value(i64 %207, !116, !DIExpression(), !172)
    #dbg_value(i64 %208, !111, !DIExpression(), !172)
  %209 = icmp eq i64 %208, 0, !dbg !174
  br i1 %209, label %210, label %205, !dbg !174, !llvm.loop !186

210:                                              ; preds = %205
  %211 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %176, i64 0, !dbg !189
  %212 = icmp ult i64 %207, 2, !dbg !190
  %213 = select i1 %212, i64 %207, i64 0, !dbg !190
    #dbg_value(i64 %213, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
  %214 = udiv i64 %182, %207, !dbg !191
    #dbg_value(i64 %214, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
  store i64 %213, ptr %211, align 16, !dbg !192, !tbaa !123
  %215 = getelementptr inbounds i8, ptr %211, i64 8, !dbg !192
  store i64 %214, ptr %215, align 8, !dbg !192, !tbaa !123
    #dbg_value(i64 1, !72, !DIExpression(), !161)
  %216 = add i64 %176, 1, !dbg !193
  %217 = trunc i64 %216 to i32, !dbg !162
  %218 = add i32 %217, 1, !dbg !162
  %219 = uitofp nneg i32 %218 to double, !dbg !165
  %220 = fdiv double 1.000000e+00, %219, !dbg !166
  %221 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %176, i64 1, !dbg !167
  store double %220, ptr %221, align 8, !dbg !168, !tbaa !128
  %222 = zext i32 %218 to i64, !dbg !169
    #dbg_value(i64 1, !99, !DIExpression(), !170)
    #dbg_value(i64 %222, !104, !DIExpression(), !170)
    #dbg_value(i64 1, !116, !DIExpression(), !172)
    #dbg_value(i64 %222, !111, !DIExpression(), !172)
  br label %223, !dbg !174

223:                                              ; preds = %223, %210
  %224 = phi i64 [ %225, %223 ], [ 1, %210 ]
  %225 = phi i64 [ %226, %223 ], [ %222, %210 ]
    #dbg_value(i64 %224, !116, !DIExpression(), !172)
    #dbg_value(i64 %225, !111, !DIExpression(), !172)
  %226 = urem i64 %224, %225, !dbg !184
    #dbg_value(i64 %226, !117, !DIExpression(), !185)
    #dbg_value(i64 %225, !116, !DIExpression(), !172)
    #dbg_value(i64 %226, !111, !DIExpression(), !172)
  %227 = icmp eq i64 %226, 0, !dbg !174
  br i1 %227, label %228, label %223, !dbg !174, !llvm.loop !186

228:                                              ; preds = %223
  %229 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %176, i64 1, !dbg !189
  %230 = icmp ult i64 %225, 2, !dbg !190
  %231 = select i1 %230, i64 %225, i64 0, !dbg !190
    #dbg_value(i64 %231, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
  %232 = udiv i64 %222, %225, !dbg !191
    #dbg_value(i64 %232, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
  store i64 %231, ptr %229, align 16, !dbg !192, !tbaa !123
  %233 = getelementptr inbounds i8, ptr %229, i64 8, !dbg !192
  store i64 %232, ptr %233, align 8, !dbg !192, !tbaa !123
    #dbg_value(i64 2, !72, !DIExpression(), !161)
  %234 = trunc i64 %176 to i32, !dbg !162
  %235 = add i32 %234, 3, !dbg !162
  %236 = uitofp nneg i32 %235 to double, !dbg !165
  %237 = fdiv double 1.000000e+00, %236, !dbg !166
  %238 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %176, i64 2, !dbg !167
  store double %237, ptr %238, align 16, !dbg !168, !tbaa !128
  %239 = zext i32 %235 to i64, !dbg !169
    #dbg_value(i64 1, !99, !DIExpression(), !170)
    #dbg_value(i64 %239, !104, !DIExpression(), !170)
    #dbg_value(i64 1, !116, !DIExpression(), !172)
    #dbg_value(i64 %239, !111, !DIExpression(), !172)
  br label %240, !dbg !174

240:                                              ; preds = %240, %228
  %241 = phi i64 [ %242, %240 ], [ 1, %228 ]
  %242 = phi i64 [ %243, %240 ], [ %239, %228 ]
    #dbg_value(i64 %241, !116, !DIExpression(), !172)
    #dbg_value(i64 %242, !111, !DIExpression(), !172)
  %243 = urem i64 %241, %242, !dbg !184
    #dbg_value(i64 %243, !117, !DIExpression(), !185)
    #dbg_value(i64 %242, !116, !DIExpression(), !172)
    #dbg_value(i64 %243, !111, !DIExpression(), !172)
  %244 = icmp eq i64 %243, 0, !dbg !174
  br i1 %244, label %245, label %240, !dbg !174, !llvm.loop !186

245:                                              ; preds = %240
  %246 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %176, i64 2, !dbg !189
  %247 = icmp ult i64 %242, 2, !dbg !190
  %248 = select i1 %247, i64 %242, i64 0, !dbg !190
    #dbg_value(i64 %248, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
  %249 = udiv i64 %239, %242, !dbg !191
    #dbg_value(i64 %249, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
  store i64 %248, ptr %246, align 16, !dbg !192, !tbaa !123
  %250 = getelementptr inbounds i8, ptr %246, i64 8, !dbg !192
  store i64 %249, ptr %250, align 8, !dbg !192, !tbaa !123
    #dbg_value(i64 3, !72, !DIExpression(), !161)
  %251 = trunc i64 %176 to i32, !dbg !162
  %252 = add i32 %251, 4, !dbg !162
  %253 = uitofp nneg i32 %252 to double, !dbg !165
  %254 = fdiv double 1.000000e+00, %253, !dbg !166
  %255 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %176, i64 3, !dbg !167
  store double %254, ptr %255, align 8, !dbg !168, !tbaa !128
  %256 = zext i32 %252 to i64, !dbg !169
    #dbg_value(i64 1, !99, !DIExpression(), !170)
    #dbg_value(i64 %256, !104, !DIExpression(), !170)
    #dbg_value(i64 1, !116, !DIExpression(), !172)
    #dbg_value(i64 %256, !111, !DIExpression(), !172)
  br label %257, !dbg !174

257:                                              ; preds = %257, %245
  %258 = phi i64 [ %259, %257 ], [ 1, %245 ]
  %259 = phi i64 [ %260, %257 ], [ %256, %245 ]
    #dbg_value(i64 %258, !116, !DIExpression(), !172)
    #dbg_value(i64 %259, !111, !DIExpression(), !172)
  %260 = urem i64 %258, %259, !dbg !184
    #dbg_value(i64 %260, !117, !DIExpression(), !185)
    #dbg_value(i64 %259, !116, !DIExpression(), !172)
    #dbg_value(i64 %260, !111, !DIExpression(), !172)
  %261 = icmp eq i64 %260, 0, !dbg !174
  br i1 %261, label %262, label %257, !dbg !174, !llvm.loop !186

262:                                              ; preds = %257
  %263 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %176, i64 3, !dbg !189
  %264 = icmp ult i64 %259, 2, !dbg !190
  %265 = select i1 %264, i64 %259, i64 0, !dbg !190
    #dbg_value(i64 %265, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
  %266 = udiv i64 %256, %259, !dbg !191
    #dbg_value(i64 %266, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
  store i64 %265, ptr %263, align 16, !dbg !192, !tbaa !123
  %267 = getelementptr inbounds i8, ptr %263, i64 8, !dbg !192
  store i64 %266, ptr %267, align 8, !dbg !192, !tbaa !123
    #dbg_value(i64 4, !72, !DIExpression(), !161)
  %268 = trunc i64 %176 to i32, !dbg !162
  %269 = add i32 %268, 5, !dbg !162
  %270 = uitofp nneg i32 %269 to double, !dbg !165
  %271 = fdiv double 1.000000e+00, %270, !dbg !166
  %272 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %176, i64 4, !dbg !167
  store double %271, ptr %272, align 16, !dbg !168, !tbaa !128
  %273 = zext i32 %269 to i64, !dbg !169
    #dbg_value(i64 1, !99, !DIExpression(), !170)
    #dbg_value(i64 %273, !104, !DIExpression(), !170)
    #dbg_value(i64 1, !116, !DIExpression(), !172)
    #dbg_value(i64 %273, !111, !DIExpression(), !172)
  br label %274, !dbg !174

274:                                              ; preds = %274, %262
  %275 = phi i64 [ %276, %274 ], [ 1, %262 ]
  %276 = phi i64 [ %277, %274 ], [ %273, %262 ]
    #dbg_value(i64 %275, !116, !DIExpression(), !172)
    #dbg_value(i64 %276, !111, !DIExpression(), !172)
  %277 = urem i64 %275, %276, !dbg !184
    #dbg_value(i64 %277, !117, !DIExpression(), !185)
    #dbg_value(i64 %276, !116, !DIExpression(), !172)
    #dbg_value(i64 %277, !111, !DIExpression(), !172)
  %278 = icmp eq i64 %277, 0, !dbg !174
  br i1 %278, label %279, label %274, !dbg !174, !llvm.loop !186

279:                                              ; preds = %274
  %280 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %176, i64 4, !dbg !189
  %281 = icmp ult i64 %276, 2, !dbg !190
  %282 = select i1 %281, i64 %276, i64 0, !dbg !190
    #dbg_value(i64 %282, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
  %283 = udiv i64 %273, %276, !dbg !191
    #dbg_value(i64 %283, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
  store i64 %282, ptr %280, align 16, !dbg !192, !tbaa !123
  %284 = getelementptr inbounds i8, ptr %280, i64 8, !dbg !192
  store i64 %283, ptr %284, align 8, !dbg !192, !tbaa !123
    #dbg_value(i64 5, !72, !DIExpression(), !161)
  %285 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %176, i64 5, !dbg !194
  store double 1.000000e+00, ptr %285, align 8, !dbg !195, !tbaa !128
    #dbg_value(i64 1, !99, !DIExpression(), !196)
    #dbg_value(i64 1, !104, !DIExpression(), !196)
    #dbg_value(i64 1, !116, !DIExpression(), !198)
    #dbg_value(i64 1, !111, !DIExpression(), !198)
    #dbg_value(i64 1, !116, !DIExpression(), !198)
    #dbg_value(i64 1, !111, !DIExpression(), !198)
    #dbg_value(i64 0, !117, !DIExpression(), !200)
    #dbg_value(i64 1, !116, !DIExpression(), !198)
    #dbg_value(i64 0, !111, !DIExpression(), !198)
  %286 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %176, i64 5, !dbg !201
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !196)
    #dbg_value(i64 1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !196)
  store i64 1, ptr %286, align 16, !dbg !202, !tbaa !123
  %287 = getelementptr inbounds i8, ptr %286, i64 8, !dbg !202
  store i64 1, ptr %287, align 8, !dbg !202, !tbaa !123
    #dbg_value(i64 %216, !70, !DIExpression(), !159)
  %288 = icmp eq i64 %216, 5, !dbg !203
  br i1 %288, label %183, label %175, !dbg !160, !llvm.loop !204
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc noundef i32 @solve_double(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 !dbg !206 {
    #dbg_value(ptr %0, !214, !DIExpression(), !249)
    #dbg_value(ptr %1, !215, !DIExpression(), !249)
    #dbg_value(i32 0, !216, !DIExpression(), !250)
  br label %6, !dbg !251

3:                                                ; preds = %113, %53
    #dbg_value(i64 %9, !216, !DIExpression(), !250)
  %4 = add nuw nsw i64 %8, 1, !dbg !251
  %5 = icmp eq i64 %9, 5, !dbg !252
  br i1 %5, label %116, label %6, !dbg !251, !llvm.loop !253

6:                                                ; preds = %2, %3
  %7 = phi i64 [ 0, %2 ], [ %9, %3 ]
  %8 = phi i64 [ 1, %2 ], [ %4, %3 ]
    #dbg_value(i64 %7, !216, !DIExpression(), !250)
    #dbg_value(i64 %7, !218, !DIExpression(), !255)
  %9 = add nuw nsw i64 %7, 1, !dbg !256
    #dbg_value(i64 %9, !221, !DIExpression(), !257)
  %10 = icmp ult i64 %7, 4, !dbg !258
  %11 = trunc nuw nsw i64 %7 to i32, !dbg !260
  br i1 %10, label %18, label %12, !dbg !260

12:                                               ; preds = %18, %6
  %13 = phi i32 [ %11, %6 ], [ %34, %18 ], !dbg !255
  %14 = sext i32 %13 to i64, !dbg !261
  %15 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 %7, !dbg !261
  %16 = load double, ptr %15, align 8, !dbg !261, !tbaa !128
  %17 = fcmp une double %16, 0.000000e+00, !dbg !263
  br i1 %17, label %37, label %185, !dbg !264

18:                                               ; preds = %6, %18
  %19 = phi i64 [ %35, %18 ], [ %8, %6 ]
  %20 = phi i32 [ %34, %18 ], [ %11, %6 ]
    #dbg_value(i32 %20, !218, !DIExpression(), !255)
    #dbg_value(i64 %19, !221, !DIExpression(), !257)
  %21 = getelementptr inbounds [6 x double], ptr %0, i64 %19, i64 %7, !dbg !265
  %22 = load double, ptr %21, align 8, !dbg !265, !tbaa !128
    #dbg_value(double %22, !267, !DIExpression(), !272)
  %23 = fcmp olt double %22, 0.000000e+00, !dbg !274
  %24 = fneg double %22, !dbg !275
  %25 = select i1 %23, double %24, double %22, !dbg !275
  %26 = sext i32 %20 to i64, !dbg !276
  %27 = getelementptr inbounds [6 x double], ptr %0, i64 %26, i64 %7, !dbg !276
  %28 = load double, ptr %27, align 8, !dbg !276, !tbaa !128
    #dbg_value(double %28, !267, !DIExpression(), !277)
  %29 = fcmp olt double %28, 0.000000e+00, !dbg !279
  %30 = fneg double %28, !dbg !280
  %31 = select i1 %29, double %30, double %28, !dbg !280
  %32 = fcmp ogt double %25, %31, !dbg !281
  %33 = trunc nuw nsw i64 %19 to i32, !dbg !282
  %34 = select i1 %32, i32 %33, i32 %20, !dbg !282
    #dbg_value(i32 %34, !218, !DIExpression(), !255)
  %35 = add nuw nsw i64 %19, 1, !dbg !283
    #dbg_value(i64 %35, !221, !DIExpression(), !257)
  %36 = icmp eq i64 %35, 5, !dbg !258
  br i1 %36, label %12, label %18, !dbg !260, !llvm.loop !284

37:                                               ; preds = %12
  %38 = zext i32 %13 to i64, !dbg !286
  %39 = icmp eq i64 %7, %38, !dbg !286
  br i1 %39, label %53, label %40, !dbg !287

40:                                               ; preds = %37
    #dbg_value(i64 0, !223, !DIExpression(), !288)
  %41 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 0, !dbg !289
    #dbg_value(double poison, !226, !DIExpression(), !290)
  %42 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 0, !dbg !291
    #dbg_value(i64 1, !223, !DIExpression(), !288)
    #dbg_value(double poison, !226, !DIExpression(), !290)
  %43 = load <2 x double>, ptr %41, align 8, !dbg !289, !tbaa !128
  %44 = load <2 x double>, ptr %42, align 8, !dbg !291, !tbaa !128
  store <2 x double> %44, ptr %41, align 8, !dbg !292, !tbaa !128
  store <2 x double> %43, ptr %42, align 8, !dbg !293, !tbaa !128
    #dbg_value(i64 2, !223, !DIExpression(), !288)
  %45 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 2, !dbg !289
    #dbg_value(double poison, !226, !DIExpression(), !290)
  %46 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 2, !dbg !291
    #dbg_value(i64 3, !223, !DIExpression(), !288)
    #dbg_value(double poison, !226, !DIExpression(), !290)
  %47 = load <2 x double>, ptr %45, align 8, !dbg !289, !tbaa !128
  %48 = load <2 x double>, ptr %46, align 8, !dbg !291, !tbaa !128
  store <2 x double> %48, ptr %45, align 8, !dbg !292, !tbaa !128
  store <2 x double> %47, ptr %46, align 8, !dbg !293, !tbaa !128
    #dbg_value(i64 4, !223, !DIExpression(), !288)
  %49 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 4, !dbg !289
    #dbg_value(double poison, !226, !DIExpression(), !290)
  %50 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 4, !dbg !291
    #dbg_value(i64 5, !223, !DIExpression(), !288)
    #dbg_value(double poison, !226, !DIExpression(), !290)
  %51 = load <2 x double>, ptr %49, align 8, !dbg !289, !tbaa !128
  %52 = load <2 x double>, ptr %50, align 8, !dbg !291, !tbaa !128
  store <2 x double> %52, ptr %49, align 8, !dbg !292, !tbaa !128
  store <2 x double> %51, ptr %50, align 8, !dbg !293, !tbaa !128
    #dbg_value(i64 6, !223, !DIExpression(), !288)
  br label %53, !dbg !294

53:                                               ; preds = %40, %37
    #dbg_value(i64 %9, !229, !DIExpression(), !295)
  br i1 %10, label %54, label %3, !dbg !296

54:                                               ; preds = %53
  %55 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %7
  %56 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %7
  %57 = add nuw nsw i64 %7, 1
  %58 = icmp eq i64 %57, 6
  %59 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %57
  %60 = add nuw nsw i64 %7, 2
  %61 = icmp eq i64 %60, 6
  %62 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %60
  %63 = add nuw nsw i64 %7, 3
  %64 = icmp eq i64 %63, 6
  %65 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %63
  %66 = icmp eq i64 %7, 2
  %67 = or disjoint i64 %7, 4
  %68 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %67
  %69 = add nuw nsw i64 %7, 5
  %70 = icmp eq i64 %69, 6
  %71 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %69
  br label %72, !dbg !296

72:                                               ; preds = %54, %113
  %73 = phi i64 [ %8, %54 ], [ %114, %113 ]
    #dbg_value(i64 %73, !229, !DIExpression(), !295)
  %74 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %7, !dbg !297
  %75 = load double, ptr %74, align 8, !dbg !297, !tbaa !128
  %76 = load double, ptr %55, align 8, !dbg !298, !tbaa !128
  %77 = fdiv double %75, %76, !dbg !299
    #dbg_value(double %77, !231, !DIExpression(), !300)
    #dbg_value(i64 %7, !234, !DIExpression(), !301)
    #dbg_value(i64 %7, !234, !DIExpression(), !301)
  %78 = load double, ptr %56, align 8, !dbg !302, !tbaa !128
  %79 = fmul double %77, %78, !dbg !303
    #dbg_value(double %79, !236, !DIExpression(), !304)
  %80 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %7, !dbg !305
  %81 = load double, ptr %80, align 8, !dbg !306, !tbaa !128
  %82 = fsub double %81, %79, !dbg !306
  store double %82, ptr %80, align 8, !dbg !306, !tbaa !128
    #dbg_value(i64 %57, !234, !DIExpression(), !301)
  br i1 %58, label %113, label %83, !dbg !307, !llvm.loop !308

83:                                               ; preds = %72
    #dbg_value(i64 %57, !234, !DIExpression(), !301)
  %84 = load double, ptr %59, align 8, !dbg !302, !tbaa !128
  %85 = fmul double %77, %84, !dbg !303
    #dbg_value(double %85, !236, !DIExpression(), !304)
  %86 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %57, !dbg !305
  %87 = load double, ptr %86, align 8, !dbg !306, !tbaa !128
  %88 = fsub double %87, %85, !dbg !306
  store double %88, ptr %86, align 8, !dbg !306, !tbaa !128
    #dbg_value(i64 %60, !234, !DIExpression(), !301)
  br i1 %61, label %113, label %89, !dbg !307, !llvm.loop !308

89:                                               ; preds = %83
    #dbg_value(i64 %60, !234, !DIExpression(), !301)
  %90 = load double, ptr %62, align 8, !dbg !302, !tbaa !128
  %91 = fmul double %77, %90, !dbg !303
    #dbg_value(double %91, !236, !DIExpression(), !304)
  %92 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %60, !dbg !305
  %93 = load double, ptr %92, align 8, !dbg !306, !tbaa !128
  %94 = fsub double %93, %91, !dbg !306
  store double %94, ptr %92, align 8, !dbg !306, !tbaa !128
    #dbg_value(i64 %63, !234, !DIExpression(), !301)
  br i1 %64, label %113, label %95, !dbg !307, !llvm.loop !308

95:                                               ; preds = %89
    #dbg_value(i64 %63, !234, !DIExpression(), !301)
  %96 = load double, ptr %65, align 8, !dbg !302, !tbaa !128
  %97 = fmul double %77, %96, !dbg !303
    #dbg_value(double %97, !236, !DIExpression(), !304)
  %98 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %63, !dbg !305
  %99 = load double, ptr %98, align 8, !dbg !306, !tbaa !128
  %100 = fsub double %99, %97, !dbg !306
  store double %100, ptr %98, align 8, !dbg !306, !tbaa !128
    #dbg_value(i64 %7, !234, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !301)
  br i1 %66, label %113, label %101, !dbg !307, !llvm.loop !308

101:                                              ; preds = %95
    #dbg_value(i64 %67, !234, !DIExpression(), !301)
    #dbg_value(i64 %67, !234, !DIExpression(), !301)
  %102 = load double, ptr %68, align 8, !dbg !302, !tbaa !128
  %103 = fmul double %77, %102, !dbg !303
    #dbg_value(double %103, !236, !DIExpression(), !304)
  %104 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %67, !dbg !305
  %105 = load double, ptr %104, align 8, !dbg !306, !tbaa !128
  %106 = fsub double %105, %103, !dbg !306
  store double %106, ptr %104, align 8, !dbg !306, !tbaa !128
    #dbg_value(i64 %69, !234, !DIExpression(), !301)
  br i1 %70, label %113, label %107, !dbg !307, !llvm.loop !308

107:                                              ; preds = %101
    #dbg_value(i64 %69, !234, !DIExpression(), !301)
  %108 = load double, ptr %71, align 8, !dbg !302, !tbaa !128
  %109 = fmul double %77, %108, !dbg !303
    #dbg_value(double %109, !236, !DIExpression(), !304)
  %110 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %69, !dbg !305
  %111 = load double, ptr %110, align 8, !dbg !306, !tbaa !128
  %112 = fsub double %111, %109, !dbg !306
  store double %112, ptr %110, align 8, !dbg !306, !tbaa !128
    #dbg_value(i64 %7, !234, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !301)
  br label %113

113:                                              ; preds = %107, %101, %95, %89, %83, %72
  %114 = add nuw nsw i64 %73, 1, !dbg !310
    #dbg_value(i64 %114, !229, !DIExpression(), !295)
  %115 = icmp eq i64 %114, 5, !dbg !294
  br i1 %115, label %3, label %72, !dbg !296, !llvm.loop !311

116:                                              ; preds = %3
    #dbg_value(i64 4, !239, !DIExpression(), !313)
    #dbg_value(double poison, !241, !DIExpression(), !314)
    #dbg_value(i64 4, !244, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !315)
  %117 = getelementptr inbounds i8, ptr %0, i64 232, !dbg !316
  %118 = load double, ptr %117, align 8, !dbg !316, !tbaa !128
    #dbg_value(double %118, !241, !DIExpression(), !314)
  %119 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !317
  %120 = load double, ptr %119, align 8, !dbg !317, !tbaa !128
  %121 = fdiv double %118, %120, !dbg !318
  %122 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !319
  store double %121, ptr %122, align 8, !dbg !320, !tbaa !128
    #dbg_value(i64 3, !239, !DIExpression(), !313)
    #dbg_value(double poison, !246, !DIExpression(), !321)
    #dbg_value(double poison, !241, !DIExpression(), !314)
  %123 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !316
  %124 = load double, ptr %123, align 8, !dbg !316, !tbaa !128
  %125 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !322
  %126 = load double, ptr %125, align 8, !dbg !322, !tbaa !128
  %127 = fmul double %126, %121, !dbg !323
    #dbg_value(double %127, !246, !DIExpression(), !321)
  %128 = fsub double %124, %127, !dbg !324
    #dbg_value(double %128, !241, !DIExpression(), !314)
  %129 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !317
  %130 = load double, ptr %129, align 8, !dbg !317, !tbaa !128
  %131 = fdiv double %128, %130, !dbg !318
  %132 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !319
  store double %131, ptr %132, align 8, !dbg !320, !tbaa !128
    #dbg_value(i64 2, !239, !DIExpression(), !313)
    #dbg_value(double poison, !246, !DIExpression(), !321)
    #dbg_value(double poison, !241, !DIExpression(), !314)
  %133 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !316
  %134 = load double, ptr %133, align 8, !dbg !316, !tbaa !128
  %135 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !322
  %136 = load double, ptr %135, align 8, !dbg !322, !tbaa !128
  %137 = fmul double %136, %131, !dbg !323
    #dbg_value(double %137, !246, !DIExpression(), !321)
  %138 = fsub double %134, %137, !dbg !324
    #dbg_value(double %138, !241, !DIExpression(), !314)
  %139 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !322
  %140 = load double, ptr %139, align 8, !dbg !322, !tbaa !128
  %141 = fmul double %140, %121, !dbg !323
    #dbg_value(double %141, !246, !DIExpression(), !321)
  %142 = fsub double %138, %141, !dbg !324
    #dbg_value(double %142, !241, !DIExpression(), !314)
  %143 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !317
  %144 = load double, ptr %143, align 8, !dbg !317, !tbaa !128
  %145 = fdiv double %142, %144, !dbg !318
  %146 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !319
  store double %145, ptr %146, align 8, !dbg !320, !tbaa !128
    #dbg_value(i64 1, !239, !DIExpression(), !313)
    #dbg_value(double poison, !246, !DIExpression(), !321)
    #dbg_value(double poison, !241, !DIExpression(), !314)
  %147 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !316
  %148 = load double, ptr %147, align 8, !dbg !316, !tbaa !128
  %149 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !322
  %150 = load double, ptr %149, align 8, !dbg !322, !tbaa !128
  %151 = fmul double %150, %145, !dbg !323
    #dbg_value(double %151, !246, !DIExpression(), !321)
  %152 = fsub double %148, %151, !dbg !324
    #dbg_value(double %152, !241, !DIExpression(), !314)
  %153 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !322
  %154 = load double, ptr %153, align 8, !dbg !322, !tbaa !128
  %155 = fmul double %154, %131, !dbg !323
    #dbg_value(double %155, !246, !DIExpression(), !321)
  %156 = fsub double %152, %155, !dbg !324
    #dbg_value(double %156, !241, !DIExpression(), !314)
  %157 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !322
  %158 = load double, ptr %157, align 8, !dbg !322, !tbaa !128
  %159 = fmul double %158, %121, !dbg !323
    #dbg_value(double %159, !246, !DIExpression(), !321)
  %160 = fsub double %156, %159, !dbg !324
    #dbg_value(double %160, !241, !DIExpression(), !314)
  %161 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !317
  %162 = load double, ptr %161, align 8, !dbg !317, !tbaa !128
  %163 = fdiv double %160, %162, !dbg !318
  %164 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !319
  store double %163, ptr %164, align 8, !dbg !320, !tbaa !128
    #dbg_value(i64 0, !239, !DIExpression(), !313)
    #dbg_value(double poison, !246, !DIExpression(), !321)
    #dbg_value(double poison, !241, !DIExpression(), !314)
  %165 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !316
  %166 = load double, ptr %165, align 8, !dbg !316, !tbaa !128
  %167 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !322
  %168 = load double, ptr %167, align 8, !dbg !322, !tbaa !128
  %169 = fmul double %168, %163, !dbg !323
    #dbg_value(double %169, !246, !DIExpression(), !321)
  %170 = fsub double %166, %169, !dbg !324
    #dbg_value(double %170, !241, !DIExpression(), !314)
  %171 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !322
  %172 = load double, ptr %171, align 8, !dbg !322, !tbaa !128
  %173 = fmul double %172, %145, !dbg !323
    #dbg_value(double %173, !246, !DIExpression(), !321)
  %174 = fsub double %170, %173, !dbg !324
    #dbg_value(double %174, !241, !DIExpression(), !314)
  %175 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !322
  %176 = load double, ptr %175, align 8, !dbg !322, !tbaa !128
  %177 = fmul double %176, %131, !dbg !323
    #dbg_value(double %177, !246, !DIExpression(), !321)
  %178 = fsub double %174, %177, !dbg !324
    #dbg_value(double %178, !241, !DIExpression(), !314)
  %179 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !322
  %180 = load double, ptr %179, align 8, !dbg !322, !tbaa !128
  %181 = fmul double %180, %121, !dbg !323
    #dbg_value(double %181, !246, !DIExpression(), !321)
  %182 = fsub double %178, %181, !dbg !324
    #dbg_value(double %182, !241, !DIExpression(), !314)
  %183 = load double, ptr %0, align 8, !dbg !317, !tbaa !128
  %184 = fdiv double %182, %183, !dbg !318
  store double %184, ptr %1, align 8, !dbg !320, !tbaa !128
    #dbg_value(i64 -1, !239, !DIExpression(), !313)
  br label %185, !dbg !325

185:                                              ; preds = %12, %116
  %186 = phi i32 [ 1, %116 ], [ 0, %12 ], !dbg !249
  ret i32 %186, !dbg !325
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @solve_exact(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 !dbg !326 {
  %3 = alloca %struct.frac, align 8, !DIAssignID !360
    #dbg_assign(i1 undef, !343, !DIExpression(), !360, ptr %3, !DIExpression(), !361)
    #dbg_value(ptr %0, !333, !DIExpression(), !362)
    #dbg_value(ptr %1, !334, !DIExpression(), !362)
    #dbg_value(i32 0, !335, !DIExpression(), !363)
  br label %7, !dbg !364

4:                                                ; preds = %68, %32
    #dbg_value(i64 %33, !335, !DIExpression(), !363)
  %5 = add nuw nsw i64 %8, 1, !dbg !364
  %6 = icmp eq i64 %33, 5, !dbg !365
  br i1 %6, label %130, label %7, !dbg !364, !llvm.loop !366

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 1, %2 ], [ %5, %4 ]
  %9 = phi i64 [ 0, %2 ], [ %33, %4 ]
    #dbg_value(i64 %9, !335, !DIExpression(), !363)
  br label %10, !dbg !368

10:                                               ; preds = %10, %7
  %11 = phi i64 [ %15, %10 ], [ %9, %7 ], !dbg !369
    #dbg_value(i64 %11, !337, !DIExpression(), !369)
  %12 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 %9, !dbg !370
  %13 = load i64, ptr %12, align 8, !dbg !371, !tbaa !141
  %14 = icmp eq i64 %13, 0, !dbg !372
  %15 = add nuw nsw i64 %11, 1, !dbg !373
    #dbg_value(i64 %15, !337, !DIExpression(), !369)
  br i1 %14, label %10, label %16, !dbg !368, !llvm.loop !374

16:                                               ; preds = %10
  %17 = and i64 %11, 4294967295, !dbg !375
  %18 = icmp eq i64 %17, %9, !dbg !375
  br i1 %18, label %32, label %19, !dbg !376

19:                                               ; preds = %16
    #dbg_value(i64 0, !340, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !378
  %20 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 0, !dbg !379
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false), !dbg !379, !tbaa.struct !380, !DIAssignID !381
    #dbg_assign(i1 undef, !343, !DIExpression(), !381, ptr %3, !DIExpression(), !361)
  %21 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 0, !dbg !382
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false), !dbg !382, !tbaa.struct !380
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !383, !tbaa.struct !380
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !384
    #dbg_value(i64 1, !340, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !378
  %22 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 1, !dbg !379
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false), !dbg !379, !tbaa.struct !380, !DIAssignID !381
    #dbg_assign(i1 undef, !343, !DIExpression(), !381, ptr %3, !DIExpression(), !361)
  %23 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 1, !dbg !382
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false), !dbg !382, !tbaa.struct !380
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !383, !tbaa.struct !380
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !384
    #dbg_value(i64 2, !340, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !378
  %24 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 2, !dbg !379
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false), !dbg !379, !tbaa.struct !380, !DIAssignID !381
    #dbg_assign(i1 undef, !343, !DIExpression(), !381, ptr %3, !DIExpression(), !361)
  %25 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 2, !dbg !382
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false), !dbg !382, !tbaa.struct !380
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !383, !tbaa.struct !380
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !384
    #dbg_value(i64 3, !340, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !378
  %26 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 3, !dbg !379
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false), !dbg !379, !tbaa.struct !380, !DIAssignID !381
    #dbg_assign(i1 undef, !343, !DIExpression(), !381, ptr %3, !DIExpression(), !361)
  %27 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 3, !dbg !382
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !dbg !382, !tbaa.struct !380
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !383, !tbaa.struct !380
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !384
    #dbg_value(i64 4, !340, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !378
  %28 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 4, !dbg !379
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !dbg !379, !tbaa.struct !380, !DIAssignID !381
    #dbg_assign(i1 undef, !343, !DIExpression(), !381, ptr %3, !DIExpression(), !361)
  %29 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 4, !dbg !382
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %29, i64 16, i1 false), !dbg !382, !tbaa.struct !380
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !383, !tbaa.struct !380
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !384
    #dbg_value(i64 5, !340, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !378
  %30 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 5, !dbg !379
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %30, i64 16, i1 false), !dbg !379, !tbaa.struct !380, !DIAssignID !381
    #dbg_assign(i1 undef, !343, !DIExpression(), !381, ptr %3, !DIExpression(), !361)
  %31 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 5, !dbg !382
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 8 dereferenceable(16) %31, i64 16, i1 false), !dbg !382, !tbaa.struct !380
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !383, !tbaa.struct !380
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !384
    #dbg_value(i64 6, !340, !DIExpression(), !377)
  br label %32, !dbg !385

32:                                               ; preds = %19, %16
  %33 = add nuw nsw i64 %9, 1, !dbg !385
    #dbg_value(i64 %33, !346, !DIExpression(), !386)
  %34 = icmp ult i64 %9, 4, !dbg !387
  br i1 %34, label %35, label %4, !dbg !388

35:                                               ; preds = %32
  %36 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %9
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  br label %38, !dbg !388

38:                                               ; preds = %35, %68
  %39 = phi i64 [ %8, %35 ], [ %69, %68 ]
    #dbg_value(i64 %39, !346, !DIExpression(), !386)
  %40 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %39, i64 %9, !dbg !389
  %41 = load i64, ptr %40, align 8, !dbg !390
  %42 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !390
  %43 = load i64, ptr %42, align 8, !dbg !390
  %44 = load i64, ptr %36, align 8, !dbg !390
  %45 = load i64, ptr %37, align 8, !dbg !390
    #dbg_value(i64 %41, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397)
    #dbg_value(i64 %43, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !397)
    #dbg_value(i64 %44, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397)
    #dbg_value(i64 %45, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !397)
  %46 = mul nsw i64 %45, %41, !dbg !399
  %47 = mul nsw i64 %44, %43, !dbg !400
    #dbg_value(i64 %46, !99, !DIExpression(), !401)
    #dbg_value(i64 %47, !104, !DIExpression(), !401)
  %48 = icmp slt i64 %47, 0, !dbg !403
  %49 = sub nsw i64 0, %46, !dbg !405
  %50 = tail call i64 @llvm.abs.i64(i64 %47, i1 true), !dbg !405
  %51 = select i1 %48, i64 %49, i64 %46, !dbg !405
    #dbg_value(i64 %51, !99, !DIExpression(), !401)
    #dbg_value(i64 %50, !104, !DIExpression(), !401)
    #dbg_value(i64 %51, !116, !DIExpression(), !406)
    #dbg_value(i64 %50, !111, !DIExpression(), !406)
  %52 = tail call i64 @llvm.abs.i64(i64 %46, i1 true), !dbg !408
    #dbg_value(i64 %52, !116, !DIExpression(), !406)
  %53 = icmp eq i64 %47, 0, !dbg !409
  br i1 %53, label %59, label %54, !dbg !409

54:                                               ; preds = %38, %54
  %55 = phi i64 [ %56, %54 ], [ %52, %38 ]
  %56 = phi i64 [ %57, %54 ], [ %50, %38 ]
    #dbg_value(i64 %55, !116, !DIExpression(), !406)
    #dbg_value(i64 %56, !111, !DIExpression(), !406)
  %57 = urem i64 %55, %56, !dbg !410
    #dbg_value(i64 %57, !117, !DIExpression(), !411)
    #dbg_value(i64 %56, !116, !DIExpression(), !406)
    #dbg_value(i64 %57, !111, !DIExpression(), !406)
  %58 = icmp eq i64 %57, 0, !dbg !409
  br i1 %58, label %61, label %54, !dbg !409, !llvm.loop !412

59:                                               ; preds = %38
    #dbg_value(i64 %52, !105, !DIExpression(), !401)
  %60 = icmp eq i64 %46, 0, !dbg !414
  br i1 %60, label %65, label %61, !dbg !414

61:                                               ; preds = %54, %59
  %62 = phi i64 [ %52, %59 ], [ %56, %54 ]
  %63 = sdiv i64 %51, %62, !dbg !415
    #dbg_value(i64 %63, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !401)
  %64 = udiv i64 %50, %62, !dbg !416
  br label %65, !dbg !417

65:                                               ; preds = %61, %59
  %66 = phi i64 [ %63, %61 ], [ 0, %59 ]
  %67 = phi i64 [ %64, %61 ], [ 1, %59 ], !dbg !417
    #dbg_value(i64 %67, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !401)
    #dbg_value(i64 %66, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !418)
    #dbg_value(i64 %67, !348, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !418)
    #dbg_value(i64 %9, !351, !DIExpression(), !419)
  br label %71, !dbg !420

68:                                               ; preds = %124
  %69 = add nuw nsw i64 %39, 1, !dbg !421
    #dbg_value(i64 %69, !346, !DIExpression(), !386)
  %70 = icmp eq i64 %69, 5, !dbg !387
  br i1 %70, label %4, label %38, !dbg !388, !llvm.loop !422

71:                                               ; preds = %65, %124
  %72 = phi i64 [ %9, %65 ], [ %127, %124 ]
    #dbg_value(i64 %72, !351, !DIExpression(), !419)
  %73 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %39, i64 %72, !dbg !424
  %74 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %72, !dbg !426
  %75 = load i64, ptr %74, align 8, !dbg !427
  %76 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !427
  %77 = load i64, ptr %76, align 8, !dbg !427
    #dbg_value(i64 %66, !428, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !432)
    #dbg_value(i64 %67, !428, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !432)
    #dbg_value(i64 %75, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !432)
    #dbg_value(i64 %77, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !432)
  %78 = mul nsw i64 %75, %66, !dbg !434
  %79 = mul nsw i64 %77, %67, !dbg !435
    #dbg_value(i64 %78, !99, !DIExpression(), !436)
    #dbg_value(i64 %79, !104, !DIExpression(), !436)
  %80 = icmp slt i64 %79, 0, !dbg !438
  %81 = sub nsw i64 0, %78, !dbg !439
  %82 = tail call i64 @llvm.abs.i64(i64 %79, i1 true), !dbg !439
  %83 = select i1 %80, i64 %81, i64 %78, !dbg !439
    #dbg_value(i64 %83, !99, !DIExpression(), !436)
    #dbg_value(i64 %82, !104, !DIExpression(), !436)
    #dbg_value(i64 %83, !116, !DIExpression(), !440)
    #dbg_value(i64 %82, !111, !DIExpression(), !440)
  %84 = tail call i64 @llvm.abs.i64(i64 %78, i1 true), !dbg !442
    #dbg_value(i64 %84, !116, !DIExpression(), !440)
  %85 = icmp eq i64 %79, 0, !dbg !443
  br i1 %85, label %91, label %86, !dbg !443

86:                                               ; preds = %71, %86
  %87 = phi i64 [ %88, %86 ], [ %84, %71 ]
  %88 = phi i64 [ %89, %86 ], [ %82, %71 ]
    #dbg_value(i64 %87, !116, !DIExpression(), !440)
    #dbg_value(i64 %88, !111, !DIExpression(), !440)
  %89 = urem i64 %87, %88, !dbg !444
    #dbg_value(i64 %89, !117, !DIExpression(), !445)
    #dbg_value(i64 %88, !116, !DIExpression(), !440)
    #dbg_value(i64 %89, !111, !DIExpression(), !440)
  %90 = icmp eq i64 %89, 0, !dbg !443
  br i1 %90, label %93, label %86, !dbg !443, !llvm.loop !446

91:                                               ; preds = %71
    #dbg_value(i64 %84, !105, !DIExpression(), !436)
  %92 = icmp eq i64 %78, 0, !dbg !448
  br i1 %92, label %97, label %93, !dbg !448

93:                                               ; preds = %86, %91
  %94 = phi i64 [ %84, %91 ], [ %88, %86 ]
  %95 = sdiv i64 %83, %94, !dbg !449
    #dbg_value(i64 %95, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !436)
  %96 = udiv i64 %82, %94, !dbg !450
  br label %97, !dbg !451

97:                                               ; preds = %91, %93
  %98 = phi i64 [ %95, %93 ], [ 0, %91 ]
  %99 = phi i64 [ %96, %93 ], [ 1, %91 ], !dbg !451
    #dbg_value(i64 %99, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !436)
  %100 = load i64, ptr %73, align 8, !dbg !452
  %101 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !452
  %102 = load i64, ptr %101, align 8, !dbg !452
    #dbg_value(i64 %100, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !457)
    #dbg_value(i64 %102, !453, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
    #dbg_value(i64 %98, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !457)
    #dbg_value(i64 %99, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
  %103 = mul nsw i64 %100, %99, !dbg !459
  %104 = mul nsw i64 %102, %98, !dbg !460
  %105 = sub nsw i64 %103, %104, !dbg !461
  %106 = mul nsw i64 %102, %99, !dbg !462
    #dbg_value(i64 %105, !99, !DIExpression(), !463)
    #dbg_value(i64 %106, !104, !DIExpression(), !463)
  %107 = icmp slt i64 %106, 0, !dbg !465
  %108 = sub nsw i64 0, %105, !dbg !466
  %109 = tail call i64 @llvm.abs.i64(i64 %106, i1 true), !dbg !466
  %110 = select i1 %107, i64 %108, i64 %105, !dbg !466
    #dbg_value(i64 %110, !99, !DIExpression(), !463)
    #dbg_value(i64 %109, !104, !DIExpression(), !463)
    #dbg_value(i64 %110, !116, !DIExpression(), !467)
    #dbg_value(i64 %109, !111, !DIExpression(), !467)
  %111 = tail call i64 @llvm.abs.i64(i64 %105, i1 true), !dbg !469
    #dbg_value(i64 %111, !116, !DIExpression(), !467)
  %112 = icmp eq i64 %106, 0, !dbg !470
  br i1 %112, label %118, label %113, !dbg !470

113:                                              ; preds = %97, %113
  %114 = phi i64 [ %115, %113 ], [ %111, %97 ]
  %115 = phi i64 [ %116, %113 ], [ %109, %97 ]
    #dbg_value(i64 %114, !116, !DIExpression(), !467)
    #dbg_value(i64 %115, !111, !DIExpression(), !467)
  %116 = urem i64 %114, %115, !dbg !471
    #dbg_value(i64 %116, !117, !DIExpression(), !472)
    #dbg_value(i64 %115, !116, !DIExpression(), !467)
    #dbg_value(i64 %116, !111, !DIExpression(), !467)
  %117 = icmp eq i64 %116, 0, !dbg !470
  br i1 %117, label %120, label %113, !dbg !470, !llvm.loop !473

118:                                              ; preds = %97
    #dbg_value(i64 %111, !105, !DIExpression(), !463)
  %119 = icmp eq i64 %103, %104, !dbg !475
  br i1 %119, label %124, label %120, !dbg !475

120:                                              ; preds = %113, %118
  %121 = phi i64 [ %111, %118 ], [ %115, %113 ]
  %122 = sdiv i64 %110, %121, !dbg !476
    #dbg_value(i64 %122, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !463)
  %123 = udiv i64 %109, %121, !dbg !477
  br label %124, !dbg !478

124:                                              ; preds = %118, %120
  %125 = phi i64 [ %122, %120 ], [ 0, %118 ]
  %126 = phi i64 [ %123, %120 ], [ 1, %118 ], !dbg !478
    #dbg_value(i64 %126, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !463)
  store i64 %125, ptr %73, align 8, !dbg !452, !tbaa !123
  store i64 %126, ptr %101, align 8, !dbg !452, !tbaa !123
  %127 = add nuw nsw i64 %72, 1, !dbg !479
    #dbg_value(i64 %127, !351, !DIExpression(), !419)
  %128 = icmp eq i64 %127, 6, !dbg !480
  br i1 %128, label %68, label %71, !dbg !420, !llvm.loop !481

129:                                              ; preds = %165
  ret void, !dbg !483

130:                                              ; preds = %4, %165
  %131 = phi i64 [ %169, %165 ], [ 4, %4 ]
    #dbg_value(i64 %131, !353, !DIExpression(), !484)
  %132 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %131, !dbg !485
  %133 = getelementptr inbounds i8, ptr %132, i64 80, !dbg !485
  %134 = load i64, ptr %133, align 8, !dbg !485, !tbaa !123
  %135 = getelementptr inbounds i8, ptr %132, i64 88, !dbg !485
  %136 = load i64, ptr %135, align 8, !dbg !485, !tbaa !123
    #dbg_value(i64 %134, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !486)
    #dbg_value(i64 %136, !355, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !486)
    #dbg_value(i64 %131, !358, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !487)
  %137 = icmp ult i64 %131, 4, !dbg !488
  br i1 %137, label %171, label %138, !dbg !490

138:                                              ; preds = %227, %130
  %139 = phi i64 [ %136, %130 ], [ %229, %227 ], !dbg !486
  %140 = phi i64 [ %134, %130 ], [ %228, %227 ], !dbg !486
  %141 = getelementptr inbounds %struct.frac, ptr %1, i64 %131, !dbg !491
  %142 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %131, i64 %131, !dbg !492
  %143 = load i64, ptr %142, align 8, !dbg !493
  %144 = getelementptr inbounds i8, ptr %142, i64 8, !dbg !493
  %145 = load i64, ptr %144, align 8, !dbg !493
    #dbg_value(i64 %140, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !494)
    #dbg_value(i64 %139, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !494)
    #dbg_value(i64 %143, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !494)
    #dbg_value(i64 %145, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !494)
  %146 = mul nsw i64 %145, %140, !dbg !496
  %147 = mul nsw i64 %143, %139, !dbg !497
    #dbg_value(i64 %146, !99, !DIExpression(), !498)
    #dbg_value(i64 %147, !104, !DIExpression(), !498)
  %148 = icmp slt i64 %147, 0, !dbg !500
  %149 = sub nsw i64 0, %146, !dbg !501
  %150 = tail call i64 @llvm.abs.i64(i64 %147, i1 true), !dbg !501
  %151 = select i1 %148, i64 %149, i64 %146, !dbg !501
    #dbg_value(i64 %151, !99, !DIExpression(), !498)
    #dbg_value(i64 %150, !104, !DIExpression(), !498)
    #dbg_value(i64 %151, !116, !DIExpression(), !502)
    #dbg_value(i64 %150, !111, !DIExpression(), !502)
  %152 = tail call i64 @llvm.abs.i64(i64 %146, i1 true), !dbg !504
    #dbg_value(i64 %152, !116, !DIExpression(), !502)
  %153 = icmp eq i64 %147, 0, !dbg !505
  br i1 %153, label %159, label %154, !dbg !505

154:                                              ; preds = %138, %154
  %155 = phi i64 [ %156, %154 ], [ %152, %138 ]
  %156 = phi i64 [ %157, %154 ], [ %150, %138 ]
    #dbg_value(i64 %155, !116, !DIExpression(), !502)
    #dbg_value(i64 %156, !111, !DIExpression(), !502)
  %157 = urem i64 %155, %156, !dbg !506
    #dbg_value(i64 %157, !117, !DIExpression(), !507)
    #dbg_value(i64 %156, !116, !DIExpression(), !502)
    #dbg_value(i64 %157, !111, !DIExpression(), !502)
  %158 = icmp eq i64 %157, 0, !dbg !505
  br i1 %158, label %161, label %154, !dbg !505, !llvm.loop !508

159:                                              ; preds = %138
    #dbg_value(i64 %152, !105, !DIExpression(), !498)
  %160 = icmp eq i64 %146, 0, !dbg !510
  br i1 %160, label %165, label %161, !dbg !510

161:                                              ; preds = %154, %159
  %162 = phi i64 [ %152, %159 ], [ %156, %154 ]
  %163 = sdiv i64 %151, %162, !dbg !511
    #dbg_value(i64 %163, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !498)
  %164 = udiv i64 %150, %162, !dbg !512
  br label %165, !dbg !513

165:                                              ; preds = %159, %161
  %166 = phi i64 [ %163, %161 ], [ 0, %159 ]
  %167 = phi i64 [ %164, %161 ], [ 1, %159 ], !dbg !513
    #dbg_value(i64 %167, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !498)
  store i64 %166, ptr %141, align 8, !dbg !493, !tbaa !123
  %168 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !493
  store i64 %167, ptr %168, align 8, !dbg !493, !tbaa !123
  %169 = add nsw i64 %131, -1, !dbg !514
    #dbg_value(i64 %169, !353, !DIExpression(), !484)
  %170 = icmp eq i64 %131, 0, !dbg !515
  br i1 %170, label %129, label %130, !dbg !516, !llvm.loop !517

171:                                              ; preds = %130, %227
  %172 = phi i64 [ %175, %227 ], [ %131, %130 ]
  %173 = phi i64 [ %228, %227 ], [ %134, %130 ]
  %174 = phi i64 [ %229, %227 ], [ %136, %130 ]
    #dbg_value(i64 %172, !358, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !487)
    #dbg_value(i64 %173, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !486)
    #dbg_value(i64 %174, !355, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !486)
  %175 = add nuw nsw i64 %172, 1, !dbg !519
    #dbg_value(i64 %175, !358, !DIExpression(), !487)
  %176 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %131, i64 %175, !dbg !520
  %177 = getelementptr inbounds %struct.frac, ptr %1, i64 %175, !dbg !521
  %178 = load i64, ptr %176, align 8, !dbg !522
  %179 = getelementptr inbounds i8, ptr %176, i64 8, !dbg !522
  %180 = load i64, ptr %179, align 8, !dbg !522
  %181 = load i64, ptr %177, align 8, !dbg !522
  %182 = getelementptr inbounds i8, ptr %177, i64 8, !dbg !522
  %183 = load i64, ptr %182, align 8, !dbg !522
    #dbg_value(i64 %178, !428, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !523)
    #dbg_value(i64 %180, !428, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !523)
    #dbg_value(i64 %181, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !523)
    #dbg_value(i64 %183, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !523)
  %184 = mul nsw i64 %181, %178, !dbg !525
  %185 = mul nsw i64 %183, %180, !dbg !526
    #dbg_value(i64 %184, !99, !DIExpression(), !527)
    #dbg_value(i64 %185, !104, !DIExpression(), !527)
  %186 = icmp slt i64 %185, 0, !dbg !529
  %187 = sub nsw i64 0, %184, !dbg !530
  %188 = tail call i64 @llvm.abs.i64(i64 %185, i1 true), !dbg !530
  %189 = select i1 %186, i64 %187, i64 %184, !dbg !530
    #dbg_value(i64 %189, !99, !DIExpression(), !527)
    #dbg_value(i64 %188, !104, !DIExpression(), !527)
    #dbg_value(i64 %189, !116, !DIExpression(), !531)
    #dbg_value(i64 %188, !111, !DIExpression(), !531)
  %190 = tail call i64 @llvm.abs.i64(i64 %184, i1 true), !dbg !533
    #dbg_value(i64 %190, !116, !DIExpression(), !531)
  %191 = icmp eq i64 %185, 0, !dbg !534
  br i1 %191, label %197, label %192, !dbg !534

192:                                              ; preds = %171, %192
  %193 = phi i64 [ %194, %192 ], [ %190, %171 ]
  %194 = phi i64 [ %195, %192 ], [ %188, %171 ]
    #dbg_value(i64 %193, !116, !DIExpression(), !531)
    #dbg_value(i64 %194, !111, !DIExpression(), !531)
  %195 = urem i64 %193, %194, !dbg !535
    #dbg_value(i64 %195, !117, !DIExpression(), !536)
    #dbg_value(i64 %194, !116, !DIExpression(), !531)
    #dbg_value(i64 %195, !111, !DIExpression(), !531)
  %196 = icmp eq i64 %195, 0, !dbg !534
  br i1 %196, label %199, label %192, !dbg !534, !llvm.loop !537

197:                                              ; preds = %171
    #dbg_value(i64 %190, !105, !DIExpression(), !527)
  %198 = icmp eq i64 %184, 0, !dbg !539
  br i1 %198, label %203, label %199, !dbg !539

199:                                              ; preds = %192, %197
  %200 = phi i64 [ %190, %197 ], [ %194, %192 ]
  %201 = sdiv i64 %189, %200, !dbg !540
    #dbg_value(i64 %201, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !527)
  %202 = udiv i64 %188, %200, !dbg !541
  br label %203, !dbg !542

203:                                              ; preds = %197, %199
  %204 = phi i64 [ %201, %199 ], [ 0, %197 ]
  %205 = phi i64 [ %202, %199 ], [ 1, %197 ], !dbg !542
    #dbg_value(i64 %205, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !527)
    #dbg_value(i64 %173, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !543)
    #dbg_value(i64 %174, !453, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !543)
    #dbg_value(i64 %204, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !543)
    #dbg_value(i64 %205, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !543)
  %206 = mul nsw i64 %205, %173, !dbg !545
  %207 = mul nsw i64 %204, %174, !dbg !546
  %208 = sub nsw i64 %206, %207, !dbg !547
  %209 = mul nsw i64 %205, %174, !dbg !548
    #dbg_value(i64 %208, !99, !DIExpression(), !549)
    #dbg_value(i64 %209, !104, !DIExpression(), !549)
  %210 = icmp slt i64 %209, 0, !dbg !551
  %211 = sub nsw i64 0, %208, !dbg !552
  %212 = tail call i64 @llvm.abs.i64(i64 %209, i1 true), !dbg !552
  %213 = select i1 %210, i64 %211, i64 %208, !dbg !552
    #dbg_value(i64 %213, !99, !DIExpression(), !549)
    #dbg_value(i64 %212, !104, !DIExpression(), !549)
    #dbg_value(i64 %213, !116, !DIExpression(), !553)
    #dbg_value(i64 %212, !111, !DIExpression(), !553)
  %214 = tail call i64 @llvm.abs.i64(i64 %208, i1 true), !dbg !555
    #dbg_value(i64 %214, !116, !DIExpression(), !553)
  %215 = icmp eq i64 %209, 0, !dbg !556
  br i1 %215, label %221, label %216, !dbg !556

216:                                              ; preds = %203, %216
  %217 = phi i64 [ %218, %216 ], [ %214, %203 ]
  %218 = phi i64 [ %219, %216 ], [ %212, %203 ]
    #dbg_value(i64 %217, !116, !DIExpression(), !553)
    #dbg_value(i64 %218, !111, !DIExpression(), !553)
  %219 = urem i64 %217, %218, !dbg !557
    #dbg_value(i64 %219, !117, !DIExpression(), !558)
    #dbg_value(i64 %218, !116, !DIExpression(), !553)
    #dbg_value(i64 %219, !111, !DIExpression(), !553)
  %220 = icmp eq i64 %219, 0, !dbg !556
  br i1 %220, label %223, label %216, !dbg !556, !llvm.loop !559

221:                                              ; preds = %203
    #dbg_value(i64 %214, !105, !DIExpression(), !549)
  %222 = icmp eq i64 %206, %207, !dbg !561
  br i1 %222, label %227, label %223, !dbg !561

223:                                              ; preds = %216, %221
  %224 = phi i64 [ %214, %221 ], [ %218, %216 ]
  %225 = sdiv i64 %213, %224, !dbg !562
    #dbg_value(i64 %225, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !549)
  %226 = udiv i64 %212, %224, !dbg !563
  br label %227, !dbg !564

227:                                              ; preds = %221, %223
  %228 = phi i64 [ %225, %223 ], [ 0, %221 ]
  %229 = phi i64 [ %226, %223 ], [ 1, %221 ], !dbg !564
    #dbg_value(i64 %229, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !549)
    #dbg_value(i64 %175, !358, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !487)
    #dbg_value(i64 %228, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !486)
    #dbg_value(i64 %229, !355, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !486)
  %230 = icmp eq i64 %175, 4, !dbg !488
  br i1 %230, label %138, label %171, !dbg !490, !llvm.loop !565
}

; Function Attrs: nofree nounwind
declare !dbg !567 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "gauss_elim.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "990ce1b410011fc44e3b0b8375bf8048")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 34)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !25, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24}
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !{!26, !0, !7, !12, !17}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "m", scope: !28, file: !2, line: 96, type: !78, isLocal: true, isDefinition: true)
!28 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !29, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!33, !38, !45, !47, !50, !53, !55, !56, !58, !60, !63, !65, !68, !69, !70, !72, !76}
!33 = !DILocalVariable(name: "a", scope: !28, file: !2, line: 99, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 1920, elements: !35)
!35 = !{!36, !37}
!36 = !DISubrange(count: 5)
!37 = !DISubrange(count: 6)
!38 = !DILocalVariable(name: "fa", scope: !28, file: !2, line: 100, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 3840, elements: !35)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "frac", file: !2, line: 7, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !40, file: !2, line: 8, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "den", scope: !40, file: !2, line: 8, baseType: !43, size: 64, offset: 64)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 101, type: !31)
!46 = distinct !DILexicalBlock(scope: !28, file: !2, line: 101, column: 5)
!47 = !DILocalVariable(name: "j", scope: !48, file: !2, line: 102, type: !31)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 102, column: 9)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 101, column: 5)
!50 = !DILocalVariable(name: "x", scope: !28, file: !2, line: 106, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 320, elements: !52)
!52 = !{!36}
!53 = !DILocalVariable(name: "fx", scope: !28, file: !2, line: 107, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 640, elements: !52)
!55 = !DILocalVariable(name: "ok", scope: !28, file: !2, line: 108, type: !31)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 111, type: !31)
!57 = distinct !DILexicalBlock(scope: !28, file: !2, line: 111, column: 5)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 115, type: !31)
!59 = distinct !DILexicalBlock(scope: !28, file: !2, line: 115, column: 5)
!60 = !DILocalVariable(name: "r", scope: !61, file: !2, line: 116, type: !24)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 115, column: 33)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 115, column: 5)
!63 = !DILocalVariable(name: "j", scope: !64, file: !2, line: 117, type: !31)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 117, column: 9)
!65 = !DILocalVariable(name: "t", scope: !66, file: !2, line: 118, type: !24)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 117, column: 37)
!67 = distinct !DILexicalBlock(scope: !64, file: !2, line: 117, column: 9)
!68 = !DILocalVariable(name: "h", scope: !28, file: !2, line: 124, type: !34)
!69 = !DILocalVariable(name: "fh", scope: !28, file: !2, line: 125, type: !39)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 126, type: !31)
!71 = distinct !DILexicalBlock(scope: !28, file: !2, line: 126, column: 5)
!72 = !DILocalVariable(name: "j", scope: !73, file: !2, line: 127, type: !31)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 127, column: 9)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 126, column: 33)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 126, column: 5)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 136, type: !31)
!77 = distinct !DILexicalBlock(scope: !28, file: !2, line: 136, column: 5)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 960, elements: !35)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !28)
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 99, column: 5, scope: !28)
!96 = !DILocation(line: 100, column: 5, scope: !28)
!97 = !DILocation(line: 0, scope: !46)
!98 = !DILocation(line: 0, scope: !48)
!99 = !DILocalVariable(name: "n", arg: 1, scope: !100, file: !2, line: 22, type: !43)
!100 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 22, type: !101, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!40, !43, !43}
!103 = !{!99, !104, !105, !106}
!104 = !DILocalVariable(name: "d", arg: 2, scope: !100, file: !2, line: 22, type: !43)
!105 = !DILocalVariable(name: "g", scope: !100, file: !2, line: 27, type: !43)
!106 = !DILocalVariable(name: "f", scope: !100, file: !2, line: 28, type: !40)
!107 = !DILocation(line: 0, scope: !100, inlinedAt: !108)
!108 = distinct !DILocation(line: 104, column: 24, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 102, column: 38)
!110 = distinct !DILexicalBlock(scope: !48, file: !2, line: 102, column: 9)
!111 = !DILocalVariable(name: "b", arg: 2, scope: !112, file: !2, line: 11, type: !43)
!112 = distinct !DISubprogram(name: "gcdl", scope: !2, file: !2, line: 11, type: !113, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!43, !43, !43}
!115 = !{!116, !111, !117}
!116 = !DILocalVariable(name: "a", arg: 1, scope: !112, file: !2, line: 11, type: !43)
!117 = !DILocalVariable(name: "t", scope: !118, file: !2, line: 15, type: !43)
!118 = distinct !DILexicalBlock(scope: !112, file: !2, line: 14, column: 15)
!119 = !DILocation(line: 0, scope: !112, inlinedAt: !120)
!120 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !108)
!121 = !DILocation(line: 0, scope: !118, inlinedAt: !120)
!122 = !DILocation(line: 104, column: 24, scope: !109)
!123 = !{!124, !124, i64 0}
!124 = !{!"long", !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = !DILocation(line: 103, column: 21, scope: !109)
!128 = !{!129, !129, i64 0}
!129 = !{!"double", !125, i64 0}
!130 = !DILocation(line: 104, column: 13, scope: !109)
!131 = !DILocation(line: 103, column: 13, scope: !109)
!132 = !DILocation(line: 106, column: 5, scope: !28)
!133 = !DILocation(line: 107, column: 5, scope: !28)
!134 = !DILocation(line: 108, column: 14, scope: !28)
!135 = !DILocation(line: 109, column: 5, scope: !28)
!136 = !DILocation(line: 110, column: 5, scope: !28)
!137 = !DILocation(line: 0, scope: !57)
!138 = !DILocation(line: 112, column: 59, scope: !139)
!139 = distinct !DILexicalBlock(scope: !57, file: !2, line: 111, column: 5)
!140 = !DILocation(line: 112, column: 71, scope: !139)
!141 = !{!142, !124, i64 0}
!142 = !{!"frac", !124, i64 0, !124, i64 8}
!143 = !DILocation(line: 112, column: 82, scope: !139)
!144 = !{!142, !124, i64 8}
!145 = !DILocation(line: 113, column: 16, scope: !139)
!146 = !DILocation(line: 113, column: 36, scope: !139)
!147 = !DILocation(line: 113, column: 34, scope: !139)
!148 = !DILocation(line: 112, column: 9, scope: !139)
!149 = !DILocation(line: 112, column: 65, scope: !139)
!150 = !DILocation(line: 0, scope: !59)
!151 = !DILocation(line: 0, scope: !61)
!152 = !DILocation(line: 0, scope: !64)
!153 = !DILocation(line: 118, column: 32, scope: !66)
!154 = !DILocation(line: 0, scope: !66)
!155 = !DILocation(line: 119, column: 15, scope: !66)
!156 = !DILocation(line: 121, column: 9, scope: !61)
!157 = !DILocation(line: 124, column: 5, scope: !28)
!158 = !DILocation(line: 125, column: 5, scope: !28)
!159 = !DILocation(line: 0, scope: !71)
!160 = !DILocation(line: 126, column: 5, scope: !71)
!161 = !DILocation(line: 0, scope: !73)
!162 = !DILocation(line: 128, column: 36, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 127, column: 37)
!164 = distinct !DILexicalBlock(scope: !73, file: !2, line: 127, column: 9)
!165 = !DILocation(line: 128, column: 29, scope: !163)
!166 = !DILocation(line: 128, column: 27, scope: !163)
!167 = !DILocation(line: 128, column: 13, scope: !163)
!168 = !DILocation(line: 128, column: 21, scope: !163)
!169 = !DILocation(line: 129, column: 30, scope: !163)
!170 = !DILocation(line: 0, scope: !100, inlinedAt: !171)
!171 = distinct !DILocation(line: 129, column: 24, scope: !163)
!172 = !DILocation(line: 0, scope: !112, inlinedAt: !173)
!173 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !171)
!174 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !173)
!175 = !DILocation(line: 134, column: 5, scope: !28)
!176 = !DILocation(line: 135, column: 5, scope: !28)
!177 = !DILocation(line: 0, scope: !77)
!178 = !DILocation(line: 137, column: 57, scope: !179)
!179 = distinct !DILexicalBlock(scope: !77, file: !2, line: 136, column: 5)
!180 = !DILocation(line: 137, column: 69, scope: !179)
!181 = !DILocation(line: 137, column: 80, scope: !179)
!182 = !DILocation(line: 137, column: 9, scope: !179)
!183 = !DILocation(line: 139, column: 1, scope: !28)
!184 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !173)
!185 = !DILocation(line: 0, scope: !118, inlinedAt: !173)
!186 = distinct !{!186, !174, !187, !188}
!187 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !173)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !DILocation(line: 129, column: 13, scope: !163)
!190 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !171)
!191 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !171)
!192 = !DILocation(line: 129, column: 24, scope: !163)
!193 = !DILocation(line: 128, column: 32, scope: !163)
!194 = !DILocation(line: 131, column: 9, scope: !74)
!195 = !DILocation(line: 131, column: 17, scope: !74)
!196 = !DILocation(line: 0, scope: !100, inlinedAt: !197)
!197 = distinct !DILocation(line: 132, column: 20, scope: !74)
!198 = !DILocation(line: 0, scope: !112, inlinedAt: !199)
!199 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !197)
!200 = !DILocation(line: 0, scope: !118, inlinedAt: !199)
!201 = !DILocation(line: 132, column: 9, scope: !74)
!202 = !DILocation(line: 132, column: 20, scope: !74)
!203 = !DILocation(line: 126, column: 23, scope: !75)
!204 = distinct !{!204, !160, !205, !188}
!205 = !DILocation(line: 133, column: 5, scope: !71)
!206 = distinct !DISubprogram(name: "solve_double", scope: !2, file: !2, line: 37, type: !207, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !213)
!207 = !DISubroutineType(types: !208)
!208 = !{!31, !209, !212}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 384, elements: !211)
!211 = !{!37}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!213 = !{!214, !215, !216, !218, !221, !223, !226, !229, !231, !234, !236, !239, !241, !244, !246}
!214 = !DILocalVariable(name: "a", arg: 1, scope: !206, file: !2, line: 37, type: !209)
!215 = !DILocalVariable(name: "x", arg: 2, scope: !206, file: !2, line: 37, type: !212)
!216 = !DILocalVariable(name: "c", scope: !217, file: !2, line: 38, type: !31)
!217 = distinct !DILexicalBlock(scope: !206, file: !2, line: 38, column: 5)
!218 = !DILocalVariable(name: "piv", scope: !219, file: !2, line: 39, type: !31)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 38, column: 33)
!220 = distinct !DILexicalBlock(scope: !217, file: !2, line: 38, column: 5)
!221 = !DILocalVariable(name: "r", scope: !222, file: !2, line: 40, type: !31)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 40, column: 9)
!223 = !DILocalVariable(name: "k", scope: !224, file: !2, line: 46, type: !31)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 46, column: 13)
!225 = distinct !DILexicalBlock(scope: !219, file: !2, line: 45, column: 13)
!226 = !DILocalVariable(name: "t", scope: !227, file: !2, line: 47, type: !24)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 46, column: 42)
!228 = distinct !DILexicalBlock(scope: !224, file: !2, line: 46, column: 13)
!229 = !DILocalVariable(name: "r", scope: !230, file: !2, line: 51, type: !31)
!230 = distinct !DILexicalBlock(scope: !219, file: !2, line: 51, column: 9)
!231 = !DILocalVariable(name: "f", scope: !232, file: !2, line: 52, type: !24)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 51, column: 41)
!233 = distinct !DILexicalBlock(scope: !230, file: !2, line: 51, column: 9)
!234 = !DILocalVariable(name: "k", scope: !235, file: !2, line: 53, type: !31)
!235 = distinct !DILexicalBlock(scope: !232, file: !2, line: 53, column: 13)
!236 = !DILocalVariable(name: "t", scope: !237, file: !2, line: 54, type: !24)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 53, column: 42)
!238 = distinct !DILexicalBlock(scope: !235, file: !2, line: 53, column: 13)
!239 = !DILocalVariable(name: "r", scope: !240, file: !2, line: 59, type: !31)
!240 = distinct !DILexicalBlock(scope: !206, file: !2, line: 59, column: 5)
!241 = !DILocalVariable(name: "s", scope: !242, file: !2, line: 60, type: !24)
!242 = distinct !DILexicalBlock(scope: !243, file: !2, line: 59, column: 38)
!243 = distinct !DILexicalBlock(scope: !240, file: !2, line: 59, column: 5)
!244 = !DILocalVariable(name: "k", scope: !245, file: !2, line: 61, type: !31)
!245 = distinct !DILexicalBlock(scope: !242, file: !2, line: 61, column: 9)
!246 = !DILocalVariable(name: "t", scope: !247, file: !2, line: 62, type: !24)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 61, column: 41)
!248 = distinct !DILexicalBlock(scope: !245, file: !2, line: 61, column: 9)
!249 = !DILocation(line: 0, scope: !206)
!250 = !DILocation(line: 0, scope: !217)
!251 = !DILocation(line: 38, column: 5, scope: !217)
!252 = !DILocation(line: 38, column: 23, scope: !220)
!253 = distinct !{!253, !251, !254, !188}
!254 = !DILocation(line: 58, column: 5, scope: !217)
!255 = !DILocation(line: 0, scope: !219)
!256 = !DILocation(line: 40, column: 24, scope: !222)
!257 = !DILocation(line: 0, scope: !222)
!258 = !DILocation(line: 40, column: 31, scope: !259)
!259 = distinct !DILexicalBlock(scope: !222, file: !2, line: 40, column: 9)
!260 = !DILocation(line: 40, column: 9, scope: !222)
!261 = !DILocation(line: 43, column: 13, scope: !262)
!262 = distinct !DILexicalBlock(scope: !219, file: !2, line: 43, column: 13)
!263 = !DILocation(line: 43, column: 23, scope: !262)
!264 = !DILocation(line: 43, column: 13, scope: !219)
!265 = !DILocation(line: 41, column: 22, scope: !266)
!266 = distinct !DILexicalBlock(scope: !259, file: !2, line: 41, column: 17)
!267 = !DILocalVariable(name: "x", arg: 1, scope: !268, file: !2, line: 35, type: !24)
!268 = distinct !DISubprogram(name: "dabs", scope: !2, file: !2, line: 35, type: !269, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!24, !24}
!271 = !{!267}
!272 = !DILocation(line: 0, scope: !268, inlinedAt: !273)
!273 = distinct !DILocation(line: 41, column: 17, scope: !266)
!274 = !DILocation(line: 35, column: 41, scope: !268, inlinedAt: !273)
!275 = !DILocation(line: 35, column: 39, scope: !268, inlinedAt: !273)
!276 = !DILocation(line: 41, column: 38, scope: !266)
!277 = !DILocation(line: 0, scope: !268, inlinedAt: !278)
!278 = distinct !DILocation(line: 41, column: 33, scope: !266)
!279 = !DILocation(line: 35, column: 41, scope: !268, inlinedAt: !278)
!280 = !DILocation(line: 35, column: 39, scope: !268, inlinedAt: !278)
!281 = !DILocation(line: 41, column: 31, scope: !266)
!282 = !DILocation(line: 41, column: 17, scope: !259)
!283 = !DILocation(line: 40, column: 37, scope: !259)
!284 = distinct !{!284, !260, !285, !188}
!285 = !DILocation(line: 42, column: 23, scope: !222)
!286 = !DILocation(line: 45, column: 17, scope: !225)
!287 = !DILocation(line: 45, column: 13, scope: !219)
!288 = !DILocation(line: 0, scope: !224)
!289 = !DILocation(line: 47, column: 28, scope: !227)
!290 = !DILocation(line: 0, scope: !227)
!291 = !DILocation(line: 48, column: 27, scope: !227)
!292 = !DILocation(line: 48, column: 25, scope: !227)
!293 = !DILocation(line: 49, column: 27, scope: !227)
!294 = !DILocation(line: 51, column: 31, scope: !233)
!295 = !DILocation(line: 0, scope: !230)
!296 = !DILocation(line: 51, column: 9, scope: !230)
!297 = !DILocation(line: 52, column: 24, scope: !232)
!298 = !DILocation(line: 52, column: 34, scope: !232)
!299 = !DILocation(line: 52, column: 32, scope: !232)
!300 = !DILocation(line: 0, scope: !232)
!301 = !DILocation(line: 0, scope: !235)
!302 = !DILocation(line: 54, column: 32, scope: !237)
!303 = !DILocation(line: 54, column: 30, scope: !237)
!304 = !DILocation(line: 0, scope: !237)
!305 = !DILocation(line: 55, column: 17, scope: !237)
!306 = !DILocation(line: 55, column: 25, scope: !237)
!307 = !DILocation(line: 53, column: 13, scope: !235)
!308 = distinct !{!308, !307, !309, !188}
!309 = !DILocation(line: 56, column: 13, scope: !235)
!310 = !DILocation(line: 51, column: 37, scope: !233)
!311 = distinct !{!311, !296, !312, !188}
!312 = !DILocation(line: 57, column: 9, scope: !230)
!313 = !DILocation(line: 0, scope: !240)
!314 = !DILocation(line: 0, scope: !242)
!315 = !DILocation(line: 0, scope: !245)
!316 = !DILocation(line: 60, column: 20, scope: !242)
!317 = !DILocation(line: 65, column: 20, scope: !242)
!318 = !DILocation(line: 65, column: 18, scope: !242)
!319 = !DILocation(line: 65, column: 9, scope: !242)
!320 = !DILocation(line: 65, column: 14, scope: !242)
!321 = !DILocation(line: 0, scope: !247)
!322 = !DILocation(line: 62, column: 24, scope: !247)
!323 = !DILocation(line: 62, column: 32, scope: !247)
!324 = !DILocation(line: 63, column: 15, scope: !247)
!325 = !DILocation(line: 68, column: 1, scope: !206)
!326 = distinct !DISubprogram(name: "solve_exact", scope: !2, file: !2, line: 70, type: !327, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !332)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !329, !331}
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 768, elements: !211)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!332 = !{!333, !334, !335, !337, !340, !343, !346, !348, !351, !353, !355, !358}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !326, file: !2, line: 70, type: !329)
!334 = !DILocalVariable(name: "x", arg: 2, scope: !326, file: !2, line: 70, type: !331)
!335 = !DILocalVariable(name: "c", scope: !336, file: !2, line: 71, type: !31)
!336 = distinct !DILexicalBlock(scope: !326, file: !2, line: 71, column: 5)
!337 = !DILocalVariable(name: "piv", scope: !338, file: !2, line: 72, type: !31)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 71, column: 33)
!339 = distinct !DILexicalBlock(scope: !336, file: !2, line: 71, column: 5)
!340 = !DILocalVariable(name: "k", scope: !341, file: !2, line: 76, type: !31)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 76, column: 13)
!342 = distinct !DILexicalBlock(scope: !338, file: !2, line: 75, column: 13)
!343 = !DILocalVariable(name: "t", scope: !344, file: !2, line: 77, type: !40)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 76, column: 42)
!345 = distinct !DILexicalBlock(scope: !341, file: !2, line: 76, column: 13)
!346 = !DILocalVariable(name: "r", scope: !347, file: !2, line: 81, type: !31)
!347 = distinct !DILexicalBlock(scope: !338, file: !2, line: 81, column: 9)
!348 = !DILocalVariable(name: "f", scope: !349, file: !2, line: 82, type: !40)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 81, column: 41)
!350 = distinct !DILexicalBlock(scope: !347, file: !2, line: 81, column: 9)
!351 = !DILocalVariable(name: "k", scope: !352, file: !2, line: 83, type: !31)
!352 = distinct !DILexicalBlock(scope: !349, file: !2, line: 83, column: 13)
!353 = !DILocalVariable(name: "r", scope: !354, file: !2, line: 87, type: !31)
!354 = distinct !DILexicalBlock(scope: !326, file: !2, line: 87, column: 5)
!355 = !DILocalVariable(name: "s", scope: !356, file: !2, line: 88, type: !40)
!356 = distinct !DILexicalBlock(scope: !357, file: !2, line: 87, column: 38)
!357 = distinct !DILexicalBlock(scope: !354, file: !2, line: 87, column: 5)
!358 = !DILocalVariable(name: "k", scope: !359, file: !2, line: 89, type: !31)
!359 = distinct !DILexicalBlock(scope: !356, file: !2, line: 89, column: 9)
!360 = distinct !DIAssignID()
!361 = !DILocation(line: 0, scope: !344)
!362 = !DILocation(line: 0, scope: !326)
!363 = !DILocation(line: 0, scope: !336)
!364 = !DILocation(line: 71, column: 5, scope: !336)
!365 = !DILocation(line: 71, column: 23, scope: !339)
!366 = distinct !{!366, !364, !367, !188}
!367 = !DILocation(line: 86, column: 5, scope: !336)
!368 = !DILocation(line: 73, column: 9, scope: !338)
!369 = !DILocation(line: 0, scope: !338)
!370 = !DILocation(line: 73, column: 16, scope: !338)
!371 = !DILocation(line: 73, column: 26, scope: !338)
!372 = !DILocation(line: 73, column: 30, scope: !338)
!373 = !DILocation(line: 74, column: 16, scope: !338)
!374 = distinct !{!374, !368, !373, !188}
!375 = !DILocation(line: 75, column: 17, scope: !342)
!376 = !DILocation(line: 75, column: 13, scope: !338)
!377 = !DILocation(line: 0, scope: !341)
!378 = !DILocation(line: 77, column: 17, scope: !344)
!379 = !DILocation(line: 77, column: 33, scope: !344)
!380 = !{i64 0, i64 8, !123, i64 8, i64 8, !123}
!381 = distinct !DIAssignID()
!382 = !DILocation(line: 78, column: 27, scope: !344)
!383 = !DILocation(line: 79, column: 29, scope: !344)
!384 = !DILocation(line: 80, column: 13, scope: !345)
!385 = !DILocation(line: 81, column: 24, scope: !347)
!386 = !DILocation(line: 0, scope: !347)
!387 = !DILocation(line: 81, column: 31, scope: !350)
!388 = !DILocation(line: 81, column: 9, scope: !347)
!389 = !DILocation(line: 82, column: 34, scope: !349)
!390 = !DILocation(line: 82, column: 29, scope: !349)
!391 = !DILocalVariable(name: "a", arg: 1, scope: !392, file: !2, line: 33, type: !40)
!392 = distinct !DISubprogram(name: "fdiv", scope: !2, file: !2, line: 33, type: !393, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{!40, !40, !40}
!395 = !{!391, !396}
!396 = !DILocalVariable(name: "b", arg: 2, scope: !392, file: !2, line: 33, type: !40)
!397 = !DILocation(line: 0, scope: !392, inlinedAt: !398)
!398 = distinct !DILocation(line: 82, column: 29, scope: !349)
!399 = !DILocation(line: 33, column: 73, scope: !392, inlinedAt: !398)
!400 = !DILocation(line: 33, column: 88, scope: !392, inlinedAt: !398)
!401 = !DILocation(line: 0, scope: !100, inlinedAt: !402)
!402 = distinct !DILocation(line: 33, column: 64, scope: !392, inlinedAt: !398)
!403 = !DILocation(line: 23, column: 11, scope: !404, inlinedAt: !402)
!404 = distinct !DILexicalBlock(scope: !100, file: !2, line: 23, column: 9)
!405 = !DILocation(line: 23, column: 9, scope: !100, inlinedAt: !402)
!406 = !DILocation(line: 0, scope: !112, inlinedAt: !407)
!407 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !402)
!408 = !DILocation(line: 12, column: 9, scope: !112, inlinedAt: !407)
!409 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !407)
!410 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !407)
!411 = !DILocation(line: 0, scope: !118, inlinedAt: !407)
!412 = distinct !{!412, !409, !413, !188}
!413 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !407)
!414 = !DILocation(line: 28, column: 22, scope: !100, inlinedAt: !402)
!415 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !402)
!416 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !402)
!417 = !DILocation(line: 28, column: 37, scope: !100, inlinedAt: !402)
!418 = !DILocation(line: 0, scope: !349)
!419 = !DILocation(line: 0, scope: !352)
!420 = !DILocation(line: 83, column: 13, scope: !352)
!421 = !DILocation(line: 81, column: 37, scope: !350)
!422 = distinct !{!422, !388, !423, !188}
!423 = !DILocation(line: 85, column: 9, scope: !347)
!424 = !DILocation(line: 84, column: 17, scope: !425)
!425 = distinct !DILexicalBlock(scope: !352, file: !2, line: 83, column: 13)
!426 = !DILocation(line: 84, column: 49, scope: !425)
!427 = !DILocation(line: 84, column: 41, scope: !425)
!428 = !DILocalVariable(name: "a", arg: 1, scope: !429, file: !2, line: 32, type: !40)
!429 = distinct !DISubprogram(name: "fmul", scope: !2, file: !2, line: 32, type: !393, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !430)
!430 = !{!428, !431}
!431 = !DILocalVariable(name: "b", arg: 2, scope: !429, file: !2, line: 32, type: !40)
!432 = !DILocation(line: 0, scope: !429, inlinedAt: !433)
!433 = distinct !DILocation(line: 84, column: 41, scope: !425)
!434 = !DILocation(line: 32, column: 73, scope: !429, inlinedAt: !433)
!435 = !DILocation(line: 32, column: 88, scope: !429, inlinedAt: !433)
!436 = !DILocation(line: 0, scope: !100, inlinedAt: !437)
!437 = distinct !DILocation(line: 32, column: 64, scope: !429, inlinedAt: !433)
!438 = !DILocation(line: 23, column: 11, scope: !404, inlinedAt: !437)
!439 = !DILocation(line: 23, column: 9, scope: !100, inlinedAt: !437)
!440 = !DILocation(line: 0, scope: !112, inlinedAt: !441)
!441 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !437)
!442 = !DILocation(line: 12, column: 9, scope: !112, inlinedAt: !441)
!443 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !441)
!444 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !441)
!445 = !DILocation(line: 0, scope: !118, inlinedAt: !441)
!446 = distinct !{!446, !443, !447, !188}
!447 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !441)
!448 = !DILocation(line: 28, column: 22, scope: !100, inlinedAt: !437)
!449 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !437)
!450 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !437)
!451 = !DILocation(line: 28, column: 37, scope: !100, inlinedAt: !437)
!452 = !DILocation(line: 84, column: 27, scope: !425)
!453 = !DILocalVariable(name: "a", arg: 1, scope: !454, file: !2, line: 31, type: !40)
!454 = distinct !DISubprogram(name: "fsub", scope: !2, file: !2, line: 31, type: !393, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !455)
!455 = !{!453, !456}
!456 = !DILocalVariable(name: "b", arg: 2, scope: !454, file: !2, line: 31, type: !40)
!457 = !DILocation(line: 0, scope: !454, inlinedAt: !458)
!458 = distinct !DILocation(line: 84, column: 27, scope: !425)
!459 = !DILocation(line: 31, column: 73, scope: !454, inlinedAt: !458)
!460 = !DILocation(line: 31, column: 89, scope: !454, inlinedAt: !458)
!461 = !DILocation(line: 31, column: 81, scope: !454, inlinedAt: !458)
!462 = !DILocation(line: 31, column: 104, scope: !454, inlinedAt: !458)
!463 = !DILocation(line: 0, scope: !100, inlinedAt: !464)
!464 = distinct !DILocation(line: 31, column: 64, scope: !454, inlinedAt: !458)
!465 = !DILocation(line: 23, column: 11, scope: !404, inlinedAt: !464)
!466 = !DILocation(line: 23, column: 9, scope: !100, inlinedAt: !464)
!467 = !DILocation(line: 0, scope: !112, inlinedAt: !468)
!468 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !464)
!469 = !DILocation(line: 12, column: 9, scope: !112, inlinedAt: !468)
!470 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !468)
!471 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !468)
!472 = !DILocation(line: 0, scope: !118, inlinedAt: !468)
!473 = distinct !{!473, !470, !474, !188}
!474 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !468)
!475 = !DILocation(line: 28, column: 22, scope: !100, inlinedAt: !464)
!476 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !464)
!477 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !464)
!478 = !DILocation(line: 28, column: 37, scope: !100, inlinedAt: !464)
!479 = !DILocation(line: 83, column: 38, scope: !425)
!480 = !DILocation(line: 83, column: 31, scope: !425)
!481 = distinct !{!481, !420, !482, !188}
!482 = !DILocation(line: 84, column: 57, scope: !352)
!483 = !DILocation(line: 93, column: 1, scope: !326)
!484 = !DILocation(line: 0, scope: !354)
!485 = !DILocation(line: 88, column: 25, scope: !356)
!486 = !DILocation(line: 0, scope: !356)
!487 = !DILocation(line: 0, scope: !359)
!488 = !DILocation(line: 89, column: 31, scope: !489)
!489 = distinct !DILexicalBlock(scope: !359, file: !2, line: 89, column: 9)
!490 = !DILocation(line: 89, column: 9, scope: !359)
!491 = !DILocation(line: 91, column: 9, scope: !356)
!492 = !DILocation(line: 91, column: 24, scope: !356)
!493 = !DILocation(line: 91, column: 16, scope: !356)
!494 = !DILocation(line: 0, scope: !392, inlinedAt: !495)
!495 = distinct !DILocation(line: 91, column: 16, scope: !356)
!496 = !DILocation(line: 33, column: 73, scope: !392, inlinedAt: !495)
!497 = !DILocation(line: 33, column: 88, scope: !392, inlinedAt: !495)
!498 = !DILocation(line: 0, scope: !100, inlinedAt: !499)
!499 = distinct !DILocation(line: 33, column: 64, scope: !392, inlinedAt: !495)
!500 = !DILocation(line: 23, column: 11, scope: !404, inlinedAt: !499)
!501 = !DILocation(line: 23, column: 9, scope: !100, inlinedAt: !499)
!502 = !DILocation(line: 0, scope: !112, inlinedAt: !503)
!503 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !499)
!504 = !DILocation(line: 12, column: 9, scope: !112, inlinedAt: !503)
!505 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !503)
!506 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !503)
!507 = !DILocation(line: 0, scope: !118, inlinedAt: !503)
!508 = distinct !{!508, !505, !509, !188}
!509 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !503)
!510 = !DILocation(line: 28, column: 22, scope: !100, inlinedAt: !499)
!511 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !499)
!512 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !499)
!513 = !DILocation(line: 28, column: 37, scope: !100, inlinedAt: !499)
!514 = !DILocation(line: 87, column: 34, scope: !357)
!515 = !DILocation(line: 87, column: 27, scope: !357)
!516 = !DILocation(line: 87, column: 5, scope: !354)
!517 = distinct !{!517, !516, !518, !188}
!518 = !DILocation(line: 92, column: 5, scope: !354)
!519 = !DILocation(line: 89, scope: !359)
!520 = !DILocation(line: 90, column: 30, scope: !489)
!521 = !DILocation(line: 90, column: 39, scope: !489)
!522 = !DILocation(line: 90, column: 25, scope: !489)
!523 = !DILocation(line: 0, scope: !429, inlinedAt: !524)
!524 = distinct !DILocation(line: 90, column: 25, scope: !489)
!525 = !DILocation(line: 32, column: 73, scope: !429, inlinedAt: !524)
!526 = !DILocation(line: 32, column: 88, scope: !429, inlinedAt: !524)
!527 = !DILocation(line: 0, scope: !100, inlinedAt: !528)
!528 = distinct !DILocation(line: 32, column: 64, scope: !429, inlinedAt: !524)
!529 = !DILocation(line: 23, column: 11, scope: !404, inlinedAt: !528)
!530 = !DILocation(line: 23, column: 9, scope: !100, inlinedAt: !528)
!531 = !DILocation(line: 0, scope: !112, inlinedAt: !532)
!532 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !528)
!533 = !DILocation(line: 12, column: 9, scope: !112, inlinedAt: !532)
!534 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !532)
!535 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !532)
!536 = !DILocation(line: 0, scope: !118, inlinedAt: !532)
!537 = distinct !{!537, !534, !538, !188}
!538 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !532)
!539 = !DILocation(line: 28, column: 22, scope: !100, inlinedAt: !528)
!540 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !528)
!541 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !528)
!542 = !DILocation(line: 28, column: 37, scope: !100, inlinedAt: !528)
!543 = !DILocation(line: 0, scope: !454, inlinedAt: !544)
!544 = distinct !DILocation(line: 90, column: 17, scope: !489)
!545 = !DILocation(line: 31, column: 73, scope: !454, inlinedAt: !544)
!546 = !DILocation(line: 31, column: 89, scope: !454, inlinedAt: !544)
!547 = !DILocation(line: 31, column: 81, scope: !454, inlinedAt: !544)
!548 = !DILocation(line: 31, column: 104, scope: !454, inlinedAt: !544)
!549 = !DILocation(line: 0, scope: !100, inlinedAt: !550)
!550 = distinct !DILocation(line: 31, column: 64, scope: !454, inlinedAt: !544)
!551 = !DILocation(line: 23, column: 11, scope: !404, inlinedAt: !550)
!552 = !DILocation(line: 23, column: 9, scope: !100, inlinedAt: !550)
!553 = !DILocation(line: 0, scope: !112, inlinedAt: !554)
!554 = distinct !DILocation(line: 27, column: 14, scope: !100, inlinedAt: !550)
!555 = !DILocation(line: 12, column: 9, scope: !112, inlinedAt: !554)
!556 = !DILocation(line: 14, column: 5, scope: !112, inlinedAt: !554)
!557 = !DILocation(line: 15, column: 20, scope: !118, inlinedAt: !554)
!558 = !DILocation(line: 0, scope: !118, inlinedAt: !554)
!559 = distinct !{!559, !556, !560, !188}
!560 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !554)
!561 = !DILocation(line: 28, column: 22, scope: !100, inlinedAt: !550)
!562 = !DILocation(line: 28, column: 28, scope: !100, inlinedAt: !550)
!563 = !DILocation(line: 28, column: 43, scope: !100, inlinedAt: !550)
!564 = !DILocation(line: 28, column: 37, scope: !100, inlinedAt: !550)
!565 = distinct !{!565, !490, !566, !188}
!566 = !DILocation(line: 90, column: 44, scope: !359)
!567 = !DISubprogram(name: "printf", scope: !568, file: !568, line: 356, type: !569, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!569 = !DISubroutineType(types: !570)
!570 = !{!31, !571, null}
!571 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !572)
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !573, size: 64)
!573 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
