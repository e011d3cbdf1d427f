; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.fact = private unnamed_addr constant [20 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 6, i32 8, i32 11, i32 5, i32 9, i32 3, i32 5, i32 7, i32 8, i32 4, i32 6, i32 8, i32 10, i32 8, i32 11], align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 9, i32 1, i32 5, i32 7, i32 4, i32 6, i32 4, i32 10, i32 8, i32 11], align 16
@__const.main.arith = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 50, i32 2, i32 8, i32 11], align 16
@.str.4 = private unnamed_addr constant [17 x i8] c"classify(%d)=%d\0A\00", align 1
@run.dispatch = internal unnamed_addr constant [12 x i8*] [i8* blockaddress(@run, %4), i8* blockaddress(@run, %17), i8* blockaddress(@run, %28), i8* blockaddress(@run, %39), i8* blockaddress(@run, %50), i8* blockaddress(@run, %59), i8* blockaddress(@run, %69), i8* blockaddress(@run, %83), i8* blockaddress(@run, %90), i8* blockaddress(@run, %97), i8* blockaddress(@run, %106), i8* blockaddress(@run, %109)], align 16, !dbg !0
@.str.5 = private unnamed_addr constant [17 x i8] c"  top=%ld sp=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"  halt after %ld steps, sp=%d\0A\00", align 1
@__const.classify.targets = private unnamed_addr constant [3 x i8*] [i8* blockaddress(@classify, %13), i8* blockaddress(@classify, %10), i8* blockaddress(@classify, %11)], align 16
@str = private unnamed_addr constant [11 x i8] c"factorial:\00", align 1
@str.7 = private unnamed_addr constant [5 x i8] c"sum:\00", align 1
@str.8 = private unnamed_addr constant [7 x i8] c"arith:\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca [20 x i32], align 16
  %2 = alloca [15 x i32], align 16
  %3 = alloca [10 x i32], align 16
  %4 = bitcast [20 x i32]* %1 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %4) #8, !dbg !67
  call void @llvm.dbg.declare(metadata [20 x i32]* %1, metadata !53, metadata !DIExpression()), !dbg !68
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(80) %4, i8* noundef nonnull align 16 dereferenceable(80) bitcast ([20 x i32]* @__const.main.fact to i8*), i64 80, i1 false), !dbg !68
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str, i64 0, i64 0)), !dbg !69
  %6 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i64 0, i64 0, !dbg !70
  %7 = call fastcc i64 @run(i32* noundef nonnull %6), !dbg !71
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %7), !dbg !72
  %9 = bitcast [15 x i32]* %2 to i8*, !dbg !73
  call void @llvm.lifetime.start.p0i8(i64 60, i8* nonnull %9) #8, !dbg !73
  call void @llvm.dbg.declare(metadata [15 x i32]* %2, metadata !57, metadata !DIExpression()), !dbg !74
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(60) %9, i8* noundef nonnull align 16 dereferenceable(60) bitcast ([15 x i32]* @__const.main.sum to i8*), i64 60, i1 false), !dbg !74
  %10 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.7, i64 0, i64 0)), !dbg !75
  %11 = getelementptr inbounds [15 x i32], [15 x i32]* %2, i64 0, i64 0, !dbg !76
  %12 = call fastcc i64 @run(i32* noundef nonnull %11), !dbg !77
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %12), !dbg !78
  %14 = bitcast [10 x i32]* %3 to i8*, !dbg !79
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %14) #8, !dbg !79
  call void @llvm.dbg.declare(metadata [10 x i32]* %3, metadata !61, metadata !DIExpression()), !dbg !80
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %14, i8* noundef nonnull align 16 dereferenceable(40) bitcast ([10 x i32]* @__const.main.arith to i8*), i64 40, i1 false), !dbg !80
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str.8, i64 0, i64 0)), !dbg !81
  %16 = getelementptr inbounds [10 x i32], [10 x i32]* %3, i64 0, i64 0, !dbg !82
  %17 = call fastcc i64 @run(i32* noundef nonnull %16), !dbg !83
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %17), !dbg !84
  call void @llvm.dbg.value(metadata i32 -2, metadata !65, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 -2, metadata !65, metadata !DIExpression()), !dbg !85
  %19 = call fastcc i32 @classify(i32 noundef -2), !dbg !86
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef -2, i32 noundef %19), !dbg !88
  call void @llvm.dbg.value(metadata i32 -1, metadata !65, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 -1, metadata !65, metadata !DIExpression()), !dbg !85
  %21 = call fastcc i32 @classify(i32 noundef -1), !dbg !86
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef -1, i32 noundef %21), !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !85
  %23 = call fastcc i32 @classify(i32 noundef 0), !dbg !86
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef %23), !dbg !88
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()), !dbg !85
  %25 = call fastcc i32 @classify(i32 noundef 1), !dbg !86
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef %25), !dbg !88
  call void @llvm.dbg.value(metadata i32 2, metadata !65, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 2, metadata !65, metadata !DIExpression()), !dbg !85
  %27 = call fastcc i32 @classify(i32 noundef 2), !dbg !86
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, i32 noundef %27), !dbg !88
  call void @llvm.dbg.value(metadata i32 3, metadata !65, metadata !DIExpression()), !dbg !85
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %14) #8, !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 60, i8* nonnull %9) #8, !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %4) #8, !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(i32* noundef readonly %0) #0 !dbg !2 {
  %2 = alloca [64 x i64], align 16
  call void @llvm.dbg.value(metadata i32* %0, metadata !13, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.declare(metadata [64 x i64]* %2, metadata !14, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32* %0, metadata !19, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 0, metadata !20, metadata !DIExpression()), !dbg !91
  %3 = getelementptr inbounds i32, i32* %0, i64 1, !dbg !93
  call void @llvm.dbg.value(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !91
  br label %119, !dbg !93

4:                                                ; preds = %119
  call void @llvm.dbg.label(metadata !25), !dbg !94
  %5 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !95
  call void @llvm.dbg.value(metadata i32* %5, metadata !19, metadata !DIExpression()), !dbg !91
  %6 = load i32, i32* %121, align 4, !dbg !96, !tbaa !97
  %7 = sext i32 %6 to i64, !dbg !96
  %8 = add nsw i32 %122, 1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %8, metadata !18, metadata !DIExpression()), !dbg !91
  %9 = sext i32 %122 to i64, !dbg !102
  %10 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %9, !dbg !102
  store i64 %7, i64* %10, align 8, !dbg !103, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %11 = getelementptr inbounds i32, i32* %121, i64 2, !dbg !106
  call void @llvm.dbg.value(metadata i32* %11, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !106

12:                                               ; preds = %4, %17, %28, %39, %50, %59, %80, %83, %90, %97, %106
  %13 = phi i32* [ %5, %4 ], [ %121, %17 ], [ %121, %28 ], [ %121, %39 ], [ %121, %50 ], [ %121, %59 ], [ %81, %80 ], [ %121, %83 ], [ %121, %90 ], [ %121, %97 ], [ %121, %106 ]
  %14 = phi i32* [ %11, %4 ], [ %27, %17 ], [ %38, %28 ], [ %49, %39 ], [ %58, %50 ], [ %68, %59 ], [ %82, %80 ], [ %89, %83 ], [ %96, %90 ], [ %105, %97 ], [ %108, %106 ]
  %15 = phi i32 [ %8, %4 ], [ %18, %17 ], [ %29, %28 ], [ %40, %39 ], [ %57, %50 ], [ %122, %59 ], [ %71, %80 ], [ %122, %83 ], [ %122, %90 ], [ %104, %97 ], [ %107, %106 ]
  %16 = add nuw nsw i64 %120, 1, !dbg !91
  br label %119, !dbg !91

17:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !26), !dbg !107
  %18 = add nsw i32 %122, -1, !dbg !108
  call void @llvm.dbg.value(metadata i32 %18, metadata !18, metadata !DIExpression()), !dbg !91
  %19 = sext i32 %18 to i64, !dbg !109
  %20 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %19, !dbg !109
  %21 = load i64, i64* %20, align 8, !dbg !109, !tbaa !104
  %22 = add nsw i32 %122, -2, !dbg !110
  %23 = sext i32 %22 to i64, !dbg !111
  %24 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %23, !dbg !111
  %25 = load i64, i64* %24, align 8, !dbg !112, !tbaa !104
  %26 = add nsw i64 %25, %21, !dbg !112
  store i64 %26, i64* %24, align 8, !dbg !112, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %27 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !113
  call void @llvm.dbg.value(metadata i32* %27, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !113

28:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !27), !dbg !114
  %29 = add nsw i32 %122, -1, !dbg !115
  call void @llvm.dbg.value(metadata i32 %29, metadata !18, metadata !DIExpression()), !dbg !91
  %30 = sext i32 %29 to i64, !dbg !116
  %31 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %30, !dbg !116
  %32 = load i64, i64* %31, align 8, !dbg !116, !tbaa !104
  %33 = add nsw i32 %122, -2, !dbg !117
  %34 = sext i32 %33 to i64, !dbg !118
  %35 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %34, !dbg !118
  %36 = load i64, i64* %35, align 8, !dbg !119, !tbaa !104
  %37 = sub nsw i64 %36, %32, !dbg !119
  store i64 %37, i64* %35, align 8, !dbg !119, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %38 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !120
  call void @llvm.dbg.value(metadata i32* %38, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !120

39:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !28), !dbg !121
  %40 = add nsw i32 %122, -1, !dbg !122
  call void @llvm.dbg.value(metadata i32 %40, metadata !18, metadata !DIExpression()), !dbg !91
  %41 = sext i32 %40 to i64, !dbg !123
  %42 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %41, !dbg !123
  %43 = load i64, i64* %42, align 8, !dbg !123, !tbaa !104
  %44 = add nsw i32 %122, -2, !dbg !124
  %45 = sext i32 %44 to i64, !dbg !125
  %46 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %45, !dbg !125
  %47 = load i64, i64* %46, align 8, !dbg !126, !tbaa !104
  %48 = mul nsw i64 %47, %43, !dbg !126
  store i64 %48, i64* %46, align 8, !dbg !126, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %49 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !127
  call void @llvm.dbg.value(metadata i32* %49, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !127

50:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !29), !dbg !128
  %51 = add nsw i32 %122, -1, !dbg !129
  %52 = sext i32 %51 to i64, !dbg !130
  %53 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %52, !dbg !130
  %54 = load i64, i64* %53, align 8, !dbg !130, !tbaa !104
  %55 = sext i32 %122 to i64, !dbg !131
  %56 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %55, !dbg !131
  store i64 %54, i64* %56, align 8, !dbg !132, !tbaa !104
  %57 = add nsw i32 %122, 1, !dbg !133
  call void @llvm.dbg.value(metadata i32 %57, metadata !18, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %58 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !134
  call void @llvm.dbg.value(metadata i32* %58, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !134

59:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !30), !dbg !135
  %60 = add nsw i32 %122, -1, !dbg !136
  %61 = sext i32 %60 to i64, !dbg !137
  %62 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %61, !dbg !137
  %63 = load i64, i64* %62, align 8, !dbg !137, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %63, metadata !21, metadata !DIExpression()), !dbg !138
  %64 = add nsw i32 %122, -2, !dbg !139
  %65 = sext i32 %64 to i64, !dbg !140
  %66 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %65, !dbg !140
  %67 = load i64, i64* %66, align 8, !dbg !140, !tbaa !104
  store i64 %67, i64* %62, align 8, !dbg !141, !tbaa !104
  store i64 %63, i64* %66, align 8, !dbg !142, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %68 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !143
  call void @llvm.dbg.value(metadata i32* %68, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !143

69:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !31), !dbg !144
  %70 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !145
  call void @llvm.dbg.value(metadata i32* %70, metadata !19, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 undef, metadata !23, metadata !DIExpression()), !dbg !146
  %71 = add nsw i32 %122, -1, !dbg !147
  call void @llvm.dbg.value(metadata i32 %71, metadata !18, metadata !DIExpression()), !dbg !91
  %72 = sext i32 %71 to i64, !dbg !148
  %73 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %72, !dbg !148
  %74 = load i64, i64* %73, align 8, !dbg !148, !tbaa !104
  %75 = icmp eq i64 %74, 0, !dbg !148
  br i1 %75, label %80, label %76, !dbg !150

76:                                               ; preds = %69
  %77 = load i32, i32* %121, align 4, !dbg !151, !tbaa !97
  call void @llvm.dbg.value(metadata i32 %77, metadata !23, metadata !DIExpression()), !dbg !146
  %78 = sext i32 %77 to i64, !dbg !152
  %79 = getelementptr inbounds i32, i32* %0, i64 %78, !dbg !152
  call void @llvm.dbg.value(metadata i32* %79, metadata !19, metadata !DIExpression()), !dbg !91
  br label %80, !dbg !153

80:                                               ; preds = %76, %69
  %81 = phi i32* [ %79, %76 ], [ %70, %69 ], !dbg !146
  call void @llvm.dbg.value(metadata i32* %81, metadata !19, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %82 = getelementptr inbounds i32, i32* %81, i64 1, !dbg !154
  call void @llvm.dbg.value(metadata i32* %82, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !154

83:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !32), !dbg !155
  %84 = add nsw i32 %122, -1, !dbg !156
  %85 = sext i32 %84 to i64, !dbg !157
  %86 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %85, !dbg !157
  %87 = load i64, i64* %86, align 8, !dbg !158, !tbaa !104
  %88 = add nsw i64 %87, -1, !dbg !158
  store i64 %88, i64* %86, align 8, !dbg !158, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %89 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !159
  call void @llvm.dbg.value(metadata i32* %89, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !159

90:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !33), !dbg !160
  %91 = add nsw i32 %122, -1, !dbg !161
  %92 = sext i32 %91 to i64, !dbg !162
  %93 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %92, !dbg !162
  %94 = load i64, i64* %93, align 8, !dbg !162, !tbaa !104
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i64 noundef %94, i32 noundef %122), !dbg !163
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %96 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !164
  call void @llvm.dbg.value(metadata i32* %96, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !164

97:                                               ; preds = %119
  call void @llvm.dbg.label(metadata !34), !dbg !165
  %98 = add nsw i32 %122, -2, !dbg !166
  %99 = sext i32 %98 to i64, !dbg !167
  %100 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %99, !dbg !167
  %101 = load i64, i64* %100, align 8, !dbg !167, !tbaa !104
  %102 = sext i32 %122 to i64, !dbg !168
  %103 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %102, !dbg !168
  store i64 %101, i64* %103, align 8, !dbg !169, !tbaa !104
  %104 = add nsw i32 %122, 1, !dbg !170
  call void @llvm.dbg.value(metadata i32 %104, metadata !18, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %105 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !171
  call void @llvm.dbg.value(metadata i32* %105, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !171

106:                                              ; preds = %119
  call void @llvm.dbg.label(metadata !35), !dbg !172
  %107 = add nsw i32 %122, -1, !dbg !173
  call void @llvm.dbg.value(metadata i32 %107, metadata !18, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !91
  %108 = getelementptr inbounds i32, i32* %121, i64 1, !dbg !174
  call void @llvm.dbg.value(metadata i32* %108, metadata !19, metadata !DIExpression()), !dbg !91
  br label %12, !dbg !174

109:                                              ; preds = %119
  call void @llvm.dbg.label(metadata !36), !dbg !175
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i64 noundef %120, i32 noundef %122), !dbg !176
  %111 = icmp eq i32 %122, 0, !dbg !177
  br i1 %111, label %117, label %112, !dbg !177

112:                                              ; preds = %109
  %113 = add nsw i32 %122, -1, !dbg !178
  %114 = sext i32 %113 to i64, !dbg !179
  %115 = getelementptr inbounds [64 x i64], [64 x i64]* %2, i64 0, i64 %114, !dbg !179
  %116 = load i64, i64* %115, align 8, !dbg !179, !tbaa !104
  br label %117, !dbg !177

117:                                              ; preds = %109, %112
  %118 = phi i64 [ %116, %112 ], [ 0, %109 ], !dbg !177
  ret i64 %118, !dbg !180

119:                                              ; preds = %12, %1
  %120 = phi i64 [ 0, %1 ], [ %16, %12 ], !dbg !91
  %121 = phi i32* [ %3, %1 ], [ %14, %12 ], !dbg !91
  %122 = phi i32 [ 0, %1 ], [ %15, %12 ], !dbg !91
  %123 = phi i32* [ %0, %1 ], [ %13, %12 ]
  %124 = load i32, i32* %123, align 4, !dbg !91, !tbaa !97
  %125 = sext i32 %124 to i64, !dbg !91
  %126 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %125, !dbg !91
  %127 = load i8*, i8** %126, align 8, !dbg !91, !tbaa !181
  call void @llvm.dbg.value(metadata i32 %122, metadata !18, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32* %121, metadata !19, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %120, metadata !20, metadata !DIExpression()), !dbg !91
  indirectbr i8* %127, [label %4, label %17, label %28, label %39, label %50, label %59, label %69, label %83, label %90, label %97, label %106, label %109]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @classify(i32 noundef %0) #5 !dbg !183 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !187, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.declare(metadata [3 x i8*]* @__const.classify.targets, metadata !188, metadata !DIExpression()), !dbg !197
  %2 = icmp sgt i32 %0, 0, !dbg !198
  %3 = zext i1 %2 to i32, !dbg !198
  %4 = ashr i32 %0, 31, !dbg !199
  %5 = add nsw i32 %4, 1, !dbg !200
  %6 = add nuw nsw i32 %5, %3, !dbg !201
  call void @llvm.dbg.value(metadata i32 %6, metadata !192, metadata !DIExpression()), !dbg !196
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds [3 x i8*], [3 x i8*]* @__const.classify.targets, i64 0, i64 %7, !dbg !202
  %9 = load i8*, i8** %8, align 8, !dbg !202, !tbaa !181
  indirectbr i8* %9, [label %13, label %10, label %11]

10:                                               ; preds = %1
  call void @llvm.dbg.label(metadata !194), !dbg !203
  br label %13, !dbg !204

11:                                               ; preds = %1
  call void @llvm.dbg.label(metadata !195), !dbg !205
  %12 = add nsw i32 %0, 100, !dbg !206
  br label %13, !dbg !207

13:                                               ; preds = %1, %11, %10
  %14 = phi i32 [ %12, %11 ], [ 0, %10 ], [ -100, %1 ], !dbg !196
  ret i32 %14, !dbg !208
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "dispatch", scope: !2, file: !3, line: 9, type: !37, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 8, type: !4, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "computed_goto.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "7099b99fbd79cc763ee457c4748a064f")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{!13, !14, !18, !19, !20, !21, !23, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36}
!13 = !DILocalVariable(name: "code", arg: 1, scope: !2, file: !3, line: 8, type: !7)
!14 = !DILocalVariable(name: "stack", scope: !2, file: !3, line: 12, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 4096, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 64)
!18 = !DILocalVariable(name: "sp", scope: !2, file: !3, line: 13, type: !9)
!19 = !DILocalVariable(name: "pc", scope: !2, file: !3, line: 14, type: !7)
!20 = !DILocalVariable(name: "steps", scope: !2, file: !3, line: 15, type: !6)
!21 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 43, type: !6)
!22 = distinct !DILexicalBlock(scope: !2, file: !3, line: 42, column: 10)
!23 = !DILocalVariable(name: "target", scope: !24, file: !3, line: 50, type: !9)
!24 = distinct !DILexicalBlock(scope: !2, file: !3, line: 49, column: 9)
!25 = !DILabel(scope: !2, name: "do_push", file: !3, line: 18)
!26 = !DILabel(scope: !2, name: "do_add", file: !3, line: 22)
!27 = !DILabel(scope: !2, name: "do_sub", file: !3, line: 27)
!28 = !DILabel(scope: !2, name: "do_mul", file: !3, line: 32)
!29 = !DILabel(scope: !2, name: "do_dup", file: !3, line: 37)
!30 = !DILabel(scope: !2, name: "do_swap", file: !3, line: 42)
!31 = !DILabel(scope: !2, name: "do_jnz", file: !3, line: 49)
!32 = !DILabel(scope: !2, name: "do_dec", file: !3, line: 57)
!33 = !DILabel(scope: !2, name: "do_print", file: !3, line: 61)
!34 = !DILabel(scope: !2, name: "do_over", file: !3, line: 65)
!35 = !DILabel(scope: !2, name: "do_drop", file: !3, line: 70)
!36 = !DILabel(scope: !2, name: "do_halt", file: !3, line: 74)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 768, elements: !40)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !50, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!9}
!52 = !{!53, !57, !61, !65}
!53 = !DILocalVariable(name: "fact", scope: !49, file: !3, line: 95, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 640, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 20)
!57 = !DILocalVariable(name: "sum", scope: !49, file: !3, line: 102, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 480, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 15)
!61 = !DILocalVariable(name: "arith", scope: !49, file: !3, line: 107, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 10)
!65 = !DILocalVariable(name: "x", scope: !66, file: !3, line: 111, type: !9)
!66 = distinct !DILexicalBlock(scope: !49, file: !3, line: 111, column: 5)
!67 = !DILocation(line: 95, column: 5, scope: !49)
!68 = !DILocation(line: 95, column: 15, scope: !49)
!69 = !DILocation(line: 99, column: 5, scope: !49)
!70 = !DILocation(line: 100, column: 32, scope: !49)
!71 = !DILocation(line: 100, column: 28, scope: !49)
!72 = !DILocation(line: 100, column: 5, scope: !49)
!73 = !DILocation(line: 102, column: 5, scope: !49)
!74 = !DILocation(line: 102, column: 15, scope: !49)
!75 = !DILocation(line: 105, column: 5, scope: !49)
!76 = !DILocation(line: 106, column: 32, scope: !49)
!77 = !DILocation(line: 106, column: 28, scope: !49)
!78 = !DILocation(line: 106, column: 5, scope: !49)
!79 = !DILocation(line: 107, column: 5, scope: !49)
!80 = !DILocation(line: 107, column: 15, scope: !49)
!81 = !DILocation(line: 109, column: 5, scope: !49)
!82 = !DILocation(line: 110, column: 32, scope: !49)
!83 = !DILocation(line: 110, column: 28, scope: !49)
!84 = !DILocation(line: 110, column: 5, scope: !49)
!85 = !DILocation(line: 0, scope: !66)
!86 = !DILocation(line: 112, column: 40, scope: !87)
!87 = distinct !DILexicalBlock(scope: !66, file: !3, line: 111, column: 5)
!88 = !DILocation(line: 112, column: 9, scope: !87)
!89 = !DILocation(line: 114, column: 1, scope: !49)
!90 = !DILocation(line: 113, column: 5, scope: !49)
!91 = !DILocation(line: 0, scope: !2)
!92 = !DILocation(line: 12, column: 10, scope: !2)
!93 = !DILocation(line: 17, column: 5, scope: !2)
!94 = !DILocation(line: 18, column: 1, scope: !2)
!95 = !DILocation(line: 19, column: 22, scope: !2)
!96 = !DILocation(line: 19, column: 19, scope: !2)
!97 = !{!98, !98, i64 0}
!98 = !{!"int", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 19, column: 13, scope: !2)
!102 = !DILocation(line: 19, column: 5, scope: !2)
!103 = !DILocation(line: 19, column: 17, scope: !2)
!104 = !{!105, !105, i64 0}
!105 = !{!"long", !99, i64 0}
!106 = !DILocation(line: 21, column: 5, scope: !2)
!107 = !DILocation(line: 22, column: 1, scope: !2)
!108 = !DILocation(line: 23, column: 7, scope: !2)
!109 = !DILocation(line: 24, column: 22, scope: !2)
!110 = !DILocation(line: 24, column: 14, scope: !2)
!111 = !DILocation(line: 24, column: 5, scope: !2)
!112 = !DILocation(line: 24, column: 19, scope: !2)
!113 = !DILocation(line: 26, column: 5, scope: !2)
!114 = !DILocation(line: 27, column: 1, scope: !2)
!115 = !DILocation(line: 28, column: 7, scope: !2)
!116 = !DILocation(line: 29, column: 22, scope: !2)
!117 = !DILocation(line: 29, column: 14, scope: !2)
!118 = !DILocation(line: 29, column: 5, scope: !2)
!119 = !DILocation(line: 29, column: 19, scope: !2)
!120 = !DILocation(line: 31, column: 5, scope: !2)
!121 = !DILocation(line: 32, column: 1, scope: !2)
!122 = !DILocation(line: 33, column: 7, scope: !2)
!123 = !DILocation(line: 34, column: 22, scope: !2)
!124 = !DILocation(line: 34, column: 14, scope: !2)
!125 = !DILocation(line: 34, column: 5, scope: !2)
!126 = !DILocation(line: 34, column: 19, scope: !2)
!127 = !DILocation(line: 36, column: 5, scope: !2)
!128 = !DILocation(line: 37, column: 1, scope: !2)
!129 = !DILocation(line: 38, column: 26, scope: !2)
!130 = !DILocation(line: 38, column: 17, scope: !2)
!131 = !DILocation(line: 38, column: 5, scope: !2)
!132 = !DILocation(line: 38, column: 15, scope: !2)
!133 = !DILocation(line: 39, column: 7, scope: !2)
!134 = !DILocation(line: 41, column: 5, scope: !2)
!135 = !DILocation(line: 42, column: 1, scope: !2)
!136 = !DILocation(line: 43, column: 23, scope: !22)
!137 = !DILocation(line: 43, column: 14, scope: !22)
!138 = !DILocation(line: 0, scope: !22)
!139 = !DILocation(line: 44, column: 30, scope: !22)
!140 = !DILocation(line: 44, column: 21, scope: !22)
!141 = !DILocation(line: 44, column: 19, scope: !22)
!142 = !DILocation(line: 45, column: 19, scope: !22)
!143 = !DILocation(line: 47, column: 5, scope: !22)
!144 = !DILocation(line: 49, column: 1, scope: !2)
!145 = !DILocation(line: 50, column: 21, scope: !24)
!146 = !DILocation(line: 0, scope: !24)
!147 = !DILocation(line: 51, column: 7, scope: !24)
!148 = !DILocation(line: 52, column: 9, scope: !149)
!149 = distinct !DILexicalBlock(scope: !24, file: !3, line: 52, column: 9)
!150 = !DILocation(line: 52, column: 9, scope: !24)
!151 = !DILocation(line: 50, column: 18, scope: !24)
!152 = !DILocation(line: 53, column: 19, scope: !149)
!153 = !DILocation(line: 53, column: 9, scope: !149)
!154 = !DILocation(line: 55, column: 5, scope: !24)
!155 = !DILocation(line: 57, column: 1, scope: !2)
!156 = !DILocation(line: 58, column: 14, scope: !2)
!157 = !DILocation(line: 58, column: 5, scope: !2)
!158 = !DILocation(line: 58, column: 18, scope: !2)
!159 = !DILocation(line: 60, column: 5, scope: !2)
!160 = !DILocation(line: 61, column: 1, scope: !2)
!161 = !DILocation(line: 62, column: 42, scope: !2)
!162 = !DILocation(line: 62, column: 33, scope: !2)
!163 = !DILocation(line: 62, column: 5, scope: !2)
!164 = !DILocation(line: 64, column: 5, scope: !2)
!165 = !DILocation(line: 65, column: 1, scope: !2)
!166 = !DILocation(line: 66, column: 26, scope: !2)
!167 = !DILocation(line: 66, column: 17, scope: !2)
!168 = !DILocation(line: 66, column: 5, scope: !2)
!169 = !DILocation(line: 66, column: 15, scope: !2)
!170 = !DILocation(line: 67, column: 7, scope: !2)
!171 = !DILocation(line: 69, column: 5, scope: !2)
!172 = !DILocation(line: 70, column: 1, scope: !2)
!173 = !DILocation(line: 71, column: 7, scope: !2)
!174 = !DILocation(line: 73, column: 5, scope: !2)
!175 = !DILocation(line: 74, column: 1, scope: !2)
!176 = !DILocation(line: 75, column: 5, scope: !2)
!177 = !DILocation(line: 76, column: 12, scope: !2)
!178 = !DILocation(line: 76, column: 26, scope: !2)
!179 = !DILocation(line: 76, column: 17, scope: !2)
!180 = !DILocation(line: 76, column: 5, scope: !2)
!181 = !{!182, !182, i64 0}
!182 = !{!"any pointer", !99, i64 0}
!183 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 81, type: !184, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!9, !9}
!186 = !{!187, !188, !192, !193, !194, !195}
!187 = !DILocalVariable(name: "x", arg: 1, scope: !183, file: !3, line: 81, type: !9)
!188 = !DILocalVariable(name: "targets", scope: !183, file: !3, line: 82, type: !189)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 192, elements: !190)
!190 = !{!191}
!191 = !DISubrange(count: 3)
!192 = !DILocalVariable(name: "idx", scope: !183, file: !3, line: 83, type: !9)
!193 = !DILabel(scope: !183, name: "neg", file: !3, line: 85)
!194 = !DILabel(scope: !183, name: "zero", file: !3, line: 87)
!195 = !DILabel(scope: !183, name: "pos", file: !3, line: 89)
!196 = !DILocation(line: 0, scope: !183)
!197 = !DILocation(line: 82, column: 11, scope: !183)
!198 = !DILocation(line: 83, column: 18, scope: !183)
!199 = !DILocation(line: 83, column: 28, scope: !183)
!200 = !DILocation(line: 83, column: 23, scope: !183)
!201 = !DILocation(line: 83, column: 33, scope: !183)
!202 = !DILocation(line: 84, column: 11, scope: !183)
!203 = !DILocation(line: 87, column: 1, scope: !183)
!204 = !DILocation(line: 88, column: 5, scope: !183)
!205 = !DILocation(line: 89, column: 1, scope: !183)
!206 = !DILocation(line: 90, column: 16, scope: !183)
!207 = !DILocation(line: 90, column: 5, scope: !183)
!208 = !DILocation(line: 91, column: 1, scope: !183)
