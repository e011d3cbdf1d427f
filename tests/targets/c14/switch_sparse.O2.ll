; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [11 x i32] [i32 200, i32 404, i32 418, i32 500, i32 302, i32 999, i32 0, i32 201, i32 503, i32 304, i32 -1], align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 -1000000, i32 -77, i32 -1, i32 0, i32 13, i32 4096, i32 65537, i32 2147483647, i32 -2147483648, i32 5, i32 -5, i32 4095], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse_neg(%d)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"sparse_ll(%lld)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fall(100)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"duff count=%d sum=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"kind %d: %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tally=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"Created\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"Moved Permanently\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"Found\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"Not Modified\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"Bad Request\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"Unauthorized\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"Forbidden\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"I'm a teapot\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"Internal Server Error\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"Service Unavailable\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca [37 x i16], align 16
  %2 = alloca [37 x i16], align 16
  %3 = bitcast [37 x i16]* %2 to i8*
  %4 = alloca [8 x i32], align 16
  call void @llvm.dbg.declare(metadata [11 x i32]* @__const.main.codes, metadata !17, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !21, metadata !DIExpression()), !dbg !69
  br label %5, !dbg !70

5:                                                ; preds = %0, %22
  %6 = phi i64 [ 0, %0 ], [ %25, %22 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !21, metadata !DIExpression()), !dbg !69
  %7 = getelementptr inbounds [11 x i32], [11 x i32]* @__const.main.codes, i64 0, i64 %6, !dbg !71
  %8 = load i32, i32* %7, align 4, !dbg !71, !tbaa !73
  call void @llvm.dbg.value(metadata i32 %8, metadata !77, metadata !DIExpression()), !dbg !85
  switch i32 %8, label %21 [
    i32 200, label %22
    i32 201, label %9
    i32 204, label %10
    i32 301, label %11
    i32 302, label %12
    i32 304, label %13
    i32 400, label %14
    i32 401, label %15
    i32 403, label %16
    i32 404, label %17
    i32 418, label %18
    i32 500, label %19
    i32 503, label %20
  ], !dbg !87

9:                                                ; preds = %5
  br label %22, !dbg !88

10:                                               ; preds = %5
  br label %22, !dbg !90

11:                                               ; preds = %5
  br label %22, !dbg !91

12:                                               ; preds = %5
  br label %22, !dbg !92

13:                                               ; preds = %5
  br label %22, !dbg !93

14:                                               ; preds = %5
  br label %22, !dbg !94

15:                                               ; preds = %5
  br label %22, !dbg !95

16:                                               ; preds = %5
  br label %22, !dbg !96

17:                                               ; preds = %5
  br label %22, !dbg !97

18:                                               ; preds = %5
  br label %22, !dbg !98

19:                                               ; preds = %5
  br label %22, !dbg !99

20:                                               ; preds = %5
  br label %22, !dbg !100

21:                                               ; preds = %5
  br label %22, !dbg !101

22:                                               ; preds = %5, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21
  %23 = phi i8* [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0), %21 ], [ getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), %20 ], [ getelementptr inbounds ([22 x i8], [22 x i8]* @.str.19, i64 0, i64 0), %19 ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.18, i64 0, i64 0), %18 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.17, i64 0, i64 0), %17 ], [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), %16 ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), %15 ], [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), %14 ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), %13 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), %12 ], [ getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), %11 ], [ getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i64 0, i64 0), %10 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), %9 ], [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), %5 ], !dbg !102
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %8, i8* noundef nonnull %23), !dbg !103
  %25 = add nuw nsw i64 %6, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %25, metadata !21, metadata !DIExpression()), !dbg !69
  %26 = icmp eq i64 %25, 11, !dbg !105
  br i1 %26, label %27, label %5, !dbg !70, !llvm.loop !106

27:                                               ; preds = %22, %40
  %28 = phi i64 [ %43, %40 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i64 %28, metadata !27, metadata !DIExpression()), !dbg !109
  %29 = getelementptr inbounds [12 x i32], [12 x i32]* @__const.main.xs, i64 0, i64 %28, !dbg !110
  %30 = load i32, i32* %29, align 4, !dbg !110, !tbaa !73
  call void @llvm.dbg.value(metadata i32 %30, metadata !112, metadata !DIExpression()), !dbg !117
  switch i32 %30, label %39 [
    i32 -1000000, label %40
    i32 -77, label %31
    i32 -1, label %32
    i32 0, label %33
    i32 13, label %34
    i32 4096, label %35
    i32 65537, label %36
    i32 2147483647, label %37
    i32 -2147483648, label %38
  ], !dbg !119

31:                                               ; preds = %27
  br label %40, !dbg !120

32:                                               ; preds = %27
  br label %40, !dbg !122

33:                                               ; preds = %27
  br label %40, !dbg !123

34:                                               ; preds = %27
  br label %40, !dbg !124

35:                                               ; preds = %27
  br label %40, !dbg !125

36:                                               ; preds = %27
  br label %40, !dbg !126

37:                                               ; preds = %27
  br label %40, !dbg !127

38:                                               ; preds = %27
  br label %40, !dbg !128

39:                                               ; preds = %27
  br label %40, !dbg !129

40:                                               ; preds = %27, %31, %32, %33, %34, %35, %36, %37, %38, %39
  %41 = phi i32 [ 0, %39 ], [ 9, %38 ], [ 8, %37 ], [ 7, %36 ], [ 6, %35 ], [ 5, %34 ], [ 4, %33 ], [ 3, %32 ], [ 2, %31 ], [ 1, %27 ], !dbg !130
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30, i32 noundef %41), !dbg !131
  %43 = add nuw nsw i64 %28, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %43, metadata !27, metadata !DIExpression()), !dbg !109
  %44 = icmp eq i64 %43, 12, !dbg !133
  br i1 %44, label %45, label %27, !dbg !134, !llvm.loop !135

45:                                               ; preds = %40
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef 1099511627776, i32 noundef 1), !dbg !137
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !139
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef -1125899906842624, i32 noundef 2), !dbg !137
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !139
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef 9223372036854775807, i32 noundef 3), !dbg !137
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !139
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef 12345678901, i32 noundef 4), !dbg !137
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !139
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef 2199023255552, i32 noundef -1), !dbg !137
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !139
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef 0, i32 noundef -1), !dbg !137
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 -1, metadata !36, metadata !DIExpression()), !dbg !140
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef -1, i32 noundef -7), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !140
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0, i32 noundef -7), !dbg !141
  call void @llvm.dbg.value(metadata i32 1, metadata !36, metadata !DIExpression()), !dbg !140
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 1, i32 noundef 10), !dbg !141
  call void @llvm.dbg.value(metadata i32 2, metadata !36, metadata !DIExpression()), !dbg !140
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 2, i32 noundef 30), !dbg !141
  call void @llvm.dbg.value(metadata i32 3, metadata !36, metadata !DIExpression()), !dbg !140
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 3, i32 noundef 60), !dbg !141
  call void @llvm.dbg.value(metadata i32 4, metadata !36, metadata !DIExpression()), !dbg !140
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 4, i32 noundef 100), !dbg !141
  call void @llvm.dbg.value(metadata i32 5, metadata !36, metadata !DIExpression()), !dbg !140
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5, i32 noundef 150), !dbg !141
  call void @llvm.dbg.value(metadata i32 6, metadata !36, metadata !DIExpression()), !dbg !140
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 6, i32 noundef -7), !dbg !141
  call void @llvm.dbg.value(metadata i32 7, metadata !36, metadata !DIExpression()), !dbg !140
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef -8), !dbg !143
  %61 = bitcast [37 x i16]* %1 to i8*, !dbg !144
  call void @llvm.lifetime.start.p0i8(i64 74, i8* nonnull %61) #7, !dbg !144
  call void @llvm.dbg.declare(metadata [37 x i16]* %1, metadata !38, metadata !DIExpression()), !dbg !145
  call void @llvm.lifetime.start.p0i8(i64 74, i8* nonnull %3) #7, !dbg !144
  call void @llvm.dbg.declare(metadata [37 x i16]* %2, metadata !42, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !147
  %62 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 0
  %63 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 0
  %64 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 16
  %65 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 24
  %66 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 25
  %67 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 26
  %68 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 27
  %69 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 28
  %70 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 29
  %71 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 30
  %72 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 31
  %73 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 32
  %74 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 33
  %75 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 34
  %76 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 35
  %77 = getelementptr inbounds [37 x i16], [37 x i16]* %2, i64 0, i64 36
  %78 = bitcast [37 x i16]* %1 to <8 x i16>*
  %79 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 8
  %80 = bitcast i16* %79 to <8 x i16>*
  %81 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 16
  %82 = bitcast i16* %81 to <8 x i16>*
  %83 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 24
  %84 = bitcast i16* %83 to <8 x i16>*
  %85 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 32
  %86 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 33
  %87 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 34
  %88 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 35
  %89 = getelementptr inbounds [37 x i16], [37 x i16]* %1, i64 0, i64 36
  %90 = bitcast [37 x i16]* %2 to <16 x i16>*
  %91 = bitcast i16* %64 to <8 x i16>*
  br label %92, !dbg !148

92:                                               ; preds = %45, %165
  %93 = phi i32 [ 0, %45 ], [ %213, %165 ]
  call void @llvm.dbg.value(metadata i32 %93, metadata !43, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !149
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(74) %3, i8 -1, i64 74, i1 false), !dbg !150, !tbaa !153
  store <8 x i16> <i16 -100, i16 -89, i16 -78, i16 -67, i16 -56, i16 -45, i16 -34, i16 -23>, <8 x i16>* %78, align 16, !dbg !155, !tbaa !153
  store <8 x i16> <i16 -12, i16 -1, i16 10, i16 21, i16 32, i16 43, i16 54, i16 65>, <8 x i16>* %80, align 16, !dbg !155, !tbaa !153
  store <8 x i16> <i16 76, i16 87, i16 98, i16 109, i16 120, i16 131, i16 142, i16 153>, <8 x i16>* %82, align 16, !dbg !155, !tbaa !153
  store <8 x i16> <i16 164, i16 175, i16 186, i16 197, i16 208, i16 219, i16 230, i16 241>, <8 x i16>* %84, align 16, !dbg !155, !tbaa !153
  call void @llvm.dbg.value(metadata i64 32, metadata !45, metadata !DIExpression()), !dbg !149
  store i16 252, i16* %85, align 16, !dbg !155, !tbaa !153
  call void @llvm.dbg.value(metadata i64 33, metadata !45, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 33, metadata !45, metadata !DIExpression()), !dbg !149
  store i16 263, i16* %86, align 2, !dbg !155, !tbaa !153
  call void @llvm.dbg.value(metadata i64 34, metadata !45, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 34, metadata !45, metadata !DIExpression()), !dbg !149
  store i16 274, i16* %87, align 4, !dbg !155, !tbaa !153
  call void @llvm.dbg.value(metadata i64 35, metadata !45, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 35, metadata !45, metadata !DIExpression()), !dbg !149
  store i16 285, i16* %88, align 2, !dbg !155, !tbaa !153
  call void @llvm.dbg.value(metadata i64 36, metadata !45, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 36, metadata !45, metadata !DIExpression()), !dbg !149
  store i16 296, i16* %89, align 8, !dbg !155, !tbaa !153
  call void @llvm.dbg.value(metadata i64 37, metadata !45, metadata !DIExpression()), !dbg !149
  %94 = icmp eq i32 %93, 0, !dbg !156
  br i1 %94, label %165, label %97, !dbg !158

95:                                               ; preds = %165
  %96 = bitcast [8 x i32]* %4 to i8*, !dbg !159
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %96) #7, !dbg !159
  call void @llvm.dbg.declare(metadata [8 x i32]* %4, metadata !52, metadata !DIExpression()), !dbg !160
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %96, i8 0, i64 32, i1 false), !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !161
  br label %215, !dbg !162

97:                                               ; preds = %92
  call void @llvm.dbg.value(metadata i16* %62, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %63, metadata !171, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 %93, metadata !172, metadata !DIExpression()), !dbg !174
  %98 = add nuw nsw i32 %93, 7, !dbg !176
  %99 = lshr i32 %98, 3, !dbg !177
  call void @llvm.dbg.value(metadata i32 %99, metadata !173, metadata !DIExpression()), !dbg !174
  %100 = and i32 %93, 7, !dbg !178
  switch i32 %100, label %164 [
    i32 0, label %101
    i32 7, label %108
    i32 6, label %115
    i32 5, label %122
    i32 4, label %129
    i32 3, label %136
    i32 2, label %143
    i32 1, label %150
  ], !dbg !179

101:                                              ; preds = %150, %97
  %102 = phi i16* [ %154, %150 ], [ %63, %97 ]
  %103 = phi i16* [ %156, %150 ], [ %62, %97 ]
  %104 = phi i32 [ %157, %150 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %104, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %103, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %102, metadata !171, metadata !DIExpression()), !dbg !174
  %105 = getelementptr inbounds i16, i16* %102, i64 1, !dbg !180
  call void @llvm.dbg.value(metadata i16* %105, metadata !171, metadata !DIExpression()), !dbg !174
  %106 = load i16, i16* %102, align 2, !dbg !183, !tbaa !153
  %107 = getelementptr inbounds i16, i16* %103, i64 1, !dbg !184
  call void @llvm.dbg.value(metadata i16* %107, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %106, i16* %103, align 2, !dbg !185, !tbaa !153
  br label %108, !dbg !186

108:                                              ; preds = %101, %97
  %109 = phi i16* [ %105, %101 ], [ %63, %97 ]
  %110 = phi i16* [ %107, %101 ], [ %62, %97 ]
  %111 = phi i32 [ %104, %101 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %111, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %110, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %109, metadata !171, metadata !DIExpression()), !dbg !174
  %112 = getelementptr inbounds i16, i16* %109, i64 1, !dbg !187
  call void @llvm.dbg.value(metadata i16* %112, metadata !171, metadata !DIExpression()), !dbg !174
  %113 = load i16, i16* %109, align 2, !dbg !188, !tbaa !153
  %114 = getelementptr inbounds i16, i16* %110, i64 1, !dbg !189
  call void @llvm.dbg.value(metadata i16* %114, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %113, i16* %110, align 2, !dbg !190, !tbaa !153
  br label %115, !dbg !191

115:                                              ; preds = %108, %97
  %116 = phi i16* [ %112, %108 ], [ %63, %97 ]
  %117 = phi i16* [ %114, %108 ], [ %62, %97 ]
  %118 = phi i32 [ %111, %108 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %118, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %117, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %116, metadata !171, metadata !DIExpression()), !dbg !174
  %119 = getelementptr inbounds i16, i16* %116, i64 1, !dbg !192
  call void @llvm.dbg.value(metadata i16* %119, metadata !171, metadata !DIExpression()), !dbg !174
  %120 = load i16, i16* %116, align 2, !dbg !193, !tbaa !153
  %121 = getelementptr inbounds i16, i16* %117, i64 1, !dbg !194
  call void @llvm.dbg.value(metadata i16* %121, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %120, i16* %117, align 2, !dbg !195, !tbaa !153
  br label %122, !dbg !196

122:                                              ; preds = %115, %97
  %123 = phi i16* [ %119, %115 ], [ %63, %97 ]
  %124 = phi i16* [ %121, %115 ], [ %62, %97 ]
  %125 = phi i32 [ %118, %115 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %125, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %124, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %123, metadata !171, metadata !DIExpression()), !dbg !174
  %126 = getelementptr inbounds i16, i16* %123, i64 1, !dbg !197
  call void @llvm.dbg.value(metadata i16* %126, metadata !171, metadata !DIExpression()), !dbg !174
  %127 = load i16, i16* %123, align 2, !dbg !198, !tbaa !153
  %128 = getelementptr inbounds i16, i16* %124, i64 1, !dbg !199
  call void @llvm.dbg.value(metadata i16* %128, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %127, i16* %124, align 2, !dbg !200, !tbaa !153
  br label %129, !dbg !201

129:                                              ; preds = %122, %97
  %130 = phi i16* [ %126, %122 ], [ %63, %97 ]
  %131 = phi i16* [ %128, %122 ], [ %62, %97 ]
  %132 = phi i32 [ %125, %122 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %132, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %131, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %130, metadata !171, metadata !DIExpression()), !dbg !174
  %133 = getelementptr inbounds i16, i16* %130, i64 1, !dbg !202
  call void @llvm.dbg.value(metadata i16* %133, metadata !171, metadata !DIExpression()), !dbg !174
  %134 = load i16, i16* %130, align 2, !dbg !203, !tbaa !153
  %135 = getelementptr inbounds i16, i16* %131, i64 1, !dbg !204
  call void @llvm.dbg.value(metadata i16* %135, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %134, i16* %131, align 2, !dbg !205, !tbaa !153
  br label %136, !dbg !206

136:                                              ; preds = %129, %97
  %137 = phi i16* [ %133, %129 ], [ %63, %97 ]
  %138 = phi i16* [ %135, %129 ], [ %62, %97 ]
  %139 = phi i32 [ %132, %129 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %139, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %138, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %137, metadata !171, metadata !DIExpression()), !dbg !174
  %140 = getelementptr inbounds i16, i16* %137, i64 1, !dbg !207
  call void @llvm.dbg.value(metadata i16* %140, metadata !171, metadata !DIExpression()), !dbg !174
  %141 = load i16, i16* %137, align 2, !dbg !208, !tbaa !153
  %142 = getelementptr inbounds i16, i16* %138, i64 1, !dbg !209
  call void @llvm.dbg.value(metadata i16* %142, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %141, i16* %138, align 2, !dbg !210, !tbaa !153
  br label %143, !dbg !211

143:                                              ; preds = %136, %97
  %144 = phi i16* [ %140, %136 ], [ %63, %97 ]
  %145 = phi i16* [ %142, %136 ], [ %62, %97 ]
  %146 = phi i32 [ %139, %136 ], [ %99, %97 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %146, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %145, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %144, metadata !171, metadata !DIExpression()), !dbg !174
  %147 = getelementptr inbounds i16, i16* %144, i64 1, !dbg !212
  call void @llvm.dbg.value(metadata i16* %147, metadata !171, metadata !DIExpression()), !dbg !174
  %148 = load i16, i16* %144, align 2, !dbg !213, !tbaa !153
  %149 = getelementptr inbounds i16, i16* %145, i64 1, !dbg !214
  call void @llvm.dbg.value(metadata i16* %149, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %148, i16* %145, align 2, !dbg !215, !tbaa !153
  br label %150, !dbg !216

150:                                              ; preds = %143, %97
  %151 = phi i16* [ %63, %97 ], [ %147, %143 ]
  %152 = phi i16* [ %62, %97 ], [ %149, %143 ]
  %153 = phi i32 [ %99, %97 ], [ %146, %143 ], !dbg !174
  call void @llvm.dbg.value(metadata i32 %153, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %152, metadata !163, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i16* %151, metadata !171, metadata !DIExpression()), !dbg !174
  %154 = getelementptr inbounds i16, i16* %151, i64 1, !dbg !217
  call void @llvm.dbg.value(metadata i16* %154, metadata !171, metadata !DIExpression()), !dbg !174
  %155 = load i16, i16* %151, align 2, !dbg !218, !tbaa !153
  %156 = getelementptr inbounds i16, i16* %152, i64 1, !dbg !219
  call void @llvm.dbg.value(metadata i16* %156, metadata !163, metadata !DIExpression()), !dbg !174
  store i16 %155, i16* %152, align 2, !dbg !220, !tbaa !153
  %157 = add nsw i32 %153, -1, !dbg !221
  call void @llvm.dbg.value(metadata i32 %157, metadata !173, metadata !DIExpression()), !dbg !174
  %158 = icmp sgt i32 %153, 1, !dbg !222
  br i1 %158, label %101, label %159, !dbg !223, !llvm.loop !224

159:                                              ; preds = %150
  %160 = load <16 x i16>, <16 x i16>* %90, align 16, !dbg !227, !tbaa !153
  %161 = load <8 x i16>, <8 x i16>* %91, align 16, !dbg !227, !tbaa !153
  %162 = load i16, i16* %65, align 16, !dbg !227, !tbaa !153
  %163 = load i16, i16* %66, align 2, !dbg !227, !tbaa !153
  br label %165, !dbg !223

164:                                              ; preds = %97
  unreachable

165:                                              ; preds = %159, %92
  %166 = phi i16 [ %163, %159 ], [ -1, %92 ], !dbg !227
  %167 = phi i16 [ %162, %159 ], [ -1, %92 ], !dbg !227
  %168 = phi <16 x i16> [ %160, %159 ], [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %92 ], !dbg !227
  %169 = phi <8 x i16> [ %161, %159 ], [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %92 ], !dbg !227
  call void @llvm.dbg.value(metadata i64 0, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 1, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %170 = sext <16 x i16> %168 to <16 x i32>, !dbg !227
  call void @llvm.dbg.value(metadata i64 2, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 3, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 4, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 5, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 6, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 7, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 8, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 9, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 10, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 11, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 12, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 13, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 14, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 15, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 16, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %171 = sext <8 x i16> %169 to <8 x i32>, !dbg !227
  call void @llvm.dbg.value(metadata i64 17, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 18, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 19, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 20, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 21, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 22, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 23, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 24, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %172 = sext i16 %167 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i64 25, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %173 = sext i16 %166 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i64 26, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %174 = load i16, i16* %67, align 4, !dbg !227, !tbaa !153
  %175 = sext i16 %174 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i64 27, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %176 = load i16, i16* %68, align 2, !dbg !227, !tbaa !153
  %177 = sext i16 %176 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i64 28, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %178 = load i16, i16* %69, align 8, !dbg !227, !tbaa !153
  %179 = sext i16 %178 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i64 29, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %180 = load i16, i16* %70, align 2, !dbg !227, !tbaa !153
  %181 = sext i16 %180 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i64 30, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !49, metadata !DIExpression()), !dbg !230
  %182 = load i16, i16* %71, align 4, !dbg !227, !tbaa !153
  %183 = sext i16 %182 to i32, !dbg !227
  %184 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %170), !dbg !231
  %185 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %171), !dbg !231
  %186 = add nsw i32 %184, %185, !dbg !227
  %187 = add nsw i32 %186, %172, !dbg !227
  %188 = add nsw i32 %187, %173, !dbg !227
  %189 = add nsw i32 %188, %175, !dbg !227
  %190 = add nsw i32 %189, %177, !dbg !227
  %191 = add nsw i32 %190, %179, !dbg !227
  %192 = add nsw i32 %191, %181, !dbg !227
  %193 = add nsw i32 %192, %183, !dbg !227
  call void @llvm.dbg.value(metadata i64 31, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %193, metadata !49, metadata !DIExpression()), !dbg !230
  %194 = load i16, i16* %72, align 2, !dbg !227, !tbaa !153
  %195 = sext i16 %194 to i32, !dbg !227
  %196 = add nsw i32 %193, %195, !dbg !231
  call void @llvm.dbg.value(metadata i64 32, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %196, metadata !49, metadata !DIExpression()), !dbg !230
  %197 = load i16, i16* %73, align 16, !dbg !227, !tbaa !153
  %198 = sext i16 %197 to i32, !dbg !227
  %199 = add nsw i32 %196, %198, !dbg !231
  call void @llvm.dbg.value(metadata i64 33, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %199, metadata !49, metadata !DIExpression()), !dbg !230
  %200 = load i16, i16* %74, align 2, !dbg !227, !tbaa !153
  %201 = sext i16 %200 to i32, !dbg !227
  %202 = add nsw i32 %199, %201, !dbg !231
  call void @llvm.dbg.value(metadata i64 34, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %202, metadata !49, metadata !DIExpression()), !dbg !230
  %203 = load i16, i16* %75, align 4, !dbg !227, !tbaa !153
  %204 = sext i16 %203 to i32, !dbg !227
  %205 = add nsw i32 %202, %204, !dbg !231
  call void @llvm.dbg.value(metadata i64 35, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %205, metadata !49, metadata !DIExpression()), !dbg !230
  %206 = load i16, i16* %76, align 2, !dbg !227, !tbaa !153
  %207 = sext i16 %206 to i32, !dbg !227
  %208 = add nsw i32 %205, %207, !dbg !231
  call void @llvm.dbg.value(metadata i64 36, metadata !50, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %208, metadata !49, metadata !DIExpression()), !dbg !230
  %209 = load i16, i16* %77, align 8, !dbg !227, !tbaa !153
  %210 = sext i16 %209 to i32, !dbg !227
  %211 = add nsw i32 %208, %210, !dbg !231
  call void @llvm.dbg.value(metadata i32 %211, metadata !49, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 37, metadata !50, metadata !DIExpression()), !dbg !229
  %212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef %93, i32 noundef %211), !dbg !232
  %213 = add nuw nsw i32 %93, 5, !dbg !233
  call void @llvm.dbg.value(metadata i32 %213, metadata !43, metadata !DIExpression()), !dbg !147
  %214 = icmp ult i32 %93, 33, !dbg !234
  br i1 %214, label %92, label %95, !dbg !148, !llvm.loop !235

215:                                              ; preds = %95, %226
  %216 = phi i32 [ 0, %95 ], [ %231, %226 ]
  call void @llvm.dbg.value(metadata i32 %216, metadata !57, metadata !DIExpression()), !dbg !161
  %217 = trunc i32 %216 to i8, !dbg !237
  call void @llvm.dbg.value(metadata i8 %217, metadata !239, metadata !DIExpression()), !dbg !244
  switch i8 %217, label %223 [
    i8 0, label %226
    i8 127, label %218
    i8 -128, label %219
    i8 -96, label %220
    i8 -61, label %221
    i8 -1, label %222
  ], !dbg !246

218:                                              ; preds = %215
  br label %226, !dbg !247

219:                                              ; preds = %215
  br label %226, !dbg !249

220:                                              ; preds = %215
  br label %226, !dbg !250

221:                                              ; preds = %215
  br label %226, !dbg !251

222:                                              ; preds = %215
  br label %226, !dbg !252

223:                                              ; preds = %215
  %224 = icmp ult i8 %217, 32, !dbg !253
  %225 = select i1 %224, i64 6, i64 7, !dbg !254
  br label %226, !dbg !255

226:                                              ; preds = %215, %218, %219, %220, %221, %222, %223
  %227 = phi i64 [ %225, %223 ], [ 5, %222 ], [ 4, %221 ], [ 3, %220 ], [ 2, %219 ], [ 1, %218 ], [ 0, %215 ], !dbg !256
  %228 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 %227, !dbg !257
  %229 = load i32, i32* %228, align 4, !dbg !258, !tbaa !73
  %230 = add i32 %229, 1, !dbg !258
  store i32 %230, i32* %228, align 4, !dbg !258, !tbaa !73
  %231 = add nuw nsw i32 %216, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %231, metadata !57, metadata !DIExpression()), !dbg !161
  %232 = icmp eq i32 %231, 256, !dbg !260
  br i1 %232, label %233, label %215, !dbg !162, !llvm.loop !261

233:                                              ; preds = %226
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !263
  %234 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 0, !dbg !264
  %235 = load i32, i32* %234, align 16, !dbg !264, !tbaa !73
  %236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 0, i32 noundef %235), !dbg !266
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !263
  %237 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 1, !dbg !264
  %238 = load i32, i32* %237, align 4, !dbg !264, !tbaa !73
  %239 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef %238), !dbg !266
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !263
  %240 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 2, !dbg !264
  %241 = load i32, i32* %240, align 8, !dbg !264, !tbaa !73
  %242 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2, i32 noundef %241), !dbg !266
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !263
  %243 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 3, !dbg !264
  %244 = load i32, i32* %243, align 4, !dbg !264, !tbaa !73
  %245 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 3, i32 noundef %244), !dbg !266
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()), !dbg !263
  %246 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 4, !dbg !264
  %247 = load i32, i32* %246, align 16, !dbg !264, !tbaa !73
  %248 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4, i32 noundef %247), !dbg !266
  call void @llvm.dbg.value(metadata i64 5, metadata !59, metadata !DIExpression()), !dbg !263
  %249 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 5, !dbg !264
  %250 = load i32, i32* %249, align 4, !dbg !264, !tbaa !73
  %251 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 5, i32 noundef %250), !dbg !266
  call void @llvm.dbg.value(metadata i64 6, metadata !59, metadata !DIExpression()), !dbg !263
  %252 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 6, !dbg !264
  %253 = load i32, i32* %252, align 8, !dbg !264, !tbaa !73
  %254 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 6, i32 noundef %253), !dbg !266
  call void @llvm.dbg.value(metadata i64 7, metadata !59, metadata !DIExpression()), !dbg !263
  %255 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 7, !dbg !264
  %256 = load i32, i32* %255, align 4, !dbg !264, !tbaa !73
  %257 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef 7, i32 noundef %256), !dbg !266
  call void @llvm.dbg.value(metadata i64 8, metadata !59, metadata !DIExpression()), !dbg !263
  br label %260, !dbg !267

258:                                              ; preds = %277
  %259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %279), !dbg !268
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %96) #7, !dbg !269
  call void @llvm.lifetime.end.p0i8(i64 74, i8* nonnull %3) #7, !dbg !269
  call void @llvm.lifetime.end.p0i8(i64 74, i8* nonnull %61) #7, !dbg !269
  ret i32 0, !dbg !269

260:                                              ; preds = %233, %277
  %261 = phi i32 [ %280, %277 ], [ 0, %233 ]
  %262 = phi i32 [ %279, %277 ], [ 0, %233 ]
  %263 = phi i32 [ %265, %277 ], [ 7, %233 ]
  call void @llvm.dbg.value(metadata i32 %261, metadata !63, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 %262, metadata !62, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 %263, metadata !61, metadata !DIExpression()), !dbg !271
  %264 = mul i32 %263, 1103515245, !dbg !272
  %265 = add i32 %264, 12345, !dbg !273
  call void @llvm.dbg.value(metadata i32 %265, metadata !61, metadata !DIExpression()), !dbg !271
  %266 = lshr i32 %265, 16, !dbg !274
  %267 = trunc i32 %266 to i16, !dbg !275
  %268 = urem i16 %267, 1000, !dbg !275
  %269 = zext i16 %268 to i32, !dbg !275
  call void @llvm.dbg.value(metadata i32 %269, metadata !65, metadata !DIExpression()), !dbg !276
  switch i32 %269, label %274 [
    i32 3, label %277
    i32 17, label %270
    i32 101, label %271
    i32 555, label %272
    i32 999, label %273
  ], !dbg !277

270:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i32 %279, metadata !62, metadata !DIExpression()), !dbg !271
  br label %277, !dbg !278

271:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !271
  br label %277, !dbg !281

272:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !271
  br label %277, !dbg !283

273:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !271
  br label %277, !dbg !285

274:                                              ; preds = %260
  %275 = icmp ult i16 %268, 100, !dbg !287
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 undef, metadata !62, metadata !DIExpression()), !dbg !271
  %276 = select i1 %275, i32 6, i32 -1
  br label %277

277:                                              ; preds = %274, %260, %270, %272, %273, %271
  %278 = phi i32 [ 2, %270 ], [ 4, %272 ], [ 5, %273 ], [ 3, %271 ], [ 1, %260 ], [ %276, %274 ]
  %279 = add nsw i32 %262, %278, !dbg !289
  call void @llvm.dbg.value(metadata i32 %279, metadata !62, metadata !DIExpression()), !dbg !271
  %280 = add nuw nsw i32 %261, 1, !dbg !290
  call void @llvm.dbg.value(metadata i32 %280, metadata !63, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 %265, metadata !61, metadata !DIExpression()), !dbg !271
  %281 = icmp eq i32 %280, 300, !dbg !291
  br i1 %281, label %258, label %260, !dbg !267, !llvm.loop !292
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_sparse.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "2f213aa91206deeec233cbc2283537c9")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 91, type: !13, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !21, !23, !27, !29, !34, !36, !38, !42, !43, !45, !49, !50, !52, !57, !59, !61, !62, !63, !65}
!17 = !DILocalVariable(name: "codes", scope: !12, file: !1, line: 92, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 352, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 11)
!21 = !DILocalVariable(name: "i", scope: !22, file: !1, line: 93, type: !15)
!22 = distinct !DILexicalBlock(scope: !12, file: !1, line: 93, column: 5)
!23 = !DILocalVariable(name: "xs", scope: !12, file: !1, line: 95, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 384, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 96, type: !15)
!28 = distinct !DILexicalBlock(scope: !12, file: !1, line: 96, column: 5)
!29 = !DILocalVariable(name: "ls", scope: !12, file: !1, line: 98, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 384, elements: !32)
!31 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!32 = !{!33}
!33 = !DISubrange(count: 6)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 99, type: !15)
!35 = distinct !DILexicalBlock(scope: !12, file: !1, line: 99, column: 5)
!36 = !DILocalVariable(name: "n", scope: !37, file: !1, line: 101, type: !15)
!37 = distinct !DILexicalBlock(scope: !12, file: !1, line: 101, column: 5)
!38 = !DILocalVariable(name: "src", scope: !12, file: !1, line: 104, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 592, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 37)
!42 = !DILocalVariable(name: "dst", scope: !12, file: !1, line: 104, type: !39)
!43 = !DILocalVariable(name: "count", scope: !44, file: !1, line: 105, type: !15)
!44 = distinct !DILexicalBlock(scope: !12, file: !1, line: 105, column: 5)
!45 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 106, type: !15)
!46 = distinct !DILexicalBlock(scope: !47, file: !1, line: 106, column: 9)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 105, column: 50)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 105, column: 5)
!49 = !DILocalVariable(name: "sum", scope: !47, file: !1, line: 112, type: !15)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 113, type: !15)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 113, column: 9)
!52 = !DILocalVariable(name: "hist", scope: !12, file: !1, line: 117, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 256, elements: !55)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !{!56}
!56 = !DISubrange(count: 8)
!57 = !DILocalVariable(name: "c", scope: !58, file: !1, line: 118, type: !54)
!58 = distinct !DILexicalBlock(scope: !12, file: !1, line: 118, column: 5)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 120, type: !15)
!60 = distinct !DILexicalBlock(scope: !12, file: !1, line: 120, column: 5)
!61 = !DILocalVariable(name: "h", scope: !12, file: !1, line: 123, type: !54)
!62 = !DILocalVariable(name: "tally", scope: !12, file: !1, line: 124, type: !15)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 125, type: !15)
!64 = distinct !DILexicalBlock(scope: !12, file: !1, line: 125, column: 5)
!65 = !DILocalVariable(name: "k", scope: !66, file: !1, line: 127, type: !54)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 125, column: 35)
!67 = distinct !DILexicalBlock(scope: !64, file: !1, line: 125, column: 5)
!68 = !DILocation(line: 92, column: 9, scope: !12)
!69 = !DILocation(line: 0, scope: !22)
!70 = !DILocation(line: 93, column: 5, scope: !22)
!71 = !DILocation(line: 94, column: 27, scope: !72)
!72 = distinct !DILexicalBlock(scope: !22, file: !1, line: 93, column: 5)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocalVariable(name: "code", arg: 1, scope: !78, file: !1, line: 5, type: !15)
!78 = distinct !DISubprogram(name: "http_status", scope: !1, file: !1, line: 5, type: !79, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !15}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!83 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!84 = !{!77}
!85 = !DILocation(line: 0, scope: !78, inlinedAt: !86)
!86 = distinct !DILocation(line: 94, column: 37, scope: !72)
!87 = !DILocation(line: 6, column: 5, scope: !78, inlinedAt: !86)
!88 = !DILocation(line: 8, column: 15, scope: !89, inlinedAt: !86)
!89 = distinct !DILexicalBlock(scope: !78, file: !1, line: 6, column: 19)
!90 = !DILocation(line: 9, column: 15, scope: !89, inlinedAt: !86)
!91 = !DILocation(line: 10, column: 15, scope: !89, inlinedAt: !86)
!92 = !DILocation(line: 11, column: 15, scope: !89, inlinedAt: !86)
!93 = !DILocation(line: 12, column: 15, scope: !89, inlinedAt: !86)
!94 = !DILocation(line: 13, column: 15, scope: !89, inlinedAt: !86)
!95 = !DILocation(line: 14, column: 15, scope: !89, inlinedAt: !86)
!96 = !DILocation(line: 15, column: 15, scope: !89, inlinedAt: !86)
!97 = !DILocation(line: 16, column: 15, scope: !89, inlinedAt: !86)
!98 = !DILocation(line: 17, column: 15, scope: !89, inlinedAt: !86)
!99 = !DILocation(line: 18, column: 15, scope: !89, inlinedAt: !86)
!100 = !DILocation(line: 19, column: 15, scope: !89, inlinedAt: !86)
!101 = !DILocation(line: 20, column: 14, scope: !89, inlinedAt: !86)
!102 = !DILocation(line: 0, scope: !89, inlinedAt: !86)
!103 = !DILocation(line: 94, column: 9, scope: !72)
!104 = !DILocation(line: 93, column: 30, scope: !72)
!105 = !DILocation(line: 93, column: 23, scope: !72)
!106 = distinct !{!106, !70, !107, !108}
!107 = !DILocation(line: 94, column: 58, scope: !22)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 0, scope: !28)
!110 = !DILocation(line: 97, column: 39, scope: !111)
!111 = distinct !DILexicalBlock(scope: !28, file: !1, line: 96, column: 5)
!112 = !DILocalVariable(name: "x", arg: 1, scope: !113, file: !1, line: 24, type: !15)
!113 = distinct !DISubprogram(name: "sparse_neg", scope: !1, file: !1, line: 24, type: !114, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!15, !15}
!116 = !{!112}
!117 = !DILocation(line: 0, scope: !113, inlinedAt: !118)
!118 = distinct !DILocation(line: 97, column: 46, scope: !111)
!119 = !DILocation(line: 25, column: 5, scope: !113, inlinedAt: !118)
!120 = !DILocation(line: 27, column: 15, scope: !121, inlinedAt: !118)
!121 = distinct !DILexicalBlock(scope: !113, file: !1, line: 25, column: 16)
!122 = !DILocation(line: 28, column: 14, scope: !121, inlinedAt: !118)
!123 = !DILocation(line: 29, column: 13, scope: !121, inlinedAt: !118)
!124 = !DILocation(line: 30, column: 14, scope: !121, inlinedAt: !118)
!125 = !DILocation(line: 31, column: 16, scope: !121, inlinedAt: !118)
!126 = !DILocation(line: 32, column: 17, scope: !121, inlinedAt: !118)
!127 = !DILocation(line: 33, column: 22, scope: !121, inlinedAt: !118)
!128 = !DILocation(line: 34, column: 27, scope: !121, inlinedAt: !118)
!129 = !DILocation(line: 35, column: 14, scope: !121, inlinedAt: !118)
!130 = !DILocation(line: 0, scope: !121, inlinedAt: !118)
!131 = !DILocation(line: 97, column: 9, scope: !111)
!132 = !DILocation(line: 96, column: 30, scope: !111)
!133 = !DILocation(line: 96, column: 23, scope: !111)
!134 = !DILocation(line: 96, column: 5, scope: !28)
!135 = distinct !{!135, !134, !136, !108}
!136 = !DILocation(line: 97, column: 63, scope: !28)
!137 = !DILocation(line: 100, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !35, file: !1, line: 99, column: 5)
!139 = !DILocation(line: 0, scope: !35)
!140 = !DILocation(line: 0, scope: !37)
!141 = !DILocation(line: 102, column: 9, scope: !142)
!142 = distinct !DILexicalBlock(scope: !37, file: !1, line: 101, column: 5)
!143 = !DILocation(line: 103, column: 5, scope: !12)
!144 = !DILocation(line: 104, column: 5, scope: !12)
!145 = !DILocation(line: 104, column: 11, scope: !12)
!146 = !DILocation(line: 104, column: 20, scope: !12)
!147 = !DILocation(line: 0, scope: !44)
!148 = !DILocation(line: 105, column: 5, scope: !44)
!149 = !DILocation(line: 0, scope: !46)
!150 = !DILocation(line: 108, column: 20, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 106, column: 38)
!152 = distinct !DILexicalBlock(scope: !46, file: !1, line: 106, column: 9)
!153 = !{!154, !154, i64 0}
!154 = !{!"short", !75, i64 0}
!155 = !DILocation(line: 107, column: 20, scope: !151)
!156 = !DILocation(line: 110, column: 19, scope: !157)
!157 = distinct !DILexicalBlock(scope: !47, file: !1, line: 110, column: 13)
!158 = !DILocation(line: 110, column: 13, scope: !47)
!159 = !DILocation(line: 117, column: 5, scope: !12)
!160 = !DILocation(line: 117, column: 14, scope: !12)
!161 = !DILocation(line: 0, scope: !58)
!162 = !DILocation(line: 118, column: 5, scope: !58)
!163 = !DILocalVariable(name: "to", arg: 1, scope: !164, file: !1, line: 64, type: !167)
!164 = distinct !DISubprogram(name: "duff_copy", scope: !1, file: !1, line: 64, type: !165, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !170)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !168, !15}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!170 = !{!163, !171, !172, !173}
!171 = !DILocalVariable(name: "from", arg: 2, scope: !164, file: !1, line: 64, type: !168)
!172 = !DILocalVariable(name: "count", arg: 3, scope: !164, file: !1, line: 64, type: !15)
!173 = !DILocalVariable(name: "n", scope: !164, file: !1, line: 65, type: !15)
!174 = !DILocation(line: 0, scope: !164, inlinedAt: !175)
!175 = distinct !DILocation(line: 111, column: 13, scope: !157)
!176 = !DILocation(line: 65, column: 20, scope: !164, inlinedAt: !175)
!177 = !DILocation(line: 65, column: 25, scope: !164, inlinedAt: !175)
!178 = !DILocation(line: 66, column: 19, scope: !164, inlinedAt: !175)
!179 = !DILocation(line: 66, column: 5, scope: !164, inlinedAt: !175)
!180 = !DILocation(line: 67, column: 31, scope: !181, inlinedAt: !175)
!181 = distinct !DILexicalBlock(scope: !182, file: !1, line: 67, column: 16)
!182 = distinct !DILexicalBlock(scope: !164, file: !1, line: 66, column: 24)
!183 = !DILocation(line: 67, column: 26, scope: !181, inlinedAt: !175)
!184 = !DILocation(line: 67, column: 21, scope: !181, inlinedAt: !175)
!185 = !DILocation(line: 67, column: 24, scope: !181, inlinedAt: !175)
!186 = !DILocation(line: 67, column: 18, scope: !181, inlinedAt: !175)
!187 = !DILocation(line: 68, column: 26, scope: !181, inlinedAt: !175)
!188 = !DILocation(line: 68, column: 21, scope: !181, inlinedAt: !175)
!189 = !DILocation(line: 68, column: 16, scope: !181, inlinedAt: !175)
!190 = !DILocation(line: 68, column: 19, scope: !181, inlinedAt: !175)
!191 = !DILocation(line: 68, column: 13, scope: !181, inlinedAt: !175)
!192 = !DILocation(line: 69, column: 26, scope: !181, inlinedAt: !175)
!193 = !DILocation(line: 69, column: 21, scope: !181, inlinedAt: !175)
!194 = !DILocation(line: 69, column: 16, scope: !181, inlinedAt: !175)
!195 = !DILocation(line: 69, column: 19, scope: !181, inlinedAt: !175)
!196 = !DILocation(line: 69, column: 13, scope: !181, inlinedAt: !175)
!197 = !DILocation(line: 70, column: 26, scope: !181, inlinedAt: !175)
!198 = !DILocation(line: 70, column: 21, scope: !181, inlinedAt: !175)
!199 = !DILocation(line: 70, column: 16, scope: !181, inlinedAt: !175)
!200 = !DILocation(line: 70, column: 19, scope: !181, inlinedAt: !175)
!201 = !DILocation(line: 70, column: 13, scope: !181, inlinedAt: !175)
!202 = !DILocation(line: 71, column: 26, scope: !181, inlinedAt: !175)
!203 = !DILocation(line: 71, column: 21, scope: !181, inlinedAt: !175)
!204 = !DILocation(line: 71, column: 16, scope: !181, inlinedAt: !175)
!205 = !DILocation(line: 71, column: 19, scope: !181, inlinedAt: !175)
!206 = !DILocation(line: 71, column: 13, scope: !181, inlinedAt: !175)
!207 = !DILocation(line: 72, column: 26, scope: !181, inlinedAt: !175)
!208 = !DILocation(line: 72, column: 21, scope: !181, inlinedAt: !175)
!209 = !DILocation(line: 72, column: 16, scope: !181, inlinedAt: !175)
!210 = !DILocation(line: 72, column: 19, scope: !181, inlinedAt: !175)
!211 = !DILocation(line: 72, column: 13, scope: !181, inlinedAt: !175)
!212 = !DILocation(line: 73, column: 26, scope: !181, inlinedAt: !175)
!213 = !DILocation(line: 73, column: 21, scope: !181, inlinedAt: !175)
!214 = !DILocation(line: 73, column: 16, scope: !181, inlinedAt: !175)
!215 = !DILocation(line: 73, column: 19, scope: !181, inlinedAt: !175)
!216 = !DILocation(line: 73, column: 13, scope: !181, inlinedAt: !175)
!217 = !DILocation(line: 74, column: 26, scope: !181, inlinedAt: !175)
!218 = !DILocation(line: 74, column: 21, scope: !181, inlinedAt: !175)
!219 = !DILocation(line: 74, column: 16, scope: !181, inlinedAt: !175)
!220 = !DILocation(line: 74, column: 19, scope: !181, inlinedAt: !175)
!221 = !DILocation(line: 75, column: 22, scope: !182, inlinedAt: !175)
!222 = !DILocation(line: 75, column: 26, scope: !182, inlinedAt: !175)
!223 = !DILocation(line: 75, column: 13, scope: !181, inlinedAt: !175)
!224 = distinct !{!224, !225, !226, !108}
!225 = !DILocation(line: 67, column: 13, scope: !182, inlinedAt: !175)
!226 = !DILocation(line: 75, column: 29, scope: !182, inlinedAt: !175)
!227 = !DILocation(line: 114, column: 20, scope: !228)
!228 = distinct !DILexicalBlock(scope: !51, file: !1, line: 113, column: 9)
!229 = !DILocation(line: 0, scope: !51)
!230 = !DILocation(line: 0, scope: !47)
!231 = !DILocation(line: 114, column: 17, scope: !228)
!232 = !DILocation(line: 115, column: 9, scope: !47)
!233 = !DILocation(line: 105, column: 44, scope: !48)
!234 = !DILocation(line: 105, column: 31, scope: !48)
!235 = distinct !{!235, !148, !236, !108}
!236 = !DILocation(line: 116, column: 5, scope: !44)
!237 = !DILocation(line: 119, column: 24, scope: !238)
!238 = distinct !DILexicalBlock(scope: !58, file: !1, line: 118, column: 5)
!239 = !DILocalVariable(name: "c", arg: 1, scope: !240, file: !1, line: 79, type: !4)
!240 = distinct !DISubprogram(name: "char_kind", scope: !1, file: !1, line: 79, type: !241, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!54, !4}
!243 = !{!239}
!244 = !DILocation(line: 0, scope: !240, inlinedAt: !245)
!245 = distinct !DILocation(line: 119, column: 14, scope: !238)
!246 = !DILocation(line: 80, column: 5, scope: !240, inlinedAt: !245)
!247 = !DILocation(line: 82, column: 16, scope: !248, inlinedAt: !245)
!248 = distinct !DILexicalBlock(scope: !240, file: !1, line: 80, column: 16)
!249 = !DILocation(line: 83, column: 16, scope: !248, inlinedAt: !245)
!250 = !DILocation(line: 84, column: 16, scope: !248, inlinedAt: !245)
!251 = !DILocation(line: 85, column: 16, scope: !248, inlinedAt: !245)
!252 = !DILocation(line: 86, column: 16, scope: !248, inlinedAt: !245)
!253 = !DILocation(line: 87, column: 23, scope: !248, inlinedAt: !245)
!254 = !DILocation(line: 87, column: 21, scope: !248, inlinedAt: !245)
!255 = !DILocation(line: 87, column: 14, scope: !248, inlinedAt: !245)
!256 = !DILocation(line: 0, scope: !248, inlinedAt: !245)
!257 = !DILocation(line: 119, column: 9, scope: !238)
!258 = !DILocation(line: 119, column: 42, scope: !238)
!259 = !DILocation(line: 118, column: 36, scope: !238)
!260 = !DILocation(line: 118, column: 28, scope: !238)
!261 = distinct !{!261, !162, !262, !108}
!262 = !DILocation(line: 119, column: 42, scope: !58)
!263 = !DILocation(line: 0, scope: !60)
!264 = !DILocation(line: 121, column: 36, scope: !265)
!265 = distinct !DILexicalBlock(scope: !60, file: !1, line: 120, column: 5)
!266 = !DILocation(line: 121, column: 9, scope: !265)
!267 = !DILocation(line: 125, column: 5, scope: !64)
!268 = !DILocation(line: 136, column: 5, scope: !12)
!269 = !DILocation(line: 138, column: 1, scope: !12)
!270 = !DILocation(line: 0, scope: !64)
!271 = !DILocation(line: 0, scope: !12)
!272 = !DILocation(line: 126, column: 15, scope: !66)
!273 = !DILocation(line: 126, column: 29, scope: !66)
!274 = !DILocation(line: 127, column: 25, scope: !66)
!275 = !DILocation(line: 127, column: 32, scope: !66)
!276 = !DILocation(line: 0, scope: !66)
!277 = !DILocation(line: 128, column: 13, scope: !66)
!278 = !DILocation(line: 129, column: 27, scope: !279)
!279 = distinct !DILexicalBlock(scope: !280, file: !1, line: 129, column: 18)
!280 = distinct !DILexicalBlock(scope: !66, file: !1, line: 128, column: 13)
!281 = !DILocation(line: 130, column: 28, scope: !282)
!282 = distinct !DILexicalBlock(scope: !279, file: !1, line: 130, column: 18)
!283 = !DILocation(line: 131, column: 28, scope: !284)
!284 = distinct !DILexicalBlock(scope: !282, file: !1, line: 131, column: 18)
!285 = !DILocation(line: 132, column: 28, scope: !286)
!286 = distinct !DILexicalBlock(scope: !284, file: !1, line: 132, column: 18)
!287 = !DILocation(line: 133, column: 20, scope: !288)
!288 = distinct !DILexicalBlock(scope: !286, file: !1, line: 133, column: 18)
!289 = !DILocation(line: 0, scope: !280)
!290 = !DILocation(line: 125, column: 31, scope: !67)
!291 = !DILocation(line: 125, column: 23, scope: !67)
!292 = distinct !{!292, !267, !293, !108}
!293 = !DILocation(line: 135, column: 5, scope: !64)
