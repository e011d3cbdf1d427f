; ModuleID = 'arrays2d.c'
source_filename = "arrays2d.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"transposed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"%llu \00", align 1, !dbg !16
@.str.6 = private unnamed_addr constant [29 x i8] c"C(39,19)=%llu C(30,15)=%llu\0A\00", align 1, !dbg !21
@.str.7 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [43 x i8] c"cube sum=%ld cube[2][3][4]=%d flat[37]=%d\0A\00", align 1, !dbg !28
@__const.main.words = private unnamed_addr constant [5 x [8 x i8]] [[8 x i8] c"alpha\00\00\00", [8 x i8] c"beta\00\00\00\00", [8 x i8] c"gamma\00\00\00", [8 x i8] c"delta\00\00\00", [8 x i8] c"eps\00\00\00\00\00"], align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [27 x i8] c"\0Asizeof words=%zu row=%zu\0A\00", align 1, !dbg !38
@.str.12 = private unnamed_addr constant [5 x i8] c"%8ld\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
  %1 = alloca [6 x [6 x i32]], align 4, !DIAssignID !175
    #dbg_assign(i1 undef, !77, !DIExpression(), !175, ptr %1, !DIExpression(), !176)
  %2 = alloca [6 x [6 x i32]], align 4, !DIAssignID !177
    #dbg_assign(i1 undef, !80, !DIExpression(), !177, ptr %2, !DIExpression(), !176)
  %3 = alloca [6 x [6 x i32]], align 4, !DIAssignID !178
    #dbg_assign(i1 undef, !81, !DIExpression(), !178, ptr %3, !DIExpression(), !176)
  %4 = alloca [6 x [6 x i32]], align 4, !DIAssignID !179
    #dbg_assign(i1 undef, !87, !DIExpression(), !179, ptr %4, !DIExpression(), !176)
  %5 = alloca [6 x [6 x i32]], align 4, !DIAssignID !180
    #dbg_assign(i1 undef, !88, !DIExpression(), !180, ptr %5, !DIExpression(), !176)
  %6 = alloca [40 x [40 x i64]], align 8, !DIAssignID !181
    #dbg_assign(i1 undef, !103, !DIExpression(), !181, ptr %6, !DIExpression(), !176)
  %7 = alloca [7 x [9 x i32]], align 4, !DIAssignID !182
    #dbg_assign(i1 undef, !120, !DIExpression(), !182, ptr %7, !DIExpression(), !176)
  %8 = alloca [3 x [4 x [5 x i16]]], align 2, !DIAssignID !183
    #dbg_assign(i1 undef, !149, !DIExpression(), !183, ptr %8, !DIExpression(), !176)
  %9 = alloca [5 x [8 x i8]], align 1, !DIAssignID !184
    #dbg_assign(i1 undef, !167, !DIExpression(), !184, ptr %9, !DIExpression(), !176)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %1) #8, !dbg !185
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %2) #8, !dbg !185
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %3) #8, !dbg !185
    #dbg_value(i32 0, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
  store i32 -1, ptr %1, align 4, !dbg !188, !tbaa !191
  store i32 2, ptr %2, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 1, !84, !DIExpression(), !187)
  %10 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !196
  store i32 0, ptr %10, align 4, !dbg !188, !tbaa !191
  %11 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !197
  store i32 1, ptr %11, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 2, !84, !DIExpression(), !187)
  %12 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !196
  store i32 1, ptr %12, align 4, !dbg !188, !tbaa !191
  %13 = getelementptr inbounds i8, ptr %2, i32 8, !dbg !197
  store i32 2, ptr %13, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 3, !84, !DIExpression(), !187)
  %14 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !196
  store i32 2, ptr %14, align 4, !dbg !188, !tbaa !191
  %15 = getelementptr inbounds i8, ptr %2, i32 12, !dbg !197
  store i32 0, ptr %15, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 4, !84, !DIExpression(), !187)
  %16 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !196
  store i32 3, ptr %16, align 4, !dbg !188, !tbaa !191
  %17 = getelementptr inbounds i8, ptr %2, i32 16, !dbg !197
  store i32 1, ptr %17, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 5, !84, !DIExpression(), !187)
  %18 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !196
  store i32 -3, ptr %18, align 4, !dbg !188, !tbaa !191
  %19 = getelementptr inbounds i8, ptr %2, i32 20, !dbg !197
  store i32 2, ptr %19, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 6, !84, !DIExpression(), !187)
    #dbg_value(i32 1, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
  %20 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !196
  store i32 1, ptr %20, align 4, !dbg !188, !tbaa !191
  %21 = getelementptr inbounds i8, ptr %2, i32 24, !dbg !197
  store i32 1, ptr %21, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 1, !84, !DIExpression(), !187)
  %22 = getelementptr inbounds i8, ptr %1, i32 28, !dbg !196
  store i32 3, ptr %22, align 4, !dbg !188, !tbaa !191
  %23 = getelementptr inbounds i8, ptr %2, i32 28, !dbg !197
  store i32 4, ptr %23, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 2, !84, !DIExpression(), !187)
  %24 = getelementptr inbounds i8, ptr %1, i32 32, !dbg !196
  store i32 -2, ptr %24, align 4, !dbg !188, !tbaa !191
  %25 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !197
  store i32 0, ptr %25, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 3, !84, !DIExpression(), !187)
  %26 = getelementptr inbounds i8, ptr %1, i32 36, !dbg !196
  store i32 0, ptr %26, align 4, !dbg !188, !tbaa !191
  %27 = getelementptr inbounds i8, ptr %2, i32 36, !dbg !197
  store i32 1, ptr %27, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 4, !84, !DIExpression(), !187)
  %28 = getelementptr inbounds i8, ptr %1, i32 40, !dbg !196
  store i32 2, ptr %28, align 4, !dbg !188, !tbaa !191
  %29 = getelementptr inbounds i8, ptr %2, i32 40, !dbg !197
  store i32 2, ptr %29, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 5, !84, !DIExpression(), !187)
  %30 = getelementptr inbounds i8, ptr %1, i32 44, !dbg !196
  store i32 -3, ptr %30, align 4, !dbg !188, !tbaa !191
  %31 = getelementptr inbounds i8, ptr %2, i32 44, !dbg !197
  store i32 0, ptr %31, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 6, !84, !DIExpression(), !187)
    #dbg_value(i32 2, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
  %32 = getelementptr inbounds i8, ptr %1, i32 48, !dbg !196
  store i32 3, ptr %32, align 4, !dbg !188, !tbaa !191
  %33 = getelementptr inbounds i8, ptr %2, i32 48, !dbg !197
  store i32 2, ptr %33, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 1, !84, !DIExpression(), !187)
  %34 = getelementptr inbounds i8, ptr %1, i32 52, !dbg !196
  store i32 -1, ptr %34, align 4, !dbg !188, !tbaa !191
  %35 = getelementptr inbounds i8, ptr %2, i32 52, !dbg !197
  store i32 0, ptr %35, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 2, !84, !DIExpression(), !187)
  %36 = getelementptr inbounds i8, ptr %1, i32 56, !dbg !196
  store i32 2, ptr %36, align 4, !dbg !188, !tbaa !191
  %37 = getelementptr inbounds i8, ptr %2, i32 56, !dbg !197
  store i32 3, ptr %37, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 3, !84, !DIExpression(), !187)
  %38 = getelementptr inbounds i8, ptr %1, i32 60, !dbg !196
  store i32 -2, ptr %38, align 4, !dbg !188, !tbaa !191
  %39 = getelementptr inbounds i8, ptr %2, i32 60, !dbg !197
  store i32 2, ptr %39, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 4, !84, !DIExpression(), !187)
  %40 = getelementptr inbounds i8, ptr %1, i32 64, !dbg !196
  store i32 1, ptr %40, align 4, !dbg !188, !tbaa !191
  %41 = getelementptr inbounds i8, ptr %2, i32 64, !dbg !197
  store i32 0, ptr %41, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 5, !84, !DIExpression(), !187)
  %42 = getelementptr inbounds i8, ptr %1, i32 68, !dbg !196
  store i32 -3, ptr %42, align 4, !dbg !188, !tbaa !191
  %43 = getelementptr inbounds i8, ptr %2, i32 68, !dbg !197
  store i32 1, ptr %43, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 6, !84, !DIExpression(), !187)
    #dbg_value(i32 3, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
  %44 = getelementptr inbounds i8, ptr %1, i32 72, !dbg !196
  store i32 -2, ptr %44, align 4, !dbg !188, !tbaa !191
  %45 = getelementptr inbounds i8, ptr %2, i32 72, !dbg !197
  store i32 0, ptr %45, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 1, !84, !DIExpression(), !187)
  %46 = getelementptr inbounds i8, ptr %1, i32 76, !dbg !196
  store i32 2, ptr %46, align 4, !dbg !188, !tbaa !191
  %47 = getelementptr inbounds i8, ptr %2, i32 76, !dbg !197
  store i32 1, ptr %47, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 2, !84, !DIExpression(), !187)
  %48 = getelementptr inbounds i8, ptr %1, i32 80, !dbg !196
  store i32 -1, ptr %48, align 4, !dbg !188, !tbaa !191
  %49 = getelementptr inbounds i8, ptr %2, i32 80, !dbg !197
  store i32 2, ptr %49, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 3, !84, !DIExpression(), !187)
  %50 = getelementptr inbounds i8, ptr %1, i32 84, !dbg !196
  store i32 3, ptr %50, align 4, !dbg !188, !tbaa !191
  %51 = getelementptr inbounds i8, ptr %2, i32 84, !dbg !197
  store i32 2, ptr %51, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 4, !84, !DIExpression(), !187)
  %52 = getelementptr inbounds i8, ptr %1, i32 88, !dbg !196
  store i32 0, ptr %52, align 4, !dbg !188, !tbaa !191
  %53 = getelementptr inbounds i8, ptr %2, i32 88, !dbg !197
  store i32 1, ptr %53, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 5, !84, !DIExpression(), !187)
  %54 = getelementptr inbounds i8, ptr %1, i32 92, !dbg !196
  store i32 -3, ptr %54, align 4, !dbg !188, !tbaa !191
  %55 = getelementptr inbounds i8, ptr %2, i32 92, !dbg !197
  store i32 2, ptr %55, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 6, !84, !DIExpression(), !187)
    #dbg_value(i32 4, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
  %56 = getelementptr inbounds i8, ptr %1, i32 96, !dbg !196
  store i32 0, ptr %56, align 4, !dbg !188, !tbaa !191
  %57 = getelementptr inbounds i8, ptr %2, i32 96, !dbg !197
  store i32 1, ptr %57, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 1, !84, !DIExpression(), !187)
  %58 = getelementptr inbounds i8, ptr %1, i32 100, !dbg !196
  store i32 -2, ptr %58, align 4, !dbg !188, !tbaa !191
  %59 = getelementptr inbounds i8, ptr %2, i32 100, !dbg !197
  store i32 2, ptr %59, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 2, !84, !DIExpression(), !187)
  %60 = getelementptr inbounds i8, ptr %1, i32 104, !dbg !196
  store i32 3, ptr %60, align 4, !dbg !188, !tbaa !191
  %61 = getelementptr inbounds i8, ptr %2, i32 104, !dbg !197
  store i32 0, ptr %61, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 3, !84, !DIExpression(), !187)
  %62 = getelementptr inbounds i8, ptr %1, i32 108, !dbg !196
  store i32 1, ptr %62, align 4, !dbg !188, !tbaa !191
  %63 = getelementptr inbounds i8, ptr %2, i32 108, !dbg !197
  store i32 1, ptr %63, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 4, !84, !DIExpression(), !187)
  %64 = getelementptr inbounds i8, ptr %1, i32 112, !dbg !196
  store i32 -1, ptr %64, align 4, !dbg !188, !tbaa !191
  %65 = getelementptr inbounds i8, ptr %2, i32 112, !dbg !197
  store i32 4, ptr %65, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 5, !84, !DIExpression(), !187)
  %66 = getelementptr inbounds i8, ptr %1, i32 116, !dbg !196
  store i32 -3, ptr %66, align 4, !dbg !188, !tbaa !191
  %67 = getelementptr inbounds i8, ptr %2, i32 116, !dbg !197
  store i32 0, ptr %67, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 6, !84, !DIExpression(), !187)
    #dbg_value(i32 5, !82, !DIExpression(), !186)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
    #dbg_value(i32 0, !84, !DIExpression(), !187)
  %68 = getelementptr inbounds i8, ptr %1, i32 120, !dbg !196
  store i32 2, ptr %68, align 4, !dbg !188, !tbaa !191
  %69 = getelementptr inbounds i8, ptr %2, i32 120, !dbg !197
  store i32 2, ptr %69, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 1, !84, !DIExpression(), !187)
  %70 = getelementptr inbounds i8, ptr %1, i32 124, !dbg !196
  store i32 1, ptr %70, align 4, !dbg !188, !tbaa !191
  %71 = getelementptr inbounds i8, ptr %2, i32 124, !dbg !197
  store i32 0, ptr %71, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 2, !84, !DIExpression(), !187)
  %72 = getelementptr inbounds i8, ptr %1, i32 128, !dbg !196
  store i32 0, ptr %72, align 4, !dbg !188, !tbaa !191
  %73 = getelementptr inbounds i8, ptr %2, i32 128, !dbg !197
  store i32 1, ptr %73, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 3, !84, !DIExpression(), !187)
  %74 = getelementptr inbounds i8, ptr %1, i32 132, !dbg !196
  store i32 -1, ptr %74, align 4, !dbg !188, !tbaa !191
  %75 = getelementptr inbounds i8, ptr %2, i32 132, !dbg !197
  store i32 2, ptr %75, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 4, !84, !DIExpression(), !187)
  %76 = getelementptr inbounds i8, ptr %1, i32 136, !dbg !196
  store i32 -2, ptr %76, align 4, !dbg !188, !tbaa !191
  %77 = getelementptr inbounds i8, ptr %2, i32 136, !dbg !197
  store i32 0, ptr %77, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 5, !84, !DIExpression(), !187)
  %78 = getelementptr inbounds i8, ptr %1, i32 140, !dbg !196
  store i32 -3, ptr %78, align 4, !dbg !188, !tbaa !191
  %79 = getelementptr inbounds i8, ptr %2, i32 140, !dbg !197
  store i32 3, ptr %79, align 4, !dbg !195, !tbaa !191
    #dbg_value(i32 6, !84, !DIExpression(), !187)
    #dbg_value(i32 6, !82, !DIExpression(), !186)
  call fastcc void @mat_mul(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !198
  call fastcc void @print_mat(ptr noundef nonnull @.str, ptr noundef nonnull %3), !dbg !199
    #dbg_value(ptr %3, !200, !DIExpression(), !215)
    #dbg_value(i32 0, !207, !DIExpression(), !217)
    #dbg_value(i32 1, !209, !DIExpression(), !218)
  %80 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !219
  %81 = load i32, ptr %80, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %81, !212, !DIExpression(), !220)
  %82 = getelementptr inbounds i8, ptr %3, i32 24, !dbg !221
  %83 = load i32, ptr %82, align 4, !dbg !221, !tbaa !191
  store i32 %83, ptr %80, align 4, !dbg !222, !tbaa !191, !DIAssignID !223
    #dbg_assign(i32 %83, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !223, ptr %80, !DIExpression(), !176)
  store i32 %81, ptr %82, align 4, !dbg !224, !tbaa !191, !DIAssignID !225
    #dbg_assign(i32 %81, !81, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !225, ptr %82, !DIExpression(), !176)
    #dbg_value(i32 2, !209, !DIExpression(), !218)
  %84 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !219
  %85 = load i32, ptr %84, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %85, !212, !DIExpression(), !220)
  %86 = getelementptr inbounds i8, ptr %3, i32 48, !dbg !221
  %87 = load i32, ptr %86, align 4, !dbg !221, !tbaa !191
  store i32 %87, ptr %84, align 4, !dbg !222, !tbaa !191, !DIAssignID !226
    #dbg_assign(i32 %87, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !226, ptr %84, !DIExpression(), !176)
  store i32 %85, ptr %86, align 4, !dbg !224, !tbaa !191, !DIAssignID !227
    #dbg_assign(i32 %85, !81, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !227, ptr %86, !DIExpression(), !176)
    #dbg_value(i32 3, !209, !DIExpression(), !218)
  %88 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !219
  %89 = load i32, ptr %88, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %89, !212, !DIExpression(), !220)
  %90 = getelementptr inbounds i8, ptr %3, i32 72, !dbg !221
  %91 = load i32, ptr %90, align 4, !dbg !221, !tbaa !191
  store i32 %91, ptr %88, align 4, !dbg !222, !tbaa !191, !DIAssignID !228
    #dbg_assign(i32 %91, !81, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !228, ptr %88, !DIExpression(), !176)
  store i32 %89, ptr %90, align 4, !dbg !224, !tbaa !191, !DIAssignID !229
    #dbg_assign(i32 %89, !81, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !229, ptr %90, !DIExpression(), !176)
    #dbg_value(i32 4, !209, !DIExpression(), !218)
  %92 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !219
  %93 = load i32, ptr %92, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %93, !212, !DIExpression(), !220)
  %94 = getelementptr inbounds i8, ptr %3, i32 96, !dbg !221
  %95 = load i32, ptr %94, align 4, !dbg !221, !tbaa !191
  store i32 %95, ptr %92, align 4, !dbg !222, !tbaa !191, !DIAssignID !230
    #dbg_assign(i32 %95, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !230, ptr %92, !DIExpression(), !176)
  store i32 %93, ptr %94, align 4, !dbg !224, !tbaa !191, !DIAssignID !231
    #dbg_assign(i32 %93, !81, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !231, ptr %94, !DIExpression(), !176)
    #dbg_value(i32 5, !209, !DIExpression(), !218)
  %96 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !219
  %97 = load i32, ptr %96, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %97, !212, !DIExpression(), !220)
  %98 = getelementptr inbounds i8, ptr %3, i32 120, !dbg !221
  %99 = load i32, ptr %98, align 4, !dbg !221, !tbaa !191
  store i32 %99, ptr %96, align 4, !dbg !222, !tbaa !191, !DIAssignID !232
    #dbg_assign(i32 %99, !81, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !232, ptr %96, !DIExpression(), !176)
  store i32 %97, ptr %98, align 4, !dbg !224, !tbaa !191, !DIAssignID !233
    #dbg_assign(i32 %97, !81, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !233, ptr %98, !DIExpression(), !176)
    #dbg_value(i32 1, !207, !DIExpression(), !217)
    #dbg_value(i32 2, !209, !DIExpression(), !218)
  %100 = getelementptr inbounds i8, ptr %3, i32 32, !dbg !219
  %101 = load i32, ptr %100, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %101, !212, !DIExpression(), !220)
  %102 = getelementptr inbounds i8, ptr %3, i32 52, !dbg !221
  %103 = load i32, ptr %102, align 4, !dbg !221, !tbaa !191
  store i32 %103, ptr %100, align 4, !dbg !222, !tbaa !191, !DIAssignID !234
    #dbg_assign(i32 %103, !81, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !234, ptr %100, !DIExpression(), !176)
  store i32 %101, ptr %102, align 4, !dbg !224, !tbaa !191, !DIAssignID !235
    #dbg_assign(i32 %101, !81, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !235, ptr %102, !DIExpression(), !176)
    #dbg_value(i32 3, !209, !DIExpression(), !218)
  %104 = getelementptr inbounds i8, ptr %3, i32 36, !dbg !219
  %105 = load i32, ptr %104, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %105, !212, !DIExpression(), !220)
  %106 = getelementptr inbounds i8, ptr %3, i32 76, !dbg !221
  %107 = load i32, ptr %106, align 4, !dbg !221, !tbaa !191
  store i32 %107, ptr %104, align 4, !dbg !222, !tbaa !191, !DIAssignID !236
    #dbg_assign(i32 %107, !81, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !236, ptr %104, !DIExpression(), !176)
  store i32 %105, ptr %106, align 4, !dbg !224, !tbaa !191, !DIAssignID !237
    #dbg_assign(i32 %105, !81, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !237, ptr %106, !DIExpression(), !176)
    #dbg_value(i32 4, !209, !DIExpression(), !218)
  %108 = getelementptr inbounds i8, ptr %3, i32 40, !dbg !219
  %109 = load i32, ptr %108, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %109, !212, !DIExpression(), !220)
  %110 = getelementptr inbounds i8, ptr %3, i32 100, !dbg !221
  %111 = load i32, ptr %110, align 4, !dbg !221, !tbaa !191
  store i32 %111, ptr %108, align 4, !dbg !222, !tbaa !191, !DIAssignID !238
    #dbg_assign(i32 %111, !81, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !238, ptr %108, !DIExpression(), !176)
  store i32 %109, ptr %110, align 4, !dbg !224, !tbaa !191, !DIAssignID !239
    #dbg_assign(i32 %109, !81, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !239, ptr %110, !DIExpression(), !176)
    #dbg_value(i32 5, !209, !DIExpression(), !218)
  %112 = getelementptr inbounds i8, ptr %3, i32 44, !dbg !219
  %113 = load i32, ptr %112, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %113, !212, !DIExpression(), !220)
  %114 = getelementptr inbounds i8, ptr %3, i32 124, !dbg !221
  %115 = load i32, ptr %114, align 4, !dbg !221, !tbaa !191
  store i32 %115, ptr %112, align 4, !dbg !222, !tbaa !191, !DIAssignID !240
    #dbg_assign(i32 %115, !81, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !240, ptr %112, !DIExpression(), !176)
  store i32 %113, ptr %114, align 4, !dbg !224, !tbaa !191, !DIAssignID !241
    #dbg_assign(i32 %113, !81, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !241, ptr %114, !DIExpression(), !176)
    #dbg_value(i32 2, !207, !DIExpression(), !217)
    #dbg_value(i32 3, !209, !DIExpression(), !218)
  %116 = getelementptr inbounds i8, ptr %3, i32 60, !dbg !219
  %117 = load i32, ptr %116, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %117, !212, !DIExpression(), !220)
  %118 = getelementptr inbounds i8, ptr %3, i32 80, !dbg !221
  %119 = load i32, ptr %118, align 4, !dbg !221, !tbaa !191
  store i32 %119, ptr %116, align 4, !dbg !222, !tbaa !191, !DIAssignID !242
    #dbg_assign(i32 %119, !81, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !242, ptr %116, !DIExpression(), !176)
  store i32 %117, ptr %118, align 4, !dbg !224, !tbaa !191, !DIAssignID !243
    #dbg_assign(i32 %117, !81, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !243, ptr %118, !DIExpression(), !176)
    #dbg_value(i32 4, !209, !DIExpression(), !218)
  %120 = getelementptr inbounds i8, ptr %3, i32 64, !dbg !219
  %121 = load i32, ptr %120, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %121, !212, !DIExpression(), !220)
  %122 = getelementptr inbounds i8, ptr %3, i32 104, !dbg !221
  %123 = load i32, ptr %122, align 4, !dbg !221, !tbaa !191
  store i32 %123, ptr %120, align 4, !dbg !222, !tbaa !191, !DIAssignID !244
    #dbg_assign(i32 %123, !81, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !244, ptr %120, !DIExpression(), !176)
  store i32 %121, ptr %122, align 4, !dbg !224, !tbaa !191, !DIAssignID !245
    #dbg_assign(i32 %121, !81, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !245, ptr %122, !DIExpression(), !176)
    #dbg_value(i32 5, !209, !DIExpression(), !218)
  %124 = getelementptr inbounds i8, ptr %3, i32 68, !dbg !219
  %125 = load i32, ptr %124, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %125, !212, !DIExpression(), !220)
  %126 = getelementptr inbounds i8, ptr %3, i32 128, !dbg !221
  %127 = load i32, ptr %126, align 4, !dbg !221, !tbaa !191
  store i32 %127, ptr %124, align 4, !dbg !222, !tbaa !191, !DIAssignID !246
    #dbg_assign(i32 %127, !81, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !246, ptr %124, !DIExpression(), !176)
  store i32 %125, ptr %126, align 4, !dbg !224, !tbaa !191, !DIAssignID !247
    #dbg_assign(i32 %125, !81, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !247, ptr %126, !DIExpression(), !176)
    #dbg_value(i32 3, !207, !DIExpression(), !217)
    #dbg_value(i32 4, !209, !DIExpression(), !218)
  %128 = getelementptr inbounds i8, ptr %3, i32 88, !dbg !219
  %129 = load i32, ptr %128, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %129, !212, !DIExpression(), !220)
  %130 = getelementptr inbounds i8, ptr %3, i32 108, !dbg !221
  %131 = load i32, ptr %130, align 4, !dbg !221, !tbaa !191
  store i32 %131, ptr %128, align 4, !dbg !222, !tbaa !191, !DIAssignID !248
    #dbg_assign(i32 %131, !81, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !248, ptr %128, !DIExpression(), !176)
  store i32 %129, ptr %130, align 4, !dbg !224, !tbaa !191, !DIAssignID !249
    #dbg_assign(i32 %129, !81, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !249, ptr %130, !DIExpression(), !176)
    #dbg_value(i32 5, !209, !DIExpression(), !218)
  %132 = getelementptr inbounds i8, ptr %3, i32 92, !dbg !219
  %133 = load i32, ptr %132, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %133, !212, !DIExpression(), !220)
  %134 = getelementptr inbounds i8, ptr %3, i32 132, !dbg !221
  %135 = load i32, ptr %134, align 4, !dbg !221, !tbaa !191
  store i32 %135, ptr %132, align 4, !dbg !222, !tbaa !191, !DIAssignID !250
    #dbg_assign(i32 %135, !81, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !250, ptr %132, !DIExpression(), !176)
  store i32 %133, ptr %134, align 4, !dbg !224, !tbaa !191, !DIAssignID !251
    #dbg_assign(i32 %133, !81, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !251, ptr %134, !DIExpression(), !176)
    #dbg_value(i32 4, !207, !DIExpression(), !217)
  %136 = getelementptr inbounds i8, ptr %3, i32 116, !dbg !219
  %137 = load i32, ptr %136, align 4, !dbg !219, !tbaa !191
    #dbg_value(i32 %137, !212, !DIExpression(), !220)
  %138 = getelementptr inbounds i8, ptr %3, i32 136, !dbg !221
  %139 = load i32, ptr %138, align 4, !dbg !221, !tbaa !191
  store i32 %139, ptr %136, align 4, !dbg !222, !tbaa !191, !DIAssignID !252
    #dbg_assign(i32 %139, !81, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !252, ptr %136, !DIExpression(), !176)
  store i32 %137, ptr %138, align 4, !dbg !224, !tbaa !191, !DIAssignID !253
    #dbg_assign(i32 %137, !81, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !253, ptr %138, !DIExpression(), !176)
    #dbg_value(i32 6, !209, !DIExpression(), !218)
    #dbg_value(i32 6, !207, !DIExpression(), !217)
  call fastcc void @print_mat(ptr noundef nonnull @.str.1, ptr noundef nonnull %3), !dbg !254
    #dbg_value(ptr %3, !255, !DIExpression(), !263)
    #dbg_value(i32 0, !261, !DIExpression(), !265)
    #dbg_value(i32 0, !260, !DIExpression(), !263)
  %140 = load i32, ptr %3, align 4, !dbg !266, !tbaa !191
    #dbg_value(i32 %140, !260, !DIExpression(), !263)
    #dbg_value(i32 1, !261, !DIExpression(), !265)
  %141 = getelementptr inbounds i8, ptr %3, i32 28, !dbg !266
  %142 = load i32, ptr %141, align 4, !dbg !266, !tbaa !191
  %143 = add nsw i32 %142, %140, !dbg !268
    #dbg_value(i32 %143, !260, !DIExpression(), !263)
    #dbg_value(i32 2, !261, !DIExpression(), !265)
  %144 = getelementptr inbounds i8, ptr %3, i32 56, !dbg !266
  %145 = load i32, ptr %144, align 4, !dbg !266, !tbaa !191
  %146 = add nsw i32 %143, %145, !dbg !268
    #dbg_value(i32 %146, !260, !DIExpression(), !263)
    #dbg_value(i32 3, !261, !DIExpression(), !265)
  %147 = getelementptr inbounds i8, ptr %3, i32 84, !dbg !266
  %148 = load i32, ptr %147, align 4, !dbg !266, !tbaa !191
  %149 = add nsw i32 %146, %148, !dbg !268
    #dbg_value(i32 %149, !260, !DIExpression(), !263)
    #dbg_value(i32 4, !261, !DIExpression(), !265)
  %150 = getelementptr inbounds i8, ptr %3, i32 112, !dbg !266
  %151 = load i32, ptr %150, align 4, !dbg !266, !tbaa !191
  %152 = add nsw i32 %149, %151, !dbg !268
    #dbg_value(i32 %152, !260, !DIExpression(), !263)
    #dbg_value(i32 5, !261, !DIExpression(), !265)
  %153 = getelementptr inbounds i8, ptr %3, i32 140, !dbg !266
  %154 = load i32, ptr %153, align 4, !dbg !266, !tbaa !191
  %155 = add nsw i32 %152, %154, !dbg !268
    #dbg_value(i32 %155, !260, !DIExpression(), !263)
    #dbg_value(i32 6, !261, !DIExpression(), !265)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %155), !dbg !269
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %4) #8, !dbg !270
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %5) #8, !dbg !270
    #dbg_value(i32 0, !89, !DIExpression(), !271)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(144) %4, ptr noundef nonnull align 4 dereferenceable(144) %2, i32 144, i1 false), !dbg !272, !tbaa !191
    #dbg_value(i32 poison, !89, !DIExpression(), !271)
    #dbg_value(i32 0, !91, !DIExpression(), !274)
    #dbg_value(i32 0, !94, !DIExpression(), !275)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !276
    #dbg_value(i32 0, !96, !DIExpression(), !277)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(144) %4, ptr noundef nonnull align 4 dereferenceable(144) %5, i32 144, i1 false), !dbg !278, !tbaa !191
    #dbg_value(i32 poison, !96, !DIExpression(), !277)
    #dbg_value(i32 0, !100, !DIExpression(), !280)
    #dbg_value(i32 1, !94, !DIExpression(), !275)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !276
    #dbg_value(i32 0, !96, !DIExpression(), !277)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(144) %4, ptr noundef nonnull align 4 dereferenceable(144) %5, i32 144, i1 false), !dbg !278, !tbaa !191
    #dbg_value(i32 poison, !96, !DIExpression(), !277)
    #dbg_value(i32 0, !100, !DIExpression(), !280)
    #dbg_value(i32 2, !94, !DIExpression(), !275)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !276
    #dbg_value(i32 0, !96, !DIExpression(), !277)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(144) %4, ptr noundef nonnull align 4 dereferenceable(144) %5, i32 144, i1 false), !dbg !278, !tbaa !191
    #dbg_value(i32 poison, !96, !DIExpression(), !277)
    #dbg_value(i32 0, !100, !DIExpression(), !280)
    #dbg_value(i32 3, !94, !DIExpression(), !275)
  call fastcc void @mat_mul(ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %5), !dbg !276
    #dbg_value(i32 0, !96, !DIExpression(), !277)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(144) %4, ptr noundef nonnull align 4 dereferenceable(144) %5, i32 144, i1 false), !dbg !278, !tbaa !191
    #dbg_value(i32 poison, !96, !DIExpression(), !277)
    #dbg_value(i32 0, !100, !DIExpression(), !280)
    #dbg_value(i32 4, !94, !DIExpression(), !275)
  call fastcc void @print_mat(ptr noundef nonnull @.str.3, ptr noundef nonnull %4), !dbg !281
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %6) #8, !dbg !282
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 8 dereferenceable(12800) %6, i8 0, i32 12800, i1 false), !dbg !283, !DIAssignID !284
    #dbg_assign(i8 0, !103, !DIExpression(), !284, ptr %6, !DIExpression(), !176)
    #dbg_value(i32 0, !108, !DIExpression(), !285)
  br label %157, !dbg !286

157:                                              ; preds = %0, %178
  %158 = phi i32 [ 0, %0 ], [ %179, %178 ]
    #dbg_value(i32 %158, !108, !DIExpression(), !285)
  %159 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %158, !dbg !287
  store i64 1, ptr %159, align 8, !dbg !288, !tbaa !289
    #dbg_value(i32 1, !110, !DIExpression(), !291)
  %160 = icmp eq i32 %158, 0, !dbg !292
  br i1 %160, label %178, label %161, !dbg !294

161:                                              ; preds = %157
  %162 = add nsw i32 %158, -1
  %163 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %162, i32 0
  %164 = load i64, ptr %163, align 8, !dbg !295, !tbaa !289
  %165 = and i32 %158, 1, !dbg !294
  %166 = icmp eq i32 %158, 1, !dbg !294
  br i1 %166, label %169, label %167, !dbg !294

167:                                              ; preds = %161
  %168 = and i32 %158, 2147483646, !dbg !294
  br label %361, !dbg !294

169:                                              ; preds = %361, %161
  %170 = phi i64 [ %164, %161 ], [ %371, %361 ]
  %171 = phi i32 [ 1, %161 ], [ %374, %361 ]
  %172 = icmp eq i32 %165, 0, !dbg !294
  br i1 %172, label %178, label %173, !dbg !294

173:                                              ; preds = %169
    #dbg_value(i32 %171, !110, !DIExpression(), !291)
  %174 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %162, i32 %171, !dbg !296
  %175 = load i64, ptr %174, align 8, !dbg !296, !tbaa !289
  %176 = add i64 %175, %170, !dbg !297
  %177 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %158, i32 %171, !dbg !298
  store i64 %176, ptr %177, align 8, !dbg !299, !tbaa !289
    #dbg_value(i32 %171, !110, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !291)
  br label %178, !dbg !300

178:                                              ; preds = %173, %169, %157
  %179 = add nuw nsw i32 %158, 1, !dbg !300
    #dbg_value(i32 %179, !108, !DIExpression(), !285)
  %180 = icmp eq i32 %179, 40, !dbg !301
  br i1 %180, label %181, label %157, !dbg !286, !llvm.loop !302

181:                                              ; preds = %178
    #dbg_value(i32 0, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %182 = load i64, ptr %6, align 8, !dbg !307, !tbaa !289
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %182), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %184 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 1, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %185 = getelementptr inbounds i8, ptr %6, i32 320, !dbg !307
  %186 = load i64, ptr %185, align 8, !dbg !307, !tbaa !289
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %186), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %188 = getelementptr inbounds i8, ptr %6, i32 328, !dbg !307
  %189 = load i64, ptr %188, align 8, !dbg !307, !tbaa !289
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %189), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %191 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 2, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %192 = getelementptr inbounds i8, ptr %6, i32 640, !dbg !307
  %193 = load i64, ptr %192, align 8, !dbg !307, !tbaa !289
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %193), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %195 = getelementptr inbounds i8, ptr %6, i32 648, !dbg !307
  %196 = load i64, ptr %195, align 8, !dbg !307, !tbaa !289
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %196), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %198 = getelementptr inbounds i8, ptr %6, i32 656, !dbg !307
  %199 = load i64, ptr %198, align 8, !dbg !307, !tbaa !289
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %199), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %201 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 3, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %202 = getelementptr inbounds i8, ptr %6, i32 960, !dbg !307
  %203 = load i64, ptr %202, align 8, !dbg !307, !tbaa !289
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %203), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %205 = getelementptr inbounds i8, ptr %6, i32 968, !dbg !307
  %206 = load i64, ptr %205, align 8, !dbg !307, !tbaa !289
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %206), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %208 = getelementptr inbounds i8, ptr %6, i32 976, !dbg !307
  %209 = load i64, ptr %208, align 8, !dbg !307, !tbaa !289
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %209), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %211 = getelementptr inbounds i8, ptr %6, i32 984, !dbg !307
  %212 = load i64, ptr %211, align 8, !dbg !307, !tbaa !289
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %212), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %214 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 4, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %215 = getelementptr inbounds i8, ptr %6, i32 1280, !dbg !307
  %216 = load i64, ptr %215, align 8, !dbg !307, !tbaa !289
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %216), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %218 = getelementptr inbounds i8, ptr %6, i32 1288, !dbg !307
  %219 = load i64, ptr %218, align 8, !dbg !307, !tbaa !289
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %219), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %221 = getelementptr inbounds i8, ptr %6, i32 1296, !dbg !307
  %222 = load i64, ptr %221, align 8, !dbg !307, !tbaa !289
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %222), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %224 = getelementptr inbounds i8, ptr %6, i32 1304, !dbg !307
  %225 = load i64, ptr %224, align 8, !dbg !307, !tbaa !289
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %225), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %227 = getelementptr inbounds i8, ptr %6, i32 1312, !dbg !307
  %228 = load i64, ptr %227, align 8, !dbg !307, !tbaa !289
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %228), !dbg !309
    #dbg_value(i32 5, !116, !DIExpression(), !306)
  %230 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 5, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %231 = getelementptr inbounds i8, ptr %6, i32 1600, !dbg !307
  %232 = load i64, ptr %231, align 8, !dbg !307, !tbaa !289
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %232), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %234 = getelementptr inbounds i8, ptr %6, i32 1608, !dbg !307
  %235 = load i64, ptr %234, align 8, !dbg !307, !tbaa !289
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %235), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %237 = getelementptr inbounds i8, ptr %6, i32 1616, !dbg !307
  %238 = load i64, ptr %237, align 8, !dbg !307, !tbaa !289
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %238), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %240 = getelementptr inbounds i8, ptr %6, i32 1624, !dbg !307
  %241 = load i64, ptr %240, align 8, !dbg !307, !tbaa !289
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %243 = getelementptr inbounds i8, ptr %6, i32 1632, !dbg !307
  %244 = load i64, ptr %243, align 8, !dbg !307, !tbaa !289
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %244), !dbg !309
    #dbg_value(i32 5, !116, !DIExpression(), !306)
  %246 = getelementptr inbounds i8, ptr %6, i32 1640, !dbg !307
  %247 = load i64, ptr %246, align 8, !dbg !307, !tbaa !289
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %247), !dbg !309
    #dbg_value(i32 6, !116, !DIExpression(), !306)
  %249 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 6, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %250 = getelementptr inbounds i8, ptr %6, i32 1920, !dbg !307
  %251 = load i64, ptr %250, align 8, !dbg !307, !tbaa !289
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %251), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %253 = getelementptr inbounds i8, ptr %6, i32 1928, !dbg !307
  %254 = load i64, ptr %253, align 8, !dbg !307, !tbaa !289
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %254), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %256 = getelementptr inbounds i8, ptr %6, i32 1936, !dbg !307
  %257 = load i64, ptr %256, align 8, !dbg !307, !tbaa !289
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %257), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %259 = getelementptr inbounds i8, ptr %6, i32 1944, !dbg !307
  %260 = load i64, ptr %259, align 8, !dbg !307, !tbaa !289
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %260), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %262 = getelementptr inbounds i8, ptr %6, i32 1952, !dbg !307
  %263 = load i64, ptr %262, align 8, !dbg !307, !tbaa !289
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %263), !dbg !309
    #dbg_value(i32 5, !116, !DIExpression(), !306)
  %265 = getelementptr inbounds i8, ptr %6, i32 1960, !dbg !307
  %266 = load i64, ptr %265, align 8, !dbg !307, !tbaa !289
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %266), !dbg !309
    #dbg_value(i32 6, !116, !DIExpression(), !306)
  %268 = getelementptr inbounds i8, ptr %6, i32 1968, !dbg !307
  %269 = load i64, ptr %268, align 8, !dbg !307, !tbaa !289
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %269), !dbg !309
    #dbg_value(i32 7, !116, !DIExpression(), !306)
  %271 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 7, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %272 = getelementptr inbounds i8, ptr %6, i32 2240, !dbg !307
  %273 = load i64, ptr %272, align 8, !dbg !307, !tbaa !289
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %273), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %275 = getelementptr inbounds i8, ptr %6, i32 2248, !dbg !307
  %276 = load i64, ptr %275, align 8, !dbg !307, !tbaa !289
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %276), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %278 = getelementptr inbounds i8, ptr %6, i32 2256, !dbg !307
  %279 = load i64, ptr %278, align 8, !dbg !307, !tbaa !289
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %279), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %281 = getelementptr inbounds i8, ptr %6, i32 2264, !dbg !307
  %282 = load i64, ptr %281, align 8, !dbg !307, !tbaa !289
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %282), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %284 = getelementptr inbounds i8, ptr %6, i32 2272, !dbg !307
  %285 = load i64, ptr %284, align 8, !dbg !307, !tbaa !289
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %285), !dbg !309
    #dbg_value(i32 5, !116, !DIExpression(), !306)
  %287 = getelementptr inbounds i8, ptr %6, i32 2280, !dbg !307
  %288 = load i64, ptr %287, align 8, !dbg !307, !tbaa !289
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %288), !dbg !309
    #dbg_value(i32 6, !116, !DIExpression(), !306)
  %290 = getelementptr inbounds i8, ptr %6, i32 2288, !dbg !307
  %291 = load i64, ptr %290, align 8, !dbg !307, !tbaa !289
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %291), !dbg !309
    #dbg_value(i32 7, !116, !DIExpression(), !306)
  %293 = getelementptr inbounds i8, ptr %6, i32 2296, !dbg !307
  %294 = load i64, ptr %293, align 8, !dbg !307, !tbaa !289
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %294), !dbg !309
    #dbg_value(i32 8, !116, !DIExpression(), !306)
  %296 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 8, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %297 = getelementptr inbounds i8, ptr %6, i32 2560, !dbg !307
  %298 = load i64, ptr %297, align 8, !dbg !307, !tbaa !289
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %298), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %300 = getelementptr inbounds i8, ptr %6, i32 2568, !dbg !307
  %301 = load i64, ptr %300, align 8, !dbg !307, !tbaa !289
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %301), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %303 = getelementptr inbounds i8, ptr %6, i32 2576, !dbg !307
  %304 = load i64, ptr %303, align 8, !dbg !307, !tbaa !289
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %304), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %306 = getelementptr inbounds i8, ptr %6, i32 2584, !dbg !307
  %307 = load i64, ptr %306, align 8, !dbg !307, !tbaa !289
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %307), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %309 = getelementptr inbounds i8, ptr %6, i32 2592, !dbg !307
  %310 = load i64, ptr %309, align 8, !dbg !307, !tbaa !289
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %310), !dbg !309
    #dbg_value(i32 5, !116, !DIExpression(), !306)
  %312 = getelementptr inbounds i8, ptr %6, i32 2600, !dbg !307
  %313 = load i64, ptr %312, align 8, !dbg !307, !tbaa !289
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %313), !dbg !309
    #dbg_value(i32 6, !116, !DIExpression(), !306)
  %315 = getelementptr inbounds i8, ptr %6, i32 2608, !dbg !307
  %316 = load i64, ptr %315, align 8, !dbg !307, !tbaa !289
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %316), !dbg !309
    #dbg_value(i32 7, !116, !DIExpression(), !306)
  %318 = getelementptr inbounds i8, ptr %6, i32 2616, !dbg !307
  %319 = load i64, ptr %318, align 8, !dbg !307, !tbaa !289
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %319), !dbg !309
    #dbg_value(i32 8, !116, !DIExpression(), !306)
  %321 = getelementptr inbounds i8, ptr %6, i32 2624, !dbg !307
  %322 = load i64, ptr %321, align 8, !dbg !307, !tbaa !289
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %322), !dbg !309
    #dbg_value(i32 9, !116, !DIExpression(), !306)
  %324 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 9, !114, !DIExpression(), !305)
    #dbg_value(i32 0, !116, !DIExpression(), !306)
  %325 = getelementptr inbounds i8, ptr %6, i32 2880, !dbg !307
  %326 = load i64, ptr %325, align 8, !dbg !307, !tbaa !289
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %326), !dbg !309
    #dbg_value(i32 1, !116, !DIExpression(), !306)
  %328 = getelementptr inbounds i8, ptr %6, i32 2888, !dbg !307
  %329 = load i64, ptr %328, align 8, !dbg !307, !tbaa !289
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %329), !dbg !309
    #dbg_value(i32 2, !116, !DIExpression(), !306)
  %331 = getelementptr inbounds i8, ptr %6, i32 2896, !dbg !307
  %332 = load i64, ptr %331, align 8, !dbg !307, !tbaa !289
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %332), !dbg !309
    #dbg_value(i32 3, !116, !DIExpression(), !306)
  %334 = getelementptr inbounds i8, ptr %6, i32 2904, !dbg !307
  %335 = load i64, ptr %334, align 8, !dbg !307, !tbaa !289
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %335), !dbg !309
    #dbg_value(i32 4, !116, !DIExpression(), !306)
  %337 = getelementptr inbounds i8, ptr %6, i32 2912, !dbg !307
  %338 = load i64, ptr %337, align 8, !dbg !307, !tbaa !289
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %338), !dbg !309
    #dbg_value(i32 5, !116, !DIExpression(), !306)
  %340 = getelementptr inbounds i8, ptr %6, i32 2920, !dbg !307
  %341 = load i64, ptr %340, align 8, !dbg !307, !tbaa !289
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %341), !dbg !309
    #dbg_value(i32 6, !116, !DIExpression(), !306)
  %343 = getelementptr inbounds i8, ptr %6, i32 2928, !dbg !307
  %344 = load i64, ptr %343, align 8, !dbg !307, !tbaa !289
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %344), !dbg !309
    #dbg_value(i32 7, !116, !DIExpression(), !306)
  %346 = getelementptr inbounds i8, ptr %6, i32 2936, !dbg !307
  %347 = load i64, ptr %346, align 8, !dbg !307, !tbaa !289
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %347), !dbg !309
    #dbg_value(i32 8, !116, !DIExpression(), !306)
  %349 = getelementptr inbounds i8, ptr %6, i32 2944, !dbg !307
  %350 = load i64, ptr %349, align 8, !dbg !307, !tbaa !289
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %350), !dbg !309
    #dbg_value(i32 9, !116, !DIExpression(), !306)
  %352 = getelementptr inbounds i8, ptr %6, i32 2952, !dbg !307
  %353 = load i64, ptr %352, align 8, !dbg !307, !tbaa !289
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %353), !dbg !309
    #dbg_value(i32 10, !116, !DIExpression(), !306)
  %355 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 10, !114, !DIExpression(), !305)
  %356 = getelementptr inbounds i8, ptr %6, i32 12632, !dbg !311
  %357 = load i64, ptr %356, align 8, !dbg !311, !tbaa !289
  %358 = getelementptr inbounds i8, ptr %6, i32 9720, !dbg !312
  %359 = load i64, ptr %358, align 8, !dbg !312, !tbaa !289
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %357, i64 noundef %359), !dbg !313
  call void @llvm.lifetime.start.p0(i64 252, ptr nonnull %7) #8, !dbg !314
    #dbg_value(i32 0, !125, !DIExpression(), !176)
    #dbg_value(i32 6, !126, !DIExpression(), !176)
    #dbg_value(i32 0, !127, !DIExpression(), !176)
    #dbg_value(i32 8, !128, !DIExpression(), !176)
    #dbg_value(i32 0, !129, !DIExpression(), !176)
  br label %377, !dbg !315

361:                                              ; preds = %361, %167
  %362 = phi i64 [ %164, %167 ], [ %371, %361 ], !dbg !295
  %363 = phi i32 [ 1, %167 ], [ %374, %361 ]
  %364 = phi i32 [ 0, %167 ], [ %375, %361 ]
    #dbg_value(i32 %363, !110, !DIExpression(), !291)
  %365 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %162, i32 %363, !dbg !296
  %366 = load i64, ptr %365, align 8, !dbg !296, !tbaa !289
  %367 = add i64 %366, %362, !dbg !297
  %368 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %158, i32 %363, !dbg !298
  store i64 %367, ptr %368, align 8, !dbg !299, !tbaa !289
  %369 = add nuw nsw i32 %363, 1, !dbg !316
    #dbg_value(i32 %369, !110, !DIExpression(), !291)
  %370 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %162, i32 %369, !dbg !296
  %371 = load i64, ptr %370, align 8, !dbg !296, !tbaa !289
  %372 = add i64 %371, %366, !dbg !297
  %373 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i32 0, i32 %158, i32 %369, !dbg !298
  store i64 %372, ptr %373, align 8, !dbg !299, !tbaa !289
  %374 = add nuw nsw i32 %363, 2, !dbg !316
    #dbg_value(i32 %374, !110, !DIExpression(), !291)
  %375 = add i32 %364, 2, !dbg !294
  %376 = icmp eq i32 %375, %168, !dbg !294
  br i1 %376, label %169, label %361, !dbg !294, !llvm.loop !317

377:                                              ; preds = %181, %548
  %378 = phi i32 [ 0, %181 ], [ %550, %548 ]
  %379 = phi i32 [ 8, %181 ], [ %504, %548 ]
  %380 = phi i32 [ 0, %181 ], [ %549, %548 ]
  %381 = phi i32 [ 6, %181 ], [ %505, %548 ]
  %382 = phi i32 [ 0, %181 ], [ %405, %548 ]
    #dbg_value(i32 %379, !128, !DIExpression(), !176)
    #dbg_value(i32 %380, !127, !DIExpression(), !176)
    #dbg_value(i32 %381, !126, !DIExpression(), !176)
    #dbg_value(i32 %382, !125, !DIExpression(), !176)
    #dbg_value(i32 %380, !130, !DIExpression(), !319)
    #dbg_value(i32 %378, !129, !DIExpression(), !176)
  %383 = tail call i32 @llvm.smax.i32(i32 %380, i32 %379), !dbg !320
  %384 = add i32 %383, 1, !dbg !320
  %385 = sub i32 %384, %380, !dbg !320
  %386 = sub i32 %383, %380, !dbg !320
  %387 = and i32 %385, 3, !dbg !320
  %388 = icmp eq i32 %387, 0, !dbg !320
  br i1 %388, label %398, label %389, !dbg !320

389:                                              ; preds = %377, %389
  %390 = phi i32 [ %395, %389 ], [ %380, %377 ]
  %391 = phi i32 [ %393, %389 ], [ %378, %377 ]
  %392 = phi i32 [ %396, %389 ], [ 0, %377 ]
    #dbg_value(i32 %390, !130, !DIExpression(), !319)
    #dbg_value(i32 %391, !129, !DIExpression(), !176)
  %393 = add nsw i32 %391, 1, !dbg !321
    #dbg_value(i32 %393, !129, !DIExpression(), !176)
  %394 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %382, i32 %390, !dbg !323
  store i32 %391, ptr %394, align 4, !dbg !324, !tbaa !325
  %395 = add i32 %390, 1, !dbg !327
    #dbg_value(i32 %395, !130, !DIExpression(), !319)
  %396 = add i32 %392, 1, !dbg !320
  %397 = icmp eq i32 %396, %387, !dbg !320
  br i1 %397, label %398, label %389, !dbg !320, !llvm.loop !328

398:                                              ; preds = %389, %377
  %399 = phi i32 [ poison, %377 ], [ %393, %389 ]
  %400 = phi i32 [ %380, %377 ], [ %395, %389 ]
  %401 = phi i32 [ %378, %377 ], [ %393, %389 ]
  %402 = icmp ult i32 %386, 3, !dbg !320
  br i1 %402, label %403, label %428, !dbg !320

403:                                              ; preds = %428, %398
  %404 = phi i32 [ %399, %398 ], [ %440, %428 ], !dbg !321
  %405 = add nuw nsw i32 %382, 1, !dbg !330
    #dbg_value(i32 %405, !125, !DIExpression(), !176)
    #dbg_value(i32 %405, !133, !DIExpression(), !331)
    #dbg_value(i32 %404, !129, !DIExpression(), !176)
  %406 = icmp slt i32 %382, %381, !dbg !332
  br i1 %406, label %407, label %426, !dbg !334

407:                                              ; preds = %403
  %408 = sub i32 %381, %382, !dbg !334
  %409 = and i32 %408, 3, !dbg !334
  %410 = icmp eq i32 %409, 0, !dbg !334
  br i1 %410, label %420, label %411, !dbg !334

411:                                              ; preds = %407, %411
  %412 = phi i32 [ %417, %411 ], [ %405, %407 ]
  %413 = phi i32 [ %415, %411 ], [ %404, %407 ]
  %414 = phi i32 [ %418, %411 ], [ 0, %407 ]
    #dbg_value(i32 %412, !133, !DIExpression(), !331)
    #dbg_value(i32 %413, !129, !DIExpression(), !176)
  %415 = add nsw i32 %413, 1, !dbg !335
    #dbg_value(i32 %415, !129, !DIExpression(), !176)
  %416 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %412, i32 %379, !dbg !336
  store i32 %413, ptr %416, align 4, !dbg !337, !tbaa !325
  %417 = add i32 %412, 1, !dbg !338
    #dbg_value(i32 %417, !133, !DIExpression(), !331)
  %418 = add i32 %414, 1, !dbg !334
  %419 = icmp eq i32 %418, %409, !dbg !334
  br i1 %419, label %420, label %411, !dbg !334, !llvm.loop !339

420:                                              ; preds = %411, %407
  %421 = phi i32 [ poison, %407 ], [ %415, %411 ]
  %422 = phi i32 [ %405, %407 ], [ %417, %411 ]
  %423 = phi i32 [ %404, %407 ], [ %415, %411 ]
  %424 = sub i32 %382, %381, !dbg !334
  %425 = icmp ugt i32 %424, -4, !dbg !334
  br i1 %425, label %444, label %468, !dbg !334

426:                                              ; preds = %403
  %427 = add nsw i32 %379, -1, !dbg !340
    #dbg_value(i32 %427, !128, !DIExpression(), !176)
  br label %503, !dbg !341

428:                                              ; preds = %398, %428
  %429 = phi i32 [ %442, %428 ], [ %400, %398 ]
  %430 = phi i32 [ %440, %428 ], [ %401, %398 ]
    #dbg_value(i32 %429, !130, !DIExpression(), !319)
    #dbg_value(i32 %430, !129, !DIExpression(), !176)
  %431 = add nsw i32 %430, 1, !dbg !321
    #dbg_value(i32 %431, !129, !DIExpression(), !176)
  %432 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %382, i32 %429, !dbg !323
  store i32 %430, ptr %432, align 4, !dbg !324, !tbaa !325
  %433 = add i32 %429, 1, !dbg !327
    #dbg_value(i32 %433, !130, !DIExpression(), !319)
  %434 = add nsw i32 %430, 2, !dbg !321
    #dbg_value(i32 %434, !129, !DIExpression(), !176)
  %435 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %382, i32 %433, !dbg !323
  store i32 %431, ptr %435, align 4, !dbg !324, !tbaa !325
  %436 = add i32 %429, 2, !dbg !327
    #dbg_value(i32 %436, !130, !DIExpression(), !319)
  %437 = add nsw i32 %430, 3, !dbg !321
    #dbg_value(i32 %437, !129, !DIExpression(), !176)
  %438 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %382, i32 %436, !dbg !323
  store i32 %434, ptr %438, align 4, !dbg !324, !tbaa !325
  %439 = add i32 %429, 3, !dbg !327
    #dbg_value(i32 %439, !130, !DIExpression(), !319)
  %440 = add nsw i32 %430, 4, !dbg !321
    #dbg_value(i32 %440, !129, !DIExpression(), !176)
  %441 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %382, i32 %439, !dbg !323
  store i32 %437, ptr %441, align 4, !dbg !324, !tbaa !325
  %442 = add i32 %429, 4, !dbg !327
    #dbg_value(i32 %442, !130, !DIExpression(), !319)
  %443 = icmp eq i32 %439, %383, !dbg !342
  br i1 %443, label %403, label %428, !dbg !320, !llvm.loop !343

444:                                              ; preds = %468, %420
  %445 = phi i32 [ %421, %420 ], [ %480, %468 ], !dbg !335
  %446 = add nsw i32 %379, -1, !dbg !340
    #dbg_value(i32 %446, !128, !DIExpression(), !176)
  br i1 %406, label %447, label %503, !dbg !341

447:                                              ; preds = %444
    #dbg_value(i32 %446, !135, !DIExpression(), !345)
    #dbg_value(i32 %445, !129, !DIExpression(), !176)
  %448 = icmp sgt i32 %379, %380, !dbg !346
  br i1 %448, label %449, label %484, !dbg !348

449:                                              ; preds = %447
  %450 = sub i32 %379, %380, !dbg !348
  %451 = and i32 %450, 3, !dbg !348
  %452 = icmp eq i32 %451, 0, !dbg !348
  br i1 %452, label %462, label %453, !dbg !348

453:                                              ; preds = %449, %453
  %454 = phi i32 [ %459, %453 ], [ %446, %449 ]
  %455 = phi i32 [ %457, %453 ], [ %445, %449 ]
  %456 = phi i32 [ %460, %453 ], [ 0, %449 ]
    #dbg_value(i32 %454, !135, !DIExpression(), !345)
    #dbg_value(i32 %455, !129, !DIExpression(), !176)
  %457 = add nsw i32 %455, 1, !dbg !349
    #dbg_value(i32 %457, !129, !DIExpression(), !176)
  %458 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %381, i32 %454, !dbg !350
  store i32 %455, ptr %458, align 4, !dbg !351, !tbaa !325
  %459 = add nsw i32 %454, -1, !dbg !352
    #dbg_value(i32 %459, !135, !DIExpression(), !345)
  %460 = add i32 %456, 1, !dbg !348
  %461 = icmp eq i32 %460, %451, !dbg !348
  br i1 %461, label %462, label %453, !dbg !348, !llvm.loop !353

462:                                              ; preds = %453, %449
  %463 = phi i32 [ %446, %449 ], [ %459, %453 ]
  %464 = phi i32 [ %445, %449 ], [ %457, %453 ]
  %465 = phi i32 [ poison, %449 ], [ %457, %453 ]
  %466 = sub i32 %380, %379, !dbg !348
  %467 = icmp ugt i32 %466, -4, !dbg !348
  br i1 %467, label %484, label %487, !dbg !348

468:                                              ; preds = %420, %468
  %469 = phi i32 [ %482, %468 ], [ %422, %420 ]
  %470 = phi i32 [ %480, %468 ], [ %423, %420 ]
    #dbg_value(i32 %469, !133, !DIExpression(), !331)
    #dbg_value(i32 %470, !129, !DIExpression(), !176)
  %471 = add nsw i32 %470, 1, !dbg !335
    #dbg_value(i32 %471, !129, !DIExpression(), !176)
  %472 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %469, i32 %379, !dbg !336
  store i32 %470, ptr %472, align 4, !dbg !337, !tbaa !325
  %473 = add i32 %469, 1, !dbg !338
    #dbg_value(i32 %473, !133, !DIExpression(), !331)
  %474 = add nsw i32 %470, 2, !dbg !335
    #dbg_value(i32 %474, !129, !DIExpression(), !176)
  %475 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %473, i32 %379, !dbg !336
  store i32 %471, ptr %475, align 4, !dbg !337, !tbaa !325
  %476 = add i32 %469, 2, !dbg !338
    #dbg_value(i32 %476, !133, !DIExpression(), !331)
  %477 = add nsw i32 %470, 3, !dbg !335
    #dbg_value(i32 %477, !129, !DIExpression(), !176)
  %478 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %476, i32 %379, !dbg !336
  store i32 %474, ptr %478, align 4, !dbg !337, !tbaa !325
  %479 = add i32 %469, 3, !dbg !338
    #dbg_value(i32 %479, !133, !DIExpression(), !331)
  %480 = add nsw i32 %470, 4, !dbg !335
    #dbg_value(i32 %480, !129, !DIExpression(), !176)
  %481 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %479, i32 %379, !dbg !336
  store i32 %477, ptr %481, align 4, !dbg !337, !tbaa !325
  %482 = add i32 %469, 4, !dbg !338
    #dbg_value(i32 %482, !133, !DIExpression(), !331)
  %483 = icmp eq i32 %479, %381, !dbg !332
  br i1 %483, label %444, label %468, !dbg !334, !llvm.loop !354

484:                                              ; preds = %462, %487, %447
  %485 = phi i32 [ %445, %447 ], [ %465, %462 ], [ %499, %487 ], !dbg !176
  %486 = add nsw i32 %381, -1, !dbg !356
    #dbg_value(i32 %486, !126, !DIExpression(), !176)
  br label %503, !dbg !357

487:                                              ; preds = %462, %487
  %488 = phi i32 [ %501, %487 ], [ %463, %462 ]
  %489 = phi i32 [ %499, %487 ], [ %464, %462 ]
    #dbg_value(i32 %488, !135, !DIExpression(), !345)
    #dbg_value(i32 %489, !129, !DIExpression(), !176)
  %490 = add nsw i32 %489, 1, !dbg !349
    #dbg_value(i32 %490, !129, !DIExpression(), !176)
  %491 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %381, i32 %488, !dbg !350
  store i32 %489, ptr %491, align 4, !dbg !351, !tbaa !325
  %492 = add nsw i32 %488, -1, !dbg !352
    #dbg_value(i32 %492, !135, !DIExpression(), !345)
  %493 = add nsw i32 %489, 2, !dbg !349
    #dbg_value(i32 %493, !129, !DIExpression(), !176)
  %494 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %381, i32 %492, !dbg !350
  store i32 %490, ptr %494, align 4, !dbg !351, !tbaa !325
  %495 = add nsw i32 %488, -2, !dbg !352
    #dbg_value(i32 %495, !135, !DIExpression(), !345)
  %496 = add nsw i32 %489, 3, !dbg !349
    #dbg_value(i32 %496, !129, !DIExpression(), !176)
  %497 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %381, i32 %495, !dbg !350
  store i32 %493, ptr %497, align 4, !dbg !351, !tbaa !325
  %498 = add nsw i32 %488, -3, !dbg !352
    #dbg_value(i32 %498, !135, !DIExpression(), !345)
  %499 = add nsw i32 %489, 4, !dbg !349
    #dbg_value(i32 %499, !129, !DIExpression(), !176)
  %500 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %381, i32 %498, !dbg !350
  store i32 %496, ptr %500, align 4, !dbg !351, !tbaa !325
  %501 = add nsw i32 %488, -4, !dbg !352
    #dbg_value(i32 %501, !135, !DIExpression(), !345)
  %502 = icmp sgt i32 %498, %380, !dbg !346
  br i1 %502, label %487, label %484, !dbg !348, !llvm.loop !358

503:                                              ; preds = %426, %484, %444
  %504 = phi i32 [ %446, %484 ], [ %446, %444 ], [ %427, %426 ]
  %505 = phi i32 [ %486, %484 ], [ %381, %444 ], [ %381, %426 ], !dbg !176
  %506 = phi i32 [ %485, %484 ], [ %445, %444 ], [ %404, %426 ], !dbg !360
    #dbg_value(i32 %506, !129, !DIExpression(), !176)
    #dbg_value(i32 %505, !126, !DIExpression(), !176)
  %507 = icmp slt i32 %380, %379, !dbg !361
  br i1 %507, label %508, label %548, !dbg !362

508:                                              ; preds = %503
    #dbg_value(i32 %505, !139, !DIExpression(), !363)
    #dbg_value(i32 %506, !129, !DIExpression(), !176)
  %509 = icmp sgt i32 %505, %382, !dbg !364
  br i1 %509, label %510, label %529, !dbg !366

510:                                              ; preds = %508
  %511 = sub i32 %505, %382, !dbg !366
  %512 = and i32 %511, 3, !dbg !366
  %513 = icmp eq i32 %512, 0, !dbg !366
  br i1 %513, label %523, label %514, !dbg !366

514:                                              ; preds = %510, %514
  %515 = phi i32 [ %520, %514 ], [ %505, %510 ]
  %516 = phi i32 [ %518, %514 ], [ %506, %510 ]
  %517 = phi i32 [ %521, %514 ], [ 0, %510 ]
    #dbg_value(i32 %515, !139, !DIExpression(), !363)
    #dbg_value(i32 %516, !129, !DIExpression(), !176)
  %518 = add nsw i32 %516, 1, !dbg !367
    #dbg_value(i32 %518, !129, !DIExpression(), !176)
  %519 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %515, i32 %380, !dbg !368
  store i32 %516, ptr %519, align 4, !dbg !369, !tbaa !325
  %520 = add nsw i32 %515, -1, !dbg !370
    #dbg_value(i32 %520, !139, !DIExpression(), !363)
  %521 = add i32 %517, 1, !dbg !366
  %522 = icmp eq i32 %521, %512, !dbg !366
  br i1 %522, label %523, label %514, !dbg !366, !llvm.loop !371

523:                                              ; preds = %514, %510
  %524 = phi i32 [ %505, %510 ], [ %520, %514 ]
  %525 = phi i32 [ %506, %510 ], [ %518, %514 ]
  %526 = phi i32 [ poison, %510 ], [ %518, %514 ]
  %527 = sub i32 %382, %505, !dbg !366
  %528 = icmp ugt i32 %527, -4, !dbg !366
  br i1 %528, label %529, label %532, !dbg !366

529:                                              ; preds = %523, %532, %508
  %530 = phi i32 [ %506, %508 ], [ %526, %523 ], [ %544, %532 ], !dbg !176
  %531 = add nsw i32 %380, 1, !dbg !372
    #dbg_value(i32 %531, !127, !DIExpression(), !176)
  br label %548, !dbg !373

532:                                              ; preds = %523, %532
  %533 = phi i32 [ %546, %532 ], [ %524, %523 ]
  %534 = phi i32 [ %544, %532 ], [ %525, %523 ]
    #dbg_value(i32 %533, !139, !DIExpression(), !363)
    #dbg_value(i32 %534, !129, !DIExpression(), !176)
  %535 = add nsw i32 %534, 1, !dbg !367
    #dbg_value(i32 %535, !129, !DIExpression(), !176)
  %536 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %533, i32 %380, !dbg !368
  store i32 %534, ptr %536, align 4, !dbg !369, !tbaa !325
  %537 = add nsw i32 %533, -1, !dbg !370
    #dbg_value(i32 %537, !139, !DIExpression(), !363)
  %538 = add nsw i32 %534, 2, !dbg !367
    #dbg_value(i32 %538, !129, !DIExpression(), !176)
  %539 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %537, i32 %380, !dbg !368
  store i32 %535, ptr %539, align 4, !dbg !369, !tbaa !325
  %540 = add nsw i32 %533, -2, !dbg !370
    #dbg_value(i32 %540, !139, !DIExpression(), !363)
  %541 = add nsw i32 %534, 3, !dbg !367
    #dbg_value(i32 %541, !129, !DIExpression(), !176)
  %542 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %540, i32 %380, !dbg !368
  store i32 %538, ptr %542, align 4, !dbg !369, !tbaa !325
  %543 = add nsw i32 %533, -3, !dbg !370
    #dbg_value(i32 %543, !139, !DIExpression(), !363)
  %544 = add nsw i32 %534, 4, !dbg !367
    #dbg_value(i32 %544, !129, !DIExpression(), !176)
  %545 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %543, i32 %380, !dbg !368
  store i32 %541, ptr %545, align 4, !dbg !369, !tbaa !325
  %546 = add nsw i32 %533, -4, !dbg !370
    #dbg_value(i32 %546, !139, !DIExpression(), !363)
  %547 = icmp sgt i32 %546, %382, !dbg !364
  br i1 %547, label %532, label %529, !dbg !366, !llvm.loop !374

548:                                              ; preds = %529, %503
  %549 = phi i32 [ %531, %529 ], [ %380, %503 ], !dbg !176
  %550 = phi i32 [ %530, %529 ], [ %506, %503 ], !dbg !360
    #dbg_value(i32 %550, !129, !DIExpression(), !176)
    #dbg_value(i32 %504, !128, !DIExpression(), !176)
    #dbg_value(i32 %549, !127, !DIExpression(), !176)
    #dbg_value(i32 %505, !126, !DIExpression(), !176)
    #dbg_value(i32 %405, !125, !DIExpression(), !176)
  %551 = icmp slt i32 %382, %505, !dbg !376
  %552 = icmp slt i32 %549, %379, !dbg !377
  %553 = select i1 %551, i1 %552, i1 false, !dbg !377
  br i1 %553, label %377, label %554, !dbg !315, !llvm.loop !378

554:                                              ; preds = %548, %554
  %555 = phi i32 [ %584, %554 ], [ 0, %548 ]
    #dbg_value(i32 %555, !143, !DIExpression(), !380)
    #dbg_value(i32 0, !145, !DIExpression(), !381)
  %556 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 0, !dbg !382
  %557 = load i32, ptr %556, align 4, !dbg !382, !tbaa !325
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %557), !dbg !384
    #dbg_value(i32 1, !145, !DIExpression(), !381)
  %559 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 1, !dbg !382
  %560 = load i32, ptr %559, align 4, !dbg !382, !tbaa !325
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %560), !dbg !384
    #dbg_value(i32 2, !145, !DIExpression(), !381)
  %562 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 2, !dbg !382
  %563 = load i32, ptr %562, align 4, !dbg !382, !tbaa !325
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %563), !dbg !384
    #dbg_value(i32 3, !145, !DIExpression(), !381)
  %565 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 3, !dbg !382
  %566 = load i32, ptr %565, align 4, !dbg !382, !tbaa !325
  %567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %566), !dbg !384
    #dbg_value(i32 4, !145, !DIExpression(), !381)
  %568 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 4, !dbg !382
  %569 = load i32, ptr %568, align 4, !dbg !382, !tbaa !325
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %569), !dbg !384
    #dbg_value(i32 5, !145, !DIExpression(), !381)
  %571 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 5, !dbg !382
  %572 = load i32, ptr %571, align 4, !dbg !382, !tbaa !325
  %573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %572), !dbg !384
    #dbg_value(i32 6, !145, !DIExpression(), !381)
  %574 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 6, !dbg !382
  %575 = load i32, ptr %574, align 4, !dbg !382, !tbaa !325
  %576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %575), !dbg !384
    #dbg_value(i32 7, !145, !DIExpression(), !381)
  %577 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 7, !dbg !382
  %578 = load i32, ptr %577, align 4, !dbg !382, !tbaa !325
  %579 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %578), !dbg !384
    #dbg_value(i32 8, !145, !DIExpression(), !381)
  %580 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i32 0, i32 %555, i32 8, !dbg !382
  %581 = load i32, ptr %580, align 4, !dbg !382, !tbaa !325
  %582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %581), !dbg !384
    #dbg_value(i32 9, !145, !DIExpression(), !381)
  %583 = tail call i32 @putchar(i32 10), !dbg !385
  %584 = add nuw nsw i32 %555, 1, !dbg !386
    #dbg_value(i32 %584, !143, !DIExpression(), !380)
  %585 = icmp eq i32 %584, 7, !dbg !387
  br i1 %585, label %586, label %554, !dbg !388, !llvm.loop !389

586:                                              ; preds = %554
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %8) #8, !dbg !391
    #dbg_value(i32 0, !153, !DIExpression(), !392)
    #dbg_value(i32 0, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  store i16 0, ptr %8, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %587 = getelementptr inbounds i8, ptr %8, i32 2, !dbg !399
  store i16 1, ptr %587, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %588 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !399
  store i16 2, ptr %588, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %589 = getelementptr inbounds i8, ptr %8, i32 6, !dbg !399
  store i16 3, ptr %589, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %590 = getelementptr inbounds i8, ptr %8, i32 8, !dbg !399
  store i16 4, ptr %590, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %591 = getelementptr inbounds i8, ptr %8, i32 10, !dbg !399
  store i16 10, ptr %591, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %592 = getelementptr inbounds i8, ptr %8, i32 12, !dbg !399
  store i16 11, ptr %592, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %593 = getelementptr inbounds i8, ptr %8, i32 14, !dbg !399
  store i16 12, ptr %593, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %594 = getelementptr inbounds i8, ptr %8, i32 16, !dbg !399
  store i16 13, ptr %594, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %595 = getelementptr inbounds i8, ptr %8, i32 18, !dbg !399
  store i16 14, ptr %595, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %596 = getelementptr inbounds i8, ptr %8, i32 20, !dbg !399
  store i16 20, ptr %596, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %597 = getelementptr inbounds i8, ptr %8, i32 22, !dbg !399
  store i16 21, ptr %597, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %598 = getelementptr inbounds i8, ptr %8, i32 24, !dbg !399
  store i16 22, ptr %598, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %599 = getelementptr inbounds i8, ptr %8, i32 26, !dbg !399
  store i16 23, ptr %599, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %600 = getelementptr inbounds i8, ptr %8, i32 28, !dbg !399
  store i16 24, ptr %600, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %601 = getelementptr inbounds i8, ptr %8, i32 30, !dbg !399
  store i16 30, ptr %601, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %602 = getelementptr inbounds i8, ptr %8, i32 32, !dbg !399
  store i16 31, ptr %602, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %603 = getelementptr inbounds i8, ptr %8, i32 34, !dbg !399
  store i16 32, ptr %603, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %604 = getelementptr inbounds i8, ptr %8, i32 36, !dbg !399
  store i16 33, ptr %604, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %605 = getelementptr inbounds i8, ptr %8, i32 38, !dbg !399
  store i16 34, ptr %605, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !153, !DIExpression(), !392)
    #dbg_value(i32 0, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %606 = getelementptr inbounds i8, ptr %8, i32 40, !dbg !399
  store i16 100, ptr %606, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %607 = getelementptr inbounds i8, ptr %8, i32 42, !dbg !399
  store i16 101, ptr %607, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %608 = getelementptr inbounds i8, ptr %8, i32 44, !dbg !399
  store i16 102, ptr %608, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %609 = getelementptr inbounds i8, ptr %8, i32 46, !dbg !399
  store i16 103, ptr %609, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %610 = getelementptr inbounds i8, ptr %8, i32 48, !dbg !399
  store i16 104, ptr %610, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %611 = getelementptr inbounds i8, ptr %8, i32 50, !dbg !399
  store i16 110, ptr %611, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %612 = getelementptr inbounds i8, ptr %8, i32 52, !dbg !399
  store i16 111, ptr %612, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %613 = getelementptr inbounds i8, ptr %8, i32 54, !dbg !399
  store i16 112, ptr %613, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %614 = getelementptr inbounds i8, ptr %8, i32 56, !dbg !399
  store i16 113, ptr %614, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %615 = getelementptr inbounds i8, ptr %8, i32 58, !dbg !399
  store i16 114, ptr %615, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %616 = getelementptr inbounds i8, ptr %8, i32 60, !dbg !399
  store i16 120, ptr %616, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %617 = getelementptr inbounds i8, ptr %8, i32 62, !dbg !399
  store i16 121, ptr %617, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %618 = getelementptr inbounds i8, ptr %8, i32 64, !dbg !399
  store i16 122, ptr %618, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %619 = getelementptr inbounds i8, ptr %8, i32 66, !dbg !399
  store i16 123, ptr %619, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %620 = getelementptr inbounds i8, ptr %8, i32 68, !dbg !399
  store i16 124, ptr %620, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %621 = getelementptr inbounds i8, ptr %8, i32 70, !dbg !399
  store i16 130, ptr %621, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %622 = getelementptr inbounds i8, ptr %8, i32 72, !dbg !399
  store i16 131, ptr %622, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %623 = getelementptr inbounds i8, ptr %8, i32 74, !dbg !399
  store i16 132, ptr %623, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %624 = getelementptr inbounds i8, ptr %8, i32 76, !dbg !399
  store i16 133, ptr %624, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %625 = getelementptr inbounds i8, ptr %8, i32 78, !dbg !399
  store i16 134, ptr %625, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !153, !DIExpression(), !392)
    #dbg_value(i32 0, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %626 = getelementptr inbounds i8, ptr %8, i32 80, !dbg !399
  store i16 200, ptr %626, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %627 = getelementptr inbounds i8, ptr %8, i32 82, !dbg !399
  store i16 201, ptr %627, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %628 = getelementptr inbounds i8, ptr %8, i32 84, !dbg !399
  store i16 202, ptr %628, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %629 = getelementptr inbounds i8, ptr %8, i32 86, !dbg !399
  store i16 203, ptr %629, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %630 = getelementptr inbounds i8, ptr %8, i32 88, !dbg !399
  store i16 204, ptr %630, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %631 = getelementptr inbounds i8, ptr %8, i32 90, !dbg !399
  store i16 210, ptr %631, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %632 = getelementptr inbounds i8, ptr %8, i32 92, !dbg !399
  store i16 211, ptr %632, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %633 = getelementptr inbounds i8, ptr %8, i32 94, !dbg !399
  store i16 212, ptr %633, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %634 = getelementptr inbounds i8, ptr %8, i32 96, !dbg !399
  store i16 213, ptr %634, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %635 = getelementptr inbounds i8, ptr %8, i32 98, !dbg !399
  store i16 214, ptr %635, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %636 = getelementptr inbounds i8, ptr %8, i32 100, !dbg !399
  store i16 220, ptr %636, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %637 = getelementptr inbounds i8, ptr %8, i32 102, !dbg !399
  store i16 221, ptr %637, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %638 = getelementptr inbounds i8, ptr %8, i32 104, !dbg !399
  store i16 222, ptr %638, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %639 = getelementptr inbounds i8, ptr %8, i32 106, !dbg !399
  store i16 223, ptr %639, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %640 = getelementptr inbounds i8, ptr %8, i32 108, !dbg !399
  store i16 224, ptr %640, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !155, !DIExpression(), !393)
    #dbg_value(i32 0, !158, !DIExpression(), !394)
  %641 = getelementptr inbounds i8, ptr %8, i32 110, !dbg !399
  store i16 230, ptr %641, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 1, !158, !DIExpression(), !394)
  %642 = getelementptr inbounds i8, ptr %8, i32 112, !dbg !399
  store i16 231, ptr %642, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 2, !158, !DIExpression(), !394)
  %643 = getelementptr inbounds i8, ptr %8, i32 114, !dbg !399
  store i16 232, ptr %643, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 3, !158, !DIExpression(), !394)
  %644 = getelementptr inbounds i8, ptr %8, i32 116, !dbg !399
  store i16 233, ptr %644, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 4, !158, !DIExpression(), !394)
  %645 = getelementptr inbounds i8, ptr %8, i32 118, !dbg !399
  store i16 234, ptr %645, align 2, !dbg !395, !tbaa !397
    #dbg_value(i32 5, !158, !DIExpression(), !394)
    #dbg_value(i32 4, !155, !DIExpression(), !393)
    #dbg_value(i32 3, !153, !DIExpression(), !392)
  br label %648, !dbg !400

646:                                              ; preds = %648
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %672, i32 noundef 234, i32 noundef 132), !dbg !401
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #8, !dbg !402
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(40) %9, ptr noundef nonnull align 1 dereferenceable(40) @__const.main.words, i32 40, i1 false), !dbg !403, !DIAssignID !404
    #dbg_assign(i1 undef, !167, !DIExpression(), !404, ptr %9, !DIExpression(), !176)
    #dbg_value(i32 0, !170, !DIExpression(), !405)
  br label %675, !dbg !406

648:                                              ; preds = %648, %586
  %649 = phi i32 [ 0, %586 ], [ %673, %648 ]
  %650 = phi i32 [ 0, %586 ], [ %672, %648 ]
    #dbg_value(i32 %649, !165, !DIExpression(), !407)
    #dbg_value(i32 %650, !164, !DIExpression(), !176)
  %651 = getelementptr inbounds i16, ptr %8, i32 %649, !dbg !408
  %652 = load i16, ptr %651, align 2, !dbg !408, !tbaa !397
  %653 = sext i16 %652 to i32, !dbg !408
  %654 = add nsw i32 %650, %653, !dbg !410
    #dbg_value(i32 %654, !164, !DIExpression(), !176)
  %655 = or disjoint i32 %649, 1, !dbg !411
    #dbg_value(i32 %655, !165, !DIExpression(), !407)
  %656 = getelementptr inbounds i16, ptr %8, i32 %655, !dbg !408
  %657 = load i16, ptr %656, align 2, !dbg !408, !tbaa !397
  %658 = sext i16 %657 to i32, !dbg !408
  %659 = shl nsw i32 %658, 1, !dbg !412
  %660 = add nsw i32 %659, %654, !dbg !410
    #dbg_value(i32 %660, !164, !DIExpression(), !176)
  %661 = or disjoint i32 %649, 2, !dbg !411
    #dbg_value(i32 %661, !165, !DIExpression(), !407)
  %662 = getelementptr inbounds i16, ptr %8, i32 %661, !dbg !408
  %663 = load i16, ptr %662, align 2, !dbg !408, !tbaa !397
  %664 = sext i16 %663 to i32, !dbg !408
  %665 = mul nsw i32 %664, 3, !dbg !412
  %666 = add nsw i32 %665, %660, !dbg !410
    #dbg_value(i32 %666, !164, !DIExpression(), !176)
  %667 = or disjoint i32 %649, 3, !dbg !411
    #dbg_value(i32 %667, !165, !DIExpression(), !407)
  %668 = getelementptr inbounds i16, ptr %8, i32 %667, !dbg !408
  %669 = load i16, ptr %668, align 2, !dbg !408, !tbaa !397
  %670 = sext i16 %669 to i32, !dbg !408
  %671 = shl nsw i32 %670, 2, !dbg !412
  %672 = add nsw i32 %671, %666, !dbg !410
    #dbg_value(i32 %672, !164, !DIExpression(), !176)
  %673 = add nuw nsw i32 %649, 4, !dbg !411
    #dbg_value(i32 %673, !165, !DIExpression(), !407)
  %674 = icmp eq i32 %673, 60, !dbg !413
  br i1 %674, label %646, label %648, !dbg !400, !llvm.loop !414

675:                                              ; preds = %675, %646
  %676 = phi i32 [ %680, %675 ], [ 0, %646 ], !dbg !416
    #dbg_value(i32 %676, !172, !DIExpression(), !416)
  %677 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i32 0, i32 0, i32 %676, !dbg !417
  %678 = load i8, ptr %677, align 1, !dbg !417, !tbaa !418
  %679 = icmp eq i8 %678, 0, !dbg !406
  %680 = add nuw nsw i32 %676, 1, !dbg !419
    #dbg_value(i32 %680, !172, !DIExpression(), !416)
  br i1 %679, label %681, label %675, !dbg !406, !llvm.loop !420

681:                                              ; preds = %675
  store i8 65, ptr %9, align 1, !dbg !421, !tbaa !418
  %682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %9, i32 noundef %676), !dbg !422
    #dbg_value(i32 1, !170, !DIExpression(), !405)
  br label %683, !dbg !406

683:                                              ; preds = %683, %681
  %684 = phi i32 [ %688, %683 ], [ 0, %681 ], !dbg !416
    #dbg_value(i32 %684, !172, !DIExpression(), !416)
  %685 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i32 0, i32 1, i32 %684, !dbg !417
  %686 = load i8, ptr %685, align 1, !dbg !417, !tbaa !418
  %687 = icmp eq i8 %686, 0, !dbg !406
  %688 = add nuw nsw i32 %684, 1, !dbg !419
    #dbg_value(i32 %688, !172, !DIExpression(), !416)
  br i1 %687, label %689, label %683, !dbg !406, !llvm.loop !420

689:                                              ; preds = %683
  %690 = getelementptr inbounds i8, ptr %9, i32 8, !dbg !417
  %691 = load i8, ptr %690, align 1, !dbg !423, !tbaa !418
  %692 = add i8 %691, -32, !dbg !424
  store i8 %692, ptr %690, align 1, !dbg !421, !tbaa !418
  %693 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %690, i32 noundef %684), !dbg !422
    #dbg_value(i32 2, !170, !DIExpression(), !405)
  br label %694, !dbg !406

694:                                              ; preds = %694, %689
  %695 = phi i32 [ %699, %694 ], [ 0, %689 ], !dbg !416
    #dbg_value(i32 %695, !172, !DIExpression(), !416)
  %696 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i32 0, i32 2, i32 %695, !dbg !417
  %697 = load i8, ptr %696, align 1, !dbg !417, !tbaa !418
  %698 = icmp eq i8 %697, 0, !dbg !406
  %699 = add nuw nsw i32 %695, 1, !dbg !419
    #dbg_value(i32 %699, !172, !DIExpression(), !416)
  br i1 %698, label %700, label %694, !dbg !406, !llvm.loop !420

700:                                              ; preds = %694
  %701 = getelementptr inbounds i8, ptr %9, i32 16, !dbg !417
  %702 = load i8, ptr %701, align 1, !dbg !423, !tbaa !418
  %703 = add i8 %702, -32, !dbg !424
  store i8 %703, ptr %701, align 1, !dbg !421, !tbaa !418
  %704 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %701, i32 noundef %695), !dbg !422
    #dbg_value(i32 3, !170, !DIExpression(), !405)
  br label %705, !dbg !406

705:                                              ; preds = %705, %700
  %706 = phi i32 [ %710, %705 ], [ 0, %700 ], !dbg !416
    #dbg_value(i32 %706, !172, !DIExpression(), !416)
  %707 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i32 0, i32 3, i32 %706, !dbg !417
  %708 = load i8, ptr %707, align 1, !dbg !417, !tbaa !418
  %709 = icmp eq i8 %708, 0, !dbg !406
  %710 = add nuw nsw i32 %706, 1, !dbg !419
    #dbg_value(i32 %710, !172, !DIExpression(), !416)
  br i1 %709, label %711, label %705, !dbg !406, !llvm.loop !420

711:                                              ; preds = %705
  %712 = getelementptr inbounds i8, ptr %9, i32 24, !dbg !417
  %713 = load i8, ptr %712, align 1, !dbg !423, !tbaa !418
  %714 = add i8 %713, -32, !dbg !424
  store i8 %714, ptr %712, align 1, !dbg !421, !tbaa !418
  %715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %712, i32 noundef %706), !dbg !422
    #dbg_value(i32 4, !170, !DIExpression(), !405)
  br label %716, !dbg !406

716:                                              ; preds = %716, %711
  %717 = phi i32 [ %721, %716 ], [ 0, %711 ], !dbg !416
    #dbg_value(i32 %717, !172, !DIExpression(), !416)
  %718 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i32 0, i32 4, i32 %717, !dbg !417
  %719 = load i8, ptr %718, align 1, !dbg !417, !tbaa !418
  %720 = icmp eq i8 %719, 0, !dbg !406
  %721 = add nuw nsw i32 %717, 1, !dbg !419
    #dbg_value(i32 %721, !172, !DIExpression(), !416)
  br i1 %720, label %722, label %716, !dbg !406, !llvm.loop !420

722:                                              ; preds = %716
  %723 = getelementptr inbounds i8, ptr %9, i32 32, !dbg !417
  %724 = load i8, ptr %723, align 1, !dbg !423, !tbaa !418
  %725 = add i8 %724, -32, !dbg !424
  store i8 %725, ptr %723, align 1, !dbg !421, !tbaa !418
  %726 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %723, i32 noundef %717), !dbg !422
    #dbg_value(i32 5, !170, !DIExpression(), !405)
  %727 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 40, i32 noundef 8), !dbg !425
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %8) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 252, ptr nonnull %7) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %6) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %5) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %4) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %3) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %2) #8, !dbg !426
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %1) #8, !dbg !426
  ret i32 0, !dbg !426
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mat_mul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !427 {
    #dbg_value(i32 6, !431, !DIExpression(), !445)
    #dbg_value(ptr %0, !432, !DIExpression(), !445)
    #dbg_value(ptr %1, !433, !DIExpression(), !445)
    #dbg_value(ptr %2, !434, !DIExpression(), !445)
    #dbg_value(i32 0, !435, !DIExpression(), !446)
  %4 = getelementptr inbounds i8, ptr %1, i32 24
  %5 = getelementptr inbounds i8, ptr %1, i32 48
  %6 = getelementptr inbounds i8, ptr %1, i32 72
  %7 = getelementptr inbounds i8, ptr %1, i32 96
  %8 = getelementptr inbounds i8, ptr %1, i32 120
  %9 = getelementptr inbounds i8, ptr %1, i32 4
  %10 = getelementptr inbounds i8, ptr %1, i32 28
  %11 = getelementptr inbounds i8, ptr %1, i32 52
  %12 = getelementptr inbounds i8, ptr %1, i32 76
  %13 = getelementptr inbounds i8, ptr %1, i32 100
  %14 = getelementptr inbounds i8, ptr %1, i32 124
  %15 = getelementptr inbounds i8, ptr %1, i32 8
  %16 = getelementptr inbounds i8, ptr %1, i32 32
  %17 = getelementptr inbounds i8, ptr %1, i32 56
  %18 = getelementptr inbounds i8, ptr %1, i32 80
  %19 = getelementptr inbounds i8, ptr %1, i32 104
  %20 = getelementptr inbounds i8, ptr %1, i32 128
  %21 = getelementptr inbounds i8, ptr %1, i32 12
  %22 = getelementptr inbounds i8, ptr %1, i32 36
  %23 = getelementptr inbounds i8, ptr %1, i32 60
  %24 = getelementptr inbounds i8, ptr %1, i32 84
  %25 = getelementptr inbounds i8, ptr %1, i32 108
  %26 = getelementptr inbounds i8, ptr %1, i32 132
  %27 = getelementptr inbounds i8, ptr %1, i32 16
  %28 = getelementptr inbounds i8, ptr %1, i32 40
  %29 = getelementptr inbounds i8, ptr %1, i32 64
  %30 = getelementptr inbounds i8, ptr %1, i32 88
  %31 = getelementptr inbounds i8, ptr %1, i32 112
  %32 = getelementptr inbounds i8, ptr %1, i32 136
  %33 = getelementptr inbounds i8, ptr %1, i32 20
  %34 = getelementptr inbounds i8, ptr %1, i32 44
  %35 = getelementptr inbounds i8, ptr %1, i32 68
  %36 = getelementptr inbounds i8, ptr %1, i32 92
  %37 = getelementptr inbounds i8, ptr %1, i32 116
  %38 = getelementptr inbounds i8, ptr %1, i32 140
  br label %39, !dbg !447

39:                                               ; preds = %3, %39
  %40 = phi i32 [ 0, %3 ], [ %191, %39 ]
    #dbg_value(i32 %40, !435, !DIExpression(), !446)
    #dbg_value(i32 0, !437, !DIExpression(), !448)
  %41 = getelementptr inbounds [6 x i32], ptr %0, i32 %40, i32 0, !dbg !449
    #dbg_value(i32 0, !437, !DIExpression(), !448)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
  %42 = load i32, ptr %41, align 4, !dbg !449, !tbaa !191
  %43 = load i32, ptr %1, align 4, !dbg !453, !tbaa !191
  %44 = mul nsw i32 %43, %42, !dbg !454
    #dbg_value(i32 %44, !440, !DIExpression(), !452)
    #dbg_value(i32 1, !443, !DIExpression(), !451)
  %45 = getelementptr inbounds [6 x i32], ptr %0, i32 %40, i32 1, !dbg !449
  %46 = load i32, ptr %45, align 4, !dbg !449, !tbaa !191
  %47 = load i32, ptr %4, align 4, !dbg !453, !tbaa !191
  %48 = mul nsw i32 %47, %46, !dbg !454
  %49 = add nsw i32 %48, %44, !dbg !455
    #dbg_value(i32 %49, !440, !DIExpression(), !452)
    #dbg_value(i32 2, !443, !DIExpression(), !451)
  %50 = getelementptr inbounds [6 x i32], ptr %0, i32 %40, i32 2, !dbg !449
  %51 = load i32, ptr %50, align 4, !dbg !449, !tbaa !191
  %52 = load i32, ptr %5, align 4, !dbg !453, !tbaa !191
  %53 = mul nsw i32 %52, %51, !dbg !454
  %54 = add nsw i32 %53, %49, !dbg !455
    #dbg_value(i32 %54, !440, !DIExpression(), !452)
    #dbg_value(i32 3, !443, !DIExpression(), !451)
  %55 = getelementptr inbounds [6 x i32], ptr %0, i32 %40, i32 3, !dbg !449
  %56 = load i32, ptr %55, align 4, !dbg !449, !tbaa !191
  %57 = load i32, ptr %6, align 4, !dbg !453, !tbaa !191
  %58 = mul nsw i32 %57, %56, !dbg !454
  %59 = add nsw i32 %58, %54, !dbg !455
    #dbg_value(i32 %59, !440, !DIExpression(), !452)
    #dbg_value(i32 4, !443, !DIExpression(), !451)
  %60 = getelementptr inbounds [6 x i32], ptr %0, i32 %40, i32 4, !dbg !449
  %61 = load i32, ptr %60, align 4, !dbg !449, !tbaa !191
  %62 = load i32, ptr %7, align 4, !dbg !453, !tbaa !191
  %63 = mul nsw i32 %62, %61, !dbg !454
  %64 = add nsw i32 %63, %59, !dbg !455
    #dbg_value(i32 %64, !440, !DIExpression(), !452)
    #dbg_value(i32 5, !443, !DIExpression(), !451)
  %65 = getelementptr inbounds [6 x i32], ptr %0, i32 %40, i32 5, !dbg !449
  %66 = load i32, ptr %65, align 4, !dbg !449, !tbaa !191
  %67 = load i32, ptr %8, align 4, !dbg !453, !tbaa !191
  %68 = mul nsw i32 %67, %66, !dbg !454
  %69 = add nsw i32 %68, %64, !dbg !455
    #dbg_value(i32 %69, !440, !DIExpression(), !452)
    #dbg_value(i32 6, !443, !DIExpression(), !451)
  %70 = getelementptr inbounds [6 x i32], ptr %2, i32 %40, i32 0, !dbg !456
  store i32 %69, ptr %70, align 4, !dbg !457, !tbaa !191
    #dbg_value(i32 1, !437, !DIExpression(), !448)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
  %71 = load i32, ptr %41, align 4, !dbg !449, !tbaa !191
  %72 = load i32, ptr %9, align 4, !dbg !453, !tbaa !191
  %73 = mul nsw i32 %72, %71, !dbg !454
    #dbg_value(i32 %73, !440, !DIExpression(), !452)
    #dbg_value(i32 1, !443, !DIExpression(), !451)
  %74 = load i32, ptr %45, align 4, !dbg !449, !tbaa !191
  %75 = load i32, ptr %10, align 4, !dbg !453, !tbaa !191
  %76 = mul nsw i32 %75, %74, !dbg !454
  %77 = add nsw i32 %76, %73, !dbg !455
    #dbg_value(i32 %77, !440, !DIExpression(), !452)
    #dbg_value(i32 2, !443, !DIExpression(), !451)
  %78 = load i32, ptr %50, align 4, !dbg !449, !tbaa !191
  %79 = load i32, ptr %11, align 4, !dbg !453, !tbaa !191
  %80 = mul nsw i32 %79, %78, !dbg !454
  %81 = add nsw i32 %80, %77, !dbg !455
    #dbg_value(i32 %81, !440, !DIExpression(), !452)
    #dbg_value(i32 3, !443, !DIExpression(), !451)
  %82 = load i32, ptr %55, align 4, !dbg !449, !tbaa !191
  %83 = load i32, ptr %12, align 4, !dbg !453, !tbaa !191
  %84 = mul nsw i32 %83, %82, !dbg !454
  %85 = add nsw i32 %84, %81, !dbg !455
    #dbg_value(i32 %85, !440, !DIExpression(), !452)
    #dbg_value(i32 4, !443, !DIExpression(), !451)
  %86 = load i32, ptr %60, align 4, !dbg !449, !tbaa !191
  %87 = load i32, ptr %13, align 4, !dbg !453, !tbaa !191
  %88 = mul nsw i32 %87, %86, !dbg !454
  %89 = add nsw i32 %88, %85, !dbg !455
    #dbg_value(i32 %89, !440, !DIExpression(), !452)
    #dbg_value(i32 5, !443, !DIExpression(), !451)
  %90 = load i32, ptr %65, align 4, !dbg !449, !tbaa !191
  %91 = load i32, ptr %14, align 4, !dbg !453, !tbaa !191
  %92 = mul nsw i32 %91, %90, !dbg !454
  %93 = add nsw i32 %92, %89, !dbg !455
    #dbg_value(i32 %93, !440, !DIExpression(), !452)
    #dbg_value(i32 6, !443, !DIExpression(), !451)
  %94 = getelementptr inbounds [6 x i32], ptr %2, i32 %40, i32 1, !dbg !456
  store i32 %93, ptr %94, align 4, !dbg !457, !tbaa !191
    #dbg_value(i32 2, !437, !DIExpression(), !448)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
  %95 = load i32, ptr %41, align 4, !dbg !449, !tbaa !191
  %96 = load i32, ptr %15, align 4, !dbg !453, !tbaa !191
  %97 = mul nsw i32 %96, %95, !dbg !454
    #dbg_value(i32 %97, !440, !DIExpression(), !452)
    #dbg_value(i32 1, !443, !DIExpression(), !451)
  %98 = load i32, ptr %45, align 4, !dbg !449, !tbaa !191
  %99 = load i32, ptr %16, align 4, !dbg !453, !tbaa !191
  %100 = mul nsw i32 %99, %98, !dbg !454
  %101 = add nsw i32 %100, %97, !dbg !455
    #dbg_value(i32 %101, !440, !DIExpression(), !452)
    #dbg_value(i32 2, !443, !DIExpression(), !451)
  %102 = load i32, ptr %50, align 4, !dbg !449, !tbaa !191
  %103 = load i32, ptr %17, align 4, !dbg !453, !tbaa !191
  %104 = mul nsw i32 %103, %102, !dbg !454
  %105 = add nsw i32 %104, %101, !dbg !455
    #dbg_value(i32 %105, !440, !DIExpression(), !452)
    #dbg_value(i32 3, !443, !DIExpression(), !451)
  %106 = load i32, ptr %55, align 4, !dbg !449, !tbaa !191
  %107 = load i32, ptr %18, align 4, !dbg !453, !tbaa !191
  %108 = mul nsw i32 %107, %106, !dbg !454
  %109 = add nsw i32 %108, %105, !dbg !455
    #dbg_value(i32 %109, !440, !DIExpression(), !452)
    #dbg_value(i32 4, !443, !DIExpression(), !451)
  %110 = load i32, ptr %60, align 4, !dbg !449, !tbaa !191
  %111 = load i32, ptr %19, align 4, !dbg !453, !tbaa !191
  %112 = mul nsw i32 %111, %110, !dbg !454
  %113 = add nsw i32 %112, %109, !dbg !455
    #dbg_value(i32 %113, !440, !DIExpression(), !452)
    #dbg_value(i32 5, !443, !DIExpression(), !451)
  %114 = load i32, ptr %65, align 4, !dbg !449, !tbaa !191
  %115 = load i32, ptr %20, align 4, !dbg !453, !tbaa !191
  %116 = mul nsw i32 %115, %114, !dbg !454
  %117 = add nsw i32 %116, %113, !dbg !455
    #dbg_value(i32 %117, !440, !DIExpression(), !452)
    #dbg_value(i32 6, !443, !DIExpression(), !451)
  %118 = getelementptr inbounds [6 x i32], ptr %2, i32 %40, i32 2, !dbg !456
  store i32 %117, ptr %118, align 4, !dbg !457, !tbaa !191
    #dbg_value(i32 3, !437, !DIExpression(), !448)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
  %119 = load i32, ptr %41, align 4, !dbg !449, !tbaa !191
  %120 = load i32, ptr %21, align 4, !dbg !453, !tbaa !191
  %121 = mul nsw i32 %120, %119, !dbg !454
    #dbg_value(i32 %121, !440, !DIExpression(), !452)
    #dbg_value(i32 1, !443, !DIExpression(), !451)
  %122 = load i32, ptr %45, align 4, !dbg !449, !tbaa !191
  %123 = load i32, ptr %22, align 4, !dbg !453, !tbaa !191
  %124 = mul nsw i32 %123, %122, !dbg !454
  %125 = add nsw i32 %124, %121, !dbg !455
    #dbg_value(i32 %125, !440, !DIExpression(), !452)
    #dbg_value(i32 2, !443, !DIExpression(), !451)
  %126 = load i32, ptr %50, align 4, !dbg !449, !tbaa !191
  %127 = load i32, ptr %23, align 4, !dbg !453, !tbaa !191
  %128 = mul nsw i32 %127, %126, !dbg !454
  %129 = add nsw i32 %128, %125, !dbg !455
    #dbg_value(i32 %129, !440, !DIExpression(), !452)
    #dbg_value(i32 3, !443, !DIExpression(), !451)
  %130 = load i32, ptr %55, align 4, !dbg !449, !tbaa !191
  %131 = load i32, ptr %24, align 4, !dbg !453, !tbaa !191
  %132 = mul nsw i32 %131, %130, !dbg !454
  %133 = add nsw i32 %132, %129, !dbg !455
    #dbg_value(i32 %133, !440, !DIExpression(), !452)
    #dbg_value(i32 4, !443, !DIExpression(), !451)
  %134 = load i32, ptr %60, align 4, !dbg !449, !tbaa !191
  %135 = load i32, ptr %25, align 4, !dbg !453, !tbaa !191
  %136 = mul nsw i32 %135, %134, !dbg !454
  %137 = add nsw i32 %136, %133, !dbg !455
    #dbg_value(i32 %137, !440, !DIExpression(), !452)
    #dbg_value(i32 5, !443, !DIExpression(), !451)
  %138 = load i32, ptr %65, align 4, !dbg !449, !tbaa !191
  %139 = load i32, ptr %26, align 4, !dbg !453, !tbaa !191
  %140 = mul nsw i32 %139, %138, !dbg !454
  %141 = add nsw i32 %140, %137, !dbg !455
    #dbg_value(i32 %141, !440, !DIExpression(), !452)
    #dbg_value(i32 6, !443, !DIExpression(), !451)
  %142 = getelementptr inbounds [6 x i32], ptr %2, i32 %40, i32 3, !dbg !456
  store i32 %141, ptr %142, align 4, !dbg !457, !tbaa !191
    #dbg_value(i32 4, !437, !DIExpression(), !448)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
  %143 = load i32, ptr %41, align 4, !dbg !449, !tbaa !191
  %144 = load i32, ptr %27, align 4, !dbg !453, !tbaa !191
  %145 = mul nsw i32 %144, %143, !dbg !454
    #dbg_value(i32 %145, !440, !DIExpression(), !452)
    #dbg_value(i32 1, !443, !DIExpression(), !451)
  %146 = load i32, ptr %45, align 4, !dbg !449, !tbaa !191
  %147 = load i32, ptr %28, align 4, !dbg !453, !tbaa !191
  %148 = mul nsw i32 %147, %146, !dbg !454
  %149 = add nsw i32 %148, %145, !dbg !455
    #dbg_value(i32 %149, !440, !DIExpression(), !452)
    #dbg_value(i32 2, !443, !DIExpression(), !451)
  %150 = load i32, ptr %50, align 4, !dbg !449, !tbaa !191
  %151 = load i32, ptr %29, align 4, !dbg !453, !tbaa !191
  %152 = mul nsw i32 %151, %150, !dbg !454
  %153 = add nsw i32 %152, %149, !dbg !455
    #dbg_value(i32 %153, !440, !DIExpression(), !452)
    #dbg_value(i32 3, !443, !DIExpression(), !451)
  %154 = load i32, ptr %55, align 4, !dbg !449, !tbaa !191
  %155 = load i32, ptr %30, align 4, !dbg !453, !tbaa !191
  %156 = mul nsw i32 %155, %154, !dbg !454
  %157 = add nsw i32 %156, %153, !dbg !455
    #dbg_value(i32 %157, !440, !DIExpression(), !452)
    #dbg_value(i32 4, !443, !DIExpression(), !451)
  %158 = load i32, ptr %60, align 4, !dbg !449, !tbaa !191
  %159 = load i32, ptr %31, align 4, !dbg !453, !tbaa !191
  %160 = mul nsw i32 %159, %158, !dbg !454
  %161 = add nsw i32 %160, %157, !dbg !455
    #dbg_value(i32 %161, !440, !DIExpression(), !452)
    #dbg_value(i32 5, !443, !DIExpression(), !451)
  %162 = load i32, ptr %65, align 4, !dbg !449, !tbaa !191
  %163 = load i32, ptr %32, align 4, !dbg !453, !tbaa !191
  %164 = mul nsw i32 %163, %162, !dbg !454
  %165 = add nsw i32 %164, %161, !dbg !455
    #dbg_value(i32 %165, !440, !DIExpression(), !452)
    #dbg_value(i32 6, !443, !DIExpression(), !451)
  %166 = getelementptr inbounds [6 x i32], ptr %2, i32 %40, i32 4, !dbg !456
  store i32 %165, ptr %166, align 4, !dbg !457, !tbaa !191
    #dbg_value(i32 5, !437, !DIExpression(), !448)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
    #dbg_value(i32 0, !443, !DIExpression(), !451)
    #dbg_value(i32 0, !440, !DIExpression(), !452)
  %167 = load i32, ptr %41, align 4, !dbg !449, !tbaa !191
  %168 = load i32, ptr %33, align 4, !dbg !453, !tbaa !191
  %169 = mul nsw i32 %168, %167, !dbg !454
    #dbg_value(i32 %169, !440, !DIExpression(), !452)
    #dbg_value(i32 1, !443, !DIExpression(), !451)
  %170 = load i32, ptr %45, align 4, !dbg !449, !tbaa !191
  %171 = load i32, ptr %34, align 4, !dbg !453, !tbaa !191
  %172 = mul nsw i32 %171, %170, !dbg !454
  %173 = add nsw i32 %172, %169, !dbg !455
    #dbg_value(i32 %173, !440, !DIExpression(), !452)
    #dbg_value(i32 2, !443, !DIExpression(), !451)
  %174 = load i32, ptr %50, align 4, !dbg !449, !tbaa !191
  %175 = load i32, ptr %35, align 4, !dbg !453, !tbaa !191
  %176 = mul nsw i32 %175, %174, !dbg !454
  %177 = add nsw i32 %176, %173, !dbg !455
    #dbg_value(i32 %177, !440, !DIExpression(), !452)
    #dbg_value(i32 3, !443, !DIExpression(), !451)
  %178 = load i32, ptr %55, align 4, !dbg !449, !tbaa !191
  %179 = load i32, ptr %36, align 4, !dbg !453, !tbaa !191
  %180 = mul nsw i32 %179, %178, !dbg !454
  %181 = add nsw i32 %180, %177, !dbg !455
    #dbg_value(i32 %181, !440, !DIExpression(), !452)
    #dbg_value(i32 4, !443, !DIExpression(), !451)
  %182 = load i32, ptr %60, align 4, !dbg !449, !tbaa !191
  %183 = load i32, ptr %37, align 4, !dbg !453, !tbaa !191
  %184 = mul nsw i32 %183, %182, !dbg !454
  %185 = add nsw i32 %184, %181, !dbg !455
    #dbg_value(i32 %185, !440, !DIExpression(), !452)
    #dbg_value(i32 5, !443, !DIExpression(), !451)
  %186 = load i32, ptr %65, align 4, !dbg !449, !tbaa !191
  %187 = load i32, ptr %38, align 4, !dbg !453, !tbaa !191
  %188 = mul nsw i32 %187, %186, !dbg !454
  %189 = add nsw i32 %188, %185, !dbg !455
    #dbg_value(i32 %189, !440, !DIExpression(), !452)
    #dbg_value(i32 6, !443, !DIExpression(), !451)
  %190 = getelementptr inbounds [6 x i32], ptr %2, i32 %40, i32 5, !dbg !456
  store i32 %189, ptr %190, align 4, !dbg !457, !tbaa !191
    #dbg_value(i32 6, !437, !DIExpression(), !448)
  %191 = add nuw nsw i32 %40, 1, !dbg !458
    #dbg_value(i32 %191, !435, !DIExpression(), !446)
  %192 = icmp eq i32 %191, 6, !dbg !459
  br i1 %192, label %193, label %39, !dbg !447, !llvm.loop !460

193:                                              ; preds = %39
  ret void, !dbg !462
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_mat(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !463 {
    #dbg_value(ptr %0, !469, !DIExpression(), !477)
    #dbg_value(ptr %1, !470, !DIExpression(), !477)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) %0), !dbg !478
    #dbg_value(i32 0, !471, !DIExpression(), !479)
  br label %4, !dbg !480

4:                                                ; preds = %2, %4
  %5 = phi i32 [ 0, %2 ], [ %25, %4 ]
    #dbg_value(i32 %5, !471, !DIExpression(), !479)
    #dbg_value(i32 0, !473, !DIExpression(), !481)
    #dbg_value(i32 0, !473, !DIExpression(), !481)
  %6 = getelementptr inbounds [6 x i32], ptr %1, i32 %5, i32 0, !dbg !482
  %7 = load i32, ptr %6, align 4, !dbg !482, !tbaa !191
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %7), !dbg !484
    #dbg_value(i32 1, !473, !DIExpression(), !481)
  %9 = getelementptr inbounds [6 x i32], ptr %1, i32 %5, i32 1, !dbg !482
  %10 = load i32, ptr %9, align 4, !dbg !482, !tbaa !191
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %10), !dbg !484
    #dbg_value(i32 2, !473, !DIExpression(), !481)
  %12 = getelementptr inbounds [6 x i32], ptr %1, i32 %5, i32 2, !dbg !482
  %13 = load i32, ptr %12, align 4, !dbg !482, !tbaa !191
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %13), !dbg !484
    #dbg_value(i32 3, !473, !DIExpression(), !481)
  %15 = getelementptr inbounds [6 x i32], ptr %1, i32 %5, i32 3, !dbg !482
  %16 = load i32, ptr %15, align 4, !dbg !482, !tbaa !191
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %16), !dbg !484
    #dbg_value(i32 4, !473, !DIExpression(), !481)
  %18 = getelementptr inbounds [6 x i32], ptr %1, i32 %5, i32 4, !dbg !482
  %19 = load i32, ptr %18, align 4, !dbg !482, !tbaa !191
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %19), !dbg !484
    #dbg_value(i32 5, !473, !DIExpression(), !481)
  %21 = getelementptr inbounds [6 x i32], ptr %1, i32 %5, i32 5, !dbg !482
  %22 = load i32, ptr %21, align 4, !dbg !482, !tbaa !191
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %22), !dbg !484
    #dbg_value(i32 6, !473, !DIExpression(), !481)
  %24 = tail call i32 @putchar(i32 10), !dbg !485
  %25 = add nuw nsw i32 %5, 1, !dbg !486
    #dbg_value(i32 %25, !471, !DIExpression(), !479)
  %26 = icmp eq i32 %25, 6, !dbg !487
  br i1 %26, label %27, label %4, !dbg !480, !llvm.loop !488

27:                                               ; preds = %4
  ret void, !dbg !490
}

; Function Attrs: nofree nounwind
declare !dbg !491 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "arrays2d.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "8455ffabfa49f6dc33c221cd0081b5d3")
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
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 32)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 192, elements: !19)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!55 = !{!0, !7, !12, !14, !16, !56, !21, !26, !28, !33, !38, !61, !43}
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!63 = !{i32 1, !"NumRegisterParameters", i32 0}
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !73, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{!77, !80, !81, !82, !84, !87, !88, !89, !91, !94, !96, !100, !103, !108, !110, !114, !116, !120, !125, !126, !127, !128, !129, !130, !133, !135, !139, !143, !145, !149, !153, !155, !158, !161, !164, !165, !167, !170, !172}
!77 = !DILocalVariable(name: "a", scope: !72, file: !2, line: 43, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 1152, elements: !79)
!79 = !{!20, !20}
!80 = !DILocalVariable(name: "b", scope: !72, file: !2, line: 43, type: !78)
!81 = !DILocalVariable(name: "c", scope: !72, file: !2, line: 43, type: !78)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 44, type: !75)
!83 = distinct !DILexicalBlock(scope: !72, file: !2, line: 44, column: 5)
!84 = !DILocalVariable(name: "j", scope: !85, file: !2, line: 45, type: !75)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 45, column: 9)
!86 = distinct !DILexicalBlock(scope: !83, file: !2, line: 44, column: 5)
!87 = !DILocalVariable(name: "p", scope: !72, file: !2, line: 55, type: !78)
!88 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 55, type: !78)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 56, type: !75)
!90 = distinct !DILexicalBlock(scope: !72, file: !2, line: 56, column: 5)
!91 = !DILocalVariable(name: "j", scope: !92, file: !2, line: 57, type: !75)
!92 = distinct !DILexicalBlock(scope: !93, file: !2, line: 57, column: 9)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 56, column: 5)
!94 = !DILocalVariable(name: "k", scope: !95, file: !2, line: 59, type: !75)
!95 = distinct !DILexicalBlock(scope: !72, file: !2, line: 59, column: 5)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 61, type: !75)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 61, column: 9)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 59, column: 33)
!99 = distinct !DILexicalBlock(scope: !95, file: !2, line: 59, column: 5)
!100 = !DILocalVariable(name: "j", scope: !101, file: !2, line: 62, type: !75)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 62, column: 13)
!102 = distinct !DILexicalBlock(scope: !97, file: !2, line: 61, column: 9)
!103 = !DILocalVariable(name: "pas", scope: !72, file: !2, line: 67, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 102400, elements: !106)
!105 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!106 = !{!107, !107}
!107 = !DISubrange(count: 40)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 68, type: !75)
!109 = distinct !DILexicalBlock(scope: !72, file: !2, line: 68, column: 5)
!110 = !DILocalVariable(name: "j", scope: !111, file: !2, line: 70, type: !75)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 70, column: 9)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 68, column: 34)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 68, column: 5)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 73, type: !75)
!115 = distinct !DILexicalBlock(scope: !72, file: !2, line: 73, column: 5)
!116 = !DILocalVariable(name: "j", scope: !117, file: !2, line: 74, type: !75)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 74, column: 9)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 73, column: 34)
!119 = distinct !DILexicalBlock(scope: !115, file: !2, line: 73, column: 5)
!120 = !DILocalVariable(name: "grid", scope: !72, file: !2, line: 80, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 2016, elements: !122)
!122 = !{!123, !124}
!123 = !DISubrange(count: 7)
!124 = !DISubrange(count: 9)
!125 = !DILocalVariable(name: "top", scope: !72, file: !2, line: 81, type: !75)
!126 = !DILocalVariable(name: "bot", scope: !72, file: !2, line: 81, type: !75)
!127 = !DILocalVariable(name: "left", scope: !72, file: !2, line: 81, type: !75)
!128 = !DILocalVariable(name: "right", scope: !72, file: !2, line: 81, type: !75)
!129 = !DILocalVariable(name: "v", scope: !72, file: !2, line: 81, type: !75)
!130 = !DILocalVariable(name: "j", scope: !131, file: !2, line: 83, type: !75)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 83, column: 9)
!132 = distinct !DILexicalBlock(scope: !72, file: !2, line: 82, column: 41)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 85, type: !75)
!134 = distinct !DILexicalBlock(scope: !132, file: !2, line: 85, column: 9)
!135 = !DILocalVariable(name: "j", scope: !136, file: !2, line: 88, type: !75)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 88, column: 13)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 87, column: 25)
!138 = distinct !DILexicalBlock(scope: !132, file: !2, line: 87, column: 13)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 92, type: !75)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 92, column: 13)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 91, column: 28)
!142 = distinct !DILexicalBlock(scope: !132, file: !2, line: 91, column: 13)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 96, type: !75)
!144 = distinct !DILexicalBlock(scope: !72, file: !2, line: 96, column: 5)
!145 = !DILocalVariable(name: "j", scope: !146, file: !2, line: 97, type: !75)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 97, column: 9)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 96, column: 33)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 96, column: 5)
!149 = !DILocalVariable(name: "cube", scope: !72, file: !2, line: 102, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 960, elements: !151)
!151 = !{!152, !6, !47}
!152 = !DISubrange(count: 3)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 103, type: !75)
!154 = distinct !DILexicalBlock(scope: !72, file: !2, line: 103, column: 5)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 104, type: !75)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 104, column: 9)
!157 = distinct !DILexicalBlock(scope: !154, file: !2, line: 103, column: 5)
!158 = !DILocalVariable(name: "k", scope: !159, file: !2, line: 105, type: !75)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 105, column: 13)
!160 = distinct !DILexicalBlock(scope: !156, file: !2, line: 104, column: 9)
!161 = !DILocalVariable(name: "flat", scope: !72, file: !2, line: 107, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!164 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 108, type: !53)
!165 = !DILocalVariable(name: "i", scope: !166, file: !2, line: 109, type: !75)
!166 = distinct !DILexicalBlock(scope: !72, file: !2, line: 109, column: 5)
!167 = !DILocalVariable(name: "words", scope: !72, file: !2, line: 113, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !169)
!169 = !{!47, !37}
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 114, type: !75)
!171 = distinct !DILexicalBlock(scope: !72, file: !2, line: 114, column: 5)
!172 = !DILocalVariable(name: "len", scope: !173, file: !2, line: 115, type: !75)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 114, column: 33)
!174 = distinct !DILexicalBlock(scope: !171, file: !2, line: 114, column: 5)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !72)
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = !DILocation(line: 43, column: 5, scope: !72)
!186 = !DILocation(line: 0, scope: !83)
!187 = !DILocation(line: 0, scope: !85)
!188 = !DILocation(line: 46, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 45, column: 37)
!190 = distinct !DILexicalBlock(scope: !85, file: !2, line: 45, column: 9)
!191 = !{!192, !192, i64 0}
!192 = !{!"long", !193, i64 0}
!193 = !{!"omnipotent char", !194, i64 0}
!194 = !{!"Simple C/C++ TBAA"}
!195 = !DILocation(line: 47, column: 21, scope: !189)
!196 = !DILocation(line: 46, column: 13, scope: !189)
!197 = !DILocation(line: 47, column: 13, scope: !189)
!198 = !DILocation(line: 49, column: 5, scope: !72)
!199 = !DILocation(line: 50, column: 5, scope: !72)
!200 = !DILocalVariable(name: "m", arg: 1, scope: !201, file: !2, line: 17, type: !204)
!201 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 17, type: !202, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !206)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 32)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 192, elements: !19)
!206 = !{!200, !207, !209, !212}
!207 = !DILocalVariable(name: "i", scope: !208, file: !2, line: 18, type: !75)
!208 = distinct !DILexicalBlock(scope: !201, file: !2, line: 18, column: 5)
!209 = !DILocalVariable(name: "j", scope: !210, file: !2, line: 19, type: !75)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 19, column: 9)
!211 = distinct !DILexicalBlock(scope: !208, file: !2, line: 18, column: 5)
!212 = !DILocalVariable(name: "t", scope: !213, file: !2, line: 20, type: !53)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 19, column: 41)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 19, column: 9)
!215 = !DILocation(line: 0, scope: !201, inlinedAt: !216)
!216 = distinct !DILocation(line: 51, column: 5, scope: !72)
!217 = !DILocation(line: 0, scope: !208, inlinedAt: !216)
!218 = !DILocation(line: 0, scope: !210, inlinedAt: !216)
!219 = !DILocation(line: 20, column: 22, scope: !213, inlinedAt: !216)
!220 = !DILocation(line: 0, scope: !213, inlinedAt: !216)
!221 = !DILocation(line: 21, column: 23, scope: !213, inlinedAt: !216)
!222 = !DILocation(line: 21, column: 21, scope: !213, inlinedAt: !216)
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 22, column: 21, scope: !213, inlinedAt: !216)
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
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 52, column: 5, scope: !72)
!255 = !DILocalVariable(name: "m", arg: 1, scope: !256, file: !2, line: 26, type: !50)
!256 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 26, type: !257, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{!53, !50}
!259 = !{!255, !260, !261}
!260 = !DILocalVariable(name: "t", scope: !256, file: !2, line: 27, type: !53)
!261 = !DILocalVariable(name: "i", scope: !262, file: !2, line: 28, type: !75)
!262 = distinct !DILexicalBlock(scope: !256, file: !2, line: 28, column: 5)
!263 = !DILocation(line: 0, scope: !256, inlinedAt: !264)
!264 = distinct !DILocation(line: 53, column: 27, scope: !72)
!265 = !DILocation(line: 0, scope: !262, inlinedAt: !264)
!266 = !DILocation(line: 29, column: 14, scope: !267, inlinedAt: !264)
!267 = distinct !DILexicalBlock(scope: !262, file: !2, line: 28, column: 5)
!268 = !DILocation(line: 29, column: 11, scope: !267, inlinedAt: !264)
!269 = !DILocation(line: 53, column: 5, scope: !72)
!270 = !DILocation(line: 55, column: 5, scope: !72)
!271 = !DILocation(line: 0, scope: !90)
!272 = !DILocation(line: 58, column: 21, scope: !273)
!273 = distinct !DILexicalBlock(scope: !92, file: !2, line: 57, column: 9)
!274 = !DILocation(line: 0, scope: !92)
!275 = !DILocation(line: 0, scope: !95)
!276 = !DILocation(line: 60, column: 9, scope: !98)
!277 = !DILocation(line: 0, scope: !97)
!278 = !DILocation(line: 63, column: 25, scope: !279)
!279 = distinct !DILexicalBlock(scope: !101, file: !2, line: 62, column: 13)
!280 = !DILocation(line: 0, scope: !101)
!281 = !DILocation(line: 65, column: 5, scope: !72)
!282 = !DILocation(line: 67, column: 5, scope: !72)
!283 = !DILocation(line: 67, column: 24, scope: !72)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 0, scope: !109)
!286 = !DILocation(line: 68, column: 5, scope: !109)
!287 = !DILocation(line: 69, column: 9, scope: !112)
!288 = !DILocation(line: 69, column: 19, scope: !112)
!289 = !{!290, !290, i64 0}
!290 = !{!"long long", !193, i64 0}
!291 = !DILocation(line: 0, scope: !111)
!292 = !DILocation(line: 70, column: 27, scope: !293)
!293 = distinct !DILexicalBlock(scope: !111, file: !2, line: 70, column: 9)
!294 = !DILocation(line: 70, column: 9, scope: !111)
!295 = !DILocation(line: 71, column: 25, scope: !293)
!296 = !DILocation(line: 71, column: 45, scope: !293)
!297 = !DILocation(line: 71, column: 43, scope: !293)
!298 = !DILocation(line: 71, column: 13, scope: !293)
!299 = !DILocation(line: 71, column: 23, scope: !293)
!300 = !DILocation(line: 68, column: 30, scope: !113)
!301 = !DILocation(line: 68, column: 23, scope: !113)
!302 = distinct !{!302, !286, !303, !304}
!303 = !DILocation(line: 72, column: 5, scope: !109)
!304 = !{!"llvm.loop.mustprogress"}
!305 = !DILocation(line: 0, scope: !115)
!306 = !DILocation(line: 0, scope: !117)
!307 = !DILocation(line: 75, column: 29, scope: !308)
!308 = distinct !DILexicalBlock(scope: !117, file: !2, line: 74, column: 9)
!309 = !DILocation(line: 75, column: 13, scope: !308)
!310 = !DILocation(line: 76, column: 9, scope: !118)
!311 = !DILocation(line: 78, column: 45, scope: !72)
!312 = !DILocation(line: 78, column: 58, scope: !72)
!313 = !DILocation(line: 78, column: 5, scope: !72)
!314 = !DILocation(line: 80, column: 5, scope: !72)
!315 = !DILocation(line: 82, column: 5, scope: !72)
!316 = !DILocation(line: 70, column: 34, scope: !293)
!317 = distinct !{!317, !294, !318, !304}
!318 = !DILocation(line: 71, column: 57, scope: !111)
!319 = !DILocation(line: 0, scope: !131)
!320 = !DILocation(line: 83, column: 9, scope: !131)
!321 = !DILocation(line: 83, column: 61, scope: !322)
!322 = distinct !DILexicalBlock(scope: !131, file: !2, line: 83, column: 9)
!323 = !DILocation(line: 83, column: 45, scope: !322)
!324 = !DILocation(line: 83, column: 58, scope: !322)
!325 = !{!326, !326, i64 0}
!326 = !{!"int", !193, i64 0}
!327 = !DILocation(line: 83, column: 41, scope: !322)
!328 = distinct !{!328, !329}
!329 = !{!"llvm.loop.unroll.disable"}
!330 = !DILocation(line: 84, column: 12, scope: !132)
!331 = !DILocation(line: 0, scope: !134)
!332 = !DILocation(line: 85, column: 29, scope: !333)
!333 = distinct !DILexicalBlock(scope: !134, file: !2, line: 85, column: 9)
!334 = !DILocation(line: 85, column: 9, scope: !134)
!335 = !DILocation(line: 85, column: 60, scope: !333)
!336 = !DILocation(line: 85, column: 42, scope: !333)
!337 = !DILocation(line: 85, column: 57, scope: !333)
!338 = !DILocation(line: 85, column: 38, scope: !333)
!339 = distinct !{!339, !329}
!340 = !DILocation(line: 86, column: 14, scope: !132)
!341 = !DILocation(line: 87, column: 13, scope: !132)
!342 = !DILocation(line: 83, column: 30, scope: !322)
!343 = distinct !{!343, !320, !344, !304}
!344 = !DILocation(line: 83, column: 61, scope: !131)
!345 = !DILocation(line: 0, scope: !136)
!346 = !DILocation(line: 88, column: 35, scope: !347)
!347 = distinct !DILexicalBlock(scope: !136, file: !2, line: 88, column: 13)
!348 = !DILocation(line: 88, column: 13, scope: !136)
!349 = !DILocation(line: 88, column: 65, scope: !347)
!350 = !DILocation(line: 88, column: 49, scope: !347)
!351 = !DILocation(line: 88, column: 62, scope: !347)
!352 = !DILocation(line: 88, column: 45, scope: !347)
!353 = distinct !{!353, !329}
!354 = distinct !{!354, !334, !355, !304}
!355 = !DILocation(line: 85, column: 60, scope: !134)
!356 = !DILocation(line: 89, column: 16, scope: !137)
!357 = !DILocation(line: 90, column: 9, scope: !137)
!358 = distinct !{!358, !348, !359, !304}
!359 = !DILocation(line: 88, column: 65, scope: !136)
!360 = !DILocation(line: 81, column: 48, scope: !72)
!361 = !DILocation(line: 91, column: 18, scope: !142)
!362 = !DILocation(line: 91, column: 13, scope: !132)
!363 = !DILocation(line: 0, scope: !140)
!364 = !DILocation(line: 92, column: 33, scope: !365)
!365 = distinct !DILexicalBlock(scope: !140, file: !2, line: 92, column: 13)
!366 = !DILocation(line: 92, column: 13, scope: !140)
!367 = !DILocation(line: 92, column: 63, scope: !365)
!368 = !DILocation(line: 92, column: 46, scope: !365)
!369 = !DILocation(line: 92, column: 60, scope: !365)
!370 = !DILocation(line: 92, column: 42, scope: !365)
!371 = distinct !{!371, !329}
!372 = !DILocation(line: 93, column: 17, scope: !141)
!373 = !DILocation(line: 94, column: 9, scope: !141)
!374 = distinct !{!374, !366, !375, !304}
!375 = !DILocation(line: 92, column: 63, scope: !140)
!376 = !DILocation(line: 82, column: 16, scope: !72)
!377 = !DILocation(line: 82, column: 23, scope: !72)
!378 = distinct !{!378, !315, !379, !304}
!379 = !DILocation(line: 95, column: 5, scope: !72)
!380 = !DILocation(line: 0, scope: !144)
!381 = !DILocation(line: 0, scope: !146)
!382 = !DILocation(line: 98, column: 27, scope: !383)
!383 = distinct !DILexicalBlock(scope: !146, file: !2, line: 97, column: 9)
!384 = !DILocation(line: 98, column: 13, scope: !383)
!385 = !DILocation(line: 99, column: 9, scope: !147)
!386 = !DILocation(line: 96, column: 29, scope: !148)
!387 = !DILocation(line: 96, column: 23, scope: !148)
!388 = !DILocation(line: 96, column: 5, scope: !144)
!389 = distinct !{!389, !388, !390, !304}
!390 = !DILocation(line: 100, column: 5, scope: !144)
!391 = !DILocation(line: 102, column: 5, scope: !72)
!392 = !DILocation(line: 0, scope: !154)
!393 = !DILocation(line: 0, scope: !156)
!394 = !DILocation(line: 0, scope: !159)
!395 = !DILocation(line: 106, column: 31, scope: !396)
!396 = distinct !DILexicalBlock(scope: !159, file: !2, line: 105, column: 13)
!397 = !{!398, !398, i64 0}
!398 = !{!"short", !193, i64 0}
!399 = !DILocation(line: 106, column: 17, scope: !396)
!400 = !DILocation(line: 109, column: 5, scope: !166)
!401 = !DILocation(line: 111, column: 5, scope: !72)
!402 = !DILocation(line: 113, column: 5, scope: !72)
!403 = !DILocation(line: 113, column: 10, scope: !72)
!404 = distinct !DIAssignID()
!405 = !DILocation(line: 0, scope: !171)
!406 = !DILocation(line: 116, column: 9, scope: !173)
!407 = !DILocation(line: 0, scope: !166)
!408 = !DILocation(line: 110, column: 14, scope: !409)
!409 = distinct !DILexicalBlock(scope: !166, file: !2, line: 109, column: 5)
!410 = !DILocation(line: 110, column: 11, scope: !409)
!411 = !DILocation(line: 109, column: 30, scope: !409)
!412 = !DILocation(line: 110, column: 22, scope: !409)
!413 = !DILocation(line: 109, column: 23, scope: !409)
!414 = distinct !{!414, !400, !415, !304}
!415 = !DILocation(line: 110, column: 34, scope: !166)
!416 = !DILocation(line: 0, scope: !173)
!417 = !DILocation(line: 116, column: 16, scope: !173)
!418 = !{!193, !193, i64 0}
!419 = !DILocation(line: 117, column: 16, scope: !173)
!420 = distinct !{!420, !406, !419, !304}
!421 = !DILocation(line: 118, column: 21, scope: !173)
!422 = !DILocation(line: 119, column: 9, scope: !173)
!423 = !DILocation(line: 118, column: 30, scope: !173)
!424 = !DILocation(line: 118, column: 42, scope: !173)
!425 = !DILocation(line: 121, column: 5, scope: !72)
!426 = !DILocation(line: 123, column: 1, scope: !72)
!427 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 7, type: !428, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !430)
!428 = !DISubroutineType(cc: DW_CC_nocall, types: !429)
!429 = !{null, !75, !50, !50, !204}
!430 = !{!431, !432, !433, !434, !435, !437, !440, !443}
!431 = !DILocalVariable(name: "n", arg: 1, scope: !427, file: !2, line: 7, type: !75)
!432 = !DILocalVariable(name: "a", arg: 2, scope: !427, file: !2, line: 7, type: !50)
!433 = !DILocalVariable(name: "b", arg: 3, scope: !427, file: !2, line: 7, type: !50)
!434 = !DILocalVariable(name: "c", arg: 4, scope: !427, file: !2, line: 7, type: !204)
!435 = !DILocalVariable(name: "i", scope: !436, file: !2, line: 8, type: !75)
!436 = distinct !DILexicalBlock(scope: !427, file: !2, line: 8, column: 5)
!437 = !DILocalVariable(name: "j", scope: !438, file: !2, line: 9, type: !75)
!438 = distinct !DILexicalBlock(scope: !439, file: !2, line: 9, column: 9)
!439 = distinct !DILexicalBlock(scope: !436, file: !2, line: 8, column: 5)
!440 = !DILocalVariable(name: "s", scope: !441, file: !2, line: 10, type: !53)
!441 = distinct !DILexicalBlock(scope: !442, file: !2, line: 9, column: 37)
!442 = distinct !DILexicalBlock(scope: !438, file: !2, line: 9, column: 9)
!443 = !DILocalVariable(name: "k", scope: !444, file: !2, line: 11, type: !75)
!444 = distinct !DILexicalBlock(scope: !441, file: !2, line: 11, column: 13)
!445 = !DILocation(line: 0, scope: !427)
!446 = !DILocation(line: 0, scope: !436)
!447 = !DILocation(line: 8, column: 5, scope: !436)
!448 = !DILocation(line: 0, scope: !438)
!449 = !DILocation(line: 12, column: 22, scope: !450)
!450 = distinct !DILexicalBlock(scope: !444, file: !2, line: 11, column: 13)
!451 = !DILocation(line: 0, scope: !444)
!452 = !DILocation(line: 0, scope: !441)
!453 = !DILocation(line: 12, column: 32, scope: !450)
!454 = !DILocation(line: 12, column: 30, scope: !450)
!455 = !DILocation(line: 12, column: 19, scope: !450)
!456 = !DILocation(line: 13, column: 13, scope: !441)
!457 = !DILocation(line: 13, column: 21, scope: !441)
!458 = !DILocation(line: 8, column: 29, scope: !439)
!459 = !DILocation(line: 8, column: 23, scope: !439)
!460 = distinct !{!460, !447, !461, !304}
!461 = !DILocation(line: 14, column: 9, scope: !436)
!462 = !DILocation(line: 15, column: 1, scope: !427)
!463 = distinct !DISubprogram(name: "print_mat", scope: !2, file: !2, line: 33, type: !464, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !468)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !466, !50}
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !467, size: 32)
!467 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!468 = !{!469, !470, !471, !473}
!469 = !DILocalVariable(name: "lbl", arg: 1, scope: !463, file: !2, line: 33, type: !466)
!470 = !DILocalVariable(name: "m", arg: 2, scope: !463, file: !2, line: 33, type: !50)
!471 = !DILocalVariable(name: "i", scope: !472, file: !2, line: 35, type: !75)
!472 = distinct !DILexicalBlock(scope: !463, file: !2, line: 35, column: 5)
!473 = !DILocalVariable(name: "j", scope: !474, file: !2, line: 36, type: !75)
!474 = distinct !DILexicalBlock(scope: !475, file: !2, line: 36, column: 9)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 35, column: 33)
!476 = distinct !DILexicalBlock(scope: !472, file: !2, line: 35, column: 5)
!477 = !DILocation(line: 0, scope: !463)
!478 = !DILocation(line: 34, column: 5, scope: !463)
!479 = !DILocation(line: 0, scope: !472)
!480 = !DILocation(line: 35, column: 5, scope: !472)
!481 = !DILocation(line: 0, scope: !474)
!482 = !DILocation(line: 37, column: 28, scope: !483)
!483 = distinct !DILexicalBlock(scope: !474, file: !2, line: 36, column: 9)
!484 = !DILocation(line: 37, column: 13, scope: !483)
!485 = !DILocation(line: 38, column: 9, scope: !475)
!486 = !DILocation(line: 35, column: 29, scope: !476)
!487 = !DILocation(line: 35, column: 23, scope: !476)
!488 = distinct !{!488, !480, !489, !304}
!489 = !DILocation(line: 39, column: 5, scope: !472)
!490 = !DILocation(line: 40, column: 1, scope: !463)
!491 = !DISubprogram(name: "printf", scope: !492, file: !492, line: 356, type: !493, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!493 = !DISubroutineType(types: !494)
!494 = !{!75, !495, null}
!495 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !466)
