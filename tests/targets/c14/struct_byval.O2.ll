; ModuleID = 'struct_byval.c'
source_filename = "struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, i8 }
%struct.point = type { i32, i32 }

@.str = private unnamed_addr constant [37 x i8] c"c=(%d,%d) d=(%d,%d) a still (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"rect %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"union %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"cross=(%g,%g,%g) dot=%g orth=%g,%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"acc[%d]=(%g,%g,%g)\0A\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"m\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"copy.i=%d m.i=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"(%d,%d)%s\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"lit (%d,%d)-(%d,%d) %c area %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"q=(%d,%d)\0A\00", align 1
@.str.12 = private unnamed_addr constant [40 x i8] c"%s: c=%d s=%d i=%d l=%ld f=%.4f d=%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca [6 x %struct.rect], align 16
  %2 = alloca [8 x %struct.point], align 16
  call void @llvm.dbg.value(metadata i32 3, metadata !19, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 4, metadata !19, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 34359738358, metadata !24, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 -7, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 11, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -21, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 33, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef -7, i32 noundef 11, i32 noundef -21, i32 noundef 33, i32 noundef 3, i32 noundef 4), !dbg !82
  %4 = bitcast [6 x %struct.rect]* %1 to i8*, !dbg !83
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %4) #5, !dbg !83
  call void @llvm.dbg.declare(metadata [6 x %struct.rect]* %1, metadata !27, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !85
  %5 = bitcast [6 x %struct.rect]* %1 to <4 x i32>*, !dbg !86
  store <4 x i32> <i32 -5, i32 0, i32 -4, i32 10>, <4 x i32>* %5, align 16, !dbg !86
  %6 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 0, i32 2, !dbg !86
  store i8 65, i8* %6, align 16, !dbg !86, !tbaa.struct !88
  call void @llvm.dbg.value(metadata i64 1, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 1, metadata !36, metadata !DIExpression()), !dbg !85
  %7 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 1, i32 0, i32 0, !dbg !86
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !86
  store <4 x i32> <i32 -3, i32 2, i32 -2, i32 9>, <4 x i32>* %8, align 4, !dbg !86
  %9 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 1, i32 2, !dbg !86
  store i8 66, i8* %9, align 4, !dbg !86, !tbaa.struct !88
  call void @llvm.dbg.value(metadata i64 2, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 2, metadata !36, metadata !DIExpression()), !dbg !85
  %10 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 2, i32 0, i32 0, !dbg !86
  %11 = bitcast i32* %10 to <4 x i32>*, !dbg !86
  store <4 x i32> <i32 0, i32 4, i32 1, i32 6>, <4 x i32>* %11, align 8, !dbg !86
  %12 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 2, i32 2, !dbg !86
  store i8 67, i8* %12, align 8, !dbg !86, !tbaa.struct !88
  call void @llvm.dbg.value(metadata i64 3, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 3, metadata !36, metadata !DIExpression()), !dbg !85
  %13 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 3, i32 0, i32 0, !dbg !86
  %14 = bitcast i32* %13 to <4 x i32>*, !dbg !86
  store <4 x i32> <i32 4, i32 1, i32 5, i32 6>, <4 x i32>* %14, align 4, !dbg !86
  %15 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 3, i32 2, !dbg !86
  store i8 68, i8* %15, align 4, !dbg !86, !tbaa.struct !88
  call void @llvm.dbg.value(metadata i64 4, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 4, metadata !36, metadata !DIExpression()), !dbg !85
  %16 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 4, i32 0, i32 0, !dbg !86
  %17 = bitcast i32* %16 to <4 x i32>*, !dbg !86
  store <4 x i32> <i32 7, i32 -6, i32 12, i32 8>, <4 x i32>* %17, align 16, !dbg !86
  %18 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 4, i32 2, !dbg !86
  store i8 69, i8* %18, align 16, !dbg !86, !tbaa.struct !88
  call void @llvm.dbg.value(metadata i64 5, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 5, metadata !36, metadata !DIExpression()), !dbg !85
  %19 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 5, i32 0, i32 0, !dbg !86
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !86
  store <4 x i32> <i32 10, i32 -15, i32 21, i32 10>, <4 x i32>* %20, align 4, !dbg !86
  %21 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 5, i32 2, !dbg !86
  store i8 70, i8* %21, align 4, !dbg !86, !tbaa.struct !88
  call void @llvm.dbg.value(metadata i64 6, metadata !36, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 -5, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -5, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 -4, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -4, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 10, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 10, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i8 65, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 65, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i8 65, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !97
  call void @llvm.dbg.value(metadata i8 65, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i32 10, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 10, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -4, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 -4, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -5, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 -5, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  br label %22, !dbg !100

22:                                               ; preds = %51, %0
  %23 = phi i32 [ 10, %0 ], [ %59, %51 ], !dbg !101
  %24 = phi i32 [ -4, %0 ], [ %57, %51 ], !dbg !104
  %25 = phi i32 [ 0, %0 ], [ %55, %51 ], !dbg !105
  %26 = phi i8 [ 65, %0 ], [ %53, %51 ], !dbg !106
  %27 = phi i64 [ 0, %0 ], [ %49, %51 ]
  %28 = phi i32 [ 10, %0 ], [ %48, %51 ]
  %29 = phi i32 [ -4, %0 ], [ %46, %51 ]
  %30 = phi i32 [ 0, %0 ], [ %44, %51 ]
  %31 = phi i32 [ -5, %0 ], [ %42, %51 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !39, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i8 undef, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %28, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %29, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %30, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %31, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  %32 = sext i8 %26 to i32, !dbg !107
  %33 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 %27, i32 0, i32 0, !dbg !108
  %34 = load i32, i32* %33, align 4, !dbg !108, !tbaa !109
  call void @llvm.dbg.value(metadata i32 %34, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !113
  call void @llvm.dbg.value(metadata i32 %25, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !113
  call void @llvm.dbg.value(metadata i32 %24, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !113
  call void @llvm.dbg.value(metadata i32 %23, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !113
  call void @llvm.dbg.value(metadata i32 undef, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !113
  %35 = sub nsw i32 %24, %34, !dbg !115
  %36 = sext i32 %35 to i64, !dbg !116
  %37 = sub nsw i32 %23, %25, !dbg !117
  %38 = sext i32 %37 to i64, !dbg !118
  %39 = mul nsw i64 %38, %36, !dbg !119
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i32 noundef %32, i32 noundef %34, i32 noundef %25, i32 noundef %24, i32 noundef %23, i64 noundef %39), !dbg !120
  call void @llvm.dbg.value(metadata i32 %34, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %25, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %24, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %23, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 undef, metadata !121, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %31, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %30, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %29, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %28, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i8 undef, metadata !126, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %31, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %30, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %29, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %28, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i8 undef, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 8)), !dbg !128
  %41 = icmp slt i32 %34, %31, !dbg !130
  %42 = select i1 %41, i32 %34, i32 %31, !dbg !132
  call void @llvm.dbg.value(metadata i32 %42, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !128
  %43 = icmp slt i32 %25, %30, !dbg !133
  %44 = select i1 %43, i32 %25, i32 %30, !dbg !135
  call void @llvm.dbg.value(metadata i32 %44, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !128
  %45 = icmp sgt i32 %24, %29, !dbg !136
  %46 = select i1 %45, i32 %24, i32 %29, !dbg !138
  call void @llvm.dbg.value(metadata i32 %46, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !128
  %47 = icmp sgt i32 %23, %28, !dbg !139
  %48 = select i1 %47, i32 %23, i32 %28, !dbg !141
  call void @llvm.dbg.value(metadata i32 %48, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !128
  call void @llvm.dbg.value(metadata i8 undef, metadata !127, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8)), !dbg !128
  call void @llvm.dbg.value(metadata i32 %42, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %42, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %44, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %44, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %46, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %46, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %48, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %48, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i8 undef, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8)), !dbg !97
  %49 = add nuw nsw i64 %27, 1, !dbg !142
  call void @llvm.dbg.value(metadata i32 %48, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %48, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %46, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %46, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %44, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %44, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 %42, metadata !92, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !97
  call void @llvm.dbg.value(metadata i32 %42, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 %49, metadata !39, metadata !DIExpression()), !dbg !99
  %50 = icmp eq i64 %49, 6, !dbg !143
  br i1 %50, label %60, label %51, !dbg !100, !llvm.loop !144

51:                                               ; preds = %22
  %52 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 %49, i32 2
  %53 = load i8, i8* %52, align 4, !dbg !106, !tbaa !147
  %54 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 %49, i32 0, i32 1
  %55 = load i32, i32* %54, align 4, !dbg !105
  %56 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 %49, i32 1, i32 0
  %57 = load i32, i32* %56, align 4, !dbg !104
  %58 = getelementptr inbounds [6 x %struct.rect], [6 x %struct.rect]* %1, i64 0, i64 %49, i32 1, i32 1
  %59 = load i32, i32* %58, align 4, !dbg !101
  br label %22, !dbg !100

60:                                               ; preds = %22
  %61 = sub nsw i32 %46, %42, !dbg !148
  %62 = sext i32 %61 to i64, !dbg !149
  %63 = sub nsw i32 %48, %44, !dbg !150
  %64 = sext i32 %63 to i64, !dbg !151
  %65 = mul nsw i64 %64, %62, !dbg !152
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.2, i64 0, i64 0), i32 noundef 71, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i64 noundef %65), !dbg !153
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -1.400000e+01, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 8.500000e+00, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), double noundef 2.500000e+00, double noundef -1.400000e+01, double noundef 8.500000e+00, double noundef 3.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata double -1.400000e+01, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 8.500000e+00, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 3.500000e+00, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, double noundef 3.500000e+00, double noundef -1.400000e+01, double noundef 8.500000e+00), !dbg !156
  call void @llvm.dbg.value(metadata i32 1, metadata !51, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata double -4.100000e+01, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -5.425000e+01, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -3.125000e+01, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, double noundef -3.125000e+01, double noundef -4.100000e+01, double noundef -5.425000e+01), !dbg !156
  call void @llvm.dbg.value(metadata i32 2, metadata !51, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata double 2.795000e+02, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -1.796250e+02, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double -5.387500e+01, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, double noundef -5.387500e+01, double noundef 2.795000e+02, double noundef -1.796250e+02), !dbg !156
  call void @llvm.dbg.value(metadata i32 3, metadata !51, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata double 8.262500e+02, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0x40910C4000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0x40844E8000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3, double noundef 0x40844E8000000000, double noundef 8.262500e+02, double noundef 0x40910C4000000000), !dbg !156
  call void @llvm.dbg.value(metadata i32 4, metadata !51, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata double 0xC0B61FE000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0x40AC5BD000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0x40914FE000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !81
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 4, double noundef 0x40914FE000000000, double noundef 0xC0B61FE000000000, double noundef 0x40AC5BD000000000), !dbg !156
  call void @llvm.dbg.value(metadata double 0xC0B61FE000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata double 0x40AC5BD000000000, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i32 5, metadata !51, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 0, metadata !62, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8 97, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i32 200, metadata !53, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -21, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 5000000000000, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata float 1.750000e+00, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !81
  call void @llvm.dbg.value(metadata double 2.560000e+02, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i8 97, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i8 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i32 200, metadata !160, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !168
  call void @llvm.dbg.value(metadata i32 -21, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i64 5000000000000, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !168
  call void @llvm.dbg.value(metadata float 1.750000e+00, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i32 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !168
  call void @llvm.dbg.value(metadata double 2.560000e+02, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !168
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), metadata !167, metadata !DIExpression()) #5, !dbg !168
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i32 noundef 97, i32 noundef 200, i32 noundef -21, i64 noundef 5000000000000, double noundef 1.750000e+00, double noundef 2.560000e+02) #5, !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !62, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8 98, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i32 401, metadata !53, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -64, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 25000000000001, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata float 1.875000e+00, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !81
  call void @llvm.dbg.value(metadata double 6.300000e+01, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i8 98, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i8 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i32 401, metadata !160, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !168
  call void @llvm.dbg.value(metadata i32 -64, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i64 25000000000001, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !168
  call void @llvm.dbg.value(metadata float 1.875000e+00, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i32 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !168
  call void @llvm.dbg.value(metadata double 6.300000e+01, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !168
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i32 noundef 98, i32 noundef 401, i32 noundef -64, i64 noundef 25000000000001, double noundef 1.875000e+00, double noundef 6.300000e+01) #5, !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !62, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8 100, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i32 804, metadata !53, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -194, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 125000000000007, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata float 2.937500e+00, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !81
  call void @llvm.dbg.value(metadata double 1.375000e+01, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i8 100, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i8 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i32 804, metadata !160, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !168
  call void @llvm.dbg.value(metadata i32 -194, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i64 125000000000007, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !168
  call void @llvm.dbg.value(metadata float 2.937500e+00, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i32 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !168
  call void @llvm.dbg.value(metadata double 1.375000e+01, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !168
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i32 noundef 100, i32 noundef 804, i32 noundef -194, i64 noundef 125000000000007, double noundef 2.937500e+00, double noundef 1.375000e+01) #5, !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !62, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8 103, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i32 1611, metadata !53, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -585, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 625000000000038, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata float 4.468750e+00, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !81
  call void @llvm.dbg.value(metadata double 4.375000e-01, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i8 103, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i8 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i32 1611, metadata !160, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !168
  call void @llvm.dbg.value(metadata i32 -585, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i64 625000000000038, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !168
  call void @llvm.dbg.value(metadata float 4.468750e+00, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i32 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !168
  call void @llvm.dbg.value(metadata double 4.375000e-01, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !168
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i32 noundef 103, i32 noundef 1611, i32 noundef -585, i64 noundef 625000000000038, double noundef 4.468750e+00, double noundef 4.375000e-01) #5, !dbg !172
  call void @llvm.dbg.value(metadata i64 4, metadata !62, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8 107, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i32 3226, metadata !53, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !81
  call void @llvm.dbg.value(metadata i32 -1759, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 3125000000000194, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata float 0x4018F00000000000, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !81
  call void @llvm.dbg.value(metadata double 0xC00F200000000000, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i8 107, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i8 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !168
  call void @llvm.dbg.value(metadata i32 3226, metadata !160, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16)), !dbg !168
  call void @llvm.dbg.value(metadata i32 -1759, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i64 3125000000000194, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !168
  call void @llvm.dbg.value(metadata float 0x4018F00000000000, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !168
  call void @llvm.dbg.value(metadata i32 undef, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !168
  call void @llvm.dbg.value(metadata double 0xC00F200000000000, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !168
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i32 noundef 107, i32 noundef 3226, i32 noundef -1759, i64 noundef 3125000000000194, double noundef 0x4018F00000000000, double noundef 0xC00F200000000000) #5, !dbg !172
  call void @llvm.dbg.value(metadata i32 -1759, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i16 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 16)), !dbg !81
  call void @llvm.dbg.value(metadata i8 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !81
  call void @llvm.dbg.value(metadata i8 107, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !81
  call void @llvm.dbg.value(metadata double 0xC00F200000000000, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !81
  call void @llvm.dbg.value(metadata float 0x4018F00000000000, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i64 3125000000000194, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !81
  call void @llvm.dbg.value(metadata i64 5, metadata !62, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 -1758, metadata !64, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef -1758, i32 noundef -1759), !dbg !173
  %79 = bitcast [8 x %struct.point]* %2 to i8*, !dbg !174
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %79) #5, !dbg !174
  call void @llvm.dbg.declare(metadata [8 x %struct.point]* %2, metadata !65, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i64 1, metadata !69, metadata !DIExpression()), !dbg !176
  %80 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 1, i32 0, !dbg !177
  %81 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 1, i32 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 2, metadata !69, metadata !DIExpression()), !dbg !176
  %82 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 2, i32 0, !dbg !177
  %83 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 2, i32 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 3, metadata !69, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i64 4, metadata !69, metadata !DIExpression()), !dbg !176
  %84 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 4, i32 0, !dbg !177
  call void @llvm.dbg.value(metadata i64 5, metadata !69, metadata !DIExpression()), !dbg !176
  %85 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 5, i32 0, !dbg !177
  %86 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 5, i32 1, !dbg !180
  %87 = bitcast i32* %84 to <4 x i32>*, !dbg !181
  store <4 x i32> <i32 0, i32 4, i32 4, i32 5>, <4 x i32>* %87, align 16, !dbg !181, !tbaa !182
  call void @llvm.dbg.value(metadata i64 6, metadata !69, metadata !DIExpression()), !dbg !176
  %88 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 6, i32 0, !dbg !177
  %89 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 6, i32 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 7, metadata !69, metadata !DIExpression()), !dbg !176
  %90 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 7, i32 0, !dbg !177
  %91 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 7, i32 1, !dbg !180
  %92 = bitcast i32* %88 to <4 x i32>*, !dbg !181
  store <4 x i32> <i32 -3, i32 6, i32 1, i32 7>, <4 x i32>* %92, align 16, !dbg !181, !tbaa !182
  call void @llvm.dbg.value(metadata i64 8, metadata !69, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i64 1, metadata !71, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i32 -1, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 1, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %93 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 0, i32 0, !dbg !185
  store i32 -1, i32* %80, align 8, !dbg !186, !tbaa.struct !187
  store i32 1, i32* %81, align 4, !dbg !186, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i64 2, metadata !71, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i32 3, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i32 2, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 2, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %94 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 1, !dbg !189
  %95 = getelementptr inbounds %struct.point, %struct.point* %94, i64 0, i32 0, !dbg !185
  store i32 3, i32* %82, align 16, !dbg !186, !tbaa.struct !187
  store i32 2, i32* %83, align 4, !dbg !186, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i64 3, metadata !71, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i32 -4, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i32 3, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 3, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %96 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 2, !dbg !189
  %97 = getelementptr inbounds %struct.point, %struct.point* %96, i64 0, i32 0, !dbg !185
  %98 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 3, !dbg !190
  %99 = bitcast %struct.point* %96 to i64*, !dbg !192
  %100 = bitcast %struct.point* %98 to i64*, !dbg !192
  %101 = load i64, i64* %99, align 16, !dbg !192
  store i64 %101, i64* %100, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %102 = trunc i64 %101 to i32, !dbg !193
  %103 = bitcast %struct.point* %94 to i64*, !dbg !192
  %104 = load i64, i64* %103, align 8, !dbg !192
  store i64 %104, i64* %99, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %105 = bitcast [8 x %struct.point]* %2 to <4 x i32>*, !dbg !181
  store <4 x i32> <i32 -5, i32 0, i32 -4, i32 3>, <4 x i32>* %105, align 16, !dbg !181
  call void @llvm.dbg.value(metadata i64 4, metadata !71, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i32 4, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 4, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %106 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 3, !dbg !189
  %107 = getelementptr inbounds %struct.point, %struct.point* %106, i64 0, i32 0, !dbg !185
  %108 = icmp sgt i32 %102, 0, !dbg !194
  br i1 %108, label %109, label %119, !dbg !193

109:                                              ; preds = %60
  %110 = trunc i64 %104 to i32, !dbg !193
  %111 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 4, !dbg !190
  %112 = bitcast %struct.point* %106 to i64*, !dbg !192
  %113 = bitcast %struct.point* %111 to i64*, !dbg !192
  %114 = load i64, i64* %112, align 8, !dbg !192
  store i64 %114, i64* %113, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %115 = icmp sgt i32 %110, 0, !dbg !194
  br i1 %115, label %116, label %119, !dbg !193

116:                                              ; preds = %109
  %117 = bitcast %struct.point* %96 to i64*, !dbg !192
  %118 = load i64, i64* %117, align 16, !dbg !192
  store i64 %118, i64* %112, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  br label %119, !dbg !193

119:                                              ; preds = %116, %109, %60
  %120 = phi i64 [ 4, %60 ], [ 3, %109 ], [ 2, %116 ]
  %121 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %120, i32 0, !dbg !186
  store i32 0, i32* %121, align 8, !dbg !186, !tbaa.struct !187
  %122 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %120, i32 1, !dbg !186
  store i32 4, i32* %122, align 4, !dbg !186, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i64 5, metadata !71, metadata !DIExpression()), !dbg !183
  %123 = load i32, i32* %85, align 8, !dbg !195, !tbaa.struct !187
  call void @llvm.dbg.value(metadata i32 %123, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  %124 = load i32, i32* %86, align 4, !dbg !195, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i32 %124, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 5, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %125 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 4, !dbg !189
  %126 = getelementptr inbounds %struct.point, %struct.point* %125, i64 0, i32 0, !dbg !185
  %127 = load i32, i32* %126, align 16, !dbg !185, !tbaa !196
  %128 = icmp sgt i32 %127, %123, !dbg !194
  br i1 %128, label %129, label %154, !dbg !193

129:                                              ; preds = %119
  %130 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 5, !dbg !190
  %131 = bitcast %struct.point* %125 to i64*, !dbg !192
  %132 = bitcast %struct.point* %130 to i64*, !dbg !192
  %133 = load i64, i64* %131, align 16, !dbg !192
  store i64 %133, i64* %132, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 4, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %134 = load i32, i32* %107, align 8, !dbg !185, !tbaa !196
  %135 = icmp sgt i32 %134, %123, !dbg !194
  br i1 %135, label %136, label %154, !dbg !193

136:                                              ; preds = %129
  %137 = bitcast %struct.point* %106 to i64*, !dbg !192
  %138 = load i64, i64* %137, align 8, !dbg !192
  store i64 %138, i64* %131, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %139 = load i32, i32* %97, align 16, !dbg !185, !tbaa !196
  %140 = icmp sgt i32 %139, %123, !dbg !194
  br i1 %140, label %141, label %154, !dbg !193

141:                                              ; preds = %136
  %142 = bitcast %struct.point* %96 to i64*, !dbg !192
  %143 = load i64, i64* %142, align 16, !dbg !192
  store i64 %143, i64* %137, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %144 = load i32, i32* %95, align 8, !dbg !185, !tbaa !196
  %145 = icmp sgt i32 %144, %123, !dbg !194
  br i1 %145, label %146, label %154, !dbg !193

146:                                              ; preds = %141
  %147 = bitcast %struct.point* %94 to i64*, !dbg !192
  %148 = load i64, i64* %147, align 8, !dbg !192
  store i64 %148, i64* %142, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %149 = load i32, i32* %93, align 16, !dbg !185, !tbaa !196
  %150 = icmp sgt i32 %149, %123, !dbg !194
  br i1 %150, label %151, label %154, !dbg !193

151:                                              ; preds = %146
  %152 = bitcast [8 x %struct.point]* %2 to i64*, !dbg !192
  %153 = load i64, i64* %152, align 16, !dbg !192
  store i64 %153, i64* %147, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  br label %154

154:                                              ; preds = %151, %146, %141, %136, %129, %119
  %155 = phi i64 [ 5, %119 ], [ 4, %129 ], [ 3, %136 ], [ 2, %141 ], [ 1, %146 ], [ 0, %151 ]
  %156 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %155, i32 0, !dbg !186
  store i32 %123, i32* %156, align 8, !dbg !186, !tbaa.struct !187
  %157 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %155, i32 1, !dbg !186
  store i32 %124, i32* %157, align 4, !dbg !186, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i64 6, metadata !71, metadata !DIExpression()), !dbg !183
  %158 = load i32, i32* %88, align 16, !dbg !195, !tbaa.struct !187
  call void @llvm.dbg.value(metadata i32 %158, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  %159 = load i32, i32* %89, align 4, !dbg !195, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i32 %159, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 6, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %160 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 5, !dbg !189
  %161 = getelementptr inbounds %struct.point, %struct.point* %160, i64 0, i32 0, !dbg !185
  %162 = load i32, i32* %161, align 8, !dbg !185, !tbaa !196
  %163 = icmp sgt i32 %162, %158, !dbg !194
  br i1 %163, label %164, label %194, !dbg !193

164:                                              ; preds = %154
  %165 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 6, !dbg !190
  %166 = bitcast %struct.point* %160 to i64*, !dbg !192
  %167 = bitcast %struct.point* %165 to i64*, !dbg !192
  %168 = load i64, i64* %166, align 8, !dbg !192
  store i64 %168, i64* %167, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 5, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %169 = load i32, i32* %126, align 16, !dbg !185, !tbaa !196
  %170 = icmp sgt i32 %169, %158, !dbg !194
  br i1 %170, label %171, label %194, !dbg !193

171:                                              ; preds = %164
  %172 = bitcast %struct.point* %125 to i64*, !dbg !192
  %173 = load i64, i64* %172, align 16, !dbg !192
  store i64 %173, i64* %166, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 4, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %174 = load i32, i32* %107, align 8, !dbg !185, !tbaa !196
  %175 = icmp sgt i32 %174, %158, !dbg !194
  br i1 %175, label %176, label %194, !dbg !193

176:                                              ; preds = %171
  %177 = bitcast %struct.point* %106 to i64*, !dbg !192
  %178 = load i64, i64* %177, align 8, !dbg !192
  store i64 %178, i64* %172, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %179 = load i32, i32* %97, align 16, !dbg !185, !tbaa !196
  %180 = icmp sgt i32 %179, %158, !dbg !194
  br i1 %180, label %181, label %194, !dbg !193

181:                                              ; preds = %176
  %182 = bitcast %struct.point* %96 to i64*, !dbg !192
  %183 = load i64, i64* %182, align 16, !dbg !192
  store i64 %183, i64* %177, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %184 = load i32, i32* %95, align 8, !dbg !185, !tbaa !196
  %185 = icmp sgt i32 %184, %158, !dbg !194
  br i1 %185, label %186, label %194, !dbg !193

186:                                              ; preds = %181
  %187 = bitcast %struct.point* %94 to i64*, !dbg !192
  %188 = load i64, i64* %187, align 8, !dbg !192
  store i64 %188, i64* %182, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %189 = load i32, i32* %93, align 16, !dbg !185, !tbaa !196
  %190 = icmp sgt i32 %189, %158, !dbg !194
  br i1 %190, label %191, label %194, !dbg !193

191:                                              ; preds = %186
  %192 = bitcast [8 x %struct.point]* %2 to i64*, !dbg !192
  %193 = load i64, i64* %192, align 16, !dbg !192
  store i64 %193, i64* %187, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  br label %194

194:                                              ; preds = %191, %186, %181, %176, %171, %164, %154
  %195 = phi i64 [ 6, %154 ], [ 5, %164 ], [ 4, %171 ], [ 3, %176 ], [ 2, %181 ], [ 1, %186 ], [ 0, %191 ]
  %196 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %195, i32 0, !dbg !186
  store i32 %158, i32* %196, align 8, !dbg !186, !tbaa.struct !187
  %197 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %195, i32 1, !dbg !186
  store i32 %159, i32* %197, align 4, !dbg !186, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i64 7, metadata !71, metadata !DIExpression()), !dbg !183
  %198 = load i32, i32* %90, align 8, !dbg !195, !tbaa.struct !187
  call void @llvm.dbg.value(metadata i32 %198, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !184
  %199 = load i32, i32* %91, align 4, !dbg !195, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i32 %199, metadata !73, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !184
  call void @llvm.dbg.value(metadata i64 7, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %200 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 6, !dbg !189
  %201 = getelementptr inbounds %struct.point, %struct.point* %200, i64 0, i32 0, !dbg !185
  %202 = load i32, i32* %201, align 16, !dbg !185, !tbaa !196
  %203 = icmp sgt i32 %202, %198, !dbg !194
  br i1 %203, label %204, label %239, !dbg !193

204:                                              ; preds = %194
  %205 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 7, !dbg !190
  %206 = bitcast %struct.point* %200 to i64*, !dbg !192
  %207 = bitcast %struct.point* %205 to i64*, !dbg !192
  %208 = load i64, i64* %206, align 16, !dbg !192
  store i64 %208, i64* %207, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 6, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %209 = load i32, i32* %161, align 8, !dbg !185, !tbaa !196
  %210 = icmp sgt i32 %209, %198, !dbg !194
  br i1 %210, label %211, label %239, !dbg !193

211:                                              ; preds = %204
  %212 = bitcast %struct.point* %160 to i64*, !dbg !192
  %213 = load i64, i64* %212, align 8, !dbg !192
  store i64 %213, i64* %206, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 5, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %214 = load i32, i32* %126, align 16, !dbg !185, !tbaa !196
  %215 = icmp sgt i32 %214, %198, !dbg !194
  br i1 %215, label %216, label %239, !dbg !193

216:                                              ; preds = %211
  %217 = bitcast %struct.point* %125 to i64*, !dbg !192
  %218 = load i64, i64* %217, align 16, !dbg !192
  store i64 %218, i64* %212, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 4, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %219 = load i32, i32* %107, align 8, !dbg !185, !tbaa !196
  %220 = icmp sgt i32 %219, %198, !dbg !194
  br i1 %220, label %221, label %239, !dbg !193

221:                                              ; preds = %216
  %222 = bitcast %struct.point* %106 to i64*, !dbg !192
  %223 = load i64, i64* %222, align 8, !dbg !192
  store i64 %223, i64* %217, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 3, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %224 = load i32, i32* %97, align 16, !dbg !185, !tbaa !196
  %225 = icmp sgt i32 %224, %198, !dbg !194
  br i1 %225, label %226, label %239, !dbg !193

226:                                              ; preds = %221
  %227 = bitcast %struct.point* %96 to i64*, !dbg !192
  %228 = load i64, i64* %227, align 16, !dbg !192
  store i64 %228, i64* %222, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 2, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %229 = load i32, i32* %95, align 8, !dbg !185, !tbaa !196
  %230 = icmp sgt i32 %229, %198, !dbg !194
  br i1 %230, label %231, label %239, !dbg !193

231:                                              ; preds = %226
  %232 = bitcast %struct.point* %94 to i64*, !dbg !192
  %233 = load i64, i64* %232, align 8, !dbg !192
  store i64 %233, i64* %227, align 16, !dbg !192
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %234 = load i32, i32* %93, align 16, !dbg !185, !tbaa !196
  %235 = icmp sgt i32 %234, %198, !dbg !194
  br i1 %235, label %236, label %239, !dbg !193

236:                                              ; preds = %231
  %237 = bitcast [8 x %struct.point]* %2 to i64*, !dbg !192
  %238 = load i64, i64* %237, align 16, !dbg !192
  store i64 %238, i64* %232, align 8, !dbg !192
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  br label %239

239:                                              ; preds = %236, %231, %226, %221, %216, %211, %204, %194
  %240 = phi i64 [ 7, %194 ], [ 6, %204 ], [ 5, %211 ], [ 4, %216 ], [ 3, %221 ], [ 2, %226 ], [ 1, %231 ], [ 0, %236 ]
  %241 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 0, i32 0, !dbg !177
  %242 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 4, i32 1, !dbg !180
  %243 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 0, i32 1, !dbg !180
  %244 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 3, i32 1, !dbg !180
  %245 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 3, i32 0, !dbg !177
  %246 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %240, i32 0, !dbg !186
  store i32 %198, i32* %246, align 8, !dbg !186, !tbaa.struct !187
  %247 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* %2, i64 0, i64 %240, i32 1, !dbg !186
  store i32 %199, i32* %247, align 4, !dbg !186, !tbaa.struct !188
  call void @llvm.dbg.value(metadata i64 8, metadata !71, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 0, metadata !77, metadata !DIExpression()), !dbg !197
  %248 = load i32, i32* %241, align 16, !dbg !198, !tbaa !196
  %249 = load i32, i32* %243, align 4, !dbg !200, !tbaa !201
  %250 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %248, i32 noundef %249, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 1, metadata !77, metadata !DIExpression()), !dbg !197
  %251 = load i32, i32* %80, align 8, !dbg !198, !tbaa !196
  %252 = load i32, i32* %81, align 4, !dbg !200, !tbaa !201
  %253 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %251, i32 noundef %252, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 2, metadata !77, metadata !DIExpression()), !dbg !197
  %254 = load i32, i32* %82, align 16, !dbg !198, !tbaa !196
  %255 = load i32, i32* %83, align 4, !dbg !200, !tbaa !201
  %256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %254, i32 noundef %255, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 3, metadata !77, metadata !DIExpression()), !dbg !197
  %257 = load i32, i32* %245, align 8, !dbg !198, !tbaa !196
  %258 = load i32, i32* %244, align 4, !dbg !200, !tbaa !201
  %259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %257, i32 noundef %258, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 4, metadata !77, metadata !DIExpression()), !dbg !197
  %260 = load i32, i32* %84, align 16, !dbg !198, !tbaa !196
  %261 = load i32, i32* %242, align 4, !dbg !200, !tbaa !201
  %262 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %260, i32 noundef %261, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 5, metadata !77, metadata !DIExpression()), !dbg !197
  %263 = load i32, i32* %85, align 8, !dbg !198, !tbaa !196
  %264 = load i32, i32* %86, align 4, !dbg !200, !tbaa !201
  %265 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %263, i32 noundef %264, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 6, metadata !77, metadata !DIExpression()), !dbg !197
  %266 = load i32, i32* %88, align 16, !dbg !198, !tbaa !196
  %267 = load i32, i32* %89, align 4, !dbg !200, !tbaa !201
  %268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %266, i32 noundef %267, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 7, metadata !77, metadata !DIExpression()), !dbg !197
  %269 = load i32, i32* %90, align 8, !dbg !198, !tbaa !196
  %270 = load i32, i32* %91, align 4, !dbg !200, !tbaa !201
  %271 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %269, i32 noundef %270, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)), !dbg !202
  call void @llvm.dbg.value(metadata i64 8, metadata !77, metadata !DIExpression()), !dbg !197
  %272 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 8, i32 noundef 9, i32 noundef 90, i64 noundef 72), !dbg !203
  call void @llvm.dbg.value(metadata i32 1, metadata !80, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !81
  call void @llvm.dbg.value(metadata i32 6, metadata !80, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  %273 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i32 noundef 1, i32 noundef 6), !dbg !204
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %79) #5, !dbg !205
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %4) #5, !dbg !205
  ret i32 0, !dbg !206
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_byval.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "e3f6a130a63098a9e393fd54fcd8fc6a")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 80, type: !15, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !24, !25, !26, !27, !36, !38, !39, !41, !48, !49, !50, !51, !53, !62, !64, !65, !69, !71, !73, !76, !77, !79, !80}
!19 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 81, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 4, size: 64, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !20, file: !1, line: 5, baseType: !17, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !20, file: !1, line: 5, baseType: !17, size: 32, offset: 32)
!24 = !DILocalVariable(name: "b", scope: !14, file: !1, line: 81, type: !20)
!25 = !DILocalVariable(name: "c", scope: !14, file: !1, line: 82, type: !20)
!26 = !DILocalVariable(name: "d", scope: !14, file: !1, line: 83, type: !20)
!27 = !DILocalVariable(name: "rs", scope: !14, file: !1, line: 85, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 960, elements: !34)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !1, line: 8, size: 160, elements: !30)
!30 = !{!31, !32, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !29, file: !1, line: 9, baseType: !20, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !29, file: !1, line: 9, baseType: !20, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !29, file: !1, line: 10, baseType: !3, size: 8, offset: 128)
!34 = !{!35}
!35 = !DISubrange(count: 6)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 86, type: !17)
!37 = distinct !DILexicalBlock(scope: !14, file: !1, line: 86, column: 5)
!38 = !DILocalVariable(name: "u", scope: !14, file: !1, line: 88, type: !29)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 89, type: !17)
!40 = distinct !DILexicalBlock(scope: !14, file: !1, line: 89, column: 5)
!41 = !DILocalVariable(name: "v1", scope: !14, file: !1, line: 96, type: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !1, line: 13, size: 192, elements: !43)
!43 = !{!44, !46, !47}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !42, file: !1, line: 14, baseType: !45, size: 64)
!45 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !42, file: !1, line: 14, baseType: !45, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !42, file: !1, line: 14, baseType: !45, size: 64, offset: 128)
!48 = !DILocalVariable(name: "v2", scope: !14, file: !1, line: 96, type: !42)
!49 = !DILocalVariable(name: "cr", scope: !14, file: !1, line: 97, type: !42)
!50 = !DILocalVariable(name: "acc", scope: !14, file: !1, line: 100, type: !42)
!51 = !DILocalVariable(name: "i", scope: !52, file: !1, line: 101, type: !17)
!52 = distinct !DILexicalBlock(scope: !14, file: !1, line: 101, column: 5)
!53 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 106, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !1, line: 17, size: 256, elements: !55)
!55 = !{!56, !57, !58, !59, !60, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !54, file: !1, line: 18, baseType: !3, size: 8)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !54, file: !1, line: 19, baseType: !5, size: 16, offset: 16)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !54, file: !1, line: 20, baseType: !17, size: 32, offset: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !54, file: !1, line: 21, baseType: !4, size: 64, offset: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !54, file: !1, line: 22, baseType: !6, size: 32, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !54, file: !1, line: 23, baseType: !45, size: 64, offset: 192)
!62 = !DILocalVariable(name: "k", scope: !63, file: !1, line: 107, type: !17)
!63 = distinct !DILexicalBlock(scope: !14, file: !1, line: 107, column: 5)
!64 = !DILocalVariable(name: "copy", scope: !14, file: !1, line: 112, type: !54)
!65 = !DILocalVariable(name: "pts", scope: !14, file: !1, line: 116, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 512, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 8)
!69 = !DILocalVariable(name: "i", scope: !70, file: !1, line: 117, type: !17)
!70 = distinct !DILexicalBlock(scope: !14, file: !1, line: 117, column: 5)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 121, type: !17)
!72 = distinct !DILexicalBlock(scope: !14, file: !1, line: 121, column: 5)
!73 = !DILocalVariable(name: "key", scope: !74, file: !1, line: 122, type: !20)
!74 = distinct !DILexicalBlock(scope: !75, file: !1, line: 121, column: 33)
!75 = distinct !DILexicalBlock(scope: !72, file: !1, line: 121, column: 5)
!76 = !DILocalVariable(name: "j", scope: !74, file: !1, line: 123, type: !17)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 130, type: !17)
!78 = distinct !DILexicalBlock(scope: !14, file: !1, line: 130, column: 5)
!79 = !DILocalVariable(name: "lit", scope: !14, file: !1, line: 133, type: !29)
!80 = !DILocalVariable(name: "q", scope: !14, file: !1, line: 136, type: !20)
!81 = !DILocation(line: 0, scope: !14)
!82 = !DILocation(line: 84, column: 5, scope: !14)
!83 = !DILocation(line: 85, column: 5, scope: !14)
!84 = !DILocation(line: 85, column: 17, scope: !14)
!85 = !DILocation(line: 0, scope: !37)
!86 = !DILocation(line: 87, column: 17, scope: !87)
!87 = distinct !DILexicalBlock(scope: !37, file: !1, line: 86, column: 5)
!88 = !{i64 0, i64 1, !89}
!89 = !{!90, !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocalVariable(name: "r", arg: 1, scope: !93, file: !1, line: 47, type: !29)
!93 = distinct !DISubprogram(name: "rect_area", scope: !1, file: !1, line: 47, type: !94, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!4, !29}
!96 = !{!92}
!97 = !DILocation(line: 0, scope: !93, inlinedAt: !98)
!98 = distinct !DILocation(line: 95, column: 12, scope: !14)
!99 = !DILocation(line: 0, scope: !40)
!100 = !DILocation(line: 89, column: 5, scope: !40)
!101 = !DILocation(line: 91, column: 37, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 89, column: 33)
!103 = distinct !DILexicalBlock(scope: !40, file: !1, line: 89, column: 5)
!104 = !DILocation(line: 91, column: 25, scope: !102)
!105 = !DILocation(line: 90, column: 87, scope: !102)
!106 = !DILocation(line: 90, column: 61, scope: !102)
!107 = !DILocation(line: 90, column: 55, scope: !102)
!108 = !DILocation(line: 90, column: 75, scope: !102)
!109 = !{!110, !112, i64 0}
!110 = !{!"rect", !111, i64 0, !111, i64 8, !90, i64 16}
!111 = !{!"point", !112, i64 0, !112, i64 4}
!112 = !{!"int", !90, i64 0}
!113 = !DILocation(line: 0, scope: !93, inlinedAt: !114)
!114 = distinct !DILocation(line: 91, column: 40, scope: !102)
!115 = !DILocation(line: 47, column: 61, scope: !93, inlinedAt: !114)
!116 = !DILocation(line: 47, column: 47, scope: !93, inlinedAt: !114)
!117 = !DILocation(line: 47, column: 81, scope: !93, inlinedAt: !114)
!118 = !DILocation(line: 47, column: 73, scope: !93, inlinedAt: !114)
!119 = !DILocation(line: 47, column: 71, scope: !93, inlinedAt: !114)
!120 = !DILocation(line: 90, column: 9, scope: !102)
!121 = !DILocalVariable(name: "b", arg: 2, scope: !122, file: !1, line: 49, type: !29)
!122 = distinct !DISubprogram(name: "rect_union", scope: !1, file: !1, line: 49, type: !123, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!29, !29, !29}
!125 = !{!126, !121, !127}
!126 = !DILocalVariable(name: "a", arg: 1, scope: !122, file: !1, line: 49, type: !29)
!127 = !DILocalVariable(name: "r", scope: !122, file: !1, line: 50, type: !29)
!128 = !DILocation(line: 0, scope: !122, inlinedAt: !129)
!129 = distinct !DILocation(line: 92, column: 13, scope: !102)
!130 = !DILocation(line: 51, column: 16, scope: !131, inlinedAt: !129)
!131 = distinct !DILexicalBlock(scope: !122, file: !1, line: 51, column: 9)
!132 = !DILocation(line: 51, column: 9, scope: !122, inlinedAt: !129)
!133 = !DILocation(line: 52, column: 16, scope: !134, inlinedAt: !129)
!134 = distinct !DILexicalBlock(scope: !122, file: !1, line: 52, column: 9)
!135 = !DILocation(line: 52, column: 9, scope: !122, inlinedAt: !129)
!136 = !DILocation(line: 53, column: 16, scope: !137, inlinedAt: !129)
!137 = distinct !DILexicalBlock(scope: !122, file: !1, line: 53, column: 9)
!138 = !DILocation(line: 53, column: 9, scope: !122, inlinedAt: !129)
!139 = !DILocation(line: 54, column: 16, scope: !140, inlinedAt: !129)
!140 = distinct !DILexicalBlock(scope: !122, file: !1, line: 54, column: 9)
!141 = !DILocation(line: 54, column: 9, scope: !122, inlinedAt: !129)
!142 = !DILocation(line: 89, column: 29, scope: !103)
!143 = !DILocation(line: 89, column: 23, scope: !103)
!144 = distinct !{!144, !100, !145, !146}
!145 = !DILocation(line: 93, column: 5, scope: !40)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !{!110, !90, i64 16}
!148 = !DILocation(line: 47, column: 61, scope: !93, inlinedAt: !98)
!149 = !DILocation(line: 47, column: 47, scope: !93, inlinedAt: !98)
!150 = !DILocation(line: 47, column: 81, scope: !93, inlinedAt: !98)
!151 = !DILocation(line: 47, column: 73, scope: !93, inlinedAt: !98)
!152 = !DILocation(line: 47, column: 71, scope: !93, inlinedAt: !98)
!153 = !DILocation(line: 94, column: 5, scope: !14)
!154 = !DILocation(line: 98, column: 5, scope: !14)
!155 = !DILocation(line: 0, scope: !52)
!156 = !DILocation(line: 104, column: 9, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !1, line: 101, column: 33)
!158 = distinct !DILexicalBlock(scope: !52, file: !1, line: 101, column: 5)
!159 = !DILocation(line: 0, scope: !63)
!160 = !DILocalVariable(name: "m", arg: 2, scope: !161, file: !1, line: 76, type: !54)
!161 = distinct !DISubprogram(name: "print_mixed", scope: !1, file: !1, line: 76, type: !162, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !166)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !164, !54}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!166 = !{!167, !160}
!167 = !DILocalVariable(name: "lbl", arg: 1, scope: !161, file: !1, line: 76, type: !164)
!168 = !DILocation(line: 0, scope: !161, inlinedAt: !169)
!169 = distinct !DILocation(line: 109, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 107, column: 33)
!171 = distinct !DILexicalBlock(scope: !63, file: !1, line: 107, column: 5)
!172 = !DILocation(line: 77, column: 5, scope: !161, inlinedAt: !169)
!173 = !DILocation(line: 114, column: 5, scope: !14)
!174 = !DILocation(line: 116, column: 5, scope: !14)
!175 = !DILocation(line: 116, column: 18, scope: !14)
!176 = !DILocation(line: 0, scope: !70)
!177 = !DILocation(line: 118, column: 16, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 117, column: 33)
!179 = distinct !DILexicalBlock(scope: !70, file: !1, line: 117, column: 5)
!180 = !DILocation(line: 119, column: 16, scope: !178)
!181 = !DILocation(line: 118, column: 18, scope: !178)
!182 = !{!112, !112, i64 0}
!183 = !DILocation(line: 0, scope: !72)
!184 = !DILocation(line: 0, scope: !74)
!185 = !DILocation(line: 124, column: 33, scope: !74)
!186 = !DILocation(line: 128, column: 22, scope: !74)
!187 = !{i64 0, i64 4, !182, i64 4, i64 4, !182}
!188 = !{i64 0, i64 4, !182}
!189 = !DILocation(line: 124, column: 26, scope: !74)
!190 = !DILocation(line: 125, column: 13, scope: !191)
!191 = distinct !DILexicalBlock(scope: !74, file: !1, line: 124, column: 44)
!192 = !DILocation(line: 125, column: 26, scope: !191)
!193 = !DILocation(line: 124, column: 9, scope: !74)
!194 = !DILocation(line: 124, column: 35, scope: !74)
!195 = !DILocation(line: 122, column: 28, scope: !74)
!196 = !{!111, !112, i64 0}
!197 = !DILocation(line: 0, scope: !78)
!198 = !DILocation(line: 131, column: 36, scope: !199)
!199 = distinct !DILexicalBlock(scope: !78, file: !1, line: 130, column: 5)
!200 = !DILocation(line: 131, column: 46, scope: !199)
!201 = !{!111, !112, i64 4}
!202 = !DILocation(line: 131, column: 9, scope: !199)
!203 = !DILocation(line: 134, column: 5, scope: !14)
!204 = !DILocation(line: 137, column: 5, scope: !14)
!205 = !DILocation(line: 139, column: 1, scope: !14)
!206 = !DILocation(line: 138, column: 5, scope: !14)
