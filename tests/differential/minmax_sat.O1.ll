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
    #dbg_assign(i1 undef, !83, !DIExpression(), !138, ptr @__const.main.vals, !DIExpression(), !139)
    #dbg_assign(i1 undef, !93, !DIExpression(), !140, ptr @__const.main.s32, !DIExpression(), !139)
  %1 = alloca [64 x i32], align 16, !DIAssignID !141
    #dbg_assign(i1 undef, !111, !DIExpression(), !141, ptr %1, !DIExpression(), !139)
  %2 = alloca [16 x i8], align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !126, !DIExpression(), !142, ptr %2, !DIExpression(), !139)
    #dbg_assign(i1 undef, !83, !DIExpression(), !143, ptr @__const.main.vals, !DIExpression(), !139)
    #dbg_value(i32 0, !87, !DIExpression(), !144)
  br label %5, !dbg !145

3:                                                ; preds = %5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 9000000000000000000, i32 noundef 2147483647), !dbg !146
    #dbg_assign(i1 undef, !93, !DIExpression(), !147, ptr @__const.main.s32, !DIExpression(), !139)
    #dbg_value(i32 0, !97, !DIExpression(), !148)
  br label %26, !dbg !149

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %24, %5 ]
    #dbg_value(i64 %6, !87, !DIExpression(), !144)
  %7 = getelementptr inbounds [10 x i32], ptr @__const.main.vals, i64 0, i64 %6, !dbg !150
  %8 = load i32, ptr %7, align 4, !dbg !150, !tbaa !151
    #dbg_value(i32 %8, !89, !DIExpression(), !155)
  %9 = trunc i64 %6 to i32, !dbg !156
  %10 = mul i32 %9, 3, !dbg !156
  %11 = add i32 %10, 1, !dbg !156
  %12 = urem i32 %11, 10, !dbg !156
  %13 = zext nneg i32 %12 to i64, !dbg !157
  %14 = getelementptr inbounds [10 x i32], ptr @__const.main.vals, i64 0, i64 %13, !dbg !157
  %15 = load i32, ptr %14, align 4, !dbg !157, !tbaa !151
    #dbg_value(i32 %15, !92, !DIExpression(), !155)
    #dbg_value(i32 %8, !158, !DIExpression(), !164)
    #dbg_value(i32 %15, !163, !DIExpression(), !164)
  %16 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 %15), !dbg !166
    #dbg_value(i32 %8, !167, !DIExpression(), !171)
    #dbg_value(i32 %15, !170, !DIExpression(), !171)
  %17 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 %15), !dbg !173
    #dbg_value(i32 %8, !174, !DIExpression(), !180)
    #dbg_value(i32 %15, !179, !DIExpression(), !180)
  %18 = tail call noundef i32 @llvm.umin.i32(i32 %8, i32 %15), !dbg !182
    #dbg_value(i32 %8, !183, !DIExpression(), !187)
    #dbg_value(i32 %15, !186, !DIExpression(), !187)
  %19 = tail call noundef i32 @llvm.umax.i32(i32 %8, i32 %15), !dbg !189
    #dbg_value(i32 %8, !190, !DIExpression(), !197)
    #dbg_value(i32 -50, !195, !DIExpression(), !197)
    #dbg_value(i32 50, !196, !DIExpression(), !197)
    #dbg_value(i32 %8, !167, !DIExpression(), !199)
    #dbg_value(i32 -50, !170, !DIExpression(), !199)
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 -50), !dbg !201
    #dbg_value(i32 %20, !158, !DIExpression(), !202)
    #dbg_value(i32 50, !163, !DIExpression(), !202)
  %21 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 50), !dbg !204
    #dbg_value(i32 %8, !205, !DIExpression(), !210)
  %22 = tail call i32 @llvm.abs.i32(i32 %8, i1 true), !dbg !212
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %21, i32 noundef %22, i32 noundef %22), !dbg !213
  %24 = add nuw nsw i64 %6, 1, !dbg !214
    #dbg_value(i64 %24, !87, !DIExpression(), !144)
  %25 = icmp eq i64 %24, 10, !dbg !215
  br i1 %25, label %3, label %5, !dbg !145, !llvm.loop !216

26:                                               ; preds = %3, %32
  %27 = phi i64 [ 0, %3 ], [ %33, %32 ]
    #dbg_value(i64 %27, !97, !DIExpression(), !148)
  %28 = getelementptr inbounds [6 x i32], ptr @__const.main.s32, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !151
    #dbg_value(i32 0, !99, !DIExpression(), !220)
  br label %35, !dbg !221

30:                                               ; preds = %32
  %31 = tail call i32 @putchar(i32 10), !dbg !222
    #dbg_value(i32 0, !102, !DIExpression(), !139)
    #dbg_value(i32 0, !103, !DIExpression(), !139)
    #dbg_value(i32 0, !104, !DIExpression(), !223)
  br label %43, !dbg !224

32:                                               ; preds = %35
  %33 = add nuw nsw i64 %27, 1, !dbg !225
    #dbg_value(i64 %33, !97, !DIExpression(), !148)
  %34 = icmp eq i64 %33, 6, !dbg !226
  br i1 %34, label %30, label %26, !dbg !149, !llvm.loop !227

35:                                               ; preds = %26, %35
  %36 = phi i64 [ 0, %26 ], [ %41, %35 ]
    #dbg_value(i64 %36, !99, !DIExpression(), !220)
  %37 = getelementptr inbounds [6 x i32], ptr @__const.main.s32, i64 0, i64 %36, !dbg !229
  %38 = load i32, ptr %37, align 4, !dbg !229, !tbaa !151
    #dbg_value(i32 %29, !231, !DIExpression(), !238)
    #dbg_value(i32 %38, !236, !DIExpression(), !238)
    #dbg_value(!DIArgList(i32 %29, i32 %38), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !238)
  %39 = tail call noundef i32 @llvm.sadd.sat.i32(i32 %29, i32 %38), !dbg !240
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39), !dbg !241
  %41 = add nuw nsw i64 %36, 1, !dbg !242
    #dbg_value(i64 %41, !99, !DIExpression(), !220)
  %42 = icmp eq i64 %41, 6, !dbg !243
  br i1 %42, label %32, label %35, !dbg !221, !llvm.loop !244

43:                                               ; preds = %30, %51
  %44 = phi i32 [ 0, %30 ], [ %52, %51 ]
  %45 = phi i32 [ 0, %30 ], [ %65, %51 ]
  %46 = phi i32 [ 0, %30 ], [ %60, %51 ]
    #dbg_value(i32 %44, !104, !DIExpression(), !223)
    #dbg_value(i32 %45, !103, !DIExpression(), !139)
    #dbg_value(i32 %46, !102, !DIExpression(), !139)
  %47 = trunc nuw i32 %44 to i16
  %48 = mul nuw i16 %47, 200
    #dbg_value(i32 0, !106, !DIExpression(), !246)
    #dbg_value(i32 %45, !103, !DIExpression(), !139)
    #dbg_value(i32 %46, !102, !DIExpression(), !139)
  br label %54, !dbg !247

49:                                               ; preds = %51
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %60, i32 noundef %65), !dbg !248
    #dbg_value(i32 -40000, !109, !DIExpression(), !249)
  br label %70, !dbg !250

51:                                               ; preds = %54
  %52 = add nuw nsw i32 %44, 5, !dbg !251
    #dbg_value(i32 %52, !104, !DIExpression(), !223)
    #dbg_value(i32 %65, !103, !DIExpression(), !139)
    #dbg_value(i32 %60, !102, !DIExpression(), !139)
  %53 = icmp ult i32 %44, 251, !dbg !252
  br i1 %53, label %43, label %49, !dbg !224, !llvm.loop !253

54:                                               ; preds = %43, %54
  %55 = phi i32 [ 0, %43 ], [ %66, %54 ]
  %56 = phi i32 [ %45, %43 ], [ %65, %54 ]
  %57 = phi i32 [ %46, %43 ], [ %60, %54 ]
    #dbg_value(i32 %55, !106, !DIExpression(), !246)
    #dbg_value(i32 %56, !103, !DIExpression(), !139)
    #dbg_value(i32 %57, !102, !DIExpression(), !139)
    #dbg_value(i32 %44, !255, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !262)
    #dbg_value(i32 %55, !260, !DIExpression(), !262)
  %58 = add nuw nsw i32 %55, %44, !dbg !266
    #dbg_value(i32 %58, !261, !DIExpression(), !262)
  %59 = tail call i32 @llvm.umin.i32(i32 %58, i32 255), !dbg !267
  %60 = add i32 %59, %57, !dbg !268
    #dbg_value(i32 %60, !102, !DIExpression(), !139)
  %61 = trunc nuw i32 %55 to i16, !dbg !269
  %62 = mul nuw i16 %61, 150, !dbg !269
    #dbg_value(i16 %48, !270, !DIExpression(), !276)
    #dbg_value(i16 %62, !275, !DIExpression(), !276)
  %63 = tail call noundef i16 @llvm.usub.sat.i16(i16 %48, i16 %62), !dbg !278
  %64 = zext i16 %63 to i32, !dbg !279
  %65 = add i32 %56, %64, !dbg !280
    #dbg_value(i32 %65, !103, !DIExpression(), !139)
  %66 = add nuw nsw i32 %55, 7, !dbg !281
    #dbg_value(i32 %66, !106, !DIExpression(), !246)
  %67 = icmp ult i32 %55, 249, !dbg !282
  br i1 %67, label %54, label %51, !dbg !247, !llvm.loop !283

68:                                               ; preds = %70
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef -1, i32 noundef -1), !dbg !285
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #6, !dbg !286
    #dbg_value(i32 17, !115, !DIExpression(), !139)
    #dbg_value(i32 0, !116, !DIExpression(), !287)
  br label %77, !dbg !288

70:                                               ; preds = %49, %70
  %71 = phi i32 [ -40000, %49 ], [ %75, %70 ]
    #dbg_value(i32 %71, !109, !DIExpression(), !249)
    #dbg_value(i32 %71, !289, !DIExpression(), !294)
  %72 = tail call i32 @llvm.smax.i32(i32 %71, i32 -32768), !dbg !297
  %73 = tail call i32 @llvm.smin.i32(i32 %72, i32 32767), !dbg !297
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %71, i32 noundef %73), !dbg !298
  %75 = add nsw i32 %71, 9999, !dbg !299
    #dbg_value(i32 %75, !109, !DIExpression(), !249)
  %76 = icmp slt i32 %71, 30002, !dbg !300
  br i1 %76, label %70, label %68, !dbg !250, !llvm.loop !301

77:                                               ; preds = %68, %77
  %78 = phi i64 [ 0, %68 ], [ %86, %77 ]
  %79 = phi i32 [ 17, %68 ], [ %81, %77 ]
    #dbg_value(i64 %78, !116, !DIExpression(), !287)
    #dbg_value(i32 %79, !115, !DIExpression(), !139)
  %80 = mul i32 %79, 1103515245, !dbg !303
  %81 = add i32 %80, 12345, !dbg !306
    #dbg_value(i32 %81, !115, !DIExpression(), !139)
  %82 = lshr i32 %81, 16, !dbg !307
  %83 = urem i32 %82, 1000, !dbg !308
  %84 = add nsw i32 %83, -500, !dbg !309
  %85 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %78, !dbg !310
  store i32 %84, ptr %85, align 4, !dbg !311, !tbaa !151
  %86 = add nuw nsw i64 %78, 1, !dbg !312
    #dbg_value(i64 %86, !116, !DIExpression(), !287)
  %87 = icmp eq i64 %86, 64, !dbg !313
  br i1 %87, label %88, label %77, !dbg !288, !llvm.loop !314

88:                                               ; preds = %77, %88
  %89 = phi i64 [ %100, %88 ], [ 0, %77 ]
  %90 = phi i64 [ %99, %88 ], [ 0, %77 ]
  %91 = phi i32 [ %96, %88 ], [ -2147483648, %77 ]
  %92 = phi i32 [ %95, %88 ], [ 2147483647, %77 ]
    #dbg_value(i64 %89, !122, !DIExpression(), !316)
    #dbg_value(i64 %90, !121, !DIExpression(), !139)
    #dbg_value(i32 %91, !119, !DIExpression(), !139)
    #dbg_value(i32 %92, !118, !DIExpression(), !139)
  %93 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %89, !dbg !317
  %94 = load i32, ptr %93, align 4, !dbg !317, !tbaa !151
    #dbg_value(i32 %92, !158, !DIExpression(), !320)
    #dbg_value(i32 %94, !163, !DIExpression(), !320)
  %95 = tail call noundef i32 @llvm.smin.i32(i32 %92, i32 %94), !dbg !322
    #dbg_value(i32 %95, !118, !DIExpression(), !139)
    #dbg_value(i32 %91, !167, !DIExpression(), !323)
    #dbg_value(i32 %94, !170, !DIExpression(), !323)
  %96 = tail call noundef i32 @llvm.smax.i32(i32 %91, i32 %94), !dbg !325
    #dbg_value(i32 %96, !119, !DIExpression(), !139)
    #dbg_value(i32 %94, !205, !DIExpression(), !326)
  %97 = tail call i32 @llvm.abs.i32(i32 %94, i1 true), !dbg !328
  %98 = zext nneg i32 %97 to i64, !dbg !329
  %99 = add nuw nsw i64 %90, %98, !dbg !330
    #dbg_value(i64 %99, !121, !DIExpression(), !139)
  %100 = add nuw nsw i64 %89, 1, !dbg !331
    #dbg_value(i64 %100, !122, !DIExpression(), !316)
  %101 = icmp eq i64 %100, 64, !dbg !332
  br i1 %101, label %102, label %88, !dbg !333, !llvm.loop !334

102:                                              ; preds = %88, %107
  %103 = phi i64 [ %108, %107 ], [ 0, %88 ]
    #dbg_value(i64 %103, !124, !DIExpression(), !336)
  %104 = getelementptr inbounds [64 x i32], ptr %1, i64 0, i64 %103, !dbg !337
  %105 = load i32, ptr %104, align 4, !dbg !337, !tbaa !151
  %106 = icmp eq i32 %105, %95, !dbg !340
  br i1 %106, label %110, label %107, !dbg !341

107:                                              ; preds = %102
  %108 = add nuw nsw i64 %103, 1, !dbg !342
    #dbg_value(i64 %108, !124, !DIExpression(), !336)
  %109 = icmp eq i64 %108, 64, !dbg !343
  br i1 %109, label %112, label %102, !dbg !344, !llvm.loop !345

110:                                              ; preds = %102
  %111 = trunc nuw nsw i64 %103 to i32
  br label %112, !dbg !347

112:                                              ; preds = %107, %110
  %113 = phi i32 [ %111, %110 ], [ -1, %107 ], !dbg !139
    #dbg_value(i32 %113, !120, !DIExpression(), !139)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %95, i32 noundef %96, i32 noundef %113, i64 noundef %99), !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !348
    #dbg_value(i32 0, !128, !DIExpression(), !349)
  br label %115, !dbg !350

115:                                              ; preds = %112, %115
  %116 = phi i64 [ 0, %112 ], [ %124, %115 ]
    #dbg_value(i64 %116, !128, !DIExpression(), !349)
    #dbg_value(i64 %116, !130, !DIExpression(DW_OP_constu, 37, DW_OP_mul, DW_OP_constu, 148, DW_OP_minus, DW_OP_stack_value), !351)
  %117 = trunc i64 %116 to i32, !dbg !352
  %118 = mul i32 %117, 37, !dbg !352
  %119 = tail call i32 @llvm.smin.i32(i32 %118, i32 403), !dbg !352
  %120 = tail call i32 @llvm.smax.i32(i32 %119, i32 148), !dbg !352
  %121 = trunc i32 %120 to i8, !dbg !353
  %122 = add i8 %121, 108, !dbg !353
  %123 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %116, !dbg !354
  store i8 %122, ptr %123, align 1, !dbg !355, !tbaa !356
  %124 = add nuw nsw i64 %116, 1, !dbg !357
    #dbg_value(i64 %124, !128, !DIExpression(), !349)
  %125 = icmp eq i64 %124, 16, !dbg !358
  br i1 %125, label %129, label %115, !dbg !350, !llvm.loop !359

126:                                              ; preds = %129
  %127 = tail call i32 @putchar(i32 10), !dbg !361
    #dbg_value(i64 0, !135, !DIExpression(), !139)
    #dbg_value(i32 -5, !136, !DIExpression(), !362)
    #dbg_value(i32 undef, !136, !DIExpression(), !362)
    #dbg_value(i64 poison, !135, !DIExpression(), !139)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 485), !dbg !363
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !364
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #6, !dbg !364
  ret i32 0, !dbg !364

129:                                              ; preds = %115, %129
  %130 = phi i64 [ %135, %129 ], [ 0, %115 ]
    #dbg_value(i64 %130, !133, !DIExpression(), !365)
  %131 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %130, !dbg !366
  %132 = load i8, ptr %131, align 1, !dbg !366, !tbaa !356
  %133 = zext i8 %132 to i32, !dbg !366
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %133), !dbg !368
  %135 = add nuw nsw i64 %130, 1, !dbg !369
    #dbg_value(i64 %135, !133, !DIExpression(), !365)
  %136 = icmp eq i64 %135, 16, !dbg !370
  br i1 %136, label %126, label %129, !dbg !371, !llvm.loop !372
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !374 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !88)
!145 = !DILocation(line: 38, column: 5, scope: !88)
!146 = !DILocation(line: 44, column: 5, scope: !79)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !98)
!149 = !DILocation(line: 47, column: 5, scope: !98)
!150 = !DILocation(line: 39, column: 17, scope: !90)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !DILocation(line: 0, scope: !90)
!156 = !DILocation(line: 39, column: 47, scope: !90)
!157 = !DILocation(line: 39, column: 30, scope: !90)
!158 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !2, line: 8, type: !55)
!159 = distinct !DISubprogram(name: "imin", scope: !2, file: !2, line: 8, type: !160, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!55, !55, !55}
!162 = !{!158, !163}
!163 = !DILocalVariable(name: "b", arg: 2, scope: !159, file: !2, line: 8, type: !55)
!164 = !DILocation(line: 0, scope: !159, inlinedAt: !165)
!165 = distinct !DILocation(line: 41, column: 16, scope: !90)
!166 = !DILocation(line: 8, column: 40, scope: !159, inlinedAt: !165)
!167 = !DILocalVariable(name: "a", arg: 1, scope: !168, file: !2, line: 9, type: !55)
!168 = distinct !DISubprogram(name: "imax", scope: !2, file: !2, line: 9, type: !160, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !169)
!169 = !{!167, !170}
!170 = !DILocalVariable(name: "b", arg: 2, scope: !168, file: !2, line: 9, type: !55)
!171 = !DILocation(line: 0, scope: !168, inlinedAt: !172)
!172 = distinct !DILocation(line: 41, column: 28, scope: !90)
!173 = !DILocation(line: 9, column: 40, scope: !168, inlinedAt: !172)
!174 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !2, line: 10, type: !46)
!175 = distinct !DISubprogram(name: "umin", scope: !2, file: !2, line: 10, type: !176, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!46, !46, !46}
!178 = !{!174, !179}
!179 = !DILocalVariable(name: "b", arg: 2, scope: !175, file: !2, line: 10, type: !46)
!180 = !DILocation(line: 0, scope: !175, inlinedAt: !181)
!181 = distinct !DILocation(line: 41, column: 40, scope: !90)
!182 = !DILocation(line: 10, column: 55, scope: !175, inlinedAt: !181)
!183 = !DILocalVariable(name: "a", arg: 1, scope: !184, file: !2, line: 11, type: !46)
!184 = distinct !DISubprogram(name: "umax", scope: !2, file: !2, line: 11, type: !176, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !185)
!185 = !{!183, !186}
!186 = !DILocalVariable(name: "b", arg: 2, scope: !184, file: !2, line: 11, type: !46)
!187 = !DILocation(line: 0, scope: !184, inlinedAt: !188)
!188 = distinct !DILocation(line: 42, column: 16, scope: !90)
!189 = !DILocation(line: 11, column: 55, scope: !184, inlinedAt: !188)
!190 = !DILocalVariable(name: "v", arg: 1, scope: !191, file: !2, line: 12, type: !55)
!191 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 12, type: !192, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!55, !55, !55, !55}
!194 = !{!190, !195, !196}
!195 = !DILocalVariable(name: "lo", arg: 2, scope: !191, file: !2, line: 12, type: !55)
!196 = !DILocalVariable(name: "hi", arg: 3, scope: !191, file: !2, line: 12, type: !55)
!197 = !DILocation(line: 0, scope: !191, inlinedAt: !198)
!198 = distinct !DILocation(line: 42, column: 48, scope: !90)
!199 = !DILocation(line: 0, scope: !168, inlinedAt: !200)
!200 = distinct !DILocation(line: 12, column: 55, scope: !191, inlinedAt: !198)
!201 = !DILocation(line: 9, column: 40, scope: !168, inlinedAt: !200)
!202 = !DILocation(line: 0, scope: !159, inlinedAt: !203)
!203 = distinct !DILocation(line: 12, column: 50, scope: !191, inlinedAt: !198)
!204 = !DILocation(line: 8, column: 40, scope: !159, inlinedAt: !203)
!205 = !DILocalVariable(name: "v", arg: 1, scope: !206, file: !2, line: 13, type: !55)
!206 = distinct !DISubprogram(name: "iabs", scope: !2, file: !2, line: 13, type: !207, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{!55, !55}
!209 = !{!205}
!210 = !DILocation(line: 0, scope: !206, inlinedAt: !211)
!211 = distinct !DILocation(line: 42, column: 67, scope: !90)
!212 = !DILocation(line: 13, column: 33, scope: !206, inlinedAt: !211)
!213 = !DILocation(line: 40, column: 9, scope: !90)
!214 = !DILocation(line: 38, column: 30, scope: !91)
!215 = !DILocation(line: 38, column: 23, scope: !91)
!216 = distinct !{!216, !145, !217, !218, !219}
!217 = !DILocation(line: 43, column: 5, scope: !88)
!218 = !{!"llvm.loop.mustprogress"}
!219 = !{!"llvm.loop.unroll.disable"}
!220 = !DILocation(line: 0, scope: !100)
!221 = !DILocation(line: 48, column: 9, scope: !100)
!222 = !DILocation(line: 50, column: 5, scope: !79)
!223 = !DILocation(line: 0, scope: !105)
!224 = !DILocation(line: 52, column: 5, scope: !105)
!225 = !DILocation(line: 47, column: 29, scope: !101)
!226 = !DILocation(line: 47, column: 23, scope: !101)
!227 = distinct !{!227, !149, !228, !218, !219}
!228 = !DILocation(line: 49, column: 52, scope: !98)
!229 = !DILocation(line: 49, column: 45, scope: !230)
!230 = distinct !DILexicalBlock(scope: !100, file: !2, line: 48, column: 9)
!231 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !2, line: 15, type: !60)
!232 = distinct !DISubprogram(name: "sat_add32", scope: !2, file: !2, line: 15, type: !233, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{!60, !60, !60}
!235 = !{!231, !236, !237}
!236 = !DILocalVariable(name: "b", arg: 2, scope: !232, file: !2, line: 15, type: !60)
!237 = !DILocalVariable(name: "r", scope: !232, file: !2, line: 16, type: !56)
!238 = !DILocation(line: 0, scope: !232, inlinedAt: !239)
!239 = distinct !DILocation(line: 49, column: 27, scope: !230)
!240 = !DILocation(line: 17, column: 9, scope: !232, inlinedAt: !239)
!241 = !DILocation(line: 49, column: 13, scope: !230)
!242 = !DILocation(line: 48, column: 33, scope: !230)
!243 = !DILocation(line: 48, column: 27, scope: !230)
!244 = distinct !{!244, !221, !245, !218, !219}
!245 = !DILocation(line: 49, column: 52, scope: !100)
!246 = !DILocation(line: 0, scope: !107)
!247 = !DILocation(line: 53, column: 9, scope: !107)
!248 = !DILocation(line: 57, column: 5, scope: !79)
!249 = !DILocation(line: 0, scope: !110)
!250 = !DILocation(line: 58, column: 5, scope: !110)
!251 = !DILocation(line: 52, column: 32, scope: !108)
!252 = !DILocation(line: 52, column: 23, scope: !108)
!253 = distinct !{!253, !224, !254, !218, !219}
!254 = !DILocation(line: 56, column: 9, scope: !105)
!255 = !DILocalVariable(name: "a", arg: 1, scope: !256, file: !2, line: 22, type: !47)
!256 = distinct !DISubprogram(name: "sat_add_u8", scope: !2, file: !2, line: 22, type: !257, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{!47, !47, !47}
!259 = !{!255, !260, !261}
!260 = !DILocalVariable(name: "b", arg: 2, scope: !256, file: !2, line: 22, type: !47)
!261 = !DILocalVariable(name: "r", scope: !256, file: !2, line: 23, type: !46)
!262 = !DILocation(line: 0, scope: !256, inlinedAt: !263)
!263 = distinct !DILocation(line: 54, column: 21, scope: !264)
!264 = distinct !DILexicalBlock(scope: !265, file: !2, line: 53, column: 42)
!265 = distinct !DILexicalBlock(scope: !107, file: !2, line: 53, column: 9)
!266 = !DILocation(line: 23, column: 30, scope: !256, inlinedAt: !263)
!267 = !DILocation(line: 24, column: 12, scope: !256, inlinedAt: !263)
!268 = !DILocation(line: 54, column: 18, scope: !264)
!269 = !DILocation(line: 55, column: 55, scope: !264)
!270 = !DILocalVariable(name: "a", arg: 1, scope: !271, file: !2, line: 27, type: !52)
!271 = distinct !DISubprogram(name: "sat_sub_u16", scope: !2, file: !2, line: 27, type: !272, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !274)
!272 = !DISubroutineType(types: !273)
!273 = !{!52, !52, !52}
!274 = !{!270, !275}
!275 = !DILocalVariable(name: "b", arg: 2, scope: !271, file: !2, line: 27, type: !52)
!276 = !DILocation(line: 0, scope: !271, inlinedAt: !277)
!277 = distinct !DILocation(line: 55, column: 22, scope: !264)
!278 = !DILocation(line: 27, column: 62, scope: !271, inlinedAt: !277)
!279 = !DILocation(line: 55, column: 22, scope: !264)
!280 = !DILocation(line: 55, column: 19, scope: !264)
!281 = !DILocation(line: 53, column: 36, scope: !265)
!282 = !DILocation(line: 53, column: 27, scope: !265)
!283 = distinct !{!283, !247, !284, !218, !219}
!284 = !DILocation(line: 56, column: 9, scope: !107)
!285 = !DILocation(line: 60, column: 5, scope: !79)
!286 = !DILocation(line: 63, column: 5, scope: !79)
!287 = !DILocation(line: 0, scope: !117)
!288 = !DILocation(line: 65, column: 5, scope: !117)
!289 = !DILocalVariable(name: "v", arg: 1, scope: !290, file: !2, line: 29, type: !55)
!290 = distinct !DISubprogram(name: "sat_i16", scope: !2, file: !2, line: 29, type: !291, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{!62, !55}
!293 = !{!289}
!294 = !DILocation(line: 0, scope: !290, inlinedAt: !295)
!295 = distinct !DILocation(line: 59, column: 39, scope: !296)
!296 = distinct !DILexicalBlock(scope: !110, file: !2, line: 58, column: 5)
!297 = !DILocation(line: 29, column: 50, scope: !290, inlinedAt: !295)
!298 = !DILocation(line: 59, column: 9, scope: !296)
!299 = !DILocation(line: 58, column: 40, scope: !296)
!300 = !DILocation(line: 58, column: 28, scope: !296)
!301 = distinct !{!301, !250, !302, !218, !219}
!302 = !DILocation(line: 59, column: 49, scope: !110)
!303 = !DILocation(line: 66, column: 15, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 65, column: 34)
!305 = distinct !DILexicalBlock(scope: !117, file: !2, line: 65, column: 5)
!306 = !DILocation(line: 66, column: 29, scope: !304)
!307 = !DILocation(line: 67, column: 26, scope: !304)
!308 = !DILocation(line: 67, column: 33, scope: !304)
!309 = !DILocation(line: 67, column: 40, scope: !304)
!310 = !DILocation(line: 67, column: 9, scope: !304)
!311 = !DILocation(line: 67, column: 16, scope: !304)
!312 = !DILocation(line: 65, column: 30, scope: !305)
!313 = !DILocation(line: 65, column: 23, scope: !305)
!314 = distinct !{!314, !288, !315, !218, !219}
!315 = !DILocation(line: 68, column: 5, scope: !117)
!316 = !DILocation(line: 0, scope: !123)
!317 = !DILocation(line: 72, column: 23, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 71, column: 34)
!319 = distinct !DILexicalBlock(scope: !123, file: !2, line: 71, column: 5)
!320 = !DILocation(line: 0, scope: !159, inlinedAt: !321)
!321 = distinct !DILocation(line: 72, column: 14, scope: !318)
!322 = !DILocation(line: 8, column: 40, scope: !159, inlinedAt: !321)
!323 = !DILocation(line: 0, scope: !168, inlinedAt: !324)
!324 = distinct !DILocation(line: 73, column: 14, scope: !318)
!325 = !DILocation(line: 9, column: 40, scope: !168, inlinedAt: !324)
!326 = !DILocation(line: 0, scope: !206, inlinedAt: !327)
!327 = distinct !DILocation(line: 74, column: 18, scope: !318)
!328 = !DILocation(line: 13, column: 33, scope: !206, inlinedAt: !327)
!329 = !DILocation(line: 74, column: 18, scope: !318)
!330 = !DILocation(line: 74, column: 15, scope: !318)
!331 = !DILocation(line: 71, column: 30, scope: !319)
!332 = !DILocation(line: 71, column: 23, scope: !319)
!333 = !DILocation(line: 71, column: 5, scope: !123)
!334 = distinct !{!334, !333, !335, !218, !219}
!335 = !DILocation(line: 75, column: 5, scope: !123)
!336 = !DILocation(line: 0, scope: !125)
!337 = !DILocation(line: 77, column: 13, scope: !338)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 77, column: 13)
!339 = distinct !DILexicalBlock(scope: !125, file: !2, line: 76, column: 5)
!340 = !DILocation(line: 77, column: 20, scope: !338)
!341 = !DILocation(line: 77, column: 13, scope: !339)
!342 = !DILocation(line: 76, column: 30, scope: !339)
!343 = !DILocation(line: 76, column: 23, scope: !339)
!344 = !DILocation(line: 76, column: 5, scope: !125)
!345 = distinct !{!345, !344, !346, !218, !219}
!346 = !DILocation(line: 80, column: 9, scope: !125)
!347 = !DILocation(line: 81, column: 5, scope: !79)
!348 = !DILocation(line: 83, column: 5, scope: !79)
!349 = !DILocation(line: 0, scope: !129)
!350 = !DILocation(line: 84, column: 5, scope: !129)
!351 = !DILocation(line: 0, scope: !131)
!352 = !DILocation(line: 86, column: 33, scope: !131)
!353 = !DILocation(line: 86, column: 17, scope: !131)
!354 = !DILocation(line: 86, column: 9, scope: !131)
!355 = !DILocation(line: 86, column: 15, scope: !131)
!356 = !{!153, !153, i64 0}
!357 = !DILocation(line: 84, column: 30, scope: !132)
!358 = !DILocation(line: 84, column: 23, scope: !132)
!359 = distinct !{!359, !350, !360, !218, !219}
!360 = !DILocation(line: 87, column: 5, scope: !129)
!361 = !DILocation(line: 90, column: 5, scope: !79)
!362 = !DILocation(line: 0, scope: !137)
!363 = !DILocation(line: 95, column: 5, scope: !79)
!364 = !DILocation(line: 97, column: 1, scope: !79)
!365 = !DILocation(line: 0, scope: !134)
!366 = !DILocation(line: 89, column: 23, scope: !367)
!367 = distinct !DILexicalBlock(scope: !134, file: !2, line: 88, column: 5)
!368 = !DILocation(line: 89, column: 9, scope: !367)
!369 = !DILocation(line: 88, column: 30, scope: !367)
!370 = !DILocation(line: 88, column: 23, scope: !367)
!371 = !DILocation(line: 88, column: 5, scope: !134)
!372 = distinct !{!372, !371, !373, !218, !219}
!373 = !DILocation(line: 89, column: 28, scope: !134)
!374 = !DISubprogram(name: "printf", scope: !375, file: !375, line: 356, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!376 = !DISubroutineType(types: !377)
!377 = !{!55, !378, null}
!378 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !379)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
