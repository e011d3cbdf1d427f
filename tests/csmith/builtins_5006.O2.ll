; ModuleID = 'builtins_5006.c'
source_filename = "builtins_5006.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U0 = type { i64 }

@g_3 = internal global [2 x [10 x i32]] [[10 x i32] [i32 1477845259, i32 1, i32 1477845259, i32 1477845259, i32 1, i32 1477845259, i32 1477845259, i32 1, i32 1477845259, i32 1477845259], [10 x i32] [i32 1, i32 1, i32 2, i32 1, i32 1, i32 2, i32 1, i32 1, i32 2, i32 1]], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"g_3[i][j]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [10 x i8] c"g_8[i][j]\00", align 1, !dbg !25
@g_43 = internal unnamed_addr global i8 -1, align 1, !dbg !201
@.str.4 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !27
@.str.5 = private unnamed_addr constant [5 x i8] c"g_45\00", align 1, !dbg !32
@g_56 = internal global i32 0, align 4, !dbg !208
@.str.6 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1, !dbg !34
@g_61 = internal unnamed_addr global i32 -966757740, align 4, !dbg !210
@.str.7 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !36
@.str.8 = private unnamed_addr constant [5 x i8] c"g_74\00", align 1, !dbg !38
@g_77.0 = internal unnamed_addr global i64 6130380268822351365, align 8, !dbg !214
@.str.9 = private unnamed_addr constant [8 x i8] c"g_77[i]\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !45
@g_99.0 = internal unnamed_addr global i16 19864, align 2, !dbg !250
@g_99.1 = internal unnamed_addr global i16 19864, align 2, !dbg !251
@g_99.2 = internal unnamed_addr global i16 19864, align 2, !dbg !252
@g_99.3 = internal unnamed_addr global i16 19864, align 2, !dbg !253
@g_99.4 = internal unnamed_addr global i16 19864, align 2, !dbg !254
@.str.11 = private unnamed_addr constant [8 x i8] c"g_99[i]\00", align 1, !dbg !50
@g_105 = internal unnamed_addr global i16 4, align 2, !dbg !222
@.str.12 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1, !dbg !52
@g_106 = internal unnamed_addr global i1 false, align 2, !dbg !255
@.str.13 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1, !dbg !57
@g_139 = internal unnamed_addr global i64 7257809080088549123, align 8, !dbg !229
@.str.14 = private unnamed_addr constant [6 x i8] c"g_139\00", align 1, !dbg !59
@g_142 = internal unnamed_addr global i16 0, align 2, !dbg !234
@.str.15 = private unnamed_addr constant [6 x i8] c"g_142\00", align 1, !dbg !61
@g_156 = internal global %union.U0 { i64 1 }, align 8, !dbg !236
@.str.16 = private unnamed_addr constant [9 x i8] c"g_156.f0\00", align 1, !dbg !63
@.str.17 = private unnamed_addr constant [9 x i8] c"g_156.f1\00", align 1, !dbg !68
@.str.18 = private unnamed_addr constant [9 x i8] c"g_156.f2\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [9 x i8] c"g_156.f3\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [9 x i8] c"g_156.f4\00", align 1, !dbg !74
@g_165.6 = internal unnamed_addr global i16 -12850, align 4, !dbg !256
@.str.21 = private unnamed_addr constant [9 x i8] c"g_165[i]\00", align 1, !dbg !76
@g_175 = internal constant %union.U0 { i64 1 }, align 8, !dbg !241
@.str.22 = private unnamed_addr constant [9 x i8] c"g_175.f0\00", align 1, !dbg !78
@.str.23 = private unnamed_addr constant [9 x i8] c"g_175.f1\00", align 1, !dbg !80
@.str.24 = private unnamed_addr constant [9 x i8] c"g_175.f2\00", align 1, !dbg !82
@.str.25 = private unnamed_addr constant [9 x i8] c"g_175.f3\00", align 1, !dbg !84
@.str.26 = private unnamed_addr constant [9 x i8] c"g_175.f4\00", align 1, !dbg !86
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !246
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !88
@g_82 = internal global ptr @g_56, align 8, !dbg !123
@.str.28 = private unnamed_addr constant [16 x i8] c"builtins_5006.c\00", align 1, !dbg !103
@g_71 = internal constant ptr getelementptr inbounds (i8, ptr @g_3, i64 64), align 8, !dbg !129
@g_70 = internal global [10 x [5 x ptr]] [[5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr null], [5 x ptr] [ptr @g_71, ptr null, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr null, ptr @g_71, ptr @g_71, ptr null], [5 x ptr] [ptr null, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71]], align 16, !dbg !181
@__PRETTY_FUNCTION__.func_34 = private unnamed_addr constant [48 x i8] c"int16_t func_34(int32_t, const int16_t, int8_t)\00", align 1, !dbg !162
@g_81 = internal global ptr @g_82, align 8, !dbg !187
@.str.35 = private unnamed_addr constant [14 x i8] c"g_82 == &l_75\00", align 1, !dbg !174
@.str.37 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !191
@.str.38 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !243

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !265 {
  %3 = alloca i32, align 4, !DIAssignID !276
    #dbg_value(i32 %0, !271, !DIExpression(), !277)
    #dbg_value(ptr %1, !272, !DIExpression(), !277)
    #dbg_value(i32 0, !275, !DIExpression(), !277)
  %4 = icmp eq i32 %0, 2, !dbg !278
  br i1 %4, label %5, label %18, !dbg !280

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !281
  %7 = load ptr, ptr %6, align 8, !dbg !281, !tbaa !282
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !286
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !287
  %17 = zext i1 %16 to i32, !dbg !287
  br label %18, !dbg !287

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !277
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !277
    #dbg_value(i32 %20, !275, !DIExpression(), !277)
    #dbg_value(i32 -306674912, !288, !DIExpression(), !297)
    #dbg_value(i32 0, !294, !DIExpression(), !297)
  br label %21, !dbg !299

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !301
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !303
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !303
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !309
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !303
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !309
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !303
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !309
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !303
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !309
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !303
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !309
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !303
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !309
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !303
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !309
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !303
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !303
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !309
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !309
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !309
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !310
  store <4 x i32> %63, ptr %64, align 16, !dbg !311, !tbaa !312
  %65 = add nuw i64 %22, 4, !dbg !301
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !303
  %67 = icmp eq i64 %65, 256, !dbg !301
  br i1 %67, label %68, label %21, !dbg !301, !llvm.loop !314

68:                                               ; preds = %21
    #dbg_value(i32 150247363, !319, !DIExpression(), !336)
    #dbg_value(ptr @g_43, !324, !DIExpression(), !336)
    #dbg_value(ptr poison, !326, !DIExpression(), !336)
    #dbg_assign(i1 undef, !328, !DIExpression(), !338, ptr poison, !DIExpression(), !336)
    #dbg_assign(i1 undef, !331, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !339, ptr poison, !DIExpression(), !336)
    #dbg_value(i32 poison, !331, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !336)
    #dbg_value(i64 poison, !331, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !336)
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 40), align 8, !dbg !340, !tbaa !312
    #dbg_assign(i1 undef, !341, !DIExpression(), !276, ptr %3, !DIExpression(), !376)
    #dbg_value(i32 -2, !347, !DIExpression(), !376)
    #dbg_value(i32 %69, !348, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !376)
    #dbg_value(i32 poison, !349, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !376)
    #dbg_value(i8 0, !350, !DIExpression(), !376)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6, !dbg !378
  store i32 0, ptr %3, align 4, !dbg !379, !tbaa !312, !DIAssignID !380
    #dbg_assign(i32 0, !341, !DIExpression(), !380, ptr %3, !DIExpression(), !376)
    #dbg_value(i8 1, !349, !DIExpression(), !376)
  %70 = and i32 %69, 65504
  %71 = icmp eq i32 %70, 0
  %72 = and i32 %69, 65535
  %73 = lshr i32 2, %72
  %74 = select i1 %71, i32 %73, i32 2
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 60), align 4, !tbaa !312
  %76 = load i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 64), align 16
  %77 = icmp eq i32 %76, 0
  %78 = load i32, ptr @g_56, align 4
  %79 = load i32, ptr @g_61, align 4, !tbaa !312
    #dbg_value(i8 poison, !350, !DIExpression(), !376)
  %80 = add i32 %79, 2, !dbg !381
    #dbg_value(i8 1, !351, !DIExpression(), !382)
    #dbg_value(ptr @g_56, !355, !DIExpression(), !382)
    #dbg_value(ptr undef, !356, !DIExpression(), !382)
    #dbg_value(ptr @g_61, !357, !DIExpression(), !382)
    #dbg_value(ptr null, !359, !DIExpression(), !382)
    #dbg_value(ptr undef, !360, !DIExpression(), !382)
  %81 = or i32 %78, %74, !dbg !383
  %82 = add i32 %79, 1, !dbg !384
  %83 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %82, i1 true), !dbg !385
    #dbg_value(i32 %83, !350, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !376)
    #dbg_value(i8 -53, !386, !DIExpression(), !393)
    #dbg_value(i32 %83, !392, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !393)
  %84 = icmp eq i32 %83, 0, !dbg !395
  br i1 %84, label %109, label %104, !dbg !396

85:                                               ; preds = %117, %109
    #dbg_value(i8 poison, !350, !DIExpression(), !376)
    #dbg_value(i8 0, !349, !DIExpression(), !376)
    #dbg_value(i8 1, !351, !DIExpression(), !382)
    #dbg_value(ptr @g_56, !355, !DIExpression(), !382)
    #dbg_value(ptr undef, !356, !DIExpression(), !382)
    #dbg_value(ptr @g_61, !357, !DIExpression(), !382)
    #dbg_value(ptr null, !359, !DIExpression(), !382)
    #dbg_value(ptr undef, !360, !DIExpression(), !382)
  %86 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %80, i1 true), !dbg !385
    #dbg_value(i32 %86, !350, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !376)
    #dbg_value(i8 -53, !386, !DIExpression(), !393)
    #dbg_value(i32 %86, !392, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !393)
  %87 = icmp eq i32 %86, 0, !dbg !395
  br i1 %87, label %93, label %88, !dbg !396

88:                                               ; preds = %85
  %89 = trunc nuw nsw i32 %86 to i8, !dbg !385
    #dbg_value(i8 %89, !350, !DIExpression(), !376)
    #dbg_value(i8 %89, !392, !DIExpression(), !393)
  %90 = urem i8 53, %89, !dbg !397
  %91 = sub nsw i8 0, %90, !dbg !397
  %92 = sext i8 %91 to i32, !dbg !398
  br label %93, !dbg !399

93:                                               ; preds = %88, %85
  %94 = phi i32 [ %92, %88 ], [ -53, %85 ], !dbg !399
  %95 = or i32 %94, %111, !dbg !400
    #dbg_value(ptr @g_56, !355, !DIExpression(), !382)
  %96 = icmp ne i32 %95, 0
    #dbg_value(ptr undef, !361, !DIExpression(), !401)
    #dbg_assign(i1 undef, !365, !DIExpression(), !402, ptr poison, !DIExpression(), !401)
    #dbg_value(ptr poison, !368, !DIExpression(), !401)
  %97 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @g_70, i64 176), align 16, !dbg !403, !tbaa !282
    #dbg_value(i8 0, !351, !DIExpression(), !382)
    #dbg_assign(i32 poison, !341, !DIExpression(), !404, ptr %3, !DIExpression(), !376)
    #dbg_value(i64 -7788329780262676887, !405, !DIExpression(), !411)
    #dbg_value(i32 %75, !410, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
  %98 = select i1 %114, i1 true, i1 %96, !dbg !413
  %99 = select i1 %98, i1 true, i1 %77, !dbg !413
  br i1 %99, label %102, label %100, !dbg !413

100:                                              ; preds = %93
    #dbg_value(ptr @g_56, !355, !DIExpression(), !382)
    #dbg_value(ptr undef, !361, !DIExpression(), !401)
    #dbg_assign(i1 undef, !365, !DIExpression(), !402, ptr poison, !DIExpression(), !401)
    #dbg_value(ptr poison, !368, !DIExpression(), !401)
  %101 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @g_70, i64 176), align 16, !dbg !403, !tbaa !282
    #dbg_value(i8 0, !351, !DIExpression(), !382)
    #dbg_assign(i32 poison, !341, !DIExpression(), !404, ptr %3, !DIExpression(), !376)
    #dbg_value(i64 -7788329780262676887, !405, !DIExpression(), !411)
    #dbg_value(i32 %75, !410, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
  br label %102, !dbg !413

102:                                              ; preds = %100, %93
  %103 = phi i8 [ 1, %93 ], [ -1, %100 ], !dbg !414
  store i64 -7788329780262676887, ptr @g_77.0, align 8, !dbg !415, !tbaa !416
  store i8 %103, ptr @g_43, align 1, !dbg !414, !tbaa !418
    #dbg_value(i8 poison, !350, !DIExpression(), !376)
    #dbg_value(i8 -1, !349, !DIExpression(), !376)
  store i32 %95, ptr @g_56, align 4
  store i32 %80, ptr @g_61, align 4, !dbg !384, !tbaa !312
    #dbg_value(i8 0, !350, !DIExpression(), !376)
  br label %135, !dbg !419

104:                                              ; preds = %68
  %105 = trunc nuw nsw i32 %83 to i8, !dbg !385
    #dbg_value(i8 %105, !350, !DIExpression(), !376)
    #dbg_value(i8 %105, !392, !DIExpression(), !393)
  %106 = urem i8 53, %105, !dbg !397
  %107 = sub nsw i8 0, %106, !dbg !397
  %108 = sext i8 %107 to i32, !dbg !398
  br label %109, !dbg !399

109:                                              ; preds = %104, %68
  %110 = phi i32 [ %108, %104 ], [ -53, %68 ], !dbg !399
  %111 = or i32 %81, %110, !dbg !400
    #dbg_value(ptr @g_56, !355, !DIExpression(), !382)
  %112 = icmp ne i32 %111, 0
    #dbg_value(ptr undef, !361, !DIExpression(), !401)
    #dbg_assign(i1 undef, !365, !DIExpression(), !402, ptr poison, !DIExpression(), !401)
    #dbg_value(ptr poison, !368, !DIExpression(), !401)
  %113 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @g_70, i64 176), align 16, !dbg !403, !tbaa !282
    #dbg_value(i8 0, !351, !DIExpression(), !382)
    #dbg_assign(i32 poison, !341, !DIExpression(), !404, ptr %3, !DIExpression(), !376)
    #dbg_value(i64 -7788329780262676887, !405, !DIExpression(), !411)
    #dbg_value(i32 %75, !410, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
  %114 = icmp slt i32 %75, 0
  %115 = select i1 %114, i1 true, i1 %112, !dbg !413
  %116 = select i1 %115, i1 true, i1 %77, !dbg !413
  br i1 %116, label %85, label %117, !dbg !413

117:                                              ; preds = %109
    #dbg_value(ptr @g_56, !355, !DIExpression(), !382)
    #dbg_value(ptr undef, !361, !DIExpression(), !401)
    #dbg_assign(i1 undef, !365, !DIExpression(), !402, ptr poison, !DIExpression(), !401)
    #dbg_value(ptr poison, !368, !DIExpression(), !401)
  %118 = load volatile ptr, ptr getelementptr inbounds (i8, ptr @g_70, i64 176), align 16, !dbg !403, !tbaa !282
    #dbg_value(i8 0, !351, !DIExpression(), !382)
    #dbg_assign(i32 poison, !341, !DIExpression(), !404, ptr %3, !DIExpression(), !376)
    #dbg_value(i64 -7788329780262676887, !405, !DIExpression(), !411)
    #dbg_value(i32 %75, !410, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
  br label %85, !dbg !413

119:                                              ; preds = %135
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !376)
  %120 = icmp eq i8 %136, 52, !dbg !421
  br i1 %120, label %154, label %121, !dbg !419, !llvm.loop !423

121:                                              ; preds = %119
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !376)
  %122 = load volatile ptr, ptr @g_81, align 8, !dbg !425, !tbaa !282
  store ptr %3, ptr %122, align 8, !dbg !427, !tbaa !282
  %123 = load ptr, ptr @g_82, align 8, !dbg !428
  %124 = icmp eq ptr %123, %3, !dbg !428
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_plus_uconst, 1, DW_OP_stack_value), !376)
  br i1 %124, label %125, label %140, !dbg !431

125:                                              ; preds = %121
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !376)
  %126 = load volatile ptr, ptr @g_81, align 8, !dbg !425, !tbaa !282
  store ptr %3, ptr %126, align 8, !dbg !427, !tbaa !282
  %127 = load ptr, ptr @g_82, align 8, !dbg !428
  %128 = icmp eq ptr %127, %3, !dbg !428
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !376)
  br i1 %128, label %129, label %140, !dbg !431

129:                                              ; preds = %125
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !376)
  %130 = load volatile ptr, ptr @g_81, align 8, !dbg !425, !tbaa !282
  store ptr %3, ptr %130, align 8, !dbg !427, !tbaa !282
  %131 = load ptr, ptr @g_82, align 8, !dbg !428
  %132 = icmp eq ptr %131, %3, !dbg !428
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !376)
  br i1 %132, label %133, label %140, !dbg !431

133:                                              ; preds = %129
  %134 = add nuw nsw i8 %136, 4, !dbg !432
    #dbg_value(i8 %134, !350, !DIExpression(), !376)
  br label %135

135:                                              ; preds = %133, %102
  %136 = phi i8 [ 0, %102 ], [ %134, %133 ]
    #dbg_value(i8 %136, !350, !DIExpression(), !376)
  %137 = load volatile ptr, ptr @g_81, align 8, !dbg !425, !tbaa !282
  store ptr %3, ptr %137, align 8, !dbg !427, !tbaa !282
  %138 = load ptr, ptr @g_82, align 8, !dbg !428
  %139 = icmp eq ptr %138, %3, !dbg !428
    #dbg_value(i8 %136, !350, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !376)
  br i1 %139, label %119, label %140, !dbg !431

140:                                              ; preds = %129, %125, %121, %135
  call void @__assert_fail(ptr noundef nonnull @.str.35, ptr noundef nonnull @.str.28, i32 noundef 245, ptr noundef nonnull @__PRETTY_FUNCTION__.func_34) #7, !dbg !428
  unreachable, !dbg !428

141:                                              ; preds = %185, %180, %154
  %142 = phi i64 [ -7788329780262676885, %154 ], [ -7788329780262676884, %180 ], [ -7788329780262676882, %185 ], !dbg !433
  %143 = phi i64 [ %177, %154 ], [ %177, %180 ], [ %187, %185 ], !dbg !544
  %144 = phi i64 [ %178, %154 ], [ %178, %180 ], [ %188, %185 ], !dbg !545
  %145 = phi i32 [ %174, %154 ], [ %182, %180 ], [ %191, %185 ]
  %146 = phi i32 [ 1, %154 ], [ 2, %180 ], [ 4, %185 ]
  %147 = phi i32 [ %175, %154 ], [ %183, %180 ], [ %167, %185 ], !dbg !546
  store i16 1, ptr @g_99.0, align 2, !dbg !547, !tbaa !548
  store i16 1, ptr @g_99.1, align 2, !dbg !547, !tbaa !548
  store i16 1, ptr @g_99.2, align 2, !dbg !547, !tbaa !548
  store i16 1, ptr @g_99.3, align 2, !dbg !550, !tbaa !548
  store i16 1, ptr @g_99.4, align 2, !dbg !547, !tbaa !548
  store i32 218, ptr getelementptr inbounds (i8, ptr @g_3, i64 32), align 16, !dbg !551, !tbaa !312
  store i32 %145, ptr getelementptr inbounds (i8, ptr @g_3, i64 60), align 4, !dbg !552, !tbaa !312
  %148 = trunc i64 %144 to i16
  store i1 true, ptr @g_106, align 2, !dbg !553
  store i32 %147, ptr @g_61, align 4, !tbaa !312
  store i64 65489, ptr @g_139, align 8, !dbg !550, !tbaa !416
  store i16 1, ptr @g_142, align 2, !dbg !554, !tbaa !548
  store ptr null, ptr @g_82, align 8, !dbg !555, !tbaa !282
  store i64 %142, ptr @g_77.0, align 8, !tbaa !416
  store i16 %148, ptr @g_165.6, align 4, !dbg !556, !tbaa !548
    #dbg_assign(i1 undef, !528, !DIExpression(), !557, ptr poison, !DIExpression(), !558)
    #dbg_value(i32 -784008334, !533, !DIExpression(), !558)
  %149 = call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %143), !dbg !559
  %150 = and i64 %149, 1, !dbg !559
  store i64 %150, ptr @g_156, align 8, !dbg !560, !tbaa !416
    #dbg_value(i8 47, !533, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !558)
    #dbg_value(!DIArgList(i32 %146, i64 %149, i8 47), !561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_or, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
    #dbg_value(i32 %146, !564, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
    #dbg_value(!DIArgList(i32 %146, i64 %149, i64 47), !561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
    #dbg_value(i64 47, !533, !DIExpression(), !558)
    #dbg_value(!DIArgList(i32 %146, i64 47), !561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
    #dbg_value(!DIArgList(i32 %146, i1 true), !561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
    #dbg_value(!DIArgList(i32 %146, i32 1), !561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
    #dbg_value(i1 %179, !561, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !565)
  %151 = zext i1 %179 to i32, !dbg !567
  %152 = icmp ule i32 %146, %151, !dbg !567
  %153 = zext i1 %152 to i32, !dbg !568
  store i32 %153, ptr @g_56, align 4, !dbg !569, !tbaa !312
  br label %197

154:                                              ; preds = %119
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6, !dbg !570
  %155 = load i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 60), align 4, !dbg !571
    #dbg_value(i1 true, !442, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !572)
    #dbg_value(i16 -30448, !443, !DIExpression(), !572)
    #dbg_value(i16 0, !444, !DIExpression(), !572)
    #dbg_value(ptr poison, !445, !DIExpression(), !572)
    #dbg_value(ptr @g_82, !446, !DIExpression(), !572)
    #dbg_value(ptr null, !447, !DIExpression(), !572)
    #dbg_value(ptr poison, !448, !DIExpression(), !572)
    #dbg_assign(i8 0, !450, !DIExpression(DW_OP_LLVM_fragment, 0, 320), !573, ptr undef, !DIExpression(), !572)
    #dbg_assign(i8 0, !450, !DIExpression(DW_OP_LLVM_fragment, 384, 192), !574, ptr undef, !DIExpression(), !572)
    #dbg_value(ptr poison, !452, !DIExpression(), !572)
    #dbg_value(ptr null, !454, !DIExpression(), !572)
    #dbg_value(ptr @g_105, !459, !DIExpression(), !572)
    #dbg_value(i32 2096996872, !461, !DIExpression(), !572)
    #dbg_value(i32 -6, !462, !DIExpression(), !572)
    #dbg_value(ptr poison, !463, !DIExpression(), !572)
    #dbg_value(ptr @g_156, !464, !DIExpression(), !572)
    #dbg_value(i32 87635047, !467, !DIExpression(), !572)
    #dbg_value(i32 81989437, !468, !DIExpression(), !572)
    #dbg_value(ptr poison, !469, !DIExpression(), !572)
    #dbg_value(ptr poison, !449, !DIExpression(), !572)
    #dbg_value(ptr poison, !450, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !572)
    #dbg_value(i1 undef, !386, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !575)
    #dbg_value(i8 -62, !392, !DIExpression(), !575)
    #dbg_value(i1 %99, !577, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !583)
    #dbg_value(i8 81, !582, !DIExpression(), !583)
  %156 = select i1 %99, i16 176, i16 175, !dbg !585
  %157 = load i16, ptr @g_105, align 2, !dbg !586, !tbaa !548
  %158 = xor i16 %157, %156, !dbg !586
  store i16 %158, ptr @g_105, align 2, !dbg !586, !tbaa !548
  %159 = load i1, ptr @g_106, align 2, !dbg !587
  %160 = select i1 %159, i16 5, i16 8098, !dbg !587
  %161 = and i16 %160, %158, !dbg !587
  %162 = trunc i32 %155 to i16, !dbg !588
    #dbg_value(i16 %161, !589, !DIExpression(), !595)
    #dbg_value(i16 %162, !594, !DIExpression(), !595)
  %163 = mul i16 %161, %162, !dbg !597
  %164 = sext i16 %163 to i32, !dbg !598
  %165 = icmp sgt i32 %155, %164, !dbg !599
  %166 = zext i1 %165 to i32, !dbg !599
    #dbg_value(i16 0, !443, !DIExpression(), !572)
  %167 = add i32 %79, 777, !dbg !600
    #dbg_value(i32 0, !443, !DIExpression(), !572)
    #dbg_value(ptr @g_56, !475, !DIExpression(), !550)
    #dbg_assign(i32 1, !476, !DIExpression(), !601, ptr undef, !DIExpression(), !550)
    #dbg_value(ptr poison, !478, !DIExpression(), !550)
    #dbg_value(ptr @g_156, !479, !DIExpression(), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !550)
    #dbg_value(i8 -38, !488, !DIExpression(), !550)
    #dbg_value(i32 1530269522, !490, !DIExpression(), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !550)
    #dbg_value(i64 5, !491, !DIExpression(), !550)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !602)
    #dbg_value(i8 poison, !474, !DIExpression(), !550)
    #dbg_value(i32 poison, !462, !DIExpression(), !572)
    #dbg_value(i32 poison, !493, !DIExpression(), !555)
    #dbg_assign(i1 undef, !520, !DIExpression(), !603, ptr poison, !DIExpression(), !602)
    #dbg_value(ptr undef, !523, !DIExpression(), !602)
    #dbg_value(ptr @g_56, !524, !DIExpression(), !602)
    #dbg_value(i32 7, !525, !DIExpression(), !602)
    #dbg_value(i32 0, !526, !DIExpression(), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !602)
    #dbg_value(!DIArgList(i32 0, i32 poison), !589, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(i32 poison, !594, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(ptr @g_156, !504, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !555)
    #dbg_value(ptr @g_156, !477, !DIExpression(), !550)
    #dbg_assign(ptr poison, !466, !DIExpression(), !606, ptr undef, !DIExpression(), !572)
  %168 = load i64, ptr @g_156, align 8, !tbaa !416
  %169 = or i32 %95, 1171838569, !dbg !607
  %170 = sext i32 %169 to i64, !dbg !544
  %171 = or i64 %168, %170, !dbg !545
  %172 = trunc i64 %171 to i32, !dbg !608
    #dbg_assign(i1 undef, !537, !DIExpression(DW_OP_LLVM_fragment, 8, 48), !609, ptr poison, !DIExpression(), !610)
    #dbg_value(ptr @g_139, !541, !DIExpression(), !610)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison, i32 poison), !537, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !610)
  %173 = xor i32 %166, %172, !dbg !552
  %174 = xor i32 %173, -359565988, !dbg !552
    #dbg_value(i32 1, !443, !DIExpression(), !572)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !550)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !602)
    #dbg_value(!DIArgList(i32 1, i32 poison), !589, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
  %175 = add i32 %79, 312, !dbg !546
  %176 = or i32 %95, 1171838571, !dbg !607
  %177 = sext i32 %176 to i64, !dbg !544
  %178 = or i64 %171, %177, !dbg !545
  %179 = icmp sgt i32 %172, -1, !dbg !611
  br i1 %179, label %141, label %180, !dbg !608

180:                                              ; preds = %154
  %181 = trunc i64 %178 to i32, !dbg !608
    #dbg_assign(i1 undef, !537, !DIExpression(DW_OP_LLVM_fragment, 8, 48), !609, ptr poison, !DIExpression(), !610)
    #dbg_value(ptr @g_139, !541, !DIExpression(), !610)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison, i32 poison), !537, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !610)
    #dbg_value(ptr poison, !469, !DIExpression(), !572)
  %182 = xor i32 %173, %181, !dbg !552
    #dbg_value(i32 2, !443, !DIExpression(), !572)
    #dbg_value(ptr @g_56, !475, !DIExpression(), !550)
    #dbg_assign(i32 1, !476, !DIExpression(), !601, ptr undef, !DIExpression(), !550)
    #dbg_value(ptr poison, !478, !DIExpression(), !550)
    #dbg_value(ptr @g_156, !479, !DIExpression(), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !550)
    #dbg_value(i8 -38, !488, !DIExpression(), !550)
    #dbg_value(i32 1530269522, !490, !DIExpression(), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !550)
    #dbg_value(i64 5, !491, !DIExpression(), !550)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !602)
    #dbg_value(i8 poison, !474, !DIExpression(), !550)
    #dbg_value(i32 poison, !462, !DIExpression(), !572)
    #dbg_value(i32 poison, !493, !DIExpression(), !555)
    #dbg_assign(i1 undef, !520, !DIExpression(), !603, ptr poison, !DIExpression(), !602)
    #dbg_value(ptr undef, !523, !DIExpression(), !602)
    #dbg_value(ptr @g_56, !524, !DIExpression(), !602)
    #dbg_value(i32 7, !525, !DIExpression(), !602)
    #dbg_value(i32 0, !526, !DIExpression(), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !602)
    #dbg_value(!DIArgList(i32 2, i32 poison), !589, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(i32 poison, !594, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(ptr @g_156, !464, !DIExpression(), !572)
    #dbg_value(ptr @g_156, !504, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !555)
    #dbg_value(ptr @g_156, !477, !DIExpression(), !550)
  %183 = add i32 %79, 467, !dbg !546
    #dbg_assign(ptr poison, !466, !DIExpression(), !606, ptr undef, !DIExpression(), !572)
  %184 = icmp sgt i32 %182, -1, !dbg !611
  br i1 %184, label %185, label %141, !dbg !608

185:                                              ; preds = %180
    #dbg_assign(i1 undef, !537, !DIExpression(DW_OP_LLVM_fragment, 8, 48), !609, ptr poison, !DIExpression(), !610)
    #dbg_value(ptr @g_139, !541, !DIExpression(), !610)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison, i32 poison), !537, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !610)
    #dbg_value(ptr poison, !469, !DIExpression(), !572)
    #dbg_value(i32 3, !443, !DIExpression(), !572)
    #dbg_value(ptr @g_56, !475, !DIExpression(), !550)
    #dbg_assign(i32 1, !476, !DIExpression(), !601, ptr undef, !DIExpression(), !550)
    #dbg_value(ptr poison, !478, !DIExpression(), !550)
    #dbg_value(ptr @g_156, !479, !DIExpression(), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !550)
    #dbg_value(i8 -38, !488, !DIExpression(), !550)
    #dbg_value(i32 1530269522, !490, !DIExpression(), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !550)
    #dbg_value(i64 5, !491, !DIExpression(), !550)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !602)
    #dbg_value(i8 poison, !474, !DIExpression(), !550)
    #dbg_value(i32 poison, !462, !DIExpression(), !572)
    #dbg_value(i32 poison, !493, !DIExpression(), !555)
    #dbg_assign(i1 undef, !520, !DIExpression(), !603, ptr poison, !DIExpression(), !602)
    #dbg_value(ptr undef, !523, !DIExpression(), !602)
    #dbg_value(ptr @g_56, !524, !DIExpression(), !602)
    #dbg_value(i32 7, !525, !DIExpression(), !602)
    #dbg_value(i32 0, !526, !DIExpression(), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !602)
    #dbg_value(!DIArgList(i32 3, i32 poison), !589, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(i32 poison, !594, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
    #dbg_value(ptr @g_156, !464, !DIExpression(), !572)
    #dbg_value(ptr @g_156, !504, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !555)
    #dbg_value(ptr @g_156, !477, !DIExpression(), !550)
    #dbg_assign(ptr poison, !466, !DIExpression(), !606, ptr undef, !DIExpression(), !572)
  %186 = or i32 %95, 1171838575, !dbg !607
  %187 = sext i32 %186 to i64, !dbg !544
  %188 = or i64 %178, %187, !dbg !545
    #dbg_assign(i1 undef, !537, !DIExpression(DW_OP_LLVM_fragment, 8, 48), !609, ptr poison, !DIExpression(), !610)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison, i32 poison), !537, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !610)
  %189 = xor i64 %188, %178, !dbg !552
  %190 = trunc i64 %189 to i32, !dbg !552
  %191 = xor i32 %182, %190, !dbg !552
    #dbg_value(i32 4, !443, !DIExpression(), !572)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr undef, !480, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !550)
    #dbg_value(ptr null, !483, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !550)
    #dbg_value(ptr poison, !483, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !550)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !602)
    #dbg_value(ptr null, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !602)
    #dbg_value(!DIArgList(i32 4, i32 poison), !589, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !604)
  %192 = icmp sgt i32 %191, -1, !dbg !611
  br i1 %192, label %193, label %141, !dbg !608

193:                                              ; preds = %185
    #dbg_assign(i1 undef, !537, !DIExpression(DW_OP_LLVM_fragment, 8, 48), !609, ptr poison, !DIExpression(), !610)
    #dbg_value(ptr @g_139, !541, !DIExpression(), !610)
    #dbg_value(i32 -230105796, !486, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !550)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison, i32 poison), !537, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !610)
    #dbg_value(ptr poison, !469, !DIExpression(), !572)
    #dbg_value(i32 poison, !462, !DIExpression(DW_OP_constu, 155, DW_OP_minus, DW_OP_stack_value), !572)
    #dbg_value(ptr @g_156, !464, !DIExpression(), !572)
    #dbg_value(i32 5, !443, !DIExpression(), !572)
  store i16 1, ptr @g_99.0, align 2, !dbg !547, !tbaa !548
  store i16 1, ptr @g_99.1, align 2, !dbg !547, !tbaa !548
  store i16 1, ptr @g_99.2, align 2, !dbg !547, !tbaa !548
  store i16 28467, ptr @g_99.3, align 2, !dbg !550, !tbaa !548
  store i16 1, ptr @g_99.4, align 2, !dbg !547, !tbaa !548
  store i64 %188, ptr @g_156, align 8, !dbg !545, !tbaa !416
  store i32 218, ptr getelementptr inbounds (i8, ptr @g_3, i64 32), align 16, !dbg !551, !tbaa !312
  %194 = trunc i64 %188 to i16
  store i1 true, ptr @g_106, align 2, !dbg !553
  store i32 %167, ptr @g_61, align 4, !tbaa !312
  store i64 4, ptr @g_139, align 8, !dbg !550, !tbaa !416
  store i16 1, ptr @g_142, align 2, !dbg !554, !tbaa !548
  store ptr null, ptr @g_82, align 8, !dbg !555, !tbaa !282
  store i64 -7788329780262676882, ptr @g_77.0, align 8, !tbaa !416
  store i32 %186, ptr @g_56, align 4, !tbaa !312
  store i16 %194, ptr @g_165.6, align 4, !dbg !556, !tbaa !548
  %195 = and i32 %191, 5, !dbg !612
  %196 = xor i32 %195, 1, !dbg !612
  store i32 %196, ptr getelementptr inbounds (i8, ptr @g_3, i64 60), align 4, !dbg !612, !tbaa !312
  br label %197, !dbg !613

197:                                              ; preds = %141, %193
  br label %198, !dbg !614

198:                                              ; preds = %232, %197
  %199 = phi i1 [ true, %197 ], [ false, %232 ]
  %200 = phi i64 [ 0, %197 ], [ 1, %232 ]
    #dbg_value(i64 %200, !273, !DIExpression(), !277)
    #dbg_value(i64 0, !274, !DIExpression(), !277)
  %201 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 0, !dbg !616
  %202 = load i32, ptr %201, align 8, !dbg !616, !tbaa !312
  %203 = sext i32 %202 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  br i1 %19, label %204, label %233, !dbg !623

204:                                              ; preds = %198
    #dbg_value(i64 1, !274, !DIExpression(), !277)
  %205 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 1, !dbg !616
  %206 = load i32, ptr %205, align 4, !dbg !616, !tbaa !312
  %207 = sext i32 %206 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 2, !274, !DIExpression(), !277)
  %208 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 2, !dbg !616
  %209 = load i32, ptr %208, align 8, !dbg !616, !tbaa !312
  %210 = sext i32 %209 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %210, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 3, !274, !DIExpression(), !277)
  %211 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 3, !dbg !616
  %212 = load i32, ptr %211, align 4, !dbg !616, !tbaa !312
  %213 = sext i32 %212 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 4, !274, !DIExpression(), !277)
  %214 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 4, !dbg !616
  %215 = load i32, ptr %214, align 8, !dbg !616, !tbaa !312
  %216 = sext i32 %215 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 5, !274, !DIExpression(), !277)
  %217 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 5, !dbg !616
  %218 = load i32, ptr %217, align 4, !dbg !616, !tbaa !312
  %219 = sext i32 %218 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 6, !274, !DIExpression(), !277)
  %220 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 6, !dbg !616
  %221 = load i32, ptr %220, align 8, !dbg !616, !tbaa !312
  %222 = sext i32 %221 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 7, !274, !DIExpression(), !277)
  %223 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 7, !dbg !616
  %224 = load i32, ptr %223, align 4, !dbg !616, !tbaa !312
  %225 = sext i32 %224 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 8, !274, !DIExpression(), !277)
  %226 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 8, !dbg !616
  %227 = load i32, ptr %226, align 8, !dbg !616, !tbaa !312
  %228 = sext i32 %227 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 9, !274, !DIExpression(), !277)
  %229 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 9, !dbg !616
  %230 = load i32, ptr %229, align 4, !dbg !616, !tbaa !312
  %231 = sext i32 %230 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
    #dbg_value(i64 10, !274, !DIExpression(), !277)
    #dbg_value(i64 %200, !273, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !277)
  br i1 %199, label %232, label %281, !dbg !614

232:                                              ; preds = %204, %233
  br label %198, !dbg !616, !llvm.loop !624

233:                                              ; preds = %198
  %234 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %234, i32 noundef 0), !dbg !626
    #dbg_value(i64 1, !274, !DIExpression(), !277)
  %236 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 1, !dbg !616
  %237 = load i32, ptr %236, align 4, !dbg !616, !tbaa !312
  %238 = sext i32 %237 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %239 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %239, i32 noundef 1), !dbg !626
    #dbg_value(i64 2, !274, !DIExpression(), !277)
  %241 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 2, !dbg !616
  %242 = load i32, ptr %241, align 8, !dbg !616, !tbaa !312
  %243 = sext i32 %242 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %244 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %244, i32 noundef 2), !dbg !626
    #dbg_value(i64 3, !274, !DIExpression(), !277)
  %246 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 3, !dbg !616
  %247 = load i32, ptr %246, align 4, !dbg !616, !tbaa !312
  %248 = sext i32 %247 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %249 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %249, i32 noundef 3), !dbg !626
    #dbg_value(i64 4, !274, !DIExpression(), !277)
  %251 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 4, !dbg !616
  %252 = load i32, ptr %251, align 8, !dbg !616, !tbaa !312
  %253 = sext i32 %252 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %254 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %254, i32 noundef 4), !dbg !626
    #dbg_value(i64 5, !274, !DIExpression(), !277)
  %256 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 5, !dbg !616
  %257 = load i32, ptr %256, align 4, !dbg !616, !tbaa !312
  %258 = sext i32 %257 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %259 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %259, i32 noundef 5), !dbg !626
    #dbg_value(i64 6, !274, !DIExpression(), !277)
  %261 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 6, !dbg !616
  %262 = load i32, ptr %261, align 8, !dbg !616, !tbaa !312
  %263 = sext i32 %262 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %264 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %264, i32 noundef 6), !dbg !626
    #dbg_value(i64 7, !274, !DIExpression(), !277)
  %266 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 7, !dbg !616
  %267 = load i32, ptr %266, align 4, !dbg !616, !tbaa !312
  %268 = sext i32 %267 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %269 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %269, i32 noundef 7), !dbg !626
    #dbg_value(i64 8, !274, !DIExpression(), !277)
  %271 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 8, !dbg !616
  %272 = load i32, ptr %271, align 8, !dbg !616, !tbaa !312
  %273 = sext i32 %272 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %274 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %274, i32 noundef 8), !dbg !626
    #dbg_value(i64 9, !274, !DIExpression(), !277)
  %276 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %200, i64 9, !dbg !616
  %277 = load i32, ptr %276, align 4, !dbg !616, !tbaa !312
  %278 = sext i32 %277 to i64, !dbg !616
  call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !622
  %279 = trunc nuw nsw i64 %200 to i32, !dbg !626
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %279, i32 noundef 9), !dbg !626
    #dbg_value(i64 10, !274, !DIExpression(), !277)
    #dbg_value(i64 %200, !273, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !277)
  br i1 %199, label %232, label %282, !dbg !614

281:                                              ; preds = %204
    #dbg_value(i32 0, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 1, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 2, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 3, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  br label %291, !dbg !635

282:                                              ; preds = %233
    #dbg_value(i32 0, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0), !dbg !636
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1), !dbg !636
    #dbg_value(i32 1, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 0), !dbg !636
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 1), !dbg !636
    #dbg_value(i32 2, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 0), !dbg !636
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 1), !dbg !636
    #dbg_value(i32 3, !273, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 0), !dbg !636
    #dbg_value(i32 1, !274, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 3156510992, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !628
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 1), !dbg !636
  br label %291, !dbg !636

291:                                              ; preds = %281, %282
    #dbg_value(i32 2, !274, !DIExpression(), !277)
    #dbg_value(i32 4, !273, !DIExpression(), !277)
  %292 = load i8, ptr @g_43, align 1, !dbg !638, !tbaa !418
  %293 = sext i8 %292 to i64, !dbg !638
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !639
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !640
  %294 = load i32, ptr @g_56, align 4, !dbg !641, !tbaa !312
  %295 = sext i32 %294 to i64, !dbg !641
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !642
  %296 = load i32, ptr @g_61, align 4, !dbg !643, !tbaa !312
  %297 = zext i32 %296 to i64, !dbg !643
  call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !644
  call fastcc void @transparent_crc(i64 noundef 47, ptr noundef nonnull @.str.8, i32 noundef %20), !dbg !645
    #dbg_value(i32 poison, !273, !DIExpression(), !277)
  %298 = load i64, ptr @g_77.0, align 8, !dbg !646, !tbaa !416
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !650
  br i1 %19, label %299, label %310, !dbg !651

299:                                              ; preds = %291
    #dbg_value(i64 0, !273, !DIExpression(), !277)
  %300 = load i16, ptr @g_99.0, align 2, !dbg !652, !tbaa !548
  %301 = zext i16 %300 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
    #dbg_value(i64 1, !273, !DIExpression(), !277)
  %302 = load i16, ptr @g_99.1, align 2, !dbg !652, !tbaa !548
  %303 = zext i16 %302 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
    #dbg_value(i64 2, !273, !DIExpression(), !277)
  %304 = load i16, ptr @g_99.2, align 2, !dbg !652, !tbaa !548
  %305 = zext i16 %304 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
    #dbg_value(i64 3, !273, !DIExpression(), !277)
  %306 = load i16, ptr @g_99.3, align 2, !dbg !652, !tbaa !548
  %307 = zext i16 %306 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
    #dbg_value(i64 4, !273, !DIExpression(), !277)
  %308 = load i16, ptr @g_99.4, align 2, !dbg !652, !tbaa !548
  %309 = zext i16 %308 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
  br label %327, !dbg !657

310:                                              ; preds = %291
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !658
    #dbg_value(i64 0, !273, !DIExpression(), !277)
  %312 = load i16, ptr @g_99.0, align 2, !dbg !652, !tbaa !548
  %313 = zext i16 %312 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !660
    #dbg_value(i64 1, !273, !DIExpression(), !277)
  %315 = load i16, ptr @g_99.1, align 2, !dbg !652, !tbaa !548
  %316 = zext i16 %315 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %316, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !660
    #dbg_value(i64 2, !273, !DIExpression(), !277)
  %318 = load i16, ptr @g_99.2, align 2, !dbg !652, !tbaa !548
  %319 = zext i16 %318 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
  %320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2), !dbg !660
    #dbg_value(i64 3, !273, !DIExpression(), !277)
  %321 = load i16, ptr @g_99.3, align 2, !dbg !652, !tbaa !548
  %322 = zext i16 %321 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3), !dbg !660
    #dbg_value(i64 4, !273, !DIExpression(), !277)
  %324 = load i16, ptr @g_99.4, align 2, !dbg !652, !tbaa !548
  %325 = zext i16 %324 to i64, !dbg !652
  call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !656
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4), !dbg !660
  br label %327, !dbg !660

327:                                              ; preds = %299, %310
    #dbg_value(i64 5, !273, !DIExpression(), !277)
  %328 = load i16, ptr @g_105, align 2, !dbg !662, !tbaa !548
  %329 = zext nneg i16 %328 to i64, !dbg !662
  call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !663
  %330 = load i1, ptr @g_106, align 2, !dbg !664
  %331 = select i1 %330, i64 5, i64 8098, !dbg !664
  call fastcc void @transparent_crc(i64 noundef %331, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !665
  %332 = load i64, ptr @g_139, align 8, !dbg !666, !tbaa !416
  call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !667
  %333 = load i16, ptr @g_142, align 2, !dbg !668, !tbaa !548
  %334 = zext i16 %333 to i64, !dbg !668
  call fastcc void @transparent_crc(i64 noundef %334, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !669
  %335 = load i64, ptr @g_156, align 8, !dbg !670, !tbaa !418
  call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !671
  %336 = load volatile i32, ptr @g_156, align 8, !dbg !672, !tbaa !418
  %337 = sext i32 %336 to i64, !dbg !673
  call fastcc void @transparent_crc(i64 noundef %337, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !674
  %338 = load i8, ptr @g_156, align 8, !dbg !675, !tbaa !418
  %339 = sext i8 %338 to i64, !dbg !676
  call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !677
  %340 = load i32, ptr @g_156, align 8, !dbg !678, !tbaa !418
  %341 = sext i32 %340 to i64, !dbg !679
  call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !680
  %342 = load i16, ptr @g_156, align 8, !dbg !681, !tbaa !418
  %343 = zext i16 %342 to i64, !dbg !682
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.20, i32 noundef %20), !dbg !683
    #dbg_value(i64 0, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  br i1 %19, label %344, label %347, !dbg !688

344:                                              ; preds = %327
    #dbg_value(i64 1, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 2, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 3, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 4, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 5, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 6, !273, !DIExpression(), !277)
  %345 = load i16, ptr @g_165.6, align 4, !dbg !689, !tbaa !548
  %346 = sext i16 %345 to i64, !dbg !689
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 7, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
    #dbg_value(i64 8, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  br label %359, !dbg !688

347:                                              ; preds = %327
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !690
    #dbg_value(i64 1, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !690
    #dbg_value(i64 2, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2), !dbg !690
    #dbg_value(i64 3, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3), !dbg !690
    #dbg_value(i64 4, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4), !dbg !690
    #dbg_value(i64 5, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5), !dbg !690
    #dbg_value(i64 6, !273, !DIExpression(), !277)
  %354 = load i16, ptr @g_165.6, align 4, !dbg !689, !tbaa !548
  %355 = sext i16 %354 to i64, !dbg !689
  call fastcc void @transparent_crc(i64 noundef %355, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6), !dbg !690
    #dbg_value(i64 7, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7), !dbg !690
    #dbg_value(i64 8, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef -12850, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !684
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8), !dbg !690
  br label %359, !dbg !690

359:                                              ; preds = %344, %347
    #dbg_value(i64 9, !273, !DIExpression(), !277)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !692
  %360 = load volatile i32, ptr @g_175, align 8, !dbg !693, !tbaa !418
  %361 = sext i32 %360 to i64, !dbg !694
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !695
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !696
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !697
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !698
  %362 = load i32, ptr @crc32_context, align 4, !dbg !699, !tbaa !312
  %363 = xor i32 %362, -1, !dbg !700
    #dbg_value(i32 %363, !701, !DIExpression(), !707)
    #dbg_value(i32 %20, !706, !DIExpression(), !707)
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %363), !dbg !709
  ret i32 0, !dbg !710
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !711 {
    #dbg_value(i64 %0, !715, !DIExpression(), !718)
    #dbg_value(ptr %1, !716, !DIExpression(), !718)
    #dbg_value(i32 %2, !717, !DIExpression(), !718)
    #dbg_value(i64 %0, !719, !DIExpression(), !724)
    #dbg_value(i64 %0, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !731)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !733, !tbaa !312
  %5 = lshr i32 %4, 8, !dbg !734
  %6 = zext i32 %4 to i64, !dbg !735
  %7 = xor i64 %6, %0, !dbg !735
  %8 = and i64 %7, 255, !dbg !736
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !736
  %10 = load i32, ptr %9, align 4, !dbg !736, !tbaa !312
  %11 = xor i32 %5, %10, !dbg !737
  %12 = lshr i64 %0, 8, !dbg !738
    #dbg_value(i64 %12, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !739)
  %13 = lshr i32 %11, 8, !dbg !741
  %14 = zext i32 %11 to i64, !dbg !742
  %15 = xor i64 %12, %14, !dbg !742
  %16 = and i64 %15, 255, !dbg !743
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !743
  %18 = load i32, ptr %17, align 4, !dbg !743, !tbaa !312
  %19 = xor i32 %13, %18, !dbg !744
  %20 = lshr i64 %0, 16, !dbg !745
    #dbg_value(i64 %20, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !746)
  %21 = lshr i32 %19, 8, !dbg !748
  %22 = zext i32 %19 to i64, !dbg !749
  %23 = xor i64 %20, %22, !dbg !749
  %24 = and i64 %23, 255, !dbg !750
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !750
  %26 = load i32, ptr %25, align 4, !dbg !750, !tbaa !312
  %27 = xor i32 %21, %26, !dbg !751
  %28 = lshr i64 %0, 24, !dbg !752
    #dbg_value(i64 %28, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !753)
  %29 = lshr i32 %27, 8, !dbg !755
  %30 = zext i32 %27 to i64, !dbg !756
  %31 = xor i64 %28, %30, !dbg !756
  %32 = and i64 %31, 255, !dbg !757
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !757
  %34 = load i32, ptr %33, align 4, !dbg !757, !tbaa !312
  %35 = xor i32 %29, %34, !dbg !758
  %36 = lshr i64 %0, 32, !dbg !759
    #dbg_value(i64 %36, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !760)
  %37 = lshr i32 %35, 8, !dbg !762
  %38 = zext i32 %35 to i64, !dbg !763
  %39 = xor i64 %36, %38, !dbg !763
  %40 = and i64 %39, 255, !dbg !764
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !764
  %42 = load i32, ptr %41, align 4, !dbg !764, !tbaa !312
  %43 = xor i32 %37, %42, !dbg !765
  %44 = lshr i64 %0, 40, !dbg !766
    #dbg_value(i64 %44, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !767)
  %45 = lshr i32 %43, 8, !dbg !769
  %46 = zext i32 %43 to i64, !dbg !770
  %47 = xor i64 %44, %46, !dbg !770
  %48 = and i64 %47, 255, !dbg !771
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !771
  %50 = load i32, ptr %49, align 4, !dbg !771, !tbaa !312
  %51 = xor i32 %45, %50, !dbg !772
  %52 = lshr i64 %0, 48, !dbg !773
    #dbg_value(i64 %52, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !774)
  %53 = lshr i32 %51, 8, !dbg !776
  %54 = zext i32 %51 to i64, !dbg !777
  %55 = xor i64 %52, %54, !dbg !777
  %56 = and i64 %55, 255, !dbg !778
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !778
  %58 = load i32, ptr %57, align 4, !dbg !778, !tbaa !312
  %59 = xor i32 %53, %58, !dbg !779
  %60 = lshr i64 %0, 56, !dbg !780
    #dbg_value(i64 %60, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !781)
  %61 = lshr i32 %59, 8, !dbg !783
  %62 = and i32 %59, 255, !dbg !784
  %63 = zext nneg i32 %62 to i64, !dbg !784
  %64 = xor i64 %60, %63, !dbg !784
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !784
  %66 = load i32, ptr %65, align 4, !dbg !784, !tbaa !312
  %67 = xor i32 %61, %66, !dbg !785
  store i32 %67, ptr @crc32_context, align 4, !dbg !786, !tbaa !312
  %68 = icmp eq i32 %2, 0, !dbg !787
  br i1 %68, label %73, label %69, !dbg !789

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !790
  %71 = zext i32 %70 to i64, !dbg !790
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, ptr noundef %1, i64 noundef %71), !dbg !792
  br label %73, !dbg !793

73:                                               ; preds = %69, %3
  ret void, !dbg !794
}

; Function Attrs: nofree nounwind
declare !dbg !795 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !801 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!257, !258, !259, !260, !261, !262, !263}
!llvm.ident = !{!264}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 25, type: !248, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "builtins_5006.c", directory: ".", checksumkind: CSK_MD5, checksum: "d806a836c36e79eb46ff84234653618a")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !27, !32, !34, !36, !38, !40, !45, !50, !52, !57, !59, !61, !63, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !98, !103, !108, !114, !116, !121, !123, !129, !134, !155, !160, !162, !167, !172, !174, !176, !181, !187, !191, !0, !196, !201, !203, !208, !210, !212, !214, !219, !222, !227, !229, !234, !236, !238, !241, !243, !246}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 262, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 270, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 80, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 10)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 271, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 18)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 279, type: !17, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 284, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 285, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 286, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !29, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !29, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 291, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 292, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 297, type: !42, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 301, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 302, type: !54, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 303, type: !54, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 304, type: !54, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 305, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 9)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !65, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 307, type: !65, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 308, type: !65, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 309, type: !65, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !65, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 316, type: !65, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 317, type: !65, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 318, type: !65, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 319, type: !65, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 320, type: !65, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !90, line: 47, type: !91, isLocal: true, isDefinition: true)
!90 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 8192, elements: !96)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !93, line: 26, baseType: !94)
!93 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !95, line: 42, baseType: !6)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!96 = !{!97}
!97 = !DISubrange(count: 256)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 344, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 43)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 16)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 280, elements: !112)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!112 = !{!113}
!113 = !DISubrange(count: 35)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !100, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 15)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !17, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_82", scope: !2, file: !3, line: 35, type: !125, isLocal: true, isDefinition: true)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !127, line: 26, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !95, line: 41, baseType: !7)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_71", scope: !2, file: !3, line: 31, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_174", scope: !2, file: !3, line: 45, type: !136, isLocal: true, isDefinition: true)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 64, elements: !139)
!139 = !{!140, !144, !146, !150, !151}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !138, file: !3, line: 17, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !93, line: 27, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !95, line: 45, baseType: !143)
!143 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !138, file: !3, line: 18, baseType: !145, size: 32)
!145 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !126)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !138, file: !3, line: 19, baseType: !147, size: 8)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !127, line: 24, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !95, line: 37, baseType: !149)
!149 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !138, file: !3, line: 20, baseType: !126, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !138, file: !3, line: 21, baseType: !152, size: 16)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !93, line: 25, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !95, line: 40, baseType: !154)
!154 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!156 = distinct !DIGlobalVariable(name: "g_185", scope: !2, file: !3, line: 46, type: !157, isLocal: true, isDefinition: true)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !92)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 226, type: !100, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 226, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 384, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 48)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 229, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 616, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 77)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 234, type: !47, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 245, type: !47, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 248, type: !178, isLocal: true, isDefinition: true)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 248, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 31)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_70", scope: !2, file: !3, line: 32, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !184, size: 3200, elements: !186)
!184 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!186 = !{!19, !31}
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_81", scope: !2, file: !3, line: 36, type: !189, isLocal: true, isDefinition: true)
!189 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !90, line: 114, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 36)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_8", scope: !2, file: !3, line: 26, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 256, elements: !199)
!199 = !{!200, !14}
!200 = !DISubrange(count: 4)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 27, type: !147, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_45", scope: !2, file: !3, line: 28, type: !205, isLocal: true, isDefinition: true)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !93, line: 24, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !95, line: 38, baseType: !207)
!207 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_56", scope: !2, file: !3, line: 29, type: !126, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_61", scope: !2, file: !3, line: 30, type: !92, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_74", scope: !2, file: !3, line: 33, type: !147, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_77", scope: !2, file: !3, line: 34, type: !216, isLocal: true, isDefinition: true)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 64, elements: !217)
!217 = !{!218}
!218 = !DISubrange(count: 1)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_99", scope: !2, file: !3, line: 37, type: !221, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 80, elements: !30)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_105", scope: !2, file: !3, line: 38, type: !224, isLocal: true, isDefinition: true)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !127, line: 25, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !95, line: 39, baseType: !226)
!226 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(name: "g_106", scope: !2, file: !3, line: 39, type: !224, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_139", scope: !2, file: !3, line: 40, type: !231, isLocal: true, isDefinition: true)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !127, line: 27, baseType: !232)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !95, line: 44, baseType: !233)
!233 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(name: "g_142", scope: !2, file: !3, line: 41, type: !152, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_156", scope: !2, file: !3, line: 42, type: !138, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "g_165", scope: !2, file: !3, line: 43, type: !240, isLocal: true, isDefinition: true)
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !224, size: 144, elements: !66)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(name: "g_175", scope: !2, file: !3, line: 44, type: !137, isLocal: true, isDefinition: true)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(scope: null, file: !245, line: 56, type: !118, isLocal: true, isDefinition: true)
!245 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !90, line: 48, type: !92, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 640, elements: !249)
!249 = !{!14, !19}
!250 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_LLVM_fragment, 0, 16))
!251 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_LLVM_fragment, 16, 16))
!252 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_LLVM_fragment, 32, 16))
!253 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_LLVM_fragment, 48, 16))
!254 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_LLVM_fragment, 64, 16))
!255 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709543523, DW_OP_mul, DW_OP_constu, 8098, DW_OP_plus, DW_OP_stack_value))
!256 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression(DW_OP_LLVM_fragment, 96, 16))
!257 = !{i32 7, !"Dwarf Version", i32 5}
!258 = !{i32 2, !"Debug Info Version", i32 3}
!259 = !{i32 1, !"wchar_size", i32 4}
!260 = !{i32 8, !"PIC Level", i32 2}
!261 = !{i32 7, !"PIE Level", i32 2}
!262 = !{i32 7, !"uwtable", i32 2}
!263 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!264 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!265 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 258, type: !266, scopeLine: 259, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !270)
!266 = !DISubroutineType(types: !267)
!267 = !{!7, !7, !268}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!270 = !{!271, !272, !273, !274, !275}
!271 = !DILocalVariable(name: "argc", arg: 1, scope: !265, file: !3, line: 258, type: !7)
!272 = !DILocalVariable(name: "argv", arg: 2, scope: !265, file: !3, line: 258, type: !268)
!273 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 260, type: !7)
!274 = !DILocalVariable(name: "j", scope: !265, file: !3, line: 260, type: !7)
!275 = !DILocalVariable(name: "print_hash_value", scope: !265, file: !3, line: 261, type: !7)
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !265)
!278 = !DILocation(line: 262, column: 14, scope: !279)
!279 = distinct !DILexicalBlock(scope: !265, file: !3, line: 262, column: 9)
!280 = !DILocation(line: 262, column: 19, scope: !279)
!281 = !DILocation(line: 262, column: 29, scope: !279)
!282 = !{!283, !283, i64 0}
!283 = !{!"any pointer", !284, i64 0}
!284 = !{!"omnipotent char", !285, i64 0}
!285 = !{!"Simple C/C++ TBAA"}
!286 = !DILocation(line: 262, column: 43, scope: !279)
!287 = !DILocation(line: 262, column: 9, scope: !265)
!288 = !DILocalVariable(name: "poly", scope: !289, file: !90, line: 54, type: !296)
!289 = distinct !DISubprogram(name: "crc32_gentab", scope: !90, file: !90, line: 51, type: !290, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{null}
!292 = !{!293, !288, !294, !295}
!293 = !DILocalVariable(name: "crc", scope: !289, file: !90, line: 53, type: !92)
!294 = !DILocalVariable(name: "i", scope: !289, file: !90, line: 55, type: !7)
!295 = !DILocalVariable(name: "j", scope: !289, file: !90, line: 55, type: !7)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!297 = !DILocation(line: 0, scope: !289, inlinedAt: !298)
!298 = distinct !DILocation(line: 264, column: 5, scope: !265)
!299 = !DILocation(line: 57, column: 2, scope: !300, inlinedAt: !298)
!300 = distinct !DILexicalBlock(scope: !289, file: !90, line: 57, column: 2)
!301 = !DILocation(line: 57, column: 24, scope: !302, inlinedAt: !298)
!302 = distinct !DILexicalBlock(scope: !300, file: !90, line: 57, column: 2)
!303 = !DILocation(line: 60, column: 12, scope: !304, inlinedAt: !298)
!304 = distinct !DILexicalBlock(scope: !305, file: !90, line: 60, column: 8)
!305 = distinct !DILexicalBlock(scope: !306, file: !90, line: 59, column: 27)
!306 = distinct !DILexicalBlock(scope: !307, file: !90, line: 59, column: 3)
!307 = distinct !DILexicalBlock(scope: !308, file: !90, line: 59, column: 3)
!308 = distinct !DILexicalBlock(scope: !302, file: !90, line: 57, column: 28)
!309 = !DILocation(line: 60, column: 8, scope: !305, inlinedAt: !298)
!310 = !DILocation(line: 66, column: 3, scope: !308, inlinedAt: !298)
!311 = !DILocation(line: 66, column: 16, scope: !308, inlinedAt: !298)
!312 = !{!313, !313, i64 0}
!313 = !{!"int", !284, i64 0}
!314 = distinct !{!314, !299, !315, !316, !317, !318}
!315 = !DILocation(line: 67, column: 2, scope: !300, inlinedAt: !298)
!316 = !{!"llvm.loop.mustprogress"}
!317 = !{!"llvm.loop.isvectorized", i32 1}
!318 = !{!"llvm.loop.unroll.runtime.disable"}
!319 = !DILocalVariable(name: "l_39", scope: !320, file: !3, line: 63, type: !92)
!320 = distinct !DISubprogram(name: "func_26", scope: !3, file: !3, line: 61, type: !321, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{!231}
!323 = !{!319, !324, !326, !328, !331, !333, !334, !335}
!324 = !DILocalVariable(name: "l_42", scope: !320, file: !3, line: 64, type: !325)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!326 = !DILocalVariable(name: "l_44", scope: !320, file: !3, line: 65, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!328 = !DILocalVariable(name: "l_203", scope: !320, file: !3, line: 66, type: !329)
!329 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 15360, elements: !330)
!330 = !{!44, !56, !31}
!331 = !DILocalVariable(name: "l_204", scope: !320, file: !3, line: 67, type: !332)
!332 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 256, elements: !43)
!333 = !DILocalVariable(name: "i", scope: !320, file: !3, line: 68, type: !7)
!334 = !DILocalVariable(name: "j", scope: !320, file: !3, line: 68, type: !7)
!335 = !DILocalVariable(name: "k", scope: !320, file: !3, line: 68, type: !7)
!336 = !DILocation(line: 0, scope: !320, inlinedAt: !337)
!337 = distinct !DILocation(line: 265, column: 5, scope: !265)
!338 = distinct !DIAssignID()
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 69, column: 231, scope: !320, inlinedAt: !337)
!341 = !DILocalVariable(name: "l_75", scope: !342, file: !3, line: 193, type: !126)
!342 = distinct !DISubprogram(name: "func_34", scope: !3, file: !3, line: 190, type: !343, scopeLine: 191, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !346)
!343 = !DISubroutineType(types: !344)
!344 = !{!224, !126, !345, !147}
!345 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !224)
!346 = !{!347, !348, !349, !350, !341, !351, !355, !356, !357, !359, !360, !361, !365, !368, !370, !371, !372, !373}
!347 = !DILocalVariable(name: "p_35", arg: 1, scope: !342, file: !3, line: 190, type: !126)
!348 = !DILocalVariable(name: "p_36", arg: 2, scope: !342, file: !3, line: 190, type: !345)
!349 = !DILocalVariable(name: "p_37", arg: 3, scope: !342, file: !3, line: 190, type: !147)
!350 = !DILocalVariable(name: "l_53", scope: !342, file: !3, line: 192, type: !205)
!351 = !DILocalVariable(name: "l_54", scope: !352, file: !3, line: 196, type: !147)
!352 = distinct !DILexicalBlock(scope: !353, file: !3, line: 195, column: 5)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 194, column: 5)
!354 = distinct !DILexicalBlock(scope: !342, file: !3, line: 194, column: 5)
!355 = !DILocalVariable(name: "l_55", scope: !352, file: !3, line: 197, type: !125)
!356 = !DILocalVariable(name: "l_57", scope: !352, file: !3, line: 198, type: !190)
!357 = !DILocalVariable(name: "l_60", scope: !352, file: !3, line: 199, type: !358)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!359 = !DILocalVariable(name: "l_64", scope: !352, file: !3, line: 200, type: !327)
!360 = !DILocalVariable(name: "l_65", scope: !352, file: !3, line: 201, type: !327)
!361 = !DILocalVariable(name: "l_72", scope: !362, file: !3, line: 208, type: !325)
!362 = distinct !DILexicalBlock(scope: !363, file: !3, line: 207, column: 9)
!363 = distinct !DILexicalBlock(scope: !364, file: !3, line: 206, column: 9)
!364 = distinct !DILexicalBlock(scope: !352, file: !3, line: 206, column: 9)
!365 = !DILocalVariable(name: "l_73", scope: !362, file: !3, line: 209, type: !366)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !325, size: 1536, elements: !367)
!367 = !{!218, !56, !200}
!368 = !DILocalVariable(name: "l_76", scope: !362, file: !3, line: 210, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!370 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 211, type: !7)
!371 = !DILocalVariable(name: "j", scope: !362, file: !3, line: 211, type: !7)
!372 = !DILocalVariable(name: "k", scope: !362, file: !3, line: 211, type: !7)
!373 = !DILocalVariable(name: "l_78", scope: !374, file: !3, line: 219, type: !125)
!374 = distinct !DILexicalBlock(scope: !375, file: !3, line: 218, column: 13)
!375 = distinct !DILexicalBlock(scope: !362, file: !3, line: 212, column: 17)
!376 = !DILocation(line: 0, scope: !342, inlinedAt: !377)
!377 = distinct !DILocation(line: 69, column: 84, scope: !320, inlinedAt: !337)
!378 = !DILocation(line: 193, column: 5, scope: !342, inlinedAt: !377)
!379 = !DILocation(line: 193, column: 13, scope: !342, inlinedAt: !377)
!380 = distinct !DIAssignID()
!381 = !DILocation(line: 194, column: 5, scope: !354, inlinedAt: !377)
!382 = !DILocation(line: 0, scope: !352, inlinedAt: !377)
!383 = !DILocation(line: 202, column: 17, scope: !352, inlinedAt: !377)
!384 = !DILocation(line: 205, column: 79, scope: !352, inlinedAt: !377)
!385 = !DILocation(line: 205, column: 64, scope: !352, inlinedAt: !377)
!386 = !DILocalVariable(name: "si1", arg: 1, scope: !387, file: !388, line: 70, type: !147)
!387 = distinct !DISubprogram(name: "safe_mod_func_int8_t_s_s", scope: !388, file: !388, line: 70, type: !389, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !391)
!388 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!389 = !DISubroutineType(types: !390)
!390 = !{!147, !147, !147}
!391 = !{!386, !392}
!392 = !DILocalVariable(name: "si2", arg: 2, scope: !387, file: !388, line: 70, type: !147)
!393 = !DILocation(line: 0, scope: !387, inlinedAt: !394)
!394 = distinct !DILocation(line: 205, column: 21, scope: !352, inlinedAt: !377)
!395 = !DILocation(line: 75, column: 11, scope: !387, inlinedAt: !394)
!396 = !DILocation(line: 75, column: 17, scope: !387, inlinedAt: !394)
!397 = !DILocation(line: 78, column: 10, scope: !387, inlinedAt: !394)
!398 = !DILocation(line: 205, column: 20, scope: !352, inlinedAt: !377)
!399 = !DILocation(line: 75, column: 5, scope: !387, inlinedAt: !394)
!400 = !DILocation(line: 205, column: 17, scope: !352, inlinedAt: !377)
!401 = !DILocation(line: 0, scope: !362, inlinedAt: !377)
!402 = distinct !DIAssignID()
!403 = !DILocation(line: 212, column: 160, scope: !375, inlinedAt: !377)
!404 = distinct !DIAssignID()
!405 = !DILocalVariable(name: "ui1", arg: 1, scope: !406, file: !388, line: 886, type: !141)
!406 = distinct !DISubprogram(name: "safe_div_func_uint64_t_u_u", scope: !388, file: !388, line: 886, type: !407, scopeLine: 887, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!141, !141, !141}
!409 = !{!405, !410}
!410 = !DILocalVariable(name: "ui2", arg: 2, scope: !406, file: !388, line: 886, type: !141)
!411 = !DILocation(line: 0, scope: !406, inlinedAt: !412)
!412 = distinct !DILocation(line: 212, column: 44, scope: !375, inlinedAt: !377)
!413 = !DILocation(line: 891, column: 5, scope: !406, inlinedAt: !412)
!414 = !DILocation(line: 206, scope: !364, inlinedAt: !377)
!415 = !DILocation(line: 212, column: 80, scope: !375, inlinedAt: !377)
!416 = !{!417, !417, i64 0}
!417 = !{!"long", !284, i64 0}
!418 = !{!284, !284, i64 0}
!419 = !DILocation(line: 241, column: 5, scope: !420, inlinedAt: !377)
!420 = distinct !DILexicalBlock(scope: !342, file: !3, line: 241, column: 5)
!421 = !DILocation(line: 241, column: 26, scope: !422, inlinedAt: !377)
!422 = distinct !DILexicalBlock(scope: !420, file: !3, line: 241, column: 5)
!423 = distinct !{!423, !419, !424, !316}
!424 = !DILocation(line: 246, column: 5, scope: !420, inlinedAt: !377)
!425 = !DILocation(line: 243, column: 11, scope: !426, inlinedAt: !377)
!426 = distinct !DILexicalBlock(scope: !422, file: !3, line: 242, column: 5)
!427 = !DILocation(line: 243, column: 17, scope: !426, inlinedAt: !377)
!428 = !DILocation(line: 245, column: 9, scope: !429, inlinedAt: !377)
!429 = distinct !DILexicalBlock(scope: !430, file: !3, line: 245, column: 9)
!430 = distinct !DILexicalBlock(scope: !426, file: !3, line: 245, column: 9)
!431 = !DILocation(line: 245, column: 9, scope: !430, inlinedAt: !377)
!432 = !DILocation(line: 241, column: 38, scope: !422, inlinedAt: !377)
!433 = !DILocation(line: 159, column: 103, scope: !434, inlinedAt: !543)
!434 = distinct !DILexicalBlock(scope: !435, file: !3, line: 159, column: 13)
!435 = distinct !DILexicalBlock(scope: !436, file: !3, line: 107, column: 5)
!436 = distinct !DILexicalBlock(scope: !437, file: !3, line: 106, column: 5)
!437 = distinct !DILexicalBlock(scope: !438, file: !3, line: 106, column: 5)
!438 = distinct !DISubprogram(name: "func_31", scope: !3, file: !3, line: 81, type: !439, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !441)
!439 = !DISubroutineType(types: !440)
!440 = !{!205, !126, !152}
!441 = !{!442, !443, !444, !445, !446, !447, !448, !449, !450, !452, !454, !455, !459, !461, !462, !463, !464, !466, !467, !468, !469, !471, !472, !473, !474, !475, !476, !477, !478, !479, !480, !483, !486, !488, !490, !491, !492, !493, !497, !500, !501, !502, !504, !507, !508, !509, !510, !511, !520, !523, !524, !525, !526, !527, !528, !533, !534, !535, !536, !537, !541, !542}
!442 = !DILocalVariable(name: "p_32", arg: 1, scope: !438, file: !3, line: 81, type: !126)
!443 = !DILocalVariable(name: "p_33", arg: 2, scope: !438, file: !3, line: 81, type: !152)
!444 = !DILocalVariable(name: "l_87", scope: !438, file: !3, line: 83, type: !224)
!445 = !DILocalVariable(name: "l_92", scope: !438, file: !3, line: 84, type: !125)
!446 = !DILocalVariable(name: "l_93", scope: !438, file: !3, line: 85, type: !190)
!447 = !DILocalVariable(name: "l_94", scope: !438, file: !3, line: 86, type: !190)
!448 = !DILocalVariable(name: "l_95", scope: !438, file: !3, line: 87, type: !125)
!449 = !DILocalVariable(name: "l_96", scope: !438, file: !3, line: 88, type: !125)
!450 = !DILocalVariable(name: "l_97", scope: !438, file: !3, line: 89, type: !451)
!451 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 576, elements: !66)
!452 = !DILocalVariable(name: "l_98", scope: !438, file: !3, line: 90, type: !453)
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!454 = !DILocalVariable(name: "l_102", scope: !438, file: !3, line: 91, type: !325)
!455 = !DILocalVariable(name: "l_103", scope: !438, file: !3, line: 92, type: !456)
!456 = !DICompositeType(tag: DW_TAG_array_type, baseType: !325, size: 4032, elements: !457)
!457 = !{!218, !458, !67}
!458 = !DISubrange(count: 7)
!459 = !DILocalVariable(name: "l_104", scope: !438, file: !3, line: 93, type: !460)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!461 = !DILocalVariable(name: "l_109", scope: !438, file: !3, line: 94, type: !126)
!462 = !DILocalVariable(name: "l_151", scope: !438, file: !3, line: 95, type: !92)
!463 = !DILocalVariable(name: "l_154", scope: !438, file: !3, line: 96, type: !125)
!464 = !DILocalVariable(name: "l_155", scope: !438, file: !3, line: 97, type: !465)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!466 = !DILocalVariable(name: "l_168", scope: !438, file: !3, line: 98, type: !358)
!467 = !DILocalVariable(name: "l_169", scope: !438, file: !3, line: 99, type: !92)
!468 = !DILocalVariable(name: "l_178", scope: !438, file: !3, line: 100, type: !126)
!469 = !DILocalVariable(name: "l_186", scope: !438, file: !3, line: 101, type: !470)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!471 = !DILocalVariable(name: "i", scope: !438, file: !3, line: 102, type: !7)
!472 = !DILocalVariable(name: "j", scope: !438, file: !3, line: 102, type: !7)
!473 = !DILocalVariable(name: "k", scope: !438, file: !3, line: 102, type: !7)
!474 = !DILocalVariable(name: "l_110", scope: !435, file: !3, line: 108, type: !205)
!475 = !DILocalVariable(name: "l_144", scope: !435, file: !3, line: 109, type: !125)
!476 = !DILocalVariable(name: "l_148", scope: !435, file: !3, line: 110, type: !126)
!477 = !DILocalVariable(name: "l_160", scope: !435, file: !3, line: 111, type: !465)
!478 = !DILocalVariable(name: "l_161", scope: !435, file: !3, line: 112, type: !369)
!479 = !DILocalVariable(name: "l_164", scope: !435, file: !3, line: 113, type: !369)
!480 = !DILocalVariable(name: "l_167", scope: !435, file: !3, line: 114, type: !481)
!481 = !DICompositeType(tag: DW_TAG_array_type, baseType: !358, size: 256, elements: !482)
!482 = !{!200}
!483 = !DILocalVariable(name: "l_166", scope: !435, file: !3, line: 115, type: !484)
!484 = !DICompositeType(tag: DW_TAG_array_type, baseType: !470, size: 3200, elements: !485)
!485 = !{!31, !19}
!486 = !DILocalVariable(name: "l_179", scope: !435, file: !3, line: 116, type: !487)
!487 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 160, elements: !30)
!488 = !DILocalVariable(name: "l_188", scope: !435, file: !3, line: 117, type: !489)
!489 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !205)
!490 = !DILocalVariable(name: "l_202", scope: !435, file: !3, line: 118, type: !92)
!491 = !DILocalVariable(name: "i", scope: !435, file: !3, line: 119, type: !7)
!492 = !DILocalVariable(name: "j", scope: !435, file: !3, line: 119, type: !7)
!493 = !DILocalVariable(name: "l_140", scope: !494, file: !3, line: 125, type: !205)
!494 = distinct !DILexicalBlock(scope: !495, file: !3, line: 124, column: 9)
!495 = distinct !DILexicalBlock(scope: !496, file: !3, line: 123, column: 9)
!496 = distinct !DILexicalBlock(scope: !435, file: !3, line: 123, column: 9)
!497 = !DILocalVariable(name: "l_146", scope: !494, file: !3, line: 126, type: !498)
!498 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 1792, elements: !499)
!499 = !{!458, !200, !44}
!500 = !DILocalVariable(name: "l_147", scope: !494, file: !3, line: 127, type: !126)
!501 = !DILocalVariable(name: "l_149", scope: !494, file: !3, line: 128, type: !126)
!502 = !DILocalVariable(name: "l_157", scope: !494, file: !3, line: 129, type: !503)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !465, size: 64)
!504 = !DILocalVariable(name: "l_159", scope: !494, file: !3, line: 130, type: !505)
!505 = !DICompositeType(tag: DW_TAG_array_type, baseType: !465, size: 5120, elements: !506)
!506 = !{!44, !31, !14}
!507 = !DILocalVariable(name: "l_158", scope: !494, file: !3, line: 131, type: !503)
!508 = !DILocalVariable(name: "i", scope: !494, file: !3, line: 132, type: !7)
!509 = !DILocalVariable(name: "j", scope: !494, file: !3, line: 132, type: !7)
!510 = !DILocalVariable(name: "k", scope: !494, file: !3, line: 132, type: !7)
!511 = !DILocalVariable(name: "l_138", scope: !512, file: !3, line: 135, type: !515)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 134, column: 13)
!513 = distinct !DILexicalBlock(scope: !514, file: !3, line: 133, column: 13)
!514 = distinct !DILexicalBlock(scope: !494, file: !3, line: 133, column: 13)
!515 = !DICompositeType(tag: DW_TAG_array_type, baseType: !516, size: 192, elements: !518)
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !517, size: 64)
!517 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!518 = !{!519}
!519 = !DISubrange(count: 3)
!520 = !DILocalVariable(name: "l_141", scope: !512, file: !3, line: 136, type: !521)
!521 = !DICompositeType(tag: DW_TAG_array_type, baseType: !453, size: 256, elements: !522)
!522 = !{!14, !14}
!523 = !DILocalVariable(name: "l_143", scope: !512, file: !3, line: 137, type: !327)
!524 = !DILocalVariable(name: "l_145", scope: !512, file: !3, line: 138, type: !125)
!525 = !DILocalVariable(name: "l_150", scope: !512, file: !3, line: 139, type: !126)
!526 = !DILocalVariable(name: "i", scope: !512, file: !3, line: 140, type: !7)
!527 = !DILocalVariable(name: "j", scope: !512, file: !3, line: 140, type: !7)
!528 = !DILocalVariable(name: "l_176", scope: !529, file: !3, line: 161, type: !530)
!529 = distinct !DILexicalBlock(scope: !434, file: !3, line: 160, column: 9)
!530 = !DICompositeType(tag: DW_TAG_array_type, baseType: !531, size: 13440, elements: !532)
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!532 = !{!458, !19, !519}
!533 = !DILocalVariable(name: "l_177", scope: !529, file: !3, line: 162, type: !126)
!534 = !DILocalVariable(name: "i", scope: !529, file: !3, line: 163, type: !7)
!535 = !DILocalVariable(name: "j", scope: !529, file: !3, line: 163, type: !7)
!536 = !DILocalVariable(name: "k", scope: !529, file: !3, line: 163, type: !7)
!537 = !DILocalVariable(name: "l_182", scope: !538, file: !3, line: 169, type: !539)
!538 = distinct !DILexicalBlock(scope: !434, file: !3, line: 168, column: 9)
!539 = !DICompositeType(tag: DW_TAG_array_type, baseType: !205, size: 56, elements: !540)
!540 = !{!458}
!541 = !DILocalVariable(name: "l_187", scope: !538, file: !3, line: 170, type: !531)
!542 = !DILocalVariable(name: "i", scope: !538, file: !3, line: 171, type: !7)
!543 = distinct !DILocation(line: 69, column: 74, scope: !320, inlinedAt: !337)
!544 = !DILocation(line: 159, column: 58, scope: !434, inlinedAt: !543)
!545 = !DILocation(line: 159, column: 55, scope: !434, inlinedAt: !543)
!546 = !DILocation(line: 123, column: 9, scope: !496, inlinedAt: !543)
!547 = !DILocation(line: 143, column: 161, scope: !512, inlinedAt: !543)
!548 = !{!549, !549, i64 0}
!549 = !{!"short", !284, i64 0}
!550 = !DILocation(line: 0, scope: !435, inlinedAt: !543)
!551 = !DILocation(line: 174, column: 22, scope: !538, inlinedAt: !543)
!552 = !DILocation(line: 176, column: 17, scope: !435, inlinedAt: !543)
!553 = !DILocation(line: 133, scope: !514, inlinedAt: !543)
!554 = !DILocation(line: 143, column: 146, scope: !512, inlinedAt: !543)
!555 = !DILocation(line: 0, scope: !494, inlinedAt: !543)
!556 = !DILocation(line: 159, column: 43, scope: !434, inlinedAt: !543)
!557 = distinct !DIAssignID()
!558 = !DILocation(line: 0, scope: !529, inlinedAt: !543)
!559 = !DILocation(line: 164, column: 83, scope: !529, inlinedAt: !543)
!560 = !DILocation(line: 164, column: 81, scope: !529, inlinedAt: !543)
!561 = !DILocalVariable(name: "si1", arg: 1, scope: !562, file: !388, line: 82, type: !147)
!562 = distinct !DISubprogram(name: "safe_div_func_int8_t_s_s", scope: !388, file: !388, line: 82, type: !389, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !563)
!563 = !{!561, !564}
!564 = !DILocalVariable(name: "si2", arg: 2, scope: !562, file: !388, line: 82, type: !147)
!565 = !DILocation(line: 0, scope: !562, inlinedAt: !566)
!566 = distinct !DILocation(line: 164, column: 25, scope: !529, inlinedAt: !543)
!567 = !DILocation(line: 90, column: 10, scope: !562, inlinedAt: !566)
!568 = !DILocation(line: 164, column: 24, scope: !529, inlinedAt: !543)
!569 = !DILocation(line: 164, column: 22, scope: !529, inlinedAt: !543)
!570 = !DILocation(line: 252, column: 1, scope: !342, inlinedAt: !377)
!571 = !DILocation(line: 69, column: 261, scope: !320, inlinedAt: !337)
!572 = !DILocation(line: 0, scope: !438, inlinedAt: !543)
!573 = distinct !DIAssignID()
!574 = distinct !DIAssignID()
!575 = !DILocation(line: 0, scope: !387, inlinedAt: !576)
!576 = distinct !DILocation(line: 103, column: 232, scope: !438, inlinedAt: !543)
!577 = !DILocalVariable(name: "ui1", arg: 1, scope: !578, file: !388, line: 553, type: !205)
!578 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !388, file: !388, line: 553, type: !579, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !581)
!579 = !DISubroutineType(types: !580)
!580 = !{!205, !205, !205}
!581 = !{!577, !582}
!582 = !DILocalVariable(name: "ui2", arg: 2, scope: !578, file: !388, line: 553, type: !205)
!583 = !DILocation(line: 0, scope: !578, inlinedAt: !584)
!584 = distinct !DILocation(line: 103, column: 67, scope: !438, inlinedAt: !543)
!585 = !DILocation(line: 556, column: 14, scope: !578, inlinedAt: !584)
!586 = !DILocation(line: 103, column: 63, scope: !438, inlinedAt: !543)
!587 = !DILocation(line: 103, column: 50, scope: !438, inlinedAt: !543)
!588 = !DILocation(line: 103, column: 305, scope: !438, inlinedAt: !543)
!589 = !DILocalVariable(name: "si1", arg: 1, scope: !590, file: !388, line: 186, type: !224)
!590 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !388, file: !388, line: 186, type: !591, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !593)
!591 = !DISubroutineType(types: !592)
!592 = !{!224, !224, !224}
!593 = !{!589, !594}
!594 = !DILocalVariable(name: "si2", arg: 2, scope: !590, file: !388, line: 186, type: !224)
!595 = !DILocation(line: 0, scope: !590, inlinedAt: !596)
!596 = distinct !DILocation(line: 103, column: 17, scope: !438, inlinedAt: !543)
!597 = !DILocation(line: 196, column: 9, scope: !590, inlinedAt: !596)
!598 = !DILocation(line: 103, column: 16, scope: !438, inlinedAt: !543)
!599 = !DILocation(line: 103, column: 315, scope: !438, inlinedAt: !543)
!600 = !DILocation(line: 106, column: 5, scope: !437, inlinedAt: !543)
!601 = distinct !DIAssignID()
!602 = !DILocation(line: 0, scope: !512, inlinedAt: !543)
!603 = distinct !DIAssignID()
!604 = !DILocation(line: 0, scope: !590, inlinedAt: !605)
!605 = distinct !DILocation(line: 143, column: 42, scope: !512, inlinedAt: !543)
!606 = distinct !DIAssignID()
!607 = !DILocation(line: 159, column: 91, scope: !434, inlinedAt: !543)
!608 = !DILocation(line: 159, column: 13, scope: !435, inlinedAt: !543)
!609 = distinct !DIAssignID()
!610 = !DILocation(line: 0, scope: !538, inlinedAt: !543)
!611 = !DILocation(line: 159, column: 165, scope: !434, inlinedAt: !543)
!612 = !DILocation(line: 180, column: 13, scope: !438, inlinedAt: !543)
!613 = !DILocation(line: 181, column: 5, scope: !438, inlinedAt: !543)
!614 = !DILocation(line: 266, column: 5, scope: !615)
!615 = distinct !DILexicalBlock(scope: !265, file: !3, line: 266, column: 5)
!616 = !DILocation(line: 270, column: 29, scope: !617)
!617 = distinct !DILexicalBlock(scope: !618, file: !3, line: 269, column: 9)
!618 = distinct !DILexicalBlock(scope: !619, file: !3, line: 268, column: 9)
!619 = distinct !DILexicalBlock(scope: !620, file: !3, line: 268, column: 9)
!620 = distinct !DILexicalBlock(scope: !621, file: !3, line: 267, column: 5)
!621 = distinct !DILexicalBlock(scope: !615, file: !3, line: 266, column: 5)
!622 = !DILocation(line: 270, column: 13, scope: !617)
!623 = !DILocation(line: 271, column: 17, scope: !617)
!624 = distinct !{!624, !614, !625, !316}
!625 = !DILocation(line: 274, column: 5, scope: !615)
!626 = !DILocation(line: 271, column: 35, scope: !627)
!627 = distinct !DILexicalBlock(scope: !617, file: !3, line: 271, column: 17)
!628 = !DILocation(line: 279, column: 13, scope: !629)
!629 = distinct !DILexicalBlock(scope: !630, file: !3, line: 278, column: 9)
!630 = distinct !DILexicalBlock(scope: !631, file: !3, line: 277, column: 9)
!631 = distinct !DILexicalBlock(scope: !632, file: !3, line: 277, column: 9)
!632 = distinct !DILexicalBlock(scope: !633, file: !3, line: 276, column: 5)
!633 = distinct !DILexicalBlock(scope: !634, file: !3, line: 275, column: 5)
!634 = distinct !DILexicalBlock(scope: !265, file: !3, line: 275, column: 5)
!635 = !DILocation(line: 280, column: 17, scope: !629)
!636 = !DILocation(line: 280, column: 35, scope: !637)
!637 = distinct !DILexicalBlock(scope: !629, file: !3, line: 280, column: 17)
!638 = !DILocation(line: 284, column: 21, scope: !265)
!639 = !DILocation(line: 284, column: 5, scope: !265)
!640 = !DILocation(line: 285, column: 5, scope: !265)
!641 = !DILocation(line: 286, column: 21, scope: !265)
!642 = !DILocation(line: 286, column: 5, scope: !265)
!643 = !DILocation(line: 287, column: 21, scope: !265)
!644 = !DILocation(line: 287, column: 5, scope: !265)
!645 = !DILocation(line: 288, column: 5, scope: !265)
!646 = !DILocation(line: 291, column: 25, scope: !647)
!647 = distinct !DILexicalBlock(scope: !648, file: !3, line: 290, column: 5)
!648 = distinct !DILexicalBlock(scope: !649, file: !3, line: 289, column: 5)
!649 = distinct !DILexicalBlock(scope: !265, file: !3, line: 289, column: 5)
!650 = !DILocation(line: 291, column: 9, scope: !647)
!651 = !DILocation(line: 292, column: 13, scope: !647)
!652 = !DILocation(line: 297, column: 25, scope: !653)
!653 = distinct !DILexicalBlock(scope: !654, file: !3, line: 296, column: 5)
!654 = distinct !DILexicalBlock(scope: !655, file: !3, line: 295, column: 5)
!655 = distinct !DILexicalBlock(scope: !265, file: !3, line: 295, column: 5)
!656 = !DILocation(line: 297, column: 9, scope: !653)
!657 = !DILocation(line: 298, column: 13, scope: !653)
!658 = !DILocation(line: 292, column: 31, scope: !659)
!659 = distinct !DILexicalBlock(scope: !647, file: !3, line: 292, column: 13)
!660 = !DILocation(line: 298, column: 31, scope: !661)
!661 = distinct !DILexicalBlock(scope: !653, file: !3, line: 298, column: 13)
!662 = !DILocation(line: 301, column: 21, scope: !265)
!663 = !DILocation(line: 301, column: 5, scope: !265)
!664 = !DILocation(line: 302, column: 21, scope: !265)
!665 = !DILocation(line: 302, column: 5, scope: !265)
!666 = !DILocation(line: 303, column: 21, scope: !265)
!667 = !DILocation(line: 303, column: 5, scope: !265)
!668 = !DILocation(line: 304, column: 21, scope: !265)
!669 = !DILocation(line: 304, column: 5, scope: !265)
!670 = !DILocation(line: 305, column: 27, scope: !265)
!671 = !DILocation(line: 305, column: 5, scope: !265)
!672 = !DILocation(line: 306, column: 27, scope: !265)
!673 = !DILocation(line: 306, column: 21, scope: !265)
!674 = !DILocation(line: 306, column: 5, scope: !265)
!675 = !DILocation(line: 307, column: 27, scope: !265)
!676 = !DILocation(line: 307, column: 21, scope: !265)
!677 = !DILocation(line: 307, column: 5, scope: !265)
!678 = !DILocation(line: 308, column: 27, scope: !265)
!679 = !DILocation(line: 308, column: 21, scope: !265)
!680 = !DILocation(line: 308, column: 5, scope: !265)
!681 = !DILocation(line: 309, column: 27, scope: !265)
!682 = !DILocation(line: 309, column: 21, scope: !265)
!683 = !DILocation(line: 309, column: 5, scope: !265)
!684 = !DILocation(line: 312, column: 9, scope: !685)
!685 = distinct !DILexicalBlock(scope: !686, file: !3, line: 311, column: 5)
!686 = distinct !DILexicalBlock(scope: !687, file: !3, line: 310, column: 5)
!687 = distinct !DILexicalBlock(scope: !265, file: !3, line: 310, column: 5)
!688 = !DILocation(line: 313, column: 13, scope: !685)
!689 = !DILocation(line: 312, column: 25, scope: !685)
!690 = !DILocation(line: 313, column: 31, scope: !691)
!691 = distinct !DILexicalBlock(scope: !685, file: !3, line: 313, column: 13)
!692 = !DILocation(line: 316, column: 5, scope: !265)
!693 = !DILocation(line: 317, column: 27, scope: !265)
!694 = !DILocation(line: 317, column: 21, scope: !265)
!695 = !DILocation(line: 317, column: 5, scope: !265)
!696 = !DILocation(line: 318, column: 5, scope: !265)
!697 = !DILocation(line: 319, column: 5, scope: !265)
!698 = !DILocation(line: 320, column: 5, scope: !265)
!699 = !DILocation(line: 321, column: 23, scope: !265)
!700 = !DILocation(line: 321, column: 37, scope: !265)
!701 = !DILocalVariable(name: "crc", arg: 1, scope: !702, file: !245, line: 49, type: !92)
!702 = distinct !DISubprogram(name: "platform_main_end", scope: !245, file: !245, line: 49, type: !703, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !705)
!703 = !DISubroutineType(types: !704)
!704 = !{null, !92, !7}
!705 = !{!701, !706}
!706 = !DILocalVariable(name: "flag", arg: 2, scope: !702, file: !245, line: 49, type: !7)
!707 = !DILocation(line: 0, scope: !702, inlinedAt: !708)
!708 = distinct !DILocation(line: 321, column: 5, scope: !265)
!709 = !DILocation(line: 56, column: 2, scope: !702, inlinedAt: !708)
!710 = !DILocation(line: 322, column: 5, scope: !265)
!711 = distinct !DISubprogram(name: "transparent_crc", scope: !90, file: !90, line: 110, type: !712, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !714)
!712 = !DISubroutineType(types: !713)
!713 = !{null, !141, !269, !7}
!714 = !{!715, !716, !717}
!715 = !DILocalVariable(name: "val", arg: 1, scope: !711, file: !90, line: 110, type: !141)
!716 = !DILocalVariable(name: "vname", arg: 2, scope: !711, file: !90, line: 110, type: !269)
!717 = !DILocalVariable(name: "flag", arg: 3, scope: !711, file: !90, line: 110, type: !7)
!718 = !DILocation(line: 0, scope: !711)
!719 = !DILocalVariable(name: "val", arg: 1, scope: !720, file: !90, line: 97, type: !141)
!720 = distinct !DISubprogram(name: "crc32_8bytes", scope: !90, file: !90, line: 97, type: !721, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{null, !141}
!723 = !{!719}
!724 = !DILocation(line: 0, scope: !720, inlinedAt: !725)
!725 = distinct !DILocation(line: 112, column: 2, scope: !711)
!726 = !DILocalVariable(name: "b", arg: 1, scope: !727, file: !90, line: 71, type: !205)
!727 = distinct !DISubprogram(name: "crc32_byte", scope: !90, file: !90, line: 71, type: !728, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !730)
!728 = !DISubroutineType(types: !729)
!729 = !{null, !205}
!730 = !{!726}
!731 = !DILocation(line: 0, scope: !727, inlinedAt: !732)
!732 = distinct !DILocation(line: 99, column: 2, scope: !720, inlinedAt: !725)
!733 = !DILocation(line: 73, column: 5, scope: !727, inlinedAt: !732)
!734 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !732)
!735 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !732)
!736 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !732)
!737 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !732)
!738 = !DILocation(line: 100, column: 18, scope: !720, inlinedAt: !725)
!739 = !DILocation(line: 0, scope: !727, inlinedAt: !740)
!740 = distinct !DILocation(line: 100, column: 2, scope: !720, inlinedAt: !725)
!741 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !740)
!742 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !740)
!743 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !740)
!744 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !740)
!745 = !DILocation(line: 101, column: 18, scope: !720, inlinedAt: !725)
!746 = !DILocation(line: 0, scope: !727, inlinedAt: !747)
!747 = distinct !DILocation(line: 101, column: 2, scope: !720, inlinedAt: !725)
!748 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !747)
!749 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !747)
!750 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !747)
!751 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !747)
!752 = !DILocation(line: 102, column: 18, scope: !720, inlinedAt: !725)
!753 = !DILocation(line: 0, scope: !727, inlinedAt: !754)
!754 = distinct !DILocation(line: 102, column: 2, scope: !720, inlinedAt: !725)
!755 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !754)
!756 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !754)
!757 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !754)
!758 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !754)
!759 = !DILocation(line: 103, column: 18, scope: !720, inlinedAt: !725)
!760 = !DILocation(line: 0, scope: !727, inlinedAt: !761)
!761 = distinct !DILocation(line: 103, column: 2, scope: !720, inlinedAt: !725)
!762 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !761)
!763 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !761)
!764 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !761)
!765 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !761)
!766 = !DILocation(line: 104, column: 18, scope: !720, inlinedAt: !725)
!767 = !DILocation(line: 0, scope: !727, inlinedAt: !768)
!768 = distinct !DILocation(line: 104, column: 2, scope: !720, inlinedAt: !725)
!769 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !768)
!770 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !768)
!771 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !768)
!772 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !768)
!773 = !DILocation(line: 105, column: 18, scope: !720, inlinedAt: !725)
!774 = !DILocation(line: 0, scope: !727, inlinedAt: !775)
!775 = distinct !DILocation(line: 105, column: 2, scope: !720, inlinedAt: !725)
!776 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !775)
!777 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !775)
!778 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !775)
!779 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !775)
!780 = !DILocation(line: 106, column: 18, scope: !720, inlinedAt: !725)
!781 = !DILocation(line: 0, scope: !727, inlinedAt: !782)
!782 = distinct !DILocation(line: 106, column: 2, scope: !720, inlinedAt: !725)
!783 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !782)
!784 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !782)
!785 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !782)
!786 = !DILocation(line: 72, column: 16, scope: !727, inlinedAt: !782)
!787 = !DILocation(line: 113, column: 6, scope: !788)
!788 = distinct !DILexicalBlock(scope: !711, file: !90, line: 113, column: 6)
!789 = !DILocation(line: 113, column: 6, scope: !711)
!790 = !DILocation(line: 114, column: 73, scope: !791)
!791 = distinct !DILexicalBlock(scope: !788, file: !90, line: 113, column: 12)
!792 = !DILocation(line: 114, column: 5, scope: !791)
!793 = !DILocation(line: 115, column: 2, scope: !791)
!794 = !DILocation(line: 116, column: 1, scope: !711)
!795 = !DISubprogram(name: "printf", scope: !796, file: !796, line: 356, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!797 = !DISubroutineType(types: !798)
!798 = !{!7, !799, null}
!799 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !800)
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!801 = !DISubprogram(name: "__assert_fail", scope: !802, file: !802, line: 69, type: !803, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!802 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!803 = !DISubroutineType(types: !804)
!804 = !{null, !800, !800, !6, !800}
