; ModuleID = 'default_1.c'
source_filename = "default_1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_25\00", align 1, !dbg !9
@.str.4 = private unnamed_addr constant [5 x i8] c"g_30\00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [5 x i8] c"g_38\00", align 1, !dbg !16
@g_40 = internal unnamed_addr constant [10 x [5 x i16]] [[5 x i16] [i16 -3, i16 -19976, i16 -26050, i16 0, i16 -26050], [5 x i16] [i16 5, i16 5, i16 1, i16 -7, i16 14384], [5 x i16] [i16 -3, i16 1, i16 -28635, i16 6639, i16 6639], [5 x i16] [i16 -7, i16 -1, i16 -7, i16 8297, i16 -14545], [5 x i16] [i16 -28635, i16 1, i16 -3, i16 1, i16 2], [5 x i16] [i16 1, i16 5, i16 5, i16 1, i16 -7], [5 x i16] [i16 -26050, i16 -19976, i16 -3, i16 2, i16 1], [5 x i16] [i16 -30798, i16 1, i16 -7, i16 1, i16 -30798], [5 x i16] [i16 -19976, i16 1, i16 -28635, i16 2, i16 -9], [5 x i16] [i16 -14685, i16 1, i16 5, i16 5, i16 1]], align 16, !dbg !18
@.str.6 = private unnamed_addr constant [11 x i8] c"g_40[i][j]\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !36
@g_50 = internal global i16 1, align 2, !dbg !142
@.str.8 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [5 x i8] c"g_53\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !47
@.str.12 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1, !dbg !49
@g_84 = internal global [7 x i64] [i64 -5, i64 -5, i64 -5, i64 -5, i64 -5, i64 -5, i64 -5], align 16, !dbg !159
@.str.13 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !56
@.str.15 = private unnamed_addr constant [5 x i8] c"g_95\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [6 x i8] c"g_154\00", align 1, !dbg !63
@g_156 = internal global i64 1, align 8, !dbg !172
@.str.17 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !68
@g_161 = internal unnamed_addr constant [9 x [8 x i32]] [[8 x i32] [i32 -7, i32 -1325163158, i32 623409223, i32 -7, i32 -1, i32 -7, i32 623409223, i32 -1325163158], [8 x i32] [i32 -1325163158, i32 580444541, i32 1367865988, i32 5, i32 580444541, i32 623409223, i32 -1, i32 1367865988], [8 x i32] [i32 -1680232638, i32 -1, i32 6, i32 -1325163158, i32 -1325163158, i32 6, i32 -1, i32 -1680232638], [8 x i32] [i32 0, i32 -1325163158, i32 1367865988, i32 623409223, i32 -900578469, i32 0, i32 623409223, i32 5], [8 x i32] [i32 -900578469, i32 0, i32 623409223, i32 5, i32 623409223, i32 0, i32 -900578469, i32 623409223], [8 x i32] [i32 -1680232638, i32 -1325163158, i32 1052960745, i32 -1680232638, i32 -1, i32 6, i32 -1325163158, i32 -1325163158], [8 x i32] [i32 623409223, i32 -1, i32 1367865988, i32 1367865988, i32 -1, i32 623409223, i32 580444541, i32 5], [8 x i32] [i32 -1680232638, i32 580444541, i32 -7, i32 -1325163158, i32 623409223, i32 -7, i32 -1, i32 -7], [8 x i32] [i32 -900578469, i32 -1325163158, i32 -1, i32 -1325163158, i32 -900578469, i32 -1, i32 -1325163158, i32 5]], align 16, !dbg !174
@.str.18 = private unnamed_addr constant [12 x i8] c"g_161[i][j]\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [15 x i8] c"g_190[i][j][k]\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !80
@.str.21 = private unnamed_addr constant [6 x i8] c"g_201\00", align 1, !dbg !85
@g_230 = internal global [3 x i64] [i64 5, i64 5, i64 5], align 16, !dbg !186
@.str.22 = private unnamed_addr constant [9 x i8] c"g_230[i]\00", align 1, !dbg !87
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !193
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !92
@.str.23 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !127
@.str.24 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !190

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !206 {
    #dbg_value(i32 %0, !212, !DIExpression(), !218)
    #dbg_value(ptr %1, !213, !DIExpression(), !218)
    #dbg_value(i32 0, !217, !DIExpression(), !218)
  %3 = icmp eq i32 %0, 2, !dbg !219
  br i1 %3, label %4, label %17, !dbg !221

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !222
  %6 = load ptr, ptr %5, align 8, !dbg !222, !tbaa !223
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !227
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !228
  %16 = zext i1 %15 to i32, !dbg !228
  br label %17, !dbg !228

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !218
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !218
    #dbg_value(i32 %19, !217, !DIExpression(), !218)
    #dbg_value(i32 -306674912, !229, !DIExpression(), !238)
    #dbg_value(i32 0, !235, !DIExpression(), !238)
  br label %20, !dbg !240

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !242
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !244
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !244
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !250
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !244
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !250
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !244
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !250
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !244
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !250
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !244
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !250
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !244
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !250
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !244
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !250
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !244
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !244
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !250
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !250
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !250
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !251
  store <4 x i32> %62, ptr %63, align 16, !dbg !252, !tbaa !253
  %64 = add nuw i64 %21, 4, !dbg !242
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !244
  %66 = icmp eq i64 %64, 256, !dbg !242
  br i1 %66, label %67, label %20, !dbg !242, !llvm.loop !255

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !260, !DIExpression(), !307, ptr undef, !DIExpression(), !308)
    #dbg_value(i8 -12, !265, !DIExpression(), !308)
    #dbg_value(ptr poison, !266, !DIExpression(), !308)
    #dbg_value(ptr null, !267, !DIExpression(), !308)
    #dbg_value(ptr poison, !268, !DIExpression(), !308)
    #dbg_value(ptr poison, !269, !DIExpression(), !308)
    #dbg_value(ptr poison, !270, !DIExpression(), !308)
    #dbg_value(ptr poison, !271, !DIExpression(), !308)
    #dbg_value(ptr poison, !272, !DIExpression(), !308)
    #dbg_value(ptr null, !273, !DIExpression(), !308)
    #dbg_value(ptr null, !274, !DIExpression(), !308)
    #dbg_value(ptr poison, !275, !DIExpression(), !308)
    #dbg_value(ptr poison, !276, !DIExpression(), !308)
    #dbg_value(i32 -1604255133, !277, !DIExpression(), !308)
    #dbg_value(ptr undef, !278, !DIExpression(), !308)
    #dbg_value(ptr null, !279, !DIExpression(), !308)
    #dbg_value(ptr poison, !280, !DIExpression(), !308)
    #dbg_value(ptr poison, !281, !DIExpression(), !308)
    #dbg_value(ptr undef, !282, !DIExpression(), !308)
    #dbg_value(ptr poison, !283, !DIExpression(), !308)
    #dbg_value(ptr null, !284, !DIExpression(), !308)
    #dbg_value(ptr poison, !285, !DIExpression(), !308)
    #dbg_value(ptr undef, !286, !DIExpression(), !308)
    #dbg_value(ptr poison, !287, !DIExpression(), !308)
    #dbg_value(ptr null, !288, !DIExpression(), !308)
    #dbg_value(ptr poison, !289, !DIExpression(), !308)
    #dbg_value(ptr poison, !290, !DIExpression(), !308)
    #dbg_value(ptr poison, !291, !DIExpression(), !308)
    #dbg_value(ptr poison, !292, !DIExpression(), !308)
    #dbg_value(i8 7, !293, !DIExpression(), !308)
    #dbg_value(ptr poison, !294, !DIExpression(), !308)
    #dbg_value(i32 poison, !296, !DIExpression(), !308)
  %68 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_230, i64 8), align 8, !dbg !310, !tbaa !311
  %69 = add i64 %68, 1, !dbg !310
  store volatile i64 %69, ptr getelementptr inbounds (i8, ptr @g_230, i64 8), align 8, !dbg !310, !tbaa !311
  %70 = load volatile i16, ptr @g_50, align 2, !dbg !313, !tbaa !314
    #dbg_value(i32 undef, !277, !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_le, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !308)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !316
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !317
  tail call fastcc void @transparent_crc(i64 noundef -1539204905, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !318
  tail call fastcc void @transparent_crc(i64 noundef 1233241478, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !319
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !320
    #dbg_value(i32 0, !214, !DIExpression(), !218)
  br label %71, !dbg !321

71:                                               ; preds = %67, %112
  %72 = phi i64 [ 0, %67 ], [ %113, %112 ]
    #dbg_value(i64 %72, !214, !DIExpression(), !218)
    #dbg_value(i64 0, !215, !DIExpression(), !218)
  %73 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 0, !dbg !323
  %74 = load i16, ptr %73, align 2, !dbg !323, !tbaa !314
  %75 = zext i16 %74 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
  br i1 %18, label %76, label %89, !dbg !330

76:                                               ; preds = %71
    #dbg_value(i64 1, !215, !DIExpression(), !218)
  %77 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 1, !dbg !323
  %78 = load i16, ptr %77, align 2, !dbg !323, !tbaa !314
  %79 = zext i16 %78 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
    #dbg_value(i64 2, !215, !DIExpression(), !218)
  %80 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 2, !dbg !323
  %81 = load i16, ptr %80, align 2, !dbg !323, !tbaa !314
  %82 = zext i16 %81 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
    #dbg_value(i64 3, !215, !DIExpression(), !218)
  %83 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 3, !dbg !323
  %84 = load i16, ptr %83, align 2, !dbg !323, !tbaa !314
  %85 = zext i16 %84 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
    #dbg_value(i64 4, !215, !DIExpression(), !218)
  %86 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 4, !dbg !323
  %87 = load i16, ptr %86, align 2, !dbg !323, !tbaa !314
  %88 = zext i16 %87 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
  br label %112, !dbg !330

89:                                               ; preds = %71
  %90 = trunc nuw nsw i64 %72 to i32, !dbg !331
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %90, i32 noundef 0), !dbg !331
    #dbg_value(i64 1, !215, !DIExpression(), !218)
  %92 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 1, !dbg !323
  %93 = load i16, ptr %92, align 2, !dbg !323, !tbaa !314
  %94 = zext i16 %93 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
  %95 = trunc nuw nsw i64 %72 to i32, !dbg !331
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %95, i32 noundef 1), !dbg !331
    #dbg_value(i64 2, !215, !DIExpression(), !218)
  %97 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 2, !dbg !323
  %98 = load i16, ptr %97, align 2, !dbg !323, !tbaa !314
  %99 = zext i16 %98 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
  %100 = trunc nuw nsw i64 %72 to i32, !dbg !331
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %100, i32 noundef 2), !dbg !331
    #dbg_value(i64 3, !215, !DIExpression(), !218)
  %102 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 3, !dbg !323
  %103 = load i16, ptr %102, align 2, !dbg !323, !tbaa !314
  %104 = zext i16 %103 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
  %105 = trunc nuw nsw i64 %72 to i32, !dbg !331
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %105, i32 noundef 3), !dbg !331
    #dbg_value(i64 4, !215, !DIExpression(), !218)
  %107 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %72, i64 4, !dbg !323
  %108 = load i16, ptr %107, align 2, !dbg !323, !tbaa !314
  %109 = zext i16 %108 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !329
  %110 = trunc nuw nsw i64 %72 to i32, !dbg !331
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %110, i32 noundef 4), !dbg !331
  br label %112, !dbg !331

112:                                              ; preds = %76, %89
    #dbg_value(i64 5, !215, !DIExpression(), !218)
  %113 = add nuw nsw i64 %72, 1, !dbg !333
    #dbg_value(i64 %113, !214, !DIExpression(), !218)
  %114 = icmp eq i64 %113, 10, !dbg !334
  br i1 %114, label %115, label %71, !dbg !321, !llvm.loop !335

115:                                              ; preds = %112
  %116 = load volatile i16, ptr @g_50, align 2, !dbg !337, !tbaa !314
  %117 = sext i16 %116 to i64, !dbg !337
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !338
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !339
  tail call fastcc void @transparent_crc(i64 noundef 65528, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef -97, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !342
    #dbg_value(i64 0, !214, !DIExpression(), !218)
  %118 = load volatile i64, ptr @g_84, align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  br i1 %18, label %119, label %126, !dbg !348

119:                                              ; preds = %115
    #dbg_value(i64 1, !214, !DIExpression(), !218)
  %120 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
    #dbg_value(i64 2, !214, !DIExpression(), !218)
  %121 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
    #dbg_value(i64 3, !214, !DIExpression(), !218)
  %122 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
    #dbg_value(i64 4, !214, !DIExpression(), !218)
  %123 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
    #dbg_value(i64 5, !214, !DIExpression(), !218)
  %124 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 40), align 8, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
    #dbg_value(i64 6, !214, !DIExpression(), !218)
  %125 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 48), align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  br label %140, !dbg !348

126:                                              ; preds = %115
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !349
    #dbg_value(i64 1, !214, !DIExpression(), !218)
  %128 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !349
    #dbg_value(i64 2, !214, !DIExpression(), !218)
  %130 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2), !dbg !349
    #dbg_value(i64 3, !214, !DIExpression(), !218)
  %132 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 3), !dbg !349
    #dbg_value(i64 4, !214, !DIExpression(), !218)
  %134 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 4), !dbg !349
    #dbg_value(i64 5, !214, !DIExpression(), !218)
  %136 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 40), align 8, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 5), !dbg !349
    #dbg_value(i64 6, !214, !DIExpression(), !218)
  %138 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_84, i64 48), align 16, !dbg !343, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !347
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 6), !dbg !349
  br label %140, !dbg !349

140:                                              ; preds = %119, %126
    #dbg_value(i64 7, !214, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !351
  tail call fastcc void @transparent_crc(i64 noundef 1658997423552350792, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !352
  %141 = load volatile i64, ptr @g_156, align 8, !dbg !353, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !354
    #dbg_value(i32 0, !214, !DIExpression(), !218)
  br label %142, !dbg !355

142:                                              ; preds = %171, %140
  %143 = phi i64 [ 0, %140 ], [ %172, %171 ]
    #dbg_value(i64 %143, !214, !DIExpression(), !218)
    #dbg_value(i64 0, !215, !DIExpression(), !218)
  %144 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 0, !dbg !357
  %145 = load i32, ptr %144, align 16, !dbg !357, !tbaa !253
  %146 = zext i32 %145 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  br i1 %18, label %147, label %173, !dbg !364

147:                                              ; preds = %142
    #dbg_value(i64 1, !215, !DIExpression(), !218)
  %148 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 1, !dbg !357
  %149 = load i32, ptr %148, align 4, !dbg !357, !tbaa !253
  %150 = zext i32 %149 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 2, !215, !DIExpression(), !218)
  %151 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 2, !dbg !357
  %152 = load i32, ptr %151, align 8, !dbg !357, !tbaa !253
  %153 = zext i32 %152 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 3, !215, !DIExpression(), !218)
  %154 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 3, !dbg !357
  %155 = load i32, ptr %154, align 4, !dbg !357, !tbaa !253
  %156 = zext i32 %155 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 4, !215, !DIExpression(), !218)
  %157 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 4, !dbg !357
  %158 = load i32, ptr %157, align 16, !dbg !357, !tbaa !253
  %159 = zext i32 %158 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 5, !215, !DIExpression(), !218)
  %160 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 5, !dbg !357
  %161 = load i32, ptr %160, align 4, !dbg !357, !tbaa !253
  %162 = zext i32 %161 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 6, !215, !DIExpression(), !218)
  %163 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 6, !dbg !357
  %164 = load i32, ptr %163, align 8, !dbg !357, !tbaa !253
  %165 = zext i32 %164 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 7, !215, !DIExpression(), !218)
  %166 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 7, !dbg !357
  %167 = load i32, ptr %166, align 4, !dbg !357, !tbaa !253
  %168 = zext i32 %167 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
    #dbg_value(i64 8, !215, !DIExpression(), !218)
  %169 = add nuw nsw i64 %143, 1, !dbg !365
    #dbg_value(i64 %169, !214, !DIExpression(), !218)
  %170 = icmp eq i64 %169, 9, !dbg !366
  br i1 %170, label %213, label %171, !dbg !355

171:                                              ; preds = %147, %173
  %172 = phi i64 [ %169, %147 ], [ %211, %173 ]
  br label %142, !dbg !357, !llvm.loop !367

173:                                              ; preds = %142
  %174 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %174, i32 noundef 0), !dbg !369
    #dbg_value(i64 1, !215, !DIExpression(), !218)
  %176 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 1, !dbg !357
  %177 = load i32, ptr %176, align 4, !dbg !357, !tbaa !253
  %178 = zext i32 %177 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %179 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %179, i32 noundef 1), !dbg !369
    #dbg_value(i64 2, !215, !DIExpression(), !218)
  %181 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 2, !dbg !357
  %182 = load i32, ptr %181, align 8, !dbg !357, !tbaa !253
  %183 = zext i32 %182 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %184 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %184, i32 noundef 2), !dbg !369
    #dbg_value(i64 3, !215, !DIExpression(), !218)
  %186 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 3, !dbg !357
  %187 = load i32, ptr %186, align 4, !dbg !357, !tbaa !253
  %188 = zext i32 %187 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %189 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %189, i32 noundef 3), !dbg !369
    #dbg_value(i64 4, !215, !DIExpression(), !218)
  %191 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 4, !dbg !357
  %192 = load i32, ptr %191, align 16, !dbg !357, !tbaa !253
  %193 = zext i32 %192 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %194 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %194, i32 noundef 4), !dbg !369
    #dbg_value(i64 5, !215, !DIExpression(), !218)
  %196 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 5, !dbg !357
  %197 = load i32, ptr %196, align 4, !dbg !357, !tbaa !253
  %198 = zext i32 %197 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %199 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %199, i32 noundef 5), !dbg !369
    #dbg_value(i64 6, !215, !DIExpression(), !218)
  %201 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 6, !dbg !357
  %202 = load i32, ptr %201, align 8, !dbg !357, !tbaa !253
  %203 = zext i32 %202 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %204 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %204, i32 noundef 6), !dbg !369
    #dbg_value(i64 7, !215, !DIExpression(), !218)
  %206 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %143, i64 7, !dbg !357
  %207 = load i32, ptr %206, align 4, !dbg !357, !tbaa !253
  %208 = zext i32 %207 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !363
  %209 = trunc nuw nsw i64 %143 to i32, !dbg !369
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %209, i32 noundef 7), !dbg !369
    #dbg_value(i64 8, !215, !DIExpression(), !218)
  %211 = add nuw nsw i64 %143, 1, !dbg !365
    #dbg_value(i64 %211, !214, !DIExpression(), !218)
  %212 = icmp eq i64 %211, 9, !dbg !366
  br i1 %212, label %214, label %171, !dbg !355

213:                                              ; preds = %147
    #dbg_value(i32 0, !214, !DIExpression(), !218)
    #dbg_value(i32 0, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
    #dbg_value(i32 1, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
    #dbg_value(i32 2, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
    #dbg_value(i32 poison, !215, !DIExpression(), !218)
    #dbg_value(i32 1, !214, !DIExpression(), !218)
    #dbg_value(i32 0, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
    #dbg_value(i32 1, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
    #dbg_value(i32 2, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  br label %221, !dbg !381

214:                                              ; preds = %173
    #dbg_value(i32 0, !214, !DIExpression(), !218)
    #dbg_value(i32 0, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !382
    #dbg_value(i32 1, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !382
    #dbg_value(i32 2, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 0, i32 noundef 2), !dbg !382
    #dbg_value(i32 poison, !215, !DIExpression(), !218)
    #dbg_value(i32 1, !214, !DIExpression(), !218)
    #dbg_value(i32 0, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 0, i32 noundef 0), !dbg !382
    #dbg_value(i32 1, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 0, i32 noundef 1), !dbg !382
    #dbg_value(i32 2, !216, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 8343497201913402404, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !371
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 0, i32 noundef 2), !dbg !382
  br label %221, !dbg !382

221:                                              ; preds = %213, %214
    #dbg_value(i32 3, !216, !DIExpression(), !218)
    #dbg_value(i32 poison, !215, !DIExpression(), !218)
    #dbg_value(i32 2, !214, !DIExpression(), !218)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !384
    #dbg_value(i64 0, !214, !DIExpression(), !218)
  %222 = load volatile i64, ptr @g_230, align 16, !dbg !385, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !389
  br i1 %18, label %223, label %226, !dbg !390

223:                                              ; preds = %221
    #dbg_value(i64 1, !214, !DIExpression(), !218)
  %224 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_230, i64 8), align 8, !dbg !385, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !389
    #dbg_value(i64 2, !214, !DIExpression(), !218)
  %225 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_230, i64 16), align 16, !dbg !385, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !389
  br label %232, !dbg !390

226:                                              ; preds = %221
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !391
    #dbg_value(i64 1, !214, !DIExpression(), !218)
  %228 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_230, i64 8), align 8, !dbg !385, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !389
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !391
    #dbg_value(i64 2, !214, !DIExpression(), !218)
  %230 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_230, i64 16), align 16, !dbg !385, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !389
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2), !dbg !391
  br label %232, !dbg !391

232:                                              ; preds = %223, %226
    #dbg_value(i64 3, !214, !DIExpression(), !218)
  %233 = load i32, ptr @crc32_context, align 4, !dbg !393, !tbaa !253
  %234 = xor i32 %233, -1, !dbg !394
    #dbg_value(i32 %234, !395, !DIExpression(), !401)
    #dbg_value(i32 %19, !400, !DIExpression(), !401)
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %234), !dbg !403
  ret i32 0, !dbg !404
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !405 {
    #dbg_value(i64 %0, !409, !DIExpression(), !412)
    #dbg_value(ptr %1, !410, !DIExpression(), !412)
    #dbg_value(i32 %2, !411, !DIExpression(), !412)
    #dbg_value(i64 %0, !413, !DIExpression(), !418)
    #dbg_value(i64 %0, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !428)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !430, !tbaa !253
  %5 = lshr i32 %4, 8, !dbg !431
  %6 = zext i32 %4 to i64, !dbg !432
  %7 = xor i64 %6, %0, !dbg !432
  %8 = and i64 %7, 255, !dbg !433
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !433
  %10 = load i32, ptr %9, align 4, !dbg !433, !tbaa !253
  %11 = xor i32 %5, %10, !dbg !434
  %12 = lshr i64 %0, 8, !dbg !435
    #dbg_value(i64 %12, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !436)
  %13 = lshr i32 %11, 8, !dbg !438
  %14 = zext i32 %11 to i64, !dbg !439
  %15 = xor i64 %12, %14, !dbg !439
  %16 = and i64 %15, 255, !dbg !440
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !440
  %18 = load i32, ptr %17, align 4, !dbg !440, !tbaa !253
  %19 = xor i32 %13, %18, !dbg !441
  %20 = lshr i64 %0, 16, !dbg !442
    #dbg_value(i64 %20, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !443)
  %21 = lshr i32 %19, 8, !dbg !445
  %22 = zext i32 %19 to i64, !dbg !446
  %23 = xor i64 %20, %22, !dbg !446
  %24 = and i64 %23, 255, !dbg !447
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !447
  %26 = load i32, ptr %25, align 4, !dbg !447, !tbaa !253
  %27 = xor i32 %21, %26, !dbg !448
  %28 = lshr i64 %0, 24, !dbg !449
    #dbg_value(i64 %28, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !450)
  %29 = lshr i32 %27, 8, !dbg !452
  %30 = zext i32 %27 to i64, !dbg !453
  %31 = xor i64 %28, %30, !dbg !453
  %32 = and i64 %31, 255, !dbg !454
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !454
  %34 = load i32, ptr %33, align 4, !dbg !454, !tbaa !253
  %35 = xor i32 %29, %34, !dbg !455
  %36 = lshr i64 %0, 32, !dbg !456
    #dbg_value(i64 %36, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !457)
  %37 = lshr i32 %35, 8, !dbg !459
  %38 = zext i32 %35 to i64, !dbg !460
  %39 = xor i64 %36, %38, !dbg !460
  %40 = and i64 %39, 255, !dbg !461
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !461
  %42 = load i32, ptr %41, align 4, !dbg !461, !tbaa !253
  %43 = xor i32 %37, %42, !dbg !462
  %44 = lshr i64 %0, 40, !dbg !463
    #dbg_value(i64 %44, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !464)
  %45 = lshr i32 %43, 8, !dbg !466
  %46 = zext i32 %43 to i64, !dbg !467
  %47 = xor i64 %44, %46, !dbg !467
  %48 = and i64 %47, 255, !dbg !468
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !468
  %50 = load i32, ptr %49, align 4, !dbg !468, !tbaa !253
  %51 = xor i32 %45, %50, !dbg !469
  %52 = lshr i64 %0, 48, !dbg !470
    #dbg_value(i64 %52, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !471)
  %53 = lshr i32 %51, 8, !dbg !473
  %54 = zext i32 %51 to i64, !dbg !474
  %55 = xor i64 %52, %54, !dbg !474
  %56 = and i64 %55, 255, !dbg !475
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !475
  %58 = load i32, ptr %57, align 4, !dbg !475, !tbaa !253
  %59 = xor i32 %53, %58, !dbg !476
  %60 = lshr i64 %0, 56, !dbg !477
    #dbg_value(i64 %60, !420, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %61 = lshr i32 %59, 8, !dbg !480
  %62 = and i32 %59, 255, !dbg !481
  %63 = zext nneg i32 %62 to i64, !dbg !481
  %64 = xor i64 %60, %63, !dbg !481
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !481
  %66 = load i32, ptr %65, align 4, !dbg !481, !tbaa !253
  %67 = xor i32 %61, %66, !dbg !482
  store i32 %67, ptr @crc32_context, align 4, !dbg !483, !tbaa !253
  %68 = icmp eq i32 %2, 0, !dbg !484
  br i1 %68, label %73, label %69, !dbg !486

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !487
  %71 = zext i32 %70 to i64, !dbg !487
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef %1, i64 noundef %71), !dbg !489
  br label %73, !dbg !490

73:                                               ; preds = %69, %3
  ret void, !dbg !491
}

; Function Attrs: nofree nounwind
declare !dbg !492 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!20}
!llvm.module.flags = !{!198, !199, !200, !201, !202, !203, !204}
!llvm.ident = !{!205}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 303, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_1.c", directory: ".", checksumkind: CSK_MD5, checksum: "f5dcc9e5f5184d1019a2de6a9a897202")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 304, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 305, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 5)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 307, type: !11, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "g_40", scope: !20, file: !2, line: 23, type: !195, isLocal: true, isDefinition: true)
!20 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !21, globals: !25, splitDebugInlining: false, nameTableKind: None)
!21 = !{!22, !23, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26, !0, !7, !9, !14, !16, !31, !36, !41, !43, !45, !47, !49, !51, !56, !61, !63, !68, !70, !75, !80, !85, !87, !92, !102, !110, !117, !119, !121, !127, !132, !134, !136, !138, !140, !18, !142, !145, !150, !155, !157, !159, !168, !170, !172, !174, !178, !184, !186, !190, !193}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 312, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 313, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 18)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 317, type: !11, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 318, type: !11, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 319, type: !11, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !11, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !11, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 324, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 325, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 328, type: !11, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 329, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 6)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 330, type: !65, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 335, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 12)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 15)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 22)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !65, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 9)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !20, file: !94, line: 47, type: !95, isLocal: true, isDefinition: true)
!94 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 8192, elements: !100)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !97, line: 26, baseType: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !99, line: 42, baseType: !23)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!100 = !{!101}
!101 = !DISubrange(count: 256)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_37", scope: !20, file: !2, line: 22, type: !104, isLocal: true, isDefinition: true)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !107, line: 25, baseType: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !99, line: 39, baseType: !109)
!109 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "g_107", scope: !20, file: !2, line: 33, type: !112, isLocal: true, isDefinition: true)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !107, line: 26, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !99, line: 41, baseType: !24)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "g_108", scope: !20, file: !2, line: 32, type: !114, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "g_163", scope: !20, file: !2, line: 37, type: !112, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_100", scope: !20, file: !2, line: 31, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !107, line: 24, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !99, line: 37, baseType: !126)
!126 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !94, line: 114, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 36)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_2", scope: !20, file: !2, line: 17, type: !115, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_6", scope: !20, file: !2, line: 18, type: !115, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_25", scope: !20, file: !2, line: 19, type: !115, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "g_30", scope: !20, file: !2, line: 20, type: !115, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_38", scope: !20, file: !2, line: 21, type: !106, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_50", scope: !20, file: !2, line: 24, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!146 = distinct !DIGlobalVariable(name: "g_53", scope: !20, file: !2, line: 25, type: !147, isLocal: true, isDefinition: true)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !97, line: 25, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !99, line: 40, baseType: !149)
!149 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_63", scope: !20, file: !2, line: 26, type: !152, isLocal: true, isDefinition: true)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !107, line: 27, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !99, line: 44, baseType: !154)
!154 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_75", scope: !20, file: !2, line: 27, type: !124, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_79", scope: !20, file: !2, line: 28, type: !124, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_84", scope: !20, file: !2, line: 29, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 448, elements: !166)
!162 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !97, line: 27, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !99, line: 45, baseType: !165)
!165 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!166 = !{!167}
!167 = !DISubrange(count: 7)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_95", scope: !20, file: !2, line: 30, type: !96, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression(DW_OP_constu, 1658997423552350792, DW_OP_stack_value))
!171 = distinct !DIGlobalVariable(name: "g_154", scope: !20, file: !2, line: 34, type: !152, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_156", scope: !20, file: !2, line: 35, type: !162, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_161", scope: !20, file: !2, line: 36, type: !176, isLocal: true, isDefinition: true)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 2304, elements: !177)
!177 = !{!91, !55}
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_190", scope: !20, file: !2, line: 38, type: !180, isLocal: true, isDefinition: true)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 384, elements: !181)
!181 = !{!30, !182, !183}
!182 = !DISubrange(count: 1)
!183 = !DISubrange(count: 3)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_201", scope: !20, file: !2, line: 39, type: !124, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "g_230", scope: !20, file: !2, line: 40, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 192, elements: !189)
!189 = !{!183}
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !192, line: 56, type: !77, isLocal: true, isDefinition: true)
!192 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "crc32_context", scope: !20, file: !94, line: 48, type: !96, isLocal: true, isDefinition: true)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 800, elements: !196)
!196 = !{!197, !13}
!197 = !DISubrange(count: 10)
!198 = !{i32 7, !"Dwarf Version", i32 5}
!199 = !{i32 2, !"Debug Info Version", i32 3}
!200 = !{i32 1, !"wchar_size", i32 4}
!201 = !{i32 8, !"PIC Level", i32 2}
!202 = !{i32 7, !"PIE Level", i32 2}
!203 = !{i32 7, !"uwtable", i32 2}
!204 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!205 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!206 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 295, type: !207, scopeLine: 296, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !211)
!207 = !DISubroutineType(types: !208)
!208 = !{!24, !24, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!211 = !{!212, !213, !214, !215, !216, !217}
!212 = !DILocalVariable(name: "argc", arg: 1, scope: !206, file: !2, line: 295, type: !24)
!213 = !DILocalVariable(name: "argv", arg: 2, scope: !206, file: !2, line: 295, type: !209)
!214 = !DILocalVariable(name: "i", scope: !206, file: !2, line: 297, type: !24)
!215 = !DILocalVariable(name: "j", scope: !206, file: !2, line: 297, type: !24)
!216 = !DILocalVariable(name: "k", scope: !206, file: !2, line: 297, type: !24)
!217 = !DILocalVariable(name: "print_hash_value", scope: !206, file: !2, line: 298, type: !24)
!218 = !DILocation(line: 0, scope: !206)
!219 = !DILocation(line: 299, column: 14, scope: !220)
!220 = distinct !DILexicalBlock(scope: !206, file: !2, line: 299, column: 9)
!221 = !DILocation(line: 299, column: 19, scope: !220)
!222 = !DILocation(line: 299, column: 29, scope: !220)
!223 = !{!224, !224, i64 0}
!224 = !{!"any pointer", !225, i64 0}
!225 = !{!"omnipotent char", !226, i64 0}
!226 = !{!"Simple C/C++ TBAA"}
!227 = !DILocation(line: 299, column: 43, scope: !220)
!228 = !DILocation(line: 299, column: 9, scope: !206)
!229 = !DILocalVariable(name: "poly", scope: !230, file: !94, line: 54, type: !237)
!230 = distinct !DISubprogram(name: "crc32_gentab", scope: !94, file: !94, line: 51, type: !231, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{null}
!233 = !{!234, !229, !235, !236}
!234 = !DILocalVariable(name: "crc", scope: !230, file: !94, line: 53, type: !96)
!235 = !DILocalVariable(name: "i", scope: !230, file: !94, line: 55, type: !24)
!236 = !DILocalVariable(name: "j", scope: !230, file: !94, line: 55, type: !24)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!238 = !DILocation(line: 0, scope: !230, inlinedAt: !239)
!239 = distinct !DILocation(line: 301, column: 5, scope: !206)
!240 = !DILocation(line: 57, column: 2, scope: !241, inlinedAt: !239)
!241 = distinct !DILexicalBlock(scope: !230, file: !94, line: 57, column: 2)
!242 = !DILocation(line: 57, column: 24, scope: !243, inlinedAt: !239)
!243 = distinct !DILexicalBlock(scope: !241, file: !94, line: 57, column: 2)
!244 = !DILocation(line: 60, column: 12, scope: !245, inlinedAt: !239)
!245 = distinct !DILexicalBlock(scope: !246, file: !94, line: 60, column: 8)
!246 = distinct !DILexicalBlock(scope: !247, file: !94, line: 59, column: 27)
!247 = distinct !DILexicalBlock(scope: !248, file: !94, line: 59, column: 3)
!248 = distinct !DILexicalBlock(scope: !249, file: !94, line: 59, column: 3)
!249 = distinct !DILexicalBlock(scope: !243, file: !94, line: 57, column: 28)
!250 = !DILocation(line: 60, column: 8, scope: !246, inlinedAt: !239)
!251 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !239)
!252 = !DILocation(line: 66, column: 16, scope: !249, inlinedAt: !239)
!253 = !{!254, !254, i64 0}
!254 = !{!"int", !225, i64 0}
!255 = distinct !{!255, !240, !256, !257, !258, !259}
!256 = !DILocation(line: 67, column: 2, scope: !241, inlinedAt: !239)
!257 = !{!"llvm.loop.mustprogress"}
!258 = !{!"llvm.loop.isvectorized", i32 1}
!259 = !{!"llvm.loop.unroll.runtime.disable"}
!260 = !DILocalVariable(name: "l_229", scope: !261, file: !2, line: 85, type: !305)
!261 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 55, type: !262, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!96}
!264 = !{!265, !266, !267, !268, !269, !270, !271, !272, !273, !274, !275, !276, !277, !278, !279, !280, !281, !282, !283, !284, !285, !286, !287, !288, !289, !290, !291, !292, !260, !293, !294, !296, !297, !301, !302, !304}
!265 = !DILocalVariable(name: "l_5", scope: !261, file: !2, line: 57, type: !124)
!266 = !DILocalVariable(name: "l_202", scope: !261, file: !2, line: 58, type: !114)
!267 = !DILocalVariable(name: "l_203", scope: !261, file: !2, line: 59, type: !114)
!268 = !DILocalVariable(name: "l_204", scope: !261, file: !2, line: 60, type: !114)
!269 = !DILocalVariable(name: "l_205", scope: !261, file: !2, line: 61, type: !114)
!270 = !DILocalVariable(name: "l_206", scope: !261, file: !2, line: 62, type: !114)
!271 = !DILocalVariable(name: "l_207", scope: !261, file: !2, line: 63, type: !114)
!272 = !DILocalVariable(name: "l_208", scope: !261, file: !2, line: 64, type: !114)
!273 = !DILocalVariable(name: "l_209", scope: !261, file: !2, line: 65, type: !114)
!274 = !DILocalVariable(name: "l_210", scope: !261, file: !2, line: 66, type: !114)
!275 = !DILocalVariable(name: "l_211", scope: !261, file: !2, line: 67, type: !114)
!276 = !DILocalVariable(name: "l_212", scope: !261, file: !2, line: 68, type: !114)
!277 = !DILocalVariable(name: "l_213", scope: !261, file: !2, line: 69, type: !115)
!278 = !DILocalVariable(name: "l_214", scope: !261, file: !2, line: 70, type: !114)
!279 = !DILocalVariable(name: "l_215", scope: !261, file: !2, line: 71, type: !114)
!280 = !DILocalVariable(name: "l_216", scope: !261, file: !2, line: 72, type: !114)
!281 = !DILocalVariable(name: "l_217", scope: !261, file: !2, line: 73, type: !114)
!282 = !DILocalVariable(name: "l_218", scope: !261, file: !2, line: 74, type: !114)
!283 = !DILocalVariable(name: "l_219", scope: !261, file: !2, line: 75, type: !114)
!284 = !DILocalVariable(name: "l_220", scope: !261, file: !2, line: 76, type: !114)
!285 = !DILocalVariable(name: "l_221", scope: !261, file: !2, line: 77, type: !114)
!286 = !DILocalVariable(name: "l_222", scope: !261, file: !2, line: 78, type: !114)
!287 = !DILocalVariable(name: "l_223", scope: !261, file: !2, line: 79, type: !114)
!288 = !DILocalVariable(name: "l_224", scope: !261, file: !2, line: 80, type: !114)
!289 = !DILocalVariable(name: "l_225", scope: !261, file: !2, line: 81, type: !114)
!290 = !DILocalVariable(name: "l_226", scope: !261, file: !2, line: 82, type: !114)
!291 = !DILocalVariable(name: "l_227", scope: !261, file: !2, line: 83, type: !114)
!292 = !DILocalVariable(name: "l_228", scope: !261, file: !2, line: 84, type: !114)
!293 = !DILocalVariable(name: "l_243", scope: !261, file: !2, line: 86, type: !124)
!294 = !DILocalVariable(name: "l_244", scope: !261, file: !2, line: 87, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!296 = !DILocalVariable(name: "i", scope: !261, file: !2, line: 88, type: !24)
!297 = !DILocalVariable(name: "l_198", scope: !298, file: !2, line: 93, type: !124)
!298 = distinct !DILexicalBlock(scope: !299, file: !2, line: 92, column: 5)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 91, column: 5)
!300 = distinct !DILexicalBlock(scope: !261, file: !2, line: 91, column: 5)
!301 = !DILocalVariable(name: "l_199", scope: !298, file: !2, line: 94, type: !114)
!302 = !DILocalVariable(name: "l_200", scope: !298, file: !2, line: 95, type: !303)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, elements: !5)
!304 = !DILocalVariable(name: "i", scope: !298, file: !2, line: 96, type: !24)
!305 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 64, elements: !306)
!306 = !{!182}
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 0, scope: !261, inlinedAt: !309)
!309 = distinct !DILocation(line: 302, column: 5, scope: !206)
!310 = !DILocation(line: 102, column: 13, scope: !261, inlinedAt: !309)
!311 = !{!312, !312, i64 0}
!312 = !{!"long", !225, i64 0}
!313 = !DILocation(line: 104, column: 250, scope: !261, inlinedAt: !309)
!314 = !{!315, !315, i64 0}
!315 = !{!"short", !225, i64 0}
!316 = !DILocation(line: 303, column: 5, scope: !206)
!317 = !DILocation(line: 304, column: 5, scope: !206)
!318 = !DILocation(line: 305, column: 5, scope: !206)
!319 = !DILocation(line: 306, column: 5, scope: !206)
!320 = !DILocation(line: 307, column: 5, scope: !206)
!321 = !DILocation(line: 308, column: 5, scope: !322)
!322 = distinct !DILexicalBlock(scope: !206, file: !2, line: 308, column: 5)
!323 = !DILocation(line: 312, column: 29, scope: !324)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 311, column: 9)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 310, column: 9)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 310, column: 9)
!327 = distinct !DILexicalBlock(scope: !328, file: !2, line: 309, column: 5)
!328 = distinct !DILexicalBlock(scope: !322, file: !2, line: 308, column: 5)
!329 = !DILocation(line: 312, column: 13, scope: !324)
!330 = !DILocation(line: 313, column: 17, scope: !324)
!331 = !DILocation(line: 313, column: 35, scope: !332)
!332 = distinct !DILexicalBlock(scope: !324, file: !2, line: 313, column: 17)
!333 = !DILocation(line: 308, column: 26, scope: !328)
!334 = !DILocation(line: 308, column: 19, scope: !328)
!335 = distinct !{!335, !321, !336, !257}
!336 = !DILocation(line: 316, column: 5, scope: !322)
!337 = !DILocation(line: 317, column: 21, scope: !206)
!338 = !DILocation(line: 317, column: 5, scope: !206)
!339 = !DILocation(line: 318, column: 5, scope: !206)
!340 = !DILocation(line: 319, column: 5, scope: !206)
!341 = !DILocation(line: 320, column: 5, scope: !206)
!342 = !DILocation(line: 321, column: 5, scope: !206)
!343 = !DILocation(line: 324, column: 25, scope: !344)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 323, column: 5)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 322, column: 5)
!346 = distinct !DILexicalBlock(scope: !206, file: !2, line: 322, column: 5)
!347 = !DILocation(line: 324, column: 9, scope: !344)
!348 = !DILocation(line: 325, column: 13, scope: !344)
!349 = !DILocation(line: 325, column: 31, scope: !350)
!350 = distinct !DILexicalBlock(scope: !344, file: !2, line: 325, column: 13)
!351 = !DILocation(line: 328, column: 5, scope: !206)
!352 = !DILocation(line: 329, column: 5, scope: !206)
!353 = !DILocation(line: 330, column: 21, scope: !206)
!354 = !DILocation(line: 330, column: 5, scope: !206)
!355 = !DILocation(line: 331, column: 5, scope: !356)
!356 = distinct !DILexicalBlock(scope: !206, file: !2, line: 331, column: 5)
!357 = !DILocation(line: 335, column: 29, scope: !358)
!358 = distinct !DILexicalBlock(scope: !359, file: !2, line: 334, column: 9)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 333, column: 9)
!360 = distinct !DILexicalBlock(scope: !361, file: !2, line: 333, column: 9)
!361 = distinct !DILexicalBlock(scope: !362, file: !2, line: 332, column: 5)
!362 = distinct !DILexicalBlock(scope: !356, file: !2, line: 331, column: 5)
!363 = !DILocation(line: 335, column: 13, scope: !358)
!364 = !DILocation(line: 336, column: 17, scope: !358)
!365 = !DILocation(line: 331, column: 25, scope: !362)
!366 = !DILocation(line: 331, column: 19, scope: !362)
!367 = distinct !{!367, !355, !368, !257}
!368 = !DILocation(line: 339, column: 5, scope: !356)
!369 = !DILocation(line: 336, column: 35, scope: !370)
!370 = distinct !DILexicalBlock(scope: !358, file: !2, line: 336, column: 17)
!371 = !DILocation(line: 346, column: 17, scope: !372)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 345, column: 13)
!373 = distinct !DILexicalBlock(scope: !374, file: !2, line: 344, column: 13)
!374 = distinct !DILexicalBlock(scope: !375, file: !2, line: 344, column: 13)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 343, column: 9)
!376 = distinct !DILexicalBlock(scope: !377, file: !2, line: 342, column: 9)
!377 = distinct !DILexicalBlock(scope: !378, file: !2, line: 342, column: 9)
!378 = distinct !DILexicalBlock(scope: !379, file: !2, line: 341, column: 5)
!379 = distinct !DILexicalBlock(scope: !380, file: !2, line: 340, column: 5)
!380 = distinct !DILexicalBlock(scope: !206, file: !2, line: 340, column: 5)
!381 = !DILocation(line: 347, column: 21, scope: !372)
!382 = !DILocation(line: 347, column: 39, scope: !383)
!383 = distinct !DILexicalBlock(scope: !372, file: !2, line: 347, column: 21)
!384 = !DILocation(line: 352, column: 5, scope: !206)
!385 = !DILocation(line: 355, column: 25, scope: !386)
!386 = distinct !DILexicalBlock(scope: !387, file: !2, line: 354, column: 5)
!387 = distinct !DILexicalBlock(scope: !388, file: !2, line: 353, column: 5)
!388 = distinct !DILexicalBlock(scope: !206, file: !2, line: 353, column: 5)
!389 = !DILocation(line: 355, column: 9, scope: !386)
!390 = !DILocation(line: 356, column: 13, scope: !386)
!391 = !DILocation(line: 356, column: 31, scope: !392)
!392 = distinct !DILexicalBlock(scope: !386, file: !2, line: 356, column: 13)
!393 = !DILocation(line: 359, column: 23, scope: !206)
!394 = !DILocation(line: 359, column: 37, scope: !206)
!395 = !DILocalVariable(name: "crc", arg: 1, scope: !396, file: !192, line: 49, type: !96)
!396 = distinct !DISubprogram(name: "platform_main_end", scope: !192, file: !192, line: 49, type: !397, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !399)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !96, !24}
!399 = !{!395, !400}
!400 = !DILocalVariable(name: "flag", arg: 2, scope: !396, file: !192, line: 49, type: !24)
!401 = !DILocation(line: 0, scope: !396, inlinedAt: !402)
!402 = distinct !DILocation(line: 359, column: 5, scope: !206)
!403 = !DILocation(line: 56, column: 2, scope: !396, inlinedAt: !402)
!404 = !DILocation(line: 360, column: 5, scope: !206)
!405 = distinct !DISubprogram(name: "transparent_crc", scope: !94, file: !94, line: 110, type: !406, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{null, !163, !210, !24}
!408 = !{!409, !410, !411}
!409 = !DILocalVariable(name: "val", arg: 1, scope: !405, file: !94, line: 110, type: !163)
!410 = !DILocalVariable(name: "vname", arg: 2, scope: !405, file: !94, line: 110, type: !210)
!411 = !DILocalVariable(name: "flag", arg: 3, scope: !405, file: !94, line: 110, type: !24)
!412 = !DILocation(line: 0, scope: !405)
!413 = !DILocalVariable(name: "val", arg: 1, scope: !414, file: !94, line: 97, type: !163)
!414 = distinct !DISubprogram(name: "crc32_8bytes", scope: !94, file: !94, line: 97, type: !415, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !417)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !163}
!417 = !{!413}
!418 = !DILocation(line: 0, scope: !414, inlinedAt: !419)
!419 = distinct !DILocation(line: 112, column: 2, scope: !405)
!420 = !DILocalVariable(name: "b", arg: 1, scope: !421, file: !94, line: 71, type: !424)
!421 = distinct !DISubprogram(name: "crc32_byte", scope: !94, file: !94, line: 71, type: !422, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !427)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !424}
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !97, line: 24, baseType: !425)
!425 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !99, line: 38, baseType: !426)
!426 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!427 = !{!420}
!428 = !DILocation(line: 0, scope: !421, inlinedAt: !429)
!429 = distinct !DILocation(line: 99, column: 2, scope: !414, inlinedAt: !419)
!430 = !DILocation(line: 73, column: 5, scope: !421, inlinedAt: !429)
!431 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !429)
!432 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !429)
!433 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !429)
!434 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !429)
!435 = !DILocation(line: 100, column: 18, scope: !414, inlinedAt: !419)
!436 = !DILocation(line: 0, scope: !421, inlinedAt: !437)
!437 = distinct !DILocation(line: 100, column: 2, scope: !414, inlinedAt: !419)
!438 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !437)
!439 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !437)
!440 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !437)
!441 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !437)
!442 = !DILocation(line: 101, column: 18, scope: !414, inlinedAt: !419)
!443 = !DILocation(line: 0, scope: !421, inlinedAt: !444)
!444 = distinct !DILocation(line: 101, column: 2, scope: !414, inlinedAt: !419)
!445 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !444)
!446 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !444)
!447 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !444)
!448 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !444)
!449 = !DILocation(line: 102, column: 18, scope: !414, inlinedAt: !419)
!450 = !DILocation(line: 0, scope: !421, inlinedAt: !451)
!451 = distinct !DILocation(line: 102, column: 2, scope: !414, inlinedAt: !419)
!452 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !451)
!453 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !451)
!454 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !451)
!455 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !451)
!456 = !DILocation(line: 103, column: 18, scope: !414, inlinedAt: !419)
!457 = !DILocation(line: 0, scope: !421, inlinedAt: !458)
!458 = distinct !DILocation(line: 103, column: 2, scope: !414, inlinedAt: !419)
!459 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !458)
!460 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !458)
!461 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !458)
!462 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !458)
!463 = !DILocation(line: 104, column: 18, scope: !414, inlinedAt: !419)
!464 = !DILocation(line: 0, scope: !421, inlinedAt: !465)
!465 = distinct !DILocation(line: 104, column: 2, scope: !414, inlinedAt: !419)
!466 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !465)
!467 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !465)
!468 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !465)
!469 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !465)
!470 = !DILocation(line: 105, column: 18, scope: !414, inlinedAt: !419)
!471 = !DILocation(line: 0, scope: !421, inlinedAt: !472)
!472 = distinct !DILocation(line: 105, column: 2, scope: !414, inlinedAt: !419)
!473 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !472)
!474 = !DILocation(line: 74, column: 33, scope: !421, inlinedAt: !472)
!475 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !472)
!476 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !472)
!477 = !DILocation(line: 106, column: 18, scope: !414, inlinedAt: !419)
!478 = !DILocation(line: 0, scope: !421, inlinedAt: !479)
!479 = distinct !DILocation(line: 106, column: 2, scope: !414, inlinedAt: !419)
!480 = !DILocation(line: 73, column: 19, scope: !421, inlinedAt: !479)
!481 = !DILocation(line: 74, column: 3, scope: !421, inlinedAt: !479)
!482 = !DILocation(line: 73, column: 39, scope: !421, inlinedAt: !479)
!483 = !DILocation(line: 72, column: 16, scope: !421, inlinedAt: !479)
!484 = !DILocation(line: 113, column: 6, scope: !485)
!485 = distinct !DILexicalBlock(scope: !405, file: !94, line: 113, column: 6)
!486 = !DILocation(line: 113, column: 6, scope: !405)
!487 = !DILocation(line: 114, column: 73, scope: !488)
!488 = distinct !DILexicalBlock(scope: !485, file: !94, line: 113, column: 12)
!489 = !DILocation(line: 114, column: 5, scope: !488)
!490 = !DILocation(line: 115, column: 2, scope: !488)
!491 = !DILocation(line: 116, column: 1, scope: !405)
!492 = !DISubprogram(name: "printf", scope: !493, file: !493, line: 356, type: !494, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!494 = !DISubroutineType(types: !495)
!495 = !{!24, !496, null}
!496 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !497)
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
