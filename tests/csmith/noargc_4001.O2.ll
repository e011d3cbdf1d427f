; ModuleID = 'noargc_4001.c'
source_filename = "noargc_4001.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_44 = internal global i32 -8, align 4, !dbg !0
@g_87 = internal unnamed_addr global i32 477617461, align 4, !dbg !194
@g_91 = internal global i32 0, align 4, !dbg !196
@g_106 = internal unnamed_addr global i32 -1808528365, align 4, !dbg !199
@g_108 = internal unnamed_addr global [5 x i64] [i64 7, i64 7, i64 7, i64 7, i64 7], align 16, !dbg !203
@g_112 = internal global i16 7, align 2, !dbg !209
@g_115 = internal global [5 x [3 x [9 x i8]]] [[3 x [9 x i8]] [[9 x i8] c"\17\00\B8\A3\00\FF\EC\B8\B8", [9 x i8] c"\E6\18\FF\A3\FF\18\E6\FF\B8", [9 x i8] c"y\00\9D\17\FF\9D\EC\9D\FF"], [3 x [9 x i8]] [[9 x i8] c"y\FF\FFy\00\9D\17\FF\9D", [9 x i8] c"\E6\FF\B8\17\18\10\9D\FA\09", [9 x i8] c"\9D\E7\FA\00\E7\09\18\FA\FA"], [3 x [9 x i8]] [[9 x i8] c"\FF\10\09\00\09\10\FF\09\FA", [9 x i8] c"\B8\E7\F6\9D\09\F6\18\F6\09", [9 x i8] c"\B8\09\09\B8\E7\F6\9D\09\F6"], [3 x [9 x i8]] [[9 x i8] c"\FF\09\FA\9D\10\10\9D\FA\09", [9 x i8] c"\9D\E7\FA\00\E7\09\18\FA\FA", [9 x i8] c"\FF\10\09\00\09\10\FF\09\FA"], [3 x [9 x i8]] [[9 x i8] c"\B8\E7\F6\9D\09\F6\18\F6\09", [9 x i8] c"\B8\09\09\B8\E7\F6\9D\09\F6", [9 x i8] c"\FF\09\FA\9D\10\10\9D\FA\09"]], align 16, !dbg !211
@g_136 = internal unnamed_addr global i1 false, align 2, !dbg !242
@g_186 = internal unnamed_addr global i8 1, align 1, !dbg !228
@g_223 = internal unnamed_addr global i8 0, align 1, !dbg !233
@g_234 = internal unnamed_addr global i32 -7, align 4, !dbg !235
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !240
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !122
@g_43 = internal global ptr @g_44, align 8, !dbg !144
@g_76 = internal global ptr @g_44, align 8, !dbg !132
@g_75 = internal global ptr @g_76, align 8, !dbg !138
@g_229 = internal global ptr @g_76, align 8, !dbg !142
@g_68 = internal global { i16, [6 x i8] } { i16 -4549, [6 x i8] undef }, align 8, !dbg !161
@g_82 = internal global <{ i8, i8, i8, i8, i8, i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i8 6, i8 -16, i8 115, i8 0, i8 0, i32 -752321672, i8 -48, i8 7, i8 0, i8 -21, i8 1, i8 -104, i8 -7, i8 -1, i8 -81, i8 -83, i8 0, i8 0 }>, align 8, !dbg !178
@g_176 = internal global <{ i8, i8, i8, i8, i8, i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i8 -9, i8 95, i8 14, i8 0, i8 0, i32 -1449869814, i8 -56, i8 14, i8 0, i8 -73, i8 0, i8 -112, i8 31, i8 0, i8 92, i8 111, i8 0, i8 0 }>, align 8, !dbg !224
@g_181 = internal global <{ i8, i8, i8, i8, i8, i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i8 -56, i8 111, i8 78, i8 0, i8 0, i32 -1148700487, i8 20, i8 0, i8 0, i8 0, i8 1, i8 104, i8 -71, i8 -1, i8 -9, i8 75, i8 0, i8 0 }>, align 8, !dbg !226
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !237

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !251 {
  %1 = alloca i64, align 8
    #dbg_value(i32 0, !258, !DIExpression(), !259)
    #dbg_value(i32 -306674912, !260, !DIExpression(), !269)
    #dbg_value(i32 0, !266, !DIExpression(), !269)
  br label %2, !dbg !271

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ], !dbg !273
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ], !dbg !275
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %6 = icmp eq <4 x i32> %5, zeroinitializer, !dbg !275
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8, !dbg !281
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %11 = icmp eq <4 x i32> %10, zeroinitializer, !dbg !275
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13, !dbg !281
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %16 = icmp eq <4 x i32> %15, zeroinitializer, !dbg !275
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18, !dbg !281
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %21 = icmp eq <4 x i32> %20, zeroinitializer, !dbg !275
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23, !dbg !281
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !275
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !281
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !275
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !281
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !275
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !281
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !275
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !275
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !281
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !281
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !281
  %45 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %3, !dbg !282
  store <4 x i32> %44, ptr %45, align 16, !dbg !283, !tbaa !284
  %46 = add nuw i64 %3, 4, !dbg !273
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>, !dbg !275
  %48 = icmp eq i64 %46, 256, !dbg !273
  br i1 %48, label %49, label %2, !dbg !273, !llvm.loop !288

49:                                               ; preds = %2
    #dbg_value(i8 -74, !293, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !306)
    #dbg_assign(i1 undef, !293, !DIExpression(DW_OP_LLVM_fragment, 88, 104), !308, ptr poison, !DIExpression(), !306)
    #dbg_value(ptr @g_234, !298, !DIExpression(), !306)
    #dbg_value(i16 -27692, !299, !DIExpression(), !306)
    #dbg_value(ptr null, !300, !DIExpression(), !306)
    #dbg_value(i32 771460308, !301, !DIExpression(), !306)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !309
    #dbg_value(i32 1, !413, !DIExpression(), !458)
    #dbg_value(i64 9, !414, !DIExpression(), !458)
    #dbg_value(i8 9, !415, !DIExpression(), !458)
    #dbg_value(i16 22624, !416, !DIExpression(), !458)
    #dbg_value(ptr poison, !417, !DIExpression(), !458)
    #dbg_value(ptr @g_181, !422, !DIExpression(), !458)
    #dbg_value(ptr undef, !423, !DIExpression(), !458)
    #dbg_value(i16 -9, !424, !DIExpression(), !458)
    #dbg_value(i32 8, !425, !DIExpression(), !458)
    #dbg_value(i16 poison, !316, !DIExpression(), !459)
    #dbg_value(i64 7233607269846504952, !317, !DIExpression(), !459)
    #dbg_value(ptr null, !318, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !459)
    #dbg_assign(i1 undef, !318, !DIExpression(DW_OP_LLVM_fragment, 2304, 2560), !460, ptr poison, !DIExpression(), !459)
    #dbg_value(ptr poison, !318, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !459)
    #dbg_assign(i1 undef, !318, !DIExpression(DW_OP_LLVM_fragment, 4928, 8512), !461, ptr poison, !DIExpression(), !459)
    #dbg_value(i16 -8315, !322, !DIExpression(), !459)
  %50 = load i32, ptr @g_44, align 4, !dbg !462, !tbaa !284
  %51 = and i32 %50, 255, !dbg !463
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @g_82, i64 5), align 1, !dbg !464, !tbaa !465
  %53 = icmp slt i32 %52, %51, !dbg !467
    #dbg_value(i32 22624, !468, !DIExpression(), !475)
    #dbg_value(i1 %53, !474, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !475)
  %54 = load i32, ptr @g_106, align 4, !dbg !477, !tbaa !284
  %55 = and i32 %54, 1, !dbg !477
  %56 = select i1 %53, i32 0, i32 %55, !dbg !477
  store i32 %56, ptr @g_106, align 4, !dbg !477, !tbaa !284
  %57 = load i72, ptr getelementptr inbounds (i8, ptr @g_181, i64 12), align 4
  %58 = freeze i72 %57
  %59 = lshr i72 %58, 42
  %60 = and i72 %58, 590295801562612629504
  %61 = icmp eq i72 %60, 0
  %62 = trunc i72 %59 to i8
  %63 = add i8 %62, 7
  %64 = icmp slt i8 %63, 0
  %65 = and i1 %61, %64
  %66 = zext i1 %65 to i8
  %67 = load i32, ptr @g_106, align 4
  br label %68, !dbg !478

68:                                               ; preds = %140, %49
  %69 = phi i32 [ %56, %49 ], [ %101, %140 ], !dbg !479
  %70 = phi i64 [ 4, %49 ], [ %141, %140 ]
    #dbg_value(i8 9, !415, !DIExpression(), !458)
    #dbg_value(ptr @g_87, !427, !DIExpression(), !480)
    #dbg_assign(i1 undef, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 1216), !481, ptr poison, !DIExpression(), !480)
    #dbg_value(ptr poison, !431, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !480)
    #dbg_value(i32 1826281816, !434, !DIExpression(), !480)
    #dbg_value(i32 2044737961, !435, !DIExpression(), !480)
  %71 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %70, !dbg !482
  %72 = load i64, ptr %71, align 8, !dbg !482, !tbaa !483
  %73 = trunc i64 %72 to i8, !dbg !485
  %74 = or i8 %73, 9, !dbg !485
    #dbg_value(i8 %73, !474, !DIExpression(DW_OP_constu, 9, DW_OP_or, DW_OP_stack_value), !486)
    #dbg_value(i32 3, !468, !DIExpression(), !486)
  %75 = icmp slt i8 %73, 0, !dbg !488
  %76 = select i1 %75, i8 0, i8 3, !dbg !489
  %77 = ashr i8 %74, %76, !dbg !489
  %78 = sext i8 %77 to i32, !dbg !490
  store i32 %78, ptr @g_87, align 4, !dbg !491, !tbaa !284
    #dbg_value(i32 %78, !434, !DIExpression(DW_OP_constu, 55640, DW_OP_and, DW_OP_stack_value), !480)
  %79 = and i8 %77, 88, !dbg !492
    #dbg_value(i8 %77, !493, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_constu, 18446744073709541720, DW_OP_and, DW_OP_stack_value), !499)
    #dbg_value(i16 9, !498, !DIExpression(), !499)
  %80 = mul i8 %79, 9, !dbg !501
    #dbg_value(i8 %80, !502, !DIExpression(), !508)
    #dbg_value(i8 95, !507, !DIExpression(), !508)
  %81 = add i8 %80, -95, !dbg !510
  %82 = sext i8 %81 to i64, !dbg !511
  %83 = and i64 %72, %82, !dbg !512
  store i64 %83, ptr %71, align 8, !dbg !512, !tbaa !483
  %84 = load volatile ptr, ptr @g_43, align 8, !dbg !513, !tbaa !514
  %85 = or i32 %69, 1, !dbg !516
    #dbg_value(i32 %85, !435, !DIExpression(DW_OP_constu, 185, DW_OP_xor, DW_OP_stack_value), !480)
  %86 = icmp eq i32 %85, 185, !dbg !517
  br i1 %86, label %100, label %87, !dbg !518

87:                                               ; preds = %68
    #dbg_value(i32 %85, !435, !DIExpression(DW_OP_constu, 185, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(i8 -69, !438, !DIExpression(), !519)
    #dbg_value(ptr undef, !441, !DIExpression(), !519)
    #dbg_value(ptr null, !443, !DIExpression(), !519)
    #dbg_value(ptr @g_186, !444, !DIExpression(), !519)
    #dbg_value(ptr null, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !519)
    #dbg_value(ptr null, !445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64), !519)
    #dbg_value(ptr null, !445, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !519)
    #dbg_value(ptr null, !445, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 448, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value, DW_OP_LLVM_fragment, 576, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 640, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 704, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 832, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 896, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1024, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 1088, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 1152, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1216, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 1344, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1408, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value, DW_OP_LLVM_fragment, 1472, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 1536, 64), !519)
    #dbg_value(ptr null, !445, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 1664, 64), !519)
    #dbg_value(ptr null, !445, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1792, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 1856, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 1920, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1984, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 2112, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 2176, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 2240, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 2368, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 2432, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 2496, 64), !519)
    #dbg_value(ptr @g_76, !445, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !519)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value, DW_OP_LLVM_fragment, 2624, 64), !519)
    #dbg_value(ptr undef, !448, !DIExpression(), !519)
    #dbg_value(ptr @g_223, !450, !DIExpression(), !519)
    #dbg_value(i32 -2020850526, !452, !DIExpression(), !519)
    #dbg_value(i8 -69, !474, !DIExpression(), !520)
    #dbg_value(i32 1, !468, !DIExpression(), !520)
  %88 = trunc i32 %85 to i8, !dbg !522
  %89 = xor i8 %88, -71, !dbg !522
    #dbg_value(i8 %66, !502, !DIExpression(), !523)
    #dbg_value(i8 %89, !507, !DIExpression(), !523)
  %90 = sub i8 %66, %89, !dbg !525
  store i8 %90, ptr @g_186, align 1, !dbg !526, !tbaa !527
    #dbg_value(i1 true, !435, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !480)
  %91 = load volatile i64, ptr @g_68, align 8, !dbg !528, !tbaa !527
  store volatile i64 %91, ptr %1, align 8, !dbg !528, !tbaa !527
    #dbg_value(i16 1, !493, !DIExpression(), !529)
    #dbg_value(i32 %78, !498, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !529)
  %92 = load volatile i40, ptr @g_181, align 8, !dbg !531
    #dbg_value(i32 undef, !434, !DIExpression(), !480)
  %93 = add nsw i32 %78, -1, !dbg !532
  store i32 %93, ptr @g_87, align 4, !dbg !532, !tbaa !284
    #dbg_value(i32 5, !468, !DIExpression(), !533)
    #dbg_value(i1 undef, !474, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !533)
  %94 = load volatile ptr, ptr @g_43, align 8, !dbg !535, !tbaa !514
  store i32 0, ptr %94, align 4, !dbg !536, !tbaa !284
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1216, 64), !519)
  %95 = load volatile i16, ptr @g_68, align 8, !dbg !537, !tbaa !527
  %96 = load volatile ptr, ptr @g_43, align 8, !dbg !538, !tbaa !514
  store i32 0, ptr %96, align 4, !dbg !539, !tbaa !284
  %97 = load i64, ptr getelementptr inbounds (i8, ptr @g_108, i64 24), align 8, !dbg !540, !tbaa !483
  %98 = icmp sgt i64 %97, 0, !dbg !541
  %99 = zext i1 %98 to i8, !dbg !542
  store i8 %99, ptr @g_223, align 1, !dbg !543, !tbaa !527
    #dbg_value(i32 0, !452, !DIExpression(), !519)
    #dbg_value(i16 0, !424, !DIExpression(), !458)
  br label %100, !dbg !544

100:                                              ; preds = %87, %68
  %101 = phi i32 [ %67, %87 ], [ %69, %68 ]
    #dbg_value(i16 poison, !424, !DIExpression(), !458)
  %102 = load volatile ptr, ptr @g_43, align 8, !dbg !545, !tbaa !514
  %103 = load i32, ptr %102, align 4, !dbg !547, !tbaa !284
  %104 = icmp eq i32 %103, 0, !dbg !548
  br i1 %104, label %105, label %140, !dbg !549

105:                                              ; preds = %100
  %106 = load volatile ptr, ptr @g_75, align 8, !dbg !550, !tbaa !514
  %107 = load ptr, ptr %106, align 8, !dbg !551, !tbaa !514
  %108 = load volatile ptr, ptr @g_229, align 8, !dbg !552, !tbaa !514
  store ptr %107, ptr %108, align 8, !dbg !553, !tbaa !514
    #dbg_value(i16 0, !424, !DIExpression(), !458)
    #dbg_value(i8 undef, !415, !DIExpression(), !458)
  br label %109, !dbg !554

109:                                              ; preds = %109, %105
  %110 = phi i64 [ 0, %105 ], [ %138, %109 ]
    #dbg_value(i64 %110, !424, !DIExpression(), !458)
    #dbg_value(i64 0, !415, !DIExpression(), !458)
  %111 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 0, !dbg !556
  store volatile i8 6, ptr %111, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 1, !415, !DIExpression(), !458)
  %112 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 1, !dbg !556
  store volatile i8 6, ptr %112, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 2, !415, !DIExpression(), !458)
  %113 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 2, !dbg !556
  store volatile i8 6, ptr %113, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 3, !415, !DIExpression(), !458)
  %114 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 3, !dbg !556
  store volatile i8 6, ptr %114, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 4, !415, !DIExpression(), !458)
  %115 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 4, !dbg !556
  store volatile i8 6, ptr %115, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 5, !415, !DIExpression(), !458)
  %116 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 5, !dbg !556
  store volatile i8 6, ptr %116, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 6, !415, !DIExpression(), !458)
  %117 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 6, !dbg !556
  store volatile i8 6, ptr %117, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 7, !415, !DIExpression(), !458)
  %118 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 7, !dbg !556
  store volatile i8 6, ptr %118, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 8, !415, !DIExpression(), !458)
  %119 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 0, i64 8, !dbg !556
  store volatile i8 6, ptr %119, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 0, !415, !DIExpression(), !458)
  %120 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 0, !dbg !556
  store volatile i8 6, ptr %120, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 1, !415, !DIExpression(), !458)
  %121 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 1, !dbg !556
  store volatile i8 6, ptr %121, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 2, !415, !DIExpression(), !458)
  %122 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 2, !dbg !556
  store volatile i8 6, ptr %122, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 3, !415, !DIExpression(), !458)
  %123 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 3, !dbg !556
  store volatile i8 6, ptr %123, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 4, !415, !DIExpression(), !458)
  %124 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 4, !dbg !556
  store volatile i8 6, ptr %124, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 5, !415, !DIExpression(), !458)
  %125 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 5, !dbg !556
  store volatile i8 6, ptr %125, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 6, !415, !DIExpression(), !458)
  %126 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 6, !dbg !556
  store volatile i8 6, ptr %126, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 7, !415, !DIExpression(), !458)
  %127 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 7, !dbg !556
  store volatile i8 6, ptr %127, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 8, !415, !DIExpression(), !458)
  %128 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 1, i64 8, !dbg !556
  store volatile i8 6, ptr %128, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 0, !415, !DIExpression(), !458)
  %129 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 0, !dbg !556
  store volatile i8 6, ptr %129, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 1, !415, !DIExpression(), !458)
  %130 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 1, !dbg !556
  store volatile i8 6, ptr %130, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 2, !415, !DIExpression(), !458)
  %131 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 2, !dbg !556
  store volatile i8 6, ptr %131, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 3, !415, !DIExpression(), !458)
  %132 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 3, !dbg !556
  store volatile i8 6, ptr %132, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 4, !415, !DIExpression(), !458)
  %133 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 4, !dbg !556
  store volatile i8 6, ptr %133, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 5, !415, !DIExpression(), !458)
  %134 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 5, !dbg !556
  store volatile i8 6, ptr %134, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 6, !415, !DIExpression(), !458)
  %135 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 6, !dbg !556
  store volatile i8 6, ptr %135, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 7, !415, !DIExpression(), !458)
  %136 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 7, !dbg !556
  store volatile i8 6, ptr %136, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 8, !415, !DIExpression(), !458)
  %137 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %110, i64 2, i64 8, !dbg !556
  store volatile i8 6, ptr %137, align 1, !dbg !565, !tbaa !527
    #dbg_value(i64 9, !415, !DIExpression(), !458)
  store i1 true, ptr @g_136, align 2, !dbg !566
    #dbg_value(i8 9, !415, !DIExpression(), !458)
  %138 = add nuw nsw i64 %110, 1, !dbg !567
    #dbg_value(i64 %138, !424, !DIExpression(), !458)
  %139 = icmp eq i64 %138, 5, !dbg !568
  br i1 %139, label %140, label %109, !dbg !554, !llvm.loop !569

140:                                              ; preds = %109, %100
    #dbg_value(i8 9, !415, !DIExpression(), !458)
    #dbg_value(i16 poison, !424, !DIExpression(), !458)
  %141 = add nsw i64 %70, -1, !dbg !571
  %142 = icmp ugt i64 %70, 1, !dbg !572
  br i1 %142, label %68, label %143, !dbg !478, !llvm.loop !573

143:                                              ; preds = %140
  %144 = load volatile ptr, ptr @g_43, align 8, !dbg !575, !tbaa !514
  %145 = load i32, ptr %144, align 4, !dbg !576, !tbaa !284
  %146 = and i32 %145, -665452556, !dbg !576
  store i32 %146, ptr %144, align 4, !dbg !576, !tbaa !284
    #dbg_value(i32 8, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !458)
  %147 = load volatile i16, ptr @g_68, align 8, !dbg !577, !tbaa !527
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !578
  %148 = load volatile ptr, ptr @g_43, align 8, !dbg !579, !tbaa !514
  %149 = load i32, ptr %148, align 4, !dbg !580, !tbaa !284
  %150 = load i32, ptr @g_234, align 4, !dbg !581, !tbaa !284
  %151 = or i32 %150, %149, !dbg !581
  store i32 %151, ptr @g_234, align 4, !dbg !581, !tbaa !284
    #dbg_value(i1 false, !301, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !306)
  %152 = load i72, ptr getelementptr inbounds (i8, ptr @g_176, i64 12), align 4, !dbg !582
    #dbg_value(i64 9, !583, !DIExpression(), !591)
    #dbg_value(ptr poison, !589, !DIExpression(), !591)
    #dbg_value(i32 0, !590, !DIExpression(), !591)
    #dbg_value(i64 9, !593, !DIExpression(), !598)
    #dbg_value(i64 9, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !605)
  %153 = load i32, ptr @crc32_context, align 4, !dbg !607, !tbaa !284
  %154 = lshr i32 %153, 8, !dbg !608
  %155 = and i32 %153, 255, !dbg !609
  %156 = xor i32 %155, 9, !dbg !609
  %157 = zext nneg i32 %156 to i64, !dbg !609
  %158 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %157, !dbg !609
  %159 = load i32, ptr %158, align 4, !dbg !609, !tbaa !284
  %160 = xor i32 %154, %159, !dbg !610
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !611)
  %161 = lshr i32 %160, 8, !dbg !613
  %162 = and i32 %160, 255, !dbg !614
  %163 = zext nneg i32 %162 to i64, !dbg !614
  %164 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %163, !dbg !614
  %165 = load i32, ptr %164, align 4, !dbg !614, !tbaa !284
  %166 = xor i32 %161, %165, !dbg !615
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !616)
  %167 = lshr i32 %166, 8, !dbg !618
  %168 = and i32 %166, 255, !dbg !619
  %169 = zext nneg i32 %168 to i64, !dbg !619
  %170 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %169, !dbg !619
  %171 = load i32, ptr %170, align 4, !dbg !619, !tbaa !284
  %172 = xor i32 %167, %171, !dbg !620
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !621)
  %173 = lshr i32 %172, 8, !dbg !623
  %174 = and i32 %172, 255, !dbg !624
  %175 = zext nneg i32 %174 to i64, !dbg !624
  %176 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %175, !dbg !624
  %177 = load i32, ptr %176, align 4, !dbg !624, !tbaa !284
  %178 = xor i32 %173, %177, !dbg !625
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !626)
  %179 = lshr i32 %178, 8, !dbg !628
  %180 = and i32 %178, 255, !dbg !629
  %181 = zext nneg i32 %180 to i64, !dbg !629
  %182 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %181, !dbg !629
  %183 = load i32, ptr %182, align 4, !dbg !629, !tbaa !284
  %184 = xor i32 %179, %183, !dbg !630
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !631)
  %185 = lshr i32 %184, 8, !dbg !633
  %186 = and i32 %184, 255, !dbg !634
  %187 = zext nneg i32 %186 to i64, !dbg !634
  %188 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %187, !dbg !634
  %189 = load i32, ptr %188, align 4, !dbg !634, !tbaa !284
  %190 = xor i32 %185, %189, !dbg !635
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !636)
  %191 = lshr i32 %190, 8, !dbg !638
  %192 = and i32 %190, 255, !dbg !639
  %193 = zext nneg i32 %192 to i64, !dbg !639
  %194 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %193, !dbg !639
  %195 = load i32, ptr %194, align 4, !dbg !639, !tbaa !284
  %196 = xor i32 %191, %195, !dbg !640
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !641)
  %197 = lshr i32 %196, 8, !dbg !643
  %198 = and i32 %196, 255, !dbg !644
  %199 = zext nneg i32 %198 to i64, !dbg !644
  %200 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %199, !dbg !644
  %201 = load i32, ptr %200, align 4, !dbg !644, !tbaa !284
  %202 = xor i32 %197, %201, !dbg !645
    #dbg_value(i64 0, !583, !DIExpression(), !646)
    #dbg_value(ptr poison, !589, !DIExpression(), !646)
    #dbg_value(i32 0, !590, !DIExpression(), !646)
    #dbg_value(i64 0, !593, !DIExpression(), !648)
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !650)
  %203 = lshr i32 %202, 8, !dbg !652
  %204 = and i32 %202, 255, !dbg !653
  %205 = zext nneg i32 %204 to i64, !dbg !653
  %206 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %205, !dbg !653
  %207 = load i32, ptr %206, align 4, !dbg !653, !tbaa !284
  %208 = xor i32 %203, %207, !dbg !654
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !655)
  %209 = lshr i32 %208, 8, !dbg !657
  %210 = and i32 %208, 255, !dbg !658
  %211 = zext nneg i32 %210 to i64, !dbg !658
  %212 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %211, !dbg !658
  %213 = load i32, ptr %212, align 4, !dbg !658, !tbaa !284
  %214 = xor i32 %209, %213, !dbg !659
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !660)
  %215 = lshr i32 %214, 8, !dbg !662
  %216 = and i32 %214, 255, !dbg !663
  %217 = zext nneg i32 %216 to i64, !dbg !663
  %218 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %217, !dbg !663
  %219 = load i32, ptr %218, align 4, !dbg !663, !tbaa !284
  %220 = xor i32 %215, %219, !dbg !664
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !665)
  %221 = lshr i32 %220, 8, !dbg !667
  %222 = and i32 %220, 255, !dbg !668
  %223 = zext nneg i32 %222 to i64, !dbg !668
  %224 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %223, !dbg !668
  %225 = load i32, ptr %224, align 4, !dbg !668, !tbaa !284
  %226 = xor i32 %221, %225, !dbg !669
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !670)
  %227 = lshr i32 %226, 8, !dbg !672
  %228 = and i32 %226, 255, !dbg !673
  %229 = zext nneg i32 %228 to i64, !dbg !673
  %230 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %229, !dbg !673
  %231 = load i32, ptr %230, align 4, !dbg !673, !tbaa !284
  %232 = xor i32 %227, %231, !dbg !674
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !675)
  %233 = lshr i32 %232, 8, !dbg !677
  %234 = and i32 %232, 255, !dbg !678
  %235 = zext nneg i32 %234 to i64, !dbg !678
  %236 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %235, !dbg !678
  %237 = load i32, ptr %236, align 4, !dbg !678, !tbaa !284
  %238 = xor i32 %233, %237, !dbg !679
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !680)
  %239 = lshr i32 %238, 8, !dbg !682
  %240 = and i32 %238, 255, !dbg !683
  %241 = zext nneg i32 %240 to i64, !dbg !683
  %242 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %241, !dbg !683
  %243 = load i32, ptr %242, align 4, !dbg !683, !tbaa !284
  %244 = xor i32 %239, %243, !dbg !684
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !685)
  %245 = lshr i32 %244, 8, !dbg !687
  %246 = and i32 %244, 255, !dbg !688
  %247 = zext nneg i32 %246 to i64, !dbg !688
  %248 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %247, !dbg !688
  %249 = load i32, ptr %248, align 4, !dbg !688, !tbaa !284
  %250 = xor i32 %245, %249, !dbg !689
    #dbg_value(i64 -9063968006255715663, !583, !DIExpression(), !690)
    #dbg_value(ptr poison, !589, !DIExpression(), !690)
    #dbg_value(i32 0, !590, !DIExpression(), !690)
    #dbg_value(i64 -9063968006255715663, !593, !DIExpression(), !692)
    #dbg_value(i64 -9063968006255715663, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !694)
  %251 = lshr i32 %250, 8, !dbg !696
  %252 = and i32 %250, 255, !dbg !697
  %253 = xor i32 %252, 177, !dbg !697
  %254 = zext nneg i32 %253 to i64, !dbg !697
  %255 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %254, !dbg !697
  %256 = load i32, ptr %255, align 4, !dbg !697, !tbaa !284
  %257 = xor i32 %251, %256, !dbg !698
    #dbg_value(i64 36651469013491546, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !699)
  %258 = lshr i32 %257, 8, !dbg !701
  %259 = and i32 %257, 255, !dbg !702
  %260 = xor i32 %259, 90, !dbg !702
  %261 = zext nneg i32 %260 to i64, !dbg !702
  %262 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %261, !dbg !702
  %263 = load i32, ptr %262, align 4, !dbg !702, !tbaa !284
  %264 = xor i32 %258, %263, !dbg !703
    #dbg_value(i64 143169800833951, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !704)
  %265 = lshr i32 %264, 8, !dbg !706
  %266 = and i32 %264, 255, !dbg !707
  %267 = xor i32 %266, 159, !dbg !707
  %268 = zext nneg i32 %267 to i64, !dbg !707
  %269 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %268, !dbg !707
  %270 = load i32, ptr %269, align 4, !dbg !707, !tbaa !284
  %271 = xor i32 %265, %270, !dbg !708
    #dbg_value(i64 559257034507, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !709)
  %272 = lshr i32 %271, 8, !dbg !711
  %273 = and i32 %271, 255, !dbg !712
  %274 = xor i32 %273, 11, !dbg !712
  %275 = zext nneg i32 %274 to i64, !dbg !712
  %276 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %275, !dbg !712
  %277 = load i32, ptr %276, align 4, !dbg !712, !tbaa !284
  %278 = xor i32 %272, %277, !dbg !713
    #dbg_value(i64 2184597791, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !714)
  %279 = lshr i32 %278, 8, !dbg !716
  %280 = and i32 %278, 255, !dbg !717
  %281 = xor i32 %280, 31, !dbg !717
  %282 = zext nneg i32 %281 to i64, !dbg !717
  %283 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %282, !dbg !717
  %284 = load i32, ptr %283, align 4, !dbg !717, !tbaa !284
  %285 = xor i32 %279, %284, !dbg !718
    #dbg_value(i64 8533585, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !719)
  %286 = lshr i32 %285, 8, !dbg !721
  %287 = and i32 %285, 255, !dbg !722
  %288 = xor i32 %287, 81, !dbg !722
  %289 = zext nneg i32 %288 to i64, !dbg !722
  %290 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %289, !dbg !722
  %291 = load i32, ptr %290, align 4, !dbg !722, !tbaa !284
  %292 = xor i32 %286, %291, !dbg !723
    #dbg_value(i64 33334, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !724)
  %293 = lshr i32 %292, 8, !dbg !726
  %294 = and i32 %292, 255, !dbg !727
  %295 = xor i32 %294, 54, !dbg !727
  %296 = zext nneg i32 %295 to i64, !dbg !727
  %297 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %296, !dbg !727
  %298 = load i32, ptr %297, align 4, !dbg !727, !tbaa !284
  %299 = xor i32 %293, %298, !dbg !728
    #dbg_value(i64 130, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !729)
  %300 = lshr i32 %299, 8, !dbg !731
  %301 = and i32 %299, 255, !dbg !732
  %302 = xor i32 %301, 130, !dbg !732
  %303 = zext nneg i32 %302 to i64, !dbg !732
  %304 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %303, !dbg !732
  %305 = load i32, ptr %304, align 4, !dbg !732, !tbaa !284
  %306 = xor i32 %300, %305, !dbg !733
  %307 = load i32, ptr @g_44, align 4, !dbg !734, !tbaa !284
  %308 = sext i32 %307 to i64, !dbg !734
    #dbg_value(i64 %308, !583, !DIExpression(), !735)
    #dbg_value(ptr poison, !589, !DIExpression(), !735)
    #dbg_value(i32 0, !590, !DIExpression(), !735)
    #dbg_value(i64 %308, !593, !DIExpression(), !737)
    #dbg_value(i64 %308, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !739)
  %309 = lshr i32 %306, 8, !dbg !741
  %310 = zext i32 %306 to i64, !dbg !742
  %311 = xor i64 %310, %308, !dbg !742
  %312 = and i64 %311, 255, !dbg !743
  %313 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %312, !dbg !743
  %314 = load i32, ptr %313, align 4, !dbg !743, !tbaa !284
  %315 = xor i32 %309, %314, !dbg !744
  %316 = lshr i64 %308, 8, !dbg !745
    #dbg_value(i64 %316, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !746)
  %317 = lshr i32 %315, 8, !dbg !748
  %318 = zext i32 %315 to i64, !dbg !749
  %319 = xor i64 %316, %318, !dbg !749
  %320 = and i64 %319, 255, !dbg !750
  %321 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %320, !dbg !750
  %322 = load i32, ptr %321, align 4, !dbg !750, !tbaa !284
  %323 = xor i32 %317, %322, !dbg !751
  %324 = lshr i64 %308, 16, !dbg !752
    #dbg_value(i64 %324, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !753)
  %325 = lshr i32 %323, 8, !dbg !755
  %326 = zext i32 %323 to i64, !dbg !756
  %327 = xor i64 %324, %326, !dbg !756
  %328 = and i64 %327, 255, !dbg !757
  %329 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %328, !dbg !757
  %330 = load i32, ptr %329, align 4, !dbg !757, !tbaa !284
  %331 = xor i32 %325, %330, !dbg !758
  %332 = lshr i64 %308, 24, !dbg !759
    #dbg_value(i64 %332, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !760)
  %333 = lshr i32 %331, 8, !dbg !762
  %334 = zext i32 %331 to i64, !dbg !763
  %335 = xor i64 %332, %334, !dbg !763
  %336 = and i64 %335, 255, !dbg !764
  %337 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %336, !dbg !764
  %338 = load i32, ptr %337, align 4, !dbg !764, !tbaa !284
  %339 = xor i32 %333, %338, !dbg !765
  %340 = lshr i64 %308, 32, !dbg !766
    #dbg_value(i64 %340, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !767)
  %341 = lshr i32 %339, 8, !dbg !769
  %342 = zext i32 %339 to i64, !dbg !770
  %343 = xor i64 %340, %342, !dbg !770
  %344 = and i64 %343, 255, !dbg !771
  %345 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %344, !dbg !771
  %346 = load i32, ptr %345, align 4, !dbg !771, !tbaa !284
  %347 = xor i32 %341, %346, !dbg !772
  %348 = lshr i64 %308, 40, !dbg !773
    #dbg_value(i64 %348, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !774)
  %349 = lshr i32 %347, 8, !dbg !776
  %350 = zext i32 %347 to i64, !dbg !777
  %351 = xor i64 %348, %350, !dbg !777
  %352 = and i64 %351, 255, !dbg !778
  %353 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %352, !dbg !778
  %354 = load i32, ptr %353, align 4, !dbg !778, !tbaa !284
  %355 = xor i32 %349, %354, !dbg !779
  %356 = lshr i64 %308, 48, !dbg !780
    #dbg_value(i64 %356, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !781)
  %357 = lshr i32 %355, 8, !dbg !783
  %358 = zext i32 %355 to i64, !dbg !784
  %359 = xor i64 %356, %358, !dbg !784
  %360 = and i64 %359, 255, !dbg !785
  %361 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %360, !dbg !785
  %362 = load i32, ptr %361, align 4, !dbg !785, !tbaa !284
  %363 = xor i32 %357, %362, !dbg !786
  %364 = lshr i64 %308, 56, !dbg !787
    #dbg_value(i64 %364, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !788)
  %365 = lshr i32 %363, 8, !dbg !790
  %366 = and i32 %363, 255, !dbg !791
  %367 = zext nneg i32 %366 to i64, !dbg !791
  %368 = xor i64 %364, %367, !dbg !791
  %369 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %368, !dbg !791
  %370 = load i32, ptr %369, align 4, !dbg !791, !tbaa !284
  %371 = xor i32 %365, %370, !dbg !792
  %372 = load volatile i16, ptr @g_68, align 8, !dbg !793, !tbaa !527
  %373 = zext i16 %372 to i64, !dbg !794
    #dbg_value(i16 %372, !583, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !795)
    #dbg_value(ptr poison, !589, !DIExpression(), !795)
    #dbg_value(i32 0, !590, !DIExpression(), !795)
    #dbg_value(i16 %372, !593, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !797)
    #dbg_value(i16 %372, !600, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !799)
  %374 = lshr i32 %371, 8, !dbg !801
  %375 = zext i32 %371 to i64, !dbg !802
  %376 = xor i64 %375, %373, !dbg !802
  %377 = and i64 %376, 255, !dbg !803
  %378 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %377, !dbg !803
  %379 = load i32, ptr %378, align 4, !dbg !803, !tbaa !284
  %380 = xor i32 %374, %379, !dbg !804
  %381 = lshr i64 %373, 8, !dbg !805
    #dbg_value(i64 %381, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !806)
  %382 = lshr i32 %380, 8, !dbg !808
  %383 = and i32 %380, 255, !dbg !809
  %384 = zext nneg i32 %383 to i64, !dbg !809
  %385 = xor i64 %381, %384, !dbg !809
  %386 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %385, !dbg !809
  %387 = load i32, ptr %386, align 4, !dbg !809, !tbaa !284
  %388 = xor i32 %382, %387, !dbg !810
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !811)
  %389 = lshr i32 %388, 8, !dbg !813
  %390 = and i32 %388, 255, !dbg !814
  %391 = zext nneg i32 %390 to i64, !dbg !814
  %392 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %391, !dbg !814
  %393 = load i32, ptr %392, align 4, !dbg !814, !tbaa !284
  %394 = xor i32 %389, %393, !dbg !815
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !816)
  %395 = lshr i32 %394, 8, !dbg !818
  %396 = and i32 %394, 255, !dbg !819
  %397 = zext nneg i32 %396 to i64, !dbg !819
  %398 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %397, !dbg !819
  %399 = load i32, ptr %398, align 4, !dbg !819, !tbaa !284
  %400 = xor i32 %395, %399, !dbg !820
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !821)
  %401 = lshr i32 %400, 8, !dbg !823
  %402 = and i32 %400, 255, !dbg !824
  %403 = zext nneg i32 %402 to i64, !dbg !824
  %404 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %403, !dbg !824
  %405 = load i32, ptr %404, align 4, !dbg !824, !tbaa !284
  %406 = xor i32 %401, %405, !dbg !825
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !826)
  %407 = lshr i32 %406, 8, !dbg !828
  %408 = and i32 %406, 255, !dbg !829
  %409 = zext nneg i32 %408 to i64, !dbg !829
  %410 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %409, !dbg !829
  %411 = load i32, ptr %410, align 4, !dbg !829, !tbaa !284
  %412 = xor i32 %407, %411, !dbg !830
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !831)
  %413 = lshr i32 %412, 8, !dbg !833
  %414 = and i32 %412, 255, !dbg !834
  %415 = zext nneg i32 %414 to i64, !dbg !834
  %416 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %415, !dbg !834
  %417 = load i32, ptr %416, align 4, !dbg !834, !tbaa !284
  %418 = xor i32 %413, %417, !dbg !835
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !836)
  %419 = lshr i32 %418, 8, !dbg !838
  %420 = and i32 %418, 255, !dbg !839
  %421 = zext nneg i32 %420 to i64, !dbg !839
  %422 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %421, !dbg !839
  %423 = load i32, ptr %422, align 4, !dbg !839, !tbaa !284
  %424 = xor i32 %419, %423, !dbg !840
  %425 = load volatile i16, ptr @g_68, align 8, !dbg !841, !tbaa !527
  %426 = sext i16 %425 to i64, !dbg !842
    #dbg_value(i64 %426, !583, !DIExpression(), !843)
    #dbg_value(ptr poison, !589, !DIExpression(), !843)
    #dbg_value(i32 0, !590, !DIExpression(), !843)
    #dbg_value(i64 %426, !593, !DIExpression(), !845)
    #dbg_value(i64 %426, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !847)
  %427 = lshr i32 %424, 8, !dbg !849
  %428 = zext i32 %424 to i64, !dbg !850
  %429 = xor i64 %428, %426, !dbg !850
  %430 = and i64 %429, 255, !dbg !851
  %431 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %430, !dbg !851
  %432 = load i32, ptr %431, align 4, !dbg !851, !tbaa !284
  %433 = xor i32 %427, %432, !dbg !852
  %434 = lshr i64 %426, 8, !dbg !853
    #dbg_value(i64 %434, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !854)
  %435 = lshr i32 %433, 8, !dbg !856
  %436 = zext i32 %433 to i64, !dbg !857
  %437 = xor i64 %434, %436, !dbg !857
  %438 = and i64 %437, 255, !dbg !858
  %439 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %438, !dbg !858
  %440 = load i32, ptr %439, align 4, !dbg !858, !tbaa !284
  %441 = xor i32 %435, %440, !dbg !859
  %442 = lshr i64 %426, 16, !dbg !860
    #dbg_value(i64 %442, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !861)
  %443 = lshr i32 %441, 8, !dbg !863
  %444 = zext i32 %441 to i64, !dbg !864
  %445 = xor i64 %442, %444, !dbg !864
  %446 = and i64 %445, 255, !dbg !865
  %447 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %446, !dbg !865
  %448 = load i32, ptr %447, align 4, !dbg !865, !tbaa !284
  %449 = xor i32 %443, %448, !dbg !866
  %450 = lshr i64 %426, 24, !dbg !867
    #dbg_value(i64 %450, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !868)
  %451 = lshr i32 %449, 8, !dbg !870
  %452 = zext i32 %449 to i64, !dbg !871
  %453 = xor i64 %450, %452, !dbg !871
  %454 = and i64 %453, 255, !dbg !872
  %455 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %454, !dbg !872
  %456 = load i32, ptr %455, align 4, !dbg !872, !tbaa !284
  %457 = xor i32 %451, %456, !dbg !873
  %458 = lshr i64 %426, 32, !dbg !874
    #dbg_value(i64 %458, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !875)
  %459 = lshr i32 %457, 8, !dbg !877
  %460 = zext i32 %457 to i64, !dbg !878
  %461 = xor i64 %458, %460, !dbg !878
  %462 = and i64 %461, 255, !dbg !879
  %463 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %462, !dbg !879
  %464 = load i32, ptr %463, align 4, !dbg !879, !tbaa !284
  %465 = xor i32 %459, %464, !dbg !880
  %466 = lshr i64 %426, 40, !dbg !881
    #dbg_value(i64 %466, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !882)
  %467 = lshr i32 %465, 8, !dbg !884
  %468 = zext i32 %465 to i64, !dbg !885
  %469 = xor i64 %466, %468, !dbg !885
  %470 = and i64 %469, 255, !dbg !886
  %471 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %470, !dbg !886
  %472 = load i32, ptr %471, align 4, !dbg !886, !tbaa !284
  %473 = xor i32 %467, %472, !dbg !887
  %474 = lshr i64 %426, 48, !dbg !888
    #dbg_value(i64 %474, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !889)
  %475 = lshr i32 %473, 8, !dbg !891
  %476 = zext i32 %473 to i64, !dbg !892
  %477 = xor i64 %474, %476, !dbg !892
  %478 = and i64 %477, 255, !dbg !893
  %479 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %478, !dbg !893
  %480 = load i32, ptr %479, align 4, !dbg !893, !tbaa !284
  %481 = xor i32 %475, %480, !dbg !894
  %482 = lshr i64 %426, 56, !dbg !895
    #dbg_value(i64 %482, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !896)
  %483 = lshr i32 %481, 8, !dbg !898
  %484 = and i32 %481, 255, !dbg !899
  %485 = zext nneg i32 %484 to i64, !dbg !899
  %486 = xor i64 %482, %485, !dbg !899
  %487 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %486, !dbg !899
  %488 = load i32, ptr %487, align 4, !dbg !899, !tbaa !284
  %489 = xor i32 %483, %488, !dbg !900
  %490 = load volatile i40, ptr @g_82, align 8, !dbg !901
  %491 = shl i40 %490, 28, !dbg !901
  %492 = ashr exact i40 %491, 28, !dbg !901
  %493 = zext i40 %492 to i64, !dbg !901
  %494 = shl i64 %493, 32, !dbg !902
  %495 = ashr exact i64 %494, 32, !dbg !902
    #dbg_value(i64 %494, !583, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !903)
    #dbg_value(ptr poison, !589, !DIExpression(), !903)
    #dbg_value(i32 0, !590, !DIExpression(), !903)
    #dbg_value(i64 %494, !593, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !905)
    #dbg_value(i64 %494, !600, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !907)
  %496 = lshr i32 %489, 8, !dbg !909
  %497 = zext i32 %489 to i64, !dbg !910
  %498 = xor i64 %497, %493, !dbg !910
  %499 = and i64 %498, 255, !dbg !911
  %500 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %499, !dbg !911
  %501 = load i32, ptr %500, align 4, !dbg !911, !tbaa !284
  %502 = xor i32 %496, %501, !dbg !912
  %503 = lshr i64 %493, 8, !dbg !913
    #dbg_value(i64 %493, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !914)
  %504 = lshr i32 %502, 8, !dbg !916
  %505 = zext i32 %502 to i64, !dbg !917
  %506 = xor i64 %503, %505, !dbg !917
  %507 = and i64 %506, 255, !dbg !918
  %508 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %507, !dbg !918
  %509 = load i32, ptr %508, align 4, !dbg !918, !tbaa !284
  %510 = xor i32 %504, %509, !dbg !919
  %511 = lshr i64 %493, 16, !dbg !920
    #dbg_value(i64 %493, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !921)
  %512 = lshr i32 %510, 8, !dbg !923
  %513 = zext i32 %510 to i64, !dbg !924
  %514 = xor i64 %511, %513, !dbg !924
  %515 = and i64 %514, 255, !dbg !925
  %516 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %515, !dbg !925
  %517 = load i32, ptr %516, align 4, !dbg !925, !tbaa !284
  %518 = xor i32 %512, %517, !dbg !926
  %519 = lshr i64 %493, 24, !dbg !927
    #dbg_value(i64 %493, !600, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !928)
  %520 = lshr i32 %518, 8, !dbg !930
  %521 = zext i32 %518 to i64, !dbg !931
  %522 = xor i64 %519, %521, !dbg !931
  %523 = and i64 %522, 255, !dbg !932
  %524 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %523, !dbg !932
  %525 = load i32, ptr %524, align 4, !dbg !932, !tbaa !284
  %526 = xor i32 %520, %525, !dbg !933
  %527 = lshr i64 %495, 32, !dbg !934
    #dbg_value(i64 %527, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !935)
  %528 = lshr i32 %526, 8, !dbg !937
  %529 = zext i32 %526 to i64, !dbg !938
  %530 = xor i64 %527, %529, !dbg !938
  %531 = and i64 %530, 255, !dbg !939
  %532 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %531, !dbg !939
  %533 = load i32, ptr %532, align 4, !dbg !939, !tbaa !284
  %534 = xor i32 %528, %533, !dbg !940
  %535 = lshr i64 %495, 40, !dbg !941
    #dbg_value(i64 %535, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !942)
  %536 = lshr i32 %534, 8, !dbg !944
  %537 = zext i32 %534 to i64, !dbg !945
  %538 = xor i64 %535, %537, !dbg !945
  %539 = and i64 %538, 255, !dbg !946
  %540 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %539, !dbg !946
  %541 = load i32, ptr %540, align 4, !dbg !946, !tbaa !284
  %542 = xor i32 %536, %541, !dbg !947
  %543 = lshr i64 %495, 48, !dbg !948
    #dbg_value(i64 %543, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !949)
  %544 = lshr i32 %542, 8, !dbg !951
  %545 = zext i32 %542 to i64, !dbg !952
  %546 = xor i64 %543, %545, !dbg !952
  %547 = and i64 %546, 255, !dbg !953
  %548 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %547, !dbg !953
  %549 = load i32, ptr %548, align 4, !dbg !953, !tbaa !284
  %550 = xor i32 %544, %549, !dbg !954
  %551 = lshr i64 %495, 56, !dbg !955
    #dbg_value(i64 %551, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !956)
  %552 = lshr i32 %550, 8, !dbg !958
  %553 = and i32 %550, 255, !dbg !959
  %554 = zext nneg i32 %553 to i64, !dbg !959
  %555 = xor i64 %551, %554, !dbg !959
  %556 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %555, !dbg !959
  %557 = load i32, ptr %556, align 4, !dbg !959, !tbaa !284
  %558 = xor i32 %552, %557, !dbg !960
  %559 = load volatile i40, ptr @g_82, align 8, !dbg !961
  %560 = lshr i40 %559, 12, !dbg !961
  %561 = and i40 %560, 4194303, !dbg !961
  %562 = zext nneg i40 %561 to i64, !dbg !961
    #dbg_value(i40 %561, !583, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !962)
    #dbg_value(ptr poison, !589, !DIExpression(), !962)
    #dbg_value(i32 0, !590, !DIExpression(), !962)
    #dbg_value(i40 %561, !593, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !964)
    #dbg_value(i40 %561, !600, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !966)
  %563 = lshr i32 %558, 8, !dbg !968
  %564 = zext i32 %558 to i64, !dbg !969
  %565 = xor i64 %564, %562, !dbg !969
  %566 = and i64 %565, 255, !dbg !970
  %567 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %566, !dbg !970
  %568 = load i32, ptr %567, align 4, !dbg !970, !tbaa !284
  %569 = xor i32 %563, %568, !dbg !971
  %570 = lshr i64 %562, 8, !dbg !972
    #dbg_value(i64 %570, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !973)
  %571 = lshr i32 %569, 8, !dbg !975
  %572 = zext i32 %569 to i64, !dbg !976
  %573 = xor i64 %570, %572, !dbg !976
  %574 = and i64 %573, 255, !dbg !977
  %575 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %574, !dbg !977
  %576 = load i32, ptr %575, align 4, !dbg !977, !tbaa !284
  %577 = xor i32 %571, %576, !dbg !978
  %578 = lshr i64 %562, 16, !dbg !979
    #dbg_value(i64 %578, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !980)
  %579 = lshr i32 %577, 8, !dbg !982
  %580 = and i32 %577, 255, !dbg !983
  %581 = zext nneg i32 %580 to i64, !dbg !983
  %582 = xor i64 %578, %581, !dbg !983
  %583 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %582, !dbg !983
  %584 = load i32, ptr %583, align 4, !dbg !983, !tbaa !284
  %585 = xor i32 %579, %584, !dbg !984
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !985)
  %586 = lshr i32 %585, 8, !dbg !987
  %587 = and i32 %585, 255, !dbg !988
  %588 = zext nneg i32 %587 to i64, !dbg !988
  %589 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %588, !dbg !988
  %590 = load i32, ptr %589, align 4, !dbg !988, !tbaa !284
  %591 = xor i32 %586, %590, !dbg !989
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !990)
  %592 = lshr i32 %591, 8, !dbg !992
  %593 = and i32 %591, 255, !dbg !993
  %594 = zext nneg i32 %593 to i64, !dbg !993
  %595 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %594, !dbg !993
  %596 = load i32, ptr %595, align 4, !dbg !993, !tbaa !284
  %597 = xor i32 %592, %596, !dbg !994
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !995)
  %598 = lshr i32 %597, 8, !dbg !997
  %599 = and i32 %597, 255, !dbg !998
  %600 = zext nneg i32 %599 to i64, !dbg !998
  %601 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %600, !dbg !998
  %602 = load i32, ptr %601, align 4, !dbg !998, !tbaa !284
  %603 = xor i32 %598, %602, !dbg !999
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1000)
  %604 = lshr i32 %603, 8, !dbg !1002
  %605 = and i32 %603, 255, !dbg !1003
  %606 = zext nneg i32 %605 to i64, !dbg !1003
  %607 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %606, !dbg !1003
  %608 = load i32, ptr %607, align 4, !dbg !1003, !tbaa !284
  %609 = xor i32 %604, %608, !dbg !1004
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1005)
  %610 = lshr i32 %609, 8, !dbg !1007
  %611 = and i32 %609, 255, !dbg !1008
  %612 = zext nneg i32 %611 to i64, !dbg !1008
  %613 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %612, !dbg !1008
  %614 = load i32, ptr %613, align 4, !dbg !1008, !tbaa !284
  %615 = xor i32 %610, %614, !dbg !1009
  %616 = sext i32 %52 to i64, !dbg !1010
    #dbg_value(i64 %616, !583, !DIExpression(), !1011)
    #dbg_value(ptr poison, !589, !DIExpression(), !1011)
    #dbg_value(i32 0, !590, !DIExpression(), !1011)
    #dbg_value(i64 %616, !593, !DIExpression(), !1013)
    #dbg_value(i64 %616, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1015)
  %617 = lshr i32 %615, 8, !dbg !1017
  %618 = zext i32 %615 to i64, !dbg !1018
  %619 = xor i64 %618, %616, !dbg !1018
  %620 = and i64 %619, 255, !dbg !1019
  %621 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %620, !dbg !1019
  %622 = load i32, ptr %621, align 4, !dbg !1019, !tbaa !284
  %623 = xor i32 %617, %622, !dbg !1020
  %624 = lshr i64 %616, 8, !dbg !1021
    #dbg_value(i64 %624, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1022)
  %625 = lshr i32 %623, 8, !dbg !1024
  %626 = zext i32 %623 to i64, !dbg !1025
  %627 = xor i64 %624, %626, !dbg !1025
  %628 = and i64 %627, 255, !dbg !1026
  %629 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %628, !dbg !1026
  %630 = load i32, ptr %629, align 4, !dbg !1026, !tbaa !284
  %631 = xor i32 %625, %630, !dbg !1027
  %632 = lshr i64 %616, 16, !dbg !1028
    #dbg_value(i64 %632, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1029)
  %633 = lshr i32 %631, 8, !dbg !1031
  %634 = zext i32 %631 to i64, !dbg !1032
  %635 = xor i64 %632, %634, !dbg !1032
  %636 = and i64 %635, 255, !dbg !1033
  %637 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %636, !dbg !1033
  %638 = load i32, ptr %637, align 4, !dbg !1033, !tbaa !284
  %639 = xor i32 %633, %638, !dbg !1034
  %640 = lshr i64 %616, 24, !dbg !1035
    #dbg_value(i64 %640, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1036)
  %641 = lshr i32 %639, 8, !dbg !1038
  %642 = zext i32 %639 to i64, !dbg !1039
  %643 = xor i64 %640, %642, !dbg !1039
  %644 = and i64 %643, 255, !dbg !1040
  %645 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %644, !dbg !1040
  %646 = load i32, ptr %645, align 4, !dbg !1040, !tbaa !284
  %647 = xor i32 %641, %646, !dbg !1041
  %648 = lshr i64 %616, 32, !dbg !1042
    #dbg_value(i64 %648, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1043)
  %649 = lshr i32 %647, 8, !dbg !1045
  %650 = zext i32 %647 to i64, !dbg !1046
  %651 = xor i64 %648, %650, !dbg !1046
  %652 = and i64 %651, 255, !dbg !1047
  %653 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %652, !dbg !1047
  %654 = load i32, ptr %653, align 4, !dbg !1047, !tbaa !284
  %655 = xor i32 %649, %654, !dbg !1048
  %656 = lshr i64 %616, 40, !dbg !1049
    #dbg_value(i64 %656, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1050)
  %657 = lshr i32 %655, 8, !dbg !1052
  %658 = zext i32 %655 to i64, !dbg !1053
  %659 = xor i64 %656, %658, !dbg !1053
  %660 = and i64 %659, 255, !dbg !1054
  %661 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %660, !dbg !1054
  %662 = load i32, ptr %661, align 4, !dbg !1054, !tbaa !284
  %663 = xor i32 %657, %662, !dbg !1055
  %664 = lshr i64 %616, 48, !dbg !1056
    #dbg_value(i64 %664, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1057)
  %665 = lshr i32 %663, 8, !dbg !1059
  %666 = zext i32 %663 to i64, !dbg !1060
  %667 = xor i64 %664, %666, !dbg !1060
  %668 = and i64 %667, 255, !dbg !1061
  %669 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %668, !dbg !1061
  %670 = load i32, ptr %669, align 4, !dbg !1061, !tbaa !284
  %671 = xor i32 %665, %670, !dbg !1062
  %672 = lshr i64 %616, 56, !dbg !1063
    #dbg_value(i64 %672, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1064)
  %673 = lshr i32 %671, 8, !dbg !1066
  %674 = and i32 %671, 255, !dbg !1067
  %675 = zext nneg i32 %674 to i64, !dbg !1067
  %676 = xor i64 %672, %675, !dbg !1067
  %677 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %676, !dbg !1067
  %678 = load i32, ptr %677, align 4, !dbg !1067, !tbaa !284
  %679 = xor i32 %673, %678, !dbg !1068
  %680 = load i24, ptr getelementptr inbounds (i8, ptr @g_82, i64 9), align 1, !dbg !1069
  %681 = and i24 %680, 3, !dbg !1069
    #dbg_value(i24 %681, !583, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1070)
    #dbg_value(ptr poison, !589, !DIExpression(), !1070)
    #dbg_value(i32 0, !590, !DIExpression(), !1070)
    #dbg_value(i24 %681, !593, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1072)
    #dbg_value(i24 %681, !600, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1074)
  %682 = lshr i32 %679, 8, !dbg !1076
  %683 = and i32 %679, 255, !dbg !1077
  %684 = zext nneg i24 %681 to i32, !dbg !1077
  %685 = xor i32 %683, %684, !dbg !1077
  %686 = zext nneg i32 %685 to i64, !dbg !1077
  %687 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %686, !dbg !1077
  %688 = load i32, ptr %687, align 4, !dbg !1077, !tbaa !284
  %689 = xor i32 %682, %688, !dbg !1078
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1079)
  %690 = lshr i32 %689, 8, !dbg !1081
  %691 = and i32 %689, 255, !dbg !1082
  %692 = zext nneg i32 %691 to i64, !dbg !1082
  %693 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %692, !dbg !1082
  %694 = load i32, ptr %693, align 4, !dbg !1082, !tbaa !284
  %695 = xor i32 %690, %694, !dbg !1083
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1084)
  %696 = lshr i32 %695, 8, !dbg !1086
  %697 = and i32 %695, 255, !dbg !1087
  %698 = zext nneg i32 %697 to i64, !dbg !1087
  %699 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %698, !dbg !1087
  %700 = load i32, ptr %699, align 4, !dbg !1087, !tbaa !284
  %701 = xor i32 %696, %700, !dbg !1088
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1089)
  %702 = lshr i32 %701, 8, !dbg !1091
  %703 = and i32 %701, 255, !dbg !1092
  %704 = zext nneg i32 %703 to i64, !dbg !1092
  %705 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %704, !dbg !1092
  %706 = load i32, ptr %705, align 4, !dbg !1092, !tbaa !284
  %707 = xor i32 %702, %706, !dbg !1093
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1094)
  %708 = lshr i32 %707, 8, !dbg !1096
  %709 = and i32 %707, 255, !dbg !1097
  %710 = zext nneg i32 %709 to i64, !dbg !1097
  %711 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %710, !dbg !1097
  %712 = load i32, ptr %711, align 4, !dbg !1097, !tbaa !284
  %713 = xor i32 %708, %712, !dbg !1098
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1099)
  %714 = lshr i32 %713, 8, !dbg !1101
  %715 = and i32 %713, 255, !dbg !1102
  %716 = zext nneg i32 %715 to i64, !dbg !1102
  %717 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %716, !dbg !1102
  %718 = load i32, ptr %717, align 4, !dbg !1102, !tbaa !284
  %719 = xor i32 %714, %718, !dbg !1103
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1104)
  %720 = lshr i32 %719, 8, !dbg !1106
  %721 = and i32 %719, 255, !dbg !1107
  %722 = zext nneg i32 %721 to i64, !dbg !1107
  %723 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %722, !dbg !1107
  %724 = load i32, ptr %723, align 4, !dbg !1107, !tbaa !284
  %725 = xor i32 %720, %724, !dbg !1108
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1109)
  %726 = lshr i32 %725, 8, !dbg !1111
  %727 = and i32 %725, 255, !dbg !1112
  %728 = zext nneg i32 %727 to i64, !dbg !1112
  %729 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %728, !dbg !1112
  %730 = load i32, ptr %729, align 4, !dbg !1112, !tbaa !284
  %731 = xor i32 %726, %730, !dbg !1113
  %732 = lshr i24 %680, 2, !dbg !1114
  %733 = and i24 %732, 1048575, !dbg !1114
  %734 = zext nneg i24 %733 to i64, !dbg !1115
    #dbg_value(i24 %733, !583, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1116)
    #dbg_value(ptr poison, !589, !DIExpression(), !1116)
    #dbg_value(i32 0, !590, !DIExpression(), !1116)
    #dbg_value(i24 %733, !593, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1118)
    #dbg_value(i24 %733, !600, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1120)
  %735 = lshr i32 %731, 8, !dbg !1122
  %736 = zext i32 %731 to i64, !dbg !1123
  %737 = xor i64 %736, %734, !dbg !1123
  %738 = and i64 %737, 255, !dbg !1124
  %739 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %738, !dbg !1124
  %740 = load i32, ptr %739, align 4, !dbg !1124, !tbaa !284
  %741 = xor i32 %735, %740, !dbg !1125
  %742 = lshr i64 %734, 8, !dbg !1126
    #dbg_value(i64 %742, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1127)
  %743 = lshr i32 %741, 8, !dbg !1129
  %744 = zext i32 %741 to i64, !dbg !1130
  %745 = xor i64 %742, %744, !dbg !1130
  %746 = and i64 %745, 255, !dbg !1131
  %747 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %746, !dbg !1131
  %748 = load i32, ptr %747, align 4, !dbg !1131, !tbaa !284
  %749 = xor i32 %743, %748, !dbg !1132
  %750 = lshr i64 %734, 16, !dbg !1133
    #dbg_value(i64 %750, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1134)
  %751 = lshr i32 %749, 8, !dbg !1136
  %752 = and i32 %749, 255, !dbg !1137
  %753 = zext nneg i32 %752 to i64, !dbg !1137
  %754 = xor i64 %750, %753, !dbg !1137
  %755 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %754, !dbg !1137
  %756 = load i32, ptr %755, align 4, !dbg !1137, !tbaa !284
  %757 = xor i32 %751, %756, !dbg !1138
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1139)
  %758 = lshr i32 %757, 8, !dbg !1141
  %759 = and i32 %757, 255, !dbg !1142
  %760 = zext nneg i32 %759 to i64, !dbg !1142
  %761 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %760, !dbg !1142
  %762 = load i32, ptr %761, align 4, !dbg !1142, !tbaa !284
  %763 = xor i32 %758, %762, !dbg !1143
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1144)
  %764 = lshr i32 %763, 8, !dbg !1146
  %765 = and i32 %763, 255, !dbg !1147
  %766 = zext nneg i32 %765 to i64, !dbg !1147
  %767 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %766, !dbg !1147
  %768 = load i32, ptr %767, align 4, !dbg !1147, !tbaa !284
  %769 = xor i32 %764, %768, !dbg !1148
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1149)
  %770 = lshr i32 %769, 8, !dbg !1151
  %771 = and i32 %769, 255, !dbg !1152
  %772 = zext nneg i32 %771 to i64, !dbg !1152
  %773 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %772, !dbg !1152
  %774 = load i32, ptr %773, align 4, !dbg !1152, !tbaa !284
  %775 = xor i32 %770, %774, !dbg !1153
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1154)
  %776 = lshr i32 %775, 8, !dbg !1156
  %777 = and i32 %775, 255, !dbg !1157
  %778 = zext nneg i32 %777 to i64, !dbg !1157
  %779 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %778, !dbg !1157
  %780 = load i32, ptr %779, align 4, !dbg !1157, !tbaa !284
  %781 = xor i32 %776, %780, !dbg !1158
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1159)
  %782 = lshr i32 %781, 8, !dbg !1161
  %783 = and i32 %781, 255, !dbg !1162
  %784 = zext nneg i32 %783 to i64, !dbg !1162
  %785 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %784, !dbg !1162
  %786 = load i32, ptr %785, align 4, !dbg !1162, !tbaa !284
  %787 = xor i32 %782, %786, !dbg !1163
  %788 = load i72, ptr getelementptr inbounds (i8, ptr @g_82, i64 12), align 4, !dbg !1164
  %789 = trunc i72 %788 to i64, !dbg !1164
    #dbg_value(i64 %789, !583, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_stack_value), !1165)
    #dbg_value(ptr poison, !589, !DIExpression(), !1165)
    #dbg_value(i32 0, !590, !DIExpression(), !1165)
    #dbg_value(i64 %789, !593, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_stack_value), !1167)
    #dbg_value(i64 %789, !600, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1169)
  %790 = lshr i32 %787, 8, !dbg !1171
  %791 = zext i32 %787 to i64, !dbg !1172
  %792 = xor i64 %791, %789, !dbg !1172
  %793 = and i64 %792, 255, !dbg !1173
  %794 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %793, !dbg !1173
  %795 = load i32, ptr %794, align 4, !dbg !1173, !tbaa !284
  %796 = xor i32 %790, %795, !dbg !1174
  %797 = lshr i64 %789, 8, !dbg !1175
    #dbg_value(i64 %789, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1176)
  %798 = lshr i32 %796, 8, !dbg !1178
  %799 = zext i32 %796 to i64, !dbg !1179
  %800 = xor i64 %797, %799, !dbg !1179
  %801 = and i64 %800, 255, !dbg !1180
  %802 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %801, !dbg !1180
  %803 = load i32, ptr %802, align 4, !dbg !1180, !tbaa !284
  %804 = xor i32 %798, %803, !dbg !1181
  %805 = lshr i64 %789, 16, !dbg !1182
  %806 = and i64 %805, 7, !dbg !1182
    #dbg_value(i64 %806, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1183)
  %807 = lshr i32 %804, 8, !dbg !1185
  %808 = and i32 %804, 255, !dbg !1186
  %809 = zext nneg i32 %808 to i64, !dbg !1186
  %810 = xor i64 %806, %809, !dbg !1186
  %811 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %810, !dbg !1186
  %812 = load i32, ptr %811, align 4, !dbg !1186, !tbaa !284
  %813 = xor i32 %807, %812, !dbg !1187
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1188)
  %814 = lshr i32 %813, 8, !dbg !1190
  %815 = and i32 %813, 255, !dbg !1191
  %816 = zext nneg i32 %815 to i64, !dbg !1191
  %817 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %816, !dbg !1191
  %818 = load i32, ptr %817, align 4, !dbg !1191, !tbaa !284
  %819 = xor i32 %814, %818, !dbg !1192
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1193)
  %820 = lshr i32 %819, 8, !dbg !1195
  %821 = and i32 %819, 255, !dbg !1196
  %822 = zext nneg i32 %821 to i64, !dbg !1196
  %823 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %822, !dbg !1196
  %824 = load i32, ptr %823, align 4, !dbg !1196, !tbaa !284
  %825 = xor i32 %820, %824, !dbg !1197
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1198)
  %826 = lshr i32 %825, 8, !dbg !1200
  %827 = and i32 %825, 255, !dbg !1201
  %828 = zext nneg i32 %827 to i64, !dbg !1201
  %829 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %828, !dbg !1201
  %830 = load i32, ptr %829, align 4, !dbg !1201, !tbaa !284
  %831 = xor i32 %826, %830, !dbg !1202
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1203)
  %832 = lshr i32 %831, 8, !dbg !1205
  %833 = and i32 %831, 255, !dbg !1206
  %834 = zext nneg i32 %833 to i64, !dbg !1206
  %835 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %834, !dbg !1206
  %836 = load i32, ptr %835, align 4, !dbg !1206, !tbaa !284
  %837 = xor i32 %832, %836, !dbg !1207
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1208)
  %838 = lshr i32 %837, 8, !dbg !1210
  %839 = and i32 %837, 255, !dbg !1211
  %840 = zext nneg i32 %839 to i64, !dbg !1211
  %841 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %840, !dbg !1211
  %842 = load i32, ptr %841, align 4, !dbg !1211, !tbaa !284
  %843 = xor i32 %838, %842, !dbg !1212
  store i32 %843, ptr @crc32_context, align 4, !dbg !1213, !tbaa !284
  %844 = load volatile i72, ptr getelementptr inbounds (i8, ptr @g_82, i64 12), align 4, !dbg !1214
  %845 = shl i72 %844, 30, !dbg !1214
  %846 = ashr i72 %845, 49, !dbg !1214
  %847 = trunc nsw i72 %846 to i64, !dbg !1214
    #dbg_value(i64 %847, !583, !DIExpression(), !1215)
    #dbg_value(ptr poison, !589, !DIExpression(), !1215)
    #dbg_value(i32 0, !590, !DIExpression(), !1215)
    #dbg_value(i64 %847, !593, !DIExpression(), !1217)
    #dbg_value(i64 %847, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1219)
  %848 = lshr i32 %843, 8, !dbg !1221
  %849 = zext i32 %843 to i64, !dbg !1222
  %850 = xor i64 %849, %847, !dbg !1222
  %851 = and i64 %850, 255, !dbg !1223
  %852 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %851, !dbg !1223
  %853 = load i32, ptr %852, align 4, !dbg !1223, !tbaa !284
  %854 = xor i32 %848, %853, !dbg !1224
  %855 = lshr i64 %847, 8, !dbg !1225
    #dbg_value(i64 %855, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1226)
  %856 = lshr i32 %854, 8, !dbg !1228
  %857 = zext i32 %854 to i64, !dbg !1229
  %858 = xor i64 %855, %857, !dbg !1229
  %859 = and i64 %858, 255, !dbg !1230
  %860 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %859, !dbg !1230
  %861 = load i32, ptr %860, align 4, !dbg !1230, !tbaa !284
  %862 = xor i32 %856, %861, !dbg !1231
  %863 = lshr i64 %847, 16, !dbg !1232
    #dbg_value(i64 %863, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1233)
  %864 = lshr i32 %862, 8, !dbg !1235
  %865 = zext i32 %862 to i64, !dbg !1236
  %866 = xor i64 %863, %865, !dbg !1236
  %867 = and i64 %866, 255, !dbg !1237
  %868 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %867, !dbg !1237
  %869 = load i32, ptr %868, align 4, !dbg !1237, !tbaa !284
  %870 = xor i32 %864, %869, !dbg !1238
  %871 = lshr i64 %847, 24, !dbg !1239
    #dbg_value(i64 %871, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1240)
  %872 = lshr i32 %870, 8, !dbg !1242
  %873 = zext i32 %870 to i64, !dbg !1243
  %874 = xor i64 %871, %873, !dbg !1243
  %875 = and i64 %874, 255, !dbg !1244
  %876 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %875, !dbg !1244
  %877 = load i32, ptr %876, align 4, !dbg !1244, !tbaa !284
  %878 = xor i32 %872, %877, !dbg !1245
  %879 = lshr i64 %847, 32, !dbg !1246
    #dbg_value(i64 %879, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1247)
  %880 = lshr i32 %878, 8, !dbg !1249
  %881 = zext i32 %878 to i64, !dbg !1250
  %882 = xor i64 %879, %881, !dbg !1250
  %883 = and i64 %882, 255, !dbg !1251
  %884 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %883, !dbg !1251
  %885 = load i32, ptr %884, align 4, !dbg !1251, !tbaa !284
  %886 = xor i32 %880, %885, !dbg !1252
  %887 = lshr i64 %847, 40, !dbg !1253
    #dbg_value(i64 %887, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1254)
  %888 = lshr i32 %886, 8, !dbg !1256
  %889 = zext i32 %886 to i64, !dbg !1257
  %890 = xor i64 %887, %889, !dbg !1257
  %891 = and i64 %890, 255, !dbg !1258
  %892 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %891, !dbg !1258
  %893 = load i32, ptr %892, align 4, !dbg !1258, !tbaa !284
  %894 = xor i32 %888, %893, !dbg !1259
  %895 = lshr i64 %847, 48, !dbg !1260
    #dbg_value(i64 %895, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1261)
  %896 = lshr i32 %894, 8, !dbg !1263
  %897 = zext i32 %894 to i64, !dbg !1264
  %898 = xor i64 %895, %897, !dbg !1264
  %899 = and i64 %898, 255, !dbg !1265
  %900 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %899, !dbg !1265
  %901 = load i32, ptr %900, align 4, !dbg !1265, !tbaa !284
  %902 = xor i32 %896, %901, !dbg !1266
  %903 = lshr i64 %847, 56, !dbg !1267
    #dbg_value(i64 %903, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1268)
  %904 = lshr i32 %902, 8, !dbg !1270
  %905 = and i32 %902, 255, !dbg !1271
  %906 = zext nneg i32 %905 to i64, !dbg !1271
  %907 = xor i64 %903, %906, !dbg !1271
  %908 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %907, !dbg !1271
  %909 = load i32, ptr %908, align 4, !dbg !1271, !tbaa !284
  %910 = xor i32 %904, %909, !dbg !1272
  %911 = lshr i72 %844, 42, !dbg !1273
  %912 = trunc nuw nsw i72 %911 to i64, !dbg !1273
    #dbg_value(i64 %912, !583, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !1274)
    #dbg_value(ptr poison, !589, !DIExpression(), !1274)
    #dbg_value(i32 0, !590, !DIExpression(), !1274)
    #dbg_value(i64 %912, !593, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !1276)
    #dbg_value(i64 %912, !600, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1278)
  %913 = lshr i32 %910, 8, !dbg !1280
  %914 = zext i32 %910 to i64, !dbg !1281
  %915 = xor i64 %914, %912, !dbg !1281
  %916 = and i64 %915, 255, !dbg !1282
  %917 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %916, !dbg !1282
  %918 = load i32, ptr %917, align 4, !dbg !1282, !tbaa !284
  %919 = xor i32 %913, %918, !dbg !1283
  %920 = lshr i64 %912, 8, !dbg !1284
    #dbg_value(i64 %912, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1285)
  %921 = lshr i32 %919, 8, !dbg !1287
  %922 = zext i32 %919 to i64, !dbg !1288
  %923 = xor i64 %920, %922, !dbg !1288
  %924 = and i64 %923, 255, !dbg !1289
  %925 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %924, !dbg !1289
  %926 = load i32, ptr %925, align 4, !dbg !1289, !tbaa !284
  %927 = xor i32 %921, %926, !dbg !1290
  %928 = lshr i64 %912, 16, !dbg !1291
    #dbg_value(i64 %912, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1292)
  %929 = lshr i32 %927, 8, !dbg !1294
  %930 = zext i32 %927 to i64, !dbg !1295
  %931 = xor i64 %928, %930, !dbg !1295
  %932 = and i64 %931, 255, !dbg !1296
  %933 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %932, !dbg !1296
  %934 = load i32, ptr %933, align 4, !dbg !1296, !tbaa !284
  %935 = xor i32 %929, %934, !dbg !1297
  %936 = lshr i64 %912, 24, !dbg !1298
  %937 = and i64 %936, 7, !dbg !1298
    #dbg_value(i64 %937, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1299)
  %938 = lshr i32 %935, 8, !dbg !1301
  %939 = and i32 %935, 255, !dbg !1302
  %940 = zext nneg i32 %939 to i64, !dbg !1302
  %941 = xor i64 %937, %940, !dbg !1302
  %942 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %941, !dbg !1302
  %943 = load i32, ptr %942, align 4, !dbg !1302, !tbaa !284
  %944 = xor i32 %938, %943, !dbg !1303
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1304)
  %945 = lshr i32 %944, 8, !dbg !1306
  %946 = and i32 %944, 255, !dbg !1307
  %947 = zext nneg i32 %946 to i64, !dbg !1307
  %948 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %947, !dbg !1307
  %949 = load i32, ptr %948, align 4, !dbg !1307, !tbaa !284
  %950 = xor i32 %945, %949, !dbg !1308
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1309)
  %951 = lshr i32 %950, 8, !dbg !1311
  %952 = and i32 %950, 255, !dbg !1312
  %953 = zext nneg i32 %952 to i64, !dbg !1312
  %954 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %953, !dbg !1312
  %955 = load i32, ptr %954, align 4, !dbg !1312, !tbaa !284
  %956 = xor i32 %951, %955, !dbg !1313
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1314)
  %957 = lshr i32 %956, 8, !dbg !1316
  %958 = and i32 %956, 255, !dbg !1317
  %959 = zext nneg i32 %958 to i64, !dbg !1317
  %960 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %959, !dbg !1317
  %961 = load i32, ptr %960, align 4, !dbg !1317, !tbaa !284
  %962 = xor i32 %957, %961, !dbg !1318
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1319)
  %963 = lshr i32 %962, 8, !dbg !1321
  %964 = and i32 %962, 255, !dbg !1322
  %965 = zext nneg i32 %964 to i64, !dbg !1322
  %966 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %965, !dbg !1322
  %967 = load i32, ptr %966, align 4, !dbg !1322, !tbaa !284
  %968 = xor i32 %963, %967, !dbg !1323
  %969 = load i32, ptr @g_87, align 4, !dbg !1324, !tbaa !284
  %970 = zext i32 %969 to i64, !dbg !1324
    #dbg_value(i32 %969, !583, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1325)
    #dbg_value(ptr poison, !589, !DIExpression(), !1325)
    #dbg_value(i32 0, !590, !DIExpression(), !1325)
    #dbg_value(i32 %969, !593, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1327)
    #dbg_value(i32 %969, !600, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1329)
  %971 = lshr i32 %968, 8, !dbg !1331
  %972 = xor i32 %968, %969, !dbg !1332
  %973 = and i32 %972, 255, !dbg !1333
  %974 = zext nneg i32 %973 to i64, !dbg !1333
  %975 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %974, !dbg !1333
  %976 = load i32, ptr %975, align 4, !dbg !1333, !tbaa !284
  %977 = xor i32 %971, %976, !dbg !1334
  %978 = lshr i64 %970, 8, !dbg !1335
    #dbg_value(i64 %978, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1336)
  %979 = lshr i32 %977, 8, !dbg !1338
  %980 = zext i32 %977 to i64, !dbg !1339
  %981 = xor i64 %978, %980, !dbg !1339
  %982 = and i64 %981, 255, !dbg !1340
  %983 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %982, !dbg !1340
  %984 = load i32, ptr %983, align 4, !dbg !1340, !tbaa !284
  %985 = xor i32 %979, %984, !dbg !1341
  %986 = lshr i64 %970, 16, !dbg !1342
    #dbg_value(i64 %986, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1343)
  %987 = lshr i32 %985, 8, !dbg !1345
  %988 = zext i32 %985 to i64, !dbg !1346
  %989 = xor i64 %986, %988, !dbg !1346
  %990 = and i64 %989, 255, !dbg !1347
  %991 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %990, !dbg !1347
  %992 = load i32, ptr %991, align 4, !dbg !1347, !tbaa !284
  %993 = xor i32 %987, %992, !dbg !1348
  %994 = lshr i64 %970, 24, !dbg !1349
    #dbg_value(i64 %994, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1350)
  %995 = lshr i32 %993, 8, !dbg !1352
  %996 = and i32 %993, 255, !dbg !1353
  %997 = zext nneg i32 %996 to i64, !dbg !1353
  %998 = xor i64 %994, %997, !dbg !1353
  %999 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %998, !dbg !1353
  %1000 = load i32, ptr %999, align 4, !dbg !1353, !tbaa !284
  %1001 = xor i32 %995, %1000, !dbg !1354
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1355)
  %1002 = lshr i32 %1001, 8, !dbg !1357
  %1003 = and i32 %1001, 255, !dbg !1358
  %1004 = zext nneg i32 %1003 to i64, !dbg !1358
  %1005 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1004, !dbg !1358
  %1006 = load i32, ptr %1005, align 4, !dbg !1358, !tbaa !284
  %1007 = xor i32 %1002, %1006, !dbg !1359
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1360)
  %1008 = lshr i32 %1007, 8, !dbg !1362
  %1009 = and i32 %1007, 255, !dbg !1363
  %1010 = zext nneg i32 %1009 to i64, !dbg !1363
  %1011 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1010, !dbg !1363
  %1012 = load i32, ptr %1011, align 4, !dbg !1363, !tbaa !284
  %1013 = xor i32 %1008, %1012, !dbg !1364
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1365)
  %1014 = lshr i32 %1013, 8, !dbg !1367
  %1015 = and i32 %1013, 255, !dbg !1368
  %1016 = zext nneg i32 %1015 to i64, !dbg !1368
  %1017 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1016, !dbg !1368
  %1018 = load i32, ptr %1017, align 4, !dbg !1368, !tbaa !284
  %1019 = xor i32 %1014, %1018, !dbg !1369
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1370)
  %1020 = lshr i32 %1019, 8, !dbg !1372
  %1021 = and i32 %1019, 255, !dbg !1373
  %1022 = zext nneg i32 %1021 to i64, !dbg !1373
  %1023 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1022, !dbg !1373
  %1024 = load i32, ptr %1023, align 4, !dbg !1373, !tbaa !284
  %1025 = xor i32 %1020, %1024, !dbg !1374
  %1026 = load volatile i32, ptr @g_91, align 4, !dbg !1375, !tbaa !284
  %1027 = zext i32 %1026 to i64, !dbg !1375
    #dbg_value(i32 %1026, !583, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1376)
    #dbg_value(ptr poison, !589, !DIExpression(), !1376)
    #dbg_value(i32 0, !590, !DIExpression(), !1376)
    #dbg_value(i32 %1026, !593, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1378)
    #dbg_value(i32 %1026, !600, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1380)
  %1028 = lshr i32 %1025, 8, !dbg !1382
  %1029 = xor i32 %1025, %1026, !dbg !1383
  %1030 = and i32 %1029, 255, !dbg !1384
  %1031 = zext nneg i32 %1030 to i64, !dbg !1384
  %1032 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1031, !dbg !1384
  %1033 = load i32, ptr %1032, align 4, !dbg !1384, !tbaa !284
  %1034 = xor i32 %1028, %1033, !dbg !1385
  %1035 = lshr i64 %1027, 8, !dbg !1386
    #dbg_value(i64 %1035, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1387)
  %1036 = lshr i32 %1034, 8, !dbg !1389
  %1037 = zext i32 %1034 to i64, !dbg !1390
  %1038 = xor i64 %1035, %1037, !dbg !1390
  %1039 = and i64 %1038, 255, !dbg !1391
  %1040 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1039, !dbg !1391
  %1041 = load i32, ptr %1040, align 4, !dbg !1391, !tbaa !284
  %1042 = xor i32 %1036, %1041, !dbg !1392
  %1043 = lshr i64 %1027, 16, !dbg !1393
    #dbg_value(i64 %1043, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1394)
  %1044 = lshr i32 %1042, 8, !dbg !1396
  %1045 = zext i32 %1042 to i64, !dbg !1397
  %1046 = xor i64 %1043, %1045, !dbg !1397
  %1047 = and i64 %1046, 255, !dbg !1398
  %1048 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1047, !dbg !1398
  %1049 = load i32, ptr %1048, align 4, !dbg !1398, !tbaa !284
  %1050 = xor i32 %1044, %1049, !dbg !1399
  %1051 = lshr i64 %1027, 24, !dbg !1400
    #dbg_value(i64 %1051, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1401)
  %1052 = lshr i32 %1050, 8, !dbg !1403
  %1053 = and i32 %1050, 255, !dbg !1404
  %1054 = zext nneg i32 %1053 to i64, !dbg !1404
  %1055 = xor i64 %1051, %1054, !dbg !1404
  %1056 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1055, !dbg !1404
  %1057 = load i32, ptr %1056, align 4, !dbg !1404, !tbaa !284
  %1058 = xor i32 %1052, %1057, !dbg !1405
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1406)
  %1059 = lshr i32 %1058, 8, !dbg !1408
  %1060 = and i32 %1058, 255, !dbg !1409
  %1061 = zext nneg i32 %1060 to i64, !dbg !1409
  %1062 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1061, !dbg !1409
  %1063 = load i32, ptr %1062, align 4, !dbg !1409, !tbaa !284
  %1064 = xor i32 %1059, %1063, !dbg !1410
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1411)
  %1065 = lshr i32 %1064, 8, !dbg !1413
  %1066 = and i32 %1064, 255, !dbg !1414
  %1067 = zext nneg i32 %1066 to i64, !dbg !1414
  %1068 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1067, !dbg !1414
  %1069 = load i32, ptr %1068, align 4, !dbg !1414, !tbaa !284
  %1070 = xor i32 %1065, %1069, !dbg !1415
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1416)
  %1071 = lshr i32 %1070, 8, !dbg !1418
  %1072 = and i32 %1070, 255, !dbg !1419
  %1073 = zext nneg i32 %1072 to i64, !dbg !1419
  %1074 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1073, !dbg !1419
  %1075 = load i32, ptr %1074, align 4, !dbg !1419, !tbaa !284
  %1076 = xor i32 %1071, %1075, !dbg !1420
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1421)
  %1077 = lshr i32 %1076, 8, !dbg !1423
  %1078 = and i32 %1076, 255, !dbg !1424
  %1079 = zext nneg i32 %1078 to i64, !dbg !1424
  %1080 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1079, !dbg !1424
  %1081 = load i32, ptr %1080, align 4, !dbg !1424, !tbaa !284
  %1082 = xor i32 %1077, %1081, !dbg !1425
  %1083 = load i32, ptr @g_106, align 4, !dbg !1426, !tbaa !284
  %1084 = sext i32 %1083 to i64, !dbg !1426
    #dbg_value(i64 %1084, !583, !DIExpression(), !1427)
    #dbg_value(ptr poison, !589, !DIExpression(), !1427)
    #dbg_value(i32 0, !590, !DIExpression(), !1427)
    #dbg_value(i64 %1084, !593, !DIExpression(), !1429)
    #dbg_value(i64 %1084, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1431)
  %1085 = lshr i32 %1082, 8, !dbg !1433
  %1086 = zext i32 %1082 to i64, !dbg !1434
  %1087 = xor i64 %1086, %1084, !dbg !1434
  %1088 = and i64 %1087, 255, !dbg !1435
  %1089 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1088, !dbg !1435
  %1090 = load i32, ptr %1089, align 4, !dbg !1435, !tbaa !284
  %1091 = xor i32 %1085, %1090, !dbg !1436
  %1092 = lshr i64 %1084, 8, !dbg !1437
    #dbg_value(i64 %1092, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1438)
  %1093 = lshr i32 %1091, 8, !dbg !1440
  %1094 = zext i32 %1091 to i64, !dbg !1441
  %1095 = xor i64 %1092, %1094, !dbg !1441
  %1096 = and i64 %1095, 255, !dbg !1442
  %1097 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1096, !dbg !1442
  %1098 = load i32, ptr %1097, align 4, !dbg !1442, !tbaa !284
  %1099 = xor i32 %1093, %1098, !dbg !1443
  %1100 = lshr i64 %1084, 16, !dbg !1444
    #dbg_value(i64 %1100, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1445)
  %1101 = lshr i32 %1099, 8, !dbg !1447
  %1102 = zext i32 %1099 to i64, !dbg !1448
  %1103 = xor i64 %1100, %1102, !dbg !1448
  %1104 = and i64 %1103, 255, !dbg !1449
  %1105 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1104, !dbg !1449
  %1106 = load i32, ptr %1105, align 4, !dbg !1449, !tbaa !284
  %1107 = xor i32 %1101, %1106, !dbg !1450
  %1108 = lshr i64 %1084, 24, !dbg !1451
    #dbg_value(i64 %1108, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1452)
  %1109 = lshr i32 %1107, 8, !dbg !1454
  %1110 = zext i32 %1107 to i64, !dbg !1455
  %1111 = xor i64 %1108, %1110, !dbg !1455
  %1112 = and i64 %1111, 255, !dbg !1456
  %1113 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1112, !dbg !1456
  %1114 = load i32, ptr %1113, align 4, !dbg !1456, !tbaa !284
  %1115 = xor i32 %1109, %1114, !dbg !1457
  %1116 = lshr i64 %1084, 32, !dbg !1458
    #dbg_value(i64 %1116, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1459)
  %1117 = lshr i32 %1115, 8, !dbg !1461
  %1118 = zext i32 %1115 to i64, !dbg !1462
  %1119 = xor i64 %1116, %1118, !dbg !1462
  %1120 = and i64 %1119, 255, !dbg !1463
  %1121 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1120, !dbg !1463
  %1122 = load i32, ptr %1121, align 4, !dbg !1463, !tbaa !284
  %1123 = xor i32 %1117, %1122, !dbg !1464
  %1124 = lshr i64 %1084, 40, !dbg !1465
    #dbg_value(i64 %1124, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1466)
  %1125 = lshr i32 %1123, 8, !dbg !1468
  %1126 = zext i32 %1123 to i64, !dbg !1469
  %1127 = xor i64 %1124, %1126, !dbg !1469
  %1128 = and i64 %1127, 255, !dbg !1470
  %1129 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1128, !dbg !1470
  %1130 = load i32, ptr %1129, align 4, !dbg !1470, !tbaa !284
  %1131 = xor i32 %1125, %1130, !dbg !1471
  %1132 = lshr i64 %1084, 48, !dbg !1472
    #dbg_value(i64 %1132, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1473)
  %1133 = lshr i32 %1131, 8, !dbg !1475
  %1134 = zext i32 %1131 to i64, !dbg !1476
  %1135 = xor i64 %1132, %1134, !dbg !1476
  %1136 = and i64 %1135, 255, !dbg !1477
  %1137 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1136, !dbg !1477
  %1138 = load i32, ptr %1137, align 4, !dbg !1477, !tbaa !284
  %1139 = xor i32 %1133, %1138, !dbg !1478
  %1140 = lshr i64 %1084, 56, !dbg !1479
    #dbg_value(i64 %1140, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1480)
  %1141 = lshr i32 %1139, 8, !dbg !1482
  %1142 = and i32 %1139, 255, !dbg !1483
  %1143 = zext nneg i32 %1142 to i64, !dbg !1483
  %1144 = xor i64 %1140, %1143, !dbg !1483
  %1145 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1144, !dbg !1483
  %1146 = load i32, ptr %1145, align 4, !dbg !1483, !tbaa !284
  %1147 = xor i32 %1141, %1146, !dbg !1484
    #dbg_value(i64 0, !583, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !1485)
    #dbg_value(ptr poison, !589, !DIExpression(), !1485)
    #dbg_value(i32 0, !590, !DIExpression(), !1485)
    #dbg_value(i64 0, !593, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !1487)
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1489)
  %1148 = lshr i32 %1147, 8, !dbg !1491
  %1149 = and i32 %1147, 255, !dbg !1492
  %1150 = zext nneg i32 %1149 to i64, !dbg !1492
  %1151 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1150, !dbg !1492
  %1152 = load i32, ptr %1151, align 4, !dbg !1492, !tbaa !284
  %1153 = xor i32 %1148, %1152, !dbg !1493
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1494)
  %1154 = lshr i32 %1153, 8, !dbg !1496
  %1155 = and i32 %1153, 255, !dbg !1497
  %1156 = zext nneg i32 %1155 to i64, !dbg !1497
  %1157 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1156, !dbg !1497
  %1158 = load i32, ptr %1157, align 4, !dbg !1497, !tbaa !284
  %1159 = xor i32 %1154, %1158, !dbg !1498
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1499)
  %1160 = lshr i32 %1159, 8, !dbg !1501
  %1161 = and i32 %1159, 255, !dbg !1502
  %1162 = zext nneg i32 %1161 to i64, !dbg !1502
  %1163 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1162, !dbg !1502
  %1164 = load i32, ptr %1163, align 4, !dbg !1502, !tbaa !284
  %1165 = xor i32 %1160, %1164, !dbg !1503
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1504)
  %1166 = lshr i32 %1165, 8, !dbg !1506
  %1167 = and i32 %1165, 255, !dbg !1507
  %1168 = zext nneg i32 %1167 to i64, !dbg !1507
  %1169 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1168, !dbg !1507
  %1170 = load i32, ptr %1169, align 4, !dbg !1507, !tbaa !284
  %1171 = xor i32 %1166, %1170, !dbg !1508
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1509)
  %1172 = lshr i32 %1171, 8, !dbg !1511
  %1173 = and i32 %1171, 255, !dbg !1512
  %1174 = zext nneg i32 %1173 to i64, !dbg !1512
  %1175 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1174, !dbg !1512
  %1176 = load i32, ptr %1175, align 4, !dbg !1512, !tbaa !284
  %1177 = xor i32 %1172, %1176, !dbg !1513
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1514)
  %1178 = lshr i32 %1177, 8, !dbg !1516
  %1179 = and i32 %1177, 255, !dbg !1517
  %1180 = zext nneg i32 %1179 to i64, !dbg !1517
  %1181 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1180, !dbg !1517
  %1182 = load i32, ptr %1181, align 4, !dbg !1517, !tbaa !284
  %1183 = xor i32 %1178, %1182, !dbg !1518
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1519)
  %1184 = lshr i32 %1183, 8, !dbg !1521
  %1185 = and i32 %1183, 255, !dbg !1522
  %1186 = zext nneg i32 %1185 to i64, !dbg !1522
  %1187 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1186, !dbg !1522
  %1188 = load i32, ptr %1187, align 4, !dbg !1522, !tbaa !284
  %1189 = xor i32 %1184, %1188, !dbg !1523
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1524)
  %1190 = lshr i32 %1189, 8, !dbg !1526
  %1191 = and i32 %1189, 255, !dbg !1527
  %1192 = zext nneg i32 %1191 to i64, !dbg !1527
  %1193 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1192, !dbg !1527
  %1194 = load i32, ptr %1193, align 4, !dbg !1527, !tbaa !284
  %1195 = xor i32 %1190, %1194, !dbg !1528
    #dbg_value(i32 0, !255, !DIExpression(), !259)
  br label %1196, !dbg !1529

1196:                                             ; preds = %143, %1196
  %1197 = phi i64 [ 0, %143 ], [ %1264, %1196 ]
  %1198 = phi i32 [ %1195, %143 ], [ %1263, %1196 ]
    #dbg_value(i64 %1197, !255, !DIExpression(), !259)
  %1199 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %1197, !dbg !1531
  %1200 = load i64, ptr %1199, align 8, !dbg !1531, !tbaa !483
    #dbg_value(i64 %1200, !583, !DIExpression(), !1534)
    #dbg_value(ptr poison, !589, !DIExpression(), !1534)
    #dbg_value(i32 0, !590, !DIExpression(), !1534)
    #dbg_value(i64 %1200, !593, !DIExpression(), !1536)
    #dbg_value(i64 %1200, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1538)
  %1201 = lshr i32 %1198, 8, !dbg !1540
  %1202 = zext i32 %1198 to i64, !dbg !1541
  %1203 = xor i64 %1200, %1202, !dbg !1541
  %1204 = and i64 %1203, 255, !dbg !1542
  %1205 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1204, !dbg !1542
  %1206 = load i32, ptr %1205, align 4, !dbg !1542, !tbaa !284
  %1207 = xor i32 %1201, %1206, !dbg !1543
  %1208 = lshr i64 %1200, 8, !dbg !1544
    #dbg_value(i64 %1208, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1545)
  %1209 = lshr i32 %1207, 8, !dbg !1547
  %1210 = zext i32 %1207 to i64, !dbg !1548
  %1211 = xor i64 %1208, %1210, !dbg !1548
  %1212 = and i64 %1211, 255, !dbg !1549
  %1213 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1212, !dbg !1549
  %1214 = load i32, ptr %1213, align 4, !dbg !1549, !tbaa !284
  %1215 = xor i32 %1209, %1214, !dbg !1550
  %1216 = lshr i64 %1200, 16, !dbg !1551
    #dbg_value(i64 %1216, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1552)
  %1217 = lshr i32 %1215, 8, !dbg !1554
  %1218 = zext i32 %1215 to i64, !dbg !1555
  %1219 = xor i64 %1216, %1218, !dbg !1555
  %1220 = and i64 %1219, 255, !dbg !1556
  %1221 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1220, !dbg !1556
  %1222 = load i32, ptr %1221, align 4, !dbg !1556, !tbaa !284
  %1223 = xor i32 %1217, %1222, !dbg !1557
  %1224 = lshr i64 %1200, 24, !dbg !1558
    #dbg_value(i64 %1224, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1559)
  %1225 = lshr i32 %1223, 8, !dbg !1561
  %1226 = zext i32 %1223 to i64, !dbg !1562
  %1227 = xor i64 %1224, %1226, !dbg !1562
  %1228 = and i64 %1227, 255, !dbg !1563
  %1229 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1228, !dbg !1563
  %1230 = load i32, ptr %1229, align 4, !dbg !1563, !tbaa !284
  %1231 = xor i32 %1225, %1230, !dbg !1564
  %1232 = lshr i64 %1200, 32, !dbg !1565
    #dbg_value(i64 %1232, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1566)
  %1233 = lshr i32 %1231, 8, !dbg !1568
  %1234 = zext i32 %1231 to i64, !dbg !1569
  %1235 = xor i64 %1232, %1234, !dbg !1569
  %1236 = and i64 %1235, 255, !dbg !1570
  %1237 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1236, !dbg !1570
  %1238 = load i32, ptr %1237, align 4, !dbg !1570, !tbaa !284
  %1239 = xor i32 %1233, %1238, !dbg !1571
  %1240 = lshr i64 %1200, 40, !dbg !1572
    #dbg_value(i64 %1240, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1573)
  %1241 = lshr i32 %1239, 8, !dbg !1575
  %1242 = zext i32 %1239 to i64, !dbg !1576
  %1243 = xor i64 %1240, %1242, !dbg !1576
  %1244 = and i64 %1243, 255, !dbg !1577
  %1245 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1244, !dbg !1577
  %1246 = load i32, ptr %1245, align 4, !dbg !1577, !tbaa !284
  %1247 = xor i32 %1241, %1246, !dbg !1578
  %1248 = lshr i64 %1200, 48, !dbg !1579
    #dbg_value(i64 %1248, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1580)
  %1249 = lshr i32 %1247, 8, !dbg !1582
  %1250 = zext i32 %1247 to i64, !dbg !1583
  %1251 = xor i64 %1248, %1250, !dbg !1583
  %1252 = and i64 %1251, 255, !dbg !1584
  %1253 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1252, !dbg !1584
  %1254 = load i32, ptr %1253, align 4, !dbg !1584, !tbaa !284
  %1255 = xor i32 %1249, %1254, !dbg !1585
  %1256 = lshr i64 %1200, 56, !dbg !1586
    #dbg_value(i64 %1256, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1587)
  %1257 = lshr i32 %1255, 8, !dbg !1589
  %1258 = and i32 %1255, 255, !dbg !1590
  %1259 = zext nneg i32 %1258 to i64, !dbg !1590
  %1260 = xor i64 %1256, %1259, !dbg !1590
  %1261 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1260, !dbg !1590
  %1262 = load i32, ptr %1261, align 4, !dbg !1590, !tbaa !284
  %1263 = xor i32 %1257, %1262, !dbg !1591
  %1264 = add nuw nsw i64 %1197, 1, !dbg !1592
    #dbg_value(i64 %1264, !255, !DIExpression(), !259)
  %1265 = icmp eq i64 %1264, 5, !dbg !1593
  br i1 %1265, label %1266, label %1196, !dbg !1529, !llvm.loop !1594

1266:                                             ; preds = %1196
  %1267 = load volatile i16, ptr @g_112, align 2, !dbg !1596, !tbaa !1597
  %1268 = sext i16 %1267 to i64, !dbg !1596
    #dbg_value(i64 %1268, !583, !DIExpression(), !1599)
    #dbg_value(ptr poison, !589, !DIExpression(), !1599)
    #dbg_value(i32 0, !590, !DIExpression(), !1599)
    #dbg_value(i64 %1268, !593, !DIExpression(), !1601)
    #dbg_value(i64 %1268, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1603)
  %1269 = lshr i32 %1263, 8, !dbg !1605
  %1270 = zext i32 %1263 to i64, !dbg !1606
  %1271 = xor i64 %1270, %1268, !dbg !1606
  %1272 = and i64 %1271, 255, !dbg !1607
  %1273 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1272, !dbg !1607
  %1274 = load i32, ptr %1273, align 4, !dbg !1607, !tbaa !284
  %1275 = xor i32 %1269, %1274, !dbg !1608
  %1276 = lshr i64 %1268, 8, !dbg !1609
    #dbg_value(i64 %1276, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1610)
  %1277 = lshr i32 %1275, 8, !dbg !1612
  %1278 = zext i32 %1275 to i64, !dbg !1613
  %1279 = xor i64 %1276, %1278, !dbg !1613
  %1280 = and i64 %1279, 255, !dbg !1614
  %1281 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1280, !dbg !1614
  %1282 = load i32, ptr %1281, align 4, !dbg !1614, !tbaa !284
  %1283 = xor i32 %1277, %1282, !dbg !1615
  %1284 = lshr i64 %1268, 16, !dbg !1616
    #dbg_value(i64 %1284, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1617)
  %1285 = lshr i32 %1283, 8, !dbg !1619
  %1286 = zext i32 %1283 to i64, !dbg !1620
  %1287 = xor i64 %1284, %1286, !dbg !1620
  %1288 = and i64 %1287, 255, !dbg !1621
  %1289 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1288, !dbg !1621
  %1290 = load i32, ptr %1289, align 4, !dbg !1621, !tbaa !284
  %1291 = xor i32 %1285, %1290, !dbg !1622
  %1292 = lshr i64 %1268, 24, !dbg !1623
    #dbg_value(i64 %1292, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1624)
  %1293 = lshr i32 %1291, 8, !dbg !1626
  %1294 = zext i32 %1291 to i64, !dbg !1627
  %1295 = xor i64 %1292, %1294, !dbg !1627
  %1296 = and i64 %1295, 255, !dbg !1628
  %1297 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1296, !dbg !1628
  %1298 = load i32, ptr %1297, align 4, !dbg !1628, !tbaa !284
  %1299 = xor i32 %1293, %1298, !dbg !1629
  %1300 = lshr i64 %1268, 32, !dbg !1630
    #dbg_value(i64 %1300, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1631)
  %1301 = lshr i32 %1299, 8, !dbg !1633
  %1302 = zext i32 %1299 to i64, !dbg !1634
  %1303 = xor i64 %1300, %1302, !dbg !1634
  %1304 = and i64 %1303, 255, !dbg !1635
  %1305 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1304, !dbg !1635
  %1306 = load i32, ptr %1305, align 4, !dbg !1635, !tbaa !284
  %1307 = xor i32 %1301, %1306, !dbg !1636
  %1308 = lshr i64 %1268, 40, !dbg !1637
    #dbg_value(i64 %1308, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1638)
  %1309 = lshr i32 %1307, 8, !dbg !1640
  %1310 = zext i32 %1307 to i64, !dbg !1641
  %1311 = xor i64 %1308, %1310, !dbg !1641
  %1312 = and i64 %1311, 255, !dbg !1642
  %1313 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1312, !dbg !1642
  %1314 = load i32, ptr %1313, align 4, !dbg !1642, !tbaa !284
  %1315 = xor i32 %1309, %1314, !dbg !1643
  %1316 = lshr i64 %1268, 48, !dbg !1644
    #dbg_value(i64 %1316, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1645)
  %1317 = lshr i32 %1315, 8, !dbg !1647
  %1318 = zext i32 %1315 to i64, !dbg !1648
  %1319 = xor i64 %1316, %1318, !dbg !1648
  %1320 = and i64 %1319, 255, !dbg !1649
  %1321 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1320, !dbg !1649
  %1322 = load i32, ptr %1321, align 4, !dbg !1649, !tbaa !284
  %1323 = xor i32 %1317, %1322, !dbg !1650
  %1324 = lshr i64 %1268, 56, !dbg !1651
    #dbg_value(i64 %1324, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1652)
  %1325 = lshr i32 %1323, 8, !dbg !1654
  %1326 = and i32 %1323, 255, !dbg !1655
  %1327 = zext nneg i32 %1326 to i64, !dbg !1655
  %1328 = xor i64 %1324, %1327, !dbg !1655
  %1329 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1328, !dbg !1655
  %1330 = load i32, ptr %1329, align 4, !dbg !1655, !tbaa !284
  %1331 = xor i32 %1325, %1330, !dbg !1656
    #dbg_value(i32 0, !255, !DIExpression(), !259)
  br label %1332, !dbg !1657

1332:                                             ; preds = %1266, %1506
  %1333 = phi i64 [ 0, %1266 ], [ %1507, %1506 ]
  %1334 = phi i32 [ %1331, %1266 ], [ %1503, %1506 ]
    #dbg_value(i64 %1333, !255, !DIExpression(), !259)
    #dbg_value(i64 0, !256, !DIExpression(), !259)
    #dbg_value(i32 0, !257, !DIExpression(), !259)
  br label %1335, !dbg !1659

1335:                                             ; preds = %1332, %1335
  %1336 = phi i64 [ 0, %1332 ], [ %1390, %1335 ]
  %1337 = phi i32 [ %1334, %1332 ], [ %1389, %1335 ]
    #dbg_value(i64 %1336, !257, !DIExpression(), !259)
  %1338 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %1333, i64 0, i64 %1336, !dbg !1666
  %1339 = load volatile i8, ptr %1338, align 1, !dbg !1666, !tbaa !527
    #dbg_value(i8 %1339, !583, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1669)
    #dbg_value(ptr poison, !589, !DIExpression(), !1669)
    #dbg_value(i32 0, !590, !DIExpression(), !1669)
    #dbg_value(i8 %1339, !593, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1671)
    #dbg_value(i8 %1339, !600, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1673)
  %1340 = lshr i32 %1337, 8, !dbg !1675
  %1341 = and i32 %1337, 255, !dbg !1676
  %1342 = zext i8 %1339 to i32, !dbg !1676
  %1343 = xor i32 %1341, %1342, !dbg !1676
  %1344 = zext nneg i32 %1343 to i64, !dbg !1676
  %1345 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1344, !dbg !1676
  %1346 = load i32, ptr %1345, align 4, !dbg !1676, !tbaa !284
  %1347 = xor i32 %1340, %1346, !dbg !1677
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1678)
  %1348 = lshr i32 %1347, 8, !dbg !1680
  %1349 = and i32 %1347, 255, !dbg !1681
  %1350 = zext nneg i32 %1349 to i64, !dbg !1681
  %1351 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1350, !dbg !1681
  %1352 = load i32, ptr %1351, align 4, !dbg !1681, !tbaa !284
  %1353 = xor i32 %1348, %1352, !dbg !1682
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1683)
  %1354 = lshr i32 %1353, 8, !dbg !1685
  %1355 = and i32 %1353, 255, !dbg !1686
  %1356 = zext nneg i32 %1355 to i64, !dbg !1686
  %1357 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1356, !dbg !1686
  %1358 = load i32, ptr %1357, align 4, !dbg !1686, !tbaa !284
  %1359 = xor i32 %1354, %1358, !dbg !1687
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1688)
  %1360 = lshr i32 %1359, 8, !dbg !1690
  %1361 = and i32 %1359, 255, !dbg !1691
  %1362 = zext nneg i32 %1361 to i64, !dbg !1691
  %1363 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1362, !dbg !1691
  %1364 = load i32, ptr %1363, align 4, !dbg !1691, !tbaa !284
  %1365 = xor i32 %1360, %1364, !dbg !1692
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1693)
  %1366 = lshr i32 %1365, 8, !dbg !1695
  %1367 = and i32 %1365, 255, !dbg !1696
  %1368 = zext nneg i32 %1367 to i64, !dbg !1696
  %1369 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1368, !dbg !1696
  %1370 = load i32, ptr %1369, align 4, !dbg !1696, !tbaa !284
  %1371 = xor i32 %1366, %1370, !dbg !1697
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1698)
  %1372 = lshr i32 %1371, 8, !dbg !1700
  %1373 = and i32 %1371, 255, !dbg !1701
  %1374 = zext nneg i32 %1373 to i64, !dbg !1701
  %1375 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1374, !dbg !1701
  %1376 = load i32, ptr %1375, align 4, !dbg !1701, !tbaa !284
  %1377 = xor i32 %1372, %1376, !dbg !1702
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1703)
  %1378 = lshr i32 %1377, 8, !dbg !1705
  %1379 = and i32 %1377, 255, !dbg !1706
  %1380 = zext nneg i32 %1379 to i64, !dbg !1706
  %1381 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1380, !dbg !1706
  %1382 = load i32, ptr %1381, align 4, !dbg !1706, !tbaa !284
  %1383 = xor i32 %1378, %1382, !dbg !1707
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1708)
  %1384 = lshr i32 %1383, 8, !dbg !1710
  %1385 = and i32 %1383, 255, !dbg !1711
  %1386 = zext nneg i32 %1385 to i64, !dbg !1711
  %1387 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1386, !dbg !1711
  %1388 = load i32, ptr %1387, align 4, !dbg !1711, !tbaa !284
  %1389 = xor i32 %1384, %1388, !dbg !1712
  %1390 = add nuw nsw i64 %1336, 1, !dbg !1713
    #dbg_value(i64 %1390, !257, !DIExpression(), !259)
  %1391 = icmp eq i64 %1390, 9, !dbg !1714
  br i1 %1391, label %1392, label %1335, !dbg !1659, !llvm.loop !1715

1392:                                             ; preds = %1335, %1392
  %1393 = phi i64 [ %1447, %1392 ], [ 0, %1335 ]
  %1394 = phi i32 [ %1446, %1392 ], [ %1389, %1335 ]
    #dbg_value(i64 %1393, !257, !DIExpression(), !259)
  %1395 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %1333, i64 1, i64 %1393, !dbg !1666
  %1396 = load volatile i8, ptr %1395, align 1, !dbg !1666, !tbaa !527
    #dbg_value(i8 %1396, !583, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1669)
    #dbg_value(ptr poison, !589, !DIExpression(), !1669)
    #dbg_value(i32 0, !590, !DIExpression(), !1669)
    #dbg_value(i8 %1396, !593, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1671)
    #dbg_value(i8 %1396, !600, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1673)
  %1397 = lshr i32 %1394, 8, !dbg !1675
  %1398 = and i32 %1394, 255, !dbg !1676
  %1399 = zext i8 %1396 to i32, !dbg !1676
  %1400 = xor i32 %1398, %1399, !dbg !1676
  %1401 = zext nneg i32 %1400 to i64, !dbg !1676
  %1402 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1401, !dbg !1676
  %1403 = load i32, ptr %1402, align 4, !dbg !1676, !tbaa !284
  %1404 = xor i32 %1397, %1403, !dbg !1677
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1678)
  %1405 = lshr i32 %1404, 8, !dbg !1680
  %1406 = and i32 %1404, 255, !dbg !1681
  %1407 = zext nneg i32 %1406 to i64, !dbg !1681
  %1408 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1407, !dbg !1681
  %1409 = load i32, ptr %1408, align 4, !dbg !1681, !tbaa !284
  %1410 = xor i32 %1405, %1409, !dbg !1682
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1683)
  %1411 = lshr i32 %1410, 8, !dbg !1685
  %1412 = and i32 %1410, 255, !dbg !1686
  %1413 = zext nneg i32 %1412 to i64, !dbg !1686
  %1414 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1413, !dbg !1686
  %1415 = load i32, ptr %1414, align 4, !dbg !1686, !tbaa !284
  %1416 = xor i32 %1411, %1415, !dbg !1687
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1688)
  %1417 = lshr i32 %1416, 8, !dbg !1690
  %1418 = and i32 %1416, 255, !dbg !1691
  %1419 = zext nneg i32 %1418 to i64, !dbg !1691
  %1420 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1419, !dbg !1691
  %1421 = load i32, ptr %1420, align 4, !dbg !1691, !tbaa !284
  %1422 = xor i32 %1417, %1421, !dbg !1692
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1693)
  %1423 = lshr i32 %1422, 8, !dbg !1695
  %1424 = and i32 %1422, 255, !dbg !1696
  %1425 = zext nneg i32 %1424 to i64, !dbg !1696
  %1426 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1425, !dbg !1696
  %1427 = load i32, ptr %1426, align 4, !dbg !1696, !tbaa !284
  %1428 = xor i32 %1423, %1427, !dbg !1697
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1698)
  %1429 = lshr i32 %1428, 8, !dbg !1700
  %1430 = and i32 %1428, 255, !dbg !1701
  %1431 = zext nneg i32 %1430 to i64, !dbg !1701
  %1432 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1431, !dbg !1701
  %1433 = load i32, ptr %1432, align 4, !dbg !1701, !tbaa !284
  %1434 = xor i32 %1429, %1433, !dbg !1702
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1703)
  %1435 = lshr i32 %1434, 8, !dbg !1705
  %1436 = and i32 %1434, 255, !dbg !1706
  %1437 = zext nneg i32 %1436 to i64, !dbg !1706
  %1438 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1437, !dbg !1706
  %1439 = load i32, ptr %1438, align 4, !dbg !1706, !tbaa !284
  %1440 = xor i32 %1435, %1439, !dbg !1707
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1708)
  %1441 = lshr i32 %1440, 8, !dbg !1710
  %1442 = and i32 %1440, 255, !dbg !1711
  %1443 = zext nneg i32 %1442 to i64, !dbg !1711
  %1444 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1443, !dbg !1711
  %1445 = load i32, ptr %1444, align 4, !dbg !1711, !tbaa !284
  %1446 = xor i32 %1441, %1445, !dbg !1712
  %1447 = add nuw nsw i64 %1393, 1, !dbg !1713
    #dbg_value(i64 %1447, !257, !DIExpression(), !259)
  %1448 = icmp eq i64 %1447, 9, !dbg !1714
  br i1 %1448, label %1449, label %1392, !dbg !1659, !llvm.loop !1715

1449:                                             ; preds = %1392, %1449
  %1450 = phi i64 [ %1504, %1449 ], [ 0, %1392 ]
  %1451 = phi i32 [ %1503, %1449 ], [ %1446, %1392 ]
    #dbg_value(i64 %1450, !257, !DIExpression(), !259)
  %1452 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %1333, i64 2, i64 %1450, !dbg !1666
  %1453 = load volatile i8, ptr %1452, align 1, !dbg !1666, !tbaa !527
    #dbg_value(i8 %1453, !583, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1669)
    #dbg_value(ptr poison, !589, !DIExpression(), !1669)
    #dbg_value(i32 0, !590, !DIExpression(), !1669)
    #dbg_value(i8 %1453, !593, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1671)
    #dbg_value(i8 %1453, !600, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1673)
  %1454 = lshr i32 %1451, 8, !dbg !1675
  %1455 = and i32 %1451, 255, !dbg !1676
  %1456 = zext i8 %1453 to i32, !dbg !1676
  %1457 = xor i32 %1455, %1456, !dbg !1676
  %1458 = zext nneg i32 %1457 to i64, !dbg !1676
  %1459 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1458, !dbg !1676
  %1460 = load i32, ptr %1459, align 4, !dbg !1676, !tbaa !284
  %1461 = xor i32 %1454, %1460, !dbg !1677
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1678)
  %1462 = lshr i32 %1461, 8, !dbg !1680
  %1463 = and i32 %1461, 255, !dbg !1681
  %1464 = zext nneg i32 %1463 to i64, !dbg !1681
  %1465 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1464, !dbg !1681
  %1466 = load i32, ptr %1465, align 4, !dbg !1681, !tbaa !284
  %1467 = xor i32 %1462, %1466, !dbg !1682
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1683)
  %1468 = lshr i32 %1467, 8, !dbg !1685
  %1469 = and i32 %1467, 255, !dbg !1686
  %1470 = zext nneg i32 %1469 to i64, !dbg !1686
  %1471 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1470, !dbg !1686
  %1472 = load i32, ptr %1471, align 4, !dbg !1686, !tbaa !284
  %1473 = xor i32 %1468, %1472, !dbg !1687
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1688)
  %1474 = lshr i32 %1473, 8, !dbg !1690
  %1475 = and i32 %1473, 255, !dbg !1691
  %1476 = zext nneg i32 %1475 to i64, !dbg !1691
  %1477 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1476, !dbg !1691
  %1478 = load i32, ptr %1477, align 4, !dbg !1691, !tbaa !284
  %1479 = xor i32 %1474, %1478, !dbg !1692
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1693)
  %1480 = lshr i32 %1479, 8, !dbg !1695
  %1481 = and i32 %1479, 255, !dbg !1696
  %1482 = zext nneg i32 %1481 to i64, !dbg !1696
  %1483 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1482, !dbg !1696
  %1484 = load i32, ptr %1483, align 4, !dbg !1696, !tbaa !284
  %1485 = xor i32 %1480, %1484, !dbg !1697
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1698)
  %1486 = lshr i32 %1485, 8, !dbg !1700
  %1487 = and i32 %1485, 255, !dbg !1701
  %1488 = zext nneg i32 %1487 to i64, !dbg !1701
  %1489 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1488, !dbg !1701
  %1490 = load i32, ptr %1489, align 4, !dbg !1701, !tbaa !284
  %1491 = xor i32 %1486, %1490, !dbg !1702
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1703)
  %1492 = lshr i32 %1491, 8, !dbg !1705
  %1493 = and i32 %1491, 255, !dbg !1706
  %1494 = zext nneg i32 %1493 to i64, !dbg !1706
  %1495 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1494, !dbg !1706
  %1496 = load i32, ptr %1495, align 4, !dbg !1706, !tbaa !284
  %1497 = xor i32 %1492, %1496, !dbg !1707
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1708)
  %1498 = lshr i32 %1497, 8, !dbg !1710
  %1499 = and i32 %1497, 255, !dbg !1711
  %1500 = zext nneg i32 %1499 to i64, !dbg !1711
  %1501 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1500, !dbg !1711
  %1502 = load i32, ptr %1501, align 4, !dbg !1711, !tbaa !284
  %1503 = xor i32 %1498, %1502, !dbg !1712
  %1504 = add nuw nsw i64 %1450, 1, !dbg !1713
    #dbg_value(i64 %1504, !257, !DIExpression(), !259)
  %1505 = icmp eq i64 %1504, 9, !dbg !1714
  br i1 %1505, label %1506, label %1449, !dbg !1659, !llvm.loop !1715

1506:                                             ; preds = %1449
    #dbg_value(i64 3, !256, !DIExpression(), !259)
  %1507 = add nuw nsw i64 %1333, 1, !dbg !1717
    #dbg_value(i64 %1507, !255, !DIExpression(), !259)
  %1508 = icmp eq i64 %1507, 5, !dbg !1718
  br i1 %1508, label %1509, label %1332, !dbg !1657, !llvm.loop !1719

1509:                                             ; preds = %1506
  %1510 = load i1, ptr @g_136, align 2, !dbg !1721
  %1511 = select i1 %1510, i64 3, i64 54954, !dbg !1721
    #dbg_value(i64 %1511, !583, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1722)
    #dbg_value(ptr poison, !589, !DIExpression(), !1722)
    #dbg_value(i32 0, !590, !DIExpression(), !1722)
    #dbg_value(i64 %1511, !593, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1724)
    #dbg_value(i64 %1511, !600, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1726)
  %1512 = lshr i32 %1503, 8, !dbg !1728
  %1513 = zext i32 %1503 to i64, !dbg !1729
  %1514 = xor i64 %1511, %1513, !dbg !1729
  %1515 = and i64 %1514, 255, !dbg !1730
  %1516 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1515, !dbg !1730
  %1517 = load i32, ptr %1516, align 4, !dbg !1730, !tbaa !284
  %1518 = xor i32 %1512, %1517, !dbg !1731
  %1519 = lshr i64 %1511, 8, !dbg !1732
    #dbg_value(i64 %1519, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1733)
  %1520 = lshr i32 %1518, 8, !dbg !1735
  %1521 = and i32 %1518, 255, !dbg !1736
  %1522 = zext nneg i32 %1521 to i64, !dbg !1736
  %1523 = xor i64 %1519, %1522, !dbg !1736
  %1524 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1523, !dbg !1736
  %1525 = load i32, ptr %1524, align 4, !dbg !1736, !tbaa !284
  %1526 = xor i32 %1520, %1525, !dbg !1737
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1738)
  %1527 = lshr i32 %1526, 8, !dbg !1740
  %1528 = and i32 %1526, 255, !dbg !1741
  %1529 = zext nneg i32 %1528 to i64, !dbg !1741
  %1530 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1529, !dbg !1741
  %1531 = load i32, ptr %1530, align 4, !dbg !1741, !tbaa !284
  %1532 = xor i32 %1527, %1531, !dbg !1742
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1743)
  %1533 = lshr i32 %1532, 8, !dbg !1745
  %1534 = and i32 %1532, 255, !dbg !1746
  %1535 = zext nneg i32 %1534 to i64, !dbg !1746
  %1536 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1535, !dbg !1746
  %1537 = load i32, ptr %1536, align 4, !dbg !1746, !tbaa !284
  %1538 = xor i32 %1533, %1537, !dbg !1747
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1748)
  %1539 = lshr i32 %1538, 8, !dbg !1750
  %1540 = and i32 %1538, 255, !dbg !1751
  %1541 = zext nneg i32 %1540 to i64, !dbg !1751
  %1542 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1541, !dbg !1751
  %1543 = load i32, ptr %1542, align 4, !dbg !1751, !tbaa !284
  %1544 = xor i32 %1539, %1543, !dbg !1752
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1753)
  %1545 = lshr i32 %1544, 8, !dbg !1755
  %1546 = and i32 %1544, 255, !dbg !1756
  %1547 = zext nneg i32 %1546 to i64, !dbg !1756
  %1548 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1547, !dbg !1756
  %1549 = load i32, ptr %1548, align 4, !dbg !1756, !tbaa !284
  %1550 = xor i32 %1545, %1549, !dbg !1757
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1758)
  %1551 = lshr i32 %1550, 8, !dbg !1760
  %1552 = and i32 %1550, 255, !dbg !1761
  %1553 = zext nneg i32 %1552 to i64, !dbg !1761
  %1554 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1553, !dbg !1761
  %1555 = load i32, ptr %1554, align 4, !dbg !1761, !tbaa !284
  %1556 = xor i32 %1551, %1555, !dbg !1762
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1763)
  %1557 = lshr i32 %1556, 8, !dbg !1765
  %1558 = and i32 %1556, 255, !dbg !1766
  %1559 = zext nneg i32 %1558 to i64, !dbg !1766
  %1560 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1559, !dbg !1766
  %1561 = load i32, ptr %1560, align 4, !dbg !1766, !tbaa !284
  %1562 = xor i32 %1557, %1561, !dbg !1767
    #dbg_value(i64 -1, !583, !DIExpression(), !1768)
    #dbg_value(ptr poison, !589, !DIExpression(), !1768)
    #dbg_value(i32 0, !590, !DIExpression(), !1768)
    #dbg_value(i64 -1, !593, !DIExpression(), !1770)
    #dbg_value(i64 -1, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1772)
  %1563 = lshr i32 %1562, 8, !dbg !1774
  %1564 = and i32 %1562, 255, !dbg !1775
  %1565 = xor i32 %1564, 255, !dbg !1775
  %1566 = zext nneg i32 %1565 to i64, !dbg !1775
  %1567 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1566, !dbg !1775
  %1568 = load i32, ptr %1567, align 4, !dbg !1775, !tbaa !284
  %1569 = xor i32 %1563, %1568, !dbg !1776
    #dbg_value(i64 72057594037927935, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1777)
  %1570 = lshr i32 %1569, 8, !dbg !1779
  %1571 = and i32 %1569, 255, !dbg !1780
  %1572 = xor i32 %1571, 255, !dbg !1780
  %1573 = zext nneg i32 %1572 to i64, !dbg !1780
  %1574 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1573, !dbg !1780
  %1575 = load i32, ptr %1574, align 4, !dbg !1780, !tbaa !284
  %1576 = xor i32 %1570, %1575, !dbg !1781
    #dbg_value(i64 281474976710655, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1782)
  %1577 = lshr i32 %1576, 8, !dbg !1784
  %1578 = and i32 %1576, 255, !dbg !1785
  %1579 = xor i32 %1578, 255, !dbg !1785
  %1580 = zext nneg i32 %1579 to i64, !dbg !1785
  %1581 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1580, !dbg !1785
  %1582 = load i32, ptr %1581, align 4, !dbg !1785, !tbaa !284
  %1583 = xor i32 %1577, %1582, !dbg !1786
    #dbg_value(i64 1099511627775, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1787)
  %1584 = lshr i32 %1583, 8, !dbg !1789
  %1585 = and i32 %1583, 255, !dbg !1790
  %1586 = xor i32 %1585, 255, !dbg !1790
  %1587 = zext nneg i32 %1586 to i64, !dbg !1790
  %1588 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1587, !dbg !1790
  %1589 = load i32, ptr %1588, align 4, !dbg !1790, !tbaa !284
  %1590 = xor i32 %1584, %1589, !dbg !1791
    #dbg_value(i64 4294967295, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1792)
  %1591 = lshr i32 %1590, 8, !dbg !1794
  %1592 = and i32 %1590, 255, !dbg !1795
  %1593 = xor i32 %1592, 255, !dbg !1795
  %1594 = zext nneg i32 %1593 to i64, !dbg !1795
  %1595 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1594, !dbg !1795
  %1596 = load i32, ptr %1595, align 4, !dbg !1795, !tbaa !284
  %1597 = xor i32 %1591, %1596, !dbg !1796
    #dbg_value(i64 16777215, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1797)
  %1598 = lshr i32 %1597, 8, !dbg !1799
  %1599 = and i32 %1597, 255, !dbg !1800
  %1600 = xor i32 %1599, 255, !dbg !1800
  %1601 = zext nneg i32 %1600 to i64, !dbg !1800
  %1602 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1601, !dbg !1800
  %1603 = load i32, ptr %1602, align 4, !dbg !1800, !tbaa !284
  %1604 = xor i32 %1598, %1603, !dbg !1801
    #dbg_value(i64 65535, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1802)
  %1605 = lshr i32 %1604, 8, !dbg !1804
  %1606 = and i32 %1604, 255, !dbg !1805
  %1607 = xor i32 %1606, 255, !dbg !1805
  %1608 = zext nneg i32 %1607 to i64, !dbg !1805
  %1609 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1608, !dbg !1805
  %1610 = load i32, ptr %1609, align 4, !dbg !1805, !tbaa !284
  %1611 = xor i32 %1605, %1610, !dbg !1806
    #dbg_value(i64 255, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1807)
  %1612 = lshr i32 %1611, 8, !dbg !1809
  %1613 = and i32 %1611, 255, !dbg !1810
  %1614 = xor i32 %1613, 255, !dbg !1810
  %1615 = zext nneg i32 %1614 to i64, !dbg !1810
  %1616 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1615, !dbg !1810
  %1617 = load i32, ptr %1616, align 4, !dbg !1810, !tbaa !284
  %1618 = xor i32 %1612, %1617, !dbg !1811
  %1619 = load volatile i40, ptr @g_176, align 8, !dbg !1812
  %1620 = shl i40 %1619, 28, !dbg !1812
  %1621 = ashr exact i40 %1620, 28, !dbg !1812
  %1622 = zext i40 %1621 to i64, !dbg !1812
  %1623 = shl i64 %1622, 32, !dbg !1813
  %1624 = ashr exact i64 %1623, 32, !dbg !1813
    #dbg_value(i64 %1623, !583, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !1814)
    #dbg_value(ptr poison, !589, !DIExpression(), !1814)
    #dbg_value(i32 0, !590, !DIExpression(), !1814)
    #dbg_value(i64 %1623, !593, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !1816)
    #dbg_value(i64 %1623, !600, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1818)
  %1625 = lshr i32 %1618, 8, !dbg !1820
  %1626 = zext i32 %1618 to i64, !dbg !1821
  %1627 = xor i64 %1626, %1622, !dbg !1821
  %1628 = and i64 %1627, 255, !dbg !1822
  %1629 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1628, !dbg !1822
  %1630 = load i32, ptr %1629, align 4, !dbg !1822, !tbaa !284
  %1631 = xor i32 %1625, %1630, !dbg !1823
  %1632 = lshr i64 %1622, 8, !dbg !1824
    #dbg_value(i64 %1622, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1825)
  %1633 = lshr i32 %1631, 8, !dbg !1827
  %1634 = zext i32 %1631 to i64, !dbg !1828
  %1635 = xor i64 %1632, %1634, !dbg !1828
  %1636 = and i64 %1635, 255, !dbg !1829
  %1637 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1636, !dbg !1829
  %1638 = load i32, ptr %1637, align 4, !dbg !1829, !tbaa !284
  %1639 = xor i32 %1633, %1638, !dbg !1830
  %1640 = lshr i64 %1622, 16, !dbg !1831
    #dbg_value(i64 %1622, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1832)
  %1641 = lshr i32 %1639, 8, !dbg !1834
  %1642 = zext i32 %1639 to i64, !dbg !1835
  %1643 = xor i64 %1640, %1642, !dbg !1835
  %1644 = and i64 %1643, 255, !dbg !1836
  %1645 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1644, !dbg !1836
  %1646 = load i32, ptr %1645, align 4, !dbg !1836, !tbaa !284
  %1647 = xor i32 %1641, %1646, !dbg !1837
  %1648 = lshr i64 %1622, 24, !dbg !1838
    #dbg_value(i64 %1622, !600, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1839)
  %1649 = lshr i32 %1647, 8, !dbg !1841
  %1650 = zext i32 %1647 to i64, !dbg !1842
  %1651 = xor i64 %1648, %1650, !dbg !1842
  %1652 = and i64 %1651, 255, !dbg !1843
  %1653 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1652, !dbg !1843
  %1654 = load i32, ptr %1653, align 4, !dbg !1843, !tbaa !284
  %1655 = xor i32 %1649, %1654, !dbg !1844
  %1656 = lshr i64 %1624, 32, !dbg !1845
    #dbg_value(i64 %1656, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1846)
  %1657 = lshr i32 %1655, 8, !dbg !1848
  %1658 = zext i32 %1655 to i64, !dbg !1849
  %1659 = xor i64 %1656, %1658, !dbg !1849
  %1660 = and i64 %1659, 255, !dbg !1850
  %1661 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1660, !dbg !1850
  %1662 = load i32, ptr %1661, align 4, !dbg !1850, !tbaa !284
  %1663 = xor i32 %1657, %1662, !dbg !1851
  %1664 = lshr i64 %1624, 40, !dbg !1852
    #dbg_value(i64 %1664, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1853)
  %1665 = lshr i32 %1663, 8, !dbg !1855
  %1666 = zext i32 %1663 to i64, !dbg !1856
  %1667 = xor i64 %1664, %1666, !dbg !1856
  %1668 = and i64 %1667, 255, !dbg !1857
  %1669 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1668, !dbg !1857
  %1670 = load i32, ptr %1669, align 4, !dbg !1857, !tbaa !284
  %1671 = xor i32 %1665, %1670, !dbg !1858
  %1672 = lshr i64 %1624, 48, !dbg !1859
    #dbg_value(i64 %1672, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1860)
  %1673 = lshr i32 %1671, 8, !dbg !1862
  %1674 = zext i32 %1671 to i64, !dbg !1863
  %1675 = xor i64 %1672, %1674, !dbg !1863
  %1676 = and i64 %1675, 255, !dbg !1864
  %1677 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1676, !dbg !1864
  %1678 = load i32, ptr %1677, align 4, !dbg !1864, !tbaa !284
  %1679 = xor i32 %1673, %1678, !dbg !1865
  %1680 = lshr i64 %1624, 56, !dbg !1866
    #dbg_value(i64 %1680, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1867)
  %1681 = lshr i32 %1679, 8, !dbg !1869
  %1682 = and i32 %1679, 255, !dbg !1870
  %1683 = zext nneg i32 %1682 to i64, !dbg !1870
  %1684 = xor i64 %1680, %1683, !dbg !1870
  %1685 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1684, !dbg !1870
  %1686 = load i32, ptr %1685, align 4, !dbg !1870, !tbaa !284
  %1687 = xor i32 %1681, %1686, !dbg !1871
  %1688 = load volatile i40, ptr @g_176, align 8, !dbg !1872
  %1689 = lshr i40 %1688, 12, !dbg !1872
  %1690 = and i40 %1689, 4194303, !dbg !1872
  %1691 = zext nneg i40 %1690 to i64, !dbg !1872
    #dbg_value(i40 %1690, !583, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1873)
    #dbg_value(ptr poison, !589, !DIExpression(), !1873)
    #dbg_value(i32 0, !590, !DIExpression(), !1873)
    #dbg_value(i40 %1690, !593, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1875)
    #dbg_value(i40 %1690, !600, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1877)
  %1692 = lshr i32 %1687, 8, !dbg !1879
  %1693 = zext i32 %1687 to i64, !dbg !1880
  %1694 = xor i64 %1693, %1691, !dbg !1880
  %1695 = and i64 %1694, 255, !dbg !1881
  %1696 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1695, !dbg !1881
  %1697 = load i32, ptr %1696, align 4, !dbg !1881, !tbaa !284
  %1698 = xor i32 %1692, %1697, !dbg !1882
  %1699 = lshr i64 %1691, 8, !dbg !1883
    #dbg_value(i64 %1699, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1884)
  %1700 = lshr i32 %1698, 8, !dbg !1886
  %1701 = zext i32 %1698 to i64, !dbg !1887
  %1702 = xor i64 %1699, %1701, !dbg !1887
  %1703 = and i64 %1702, 255, !dbg !1888
  %1704 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1703, !dbg !1888
  %1705 = load i32, ptr %1704, align 4, !dbg !1888, !tbaa !284
  %1706 = xor i32 %1700, %1705, !dbg !1889
  %1707 = lshr i64 %1691, 16, !dbg !1890
    #dbg_value(i64 %1707, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1891)
  %1708 = lshr i32 %1706, 8, !dbg !1893
  %1709 = and i32 %1706, 255, !dbg !1894
  %1710 = zext nneg i32 %1709 to i64, !dbg !1894
  %1711 = xor i64 %1707, %1710, !dbg !1894
  %1712 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1711, !dbg !1894
  %1713 = load i32, ptr %1712, align 4, !dbg !1894, !tbaa !284
  %1714 = xor i32 %1708, %1713, !dbg !1895
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1896)
  %1715 = lshr i32 %1714, 8, !dbg !1898
  %1716 = and i32 %1714, 255, !dbg !1899
  %1717 = zext nneg i32 %1716 to i64, !dbg !1899
  %1718 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1717, !dbg !1899
  %1719 = load i32, ptr %1718, align 4, !dbg !1899, !tbaa !284
  %1720 = xor i32 %1715, %1719, !dbg !1900
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1901)
  %1721 = lshr i32 %1720, 8, !dbg !1903
  %1722 = and i32 %1720, 255, !dbg !1904
  %1723 = zext nneg i32 %1722 to i64, !dbg !1904
  %1724 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1723, !dbg !1904
  %1725 = load i32, ptr %1724, align 4, !dbg !1904, !tbaa !284
  %1726 = xor i32 %1721, %1725, !dbg !1905
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1906)
  %1727 = lshr i32 %1726, 8, !dbg !1908
  %1728 = and i32 %1726, 255, !dbg !1909
  %1729 = zext nneg i32 %1728 to i64, !dbg !1909
  %1730 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1729, !dbg !1909
  %1731 = load i32, ptr %1730, align 4, !dbg !1909, !tbaa !284
  %1732 = xor i32 %1727, %1731, !dbg !1910
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1911)
  %1733 = lshr i32 %1732, 8, !dbg !1913
  %1734 = and i32 %1732, 255, !dbg !1914
  %1735 = zext nneg i32 %1734 to i64, !dbg !1914
  %1736 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1735, !dbg !1914
  %1737 = load i32, ptr %1736, align 4, !dbg !1914, !tbaa !284
  %1738 = xor i32 %1733, %1737, !dbg !1915
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1916)
  %1739 = lshr i32 %1738, 8, !dbg !1918
  %1740 = and i32 %1738, 255, !dbg !1919
  %1741 = zext nneg i32 %1740 to i64, !dbg !1919
  %1742 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1741, !dbg !1919
  %1743 = load i32, ptr %1742, align 4, !dbg !1919, !tbaa !284
  %1744 = xor i32 %1739, %1743, !dbg !1920
  %1745 = load i32, ptr getelementptr inbounds (i8, ptr @g_176, i64 5), align 1, !dbg !1921, !tbaa !465
  %1746 = sext i32 %1745 to i64, !dbg !1922
    #dbg_value(i64 %1746, !583, !DIExpression(), !1923)
    #dbg_value(ptr poison, !589, !DIExpression(), !1923)
    #dbg_value(i32 0, !590, !DIExpression(), !1923)
    #dbg_value(i64 %1746, !593, !DIExpression(), !1925)
    #dbg_value(i64 %1746, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1927)
  %1747 = lshr i32 %1744, 8, !dbg !1929
  %1748 = zext i32 %1744 to i64, !dbg !1930
  %1749 = xor i64 %1748, %1746, !dbg !1930
  %1750 = and i64 %1749, 255, !dbg !1931
  %1751 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1750, !dbg !1931
  %1752 = load i32, ptr %1751, align 4, !dbg !1931, !tbaa !284
  %1753 = xor i32 %1747, %1752, !dbg !1932
  %1754 = lshr i64 %1746, 8, !dbg !1933
    #dbg_value(i64 %1754, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1934)
  %1755 = lshr i32 %1753, 8, !dbg !1936
  %1756 = zext i32 %1753 to i64, !dbg !1937
  %1757 = xor i64 %1754, %1756, !dbg !1937
  %1758 = and i64 %1757, 255, !dbg !1938
  %1759 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1758, !dbg !1938
  %1760 = load i32, ptr %1759, align 4, !dbg !1938, !tbaa !284
  %1761 = xor i32 %1755, %1760, !dbg !1939
  %1762 = lshr i64 %1746, 16, !dbg !1940
    #dbg_value(i64 %1762, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1941)
  %1763 = lshr i32 %1761, 8, !dbg !1943
  %1764 = zext i32 %1761 to i64, !dbg !1944
  %1765 = xor i64 %1762, %1764, !dbg !1944
  %1766 = and i64 %1765, 255, !dbg !1945
  %1767 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1766, !dbg !1945
  %1768 = load i32, ptr %1767, align 4, !dbg !1945, !tbaa !284
  %1769 = xor i32 %1763, %1768, !dbg !1946
  %1770 = lshr i64 %1746, 24, !dbg !1947
    #dbg_value(i64 %1770, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1948)
  %1771 = lshr i32 %1769, 8, !dbg !1950
  %1772 = zext i32 %1769 to i64, !dbg !1951
  %1773 = xor i64 %1770, %1772, !dbg !1951
  %1774 = and i64 %1773, 255, !dbg !1952
  %1775 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1774, !dbg !1952
  %1776 = load i32, ptr %1775, align 4, !dbg !1952, !tbaa !284
  %1777 = xor i32 %1771, %1776, !dbg !1953
  %1778 = lshr i64 %1746, 32, !dbg !1954
    #dbg_value(i64 %1778, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1955)
  %1779 = lshr i32 %1777, 8, !dbg !1957
  %1780 = zext i32 %1777 to i64, !dbg !1958
  %1781 = xor i64 %1778, %1780, !dbg !1958
  %1782 = and i64 %1781, 255, !dbg !1959
  %1783 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1782, !dbg !1959
  %1784 = load i32, ptr %1783, align 4, !dbg !1959, !tbaa !284
  %1785 = xor i32 %1779, %1784, !dbg !1960
  %1786 = lshr i64 %1746, 40, !dbg !1961
    #dbg_value(i64 %1786, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1962)
  %1787 = lshr i32 %1785, 8, !dbg !1964
  %1788 = zext i32 %1785 to i64, !dbg !1965
  %1789 = xor i64 %1786, %1788, !dbg !1965
  %1790 = and i64 %1789, 255, !dbg !1966
  %1791 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1790, !dbg !1966
  %1792 = load i32, ptr %1791, align 4, !dbg !1966, !tbaa !284
  %1793 = xor i32 %1787, %1792, !dbg !1967
  %1794 = lshr i64 %1746, 48, !dbg !1968
    #dbg_value(i64 %1794, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1969)
  %1795 = lshr i32 %1793, 8, !dbg !1971
  %1796 = zext i32 %1793 to i64, !dbg !1972
  %1797 = xor i64 %1794, %1796, !dbg !1972
  %1798 = and i64 %1797, 255, !dbg !1973
  %1799 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1798, !dbg !1973
  %1800 = load i32, ptr %1799, align 4, !dbg !1973, !tbaa !284
  %1801 = xor i32 %1795, %1800, !dbg !1974
  %1802 = lshr i64 %1746, 56, !dbg !1975
    #dbg_value(i64 %1802, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1976)
  %1803 = lshr i32 %1801, 8, !dbg !1978
  %1804 = and i32 %1801, 255, !dbg !1979
  %1805 = zext nneg i32 %1804 to i64, !dbg !1979
  %1806 = xor i64 %1802, %1805, !dbg !1979
  %1807 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1806, !dbg !1979
  %1808 = load i32, ptr %1807, align 4, !dbg !1979, !tbaa !284
  %1809 = xor i32 %1803, %1808, !dbg !1980
  %1810 = load i24, ptr getelementptr inbounds (i8, ptr @g_176, i64 9), align 1, !dbg !1981
  %1811 = and i24 %1810, 3, !dbg !1981
    #dbg_value(i24 %1811, !583, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1982)
    #dbg_value(ptr poison, !589, !DIExpression(), !1982)
    #dbg_value(i32 0, !590, !DIExpression(), !1982)
    #dbg_value(i24 %1811, !593, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1984)
    #dbg_value(i24 %1811, !600, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1986)
  %1812 = lshr i32 %1809, 8, !dbg !1988
  %1813 = and i32 %1809, 255, !dbg !1989
  %1814 = zext nneg i24 %1811 to i32, !dbg !1989
  %1815 = xor i32 %1813, %1814, !dbg !1989
  %1816 = zext nneg i32 %1815 to i64, !dbg !1989
  %1817 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1816, !dbg !1989
  %1818 = load i32, ptr %1817, align 4, !dbg !1989, !tbaa !284
  %1819 = xor i32 %1812, %1818, !dbg !1990
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1991)
  %1820 = lshr i32 %1819, 8, !dbg !1993
  %1821 = and i32 %1819, 255, !dbg !1994
  %1822 = zext nneg i32 %1821 to i64, !dbg !1994
  %1823 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1822, !dbg !1994
  %1824 = load i32, ptr %1823, align 4, !dbg !1994, !tbaa !284
  %1825 = xor i32 %1820, %1824, !dbg !1995
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1996)
  %1826 = lshr i32 %1825, 8, !dbg !1998
  %1827 = and i32 %1825, 255, !dbg !1999
  %1828 = zext nneg i32 %1827 to i64, !dbg !1999
  %1829 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1828, !dbg !1999
  %1830 = load i32, ptr %1829, align 4, !dbg !1999, !tbaa !284
  %1831 = xor i32 %1826, %1830, !dbg !2000
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2001)
  %1832 = lshr i32 %1831, 8, !dbg !2003
  %1833 = and i32 %1831, 255, !dbg !2004
  %1834 = zext nneg i32 %1833 to i64, !dbg !2004
  %1835 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1834, !dbg !2004
  %1836 = load i32, ptr %1835, align 4, !dbg !2004, !tbaa !284
  %1837 = xor i32 %1832, %1836, !dbg !2005
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2006)
  %1838 = lshr i32 %1837, 8, !dbg !2008
  %1839 = and i32 %1837, 255, !dbg !2009
  %1840 = zext nneg i32 %1839 to i64, !dbg !2009
  %1841 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1840, !dbg !2009
  %1842 = load i32, ptr %1841, align 4, !dbg !2009, !tbaa !284
  %1843 = xor i32 %1838, %1842, !dbg !2010
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2011)
  %1844 = lshr i32 %1843, 8, !dbg !2013
  %1845 = and i32 %1843, 255, !dbg !2014
  %1846 = zext nneg i32 %1845 to i64, !dbg !2014
  %1847 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1846, !dbg !2014
  %1848 = load i32, ptr %1847, align 4, !dbg !2014, !tbaa !284
  %1849 = xor i32 %1844, %1848, !dbg !2015
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2016)
  %1850 = lshr i32 %1849, 8, !dbg !2018
  %1851 = and i32 %1849, 255, !dbg !2019
  %1852 = zext nneg i32 %1851 to i64, !dbg !2019
  %1853 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1852, !dbg !2019
  %1854 = load i32, ptr %1853, align 4, !dbg !2019, !tbaa !284
  %1855 = xor i32 %1850, %1854, !dbg !2020
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2021)
  %1856 = lshr i32 %1855, 8, !dbg !2023
  %1857 = and i32 %1855, 255, !dbg !2024
  %1858 = zext nneg i32 %1857 to i64, !dbg !2024
  %1859 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1858, !dbg !2024
  %1860 = load i32, ptr %1859, align 4, !dbg !2024, !tbaa !284
  %1861 = xor i32 %1856, %1860, !dbg !2025
  %1862 = lshr i24 %1810, 2, !dbg !2026
  %1863 = and i24 %1862, 1048575, !dbg !2026
  %1864 = zext nneg i24 %1863 to i64, !dbg !2027
    #dbg_value(i24 %1863, !583, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2028)
    #dbg_value(ptr poison, !589, !DIExpression(), !2028)
    #dbg_value(i32 0, !590, !DIExpression(), !2028)
    #dbg_value(i24 %1863, !593, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2030)
    #dbg_value(i24 %1863, !600, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2032)
  %1865 = lshr i32 %1861, 8, !dbg !2034
  %1866 = zext i32 %1861 to i64, !dbg !2035
  %1867 = xor i64 %1866, %1864, !dbg !2035
  %1868 = and i64 %1867, 255, !dbg !2036
  %1869 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1868, !dbg !2036
  %1870 = load i32, ptr %1869, align 4, !dbg !2036, !tbaa !284
  %1871 = xor i32 %1865, %1870, !dbg !2037
  %1872 = lshr i64 %1864, 8, !dbg !2038
    #dbg_value(i64 %1872, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2039)
  %1873 = lshr i32 %1871, 8, !dbg !2041
  %1874 = zext i32 %1871 to i64, !dbg !2042
  %1875 = xor i64 %1872, %1874, !dbg !2042
  %1876 = and i64 %1875, 255, !dbg !2043
  %1877 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1876, !dbg !2043
  %1878 = load i32, ptr %1877, align 4, !dbg !2043, !tbaa !284
  %1879 = xor i32 %1873, %1878, !dbg !2044
  %1880 = lshr i64 %1864, 16, !dbg !2045
    #dbg_value(i64 %1880, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2046)
  %1881 = lshr i32 %1879, 8, !dbg !2048
  %1882 = and i32 %1879, 255, !dbg !2049
  %1883 = zext nneg i32 %1882 to i64, !dbg !2049
  %1884 = xor i64 %1880, %1883, !dbg !2049
  %1885 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1884, !dbg !2049
  %1886 = load i32, ptr %1885, align 4, !dbg !2049, !tbaa !284
  %1887 = xor i32 %1881, %1886, !dbg !2050
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2051)
  %1888 = lshr i32 %1887, 8, !dbg !2053
  %1889 = and i32 %1887, 255, !dbg !2054
  %1890 = zext nneg i32 %1889 to i64, !dbg !2054
  %1891 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1890, !dbg !2054
  %1892 = load i32, ptr %1891, align 4, !dbg !2054, !tbaa !284
  %1893 = xor i32 %1888, %1892, !dbg !2055
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2056)
  %1894 = lshr i32 %1893, 8, !dbg !2058
  %1895 = and i32 %1893, 255, !dbg !2059
  %1896 = zext nneg i32 %1895 to i64, !dbg !2059
  %1897 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1896, !dbg !2059
  %1898 = load i32, ptr %1897, align 4, !dbg !2059, !tbaa !284
  %1899 = xor i32 %1894, %1898, !dbg !2060
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2061)
  %1900 = lshr i32 %1899, 8, !dbg !2063
  %1901 = and i32 %1899, 255, !dbg !2064
  %1902 = zext nneg i32 %1901 to i64, !dbg !2064
  %1903 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1902, !dbg !2064
  %1904 = load i32, ptr %1903, align 4, !dbg !2064, !tbaa !284
  %1905 = xor i32 %1900, %1904, !dbg !2065
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2066)
  %1906 = lshr i32 %1905, 8, !dbg !2068
  %1907 = and i32 %1905, 255, !dbg !2069
  %1908 = zext nneg i32 %1907 to i64, !dbg !2069
  %1909 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1908, !dbg !2069
  %1910 = load i32, ptr %1909, align 4, !dbg !2069, !tbaa !284
  %1911 = xor i32 %1906, %1910, !dbg !2070
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2071)
  %1912 = lshr i32 %1911, 8, !dbg !2073
  %1913 = and i32 %1911, 255, !dbg !2074
  %1914 = zext nneg i32 %1913 to i64, !dbg !2074
  %1915 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1914, !dbg !2074
  %1916 = load i32, ptr %1915, align 4, !dbg !2074, !tbaa !284
  %1917 = xor i32 %1912, %1916, !dbg !2075
  %1918 = trunc i72 %152 to i64, !dbg !2076
    #dbg_value(i64 %1918, !583, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_stack_value), !2077)
    #dbg_value(ptr poison, !589, !DIExpression(), !2077)
    #dbg_value(i32 0, !590, !DIExpression(), !2077)
    #dbg_value(i64 %1918, !593, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_stack_value), !2079)
    #dbg_value(i64 %1918, !600, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2081)
  %1919 = lshr i32 %1917, 8, !dbg !2083
  %1920 = zext i32 %1917 to i64, !dbg !2084
  %1921 = xor i64 %1920, %1918, !dbg !2084
  %1922 = and i64 %1921, 255, !dbg !2085
  %1923 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1922, !dbg !2085
  %1924 = load i32, ptr %1923, align 4, !dbg !2085, !tbaa !284
  %1925 = xor i32 %1919, %1924, !dbg !2086
  %1926 = lshr i64 %1918, 8, !dbg !2087
    #dbg_value(i64 %1918, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2088)
  %1927 = lshr i32 %1925, 8, !dbg !2090
  %1928 = zext i32 %1925 to i64, !dbg !2091
  %1929 = xor i64 %1926, %1928, !dbg !2091
  %1930 = and i64 %1929, 255, !dbg !2092
  %1931 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1930, !dbg !2092
  %1932 = load i32, ptr %1931, align 4, !dbg !2092, !tbaa !284
  %1933 = xor i32 %1927, %1932, !dbg !2093
  %1934 = lshr i64 %1918, 16, !dbg !2094
  %1935 = and i64 %1934, 7, !dbg !2094
    #dbg_value(i64 %1935, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2095)
  %1936 = lshr i32 %1933, 8, !dbg !2097
  %1937 = and i32 %1933, 255, !dbg !2098
  %1938 = zext nneg i32 %1937 to i64, !dbg !2098
  %1939 = xor i64 %1935, %1938, !dbg !2098
  %1940 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1939, !dbg !2098
  %1941 = load i32, ptr %1940, align 4, !dbg !2098, !tbaa !284
  %1942 = xor i32 %1936, %1941, !dbg !2099
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2100)
  %1943 = lshr i32 %1942, 8, !dbg !2102
  %1944 = and i32 %1942, 255, !dbg !2103
  %1945 = zext nneg i32 %1944 to i64, !dbg !2103
  %1946 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1945, !dbg !2103
  %1947 = load i32, ptr %1946, align 4, !dbg !2103, !tbaa !284
  %1948 = xor i32 %1943, %1947, !dbg !2104
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2105)
  %1949 = lshr i32 %1948, 8, !dbg !2107
  %1950 = and i32 %1948, 255, !dbg !2108
  %1951 = zext nneg i32 %1950 to i64, !dbg !2108
  %1952 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1951, !dbg !2108
  %1953 = load i32, ptr %1952, align 4, !dbg !2108, !tbaa !284
  %1954 = xor i32 %1949, %1953, !dbg !2109
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2110)
  %1955 = lshr i32 %1954, 8, !dbg !2112
  %1956 = and i32 %1954, 255, !dbg !2113
  %1957 = zext nneg i32 %1956 to i64, !dbg !2113
  %1958 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1957, !dbg !2113
  %1959 = load i32, ptr %1958, align 4, !dbg !2113, !tbaa !284
  %1960 = xor i32 %1955, %1959, !dbg !2114
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2115)
  %1961 = lshr i32 %1960, 8, !dbg !2117
  %1962 = and i32 %1960, 255, !dbg !2118
  %1963 = zext nneg i32 %1962 to i64, !dbg !2118
  %1964 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1963, !dbg !2118
  %1965 = load i32, ptr %1964, align 4, !dbg !2118, !tbaa !284
  %1966 = xor i32 %1961, %1965, !dbg !2119
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2120)
  %1967 = lshr i32 %1966, 8, !dbg !2122
  %1968 = and i32 %1966, 255, !dbg !2123
  %1969 = zext nneg i32 %1968 to i64, !dbg !2123
  %1970 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1969, !dbg !2123
  %1971 = load i32, ptr %1970, align 4, !dbg !2123, !tbaa !284
  %1972 = xor i32 %1967, %1971, !dbg !2124
  %1973 = load volatile i72, ptr getelementptr inbounds (i8, ptr @g_176, i64 12), align 4, !dbg !2125
  %1974 = shl i72 %1973, 30, !dbg !2125
  %1975 = ashr i72 %1974, 49, !dbg !2125
  %1976 = trunc nsw i72 %1975 to i64, !dbg !2125
    #dbg_value(i64 %1976, !583, !DIExpression(), !2126)
    #dbg_value(ptr poison, !589, !DIExpression(), !2126)
    #dbg_value(i32 0, !590, !DIExpression(), !2126)
    #dbg_value(i64 %1976, !593, !DIExpression(), !2128)
    #dbg_value(i64 %1976, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2130)
  %1977 = lshr i32 %1972, 8, !dbg !2132
  %1978 = zext i32 %1972 to i64, !dbg !2133
  %1979 = xor i64 %1978, %1976, !dbg !2133
  %1980 = and i64 %1979, 255, !dbg !2134
  %1981 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1980, !dbg !2134
  %1982 = load i32, ptr %1981, align 4, !dbg !2134, !tbaa !284
  %1983 = xor i32 %1977, %1982, !dbg !2135
  %1984 = lshr i64 %1976, 8, !dbg !2136
    #dbg_value(i64 %1984, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2137)
  %1985 = lshr i32 %1983, 8, !dbg !2139
  %1986 = zext i32 %1983 to i64, !dbg !2140
  %1987 = xor i64 %1984, %1986, !dbg !2140
  %1988 = and i64 %1987, 255, !dbg !2141
  %1989 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1988, !dbg !2141
  %1990 = load i32, ptr %1989, align 4, !dbg !2141, !tbaa !284
  %1991 = xor i32 %1985, %1990, !dbg !2142
  %1992 = lshr i64 %1976, 16, !dbg !2143
    #dbg_value(i64 %1992, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2144)
  %1993 = lshr i32 %1991, 8, !dbg !2146
  %1994 = zext i32 %1991 to i64, !dbg !2147
  %1995 = xor i64 %1992, %1994, !dbg !2147
  %1996 = and i64 %1995, 255, !dbg !2148
  %1997 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %1996, !dbg !2148
  %1998 = load i32, ptr %1997, align 4, !dbg !2148, !tbaa !284
  %1999 = xor i32 %1993, %1998, !dbg !2149
  %2000 = lshr i64 %1976, 24, !dbg !2150
    #dbg_value(i64 %2000, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2151)
  %2001 = lshr i32 %1999, 8, !dbg !2153
  %2002 = zext i32 %1999 to i64, !dbg !2154
  %2003 = xor i64 %2000, %2002, !dbg !2154
  %2004 = and i64 %2003, 255, !dbg !2155
  %2005 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2004, !dbg !2155
  %2006 = load i32, ptr %2005, align 4, !dbg !2155, !tbaa !284
  %2007 = xor i32 %2001, %2006, !dbg !2156
  %2008 = lshr i64 %1976, 32, !dbg !2157
    #dbg_value(i64 %2008, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2158)
  %2009 = lshr i32 %2007, 8, !dbg !2160
  %2010 = zext i32 %2007 to i64, !dbg !2161
  %2011 = xor i64 %2008, %2010, !dbg !2161
  %2012 = and i64 %2011, 255, !dbg !2162
  %2013 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2012, !dbg !2162
  %2014 = load i32, ptr %2013, align 4, !dbg !2162, !tbaa !284
  %2015 = xor i32 %2009, %2014, !dbg !2163
  %2016 = lshr i64 %1976, 40, !dbg !2164
    #dbg_value(i64 %2016, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2165)
  %2017 = lshr i32 %2015, 8, !dbg !2167
  %2018 = zext i32 %2015 to i64, !dbg !2168
  %2019 = xor i64 %2016, %2018, !dbg !2168
  %2020 = and i64 %2019, 255, !dbg !2169
  %2021 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2020, !dbg !2169
  %2022 = load i32, ptr %2021, align 4, !dbg !2169, !tbaa !284
  %2023 = xor i32 %2017, %2022, !dbg !2170
  %2024 = lshr i64 %1976, 48, !dbg !2171
    #dbg_value(i64 %2024, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2172)
  %2025 = lshr i32 %2023, 8, !dbg !2174
  %2026 = zext i32 %2023 to i64, !dbg !2175
  %2027 = xor i64 %2024, %2026, !dbg !2175
  %2028 = and i64 %2027, 255, !dbg !2176
  %2029 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2028, !dbg !2176
  %2030 = load i32, ptr %2029, align 4, !dbg !2176, !tbaa !284
  %2031 = xor i32 %2025, %2030, !dbg !2177
  %2032 = lshr i64 %1976, 56, !dbg !2178
    #dbg_value(i64 %2032, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2179)
  %2033 = lshr i32 %2031, 8, !dbg !2181
  %2034 = and i32 %2031, 255, !dbg !2182
  %2035 = zext nneg i32 %2034 to i64, !dbg !2182
  %2036 = xor i64 %2032, %2035, !dbg !2182
  %2037 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2036, !dbg !2182
  %2038 = load i32, ptr %2037, align 4, !dbg !2182, !tbaa !284
  %2039 = xor i32 %2033, %2038, !dbg !2183
  %2040 = lshr i72 %1973, 42, !dbg !2184
  %2041 = trunc nuw nsw i72 %2040 to i64, !dbg !2184
    #dbg_value(i64 %2041, !583, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !2185)
    #dbg_value(ptr poison, !589, !DIExpression(), !2185)
    #dbg_value(i32 0, !590, !DIExpression(), !2185)
    #dbg_value(i64 %2041, !593, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !2187)
    #dbg_value(i64 %2041, !600, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2189)
  %2042 = lshr i32 %2039, 8, !dbg !2191
  %2043 = zext i32 %2039 to i64, !dbg !2192
  %2044 = xor i64 %2043, %2041, !dbg !2192
  %2045 = and i64 %2044, 255, !dbg !2193
  %2046 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2045, !dbg !2193
  %2047 = load i32, ptr %2046, align 4, !dbg !2193, !tbaa !284
  %2048 = xor i32 %2042, %2047, !dbg !2194
  %2049 = lshr i64 %2041, 8, !dbg !2195
    #dbg_value(i64 %2041, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2196)
  %2050 = lshr i32 %2048, 8, !dbg !2198
  %2051 = zext i32 %2048 to i64, !dbg !2199
  %2052 = xor i64 %2049, %2051, !dbg !2199
  %2053 = and i64 %2052, 255, !dbg !2200
  %2054 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2053, !dbg !2200
  %2055 = load i32, ptr %2054, align 4, !dbg !2200, !tbaa !284
  %2056 = xor i32 %2050, %2055, !dbg !2201
  %2057 = lshr i64 %2041, 16, !dbg !2202
    #dbg_value(i64 %2041, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2203)
  %2058 = lshr i32 %2056, 8, !dbg !2205
  %2059 = zext i32 %2056 to i64, !dbg !2206
  %2060 = xor i64 %2057, %2059, !dbg !2206
  %2061 = and i64 %2060, 255, !dbg !2207
  %2062 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2061, !dbg !2207
  %2063 = load i32, ptr %2062, align 4, !dbg !2207, !tbaa !284
  %2064 = xor i32 %2058, %2063, !dbg !2208
  %2065 = lshr i64 %2041, 24, !dbg !2209
  %2066 = and i64 %2065, 7, !dbg !2209
    #dbg_value(i64 %2066, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2210)
  %2067 = lshr i32 %2064, 8, !dbg !2212
  %2068 = and i32 %2064, 255, !dbg !2213
  %2069 = zext nneg i32 %2068 to i64, !dbg !2213
  %2070 = xor i64 %2066, %2069, !dbg !2213
  %2071 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2070, !dbg !2213
  %2072 = load i32, ptr %2071, align 4, !dbg !2213, !tbaa !284
  %2073 = xor i32 %2067, %2072, !dbg !2214
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2215)
  %2074 = lshr i32 %2073, 8, !dbg !2217
  %2075 = and i32 %2073, 255, !dbg !2218
  %2076 = zext nneg i32 %2075 to i64, !dbg !2218
  %2077 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2076, !dbg !2218
  %2078 = load i32, ptr %2077, align 4, !dbg !2218, !tbaa !284
  %2079 = xor i32 %2074, %2078, !dbg !2219
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2220)
  %2080 = lshr i32 %2079, 8, !dbg !2222
  %2081 = and i32 %2079, 255, !dbg !2223
  %2082 = zext nneg i32 %2081 to i64, !dbg !2223
  %2083 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2082, !dbg !2223
  %2084 = load i32, ptr %2083, align 4, !dbg !2223, !tbaa !284
  %2085 = xor i32 %2080, %2084, !dbg !2224
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2225)
  %2086 = lshr i32 %2085, 8, !dbg !2227
  %2087 = and i32 %2085, 255, !dbg !2228
  %2088 = zext nneg i32 %2087 to i64, !dbg !2228
  %2089 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2088, !dbg !2228
  %2090 = load i32, ptr %2089, align 4, !dbg !2228, !tbaa !284
  %2091 = xor i32 %2086, %2090, !dbg !2229
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2230)
  %2092 = lshr i32 %2091, 8, !dbg !2232
  %2093 = and i32 %2091, 255, !dbg !2233
  %2094 = zext nneg i32 %2093 to i64, !dbg !2233
  %2095 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2094, !dbg !2233
  %2096 = load i32, ptr %2095, align 4, !dbg !2233, !tbaa !284
  %2097 = xor i32 %2092, %2096, !dbg !2234
  %2098 = load volatile i40, ptr @g_181, align 8, !dbg !2235
  %2099 = shl i40 %2098, 28, !dbg !2235
  %2100 = ashr exact i40 %2099, 28, !dbg !2235
  %2101 = zext i40 %2100 to i64, !dbg !2235
  %2102 = shl i64 %2101, 32, !dbg !2236
  %2103 = ashr exact i64 %2102, 32, !dbg !2236
    #dbg_value(i64 %2102, !583, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !2237)
    #dbg_value(ptr poison, !589, !DIExpression(), !2237)
    #dbg_value(i32 0, !590, !DIExpression(), !2237)
    #dbg_value(i64 %2102, !593, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !2239)
    #dbg_value(i64 %2102, !600, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2241)
  %2104 = lshr i32 %2097, 8, !dbg !2243
  %2105 = zext i32 %2097 to i64, !dbg !2244
  %2106 = xor i64 %2105, %2101, !dbg !2244
  %2107 = and i64 %2106, 255, !dbg !2245
  %2108 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2107, !dbg !2245
  %2109 = load i32, ptr %2108, align 4, !dbg !2245, !tbaa !284
  %2110 = xor i32 %2104, %2109, !dbg !2246
  %2111 = lshr i64 %2101, 8, !dbg !2247
    #dbg_value(i64 %2101, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2248)
  %2112 = lshr i32 %2110, 8, !dbg !2250
  %2113 = zext i32 %2110 to i64, !dbg !2251
  %2114 = xor i64 %2111, %2113, !dbg !2251
  %2115 = and i64 %2114, 255, !dbg !2252
  %2116 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2115, !dbg !2252
  %2117 = load i32, ptr %2116, align 4, !dbg !2252, !tbaa !284
  %2118 = xor i32 %2112, %2117, !dbg !2253
  %2119 = lshr i64 %2101, 16, !dbg !2254
    #dbg_value(i64 %2101, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2255)
  %2120 = lshr i32 %2118, 8, !dbg !2257
  %2121 = zext i32 %2118 to i64, !dbg !2258
  %2122 = xor i64 %2119, %2121, !dbg !2258
  %2123 = and i64 %2122, 255, !dbg !2259
  %2124 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2123, !dbg !2259
  %2125 = load i32, ptr %2124, align 4, !dbg !2259, !tbaa !284
  %2126 = xor i32 %2120, %2125, !dbg !2260
  %2127 = lshr i64 %2101, 24, !dbg !2261
    #dbg_value(i64 %2101, !600, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2262)
  %2128 = lshr i32 %2126, 8, !dbg !2264
  %2129 = zext i32 %2126 to i64, !dbg !2265
  %2130 = xor i64 %2127, %2129, !dbg !2265
  %2131 = and i64 %2130, 255, !dbg !2266
  %2132 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2131, !dbg !2266
  %2133 = load i32, ptr %2132, align 4, !dbg !2266, !tbaa !284
  %2134 = xor i32 %2128, %2133, !dbg !2267
  %2135 = lshr i64 %2103, 32, !dbg !2268
    #dbg_value(i64 %2135, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2269)
  %2136 = lshr i32 %2134, 8, !dbg !2271
  %2137 = zext i32 %2134 to i64, !dbg !2272
  %2138 = xor i64 %2135, %2137, !dbg !2272
  %2139 = and i64 %2138, 255, !dbg !2273
  %2140 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2139, !dbg !2273
  %2141 = load i32, ptr %2140, align 4, !dbg !2273, !tbaa !284
  %2142 = xor i32 %2136, %2141, !dbg !2274
  %2143 = lshr i64 %2103, 40, !dbg !2275
    #dbg_value(i64 %2143, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2276)
  %2144 = lshr i32 %2142, 8, !dbg !2278
  %2145 = zext i32 %2142 to i64, !dbg !2279
  %2146 = xor i64 %2143, %2145, !dbg !2279
  %2147 = and i64 %2146, 255, !dbg !2280
  %2148 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2147, !dbg !2280
  %2149 = load i32, ptr %2148, align 4, !dbg !2280, !tbaa !284
  %2150 = xor i32 %2144, %2149, !dbg !2281
  %2151 = lshr i64 %2103, 48, !dbg !2282
    #dbg_value(i64 %2151, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2283)
  %2152 = lshr i32 %2150, 8, !dbg !2285
  %2153 = zext i32 %2150 to i64, !dbg !2286
  %2154 = xor i64 %2151, %2153, !dbg !2286
  %2155 = and i64 %2154, 255, !dbg !2287
  %2156 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2155, !dbg !2287
  %2157 = load i32, ptr %2156, align 4, !dbg !2287, !tbaa !284
  %2158 = xor i32 %2152, %2157, !dbg !2288
  %2159 = lshr i64 %2103, 56, !dbg !2289
    #dbg_value(i64 %2159, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2290)
  %2160 = lshr i32 %2158, 8, !dbg !2292
  %2161 = and i32 %2158, 255, !dbg !2293
  %2162 = zext nneg i32 %2161 to i64, !dbg !2293
  %2163 = xor i64 %2159, %2162, !dbg !2293
  %2164 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2163, !dbg !2293
  %2165 = load i32, ptr %2164, align 4, !dbg !2293, !tbaa !284
  %2166 = xor i32 %2160, %2165, !dbg !2294
  %2167 = load volatile i40, ptr @g_181, align 8, !dbg !2295
  %2168 = lshr i40 %2167, 12, !dbg !2295
  %2169 = and i40 %2168, 4194303, !dbg !2295
  %2170 = zext nneg i40 %2169 to i64, !dbg !2295
    #dbg_value(i40 %2169, !583, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2296)
    #dbg_value(ptr poison, !589, !DIExpression(), !2296)
    #dbg_value(i32 0, !590, !DIExpression(), !2296)
    #dbg_value(i40 %2169, !593, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2298)
    #dbg_value(i40 %2169, !600, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2300)
  %2171 = lshr i32 %2166, 8, !dbg !2302
  %2172 = zext i32 %2166 to i64, !dbg !2303
  %2173 = xor i64 %2172, %2170, !dbg !2303
  %2174 = and i64 %2173, 255, !dbg !2304
  %2175 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2174, !dbg !2304
  %2176 = load i32, ptr %2175, align 4, !dbg !2304, !tbaa !284
  %2177 = xor i32 %2171, %2176, !dbg !2305
  %2178 = lshr i64 %2170, 8, !dbg !2306
    #dbg_value(i64 %2178, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2307)
  %2179 = lshr i32 %2177, 8, !dbg !2309
  %2180 = zext i32 %2177 to i64, !dbg !2310
  %2181 = xor i64 %2178, %2180, !dbg !2310
  %2182 = and i64 %2181, 255, !dbg !2311
  %2183 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2182, !dbg !2311
  %2184 = load i32, ptr %2183, align 4, !dbg !2311, !tbaa !284
  %2185 = xor i32 %2179, %2184, !dbg !2312
  %2186 = lshr i64 %2170, 16, !dbg !2313
    #dbg_value(i64 %2186, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2314)
  %2187 = lshr i32 %2185, 8, !dbg !2316
  %2188 = and i32 %2185, 255, !dbg !2317
  %2189 = zext nneg i32 %2188 to i64, !dbg !2317
  %2190 = xor i64 %2186, %2189, !dbg !2317
  %2191 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2190, !dbg !2317
  %2192 = load i32, ptr %2191, align 4, !dbg !2317, !tbaa !284
  %2193 = xor i32 %2187, %2192, !dbg !2318
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2319)
  %2194 = lshr i32 %2193, 8, !dbg !2321
  %2195 = and i32 %2193, 255, !dbg !2322
  %2196 = zext nneg i32 %2195 to i64, !dbg !2322
  %2197 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2196, !dbg !2322
  %2198 = load i32, ptr %2197, align 4, !dbg !2322, !tbaa !284
  %2199 = xor i32 %2194, %2198, !dbg !2323
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2324)
  %2200 = lshr i32 %2199, 8, !dbg !2326
  %2201 = and i32 %2199, 255, !dbg !2327
  %2202 = zext nneg i32 %2201 to i64, !dbg !2327
  %2203 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2202, !dbg !2327
  %2204 = load i32, ptr %2203, align 4, !dbg !2327, !tbaa !284
  %2205 = xor i32 %2200, %2204, !dbg !2328
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2329)
  %2206 = lshr i32 %2205, 8, !dbg !2331
  %2207 = and i32 %2205, 255, !dbg !2332
  %2208 = zext nneg i32 %2207 to i64, !dbg !2332
  %2209 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2208, !dbg !2332
  %2210 = load i32, ptr %2209, align 4, !dbg !2332, !tbaa !284
  %2211 = xor i32 %2206, %2210, !dbg !2333
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2334)
  %2212 = lshr i32 %2211, 8, !dbg !2336
  %2213 = and i32 %2211, 255, !dbg !2337
  %2214 = zext nneg i32 %2213 to i64, !dbg !2337
  %2215 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2214, !dbg !2337
  %2216 = load i32, ptr %2215, align 4, !dbg !2337, !tbaa !284
  %2217 = xor i32 %2212, %2216, !dbg !2338
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2339)
  %2218 = lshr i32 %2217, 8, !dbg !2341
  %2219 = and i32 %2217, 255, !dbg !2342
  %2220 = zext nneg i32 %2219 to i64, !dbg !2342
  %2221 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2220, !dbg !2342
  %2222 = load i32, ptr %2221, align 4, !dbg !2342, !tbaa !284
  %2223 = xor i32 %2218, %2222, !dbg !2343
  %2224 = load i32, ptr getelementptr inbounds (i8, ptr @g_181, i64 5), align 1, !dbg !2344, !tbaa !465
  %2225 = sext i32 %2224 to i64, !dbg !2345
    #dbg_value(i64 %2225, !583, !DIExpression(), !2346)
    #dbg_value(ptr poison, !589, !DIExpression(), !2346)
    #dbg_value(i32 0, !590, !DIExpression(), !2346)
    #dbg_value(i64 %2225, !593, !DIExpression(), !2348)
    #dbg_value(i64 %2225, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2350)
  %2226 = lshr i32 %2223, 8, !dbg !2352
  %2227 = zext i32 %2223 to i64, !dbg !2353
  %2228 = xor i64 %2227, %2225, !dbg !2353
  %2229 = and i64 %2228, 255, !dbg !2354
  %2230 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2229, !dbg !2354
  %2231 = load i32, ptr %2230, align 4, !dbg !2354, !tbaa !284
  %2232 = xor i32 %2226, %2231, !dbg !2355
  %2233 = lshr i64 %2225, 8, !dbg !2356
    #dbg_value(i64 %2233, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2357)
  %2234 = lshr i32 %2232, 8, !dbg !2359
  %2235 = zext i32 %2232 to i64, !dbg !2360
  %2236 = xor i64 %2233, %2235, !dbg !2360
  %2237 = and i64 %2236, 255, !dbg !2361
  %2238 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2237, !dbg !2361
  %2239 = load i32, ptr %2238, align 4, !dbg !2361, !tbaa !284
  %2240 = xor i32 %2234, %2239, !dbg !2362
  %2241 = lshr i64 %2225, 16, !dbg !2363
    #dbg_value(i64 %2241, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2364)
  %2242 = lshr i32 %2240, 8, !dbg !2366
  %2243 = zext i32 %2240 to i64, !dbg !2367
  %2244 = xor i64 %2241, %2243, !dbg !2367
  %2245 = and i64 %2244, 255, !dbg !2368
  %2246 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2245, !dbg !2368
  %2247 = load i32, ptr %2246, align 4, !dbg !2368, !tbaa !284
  %2248 = xor i32 %2242, %2247, !dbg !2369
  %2249 = lshr i64 %2225, 24, !dbg !2370
    #dbg_value(i64 %2249, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2371)
  %2250 = lshr i32 %2248, 8, !dbg !2373
  %2251 = zext i32 %2248 to i64, !dbg !2374
  %2252 = xor i64 %2249, %2251, !dbg !2374
  %2253 = and i64 %2252, 255, !dbg !2375
  %2254 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2253, !dbg !2375
  %2255 = load i32, ptr %2254, align 4, !dbg !2375, !tbaa !284
  %2256 = xor i32 %2250, %2255, !dbg !2376
  %2257 = lshr i64 %2225, 32, !dbg !2377
    #dbg_value(i64 %2257, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2378)
  %2258 = lshr i32 %2256, 8, !dbg !2380
  %2259 = zext i32 %2256 to i64, !dbg !2381
  %2260 = xor i64 %2257, %2259, !dbg !2381
  %2261 = and i64 %2260, 255, !dbg !2382
  %2262 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2261, !dbg !2382
  %2263 = load i32, ptr %2262, align 4, !dbg !2382, !tbaa !284
  %2264 = xor i32 %2258, %2263, !dbg !2383
  %2265 = lshr i64 %2225, 40, !dbg !2384
    #dbg_value(i64 %2265, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2385)
  %2266 = lshr i32 %2264, 8, !dbg !2387
  %2267 = zext i32 %2264 to i64, !dbg !2388
  %2268 = xor i64 %2265, %2267, !dbg !2388
  %2269 = and i64 %2268, 255, !dbg !2389
  %2270 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2269, !dbg !2389
  %2271 = load i32, ptr %2270, align 4, !dbg !2389, !tbaa !284
  %2272 = xor i32 %2266, %2271, !dbg !2390
  %2273 = lshr i64 %2225, 48, !dbg !2391
    #dbg_value(i64 %2273, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2392)
  %2274 = lshr i32 %2272, 8, !dbg !2394
  %2275 = zext i32 %2272 to i64, !dbg !2395
  %2276 = xor i64 %2273, %2275, !dbg !2395
  %2277 = and i64 %2276, 255, !dbg !2396
  %2278 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2277, !dbg !2396
  %2279 = load i32, ptr %2278, align 4, !dbg !2396, !tbaa !284
  %2280 = xor i32 %2274, %2279, !dbg !2397
  %2281 = lshr i64 %2225, 56, !dbg !2398
    #dbg_value(i64 %2281, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2399)
  %2282 = lshr i32 %2280, 8, !dbg !2401
  %2283 = and i32 %2280, 255, !dbg !2402
  %2284 = zext nneg i32 %2283 to i64, !dbg !2402
  %2285 = xor i64 %2281, %2284, !dbg !2402
  %2286 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2285, !dbg !2402
  %2287 = load i32, ptr %2286, align 4, !dbg !2402, !tbaa !284
  %2288 = xor i32 %2282, %2287, !dbg !2403
  %2289 = load i24, ptr getelementptr inbounds (i8, ptr @g_181, i64 9), align 1, !dbg !2404
  %2290 = and i24 %2289, 3, !dbg !2404
    #dbg_value(i24 %2290, !583, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2405)
    #dbg_value(ptr poison, !589, !DIExpression(), !2405)
    #dbg_value(i32 0, !590, !DIExpression(), !2405)
    #dbg_value(i24 %2290, !593, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2407)
    #dbg_value(i24 %2290, !600, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2409)
  %2291 = lshr i32 %2288, 8, !dbg !2411
  %2292 = and i32 %2288, 255, !dbg !2412
  %2293 = zext nneg i24 %2290 to i32, !dbg !2412
  %2294 = xor i32 %2292, %2293, !dbg !2412
  %2295 = zext nneg i32 %2294 to i64, !dbg !2412
  %2296 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2295, !dbg !2412
  %2297 = load i32, ptr %2296, align 4, !dbg !2412, !tbaa !284
  %2298 = xor i32 %2291, %2297, !dbg !2413
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2414)
  %2299 = lshr i32 %2298, 8, !dbg !2416
  %2300 = and i32 %2298, 255, !dbg !2417
  %2301 = zext nneg i32 %2300 to i64, !dbg !2417
  %2302 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2301, !dbg !2417
  %2303 = load i32, ptr %2302, align 4, !dbg !2417, !tbaa !284
  %2304 = xor i32 %2299, %2303, !dbg !2418
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2419)
  %2305 = lshr i32 %2304, 8, !dbg !2421
  %2306 = and i32 %2304, 255, !dbg !2422
  %2307 = zext nneg i32 %2306 to i64, !dbg !2422
  %2308 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2307, !dbg !2422
  %2309 = load i32, ptr %2308, align 4, !dbg !2422, !tbaa !284
  %2310 = xor i32 %2305, %2309, !dbg !2423
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2424)
  %2311 = lshr i32 %2310, 8, !dbg !2426
  %2312 = and i32 %2310, 255, !dbg !2427
  %2313 = zext nneg i32 %2312 to i64, !dbg !2427
  %2314 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2313, !dbg !2427
  %2315 = load i32, ptr %2314, align 4, !dbg !2427, !tbaa !284
  %2316 = xor i32 %2311, %2315, !dbg !2428
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2429)
  %2317 = lshr i32 %2316, 8, !dbg !2431
  %2318 = and i32 %2316, 255, !dbg !2432
  %2319 = zext nneg i32 %2318 to i64, !dbg !2432
  %2320 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2319, !dbg !2432
  %2321 = load i32, ptr %2320, align 4, !dbg !2432, !tbaa !284
  %2322 = xor i32 %2317, %2321, !dbg !2433
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2434)
  %2323 = lshr i32 %2322, 8, !dbg !2436
  %2324 = and i32 %2322, 255, !dbg !2437
  %2325 = zext nneg i32 %2324 to i64, !dbg !2437
  %2326 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2325, !dbg !2437
  %2327 = load i32, ptr %2326, align 4, !dbg !2437, !tbaa !284
  %2328 = xor i32 %2323, %2327, !dbg !2438
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2439)
  %2329 = lshr i32 %2328, 8, !dbg !2441
  %2330 = and i32 %2328, 255, !dbg !2442
  %2331 = zext nneg i32 %2330 to i64, !dbg !2442
  %2332 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2331, !dbg !2442
  %2333 = load i32, ptr %2332, align 4, !dbg !2442, !tbaa !284
  %2334 = xor i32 %2329, %2333, !dbg !2443
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2444)
  %2335 = lshr i32 %2334, 8, !dbg !2446
  %2336 = and i32 %2334, 255, !dbg !2447
  %2337 = zext nneg i32 %2336 to i64, !dbg !2447
  %2338 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2337, !dbg !2447
  %2339 = load i32, ptr %2338, align 4, !dbg !2447, !tbaa !284
  %2340 = xor i32 %2335, %2339, !dbg !2448
  %2341 = lshr i24 %2289, 2, !dbg !2449
  %2342 = and i24 %2341, 1048575, !dbg !2449
  %2343 = zext nneg i24 %2342 to i64, !dbg !2450
    #dbg_value(i24 %2342, !583, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2451)
    #dbg_value(ptr poison, !589, !DIExpression(), !2451)
    #dbg_value(i32 0, !590, !DIExpression(), !2451)
    #dbg_value(i24 %2342, !593, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2453)
    #dbg_value(i24 %2342, !600, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2455)
  %2344 = lshr i32 %2340, 8, !dbg !2457
  %2345 = zext i32 %2340 to i64, !dbg !2458
  %2346 = xor i64 %2345, %2343, !dbg !2458
  %2347 = and i64 %2346, 255, !dbg !2459
  %2348 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2347, !dbg !2459
  %2349 = load i32, ptr %2348, align 4, !dbg !2459, !tbaa !284
  %2350 = xor i32 %2344, %2349, !dbg !2460
  %2351 = lshr i64 %2343, 8, !dbg !2461
    #dbg_value(i64 %2351, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2462)
  %2352 = lshr i32 %2350, 8, !dbg !2464
  %2353 = zext i32 %2350 to i64, !dbg !2465
  %2354 = xor i64 %2351, %2353, !dbg !2465
  %2355 = and i64 %2354, 255, !dbg !2466
  %2356 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2355, !dbg !2466
  %2357 = load i32, ptr %2356, align 4, !dbg !2466, !tbaa !284
  %2358 = xor i32 %2352, %2357, !dbg !2467
  %2359 = lshr i64 %2343, 16, !dbg !2468
    #dbg_value(i64 %2359, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2469)
  %2360 = lshr i32 %2358, 8, !dbg !2471
  %2361 = and i32 %2358, 255, !dbg !2472
  %2362 = zext nneg i32 %2361 to i64, !dbg !2472
  %2363 = xor i64 %2359, %2362, !dbg !2472
  %2364 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2363, !dbg !2472
  %2365 = load i32, ptr %2364, align 4, !dbg !2472, !tbaa !284
  %2366 = xor i32 %2360, %2365, !dbg !2473
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2474)
  %2367 = lshr i32 %2366, 8, !dbg !2476
  %2368 = and i32 %2366, 255, !dbg !2477
  %2369 = zext nneg i32 %2368 to i64, !dbg !2477
  %2370 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2369, !dbg !2477
  %2371 = load i32, ptr %2370, align 4, !dbg !2477, !tbaa !284
  %2372 = xor i32 %2367, %2371, !dbg !2478
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2479)
  %2373 = lshr i32 %2372, 8, !dbg !2481
  %2374 = and i32 %2372, 255, !dbg !2482
  %2375 = zext nneg i32 %2374 to i64, !dbg !2482
  %2376 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2375, !dbg !2482
  %2377 = load i32, ptr %2376, align 4, !dbg !2482, !tbaa !284
  %2378 = xor i32 %2373, %2377, !dbg !2483
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2484)
  %2379 = lshr i32 %2378, 8, !dbg !2486
  %2380 = and i32 %2378, 255, !dbg !2487
  %2381 = zext nneg i32 %2380 to i64, !dbg !2487
  %2382 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2381, !dbg !2487
  %2383 = load i32, ptr %2382, align 4, !dbg !2487, !tbaa !284
  %2384 = xor i32 %2379, %2383, !dbg !2488
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2489)
  %2385 = lshr i32 %2384, 8, !dbg !2491
  %2386 = and i32 %2384, 255, !dbg !2492
  %2387 = zext nneg i32 %2386 to i64, !dbg !2492
  %2388 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2387, !dbg !2492
  %2389 = load i32, ptr %2388, align 4, !dbg !2492, !tbaa !284
  %2390 = xor i32 %2385, %2389, !dbg !2493
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2494)
  %2391 = lshr i32 %2390, 8, !dbg !2496
  %2392 = and i32 %2390, 255, !dbg !2497
  %2393 = zext nneg i32 %2392 to i64, !dbg !2497
  %2394 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2393, !dbg !2497
  %2395 = load i32, ptr %2394, align 4, !dbg !2497, !tbaa !284
  %2396 = xor i32 %2391, %2395, !dbg !2498
  %2397 = load i72, ptr getelementptr inbounds (i8, ptr @g_181, i64 12), align 4, !dbg !2499
  %2398 = trunc i72 %2397 to i64, !dbg !2499
    #dbg_value(i64 %2398, !583, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_stack_value), !2500)
    #dbg_value(ptr poison, !589, !DIExpression(), !2500)
    #dbg_value(i32 0, !590, !DIExpression(), !2500)
    #dbg_value(i64 %2398, !593, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_stack_value), !2502)
    #dbg_value(i64 %2398, !600, !DIExpression(DW_OP_constu, 524287, DW_OP_and, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2504)
  %2399 = lshr i32 %2396, 8, !dbg !2506
  %2400 = zext i32 %2396 to i64, !dbg !2507
  %2401 = xor i64 %2400, %2398, !dbg !2507
  %2402 = and i64 %2401, 255, !dbg !2508
  %2403 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2402, !dbg !2508
  %2404 = load i32, ptr %2403, align 4, !dbg !2508, !tbaa !284
  %2405 = xor i32 %2399, %2404, !dbg !2509
  %2406 = lshr i64 %2398, 8, !dbg !2510
    #dbg_value(i64 %2398, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2511)
  %2407 = lshr i32 %2405, 8, !dbg !2513
  %2408 = zext i32 %2405 to i64, !dbg !2514
  %2409 = xor i64 %2406, %2408, !dbg !2514
  %2410 = and i64 %2409, 255, !dbg !2515
  %2411 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2410, !dbg !2515
  %2412 = load i32, ptr %2411, align 4, !dbg !2515, !tbaa !284
  %2413 = xor i32 %2407, %2412, !dbg !2516
  %2414 = lshr i64 %2398, 16, !dbg !2517
  %2415 = and i64 %2414, 7, !dbg !2517
    #dbg_value(i64 %2415, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2518)
  %2416 = lshr i32 %2413, 8, !dbg !2520
  %2417 = and i32 %2413, 255, !dbg !2521
  %2418 = zext nneg i32 %2417 to i64, !dbg !2521
  %2419 = xor i64 %2415, %2418, !dbg !2521
  %2420 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2419, !dbg !2521
  %2421 = load i32, ptr %2420, align 4, !dbg !2521, !tbaa !284
  %2422 = xor i32 %2416, %2421, !dbg !2522
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2523)
  %2423 = lshr i32 %2422, 8, !dbg !2525
  %2424 = and i32 %2422, 255, !dbg !2526
  %2425 = zext nneg i32 %2424 to i64, !dbg !2526
  %2426 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2425, !dbg !2526
  %2427 = load i32, ptr %2426, align 4, !dbg !2526, !tbaa !284
  %2428 = xor i32 %2423, %2427, !dbg !2527
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2528)
  %2429 = lshr i32 %2428, 8, !dbg !2530
  %2430 = and i32 %2428, 255, !dbg !2531
  %2431 = zext nneg i32 %2430 to i64, !dbg !2531
  %2432 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2431, !dbg !2531
  %2433 = load i32, ptr %2432, align 4, !dbg !2531, !tbaa !284
  %2434 = xor i32 %2429, %2433, !dbg !2532
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2533)
  %2435 = lshr i32 %2434, 8, !dbg !2535
  %2436 = and i32 %2434, 255, !dbg !2536
  %2437 = zext nneg i32 %2436 to i64, !dbg !2536
  %2438 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2437, !dbg !2536
  %2439 = load i32, ptr %2438, align 4, !dbg !2536, !tbaa !284
  %2440 = xor i32 %2435, %2439, !dbg !2537
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2538)
  %2441 = lshr i32 %2440, 8, !dbg !2540
  %2442 = and i32 %2440, 255, !dbg !2541
  %2443 = zext nneg i32 %2442 to i64, !dbg !2541
  %2444 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2443, !dbg !2541
  %2445 = load i32, ptr %2444, align 4, !dbg !2541, !tbaa !284
  %2446 = xor i32 %2441, %2445, !dbg !2542
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2543)
  %2447 = lshr i32 %2446, 8, !dbg !2545
  %2448 = and i32 %2446, 255, !dbg !2546
  %2449 = zext nneg i32 %2448 to i64, !dbg !2546
  %2450 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2449, !dbg !2546
  %2451 = load i32, ptr %2450, align 4, !dbg !2546, !tbaa !284
  %2452 = xor i32 %2447, %2451, !dbg !2547
  %2453 = load volatile i72, ptr getelementptr inbounds (i8, ptr @g_181, i64 12), align 4, !dbg !2548
  %2454 = shl i72 %2453, 30, !dbg !2548
  %2455 = ashr i72 %2454, 49, !dbg !2548
  %2456 = trunc nsw i72 %2455 to i64, !dbg !2548
    #dbg_value(i64 %2456, !583, !DIExpression(), !2549)
    #dbg_value(ptr poison, !589, !DIExpression(), !2549)
    #dbg_value(i32 0, !590, !DIExpression(), !2549)
    #dbg_value(i64 %2456, !593, !DIExpression(), !2551)
    #dbg_value(i64 %2456, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2553)
  %2457 = lshr i32 %2452, 8, !dbg !2555
  %2458 = zext i32 %2452 to i64, !dbg !2556
  %2459 = xor i64 %2458, %2456, !dbg !2556
  %2460 = and i64 %2459, 255, !dbg !2557
  %2461 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2460, !dbg !2557
  %2462 = load i32, ptr %2461, align 4, !dbg !2557, !tbaa !284
  %2463 = xor i32 %2457, %2462, !dbg !2558
  %2464 = lshr i64 %2456, 8, !dbg !2559
    #dbg_value(i64 %2464, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2560)
  %2465 = lshr i32 %2463, 8, !dbg !2562
  %2466 = zext i32 %2463 to i64, !dbg !2563
  %2467 = xor i64 %2464, %2466, !dbg !2563
  %2468 = and i64 %2467, 255, !dbg !2564
  %2469 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2468, !dbg !2564
  %2470 = load i32, ptr %2469, align 4, !dbg !2564, !tbaa !284
  %2471 = xor i32 %2465, %2470, !dbg !2565
  %2472 = lshr i64 %2456, 16, !dbg !2566
    #dbg_value(i64 %2472, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2567)
  %2473 = lshr i32 %2471, 8, !dbg !2569
  %2474 = zext i32 %2471 to i64, !dbg !2570
  %2475 = xor i64 %2472, %2474, !dbg !2570
  %2476 = and i64 %2475, 255, !dbg !2571
  %2477 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2476, !dbg !2571
  %2478 = load i32, ptr %2477, align 4, !dbg !2571, !tbaa !284
  %2479 = xor i32 %2473, %2478, !dbg !2572
  %2480 = lshr i64 %2456, 24, !dbg !2573
    #dbg_value(i64 %2480, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2574)
  %2481 = lshr i32 %2479, 8, !dbg !2576
  %2482 = zext i32 %2479 to i64, !dbg !2577
  %2483 = xor i64 %2480, %2482, !dbg !2577
  %2484 = and i64 %2483, 255, !dbg !2578
  %2485 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2484, !dbg !2578
  %2486 = load i32, ptr %2485, align 4, !dbg !2578, !tbaa !284
  %2487 = xor i32 %2481, %2486, !dbg !2579
  %2488 = lshr i64 %2456, 32, !dbg !2580
    #dbg_value(i64 %2488, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2581)
  %2489 = lshr i32 %2487, 8, !dbg !2583
  %2490 = zext i32 %2487 to i64, !dbg !2584
  %2491 = xor i64 %2488, %2490, !dbg !2584
  %2492 = and i64 %2491, 255, !dbg !2585
  %2493 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2492, !dbg !2585
  %2494 = load i32, ptr %2493, align 4, !dbg !2585, !tbaa !284
  %2495 = xor i32 %2489, %2494, !dbg !2586
  %2496 = lshr i64 %2456, 40, !dbg !2587
    #dbg_value(i64 %2496, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2588)
  %2497 = lshr i32 %2495, 8, !dbg !2590
  %2498 = zext i32 %2495 to i64, !dbg !2591
  %2499 = xor i64 %2496, %2498, !dbg !2591
  %2500 = and i64 %2499, 255, !dbg !2592
  %2501 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2500, !dbg !2592
  %2502 = load i32, ptr %2501, align 4, !dbg !2592, !tbaa !284
  %2503 = xor i32 %2497, %2502, !dbg !2593
  %2504 = lshr i64 %2456, 48, !dbg !2594
    #dbg_value(i64 %2504, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2595)
  %2505 = lshr i32 %2503, 8, !dbg !2597
  %2506 = zext i32 %2503 to i64, !dbg !2598
  %2507 = xor i64 %2504, %2506, !dbg !2598
  %2508 = and i64 %2507, 255, !dbg !2599
  %2509 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2508, !dbg !2599
  %2510 = load i32, ptr %2509, align 4, !dbg !2599, !tbaa !284
  %2511 = xor i32 %2505, %2510, !dbg !2600
  %2512 = lshr i64 %2456, 56, !dbg !2601
    #dbg_value(i64 %2512, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2602)
  %2513 = lshr i32 %2511, 8, !dbg !2604
  %2514 = and i32 %2511, 255, !dbg !2605
  %2515 = zext nneg i32 %2514 to i64, !dbg !2605
  %2516 = xor i64 %2512, %2515, !dbg !2605
  %2517 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2516, !dbg !2605
  %2518 = load i32, ptr %2517, align 4, !dbg !2605, !tbaa !284
  %2519 = xor i32 %2513, %2518, !dbg !2606
  %2520 = lshr i72 %2453, 42, !dbg !2607
  %2521 = trunc nuw nsw i72 %2520 to i64, !dbg !2607
    #dbg_value(i64 %2521, !583, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !2608)
    #dbg_value(ptr poison, !589, !DIExpression(), !2608)
    #dbg_value(i32 0, !590, !DIExpression(), !2608)
    #dbg_value(i64 %2521, !593, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !2610)
    #dbg_value(i64 %2521, !600, !DIExpression(DW_OP_constu, 134217727, DW_OP_and, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2612)
  %2522 = lshr i32 %2519, 8, !dbg !2614
  %2523 = zext i32 %2519 to i64, !dbg !2615
  %2524 = xor i64 %2523, %2521, !dbg !2615
  %2525 = and i64 %2524, 255, !dbg !2616
  %2526 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2525, !dbg !2616
  %2527 = load i32, ptr %2526, align 4, !dbg !2616, !tbaa !284
  %2528 = xor i32 %2522, %2527, !dbg !2617
  %2529 = lshr i64 %2521, 8, !dbg !2618
    #dbg_value(i64 %2521, !600, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2619)
  %2530 = lshr i32 %2528, 8, !dbg !2621
  %2531 = zext i32 %2528 to i64, !dbg !2622
  %2532 = xor i64 %2529, %2531, !dbg !2622
  %2533 = and i64 %2532, 255, !dbg !2623
  %2534 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2533, !dbg !2623
  %2535 = load i32, ptr %2534, align 4, !dbg !2623, !tbaa !284
  %2536 = xor i32 %2530, %2535, !dbg !2624
  %2537 = lshr i64 %2521, 16, !dbg !2625
    #dbg_value(i64 %2521, !600, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2626)
  %2538 = lshr i32 %2536, 8, !dbg !2628
  %2539 = zext i32 %2536 to i64, !dbg !2629
  %2540 = xor i64 %2537, %2539, !dbg !2629
  %2541 = and i64 %2540, 255, !dbg !2630
  %2542 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2541, !dbg !2630
  %2543 = load i32, ptr %2542, align 4, !dbg !2630, !tbaa !284
  %2544 = xor i32 %2538, %2543, !dbg !2631
  %2545 = lshr i64 %2521, 24, !dbg !2632
  %2546 = and i64 %2545, 7, !dbg !2632
    #dbg_value(i64 %2546, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2633)
  %2547 = lshr i32 %2544, 8, !dbg !2635
  %2548 = and i32 %2544, 255, !dbg !2636
  %2549 = zext nneg i32 %2548 to i64, !dbg !2636
  %2550 = xor i64 %2546, %2549, !dbg !2636
  %2551 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2550, !dbg !2636
  %2552 = load i32, ptr %2551, align 4, !dbg !2636, !tbaa !284
  %2553 = xor i32 %2547, %2552, !dbg !2637
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2638)
  %2554 = lshr i32 %2553, 8, !dbg !2640
  %2555 = and i32 %2553, 255, !dbg !2641
  %2556 = zext nneg i32 %2555 to i64, !dbg !2641
  %2557 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2556, !dbg !2641
  %2558 = load i32, ptr %2557, align 4, !dbg !2641, !tbaa !284
  %2559 = xor i32 %2554, %2558, !dbg !2642
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2643)
  %2560 = lshr i32 %2559, 8, !dbg !2645
  %2561 = and i32 %2559, 255, !dbg !2646
  %2562 = zext nneg i32 %2561 to i64, !dbg !2646
  %2563 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2562, !dbg !2646
  %2564 = load i32, ptr %2563, align 4, !dbg !2646, !tbaa !284
  %2565 = xor i32 %2560, %2564, !dbg !2647
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2648)
  %2566 = lshr i32 %2565, 8, !dbg !2650
  %2567 = and i32 %2565, 255, !dbg !2651
  %2568 = zext nneg i32 %2567 to i64, !dbg !2651
  %2569 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2568, !dbg !2651
  %2570 = load i32, ptr %2569, align 4, !dbg !2651, !tbaa !284
  %2571 = xor i32 %2566, %2570, !dbg !2652
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2653)
  %2572 = lshr i32 %2571, 8, !dbg !2655
  %2573 = and i32 %2571, 255, !dbg !2656
  %2574 = zext nneg i32 %2573 to i64, !dbg !2656
  %2575 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2574, !dbg !2656
  %2576 = load i32, ptr %2575, align 4, !dbg !2656, !tbaa !284
  %2577 = xor i32 %2572, %2576, !dbg !2657
  %2578 = load i8, ptr @g_186, align 1, !dbg !2658, !tbaa !527
  %2579 = sext i8 %2578 to i64, !dbg !2658
    #dbg_value(i64 %2579, !583, !DIExpression(), !2659)
    #dbg_value(ptr poison, !589, !DIExpression(), !2659)
    #dbg_value(i32 0, !590, !DIExpression(), !2659)
    #dbg_value(i64 %2579, !593, !DIExpression(), !2661)
    #dbg_value(i64 %2579, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2663)
  %2580 = lshr i32 %2577, 8, !dbg !2665
  %2581 = zext i32 %2577 to i64, !dbg !2666
  %2582 = xor i64 %2581, %2579, !dbg !2666
  %2583 = and i64 %2582, 255, !dbg !2667
  %2584 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2583, !dbg !2667
  %2585 = load i32, ptr %2584, align 4, !dbg !2667, !tbaa !284
  %2586 = xor i32 %2580, %2585, !dbg !2668
  %2587 = lshr i64 %2579, 8, !dbg !2669
    #dbg_value(i64 %2587, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2670)
  %2588 = lshr i32 %2586, 8, !dbg !2672
  %2589 = zext i32 %2586 to i64, !dbg !2673
  %2590 = xor i64 %2587, %2589, !dbg !2673
  %2591 = and i64 %2590, 255, !dbg !2674
  %2592 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2591, !dbg !2674
  %2593 = load i32, ptr %2592, align 4, !dbg !2674, !tbaa !284
  %2594 = xor i32 %2588, %2593, !dbg !2675
  %2595 = lshr i64 %2579, 16, !dbg !2676
    #dbg_value(i64 %2595, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2677)
  %2596 = lshr i32 %2594, 8, !dbg !2679
  %2597 = zext i32 %2594 to i64, !dbg !2680
  %2598 = xor i64 %2595, %2597, !dbg !2680
  %2599 = and i64 %2598, 255, !dbg !2681
  %2600 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2599, !dbg !2681
  %2601 = load i32, ptr %2600, align 4, !dbg !2681, !tbaa !284
  %2602 = xor i32 %2596, %2601, !dbg !2682
  %2603 = lshr i64 %2579, 24, !dbg !2683
    #dbg_value(i64 %2603, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2684)
  %2604 = lshr i32 %2602, 8, !dbg !2686
  %2605 = zext i32 %2602 to i64, !dbg !2687
  %2606 = xor i64 %2603, %2605, !dbg !2687
  %2607 = and i64 %2606, 255, !dbg !2688
  %2608 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2607, !dbg !2688
  %2609 = load i32, ptr %2608, align 4, !dbg !2688, !tbaa !284
  %2610 = xor i32 %2604, %2609, !dbg !2689
  %2611 = lshr i64 %2579, 32, !dbg !2690
    #dbg_value(i64 %2611, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2691)
  %2612 = lshr i32 %2610, 8, !dbg !2693
  %2613 = zext i32 %2610 to i64, !dbg !2694
  %2614 = xor i64 %2611, %2613, !dbg !2694
  %2615 = and i64 %2614, 255, !dbg !2695
  %2616 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2615, !dbg !2695
  %2617 = load i32, ptr %2616, align 4, !dbg !2695, !tbaa !284
  %2618 = xor i32 %2612, %2617, !dbg !2696
  %2619 = lshr i64 %2579, 40, !dbg !2697
    #dbg_value(i64 %2619, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2698)
  %2620 = lshr i32 %2618, 8, !dbg !2700
  %2621 = zext i32 %2618 to i64, !dbg !2701
  %2622 = xor i64 %2619, %2621, !dbg !2701
  %2623 = and i64 %2622, 255, !dbg !2702
  %2624 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2623, !dbg !2702
  %2625 = load i32, ptr %2624, align 4, !dbg !2702, !tbaa !284
  %2626 = xor i32 %2620, %2625, !dbg !2703
  %2627 = lshr i64 %2579, 48, !dbg !2704
    #dbg_value(i64 %2627, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2705)
  %2628 = lshr i32 %2626, 8, !dbg !2707
  %2629 = zext i32 %2626 to i64, !dbg !2708
  %2630 = xor i64 %2627, %2629, !dbg !2708
  %2631 = and i64 %2630, 255, !dbg !2709
  %2632 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2631, !dbg !2709
  %2633 = load i32, ptr %2632, align 4, !dbg !2709, !tbaa !284
  %2634 = xor i32 %2628, %2633, !dbg !2710
  %2635 = lshr i64 %2579, 56, !dbg !2711
    #dbg_value(i64 %2635, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2712)
  %2636 = lshr i32 %2634, 8, !dbg !2714
  %2637 = and i32 %2634, 255, !dbg !2715
  %2638 = zext nneg i32 %2637 to i64, !dbg !2715
  %2639 = xor i64 %2635, %2638, !dbg !2715
  %2640 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2639, !dbg !2715
  %2641 = load i32, ptr %2640, align 4, !dbg !2715, !tbaa !284
  %2642 = xor i32 %2636, %2641, !dbg !2716
  %2643 = load i8, ptr @g_223, align 1, !dbg !2717, !tbaa !527
    #dbg_value(i8 %2643, !583, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2718)
    #dbg_value(ptr poison, !589, !DIExpression(), !2718)
    #dbg_value(i32 0, !590, !DIExpression(), !2718)
    #dbg_value(i8 %2643, !593, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2720)
    #dbg_value(i8 %2643, !600, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2722)
  %2644 = lshr i32 %2642, 8, !dbg !2724
  %2645 = and i32 %2642, 255, !dbg !2725
  %2646 = zext i8 %2643 to i32, !dbg !2725
  %2647 = xor i32 %2645, %2646, !dbg !2725
  %2648 = zext nneg i32 %2647 to i64, !dbg !2725
  %2649 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2648, !dbg !2725
  %2650 = load i32, ptr %2649, align 4, !dbg !2725, !tbaa !284
  %2651 = xor i32 %2644, %2650, !dbg !2726
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2727)
  %2652 = lshr i32 %2651, 8, !dbg !2729
  %2653 = and i32 %2651, 255, !dbg !2730
  %2654 = zext nneg i32 %2653 to i64, !dbg !2730
  %2655 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2654, !dbg !2730
  %2656 = load i32, ptr %2655, align 4, !dbg !2730, !tbaa !284
  %2657 = xor i32 %2652, %2656, !dbg !2731
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2732)
  %2658 = lshr i32 %2657, 8, !dbg !2734
  %2659 = and i32 %2657, 255, !dbg !2735
  %2660 = zext nneg i32 %2659 to i64, !dbg !2735
  %2661 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2660, !dbg !2735
  %2662 = load i32, ptr %2661, align 4, !dbg !2735, !tbaa !284
  %2663 = xor i32 %2658, %2662, !dbg !2736
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2737)
  %2664 = lshr i32 %2663, 8, !dbg !2739
  %2665 = and i32 %2663, 255, !dbg !2740
  %2666 = zext nneg i32 %2665 to i64, !dbg !2740
  %2667 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2666, !dbg !2740
  %2668 = load i32, ptr %2667, align 4, !dbg !2740, !tbaa !284
  %2669 = xor i32 %2664, %2668, !dbg !2741
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2742)
  %2670 = lshr i32 %2669, 8, !dbg !2744
  %2671 = and i32 %2669, 255, !dbg !2745
  %2672 = zext nneg i32 %2671 to i64, !dbg !2745
  %2673 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2672, !dbg !2745
  %2674 = load i32, ptr %2673, align 4, !dbg !2745, !tbaa !284
  %2675 = xor i32 %2670, %2674, !dbg !2746
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2747)
  %2676 = lshr i32 %2675, 8, !dbg !2749
  %2677 = and i32 %2675, 255, !dbg !2750
  %2678 = zext nneg i32 %2677 to i64, !dbg !2750
  %2679 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2678, !dbg !2750
  %2680 = load i32, ptr %2679, align 4, !dbg !2750, !tbaa !284
  %2681 = xor i32 %2676, %2680, !dbg !2751
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2752)
  %2682 = lshr i32 %2681, 8, !dbg !2754
  %2683 = and i32 %2681, 255, !dbg !2755
  %2684 = zext nneg i32 %2683 to i64, !dbg !2755
  %2685 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2684, !dbg !2755
  %2686 = load i32, ptr %2685, align 4, !dbg !2755, !tbaa !284
  %2687 = xor i32 %2682, %2686, !dbg !2756
    #dbg_value(i64 0, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2757)
  %2688 = lshr i32 %2687, 8, !dbg !2759
  %2689 = and i32 %2687, 255, !dbg !2760
  %2690 = zext nneg i32 %2689 to i64, !dbg !2760
  %2691 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2690, !dbg !2760
  %2692 = load i32, ptr %2691, align 4, !dbg !2760, !tbaa !284
  %2693 = xor i32 %2688, %2692, !dbg !2761
  %2694 = sext i32 %151 to i64, !dbg !2762
    #dbg_value(i64 %2694, !583, !DIExpression(), !2763)
    #dbg_value(ptr poison, !589, !DIExpression(), !2763)
    #dbg_value(i32 0, !590, !DIExpression(), !2763)
    #dbg_value(i64 %2694, !593, !DIExpression(), !2765)
    #dbg_value(i64 %2694, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2767)
  %2695 = lshr i32 %2693, 8, !dbg !2769
  %2696 = zext i32 %2693 to i64, !dbg !2770
  %2697 = xor i64 %2696, %2694, !dbg !2770
  %2698 = and i64 %2697, 255, !dbg !2771
  %2699 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2698, !dbg !2771
  %2700 = load i32, ptr %2699, align 4, !dbg !2771, !tbaa !284
  %2701 = xor i32 %2695, %2700, !dbg !2772
  %2702 = lshr i64 %2694, 8, !dbg !2773
    #dbg_value(i64 %2702, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2774)
  %2703 = lshr i32 %2701, 8, !dbg !2776
  %2704 = zext i32 %2701 to i64, !dbg !2777
  %2705 = xor i64 %2702, %2704, !dbg !2777
  %2706 = and i64 %2705, 255, !dbg !2778
  %2707 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2706, !dbg !2778
  %2708 = load i32, ptr %2707, align 4, !dbg !2778, !tbaa !284
  %2709 = xor i32 %2703, %2708, !dbg !2779
  %2710 = lshr i64 %2694, 16, !dbg !2780
    #dbg_value(i64 %2710, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2781)
  %2711 = lshr i32 %2709, 8, !dbg !2783
  %2712 = zext i32 %2709 to i64, !dbg !2784
  %2713 = xor i64 %2710, %2712, !dbg !2784
  %2714 = and i64 %2713, 255, !dbg !2785
  %2715 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2714, !dbg !2785
  %2716 = load i32, ptr %2715, align 4, !dbg !2785, !tbaa !284
  %2717 = xor i32 %2711, %2716, !dbg !2786
  %2718 = lshr i64 %2694, 24, !dbg !2787
    #dbg_value(i64 %2718, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2788)
  %2719 = lshr i32 %2717, 8, !dbg !2790
  %2720 = zext i32 %2717 to i64, !dbg !2791
  %2721 = xor i64 %2718, %2720, !dbg !2791
  %2722 = and i64 %2721, 255, !dbg !2792
  %2723 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2722, !dbg !2792
  %2724 = load i32, ptr %2723, align 4, !dbg !2792, !tbaa !284
  %2725 = xor i32 %2719, %2724, !dbg !2793
  %2726 = lshr i64 %2694, 32, !dbg !2794
    #dbg_value(i64 %2726, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2795)
  %2727 = lshr i32 %2725, 8, !dbg !2797
  %2728 = zext i32 %2725 to i64, !dbg !2798
  %2729 = xor i64 %2726, %2728, !dbg !2798
  %2730 = and i64 %2729, 255, !dbg !2799
  %2731 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2730, !dbg !2799
  %2732 = load i32, ptr %2731, align 4, !dbg !2799, !tbaa !284
  %2733 = xor i32 %2727, %2732, !dbg !2800
  %2734 = lshr i64 %2694, 40, !dbg !2801
    #dbg_value(i64 %2734, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2802)
  %2735 = lshr i32 %2733, 8, !dbg !2804
  %2736 = zext i32 %2733 to i64, !dbg !2805
  %2737 = xor i64 %2734, %2736, !dbg !2805
  %2738 = and i64 %2737, 255, !dbg !2806
  %2739 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2738, !dbg !2806
  %2740 = load i32, ptr %2739, align 4, !dbg !2806, !tbaa !284
  %2741 = xor i32 %2735, %2740, !dbg !2807
  %2742 = lshr i64 %2694, 48, !dbg !2808
    #dbg_value(i64 %2742, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2809)
  %2743 = lshr i32 %2741, 8, !dbg !2811
  %2744 = zext i32 %2741 to i64, !dbg !2812
  %2745 = xor i64 %2742, %2744, !dbg !2812
  %2746 = and i64 %2745, 255, !dbg !2813
  %2747 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2746, !dbg !2813
  %2748 = load i32, ptr %2747, align 4, !dbg !2813, !tbaa !284
  %2749 = xor i32 %2743, %2748, !dbg !2814
  %2750 = lshr i64 %2694, 56, !dbg !2815
    #dbg_value(i64 %2750, !600, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2816)
  %2751 = lshr i32 %2749, 8, !dbg !2818
  %2752 = and i32 %2749, 255, !dbg !2819
  %2753 = zext nneg i32 %2752 to i64, !dbg !2819
  %2754 = xor i64 %2750, %2753, !dbg !2819
  %2755 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %2754, !dbg !2819
  %2756 = load i32, ptr %2755, align 4, !dbg !2819, !tbaa !284
  %2757 = xor i32 %2751, %2756, !dbg !2820
  store i32 %2757, ptr @crc32_context, align 4, !dbg !2821, !tbaa !284
  %2758 = xor i32 %2757, -1, !dbg !2822
    #dbg_value(i32 %2758, !2823, !DIExpression(), !2829)
    #dbg_value(i32 0, !2828, !DIExpression(), !2829)
  %2759 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %2758), !dbg !2831
  ret i32 0, !dbg !2832
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !2833 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!243, !244, !245, !246, !247, !248, !249}
!llvm.ident = !{!250}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_44", scope: !2, file: !3, line: 41, type: !135, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "noargc_4001.c", directory: ".", checksumkind: CSK_MD5, checksum: "3534034cd24d9f9c8644c7351e65ca0b")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !22, !24, !29, !31, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !63, !68, !70, !75, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !132, !138, !142, !144, !147, !152, !154, !159, !0, !161, !178, !194, !196, !199, !201, !203, !209, !211, !220, !222, !224, !226, !228, !233, !235, !237, !240}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 264, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 4)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 265, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 266, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 267, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 268, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 269, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 270, type: !26, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 271, type: !26, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 272, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 273, type: !26, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 274, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 275, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 276, type: !26, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 277, type: !26, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 278, type: !17, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 279, type: !17, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 280, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 281, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 284, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 9)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 285, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 14)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 295, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 15)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 296, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 22)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 301, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 302, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 303, type: !60, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 304, type: !60, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 305, type: !60, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !60, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 307, type: !60, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 308, type: !60, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 309, type: !60, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 310, type: !60, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 311, type: !60, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !60, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 313, type: !60, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 314, type: !60, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 315, type: !60, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 316, type: !60, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 317, type: !60, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 318, type: !60, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 319, type: !53, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 320, type: !53, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 321, type: !53, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !124, line: 47, type: !125, isLocal: true, isDefinition: true)
!124 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 8192, elements: !130)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !127, line: 26, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !129, line: 42, baseType: !6)
!129 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!130 = !{!131}
!131 = !DISubrange(count: 256)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_76", scope: !2, file: !3, line: 44, type: !134, isLocal: true, isDefinition: true)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !136, line: 26, baseType: !137)
!136 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !129, line: 41, baseType: !7)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "g_75", scope: !2, file: !3, line: 45, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_229", scope: !2, file: !3, line: 60, type: !140, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 42, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !134)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !124, line: 114, type: !149, isLocal: true, isDefinition: true)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 36)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!153 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 38, type: !126, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(name: "g_20", scope: !2, file: !3, line: 39, type: !156, isLocal: true, isDefinition: true)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !127, line: 27, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !129, line: 45, baseType: !158)
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_30", scope: !2, file: !3, line: 40, type: !156, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_68", scope: !2, file: !3, line: 43, type: !163, isLocal: true, isDefinition: true)
!163 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !3, line: 31, size: 64, elements: !165)
!165 = !{!166, !171, !177}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !3, line: 32, baseType: !167, size: 16)
!167 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !127, line: 25, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !129, line: 40, baseType: !170)
!170 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !3, line: 33, baseType: !172, size: 16)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !136, line: 25, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !129, line: 39, baseType: !176)
!176 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !164, file: !3, line: 34, baseType: !156, size: 64)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_82", scope: !2, file: !3, line: 46, type: !180, isLocal: true, isDefinition: true)
!180 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 18, size: 168, align: 8, elements: !181)
!181 = !{!182, !184, !186, !188, !189, !190, !192, !193}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !180, file: !3, line: 19, baseType: !183, size: 12, flags: DIFlagBitField, extraData: i64 0)
!183 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !180, file: !3, line: 20, baseType: !185, size: 22, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!185 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !180, file: !3, line: 21, baseType: !187, size: 32, offset: 40)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !180, file: !3, line: 22, baseType: !6, size: 2, offset: 72, flags: DIFlagBitField, extraData: i64 72)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !180, file: !3, line: 23, baseType: !6, size: 20, offset: 74, flags: DIFlagBitField, extraData: i64 72)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !180, file: !3, line: 25, baseType: !191, size: 19, offset: 96, flags: DIFlagBitField, extraData: i64 96)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !180, file: !3, line: 26, baseType: !183, size: 23, offset: 115, flags: DIFlagBitField, extraData: i64 96)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !180, file: !3, line: 27, baseType: !191, size: 27, offset: 138, flags: DIFlagBitField, extraData: i64 96)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_87", scope: !2, file: !3, line: 47, type: !126, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_91", scope: !2, file: !3, line: 48, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !126)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(name: "g_106", scope: !2, file: !3, line: 49, type: !135, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_107", scope: !2, file: !3, line: 50, type: !135, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_108", scope: !2, file: !3, line: 51, type: !205, isLocal: true, isDefinition: true)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 320, elements: !18)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !136, line: 27, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !129, line: 44, baseType: !208)
!208 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_112", scope: !2, file: !3, line: 52, type: !173, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(name: "g_115", scope: !2, file: !3, line: 53, type: !213, isLocal: true, isDefinition: true)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !214, size: 1080, elements: !218)
!214 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !127, line: 24, baseType: !216)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !129, line: 38, baseType: !217)
!217 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!218 = !{!19, !219, !62}
!219 = !DISubrange(count: 3)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(name: "g_136", scope: !2, file: !3, line: 54, type: !168, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_165", scope: !2, file: !3, line: 55, type: !174, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "g_176", scope: !2, file: !3, line: 56, type: !180, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "g_181", scope: !2, file: !3, line: 57, type: !180, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "g_186", scope: !2, file: !3, line: 58, type: !230, isLocal: true, isDefinition: true)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !136, line: 24, baseType: !231)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !129, line: 37, baseType: !232)
!232 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_223", scope: !2, file: !3, line: 59, type: !215, isLocal: true, isDefinition: true)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(name: "g_234", scope: !2, file: !3, line: 61, type: !135, isLocal: true, isDefinition: true)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(scope: null, file: !239, line: 56, type: !72, isLocal: true, isDefinition: true)
!239 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !124, line: 48, type: !126, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709496665, DW_OP_mul, DW_OP_constu, 54954, DW_OP_plus, DW_OP_stack_value))
!243 = !{i32 7, !"Dwarf Version", i32 5}
!244 = !{i32 2, !"Debug Info Version", i32 3}
!245 = !{i32 1, !"wchar_size", i32 4}
!246 = !{i32 8, !"PIC Level", i32 2}
!247 = !{i32 7, !"PIE Level", i32 2}
!248 = !{i32 7, !"uwtable", i32 2}
!249 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!250 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!251 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 257, type: !252, scopeLine: 258, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!7}
!254 = !{!255, !256, !257, !258}
!255 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 259, type: !7)
!256 = !DILocalVariable(name: "j", scope: !251, file: !3, line: 259, type: !7)
!257 = !DILocalVariable(name: "k", scope: !251, file: !3, line: 259, type: !7)
!258 = !DILocalVariable(name: "print_hash_value", scope: !251, file: !3, line: 260, type: !7)
!259 = !DILocation(line: 0, scope: !251)
!260 = !DILocalVariable(name: "poly", scope: !261, file: !124, line: 54, type: !268)
!261 = distinct !DISubprogram(name: "crc32_gentab", scope: !124, file: !124, line: 51, type: !262, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{null}
!264 = !{!265, !260, !266, !267}
!265 = !DILocalVariable(name: "crc", scope: !261, file: !124, line: 53, type: !126)
!266 = !DILocalVariable(name: "i", scope: !261, file: !124, line: 55, type: !7)
!267 = !DILocalVariable(name: "j", scope: !261, file: !124, line: 55, type: !7)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!269 = !DILocation(line: 0, scope: !261, inlinedAt: !270)
!270 = distinct !DILocation(line: 262, column: 5, scope: !251)
!271 = !DILocation(line: 57, column: 2, scope: !272, inlinedAt: !270)
!272 = distinct !DILexicalBlock(scope: !261, file: !124, line: 57, column: 2)
!273 = !DILocation(line: 57, column: 24, scope: !274, inlinedAt: !270)
!274 = distinct !DILexicalBlock(scope: !272, file: !124, line: 57, column: 2)
!275 = !DILocation(line: 60, column: 12, scope: !276, inlinedAt: !270)
!276 = distinct !DILexicalBlock(scope: !277, file: !124, line: 60, column: 8)
!277 = distinct !DILexicalBlock(scope: !278, file: !124, line: 59, column: 27)
!278 = distinct !DILexicalBlock(scope: !279, file: !124, line: 59, column: 3)
!279 = distinct !DILexicalBlock(scope: !280, file: !124, line: 59, column: 3)
!280 = distinct !DILexicalBlock(scope: !274, file: !124, line: 57, column: 28)
!281 = !DILocation(line: 60, column: 8, scope: !277, inlinedAt: !270)
!282 = !DILocation(line: 66, column: 3, scope: !280, inlinedAt: !270)
!283 = !DILocation(line: 66, column: 16, scope: !280, inlinedAt: !270)
!284 = !{!285, !285, i64 0}
!285 = !{!"int", !286, i64 0}
!286 = !{!"omnipotent char", !287, i64 0}
!287 = !{!"Simple C/C++ TBAA"}
!288 = distinct !{!288, !271, !289, !290, !291, !292}
!289 = !DILocation(line: 67, column: 2, scope: !272, inlinedAt: !270)
!290 = !{!"llvm.loop.mustprogress"}
!291 = !{!"llvm.loop.isvectorized", i32 1}
!292 = !{!"llvm.loop.unroll.runtime.disable"}
!293 = !DILocalVariable(name: "l_4", scope: !294, file: !3, line: 78, type: !304)
!294 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 76, type: !295, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!168}
!297 = !{!293, !298, !299, !300, !301, !302, !303}
!298 = !DILocalVariable(name: "l_233", scope: !294, file: !3, line: 79, type: !134)
!299 = !DILocalVariable(name: "l_235", scope: !294, file: !3, line: 80, type: !168)
!300 = !DILocalVariable(name: "l_236", scope: !294, file: !3, line: 81, type: !134)
!301 = !DILocalVariable(name: "l_237", scope: !294, file: !3, line: 82, type: !135)
!302 = !DILocalVariable(name: "i", scope: !294, file: !3, line: 83, type: !7)
!303 = !DILocalVariable(name: "j", scope: !294, file: !3, line: 83, type: !7)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 192, elements: !305)
!305 = !{!28, !219}
!306 = !DILocation(line: 0, scope: !294, inlinedAt: !307)
!307 = distinct !DILocation(line: 263, column: 5, scope: !251)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 164, scope: !310, inlinedAt: !408)
!310 = distinct !DILexicalBlock(scope: !311, file: !3, line: 164, column: 5)
!311 = distinct !DISubprogram(name: "func_16", scope: !3, file: !3, line: 158, type: !312, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !315)
!312 = !DISubroutineType(types: !313)
!313 = !{!215, !314}
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!315 = !{!316, !317, !318, !322, !323, !324, !325, !326, !330, !331, !332, !333, !335, !336, !337, !338, !339, !344, !345, !346, !347, !348, !349, !353, !354, !355, !356, !357, !358, !359, !360, !361, !365, !366, !367, !368, !369, !373, !376, !377, !378, !382, !383, !384, !385, !387, !388, !389, !390, !391, !395, !398, !399, !400, !401, !403, !404, !406}
!316 = !DILocalVariable(name: "p_17", arg: 1, scope: !311, file: !3, line: 158, type: !314)
!317 = !DILocalVariable(name: "l_56", scope: !311, file: !3, line: 160, type: !156)
!318 = !DILocalVariable(name: "l_71", scope: !311, file: !3, line: 161, type: !319)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 13440, elements: !320)
!320 = !{!55, !321, !19}
!321 = !DISubrange(count: 7)
!322 = !DILocalVariable(name: "l_146", scope: !311, file: !3, line: 162, type: !314)
!323 = !DILocalVariable(name: "i", scope: !311, file: !3, line: 163, type: !7)
!324 = !DILocalVariable(name: "j", scope: !311, file: !3, line: 163, type: !7)
!325 = !DILocalVariable(name: "k", scope: !311, file: !3, line: 163, type: !7)
!326 = !DILocalVariable(name: "l_29", scope: !327, file: !3, line: 166, type: !329)
!327 = distinct !DILexicalBlock(scope: !328, file: !3, line: 165, column: 5)
!328 = distinct !DILexicalBlock(scope: !310, file: !3, line: 164, column: 5)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!330 = !DILocalVariable(name: "l_39", scope: !327, file: !3, line: 167, type: !135)
!331 = !DILocalVariable(name: "l_89", scope: !327, file: !3, line: 168, type: !206)
!332 = !DILocalVariable(name: "l_90", scope: !327, file: !3, line: 169, type: !135)
!333 = !DILocalVariable(name: "l_101", scope: !327, file: !3, line: 170, type: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!335 = !DILocalVariable(name: "l_109", scope: !327, file: !3, line: 171, type: !135)
!336 = !DILocalVariable(name: "l_111", scope: !327, file: !3, line: 172, type: !135)
!337 = !DILocalVariable(name: "l_113", scope: !327, file: !3, line: 173, type: !135)
!338 = !DILocalVariable(name: "l_119", scope: !327, file: !3, line: 174, type: !126)
!339 = !DILocalVariable(name: "l_42", scope: !340, file: !3, line: 177, type: !342)
!340 = distinct !DILexicalBlock(scope: !341, file: !3, line: 176, column: 9)
!341 = distinct !DILexicalBlock(scope: !327, file: !3, line: 175, column: 13)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!343 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!344 = !DILocalVariable(name: "l_69", scope: !340, file: !3, line: 178, type: !135)
!345 = !DILocalVariable(name: "l_70", scope: !340, file: !3, line: 179, type: !126)
!346 = !DILocalVariable(name: "l_72", scope: !340, file: !3, line: 180, type: !141)
!347 = !DILocalVariable(name: "l_74", scope: !340, file: !3, line: 181, type: !134)
!348 = !DILocalVariable(name: "l_73", scope: !340, file: !3, line: 182, type: !141)
!349 = !DILocalVariable(name: "l_45", scope: !350, file: !3, line: 185, type: !174)
!350 = distinct !DILexicalBlock(scope: !351, file: !3, line: 184, column: 13)
!351 = distinct !DILexicalBlock(scope: !352, file: !3, line: 183, column: 13)
!352 = distinct !DILexicalBlock(scope: !340, file: !3, line: 183, column: 13)
!353 = !DILocalVariable(name: "l_46", scope: !350, file: !3, line: 186, type: !134)
!354 = !DILocalVariable(name: "l_47", scope: !350, file: !3, line: 187, type: !134)
!355 = !DILocalVariable(name: "l_48", scope: !350, file: !3, line: 188, type: !134)
!356 = !DILocalVariable(name: "l_49", scope: !350, file: !3, line: 189, type: !134)
!357 = !DILocalVariable(name: "l_50", scope: !350, file: !3, line: 190, type: !134)
!358 = !DILocalVariable(name: "l_51", scope: !350, file: !3, line: 191, type: !134)
!359 = !DILocalVariable(name: "l_52", scope: !350, file: !3, line: 192, type: !134)
!360 = !DILocalVariable(name: "l_53", scope: !350, file: !3, line: 193, type: !134)
!361 = !DILocalVariable(name: "l_54", scope: !350, file: !3, line: 194, type: !362)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 768, elements: !363)
!363 = !{!219, !364, !364}
!364 = !DISubrange(count: 2)
!365 = !DILocalVariable(name: "l_55", scope: !350, file: !3, line: 195, type: !174)
!366 = !DILocalVariable(name: "i", scope: !350, file: !3, line: 196, type: !7)
!367 = !DILocalVariable(name: "j", scope: !350, file: !3, line: 196, type: !7)
!368 = !DILocalVariable(name: "k", scope: !350, file: !3, line: 196, type: !7)
!369 = !DILocalVariable(name: "l_77", scope: !370, file: !3, line: 204, type: !126)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 203, column: 13)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 202, column: 13)
!372 = distinct !DILexicalBlock(scope: !340, file: !3, line: 202, column: 13)
!373 = !DILocalVariable(name: "l_86", scope: !374, file: !3, line: 213, type: !375)
!374 = distinct !DILexicalBlock(scope: !341, file: !3, line: 212, column: 9)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!376 = !DILocalVariable(name: "l_88", scope: !374, file: !3, line: 214, type: !135)
!377 = !DILocalVariable(name: "l_100", scope: !374, file: !3, line: 215, type: !135)
!378 = !DILocalVariable(name: "l_104", scope: !374, file: !3, line: 216, type: !379)
!379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 504, elements: !380)
!380 = !{!62, !321, !381}
!381 = !DISubrange(count: 1)
!382 = !DILocalVariable(name: "l_105", scope: !374, file: !3, line: 217, type: !135)
!383 = !DILocalVariable(name: "l_110", scope: !374, file: !3, line: 218, type: !135)
!384 = !DILocalVariable(name: "l_114", scope: !374, file: !3, line: 219, type: !135)
!385 = !DILocalVariable(name: "l_118", scope: !374, file: !3, line: 220, type: !386)
!386 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 96, elements: !54)
!387 = !DILocalVariable(name: "l_145", scope: !374, file: !3, line: 221, type: !135)
!388 = !DILocalVariable(name: "i", scope: !374, file: !3, line: 222, type: !7)
!389 = !DILocalVariable(name: "j", scope: !374, file: !3, line: 222, type: !7)
!390 = !DILocalVariable(name: "k", scope: !374, file: !3, line: 222, type: !7)
!391 = !DILocalVariable(name: "l_102", scope: !392, file: !3, line: 228, type: !394)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 227, column: 13)
!393 = distinct !DILexicalBlock(scope: !374, file: !3, line: 226, column: 17)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!395 = !DILocalVariable(name: "l_103", scope: !392, file: !3, line: 229, type: !396)
!396 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 7776, elements: !397)
!397 = !{!62, !62, !219}
!398 = !DILocalVariable(name: "i", scope: !392, file: !3, line: 230, type: !7)
!399 = !DILocalVariable(name: "j", scope: !392, file: !3, line: 230, type: !7)
!400 = !DILocalVariable(name: "k", scope: !392, file: !3, line: 230, type: !7)
!401 = !DILocalVariable(name: "l_126", scope: !402, file: !3, line: 238, type: !334)
!402 = distinct !DILexicalBlock(scope: !393, file: !3, line: 237, column: 13)
!403 = !DILocalVariable(name: "l_129", scope: !402, file: !3, line: 239, type: !135)
!404 = !DILocalVariable(name: "l_132", scope: !402, file: !3, line: 240, type: !405)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!406 = !DILocalVariable(name: "l_135", scope: !402, file: !3, line: 241, type: !407)
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!408 = distinct !DILocation(line: 104, column: 44, scope: !409, inlinedAt: !457)
!409 = distinct !DISubprogram(name: "func_10", scope: !3, file: !3, line: 94, type: !410, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !412)
!410 = !DISubroutineType(types: !411)
!411 = !{!168, !126, !206, !215}
!412 = !{!413, !414, !415, !416, !417, !418, !422, !423, !424, !425, !426, !427, !431, !434, !435, !436, !437, !438, !441, !443, !444, !445, !448, !450, !452, !453, !454, !455}
!413 = !DILocalVariable(name: "p_11", arg: 1, scope: !409, file: !3, line: 94, type: !126)
!414 = !DILocalVariable(name: "p_12", arg: 2, scope: !409, file: !3, line: 94, type: !206)
!415 = !DILocalVariable(name: "p_13", arg: 3, scope: !409, file: !3, line: 94, type: !215)
!416 = !DILocalVariable(name: "l_18", scope: !409, file: !3, line: 96, type: !168)
!417 = !DILocalVariable(name: "l_19", scope: !409, file: !3, line: 97, type: !329)
!418 = !DILocalVariable(name: "l_147", scope: !409, file: !3, line: 98, type: !419)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 640, elements: !420)
!420 = !{!421}
!421 = !DISubrange(count: 10)
!422 = !DILocalVariable(name: "l_180", scope: !409, file: !3, line: 99, type: !334)
!423 = !DILocalVariable(name: "l_179", scope: !409, file: !3, line: 100, type: !394)
!424 = !DILocalVariable(name: "l_225", scope: !409, file: !3, line: 101, type: !168)
!425 = !DILocalVariable(name: "l_230", scope: !409, file: !3, line: 102, type: !126)
!426 = !DILocalVariable(name: "i", scope: !409, file: !3, line: 103, type: !7)
!427 = !DILocalVariable(name: "l_150", scope: !428, file: !3, line: 107, type: !375)
!428 = distinct !DILexicalBlock(scope: !429, file: !3, line: 106, column: 5)
!429 = distinct !DILexicalBlock(scope: !430, file: !3, line: 105, column: 5)
!430 = distinct !DILexicalBlock(scope: !409, file: !3, line: 105, column: 5)
!431 = !DILocalVariable(name: "l_164", scope: !428, file: !3, line: 108, type: !432)
!432 = !DICompositeType(tag: DW_TAG_array_type, baseType: !405, size: 1280, elements: !433)
!433 = !{!14, !19}
!434 = !DILocalVariable(name: "l_166", scope: !428, file: !3, line: 109, type: !135)
!435 = !DILocalVariable(name: "l_167", scope: !428, file: !3, line: 110, type: !135)
!436 = !DILocalVariable(name: "i", scope: !428, file: !3, line: 111, type: !7)
!437 = !DILocalVariable(name: "j", scope: !428, file: !3, line: 111, type: !7)
!438 = !DILocalVariable(name: "l_182", scope: !439, file: !3, line: 114, type: !230)
!439 = distinct !DILexicalBlock(scope: !440, file: !3, line: 113, column: 9)
!440 = distinct !DILexicalBlock(scope: !428, file: !3, line: 112, column: 13)
!441 = !DILocalVariable(name: "l_183", scope: !439, file: !3, line: 115, type: !442)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!443 = !DILocalVariable(name: "l_184", scope: !439, file: !3, line: 116, type: !442)
!444 = !DILocalVariable(name: "l_185", scope: !439, file: !3, line: 117, type: !442)
!445 = !DILocalVariable(name: "l_220", scope: !439, file: !3, line: 118, type: !446)
!446 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 2688, elements: !447)
!447 = !{!55, !321}
!448 = !DILocalVariable(name: "l_221", scope: !439, file: !3, line: 119, type: !449)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!450 = !DILocalVariable(name: "l_222", scope: !439, file: !3, line: 120, type: !451)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!452 = !DILocalVariable(name: "l_224", scope: !439, file: !3, line: 121, type: !135)
!453 = !DILocalVariable(name: "i", scope: !439, file: !3, line: 122, type: !7)
!454 = !DILocalVariable(name: "j", scope: !439, file: !3, line: 122, type: !7)
!455 = !DILocalVariable(name: "l_226", scope: !456, file: !3, line: 130, type: !168)
!456 = distinct !DILexicalBlock(scope: !440, file: !3, line: 129, column: 9)
!457 = distinct !DILocation(line: 84, column: 156, scope: !294, inlinedAt: !307)
!458 = !DILocation(line: 0, scope: !409, inlinedAt: !457)
!459 = !DILocation(line: 0, scope: !311, inlinedAt: !408)
!460 = distinct !DIAssignID()
!461 = distinct !DIAssignID()
!462 = !DILocation(line: 250, column: 12, scope: !311, inlinedAt: !408)
!463 = !DILocation(line: 104, column: 44, scope: !409, inlinedAt: !457)
!464 = !DILocation(line: 104, column: 264, scope: !409, inlinedAt: !457)
!465 = !{!466, !285, i64 5}
!466 = !{!"S1", !285, i64 0, !285, i64 1, !285, i64 5, !285, i64 9, !285, i64 9, !285, i64 12, !285, i64 14, !285, i64 17}
!467 = !DILocation(line: 104, column: 256, scope: !409, inlinedAt: !457)
!468 = !DILocalVariable(name: "right", arg: 2, scope: !469, file: !470, line: 130, type: !6)
!469 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !470, file: !470, line: 130, type: !471, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !473)
!470 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!471 = !DISubroutineType(types: !472)
!472 = !{!230, !230, !6}
!473 = !{!474, !468}
!474 = !DILocalVariable(name: "left", arg: 1, scope: !469, file: !470, line: 130, type: !230)
!475 = !DILocation(line: 0, scope: !469, inlinedAt: !476)
!476 = distinct !DILocation(line: 104, column: 15, scope: !409, inlinedAt: !457)
!477 = !DILocation(line: 104, column: 11, scope: !409, inlinedAt: !457)
!478 = !DILocation(line: 105, column: 5, scope: !430, inlinedAt: !457)
!479 = !DILocation(line: 112, column: 528, scope: !440, inlinedAt: !457)
!480 = !DILocation(line: 0, scope: !428, inlinedAt: !457)
!481 = distinct !DIAssignID()
!482 = !DILocation(line: 112, column: 67, scope: !440, inlinedAt: !457)
!483 = !{!484, !484, i64 0}
!484 = !{!"long", !286, i64 0}
!485 = !DILocation(line: 112, column: 66, scope: !440, inlinedAt: !457)
!486 = !DILocation(line: 0, scope: !469, inlinedAt: !487)
!487 = distinct !DILocation(line: 112, column: 38, scope: !440, inlinedAt: !457)
!488 = !DILocation(line: 135, column: 12, scope: !469, inlinedAt: !487)
!489 = !DILocation(line: 135, column: 17, scope: !469, inlinedAt: !487)
!490 = !DILocation(line: 112, column: 37, scope: !440, inlinedAt: !457)
!491 = !DILocation(line: 112, column: 35, scope: !440, inlinedAt: !457)
!492 = !DILocation(line: 112, column: 316, scope: !440, inlinedAt: !457)
!493 = !DILocalVariable(name: "si1", arg: 1, scope: !494, file: !470, line: 186, type: !174)
!494 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !470, file: !470, line: 186, type: !495, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !497)
!495 = !DISubroutineType(types: !496)
!496 = !{!174, !174, !174}
!497 = !{!493, !498}
!498 = !DILocalVariable(name: "si2", arg: 2, scope: !494, file: !470, line: 186, type: !174)
!499 = !DILocation(line: 0, scope: !494, inlinedAt: !500)
!500 = distinct !DILocation(line: 112, column: 290, scope: !440, inlinedAt: !457)
!501 = !DILocation(line: 196, column: 9, scope: !494, inlinedAt: !500)
!502 = !DILocalVariable(name: "si1", arg: 1, scope: !503, file: !470, line: 42, type: !230)
!503 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !470, file: !470, line: 42, type: !504, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !506)
!504 = !DISubroutineType(types: !505)
!505 = !{!230, !230, !230}
!506 = !{!502, !507}
!507 = !DILocalVariable(name: "si2", arg: 2, scope: !503, file: !470, line: 42, type: !230)
!508 = !DILocation(line: 0, scope: !503, inlinedAt: !509)
!509 = distinct !DILocation(line: 112, column: 264, scope: !440, inlinedAt: !457)
!510 = !DILocation(line: 52, column: 10, scope: !503, inlinedAt: !509)
!511 = !DILocation(line: 112, column: 263, scope: !440, inlinedAt: !457)
!512 = !DILocation(line: 112, column: 260, scope: !440, inlinedAt: !457)
!513 = !DILocation(line: 112, column: 453, scope: !440, inlinedAt: !457)
!514 = !{!515, !515, i64 0}
!515 = !{!"any pointer", !286, i64 0}
!516 = !DILocation(line: 112, column: 526, scope: !440, inlinedAt: !457)
!517 = !DILocation(line: 112, column: 20, scope: !440, inlinedAt: !457)
!518 = !DILocation(line: 112, column: 13, scope: !428, inlinedAt: !457)
!519 = !DILocation(line: 0, scope: !439, inlinedAt: !457)
!520 = !DILocation(line: 0, scope: !469, inlinedAt: !521)
!521 = distinct !DILocation(line: 123, column: 175, scope: !439, inlinedAt: !457)
!522 = !DILocation(line: 123, column: 342, scope: !439, inlinedAt: !457)
!523 = !DILocation(line: 0, scope: !503, inlinedAt: !524)
!524 = distinct !DILocation(line: 123, column: 35, scope: !439, inlinedAt: !457)
!525 = !DILocation(line: 52, column: 10, scope: !503, inlinedAt: !524)
!526 = !DILocation(line: 123, column: 32, scope: !439, inlinedAt: !457)
!527 = !{!286, !286, i64 0}
!528 = !DILocation(line: 124, column: 51, scope: !439, inlinedAt: !457)
!529 = !DILocation(line: 0, scope: !494, inlinedAt: !530)
!530 = distinct !DILocation(line: 124, column: 166, scope: !439, inlinedAt: !457)
!531 = !DILocation(line: 124, column: 297, scope: !439, inlinedAt: !457)
!532 = !DILocation(line: 125, column: 78, scope: !439, inlinedAt: !457)
!533 = !DILocation(line: 0, scope: !469, inlinedAt: !534)
!534 = distinct !DILocation(line: 125, column: 32, scope: !439, inlinedAt: !457)
!535 = !DILocation(line: 125, column: 15, scope: !439, inlinedAt: !457)
!536 = !DILocation(line: 125, column: 21, scope: !439, inlinedAt: !457)
!537 = !DILocation(line: 126, column: 284, scope: !439, inlinedAt: !457)
!538 = !DILocation(line: 126, column: 117, scope: !439, inlinedAt: !457)
!539 = !DILocation(line: 126, column: 123, scope: !439, inlinedAt: !457)
!540 = !DILocation(line: 126, column: 430, scope: !439, inlinedAt: !457)
!541 = !DILocation(line: 126, column: 427, scope: !439, inlinedAt: !457)
!542 = !DILocation(line: 126, column: 46, scope: !439, inlinedAt: !457)
!543 = !DILocation(line: 126, column: 44, scope: !439, inlinedAt: !457)
!544 = !DILocation(line: 127, column: 9, scope: !439, inlinedAt: !457)
!545 = !DILocation(line: 133, column: 15, scope: !546, inlinedAt: !457)
!546 = distinct !DILexicalBlock(scope: !428, file: !3, line: 133, column: 13)
!547 = !DILocation(line: 133, column: 14, scope: !546, inlinedAt: !457)
!548 = !DILocation(line: 133, column: 13, scope: !546, inlinedAt: !457)
!549 = !DILocation(line: 133, column: 13, scope: !428, inlinedAt: !457)
!550 = !DILocation(line: 135, column: 22, scope: !428, inlinedAt: !457)
!551 = !DILocation(line: 135, column: 21, scope: !428, inlinedAt: !457)
!552 = !DILocation(line: 135, column: 11, scope: !428, inlinedAt: !457)
!553 = !DILocation(line: 135, column: 18, scope: !428, inlinedAt: !457)
!554 = !DILocation(line: 136, column: 9, scope: !555, inlinedAt: !457)
!555 = distinct !DILexicalBlock(scope: !428, file: !3, line: 136, column: 9)
!556 = !DILocation(line: 142, column: 21, scope: !557, inlinedAt: !457)
!557 = distinct !DILexicalBlock(scope: !558, file: !3, line: 141, column: 17)
!558 = distinct !DILexicalBlock(scope: !559, file: !3, line: 140, column: 17)
!559 = distinct !DILexicalBlock(scope: !560, file: !3, line: 140, column: 17)
!560 = distinct !DILexicalBlock(scope: !561, file: !3, line: 139, column: 13)
!561 = distinct !DILexicalBlock(scope: !562, file: !3, line: 138, column: 13)
!562 = distinct !DILexicalBlock(scope: !563, file: !3, line: 138, column: 13)
!563 = distinct !DILexicalBlock(scope: !564, file: !3, line: 137, column: 9)
!564 = distinct !DILexicalBlock(scope: !555, file: !3, line: 136, column: 9)
!565 = !DILocation(line: 142, column: 47, scope: !557, inlinedAt: !457)
!566 = !DILocation(line: 138, scope: !562, inlinedAt: !457)
!567 = !DILocation(line: 136, column: 42, scope: !564, inlinedAt: !457)
!568 = !DILocation(line: 136, column: 31, scope: !564, inlinedAt: !457)
!569 = distinct !{!569, !554, !570, !290}
!570 = !DILocation(line: 145, column: 9, scope: !555, inlinedAt: !457)
!571 = !DILocation(line: 105, column: 41, scope: !429, inlinedAt: !457)
!572 = !DILocation(line: 105, column: 28, scope: !429, inlinedAt: !457)
!573 = distinct !{!573, !478, !574, !290}
!574 = !DILocation(line: 146, column: 5, scope: !430, inlinedAt: !457)
!575 = !DILocation(line: 147, column: 7, scope: !409, inlinedAt: !457)
!576 = !DILocation(line: 147, column: 13, scope: !409, inlinedAt: !457)
!577 = !DILocation(line: 149, column: 17, scope: !409, inlinedAt: !457)
!578 = !DILocation(line: 149, column: 5, scope: !409, inlinedAt: !457)
!579 = !DILocation(line: 84, column: 205, scope: !294, inlinedAt: !307)
!580 = !DILocation(line: 84, column: 204, scope: !294, inlinedAt: !307)
!581 = !DILocation(line: 84, column: 124, scope: !294, inlinedAt: !307)
!582 = !DILocation(line: 85, column: 18, scope: !294, inlinedAt: !307)
!583 = !DILocalVariable(name: "val", arg: 1, scope: !584, file: !124, line: 110, type: !156)
!584 = distinct !DISubprogram(name: "transparent_crc", scope: !124, file: !124, line: 110, type: !585, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !588)
!585 = !DISubroutineType(types: !586)
!586 = !{null, !156, !587, !7}
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!588 = !{!583, !589, !590}
!589 = !DILocalVariable(name: "vname", arg: 2, scope: !584, file: !124, line: 110, type: !587)
!590 = !DILocalVariable(name: "flag", arg: 3, scope: !584, file: !124, line: 110, type: !7)
!591 = !DILocation(line: 0, scope: !584, inlinedAt: !592)
!592 = distinct !DILocation(line: 264, column: 5, scope: !251)
!593 = !DILocalVariable(name: "val", arg: 1, scope: !594, file: !124, line: 97, type: !156)
!594 = distinct !DISubprogram(name: "crc32_8bytes", scope: !124, file: !124, line: 97, type: !595, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !597)
!595 = !DISubroutineType(types: !596)
!596 = !{null, !156}
!597 = !{!593}
!598 = !DILocation(line: 0, scope: !594, inlinedAt: !599)
!599 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !592)
!600 = !DILocalVariable(name: "b", arg: 1, scope: !601, file: !124, line: 71, type: !215)
!601 = distinct !DISubprogram(name: "crc32_byte", scope: !124, file: !124, line: 71, type: !602, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !604)
!602 = !DISubroutineType(types: !603)
!603 = !{null, !215}
!604 = !{!600}
!605 = !DILocation(line: 0, scope: !601, inlinedAt: !606)
!606 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !599)
!607 = !DILocation(line: 73, column: 5, scope: !601, inlinedAt: !606)
!608 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !606)
!609 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !606)
!610 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !606)
!611 = !DILocation(line: 0, scope: !601, inlinedAt: !612)
!612 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !599)
!613 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !612)
!614 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !612)
!615 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !612)
!616 = !DILocation(line: 0, scope: !601, inlinedAt: !617)
!617 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !599)
!618 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !617)
!619 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !617)
!620 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !617)
!621 = !DILocation(line: 0, scope: !601, inlinedAt: !622)
!622 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !599)
!623 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !622)
!624 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !622)
!625 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !622)
!626 = !DILocation(line: 0, scope: !601, inlinedAt: !627)
!627 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !599)
!628 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !627)
!629 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !627)
!630 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !627)
!631 = !DILocation(line: 0, scope: !601, inlinedAt: !632)
!632 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !599)
!633 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !632)
!634 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !632)
!635 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !632)
!636 = !DILocation(line: 0, scope: !601, inlinedAt: !637)
!637 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !599)
!638 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !637)
!639 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !637)
!640 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !637)
!641 = !DILocation(line: 0, scope: !601, inlinedAt: !642)
!642 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !599)
!643 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !642)
!644 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !642)
!645 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !642)
!646 = !DILocation(line: 0, scope: !584, inlinedAt: !647)
!647 = distinct !DILocation(line: 265, column: 5, scope: !251)
!648 = !DILocation(line: 0, scope: !594, inlinedAt: !649)
!649 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !647)
!650 = !DILocation(line: 0, scope: !601, inlinedAt: !651)
!651 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !649)
!652 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !651)
!653 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !651)
!654 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !651)
!655 = !DILocation(line: 0, scope: !601, inlinedAt: !656)
!656 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !649)
!657 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !656)
!658 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !656)
!659 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !656)
!660 = !DILocation(line: 0, scope: !601, inlinedAt: !661)
!661 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !649)
!662 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !661)
!663 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !661)
!664 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !661)
!665 = !DILocation(line: 0, scope: !601, inlinedAt: !666)
!666 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !649)
!667 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !666)
!668 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !666)
!669 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !666)
!670 = !DILocation(line: 0, scope: !601, inlinedAt: !671)
!671 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !649)
!672 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !671)
!673 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !671)
!674 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !671)
!675 = !DILocation(line: 0, scope: !601, inlinedAt: !676)
!676 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !649)
!677 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !676)
!678 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !676)
!679 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !676)
!680 = !DILocation(line: 0, scope: !601, inlinedAt: !681)
!681 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !649)
!682 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !681)
!683 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !681)
!684 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !681)
!685 = !DILocation(line: 0, scope: !601, inlinedAt: !686)
!686 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !649)
!687 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !686)
!688 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !686)
!689 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !686)
!690 = !DILocation(line: 0, scope: !584, inlinedAt: !691)
!691 = distinct !DILocation(line: 266, column: 5, scope: !251)
!692 = !DILocation(line: 0, scope: !594, inlinedAt: !693)
!693 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !691)
!694 = !DILocation(line: 0, scope: !601, inlinedAt: !695)
!695 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !693)
!696 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !695)
!697 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !695)
!698 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !695)
!699 = !DILocation(line: 0, scope: !601, inlinedAt: !700)
!700 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !693)
!701 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !700)
!702 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !700)
!703 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !700)
!704 = !DILocation(line: 0, scope: !601, inlinedAt: !705)
!705 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !693)
!706 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !705)
!707 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !705)
!708 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !705)
!709 = !DILocation(line: 0, scope: !601, inlinedAt: !710)
!710 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !693)
!711 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !710)
!712 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !710)
!713 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !710)
!714 = !DILocation(line: 0, scope: !601, inlinedAt: !715)
!715 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !693)
!716 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !715)
!717 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !715)
!718 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !715)
!719 = !DILocation(line: 0, scope: !601, inlinedAt: !720)
!720 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !693)
!721 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !720)
!722 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !720)
!723 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !720)
!724 = !DILocation(line: 0, scope: !601, inlinedAt: !725)
!725 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !693)
!726 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !725)
!727 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !725)
!728 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !725)
!729 = !DILocation(line: 0, scope: !601, inlinedAt: !730)
!730 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !693)
!731 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !730)
!732 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !730)
!733 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !730)
!734 = !DILocation(line: 267, column: 21, scope: !251)
!735 = !DILocation(line: 0, scope: !584, inlinedAt: !736)
!736 = distinct !DILocation(line: 267, column: 5, scope: !251)
!737 = !DILocation(line: 0, scope: !594, inlinedAt: !738)
!738 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !736)
!739 = !DILocation(line: 0, scope: !601, inlinedAt: !740)
!740 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !738)
!741 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !740)
!742 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !740)
!743 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !740)
!744 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !740)
!745 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !738)
!746 = !DILocation(line: 0, scope: !601, inlinedAt: !747)
!747 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !738)
!748 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !747)
!749 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !747)
!750 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !747)
!751 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !747)
!752 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !738)
!753 = !DILocation(line: 0, scope: !601, inlinedAt: !754)
!754 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !738)
!755 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !754)
!756 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !754)
!757 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !754)
!758 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !754)
!759 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !738)
!760 = !DILocation(line: 0, scope: !601, inlinedAt: !761)
!761 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !738)
!762 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !761)
!763 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !761)
!764 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !761)
!765 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !761)
!766 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !738)
!767 = !DILocation(line: 0, scope: !601, inlinedAt: !768)
!768 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !738)
!769 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !768)
!770 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !768)
!771 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !768)
!772 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !768)
!773 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !738)
!774 = !DILocation(line: 0, scope: !601, inlinedAt: !775)
!775 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !738)
!776 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !775)
!777 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !775)
!778 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !775)
!779 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !775)
!780 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !738)
!781 = !DILocation(line: 0, scope: !601, inlinedAt: !782)
!782 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !738)
!783 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !782)
!784 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !782)
!785 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !782)
!786 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !782)
!787 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !738)
!788 = !DILocation(line: 0, scope: !601, inlinedAt: !789)
!789 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !738)
!790 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !789)
!791 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !789)
!792 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !789)
!793 = !DILocation(line: 268, column: 26, scope: !251)
!794 = !DILocation(line: 268, column: 21, scope: !251)
!795 = !DILocation(line: 0, scope: !584, inlinedAt: !796)
!796 = distinct !DILocation(line: 268, column: 5, scope: !251)
!797 = !DILocation(line: 0, scope: !594, inlinedAt: !798)
!798 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !796)
!799 = !DILocation(line: 0, scope: !601, inlinedAt: !800)
!800 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !798)
!801 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !800)
!802 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !800)
!803 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !800)
!804 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !800)
!805 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !798)
!806 = !DILocation(line: 0, scope: !601, inlinedAt: !807)
!807 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !798)
!808 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !807)
!809 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !807)
!810 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !807)
!811 = !DILocation(line: 0, scope: !601, inlinedAt: !812)
!812 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !798)
!813 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !812)
!814 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !812)
!815 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !812)
!816 = !DILocation(line: 0, scope: !601, inlinedAt: !817)
!817 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !798)
!818 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !817)
!819 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !817)
!820 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !817)
!821 = !DILocation(line: 0, scope: !601, inlinedAt: !822)
!822 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !798)
!823 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !822)
!824 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !822)
!825 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !822)
!826 = !DILocation(line: 0, scope: !601, inlinedAt: !827)
!827 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !798)
!828 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !827)
!829 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !827)
!830 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !827)
!831 = !DILocation(line: 0, scope: !601, inlinedAt: !832)
!832 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !798)
!833 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !832)
!834 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !832)
!835 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !832)
!836 = !DILocation(line: 0, scope: !601, inlinedAt: !837)
!837 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !798)
!838 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !837)
!839 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !837)
!840 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !837)
!841 = !DILocation(line: 269, column: 26, scope: !251)
!842 = !DILocation(line: 269, column: 21, scope: !251)
!843 = !DILocation(line: 0, scope: !584, inlinedAt: !844)
!844 = distinct !DILocation(line: 269, column: 5, scope: !251)
!845 = !DILocation(line: 0, scope: !594, inlinedAt: !846)
!846 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !844)
!847 = !DILocation(line: 0, scope: !601, inlinedAt: !848)
!848 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !846)
!849 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !848)
!850 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !848)
!851 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !848)
!852 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !848)
!853 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !846)
!854 = !DILocation(line: 0, scope: !601, inlinedAt: !855)
!855 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !846)
!856 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !855)
!857 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !855)
!858 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !855)
!859 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !855)
!860 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !846)
!861 = !DILocation(line: 0, scope: !601, inlinedAt: !862)
!862 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !846)
!863 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !862)
!864 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !862)
!865 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !862)
!866 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !862)
!867 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !846)
!868 = !DILocation(line: 0, scope: !601, inlinedAt: !869)
!869 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !846)
!870 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !869)
!871 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !869)
!872 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !869)
!873 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !869)
!874 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !846)
!875 = !DILocation(line: 0, scope: !601, inlinedAt: !876)
!876 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !846)
!877 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !876)
!878 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !876)
!879 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !876)
!880 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !876)
!881 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !846)
!882 = !DILocation(line: 0, scope: !601, inlinedAt: !883)
!883 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !846)
!884 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !883)
!885 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !883)
!886 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !883)
!887 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !883)
!888 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !846)
!889 = !DILocation(line: 0, scope: !601, inlinedAt: !890)
!890 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !846)
!891 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !890)
!892 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !890)
!893 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !890)
!894 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !890)
!895 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !846)
!896 = !DILocation(line: 0, scope: !601, inlinedAt: !897)
!897 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !846)
!898 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !897)
!899 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !897)
!900 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !897)
!901 = !DILocation(line: 270, column: 26, scope: !251)
!902 = !DILocation(line: 270, column: 21, scope: !251)
!903 = !DILocation(line: 0, scope: !584, inlinedAt: !904)
!904 = distinct !DILocation(line: 270, column: 5, scope: !251)
!905 = !DILocation(line: 0, scope: !594, inlinedAt: !906)
!906 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !904)
!907 = !DILocation(line: 0, scope: !601, inlinedAt: !908)
!908 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !906)
!909 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !908)
!910 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !908)
!911 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !908)
!912 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !908)
!913 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !906)
!914 = !DILocation(line: 0, scope: !601, inlinedAt: !915)
!915 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !906)
!916 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !915)
!917 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !915)
!918 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !915)
!919 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !915)
!920 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !906)
!921 = !DILocation(line: 0, scope: !601, inlinedAt: !922)
!922 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !906)
!923 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !922)
!924 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !922)
!925 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !922)
!926 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !922)
!927 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !906)
!928 = !DILocation(line: 0, scope: !601, inlinedAt: !929)
!929 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !906)
!930 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !929)
!931 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !929)
!932 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !929)
!933 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !929)
!934 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !906)
!935 = !DILocation(line: 0, scope: !601, inlinedAt: !936)
!936 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !906)
!937 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !936)
!938 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !936)
!939 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !936)
!940 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !936)
!941 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !906)
!942 = !DILocation(line: 0, scope: !601, inlinedAt: !943)
!943 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !906)
!944 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !943)
!945 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !943)
!946 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !943)
!947 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !943)
!948 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !906)
!949 = !DILocation(line: 0, scope: !601, inlinedAt: !950)
!950 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !906)
!951 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !950)
!952 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !950)
!953 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !950)
!954 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !950)
!955 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !906)
!956 = !DILocation(line: 0, scope: !601, inlinedAt: !957)
!957 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !906)
!958 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !957)
!959 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !957)
!960 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !957)
!961 = !DILocation(line: 271, column: 26, scope: !251)
!962 = !DILocation(line: 0, scope: !584, inlinedAt: !963)
!963 = distinct !DILocation(line: 271, column: 5, scope: !251)
!964 = !DILocation(line: 0, scope: !594, inlinedAt: !965)
!965 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !963)
!966 = !DILocation(line: 0, scope: !601, inlinedAt: !967)
!967 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !965)
!968 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !967)
!969 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !967)
!970 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !967)
!971 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !967)
!972 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !965)
!973 = !DILocation(line: 0, scope: !601, inlinedAt: !974)
!974 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !965)
!975 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !974)
!976 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !974)
!977 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !974)
!978 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !974)
!979 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !965)
!980 = !DILocation(line: 0, scope: !601, inlinedAt: !981)
!981 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !965)
!982 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !981)
!983 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !981)
!984 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !981)
!985 = !DILocation(line: 0, scope: !601, inlinedAt: !986)
!986 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !965)
!987 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !986)
!988 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !986)
!989 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !986)
!990 = !DILocation(line: 0, scope: !601, inlinedAt: !991)
!991 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !965)
!992 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !991)
!993 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !991)
!994 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !991)
!995 = !DILocation(line: 0, scope: !601, inlinedAt: !996)
!996 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !965)
!997 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !996)
!998 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !996)
!999 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !996)
!1000 = !DILocation(line: 0, scope: !601, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !965)
!1002 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1001)
!1003 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1001)
!1004 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1001)
!1005 = !DILocation(line: 0, scope: !601, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !965)
!1007 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1006)
!1008 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1006)
!1009 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1006)
!1010 = !DILocation(line: 272, column: 21, scope: !251)
!1011 = !DILocation(line: 0, scope: !584, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 272, column: 5, scope: !251)
!1013 = !DILocation(line: 0, scope: !594, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1012)
!1015 = !DILocation(line: 0, scope: !601, inlinedAt: !1016)
!1016 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1014)
!1017 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1016)
!1018 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1016)
!1019 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1016)
!1020 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1016)
!1021 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1014)
!1022 = !DILocation(line: 0, scope: !601, inlinedAt: !1023)
!1023 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1014)
!1024 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1023)
!1025 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1023)
!1026 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1023)
!1027 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1023)
!1028 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1014)
!1029 = !DILocation(line: 0, scope: !601, inlinedAt: !1030)
!1030 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1014)
!1031 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1030)
!1032 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1030)
!1033 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1030)
!1034 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1030)
!1035 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1014)
!1036 = !DILocation(line: 0, scope: !601, inlinedAt: !1037)
!1037 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1014)
!1038 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1037)
!1039 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1037)
!1040 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1037)
!1041 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1037)
!1042 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1014)
!1043 = !DILocation(line: 0, scope: !601, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1014)
!1045 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1044)
!1046 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1044)
!1047 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1044)
!1048 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1044)
!1049 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1014)
!1050 = !DILocation(line: 0, scope: !601, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1014)
!1052 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1051)
!1053 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1051)
!1054 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1051)
!1055 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1051)
!1056 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1014)
!1057 = !DILocation(line: 0, scope: !601, inlinedAt: !1058)
!1058 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1014)
!1059 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1058)
!1060 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1058)
!1061 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1058)
!1062 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1058)
!1063 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1014)
!1064 = !DILocation(line: 0, scope: !601, inlinedAt: !1065)
!1065 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1014)
!1066 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1065)
!1067 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1065)
!1068 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1065)
!1069 = !DILocation(line: 273, column: 26, scope: !251)
!1070 = !DILocation(line: 0, scope: !584, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 273, column: 5, scope: !251)
!1072 = !DILocation(line: 0, scope: !594, inlinedAt: !1073)
!1073 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1071)
!1074 = !DILocation(line: 0, scope: !601, inlinedAt: !1075)
!1075 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1073)
!1076 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1075)
!1077 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1075)
!1078 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1075)
!1079 = !DILocation(line: 0, scope: !601, inlinedAt: !1080)
!1080 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1073)
!1081 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1080)
!1082 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1080)
!1083 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1080)
!1084 = !DILocation(line: 0, scope: !601, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1073)
!1086 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1085)
!1087 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1085)
!1088 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1085)
!1089 = !DILocation(line: 0, scope: !601, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1073)
!1091 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1090)
!1092 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1090)
!1093 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1090)
!1094 = !DILocation(line: 0, scope: !601, inlinedAt: !1095)
!1095 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1073)
!1096 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1095)
!1097 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1095)
!1098 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1095)
!1099 = !DILocation(line: 0, scope: !601, inlinedAt: !1100)
!1100 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1073)
!1101 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1100)
!1102 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1100)
!1103 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1100)
!1104 = !DILocation(line: 0, scope: !601, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1073)
!1106 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1105)
!1107 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1105)
!1108 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1105)
!1109 = !DILocation(line: 0, scope: !601, inlinedAt: !1110)
!1110 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1073)
!1111 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1110)
!1112 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1110)
!1113 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1110)
!1114 = !DILocation(line: 274, column: 26, scope: !251)
!1115 = !DILocation(line: 274, column: 21, scope: !251)
!1116 = !DILocation(line: 0, scope: !584, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 274, column: 5, scope: !251)
!1118 = !DILocation(line: 0, scope: !594, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1117)
!1120 = !DILocation(line: 0, scope: !601, inlinedAt: !1121)
!1121 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1119)
!1122 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1121)
!1123 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1121)
!1124 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1121)
!1125 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1121)
!1126 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1119)
!1127 = !DILocation(line: 0, scope: !601, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1119)
!1129 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1128)
!1130 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1128)
!1131 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1128)
!1132 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1128)
!1133 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1119)
!1134 = !DILocation(line: 0, scope: !601, inlinedAt: !1135)
!1135 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1119)
!1136 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1135)
!1137 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1135)
!1138 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1135)
!1139 = !DILocation(line: 0, scope: !601, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1119)
!1141 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1140)
!1142 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1140)
!1143 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1140)
!1144 = !DILocation(line: 0, scope: !601, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1119)
!1146 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1145)
!1147 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1145)
!1148 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1145)
!1149 = !DILocation(line: 0, scope: !601, inlinedAt: !1150)
!1150 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1119)
!1151 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1150)
!1152 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1150)
!1153 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1150)
!1154 = !DILocation(line: 0, scope: !601, inlinedAt: !1155)
!1155 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1119)
!1156 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1155)
!1157 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1155)
!1158 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1155)
!1159 = !DILocation(line: 0, scope: !601, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1119)
!1161 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1160)
!1162 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1160)
!1163 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1160)
!1164 = !DILocation(line: 275, column: 26, scope: !251)
!1165 = !DILocation(line: 0, scope: !584, inlinedAt: !1166)
!1166 = distinct !DILocation(line: 275, column: 5, scope: !251)
!1167 = !DILocation(line: 0, scope: !594, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1166)
!1169 = !DILocation(line: 0, scope: !601, inlinedAt: !1170)
!1170 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1168)
!1171 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1170)
!1172 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1170)
!1173 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1170)
!1174 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1170)
!1175 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1168)
!1176 = !DILocation(line: 0, scope: !601, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1168)
!1178 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1177)
!1179 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1177)
!1180 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1177)
!1181 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1177)
!1182 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1168)
!1183 = !DILocation(line: 0, scope: !601, inlinedAt: !1184)
!1184 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1168)
!1185 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1184)
!1186 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1184)
!1187 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1184)
!1188 = !DILocation(line: 0, scope: !601, inlinedAt: !1189)
!1189 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1168)
!1190 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1189)
!1191 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1189)
!1192 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1189)
!1193 = !DILocation(line: 0, scope: !601, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1168)
!1195 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1194)
!1196 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1194)
!1197 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1194)
!1198 = !DILocation(line: 0, scope: !601, inlinedAt: !1199)
!1199 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1168)
!1200 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1199)
!1201 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1199)
!1202 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1199)
!1203 = !DILocation(line: 0, scope: !601, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1168)
!1205 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1204)
!1206 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1204)
!1207 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1204)
!1208 = !DILocation(line: 0, scope: !601, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1168)
!1210 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1209)
!1211 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1209)
!1212 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1209)
!1213 = !DILocation(line: 72, column: 16, scope: !601, inlinedAt: !1209)
!1214 = !DILocation(line: 276, column: 26, scope: !251)
!1215 = !DILocation(line: 0, scope: !584, inlinedAt: !1216)
!1216 = distinct !DILocation(line: 276, column: 5, scope: !251)
!1217 = !DILocation(line: 0, scope: !594, inlinedAt: !1218)
!1218 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1216)
!1219 = !DILocation(line: 0, scope: !601, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1218)
!1221 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1220)
!1222 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1220)
!1223 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1220)
!1224 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1220)
!1225 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1218)
!1226 = !DILocation(line: 0, scope: !601, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1218)
!1228 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1227)
!1229 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1227)
!1230 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1227)
!1231 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1227)
!1232 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1218)
!1233 = !DILocation(line: 0, scope: !601, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1218)
!1235 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1234)
!1236 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1234)
!1237 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1234)
!1238 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1234)
!1239 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1218)
!1240 = !DILocation(line: 0, scope: !601, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1218)
!1242 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1241)
!1243 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1241)
!1244 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1241)
!1245 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1241)
!1246 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1218)
!1247 = !DILocation(line: 0, scope: !601, inlinedAt: !1248)
!1248 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1218)
!1249 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1248)
!1250 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1248)
!1251 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1248)
!1252 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1248)
!1253 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1218)
!1254 = !DILocation(line: 0, scope: !601, inlinedAt: !1255)
!1255 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1218)
!1256 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1255)
!1257 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1255)
!1258 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1255)
!1259 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1255)
!1260 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1218)
!1261 = !DILocation(line: 0, scope: !601, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1218)
!1263 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1262)
!1264 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1262)
!1265 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1262)
!1266 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1262)
!1267 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1218)
!1268 = !DILocation(line: 0, scope: !601, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1218)
!1270 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1269)
!1271 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1269)
!1272 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1269)
!1273 = !DILocation(line: 277, column: 26, scope: !251)
!1274 = !DILocation(line: 0, scope: !584, inlinedAt: !1275)
!1275 = distinct !DILocation(line: 277, column: 5, scope: !251)
!1276 = !DILocation(line: 0, scope: !594, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1275)
!1278 = !DILocation(line: 0, scope: !601, inlinedAt: !1279)
!1279 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1277)
!1280 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1279)
!1281 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1279)
!1282 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1279)
!1283 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1279)
!1284 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1277)
!1285 = !DILocation(line: 0, scope: !601, inlinedAt: !1286)
!1286 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1277)
!1287 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1286)
!1288 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1286)
!1289 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1286)
!1290 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1286)
!1291 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1277)
!1292 = !DILocation(line: 0, scope: !601, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1277)
!1294 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1293)
!1295 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1293)
!1296 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1293)
!1297 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1293)
!1298 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1277)
!1299 = !DILocation(line: 0, scope: !601, inlinedAt: !1300)
!1300 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1277)
!1301 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1300)
!1302 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1300)
!1303 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1300)
!1304 = !DILocation(line: 0, scope: !601, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1277)
!1306 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1305)
!1307 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1305)
!1308 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1305)
!1309 = !DILocation(line: 0, scope: !601, inlinedAt: !1310)
!1310 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1277)
!1311 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1310)
!1312 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1310)
!1313 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1310)
!1314 = !DILocation(line: 0, scope: !601, inlinedAt: !1315)
!1315 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1277)
!1316 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1315)
!1317 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1315)
!1318 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1315)
!1319 = !DILocation(line: 0, scope: !601, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1277)
!1321 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1320)
!1322 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1320)
!1323 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1320)
!1324 = !DILocation(line: 278, column: 21, scope: !251)
!1325 = !DILocation(line: 0, scope: !584, inlinedAt: !1326)
!1326 = distinct !DILocation(line: 278, column: 5, scope: !251)
!1327 = !DILocation(line: 0, scope: !594, inlinedAt: !1328)
!1328 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1326)
!1329 = !DILocation(line: 0, scope: !601, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1328)
!1331 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1330)
!1332 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1330)
!1333 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1330)
!1334 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1330)
!1335 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1328)
!1336 = !DILocation(line: 0, scope: !601, inlinedAt: !1337)
!1337 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1328)
!1338 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1337)
!1339 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1337)
!1340 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1337)
!1341 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1337)
!1342 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1328)
!1343 = !DILocation(line: 0, scope: !601, inlinedAt: !1344)
!1344 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1328)
!1345 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1344)
!1346 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1344)
!1347 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1344)
!1348 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1344)
!1349 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1328)
!1350 = !DILocation(line: 0, scope: !601, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1328)
!1352 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1351)
!1353 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1351)
!1354 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1351)
!1355 = !DILocation(line: 0, scope: !601, inlinedAt: !1356)
!1356 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1328)
!1357 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1356)
!1358 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1356)
!1359 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1356)
!1360 = !DILocation(line: 0, scope: !601, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1328)
!1362 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1361)
!1363 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1361)
!1364 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1361)
!1365 = !DILocation(line: 0, scope: !601, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1328)
!1367 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1366)
!1368 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1366)
!1369 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1366)
!1370 = !DILocation(line: 0, scope: !601, inlinedAt: !1371)
!1371 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1328)
!1372 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1371)
!1373 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1371)
!1374 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1371)
!1375 = !DILocation(line: 279, column: 21, scope: !251)
!1376 = !DILocation(line: 0, scope: !584, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 279, column: 5, scope: !251)
!1378 = !DILocation(line: 0, scope: !594, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1377)
!1380 = !DILocation(line: 0, scope: !601, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1379)
!1382 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1381)
!1383 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1381)
!1384 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1381)
!1385 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1381)
!1386 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1379)
!1387 = !DILocation(line: 0, scope: !601, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1379)
!1389 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1388)
!1390 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1388)
!1391 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1388)
!1392 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1388)
!1393 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1379)
!1394 = !DILocation(line: 0, scope: !601, inlinedAt: !1395)
!1395 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1379)
!1396 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1395)
!1397 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1395)
!1398 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1395)
!1399 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1395)
!1400 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1379)
!1401 = !DILocation(line: 0, scope: !601, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1379)
!1403 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1402)
!1404 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1402)
!1405 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1402)
!1406 = !DILocation(line: 0, scope: !601, inlinedAt: !1407)
!1407 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1379)
!1408 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1407)
!1409 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1407)
!1410 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1407)
!1411 = !DILocation(line: 0, scope: !601, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1379)
!1413 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1412)
!1414 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1412)
!1415 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1412)
!1416 = !DILocation(line: 0, scope: !601, inlinedAt: !1417)
!1417 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1379)
!1418 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1417)
!1419 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1417)
!1420 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1417)
!1421 = !DILocation(line: 0, scope: !601, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1379)
!1423 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1422)
!1424 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1422)
!1425 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1422)
!1426 = !DILocation(line: 280, column: 21, scope: !251)
!1427 = !DILocation(line: 0, scope: !584, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 280, column: 5, scope: !251)
!1429 = !DILocation(line: 0, scope: !594, inlinedAt: !1430)
!1430 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1428)
!1431 = !DILocation(line: 0, scope: !601, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1430)
!1433 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1432)
!1434 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1432)
!1435 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1432)
!1436 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1432)
!1437 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1430)
!1438 = !DILocation(line: 0, scope: !601, inlinedAt: !1439)
!1439 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1430)
!1440 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1439)
!1441 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1439)
!1442 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1439)
!1443 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1439)
!1444 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1430)
!1445 = !DILocation(line: 0, scope: !601, inlinedAt: !1446)
!1446 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1430)
!1447 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1446)
!1448 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1446)
!1449 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1446)
!1450 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1446)
!1451 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1430)
!1452 = !DILocation(line: 0, scope: !601, inlinedAt: !1453)
!1453 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1430)
!1454 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1453)
!1455 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1453)
!1456 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1453)
!1457 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1453)
!1458 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1430)
!1459 = !DILocation(line: 0, scope: !601, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1430)
!1461 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1460)
!1462 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1460)
!1463 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1460)
!1464 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1460)
!1465 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1430)
!1466 = !DILocation(line: 0, scope: !601, inlinedAt: !1467)
!1467 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1430)
!1468 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1467)
!1469 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1467)
!1470 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1467)
!1471 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1467)
!1472 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1430)
!1473 = !DILocation(line: 0, scope: !601, inlinedAt: !1474)
!1474 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1430)
!1475 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1474)
!1476 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1474)
!1477 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1474)
!1478 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1474)
!1479 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1430)
!1480 = !DILocation(line: 0, scope: !601, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1430)
!1482 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1481)
!1483 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1481)
!1484 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1481)
!1485 = !DILocation(line: 0, scope: !584, inlinedAt: !1486)
!1486 = distinct !DILocation(line: 281, column: 5, scope: !251)
!1487 = !DILocation(line: 0, scope: !594, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1486)
!1489 = !DILocation(line: 0, scope: !601, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1488)
!1491 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1490)
!1492 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1490)
!1493 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1490)
!1494 = !DILocation(line: 0, scope: !601, inlinedAt: !1495)
!1495 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1488)
!1496 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1495)
!1497 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1495)
!1498 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1495)
!1499 = !DILocation(line: 0, scope: !601, inlinedAt: !1500)
!1500 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1488)
!1501 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1500)
!1502 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1500)
!1503 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1500)
!1504 = !DILocation(line: 0, scope: !601, inlinedAt: !1505)
!1505 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1488)
!1506 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1505)
!1507 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1505)
!1508 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1505)
!1509 = !DILocation(line: 0, scope: !601, inlinedAt: !1510)
!1510 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1488)
!1511 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1510)
!1512 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1510)
!1513 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1510)
!1514 = !DILocation(line: 0, scope: !601, inlinedAt: !1515)
!1515 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1488)
!1516 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1515)
!1517 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1515)
!1518 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1515)
!1519 = !DILocation(line: 0, scope: !601, inlinedAt: !1520)
!1520 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1488)
!1521 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1520)
!1522 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1520)
!1523 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1520)
!1524 = !DILocation(line: 0, scope: !601, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1488)
!1526 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1525)
!1527 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1525)
!1528 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1525)
!1529 = !DILocation(line: 282, column: 5, scope: !1530)
!1530 = distinct !DILexicalBlock(scope: !251, file: !3, line: 282, column: 5)
!1531 = !DILocation(line: 284, column: 25, scope: !1532)
!1532 = distinct !DILexicalBlock(scope: !1533, file: !3, line: 283, column: 5)
!1533 = distinct !DILexicalBlock(scope: !1530, file: !3, line: 282, column: 5)
!1534 = !DILocation(line: 0, scope: !584, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 284, column: 9, scope: !1532)
!1536 = !DILocation(line: 0, scope: !594, inlinedAt: !1537)
!1537 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1535)
!1538 = !DILocation(line: 0, scope: !601, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1537)
!1540 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1539)
!1541 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1539)
!1542 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1539)
!1543 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1539)
!1544 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1537)
!1545 = !DILocation(line: 0, scope: !601, inlinedAt: !1546)
!1546 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1537)
!1547 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1546)
!1548 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1546)
!1549 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1546)
!1550 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1546)
!1551 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1537)
!1552 = !DILocation(line: 0, scope: !601, inlinedAt: !1553)
!1553 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1537)
!1554 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1553)
!1555 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1553)
!1556 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1553)
!1557 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1553)
!1558 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1537)
!1559 = !DILocation(line: 0, scope: !601, inlinedAt: !1560)
!1560 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1537)
!1561 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1560)
!1562 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1560)
!1563 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1560)
!1564 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1560)
!1565 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1537)
!1566 = !DILocation(line: 0, scope: !601, inlinedAt: !1567)
!1567 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1537)
!1568 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1567)
!1569 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1567)
!1570 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1567)
!1571 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1567)
!1572 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1537)
!1573 = !DILocation(line: 0, scope: !601, inlinedAt: !1574)
!1574 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1537)
!1575 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1574)
!1576 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1574)
!1577 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1574)
!1578 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1574)
!1579 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1537)
!1580 = !DILocation(line: 0, scope: !601, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1537)
!1582 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1581)
!1583 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1581)
!1584 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1581)
!1585 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1581)
!1586 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1537)
!1587 = !DILocation(line: 0, scope: !601, inlinedAt: !1588)
!1588 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1537)
!1589 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1588)
!1590 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1588)
!1591 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1588)
!1592 = !DILocation(line: 282, column: 25, scope: !1533)
!1593 = !DILocation(line: 282, column: 19, scope: !1533)
!1594 = distinct !{!1594, !1529, !1595, !290}
!1595 = !DILocation(line: 287, column: 5, scope: !1530)
!1596 = !DILocation(line: 288, column: 21, scope: !251)
!1597 = !{!1598, !1598, i64 0}
!1598 = !{!"short", !286, i64 0}
!1599 = !DILocation(line: 0, scope: !584, inlinedAt: !1600)
!1600 = distinct !DILocation(line: 288, column: 5, scope: !251)
!1601 = !DILocation(line: 0, scope: !594, inlinedAt: !1602)
!1602 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1600)
!1603 = !DILocation(line: 0, scope: !601, inlinedAt: !1604)
!1604 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1602)
!1605 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1604)
!1606 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1604)
!1607 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1604)
!1608 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1604)
!1609 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1602)
!1610 = !DILocation(line: 0, scope: !601, inlinedAt: !1611)
!1611 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1602)
!1612 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1611)
!1613 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1611)
!1614 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1611)
!1615 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1611)
!1616 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1602)
!1617 = !DILocation(line: 0, scope: !601, inlinedAt: !1618)
!1618 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1602)
!1619 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1618)
!1620 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1618)
!1621 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1618)
!1622 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1618)
!1623 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1602)
!1624 = !DILocation(line: 0, scope: !601, inlinedAt: !1625)
!1625 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1602)
!1626 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1625)
!1627 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1625)
!1628 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1625)
!1629 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1625)
!1630 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1602)
!1631 = !DILocation(line: 0, scope: !601, inlinedAt: !1632)
!1632 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1602)
!1633 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1632)
!1634 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1632)
!1635 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1632)
!1636 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1632)
!1637 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1602)
!1638 = !DILocation(line: 0, scope: !601, inlinedAt: !1639)
!1639 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1602)
!1640 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1639)
!1641 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1639)
!1642 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1639)
!1643 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1639)
!1644 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1602)
!1645 = !DILocation(line: 0, scope: !601, inlinedAt: !1646)
!1646 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1602)
!1647 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1646)
!1648 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1646)
!1649 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1646)
!1650 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1646)
!1651 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1602)
!1652 = !DILocation(line: 0, scope: !601, inlinedAt: !1653)
!1653 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1602)
!1654 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1653)
!1655 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1653)
!1656 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1653)
!1657 = !DILocation(line: 289, column: 5, scope: !1658)
!1658 = distinct !DILexicalBlock(scope: !251, file: !3, line: 289, column: 5)
!1659 = !DILocation(line: 293, column: 13, scope: !1660)
!1660 = distinct !DILexicalBlock(scope: !1661, file: !3, line: 293, column: 13)
!1661 = distinct !DILexicalBlock(scope: !1662, file: !3, line: 292, column: 9)
!1662 = distinct !DILexicalBlock(scope: !1663, file: !3, line: 291, column: 9)
!1663 = distinct !DILexicalBlock(scope: !1664, file: !3, line: 291, column: 9)
!1664 = distinct !DILexicalBlock(scope: !1665, file: !3, line: 290, column: 5)
!1665 = distinct !DILexicalBlock(scope: !1658, file: !3, line: 289, column: 5)
!1666 = !DILocation(line: 295, column: 33, scope: !1667)
!1667 = distinct !DILexicalBlock(scope: !1668, file: !3, line: 294, column: 13)
!1668 = distinct !DILexicalBlock(scope: !1660, file: !3, line: 293, column: 13)
!1669 = !DILocation(line: 0, scope: !584, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 295, column: 17, scope: !1667)
!1671 = !DILocation(line: 0, scope: !594, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1670)
!1673 = !DILocation(line: 0, scope: !601, inlinedAt: !1674)
!1674 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1672)
!1675 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1674)
!1676 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1674)
!1677 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1674)
!1678 = !DILocation(line: 0, scope: !601, inlinedAt: !1679)
!1679 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1672)
!1680 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1679)
!1681 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1679)
!1682 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1679)
!1683 = !DILocation(line: 0, scope: !601, inlinedAt: !1684)
!1684 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1672)
!1685 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1684)
!1686 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1684)
!1687 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1684)
!1688 = !DILocation(line: 0, scope: !601, inlinedAt: !1689)
!1689 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1672)
!1690 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1689)
!1691 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1689)
!1692 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1689)
!1693 = !DILocation(line: 0, scope: !601, inlinedAt: !1694)
!1694 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1672)
!1695 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1694)
!1696 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1694)
!1697 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1694)
!1698 = !DILocation(line: 0, scope: !601, inlinedAt: !1699)
!1699 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1672)
!1700 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1699)
!1701 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1699)
!1702 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1699)
!1703 = !DILocation(line: 0, scope: !601, inlinedAt: !1704)
!1704 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1672)
!1705 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1704)
!1706 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1704)
!1707 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1704)
!1708 = !DILocation(line: 0, scope: !601, inlinedAt: !1709)
!1709 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1672)
!1710 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1709)
!1711 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1709)
!1712 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1709)
!1713 = !DILocation(line: 293, column: 33, scope: !1668)
!1714 = !DILocation(line: 293, column: 27, scope: !1668)
!1715 = distinct !{!1715, !1659, !1716, !290}
!1716 = !DILocation(line: 298, column: 13, scope: !1660)
!1717 = !DILocation(line: 289, column: 25, scope: !1665)
!1718 = !DILocation(line: 289, column: 19, scope: !1665)
!1719 = distinct !{!1719, !1657, !1720, !290}
!1720 = !DILocation(line: 300, column: 5, scope: !1658)
!1721 = !DILocation(line: 301, column: 21, scope: !251)
!1722 = !DILocation(line: 0, scope: !584, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 301, column: 5, scope: !251)
!1724 = !DILocation(line: 0, scope: !594, inlinedAt: !1725)
!1725 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1723)
!1726 = !DILocation(line: 0, scope: !601, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1725)
!1728 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1727)
!1729 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1727)
!1730 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1727)
!1731 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1727)
!1732 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1725)
!1733 = !DILocation(line: 0, scope: !601, inlinedAt: !1734)
!1734 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1725)
!1735 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1734)
!1736 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1734)
!1737 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1734)
!1738 = !DILocation(line: 0, scope: !601, inlinedAt: !1739)
!1739 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1725)
!1740 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1739)
!1741 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1739)
!1742 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1739)
!1743 = !DILocation(line: 0, scope: !601, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1725)
!1745 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1744)
!1746 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1744)
!1747 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1744)
!1748 = !DILocation(line: 0, scope: !601, inlinedAt: !1749)
!1749 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1725)
!1750 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1749)
!1751 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1749)
!1752 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1749)
!1753 = !DILocation(line: 0, scope: !601, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1725)
!1755 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1754)
!1756 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1754)
!1757 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1754)
!1758 = !DILocation(line: 0, scope: !601, inlinedAt: !1759)
!1759 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1725)
!1760 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1759)
!1761 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1759)
!1762 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1759)
!1763 = !DILocation(line: 0, scope: !601, inlinedAt: !1764)
!1764 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1725)
!1765 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1764)
!1766 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1764)
!1767 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1764)
!1768 = !DILocation(line: 0, scope: !584, inlinedAt: !1769)
!1769 = distinct !DILocation(line: 302, column: 5, scope: !251)
!1770 = !DILocation(line: 0, scope: !594, inlinedAt: !1771)
!1771 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1769)
!1772 = !DILocation(line: 0, scope: !601, inlinedAt: !1773)
!1773 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1771)
!1774 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1773)
!1775 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1773)
!1776 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1773)
!1777 = !DILocation(line: 0, scope: !601, inlinedAt: !1778)
!1778 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1771)
!1779 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1778)
!1780 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1778)
!1781 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1778)
!1782 = !DILocation(line: 0, scope: !601, inlinedAt: !1783)
!1783 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1771)
!1784 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1783)
!1785 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1783)
!1786 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1783)
!1787 = !DILocation(line: 0, scope: !601, inlinedAt: !1788)
!1788 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1771)
!1789 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1788)
!1790 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1788)
!1791 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1788)
!1792 = !DILocation(line: 0, scope: !601, inlinedAt: !1793)
!1793 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1771)
!1794 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1793)
!1795 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1793)
!1796 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1793)
!1797 = !DILocation(line: 0, scope: !601, inlinedAt: !1798)
!1798 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1771)
!1799 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1798)
!1800 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1798)
!1801 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1798)
!1802 = !DILocation(line: 0, scope: !601, inlinedAt: !1803)
!1803 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1771)
!1804 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1803)
!1805 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1803)
!1806 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1803)
!1807 = !DILocation(line: 0, scope: !601, inlinedAt: !1808)
!1808 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1771)
!1809 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1808)
!1810 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1808)
!1811 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1808)
!1812 = !DILocation(line: 303, column: 27, scope: !251)
!1813 = !DILocation(line: 303, column: 21, scope: !251)
!1814 = !DILocation(line: 0, scope: !584, inlinedAt: !1815)
!1815 = distinct !DILocation(line: 303, column: 5, scope: !251)
!1816 = !DILocation(line: 0, scope: !594, inlinedAt: !1817)
!1817 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1815)
!1818 = !DILocation(line: 0, scope: !601, inlinedAt: !1819)
!1819 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1817)
!1820 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1819)
!1821 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1819)
!1822 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1819)
!1823 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1819)
!1824 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1817)
!1825 = !DILocation(line: 0, scope: !601, inlinedAt: !1826)
!1826 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1817)
!1827 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1826)
!1828 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1826)
!1829 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1826)
!1830 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1826)
!1831 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1817)
!1832 = !DILocation(line: 0, scope: !601, inlinedAt: !1833)
!1833 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1817)
!1834 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1833)
!1835 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1833)
!1836 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1833)
!1837 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1833)
!1838 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1817)
!1839 = !DILocation(line: 0, scope: !601, inlinedAt: !1840)
!1840 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1817)
!1841 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1840)
!1842 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1840)
!1843 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1840)
!1844 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1840)
!1845 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1817)
!1846 = !DILocation(line: 0, scope: !601, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1817)
!1848 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1847)
!1849 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1847)
!1850 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1847)
!1851 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1847)
!1852 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1817)
!1853 = !DILocation(line: 0, scope: !601, inlinedAt: !1854)
!1854 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1817)
!1855 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1854)
!1856 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1854)
!1857 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1854)
!1858 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1854)
!1859 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1817)
!1860 = !DILocation(line: 0, scope: !601, inlinedAt: !1861)
!1861 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1817)
!1862 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1861)
!1863 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1861)
!1864 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1861)
!1865 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1861)
!1866 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1817)
!1867 = !DILocation(line: 0, scope: !601, inlinedAt: !1868)
!1868 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1817)
!1869 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1868)
!1870 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1868)
!1871 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1868)
!1872 = !DILocation(line: 304, column: 27, scope: !251)
!1873 = !DILocation(line: 0, scope: !584, inlinedAt: !1874)
!1874 = distinct !DILocation(line: 304, column: 5, scope: !251)
!1875 = !DILocation(line: 0, scope: !594, inlinedAt: !1876)
!1876 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1874)
!1877 = !DILocation(line: 0, scope: !601, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1876)
!1879 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1878)
!1880 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1878)
!1881 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1878)
!1882 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1878)
!1883 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1876)
!1884 = !DILocation(line: 0, scope: !601, inlinedAt: !1885)
!1885 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1876)
!1886 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1885)
!1887 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1885)
!1888 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1885)
!1889 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1885)
!1890 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1876)
!1891 = !DILocation(line: 0, scope: !601, inlinedAt: !1892)
!1892 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1876)
!1893 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1892)
!1894 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1892)
!1895 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1892)
!1896 = !DILocation(line: 0, scope: !601, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1876)
!1898 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1897)
!1899 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1897)
!1900 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1897)
!1901 = !DILocation(line: 0, scope: !601, inlinedAt: !1902)
!1902 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1876)
!1903 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1902)
!1904 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1902)
!1905 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1902)
!1906 = !DILocation(line: 0, scope: !601, inlinedAt: !1907)
!1907 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1876)
!1908 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1907)
!1909 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1907)
!1910 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1907)
!1911 = !DILocation(line: 0, scope: !601, inlinedAt: !1912)
!1912 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1876)
!1913 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1912)
!1914 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1912)
!1915 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1912)
!1916 = !DILocation(line: 0, scope: !601, inlinedAt: !1917)
!1917 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1876)
!1918 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1917)
!1919 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1917)
!1920 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1917)
!1921 = !DILocation(line: 305, column: 27, scope: !251)
!1922 = !DILocation(line: 305, column: 21, scope: !251)
!1923 = !DILocation(line: 0, scope: !584, inlinedAt: !1924)
!1924 = distinct !DILocation(line: 305, column: 5, scope: !251)
!1925 = !DILocation(line: 0, scope: !594, inlinedAt: !1926)
!1926 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1924)
!1927 = !DILocation(line: 0, scope: !601, inlinedAt: !1928)
!1928 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1926)
!1929 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1928)
!1930 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1928)
!1931 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1928)
!1932 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1928)
!1933 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !1926)
!1934 = !DILocation(line: 0, scope: !601, inlinedAt: !1935)
!1935 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1926)
!1936 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1935)
!1937 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1935)
!1938 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1935)
!1939 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1935)
!1940 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !1926)
!1941 = !DILocation(line: 0, scope: !601, inlinedAt: !1942)
!1942 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1926)
!1943 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1942)
!1944 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1942)
!1945 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1942)
!1946 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1942)
!1947 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !1926)
!1948 = !DILocation(line: 0, scope: !601, inlinedAt: !1949)
!1949 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1926)
!1950 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1949)
!1951 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1949)
!1952 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1949)
!1953 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1949)
!1954 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !1926)
!1955 = !DILocation(line: 0, scope: !601, inlinedAt: !1956)
!1956 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1926)
!1957 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1956)
!1958 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1956)
!1959 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1956)
!1960 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1956)
!1961 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !1926)
!1962 = !DILocation(line: 0, scope: !601, inlinedAt: !1963)
!1963 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1926)
!1964 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1963)
!1965 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1963)
!1966 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1963)
!1967 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1963)
!1968 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !1926)
!1969 = !DILocation(line: 0, scope: !601, inlinedAt: !1970)
!1970 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1926)
!1971 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1970)
!1972 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !1970)
!1973 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1970)
!1974 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1970)
!1975 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !1926)
!1976 = !DILocation(line: 0, scope: !601, inlinedAt: !1977)
!1977 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1926)
!1978 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1977)
!1979 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1977)
!1980 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1977)
!1981 = !DILocation(line: 306, column: 27, scope: !251)
!1982 = !DILocation(line: 0, scope: !584, inlinedAt: !1983)
!1983 = distinct !DILocation(line: 306, column: 5, scope: !251)
!1984 = !DILocation(line: 0, scope: !594, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !1983)
!1986 = !DILocation(line: 0, scope: !601, inlinedAt: !1987)
!1987 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !1985)
!1988 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1987)
!1989 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1987)
!1990 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1987)
!1991 = !DILocation(line: 0, scope: !601, inlinedAt: !1992)
!1992 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !1985)
!1993 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1992)
!1994 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1992)
!1995 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1992)
!1996 = !DILocation(line: 0, scope: !601, inlinedAt: !1997)
!1997 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !1985)
!1998 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !1997)
!1999 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !1997)
!2000 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !1997)
!2001 = !DILocation(line: 0, scope: !601, inlinedAt: !2002)
!2002 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !1985)
!2003 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2002)
!2004 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2002)
!2005 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2002)
!2006 = !DILocation(line: 0, scope: !601, inlinedAt: !2007)
!2007 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !1985)
!2008 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2007)
!2009 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2007)
!2010 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2007)
!2011 = !DILocation(line: 0, scope: !601, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !1985)
!2013 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2012)
!2014 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2012)
!2015 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2012)
!2016 = !DILocation(line: 0, scope: !601, inlinedAt: !2017)
!2017 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !1985)
!2018 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2017)
!2019 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2017)
!2020 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2017)
!2021 = !DILocation(line: 0, scope: !601, inlinedAt: !2022)
!2022 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !1985)
!2023 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2022)
!2024 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2022)
!2025 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2022)
!2026 = !DILocation(line: 307, column: 27, scope: !251)
!2027 = !DILocation(line: 307, column: 21, scope: !251)
!2028 = !DILocation(line: 0, scope: !584, inlinedAt: !2029)
!2029 = distinct !DILocation(line: 307, column: 5, scope: !251)
!2030 = !DILocation(line: 0, scope: !594, inlinedAt: !2031)
!2031 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2029)
!2032 = !DILocation(line: 0, scope: !601, inlinedAt: !2033)
!2033 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2031)
!2034 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2033)
!2035 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2033)
!2036 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2033)
!2037 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2033)
!2038 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2031)
!2039 = !DILocation(line: 0, scope: !601, inlinedAt: !2040)
!2040 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2031)
!2041 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2040)
!2042 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2040)
!2043 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2040)
!2044 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2040)
!2045 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2031)
!2046 = !DILocation(line: 0, scope: !601, inlinedAt: !2047)
!2047 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2031)
!2048 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2047)
!2049 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2047)
!2050 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2047)
!2051 = !DILocation(line: 0, scope: !601, inlinedAt: !2052)
!2052 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2031)
!2053 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2052)
!2054 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2052)
!2055 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2052)
!2056 = !DILocation(line: 0, scope: !601, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2031)
!2058 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2057)
!2059 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2057)
!2060 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2057)
!2061 = !DILocation(line: 0, scope: !601, inlinedAt: !2062)
!2062 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2031)
!2063 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2062)
!2064 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2062)
!2065 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2062)
!2066 = !DILocation(line: 0, scope: !601, inlinedAt: !2067)
!2067 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2031)
!2068 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2067)
!2069 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2067)
!2070 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2067)
!2071 = !DILocation(line: 0, scope: !601, inlinedAt: !2072)
!2072 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2031)
!2073 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2072)
!2074 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2072)
!2075 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2072)
!2076 = !DILocation(line: 308, column: 27, scope: !251)
!2077 = !DILocation(line: 0, scope: !584, inlinedAt: !2078)
!2078 = distinct !DILocation(line: 308, column: 5, scope: !251)
!2079 = !DILocation(line: 0, scope: !594, inlinedAt: !2080)
!2080 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2078)
!2081 = !DILocation(line: 0, scope: !601, inlinedAt: !2082)
!2082 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2080)
!2083 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2082)
!2084 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2082)
!2085 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2082)
!2086 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2082)
!2087 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2080)
!2088 = !DILocation(line: 0, scope: !601, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2080)
!2090 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2089)
!2091 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2089)
!2092 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2089)
!2093 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2089)
!2094 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2080)
!2095 = !DILocation(line: 0, scope: !601, inlinedAt: !2096)
!2096 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2080)
!2097 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2096)
!2098 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2096)
!2099 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2096)
!2100 = !DILocation(line: 0, scope: !601, inlinedAt: !2101)
!2101 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2080)
!2102 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2101)
!2103 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2101)
!2104 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2101)
!2105 = !DILocation(line: 0, scope: !601, inlinedAt: !2106)
!2106 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2080)
!2107 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2106)
!2108 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2106)
!2109 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2106)
!2110 = !DILocation(line: 0, scope: !601, inlinedAt: !2111)
!2111 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2080)
!2112 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2111)
!2113 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2111)
!2114 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2111)
!2115 = !DILocation(line: 0, scope: !601, inlinedAt: !2116)
!2116 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2080)
!2117 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2116)
!2118 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2116)
!2119 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2116)
!2120 = !DILocation(line: 0, scope: !601, inlinedAt: !2121)
!2121 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2080)
!2122 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2121)
!2123 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2121)
!2124 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2121)
!2125 = !DILocation(line: 309, column: 27, scope: !251)
!2126 = !DILocation(line: 0, scope: !584, inlinedAt: !2127)
!2127 = distinct !DILocation(line: 309, column: 5, scope: !251)
!2128 = !DILocation(line: 0, scope: !594, inlinedAt: !2129)
!2129 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2127)
!2130 = !DILocation(line: 0, scope: !601, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2129)
!2132 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2131)
!2133 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2131)
!2134 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2131)
!2135 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2131)
!2136 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2129)
!2137 = !DILocation(line: 0, scope: !601, inlinedAt: !2138)
!2138 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2129)
!2139 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2138)
!2140 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2138)
!2141 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2138)
!2142 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2138)
!2143 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2129)
!2144 = !DILocation(line: 0, scope: !601, inlinedAt: !2145)
!2145 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2129)
!2146 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2145)
!2147 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2145)
!2148 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2145)
!2149 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2145)
!2150 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2129)
!2151 = !DILocation(line: 0, scope: !601, inlinedAt: !2152)
!2152 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2129)
!2153 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2152)
!2154 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2152)
!2155 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2152)
!2156 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2152)
!2157 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !2129)
!2158 = !DILocation(line: 0, scope: !601, inlinedAt: !2159)
!2159 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2129)
!2160 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2159)
!2161 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2159)
!2162 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2159)
!2163 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2159)
!2164 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !2129)
!2165 = !DILocation(line: 0, scope: !601, inlinedAt: !2166)
!2166 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2129)
!2167 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2166)
!2168 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2166)
!2169 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2166)
!2170 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2166)
!2171 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !2129)
!2172 = !DILocation(line: 0, scope: !601, inlinedAt: !2173)
!2173 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2129)
!2174 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2173)
!2175 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2173)
!2176 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2173)
!2177 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2173)
!2178 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !2129)
!2179 = !DILocation(line: 0, scope: !601, inlinedAt: !2180)
!2180 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2129)
!2181 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2180)
!2182 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2180)
!2183 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2180)
!2184 = !DILocation(line: 310, column: 27, scope: !251)
!2185 = !DILocation(line: 0, scope: !584, inlinedAt: !2186)
!2186 = distinct !DILocation(line: 310, column: 5, scope: !251)
!2187 = !DILocation(line: 0, scope: !594, inlinedAt: !2188)
!2188 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2186)
!2189 = !DILocation(line: 0, scope: !601, inlinedAt: !2190)
!2190 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2188)
!2191 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2190)
!2192 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2190)
!2193 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2190)
!2194 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2190)
!2195 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2188)
!2196 = !DILocation(line: 0, scope: !601, inlinedAt: !2197)
!2197 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2188)
!2198 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2197)
!2199 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2197)
!2200 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2197)
!2201 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2197)
!2202 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2188)
!2203 = !DILocation(line: 0, scope: !601, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2188)
!2205 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2204)
!2206 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2204)
!2207 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2204)
!2208 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2204)
!2209 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2188)
!2210 = !DILocation(line: 0, scope: !601, inlinedAt: !2211)
!2211 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2188)
!2212 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2211)
!2213 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2211)
!2214 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2211)
!2215 = !DILocation(line: 0, scope: !601, inlinedAt: !2216)
!2216 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2188)
!2217 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2216)
!2218 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2216)
!2219 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2216)
!2220 = !DILocation(line: 0, scope: !601, inlinedAt: !2221)
!2221 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2188)
!2222 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2221)
!2223 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2221)
!2224 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2221)
!2225 = !DILocation(line: 0, scope: !601, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2188)
!2227 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2226)
!2228 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2226)
!2229 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2226)
!2230 = !DILocation(line: 0, scope: !601, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2188)
!2232 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2231)
!2233 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2231)
!2234 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2231)
!2235 = !DILocation(line: 311, column: 27, scope: !251)
!2236 = !DILocation(line: 311, column: 21, scope: !251)
!2237 = !DILocation(line: 0, scope: !584, inlinedAt: !2238)
!2238 = distinct !DILocation(line: 311, column: 5, scope: !251)
!2239 = !DILocation(line: 0, scope: !594, inlinedAt: !2240)
!2240 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2238)
!2241 = !DILocation(line: 0, scope: !601, inlinedAt: !2242)
!2242 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2240)
!2243 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2242)
!2244 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2242)
!2245 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2242)
!2246 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2242)
!2247 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2240)
!2248 = !DILocation(line: 0, scope: !601, inlinedAt: !2249)
!2249 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2240)
!2250 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2249)
!2251 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2249)
!2252 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2249)
!2253 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2249)
!2254 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2240)
!2255 = !DILocation(line: 0, scope: !601, inlinedAt: !2256)
!2256 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2240)
!2257 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2256)
!2258 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2256)
!2259 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2256)
!2260 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2256)
!2261 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2240)
!2262 = !DILocation(line: 0, scope: !601, inlinedAt: !2263)
!2263 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2240)
!2264 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2263)
!2265 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2263)
!2266 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2263)
!2267 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2263)
!2268 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !2240)
!2269 = !DILocation(line: 0, scope: !601, inlinedAt: !2270)
!2270 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2240)
!2271 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2270)
!2272 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2270)
!2273 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2270)
!2274 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2270)
!2275 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !2240)
!2276 = !DILocation(line: 0, scope: !601, inlinedAt: !2277)
!2277 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2240)
!2278 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2277)
!2279 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2277)
!2280 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2277)
!2281 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2277)
!2282 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !2240)
!2283 = !DILocation(line: 0, scope: !601, inlinedAt: !2284)
!2284 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2240)
!2285 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2284)
!2286 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2284)
!2287 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2284)
!2288 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2284)
!2289 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !2240)
!2290 = !DILocation(line: 0, scope: !601, inlinedAt: !2291)
!2291 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2240)
!2292 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2291)
!2293 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2291)
!2294 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2291)
!2295 = !DILocation(line: 312, column: 27, scope: !251)
!2296 = !DILocation(line: 0, scope: !584, inlinedAt: !2297)
!2297 = distinct !DILocation(line: 312, column: 5, scope: !251)
!2298 = !DILocation(line: 0, scope: !594, inlinedAt: !2299)
!2299 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2297)
!2300 = !DILocation(line: 0, scope: !601, inlinedAt: !2301)
!2301 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2299)
!2302 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2301)
!2303 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2301)
!2304 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2301)
!2305 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2301)
!2306 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2299)
!2307 = !DILocation(line: 0, scope: !601, inlinedAt: !2308)
!2308 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2299)
!2309 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2308)
!2310 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2308)
!2311 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2308)
!2312 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2308)
!2313 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2299)
!2314 = !DILocation(line: 0, scope: !601, inlinedAt: !2315)
!2315 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2299)
!2316 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2315)
!2317 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2315)
!2318 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2315)
!2319 = !DILocation(line: 0, scope: !601, inlinedAt: !2320)
!2320 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2299)
!2321 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2320)
!2322 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2320)
!2323 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2320)
!2324 = !DILocation(line: 0, scope: !601, inlinedAt: !2325)
!2325 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2299)
!2326 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2325)
!2327 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2325)
!2328 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2325)
!2329 = !DILocation(line: 0, scope: !601, inlinedAt: !2330)
!2330 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2299)
!2331 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2330)
!2332 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2330)
!2333 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2330)
!2334 = !DILocation(line: 0, scope: !601, inlinedAt: !2335)
!2335 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2299)
!2336 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2335)
!2337 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2335)
!2338 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2335)
!2339 = !DILocation(line: 0, scope: !601, inlinedAt: !2340)
!2340 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2299)
!2341 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2340)
!2342 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2340)
!2343 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2340)
!2344 = !DILocation(line: 313, column: 27, scope: !251)
!2345 = !DILocation(line: 313, column: 21, scope: !251)
!2346 = !DILocation(line: 0, scope: !584, inlinedAt: !2347)
!2347 = distinct !DILocation(line: 313, column: 5, scope: !251)
!2348 = !DILocation(line: 0, scope: !594, inlinedAt: !2349)
!2349 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2347)
!2350 = !DILocation(line: 0, scope: !601, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2349)
!2352 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2351)
!2353 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2351)
!2354 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2351)
!2355 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2351)
!2356 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2349)
!2357 = !DILocation(line: 0, scope: !601, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2349)
!2359 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2358)
!2360 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2358)
!2361 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2358)
!2362 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2358)
!2363 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2349)
!2364 = !DILocation(line: 0, scope: !601, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2349)
!2366 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2365)
!2367 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2365)
!2368 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2365)
!2369 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2365)
!2370 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2349)
!2371 = !DILocation(line: 0, scope: !601, inlinedAt: !2372)
!2372 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2349)
!2373 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2372)
!2374 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2372)
!2375 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2372)
!2376 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2372)
!2377 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !2349)
!2378 = !DILocation(line: 0, scope: !601, inlinedAt: !2379)
!2379 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2349)
!2380 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2379)
!2381 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2379)
!2382 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2379)
!2383 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2379)
!2384 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !2349)
!2385 = !DILocation(line: 0, scope: !601, inlinedAt: !2386)
!2386 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2349)
!2387 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2386)
!2388 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2386)
!2389 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2386)
!2390 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2386)
!2391 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !2349)
!2392 = !DILocation(line: 0, scope: !601, inlinedAt: !2393)
!2393 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2349)
!2394 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2393)
!2395 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2393)
!2396 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2393)
!2397 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2393)
!2398 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !2349)
!2399 = !DILocation(line: 0, scope: !601, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2349)
!2401 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2400)
!2402 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2400)
!2403 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2400)
!2404 = !DILocation(line: 314, column: 27, scope: !251)
!2405 = !DILocation(line: 0, scope: !584, inlinedAt: !2406)
!2406 = distinct !DILocation(line: 314, column: 5, scope: !251)
!2407 = !DILocation(line: 0, scope: !594, inlinedAt: !2408)
!2408 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2406)
!2409 = !DILocation(line: 0, scope: !601, inlinedAt: !2410)
!2410 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2408)
!2411 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2410)
!2412 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2410)
!2413 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2410)
!2414 = !DILocation(line: 0, scope: !601, inlinedAt: !2415)
!2415 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2408)
!2416 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2415)
!2417 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2415)
!2418 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2415)
!2419 = !DILocation(line: 0, scope: !601, inlinedAt: !2420)
!2420 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2408)
!2421 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2420)
!2422 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2420)
!2423 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2420)
!2424 = !DILocation(line: 0, scope: !601, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2408)
!2426 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2425)
!2427 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2425)
!2428 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2425)
!2429 = !DILocation(line: 0, scope: !601, inlinedAt: !2430)
!2430 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2408)
!2431 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2430)
!2432 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2430)
!2433 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2430)
!2434 = !DILocation(line: 0, scope: !601, inlinedAt: !2435)
!2435 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2408)
!2436 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2435)
!2437 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2435)
!2438 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2435)
!2439 = !DILocation(line: 0, scope: !601, inlinedAt: !2440)
!2440 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2408)
!2441 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2440)
!2442 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2440)
!2443 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2440)
!2444 = !DILocation(line: 0, scope: !601, inlinedAt: !2445)
!2445 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2408)
!2446 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2445)
!2447 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2445)
!2448 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2445)
!2449 = !DILocation(line: 315, column: 27, scope: !251)
!2450 = !DILocation(line: 315, column: 21, scope: !251)
!2451 = !DILocation(line: 0, scope: !584, inlinedAt: !2452)
!2452 = distinct !DILocation(line: 315, column: 5, scope: !251)
!2453 = !DILocation(line: 0, scope: !594, inlinedAt: !2454)
!2454 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2452)
!2455 = !DILocation(line: 0, scope: !601, inlinedAt: !2456)
!2456 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2454)
!2457 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2456)
!2458 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2456)
!2459 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2456)
!2460 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2456)
!2461 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2454)
!2462 = !DILocation(line: 0, scope: !601, inlinedAt: !2463)
!2463 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2454)
!2464 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2463)
!2465 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2463)
!2466 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2463)
!2467 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2463)
!2468 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2454)
!2469 = !DILocation(line: 0, scope: !601, inlinedAt: !2470)
!2470 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2454)
!2471 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2470)
!2472 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2470)
!2473 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2470)
!2474 = !DILocation(line: 0, scope: !601, inlinedAt: !2475)
!2475 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2454)
!2476 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2475)
!2477 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2475)
!2478 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2475)
!2479 = !DILocation(line: 0, scope: !601, inlinedAt: !2480)
!2480 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2454)
!2481 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2480)
!2482 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2480)
!2483 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2480)
!2484 = !DILocation(line: 0, scope: !601, inlinedAt: !2485)
!2485 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2454)
!2486 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2485)
!2487 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2485)
!2488 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2485)
!2489 = !DILocation(line: 0, scope: !601, inlinedAt: !2490)
!2490 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2454)
!2491 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2490)
!2492 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2490)
!2493 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2490)
!2494 = !DILocation(line: 0, scope: !601, inlinedAt: !2495)
!2495 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2454)
!2496 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2495)
!2497 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2495)
!2498 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2495)
!2499 = !DILocation(line: 316, column: 27, scope: !251)
!2500 = !DILocation(line: 0, scope: !584, inlinedAt: !2501)
!2501 = distinct !DILocation(line: 316, column: 5, scope: !251)
!2502 = !DILocation(line: 0, scope: !594, inlinedAt: !2503)
!2503 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2501)
!2504 = !DILocation(line: 0, scope: !601, inlinedAt: !2505)
!2505 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2503)
!2506 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2505)
!2507 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2505)
!2508 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2505)
!2509 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2505)
!2510 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2503)
!2511 = !DILocation(line: 0, scope: !601, inlinedAt: !2512)
!2512 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2503)
!2513 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2512)
!2514 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2512)
!2515 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2512)
!2516 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2512)
!2517 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2503)
!2518 = !DILocation(line: 0, scope: !601, inlinedAt: !2519)
!2519 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2503)
!2520 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2519)
!2521 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2519)
!2522 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2519)
!2523 = !DILocation(line: 0, scope: !601, inlinedAt: !2524)
!2524 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2503)
!2525 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2524)
!2526 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2524)
!2527 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2524)
!2528 = !DILocation(line: 0, scope: !601, inlinedAt: !2529)
!2529 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2503)
!2530 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2529)
!2531 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2529)
!2532 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2529)
!2533 = !DILocation(line: 0, scope: !601, inlinedAt: !2534)
!2534 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2503)
!2535 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2534)
!2536 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2534)
!2537 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2534)
!2538 = !DILocation(line: 0, scope: !601, inlinedAt: !2539)
!2539 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2503)
!2540 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2539)
!2541 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2539)
!2542 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2539)
!2543 = !DILocation(line: 0, scope: !601, inlinedAt: !2544)
!2544 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2503)
!2545 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2544)
!2546 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2544)
!2547 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2544)
!2548 = !DILocation(line: 317, column: 27, scope: !251)
!2549 = !DILocation(line: 0, scope: !584, inlinedAt: !2550)
!2550 = distinct !DILocation(line: 317, column: 5, scope: !251)
!2551 = !DILocation(line: 0, scope: !594, inlinedAt: !2552)
!2552 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2550)
!2553 = !DILocation(line: 0, scope: !601, inlinedAt: !2554)
!2554 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2552)
!2555 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2554)
!2556 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2554)
!2557 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2554)
!2558 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2554)
!2559 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2552)
!2560 = !DILocation(line: 0, scope: !601, inlinedAt: !2561)
!2561 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2552)
!2562 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2561)
!2563 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2561)
!2564 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2561)
!2565 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2561)
!2566 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2552)
!2567 = !DILocation(line: 0, scope: !601, inlinedAt: !2568)
!2568 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2552)
!2569 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2568)
!2570 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2568)
!2571 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2568)
!2572 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2568)
!2573 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2552)
!2574 = !DILocation(line: 0, scope: !601, inlinedAt: !2575)
!2575 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2552)
!2576 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2575)
!2577 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2575)
!2578 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2575)
!2579 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2575)
!2580 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !2552)
!2581 = !DILocation(line: 0, scope: !601, inlinedAt: !2582)
!2582 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2552)
!2583 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2582)
!2584 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2582)
!2585 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2582)
!2586 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2582)
!2587 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !2552)
!2588 = !DILocation(line: 0, scope: !601, inlinedAt: !2589)
!2589 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2552)
!2590 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2589)
!2591 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2589)
!2592 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2589)
!2593 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2589)
!2594 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !2552)
!2595 = !DILocation(line: 0, scope: !601, inlinedAt: !2596)
!2596 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2552)
!2597 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2596)
!2598 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2596)
!2599 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2596)
!2600 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2596)
!2601 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !2552)
!2602 = !DILocation(line: 0, scope: !601, inlinedAt: !2603)
!2603 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2552)
!2604 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2603)
!2605 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2603)
!2606 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2603)
!2607 = !DILocation(line: 318, column: 27, scope: !251)
!2608 = !DILocation(line: 0, scope: !584, inlinedAt: !2609)
!2609 = distinct !DILocation(line: 318, column: 5, scope: !251)
!2610 = !DILocation(line: 0, scope: !594, inlinedAt: !2611)
!2611 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2609)
!2612 = !DILocation(line: 0, scope: !601, inlinedAt: !2613)
!2613 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2611)
!2614 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2613)
!2615 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2613)
!2616 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2613)
!2617 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2613)
!2618 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2611)
!2619 = !DILocation(line: 0, scope: !601, inlinedAt: !2620)
!2620 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2611)
!2621 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2620)
!2622 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2620)
!2623 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2620)
!2624 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2620)
!2625 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2611)
!2626 = !DILocation(line: 0, scope: !601, inlinedAt: !2627)
!2627 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2611)
!2628 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2627)
!2629 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2627)
!2630 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2627)
!2631 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2627)
!2632 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2611)
!2633 = !DILocation(line: 0, scope: !601, inlinedAt: !2634)
!2634 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2611)
!2635 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2634)
!2636 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2634)
!2637 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2634)
!2638 = !DILocation(line: 0, scope: !601, inlinedAt: !2639)
!2639 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2611)
!2640 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2639)
!2641 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2639)
!2642 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2639)
!2643 = !DILocation(line: 0, scope: !601, inlinedAt: !2644)
!2644 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2611)
!2645 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2644)
!2646 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2644)
!2647 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2644)
!2648 = !DILocation(line: 0, scope: !601, inlinedAt: !2649)
!2649 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2611)
!2650 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2649)
!2651 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2649)
!2652 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2649)
!2653 = !DILocation(line: 0, scope: !601, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2611)
!2655 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2654)
!2656 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2654)
!2657 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2654)
!2658 = !DILocation(line: 319, column: 21, scope: !251)
!2659 = !DILocation(line: 0, scope: !584, inlinedAt: !2660)
!2660 = distinct !DILocation(line: 319, column: 5, scope: !251)
!2661 = !DILocation(line: 0, scope: !594, inlinedAt: !2662)
!2662 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2660)
!2663 = !DILocation(line: 0, scope: !601, inlinedAt: !2664)
!2664 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2662)
!2665 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2664)
!2666 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2664)
!2667 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2664)
!2668 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2664)
!2669 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2662)
!2670 = !DILocation(line: 0, scope: !601, inlinedAt: !2671)
!2671 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2662)
!2672 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2671)
!2673 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2671)
!2674 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2671)
!2675 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2671)
!2676 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2662)
!2677 = !DILocation(line: 0, scope: !601, inlinedAt: !2678)
!2678 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2662)
!2679 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2678)
!2680 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2678)
!2681 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2678)
!2682 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2678)
!2683 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2662)
!2684 = !DILocation(line: 0, scope: !601, inlinedAt: !2685)
!2685 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2662)
!2686 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2685)
!2687 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2685)
!2688 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2685)
!2689 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2685)
!2690 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !2662)
!2691 = !DILocation(line: 0, scope: !601, inlinedAt: !2692)
!2692 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2662)
!2693 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2692)
!2694 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2692)
!2695 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2692)
!2696 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2692)
!2697 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !2662)
!2698 = !DILocation(line: 0, scope: !601, inlinedAt: !2699)
!2699 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2662)
!2700 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2699)
!2701 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2699)
!2702 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2699)
!2703 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2699)
!2704 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !2662)
!2705 = !DILocation(line: 0, scope: !601, inlinedAt: !2706)
!2706 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2662)
!2707 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2706)
!2708 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2706)
!2709 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2706)
!2710 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2706)
!2711 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !2662)
!2712 = !DILocation(line: 0, scope: !601, inlinedAt: !2713)
!2713 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2662)
!2714 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2713)
!2715 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2713)
!2716 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2713)
!2717 = !DILocation(line: 320, column: 21, scope: !251)
!2718 = !DILocation(line: 0, scope: !584, inlinedAt: !2719)
!2719 = distinct !DILocation(line: 320, column: 5, scope: !251)
!2720 = !DILocation(line: 0, scope: !594, inlinedAt: !2721)
!2721 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2719)
!2722 = !DILocation(line: 0, scope: !601, inlinedAt: !2723)
!2723 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2721)
!2724 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2723)
!2725 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2723)
!2726 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2723)
!2727 = !DILocation(line: 0, scope: !601, inlinedAt: !2728)
!2728 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2721)
!2729 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2728)
!2730 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2728)
!2731 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2728)
!2732 = !DILocation(line: 0, scope: !601, inlinedAt: !2733)
!2733 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2721)
!2734 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2733)
!2735 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2733)
!2736 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2733)
!2737 = !DILocation(line: 0, scope: !601, inlinedAt: !2738)
!2738 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2721)
!2739 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2738)
!2740 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2738)
!2741 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2738)
!2742 = !DILocation(line: 0, scope: !601, inlinedAt: !2743)
!2743 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2721)
!2744 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2743)
!2745 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2743)
!2746 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2743)
!2747 = !DILocation(line: 0, scope: !601, inlinedAt: !2748)
!2748 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2721)
!2749 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2748)
!2750 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2748)
!2751 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2748)
!2752 = !DILocation(line: 0, scope: !601, inlinedAt: !2753)
!2753 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2721)
!2754 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2753)
!2755 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2753)
!2756 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2753)
!2757 = !DILocation(line: 0, scope: !601, inlinedAt: !2758)
!2758 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2721)
!2759 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2758)
!2760 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2758)
!2761 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2758)
!2762 = !DILocation(line: 321, column: 21, scope: !251)
!2763 = !DILocation(line: 0, scope: !584, inlinedAt: !2764)
!2764 = distinct !DILocation(line: 321, column: 5, scope: !251)
!2765 = !DILocation(line: 0, scope: !594, inlinedAt: !2766)
!2766 = distinct !DILocation(line: 112, column: 2, scope: !584, inlinedAt: !2764)
!2767 = !DILocation(line: 0, scope: !601, inlinedAt: !2768)
!2768 = distinct !DILocation(line: 99, column: 2, scope: !594, inlinedAt: !2766)
!2769 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2768)
!2770 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2768)
!2771 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2768)
!2772 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2768)
!2773 = !DILocation(line: 100, column: 18, scope: !594, inlinedAt: !2766)
!2774 = !DILocation(line: 0, scope: !601, inlinedAt: !2775)
!2775 = distinct !DILocation(line: 100, column: 2, scope: !594, inlinedAt: !2766)
!2776 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2775)
!2777 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2775)
!2778 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2775)
!2779 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2775)
!2780 = !DILocation(line: 101, column: 18, scope: !594, inlinedAt: !2766)
!2781 = !DILocation(line: 0, scope: !601, inlinedAt: !2782)
!2782 = distinct !DILocation(line: 101, column: 2, scope: !594, inlinedAt: !2766)
!2783 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2782)
!2784 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2782)
!2785 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2782)
!2786 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2782)
!2787 = !DILocation(line: 102, column: 18, scope: !594, inlinedAt: !2766)
!2788 = !DILocation(line: 0, scope: !601, inlinedAt: !2789)
!2789 = distinct !DILocation(line: 102, column: 2, scope: !594, inlinedAt: !2766)
!2790 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2789)
!2791 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2789)
!2792 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2789)
!2793 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2789)
!2794 = !DILocation(line: 103, column: 18, scope: !594, inlinedAt: !2766)
!2795 = !DILocation(line: 0, scope: !601, inlinedAt: !2796)
!2796 = distinct !DILocation(line: 103, column: 2, scope: !594, inlinedAt: !2766)
!2797 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2796)
!2798 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2796)
!2799 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2796)
!2800 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2796)
!2801 = !DILocation(line: 104, column: 18, scope: !594, inlinedAt: !2766)
!2802 = !DILocation(line: 0, scope: !601, inlinedAt: !2803)
!2803 = distinct !DILocation(line: 104, column: 2, scope: !594, inlinedAt: !2766)
!2804 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2803)
!2805 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2803)
!2806 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2803)
!2807 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2803)
!2808 = !DILocation(line: 105, column: 18, scope: !594, inlinedAt: !2766)
!2809 = !DILocation(line: 0, scope: !601, inlinedAt: !2810)
!2810 = distinct !DILocation(line: 105, column: 2, scope: !594, inlinedAt: !2766)
!2811 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2810)
!2812 = !DILocation(line: 74, column: 33, scope: !601, inlinedAt: !2810)
!2813 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2810)
!2814 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2810)
!2815 = !DILocation(line: 106, column: 18, scope: !594, inlinedAt: !2766)
!2816 = !DILocation(line: 0, scope: !601, inlinedAt: !2817)
!2817 = distinct !DILocation(line: 106, column: 2, scope: !594, inlinedAt: !2766)
!2818 = !DILocation(line: 73, column: 19, scope: !601, inlinedAt: !2817)
!2819 = !DILocation(line: 74, column: 3, scope: !601, inlinedAt: !2817)
!2820 = !DILocation(line: 73, column: 39, scope: !601, inlinedAt: !2817)
!2821 = !DILocation(line: 72, column: 16, scope: !601, inlinedAt: !2817)
!2822 = !DILocation(line: 322, column: 37, scope: !251)
!2823 = !DILocalVariable(name: "crc", arg: 1, scope: !2824, file: !239, line: 49, type: !126)
!2824 = distinct !DISubprogram(name: "platform_main_end", scope: !239, file: !239, line: 49, type: !2825, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2827)
!2825 = !DISubroutineType(types: !2826)
!2826 = !{null, !126, !7}
!2827 = !{!2823, !2828}
!2828 = !DILocalVariable(name: "flag", arg: 2, scope: !2824, file: !239, line: 49, type: !7)
!2829 = !DILocation(line: 0, scope: !2824, inlinedAt: !2830)
!2830 = distinct !DILocation(line: 322, column: 5, scope: !251)
!2831 = !DILocation(line: 56, column: 2, scope: !2824, inlinedAt: !2830)
!2832 = !DILocation(line: 323, column: 5, scope: !251)
!2833 = !DISubprogram(name: "printf", scope: !2834, file: !2834, line: 356, type: !2835, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2834 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!2835 = !DISubroutineType(types: !2836)
!2836 = !{!7, !2837, null}
!2837 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2838)
!2838 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2839, size: 64)
!2839 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
