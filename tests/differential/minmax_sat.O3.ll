; ModuleID = 'minmax_sat.c'
source_filename = "minmax_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"a=%d b=%d min=%d max=%d umin=%u umax=%u clamp=%d abs=%d abs()=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c"labs=%ld llabs=%lld abs(INT_MIN+1)=%d\0A\00", align 1, !dbg !7
@__const.main.s32 = private unnamed_addr constant [6 x i32] [i32 2147483647, i32 1, i32 -5, i32 -2147483648, i32 1000000000, i32 -2000000000], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [18 x i8] c"acc8=%u acc16=%u\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [16 x i8] c"sat_i16(%d)=%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [23 x i8] c"sat_add_u32: %u %u %u\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [36 x i8] c"min=%d max=%d argmin=%d abssum=%ld\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [20 x i8] c"sign signature=%ld\0A\00", align 1, !dbg !39

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !79 {
  %1 = alloca [64 x i32], align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !111, !DIExpression(), !138, ptr %1, !DIExpression(), !139)
    #dbg_value(i64 0, !87, !DIExpression(), !140)
    #dbg_value(i32 0, !89, !DIExpression(), !141)
    #dbg_value(i32 1, !92, !DIExpression(), !141)
    #dbg_value(i32 0, !142, !DIExpression(), !148)
    #dbg_value(i32 1, !147, !DIExpression(), !148)
    #dbg_value(i32 0, !150, !DIExpression(), !154)
    #dbg_value(i32 1, !153, !DIExpression(), !154)
    #dbg_value(i32 0, !150, !DIExpression(), !156)
    #dbg_value(i32 -50, !153, !DIExpression(), !156)
    #dbg_value(i32 0, !142, !DIExpression(), !166)
    #dbg_value(i32 50, !147, !DIExpression(), !166)
    #dbg_value(i32 0, !168, !DIExpression(), !173)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !175
    #dbg_value(i64 1, !87, !DIExpression(), !140)
    #dbg_value(i32 1, !89, !DIExpression(), !141)
    #dbg_value(i32 -7, !92, !DIExpression(), !141)
    #dbg_value(i32 1, !142, !DIExpression(), !148)
    #dbg_value(i32 -7, !147, !DIExpression(), !148)
    #dbg_value(i32 1, !150, !DIExpression(), !154)
    #dbg_value(i32 -7, !153, !DIExpression(), !154)
    #dbg_value(i32 1, !150, !DIExpression(), !156)
    #dbg_value(i32 1, !142, !DIExpression(), !166)
    #dbg_value(i32 1, !168, !DIExpression(), !173)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef -7, i32 noundef -7, i32 noundef 1, i32 noundef 1, i32 noundef -7, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !175
    #dbg_value(i64 2, !87, !DIExpression(), !140)
    #dbg_value(i32 -1, !89, !DIExpression(), !141)
    #dbg_value(i32 2147483647, !92, !DIExpression(), !141)
    #dbg_value(i32 -1, !142, !DIExpression(), !148)
    #dbg_value(i32 2147483647, !147, !DIExpression(), !148)
    #dbg_value(i32 -1, !150, !DIExpression(), !154)
    #dbg_value(i32 2147483647, !153, !DIExpression(), !154)
    #dbg_value(i32 -1, !150, !DIExpression(), !156)
    #dbg_value(i32 -1, !142, !DIExpression(), !166)
    #dbg_value(i32 -1, !168, !DIExpression(), !173)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, i32 noundef 2147483647, i32 noundef -1, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef -1, i32 noundef -1, i32 noundef 1, i32 noundef 1), !dbg !175
    #dbg_value(i64 3, !87, !DIExpression(), !140)
    #dbg_value(i32 7, !89, !DIExpression(), !141)
    #dbg_value(i32 0, !92, !DIExpression(), !141)
    #dbg_value(i32 7, !142, !DIExpression(), !148)
    #dbg_value(i32 0, !147, !DIExpression(), !148)
    #dbg_value(i32 7, !150, !DIExpression(), !154)
    #dbg_value(i32 0, !153, !DIExpression(), !154)
    #dbg_value(i32 7, !150, !DIExpression(), !156)
    #dbg_value(i32 7, !142, !DIExpression(), !166)
    #dbg_value(i32 7, !168, !DIExpression(), !173)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 7, i32 noundef 0, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 7), !dbg !175
    #dbg_value(i64 4, !87, !DIExpression(), !140)
    #dbg_value(i32 -7, !89, !DIExpression(), !141)
    #dbg_value(i32 7, !92, !DIExpression(), !141)
    #dbg_value(i32 -7, !142, !DIExpression(), !148)
    #dbg_value(i32 7, !147, !DIExpression(), !148)
    #dbg_value(i32 -7, !150, !DIExpression(), !154)
    #dbg_value(i32 7, !153, !DIExpression(), !154)
    #dbg_value(i32 -7, !150, !DIExpression(), !156)
    #dbg_value(i32 -7, !142, !DIExpression(), !166)
    #dbg_value(i32 -7, !168, !DIExpression(), !173)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 7, i32 noundef -7, i32 noundef -7, i32 noundef 7, i32 noundef 7), !dbg !175
    #dbg_value(i64 5, !87, !DIExpression(), !140)
    #dbg_value(i32 100, !89, !DIExpression(), !141)
    #dbg_value(i32 -100, !92, !DIExpression(), !141)
    #dbg_value(i32 100, !142, !DIExpression(), !148)
    #dbg_value(i32 -100, !147, !DIExpression(), !148)
    #dbg_value(i32 100, !150, !DIExpression(), !154)
    #dbg_value(i32 -100, !153, !DIExpression(), !154)
    #dbg_value(i32 100, !150, !DIExpression(), !156)
    #dbg_value(i32 100, !142, !DIExpression(), !166)
    #dbg_value(i32 100, !168, !DIExpression(), !173)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100, i32 noundef -100, i32 noundef -100, i32 noundef 100, i32 noundef 100, i32 noundef -100, i32 noundef 50, i32 noundef 100, i32 noundef 100), !dbg !175
    #dbg_value(i64 6, !87, !DIExpression(), !140)
    #dbg_value(i32 -100, !89, !DIExpression(), !141)
    #dbg_value(i32 12345, !92, !DIExpression(), !141)
    #dbg_value(i32 -100, !142, !DIExpression(), !148)
    #dbg_value(i32 12345, !147, !DIExpression(), !148)
    #dbg_value(i32 -100, !150, !DIExpression(), !154)
    #dbg_value(i32 12345, !153, !DIExpression(), !154)
    #dbg_value(i32 -100, !150, !DIExpression(), !156)
    #dbg_value(i32 -50, !142, !DIExpression(), !166)
    #dbg_value(i32 -100, !168, !DIExpression(), !173)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -100, i32 noundef 12345, i32 noundef -100, i32 noundef 12345, i32 noundef 12345, i32 noundef -100, i32 noundef -50, i32 noundef 100, i32 noundef 100), !dbg !175
    #dbg_value(i64 7, !87, !DIExpression(), !140)
    #dbg_value(i32 2147483647, !89, !DIExpression(), !141)
    #dbg_value(i32 -1, !92, !DIExpression(), !141)
    #dbg_value(i32 2147483647, !142, !DIExpression(), !148)
    #dbg_value(i32 -1, !147, !DIExpression(), !148)
    #dbg_value(i32 2147483647, !150, !DIExpression(), !154)
    #dbg_value(i32 -1, !153, !DIExpression(), !154)
    #dbg_value(i32 2147483647, !150, !DIExpression(), !156)
    #dbg_value(i32 2147483647, !142, !DIExpression(), !166)
    #dbg_value(i32 2147483647, !168, !DIExpression(), !173)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef -1, i32 noundef -1, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef -1, i32 noundef 50, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !175
    #dbg_value(i64 8, !87, !DIExpression(), !140)
    #dbg_value(i32 -2147483647, !89, !DIExpression(), !141)
    #dbg_value(i32 100, !92, !DIExpression(), !141)
    #dbg_value(i32 -2147483647, !142, !DIExpression(), !148)
    #dbg_value(i32 100, !147, !DIExpression(), !148)
    #dbg_value(i32 -2147483647, !150, !DIExpression(), !154)
    #dbg_value(i32 100, !153, !DIExpression(), !154)
    #dbg_value(i32 -2147483647, !150, !DIExpression(), !156)
    #dbg_value(i32 -50, !142, !DIExpression(), !166)
    #dbg_value(i32 -2147483647, !168, !DIExpression(), !173)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483647, i32 noundef 100, i32 noundef -2147483647, i32 noundef 100, i32 noundef 100, i32 noundef -2147483647, i32 noundef -50, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !175
    #dbg_value(i64 9, !87, !DIExpression(), !140)
    #dbg_value(i32 12345, !89, !DIExpression(), !141)
    #dbg_value(i32 -2147483647, !92, !DIExpression(), !141)
    #dbg_value(i32 12345, !142, !DIExpression(), !148)
    #dbg_value(i32 -2147483647, !147, !DIExpression(), !148)
    #dbg_value(i32 12345, !150, !DIExpression(), !154)
    #dbg_value(i32 -2147483647, !153, !DIExpression(), !154)
    #dbg_value(i32 12345, !150, !DIExpression(), !156)
    #dbg_value(i32 12345, !142, !DIExpression(), !166)
    #dbg_value(i32 12345, !168, !DIExpression(), !173)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12345, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef 12345, i32 noundef 12345, i32 noundef -2147483647, i32 noundef 50, i32 noundef 12345, i32 noundef 12345), !dbg !175
    #dbg_value(i64 10, !87, !DIExpression(), !140)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 9000000000000000000, i32 noundef 2147483647), !dbg !176
    #dbg_value(i32 0, !97, !DIExpression(), !177)
  br label %13, !dbg !178

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %29, %13 ]
    #dbg_value(i64 %14, !97, !DIExpression(), !177)
  %15 = getelementptr inbounds [6 x i32], ptr @__const.main.s32, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !179
    #dbg_value(i64 0, !99, !DIExpression(), !183)
    #dbg_value(i32 %16, !184, !DIExpression(), !191)
    #dbg_value(i32 2147483647, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i32 %16, i32 2147483647), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !191)
  %17 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %16, i32 2147483647), !dbg !194
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17), !dbg !195
    #dbg_value(i64 1, !99, !DIExpression(), !183)
    #dbg_value(i32 1, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i32 %16, i32 1), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !191)
  %19 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %16, i32 1), !dbg !194
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19), !dbg !195
    #dbg_value(i64 2, !99, !DIExpression(), !183)
    #dbg_value(i32 -5, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i32 %16, i32 -5), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !191)
  %21 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %16, i32 -5), !dbg !194
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21), !dbg !195
    #dbg_value(i64 3, !99, !DIExpression(), !183)
    #dbg_value(i32 -2147483648, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i32 %16, i32 -2147483648), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !191)
  %23 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %16, i32 -2147483648), !dbg !194
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23), !dbg !195
    #dbg_value(i64 4, !99, !DIExpression(), !183)
    #dbg_value(i32 1000000000, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i32 %16, i32 1000000000), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !191)
  %25 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %16, i32 1000000000), !dbg !194
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !195
    #dbg_value(i64 5, !99, !DIExpression(), !183)
    #dbg_value(i32 -2000000000, !189, !DIExpression(), !191)
    #dbg_value(!DIArgList(i32 %16, i32 -2000000000), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !191)
  %27 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %16, i32 -2000000000), !dbg !194
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27), !dbg !195
    #dbg_value(i64 6, !99, !DIExpression(), !183)
  %29 = add nuw nsw i64 %14, 1, !dbg !196
    #dbg_value(i64 %29, !97, !DIExpression(), !177)
  %30 = icmp eq i64 %29, 6, !dbg !197
  br i1 %30, label %31, label %13, !dbg !178, !llvm.loop !198

31:                                               ; preds = %13
  %32 = tail call i32 @putchar(i32 10), !dbg !201
    #dbg_value(i32 0, !102, !DIExpression(), !139)
    #dbg_value(i32 0, !103, !DIExpression(), !139)
    #dbg_value(i32 0, !104, !DIExpression(), !202)
  br label %33, !dbg !203

33:                                               ; preds = %31, %33
  %34 = phi i32 [ 0, %31 ], [ %125, %33 ]
  %35 = phi i32 [ 0, %31 ], [ %124, %33 ]
  %36 = phi i32 [ 0, %31 ], [ %121, %33 ]
    #dbg_value(i32 %34, !104, !DIExpression(), !202)
    #dbg_value(i32 %35, !103, !DIExpression(), !139)
    #dbg_value(i32 %36, !102, !DIExpression(), !139)
  %37 = trunc nuw i32 %34 to i16
  %38 = mul nuw i16 %37, 200
    #dbg_value(i32 0, !106, !DIExpression(), !204)
  %39 = insertelement <4 x i32> poison, i32 %34, i64 0, !dbg !205
  %40 = shufflevector <4 x i32> %39, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !205
  %41 = add nuw nsw <4 x i32> %40, <i32 196, i32 203, i32 210, i32 217>, !dbg !206
  %42 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %41, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %43 = add nuw nsw <4 x i32> %40, <i32 140, i32 147, i32 154, i32 161>, !dbg !206
  %44 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %43, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %45 = add nuw nsw <4 x i32> %40, <i32 84, i32 91, i32 98, i32 105>, !dbg !206
  %46 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %45, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %47 = add nuw nsw <4 x i32> %40, <i32 28, i32 35, i32 42, i32 49>, !dbg !206
  %48 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %47, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %49 = add nuw nsw <4 x i32> %46, %48, !dbg !218
  %50 = add nuw nsw <4 x i32> %44, %49, !dbg !218
  %51 = add nuw nsw <4 x i32> %42, %50, !dbg !218
  %52 = add nuw nsw <4 x i32> %40, <i32 168, i32 175, i32 182, i32 189>, !dbg !206
  %53 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %52, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %54 = add nuw nsw <4 x i32> %40, <i32 112, i32 119, i32 126, i32 133>, !dbg !206
  %55 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %54, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %56 = add nuw nsw <4 x i32> %40, <i32 56, i32 63, i32 70, i32 77>, !dbg !206
  %57 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %56, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %58 = add nuw nsw <4 x i32> %40, <i32 0, i32 7, i32 14, i32 21>, !dbg !206
  %59 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %58, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !217
  %60 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %36, i64 0, !dbg !205
  %61 = add <4 x i32> %59, %60, !dbg !218
  %62 = add <4 x i32> %57, %61, !dbg !218
  %63 = add <4 x i32> %55, %62, !dbg !218
  %64 = add <4 x i32> %53, %63, !dbg !218
  %65 = add <4 x i32> %51, %64, !dbg !205
  %66 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %65), !dbg !205
  %67 = insertelement <4 x i16> poison, i16 %38, i64 0, !dbg !205
  %68 = shufflevector <4 x i16> %67, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !205
  %69 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 4200, i16 5250, i16 6300, i16 7350>), !dbg !219
  %70 = zext <4 x i16> %69 to <4 x i32>, !dbg !227
  %71 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 12600, i16 13650, i16 14700, i16 15750>), !dbg !219
  %72 = zext <4 x i16> %71 to <4 x i32>, !dbg !227
  %73 = add nuw nsw <4 x i32> %70, %72, !dbg !228
  %74 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 21000, i16 22050, i16 23100, i16 24150>), !dbg !219
  %75 = zext <4 x i16> %74 to <4 x i32>, !dbg !227
  %76 = add nuw nsw <4 x i32> %73, %75, !dbg !228
  %77 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 29400, i16 30450, i16 31500, i16 32550>), !dbg !219
  %78 = zext <4 x i16> %77 to <4 x i32>, !dbg !227
  %79 = add nuw nsw <4 x i32> %76, %78, !dbg !228
  %80 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0, !dbg !205
  %81 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 0, i16 1050, i16 2100, i16 3150>), !dbg !219
  %82 = zext <4 x i16> %81 to <4 x i32>, !dbg !227
  %83 = add <4 x i32> %80, %82, !dbg !228
  %84 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 8400, i16 9450, i16 10500, i16 11550>), !dbg !219
  %85 = zext <4 x i16> %84 to <4 x i32>, !dbg !227
  %86 = add <4 x i32> %83, %85, !dbg !228
  %87 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 16800, i16 17850, i16 18900, i16 19950>), !dbg !219
  %88 = zext <4 x i16> %87 to <4 x i32>, !dbg !227
  %89 = add <4 x i32> %86, %88, !dbg !228
  %90 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %68, <4 x i16> <i16 25200, i16 26250, i16 27300, i16 28350>), !dbg !219
  %91 = zext <4 x i16> %90 to <4 x i32>, !dbg !227
  %92 = add <4 x i32> %89, %91, !dbg !228
  %93 = add <4 x i32> %79, %92, !dbg !205
  %94 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %93), !dbg !205
    #dbg_value(i32 224, !106, !DIExpression(), !204)
    #dbg_value(i32 %94, !103, !DIExpression(), !139)
    #dbg_value(i32 %66, !102, !DIExpression(), !139)
    #dbg_value(i32 %34, !211, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !229)
    #dbg_value(i32 224, !212, !DIExpression(), !229)
    #dbg_value(i32 %34, !213, !DIExpression(DW_OP_plus_uconst, 224, DW_OP_stack_value), !229)
  %95 = tail call i32 @llvm.umin.i32(i32 %34, i32 31), !dbg !217
  %96 = or disjoint i32 %95, 224, !dbg !217
  %97 = add i32 %96, %66, !dbg !218
    #dbg_value(i32 %97, !102, !DIExpression(), !139)
    #dbg_value(i16 %38, !224, !DIExpression(), !230)
    #dbg_value(i16 -31936, !225, !DIExpression(), !230)
  %98 = tail call noundef i16 @llvm.usub.sat.i16(i16 %38, i16 -31936), !dbg !219
  %99 = zext nneg i16 %98 to i32, !dbg !227
  %100 = add i32 %94, %99, !dbg !228
    #dbg_value(i32 %100, !103, !DIExpression(), !139)
    #dbg_value(i32 231, !106, !DIExpression(), !204)
    #dbg_value(i32 231, !212, !DIExpression(), !229)
    #dbg_value(i32 %34, !213, !DIExpression(DW_OP_plus_uconst, 231, DW_OP_stack_value), !229)
  %101 = tail call i32 @llvm.umin.i32(i32 %34, i32 24), !dbg !217
  %102 = add nuw nsw i32 %101, 231, !dbg !217
  %103 = add i32 %102, %97, !dbg !218
    #dbg_value(i32 %103, !102, !DIExpression(), !139)
    #dbg_value(i16 -30886, !225, !DIExpression(), !230)
  %104 = tail call noundef i16 @llvm.usub.sat.i16(i16 %38, i16 -30886), !dbg !219
  %105 = zext nneg i16 %104 to i32, !dbg !227
  %106 = add i32 %100, %105, !dbg !228
    #dbg_value(i32 %106, !103, !DIExpression(), !139)
    #dbg_value(i32 238, !106, !DIExpression(), !204)
    #dbg_value(i32 238, !212, !DIExpression(), !229)
    #dbg_value(i32 %34, !213, !DIExpression(DW_OP_plus_uconst, 238, DW_OP_stack_value), !229)
  %107 = tail call i32 @llvm.umin.i32(i32 %34, i32 17), !dbg !217
  %108 = add nuw nsw i32 %107, 238, !dbg !217
  %109 = add i32 %108, %103, !dbg !218
    #dbg_value(i32 %109, !102, !DIExpression(), !139)
    #dbg_value(i16 -29836, !225, !DIExpression(), !230)
  %110 = tail call noundef i16 @llvm.usub.sat.i16(i16 %38, i16 -29836), !dbg !219
  %111 = zext nneg i16 %110 to i32, !dbg !227
  %112 = add i32 %106, %111, !dbg !228
    #dbg_value(i32 %112, !103, !DIExpression(), !139)
    #dbg_value(i32 245, !106, !DIExpression(), !204)
    #dbg_value(i32 245, !212, !DIExpression(), !229)
    #dbg_value(i32 %34, !213, !DIExpression(DW_OP_plus_uconst, 245, DW_OP_stack_value), !229)
  %113 = tail call i32 @llvm.umin.i32(i32 %34, i32 10), !dbg !217
  %114 = add nuw nsw i32 %113, 245, !dbg !217
  %115 = add i32 %114, %109, !dbg !218
    #dbg_value(i32 %115, !102, !DIExpression(), !139)
    #dbg_value(i16 -28786, !225, !DIExpression(), !230)
  %116 = tail call noundef i16 @llvm.usub.sat.i16(i16 %38, i16 -28786), !dbg !219
  %117 = zext nneg i16 %116 to i32, !dbg !227
  %118 = add i32 %112, %117, !dbg !228
    #dbg_value(i32 %118, !103, !DIExpression(), !139)
    #dbg_value(i32 252, !106, !DIExpression(), !204)
    #dbg_value(i32 252, !212, !DIExpression(), !229)
    #dbg_value(i32 %34, !213, !DIExpression(DW_OP_plus_uconst, 252, DW_OP_stack_value), !229)
  %119 = tail call i32 @llvm.umin.i32(i32 %34, i32 3), !dbg !217
  %120 = or disjoint i32 %119, 252, !dbg !217
  %121 = add i32 %120, %115, !dbg !218
    #dbg_value(i32 %121, !102, !DIExpression(), !139)
    #dbg_value(i16 -27736, !225, !DIExpression(), !230)
  %122 = tail call noundef i16 @llvm.usub.sat.i16(i16 %38, i16 -27736), !dbg !219
  %123 = zext nneg i16 %122 to i32, !dbg !227
  %124 = add i32 %118, %123, !dbg !228
    #dbg_value(i32 %124, !103, !DIExpression(), !139)
    #dbg_value(i32 259, !106, !DIExpression(), !204)
  %125 = add nuw nsw i32 %34, 5, !dbg !231
    #dbg_value(i32 %125, !104, !DIExpression(), !202)
  %126 = icmp ult i32 %34, 251, !dbg !232
  br i1 %126, label %33, label %127, !dbg !203, !llvm.loop !233

127:                                              ; preds = %33
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121, i32 noundef %124), !dbg !235
    #dbg_value(i32 -40000, !109, !DIExpression(), !236)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -40000, i32 noundef -32768), !dbg !237
    #dbg_value(i32 -30001, !109, !DIExpression(), !236)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -30001, i32 noundef -30001), !dbg !237
    #dbg_value(i32 -20002, !109, !DIExpression(), !236)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -20002, i32 noundef -20002), !dbg !237
    #dbg_value(i32 -10003, !109, !DIExpression(), !236)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -10003, i32 noundef -10003), !dbg !237
    #dbg_value(i32 -4, !109, !DIExpression(), !236)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef -4), !dbg !237
    #dbg_value(i32 9995, !109, !DIExpression(), !236)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9995, i32 noundef 9995), !dbg !237
    #dbg_value(i32 19994, !109, !DIExpression(), !236)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 19994, i32 noundef 19994), !dbg !237
    #dbg_value(i32 29993, !109, !DIExpression(), !236)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 29993, i32 noundef 29993), !dbg !237
    #dbg_value(i32 39992, !109, !DIExpression(), !236)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 39992, i32 noundef 32767), !dbg !237
    #dbg_value(i32 49991, !109, !DIExpression(), !236)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef -1, i32 noundef -1), !dbg !239
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #5, !dbg !240
    #dbg_value(i32 17, !115, !DIExpression(), !139)
    #dbg_value(i32 0, !116, !DIExpression(), !241)
  br label %139, !dbg !242

139:                                              ; preds = %139, %127
  %140 = phi i64 [ 0, %127 ], [ %159, %139 ]
  %141 = phi i32 [ 17, %127 ], [ %152, %139 ]
    #dbg_value(i64 %140, !116, !DIExpression(), !241)
    #dbg_value(i32 %141, !115, !DIExpression(), !139)
  %142 = mul i32 %141, 1103515245, !dbg !243
  %143 = add i32 %142, 12345, !dbg !246
    #dbg_value(i32 %143, !115, !DIExpression(), !139)
  %144 = lshr i32 %143, 16, !dbg !247
  %145 = trunc nuw i32 %144 to i16, !dbg !248
  %146 = urem i16 %145, 1000, !dbg !248
  %147 = zext nneg i16 %146 to i32, !dbg !248
  %148 = add nsw i32 %147, -500, !dbg !249
  %149 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %140, !dbg !250
  store i32 %148, ptr %149, align 8, !dbg !251, !tbaa !179
  %150 = or disjoint i64 %140, 1, !dbg !252
    #dbg_value(i64 %150, !116, !DIExpression(), !241)
  %151 = mul i32 %143, 1103515245, !dbg !243
  %152 = add i32 %151, 12345, !dbg !246
    #dbg_value(i32 %152, !115, !DIExpression(), !139)
  %153 = lshr i32 %152, 16, !dbg !247
  %154 = trunc nuw i32 %153 to i16, !dbg !248
  %155 = urem i16 %154, 1000, !dbg !248
  %156 = zext nneg i16 %155 to i32, !dbg !248
  %157 = add nsw i32 %156, -500, !dbg !249
  %158 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %150, !dbg !250
  store i32 %157, ptr %158, align 4, !dbg !251, !tbaa !179
  %159 = add nuw nsw i64 %140, 2, !dbg !252
    #dbg_value(i64 %159, !116, !DIExpression(), !241)
  %160 = icmp eq i64 %159, 64, !dbg !253
  br i1 %160, label %161, label %139, !dbg !242, !llvm.loop !254

161:                                              ; preds = %139, %161
  %162 = phi i64 [ %183, %161 ], [ 0, %139 ], !dbg !256
  %163 = phi <2 x i64> [ %181, %161 ], [ zeroinitializer, %139 ]
  %164 = phi <2 x i64> [ %182, %161 ], [ zeroinitializer, %139 ]
  %165 = phi <2 x i32> [ %175, %161 ], [ <i32 -2147483648, i32 -2147483648>, %139 ]
  %166 = phi <2 x i32> [ %176, %161 ], [ <i32 -2147483648, i32 -2147483648>, %139 ]
  %167 = phi <2 x i32> [ %173, %161 ], [ <i32 2147483647, i32 2147483647>, %139 ]
  %168 = phi <2 x i32> [ %174, %161 ], [ <i32 2147483647, i32 2147483647>, %139 ]
  %169 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %162, !dbg !258
  %170 = getelementptr inbounds i8, ptr %169, i64 8, !dbg !258
  %171 = load <2 x i32>, ptr %169, align 16, !dbg !258, !tbaa !179
  %172 = load <2 x i32>, ptr %170, align 8, !dbg !258, !tbaa !179
  %173 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %167, <2 x i32> %171), !dbg !260
  %174 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %168, <2 x i32> %172), !dbg !260
  %175 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %165, <2 x i32> %171), !dbg !262
  %176 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %166, <2 x i32> %172), !dbg !262
  %177 = tail call <2 x i32> @llvm.abs.v2i32(<2 x i32> %171, i1 true), !dbg !264
  %178 = tail call <2 x i32> @llvm.abs.v2i32(<2 x i32> %172, i1 true), !dbg !264
  %179 = zext nneg <2 x i32> %177 to <2 x i64>, !dbg !266
  %180 = zext nneg <2 x i32> %178 to <2 x i64>, !dbg !266
  %181 = add <2 x i64> %163, %179, !dbg !267
  %182 = add <2 x i64> %164, %180, !dbg !267
  %183 = add nuw i64 %162, 4, !dbg !256
  %184 = icmp eq i64 %183, 64, !dbg !256
  br i1 %184, label %185, label %161, !dbg !256, !llvm.loop !268

185:                                              ; preds = %161
  %186 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %173, <2 x i32> %174), !dbg !269
  %187 = tail call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %186), !dbg !269
    #dbg_value(i64 0, !124, !DIExpression(), !273)
  %188 = load i32, ptr %1, align 16, !dbg !274, !tbaa !179
  %189 = icmp eq i32 %188, %187, !dbg !277
  br i1 %189, label %443, label %190, !dbg !278

190:                                              ; preds = %185
    #dbg_value(i64 1, !124, !DIExpression(), !273)
  %191 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !274
  %192 = load i32, ptr %191, align 4, !dbg !274, !tbaa !179
  %193 = icmp eq i32 %192, %187, !dbg !277
  br i1 %193, label %443, label %194, !dbg !278

194:                                              ; preds = %190
    #dbg_value(i64 2, !124, !DIExpression(), !273)
  %195 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !274
  %196 = load i32, ptr %195, align 8, !dbg !274, !tbaa !179
  %197 = icmp eq i32 %196, %187, !dbg !277
  br i1 %197, label %443, label %198, !dbg !278

198:                                              ; preds = %194
    #dbg_value(i64 3, !124, !DIExpression(), !273)
  %199 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !274
  %200 = load i32, ptr %199, align 4, !dbg !274, !tbaa !179
  %201 = icmp eq i32 %200, %187, !dbg !277
  br i1 %201, label %443, label %202, !dbg !278

202:                                              ; preds = %198
    #dbg_value(i64 4, !124, !DIExpression(), !273)
  %203 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !274
  %204 = load i32, ptr %203, align 16, !dbg !274, !tbaa !179
  %205 = icmp eq i32 %204, %187, !dbg !277
  br i1 %205, label %443, label %206, !dbg !278

206:                                              ; preds = %202
    #dbg_value(i64 5, !124, !DIExpression(), !273)
  %207 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !274
  %208 = load i32, ptr %207, align 4, !dbg !274, !tbaa !179
  %209 = icmp eq i32 %208, %187, !dbg !277
  br i1 %209, label %443, label %210, !dbg !278

210:                                              ; preds = %206
    #dbg_value(i64 6, !124, !DIExpression(), !273)
  %211 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !274
  %212 = load i32, ptr %211, align 8, !dbg !274, !tbaa !179
  %213 = icmp eq i32 %212, %187, !dbg !277
  br i1 %213, label %443, label %214, !dbg !278

214:                                              ; preds = %210
    #dbg_value(i64 7, !124, !DIExpression(), !273)
  %215 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !274
  %216 = load i32, ptr %215, align 4, !dbg !274, !tbaa !179
  %217 = icmp eq i32 %216, %187, !dbg !277
  br i1 %217, label %443, label %218, !dbg !278

218:                                              ; preds = %214
    #dbg_value(i64 8, !124, !DIExpression(), !273)
  %219 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !274
  %220 = load i32, ptr %219, align 16, !dbg !274, !tbaa !179
  %221 = icmp eq i32 %220, %187, !dbg !277
  br i1 %221, label %443, label %222, !dbg !278

222:                                              ; preds = %218
    #dbg_value(i64 9, !124, !DIExpression(), !273)
  %223 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !274
  %224 = load i32, ptr %223, align 4, !dbg !274, !tbaa !179
  %225 = icmp eq i32 %224, %187, !dbg !277
  br i1 %225, label %443, label %226, !dbg !278

226:                                              ; preds = %222
    #dbg_value(i64 10, !124, !DIExpression(), !273)
  %227 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !274
  %228 = load i32, ptr %227, align 8, !dbg !274, !tbaa !179
  %229 = icmp eq i32 %228, %187, !dbg !277
  br i1 %229, label %443, label %230, !dbg !278

230:                                              ; preds = %226
    #dbg_value(i64 11, !124, !DIExpression(), !273)
  %231 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !274
  %232 = load i32, ptr %231, align 4, !dbg !274, !tbaa !179
  %233 = icmp eq i32 %232, %187, !dbg !277
  br i1 %233, label %443, label %234, !dbg !278

234:                                              ; preds = %230
    #dbg_value(i64 12, !124, !DIExpression(), !273)
  %235 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !274
  %236 = load i32, ptr %235, align 16, !dbg !274, !tbaa !179
  %237 = icmp eq i32 %236, %187, !dbg !277
  br i1 %237, label %443, label %238, !dbg !278

238:                                              ; preds = %234
    #dbg_value(i64 13, !124, !DIExpression(), !273)
  %239 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !274
  %240 = load i32, ptr %239, align 4, !dbg !274, !tbaa !179
  %241 = icmp eq i32 %240, %187, !dbg !277
  br i1 %241, label %443, label %242, !dbg !278

242:                                              ; preds = %238
    #dbg_value(i64 14, !124, !DIExpression(), !273)
  %243 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !274
  %244 = load i32, ptr %243, align 8, !dbg !274, !tbaa !179
  %245 = icmp eq i32 %244, %187, !dbg !277
  br i1 %245, label %443, label %246, !dbg !278

246:                                              ; preds = %242
    #dbg_value(i64 15, !124, !DIExpression(), !273)
  %247 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !274
  %248 = load i32, ptr %247, align 4, !dbg !274, !tbaa !179
  %249 = icmp eq i32 %248, %187, !dbg !277
  br i1 %249, label %443, label %250, !dbg !278

250:                                              ; preds = %246
    #dbg_value(i64 16, !124, !DIExpression(), !273)
  %251 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !274
  %252 = load i32, ptr %251, align 16, !dbg !274, !tbaa !179
  %253 = icmp eq i32 %252, %187, !dbg !277
  br i1 %253, label %443, label %254, !dbg !278

254:                                              ; preds = %250
    #dbg_value(i64 17, !124, !DIExpression(), !273)
  %255 = getelementptr inbounds i8, ptr %1, i64 68, !dbg !274
  %256 = load i32, ptr %255, align 4, !dbg !274, !tbaa !179
  %257 = icmp eq i32 %256, %187, !dbg !277
  br i1 %257, label %443, label %258, !dbg !278

258:                                              ; preds = %254
    #dbg_value(i64 18, !124, !DIExpression(), !273)
  %259 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !274
  %260 = load i32, ptr %259, align 8, !dbg !274, !tbaa !179
  %261 = icmp eq i32 %260, %187, !dbg !277
  br i1 %261, label %443, label %262, !dbg !278

262:                                              ; preds = %258
    #dbg_value(i64 19, !124, !DIExpression(), !273)
  %263 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !274
  %264 = load i32, ptr %263, align 4, !dbg !274, !tbaa !179
  %265 = icmp eq i32 %264, %187, !dbg !277
  br i1 %265, label %443, label %266, !dbg !278

266:                                              ; preds = %262
    #dbg_value(i64 20, !124, !DIExpression(), !273)
  %267 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !274
  %268 = load i32, ptr %267, align 16, !dbg !274, !tbaa !179
  %269 = icmp eq i32 %268, %187, !dbg !277
  br i1 %269, label %443, label %270, !dbg !278

270:                                              ; preds = %266
    #dbg_value(i64 21, !124, !DIExpression(), !273)
  %271 = getelementptr inbounds i8, ptr %1, i64 84, !dbg !274
  %272 = load i32, ptr %271, align 4, !dbg !274, !tbaa !179
  %273 = icmp eq i32 %272, %187, !dbg !277
  br i1 %273, label %443, label %274, !dbg !278

274:                                              ; preds = %270
    #dbg_value(i64 22, !124, !DIExpression(), !273)
  %275 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !274
  %276 = load i32, ptr %275, align 8, !dbg !274, !tbaa !179
  %277 = icmp eq i32 %276, %187, !dbg !277
  br i1 %277, label %443, label %278, !dbg !278

278:                                              ; preds = %274
    #dbg_value(i64 23, !124, !DIExpression(), !273)
  %279 = getelementptr inbounds i8, ptr %1, i64 92, !dbg !274
  %280 = load i32, ptr %279, align 4, !dbg !274, !tbaa !179
  %281 = icmp eq i32 %280, %187, !dbg !277
  br i1 %281, label %443, label %282, !dbg !278

282:                                              ; preds = %278
    #dbg_value(i64 24, !124, !DIExpression(), !273)
  %283 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !274
  %284 = load i32, ptr %283, align 16, !dbg !274, !tbaa !179
  %285 = icmp eq i32 %284, %187, !dbg !277
  br i1 %285, label %443, label %286, !dbg !278

286:                                              ; preds = %282
    #dbg_value(i64 25, !124, !DIExpression(), !273)
  %287 = getelementptr inbounds i8, ptr %1, i64 100, !dbg !274
  %288 = load i32, ptr %287, align 4, !dbg !274, !tbaa !179
  %289 = icmp eq i32 %288, %187, !dbg !277
  br i1 %289, label %443, label %290, !dbg !278

290:                                              ; preds = %286
    #dbg_value(i64 26, !124, !DIExpression(), !273)
  %291 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !274
  %292 = load i32, ptr %291, align 8, !dbg !274, !tbaa !179
  %293 = icmp eq i32 %292, %187, !dbg !277
  br i1 %293, label %443, label %294, !dbg !278

294:                                              ; preds = %290
    #dbg_value(i64 27, !124, !DIExpression(), !273)
  %295 = getelementptr inbounds i8, ptr %1, i64 108, !dbg !274
  %296 = load i32, ptr %295, align 4, !dbg !274, !tbaa !179
  %297 = icmp eq i32 %296, %187, !dbg !277
  br i1 %297, label %443, label %298, !dbg !278

298:                                              ; preds = %294
    #dbg_value(i64 28, !124, !DIExpression(), !273)
  %299 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !274
  %300 = load i32, ptr %299, align 16, !dbg !274, !tbaa !179
  %301 = icmp eq i32 %300, %187, !dbg !277
  br i1 %301, label %443, label %302, !dbg !278

302:                                              ; preds = %298
    #dbg_value(i64 29, !124, !DIExpression(), !273)
  %303 = getelementptr inbounds i8, ptr %1, i64 116, !dbg !274
  %304 = load i32, ptr %303, align 4, !dbg !274, !tbaa !179
  %305 = icmp eq i32 %304, %187, !dbg !277
  br i1 %305, label %443, label %306, !dbg !278

306:                                              ; preds = %302
    #dbg_value(i64 30, !124, !DIExpression(), !273)
  %307 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !274
  %308 = load i32, ptr %307, align 8, !dbg !274, !tbaa !179
  %309 = icmp eq i32 %308, %187, !dbg !277
  br i1 %309, label %443, label %310, !dbg !278

310:                                              ; preds = %306
    #dbg_value(i64 31, !124, !DIExpression(), !273)
  %311 = getelementptr inbounds i8, ptr %1, i64 124, !dbg !274
  %312 = load i32, ptr %311, align 4, !dbg !274, !tbaa !179
  %313 = icmp eq i32 %312, %187, !dbg !277
  br i1 %313, label %443, label %314, !dbg !278

314:                                              ; preds = %310
    #dbg_value(i64 32, !124, !DIExpression(), !273)
  %315 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !274
  %316 = load i32, ptr %315, align 16, !dbg !274, !tbaa !179
  %317 = icmp eq i32 %316, %187, !dbg !277
  br i1 %317, label %443, label %318, !dbg !278

318:                                              ; preds = %314
    #dbg_value(i64 33, !124, !DIExpression(), !273)
  %319 = getelementptr inbounds i8, ptr %1, i64 132, !dbg !274
  %320 = load i32, ptr %319, align 4, !dbg !274, !tbaa !179
  %321 = icmp eq i32 %320, %187, !dbg !277
  br i1 %321, label %443, label %322, !dbg !278

322:                                              ; preds = %318
    #dbg_value(i64 34, !124, !DIExpression(), !273)
  %323 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !274
  %324 = load i32, ptr %323, align 8, !dbg !274, !tbaa !179
  %325 = icmp eq i32 %324, %187, !dbg !277
  br i1 %325, label %443, label %326, !dbg !278

326:                                              ; preds = %322
    #dbg_value(i64 35, !124, !DIExpression(), !273)
  %327 = getelementptr inbounds i8, ptr %1, i64 140, !dbg !274
  %328 = load i32, ptr %327, align 4, !dbg !274, !tbaa !179
  %329 = icmp eq i32 %328, %187, !dbg !277
  br i1 %329, label %443, label %330, !dbg !278

330:                                              ; preds = %326
    #dbg_value(i64 36, !124, !DIExpression(), !273)
  %331 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !274
  %332 = load i32, ptr %331, align 16, !dbg !274, !tbaa !179
  %333 = icmp eq i32 %332, %187, !dbg !277
  br i1 %333, label %443, label %334, !dbg !278

334:                                              ; preds = %330
    #dbg_value(i64 37, !124, !DIExpression(), !273)
  %335 = getelementptr inbounds i8, ptr %1, i64 148, !dbg !274
  %336 = load i32, ptr %335, align 4, !dbg !274, !tbaa !179
  %337 = icmp eq i32 %336, %187, !dbg !277
  br i1 %337, label %443, label %338, !dbg !278

338:                                              ; preds = %334
    #dbg_value(i64 38, !124, !DIExpression(), !273)
  %339 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !274
  %340 = load i32, ptr %339, align 8, !dbg !274, !tbaa !179
  %341 = icmp eq i32 %340, %187, !dbg !277
  br i1 %341, label %443, label %342, !dbg !278

342:                                              ; preds = %338
    #dbg_value(i64 39, !124, !DIExpression(), !273)
  %343 = getelementptr inbounds i8, ptr %1, i64 156, !dbg !274
  %344 = load i32, ptr %343, align 4, !dbg !274, !tbaa !179
  %345 = icmp eq i32 %344, %187, !dbg !277
  br i1 %345, label %443, label %346, !dbg !278

346:                                              ; preds = %342
    #dbg_value(i64 40, !124, !DIExpression(), !273)
  %347 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !274
  %348 = load i32, ptr %347, align 16, !dbg !274, !tbaa !179
  %349 = icmp eq i32 %348, %187, !dbg !277
  br i1 %349, label %443, label %350, !dbg !278

350:                                              ; preds = %346
    #dbg_value(i64 41, !124, !DIExpression(), !273)
  %351 = getelementptr inbounds i8, ptr %1, i64 164, !dbg !274
  %352 = load i32, ptr %351, align 4, !dbg !274, !tbaa !179
  %353 = icmp eq i32 %352, %187, !dbg !277
  br i1 %353, label %443, label %354, !dbg !278

354:                                              ; preds = %350
    #dbg_value(i64 42, !124, !DIExpression(), !273)
  %355 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !274
  %356 = load i32, ptr %355, align 8, !dbg !274, !tbaa !179
  %357 = icmp eq i32 %356, %187, !dbg !277
  br i1 %357, label %443, label %358, !dbg !278

358:                                              ; preds = %354
    #dbg_value(i64 43, !124, !DIExpression(), !273)
  %359 = getelementptr inbounds i8, ptr %1, i64 172, !dbg !274
  %360 = load i32, ptr %359, align 4, !dbg !274, !tbaa !179
  %361 = icmp eq i32 %360, %187, !dbg !277
  br i1 %361, label %443, label %362, !dbg !278

362:                                              ; preds = %358
    #dbg_value(i64 44, !124, !DIExpression(), !273)
  %363 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !274
  %364 = load i32, ptr %363, align 16, !dbg !274, !tbaa !179
  %365 = icmp eq i32 %364, %187, !dbg !277
  br i1 %365, label %443, label %366, !dbg !278

366:                                              ; preds = %362
    #dbg_value(i64 45, !124, !DIExpression(), !273)
  %367 = getelementptr inbounds i8, ptr %1, i64 180, !dbg !274
  %368 = load i32, ptr %367, align 4, !dbg !274, !tbaa !179
  %369 = icmp eq i32 %368, %187, !dbg !277
  br i1 %369, label %443, label %370, !dbg !278

370:                                              ; preds = %366
    #dbg_value(i64 46, !124, !DIExpression(), !273)
  %371 = getelementptr inbounds i8, ptr %1, i64 184, !dbg !274
  %372 = load i32, ptr %371, align 8, !dbg !274, !tbaa !179
  %373 = icmp eq i32 %372, %187, !dbg !277
  br i1 %373, label %443, label %374, !dbg !278

374:                                              ; preds = %370
    #dbg_value(i64 47, !124, !DIExpression(), !273)
  %375 = getelementptr inbounds i8, ptr %1, i64 188, !dbg !274
  %376 = load i32, ptr %375, align 4, !dbg !274, !tbaa !179
  %377 = icmp eq i32 %376, %187, !dbg !277
  br i1 %377, label %443, label %378, !dbg !278

378:                                              ; preds = %374
    #dbg_value(i64 48, !124, !DIExpression(), !273)
  %379 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !274
  %380 = load i32, ptr %379, align 16, !dbg !274, !tbaa !179
  %381 = icmp eq i32 %380, %187, !dbg !277
  br i1 %381, label %443, label %382, !dbg !278

382:                                              ; preds = %378
    #dbg_value(i64 49, !124, !DIExpression(), !273)
  %383 = getelementptr inbounds i8, ptr %1, i64 196, !dbg !274
  %384 = load i32, ptr %383, align 4, !dbg !274, !tbaa !179
  %385 = icmp eq i32 %384, %187, !dbg !277
  br i1 %385, label %443, label %386, !dbg !278

386:                                              ; preds = %382
    #dbg_value(i64 50, !124, !DIExpression(), !273)
  %387 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !274
  %388 = load i32, ptr %387, align 8, !dbg !274, !tbaa !179
  %389 = icmp eq i32 %388, %187, !dbg !277
  br i1 %389, label %443, label %390, !dbg !278

390:                                              ; preds = %386
    #dbg_value(i64 51, !124, !DIExpression(), !273)
  %391 = getelementptr inbounds i8, ptr %1, i64 204, !dbg !274
  %392 = load i32, ptr %391, align 4, !dbg !274, !tbaa !179
  %393 = icmp eq i32 %392, %187, !dbg !277
  br i1 %393, label %443, label %394, !dbg !278

394:                                              ; preds = %390
    #dbg_value(i64 52, !124, !DIExpression(), !273)
  %395 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !274
  %396 = load i32, ptr %395, align 16, !dbg !274, !tbaa !179
  %397 = icmp eq i32 %396, %187, !dbg !277
  br i1 %397, label %443, label %398, !dbg !278

398:                                              ; preds = %394
    #dbg_value(i64 53, !124, !DIExpression(), !273)
  %399 = getelementptr inbounds i8, ptr %1, i64 212, !dbg !274
  %400 = load i32, ptr %399, align 4, !dbg !274, !tbaa !179
  %401 = icmp eq i32 %400, %187, !dbg !277
  br i1 %401, label %443, label %402, !dbg !278

402:                                              ; preds = %398
    #dbg_value(i64 54, !124, !DIExpression(), !273)
  %403 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !274
  %404 = load i32, ptr %403, align 8, !dbg !274, !tbaa !179
  %405 = icmp eq i32 %404, %187, !dbg !277
  br i1 %405, label %443, label %406, !dbg !278

406:                                              ; preds = %402
    #dbg_value(i64 55, !124, !DIExpression(), !273)
  %407 = getelementptr inbounds i8, ptr %1, i64 220, !dbg !274
  %408 = load i32, ptr %407, align 4, !dbg !274, !tbaa !179
  %409 = icmp eq i32 %408, %187, !dbg !277
  br i1 %409, label %443, label %410, !dbg !278

410:                                              ; preds = %406
    #dbg_value(i64 56, !124, !DIExpression(), !273)
  %411 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !274
  %412 = load i32, ptr %411, align 16, !dbg !274, !tbaa !179
  %413 = icmp eq i32 %412, %187, !dbg !277
  br i1 %413, label %443, label %414, !dbg !278

414:                                              ; preds = %410
    #dbg_value(i64 57, !124, !DIExpression(), !273)
  %415 = getelementptr inbounds i8, ptr %1, i64 228, !dbg !274
  %416 = load i32, ptr %415, align 4, !dbg !274, !tbaa !179
  %417 = icmp eq i32 %416, %187, !dbg !277
  br i1 %417, label %443, label %418, !dbg !278

418:                                              ; preds = %414
    #dbg_value(i64 58, !124, !DIExpression(), !273)
  %419 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !274
  %420 = load i32, ptr %419, align 8, !dbg !274, !tbaa !179
  %421 = icmp eq i32 %420, %187, !dbg !277
  br i1 %421, label %443, label %422, !dbg !278

422:                                              ; preds = %418
    #dbg_value(i64 59, !124, !DIExpression(), !273)
  %423 = getelementptr inbounds i8, ptr %1, i64 236, !dbg !274
  %424 = load i32, ptr %423, align 4, !dbg !274, !tbaa !179
  %425 = icmp eq i32 %424, %187, !dbg !277
  br i1 %425, label %443, label %426, !dbg !278

426:                                              ; preds = %422
    #dbg_value(i64 60, !124, !DIExpression(), !273)
  %427 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !274
  %428 = load i32, ptr %427, align 16, !dbg !274, !tbaa !179
  %429 = icmp eq i32 %428, %187, !dbg !277
  br i1 %429, label %443, label %430, !dbg !278

430:                                              ; preds = %426
    #dbg_value(i64 61, !124, !DIExpression(), !273)
  %431 = getelementptr inbounds i8, ptr %1, i64 244, !dbg !274
  %432 = load i32, ptr %431, align 4, !dbg !274, !tbaa !179
  %433 = icmp eq i32 %432, %187, !dbg !277
  br i1 %433, label %443, label %434, !dbg !278

434:                                              ; preds = %430
    #dbg_value(i64 62, !124, !DIExpression(), !273)
  %435 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !274
  %436 = load i32, ptr %435, align 8, !dbg !274, !tbaa !179
  %437 = icmp eq i32 %436, %187, !dbg !277
  br i1 %437, label %443, label %438, !dbg !278

438:                                              ; preds = %434
    #dbg_value(i64 63, !124, !DIExpression(), !273)
  %439 = getelementptr inbounds i8, ptr %1, i64 252, !dbg !274
  %440 = load i32, ptr %439, align 4, !dbg !274, !tbaa !179
  %441 = icmp eq i32 %440, %187, !dbg !277
  %442 = select i1 %441, i32 63, i32 -1, !dbg !278
  br label %443, !dbg !278

443:                                              ; preds = %438, %434, %430, %426, %422, %418, %414, %410, %406, %402, %398, %394, %390, %386, %382, %378, %374, %370, %366, %362, %358, %354, %350, %346, %342, %338, %334, %330, %326, %322, %318, %314, %310, %306, %302, %298, %294, %290, %286, %282, %278, %274, %270, %266, %262, %258, %254, %250, %246, %242, %238, %234, %230, %226, %222, %218, %214, %210, %206, %202, %198, %194, %190, %185
  %444 = phi i32 [ 0, %185 ], [ 1, %190 ], [ 2, %194 ], [ 3, %198 ], [ 4, %202 ], [ 5, %206 ], [ 6, %210 ], [ 7, %214 ], [ 8, %218 ], [ 9, %222 ], [ 10, %226 ], [ 11, %230 ], [ 12, %234 ], [ 13, %238 ], [ 14, %242 ], [ 15, %246 ], [ 16, %250 ], [ 17, %254 ], [ 18, %258 ], [ 19, %262 ], [ 20, %266 ], [ 21, %270 ], [ 22, %274 ], [ 23, %278 ], [ 24, %282 ], [ 25, %286 ], [ 26, %290 ], [ 27, %294 ], [ 28, %298 ], [ 29, %302 ], [ 30, %306 ], [ 31, %310 ], [ 32, %314 ], [ 33, %318 ], [ 34, %322 ], [ 35, %326 ], [ 36, %330 ], [ 37, %334 ], [ 38, %338 ], [ 39, %342 ], [ 40, %346 ], [ 41, %350 ], [ 42, %354 ], [ 43, %358 ], [ 44, %362 ], [ 45, %366 ], [ 46, %370 ], [ 47, %374 ], [ 48, %378 ], [ 49, %382 ], [ 50, %386 ], [ 51, %390 ], [ 52, %394 ], [ 53, %398 ], [ 54, %402 ], [ 55, %406 ], [ 56, %410 ], [ 57, %414 ], [ 58, %418 ], [ 59, %422 ], [ 60, %426 ], [ 61, %430 ], [ 62, %434 ], [ %442, %438 ], !dbg !139
  %445 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %175, <2 x i32> %176), !dbg !269
  %446 = tail call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %445), !dbg !269
  %447 = add <2 x i64> %182, %181, !dbg !269
  %448 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %447), !dbg !269
    #dbg_value(i32 %444, !120, !DIExpression(), !139)
  %449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %187, i32 noundef %446, i32 noundef %444, i64 noundef %448), !dbg !279
    #dbg_value(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !139)
    #dbg_value(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !139)
    #dbg_value(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !139)
    #dbg_value(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !139)
    #dbg_value(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !139)
    #dbg_value(i8 37, !126, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !139)
    #dbg_value(i8 74, !126, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !139)
    #dbg_value(i8 111, !126, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !139)
    #dbg_value(i8 -108, !126, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !139)
    #dbg_value(i8 -71, !126, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !139)
    #dbg_value(i8 -34, !126, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !139)
    #dbg_value(i8 -1, !126, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !139)
    #dbg_value(i8 -1, !126, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !139)
    #dbg_value(i8 -1, !126, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !139)
    #dbg_value(i8 -1, !126, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !139)
    #dbg_value(i8 -1, !126, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !139)
    #dbg_value(i64 0, !133, !DIExpression(), !280)
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !281
    #dbg_value(i64 1, !133, !DIExpression(), !280)
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !281
    #dbg_value(i64 2, !133, !DIExpression(), !280)
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !281
    #dbg_value(i64 3, !133, !DIExpression(), !280)
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !281
    #dbg_value(i64 4, !133, !DIExpression(), !280)
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !281
    #dbg_value(i64 5, !133, !DIExpression(), !280)
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 37), !dbg !281
    #dbg_value(i64 6, !133, !DIExpression(), !280)
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 74), !dbg !281
    #dbg_value(i64 7, !133, !DIExpression(), !280)
  %457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111), !dbg !281
    #dbg_value(i64 8, !133, !DIExpression(), !280)
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 148), !dbg !281
    #dbg_value(i64 9, !133, !DIExpression(), !280)
  %459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 185), !dbg !281
    #dbg_value(i64 10, !133, !DIExpression(), !280)
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 222), !dbg !281
    #dbg_value(i64 11, !133, !DIExpression(), !280)
  %461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !281
    #dbg_value(i64 12, !133, !DIExpression(), !280)
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !281
    #dbg_value(i64 13, !133, !DIExpression(), !280)
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !281
    #dbg_value(i64 14, !133, !DIExpression(), !280)
  %464 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !281
    #dbg_value(i64 15, !133, !DIExpression(), !280)
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !281
    #dbg_value(i64 16, !133, !DIExpression(), !280)
  %466 = tail call i32 @putchar(i32 10), !dbg !283
    #dbg_value(i64 poison, !135, !DIExpression(), !139)
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 485), !dbg !284
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #5, !dbg !285
  ret i32 0, !dbg !285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !286 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.usub.sat.v4i16(<4 x i16>, <4 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.abs.v2i32(<2 x i32>, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "minmax_sat.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "68d8427fd9eb569e68be470751d120ac")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 39)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 23)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 36)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 20)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !65, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !47, !52, !55, !51, !56, !60, !62}
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !48, line: 24, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !50, line: 38, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!51 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !48, line: 25, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !50, line: 40, baseType: !54)
!54 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !50, line: 44, baseType: !59)
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !57, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !50, line: 41, baseType: !55)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !57, line: 25, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !50, line: 39, baseType: !64)
!64 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!65 = !{!0, !7, !12, !66, !17, !22, !27, !32, !37, !39}
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 2)
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !80, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!55}
!82 = !{!83, !87, !89, !92, !93, !97, !99, !102, !103, !104, !106, !109, !111, !115, !116, !118, !119, !120, !121, !122, !124, !126, !128, !130, !133, !135, !136}
!83 = !DILocalVariable(name: "vals", scope: !79, file: !2, line: 37, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 320, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 10)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 38, type: !55)
!88 = distinct !DILexicalBlock(scope: !79, file: !2, line: 38, column: 5)
!89 = !DILocalVariable(name: "a", scope: !90, file: !2, line: 39, type: !55)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 38, column: 34)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 38, column: 5)
!92 = !DILocalVariable(name: "b", scope: !90, file: !2, line: 39, type: !55)
!93 = !DILocalVariable(name: "s32", scope: !79, file: !2, line: 46, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 6)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 47, type: !55)
!98 = distinct !DILexicalBlock(scope: !79, file: !2, line: 47, column: 5)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 48, type: !55)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 48, column: 9)
!101 = distinct !DILexicalBlock(scope: !98, file: !2, line: 47, column: 5)
!102 = !DILocalVariable(name: "acc8", scope: !79, file: !2, line: 51, type: !46)
!103 = !DILocalVariable(name: "acc16", scope: !79, file: !2, line: 51, type: !46)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 52, type: !55)
!105 = distinct !DILexicalBlock(scope: !79, file: !2, line: 52, column: 5)
!106 = !DILocalVariable(name: "j", scope: !107, file: !2, line: 53, type: !55)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 53, column: 9)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 52, column: 5)
!109 = !DILocalVariable(name: "v", scope: !110, file: !2, line: 58, type: !55)
!110 = distinct !DILexicalBlock(scope: !79, file: !2, line: 58, column: 5)
!111 = !DILocalVariable(name: "arr", scope: !79, file: !2, line: 63, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 2048, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 64)
!115 = !DILocalVariable(name: "x", scope: !79, file: !2, line: 64, type: !46)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 65, type: !55)
!117 = distinct !DILexicalBlock(scope: !79, file: !2, line: 65, column: 5)
!118 = !DILocalVariable(name: "mn", scope: !79, file: !2, line: 69, type: !55)
!119 = !DILocalVariable(name: "mx", scope: !79, file: !2, line: 69, type: !55)
!120 = !DILocalVariable(name: "amin", scope: !79, file: !2, line: 69, type: !55)
!121 = !DILocalVariable(name: "absum", scope: !79, file: !2, line: 70, type: !59)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 71, type: !55)
!123 = distinct !DILexicalBlock(scope: !79, file: !2, line: 71, column: 5)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 76, type: !55)
!125 = distinct !DILexicalBlock(scope: !79, file: !2, line: 76, column: 5)
!126 = !DILocalVariable(name: "px", scope: !79, file: !2, line: 83, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, elements: !25)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 84, type: !55)
!129 = distinct !DILexicalBlock(scope: !79, file: !2, line: 84, column: 5)
!130 = !DILocalVariable(name: "v", scope: !131, file: !2, line: 85, type: !55)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 84, column: 34)
!132 = distinct !DILexicalBlock(scope: !129, file: !2, line: 84, column: 5)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 88, type: !55)
!134 = distinct !DILexicalBlock(scope: !79, file: !2, line: 88, column: 5)
!135 = !DILocalVariable(name: "sig", scope: !79, file: !2, line: 92, type: !59)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 93, type: !55)
!137 = distinct !DILexicalBlock(scope: !79, file: !2, line: 93, column: 5)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 0, scope: !79)
!140 = !DILocation(line: 0, scope: !88)
!141 = !DILocation(line: 0, scope: !90)
!142 = !DILocalVariable(name: "a", arg: 1, scope: !143, file: !2, line: 8, type: !55)
!143 = distinct !DISubprogram(name: "imin", scope: !2, file: !2, line: 8, type: !144, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!55, !55, !55}
!146 = !{!142, !147}
!147 = !DILocalVariable(name: "b", arg: 2, scope: !143, file: !2, line: 8, type: !55)
!148 = !DILocation(line: 0, scope: !143, inlinedAt: !149)
!149 = distinct !DILocation(line: 41, column: 16, scope: !90)
!150 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !2, line: 9, type: !55)
!151 = distinct !DISubprogram(name: "imax", scope: !2, file: !2, line: 9, type: !144, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !152)
!152 = !{!150, !153}
!153 = !DILocalVariable(name: "b", arg: 2, scope: !151, file: !2, line: 9, type: !55)
!154 = !DILocation(line: 0, scope: !151, inlinedAt: !155)
!155 = distinct !DILocation(line: 41, column: 28, scope: !90)
!156 = !DILocation(line: 0, scope: !151, inlinedAt: !157)
!157 = distinct !DILocation(line: 12, column: 55, scope: !158, inlinedAt: !165)
!158 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 12, type: !159, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!55, !55, !55, !55}
!161 = !{!162, !163, !164}
!162 = !DILocalVariable(name: "v", arg: 1, scope: !158, file: !2, line: 12, type: !55)
!163 = !DILocalVariable(name: "lo", arg: 2, scope: !158, file: !2, line: 12, type: !55)
!164 = !DILocalVariable(name: "hi", arg: 3, scope: !158, file: !2, line: 12, type: !55)
!165 = distinct !DILocation(line: 42, column: 48, scope: !90)
!166 = !DILocation(line: 0, scope: !143, inlinedAt: !167)
!167 = distinct !DILocation(line: 12, column: 50, scope: !158, inlinedAt: !165)
!168 = !DILocalVariable(name: "v", arg: 1, scope: !169, file: !2, line: 13, type: !55)
!169 = distinct !DISubprogram(name: "iabs", scope: !2, file: !2, line: 13, type: !170, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!55, !55}
!172 = !{!168}
!173 = !DILocation(line: 0, scope: !169, inlinedAt: !174)
!174 = distinct !DILocation(line: 42, column: 67, scope: !90)
!175 = !DILocation(line: 40, column: 9, scope: !90)
!176 = !DILocation(line: 44, column: 5, scope: !79)
!177 = !DILocation(line: 0, scope: !98)
!178 = !DILocation(line: 47, column: 5, scope: !98)
!179 = !{!180, !180, i64 0}
!180 = !{!"int", !181, i64 0}
!181 = !{!"omnipotent char", !182, i64 0}
!182 = !{!"Simple C/C++ TBAA"}
!183 = !DILocation(line: 0, scope: !100)
!184 = !DILocalVariable(name: "a", arg: 1, scope: !185, file: !2, line: 15, type: !60)
!185 = distinct !DISubprogram(name: "sat_add32", scope: !2, file: !2, line: 15, type: !186, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!60, !60, !60}
!188 = !{!184, !189, !190}
!189 = !DILocalVariable(name: "b", arg: 2, scope: !185, file: !2, line: 15, type: !60)
!190 = !DILocalVariable(name: "r", scope: !185, file: !2, line: 16, type: !56)
!191 = !DILocation(line: 0, scope: !185, inlinedAt: !192)
!192 = distinct !DILocation(line: 49, column: 27, scope: !193)
!193 = distinct !DILexicalBlock(scope: !100, file: !2, line: 48, column: 9)
!194 = !DILocation(line: 17, column: 9, scope: !185, inlinedAt: !192)
!195 = !DILocation(line: 49, column: 13, scope: !193)
!196 = !DILocation(line: 47, column: 29, scope: !101)
!197 = !DILocation(line: 47, column: 23, scope: !101)
!198 = distinct !{!198, !178, !199, !200}
!199 = !DILocation(line: 49, column: 52, scope: !98)
!200 = !{!"llvm.loop.mustprogress"}
!201 = !DILocation(line: 50, column: 5, scope: !79)
!202 = !DILocation(line: 0, scope: !105)
!203 = !DILocation(line: 52, column: 5, scope: !105)
!204 = !DILocation(line: 0, scope: !107)
!205 = !DILocation(line: 53, column: 9, scope: !107)
!206 = !DILocation(line: 23, column: 30, scope: !207, inlinedAt: !214)
!207 = distinct !DISubprogram(name: "sat_add_u8", scope: !2, file: !2, line: 22, type: !208, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!47, !47, !47}
!210 = !{!211, !212, !213}
!211 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !2, line: 22, type: !47)
!212 = !DILocalVariable(name: "b", arg: 2, scope: !207, file: !2, line: 22, type: !47)
!213 = !DILocalVariable(name: "r", scope: !207, file: !2, line: 23, type: !46)
!214 = distinct !DILocation(line: 54, column: 21, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 53, column: 42)
!216 = distinct !DILexicalBlock(scope: !107, file: !2, line: 53, column: 9)
!217 = !DILocation(line: 24, column: 12, scope: !207, inlinedAt: !214)
!218 = !DILocation(line: 54, column: 18, scope: !215)
!219 = !DILocation(line: 27, column: 62, scope: !220, inlinedAt: !226)
!220 = distinct !DISubprogram(name: "sat_sub_u16", scope: !2, file: !2, line: 27, type: !221, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!52, !52, !52}
!223 = !{!224, !225}
!224 = !DILocalVariable(name: "a", arg: 1, scope: !220, file: !2, line: 27, type: !52)
!225 = !DILocalVariable(name: "b", arg: 2, scope: !220, file: !2, line: 27, type: !52)
!226 = distinct !DILocation(line: 55, column: 22, scope: !215)
!227 = !DILocation(line: 55, column: 22, scope: !215)
!228 = !DILocation(line: 55, column: 19, scope: !215)
!229 = !DILocation(line: 0, scope: !207, inlinedAt: !214)
!230 = !DILocation(line: 0, scope: !220, inlinedAt: !226)
!231 = !DILocation(line: 52, column: 32, scope: !108)
!232 = !DILocation(line: 52, column: 23, scope: !108)
!233 = distinct !{!233, !203, !234, !200}
!234 = !DILocation(line: 56, column: 9, scope: !105)
!235 = !DILocation(line: 57, column: 5, scope: !79)
!236 = !DILocation(line: 0, scope: !110)
!237 = !DILocation(line: 59, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !110, file: !2, line: 58, column: 5)
!239 = !DILocation(line: 60, column: 5, scope: !79)
!240 = !DILocation(line: 63, column: 5, scope: !79)
!241 = !DILocation(line: 0, scope: !117)
!242 = !DILocation(line: 65, column: 5, scope: !117)
!243 = !DILocation(line: 66, column: 15, scope: !244)
!244 = distinct !DILexicalBlock(scope: !245, file: !2, line: 65, column: 34)
!245 = distinct !DILexicalBlock(scope: !117, file: !2, line: 65, column: 5)
!246 = !DILocation(line: 66, column: 29, scope: !244)
!247 = !DILocation(line: 67, column: 26, scope: !244)
!248 = !DILocation(line: 67, column: 33, scope: !244)
!249 = !DILocation(line: 67, column: 40, scope: !244)
!250 = !DILocation(line: 67, column: 9, scope: !244)
!251 = !DILocation(line: 67, column: 16, scope: !244)
!252 = !DILocation(line: 65, column: 30, scope: !245)
!253 = !DILocation(line: 65, column: 23, scope: !245)
!254 = distinct !{!254, !242, !255, !200}
!255 = !DILocation(line: 68, column: 5, scope: !117)
!256 = !DILocation(line: 71, column: 30, scope: !257)
!257 = distinct !DILexicalBlock(scope: !123, file: !2, line: 71, column: 5)
!258 = !DILocation(line: 72, column: 23, scope: !259)
!259 = distinct !DILexicalBlock(scope: !257, file: !2, line: 71, column: 34)
!260 = !DILocation(line: 8, column: 40, scope: !143, inlinedAt: !261)
!261 = distinct !DILocation(line: 72, column: 14, scope: !259)
!262 = !DILocation(line: 9, column: 40, scope: !151, inlinedAt: !263)
!263 = distinct !DILocation(line: 73, column: 14, scope: !259)
!264 = !DILocation(line: 13, column: 33, scope: !169, inlinedAt: !265)
!265 = distinct !DILocation(line: 74, column: 18, scope: !259)
!266 = !DILocation(line: 74, column: 18, scope: !259)
!267 = !DILocation(line: 74, column: 15, scope: !259)
!268 = distinct !{!268, !269, !270, !200, !271, !272}
!269 = !DILocation(line: 71, column: 5, scope: !123)
!270 = !DILocation(line: 75, column: 5, scope: !123)
!271 = !{!"llvm.loop.isvectorized", i32 1}
!272 = !{!"llvm.loop.unroll.runtime.disable"}
!273 = !DILocation(line: 0, scope: !125)
!274 = !DILocation(line: 77, column: 13, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 77, column: 13)
!276 = distinct !DILexicalBlock(scope: !125, file: !2, line: 76, column: 5)
!277 = !DILocation(line: 77, column: 20, scope: !275)
!278 = !DILocation(line: 77, column: 13, scope: !276)
!279 = !DILocation(line: 81, column: 5, scope: !79)
!280 = !DILocation(line: 0, scope: !134)
!281 = !DILocation(line: 89, column: 9, scope: !282)
!282 = distinct !DILexicalBlock(scope: !134, file: !2, line: 88, column: 5)
!283 = !DILocation(line: 90, column: 5, scope: !79)
!284 = !DILocation(line: 95, column: 5, scope: !79)
!285 = !DILocation(line: 97, column: 1, scope: !79)
!286 = !DISubprogram(name: "printf", scope: !287, file: !287, line: 356, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!288 = !DISubroutineType(types: !289)
!289 = !{!55, !290, null}
!290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
