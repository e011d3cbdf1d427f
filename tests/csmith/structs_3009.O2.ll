; ModuleID = 'structs_3009.c'
source_filename = "structs_3009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U2 = type { i32 }
%struct.S0 = type <{ i32, [13 x i8] }>

@g_2 = internal global i32 -8, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !15
@g_3 = internal global i32 -612015817, align 4, !dbg !168
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !20
@g_4 = internal global i32 -369419261, align 4, !dbg !170
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [8 x i8] c"g_37.f0\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [8 x i8] c"g_37.f1\00", align 1, !dbg !29
@.str.6 = private unnamed_addr constant [8 x i8] c"g_37.f2\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [8 x i8] c"g_37.f3\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [8 x i8] c"g_37.f4\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [8 x i8] c"g_37.f5\00", align 1, !dbg !37
@g_43 = internal global %union.U2 { i32 942714483 }, align 4, !dbg !174
@.str.10 = private unnamed_addr constant [8 x i8] c"g_43.f0\00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [8 x i8] c"g_43.f1\00", align 1, !dbg !41
@g_48 = internal global i32 1906244807, align 4, !dbg !176
@.str.12 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !43
@g_58 = internal unnamed_addr global i8 7, align 1, !dbg !178
@.str.13 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1, !dbg !48
@g_60 = internal unnamed_addr global i8 0, align 1, !dbg !180
@.str.14 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !50
@g_89 = internal global %union.U2 { i32 2 }, align 4, !dbg !182
@.str.15 = private unnamed_addr constant [8 x i8] c"g_89.f0\00", align 1, !dbg !52
@.str.16 = private unnamed_addr constant [8 x i8] c"g_89.f1\00", align 1, !dbg !54
@g_99 = internal global [4 x %union.U2] [%union.U2 { i32 1392859228 }, %union.U2 { i32 1392859228 }, %union.U2 { i32 1392859228 }, %union.U2 { i32 1392859228 }], align 16, !dbg !184
@.str.17 = private unnamed_addr constant [11 x i8] c"g_99[i].f0\00", align 1, !dbg !56
@.str.18 = private unnamed_addr constant [11 x i8] c"g_99[i].f1\00", align 1, !dbg !61
@.str.19 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !63
@.str.20 = private unnamed_addr constant [9 x i8] c"g_101.f0\00", align 1, !dbg !68
@.str.21 = private unnamed_addr constant [9 x i8] c"g_101.f1\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [9 x i8] c"g_101.f2\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [9 x i8] c"g_101.f3\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [9 x i8] c"g_101.f4\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [9 x i8] c"g_101.f5\00", align 1, !dbg !81
@.str.26 = private unnamed_addr constant [6 x i8] c"g_119\00", align 1, !dbg !83
@.str.27 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1, !dbg !88
@.str.28 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1, !dbg !90
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !207
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !92
@g_63 = internal global ptr @g_4, align 8, !dbg !102
@g_65 = internal global ptr @g_63, align 8, !dbg !118
@g_44 = internal global ptr getelementptr inbounds (i8, ptr @g_42, i64 16), align 8, !dbg !137
@g_42 = internal global [4 x ptr] [ptr @g_43, ptr @g_43, ptr @g_43, ptr @g_43], align 16, !dbg !152
@g_95 = internal unnamed_addr global ptr @g_96, align 8, !dbg !155
@g_100 = internal global ptr @g_48, align 8, !dbg !160
@g_62 = internal global ptr @g_63, align 8, !dbg !114
@g_96 = internal global ptr @g_63, align 8, !dbg !158
@.str.29 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !163
@g_37 = internal global <{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i32 1, i8 -35, i8 3, i8 80, i8 94, i8 1, i8 -64, i8 24, i8 1, i8 64, i8 116, i8 33, i8 0, i8 0 }>, align 4, !dbg !172
@g_101 = internal global <{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i32 1582169915, i8 -121, i8 1, i8 -16, i8 -111, i8 0, i8 0, i8 104, i8 1, i8 0, i8 -12, i8 77, i8 1, i8 0 }>, align 4, !dbg !187
@.str.32 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !201

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !217 {
  %3 = alloca ptr, align 8, !DIAssignID !227
    #dbg_assign(i1 undef, !228, !DIExpression(), !227, ptr %3, !DIExpression(), !311)
  %4 = alloca %struct.S0, align 1
  %5 = alloca %struct.S0, align 1
    #dbg_value(i32 %0, !223, !DIExpression(), !313)
    #dbg_value(ptr %1, !224, !DIExpression(), !313)
    #dbg_value(i32 0, !226, !DIExpression(), !313)
  %6 = icmp eq i32 %0, 2, !dbg !314
  br i1 %6, label %7, label %20, !dbg !316

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !317
  %9 = load ptr, ptr %8, align 8, !dbg !317, !tbaa !318
  %10 = load i8, ptr %9, align 1
  %11 = icmp eq i8 %10, 49
  br i1 %11, label %12, label %16

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0, !dbg !322
  br label %16

16:                                               ; preds = %7, %12
  %17 = phi i1 [ true, %7 ], [ %15, %12 ]
  %18 = xor i1 %17, true, !dbg !323
  %19 = zext i1 %18 to i32, !dbg !323
  br label %20, !dbg !323

20:                                               ; preds = %2, %16
  %21 = phi i1 [ true, %2 ], [ %17, %16 ], !dbg !313
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ], !dbg !313
    #dbg_value(i32 %22, !226, !DIExpression(), !313)
    #dbg_value(i32 -306674912, !324, !DIExpression(), !333)
    #dbg_value(i32 0, !330, !DIExpression(), !333)
  br label %23, !dbg !335

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ], !dbg !337
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %68, %23 ], !dbg !339
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %27 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !339
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29, !dbg !345
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %32 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !339
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34, !dbg !345
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %37 = icmp eq <4 x i32> %36, zeroinitializer, !dbg !339
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39, !dbg !345
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %42 = icmp eq <4 x i32> %41, zeroinitializer, !dbg !339
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44, !dbg !345
  %46 = and <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %47 = icmp eq <4 x i32> %46, zeroinitializer, !dbg !339
  %48 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %49 = xor <4 x i32> %48, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %50 = select <4 x i1> %47, <4 x i32> %48, <4 x i32> %49, !dbg !345
  %51 = and <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %52 = icmp eq <4 x i32> %51, zeroinitializer, !dbg !339
  %53 = lshr <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %54 = xor <4 x i32> %53, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %55 = select <4 x i1> %52, <4 x i32> %53, <4 x i32> %54, !dbg !345
  %56 = and <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %57 = icmp eq <4 x i32> %56, zeroinitializer, !dbg !339
  %58 = lshr <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %59 = xor <4 x i32> %58, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %60 = select <4 x i1> %57, <4 x i32> %58, <4 x i32> %59, !dbg !345
  %61 = and <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !339
  %62 = icmp eq <4 x i32> %61, zeroinitializer, !dbg !339
  %63 = lshr <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !345
  %64 = xor <4 x i32> %63, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !345
  %65 = select <4 x i1> %62, <4 x i32> %63, <4 x i32> %64, !dbg !345
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !346
  store <4 x i32> %65, ptr %66, align 16, !dbg !347, !tbaa !348
  %67 = add nuw i64 %24, 4, !dbg !337
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>, !dbg !339
  %69 = icmp eq i64 %67, 256, !dbg !337
  br i1 %69, label %70, label %23, !dbg !337, !llvm.loop !350

70:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %4), !dbg !355
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %5), !dbg !355
    #dbg_value(i8 1, !236, !DIExpression(), !311)
    #dbg_value(i32 1199207907, !237, !DIExpression(), !311)
    #dbg_value(i32 0, !238, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !311)
    #dbg_value(i32 0, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !311)
    #dbg_value(i64 0, !238, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !311)
    #dbg_value(i64 0, !238, !DIExpression(DW_OP_LLVM_fragment, 224, 64), !311)
    #dbg_value(i32 3, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !311)
    #dbg_value(i32 3, !238, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !311)
    #dbg_value(i32 3, !238, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !311)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !355
    #dbg_assign(ptr @g_63, !228, !DIExpression(), !356, ptr %3, !DIExpression(), !311)
    #dbg_value(ptr %3, !240, !DIExpression(), !311)
    #dbg_value(ptr poison, !241, !DIExpression(), !311)
    #dbg_value(i16 poison, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !311)
    #dbg_value(i16 30962, !243, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !311)
    #dbg_assign(i1 undef, !243, !DIExpression(DW_OP_LLVM_fragment, 32, 352), !357, ptr poison, !DIExpression(), !311)
    #dbg_value(i16 -29202, !243, !DIExpression(DW_OP_LLVM_fragment, 384, 16), !311)
    #dbg_assign(i1 undef, !243, !DIExpression(DW_OP_LLVM_fragment, 400, 896), !358, ptr poison, !DIExpression(), !311)
    #dbg_value(i8 -1, !251, !DIExpression(), !311)
  store i32 6, ptr @g_4, align 4, !dbg !359, !tbaa !348
    #dbg_value(i32 poison, !276, !DIExpression(), !360)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 @g_37, i64 17, i1 true), !dbg !361, !tbaa.struct !362
  %71 = load volatile i32, ptr @g_3, align 4, !dbg !364, !tbaa !348
    #dbg_value(i8 0, !236, !DIExpression(), !311)
    #dbg_value(i16 5, !262, !DIExpression(), !360)
    #dbg_value(i16 5, !365, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !380)
    #dbg_value(i32 6, !370, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !380)
    #dbg_value(ptr @g_48, !371, !DIExpression(), !380)
    #dbg_value(ptr @g_48, !372, !DIExpression(), !380)
    #dbg_value(ptr null, !373, !DIExpression(), !380)
    #dbg_value(ptr null, !374, !DIExpression(), !380)
    #dbg_assign(i1 undef, !375, !DIExpression(), !382, ptr poison, !DIExpression(), !380)
    #dbg_value(i32 -1, !377, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !380)
    #dbg_assign(i1 undef, !377, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !383, ptr poison, !DIExpression(), !380)
  %72 = load volatile ptr, ptr @g_42, align 16, !dbg !384, !tbaa !318
  %73 = load volatile ptr, ptr @g_44, align 8, !dbg !385, !tbaa !318
  store volatile ptr %72, ptr %73, align 8, !dbg !386, !tbaa !318
    #dbg_value(i64 0, !370, !DIExpression(), !380)
    #dbg_value(i32 -1, !377, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !380)
  %74 = load volatile i32, ptr @g_43, align 4, !dbg !387, !tbaa !363
  %75 = trunc i32 %74 to i8, !dbg !388
  store i8 %75, ptr @g_58, align 1, !dbg !389, !tbaa !363
  store i8 %75, ptr @g_60, align 1, !dbg !390, !tbaa !363
    #dbg_value(i8 %75, !391, !DIExpression(DW_OP_plus_uconst, 93, DW_OP_constu, 7, DW_OP_shr, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !399)
    #dbg_value(i32 -38365559, !396, !DIExpression(), !399)
    #dbg_value(i32 poison, !397, !DIExpression(), !399)
    #dbg_value(ptr null, !398, !DIExpression(), !399)
  %76 = load volatile ptr, ptr @g_62, align 8, !dbg !401, !tbaa !318
  store ptr null, ptr %76, align 8, !dbg !402, !tbaa !318
  %77 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !403
  %78 = lshr i104 %77, 46, !dbg !403
  %79 = trunc i104 %78 to i32, !dbg !404
  %80 = load i32, ptr @g_48, align 4, !dbg !405, !tbaa !348
  %81 = and i32 %80, 65535, !dbg !406
  %82 = and i32 %81, %79, !dbg !407
  %83 = icmp eq i32 %82, 0, !dbg !407
  br i1 %83, label %89, label %84, !dbg !408

84:                                               ; preds = %70
    #dbg_value(ptr null, !278, !DIExpression(), !409)
    #dbg_value(ptr poison, !281, !DIExpression(), !409)
    #dbg_value(i64 3, !282, !DIExpression(), !409)
    #dbg_value(i32 -1, !283, !DIExpression(), !409)
    #dbg_value(ptr undef, !284, !DIExpression(), !409)
  %85 = load volatile ptr, ptr @g_65, align 8, !dbg !410, !tbaa !318
  store ptr null, ptr %85, align 8, !dbg !411, !tbaa !318
    #dbg_value(i32 -9, !255, !DIExpression(), !360)
    #dbg_value(i64 -1, !267, !DIExpression(), !360)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %5, ptr align 1 @g_37, i64 17, i1 true), !dbg !412, !tbaa.struct !362
  %86 = load volatile ptr, ptr @g_44, align 8, !dbg !413, !tbaa !318
  %87 = load volatile ptr, ptr %86, align 8, !dbg !414, !tbaa !318
  %88 = xor i8 %75, 8, !dbg !415
  store i8 %88, ptr @g_58, align 1, !dbg !415, !tbaa !363
    #dbg_value(!DIArgList(i32 poison, i1 poison), !283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !409)
    #dbg_value(!DIArgList(i32 poison, i1 poison), !268, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !360)
  br label %92

89:                                               ; preds = %70
  store ptr %3, ptr @g_95, align 8, !dbg !416, !tbaa !318
    #dbg_value(i32 0, !237, !DIExpression(), !311)
    #dbg_value(i64 -1, !267, !DIExpression(), !360)
    #dbg_value(i32 1, !268, !DIExpression(), !360)
    #dbg_value(ptr null, !298, !DIExpression(), !418)
    #dbg_value(i32 -1393878248, !302, !DIExpression(), !418)
  %90 = load volatile ptr, ptr @g_100, align 8, !dbg !419, !tbaa !318
  store i32 0, ptr @g_48, align 4, !dbg !420, !tbaa !348
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @g_37, ptr align 1 @g_101, i64 17, i1 true), !dbg !421, !tbaa.struct !362
    #dbg_value(i32 poison, !302, !DIExpression(), !418)
  %91 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !422
  br label %92

92:                                               ; preds = %84, %89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !423
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %4), !dbg !423
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %5), !dbg !423
  %93 = load volatile i32, ptr @g_2, align 4, !dbg !424, !tbaa !348
  %94 = sext i32 %93 to i64, !dbg !424
  call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.1, i32 noundef %22), !dbg !425
  %95 = load volatile i32, ptr @g_3, align 4, !dbg !426, !tbaa !348
  %96 = sext i32 %95 to i64, !dbg !426
  call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.2, i32 noundef %22), !dbg !427
  %97 = load i32, ptr @g_4, align 4, !dbg !428, !tbaa !348
  %98 = sext i32 %97 to i64, !dbg !428
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.3, i32 noundef %22), !dbg !429
  %99 = load volatile i32, ptr @g_37, align 4, !dbg !430, !tbaa !431
  %100 = sext i32 %99 to i64, !dbg !433
  call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.4, i32 noundef %22), !dbg !434
  %101 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !435
  %102 = trunc i104 %101 to i64, !dbg !435
  %103 = and i64 %102, 1048575, !dbg !435
  call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !436
  %104 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !437
  %105 = trunc i104 %104 to i64, !dbg !437
  %106 = lshr i64 %105, 20, !dbg !437
  %107 = and i64 %106, 67108863, !dbg !437
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.6, i32 noundef %22), !dbg !438
  %108 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !439
  %109 = shl i104 %108, 36, !dbg !439
  %110 = ashr i104 %109, 82, !dbg !439
  %111 = trunc nsw i104 %110 to i64, !dbg !439
  call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !440
  %112 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !441
  %113 = lshr i104 %112, 68, !dbg !441
  %114 = trunc nuw nsw i104 %113 to i64, !dbg !441
  %115 = and i64 %114, 31, !dbg !441
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.8, i32 noundef %22), !dbg !442
  %116 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_37, i64 4), align 4, !dbg !443
  %117 = lshr i104 %116, 73, !dbg !443
  %118 = trunc nuw nsw i104 %117 to i64, !dbg !443
  call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.9, i32 noundef %22), !dbg !444
  %119 = load volatile i32, ptr @g_43, align 4, !dbg !445, !tbaa !363
  %120 = sext i32 %119 to i64, !dbg !446
  call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !447
  %121 = load volatile i32, ptr @g_43, align 4, !dbg !448, !tbaa !363
  %122 = sext i32 %121 to i64, !dbg !449
  call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !450
  %123 = load i32, ptr @g_48, align 4, !dbg !451, !tbaa !348
  %124 = sext i32 %123 to i64, !dbg !451
  call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.12, i32 noundef %22), !dbg !452
  %125 = load i8, ptr @g_58, align 1, !dbg !453, !tbaa !363
  %126 = sext i8 %125 to i64, !dbg !453
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !454
  %127 = load i8, ptr @g_60, align 1, !dbg !455, !tbaa !363
  %128 = sext i8 %127 to i64, !dbg !455
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.14, i32 noundef %22), !dbg !456
  %129 = load volatile i32, ptr @g_89, align 4, !dbg !457, !tbaa !363
  %130 = sext i32 %129 to i64, !dbg !458
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.15, i32 noundef %22), !dbg !459
  %131 = load volatile i32, ptr @g_89, align 4, !dbg !460, !tbaa !363
  %132 = sext i32 %131 to i64, !dbg !461
  call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.16, i32 noundef %22), !dbg !462
    #dbg_value(i64 0, !225, !DIExpression(), !313)
  %133 = load volatile i32, ptr @g_99, align 16, !dbg !463, !tbaa !363
  %134 = sext i32 %133 to i64, !dbg !467
  call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !468
  %135 = load i32, ptr @g_99, align 16, !dbg !469, !tbaa !363
  %136 = sext i32 %135 to i64, !dbg !470
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !471
  br i1 %21, label %144, label %137, !dbg !472

137:                                              ; preds = %92
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !473
    #dbg_value(i64 1, !225, !DIExpression(), !313)
  %139 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 4), align 4, !dbg !463, !tbaa !363
  %140 = sext i32 %139 to i64, !dbg !467
  call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !468
  %141 = load i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 4), align 4, !dbg !469, !tbaa !363
  %142 = sext i32 %141 to i64, !dbg !470
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !471
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1), !dbg !473
  br label %149, !dbg !473

144:                                              ; preds = %92
    #dbg_value(i64 1, !225, !DIExpression(), !313)
  %145 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 4), align 4, !dbg !463, !tbaa !363
  %146 = sext i32 %145 to i64, !dbg !467
  call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !468
  %147 = load i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 4), align 4, !dbg !469, !tbaa !363
  %148 = sext i32 %147 to i64, !dbg !470
  call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !471
  br label %149, !dbg !472

149:                                              ; preds = %144, %137
    #dbg_value(i64 2, !225, !DIExpression(), !313)
  %150 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 8), align 8, !dbg !463, !tbaa !363
  %151 = sext i32 %150 to i64, !dbg !467
  call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !468
  %152 = load i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 8), align 8, !dbg !469, !tbaa !363
  %153 = sext i32 %152 to i64, !dbg !470
  call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !471
  br i1 %21, label %161, label %154, !dbg !472

154:                                              ; preds = %149
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 2), !dbg !473
    #dbg_value(i64 3, !225, !DIExpression(), !313)
  %156 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 12), align 4, !dbg !463, !tbaa !363
  %157 = sext i32 %156 to i64, !dbg !467
  call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !468
  %158 = load i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 12), align 4, !dbg !469, !tbaa !363
  %159 = sext i32 %158 to i64, !dbg !470
  call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !471
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 3), !dbg !473
  br label %166, !dbg !473

161:                                              ; preds = %149
    #dbg_value(i64 3, !225, !DIExpression(), !313)
  %162 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 12), align 4, !dbg !463, !tbaa !363
  %163 = sext i32 %162 to i64, !dbg !467
  call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !468
  %164 = load i32, ptr getelementptr inbounds (i8, ptr @g_99, i64 12), align 4, !dbg !469, !tbaa !363
  %165 = sext i32 %164 to i64, !dbg !470
  call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !471
  br label %166, !dbg !472

166:                                              ; preds = %161, %154
    #dbg_value(i64 4, !225, !DIExpression(), !313)
  %167 = load volatile i32, ptr @g_101, align 4, !dbg !475, !tbaa !431
  %168 = sext i32 %167 to i64, !dbg !476
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !477
  %169 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_101, i64 4), align 4, !dbg !478
  %170 = trunc i104 %169 to i64, !dbg !478
  %171 = and i64 %170, 1048575, !dbg !478
  call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !479
  %172 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_101, i64 4), align 4, !dbg !480
  %173 = trunc i104 %172 to i64, !dbg !480
  %174 = lshr i64 %173, 20, !dbg !480
  %175 = and i64 %174, 67108863, !dbg !480
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !481
  %176 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_101, i64 4), align 4, !dbg !482
  %177 = shl i104 %176, 36, !dbg !482
  %178 = ashr i104 %177, 82, !dbg !482
  %179 = trunc nsw i104 %178 to i64, !dbg !482
  call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !483
  %180 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_101, i64 4), align 4, !dbg !484
  %181 = lshr i104 %180, 68, !dbg !484
  %182 = trunc nuw nsw i104 %181 to i64, !dbg !484
  %183 = and i64 %182, 31, !dbg !484
  call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.24, i32 noundef %22), !dbg !485
  %184 = load volatile i104, ptr getelementptr inbounds (i8, ptr @g_101, i64 4), align 4, !dbg !486
  %185 = lshr i104 %184, 73, !dbg !486
  %186 = trunc nuw nsw i104 %185 to i64, !dbg !486
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.25, i32 noundef %22), !dbg !487
  call fastcc void @transparent_crc(i64 noundef -3908517550449130981, ptr noundef nonnull @.str.26, i32 noundef %22), !dbg !488
  call fastcc void @transparent_crc(i64 noundef -1324617829, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !489
  call fastcc void @transparent_crc(i64 noundef -642638865488267299, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !490
  %187 = load i32, ptr @crc32_context, align 4, !dbg !491, !tbaa !348
  %188 = xor i32 %187, -1, !dbg !492
    #dbg_value(i32 %188, !493, !DIExpression(), !499)
    #dbg_value(i32 %22, !498, !DIExpression(), !499)
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %188), !dbg !501
  ret i32 0, !dbg !502
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !503 {
    #dbg_value(i64 %0, !507, !DIExpression(), !510)
    #dbg_value(ptr %1, !508, !DIExpression(), !510)
    #dbg_value(i32 %2, !509, !DIExpression(), !510)
    #dbg_value(i64 %0, !511, !DIExpression(), !516)
    #dbg_value(i64 %0, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !523)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !525, !tbaa !348
  %5 = lshr i32 %4, 8, !dbg !526
  %6 = zext i32 %4 to i64, !dbg !527
  %7 = xor i64 %6, %0, !dbg !527
  %8 = and i64 %7, 255, !dbg !528
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !528
  %10 = load i32, ptr %9, align 4, !dbg !528, !tbaa !348
  %11 = xor i32 %5, %10, !dbg !529
  %12 = lshr i64 %0, 8, !dbg !530
    #dbg_value(i64 %12, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !531)
  %13 = lshr i32 %11, 8, !dbg !533
  %14 = zext i32 %11 to i64, !dbg !534
  %15 = xor i64 %12, %14, !dbg !534
  %16 = and i64 %15, 255, !dbg !535
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !535
  %18 = load i32, ptr %17, align 4, !dbg !535, !tbaa !348
  %19 = xor i32 %13, %18, !dbg !536
  %20 = lshr i64 %0, 16, !dbg !537
    #dbg_value(i64 %20, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !538)
  %21 = lshr i32 %19, 8, !dbg !540
  %22 = zext i32 %19 to i64, !dbg !541
  %23 = xor i64 %20, %22, !dbg !541
  %24 = and i64 %23, 255, !dbg !542
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !542
  %26 = load i32, ptr %25, align 4, !dbg !542, !tbaa !348
  %27 = xor i32 %21, %26, !dbg !543
  %28 = lshr i64 %0, 24, !dbg !544
    #dbg_value(i64 %28, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !545)
  %29 = lshr i32 %27, 8, !dbg !547
  %30 = zext i32 %27 to i64, !dbg !548
  %31 = xor i64 %28, %30, !dbg !548
  %32 = and i64 %31, 255, !dbg !549
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !549
  %34 = load i32, ptr %33, align 4, !dbg !549, !tbaa !348
  %35 = xor i32 %29, %34, !dbg !550
  %36 = lshr i64 %0, 32, !dbg !551
    #dbg_value(i64 %36, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !552)
  %37 = lshr i32 %35, 8, !dbg !554
  %38 = zext i32 %35 to i64, !dbg !555
  %39 = xor i64 %36, %38, !dbg !555
  %40 = and i64 %39, 255, !dbg !556
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !556
  %42 = load i32, ptr %41, align 4, !dbg !556, !tbaa !348
  %43 = xor i32 %37, %42, !dbg !557
  %44 = lshr i64 %0, 40, !dbg !558
    #dbg_value(i64 %44, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !559)
  %45 = lshr i32 %43, 8, !dbg !561
  %46 = zext i32 %43 to i64, !dbg !562
  %47 = xor i64 %44, %46, !dbg !562
  %48 = and i64 %47, 255, !dbg !563
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !563
  %50 = load i32, ptr %49, align 4, !dbg !563, !tbaa !348
  %51 = xor i32 %45, %50, !dbg !564
  %52 = lshr i64 %0, 48, !dbg !565
    #dbg_value(i64 %52, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !566)
  %53 = lshr i32 %51, 8, !dbg !568
  %54 = zext i32 %51 to i64, !dbg !569
  %55 = xor i64 %52, %54, !dbg !569
  %56 = and i64 %55, 255, !dbg !570
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !570
  %58 = load i32, ptr %57, align 4, !dbg !570, !tbaa !348
  %59 = xor i32 %53, %58, !dbg !571
  %60 = lshr i64 %0, 56, !dbg !572
    #dbg_value(i64 %60, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !573)
  %61 = lshr i32 %59, 8, !dbg !575
  %62 = and i32 %59, 255, !dbg !576
  %63 = zext nneg i32 %62 to i64, !dbg !576
  %64 = xor i64 %60, %63, !dbg !576
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !576
  %66 = load i32, ptr %65, align 4, !dbg !576, !tbaa !348
  %67 = xor i32 %61, %66, !dbg !577
  store i32 %67, ptr @crc32_context, align 4, !dbg !578, !tbaa !348
  %68 = icmp eq i32 %2, 0, !dbg !579
  br i1 %68, label %73, label %69, !dbg !581

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !582
  %71 = zext i32 %70 to i64, !dbg !582
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %1, i64 noundef %71), !dbg !584
  br label %73, !dbg !585

73:                                               ; preds = %69, %3
  ret void, !dbg !586
}

; Function Attrs: nofree nounwind
declare !dbg !587 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!209, !210, !211, !212, !213, !214, !215}
!llvm.ident = !{!216}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 34, type: !147, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs_3009.c", directory: ".", checksumkind: CSK_MD5, checksum: "b55ab2c3c08b79b16e92801a25a8273f")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !15, !20, !22, !24, !29, !31, !33, !35, !37, !39, !41, !43, !48, !50, !52, !54, !56, !61, !63, !68, !73, !75, !77, !79, !81, !83, !88, !90, !92, !102, !108, !114, !118, !120, !123, !137, !150, !152, !155, !158, !160, !163, !0, !168, !170, !172, !174, !176, !178, !180, !182, !184, !187, !189, !194, !196, !201, !207}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 199, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 203, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 204, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 205, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 206, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 207, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 208, type: !26, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 209, type: !26, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 210, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 211, type: !26, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 212, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 213, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 214, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 5)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 215, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 216, type: !45, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 217, type: !26, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 218, type: !26, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 221, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 88, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 11)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 222, type: !58, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 223, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 14)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 226, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 9)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 227, type: !70, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 228, type: !70, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 229, type: !70, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 230, type: !70, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 231, type: !70, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 232, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 6)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 233, type: !85, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 234, type: !85, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !94, line: 47, type: !95, isLocal: true, isDefinition: true)
!94 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 8192, elements: !100)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !97, line: 26, baseType: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !99, line: 42, baseType: !7)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!100 = !{!101}
!101 = !DISubrange(count: 256)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_63", scope: !2, file: !3, line: 44, type: !104, isLocal: true, isDefinition: true)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !106, line: 26, baseType: !107)
!106 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !99, line: 41, baseType: !6)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "g_70", scope: !2, file: !3, line: 48, type: !110, isLocal: true, isDefinition: true)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !106, line: 24, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !99, line: 37, baseType: !113)
!113 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_62", scope: !2, file: !3, line: 45, type: !116, isLocal: true, isDefinition: true)
!116 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "g_65", scope: !2, file: !3, line: 46, type: !116, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_69", scope: !2, file: !3, line: 49, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_68", scope: !2, file: !3, line: 47, type: !125, isLocal: true, isDefinition: true)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 18, size: 136, align: 8, elements: !128)
!128 = !{!129, !130, !131, !133, !135, !136}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !127, file: !3, line: 19, baseType: !105, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !127, file: !3, line: 20, baseType: !7, size: 20, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !127, file: !3, line: 21, baseType: !132, size: 26, offset: 52, flags: DIFlagBitField, extraData: i64 32)
!132 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !127, file: !3, line: 22, baseType: !134, size: 22, offset: 78, flags: DIFlagBitField, extraData: i64 32)
!134 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !127, file: !3, line: 23, baseType: !7, size: 5, offset: 100, flags: DIFlagBitField, extraData: i64 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !127, file: !3, line: 24, baseType: !7, size: 31, offset: 105, flags: DIFlagBitField, extraData: i64 32)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_44", scope: !2, file: !3, line: 40, type: !139, isLocal: true, isDefinition: true)
!139 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !3, line: 28, size: 32, elements: !145)
!145 = !{!146, !148}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !144, file: !3, line: 29, baseType: !147, size: 32)
!147 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !144, file: !3, line: 30, baseType: !149, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_88", scope: !2, file: !3, line: 51, type: !142, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "g_42", scope: !2, file: !3, line: 39, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 256, elements: !18)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_95", scope: !2, file: !3, line: 53, type: !157, isLocal: true, isDefinition: true)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_96", scope: !2, file: !3, line: 52, type: !117, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_100", scope: !2, file: !3, line: 55, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !104)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !94, line: 114, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 36)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 35, type: !147, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 36, type: !105, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_37", scope: !2, file: !3, line: 37, type: !126, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 38, type: !143, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 41, type: !105, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_58", scope: !2, file: !3, line: 42, type: !111, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_60", scope: !2, file: !3, line: 43, type: !111, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_89", scope: !2, file: !3, line: 50, type: !143, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_99", scope: !2, file: !3, line: 54, type: !186, isLocal: true, isDefinition: true)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 128, elements: !18)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_101", scope: !2, file: !3, line: 56, type: !126, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression(DW_OP_constu, 14538226523260420635, DW_OP_stack_value))
!190 = distinct !DIGlobalVariable(name: "g_119", scope: !2, file: !3, line: 57, type: !191, isLocal: true, isDefinition: true)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !106, line: 27, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !99, line: 44, baseType: !193)
!193 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression(DW_OP_constu, 18446744072384933787, DW_OP_stack_value))
!195 = distinct !DIGlobalVariable(name: "g_120", scope: !2, file: !3, line: 58, type: !105, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression(DW_OP_constu, 17804105208221284317, DW_OP_stack_value))
!197 = distinct !DIGlobalVariable(name: "g_122", scope: !2, file: !3, line: 59, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !97, line: 27, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !99, line: 45, baseType: !200)
!200 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !203, line: 56, type: !204, isLocal: true, isDefinition: true)
!203 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!204 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !205)
!205 = !{!206}
!206 = !DISubrange(count: 15)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !94, line: 48, type: !96, isLocal: true, isDefinition: true)
!209 = !{i32 7, !"Dwarf Version", i32 5}
!210 = !{i32 2, !"Debug Info Version", i32 3}
!211 = !{i32 1, !"wchar_size", i32 4}
!212 = !{i32 8, !"PIC Level", i32 2}
!213 = !{i32 7, !"PIE Level", i32 2}
!214 = !{i32 7, !"uwtable", i32 2}
!215 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!216 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!217 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 195, type: !218, scopeLine: 196, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !222)
!218 = !DISubroutineType(types: !219)
!219 = !{!6, !6, !220}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!222 = !{!223, !224, !225, !226}
!223 = !DILocalVariable(name: "argc", arg: 1, scope: !217, file: !3, line: 195, type: !6)
!224 = !DILocalVariable(name: "argv", arg: 2, scope: !217, file: !3, line: 195, type: !220)
!225 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 197, type: !6)
!226 = !DILocalVariable(name: "print_hash_value", scope: !217, file: !3, line: 198, type: !6)
!227 = distinct !DIAssignID()
!228 = !DILocalVariable(name: "l_94", scope: !229, file: !3, line: 79, type: !117)
!229 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 74, type: !230, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !235)
!230 = !DISubroutineType(types: !231)
!231 = !{!232}
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !97, line: 24, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !99, line: 38, baseType: !234)
!234 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!235 = !{!236, !237, !238, !228, !240, !241, !243, !251, !252, !253, !254, !255, !259, !262, !263, !264, !265, !266, !267, !268, !269, !273, !274, !276, !277, !278, !281, !282, !283, !284, !285, !292, !293, !294, !295, !296, !297, !298, !302, !303, !307}
!236 = !DILocalVariable(name: "l_38", scope: !229, file: !3, line: 76, type: !232)
!237 = !DILocalVariable(name: "l_39", scope: !229, file: !3, line: 77, type: !105)
!238 = !DILocalVariable(name: "l_90", scope: !229, file: !3, line: 78, type: !239)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 288, elements: !71)
!240 = !DILocalVariable(name: "l_93", scope: !229, file: !3, line: 80, type: !157)
!241 = !DILocalVariable(name: "l_98", scope: !229, file: !3, line: 81, type: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!243 = !DILocalVariable(name: "l_103", scope: !229, file: !3, line: 82, type: !244)
!244 = !DICompositeType(tag: DW_TAG_array_type, baseType: !245, size: 1296, elements: !249)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !246)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !97, line: 25, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !99, line: 40, baseType: !248)
!248 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!249 = !{!250, !250, !72}
!250 = !DISubrange(count: 3)
!251 = !DILocalVariable(name: "l_126", scope: !229, file: !3, line: 83, type: !232)
!252 = !DILocalVariable(name: "i", scope: !229, file: !3, line: 84, type: !6)
!253 = !DILocalVariable(name: "j", scope: !229, file: !3, line: 84, type: !6)
!254 = !DILocalVariable(name: "k", scope: !229, file: !3, line: 84, type: !6)
!255 = !DILocalVariable(name: "l_13", scope: !256, file: !3, line: 87, type: !96)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 86, column: 5)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 85, column: 5)
!258 = distinct !DILexicalBlock(scope: !229, file: !3, line: 85, column: 5)
!259 = !DILocalVariable(name: "l_40", scope: !256, file: !3, line: 88, type: !260)
!260 = !DICompositeType(tag: DW_TAG_array_type, baseType: !261, size: 128, elements: !13)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!262 = !DILocalVariable(name: "l_41", scope: !256, file: !3, line: 89, type: !246)
!263 = !DILocalVariable(name: "l_56", scope: !256, file: !3, line: 90, type: !110)
!264 = !DILocalVariable(name: "l_57", scope: !256, file: !3, line: 91, type: !110)
!265 = !DILocalVariable(name: "l_59", scope: !256, file: !3, line: 92, type: !110)
!266 = !DILocalVariable(name: "l_73", scope: !256, file: !3, line: 93, type: !122)
!267 = !DILocalVariable(name: "l_79", scope: !256, file: !3, line: 94, type: !198)
!268 = !DILocalVariable(name: "l_92", scope: !256, file: !3, line: 95, type: !105)
!269 = !DILocalVariable(name: "l_110", scope: !256, file: !3, line: 96, type: !270)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !232, size: 400, elements: !271)
!271 = !{!47, !272}
!272 = !DISubrange(count: 10)
!273 = !DILocalVariable(name: "l_121", scope: !256, file: !3, line: 97, type: !105)
!274 = !DILocalVariable(name: "l_125", scope: !256, file: !3, line: 98, type: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!276 = !DILocalVariable(name: "i", scope: !256, file: !3, line: 99, type: !6)
!277 = !DILocalVariable(name: "j", scope: !256, file: !3, line: 99, type: !6)
!278 = !DILocalVariable(name: "l_64", scope: !279, file: !3, line: 104, type: !104)
!279 = distinct !DILexicalBlock(scope: !280, file: !3, line: 103, column: 9)
!280 = distinct !DILexicalBlock(scope: !256, file: !3, line: 102, column: 13)
!281 = !DILocalVariable(name: "l_72", scope: !279, file: !3, line: 105, type: !122)
!282 = !DILocalVariable(name: "l_74", scope: !279, file: !3, line: 106, type: !191)
!283 = !DILocalVariable(name: "l_78", scope: !279, file: !3, line: 107, type: !105)
!284 = !DILocalVariable(name: "l_91", scope: !279, file: !3, line: 108, type: !104)
!285 = !DILocalVariable(name: "l_71", scope: !286, file: !3, line: 112, type: !289)
!286 = distinct !DILexicalBlock(scope: !287, file: !3, line: 111, column: 13)
!287 = distinct !DILexicalBlock(scope: !288, file: !3, line: 110, column: 13)
!288 = distinct !DILexicalBlock(scope: !279, file: !3, line: 110, column: 13)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !290, size: 7680, elements: !291)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!291 = !{!272, !14, !87}
!292 = !DILocalVariable(name: "l_75", scope: !286, file: !3, line: 113, type: !104)
!293 = !DILocalVariable(name: "l_76", scope: !286, file: !3, line: 114, type: !104)
!294 = !DILocalVariable(name: "l_77", scope: !286, file: !3, line: 115, type: !104)
!295 = !DILocalVariable(name: "i", scope: !286, file: !3, line: 116, type: !6)
!296 = !DILocalVariable(name: "j", scope: !286, file: !3, line: 116, type: !6)
!297 = !DILocalVariable(name: "k", scope: !286, file: !3, line: 116, type: !6)
!298 = !DILocalVariable(name: "l_97", scope: !299, file: !3, line: 132, type: !242)
!299 = distinct !DILexicalBlock(scope: !300, file: !3, line: 131, column: 9)
!300 = distinct !DILexicalBlock(scope: !301, file: !3, line: 130, column: 9)
!301 = distinct !DILexicalBlock(scope: !256, file: !3, line: 130, column: 9)
!302 = !DILocalVariable(name: "l_102", scope: !299, file: !3, line: 133, type: !105)
!303 = !DILocalVariable(name: "i", scope: !304, file: !3, line: 137, type: !6)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 136, column: 13)
!305 = distinct !DILexicalBlock(scope: !306, file: !3, line: 135, column: 13)
!306 = distinct !DILexicalBlock(scope: !299, file: !3, line: 135, column: 13)
!307 = !DILocalVariable(name: "i", scope: !308, file: !3, line: 145, type: !6)
!308 = distinct !DILexicalBlock(scope: !309, file: !3, line: 144, column: 13)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 143, column: 13)
!310 = distinct !DILexicalBlock(scope: !299, file: !3, line: 143, column: 13)
!311 = !DILocation(line: 0, scope: !229, inlinedAt: !312)
!312 = distinct !DILocation(line: 202, column: 5, scope: !217)
!313 = !DILocation(line: 0, scope: !217)
!314 = !DILocation(line: 199, column: 14, scope: !315)
!315 = distinct !DILexicalBlock(scope: !217, file: !3, line: 199, column: 9)
!316 = !DILocation(line: 199, column: 19, scope: !315)
!317 = !DILocation(line: 199, column: 29, scope: !315)
!318 = !{!319, !319, i64 0}
!319 = !{!"any pointer", !320, i64 0}
!320 = !{!"omnipotent char", !321, i64 0}
!321 = !{!"Simple C/C++ TBAA"}
!322 = !DILocation(line: 199, column: 43, scope: !315)
!323 = !DILocation(line: 199, column: 9, scope: !217)
!324 = !DILocalVariable(name: "poly", scope: !325, file: !94, line: 54, type: !332)
!325 = distinct !DISubprogram(name: "crc32_gentab", scope: !94, file: !94, line: 51, type: !326, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{null}
!328 = !{!329, !324, !330, !331}
!329 = !DILocalVariable(name: "crc", scope: !325, file: !94, line: 53, type: !96)
!330 = !DILocalVariable(name: "i", scope: !325, file: !94, line: 55, type: !6)
!331 = !DILocalVariable(name: "j", scope: !325, file: !94, line: 55, type: !6)
!332 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!333 = !DILocation(line: 0, scope: !325, inlinedAt: !334)
!334 = distinct !DILocation(line: 201, column: 5, scope: !217)
!335 = !DILocation(line: 57, column: 2, scope: !336, inlinedAt: !334)
!336 = distinct !DILexicalBlock(scope: !325, file: !94, line: 57, column: 2)
!337 = !DILocation(line: 57, column: 24, scope: !338, inlinedAt: !334)
!338 = distinct !DILexicalBlock(scope: !336, file: !94, line: 57, column: 2)
!339 = !DILocation(line: 60, column: 12, scope: !340, inlinedAt: !334)
!340 = distinct !DILexicalBlock(scope: !341, file: !94, line: 60, column: 8)
!341 = distinct !DILexicalBlock(scope: !342, file: !94, line: 59, column: 27)
!342 = distinct !DILexicalBlock(scope: !343, file: !94, line: 59, column: 3)
!343 = distinct !DILexicalBlock(scope: !344, file: !94, line: 59, column: 3)
!344 = distinct !DILexicalBlock(scope: !338, file: !94, line: 57, column: 28)
!345 = !DILocation(line: 60, column: 8, scope: !341, inlinedAt: !334)
!346 = !DILocation(line: 66, column: 3, scope: !344, inlinedAt: !334)
!347 = !DILocation(line: 66, column: 16, scope: !344, inlinedAt: !334)
!348 = !{!349, !349, i64 0}
!349 = !{!"int", !320, i64 0}
!350 = distinct !{!350, !335, !351, !352, !353, !354}
!351 = !DILocation(line: 67, column: 2, scope: !336, inlinedAt: !334)
!352 = !{!"llvm.loop.mustprogress"}
!353 = !{!"llvm.loop.isvectorized", i32 1}
!354 = !{!"llvm.loop.unroll.runtime.disable"}
!355 = !DILocation(line: 79, column: 5, scope: !229, inlinedAt: !312)
!356 = distinct !DIAssignID()
!357 = distinct !DIAssignID()
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 85, column: 14, scope: !258, inlinedAt: !312)
!360 = !DILocation(line: 0, scope: !256, inlinedAt: !312)
!361 = !DILocation(line: 102, column: 395, scope: !280, inlinedAt: !312)
!362 = !{i64 0, i64 4, !348, i64 4, i64 13, !363}
!363 = !{!320, !320, i64 0}
!364 = !DILocation(line: 102, column: 402, scope: !280, inlinedAt: !312)
!365 = !DILocalVariable(name: "p_19", arg: 1, scope: !366, file: !3, line: 173, type: !96)
!366 = distinct !DISubprogram(name: "func_18", scope: !3, file: !3, line: 173, type: !367, scopeLine: 174, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{!111, !96, !191}
!369 = !{!365, !370, !371, !372, !373, !374, !375, !377, !379}
!370 = !DILocalVariable(name: "p_20", arg: 2, scope: !366, file: !3, line: 173, type: !191)
!371 = !DILocalVariable(name: "l_47", scope: !366, file: !3, line: 175, type: !104)
!372 = !DILocalVariable(name: "l_49", scope: !366, file: !3, line: 176, type: !104)
!373 = !DILocalVariable(name: "l_50", scope: !366, file: !3, line: 177, type: !104)
!374 = !DILocalVariable(name: "l_51", scope: !366, file: !3, line: 178, type: !104)
!375 = !DILocalVariable(name: "l_52", scope: !366, file: !3, line: 179, type: !376)
!376 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 384, elements: !86)
!377 = !DILocalVariable(name: "l_53", scope: !366, file: !3, line: 180, type: !378)
!378 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 128, elements: !18)
!379 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 181, type: !6)
!380 = !DILocation(line: 0, scope: !366, inlinedAt: !381)
!381 = distinct !DILocation(line: 102, column: 154, scope: !280, inlinedAt: !312)
!382 = distinct !DIAssignID()
!383 = distinct !DIAssignID()
!384 = !DILocation(line: 182, column: 15, scope: !366, inlinedAt: !381)
!385 = !DILocation(line: 182, column: 7, scope: !366, inlinedAt: !381)
!386 = !DILocation(line: 182, column: 13, scope: !366, inlinedAt: !381)
!387 = !DILocation(line: 188, column: 17, scope: !366, inlinedAt: !381)
!388 = !DILocation(line: 188, column: 12, scope: !366, inlinedAt: !381)
!389 = !DILocation(line: 102, column: 111, scope: !280, inlinedAt: !312)
!390 = !DILocation(line: 102, column: 100, scope: !280, inlinedAt: !312)
!391 = !DILocalVariable(name: "p_8", arg: 1, scope: !392, file: !3, line: 160, type: !105)
!392 = distinct !DISubprogram(name: "func_7", scope: !3, file: !3, line: 160, type: !393, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{!246, !105, !96, !96}
!395 = !{!391, !396, !397, !398}
!396 = !DILocalVariable(name: "p_9", arg: 2, scope: !392, file: !3, line: 160, type: !96)
!397 = !DILocalVariable(name: "p_10", arg: 3, scope: !392, file: !3, line: 160, type: !96)
!398 = !DILocalVariable(name: "l_61", scope: !392, file: !3, line: 162, type: !104)
!399 = !DILocation(line: 0, scope: !392, inlinedAt: !400)
!400 = distinct !DILocation(line: 102, column: 14, scope: !280, inlinedAt: !312)
!401 = !DILocation(line: 163, column: 7, scope: !392, inlinedAt: !400)
!402 = !DILocation(line: 163, column: 13, scope: !392, inlinedAt: !400)
!403 = !DILocation(line: 164, column: 17, scope: !392, inlinedAt: !400)
!404 = !DILocation(line: 164, column: 12, scope: !392, inlinedAt: !400)
!405 = !DILocation(line: 102, column: 618, scope: !280, inlinedAt: !312)
!406 = !DILocation(line: 102, column: 14, scope: !280, inlinedAt: !312)
!407 = !DILocation(line: 102, column: 616, scope: !280, inlinedAt: !312)
!408 = !DILocation(line: 102, column: 13, scope: !256, inlinedAt: !312)
!409 = !DILocation(line: 0, scope: !279, inlinedAt: !312)
!410 = !DILocation(line: 109, column: 15, scope: !279, inlinedAt: !312)
!411 = !DILocation(line: 109, column: 21, scope: !279, inlinedAt: !312)
!412 = !DILocation(line: 123, column: 161, scope: !279, inlinedAt: !312)
!413 = !DILocation(line: 123, column: 172, scope: !279, inlinedAt: !312)
!414 = !DILocation(line: 123, column: 171, scope: !279, inlinedAt: !312)
!415 = !DILocation(line: 123, column: 103, scope: !279, inlinedAt: !312)
!416 = !DILocation(line: 128, column: 18, scope: !417, inlinedAt: !312)
!417 = distinct !DILexicalBlock(scope: !280, file: !3, line: 127, column: 9)
!418 = !DILocation(line: 0, scope: !299, inlinedAt: !312)
!419 = !DILocation(line: 134, column: 15, scope: !299, inlinedAt: !312)
!420 = !DILocation(line: 135, column: 23, scope: !306, inlinedAt: !312)
!421 = !DILocation(line: 138, column: 27, scope: !304, inlinedAt: !312)
!422 = !DILocation(line: 140, column: 29, scope: !304, inlinedAt: !312)
!423 = !DILocation(line: 152, column: 1, scope: !229, inlinedAt: !312)
!424 = !DILocation(line: 203, column: 21, scope: !217)
!425 = !DILocation(line: 203, column: 5, scope: !217)
!426 = !DILocation(line: 204, column: 21, scope: !217)
!427 = !DILocation(line: 204, column: 5, scope: !217)
!428 = !DILocation(line: 205, column: 21, scope: !217)
!429 = !DILocation(line: 205, column: 5, scope: !217)
!430 = !DILocation(line: 206, column: 26, scope: !217)
!431 = !{!432, !349, i64 0}
!432 = !{!"S0", !349, i64 0, !349, i64 4, !349, i64 6, !349, i64 9, !349, i64 12, !349, i64 13}
!433 = !DILocation(line: 206, column: 21, scope: !217)
!434 = !DILocation(line: 206, column: 5, scope: !217)
!435 = !DILocation(line: 207, column: 26, scope: !217)
!436 = !DILocation(line: 207, column: 5, scope: !217)
!437 = !DILocation(line: 208, column: 26, scope: !217)
!438 = !DILocation(line: 208, column: 5, scope: !217)
!439 = !DILocation(line: 209, column: 26, scope: !217)
!440 = !DILocation(line: 209, column: 5, scope: !217)
!441 = !DILocation(line: 210, column: 26, scope: !217)
!442 = !DILocation(line: 210, column: 5, scope: !217)
!443 = !DILocation(line: 211, column: 26, scope: !217)
!444 = !DILocation(line: 211, column: 5, scope: !217)
!445 = !DILocation(line: 212, column: 26, scope: !217)
!446 = !DILocation(line: 212, column: 21, scope: !217)
!447 = !DILocation(line: 212, column: 5, scope: !217)
!448 = !DILocation(line: 213, column: 26, scope: !217)
!449 = !DILocation(line: 213, column: 21, scope: !217)
!450 = !DILocation(line: 213, column: 5, scope: !217)
!451 = !DILocation(line: 214, column: 21, scope: !217)
!452 = !DILocation(line: 214, column: 5, scope: !217)
!453 = !DILocation(line: 215, column: 21, scope: !217)
!454 = !DILocation(line: 215, column: 5, scope: !217)
!455 = !DILocation(line: 216, column: 21, scope: !217)
!456 = !DILocation(line: 216, column: 5, scope: !217)
!457 = !DILocation(line: 217, column: 26, scope: !217)
!458 = !DILocation(line: 217, column: 21, scope: !217)
!459 = !DILocation(line: 217, column: 5, scope: !217)
!460 = !DILocation(line: 218, column: 26, scope: !217)
!461 = !DILocation(line: 218, column: 21, scope: !217)
!462 = !DILocation(line: 218, column: 5, scope: !217)
!463 = !DILocation(line: 221, column: 33, scope: !464)
!464 = distinct !DILexicalBlock(scope: !465, file: !3, line: 220, column: 5)
!465 = distinct !DILexicalBlock(scope: !466, file: !3, line: 219, column: 5)
!466 = distinct !DILexicalBlock(scope: !217, file: !3, line: 219, column: 5)
!467 = !DILocation(line: 221, column: 25, scope: !464)
!468 = !DILocation(line: 221, column: 9, scope: !464)
!469 = !DILocation(line: 222, column: 33, scope: !464)
!470 = !DILocation(line: 222, column: 25, scope: !464)
!471 = !DILocation(line: 222, column: 9, scope: !464)
!472 = !DILocation(line: 223, column: 13, scope: !464)
!473 = !DILocation(line: 223, column: 31, scope: !474)
!474 = distinct !DILexicalBlock(scope: !464, file: !3, line: 223, column: 13)
!475 = !DILocation(line: 226, column: 27, scope: !217)
!476 = !DILocation(line: 226, column: 21, scope: !217)
!477 = !DILocation(line: 226, column: 5, scope: !217)
!478 = !DILocation(line: 227, column: 27, scope: !217)
!479 = !DILocation(line: 227, column: 5, scope: !217)
!480 = !DILocation(line: 228, column: 27, scope: !217)
!481 = !DILocation(line: 228, column: 5, scope: !217)
!482 = !DILocation(line: 229, column: 27, scope: !217)
!483 = !DILocation(line: 229, column: 5, scope: !217)
!484 = !DILocation(line: 230, column: 27, scope: !217)
!485 = !DILocation(line: 230, column: 5, scope: !217)
!486 = !DILocation(line: 231, column: 27, scope: !217)
!487 = !DILocation(line: 231, column: 5, scope: !217)
!488 = !DILocation(line: 232, column: 5, scope: !217)
!489 = !DILocation(line: 233, column: 5, scope: !217)
!490 = !DILocation(line: 234, column: 5, scope: !217)
!491 = !DILocation(line: 235, column: 23, scope: !217)
!492 = !DILocation(line: 235, column: 37, scope: !217)
!493 = !DILocalVariable(name: "crc", arg: 1, scope: !494, file: !203, line: 49, type: !96)
!494 = distinct !DISubprogram(name: "platform_main_end", scope: !203, file: !203, line: 49, type: !495, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !497)
!495 = !DISubroutineType(types: !496)
!496 = !{null, !96, !6}
!497 = !{!493, !498}
!498 = !DILocalVariable(name: "flag", arg: 2, scope: !494, file: !203, line: 49, type: !6)
!499 = !DILocation(line: 0, scope: !494, inlinedAt: !500)
!500 = distinct !DILocation(line: 235, column: 5, scope: !217)
!501 = !DILocation(line: 56, column: 2, scope: !494, inlinedAt: !500)
!502 = !DILocation(line: 236, column: 5, scope: !217)
!503 = distinct !DISubprogram(name: "transparent_crc", scope: !94, file: !94, line: 110, type: !504, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !506)
!504 = !DISubroutineType(types: !505)
!505 = !{null, !198, !221, !6}
!506 = !{!507, !508, !509}
!507 = !DILocalVariable(name: "val", arg: 1, scope: !503, file: !94, line: 110, type: !198)
!508 = !DILocalVariable(name: "vname", arg: 2, scope: !503, file: !94, line: 110, type: !221)
!509 = !DILocalVariable(name: "flag", arg: 3, scope: !503, file: !94, line: 110, type: !6)
!510 = !DILocation(line: 0, scope: !503)
!511 = !DILocalVariable(name: "val", arg: 1, scope: !512, file: !94, line: 97, type: !198)
!512 = distinct !DISubprogram(name: "crc32_8bytes", scope: !94, file: !94, line: 97, type: !513, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !515)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !198}
!515 = !{!511}
!516 = !DILocation(line: 0, scope: !512, inlinedAt: !517)
!517 = distinct !DILocation(line: 112, column: 2, scope: !503)
!518 = !DILocalVariable(name: "b", arg: 1, scope: !519, file: !94, line: 71, type: !232)
!519 = distinct !DISubprogram(name: "crc32_byte", scope: !94, file: !94, line: 71, type: !520, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !522)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !232}
!522 = !{!518}
!523 = !DILocation(line: 0, scope: !519, inlinedAt: !524)
!524 = distinct !DILocation(line: 99, column: 2, scope: !512, inlinedAt: !517)
!525 = !DILocation(line: 73, column: 5, scope: !519, inlinedAt: !524)
!526 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !524)
!527 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !524)
!528 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !524)
!529 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !524)
!530 = !DILocation(line: 100, column: 18, scope: !512, inlinedAt: !517)
!531 = !DILocation(line: 0, scope: !519, inlinedAt: !532)
!532 = distinct !DILocation(line: 100, column: 2, scope: !512, inlinedAt: !517)
!533 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !532)
!534 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !532)
!535 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !532)
!536 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !532)
!537 = !DILocation(line: 101, column: 18, scope: !512, inlinedAt: !517)
!538 = !DILocation(line: 0, scope: !519, inlinedAt: !539)
!539 = distinct !DILocation(line: 101, column: 2, scope: !512, inlinedAt: !517)
!540 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !539)
!541 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !539)
!542 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !539)
!543 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !539)
!544 = !DILocation(line: 102, column: 18, scope: !512, inlinedAt: !517)
!545 = !DILocation(line: 0, scope: !519, inlinedAt: !546)
!546 = distinct !DILocation(line: 102, column: 2, scope: !512, inlinedAt: !517)
!547 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !546)
!548 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !546)
!549 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !546)
!550 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !546)
!551 = !DILocation(line: 103, column: 18, scope: !512, inlinedAt: !517)
!552 = !DILocation(line: 0, scope: !519, inlinedAt: !553)
!553 = distinct !DILocation(line: 103, column: 2, scope: !512, inlinedAt: !517)
!554 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !553)
!555 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !553)
!556 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !553)
!557 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !553)
!558 = !DILocation(line: 104, column: 18, scope: !512, inlinedAt: !517)
!559 = !DILocation(line: 0, scope: !519, inlinedAt: !560)
!560 = distinct !DILocation(line: 104, column: 2, scope: !512, inlinedAt: !517)
!561 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !560)
!562 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !560)
!563 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !560)
!564 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !560)
!565 = !DILocation(line: 105, column: 18, scope: !512, inlinedAt: !517)
!566 = !DILocation(line: 0, scope: !519, inlinedAt: !567)
!567 = distinct !DILocation(line: 105, column: 2, scope: !512, inlinedAt: !517)
!568 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !567)
!569 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !567)
!570 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !567)
!571 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !567)
!572 = !DILocation(line: 106, column: 18, scope: !512, inlinedAt: !517)
!573 = !DILocation(line: 0, scope: !519, inlinedAt: !574)
!574 = distinct !DILocation(line: 106, column: 2, scope: !512, inlinedAt: !517)
!575 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !574)
!576 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !574)
!577 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !574)
!578 = !DILocation(line: 72, column: 16, scope: !519, inlinedAt: !574)
!579 = !DILocation(line: 113, column: 6, scope: !580)
!580 = distinct !DILexicalBlock(scope: !503, file: !94, line: 113, column: 6)
!581 = !DILocation(line: 113, column: 6, scope: !503)
!582 = !DILocation(line: 114, column: 73, scope: !583)
!583 = distinct !DILexicalBlock(scope: !580, file: !94, line: 113, column: 12)
!584 = !DILocation(line: 114, column: 5, scope: !583)
!585 = !DILocation(line: 115, column: 2, scope: !583)
!586 = !DILocation(line: 116, column: 1, scope: !503)
!587 = !DISubprogram(name: "printf", scope: !588, file: !588, line: 356, type: !589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!589 = !DISubroutineType(types: !590)
!590 = !{!6, !591, null}
!591 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !592)
!592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !593, size: 64)
!593 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
