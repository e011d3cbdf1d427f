; ModuleID = 'minmax_sat.c'
source_filename = "minmax_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483647, i32 12345], align 16
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
    #dbg_value(i32 0, !87, !DIExpression(), !140)
  br label %4, !dbg !141

2:                                                ; preds = %4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 9000000000000000000, i32 noundef 2147483647), !dbg !142
    #dbg_assign(i1 undef, !93, !DIExpression(), !143, ptr @__const.main.s32, !DIExpression(), !139)
    #dbg_value(i32 0, !97, !DIExpression(), !144)
  br label %25, !dbg !145

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %23, %4 ]
    #dbg_value(i64 %5, !87, !DIExpression(), !140)
  %6 = getelementptr inbounds [10 x i32], ptr @__const.main.vals, i64 0, i64 %5, !dbg !146
  %7 = load i32, ptr %6, align 4, !dbg !146, !tbaa !147
    #dbg_value(i32 %7, !89, !DIExpression(), !151)
  %8 = trunc i64 %5 to i8, !dbg !152
  %9 = mul nuw i8 %8, 3, !dbg !152
  %10 = add nuw nsw i8 %9, 1, !dbg !152
  %11 = urem i8 %10, 10, !dbg !152
  %12 = zext nneg i8 %11 to i64, !dbg !153
  %13 = getelementptr inbounds [10 x i32], ptr @__const.main.vals, i64 0, i64 %12, !dbg !153
  %14 = load i32, ptr %13, align 4, !dbg !153, !tbaa !147
    #dbg_value(i32 %14, !92, !DIExpression(), !151)
    #dbg_value(i32 %7, !154, !DIExpression(), !160)
    #dbg_value(i32 %14, !159, !DIExpression(), !160)
  %15 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 %14), !dbg !162
    #dbg_value(i32 %7, !163, !DIExpression(), !167)
    #dbg_value(i32 %14, !166, !DIExpression(), !167)
  %16 = tail call noundef i32 @llvm.smax.i32(i32 %7, i32 %14), !dbg !169
    #dbg_value(i32 %7, !170, !DIExpression(), !176)
    #dbg_value(i32 %14, !175, !DIExpression(), !176)
  %17 = tail call noundef i32 @llvm.umin.i32(i32 %7, i32 %14), !dbg !178
    #dbg_value(i32 %7, !179, !DIExpression(), !183)
    #dbg_value(i32 %14, !182, !DIExpression(), !183)
  %18 = tail call noundef i32 @llvm.umax.i32(i32 %7, i32 %14), !dbg !185
    #dbg_value(i32 %7, !186, !DIExpression(), !193)
    #dbg_value(i32 -50, !191, !DIExpression(), !193)
    #dbg_value(i32 50, !192, !DIExpression(), !193)
    #dbg_value(i32 %7, !163, !DIExpression(), !195)
    #dbg_value(i32 -50, !166, !DIExpression(), !195)
  %19 = tail call noundef i32 @llvm.smax.i32(i32 %7, i32 -50), !dbg !197
    #dbg_value(i32 %19, !154, !DIExpression(), !198)
    #dbg_value(i32 50, !159, !DIExpression(), !198)
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 50), !dbg !200
    #dbg_value(i32 %7, !201, !DIExpression(), !206)
  %21 = tail call i32 @llvm.abs.i32(i32 %7, i1 true), !dbg !208
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %20, i32 noundef %21, i32 noundef %21), !dbg !209
  %23 = add nuw nsw i64 %5, 1, !dbg !210
    #dbg_value(i64 %23, !87, !DIExpression(), !140)
  %24 = icmp eq i64 %23, 10, !dbg !211
  br i1 %24, label %2, label %4, !dbg !141, !llvm.loop !212

25:                                               ; preds = %2, %25
  %26 = phi i64 [ 0, %2 ], [ %41, %25 ]
    #dbg_value(i64 %26, !97, !DIExpression(), !144)
  %27 = getelementptr inbounds [6 x i32], ptr @__const.main.s32, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !147
    #dbg_value(i64 0, !99, !DIExpression(), !215)
    #dbg_value(i32 %28, !216, !DIExpression(), !223)
    #dbg_value(i32 2147483647, !221, !DIExpression(), !223)
    #dbg_value(!DIArgList(i32 %28, i32 2147483647), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !223)
  %29 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %28, i32 2147483647), !dbg !226
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29), !dbg !227
    #dbg_value(i64 1, !99, !DIExpression(), !215)
    #dbg_value(i32 1, !221, !DIExpression(), !223)
    #dbg_value(!DIArgList(i32 %28, i32 1), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !223)
  %31 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %28, i32 1), !dbg !226
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31), !dbg !227
    #dbg_value(i64 2, !99, !DIExpression(), !215)
    #dbg_value(i32 -5, !221, !DIExpression(), !223)
    #dbg_value(!DIArgList(i32 %28, i32 -5), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !223)
  %33 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %28, i32 -5), !dbg !226
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33), !dbg !227
    #dbg_value(i64 3, !99, !DIExpression(), !215)
    #dbg_value(i32 -2147483648, !221, !DIExpression(), !223)
    #dbg_value(!DIArgList(i32 %28, i32 -2147483648), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !223)
  %35 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %28, i32 -2147483648), !dbg !226
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35), !dbg !227
    #dbg_value(i64 4, !99, !DIExpression(), !215)
    #dbg_value(i32 1000000000, !221, !DIExpression(), !223)
    #dbg_value(!DIArgList(i32 %28, i32 1000000000), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !223)
  %37 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %28, i32 1000000000), !dbg !226
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37), !dbg !227
    #dbg_value(i64 5, !99, !DIExpression(), !215)
    #dbg_value(i32 -2000000000, !221, !DIExpression(), !223)
    #dbg_value(!DIArgList(i32 %28, i32 -2000000000), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !223)
  %39 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %28, i32 -2000000000), !dbg !226
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39), !dbg !227
    #dbg_value(i64 6, !99, !DIExpression(), !215)
  %41 = add nuw nsw i64 %26, 1, !dbg !228
    #dbg_value(i64 %41, !97, !DIExpression(), !144)
  %42 = icmp eq i64 %41, 6, !dbg !229
  br i1 %42, label %43, label %25, !dbg !145, !llvm.loop !230

43:                                               ; preds = %25
  %44 = tail call i32 @putchar(i32 10), !dbg !232
    #dbg_value(i32 0, !102, !DIExpression(), !139)
    #dbg_value(i32 0, !103, !DIExpression(), !139)
    #dbg_value(i32 0, !104, !DIExpression(), !233)
  br label %45, !dbg !234

45:                                               ; preds = %43, %45
  %46 = phi i32 [ 0, %43 ], [ %137, %45 ]
  %47 = phi i32 [ 0, %43 ], [ %136, %45 ]
  %48 = phi i32 [ 0, %43 ], [ %133, %45 ]
    #dbg_value(i32 %46, !104, !DIExpression(), !233)
    #dbg_value(i32 %47, !103, !DIExpression(), !139)
    #dbg_value(i32 %48, !102, !DIExpression(), !139)
  %49 = trunc nuw i32 %46 to i16
  %50 = mul nuw i16 %49, 200
    #dbg_value(i32 0, !106, !DIExpression(), !235)
  %51 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !236
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !236
  %53 = add nuw nsw <4 x i32> %52, <i32 196, i32 203, i32 210, i32 217>, !dbg !237
  %54 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %53, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %55 = add nuw nsw <4 x i32> %52, <i32 140, i32 147, i32 154, i32 161>, !dbg !237
  %56 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %55, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %57 = add nuw nsw <4 x i32> %52, <i32 84, i32 91, i32 98, i32 105>, !dbg !237
  %58 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %57, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %59 = add nuw nsw <4 x i32> %52, <i32 28, i32 35, i32 42, i32 49>, !dbg !237
  %60 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %59, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %61 = add nuw nsw <4 x i32> %58, %60, !dbg !249
  %62 = add nuw nsw <4 x i32> %56, %61, !dbg !249
  %63 = add nuw nsw <4 x i32> %54, %62, !dbg !249
  %64 = add nuw nsw <4 x i32> %52, <i32 168, i32 175, i32 182, i32 189>, !dbg !237
  %65 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %64, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %66 = add nuw nsw <4 x i32> %52, <i32 112, i32 119, i32 126, i32 133>, !dbg !237
  %67 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %66, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %68 = add nuw nsw <4 x i32> %52, <i32 56, i32 63, i32 70, i32 77>, !dbg !237
  %69 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %68, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %70 = add nuw nsw <4 x i32> %52, <i32 0, i32 7, i32 14, i32 21>, !dbg !237
  %71 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %70, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !248
  %72 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %48, i64 0, !dbg !236
  %73 = add <4 x i32> %71, %72, !dbg !249
  %74 = add <4 x i32> %69, %73, !dbg !249
  %75 = add <4 x i32> %67, %74, !dbg !249
  %76 = add <4 x i32> %65, %75, !dbg !249
  %77 = add <4 x i32> %63, %76, !dbg !236
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77), !dbg !236
  %79 = insertelement <4 x i16> poison, i16 %50, i64 0, !dbg !236
  %80 = shufflevector <4 x i16> %79, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !236
  %81 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 4200, i16 5250, i16 6300, i16 7350>), !dbg !250
  %82 = zext <4 x i16> %81 to <4 x i32>, !dbg !258
  %83 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 12600, i16 13650, i16 14700, i16 15750>), !dbg !250
  %84 = zext <4 x i16> %83 to <4 x i32>, !dbg !258
  %85 = add nuw nsw <4 x i32> %82, %84, !dbg !259
  %86 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 21000, i16 22050, i16 23100, i16 24150>), !dbg !250
  %87 = zext <4 x i16> %86 to <4 x i32>, !dbg !258
  %88 = add nuw nsw <4 x i32> %85, %87, !dbg !259
  %89 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 29400, i16 30450, i16 31500, i16 32550>), !dbg !250
  %90 = zext <4 x i16> %89 to <4 x i32>, !dbg !258
  %91 = add nuw nsw <4 x i32> %88, %90, !dbg !259
  %92 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %47, i64 0, !dbg !236
  %93 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 0, i16 1050, i16 2100, i16 3150>), !dbg !250
  %94 = zext <4 x i16> %93 to <4 x i32>, !dbg !258
  %95 = add <4 x i32> %92, %94, !dbg !259
  %96 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 8400, i16 9450, i16 10500, i16 11550>), !dbg !250
  %97 = zext <4 x i16> %96 to <4 x i32>, !dbg !258
  %98 = add <4 x i32> %95, %97, !dbg !259
  %99 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 16800, i16 17850, i16 18900, i16 19950>), !dbg !250
  %100 = zext <4 x i16> %99 to <4 x i32>, !dbg !258
  %101 = add <4 x i32> %98, %100, !dbg !259
  %102 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %80, <4 x i16> <i16 25200, i16 26250, i16 27300, i16 28350>), !dbg !250
  %103 = zext <4 x i16> %102 to <4 x i32>, !dbg !258
  %104 = add <4 x i32> %101, %103, !dbg !259
  %105 = add <4 x i32> %91, %104, !dbg !236
  %106 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %105), !dbg !236
    #dbg_value(i32 224, !106, !DIExpression(), !235)
    #dbg_value(i32 %106, !103, !DIExpression(), !139)
    #dbg_value(i32 %78, !102, !DIExpression(), !139)
    #dbg_value(i32 %46, !242, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !260)
    #dbg_value(i32 224, !243, !DIExpression(), !260)
    #dbg_value(i32 %46, !244, !DIExpression(DW_OP_plus_uconst, 224, DW_OP_stack_value), !260)
  %107 = tail call i32 @llvm.umin.i32(i32 %46, i32 31), !dbg !248
  %108 = or disjoint i32 %107, 224, !dbg !248
  %109 = add i32 %108, %78, !dbg !249
    #dbg_value(i32 %109, !102, !DIExpression(), !139)
    #dbg_value(i16 %50, !255, !DIExpression(), !261)
    #dbg_value(i16 -31936, !256, !DIExpression(), !261)
  %110 = tail call noundef i16 @llvm.usub.sat.i16(i16 %50, i16 -31936), !dbg !250
  %111 = zext nneg i16 %110 to i32, !dbg !258
  %112 = add i32 %106, %111, !dbg !259
    #dbg_value(i32 %112, !103, !DIExpression(), !139)
    #dbg_value(i32 231, !106, !DIExpression(), !235)
    #dbg_value(i32 231, !243, !DIExpression(), !260)
    #dbg_value(i32 %46, !244, !DIExpression(DW_OP_plus_uconst, 231, DW_OP_stack_value), !260)
  %113 = tail call i32 @llvm.umin.i32(i32 %46, i32 24), !dbg !248
  %114 = add nuw nsw i32 %113, 231, !dbg !248
  %115 = add i32 %114, %109, !dbg !249
    #dbg_value(i32 %115, !102, !DIExpression(), !139)
    #dbg_value(i16 -30886, !256, !DIExpression(), !261)
  %116 = tail call noundef i16 @llvm.usub.sat.i16(i16 %50, i16 -30886), !dbg !250
  %117 = zext nneg i16 %116 to i32, !dbg !258
  %118 = add i32 %112, %117, !dbg !259
    #dbg_value(i32 %118, !103, !DIExpression(), !139)
    #dbg_value(i32 238, !106, !DIExpression(), !235)
    #dbg_value(i32 238, !243, !DIExpression(), !260)
    #dbg_value(i32 %46, !244, !DIExpression(DW_OP_plus_uconst, 238, DW_OP_stack_value), !260)
  %119 = tail call i32 @llvm.umin.i32(i32 %46, i32 17), !dbg !248
  %120 = add nuw nsw i32 %119, 238, !dbg !248
  %121 = add i32 %120, %115, !dbg !249
    #dbg_value(i32 %121, !102, !DIExpression(), !139)
    #dbg_value(i16 -29836, !256, !DIExpression(), !261)
  %122 = tail call noundef i16 @llvm.usub.sat.i16(i16 %50, i16 -29836), !dbg !250
  %123 = zext nneg i16 %122 to i32, !dbg !258
  %124 = add i32 %118, %123, !dbg !259
    #dbg_value(i32 %124, !103, !DIExpression(), !139)
    #dbg_value(i32 245, !106, !DIExpression(), !235)
    #dbg_value(i32 245, !243, !DIExpression(), !260)
    #dbg_value(i32 %46, !244, !DIExpression(DW_OP_plus_uconst, 245, DW_OP_stack_value), !260)
  %125 = tail call i32 @llvm.umin.i32(i32 %46, i32 10), !dbg !248
  %126 = add nuw nsw i32 %125, 245, !dbg !248
  %127 = add i32 %126, %121, !dbg !249
    #dbg_value(i32 %127, !102, !DIExpression(), !139)
    #dbg_value(i16 -28786, !256, !DIExpression(), !261)
  %128 = tail call noundef i16 @llvm.usub.sat.i16(i16 %50, i16 -28786), !dbg !250
  %129 = zext nneg i16 %128 to i32, !dbg !258
  %130 = add i32 %124, %129, !dbg !259
    #dbg_value(i32 %130, !103, !DIExpression(), !139)
    #dbg_value(i32 252, !106, !DIExpression(), !235)
    #dbg_value(i32 252, !243, !DIExpression(), !260)
    #dbg_value(i32 %46, !244, !DIExpression(DW_OP_plus_uconst, 252, DW_OP_stack_value), !260)
  %131 = tail call i32 @llvm.umin.i32(i32 %46, i32 3), !dbg !248
  %132 = or disjoint i32 %131, 252, !dbg !248
  %133 = add i32 %132, %127, !dbg !249
    #dbg_value(i32 %133, !102, !DIExpression(), !139)
    #dbg_value(i16 -27736, !256, !DIExpression(), !261)
  %134 = tail call noundef i16 @llvm.usub.sat.i16(i16 %50, i16 -27736), !dbg !250
  %135 = zext nneg i16 %134 to i32, !dbg !258
  %136 = add i32 %130, %135, !dbg !259
    #dbg_value(i32 %136, !103, !DIExpression(), !139)
    #dbg_value(i32 259, !106, !DIExpression(), !235)
  %137 = add nuw nsw i32 %46, 5, !dbg !262
    #dbg_value(i32 %137, !104, !DIExpression(), !233)
  %138 = icmp ult i32 %46, 251, !dbg !263
  br i1 %138, label %45, label %139, !dbg !234, !llvm.loop !264

139:                                              ; preds = %45
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133, i32 noundef %136), !dbg !266
    #dbg_value(i32 -40000, !109, !DIExpression(), !267)
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -40000, i32 noundef -32768), !dbg !268
    #dbg_value(i32 -30001, !109, !DIExpression(), !267)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -30001, i32 noundef -30001), !dbg !268
    #dbg_value(i32 -20002, !109, !DIExpression(), !267)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -20002, i32 noundef -20002), !dbg !268
    #dbg_value(i32 -10003, !109, !DIExpression(), !267)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -10003, i32 noundef -10003), !dbg !268
    #dbg_value(i32 -4, !109, !DIExpression(), !267)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef -4), !dbg !268
    #dbg_value(i32 9995, !109, !DIExpression(), !267)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9995, i32 noundef 9995), !dbg !268
    #dbg_value(i32 19994, !109, !DIExpression(), !267)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 19994, i32 noundef 19994), !dbg !268
    #dbg_value(i32 29993, !109, !DIExpression(), !267)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 29993, i32 noundef 29993), !dbg !268
    #dbg_value(i32 39992, !109, !DIExpression(), !267)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 39992, i32 noundef 32767), !dbg !268
    #dbg_value(i32 49991, !109, !DIExpression(), !267)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef -1, i32 noundef -1), !dbg !270
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #6, !dbg !271
    #dbg_value(i32 17, !115, !DIExpression(), !139)
    #dbg_value(i32 0, !116, !DIExpression(), !272)
  br label %151, !dbg !273

151:                                              ; preds = %151, %139
  %152 = phi i64 [ 0, %139 ], [ %171, %151 ]
  %153 = phi i32 [ 17, %139 ], [ %164, %151 ]
    #dbg_value(i64 %152, !116, !DIExpression(), !272)
    #dbg_value(i32 %153, !115, !DIExpression(), !139)
  %154 = mul i32 %153, 1103515245, !dbg !274
  %155 = add i32 %154, 12345, !dbg !277
    #dbg_value(i32 %155, !115, !DIExpression(), !139)
  %156 = lshr i32 %155, 16, !dbg !278
  %157 = trunc nuw i32 %156 to i16, !dbg !279
  %158 = urem i16 %157, 1000, !dbg !279
  %159 = zext nneg i16 %158 to i32, !dbg !279
  %160 = add nsw i32 %159, -500, !dbg !280
  %161 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %152, !dbg !281
  store i32 %160, ptr %161, align 8, !dbg !282, !tbaa !147
  %162 = or disjoint i64 %152, 1, !dbg !283
    #dbg_value(i64 %162, !116, !DIExpression(), !272)
  %163 = mul i32 %155, 1103515245, !dbg !274
  %164 = add i32 %163, 12345, !dbg !277
    #dbg_value(i32 %164, !115, !DIExpression(), !139)
  %165 = lshr i32 %164, 16, !dbg !278
  %166 = trunc nuw i32 %165 to i16, !dbg !279
  %167 = urem i16 %166, 1000, !dbg !279
  %168 = zext nneg i16 %167 to i32, !dbg !279
  %169 = add nsw i32 %168, -500, !dbg !280
  %170 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %162, !dbg !281
  store i32 %169, ptr %170, align 4, !dbg !282, !tbaa !147
  %171 = add nuw nsw i64 %152, 2, !dbg !283
    #dbg_value(i64 %171, !116, !DIExpression(), !272)
  %172 = icmp eq i64 %171, 64, !dbg !284
  br i1 %172, label %173, label %151, !dbg !273, !llvm.loop !285

173:                                              ; preds = %151, %173
  %174 = phi i64 [ %195, %173 ], [ 0, %151 ], !dbg !287
  %175 = phi <2 x i64> [ %193, %173 ], [ zeroinitializer, %151 ]
  %176 = phi <2 x i64> [ %194, %173 ], [ zeroinitializer, %151 ]
  %177 = phi <2 x i32> [ %187, %173 ], [ <i32 -2147483648, i32 -2147483648>, %151 ]
  %178 = phi <2 x i32> [ %188, %173 ], [ <i32 -2147483648, i32 -2147483648>, %151 ]
  %179 = phi <2 x i32> [ %185, %173 ], [ <i32 2147483647, i32 2147483647>, %151 ]
  %180 = phi <2 x i32> [ %186, %173 ], [ <i32 2147483647, i32 2147483647>, %151 ]
  %181 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %174, !dbg !289
  %182 = getelementptr inbounds i8, ptr %181, i64 8, !dbg !289
  %183 = load <2 x i32>, ptr %181, align 16, !dbg !289, !tbaa !147
  %184 = load <2 x i32>, ptr %182, align 8, !dbg !289, !tbaa !147
  %185 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %179, <2 x i32> %183), !dbg !291
  %186 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %180, <2 x i32> %184), !dbg !291
  %187 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %177, <2 x i32> %183), !dbg !293
  %188 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %178, <2 x i32> %184), !dbg !293
  %189 = tail call <2 x i32> @llvm.abs.v2i32(<2 x i32> %183, i1 true), !dbg !295
  %190 = tail call <2 x i32> @llvm.abs.v2i32(<2 x i32> %184, i1 true), !dbg !295
  %191 = zext nneg <2 x i32> %189 to <2 x i64>, !dbg !297
  %192 = zext nneg <2 x i32> %190 to <2 x i64>, !dbg !297
  %193 = add <2 x i64> %175, %191, !dbg !298
  %194 = add <2 x i64> %176, %192, !dbg !298
  %195 = add nuw i64 %174, 4, !dbg !287
  %196 = icmp eq i64 %195, 64, !dbg !287
  br i1 %196, label %197, label %173, !dbg !287, !llvm.loop !299

197:                                              ; preds = %173
  %198 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %185, <2 x i32> %186), !dbg !300
  %199 = tail call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %198), !dbg !300
    #dbg_value(i32 0, !124, !DIExpression(), !304)
  br label %200, !dbg !305

200:                                              ; preds = %220, %197
  %201 = phi i64 [ 0, %197 ], [ %221, %220 ]
    #dbg_value(i64 %201, !124, !DIExpression(), !304)
  %202 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %201, !dbg !306
  %203 = load i32, ptr %202, align 16, !dbg !306, !tbaa !147
  %204 = icmp eq i32 %203, %199, !dbg !309
  br i1 %204, label %223, label %205, !dbg !310

205:                                              ; preds = %200
  %206 = or disjoint i64 %201, 1, !dbg !311
    #dbg_value(i64 %206, !124, !DIExpression(), !304)
  %207 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %206, !dbg !306
  %208 = load i32, ptr %207, align 4, !dbg !306, !tbaa !147
  %209 = icmp eq i32 %208, %199, !dbg !309
  br i1 %209, label %223, label %210, !dbg !310

210:                                              ; preds = %205
  %211 = or disjoint i64 %201, 2, !dbg !311
    #dbg_value(i64 %211, !124, !DIExpression(), !304)
  %212 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %211, !dbg !306
  %213 = load i32, ptr %212, align 8, !dbg !306, !tbaa !147
  %214 = icmp eq i32 %213, %199, !dbg !309
  br i1 %214, label %223, label %215, !dbg !310

215:                                              ; preds = %210
  %216 = or disjoint i64 %201, 3, !dbg !311
    #dbg_value(i64 %216, !124, !DIExpression(), !304)
  %217 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %216, !dbg !306
  %218 = load i32, ptr %217, align 4, !dbg !306, !tbaa !147
  %219 = icmp eq i32 %218, %199, !dbg !309
  br i1 %219, label %223, label %220, !dbg !310

220:                                              ; preds = %215
  %221 = add nuw nsw i64 %201, 4, !dbg !311
    #dbg_value(i64 %221, !124, !DIExpression(), !304)
  %222 = icmp eq i64 %221, 64, !dbg !312
  br i1 %222, label %226, label %200, !dbg !305, !llvm.loop !313

223:                                              ; preds = %215, %210, %205, %200
  %224 = phi i64 [ %201, %200 ], [ %206, %205 ], [ %211, %210 ], [ %216, %215 ]
  %225 = trunc nuw nsw i64 %224 to i32
  br label %226, !dbg !315

226:                                              ; preds = %220, %223
  %227 = phi i32 [ %225, %223 ], [ -1, %220 ], !dbg !139
  %228 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %187, <2 x i32> %188), !dbg !300
  %229 = tail call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %228), !dbg !300
  %230 = add <2 x i64> %194, %193, !dbg !300
  %231 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %230), !dbg !300
    #dbg_value(i32 %227, !120, !DIExpression(), !139)
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %199, i32 noundef %229, i32 noundef %227, i64 noundef %231), !dbg !315
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
    #dbg_value(i64 0, !133, !DIExpression(), !316)
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !317
    #dbg_value(i64 1, !133, !DIExpression(), !316)
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !317
    #dbg_value(i64 2, !133, !DIExpression(), !316)
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !317
    #dbg_value(i64 3, !133, !DIExpression(), !316)
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !317
    #dbg_value(i64 4, !133, !DIExpression(), !316)
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !317
    #dbg_value(i64 5, !133, !DIExpression(), !316)
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 37), !dbg !317
    #dbg_value(i64 6, !133, !DIExpression(), !316)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 74), !dbg !317
    #dbg_value(i64 7, !133, !DIExpression(), !316)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111), !dbg !317
    #dbg_value(i64 8, !133, !DIExpression(), !316)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 148), !dbg !317
    #dbg_value(i64 9, !133, !DIExpression(), !316)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 185), !dbg !317
    #dbg_value(i64 10, !133, !DIExpression(), !316)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 222), !dbg !317
    #dbg_value(i64 11, !133, !DIExpression(), !316)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !317
    #dbg_value(i64 12, !133, !DIExpression(), !316)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !317
    #dbg_value(i64 13, !133, !DIExpression(), !316)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !317
    #dbg_value(i64 14, !133, !DIExpression(), !316)
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !317
    #dbg_value(i64 15, !133, !DIExpression(), !316)
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 255), !dbg !317
    #dbg_value(i64 16, !133, !DIExpression(), !316)
  %249 = tail call i32 @putchar(i32 10), !dbg !319
    #dbg_value(i64 poison, !135, !DIExpression(), !139)
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 485), !dbg !320
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #6, !dbg !321
  ret i32 0, !dbg !321
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !322 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.usub.sat.v4i16(<4 x i16>, <4 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.abs.v2i32(<2 x i32>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!141 = !DILocation(line: 38, column: 5, scope: !88)
!142 = !DILocation(line: 44, column: 5, scope: !79)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !98)
!145 = !DILocation(line: 47, column: 5, scope: !98)
!146 = !DILocation(line: 39, column: 17, scope: !90)
!147 = !{!148, !148, i64 0}
!148 = !{!"int", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 0, scope: !90)
!152 = !DILocation(line: 39, column: 47, scope: !90)
!153 = !DILocation(line: 39, column: 30, scope: !90)
!154 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 8, type: !55)
!155 = distinct !DISubprogram(name: "imin", scope: !2, file: !2, line: 8, type: !156, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!55, !55, !55}
!158 = !{!154, !159}
!159 = !DILocalVariable(name: "b", arg: 2, scope: !155, file: !2, line: 8, type: !55)
!160 = !DILocation(line: 0, scope: !155, inlinedAt: !161)
!161 = distinct !DILocation(line: 41, column: 16, scope: !90)
!162 = !DILocation(line: 8, column: 40, scope: !155, inlinedAt: !161)
!163 = !DILocalVariable(name: "a", arg: 1, scope: !164, file: !2, line: 9, type: !55)
!164 = distinct !DISubprogram(name: "imax", scope: !2, file: !2, line: 9, type: !156, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !165)
!165 = !{!163, !166}
!166 = !DILocalVariable(name: "b", arg: 2, scope: !164, file: !2, line: 9, type: !55)
!167 = !DILocation(line: 0, scope: !164, inlinedAt: !168)
!168 = distinct !DILocation(line: 41, column: 28, scope: !90)
!169 = !DILocation(line: 9, column: 40, scope: !164, inlinedAt: !168)
!170 = !DILocalVariable(name: "a", arg: 1, scope: !171, file: !2, line: 10, type: !46)
!171 = distinct !DISubprogram(name: "umin", scope: !2, file: !2, line: 10, type: !172, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!46, !46, !46}
!174 = !{!170, !175}
!175 = !DILocalVariable(name: "b", arg: 2, scope: !171, file: !2, line: 10, type: !46)
!176 = !DILocation(line: 0, scope: !171, inlinedAt: !177)
!177 = distinct !DILocation(line: 41, column: 40, scope: !90)
!178 = !DILocation(line: 10, column: 55, scope: !171, inlinedAt: !177)
!179 = !DILocalVariable(name: "a", arg: 1, scope: !180, file: !2, line: 11, type: !46)
!180 = distinct !DISubprogram(name: "umax", scope: !2, file: !2, line: 11, type: !172, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !181)
!181 = !{!179, !182}
!182 = !DILocalVariable(name: "b", arg: 2, scope: !180, file: !2, line: 11, type: !46)
!183 = !DILocation(line: 0, scope: !180, inlinedAt: !184)
!184 = distinct !DILocation(line: 42, column: 16, scope: !90)
!185 = !DILocation(line: 11, column: 55, scope: !180, inlinedAt: !184)
!186 = !DILocalVariable(name: "v", arg: 1, scope: !187, file: !2, line: 12, type: !55)
!187 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 12, type: !188, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!55, !55, !55, !55}
!190 = !{!186, !191, !192}
!191 = !DILocalVariable(name: "lo", arg: 2, scope: !187, file: !2, line: 12, type: !55)
!192 = !DILocalVariable(name: "hi", arg: 3, scope: !187, file: !2, line: 12, type: !55)
!193 = !DILocation(line: 0, scope: !187, inlinedAt: !194)
!194 = distinct !DILocation(line: 42, column: 48, scope: !90)
!195 = !DILocation(line: 0, scope: !164, inlinedAt: !196)
!196 = distinct !DILocation(line: 12, column: 55, scope: !187, inlinedAt: !194)
!197 = !DILocation(line: 9, column: 40, scope: !164, inlinedAt: !196)
!198 = !DILocation(line: 0, scope: !155, inlinedAt: !199)
!199 = distinct !DILocation(line: 12, column: 50, scope: !187, inlinedAt: !194)
!200 = !DILocation(line: 8, column: 40, scope: !155, inlinedAt: !199)
!201 = !DILocalVariable(name: "v", arg: 1, scope: !202, file: !2, line: 13, type: !55)
!202 = distinct !DISubprogram(name: "iabs", scope: !2, file: !2, line: 13, type: !203, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{!55, !55}
!205 = !{!201}
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !207)
!207 = distinct !DILocation(line: 42, column: 67, scope: !90)
!208 = !DILocation(line: 13, column: 33, scope: !202, inlinedAt: !207)
!209 = !DILocation(line: 40, column: 9, scope: !90)
!210 = !DILocation(line: 38, column: 30, scope: !91)
!211 = !DILocation(line: 38, column: 23, scope: !91)
!212 = distinct !{!212, !141, !213, !214}
!213 = !DILocation(line: 43, column: 5, scope: !88)
!214 = !{!"llvm.loop.mustprogress"}
!215 = !DILocation(line: 0, scope: !100)
!216 = !DILocalVariable(name: "a", arg: 1, scope: !217, file: !2, line: 15, type: !60)
!217 = distinct !DISubprogram(name: "sat_add32", scope: !2, file: !2, line: 15, type: !218, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!60, !60, !60}
!220 = !{!216, !221, !222}
!221 = !DILocalVariable(name: "b", arg: 2, scope: !217, file: !2, line: 15, type: !60)
!222 = !DILocalVariable(name: "r", scope: !217, file: !2, line: 16, type: !56)
!223 = !DILocation(line: 0, scope: !217, inlinedAt: !224)
!224 = distinct !DILocation(line: 49, column: 27, scope: !225)
!225 = distinct !DILexicalBlock(scope: !100, file: !2, line: 48, column: 9)
!226 = !DILocation(line: 17, column: 9, scope: !217, inlinedAt: !224)
!227 = !DILocation(line: 49, column: 13, scope: !225)
!228 = !DILocation(line: 47, column: 29, scope: !101)
!229 = !DILocation(line: 47, column: 23, scope: !101)
!230 = distinct !{!230, !145, !231, !214}
!231 = !DILocation(line: 49, column: 52, scope: !98)
!232 = !DILocation(line: 50, column: 5, scope: !79)
!233 = !DILocation(line: 0, scope: !105)
!234 = !DILocation(line: 52, column: 5, scope: !105)
!235 = !DILocation(line: 0, scope: !107)
!236 = !DILocation(line: 53, column: 9, scope: !107)
!237 = !DILocation(line: 23, column: 30, scope: !238, inlinedAt: !245)
!238 = distinct !DISubprogram(name: "sat_add_u8", scope: !2, file: !2, line: 22, type: !239, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!47, !47, !47}
!241 = !{!242, !243, !244}
!242 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !2, line: 22, type: !47)
!243 = !DILocalVariable(name: "b", arg: 2, scope: !238, file: !2, line: 22, type: !47)
!244 = !DILocalVariable(name: "r", scope: !238, file: !2, line: 23, type: !46)
!245 = distinct !DILocation(line: 54, column: 21, scope: !246)
!246 = distinct !DILexicalBlock(scope: !247, file: !2, line: 53, column: 42)
!247 = distinct !DILexicalBlock(scope: !107, file: !2, line: 53, column: 9)
!248 = !DILocation(line: 24, column: 12, scope: !238, inlinedAt: !245)
!249 = !DILocation(line: 54, column: 18, scope: !246)
!250 = !DILocation(line: 27, column: 62, scope: !251, inlinedAt: !257)
!251 = distinct !DISubprogram(name: "sat_sub_u16", scope: !2, file: !2, line: 27, type: !252, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!52, !52, !52}
!254 = !{!255, !256}
!255 = !DILocalVariable(name: "a", arg: 1, scope: !251, file: !2, line: 27, type: !52)
!256 = !DILocalVariable(name: "b", arg: 2, scope: !251, file: !2, line: 27, type: !52)
!257 = distinct !DILocation(line: 55, column: 22, scope: !246)
!258 = !DILocation(line: 55, column: 22, scope: !246)
!259 = !DILocation(line: 55, column: 19, scope: !246)
!260 = !DILocation(line: 0, scope: !238, inlinedAt: !245)
!261 = !DILocation(line: 0, scope: !251, inlinedAt: !257)
!262 = !DILocation(line: 52, column: 32, scope: !108)
!263 = !DILocation(line: 52, column: 23, scope: !108)
!264 = distinct !{!264, !234, !265, !214}
!265 = !DILocation(line: 56, column: 9, scope: !105)
!266 = !DILocation(line: 57, column: 5, scope: !79)
!267 = !DILocation(line: 0, scope: !110)
!268 = !DILocation(line: 59, column: 9, scope: !269)
!269 = distinct !DILexicalBlock(scope: !110, file: !2, line: 58, column: 5)
!270 = !DILocation(line: 60, column: 5, scope: !79)
!271 = !DILocation(line: 63, column: 5, scope: !79)
!272 = !DILocation(line: 0, scope: !117)
!273 = !DILocation(line: 65, column: 5, scope: !117)
!274 = !DILocation(line: 66, column: 15, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 65, column: 34)
!276 = distinct !DILexicalBlock(scope: !117, file: !2, line: 65, column: 5)
!277 = !DILocation(line: 66, column: 29, scope: !275)
!278 = !DILocation(line: 67, column: 26, scope: !275)
!279 = !DILocation(line: 67, column: 33, scope: !275)
!280 = !DILocation(line: 67, column: 40, scope: !275)
!281 = !DILocation(line: 67, column: 9, scope: !275)
!282 = !DILocation(line: 67, column: 16, scope: !275)
!283 = !DILocation(line: 65, column: 30, scope: !276)
!284 = !DILocation(line: 65, column: 23, scope: !276)
!285 = distinct !{!285, !273, !286, !214}
!286 = !DILocation(line: 68, column: 5, scope: !117)
!287 = !DILocation(line: 71, column: 30, scope: !288)
!288 = distinct !DILexicalBlock(scope: !123, file: !2, line: 71, column: 5)
!289 = !DILocation(line: 72, column: 23, scope: !290)
!290 = distinct !DILexicalBlock(scope: !288, file: !2, line: 71, column: 34)
!291 = !DILocation(line: 8, column: 40, scope: !155, inlinedAt: !292)
!292 = distinct !DILocation(line: 72, column: 14, scope: !290)
!293 = !DILocation(line: 9, column: 40, scope: !164, inlinedAt: !294)
!294 = distinct !DILocation(line: 73, column: 14, scope: !290)
!295 = !DILocation(line: 13, column: 33, scope: !202, inlinedAt: !296)
!296 = distinct !DILocation(line: 74, column: 18, scope: !290)
!297 = !DILocation(line: 74, column: 18, scope: !290)
!298 = !DILocation(line: 74, column: 15, scope: !290)
!299 = distinct !{!299, !300, !301, !214, !302, !303}
!300 = !DILocation(line: 71, column: 5, scope: !123)
!301 = !DILocation(line: 75, column: 5, scope: !123)
!302 = !{!"llvm.loop.isvectorized", i32 1}
!303 = !{!"llvm.loop.unroll.runtime.disable"}
!304 = !DILocation(line: 0, scope: !125)
!305 = !DILocation(line: 76, column: 5, scope: !125)
!306 = !DILocation(line: 77, column: 13, scope: !307)
!307 = distinct !DILexicalBlock(scope: !308, file: !2, line: 77, column: 13)
!308 = distinct !DILexicalBlock(scope: !125, file: !2, line: 76, column: 5)
!309 = !DILocation(line: 77, column: 20, scope: !307)
!310 = !DILocation(line: 77, column: 13, scope: !308)
!311 = !DILocation(line: 76, column: 30, scope: !308)
!312 = !DILocation(line: 76, column: 23, scope: !308)
!313 = distinct !{!313, !305, !314, !214}
!314 = !DILocation(line: 80, column: 9, scope: !125)
!315 = !DILocation(line: 81, column: 5, scope: !79)
!316 = !DILocation(line: 0, scope: !134)
!317 = !DILocation(line: 89, column: 9, scope: !318)
!318 = distinct !DILexicalBlock(scope: !134, file: !2, line: 88, column: 5)
!319 = !DILocation(line: 90, column: 5, scope: !79)
!320 = !DILocation(line: 95, column: 5, scope: !79)
!321 = !DILocation(line: 97, column: 1, scope: !79)
!322 = !DISubprogram(name: "printf", scope: !323, file: !323, line: 356, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!324 = !DISubroutineType(types: !325)
!325 = !{!55, !326, null}
!326 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
