; ModuleID = 'minmax_sat.c'
source_filename = "minmax_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483647, i32 12345], align 16
@.str = private unnamed_addr constant [66 x i8] c"a=%d b=%d min=%d max=%d umin=%u umax=%u clamp=%d abs=%d abs()=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"labs=%ld llabs=%lld abs(INT_MIN+1)=%d\0A\00", align 1
@__const.main.s32 = private unnamed_addr constant [6 x i32] [i32 2147483647, i32 1, i32 -5, i32 -2147483648, i32 1000000000, i32 -2000000000], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"acc8=%u acc16=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"sat_i16(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"sat_add_u32: %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"min=%d max=%d argmin=%d abssum=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%u \00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"sign signature=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !29 {
  %1 = alloca [64 x i32], align 16
  call void @llvm.dbg.declare(metadata [10 x i32]* @__const.main.vals, metadata !33, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !91
  br label %4, !dbg !92

2:                                                ; preds = %4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i64 noundef 1234567890123, i64 noundef 9000000000000000000, i32 noundef 2147483647), !dbg !93
  call void @llvm.dbg.declare(metadata [6 x i32]* @__const.main.s32, metadata !43, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !95
  br label %31, !dbg !96

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %29, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !37, metadata !DIExpression()), !dbg !91
  %6 = getelementptr inbounds [10 x i32], [10 x i32]* @__const.main.vals, i64 0, i64 %5, !dbg !97
  %7 = load i32, i32* %6, align 4, !dbg !97, !tbaa !98
  call void @llvm.dbg.value(metadata i32 %7, metadata !39, metadata !DIExpression()), !dbg !102
  %8 = trunc i64 %5 to i8, !dbg !103
  %9 = mul i8 %8, 3, !dbg !103
  %10 = add i8 %9, 1, !dbg !103
  %11 = urem i8 %10, 10, !dbg !103
  %12 = zext i8 %11 to i64, !dbg !104
  %13 = getelementptr inbounds [10 x i32], [10 x i32]* @__const.main.vals, i64 0, i64 %12, !dbg !104
  %14 = load i32, i32* %13, align 4, !dbg !104, !tbaa !98
  call void @llvm.dbg.value(metadata i32 %14, metadata !42, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %7, metadata !105, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %14, metadata !110, metadata !DIExpression()), !dbg !111
  %15 = icmp slt i32 %7, %14, !dbg !113
  %16 = select i1 %15, i32 %7, i32 %14, !dbg !114
  call void @llvm.dbg.value(metadata i32 %7, metadata !115, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %14, metadata !118, metadata !DIExpression()), !dbg !119
  %17 = icmp sgt i32 %7, %14, !dbg !121
  %18 = select i1 %17, i32 %7, i32 %14, !dbg !122
  call void @llvm.dbg.value(metadata i32 %7, metadata !123, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 %14, metadata !128, metadata !DIExpression()), !dbg !129
  %19 = icmp ult i32 %7, %14, !dbg !131
  %20 = select i1 %19, i32 %7, i32 %14, !dbg !132
  call void @llvm.dbg.value(metadata i32 %7, metadata !133, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %14, metadata !136, metadata !DIExpression()), !dbg !137
  %21 = icmp ugt i32 %7, %14, !dbg !139
  %22 = select i1 %21, i32 %7, i32 %14, !dbg !140
  call void @llvm.dbg.value(metadata i32 %7, metadata !141, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 -50, metadata !146, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 50, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %7, metadata !115, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 -50, metadata !118, metadata !DIExpression()), !dbg !150
  %23 = icmp sgt i32 %7, -50, !dbg !152
  %24 = select i1 %23, i32 %7, i32 -50, !dbg !153
  call void @llvm.dbg.value(metadata i32 %24, metadata !105, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i32 50, metadata !110, metadata !DIExpression()), !dbg !154
  %25 = icmp slt i32 %24, 50, !dbg !156
  %26 = select i1 %25, i32 %24, i32 50, !dbg !157
  call void @llvm.dbg.value(metadata i32 %7, metadata !158, metadata !DIExpression()) #7, !dbg !163
  %27 = tail call i32 @llvm.abs.i32(i32 %7, i1 true) #7, !dbg !165
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef %7, i32 noundef %14, i32 noundef %16, i32 noundef %18, i32 noundef %20, i32 noundef %22, i32 noundef %26, i32 noundef %27, i32 noundef %27), !dbg !166
  %29 = add nuw nsw i64 %5, 1, !dbg !167
  call void @llvm.dbg.value(metadata i64 %29, metadata !37, metadata !DIExpression()), !dbg !91
  %30 = icmp eq i64 %29, 10, !dbg !168
  br i1 %30, label %2, label %4, !dbg !92, !llvm.loop !169

31:                                               ; preds = %2, %31
  %32 = phi i64 [ 0, %2 ], [ %47, %31 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !47, metadata !DIExpression()), !dbg !95
  %33 = getelementptr inbounds [6 x i32], [6 x i32]* @__const.main.s32, i64 0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !98
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %34, metadata !173, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !178, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 2147483647), metadata !179, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)) #7, !dbg !180
  %35 = tail call i32 @llvm.sadd.sat.i32(i32 %34, i32 2147483647) #7, !dbg !183
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %35), !dbg !184
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %34, metadata !173, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata i32 1, metadata !178, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 1), metadata !179, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)) #7, !dbg !180
  %37 = tail call i32 @llvm.sadd.sat.i32(i32 %34, i32 1) #7, !dbg !183
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %37), !dbg !184
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %34, metadata !173, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata i32 -5, metadata !178, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 -5), metadata !179, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)) #7, !dbg !180
  %39 = tail call i32 @llvm.sadd.sat.i32(i32 %34, i32 -5) #7, !dbg !183
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39), !dbg !184
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %34, metadata !173, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !178, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 -2147483648), metadata !179, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)) #7, !dbg !180
  %41 = tail call i32 @llvm.sadd.sat.i32(i32 %34, i32 -2147483648) #7, !dbg !183
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %41), !dbg !184
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %34, metadata !173, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata i32 1000000000, metadata !178, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 1000000000), metadata !179, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)) #7, !dbg !180
  %43 = tail call i32 @llvm.sadd.sat.i32(i32 %34, i32 1000000000) #7, !dbg !183
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %43), !dbg !184
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %34, metadata !173, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata i32 -2000000000, metadata !178, metadata !DIExpression()) #7, !dbg !180
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 -2000000000), metadata !179, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)) #7, !dbg !180
  %45 = tail call i32 @llvm.sadd.sat.i32(i32 %34, i32 -2000000000) #7, !dbg !183
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %45), !dbg !184
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !172
  %47 = add nuw nsw i64 %32, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %47, metadata !47, metadata !DIExpression()), !dbg !95
  %48 = icmp eq i64 %47, 6, !dbg !186
  br i1 %48, label %49, label %31, !dbg !96, !llvm.loop !187

49:                                               ; preds = %31
  %50 = tail call i32 @putchar(i32 10), !dbg !189
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !191
  br label %51, !dbg !192

51:                                               ; preds = %49, %51
  %52 = phi i32 [ 0, %49 ], [ %135, %51 ]
  %53 = phi i32 [ 0, %49 ], [ %134, %51 ]
  %54 = phi i32 [ 0, %49 ], [ %131, %51 ]
  call void @llvm.dbg.value(metadata i32 %52, metadata !54, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 %53, metadata !53, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %54, metadata !52, metadata !DIExpression()), !dbg !190
  %55 = trunc i32 %52 to i16
  %56 = mul nuw i16 %55, 200
  call void @llvm.dbg.value(metadata i32 0, metadata !56, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %53, metadata !53, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %54, metadata !52, metadata !DIExpression()), !dbg !190
  %57 = insertelement <4 x i32> poison, i32 %52, i64 0, !dbg !194
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !194
  %59 = insertelement <4 x i16> poison, i16 %56, i64 0, !dbg !194
  %60 = shufflevector <4 x i16> %59, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !194
  %61 = add nuw nsw <4 x i32> %58, <i32 0, i32 7, i32 14, i32 21>, !dbg !195
  %62 = add nuw nsw <4 x i32> %58, <i32 28, i32 35, i32 42, i32 49>, !dbg !195
  %63 = add nuw nsw <4 x i32> %58, <i32 56, i32 63, i32 70, i32 77>, !dbg !195
  %64 = add nuw nsw <4 x i32> %58, <i32 84, i32 91, i32 98, i32 105>, !dbg !195
  %65 = add nuw nsw <4 x i32> %58, <i32 112, i32 119, i32 126, i32 133>, !dbg !195
  %66 = add nuw nsw <4 x i32> %58, <i32 140, i32 147, i32 154, i32 161>, !dbg !195
  %67 = add nuw nsw <4 x i32> %58, <i32 168, i32 175, i32 182, i32 189>, !dbg !195
  %68 = add nuw nsw <4 x i32> %58, <i32 196, i32 203, i32 210, i32 217>, !dbg !195
  %69 = add nuw nsw <4 x i32> %58, <i32 224, i32 231, i32 238, i32 245>, !dbg !195
  %70 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %53, i64 0, !dbg !194
  %71 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 0, i16 1050, i16 2100, i16 3150>), !dbg !206
  %72 = zext <4 x i16> %71 to <4 x i32>, !dbg !214
  %73 = add <4 x i32> %70, %72, !dbg !215
  %74 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 4200, i16 5250, i16 6300, i16 7350>), !dbg !206
  %75 = zext <4 x i16> %74 to <4 x i32>, !dbg !214
  %76 = add <4 x i32> %73, %75, !dbg !215
  %77 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 8400, i16 9450, i16 10500, i16 11550>), !dbg !206
  %78 = zext <4 x i16> %77 to <4 x i32>, !dbg !214
  %79 = add <4 x i32> %76, %78, !dbg !215
  %80 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 12600, i16 13650, i16 14700, i16 15750>), !dbg !206
  %81 = zext <4 x i16> %80 to <4 x i32>, !dbg !214
  %82 = add <4 x i32> %79, %81, !dbg !215
  %83 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 16800, i16 17850, i16 18900, i16 19950>), !dbg !206
  %84 = zext <4 x i16> %83 to <4 x i32>, !dbg !214
  %85 = add <4 x i32> %82, %84, !dbg !215
  %86 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 21000, i16 22050, i16 23100, i16 24150>), !dbg !206
  %87 = zext <4 x i16> %86 to <4 x i32>, !dbg !214
  %88 = add <4 x i32> %85, %87, !dbg !215
  %89 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 25200, i16 26250, i16 27300, i16 28350>), !dbg !206
  %90 = zext <4 x i16> %89 to <4 x i32>, !dbg !214
  %91 = add <4 x i32> %88, %90, !dbg !215
  %92 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 29400, i16 30450, i16 31500, i16 32550>), !dbg !206
  %93 = zext <4 x i16> %92 to <4 x i32>, !dbg !214
  %94 = add <4 x i32> %91, %93, !dbg !215
  %95 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %60, <4 x i16> <i16 -31936, i16 -30886, i16 -29836, i16 -28786>), !dbg !206
  %96 = zext <4 x i16> %95 to <4 x i32>, !dbg !214
  %97 = add <4 x i32> %94, %96, !dbg !215
  %98 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %97), !dbg !194
  %99 = icmp ult <4 x i32> %69, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %100 = select <4 x i1> %99, <4 x i32> %69, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %101 = icmp ult <4 x i32> %68, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %102 = select <4 x i1> %101, <4 x i32> %68, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %103 = icmp ult <4 x i32> %67, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %104 = select <4 x i1> %103, <4 x i32> %67, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %105 = icmp ult <4 x i32> %66, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %106 = select <4 x i1> %105, <4 x i32> %66, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %107 = icmp ult <4 x i32> %65, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %108 = select <4 x i1> %107, <4 x i32> %65, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %109 = icmp ult <4 x i32> %64, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %110 = select <4 x i1> %109, <4 x i32> %64, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %111 = icmp ult <4 x i32> %63, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %112 = select <4 x i1> %111, <4 x i32> %63, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %113 = icmp ult <4 x i32> %62, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %114 = select <4 x i1> %113, <4 x i32> %62, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %115 = icmp ult <4 x i32> %61, <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %116 = select <4 x i1> %115, <4 x i32> %61, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !216
  %117 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %54, i64 0, !dbg !194
  %118 = add <4 x i32> %116, %117, !dbg !217
  %119 = add <4 x i32> %114, %118, !dbg !217
  %120 = add <4 x i32> %112, %119, !dbg !217
  %121 = add <4 x i32> %110, %120, !dbg !217
  %122 = add <4 x i32> %108, %121, !dbg !217
  %123 = add <4 x i32> %106, %122, !dbg !217
  %124 = add <4 x i32> %104, %123, !dbg !217
  %125 = add <4 x i32> %102, %124, !dbg !217
  %126 = add <4 x i32> %100, %125, !dbg !217
  %127 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %126), !dbg !194
  call void @llvm.dbg.value(metadata i32 252, metadata !56, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %98, metadata !53, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %127, metadata !52, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %52, metadata !200, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !218
  call void @llvm.dbg.value(metadata i32 252, metadata !201, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !218
  call void @llvm.dbg.value(metadata i32 %52, metadata !202, metadata !DIExpression(DW_OP_plus_uconst, 252, DW_OP_stack_value)), !dbg !218
  %128 = icmp ult i32 %52, 3, !dbg !216
  %129 = select i1 %128, i32 %52, i32 3, !dbg !216
  %130 = or i32 %129, 252, !dbg !216
  %131 = add i32 %130, %127, !dbg !217
  call void @llvm.dbg.value(metadata i32 %131, metadata !52, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i16 %56, metadata !211, metadata !DIExpression()) #7, !dbg !219
  call void @llvm.dbg.value(metadata i16 -27736, metadata !212, metadata !DIExpression()) #7, !dbg !219
  %132 = tail call i16 @llvm.usub.sat.i16(i16 %56, i16 -27736) #7, !dbg !206
  %133 = zext i16 %132 to i32, !dbg !214
  %134 = add i32 %98, %133, !dbg !215
  call void @llvm.dbg.value(metadata i32 %134, metadata !53, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 259, metadata !56, metadata !DIExpression()), !dbg !193
  %135 = add nuw nsw i32 %52, 5, !dbg !220
  call void @llvm.dbg.value(metadata i32 %135, metadata !54, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 %134, metadata !53, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %131, metadata !52, metadata !DIExpression()), !dbg !190
  %136 = icmp ult i32 %52, 251, !dbg !221
  br i1 %136, label %51, label %137, !dbg !192, !llvm.loop !222

137:                                              ; preds = %51
  %138 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %131, i32 noundef %134), !dbg !224
  call void @llvm.dbg.value(metadata i32 -40000, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 -40000, metadata !59, metadata !DIExpression()), !dbg !225
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -40000, i32 noundef -32768), !dbg !226
  call void @llvm.dbg.value(metadata i32 -30001, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 -30001, metadata !59, metadata !DIExpression()), !dbg !225
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -30001, i32 noundef -30001), !dbg !226
  call void @llvm.dbg.value(metadata i32 -20002, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 -20002, metadata !59, metadata !DIExpression()), !dbg !225
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -20002, i32 noundef -20002), !dbg !226
  call void @llvm.dbg.value(metadata i32 -10003, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 -10003, metadata !59, metadata !DIExpression()), !dbg !225
  %142 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -10003, i32 noundef -10003), !dbg !226
  call void @llvm.dbg.value(metadata i32 -4, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 -4, metadata !59, metadata !DIExpression()), !dbg !225
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef -4), !dbg !226
  call void @llvm.dbg.value(metadata i32 9995, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 9995, metadata !59, metadata !DIExpression()), !dbg !225
  %144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 9995, i32 noundef 9995), !dbg !226
  call void @llvm.dbg.value(metadata i32 19994, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 19994, metadata !59, metadata !DIExpression()), !dbg !225
  %145 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 19994, i32 noundef 19994), !dbg !226
  call void @llvm.dbg.value(metadata i32 29993, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 29993, metadata !59, metadata !DIExpression()), !dbg !225
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 29993, i32 noundef 29993), !dbg !226
  call void @llvm.dbg.value(metadata i32 39992, metadata !59, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 39992, metadata !59, metadata !DIExpression()), !dbg !225
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 39992, i32 noundef 32767), !dbg !226
  call void @llvm.dbg.value(metadata i32 49991, metadata !59, metadata !DIExpression()), !dbg !225
  %148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i32 noundef 3, i32 noundef -1, i32 noundef -1), !dbg !228
  %149 = bitcast [64 x i32]* %1 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %149) #7, !dbg !229
  call void @llvm.dbg.declare(metadata [64 x i32]* %1, metadata !61, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 17, metadata !65, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !231
  br label %150, !dbg !232

150:                                              ; preds = %150, %137
  %151 = phi i64 [ 0, %137 ], [ %170, %150 ]
  %152 = phi i32 [ 17, %137 ], [ %163, %150 ]
  call void @llvm.dbg.value(metadata i64 %151, metadata !66, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %152, metadata !65, metadata !DIExpression()), !dbg !190
  %153 = mul i32 %152, 1103515245, !dbg !233
  %154 = add i32 %153, 12345, !dbg !236
  call void @llvm.dbg.value(metadata i32 %154, metadata !65, metadata !DIExpression()), !dbg !190
  %155 = lshr i32 %154, 16, !dbg !237
  %156 = trunc i32 %155 to i16, !dbg !238
  %157 = urem i16 %156, 1000, !dbg !238
  %158 = zext i16 %157 to i32, !dbg !238
  %159 = add nsw i32 %158, -500, !dbg !239
  %160 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %151, !dbg !240
  store i32 %159, i32* %160, align 8, !dbg !241, !tbaa !98
  %161 = or i64 %151, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %161, metadata !66, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %161, metadata !66, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %154, metadata !65, metadata !DIExpression()), !dbg !190
  %162 = mul i32 %154, 1103515245, !dbg !233
  %163 = add i32 %162, 12345, !dbg !236
  call void @llvm.dbg.value(metadata i32 %163, metadata !65, metadata !DIExpression()), !dbg !190
  %164 = lshr i32 %163, 16, !dbg !237
  %165 = trunc i32 %164 to i16, !dbg !238
  %166 = urem i16 %165, 1000, !dbg !238
  %167 = zext i16 %166 to i32, !dbg !238
  %168 = add nsw i32 %167, -500, !dbg !239
  %169 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %161, !dbg !240
  store i32 %168, i32* %169, align 4, !dbg !241, !tbaa !98
  %170 = add nuw nsw i64 %151, 2, !dbg !242
  call void @llvm.dbg.value(metadata i64 %170, metadata !66, metadata !DIExpression()), !dbg !231
  %171 = icmp eq i64 %170, 64, !dbg !243
  br i1 %171, label %172, label %150, !dbg !232, !llvm.loop !244

172:                                              ; preds = %150, %172
  %173 = phi i64 [ %198, %172 ], [ 0, %150 ], !dbg !246
  %174 = phi <2 x i64> [ %197, %172 ], [ zeroinitializer, %150 ]
  %175 = phi <2 x i32> [ %194, %172 ], [ <i32 -2147483648, i32 -2147483648>, %150 ]
  %176 = phi <2 x i32> [ %192, %172 ], [ <i32 2147483647, i32 2147483647>, %150 ]
  %177 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %173, !dbg !246
  %178 = bitcast i32* %177 to <2 x i32>*, !dbg !248
  %179 = load <2 x i32>, <2 x i32>* %178, align 16, !dbg !248, !tbaa !98
  %180 = icmp slt <2 x i32> %176, %179, !dbg !250
  %181 = select <2 x i1> %180, <2 x i32> %176, <2 x i32> %179, !dbg !252
  %182 = icmp sgt <2 x i32> %175, %179, !dbg !253
  %183 = select <2 x i1> %182, <2 x i32> %175, <2 x i32> %179, !dbg !255
  %184 = call <2 x i32> @llvm.abs.v2i32(<2 x i32> %179, i1 true), !dbg !256
  %185 = zext <2 x i32> %184 to <2 x i64>, !dbg !258
  %186 = add <2 x i64> %174, %185, !dbg !259
  %187 = or i64 %173, 2, !dbg !246
  %188 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %187, !dbg !246
  %189 = bitcast i32* %188 to <2 x i32>*, !dbg !248
  %190 = load <2 x i32>, <2 x i32>* %189, align 8, !dbg !248, !tbaa !98
  %191 = icmp slt <2 x i32> %181, %190, !dbg !250
  %192 = select <2 x i1> %191, <2 x i32> %181, <2 x i32> %190, !dbg !252
  %193 = icmp sgt <2 x i32> %183, %190, !dbg !253
  %194 = select <2 x i1> %193, <2 x i32> %183, <2 x i32> %190, !dbg !255
  %195 = call <2 x i32> @llvm.abs.v2i32(<2 x i32> %190, i1 true), !dbg !256
  %196 = zext <2 x i32> %195 to <2 x i64>, !dbg !258
  %197 = add <2 x i64> %186, %196, !dbg !259
  %198 = add nuw nsw i64 %173, 4, !dbg !246
  %199 = icmp eq i64 %198, 64, !dbg !246
  br i1 %199, label %200, label %172, !dbg !246, !llvm.loop !260

200:                                              ; preds = %172
  %201 = call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %192), !dbg !261
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !264
  br label %202, !dbg !265

202:                                              ; preds = %222, %200
  %203 = phi i64 [ 0, %200 ], [ %223, %222 ]
  call void @llvm.dbg.value(metadata i64 %203, metadata !74, metadata !DIExpression()), !dbg !264
  %204 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %203, !dbg !266
  %205 = load i32, i32* %204, align 16, !dbg !266, !tbaa !98
  %206 = icmp eq i32 %205, %201, !dbg !269
  br i1 %206, label %225, label %207, !dbg !270

207:                                              ; preds = %202
  %208 = or i64 %203, 1, !dbg !271
  call void @llvm.dbg.value(metadata i64 %208, metadata !74, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %208, metadata !74, metadata !DIExpression()), !dbg !264
  %209 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %208, !dbg !266
  %210 = load i32, i32* %209, align 4, !dbg !266, !tbaa !98
  %211 = icmp eq i32 %210, %201, !dbg !269
  br i1 %211, label %225, label %212, !dbg !270

212:                                              ; preds = %207
  %213 = or i64 %203, 2, !dbg !271
  call void @llvm.dbg.value(metadata i64 %213, metadata !74, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %213, metadata !74, metadata !DIExpression()), !dbg !264
  %214 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %213, !dbg !266
  %215 = load i32, i32* %214, align 8, !dbg !266, !tbaa !98
  %216 = icmp eq i32 %215, %201, !dbg !269
  br i1 %216, label %225, label %217, !dbg !270

217:                                              ; preds = %212
  %218 = or i64 %203, 3, !dbg !271
  call void @llvm.dbg.value(metadata i64 %218, metadata !74, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %218, metadata !74, metadata !DIExpression()), !dbg !264
  %219 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %218, !dbg !266
  %220 = load i32, i32* %219, align 4, !dbg !266, !tbaa !98
  %221 = icmp eq i32 %220, %201, !dbg !269
  br i1 %221, label %225, label %222, !dbg !270

222:                                              ; preds = %217
  %223 = add nuw nsw i64 %203, 4, !dbg !271
  call void @llvm.dbg.value(metadata i64 %223, metadata !74, metadata !DIExpression()), !dbg !264
  %224 = icmp eq i64 %223, 64, !dbg !272
  br i1 %224, label %228, label %202, !dbg !265, !llvm.loop !273

225:                                              ; preds = %217, %212, %207, %202
  %226 = phi i64 [ %203, %202 ], [ %208, %207 ], [ %213, %212 ], [ %218, %217 ]
  %227 = trunc i64 %226 to i32, !dbg !270
  br label %228, !dbg !275

228:                                              ; preds = %222, %225
  %229 = phi i32 [ %227, %225 ], [ -1, %222 ], !dbg !190
  %230 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %197), !dbg !261
  %231 = call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %194), !dbg !261
  call void @llvm.dbg.value(metadata i32 %229, metadata !70, metadata !DIExpression()), !dbg !190
  %232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.7, i64 0, i64 0), i32 noundef %201, i32 noundef %231, i32 noundef %229, i64 noundef %230), !dbg !275
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 37, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 74, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 111, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -108, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -71, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -34, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 88, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 104, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 112, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 120, 8)), !dbg !190
  call void @llvm.dbg.value(metadata i64 0, metadata !85, metadata !DIExpression()), !dbg !276
  %233 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !277
  call void @llvm.dbg.value(metadata i64 1, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 1, metadata !85, metadata !DIExpression()), !dbg !276
  %234 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !277
  call void @llvm.dbg.value(metadata i64 2, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 2, metadata !85, metadata !DIExpression()), !dbg !276
  %235 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !277
  call void @llvm.dbg.value(metadata i64 3, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 3, metadata !85, metadata !DIExpression()), !dbg !276
  %236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !277
  call void @llvm.dbg.value(metadata i64 4, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 4, metadata !85, metadata !DIExpression()), !dbg !276
  %237 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !277
  call void @llvm.dbg.value(metadata i64 5, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 5, metadata !85, metadata !DIExpression()), !dbg !276
  %238 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 37), !dbg !277
  call void @llvm.dbg.value(metadata i64 6, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 6, metadata !85, metadata !DIExpression()), !dbg !276
  %239 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 74), !dbg !277
  call void @llvm.dbg.value(metadata i64 7, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 7, metadata !85, metadata !DIExpression()), !dbg !276
  %240 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 111), !dbg !277
  call void @llvm.dbg.value(metadata i64 8, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 8, metadata !85, metadata !DIExpression()), !dbg !276
  %241 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 148), !dbg !277
  call void @llvm.dbg.value(metadata i64 9, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 9, metadata !85, metadata !DIExpression()), !dbg !276
  %242 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 185), !dbg !277
  call void @llvm.dbg.value(metadata i64 10, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 10, metadata !85, metadata !DIExpression()), !dbg !276
  %243 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 222), !dbg !277
  call void @llvm.dbg.value(metadata i64 11, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 11, metadata !85, metadata !DIExpression()), !dbg !276
  %244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !277
  call void @llvm.dbg.value(metadata i64 12, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 12, metadata !85, metadata !DIExpression()), !dbg !276
  %245 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !277
  call void @llvm.dbg.value(metadata i64 13, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 13, metadata !85, metadata !DIExpression()), !dbg !276
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !277
  call void @llvm.dbg.value(metadata i64 14, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 14, metadata !85, metadata !DIExpression()), !dbg !276
  %247 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !277
  call void @llvm.dbg.value(metadata i64 15, metadata !85, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i64 15, metadata !85, metadata !DIExpression()), !dbg !276
  %248 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !277
  call void @llvm.dbg.value(metadata i64 16, metadata !85, metadata !DIExpression()), !dbg !276
  %249 = tail call i32 @putchar(i32 10), !dbg !279
  call void @llvm.dbg.value(metadata i64 0, metadata !87, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus_uconst, 1, DW_OP_LLVM_arg, 1, DW_OP_constu, 31, DW_OP_shra, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)), !dbg !190
  %250 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i64 noundef 485), !dbg !280
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %149) #7, !dbg !281
  ret i32 0, !dbg !281
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

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.usub.sat.i16(i16, i16) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.sadd.sat.i32(i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i16> @llvm.usub.sat.v4i16(<4 x i16>, <4 x i16>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x i32> @llvm.abs.v2i32(<2 x i32>, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "minmax_sat.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "68d8427fd9eb569e68be470751d120ac")
!2 = !{!3, !4, !9, !12, !8, !13, !17, !19}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !5, line: 24, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !7, line: 38, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !5, line: 25, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !7, line: 40, baseType: !11)
!11 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !14, line: 27, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !7, line: 44, baseType: !16)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !14, line: 26, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !7, line: 41, baseType: !12)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !14, line: 25, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !7, line: 39, baseType: !21)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !30, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!12}
!32 = !{!33, !37, !39, !42, !43, !47, !49, !52, !53, !54, !56, !59, !61, !65, !66, !68, !69, !70, !71, !72, !74, !76, !80, !82, !85, !87, !88}
!33 = !DILocalVariable(name: "vals", scope: !29, file: !1, line: 37, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 38, type: !12)
!38 = distinct !DILexicalBlock(scope: !29, file: !1, line: 38, column: 5)
!39 = !DILocalVariable(name: "a", scope: !40, file: !1, line: 39, type: !12)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 38, column: 34)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 38, column: 5)
!42 = !DILocalVariable(name: "b", scope: !40, file: !1, line: 39, type: !12)
!43 = !DILocalVariable(name: "s32", scope: !29, file: !1, line: 46, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 192, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 47, type: !12)
!48 = distinct !DILexicalBlock(scope: !29, file: !1, line: 47, column: 5)
!49 = !DILocalVariable(name: "j", scope: !50, file: !1, line: 48, type: !12)
!50 = distinct !DILexicalBlock(scope: !51, file: !1, line: 48, column: 9)
!51 = distinct !DILexicalBlock(scope: !48, file: !1, line: 47, column: 5)
!52 = !DILocalVariable(name: "acc8", scope: !29, file: !1, line: 51, type: !3)
!53 = !DILocalVariable(name: "acc16", scope: !29, file: !1, line: 51, type: !3)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 52, type: !12)
!55 = distinct !DILexicalBlock(scope: !29, file: !1, line: 52, column: 5)
!56 = !DILocalVariable(name: "j", scope: !57, file: !1, line: 53, type: !12)
!57 = distinct !DILexicalBlock(scope: !58, file: !1, line: 53, column: 9)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 52, column: 5)
!59 = !DILocalVariable(name: "v", scope: !60, file: !1, line: 58, type: !12)
!60 = distinct !DILexicalBlock(scope: !29, file: !1, line: 58, column: 5)
!61 = !DILocalVariable(name: "arr", scope: !29, file: !1, line: 63, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 64)
!65 = !DILocalVariable(name: "x", scope: !29, file: !1, line: 64, type: !3)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 65, type: !12)
!67 = distinct !DILexicalBlock(scope: !29, file: !1, line: 65, column: 5)
!68 = !DILocalVariable(name: "mn", scope: !29, file: !1, line: 69, type: !12)
!69 = !DILocalVariable(name: "mx", scope: !29, file: !1, line: 69, type: !12)
!70 = !DILocalVariable(name: "amin", scope: !29, file: !1, line: 69, type: !12)
!71 = !DILocalVariable(name: "absum", scope: !29, file: !1, line: 70, type: !16)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 71, type: !12)
!73 = distinct !DILexicalBlock(scope: !29, file: !1, line: 71, column: 5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 76, type: !12)
!75 = distinct !DILexicalBlock(scope: !29, file: !1, line: 76, column: 5)
!76 = !DILocalVariable(name: "px", scope: !29, file: !1, line: 83, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 16)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 84, type: !12)
!81 = distinct !DILexicalBlock(scope: !29, file: !1, line: 84, column: 5)
!82 = !DILocalVariable(name: "v", scope: !83, file: !1, line: 85, type: !12)
!83 = distinct !DILexicalBlock(scope: !84, file: !1, line: 84, column: 34)
!84 = distinct !DILexicalBlock(scope: !81, file: !1, line: 84, column: 5)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 88, type: !12)
!86 = distinct !DILexicalBlock(scope: !29, file: !1, line: 88, column: 5)
!87 = !DILocalVariable(name: "sig", scope: !29, file: !1, line: 92, type: !16)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 93, type: !12)
!89 = distinct !DILexicalBlock(scope: !29, file: !1, line: 93, column: 5)
!90 = !DILocation(line: 37, column: 9, scope: !29)
!91 = !DILocation(line: 0, scope: !38)
!92 = !DILocation(line: 38, column: 5, scope: !38)
!93 = !DILocation(line: 44, column: 5, scope: !29)
!94 = !DILocation(line: 46, column: 13, scope: !29)
!95 = !DILocation(line: 0, scope: !48)
!96 = !DILocation(line: 47, column: 5, scope: !48)
!97 = !DILocation(line: 39, column: 17, scope: !40)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !100, i64 0}
!100 = !{!"omnipotent char", !101, i64 0}
!101 = !{!"Simple C/C++ TBAA"}
!102 = !DILocation(line: 0, scope: !40)
!103 = !DILocation(line: 39, column: 47, scope: !40)
!104 = !DILocation(line: 39, column: 30, scope: !40)
!105 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !1, line: 8, type: !12)
!106 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 8, type: !107, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!12, !12, !12}
!109 = !{!105, !110}
!110 = !DILocalVariable(name: "b", arg: 2, scope: !106, file: !1, line: 8, type: !12)
!111 = !DILocation(line: 0, scope: !106, inlinedAt: !112)
!112 = distinct !DILocation(line: 41, column: 16, scope: !40)
!113 = !DILocation(line: 8, column: 42, scope: !106, inlinedAt: !112)
!114 = !DILocation(line: 8, column: 40, scope: !106, inlinedAt: !112)
!115 = !DILocalVariable(name: "a", arg: 1, scope: !116, file: !1, line: 9, type: !12)
!116 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 9, type: !107, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!117 = !{!115, !118}
!118 = !DILocalVariable(name: "b", arg: 2, scope: !116, file: !1, line: 9, type: !12)
!119 = !DILocation(line: 0, scope: !116, inlinedAt: !120)
!120 = distinct !DILocation(line: 41, column: 28, scope: !40)
!121 = !DILocation(line: 9, column: 42, scope: !116, inlinedAt: !120)
!122 = !DILocation(line: 9, column: 40, scope: !116, inlinedAt: !120)
!123 = !DILocalVariable(name: "a", arg: 1, scope: !124, file: !1, line: 10, type: !3)
!124 = distinct !DISubprogram(name: "umin", scope: !1, file: !1, line: 10, type: !125, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!3, !3, !3}
!127 = !{!123, !128}
!128 = !DILocalVariable(name: "b", arg: 2, scope: !124, file: !1, line: 10, type: !3)
!129 = !DILocation(line: 0, scope: !124, inlinedAt: !130)
!130 = distinct !DILocation(line: 41, column: 40, scope: !40)
!131 = !DILocation(line: 10, column: 57, scope: !124, inlinedAt: !130)
!132 = !DILocation(line: 10, column: 55, scope: !124, inlinedAt: !130)
!133 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !1, line: 11, type: !3)
!134 = distinct !DISubprogram(name: "umax", scope: !1, file: !1, line: 11, type: !125, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !135)
!135 = !{!133, !136}
!136 = !DILocalVariable(name: "b", arg: 2, scope: !134, file: !1, line: 11, type: !3)
!137 = !DILocation(line: 0, scope: !134, inlinedAt: !138)
!138 = distinct !DILocation(line: 42, column: 16, scope: !40)
!139 = !DILocation(line: 11, column: 57, scope: !134, inlinedAt: !138)
!140 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !138)
!141 = !DILocalVariable(name: "v", arg: 1, scope: !142, file: !1, line: 12, type: !12)
!142 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 12, type: !143, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!12, !12, !12, !12}
!145 = !{!141, !146, !147}
!146 = !DILocalVariable(name: "lo", arg: 2, scope: !142, file: !1, line: 12, type: !12)
!147 = !DILocalVariable(name: "hi", arg: 3, scope: !142, file: !1, line: 12, type: !12)
!148 = !DILocation(line: 0, scope: !142, inlinedAt: !149)
!149 = distinct !DILocation(line: 42, column: 48, scope: !40)
!150 = !DILocation(line: 0, scope: !116, inlinedAt: !151)
!151 = distinct !DILocation(line: 12, column: 55, scope: !142, inlinedAt: !149)
!152 = !DILocation(line: 9, column: 42, scope: !116, inlinedAt: !151)
!153 = !DILocation(line: 9, column: 40, scope: !116, inlinedAt: !151)
!154 = !DILocation(line: 0, scope: !106, inlinedAt: !155)
!155 = distinct !DILocation(line: 12, column: 50, scope: !142, inlinedAt: !149)
!156 = !DILocation(line: 8, column: 42, scope: !106, inlinedAt: !155)
!157 = !DILocation(line: 8, column: 40, scope: !106, inlinedAt: !155)
!158 = !DILocalVariable(name: "v", arg: 1, scope: !159, file: !1, line: 13, type: !12)
!159 = distinct !DISubprogram(name: "iabs", scope: !1, file: !1, line: 13, type: !160, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!12, !12}
!162 = !{!158}
!163 = !DILocation(line: 0, scope: !159, inlinedAt: !164)
!164 = distinct !DILocation(line: 42, column: 67, scope: !40)
!165 = !DILocation(line: 13, column: 33, scope: !159, inlinedAt: !164)
!166 = !DILocation(line: 40, column: 9, scope: !40)
!167 = !DILocation(line: 38, column: 30, scope: !41)
!168 = !DILocation(line: 38, column: 23, scope: !41)
!169 = distinct !{!169, !92, !170, !171}
!170 = !DILocation(line: 43, column: 5, scope: !38)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 0, scope: !50)
!173 = !DILocalVariable(name: "a", arg: 1, scope: !174, file: !1, line: 15, type: !17)
!174 = distinct !DISubprogram(name: "sat_add32", scope: !1, file: !1, line: 15, type: !175, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!17, !17, !17}
!177 = !{!173, !178, !179}
!178 = !DILocalVariable(name: "b", arg: 2, scope: !174, file: !1, line: 15, type: !17)
!179 = !DILocalVariable(name: "r", scope: !174, file: !1, line: 16, type: !13)
!180 = !DILocation(line: 0, scope: !174, inlinedAt: !181)
!181 = distinct !DILocation(line: 49, column: 27, scope: !182)
!182 = distinct !DILexicalBlock(scope: !50, file: !1, line: 48, column: 9)
!183 = !DILocation(line: 17, column: 9, scope: !174, inlinedAt: !181)
!184 = !DILocation(line: 49, column: 13, scope: !182)
!185 = !DILocation(line: 47, column: 29, scope: !51)
!186 = !DILocation(line: 47, column: 23, scope: !51)
!187 = distinct !{!187, !96, !188, !171}
!188 = !DILocation(line: 49, column: 52, scope: !48)
!189 = !DILocation(line: 50, column: 5, scope: !29)
!190 = !DILocation(line: 0, scope: !29)
!191 = !DILocation(line: 0, scope: !55)
!192 = !DILocation(line: 52, column: 5, scope: !55)
!193 = !DILocation(line: 0, scope: !57)
!194 = !DILocation(line: 53, column: 9, scope: !57)
!195 = !DILocation(line: 23, column: 30, scope: !196, inlinedAt: !203)
!196 = distinct !DISubprogram(name: "sat_add_u8", scope: !1, file: !1, line: 22, type: !197, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!4, !4, !4}
!199 = !{!200, !201, !202}
!200 = !DILocalVariable(name: "a", arg: 1, scope: !196, file: !1, line: 22, type: !4)
!201 = !DILocalVariable(name: "b", arg: 2, scope: !196, file: !1, line: 22, type: !4)
!202 = !DILocalVariable(name: "r", scope: !196, file: !1, line: 23, type: !3)
!203 = distinct !DILocation(line: 54, column: 21, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !1, line: 53, column: 42)
!205 = distinct !DILexicalBlock(scope: !57, file: !1, line: 53, column: 9)
!206 = !DILocation(line: 27, column: 62, scope: !207, inlinedAt: !213)
!207 = distinct !DISubprogram(name: "sat_sub_u16", scope: !1, file: !1, line: 27, type: !208, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!9, !9, !9}
!210 = !{!211, !212}
!211 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !1, line: 27, type: !9)
!212 = !DILocalVariable(name: "b", arg: 2, scope: !207, file: !1, line: 27, type: !9)
!213 = distinct !DILocation(line: 55, column: 22, scope: !204)
!214 = !DILocation(line: 55, column: 22, scope: !204)
!215 = !DILocation(line: 55, column: 19, scope: !204)
!216 = !DILocation(line: 24, column: 12, scope: !196, inlinedAt: !203)
!217 = !DILocation(line: 54, column: 18, scope: !204)
!218 = !DILocation(line: 0, scope: !196, inlinedAt: !203)
!219 = !DILocation(line: 0, scope: !207, inlinedAt: !213)
!220 = !DILocation(line: 52, column: 32, scope: !58)
!221 = !DILocation(line: 52, column: 23, scope: !58)
!222 = distinct !{!222, !192, !223, !171}
!223 = !DILocation(line: 56, column: 9, scope: !55)
!224 = !DILocation(line: 57, column: 5, scope: !29)
!225 = !DILocation(line: 0, scope: !60)
!226 = !DILocation(line: 59, column: 9, scope: !227)
!227 = distinct !DILexicalBlock(scope: !60, file: !1, line: 58, column: 5)
!228 = !DILocation(line: 60, column: 5, scope: !29)
!229 = !DILocation(line: 63, column: 5, scope: !29)
!230 = !DILocation(line: 63, column: 9, scope: !29)
!231 = !DILocation(line: 0, scope: !67)
!232 = !DILocation(line: 65, column: 5, scope: !67)
!233 = !DILocation(line: 66, column: 15, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !1, line: 65, column: 34)
!235 = distinct !DILexicalBlock(scope: !67, file: !1, line: 65, column: 5)
!236 = !DILocation(line: 66, column: 29, scope: !234)
!237 = !DILocation(line: 67, column: 26, scope: !234)
!238 = !DILocation(line: 67, column: 33, scope: !234)
!239 = !DILocation(line: 67, column: 40, scope: !234)
!240 = !DILocation(line: 67, column: 9, scope: !234)
!241 = !DILocation(line: 67, column: 16, scope: !234)
!242 = !DILocation(line: 65, column: 30, scope: !235)
!243 = !DILocation(line: 65, column: 23, scope: !235)
!244 = distinct !{!244, !232, !245, !171}
!245 = !DILocation(line: 68, column: 5, scope: !67)
!246 = !DILocation(line: 71, column: 30, scope: !247)
!247 = distinct !DILexicalBlock(scope: !73, file: !1, line: 71, column: 5)
!248 = !DILocation(line: 72, column: 23, scope: !249)
!249 = distinct !DILexicalBlock(scope: !247, file: !1, line: 71, column: 34)
!250 = !DILocation(line: 8, column: 42, scope: !106, inlinedAt: !251)
!251 = distinct !DILocation(line: 72, column: 14, scope: !249)
!252 = !DILocation(line: 8, column: 40, scope: !106, inlinedAt: !251)
!253 = !DILocation(line: 9, column: 42, scope: !116, inlinedAt: !254)
!254 = distinct !DILocation(line: 73, column: 14, scope: !249)
!255 = !DILocation(line: 9, column: 40, scope: !116, inlinedAt: !254)
!256 = !DILocation(line: 13, column: 33, scope: !159, inlinedAt: !257)
!257 = distinct !DILocation(line: 74, column: 18, scope: !249)
!258 = !DILocation(line: 74, column: 18, scope: !249)
!259 = !DILocation(line: 74, column: 15, scope: !249)
!260 = distinct !{!260, !261, !262, !171, !263}
!261 = !DILocation(line: 71, column: 5, scope: !73)
!262 = !DILocation(line: 75, column: 5, scope: !73)
!263 = !{!"llvm.loop.isvectorized", i32 1}
!264 = !DILocation(line: 0, scope: !75)
!265 = !DILocation(line: 76, column: 5, scope: !75)
!266 = !DILocation(line: 77, column: 13, scope: !267)
!267 = distinct !DILexicalBlock(scope: !268, file: !1, line: 77, column: 13)
!268 = distinct !DILexicalBlock(scope: !75, file: !1, line: 76, column: 5)
!269 = !DILocation(line: 77, column: 20, scope: !267)
!270 = !DILocation(line: 77, column: 13, scope: !268)
!271 = !DILocation(line: 76, column: 30, scope: !268)
!272 = !DILocation(line: 76, column: 23, scope: !268)
!273 = distinct !{!273, !265, !274, !171}
!274 = !DILocation(line: 80, column: 9, scope: !75)
!275 = !DILocation(line: 81, column: 5, scope: !29)
!276 = !DILocation(line: 0, scope: !86)
!277 = !DILocation(line: 89, column: 9, scope: !278)
!278 = distinct !DILexicalBlock(scope: !86, file: !1, line: 88, column: 5)
!279 = !DILocation(line: 90, column: 5, scope: !29)
!280 = !DILocation(line: 95, column: 5, scope: !29)
!281 = !DILocation(line: 97, column: 1, scope: !29)
