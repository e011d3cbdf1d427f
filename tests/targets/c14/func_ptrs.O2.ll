; ModuleID = 'func_ptrs.c'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i8, i64 (i64, i64)* }

@.str = private unnamed_addr constant [19 x i8] c"+5*3-2/4M9%7+100*2\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"%ld %c %ld = %ld\0A\00", align 1
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 0, i32 22, i32 -8, i32 15, i32 9, i32 4], align 16
@.str.2 = private unnamed_addr constant [36 x i8] c"sum=%ld max=%d hist=%d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"fold %c = %ld\0A\00", align 1
@ops = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i8 43, i64 (i64, i64)* @op_add }, %struct.anon { i8 45, i64 (i64, i64)* @op_sub }, %struct.anon { i8 42, i64 (i64, i64)* @op_mul }, %struct.anon { i8 47, i64 (i64, i64)* @op_div }, %struct.anon { i8 37, i64 (i64, i64)* @op_mod }, %struct.anon { i8 77, i64 (i64, i64)* @op_max }], align 16, !dbg !0
@.str.4 = private unnamed_addr constant [22 x i8] c"compose(%d,%d)(5)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"%s area %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"lookup('?') is NULL: %d, add==add: %d, add==sub: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"(*fpp)(21)=%d (**fpp)(4)=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca [10 x i32], align 16
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), metadata !50, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !53, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), metadata !54, metadata !DIExpression()), !dbg !122
  br label %2, !dbg !123

2:                                                ; preds = %14, %0
  %3 = phi i8* [ getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), %0 ], [ %29, %14 ], !dbg !122
  %4 = phi i64 [ 1, %0 ], [ %26, %14 ], !dbg !121
  call void @llvm.dbg.value(metadata i64 %4, metadata !53, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i8* %3, metadata !54, metadata !DIExpression()), !dbg !122
  %5 = load i8, i8* %3, align 1, !dbg !124, !tbaa !125
  switch i8 %5, label %30 [
    i8 0, label %6
    i8 43, label %14
    i8 45, label %9
    i8 42, label %10
    i8 47, label %11
    i8 37, label %12
    i8 77, label %13
  ], !dbg !128

6:                                                ; preds = %2
  %7 = bitcast [10 x i32]* %1 to i8*, !dbg !129
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %7) #10, !dbg !129
  call void @llvm.dbg.declare(metadata [10 x i32]* %1, metadata !62, metadata !DIExpression()), !dbg !130
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %7, i8* noundef nonnull align 16 dereferenceable(40) bitcast ([10 x i32]* @__const.main.data to i8*), i64 40, i1 false), !dbg !130
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 5, metadata !67, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata [10 x i32]* %1, metadata !131, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i32 10, metadata !140, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i8* undef, metadata !142, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #10, !dbg !147
  call void @llvm.dbg.value(metadata [10 x i32]* %1, metadata !131, metadata !DIExpression()) #10, !dbg !148
  call void @llvm.dbg.value(metadata i32 10, metadata !140, metadata !DIExpression()) #10, !dbg !148
  call void @llvm.dbg.value(metadata i8* undef, metadata !142, metadata !DIExpression()) #10, !dbg !148
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #10, !dbg !150
  call void @llvm.dbg.value(metadata [10 x i32]* %1, metadata !131, metadata !DIExpression()) #10, !dbg !151
  call void @llvm.dbg.value(metadata i32 10, metadata !140, metadata !DIExpression()) #10, !dbg !151
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()) #10, !dbg !151
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i32 undef, metadata !68, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #10, !dbg !153
  call void @llvm.dbg.value(metadata i64 63, metadata !66, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 22, metadata !67, metadata !DIExpression()), !dbg !121
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.2, i64 0, i64 0), i64 noundef 63, i32 noundef 22, i32 noundef 3, i32 noundef 0, i32 noundef 5, i32 noundef 0, i32 noundef 2), !dbg !154
  call void @llvm.dbg.value(metadata i64 3, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 4, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 1, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 5, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 9, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 2, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 6, metadata !75, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 64)), !dbg !121
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !155
  br label %31, !dbg !156

9:                                                ; preds = %2
  br label %14, !dbg !157

10:                                               ; preds = %2
  br label %14, !dbg !157

11:                                               ; preds = %2
  br label %14, !dbg !157

12:                                               ; preds = %2
  br label %14, !dbg !157

13:                                               ; preds = %2
  br label %14, !dbg !157

14:                                               ; preds = %2, %13, %12, %11, %10, %9
  %15 = phi i64 [ 1, %9 ], [ 2, %10 ], [ 3, %11 ], [ 4, %12 ], [ 5, %13 ], [ 0, %2 ]
  %16 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %15, i32 1, !dbg !157
  %17 = load i64 (i64, i64)*, i64 (i64, i64)** %16, align 8, !dbg !157, !tbaa !168
  call void @llvm.dbg.value(metadata i64 (i64, i64)* %17, metadata !59, metadata !DIExpression()), !dbg !171
  %18 = getelementptr inbounds i8, i8* %3, i64 1, !dbg !172
  %19 = load i8, i8* %18, align 1, !dbg !172, !tbaa !125
  %20 = sext i8 %19 to i64, !dbg !172
  %21 = add nsw i64 %20, -48, !dbg !173
  call void @llvm.dbg.value(metadata i64 %21, metadata !60, metadata !DIExpression()), !dbg !171
  %22 = icmp eq i8 %19, 49, !dbg !174
  %23 = select i1 %22, i64 100, i64 %21, !dbg !176
  %24 = select i1 %22, i64 2, i64 0, !dbg !176
  %25 = getelementptr i8, i8* %3, i64 2, !dbg !176
  call void @llvm.dbg.value(metadata i8* %25, metadata !54, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %23, metadata !60, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i64 %4, metadata !61, metadata !DIExpression()), !dbg !171
  %26 = tail call i64 %17(i64 noundef %4, i64 noundef %23) #10, !dbg !177
  call void @llvm.dbg.value(metadata i64 %26, metadata !53, metadata !DIExpression()), !dbg !121
  %27 = zext i8 %5 to i32, !dbg !178
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i64 noundef %4, i32 noundef %27, i64 noundef %23, i64 noundef %26), !dbg !179
  %29 = getelementptr inbounds i8, i8* %25, i64 %24, !dbg !180
  call void @llvm.dbg.value(metadata i8* %29, metadata !54, metadata !DIExpression()), !dbg !122
  br label %2, !dbg !181, !llvm.loop !182

30:                                               ; preds = %2
  unreachable, !dbg !128

31:                                               ; preds = %6, %31
  %32 = phi i64 [ 0, %6 ], [ %49, %31 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !79, metadata !DIExpression()), !dbg !155
  %33 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %32, i32 0, !dbg !185
  %34 = load i8, i8* %33, align 16, !dbg !185, !tbaa !187
  %35 = sext i8 %34 to i32, !dbg !188
  %36 = icmp eq i64 %32, 2, !dbg !189
  %37 = zext i1 %36 to i64
  %38 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %32, i32 1, !dbg !190
  %39 = load i64 (i64, i64)*, i64 (i64, i64)** %38, align 8, !dbg !190, !tbaa !168
  call void @llvm.dbg.value(metadata i64* undef, metadata !191, metadata !DIExpression()) #10, !dbg !204
  call void @llvm.dbg.value(metadata i32 8, metadata !198, metadata !DIExpression()) #10, !dbg !204
  call void @llvm.dbg.value(metadata i64 %37, metadata !199, metadata !DIExpression()) #10, !dbg !204
  call void @llvm.dbg.value(metadata i64 (i64, i64)* %39, metadata !200, metadata !DIExpression()) #10, !dbg !204
  call void @llvm.dbg.value(metadata i64 0, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %37, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %40 = tail call i64 %39(i64 noundef %37, i64 noundef 3) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 1, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %40, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %41 = tail call i64 %39(i64 noundef %40, i64 noundef 1) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 2, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %41, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %42 = tail call i64 %39(i64 noundef %41, i64 noundef 4) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 3, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %42, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %43 = tail call i64 %39(i64 noundef %42, i64 noundef 1) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 4, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %43, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %44 = tail call i64 %39(i64 noundef %43, i64 noundef 5) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 5, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %44, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %45 = tail call i64 %39(i64 noundef %44, i64 noundef 9) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 6, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %45, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %46 = tail call i64 %39(i64 noundef %45, i64 noundef 2) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 7, metadata !202, metadata !DIExpression()) #10, !dbg !206
  call void @llvm.dbg.value(metadata i64 %46, metadata !201, metadata !DIExpression()) #10, !dbg !204
  %47 = tail call i64 %39(i64 noundef %46, i64 noundef 6) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 %47, metadata !201, metadata !DIExpression()) #10, !dbg !204
  call void @llvm.dbg.value(metadata i64 8, metadata !202, metadata !DIExpression()) #10, !dbg !206
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %35, i64 noundef %47), !dbg !209
  %49 = add nuw nsw i64 %32, 1, !dbg !210
  call void @llvm.dbg.value(metadata i64 %49, metadata !79, metadata !DIExpression()), !dbg !155
  %50 = icmp eq i64 %49, 6, !dbg !211
  br i1 %50, label %51, label %31, !dbg !156, !llvm.loop !212

51:                                               ; preds = %31
  %52 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 9, !dbg !214
  %53 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 8, !dbg !214
  %54 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 7, !dbg !214
  %55 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 6, !dbg !214
  %56 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 5, !dbg !214
  %57 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 4, !dbg !214
  %58 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 3, !dbg !214
  %59 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 2, !dbg !214
  %60 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 1, !dbg !214
  %61 = getelementptr inbounds [10 x i32], [10 x i32]* %1, i64 0, i64 0, !dbg !216
  call void @llvm.dbg.value(metadata i32* %61, metadata !131, metadata !DIExpression()) #10, !dbg !145
  call void @llvm.dbg.value(metadata i32* %61, metadata !131, metadata !DIExpression()) #10, !dbg !148
  call void @llvm.dbg.value(metadata i32* %61, metadata !131, metadata !DIExpression()) #10, !dbg !151
  call void @llvm.dbg.value(metadata i64 0, metadata !84, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !218
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 7), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !218
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 11), !dbg !219
  call void @llvm.dbg.value(metadata i32 2, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 2, metadata !86, metadata !DIExpression()), !dbg !218
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef 2, i32 noundef 26), !dbg !219
  call void @llvm.dbg.value(metadata i32 3, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !218
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef 0, i32 noundef 12), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !218
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 20), !dbg !219
  call void @llvm.dbg.value(metadata i32 2, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 2, metadata !86, metadata !DIExpression()), !dbg !218
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 50), !dbg !219
  call void @llvm.dbg.value(metadata i32 3, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 2, metadata !84, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i64 2, metadata !84, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !218
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, i32 noundef 0, i32 noundef 36), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !218
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, i32 noundef 1, i32 noundef 100), !dbg !219
  call void @llvm.dbg.value(metadata i32 2, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i32 2, metadata !86, metadata !DIExpression()), !dbg !218
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, i32 noundef 2, i32 noundef 625), !dbg !219
  call void @llvm.dbg.value(metadata i32 3, metadata !86, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 3, metadata !84, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i64 0, metadata !104, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 1.200000e+01, metadata !106, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata double 1.200000e+01, metadata !103, metadata !DIExpression()), !dbg !121
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), double noundef 1.200000e+01), !dbg !223
  call void @llvm.dbg.value(metadata i64 1, metadata !104, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i64 1, metadata !104, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double 1.200000e+01, metadata !103, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !106, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata double 1.800000e+01, metadata !103, metadata !DIExpression()), !dbg !121
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), double noundef 6.000000e+00), !dbg !223
  call void @llvm.dbg.value(metadata i64 2, metadata !104, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i64 2, metadata !104, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double 1.800000e+01, metadata !103, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 6.250000e+00, metadata !106, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata double 2.425000e+01, metadata !103, metadata !DIExpression()), !dbg !121
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), double noundef 6.250000e+00), !dbg !223
  call void @llvm.dbg.value(metadata i64 3, metadata !104, metadata !DIExpression()), !dbg !221
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), double noundef 2.425000e+01), !dbg !224
  call void @llvm.dbg.value(metadata i8 63, metadata !165, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 0, metadata !166, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 (i64, i64)* null, metadata !109, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i8 43, metadata !165, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 0, metadata !166, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i8 43, metadata !165, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 0, metadata !166, metadata !DIExpression()), !dbg !233
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.10, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 0), !dbg !234
  call void @llvm.dbg.value(metadata i32 (i8*, i8*)* @cmp_desc, metadata !110, metadata !DIExpression()), !dbg !121
  call void @qsort(i8* noundef nonnull %7, i64 noundef 10, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_desc) #10, !dbg !235
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 0, metadata !116, metadata !DIExpression()), !dbg !236
  %76 = load i32, i32* %61, align 16, !dbg !237, !tbaa !239
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %76), !dbg !241
  call void @llvm.dbg.value(metadata i64 1, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 1, metadata !116, metadata !DIExpression()), !dbg !236
  %78 = load i32, i32* %60, align 4, !dbg !237, !tbaa !239
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %78), !dbg !241
  call void @llvm.dbg.value(metadata i64 2, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 2, metadata !116, metadata !DIExpression()), !dbg !236
  %80 = load i32, i32* %59, align 8, !dbg !237, !tbaa !239
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %80), !dbg !241
  call void @llvm.dbg.value(metadata i64 3, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 3, metadata !116, metadata !DIExpression()), !dbg !236
  %82 = load i32, i32* %58, align 4, !dbg !237, !tbaa !239
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %82), !dbg !241
  call void @llvm.dbg.value(metadata i64 4, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 4, metadata !116, metadata !DIExpression()), !dbg !236
  %84 = load i32, i32* %57, align 16, !dbg !237, !tbaa !239
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %84), !dbg !241
  call void @llvm.dbg.value(metadata i64 5, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 5, metadata !116, metadata !DIExpression()), !dbg !236
  %86 = load i32, i32* %56, align 4, !dbg !237, !tbaa !239
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %86), !dbg !241
  call void @llvm.dbg.value(metadata i64 6, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 6, metadata !116, metadata !DIExpression()), !dbg !236
  %88 = load i32, i32* %55, align 8, !dbg !237, !tbaa !239
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %88), !dbg !241
  call void @llvm.dbg.value(metadata i64 7, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 7, metadata !116, metadata !DIExpression()), !dbg !236
  %90 = load i32, i32* %54, align 4, !dbg !237, !tbaa !239
  %91 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %90), !dbg !241
  call void @llvm.dbg.value(metadata i64 8, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 8, metadata !116, metadata !DIExpression()), !dbg !236
  %92 = load i32, i32* %53, align 16, !dbg !237, !tbaa !239
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %92), !dbg !241
  call void @llvm.dbg.value(metadata i64 9, metadata !116, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i64 9, metadata !116, metadata !DIExpression()), !dbg !236
  %94 = load i32, i32* %52, align 4, !dbg !237, !tbaa !239
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %94), !dbg !241
  call void @llvm.dbg.value(metadata i64 10, metadata !116, metadata !DIExpression()), !dbg !236
  %96 = call i32 @putchar(i32 10), !dbg !242
  call void @llvm.dbg.value(metadata i32 (i32)** undef, metadata !119, metadata !DIExpression()), !dbg !121
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.13, i64 0, i64 0), i32 noundef 42, i32 noundef 8), !dbg !243
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %7) #10, !dbg !244
  ret i32 0, !dbg !244
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #5 !dbg !245 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !247, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i64 %1, metadata !248, metadata !DIExpression()), !dbg !249
  %3 = add nsw i64 %1, %0, !dbg !250
  ret i64 %3, !dbg !251
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #5 !dbg !252 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !254, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i64 %1, metadata !255, metadata !DIExpression()), !dbg !256
  %3 = sub nsw i64 %0, %1, !dbg !257
  ret i64 %3, !dbg !258
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_desc(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #6 !dbg !259 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i8* %1, metadata !262, metadata !DIExpression()), !dbg !265
  %3 = bitcast i8* %0 to i32*, !dbg !266
  %4 = load i32, i32* %3, align 4, !dbg !267, !tbaa !239
  call void @llvm.dbg.value(metadata i32 %4, metadata !263, metadata !DIExpression()), !dbg !265
  %5 = bitcast i8* %1 to i32*, !dbg !268
  %6 = load i32, i32* %5, align 4, !dbg !269, !tbaa !239
  call void @llvm.dbg.value(metadata i32 %6, metadata !264, metadata !DIExpression()), !dbg !265
  %7 = icmp slt i32 %4, %6, !dbg !270
  %8 = zext i1 %7 to i32, !dbg !270
  %9 = icmp sgt i32 %4, %6, !dbg !271
  %10 = sext i1 %9 to i32, !dbg !271
  %11 = add nsw i32 %10, %8, !dbg !272
  ret i32 %11, !dbg !273
}

; Function Attrs: nofree
declare !dbg !274 void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #5 !dbg !280 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !282, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i64 %1, metadata !283, metadata !DIExpression()), !dbg !284
  %3 = mul nsw i64 %1, %0, !dbg !285
  ret i64 %3, !dbg !286
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #5 !dbg !287 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !289, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i64 %1, metadata !290, metadata !DIExpression()), !dbg !291
  %3 = icmp eq i64 %1, 0, !dbg !292
  br i1 %3, label %6, label %4, !dbg !292

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1, !dbg !293
  br label %6, !dbg !292

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !292
  ret i64 %7, !dbg !294
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_mod(i64 noundef %0, i64 noundef %1) #5 !dbg !295 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !297, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata i64 %1, metadata !298, metadata !DIExpression()), !dbg !299
  %3 = icmp eq i64 %1, 0, !dbg !300
  br i1 %3, label %6, label %4, !dbg !300

4:                                                ; preds = %2
  %5 = srem i64 %0, %1, !dbg !301
  br label %6, !dbg !300

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !300
  ret i64 %7, !dbg !302
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #5 !dbg !303 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !305, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i64 %1, metadata !306, metadata !DIExpression()), !dbg !307
  %3 = icmp sgt i64 %0, %1, !dbg !308
  %4 = select i1 %3, i64 %0, i64 %1, !dbg !309
  ret i64 %4, !dbg !310
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 19, type: !30, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "func_ptrs.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "61282b70448c9daa42c4370c0341a10e")
!4 = !{!5, !6, !11, !12}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 6, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !10}
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!0, !16}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "table", scope: !18, file: !3, line: 61, type: !26, isLocal: true, isDefinition: true)
!18 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 60, type: !19, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !14}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DISubroutineType(types: !23)
!23 = !{!14, !14}
!24 = !{!25}
!25 = !DILocalVariable(name: "which", arg: 1, scope: !18, file: !3, line: 60, type: !14)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 192, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!28 = !{!29}
!29 = !DISubrange(count: 3)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 768, elements: !37)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 16, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !32, file: !3, line: 17, baseType: !35, size: 8)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !32, file: !3, line: 18, baseType: !6, size: 64, offset: 64)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 1}
!45 = !{!"Debian clang version 14.0.6"}
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 79, type: !47, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!14}
!49 = !{!50, !53, !54, !56, !59, !60, !61, !62, !66, !67, !68, !75, !79, !84, !86, !89, !103, !104, !106, !109, !110, !116, !118, !119}
!50 = !DILocalVariable(name: "prog", scope: !46, file: !3, line: 80, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!53 = !DILocalVariable(name: "acc", scope: !46, file: !3, line: 81, type: !10)
!54 = !DILocalVariable(name: "p", scope: !55, file: !3, line: 82, type: !51)
!55 = distinct !DILexicalBlock(scope: !46, file: !3, line: 82, column: 5)
!56 = !DILocalVariable(name: "sym", scope: !57, file: !3, line: 83, type: !35)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 82, column: 44)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 82, column: 5)
!59 = !DILocalVariable(name: "f", scope: !57, file: !3, line: 84, type: !6)
!60 = !DILocalVariable(name: "arg", scope: !57, file: !3, line: 85, type: !10)
!61 = !DILocalVariable(name: "before", scope: !57, file: !3, line: 90, type: !10)
!62 = !DILocalVariable(name: "data", scope: !46, file: !3, line: 94, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 320, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 10)
!66 = !DILocalVariable(name: "sum", scope: !46, file: !3, line: 95, type: !10)
!67 = !DILocalVariable(name: "mx", scope: !46, file: !3, line: 96, type: !14)
!68 = !DILocalVariable(name: "h", scope: !46, file: !3, line: 97, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hist", file: !3, line: 40, size: 160, elements: !70)
!70 = !{!71}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !69, file: !3, line: 41, baseType: !72, size: 160)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 160, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 5)
!75 = !DILocalVariable(name: "la", scope: !46, file: !3, line: 103, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 512, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 8)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 104, type: !81)
!80 = distinct !DILexicalBlock(scope: !46, file: !3, line: 104, column: 5)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 46, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 106, type: !14)
!85 = distinct !DILexicalBlock(scope: !46, file: !3, line: 106, column: 5)
!86 = !DILocalVariable(name: "j", scope: !87, file: !3, line: 107, type: !14)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 107, column: 9)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 106, column: 5)
!89 = !DILocalVariable(name: "shapes", scope: !46, file: !3, line: 109, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 768, elements: !28)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !3, line: 65, size: 256, elements: !92)
!92 = !{!93, !94, !101, !102}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !91, file: !3, line: 66, baseType: !51, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !91, file: !3, line: 67, baseType: !95, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !99}
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !91, file: !3, line: 68, baseType: !98, size: 64, offset: 128)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !91, file: !3, line: 68, baseType: !98, size: 64, offset: 192)
!103 = !DILocalVariable(name: "total", scope: !46, file: !3, line: 112, type: !98)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 113, type: !14)
!105 = distinct !DILexicalBlock(scope: !46, file: !3, line: 113, column: 5)
!106 = !DILocalVariable(name: "ar", scope: !107, file: !3, line: 114, type: !98)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 113, column: 33)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 113, column: 5)
!109 = !DILocalVariable(name: "none", scope: !46, file: !3, line: 120, type: !6)
!110 = !DILocalVariable(name: "cmp", scope: !46, file: !3, line: 124, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DISubroutineType(types: !113)
!113 = !{!14, !114, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 126, type: !14)
!117 = distinct !DILexicalBlock(scope: !46, file: !3, line: 126, column: 5)
!118 = !DILocalVariable(name: "fp", scope: !46, file: !3, line: 130, type: !21)
!119 = !DILocalVariable(name: "fpp", scope: !46, file: !3, line: 131, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!121 = !DILocation(line: 0, scope: !46)
!122 = !DILocation(line: 0, scope: !55)
!123 = !DILocation(line: 82, column: 10, scope: !55)
!124 = !DILocation(line: 82, column: 32, scope: !58)
!125 = !{!126, !126, i64 0}
!126 = !{!"omnipotent char", !127, i64 0}
!127 = !{!"Simple C/C++ TBAA"}
!128 = !DILocation(line: 82, column: 5, scope: !55)
!129 = !DILocation(line: 94, column: 5, scope: !46)
!130 = !DILocation(line: 94, column: 9, scope: !46)
!131 = !DILocalVariable(name: "a", arg: 1, scope: !132, file: !3, line: 29, type: !12)
!132 = distinct !DISubprogram(name: "for_each", scope: !3, file: !3, line: 29, type: !133, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !12, !14, !135, !5}
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "visitor", file: !3, line: 7, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !14, !5}
!139 = !{!131, !140, !141, !142, !143}
!140 = !DILocalVariable(name: "n", arg: 2, scope: !132, file: !3, line: 29, type: !14)
!141 = !DILocalVariable(name: "v", arg: 3, scope: !132, file: !3, line: 29, type: !135)
!142 = !DILocalVariable(name: "ctx", arg: 4, scope: !132, file: !3, line: 29, type: !5)
!143 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 30, type: !14)
!144 = distinct !DILexicalBlock(scope: !132, file: !3, line: 30, column: 5)
!145 = !DILocation(line: 0, scope: !132, inlinedAt: !146)
!146 = distinct !DILocation(line: 98, column: 5, scope: !46)
!147 = !DILocation(line: 0, scope: !144, inlinedAt: !146)
!148 = !DILocation(line: 0, scope: !132, inlinedAt: !149)
!149 = distinct !DILocation(line: 99, column: 5, scope: !46)
!150 = !DILocation(line: 0, scope: !144, inlinedAt: !149)
!151 = !DILocation(line: 0, scope: !132, inlinedAt: !152)
!152 = distinct !DILocation(line: 100, column: 5, scope: !46)
!153 = !DILocation(line: 0, scope: !144, inlinedAt: !152)
!154 = !DILocation(line: 101, column: 5, scope: !46)
!155 = !DILocation(line: 0, scope: !80)
!156 = !DILocation(line: 104, column: 5, scope: !80)
!157 = !DILocation(line: 25, column: 27, scope: !158, inlinedAt: !167)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 24, column: 13)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 23, column: 5)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 23, column: 5)
!161 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 22, type: !162, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!6, !35}
!164 = !{!165, !166}
!165 = !DILocalVariable(name: "sym", arg: 1, scope: !161, file: !3, line: 22, type: !35)
!166 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 23, type: !81)
!167 = distinct !DILocation(line: 84, column: 19, scope: !57)
!168 = !{!169, !170, i64 8}
!169 = !{!"", !126, i64 0, !170, i64 8}
!170 = !{!"any pointer", !126, i64 0}
!171 = !DILocation(line: 0, scope: !57)
!172 = !DILocation(line: 85, column: 20, scope: !57)
!173 = !DILocation(line: 85, column: 25, scope: !57)
!174 = !DILocation(line: 86, column: 18, scope: !175)
!175 = distinct !DILexicalBlock(scope: !57, file: !3, line: 86, column: 13)
!176 = !DILocation(line: 86, column: 13, scope: !57)
!177 = !DILocation(line: 91, column: 15, scope: !57)
!178 = !DILocation(line: 92, column: 46, scope: !57)
!179 = !DILocation(line: 92, column: 9, scope: !57)
!180 = !DILocation(line: 82, column: 38, scope: !58)
!181 = !DILocation(line: 82, column: 5, scope: !58)
!182 = distinct !{!182, !128, !183, !184}
!183 = !DILocation(line: 93, column: 5, scope: !55)
!184 = !{!"llvm.loop.mustprogress"}
!185 = !DILocation(line: 105, column: 42, scope: !186)
!186 = distinct !DILexicalBlock(scope: !80, file: !3, line: 104, column: 5)
!187 = !{!169, !126, i64 0}
!188 = !DILocation(line: 105, column: 35, scope: !186)
!189 = !DILocation(line: 105, column: 70, scope: !186)
!190 = !DILocation(line: 105, column: 93, scope: !186)
!191 = !DILocalVariable(name: "a", arg: 1, scope: !192, file: !3, line: 48, type: !195)
!192 = distinct !DISubprogram(name: "fold", scope: !3, file: !3, line: 48, type: !193, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!193 = !DISubroutineType(types: !194)
!194 = !{!10, !195, !14, !10, !6}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!197 = !{!191, !198, !199, !200, !201, !202}
!198 = !DILocalVariable(name: "n", arg: 2, scope: !192, file: !3, line: 48, type: !14)
!199 = !DILocalVariable(name: "init", arg: 3, scope: !192, file: !3, line: 48, type: !10)
!200 = !DILocalVariable(name: "f", arg: 4, scope: !192, file: !3, line: 48, type: !6)
!201 = !DILocalVariable(name: "acc", scope: !192, file: !3, line: 49, type: !10)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 50, type: !14)
!203 = distinct !DILexicalBlock(scope: !192, file: !3, line: 50, column: 5)
!204 = !DILocation(line: 0, scope: !192, inlinedAt: !205)
!205 = distinct !DILocation(line: 105, column: 47, scope: !186)
!206 = !DILocation(line: 0, scope: !203, inlinedAt: !205)
!207 = !DILocation(line: 51, column: 15, scope: !208, inlinedAt: !205)
!208 = distinct !DILexicalBlock(scope: !203, file: !3, line: 50, column: 5)
!209 = !DILocation(line: 105, column: 9, scope: !186)
!210 = !DILocation(line: 104, column: 57, scope: !186)
!211 = !DILocation(line: 104, column: 26, scope: !186)
!212 = distinct !{!212, !156, !213, !184}
!213 = !DILocation(line: 105, column: 96, scope: !80)
!214 = !DILocation(line: 31, column: 11, scope: !215, inlinedAt: !146)
!215 = distinct !DILexicalBlock(scope: !144, file: !3, line: 30, column: 5)
!216 = !DILocation(line: 96, column: 14, scope: !46)
!217 = !DILocation(line: 0, scope: !85)
!218 = !DILocation(line: 0, scope: !87)
!219 = !DILocation(line: 108, column: 13, scope: !220)
!220 = distinct !DILexicalBlock(scope: !87, file: !3, line: 107, column: 9)
!221 = !DILocation(line: 0, scope: !105)
!222 = !DILocation(line: 0, scope: !107)
!223 = !DILocation(line: 116, column: 9, scope: !107)
!224 = !DILocation(line: 118, column: 5, scope: !46)
!225 = !DILocation(line: 0, scope: !161, inlinedAt: !226)
!226 = distinct !DILocation(line: 120, column: 18, scope: !46)
!227 = !DILocation(line: 0, scope: !160, inlinedAt: !226)
!228 = !DILocation(line: 0, scope: !161, inlinedAt: !229)
!229 = distinct !DILocation(line: 122, column: 12, scope: !46)
!230 = !DILocation(line: 0, scope: !160, inlinedAt: !229)
!231 = !DILocation(line: 0, scope: !161, inlinedAt: !232)
!232 = distinct !DILocation(line: 122, column: 35, scope: !46)
!233 = !DILocation(line: 0, scope: !160, inlinedAt: !232)
!234 = !DILocation(line: 121, column: 5, scope: !46)
!235 = !DILocation(line: 125, column: 5, scope: !46)
!236 = !DILocation(line: 0, scope: !117)
!237 = !DILocation(line: 127, column: 23, scope: !238)
!238 = distinct !DILexicalBlock(scope: !117, file: !3, line: 126, column: 5)
!239 = !{!240, !240, i64 0}
!240 = !{!"int", !126, i64 0}
!241 = !DILocation(line: 127, column: 9, scope: !238)
!242 = !DILocation(line: 128, column: 5, scope: !46)
!243 = !DILocation(line: 132, column: 5, scope: !46)
!244 = !DILocation(line: 134, column: 1, scope: !46)
!245 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 9, type: !8, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "a", arg: 1, scope: !245, file: !3, line: 9, type: !10)
!248 = !DILocalVariable(name: "b", arg: 2, scope: !245, file: !3, line: 9, type: !10)
!249 = !DILocation(line: 0, scope: !245)
!250 = !DILocation(line: 9, column: 47, scope: !245)
!251 = !DILocation(line: 9, column: 38, scope: !245)
!252 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 10, type: !8, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!253 = !{!254, !255}
!254 = !DILocalVariable(name: "a", arg: 1, scope: !252, file: !3, line: 10, type: !10)
!255 = !DILocalVariable(name: "b", arg: 2, scope: !252, file: !3, line: 10, type: !10)
!256 = !DILocation(line: 0, scope: !252)
!257 = !DILocation(line: 10, column: 47, scope: !252)
!258 = !DILocation(line: 10, column: 38, scope: !252)
!259 = distinct !DISubprogram(name: "cmp_desc", scope: !3, file: !3, line: 74, type: !112, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!260 = !{!261, !262, !263, !264}
!261 = !DILocalVariable(name: "x", arg: 1, scope: !259, file: !3, line: 74, type: !114)
!262 = !DILocalVariable(name: "y", arg: 2, scope: !259, file: !3, line: 74, type: !114)
!263 = !DILocalVariable(name: "a", scope: !259, file: !3, line: 75, type: !14)
!264 = !DILocalVariable(name: "b", scope: !259, file: !3, line: 75, type: !14)
!265 = !DILocation(line: 0, scope: !259)
!266 = !DILocation(line: 75, column: 14, scope: !259)
!267 = !DILocation(line: 75, column: 13, scope: !259)
!268 = !DILocation(line: 75, column: 35, scope: !259)
!269 = !DILocation(line: 75, column: 34, scope: !259)
!270 = !DILocation(line: 76, column: 15, scope: !259)
!271 = !DILocation(line: 76, column: 25, scope: !259)
!272 = !DILocation(line: 76, column: 20, scope: !259)
!273 = !DILocation(line: 76, column: 5, scope: !259)
!274 = !DISubprogram(name: "qsort", scope: !275, file: !275, line: 851, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !279)
!275 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!276 = !DISubroutineType(types: !277)
!277 = !{null, !5, !81, !81, !278}
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !275, line: 829, baseType: !111)
!279 = !{}
!280 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 11, type: !8, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!281 = !{!282, !283}
!282 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !3, line: 11, type: !10)
!283 = !DILocalVariable(name: "b", arg: 2, scope: !280, file: !3, line: 11, type: !10)
!284 = !DILocation(line: 0, scope: !280)
!285 = !DILocation(line: 11, column: 47, scope: !280)
!286 = !DILocation(line: 11, column: 38, scope: !280)
!287 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 12, type: !8, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!288 = !{!289, !290}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !3, line: 12, type: !10)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !3, line: 12, type: !10)
!291 = !DILocation(line: 0, scope: !287)
!292 = !DILocation(line: 12, column: 45, scope: !287)
!293 = !DILocation(line: 12, column: 51, scope: !287)
!294 = !DILocation(line: 12, column: 38, scope: !287)
!295 = distinct !DISubprogram(name: "op_mod", scope: !3, file: !3, line: 13, type: !8, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !296)
!296 = !{!297, !298}
!297 = !DILocalVariable(name: "a", arg: 1, scope: !295, file: !3, line: 13, type: !10)
!298 = !DILocalVariable(name: "b", arg: 2, scope: !295, file: !3, line: 13, type: !10)
!299 = !DILocation(line: 0, scope: !295)
!300 = !DILocation(line: 13, column: 45, scope: !295)
!301 = !DILocation(line: 13, column: 51, scope: !295)
!302 = !DILocation(line: 13, column: 38, scope: !295)
!303 = distinct !DISubprogram(name: "op_max", scope: !3, file: !3, line: 14, type: !8, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !304)
!304 = !{!305, !306}
!305 = !DILocalVariable(name: "a", arg: 1, scope: !303, file: !3, line: 14, type: !10)
!306 = !DILocalVariable(name: "b", arg: 2, scope: !303, file: !3, line: 14, type: !10)
!307 = !DILocation(line: 0, scope: !303)
!308 = !DILocation(line: 14, column: 47, scope: !303)
!309 = !DILocation(line: 14, column: 45, scope: !303)
!310 = !DILocation(line: 14, column: 38, scope: !303)
