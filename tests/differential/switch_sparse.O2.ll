; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [11 x i32] [i32 200, i32 404, i32 418, i32 500, i32 302, i32 999, i32 0, i32 201, i32 503, i32 304, i32 -1], align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1, !dbg !0
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 -1000000, i32 -77, i32 -1, i32 0, i32 13, i32 4096, i32 65537, i32 2147483647, i32 -2147483648, i32 5, i32 -5, i32 4095], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse_neg(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"sparse_ll(%lld)=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"fall(100)=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"duff count=%d sum=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"kind %d: %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [10 x i8] c"tally=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"Created\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [18 x i8] c"Moved Permanently\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [6 x i8] c"Found\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [13 x i8] c"Not Modified\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [12 x i8] c"Bad Request\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [13 x i8] c"Unauthorized\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [10 x i8] c"Forbidden\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [13 x i8] c"I'm a teapot\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [22 x i8] c"Internal Server Error\00", align 1, !dbg !79
@.str.20 = private unnamed_addr constant [20 x i8] c"Service Unavailable\00", align 1, !dbg !81
@.str.21 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1, !dbg !83

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !98 {
  %1 = alloca [37 x i16], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !118, !DIExpression(), !146, ptr %1, !DIExpression(), !147)
  %2 = alloca [37 x i16], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !122, !DIExpression(), !148, ptr %2, !DIExpression(), !147)
  %3 = alloca [8 x i32], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !132, !DIExpression(), !149, ptr %3, !DIExpression(), !147)
    #dbg_value(i32 0, !105, !DIExpression(), !150)
  br label %4, !dbg !151

4:                                                ; preds = %0, %21
  %5 = phi i64 [ 0, %0 ], [ %24, %21 ]
    #dbg_value(i64 %5, !105, !DIExpression(), !150)
  %6 = getelementptr inbounds [11 x i32], ptr @__const.main.codes, i64 0, i64 %5, !dbg !152
  %7 = load i32, ptr %6, align 4, !dbg !152, !tbaa !154
    #dbg_value(i32 %7, !158, !DIExpression(), !165)
  switch i32 %7, label %20 [
    i32 200, label %21
    i32 201, label %8
    i32 204, label %9
    i32 301, label %10
    i32 302, label %11
    i32 304, label %12
    i32 400, label %13
    i32 401, label %14
    i32 403, label %15
    i32 404, label %16
    i32 418, label %17
    i32 500, label %18
    i32 503, label %19
  ], !dbg !167

8:                                                ; preds = %4
  br label %21, !dbg !168

9:                                                ; preds = %4
  br label %21, !dbg !170

10:                                               ; preds = %4
  br label %21, !dbg !171

11:                                               ; preds = %4
  br label %21, !dbg !172

12:                                               ; preds = %4
  br label %21, !dbg !173

13:                                               ; preds = %4
  br label %21, !dbg !174

14:                                               ; preds = %4
  br label %21, !dbg !175

15:                                               ; preds = %4
  br label %21, !dbg !176

16:                                               ; preds = %4
  br label %21, !dbg !177

17:                                               ; preds = %4
  br label %21, !dbg !178

18:                                               ; preds = %4
  br label %21, !dbg !179

19:                                               ; preds = %4
  br label %21, !dbg !180

20:                                               ; preds = %4
  br label %21, !dbg !181

21:                                               ; preds = %4, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20
  %22 = phi ptr [ @.str.21, %20 ], [ @.str.20, %19 ], [ @.str.19, %18 ], [ @.str.18, %17 ], [ @.str.17, %16 ], [ @.str.16, %15 ], [ @.str.15, %14 ], [ @.str.14, %13 ], [ @.str.13, %12 ], [ @.str.12, %11 ], [ @.str.11, %10 ], [ @.str.10, %9 ], [ @.str.9, %8 ], [ @.str.8, %4 ], !dbg !182
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, ptr noundef nonnull %22), !dbg !183
  %24 = add nuw nsw i64 %5, 1, !dbg !184
    #dbg_value(i64 %24, !105, !DIExpression(), !150)
  %25 = icmp eq i64 %24, 11, !dbg !185
  br i1 %25, label %26, label %4, !dbg !151, !llvm.loop !186

26:                                               ; preds = %21, %39
  %27 = phi i64 [ %42, %39 ], [ 0, %21 ]
    #dbg_value(i64 %27, !109, !DIExpression(), !189)
  %28 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %27, !dbg !190
  %29 = load i32, ptr %28, align 4, !dbg !190, !tbaa !154
    #dbg_value(i32 %29, !192, !DIExpression(), !197)
  switch i32 %29, label %38 [
    i32 -1000000, label %39
    i32 -77, label %30
    i32 -1, label %31
    i32 0, label %32
    i32 13, label %33
    i32 4096, label %34
    i32 65537, label %35
    i32 2147483647, label %36
    i32 -2147483648, label %37
  ], !dbg !199

30:                                               ; preds = %26
  br label %39, !dbg !200

31:                                               ; preds = %26
  br label %39, !dbg !202

32:                                               ; preds = %26
  br label %39, !dbg !203

33:                                               ; preds = %26
  br label %39, !dbg !204

34:                                               ; preds = %26
  br label %39, !dbg !205

35:                                               ; preds = %26
  br label %39, !dbg !206

36:                                               ; preds = %26
  br label %39, !dbg !207

37:                                               ; preds = %26
  br label %39, !dbg !208

38:                                               ; preds = %26
  br label %39, !dbg !209

39:                                               ; preds = %26, %30, %31, %32, %33, %34, %35, %36, %37, %38
  %40 = phi i32 [ 0, %38 ], [ 9, %37 ], [ 8, %36 ], [ 7, %35 ], [ 6, %34 ], [ 5, %33 ], [ 4, %32 ], [ 3, %31 ], [ 2, %30 ], [ 1, %26 ], !dbg !210
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %40), !dbg !211
  %42 = add nuw nsw i64 %27, 1, !dbg !212
    #dbg_value(i64 %42, !109, !DIExpression(), !189)
  %43 = icmp eq i64 %42, 12, !dbg !213
  br i1 %43, label %44, label %26, !dbg !214, !llvm.loop !215

44:                                               ; preds = %39
    #dbg_value(i64 0, !111, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !147)
    #dbg_value(i64 1099511627776, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
    #dbg_value(i64 -1125899906842624, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147)
    #dbg_value(i64 9223372036854775807, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !147)
    #dbg_value(i64 12345678901, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !147)
    #dbg_value(i64 2199023255552, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !147)
    #dbg_value(i64 0, !114, !DIExpression(), !217)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1099511627776, i32 noundef 1), !dbg !218
    #dbg_value(i64 1, !114, !DIExpression(), !217)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -1125899906842624, i32 noundef 2), !dbg !218
    #dbg_value(i64 2, !114, !DIExpression(), !217)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 9223372036854775807, i32 noundef 3), !dbg !218
    #dbg_value(i64 3, !114, !DIExpression(), !217)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 12345678901, i32 noundef 4), !dbg !218
    #dbg_value(i64 4, !114, !DIExpression(), !217)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 2199023255552, i32 noundef -1), !dbg !218
    #dbg_value(i64 5, !114, !DIExpression(), !217)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 0, i32 noundef -1), !dbg !218
    #dbg_value(i64 6, !114, !DIExpression(), !217)
    #dbg_value(i32 -1, !116, !DIExpression(), !220)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef -7), !dbg !221
    #dbg_value(i32 0, !116, !DIExpression(), !220)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef -7), !dbg !221
    #dbg_value(i32 1, !116, !DIExpression(), !220)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 10), !dbg !221
    #dbg_value(i32 2, !116, !DIExpression(), !220)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 30), !dbg !221
    #dbg_value(i32 3, !116, !DIExpression(), !220)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef 60), !dbg !221
    #dbg_value(i32 4, !116, !DIExpression(), !220)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, i32 noundef 100), !dbg !221
    #dbg_value(i32 5, !116, !DIExpression(), !220)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef 150), !dbg !221
    #dbg_value(i32 6, !116, !DIExpression(), !220)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6, i32 noundef -7), !dbg !221
    #dbg_value(i32 7, !116, !DIExpression(), !220)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -8), !dbg !223
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %1) #5, !dbg !224
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %2) #5, !dbg !224
    #dbg_value(i32 0, !123, !DIExpression(), !225)
  %60 = getelementptr inbounds i8, ptr %2, i64 32
  %61 = getelementptr inbounds i8, ptr %2, i64 48
  %62 = getelementptr inbounds i8, ptr %2, i64 50
  %63 = getelementptr inbounds i8, ptr %2, i64 52
  %64 = getelementptr inbounds i8, ptr %2, i64 68
  %65 = getelementptr inbounds i8, ptr %2, i64 70
  %66 = getelementptr inbounds i8, ptr %2, i64 72
  %67 = getelementptr inbounds i8, ptr %1, i64 8
  %68 = getelementptr inbounds i8, ptr %1, i64 16
  %69 = getelementptr inbounds i8, ptr %1, i64 24
  %70 = getelementptr inbounds i8, ptr %1, i64 32
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = getelementptr inbounds i8, ptr %1, i64 48
  %73 = getelementptr inbounds i8, ptr %1, i64 56
  %74 = getelementptr inbounds i8, ptr %1, i64 64
  %75 = getelementptr inbounds i8, ptr %1, i64 66
  %76 = getelementptr inbounds i8, ptr %1, i64 68
  %77 = getelementptr inbounds i8, ptr %1, i64 70
  %78 = getelementptr inbounds i8, ptr %1, i64 72
  br label %79, !dbg !226

79:                                               ; preds = %44, %151
  %80 = phi i32 [ 0, %44 ], [ %179, %151 ]
    #dbg_value(i32 %80, !123, !DIExpression(), !225)
    #dbg_value(i32 0, !125, !DIExpression(), !227)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(74) %2, i8 -1, i64 74, i1 false), !dbg !228, !tbaa !231
  store <4 x i16> <i16 -100, i16 -89, i16 -78, i16 -67>, ptr %1, align 16, !dbg !233, !tbaa !231
  store <4 x i16> <i16 -56, i16 -45, i16 -34, i16 -23>, ptr %67, align 8, !dbg !233, !tbaa !231
  store <4 x i16> <i16 -12, i16 -1, i16 10, i16 21>, ptr %68, align 16, !dbg !233, !tbaa !231
  store <4 x i16> <i16 32, i16 43, i16 54, i16 65>, ptr %69, align 8, !dbg !233, !tbaa !231
  store <4 x i16> <i16 76, i16 87, i16 98, i16 109>, ptr %70, align 16, !dbg !233, !tbaa !231
  store <4 x i16> <i16 120, i16 131, i16 142, i16 153>, ptr %71, align 8, !dbg !233, !tbaa !231
  store <4 x i16> <i16 164, i16 175, i16 186, i16 197>, ptr %72, align 16, !dbg !233, !tbaa !231
  store <4 x i16> <i16 208, i16 219, i16 230, i16 241>, ptr %73, align 8, !dbg !233, !tbaa !231
    #dbg_value(i64 32, !125, !DIExpression(), !227)
  store i16 252, ptr %74, align 16, !dbg !233, !tbaa !231
    #dbg_value(i64 33, !125, !DIExpression(), !227)
  store i16 263, ptr %75, align 2, !dbg !233, !tbaa !231
    #dbg_value(i64 34, !125, !DIExpression(), !227)
  store i16 274, ptr %76, align 4, !dbg !233, !tbaa !231
    #dbg_value(i64 35, !125, !DIExpression(), !227)
  store i16 285, ptr %77, align 2, !dbg !233, !tbaa !231
    #dbg_value(i64 36, !125, !DIExpression(), !227)
  store i16 296, ptr %78, align 8, !dbg !233, !tbaa !231
    #dbg_value(i64 37, !125, !DIExpression(), !227)
  %81 = icmp eq i32 %80, 0, !dbg !234
  br i1 %81, label %151, label %83, !dbg !236

82:                                               ; preds = %151
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !237
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false), !dbg !238, !DIAssignID !239
    #dbg_assign(i8 0, !132, !DIExpression(), !239, ptr %3, !DIExpression(), !147)
    #dbg_value(i32 0, !135, !DIExpression(), !240)
  br label %181, !dbg !241

83:                                               ; preds = %79
    #dbg_value(ptr %2, !242, !DIExpression(), !253)
    #dbg_value(ptr %1, !250, !DIExpression(), !253)
    #dbg_value(i32 %80, !251, !DIExpression(), !253)
  %84 = add nuw nsw i32 %80, 7, !dbg !255
  %85 = lshr i32 %84, 3, !dbg !256
    #dbg_value(i32 %85, !252, !DIExpression(), !253)
  %86 = and i32 %80, 7, !dbg !257
  switch i32 %86, label %150 [
    i32 0, label %87
    i32 7, label %94
    i32 6, label %101
    i32 5, label %108
    i32 4, label %115
    i32 3, label %122
    i32 2, label %129
    i32 1, label %136
  ], !dbg !258

87:                                               ; preds = %136, %83
  %88 = phi ptr [ %140, %136 ], [ %1, %83 ]
  %89 = phi ptr [ %142, %136 ], [ %2, %83 ]
  %90 = phi i32 [ %143, %136 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %90, !252, !DIExpression(), !253)
    #dbg_value(ptr %89, !242, !DIExpression(), !253)
    #dbg_value(ptr %88, !250, !DIExpression(), !253)
  %91 = getelementptr inbounds i8, ptr %88, i64 2, !dbg !259
    #dbg_value(ptr %91, !250, !DIExpression(), !253)
  %92 = load i16, ptr %88, align 2, !dbg !262, !tbaa !231
  %93 = getelementptr inbounds i8, ptr %89, i64 2, !dbg !263
    #dbg_value(ptr %93, !242, !DIExpression(), !253)
  store i16 %92, ptr %89, align 2, !dbg !264, !tbaa !231
  br label %94, !dbg !265

94:                                               ; preds = %87, %83
  %95 = phi ptr [ %91, %87 ], [ %1, %83 ]
  %96 = phi ptr [ %93, %87 ], [ %2, %83 ]
  %97 = phi i32 [ %90, %87 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %97, !252, !DIExpression(), !253)
    #dbg_value(ptr %96, !242, !DIExpression(), !253)
    #dbg_value(ptr %95, !250, !DIExpression(), !253)
  %98 = getelementptr inbounds i8, ptr %95, i64 2, !dbg !266
    #dbg_value(ptr %98, !250, !DIExpression(), !253)
  %99 = load i16, ptr %95, align 2, !dbg !267, !tbaa !231
  %100 = getelementptr inbounds i8, ptr %96, i64 2, !dbg !268
    #dbg_value(ptr %100, !242, !DIExpression(), !253)
  store i16 %99, ptr %96, align 2, !dbg !269, !tbaa !231
  br label %101, !dbg !270

101:                                              ; preds = %94, %83
  %102 = phi ptr [ %98, %94 ], [ %1, %83 ]
  %103 = phi ptr [ %100, %94 ], [ %2, %83 ]
  %104 = phi i32 [ %97, %94 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %104, !252, !DIExpression(), !253)
    #dbg_value(ptr %103, !242, !DIExpression(), !253)
    #dbg_value(ptr %102, !250, !DIExpression(), !253)
  %105 = getelementptr inbounds i8, ptr %102, i64 2, !dbg !271
    #dbg_value(ptr %105, !250, !DIExpression(), !253)
  %106 = load i16, ptr %102, align 2, !dbg !272, !tbaa !231
  %107 = getelementptr inbounds i8, ptr %103, i64 2, !dbg !273
    #dbg_value(ptr %107, !242, !DIExpression(), !253)
  store i16 %106, ptr %103, align 2, !dbg !274, !tbaa !231
  br label %108, !dbg !275

108:                                              ; preds = %101, %83
  %109 = phi ptr [ %105, %101 ], [ %1, %83 ]
  %110 = phi ptr [ %107, %101 ], [ %2, %83 ]
  %111 = phi i32 [ %104, %101 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %111, !252, !DIExpression(), !253)
    #dbg_value(ptr %110, !242, !DIExpression(), !253)
    #dbg_value(ptr %109, !250, !DIExpression(), !253)
  %112 = getelementptr inbounds i8, ptr %109, i64 2, !dbg !276
    #dbg_value(ptr %112, !250, !DIExpression(), !253)
  %113 = load i16, ptr %109, align 2, !dbg !277, !tbaa !231
  %114 = getelementptr inbounds i8, ptr %110, i64 2, !dbg !278
    #dbg_value(ptr %114, !242, !DIExpression(), !253)
  store i16 %113, ptr %110, align 2, !dbg !279, !tbaa !231
  br label %115, !dbg !280

115:                                              ; preds = %108, %83
  %116 = phi ptr [ %112, %108 ], [ %1, %83 ]
  %117 = phi ptr [ %114, %108 ], [ %2, %83 ]
  %118 = phi i32 [ %111, %108 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %118, !252, !DIExpression(), !253)
    #dbg_value(ptr %117, !242, !DIExpression(), !253)
    #dbg_value(ptr %116, !250, !DIExpression(), !253)
  %119 = getelementptr inbounds i8, ptr %116, i64 2, !dbg !281
    #dbg_value(ptr %119, !250, !DIExpression(), !253)
  %120 = load i16, ptr %116, align 2, !dbg !282, !tbaa !231
  %121 = getelementptr inbounds i8, ptr %117, i64 2, !dbg !283
    #dbg_value(ptr %121, !242, !DIExpression(), !253)
  store i16 %120, ptr %117, align 2, !dbg !284, !tbaa !231
  br label %122, !dbg !285

122:                                              ; preds = %115, %83
  %123 = phi ptr [ %119, %115 ], [ %1, %83 ]
  %124 = phi ptr [ %121, %115 ], [ %2, %83 ]
  %125 = phi i32 [ %118, %115 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %125, !252, !DIExpression(), !253)
    #dbg_value(ptr %124, !242, !DIExpression(), !253)
    #dbg_value(ptr %123, !250, !DIExpression(), !253)
  %126 = getelementptr inbounds i8, ptr %123, i64 2, !dbg !286
    #dbg_value(ptr %126, !250, !DIExpression(), !253)
  %127 = load i16, ptr %123, align 2, !dbg !287, !tbaa !231
  %128 = getelementptr inbounds i8, ptr %124, i64 2, !dbg !288
    #dbg_value(ptr %128, !242, !DIExpression(), !253)
  store i16 %127, ptr %124, align 2, !dbg !289, !tbaa !231
  br label %129, !dbg !290

129:                                              ; preds = %122, %83
  %130 = phi ptr [ %126, %122 ], [ %1, %83 ]
  %131 = phi ptr [ %128, %122 ], [ %2, %83 ]
  %132 = phi i32 [ %125, %122 ], [ %85, %83 ], !dbg !253
    #dbg_value(i32 %132, !252, !DIExpression(), !253)
    #dbg_value(ptr %131, !242, !DIExpression(), !253)
    #dbg_value(ptr %130, !250, !DIExpression(), !253)
  %133 = getelementptr inbounds i8, ptr %130, i64 2, !dbg !291
    #dbg_value(ptr %133, !250, !DIExpression(), !253)
  %134 = load i16, ptr %130, align 2, !dbg !292, !tbaa !231
  %135 = getelementptr inbounds i8, ptr %131, i64 2, !dbg !293
    #dbg_value(ptr %135, !242, !DIExpression(), !253)
  store i16 %134, ptr %131, align 2, !dbg !294, !tbaa !231
  br label %136, !dbg !295

136:                                              ; preds = %129, %83
  %137 = phi ptr [ %1, %83 ], [ %133, %129 ]
  %138 = phi ptr [ %2, %83 ], [ %135, %129 ]
  %139 = phi i32 [ %85, %83 ], [ %132, %129 ], !dbg !253
    #dbg_value(i32 %139, !252, !DIExpression(), !253)
    #dbg_value(ptr %138, !242, !DIExpression(), !253)
    #dbg_value(ptr %137, !250, !DIExpression(), !253)
  %140 = getelementptr inbounds i8, ptr %137, i64 2, !dbg !296
    #dbg_value(ptr %140, !250, !DIExpression(), !253)
  %141 = load i16, ptr %137, align 2, !dbg !297, !tbaa !231
  %142 = getelementptr inbounds i8, ptr %138, i64 2, !dbg !298
    #dbg_value(ptr %142, !242, !DIExpression(), !253)
  store i16 %141, ptr %138, align 2, !dbg !299, !tbaa !231
  %143 = add nsw i32 %139, -1, !dbg !300
    #dbg_value(i32 %143, !252, !DIExpression(), !253)
  %144 = icmp sgt i32 %139, 1, !dbg !301
  br i1 %144, label %87, label %145, !dbg !302, !llvm.loop !303

145:                                              ; preds = %136
  %146 = load <16 x i16>, ptr %2, align 16, !dbg !306, !tbaa !231
  %147 = load <8 x i16>, ptr %60, align 16, !dbg !306, !tbaa !231
  %148 = load i16, ptr %61, align 16, !dbg !306, !tbaa !231
  %149 = load i16, ptr %62, align 2, !dbg !306, !tbaa !231
  br label %151, !dbg !302

150:                                              ; preds = %83
  unreachable

151:                                              ; preds = %145, %79
  %152 = phi i16 [ %149, %145 ], [ -1, %79 ], !dbg !306
  %153 = phi i16 [ %148, %145 ], [ -1, %79 ], !dbg !306
  %154 = phi <16 x i16> [ %146, %145 ], [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %79 ], !dbg !306
  %155 = phi <8 x i16> [ %147, %145 ], [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %79 ], !dbg !306
    #dbg_value(i64 0, !130, !DIExpression(), !308)
    #dbg_value(i32 0, !129, !DIExpression(), !309)
  %156 = sext <16 x i16> %154 to <16 x i32>, !dbg !306
    #dbg_value(i16 poison, !129, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !309)
    #dbg_value(i64 1, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 2, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 3, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 4, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 5, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 6, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 7, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 8, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 9, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 10, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 11, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 12, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 13, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 14, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 15, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 16, !130, !DIExpression(), !308)
  %157 = sext <8 x i16> %155 to <8 x i32>, !dbg !306
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 17, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 18, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 19, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 20, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 21, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 22, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 23, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 24, !130, !DIExpression(), !308)
  %158 = sext i16 %153 to i32, !dbg !306
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 25, !130, !DIExpression(), !308)
  %159 = sext i16 %152 to i32, !dbg !306
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 26, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 27, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 28, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 29, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 30, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 31, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 32, !130, !DIExpression(), !308)
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 33, !130, !DIExpression(), !308)
  %160 = load <8 x i16>, ptr %63, align 4, !dbg !306, !tbaa !231
  %161 = sext <8 x i16> %160 to <8 x i32>, !dbg !306
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 34, !130, !DIExpression(), !308)
  %162 = load i16, ptr %64, align 4, !dbg !306, !tbaa !231
  %163 = sext i16 %162 to i32, !dbg !306
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 35, !130, !DIExpression(), !308)
  %164 = load i16, ptr %65, align 2, !dbg !306, !tbaa !231
  %165 = sext i16 %164 to i32, !dbg !306
    #dbg_value(i32 poison, !129, !DIExpression(), !309)
    #dbg_value(i64 36, !130, !DIExpression(), !308)
  %166 = load i16, ptr %66, align 8, !dbg !306, !tbaa !231
  %167 = sext i16 %166 to i32, !dbg !306
  %168 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %156), !dbg !310
  %169 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %157), !dbg !310
  %170 = add i32 %168, %169, !dbg !310
  %171 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %161), !dbg !310
  %172 = add i32 %170, %171, !dbg !310
  %173 = add i32 %172, %158, !dbg !310
  %174 = add nsw i32 %159, %163, !dbg !310
  %175 = add nsw i32 %165, %167, !dbg !310
  %176 = add i32 %173, %174, !dbg !310
  %177 = add i32 %176, %175, !dbg !310
    #dbg_value(i32 %177, !129, !DIExpression(), !309)
    #dbg_value(i64 37, !130, !DIExpression(), !308)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef %177), !dbg !311
  %179 = add nuw nsw i32 %80, 5, !dbg !312
    #dbg_value(i32 %179, !123, !DIExpression(), !225)
  %180 = icmp ult i32 %80, 33, !dbg !313
  br i1 %180, label %79, label %82, !dbg !226, !llvm.loop !314

181:                                              ; preds = %82, %192
  %182 = phi i32 [ 0, %82 ], [ %197, %192 ]
    #dbg_value(i32 %182, !135, !DIExpression(), !240)
  %183 = trunc nuw i32 %182 to i8, !dbg !316
    #dbg_value(i8 %183, !318, !DIExpression(), !323)
  switch i8 %183, label %189 [
    i8 0, label %192
    i8 127, label %184
    i8 -128, label %185
    i8 -96, label %186
    i8 -61, label %187
    i8 -1, label %188
  ], !dbg !325

184:                                              ; preds = %181
  br label %192, !dbg !326

185:                                              ; preds = %181
  br label %192, !dbg !328

186:                                              ; preds = %181
  br label %192, !dbg !329

187:                                              ; preds = %181
  br label %192, !dbg !330

188:                                              ; preds = %181
  br label %192, !dbg !331

189:                                              ; preds = %181
  %190 = icmp ult i32 %182, 32, !dbg !332
  %191 = select i1 %190, i64 6, i64 7, !dbg !333
  br label %192, !dbg !334

192:                                              ; preds = %181, %184, %185, %186, %187, %188, %189
  %193 = phi i64 [ %191, %189 ], [ 5, %188 ], [ 4, %187 ], [ 3, %186 ], [ 2, %185 ], [ 1, %184 ], [ 0, %181 ], !dbg !335
  %194 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %193, !dbg !336
  %195 = load i32, ptr %194, align 4, !dbg !337, !tbaa !154
  %196 = add i32 %195, 1, !dbg !337
  store i32 %196, ptr %194, align 4, !dbg !337, !tbaa !154
  %197 = add nuw nsw i32 %182, 1, !dbg !338
    #dbg_value(i32 %197, !135, !DIExpression(), !240)
  %198 = icmp eq i32 %197, 256, !dbg !339
  br i1 %198, label %199, label %181, !dbg !241, !llvm.loop !340

199:                                              ; preds = %192
    #dbg_value(i64 0, !137, !DIExpression(), !342)
  %200 = load i32, ptr %3, align 16, !dbg !343, !tbaa !154
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %200), !dbg !345
    #dbg_value(i64 1, !137, !DIExpression(), !342)
  %202 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !343
  %203 = load i32, ptr %202, align 4, !dbg !343, !tbaa !154
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %203), !dbg !345
    #dbg_value(i64 2, !137, !DIExpression(), !342)
  %205 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !343
  %206 = load i32, ptr %205, align 8, !dbg !343, !tbaa !154
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %206), !dbg !345
    #dbg_value(i64 3, !137, !DIExpression(), !342)
  %208 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !343
  %209 = load i32, ptr %208, align 4, !dbg !343, !tbaa !154
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef %209), !dbg !345
    #dbg_value(i64 4, !137, !DIExpression(), !342)
  %211 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !343
  %212 = load i32, ptr %211, align 16, !dbg !343, !tbaa !154
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef %212), !dbg !345
    #dbg_value(i64 5, !137, !DIExpression(), !342)
  %214 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !343
  %215 = load i32, ptr %214, align 4, !dbg !343, !tbaa !154
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5, i32 noundef %215), !dbg !345
    #dbg_value(i64 6, !137, !DIExpression(), !342)
  %217 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !343
  %218 = load i32, ptr %217, align 8, !dbg !343, !tbaa !154
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6, i32 noundef %218), !dbg !345
    #dbg_value(i64 7, !137, !DIExpression(), !342)
  %220 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !343
  %221 = load i32, ptr %220, align 4, !dbg !343, !tbaa !154
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7, i32 noundef %221), !dbg !345
    #dbg_value(i64 8, !137, !DIExpression(), !342)
  br label %225, !dbg !346

223:                                              ; preds = %241
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %243), !dbg !347
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !348
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %2) #5, !dbg !348
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %1) #5, !dbg !348
  ret i32 0, !dbg !348

225:                                              ; preds = %199, %241
  %226 = phi i32 [ %244, %241 ], [ 0, %199 ]
  %227 = phi i32 [ %243, %241 ], [ 0, %199 ]
  %228 = phi i32 [ %230, %241 ], [ 7, %199 ]
    #dbg_value(i32 %226, !141, !DIExpression(), !349)
    #dbg_value(i32 %227, !140, !DIExpression(), !147)
    #dbg_value(i32 %228, !139, !DIExpression(), !147)
  %229 = mul i32 %228, 1103515245, !dbg !350
  %230 = add i32 %229, 12345, !dbg !351
    #dbg_value(i32 %230, !139, !DIExpression(), !147)
  %231 = lshr i32 %230, 16, !dbg !352
  %232 = trunc nuw i32 %231 to i16, !dbg !353
  %233 = urem i16 %232, 1000, !dbg !353
    #dbg_value(i16 %233, !143, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !354)
  switch i16 %233, label %238 [
    i16 3, label %241
    i16 17, label %234
    i16 101, label %235
    i16 555, label %236
    i16 999, label %237
  ], !dbg !355

234:                                              ; preds = %225
    #dbg_value(i32 %243, !140, !DIExpression(), !147)
  br label %241, !dbg !356

235:                                              ; preds = %225
    #dbg_value(i32 %243, !140, !DIExpression(), !147)
  br label %241, !dbg !359

236:                                              ; preds = %225
    #dbg_value(i32 %243, !140, !DIExpression(), !147)
  br label %241, !dbg !361

237:                                              ; preds = %225
    #dbg_value(i32 %243, !140, !DIExpression(), !147)
  br label %241, !dbg !363

238:                                              ; preds = %225
    #dbg_value(i16 %233, !143, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !354)
  %239 = icmp ult i16 %233, 100, !dbg !365
    #dbg_value(i32 %243, !140, !DIExpression(), !147)
  %240 = select i1 %239, i32 6, i32 -1
  br label %241

241:                                              ; preds = %238, %225, %234, %236, %237, %235
  %242 = phi i32 [ 2, %234 ], [ 4, %236 ], [ 5, %237 ], [ 3, %235 ], [ 1, %225 ], [ %240, %238 ]
  %243 = add nsw i32 %227, %242, !dbg !367
    #dbg_value(i32 %243, !140, !DIExpression(), !147)
  %244 = add nuw nsw i32 %226, 1, !dbg !368
    #dbg_value(i32 %244, !141, !DIExpression(), !349)
    #dbg_value(i32 %230, !139, !DIExpression(), !147)
  %245 = icmp eq i32 %244, 300, !dbg !369
  br i1 %245, label %223, label %225, !dbg !346, !llvm.loop !370
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !372 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!85}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch_sparse.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "2f213aa91206deeec233cbc2283537c9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 3)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 11)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 18)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 6)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !19, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 12)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !19, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !36, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !36, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !46, isLocal: true, isDefinition: true)
!85 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !86, globals: !89, splitDebugInlining: false, nameTableKind: None)
!86 = !{!87, !88}
!87 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!88 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!89 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54, !59, !64, !66, !71, !73, !75, !77, !79, !81, !83}
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 91, type: !99, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{!103, !105, !107, !109, !111, !114, !116, !118, !122, !123, !125, !129, !130, !132, !135, !137, !139, !140, !141, !143}
!103 = !DILocalVariable(name: "codes", scope: !98, file: !2, line: 92, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 352, elements: !52)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 93, type: !101)
!106 = distinct !DILexicalBlock(scope: !98, file: !2, line: 93, column: 5)
!107 = !DILocalVariable(name: "xs", scope: !98, file: !2, line: 95, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 384, elements: !69)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 96, type: !101)
!110 = distinct !DILexicalBlock(scope: !98, file: !2, line: 96, column: 5)
!111 = !DILocalVariable(name: "ls", scope: !98, file: !2, line: 98, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 384, elements: !62)
!113 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 99, type: !101)
!115 = distinct !DILexicalBlock(scope: !98, file: !2, line: 99, column: 5)
!116 = !DILocalVariable(name: "n", scope: !117, file: !2, line: 101, type: !101)
!117 = distinct !DILexicalBlock(scope: !98, file: !2, line: 101, column: 5)
!118 = !DILocalVariable(name: "src", scope: !98, file: !2, line: 104, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 592, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 37)
!122 = !DILocalVariable(name: "dst", scope: !98, file: !2, line: 104, type: !119)
!123 = !DILocalVariable(name: "count", scope: !124, file: !2, line: 105, type: !101)
!124 = distinct !DILexicalBlock(scope: !98, file: !2, line: 105, column: 5)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 106, type: !101)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 106, column: 9)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 105, column: 50)
!128 = distinct !DILexicalBlock(scope: !124, file: !2, line: 105, column: 5)
!129 = !DILocalVariable(name: "sum", scope: !127, file: !2, line: 112, type: !101)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 113, type: !101)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 113, column: 9)
!132 = !DILocalVariable(name: "hist", scope: !98, file: !2, line: 117, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 256, elements: !47)
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DILocalVariable(name: "c", scope: !136, file: !2, line: 118, type: !134)
!136 = distinct !DILexicalBlock(scope: !98, file: !2, line: 118, column: 5)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 120, type: !101)
!138 = distinct !DILexicalBlock(scope: !98, file: !2, line: 120, column: 5)
!139 = !DILocalVariable(name: "h", scope: !98, file: !2, line: 123, type: !134)
!140 = !DILocalVariable(name: "tally", scope: !98, file: !2, line: 124, type: !101)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 125, type: !101)
!142 = distinct !DILexicalBlock(scope: !98, file: !2, line: 125, column: 5)
!143 = !DILocalVariable(name: "k", scope: !144, file: !2, line: 127, type: !134)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 125, column: 35)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 125, column: 5)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !98)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !106)
!151 = !DILocation(line: 93, column: 5, scope: !106)
!152 = !DILocation(line: 94, column: 27, scope: !153)
!153 = distinct !DILexicalBlock(scope: !106, file: !2, line: 93, column: 5)
!154 = !{!155, !155, i64 0}
!155 = !{!"int", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocalVariable(name: "code", arg: 1, scope: !159, file: !2, line: 5, type: !101)
!159 = distinct !DISubprogram(name: "http_status", scope: !2, file: !2, line: 5, type: !160, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !164)
!160 = !DISubroutineType(types: !161)
!161 = !{!162, !101}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!164 = !{!158}
!165 = !DILocation(line: 0, scope: !159, inlinedAt: !166)
!166 = distinct !DILocation(line: 94, column: 37, scope: !153)
!167 = !DILocation(line: 6, column: 5, scope: !159, inlinedAt: !166)
!168 = !DILocation(line: 8, column: 15, scope: !169, inlinedAt: !166)
!169 = distinct !DILexicalBlock(scope: !159, file: !2, line: 6, column: 19)
!170 = !DILocation(line: 9, column: 15, scope: !169, inlinedAt: !166)
!171 = !DILocation(line: 10, column: 15, scope: !169, inlinedAt: !166)
!172 = !DILocation(line: 11, column: 15, scope: !169, inlinedAt: !166)
!173 = !DILocation(line: 12, column: 15, scope: !169, inlinedAt: !166)
!174 = !DILocation(line: 13, column: 15, scope: !169, inlinedAt: !166)
!175 = !DILocation(line: 14, column: 15, scope: !169, inlinedAt: !166)
!176 = !DILocation(line: 15, column: 15, scope: !169, inlinedAt: !166)
!177 = !DILocation(line: 16, column: 15, scope: !169, inlinedAt: !166)
!178 = !DILocation(line: 17, column: 15, scope: !169, inlinedAt: !166)
!179 = !DILocation(line: 18, column: 15, scope: !169, inlinedAt: !166)
!180 = !DILocation(line: 19, column: 15, scope: !169, inlinedAt: !166)
!181 = !DILocation(line: 20, column: 14, scope: !169, inlinedAt: !166)
!182 = !DILocation(line: 0, scope: !169, inlinedAt: !166)
!183 = !DILocation(line: 94, column: 9, scope: !153)
!184 = !DILocation(line: 93, column: 30, scope: !153)
!185 = !DILocation(line: 93, column: 23, scope: !153)
!186 = distinct !{!186, !151, !187, !188}
!187 = !DILocation(line: 94, column: 58, scope: !106)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !DILocation(line: 0, scope: !110)
!190 = !DILocation(line: 97, column: 39, scope: !191)
!191 = distinct !DILexicalBlock(scope: !110, file: !2, line: 96, column: 5)
!192 = !DILocalVariable(name: "x", arg: 1, scope: !193, file: !2, line: 24, type: !101)
!193 = distinct !DISubprogram(name: "sparse_neg", scope: !2, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{!101, !101}
!196 = !{!192}
!197 = !DILocation(line: 0, scope: !193, inlinedAt: !198)
!198 = distinct !DILocation(line: 97, column: 46, scope: !191)
!199 = !DILocation(line: 25, column: 5, scope: !193, inlinedAt: !198)
!200 = !DILocation(line: 27, column: 15, scope: !201, inlinedAt: !198)
!201 = distinct !DILexicalBlock(scope: !193, file: !2, line: 25, column: 16)
!202 = !DILocation(line: 28, column: 14, scope: !201, inlinedAt: !198)
!203 = !DILocation(line: 29, column: 13, scope: !201, inlinedAt: !198)
!204 = !DILocation(line: 30, column: 14, scope: !201, inlinedAt: !198)
!205 = !DILocation(line: 31, column: 16, scope: !201, inlinedAt: !198)
!206 = !DILocation(line: 32, column: 17, scope: !201, inlinedAt: !198)
!207 = !DILocation(line: 33, column: 22, scope: !201, inlinedAt: !198)
!208 = !DILocation(line: 34, column: 27, scope: !201, inlinedAt: !198)
!209 = !DILocation(line: 35, column: 14, scope: !201, inlinedAt: !198)
!210 = !DILocation(line: 0, scope: !201, inlinedAt: !198)
!211 = !DILocation(line: 97, column: 9, scope: !191)
!212 = !DILocation(line: 96, column: 30, scope: !191)
!213 = !DILocation(line: 96, column: 23, scope: !191)
!214 = !DILocation(line: 96, column: 5, scope: !110)
!215 = distinct !{!215, !214, !216, !188}
!216 = !DILocation(line: 97, column: 63, scope: !110)
!217 = !DILocation(line: 0, scope: !115)
!218 = !DILocation(line: 100, column: 9, scope: !219)
!219 = distinct !DILexicalBlock(scope: !115, file: !2, line: 99, column: 5)
!220 = !DILocation(line: 0, scope: !117)
!221 = !DILocation(line: 102, column: 9, scope: !222)
!222 = distinct !DILexicalBlock(scope: !117, file: !2, line: 101, column: 5)
!223 = !DILocation(line: 103, column: 5, scope: !98)
!224 = !DILocation(line: 104, column: 5, scope: !98)
!225 = !DILocation(line: 0, scope: !124)
!226 = !DILocation(line: 105, column: 5, scope: !124)
!227 = !DILocation(line: 0, scope: !126)
!228 = !DILocation(line: 108, column: 20, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !2, line: 106, column: 38)
!230 = distinct !DILexicalBlock(scope: !126, file: !2, line: 106, column: 9)
!231 = !{!232, !232, i64 0}
!232 = !{!"short", !156, i64 0}
!233 = !DILocation(line: 107, column: 20, scope: !229)
!234 = !DILocation(line: 110, column: 19, scope: !235)
!235 = distinct !DILexicalBlock(scope: !127, file: !2, line: 110, column: 13)
!236 = !DILocation(line: 110, column: 13, scope: !127)
!237 = !DILocation(line: 117, column: 5, scope: !98)
!238 = !DILocation(line: 117, column: 14, scope: !98)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !136)
!241 = !DILocation(line: 118, column: 5, scope: !136)
!242 = !DILocalVariable(name: "to", arg: 1, scope: !243, file: !2, line: 64, type: !246)
!243 = distinct !DISubprogram(name: "duff_copy", scope: !2, file: !2, line: 64, type: !244, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !249)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246, !247, !101}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!249 = !{!242, !250, !251, !252}
!250 = !DILocalVariable(name: "from", arg: 2, scope: !243, file: !2, line: 64, type: !247)
!251 = !DILocalVariable(name: "count", arg: 3, scope: !243, file: !2, line: 64, type: !101)
!252 = !DILocalVariable(name: "n", scope: !243, file: !2, line: 65, type: !101)
!253 = !DILocation(line: 0, scope: !243, inlinedAt: !254)
!254 = distinct !DILocation(line: 111, column: 13, scope: !235)
!255 = !DILocation(line: 65, column: 20, scope: !243, inlinedAt: !254)
!256 = !DILocation(line: 65, column: 25, scope: !243, inlinedAt: !254)
!257 = !DILocation(line: 66, column: 19, scope: !243, inlinedAt: !254)
!258 = !DILocation(line: 66, column: 5, scope: !243, inlinedAt: !254)
!259 = !DILocation(line: 67, column: 31, scope: !260, inlinedAt: !254)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 67, column: 16)
!261 = distinct !DILexicalBlock(scope: !243, file: !2, line: 66, column: 24)
!262 = !DILocation(line: 67, column: 26, scope: !260, inlinedAt: !254)
!263 = !DILocation(line: 67, column: 21, scope: !260, inlinedAt: !254)
!264 = !DILocation(line: 67, column: 24, scope: !260, inlinedAt: !254)
!265 = !DILocation(line: 67, column: 18, scope: !260, inlinedAt: !254)
!266 = !DILocation(line: 68, column: 26, scope: !260, inlinedAt: !254)
!267 = !DILocation(line: 68, column: 21, scope: !260, inlinedAt: !254)
!268 = !DILocation(line: 68, column: 16, scope: !260, inlinedAt: !254)
!269 = !DILocation(line: 68, column: 19, scope: !260, inlinedAt: !254)
!270 = !DILocation(line: 68, column: 13, scope: !260, inlinedAt: !254)
!271 = !DILocation(line: 69, column: 26, scope: !260, inlinedAt: !254)
!272 = !DILocation(line: 69, column: 21, scope: !260, inlinedAt: !254)
!273 = !DILocation(line: 69, column: 16, scope: !260, inlinedAt: !254)
!274 = !DILocation(line: 69, column: 19, scope: !260, inlinedAt: !254)
!275 = !DILocation(line: 69, column: 13, scope: !260, inlinedAt: !254)
!276 = !DILocation(line: 70, column: 26, scope: !260, inlinedAt: !254)
!277 = !DILocation(line: 70, column: 21, scope: !260, inlinedAt: !254)
!278 = !DILocation(line: 70, column: 16, scope: !260, inlinedAt: !254)
!279 = !DILocation(line: 70, column: 19, scope: !260, inlinedAt: !254)
!280 = !DILocation(line: 70, column: 13, scope: !260, inlinedAt: !254)
!281 = !DILocation(line: 71, column: 26, scope: !260, inlinedAt: !254)
!282 = !DILocation(line: 71, column: 21, scope: !260, inlinedAt: !254)
!283 = !DILocation(line: 71, column: 16, scope: !260, inlinedAt: !254)
!284 = !DILocation(line: 71, column: 19, scope: !260, inlinedAt: !254)
!285 = !DILocation(line: 71, column: 13, scope: !260, inlinedAt: !254)
!286 = !DILocation(line: 72, column: 26, scope: !260, inlinedAt: !254)
!287 = !DILocation(line: 72, column: 21, scope: !260, inlinedAt: !254)
!288 = !DILocation(line: 72, column: 16, scope: !260, inlinedAt: !254)
!289 = !DILocation(line: 72, column: 19, scope: !260, inlinedAt: !254)
!290 = !DILocation(line: 72, column: 13, scope: !260, inlinedAt: !254)
!291 = !DILocation(line: 73, column: 26, scope: !260, inlinedAt: !254)
!292 = !DILocation(line: 73, column: 21, scope: !260, inlinedAt: !254)
!293 = !DILocation(line: 73, column: 16, scope: !260, inlinedAt: !254)
!294 = !DILocation(line: 73, column: 19, scope: !260, inlinedAt: !254)
!295 = !DILocation(line: 73, column: 13, scope: !260, inlinedAt: !254)
!296 = !DILocation(line: 74, column: 26, scope: !260, inlinedAt: !254)
!297 = !DILocation(line: 74, column: 21, scope: !260, inlinedAt: !254)
!298 = !DILocation(line: 74, column: 16, scope: !260, inlinedAt: !254)
!299 = !DILocation(line: 74, column: 19, scope: !260, inlinedAt: !254)
!300 = !DILocation(line: 75, column: 22, scope: !261, inlinedAt: !254)
!301 = !DILocation(line: 75, column: 26, scope: !261, inlinedAt: !254)
!302 = !DILocation(line: 75, column: 13, scope: !260, inlinedAt: !254)
!303 = distinct !{!303, !304, !305, !188}
!304 = !DILocation(line: 67, column: 13, scope: !261, inlinedAt: !254)
!305 = !DILocation(line: 75, column: 29, scope: !261, inlinedAt: !254)
!306 = !DILocation(line: 114, column: 20, scope: !307)
!307 = distinct !DILexicalBlock(scope: !131, file: !2, line: 113, column: 9)
!308 = !DILocation(line: 0, scope: !131)
!309 = !DILocation(line: 0, scope: !127)
!310 = !DILocation(line: 114, column: 17, scope: !307)
!311 = !DILocation(line: 115, column: 9, scope: !127)
!312 = !DILocation(line: 105, column: 44, scope: !128)
!313 = !DILocation(line: 105, column: 31, scope: !128)
!314 = distinct !{!314, !226, !315, !188}
!315 = !DILocation(line: 116, column: 5, scope: !124)
!316 = !DILocation(line: 119, column: 24, scope: !317)
!317 = distinct !DILexicalBlock(scope: !136, file: !2, line: 118, column: 5)
!318 = !DILocalVariable(name: "c", arg: 1, scope: !319, file: !2, line: 79, type: !88)
!319 = distinct !DISubprogram(name: "char_kind", scope: !2, file: !2, line: 79, type: !320, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !322)
!320 = !DISubroutineType(types: !321)
!321 = !{!134, !88}
!322 = !{!318}
!323 = !DILocation(line: 0, scope: !319, inlinedAt: !324)
!324 = distinct !DILocation(line: 119, column: 14, scope: !317)
!325 = !DILocation(line: 80, column: 5, scope: !319, inlinedAt: !324)
!326 = !DILocation(line: 82, column: 16, scope: !327, inlinedAt: !324)
!327 = distinct !DILexicalBlock(scope: !319, file: !2, line: 80, column: 16)
!328 = !DILocation(line: 83, column: 16, scope: !327, inlinedAt: !324)
!329 = !DILocation(line: 84, column: 16, scope: !327, inlinedAt: !324)
!330 = !DILocation(line: 85, column: 16, scope: !327, inlinedAt: !324)
!331 = !DILocation(line: 86, column: 16, scope: !327, inlinedAt: !324)
!332 = !DILocation(line: 87, column: 23, scope: !327, inlinedAt: !324)
!333 = !DILocation(line: 87, column: 21, scope: !327, inlinedAt: !324)
!334 = !DILocation(line: 87, column: 14, scope: !327, inlinedAt: !324)
!335 = !DILocation(line: 0, scope: !327, inlinedAt: !324)
!336 = !DILocation(line: 119, column: 9, scope: !317)
!337 = !DILocation(line: 119, column: 42, scope: !317)
!338 = !DILocation(line: 118, column: 36, scope: !317)
!339 = !DILocation(line: 118, column: 28, scope: !317)
!340 = distinct !{!340, !241, !341, !188}
!341 = !DILocation(line: 119, column: 42, scope: !136)
!342 = !DILocation(line: 0, scope: !138)
!343 = !DILocation(line: 121, column: 36, scope: !344)
!344 = distinct !DILexicalBlock(scope: !138, file: !2, line: 120, column: 5)
!345 = !DILocation(line: 121, column: 9, scope: !344)
!346 = !DILocation(line: 125, column: 5, scope: !142)
!347 = !DILocation(line: 136, column: 5, scope: !98)
!348 = !DILocation(line: 138, column: 1, scope: !98)
!349 = !DILocation(line: 0, scope: !142)
!350 = !DILocation(line: 126, column: 15, scope: !144)
!351 = !DILocation(line: 126, column: 29, scope: !144)
!352 = !DILocation(line: 127, column: 25, scope: !144)
!353 = !DILocation(line: 127, column: 32, scope: !144)
!354 = !DILocation(line: 0, scope: !144)
!355 = !DILocation(line: 128, column: 13, scope: !144)
!356 = !DILocation(line: 129, column: 27, scope: !357)
!357 = distinct !DILexicalBlock(scope: !358, file: !2, line: 129, column: 18)
!358 = distinct !DILexicalBlock(scope: !144, file: !2, line: 128, column: 13)
!359 = !DILocation(line: 130, column: 28, scope: !360)
!360 = distinct !DILexicalBlock(scope: !357, file: !2, line: 130, column: 18)
!361 = !DILocation(line: 131, column: 28, scope: !362)
!362 = distinct !DILexicalBlock(scope: !360, file: !2, line: 131, column: 18)
!363 = !DILocation(line: 132, column: 28, scope: !364)
!364 = distinct !DILexicalBlock(scope: !362, file: !2, line: 132, column: 18)
!365 = !DILocation(line: 133, column: 20, scope: !366)
!366 = distinct !DILexicalBlock(scope: !364, file: !2, line: 133, column: 18)
!367 = !DILocation(line: 0, scope: !358)
!368 = !DILocation(line: 125, column: 31, scope: !145)
!369 = !DILocation(line: 125, column: 23, scope: !145)
!370 = distinct !{!370, !346, !371, !188}
!371 = !DILocation(line: 135, column: 5, scope: !142)
!372 = !DISubprogram(name: "printf", scope: !373, file: !373, line: 356, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!374 = !DISubroutineType(types: !375)
!375 = !{!101, !376, null}
!376 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
