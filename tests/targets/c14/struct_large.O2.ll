; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.block = type { [256 x i8], i32 }
%struct.matrix4 = type { [4 x [4 x double]] }
%struct.record = type { [24 x i8], i32, [10 x i16], i64, double }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"%-6s id=%d total=%ld avg=%.1f first=%d last=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [43 x i8] c"after swap: %s %s, same bytes as copy: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"best %s %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [44 x i8] c"b1 checksum %u ok %u, b2 checksum %u ok %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [47 x i8] c"xor checksum %u ok %u, data[0..4] %u %u %u %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"round trip equals b1: %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [41 x i8] c"sizes: matrix4=%zu record=%zu block=%zu\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.15 = private unnamed_addr constant [31 x i8] c"  %10.3f %10.3f %10.3f %10.3f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca %struct.block, align 16
  %2 = alloca %struct.block, align 16
  %3 = alloca %struct.block, align 16
  %4 = alloca %struct.block, align 16
  %5 = alloca %struct.matrix4, align 8
  %6 = alloca %struct.matrix4, align 8
  %7 = alloca %struct.matrix4, align 16
  %8 = alloca %struct.matrix4, align 16
  %9 = alloca [5 x %struct.record], align 16
  %10 = alloca [5 x i8*], align 16
  %11 = alloca %struct.record, align 8
  %12 = alloca %struct.record, align 8
  %13 = alloca %struct.block, align 8
  %14 = alloca %struct.block, align 8
  %15 = alloca %struct.block, align 8
  %16 = alloca %struct.block, align 4
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !89
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !89
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !89
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !89
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !89
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !17, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !82, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !89
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -2.500000e-01, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.250000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 7.500000e-01, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.250000e+00, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !81
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91), !dbg !94
  %17 = bitcast %struct.matrix4* %6 to i8*, !dbg !95
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %17), !dbg !95
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double -2.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 1.250000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 7.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !117
  call void @llvm.dbg.value(metadata double 2.250000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !117
  %18 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 0, i64 0, !dbg !95
  store double 1.000000e+00, double* %18, align 8, !dbg !95
  %19 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 0, i64 1, !dbg !95
  %20 = bitcast double* %19 to i8*, !dbg !95
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false), !dbg !95
  %21 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 1, i64 1, !dbg !95
  store double 1.000000e+00, double* %21, align 8, !dbg !95
  %22 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 1, i64 2, !dbg !95
  %23 = bitcast double* %22 to i8*, !dbg !95
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false), !dbg !95
  %24 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 2, i64 2, !dbg !95
  store double 1.000000e+00, double* %24, align 8, !dbg !95
  %25 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 2, i64 3, !dbg !95
  %26 = bitcast double* %25 to i8*, !dbg !95
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false), !dbg !95
  %27 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 3, i64 3, !dbg !95
  store double 1.000000e+00, double* %27, align 8, !dbg !95
  call void @llvm.dbg.declare(metadata %struct.matrix4* %6, metadata !100, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.declare(metadata %struct.matrix4* %7, metadata !102, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i64 0, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %28 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 0, i64 1, !dbg !124
  %29 = load double, double* %28, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double %29, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %30 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 0, i64 2, !dbg !124
  %31 = load double, double* %30, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %32 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 0, i64 3, !dbg !124
  %33 = load double, double* %32, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %34 = fmul double %29, 1.750000e+00, !dbg !129
  call void @llvm.dbg.value(metadata double %34, metadata !113, metadata !DIExpression()), !dbg !123
  %35 = insertelement <2 x double> poison, double %29, i64 0, !dbg !130
  %36 = insertelement <2 x double> %35, double %34, i64 1, !dbg !130
  %37 = fadd <2 x double> %36, <double 1.500000e+00, double 2.500000e-01>, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %38 = insertelement <2 x double> poison, double %31, i64 0, !dbg !129
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %40 = fmul <2 x double> %39, <double 1.500000e+00, double 1.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %41 = fadd <2 x double> %37, %40, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %42 = insertelement <2 x double> poison, double %33, i64 0, !dbg !129
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %44 = fmul <2 x double> %43, <double 2.000000e+00, double 1.750000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %45 = fadd <2 x double> %41, %44, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %46 = bitcast %struct.matrix4* %7 to <2 x double>*, !dbg !131
  store <2 x double> %45, <2 x double>* %46, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %47 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 0, i64 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %48 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %49 = fmul <2 x double> %48, <double 5.000000e-01, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %50 = fadd <2 x double> %49, <double 0.000000e+00, double -2.500000e-01>, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %51 = fmul <2 x double> %39, <double 2.000000e+00, double 7.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %52 = fadd <2 x double> %50, %51, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %53 = fmul <2 x double> %43, <double 1.500000e+00, double 2.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %54 = fadd <2 x double> %52, %53, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %55 = bitcast double* %47 to <2 x double>*, !dbg !131
  store <2 x double> %54, <2 x double>* %55, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !103, metadata !DIExpression()), !dbg !119
  %56 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 1, i64 0
  %57 = load double, double* %56, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata i64 1, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %58 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 1, i64 1, !dbg !124
  %59 = load double, double* %58, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double %59, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %60 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 1, i64 2, !dbg !124
  %61 = load double, double* %60, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %62 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 1, i64 3, !dbg !124
  %63 = load double, double* %62, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %64 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 1, i64 0, !dbg !132
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  %65 = insertelement <2 x double> poison, double %57, i64 0, !dbg !129
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %67 = fmul <2 x double> %66, <double 1.500000e+00, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %68 = fadd <2 x double> %67, zeroinitializer, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %69 = fmul double %59, 1.750000e+00, !dbg !129
  call void @llvm.dbg.value(metadata double %69, metadata !113, metadata !DIExpression()), !dbg !123
  %70 = insertelement <2 x double> poison, double %59, i64 0, !dbg !130
  %71 = insertelement <2 x double> %70, double %69, i64 1, !dbg !130
  %72 = fadd <2 x double> %68, %71, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %73 = insertelement <2 x double> poison, double %61, i64 0, !dbg !129
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %75 = fmul <2 x double> %74, <double 1.500000e+00, double 1.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %76 = fadd <2 x double> %72, %75, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %77 = insertelement <2 x double> poison, double %63, i64 0, !dbg !129
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %79 = fmul <2 x double> %78, <double 2.000000e+00, double 1.750000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %80 = fadd <2 x double> %76, %79, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %81 = bitcast double* %64 to <2 x double>*, !dbg !131
  store <2 x double> %80, <2 x double>* %81, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %82 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 1, i64 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  %83 = fmul <2 x double> %66, <double 0.000000e+00, double -2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %84 = fadd <2 x double> %83, zeroinitializer, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %85 = shufflevector <2 x double> %70, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %86 = fmul <2 x double> %85, <double 5.000000e-01, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %87 = fadd <2 x double> %84, %86, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %88 = fmul <2 x double> %74, <double 2.000000e+00, double 7.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %89 = fadd <2 x double> %87, %88, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %90 = fmul <2 x double> %78, <double 1.500000e+00, double 2.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %91 = fadd <2 x double> %89, %90, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %92 = bitcast double* %82 to <2 x double>*, !dbg !131
  store <2 x double> %91, <2 x double>* %92, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !103, metadata !DIExpression()), !dbg !119
  %93 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 2, i64 0
  %94 = load double, double* %93, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata i64 2, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %95 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 2, i64 1, !dbg !124
  %96 = load double, double* %95, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double %96, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %97 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 2, i64 2, !dbg !124
  %98 = load double, double* %97, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %99 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 2, i64 3, !dbg !124
  %100 = load double, double* %99, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %101 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 2, i64 0, !dbg !132
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  %102 = insertelement <2 x double> poison, double %94, i64 0, !dbg !129
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %104 = fmul <2 x double> %103, <double 1.500000e+00, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %105 = fadd <2 x double> %104, zeroinitializer, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %106 = fmul double %96, 1.750000e+00, !dbg !129
  call void @llvm.dbg.value(metadata double %106, metadata !113, metadata !DIExpression()), !dbg !123
  %107 = insertelement <2 x double> poison, double %96, i64 0, !dbg !130
  %108 = insertelement <2 x double> %107, double %106, i64 1, !dbg !130
  %109 = fadd <2 x double> %105, %108, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %110 = insertelement <2 x double> poison, double %98, i64 0, !dbg !129
  %111 = shufflevector <2 x double> %110, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %112 = fmul <2 x double> %111, <double 1.500000e+00, double 1.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %113 = fadd <2 x double> %109, %112, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %114 = insertelement <2 x double> poison, double %100, i64 0, !dbg !129
  %115 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %116 = fmul <2 x double> %115, <double 2.000000e+00, double 1.750000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %117 = fadd <2 x double> %113, %116, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %118 = bitcast double* %101 to <2 x double>*, !dbg !131
  store <2 x double> %117, <2 x double>* %118, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %119 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 2, i64 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  %120 = fmul <2 x double> %103, <double 0.000000e+00, double -2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %121 = fadd <2 x double> %120, zeroinitializer, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %122 = shufflevector <2 x double> %107, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %123 = fmul <2 x double> %122, <double 5.000000e-01, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %124 = fadd <2 x double> %121, %123, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %125 = fmul <2 x double> %111, <double 2.000000e+00, double 7.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %126 = fadd <2 x double> %124, %125, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %127 = fmul <2 x double> %115, <double 1.500000e+00, double 2.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %128 = fadd <2 x double> %126, %127, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %129 = bitcast double* %119 to <2 x double>*, !dbg !131
  store <2 x double> %128, <2 x double>* %129, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !103, metadata !DIExpression()), !dbg !119
  %130 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 3, i64 0
  %131 = load double, double* %130, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata i64 3, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %132 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 3, i64 1, !dbg !124
  %133 = load double, double* %132, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double %133, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %134 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 3, i64 2, !dbg !124
  %135 = load double, double* %134, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %136 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %6, i64 0, i32 0, i64 3, i64 3, !dbg !124
  %137 = load double, double* %136, align 8, !dbg !124, !tbaa !125, !noalias !91
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %138 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 3, i64 0, !dbg !132
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  %139 = insertelement <2 x double> poison, double %131, i64 0, !dbg !129
  %140 = shufflevector <2 x double> %139, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %141 = fmul <2 x double> %140, <double 1.500000e+00, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %142 = fadd <2 x double> %141, zeroinitializer, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %143 = fmul double %133, 1.750000e+00, !dbg !129
  call void @llvm.dbg.value(metadata double %143, metadata !113, metadata !DIExpression()), !dbg !123
  %144 = insertelement <2 x double> poison, double %133, i64 0, !dbg !130
  %145 = insertelement <2 x double> %144, double %143, i64 1, !dbg !130
  %146 = fadd <2 x double> %142, %145, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %147 = insertelement <2 x double> poison, double %135, i64 0, !dbg !129
  %148 = shufflevector <2 x double> %147, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %149 = fmul <2 x double> %148, <double 1.500000e+00, double 1.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %150 = fadd <2 x double> %146, %149, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %151 = insertelement <2 x double> poison, double %137, i64 0, !dbg !129
  %152 = shufflevector <2 x double> %151, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %153 = fmul <2 x double> %152, <double 2.000000e+00, double 1.750000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %154 = fadd <2 x double> %150, %153, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %155 = bitcast double* %138 to <2 x double>*, !dbg !131
  store <2 x double> %154, <2 x double>* %155, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %156 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 3, i64 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !122
  %157 = fmul <2 x double> %140, <double 0.000000e+00, double -2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %158 = fadd <2 x double> %157, zeroinitializer, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %159 = shufflevector <2 x double> %144, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !129
  %160 = fmul <2 x double> %159, <double 5.000000e-01, double 2.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %161 = fadd <2 x double> %158, %160, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %162 = fmul <2 x double> %148, <double 2.000000e+00, double 7.500000e-01>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %163 = fadd <2 x double> %161, %162, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  %164 = fmul <2 x double> %152, <double 1.500000e+00, double 2.250000e+00>, !dbg !129
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !123
  %165 = fadd <2 x double> %163, %164, !dbg !130
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !121
  %166 = bitcast double* %156 to <2 x double>*, !dbg !131
  store <2 x double> %165, <2 x double>* %166, align 16, !dbg !131, !tbaa !125, !alias.scope !91
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 4, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %17), !dbg !133
  %167 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 0, i64 0, !dbg !134
  %168 = load double, double* %167, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %168, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !134
  %169 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 0, i64 1, !dbg !134
  %170 = load double, double* %169, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %170, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !134
  %171 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 0, i64 2, !dbg !134
  %172 = load double, double* %171, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %172, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !134
  %173 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 0, i64 3, !dbg !134
  %174 = load double, double* %173, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %174, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !134
  %175 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 1, i64 0, !dbg !134
  %176 = load double, double* %175, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %176, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !134
  %177 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 1, i64 1, !dbg !134
  %178 = load double, double* %177, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %178, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !134
  %179 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 1, i64 2, !dbg !134
  %180 = load double, double* %179, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %180, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !134
  %181 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 1, i64 3, !dbg !134
  %182 = load double, double* %181, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %182, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !134
  %183 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 2, i64 0, !dbg !134
  %184 = load double, double* %183, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %184, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !134
  %185 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 2, i64 1, !dbg !134
  %186 = load double, double* %185, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %186, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !134
  %187 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 2, i64 2, !dbg !134
  %188 = load double, double* %187, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %188, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !134
  %189 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 2, i64 3, !dbg !134
  %190 = load double, double* %189, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %190, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !134
  %191 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 3, i64 0, !dbg !134
  %192 = load double, double* %191, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %192, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !134
  %193 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 3, i64 1, !dbg !134
  %194 = load double, double* %193, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %194, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !134
  %195 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 3, i64 2, !dbg !134
  %196 = load double, double* %195, align 16, !dbg !134
  call void @llvm.dbg.value(metadata double %196, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !134
  %197 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %7, i64 0, i32 0, i64 3, i64 3, !dbg !134
  %198 = load double, double* %197, align 8, !dbg !134
  call void @llvm.dbg.value(metadata double %198, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !134
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), metadata !139, metadata !DIExpression()) #10, !dbg !134
  %199 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0)) #10, !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !141, metadata !DIExpression()) #10, !dbg !145
  %200 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %168, double noundef %170, double noundef %172, double noundef %174) #10, !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !141, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !141, metadata !DIExpression()) #10, !dbg !145
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %176, double noundef %178, double noundef %180, double noundef %182) #10, !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !141, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !141, metadata !DIExpression()) #10, !dbg !145
  %202 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %184, double noundef %186, double noundef %188, double noundef %190) #10, !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !141, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !141, metadata !DIExpression()) #10, !dbg !145
  %203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %192, double noundef %194, double noundef %196, double noundef %198) #10, !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !141, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -2.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.250000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 7.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.250000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !148
  %204 = bitcast %struct.matrix4* %8 to i8*
  %205 = bitcast %struct.matrix4* %5 to i8*
  %206 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 0, i64 0
  %207 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 0, i64 1
  %208 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 0, i64 2
  %209 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 0, i64 3
  %210 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 1, i64 1
  %211 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 1, i64 3
  %212 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 2, i64 1
  %213 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 2, i64 3
  %214 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 3, i64 1
  %215 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 3, i64 3
  %216 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 0, i64 0
  %217 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 0, i64 1
  %218 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 0, i64 2
  %219 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 0, i64 3
  %220 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 1, i64 1
  %221 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 1, i64 3
  %222 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 2, i64 1
  %223 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 2, i64 3
  %224 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 3, i64 1
  %225 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 3, i64 3
  call void @llvm.dbg.value(metadata double 2.250000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 7.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.250000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -2.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !148
  %226 = bitcast double* %209 to <2 x double>*
  %227 = bitcast double* %210 to <2 x double>*
  %228 = bitcast double* %211 to <2 x double>*
  %229 = bitcast double* %212 to <2 x double>*
  %230 = bitcast double* %213 to <2 x double>*
  %231 = bitcast double* %214 to <2 x double>*
  %232 = bitcast %struct.matrix4* %8 to <2 x double>*
  %233 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 0, i64 2
  %234 = bitcast double* %233 to <2 x double>*
  %235 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 1, i64 0
  %236 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 1, i64 1
  %237 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 1, i64 2
  %238 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 1, i64 3
  %239 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 1, i64 0
  %240 = bitcast double* %239 to <2 x double>*
  %241 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 1, i64 2
  %242 = bitcast double* %241 to <2 x double>*
  %243 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 2, i64 0
  %244 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 2, i64 1
  %245 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 2, i64 2
  %246 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 2, i64 3
  %247 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 2, i64 0
  %248 = bitcast double* %247 to <2 x double>*
  %249 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 2, i64 2
  %250 = bitcast double* %249 to <2 x double>*
  %251 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 3, i64 0
  %252 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 3, i64 1
  %253 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 3, i64 2
  %254 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %5, i64 0, i32 0, i64 3, i64 3
  %255 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 3, i64 0
  %256 = bitcast double* %255 to <2 x double>*
  %257 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %8, i64 0, i32 0, i64 3, i64 2
  %258 = bitcast double* %257 to <2 x double>*
  %259 = bitcast double* %219 to <2 x double>*
  %260 = bitcast double* %220 to <2 x double>*
  %261 = bitcast double* %221 to <2 x double>*
  %262 = bitcast double* %222 to <2 x double>*
  %263 = bitcast double* %223 to <2 x double>*
  %264 = bitcast double* %224 to <2 x double>*
  br label %290, !dbg !149

265:                                              ; preds = %290
  call void @llvm.dbg.value(metadata double %413, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double %414, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double %415, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double undef, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !150
  call void @llvm.dbg.value(metadata double %422, metadata !140, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !150
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), metadata !139, metadata !DIExpression()) #10, !dbg !150
  %266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)) #10, !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i64 0, metadata !141, metadata !DIExpression()) #10, !dbg !153
  %267 = extractelement <2 x double> %416, i64 0, !dbg !154
  %268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %413, double noundef %414, double noundef %415, double noundef %267) #10, !dbg !154
  call void @llvm.dbg.value(metadata i64 1, metadata !141, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i64 1, metadata !141, metadata !DIExpression()) #10, !dbg !153
  %269 = extractelement <2 x double> %416, i64 1, !dbg !154
  %270 = extractelement <2 x double> %417, i64 0, !dbg !154
  %271 = extractelement <2 x double> %417, i64 1, !dbg !154
  %272 = extractelement <2 x double> %418, i64 0, !dbg !154
  %273 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %269, double noundef %270, double noundef %271, double noundef %272) #10, !dbg !154
  call void @llvm.dbg.value(metadata i64 2, metadata !141, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i64 2, metadata !141, metadata !DIExpression()) #10, !dbg !153
  %274 = extractelement <2 x double> %418, i64 1, !dbg !154
  %275 = extractelement <2 x double> %419, i64 0, !dbg !154
  %276 = extractelement <2 x double> %419, i64 1, !dbg !154
  %277 = extractelement <2 x double> %420, i64 0, !dbg !154
  %278 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %274, double noundef %275, double noundef %276, double noundef %277) #10, !dbg !154
  call void @llvm.dbg.value(metadata i64 3, metadata !141, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i64 3, metadata !141, metadata !DIExpression()) #10, !dbg !153
  %279 = extractelement <2 x double> %420, i64 1, !dbg !154
  %280 = extractelement <2 x double> %421, i64 0, !dbg !154
  %281 = extractelement <2 x double> %421, i64 1, !dbg !154
  %282 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %279, double noundef %280, double noundef %281, double noundef %422) #10, !dbg !154
  call void @llvm.dbg.value(metadata i64 4, metadata !141, metadata !DIExpression()) #10, !dbg !153
  %283 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 0, i32 0, i64 0, !dbg !155
  call void @llvm.lifetime.start.p0i8(i64 320, i8* nonnull %283) #10, !dbg !155
  call void @llvm.dbg.declare(metadata [5 x %struct.record]* %9, metadata !34, metadata !DIExpression()), !dbg !156
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(320) %283, i8 0, i64 320, i1 false), !dbg !157
  %284 = bitcast [5 x i8*]* %10 to i8*, !dbg !158
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %284) #10, !dbg !158
  call void @llvm.dbg.declare(metadata [5 x i8*]* %10, metadata !53, metadata !DIExpression()), !dbg !159
  %285 = getelementptr inbounds [5 x i8*], [5 x i8*]* %10, i64 0, i64 0, !dbg !159
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8** %285, align 16, !dbg !159
  %286 = getelementptr inbounds [5 x i8*], [5 x i8*]* %10, i64 0, i64 1, !dbg !159
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8** %286, align 8, !dbg !159
  %287 = getelementptr inbounds [5 x i8*], [5 x i8*]* %10, i64 0, i64 2, !dbg !159
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** %287, align 16, !dbg !159
  %288 = getelementptr inbounds [5 x i8*], [5 x i8*]* %10, i64 0, i64 3, !dbg !159
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i8** %288, align 8, !dbg !159
  %289 = getelementptr inbounds [5 x i8*], [5 x i8*]* %10, i64 0, i64 4, !dbg !159
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8** %289, align 16, !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !160
  br label %425, !dbg !161

290:                                              ; preds = %0, %290
  %291 = phi i32 [ 0, %0 ], [ %423, %290 ]
  %292 = phi double [ 2.250000e+00, %0 ], [ %422, %290 ]
  %293 = phi double [ 0.000000e+00, %0 ], [ %415, %290 ]
  %294 = phi double [ 2.500000e-01, %0 ], [ %414, %290 ]
  %295 = phi double [ 1.500000e+00, %0 ], [ %413, %290 ]
  %296 = phi <2 x double> [ <double -2.500000e-01, double 1.000000e+00>, %0 ], [ %416, %290 ]
  %297 = phi <2 x double> [ <double 1.750000e+00, double 5.000000e-01>, %0 ], [ %417, %290 ]
  %298 = phi <2 x double> [ <double 2.500000e-01, double 1.500000e+00>, %0 ], [ %418, %290 ]
  %299 = phi <2 x double> [ <double 1.250000e+00, double 2.000000e+00>, %0 ], [ %419, %290 ]
  %300 = phi <2 x double> [ <double 7.500000e-01, double 2.000000e+00>, %0 ], [ %420, %290 ]
  %301 = phi <2 x double> [ <double 1.750000e+00, double 1.500000e+00>, %0 ], [ %421, %290 ]
  call void @llvm.dbg.value(metadata i32 %291, metadata !32, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double %292, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double %293, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double %294, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double %295, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %204) #10, !dbg !162
  tail call void @llvm.experimental.noalias.scope.decl(metadata !164), !dbg !162
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %205), !dbg !167
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double -2.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 1.250000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 7.500000e-01, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 1.750000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !169
  call void @llvm.dbg.value(metadata double 2.250000e+00, metadata !101, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !169
  store double %295, double* %206, align 8, !dbg !167
  store double %294, double* %207, align 8, !dbg !167
  store double %293, double* %208, align 8, !dbg !167
  store <2 x double> %296, <2 x double>* %226, align 8, !dbg !167
  store <2 x double> %297, <2 x double>* %227, align 8, !dbg !167
  store <2 x double> %298, <2 x double>* %228, align 8, !dbg !167
  store <2 x double> %299, <2 x double>* %229, align 8, !dbg !167
  store <2 x double> %300, <2 x double>* %230, align 8, !dbg !167
  store <2 x double> %301, <2 x double>* %231, align 8, !dbg !167
  store double %292, double* %215, align 8, !dbg !167
  call void @llvm.dbg.declare(metadata %struct.matrix4* %5, metadata !100, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.declare(metadata %struct.matrix4* %8, metadata !102, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i64 0, metadata !103, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double %294, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %302 = insertelement <2 x double> poison, double %295, i64 0, !dbg !176
  %303 = shufflevector <2 x double> %302, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %304 = fmul <2 x double> %303, <double 1.500000e+00, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %305 = fadd <2 x double> %304, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %306 = fmul double %294, 1.750000e+00, !dbg !176
  call void @llvm.dbg.value(metadata double %306, metadata !113, metadata !DIExpression()), !dbg !175
  %307 = insertelement <2 x double> poison, double %294, i64 0, !dbg !177
  %308 = insertelement <2 x double> %307, double %306, i64 1, !dbg !177
  %309 = fadd <2 x double> %305, %308, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %310 = insertelement <2 x double> poison, double %293, i64 0, !dbg !176
  %311 = shufflevector <2 x double> %310, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %312 = fmul <2 x double> %311, <double 1.500000e+00, double 1.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %313 = fadd <2 x double> %309, %312, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %314 = shufflevector <2 x double> %296, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %315 = fmul <2 x double> %314, <double 2.000000e+00, double 1.750000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %316 = fadd <2 x double> %313, %315, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %316, <2 x double>* %232, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %317 = fmul <2 x double> %303, <double 0.000000e+00, double -2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %318 = fadd <2 x double> %317, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %319 = shufflevector <2 x double> %307, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %320 = fmul <2 x double> %319, <double 5.000000e-01, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %321 = fadd <2 x double> %318, %320, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %322 = fmul <2 x double> %311, <double 2.000000e+00, double 7.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %323 = fadd <2 x double> %321, %322, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %324 = fmul <2 x double> %314, <double 1.500000e+00, double 2.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %325 = fadd <2 x double> %323, %324, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %325, <2 x double>* %234, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !103, metadata !DIExpression()), !dbg !171
  %326 = load double, double* %235, align 8, !dbg !179, !tbaa !125, !noalias !164
  %327 = load double, double* %236, align 8, !dbg !179, !tbaa !125, !noalias !164
  %328 = load double, double* %237, align 8, !dbg !179, !tbaa !125, !noalias !164
  %329 = load double, double* %238, align 8, !dbg !179, !tbaa !125, !noalias !164
  call void @llvm.dbg.value(metadata i64 1, metadata !103, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double %327, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %330 = insertelement <2 x double> poison, double %326, i64 0, !dbg !176
  %331 = shufflevector <2 x double> %330, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %332 = fmul <2 x double> %331, <double 1.500000e+00, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %333 = fadd <2 x double> %332, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %334 = fmul double %327, 1.750000e+00, !dbg !176
  call void @llvm.dbg.value(metadata double %334, metadata !113, metadata !DIExpression()), !dbg !175
  %335 = insertelement <2 x double> poison, double %327, i64 0, !dbg !177
  %336 = insertelement <2 x double> %335, double %334, i64 1, !dbg !177
  %337 = fadd <2 x double> %333, %336, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %338 = insertelement <2 x double> poison, double %328, i64 0, !dbg !176
  %339 = shufflevector <2 x double> %338, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %340 = fmul <2 x double> %339, <double 1.500000e+00, double 1.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %341 = fadd <2 x double> %337, %340, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %342 = insertelement <2 x double> poison, double %329, i64 0, !dbg !176
  %343 = shufflevector <2 x double> %342, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %344 = fmul <2 x double> %343, <double 2.000000e+00, double 1.750000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %345 = fadd <2 x double> %341, %344, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %345, <2 x double>* %240, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %346 = fmul <2 x double> %331, <double 0.000000e+00, double -2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %347 = fadd <2 x double> %346, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %348 = shufflevector <2 x double> %335, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %349 = fmul <2 x double> %348, <double 5.000000e-01, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %350 = fadd <2 x double> %347, %349, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %351 = fmul <2 x double> %339, <double 2.000000e+00, double 7.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %352 = fadd <2 x double> %350, %351, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %353 = fmul <2 x double> %343, <double 1.500000e+00, double 2.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %354 = fadd <2 x double> %352, %353, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %354, <2 x double>* %242, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !103, metadata !DIExpression()), !dbg !171
  %355 = load double, double* %243, align 8, !dbg !179, !tbaa !125, !noalias !164
  %356 = load double, double* %244, align 8, !dbg !179, !tbaa !125, !noalias !164
  %357 = load double, double* %245, align 8, !dbg !179, !tbaa !125, !noalias !164
  %358 = load double, double* %246, align 8, !dbg !179, !tbaa !125, !noalias !164
  call void @llvm.dbg.value(metadata i64 2, metadata !103, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double %356, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %359 = insertelement <2 x double> poison, double %355, i64 0, !dbg !176
  %360 = shufflevector <2 x double> %359, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %361 = fmul <2 x double> %360, <double 1.500000e+00, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %362 = fadd <2 x double> %361, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %363 = fmul double %356, 1.750000e+00, !dbg !176
  call void @llvm.dbg.value(metadata double %363, metadata !113, metadata !DIExpression()), !dbg !175
  %364 = insertelement <2 x double> poison, double %356, i64 0, !dbg !177
  %365 = insertelement <2 x double> %364, double %363, i64 1, !dbg !177
  %366 = fadd <2 x double> %362, %365, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %367 = insertelement <2 x double> poison, double %357, i64 0, !dbg !176
  %368 = shufflevector <2 x double> %367, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %369 = fmul <2 x double> %368, <double 1.500000e+00, double 1.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %370 = fadd <2 x double> %366, %369, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %371 = insertelement <2 x double> poison, double %358, i64 0, !dbg !176
  %372 = shufflevector <2 x double> %371, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %373 = fmul <2 x double> %372, <double 2.000000e+00, double 1.750000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %374 = fadd <2 x double> %370, %373, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %374, <2 x double>* %248, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %375 = fmul <2 x double> %360, <double 0.000000e+00, double -2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %376 = fadd <2 x double> %375, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %377 = shufflevector <2 x double> %364, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %378 = fmul <2 x double> %377, <double 5.000000e-01, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %379 = fadd <2 x double> %376, %378, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %380 = fmul <2 x double> %368, <double 2.000000e+00, double 7.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %381 = fadd <2 x double> %379, %380, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %382 = fmul <2 x double> %372, <double 1.500000e+00, double 2.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %383 = fadd <2 x double> %381, %382, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %383, <2 x double>* %250, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !103, metadata !DIExpression()), !dbg !171
  %384 = load double, double* %251, align 8, !dbg !179, !tbaa !125, !noalias !164
  %385 = load double, double* %252, align 8, !dbg !179, !tbaa !125, !noalias !164
  %386 = load double, double* %253, align 8, !dbg !179, !tbaa !125, !noalias !164
  %387 = load double, double* %254, align 8, !dbg !179, !tbaa !125, !noalias !164
  call void @llvm.dbg.value(metadata i64 3, metadata !103, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 0, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double %385, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %388 = insertelement <2 x double> poison, double %384, i64 0, !dbg !176
  %389 = shufflevector <2 x double> %388, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %390 = fmul <2 x double> %389, <double 1.500000e+00, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %391 = fadd <2 x double> %390, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %392 = fmul double %385, 1.750000e+00, !dbg !176
  call void @llvm.dbg.value(metadata double %392, metadata !113, metadata !DIExpression()), !dbg !175
  %393 = insertelement <2 x double> poison, double %385, i64 0, !dbg !177
  %394 = insertelement <2 x double> %393, double %392, i64 1, !dbg !177
  %395 = fadd <2 x double> %391, %394, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %396 = insertelement <2 x double> poison, double %386, i64 0, !dbg !176
  %397 = shufflevector <2 x double> %396, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %398 = fmul <2 x double> %397, <double 1.500000e+00, double 1.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %399 = fadd <2 x double> %395, %398, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %400 = insertelement <2 x double> poison, double %387, i64 0, !dbg !176
  %401 = shufflevector <2 x double> %400, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %402 = fmul <2 x double> %401, <double 2.000000e+00, double 1.750000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %403 = fadd <2 x double> %399, %402, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %403, <2 x double>* %256, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 0, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !174
  %404 = fmul <2 x double> %389, <double 0.000000e+00, double -2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %405 = fadd <2 x double> %404, zeroinitializer, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 1, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %406 = shufflevector <2 x double> %393, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !176
  %407 = fmul <2 x double> %406, <double 5.000000e-01, double 2.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %408 = fadd <2 x double> %405, %407, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 2, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %409 = fmul <2 x double> %397, <double 2.000000e+00, double 7.500000e-01>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %410 = fadd <2 x double> %408, %409, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !111, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  %411 = fmul <2 x double> %401, <double 1.500000e+00, double 2.250000e+00>, !dbg !176
  call void @llvm.dbg.value(metadata double undef, metadata !113, metadata !DIExpression()), !dbg !175
  %412 = fadd <2 x double> %410, %411, !dbg !177
  call void @llvm.dbg.value(metadata double undef, metadata !108, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 4, metadata !111, metadata !DIExpression()), !dbg !173
  store <2 x double> %412, <2 x double>* %258, align 16, !dbg !178, !tbaa !125, !alias.scope !164
  call void @llvm.dbg.value(metadata i64 4, metadata !105, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 4, metadata !103, metadata !DIExpression()), !dbg !171
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %205), !dbg !180
  %413 = load double, double* %216, align 16, !dbg !162, !tbaa.struct !181
  call void @llvm.dbg.value(metadata double %413, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  %414 = load double, double* %217, align 8, !dbg !162, !tbaa.struct !183
  call void @llvm.dbg.value(metadata double %414, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  %415 = load double, double* %218, align 16, !dbg !162, !tbaa.struct !184
  call void @llvm.dbg.value(metadata double %415, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  %416 = load <2 x double>, <2 x double>* %259, align 8, !dbg !162
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  %417 = load <2 x double>, <2 x double>* %260, align 8, !dbg !162
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !81
  %418 = load <2 x double>, <2 x double>* %261, align 8, !dbg !162
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !81
  %419 = load <2 x double>, <2 x double>* %262, align 8, !dbg !162
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !81
  %420 = load <2 x double>, <2 x double>* %263, align 8, !dbg !162
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !81
  %421 = load <2 x double>, <2 x double>* %264, align 8, !dbg !162
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !81
  %422 = load double, double* %225, align 8, !dbg !162, !tbaa.struct !185
  call void @llvm.dbg.value(metadata double %422, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 960, 64)), !dbg !81
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %204) #10, !dbg !162
  %423 = add nuw nsw i32 %291, 1, !dbg !186
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 896, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 832, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 768, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 704, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 640, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 576, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double %415, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double %414, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double %413, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %423, metadata !32, metadata !DIExpression()), !dbg !148
  %424 = icmp eq i32 %423, 4, !dbg !187
  br i1 %424, label %265, label %290, !dbg !149, !llvm.loop !188

425:                                              ; preds = %483, %265
  %426 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), %265 ], [ %485, %483 ], !dbg !191
  %427 = phi i64 [ 0, %265 ], [ %481, %483 ]
  call void @llvm.dbg.value(metadata i64 %427, metadata !57, metadata !DIExpression()), !dbg !160
  %428 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 0, i64 0, !dbg !192
  %429 = call i8* @strcpy(i8* noundef nonnull %428, i8* noundef nonnull dereferenceable(1) %426) #10, !dbg !193
  %430 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 1, !dbg !194
  %431 = trunc i64 %427 to i32, !dbg !195
  %432 = add i32 %431, 100, !dbg !195
  store i32 %432, i32* %430, align 8, !dbg !195, !tbaa !196
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !200
  %433 = mul nuw nsw i64 %427, 17
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !200
  %434 = trunc i64 %433 to i32, !dbg !201
  %435 = urem i32 %434, 50, !dbg !201
  %436 = trunc i32 %435 to i16, !dbg !203
  %437 = add nuw nsw i16 %436, 50, !dbg !203
  %438 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 2, i64 0, !dbg !204
  store i16 %437, i16* %438, align 4, !dbg !205, !tbaa !206
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !200
  %439 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 2, i64 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 5, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 5, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 6, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 6, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 7, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 7, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 8, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 8, metadata !59, metadata !DIExpression()), !dbg !200
  %440 = trunc i64 %433 to i32, !dbg !201
  %441 = insertelement <8 x i32> undef, i32 %440, i64 0, !dbg !201
  %442 = shufflevector <8 x i32> %441, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !201
  %443 = add <8 x i32> %442, <i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91, i32 104>, !dbg !201
  %444 = urem <8 x i32> %443, <i32 50, i32 50, i32 50, i32 50, i32 50, i32 50, i32 50, i32 50>, !dbg !201
  %445 = trunc <8 x i32> %444 to <8 x i16>, !dbg !203
  %446 = add nuw nsw <8 x i16> %445, <i16 50, i16 50, i16 50, i16 50, i16 50, i16 50, i16 50, i16 50>, !dbg !203
  %447 = bitcast i16* %439 to <8 x i16>*, !dbg !205
  store <8 x i16> %446, <8 x i16>* %447, align 2, !dbg !205, !tbaa !206
  call void @llvm.dbg.value(metadata i64 9, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i64 9, metadata !59, metadata !DIExpression()), !dbg !200
  %448 = trunc i64 %433 to i32, !dbg !201
  %449 = add i32 %448, 117, !dbg !201
  %450 = urem i32 %449, 50, !dbg !201
  %451 = trunc i32 %450 to i16, !dbg !203
  %452 = add nuw nsw i16 %451, 50, !dbg !203
  %453 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 2, i64 9, !dbg !204
  store i16 %452, i16* %453, align 2, !dbg !205, !tbaa !206
  call void @llvm.dbg.value(metadata i64 10, metadata !59, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i16 %437, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 240, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 272, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 288, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 304, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 336, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 352, 16)), !dbg !215
  call void @llvm.dbg.value(metadata i16 %452, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 368, 16)), !dbg !215
  %454 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 3, !dbg !217
  call void @llvm.dbg.value(metadata i64 undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !215
  %455 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 %427, i32 4, !dbg !217
  call void @llvm.dbg.value(metadata double undef, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !215
  call void @llvm.dbg.value(metadata i64 0, metadata !213, metadata !DIExpression()) #10, !dbg !218
  call void @llvm.dbg.value(metadata i64 1, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %456 = extractelement <8 x i16> %446, i64 0, !dbg !219
  %457 = add nuw nsw i16 %456, %437, !dbg !219
  call void @llvm.dbg.value(metadata i64 2, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %458 = extractelement <8 x i16> %446, i64 1, !dbg !219
  %459 = add nuw nsw i16 %457, %458, !dbg !219
  call void @llvm.dbg.value(metadata i64 3, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %460 = extractelement <8 x i16> %446, i64 2, !dbg !219
  %461 = add nuw nsw i16 %459, %460, !dbg !219
  call void @llvm.dbg.value(metadata i64 4, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %462 = extractelement <8 x i16> %446, i64 3, !dbg !219
  %463 = add nuw nsw i16 %461, %462, !dbg !219
  %464 = zext i16 %463 to i64, !dbg !219
  call void @llvm.dbg.value(metadata i64 5, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %465 = extractelement <8 x i16> %446, i64 4
  %466 = zext i16 %465 to i64
  %467 = add nuw nsw i64 %464, %466, !dbg !219
  call void @llvm.dbg.value(metadata i64 6, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %468 = extractelement <8 x i16> %446, i64 5
  %469 = zext i16 %468 to i64
  %470 = add nuw nsw i64 %467, %469, !dbg !219
  call void @llvm.dbg.value(metadata i64 7, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %471 = extractelement <8 x i16> %446, i64 6
  %472 = zext i16 %471 to i64
  %473 = add nuw nsw i64 %470, %472, !dbg !219
  call void @llvm.dbg.value(metadata i64 8, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %474 = extractelement <8 x i16> %446, i64 7
  %475 = zext i16 %474 to i64
  %476 = add nuw nsw i64 %473, %475, !dbg !219
  call void @llvm.dbg.value(metadata i64 9, metadata !213, metadata !DIExpression()) #10, !dbg !218
  %477 = zext i16 %452 to i64
  %478 = add nuw nsw i64 %476, %477, !dbg !219
  call void @llvm.dbg.value(metadata i64 10, metadata !213, metadata !DIExpression()) #10, !dbg !218
  call void @llvm.dbg.value(metadata i64 %478, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !215
  %479 = sitofp i64 %478 to double, !dbg !221
  %480 = fdiv double %479, 1.000000e+01, !dbg !222
  call void @llvm.dbg.value(metadata double %480, metadata !208, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !215
  store i64 %478, i64* %454, align 16, !dbg !223, !tbaa.struct !224
  store double %480, double* %455, align 8, !dbg !223, !tbaa.struct !226
  %481 = add nuw nsw i64 %427, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %481, metadata !57, metadata !DIExpression()), !dbg !160
  %482 = icmp eq i64 %481, 5, !dbg !228
  br i1 %482, label %486, label %483, !dbg !161, !llvm.loop !229

483:                                              ; preds = %425
  %484 = getelementptr inbounds [5 x i8*], [5 x i8*]* %10, i64 0, i64 %481
  %485 = load i8*, i8** %484, align 8, !dbg !191, !tbaa !231
  br label %425, !dbg !161

486:                                              ; preds = %425
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !233
  %487 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 0, i32 1, !dbg !234
  %488 = load i32, i32* %487, align 8, !dbg !234, !tbaa !196
  %489 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 0, i32 3, !dbg !236
  %490 = load i64, i64* %489, align 16, !dbg !236, !tbaa !237
  %491 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 0, i32 4, !dbg !238
  %492 = load double, double* %491, align 8, !dbg !238, !tbaa !239
  %493 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 0, i32 2, i64 0, !dbg !240
  %494 = load i16, i16* %493, align 4, !dbg !240, !tbaa !206
  %495 = sext i16 %494 to i32, !dbg !240
  %496 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 0, i32 2, i64 9, !dbg !241
  %497 = load i16, i16* %496, align 2, !dbg !241, !tbaa !206
  %498 = sext i16 %497 to i32, !dbg !241
  %499 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %283, i32 noundef %488, i64 noundef %490, double noundef %492, i32 noundef %495, i32 noundef %498), !dbg !242
  call void @llvm.dbg.value(metadata i64 1, metadata !63, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i64 1, metadata !63, metadata !DIExpression()), !dbg !233
  %500 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 1, i32 0, i64 0, !dbg !243
  %501 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 1, i32 1, !dbg !234
  %502 = load i32, i32* %501, align 8, !dbg !234, !tbaa !196
  %503 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 1, i32 3, !dbg !236
  %504 = load i64, i64* %503, align 16, !dbg !236, !tbaa !237
  %505 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 1, i32 4, !dbg !238
  %506 = load double, double* %505, align 8, !dbg !238, !tbaa !239
  %507 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 1, i32 2, i64 0, !dbg !240
  %508 = load i16, i16* %507, align 4, !dbg !240, !tbaa !206
  %509 = sext i16 %508 to i32, !dbg !240
  %510 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 1, i32 2, i64 9, !dbg !241
  %511 = load i16, i16* %510, align 2, !dbg !241, !tbaa !206
  %512 = sext i16 %511 to i32, !dbg !241
  %513 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %500, i32 noundef %502, i64 noundef %504, double noundef %506, i32 noundef %509, i32 noundef %512), !dbg !242
  call void @llvm.dbg.value(metadata i64 2, metadata !63, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i64 2, metadata !63, metadata !DIExpression()), !dbg !233
  %514 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 2, i32 0, i64 0, !dbg !243
  %515 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 2, i32 1, !dbg !234
  %516 = load i32, i32* %515, align 8, !dbg !234, !tbaa !196
  %517 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 2, i32 3, !dbg !236
  %518 = load i64, i64* %517, align 16, !dbg !236, !tbaa !237
  %519 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 2, i32 4, !dbg !238
  %520 = load double, double* %519, align 8, !dbg !238, !tbaa !239
  %521 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 2, i32 2, i64 0, !dbg !240
  %522 = load i16, i16* %521, align 4, !dbg !240, !tbaa !206
  %523 = sext i16 %522 to i32, !dbg !240
  %524 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 2, i32 2, i64 9, !dbg !241
  %525 = load i16, i16* %524, align 2, !dbg !241, !tbaa !206
  %526 = sext i16 %525 to i32, !dbg !241
  %527 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %514, i32 noundef %516, i64 noundef %518, double noundef %520, i32 noundef %523, i32 noundef %526), !dbg !242
  call void @llvm.dbg.value(metadata i64 3, metadata !63, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i64 3, metadata !63, metadata !DIExpression()), !dbg !233
  %528 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 3, i32 0, i64 0, !dbg !243
  %529 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 3, i32 1, !dbg !234
  %530 = load i32, i32* %529, align 8, !dbg !234, !tbaa !196
  %531 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 3, i32 3, !dbg !236
  %532 = load i64, i64* %531, align 16, !dbg !236, !tbaa !237
  %533 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 3, i32 4, !dbg !238
  %534 = load double, double* %533, align 8, !dbg !238, !tbaa !239
  %535 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 3, i32 2, i64 0, !dbg !240
  %536 = load i16, i16* %535, align 4, !dbg !240, !tbaa !206
  %537 = sext i16 %536 to i32, !dbg !240
  %538 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 3, i32 2, i64 9, !dbg !241
  %539 = load i16, i16* %538, align 2, !dbg !241, !tbaa !206
  %540 = sext i16 %539 to i32, !dbg !241
  %541 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %528, i32 noundef %530, i64 noundef %532, double noundef %534, i32 noundef %537, i32 noundef %540), !dbg !242
  call void @llvm.dbg.value(metadata i64 4, metadata !63, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i64 4, metadata !63, metadata !DIExpression()), !dbg !233
  %542 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 4, i32 0, i64 0, !dbg !243
  %543 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 4, i32 1, !dbg !234
  %544 = load i32, i32* %543, align 8, !dbg !234, !tbaa !196
  %545 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 4, i32 3, !dbg !236
  %546 = load i64, i64* %545, align 16, !dbg !236, !tbaa !237
  %547 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 4, i32 4, !dbg !238
  %548 = load double, double* %547, align 8, !dbg !238, !tbaa !239
  %549 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 4, i32 2, i64 0, !dbg !240
  %550 = load i16, i16* %549, align 4, !dbg !240, !tbaa !206
  %551 = sext i16 %550 to i32, !dbg !240
  %552 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %9, i64 0, i64 4, i32 2, i64 9, !dbg !241
  %553 = load i16, i16* %552, align 2, !dbg !241, !tbaa !206
  %554 = sext i16 %553 to i32, !dbg !241
  %555 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %542, i32 noundef %544, i64 noundef %546, double noundef %548, i32 noundef %551, i32 noundef %554), !dbg !242
  call void @llvm.dbg.value(metadata i64 5, metadata !63, metadata !DIExpression()), !dbg !233
  %556 = getelementptr inbounds %struct.record, %struct.record* %11, i64 0, i32 0, i64 0, !dbg !244
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %556) #10, !dbg !244
  call void @llvm.dbg.declare(metadata %struct.record* %11, metadata !65, metadata !DIExpression()), !dbg !245
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %556, i8* noundef nonnull align 16 dereferenceable(64) %283, i64 64, i1 false), !dbg !246
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %283, i8* noundef nonnull align 16 dereferenceable(64) %542, i64 64, i1 false), !dbg !247
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %542, i8* noundef nonnull align 8 dereferenceable(64) %556, i64 64, i1 false), !dbg !248
  %557 = call i32 @bcmp(i8* noundef nonnull dereferenceable(64) %542, i8* noundef nonnull dereferenceable(64) %556, i64 64), !dbg !249
  %558 = icmp eq i32 %557, 0, !dbg !250
  %559 = zext i1 %558 to i32, !dbg !250
  %560 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.8, i64 0, i64 0), i8* noundef nonnull %283, i8* noundef nonnull %542, i32 noundef %559), !dbg !251
  %561 = getelementptr inbounds %struct.record, %struct.record* %12, i64 0, i32 0, i64 0, !dbg !252
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %561) #10, !dbg !252
  call void @llvm.dbg.declare(metadata %struct.record* %12, metadata !66, metadata !DIExpression()), !dbg !253
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %561, i8* noundef nonnull align 16 dereferenceable(64) %283, i64 64, i1 false), !dbg !254, !tbaa.struct !255
  call void @llvm.dbg.value(metadata i32 1, metadata !67, metadata !DIExpression()), !dbg !257
  %562 = getelementptr inbounds %struct.record, %struct.record* %12, i64 0, i32 3
  call void @llvm.dbg.value(metadata i32 1, metadata !67, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i64 1, metadata !67, metadata !DIExpression()), !dbg !257
  %563 = load i64, i64* %503, align 16, !dbg !258, !tbaa !237
  %564 = load i64, i64* %562, align 8, !dbg !261, !tbaa !237
  %565 = icmp sgt i64 %563, %564, !dbg !262
  br i1 %565, label %1065, label %1067, !dbg !263

566:                                              ; preds = %568
  %567 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 1, !dbg !264
  store i32 0, i32* %567, align 8, !dbg !277, !tbaa !278, !alias.scope !280
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()), !dbg !283
  br label %596, !dbg !284

568:                                              ; preds = %568, %1085
  %569 = phi i64 [ 0, %1085 ], [ %594, %568 ]
  %570 = phi i32 [ 1, %1085 ], [ %590, %568 ]
  call void @llvm.dbg.value(metadata i64 %569, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %570, metadata !271, metadata !DIExpression()), !dbg !286
  %571 = mul i32 %570, 1103515245, !dbg !287
  %572 = add i32 %571, 12345, !dbg !290
  call void @llvm.dbg.value(metadata i32 %572, metadata !271, metadata !DIExpression()), !dbg !286
  %573 = lshr i32 %572, 16, !dbg !291
  %574 = trunc i32 %573 to i8, !dbg !292
  %575 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %569, !dbg !293
  store i8 %574, i8* %575, align 4, !dbg !294, !tbaa !182, !alias.scope !280
  %576 = or i64 %569, 1, !dbg !295
  call void @llvm.dbg.value(metadata i64 %576, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %576, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %572, metadata !271, metadata !DIExpression()), !dbg !286
  %577 = mul i32 %572, 1103515245, !dbg !287
  %578 = add i32 %577, 12345, !dbg !290
  call void @llvm.dbg.value(metadata i32 %578, metadata !271, metadata !DIExpression()), !dbg !286
  %579 = lshr i32 %578, 16, !dbg !291
  %580 = trunc i32 %579 to i8, !dbg !292
  %581 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %576, !dbg !293
  store i8 %580, i8* %581, align 1, !dbg !294, !tbaa !182, !alias.scope !280
  %582 = or i64 %569, 2, !dbg !295
  call void @llvm.dbg.value(metadata i64 %582, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %582, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %578, metadata !271, metadata !DIExpression()), !dbg !286
  %583 = mul i32 %578, 1103515245, !dbg !287
  %584 = add i32 %583, 12345, !dbg !290
  call void @llvm.dbg.value(metadata i32 %584, metadata !271, metadata !DIExpression()), !dbg !286
  %585 = lshr i32 %584, 16, !dbg !291
  %586 = trunc i32 %585 to i8, !dbg !292
  %587 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %582, !dbg !293
  store i8 %586, i8* %587, align 2, !dbg !294, !tbaa !182, !alias.scope !280
  %588 = or i64 %569, 3, !dbg !295
  call void @llvm.dbg.value(metadata i64 %588, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %588, metadata !272, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %584, metadata !271, metadata !DIExpression()), !dbg !286
  %589 = mul i32 %584, 1103515245, !dbg !287
  %590 = add i32 %589, 12345, !dbg !290
  call void @llvm.dbg.value(metadata i32 %590, metadata !271, metadata !DIExpression()), !dbg !286
  %591 = lshr i32 %590, 16, !dbg !291
  %592 = trunc i32 %591 to i8, !dbg !292
  %593 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %588, !dbg !293
  store i8 %592, i8* %593, align 1, !dbg !294, !tbaa !182, !alias.scope !280
  %594 = add nuw nsw i64 %569, 4, !dbg !295
  call void @llvm.dbg.value(metadata i64 %594, metadata !272, metadata !DIExpression()), !dbg !285
  %595 = icmp eq i64 %594, 256, !dbg !296
  br i1 %595, label %566, label %568, !dbg !297, !llvm.loop !298

596:                                              ; preds = %596, %566
  %597 = phi i32 [ 0, %566 ], [ %621, %596 ], !dbg !300
  %598 = phi i64 [ 0, %566 ], [ %622, %596 ]
  call void @llvm.dbg.value(metadata i64 %598, metadata !274, metadata !DIExpression()), !dbg !283
  %599 = mul i32 %597, 33, !dbg !302
  %600 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %598, !dbg !303
  %601 = load i8, i8* %600, align 4, !dbg !303, !tbaa !182, !alias.scope !280
  %602 = zext i8 %601 to i32, !dbg !303
  %603 = add i32 %599, %602, !dbg !304
  store i32 %603, i32* %567, align 8, !dbg !305, !tbaa !278, !alias.scope !280
  %604 = or i64 %598, 1, !dbg !306
  call void @llvm.dbg.value(metadata i64 %604, metadata !274, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 %604, metadata !274, metadata !DIExpression()), !dbg !283
  %605 = mul i32 %603, 33, !dbg !302
  %606 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %604, !dbg !303
  %607 = load i8, i8* %606, align 1, !dbg !303, !tbaa !182, !alias.scope !280
  %608 = zext i8 %607 to i32, !dbg !303
  %609 = add i32 %605, %608, !dbg !304
  store i32 %609, i32* %567, align 8, !dbg !305, !tbaa !278, !alias.scope !280
  %610 = or i64 %598, 2, !dbg !306
  call void @llvm.dbg.value(metadata i64 %610, metadata !274, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 %610, metadata !274, metadata !DIExpression()), !dbg !283
  %611 = mul i32 %609, 33, !dbg !302
  %612 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %610, !dbg !303
  %613 = load i8, i8* %612, align 2, !dbg !303, !tbaa !182, !alias.scope !280
  %614 = zext i8 %613 to i32, !dbg !303
  %615 = add i32 %611, %614, !dbg !304
  store i32 %615, i32* %567, align 8, !dbg !305, !tbaa !278, !alias.scope !280
  %616 = or i64 %598, 3, !dbg !306
  call void @llvm.dbg.value(metadata i64 %616, metadata !274, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i64 %616, metadata !274, metadata !DIExpression()), !dbg !283
  %617 = mul i32 %615, 33, !dbg !302
  %618 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %616, !dbg !303
  %619 = load i8, i8* %618, align 1, !dbg !303, !tbaa !182, !alias.scope !280
  %620 = zext i8 %619 to i32, !dbg !303
  %621 = add i32 %617, %620, !dbg !304
  store i32 %621, i32* %567, align 8, !dbg !305, !tbaa !278, !alias.scope !280
  %622 = add nuw nsw i64 %598, 4, !dbg !306
  call void @llvm.dbg.value(metadata i64 %622, metadata !274, metadata !DIExpression()), !dbg !283
  %623 = icmp eq i64 %622, 256, !dbg !307
  br i1 %623, label %624, label %596, !dbg !284, !llvm.loop !308

624:                                              ; preds = %596
  %625 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 0, !dbg !310
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %625) #10, !dbg !310
  call void @llvm.dbg.declare(metadata %struct.block* %14, metadata !78, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata i32 2, metadata !269, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.declare(metadata %struct.block* %14, metadata !270, metadata !DIExpression()), !dbg !314
  call void @llvm.dbg.value(metadata i32 2, metadata !271, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()), !dbg !315
  br label %628, !dbg !316

626:                                              ; preds = %628
  %627 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 1, !dbg !317
  store i32 0, i32* %627, align 8, !dbg !318, !tbaa !278, !alias.scope !319
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()), !dbg !322
  br label %656, !dbg !323

628:                                              ; preds = %628, %624
  %629 = phi i64 [ 0, %624 ], [ %654, %628 ]
  %630 = phi i32 [ 2, %624 ], [ %650, %628 ]
  call void @llvm.dbg.value(metadata i64 %629, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %630, metadata !271, metadata !DIExpression()), !dbg !312
  %631 = mul i32 %630, 1103515245, !dbg !324
  %632 = add i32 %631, 12345, !dbg !325
  call void @llvm.dbg.value(metadata i32 %632, metadata !271, metadata !DIExpression()), !dbg !312
  %633 = lshr i32 %632, 16, !dbg !326
  %634 = trunc i32 %633 to i8, !dbg !327
  %635 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %629, !dbg !328
  store i8 %634, i8* %635, align 4, !dbg !329, !tbaa !182, !alias.scope !319
  %636 = or i64 %629, 1, !dbg !330
  call void @llvm.dbg.value(metadata i64 %636, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i64 %636, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %632, metadata !271, metadata !DIExpression()), !dbg !312
  %637 = mul i32 %632, 1103515245, !dbg !324
  %638 = add i32 %637, 12345, !dbg !325
  call void @llvm.dbg.value(metadata i32 %638, metadata !271, metadata !DIExpression()), !dbg !312
  %639 = lshr i32 %638, 16, !dbg !326
  %640 = trunc i32 %639 to i8, !dbg !327
  %641 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %636, !dbg !328
  store i8 %640, i8* %641, align 1, !dbg !329, !tbaa !182, !alias.scope !319
  %642 = or i64 %629, 2, !dbg !330
  call void @llvm.dbg.value(metadata i64 %642, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i64 %642, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %638, metadata !271, metadata !DIExpression()), !dbg !312
  %643 = mul i32 %638, 1103515245, !dbg !324
  %644 = add i32 %643, 12345, !dbg !325
  call void @llvm.dbg.value(metadata i32 %644, metadata !271, metadata !DIExpression()), !dbg !312
  %645 = lshr i32 %644, 16, !dbg !326
  %646 = trunc i32 %645 to i8, !dbg !327
  %647 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %642, !dbg !328
  store i8 %646, i8* %647, align 2, !dbg !329, !tbaa !182, !alias.scope !319
  %648 = or i64 %629, 3, !dbg !330
  call void @llvm.dbg.value(metadata i64 %648, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i64 %648, metadata !272, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %644, metadata !271, metadata !DIExpression()), !dbg !312
  %649 = mul i32 %644, 1103515245, !dbg !324
  %650 = add i32 %649, 12345, !dbg !325
  call void @llvm.dbg.value(metadata i32 %650, metadata !271, metadata !DIExpression()), !dbg !312
  %651 = lshr i32 %650, 16, !dbg !326
  %652 = trunc i32 %651 to i8, !dbg !327
  %653 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %648, !dbg !328
  store i8 %652, i8* %653, align 1, !dbg !329, !tbaa !182, !alias.scope !319
  %654 = add nuw nsw i64 %629, 4, !dbg !330
  call void @llvm.dbg.value(metadata i64 %654, metadata !272, metadata !DIExpression()), !dbg !315
  %655 = icmp eq i64 %654, 256, !dbg !331
  br i1 %655, label %626, label %628, !dbg !316, !llvm.loop !332

656:                                              ; preds = %656, %626
  %657 = phi i32 [ 0, %626 ], [ %681, %656 ], !dbg !334
  %658 = phi i64 [ 0, %626 ], [ %682, %656 ]
  call void @llvm.dbg.value(metadata i64 %658, metadata !274, metadata !DIExpression()), !dbg !322
  %659 = mul i32 %657, 33, !dbg !335
  %660 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %658, !dbg !336
  %661 = load i8, i8* %660, align 4, !dbg !336, !tbaa !182, !alias.scope !319
  %662 = zext i8 %661 to i32, !dbg !336
  %663 = add i32 %659, %662, !dbg !337
  store i32 %663, i32* %627, align 8, !dbg !338, !tbaa !278, !alias.scope !319
  %664 = or i64 %658, 1, !dbg !339
  call void @llvm.dbg.value(metadata i64 %664, metadata !274, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i64 %664, metadata !274, metadata !DIExpression()), !dbg !322
  %665 = mul i32 %663, 33, !dbg !335
  %666 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %664, !dbg !336
  %667 = load i8, i8* %666, align 1, !dbg !336, !tbaa !182, !alias.scope !319
  %668 = zext i8 %667 to i32, !dbg !336
  %669 = add i32 %665, %668, !dbg !337
  store i32 %669, i32* %627, align 8, !dbg !338, !tbaa !278, !alias.scope !319
  %670 = or i64 %658, 2, !dbg !339
  call void @llvm.dbg.value(metadata i64 %670, metadata !274, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i64 %670, metadata !274, metadata !DIExpression()), !dbg !322
  %671 = mul i32 %669, 33, !dbg !335
  %672 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %670, !dbg !336
  %673 = load i8, i8* %672, align 2, !dbg !336, !tbaa !182, !alias.scope !319
  %674 = zext i8 %673 to i32, !dbg !336
  %675 = add i32 %671, %674, !dbg !337
  store i32 %675, i32* %627, align 8, !dbg !338, !tbaa !278, !alias.scope !319
  %676 = or i64 %658, 3, !dbg !339
  call void @llvm.dbg.value(metadata i64 %676, metadata !274, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i64 %676, metadata !274, metadata !DIExpression()), !dbg !322
  %677 = mul i32 %675, 33, !dbg !335
  %678 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %676, !dbg !336
  %679 = load i8, i8* %678, align 1, !dbg !336, !tbaa !182, !alias.scope !319
  %680 = zext i8 %679 to i32, !dbg !336
  %681 = add i32 %677, %680, !dbg !337
  store i32 %681, i32* %627, align 8, !dbg !338, !tbaa !278, !alias.scope !319
  %682 = add nuw nsw i64 %658, 4, !dbg !339
  call void @llvm.dbg.value(metadata i64 %682, metadata !274, metadata !DIExpression()), !dbg !322
  %683 = icmp eq i64 %682, 256, !dbg !340
  br i1 %683, label %684, label %656, !dbg !323, !llvm.loop !341

684:                                              ; preds = %656, %684
  %685 = phi i64 [ %710, %684 ], [ 0, %656 ]
  %686 = phi i32 [ %709, %684 ], [ 0, %656 ]
  call void @llvm.dbg.value(metadata i64 %685, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %686, metadata !350, metadata !DIExpression()), !dbg !353
  %687 = mul i32 %686, 33, !dbg !354
  %688 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %685, !dbg !356
  %689 = load i8, i8* %688, align 4, !dbg !356, !tbaa !182
  %690 = zext i8 %689 to i32, !dbg !356
  %691 = add i32 %687, %690, !dbg !357
  call void @llvm.dbg.value(metadata i32 %691, metadata !350, metadata !DIExpression()), !dbg !353
  %692 = or i64 %685, 1, !dbg !358
  call void @llvm.dbg.value(metadata i64 %692, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i64 %692, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %691, metadata !350, metadata !DIExpression()), !dbg !353
  %693 = mul i32 %691, 33, !dbg !354
  %694 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %692, !dbg !356
  %695 = load i8, i8* %694, align 1, !dbg !356, !tbaa !182
  %696 = zext i8 %695 to i32, !dbg !356
  %697 = add i32 %693, %696, !dbg !357
  call void @llvm.dbg.value(metadata i32 %697, metadata !350, metadata !DIExpression()), !dbg !353
  %698 = or i64 %685, 2, !dbg !358
  call void @llvm.dbg.value(metadata i64 %698, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i64 %698, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %697, metadata !350, metadata !DIExpression()), !dbg !353
  %699 = mul i32 %697, 33, !dbg !354
  %700 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %698, !dbg !356
  %701 = load i8, i8* %700, align 2, !dbg !356, !tbaa !182
  %702 = zext i8 %701 to i32, !dbg !356
  %703 = add i32 %699, %702, !dbg !357
  call void @llvm.dbg.value(metadata i32 %703, metadata !350, metadata !DIExpression()), !dbg !353
  %704 = or i64 %685, 3, !dbg !358
  call void @llvm.dbg.value(metadata i64 %704, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i64 %704, metadata !343, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %703, metadata !350, metadata !DIExpression()), !dbg !353
  %705 = mul i32 %703, 33, !dbg !354
  %706 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 %704, !dbg !356
  %707 = load i8, i8* %706, align 1, !dbg !356, !tbaa !182
  %708 = zext i8 %707 to i32, !dbg !356
  %709 = add i32 %705, %708, !dbg !357
  call void @llvm.dbg.value(metadata i32 %709, metadata !350, metadata !DIExpression()), !dbg !353
  %710 = add nuw nsw i64 %685, 4, !dbg !358
  call void @llvm.dbg.value(metadata i64 %710, metadata !343, metadata !DIExpression()), !dbg !351
  %711 = icmp eq i64 %710, 256, !dbg !359
  br i1 %711, label %712, label %684, !dbg !360, !llvm.loop !361

712:                                              ; preds = %684
  %713 = icmp eq i32 %709, %621, !dbg !363
  call void @llvm.dbg.declare(metadata %struct.block* %14, metadata !349, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.value(metadata i32 0, metadata !350, metadata !DIExpression()), !dbg !366
  call void @llvm.dbg.value(metadata i32 0, metadata !343, metadata !DIExpression()), !dbg !367
  br label %714, !dbg !368

714:                                              ; preds = %714, %712
  %715 = phi i64 [ 0, %712 ], [ %740, %714 ]
  %716 = phi i32 [ 0, %712 ], [ %739, %714 ]
  call void @llvm.dbg.value(metadata i64 %715, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 %716, metadata !350, metadata !DIExpression()), !dbg !366
  %717 = mul i32 %716, 33, !dbg !369
  %718 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %715, !dbg !370
  %719 = load i8, i8* %718, align 4, !dbg !370, !tbaa !182
  %720 = zext i8 %719 to i32, !dbg !370
  %721 = add i32 %717, %720, !dbg !371
  call void @llvm.dbg.value(metadata i32 %721, metadata !350, metadata !DIExpression()), !dbg !366
  %722 = or i64 %715, 1, !dbg !372
  call void @llvm.dbg.value(metadata i64 %722, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i64 %722, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 %721, metadata !350, metadata !DIExpression()), !dbg !366
  %723 = mul i32 %721, 33, !dbg !369
  %724 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %722, !dbg !370
  %725 = load i8, i8* %724, align 1, !dbg !370, !tbaa !182
  %726 = zext i8 %725 to i32, !dbg !370
  %727 = add i32 %723, %726, !dbg !371
  call void @llvm.dbg.value(metadata i32 %727, metadata !350, metadata !DIExpression()), !dbg !366
  %728 = or i64 %715, 2, !dbg !372
  call void @llvm.dbg.value(metadata i64 %728, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i64 %728, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 %727, metadata !350, metadata !DIExpression()), !dbg !366
  %729 = mul i32 %727, 33, !dbg !369
  %730 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %728, !dbg !370
  %731 = load i8, i8* %730, align 2, !dbg !370, !tbaa !182
  %732 = zext i8 %731 to i32, !dbg !370
  %733 = add i32 %729, %732, !dbg !371
  call void @llvm.dbg.value(metadata i32 %733, metadata !350, metadata !DIExpression()), !dbg !366
  %734 = or i64 %715, 3, !dbg !372
  call void @llvm.dbg.value(metadata i64 %734, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i64 %734, metadata !343, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 %733, metadata !350, metadata !DIExpression()), !dbg !366
  %735 = mul i32 %733, 33, !dbg !369
  %736 = getelementptr inbounds %struct.block, %struct.block* %14, i64 0, i32 0, i64 %734, !dbg !370
  %737 = load i8, i8* %736, align 1, !dbg !370, !tbaa !182
  %738 = zext i8 %737 to i32, !dbg !370
  %739 = add i32 %735, %738, !dbg !371
  call void @llvm.dbg.value(metadata i32 %739, metadata !350, metadata !DIExpression()), !dbg !366
  %740 = add nuw nsw i64 %715, 4, !dbg !372
  call void @llvm.dbg.value(metadata i64 %740, metadata !343, metadata !DIExpression()), !dbg !367
  %741 = icmp eq i64 %740, 256, !dbg !373
  br i1 %741, label %742, label %714, !dbg !368, !llvm.loop !374

742:                                              ; preds = %714
  %743 = zext i1 %713 to i32, !dbg !363
  %744 = icmp eq i32 %739, %681, !dbg !376
  %745 = zext i1 %744 to i32, !dbg !376
  %746 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.10, i64 0, i64 0), i32 noundef %621, i32 noundef %743, i32 noundef %681, i32 noundef %745), !dbg !377
  %747 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 0, !dbg !378
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %747) #10, !dbg !378
  call void @llvm.dbg.declare(metadata %struct.block* %15, metadata !79, metadata !DIExpression()), !dbg !379
  %748 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 0, !dbg !380
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %748), !dbg !380
  %749 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 0, !dbg !380
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %749), !dbg !380
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(260) %749, i8* noundef nonnull align 8 dereferenceable(260) %625, i64 260, i1 false) #10, !dbg !380
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(260) %748, i8* noundef nonnull align 8 dereferenceable(260) %1088, i64 260, i1 false) #10, !dbg !380
  call void @llvm.dbg.declare(metadata %struct.block* %4, metadata !385, metadata !DIExpression()) #10, !dbg !380
  call void @llvm.dbg.declare(metadata %struct.block* %3, metadata !386, metadata !DIExpression()) #10, !dbg !390
  call void @llvm.dbg.value(metadata i32 0, metadata !387, metadata !DIExpression()) #10, !dbg !391
  %750 = bitcast %struct.block* %3 to <16 x i8>*, !dbg !392
  %751 = load <16 x i8>, <16 x i8>* %750, align 16, !dbg !392, !tbaa !182, !noalias !394
  %752 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 16, !dbg !392
  %753 = bitcast i8* %752 to <16 x i8>*, !dbg !392
  %754 = load <16 x i8>, <16 x i8>* %753, align 16, !dbg !392, !tbaa !182, !noalias !394
  %755 = bitcast %struct.block* %4 to <16 x i8>*, !dbg !397
  %756 = load <16 x i8>, <16 x i8>* %755, align 16, !dbg !397, !tbaa !182, !noalias !394
  %757 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 16, !dbg !397
  %758 = bitcast i8* %757 to <16 x i8>*, !dbg !397
  %759 = load <16 x i8>, <16 x i8>* %758, align 16, !dbg !397, !tbaa !182, !noalias !394
  %760 = xor <16 x i8> %756, %751, !dbg !397
  %761 = xor <16 x i8> %759, %754, !dbg !397
  %762 = bitcast %struct.block* %4 to <16 x i8>*, !dbg !397
  store <16 x i8> %760, <16 x i8>* %762, align 16, !dbg !397, !tbaa !182, !noalias !394
  %763 = bitcast i8* %757 to <16 x i8>*, !dbg !397
  store <16 x i8> %761, <16 x i8>* %763, align 16, !dbg !397, !tbaa !182, !noalias !394
  %764 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 32, !dbg !398
  %765 = bitcast i8* %764 to <16 x i8>*, !dbg !392
  %766 = load <16 x i8>, <16 x i8>* %765, align 16, !dbg !392, !tbaa !182, !noalias !394
  %767 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 48, !dbg !392
  %768 = bitcast i8* %767 to <16 x i8>*, !dbg !392
  %769 = load <16 x i8>, <16 x i8>* %768, align 16, !dbg !392, !tbaa !182, !noalias !394
  %770 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 32, !dbg !398
  %771 = bitcast i8* %770 to <16 x i8>*, !dbg !397
  %772 = load <16 x i8>, <16 x i8>* %771, align 16, !dbg !397, !tbaa !182, !noalias !394
  %773 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 48, !dbg !397
  %774 = bitcast i8* %773 to <16 x i8>*, !dbg !397
  %775 = load <16 x i8>, <16 x i8>* %774, align 16, !dbg !397, !tbaa !182, !noalias !394
  %776 = xor <16 x i8> %772, %766, !dbg !397
  %777 = xor <16 x i8> %775, %769, !dbg !397
  %778 = bitcast i8* %770 to <16 x i8>*, !dbg !397
  store <16 x i8> %776, <16 x i8>* %778, align 16, !dbg !397, !tbaa !182, !noalias !394
  %779 = bitcast i8* %773 to <16 x i8>*, !dbg !397
  store <16 x i8> %777, <16 x i8>* %779, align 16, !dbg !397, !tbaa !182, !noalias !394
  %780 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 64, !dbg !398
  %781 = bitcast i8* %780 to <16 x i8>*, !dbg !392
  %782 = load <16 x i8>, <16 x i8>* %781, align 16, !dbg !392, !tbaa !182, !noalias !394
  %783 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 80, !dbg !392
  %784 = bitcast i8* %783 to <16 x i8>*, !dbg !392
  %785 = load <16 x i8>, <16 x i8>* %784, align 16, !dbg !392, !tbaa !182, !noalias !394
  %786 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 64, !dbg !398
  %787 = bitcast i8* %786 to <16 x i8>*, !dbg !397
  %788 = load <16 x i8>, <16 x i8>* %787, align 16, !dbg !397, !tbaa !182, !noalias !394
  %789 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 80, !dbg !397
  %790 = bitcast i8* %789 to <16 x i8>*, !dbg !397
  %791 = load <16 x i8>, <16 x i8>* %790, align 16, !dbg !397, !tbaa !182, !noalias !394
  %792 = xor <16 x i8> %788, %782, !dbg !397
  %793 = xor <16 x i8> %791, %785, !dbg !397
  %794 = bitcast i8* %786 to <16 x i8>*, !dbg !397
  store <16 x i8> %792, <16 x i8>* %794, align 16, !dbg !397, !tbaa !182, !noalias !394
  %795 = bitcast i8* %789 to <16 x i8>*, !dbg !397
  store <16 x i8> %793, <16 x i8>* %795, align 16, !dbg !397, !tbaa !182, !noalias !394
  %796 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 96, !dbg !398
  %797 = bitcast i8* %796 to <16 x i8>*, !dbg !392
  %798 = load <16 x i8>, <16 x i8>* %797, align 16, !dbg !392, !tbaa !182, !noalias !394
  %799 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 112, !dbg !392
  %800 = bitcast i8* %799 to <16 x i8>*, !dbg !392
  %801 = load <16 x i8>, <16 x i8>* %800, align 16, !dbg !392, !tbaa !182, !noalias !394
  %802 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 96, !dbg !398
  %803 = bitcast i8* %802 to <16 x i8>*, !dbg !397
  %804 = load <16 x i8>, <16 x i8>* %803, align 16, !dbg !397, !tbaa !182, !noalias !394
  %805 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 112, !dbg !397
  %806 = bitcast i8* %805 to <16 x i8>*, !dbg !397
  %807 = load <16 x i8>, <16 x i8>* %806, align 16, !dbg !397, !tbaa !182, !noalias !394
  %808 = xor <16 x i8> %804, %798, !dbg !397
  %809 = xor <16 x i8> %807, %801, !dbg !397
  %810 = bitcast i8* %802 to <16 x i8>*, !dbg !397
  store <16 x i8> %808, <16 x i8>* %810, align 16, !dbg !397, !tbaa !182, !noalias !394
  %811 = bitcast i8* %805 to <16 x i8>*, !dbg !397
  store <16 x i8> %809, <16 x i8>* %811, align 16, !dbg !397, !tbaa !182, !noalias !394
  %812 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 128, !dbg !398
  %813 = bitcast i8* %812 to <16 x i8>*, !dbg !392
  %814 = load <16 x i8>, <16 x i8>* %813, align 16, !dbg !392, !tbaa !182, !noalias !394
  %815 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 144, !dbg !392
  %816 = bitcast i8* %815 to <16 x i8>*, !dbg !392
  %817 = load <16 x i8>, <16 x i8>* %816, align 16, !dbg !392, !tbaa !182, !noalias !394
  %818 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 128, !dbg !398
  %819 = bitcast i8* %818 to <16 x i8>*, !dbg !397
  %820 = load <16 x i8>, <16 x i8>* %819, align 16, !dbg !397, !tbaa !182, !noalias !394
  %821 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 144, !dbg !397
  %822 = bitcast i8* %821 to <16 x i8>*, !dbg !397
  %823 = load <16 x i8>, <16 x i8>* %822, align 16, !dbg !397, !tbaa !182, !noalias !394
  %824 = xor <16 x i8> %820, %814, !dbg !397
  %825 = xor <16 x i8> %823, %817, !dbg !397
  %826 = bitcast i8* %818 to <16 x i8>*, !dbg !397
  store <16 x i8> %824, <16 x i8>* %826, align 16, !dbg !397, !tbaa !182, !noalias !394
  %827 = bitcast i8* %821 to <16 x i8>*, !dbg !397
  store <16 x i8> %825, <16 x i8>* %827, align 16, !dbg !397, !tbaa !182, !noalias !394
  %828 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 160, !dbg !398
  %829 = bitcast i8* %828 to <16 x i8>*, !dbg !392
  %830 = load <16 x i8>, <16 x i8>* %829, align 16, !dbg !392, !tbaa !182, !noalias !394
  %831 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 176, !dbg !392
  %832 = bitcast i8* %831 to <16 x i8>*, !dbg !392
  %833 = load <16 x i8>, <16 x i8>* %832, align 16, !dbg !392, !tbaa !182, !noalias !394
  %834 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 160, !dbg !398
  %835 = bitcast i8* %834 to <16 x i8>*, !dbg !397
  %836 = load <16 x i8>, <16 x i8>* %835, align 16, !dbg !397, !tbaa !182, !noalias !394
  %837 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 176, !dbg !397
  %838 = bitcast i8* %837 to <16 x i8>*, !dbg !397
  %839 = load <16 x i8>, <16 x i8>* %838, align 16, !dbg !397, !tbaa !182, !noalias !394
  %840 = xor <16 x i8> %836, %830, !dbg !397
  %841 = xor <16 x i8> %839, %833, !dbg !397
  %842 = bitcast i8* %834 to <16 x i8>*, !dbg !397
  store <16 x i8> %840, <16 x i8>* %842, align 16, !dbg !397, !tbaa !182, !noalias !394
  %843 = bitcast i8* %837 to <16 x i8>*, !dbg !397
  store <16 x i8> %841, <16 x i8>* %843, align 16, !dbg !397, !tbaa !182, !noalias !394
  %844 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 192, !dbg !398
  %845 = bitcast i8* %844 to <16 x i8>*, !dbg !392
  %846 = load <16 x i8>, <16 x i8>* %845, align 16, !dbg !392, !tbaa !182, !noalias !394
  %847 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 208, !dbg !392
  %848 = bitcast i8* %847 to <16 x i8>*, !dbg !392
  %849 = load <16 x i8>, <16 x i8>* %848, align 16, !dbg !392, !tbaa !182, !noalias !394
  %850 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 192, !dbg !398
  %851 = bitcast i8* %850 to <16 x i8>*, !dbg !397
  %852 = load <16 x i8>, <16 x i8>* %851, align 16, !dbg !397, !tbaa !182, !noalias !394
  %853 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 208, !dbg !397
  %854 = bitcast i8* %853 to <16 x i8>*, !dbg !397
  %855 = load <16 x i8>, <16 x i8>* %854, align 16, !dbg !397, !tbaa !182, !noalias !394
  %856 = xor <16 x i8> %852, %846, !dbg !397
  %857 = xor <16 x i8> %855, %849, !dbg !397
  %858 = bitcast i8* %850 to <16 x i8>*, !dbg !397
  store <16 x i8> %856, <16 x i8>* %858, align 16, !dbg !397, !tbaa !182, !noalias !394
  %859 = bitcast i8* %853 to <16 x i8>*, !dbg !397
  store <16 x i8> %857, <16 x i8>* %859, align 16, !dbg !397, !tbaa !182, !noalias !394
  %860 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 224, !dbg !398
  %861 = bitcast i8* %860 to <16 x i8>*, !dbg !392
  %862 = load <16 x i8>, <16 x i8>* %861, align 16, !dbg !392, !tbaa !182, !noalias !394
  %863 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 0, i64 240, !dbg !392
  %864 = bitcast i8* %863 to <16 x i8>*, !dbg !392
  %865 = load <16 x i8>, <16 x i8>* %864, align 16, !dbg !392, !tbaa !182, !noalias !394
  %866 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 224, !dbg !398
  %867 = bitcast i8* %866 to <16 x i8>*, !dbg !397
  %868 = load <16 x i8>, <16 x i8>* %867, align 16, !dbg !397, !tbaa !182, !noalias !394
  %869 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 0, i64 240, !dbg !397
  %870 = bitcast i8* %869 to <16 x i8>*, !dbg !397
  %871 = load <16 x i8>, <16 x i8>* %870, align 16, !dbg !397, !tbaa !182, !noalias !394
  %872 = xor <16 x i8> %868, %862, !dbg !397
  %873 = xor <16 x i8> %871, %865, !dbg !397
  %874 = bitcast i8* %866 to <16 x i8>*, !dbg !397
  store <16 x i8> %872, <16 x i8>* %874, align 16, !dbg !397, !tbaa !182, !noalias !394
  %875 = bitcast i8* %869 to <16 x i8>*, !dbg !397
  store <16 x i8> %873, <16 x i8>* %875, align 16, !dbg !397, !tbaa !182, !noalias !394
  %876 = getelementptr inbounds %struct.block, %struct.block* %3, i64 0, i32 1, !dbg !399
  %877 = load i32, i32* %876, align 16, !dbg !399, !tbaa !278, !noalias !394
  %878 = getelementptr inbounds %struct.block, %struct.block* %4, i64 0, i32 1, !dbg !400
  %879 = load i32, i32* %878, align 16, !dbg !401, !tbaa !278, !noalias !394
  %880 = xor i32 %879, %877, !dbg !401
  store i32 %880, i32* %878, align 16, !dbg !401, !tbaa !278, !noalias !394
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(260) %747, i8* noundef nonnull align 16 dereferenceable(260) %748, i64 260, i1 false) #10, !dbg !402, !tbaa.struct !403
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %748), !dbg !404
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %749), !dbg !404
  %881 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 1, !dbg !405
  %882 = load i32, i32* %881, align 8, !dbg !405, !tbaa !278
  call void @llvm.dbg.declare(metadata %struct.block* %15, metadata !349, metadata !DIExpression()), !dbg !406
  call void @llvm.dbg.value(metadata i32 0, metadata !350, metadata !DIExpression()), !dbg !408
  call void @llvm.dbg.value(metadata i32 0, metadata !343, metadata !DIExpression()), !dbg !409
  br label %883, !dbg !410

883:                                              ; preds = %883, %742
  %884 = phi i64 [ 0, %742 ], [ %909, %883 ]
  %885 = phi i32 [ 0, %742 ], [ %908, %883 ]
  call void @llvm.dbg.value(metadata i64 %884, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 %885, metadata !350, metadata !DIExpression()), !dbg !408
  %886 = mul i32 %885, 33, !dbg !411
  %887 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 %884, !dbg !412
  %888 = load i8, i8* %887, align 4, !dbg !412, !tbaa !182
  %889 = zext i8 %888 to i32, !dbg !412
  %890 = add i32 %886, %889, !dbg !413
  call void @llvm.dbg.value(metadata i32 %890, metadata !350, metadata !DIExpression()), !dbg !408
  %891 = or i64 %884, 1, !dbg !414
  call void @llvm.dbg.value(metadata i64 %891, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i64 %891, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 %890, metadata !350, metadata !DIExpression()), !dbg !408
  %892 = mul i32 %890, 33, !dbg !411
  %893 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 %891, !dbg !412
  %894 = load i8, i8* %893, align 1, !dbg !412, !tbaa !182
  %895 = zext i8 %894 to i32, !dbg !412
  %896 = add i32 %892, %895, !dbg !413
  call void @llvm.dbg.value(metadata i32 %896, metadata !350, metadata !DIExpression()), !dbg !408
  %897 = or i64 %884, 2, !dbg !414
  call void @llvm.dbg.value(metadata i64 %897, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i64 %897, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 %896, metadata !350, metadata !DIExpression()), !dbg !408
  %898 = mul i32 %896, 33, !dbg !411
  %899 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 %897, !dbg !412
  %900 = load i8, i8* %899, align 2, !dbg !412, !tbaa !182
  %901 = zext i8 %900 to i32, !dbg !412
  %902 = add i32 %898, %901, !dbg !413
  call void @llvm.dbg.value(metadata i32 %902, metadata !350, metadata !DIExpression()), !dbg !408
  %903 = or i64 %884, 3, !dbg !414
  call void @llvm.dbg.value(metadata i64 %903, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i64 %903, metadata !343, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 %902, metadata !350, metadata !DIExpression()), !dbg !408
  %904 = mul i32 %902, 33, !dbg !411
  %905 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 %903, !dbg !412
  %906 = load i8, i8* %905, align 1, !dbg !412, !tbaa !182
  %907 = zext i8 %906 to i32, !dbg !412
  %908 = add i32 %904, %907, !dbg !413
  call void @llvm.dbg.value(metadata i32 %908, metadata !350, metadata !DIExpression()), !dbg !408
  %909 = add nuw nsw i64 %884, 4, !dbg !414
  call void @llvm.dbg.value(metadata i64 %909, metadata !343, metadata !DIExpression()), !dbg !409
  %910 = icmp eq i64 %909, 256, !dbg !415
  br i1 %910, label %911, label %883, !dbg !410, !llvm.loop !416

911:                                              ; preds = %883
  %912 = icmp eq i32 %908, %882, !dbg !418
  %913 = zext i1 %912 to i32, !dbg !418
  %914 = load i8, i8* %747, align 8, !dbg !419, !tbaa !182
  %915 = zext i8 %914 to i32, !dbg !419
  %916 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 1, !dbg !420
  %917 = load i8, i8* %916, align 1, !dbg !420, !tbaa !182
  %918 = zext i8 %917 to i32, !dbg !420
  %919 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 2, !dbg !421
  %920 = load i8, i8* %919, align 2, !dbg !421, !tbaa !182
  %921 = zext i8 %920 to i32, !dbg !421
  %922 = getelementptr inbounds %struct.block, %struct.block* %15, i64 0, i32 0, i64 3, !dbg !422
  %923 = load i8, i8* %922, align 1, !dbg !422, !tbaa !182
  %924 = zext i8 %923 to i32, !dbg !422
  %925 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.11, i64 0, i64 0), i32 noundef %882, i32 noundef %913, i32 noundef %915, i32 noundef %918, i32 noundef %921, i32 noundef %924), !dbg !423
  %926 = getelementptr inbounds %struct.block, %struct.block* %16, i64 0, i32 0, i64 0, !dbg !424
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %926) #10, !dbg !424
  call void @llvm.dbg.declare(metadata %struct.block* %16, metadata !80, metadata !DIExpression()), !dbg !425
  %927 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 0, !dbg !426
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %927), !dbg !426
  %928 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 0, !dbg !426
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %928), !dbg !426
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(260) %928, i8* noundef nonnull align 8 dereferenceable(260) %625, i64 260, i1 false) #10, !dbg !426
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(260) %927, i8* noundef nonnull align 8 dereferenceable(260) %747, i64 260, i1 false) #10, !dbg !426
  call void @llvm.dbg.declare(metadata %struct.block* %2, metadata !385, metadata !DIExpression()) #10, !dbg !426
  call void @llvm.dbg.declare(metadata %struct.block* %1, metadata !386, metadata !DIExpression()) #10, !dbg !428
  call void @llvm.dbg.value(metadata i32 0, metadata !387, metadata !DIExpression()) #10, !dbg !429
  %929 = bitcast %struct.block* %1 to <16 x i8>*, !dbg !430
  %930 = load <16 x i8>, <16 x i8>* %929, align 16, !dbg !430, !tbaa !182, !noalias !431
  %931 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 16, !dbg !430
  %932 = bitcast i8* %931 to <16 x i8>*, !dbg !430
  %933 = load <16 x i8>, <16 x i8>* %932, align 16, !dbg !430, !tbaa !182, !noalias !431
  %934 = bitcast %struct.block* %2 to <16 x i8>*, !dbg !434
  %935 = load <16 x i8>, <16 x i8>* %934, align 16, !dbg !434, !tbaa !182, !noalias !431
  %936 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 16, !dbg !434
  %937 = bitcast i8* %936 to <16 x i8>*, !dbg !434
  %938 = load <16 x i8>, <16 x i8>* %937, align 16, !dbg !434, !tbaa !182, !noalias !431
  %939 = xor <16 x i8> %935, %930, !dbg !434
  %940 = xor <16 x i8> %938, %933, !dbg !434
  %941 = bitcast %struct.block* %2 to <16 x i8>*, !dbg !434
  store <16 x i8> %939, <16 x i8>* %941, align 16, !dbg !434, !tbaa !182, !noalias !431
  %942 = bitcast i8* %936 to <16 x i8>*, !dbg !434
  store <16 x i8> %940, <16 x i8>* %942, align 16, !dbg !434, !tbaa !182, !noalias !431
  %943 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 32, !dbg !435
  %944 = bitcast i8* %943 to <16 x i8>*, !dbg !430
  %945 = load <16 x i8>, <16 x i8>* %944, align 16, !dbg !430, !tbaa !182, !noalias !431
  %946 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 48, !dbg !430
  %947 = bitcast i8* %946 to <16 x i8>*, !dbg !430
  %948 = load <16 x i8>, <16 x i8>* %947, align 16, !dbg !430, !tbaa !182, !noalias !431
  %949 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 32, !dbg !435
  %950 = bitcast i8* %949 to <16 x i8>*, !dbg !434
  %951 = load <16 x i8>, <16 x i8>* %950, align 16, !dbg !434, !tbaa !182, !noalias !431
  %952 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 48, !dbg !434
  %953 = bitcast i8* %952 to <16 x i8>*, !dbg !434
  %954 = load <16 x i8>, <16 x i8>* %953, align 16, !dbg !434, !tbaa !182, !noalias !431
  %955 = xor <16 x i8> %951, %945, !dbg !434
  %956 = xor <16 x i8> %954, %948, !dbg !434
  %957 = bitcast i8* %949 to <16 x i8>*, !dbg !434
  store <16 x i8> %955, <16 x i8>* %957, align 16, !dbg !434, !tbaa !182, !noalias !431
  %958 = bitcast i8* %952 to <16 x i8>*, !dbg !434
  store <16 x i8> %956, <16 x i8>* %958, align 16, !dbg !434, !tbaa !182, !noalias !431
  %959 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 64, !dbg !435
  %960 = bitcast i8* %959 to <16 x i8>*, !dbg !430
  %961 = load <16 x i8>, <16 x i8>* %960, align 16, !dbg !430, !tbaa !182, !noalias !431
  %962 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 80, !dbg !430
  %963 = bitcast i8* %962 to <16 x i8>*, !dbg !430
  %964 = load <16 x i8>, <16 x i8>* %963, align 16, !dbg !430, !tbaa !182, !noalias !431
  %965 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 64, !dbg !435
  %966 = bitcast i8* %965 to <16 x i8>*, !dbg !434
  %967 = load <16 x i8>, <16 x i8>* %966, align 16, !dbg !434, !tbaa !182, !noalias !431
  %968 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 80, !dbg !434
  %969 = bitcast i8* %968 to <16 x i8>*, !dbg !434
  %970 = load <16 x i8>, <16 x i8>* %969, align 16, !dbg !434, !tbaa !182, !noalias !431
  %971 = xor <16 x i8> %967, %961, !dbg !434
  %972 = xor <16 x i8> %970, %964, !dbg !434
  %973 = bitcast i8* %965 to <16 x i8>*, !dbg !434
  store <16 x i8> %971, <16 x i8>* %973, align 16, !dbg !434, !tbaa !182, !noalias !431
  %974 = bitcast i8* %968 to <16 x i8>*, !dbg !434
  store <16 x i8> %972, <16 x i8>* %974, align 16, !dbg !434, !tbaa !182, !noalias !431
  %975 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 96, !dbg !435
  %976 = bitcast i8* %975 to <16 x i8>*, !dbg !430
  %977 = load <16 x i8>, <16 x i8>* %976, align 16, !dbg !430, !tbaa !182, !noalias !431
  %978 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 112, !dbg !430
  %979 = bitcast i8* %978 to <16 x i8>*, !dbg !430
  %980 = load <16 x i8>, <16 x i8>* %979, align 16, !dbg !430, !tbaa !182, !noalias !431
  %981 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 96, !dbg !435
  %982 = bitcast i8* %981 to <16 x i8>*, !dbg !434
  %983 = load <16 x i8>, <16 x i8>* %982, align 16, !dbg !434, !tbaa !182, !noalias !431
  %984 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 112, !dbg !434
  %985 = bitcast i8* %984 to <16 x i8>*, !dbg !434
  %986 = load <16 x i8>, <16 x i8>* %985, align 16, !dbg !434, !tbaa !182, !noalias !431
  %987 = xor <16 x i8> %983, %977, !dbg !434
  %988 = xor <16 x i8> %986, %980, !dbg !434
  %989 = bitcast i8* %981 to <16 x i8>*, !dbg !434
  store <16 x i8> %987, <16 x i8>* %989, align 16, !dbg !434, !tbaa !182, !noalias !431
  %990 = bitcast i8* %984 to <16 x i8>*, !dbg !434
  store <16 x i8> %988, <16 x i8>* %990, align 16, !dbg !434, !tbaa !182, !noalias !431
  %991 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 128, !dbg !435
  %992 = bitcast i8* %991 to <16 x i8>*, !dbg !430
  %993 = load <16 x i8>, <16 x i8>* %992, align 16, !dbg !430, !tbaa !182, !noalias !431
  %994 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 144, !dbg !430
  %995 = bitcast i8* %994 to <16 x i8>*, !dbg !430
  %996 = load <16 x i8>, <16 x i8>* %995, align 16, !dbg !430, !tbaa !182, !noalias !431
  %997 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 128, !dbg !435
  %998 = bitcast i8* %997 to <16 x i8>*, !dbg !434
  %999 = load <16 x i8>, <16 x i8>* %998, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1000 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 144, !dbg !434
  %1001 = bitcast i8* %1000 to <16 x i8>*, !dbg !434
  %1002 = load <16 x i8>, <16 x i8>* %1001, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1003 = xor <16 x i8> %999, %993, !dbg !434
  %1004 = xor <16 x i8> %1002, %996, !dbg !434
  %1005 = bitcast i8* %997 to <16 x i8>*, !dbg !434
  store <16 x i8> %1003, <16 x i8>* %1005, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1006 = bitcast i8* %1000 to <16 x i8>*, !dbg !434
  store <16 x i8> %1004, <16 x i8>* %1006, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1007 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 160, !dbg !435
  %1008 = bitcast i8* %1007 to <16 x i8>*, !dbg !430
  %1009 = load <16 x i8>, <16 x i8>* %1008, align 16, !dbg !430, !tbaa !182, !noalias !431
  %1010 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 176, !dbg !430
  %1011 = bitcast i8* %1010 to <16 x i8>*, !dbg !430
  %1012 = load <16 x i8>, <16 x i8>* %1011, align 16, !dbg !430, !tbaa !182, !noalias !431
  %1013 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 160, !dbg !435
  %1014 = bitcast i8* %1013 to <16 x i8>*, !dbg !434
  %1015 = load <16 x i8>, <16 x i8>* %1014, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1016 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 176, !dbg !434
  %1017 = bitcast i8* %1016 to <16 x i8>*, !dbg !434
  %1018 = load <16 x i8>, <16 x i8>* %1017, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1019 = xor <16 x i8> %1015, %1009, !dbg !434
  %1020 = xor <16 x i8> %1018, %1012, !dbg !434
  %1021 = bitcast i8* %1013 to <16 x i8>*, !dbg !434
  store <16 x i8> %1019, <16 x i8>* %1021, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1022 = bitcast i8* %1016 to <16 x i8>*, !dbg !434
  store <16 x i8> %1020, <16 x i8>* %1022, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1023 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 192, !dbg !435
  %1024 = bitcast i8* %1023 to <16 x i8>*, !dbg !430
  %1025 = load <16 x i8>, <16 x i8>* %1024, align 16, !dbg !430, !tbaa !182, !noalias !431
  %1026 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 208, !dbg !430
  %1027 = bitcast i8* %1026 to <16 x i8>*, !dbg !430
  %1028 = load <16 x i8>, <16 x i8>* %1027, align 16, !dbg !430, !tbaa !182, !noalias !431
  %1029 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 192, !dbg !435
  %1030 = bitcast i8* %1029 to <16 x i8>*, !dbg !434
  %1031 = load <16 x i8>, <16 x i8>* %1030, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1032 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 208, !dbg !434
  %1033 = bitcast i8* %1032 to <16 x i8>*, !dbg !434
  %1034 = load <16 x i8>, <16 x i8>* %1033, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1035 = xor <16 x i8> %1031, %1025, !dbg !434
  %1036 = xor <16 x i8> %1034, %1028, !dbg !434
  %1037 = bitcast i8* %1029 to <16 x i8>*, !dbg !434
  store <16 x i8> %1035, <16 x i8>* %1037, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1038 = bitcast i8* %1032 to <16 x i8>*, !dbg !434
  store <16 x i8> %1036, <16 x i8>* %1038, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1039 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 224, !dbg !435
  %1040 = bitcast i8* %1039 to <16 x i8>*, !dbg !430
  %1041 = load <16 x i8>, <16 x i8>* %1040, align 16, !dbg !430, !tbaa !182, !noalias !431
  %1042 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 0, i64 240, !dbg !430
  %1043 = bitcast i8* %1042 to <16 x i8>*, !dbg !430
  %1044 = load <16 x i8>, <16 x i8>* %1043, align 16, !dbg !430, !tbaa !182, !noalias !431
  %1045 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 224, !dbg !435
  %1046 = bitcast i8* %1045 to <16 x i8>*, !dbg !434
  %1047 = load <16 x i8>, <16 x i8>* %1046, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1048 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 0, i64 240, !dbg !434
  %1049 = bitcast i8* %1048 to <16 x i8>*, !dbg !434
  %1050 = load <16 x i8>, <16 x i8>* %1049, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1051 = xor <16 x i8> %1047, %1041, !dbg !434
  %1052 = xor <16 x i8> %1050, %1044, !dbg !434
  %1053 = bitcast i8* %1045 to <16 x i8>*, !dbg !434
  store <16 x i8> %1051, <16 x i8>* %1053, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1054 = bitcast i8* %1048 to <16 x i8>*, !dbg !434
  store <16 x i8> %1052, <16 x i8>* %1054, align 16, !dbg !434, !tbaa !182, !noalias !431
  %1055 = getelementptr inbounds %struct.block, %struct.block* %1, i64 0, i32 1, !dbg !436
  %1056 = load i32, i32* %1055, align 16, !dbg !436, !tbaa !278, !noalias !431
  %1057 = getelementptr inbounds %struct.block, %struct.block* %2, i64 0, i32 1, !dbg !437
  %1058 = load i32, i32* %1057, align 16, !dbg !438, !tbaa !278, !noalias !431
  %1059 = xor i32 %1058, %1056, !dbg !438
  store i32 %1059, i32* %1057, align 16, !dbg !438, !tbaa !278, !noalias !431
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) %926, i8* noundef nonnull align 16 dereferenceable(260) %927, i64 260, i1 false) #10, !dbg !439, !tbaa.struct !403
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %927), !dbg !440
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %928), !dbg !440
  %1060 = call i32 @bcmp(i8* noundef nonnull dereferenceable(256) %926, i8* noundef nonnull dereferenceable(256) %1088, i64 256), !dbg !441
  %1061 = icmp eq i32 %1060, 0, !dbg !442
  %1062 = zext i1 %1061 to i32, !dbg !442
  %1063 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.12, i64 0, i64 0), i32 noundef %1062), !dbg !443
  %1064 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.13, i64 0, i64 0), i64 noundef 128, i64 noundef 64, i64 noundef 260), !dbg !444
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %926) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %747) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %625) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 260, i8* nonnull %1088) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %561) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %556) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %284) #10, !dbg !445
  call void @llvm.lifetime.end.p0i8(i64 320, i8* nonnull %283) #10, !dbg !445
  ret i32 0, !dbg !445

1065:                                             ; preds = %486
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %561, i8* noundef nonnull align 16 dereferenceable(64) %500, i64 64, i1 false), !dbg !446, !tbaa.struct !255
  %1066 = load i64, i64* %562, align 8, !dbg !261, !tbaa !237
  br label %1067, !dbg !447

1067:                                             ; preds = %486, %1065
  %1068 = phi i64 [ %564, %486 ], [ %1066, %1065 ], !dbg !261
  call void @llvm.dbg.value(metadata i64 2, metadata !67, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i64 2, metadata !67, metadata !DIExpression()), !dbg !257
  %1069 = load i64, i64* %517, align 16, !dbg !258, !tbaa !237
  %1070 = icmp sgt i64 %1069, %1068, !dbg !262
  br i1 %1070, label %1071, label %1073, !dbg !263

1071:                                             ; preds = %1067
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %561, i8* noundef nonnull align 16 dereferenceable(64) %514, i64 64, i1 false), !dbg !446, !tbaa.struct !255
  %1072 = load i64, i64* %562, align 8, !dbg !261, !tbaa !237
  br label %1073, !dbg !447

1073:                                             ; preds = %1071, %1067
  %1074 = phi i64 [ %1072, %1071 ], [ %1068, %1067 ], !dbg !261
  call void @llvm.dbg.value(metadata i64 3, metadata !67, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i64 3, metadata !67, metadata !DIExpression()), !dbg !257
  %1075 = load i64, i64* %531, align 16, !dbg !258, !tbaa !237
  %1076 = icmp sgt i64 %1075, %1074, !dbg !262
  br i1 %1076, label %1077, label %1079, !dbg !263

1077:                                             ; preds = %1073
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %561, i8* noundef nonnull align 16 dereferenceable(64) %528, i64 64, i1 false), !dbg !446, !tbaa.struct !255
  %1078 = load i64, i64* %562, align 8, !dbg !261, !tbaa !237
  br label %1079, !dbg !447

1079:                                             ; preds = %1077, %1073
  %1080 = phi i64 [ %1078, %1077 ], [ %1074, %1073 ], !dbg !261
  call void @llvm.dbg.value(metadata i64 4, metadata !67, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i64 4, metadata !67, metadata !DIExpression()), !dbg !257
  %1081 = load i64, i64* %545, align 16, !dbg !258, !tbaa !237
  %1082 = icmp sgt i64 %1081, %1080, !dbg !262
  br i1 %1082, label %1083, label %1085, !dbg !263

1083:                                             ; preds = %1079
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %561, i8* noundef nonnull align 16 dereferenceable(64) %542, i64 64, i1 false), !dbg !446, !tbaa.struct !255
  %1084 = load i64, i64* %562, align 8, !dbg !448, !tbaa !237
  br label %1085, !dbg !447

1085:                                             ; preds = %1083, %1079
  %1086 = phi i64 [ %1084, %1083 ], [ %1080, %1079 ], !dbg !448
  call void @llvm.dbg.value(metadata i64 5, metadata !67, metadata !DIExpression()), !dbg !257
  %1087 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), i8* noundef nonnull %561, i64 noundef %1086), !dbg !449
  %1088 = getelementptr inbounds %struct.block, %struct.block* %13, i64 0, i32 0, i64 0, !dbg !310
  call void @llvm.lifetime.start.p0i8(i64 260, i8* nonnull %1088) #10, !dbg !310
  call void @llvm.dbg.declare(metadata %struct.block* %13, metadata !69, metadata !DIExpression()), !dbg !450
  call void @llvm.dbg.value(metadata i32 1, metadata !269, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.declare(metadata %struct.block* %13, metadata !270, metadata !DIExpression()), !dbg !451
  call void @llvm.dbg.value(metadata i32 1, metadata !271, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()), !dbg !285
  br label %568, !dbg !297
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind readonly willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_large.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 86, type: !13, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !25, !26, !28, !31, !32, !34, !53, !57, !59, !63, !65, !66, !67, !69, !78, !79, !80}
!17 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 87, type: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !1, line: 6, size: 1024, elements: !19)
!19 = !{!20}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !18, file: !1, line: 7, baseType: !21, size: 1024)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 1024, elements: !23)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !{!24, !24}
!24 = !DISubrange(count: 4)
!25 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 87, type: !18)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 88, type: !15)
!27 = distinct !DILexicalBlock(scope: !12, file: !1, line: 88, column: 5)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 89, type: !15)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 89, column: 9)
!30 = distinct !DILexicalBlock(scope: !27, file: !1, line: 88, column: 5)
!31 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 92, type: !18)
!32 = !DILocalVariable(name: "k", scope: !33, file: !1, line: 93, type: !15)
!33 = distinct !DILexicalBlock(scope: !12, file: !1, line: 93, column: 5)
!34 = !DILocalVariable(name: "recs", scope: !12, file: !1, line: 96, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 2560, elements: !51)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !1, line: 10, size: 512, elements: !37)
!37 = !{!38, !43, !44, !48, !50}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !36, file: !1, line: 11, baseType: !39, size: 192)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 24)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !36, file: !1, line: 12, baseType: !15, size: 32, offset: 192)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !36, file: !1, line: 13, baseType: !45, size: 160, offset: 224)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 160, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 10)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !36, file: !1, line: 14, baseType: !49, size: 64, offset: 384)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !36, file: !1, line: 15, baseType: !22, size: 64, offset: 448)
!51 = !{!52}
!52 = !DISubrange(count: 5)
!53 = !DILocalVariable(name: "names", scope: !12, file: !1, line: 98, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 320, elements: !51)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 99, type: !15)
!58 = distinct !DILexicalBlock(scope: !12, file: !1, line: 99, column: 5)
!59 = !DILocalVariable(name: "j", scope: !60, file: !1, line: 102, type: !15)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 102, column: 9)
!61 = distinct !DILexicalBlock(scope: !62, file: !1, line: 99, column: 33)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 99, column: 5)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 106, type: !15)
!64 = distinct !DILexicalBlock(scope: !12, file: !1, line: 106, column: 5)
!65 = !DILocalVariable(name: "tmp", scope: !12, file: !1, line: 110, type: !36)
!66 = !DILocalVariable(name: "best", scope: !12, file: !1, line: 117, type: !36)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 118, type: !15)
!68 = distinct !DILexicalBlock(scope: !12, file: !1, line: 118, column: 5)
!69 = !DILocalVariable(name: "b1", scope: !12, file: !1, line: 122, type: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !1, line: 18, size: 2080, elements: !71)
!71 = !{!72, !76}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !70, file: !1, line: 19, baseType: !73, size: 2048)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 256)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !70, file: !1, line: 20, baseType: !77, size: 32, offset: 2048)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DILocalVariable(name: "b2", scope: !12, file: !1, line: 122, type: !70)
!79 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 125, type: !70)
!80 = !DILocalVariable(name: "y", scope: !12, file: !1, line: 128, type: !70)
!81 = !DILocation(line: 0, scope: !12)
!82 = !DILocalVariable(name: "r", scope: !83, file: !1, line: 38, type: !18)
!83 = distinct !DISubprogram(name: "mat_identity", scope: !1, file: !1, line: 37, type: !84, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!18}
!86 = !{!82, !87}
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 40, type: !15)
!88 = distinct !DILexicalBlock(scope: !83, file: !1, line: 40, column: 5)
!89 = !DILocation(line: 0, scope: !83, inlinedAt: !90)
!90 = distinct !DILocation(line: 87, column: 24, scope: !12)
!91 = !{!92}
!92 = distinct !{!92, !93, !"mat_mul: argument 0"}
!93 = distinct !{!93, !"mat_mul"}
!94 = !DILocation(line: 91, column: 29, scope: !12)
!95 = !DILocation(line: 23, column: 46, scope: !96, inlinedAt: !116)
!96 = distinct !DISubprogram(name: "mat_mul", scope: !1, file: !1, line: 23, type: !97, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!18, !18, !18}
!99 = !{!100, !101, !102, !103, !105, !108, !111, !113}
!100 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !1, line: 23, type: !18)
!101 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !1, line: 23, type: !18)
!102 = !DILocalVariable(name: "r", scope: !96, file: !1, line: 24, type: !18)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 25, type: !15)
!104 = distinct !DILexicalBlock(scope: !96, file: !1, line: 25, column: 5)
!105 = !DILocalVariable(name: "j", scope: !106, file: !1, line: 26, type: !15)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 26, column: 9)
!107 = distinct !DILexicalBlock(scope: !104, file: !1, line: 25, column: 5)
!108 = !DILocalVariable(name: "s", scope: !109, file: !1, line: 27, type: !22)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 26, column: 37)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 26, column: 9)
!111 = !DILocalVariable(name: "k", scope: !112, file: !1, line: 28, type: !15)
!112 = distinct !DILexicalBlock(scope: !109, file: !1, line: 28, column: 13)
!113 = !DILocalVariable(name: "t", scope: !114, file: !1, line: 29, type: !22)
!114 = distinct !DILexicalBlock(scope: !115, file: !1, line: 28, column: 41)
!115 = distinct !DILexicalBlock(scope: !112, file: !1, line: 28, column: 13)
!116 = distinct !DILocation(line: 91, column: 29, scope: !12)
!117 = !DILocation(line: 0, scope: !96, inlinedAt: !116)
!118 = !DILocation(line: 24, column: 20, scope: !96, inlinedAt: !116)
!119 = !DILocation(line: 0, scope: !104, inlinedAt: !116)
!120 = !DILocation(line: 0, scope: !106, inlinedAt: !116)
!121 = !DILocation(line: 0, scope: !112, inlinedAt: !116)
!122 = !DILocation(line: 0, scope: !109, inlinedAt: !116)
!123 = !DILocation(line: 0, scope: !114, inlinedAt: !116)
!124 = !DILocation(line: 29, column: 28, scope: !114, inlinedAt: !116)
!125 = !{!126, !126, i64 0}
!126 = !{!"double", !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C/C++ TBAA"}
!129 = !DILocation(line: 29, column: 38, scope: !114, inlinedAt: !116)
!130 = !DILocation(line: 30, column: 19, scope: !114, inlinedAt: !116)
!131 = !DILocation(line: 32, column: 23, scope: !109, inlinedAt: !116)
!132 = !DILocation(line: 32, column: 13, scope: !109, inlinedAt: !116)
!133 = !DILocation(line: 34, column: 5, scope: !96, inlinedAt: !116)
!134 = !DILocation(line: 0, scope: !135, inlinedAt: !143)
!135 = distinct !DISubprogram(name: "mat_print", scope: !1, file: !1, line: 45, type: !136, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !138)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !55, !18}
!138 = !{!139, !140, !141}
!139 = !DILocalVariable(name: "lbl", arg: 1, scope: !135, file: !1, line: 45, type: !55)
!140 = !DILocalVariable(name: "a", arg: 2, scope: !135, file: !1, line: 45, type: !18)
!141 = !DILocalVariable(name: "i", scope: !142, file: !1, line: 47, type: !15)
!142 = distinct !DILexicalBlock(scope: !135, file: !1, line: 47, column: 5)
!143 = distinct !DILocation(line: 91, column: 5, scope: !12)
!144 = !DILocation(line: 46, column: 5, scope: !135, inlinedAt: !143)
!145 = !DILocation(line: 0, scope: !142, inlinedAt: !143)
!146 = !DILocation(line: 48, column: 9, scope: !147, inlinedAt: !143)
!147 = distinct !DILexicalBlock(scope: !142, file: !1, line: 47, column: 5)
!148 = !DILocation(line: 0, scope: !33)
!149 = !DILocation(line: 93, column: 5, scope: !33)
!150 = !DILocation(line: 0, scope: !135, inlinedAt: !151)
!151 = distinct !DILocation(line: 95, column: 5, scope: !12)
!152 = !DILocation(line: 46, column: 5, scope: !135, inlinedAt: !151)
!153 = !DILocation(line: 0, scope: !142, inlinedAt: !151)
!154 = !DILocation(line: 48, column: 9, scope: !147, inlinedAt: !151)
!155 = !DILocation(line: 96, column: 5, scope: !12)
!156 = !DILocation(line: 96, column: 19, scope: !12)
!157 = !DILocation(line: 97, column: 5, scope: !12)
!158 = !DILocation(line: 98, column: 5, scope: !12)
!159 = !DILocation(line: 98, column: 17, scope: !12)
!160 = !DILocation(line: 0, scope: !58)
!161 = !DILocation(line: 99, column: 5, scope: !58)
!162 = !DILocation(line: 94, column: 13, scope: !163)
!163 = distinct !DILexicalBlock(scope: !33, file: !1, line: 93, column: 5)
!164 = !{!165}
!165 = distinct !{!165, !166, !"mat_mul: argument 0"}
!166 = distinct !{!166, !"mat_mul"}
!167 = !DILocation(line: 23, column: 46, scope: !96, inlinedAt: !168)
!168 = distinct !DILocation(line: 94, column: 13, scope: !163)
!169 = !DILocation(line: 0, scope: !96, inlinedAt: !168)
!170 = !DILocation(line: 24, column: 20, scope: !96, inlinedAt: !168)
!171 = !DILocation(line: 0, scope: !104, inlinedAt: !168)
!172 = !DILocation(line: 0, scope: !106, inlinedAt: !168)
!173 = !DILocation(line: 0, scope: !112, inlinedAt: !168)
!174 = !DILocation(line: 0, scope: !109, inlinedAt: !168)
!175 = !DILocation(line: 0, scope: !114, inlinedAt: !168)
!176 = !DILocation(line: 29, column: 38, scope: !114, inlinedAt: !168)
!177 = !DILocation(line: 30, column: 19, scope: !114, inlinedAt: !168)
!178 = !DILocation(line: 32, column: 23, scope: !109, inlinedAt: !168)
!179 = !DILocation(line: 29, column: 28, scope: !114, inlinedAt: !168)
!180 = !DILocation(line: 34, column: 5, scope: !96, inlinedAt: !168)
!181 = !{i64 0, i64 128, !182}
!182 = !{!127, !127, i64 0}
!183 = !{i64 0, i64 120, !182}
!184 = !{i64 0, i64 112, !182}
!185 = !{i64 0, i64 8, !182}
!186 = !DILocation(line: 93, column: 29, scope: !163)
!187 = !DILocation(line: 93, column: 23, scope: !163)
!188 = distinct !{!188, !149, !189, !190}
!189 = !DILocation(line: 94, column: 25, scope: !33)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 100, column: 30, scope: !61)
!192 = !DILocation(line: 100, column: 16, scope: !61)
!193 = !DILocation(line: 100, column: 9, scope: !61)
!194 = !DILocation(line: 101, column: 17, scope: !61)
!195 = !DILocation(line: 101, column: 20, scope: !61)
!196 = !{!197, !198, i64 24}
!197 = !{!"record", !127, i64 0, !198, i64 24, !127, i64 28, !199, i64 48, !126, i64 56}
!198 = !{!"int", !127, i64 0}
!199 = !{!"long", !127, i64 0}
!200 = !DILocation(line: 0, scope: !60)
!201 = !DILocation(line: 103, column: 59, scope: !202)
!202 = distinct !DILexicalBlock(scope: !60, file: !1, line: 102, column: 9)
!203 = !DILocation(line: 103, column: 33, scope: !202)
!204 = !DILocation(line: 103, column: 13, scope: !202)
!205 = !DILocation(line: 103, column: 31, scope: !202)
!206 = !{!207, !207, i64 0}
!207 = !{!"short", !127, i64 0}
!208 = !DILocalVariable(name: "r", arg: 1, scope: !209, file: !1, line: 51, type: !36)
!209 = distinct !DISubprogram(name: "rec_finish", scope: !1, file: !1, line: 51, type: !210, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{!36, !36}
!212 = !{!208, !213}
!213 = !DILocalVariable(name: "i", scope: !214, file: !1, line: 53, type: !15)
!214 = distinct !DILexicalBlock(scope: !209, file: !1, line: 53, column: 5)
!215 = !DILocation(line: 0, scope: !209, inlinedAt: !216)
!216 = distinct !DILocation(line: 104, column: 19, scope: !61)
!217 = !DILocation(line: 51, column: 47, scope: !209, inlinedAt: !216)
!218 = !DILocation(line: 0, scope: !214, inlinedAt: !216)
!219 = !DILocation(line: 54, column: 17, scope: !220, inlinedAt: !216)
!220 = distinct !DILexicalBlock(scope: !214, file: !1, line: 53, column: 5)
!221 = !DILocation(line: 55, column: 13, scope: !209, inlinedAt: !216)
!222 = !DILocation(line: 55, column: 21, scope: !209, inlinedAt: !216)
!223 = !DILocation(line: 104, column: 19, scope: !61)
!224 = !{i64 0, i64 8, !225, i64 8, i64 8, !125}
!225 = !{!199, !199, i64 0}
!226 = !{i64 0, i64 8, !125}
!227 = !DILocation(line: 99, column: 29, scope: !62)
!228 = !DILocation(line: 99, column: 23, scope: !62)
!229 = distinct !{!229, !161, !230, !190}
!230 = !DILocation(line: 105, column: 5, scope: !58)
!231 = !{!232, !232, i64 0}
!232 = !{!"any pointer", !127, i64 0}
!233 = !DILocation(line: 0, scope: !64)
!234 = !DILocation(line: 107, column: 90, scope: !235)
!235 = distinct !DILexicalBlock(scope: !64, file: !1, line: 106, column: 5)
!236 = !DILocation(line: 108, column: 24, scope: !235)
!237 = !{!197, !199, i64 48}
!238 = !DILocation(line: 108, column: 39, scope: !235)
!239 = !{!197, !126, i64 56}
!240 = !DILocation(line: 108, column: 44, scope: !235)
!241 = !DILocation(line: 108, column: 63, scope: !235)
!242 = !DILocation(line: 107, column: 9, scope: !235)
!243 = !DILocation(line: 107, column: 68, scope: !235)
!244 = !DILocation(line: 110, column: 5, scope: !12)
!245 = !DILocation(line: 110, column: 19, scope: !12)
!246 = !DILocation(line: 111, column: 5, scope: !12)
!247 = !DILocation(line: 112, column: 5, scope: !12)
!248 = !DILocation(line: 113, column: 5, scope: !12)
!249 = !DILocation(line: 115, column: 12, scope: !12)
!250 = !DILocation(line: 115, column: 47, scope: !12)
!251 = !DILocation(line: 114, column: 5, scope: !12)
!252 = !DILocation(line: 117, column: 5, scope: !12)
!253 = !DILocation(line: 117, column: 19, scope: !12)
!254 = !DILocation(line: 117, column: 26, scope: !12)
!255 = !{i64 0, i64 24, !182, i64 24, i64 4, !256, i64 28, i64 20, !182, i64 48, i64 8, !225, i64 56, i64 8, !125}
!256 = !{!198, !198, i64 0}
!257 = !DILocation(line: 0, scope: !68)
!258 = !DILocation(line: 119, column: 21, scope: !259)
!259 = distinct !DILexicalBlock(scope: !260, file: !1, line: 119, column: 13)
!260 = distinct !DILexicalBlock(scope: !68, file: !1, line: 118, column: 5)
!261 = !DILocation(line: 119, column: 34, scope: !259)
!262 = !DILocation(line: 119, column: 27, scope: !259)
!263 = !DILocation(line: 119, column: 13, scope: !260)
!264 = !DILocation(line: 66, column: 7, scope: !265, inlinedAt: !276)
!265 = distinct !DISubprogram(name: "block_fill", scope: !1, file: !1, line: 59, type: !266, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!70, !77}
!268 = !{!269, !270, !271, !272, !274}
!269 = !DILocalVariable(name: "seed", arg: 1, scope: !265, file: !1, line: 59, type: !77)
!270 = !DILocalVariable(name: "b", scope: !265, file: !1, line: 60, type: !70)
!271 = !DILocalVariable(name: "x", scope: !265, file: !1, line: 61, type: !77)
!272 = !DILocalVariable(name: "i", scope: !273, file: !1, line: 62, type: !15)
!273 = distinct !DILexicalBlock(scope: !265, file: !1, line: 62, column: 5)
!274 = !DILocalVariable(name: "i", scope: !275, file: !1, line: 67, type: !15)
!275 = distinct !DILexicalBlock(scope: !265, file: !1, line: 67, column: 5)
!276 = distinct !DILocation(line: 122, column: 23, scope: !12)
!277 = !DILocation(line: 66, column: 16, scope: !265, inlinedAt: !276)
!278 = !{!279, !198, i64 256}
!279 = !{!"block", !127, i64 0, !198, i64 256}
!280 = !{!281}
!281 = distinct !{!281, !282, !"block_fill: argument 0"}
!282 = distinct !{!282, !"block_fill"}
!283 = !DILocation(line: 0, scope: !275, inlinedAt: !276)
!284 = !DILocation(line: 67, column: 5, scope: !275, inlinedAt: !276)
!285 = !DILocation(line: 0, scope: !273, inlinedAt: !276)
!286 = !DILocation(line: 0, scope: !265, inlinedAt: !276)
!287 = !DILocation(line: 63, column: 15, scope: !288, inlinedAt: !276)
!288 = distinct !DILexicalBlock(scope: !289, file: !1, line: 62, column: 35)
!289 = distinct !DILexicalBlock(scope: !273, file: !1, line: 62, column: 5)
!290 = !DILocation(line: 63, column: 29, scope: !288, inlinedAt: !276)
!291 = !DILocation(line: 64, column: 39, scope: !288, inlinedAt: !276)
!292 = !DILocation(line: 64, column: 21, scope: !288, inlinedAt: !276)
!293 = !DILocation(line: 64, column: 9, scope: !288, inlinedAt: !276)
!294 = !DILocation(line: 64, column: 19, scope: !288, inlinedAt: !276)
!295 = !DILocation(line: 62, column: 31, scope: !289, inlinedAt: !276)
!296 = !DILocation(line: 62, column: 23, scope: !289, inlinedAt: !276)
!297 = !DILocation(line: 62, column: 5, scope: !273, inlinedAt: !276)
!298 = distinct !{!298, !297, !299, !190}
!299 = !DILocation(line: 65, column: 5, scope: !273, inlinedAt: !276)
!300 = !DILocation(line: 68, column: 25, scope: !301, inlinedAt: !276)
!301 = distinct !DILexicalBlock(scope: !275, file: !1, line: 67, column: 5)
!302 = !DILocation(line: 68, column: 40, scope: !301, inlinedAt: !276)
!303 = !DILocation(line: 68, column: 55, scope: !301, inlinedAt: !276)
!304 = !DILocation(line: 68, column: 53, scope: !301, inlinedAt: !276)
!305 = !DILocation(line: 68, column: 20, scope: !301, inlinedAt: !276)
!306 = !DILocation(line: 67, column: 31, scope: !301, inlinedAt: !276)
!307 = !DILocation(line: 67, column: 23, scope: !301, inlinedAt: !276)
!308 = distinct !{!308, !284, !309, !190}
!309 = !DILocation(line: 68, column: 63, scope: !275, inlinedAt: !276)
!310 = !DILocation(line: 122, column: 5, scope: !12)
!311 = !DILocation(line: 122, column: 38, scope: !12)
!312 = !DILocation(line: 0, scope: !265, inlinedAt: !313)
!313 = distinct !DILocation(line: 122, column: 43, scope: !12)
!314 = !DILocation(line: 60, column: 18, scope: !265, inlinedAt: !313)
!315 = !DILocation(line: 0, scope: !273, inlinedAt: !313)
!316 = !DILocation(line: 62, column: 5, scope: !273, inlinedAt: !313)
!317 = !DILocation(line: 66, column: 7, scope: !265, inlinedAt: !313)
!318 = !DILocation(line: 66, column: 16, scope: !265, inlinedAt: !313)
!319 = !{!320}
!320 = distinct !{!320, !321, !"block_fill: argument 0"}
!321 = distinct !{!321, !"block_fill"}
!322 = !DILocation(line: 0, scope: !275, inlinedAt: !313)
!323 = !DILocation(line: 67, column: 5, scope: !275, inlinedAt: !313)
!324 = !DILocation(line: 63, column: 15, scope: !288, inlinedAt: !313)
!325 = !DILocation(line: 63, column: 29, scope: !288, inlinedAt: !313)
!326 = !DILocation(line: 64, column: 39, scope: !288, inlinedAt: !313)
!327 = !DILocation(line: 64, column: 21, scope: !288, inlinedAt: !313)
!328 = !DILocation(line: 64, column: 9, scope: !288, inlinedAt: !313)
!329 = !DILocation(line: 64, column: 19, scope: !288, inlinedAt: !313)
!330 = !DILocation(line: 62, column: 31, scope: !289, inlinedAt: !313)
!331 = !DILocation(line: 62, column: 23, scope: !289, inlinedAt: !313)
!332 = distinct !{!332, !316, !333, !190}
!333 = !DILocation(line: 65, column: 5, scope: !273, inlinedAt: !313)
!334 = !DILocation(line: 68, column: 25, scope: !301, inlinedAt: !313)
!335 = !DILocation(line: 68, column: 40, scope: !301, inlinedAt: !313)
!336 = !DILocation(line: 68, column: 55, scope: !301, inlinedAt: !313)
!337 = !DILocation(line: 68, column: 53, scope: !301, inlinedAt: !313)
!338 = !DILocation(line: 68, column: 20, scope: !301, inlinedAt: !313)
!339 = !DILocation(line: 67, column: 31, scope: !301, inlinedAt: !313)
!340 = !DILocation(line: 67, column: 23, scope: !301, inlinedAt: !313)
!341 = distinct !{!341, !323, !342, !190}
!342 = !DILocation(line: 68, column: 63, scope: !275, inlinedAt: !313)
!343 = !DILocalVariable(name: "i", scope: !344, file: !1, line: 74, type: !15)
!344 = distinct !DILexicalBlock(scope: !345, file: !1, line: 74, column: 5)
!345 = distinct !DISubprogram(name: "block_verify", scope: !1, file: !1, line: 72, type: !346, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !348)
!346 = !DISubroutineType(types: !347)
!347 = !{!77, !70}
!348 = !{!349, !350, !343}
!349 = !DILocalVariable(name: "b", arg: 1, scope: !345, file: !1, line: 72, type: !70)
!350 = !DILocalVariable(name: "c", scope: !345, file: !1, line: 73, type: !77)
!351 = !DILocation(line: 0, scope: !344, inlinedAt: !352)
!352 = distinct !DILocation(line: 123, column: 73, scope: !12)
!353 = !DILocation(line: 0, scope: !345, inlinedAt: !352)
!354 = !DILocation(line: 75, column: 22, scope: !355, inlinedAt: !352)
!355 = distinct !DILexicalBlock(scope: !344, file: !1, line: 74, column: 5)
!356 = !DILocation(line: 75, column: 28, scope: !355, inlinedAt: !352)
!357 = !DILocation(line: 75, column: 26, scope: !355, inlinedAt: !352)
!358 = !DILocation(line: 74, column: 31, scope: !355, inlinedAt: !352)
!359 = !DILocation(line: 74, column: 23, scope: !355, inlinedAt: !352)
!360 = !DILocation(line: 74, column: 5, scope: !344, inlinedAt: !352)
!361 = distinct !{!361, !360, !362, !190}
!362 = !DILocation(line: 75, column: 36, scope: !344, inlinedAt: !352)
!363 = !DILocation(line: 76, column: 14, scope: !345, inlinedAt: !352)
!364 = !DILocation(line: 72, column: 43, scope: !345, inlinedAt: !365)
!365 = distinct !DILocation(line: 124, column: 25, scope: !12)
!366 = !DILocation(line: 0, scope: !345, inlinedAt: !365)
!367 = !DILocation(line: 0, scope: !344, inlinedAt: !365)
!368 = !DILocation(line: 74, column: 5, scope: !344, inlinedAt: !365)
!369 = !DILocation(line: 75, column: 22, scope: !355, inlinedAt: !365)
!370 = !DILocation(line: 75, column: 28, scope: !355, inlinedAt: !365)
!371 = !DILocation(line: 75, column: 26, scope: !355, inlinedAt: !365)
!372 = !DILocation(line: 74, column: 31, scope: !355, inlinedAt: !365)
!373 = !DILocation(line: 74, column: 23, scope: !355, inlinedAt: !365)
!374 = distinct !{!374, !368, !375, !190}
!375 = !DILocation(line: 75, column: 36, scope: !344, inlinedAt: !365)
!376 = !DILocation(line: 76, column: 14, scope: !345, inlinedAt: !365)
!377 = !DILocation(line: 123, column: 5, scope: !12)
!378 = !DILocation(line: 125, column: 5, scope: !12)
!379 = !DILocation(line: 125, column: 18, scope: !12)
!380 = !DILocation(line: 79, column: 44, scope: !381, inlinedAt: !389)
!381 = distinct !DISubprogram(name: "block_xor", scope: !1, file: !1, line: 79, type: !382, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !384)
!382 = !DISubroutineType(types: !383)
!383 = !{!70, !70, !70}
!384 = !{!385, !386, !387}
!385 = !DILocalVariable(name: "a", arg: 1, scope: !381, file: !1, line: 79, type: !70)
!386 = !DILocalVariable(name: "b", arg: 2, scope: !381, file: !1, line: 79, type: !70)
!387 = !DILocalVariable(name: "i", scope: !388, file: !1, line: 80, type: !15)
!388 = distinct !DILexicalBlock(scope: !381, file: !1, line: 80, column: 5)
!389 = distinct !DILocation(line: 125, column: 22, scope: !12)
!390 = !DILocation(line: 79, column: 60, scope: !381, inlinedAt: !389)
!391 = !DILocation(line: 0, scope: !388, inlinedAt: !389)
!392 = !DILocation(line: 81, column: 22, scope: !393, inlinedAt: !389)
!393 = distinct !DILexicalBlock(scope: !388, file: !1, line: 80, column: 5)
!394 = !{!395}
!395 = distinct !{!395, !396, !"block_xor: argument 0"}
!396 = distinct !{!396, !"block_xor"}
!397 = !DILocation(line: 81, column: 19, scope: !393, inlinedAt: !389)
!398 = !DILocation(line: 80, column: 31, scope: !393, inlinedAt: !389)
!399 = !DILocation(line: 82, column: 21, scope: !381, inlinedAt: !389)
!400 = !DILocation(line: 82, column: 7, scope: !381, inlinedAt: !389)
!401 = !DILocation(line: 82, column: 16, scope: !381, inlinedAt: !389)
!402 = !DILocation(line: 83, column: 12, scope: !381, inlinedAt: !389)
!403 = !{i64 0, i64 256, !182, i64 256, i64 4, !256}
!404 = !DILocation(line: 83, column: 5, scope: !381, inlinedAt: !389)
!405 = !DILocation(line: 126, column: 65, scope: !12)
!406 = !DILocation(line: 72, column: 43, scope: !345, inlinedAt: !407)
!407 = distinct !DILocation(line: 126, column: 75, scope: !12)
!408 = !DILocation(line: 0, scope: !345, inlinedAt: !407)
!409 = !DILocation(line: 0, scope: !344, inlinedAt: !407)
!410 = !DILocation(line: 74, column: 5, scope: !344, inlinedAt: !407)
!411 = !DILocation(line: 75, column: 22, scope: !355, inlinedAt: !407)
!412 = !DILocation(line: 75, column: 28, scope: !355, inlinedAt: !407)
!413 = !DILocation(line: 75, column: 26, scope: !355, inlinedAt: !407)
!414 = !DILocation(line: 74, column: 31, scope: !355, inlinedAt: !407)
!415 = !DILocation(line: 74, column: 23, scope: !355, inlinedAt: !407)
!416 = distinct !{!416, !410, !417, !190}
!417 = !DILocation(line: 75, column: 36, scope: !344, inlinedAt: !407)
!418 = !DILocation(line: 76, column: 14, scope: !345, inlinedAt: !407)
!419 = !DILocation(line: 127, column: 12, scope: !12)
!420 = !DILocation(line: 127, column: 23, scope: !12)
!421 = !DILocation(line: 127, column: 34, scope: !12)
!422 = !DILocation(line: 127, column: 45, scope: !12)
!423 = !DILocation(line: 126, column: 5, scope: !12)
!424 = !DILocation(line: 128, column: 5, scope: !12)
!425 = !DILocation(line: 128, column: 18, scope: !12)
!426 = !DILocation(line: 79, column: 44, scope: !381, inlinedAt: !427)
!427 = distinct !DILocation(line: 128, column: 22, scope: !12)
!428 = !DILocation(line: 79, column: 60, scope: !381, inlinedAt: !427)
!429 = !DILocation(line: 0, scope: !388, inlinedAt: !427)
!430 = !DILocation(line: 81, column: 22, scope: !393, inlinedAt: !427)
!431 = !{!432}
!432 = distinct !{!432, !433, !"block_xor: argument 0"}
!433 = distinct !{!433, !"block_xor"}
!434 = !DILocation(line: 81, column: 19, scope: !393, inlinedAt: !427)
!435 = !DILocation(line: 80, column: 31, scope: !393, inlinedAt: !427)
!436 = !DILocation(line: 82, column: 21, scope: !381, inlinedAt: !427)
!437 = !DILocation(line: 82, column: 7, scope: !381, inlinedAt: !427)
!438 = !DILocation(line: 82, column: 16, scope: !381, inlinedAt: !427)
!439 = !DILocation(line: 83, column: 12, scope: !381, inlinedAt: !427)
!440 = !DILocation(line: 83, column: 5, scope: !381, inlinedAt: !427)
!441 = !DILocation(line: 129, column: 42, scope: !12)
!442 = !DILocation(line: 129, column: 81, scope: !12)
!443 = !DILocation(line: 129, column: 5, scope: !12)
!444 = !DILocation(line: 130, column: 5, scope: !12)
!445 = !DILocation(line: 133, column: 1, scope: !12)
!446 = !DILocation(line: 120, column: 20, scope: !259)
!447 = !DILocation(line: 120, column: 13, scope: !259)
!448 = !DILocation(line: 121, column: 45, scope: !12)
!449 = !DILocation(line: 121, column: 5, scope: !12)
!450 = !DILocation(line: 122, column: 18, scope: !12)
!451 = !DILocation(line: 60, column: 18, scope: !265, inlinedAt: !276)
