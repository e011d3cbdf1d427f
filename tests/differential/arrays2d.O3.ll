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
    #dbg_assign(i1 undef, !79, !DIExpression(), !176, ptr %2, !DIExpression(), !175)
  %3 = alloca [6 x [6 x i64]], align 16, !DIAssignID !177
    #dbg_assign(i1 undef, !80, !DIExpression(), !177, ptr %3, !DIExpression(), !175)
  %4 = alloca [6 x [6 x i64]], align 16, !DIAssignID !178
    #dbg_assign(i1 undef, !86, !DIExpression(), !178, ptr %4, !DIExpression(), !175)
  %5 = alloca [6 x [6 x i64]], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !87, !DIExpression(), !179, ptr %5, !DIExpression(), !175)
  %6 = alloca [40 x [40 x i64]], align 16, !DIAssignID !180
    #dbg_assign(i1 undef, !102, !DIExpression(), !180, ptr %6, !DIExpression(), !175)
  %7 = alloca [7 x [9 x i32]], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !119, !DIExpression(), !181, ptr %7, !DIExpression(), !175)
  %8 = alloca [3 x [4 x [5 x i16]]], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !148, !DIExpression(), !182, ptr %8, !DIExpression(), !175)
  %9 = alloca [5 x [8 x i8]], align 16, !DIAssignID !183
    #dbg_assign(i1 undef, !166, !DIExpression(), !183, ptr %9, !DIExpression(), !175)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #8, !dbg !184
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %2) #8, !dbg !184
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %3) #8, !dbg !184
    #dbg_value(i64 0, !81, !DIExpression(), !185)
    #dbg_value(i64 0, !83, !DIExpression(), !186)
  store i64 -1, ptr %1, align 16, !dbg !187, !tbaa !190
  store i64 2, ptr %2, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !83, !DIExpression(), !186)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !195
  store i64 0, ptr %10, align 8, !dbg !187, !tbaa !190
  %11 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !196
  store i64 1, ptr %11, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !83, !DIExpression(), !186)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !195
  store i64 1, ptr %12, align 16, !dbg !187, !tbaa !190
  %13 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !196
  store i64 2, ptr %13, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !83, !DIExpression(), !186)
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !195
  store i64 2, ptr %14, align 8, !dbg !187, !tbaa !190
  %15 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !196
  store i64 0, ptr %15, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !83, !DIExpression(), !186)
  %16 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !195
  store i64 3, ptr %16, align 16, !dbg !187, !tbaa !190
  %17 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !196
  store i64 1, ptr %17, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !83, !DIExpression(), !186)
  %18 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !195
  store i64 -3, ptr %18, align 8, !dbg !187, !tbaa !190
  %19 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !196
  store i64 2, ptr %19, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !81, !DIExpression(), !185)
    #dbg_value(i64 0, !83, !DIExpression(), !186)
  %20 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !195
  store i64 1, ptr %20, align 16, !dbg !187, !tbaa !190
  %21 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !196
  store i64 1, ptr %21, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !83, !DIExpression(), !186)
  %22 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !195
  store i64 3, ptr %22, align 8, !dbg !187, !tbaa !190
  %23 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !196
  store i64 4, ptr %23, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !83, !DIExpression(), !186)
  %24 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !195
  store i64 -2, ptr %24, align 16, !dbg !187, !tbaa !190
  %25 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !196
  store i64 0, ptr %25, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !83, !DIExpression(), !186)
  %26 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !195
  store i64 0, ptr %26, align 8, !dbg !187, !tbaa !190
  %27 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !196
  store i64 1, ptr %27, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !83, !DIExpression(), !186)
  %28 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !195
  store i64 2, ptr %28, align 16, !dbg !187, !tbaa !190
  %29 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !196
  store i64 2, ptr %29, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !83, !DIExpression(), !186)
  %30 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !195
  store i64 -3, ptr %30, align 8, !dbg !187, !tbaa !190
  %31 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !196
  store i64 0, ptr %31, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !81, !DIExpression(), !185)
    #dbg_value(i64 0, !83, !DIExpression(), !186)
  %32 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !195
  store i64 3, ptr %32, align 16, !dbg !187, !tbaa !190
  %33 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !196
  store i64 2, ptr %33, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !83, !DIExpression(), !186)
  %34 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !195
  store i64 -1, ptr %34, align 8, !dbg !187, !tbaa !190
  %35 = getelementptr inbounds i8, ptr %2, i64 104, !dbg !196
  store i64 0, ptr %35, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !83, !DIExpression(), !186)
  %36 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !195
  store i64 2, ptr %36, align 16, !dbg !187, !tbaa !190
  %37 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !196
  store i64 3, ptr %37, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !83, !DIExpression(), !186)
  %38 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !195
  store i64 -2, ptr %38, align 8, !dbg !187, !tbaa !190
  %39 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !196
  store i64 2, ptr %39, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !83, !DIExpression(), !186)
  %40 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !195
  store i64 1, ptr %40, align 16, !dbg !187, !tbaa !190
  %41 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !196
  store i64 0, ptr %41, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !83, !DIExpression(), !186)
  %42 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !195
  store i64 -3, ptr %42, align 8, !dbg !187, !tbaa !190
  %43 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !196
  store i64 1, ptr %43, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !81, !DIExpression(), !185)
    #dbg_value(i64 0, !83, !DIExpression(), !186)
  %44 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !195
  store i64 -2, ptr %44, align 16, !dbg !187, !tbaa !190
  %45 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !196
  store i64 0, ptr %45, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !83, !DIExpression(), !186)
  %46 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !195
  store i64 2, ptr %46, align 8, !dbg !187, !tbaa !190
  %47 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !196
  store i64 1, ptr %47, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !83, !DIExpression(), !186)
  %48 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !195
  store i64 -1, ptr %48, align 16, !dbg !187, !tbaa !190
  %49 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !196
  store i64 2, ptr %49, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !83, !DIExpression(), !186)
  %50 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !195
  store i64 3, ptr %50, align 8, !dbg !187, !tbaa !190
  %51 = getelementptr inbounds i8, ptr %2, i64 168, !dbg !196
  store i64 2, ptr %51, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !83, !DIExpression(), !186)
  %52 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !195
  store i64 0, ptr %52, align 16, !dbg !187, !tbaa !190
  %53 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !196
  store i64 1, ptr %53, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !83, !DIExpression(), !186)
  %54 = getelementptr inbounds i8, ptr %1, i64 184, !dbg !195
  store i64 -3, ptr %54, align 8, !dbg !187, !tbaa !190
  %55 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !196
  store i64 2, ptr %55, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !81, !DIExpression(), !185)
    #dbg_value(i64 0, !83, !DIExpression(), !186)
  %56 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !195
  store i64 0, ptr %56, align 16, !dbg !187, !tbaa !190
  %57 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !196
  store i64 1, ptr %57, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !83, !DIExpression(), !186)
  %58 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !195
  store i64 -2, ptr %58, align 8, !dbg !187, !tbaa !190
  %59 = getelementptr inbounds i8, ptr %2, i64 200, !dbg !196
  store i64 2, ptr %59, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !83, !DIExpression(), !186)
  %60 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !195
  store i64 3, ptr %60, align 16, !dbg !187, !tbaa !190
  %61 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !196
  store i64 0, ptr %61, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !83, !DIExpression(), !186)
  %62 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !195
  store i64 1, ptr %62, align 8, !dbg !187, !tbaa !190
  %63 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !196
  store i64 1, ptr %63, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !83, !DIExpression(), !186)
  %64 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !195
  store i64 -1, ptr %64, align 16, !dbg !187, !tbaa !190
  %65 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !196
  store i64 4, ptr %65, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !83, !DIExpression(), !186)
  %66 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !195
  store i64 -3, ptr %66, align 8, !dbg !187, !tbaa !190
  %67 = getelementptr inbounds i8, ptr %2, i64 232, !dbg !196
  store i64 0, ptr %67, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !81, !DIExpression(), !185)
    #dbg_value(i64 0, !83, !DIExpression(), !186)
  %68 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !195
  store i64 2, ptr %68, align 16, !dbg !187, !tbaa !190
  %69 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !196
  store i64 2, ptr %69, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 1, !83, !DIExpression(), !186)
  %70 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !195
  store i64 1, ptr %70, align 8, !dbg !187, !tbaa !190
  %71 = getelementptr inbounds i8, ptr %2, i64 248, !dbg !196
  store i64 0, ptr %71, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 2, !83, !DIExpression(), !186)
  %72 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !195
  store i64 0, ptr %72, align 16, !dbg !187, !tbaa !190
  %73 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !196
  store i64 1, ptr %73, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 3, !83, !DIExpression(), !186)
  %74 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !195
  store i64 -1, ptr %74, align 8, !dbg !187, !tbaa !190
  %75 = getelementptr inbounds i8, ptr %2, i64 264, !dbg !196
  store i64 2, ptr %75, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 4, !83, !DIExpression(), !186)
  %76 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !195
  store i64 -2, ptr %76, align 16, !dbg !187, !tbaa !190
  %77 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !196
  store i64 0, ptr %77, align 16, !dbg !194, !tbaa !190
    #dbg_value(i64 5, !83, !DIExpression(), !186)
  %78 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !195
  store i64 -3, ptr %78, align 8, !dbg !187, !tbaa !190
  %79 = getelementptr inbounds i8, ptr %2, i64 280, !dbg !196
  store i64 3, ptr %79, align 8, !dbg !194, !tbaa !190
    #dbg_value(i64 6, !83, !DIExpression(), !186)
    #dbg_value(i64 6, !81, !DIExpression(), !185)
  call fastcc void @mat_mul(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !197
  call fastcc void @print_mat(ptr noundef nonnull @.str, ptr noundef nonnull %3), !dbg !198
    #dbg_value(ptr %3, !199, !DIExpression(), !214)
    #dbg_value(i64 0, !206, !DIExpression(), !216)
    #dbg_value(i64 1, !208, !DIExpression(), !217)
  %80 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !218
  %81 = load i64, ptr %80, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %81, !211, !DIExpression(), !219)
  %82 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !220
  %83 = load i64, ptr %82, align 16, !dbg !220, !tbaa !190
  store i64 %83, ptr %80, align 8, !dbg !221, !tbaa !190, !DIAssignID !222
    #dbg_assign(i64 %83, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !222, ptr %80, !DIExpression(), !175)
  store i64 %81, ptr %82, align 16, !dbg !223, !tbaa !190, !DIAssignID !224
    #dbg_assign(i64 %81, !80, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !224, ptr %82, !DIExpression(), !175)
    #dbg_value(i64 2, !208, !DIExpression(), !217)
  %84 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !218
  %85 = load i64, ptr %84, align 16, !dbg !218, !tbaa !190
    #dbg_value(i64 %85, !211, !DIExpression(), !219)
  %86 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !220
  %87 = load i64, ptr %86, align 16, !dbg !220, !tbaa !190
  store i64 %87, ptr %84, align 16, !dbg !221, !tbaa !190, !DIAssignID !225
    #dbg_assign(i64 %87, !80, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !225, ptr %84, !DIExpression(), !175)
  store i64 %85, ptr %86, align 16, !dbg !223, !tbaa !190, !DIAssignID !226
    #dbg_assign(i64 %85, !80, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !226, ptr %86, !DIExpression(), !175)
    #dbg_value(i64 3, !208, !DIExpression(), !217)
  %88 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !218
  %89 = load i64, ptr %88, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %89, !211, !DIExpression(), !219)
  %90 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !220
  %91 = load i64, ptr %90, align 16, !dbg !220, !tbaa !190
  store i64 %91, ptr %88, align 8, !dbg !221, !tbaa !190, !DIAssignID !227
    #dbg_assign(i64 %91, !80, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !227, ptr %88, !DIExpression(), !175)
  store i64 %89, ptr %90, align 16, !dbg !223, !tbaa !190, !DIAssignID !228
    #dbg_assign(i64 %89, !80, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !228, ptr %90, !DIExpression(), !175)
    #dbg_value(i64 4, !208, !DIExpression(), !217)
  %92 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !218
  %93 = load i64, ptr %92, align 16, !dbg !218, !tbaa !190
    #dbg_value(i64 %93, !211, !DIExpression(), !219)
  %94 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !220
  %95 = load i64, ptr %94, align 16, !dbg !220, !tbaa !190
  store i64 %95, ptr %92, align 16, !dbg !221, !tbaa !190, !DIAssignID !229
    #dbg_assign(i64 %95, !80, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !229, ptr %92, !DIExpression(), !175)
  store i64 %93, ptr %94, align 16, !dbg !223, !tbaa !190, !DIAssignID !230
    #dbg_assign(i64 %93, !80, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !230, ptr %94, !DIExpression(), !175)
    #dbg_value(i64 5, !208, !DIExpression(), !217)
  %96 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !218
  %97 = load i64, ptr %96, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %97, !211, !DIExpression(), !219)
  %98 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !220
  %99 = load i64, ptr %98, align 16, !dbg !220, !tbaa !190
  store i64 %99, ptr %96, align 8, !dbg !221, !tbaa !190, !DIAssignID !231
    #dbg_assign(i64 %99, !80, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !231, ptr %96, !DIExpression(), !175)
  store i64 %97, ptr %98, align 16, !dbg !223, !tbaa !190, !DIAssignID !232
    #dbg_assign(i64 %97, !80, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !232, ptr %98, !DIExpression(), !175)
    #dbg_value(i64 1, !206, !DIExpression(), !216)
    #dbg_value(i64 2, !208, !DIExpression(), !217)
  %100 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !218
  %101 = load i64, ptr %100, align 16, !dbg !218, !tbaa !190
    #dbg_value(i64 %101, !211, !DIExpression(), !219)
  %102 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !220
  %103 = load i64, ptr %102, align 8, !dbg !220, !tbaa !190
  store i64 %103, ptr %100, align 16, !dbg !221, !tbaa !190, !DIAssignID !233
    #dbg_assign(i64 %103, !80, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !233, ptr %100, !DIExpression(), !175)
  store i64 %101, ptr %102, align 8, !dbg !223, !tbaa !190, !DIAssignID !234
    #dbg_assign(i64 %101, !80, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !234, ptr %102, !DIExpression(), !175)
    #dbg_value(i64 3, !208, !DIExpression(), !217)
  %104 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !218
  %105 = load i64, ptr %104, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %105, !211, !DIExpression(), !219)
  %106 = getelementptr inbounds i8, ptr %3, i64 152, !dbg !220
  %107 = load i64, ptr %106, align 8, !dbg !220, !tbaa !190
  store i64 %107, ptr %104, align 8, !dbg !221, !tbaa !190, !DIAssignID !235
    #dbg_assign(i64 %107, !80, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !235, ptr %104, !DIExpression(), !175)
  store i64 %105, ptr %106, align 8, !dbg !223, !tbaa !190, !DIAssignID !236
    #dbg_assign(i64 %105, !80, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !236, ptr %106, !DIExpression(), !175)
    #dbg_value(i64 4, !208, !DIExpression(), !217)
  %108 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !218
  %109 = load i64, ptr %108, align 16, !dbg !218, !tbaa !190
    #dbg_value(i64 %109, !211, !DIExpression(), !219)
  %110 = getelementptr inbounds i8, ptr %3, i64 200, !dbg !220
  %111 = load i64, ptr %110, align 8, !dbg !220, !tbaa !190
  store i64 %111, ptr %108, align 16, !dbg !221, !tbaa !190, !DIAssignID !237
    #dbg_assign(i64 %111, !80, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !237, ptr %108, !DIExpression(), !175)
  store i64 %109, ptr %110, align 8, !dbg !223, !tbaa !190, !DIAssignID !238
    #dbg_assign(i64 %109, !80, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !238, ptr %110, !DIExpression(), !175)
    #dbg_value(i64 5, !208, !DIExpression(), !217)
  %112 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !218
  %113 = load i64, ptr %112, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %113, !211, !DIExpression(), !219)
  %114 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !220
  %115 = load i64, ptr %114, align 8, !dbg !220, !tbaa !190
  store i64 %115, ptr %112, align 8, !dbg !221, !tbaa !190, !DIAssignID !239
    #dbg_assign(i64 %115, !80, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !239, ptr %112, !DIExpression(), !175)
  store i64 %113, ptr %114, align 8, !dbg !223, !tbaa !190, !DIAssignID !240
    #dbg_assign(i64 %113, !80, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !240, ptr %114, !DIExpression(), !175)
    #dbg_value(i64 2, !206, !DIExpression(), !216)
    #dbg_value(i64 3, !208, !DIExpression(), !217)
  %116 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !218
  %117 = load i64, ptr %116, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %117, !211, !DIExpression(), !219)
  %118 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !220
  %119 = load i64, ptr %118, align 16, !dbg !220, !tbaa !190
  store i64 %119, ptr %116, align 8, !dbg !221, !tbaa !190, !DIAssignID !241
    #dbg_assign(i64 %119, !80, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !241, ptr %116, !DIExpression(), !175)
  store i64 %117, ptr %118, align 16, !dbg !223, !tbaa !190, !DIAssignID !242
    #dbg_assign(i64 %117, !80, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !242, ptr %118, !DIExpression(), !175)
    #dbg_value(i64 4, !208, !DIExpression(), !217)
  %120 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !218
  %121 = load i64, ptr %120, align 16, !dbg !218, !tbaa !190
    #dbg_value(i64 %121, !211, !DIExpression(), !219)
  %122 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !220
  %123 = load i64, ptr %122, align 16, !dbg !220, !tbaa !190
  store i64 %123, ptr %120, align 16, !dbg !221, !tbaa !190, !DIAssignID !243
    #dbg_assign(i64 %123, !80, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !243, ptr %120, !DIExpression(), !175)
  store i64 %121, ptr %122, align 16, !dbg !223, !tbaa !190, !DIAssignID !244
    #dbg_assign(i64 %121, !80, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !244, ptr %122, !DIExpression(), !175)
    #dbg_value(i64 5, !208, !DIExpression(), !217)
  %124 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !218
  %125 = load i64, ptr %124, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %125, !211, !DIExpression(), !219)
  %126 = getelementptr inbounds i8, ptr %3, i64 256, !dbg !220
  %127 = load i64, ptr %126, align 16, !dbg !220, !tbaa !190
  store i64 %127, ptr %124, align 8, !dbg !221, !tbaa !190, !DIAssignID !245
    #dbg_assign(i64 %127, !80, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !245, ptr %124, !DIExpression(), !175)
  store i64 %125, ptr %126, align 16, !dbg !223, !tbaa !190, !DIAssignID !246
    #dbg_assign(i64 %125, !80, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !246, ptr %126, !DIExpression(), !175)
    #dbg_value(i64 3, !206, !DIExpression(), !216)
    #dbg_value(i64 4, !208, !DIExpression(), !217)
  %128 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !218
  %129 = load i64, ptr %128, align 16, !dbg !218, !tbaa !190
    #dbg_value(i64 %129, !211, !DIExpression(), !219)
  %130 = getelementptr inbounds i8, ptr %3, i64 216, !dbg !220
  %131 = load i64, ptr %130, align 8, !dbg !220, !tbaa !190
  store i64 %131, ptr %128, align 16, !dbg !221, !tbaa !190, !DIAssignID !247
    #dbg_assign(i64 %131, !80, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !247, ptr %128, !DIExpression(), !175)
  store i64 %129, ptr %130, align 8, !dbg !223, !tbaa !190, !DIAssignID !248
    #dbg_assign(i64 %129, !80, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !248, ptr %130, !DIExpression(), !175)
    #dbg_value(i64 5, !208, !DIExpression(), !217)
  %132 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !218
  %133 = load i64, ptr %132, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %133, !211, !DIExpression(), !219)
  %134 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !220
  %135 = load i64, ptr %134, align 8, !dbg !220, !tbaa !190
  store i64 %135, ptr %132, align 8, !dbg !221, !tbaa !190, !DIAssignID !249
    #dbg_assign(i64 %135, !80, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !249, ptr %132, !DIExpression(), !175)
  store i64 %133, ptr %134, align 8, !dbg !223, !tbaa !190, !DIAssignID !250
    #dbg_assign(i64 %133, !80, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !250, ptr %134, !DIExpression(), !175)
    #dbg_value(i64 4, !206, !DIExpression(), !216)
  %136 = getelementptr inbounds i8, ptr %3, i64 232, !dbg !218
  %137 = load i64, ptr %136, align 8, !dbg !218, !tbaa !190
    #dbg_value(i64 %137, !211, !DIExpression(), !219)
  %138 = getelementptr inbounds i8, ptr %3, i64 272, !dbg !220
  %139 = load i64, ptr %138, align 16, !dbg !220, !tbaa !190
  store i64 %139, ptr %136, align 8, !dbg !221, !tbaa !190, !DIAssignID !251
    #dbg_assign(i64 %139, !80, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !251, ptr %136, !DIExpression(), !175)
  store i64 %137, ptr %138, align 16, !dbg !223, !tbaa !190, !DIAssignID !252
    #dbg_assign(i64 %137, !80, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !252, ptr %138, !DIExpression(), !175)
    #dbg_value(i64 6, !208, !DIExpression(), !217)
    #dbg_value(i64 6, !206, !DIExpression(), !216)
  call fastcc void @print_mat(ptr noundef nonnull @.str.1, ptr noundef nonnull %3), !dbg !253
    #dbg_value(ptr %3, !254, !DIExpression(), !262)
    #dbg_value(i64 0, !260, !DIExpression(), !264)
    #dbg_value(i64 0, !259, !DIExpression(), !262)
  %140 = load i64, ptr %3, align 16, !dbg !265, !tbaa !190
    #dbg_value(i64 %140, !259, !DIExpression(), !262)
    #dbg_value(i64 1, !260, !DIExpression(), !264)
  %141 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !265
  %142 = load i64, ptr %141, align 8, !dbg !265, !tbaa !190
  %143 = add nsw i64 %142, %140, !dbg !267
    #dbg_value(i64 %143, !259, !DIExpression(), !262)
    #dbg_value(i64 2, !260, !DIExpression(), !264)
  %144 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !265
  %145 = load i64, ptr %144, align 16, !dbg !265, !tbaa !190
  %146 = add nsw i64 %143, %145, !dbg !267
    #dbg_value(i64 %146, !259, !DIExpression(), !262)
    #dbg_value(i64 3, !260, !DIExpression(), !264)
  %147 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !265
  %148 = load i64, ptr %147, align 8, !dbg !265, !tbaa !190
  %149 = add nsw i64 %146, %148, !dbg !267
    #dbg_value(i64 %149, !259, !DIExpression(), !262)
    #dbg_value(i64 4, !260, !DIExpression(), !264)
  %150 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !265
  %151 = load i64, ptr %150, align 16, !dbg !265, !tbaa !190
  %152 = add nsw i64 %149, %151, !dbg !267
    #dbg_value(i64 %152, !259, !DIExpression(), !262)
    #dbg_value(i64 5, !260, !DIExpression(), !264)
  %153 = getelementptr inbounds i8, ptr %3, i64 280, !dbg !265
  %154 = load i64, ptr %153, align 8, !dbg !265, !tbaa !190
  %155 = add nsw i64 %152, %154, !dbg !267
    #dbg_value(i64 %155, !259, !DIExpression(), !262)
    #dbg_value(i64 6, !260, !DIExpression(), !264)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %155), !dbg !268
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %4) #8, !dbg !269
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %5) #8, !dbg !269
    #dbg_value(i32 0, !88, !DIExpression(), !270)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %2, i64 288, i1 false), !dbg !271, !tbaa !190
    #dbg_value(i64 poison, !88, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !270)
    #dbg_value(i32 0, !90, !DIExpression(), !273)
    #dbg_value(i32 0, !93, !DIExpression(), !274)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !275
    #dbg_value(i32 0, !95, !DIExpression(), !276)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %5, i64 288, i1 false), !dbg !277, !tbaa !190
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !276)
    #dbg_value(i32 0, !99, !DIExpression(), !279)
    #dbg_value(i32 1, !93, !DIExpression(), !274)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !275
    #dbg_value(i32 0, !95, !DIExpression(), !276)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %5, i64 288, i1 false), !dbg !277, !tbaa !190
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !276)
    #dbg_value(i32 2, !93, !DIExpression(), !274)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !275
    #dbg_value(i32 0, !95, !DIExpression(), !276)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %5, i64 288, i1 false), !dbg !277, !tbaa !190
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !276)
    #dbg_value(i32 3, !93, !DIExpression(), !274)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !275
    #dbg_value(i32 0, !95, !DIExpression(), !276)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %5, i64 288, i1 false), !dbg !277, !tbaa !190
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !276)
    #dbg_value(i32 4, !93, !DIExpression(), !274)
  call fastcc void @print_mat(ptr noundef nonnull @.str.3, ptr noundef nonnull %4), !dbg !280
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %6) #8, !dbg !281
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) %6, i8 0, i64 12800, i1 false), !dbg !282, !DIAssignID !283
    #dbg_assign(i8 0, !102, !DIExpression(), !283, ptr %6, !DIExpression(), !175)
    #dbg_value(i32 0, !107, !DIExpression(), !284)
  br label %157, !dbg !285

157:                                              ; preds = %0, %193
  %158 = phi i64 [ 0, %0 ], [ %194, %193 ]
  %159 = phi i64 [ 1, %0 ], [ %195, %193 ]
    #dbg_value(i64 %158, !107, !DIExpression(), !284)
  %160 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %158, !dbg !286
  store i64 1, ptr %160, align 16, !dbg !287, !tbaa !288
    #dbg_value(i32 1, !109, !DIExpression(), !290)
  %161 = icmp eq i64 %158, 0, !dbg !291
  br i1 %161, label %193, label %162, !dbg !293

162:                                              ; preds = %157
  %163 = add nsw i64 %158, -1
  %164 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %163, i64 0
  %165 = load i64, ptr %164, align 16, !dbg !294, !tbaa !288
  %166 = icmp ult i64 %158, 4, !dbg !293
  br i1 %166, label %167, label %170, !dbg !293

167:                                              ; preds = %190, %162
  %168 = phi i64 [ %165, %162 ], [ %191, %190 ]
  %169 = phi i64 [ 1, %162 ], [ %172, %190 ]
  br label %377, !dbg !293

170:                                              ; preds = %162
  %171 = and i64 %158, 9223372036854775804, !dbg !293
  %172 = or disjoint i64 %171, 1, !dbg !293
  %173 = insertelement <2 x i64> poison, i64 %165, i64 1, !dbg !293
  br label %174, !dbg !293

174:                                              ; preds = %174, %170
  %175 = phi i64 [ 0, %170 ], [ %188, %174 ]
  %176 = phi <2 x i64> [ %173, %170 ], [ %181, %174 ]
  %177 = or disjoint i64 %175, 1, !dbg !293
  %178 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %163, i64 %177, !dbg !295
  %179 = getelementptr inbounds i8, ptr %178, i64 16, !dbg !295
  %180 = load <2 x i64>, ptr %178, align 8, !dbg !295, !tbaa !288
  %181 = load <2 x i64>, ptr %179, align 8, !dbg !295, !tbaa !288
  %182 = shufflevector <2 x i64> %176, <2 x i64> %180, <2 x i32> <i32 1, i32 2>
  %183 = shufflevector <2 x i64> %180, <2 x i64> %181, <2 x i32> <i32 1, i32 2>
  %184 = add <2 x i64> %180, %182, !dbg !296
  %185 = add <2 x i64> %181, %183, !dbg !296
  %186 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %158, i64 %177, !dbg !297
  %187 = getelementptr inbounds i8, ptr %186, i64 16, !dbg !298
  store <2 x i64> %184, ptr %186, align 8, !dbg !298, !tbaa !288
  store <2 x i64> %185, ptr %187, align 8, !dbg !298, !tbaa !288
  %188 = add nuw i64 %175, 4
  %189 = icmp eq i64 %188, %171
  br i1 %189, label %190, label %174, !llvm.loop !299

190:                                              ; preds = %174
  %191 = extractelement <2 x i64> %181, i64 1
  %192 = icmp eq i64 %158, %171, !dbg !293
  br i1 %192, label %193, label %167, !dbg !293

193:                                              ; preds = %377, %190, %157
  %194 = add nuw nsw i64 %158, 1, !dbg !304
    #dbg_value(i64 %194, !107, !DIExpression(), !284)
  %195 = add nuw nsw i64 %159, 1, !dbg !285
  %196 = icmp eq i64 %194, 40, !dbg !305
  br i1 %196, label %197, label %157, !dbg !285, !llvm.loop !306

197:                                              ; preds = %193
    #dbg_value(i64 0, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %198 = load i64, ptr %6, align 16, !dbg !310, !tbaa !288
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %198), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %200 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 1, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %201 = getelementptr inbounds i8, ptr %6, i64 320, !dbg !310
  %202 = load i64, ptr %201, align 16, !dbg !310, !tbaa !288
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %202), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %204 = getelementptr inbounds i8, ptr %6, i64 328, !dbg !310
  %205 = load i64, ptr %204, align 8, !dbg !310, !tbaa !288
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %205), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %207 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 2, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %208 = getelementptr inbounds i8, ptr %6, i64 640, !dbg !310
  %209 = load i64, ptr %208, align 16, !dbg !310, !tbaa !288
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %209), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %211 = getelementptr inbounds i8, ptr %6, i64 648, !dbg !310
  %212 = load i64, ptr %211, align 8, !dbg !310, !tbaa !288
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %212), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %214 = getelementptr inbounds i8, ptr %6, i64 656, !dbg !310
  %215 = load i64, ptr %214, align 16, !dbg !310, !tbaa !288
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %215), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %217 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 3, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %218 = getelementptr inbounds i8, ptr %6, i64 960, !dbg !310
  %219 = load i64, ptr %218, align 16, !dbg !310, !tbaa !288
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %219), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %221 = getelementptr inbounds i8, ptr %6, i64 968, !dbg !310
  %222 = load i64, ptr %221, align 8, !dbg !310, !tbaa !288
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %222), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %224 = getelementptr inbounds i8, ptr %6, i64 976, !dbg !310
  %225 = load i64, ptr %224, align 16, !dbg !310, !tbaa !288
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %225), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %227 = getelementptr inbounds i8, ptr %6, i64 984, !dbg !310
  %228 = load i64, ptr %227, align 8, !dbg !310, !tbaa !288
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %228), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %230 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 4, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %231 = getelementptr inbounds i8, ptr %6, i64 1280, !dbg !310
  %232 = load i64, ptr %231, align 16, !dbg !310, !tbaa !288
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %232), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %234 = getelementptr inbounds i8, ptr %6, i64 1288, !dbg !310
  %235 = load i64, ptr %234, align 8, !dbg !310, !tbaa !288
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %235), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %237 = getelementptr inbounds i8, ptr %6, i64 1296, !dbg !310
  %238 = load i64, ptr %237, align 16, !dbg !310, !tbaa !288
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %238), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %240 = getelementptr inbounds i8, ptr %6, i64 1304, !dbg !310
  %241 = load i64, ptr %240, align 8, !dbg !310, !tbaa !288
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %243 = getelementptr inbounds i8, ptr %6, i64 1312, !dbg !310
  %244 = load i64, ptr %243, align 16, !dbg !310, !tbaa !288
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %244), !dbg !312
    #dbg_value(i64 5, !115, !DIExpression(), !309)
  %246 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 5, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %247 = getelementptr inbounds i8, ptr %6, i64 1600, !dbg !310
  %248 = load i64, ptr %247, align 16, !dbg !310, !tbaa !288
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %248), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %250 = getelementptr inbounds i8, ptr %6, i64 1608, !dbg !310
  %251 = load i64, ptr %250, align 8, !dbg !310, !tbaa !288
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %251), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %253 = getelementptr inbounds i8, ptr %6, i64 1616, !dbg !310
  %254 = load i64, ptr %253, align 16, !dbg !310, !tbaa !288
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %254), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %256 = getelementptr inbounds i8, ptr %6, i64 1624, !dbg !310
  %257 = load i64, ptr %256, align 8, !dbg !310, !tbaa !288
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %257), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %259 = getelementptr inbounds i8, ptr %6, i64 1632, !dbg !310
  %260 = load i64, ptr %259, align 16, !dbg !310, !tbaa !288
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %260), !dbg !312
    #dbg_value(i64 5, !115, !DIExpression(), !309)
  %262 = getelementptr inbounds i8, ptr %6, i64 1640, !dbg !310
  %263 = load i64, ptr %262, align 8, !dbg !310, !tbaa !288
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %263), !dbg !312
    #dbg_value(i64 6, !115, !DIExpression(), !309)
  %265 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 6, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %266 = getelementptr inbounds i8, ptr %6, i64 1920, !dbg !310
  %267 = load i64, ptr %266, align 16, !dbg !310, !tbaa !288
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %267), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %269 = getelementptr inbounds i8, ptr %6, i64 1928, !dbg !310
  %270 = load i64, ptr %269, align 8, !dbg !310, !tbaa !288
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %270), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %272 = getelementptr inbounds i8, ptr %6, i64 1936, !dbg !310
  %273 = load i64, ptr %272, align 16, !dbg !310, !tbaa !288
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %273), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %275 = getelementptr inbounds i8, ptr %6, i64 1944, !dbg !310
  %276 = load i64, ptr %275, align 8, !dbg !310, !tbaa !288
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %276), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %278 = getelementptr inbounds i8, ptr %6, i64 1952, !dbg !310
  %279 = load i64, ptr %278, align 16, !dbg !310, !tbaa !288
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %279), !dbg !312
    #dbg_value(i64 5, !115, !DIExpression(), !309)
  %281 = getelementptr inbounds i8, ptr %6, i64 1960, !dbg !310
  %282 = load i64, ptr %281, align 8, !dbg !310, !tbaa !288
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %282), !dbg !312
    #dbg_value(i64 6, !115, !DIExpression(), !309)
  %284 = getelementptr inbounds i8, ptr %6, i64 1968, !dbg !310
  %285 = load i64, ptr %284, align 16, !dbg !310, !tbaa !288
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %285), !dbg !312
    #dbg_value(i64 7, !115, !DIExpression(), !309)
  %287 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 7, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %288 = getelementptr inbounds i8, ptr %6, i64 2240, !dbg !310
  %289 = load i64, ptr %288, align 16, !dbg !310, !tbaa !288
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %289), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %291 = getelementptr inbounds i8, ptr %6, i64 2248, !dbg !310
  %292 = load i64, ptr %291, align 8, !dbg !310, !tbaa !288
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %292), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %294 = getelementptr inbounds i8, ptr %6, i64 2256, !dbg !310
  %295 = load i64, ptr %294, align 16, !dbg !310, !tbaa !288
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %295), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %297 = getelementptr inbounds i8, ptr %6, i64 2264, !dbg !310
  %298 = load i64, ptr %297, align 8, !dbg !310, !tbaa !288
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %298), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %300 = getelementptr inbounds i8, ptr %6, i64 2272, !dbg !310
  %301 = load i64, ptr %300, align 16, !dbg !310, !tbaa !288
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %301), !dbg !312
    #dbg_value(i64 5, !115, !DIExpression(), !309)
  %303 = getelementptr inbounds i8, ptr %6, i64 2280, !dbg !310
  %304 = load i64, ptr %303, align 8, !dbg !310, !tbaa !288
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %304), !dbg !312
    #dbg_value(i64 6, !115, !DIExpression(), !309)
  %306 = getelementptr inbounds i8, ptr %6, i64 2288, !dbg !310
  %307 = load i64, ptr %306, align 16, !dbg !310, !tbaa !288
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %307), !dbg !312
    #dbg_value(i64 7, !115, !DIExpression(), !309)
  %309 = getelementptr inbounds i8, ptr %6, i64 2296, !dbg !310
  %310 = load i64, ptr %309, align 8, !dbg !310, !tbaa !288
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %310), !dbg !312
    #dbg_value(i64 8, !115, !DIExpression(), !309)
  %312 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 8, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %313 = getelementptr inbounds i8, ptr %6, i64 2560, !dbg !310
  %314 = load i64, ptr %313, align 16, !dbg !310, !tbaa !288
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %314), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %316 = getelementptr inbounds i8, ptr %6, i64 2568, !dbg !310
  %317 = load i64, ptr %316, align 8, !dbg !310, !tbaa !288
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %317), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %319 = getelementptr inbounds i8, ptr %6, i64 2576, !dbg !310
  %320 = load i64, ptr %319, align 16, !dbg !310, !tbaa !288
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %320), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %322 = getelementptr inbounds i8, ptr %6, i64 2584, !dbg !310
  %323 = load i64, ptr %322, align 8, !dbg !310, !tbaa !288
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %323), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %325 = getelementptr inbounds i8, ptr %6, i64 2592, !dbg !310
  %326 = load i64, ptr %325, align 16, !dbg !310, !tbaa !288
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %326), !dbg !312
    #dbg_value(i64 5, !115, !DIExpression(), !309)
  %328 = getelementptr inbounds i8, ptr %6, i64 2600, !dbg !310
  %329 = load i64, ptr %328, align 8, !dbg !310, !tbaa !288
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %329), !dbg !312
    #dbg_value(i64 6, !115, !DIExpression(), !309)
  %331 = getelementptr inbounds i8, ptr %6, i64 2608, !dbg !310
  %332 = load i64, ptr %331, align 16, !dbg !310, !tbaa !288
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %332), !dbg !312
    #dbg_value(i64 7, !115, !DIExpression(), !309)
  %334 = getelementptr inbounds i8, ptr %6, i64 2616, !dbg !310
  %335 = load i64, ptr %334, align 8, !dbg !310, !tbaa !288
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %335), !dbg !312
    #dbg_value(i64 8, !115, !DIExpression(), !309)
  %337 = getelementptr inbounds i8, ptr %6, i64 2624, !dbg !310
  %338 = load i64, ptr %337, align 16, !dbg !310, !tbaa !288
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %338), !dbg !312
    #dbg_value(i64 9, !115, !DIExpression(), !309)
  %340 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 9, !113, !DIExpression(), !308)
    #dbg_value(i64 0, !115, !DIExpression(), !309)
  %341 = getelementptr inbounds i8, ptr %6, i64 2880, !dbg !310
  %342 = load i64, ptr %341, align 16, !dbg !310, !tbaa !288
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %342), !dbg !312
    #dbg_value(i64 1, !115, !DIExpression(), !309)
  %344 = getelementptr inbounds i8, ptr %6, i64 2888, !dbg !310
  %345 = load i64, ptr %344, align 8, !dbg !310, !tbaa !288
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %345), !dbg !312
    #dbg_value(i64 2, !115, !DIExpression(), !309)
  %347 = getelementptr inbounds i8, ptr %6, i64 2896, !dbg !310
  %348 = load i64, ptr %347, align 16, !dbg !310, !tbaa !288
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %348), !dbg !312
    #dbg_value(i64 3, !115, !DIExpression(), !309)
  %350 = getelementptr inbounds i8, ptr %6, i64 2904, !dbg !310
  %351 = load i64, ptr %350, align 8, !dbg !310, !tbaa !288
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %351), !dbg !312
    #dbg_value(i64 4, !115, !DIExpression(), !309)
  %353 = getelementptr inbounds i8, ptr %6, i64 2912, !dbg !310
  %354 = load i64, ptr %353, align 16, !dbg !310, !tbaa !288
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %354), !dbg !312
    #dbg_value(i64 5, !115, !DIExpression(), !309)
  %356 = getelementptr inbounds i8, ptr %6, i64 2920, !dbg !310
  %357 = load i64, ptr %356, align 8, !dbg !310, !tbaa !288
  %358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %357), !dbg !312
    #dbg_value(i64 6, !115, !DIExpression(), !309)
  %359 = getelementptr inbounds i8, ptr %6, i64 2928, !dbg !310
  %360 = load i64, ptr %359, align 16, !dbg !310, !tbaa !288
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %360), !dbg !312
    #dbg_value(i64 7, !115, !DIExpression(), !309)
  %362 = getelementptr inbounds i8, ptr %6, i64 2936, !dbg !310
  %363 = load i64, ptr %362, align 8, !dbg !310, !tbaa !288
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %363), !dbg !312
    #dbg_value(i64 8, !115, !DIExpression(), !309)
  %365 = getelementptr inbounds i8, ptr %6, i64 2944, !dbg !310
  %366 = load i64, ptr %365, align 16, !dbg !310, !tbaa !288
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %366), !dbg !312
    #dbg_value(i64 9, !115, !DIExpression(), !309)
  %368 = getelementptr inbounds i8, ptr %6, i64 2952, !dbg !310
  %369 = load i64, ptr %368, align 8, !dbg !310, !tbaa !288
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %369), !dbg !312
    #dbg_value(i64 10, !115, !DIExpression(), !309)
  %371 = tail call i32 @putchar(i32 10), !dbg !313
    #dbg_value(i64 10, !113, !DIExpression(), !308)
  %372 = getelementptr inbounds i8, ptr %6, i64 12632, !dbg !314
  %373 = load i64, ptr %372, align 8, !dbg !314, !tbaa !288
  %374 = getelementptr inbounds i8, ptr %6, i64 9720, !dbg !315
  %375 = load i64, ptr %374, align 8, !dbg !315, !tbaa !288
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %373, i64 noundef %375), !dbg !316
  call void @llvm.lifetime.start.p0(i64 252, ptr nonnull %7) #8, !dbg !317
    #dbg_value(i32 0, !124, !DIExpression(), !175)
    #dbg_value(i32 6, !125, !DIExpression(), !175)
    #dbg_value(i32 0, !126, !DIExpression(), !175)
    #dbg_value(i32 8, !127, !DIExpression(), !175)
    #dbg_value(i32 0, !128, !DIExpression(), !175)
  br label %386, !dbg !318

377:                                              ; preds = %167, %377
  %378 = phi i64 [ %381, %377 ], [ %168, %167 ], !dbg !294
  %379 = phi i64 [ %384, %377 ], [ %169, %167 ]
    #dbg_value(i64 %379, !109, !DIExpression(), !290)
  %380 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %163, i64 %379, !dbg !295
  %381 = load i64, ptr %380, align 8, !dbg !295, !tbaa !288
  %382 = add i64 %381, %378, !dbg !296
  %383 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %158, i64 %379, !dbg !297
  store i64 %382, ptr %383, align 8, !dbg !298, !tbaa !288
  %384 = add nuw nsw i64 %379, 1, !dbg !319
    #dbg_value(i64 %384, !109, !DIExpression(), !290)
  %385 = icmp eq i64 %384, %159, !dbg !291
  br i1 %385, label %193, label %377, !dbg !293, !llvm.loop !320

386:                                              ; preds = %197, %563
  %387 = phi i64 [ 0, %197 ], [ %426, %563 ]
  %388 = phi i64 [ 8, %197 ], [ %519, %563 ]
  %389 = phi i64 [ 7, %197 ], [ %571, %563 ]
  %390 = phi i64 [ 1, %197 ], [ %570, %563 ]
  %391 = phi i32 [ 0, %197 ], [ %566, %563 ]
  %392 = phi i32 [ 0, %197 ], [ %565, %563 ]
  %393 = phi i32 [ 6, %197 ], [ %517, %563 ]
    #dbg_value(i64 %388, !127, !DIExpression(), !175)
    #dbg_value(i32 %392, !126, !DIExpression(), !175)
    #dbg_value(i32 %393, !125, !DIExpression(), !175)
    #dbg_value(i64 %387, !124, !DIExpression(), !175)
    #dbg_value(i32 %392, !129, !DIExpression(), !321)
    #dbg_value(i32 %391, !128, !DIExpression(), !175)
  %394 = trunc i64 %387 to i32, !dbg !322
  %395 = trunc i64 %387 to i32, !dbg !322
  %396 = sext i32 %392 to i64, !dbg !322
  %397 = tail call i64 @llvm.smax.i64(i64 %388, i64 %396), !dbg !322
  %398 = add i64 %397, 1, !dbg !322
  %399 = sub i64 %398, %396, !dbg !322
  %400 = icmp ult i64 %399, 8, !dbg !322
  br i1 %400, label %401, label %404, !dbg !322

401:                                              ; preds = %422, %386
  %402 = phi i64 [ %396, %386 ], [ %406, %422 ]
  %403 = phi i32 [ %391, %386 ], [ %408, %422 ]
  br label %449, !dbg !322

404:                                              ; preds = %386
  %405 = and i64 %399, -8, !dbg !322
  %406 = add i64 %405, %396, !dbg !322
  %407 = trunc i64 %405 to i32, !dbg !322
  %408 = add i32 %391, %407, !dbg !322
  %409 = insertelement <4 x i32> poison, i32 %391, i64 0, !dbg !322
  %410 = shufflevector <4 x i32> %409, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !322
  %411 = add <4 x i32> %410, <i32 0, i32 1, i32 2, i32 3>, !dbg !322
  br label %412, !dbg !322

412:                                              ; preds = %412, %404
  %413 = phi i64 [ 0, %404 ], [ %419, %412 ]
  %414 = phi <4 x i32> [ %411, %404 ], [ %420, %412 ]
  %415 = add <4 x i32> %414, <i32 4, i32 4, i32 4, i32 4>
  %416 = add i64 %413, %396, !dbg !322
  %417 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %387, i64 %416, !dbg !323
  %418 = getelementptr inbounds i8, ptr %417, i64 16, !dbg !325
  store <4 x i32> %414, ptr %417, align 4, !dbg !325, !tbaa !326
  store <4 x i32> %415, ptr %418, align 4, !dbg !325, !tbaa !326
  %419 = add nuw i64 %413, 8
  %420 = add <4 x i32> %414, <i32 8, i32 8, i32 8, i32 8>
  %421 = icmp eq i64 %419, %405
  br i1 %421, label %422, label %412, !llvm.loop !328

422:                                              ; preds = %412
  %423 = icmp eq i64 %399, %405, !dbg !322
  br i1 %423, label %424, label %401, !dbg !322

424:                                              ; preds = %449, %422
  %425 = phi i32 [ %408, %422 ], [ %452, %449 ], !dbg !330
  %426 = add nuw nsw i64 %387, 1, !dbg !331
    #dbg_value(i64 %426, !124, !DIExpression(), !175)
    #dbg_value(i64 %426, !132, !DIExpression(), !332)
    #dbg_value(i32 %425, !128, !DIExpression(), !175)
  %427 = sext i32 %393 to i64, !dbg !333
  %428 = icmp slt i64 %387, %427, !dbg !333
  br i1 %428, label %429, label %516, !dbg !335

429:                                              ; preds = %424
  %430 = add nuw i32 %393, 1, !dbg !335
  %431 = sub i32 %393, %394, !dbg !335
  %432 = and i32 %431, 3, !dbg !335
  %433 = icmp eq i32 %432, 0, !dbg !335
  br i1 %433, label %443, label %434, !dbg !335

434:                                              ; preds = %429, %434
  %435 = phi i64 [ %440, %434 ], [ %390, %429 ]
  %436 = phi i32 [ %438, %434 ], [ %425, %429 ]
  %437 = phi i32 [ %441, %434 ], [ 0, %429 ]
    #dbg_value(i64 %435, !132, !DIExpression(), !332)
    #dbg_value(i32 %436, !128, !DIExpression(), !175)
  %438 = add nsw i32 %436, 1, !dbg !336
    #dbg_value(i32 %438, !128, !DIExpression(), !175)
  %439 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %435, i64 %388, !dbg !337
  store i32 %436, ptr %439, align 4, !dbg !338, !tbaa !326
  %440 = add nuw nsw i64 %435, 1, !dbg !339
    #dbg_value(i64 %440, !132, !DIExpression(), !332)
  %441 = add i32 %437, 1, !dbg !335
  %442 = icmp eq i32 %441, %432, !dbg !335
  br i1 %442, label %443, label %434, !dbg !335, !llvm.loop !340

443:                                              ; preds = %434, %429
  %444 = phi i32 [ poison, %429 ], [ %438, %434 ]
  %445 = phi i64 [ %390, %429 ], [ %440, %434 ]
  %446 = phi i32 [ %425, %429 ], [ %438, %434 ]
  %447 = sub i32 %395, %393, !dbg !335
  %448 = icmp ugt i32 %447, -4, !dbg !335
  br i1 %448, label %456, label %489, !dbg !335

449:                                              ; preds = %401, %449
  %450 = phi i64 [ %454, %449 ], [ %402, %401 ]
  %451 = phi i32 [ %452, %449 ], [ %403, %401 ]
    #dbg_value(i64 %450, !129, !DIExpression(), !321)
    #dbg_value(i32 %451, !128, !DIExpression(), !175)
  %452 = add nsw i32 %451, 1, !dbg !330
    #dbg_value(i32 %452, !128, !DIExpression(), !175)
  %453 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %387, i64 %450, !dbg !323
  store i32 %451, ptr %453, align 4, !dbg !325, !tbaa !326
  %454 = add nsw i64 %450, 1, !dbg !342
    #dbg_value(i64 %454, !129, !DIExpression(), !321)
  %455 = icmp slt i64 %450, %388, !dbg !343
  br i1 %455, label %449, label %424, !dbg !322, !llvm.loop !344

456:                                              ; preds = %489, %443
  %457 = phi i32 [ %444, %443 ], [ %501, %489 ], !dbg !336
    #dbg_value(i64 %388, !127, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !175)
  br i1 %428, label %458, label %516, !dbg !345

458:                                              ; preds = %456
    #dbg_value(i64 %388, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !346)
    #dbg_value(i32 %457, !128, !DIExpression(), !175)
  %459 = icmp sgt i64 %388, %396, !dbg !347
  br i1 %459, label %460, label %506, !dbg !349

460:                                              ; preds = %458
  %461 = sub i64 %388, %396, !dbg !349
  %462 = icmp ult i64 %461, 8, !dbg !349
  br i1 %462, label %463, label %466, !dbg !349

463:                                              ; preds = %487, %460
  %464 = phi i64 [ %389, %460 ], [ %468, %487 ]
  %465 = phi i32 [ %457, %460 ], [ %470, %487 ]
  br label %509, !dbg !349

466:                                              ; preds = %460
  %467 = and i64 %461, -8, !dbg !349
  %468 = sub i64 %389, %467, !dbg !349
  %469 = trunc i64 %467 to i32, !dbg !349
  %470 = add i32 %457, %469, !dbg !349
  %471 = insertelement <4 x i32> poison, i32 %457, i64 0, !dbg !349
  %472 = shufflevector <4 x i32> %471, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !349
  %473 = add <4 x i32> %472, <i32 0, i32 1, i32 2, i32 3>, !dbg !349
  br label %474, !dbg !349

474:                                              ; preds = %474, %466
  %475 = phi i64 [ 0, %466 ], [ %484, %474 ]
  %476 = phi <4 x i32> [ %473, %466 ], [ %485, %474 ]
  %477 = add <4 x i32> %476, <i32 4, i32 4, i32 4, i32 4>
  %478 = sub i64 %389, %475, !dbg !349
  %479 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %427, i64 %478, !dbg !350
  %480 = getelementptr inbounds i8, ptr %479, i64 -12, !dbg !351
  %481 = getelementptr inbounds i8, ptr %479, i64 -28, !dbg !351
  %482 = shufflevector <4 x i32> %476, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !351
  store <4 x i32> %482, ptr %480, align 4, !dbg !351, !tbaa !326
  %483 = shufflevector <4 x i32> %477, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !351
  store <4 x i32> %483, ptr %481, align 4, !dbg !351, !tbaa !326
  %484 = add nuw i64 %475, 8
  %485 = add <4 x i32> %476, <i32 8, i32 8, i32 8, i32 8>
  %486 = icmp eq i64 %484, %467
  br i1 %486, label %487, label %474, !llvm.loop !352

487:                                              ; preds = %474
  %488 = icmp eq i64 %461, %467, !dbg !349
  br i1 %488, label %506, label %463, !dbg !349

489:                                              ; preds = %443, %489
  %490 = phi i64 [ %503, %489 ], [ %445, %443 ]
  %491 = phi i32 [ %501, %489 ], [ %446, %443 ]
    #dbg_value(i64 %490, !132, !DIExpression(), !332)
    #dbg_value(i32 %491, !128, !DIExpression(), !175)
  %492 = add nsw i32 %491, 1, !dbg !336
    #dbg_value(i32 %492, !128, !DIExpression(), !175)
  %493 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %490, i64 %388, !dbg !337
  store i32 %491, ptr %493, align 4, !dbg !338, !tbaa !326
  %494 = add nuw nsw i64 %490, 1, !dbg !339
    #dbg_value(i64 %494, !132, !DIExpression(), !332)
  %495 = add nsw i32 %491, 2, !dbg !336
    #dbg_value(i32 %495, !128, !DIExpression(), !175)
  %496 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %494, i64 %388, !dbg !337
  store i32 %492, ptr %496, align 4, !dbg !338, !tbaa !326
  %497 = add nuw nsw i64 %490, 2, !dbg !339
    #dbg_value(i64 %497, !132, !DIExpression(), !332)
  %498 = add nsw i32 %491, 3, !dbg !336
    #dbg_value(i32 %498, !128, !DIExpression(), !175)
  %499 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %497, i64 %388, !dbg !337
  store i32 %495, ptr %499, align 4, !dbg !338, !tbaa !326
  %500 = add nuw nsw i64 %490, 3, !dbg !339
    #dbg_value(i64 %500, !132, !DIExpression(), !332)
  %501 = add nsw i32 %491, 4, !dbg !336
    #dbg_value(i32 %501, !128, !DIExpression(), !175)
  %502 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %500, i64 %388, !dbg !337
  store i32 %498, ptr %502, align 4, !dbg !338, !tbaa !326
  %503 = add nuw nsw i64 %490, 4, !dbg !339
    #dbg_value(i64 %503, !132, !DIExpression(), !332)
  %504 = trunc i64 %503 to i32, !dbg !333
  %505 = icmp eq i32 %430, %504, !dbg !333
  br i1 %505, label %456, label %489, !dbg !335, !llvm.loop !354

506:                                              ; preds = %509, %487, %458
  %507 = phi i32 [ %457, %458 ], [ %470, %487 ], [ %512, %509 ], !dbg !175
  %508 = add nsw i32 %393, -1, !dbg !356
    #dbg_value(i32 %508, !125, !DIExpression(), !175)
  br label %516, !dbg !357

509:                                              ; preds = %463, %509
  %510 = phi i64 [ %514, %509 ], [ %464, %463 ]
  %511 = phi i32 [ %512, %509 ], [ %465, %463 ]
    #dbg_value(i64 %510, !134, !DIExpression(), !346)
    #dbg_value(i32 %511, !128, !DIExpression(), !175)
  %512 = add nsw i32 %511, 1, !dbg !358
    #dbg_value(i32 %512, !128, !DIExpression(), !175)
  %513 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %427, i64 %510, !dbg !350
  store i32 %511, ptr %513, align 4, !dbg !351, !tbaa !326
  %514 = add nsw i64 %510, -1, !dbg !359
    #dbg_value(i64 %514, !134, !DIExpression(), !346)
  %515 = icmp sgt i64 %510, %396, !dbg !347
  br i1 %515, label %509, label %506, !dbg !349, !llvm.loop !360

516:                                              ; preds = %424, %506, %456
  %517 = phi i32 [ %508, %506 ], [ %393, %456 ], [ %393, %424 ], !dbg !175
  %518 = phi i32 [ %507, %506 ], [ %457, %456 ], [ %425, %424 ], !dbg !361
  %519 = add nsw i64 %388, -1, !dbg !362
    #dbg_value(i32 %518, !128, !DIExpression(), !175)
    #dbg_value(i32 %517, !125, !DIExpression(), !175)
  %520 = icmp sgt i64 %388, %396, !dbg !363
  %521 = sext i32 %517 to i64, !dbg !175
  br i1 %520, label %522, label %563, !dbg !364

522:                                              ; preds = %516
    #dbg_value(i32 %517, !138, !DIExpression(), !365)
    #dbg_value(i32 %518, !128, !DIExpression(), !175)
  %523 = icmp slt i64 %387, %521, !dbg !366
  br i1 %523, label %524, label %543, !dbg !368

524:                                              ; preds = %522
  %525 = sub i64 %521, %387, !dbg !368
  %526 = and i64 %525, 3, !dbg !368
  %527 = icmp eq i64 %526, 0, !dbg !368
  br i1 %527, label %537, label %528, !dbg !368

528:                                              ; preds = %524, %528
  %529 = phi i64 [ %534, %528 ], [ %521, %524 ]
  %530 = phi i32 [ %532, %528 ], [ %518, %524 ]
  %531 = phi i64 [ %535, %528 ], [ 0, %524 ]
    #dbg_value(i64 %529, !138, !DIExpression(), !365)
    #dbg_value(i32 %530, !128, !DIExpression(), !175)
  %532 = add nsw i32 %530, 1, !dbg !369
    #dbg_value(i32 %532, !128, !DIExpression(), !175)
  %533 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %529, i64 %396, !dbg !370
  store i32 %530, ptr %533, align 4, !dbg !371, !tbaa !326
  %534 = add nsw i64 %529, -1, !dbg !372
    #dbg_value(i64 %534, !138, !DIExpression(), !365)
  %535 = add i64 %531, 1, !dbg !368
  %536 = icmp eq i64 %535, %526, !dbg !368
  br i1 %536, label %537, label %528, !dbg !368, !llvm.loop !373

537:                                              ; preds = %528, %524
  %538 = phi i64 [ %521, %524 ], [ %534, %528 ]
  %539 = phi i32 [ %518, %524 ], [ %532, %528 ]
  %540 = phi i32 [ poison, %524 ], [ %532, %528 ]
  %541 = sub i64 %387, %521, !dbg !368
  %542 = icmp ugt i64 %541, -4, !dbg !368
  br i1 %542, label %543, label %547, !dbg !368

543:                                              ; preds = %537, %547, %522
  %544 = phi i32 [ %518, %522 ], [ %540, %537 ], [ %559, %547 ], !dbg !175
  %545 = add nsw i32 %392, 1, !dbg !374
    #dbg_value(i32 %545, !126, !DIExpression(), !175)
  %546 = sext i32 %545 to i64, !dbg !375
  br label %563, !dbg !376

547:                                              ; preds = %537, %547
  %548 = phi i64 [ %561, %547 ], [ %538, %537 ]
  %549 = phi i32 [ %559, %547 ], [ %539, %537 ]
    #dbg_value(i64 %548, !138, !DIExpression(), !365)
    #dbg_value(i32 %549, !128, !DIExpression(), !175)
  %550 = add nsw i32 %549, 1, !dbg !369
    #dbg_value(i32 %550, !128, !DIExpression(), !175)
  %551 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %548, i64 %396, !dbg !370
  store i32 %549, ptr %551, align 4, !dbg !371, !tbaa !326
  %552 = add nsw i64 %548, -1, !dbg !372
    #dbg_value(i64 %552, !138, !DIExpression(), !365)
  %553 = add nsw i32 %549, 2, !dbg !369
    #dbg_value(i32 %553, !128, !DIExpression(), !175)
  %554 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %552, i64 %396, !dbg !370
  store i32 %550, ptr %554, align 4, !dbg !371, !tbaa !326
  %555 = add nsw i64 %548, -2, !dbg !372
    #dbg_value(i64 %555, !138, !DIExpression(), !365)
  %556 = add nsw i32 %549, 3, !dbg !369
    #dbg_value(i32 %556, !128, !DIExpression(), !175)
  %557 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %555, i64 %396, !dbg !370
  store i32 %553, ptr %557, align 4, !dbg !371, !tbaa !326
  %558 = add nsw i64 %548, -3, !dbg !372
    #dbg_value(i64 %558, !138, !DIExpression(), !365)
  %559 = add nsw i32 %549, 4, !dbg !369
    #dbg_value(i32 %559, !128, !DIExpression(), !175)
  %560 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %558, i64 %396, !dbg !370
  store i32 %556, ptr %560, align 4, !dbg !371, !tbaa !326
  %561 = add nsw i64 %548, -4, !dbg !372
    #dbg_value(i64 %561, !138, !DIExpression(), !365)
  %562 = icmp sgt i64 %561, %387, !dbg !366
  br i1 %562, label %547, label %543, !dbg !368, !llvm.loop !377

563:                                              ; preds = %516, %543
  %564 = phi i64 [ %546, %543 ], [ %396, %516 ], !dbg !375
  %565 = phi i32 [ %545, %543 ], [ %392, %516 ], !dbg !175
  %566 = phi i32 [ %544, %543 ], [ %518, %516 ], !dbg !361
    #dbg_value(i32 %566, !128, !DIExpression(), !175)
    #dbg_value(i64 %519, !127, !DIExpression(), !175)
    #dbg_value(i32 %565, !126, !DIExpression(), !175)
    #dbg_value(i32 %517, !125, !DIExpression(), !175)
    #dbg_value(i64 %426, !124, !DIExpression(), !175)
  %567 = icmp slt i64 %387, %521, !dbg !379
  %568 = icmp slt i64 %564, %388, !dbg !375
  %569 = select i1 %567, i1 %568, i1 false, !dbg !375
  %570 = add nuw nsw i64 %390, 1, !dbg !318
  %571 = add nsw i64 %389, -1, !dbg !318
  br i1 %569, label %386, label %572, !dbg !318, !llvm.loop !380

572:                                              ; preds = %563
    #dbg_value(i64 0, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %573 = load i32, ptr %7, align 16, !dbg !384, !tbaa !326
  %574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %573), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %575 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !384
  %576 = load i32, ptr %575, align 4, !dbg !384, !tbaa !326
  %577 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %576), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %578 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !384
  %579 = load i32, ptr %578, align 8, !dbg !384, !tbaa !326
  %580 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %579), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %581 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !384
  %582 = load i32, ptr %581, align 4, !dbg !384, !tbaa !326
  %583 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %582), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %584 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !384
  %585 = load i32, ptr %584, align 16, !dbg !384, !tbaa !326
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %585), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %587 = getelementptr inbounds i8, ptr %7, i64 20, !dbg !384
  %588 = load i32, ptr %587, align 4, !dbg !384, !tbaa !326
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %588), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %590 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !384
  %591 = load i32, ptr %590, align 8, !dbg !384, !tbaa !326
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %591), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %593 = getelementptr inbounds i8, ptr %7, i64 28, !dbg !384
  %594 = load i32, ptr %593, align 4, !dbg !384, !tbaa !326
  %595 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %594), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %596 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !384
  %597 = load i32, ptr %596, align 16, !dbg !384, !tbaa !326
  %598 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %597), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %599 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 1, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %600 = getelementptr inbounds i8, ptr %7, i64 36, !dbg !384
  %601 = load i32, ptr %600, align 4, !dbg !384, !tbaa !326
  %602 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %601), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %603 = getelementptr inbounds i8, ptr %7, i64 40, !dbg !384
  %604 = load i32, ptr %603, align 8, !dbg !384, !tbaa !326
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %604), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %606 = getelementptr inbounds i8, ptr %7, i64 44, !dbg !384
  %607 = load i32, ptr %606, align 4, !dbg !384, !tbaa !326
  %608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %607), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %609 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !384
  %610 = load i32, ptr %609, align 16, !dbg !384, !tbaa !326
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %610), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %612 = getelementptr inbounds i8, ptr %7, i64 52, !dbg !384
  %613 = load i32, ptr %612, align 4, !dbg !384, !tbaa !326
  %614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %613), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %615 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !384
  %616 = load i32, ptr %615, align 8, !dbg !384, !tbaa !326
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %616), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %618 = getelementptr inbounds i8, ptr %7, i64 60, !dbg !384
  %619 = load i32, ptr %618, align 4, !dbg !384, !tbaa !326
  %620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %619), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %621 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !384
  %622 = load i32, ptr %621, align 16, !dbg !384, !tbaa !326
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %622), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %624 = getelementptr inbounds i8, ptr %7, i64 68, !dbg !384
  %625 = load i32, ptr %624, align 4, !dbg !384, !tbaa !326
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %625), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %627 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 2, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %628 = getelementptr inbounds i8, ptr %7, i64 72, !dbg !384
  %629 = load i32, ptr %628, align 8, !dbg !384, !tbaa !326
  %630 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %629), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %631 = getelementptr inbounds i8, ptr %7, i64 76, !dbg !384
  %632 = load i32, ptr %631, align 4, !dbg !384, !tbaa !326
  %633 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %632), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %634 = getelementptr inbounds i8, ptr %7, i64 80, !dbg !384
  %635 = load i32, ptr %634, align 16, !dbg !384, !tbaa !326
  %636 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %635), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %637 = getelementptr inbounds i8, ptr %7, i64 84, !dbg !384
  %638 = load i32, ptr %637, align 4, !dbg !384, !tbaa !326
  %639 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %638), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %640 = getelementptr inbounds i8, ptr %7, i64 88, !dbg !384
  %641 = load i32, ptr %640, align 8, !dbg !384, !tbaa !326
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %641), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %643 = getelementptr inbounds i8, ptr %7, i64 92, !dbg !384
  %644 = load i32, ptr %643, align 4, !dbg !384, !tbaa !326
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %644), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %646 = getelementptr inbounds i8, ptr %7, i64 96, !dbg !384
  %647 = load i32, ptr %646, align 16, !dbg !384, !tbaa !326
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %647), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %649 = getelementptr inbounds i8, ptr %7, i64 100, !dbg !384
  %650 = load i32, ptr %649, align 4, !dbg !384, !tbaa !326
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %650), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %652 = getelementptr inbounds i8, ptr %7, i64 104, !dbg !384
  %653 = load i32, ptr %652, align 8, !dbg !384, !tbaa !326
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %653), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %655 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 3, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %656 = getelementptr inbounds i8, ptr %7, i64 108, !dbg !384
  %657 = load i32, ptr %656, align 4, !dbg !384, !tbaa !326
  %658 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %657), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %659 = getelementptr inbounds i8, ptr %7, i64 112, !dbg !384
  %660 = load i32, ptr %659, align 16, !dbg !384, !tbaa !326
  %661 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %660), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %662 = getelementptr inbounds i8, ptr %7, i64 116, !dbg !384
  %663 = load i32, ptr %662, align 4, !dbg !384, !tbaa !326
  %664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %663), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %665 = getelementptr inbounds i8, ptr %7, i64 120, !dbg !384
  %666 = load i32, ptr %665, align 8, !dbg !384, !tbaa !326
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %666), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %668 = getelementptr inbounds i8, ptr %7, i64 124, !dbg !384
  %669 = load i32, ptr %668, align 4, !dbg !384, !tbaa !326
  %670 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %669), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %671 = getelementptr inbounds i8, ptr %7, i64 128, !dbg !384
  %672 = load i32, ptr %671, align 16, !dbg !384, !tbaa !326
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %672), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %674 = getelementptr inbounds i8, ptr %7, i64 132, !dbg !384
  %675 = load i32, ptr %674, align 4, !dbg !384, !tbaa !326
  %676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %675), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %677 = getelementptr inbounds i8, ptr %7, i64 136, !dbg !384
  %678 = load i32, ptr %677, align 8, !dbg !384, !tbaa !326
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %678), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %680 = getelementptr inbounds i8, ptr %7, i64 140, !dbg !384
  %681 = load i32, ptr %680, align 4, !dbg !384, !tbaa !326
  %682 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %681), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %683 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 4, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %684 = getelementptr inbounds i8, ptr %7, i64 144, !dbg !384
  %685 = load i32, ptr %684, align 16, !dbg !384, !tbaa !326
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %685), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %687 = getelementptr inbounds i8, ptr %7, i64 148, !dbg !384
  %688 = load i32, ptr %687, align 4, !dbg !384, !tbaa !326
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %688), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %690 = getelementptr inbounds i8, ptr %7, i64 152, !dbg !384
  %691 = load i32, ptr %690, align 8, !dbg !384, !tbaa !326
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %691), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %693 = getelementptr inbounds i8, ptr %7, i64 156, !dbg !384
  %694 = load i32, ptr %693, align 4, !dbg !384, !tbaa !326
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %694), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %696 = getelementptr inbounds i8, ptr %7, i64 160, !dbg !384
  %697 = load i32, ptr %696, align 16, !dbg !384, !tbaa !326
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %697), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %699 = getelementptr inbounds i8, ptr %7, i64 164, !dbg !384
  %700 = load i32, ptr %699, align 4, !dbg !384, !tbaa !326
  %701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %700), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %702 = getelementptr inbounds i8, ptr %7, i64 168, !dbg !384
  %703 = load i32, ptr %702, align 8, !dbg !384, !tbaa !326
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %703), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %705 = getelementptr inbounds i8, ptr %7, i64 172, !dbg !384
  %706 = load i32, ptr %705, align 4, !dbg !384, !tbaa !326
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %706), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %708 = getelementptr inbounds i8, ptr %7, i64 176, !dbg !384
  %709 = load i32, ptr %708, align 16, !dbg !384, !tbaa !326
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %709), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %711 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 5, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %712 = getelementptr inbounds i8, ptr %7, i64 180, !dbg !384
  %713 = load i32, ptr %712, align 4, !dbg !384, !tbaa !326
  %714 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %713), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %715 = getelementptr inbounds i8, ptr %7, i64 184, !dbg !384
  %716 = load i32, ptr %715, align 8, !dbg !384, !tbaa !326
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %716), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %718 = getelementptr inbounds i8, ptr %7, i64 188, !dbg !384
  %719 = load i32, ptr %718, align 4, !dbg !384, !tbaa !326
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %719), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %721 = getelementptr inbounds i8, ptr %7, i64 192, !dbg !384
  %722 = load i32, ptr %721, align 16, !dbg !384, !tbaa !326
  %723 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %722), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %724 = getelementptr inbounds i8, ptr %7, i64 196, !dbg !384
  %725 = load i32, ptr %724, align 4, !dbg !384, !tbaa !326
  %726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %725), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %727 = getelementptr inbounds i8, ptr %7, i64 200, !dbg !384
  %728 = load i32, ptr %727, align 8, !dbg !384, !tbaa !326
  %729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %728), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %730 = getelementptr inbounds i8, ptr %7, i64 204, !dbg !384
  %731 = load i32, ptr %730, align 4, !dbg !384, !tbaa !326
  %732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %731), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %733 = getelementptr inbounds i8, ptr %7, i64 208, !dbg !384
  %734 = load i32, ptr %733, align 16, !dbg !384, !tbaa !326
  %735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %734), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %736 = getelementptr inbounds i8, ptr %7, i64 212, !dbg !384
  %737 = load i32, ptr %736, align 4, !dbg !384, !tbaa !326
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %737), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %739 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 6, !142, !DIExpression(), !382)
    #dbg_value(i64 0, !144, !DIExpression(), !383)
  %740 = getelementptr inbounds i8, ptr %7, i64 216, !dbg !384
  %741 = load i32, ptr %740, align 8, !dbg !384, !tbaa !326
  %742 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %741), !dbg !386
    #dbg_value(i64 1, !144, !DIExpression(), !383)
  %743 = getelementptr inbounds i8, ptr %7, i64 220, !dbg !384
  %744 = load i32, ptr %743, align 4, !dbg !384, !tbaa !326
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %744), !dbg !386
    #dbg_value(i64 2, !144, !DIExpression(), !383)
  %746 = getelementptr inbounds i8, ptr %7, i64 224, !dbg !384
  %747 = load i32, ptr %746, align 16, !dbg !384, !tbaa !326
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %747), !dbg !386
    #dbg_value(i64 3, !144, !DIExpression(), !383)
  %749 = getelementptr inbounds i8, ptr %7, i64 228, !dbg !384
  %750 = load i32, ptr %749, align 4, !dbg !384, !tbaa !326
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %750), !dbg !386
    #dbg_value(i64 4, !144, !DIExpression(), !383)
  %752 = getelementptr inbounds i8, ptr %7, i64 232, !dbg !384
  %753 = load i32, ptr %752, align 8, !dbg !384, !tbaa !326
  %754 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %753), !dbg !386
    #dbg_value(i64 5, !144, !DIExpression(), !383)
  %755 = getelementptr inbounds i8, ptr %7, i64 236, !dbg !384
  %756 = load i32, ptr %755, align 4, !dbg !384, !tbaa !326
  %757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %756), !dbg !386
    #dbg_value(i64 6, !144, !DIExpression(), !383)
  %758 = getelementptr inbounds i8, ptr %7, i64 240, !dbg !384
  %759 = load i32, ptr %758, align 16, !dbg !384, !tbaa !326
  %760 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %759), !dbg !386
    #dbg_value(i64 7, !144, !DIExpression(), !383)
  %761 = getelementptr inbounds i8, ptr %7, i64 244, !dbg !384
  %762 = load i32, ptr %761, align 4, !dbg !384, !tbaa !326
  %763 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %762), !dbg !386
    #dbg_value(i64 8, !144, !DIExpression(), !383)
  %764 = getelementptr inbounds i8, ptr %7, i64 248, !dbg !384
  %765 = load i32, ptr %764, align 8, !dbg !384, !tbaa !326
  %766 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %765), !dbg !386
    #dbg_value(i64 9, !144, !DIExpression(), !383)
  %767 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(i64 7, !142, !DIExpression(), !382)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %8) #8, !dbg !388
    #dbg_value(i64 0, !152, !DIExpression(), !389)
    #dbg_value(i64 0, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
  store <8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 10, i16 11, i16 12>, ptr %8, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 3, !157, !DIExpression(), !391)
  %768 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !396
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
  store <8 x i16> <i16 13, i16 14, i16 20, i16 21, i16 22, i16 23, i16 24, i16 30>, ptr %768, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 1, !157, !DIExpression(), !391)
  %769 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !396
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !152, !DIExpression(), !389)
    #dbg_value(i64 0, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
  store <8 x i16> <i16 31, i16 32, i16 33, i16 34, i16 100, i16 101, i16 102, i16 103>, ptr %769, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 4, !157, !DIExpression(), !391)
  %770 = getelementptr inbounds i8, ptr %8, i64 48, !dbg !396
    #dbg_value(i64 1, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
  store <8 x i16> <i16 104, i16 110, i16 111, i16 112, i16 113, i16 114, i16 120, i16 121>, ptr %770, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 2, !157, !DIExpression(), !391)
  %771 = getelementptr inbounds i8, ptr %8, i64 64, !dbg !396
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
  store <8 x i16> <i16 122, i16 123, i16 124, i16 130, i16 131, i16 132, i16 133, i16 134>, ptr %771, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 2, !152, !DIExpression(), !389)
    #dbg_value(i64 0, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
  %772 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !396
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
  store <8 x i16> <i16 200, i16 201, i16 202, i16 203, i16 204, i16 210, i16 211, i16 212>, ptr %772, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 3, !157, !DIExpression(), !391)
  %773 = getelementptr inbounds i8, ptr %8, i64 96, !dbg !396
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
    #dbg_value(i64 1, !157, !DIExpression(), !391)
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !154, !DIExpression(), !390)
    #dbg_value(i64 0, !157, !DIExpression(), !391)
  store <8 x i16> <i16 213, i16 214, i16 220, i16 221, i16 222, i16 223, i16 224, i16 230>, ptr %773, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 1, !157, !DIExpression(), !391)
  %774 = getelementptr inbounds i8, ptr %8, i64 112, !dbg !396
    #dbg_value(i64 2, !157, !DIExpression(), !391)
    #dbg_value(i64 3, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !157, !DIExpression(), !391)
  store <4 x i16> <i16 231, i16 232, i16 233, i16 234>, ptr %774, align 16, !dbg !392, !tbaa !394
    #dbg_value(i64 5, !157, !DIExpression(), !391)
    #dbg_value(i64 4, !154, !DIExpression(), !390)
    #dbg_value(i64 3, !152, !DIExpression(), !389)
  br label %777, !dbg !397

775:                                              ; preds = %777
  %776 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %801, i32 noundef 234, i32 noundef 132), !dbg !398
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #8, !dbg !399
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.words, i64 40, i1 false), !dbg !400, !DIAssignID !401
    #dbg_assign(i1 undef, !166, !DIExpression(), !401, ptr %9, !DIExpression(), !175)
    #dbg_value(i64 0, !169, !DIExpression(), !402)
  br label %804, !dbg !403

777:                                              ; preds = %777, %572
  %778 = phi i64 [ 0, %572 ], [ %802, %777 ]
  %779 = phi i64 [ 0, %572 ], [ %801, %777 ]
    #dbg_value(i64 %778, !164, !DIExpression(), !404)
    #dbg_value(i64 %779, !163, !DIExpression(), !175)
  %780 = getelementptr inbounds i16, ptr %8, i64 %778, !dbg !405
  %781 = load i16, ptr %780, align 8, !dbg !405, !tbaa !394
  %782 = sext i16 %781 to i64, !dbg !405
  %783 = add nsw i64 %779, %782, !dbg !407
    #dbg_value(i64 %783, !163, !DIExpression(), !175)
  %784 = or disjoint i64 %778, 1, !dbg !408
    #dbg_value(i64 %784, !164, !DIExpression(), !404)
  %785 = getelementptr inbounds i16, ptr %8, i64 %784, !dbg !405
  %786 = load i16, ptr %785, align 2, !dbg !405, !tbaa !394
  %787 = sext i16 %786 to i64, !dbg !405
  %788 = shl nsw i64 %787, 1, !dbg !409
  %789 = add nsw i64 %783, %788, !dbg !407
    #dbg_value(i64 %789, !163, !DIExpression(), !175)
  %790 = or disjoint i64 %778, 2, !dbg !408
    #dbg_value(i64 %790, !164, !DIExpression(), !404)
  %791 = getelementptr inbounds i16, ptr %8, i64 %790, !dbg !405
  %792 = load i16, ptr %791, align 4, !dbg !405, !tbaa !394
  %793 = sext i16 %792 to i64, !dbg !405
  %794 = mul nsw i64 %793, 3, !dbg !409
  %795 = add nsw i64 %789, %794, !dbg !407
    #dbg_value(i64 %795, !163, !DIExpression(), !175)
  %796 = or disjoint i64 %778, 3, !dbg !408
    #dbg_value(i64 %796, !164, !DIExpression(), !404)
  %797 = getelementptr inbounds i16, ptr %8, i64 %796, !dbg !405
  %798 = load i16, ptr %797, align 2, !dbg !405, !tbaa !394
  %799 = sext i16 %798 to i64, !dbg !405
  %800 = shl nsw i64 %799, 2, !dbg !409
  %801 = add nsw i64 %795, %800, !dbg !407
    #dbg_value(i64 %801, !163, !DIExpression(), !175)
  %802 = add nuw nsw i64 %778, 4, !dbg !408
    #dbg_value(i64 %802, !164, !DIExpression(), !404)
  %803 = icmp eq i64 %802, 60, !dbg !410
  br i1 %803, label %775, label %777, !dbg !397, !llvm.loop !411

804:                                              ; preds = %804, %775
  %805 = phi i64 [ %809, %804 ], [ 0, %775 ], !dbg !413
    #dbg_value(i64 %805, !171, !DIExpression(), !413)
  %806 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 0, i64 %805, !dbg !414
  %807 = load i8, ptr %806, align 1, !dbg !414, !tbaa !415
  %808 = icmp eq i8 %807, 0, !dbg !403
  %809 = add nuw nsw i64 %805, 1, !dbg !416
    #dbg_value(i64 %809, !171, !DIExpression(), !413)
  br i1 %808, label %810, label %804, !dbg !403, !llvm.loop !417

810:                                              ; preds = %804
  %811 = trunc nuw nsw i64 %805 to i32, !dbg !414
  store i8 65, ptr %9, align 16, !dbg !418, !tbaa !415
  %812 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %9, i32 noundef %811), !dbg !419
    #dbg_value(i64 1, !169, !DIExpression(), !402)
  br label %813, !dbg !403

813:                                              ; preds = %813, %810
  %814 = phi i64 [ %818, %813 ], [ 0, %810 ], !dbg !413
    #dbg_value(i64 %814, !171, !DIExpression(), !413)
  %815 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 1, i64 %814, !dbg !414
  %816 = load i8, ptr %815, align 1, !dbg !414, !tbaa !415
  %817 = icmp eq i8 %816, 0, !dbg !403
  %818 = add nuw nsw i64 %814, 1, !dbg !416
    #dbg_value(i64 %818, !171, !DIExpression(), !413)
  br i1 %817, label %819, label %813, !dbg !403, !llvm.loop !417

819:                                              ; preds = %813
  %820 = trunc nuw nsw i64 %814 to i32, !dbg !414
  %821 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !414
  %822 = load i8, ptr %821, align 8, !dbg !420, !tbaa !415
  %823 = add i8 %822, -32, !dbg !421
  store i8 %823, ptr %821, align 8, !dbg !418, !tbaa !415
  %824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %821, i32 noundef %820), !dbg !419
    #dbg_value(i64 2, !169, !DIExpression(), !402)
  br label %825, !dbg !403

825:                                              ; preds = %825, %819
  %826 = phi i64 [ %830, %825 ], [ 0, %819 ], !dbg !413
    #dbg_value(i64 %826, !171, !DIExpression(), !413)
  %827 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 2, i64 %826, !dbg !414
  %828 = load i8, ptr %827, align 1, !dbg !414, !tbaa !415
  %829 = icmp eq i8 %828, 0, !dbg !403
  %830 = add nuw nsw i64 %826, 1, !dbg !416
    #dbg_value(i64 %830, !171, !DIExpression(), !413)
  br i1 %829, label %831, label %825, !dbg !403, !llvm.loop !417

831:                                              ; preds = %825
  %832 = trunc nuw nsw i64 %826 to i32, !dbg !414
  %833 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !414
  %834 = load i8, ptr %833, align 16, !dbg !420, !tbaa !415
  %835 = add i8 %834, -32, !dbg !421
  store i8 %835, ptr %833, align 16, !dbg !418, !tbaa !415
  %836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %833, i32 noundef %832), !dbg !419
    #dbg_value(i64 3, !169, !DIExpression(), !402)
  br label %837, !dbg !403

837:                                              ; preds = %837, %831
  %838 = phi i64 [ %842, %837 ], [ 0, %831 ], !dbg !413
    #dbg_value(i64 %838, !171, !DIExpression(), !413)
  %839 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 3, i64 %838, !dbg !414
  %840 = load i8, ptr %839, align 1, !dbg !414, !tbaa !415
  %841 = icmp eq i8 %840, 0, !dbg !403
  %842 = add nuw nsw i64 %838, 1, !dbg !416
    #dbg_value(i64 %842, !171, !DIExpression(), !413)
  br i1 %841, label %843, label %837, !dbg !403, !llvm.loop !417

843:                                              ; preds = %837
  %844 = trunc nuw nsw i64 %838 to i32, !dbg !414
  %845 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !414
  %846 = load i8, ptr %845, align 8, !dbg !420, !tbaa !415
  %847 = add i8 %846, -32, !dbg !421
  store i8 %847, ptr %845, align 8, !dbg !418, !tbaa !415
  %848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %845, i32 noundef %844), !dbg !419
    #dbg_value(i64 4, !169, !DIExpression(), !402)
  br label %849, !dbg !403

849:                                              ; preds = %849, %843
  %850 = phi i64 [ %854, %849 ], [ 0, %843 ], !dbg !413
    #dbg_value(i64 %850, !171, !DIExpression(), !413)
  %851 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 4, i64 %850, !dbg !414
  %852 = load i8, ptr %851, align 1, !dbg !414, !tbaa !415
  %853 = icmp eq i8 %852, 0, !dbg !403
  %854 = add nuw nsw i64 %850, 1, !dbg !416
    #dbg_value(i64 %854, !171, !DIExpression(), !413)
  br i1 %853, label %855, label %849, !dbg !403, !llvm.loop !417

855:                                              ; preds = %849
  %856 = trunc nuw nsw i64 %850 to i32, !dbg !414
  %857 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !414
  %858 = load i8, ptr %857, align 16, !dbg !420, !tbaa !415
  %859 = add i8 %858, -32, !dbg !421
  store i8 %859, ptr %857, align 16, !dbg !418, !tbaa !415
  %860 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %857, i32 noundef %856), !dbg !419
    #dbg_value(i64 5, !169, !DIExpression(), !402)
  %861 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 40, i64 noundef 8), !dbg !422
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %8) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 252, ptr nonnull %7) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %6) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %5) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %4) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %3) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %2) #8, !dbg !423
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #8, !dbg !423
  ret i32 0, !dbg !423
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mat_mul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !424 {
    #dbg_value(i32 6, !428, !DIExpression(), !442)
    #dbg_value(ptr %0, !429, !DIExpression(), !442)
    #dbg_value(ptr %1, !430, !DIExpression(), !442)
    #dbg_value(ptr %2, !431, !DIExpression(), !442)
    #dbg_value(i32 0, !432, !DIExpression(), !443)
  %4 = getelementptr inbounds i8, ptr %1, i64 48
  %5 = getelementptr inbounds i8, ptr %1, i64 96
  %6 = getelementptr inbounds i8, ptr %1, i64 144
  %7 = getelementptr inbounds i8, ptr %1, i64 192
  %8 = getelementptr inbounds i8, ptr %1, i64 240
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = getelementptr inbounds i8, ptr %1, i64 56
  %11 = getelementptr inbounds i8, ptr %1, i64 104
  %12 = getelementptr inbounds i8, ptr %1, i64 152
  %13 = getelementptr inbounds i8, ptr %1, i64 200
  %14 = getelementptr inbounds i8, ptr %1, i64 248
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = getelementptr inbounds i8, ptr %1, i64 64
  %17 = getelementptr inbounds i8, ptr %1, i64 112
  %18 = getelementptr inbounds i8, ptr %1, i64 160
  %19 = getelementptr inbounds i8, ptr %1, i64 208
  %20 = getelementptr inbounds i8, ptr %1, i64 256
  %21 = getelementptr inbounds i8, ptr %1, i64 24
  %22 = getelementptr inbounds i8, ptr %1, i64 72
  %23 = getelementptr inbounds i8, ptr %1, i64 120
  %24 = getelementptr inbounds i8, ptr %1, i64 168
  %25 = getelementptr inbounds i8, ptr %1, i64 216
  %26 = getelementptr inbounds i8, ptr %1, i64 264
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  %28 = getelementptr inbounds i8, ptr %1, i64 80
  %29 = getelementptr inbounds i8, ptr %1, i64 128
  %30 = getelementptr inbounds i8, ptr %1, i64 176
  %31 = getelementptr inbounds i8, ptr %1, i64 224
  %32 = getelementptr inbounds i8, ptr %1, i64 272
  %33 = getelementptr inbounds i8, ptr %1, i64 40
  %34 = getelementptr inbounds i8, ptr %1, i64 88
  %35 = getelementptr inbounds i8, ptr %1, i64 136
  %36 = getelementptr inbounds i8, ptr %1, i64 184
  %37 = getelementptr inbounds i8, ptr %1, i64 232
  %38 = getelementptr inbounds i8, ptr %1, i64 280
  br label %39, !dbg !444

39:                                               ; preds = %3, %39
  %40 = phi i64 [ 0, %3 ], [ %191, %39 ]
    #dbg_value(i64 %40, !432, !DIExpression(), !443)
    #dbg_value(i32 0, !434, !DIExpression(), !445)
  %41 = getelementptr inbounds [6 x i64], ptr %0, i64 %40, i64 0, !dbg !446
    #dbg_value(i64 0, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
    #dbg_value(i64 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
  %42 = load i64, ptr %41, align 8, !dbg !446, !tbaa !190
  %43 = load i64, ptr %1, align 8, !dbg !450, !tbaa !190
  %44 = mul nsw i64 %43, %42, !dbg !451
    #dbg_value(i64 %44, !437, !DIExpression(), !449)
    #dbg_value(i64 1, !440, !DIExpression(), !448)
  %45 = getelementptr inbounds [6 x i64], ptr %0, i64 %40, i64 1, !dbg !446
  %46 = load i64, ptr %45, align 8, !dbg !446, !tbaa !190
  %47 = load i64, ptr %4, align 8, !dbg !450, !tbaa !190
  %48 = mul nsw i64 %47, %46, !dbg !451
  %49 = add nsw i64 %48, %44, !dbg !452
    #dbg_value(i64 %49, !437, !DIExpression(), !449)
    #dbg_value(i64 2, !440, !DIExpression(), !448)
  %50 = getelementptr inbounds [6 x i64], ptr %0, i64 %40, i64 2, !dbg !446
  %51 = load i64, ptr %50, align 8, !dbg !446, !tbaa !190
  %52 = load i64, ptr %5, align 8, !dbg !450, !tbaa !190
  %53 = mul nsw i64 %52, %51, !dbg !451
  %54 = add nsw i64 %53, %49, !dbg !452
    #dbg_value(i64 %54, !437, !DIExpression(), !449)
    #dbg_value(i64 3, !440, !DIExpression(), !448)
  %55 = getelementptr inbounds [6 x i64], ptr %0, i64 %40, i64 3, !dbg !446
  %56 = load i64, ptr %55, align 8, !dbg !446, !tbaa !190
  %57 = load i64, ptr %6, align 8, !dbg !450, !tbaa !190
  %58 = mul nsw i64 %57, %56, !dbg !451
  %59 = add nsw i64 %58, %54, !dbg !452
    #dbg_value(i64 %59, !437, !DIExpression(), !449)
    #dbg_value(i64 4, !440, !DIExpression(), !448)
  %60 = getelementptr inbounds [6 x i64], ptr %0, i64 %40, i64 4, !dbg !446
  %61 = load i64, ptr %60, align 8, !dbg !446, !tbaa !190
  %62 = load i64, ptr %7, align 8, !dbg !450, !tbaa !190
  %63 = mul nsw i64 %62, %61, !dbg !451
  %64 = add nsw i64 %63, %59, !dbg !452
    #dbg_value(i64 %64, !437, !DIExpression(), !449)
    #dbg_value(i64 5, !440, !DIExpression(), !448)
  %65 = getelementptr inbounds [6 x i64], ptr %0, i64 %40, i64 5, !dbg !446
  %66 = load i64, ptr %65, align 8, !dbg !446, !tbaa !190
  %67 = load i64, ptr %8, align 8, !dbg !450, !tbaa !190
  %68 = mul nsw i64 %67, %66, !dbg !451
  %69 = add nsw i64 %68, %64, !dbg !452
    #dbg_value(i64 %69, !437, !DIExpression(), !449)
    #dbg_value(i64 6, !440, !DIExpression(), !448)
  %70 = getelementptr inbounds [6 x i64], ptr %2, i64 %40, i64 0, !dbg !453
  store i64 %69, ptr %70, align 8, !dbg !454, !tbaa !190
    #dbg_value(i64 1, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
    #dbg_value(i64 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
  %71 = load i64, ptr %41, align 8, !dbg !446, !tbaa !190
  %72 = load i64, ptr %9, align 8, !dbg !450, !tbaa !190
  %73 = mul nsw i64 %72, %71, !dbg !451
    #dbg_value(i64 %73, !437, !DIExpression(), !449)
    #dbg_value(i64 1, !440, !DIExpression(), !448)
  %74 = load i64, ptr %45, align 8, !dbg !446, !tbaa !190
  %75 = load i64, ptr %10, align 8, !dbg !450, !tbaa !190
  %76 = mul nsw i64 %75, %74, !dbg !451
  %77 = add nsw i64 %76, %73, !dbg !452
    #dbg_value(i64 %77, !437, !DIExpression(), !449)
    #dbg_value(i64 2, !440, !DIExpression(), !448)
  %78 = load i64, ptr %50, align 8, !dbg !446, !tbaa !190
  %79 = load i64, ptr %11, align 8, !dbg !450, !tbaa !190
  %80 = mul nsw i64 %79, %78, !dbg !451
  %81 = add nsw i64 %80, %77, !dbg !452
    #dbg_value(i64 %81, !437, !DIExpression(), !449)
    #dbg_value(i64 3, !440, !DIExpression(), !448)
  %82 = load i64, ptr %55, align 8, !dbg !446, !tbaa !190
  %83 = load i64, ptr %12, align 8, !dbg !450, !tbaa !190
  %84 = mul nsw i64 %83, %82, !dbg !451
  %85 = add nsw i64 %84, %81, !dbg !452
    #dbg_value(i64 %85, !437, !DIExpression(), !449)
    #dbg_value(i64 4, !440, !DIExpression(), !448)
  %86 = load i64, ptr %60, align 8, !dbg !446, !tbaa !190
  %87 = load i64, ptr %13, align 8, !dbg !450, !tbaa !190
  %88 = mul nsw i64 %87, %86, !dbg !451
  %89 = add nsw i64 %88, %85, !dbg !452
    #dbg_value(i64 %89, !437, !DIExpression(), !449)
    #dbg_value(i64 5, !440, !DIExpression(), !448)
  %90 = load i64, ptr %65, align 8, !dbg !446, !tbaa !190
  %91 = load i64, ptr %14, align 8, !dbg !450, !tbaa !190
  %92 = mul nsw i64 %91, %90, !dbg !451
  %93 = add nsw i64 %92, %89, !dbg !452
    #dbg_value(i64 %93, !437, !DIExpression(), !449)
    #dbg_value(i64 6, !440, !DIExpression(), !448)
  %94 = getelementptr inbounds [6 x i64], ptr %2, i64 %40, i64 1, !dbg !453
  store i64 %93, ptr %94, align 8, !dbg !454, !tbaa !190
    #dbg_value(i64 2, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
    #dbg_value(i64 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
  %95 = load i64, ptr %41, align 8, !dbg !446, !tbaa !190
  %96 = load i64, ptr %15, align 8, !dbg !450, !tbaa !190
  %97 = mul nsw i64 %96, %95, !dbg !451
    #dbg_value(i64 %97, !437, !DIExpression(), !449)
    #dbg_value(i64 1, !440, !DIExpression(), !448)
  %98 = load i64, ptr %45, align 8, !dbg !446, !tbaa !190
  %99 = load i64, ptr %16, align 8, !dbg !450, !tbaa !190
  %100 = mul nsw i64 %99, %98, !dbg !451
  %101 = add nsw i64 %100, %97, !dbg !452
    #dbg_value(i64 %101, !437, !DIExpression(), !449)
    #dbg_value(i64 2, !440, !DIExpression(), !448)
  %102 = load i64, ptr %50, align 8, !dbg !446, !tbaa !190
  %103 = load i64, ptr %17, align 8, !dbg !450, !tbaa !190
  %104 = mul nsw i64 %103, %102, !dbg !451
  %105 = add nsw i64 %104, %101, !dbg !452
    #dbg_value(i64 %105, !437, !DIExpression(), !449)
    #dbg_value(i64 3, !440, !DIExpression(), !448)
  %106 = load i64, ptr %55, align 8, !dbg !446, !tbaa !190
  %107 = load i64, ptr %18, align 8, !dbg !450, !tbaa !190
  %108 = mul nsw i64 %107, %106, !dbg !451
  %109 = add nsw i64 %108, %105, !dbg !452
    #dbg_value(i64 %109, !437, !DIExpression(), !449)
    #dbg_value(i64 4, !440, !DIExpression(), !448)
  %110 = load i64, ptr %60, align 8, !dbg !446, !tbaa !190
  %111 = load i64, ptr %19, align 8, !dbg !450, !tbaa !190
  %112 = mul nsw i64 %111, %110, !dbg !451
  %113 = add nsw i64 %112, %109, !dbg !452
    #dbg_value(i64 %113, !437, !DIExpression(), !449)
    #dbg_value(i64 5, !440, !DIExpression(), !448)
  %114 = load i64, ptr %65, align 8, !dbg !446, !tbaa !190
  %115 = load i64, ptr %20, align 8, !dbg !450, !tbaa !190
  %116 = mul nsw i64 %115, %114, !dbg !451
  %117 = add nsw i64 %116, %113, !dbg !452
    #dbg_value(i64 %117, !437, !DIExpression(), !449)
    #dbg_value(i64 6, !440, !DIExpression(), !448)
  %118 = getelementptr inbounds [6 x i64], ptr %2, i64 %40, i64 2, !dbg !453
  store i64 %117, ptr %118, align 8, !dbg !454, !tbaa !190
    #dbg_value(i64 3, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
    #dbg_value(i64 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
  %119 = load i64, ptr %41, align 8, !dbg !446, !tbaa !190
  %120 = load i64, ptr %21, align 8, !dbg !450, !tbaa !190
  %121 = mul nsw i64 %120, %119, !dbg !451
    #dbg_value(i64 %121, !437, !DIExpression(), !449)
    #dbg_value(i64 1, !440, !DIExpression(), !448)
  %122 = load i64, ptr %45, align 8, !dbg !446, !tbaa !190
  %123 = load i64, ptr %22, align 8, !dbg !450, !tbaa !190
  %124 = mul nsw i64 %123, %122, !dbg !451
  %125 = add nsw i64 %124, %121, !dbg !452
    #dbg_value(i64 %125, !437, !DIExpression(), !449)
    #dbg_value(i64 2, !440, !DIExpression(), !448)
  %126 = load i64, ptr %50, align 8, !dbg !446, !tbaa !190
  %127 = load i64, ptr %23, align 8, !dbg !450, !tbaa !190
  %128 = mul nsw i64 %127, %126, !dbg !451
  %129 = add nsw i64 %128, %125, !dbg !452
    #dbg_value(i64 %129, !437, !DIExpression(), !449)
    #dbg_value(i64 3, !440, !DIExpression(), !448)
  %130 = load i64, ptr %55, align 8, !dbg !446, !tbaa !190
  %131 = load i64, ptr %24, align 8, !dbg !450, !tbaa !190
  %132 = mul nsw i64 %131, %130, !dbg !451
  %133 = add nsw i64 %132, %129, !dbg !452
    #dbg_value(i64 %133, !437, !DIExpression(), !449)
    #dbg_value(i64 4, !440, !DIExpression(), !448)
  %134 = load i64, ptr %60, align 8, !dbg !446, !tbaa !190
  %135 = load i64, ptr %25, align 8, !dbg !450, !tbaa !190
  %136 = mul nsw i64 %135, %134, !dbg !451
  %137 = add nsw i64 %136, %133, !dbg !452
    #dbg_value(i64 %137, !437, !DIExpression(), !449)
    #dbg_value(i64 5, !440, !DIExpression(), !448)
  %138 = load i64, ptr %65, align 8, !dbg !446, !tbaa !190
  %139 = load i64, ptr %26, align 8, !dbg !450, !tbaa !190
  %140 = mul nsw i64 %139, %138, !dbg !451
  %141 = add nsw i64 %140, %137, !dbg !452
    #dbg_value(i64 %141, !437, !DIExpression(), !449)
    #dbg_value(i64 6, !440, !DIExpression(), !448)
  %142 = getelementptr inbounds [6 x i64], ptr %2, i64 %40, i64 3, !dbg !453
  store i64 %141, ptr %142, align 8, !dbg !454, !tbaa !190
    #dbg_value(i64 4, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
    #dbg_value(i64 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
  %143 = load i64, ptr %41, align 8, !dbg !446, !tbaa !190
  %144 = load i64, ptr %27, align 8, !dbg !450, !tbaa !190
  %145 = mul nsw i64 %144, %143, !dbg !451
    #dbg_value(i64 %145, !437, !DIExpression(), !449)
    #dbg_value(i64 1, !440, !DIExpression(), !448)
  %146 = load i64, ptr %45, align 8, !dbg !446, !tbaa !190
  %147 = load i64, ptr %28, align 8, !dbg !450, !tbaa !190
  %148 = mul nsw i64 %147, %146, !dbg !451
  %149 = add nsw i64 %148, %145, !dbg !452
    #dbg_value(i64 %149, !437, !DIExpression(), !449)
    #dbg_value(i64 2, !440, !DIExpression(), !448)
  %150 = load i64, ptr %50, align 8, !dbg !446, !tbaa !190
  %151 = load i64, ptr %29, align 8, !dbg !450, !tbaa !190
  %152 = mul nsw i64 %151, %150, !dbg !451
  %153 = add nsw i64 %152, %149, !dbg !452
    #dbg_value(i64 %153, !437, !DIExpression(), !449)
    #dbg_value(i64 3, !440, !DIExpression(), !448)
  %154 = load i64, ptr %55, align 8, !dbg !446, !tbaa !190
  %155 = load i64, ptr %30, align 8, !dbg !450, !tbaa !190
  %156 = mul nsw i64 %155, %154, !dbg !451
  %157 = add nsw i64 %156, %153, !dbg !452
    #dbg_value(i64 %157, !437, !DIExpression(), !449)
    #dbg_value(i64 4, !440, !DIExpression(), !448)
  %158 = load i64, ptr %60, align 8, !dbg !446, !tbaa !190
  %159 = load i64, ptr %31, align 8, !dbg !450, !tbaa !190
  %160 = mul nsw i64 %159, %158, !dbg !451
  %161 = add nsw i64 %160, %157, !dbg !452
    #dbg_value(i64 %161, !437, !DIExpression(), !449)
    #dbg_value(i64 5, !440, !DIExpression(), !448)
  %162 = load i64, ptr %65, align 8, !dbg !446, !tbaa !190
  %163 = load i64, ptr %32, align 8, !dbg !450, !tbaa !190
  %164 = mul nsw i64 %163, %162, !dbg !451
  %165 = add nsw i64 %164, %161, !dbg !452
    #dbg_value(i64 %165, !437, !DIExpression(), !449)
    #dbg_value(i64 6, !440, !DIExpression(), !448)
  %166 = getelementptr inbounds [6 x i64], ptr %2, i64 %40, i64 4, !dbg !453
  store i64 %165, ptr %166, align 8, !dbg !454, !tbaa !190
    #dbg_value(i64 5, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
    #dbg_value(i64 0, !440, !DIExpression(), !448)
    #dbg_value(i64 0, !437, !DIExpression(), !449)
  %167 = load i64, ptr %41, align 8, !dbg !446, !tbaa !190
  %168 = load i64, ptr %33, align 8, !dbg !450, !tbaa !190
  %169 = mul nsw i64 %168, %167, !dbg !451
    #dbg_value(i64 %169, !437, !DIExpression(), !449)
    #dbg_value(i64 1, !440, !DIExpression(), !448)
  %170 = load i64, ptr %45, align 8, !dbg !446, !tbaa !190
  %171 = load i64, ptr %34, align 8, !dbg !450, !tbaa !190
  %172 = mul nsw i64 %171, %170, !dbg !451
  %173 = add nsw i64 %172, %169, !dbg !452
    #dbg_value(i64 %173, !437, !DIExpression(), !449)
    #dbg_value(i64 2, !440, !DIExpression(), !448)
  %174 = load i64, ptr %50, align 8, !dbg !446, !tbaa !190
  %175 = load i64, ptr %35, align 8, !dbg !450, !tbaa !190
  %176 = mul nsw i64 %175, %174, !dbg !451
  %177 = add nsw i64 %176, %173, !dbg !452
    #dbg_value(i64 %177, !437, !DIExpression(), !449)
    #dbg_value(i64 3, !440, !DIExpression(), !448)
  %178 = load i64, ptr %55, align 8, !dbg !446, !tbaa !190
  %179 = load i64, ptr %36, align 8, !dbg !450, !tbaa !190
  %180 = mul nsw i64 %179, %178, !dbg !451
  %181 = add nsw i64 %180, %177, !dbg !452
    #dbg_value(i64 %181, !437, !DIExpression(), !449)
    #dbg_value(i64 4, !440, !DIExpression(), !448)
  %182 = load i64, ptr %60, align 8, !dbg !446, !tbaa !190
  %183 = load i64, ptr %37, align 8, !dbg !450, !tbaa !190
  %184 = mul nsw i64 %183, %182, !dbg !451
  %185 = add nsw i64 %184, %181, !dbg !452
    #dbg_value(i64 %185, !437, !DIExpression(), !449)
    #dbg_value(i64 5, !440, !DIExpression(), !448)
  %186 = load i64, ptr %65, align 8, !dbg !446, !tbaa !190
  %187 = load i64, ptr %38, align 8, !dbg !450, !tbaa !190
  %188 = mul nsw i64 %187, %186, !dbg !451
  %189 = add nsw i64 %188, %185, !dbg !452
    #dbg_value(i64 %189, !437, !DIExpression(), !449)
    #dbg_value(i64 6, !440, !DIExpression(), !448)
  %190 = getelementptr inbounds [6 x i64], ptr %2, i64 %40, i64 5, !dbg !453
  store i64 %189, ptr %190, align 8, !dbg !454, !tbaa !190
    #dbg_value(i64 6, !434, !DIExpression(), !445)
  %191 = add nuw nsw i64 %40, 1, !dbg !455
    #dbg_value(i64 %191, !432, !DIExpression(), !443)
  %192 = icmp eq i64 %191, 6, !dbg !456
  br i1 %192, label %193, label %39, !dbg !444, !llvm.loop !457

193:                                              ; preds = %39
  ret void, !dbg !459
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_mat(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !460 {
    #dbg_value(ptr %0, !466, !DIExpression(), !474)
    #dbg_value(ptr %1, !467, !DIExpression(), !474)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) %0), !dbg !475
    #dbg_value(i32 0, !468, !DIExpression(), !476)
    #dbg_value(i64 0, !468, !DIExpression(), !476)
    #dbg_value(i32 0, !470, !DIExpression(), !477)
    #dbg_value(i64 0, !470, !DIExpression(), !477)
  %4 = load i64, ptr %1, align 8, !dbg !478, !tbaa !190
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %4), !dbg !480
    #dbg_value(i64 1, !470, !DIExpression(), !477)
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !478
  %7 = load i64, ptr %6, align 8, !dbg !478, !tbaa !190
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %7), !dbg !480
    #dbg_value(i64 2, !470, !DIExpression(), !477)
  %9 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !478
  %10 = load i64, ptr %9, align 8, !dbg !478, !tbaa !190
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %10), !dbg !480
    #dbg_value(i64 3, !470, !DIExpression(), !477)
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !478
  %13 = load i64, ptr %12, align 8, !dbg !478, !tbaa !190
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %13), !dbg !480
    #dbg_value(i64 4, !470, !DIExpression(), !477)
  %15 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !478
  %16 = load i64, ptr %15, align 8, !dbg !478, !tbaa !190
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %16), !dbg !480
    #dbg_value(i64 5, !470, !DIExpression(), !477)
  %18 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !478
  %19 = load i64, ptr %18, align 8, !dbg !478, !tbaa !190
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %19), !dbg !480
    #dbg_value(i64 6, !470, !DIExpression(), !477)
  %21 = tail call i32 @putchar(i32 10), !dbg !481
    #dbg_value(i64 1, !468, !DIExpression(), !476)
    #dbg_value(i32 0, !470, !DIExpression(), !477)
    #dbg_value(i64 0, !470, !DIExpression(), !477)
  %22 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !478
  %23 = load i64, ptr %22, align 8, !dbg !478, !tbaa !190
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %23), !dbg !480
    #dbg_value(i64 1, !470, !DIExpression(), !477)
  %25 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !478
  %26 = load i64, ptr %25, align 8, !dbg !478, !tbaa !190
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %26), !dbg !480
    #dbg_value(i64 2, !470, !DIExpression(), !477)
  %28 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !478
  %29 = load i64, ptr %28, align 8, !dbg !478, !tbaa !190
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %29), !dbg !480
    #dbg_value(i64 3, !470, !DIExpression(), !477)
  %31 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !478
  %32 = load i64, ptr %31, align 8, !dbg !478, !tbaa !190
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %32), !dbg !480
    #dbg_value(i64 4, !470, !DIExpression(), !477)
  %34 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !478
  %35 = load i64, ptr %34, align 8, !dbg !478, !tbaa !190
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %35), !dbg !480
    #dbg_value(i64 5, !470, !DIExpression(), !477)
  %37 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !478
  %38 = load i64, ptr %37, align 8, !dbg !478, !tbaa !190
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %38), !dbg !480
    #dbg_value(i64 6, !470, !DIExpression(), !477)
  %40 = tail call i32 @putchar(i32 10), !dbg !481
    #dbg_value(i64 2, !468, !DIExpression(), !476)
    #dbg_value(i32 0, !470, !DIExpression(), !477)
    #dbg_value(i64 0, !470, !DIExpression(), !477)
  %41 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !478
  %42 = load i64, ptr %41, align 8, !dbg !478, !tbaa !190
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %42), !dbg !480
    #dbg_value(i64 1, !470, !DIExpression(), !477)
  %44 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !478
  %45 = load i64, ptr %44, align 8, !dbg !478, !tbaa !190
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %45), !dbg !480
    #dbg_value(i64 2, !470, !DIExpression(), !477)
  %47 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !478
  %48 = load i64, ptr %47, align 8, !dbg !478, !tbaa !190
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %48), !dbg !480
    #dbg_value(i64 3, !470, !DIExpression(), !477)
  %50 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !478
  %51 = load i64, ptr %50, align 8, !dbg !478, !tbaa !190
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %51), !dbg !480
    #dbg_value(i64 4, !470, !DIExpression(), !477)
  %53 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !478
  %54 = load i64, ptr %53, align 8, !dbg !478, !tbaa !190
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %54), !dbg !480
    #dbg_value(i64 5, !470, !DIExpression(), !477)
  %56 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !478
  %57 = load i64, ptr %56, align 8, !dbg !478, !tbaa !190
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %57), !dbg !480
    #dbg_value(i64 6, !470, !DIExpression(), !477)
  %59 = tail call i32 @putchar(i32 10), !dbg !481
    #dbg_value(i64 3, !468, !DIExpression(), !476)
    #dbg_value(i32 0, !470, !DIExpression(), !477)
    #dbg_value(i64 0, !470, !DIExpression(), !477)
  %60 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !478
  %61 = load i64, ptr %60, align 8, !dbg !478, !tbaa !190
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %61), !dbg !480
    #dbg_value(i64 1, !470, !DIExpression(), !477)
  %63 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !478
  %64 = load i64, ptr %63, align 8, !dbg !478, !tbaa !190
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %64), !dbg !480
    #dbg_value(i64 2, !470, !DIExpression(), !477)
  %66 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !478
  %67 = load i64, ptr %66, align 8, !dbg !478, !tbaa !190
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %67), !dbg !480
    #dbg_value(i64 3, !470, !DIExpression(), !477)
  %69 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !478
  %70 = load i64, ptr %69, align 8, !dbg !478, !tbaa !190
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %70), !dbg !480
    #dbg_value(i64 4, !470, !DIExpression(), !477)
  %72 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !478
  %73 = load i64, ptr %72, align 8, !dbg !478, !tbaa !190
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %73), !dbg !480
    #dbg_value(i64 5, !470, !DIExpression(), !477)
  %75 = getelementptr inbounds i8, ptr %1, i64 184, !dbg !478
  %76 = load i64, ptr %75, align 8, !dbg !478, !tbaa !190
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %76), !dbg !480
    #dbg_value(i64 6, !470, !DIExpression(), !477)
  %78 = tail call i32 @putchar(i32 10), !dbg !481
    #dbg_value(i64 4, !468, !DIExpression(), !476)
    #dbg_value(i32 0, !470, !DIExpression(), !477)
    #dbg_value(i64 0, !470, !DIExpression(), !477)
  %79 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !478
  %80 = load i64, ptr %79, align 8, !dbg !478, !tbaa !190
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %80), !dbg !480
    #dbg_value(i64 1, !470, !DIExpression(), !477)
  %82 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !478
  %83 = load i64, ptr %82, align 8, !dbg !478, !tbaa !190
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %83), !dbg !480
    #dbg_value(i64 2, !470, !DIExpression(), !477)
  %85 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !478
  %86 = load i64, ptr %85, align 8, !dbg !478, !tbaa !190
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %86), !dbg !480
    #dbg_value(i64 3, !470, !DIExpression(), !477)
  %88 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !478
  %89 = load i64, ptr %88, align 8, !dbg !478, !tbaa !190
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %89), !dbg !480
    #dbg_value(i64 4, !470, !DIExpression(), !477)
  %91 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !478
  %92 = load i64, ptr %91, align 8, !dbg !478, !tbaa !190
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %92), !dbg !480
    #dbg_value(i64 5, !470, !DIExpression(), !477)
  %94 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !478
  %95 = load i64, ptr %94, align 8, !dbg !478, !tbaa !190
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %95), !dbg !480
    #dbg_value(i64 6, !470, !DIExpression(), !477)
  %97 = tail call i32 @putchar(i32 10), !dbg !481
    #dbg_value(i64 5, !468, !DIExpression(), !476)
    #dbg_value(i32 0, !470, !DIExpression(), !477)
    #dbg_value(i64 0, !470, !DIExpression(), !477)
  %98 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !478
  %99 = load i64, ptr %98, align 8, !dbg !478, !tbaa !190
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %99), !dbg !480
    #dbg_value(i64 1, !470, !DIExpression(), !477)
  %101 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !478
  %102 = load i64, ptr %101, align 8, !dbg !478, !tbaa !190
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %102), !dbg !480
    #dbg_value(i64 2, !470, !DIExpression(), !477)
  %104 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !478
  %105 = load i64, ptr %104, align 8, !dbg !478, !tbaa !190
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %105), !dbg !480
    #dbg_value(i64 3, !470, !DIExpression(), !477)
  %107 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !478
  %108 = load i64, ptr %107, align 8, !dbg !478, !tbaa !190
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %108), !dbg !480
    #dbg_value(i64 4, !470, !DIExpression(), !477)
  %110 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !478
  %111 = load i64, ptr %110, align 8, !dbg !478, !tbaa !190
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %111), !dbg !480
    #dbg_value(i64 5, !470, !DIExpression(), !477)
  %113 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !478
  %114 = load i64, ptr %113, align 8, !dbg !478, !tbaa !190
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %114), !dbg !480
    #dbg_value(i64 6, !470, !DIExpression(), !477)
  %116 = tail call i32 @putchar(i32 10), !dbg !481
    #dbg_value(i64 6, !468, !DIExpression(), !476)
  ret void, !dbg !482
}

; Function Attrs: nofree nounwind
declare !dbg !483 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 43, column: 5, scope: !71)
!185 = !DILocation(line: 0, scope: !82)
!186 = !DILocation(line: 0, scope: !84)
!187 = !DILocation(line: 46, column: 21, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 45, column: 37)
!189 = distinct !DILexicalBlock(scope: !84, file: !2, line: 45, column: 9)
!190 = !{!191, !191, i64 0}
!191 = !{!"long", !192, i64 0}
!192 = !{!"omnipotent char", !193, i64 0}
!193 = !{!"Simple C/C++ TBAA"}
!194 = !DILocation(line: 47, column: 21, scope: !188)
!195 = !DILocation(line: 46, column: 13, scope: !188)
!196 = !DILocation(line: 47, column: 13, scope: !188)
!197 = !DILocation(line: 49, column: 5, scope: !71)
!198 = !DILocation(line: 50, column: 5, scope: !71)
!199 = !DILocalVariable(name: "m", arg: 1, scope: !200, file: !2, line: 17, type: !203)
!200 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 17, type: !201, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !205)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!204 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 384, elements: !19)
!205 = !{!199, !206, !208, !211}
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 18, type: !74)
!207 = distinct !DILexicalBlock(scope: !200, file: !2, line: 18, column: 5)
!208 = !DILocalVariable(name: "j", scope: !209, file: !2, line: 19, type: !74)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 19, column: 9)
!210 = distinct !DILexicalBlock(scope: !207, file: !2, line: 18, column: 5)
!211 = !DILocalVariable(name: "t", scope: !212, file: !2, line: 20, type: !53)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 19, column: 41)
!213 = distinct !DILexicalBlock(scope: !209, file: !2, line: 19, column: 9)
!214 = !DILocation(line: 0, scope: !200, inlinedAt: !215)
!215 = distinct !DILocation(line: 51, column: 5, scope: !71)
!216 = !DILocation(line: 0, scope: !207, inlinedAt: !215)
!217 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!218 = !DILocation(line: 20, column: 22, scope: !212, inlinedAt: !215)
!219 = !DILocation(line: 0, scope: !212, inlinedAt: !215)
!220 = !DILocation(line: 21, column: 23, scope: !212, inlinedAt: !215)
!221 = !DILocation(line: 21, column: 21, scope: !212, inlinedAt: !215)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 22, column: 21, scope: !212, inlinedAt: !215)
!224 = distinct !DIAssignID()
!225 = distinct !DIAssignID()
!226 = distinct !DIAssignID()
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = distinct !DIAssignID()
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = distinct !DIAssignID()
!235 = distinct !DIAssignID()
!236 = distinct !DIAssignID()
!237 = distinct !DIAssignID()
!238 = distinct !DIAssignID()
!239 = distinct !DIAssignID()
!240 = distinct !DIAssignID()
!241 = distinct !DIAssignID()
!242 = distinct !DIAssignID()
!243 = distinct !DIAssignID()
!244 = distinct !DIAssignID()
!245 = distinct !DIAssignID()
!246 = distinct !DIAssignID()
!247 = distinct !DIAssignID()
!248 = distinct !DIAssignID()
!249 = distinct !DIAssignID()
!250 = distinct !DIAssignID()
!251 = distinct !DIAssignID()
!252 = distinct !DIAssignID()
!253 = !DILocation(line: 52, column: 5, scope: !71)
!254 = !DILocalVariable(name: "m", arg: 1, scope: !255, file: !2, line: 26, type: !50)
!255 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 26, type: !256, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!53, !50}
!258 = !{!254, !259, !260}
!259 = !DILocalVariable(name: "t", scope: !255, file: !2, line: 27, type: !53)
!260 = !DILocalVariable(name: "i", scope: !261, file: !2, line: 28, type: !74)
!261 = distinct !DILexicalBlock(scope: !255, file: !2, line: 28, column: 5)
!262 = !DILocation(line: 0, scope: !255, inlinedAt: !263)
!263 = distinct !DILocation(line: 53, column: 27, scope: !71)
!264 = !DILocation(line: 0, scope: !261, inlinedAt: !263)
!265 = !DILocation(line: 29, column: 14, scope: !266, inlinedAt: !263)
!266 = distinct !DILexicalBlock(scope: !261, file: !2, line: 28, column: 5)
!267 = !DILocation(line: 29, column: 11, scope: !266, inlinedAt: !263)
!268 = !DILocation(line: 53, column: 5, scope: !71)
!269 = !DILocation(line: 55, column: 5, scope: !71)
!270 = !DILocation(line: 0, scope: !89)
!271 = !DILocation(line: 58, column: 21, scope: !272)
!272 = distinct !DILexicalBlock(scope: !91, file: !2, line: 57, column: 9)
!273 = !DILocation(line: 0, scope: !91)
!274 = !DILocation(line: 0, scope: !94)
!275 = !DILocation(line: 60, column: 9, scope: !97)
!276 = !DILocation(line: 0, scope: !96)
!277 = !DILocation(line: 63, column: 25, scope: !278)
!278 = distinct !DILexicalBlock(scope: !100, file: !2, line: 62, column: 13)
!279 = !DILocation(line: 0, scope: !100)
!280 = !DILocation(line: 65, column: 5, scope: !71)
!281 = !DILocation(line: 67, column: 5, scope: !71)
!282 = !DILocation(line: 67, column: 24, scope: !71)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !108)
!285 = !DILocation(line: 68, column: 5, scope: !108)
!286 = !DILocation(line: 69, column: 9, scope: !111)
!287 = !DILocation(line: 69, column: 19, scope: !111)
!288 = !{!289, !289, i64 0}
!289 = !{!"long long", !192, i64 0}
!290 = !DILocation(line: 0, scope: !110)
!291 = !DILocation(line: 70, column: 27, scope: !292)
!292 = distinct !DILexicalBlock(scope: !110, file: !2, line: 70, column: 9)
!293 = !DILocation(line: 70, column: 9, scope: !110)
!294 = !DILocation(line: 71, column: 25, scope: !292)
!295 = !DILocation(line: 71, column: 45, scope: !292)
!296 = !DILocation(line: 71, column: 43, scope: !292)
!297 = !DILocation(line: 71, column: 13, scope: !292)
!298 = !DILocation(line: 71, column: 23, scope: !292)
!299 = distinct !{!299, !293, !300, !301, !302, !303}
!300 = !DILocation(line: 71, column: 57, scope: !110)
!301 = !{!"llvm.loop.mustprogress"}
!302 = !{!"llvm.loop.isvectorized", i32 1}
!303 = !{!"llvm.loop.unroll.runtime.disable"}
!304 = !DILocation(line: 68, column: 30, scope: !112)
!305 = !DILocation(line: 68, column: 23, scope: !112)
!306 = distinct !{!306, !285, !307, !301}
!307 = !DILocation(line: 72, column: 5, scope: !108)
!308 = !DILocation(line: 0, scope: !114)
!309 = !DILocation(line: 0, scope: !116)
!310 = !DILocation(line: 75, column: 29, scope: !311)
!311 = distinct !DILexicalBlock(scope: !116, file: !2, line: 74, column: 9)
!312 = !DILocation(line: 75, column: 13, scope: !311)
!313 = !DILocation(line: 76, column: 9, scope: !117)
!314 = !DILocation(line: 78, column: 45, scope: !71)
!315 = !DILocation(line: 78, column: 58, scope: !71)
!316 = !DILocation(line: 78, column: 5, scope: !71)
!317 = !DILocation(line: 80, column: 5, scope: !71)
!318 = !DILocation(line: 82, column: 5, scope: !71)
!319 = !DILocation(line: 70, column: 34, scope: !292)
!320 = distinct !{!320, !293, !300, !301, !303, !302}
!321 = !DILocation(line: 0, scope: !130)
!322 = !DILocation(line: 83, column: 9, scope: !130)
!323 = !DILocation(line: 83, column: 45, scope: !324)
!324 = distinct !DILexicalBlock(scope: !130, file: !2, line: 83, column: 9)
!325 = !DILocation(line: 83, column: 58, scope: !324)
!326 = !{!327, !327, i64 0}
!327 = !{!"int", !192, i64 0}
!328 = distinct !{!328, !322, !329, !301, !302, !303}
!329 = !DILocation(line: 83, column: 61, scope: !130)
!330 = !DILocation(line: 83, column: 61, scope: !324)
!331 = !DILocation(line: 84, column: 12, scope: !131)
!332 = !DILocation(line: 0, scope: !133)
!333 = !DILocation(line: 85, column: 29, scope: !334)
!334 = distinct !DILexicalBlock(scope: !133, file: !2, line: 85, column: 9)
!335 = !DILocation(line: 85, column: 9, scope: !133)
!336 = !DILocation(line: 85, column: 60, scope: !334)
!337 = !DILocation(line: 85, column: 42, scope: !334)
!338 = !DILocation(line: 85, column: 57, scope: !334)
!339 = !DILocation(line: 85, column: 38, scope: !334)
!340 = distinct !{!340, !341}
!341 = !{!"llvm.loop.unroll.disable"}
!342 = !DILocation(line: 83, column: 41, scope: !324)
!343 = !DILocation(line: 83, column: 30, scope: !324)
!344 = distinct !{!344, !322, !329, !301, !303, !302}
!345 = !DILocation(line: 87, column: 13, scope: !131)
!346 = !DILocation(line: 0, scope: !135)
!347 = !DILocation(line: 88, column: 35, scope: !348)
!348 = distinct !DILexicalBlock(scope: !135, file: !2, line: 88, column: 13)
!349 = !DILocation(line: 88, column: 13, scope: !135)
!350 = !DILocation(line: 88, column: 49, scope: !348)
!351 = !DILocation(line: 88, column: 62, scope: !348)
!352 = distinct !{!352, !349, !353, !301, !302, !303}
!353 = !DILocation(line: 88, column: 65, scope: !135)
!354 = distinct !{!354, !335, !355, !301}
!355 = !DILocation(line: 85, column: 60, scope: !133)
!356 = !DILocation(line: 89, column: 16, scope: !136)
!357 = !DILocation(line: 90, column: 9, scope: !136)
!358 = !DILocation(line: 88, column: 65, scope: !348)
!359 = !DILocation(line: 88, column: 45, scope: !348)
!360 = distinct !{!360, !349, !353, !301, !303, !302}
!361 = !DILocation(line: 81, column: 48, scope: !71)
!362 = !DILocation(line: 86, column: 14, scope: !131)
!363 = !DILocation(line: 91, column: 18, scope: !141)
!364 = !DILocation(line: 91, column: 13, scope: !131)
!365 = !DILocation(line: 0, scope: !139)
!366 = !DILocation(line: 92, column: 33, scope: !367)
!367 = distinct !DILexicalBlock(scope: !139, file: !2, line: 92, column: 13)
!368 = !DILocation(line: 92, column: 13, scope: !139)
!369 = !DILocation(line: 92, column: 63, scope: !367)
!370 = !DILocation(line: 92, column: 46, scope: !367)
!371 = !DILocation(line: 92, column: 60, scope: !367)
!372 = !DILocation(line: 92, column: 42, scope: !367)
!373 = distinct !{!373, !341}
!374 = !DILocation(line: 93, column: 17, scope: !140)
!375 = !DILocation(line: 82, column: 23, scope: !71)
!376 = !DILocation(line: 94, column: 9, scope: !140)
!377 = distinct !{!377, !368, !378, !301}
!378 = !DILocation(line: 92, column: 63, scope: !139)
!379 = !DILocation(line: 82, column: 16, scope: !71)
!380 = distinct !{!380, !318, !381, !301}
!381 = !DILocation(line: 95, column: 5, scope: !71)
!382 = !DILocation(line: 0, scope: !143)
!383 = !DILocation(line: 0, scope: !145)
!384 = !DILocation(line: 98, column: 27, scope: !385)
!385 = distinct !DILexicalBlock(scope: !145, file: !2, line: 97, column: 9)
!386 = !DILocation(line: 98, column: 13, scope: !385)
!387 = !DILocation(line: 99, column: 9, scope: !146)
!388 = !DILocation(line: 102, column: 5, scope: !71)
!389 = !DILocation(line: 0, scope: !153)
!390 = !DILocation(line: 0, scope: !155)
!391 = !DILocation(line: 0, scope: !158)
!392 = !DILocation(line: 106, column: 31, scope: !393)
!393 = distinct !DILexicalBlock(scope: !158, file: !2, line: 105, column: 13)
!394 = !{!395, !395, i64 0}
!395 = !{!"short", !192, i64 0}
!396 = !DILocation(line: 106, column: 17, scope: !393)
!397 = !DILocation(line: 109, column: 5, scope: !165)
!398 = !DILocation(line: 111, column: 5, scope: !71)
!399 = !DILocation(line: 113, column: 5, scope: !71)
!400 = !DILocation(line: 113, column: 10, scope: !71)
!401 = distinct !DIAssignID()
!402 = !DILocation(line: 0, scope: !170)
!403 = !DILocation(line: 116, column: 9, scope: !172)
!404 = !DILocation(line: 0, scope: !165)
!405 = !DILocation(line: 110, column: 14, scope: !406)
!406 = distinct !DILexicalBlock(scope: !165, file: !2, line: 109, column: 5)
!407 = !DILocation(line: 110, column: 11, scope: !406)
!408 = !DILocation(line: 109, column: 30, scope: !406)
!409 = !DILocation(line: 110, column: 22, scope: !406)
!410 = !DILocation(line: 109, column: 23, scope: !406)
!411 = distinct !{!411, !397, !412, !301}
!412 = !DILocation(line: 110, column: 34, scope: !165)
!413 = !DILocation(line: 0, scope: !172)
!414 = !DILocation(line: 116, column: 16, scope: !172)
!415 = !{!192, !192, i64 0}
!416 = !DILocation(line: 117, column: 16, scope: !172)
!417 = distinct !{!417, !403, !416, !301}
!418 = !DILocation(line: 118, column: 21, scope: !172)
!419 = !DILocation(line: 119, column: 9, scope: !172)
!420 = !DILocation(line: 118, column: 30, scope: !172)
!421 = !DILocation(line: 118, column: 42, scope: !172)
!422 = !DILocation(line: 121, column: 5, scope: !71)
!423 = !DILocation(line: 123, column: 1, scope: !71)
!424 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 7, type: !425, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !427)
!425 = !DISubroutineType(cc: DW_CC_nocall, types: !426)
!426 = !{null, !74, !50, !50, !203}
!427 = !{!428, !429, !430, !431, !432, !434, !437, !440}
!428 = !DILocalVariable(name: "n", arg: 1, scope: !424, file: !2, line: 7, type: !74)
!429 = !DILocalVariable(name: "a", arg: 2, scope: !424, file: !2, line: 7, type: !50)
!430 = !DILocalVariable(name: "b", arg: 3, scope: !424, file: !2, line: 7, type: !50)
!431 = !DILocalVariable(name: "c", arg: 4, scope: !424, file: !2, line: 7, type: !203)
!432 = !DILocalVariable(name: "i", scope: !433, file: !2, line: 8, type: !74)
!433 = distinct !DILexicalBlock(scope: !424, file: !2, line: 8, column: 5)
!434 = !DILocalVariable(name: "j", scope: !435, file: !2, line: 9, type: !74)
!435 = distinct !DILexicalBlock(scope: !436, file: !2, line: 9, column: 9)
!436 = distinct !DILexicalBlock(scope: !433, file: !2, line: 8, column: 5)
!437 = !DILocalVariable(name: "s", scope: !438, file: !2, line: 10, type: !53)
!438 = distinct !DILexicalBlock(scope: !439, file: !2, line: 9, column: 37)
!439 = distinct !DILexicalBlock(scope: !435, file: !2, line: 9, column: 9)
!440 = !DILocalVariable(name: "k", scope: !441, file: !2, line: 11, type: !74)
!441 = distinct !DILexicalBlock(scope: !438, file: !2, line: 11, column: 13)
!442 = !DILocation(line: 0, scope: !424)
!443 = !DILocation(line: 0, scope: !433)
!444 = !DILocation(line: 8, column: 5, scope: !433)
!445 = !DILocation(line: 0, scope: !435)
!446 = !DILocation(line: 12, column: 22, scope: !447)
!447 = distinct !DILexicalBlock(scope: !441, file: !2, line: 11, column: 13)
!448 = !DILocation(line: 0, scope: !441)
!449 = !DILocation(line: 0, scope: !438)
!450 = !DILocation(line: 12, column: 32, scope: !447)
!451 = !DILocation(line: 12, column: 30, scope: !447)
!452 = !DILocation(line: 12, column: 19, scope: !447)
!453 = !DILocation(line: 13, column: 13, scope: !438)
!454 = !DILocation(line: 13, column: 21, scope: !438)
!455 = !DILocation(line: 8, column: 29, scope: !436)
!456 = !DILocation(line: 8, column: 23, scope: !436)
!457 = distinct !{!457, !444, !458, !301}
!458 = !DILocation(line: 14, column: 9, scope: !433)
!459 = !DILocation(line: 15, column: 1, scope: !424)
!460 = distinct !DISubprogram(name: "print_mat", scope: !2, file: !2, line: 33, type: !461, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !465)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !463, !50}
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!465 = !{!466, !467, !468, !470}
!466 = !DILocalVariable(name: "lbl", arg: 1, scope: !460, file: !2, line: 33, type: !463)
!467 = !DILocalVariable(name: "m", arg: 2, scope: !460, file: !2, line: 33, type: !50)
!468 = !DILocalVariable(name: "i", scope: !469, file: !2, line: 35, type: !74)
!469 = distinct !DILexicalBlock(scope: !460, file: !2, line: 35, column: 5)
!470 = !DILocalVariable(name: "j", scope: !471, file: !2, line: 36, type: !74)
!471 = distinct !DILexicalBlock(scope: !472, file: !2, line: 36, column: 9)
!472 = distinct !DILexicalBlock(scope: !473, file: !2, line: 35, column: 33)
!473 = distinct !DILexicalBlock(scope: !469, file: !2, line: 35, column: 5)
!474 = !DILocation(line: 0, scope: !460)
!475 = !DILocation(line: 34, column: 5, scope: !460)
!476 = !DILocation(line: 0, scope: !469)
!477 = !DILocation(line: 0, scope: !471)
!478 = !DILocation(line: 37, column: 28, scope: !479)
!479 = distinct !DILexicalBlock(scope: !471, file: !2, line: 36, column: 9)
!480 = !DILocation(line: 37, column: 13, scope: !479)
!481 = !DILocation(line: 38, column: 9, scope: !472)
!482 = !DILocation(line: 40, column: 1, scope: !460)
!483 = !DISubprogram(name: "printf", scope: !484, file: !484, line: 356, type: !485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!485 = !DISubroutineType(types: !486)
!486 = !{!74, !487, null}
!487 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !463)
