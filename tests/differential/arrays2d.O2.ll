; ModuleID = 'arrays2d.c'
source_filename = "arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"transposed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"%llu \00", align 1, !dbg !16
@.str.6 = private unnamed_addr constant [29 x i8] c"C(39,19)=%llu C(30,15)=%llu\0A\00", align 1, !dbg !21
@.str.7 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [43 x i8] c"cube sum=%ld cube[2][3][4]=%d flat[37]=%d\0A\00", align 1, !dbg !28
@__const.main.words = private unnamed_addr constant [5 x [8 x i8]] [[8 x i8] c"alpha\00\00\00", [8 x i8] c"beta\00\00\00\00", [8 x i8] c"gamma\00\00\00", [8 x i8] c"delta\00\00\00", [8 x i8] c"eps\00\00\00\00\00"], align 16
@.str.9 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [27 x i8] c"\0Asizeof words=%zu row=%zu\0A\00", align 1, !dbg !38
@.str.12 = private unnamed_addr constant [5 x i8] c"%8ld\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca [6 x [6 x i64]], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !76, !DIExpression(), !174, ptr %1, !DIExpression(), !175)
  %2 = alloca [6 x [6 x i64]], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !80, !DIExpression(), !176, ptr %2, !DIExpression(), !175)
  %3 = alloca [6 x [6 x i64]], align 16, !DIAssignID !177
    #dbg_assign(i1 undef, !86, !DIExpression(), !177, ptr %3, !DIExpression(), !175)
  %4 = alloca [6 x [6 x i64]], align 16, !DIAssignID !178
    #dbg_assign(i1 undef, !87, !DIExpression(), !178, ptr %4, !DIExpression(), !175)
  %5 = alloca [40 x [40 x i64]], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !102, !DIExpression(), !179, ptr %5, !DIExpression(), !175)
  %6 = alloca [7 x [9 x i32]], align 16, !DIAssignID !180
    #dbg_assign(i1 undef, !119, !DIExpression(), !180, ptr %6, !DIExpression(), !175)
  %7 = alloca [3 x [4 x [5 x i16]]], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !148, !DIExpression(), !181, ptr %7, !DIExpression(), !175)
  %8 = alloca [5 x [8 x i8]], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !166, !DIExpression(), !182, ptr %8, !DIExpression(), !175)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #7, !dbg !183
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %2) #7, !dbg !183
    #dbg_value(i64 0, !81, !DIExpression(), !184)
    #dbg_value(i64 0, !83, !DIExpression(), !185)
  store i64 -1, ptr %1, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !175)
    #dbg_value(i64 1, !83, !DIExpression(), !185)
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !193
  store i64 0, ptr %9, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !175)
    #dbg_value(i64 2, !83, !DIExpression(), !185)
  %10 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !193
  store i64 1, ptr %10, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !175)
    #dbg_value(i64 3, !83, !DIExpression(), !185)
  %11 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !193
  store i64 2, ptr %11, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !175)
    #dbg_value(i64 4, !83, !DIExpression(), !185)
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !193
  store i64 3, ptr %12, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !175)
    #dbg_value(i64 5, !83, !DIExpression(), !185)
  %13 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !193
  store i64 -3, ptr %13, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !175)
    #dbg_value(i64 1, !81, !DIExpression(), !184)
    #dbg_value(i64 0, !83, !DIExpression(), !185)
  %14 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !193
  store i64 1, ptr %14, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !175)
    #dbg_value(i64 1, !83, !DIExpression(), !185)
  %15 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !193
  store i64 3, ptr %15, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 4, !79, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !175)
    #dbg_value(i64 2, !83, !DIExpression(), !185)
  %16 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !193
  store i64 -2, ptr %16, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !175)
    #dbg_value(i64 3, !83, !DIExpression(), !185)
  %17 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !193
  store i64 0, ptr %17, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !175)
    #dbg_value(i64 4, !83, !DIExpression(), !185)
  %18 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !193
  store i64 2, ptr %18, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !175)
    #dbg_value(i64 5, !83, !DIExpression(), !185)
  %19 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !193
  store i64 -3, ptr %19, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !175)
    #dbg_value(i64 2, !81, !DIExpression(), !184)
    #dbg_value(i64 0, !83, !DIExpression(), !185)
  %20 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !193
  store i64 3, ptr %20, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !175)
    #dbg_value(i64 1, !83, !DIExpression(), !185)
  %21 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !193
  store i64 -1, ptr %21, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !175)
    #dbg_value(i64 2, !83, !DIExpression(), !185)
  %22 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !193
  store i64 2, ptr %22, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 3, !79, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !175)
    #dbg_value(i64 3, !83, !DIExpression(), !185)
  %23 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !193
  store i64 -2, ptr %23, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !175)
    #dbg_value(i64 4, !83, !DIExpression(), !185)
  %24 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !193
  store i64 1, ptr %24, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !175)
    #dbg_value(i64 5, !83, !DIExpression(), !185)
  %25 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !193
  store i64 -3, ptr %25, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !175)
    #dbg_value(i64 3, !81, !DIExpression(), !184)
    #dbg_value(i64 0, !83, !DIExpression(), !185)
  %26 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !193
  store i64 -2, ptr %26, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !175)
    #dbg_value(i64 1, !83, !DIExpression(), !185)
  %27 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !193
  store i64 2, ptr %27, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !175)
    #dbg_value(i64 2, !83, !DIExpression(), !185)
  %28 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !193
  store i64 -1, ptr %28, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !175)
    #dbg_value(i64 3, !83, !DIExpression(), !185)
  %29 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !193
  store i64 3, ptr %29, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !175)
    #dbg_value(i64 4, !83, !DIExpression(), !185)
  %30 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !193
  store i64 0, ptr %30, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !175)
    #dbg_value(i64 5, !83, !DIExpression(), !185)
  %31 = getelementptr inbounds i8, ptr %1, i64 184, !dbg !193
  store i64 -3, ptr %31, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !175)
    #dbg_value(i64 4, !81, !DIExpression(), !184)
    #dbg_value(i64 0, !83, !DIExpression(), !185)
  %32 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !193
  store i64 0, ptr %32, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !175)
    #dbg_value(i64 1, !83, !DIExpression(), !185)
  %33 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !193
  store i64 -2, ptr %33, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !175)
    #dbg_value(i64 2, !83, !DIExpression(), !185)
  %34 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !193
  store i64 3, ptr %34, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !175)
    #dbg_value(i64 3, !83, !DIExpression(), !185)
  %35 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !193
  store i64 1, ptr %35, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !175)
    #dbg_value(i64 4, !83, !DIExpression(), !185)
  %36 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !193
  store i64 -1, ptr %36, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 4, !79, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !175)
    #dbg_value(i64 5, !83, !DIExpression(), !185)
  %37 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !193
  store i64 -3, ptr %37, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !175)
    #dbg_value(i64 5, !81, !DIExpression(), !184)
    #dbg_value(i64 0, !83, !DIExpression(), !185)
  %38 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !193
  store i64 2, ptr %38, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !175)
    #dbg_value(i64 1, !83, !DIExpression(), !185)
  %39 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !193
  store i64 1, ptr %39, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !175)
    #dbg_value(i64 2, !83, !DIExpression(), !185)
  %40 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !193
  store i64 0, ptr %40, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !175)
    #dbg_value(i64 3, !83, !DIExpression(), !185)
  %41 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !193
  store i64 -1, ptr %41, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 2, !79, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !175)
    #dbg_value(i64 4, !83, !DIExpression(), !185)
  %42 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !193
  store i64 -2, ptr %42, align 16, !dbg !186, !tbaa !189
    #dbg_value(i64 0, !79, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !175)
    #dbg_value(i64 5, !83, !DIExpression(), !185)
  %43 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !193
  store i64 -3, ptr %43, align 8, !dbg !186, !tbaa !189
    #dbg_value(i64 3, !79, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !175)
    #dbg_value(i64 6, !83, !DIExpression(), !185)
    #dbg_value(i64 6, !81, !DIExpression(), !184)
  br label %44, !dbg !194

44:                                               ; preds = %0, %44
  %45 = phi i64 [ %94, %44 ], [ 0, %0 ]
    #dbg_value(i64 %45, !206, !DIExpression(), !216)
    #dbg_value(i32 0, !207, !DIExpression(), !217)
  %46 = getelementptr inbounds [6 x i64], ptr %1, i64 %45, i64 0, !dbg !218
  %47 = getelementptr inbounds [6 x i64], ptr %1, i64 %45, i64 1
  %48 = getelementptr inbounds [6 x i64], ptr %1, i64 %45, i64 2
  %49 = getelementptr inbounds [6 x i64], ptr %1, i64 %45, i64 3
  %50 = getelementptr inbounds [6 x i64], ptr %1, i64 %45, i64 4
  %51 = getelementptr inbounds [6 x i64], ptr %1, i64 %45, i64 5
  %52 = load i64, ptr %46, align 16, !tbaa !189
  %53 = load i64, ptr %47, align 8, !tbaa !189
  %54 = load i64, ptr %48, align 16, !tbaa !189
  %55 = load i64, ptr %49, align 8, !tbaa !189
  %56 = load i64, ptr %50, align 16, !tbaa !189
  %57 = load i64, ptr %51, align 8, !tbaa !189
    #dbg_value(i64 0, !207, !DIExpression(), !217)
    #dbg_value(i64 0, !213, !DIExpression(), !220)
    #dbg_value(i64 0, !210, !DIExpression(), !221)
  %58 = shl nsw i64 %52, 1, !dbg !222
    #dbg_value(i64 %58, !210, !DIExpression(), !221)
    #dbg_value(i64 1, !213, !DIExpression(), !220)
  %59 = add nsw i64 %53, %58, !dbg !223
    #dbg_value(i64 %59, !210, !DIExpression(), !221)
    #dbg_value(i64 2, !213, !DIExpression(), !220)
  %60 = shl nsw i64 %54, 1, !dbg !222
  %61 = add nsw i64 %59, %60, !dbg !223
    #dbg_value(i64 %61, !210, !DIExpression(), !221)
    #dbg_value(i64 4, !213, !DIExpression(), !220)
  %62 = add nsw i64 %61, %56, !dbg !223
    #dbg_value(i64 %62, !210, !DIExpression(), !221)
    #dbg_value(i64 5, !213, !DIExpression(), !220)
  %63 = shl nsw i64 %57, 1, !dbg !222
  %64 = add nsw i64 %62, %63, !dbg !223
    #dbg_value(i64 %64, !210, !DIExpression(), !221)
    #dbg_value(i64 6, !213, !DIExpression(), !220)
  %65 = getelementptr inbounds [6 x i64], ptr %2, i64 %45, i64 0, !dbg !224
  store i64 %64, ptr %65, align 16, !dbg !225, !tbaa !189
    #dbg_value(i64 1, !207, !DIExpression(), !217)
    #dbg_value(i64 %52, !210, !DIExpression(), !221)
    #dbg_value(i64 1, !213, !DIExpression(), !220)
  %66 = shl nsw i64 %53, 2, !dbg !222
  %67 = add nsw i64 %66, %52, !dbg !223
    #dbg_value(i64 %67, !210, !DIExpression(), !221)
    #dbg_value(i64 3, !213, !DIExpression(), !220)
  %68 = add nsw i64 %67, %55, !dbg !223
    #dbg_value(i64 %68, !210, !DIExpression(), !221)
    #dbg_value(i64 4, !213, !DIExpression(), !220)
  %69 = shl nsw i64 %56, 1, !dbg !222
  %70 = add nsw i64 %68, %69, !dbg !223
    #dbg_value(i64 %70, !210, !DIExpression(), !221)
    #dbg_value(i64 6, !213, !DIExpression(), !220)
  %71 = getelementptr inbounds [6 x i64], ptr %2, i64 %45, i64 1, !dbg !224
  store i64 %70, ptr %71, align 8, !dbg !225, !tbaa !189
    #dbg_value(i64 2, !207, !DIExpression(), !217)
    #dbg_value(i64 %58, !210, !DIExpression(), !221)
    #dbg_value(i64 2, !213, !DIExpression(), !220)
  %72 = mul nsw i64 %54, 3, !dbg !222
  %73 = add nsw i64 %58, %72, !dbg !223
    #dbg_value(i64 %73, !210, !DIExpression(), !221)
    #dbg_value(i64 3, !213, !DIExpression(), !220)
  %74 = shl nsw i64 %55, 1, !dbg !222
  %75 = add nsw i64 %73, %74, !dbg !223
    #dbg_value(i64 %75, !210, !DIExpression(), !221)
    #dbg_value(i64 5, !213, !DIExpression(), !220)
  %76 = add nsw i64 %75, %57, !dbg !223
    #dbg_value(i64 %76, !210, !DIExpression(), !221)
    #dbg_value(i64 6, !213, !DIExpression(), !220)
  %77 = getelementptr inbounds [6 x i64], ptr %2, i64 %45, i64 2, !dbg !224
  store i64 %76, ptr %77, align 16, !dbg !225, !tbaa !189
    #dbg_value(i64 3, !207, !DIExpression(), !217)
    #dbg_value(i64 %53, !210, !DIExpression(), !221)
    #dbg_value(i64 2, !213, !DIExpression(), !220)
  %78 = add nsw i64 %53, %60, !dbg !223
    #dbg_value(i64 %78, !210, !DIExpression(), !221)
    #dbg_value(i64 3, !213, !DIExpression(), !220)
  %79 = add nsw i64 %78, %74, !dbg !223
    #dbg_value(i64 %79, !210, !DIExpression(), !221)
    #dbg_value(i64 4, !213, !DIExpression(), !220)
  %80 = add nsw i64 %79, %56, !dbg !223
    #dbg_value(i64 %80, !210, !DIExpression(), !221)
    #dbg_value(i64 5, !213, !DIExpression(), !220)
  %81 = add nsw i64 %80, %63, !dbg !223
    #dbg_value(i64 %81, !210, !DIExpression(), !221)
    #dbg_value(i64 6, !213, !DIExpression(), !220)
  %82 = getelementptr inbounds [6 x i64], ptr %2, i64 %45, i64 3, !dbg !224
  store i64 %81, ptr %82, align 8, !dbg !225, !tbaa !189
    #dbg_value(i64 4, !207, !DIExpression(), !217)
    #dbg_value(i64 %52, !210, !DIExpression(), !221)
    #dbg_value(i64 1, !213, !DIExpression(), !220)
  %83 = shl nsw i64 %53, 1, !dbg !222
  %84 = add nsw i64 %83, %52, !dbg !223
    #dbg_value(i64 %84, !210, !DIExpression(), !221)
    #dbg_value(i64 3, !213, !DIExpression(), !220)
  %85 = add nsw i64 %84, %55, !dbg !223
    #dbg_value(i64 %85, !210, !DIExpression(), !221)
    #dbg_value(i64 4, !213, !DIExpression(), !220)
  %86 = shl nsw i64 %56, 2, !dbg !222
  %87 = add nsw i64 %85, %86, !dbg !223
    #dbg_value(i64 %87, !210, !DIExpression(), !221)
    #dbg_value(i64 6, !213, !DIExpression(), !220)
  %88 = getelementptr inbounds [6 x i64], ptr %2, i64 %45, i64 4, !dbg !224
  store i64 %87, ptr %88, align 16, !dbg !225, !tbaa !189
    #dbg_value(i64 5, !207, !DIExpression(), !217)
    #dbg_value(i64 %58, !210, !DIExpression(), !221)
    #dbg_value(i64 2, !213, !DIExpression(), !220)
  %89 = add nsw i64 %58, %54, !dbg !223
    #dbg_value(i64 %89, !210, !DIExpression(), !221)
    #dbg_value(i64 3, !213, !DIExpression(), !220)
  %90 = add nsw i64 %89, %74, !dbg !223
    #dbg_value(i64 %90, !210, !DIExpression(), !221)
    #dbg_value(i64 5, !213, !DIExpression(), !220)
  %91 = mul nsw i64 %57, 3, !dbg !222
  %92 = add nsw i64 %90, %91, !dbg !223
    #dbg_value(i64 %92, !210, !DIExpression(), !221)
    #dbg_value(i64 6, !213, !DIExpression(), !220)
  %93 = getelementptr inbounds [6 x i64], ptr %2, i64 %45, i64 5, !dbg !224
  store i64 %92, ptr %93, align 8, !dbg !225, !tbaa !189
    #dbg_value(i64 6, !207, !DIExpression(), !217)
  %94 = add nuw nsw i64 %45, 1, !dbg !226
    #dbg_value(i64 %94, !206, !DIExpression(), !216)
  %95 = icmp eq i64 %94, 6, !dbg !227
  br i1 %95, label %96, label %44, !dbg !194, !llvm.loop !228

96:                                               ; preds = %44
  call fastcc void @print_mat(ptr noundef nonnull @.str, ptr noundef nonnull %2), !dbg !231
    #dbg_value(ptr %2, !232, !DIExpression(), !245)
    #dbg_value(i64 0, !237, !DIExpression(), !247)
    #dbg_value(i64 1, !239, !DIExpression(), !248)
  %97 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !249
  %98 = load i64, ptr %97, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %98, !242, !DIExpression(), !250)
  %99 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !251
  %100 = load i64, ptr %99, align 16, !dbg !251, !tbaa !189
  store i64 %100, ptr %97, align 8, !dbg !252, !tbaa !189, !DIAssignID !253
    #dbg_assign(i64 %100, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !253, ptr %97, !DIExpression(), !175)
  store i64 %98, ptr %99, align 16, !dbg !254, !tbaa !189, !DIAssignID !255
    #dbg_assign(i64 %98, !80, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !255, ptr %99, !DIExpression(), !175)
    #dbg_value(i64 2, !239, !DIExpression(), !248)
  %101 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !249
  %102 = load i64, ptr %101, align 16, !dbg !249, !tbaa !189
    #dbg_value(i64 %102, !242, !DIExpression(), !250)
  %103 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !251
  %104 = load i64, ptr %103, align 16, !dbg !251, !tbaa !189
  store i64 %104, ptr %101, align 16, !dbg !252, !tbaa !189, !DIAssignID !256
    #dbg_assign(i64 %104, !80, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !256, ptr %101, !DIExpression(), !175)
  store i64 %102, ptr %103, align 16, !dbg !254, !tbaa !189, !DIAssignID !257
    #dbg_assign(i64 %102, !80, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !257, ptr %103, !DIExpression(), !175)
    #dbg_value(i64 3, !239, !DIExpression(), !248)
  %105 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !249
  %106 = load i64, ptr %105, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %106, !242, !DIExpression(), !250)
  %107 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !251
  %108 = load i64, ptr %107, align 16, !dbg !251, !tbaa !189
  store i64 %108, ptr %105, align 8, !dbg !252, !tbaa !189, !DIAssignID !258
    #dbg_assign(i64 %108, !80, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !258, ptr %105, !DIExpression(), !175)
  store i64 %106, ptr %107, align 16, !dbg !254, !tbaa !189, !DIAssignID !259
    #dbg_assign(i64 %106, !80, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !259, ptr %107, !DIExpression(), !175)
    #dbg_value(i64 4, !239, !DIExpression(), !248)
  %109 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !249
  %110 = load i64, ptr %109, align 16, !dbg !249, !tbaa !189
    #dbg_value(i64 %110, !242, !DIExpression(), !250)
  %111 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !251
  %112 = load i64, ptr %111, align 16, !dbg !251, !tbaa !189
  store i64 %112, ptr %109, align 16, !dbg !252, !tbaa !189, !DIAssignID !260
    #dbg_assign(i64 %112, !80, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !260, ptr %109, !DIExpression(), !175)
  store i64 %110, ptr %111, align 16, !dbg !254, !tbaa !189, !DIAssignID !261
    #dbg_assign(i64 %110, !80, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !261, ptr %111, !DIExpression(), !175)
    #dbg_value(i64 5, !239, !DIExpression(), !248)
  %113 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !249
  %114 = load i64, ptr %113, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %114, !242, !DIExpression(), !250)
  %115 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !251
  %116 = load i64, ptr %115, align 16, !dbg !251, !tbaa !189
  store i64 %116, ptr %113, align 8, !dbg !252, !tbaa !189, !DIAssignID !262
    #dbg_assign(i64 %116, !80, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !262, ptr %113, !DIExpression(), !175)
  store i64 %114, ptr %115, align 16, !dbg !254, !tbaa !189, !DIAssignID !263
    #dbg_assign(i64 %114, !80, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !263, ptr %115, !DIExpression(), !175)
    #dbg_value(i64 1, !237, !DIExpression(), !247)
    #dbg_value(i64 2, !239, !DIExpression(), !248)
  %117 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !249
  %118 = load i64, ptr %117, align 16, !dbg !249, !tbaa !189
    #dbg_value(i64 %118, !242, !DIExpression(), !250)
  %119 = getelementptr inbounds i8, ptr %2, i64 104, !dbg !251
  %120 = load i64, ptr %119, align 8, !dbg !251, !tbaa !189
  store i64 %120, ptr %117, align 16, !dbg !252, !tbaa !189, !DIAssignID !264
    #dbg_assign(i64 %120, !80, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !264, ptr %117, !DIExpression(), !175)
  store i64 %118, ptr %119, align 8, !dbg !254, !tbaa !189, !DIAssignID !265
    #dbg_assign(i64 %118, !80, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !265, ptr %119, !DIExpression(), !175)
    #dbg_value(i64 3, !239, !DIExpression(), !248)
  %121 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !249
  %122 = load i64, ptr %121, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %122, !242, !DIExpression(), !250)
  %123 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !251
  %124 = load i64, ptr %123, align 8, !dbg !251, !tbaa !189
  store i64 %124, ptr %121, align 8, !dbg !252, !tbaa !189, !DIAssignID !266
    #dbg_assign(i64 %124, !80, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !266, ptr %121, !DIExpression(), !175)
  store i64 %122, ptr %123, align 8, !dbg !254, !tbaa !189, !DIAssignID !267
    #dbg_assign(i64 %122, !80, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !267, ptr %123, !DIExpression(), !175)
    #dbg_value(i64 4, !239, !DIExpression(), !248)
  %125 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !249
  %126 = load i64, ptr %125, align 16, !dbg !249, !tbaa !189
    #dbg_value(i64 %126, !242, !DIExpression(), !250)
  %127 = getelementptr inbounds i8, ptr %2, i64 200, !dbg !251
  %128 = load i64, ptr %127, align 8, !dbg !251, !tbaa !189
  store i64 %128, ptr %125, align 16, !dbg !252, !tbaa !189, !DIAssignID !268
    #dbg_assign(i64 %128, !80, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !268, ptr %125, !DIExpression(), !175)
  store i64 %126, ptr %127, align 8, !dbg !254, !tbaa !189, !DIAssignID !269
    #dbg_assign(i64 %126, !80, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !269, ptr %127, !DIExpression(), !175)
    #dbg_value(i64 5, !239, !DIExpression(), !248)
  %129 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !249
  %130 = load i64, ptr %129, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %130, !242, !DIExpression(), !250)
  %131 = getelementptr inbounds i8, ptr %2, i64 248, !dbg !251
  %132 = load i64, ptr %131, align 8, !dbg !251, !tbaa !189
  store i64 %132, ptr %129, align 8, !dbg !252, !tbaa !189, !DIAssignID !270
    #dbg_assign(i64 %132, !80, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !270, ptr %129, !DIExpression(), !175)
  store i64 %130, ptr %131, align 8, !dbg !254, !tbaa !189, !DIAssignID !271
    #dbg_assign(i64 %130, !80, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !271, ptr %131, !DIExpression(), !175)
    #dbg_value(i64 2, !237, !DIExpression(), !247)
    #dbg_value(i64 3, !239, !DIExpression(), !248)
  %133 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !249
  %134 = load i64, ptr %133, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %134, !242, !DIExpression(), !250)
  %135 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !251
  %136 = load i64, ptr %135, align 16, !dbg !251, !tbaa !189
  store i64 %136, ptr %133, align 8, !dbg !252, !tbaa !189, !DIAssignID !272
    #dbg_assign(i64 %136, !80, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !272, ptr %133, !DIExpression(), !175)
  store i64 %134, ptr %135, align 16, !dbg !254, !tbaa !189, !DIAssignID !273
    #dbg_assign(i64 %134, !80, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !273, ptr %135, !DIExpression(), !175)
    #dbg_value(i64 4, !239, !DIExpression(), !248)
  %137 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !249
  %138 = load i64, ptr %137, align 16, !dbg !249, !tbaa !189
    #dbg_value(i64 %138, !242, !DIExpression(), !250)
  %139 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !251
  %140 = load i64, ptr %139, align 16, !dbg !251, !tbaa !189
  store i64 %140, ptr %137, align 16, !dbg !252, !tbaa !189, !DIAssignID !274
    #dbg_assign(i64 %140, !80, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !274, ptr %137, !DIExpression(), !175)
  store i64 %138, ptr %139, align 16, !dbg !254, !tbaa !189, !DIAssignID !275
    #dbg_assign(i64 %138, !80, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !275, ptr %139, !DIExpression(), !175)
    #dbg_value(i64 5, !239, !DIExpression(), !248)
  %141 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !249
  %142 = load i64, ptr %141, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %142, !242, !DIExpression(), !250)
  %143 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !251
  %144 = load i64, ptr %143, align 16, !dbg !251, !tbaa !189
  store i64 %144, ptr %141, align 8, !dbg !252, !tbaa !189, !DIAssignID !276
    #dbg_assign(i64 %144, !80, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !276, ptr %141, !DIExpression(), !175)
  store i64 %142, ptr %143, align 16, !dbg !254, !tbaa !189, !DIAssignID !277
    #dbg_assign(i64 %142, !80, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !277, ptr %143, !DIExpression(), !175)
    #dbg_value(i64 3, !237, !DIExpression(), !247)
    #dbg_value(i64 4, !239, !DIExpression(), !248)
  %145 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !249
  %146 = load i64, ptr %145, align 16, !dbg !249, !tbaa !189
    #dbg_value(i64 %146, !242, !DIExpression(), !250)
  %147 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !251
  %148 = load i64, ptr %147, align 8, !dbg !251, !tbaa !189
  store i64 %148, ptr %145, align 16, !dbg !252, !tbaa !189, !DIAssignID !278
    #dbg_assign(i64 %148, !80, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !278, ptr %145, !DIExpression(), !175)
  store i64 %146, ptr %147, align 8, !dbg !254, !tbaa !189, !DIAssignID !279
    #dbg_assign(i64 %146, !80, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !279, ptr %147, !DIExpression(), !175)
    #dbg_value(i64 5, !239, !DIExpression(), !248)
  %149 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !249
  %150 = load i64, ptr %149, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %150, !242, !DIExpression(), !250)
  %151 = getelementptr inbounds i8, ptr %2, i64 264, !dbg !251
  %152 = load i64, ptr %151, align 8, !dbg !251, !tbaa !189
  store i64 %152, ptr %149, align 8, !dbg !252, !tbaa !189, !DIAssignID !280
    #dbg_assign(i64 %152, !80, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !280, ptr %149, !DIExpression(), !175)
  store i64 %150, ptr %151, align 8, !dbg !254, !tbaa !189, !DIAssignID !281
    #dbg_assign(i64 %150, !80, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !281, ptr %151, !DIExpression(), !175)
    #dbg_value(i64 4, !237, !DIExpression(), !247)
  %153 = getelementptr inbounds i8, ptr %2, i64 232, !dbg !249
  %154 = load i64, ptr %153, align 8, !dbg !249, !tbaa !189
    #dbg_value(i64 %154, !242, !DIExpression(), !250)
  %155 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !251
  %156 = load i64, ptr %155, align 16, !dbg !251, !tbaa !189
  store i64 %156, ptr %153, align 8, !dbg !252, !tbaa !189, !DIAssignID !282
    #dbg_assign(i64 %156, !80, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !282, ptr %153, !DIExpression(), !175)
  store i64 %154, ptr %155, align 16, !dbg !254, !tbaa !189, !DIAssignID !283
    #dbg_assign(i64 %154, !80, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !283, ptr %155, !DIExpression(), !175)
    #dbg_value(i64 6, !239, !DIExpression(), !248)
    #dbg_value(i64 6, !237, !DIExpression(), !247)
  call fastcc void @print_mat(ptr noundef nonnull @.str.1, ptr noundef nonnull %2), !dbg !284
    #dbg_value(ptr %2, !285, !DIExpression(), !293)
    #dbg_value(i64 0, !291, !DIExpression(), !295)
    #dbg_value(i64 0, !290, !DIExpression(), !293)
  %157 = load i64, ptr %2, align 16, !dbg !296, !tbaa !189
    #dbg_value(i64 %157, !290, !DIExpression(), !293)
    #dbg_value(i64 1, !291, !DIExpression(), !295)
  %158 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !296
  %159 = load i64, ptr %158, align 8, !dbg !296, !tbaa !189
  %160 = add nsw i64 %159, %157, !dbg !298
    #dbg_value(i64 %160, !290, !DIExpression(), !293)
    #dbg_value(i64 2, !291, !DIExpression(), !295)
  %161 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !296
  %162 = load i64, ptr %161, align 16, !dbg !296, !tbaa !189
  %163 = add nsw i64 %160, %162, !dbg !298
    #dbg_value(i64 %163, !290, !DIExpression(), !293)
    #dbg_value(i64 3, !291, !DIExpression(), !295)
  %164 = getelementptr inbounds i8, ptr %2, i64 168, !dbg !296
  %165 = load i64, ptr %164, align 8, !dbg !296, !tbaa !189
  %166 = add nsw i64 %163, %165, !dbg !298
    #dbg_value(i64 %166, !290, !DIExpression(), !293)
    #dbg_value(i64 4, !291, !DIExpression(), !295)
  %167 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !296
  %168 = load i64, ptr %167, align 16, !dbg !296, !tbaa !189
  %169 = add nsw i64 %166, %168, !dbg !298
    #dbg_value(i64 %169, !290, !DIExpression(), !293)
    #dbg_value(i64 5, !291, !DIExpression(), !295)
  %170 = getelementptr inbounds i8, ptr %2, i64 280, !dbg !296
  %171 = load i64, ptr %170, align 8, !dbg !296, !tbaa !189
  %172 = add nsw i64 %169, %171, !dbg !298
    #dbg_value(i64 %172, !290, !DIExpression(), !293)
    #dbg_value(i64 6, !291, !DIExpression(), !295)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %172), !dbg !299
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %3) #7, !dbg !300
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %4) #7, !dbg !300
    #dbg_value(i32 0, !88, !DIExpression(), !301)
  store i64 2, ptr %3, align 16, !dbg !302, !tbaa !189
  %174 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !302
  store i64 1, ptr %174, align 8, !dbg !302, !tbaa !189
  %175 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !302
  store i64 2, ptr %175, align 16, !dbg !302, !tbaa !189
  %176 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !302
  store i64 0, ptr %176, align 8, !dbg !302, !tbaa !189
  %177 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !302
  store i64 1, ptr %177, align 16, !dbg !302, !tbaa !189
  %178 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !302
  store i64 2, ptr %178, align 8, !dbg !302, !tbaa !189
  %179 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !302
  store i64 1, ptr %179, align 16, !dbg !302, !tbaa !189
  %180 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !302
  store i64 4, ptr %180, align 8, !dbg !302, !tbaa !189
  %181 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !302
  store i64 0, ptr %181, align 16, !dbg !302, !tbaa !189
  %182 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !302
  store i64 1, ptr %182, align 8, !dbg !302, !tbaa !189
  %183 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !302
  store i64 2, ptr %183, align 16, !dbg !302, !tbaa !189
  %184 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !302
  store i64 0, ptr %184, align 8, !dbg !302, !tbaa !189
  %185 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !302
  store i64 2, ptr %185, align 16, !dbg !302, !tbaa !189
  %186 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !302
  store i64 0, ptr %186, align 8, !dbg !302, !tbaa !189
  %187 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !302
  store i64 3, ptr %187, align 16, !dbg !302, !tbaa !189
  %188 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !302
  store i64 2, ptr %188, align 8, !dbg !302, !tbaa !189
  %189 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !302
  store i64 0, ptr %189, align 16, !dbg !302, !tbaa !189
  %190 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !302
  store i64 1, ptr %190, align 8, !dbg !302, !tbaa !189
  %191 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !302
  store i64 0, ptr %191, align 16, !dbg !302, !tbaa !189
  %192 = getelementptr inbounds i8, ptr %3, i64 152, !dbg !302
  store i64 1, ptr %192, align 8, !dbg !302, !tbaa !189
  %193 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !302
  store i64 2, ptr %193, align 16, !dbg !302, !tbaa !189
  %194 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !302
  store i64 2, ptr %194, align 8, !dbg !302, !tbaa !189
  %195 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !302
  store i64 1, ptr %195, align 16, !dbg !302, !tbaa !189
  %196 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !302
  store i64 2, ptr %196, align 8, !dbg !302, !tbaa !189
  %197 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !302
  store i64 1, ptr %197, align 16, !dbg !302, !tbaa !189
  %198 = getelementptr inbounds i8, ptr %3, i64 200, !dbg !302
  store i64 2, ptr %198, align 8, !dbg !302, !tbaa !189
  %199 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !302
  store i64 0, ptr %199, align 16, !dbg !302, !tbaa !189
  %200 = getelementptr inbounds i8, ptr %3, i64 216, !dbg !302
  store i64 1, ptr %200, align 8, !dbg !302, !tbaa !189
  %201 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !302
  store i64 4, ptr %201, align 16, !dbg !302, !tbaa !189
  %202 = getelementptr inbounds i8, ptr %3, i64 232, !dbg !302
  store i64 0, ptr %202, align 8, !dbg !302, !tbaa !189
  %203 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !302
  store i64 2, ptr %203, align 16, !dbg !302, !tbaa !189
  %204 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !302
  store i64 0, ptr %204, align 8, !dbg !302, !tbaa !189
  %205 = getelementptr inbounds i8, ptr %3, i64 256, !dbg !302
  store i64 1, ptr %205, align 16, !dbg !302, !tbaa !189
  %206 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !302
  store i64 2, ptr %206, align 8, !dbg !302, !tbaa !189
  %207 = getelementptr inbounds i8, ptr %3, i64 272, !dbg !302
  store i64 0, ptr %207, align 16, !dbg !302, !tbaa !189
  %208 = getelementptr inbounds i8, ptr %3, i64 280, !dbg !302
  store i64 3, ptr %208, align 8, !dbg !302, !tbaa !189
    #dbg_value(i64 poison, !88, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !301)
    #dbg_value(i32 0, !90, !DIExpression(), !304)
  br label %209, !dbg !305

209:                                              ; preds = %96, %264
  %210 = phi i32 [ %265, %264 ], [ 0, %96 ]
    #dbg_value(i32 %210, !93, !DIExpression(), !306)
  br label %212, !dbg !307

211:                                              ; preds = %264
  call fastcc void @print_mat(ptr noundef nonnull @.str.3, ptr noundef nonnull %3), !dbg !309
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %5) #7, !dbg !310
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) %5, i8 0, i64 12800, i1 false), !dbg !311, !DIAssignID !312
    #dbg_assign(i8 0, !102, !DIExpression(), !312, ptr %5, !DIExpression(), !175)
    #dbg_value(i32 0, !107, !DIExpression(), !313)
  br label %267, !dbg !314

212:                                              ; preds = %209, %212
  %213 = phi i64 [ %262, %212 ], [ 0, %209 ]
    #dbg_value(i64 %213, !206, !DIExpression(), !315)
    #dbg_value(i32 0, !207, !DIExpression(), !316)
  %214 = getelementptr inbounds [6 x i64], ptr %3, i64 %213, i64 0, !dbg !317
  %215 = getelementptr inbounds [6 x i64], ptr %3, i64 %213, i64 1
  %216 = getelementptr inbounds [6 x i64], ptr %3, i64 %213, i64 2
  %217 = getelementptr inbounds [6 x i64], ptr %3, i64 %213, i64 3
  %218 = getelementptr inbounds [6 x i64], ptr %3, i64 %213, i64 4
  %219 = getelementptr inbounds [6 x i64], ptr %3, i64 %213, i64 5
  %220 = load i64, ptr %214, align 16, !tbaa !189
  %221 = load i64, ptr %215, align 8, !tbaa !189
  %222 = load i64, ptr %216, align 16, !tbaa !189
  %223 = load i64, ptr %217, align 8, !tbaa !189
  %224 = load i64, ptr %218, align 16, !tbaa !189
  %225 = load i64, ptr %219, align 8, !tbaa !189
    #dbg_value(i64 0, !207, !DIExpression(), !316)
    #dbg_value(i64 0, !213, !DIExpression(), !318)
    #dbg_value(i64 0, !210, !DIExpression(), !319)
  %226 = shl nsw i64 %220, 1, !dbg !320
    #dbg_value(i64 %226, !210, !DIExpression(), !319)
    #dbg_value(i64 1, !213, !DIExpression(), !318)
  %227 = add nsw i64 %221, %226, !dbg !321
    #dbg_value(i64 %227, !210, !DIExpression(), !319)
    #dbg_value(i64 2, !213, !DIExpression(), !318)
  %228 = shl nsw i64 %222, 1, !dbg !320
  %229 = add nsw i64 %227, %228, !dbg !321
    #dbg_value(i64 %229, !210, !DIExpression(), !319)
    #dbg_value(i64 4, !213, !DIExpression(), !318)
  %230 = add nsw i64 %229, %224, !dbg !321
    #dbg_value(i64 %230, !210, !DIExpression(), !319)
    #dbg_value(i64 5, !213, !DIExpression(), !318)
  %231 = shl nsw i64 %225, 1, !dbg !320
  %232 = add nsw i64 %230, %231, !dbg !321
    #dbg_value(i64 %232, !210, !DIExpression(), !319)
    #dbg_value(i64 6, !213, !DIExpression(), !318)
  %233 = getelementptr inbounds [6 x i64], ptr %4, i64 %213, i64 0, !dbg !322
  store i64 %232, ptr %233, align 16, !dbg !323, !tbaa !189
    #dbg_value(i64 1, !207, !DIExpression(), !316)
    #dbg_value(i64 %220, !210, !DIExpression(), !319)
    #dbg_value(i64 1, !213, !DIExpression(), !318)
  %234 = shl nsw i64 %221, 2, !dbg !320
  %235 = add nsw i64 %234, %220, !dbg !321
    #dbg_value(i64 %235, !210, !DIExpression(), !319)
    #dbg_value(i64 3, !213, !DIExpression(), !318)
  %236 = add nsw i64 %235, %223, !dbg !321
    #dbg_value(i64 %236, !210, !DIExpression(), !319)
    #dbg_value(i64 4, !213, !DIExpression(), !318)
  %237 = shl nsw i64 %224, 1, !dbg !320
  %238 = add nsw i64 %236, %237, !dbg !321
    #dbg_value(i64 %238, !210, !DIExpression(), !319)
    #dbg_value(i64 6, !213, !DIExpression(), !318)
  %239 = getelementptr inbounds [6 x i64], ptr %4, i64 %213, i64 1, !dbg !322
  store i64 %238, ptr %239, align 8, !dbg !323, !tbaa !189
    #dbg_value(i64 2, !207, !DIExpression(), !316)
    #dbg_value(i64 %226, !210, !DIExpression(), !319)
    #dbg_value(i64 2, !213, !DIExpression(), !318)
  %240 = mul nsw i64 %222, 3, !dbg !320
  %241 = add nsw i64 %226, %240, !dbg !321
    #dbg_value(i64 %241, !210, !DIExpression(), !319)
    #dbg_value(i64 3, !213, !DIExpression(), !318)
  %242 = shl nsw i64 %223, 1, !dbg !320
  %243 = add nsw i64 %241, %242, !dbg !321
    #dbg_value(i64 %243, !210, !DIExpression(), !319)
    #dbg_value(i64 5, !213, !DIExpression(), !318)
  %244 = add nsw i64 %243, %225, !dbg !321
    #dbg_value(i64 %244, !210, !DIExpression(), !319)
    #dbg_value(i64 6, !213, !DIExpression(), !318)
  %245 = getelementptr inbounds [6 x i64], ptr %4, i64 %213, i64 2, !dbg !322
  store i64 %244, ptr %245, align 16, !dbg !323, !tbaa !189
    #dbg_value(i64 3, !207, !DIExpression(), !316)
    #dbg_value(i64 %221, !210, !DIExpression(), !319)
    #dbg_value(i64 2, !213, !DIExpression(), !318)
  %246 = add nsw i64 %221, %228, !dbg !321
    #dbg_value(i64 %246, !210, !DIExpression(), !319)
    #dbg_value(i64 3, !213, !DIExpression(), !318)
  %247 = add nsw i64 %246, %242, !dbg !321
    #dbg_value(i64 %247, !210, !DIExpression(), !319)
    #dbg_value(i64 4, !213, !DIExpression(), !318)
  %248 = add nsw i64 %247, %224, !dbg !321
    #dbg_value(i64 %248, !210, !DIExpression(), !319)
    #dbg_value(i64 5, !213, !DIExpression(), !318)
  %249 = add nsw i64 %248, %231, !dbg !321
    #dbg_value(i64 %249, !210, !DIExpression(), !319)
    #dbg_value(i64 6, !213, !DIExpression(), !318)
  %250 = getelementptr inbounds [6 x i64], ptr %4, i64 %213, i64 3, !dbg !322
  store i64 %249, ptr %250, align 8, !dbg !323, !tbaa !189
    #dbg_value(i64 4, !207, !DIExpression(), !316)
    #dbg_value(i64 %220, !210, !DIExpression(), !319)
    #dbg_value(i64 1, !213, !DIExpression(), !318)
  %251 = shl nsw i64 %221, 1, !dbg !320
  %252 = add nsw i64 %251, %220, !dbg !321
    #dbg_value(i64 %252, !210, !DIExpression(), !319)
    #dbg_value(i64 3, !213, !DIExpression(), !318)
  %253 = add nsw i64 %252, %223, !dbg !321
    #dbg_value(i64 %253, !210, !DIExpression(), !319)
    #dbg_value(i64 4, !213, !DIExpression(), !318)
  %254 = shl nsw i64 %224, 2, !dbg !320
  %255 = add nsw i64 %253, %254, !dbg !321
    #dbg_value(i64 %255, !210, !DIExpression(), !319)
    #dbg_value(i64 6, !213, !DIExpression(), !318)
  %256 = getelementptr inbounds [6 x i64], ptr %4, i64 %213, i64 4, !dbg !322
  store i64 %255, ptr %256, align 16, !dbg !323, !tbaa !189
    #dbg_value(i64 5, !207, !DIExpression(), !316)
    #dbg_value(i64 %226, !210, !DIExpression(), !319)
    #dbg_value(i64 2, !213, !DIExpression(), !318)
  %257 = add nsw i64 %226, %222, !dbg !321
    #dbg_value(i64 %257, !210, !DIExpression(), !319)
    #dbg_value(i64 3, !213, !DIExpression(), !318)
  %258 = add nsw i64 %257, %242, !dbg !321
    #dbg_value(i64 %258, !210, !DIExpression(), !319)
    #dbg_value(i64 5, !213, !DIExpression(), !318)
  %259 = mul nsw i64 %225, 3, !dbg !320
  %260 = add nsw i64 %258, %259, !dbg !321
    #dbg_value(i64 %260, !210, !DIExpression(), !319)
    #dbg_value(i64 6, !213, !DIExpression(), !318)
  %261 = getelementptr inbounds [6 x i64], ptr %4, i64 %213, i64 5, !dbg !322
  store i64 %260, ptr %261, align 8, !dbg !323, !tbaa !189
    #dbg_value(i64 6, !207, !DIExpression(), !316)
  %262 = add nuw nsw i64 %213, 1, !dbg !324
    #dbg_value(i64 %262, !206, !DIExpression(), !315)
  %263 = icmp eq i64 %262, 6, !dbg !325
  br i1 %263, label %264, label %212, !dbg !307, !llvm.loop !326

264:                                              ; preds = %212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %3, ptr noundef nonnull align 16 dereferenceable(288) %4, i64 288, i1 false), !dbg !328, !tbaa !189
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !330)
    #dbg_value(i32 0, !99, !DIExpression(), !331)
  %265 = add nuw nsw i32 %210, 1, !dbg !332
    #dbg_value(i32 %265, !93, !DIExpression(), !306)
  %266 = icmp eq i32 %265, 4, !dbg !333
  br i1 %266, label %211, label %209, !dbg !305, !llvm.loop !334

267:                                              ; preds = %211, %303
  %268 = phi i64 [ 0, %211 ], [ %304, %303 ]
  %269 = phi i64 [ 1, %211 ], [ %305, %303 ]
    #dbg_value(i64 %268, !107, !DIExpression(), !313)
  %270 = getelementptr inbounds [40 x [40 x i64]], ptr %5, i64 0, i64 %268, !dbg !336
  store i64 1, ptr %270, align 16, !dbg !337, !tbaa !338
    #dbg_value(i32 1, !109, !DIExpression(), !340)
  %271 = icmp eq i64 %268, 0, !dbg !341
  br i1 %271, label %303, label %272, !dbg !343

272:                                              ; preds = %267
  %273 = add nsw i64 %268, -1
  %274 = getelementptr inbounds [40 x [40 x i64]], ptr %5, i64 0, i64 %273, i64 0
  %275 = load i64, ptr %274, align 16, !dbg !344, !tbaa !338
  %276 = icmp ult i64 %268, 4, !dbg !343
  br i1 %276, label %277, label %280, !dbg !343

277:                                              ; preds = %300, %272
  %278 = phi i64 [ %275, %272 ], [ %301, %300 ]
  %279 = phi i64 [ 1, %272 ], [ %282, %300 ]
  br label %487, !dbg !343

280:                                              ; preds = %272
  %281 = and i64 %268, 9223372036854775804, !dbg !343
  %282 = or disjoint i64 %281, 1, !dbg !343
  %283 = insertelement <2 x i64> poison, i64 %275, i64 1, !dbg !343
  br label %284, !dbg !343

284:                                              ; preds = %284, %280
  %285 = phi i64 [ 0, %280 ], [ %298, %284 ]
  %286 = phi <2 x i64> [ %283, %280 ], [ %291, %284 ]
  %287 = or disjoint i64 %285, 1, !dbg !343
  %288 = getelementptr inbounds [40 x [40 x i64]], ptr %5, i64 0, i64 %273, i64 %287, !dbg !345
  %289 = getelementptr inbounds i8, ptr %288, i64 16, !dbg !345
  %290 = load <2 x i64>, ptr %288, align 8, !dbg !345, !tbaa !338
  %291 = load <2 x i64>, ptr %289, align 8, !dbg !345, !tbaa !338
  %292 = shufflevector <2 x i64> %286, <2 x i64> %290, <2 x i32> <i32 1, i32 2>
  %293 = shufflevector <2 x i64> %290, <2 x i64> %291, <2 x i32> <i32 1, i32 2>
  %294 = add <2 x i64> %290, %292, !dbg !346
  %295 = add <2 x i64> %291, %293, !dbg !346
  %296 = getelementptr inbounds [40 x [40 x i64]], ptr %5, i64 0, i64 %268, i64 %287, !dbg !347
  %297 = getelementptr inbounds i8, ptr %296, i64 16, !dbg !348
  store <2 x i64> %294, ptr %296, align 8, !dbg !348, !tbaa !338
  store <2 x i64> %295, ptr %297, align 8, !dbg !348, !tbaa !338
  %298 = add nuw i64 %285, 4
  %299 = icmp eq i64 %298, %281
  br i1 %299, label %300, label %284, !llvm.loop !349

300:                                              ; preds = %284
  %301 = extractelement <2 x i64> %291, i64 1
  %302 = icmp eq i64 %268, %281, !dbg !343
  br i1 %302, label %303, label %277, !dbg !343

303:                                              ; preds = %487, %300, %267
  %304 = add nuw nsw i64 %268, 1, !dbg !353
    #dbg_value(i64 %304, !107, !DIExpression(), !313)
  %305 = add nuw nsw i64 %269, 1, !dbg !314
  %306 = icmp eq i64 %304, 40, !dbg !354
  br i1 %306, label %307, label %267, !dbg !314, !llvm.loop !355

307:                                              ; preds = %303
    #dbg_value(i64 0, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %308 = load i64, ptr %5, align 16, !dbg !359, !tbaa !338
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %308), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %310 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 1, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %311 = getelementptr inbounds i8, ptr %5, i64 320, !dbg !359
  %312 = load i64, ptr %311, align 16, !dbg !359, !tbaa !338
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %312), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %314 = getelementptr inbounds i8, ptr %5, i64 328, !dbg !359
  %315 = load i64, ptr %314, align 8, !dbg !359, !tbaa !338
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %315), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %317 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 2, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %318 = getelementptr inbounds i8, ptr %5, i64 640, !dbg !359
  %319 = load i64, ptr %318, align 16, !dbg !359, !tbaa !338
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %319), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %321 = getelementptr inbounds i8, ptr %5, i64 648, !dbg !359
  %322 = load i64, ptr %321, align 8, !dbg !359, !tbaa !338
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %322), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %324 = getelementptr inbounds i8, ptr %5, i64 656, !dbg !359
  %325 = load i64, ptr %324, align 16, !dbg !359, !tbaa !338
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %325), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %327 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 3, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %328 = getelementptr inbounds i8, ptr %5, i64 960, !dbg !359
  %329 = load i64, ptr %328, align 16, !dbg !359, !tbaa !338
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %329), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %331 = getelementptr inbounds i8, ptr %5, i64 968, !dbg !359
  %332 = load i64, ptr %331, align 8, !dbg !359, !tbaa !338
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %332), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %334 = getelementptr inbounds i8, ptr %5, i64 976, !dbg !359
  %335 = load i64, ptr %334, align 16, !dbg !359, !tbaa !338
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %335), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %337 = getelementptr inbounds i8, ptr %5, i64 984, !dbg !359
  %338 = load i64, ptr %337, align 8, !dbg !359, !tbaa !338
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %338), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %340 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 4, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %341 = getelementptr inbounds i8, ptr %5, i64 1280, !dbg !359
  %342 = load i64, ptr %341, align 16, !dbg !359, !tbaa !338
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %342), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %344 = getelementptr inbounds i8, ptr %5, i64 1288, !dbg !359
  %345 = load i64, ptr %344, align 8, !dbg !359, !tbaa !338
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %345), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %347 = getelementptr inbounds i8, ptr %5, i64 1296, !dbg !359
  %348 = load i64, ptr %347, align 16, !dbg !359, !tbaa !338
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %348), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %350 = getelementptr inbounds i8, ptr %5, i64 1304, !dbg !359
  %351 = load i64, ptr %350, align 8, !dbg !359, !tbaa !338
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %351), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %353 = getelementptr inbounds i8, ptr %5, i64 1312, !dbg !359
  %354 = load i64, ptr %353, align 16, !dbg !359, !tbaa !338
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %354), !dbg !361
    #dbg_value(i64 5, !115, !DIExpression(), !358)
  %356 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 5, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %357 = getelementptr inbounds i8, ptr %5, i64 1600, !dbg !359
  %358 = load i64, ptr %357, align 16, !dbg !359, !tbaa !338
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %358), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %360 = getelementptr inbounds i8, ptr %5, i64 1608, !dbg !359
  %361 = load i64, ptr %360, align 8, !dbg !359, !tbaa !338
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %361), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %363 = getelementptr inbounds i8, ptr %5, i64 1616, !dbg !359
  %364 = load i64, ptr %363, align 16, !dbg !359, !tbaa !338
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %364), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %366 = getelementptr inbounds i8, ptr %5, i64 1624, !dbg !359
  %367 = load i64, ptr %366, align 8, !dbg !359, !tbaa !338
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %367), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %369 = getelementptr inbounds i8, ptr %5, i64 1632, !dbg !359
  %370 = load i64, ptr %369, align 16, !dbg !359, !tbaa !338
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %370), !dbg !361
    #dbg_value(i64 5, !115, !DIExpression(), !358)
  %372 = getelementptr inbounds i8, ptr %5, i64 1640, !dbg !359
  %373 = load i64, ptr %372, align 8, !dbg !359, !tbaa !338
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %373), !dbg !361
    #dbg_value(i64 6, !115, !DIExpression(), !358)
  %375 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 6, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %376 = getelementptr inbounds i8, ptr %5, i64 1920, !dbg !359
  %377 = load i64, ptr %376, align 16, !dbg !359, !tbaa !338
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %377), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %379 = getelementptr inbounds i8, ptr %5, i64 1928, !dbg !359
  %380 = load i64, ptr %379, align 8, !dbg !359, !tbaa !338
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %380), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %382 = getelementptr inbounds i8, ptr %5, i64 1936, !dbg !359
  %383 = load i64, ptr %382, align 16, !dbg !359, !tbaa !338
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %383), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %385 = getelementptr inbounds i8, ptr %5, i64 1944, !dbg !359
  %386 = load i64, ptr %385, align 8, !dbg !359, !tbaa !338
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %386), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %388 = getelementptr inbounds i8, ptr %5, i64 1952, !dbg !359
  %389 = load i64, ptr %388, align 16, !dbg !359, !tbaa !338
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %389), !dbg !361
    #dbg_value(i64 5, !115, !DIExpression(), !358)
  %391 = getelementptr inbounds i8, ptr %5, i64 1960, !dbg !359
  %392 = load i64, ptr %391, align 8, !dbg !359, !tbaa !338
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %392), !dbg !361
    #dbg_value(i64 6, !115, !DIExpression(), !358)
  %394 = getelementptr inbounds i8, ptr %5, i64 1968, !dbg !359
  %395 = load i64, ptr %394, align 16, !dbg !359, !tbaa !338
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %395), !dbg !361
    #dbg_value(i64 7, !115, !DIExpression(), !358)
  %397 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 7, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %398 = getelementptr inbounds i8, ptr %5, i64 2240, !dbg !359
  %399 = load i64, ptr %398, align 16, !dbg !359, !tbaa !338
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %399), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %401 = getelementptr inbounds i8, ptr %5, i64 2248, !dbg !359
  %402 = load i64, ptr %401, align 8, !dbg !359, !tbaa !338
  %403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %402), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %404 = getelementptr inbounds i8, ptr %5, i64 2256, !dbg !359
  %405 = load i64, ptr %404, align 16, !dbg !359, !tbaa !338
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %405), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %407 = getelementptr inbounds i8, ptr %5, i64 2264, !dbg !359
  %408 = load i64, ptr %407, align 8, !dbg !359, !tbaa !338
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %408), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %410 = getelementptr inbounds i8, ptr %5, i64 2272, !dbg !359
  %411 = load i64, ptr %410, align 16, !dbg !359, !tbaa !338
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %411), !dbg !361
    #dbg_value(i64 5, !115, !DIExpression(), !358)
  %413 = getelementptr inbounds i8, ptr %5, i64 2280, !dbg !359
  %414 = load i64, ptr %413, align 8, !dbg !359, !tbaa !338
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %414), !dbg !361
    #dbg_value(i64 6, !115, !DIExpression(), !358)
  %416 = getelementptr inbounds i8, ptr %5, i64 2288, !dbg !359
  %417 = load i64, ptr %416, align 16, !dbg !359, !tbaa !338
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %417), !dbg !361
    #dbg_value(i64 7, !115, !DIExpression(), !358)
  %419 = getelementptr inbounds i8, ptr %5, i64 2296, !dbg !359
  %420 = load i64, ptr %419, align 8, !dbg !359, !tbaa !338
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %420), !dbg !361
    #dbg_value(i64 8, !115, !DIExpression(), !358)
  %422 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 8, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %423 = getelementptr inbounds i8, ptr %5, i64 2560, !dbg !359
  %424 = load i64, ptr %423, align 16, !dbg !359, !tbaa !338
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %424), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %426 = getelementptr inbounds i8, ptr %5, i64 2568, !dbg !359
  %427 = load i64, ptr %426, align 8, !dbg !359, !tbaa !338
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %427), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %429 = getelementptr inbounds i8, ptr %5, i64 2576, !dbg !359
  %430 = load i64, ptr %429, align 16, !dbg !359, !tbaa !338
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %430), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %432 = getelementptr inbounds i8, ptr %5, i64 2584, !dbg !359
  %433 = load i64, ptr %432, align 8, !dbg !359, !tbaa !338
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %433), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %435 = getelementptr inbounds i8, ptr %5, i64 2592, !dbg !359
  %436 = load i64, ptr %435, align 16, !dbg !359, !tbaa !338
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %436), !dbg !361
    #dbg_value(i64 5, !115, !DIExpression(), !358)
  %438 = getelementptr inbounds i8, ptr %5, i64 2600, !dbg !359
  %439 = load i64, ptr %438, align 8, !dbg !359, !tbaa !338
  %440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %439), !dbg !361
    #dbg_value(i64 6, !115, !DIExpression(), !358)
  %441 = getelementptr inbounds i8, ptr %5, i64 2608, !dbg !359
  %442 = load i64, ptr %441, align 16, !dbg !359, !tbaa !338
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %442), !dbg !361
    #dbg_value(i64 7, !115, !DIExpression(), !358)
  %444 = getelementptr inbounds i8, ptr %5, i64 2616, !dbg !359
  %445 = load i64, ptr %444, align 8, !dbg !359, !tbaa !338
  %446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %445), !dbg !361
    #dbg_value(i64 8, !115, !DIExpression(), !358)
  %447 = getelementptr inbounds i8, ptr %5, i64 2624, !dbg !359
  %448 = load i64, ptr %447, align 16, !dbg !359, !tbaa !338
  %449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %448), !dbg !361
    #dbg_value(i64 9, !115, !DIExpression(), !358)
  %450 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 9, !113, !DIExpression(), !357)
    #dbg_value(i64 0, !115, !DIExpression(), !358)
  %451 = getelementptr inbounds i8, ptr %5, i64 2880, !dbg !359
  %452 = load i64, ptr %451, align 16, !dbg !359, !tbaa !338
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %452), !dbg !361
    #dbg_value(i64 1, !115, !DIExpression(), !358)
  %454 = getelementptr inbounds i8, ptr %5, i64 2888, !dbg !359
  %455 = load i64, ptr %454, align 8, !dbg !359, !tbaa !338
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %455), !dbg !361
    #dbg_value(i64 2, !115, !DIExpression(), !358)
  %457 = getelementptr inbounds i8, ptr %5, i64 2896, !dbg !359
  %458 = load i64, ptr %457, align 16, !dbg !359, !tbaa !338
  %459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %458), !dbg !361
    #dbg_value(i64 3, !115, !DIExpression(), !358)
  %460 = getelementptr inbounds i8, ptr %5, i64 2904, !dbg !359
  %461 = load i64, ptr %460, align 8, !dbg !359, !tbaa !338
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %461), !dbg !361
    #dbg_value(i64 4, !115, !DIExpression(), !358)
  %463 = getelementptr inbounds i8, ptr %5, i64 2912, !dbg !359
  %464 = load i64, ptr %463, align 16, !dbg !359, !tbaa !338
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %464), !dbg !361
    #dbg_value(i64 5, !115, !DIExpression(), !358)
  %466 = getelementptr inbounds i8, ptr %5, i64 2920, !dbg !359
  %467 = load i64, ptr %466, align 8, !dbg !359, !tbaa !338
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %467), !dbg !361
    #dbg_value(i64 6, !115, !DIExpression(), !358)
  %469 = getelementptr inbounds i8, ptr %5, i64 2928, !dbg !359
  %470 = load i64, ptr %469, align 16, !dbg !359, !tbaa !338
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %470), !dbg !361
    #dbg_value(i64 7, !115, !DIExpression(), !358)
  %472 = getelementptr inbounds i8, ptr %5, i64 2936, !dbg !359
  %473 = load i64, ptr %472, align 8, !dbg !359, !tbaa !338
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %473), !dbg !361
    #dbg_value(i64 8, !115, !DIExpression(), !358)
  %475 = getelementptr inbounds i8, ptr %5, i64 2944, !dbg !359
  %476 = load i64, ptr %475, align 16, !dbg !359, !tbaa !338
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %476), !dbg !361
    #dbg_value(i64 9, !115, !DIExpression(), !358)
  %478 = getelementptr inbounds i8, ptr %5, i64 2952, !dbg !359
  %479 = load i64, ptr %478, align 8, !dbg !359, !tbaa !338
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %479), !dbg !361
    #dbg_value(i64 10, !115, !DIExpression(), !358)
  %481 = tail call i32 @putchar(i32 10), !dbg !362
    #dbg_value(i64 10, !113, !DIExpression(), !357)
  %482 = getelementptr inbounds i8, ptr %5, i64 12632, !dbg !363
  %483 = load i64, ptr %482, align 8, !dbg !363, !tbaa !338
  %484 = getelementptr inbounds i8, ptr %5, i64 9720, !dbg !364
  %485 = load i64, ptr %484, align 8, !dbg !364, !tbaa !338
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %483, i64 noundef %485), !dbg !365
  call void @llvm.lifetime.start.p0(i64 252, ptr nonnull %6) #7, !dbg !366
    #dbg_value(i32 0, !124, !DIExpression(), !175)
    #dbg_value(i32 6, !125, !DIExpression(), !175)
    #dbg_value(i32 0, !126, !DIExpression(), !175)
    #dbg_value(i32 8, !127, !DIExpression(), !175)
    #dbg_value(i32 0, !128, !DIExpression(), !175)
  br label %496, !dbg !367

487:                                              ; preds = %277, %487
  %488 = phi i64 [ %491, %487 ], [ %278, %277 ], !dbg !344
  %489 = phi i64 [ %494, %487 ], [ %279, %277 ]
    #dbg_value(i64 %489, !109, !DIExpression(), !340)
  %490 = getelementptr inbounds [40 x [40 x i64]], ptr %5, i64 0, i64 %273, i64 %489, !dbg !345
  %491 = load i64, ptr %490, align 8, !dbg !345, !tbaa !338
  %492 = add i64 %491, %488, !dbg !346
  %493 = getelementptr inbounds [40 x [40 x i64]], ptr %5, i64 0, i64 %268, i64 %489, !dbg !347
  store i64 %492, ptr %493, align 8, !dbg !348, !tbaa !338
  %494 = add nuw nsw i64 %489, 1, !dbg !368
    #dbg_value(i64 %494, !109, !DIExpression(), !340)
  %495 = icmp eq i64 %494, %269, !dbg !341
  br i1 %495, label %303, label %487, !dbg !343, !llvm.loop !369

496:                                              ; preds = %307, %673
  %497 = phi i64 [ 0, %307 ], [ %536, %673 ]
  %498 = phi i64 [ 8, %307 ], [ %629, %673 ]
  %499 = phi i64 [ 7, %307 ], [ %681, %673 ]
  %500 = phi i64 [ 1, %307 ], [ %680, %673 ]
  %501 = phi i32 [ 0, %307 ], [ %676, %673 ]
  %502 = phi i32 [ 0, %307 ], [ %675, %673 ]
  %503 = phi i32 [ 6, %307 ], [ %627, %673 ]
    #dbg_value(i64 %498, !127, !DIExpression(), !175)
    #dbg_value(i32 %502, !126, !DIExpression(), !175)
    #dbg_value(i32 %503, !125, !DIExpression(), !175)
    #dbg_value(i64 %497, !124, !DIExpression(), !175)
    #dbg_value(i32 %502, !129, !DIExpression(), !370)
    #dbg_value(i32 %501, !128, !DIExpression(), !175)
  %504 = trunc i64 %497 to i32, !dbg !371
  %505 = trunc i64 %497 to i32, !dbg !371
  %506 = sext i32 %502 to i64, !dbg !371
  %507 = tail call i64 @llvm.smax.i64(i64 %498, i64 %506), !dbg !371
  %508 = add i64 %507, 1, !dbg !371
  %509 = sub i64 %508, %506, !dbg !371
  %510 = icmp ult i64 %509, 8, !dbg !371
  br i1 %510, label %511, label %514, !dbg !371

511:                                              ; preds = %532, %496
  %512 = phi i64 [ %506, %496 ], [ %516, %532 ]
  %513 = phi i32 [ %501, %496 ], [ %518, %532 ]
  br label %559, !dbg !371

514:                                              ; preds = %496
  %515 = and i64 %509, -8, !dbg !371
  %516 = add i64 %515, %506, !dbg !371
  %517 = trunc i64 %515 to i32, !dbg !371
  %518 = add i32 %501, %517, !dbg !371
  %519 = insertelement <4 x i32> poison, i32 %501, i64 0, !dbg !371
  %520 = shufflevector <4 x i32> %519, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !371
  %521 = add <4 x i32> %520, <i32 0, i32 1, i32 2, i32 3>, !dbg !371
  br label %522, !dbg !371

522:                                              ; preds = %522, %514
  %523 = phi i64 [ 0, %514 ], [ %529, %522 ]
  %524 = phi <4 x i32> [ %521, %514 ], [ %530, %522 ]
  %525 = add <4 x i32> %524, <i32 4, i32 4, i32 4, i32 4>
  %526 = add i64 %523, %506, !dbg !371
  %527 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %497, i64 %526, !dbg !372
  %528 = getelementptr inbounds i8, ptr %527, i64 16, !dbg !374
  store <4 x i32> %524, ptr %527, align 4, !dbg !374, !tbaa !375
  store <4 x i32> %525, ptr %528, align 4, !dbg !374, !tbaa !375
  %529 = add nuw i64 %523, 8
  %530 = add <4 x i32> %524, <i32 8, i32 8, i32 8, i32 8>
  %531 = icmp eq i64 %529, %515
  br i1 %531, label %532, label %522, !llvm.loop !377

532:                                              ; preds = %522
  %533 = icmp eq i64 %509, %515, !dbg !371
  br i1 %533, label %534, label %511, !dbg !371

534:                                              ; preds = %559, %532
  %535 = phi i32 [ %518, %532 ], [ %562, %559 ], !dbg !379
  %536 = add nuw nsw i64 %497, 1, !dbg !380
    #dbg_value(i64 %536, !124, !DIExpression(), !175)
    #dbg_value(i64 %536, !132, !DIExpression(), !381)
    #dbg_value(i32 %535, !128, !DIExpression(), !175)
  %537 = sext i32 %503 to i64, !dbg !382
  %538 = icmp slt i64 %497, %537, !dbg !382
  br i1 %538, label %539, label %626, !dbg !384

539:                                              ; preds = %534
  %540 = add nuw i32 %503, 1, !dbg !384
  %541 = sub i32 %503, %504, !dbg !384
  %542 = and i32 %541, 3, !dbg !384
  %543 = icmp eq i32 %542, 0, !dbg !384
  br i1 %543, label %553, label %544, !dbg !384

544:                                              ; preds = %539, %544
  %545 = phi i64 [ %550, %544 ], [ %500, %539 ]
  %546 = phi i32 [ %548, %544 ], [ %535, %539 ]
  %547 = phi i32 [ %551, %544 ], [ 0, %539 ]
    #dbg_value(i64 %545, !132, !DIExpression(), !381)
    #dbg_value(i32 %546, !128, !DIExpression(), !175)
  %548 = add nsw i32 %546, 1, !dbg !385
    #dbg_value(i32 %548, !128, !DIExpression(), !175)
  %549 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %545, i64 %498, !dbg !386
  store i32 %546, ptr %549, align 4, !dbg !387, !tbaa !375
  %550 = add nuw nsw i64 %545, 1, !dbg !388
    #dbg_value(i64 %550, !132, !DIExpression(), !381)
  %551 = add i32 %547, 1, !dbg !384
  %552 = icmp eq i32 %551, %542, !dbg !384
  br i1 %552, label %553, label %544, !dbg !384, !llvm.loop !389

553:                                              ; preds = %544, %539
  %554 = phi i32 [ poison, %539 ], [ %548, %544 ]
  %555 = phi i64 [ %500, %539 ], [ %550, %544 ]
  %556 = phi i32 [ %535, %539 ], [ %548, %544 ]
  %557 = sub i32 %505, %503, !dbg !384
  %558 = icmp ugt i32 %557, -4, !dbg !384
  br i1 %558, label %566, label %599, !dbg !384

559:                                              ; preds = %511, %559
  %560 = phi i64 [ %564, %559 ], [ %512, %511 ]
  %561 = phi i32 [ %562, %559 ], [ %513, %511 ]
    #dbg_value(i64 %560, !129, !DIExpression(), !370)
    #dbg_value(i32 %561, !128, !DIExpression(), !175)
  %562 = add nsw i32 %561, 1, !dbg !379
    #dbg_value(i32 %562, !128, !DIExpression(), !175)
  %563 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %497, i64 %560, !dbg !372
  store i32 %561, ptr %563, align 4, !dbg !374, !tbaa !375
  %564 = add nsw i64 %560, 1, !dbg !391
    #dbg_value(i64 %564, !129, !DIExpression(), !370)
  %565 = icmp slt i64 %560, %498, !dbg !392
  br i1 %565, label %559, label %534, !dbg !371, !llvm.loop !393

566:                                              ; preds = %599, %553
  %567 = phi i32 [ %554, %553 ], [ %611, %599 ], !dbg !385
    #dbg_value(i64 %498, !127, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !175)
  br i1 %538, label %568, label %626, !dbg !394

568:                                              ; preds = %566
    #dbg_value(i64 %498, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !395)
    #dbg_value(i32 %567, !128, !DIExpression(), !175)
  %569 = icmp sgt i64 %498, %506, !dbg !396
  br i1 %569, label %570, label %616, !dbg !398

570:                                              ; preds = %568
  %571 = sub i64 %498, %506, !dbg !398
  %572 = icmp ult i64 %571, 8, !dbg !398
  br i1 %572, label %573, label %576, !dbg !398

573:                                              ; preds = %597, %570
  %574 = phi i64 [ %499, %570 ], [ %578, %597 ]
  %575 = phi i32 [ %567, %570 ], [ %580, %597 ]
  br label %619, !dbg !398

576:                                              ; preds = %570
  %577 = and i64 %571, -8, !dbg !398
  %578 = sub i64 %499, %577, !dbg !398
  %579 = trunc i64 %577 to i32, !dbg !398
  %580 = add i32 %567, %579, !dbg !398
  %581 = insertelement <4 x i32> poison, i32 %567, i64 0, !dbg !398
  %582 = shufflevector <4 x i32> %581, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !398
  %583 = add <4 x i32> %582, <i32 0, i32 1, i32 2, i32 3>, !dbg !398
  br label %584, !dbg !398

584:                                              ; preds = %584, %576
  %585 = phi i64 [ 0, %576 ], [ %594, %584 ]
  %586 = phi <4 x i32> [ %583, %576 ], [ %595, %584 ]
  %587 = add <4 x i32> %586, <i32 4, i32 4, i32 4, i32 4>
  %588 = sub i64 %499, %585, !dbg !398
  %589 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %537, i64 %588, !dbg !399
  %590 = getelementptr inbounds i8, ptr %589, i64 -12, !dbg !400
  %591 = getelementptr inbounds i8, ptr %589, i64 -28, !dbg !400
  %592 = shufflevector <4 x i32> %586, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !400
  store <4 x i32> %592, ptr %590, align 4, !dbg !400, !tbaa !375
  %593 = shufflevector <4 x i32> %587, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !400
  store <4 x i32> %593, ptr %591, align 4, !dbg !400, !tbaa !375
  %594 = add nuw i64 %585, 8
  %595 = add <4 x i32> %586, <i32 8, i32 8, i32 8, i32 8>
  %596 = icmp eq i64 %594, %577
  br i1 %596, label %597, label %584, !llvm.loop !401

597:                                              ; preds = %584
  %598 = icmp eq i64 %571, %577, !dbg !398
  br i1 %598, label %616, label %573, !dbg !398

599:                                              ; preds = %553, %599
  %600 = phi i64 [ %613, %599 ], [ %555, %553 ]
  %601 = phi i32 [ %611, %599 ], [ %556, %553 ]
    #dbg_value(i64 %600, !132, !DIExpression(), !381)
    #dbg_value(i32 %601, !128, !DIExpression(), !175)
  %602 = add nsw i32 %601, 1, !dbg !385
    #dbg_value(i32 %602, !128, !DIExpression(), !175)
  %603 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %600, i64 %498, !dbg !386
  store i32 %601, ptr %603, align 4, !dbg !387, !tbaa !375
  %604 = add nuw nsw i64 %600, 1, !dbg !388
    #dbg_value(i64 %604, !132, !DIExpression(), !381)
  %605 = add nsw i32 %601, 2, !dbg !385
    #dbg_value(i32 %605, !128, !DIExpression(), !175)
  %606 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %604, i64 %498, !dbg !386
  store i32 %602, ptr %606, align 4, !dbg !387, !tbaa !375
  %607 = add nuw nsw i64 %600, 2, !dbg !388
    #dbg_value(i64 %607, !132, !DIExpression(), !381)
  %608 = add nsw i32 %601, 3, !dbg !385
    #dbg_value(i32 %608, !128, !DIExpression(), !175)
  %609 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %607, i64 %498, !dbg !386
  store i32 %605, ptr %609, align 4, !dbg !387, !tbaa !375
  %610 = add nuw nsw i64 %600, 3, !dbg !388
    #dbg_value(i64 %610, !132, !DIExpression(), !381)
  %611 = add nsw i32 %601, 4, !dbg !385
    #dbg_value(i32 %611, !128, !DIExpression(), !175)
  %612 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %610, i64 %498, !dbg !386
  store i32 %608, ptr %612, align 4, !dbg !387, !tbaa !375
  %613 = add nuw nsw i64 %600, 4, !dbg !388
    #dbg_value(i64 %613, !132, !DIExpression(), !381)
  %614 = trunc i64 %613 to i32, !dbg !382
  %615 = icmp eq i32 %540, %614, !dbg !382
  br i1 %615, label %566, label %599, !dbg !384, !llvm.loop !403

616:                                              ; preds = %619, %597, %568
  %617 = phi i32 [ %567, %568 ], [ %580, %597 ], [ %622, %619 ], !dbg !175
  %618 = add nsw i32 %503, -1, !dbg !405
    #dbg_value(i32 %618, !125, !DIExpression(), !175)
  br label %626, !dbg !406

619:                                              ; preds = %573, %619
  %620 = phi i64 [ %624, %619 ], [ %574, %573 ]
  %621 = phi i32 [ %622, %619 ], [ %575, %573 ]
    #dbg_value(i64 %620, !134, !DIExpression(), !395)
    #dbg_value(i32 %621, !128, !DIExpression(), !175)
  %622 = add nsw i32 %621, 1, !dbg !407
    #dbg_value(i32 %622, !128, !DIExpression(), !175)
  %623 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %537, i64 %620, !dbg !399
  store i32 %621, ptr %623, align 4, !dbg !400, !tbaa !375
  %624 = add nsw i64 %620, -1, !dbg !408
    #dbg_value(i64 %624, !134, !DIExpression(), !395)
  %625 = icmp sgt i64 %620, %506, !dbg !396
  br i1 %625, label %619, label %616, !dbg !398, !llvm.loop !409

626:                                              ; preds = %534, %616, %566
  %627 = phi i32 [ %618, %616 ], [ %503, %566 ], [ %503, %534 ], !dbg !175
  %628 = phi i32 [ %617, %616 ], [ %567, %566 ], [ %535, %534 ], !dbg !410
  %629 = add nsw i64 %498, -1, !dbg !411
    #dbg_value(i32 %628, !128, !DIExpression(), !175)
    #dbg_value(i32 %627, !125, !DIExpression(), !175)
  %630 = icmp sgt i64 %498, %506, !dbg !412
  %631 = sext i32 %627 to i64, !dbg !175
  br i1 %630, label %632, label %673, !dbg !413

632:                                              ; preds = %626
    #dbg_value(i32 %627, !138, !DIExpression(), !414)
    #dbg_value(i32 %628, !128, !DIExpression(), !175)
  %633 = icmp slt i64 %497, %631, !dbg !415
  br i1 %633, label %634, label %653, !dbg !417

634:                                              ; preds = %632
  %635 = sub i64 %631, %497, !dbg !417
  %636 = and i64 %635, 3, !dbg !417
  %637 = icmp eq i64 %636, 0, !dbg !417
  br i1 %637, label %647, label %638, !dbg !417

638:                                              ; preds = %634, %638
  %639 = phi i64 [ %644, %638 ], [ %631, %634 ]
  %640 = phi i32 [ %642, %638 ], [ %628, %634 ]
  %641 = phi i64 [ %645, %638 ], [ 0, %634 ]
    #dbg_value(i64 %639, !138, !DIExpression(), !414)
    #dbg_value(i32 %640, !128, !DIExpression(), !175)
  %642 = add nsw i32 %640, 1, !dbg !418
    #dbg_value(i32 %642, !128, !DIExpression(), !175)
  %643 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %639, i64 %506, !dbg !419
  store i32 %640, ptr %643, align 4, !dbg !420, !tbaa !375
  %644 = add nsw i64 %639, -1, !dbg !421
    #dbg_value(i64 %644, !138, !DIExpression(), !414)
  %645 = add i64 %641, 1, !dbg !417
  %646 = icmp eq i64 %645, %636, !dbg !417
  br i1 %646, label %647, label %638, !dbg !417, !llvm.loop !422

647:                                              ; preds = %638, %634
  %648 = phi i64 [ %631, %634 ], [ %644, %638 ]
  %649 = phi i32 [ %628, %634 ], [ %642, %638 ]
  %650 = phi i32 [ poison, %634 ], [ %642, %638 ]
  %651 = sub i64 %497, %631, !dbg !417
  %652 = icmp ugt i64 %651, -4, !dbg !417
  br i1 %652, label %653, label %657, !dbg !417

653:                                              ; preds = %647, %657, %632
  %654 = phi i32 [ %628, %632 ], [ %650, %647 ], [ %669, %657 ], !dbg !175
  %655 = add nsw i32 %502, 1, !dbg !423
    #dbg_value(i32 %655, !126, !DIExpression(), !175)
  %656 = sext i32 %655 to i64, !dbg !424
  br label %673, !dbg !425

657:                                              ; preds = %647, %657
  %658 = phi i64 [ %671, %657 ], [ %648, %647 ]
  %659 = phi i32 [ %669, %657 ], [ %649, %647 ]
    #dbg_value(i64 %658, !138, !DIExpression(), !414)
    #dbg_value(i32 %659, !128, !DIExpression(), !175)
  %660 = add nsw i32 %659, 1, !dbg !418
    #dbg_value(i32 %660, !128, !DIExpression(), !175)
  %661 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %658, i64 %506, !dbg !419
  store i32 %659, ptr %661, align 4, !dbg !420, !tbaa !375
  %662 = add nsw i64 %658, -1, !dbg !421
    #dbg_value(i64 %662, !138, !DIExpression(), !414)
  %663 = add nsw i32 %659, 2, !dbg !418
    #dbg_value(i32 %663, !128, !DIExpression(), !175)
  %664 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %662, i64 %506, !dbg !419
  store i32 %660, ptr %664, align 4, !dbg !420, !tbaa !375
  %665 = add nsw i64 %658, -2, !dbg !421
    #dbg_value(i64 %665, !138, !DIExpression(), !414)
  %666 = add nsw i32 %659, 3, !dbg !418
    #dbg_value(i32 %666, !128, !DIExpression(), !175)
  %667 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %665, i64 %506, !dbg !419
  store i32 %663, ptr %667, align 4, !dbg !420, !tbaa !375
  %668 = add nsw i64 %658, -3, !dbg !421
    #dbg_value(i64 %668, !138, !DIExpression(), !414)
  %669 = add nsw i32 %659, 4, !dbg !418
    #dbg_value(i32 %669, !128, !DIExpression(), !175)
  %670 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %668, i64 %506, !dbg !419
  store i32 %666, ptr %670, align 4, !dbg !420, !tbaa !375
  %671 = add nsw i64 %658, -4, !dbg !421
    #dbg_value(i64 %671, !138, !DIExpression(), !414)
  %672 = icmp sgt i64 %671, %497, !dbg !415
  br i1 %672, label %657, label %653, !dbg !417, !llvm.loop !426

673:                                              ; preds = %626, %653
  %674 = phi i64 [ %656, %653 ], [ %506, %626 ], !dbg !424
  %675 = phi i32 [ %655, %653 ], [ %502, %626 ], !dbg !175
  %676 = phi i32 [ %654, %653 ], [ %628, %626 ], !dbg !410
    #dbg_value(i32 %676, !128, !DIExpression(), !175)
    #dbg_value(i64 %629, !127, !DIExpression(), !175)
    #dbg_value(i32 %675, !126, !DIExpression(), !175)
    #dbg_value(i32 %627, !125, !DIExpression(), !175)
    #dbg_value(i64 %536, !124, !DIExpression(), !175)
  %677 = icmp slt i64 %497, %631, !dbg !428
  %678 = icmp slt i64 %674, %498, !dbg !424
  %679 = select i1 %677, i1 %678, i1 false, !dbg !424
  %680 = add nuw nsw i64 %500, 1, !dbg !367
  %681 = add nsw i64 %499, -1, !dbg !367
  br i1 %679, label %496, label %682, !dbg !367, !llvm.loop !429

682:                                              ; preds = %673, %682
  %683 = phi i64 [ %712, %682 ], [ 0, %673 ]
    #dbg_value(i64 %683, !142, !DIExpression(), !431)
    #dbg_value(i64 0, !144, !DIExpression(), !432)
  %684 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 0, !dbg !433
  %685 = load i32, ptr %684, align 4, !dbg !433, !tbaa !375
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %685), !dbg !435
    #dbg_value(i64 1, !144, !DIExpression(), !432)
  %687 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 1, !dbg !433
  %688 = load i32, ptr %687, align 4, !dbg !433, !tbaa !375
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %688), !dbg !435
    #dbg_value(i64 2, !144, !DIExpression(), !432)
  %690 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 2, !dbg !433
  %691 = load i32, ptr %690, align 4, !dbg !433, !tbaa !375
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %691), !dbg !435
    #dbg_value(i64 3, !144, !DIExpression(), !432)
  %693 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 3, !dbg !433
  %694 = load i32, ptr %693, align 4, !dbg !433, !tbaa !375
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %694), !dbg !435
    #dbg_value(i64 4, !144, !DIExpression(), !432)
  %696 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 4, !dbg !433
  %697 = load i32, ptr %696, align 4, !dbg !433, !tbaa !375
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %697), !dbg !435
    #dbg_value(i64 5, !144, !DIExpression(), !432)
  %699 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 5, !dbg !433
  %700 = load i32, ptr %699, align 4, !dbg !433, !tbaa !375
  %701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %700), !dbg !435
    #dbg_value(i64 6, !144, !DIExpression(), !432)
  %702 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 6, !dbg !433
  %703 = load i32, ptr %702, align 4, !dbg !433, !tbaa !375
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %703), !dbg !435
    #dbg_value(i64 7, !144, !DIExpression(), !432)
  %705 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 7, !dbg !433
  %706 = load i32, ptr %705, align 4, !dbg !433, !tbaa !375
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %706), !dbg !435
    #dbg_value(i64 8, !144, !DIExpression(), !432)
  %708 = getelementptr inbounds [7 x [9 x i32]], ptr %6, i64 0, i64 %683, i64 8, !dbg !433
  %709 = load i32, ptr %708, align 4, !dbg !433, !tbaa !375
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %709), !dbg !435
    #dbg_value(i64 9, !144, !DIExpression(), !432)
  %711 = tail call i32 @putchar(i32 10), !dbg !436
  %712 = add nuw nsw i64 %683, 1, !dbg !437
    #dbg_value(i64 %712, !142, !DIExpression(), !431)
  %713 = icmp eq i64 %712, 7, !dbg !438
  br i1 %713, label %714, label %682, !dbg !439, !llvm.loop !440

714:                                              ; preds = %682
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %7) #7, !dbg !442
    #dbg_value(i64 0, !152, !DIExpression(), !443)
    #dbg_value(i64 0, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
  store <8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 10, i16 11, i16 12>, ptr %7, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 3, !157, !DIExpression(), !445)
  %715 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !450
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
  store <8 x i16> <i16 13, i16 14, i16 20, i16 21, i16 22, i16 23, i16 24, i16 30>, ptr %715, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 1, !157, !DIExpression(), !445)
  %716 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !450
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !152, !DIExpression(), !443)
    #dbg_value(i64 0, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
  store <8 x i16> <i16 31, i16 32, i16 33, i16 34, i16 100, i16 101, i16 102, i16 103>, ptr %716, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 4, !157, !DIExpression(), !445)
  %717 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !450
    #dbg_value(i64 1, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
  store <8 x i16> <i16 104, i16 110, i16 111, i16 112, i16 113, i16 114, i16 120, i16 121>, ptr %717, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 2, !157, !DIExpression(), !445)
  %718 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !450
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
  store <8 x i16> <i16 122, i16 123, i16 124, i16 130, i16 131, i16 132, i16 133, i16 134>, ptr %718, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 2, !152, !DIExpression(), !443)
    #dbg_value(i64 0, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
  %719 = getelementptr inbounds i8, ptr %7, i64 80, !dbg !450
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
  store <8 x i16> <i16 200, i16 201, i16 202, i16 203, i16 204, i16 210, i16 211, i16 212>, ptr %719, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 3, !157, !DIExpression(), !445)
  %720 = getelementptr inbounds i8, ptr %7, i64 96, !dbg !450
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
    #dbg_value(i64 1, !157, !DIExpression(), !445)
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !154, !DIExpression(), !444)
    #dbg_value(i64 0, !157, !DIExpression(), !445)
  store <8 x i16> <i16 213, i16 214, i16 220, i16 221, i16 222, i16 223, i16 224, i16 230>, ptr %720, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 1, !157, !DIExpression(), !445)
  %721 = getelementptr inbounds i8, ptr %7, i64 112, !dbg !450
    #dbg_value(i64 2, !157, !DIExpression(), !445)
    #dbg_value(i64 3, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !157, !DIExpression(), !445)
  store <4 x i16> <i16 231, i16 232, i16 233, i16 234>, ptr %721, align 16, !dbg !446, !tbaa !448
    #dbg_value(i64 5, !157, !DIExpression(), !445)
    #dbg_value(i64 4, !154, !DIExpression(), !444)
    #dbg_value(i64 3, !152, !DIExpression(), !443)
  br label %724, !dbg !451

722:                                              ; preds = %724
  %723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %748, i32 noundef 234, i32 noundef 132), !dbg !452
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #7, !dbg !453
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %8, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.words, i64 40, i1 false), !dbg !454, !DIAssignID !455
    #dbg_assign(i1 undef, !166, !DIExpression(), !455, ptr %8, !DIExpression(), !175)
    #dbg_value(i64 0, !169, !DIExpression(), !456)
  br label %751, !dbg !457

724:                                              ; preds = %724, %714
  %725 = phi i64 [ 0, %714 ], [ %749, %724 ]
  %726 = phi i64 [ 0, %714 ], [ %748, %724 ]
    #dbg_value(i64 %725, !164, !DIExpression(), !458)
    #dbg_value(i64 %726, !163, !DIExpression(), !175)
  %727 = getelementptr inbounds i16, ptr %7, i64 %725, !dbg !459
  %728 = load i16, ptr %727, align 8, !dbg !459, !tbaa !448
  %729 = sext i16 %728 to i64, !dbg !459
  %730 = add nsw i64 %726, %729, !dbg !461
    #dbg_value(i64 %730, !163, !DIExpression(), !175)
  %731 = or disjoint i64 %725, 1, !dbg !462
    #dbg_value(i64 %731, !164, !DIExpression(), !458)
  %732 = getelementptr inbounds i16, ptr %7, i64 %731, !dbg !459
  %733 = load i16, ptr %732, align 2, !dbg !459, !tbaa !448
  %734 = sext i16 %733 to i64, !dbg !459
  %735 = shl nsw i64 %734, 1, !dbg !463
  %736 = add nsw i64 %730, %735, !dbg !461
    #dbg_value(i64 %736, !163, !DIExpression(), !175)
  %737 = or disjoint i64 %725, 2, !dbg !462
    #dbg_value(i64 %737, !164, !DIExpression(), !458)
  %738 = getelementptr inbounds i16, ptr %7, i64 %737, !dbg !459
  %739 = load i16, ptr %738, align 4, !dbg !459, !tbaa !448
  %740 = sext i16 %739 to i64, !dbg !459
  %741 = mul nsw i64 %740, 3, !dbg !463
  %742 = add nsw i64 %736, %741, !dbg !461
    #dbg_value(i64 %742, !163, !DIExpression(), !175)
  %743 = or disjoint i64 %725, 3, !dbg !462
    #dbg_value(i64 %743, !164, !DIExpression(), !458)
  %744 = getelementptr inbounds i16, ptr %7, i64 %743, !dbg !459
  %745 = load i16, ptr %744, align 2, !dbg !459, !tbaa !448
  %746 = sext i16 %745 to i64, !dbg !459
  %747 = shl nsw i64 %746, 2, !dbg !463
  %748 = add nsw i64 %742, %747, !dbg !461
    #dbg_value(i64 %748, !163, !DIExpression(), !175)
  %749 = add nuw nsw i64 %725, 4, !dbg !462
    #dbg_value(i64 %749, !164, !DIExpression(), !458)
  %750 = icmp eq i64 %749, 60, !dbg !464
  br i1 %750, label %722, label %724, !dbg !451, !llvm.loop !465

751:                                              ; preds = %751, %722
  %752 = phi i64 [ %756, %751 ], [ 0, %722 ], !dbg !467
    #dbg_value(i64 %752, !171, !DIExpression(), !467)
  %753 = getelementptr inbounds [5 x [8 x i8]], ptr %8, i64 0, i64 0, i64 %752, !dbg !468
  %754 = load i8, ptr %753, align 1, !dbg !468, !tbaa !469
  %755 = icmp eq i8 %754, 0, !dbg !457
  %756 = add nuw nsw i64 %752, 1, !dbg !470
    #dbg_value(i64 %756, !171, !DIExpression(), !467)
  br i1 %755, label %757, label %751, !dbg !457, !llvm.loop !471

757:                                              ; preds = %751
  %758 = trunc nuw nsw i64 %752 to i32, !dbg !468
  store i8 65, ptr %8, align 16, !dbg !472, !tbaa !469
  %759 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %758), !dbg !473
    #dbg_value(i64 1, !169, !DIExpression(), !456)
  br label %760, !dbg !457

760:                                              ; preds = %760, %757
  %761 = phi i64 [ %765, %760 ], [ 0, %757 ], !dbg !467
    #dbg_value(i64 %761, !171, !DIExpression(), !467)
  %762 = getelementptr inbounds [5 x [8 x i8]], ptr %8, i64 0, i64 1, i64 %761, !dbg !468
  %763 = load i8, ptr %762, align 1, !dbg !468, !tbaa !469
  %764 = icmp eq i8 %763, 0, !dbg !457
  %765 = add nuw nsw i64 %761, 1, !dbg !470
    #dbg_value(i64 %765, !171, !DIExpression(), !467)
  br i1 %764, label %766, label %760, !dbg !457, !llvm.loop !471

766:                                              ; preds = %760
  %767 = trunc nuw nsw i64 %761 to i32, !dbg !468
  %768 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !468
  %769 = load i8, ptr %768, align 8, !dbg !474, !tbaa !469
  %770 = add i8 %769, -32, !dbg !475
  store i8 %770, ptr %768, align 8, !dbg !472, !tbaa !469
  %771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %768, i32 noundef %767), !dbg !473
    #dbg_value(i64 2, !169, !DIExpression(), !456)
  br label %772, !dbg !457

772:                                              ; preds = %772, %766
  %773 = phi i64 [ %777, %772 ], [ 0, %766 ], !dbg !467
    #dbg_value(i64 %773, !171, !DIExpression(), !467)
  %774 = getelementptr inbounds [5 x [8 x i8]], ptr %8, i64 0, i64 2, i64 %773, !dbg !468
  %775 = load i8, ptr %774, align 1, !dbg !468, !tbaa !469
  %776 = icmp eq i8 %775, 0, !dbg !457
  %777 = add nuw nsw i64 %773, 1, !dbg !470
    #dbg_value(i64 %777, !171, !DIExpression(), !467)
  br i1 %776, label %778, label %772, !dbg !457, !llvm.loop !471

778:                                              ; preds = %772
  %779 = trunc nuw nsw i64 %773 to i32, !dbg !468
  %780 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !468
  %781 = load i8, ptr %780, align 16, !dbg !474, !tbaa !469
  %782 = add i8 %781, -32, !dbg !475
  store i8 %782, ptr %780, align 16, !dbg !472, !tbaa !469
  %783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %780, i32 noundef %779), !dbg !473
    #dbg_value(i64 3, !169, !DIExpression(), !456)
  br label %784, !dbg !457

784:                                              ; preds = %784, %778
  %785 = phi i64 [ %789, %784 ], [ 0, %778 ], !dbg !467
    #dbg_value(i64 %785, !171, !DIExpression(), !467)
  %786 = getelementptr inbounds [5 x [8 x i8]], ptr %8, i64 0, i64 3, i64 %785, !dbg !468
  %787 = load i8, ptr %786, align 1, !dbg !468, !tbaa !469
  %788 = icmp eq i8 %787, 0, !dbg !457
  %789 = add nuw nsw i64 %785, 1, !dbg !470
    #dbg_value(i64 %789, !171, !DIExpression(), !467)
  br i1 %788, label %790, label %784, !dbg !457, !llvm.loop !471

790:                                              ; preds = %784
  %791 = trunc nuw nsw i64 %785 to i32, !dbg !468
  %792 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !468
  %793 = load i8, ptr %792, align 8, !dbg !474, !tbaa !469
  %794 = add i8 %793, -32, !dbg !475
  store i8 %794, ptr %792, align 8, !dbg !472, !tbaa !469
  %795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %792, i32 noundef %791), !dbg !473
    #dbg_value(i64 4, !169, !DIExpression(), !456)
  br label %796, !dbg !457

796:                                              ; preds = %796, %790
  %797 = phi i64 [ %801, %796 ], [ 0, %790 ], !dbg !467
    #dbg_value(i64 %797, !171, !DIExpression(), !467)
  %798 = getelementptr inbounds [5 x [8 x i8]], ptr %8, i64 0, i64 4, i64 %797, !dbg !468
  %799 = load i8, ptr %798, align 1, !dbg !468, !tbaa !469
  %800 = icmp eq i8 %799, 0, !dbg !457
  %801 = add nuw nsw i64 %797, 1, !dbg !470
    #dbg_value(i64 %801, !171, !DIExpression(), !467)
  br i1 %800, label %802, label %796, !dbg !457, !llvm.loop !471

802:                                              ; preds = %796
  %803 = trunc nuw nsw i64 %797 to i32, !dbg !468
  %804 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !468
  %805 = load i8, ptr %804, align 16, !dbg !474, !tbaa !469
  %806 = add i8 %805, -32, !dbg !475
  store i8 %806, ptr %804, align 16, !dbg !472, !tbaa !469
  %807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %804, i32 noundef %803), !dbg !473
    #dbg_value(i64 5, !169, !DIExpression(), !456)
  %808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 40, i64 noundef 8), !dbg !476
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 252, ptr nonnull %6) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %5) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %4) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %3) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %2) #7, !dbg !477
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #7, !dbg !477
  ret i32 0, !dbg !477
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_mat(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !478 {
    #dbg_value(ptr %0, !484, !DIExpression(), !492)
    #dbg_value(ptr %1, !485, !DIExpression(), !492)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) %0), !dbg !493
    #dbg_value(i32 0, !486, !DIExpression(), !494)
  br label %4, !dbg !495

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 0, %2 ], [ %25, %4 ]
    #dbg_value(i64 %5, !486, !DIExpression(), !494)
    #dbg_value(i32 0, !488, !DIExpression(), !496)
    #dbg_value(i64 0, !488, !DIExpression(), !496)
  %6 = getelementptr inbounds [6 x i64], ptr %1, i64 %5, i64 0, !dbg !497
  %7 = load i64, ptr %6, align 8, !dbg !497, !tbaa !189
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %7), !dbg !499
    #dbg_value(i64 1, !488, !DIExpression(), !496)
  %9 = getelementptr inbounds [6 x i64], ptr %1, i64 %5, i64 1, !dbg !497
  %10 = load i64, ptr %9, align 8, !dbg !497, !tbaa !189
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %10), !dbg !499
    #dbg_value(i64 2, !488, !DIExpression(), !496)
  %12 = getelementptr inbounds [6 x i64], ptr %1, i64 %5, i64 2, !dbg !497
  %13 = load i64, ptr %12, align 8, !dbg !497, !tbaa !189
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %13), !dbg !499
    #dbg_value(i64 3, !488, !DIExpression(), !496)
  %15 = getelementptr inbounds [6 x i64], ptr %1, i64 %5, i64 3, !dbg !497
  %16 = load i64, ptr %15, align 8, !dbg !497, !tbaa !189
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %16), !dbg !499
    #dbg_value(i64 4, !488, !DIExpression(), !496)
  %18 = getelementptr inbounds [6 x i64], ptr %1, i64 %5, i64 4, !dbg !497
  %19 = load i64, ptr %18, align 8, !dbg !497, !tbaa !189
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %19), !dbg !499
    #dbg_value(i64 5, !488, !DIExpression(), !496)
  %21 = getelementptr inbounds [6 x i64], ptr %1, i64 %5, i64 5, !dbg !497
  %22 = load i64, ptr %21, align 8, !dbg !497, !tbaa !189
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %22), !dbg !499
    #dbg_value(i64 6, !488, !DIExpression(), !496)
  %24 = tail call i32 @putchar(i32 10), !dbg !500
  %25 = add nuw nsw i64 %5, 1, !dbg !501
    #dbg_value(i64 %25, !486, !DIExpression(), !494)
  %26 = icmp eq i64 %25, 6, !dbg !502
  br i1 %26, label %27, label %4, !dbg !495, !llvm.loop !503

27:                                               ; preds = %4
  ret void, !dbg !505
}

; Function Attrs: nofree nounwind
declare !dbg !506 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "arrays2d.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "8455ffabfa49f6dc33c221cd0081b5d3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 6)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 29)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 43)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 27)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 5)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !55, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !54, !4}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 384, elements: !19)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!55 = !{!0, !7, !12, !14, !16, !56, !21, !26, !28, !33, !38, !61, !43}
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !72, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !79, !80, !81, !83, !86, !87, !88, !90, !93, !95, !99, !102, !107, !109, !113, !115, !119, !124, !125, !126, !127, !128, !129, !132, !134, !138, !142, !144, !148, !152, !154, !157, !160, !163, !164, !166, !169, !171}
!76 = !DILocalVariable(name: "a", scope: !71, file: !2, line: 43, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 2304, elements: !78)
!78 = !{!20, !20}
!79 = !DILocalVariable(name: "b", scope: !71, file: !2, line: 43, type: !77)
!80 = !DILocalVariable(name: "c", scope: !71, file: !2, line: 43, type: !77)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 44, type: !74)
!82 = distinct !DILexicalBlock(scope: !71, file: !2, line: 44, column: 5)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 45, type: !74)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 45, column: 9)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 44, column: 5)
!86 = !DILocalVariable(name: "p", scope: !71, file: !2, line: 55, type: !77)
!87 = !DILocalVariable(name: "t", scope: !71, file: !2, line: 55, type: !77)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 56, type: !74)
!89 = distinct !DILexicalBlock(scope: !71, file: !2, line: 56, column: 5)
!90 = !DILocalVariable(name: "j", scope: !91, file: !2, line: 57, type: !74)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 57, column: 9)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 56, column: 5)
!93 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 59, type: !74)
!94 = distinct !DILexicalBlock(scope: !71, file: !2, line: 59, column: 5)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 61, type: !74)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 61, column: 9)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 59, column: 33)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 59, column: 5)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 62, type: !74)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 62, column: 13)
!101 = distinct !DILexicalBlock(scope: !96, file: !2, line: 61, column: 9)
!102 = !DILocalVariable(name: "pas", scope: !71, file: !2, line: 67, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 102400, elements: !105)
!104 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!105 = !{!106, !106}
!106 = !DISubrange(count: 40)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 68, type: !74)
!108 = distinct !DILexicalBlock(scope: !71, file: !2, line: 68, column: 5)
!109 = !DILocalVariable(name: "j", scope: !110, file: !2, line: 70, type: !74)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 70, column: 9)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 68, column: 34)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 68, column: 5)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 73, type: !74)
!114 = distinct !DILexicalBlock(scope: !71, file: !2, line: 73, column: 5)
!115 = !DILocalVariable(name: "j", scope: !116, file: !2, line: 74, type: !74)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 74, column: 9)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 73, column: 34)
!118 = distinct !DILexicalBlock(scope: !114, file: !2, line: 73, column: 5)
!119 = !DILocalVariable(name: "grid", scope: !71, file: !2, line: 80, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 2016, elements: !121)
!121 = !{!122, !123}
!122 = !DISubrange(count: 7)
!123 = !DISubrange(count: 9)
!124 = !DILocalVariable(name: "top", scope: !71, file: !2, line: 81, type: !74)
!125 = !DILocalVariable(name: "bot", scope: !71, file: !2, line: 81, type: !74)
!126 = !DILocalVariable(name: "left", scope: !71, file: !2, line: 81, type: !74)
!127 = !DILocalVariable(name: "right", scope: !71, file: !2, line: 81, type: !74)
!128 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 81, type: !74)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 83, type: !74)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 83, column: 9)
!131 = distinct !DILexicalBlock(scope: !71, file: !2, line: 82, column: 41)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 85, type: !74)
!133 = distinct !DILexicalBlock(scope: !131, file: !2, line: 85, column: 9)
!134 = !DILocalVariable(name: "j", scope: !135, file: !2, line: 88, type: !74)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 88, column: 13)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 87, column: 25)
!137 = distinct !DILexicalBlock(scope: !131, file: !2, line: 87, column: 13)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 92, type: !74)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 92, column: 13)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 91, column: 28)
!141 = distinct !DILexicalBlock(scope: !131, file: !2, line: 91, column: 13)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 96, type: !74)
!143 = distinct !DILexicalBlock(scope: !71, file: !2, line: 96, column: 5)
!144 = !DILocalVariable(name: "j", scope: !145, file: !2, line: 97, type: !74)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 97, column: 9)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 96, column: 33)
!147 = distinct !DILexicalBlock(scope: !143, file: !2, line: 96, column: 5)
!148 = !DILocalVariable(name: "cube", scope: !71, file: !2, line: 102, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 960, elements: !150)
!150 = !{!151, !6, !47}
!151 = !DISubrange(count: 3)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 103, type: !74)
!153 = distinct !DILexicalBlock(scope: !71, file: !2, line: 103, column: 5)
!154 = !DILocalVariable(name: "j", scope: !155, file: !2, line: 104, type: !74)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 104, column: 9)
!156 = distinct !DILexicalBlock(scope: !153, file: !2, line: 103, column: 5)
!157 = !DILocalVariable(name: "k", scope: !158, file: !2, line: 105, type: !74)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 105, column: 13)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 104, column: 9)
!160 = !DILocalVariable(name: "flat", scope: !71, file: !2, line: 107, type: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!163 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 108, type: !53)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 109, type: !74)
!165 = distinct !DILexicalBlock(scope: !71, file: !2, line: 109, column: 5)
!166 = !DILocalVariable(name: "words", scope: !71, file: !2, line: 113, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !168)
!168 = !{!47, !37}
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 114, type: !74)
!170 = distinct !DILexicalBlock(scope: !71, file: !2, line: 114, column: 5)
!171 = !DILocalVariable(name: "len", scope: !172, file: !2, line: 115, type: !74)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 114, column: 33)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 114, column: 5)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 0, scope: !71)
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 43, column: 5, scope: !71)
!184 = !DILocation(line: 0, scope: !82)
!185 = !DILocation(line: 0, scope: !84)
!186 = !DILocation(line: 46, column: 21, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 45, column: 37)
!188 = distinct !DILexicalBlock(scope: !84, file: !2, line: 45, column: 9)
!189 = !{!190, !190, i64 0}
!190 = !{!"long", !191, i64 0}
!191 = !{!"omnipotent char", !192, i64 0}
!192 = !{!"Simple C/C++ TBAA"}
!193 = !DILocation(line: 46, column: 13, scope: !187)
!194 = !DILocation(line: 8, column: 5, scope: !195, inlinedAt: !215)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 8, column: 5)
!196 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 7, type: !197, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !201)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !74, !50, !50, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 384, elements: !19)
!201 = !{!202, !203, !204, !205, !206, !207, !210, !213}
!202 = !DILocalVariable(name: "n", arg: 1, scope: !196, file: !2, line: 7, type: !74)
!203 = !DILocalVariable(name: "a", arg: 2, scope: !196, file: !2, line: 7, type: !50)
!204 = !DILocalVariable(name: "b", arg: 3, scope: !196, file: !2, line: 7, type: !50)
!205 = !DILocalVariable(name: "c", arg: 4, scope: !196, file: !2, line: 7, type: !199)
!206 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 8, type: !74)
!207 = !DILocalVariable(name: "j", scope: !208, file: !2, line: 9, type: !74)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 9, column: 9)
!209 = distinct !DILexicalBlock(scope: !195, file: !2, line: 8, column: 5)
!210 = !DILocalVariable(name: "s", scope: !211, file: !2, line: 10, type: !53)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 9, column: 37)
!212 = distinct !DILexicalBlock(scope: !208, file: !2, line: 9, column: 9)
!213 = !DILocalVariable(name: "k", scope: !214, file: !2, line: 11, type: !74)
!214 = distinct !DILexicalBlock(scope: !211, file: !2, line: 11, column: 13)
!215 = distinct !DILocation(line: 49, column: 5, scope: !71)
!216 = !DILocation(line: 0, scope: !195, inlinedAt: !215)
!217 = !DILocation(line: 0, scope: !208, inlinedAt: !215)
!218 = !DILocation(line: 12, column: 22, scope: !219, inlinedAt: !215)
!219 = distinct !DILexicalBlock(scope: !214, file: !2, line: 11, column: 13)
!220 = !DILocation(line: 0, scope: !214, inlinedAt: !215)
!221 = !DILocation(line: 0, scope: !211, inlinedAt: !215)
!222 = !DILocation(line: 12, column: 30, scope: !219, inlinedAt: !215)
!223 = !DILocation(line: 12, column: 19, scope: !219, inlinedAt: !215)
!224 = !DILocation(line: 13, column: 13, scope: !211, inlinedAt: !215)
!225 = !DILocation(line: 13, column: 21, scope: !211, inlinedAt: !215)
!226 = !DILocation(line: 8, column: 29, scope: !209, inlinedAt: !215)
!227 = !DILocation(line: 8, column: 23, scope: !209, inlinedAt: !215)
!228 = distinct !{!228, !194, !229, !230}
!229 = !DILocation(line: 14, column: 9, scope: !195, inlinedAt: !215)
!230 = !{!"llvm.loop.mustprogress"}
!231 = !DILocation(line: 50, column: 5, scope: !71)
!232 = !DILocalVariable(name: "m", arg: 1, scope: !233, file: !2, line: 17, type: !199)
!233 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 17, type: !234, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !199}
!236 = !{!232, !237, !239, !242}
!237 = !DILocalVariable(name: "i", scope: !238, file: !2, line: 18, type: !74)
!238 = distinct !DILexicalBlock(scope: !233, file: !2, line: 18, column: 5)
!239 = !DILocalVariable(name: "j", scope: !240, file: !2, line: 19, type: !74)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 19, column: 9)
!241 = distinct !DILexicalBlock(scope: !238, file: !2, line: 18, column: 5)
!242 = !DILocalVariable(name: "t", scope: !243, file: !2, line: 20, type: !53)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 19, column: 41)
!244 = distinct !DILexicalBlock(scope: !240, file: !2, line: 19, column: 9)
!245 = !DILocation(line: 0, scope: !233, inlinedAt: !246)
!246 = distinct !DILocation(line: 51, column: 5, scope: !71)
!247 = !DILocation(line: 0, scope: !238, inlinedAt: !246)
!248 = !DILocation(line: 0, scope: !240, inlinedAt: !246)
!249 = !DILocation(line: 20, column: 22, scope: !243, inlinedAt: !246)
!250 = !DILocation(line: 0, scope: !243, inlinedAt: !246)
!251 = !DILocation(line: 21, column: 23, scope: !243, inlinedAt: !246)
!252 = !DILocation(line: 21, column: 21, scope: !243, inlinedAt: !246)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 22, column: 21, scope: !243, inlinedAt: !246)
!255 = distinct !DIAssignID()
!256 = distinct !DIAssignID()
!257 = distinct !DIAssignID()
!258 = distinct !DIAssignID()
!259 = distinct !DIAssignID()
!260 = distinct !DIAssignID()
!261 = distinct !DIAssignID()
!262 = distinct !DIAssignID()
!263 = distinct !DIAssignID()
!264 = distinct !DIAssignID()
!265 = distinct !DIAssignID()
!266 = distinct !DIAssignID()
!267 = distinct !DIAssignID()
!268 = distinct !DIAssignID()
!269 = distinct !DIAssignID()
!270 = distinct !DIAssignID()
!271 = distinct !DIAssignID()
!272 = distinct !DIAssignID()
!273 = distinct !DIAssignID()
!274 = distinct !DIAssignID()
!275 = distinct !DIAssignID()
!276 = distinct !DIAssignID()
!277 = distinct !DIAssignID()
!278 = distinct !DIAssignID()
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = distinct !DIAssignID()
!282 = distinct !DIAssignID()
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 52, column: 5, scope: !71)
!285 = !DILocalVariable(name: "m", arg: 1, scope: !286, file: !2, line: 26, type: !50)
!286 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 26, type: !287, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!53, !50}
!289 = !{!285, !290, !291}
!290 = !DILocalVariable(name: "t", scope: !286, file: !2, line: 27, type: !53)
!291 = !DILocalVariable(name: "i", scope: !292, file: !2, line: 28, type: !74)
!292 = distinct !DILexicalBlock(scope: !286, file: !2, line: 28, column: 5)
!293 = !DILocation(line: 0, scope: !286, inlinedAt: !294)
!294 = distinct !DILocation(line: 53, column: 27, scope: !71)
!295 = !DILocation(line: 0, scope: !292, inlinedAt: !294)
!296 = !DILocation(line: 29, column: 14, scope: !297, inlinedAt: !294)
!297 = distinct !DILexicalBlock(scope: !292, file: !2, line: 28, column: 5)
!298 = !DILocation(line: 29, column: 11, scope: !297, inlinedAt: !294)
!299 = !DILocation(line: 53, column: 5, scope: !71)
!300 = !DILocation(line: 55, column: 5, scope: !71)
!301 = !DILocation(line: 0, scope: !89)
!302 = !DILocation(line: 58, column: 21, scope: !303)
!303 = distinct !DILexicalBlock(scope: !91, file: !2, line: 57, column: 9)
!304 = !DILocation(line: 0, scope: !91)
!305 = !DILocation(line: 59, column: 5, scope: !94)
!306 = !DILocation(line: 0, scope: !94)
!307 = !DILocation(line: 8, column: 5, scope: !195, inlinedAt: !308)
!308 = distinct !DILocation(line: 60, column: 9, scope: !97)
!309 = !DILocation(line: 65, column: 5, scope: !71)
!310 = !DILocation(line: 67, column: 5, scope: !71)
!311 = !DILocation(line: 67, column: 24, scope: !71)
!312 = distinct !DIAssignID()
!313 = !DILocation(line: 0, scope: !108)
!314 = !DILocation(line: 68, column: 5, scope: !108)
!315 = !DILocation(line: 0, scope: !195, inlinedAt: !308)
!316 = !DILocation(line: 0, scope: !208, inlinedAt: !308)
!317 = !DILocation(line: 12, column: 22, scope: !219, inlinedAt: !308)
!318 = !DILocation(line: 0, scope: !214, inlinedAt: !308)
!319 = !DILocation(line: 0, scope: !211, inlinedAt: !308)
!320 = !DILocation(line: 12, column: 30, scope: !219, inlinedAt: !308)
!321 = !DILocation(line: 12, column: 19, scope: !219, inlinedAt: !308)
!322 = !DILocation(line: 13, column: 13, scope: !211, inlinedAt: !308)
!323 = !DILocation(line: 13, column: 21, scope: !211, inlinedAt: !308)
!324 = !DILocation(line: 8, column: 29, scope: !209, inlinedAt: !308)
!325 = !DILocation(line: 8, column: 23, scope: !209, inlinedAt: !308)
!326 = distinct !{!326, !307, !327, !230}
!327 = !DILocation(line: 14, column: 9, scope: !195, inlinedAt: !308)
!328 = !DILocation(line: 63, column: 25, scope: !329)
!329 = distinct !DILexicalBlock(scope: !100, file: !2, line: 62, column: 13)
!330 = !DILocation(line: 0, scope: !96)
!331 = !DILocation(line: 0, scope: !100)
!332 = !DILocation(line: 59, column: 29, scope: !98)
!333 = !DILocation(line: 59, column: 23, scope: !98)
!334 = distinct !{!334, !305, !335, !230}
!335 = !DILocation(line: 64, column: 5, scope: !94)
!336 = !DILocation(line: 69, column: 9, scope: !111)
!337 = !DILocation(line: 69, column: 19, scope: !111)
!338 = !{!339, !339, i64 0}
!339 = !{!"long long", !191, i64 0}
!340 = !DILocation(line: 0, scope: !110)
!341 = !DILocation(line: 70, column: 27, scope: !342)
!342 = distinct !DILexicalBlock(scope: !110, file: !2, line: 70, column: 9)
!343 = !DILocation(line: 70, column: 9, scope: !110)
!344 = !DILocation(line: 71, column: 25, scope: !342)
!345 = !DILocation(line: 71, column: 45, scope: !342)
!346 = !DILocation(line: 71, column: 43, scope: !342)
!347 = !DILocation(line: 71, column: 13, scope: !342)
!348 = !DILocation(line: 71, column: 23, scope: !342)
!349 = distinct !{!349, !343, !350, !230, !351, !352}
!350 = !DILocation(line: 71, column: 57, scope: !110)
!351 = !{!"llvm.loop.isvectorized", i32 1}
!352 = !{!"llvm.loop.unroll.runtime.disable"}
!353 = !DILocation(line: 68, column: 30, scope: !112)
!354 = !DILocation(line: 68, column: 23, scope: !112)
!355 = distinct !{!355, !314, !356, !230}
!356 = !DILocation(line: 72, column: 5, scope: !108)
!357 = !DILocation(line: 0, scope: !114)
!358 = !DILocation(line: 0, scope: !116)
!359 = !DILocation(line: 75, column: 29, scope: !360)
!360 = distinct !DILexicalBlock(scope: !116, file: !2, line: 74, column: 9)
!361 = !DILocation(line: 75, column: 13, scope: !360)
!362 = !DILocation(line: 76, column: 9, scope: !117)
!363 = !DILocation(line: 78, column: 45, scope: !71)
!364 = !DILocation(line: 78, column: 58, scope: !71)
!365 = !DILocation(line: 78, column: 5, scope: !71)
!366 = !DILocation(line: 80, column: 5, scope: !71)
!367 = !DILocation(line: 82, column: 5, scope: !71)
!368 = !DILocation(line: 70, column: 34, scope: !342)
!369 = distinct !{!369, !343, !350, !230, !352, !351}
!370 = !DILocation(line: 0, scope: !130)
!371 = !DILocation(line: 83, column: 9, scope: !130)
!372 = !DILocation(line: 83, column: 45, scope: !373)
!373 = distinct !DILexicalBlock(scope: !130, file: !2, line: 83, column: 9)
!374 = !DILocation(line: 83, column: 58, scope: !373)
!375 = !{!376, !376, i64 0}
!376 = !{!"int", !191, i64 0}
!377 = distinct !{!377, !371, !378, !230, !351, !352}
!378 = !DILocation(line: 83, column: 61, scope: !130)
!379 = !DILocation(line: 83, column: 61, scope: !373)
!380 = !DILocation(line: 84, column: 12, scope: !131)
!381 = !DILocation(line: 0, scope: !133)
!382 = !DILocation(line: 85, column: 29, scope: !383)
!383 = distinct !DILexicalBlock(scope: !133, file: !2, line: 85, column: 9)
!384 = !DILocation(line: 85, column: 9, scope: !133)
!385 = !DILocation(line: 85, column: 60, scope: !383)
!386 = !DILocation(line: 85, column: 42, scope: !383)
!387 = !DILocation(line: 85, column: 57, scope: !383)
!388 = !DILocation(line: 85, column: 38, scope: !383)
!389 = distinct !{!389, !390}
!390 = !{!"llvm.loop.unroll.disable"}
!391 = !DILocation(line: 83, column: 41, scope: !373)
!392 = !DILocation(line: 83, column: 30, scope: !373)
!393 = distinct !{!393, !371, !378, !230, !352, !351}
!394 = !DILocation(line: 87, column: 13, scope: !131)
!395 = !DILocation(line: 0, scope: !135)
!396 = !DILocation(line: 88, column: 35, scope: !397)
!397 = distinct !DILexicalBlock(scope: !135, file: !2, line: 88, column: 13)
!398 = !DILocation(line: 88, column: 13, scope: !135)
!399 = !DILocation(line: 88, column: 49, scope: !397)
!400 = !DILocation(line: 88, column: 62, scope: !397)
!401 = distinct !{!401, !398, !402, !230, !351, !352}
!402 = !DILocation(line: 88, column: 65, scope: !135)
!403 = distinct !{!403, !384, !404, !230}
!404 = !DILocation(line: 85, column: 60, scope: !133)
!405 = !DILocation(line: 89, column: 16, scope: !136)
!406 = !DILocation(line: 90, column: 9, scope: !136)
!407 = !DILocation(line: 88, column: 65, scope: !397)
!408 = !DILocation(line: 88, column: 45, scope: !397)
!409 = distinct !{!409, !398, !402, !230, !352, !351}
!410 = !DILocation(line: 81, column: 48, scope: !71)
!411 = !DILocation(line: 86, column: 14, scope: !131)
!412 = !DILocation(line: 91, column: 18, scope: !141)
!413 = !DILocation(line: 91, column: 13, scope: !131)
!414 = !DILocation(line: 0, scope: !139)
!415 = !DILocation(line: 92, column: 33, scope: !416)
!416 = distinct !DILexicalBlock(scope: !139, file: !2, line: 92, column: 13)
!417 = !DILocation(line: 92, column: 13, scope: !139)
!418 = !DILocation(line: 92, column: 63, scope: !416)
!419 = !DILocation(line: 92, column: 46, scope: !416)
!420 = !DILocation(line: 92, column: 60, scope: !416)
!421 = !DILocation(line: 92, column: 42, scope: !416)
!422 = distinct !{!422, !390}
!423 = !DILocation(line: 93, column: 17, scope: !140)
!424 = !DILocation(line: 82, column: 23, scope: !71)
!425 = !DILocation(line: 94, column: 9, scope: !140)
!426 = distinct !{!426, !417, !427, !230}
!427 = !DILocation(line: 92, column: 63, scope: !139)
!428 = !DILocation(line: 82, column: 16, scope: !71)
!429 = distinct !{!429, !367, !430, !230}
!430 = !DILocation(line: 95, column: 5, scope: !71)
!431 = !DILocation(line: 0, scope: !143)
!432 = !DILocation(line: 0, scope: !145)
!433 = !DILocation(line: 98, column: 27, scope: !434)
!434 = distinct !DILexicalBlock(scope: !145, file: !2, line: 97, column: 9)
!435 = !DILocation(line: 98, column: 13, scope: !434)
!436 = !DILocation(line: 99, column: 9, scope: !146)
!437 = !DILocation(line: 96, column: 29, scope: !147)
!438 = !DILocation(line: 96, column: 23, scope: !147)
!439 = !DILocation(line: 96, column: 5, scope: !143)
!440 = distinct !{!440, !439, !441, !230}
!441 = !DILocation(line: 100, column: 5, scope: !143)
!442 = !DILocation(line: 102, column: 5, scope: !71)
!443 = !DILocation(line: 0, scope: !153)
!444 = !DILocation(line: 0, scope: !155)
!445 = !DILocation(line: 0, scope: !158)
!446 = !DILocation(line: 106, column: 31, scope: !447)
!447 = distinct !DILexicalBlock(scope: !158, file: !2, line: 105, column: 13)
!448 = !{!449, !449, i64 0}
!449 = !{!"short", !191, i64 0}
!450 = !DILocation(line: 106, column: 17, scope: !447)
!451 = !DILocation(line: 109, column: 5, scope: !165)
!452 = !DILocation(line: 111, column: 5, scope: !71)
!453 = !DILocation(line: 113, column: 5, scope: !71)
!454 = !DILocation(line: 113, column: 10, scope: !71)
!455 = distinct !DIAssignID()
!456 = !DILocation(line: 0, scope: !170)
!457 = !DILocation(line: 116, column: 9, scope: !172)
!458 = !DILocation(line: 0, scope: !165)
!459 = !DILocation(line: 110, column: 14, scope: !460)
!460 = distinct !DILexicalBlock(scope: !165, file: !2, line: 109, column: 5)
!461 = !DILocation(line: 110, column: 11, scope: !460)
!462 = !DILocation(line: 109, column: 30, scope: !460)
!463 = !DILocation(line: 110, column: 22, scope: !460)
!464 = !DILocation(line: 109, column: 23, scope: !460)
!465 = distinct !{!465, !451, !466, !230}
!466 = !DILocation(line: 110, column: 34, scope: !165)
!467 = !DILocation(line: 0, scope: !172)
!468 = !DILocation(line: 116, column: 16, scope: !172)
!469 = !{!191, !191, i64 0}
!470 = !DILocation(line: 117, column: 16, scope: !172)
!471 = distinct !{!471, !457, !470, !230}
!472 = !DILocation(line: 118, column: 21, scope: !172)
!473 = !DILocation(line: 119, column: 9, scope: !172)
!474 = !DILocation(line: 118, column: 30, scope: !172)
!475 = !DILocation(line: 118, column: 42, scope: !172)
!476 = !DILocation(line: 121, column: 5, scope: !71)
!477 = !DILocation(line: 123, column: 1, scope: !71)
!478 = distinct !DISubprogram(name: "print_mat", scope: !2, file: !2, line: 33, type: !479, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !483)
!479 = !DISubroutineType(types: !480)
!480 = !{null, !481, !50}
!481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !482, size: 64)
!482 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!483 = !{!484, !485, !486, !488}
!484 = !DILocalVariable(name: "lbl", arg: 1, scope: !478, file: !2, line: 33, type: !481)
!485 = !DILocalVariable(name: "m", arg: 2, scope: !478, file: !2, line: 33, type: !50)
!486 = !DILocalVariable(name: "i", scope: !487, file: !2, line: 35, type: !74)
!487 = distinct !DILexicalBlock(scope: !478, file: !2, line: 35, column: 5)
!488 = !DILocalVariable(name: "j", scope: !489, file: !2, line: 36, type: !74)
!489 = distinct !DILexicalBlock(scope: !490, file: !2, line: 36, column: 9)
!490 = distinct !DILexicalBlock(scope: !491, file: !2, line: 35, column: 33)
!491 = distinct !DILexicalBlock(scope: !487, file: !2, line: 35, column: 5)
!492 = !DILocation(line: 0, scope: !478)
!493 = !DILocation(line: 34, column: 5, scope: !478)
!494 = !DILocation(line: 0, scope: !487)
!495 = !DILocation(line: 35, column: 5, scope: !487)
!496 = !DILocation(line: 0, scope: !489)
!497 = !DILocation(line: 37, column: 28, scope: !498)
!498 = distinct !DILexicalBlock(scope: !489, file: !2, line: 36, column: 9)
!499 = !DILocation(line: 37, column: 13, scope: !498)
!500 = !DILocation(line: 38, column: 9, scope: !490)
!501 = !DILocation(line: 35, column: 29, scope: !491)
!502 = !DILocation(line: 35, column: 23, scope: !491)
!503 = distinct !{!503, !495, !504, !230}
!504 = !DILocation(line: 39, column: 5, scope: !487)
!505 = !DILocation(line: 40, column: 1, scope: !478)
!506 = !DISubprogram(name: "printf", scope: !507, file: !507, line: 356, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!508 = !DISubroutineType(types: !509)
!509 = !{!74, !510, null}
!510 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !481)
