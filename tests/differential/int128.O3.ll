; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"max64^2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"hi=%llu lo=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%d! = %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"u128 max = %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"i128 min\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"i128 max\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"x / 7\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"x % 7\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [7 x i8] c"x >> 3\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [9 x i8] c"-x / -13\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [7 x i8] c"1<<100\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [8 x i8] c"max>>77\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [8 x i8] c"pattern\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [14 x i8] c"mulmod: %llu\0A\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [14 x i8] c"3^(p-1) mod p\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1, !dbg !63
@.str.18 = private unnamed_addr constant [12 x i8] c"n1/d1 = %s\0A\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [13 x i8] c"n1%%d1 = %s\0A\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [25 x i8] c"%s = 0x%08x%08x%08x%08x\0A\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [10 x i8] c"%s = -%s\0A\00", align 1, !dbg !80
@.str.22 = private unnamed_addr constant [9 x i8] c"%s = %s\0A\00", align 1, !dbg !82

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !102 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !139
  %2 = alloca [48 x i8], align 16, !DIAssignID !140
  %3 = alloca [48 x i8], align 16, !DIAssignID !141
  %4 = alloca [48 x i8], align 16, !DIAssignID !142
  %5 = alloca [48 x i8], align 16, !DIAssignID !143
  %6 = alloca [48 x i8], align 16, !DIAssignID !144
  %7 = alloca [48 x i8], align 16, !DIAssignID !145
  %8 = alloca [48 x i8], align 16, !DIAssignID !146
  %9 = alloca [48 x i8], align 16, !DIAssignID !147
  %10 = alloca [48 x i8], align 16, !DIAssignID !148
  %11 = alloca [48 x i8], align 16, !DIAssignID !149
  %12 = alloca [48 x i8], align 16, !DIAssignID !150
  %13 = alloca [48 x i8], align 16, !DIAssignID !151
  %14 = alloca [48 x i8], align 16, !DIAssignID !152
  %15 = alloca [48 x i8], align 16, !DIAssignID !153
  %16 = alloca [48 x i8], align 16, !DIAssignID !154
  %17 = alloca [48 x i8], align 16, !DIAssignID !155
    #dbg_assign(i1 undef, !110, !DIExpression(), !155, ptr %17, !DIExpression(), !156)
  %18 = alloca [48 x i8], align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !119, !DIExpression(), !157, ptr %18, !DIExpression(), !158)
    #dbg_value(i128 -36893488147419103231, !106, !DIExpression(), !158)
    #dbg_value(ptr @.str, !159, !DIExpression(), !167)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !167)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str, i32 noundef -1, i32 noundef -2, i32 noundef 0, i32 noundef 1), !dbg !169
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -2, i64 noundef 1), !dbg !170
    #dbg_value(i128 1, !107, !DIExpression(), !158)
    #dbg_value(i32 1, !108, !DIExpression(), !171)
  %21 = getelementptr i8, ptr %2, i64 -7
  br label %313, !dbg !172

22:                                               ; preds = %393
    #dbg_value(i128 -1, !118, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %18) #3, !dbg !173
    #dbg_assign(i1 undef, !174, !DIExpression(), !154, ptr %16, !DIExpression(), !185)
    #dbg_value(i128 -1, !180, !DIExpression(), !185)
    #dbg_value(ptr %18, !181, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #3, !dbg !187
    #dbg_value(i32 0, !182, !DIExpression(), !185)
  br label %23, !dbg !188

23:                                               ; preds = %34, %22
  %24 = phi i64 [ 0, %22 ], [ %39, %34 ]
  %25 = phi i128 [ -1, %22 ], [ %41, %34 ]
    #dbg_value(i64 %24, !182, !DIExpression(), !185)
    #dbg_value(i128 %25, !180, !DIExpression(), !185)
  %26 = freeze i128 %25, !dbg !189
  %27 = udiv i128 %26, 10, !dbg !189
  %28 = mul i128 %27, 10, !dbg !191
  %29 = sub i128 %26, %28, !dbg !191
  %30 = trunc nuw nsw i128 %29 to i8, !dbg !192
  %31 = or disjoint i8 %30, 48, !dbg !193
    #dbg_value(i64 %24, !182, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !185)
  %32 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %24, !dbg !194
  store i8 %31, ptr %32, align 2, !dbg !195, !tbaa !196
    #dbg_value(i128 poison, !180, !DIExpression(), !185)
  %33 = icmp eq i64 %24, 38, !dbg !199
  br i1 %33, label %42, label %34, !dbg !199, !llvm.loop !200

34:                                               ; preds = %23
  %35 = or disjoint i64 %24, 1, !dbg !203
    #dbg_value(i64 %35, !182, !DIExpression(), !185)
    #dbg_value(i128 %27, !180, !DIExpression(), !185)
    #dbg_value(i64 %35, !182, !DIExpression(), !185)
    #dbg_value(i128 %27, !180, !DIExpression(), !185)
  %36 = urem i128 %27, 10, !dbg !191
  %37 = trunc nuw nsw i128 %36 to i8, !dbg !192
  %38 = or disjoint i8 %37, 48, !dbg !193
  %39 = add nuw nsw i64 %24, 2, !dbg !203
    #dbg_value(i64 %39, !182, !DIExpression(), !185)
  %40 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %35, !dbg !194
  store i8 %38, ptr %40, align 1, !dbg !195, !tbaa !196
  %41 = udiv i128 %25, 100, !dbg !189
    #dbg_value(i128 %41, !180, !DIExpression(), !185)
  br label %23

42:                                               ; preds = %23
    #dbg_value(i64 0, !183, !DIExpression(), !204)
    #dbg_value(i64 1, !183, !DIExpression(), !204)
    #dbg_value(i64 2, !183, !DIExpression(), !204)
    #dbg_value(i64 3, !183, !DIExpression(), !204)
    #dbg_value(i64 4, !183, !DIExpression(), !204)
    #dbg_value(i64 5, !183, !DIExpression(), !204)
    #dbg_value(i64 6, !183, !DIExpression(), !204)
    #dbg_value(i64 7, !183, !DIExpression(), !204)
    #dbg_value(i64 8, !183, !DIExpression(), !204)
    #dbg_value(i64 9, !183, !DIExpression(), !204)
    #dbg_value(i64 10, !183, !DIExpression(), !204)
    #dbg_value(i64 11, !183, !DIExpression(), !204)
    #dbg_value(i64 12, !183, !DIExpression(), !204)
    #dbg_value(i64 13, !183, !DIExpression(), !204)
    #dbg_value(i64 14, !183, !DIExpression(), !204)
    #dbg_value(i64 15, !183, !DIExpression(), !204)
  %43 = getelementptr inbounds i8, ptr %16, i64 23, !dbg !205
  %44 = load <16 x i8>, ptr %43, align 1, !dbg !205, !tbaa !196
  %45 = shufflevector <16 x i8> %44, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !207
  store <16 x i8> %45, ptr %18, align 16, !dbg !207, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !204)
  %46 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !208
    #dbg_value(i64 17, !183, !DIExpression(), !204)
    #dbg_value(i64 18, !183, !DIExpression(), !204)
    #dbg_value(i64 19, !183, !DIExpression(), !204)
    #dbg_value(i64 20, !183, !DIExpression(), !204)
    #dbg_value(i64 21, !183, !DIExpression(), !204)
    #dbg_value(i64 22, !183, !DIExpression(), !204)
    #dbg_value(i64 23, !183, !DIExpression(), !204)
    #dbg_value(i64 24, !183, !DIExpression(), !204)
    #dbg_value(i64 25, !183, !DIExpression(), !204)
    #dbg_value(i64 26, !183, !DIExpression(), !204)
    #dbg_value(i64 27, !183, !DIExpression(), !204)
    #dbg_value(i64 28, !183, !DIExpression(), !204)
    #dbg_value(i64 29, !183, !DIExpression(), !204)
    #dbg_value(i64 30, !183, !DIExpression(), !204)
    #dbg_value(i64 31, !183, !DIExpression(), !204)
  %47 = getelementptr inbounds i8, ptr %16, i64 7, !dbg !205
  %48 = load <16 x i8>, ptr %47, align 1, !dbg !205, !tbaa !196
  %49 = shufflevector <16 x i8> %48, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !207
  store <16 x i8> %49, ptr %46, align 16, !dbg !207, !tbaa !196
    #dbg_value(i64 32, !183, !DIExpression(), !204)
  %50 = getelementptr inbounds i8, ptr %18, i64 32, !dbg !208
    #dbg_value(i64 33, !183, !DIExpression(), !204)
    #dbg_value(i64 34, !183, !DIExpression(), !204)
    #dbg_value(i64 35, !183, !DIExpression(), !204)
  %51 = getelementptr inbounds i8, ptr %16, i64 3, !dbg !205
  %52 = load <4 x i8>, ptr %51, align 1, !dbg !205, !tbaa !196
  %53 = shufflevector <4 x i8> %52, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !207
  store <4 x i8> %53, ptr %50, align 16, !dbg !207, !tbaa !196
    #dbg_value(i64 36, !183, !DIExpression(), !204)
  %54 = getelementptr inbounds i8, ptr %16, i64 2, !dbg !205
  %55 = load i8, ptr %54, align 2, !dbg !205, !tbaa !196
  %56 = getelementptr inbounds i8, ptr %18, i64 36, !dbg !208
  store i8 %55, ptr %56, align 4, !dbg !207, !tbaa !196
    #dbg_value(i64 37, !183, !DIExpression(), !204)
  %57 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !205
  %58 = load i8, ptr %57, align 1, !dbg !205, !tbaa !196
  %59 = getelementptr inbounds i8, ptr %18, i64 37, !dbg !208
  store i8 %58, ptr %59, align 1, !dbg !207, !tbaa !196
    #dbg_value(i64 38, !183, !DIExpression(), !204)
  %60 = load i8, ptr %16, align 16, !dbg !205, !tbaa !196
  %61 = getelementptr inbounds i8, ptr %18, i64 38, !dbg !208
  store i8 %60, ptr %61, align 2, !dbg !207, !tbaa !196
    #dbg_value(i64 39, !183, !DIExpression(), !204)
  %62 = getelementptr inbounds i8, ptr %18, i64 39, !dbg !209
  store i8 0, ptr %62, align 1, !dbg !210, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #3, !dbg !211
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %18), !dbg !212
    #dbg_value(i128 -170141183460469231731687303715884105728, !120, !DIExpression(), !158)
    #dbg_value(i128 170141183460469231731687303715884105727, !121, !DIExpression(), !158)
    #dbg_assign(i1 undef, !213, !DIExpression(), !153, ptr %15, !DIExpression(), !220)
    #dbg_value(ptr @.str.4, !218, !DIExpression(), !220)
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i64 0), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !220)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %15) #3, !dbg !222
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i128 0), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !220)
    #dbg_assign(i1 undef, !174, !DIExpression(), !152, ptr %14, !DIExpression(), !223)
    #dbg_value(i128 -170141183460469231731687303715884105728, !180, !DIExpression(), !223)
    #dbg_value(ptr %15, !181, !DIExpression(), !223)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14) #3, !dbg !227
    #dbg_value(i32 0, !182, !DIExpression(), !223)
  br label %64, !dbg !228

64:                                               ; preds = %75, %42
  %65 = phi i64 [ 0, %42 ], [ %80, %75 ]
  %66 = phi i128 [ -170141183460469231731687303715884105728, %42 ], [ %82, %75 ]
    #dbg_value(i64 %65, !182, !DIExpression(), !223)
    #dbg_value(i128 %66, !180, !DIExpression(), !223)
  %67 = freeze i128 %66, !dbg !229
  %68 = udiv i128 %67, 10, !dbg !229
  %69 = mul i128 %68, 10, !dbg !230
  %70 = sub i128 %67, %69, !dbg !230
  %71 = trunc nuw nsw i128 %70 to i8, !dbg !231
  %72 = or disjoint i8 %71, 48, !dbg !232
    #dbg_value(i64 %65, !182, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !223)
  %73 = getelementptr inbounds [48 x i8], ptr %14, i64 0, i64 %65, !dbg !233
  store i8 %72, ptr %73, align 2, !dbg !234, !tbaa !196
    #dbg_value(i128 poison, !180, !DIExpression(), !223)
  %74 = icmp eq i64 %65, 38, !dbg !235
  br i1 %74, label %83, label %75, !dbg !235, !llvm.loop !236

75:                                               ; preds = %64
  %76 = or disjoint i64 %65, 1, !dbg !238
    #dbg_value(i64 %76, !182, !DIExpression(), !223)
    #dbg_value(i128 %68, !180, !DIExpression(), !223)
    #dbg_value(i64 %76, !182, !DIExpression(), !223)
    #dbg_value(i128 %68, !180, !DIExpression(), !223)
  %77 = urem i128 %68, 10, !dbg !230
  %78 = trunc nuw nsw i128 %77 to i8, !dbg !231
  %79 = or disjoint i8 %78, 48, !dbg !232
  %80 = add nuw nsw i64 %65, 2, !dbg !238
    #dbg_value(i64 %80, !182, !DIExpression(), !223)
  %81 = getelementptr inbounds [48 x i8], ptr %14, i64 0, i64 %76, !dbg !233
  store i8 %79, ptr %81, align 1, !dbg !234, !tbaa !196
  %82 = udiv i128 %66, 100, !dbg !229
    #dbg_value(i128 %82, !180, !DIExpression(), !223)
  br label %64

83:                                               ; preds = %64
    #dbg_value(i64 0, !183, !DIExpression(), !239)
    #dbg_value(i64 1, !183, !DIExpression(), !239)
    #dbg_value(i64 2, !183, !DIExpression(), !239)
    #dbg_value(i64 3, !183, !DIExpression(), !239)
    #dbg_value(i64 4, !183, !DIExpression(), !239)
    #dbg_value(i64 5, !183, !DIExpression(), !239)
    #dbg_value(i64 6, !183, !DIExpression(), !239)
    #dbg_value(i64 7, !183, !DIExpression(), !239)
    #dbg_value(i64 8, !183, !DIExpression(), !239)
    #dbg_value(i64 9, !183, !DIExpression(), !239)
    #dbg_value(i64 10, !183, !DIExpression(), !239)
    #dbg_value(i64 11, !183, !DIExpression(), !239)
    #dbg_value(i64 12, !183, !DIExpression(), !239)
    #dbg_value(i64 13, !183, !DIExpression(), !239)
    #dbg_value(i64 14, !183, !DIExpression(), !239)
    #dbg_value(i64 15, !183, !DIExpression(), !239)
  %84 = getelementptr inbounds i8, ptr %14, i64 23, !dbg !240
  %85 = load <16 x i8>, ptr %84, align 1, !dbg !240, !tbaa !196
  %86 = shufflevector <16 x i8> %85, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !241
  store <16 x i8> %86, ptr %15, align 16, !dbg !241, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !239)
  %87 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !242
    #dbg_value(i64 17, !183, !DIExpression(), !239)
    #dbg_value(i64 18, !183, !DIExpression(), !239)
    #dbg_value(i64 19, !183, !DIExpression(), !239)
    #dbg_value(i64 20, !183, !DIExpression(), !239)
    #dbg_value(i64 21, !183, !DIExpression(), !239)
    #dbg_value(i64 22, !183, !DIExpression(), !239)
    #dbg_value(i64 23, !183, !DIExpression(), !239)
    #dbg_value(i64 24, !183, !DIExpression(), !239)
    #dbg_value(i64 25, !183, !DIExpression(), !239)
    #dbg_value(i64 26, !183, !DIExpression(), !239)
    #dbg_value(i64 27, !183, !DIExpression(), !239)
    #dbg_value(i64 28, !183, !DIExpression(), !239)
    #dbg_value(i64 29, !183, !DIExpression(), !239)
    #dbg_value(i64 30, !183, !DIExpression(), !239)
    #dbg_value(i64 31, !183, !DIExpression(), !239)
  %88 = getelementptr inbounds i8, ptr %14, i64 7, !dbg !240
  %89 = load <16 x i8>, ptr %88, align 1, !dbg !240, !tbaa !196
  %90 = shufflevector <16 x i8> %89, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !241
  store <16 x i8> %90, ptr %87, align 16, !dbg !241, !tbaa !196
    #dbg_value(i64 32, !183, !DIExpression(), !239)
  %91 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !242
    #dbg_value(i64 33, !183, !DIExpression(), !239)
    #dbg_value(i64 34, !183, !DIExpression(), !239)
    #dbg_value(i64 35, !183, !DIExpression(), !239)
  %92 = getelementptr inbounds i8, ptr %14, i64 3, !dbg !240
  %93 = load <4 x i8>, ptr %92, align 1, !dbg !240, !tbaa !196
  %94 = shufflevector <4 x i8> %93, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !241
  store <4 x i8> %94, ptr %91, align 16, !dbg !241, !tbaa !196
    #dbg_value(i64 36, !183, !DIExpression(), !239)
  %95 = getelementptr inbounds i8, ptr %14, i64 2, !dbg !240
  %96 = load i8, ptr %95, align 2, !dbg !240, !tbaa !196
  %97 = getelementptr inbounds i8, ptr %15, i64 36, !dbg !242
  store i8 %96, ptr %97, align 4, !dbg !241, !tbaa !196
    #dbg_value(i64 37, !183, !DIExpression(), !239)
  %98 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !240
  %99 = load i8, ptr %98, align 1, !dbg !240, !tbaa !196
  %100 = getelementptr inbounds i8, ptr %15, i64 37, !dbg !242
  store i8 %99, ptr %100, align 1, !dbg !241, !tbaa !196
    #dbg_value(i64 38, !183, !DIExpression(), !239)
  %101 = load i8, ptr %14, align 16, !dbg !240, !tbaa !196
  %102 = getelementptr inbounds i8, ptr %15, i64 38, !dbg !242
  store i8 %101, ptr %102, align 2, !dbg !241, !tbaa !196
    #dbg_value(i64 39, !183, !DIExpression(), !239)
  %103 = getelementptr inbounds i8, ptr %15, i64 39, !dbg !243
  store i8 0, ptr %103, align 1, !dbg !244, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #3, !dbg !245
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.4, ptr noundef nonnull %15), !dbg !246
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15) #3, !dbg !247
    #dbg_assign(i1 undef, !213, !DIExpression(), !151, ptr %13, !DIExpression(), !248)
    #dbg_value(ptr @.str.5, !218, !DIExpression(), !248)
    #dbg_value(!DIArgList(i128 170141183460469231713240559642174554112, i64 -1), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !248)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3, !dbg !250
    #dbg_assign(i1 undef, !174, !DIExpression(), !150, ptr %12, !DIExpression(), !251)
    #dbg_value(i128 170141183460469231731687303715884105727, !180, !DIExpression(), !251)
    #dbg_value(ptr %13, !181, !DIExpression(), !251)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3, !dbg !254
    #dbg_value(i32 0, !182, !DIExpression(), !251)
  br label %105, !dbg !255

105:                                              ; preds = %116, %83
  %106 = phi i64 [ 0, %83 ], [ %121, %116 ]
  %107 = phi i128 [ 170141183460469231731687303715884105727, %83 ], [ %123, %116 ]
    #dbg_value(i64 %106, !182, !DIExpression(), !251)
    #dbg_value(i128 %107, !180, !DIExpression(), !251)
  %108 = freeze i128 %107, !dbg !256
  %109 = udiv i128 %108, 10, !dbg !256
  %110 = mul i128 %109, 10, !dbg !257
  %111 = sub i128 %108, %110, !dbg !257
  %112 = trunc nuw nsw i128 %111 to i8, !dbg !258
  %113 = or disjoint i8 %112, 48, !dbg !259
    #dbg_value(i64 %106, !182, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !251)
  %114 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %106, !dbg !260
  store i8 %113, ptr %114, align 2, !dbg !261, !tbaa !196
    #dbg_value(i128 poison, !180, !DIExpression(), !251)
  %115 = icmp eq i64 %106, 38, !dbg !262
  br i1 %115, label %124, label %116, !dbg !262, !llvm.loop !263

116:                                              ; preds = %105
  %117 = or disjoint i64 %106, 1, !dbg !265
    #dbg_value(i64 %117, !182, !DIExpression(), !251)
    #dbg_value(i128 %109, !180, !DIExpression(), !251)
    #dbg_value(i64 %117, !182, !DIExpression(), !251)
    #dbg_value(i128 %109, !180, !DIExpression(), !251)
  %118 = urem i128 %109, 10, !dbg !257
  %119 = trunc nuw nsw i128 %118 to i8, !dbg !258
  %120 = or disjoint i8 %119, 48, !dbg !259
  %121 = add nuw nsw i64 %106, 2, !dbg !265
    #dbg_value(i64 %121, !182, !DIExpression(), !251)
  %122 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %117, !dbg !260
  store i8 %120, ptr %122, align 1, !dbg !261, !tbaa !196
  %123 = udiv i128 %107, 100, !dbg !256
    #dbg_value(i128 %123, !180, !DIExpression(), !251)
  br label %105

124:                                              ; preds = %105
    #dbg_value(i64 0, !183, !DIExpression(), !266)
    #dbg_value(i64 1, !183, !DIExpression(), !266)
    #dbg_value(i64 2, !183, !DIExpression(), !266)
    #dbg_value(i64 3, !183, !DIExpression(), !266)
    #dbg_value(i64 4, !183, !DIExpression(), !266)
    #dbg_value(i64 5, !183, !DIExpression(), !266)
    #dbg_value(i64 6, !183, !DIExpression(), !266)
    #dbg_value(i64 7, !183, !DIExpression(), !266)
    #dbg_value(i64 8, !183, !DIExpression(), !266)
    #dbg_value(i64 9, !183, !DIExpression(), !266)
    #dbg_value(i64 10, !183, !DIExpression(), !266)
    #dbg_value(i64 11, !183, !DIExpression(), !266)
    #dbg_value(i64 12, !183, !DIExpression(), !266)
    #dbg_value(i64 13, !183, !DIExpression(), !266)
    #dbg_value(i64 14, !183, !DIExpression(), !266)
    #dbg_value(i64 15, !183, !DIExpression(), !266)
  %125 = getelementptr inbounds i8, ptr %12, i64 23, !dbg !267
  %126 = load <16 x i8>, ptr %125, align 1, !dbg !267, !tbaa !196
  %127 = shufflevector <16 x i8> %126, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !268
  store <16 x i8> %127, ptr %13, align 16, !dbg !268, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !266)
  %128 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !269
    #dbg_value(i64 17, !183, !DIExpression(), !266)
    #dbg_value(i64 18, !183, !DIExpression(), !266)
    #dbg_value(i64 19, !183, !DIExpression(), !266)
    #dbg_value(i64 20, !183, !DIExpression(), !266)
    #dbg_value(i64 21, !183, !DIExpression(), !266)
    #dbg_value(i64 22, !183, !DIExpression(), !266)
    #dbg_value(i64 23, !183, !DIExpression(), !266)
    #dbg_value(i64 24, !183, !DIExpression(), !266)
    #dbg_value(i64 25, !183, !DIExpression(), !266)
    #dbg_value(i64 26, !183, !DIExpression(), !266)
    #dbg_value(i64 27, !183, !DIExpression(), !266)
    #dbg_value(i64 28, !183, !DIExpression(), !266)
    #dbg_value(i64 29, !183, !DIExpression(), !266)
    #dbg_value(i64 30, !183, !DIExpression(), !266)
    #dbg_value(i64 31, !183, !DIExpression(), !266)
  %129 = getelementptr inbounds i8, ptr %12, i64 7, !dbg !267
  %130 = load <16 x i8>, ptr %129, align 1, !dbg !267, !tbaa !196
  %131 = shufflevector <16 x i8> %130, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !268
  store <16 x i8> %131, ptr %128, align 16, !dbg !268, !tbaa !196
    #dbg_value(i64 32, !183, !DIExpression(), !266)
  %132 = getelementptr inbounds i8, ptr %13, i64 32, !dbg !269
    #dbg_value(i64 33, !183, !DIExpression(), !266)
    #dbg_value(i64 34, !183, !DIExpression(), !266)
    #dbg_value(i64 35, !183, !DIExpression(), !266)
  %133 = getelementptr inbounds i8, ptr %12, i64 3, !dbg !267
  %134 = load <4 x i8>, ptr %133, align 1, !dbg !267, !tbaa !196
  %135 = shufflevector <4 x i8> %134, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !268
  store <4 x i8> %135, ptr %132, align 16, !dbg !268, !tbaa !196
    #dbg_value(i64 36, !183, !DIExpression(), !266)
  %136 = getelementptr inbounds i8, ptr %12, i64 2, !dbg !267
  %137 = load i8, ptr %136, align 2, !dbg !267, !tbaa !196
  %138 = getelementptr inbounds i8, ptr %13, i64 36, !dbg !269
  store i8 %137, ptr %138, align 4, !dbg !268, !tbaa !196
    #dbg_value(i64 37, !183, !DIExpression(), !266)
  %139 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !267
  %140 = load i8, ptr %139, align 1, !dbg !267, !tbaa !196
  %141 = getelementptr inbounds i8, ptr %13, i64 37, !dbg !269
  store i8 %140, ptr %141, align 1, !dbg !268, !tbaa !196
    #dbg_value(i64 38, !183, !DIExpression(), !266)
  %142 = load i8, ptr %12, align 16, !dbg !267, !tbaa !196
  %143 = getelementptr inbounds i8, ptr %13, i64 38, !dbg !269
  store i8 %142, ptr %143, align 2, !dbg !268, !tbaa !196
    #dbg_value(i64 39, !183, !DIExpression(), !266)
  %144 = getelementptr inbounds i8, ptr %13, i64 39, !dbg !270
  store i8 0, ptr %144, align 1, !dbg !271, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3, !dbg !272
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, ptr noundef nonnull %13), !dbg !273
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3, !dbg !274
    #dbg_value(i128 -123456789012345678000000000000, !122, !DIExpression(), !158)
    #dbg_assign(i1 undef, !213, !DIExpression(), !149, ptr %11, !DIExpression(), !275)
    #dbg_value(ptr @.str.6, !218, !DIExpression(), !275)
    #dbg_value(!DIArgList(i128 -123456789016708575201106853888, i64 4362897201106853888), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !275)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #3, !dbg !277
    #dbg_value(!DIArgList(i128 -123456789016708575201106853888, i128 4362897201106853888), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !275)
    #dbg_assign(i1 undef, !174, !DIExpression(), !148, ptr %10, !DIExpression(), !278)
    #dbg_value(i128 123456789012345678000000000000, !180, !DIExpression(), !278)
    #dbg_value(ptr %11, !181, !DIExpression(), !278)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3, !dbg !280
    #dbg_value(i32 0, !182, !DIExpression(), !278)
  br label %146, !dbg !281

146:                                              ; preds = %146, %124
  %147 = phi i64 [ 0, %124 ], [ %160, %146 ]
  %148 = phi i128 [ 123456789012345678000000000000, %124 ], [ %162, %146 ]
    #dbg_value(i64 %147, !182, !DIExpression(), !278)
    #dbg_value(i128 %148, !180, !DIExpression(), !278)
  %149 = freeze i128 %148, !dbg !282
  %150 = udiv i128 %149, 10, !dbg !282
  %151 = mul i128 %150, 10, !dbg !283
  %152 = sub i128 %149, %151, !dbg !283
  %153 = trunc nuw nsw i128 %152 to i8, !dbg !284
  %154 = or disjoint i8 %153, 48, !dbg !285
  %155 = or disjoint i64 %147, 1, !dbg !286
    #dbg_value(i64 %155, !182, !DIExpression(), !278)
  %156 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %147, !dbg !287
  store i8 %154, ptr %156, align 2, !dbg !288, !tbaa !196
    #dbg_value(i128 %150, !180, !DIExpression(), !278)
  %157 = urem i128 %150, 10, !dbg !283
  %158 = trunc nuw nsw i128 %157 to i8, !dbg !284
  %159 = or disjoint i8 %158, 48, !dbg !285
  %160 = add nuw nsw i64 %147, 2, !dbg !286
    #dbg_value(i64 %160, !182, !DIExpression(), !278)
  %161 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %155, !dbg !287
  store i8 %159, ptr %161, align 1, !dbg !288, !tbaa !196
  %162 = udiv i128 %148, 100, !dbg !282
    #dbg_value(i128 %162, !180, !DIExpression(), !278)
  %163 = icmp eq i64 %160, 30, !dbg !289
  br i1 %163, label %164, label %146, !dbg !289, !llvm.loop !290

164:                                              ; preds = %146
    #dbg_value(i64 0, !183, !DIExpression(), !292)
    #dbg_value(i64 1, !183, !DIExpression(), !292)
    #dbg_value(i64 2, !183, !DIExpression(), !292)
    #dbg_value(i64 3, !183, !DIExpression(), !292)
    #dbg_value(i64 4, !183, !DIExpression(), !292)
    #dbg_value(i64 5, !183, !DIExpression(), !292)
    #dbg_value(i64 6, !183, !DIExpression(), !292)
    #dbg_value(i64 7, !183, !DIExpression(), !292)
    #dbg_value(i64 8, !183, !DIExpression(), !292)
    #dbg_value(i64 9, !183, !DIExpression(), !292)
    #dbg_value(i64 10, !183, !DIExpression(), !292)
    #dbg_value(i64 11, !183, !DIExpression(), !292)
    #dbg_value(i64 12, !183, !DIExpression(), !292)
    #dbg_value(i64 13, !183, !DIExpression(), !292)
    #dbg_value(i64 14, !183, !DIExpression(), !292)
    #dbg_value(i64 15, !183, !DIExpression(), !292)
  %165 = getelementptr inbounds i8, ptr %10, i64 14, !dbg !293
  %166 = load <16 x i8>, ptr %165, align 2, !dbg !293, !tbaa !196
  %167 = shufflevector <16 x i8> %166, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !294
  store <16 x i8> %167, ptr %11, align 16, !dbg !294, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !292)
  %168 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !295
    #dbg_value(i64 17, !183, !DIExpression(), !292)
    #dbg_value(i64 18, !183, !DIExpression(), !292)
    #dbg_value(i64 19, !183, !DIExpression(), !292)
    #dbg_value(i64 20, !183, !DIExpression(), !292)
    #dbg_value(i64 21, !183, !DIExpression(), !292)
    #dbg_value(i64 22, !183, !DIExpression(), !292)
    #dbg_value(i64 23, !183, !DIExpression(), !292)
  %169 = getelementptr inbounds i8, ptr %10, i64 6, !dbg !293
  %170 = load <8 x i8>, ptr %169, align 2, !dbg !293, !tbaa !196
  %171 = shufflevector <8 x i8> %170, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !294
  store <8 x i8> %171, ptr %168, align 16, !dbg !294, !tbaa !196
    #dbg_value(i64 24, !183, !DIExpression(), !292)
  %172 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !295
    #dbg_value(i64 25, !183, !DIExpression(), !292)
    #dbg_value(i64 26, !183, !DIExpression(), !292)
    #dbg_value(i64 27, !183, !DIExpression(), !292)
  %173 = getelementptr inbounds i8, ptr %10, i64 2, !dbg !293
  %174 = load <4 x i8>, ptr %173, align 2, !dbg !293, !tbaa !196
  %175 = shufflevector <4 x i8> %174, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  store <4 x i8> %175, ptr %172, align 8, !dbg !294, !tbaa !196
    #dbg_value(i64 28, !183, !DIExpression(), !292)
  %176 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !293
  %177 = load i8, ptr %176, align 1, !dbg !293, !tbaa !196
  %178 = getelementptr inbounds i8, ptr %11, i64 28, !dbg !295
  store i8 %177, ptr %178, align 4, !dbg !294, !tbaa !196
    #dbg_value(i64 29, !183, !DIExpression(), !292)
  %179 = load i8, ptr %10, align 16, !dbg !293, !tbaa !196
  %180 = getelementptr inbounds i8, ptr %11, i64 29, !dbg !295
  store i8 %179, ptr %180, align 1, !dbg !294, !tbaa !196
    #dbg_value(i64 30, !183, !DIExpression(), !292)
  %181 = getelementptr inbounds i8, ptr %11, i64 30, !dbg !296
  store i8 0, ptr %181, align 2, !dbg !297, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3, !dbg !298
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.6, ptr noundef nonnull %11), !dbg !299
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #3, !dbg !300
    #dbg_assign(i1 undef, !213, !DIExpression(), !147, ptr %9, !DIExpression(), !301)
    #dbg_value(ptr @.str.7, !218, !DIExpression(), !301)
    #dbg_value(!DIArgList(i128 -17636684158420327938522087424, i64 -4647227278044607049), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !301)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #3, !dbg !303
    #dbg_value(!DIArgList(i128 -17636684158420327938522087424, i128 13799516795664944567), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !301)
    #dbg_assign(i1 undef, !174, !DIExpression(), !146, ptr %8, !DIExpression(), !304)
    #dbg_value(i128 17636684144620811142857142857, !180, !DIExpression(), !304)
    #dbg_value(ptr %9, !181, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3, !dbg !306
    #dbg_value(i32 0, !182, !DIExpression(), !304)
  br label %183, !dbg !307

183:                                              ; preds = %194, %164
  %184 = phi i64 [ 0, %164 ], [ %199, %194 ]
  %185 = phi i128 [ 17636684144620811142857142857, %164 ], [ %201, %194 ]
    #dbg_value(i64 %184, !182, !DIExpression(), !304)
    #dbg_value(i128 %185, !180, !DIExpression(), !304)
  %186 = freeze i128 %185, !dbg !308
  %187 = udiv i128 %186, 10, !dbg !308
  %188 = mul i128 %187, 10, !dbg !309
  %189 = sub i128 %186, %188, !dbg !309
  %190 = trunc nuw nsw i128 %189 to i8, !dbg !310
  %191 = or disjoint i8 %190, 48, !dbg !311
    #dbg_value(i64 %184, !182, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !304)
  %192 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %184, !dbg !312
  store i8 %191, ptr %192, align 2, !dbg !313, !tbaa !196
    #dbg_value(i128 poison, !180, !DIExpression(), !304)
  %193 = icmp eq i64 %184, 28, !dbg !314
  br i1 %193, label %202, label %194, !dbg !314, !llvm.loop !315

194:                                              ; preds = %183
  %195 = or disjoint i64 %184, 1, !dbg !317
    #dbg_value(i64 %195, !182, !DIExpression(), !304)
    #dbg_value(i128 %187, !180, !DIExpression(), !304)
    #dbg_value(i64 %195, !182, !DIExpression(), !304)
    #dbg_value(i128 %187, !180, !DIExpression(), !304)
  %196 = urem i128 %187, 10, !dbg !309
  %197 = trunc nuw nsw i128 %196 to i8, !dbg !310
  %198 = or disjoint i8 %197, 48, !dbg !311
  %199 = add nuw nsw i64 %184, 2, !dbg !317
    #dbg_value(i64 %199, !182, !DIExpression(), !304)
  %200 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %195, !dbg !312
  store i8 %198, ptr %200, align 1, !dbg !313, !tbaa !196
  %201 = udiv i128 %185, 100, !dbg !308
    #dbg_value(i128 %201, !180, !DIExpression(), !304)
  br label %183

202:                                              ; preds = %183
    #dbg_value(i64 0, !183, !DIExpression(), !318)
    #dbg_value(i64 1, !183, !DIExpression(), !318)
    #dbg_value(i64 2, !183, !DIExpression(), !318)
    #dbg_value(i64 3, !183, !DIExpression(), !318)
    #dbg_value(i64 4, !183, !DIExpression(), !318)
    #dbg_value(i64 5, !183, !DIExpression(), !318)
    #dbg_value(i64 6, !183, !DIExpression(), !318)
    #dbg_value(i64 7, !183, !DIExpression(), !318)
    #dbg_value(i64 8, !183, !DIExpression(), !318)
    #dbg_value(i64 9, !183, !DIExpression(), !318)
    #dbg_value(i64 10, !183, !DIExpression(), !318)
    #dbg_value(i64 11, !183, !DIExpression(), !318)
    #dbg_value(i64 12, !183, !DIExpression(), !318)
    #dbg_value(i64 13, !183, !DIExpression(), !318)
    #dbg_value(i64 14, !183, !DIExpression(), !318)
    #dbg_value(i64 15, !183, !DIExpression(), !318)
  %203 = getelementptr inbounds i8, ptr %8, i64 13, !dbg !319
  %204 = load <16 x i8>, ptr %203, align 1, !dbg !319, !tbaa !196
  %205 = shufflevector <16 x i8> %204, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !320
  store <16 x i8> %205, ptr %9, align 16, !dbg !320, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !318)
  %206 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !321
    #dbg_value(i64 17, !183, !DIExpression(), !318)
    #dbg_value(i64 18, !183, !DIExpression(), !318)
    #dbg_value(i64 19, !183, !DIExpression(), !318)
    #dbg_value(i64 20, !183, !DIExpression(), !318)
    #dbg_value(i64 21, !183, !DIExpression(), !318)
    #dbg_value(i64 22, !183, !DIExpression(), !318)
    #dbg_value(i64 23, !183, !DIExpression(), !318)
  %207 = getelementptr inbounds i8, ptr %8, i64 5, !dbg !319
  %208 = load <8 x i8>, ptr %207, align 1, !dbg !319, !tbaa !196
  %209 = shufflevector <8 x i8> %208, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !320
  store <8 x i8> %209, ptr %206, align 16, !dbg !320, !tbaa !196
    #dbg_value(i64 24, !183, !DIExpression(), !318)
  %210 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !321
    #dbg_value(i64 25, !183, !DIExpression(), !318)
    #dbg_value(i64 26, !183, !DIExpression(), !318)
    #dbg_value(i64 27, !183, !DIExpression(), !318)
  %211 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !319
  %212 = load <4 x i8>, ptr %211, align 1, !dbg !319, !tbaa !196
  %213 = shufflevector <4 x i8> %212, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !320
  store <4 x i8> %213, ptr %210, align 8, !dbg !320, !tbaa !196
    #dbg_value(i64 28, !183, !DIExpression(), !318)
  %214 = load i8, ptr %8, align 16, !dbg !319, !tbaa !196
  %215 = getelementptr inbounds i8, ptr %9, i64 28, !dbg !321
  store i8 %214, ptr %215, align 4, !dbg !320, !tbaa !196
    #dbg_value(i64 29, !183, !DIExpression(), !318)
  %216 = getelementptr inbounds i8, ptr %9, i64 29, !dbg !322
  store i8 0, ptr %216, align 1, !dbg !323, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3, !dbg !324
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.7, ptr noundef nonnull %9), !dbg !325
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #3, !dbg !326
    #dbg_assign(i1 undef, !213, !DIExpression(), !145, ptr %7, !DIExpression(), !327)
    #dbg_value(ptr @.str.8, !218, !DIExpression(), !327)
    #dbg_value(!DIArgList(i128 -18446744073709551616, i64 -1), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !327)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #3, !dbg !329
    #dbg_value(!DIArgList(i128 -18446744073709551616, i128 18446744073709551615), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !327)
    #dbg_assign(i1 undef, !174, !DIExpression(), !330, ptr undef, !DIExpression(), !331)
    #dbg_value(ptr %7, !181, !DIExpression(), !331)
    #dbg_value(i64 1, !182, !DIExpression(), !331)
    #dbg_value(i128 0, !180, !DIExpression(), !331)
    #dbg_value(i64 0, !183, !DIExpression(), !333)
  store i8 49, ptr %7, align 16, !dbg !334, !tbaa !196
    #dbg_value(i64 1, !183, !DIExpression(), !333)
  %218 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !335
  store i8 0, ptr %218, align 1, !dbg !336, !tbaa !196
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.8, ptr noundef nonnull %7), !dbg !337
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #3, !dbg !338
    #dbg_assign(i1 undef, !213, !DIExpression(), !144, ptr %6, !DIExpression(), !339)
    #dbg_value(ptr @.str.9, !218, !DIExpression(), !339)
    #dbg_value(!DIArgList(i128 -15432098629394414909352050688, i64 2851205159352050688), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !339)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3, !dbg !341
    #dbg_value(!DIArgList(i128 -15432098629394414909352050688, i128 2851205159352050688), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !339)
    #dbg_assign(i1 undef, !174, !DIExpression(), !143, ptr %5, !DIExpression(), !342)
    #dbg_value(i128 15432098626543209750000000000, !180, !DIExpression(), !342)
    #dbg_value(ptr %6, !181, !DIExpression(), !342)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #3, !dbg !344
    #dbg_value(i32 0, !182, !DIExpression(), !342)
  br label %220, !dbg !345

220:                                              ; preds = %231, %202
  %221 = phi i64 [ 0, %202 ], [ %236, %231 ]
  %222 = phi i128 [ 15432098626543209750000000000, %202 ], [ %238, %231 ]
    #dbg_value(i64 %221, !182, !DIExpression(), !342)
    #dbg_value(i128 %222, !180, !DIExpression(), !342)
  %223 = freeze i128 %222, !dbg !346
  %224 = udiv i128 %223, 10, !dbg !346
  %225 = mul i128 %224, 10, !dbg !347
  %226 = sub i128 %223, %225, !dbg !347
  %227 = trunc nuw nsw i128 %226 to i8, !dbg !348
  %228 = or disjoint i8 %227, 48, !dbg !349
    #dbg_value(i64 %221, !182, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !342)
  %229 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %221, !dbg !350
  store i8 %228, ptr %229, align 2, !dbg !351, !tbaa !196
    #dbg_value(i128 poison, !180, !DIExpression(), !342)
  %230 = icmp eq i64 %221, 28, !dbg !352
  br i1 %230, label %239, label %231, !dbg !352, !llvm.loop !353

231:                                              ; preds = %220
  %232 = or disjoint i64 %221, 1, !dbg !355
    #dbg_value(i64 %232, !182, !DIExpression(), !342)
    #dbg_value(i128 %224, !180, !DIExpression(), !342)
    #dbg_value(i64 %232, !182, !DIExpression(), !342)
    #dbg_value(i128 %224, !180, !DIExpression(), !342)
  %233 = urem i128 %224, 10, !dbg !347
  %234 = trunc nuw nsw i128 %233 to i8, !dbg !348
  %235 = or disjoint i8 %234, 48, !dbg !349
  %236 = add nuw nsw i64 %221, 2, !dbg !355
    #dbg_value(i64 %236, !182, !DIExpression(), !342)
  %237 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %232, !dbg !350
  store i8 %235, ptr %237, align 1, !dbg !351, !tbaa !196
  %238 = udiv i128 %222, 100, !dbg !346
    #dbg_value(i128 %238, !180, !DIExpression(), !342)
  br label %220

239:                                              ; preds = %220
    #dbg_value(i64 0, !183, !DIExpression(), !356)
    #dbg_value(i64 1, !183, !DIExpression(), !356)
    #dbg_value(i64 2, !183, !DIExpression(), !356)
    #dbg_value(i64 3, !183, !DIExpression(), !356)
    #dbg_value(i64 4, !183, !DIExpression(), !356)
    #dbg_value(i64 5, !183, !DIExpression(), !356)
    #dbg_value(i64 6, !183, !DIExpression(), !356)
    #dbg_value(i64 7, !183, !DIExpression(), !356)
    #dbg_value(i64 8, !183, !DIExpression(), !356)
    #dbg_value(i64 9, !183, !DIExpression(), !356)
    #dbg_value(i64 10, !183, !DIExpression(), !356)
    #dbg_value(i64 11, !183, !DIExpression(), !356)
    #dbg_value(i64 12, !183, !DIExpression(), !356)
    #dbg_value(i64 13, !183, !DIExpression(), !356)
    #dbg_value(i64 14, !183, !DIExpression(), !356)
    #dbg_value(i64 15, !183, !DIExpression(), !356)
  %240 = getelementptr inbounds i8, ptr %5, i64 13, !dbg !357
  %241 = load <16 x i8>, ptr %240, align 1, !dbg !357, !tbaa !196
  %242 = shufflevector <16 x i8> %241, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !358
  store <16 x i8> %242, ptr %6, align 16, !dbg !358, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !356)
  %243 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !359
    #dbg_value(i64 17, !183, !DIExpression(), !356)
    #dbg_value(i64 18, !183, !DIExpression(), !356)
    #dbg_value(i64 19, !183, !DIExpression(), !356)
    #dbg_value(i64 20, !183, !DIExpression(), !356)
    #dbg_value(i64 21, !183, !DIExpression(), !356)
    #dbg_value(i64 22, !183, !DIExpression(), !356)
    #dbg_value(i64 23, !183, !DIExpression(), !356)
  %244 = getelementptr inbounds i8, ptr %5, i64 5, !dbg !357
  %245 = load <8 x i8>, ptr %244, align 1, !dbg !357, !tbaa !196
  %246 = shufflevector <8 x i8> %245, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !358
  store <8 x i8> %246, ptr %243, align 16, !dbg !358, !tbaa !196
    #dbg_value(i64 24, !183, !DIExpression(), !356)
  %247 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !359
    #dbg_value(i64 25, !183, !DIExpression(), !356)
    #dbg_value(i64 26, !183, !DIExpression(), !356)
    #dbg_value(i64 27, !183, !DIExpression(), !356)
  %248 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !357
  %249 = load <4 x i8>, ptr %248, align 1, !dbg !357, !tbaa !196
  %250 = shufflevector <4 x i8> %249, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !358
  store <4 x i8> %250, ptr %247, align 8, !dbg !358, !tbaa !196
    #dbg_value(i64 28, !183, !DIExpression(), !356)
  %251 = load i8, ptr %5, align 16, !dbg !357, !tbaa !196
  %252 = getelementptr inbounds i8, ptr %6, i64 28, !dbg !359
  store i8 %251, ptr %252, align 4, !dbg !358, !tbaa !196
    #dbg_value(i64 29, !183, !DIExpression(), !356)
  %253 = getelementptr inbounds i8, ptr %6, i64 29, !dbg !360
  store i8 0, ptr %253, align 1, !dbg !361, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #3, !dbg !362
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.9, ptr noundef nonnull %6), !dbg !363
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3, !dbg !364
    #dbg_assign(i1 undef, !213, !DIExpression(), !142, ptr %4, !DIExpression(), !365)
    #dbg_value(ptr @.str.10, !218, !DIExpression(), !365)
    #dbg_value(!DIArgList(i128 -9496676082465292878633500672, i64 4592548417095039134), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !365)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3, !dbg !367
    #dbg_value(!DIArgList(i128 -9496676082465292878633500672, i128 4592548417095039134), !219, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !365)
    #dbg_assign(i1 undef, !174, !DIExpression(), !141, ptr %3, !DIExpression(), !368)
    #dbg_value(i128 9496676077872744461538461538, !180, !DIExpression(), !368)
    #dbg_value(ptr %4, !181, !DIExpression(), !368)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3, !dbg !370
    #dbg_value(i32 0, !182, !DIExpression(), !368)
  br label %255, !dbg !371

255:                                              ; preds = %255, %239
  %256 = phi i64 [ 0, %239 ], [ %269, %255 ]
  %257 = phi i128 [ 9496676077872744461538461538, %239 ], [ %271, %255 ]
    #dbg_value(i64 %256, !182, !DIExpression(), !368)
    #dbg_value(i128 %257, !180, !DIExpression(), !368)
  %258 = freeze i128 %257, !dbg !372
  %259 = udiv i128 %258, 10, !dbg !372
  %260 = mul i128 %259, 10, !dbg !373
  %261 = sub i128 %258, %260, !dbg !373
  %262 = trunc nuw nsw i128 %261 to i8, !dbg !374
  %263 = or disjoint i8 %262, 48, !dbg !375
  %264 = or disjoint i64 %256, 1, !dbg !376
    #dbg_value(i64 %264, !182, !DIExpression(), !368)
  %265 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %256, !dbg !377
  store i8 %263, ptr %265, align 2, !dbg !378, !tbaa !196
    #dbg_value(i128 %259, !180, !DIExpression(), !368)
  %266 = urem i128 %259, 10, !dbg !373
  %267 = trunc nuw nsw i128 %266 to i8, !dbg !374
  %268 = or disjoint i8 %267, 48, !dbg !375
  %269 = add nuw nsw i64 %256, 2, !dbg !376
    #dbg_value(i64 %269, !182, !DIExpression(), !368)
  %270 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %264, !dbg !377
  store i8 %268, ptr %270, align 1, !dbg !378, !tbaa !196
  %271 = udiv i128 %257, 100, !dbg !372
    #dbg_value(i128 %271, !180, !DIExpression(), !368)
  %272 = icmp eq i64 %269, 28, !dbg !379
  br i1 %272, label %273, label %255, !dbg !379, !llvm.loop !380

273:                                              ; preds = %255
    #dbg_value(i64 0, !183, !DIExpression(), !382)
    #dbg_value(i64 1, !183, !DIExpression(), !382)
    #dbg_value(i64 2, !183, !DIExpression(), !382)
    #dbg_value(i64 3, !183, !DIExpression(), !382)
    #dbg_value(i64 4, !183, !DIExpression(), !382)
    #dbg_value(i64 5, !183, !DIExpression(), !382)
    #dbg_value(i64 6, !183, !DIExpression(), !382)
    #dbg_value(i64 7, !183, !DIExpression(), !382)
    #dbg_value(i64 8, !183, !DIExpression(), !382)
    #dbg_value(i64 9, !183, !DIExpression(), !382)
    #dbg_value(i64 10, !183, !DIExpression(), !382)
    #dbg_value(i64 11, !183, !DIExpression(), !382)
    #dbg_value(i64 12, !183, !DIExpression(), !382)
    #dbg_value(i64 13, !183, !DIExpression(), !382)
    #dbg_value(i64 14, !183, !DIExpression(), !382)
    #dbg_value(i64 15, !183, !DIExpression(), !382)
  %274 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !383
  %275 = load <16 x i8>, ptr %274, align 4, !dbg !383, !tbaa !196
  %276 = shufflevector <16 x i8> %275, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !384
  store <16 x i8> %276, ptr %4, align 16, !dbg !384, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !382)
  %277 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !385
    #dbg_value(i64 17, !183, !DIExpression(), !382)
    #dbg_value(i64 18, !183, !DIExpression(), !382)
    #dbg_value(i64 19, !183, !DIExpression(), !382)
    #dbg_value(i64 20, !183, !DIExpression(), !382)
    #dbg_value(i64 21, !183, !DIExpression(), !382)
    #dbg_value(i64 22, !183, !DIExpression(), !382)
    #dbg_value(i64 23, !183, !DIExpression(), !382)
  %278 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !383
  %279 = load <8 x i8>, ptr %278, align 4, !dbg !383, !tbaa !196
  %280 = shufflevector <8 x i8> %279, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !384
  store <8 x i8> %280, ptr %277, align 16, !dbg !384, !tbaa !196
    #dbg_value(i64 24, !183, !DIExpression(), !382)
  %281 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !385
    #dbg_value(i64 25, !183, !DIExpression(), !382)
    #dbg_value(i64 26, !183, !DIExpression(), !382)
    #dbg_value(i64 27, !183, !DIExpression(), !382)
  %282 = load <4 x i8>, ptr %3, align 16, !dbg !383, !tbaa !196
  %283 = shufflevector <4 x i8> %282, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !384
  store <4 x i8> %283, ptr %281, align 8, !dbg !384, !tbaa !196
    #dbg_value(i64 28, !183, !DIExpression(), !382)
  %284 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !386
  store i8 0, ptr %284, align 4, !dbg !387, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3, !dbg !388
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.10, ptr noundef nonnull %4), !dbg !389
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3, !dbg !390
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !391
    #dbg_value(ptr @.str.12, !159, !DIExpression(), !392)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !392)
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !394
    #dbg_value(ptr @.str.13, !159, !DIExpression(), !395)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !395)
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, i32 noundef 0, i32 noundef 0, i32 noundef 524287, i32 noundef -1), !dbg !397
    #dbg_value(ptr @.str.14, !159, !DIExpression(), !398)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !398)
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, i32 noundef 19088743, i32 noundef -1985229329, i32 noundef -19088744, i32 noundef 1985229328), !dbg !400
    #dbg_value(i64 1000000007, !123, !DIExpression(), !158)
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 974000367), !dbg !401
    #dbg_value(i128 618970019642690137449562111, !129, !DIExpression(), !158)
    #dbg_value(i128 618970019642690137449562110, !402, !DIExpression(), !410)
    #dbg_value(i128 618970019642690137449562111, !408, !DIExpression(), !410)
    #dbg_value(i128 1, !409, !DIExpression(), !410)
    #dbg_value(i128 3, !407, !DIExpression(), !410)
  br label %291, !dbg !412

291:                                              ; preds = %300, %273
  %292 = phi i128 [ 1, %273 ], [ %301, %300 ]
  %293 = phi i128 [ 3, %273 ], [ %303, %300 ]
  %294 = phi i128 [ 618970019642690137449562110, %273 ], [ %304, %300 ]
    #dbg_value(i128 %292, !409, !DIExpression(), !410)
    #dbg_value(i128 %293, !407, !DIExpression(), !410)
    #dbg_value(i128 %294, !402, !DIExpression(), !410)
  %295 = and i128 %294, 1, !dbg !413
  %296 = icmp eq i128 %295, 0, !dbg !413
  br i1 %296, label %300, label %297, !dbg !416

297:                                              ; preds = %291
  %298 = mul i128 %293, %292, !dbg !417
  %299 = urem i128 %298, 618970019642690137449562111, !dbg !418
    #dbg_value(i128 %299, !409, !DIExpression(), !410)
  br label %300, !dbg !419

300:                                              ; preds = %297, %291
  %301 = phi i128 [ %299, %297 ], [ %292, %291 ], !dbg !410
    #dbg_value(i128 %301, !409, !DIExpression(), !410)
  %302 = mul i128 %293, %293, !dbg !420
  %303 = urem i128 %302, 618970019642690137449562111, !dbg !421
    #dbg_value(i128 %303, !407, !DIExpression(), !410)
  %304 = lshr i128 %294, 1, !dbg !422
    #dbg_value(i128 %304, !402, !DIExpression(), !410)
  %305 = icmp ult i128 %294, 2, !dbg !412
  br i1 %305, label %306, label %291, !dbg !412, !llvm.loop !423

306:                                              ; preds = %300
  %307 = lshr i128 %301, 64, !dbg !425
    #dbg_value(ptr @.str.16, !159, !DIExpression(), !426)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !426)
  %308 = trunc nuw nsw i128 %307 to i32, !dbg !428
  %309 = lshr i128 %301, 32, !dbg !429
  %310 = trunc i128 %309 to i32, !dbg !429
  %311 = trunc i128 %301 to i32, !dbg !430
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef %308, i32 noundef %310, i32 noundef %311), !dbg !431
    #dbg_value(i128 0, !130, !DIExpression(), !158)
    #dbg_value(i128 1, !131, !DIExpression(), !158)
    #dbg_value(i32 0, !132, !DIExpression(), !432)
  br label %470, !dbg !433

313:                                              ; preds = %0, %393
  %314 = phi i128 [ 1, %0 ], [ %317, %393 ]
  %315 = phi i32 [ 1, %0 ], [ %394, %393 ]
    #dbg_value(i128 %314, !107, !DIExpression(), !158)
    #dbg_value(i32 %315, !108, !DIExpression(), !171)
  %316 = zext nneg i32 %315 to i128, !dbg !434
  %317 = mul i128 %314, %316, !dbg !435
    #dbg_value(i128 %317, !107, !DIExpression(), !158)
  %318 = icmp ugt i32 %315, 19, !dbg !436
  %319 = and i32 %315, 1
  %320 = icmp eq i32 %319, 0
  %321 = and i1 %318, %320, !dbg !437
  br i1 %321, label %322, label %393, !dbg !437

322:                                              ; preds = %313
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %17) #3, !dbg !438
    #dbg_assign(i1 undef, !174, !DIExpression(), !140, ptr %2, !DIExpression(), !439)
    #dbg_value(i128 %317, !180, !DIExpression(), !439)
    #dbg_value(ptr %17, !181, !DIExpression(), !439)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3, !dbg !441
    #dbg_value(i32 0, !182, !DIExpression(), !439)
  br label %323, !dbg !442

323:                                              ; preds = %323, %322
  %324 = phi i32 [ %336, %323 ], [ 1, %322 ]
  %325 = phi i64 [ %333, %323 ], [ 0, %322 ]
  %326 = phi i128 [ %328, %323 ], [ %317, %322 ]
    #dbg_value(i64 %325, !182, !DIExpression(), !439)
    #dbg_value(i128 %326, !180, !DIExpression(), !439)
  %327 = freeze i128 %326, !dbg !443
  %328 = udiv i128 %327, 10, !dbg !443
  %329 = mul i128 %328, 10, !dbg !444
  %330 = sub i128 %327, %329, !dbg !444
  %331 = trunc nuw nsw i128 %330 to i8, !dbg !445
  %332 = or disjoint i8 %331, 48, !dbg !446
  %333 = add nuw nsw i64 %325, 1, !dbg !447
    #dbg_value(i64 %333, !182, !DIExpression(), !439)
  %334 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %325, !dbg !448
  store i8 %332, ptr %334, align 1, !dbg !449, !tbaa !196
    #dbg_value(i128 %328, !180, !DIExpression(), !439)
  %335 = icmp ult i128 %326, 10, !dbg !450
  %336 = add nuw i32 %324, 1, !dbg !450
  br i1 %335, label %337, label %323, !dbg !450, !llvm.loop !451

337:                                              ; preds = %323
    #dbg_value(i32 0, !183, !DIExpression(), !453)
  %338 = shl i64 %325, 32, !dbg !454
  %339 = ashr exact i64 %338, 32, !dbg !454
  %340 = zext i32 %324 to i64, !dbg !455
  %341 = icmp ult i32 %324, 8, !dbg !454
  br i1 %341, label %379, label %342, !dbg !454

342:                                              ; preds = %337
  %343 = icmp ult i32 %324, 32, !dbg !454
  br i1 %343, label %365, label %344, !dbg !454

344:                                              ; preds = %342
  %345 = and i64 %340, 4294967264, !dbg !454
  br label %346, !dbg !454

346:                                              ; preds = %346, %344
  %347 = phi i64 [ 0, %344 ], [ %358, %346 ], !dbg !456
  %348 = sub nsw i64 %339, %347, !dbg !457
  %349 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %348, !dbg !458
  %350 = getelementptr inbounds i8, ptr %349, i64 -15, !dbg !458
  %351 = getelementptr inbounds i8, ptr %349, i64 -31, !dbg !458
  %352 = load <16 x i8>, ptr %350, align 1, !dbg !458, !tbaa !196
  %353 = shufflevector <16 x i8> %352, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !458
  %354 = load <16 x i8>, ptr %351, align 1, !dbg !458, !tbaa !196
  %355 = shufflevector <16 x i8> %354, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !458
  %356 = getelementptr inbounds i8, ptr %17, i64 %347, !dbg !459
  %357 = getelementptr inbounds i8, ptr %356, i64 16, !dbg !460
  store <16 x i8> %353, ptr %356, align 16, !dbg !460, !tbaa !196
  store <16 x i8> %355, ptr %357, align 16, !dbg !460, !tbaa !196
  %358 = add nuw i64 %347, 32, !dbg !456
  %359 = icmp eq i64 %358, %345, !dbg !456
  br i1 %359, label %360, label %346, !dbg !456, !llvm.loop !461

360:                                              ; preds = %346
  %361 = icmp eq i64 %345, %340, !dbg !454
  br i1 %361, label %389, label %362, !dbg !454

362:                                              ; preds = %360
  %363 = and i64 %340, 24, !dbg !454
  %364 = icmp eq i64 %363, 0, !dbg !454
  br i1 %364, label %379, label %365, !dbg !454

365:                                              ; preds = %342, %362
  %366 = phi i64 [ %345, %362 ], [ 0, %342 ]
  %367 = and i64 %340, 4294967288, !dbg !454
  br label %368, !dbg !454

368:                                              ; preds = %368, %365
  %369 = phi i64 [ %366, %365 ], [ %375, %368 ], !dbg !456
  %370 = sub nsw i64 %339, %369, !dbg !457
  %371 = getelementptr [48 x i8], ptr %21, i64 0, i64 %370, !dbg !458
  %372 = load <8 x i8>, ptr %371, align 1, !dbg !458, !tbaa !196
  %373 = shufflevector <8 x i8> %372, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !458
  %374 = getelementptr inbounds i8, ptr %17, i64 %369, !dbg !459
  store <8 x i8> %373, ptr %374, align 8, !dbg !460, !tbaa !196
  %375 = add nuw i64 %369, 8, !dbg !456
  %376 = icmp eq i64 %375, %367, !dbg !456
  br i1 %376, label %377, label %368, !dbg !456, !llvm.loop !465

377:                                              ; preds = %368
  %378 = icmp eq i64 %367, %340, !dbg !454
  br i1 %378, label %389, label %379, !dbg !454

379:                                              ; preds = %377, %337, %362
  %380 = phi i64 [ 0, %337 ], [ %345, %362 ], [ %367, %377 ]
  br label %381, !dbg !454

381:                                              ; preds = %379, %381
  %382 = phi i64 [ %387, %381 ], [ %380, %379 ]
    #dbg_value(i64 %382, !183, !DIExpression(), !453)
  %383 = sub nsw i64 %339, %382, !dbg !457
  %384 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %383, !dbg !458
  %385 = load i8, ptr %384, align 1, !dbg !458, !tbaa !196
  %386 = getelementptr inbounds i8, ptr %17, i64 %382, !dbg !459
  store i8 %385, ptr %386, align 1, !dbg !460, !tbaa !196
  %387 = add nuw nsw i64 %382, 1, !dbg !456
    #dbg_value(i64 %387, !183, !DIExpression(), !453)
  %388 = icmp eq i64 %387, %340, !dbg !455
  br i1 %388, label %389, label %381, !dbg !454, !llvm.loop !466

389:                                              ; preds = %381, %377, %360
  %390 = and i64 %333, 4294967295, !dbg !467
  %391 = getelementptr inbounds i8, ptr %17, i64 %390, !dbg !467
  store i8 0, ptr %391, align 1, !dbg !468, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3, !dbg !469
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %315, ptr noundef nonnull %17), !dbg !470
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %17) #3, !dbg !471
  br label %393, !dbg !472

393:                                              ; preds = %313, %389
  %394 = add nuw nsw i32 %315, 1, !dbg !473
    #dbg_value(i128 %317, !107, !DIExpression(), !158)
    #dbg_value(i32 %394, !108, !DIExpression(), !171)
  %395 = icmp eq i32 %394, 35, !dbg !474
  br i1 %395, label %22, label %313, !dbg !172, !llvm.loop !475

396:                                              ; preds = %470
    #dbg_assign(i1 undef, !174, !DIExpression(), !139, ptr %1, !DIExpression(), !477)
    #dbg_value(i128 %484, !180, !DIExpression(), !477)
    #dbg_value(ptr %18, !181, !DIExpression(), !477)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3, !dbg !479
    #dbg_value(i32 0, !182, !DIExpression(), !477)
  br label %397, !dbg !480

397:                                              ; preds = %397, %396
  %398 = phi i32 [ %410, %397 ], [ 1, %396 ]
  %399 = phi i64 [ %407, %397 ], [ 0, %396 ]
  %400 = phi i128 [ %402, %397 ], [ %484, %396 ]
    #dbg_value(i64 %399, !182, !DIExpression(), !477)
    #dbg_value(i128 %400, !180, !DIExpression(), !477)
  %401 = freeze i128 %400, !dbg !481
  %402 = udiv i128 %401, 10, !dbg !481
  %403 = mul i128 %402, 10, !dbg !482
  %404 = sub i128 %401, %403, !dbg !482
  %405 = trunc nuw nsw i128 %404 to i8, !dbg !483
  %406 = or disjoint i8 %405, 48, !dbg !484
  %407 = add nuw nsw i64 %399, 1, !dbg !485
    #dbg_value(i64 %407, !182, !DIExpression(), !477)
  %408 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %399, !dbg !486
  store i8 %406, ptr %408, align 1, !dbg !487, !tbaa !196
    #dbg_value(i128 %402, !180, !DIExpression(), !477)
  %409 = icmp ult i128 %400, 10, !dbg !488
  %410 = add nuw i32 %398, 1, !dbg !488
  br i1 %409, label %411, label %397, !dbg !488, !llvm.loop !489

411:                                              ; preds = %397
    #dbg_value(i32 0, !183, !DIExpression(), !491)
  %412 = shl i64 %399, 32, !dbg !492
  %413 = ashr exact i64 %412, 32, !dbg !492
  %414 = zext i32 %398 to i64, !dbg !493
  %415 = icmp ult i32 %398, 8, !dbg !492
  br i1 %415, label %454, label %416, !dbg !492

416:                                              ; preds = %411
  %417 = icmp ult i32 %398, 32, !dbg !492
  br i1 %417, label %439, label %418, !dbg !492

418:                                              ; preds = %416
  %419 = and i64 %414, 4294967264, !dbg !492
  br label %420, !dbg !492

420:                                              ; preds = %420, %418
  %421 = phi i64 [ 0, %418 ], [ %432, %420 ], !dbg !494
  %422 = sub nsw i64 %413, %421, !dbg !495
  %423 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %422, !dbg !496
  %424 = getelementptr inbounds i8, ptr %423, i64 -15, !dbg !496
  %425 = getelementptr inbounds i8, ptr %423, i64 -31, !dbg !496
  %426 = load <16 x i8>, ptr %424, align 1, !dbg !496, !tbaa !196
  %427 = shufflevector <16 x i8> %426, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !496
  %428 = load <16 x i8>, ptr %425, align 1, !dbg !496, !tbaa !196
  %429 = shufflevector <16 x i8> %428, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !496
  %430 = getelementptr inbounds i8, ptr %18, i64 %421, !dbg !497
  %431 = getelementptr inbounds i8, ptr %430, i64 16, !dbg !498
  store <16 x i8> %427, ptr %430, align 16, !dbg !498, !tbaa !196
  store <16 x i8> %429, ptr %431, align 16, !dbg !498, !tbaa !196
  %432 = add nuw i64 %421, 32, !dbg !494
  %433 = icmp eq i64 %432, %419, !dbg !494
  br i1 %433, label %434, label %420, !dbg !494, !llvm.loop !499

434:                                              ; preds = %420
  %435 = icmp eq i64 %419, %414, !dbg !492
  br i1 %435, label %464, label %436, !dbg !492

436:                                              ; preds = %434
  %437 = and i64 %414, 24, !dbg !492
  %438 = icmp eq i64 %437, 0, !dbg !492
  br i1 %438, label %454, label %439, !dbg !492

439:                                              ; preds = %416, %436
  %440 = phi i64 [ %419, %436 ], [ 0, %416 ]
  %441 = and i64 %414, 4294967288, !dbg !492
  %442 = getelementptr i8, ptr %1, i64 -7, !dbg !492
  br label %443, !dbg !492

443:                                              ; preds = %443, %439
  %444 = phi i64 [ %440, %439 ], [ %450, %443 ], !dbg !494
  %445 = sub nsw i64 %413, %444, !dbg !495
  %446 = getelementptr [48 x i8], ptr %442, i64 0, i64 %445, !dbg !496
  %447 = load <8 x i8>, ptr %446, align 1, !dbg !496, !tbaa !196
  %448 = shufflevector <8 x i8> %447, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !496
  %449 = getelementptr inbounds i8, ptr %18, i64 %444, !dbg !497
  store <8 x i8> %448, ptr %449, align 8, !dbg !498, !tbaa !196
  %450 = add nuw i64 %444, 8, !dbg !494
  %451 = icmp eq i64 %450, %441, !dbg !494
  br i1 %451, label %452, label %443, !dbg !494, !llvm.loop !501

452:                                              ; preds = %443
  %453 = icmp eq i64 %441, %414, !dbg !492
  br i1 %453, label %464, label %454, !dbg !492

454:                                              ; preds = %452, %411, %436
  %455 = phi i64 [ 0, %411 ], [ %419, %436 ], [ %441, %452 ]
  br label %456, !dbg !492

456:                                              ; preds = %454, %456
  %457 = phi i64 [ %462, %456 ], [ %455, %454 ]
    #dbg_value(i64 %457, !183, !DIExpression(), !491)
  %458 = sub nsw i64 %413, %457, !dbg !495
  %459 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %458, !dbg !496
  %460 = load i8, ptr %459, align 1, !dbg !496, !tbaa !196
  %461 = getelementptr inbounds i8, ptr %18, i64 %457, !dbg !497
  store i8 %460, ptr %461, align 1, !dbg !498, !tbaa !196
  %462 = add nuw nsw i64 %457, 1, !dbg !494
    #dbg_value(i64 %462, !183, !DIExpression(), !491)
  %463 = icmp eq i64 %462, %414, !dbg !493
  br i1 %463, label %464, label %456, !dbg !492, !llvm.loop !502

464:                                              ; preds = %456, %452, %434
  %465 = and i64 %407, 4294967295, !dbg !503
  %466 = getelementptr inbounds i8, ptr %18, i64 %465, !dbg !503
  store i8 0, ptr %466, align 1, !dbg !504, !tbaa !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3, !dbg !505
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %18), !dbg !506
    #dbg_value(i128 5769218730913055877352422125625, !137, !DIExpression(), !158)
    #dbg_value(i128 42913938832097357, !138, !DIExpression(), !158)
    #dbg_value(ptr %18, !181, !DIExpression(), !507)
    #dbg_value(i8 54, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !507)
    #dbg_value(i8 55, !174, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !507)
    #dbg_value(i8 48, !174, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !507)
    #dbg_value(i8 54, !174, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !507)
    #dbg_value(i8 56, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !507)
    #dbg_value(i8 53, !174, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !507)
    #dbg_value(i8 50, !174, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !507)
    #dbg_value(i8 52, !174, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !507)
    #dbg_value(i8 57, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !507)
    #dbg_value(i8 54, !174, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !507)
    #dbg_value(i8 51, !174, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !507)
    #dbg_value(i8 52, !174, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !507)
    #dbg_value(i8 52, !174, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !507)
    #dbg_value(i8 51, !174, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !507)
    #dbg_value(i64 15, !182, !DIExpression(), !507)
    #dbg_value(i8 49, !174, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !507)
    #dbg_value(i128 0, !180, !DIExpression(), !507)
    #dbg_value(i64 0, !183, !DIExpression(), !509)
    #dbg_value(i64 1, !183, !DIExpression(), !509)
    #dbg_value(i64 2, !183, !DIExpression(), !509)
    #dbg_value(i64 3, !183, !DIExpression(), !509)
    #dbg_value(i64 4, !183, !DIExpression(), !509)
    #dbg_value(i64 5, !183, !DIExpression(), !509)
    #dbg_value(i64 6, !183, !DIExpression(), !509)
    #dbg_value(i64 7, !183, !DIExpression(), !509)
    #dbg_value(i64 8, !183, !DIExpression(), !509)
    #dbg_value(i64 9, !183, !DIExpression(), !509)
    #dbg_value(i64 10, !183, !DIExpression(), !509)
    #dbg_value(i64 11, !183, !DIExpression(), !509)
    #dbg_value(i64 12, !183, !DIExpression(), !509)
    #dbg_value(i64 13, !183, !DIExpression(), !509)
    #dbg_value(i64 14, !183, !DIExpression(), !509)
    #dbg_value(i64 15, !183, !DIExpression(), !509)
  store <16 x i8> <i8 49, i8 51, i8 52, i8 52, i8 51, i8 54, i8 57, i8 52, i8 50, i8 53, i8 56, i8 54, i8 48, i8 55, i8 54, i8 0>, ptr %18, align 16, !dbg !510, !tbaa !196
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %18), !dbg !511
    #dbg_value(ptr %18, !181, !DIExpression(), !512)
    #dbg_value(i8 51, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !512)
    #dbg_value(i8 57, !174, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !512)
    #dbg_value(i8 52, !174, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !512)
    #dbg_value(i8 52, !174, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !512)
    #dbg_value(i8 50, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !512)
    #dbg_value(i8 53, !174, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !512)
    #dbg_value(i8 55, !174, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !512)
    #dbg_value(i8 51, !174, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !512)
    #dbg_value(i8 56, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !512)
    #dbg_value(i8 57, !174, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !512)
    #dbg_value(i8 50, !174, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !512)
    #dbg_value(i8 48, !174, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !512)
    #dbg_value(i8 49, !174, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !512)
    #dbg_value(i8 52, !174, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !512)
    #dbg_value(i8 49, !174, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !512)
    #dbg_value(i64 16, !182, !DIExpression(), !512)
    #dbg_value(i8 54, !174, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !512)
    #dbg_value(i128 0, !180, !DIExpression(), !512)
    #dbg_value(i64 0, !183, !DIExpression(), !514)
    #dbg_value(i64 1, !183, !DIExpression(), !514)
    #dbg_value(i64 2, !183, !DIExpression(), !514)
    #dbg_value(i64 3, !183, !DIExpression(), !514)
    #dbg_value(i64 4, !183, !DIExpression(), !514)
    #dbg_value(i64 5, !183, !DIExpression(), !514)
    #dbg_value(i64 6, !183, !DIExpression(), !514)
    #dbg_value(i64 7, !183, !DIExpression(), !514)
    #dbg_value(i64 8, !183, !DIExpression(), !514)
    #dbg_value(i64 9, !183, !DIExpression(), !514)
    #dbg_value(i64 10, !183, !DIExpression(), !514)
    #dbg_value(i64 11, !183, !DIExpression(), !514)
    #dbg_value(i64 12, !183, !DIExpression(), !514)
    #dbg_value(i64 13, !183, !DIExpression(), !514)
    #dbg_value(i64 14, !183, !DIExpression(), !514)
    #dbg_value(i64 15, !183, !DIExpression(), !514)
  store <16 x i8> <i8 54, i8 49, i8 52, i8 49, i8 48, i8 50, i8 57, i8 56, i8 51, i8 55, i8 53, i8 50, i8 52, i8 52, i8 57, i8 51>, ptr %18, align 16, !dbg !515, !tbaa !196
    #dbg_value(i64 16, !183, !DIExpression(), !514)
  store i8 0, ptr %46, align 16, !dbg !516, !tbaa !196
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %18), !dbg !517
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %18) #3, !dbg !518
  ret i32 0, !dbg !519

470:                                              ; preds = %470, %306
  %471 = phi i128 [ 0, %306 ], [ %484, %470 ]
  %472 = phi i128 [ 1, %306 ], [ %485, %470 ]
  %473 = phi i32 [ 0, %306 ], [ %486, %470 ]
    #dbg_value(i128 %471, !130, !DIExpression(), !158)
    #dbg_value(i128 %472, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(), !432)
  %474 = add i128 %471, %472, !dbg !520
    #dbg_value(i128 %474, !134, !DIExpression(), !521)
    #dbg_value(i128 %472, !130, !DIExpression(), !158)
    #dbg_value(i128 %474, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !432)
  %475 = add i128 %472, %474, !dbg !520
    #dbg_value(i128 %475, !134, !DIExpression(), !521)
    #dbg_value(i128 %474, !130, !DIExpression(), !158)
    #dbg_value(i128 %475, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !432)
  %476 = add i128 %474, %475, !dbg !520
    #dbg_value(i128 %476, !134, !DIExpression(), !521)
    #dbg_value(i128 %475, !130, !DIExpression(), !158)
    #dbg_value(i128 %476, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !432)
  %477 = add i128 %475, %476, !dbg !520
    #dbg_value(i128 %477, !134, !DIExpression(), !521)
    #dbg_value(i128 %476, !130, !DIExpression(), !158)
    #dbg_value(i128 %477, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !432)
  %478 = add i128 %476, %477, !dbg !520
    #dbg_value(i128 %478, !134, !DIExpression(), !521)
    #dbg_value(i128 %477, !130, !DIExpression(), !158)
    #dbg_value(i128 %478, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !432)
  %479 = add i128 %477, %478, !dbg !520
    #dbg_value(i128 %479, !134, !DIExpression(), !521)
    #dbg_value(i128 %478, !130, !DIExpression(), !158)
    #dbg_value(i128 %479, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !432)
  %480 = add i128 %478, %479, !dbg !520
    #dbg_value(i128 %480, !134, !DIExpression(), !521)
    #dbg_value(i128 %479, !130, !DIExpression(), !158)
    #dbg_value(i128 %480, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !432)
  %481 = add i128 %479, %480, !dbg !520
    #dbg_value(i128 %481, !134, !DIExpression(), !521)
    #dbg_value(i128 %480, !130, !DIExpression(), !158)
    #dbg_value(i128 %481, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !432)
  %482 = add i128 %480, %481, !dbg !520
    #dbg_value(i128 %482, !134, !DIExpression(), !521)
    #dbg_value(i128 %481, !130, !DIExpression(), !158)
    #dbg_value(i128 %482, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !432)
  %483 = add i128 %481, %482, !dbg !520
    #dbg_value(i128 %483, !134, !DIExpression(), !521)
    #dbg_value(i128 %482, !130, !DIExpression(), !158)
    #dbg_value(i128 %483, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value), !432)
  %484 = add i128 %482, %483, !dbg !520
    #dbg_value(i128 %484, !134, !DIExpression(), !521)
    #dbg_value(i128 %483, !130, !DIExpression(), !158)
    #dbg_value(i128 %484, !131, !DIExpression(), !158)
    #dbg_value(i32 %473, !132, !DIExpression(DW_OP_plus_uconst, 11, DW_OP_stack_value), !432)
  %485 = add i128 %483, %484, !dbg !520
    #dbg_value(i128 %485, !134, !DIExpression(), !521)
    #dbg_value(i128 %484, !130, !DIExpression(), !158)
    #dbg_value(i128 %485, !131, !DIExpression(), !158)
  %486 = add nuw nsw i32 %473, 12, !dbg !522
    #dbg_value(i32 %486, !132, !DIExpression(), !432)
  %487 = icmp eq i32 %486, 180, !dbg !523
  br i1 %487, label %396, label %470, !dbg !433, !llvm.loop !524
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !526 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!84}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !99, !100}
!llvm.ident = !{!101}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "int128.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "07e584c2b49590e04d3ecfd432bb87a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 7)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !43, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !3, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !3, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !58, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !19, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 12)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 13)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 25)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!84 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !85, globals: !93, splitDebugInlining: false, nameTableKind: None)
!85 = !{!86, !88, !89, !91, !4, !92}
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 6, baseType: !87)
!87 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 7, baseType: !90)
!90 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !41, !46, !48, !50, !52, !54, !56, !61, !63, !65, !70, !75, !80, !82}
!94 = !{i32 7, !"Dwarf Version", i32 5}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 8, !"PIC Level", i32 2}
!98 = !{i32 7, !"PIE Level", i32 2}
!99 = !{i32 7, !"uwtable", i32 2}
!100 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!101 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!102 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !103, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!92}
!105 = !{!106, !107, !108, !110, !118, !119, !120, !121, !122, !123, !129, !130, !131, !132, !134, !137, !138}
!106 = !DILocalVariable(name: "a", scope: !102, file: !2, line: 52, type: !86)
!107 = !DILocalVariable(name: "f", scope: !102, file: !2, line: 55, type: !86)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 56, type: !92)
!109 = distinct !DILexicalBlock(scope: !102, file: !2, line: 56, column: 5)
!110 = !DILocalVariable(name: "buf", scope: !111, file: !2, line: 59, type: !115)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 58, column: 36)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 58, column: 13)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 56, column: 35)
!114 = distinct !DILexicalBlock(scope: !109, file: !2, line: 56, column: 5)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 48)
!118 = !DILocalVariable(name: "max", scope: !102, file: !2, line: 64, type: !86)
!119 = !DILocalVariable(name: "buf", scope: !102, file: !2, line: 65, type: !115)
!120 = !DILocalVariable(name: "smin", scope: !102, file: !2, line: 68, type: !89)
!121 = !DILocalVariable(name: "smax", scope: !102, file: !2, line: 69, type: !89)
!122 = !DILocalVariable(name: "x", scope: !102, file: !2, line: 72, type: !89)
!123 = !DILocalVariable(name: "m", scope: !102, file: !2, line: 83, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !125, line: 27, baseType: !126)
!125 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !127, line: 45, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!128 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!129 = !DILocalVariable(name: "big_mod", scope: !102, file: !2, line: 85, type: !86)
!130 = !DILocalVariable(name: "p", scope: !102, file: !2, line: 88, type: !86)
!131 = !DILocalVariable(name: "q", scope: !102, file: !2, line: 88, type: !86)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 89, type: !92)
!133 = distinct !DILexicalBlock(scope: !102, file: !2, line: 89, column: 5)
!134 = !DILocalVariable(name: "t", scope: !135, file: !2, line: 90, type: !86)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 89, column: 35)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 89, column: 5)
!137 = !DILocalVariable(name: "n1", scope: !102, file: !2, line: 97, type: !86)
!138 = !DILocalVariable(name: "d1", scope: !102, file: !2, line: 97, type: !86)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !111)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !102)
!159 = !DILocalVariable(name: "lbl", arg: 1, scope: !160, file: !2, line: 9, type: !163)
!160 = distinct !DISubprogram(name: "print_hex", scope: !2, file: !2, line: 9, type: !161, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !165)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !163, !86}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!165 = !{!159, !166}
!166 = !DILocalVariable(name: "v", arg: 2, scope: !160, file: !2, line: 9, type: !86)
!167 = !DILocation(line: 0, scope: !160, inlinedAt: !168)
!168 = distinct !DILocation(line: 53, column: 5, scope: !102)
!169 = !DILocation(line: 10, column: 5, scope: !160, inlinedAt: !168)
!170 = !DILocation(line: 54, column: 5, scope: !102)
!171 = !DILocation(line: 0, scope: !109)
!172 = !DILocation(line: 56, column: 5, scope: !109)
!173 = !DILocation(line: 65, column: 5, scope: !102)
!174 = !DILocalVariable(name: "tmp", scope: !175, file: !2, line: 15, type: !115)
!175 = distinct !DISubprogram(name: "to_dec", scope: !2, file: !2, line: 14, type: !176, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !179)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !86, !178}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!179 = !{!180, !181, !174, !182, !183}
!180 = !DILocalVariable(name: "v", arg: 1, scope: !175, file: !2, line: 14, type: !86)
!181 = !DILocalVariable(name: "out", arg: 2, scope: !175, file: !2, line: 14, type: !178)
!182 = !DILocalVariable(name: "n", scope: !175, file: !2, line: 16, type: !92)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 21, type: !92)
!184 = distinct !DILexicalBlock(scope: !175, file: !2, line: 21, column: 5)
!185 = !DILocation(line: 0, scope: !175, inlinedAt: !186)
!186 = distinct !DILocation(line: 66, column: 5, scope: !102)
!187 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !186)
!188 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !186)
!189 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !186)
!190 = distinct !DILexicalBlock(scope: !175, file: !2, line: 17, column: 8)
!191 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !186)
!192 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !186)
!193 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !186)
!194 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !186)
!195 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !186)
!196 = !{!197, !197, i64 0}
!197 = !{!"omnipotent char", !198, i64 0}
!198 = !{!"Simple C/C++ TBAA"}
!199 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !186)
!200 = distinct !{!200, !188, !201, !202}
!201 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !186)
!202 = !{!"llvm.loop.mustprogress"}
!203 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !186)
!204 = !DILocation(line: 0, scope: !184, inlinedAt: !186)
!205 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !186)
!206 = distinct !DILexicalBlock(scope: !184, file: !2, line: 21, column: 5)
!207 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !186)
!208 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !186)
!209 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !186)
!210 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !186)
!211 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !186)
!212 = !DILocation(line: 67, column: 5, scope: !102)
!213 = !DILocalVariable(name: "buf", scope: !214, file: !2, line: 27, type: !115)
!214 = distinct !DISubprogram(name: "print_dec", scope: !2, file: !2, line: 26, type: !215, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !163, !89}
!217 = !{!218, !219, !213}
!218 = !DILocalVariable(name: "lbl", arg: 1, scope: !214, file: !2, line: 26, type: !163)
!219 = !DILocalVariable(name: "v", arg: 2, scope: !214, file: !2, line: 26, type: !89)
!220 = !DILocation(line: 0, scope: !214, inlinedAt: !221)
!221 = distinct !DILocation(line: 70, column: 5, scope: !102)
!222 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !221)
!223 = !DILocation(line: 0, scope: !175, inlinedAt: !224)
!224 = distinct !DILocation(line: 29, column: 9, scope: !225, inlinedAt: !221)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 28, column: 16)
!226 = distinct !DILexicalBlock(scope: !214, file: !2, line: 28, column: 9)
!227 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !224)
!228 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !224)
!229 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !224)
!230 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !224)
!231 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !224)
!232 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !224)
!233 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !224)
!234 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !224)
!235 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !224)
!236 = distinct !{!236, !228, !237, !202}
!237 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !224)
!238 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !224)
!239 = !DILocation(line: 0, scope: !184, inlinedAt: !224)
!240 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !224)
!241 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !224)
!242 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !224)
!243 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !224)
!244 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !224)
!245 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !224)
!246 = !DILocation(line: 0, scope: !226, inlinedAt: !221)
!247 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !221)
!248 = !DILocation(line: 0, scope: !214, inlinedAt: !249)
!249 = distinct !DILocation(line: 71, column: 5, scope: !102)
!250 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !249)
!251 = !DILocation(line: 0, scope: !175, inlinedAt: !252)
!252 = distinct !DILocation(line: 32, column: 9, scope: !253, inlinedAt: !249)
!253 = distinct !DILexicalBlock(scope: !226, file: !2, line: 31, column: 12)
!254 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !252)
!255 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !252)
!256 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !252)
!257 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !252)
!258 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !252)
!259 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !252)
!260 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !252)
!261 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !252)
!262 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !252)
!263 = distinct !{!263, !255, !264, !202}
!264 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !252)
!265 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !252)
!266 = !DILocation(line: 0, scope: !184, inlinedAt: !252)
!267 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !252)
!268 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !252)
!269 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !252)
!270 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !252)
!271 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !252)
!272 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !252)
!273 = !DILocation(line: 0, scope: !226, inlinedAt: !249)
!274 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !249)
!275 = !DILocation(line: 0, scope: !214, inlinedAt: !276)
!276 = distinct !DILocation(line: 74, column: 5, scope: !102)
!277 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !276)
!278 = !DILocation(line: 0, scope: !175, inlinedAt: !279)
!279 = distinct !DILocation(line: 29, column: 9, scope: !225, inlinedAt: !276)
!280 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !279)
!281 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !279)
!282 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !279)
!283 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !279)
!284 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !279)
!285 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !279)
!286 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !279)
!287 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !279)
!288 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !279)
!289 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !279)
!290 = distinct !{!290, !281, !291, !202}
!291 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !279)
!292 = !DILocation(line: 0, scope: !184, inlinedAt: !279)
!293 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !279)
!294 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !279)
!295 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !279)
!296 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !279)
!297 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !279)
!298 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !279)
!299 = !DILocation(line: 0, scope: !226, inlinedAt: !276)
!300 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !276)
!301 = !DILocation(line: 0, scope: !214, inlinedAt: !302)
!302 = distinct !DILocation(line: 75, column: 5, scope: !102)
!303 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !302)
!304 = !DILocation(line: 0, scope: !175, inlinedAt: !305)
!305 = distinct !DILocation(line: 29, column: 9, scope: !225, inlinedAt: !302)
!306 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !305)
!307 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !305)
!308 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !305)
!309 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !305)
!310 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !305)
!311 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !305)
!312 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !305)
!313 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !305)
!314 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !305)
!315 = distinct !{!315, !307, !316, !202}
!316 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !305)
!317 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !305)
!318 = !DILocation(line: 0, scope: !184, inlinedAt: !305)
!319 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !305)
!320 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !305)
!321 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !305)
!322 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !305)
!323 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !305)
!324 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !305)
!325 = !DILocation(line: 0, scope: !226, inlinedAt: !302)
!326 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !302)
!327 = !DILocation(line: 0, scope: !214, inlinedAt: !328)
!328 = distinct !DILocation(line: 76, column: 5, scope: !102)
!329 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !328)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 0, scope: !175, inlinedAt: !332)
!332 = distinct !DILocation(line: 29, column: 9, scope: !225, inlinedAt: !328)
!333 = !DILocation(line: 0, scope: !184, inlinedAt: !332)
!334 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !332)
!335 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !332)
!336 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !332)
!337 = !DILocation(line: 0, scope: !226, inlinedAt: !328)
!338 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !328)
!339 = !DILocation(line: 0, scope: !214, inlinedAt: !340)
!340 = distinct !DILocation(line: 77, column: 5, scope: !102)
!341 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !175, inlinedAt: !343)
!343 = distinct !DILocation(line: 29, column: 9, scope: !225, inlinedAt: !340)
!344 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !343)
!345 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !343)
!346 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !343)
!347 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !343)
!348 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !343)
!349 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !343)
!350 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !343)
!351 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !343)
!352 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !343)
!353 = distinct !{!353, !345, !354, !202}
!354 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !343)
!355 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !343)
!356 = !DILocation(line: 0, scope: !184, inlinedAt: !343)
!357 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !343)
!358 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !343)
!359 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !343)
!360 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !343)
!361 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !343)
!362 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !343)
!363 = !DILocation(line: 0, scope: !226, inlinedAt: !340)
!364 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !340)
!365 = !DILocation(line: 0, scope: !214, inlinedAt: !366)
!366 = distinct !DILocation(line: 78, column: 5, scope: !102)
!367 = !DILocation(line: 27, column: 5, scope: !214, inlinedAt: !366)
!368 = !DILocation(line: 0, scope: !175, inlinedAt: !369)
!369 = distinct !DILocation(line: 29, column: 9, scope: !225, inlinedAt: !366)
!370 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !369)
!371 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !369)
!372 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !369)
!373 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !369)
!374 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !369)
!375 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !369)
!376 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !369)
!377 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !369)
!378 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !369)
!379 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !369)
!380 = distinct !{!380, !371, !381, !202}
!381 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !369)
!382 = !DILocation(line: 0, scope: !184, inlinedAt: !369)
!383 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !369)
!384 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !369)
!385 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !369)
!386 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !369)
!387 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !369)
!388 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !369)
!389 = !DILocation(line: 0, scope: !226, inlinedAt: !366)
!390 = !DILocation(line: 35, column: 1, scope: !214, inlinedAt: !366)
!391 = !DILocation(line: 79, column: 5, scope: !102)
!392 = !DILocation(line: 0, scope: !160, inlinedAt: !393)
!393 = distinct !DILocation(line: 80, column: 5, scope: !102)
!394 = !DILocation(line: 10, column: 5, scope: !160, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !160, inlinedAt: !396)
!396 = distinct !DILocation(line: 81, column: 5, scope: !102)
!397 = !DILocation(line: 10, column: 5, scope: !160, inlinedAt: !396)
!398 = !DILocation(line: 0, scope: !160, inlinedAt: !399)
!399 = distinct !DILocation(line: 82, column: 5, scope: !102)
!400 = !DILocation(line: 10, column: 5, scope: !160, inlinedAt: !399)
!401 = !DILocation(line: 84, column: 5, scope: !102)
!402 = !DILocalVariable(name: "exp", arg: 2, scope: !403, file: !2, line: 39, type: !86)
!403 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 39, type: !404, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!86, !86, !86, !86}
!406 = !{!407, !402, !408, !409}
!407 = !DILocalVariable(name: "base", arg: 1, scope: !403, file: !2, line: 39, type: !86)
!408 = !DILocalVariable(name: "mod", arg: 3, scope: !403, file: !2, line: 39, type: !86)
!409 = !DILocalVariable(name: "r", scope: !403, file: !2, line: 40, type: !86)
!410 = !DILocation(line: 0, scope: !403, inlinedAt: !411)
!411 = distinct !DILocation(line: 86, column: 32, scope: !102)
!412 = !DILocation(line: 42, column: 5, scope: !403, inlinedAt: !411)
!413 = !DILocation(line: 43, column: 17, scope: !414, inlinedAt: !411)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 43, column: 13)
!415 = distinct !DILexicalBlock(scope: !403, file: !2, line: 42, column: 17)
!416 = !DILocation(line: 43, column: 13, scope: !415, inlinedAt: !411)
!417 = !DILocation(line: 44, column: 19, scope: !414, inlinedAt: !411)
!418 = !DILocation(line: 44, column: 26, scope: !414, inlinedAt: !411)
!419 = !DILocation(line: 44, column: 13, scope: !414, inlinedAt: !411)
!420 = !DILocation(line: 45, column: 21, scope: !415, inlinedAt: !411)
!421 = !DILocation(line: 45, column: 28, scope: !415, inlinedAt: !411)
!422 = !DILocation(line: 46, column: 13, scope: !415, inlinedAt: !411)
!423 = distinct !{!423, !412, !424, !202}
!424 = !DILocation(line: 47, column: 5, scope: !403, inlinedAt: !411)
!425 = !DILocation(line: 48, column: 5, scope: !403, inlinedAt: !411)
!426 = !DILocation(line: 0, scope: !160, inlinedAt: !427)
!427 = distinct !DILocation(line: 86, column: 5, scope: !102)
!428 = !DILocation(line: 10, column: 67, scope: !160, inlinedAt: !427)
!429 = !DILocation(line: 11, column: 12, scope: !160, inlinedAt: !427)
!430 = !DILocation(line: 11, column: 33, scope: !160, inlinedAt: !427)
!431 = !DILocation(line: 10, column: 5, scope: !160, inlinedAt: !427)
!432 = !DILocation(line: 0, scope: !133)
!433 = !DILocation(line: 89, column: 5, scope: !133)
!434 = !DILocation(line: 57, column: 14, scope: !113)
!435 = !DILocation(line: 57, column: 11, scope: !113)
!436 = !DILocation(line: 58, column: 15, scope: !112)
!437 = !DILocation(line: 58, column: 21, scope: !112)
!438 = !DILocation(line: 59, column: 13, scope: !111)
!439 = !DILocation(line: 0, scope: !175, inlinedAt: !440)
!440 = distinct !DILocation(line: 60, column: 13, scope: !111)
!441 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !440)
!442 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !440)
!443 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !440)
!444 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !440)
!445 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !440)
!446 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !440)
!447 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !440)
!448 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !440)
!449 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !440)
!450 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !440)
!451 = distinct !{!451, !442, !452, !202}
!452 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !440)
!453 = !DILocation(line: 0, scope: !184, inlinedAt: !440)
!454 = !DILocation(line: 21, column: 5, scope: !184, inlinedAt: !440)
!455 = !DILocation(line: 21, column: 23, scope: !206, inlinedAt: !440)
!456 = !DILocation(line: 21, column: 29, scope: !206, inlinedAt: !440)
!457 = !DILocation(line: 22, column: 28, scope: !206, inlinedAt: !440)
!458 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !440)
!459 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !440)
!460 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !440)
!461 = distinct !{!461, !454, !462, !202, !463, !464}
!462 = !DILocation(line: 22, column: 31, scope: !184, inlinedAt: !440)
!463 = !{!"llvm.loop.isvectorized", i32 1}
!464 = !{!"llvm.loop.unroll.runtime.disable"}
!465 = distinct !{!465, !454, !462, !202, !463, !464}
!466 = distinct !{!466, !454, !462, !202, !464, !463}
!467 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !440)
!468 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !440)
!469 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !440)
!470 = !DILocation(line: 61, column: 13, scope: !111)
!471 = !DILocation(line: 62, column: 9, scope: !112)
!472 = !DILocation(line: 62, column: 9, scope: !111)
!473 = !DILocation(line: 56, column: 31, scope: !114)
!474 = !DILocation(line: 56, column: 23, scope: !114)
!475 = distinct !{!475, !172, !476, !202}
!476 = !DILocation(line: 63, column: 5, scope: !109)
!477 = !DILocation(line: 0, scope: !175, inlinedAt: !478)
!478 = distinct !DILocation(line: 94, column: 5, scope: !102)
!479 = !DILocation(line: 15, column: 5, scope: !175, inlinedAt: !478)
!480 = !DILocation(line: 17, column: 5, scope: !175, inlinedAt: !478)
!481 = !DILocation(line: 19, column: 11, scope: !190, inlinedAt: !478)
!482 = !DILocation(line: 18, column: 41, scope: !190, inlinedAt: !478)
!483 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !478)
!484 = !DILocation(line: 18, column: 31, scope: !190, inlinedAt: !478)
!485 = !DILocation(line: 18, column: 14, scope: !190, inlinedAt: !478)
!486 = !DILocation(line: 18, column: 9, scope: !190, inlinedAt: !478)
!487 = !DILocation(line: 18, column: 18, scope: !190, inlinedAt: !478)
!488 = !DILocation(line: 20, column: 5, scope: !190, inlinedAt: !478)
!489 = distinct !{!489, !480, !490, !202}
!490 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !478)
!491 = !DILocation(line: 0, scope: !184, inlinedAt: !478)
!492 = !DILocation(line: 21, column: 5, scope: !184, inlinedAt: !478)
!493 = !DILocation(line: 21, column: 23, scope: !206, inlinedAt: !478)
!494 = !DILocation(line: 21, column: 29, scope: !206, inlinedAt: !478)
!495 = !DILocation(line: 22, column: 28, scope: !206, inlinedAt: !478)
!496 = !DILocation(line: 22, column: 18, scope: !206, inlinedAt: !478)
!497 = !DILocation(line: 22, column: 9, scope: !206, inlinedAt: !478)
!498 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !478)
!499 = distinct !{!499, !492, !500, !202, !463, !464}
!500 = !DILocation(line: 22, column: 31, scope: !184, inlinedAt: !478)
!501 = distinct !{!501, !492, !500, !202, !463, !464}
!502 = distinct !{!502, !492, !500, !202, !464, !463}
!503 = !DILocation(line: 23, column: 5, scope: !175, inlinedAt: !478)
!504 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !478)
!505 = !DILocation(line: 24, column: 1, scope: !175, inlinedAt: !478)
!506 = !DILocation(line: 95, column: 5, scope: !102)
!507 = !DILocation(line: 0, scope: !175, inlinedAt: !508)
!508 = distinct !DILocation(line: 98, column: 5, scope: !102)
!509 = !DILocation(line: 0, scope: !184, inlinedAt: !508)
!510 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !508)
!511 = !DILocation(line: 99, column: 5, scope: !102)
!512 = !DILocation(line: 0, scope: !175, inlinedAt: !513)
!513 = distinct !DILocation(line: 100, column: 5, scope: !102)
!514 = !DILocation(line: 0, scope: !184, inlinedAt: !513)
!515 = !DILocation(line: 22, column: 16, scope: !206, inlinedAt: !513)
!516 = !DILocation(line: 23, column: 12, scope: !175, inlinedAt: !513)
!517 = !DILocation(line: 101, column: 5, scope: !102)
!518 = !DILocation(line: 103, column: 1, scope: !102)
!519 = !DILocation(line: 102, column: 5, scope: !102)
!520 = !DILocation(line: 90, column: 20, scope: !135)
!521 = !DILocation(line: 0, scope: !135)
!522 = !DILocation(line: 89, column: 31, scope: !136)
!523 = !DILocation(line: 89, column: 23, scope: !136)
!524 = distinct !{!524, !433, !525, !202}
!525 = !DILocation(line: 93, column: 5, scope: !133)
!526 = !DISubprogram(name: "printf", scope: !527, file: !527, line: 356, type: !528, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!528 = !DISubroutineType(types: !529)
!529 = !{!92, !530, null}
!530 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
