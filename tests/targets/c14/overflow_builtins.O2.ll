; ModuleID = 'overflow_builtins.c'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"u add: %d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"u sub: %d \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"i16 mul: %d \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"big unsigned to int: %d \00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"u64 factorial overflows at %llu! (last ok %llu)\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"int factorial overflows at %d!\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"3^%d fits in int64\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"sum overflowed=%d total=%d\0A\00", align 1
@__const.add_cases.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2147483647, i32 -2147483648, i32 -1, i32 1000000000, i32 -2000000000], align 16
@.str.15 = private unnamed_addr constant [37 x i8] c"%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [24 x i8] c"%lld*%lld: o=%d r=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.declare(metadata [6 x i32]* @__const.add_cases.a, metadata !52, metadata !DIExpression()) #4, !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()) #4, !dbg !73
  br label %1, !dbg !74

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %51, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !57, metadata !DIExpression()) #4, !dbg !73
  %3 = getelementptr inbounds [6 x i32], [6 x i32]* @__const.add_cases.a, i64 0, i64 %2
  %4 = load i32, i32* %3, align 4, !tbaa !75
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()) #4, !dbg !79
  %5 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1) #4, !dbg !80
  %6 = extractvalue { i32, i1 } %5, 1, !dbg !80
  %7 = extractvalue { i32, i1 } %5, 0, !dbg !80
  call void @llvm.dbg.value(metadata i32 %7, metadata !62, metadata !DIExpression()) #4, !dbg !81
  %8 = zext i1 %6 to i32, !dbg !80
  call void @llvm.dbg.value(metadata i32 %8, metadata !65, metadata !DIExpression()) #4, !dbg !81
  %9 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -1) #4, !dbg !82
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !82
  %11 = extractvalue { i32, i1 } %9, 0, !dbg !82
  call void @llvm.dbg.value(metadata i32 %11, metadata !66, metadata !DIExpression()) #4, !dbg !81
  %12 = zext i1 %10 to i32, !dbg !82
  call void @llvm.dbg.value(metadata i32 %12, metadata !67, metadata !DIExpression()) #4, !dbg !81
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef 1, i32 noundef %8, i32 noundef %7, i32 noundef %4, i32 noundef 1, i32 noundef %12, i32 noundef %11) #4, !dbg !83
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()) #4, !dbg !79
  %14 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2147483647) #4, !dbg !80
  %15 = extractvalue { i32, i1 } %14, 1, !dbg !80
  %16 = extractvalue { i32, i1 } %14, 0, !dbg !80
  call void @llvm.dbg.value(metadata i32 %16, metadata !62, metadata !DIExpression()) #4, !dbg !81
  %17 = zext i1 %15 to i32, !dbg !80
  call void @llvm.dbg.value(metadata i32 %17, metadata !65, metadata !DIExpression()) #4, !dbg !81
  %18 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2147483647) #4, !dbg !82
  %19 = extractvalue { i32, i1 } %18, 1, !dbg !82
  %20 = extractvalue { i32, i1 } %18, 0, !dbg !82
  call void @llvm.dbg.value(metadata i32 %20, metadata !66, metadata !DIExpression()) #4, !dbg !81
  %21 = zext i1 %19 to i32, !dbg !82
  call void @llvm.dbg.value(metadata i32 %21, metadata !67, metadata !DIExpression()) #4, !dbg !81
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef 2147483647, i32 noundef %17, i32 noundef %16, i32 noundef %4, i32 noundef 2147483647, i32 noundef %21, i32 noundef %20) #4, !dbg !83
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()) #4, !dbg !79
  %23 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2147483648) #4, !dbg !80
  %24 = extractvalue { i32, i1 } %23, 1, !dbg !80
  %25 = extractvalue { i32, i1 } %23, 0, !dbg !80
  call void @llvm.dbg.value(metadata i32 %25, metadata !62, metadata !DIExpression()) #4, !dbg !81
  %26 = zext i1 %24 to i32, !dbg !80
  call void @llvm.dbg.value(metadata i32 %26, metadata !65, metadata !DIExpression()) #4, !dbg !81
  %27 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %4, i32 -2147483648) #4, !dbg !82
  %28 = extractvalue { i32, i1 } %27, 1, !dbg !82
  %29 = extractvalue { i32, i1 } %27, 0, !dbg !82
  call void @llvm.dbg.value(metadata i32 %29, metadata !66, metadata !DIExpression()) #4, !dbg !81
  %30 = zext i1 %28 to i32, !dbg !82
  call void @llvm.dbg.value(metadata i32 %30, metadata !67, metadata !DIExpression()) #4, !dbg !81
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef -2147483648, i32 noundef %26, i32 noundef %25, i32 noundef %4, i32 noundef -2147483648, i32 noundef %30, i32 noundef %29) #4, !dbg !83
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i32 %11, metadata !62, metadata !DIExpression()) #4, !dbg !81
  call void @llvm.dbg.value(metadata i32 %12, metadata !65, metadata !DIExpression()) #4, !dbg !81
  call void @llvm.dbg.value(metadata i32 %7, metadata !66, metadata !DIExpression()) #4, !dbg !81
  call void @llvm.dbg.value(metadata i32 %8, metadata !67, metadata !DIExpression()) #4, !dbg !81
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef -1, i32 noundef %12, i32 noundef %11, i32 noundef %4, i32 noundef -1, i32 noundef %8, i32 noundef %7) #4, !dbg !83
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()) #4, !dbg !79
  %33 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1000000000) #4, !dbg !80
  %34 = extractvalue { i32, i1 } %33, 1, !dbg !80
  %35 = extractvalue { i32, i1 } %33, 0, !dbg !80
  call void @llvm.dbg.value(metadata i32 %35, metadata !62, metadata !DIExpression()) #4, !dbg !81
  %36 = zext i1 %34 to i32, !dbg !80
  call void @llvm.dbg.value(metadata i32 %36, metadata !65, metadata !DIExpression()) #4, !dbg !81
  %37 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -1000000000) #4, !dbg !82
  %38 = extractvalue { i32, i1 } %37, 1, !dbg !82
  %39 = extractvalue { i32, i1 } %37, 0, !dbg !82
  call void @llvm.dbg.value(metadata i32 %39, metadata !66, metadata !DIExpression()) #4, !dbg !81
  %40 = zext i1 %38 to i32, !dbg !82
  call void @llvm.dbg.value(metadata i32 %40, metadata !67, metadata !DIExpression()) #4, !dbg !81
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef 1000000000, i32 noundef %36, i32 noundef %35, i32 noundef %4, i32 noundef 1000000000, i32 noundef %40, i32 noundef %39) #4, !dbg !83
  call void @llvm.dbg.value(metadata i64 5, metadata !59, metadata !DIExpression()) #4, !dbg !79
  call void @llvm.dbg.value(metadata i64 5, metadata !59, metadata !DIExpression()) #4, !dbg !79
  %42 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2000000000) #4, !dbg !80
  %43 = extractvalue { i32, i1 } %42, 1, !dbg !80
  %44 = extractvalue { i32, i1 } %42, 0, !dbg !80
  call void @llvm.dbg.value(metadata i32 %44, metadata !62, metadata !DIExpression()) #4, !dbg !81
  %45 = zext i1 %43 to i32, !dbg !80
  call void @llvm.dbg.value(metadata i32 %45, metadata !65, metadata !DIExpression()) #4, !dbg !81
  %46 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2000000000) #4, !dbg !82
  %47 = extractvalue { i32, i1 } %46, 1, !dbg !82
  %48 = extractvalue { i32, i1 } %46, 0, !dbg !82
  call void @llvm.dbg.value(metadata i32 %48, metadata !66, metadata !DIExpression()) #4, !dbg !81
  %49 = zext i1 %47 to i32, !dbg !82
  call void @llvm.dbg.value(metadata i32 %49, metadata !67, metadata !DIExpression()) #4, !dbg !81
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef -2000000000, i32 noundef %45, i32 noundef %44, i32 noundef %4, i32 noundef -2000000000, i32 noundef %49, i32 noundef %48) #4, !dbg !83
  call void @llvm.dbg.value(metadata i64 6, metadata !59, metadata !DIExpression()) #4, !dbg !79
  %51 = add nuw nsw i64 %2, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %51, metadata !57, metadata !DIExpression()) #4, !dbg !73
  %52 = icmp eq i64 %51, 6, !dbg !85
  br i1 %52, label %53, label %1, !dbg !74, !llvm.loop !86

53:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i64 0, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 0, metadata !101, metadata !DIExpression()) #4, !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()) #4, !dbg !108
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef 0, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 1, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef 1, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef -1, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef 3037000499, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef 3037000500, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef 9223372036854775807, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef -9223372036854775808, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 0, i64 noundef 4294967296, i32 noundef 0, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 1, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 1, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef 1, i32 noundef 0, i64 noundef 1) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -1, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef -1, i32 noundef 0, i64 noundef -1) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 3037000499, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef 3037000499, i32 noundef 0, i64 noundef 3037000499) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 3037000500, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef 3037000500, i32 noundef 0, i64 noundef 3037000500) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 9223372036854775807, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef 9223372036854775807, i32 noundef 0, i64 noundef 9223372036854775807) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -9223372036854775808, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef -9223372036854775808, i32 noundef 0, i64 noundef -9223372036854775808) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 4294967296, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 1, i64 noundef 4294967296, i32 noundef 0, i64 noundef 4294967296) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 2, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -1, i64 noundef -1, i32 noundef 0, i64 noundef 1) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -3037000499, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -1, i64 noundef 3037000499, i32 noundef 0, i64 noundef -3037000499) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -3037000500, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -1, i64 noundef 3037000500, i32 noundef 0, i64 noundef -3037000500) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -9223372036854775807, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -1, i64 noundef 9223372036854775807, i32 noundef 0, i64 noundef -9223372036854775807) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -9223372036854775808, metadata !101, metadata !DIExpression()) #4, !dbg !108
  call void @llvm.dbg.value(metadata i32 1, metadata !104, metadata !DIExpression()) #4, !dbg !108
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -1, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef -9223372036854775808) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -4294967296, metadata !101, metadata !DIExpression()) #4, !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()) #4, !dbg !108
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -1, i64 noundef 4294967296, i32 noundef 0, i64 noundef -4294967296) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 3, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 9223372030926249001, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000499, i64 noundef 3037000499, i32 noundef 0, i64 noundef 9223372030926249001) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 9223372033963249500, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000499, i64 noundef 3037000500, i32 noundef 0, i64 noundef 9223372033963249500) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 9223372033817775309, metadata !101, metadata !DIExpression()) #4, !dbg !108
  call void @llvm.dbg.value(metadata i32 1, metadata !104, metadata !DIExpression()) #4, !dbg !108
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000499, i64 noundef 9223372036854775807, i32 noundef 1, i64 noundef 9223372033817775309) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -9223372036854775808, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000499, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef -9223372036854775808) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -5402926252568870912, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000499, i64 noundef 4294967296, i32 noundef 1, i64 noundef -5402926252568870912) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 4, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -9223372036709301616, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000500, i64 noundef 3037000500, i32 noundef 1, i64 noundef -9223372036709301616) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -3037000500, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000500, i64 noundef 9223372036854775807, i32 noundef 1, i64 noundef -3037000500) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 0, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000500, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -5402926248273903616, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3037000500, i64 noundef 4294967296, i32 noundef 1, i64 noundef -5402926248273903616) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 5, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i32 noundef 1, i64 noundef 1) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -9223372036854775808, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 9223372036854775807, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef -9223372036854775808) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 -4294967296, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 9223372036854775807, i64 noundef 4294967296, i32 noundef 1, i64 noundef -4294967296) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i64 6, metadata !98, metadata !DIExpression()) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 0, metadata !101, metadata !DIExpression()) #4, !dbg !108
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression()) #4, !dbg !107
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 4294967296, i32 noundef 1, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !89, metadata !DIExpression()) #4, !dbg !105
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef 4294967296, i64 noundef 4294967296, i32 noundef 1, i64 noundef 0) #4, !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !107
  call void @llvm.dbg.value(metadata i64 8, metadata !89, metadata !DIExpression()) #4, !dbg !105
  call void @llvm.dbg.value(metadata i32 5032704, metadata !21, metadata !DIExpression()), !dbg !110
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef 1), !dbg !111
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5032704), !dbg !112
  call void @llvm.dbg.value(metadata i32 -1, metadata !21, metadata !DIExpression()), !dbg !110
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1), !dbg !113
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef -1), !dbg !114
  call void @llvm.dbg.value(metadata i8 -1, metadata !23, metadata !DIExpression()), !dbg !110
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0), !dbg !115
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef 255), !dbg !116
  call void @llvm.dbg.value(metadata i8 0, metadata !23, metadata !DIExpression()), !dbg !110
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1), !dbg !117
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0), !dbg !118
  call void @llvm.dbg.value(metadata i16 32700, metadata !28, metadata !DIExpression()), !dbg !110
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 0), !dbg !119
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef 32700), !dbg !120
  call void @llvm.dbg.value(metadata i16 -32536, metadata !28, metadata !DIExpression()), !dbg !110
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1), !dbg !121
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i32 noundef -32536), !dbg !122
  call void @llvm.dbg.value(metadata i64 -2, metadata !32, metadata !DIExpression()), !dbg !110
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef 1), !dbg !123
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i64 noundef -2), !dbg !124
  call void @llvm.dbg.value(metadata i32 -1294967296, metadata !33, metadata !DIExpression()), !dbg !110
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), i32 noundef 1), !dbg !125
  %105 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i32 noundef -1294967296), !dbg !126
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 undef, metadata !40, metadata !DIExpression()), !dbg !128
  br label %109, !dbg !129

106:                                              ; preds = %109
  %107 = extractvalue { i64, i1 } %110, 0, !dbg !130
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), i64 noundef %113, i64 noundef %107), !dbg !132
  call void @llvm.dbg.value(metadata i64 %107, metadata !34, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 1, metadata !44, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 1, metadata !43, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !110
  br label %119, !dbg !135

109:                                              ; preds = %53, %109
  %110 = phi { i64, i1 } [ { i64 1, i1 false }, %53 ], [ %114, %109 ]
  %111 = phi i64 [ 1, %53 ], [ %113, %109 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !38, metadata !DIExpression()), !dbg !127
  %112 = extractvalue { i64, i1 } %110, 0, !dbg !130
  call void @llvm.dbg.value(metadata i64 %112, metadata !40, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 undef, metadata !34, metadata !DIExpression()), !dbg !110
  %113 = add i64 %111, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %113, metadata !38, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 %112, metadata !34, metadata !DIExpression()), !dbg !110
  %114 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %112, i64 %113), !dbg !130
  %115 = extractvalue { i64, i1 } %114, 1, !dbg !130
  call void @llvm.dbg.value(metadata i64 undef, metadata !40, metadata !DIExpression()), !dbg !128
  br i1 %115, label %106, label %109, !dbg !129, !llvm.loop !139

116:                                              ; preds = %119
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.12, i64 0, i64 0), i32 noundef %123), !dbg !142
  call void @llvm.dbg.value(metadata i64 1, metadata !46, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 undef, metadata !46, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 undef, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 undef, metadata !46, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 undef, metadata !47, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !110
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), i32 noundef 39), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !146
  br label %131, !dbg !147

119:                                              ; preds = %106, %119
  %120 = phi { i32, i1 } [ { i32 1, i1 false }, %106 ], [ %124, %119 ]
  %121 = phi i32 [ 1, %106 ], [ %123, %119 ]
  call void @llvm.dbg.value(metadata i32 %121, metadata !44, metadata !DIExpression()), !dbg !134
  %122 = extractvalue { i32, i1 } %120, 0, !dbg !148
  call void @llvm.dbg.value(metadata i32 %122, metadata !43, metadata !DIExpression()), !dbg !110
  %123 = add nuw nsw i32 %121, 1, !dbg !149
  call void @llvm.dbg.value(metadata i32 %123, metadata !44, metadata !DIExpression()), !dbg !134
  %124 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %122, i32 %123), !dbg !148
  %125 = extractvalue { i32, i1 } %124, 1, !dbg !148
  call void @llvm.dbg.value(metadata i32 undef, metadata !43, metadata !DIExpression()), !dbg !110
  br i1 %125, label %116, label %119, !dbg !135, !llvm.loop !150

126:                                              ; preds = %131
  %127 = extractvalue { i32, i1 } %135, 1, !dbg !153
  %128 = extractvalue { i32, i1 } %135, 0, !dbg !153
  %129 = zext i1 %127 to i32, !dbg !153
  call void @llvm.dbg.value(metadata i32 %129, metadata !49, metadata !DIExpression()), !dbg !110
  %130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef %129, i32 noundef %128), !dbg !155
  ret i32 0, !dbg !156

131:                                              ; preds = %116, %131
  %132 = phi i32 [ 0, %116 ], [ %138, %131 ]
  %133 = phi i32 [ 0, %116 ], [ %137, %131 ]
  call void @llvm.dbg.value(metadata i32 %132, metadata !50, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 %133, metadata !48, metadata !DIExpression()), !dbg !110
  %134 = mul nuw nsw i32 %132, 1000, !dbg !157
  %135 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %133, i32 %134), !dbg !153
  %136 = extractvalue { i32, i1 } %135, 1, !dbg !153
  %137 = extractvalue { i32, i1 } %135, 0, !dbg !153
  call void @llvm.dbg.value(metadata i32 %137, metadata !48, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i1 %136, metadata !49, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !110
  %138 = add nuw nsw i32 %132, 1, !dbg !158
  call void @llvm.dbg.value(metadata i32 %138, metadata !50, metadata !DIExpression()), !dbg !146
  %139 = icmp ult i32 %132, 99999, !dbg !159
  %140 = xor i1 %136, true, !dbg !160
  %141 = select i1 %139, i1 %140, i1 false, !dbg !160
  br i1 %141, label %131, label %126, !dbg !147, !llvm.loop !161
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "overflow_builtins.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "61f56452cb3bd47f62f7a9d685882e8a")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !5, line: 27, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !7, line: 44, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !17, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !23, !28, !32, !33, !34, !38, !40, !43, !44, !46, !47, !48, !49, !50}
!21 = !DILocalVariable(name: "u", scope: !16, file: !1, line: 34, type: !22)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 39, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !25, line: 24, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !7, line: 38, baseType: !27)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !DILocalVariable(name: "s16", scope: !16, file: !1, line: 44, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !5, line: 25, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !7, line: 39, baseType: !31)
!31 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "ull", scope: !16, file: !1, line: 50, type: !3)
!33 = !DILocalVariable(name: "si", scope: !16, file: !1, line: 53, type: !19)
!34 = !DILocalVariable(name: "f", scope: !16, file: !1, line: 57, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !25, line: 27, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !7, line: 45, baseType: !37)
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocalVariable(name: "n", scope: !39, file: !1, line: 58, type: !35)
!39 = distinct !DILexicalBlock(scope: !16, file: !1, line: 58, column: 5)
!40 = !DILocalVariable(name: "nf", scope: !41, file: !1, line: 59, type: !35)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 58, column: 32)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 58, column: 5)
!43 = !DILocalVariable(name: "fi", scope: !16, file: !1, line: 67, type: !19)
!44 = !DILocalVariable(name: "n", scope: !45, file: !1, line: 68, type: !19)
!45 = distinct !DILexicalBlock(scope: !16, file: !1, line: 68, column: 5)
!46 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 75, type: !4)
!47 = !DILocalVariable(name: "k", scope: !16, file: !1, line: 76, type: !19)
!48 = !DILocalVariable(name: "total", scope: !16, file: !1, line: 81, type: !19)
!49 = !DILocalVariable(name: "overflowed", scope: !16, file: !1, line: 81, type: !19)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 82, type: !19)
!51 = distinct !DILexicalBlock(scope: !16, file: !1, line: 82, column: 5)
!52 = !DILocalVariable(name: "a", scope: !53, file: !1, line: 8, type: !68)
!53 = distinct !DISubprogram(name: "add_cases", scope: !1, file: !1, line: 7, type: !54, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{null}
!56 = !{!52, !57, !59, !62, !65, !66, !67}
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 9, type: !19)
!58 = distinct !DILexicalBlock(scope: !53, file: !1, line: 9, column: 5)
!59 = !DILocalVariable(name: "j", scope: !60, file: !1, line: 10, type: !19)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 10, column: 9)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 9, column: 5)
!62 = !DILocalVariable(name: "r", scope: !63, file: !1, line: 11, type: !19)
!63 = distinct !DILexicalBlock(scope: !64, file: !1, line: 10, column: 37)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 10, column: 9)
!65 = !DILocalVariable(name: "o", scope: !63, file: !1, line: 12, type: !19)
!66 = !DILocalVariable(name: "r2", scope: !63, file: !1, line: 13, type: !19)
!67 = !DILocalVariable(name: "o2", scope: !63, file: !1, line: 14, type: !19)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 192, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 6)
!71 = !DILocation(line: 8, column: 9, scope: !53, inlinedAt: !72)
!72 = distinct !DILocation(line: 31, column: 5, scope: !16)
!73 = !DILocation(line: 0, scope: !58, inlinedAt: !72)
!74 = !DILocation(line: 9, column: 5, scope: !58, inlinedAt: !72)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 0, scope: !60, inlinedAt: !72)
!80 = !DILocation(line: 12, column: 21, scope: !63, inlinedAt: !72)
!81 = !DILocation(line: 0, scope: !63, inlinedAt: !72)
!82 = !DILocation(line: 14, column: 22, scope: !63, inlinedAt: !72)
!83 = !DILocation(line: 15, column: 13, scope: !63, inlinedAt: !72)
!84 = !DILocation(line: 9, column: 29, scope: !61, inlinedAt: !72)
!85 = !DILocation(line: 9, column: 23, scope: !61, inlinedAt: !72)
!86 = distinct !{!86, !74, !87, !88}
!87 = !DILocation(line: 17, column: 9, scope: !58, inlinedAt: !72)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 22, type: !19)
!90 = distinct !DILexicalBlock(scope: !91, file: !1, line: 22, column: 5)
!91 = distinct !DISubprogram(name: "mul_cases", scope: !1, file: !1, line: 20, type: !54, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!92 = !{!93, !89, !98, !101, !104}
!93 = !DILocalVariable(name: "v", scope: !91, file: !1, line: 21, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 512, elements: !96)
!95 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!96 = !{!97}
!97 = !DISubrange(count: 8)
!98 = !DILocalVariable(name: "j", scope: !99, file: !1, line: 23, type: !19)
!99 = distinct !DILexicalBlock(scope: !100, file: !1, line: 23, column: 9)
!100 = distinct !DILexicalBlock(scope: !90, file: !1, line: 22, column: 5)
!101 = !DILocalVariable(name: "r", scope: !102, file: !1, line: 24, type: !95)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 23, column: 37)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 23, column: 9)
!104 = !DILocalVariable(name: "o", scope: !102, file: !1, line: 25, type: !19)
!105 = !DILocation(line: 0, scope: !90, inlinedAt: !106)
!106 = distinct !DILocation(line: 32, column: 5, scope: !16)
!107 = !DILocation(line: 0, scope: !99, inlinedAt: !106)
!108 = !DILocation(line: 0, scope: !102, inlinedAt: !106)
!109 = !DILocation(line: 26, column: 13, scope: !102, inlinedAt: !106)
!110 = !DILocation(line: 0, scope: !16)
!111 = !DILocation(line: 35, column: 5, scope: !16)
!112 = !DILocation(line: 36, column: 5, scope: !16)
!113 = !DILocation(line: 37, column: 5, scope: !16)
!114 = !DILocation(line: 38, column: 5, scope: !16)
!115 = !DILocation(line: 40, column: 5, scope: !16)
!116 = !DILocation(line: 41, column: 5, scope: !16)
!117 = !DILocation(line: 42, column: 5, scope: !16)
!118 = !DILocation(line: 43, column: 5, scope: !16)
!119 = !DILocation(line: 45, column: 5, scope: !16)
!120 = !DILocation(line: 46, column: 5, scope: !16)
!121 = !DILocation(line: 47, column: 5, scope: !16)
!122 = !DILocation(line: 48, column: 5, scope: !16)
!123 = !DILocation(line: 51, column: 5, scope: !16)
!124 = !DILocation(line: 52, column: 5, scope: !16)
!125 = !DILocation(line: 54, column: 5, scope: !16)
!126 = !DILocation(line: 55, column: 5, scope: !16)
!127 = !DILocation(line: 0, scope: !39)
!128 = !DILocation(line: 0, scope: !41)
!129 = !DILocation(line: 60, column: 13, scope: !41)
!130 = !DILocation(line: 60, column: 13, scope: !131)
!131 = distinct !DILexicalBlock(scope: !41, file: !1, line: 60, column: 13)
!132 = !DILocation(line: 61, column: 13, scope: !133)
!133 = distinct !DILexicalBlock(scope: !131, file: !1, line: 60, column: 48)
!134 = !DILocation(line: 0, scope: !45)
!135 = !DILocation(line: 69, column: 13, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !1, line: 68, column: 27)
!137 = distinct !DILexicalBlock(scope: !45, file: !1, line: 68, column: 5)
!138 = !DILocation(line: 58, column: 28, scope: !42)
!139 = distinct !{!139, !140, !141}
!140 = !DILocation(line: 58, column: 5, scope: !39)
!141 = !DILocation(line: 66, column: 5, scope: !39)
!142 = !DILocation(line: 70, column: 13, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 69, column: 49)
!144 = distinct !DILexicalBlock(scope: !136, file: !1, line: 69, column: 13)
!145 = !DILocation(line: 79, column: 5, scope: !16)
!146 = !DILocation(line: 0, scope: !51)
!147 = !DILocation(line: 82, column: 5, scope: !51)
!148 = !DILocation(line: 69, column: 13, scope: !144)
!149 = !DILocation(line: 68, column: 23, scope: !137)
!150 = distinct !{!150, !151, !152}
!151 = !DILocation(line: 68, column: 5, scope: !45)
!152 = !DILocation(line: 73, column: 5, scope: !45)
!153 = !DILocation(line: 83, column: 22, scope: !154)
!154 = distinct !DILexicalBlock(scope: !51, file: !1, line: 82, column: 5)
!155 = !DILocation(line: 84, column: 5, scope: !16)
!156 = !DILocation(line: 86, column: 1, scope: !16)
!157 = !DILocation(line: 83, column: 54, scope: !154)
!158 = !DILocation(line: 82, column: 49, scope: !154)
!159 = !DILocation(line: 82, column: 23, scope: !154)
!160 = !DILocation(line: 82, column: 32, scope: !154)
!161 = distinct !{!161, !147, !162, !88}
!162 = !DILocation(line: 83, column: 68, scope: !51)
