; ModuleID = 'noargc_4002.c'
source_filename = "noargc_4002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_2 = internal global i32 0, align 4, !dbg !0
@g_3 = internal global [8 x i32] [i32 260683078, i32 1890414382, i32 260683078, i32 260683078, i32 1890414382, i32 260683078, i32 260683078, i32 1890414382], align 16, !dbg !102
@g_55 = internal unnamed_addr constant [4 x [7 x i64]] [[7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204], [7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204], [7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204], [7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204]], align 16, !dbg !132
@g_102 = internal unnamed_addr constant [5 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 -238328639, i32 -201130261, i32 -1, i32 -137484845, i32 370242534], [5 x i32] [i32 7, i32 -1808214339, i32 -1808214339, i32 7, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020]], [3 x [5 x i32]] [[5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020]], [3 x [5 x i32]] [[5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020]]], align 16, !dbg !146
@g_154 = internal unnamed_addr constant [10 x [7 x [3 x i8]]] [[7 x [3 x i8]] [[3 x i8] c"q\08\01", [3 x i8] c"\07\01(", [3 x i8] c"K\B3\07", [3 x i8] c"\FF\FF+", [3 x i8] c"\07\CB\18", [3 x i8] c"\C0\F3h", [3 x i8] c"\00B%"], [7 x [3 x i8]] [[3 x i8] c"K\AC\01", [3 x i8] c"\AC\FF\13", [3 x i8] c"\00\03\00", [3 x i8] c"B\E2\FF", [3 x i8] c"}\FF\1B", [3 x i8] c"\09\B3\01", [3 x i8] c"\E2\09\FF"], [7 x [3 x i8]] [[3 x i8] c"\FF} ", [3 x i8] c"PK\09", [3 x i8] c"\FCP\09", [3 x i8] c"d\F9K", [3 x i8] c"\D6\07\08", [3 x i8] c" \09h", [3 x i8] c"\FE\09\00"], [7 x [3 x i8]] [[3 x i8] c"%\FF`", [3 x i8] c"\85`R", [3 x i8] c"\07\FF\FF", [3 x i8] c" \FE\07", [3 x i8] c"\08\AE\FF", [3 x i8] c"\09\CE\FD", [3 x i8] c"+\FD\FD"], [7 x [3 x i8]] [[3 x i8] c"K\FB\FF", [3 x i8] c"\FF\09\07", [3 x i8] c"\FF\00\FF", [3 x i8] c"\B3\07R", [3 x i8] c"hK`", [3 x i8] c"\AE\EA\00", [3 x i8] c"d}h"], [7 x [3 x i8]] [[3 x i8] c"\08\00\08", [3 x i8] c"\E2\09K", [3 x i8] c"{\09\09", [3 x i8] c"1\00\09", [3 x i8] c"\85\01 ", [3 x i8] c"\FE\AE\FF", [3 x i8] c"\E2\08("], [7 x [3 x i8]] [[3 x i8] c"\FB\AE\00", [3 x i8] c"\FD\01\B3", [3 x i8] c"+\00d", [3 x i8] c"P\09\FF", [3 x i8] c"\B3\09(", [3 x i8] c"\01\00\00", [3 x i8] c"\00}\CB"], [7 x [3 x i8]] [[3 x i8] c"h\EAn", [3 x i8] c"\FCK\00", [3 x i8] c"\09\07K", [3 x i8] c"\FB\00\09", [3 x i8] c"R\09\00", [3 x i8] c"{\FB/", [3 x i8] c"%\FD\09"], [7 x [3 x i8]] [[3 x i8] c"%\CER", [3 x i8] c"{\AE\00", [3 x i8] c"R\FE\00", [3 x i8] c"\FB\FF\FF", [3 x i8] c"\09`\B3", [3 x i8] c"\FC\FF\FD", [3 x i8] c"h\09\00"], [7 x [3 x i8]] [[3 x i8] c"\00\09\00", [3 x i8] c"\01\07\01", [3 x i8] c"\B3\F9\CB", [3 x i8] c"PP`", [3 x i8] c"+K\09", [3 x i8] c"\FD}\00", [3 x i8] c"\FB\07\13"]], align 16, !dbg !162
@g_291 = internal global i32 -5, align 4, !dbg !171
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !176
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !79
@.str.24 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !173

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !186 {
    #dbg_value(i32 0, !193, !DIExpression(), !194)
    #dbg_value(i32 -306674912, !195, !DIExpression(), !204)
    #dbg_value(i32 0, !201, !DIExpression(), !204)
  br label %1, !dbg !206

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %45, %1 ], !dbg !208
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %46, %1 ], !dbg !210
  %4 = and <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %5 = icmp eq <4 x i32> %4, zeroinitializer, !dbg !210
  %6 = lshr <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %7 = xor <4 x i32> %6, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %8 = select <4 x i1> %5, <4 x i32> %6, <4 x i32> %7, !dbg !216
  %9 = and <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %10 = icmp eq <4 x i32> %9, zeroinitializer, !dbg !210
  %11 = lshr <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %12 = xor <4 x i32> %11, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %13 = select <4 x i1> %10, <4 x i32> %11, <4 x i32> %12, !dbg !216
  %14 = and <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %15 = icmp eq <4 x i32> %14, zeroinitializer, !dbg !210
  %16 = lshr <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %17 = xor <4 x i32> %16, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %18 = select <4 x i1> %15, <4 x i32> %16, <4 x i32> %17, !dbg !216
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %20 = icmp eq <4 x i32> %19, zeroinitializer, !dbg !210
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22, !dbg !216
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !210
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !216
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !210
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !216
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !210
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !216
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !210
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !210
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !216
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !216
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !216
  %44 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2, !dbg !217
  store <4 x i32> %43, ptr %44, align 16, !dbg !218, !tbaa !219
  %45 = add nuw i64 %2, 4, !dbg !208
  %46 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>, !dbg !210
  %47 = icmp eq i64 %45, 256, !dbg !208
  br i1 %47, label %48, label %1, !dbg !208, !llvm.loop !223

48:                                               ; preds = %1
  %49 = load volatile i32, ptr @g_2, align 4, !dbg !228, !tbaa !219
  %50 = sext i32 %49 to i64, !dbg !228
    #dbg_value(i64 %50, !229, !DIExpression(), !237)
    #dbg_value(ptr poison, !235, !DIExpression(), !237)
    #dbg_value(i32 0, !236, !DIExpression(), !237)
    #dbg_value(i64 %50, !239, !DIExpression(), !244)
    #dbg_value(i64 %50, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !251)
  %51 = load i32, ptr @crc32_context, align 4, !dbg !253, !tbaa !219
  %52 = lshr i32 %51, 8, !dbg !254
  %53 = zext i32 %51 to i64, !dbg !255
  %54 = xor i64 %53, %50, !dbg !255
  %55 = and i64 %54, 255, !dbg !256
  %56 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %55, !dbg !256
  %57 = load i32, ptr %56, align 4, !dbg !256, !tbaa !219
  %58 = xor i32 %52, %57, !dbg !257
  %59 = lshr i64 %50, 8, !dbg !258
    #dbg_value(i64 %59, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !259)
  %60 = lshr i32 %58, 8, !dbg !261
  %61 = zext i32 %58 to i64, !dbg !262
  %62 = xor i64 %59, %61, !dbg !262
  %63 = and i64 %62, 255, !dbg !263
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %63, !dbg !263
  %65 = load i32, ptr %64, align 4, !dbg !263, !tbaa !219
  %66 = xor i32 %60, %65, !dbg !264
  %67 = lshr i64 %50, 16, !dbg !265
    #dbg_value(i64 %67, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !266)
  %68 = lshr i32 %66, 8, !dbg !268
  %69 = zext i32 %66 to i64, !dbg !269
  %70 = xor i64 %67, %69, !dbg !269
  %71 = and i64 %70, 255, !dbg !270
  %72 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %71, !dbg !270
  %73 = load i32, ptr %72, align 4, !dbg !270, !tbaa !219
  %74 = xor i32 %68, %73, !dbg !271
  %75 = lshr i64 %50, 24, !dbg !272
    #dbg_value(i64 %75, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !273)
  %76 = lshr i32 %74, 8, !dbg !275
  %77 = zext i32 %74 to i64, !dbg !276
  %78 = xor i64 %75, %77, !dbg !276
  %79 = and i64 %78, 255, !dbg !277
  %80 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %79, !dbg !277
  %81 = load i32, ptr %80, align 4, !dbg !277, !tbaa !219
  %82 = xor i32 %76, %81, !dbg !278
  %83 = lshr i64 %50, 32, !dbg !279
    #dbg_value(i64 %83, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !280)
  %84 = lshr i32 %82, 8, !dbg !282
  %85 = zext i32 %82 to i64, !dbg !283
  %86 = xor i64 %83, %85, !dbg !283
  %87 = and i64 %86, 255, !dbg !284
  %88 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %87, !dbg !284
  %89 = load i32, ptr %88, align 4, !dbg !284, !tbaa !219
  %90 = xor i32 %84, %89, !dbg !285
  %91 = lshr i64 %50, 40, !dbg !286
    #dbg_value(i64 %91, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !287)
  %92 = lshr i32 %90, 8, !dbg !289
  %93 = zext i32 %90 to i64, !dbg !290
  %94 = xor i64 %91, %93, !dbg !290
  %95 = and i64 %94, 255, !dbg !291
  %96 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %95, !dbg !291
  %97 = load i32, ptr %96, align 4, !dbg !291, !tbaa !219
  %98 = xor i32 %92, %97, !dbg !292
  %99 = lshr i64 %50, 48, !dbg !293
    #dbg_value(i64 %99, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !294)
  %100 = lshr i32 %98, 8, !dbg !296
  %101 = zext i32 %98 to i64, !dbg !297
  %102 = xor i64 %99, %101, !dbg !297
  %103 = and i64 %102, 255, !dbg !298
  %104 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %103, !dbg !298
  %105 = load i32, ptr %104, align 4, !dbg !298, !tbaa !219
  %106 = xor i32 %100, %105, !dbg !299
  %107 = lshr i64 %50, 56, !dbg !300
    #dbg_value(i64 %107, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !301)
  %108 = lshr i32 %106, 8, !dbg !303
  %109 = and i32 %106, 255, !dbg !304
  %110 = zext nneg i32 %109 to i64, !dbg !304
  %111 = xor i64 %107, %110, !dbg !304
  %112 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %111, !dbg !304
  %113 = load i32, ptr %112, align 4, !dbg !304, !tbaa !219
  %114 = xor i32 %108, %113, !dbg !305
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  br label %115, !dbg !306

115:                                              ; preds = %48, %115
  %116 = phi i64 [ 0, %48 ], [ %184, %115 ]
  %117 = phi i32 [ %114, %48 ], [ %183, %115 ]
    #dbg_value(i64 %116, !190, !DIExpression(), !194)
  %118 = getelementptr inbounds [8 x i32], ptr @g_3, i64 0, i64 %116, !dbg !308
  %119 = load volatile i32, ptr %118, align 4, !dbg !308, !tbaa !219
  %120 = sext i32 %119 to i64, !dbg !308
    #dbg_value(i64 %120, !229, !DIExpression(), !311)
    #dbg_value(ptr poison, !235, !DIExpression(), !311)
    #dbg_value(i32 0, !236, !DIExpression(), !311)
    #dbg_value(i64 %120, !239, !DIExpression(), !313)
    #dbg_value(i64 %120, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !315)
  %121 = lshr i32 %117, 8, !dbg !317
  %122 = zext i32 %117 to i64, !dbg !318
  %123 = xor i64 %122, %120, !dbg !318
  %124 = and i64 %123, 255, !dbg !319
  %125 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %124, !dbg !319
  %126 = load i32, ptr %125, align 4, !dbg !319, !tbaa !219
  %127 = xor i32 %121, %126, !dbg !320
  %128 = lshr i64 %120, 8, !dbg !321
    #dbg_value(i64 %128, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !322)
  %129 = lshr i32 %127, 8, !dbg !324
  %130 = zext i32 %127 to i64, !dbg !325
  %131 = xor i64 %128, %130, !dbg !325
  %132 = and i64 %131, 255, !dbg !326
  %133 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %132, !dbg !326
  %134 = load i32, ptr %133, align 4, !dbg !326, !tbaa !219
  %135 = xor i32 %129, %134, !dbg !327
  %136 = lshr i64 %120, 16, !dbg !328
    #dbg_value(i64 %136, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !329)
  %137 = lshr i32 %135, 8, !dbg !331
  %138 = zext i32 %135 to i64, !dbg !332
  %139 = xor i64 %136, %138, !dbg !332
  %140 = and i64 %139, 255, !dbg !333
  %141 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %140, !dbg !333
  %142 = load i32, ptr %141, align 4, !dbg !333, !tbaa !219
  %143 = xor i32 %137, %142, !dbg !334
  %144 = lshr i64 %120, 24, !dbg !335
    #dbg_value(i64 %144, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !336)
  %145 = lshr i32 %143, 8, !dbg !338
  %146 = zext i32 %143 to i64, !dbg !339
  %147 = xor i64 %144, %146, !dbg !339
  %148 = and i64 %147, 255, !dbg !340
  %149 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %148, !dbg !340
  %150 = load i32, ptr %149, align 4, !dbg !340, !tbaa !219
  %151 = xor i32 %145, %150, !dbg !341
  %152 = lshr i64 %120, 32, !dbg !342
    #dbg_value(i64 %152, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !343)
  %153 = lshr i32 %151, 8, !dbg !345
  %154 = zext i32 %151 to i64, !dbg !346
  %155 = xor i64 %152, %154, !dbg !346
  %156 = and i64 %155, 255, !dbg !347
  %157 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %156, !dbg !347
  %158 = load i32, ptr %157, align 4, !dbg !347, !tbaa !219
  %159 = xor i32 %153, %158, !dbg !348
  %160 = lshr i64 %120, 40, !dbg !349
    #dbg_value(i64 %160, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %161 = lshr i32 %159, 8, !dbg !352
  %162 = zext i32 %159 to i64, !dbg !353
  %163 = xor i64 %160, %162, !dbg !353
  %164 = and i64 %163, 255, !dbg !354
  %165 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %164, !dbg !354
  %166 = load i32, ptr %165, align 4, !dbg !354, !tbaa !219
  %167 = xor i32 %161, %166, !dbg !355
  %168 = lshr i64 %120, 48, !dbg !356
    #dbg_value(i64 %168, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !357)
  %169 = lshr i32 %167, 8, !dbg !359
  %170 = zext i32 %167 to i64, !dbg !360
  %171 = xor i64 %168, %170, !dbg !360
  %172 = and i64 %171, 255, !dbg !361
  %173 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %172, !dbg !361
  %174 = load i32, ptr %173, align 4, !dbg !361, !tbaa !219
  %175 = xor i32 %169, %174, !dbg !362
  %176 = lshr i64 %120, 56, !dbg !363
    #dbg_value(i64 %176, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !364)
  %177 = lshr i32 %175, 8, !dbg !366
  %178 = and i32 %175, 255, !dbg !367
  %179 = zext nneg i32 %178 to i64, !dbg !367
  %180 = xor i64 %176, %179, !dbg !367
  %181 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %180, !dbg !367
  %182 = load i32, ptr %181, align 4, !dbg !367, !tbaa !219
  %183 = xor i32 %177, %182, !dbg !368
  %184 = add nuw nsw i64 %116, 1, !dbg !369
    #dbg_value(i64 %184, !190, !DIExpression(), !194)
  %185 = icmp eq i64 %184, 8, !dbg !370
  br i1 %185, label %186, label %115, !dbg !306, !llvm.loop !371

186:                                              ; preds = %115
    #dbg_value(i64 855616396, !229, !DIExpression(), !373)
    #dbg_value(ptr poison, !235, !DIExpression(), !373)
    #dbg_value(i32 0, !236, !DIExpression(), !373)
    #dbg_value(i64 855616396, !239, !DIExpression(), !375)
    #dbg_value(i64 855616396, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !377)
  %187 = lshr i32 %183, 8, !dbg !379
  %188 = and i32 %183, 255, !dbg !380
  %189 = xor i32 %188, 140, !dbg !380
  %190 = zext nneg i32 %189 to i64, !dbg !380
  %191 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %190, !dbg !380
  %192 = load i32, ptr %191, align 4, !dbg !380, !tbaa !219
  %193 = xor i32 %187, %192, !dbg !381
    #dbg_value(i64 3342251, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !382)
  %194 = lshr i32 %193, 8, !dbg !384
  %195 = and i32 %193, 255, !dbg !385
  %196 = xor i32 %195, 171, !dbg !385
  %197 = zext nneg i32 %196 to i64, !dbg !385
  %198 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %197, !dbg !385
  %199 = load i32, ptr %198, align 4, !dbg !385, !tbaa !219
  %200 = xor i32 %194, %199, !dbg !386
    #dbg_value(i64 13055, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !387)
  %201 = lshr i32 %200, 8, !dbg !389
  %202 = and i32 %200, 255, !dbg !390
  %203 = xor i32 %202, 255, !dbg !390
  %204 = zext nneg i32 %203 to i64, !dbg !390
  %205 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %204, !dbg !390
  %206 = load i32, ptr %205, align 4, !dbg !390, !tbaa !219
  %207 = xor i32 %201, %206, !dbg !391
    #dbg_value(i64 50, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !392)
  %208 = lshr i32 %207, 8, !dbg !394
  %209 = and i32 %207, 255, !dbg !395
  %210 = xor i32 %209, 50, !dbg !395
  %211 = zext nneg i32 %210 to i64, !dbg !395
  %212 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %211, !dbg !395
  %213 = load i32, ptr %212, align 4, !dbg !395, !tbaa !219
  %214 = xor i32 %208, %213, !dbg !396
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !397)
  %215 = lshr i32 %214, 8, !dbg !399
  %216 = and i32 %214, 255, !dbg !400
  %217 = zext nneg i32 %216 to i64, !dbg !400
  %218 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %217, !dbg !400
  %219 = load i32, ptr %218, align 4, !dbg !400, !tbaa !219
  %220 = xor i32 %215, %219, !dbg !401
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !402)
  %221 = lshr i32 %220, 8, !dbg !404
  %222 = and i32 %220, 255, !dbg !405
  %223 = zext nneg i32 %222 to i64, !dbg !405
  %224 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %223, !dbg !405
  %225 = load i32, ptr %224, align 4, !dbg !405, !tbaa !219
  %226 = xor i32 %221, %225, !dbg !406
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !407)
  %227 = lshr i32 %226, 8, !dbg !409
  %228 = and i32 %226, 255, !dbg !410
  %229 = zext nneg i32 %228 to i64, !dbg !410
  %230 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %229, !dbg !410
  %231 = load i32, ptr %230, align 4, !dbg !410, !tbaa !219
  %232 = xor i32 %227, %231, !dbg !411
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !412)
  %233 = lshr i32 %232, 8, !dbg !414
  %234 = and i32 %232, 255, !dbg !415
  %235 = zext nneg i32 %234 to i64, !dbg !415
  %236 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %235, !dbg !415
  %237 = load i32, ptr %236, align 4, !dbg !415, !tbaa !219
  %238 = xor i32 %233, %237, !dbg !416
    #dbg_value(i32 poison, !190, !DIExpression(), !194)
    #dbg_value(i64 1, !229, !DIExpression(), !417)
    #dbg_value(ptr poison, !235, !DIExpression(), !417)
    #dbg_value(i32 0, !236, !DIExpression(), !417)
    #dbg_value(i64 1, !239, !DIExpression(), !422)
    #dbg_value(i64 1, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !424)
  %239 = lshr i32 %238, 8, !dbg !426
  %240 = and i32 %238, 255, !dbg !427
  %241 = xor i32 %240, 1, !dbg !427
  %242 = zext nneg i32 %241 to i64, !dbg !427
  %243 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %242, !dbg !427
  %244 = load i32, ptr %243, align 4, !dbg !427, !tbaa !219
  %245 = xor i32 %239, %244, !dbg !428
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !429)
  %246 = lshr i32 %245, 8, !dbg !431
  %247 = and i32 %245, 255, !dbg !432
  %248 = zext nneg i32 %247 to i64, !dbg !432
  %249 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %248, !dbg !432
  %250 = load i32, ptr %249, align 4, !dbg !432, !tbaa !219
  %251 = xor i32 %246, %250, !dbg !433
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !434)
  %252 = lshr i32 %251, 8, !dbg !436
  %253 = and i32 %251, 255, !dbg !437
  %254 = zext nneg i32 %253 to i64, !dbg !437
  %255 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %254, !dbg !437
  %256 = load i32, ptr %255, align 4, !dbg !437, !tbaa !219
  %257 = xor i32 %252, %256, !dbg !438
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !439)
  %258 = lshr i32 %257, 8, !dbg !441
  %259 = and i32 %257, 255, !dbg !442
  %260 = zext nneg i32 %259 to i64, !dbg !442
  %261 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %260, !dbg !442
  %262 = load i32, ptr %261, align 4, !dbg !442, !tbaa !219
  %263 = xor i32 %258, %262, !dbg !443
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !444)
  %264 = lshr i32 %263, 8, !dbg !446
  %265 = and i32 %263, 255, !dbg !447
  %266 = zext nneg i32 %265 to i64, !dbg !447
  %267 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %266, !dbg !447
  %268 = load i32, ptr %267, align 4, !dbg !447, !tbaa !219
  %269 = xor i32 %264, %268, !dbg !448
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !449)
  %270 = lshr i32 %269, 8, !dbg !451
  %271 = and i32 %269, 255, !dbg !452
  %272 = zext nneg i32 %271 to i64, !dbg !452
  %273 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %272, !dbg !452
  %274 = load i32, ptr %273, align 4, !dbg !452, !tbaa !219
  %275 = xor i32 %270, %274, !dbg !453
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !454)
  %276 = lshr i32 %275, 8, !dbg !456
  %277 = and i32 %275, 255, !dbg !457
  %278 = zext nneg i32 %277 to i64, !dbg !457
  %279 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %278, !dbg !457
  %280 = load i32, ptr %279, align 4, !dbg !457, !tbaa !219
  %281 = xor i32 %276, %280, !dbg !458
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !459)
  %282 = lshr i32 %281, 8, !dbg !461
  %283 = and i32 %281, 255, !dbg !462
  %284 = zext nneg i32 %283 to i64, !dbg !462
  %285 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %284, !dbg !462
  %286 = load i32, ptr %285, align 4, !dbg !462, !tbaa !219
  %287 = xor i32 %282, %286, !dbg !463
    #dbg_value(i64 -5, !229, !DIExpression(), !464)
    #dbg_value(ptr poison, !235, !DIExpression(), !464)
    #dbg_value(i32 0, !236, !DIExpression(), !464)
    #dbg_value(i64 -5, !239, !DIExpression(), !466)
    #dbg_value(i64 -5, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %288 = lshr i32 %287, 8, !dbg !470
  %289 = and i32 %287, 255, !dbg !471
  %290 = xor i32 %289, 251, !dbg !471
  %291 = zext nneg i32 %290 to i64, !dbg !471
  %292 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %291, !dbg !471
  %293 = load i32, ptr %292, align 4, !dbg !471, !tbaa !219
  %294 = xor i32 %288, %293, !dbg !472
    #dbg_value(i64 72057594037927935, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !473)
  %295 = lshr i32 %294, 8, !dbg !475
  %296 = and i32 %294, 255, !dbg !476
  %297 = xor i32 %296, 255, !dbg !476
  %298 = zext nneg i32 %297 to i64, !dbg !476
  %299 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %298, !dbg !476
  %300 = load i32, ptr %299, align 4, !dbg !476, !tbaa !219
  %301 = xor i32 %295, %300, !dbg !477
    #dbg_value(i64 281474976710655, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %302 = lshr i32 %301, 8, !dbg !480
  %303 = and i32 %301, 255, !dbg !481
  %304 = xor i32 %303, 255, !dbg !481
  %305 = zext nneg i32 %304 to i64, !dbg !481
  %306 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %305, !dbg !481
  %307 = load i32, ptr %306, align 4, !dbg !481, !tbaa !219
  %308 = xor i32 %302, %307, !dbg !482
    #dbg_value(i64 1099511627775, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !483)
  %309 = lshr i32 %308, 8, !dbg !485
  %310 = and i32 %308, 255, !dbg !486
  %311 = xor i32 %310, 255, !dbg !486
  %312 = zext nneg i32 %311 to i64, !dbg !486
  %313 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %312, !dbg !486
  %314 = load i32, ptr %313, align 4, !dbg !486, !tbaa !219
  %315 = xor i32 %309, %314, !dbg !487
    #dbg_value(i64 4294967295, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !488)
  %316 = lshr i32 %315, 8, !dbg !490
  %317 = and i32 %315, 255, !dbg !491
  %318 = xor i32 %317, 255, !dbg !491
  %319 = zext nneg i32 %318 to i64, !dbg !491
  %320 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %319, !dbg !491
  %321 = load i32, ptr %320, align 4, !dbg !491, !tbaa !219
  %322 = xor i32 %316, %321, !dbg !492
    #dbg_value(i64 16777215, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !493)
  %323 = lshr i32 %322, 8, !dbg !495
  %324 = and i32 %322, 255, !dbg !496
  %325 = xor i32 %324, 255, !dbg !496
  %326 = zext nneg i32 %325 to i64, !dbg !496
  %327 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %326, !dbg !496
  %328 = load i32, ptr %327, align 4, !dbg !496, !tbaa !219
  %329 = xor i32 %323, %328, !dbg !497
    #dbg_value(i64 65535, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !498)
  %330 = lshr i32 %329, 8, !dbg !500
  %331 = and i32 %329, 255, !dbg !501
  %332 = xor i32 %331, 255, !dbg !501
  %333 = zext nneg i32 %332 to i64, !dbg !501
  %334 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %333, !dbg !501
  %335 = load i32, ptr %334, align 4, !dbg !501, !tbaa !219
  %336 = xor i32 %330, %335, !dbg !502
    #dbg_value(i64 255, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !503)
  %337 = lshr i32 %336, 8, !dbg !505
  %338 = and i32 %336, 255, !dbg !506
  %339 = xor i32 %338, 255, !dbg !506
  %340 = zext nneg i32 %339 to i64, !dbg !506
  %341 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %340, !dbg !506
  %342 = load i32, ptr %341, align 4, !dbg !506, !tbaa !219
  %343 = xor i32 %337, %342, !dbg !507
    #dbg_value(i64 752981531222211749, !229, !DIExpression(), !508)
    #dbg_value(ptr poison, !235, !DIExpression(), !508)
    #dbg_value(i32 0, !236, !DIExpression(), !508)
    #dbg_value(i64 752981531222211749, !239, !DIExpression(), !510)
    #dbg_value(i64 752981531222211749, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !512)
  %344 = lshr i32 %343, 8, !dbg !514
  %345 = and i32 %343, 255, !dbg !515
  %346 = xor i32 %345, 165, !dbg !515
  %347 = zext nneg i32 %346 to i64, !dbg !515
  %348 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %347, !dbg !515
  %349 = load i32, ptr %348, align 4, !dbg !515, !tbaa !219
  %350 = xor i32 %344, %349, !dbg !516
    #dbg_value(i64 2941334106336764, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !517)
  %351 = lshr i32 %350, 8, !dbg !519
  %352 = and i32 %350, 255, !dbg !520
  %353 = xor i32 %352, 252, !dbg !520
  %354 = zext nneg i32 %353 to i64, !dbg !520
  %355 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %354, !dbg !520
  %356 = load i32, ptr %355, align 4, !dbg !520, !tbaa !219
  %357 = xor i32 %351, %356, !dbg !521
    #dbg_value(i64 11489586352877, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !522)
  %358 = lshr i32 %357, 8, !dbg !524
  %359 = and i32 %357, 255, !dbg !525
  %360 = xor i32 %359, 237, !dbg !525
  %361 = zext nneg i32 %360 to i64, !dbg !525
  %362 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %361, !dbg !525
  %363 = load i32, ptr %362, align 4, !dbg !525, !tbaa !219
  %364 = xor i32 %358, %363, !dbg !526
    #dbg_value(i64 44881196690, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !527)
  %365 = lshr i32 %364, 8, !dbg !529
  %366 = and i32 %364, 255, !dbg !530
  %367 = xor i32 %366, 146, !dbg !530
  %368 = zext nneg i32 %367 to i64, !dbg !530
  %369 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %368, !dbg !530
  %370 = load i32, ptr %369, align 4, !dbg !530, !tbaa !219
  %371 = xor i32 %365, %370, !dbg !531
    #dbg_value(i64 175317174, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !532)
  %372 = lshr i32 %371, 8, !dbg !534
  %373 = and i32 %371, 255, !dbg !535
  %374 = xor i32 %373, 182, !dbg !535
  %375 = zext nneg i32 %374 to i64, !dbg !535
  %376 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %375, !dbg !535
  %377 = load i32, ptr %376, align 4, !dbg !535, !tbaa !219
  %378 = xor i32 %372, %377, !dbg !536
    #dbg_value(i64 684832, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !537)
  %379 = lshr i32 %378, 8, !dbg !539
  %380 = and i32 %378, 255, !dbg !540
  %381 = xor i32 %380, 32, !dbg !540
  %382 = zext nneg i32 %381 to i64, !dbg !540
  %383 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %382, !dbg !540
  %384 = load i32, ptr %383, align 4, !dbg !540, !tbaa !219
  %385 = xor i32 %379, %384, !dbg !541
    #dbg_value(i64 2675, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !542)
  %386 = lshr i32 %385, 8, !dbg !544
  %387 = and i32 %385, 255, !dbg !545
  %388 = xor i32 %387, 115, !dbg !545
  %389 = zext nneg i32 %388 to i64, !dbg !545
  %390 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %389, !dbg !545
  %391 = load i32, ptr %390, align 4, !dbg !545, !tbaa !219
  %392 = xor i32 %386, %391, !dbg !546
    #dbg_value(i64 10, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !547)
  %393 = lshr i32 %392, 8, !dbg !549
  %394 = and i32 %392, 255, !dbg !550
  %395 = xor i32 %394, 10, !dbg !550
  %396 = zext nneg i32 %395 to i64, !dbg !550
  %397 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %396, !dbg !550
  %398 = load i32, ptr %397, align 4, !dbg !550, !tbaa !219
  %399 = xor i32 %393, %398, !dbg !551
    #dbg_value(i64 49, !229, !DIExpression(), !552)
    #dbg_value(ptr poison, !235, !DIExpression(), !552)
    #dbg_value(i32 0, !236, !DIExpression(), !552)
    #dbg_value(i64 49, !239, !DIExpression(), !554)
    #dbg_value(i64 49, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !556)
  %400 = lshr i32 %399, 8, !dbg !558
  %401 = and i32 %399, 255, !dbg !559
  %402 = xor i32 %401, 49, !dbg !559
  %403 = zext nneg i32 %402 to i64, !dbg !559
  %404 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %403, !dbg !559
  %405 = load i32, ptr %404, align 4, !dbg !559, !tbaa !219
  %406 = xor i32 %400, %405, !dbg !560
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !561)
  %407 = lshr i32 %406, 8, !dbg !563
  %408 = and i32 %406, 255, !dbg !564
  %409 = zext nneg i32 %408 to i64, !dbg !564
  %410 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %409, !dbg !564
  %411 = load i32, ptr %410, align 4, !dbg !564, !tbaa !219
  %412 = xor i32 %407, %411, !dbg !565
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !566)
  %413 = lshr i32 %412, 8, !dbg !568
  %414 = and i32 %412, 255, !dbg !569
  %415 = zext nneg i32 %414 to i64, !dbg !569
  %416 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %415, !dbg !569
  %417 = load i32, ptr %416, align 4, !dbg !569, !tbaa !219
  %418 = xor i32 %413, %417, !dbg !570
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !571)
  %419 = lshr i32 %418, 8, !dbg !573
  %420 = and i32 %418, 255, !dbg !574
  %421 = zext nneg i32 %420 to i64, !dbg !574
  %422 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %421, !dbg !574
  %423 = load i32, ptr %422, align 4, !dbg !574, !tbaa !219
  %424 = xor i32 %419, %423, !dbg !575
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !576)
  %425 = lshr i32 %424, 8, !dbg !578
  %426 = and i32 %424, 255, !dbg !579
  %427 = zext nneg i32 %426 to i64, !dbg !579
  %428 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %427, !dbg !579
  %429 = load i32, ptr %428, align 4, !dbg !579, !tbaa !219
  %430 = xor i32 %425, %429, !dbg !580
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !581)
  %431 = lshr i32 %430, 8, !dbg !583
  %432 = and i32 %430, 255, !dbg !584
  %433 = zext nneg i32 %432 to i64, !dbg !584
  %434 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %433, !dbg !584
  %435 = load i32, ptr %434, align 4, !dbg !584, !tbaa !219
  %436 = xor i32 %431, %435, !dbg !585
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !586)
  %437 = lshr i32 %436, 8, !dbg !588
  %438 = and i32 %436, 255, !dbg !589
  %439 = zext nneg i32 %438 to i64, !dbg !589
  %440 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %439, !dbg !589
  %441 = load i32, ptr %440, align 4, !dbg !589, !tbaa !219
  %442 = xor i32 %437, %441, !dbg !590
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !591)
  %443 = lshr i32 %442, 8, !dbg !593
  %444 = and i32 %442, 255, !dbg !594
  %445 = zext nneg i32 %444 to i64, !dbg !594
  %446 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %445, !dbg !594
  %447 = load i32, ptr %446, align 4, !dbg !594, !tbaa !219
  %448 = xor i32 %443, %447, !dbg !595
    #dbg_value(i64 -15, !229, !DIExpression(), !596)
    #dbg_value(ptr poison, !235, !DIExpression(), !596)
    #dbg_value(i32 0, !236, !DIExpression(), !596)
    #dbg_value(i64 -15, !239, !DIExpression(), !598)
    #dbg_value(i64 -15, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !600)
  %449 = lshr i32 %448, 8, !dbg !602
  %450 = and i32 %448, 255, !dbg !603
  %451 = xor i32 %450, 241, !dbg !603
  %452 = zext nneg i32 %451 to i64, !dbg !603
  %453 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %452, !dbg !603
  %454 = load i32, ptr %453, align 4, !dbg !603, !tbaa !219
  %455 = xor i32 %449, %454, !dbg !604
    #dbg_value(i64 72057594037927935, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !605)
  %456 = lshr i32 %455, 8, !dbg !607
  %457 = and i32 %455, 255, !dbg !608
  %458 = xor i32 %457, 255, !dbg !608
  %459 = zext nneg i32 %458 to i64, !dbg !608
  %460 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %459, !dbg !608
  %461 = load i32, ptr %460, align 4, !dbg !608, !tbaa !219
  %462 = xor i32 %456, %461, !dbg !609
    #dbg_value(i64 281474976710655, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !610)
  %463 = lshr i32 %462, 8, !dbg !612
  %464 = and i32 %462, 255, !dbg !613
  %465 = xor i32 %464, 255, !dbg !613
  %466 = zext nneg i32 %465 to i64, !dbg !613
  %467 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %466, !dbg !613
  %468 = load i32, ptr %467, align 4, !dbg !613, !tbaa !219
  %469 = xor i32 %463, %468, !dbg !614
    #dbg_value(i64 1099511627775, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !615)
  %470 = lshr i32 %469, 8, !dbg !617
  %471 = and i32 %469, 255, !dbg !618
  %472 = xor i32 %471, 255, !dbg !618
  %473 = zext nneg i32 %472 to i64, !dbg !618
  %474 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %473, !dbg !618
  %475 = load i32, ptr %474, align 4, !dbg !618, !tbaa !219
  %476 = xor i32 %470, %475, !dbg !619
    #dbg_value(i64 4294967295, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !620)
  %477 = lshr i32 %476, 8, !dbg !622
  %478 = and i32 %476, 255, !dbg !623
  %479 = xor i32 %478, 255, !dbg !623
  %480 = zext nneg i32 %479 to i64, !dbg !623
  %481 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %480, !dbg !623
  %482 = load i32, ptr %481, align 4, !dbg !623, !tbaa !219
  %483 = xor i32 %477, %482, !dbg !624
    #dbg_value(i64 16777215, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !625)
  %484 = lshr i32 %483, 8, !dbg !627
  %485 = and i32 %483, 255, !dbg !628
  %486 = xor i32 %485, 255, !dbg !628
  %487 = zext nneg i32 %486 to i64, !dbg !628
  %488 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %487, !dbg !628
  %489 = load i32, ptr %488, align 4, !dbg !628, !tbaa !219
  %490 = xor i32 %484, %489, !dbg !629
    #dbg_value(i64 65535, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !630)
  %491 = lshr i32 %490, 8, !dbg !632
  %492 = and i32 %490, 255, !dbg !633
  %493 = xor i32 %492, 255, !dbg !633
  %494 = zext nneg i32 %493 to i64, !dbg !633
  %495 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %494, !dbg !633
  %496 = load i32, ptr %495, align 4, !dbg !633, !tbaa !219
  %497 = xor i32 %491, %496, !dbg !634
    #dbg_value(i64 255, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !635)
  %498 = lshr i32 %497, 8, !dbg !637
  %499 = and i32 %497, 255, !dbg !638
  %500 = xor i32 %499, 255, !dbg !638
  %501 = zext nneg i32 %500 to i64, !dbg !638
  %502 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %501, !dbg !638
  %503 = load i32, ptr %502, align 4, !dbg !638, !tbaa !219
  %504 = xor i32 %498, %503, !dbg !639
  store i32 %504, ptr @crc32_context, align 4, !dbg !640, !tbaa !219
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  br label %505, !dbg !641

505:                                              ; preds = %186, %578
  %506 = phi i64 [ 0, %186 ], [ %579, %578 ]
  %507 = phi i32 [ %504, %186 ], [ %575, %578 ]
    #dbg_value(i64 %506, !190, !DIExpression(), !194)
    #dbg_value(i32 0, !191, !DIExpression(), !194)
  br label %508, !dbg !643

508:                                              ; preds = %505, %508
  %509 = phi i64 [ 0, %505 ], [ %576, %508 ]
  %510 = phi i32 [ %507, %505 ], [ %575, %508 ]
    #dbg_value(i64 %509, !191, !DIExpression(), !194)
  %511 = getelementptr inbounds [4 x [7 x i64]], ptr @g_55, i64 0, i64 %506, i64 %509, !dbg !647
  %512 = load i64, ptr %511, align 8, !dbg !647, !tbaa !650
    #dbg_value(i64 %512, !229, !DIExpression(), !652)
    #dbg_value(ptr poison, !235, !DIExpression(), !652)
    #dbg_value(i32 0, !236, !DIExpression(), !652)
    #dbg_value(i64 %512, !239, !DIExpression(), !654)
    #dbg_value(i64 %512, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !656)
  %513 = lshr i32 %510, 8, !dbg !658
  %514 = zext i32 %510 to i64, !dbg !659
  %515 = xor i64 %512, %514, !dbg !659
  %516 = and i64 %515, 255, !dbg !660
  %517 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %516, !dbg !660
  %518 = load i32, ptr %517, align 4, !dbg !660, !tbaa !219
  %519 = xor i32 %513, %518, !dbg !661
  %520 = lshr i64 %512, 8, !dbg !662
    #dbg_value(i64 %520, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !663)
  %521 = lshr i32 %519, 8, !dbg !665
  %522 = zext i32 %519 to i64, !dbg !666
  %523 = xor i64 %520, %522, !dbg !666
  %524 = and i64 %523, 255, !dbg !667
  %525 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %524, !dbg !667
  %526 = load i32, ptr %525, align 4, !dbg !667, !tbaa !219
  %527 = xor i32 %521, %526, !dbg !668
  %528 = lshr i64 %512, 16, !dbg !669
    #dbg_value(i64 %528, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !670)
  %529 = lshr i32 %527, 8, !dbg !672
  %530 = zext i32 %527 to i64, !dbg !673
  %531 = xor i64 %528, %530, !dbg !673
  %532 = and i64 %531, 255, !dbg !674
  %533 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %532, !dbg !674
  %534 = load i32, ptr %533, align 4, !dbg !674, !tbaa !219
  %535 = xor i32 %529, %534, !dbg !675
  %536 = lshr i64 %512, 24, !dbg !676
    #dbg_value(i64 %536, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !677)
  %537 = lshr i32 %535, 8, !dbg !679
  %538 = zext i32 %535 to i64, !dbg !680
  %539 = xor i64 %536, %538, !dbg !680
  %540 = and i64 %539, 255, !dbg !681
  %541 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %540, !dbg !681
  %542 = load i32, ptr %541, align 4, !dbg !681, !tbaa !219
  %543 = xor i32 %537, %542, !dbg !682
  %544 = lshr i64 %512, 32, !dbg !683
    #dbg_value(i64 %544, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !684)
  %545 = lshr i32 %543, 8, !dbg !686
  %546 = zext i32 %543 to i64, !dbg !687
  %547 = xor i64 %544, %546, !dbg !687
  %548 = and i64 %547, 255, !dbg !688
  %549 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %548, !dbg !688
  %550 = load i32, ptr %549, align 4, !dbg !688, !tbaa !219
  %551 = xor i32 %545, %550, !dbg !689
  %552 = lshr i64 %512, 40, !dbg !690
    #dbg_value(i64 %552, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !691)
  %553 = lshr i32 %551, 8, !dbg !693
  %554 = zext i32 %551 to i64, !dbg !694
  %555 = xor i64 %552, %554, !dbg !694
  %556 = and i64 %555, 255, !dbg !695
  %557 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %556, !dbg !695
  %558 = load i32, ptr %557, align 4, !dbg !695, !tbaa !219
  %559 = xor i32 %553, %558, !dbg !696
  %560 = lshr i64 %512, 48, !dbg !697
    #dbg_value(i64 %560, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !698)
  %561 = lshr i32 %559, 8, !dbg !700
  %562 = zext i32 %559 to i64, !dbg !701
  %563 = xor i64 %560, %562, !dbg !701
  %564 = and i64 %563, 255, !dbg !702
  %565 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %564, !dbg !702
  %566 = load i32, ptr %565, align 4, !dbg !702, !tbaa !219
  %567 = xor i32 %561, %566, !dbg !703
  %568 = lshr i64 %512, 56, !dbg !704
    #dbg_value(i64 %568, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !705)
  %569 = lshr i32 %567, 8, !dbg !707
  %570 = and i32 %567, 255, !dbg !708
  %571 = zext nneg i32 %570 to i64, !dbg !708
  %572 = xor i64 %568, %571, !dbg !708
  %573 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %572, !dbg !708
  %574 = load i32, ptr %573, align 4, !dbg !708, !tbaa !219
  %575 = xor i32 %569, %574, !dbg !709
  %576 = add nuw nsw i64 %509, 1, !dbg !710
    #dbg_value(i64 %576, !191, !DIExpression(), !194)
  %577 = icmp eq i64 %576, 7, !dbg !711
  br i1 %577, label %578, label %508, !dbg !643, !llvm.loop !712

578:                                              ; preds = %508
  %579 = add nuw nsw i64 %506, 1, !dbg !714
    #dbg_value(i64 %579, !190, !DIExpression(), !194)
  %580 = icmp eq i64 %579, 4, !dbg !715
  br i1 %580, label %581, label %505, !dbg !641, !llvm.loop !716

581:                                              ; preds = %578
    #dbg_value(i64 -8, !229, !DIExpression(), !718)
    #dbg_value(ptr poison, !235, !DIExpression(), !718)
    #dbg_value(i32 0, !236, !DIExpression(), !718)
    #dbg_value(i64 -8, !239, !DIExpression(), !720)
    #dbg_value(i64 -8, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !722)
  %582 = lshr i32 %575, 8, !dbg !724
  %583 = and i32 %575, 255, !dbg !725
  %584 = xor i32 %583, 248, !dbg !725
  %585 = zext nneg i32 %584 to i64, !dbg !725
  %586 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %585, !dbg !725
  %587 = load i32, ptr %586, align 4, !dbg !725, !tbaa !219
  %588 = xor i32 %582, %587, !dbg !726
    #dbg_value(i64 72057594037927935, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !727)
  %589 = lshr i32 %588, 8, !dbg !729
  %590 = and i32 %588, 255, !dbg !730
  %591 = xor i32 %590, 255, !dbg !730
  %592 = zext nneg i32 %591 to i64, !dbg !730
  %593 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %592, !dbg !730
  %594 = load i32, ptr %593, align 4, !dbg !730, !tbaa !219
  %595 = xor i32 %589, %594, !dbg !731
    #dbg_value(i64 281474976710655, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !732)
  %596 = lshr i32 %595, 8, !dbg !734
  %597 = and i32 %595, 255, !dbg !735
  %598 = xor i32 %597, 255, !dbg !735
  %599 = zext nneg i32 %598 to i64, !dbg !735
  %600 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %599, !dbg !735
  %601 = load i32, ptr %600, align 4, !dbg !735, !tbaa !219
  %602 = xor i32 %596, %601, !dbg !736
    #dbg_value(i64 1099511627775, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !737)
  %603 = lshr i32 %602, 8, !dbg !739
  %604 = and i32 %602, 255, !dbg !740
  %605 = xor i32 %604, 255, !dbg !740
  %606 = zext nneg i32 %605 to i64, !dbg !740
  %607 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %606, !dbg !740
  %608 = load i32, ptr %607, align 4, !dbg !740, !tbaa !219
  %609 = xor i32 %603, %608, !dbg !741
    #dbg_value(i64 4294967295, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !742)
  %610 = lshr i32 %609, 8, !dbg !744
  %611 = and i32 %609, 255, !dbg !745
  %612 = xor i32 %611, 255, !dbg !745
  %613 = zext nneg i32 %612 to i64, !dbg !745
  %614 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %613, !dbg !745
  %615 = load i32, ptr %614, align 4, !dbg !745, !tbaa !219
  %616 = xor i32 %610, %615, !dbg !746
    #dbg_value(i64 16777215, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !747)
  %617 = lshr i32 %616, 8, !dbg !749
  %618 = and i32 %616, 255, !dbg !750
  %619 = xor i32 %618, 255, !dbg !750
  %620 = zext nneg i32 %619 to i64, !dbg !750
  %621 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %620, !dbg !750
  %622 = load i32, ptr %621, align 4, !dbg !750, !tbaa !219
  %623 = xor i32 %617, %622, !dbg !751
    #dbg_value(i64 65535, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !752)
  %624 = lshr i32 %623, 8, !dbg !754
  %625 = and i32 %623, 255, !dbg !755
  %626 = xor i32 %625, 255, !dbg !755
  %627 = zext nneg i32 %626 to i64, !dbg !755
  %628 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %627, !dbg !755
  %629 = load i32, ptr %628, align 4, !dbg !755, !tbaa !219
  %630 = xor i32 %624, %629, !dbg !756
    #dbg_value(i64 255, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !757)
  %631 = lshr i32 %630, 8, !dbg !759
  %632 = and i32 %630, 255, !dbg !760
  %633 = xor i32 %632, 255, !dbg !760
  %634 = zext nneg i32 %633 to i64, !dbg !760
  %635 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %634, !dbg !760
  %636 = load i32, ptr %635, align 4, !dbg !760, !tbaa !219
  %637 = xor i32 %631, %636, !dbg !761
    #dbg_value(i64 -776, !229, !DIExpression(), !762)
    #dbg_value(ptr poison, !235, !DIExpression(), !762)
    #dbg_value(i32 0, !236, !DIExpression(), !762)
    #dbg_value(i64 -776, !239, !DIExpression(), !764)
    #dbg_value(i64 -776, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !766)
  %638 = lshr i32 %637, 8, !dbg !768
  %639 = and i32 %637, 255, !dbg !769
  %640 = xor i32 %639, 248, !dbg !769
  %641 = zext nneg i32 %640 to i64, !dbg !769
  %642 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %641, !dbg !769
  %643 = load i32, ptr %642, align 4, !dbg !769, !tbaa !219
  %644 = xor i32 %638, %643, !dbg !770
    #dbg_value(i64 72057594037927932, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !771)
  %645 = lshr i32 %644, 8, !dbg !773
  %646 = and i32 %644, 255, !dbg !774
  %647 = xor i32 %646, 252, !dbg !774
  %648 = zext nneg i32 %647 to i64, !dbg !774
  %649 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %648, !dbg !774
  %650 = load i32, ptr %649, align 4, !dbg !774, !tbaa !219
  %651 = xor i32 %645, %650, !dbg !775
    #dbg_value(i64 281474976710655, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !776)
  %652 = lshr i32 %651, 8, !dbg !778
  %653 = and i32 %651, 255, !dbg !779
  %654 = xor i32 %653, 255, !dbg !779
  %655 = zext nneg i32 %654 to i64, !dbg !779
  %656 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %655, !dbg !779
  %657 = load i32, ptr %656, align 4, !dbg !779, !tbaa !219
  %658 = xor i32 %652, %657, !dbg !780
    #dbg_value(i64 1099511627775, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !781)
  %659 = lshr i32 %658, 8, !dbg !783
  %660 = and i32 %658, 255, !dbg !784
  %661 = xor i32 %660, 255, !dbg !784
  %662 = zext nneg i32 %661 to i64, !dbg !784
  %663 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %662, !dbg !784
  %664 = load i32, ptr %663, align 4, !dbg !784, !tbaa !219
  %665 = xor i32 %659, %664, !dbg !785
    #dbg_value(i64 4294967295, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !786)
  %666 = lshr i32 %665, 8, !dbg !788
  %667 = and i32 %665, 255, !dbg !789
  %668 = xor i32 %667, 255, !dbg !789
  %669 = zext nneg i32 %668 to i64, !dbg !789
  %670 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %669, !dbg !789
  %671 = load i32, ptr %670, align 4, !dbg !789, !tbaa !219
  %672 = xor i32 %666, %671, !dbg !790
    #dbg_value(i64 16777215, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !791)
  %673 = lshr i32 %672, 8, !dbg !793
  %674 = and i32 %672, 255, !dbg !794
  %675 = xor i32 %674, 255, !dbg !794
  %676 = zext nneg i32 %675 to i64, !dbg !794
  %677 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %676, !dbg !794
  %678 = load i32, ptr %677, align 4, !dbg !794, !tbaa !219
  %679 = xor i32 %673, %678, !dbg !795
    #dbg_value(i64 65535, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !796)
  %680 = lshr i32 %679, 8, !dbg !798
  %681 = and i32 %679, 255, !dbg !799
  %682 = xor i32 %681, 255, !dbg !799
  %683 = zext nneg i32 %682 to i64, !dbg !799
  %684 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %683, !dbg !799
  %685 = load i32, ptr %684, align 4, !dbg !799, !tbaa !219
  %686 = xor i32 %680, %685, !dbg !800
    #dbg_value(i64 255, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !801)
  %687 = lshr i32 %686, 8, !dbg !803
  %688 = and i32 %686, 255, !dbg !804
  %689 = xor i32 %688, 255, !dbg !804
  %690 = zext nneg i32 %689 to i64, !dbg !804
  %691 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %690, !dbg !804
  %692 = load i32, ptr %691, align 4, !dbg !804, !tbaa !219
  %693 = xor i32 %687, %692, !dbg !805
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  br label %694, !dbg !806

694:                                              ; preds = %581, %774
  %695 = phi i64 [ 0, %581 ], [ %775, %774 ]
  %696 = phi i32 [ %693, %581 ], [ %768, %774 ]
    #dbg_value(i64 %695, !190, !DIExpression(), !194)
    #dbg_value(i32 0, !191, !DIExpression(), !194)
  br label %697, !dbg !808

697:                                              ; preds = %694, %771
  %698 = phi i64 [ 0, %694 ], [ %772, %771 ]
  %699 = phi i32 [ %696, %694 ], [ %768, %771 ]
    #dbg_value(i64 %698, !191, !DIExpression(), !194)
    #dbg_value(i32 0, !192, !DIExpression(), !194)
  br label %700, !dbg !812

700:                                              ; preds = %697, %700
  %701 = phi i64 [ 0, %697 ], [ %769, %700 ]
  %702 = phi i32 [ %699, %697 ], [ %768, %700 ]
    #dbg_value(i64 %701, !192, !DIExpression(), !194)
  %703 = getelementptr inbounds [5 x [3 x [5 x i32]]], ptr @g_102, i64 0, i64 %695, i64 %698, i64 %701, !dbg !816
  %704 = load i32, ptr %703, align 4, !dbg !816, !tbaa !219
  %705 = sext i32 %704 to i64, !dbg !816
    #dbg_value(i64 %705, !229, !DIExpression(), !819)
    #dbg_value(ptr poison, !235, !DIExpression(), !819)
    #dbg_value(i32 0, !236, !DIExpression(), !819)
    #dbg_value(i64 %705, !239, !DIExpression(), !821)
    #dbg_value(i64 %705, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !823)
  %706 = lshr i32 %702, 8, !dbg !825
  %707 = zext i32 %702 to i64, !dbg !826
  %708 = xor i64 %707, %705, !dbg !826
  %709 = and i64 %708, 255, !dbg !827
  %710 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %709, !dbg !827
  %711 = load i32, ptr %710, align 4, !dbg !827, !tbaa !219
  %712 = xor i32 %706, %711, !dbg !828
  %713 = lshr i64 %705, 8, !dbg !829
    #dbg_value(i64 %713, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !830)
  %714 = lshr i32 %712, 8, !dbg !832
  %715 = zext i32 %712 to i64, !dbg !833
  %716 = xor i64 %713, %715, !dbg !833
  %717 = and i64 %716, 255, !dbg !834
  %718 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %717, !dbg !834
  %719 = load i32, ptr %718, align 4, !dbg !834, !tbaa !219
  %720 = xor i32 %714, %719, !dbg !835
  %721 = lshr i64 %705, 16, !dbg !836
    #dbg_value(i64 %721, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !837)
  %722 = lshr i32 %720, 8, !dbg !839
  %723 = zext i32 %720 to i64, !dbg !840
  %724 = xor i64 %721, %723, !dbg !840
  %725 = and i64 %724, 255, !dbg !841
  %726 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %725, !dbg !841
  %727 = load i32, ptr %726, align 4, !dbg !841, !tbaa !219
  %728 = xor i32 %722, %727, !dbg !842
  %729 = lshr i64 %705, 24, !dbg !843
    #dbg_value(i64 %729, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !844)
  %730 = lshr i32 %728, 8, !dbg !846
  %731 = zext i32 %728 to i64, !dbg !847
  %732 = xor i64 %729, %731, !dbg !847
  %733 = and i64 %732, 255, !dbg !848
  %734 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %733, !dbg !848
  %735 = load i32, ptr %734, align 4, !dbg !848, !tbaa !219
  %736 = xor i32 %730, %735, !dbg !849
  %737 = lshr i64 %705, 32, !dbg !850
    #dbg_value(i64 %737, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !851)
  %738 = lshr i32 %736, 8, !dbg !853
  %739 = zext i32 %736 to i64, !dbg !854
  %740 = xor i64 %737, %739, !dbg !854
  %741 = and i64 %740, 255, !dbg !855
  %742 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %741, !dbg !855
  %743 = load i32, ptr %742, align 4, !dbg !855, !tbaa !219
  %744 = xor i32 %738, %743, !dbg !856
  %745 = lshr i64 %705, 40, !dbg !857
    #dbg_value(i64 %745, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !858)
  %746 = lshr i32 %744, 8, !dbg !860
  %747 = zext i32 %744 to i64, !dbg !861
  %748 = xor i64 %745, %747, !dbg !861
  %749 = and i64 %748, 255, !dbg !862
  %750 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %749, !dbg !862
  %751 = load i32, ptr %750, align 4, !dbg !862, !tbaa !219
  %752 = xor i32 %746, %751, !dbg !863
  %753 = lshr i64 %705, 48, !dbg !864
    #dbg_value(i64 %753, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !865)
  %754 = lshr i32 %752, 8, !dbg !867
  %755 = zext i32 %752 to i64, !dbg !868
  %756 = xor i64 %753, %755, !dbg !868
  %757 = and i64 %756, 255, !dbg !869
  %758 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %757, !dbg !869
  %759 = load i32, ptr %758, align 4, !dbg !869, !tbaa !219
  %760 = xor i32 %754, %759, !dbg !870
  %761 = lshr i64 %705, 56, !dbg !871
    #dbg_value(i64 %761, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !872)
  %762 = lshr i32 %760, 8, !dbg !874
  %763 = and i32 %760, 255, !dbg !875
  %764 = zext nneg i32 %763 to i64, !dbg !875
  %765 = xor i64 %761, %764, !dbg !875
  %766 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %765, !dbg !875
  %767 = load i32, ptr %766, align 4, !dbg !875, !tbaa !219
  %768 = xor i32 %762, %767, !dbg !876
  %769 = add nuw nsw i64 %701, 1, !dbg !877
    #dbg_value(i64 %769, !192, !DIExpression(), !194)
  %770 = icmp eq i64 %769, 5, !dbg !878
  br i1 %770, label %771, label %700, !dbg !812, !llvm.loop !879

771:                                              ; preds = %700
  %772 = add nuw nsw i64 %698, 1, !dbg !881
    #dbg_value(i64 %772, !191, !DIExpression(), !194)
  %773 = icmp eq i64 %772, 3, !dbg !882
  br i1 %773, label %774, label %697, !dbg !808, !llvm.loop !883

774:                                              ; preds = %771
  %775 = add nuw nsw i64 %695, 1, !dbg !885
    #dbg_value(i64 %775, !190, !DIExpression(), !194)
  %776 = icmp eq i64 %775, 5, !dbg !886
  br i1 %776, label %777, label %694, !dbg !806, !llvm.loop !887

777:                                              ; preds = %774
    #dbg_value(i64 2, !229, !DIExpression(), !889)
    #dbg_value(ptr poison, !235, !DIExpression(), !889)
    #dbg_value(i32 0, !236, !DIExpression(), !889)
    #dbg_value(i64 2, !239, !DIExpression(), !891)
    #dbg_value(i64 2, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !893)
  %778 = lshr i32 %768, 8, !dbg !895
  %779 = and i32 %768, 255, !dbg !896
  %780 = xor i32 %779, 2, !dbg !896
  %781 = zext nneg i32 %780 to i64, !dbg !896
  %782 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %781, !dbg !896
  %783 = load i32, ptr %782, align 4, !dbg !896, !tbaa !219
  %784 = xor i32 %778, %783, !dbg !897
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !898)
  %785 = lshr i32 %784, 8, !dbg !900
  %786 = and i32 %784, 255, !dbg !901
  %787 = zext nneg i32 %786 to i64, !dbg !901
  %788 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %787, !dbg !901
  %789 = load i32, ptr %788, align 4, !dbg !901, !tbaa !219
  %790 = xor i32 %785, %789, !dbg !902
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !903)
  %791 = lshr i32 %790, 8, !dbg !905
  %792 = and i32 %790, 255, !dbg !906
  %793 = zext nneg i32 %792 to i64, !dbg !906
  %794 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %793, !dbg !906
  %795 = load i32, ptr %794, align 4, !dbg !906, !tbaa !219
  %796 = xor i32 %791, %795, !dbg !907
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !908)
  %797 = lshr i32 %796, 8, !dbg !910
  %798 = and i32 %796, 255, !dbg !911
  %799 = zext nneg i32 %798 to i64, !dbg !911
  %800 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %799, !dbg !911
  %801 = load i32, ptr %800, align 4, !dbg !911, !tbaa !219
  %802 = xor i32 %797, %801, !dbg !912
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !913)
  %803 = lshr i32 %802, 8, !dbg !915
  %804 = and i32 %802, 255, !dbg !916
  %805 = zext nneg i32 %804 to i64, !dbg !916
  %806 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %805, !dbg !916
  %807 = load i32, ptr %806, align 4, !dbg !916, !tbaa !219
  %808 = xor i32 %803, %807, !dbg !917
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !918)
  %809 = lshr i32 %808, 8, !dbg !920
  %810 = and i32 %808, 255, !dbg !921
  %811 = zext nneg i32 %810 to i64, !dbg !921
  %812 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %811, !dbg !921
  %813 = load i32, ptr %812, align 4, !dbg !921, !tbaa !219
  %814 = xor i32 %809, %813, !dbg !922
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !923)
  %815 = lshr i32 %814, 8, !dbg !925
  %816 = and i32 %814, 255, !dbg !926
  %817 = zext nneg i32 %816 to i64, !dbg !926
  %818 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %817, !dbg !926
  %819 = load i32, ptr %818, align 4, !dbg !926, !tbaa !219
  %820 = xor i32 %815, %819, !dbg !927
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !928)
  %821 = lshr i32 %820, 8, !dbg !930
  %822 = and i32 %820, 255, !dbg !931
  %823 = zext nneg i32 %822 to i64, !dbg !931
  %824 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %823, !dbg !931
  %825 = load i32, ptr %824, align 4, !dbg !931, !tbaa !219
  %826 = xor i32 %821, %825, !dbg !932
    #dbg_value(i64 3957931235, !229, !DIExpression(), !933)
    #dbg_value(ptr poison, !235, !DIExpression(), !933)
    #dbg_value(i32 0, !236, !DIExpression(), !933)
    #dbg_value(i64 3957931235, !239, !DIExpression(), !935)
    #dbg_value(i64 3957931235, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !937)
  %827 = lshr i32 %826, 8, !dbg !939
  %828 = and i32 %826, 255, !dbg !940
  %829 = xor i32 %828, 227, !dbg !940
  %830 = zext nneg i32 %829 to i64, !dbg !940
  %831 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %830, !dbg !940
  %832 = load i32, ptr %831, align 4, !dbg !940, !tbaa !219
  %833 = xor i32 %827, %832, !dbg !941
    #dbg_value(i64 15460668, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !942)
  %834 = lshr i32 %833, 8, !dbg !944
  %835 = and i32 %833, 255, !dbg !945
  %836 = xor i32 %835, 60, !dbg !945
  %837 = zext nneg i32 %836 to i64, !dbg !945
  %838 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %837, !dbg !945
  %839 = load i32, ptr %838, align 4, !dbg !945, !tbaa !219
  %840 = xor i32 %834, %839, !dbg !946
    #dbg_value(i64 60393, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !947)
  %841 = lshr i32 %840, 8, !dbg !949
  %842 = and i32 %840, 255, !dbg !950
  %843 = xor i32 %842, 233, !dbg !950
  %844 = zext nneg i32 %843 to i64, !dbg !950
  %845 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %844, !dbg !950
  %846 = load i32, ptr %845, align 4, !dbg !950, !tbaa !219
  %847 = xor i32 %841, %846, !dbg !951
    #dbg_value(i64 235, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !952)
  %848 = lshr i32 %847, 8, !dbg !954
  %849 = and i32 %847, 255, !dbg !955
  %850 = xor i32 %849, 235, !dbg !955
  %851 = zext nneg i32 %850 to i64, !dbg !955
  %852 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %851, !dbg !955
  %853 = load i32, ptr %852, align 4, !dbg !955, !tbaa !219
  %854 = xor i32 %848, %853, !dbg !956
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !957)
  %855 = lshr i32 %854, 8, !dbg !959
  %856 = and i32 %854, 255, !dbg !960
  %857 = zext nneg i32 %856 to i64, !dbg !960
  %858 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %857, !dbg !960
  %859 = load i32, ptr %858, align 4, !dbg !960, !tbaa !219
  %860 = xor i32 %855, %859, !dbg !961
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !962)
  %861 = lshr i32 %860, 8, !dbg !964
  %862 = and i32 %860, 255, !dbg !965
  %863 = zext nneg i32 %862 to i64, !dbg !965
  %864 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %863, !dbg !965
  %865 = load i32, ptr %864, align 4, !dbg !965, !tbaa !219
  %866 = xor i32 %861, %865, !dbg !966
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !967)
  %867 = lshr i32 %866, 8, !dbg !969
  %868 = and i32 %866, 255, !dbg !970
  %869 = zext nneg i32 %868 to i64, !dbg !970
  %870 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %869, !dbg !970
  %871 = load i32, ptr %870, align 4, !dbg !970, !tbaa !219
  %872 = xor i32 %867, %871, !dbg !971
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !972)
  %873 = lshr i32 %872, 8, !dbg !974
  %874 = and i32 %872, 255, !dbg !975
  %875 = zext nneg i32 %874 to i64, !dbg !975
  %876 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %875, !dbg !975
  %877 = load i32, ptr %876, align 4, !dbg !975, !tbaa !219
  %878 = xor i32 %873, %877, !dbg !976
    #dbg_value(i64 11, !229, !DIExpression(), !977)
    #dbg_value(ptr poison, !235, !DIExpression(), !977)
    #dbg_value(i32 0, !236, !DIExpression(), !977)
    #dbg_value(i64 11, !239, !DIExpression(), !979)
    #dbg_value(i64 11, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !981)
  %879 = lshr i32 %878, 8, !dbg !983
  %880 = and i32 %878, 255, !dbg !984
  %881 = xor i32 %880, 11, !dbg !984
  %882 = zext nneg i32 %881 to i64, !dbg !984
  %883 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %882, !dbg !984
  %884 = load i32, ptr %883, align 4, !dbg !984, !tbaa !219
  %885 = xor i32 %879, %884, !dbg !985
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !986)
  %886 = lshr i32 %885, 8, !dbg !988
  %887 = and i32 %885, 255, !dbg !989
  %888 = zext nneg i32 %887 to i64, !dbg !989
  %889 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %888, !dbg !989
  %890 = load i32, ptr %889, align 4, !dbg !989, !tbaa !219
  %891 = xor i32 %886, %890, !dbg !990
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !991)
  %892 = lshr i32 %891, 8, !dbg !993
  %893 = and i32 %891, 255, !dbg !994
  %894 = zext nneg i32 %893 to i64, !dbg !994
  %895 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %894, !dbg !994
  %896 = load i32, ptr %895, align 4, !dbg !994, !tbaa !219
  %897 = xor i32 %892, %896, !dbg !995
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !996)
  %898 = lshr i32 %897, 8, !dbg !998
  %899 = and i32 %897, 255, !dbg !999
  %900 = zext nneg i32 %899 to i64, !dbg !999
  %901 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %900, !dbg !999
  %902 = load i32, ptr %901, align 4, !dbg !999, !tbaa !219
  %903 = xor i32 %898, %902, !dbg !1000
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1001)
  %904 = lshr i32 %903, 8, !dbg !1003
  %905 = and i32 %903, 255, !dbg !1004
  %906 = zext nneg i32 %905 to i64, !dbg !1004
  %907 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %906, !dbg !1004
  %908 = load i32, ptr %907, align 4, !dbg !1004, !tbaa !219
  %909 = xor i32 %904, %908, !dbg !1005
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1006)
  %910 = lshr i32 %909, 8, !dbg !1008
  %911 = and i32 %909, 255, !dbg !1009
  %912 = zext nneg i32 %911 to i64, !dbg !1009
  %913 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %912, !dbg !1009
  %914 = load i32, ptr %913, align 4, !dbg !1009, !tbaa !219
  %915 = xor i32 %910, %914, !dbg !1010
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1011)
  %916 = lshr i32 %915, 8, !dbg !1013
  %917 = and i32 %915, 255, !dbg !1014
  %918 = zext nneg i32 %917 to i64, !dbg !1014
  %919 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %918, !dbg !1014
  %920 = load i32, ptr %919, align 4, !dbg !1014, !tbaa !219
  %921 = xor i32 %916, %920, !dbg !1015
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1016)
  %922 = lshr i32 %921, 8, !dbg !1018
  %923 = and i32 %921, 255, !dbg !1019
  %924 = zext nneg i32 %923 to i64, !dbg !1019
  %925 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %924, !dbg !1019
  %926 = load i32, ptr %925, align 4, !dbg !1019, !tbaa !219
  %927 = xor i32 %922, %926, !dbg !1020
    #dbg_value(i64 27063, !229, !DIExpression(), !1021)
    #dbg_value(ptr poison, !235, !DIExpression(), !1021)
    #dbg_value(i32 0, !236, !DIExpression(), !1021)
    #dbg_value(i64 27063, !239, !DIExpression(), !1023)
    #dbg_value(i64 27063, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1025)
  %928 = lshr i32 %927, 8, !dbg !1027
  %929 = and i32 %927, 255, !dbg !1028
  %930 = xor i32 %929, 183, !dbg !1028
  %931 = zext nneg i32 %930 to i64, !dbg !1028
  %932 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %931, !dbg !1028
  %933 = load i32, ptr %932, align 4, !dbg !1028, !tbaa !219
  %934 = xor i32 %928, %933, !dbg !1029
    #dbg_value(i64 105, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1030)
  %935 = lshr i32 %934, 8, !dbg !1032
  %936 = and i32 %934, 255, !dbg !1033
  %937 = xor i32 %936, 105, !dbg !1033
  %938 = zext nneg i32 %937 to i64, !dbg !1033
  %939 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %938, !dbg !1033
  %940 = load i32, ptr %939, align 4, !dbg !1033, !tbaa !219
  %941 = xor i32 %935, %940, !dbg !1034
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1035)
  %942 = lshr i32 %941, 8, !dbg !1037
  %943 = and i32 %941, 255, !dbg !1038
  %944 = zext nneg i32 %943 to i64, !dbg !1038
  %945 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %944, !dbg !1038
  %946 = load i32, ptr %945, align 4, !dbg !1038, !tbaa !219
  %947 = xor i32 %942, %946, !dbg !1039
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1040)
  %948 = lshr i32 %947, 8, !dbg !1042
  %949 = and i32 %947, 255, !dbg !1043
  %950 = zext nneg i32 %949 to i64, !dbg !1043
  %951 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %950, !dbg !1043
  %952 = load i32, ptr %951, align 4, !dbg !1043, !tbaa !219
  %953 = xor i32 %948, %952, !dbg !1044
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1045)
  %954 = lshr i32 %953, 8, !dbg !1047
  %955 = and i32 %953, 255, !dbg !1048
  %956 = zext nneg i32 %955 to i64, !dbg !1048
  %957 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %956, !dbg !1048
  %958 = load i32, ptr %957, align 4, !dbg !1048, !tbaa !219
  %959 = xor i32 %954, %958, !dbg !1049
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1050)
  %960 = lshr i32 %959, 8, !dbg !1052
  %961 = and i32 %959, 255, !dbg !1053
  %962 = zext nneg i32 %961 to i64, !dbg !1053
  %963 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %962, !dbg !1053
  %964 = load i32, ptr %963, align 4, !dbg !1053, !tbaa !219
  %965 = xor i32 %960, %964, !dbg !1054
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1055)
  %966 = lshr i32 %965, 8, !dbg !1057
  %967 = and i32 %965, 255, !dbg !1058
  %968 = zext nneg i32 %967 to i64, !dbg !1058
  %969 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %968, !dbg !1058
  %970 = load i32, ptr %969, align 4, !dbg !1058, !tbaa !219
  %971 = xor i32 %966, %970, !dbg !1059
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1060)
  %972 = lshr i32 %971, 8, !dbg !1062
  %973 = and i32 %971, 255, !dbg !1063
  %974 = zext nneg i32 %973 to i64, !dbg !1063
  %975 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %974, !dbg !1063
  %976 = load i32, ptr %975, align 4, !dbg !1063, !tbaa !219
  %977 = xor i32 %972, %976, !dbg !1064
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  br label %978, !dbg !1065

978:                                              ; preds = %777, %1142
  %979 = phi i64 [ 0, %777 ], [ %1143, %1142 ]
  %980 = phi i32 [ %977, %777 ], [ %1139, %1142 ]
    #dbg_value(i64 %979, !190, !DIExpression(), !194)
    #dbg_value(i32 0, !191, !DIExpression(), !194)
  br label %981, !dbg !1067

981:                                              ; preds = %978, %981
  %982 = phi i64 [ 0, %978 ], [ %1140, %981 ]
  %983 = phi i32 [ %980, %978 ], [ %1139, %981 ]
    #dbg_value(i64 %982, !191, !DIExpression(), !194)
    #dbg_value(i64 0, !192, !DIExpression(), !194)
  %984 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_154, i64 0, i64 %979, i64 %982, i64 0, !dbg !1071
  %985 = load i8, ptr %984, align 1, !dbg !1071, !tbaa !1077
    #dbg_value(i8 %985, !229, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1078)
    #dbg_value(ptr poison, !235, !DIExpression(), !1078)
    #dbg_value(i32 0, !236, !DIExpression(), !1078)
    #dbg_value(i8 %985, !239, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1080)
    #dbg_value(i8 %985, !246, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1082)
  %986 = lshr i32 %983, 8, !dbg !1084
  %987 = and i32 %983, 255, !dbg !1085
  %988 = zext i8 %985 to i32, !dbg !1085
  %989 = xor i32 %987, %988, !dbg !1085
  %990 = zext nneg i32 %989 to i64, !dbg !1085
  %991 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %990, !dbg !1085
  %992 = load i32, ptr %991, align 4, !dbg !1085, !tbaa !219
  %993 = xor i32 %986, %992, !dbg !1086
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1087)
  %994 = lshr i32 %993, 8, !dbg !1089
  %995 = and i32 %993, 255, !dbg !1090
  %996 = zext nneg i32 %995 to i64, !dbg !1090
  %997 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %996, !dbg !1090
  %998 = load i32, ptr %997, align 4, !dbg !1090, !tbaa !219
  %999 = xor i32 %994, %998, !dbg !1091
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1092)
  %1000 = lshr i32 %999, 8, !dbg !1094
  %1001 = and i32 %999, 255, !dbg !1095
  %1002 = zext nneg i32 %1001 to i64, !dbg !1095
  %1003 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1002, !dbg !1095
  %1004 = load i32, ptr %1003, align 4, !dbg !1095, !tbaa !219
  %1005 = xor i32 %1000, %1004, !dbg !1096
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1097)
  %1006 = lshr i32 %1005, 8, !dbg !1099
  %1007 = and i32 %1005, 255, !dbg !1100
  %1008 = zext nneg i32 %1007 to i64, !dbg !1100
  %1009 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1008, !dbg !1100
  %1010 = load i32, ptr %1009, align 4, !dbg !1100, !tbaa !219
  %1011 = xor i32 %1006, %1010, !dbg !1101
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1102)
  %1012 = lshr i32 %1011, 8, !dbg !1104
  %1013 = and i32 %1011, 255, !dbg !1105
  %1014 = zext nneg i32 %1013 to i64, !dbg !1105
  %1015 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1014, !dbg !1105
  %1016 = load i32, ptr %1015, align 4, !dbg !1105, !tbaa !219
  %1017 = xor i32 %1012, %1016, !dbg !1106
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1107)
  %1018 = lshr i32 %1017, 8, !dbg !1109
  %1019 = and i32 %1017, 255, !dbg !1110
  %1020 = zext nneg i32 %1019 to i64, !dbg !1110
  %1021 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1020, !dbg !1110
  %1022 = load i32, ptr %1021, align 4, !dbg !1110, !tbaa !219
  %1023 = xor i32 %1018, %1022, !dbg !1111
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1112)
  %1024 = lshr i32 %1023, 8, !dbg !1114
  %1025 = and i32 %1023, 255, !dbg !1115
  %1026 = zext nneg i32 %1025 to i64, !dbg !1115
  %1027 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1026, !dbg !1115
  %1028 = load i32, ptr %1027, align 4, !dbg !1115, !tbaa !219
  %1029 = xor i32 %1024, %1028, !dbg !1116
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1117)
  %1030 = lshr i32 %1029, 8, !dbg !1119
  %1031 = and i32 %1029, 255, !dbg !1120
  %1032 = zext nneg i32 %1031 to i64, !dbg !1120
  %1033 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1032, !dbg !1120
  %1034 = load i32, ptr %1033, align 4, !dbg !1120, !tbaa !219
  %1035 = xor i32 %1030, %1034, !dbg !1121
    #dbg_value(i64 1, !192, !DIExpression(), !194)
  %1036 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_154, i64 0, i64 %979, i64 %982, i64 1, !dbg !1071
  %1037 = load i8, ptr %1036, align 1, !dbg !1071, !tbaa !1077
    #dbg_value(i8 %1037, !229, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1078)
    #dbg_value(i8 %1037, !239, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1080)
    #dbg_value(i8 %1037, !246, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1082)
  %1038 = lshr i32 %1035, 8, !dbg !1084
  %1039 = and i32 %1035, 255, !dbg !1085
  %1040 = zext i8 %1037 to i32, !dbg !1085
  %1041 = xor i32 %1039, %1040, !dbg !1085
  %1042 = zext nneg i32 %1041 to i64, !dbg !1085
  %1043 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1042, !dbg !1085
  %1044 = load i32, ptr %1043, align 4, !dbg !1085, !tbaa !219
  %1045 = xor i32 %1038, %1044, !dbg !1086
  %1046 = lshr i32 %1045, 8, !dbg !1089
  %1047 = and i32 %1045, 255, !dbg !1090
  %1048 = zext nneg i32 %1047 to i64, !dbg !1090
  %1049 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1048, !dbg !1090
  %1050 = load i32, ptr %1049, align 4, !dbg !1090, !tbaa !219
  %1051 = xor i32 %1046, %1050, !dbg !1091
  %1052 = lshr i32 %1051, 8, !dbg !1094
  %1053 = and i32 %1051, 255, !dbg !1095
  %1054 = zext nneg i32 %1053 to i64, !dbg !1095
  %1055 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1054, !dbg !1095
  %1056 = load i32, ptr %1055, align 4, !dbg !1095, !tbaa !219
  %1057 = xor i32 %1052, %1056, !dbg !1096
  %1058 = lshr i32 %1057, 8, !dbg !1099
  %1059 = and i32 %1057, 255, !dbg !1100
  %1060 = zext nneg i32 %1059 to i64, !dbg !1100
  %1061 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1060, !dbg !1100
  %1062 = load i32, ptr %1061, align 4, !dbg !1100, !tbaa !219
  %1063 = xor i32 %1058, %1062, !dbg !1101
  %1064 = lshr i32 %1063, 8, !dbg !1104
  %1065 = and i32 %1063, 255, !dbg !1105
  %1066 = zext nneg i32 %1065 to i64, !dbg !1105
  %1067 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1066, !dbg !1105
  %1068 = load i32, ptr %1067, align 4, !dbg !1105, !tbaa !219
  %1069 = xor i32 %1064, %1068, !dbg !1106
  %1070 = lshr i32 %1069, 8, !dbg !1109
  %1071 = and i32 %1069, 255, !dbg !1110
  %1072 = zext nneg i32 %1071 to i64, !dbg !1110
  %1073 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1072, !dbg !1110
  %1074 = load i32, ptr %1073, align 4, !dbg !1110, !tbaa !219
  %1075 = xor i32 %1070, %1074, !dbg !1111
  %1076 = lshr i32 %1075, 8, !dbg !1114
  %1077 = and i32 %1075, 255, !dbg !1115
  %1078 = zext nneg i32 %1077 to i64, !dbg !1115
  %1079 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1078, !dbg !1115
  %1080 = load i32, ptr %1079, align 4, !dbg !1115, !tbaa !219
  %1081 = xor i32 %1076, %1080, !dbg !1116
  %1082 = lshr i32 %1081, 8, !dbg !1119
  %1083 = and i32 %1081, 255, !dbg !1120
  %1084 = zext nneg i32 %1083 to i64, !dbg !1120
  %1085 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1084, !dbg !1120
  %1086 = load i32, ptr %1085, align 4, !dbg !1120, !tbaa !219
  %1087 = xor i32 %1082, %1086, !dbg !1121
    #dbg_value(i64 2, !192, !DIExpression(), !194)
  %1088 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_154, i64 0, i64 %979, i64 %982, i64 2, !dbg !1071
  %1089 = load i8, ptr %1088, align 1, !dbg !1071, !tbaa !1077
    #dbg_value(i8 %1089, !229, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1078)
    #dbg_value(i8 %1089, !239, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1080)
    #dbg_value(i8 %1089, !246, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1082)
  %1090 = lshr i32 %1087, 8, !dbg !1084
  %1091 = and i32 %1087, 255, !dbg !1085
  %1092 = zext i8 %1089 to i32, !dbg !1085
  %1093 = xor i32 %1091, %1092, !dbg !1085
  %1094 = zext nneg i32 %1093 to i64, !dbg !1085
  %1095 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1094, !dbg !1085
  %1096 = load i32, ptr %1095, align 4, !dbg !1085, !tbaa !219
  %1097 = xor i32 %1090, %1096, !dbg !1086
  %1098 = lshr i32 %1097, 8, !dbg !1089
  %1099 = and i32 %1097, 255, !dbg !1090
  %1100 = zext nneg i32 %1099 to i64, !dbg !1090
  %1101 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1100, !dbg !1090
  %1102 = load i32, ptr %1101, align 4, !dbg !1090, !tbaa !219
  %1103 = xor i32 %1098, %1102, !dbg !1091
  %1104 = lshr i32 %1103, 8, !dbg !1094
  %1105 = and i32 %1103, 255, !dbg !1095
  %1106 = zext nneg i32 %1105 to i64, !dbg !1095
  %1107 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1106, !dbg !1095
  %1108 = load i32, ptr %1107, align 4, !dbg !1095, !tbaa !219
  %1109 = xor i32 %1104, %1108, !dbg !1096
  %1110 = lshr i32 %1109, 8, !dbg !1099
  %1111 = and i32 %1109, 255, !dbg !1100
  %1112 = zext nneg i32 %1111 to i64, !dbg !1100
  %1113 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1112, !dbg !1100
  %1114 = load i32, ptr %1113, align 4, !dbg !1100, !tbaa !219
  %1115 = xor i32 %1110, %1114, !dbg !1101
  %1116 = lshr i32 %1115, 8, !dbg !1104
  %1117 = and i32 %1115, 255, !dbg !1105
  %1118 = zext nneg i32 %1117 to i64, !dbg !1105
  %1119 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1118, !dbg !1105
  %1120 = load i32, ptr %1119, align 4, !dbg !1105, !tbaa !219
  %1121 = xor i32 %1116, %1120, !dbg !1106
  %1122 = lshr i32 %1121, 8, !dbg !1109
  %1123 = and i32 %1121, 255, !dbg !1110
  %1124 = zext nneg i32 %1123 to i64, !dbg !1110
  %1125 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1124, !dbg !1110
  %1126 = load i32, ptr %1125, align 4, !dbg !1110, !tbaa !219
  %1127 = xor i32 %1122, %1126, !dbg !1111
  %1128 = lshr i32 %1127, 8, !dbg !1114
  %1129 = and i32 %1127, 255, !dbg !1115
  %1130 = zext nneg i32 %1129 to i64, !dbg !1115
  %1131 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1130, !dbg !1115
  %1132 = load i32, ptr %1131, align 4, !dbg !1115, !tbaa !219
  %1133 = xor i32 %1128, %1132, !dbg !1116
  %1134 = lshr i32 %1133, 8, !dbg !1119
  %1135 = and i32 %1133, 255, !dbg !1120
  %1136 = zext nneg i32 %1135 to i64, !dbg !1120
  %1137 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1136, !dbg !1120
  %1138 = load i32, ptr %1137, align 4, !dbg !1120, !tbaa !219
  %1139 = xor i32 %1134, %1138, !dbg !1121
    #dbg_value(i64 3, !192, !DIExpression(), !194)
  %1140 = add nuw nsw i64 %982, 1, !dbg !1122
    #dbg_value(i64 %1140, !191, !DIExpression(), !194)
  %1141 = icmp eq i64 %1140, 7, !dbg !1123
  br i1 %1141, label %1142, label %981, !dbg !1067, !llvm.loop !1124

1142:                                             ; preds = %981
  %1143 = add nuw nsw i64 %979, 1, !dbg !1126
    #dbg_value(i64 %1143, !190, !DIExpression(), !194)
  %1144 = icmp eq i64 %1143, 10, !dbg !1127
  br i1 %1144, label %1145, label %978, !dbg !1065, !llvm.loop !1128

1145:                                             ; preds = %1142
    #dbg_value(i64 246, !229, !DIExpression(), !1130)
    #dbg_value(ptr poison, !235, !DIExpression(), !1130)
    #dbg_value(i32 0, !236, !DIExpression(), !1130)
    #dbg_value(i64 246, !239, !DIExpression(), !1132)
    #dbg_value(i64 246, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1134)
  %1146 = lshr i32 %1139, 8, !dbg !1136
  %1147 = and i32 %1139, 255, !dbg !1137
  %1148 = xor i32 %1147, 246, !dbg !1137
  %1149 = zext nneg i32 %1148 to i64, !dbg !1137
  %1150 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1149, !dbg !1137
  %1151 = load i32, ptr %1150, align 4, !dbg !1137, !tbaa !219
  %1152 = xor i32 %1146, %1151, !dbg !1138
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1139)
  %1153 = lshr i32 %1152, 8, !dbg !1141
  %1154 = and i32 %1152, 255, !dbg !1142
  %1155 = zext nneg i32 %1154 to i64, !dbg !1142
  %1156 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1155, !dbg !1142
  %1157 = load i32, ptr %1156, align 4, !dbg !1142, !tbaa !219
  %1158 = xor i32 %1153, %1157, !dbg !1143
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1144)
  %1159 = lshr i32 %1158, 8, !dbg !1146
  %1160 = and i32 %1158, 255, !dbg !1147
  %1161 = zext nneg i32 %1160 to i64, !dbg !1147
  %1162 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1161, !dbg !1147
  %1163 = load i32, ptr %1162, align 4, !dbg !1147, !tbaa !219
  %1164 = xor i32 %1159, %1163, !dbg !1148
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1149)
  %1165 = lshr i32 %1164, 8, !dbg !1151
  %1166 = and i32 %1164, 255, !dbg !1152
  %1167 = zext nneg i32 %1166 to i64, !dbg !1152
  %1168 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1167, !dbg !1152
  %1169 = load i32, ptr %1168, align 4, !dbg !1152, !tbaa !219
  %1170 = xor i32 %1165, %1169, !dbg !1153
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1154)
  %1171 = lshr i32 %1170, 8, !dbg !1156
  %1172 = and i32 %1170, 255, !dbg !1157
  %1173 = zext nneg i32 %1172 to i64, !dbg !1157
  %1174 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1173, !dbg !1157
  %1175 = load i32, ptr %1174, align 4, !dbg !1157, !tbaa !219
  %1176 = xor i32 %1171, %1175, !dbg !1158
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1159)
  %1177 = lshr i32 %1176, 8, !dbg !1161
  %1178 = and i32 %1176, 255, !dbg !1162
  %1179 = zext nneg i32 %1178 to i64, !dbg !1162
  %1180 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1179, !dbg !1162
  %1181 = load i32, ptr %1180, align 4, !dbg !1162, !tbaa !219
  %1182 = xor i32 %1177, %1181, !dbg !1163
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1164)
  %1183 = lshr i32 %1182, 8, !dbg !1166
  %1184 = and i32 %1182, 255, !dbg !1167
  %1185 = zext nneg i32 %1184 to i64, !dbg !1167
  %1186 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1185, !dbg !1167
  %1187 = load i32, ptr %1186, align 4, !dbg !1167, !tbaa !219
  %1188 = xor i32 %1183, %1187, !dbg !1168
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1169)
  %1189 = lshr i32 %1188, 8, !dbg !1171
  %1190 = and i32 %1188, 255, !dbg !1172
  %1191 = zext nneg i32 %1190 to i64, !dbg !1172
  %1192 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1191, !dbg !1172
  %1193 = load i32, ptr %1192, align 4, !dbg !1172, !tbaa !219
  %1194 = xor i32 %1189, %1193, !dbg !1173
    #dbg_value(i64 8, !229, !DIExpression(), !1174)
    #dbg_value(ptr poison, !235, !DIExpression(), !1174)
    #dbg_value(i32 0, !236, !DIExpression(), !1174)
    #dbg_value(i64 8, !239, !DIExpression(), !1176)
    #dbg_value(i64 8, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1178)
  %1195 = lshr i32 %1194, 8, !dbg !1180
  %1196 = and i32 %1194, 255, !dbg !1181
  %1197 = xor i32 %1196, 8, !dbg !1181
  %1198 = zext nneg i32 %1197 to i64, !dbg !1181
  %1199 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1198, !dbg !1181
  %1200 = load i32, ptr %1199, align 4, !dbg !1181, !tbaa !219
  %1201 = xor i32 %1195, %1200, !dbg !1182
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1183)
  %1202 = lshr i32 %1201, 8, !dbg !1185
  %1203 = and i32 %1201, 255, !dbg !1186
  %1204 = zext nneg i32 %1203 to i64, !dbg !1186
  %1205 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1204, !dbg !1186
  %1206 = load i32, ptr %1205, align 4, !dbg !1186, !tbaa !219
  %1207 = xor i32 %1202, %1206, !dbg !1187
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1188)
  %1208 = lshr i32 %1207, 8, !dbg !1190
  %1209 = and i32 %1207, 255, !dbg !1191
  %1210 = zext nneg i32 %1209 to i64, !dbg !1191
  %1211 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1210, !dbg !1191
  %1212 = load i32, ptr %1211, align 4, !dbg !1191, !tbaa !219
  %1213 = xor i32 %1208, %1212, !dbg !1192
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1193)
  %1214 = lshr i32 %1213, 8, !dbg !1195
  %1215 = and i32 %1213, 255, !dbg !1196
  %1216 = zext nneg i32 %1215 to i64, !dbg !1196
  %1217 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1216, !dbg !1196
  %1218 = load i32, ptr %1217, align 4, !dbg !1196, !tbaa !219
  %1219 = xor i32 %1214, %1218, !dbg !1197
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1198)
  %1220 = lshr i32 %1219, 8, !dbg !1200
  %1221 = and i32 %1219, 255, !dbg !1201
  %1222 = zext nneg i32 %1221 to i64, !dbg !1201
  %1223 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1222, !dbg !1201
  %1224 = load i32, ptr %1223, align 4, !dbg !1201, !tbaa !219
  %1225 = xor i32 %1220, %1224, !dbg !1202
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1203)
  %1226 = lshr i32 %1225, 8, !dbg !1205
  %1227 = and i32 %1225, 255, !dbg !1206
  %1228 = zext nneg i32 %1227 to i64, !dbg !1206
  %1229 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1228, !dbg !1206
  %1230 = load i32, ptr %1229, align 4, !dbg !1206, !tbaa !219
  %1231 = xor i32 %1226, %1230, !dbg !1207
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1208)
  %1232 = lshr i32 %1231, 8, !dbg !1210
  %1233 = and i32 %1231, 255, !dbg !1211
  %1234 = zext nneg i32 %1233 to i64, !dbg !1211
  %1235 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1234, !dbg !1211
  %1236 = load i32, ptr %1235, align 4, !dbg !1211, !tbaa !219
  %1237 = xor i32 %1232, %1236, !dbg !1212
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1213)
  %1238 = lshr i32 %1237, 8, !dbg !1215
  %1239 = and i32 %1237, 255, !dbg !1216
  %1240 = zext nneg i32 %1239 to i64, !dbg !1216
  %1241 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1240, !dbg !1216
  %1242 = load i32, ptr %1241, align 4, !dbg !1216, !tbaa !219
  %1243 = xor i32 %1238, %1242, !dbg !1217
  %1244 = load volatile i32, ptr @g_291, align 4, !dbg !1218, !tbaa !219
  %1245 = sext i32 %1244 to i64, !dbg !1218
    #dbg_value(i64 %1245, !229, !DIExpression(), !1219)
    #dbg_value(ptr poison, !235, !DIExpression(), !1219)
    #dbg_value(i32 0, !236, !DIExpression(), !1219)
    #dbg_value(i64 %1245, !239, !DIExpression(), !1221)
    #dbg_value(i64 %1245, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1223)
  %1246 = lshr i32 %1243, 8, !dbg !1225
  %1247 = zext i32 %1243 to i64, !dbg !1226
  %1248 = xor i64 %1247, %1245, !dbg !1226
  %1249 = and i64 %1248, 255, !dbg !1227
  %1250 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1249, !dbg !1227
  %1251 = load i32, ptr %1250, align 4, !dbg !1227, !tbaa !219
  %1252 = xor i32 %1246, %1251, !dbg !1228
  %1253 = lshr i64 %1245, 8, !dbg !1229
    #dbg_value(i64 %1253, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1230)
  %1254 = lshr i32 %1252, 8, !dbg !1232
  %1255 = zext i32 %1252 to i64, !dbg !1233
  %1256 = xor i64 %1253, %1255, !dbg !1233
  %1257 = and i64 %1256, 255, !dbg !1234
  %1258 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1257, !dbg !1234
  %1259 = load i32, ptr %1258, align 4, !dbg !1234, !tbaa !219
  %1260 = xor i32 %1254, %1259, !dbg !1235
  %1261 = lshr i64 %1245, 16, !dbg !1236
    #dbg_value(i64 %1261, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1237)
  %1262 = lshr i32 %1260, 8, !dbg !1239
  %1263 = zext i32 %1260 to i64, !dbg !1240
  %1264 = xor i64 %1261, %1263, !dbg !1240
  %1265 = and i64 %1264, 255, !dbg !1241
  %1266 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1265, !dbg !1241
  %1267 = load i32, ptr %1266, align 4, !dbg !1241, !tbaa !219
  %1268 = xor i32 %1262, %1267, !dbg !1242
  %1269 = lshr i64 %1245, 24, !dbg !1243
    #dbg_value(i64 %1269, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1244)
  %1270 = lshr i32 %1268, 8, !dbg !1246
  %1271 = zext i32 %1268 to i64, !dbg !1247
  %1272 = xor i64 %1269, %1271, !dbg !1247
  %1273 = and i64 %1272, 255, !dbg !1248
  %1274 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1273, !dbg !1248
  %1275 = load i32, ptr %1274, align 4, !dbg !1248, !tbaa !219
  %1276 = xor i32 %1270, %1275, !dbg !1249
  %1277 = lshr i64 %1245, 32, !dbg !1250
    #dbg_value(i64 %1277, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1251)
  %1278 = lshr i32 %1276, 8, !dbg !1253
  %1279 = zext i32 %1276 to i64, !dbg !1254
  %1280 = xor i64 %1277, %1279, !dbg !1254
  %1281 = and i64 %1280, 255, !dbg !1255
  %1282 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1281, !dbg !1255
  %1283 = load i32, ptr %1282, align 4, !dbg !1255, !tbaa !219
  %1284 = xor i32 %1278, %1283, !dbg !1256
  %1285 = lshr i64 %1245, 40, !dbg !1257
    #dbg_value(i64 %1285, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1258)
  %1286 = lshr i32 %1284, 8, !dbg !1260
  %1287 = zext i32 %1284 to i64, !dbg !1261
  %1288 = xor i64 %1285, %1287, !dbg !1261
  %1289 = and i64 %1288, 255, !dbg !1262
  %1290 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1289, !dbg !1262
  %1291 = load i32, ptr %1290, align 4, !dbg !1262, !tbaa !219
  %1292 = xor i32 %1286, %1291, !dbg !1263
  %1293 = lshr i64 %1245, 48, !dbg !1264
    #dbg_value(i64 %1293, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1265)
  %1294 = lshr i32 %1292, 8, !dbg !1267
  %1295 = zext i32 %1292 to i64, !dbg !1268
  %1296 = xor i64 %1293, %1295, !dbg !1268
  %1297 = and i64 %1296, 255, !dbg !1269
  %1298 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1297, !dbg !1269
  %1299 = load i32, ptr %1298, align 4, !dbg !1269, !tbaa !219
  %1300 = xor i32 %1294, %1299, !dbg !1270
  %1301 = lshr i64 %1245, 56, !dbg !1271
    #dbg_value(i64 %1301, !246, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1272)
  %1302 = lshr i32 %1300, 8, !dbg !1274
  %1303 = and i32 %1300, 255, !dbg !1275
  %1304 = zext nneg i32 %1303 to i64, !dbg !1275
  %1305 = xor i64 %1301, %1304, !dbg !1275
  %1306 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1305, !dbg !1275
  %1307 = load i32, ptr %1306, align 4, !dbg !1275, !tbaa !219
  %1308 = xor i32 %1302, %1307, !dbg !1276
  store i32 %1308, ptr @crc32_context, align 4, !dbg !1277, !tbaa !219
  %1309 = xor i32 %1308, -1, !dbg !1278
    #dbg_value(i32 %1309, !1279, !DIExpression(), !1285)
    #dbg_value(i32 0, !1284, !DIExpression(), !1285)
  %1310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %1309), !dbg !1287
  ret i32 0, !dbg !1288
}

; Function Attrs: nofree nounwind
declare !dbg !1289 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!178, !179, !180, !181, !182, !183, !184}
!llvm.ident = !{!185}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 17, type: !105, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "noargc_4002.c", directory: ".", checksumkind: CSK_MD5, checksum: "058d2803268f3f597eed735f3dee239f")
!4 = !{!5, !11, !16, !21, !23, !25, !30, !32, !34, !36, !41, !46, !48, !50, !55, !60, !65, !67, !69, !71, !73, !75, !77, !79, !90, !97, !0, !102, !111, !113, !118, !120, !125, !130, !132, !139, !141, !146, !151, !153, !155, !157, !162, !167, !169, !171, !173, !176}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 230, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 233, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 234, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 14)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 237, type: !7, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 240, type: !13, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 244, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 245, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 246, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 247, type: !27, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 252, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 11)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 253, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 18)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 257, type: !27, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 258, type: !27, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 265, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 15)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 266, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 271, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 272, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 273, type: !62, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 274, type: !62, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 281, type: !52, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !62, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !62, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 289, type: !62, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !81, line: 47, type: !82, isLocal: true, isDefinition: true)
!81 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 8192, elements: !88)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !84, line: 26, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !86, line: 42, baseType: !87)
!86 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !{!89}
!89 = !DISubrange(count: 256)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "g_247", scope: !2, file: !3, line: 45, type: !92, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !94, line: 24, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !86, line: 37, baseType: !96)
!96 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !81, line: 114, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 288, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 36)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 18, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 256, elements: !109)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !94, line: 26, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !86, line: 41, baseType: !108)
!108 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!109 = !{!110}
!110 = !DISubrange(count: 8)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression(DW_OP_constu, 855616396, DW_OP_stack_value))
!112 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 19, type: !106, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 20, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 32, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 1)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression(DW_OP_constu, 18446744073709551611, DW_OP_stack_value))
!119 = distinct !DIGlobalVariable(name: "g_27", scope: !2, file: !3, line: 21, type: !106, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression(DW_OP_constu, 752981531222211749, DW_OP_stack_value))
!121 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 22, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !94, line: 27, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !86, line: 44, baseType: !124)
!124 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression(DW_OP_constu, 49, DW_OP_stack_value))
!126 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 23, type: !127, isLocal: true, isDefinition: true)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !84, line: 24, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !86, line: 38, baseType: !129)
!129 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "g_50", scope: !2, file: !3, line: 24, type: !93, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_55", scope: !2, file: !3, line: 27, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 1792, elements: !138)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !84, line: 27, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !86, line: 45, baseType: !137)
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !{!10, !15}
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!140 = distinct !DIGlobalVariable(name: "g_57", scope: !2, file: !3, line: 28, type: !106, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression(DW_OP_constu, 18446744073709550840, DW_OP_stack_value))
!142 = distinct !DIGlobalVariable(name: "g_61", scope: !2, file: !3, line: 29, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !94, line: 25, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !86, line: 39, baseType: !145)
!145 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_102", scope: !2, file: !3, line: 30, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 2400, elements: !149)
!149 = !{!29, !150, !29}
!150 = !DISubrange(count: 3)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression(DW_OP_constu, 2, DW_OP_stack_value))
!152 = distinct !DIGlobalVariable(name: "g_105", scope: !2, file: !3, line: 33, type: !106, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression(DW_OP_constu, 18446744073372515555, DW_OP_stack_value))
!154 = distinct !DIGlobalVariable(name: "g_111", scope: !2, file: !3, line: 36, type: !83, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression(DW_OP_constu, 11, DW_OP_stack_value))
!156 = distinct !DIGlobalVariable(name: "g_140", scope: !2, file: !3, line: 37, type: !93, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression(DW_OP_constu, 27063, DW_OP_stack_value))
!158 = distinct !DIGlobalVariable(name: "g_142", scope: !2, file: !3, line: 38, type: !159, isLocal: true, isDefinition: true)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !84, line: 25, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !86, line: 40, baseType: !161)
!161 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_154", scope: !2, file: !3, line: 39, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 1680, elements: !165)
!165 = !{!166, !15, !150}
!166 = !DISubrange(count: 10)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression(DW_OP_constu, 18446744073709551606, DW_OP_stack_value))
!168 = distinct !DIGlobalVariable(name: "g_158", scope: !2, file: !3, line: 40, type: !127, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression(DW_OP_constu, 8, DW_OP_stack_value))
!170 = distinct !DIGlobalVariable(name: "g_260", scope: !2, file: !3, line: 49, type: !159, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_291", scope: !2, file: !3, line: 52, type: !105, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !175, line: 56, type: !52, isLocal: true, isDefinition: true)
!175 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !81, line: 48, type: !83, isLocal: true, isDefinition: true)
!178 = !{i32 7, !"Dwarf Version", i32 5}
!179 = !{i32 2, !"Debug Info Version", i32 3}
!180 = !{i32 1, !"wchar_size", i32 4}
!181 = !{i32 8, !"PIC Level", i32 2}
!182 = !{i32 7, !"PIE Level", i32 2}
!183 = !{i32 7, !"uwtable", i32 2}
!184 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!185 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!186 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 223, type: !187, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!108}
!189 = !{!190, !191, !192, !193}
!190 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 225, type: !108)
!191 = !DILocalVariable(name: "j", scope: !186, file: !3, line: 225, type: !108)
!192 = !DILocalVariable(name: "k", scope: !186, file: !3, line: 225, type: !108)
!193 = !DILocalVariable(name: "print_hash_value", scope: !186, file: !3, line: 226, type: !108)
!194 = !DILocation(line: 0, scope: !186)
!195 = !DILocalVariable(name: "poly", scope: !196, file: !81, line: 54, type: !203)
!196 = distinct !DISubprogram(name: "crc32_gentab", scope: !81, file: !81, line: 51, type: !197, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{null}
!199 = !{!200, !195, !201, !202}
!200 = !DILocalVariable(name: "crc", scope: !196, file: !81, line: 53, type: !83)
!201 = !DILocalVariable(name: "i", scope: !196, file: !81, line: 55, type: !108)
!202 = !DILocalVariable(name: "j", scope: !196, file: !81, line: 55, type: !108)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!204 = !DILocation(line: 0, scope: !196, inlinedAt: !205)
!205 = distinct !DILocation(line: 228, column: 5, scope: !186)
!206 = !DILocation(line: 57, column: 2, scope: !207, inlinedAt: !205)
!207 = distinct !DILexicalBlock(scope: !196, file: !81, line: 57, column: 2)
!208 = !DILocation(line: 57, column: 24, scope: !209, inlinedAt: !205)
!209 = distinct !DILexicalBlock(scope: !207, file: !81, line: 57, column: 2)
!210 = !DILocation(line: 60, column: 12, scope: !211, inlinedAt: !205)
!211 = distinct !DILexicalBlock(scope: !212, file: !81, line: 60, column: 8)
!212 = distinct !DILexicalBlock(scope: !213, file: !81, line: 59, column: 27)
!213 = distinct !DILexicalBlock(scope: !214, file: !81, line: 59, column: 3)
!214 = distinct !DILexicalBlock(scope: !215, file: !81, line: 59, column: 3)
!215 = distinct !DILexicalBlock(scope: !209, file: !81, line: 57, column: 28)
!216 = !DILocation(line: 60, column: 8, scope: !212, inlinedAt: !205)
!217 = !DILocation(line: 66, column: 3, scope: !215, inlinedAt: !205)
!218 = !DILocation(line: 66, column: 16, scope: !215, inlinedAt: !205)
!219 = !{!220, !220, i64 0}
!220 = !{!"int", !221, i64 0}
!221 = !{!"omnipotent char", !222, i64 0}
!222 = !{!"Simple C/C++ TBAA"}
!223 = distinct !{!223, !206, !224, !225, !226, !227}
!224 = !DILocation(line: 67, column: 2, scope: !207, inlinedAt: !205)
!225 = !{!"llvm.loop.mustprogress"}
!226 = !{!"llvm.loop.isvectorized", i32 1}
!227 = !{!"llvm.loop.unroll.runtime.disable"}
!228 = !DILocation(line: 230, column: 21, scope: !186)
!229 = !DILocalVariable(name: "val", arg: 1, scope: !230, file: !81, line: 110, type: !135)
!230 = distinct !DISubprogram(name: "transparent_crc", scope: !81, file: !81, line: 110, type: !231, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !135, !233, !108}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!234 = !{!229, !235, !236}
!235 = !DILocalVariable(name: "vname", arg: 2, scope: !230, file: !81, line: 110, type: !233)
!236 = !DILocalVariable(name: "flag", arg: 3, scope: !230, file: !81, line: 110, type: !108)
!237 = !DILocation(line: 0, scope: !230, inlinedAt: !238)
!238 = distinct !DILocation(line: 230, column: 5, scope: !186)
!239 = !DILocalVariable(name: "val", arg: 1, scope: !240, file: !81, line: 97, type: !135)
!240 = distinct !DISubprogram(name: "crc32_8bytes", scope: !81, file: !81, line: 97, type: !241, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !135}
!243 = !{!239}
!244 = !DILocation(line: 0, scope: !240, inlinedAt: !245)
!245 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !238)
!246 = !DILocalVariable(name: "b", arg: 1, scope: !247, file: !81, line: 71, type: !127)
!247 = distinct !DISubprogram(name: "crc32_byte", scope: !81, file: !81, line: 71, type: !248, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !127}
!250 = !{!246}
!251 = !DILocation(line: 0, scope: !247, inlinedAt: !252)
!252 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !245)
!253 = !DILocation(line: 73, column: 5, scope: !247, inlinedAt: !252)
!254 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !252)
!255 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !252)
!256 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !252)
!257 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !252)
!258 = !DILocation(line: 100, column: 18, scope: !240, inlinedAt: !245)
!259 = !DILocation(line: 0, scope: !247, inlinedAt: !260)
!260 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !245)
!261 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !260)
!262 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !260)
!263 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !260)
!264 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !260)
!265 = !DILocation(line: 101, column: 18, scope: !240, inlinedAt: !245)
!266 = !DILocation(line: 0, scope: !247, inlinedAt: !267)
!267 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !245)
!268 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !267)
!269 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !267)
!270 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !267)
!271 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !267)
!272 = !DILocation(line: 102, column: 18, scope: !240, inlinedAt: !245)
!273 = !DILocation(line: 0, scope: !247, inlinedAt: !274)
!274 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !245)
!275 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !274)
!276 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !274)
!277 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !274)
!278 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !274)
!279 = !DILocation(line: 103, column: 18, scope: !240, inlinedAt: !245)
!280 = !DILocation(line: 0, scope: !247, inlinedAt: !281)
!281 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !245)
!282 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !281)
!283 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !281)
!284 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !281)
!285 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !281)
!286 = !DILocation(line: 104, column: 18, scope: !240, inlinedAt: !245)
!287 = !DILocation(line: 0, scope: !247, inlinedAt: !288)
!288 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !245)
!289 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !288)
!290 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !288)
!291 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !288)
!292 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !288)
!293 = !DILocation(line: 105, column: 18, scope: !240, inlinedAt: !245)
!294 = !DILocation(line: 0, scope: !247, inlinedAt: !295)
!295 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !245)
!296 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !295)
!297 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !295)
!298 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !295)
!299 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !295)
!300 = !DILocation(line: 106, column: 18, scope: !240, inlinedAt: !245)
!301 = !DILocation(line: 0, scope: !247, inlinedAt: !302)
!302 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !245)
!303 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !302)
!304 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !302)
!305 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !302)
!306 = !DILocation(line: 231, column: 5, scope: !307)
!307 = distinct !DILexicalBlock(scope: !186, file: !3, line: 231, column: 5)
!308 = !DILocation(line: 233, column: 25, scope: !309)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 232, column: 5)
!310 = distinct !DILexicalBlock(scope: !307, file: !3, line: 231, column: 5)
!311 = !DILocation(line: 0, scope: !230, inlinedAt: !312)
!312 = distinct !DILocation(line: 233, column: 9, scope: !309)
!313 = !DILocation(line: 0, scope: !240, inlinedAt: !314)
!314 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !312)
!315 = !DILocation(line: 0, scope: !247, inlinedAt: !316)
!316 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !314)
!317 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !316)
!318 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !316)
!319 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !316)
!320 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !316)
!321 = !DILocation(line: 100, column: 18, scope: !240, inlinedAt: !314)
!322 = !DILocation(line: 0, scope: !247, inlinedAt: !323)
!323 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !314)
!324 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !323)
!325 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !323)
!326 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !323)
!327 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !323)
!328 = !DILocation(line: 101, column: 18, scope: !240, inlinedAt: !314)
!329 = !DILocation(line: 0, scope: !247, inlinedAt: !330)
!330 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !314)
!331 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !330)
!332 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !330)
!333 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !330)
!334 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !330)
!335 = !DILocation(line: 102, column: 18, scope: !240, inlinedAt: !314)
!336 = !DILocation(line: 0, scope: !247, inlinedAt: !337)
!337 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !314)
!338 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !337)
!339 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !337)
!340 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !337)
!341 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !337)
!342 = !DILocation(line: 103, column: 18, scope: !240, inlinedAt: !314)
!343 = !DILocation(line: 0, scope: !247, inlinedAt: !344)
!344 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !314)
!345 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !344)
!346 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !344)
!347 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !344)
!348 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !344)
!349 = !DILocation(line: 104, column: 18, scope: !240, inlinedAt: !314)
!350 = !DILocation(line: 0, scope: !247, inlinedAt: !351)
!351 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !314)
!352 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !351)
!353 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !351)
!354 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !351)
!355 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !351)
!356 = !DILocation(line: 105, column: 18, scope: !240, inlinedAt: !314)
!357 = !DILocation(line: 0, scope: !247, inlinedAt: !358)
!358 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !314)
!359 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !358)
!360 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !358)
!361 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !358)
!362 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !358)
!363 = !DILocation(line: 106, column: 18, scope: !240, inlinedAt: !314)
!364 = !DILocation(line: 0, scope: !247, inlinedAt: !365)
!365 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !314)
!366 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !365)
!367 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !365)
!368 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !365)
!369 = !DILocation(line: 231, column: 25, scope: !310)
!370 = !DILocation(line: 231, column: 19, scope: !310)
!371 = distinct !{!371, !306, !372, !225}
!372 = !DILocation(line: 236, column: 5, scope: !307)
!373 = !DILocation(line: 0, scope: !230, inlinedAt: !374)
!374 = distinct !DILocation(line: 237, column: 5, scope: !186)
!375 = !DILocation(line: 0, scope: !240, inlinedAt: !376)
!376 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !374)
!377 = !DILocation(line: 0, scope: !247, inlinedAt: !378)
!378 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !376)
!379 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !378)
!380 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !378)
!381 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !378)
!382 = !DILocation(line: 0, scope: !247, inlinedAt: !383)
!383 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !376)
!384 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !383)
!385 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !383)
!386 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !383)
!387 = !DILocation(line: 0, scope: !247, inlinedAt: !388)
!388 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !376)
!389 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !388)
!390 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !388)
!391 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !388)
!392 = !DILocation(line: 0, scope: !247, inlinedAt: !393)
!393 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !376)
!394 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !393)
!395 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !393)
!396 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !393)
!397 = !DILocation(line: 0, scope: !247, inlinedAt: !398)
!398 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !376)
!399 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !398)
!400 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !398)
!401 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !398)
!402 = !DILocation(line: 0, scope: !247, inlinedAt: !403)
!403 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !376)
!404 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !403)
!405 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !403)
!406 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !403)
!407 = !DILocation(line: 0, scope: !247, inlinedAt: !408)
!408 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !376)
!409 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !408)
!410 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !408)
!411 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !408)
!412 = !DILocation(line: 0, scope: !247, inlinedAt: !413)
!413 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !376)
!414 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !413)
!415 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !413)
!416 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !413)
!417 = !DILocation(line: 0, scope: !230, inlinedAt: !418)
!418 = distinct !DILocation(line: 240, column: 9, scope: !419)
!419 = distinct !DILexicalBlock(scope: !420, file: !3, line: 239, column: 5)
!420 = distinct !DILexicalBlock(scope: !421, file: !3, line: 238, column: 5)
!421 = distinct !DILexicalBlock(scope: !186, file: !3, line: 238, column: 5)
!422 = !DILocation(line: 0, scope: !240, inlinedAt: !423)
!423 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !418)
!424 = !DILocation(line: 0, scope: !247, inlinedAt: !425)
!425 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !423)
!426 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !425)
!427 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !425)
!428 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !425)
!429 = !DILocation(line: 0, scope: !247, inlinedAt: !430)
!430 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !423)
!431 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !430)
!432 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !430)
!433 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !430)
!434 = !DILocation(line: 0, scope: !247, inlinedAt: !435)
!435 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !423)
!436 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !435)
!437 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !435)
!438 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !435)
!439 = !DILocation(line: 0, scope: !247, inlinedAt: !440)
!440 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !423)
!441 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !440)
!442 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !440)
!443 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !440)
!444 = !DILocation(line: 0, scope: !247, inlinedAt: !445)
!445 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !423)
!446 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !445)
!447 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !445)
!448 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !445)
!449 = !DILocation(line: 0, scope: !247, inlinedAt: !450)
!450 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !423)
!451 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !450)
!452 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !450)
!453 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !450)
!454 = !DILocation(line: 0, scope: !247, inlinedAt: !455)
!455 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !423)
!456 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !455)
!457 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !455)
!458 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !455)
!459 = !DILocation(line: 0, scope: !247, inlinedAt: !460)
!460 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !423)
!461 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !460)
!462 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !460)
!463 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !460)
!464 = !DILocation(line: 0, scope: !230, inlinedAt: !465)
!465 = distinct !DILocation(line: 244, column: 5, scope: !186)
!466 = !DILocation(line: 0, scope: !240, inlinedAt: !467)
!467 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !465)
!468 = !DILocation(line: 0, scope: !247, inlinedAt: !469)
!469 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !467)
!470 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !469)
!471 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !469)
!472 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !469)
!473 = !DILocation(line: 0, scope: !247, inlinedAt: !474)
!474 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !467)
!475 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !474)
!476 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !474)
!477 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !474)
!478 = !DILocation(line: 0, scope: !247, inlinedAt: !479)
!479 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !467)
!480 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !479)
!481 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !479)
!482 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !479)
!483 = !DILocation(line: 0, scope: !247, inlinedAt: !484)
!484 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !467)
!485 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !484)
!486 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !484)
!487 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !484)
!488 = !DILocation(line: 0, scope: !247, inlinedAt: !489)
!489 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !467)
!490 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !489)
!491 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !489)
!492 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !489)
!493 = !DILocation(line: 0, scope: !247, inlinedAt: !494)
!494 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !467)
!495 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !494)
!496 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !494)
!497 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !494)
!498 = !DILocation(line: 0, scope: !247, inlinedAt: !499)
!499 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !467)
!500 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !499)
!501 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !499)
!502 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !499)
!503 = !DILocation(line: 0, scope: !247, inlinedAt: !504)
!504 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !467)
!505 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !504)
!506 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !504)
!507 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !504)
!508 = !DILocation(line: 0, scope: !230, inlinedAt: !509)
!509 = distinct !DILocation(line: 245, column: 5, scope: !186)
!510 = !DILocation(line: 0, scope: !240, inlinedAt: !511)
!511 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !509)
!512 = !DILocation(line: 0, scope: !247, inlinedAt: !513)
!513 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !511)
!514 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !513)
!515 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !513)
!516 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !513)
!517 = !DILocation(line: 0, scope: !247, inlinedAt: !518)
!518 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !511)
!519 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !518)
!520 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !518)
!521 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !518)
!522 = !DILocation(line: 0, scope: !247, inlinedAt: !523)
!523 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !511)
!524 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !523)
!525 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !523)
!526 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !523)
!527 = !DILocation(line: 0, scope: !247, inlinedAt: !528)
!528 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !511)
!529 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !528)
!530 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !528)
!531 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !528)
!532 = !DILocation(line: 0, scope: !247, inlinedAt: !533)
!533 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !511)
!534 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !533)
!535 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !533)
!536 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !533)
!537 = !DILocation(line: 0, scope: !247, inlinedAt: !538)
!538 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !511)
!539 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !538)
!540 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !538)
!541 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !538)
!542 = !DILocation(line: 0, scope: !247, inlinedAt: !543)
!543 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !511)
!544 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !543)
!545 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !543)
!546 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !543)
!547 = !DILocation(line: 0, scope: !247, inlinedAt: !548)
!548 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !511)
!549 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !548)
!550 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !548)
!551 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !548)
!552 = !DILocation(line: 0, scope: !230, inlinedAt: !553)
!553 = distinct !DILocation(line: 246, column: 5, scope: !186)
!554 = !DILocation(line: 0, scope: !240, inlinedAt: !555)
!555 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !553)
!556 = !DILocation(line: 0, scope: !247, inlinedAt: !557)
!557 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !555)
!558 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !557)
!559 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !557)
!560 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !557)
!561 = !DILocation(line: 0, scope: !247, inlinedAt: !562)
!562 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !555)
!563 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !562)
!564 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !562)
!565 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !562)
!566 = !DILocation(line: 0, scope: !247, inlinedAt: !567)
!567 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !555)
!568 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !567)
!569 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !567)
!570 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !567)
!571 = !DILocation(line: 0, scope: !247, inlinedAt: !572)
!572 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !555)
!573 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !572)
!574 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !572)
!575 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !572)
!576 = !DILocation(line: 0, scope: !247, inlinedAt: !577)
!577 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !555)
!578 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !577)
!579 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !577)
!580 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !577)
!581 = !DILocation(line: 0, scope: !247, inlinedAt: !582)
!582 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !555)
!583 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !582)
!584 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !582)
!585 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !582)
!586 = !DILocation(line: 0, scope: !247, inlinedAt: !587)
!587 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !555)
!588 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !587)
!589 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !587)
!590 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !587)
!591 = !DILocation(line: 0, scope: !247, inlinedAt: !592)
!592 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !555)
!593 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !592)
!594 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !592)
!595 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !592)
!596 = !DILocation(line: 0, scope: !230, inlinedAt: !597)
!597 = distinct !DILocation(line: 247, column: 5, scope: !186)
!598 = !DILocation(line: 0, scope: !240, inlinedAt: !599)
!599 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !597)
!600 = !DILocation(line: 0, scope: !247, inlinedAt: !601)
!601 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !599)
!602 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !601)
!603 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !601)
!604 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !601)
!605 = !DILocation(line: 0, scope: !247, inlinedAt: !606)
!606 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !599)
!607 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !606)
!608 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !606)
!609 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !606)
!610 = !DILocation(line: 0, scope: !247, inlinedAt: !611)
!611 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !599)
!612 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !611)
!613 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !611)
!614 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !611)
!615 = !DILocation(line: 0, scope: !247, inlinedAt: !616)
!616 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !599)
!617 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !616)
!618 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !616)
!619 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !616)
!620 = !DILocation(line: 0, scope: !247, inlinedAt: !621)
!621 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !599)
!622 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !621)
!623 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !621)
!624 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !621)
!625 = !DILocation(line: 0, scope: !247, inlinedAt: !626)
!626 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !599)
!627 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !626)
!628 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !626)
!629 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !626)
!630 = !DILocation(line: 0, scope: !247, inlinedAt: !631)
!631 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !599)
!632 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !631)
!633 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !631)
!634 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !631)
!635 = !DILocation(line: 0, scope: !247, inlinedAt: !636)
!636 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !599)
!637 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !636)
!638 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !636)
!639 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !636)
!640 = !DILocation(line: 72, column: 16, scope: !247, inlinedAt: !636)
!641 = !DILocation(line: 248, column: 5, scope: !642)
!642 = distinct !DILexicalBlock(scope: !186, file: !3, line: 248, column: 5)
!643 = !DILocation(line: 250, column: 9, scope: !644)
!644 = distinct !DILexicalBlock(scope: !645, file: !3, line: 250, column: 9)
!645 = distinct !DILexicalBlock(scope: !646, file: !3, line: 249, column: 5)
!646 = distinct !DILexicalBlock(scope: !642, file: !3, line: 248, column: 5)
!647 = !DILocation(line: 252, column: 29, scope: !648)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 251, column: 9)
!649 = distinct !DILexicalBlock(scope: !644, file: !3, line: 250, column: 9)
!650 = !{!651, !651, i64 0}
!651 = !{!"long", !221, i64 0}
!652 = !DILocation(line: 0, scope: !230, inlinedAt: !653)
!653 = distinct !DILocation(line: 252, column: 13, scope: !648)
!654 = !DILocation(line: 0, scope: !240, inlinedAt: !655)
!655 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !653)
!656 = !DILocation(line: 0, scope: !247, inlinedAt: !657)
!657 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !655)
!658 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !657)
!659 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !657)
!660 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !657)
!661 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !657)
!662 = !DILocation(line: 100, column: 18, scope: !240, inlinedAt: !655)
!663 = !DILocation(line: 0, scope: !247, inlinedAt: !664)
!664 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !655)
!665 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !664)
!666 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !664)
!667 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !664)
!668 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !664)
!669 = !DILocation(line: 101, column: 18, scope: !240, inlinedAt: !655)
!670 = !DILocation(line: 0, scope: !247, inlinedAt: !671)
!671 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !655)
!672 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !671)
!673 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !671)
!674 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !671)
!675 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !671)
!676 = !DILocation(line: 102, column: 18, scope: !240, inlinedAt: !655)
!677 = !DILocation(line: 0, scope: !247, inlinedAt: !678)
!678 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !655)
!679 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !678)
!680 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !678)
!681 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !678)
!682 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !678)
!683 = !DILocation(line: 103, column: 18, scope: !240, inlinedAt: !655)
!684 = !DILocation(line: 0, scope: !247, inlinedAt: !685)
!685 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !655)
!686 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !685)
!687 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !685)
!688 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !685)
!689 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !685)
!690 = !DILocation(line: 104, column: 18, scope: !240, inlinedAt: !655)
!691 = !DILocation(line: 0, scope: !247, inlinedAt: !692)
!692 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !655)
!693 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !692)
!694 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !692)
!695 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !692)
!696 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !692)
!697 = !DILocation(line: 105, column: 18, scope: !240, inlinedAt: !655)
!698 = !DILocation(line: 0, scope: !247, inlinedAt: !699)
!699 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !655)
!700 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !699)
!701 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !699)
!702 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !699)
!703 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !699)
!704 = !DILocation(line: 106, column: 18, scope: !240, inlinedAt: !655)
!705 = !DILocation(line: 0, scope: !247, inlinedAt: !706)
!706 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !655)
!707 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !706)
!708 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !706)
!709 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !706)
!710 = !DILocation(line: 250, column: 29, scope: !649)
!711 = !DILocation(line: 250, column: 23, scope: !649)
!712 = distinct !{!712, !643, !713, !225}
!713 = !DILocation(line: 255, column: 9, scope: !644)
!714 = !DILocation(line: 248, column: 25, scope: !646)
!715 = !DILocation(line: 248, column: 19, scope: !646)
!716 = distinct !{!716, !641, !717, !225}
!717 = !DILocation(line: 256, column: 5, scope: !642)
!718 = !DILocation(line: 0, scope: !230, inlinedAt: !719)
!719 = distinct !DILocation(line: 257, column: 5, scope: !186)
!720 = !DILocation(line: 0, scope: !240, inlinedAt: !721)
!721 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !719)
!722 = !DILocation(line: 0, scope: !247, inlinedAt: !723)
!723 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !721)
!724 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !723)
!725 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !723)
!726 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !723)
!727 = !DILocation(line: 0, scope: !247, inlinedAt: !728)
!728 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !721)
!729 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !728)
!730 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !728)
!731 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !728)
!732 = !DILocation(line: 0, scope: !247, inlinedAt: !733)
!733 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !721)
!734 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !733)
!735 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !733)
!736 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !733)
!737 = !DILocation(line: 0, scope: !247, inlinedAt: !738)
!738 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !721)
!739 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !738)
!740 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !738)
!741 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !738)
!742 = !DILocation(line: 0, scope: !247, inlinedAt: !743)
!743 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !721)
!744 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !743)
!745 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !743)
!746 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !743)
!747 = !DILocation(line: 0, scope: !247, inlinedAt: !748)
!748 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !721)
!749 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !748)
!750 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !748)
!751 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !748)
!752 = !DILocation(line: 0, scope: !247, inlinedAt: !753)
!753 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !721)
!754 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !753)
!755 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !753)
!756 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !753)
!757 = !DILocation(line: 0, scope: !247, inlinedAt: !758)
!758 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !721)
!759 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !758)
!760 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !758)
!761 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !758)
!762 = !DILocation(line: 0, scope: !230, inlinedAt: !763)
!763 = distinct !DILocation(line: 258, column: 5, scope: !186)
!764 = !DILocation(line: 0, scope: !240, inlinedAt: !765)
!765 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !763)
!766 = !DILocation(line: 0, scope: !247, inlinedAt: !767)
!767 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !765)
!768 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !767)
!769 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !767)
!770 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !767)
!771 = !DILocation(line: 0, scope: !247, inlinedAt: !772)
!772 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !765)
!773 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !772)
!774 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !772)
!775 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !772)
!776 = !DILocation(line: 0, scope: !247, inlinedAt: !777)
!777 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !765)
!778 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !777)
!779 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !777)
!780 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !777)
!781 = !DILocation(line: 0, scope: !247, inlinedAt: !782)
!782 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !765)
!783 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !782)
!784 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !782)
!785 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !782)
!786 = !DILocation(line: 0, scope: !247, inlinedAt: !787)
!787 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !765)
!788 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !787)
!789 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !787)
!790 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !787)
!791 = !DILocation(line: 0, scope: !247, inlinedAt: !792)
!792 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !765)
!793 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !792)
!794 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !792)
!795 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !792)
!796 = !DILocation(line: 0, scope: !247, inlinedAt: !797)
!797 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !765)
!798 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !797)
!799 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !797)
!800 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !797)
!801 = !DILocation(line: 0, scope: !247, inlinedAt: !802)
!802 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !765)
!803 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !802)
!804 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !802)
!805 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !802)
!806 = !DILocation(line: 259, column: 5, scope: !807)
!807 = distinct !DILexicalBlock(scope: !186, file: !3, line: 259, column: 5)
!808 = !DILocation(line: 261, column: 9, scope: !809)
!809 = distinct !DILexicalBlock(scope: !810, file: !3, line: 261, column: 9)
!810 = distinct !DILexicalBlock(scope: !811, file: !3, line: 260, column: 5)
!811 = distinct !DILexicalBlock(scope: !807, file: !3, line: 259, column: 5)
!812 = !DILocation(line: 263, column: 13, scope: !813)
!813 = distinct !DILexicalBlock(scope: !814, file: !3, line: 263, column: 13)
!814 = distinct !DILexicalBlock(scope: !815, file: !3, line: 262, column: 9)
!815 = distinct !DILexicalBlock(scope: !809, file: !3, line: 261, column: 9)
!816 = !DILocation(line: 265, column: 33, scope: !817)
!817 = distinct !DILexicalBlock(scope: !818, file: !3, line: 264, column: 13)
!818 = distinct !DILexicalBlock(scope: !813, file: !3, line: 263, column: 13)
!819 = !DILocation(line: 0, scope: !230, inlinedAt: !820)
!820 = distinct !DILocation(line: 265, column: 17, scope: !817)
!821 = !DILocation(line: 0, scope: !240, inlinedAt: !822)
!822 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !820)
!823 = !DILocation(line: 0, scope: !247, inlinedAt: !824)
!824 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !822)
!825 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !824)
!826 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !824)
!827 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !824)
!828 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !824)
!829 = !DILocation(line: 100, column: 18, scope: !240, inlinedAt: !822)
!830 = !DILocation(line: 0, scope: !247, inlinedAt: !831)
!831 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !822)
!832 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !831)
!833 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !831)
!834 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !831)
!835 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !831)
!836 = !DILocation(line: 101, column: 18, scope: !240, inlinedAt: !822)
!837 = !DILocation(line: 0, scope: !247, inlinedAt: !838)
!838 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !822)
!839 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !838)
!840 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !838)
!841 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !838)
!842 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !838)
!843 = !DILocation(line: 102, column: 18, scope: !240, inlinedAt: !822)
!844 = !DILocation(line: 0, scope: !247, inlinedAt: !845)
!845 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !822)
!846 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !845)
!847 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !845)
!848 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !845)
!849 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !845)
!850 = !DILocation(line: 103, column: 18, scope: !240, inlinedAt: !822)
!851 = !DILocation(line: 0, scope: !247, inlinedAt: !852)
!852 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !822)
!853 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !852)
!854 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !852)
!855 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !852)
!856 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !852)
!857 = !DILocation(line: 104, column: 18, scope: !240, inlinedAt: !822)
!858 = !DILocation(line: 0, scope: !247, inlinedAt: !859)
!859 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !822)
!860 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !859)
!861 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !859)
!862 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !859)
!863 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !859)
!864 = !DILocation(line: 105, column: 18, scope: !240, inlinedAt: !822)
!865 = !DILocation(line: 0, scope: !247, inlinedAt: !866)
!866 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !822)
!867 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !866)
!868 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !866)
!869 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !866)
!870 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !866)
!871 = !DILocation(line: 106, column: 18, scope: !240, inlinedAt: !822)
!872 = !DILocation(line: 0, scope: !247, inlinedAt: !873)
!873 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !822)
!874 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !873)
!875 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !873)
!876 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !873)
!877 = !DILocation(line: 263, column: 33, scope: !818)
!878 = !DILocation(line: 263, column: 27, scope: !818)
!879 = distinct !{!879, !812, !880, !225}
!880 = !DILocation(line: 268, column: 13, scope: !813)
!881 = !DILocation(line: 261, column: 29, scope: !815)
!882 = !DILocation(line: 261, column: 23, scope: !815)
!883 = distinct !{!883, !808, !884, !225}
!884 = !DILocation(line: 269, column: 9, scope: !809)
!885 = !DILocation(line: 259, column: 25, scope: !811)
!886 = !DILocation(line: 259, column: 19, scope: !811)
!887 = distinct !{!887, !806, !888, !225}
!888 = !DILocation(line: 270, column: 5, scope: !807)
!889 = !DILocation(line: 0, scope: !230, inlinedAt: !890)
!890 = distinct !DILocation(line: 271, column: 5, scope: !186)
!891 = !DILocation(line: 0, scope: !240, inlinedAt: !892)
!892 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !890)
!893 = !DILocation(line: 0, scope: !247, inlinedAt: !894)
!894 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !892)
!895 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !894)
!896 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !894)
!897 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !894)
!898 = !DILocation(line: 0, scope: !247, inlinedAt: !899)
!899 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !892)
!900 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !899)
!901 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !899)
!902 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !899)
!903 = !DILocation(line: 0, scope: !247, inlinedAt: !904)
!904 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !892)
!905 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !904)
!906 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !904)
!907 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !904)
!908 = !DILocation(line: 0, scope: !247, inlinedAt: !909)
!909 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !892)
!910 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !909)
!911 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !909)
!912 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !909)
!913 = !DILocation(line: 0, scope: !247, inlinedAt: !914)
!914 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !892)
!915 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !914)
!916 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !914)
!917 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !914)
!918 = !DILocation(line: 0, scope: !247, inlinedAt: !919)
!919 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !892)
!920 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !919)
!921 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !919)
!922 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !919)
!923 = !DILocation(line: 0, scope: !247, inlinedAt: !924)
!924 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !892)
!925 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !924)
!926 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !924)
!927 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !924)
!928 = !DILocation(line: 0, scope: !247, inlinedAt: !929)
!929 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !892)
!930 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !929)
!931 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !929)
!932 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !929)
!933 = !DILocation(line: 0, scope: !230, inlinedAt: !934)
!934 = distinct !DILocation(line: 272, column: 5, scope: !186)
!935 = !DILocation(line: 0, scope: !240, inlinedAt: !936)
!936 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !934)
!937 = !DILocation(line: 0, scope: !247, inlinedAt: !938)
!938 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !936)
!939 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !938)
!940 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !938)
!941 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !938)
!942 = !DILocation(line: 0, scope: !247, inlinedAt: !943)
!943 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !936)
!944 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !943)
!945 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !943)
!946 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !943)
!947 = !DILocation(line: 0, scope: !247, inlinedAt: !948)
!948 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !936)
!949 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !948)
!950 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !948)
!951 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !948)
!952 = !DILocation(line: 0, scope: !247, inlinedAt: !953)
!953 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !936)
!954 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !953)
!955 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !953)
!956 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !953)
!957 = !DILocation(line: 0, scope: !247, inlinedAt: !958)
!958 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !936)
!959 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !958)
!960 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !958)
!961 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !958)
!962 = !DILocation(line: 0, scope: !247, inlinedAt: !963)
!963 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !936)
!964 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !963)
!965 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !963)
!966 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !963)
!967 = !DILocation(line: 0, scope: !247, inlinedAt: !968)
!968 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !936)
!969 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !968)
!970 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !968)
!971 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !968)
!972 = !DILocation(line: 0, scope: !247, inlinedAt: !973)
!973 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !936)
!974 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !973)
!975 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !973)
!976 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !973)
!977 = !DILocation(line: 0, scope: !230, inlinedAt: !978)
!978 = distinct !DILocation(line: 273, column: 5, scope: !186)
!979 = !DILocation(line: 0, scope: !240, inlinedAt: !980)
!980 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !978)
!981 = !DILocation(line: 0, scope: !247, inlinedAt: !982)
!982 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !980)
!983 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !982)
!984 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !982)
!985 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !982)
!986 = !DILocation(line: 0, scope: !247, inlinedAt: !987)
!987 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !980)
!988 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !987)
!989 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !987)
!990 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !987)
!991 = !DILocation(line: 0, scope: !247, inlinedAt: !992)
!992 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !980)
!993 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !992)
!994 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !992)
!995 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !992)
!996 = !DILocation(line: 0, scope: !247, inlinedAt: !997)
!997 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !980)
!998 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !997)
!999 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !997)
!1000 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !997)
!1001 = !DILocation(line: 0, scope: !247, inlinedAt: !1002)
!1002 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !980)
!1003 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1002)
!1004 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1002)
!1005 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1002)
!1006 = !DILocation(line: 0, scope: !247, inlinedAt: !1007)
!1007 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !980)
!1008 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1007)
!1009 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1007)
!1010 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1007)
!1011 = !DILocation(line: 0, scope: !247, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !980)
!1013 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1012)
!1014 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1012)
!1015 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1012)
!1016 = !DILocation(line: 0, scope: !247, inlinedAt: !1017)
!1017 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !980)
!1018 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1017)
!1019 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1017)
!1020 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1017)
!1021 = !DILocation(line: 0, scope: !230, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 274, column: 5, scope: !186)
!1023 = !DILocation(line: 0, scope: !240, inlinedAt: !1024)
!1024 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !1022)
!1025 = !DILocation(line: 0, scope: !247, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !1024)
!1027 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1026)
!1028 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1026)
!1029 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1026)
!1030 = !DILocation(line: 0, scope: !247, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !1024)
!1032 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1031)
!1033 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1031)
!1034 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1031)
!1035 = !DILocation(line: 0, scope: !247, inlinedAt: !1036)
!1036 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !1024)
!1037 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1036)
!1038 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1036)
!1039 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1036)
!1040 = !DILocation(line: 0, scope: !247, inlinedAt: !1041)
!1041 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !1024)
!1042 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1041)
!1043 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1041)
!1044 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1041)
!1045 = !DILocation(line: 0, scope: !247, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !1024)
!1047 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1046)
!1048 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1046)
!1049 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1046)
!1050 = !DILocation(line: 0, scope: !247, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !1024)
!1052 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1051)
!1053 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1051)
!1054 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1051)
!1055 = !DILocation(line: 0, scope: !247, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !1024)
!1057 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1056)
!1058 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1056)
!1059 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1056)
!1060 = !DILocation(line: 0, scope: !247, inlinedAt: !1061)
!1061 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !1024)
!1062 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1061)
!1063 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1061)
!1064 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1061)
!1065 = !DILocation(line: 275, column: 5, scope: !1066)
!1066 = distinct !DILexicalBlock(scope: !186, file: !3, line: 275, column: 5)
!1067 = !DILocation(line: 277, column: 9, scope: !1068)
!1068 = distinct !DILexicalBlock(scope: !1069, file: !3, line: 277, column: 9)
!1069 = distinct !DILexicalBlock(scope: !1070, file: !3, line: 276, column: 5)
!1070 = distinct !DILexicalBlock(scope: !1066, file: !3, line: 275, column: 5)
!1071 = !DILocation(line: 281, column: 33, scope: !1072)
!1072 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 280, column: 13)
!1073 = distinct !DILexicalBlock(scope: !1074, file: !3, line: 279, column: 13)
!1074 = distinct !DILexicalBlock(scope: !1075, file: !3, line: 279, column: 13)
!1075 = distinct !DILexicalBlock(scope: !1076, file: !3, line: 278, column: 9)
!1076 = distinct !DILexicalBlock(scope: !1068, file: !3, line: 277, column: 9)
!1077 = !{!221, !221, i64 0}
!1078 = !DILocation(line: 0, scope: !230, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 281, column: 17, scope: !1072)
!1080 = !DILocation(line: 0, scope: !240, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !1079)
!1082 = !DILocation(line: 0, scope: !247, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !1081)
!1084 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1083)
!1085 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1083)
!1086 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1083)
!1087 = !DILocation(line: 0, scope: !247, inlinedAt: !1088)
!1088 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !1081)
!1089 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1088)
!1090 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1088)
!1091 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1088)
!1092 = !DILocation(line: 0, scope: !247, inlinedAt: !1093)
!1093 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !1081)
!1094 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1093)
!1095 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1093)
!1096 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1093)
!1097 = !DILocation(line: 0, scope: !247, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !1081)
!1099 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1098)
!1100 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1098)
!1101 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1098)
!1102 = !DILocation(line: 0, scope: !247, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !1081)
!1104 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1103)
!1105 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1103)
!1106 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1103)
!1107 = !DILocation(line: 0, scope: !247, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !1081)
!1109 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1108)
!1110 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1108)
!1111 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1108)
!1112 = !DILocation(line: 0, scope: !247, inlinedAt: !1113)
!1113 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !1081)
!1114 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1113)
!1115 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1113)
!1116 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1113)
!1117 = !DILocation(line: 0, scope: !247, inlinedAt: !1118)
!1118 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !1081)
!1119 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1118)
!1120 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1118)
!1121 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1118)
!1122 = !DILocation(line: 277, column: 29, scope: !1076)
!1123 = !DILocation(line: 277, column: 23, scope: !1076)
!1124 = distinct !{!1124, !1067, !1125, !225}
!1125 = !DILocation(line: 285, column: 9, scope: !1068)
!1126 = !DILocation(line: 275, column: 26, scope: !1070)
!1127 = !DILocation(line: 275, column: 19, scope: !1070)
!1128 = distinct !{!1128, !1065, !1129, !225}
!1129 = !DILocation(line: 286, column: 5, scope: !1066)
!1130 = !DILocation(line: 0, scope: !230, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 287, column: 5, scope: !186)
!1132 = !DILocation(line: 0, scope: !240, inlinedAt: !1133)
!1133 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !1131)
!1134 = !DILocation(line: 0, scope: !247, inlinedAt: !1135)
!1135 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !1133)
!1136 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1135)
!1137 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1135)
!1138 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1135)
!1139 = !DILocation(line: 0, scope: !247, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !1133)
!1141 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1140)
!1142 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1140)
!1143 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1140)
!1144 = !DILocation(line: 0, scope: !247, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !1133)
!1146 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1145)
!1147 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1145)
!1148 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1145)
!1149 = !DILocation(line: 0, scope: !247, inlinedAt: !1150)
!1150 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !1133)
!1151 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1150)
!1152 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1150)
!1153 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1150)
!1154 = !DILocation(line: 0, scope: !247, inlinedAt: !1155)
!1155 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !1133)
!1156 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1155)
!1157 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1155)
!1158 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1155)
!1159 = !DILocation(line: 0, scope: !247, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !1133)
!1161 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1160)
!1162 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1160)
!1163 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1160)
!1164 = !DILocation(line: 0, scope: !247, inlinedAt: !1165)
!1165 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !1133)
!1166 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1165)
!1167 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1165)
!1168 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1165)
!1169 = !DILocation(line: 0, scope: !247, inlinedAt: !1170)
!1170 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !1133)
!1171 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1170)
!1172 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1170)
!1173 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1170)
!1174 = !DILocation(line: 0, scope: !230, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 288, column: 5, scope: !186)
!1176 = !DILocation(line: 0, scope: !240, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !1175)
!1178 = !DILocation(line: 0, scope: !247, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !1177)
!1180 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1179)
!1181 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1179)
!1182 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1179)
!1183 = !DILocation(line: 0, scope: !247, inlinedAt: !1184)
!1184 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !1177)
!1185 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1184)
!1186 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1184)
!1187 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1184)
!1188 = !DILocation(line: 0, scope: !247, inlinedAt: !1189)
!1189 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !1177)
!1190 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1189)
!1191 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1189)
!1192 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1189)
!1193 = !DILocation(line: 0, scope: !247, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !1177)
!1195 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1194)
!1196 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1194)
!1197 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1194)
!1198 = !DILocation(line: 0, scope: !247, inlinedAt: !1199)
!1199 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !1177)
!1200 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1199)
!1201 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1199)
!1202 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1199)
!1203 = !DILocation(line: 0, scope: !247, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !1177)
!1205 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1204)
!1206 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1204)
!1207 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1204)
!1208 = !DILocation(line: 0, scope: !247, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !1177)
!1210 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1209)
!1211 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1209)
!1212 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1209)
!1213 = !DILocation(line: 0, scope: !247, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !1177)
!1215 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1214)
!1216 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1214)
!1217 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1214)
!1218 = !DILocation(line: 289, column: 21, scope: !186)
!1219 = !DILocation(line: 0, scope: !230, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 289, column: 5, scope: !186)
!1221 = !DILocation(line: 0, scope: !240, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 112, column: 2, scope: !230, inlinedAt: !1220)
!1223 = !DILocation(line: 0, scope: !247, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 99, column: 2, scope: !240, inlinedAt: !1222)
!1225 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1224)
!1226 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1224)
!1227 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1224)
!1228 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1224)
!1229 = !DILocation(line: 100, column: 18, scope: !240, inlinedAt: !1222)
!1230 = !DILocation(line: 0, scope: !247, inlinedAt: !1231)
!1231 = distinct !DILocation(line: 100, column: 2, scope: !240, inlinedAt: !1222)
!1232 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1231)
!1233 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1231)
!1234 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1231)
!1235 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1231)
!1236 = !DILocation(line: 101, column: 18, scope: !240, inlinedAt: !1222)
!1237 = !DILocation(line: 0, scope: !247, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 101, column: 2, scope: !240, inlinedAt: !1222)
!1239 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1238)
!1240 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1238)
!1241 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1238)
!1242 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1238)
!1243 = !DILocation(line: 102, column: 18, scope: !240, inlinedAt: !1222)
!1244 = !DILocation(line: 0, scope: !247, inlinedAt: !1245)
!1245 = distinct !DILocation(line: 102, column: 2, scope: !240, inlinedAt: !1222)
!1246 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1245)
!1247 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1245)
!1248 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1245)
!1249 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1245)
!1250 = !DILocation(line: 103, column: 18, scope: !240, inlinedAt: !1222)
!1251 = !DILocation(line: 0, scope: !247, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 103, column: 2, scope: !240, inlinedAt: !1222)
!1253 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1252)
!1254 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1252)
!1255 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1252)
!1256 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1252)
!1257 = !DILocation(line: 104, column: 18, scope: !240, inlinedAt: !1222)
!1258 = !DILocation(line: 0, scope: !247, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 104, column: 2, scope: !240, inlinedAt: !1222)
!1260 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1259)
!1261 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1259)
!1262 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1259)
!1263 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1259)
!1264 = !DILocation(line: 105, column: 18, scope: !240, inlinedAt: !1222)
!1265 = !DILocation(line: 0, scope: !247, inlinedAt: !1266)
!1266 = distinct !DILocation(line: 105, column: 2, scope: !240, inlinedAt: !1222)
!1267 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1266)
!1268 = !DILocation(line: 74, column: 33, scope: !247, inlinedAt: !1266)
!1269 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1266)
!1270 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1266)
!1271 = !DILocation(line: 106, column: 18, scope: !240, inlinedAt: !1222)
!1272 = !DILocation(line: 0, scope: !247, inlinedAt: !1273)
!1273 = distinct !DILocation(line: 106, column: 2, scope: !240, inlinedAt: !1222)
!1274 = !DILocation(line: 73, column: 19, scope: !247, inlinedAt: !1273)
!1275 = !DILocation(line: 74, column: 3, scope: !247, inlinedAt: !1273)
!1276 = !DILocation(line: 73, column: 39, scope: !247, inlinedAt: !1273)
!1277 = !DILocation(line: 72, column: 16, scope: !247, inlinedAt: !1273)
!1278 = !DILocation(line: 290, column: 37, scope: !186)
!1279 = !DILocalVariable(name: "crc", arg: 1, scope: !1280, file: !175, line: 49, type: !83)
!1280 = distinct !DISubprogram(name: "platform_main_end", scope: !175, file: !175, line: 49, type: !1281, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1283)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{null, !83, !108}
!1283 = !{!1279, !1284}
!1284 = !DILocalVariable(name: "flag", arg: 2, scope: !1280, file: !175, line: 49, type: !108)
!1285 = !DILocation(line: 0, scope: !1280, inlinedAt: !1286)
!1286 = distinct !DILocation(line: 290, column: 5, scope: !186)
!1287 = !DILocation(line: 56, column: 2, scope: !1280, inlinedAt: !1286)
!1288 = !DILocation(line: 291, column: 5, scope: !186)
!1289 = !DISubprogram(name: "printf", scope: !1290, file: !1290, line: 356, type: !1291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1290 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1291 = !DISubroutineType(types: !1292)
!1292 = !{!108, !1293, null}
!1293 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1294)
!1294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1295, size: 64)
!1295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
