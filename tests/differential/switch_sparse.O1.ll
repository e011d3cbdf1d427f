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
    #dbg_assign(i1 undef, !103, !DIExpression(), !146, ptr @__const.main.codes, !DIExpression(), !147)
    #dbg_assign(i1 undef, !107, !DIExpression(), !148, ptr @__const.main.xs, !DIExpression(), !147)
  %1 = alloca [6 x i64], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !111, !DIExpression(), !149, ptr %1, !DIExpression(), !147)
  %2 = alloca [37 x i16], align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !118, !DIExpression(), !150, ptr %2, !DIExpression(), !147)
  %3 = alloca [37 x i16], align 16, !DIAssignID !151
    #dbg_assign(i1 undef, !122, !DIExpression(), !151, ptr %3, !DIExpression(), !147)
  %4 = alloca [8 x i32], align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !132, !DIExpression(), !152, ptr %4, !DIExpression(), !147)
    #dbg_assign(i1 undef, !103, !DIExpression(), !153, ptr @__const.main.codes, !DIExpression(), !147)
    #dbg_value(i32 0, !105, !DIExpression(), !154)
  br label %5, !dbg !155

5:                                                ; preds = %0, %22
  %6 = phi i64 [ 0, %0 ], [ %25, %22 ]
    #dbg_value(i64 %6, !105, !DIExpression(), !154)
  %7 = getelementptr inbounds [11 x i32], ptr @__const.main.codes, i64 0, i64 %6, !dbg !156
  %8 = load i32, ptr %7, align 4, !dbg !156, !tbaa !158
    #dbg_value(i32 %8, !162, !DIExpression(), !169)
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
  ], !dbg !171

9:                                                ; preds = %5
  br label %22, !dbg !172

10:                                               ; preds = %5
  br label %22, !dbg !174

11:                                               ; preds = %5
  br label %22, !dbg !175

12:                                               ; preds = %5
  br label %22, !dbg !176

13:                                               ; preds = %5
  br label %22, !dbg !177

14:                                               ; preds = %5
  br label %22, !dbg !178

15:                                               ; preds = %5
  br label %22, !dbg !179

16:                                               ; preds = %5
  br label %22, !dbg !180

17:                                               ; preds = %5
  br label %22, !dbg !181

18:                                               ; preds = %5
  br label %22, !dbg !182

19:                                               ; preds = %5
  br label %22, !dbg !183

20:                                               ; preds = %5
  br label %22, !dbg !184

21:                                               ; preds = %5
  br label %22, !dbg !185

22:                                               ; preds = %5, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21
  %23 = phi ptr [ @.str.21, %21 ], [ @.str.20, %20 ], [ @.str.19, %19 ], [ @.str.18, %18 ], [ @.str.17, %17 ], [ @.str.16, %16 ], [ @.str.15, %15 ], [ @.str.14, %14 ], [ @.str.13, %13 ], [ @.str.12, %12 ], [ @.str.11, %11 ], [ @.str.10, %10 ], [ @.str.9, %9 ], [ @.str.8, %5 ], !dbg !186
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, ptr noundef nonnull %23), !dbg !187
  %25 = add nuw nsw i64 %6, 1, !dbg !188
    #dbg_value(i64 %25, !105, !DIExpression(), !154)
  %26 = icmp eq i64 %25, 11, !dbg !189
  br i1 %26, label %32, label %5, !dbg !155, !llvm.loop !190

27:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4, !dbg !194
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, i8 0, i64 48, i1 false), !dbg !195, !DIAssignID !196
    #dbg_assign(i8 0, !111, !DIExpression(), !196, ptr %1, !DIExpression(), !147)
  store i64 1099511627776, ptr %1, align 16, !dbg !195, !DIAssignID !197
    #dbg_assign(i64 1099511627776, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !197, ptr %1, !DIExpression(), !147)
  %28 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !195
  store i64 -1125899906842624, ptr %28, align 8, !dbg !195, !DIAssignID !198
    #dbg_assign(i64 -1125899906842624, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198, ptr %28, !DIExpression(), !147)
  %29 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !195
  store i64 9223372036854775807, ptr %29, align 16, !dbg !195, !DIAssignID !199
    #dbg_assign(i64 9223372036854775807, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !199, ptr %29, !DIExpression(), !147)
  %30 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !195
  store i64 12345678901, ptr %30, align 8, !dbg !195, !DIAssignID !200
    #dbg_assign(i64 12345678901, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !200, ptr %30, !DIExpression(), !147)
  %31 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !195
  store i64 2199023255552, ptr %31, align 16, !dbg !195, !DIAssignID !201
    #dbg_assign(i64 2199023255552, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !201, ptr %31, !DIExpression(), !147)
    #dbg_value(i32 0, !114, !DIExpression(), !202)
  br label %50, !dbg !203

32:                                               ; preds = %22, %45
  %33 = phi i64 [ %48, %45 ], [ 0, %22 ]
    #dbg_value(i64 %33, !109, !DIExpression(), !204)
  %34 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %33, !dbg !205
  %35 = load i32, ptr %34, align 4, !dbg !205, !tbaa !158
    #dbg_value(i32 %35, !207, !DIExpression(), !212)
  switch i32 %35, label %44 [
    i32 -1000000, label %45
    i32 -77, label %36
    i32 -1, label %37
    i32 0, label %38
    i32 13, label %39
    i32 4096, label %40
    i32 65537, label %41
    i32 2147483647, label %42
    i32 -2147483648, label %43
  ], !dbg !214

36:                                               ; preds = %32
  br label %45, !dbg !215

37:                                               ; preds = %32
  br label %45, !dbg !217

38:                                               ; preds = %32
  br label %45, !dbg !218

39:                                               ; preds = %32
  br label %45, !dbg !219

40:                                               ; preds = %32
  br label %45, !dbg !220

41:                                               ; preds = %32
  br label %45, !dbg !221

42:                                               ; preds = %32
  br label %45, !dbg !222

43:                                               ; preds = %32
  br label %45, !dbg !223

44:                                               ; preds = %32
  br label %45, !dbg !224

45:                                               ; preds = %32, %36, %37, %38, %39, %40, %41, %42, %43, %44
  %46 = phi i32 [ 0, %44 ], [ 9, %43 ], [ 8, %42 ], [ 7, %41 ], [ 6, %40 ], [ 5, %39 ], [ 4, %38 ], [ 3, %37 ], [ 2, %36 ], [ 1, %32 ], !dbg !225
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35, i32 noundef %46), !dbg !226
  %48 = add nuw nsw i64 %33, 1, !dbg !227
    #dbg_value(i64 %48, !109, !DIExpression(), !204)
  %49 = icmp eq i64 %48, 12, !dbg !228
  br i1 %49, label %27, label %32, !dbg !229, !llvm.loop !230

50:                                               ; preds = %27, %58
  %51 = phi i64 [ 0, %27 ], [ %61, %58 ]
    #dbg_value(i64 %51, !114, !DIExpression(), !202)
  %52 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %51, !dbg !232
  %53 = load i64, ptr %52, align 8, !dbg !232, !tbaa !234
    #dbg_value(i64 %53, !236, !DIExpression(), !241)
  switch i64 %53, label %57 [
    i64 1099511627776, label %58
    i64 -1125899906842624, label %54
    i64 9223372036854775807, label %55
    i64 12345678901, label %56
  ], !dbg !243

54:                                               ; preds = %50
  br label %58, !dbg !244

55:                                               ; preds = %50
  br label %58, !dbg !246

56:                                               ; preds = %50
  br label %58, !dbg !247

57:                                               ; preds = %50
  br label %58, !dbg !248

58:                                               ; preds = %50, %54, %55, %56, %57
  %59 = phi i32 [ -1, %57 ], [ 4, %56 ], [ 3, %55 ], [ 2, %54 ], [ 1, %50 ], !dbg !249
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %53, i32 noundef %59), !dbg !250
  %61 = add nuw nsw i64 %51, 1, !dbg !251
    #dbg_value(i64 %61, !114, !DIExpression(), !202)
  %62 = icmp eq i64 %61, 6, !dbg !252
  br i1 %62, label %65, label %50, !dbg !203, !llvm.loop !253

63:                                               ; preds = %73
    #dbg_value(i32 100, !255, !DIExpression(), !259)
    #dbg_value(i32 0, !258, !DIExpression(), !259)
    #dbg_value(i32 -1, !258, !DIExpression(), !259)
    #dbg_value(i32 -8, !258, !DIExpression(), !259)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -8), !dbg !261
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %2) #4, !dbg !262
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %3) #4, !dbg !262
    #dbg_value(i32 0, !123, !DIExpression(), !263)
  br label %78, !dbg !264

65:                                               ; preds = %58, %73
  %66 = phi i32 [ %76, %73 ], [ -1, %58 ]
    #dbg_value(i32 %66, !116, !DIExpression(), !265)
    #dbg_value(i32 %66, !255, !DIExpression(), !266)
    #dbg_value(i32 0, !258, !DIExpression(), !266)
  switch i32 %66, label %72 [
    i32 5, label %67
    i32 4, label %68
    i32 3, label %69
    i32 2, label %70
    i32 1, label %73
    i32 100, label %71
  ], !dbg !269

67:                                               ; preds = %65
    #dbg_value(i32 50, !258, !DIExpression(), !266)
  br label %73, !dbg !270

68:                                               ; preds = %65
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
  br label %73, !dbg !272

69:                                               ; preds = %65
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
  br label %73, !dbg !273

70:                                               ; preds = %65
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
  br label %73, !dbg !274

71:                                               ; preds = %65
    #dbg_value(i32 -1, !258, !DIExpression(), !266)
  br label %73, !dbg !275

72:                                               ; preds = %65
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
    #dbg_value(i32 undef, !258, !DIExpression(), !266)
  br label %73, !dbg !276

73:                                               ; preds = %65, %67, %68, %69, %70, %71, %72
  %74 = phi i32 [ 10, %65 ], [ 150, %67 ], [ 100, %68 ], [ 60, %69 ], [ 30, %70 ], [ -8, %71 ], [ -7, %72 ], !dbg !277
    #dbg_value(i32 %74, !258, !DIExpression(), !266)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %66, i32 noundef %74), !dbg !278
  %76 = add nsw i32 %66, 1, !dbg !279
    #dbg_value(i32 %76, !116, !DIExpression(), !265)
  %77 = icmp eq i32 %76, 7, !dbg !280
  br i1 %77, label %63, label %65, !dbg !281, !llvm.loop !282

78:                                               ; preds = %63, %155
  %79 = phi i32 [ 0, %63 ], [ %157, %155 ]
    #dbg_value(i32 %79, !123, !DIExpression(), !263)
    #dbg_value(i32 0, !125, !DIExpression(), !284)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(74) %3, i8 -1, i64 74, i1 false), !dbg !285, !tbaa !288
  br label %84, !dbg !290

80:                                               ; preds = %155
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #4, !dbg !291
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false), !dbg !292, !DIAssignID !293
    #dbg_assign(i8 0, !132, !DIExpression(), !293, ptr %4, !DIExpression(), !147)
    #dbg_value(i32 0, !135, !DIExpression(), !294)
  br label %168, !dbg !295

81:                                               ; preds = %84
  %82 = icmp eq i32 %79, 0, !dbg !296
  br i1 %82, label %83, label %92, !dbg !298

83:                                               ; preds = %145, %81
  br label %159, !dbg !299

84:                                               ; preds = %78, %84
  %85 = phi i64 [ 0, %78 ], [ %90, %84 ]
    #dbg_value(i64 %85, !125, !DIExpression(), !284)
  %86 = trunc i64 %85 to i16, !dbg !300
  %87 = mul nuw nsw i16 %86, 11, !dbg !300
  %88 = add nsw i16 %87, -100, !dbg !300
  %89 = getelementptr inbounds [37 x i16], ptr %2, i64 0, i64 %85, !dbg !301
  store i16 %88, ptr %89, align 2, !dbg !302, !tbaa !288
  %90 = add nuw nsw i64 %85, 1, !dbg !303
    #dbg_value(i64 %90, !125, !DIExpression(), !284)
  %91 = icmp eq i64 %90, 37, !dbg !304
  br i1 %91, label %81, label %84, !dbg !290, !llvm.loop !305

92:                                               ; preds = %81
    #dbg_value(ptr %3, !307, !DIExpression(), !318)
    #dbg_value(ptr %2, !315, !DIExpression(), !318)
    #dbg_value(i32 %79, !316, !DIExpression(), !318)
  %93 = add nuw nsw i32 %79, 7, !dbg !320
  %94 = lshr i32 %93, 3, !dbg !321
    #dbg_value(i32 %94, !317, !DIExpression(), !318)
  %95 = and i32 %79, 7, !dbg !322
  switch i32 %95, label %154 [
    i32 0, label %96
    i32 7, label %103
    i32 6, label %110
    i32 5, label %117
    i32 4, label %124
    i32 3, label %131
    i32 2, label %138
    i32 1, label %145
  ], !dbg !323

96:                                               ; preds = %145, %92
  %97 = phi ptr [ %149, %145 ], [ %2, %92 ]
  %98 = phi ptr [ %151, %145 ], [ %3, %92 ]
  %99 = phi i32 [ %152, %145 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %99, !317, !DIExpression(), !318)
    #dbg_value(ptr %98, !307, !DIExpression(), !318)
    #dbg_value(ptr %97, !315, !DIExpression(), !318)
  %100 = getelementptr inbounds i8, ptr %97, i64 2, !dbg !324
    #dbg_value(ptr %100, !315, !DIExpression(), !318)
  %101 = load i16, ptr %97, align 2, !dbg !327, !tbaa !288
  %102 = getelementptr inbounds i8, ptr %98, i64 2, !dbg !328
    #dbg_value(ptr %102, !307, !DIExpression(), !318)
  store i16 %101, ptr %98, align 2, !dbg !329, !tbaa !288
  br label %103, !dbg !330

103:                                              ; preds = %96, %92
  %104 = phi ptr [ %100, %96 ], [ %2, %92 ]
  %105 = phi ptr [ %102, %96 ], [ %3, %92 ]
  %106 = phi i32 [ %99, %96 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %106, !317, !DIExpression(), !318)
    #dbg_value(ptr %105, !307, !DIExpression(), !318)
    #dbg_value(ptr %104, !315, !DIExpression(), !318)
  %107 = getelementptr inbounds i8, ptr %104, i64 2, !dbg !331
    #dbg_value(ptr %107, !315, !DIExpression(), !318)
  %108 = load i16, ptr %104, align 2, !dbg !332, !tbaa !288
  %109 = getelementptr inbounds i8, ptr %105, i64 2, !dbg !333
    #dbg_value(ptr %109, !307, !DIExpression(), !318)
  store i16 %108, ptr %105, align 2, !dbg !334, !tbaa !288
  br label %110, !dbg !335

110:                                              ; preds = %103, %92
  %111 = phi ptr [ %107, %103 ], [ %2, %92 ]
  %112 = phi ptr [ %109, %103 ], [ %3, %92 ]
  %113 = phi i32 [ %106, %103 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %113, !317, !DIExpression(), !318)
    #dbg_value(ptr %112, !307, !DIExpression(), !318)
    #dbg_value(ptr %111, !315, !DIExpression(), !318)
  %114 = getelementptr inbounds i8, ptr %111, i64 2, !dbg !336
    #dbg_value(ptr %114, !315, !DIExpression(), !318)
  %115 = load i16, ptr %111, align 2, !dbg !337, !tbaa !288
  %116 = getelementptr inbounds i8, ptr %112, i64 2, !dbg !338
    #dbg_value(ptr %116, !307, !DIExpression(), !318)
  store i16 %115, ptr %112, align 2, !dbg !339, !tbaa !288
  br label %117, !dbg !340

117:                                              ; preds = %110, %92
  %118 = phi ptr [ %114, %110 ], [ %2, %92 ]
  %119 = phi ptr [ %116, %110 ], [ %3, %92 ]
  %120 = phi i32 [ %113, %110 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %120, !317, !DIExpression(), !318)
    #dbg_value(ptr %119, !307, !DIExpression(), !318)
    #dbg_value(ptr %118, !315, !DIExpression(), !318)
  %121 = getelementptr inbounds i8, ptr %118, i64 2, !dbg !341
    #dbg_value(ptr %121, !315, !DIExpression(), !318)
  %122 = load i16, ptr %118, align 2, !dbg !342, !tbaa !288
  %123 = getelementptr inbounds i8, ptr %119, i64 2, !dbg !343
    #dbg_value(ptr %123, !307, !DIExpression(), !318)
  store i16 %122, ptr %119, align 2, !dbg !344, !tbaa !288
  br label %124, !dbg !345

124:                                              ; preds = %117, %92
  %125 = phi ptr [ %121, %117 ], [ %2, %92 ]
  %126 = phi ptr [ %123, %117 ], [ %3, %92 ]
  %127 = phi i32 [ %120, %117 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %127, !317, !DIExpression(), !318)
    #dbg_value(ptr %126, !307, !DIExpression(), !318)
    #dbg_value(ptr %125, !315, !DIExpression(), !318)
  %128 = getelementptr inbounds i8, ptr %125, i64 2, !dbg !346
    #dbg_value(ptr %128, !315, !DIExpression(), !318)
  %129 = load i16, ptr %125, align 2, !dbg !347, !tbaa !288
  %130 = getelementptr inbounds i8, ptr %126, i64 2, !dbg !348
    #dbg_value(ptr %130, !307, !DIExpression(), !318)
  store i16 %129, ptr %126, align 2, !dbg !349, !tbaa !288
  br label %131, !dbg !350

131:                                              ; preds = %124, %92
  %132 = phi ptr [ %128, %124 ], [ %2, %92 ]
  %133 = phi ptr [ %130, %124 ], [ %3, %92 ]
  %134 = phi i32 [ %127, %124 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %134, !317, !DIExpression(), !318)
    #dbg_value(ptr %133, !307, !DIExpression(), !318)
    #dbg_value(ptr %132, !315, !DIExpression(), !318)
  %135 = getelementptr inbounds i8, ptr %132, i64 2, !dbg !351
    #dbg_value(ptr %135, !315, !DIExpression(), !318)
  %136 = load i16, ptr %132, align 2, !dbg !352, !tbaa !288
  %137 = getelementptr inbounds i8, ptr %133, i64 2, !dbg !353
    #dbg_value(ptr %137, !307, !DIExpression(), !318)
  store i16 %136, ptr %133, align 2, !dbg !354, !tbaa !288
  br label %138, !dbg !355

138:                                              ; preds = %131, %92
  %139 = phi ptr [ %135, %131 ], [ %2, %92 ]
  %140 = phi ptr [ %137, %131 ], [ %3, %92 ]
  %141 = phi i32 [ %134, %131 ], [ %94, %92 ], !dbg !318
    #dbg_value(i32 %141, !317, !DIExpression(), !318)
    #dbg_value(ptr %140, !307, !DIExpression(), !318)
    #dbg_value(ptr %139, !315, !DIExpression(), !318)
  %142 = getelementptr inbounds i8, ptr %139, i64 2, !dbg !356
    #dbg_value(ptr %142, !315, !DIExpression(), !318)
  %143 = load i16, ptr %139, align 2, !dbg !357, !tbaa !288
  %144 = getelementptr inbounds i8, ptr %140, i64 2, !dbg !358
    #dbg_value(ptr %144, !307, !DIExpression(), !318)
  store i16 %143, ptr %140, align 2, !dbg !359, !tbaa !288
  br label %145, !dbg !360

145:                                              ; preds = %138, %92
  %146 = phi ptr [ %2, %92 ], [ %142, %138 ]
  %147 = phi ptr [ %3, %92 ], [ %144, %138 ]
  %148 = phi i32 [ %94, %92 ], [ %141, %138 ], !dbg !318
    #dbg_value(i32 %148, !317, !DIExpression(), !318)
    #dbg_value(ptr %147, !307, !DIExpression(), !318)
    #dbg_value(ptr %146, !315, !DIExpression(), !318)
  %149 = getelementptr inbounds i8, ptr %146, i64 2, !dbg !361
    #dbg_value(ptr %149, !315, !DIExpression(), !318)
  %150 = load i16, ptr %146, align 2, !dbg !362, !tbaa !288
  %151 = getelementptr inbounds i8, ptr %147, i64 2, !dbg !363
    #dbg_value(ptr %151, !307, !DIExpression(), !318)
  store i16 %150, ptr %147, align 2, !dbg !364, !tbaa !288
  %152 = add nsw i32 %148, -1, !dbg !365
    #dbg_value(i32 %152, !317, !DIExpression(), !318)
  %153 = icmp sgt i32 %148, 1, !dbg !366
  br i1 %153, label %96, label %83, !dbg !367, !llvm.loop !368

154:                                              ; preds = %92
  unreachable

155:                                              ; preds = %159
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %79, i32 noundef %165), !dbg !371
  %157 = add nuw nsw i32 %79, 5, !dbg !372
    #dbg_value(i32 %157, !123, !DIExpression(), !263)
  %158 = icmp ult i32 %79, 33, !dbg !373
  br i1 %158, label %78, label %80, !dbg !264, !llvm.loop !374

159:                                              ; preds = %83, %159
  %160 = phi i64 [ %166, %159 ], [ 0, %83 ]
  %161 = phi i32 [ %165, %159 ], [ 0, %83 ]
    #dbg_value(i64 %160, !130, !DIExpression(), !376)
    #dbg_value(i32 %161, !129, !DIExpression(), !377)
  %162 = getelementptr inbounds [37 x i16], ptr %3, i64 0, i64 %160, !dbg !378
  %163 = load i16, ptr %162, align 2, !dbg !378, !tbaa !288
  %164 = sext i16 %163 to i32, !dbg !378
  %165 = add nsw i32 %161, %164, !dbg !380
    #dbg_value(i32 %165, !129, !DIExpression(), !377)
  %166 = add nuw nsw i64 %160, 1, !dbg !381
    #dbg_value(i64 %166, !130, !DIExpression(), !376)
  %167 = icmp eq i64 %166, 37, !dbg !382
  br i1 %167, label %155, label %159, !dbg !299, !llvm.loop !383

168:                                              ; preds = %80, %179
  %169 = phi i32 [ 0, %80 ], [ %184, %179 ]
    #dbg_value(i32 %169, !135, !DIExpression(), !294)
  %170 = trunc nuw i32 %169 to i8, !dbg !385
    #dbg_value(i8 %170, !387, !DIExpression(), !392)
  switch i8 %170, label %176 [
    i8 0, label %179
    i8 127, label %171
    i8 -128, label %172
    i8 -96, label %173
    i8 -61, label %174
    i8 -1, label %175
  ], !dbg !394

171:                                              ; preds = %168
  br label %179, !dbg !395

172:                                              ; preds = %168
  br label %179, !dbg !397

173:                                              ; preds = %168
  br label %179, !dbg !398

174:                                              ; preds = %168
  br label %179, !dbg !399

175:                                              ; preds = %168
  br label %179, !dbg !400

176:                                              ; preds = %168
  %177 = icmp ult i32 %169, 32, !dbg !401
  %178 = select i1 %177, i64 6, i64 7, !dbg !402
  br label %179, !dbg !403

179:                                              ; preds = %168, %171, %172, %173, %174, %175, %176
  %180 = phi i64 [ %178, %176 ], [ 5, %175 ], [ 4, %174 ], [ 3, %173 ], [ 2, %172 ], [ 1, %171 ], [ 0, %168 ], !dbg !404
  %181 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %180, !dbg !405
  %182 = load i32, ptr %181, align 4, !dbg !406, !tbaa !158
  %183 = add i32 %182, 1, !dbg !406
  store i32 %183, ptr %181, align 4, !dbg !406, !tbaa !158
  %184 = add nuw nsw i32 %169, 1, !dbg !407
    #dbg_value(i32 %184, !135, !DIExpression(), !294)
  %185 = icmp eq i32 %184, 256, !dbg !408
  br i1 %185, label %186, label %168, !dbg !295, !llvm.loop !409

186:                                              ; preds = %179, %186
  %187 = phi i64 [ %192, %186 ], [ 0, %179 ]
    #dbg_value(i64 %187, !137, !DIExpression(), !411)
  %188 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %187, !dbg !412
  %189 = load i32, ptr %188, align 4, !dbg !412, !tbaa !158
  %190 = trunc nuw nsw i64 %187 to i32, !dbg !414
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %190, i32 noundef %189), !dbg !414
  %192 = add nuw nsw i64 %187, 1, !dbg !415
    #dbg_value(i64 %192, !137, !DIExpression(), !411)
  %193 = icmp eq i64 %192, 8, !dbg !416
  br i1 %193, label %196, label %186, !dbg !417, !llvm.loop !418

194:                                              ; preds = %211
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %213), !dbg !420
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #4, !dbg !421
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %3) #4, !dbg !421
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %2) #4, !dbg !421
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4, !dbg !421
  ret i32 0, !dbg !421

196:                                              ; preds = %186, %211
  %197 = phi i32 [ %214, %211 ], [ 0, %186 ]
  %198 = phi i32 [ %213, %211 ], [ 0, %186 ]
  %199 = phi i32 [ %201, %211 ], [ 7, %186 ]
    #dbg_value(i32 %197, !141, !DIExpression(), !422)
    #dbg_value(i32 %198, !140, !DIExpression(), !147)
    #dbg_value(i32 %199, !139, !DIExpression(), !147)
  %200 = mul i32 %199, 1103515245, !dbg !423
  %201 = add i32 %200, 12345, !dbg !424
    #dbg_value(i32 %201, !139, !DIExpression(), !147)
  %202 = lshr i32 %201, 16, !dbg !425
  %203 = urem i32 %202, 1000, !dbg !426
    #dbg_value(i32 %203, !143, !DIExpression(), !427)
  switch i32 %203, label %208 [
    i32 3, label %211
    i32 17, label %204
    i32 101, label %205
    i32 555, label %206
    i32 999, label %207
  ], !dbg !428

204:                                              ; preds = %196
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
  br label %211, !dbg !429

205:                                              ; preds = %196
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
  br label %211, !dbg !432

206:                                              ; preds = %196
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
  br label %211, !dbg !434

207:                                              ; preds = %196
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
  br label %211, !dbg !436

208:                                              ; preds = %196
  %209 = icmp ult i32 %203, 100, !dbg !438
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
  %210 = select i1 %209, i32 6, i32 -1
  br label %211

211:                                              ; preds = %208, %196, %204, %206, %207, %205
  %212 = phi i32 [ 2, %204 ], [ 4, %206 ], [ 5, %207 ], [ 3, %205 ], [ 1, %196 ], [ %210, %208 ]
  %213 = add nsw i32 %198, %212, !dbg !440
    #dbg_value(i32 %213, !140, !DIExpression(), !147)
  %214 = add nuw nsw i32 %197, 1, !dbg !441
    #dbg_value(i32 %214, !141, !DIExpression(), !422)
    #dbg_value(i32 %201, !139, !DIExpression(), !147)
  %215 = icmp eq i32 %214, 300, !dbg !442
  br i1 %215, label %194, label %196, !dbg !443, !llvm.loop !444
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !446 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

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
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !106)
!155 = !DILocation(line: 93, column: 5, scope: !106)
!156 = !DILocation(line: 94, column: 27, scope: !157)
!157 = distinct !DILexicalBlock(scope: !106, file: !2, line: 93, column: 5)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !DILocalVariable(name: "code", arg: 1, scope: !163, file: !2, line: 5, type: !101)
!163 = distinct !DISubprogram(name: "http_status", scope: !2, file: !2, line: 5, type: !164, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !168)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !101}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!168 = !{!162}
!169 = !DILocation(line: 0, scope: !163, inlinedAt: !170)
!170 = distinct !DILocation(line: 94, column: 37, scope: !157)
!171 = !DILocation(line: 6, column: 5, scope: !163, inlinedAt: !170)
!172 = !DILocation(line: 8, column: 15, scope: !173, inlinedAt: !170)
!173 = distinct !DILexicalBlock(scope: !163, file: !2, line: 6, column: 19)
!174 = !DILocation(line: 9, column: 15, scope: !173, inlinedAt: !170)
!175 = !DILocation(line: 10, column: 15, scope: !173, inlinedAt: !170)
!176 = !DILocation(line: 11, column: 15, scope: !173, inlinedAt: !170)
!177 = !DILocation(line: 12, column: 15, scope: !173, inlinedAt: !170)
!178 = !DILocation(line: 13, column: 15, scope: !173, inlinedAt: !170)
!179 = !DILocation(line: 14, column: 15, scope: !173, inlinedAt: !170)
!180 = !DILocation(line: 15, column: 15, scope: !173, inlinedAt: !170)
!181 = !DILocation(line: 16, column: 15, scope: !173, inlinedAt: !170)
!182 = !DILocation(line: 17, column: 15, scope: !173, inlinedAt: !170)
!183 = !DILocation(line: 18, column: 15, scope: !173, inlinedAt: !170)
!184 = !DILocation(line: 19, column: 15, scope: !173, inlinedAt: !170)
!185 = !DILocation(line: 20, column: 14, scope: !173, inlinedAt: !170)
!186 = !DILocation(line: 0, scope: !173, inlinedAt: !170)
!187 = !DILocation(line: 94, column: 9, scope: !157)
!188 = !DILocation(line: 93, column: 30, scope: !157)
!189 = !DILocation(line: 93, column: 23, scope: !157)
!190 = distinct !{!190, !155, !191, !192, !193}
!191 = !DILocation(line: 94, column: 58, scope: !106)
!192 = !{!"llvm.loop.mustprogress"}
!193 = !{!"llvm.loop.unroll.disable"}
!194 = !DILocation(line: 98, column: 5, scope: !98)
!195 = !DILocation(line: 98, column: 15, scope: !98)
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 0, scope: !115)
!203 = !DILocation(line: 99, column: 5, scope: !115)
!204 = !DILocation(line: 0, scope: !110)
!205 = !DILocation(line: 97, column: 39, scope: !206)
!206 = distinct !DILexicalBlock(scope: !110, file: !2, line: 96, column: 5)
!207 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !2, line: 24, type: !101)
!208 = distinct !DISubprogram(name: "sparse_neg", scope: !2, file: !2, line: 24, type: !209, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!101, !101}
!211 = !{!207}
!212 = !DILocation(line: 0, scope: !208, inlinedAt: !213)
!213 = distinct !DILocation(line: 97, column: 46, scope: !206)
!214 = !DILocation(line: 25, column: 5, scope: !208, inlinedAt: !213)
!215 = !DILocation(line: 27, column: 15, scope: !216, inlinedAt: !213)
!216 = distinct !DILexicalBlock(scope: !208, file: !2, line: 25, column: 16)
!217 = !DILocation(line: 28, column: 14, scope: !216, inlinedAt: !213)
!218 = !DILocation(line: 29, column: 13, scope: !216, inlinedAt: !213)
!219 = !DILocation(line: 30, column: 14, scope: !216, inlinedAt: !213)
!220 = !DILocation(line: 31, column: 16, scope: !216, inlinedAt: !213)
!221 = !DILocation(line: 32, column: 17, scope: !216, inlinedAt: !213)
!222 = !DILocation(line: 33, column: 22, scope: !216, inlinedAt: !213)
!223 = !DILocation(line: 34, column: 27, scope: !216, inlinedAt: !213)
!224 = !DILocation(line: 35, column: 14, scope: !216, inlinedAt: !213)
!225 = !DILocation(line: 0, scope: !216, inlinedAt: !213)
!226 = !DILocation(line: 97, column: 9, scope: !206)
!227 = !DILocation(line: 96, column: 30, scope: !206)
!228 = !DILocation(line: 96, column: 23, scope: !206)
!229 = !DILocation(line: 96, column: 5, scope: !110)
!230 = distinct !{!230, !229, !231, !192, !193}
!231 = !DILocation(line: 97, column: 63, scope: !110)
!232 = !DILocation(line: 100, column: 40, scope: !233)
!233 = distinct !DILexicalBlock(scope: !115, file: !2, line: 99, column: 5)
!234 = !{!235, !235, i64 0}
!235 = !{!"long long", !160, i64 0}
!236 = !DILocalVariable(name: "x", arg: 1, scope: !237, file: !2, line: 39, type: !113)
!237 = distinct !DISubprogram(name: "sparse_ll", scope: !2, file: !2, line: 39, type: !238, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!101, !113}
!240 = !{!236}
!241 = !DILocation(line: 0, scope: !237, inlinedAt: !242)
!242 = distinct !DILocation(line: 100, column: 47, scope: !233)
!243 = !DILocation(line: 40, column: 5, scope: !237, inlinedAt: !242)
!244 = !DILocation(line: 42, column: 24, scope: !245, inlinedAt: !242)
!245 = distinct !DILexicalBlock(scope: !237, file: !2, line: 40, column: 16)
!246 = !DILocation(line: 43, column: 32, scope: !245, inlinedAt: !242)
!247 = !DILocation(line: 44, column: 25, scope: !245, inlinedAt: !242)
!248 = !DILocation(line: 45, column: 14, scope: !245, inlinedAt: !242)
!249 = !DILocation(line: 0, scope: !245, inlinedAt: !242)
!250 = !DILocation(line: 100, column: 9, scope: !233)
!251 = !DILocation(line: 99, column: 29, scope: !233)
!252 = !DILocation(line: 99, column: 23, scope: !233)
!253 = distinct !{!253, !203, !254, !192, !193}
!254 = !DILocation(line: 100, column: 63, scope: !115)
!255 = !DILocalVariable(name: "n", arg: 1, scope: !256, file: !2, line: 50, type: !101)
!256 = distinct !DISubprogram(name: "fall", scope: !2, file: !2, line: 50, type: !209, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !257)
!257 = !{!255, !258}
!258 = !DILocalVariable(name: "r", scope: !256, file: !2, line: 51, type: !101)
!259 = !DILocation(line: 0, scope: !256, inlinedAt: !260)
!260 = distinct !DILocation(line: 103, column: 30, scope: !98)
!261 = !DILocation(line: 103, column: 5, scope: !98)
!262 = !DILocation(line: 104, column: 5, scope: !98)
!263 = !DILocation(line: 0, scope: !124)
!264 = !DILocation(line: 105, column: 5, scope: !124)
!265 = !DILocation(line: 0, scope: !117)
!266 = !DILocation(line: 0, scope: !256, inlinedAt: !267)
!267 = distinct !DILocation(line: 102, column: 36, scope: !268)
!268 = distinct !DILexicalBlock(scope: !117, file: !2, line: 101, column: 5)
!269 = !DILocation(line: 52, column: 5, scope: !256, inlinedAt: !267)
!270 = !DILocation(line: 53, column: 13, scope: !271, inlinedAt: !267)
!271 = distinct !DILexicalBlock(scope: !256, file: !2, line: 52, column: 16)
!272 = !DILocation(line: 54, column: 13, scope: !271, inlinedAt: !267)
!273 = !DILocation(line: 55, column: 13, scope: !271, inlinedAt: !267)
!274 = !DILocation(line: 56, column: 13, scope: !271, inlinedAt: !267)
!275 = !DILocation(line: 58, column: 15, scope: !271, inlinedAt: !267)
!276 = !DILocation(line: 60, column: 5, scope: !271, inlinedAt: !267)
!277 = !DILocation(line: 0, scope: !271, inlinedAt: !267)
!278 = !DILocation(line: 102, column: 9, scope: !268)
!279 = !DILocation(line: 101, column: 31, scope: !268)
!280 = !DILocation(line: 101, column: 24, scope: !268)
!281 = !DILocation(line: 101, column: 5, scope: !117)
!282 = distinct !{!282, !281, !283, !192, !193}
!283 = !DILocation(line: 102, column: 43, scope: !117)
!284 = !DILocation(line: 0, scope: !126)
!285 = !DILocation(line: 108, column: 20, scope: !286)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 106, column: 38)
!287 = distinct !DILexicalBlock(scope: !126, file: !2, line: 106, column: 9)
!288 = !{!289, !289, i64 0}
!289 = !{!"short", !160, i64 0}
!290 = !DILocation(line: 106, column: 9, scope: !126)
!291 = !DILocation(line: 117, column: 5, scope: !98)
!292 = !DILocation(line: 117, column: 14, scope: !98)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !136)
!295 = !DILocation(line: 118, column: 5, scope: !136)
!296 = !DILocation(line: 110, column: 19, scope: !297)
!297 = distinct !DILexicalBlock(scope: !127, file: !2, line: 110, column: 13)
!298 = !DILocation(line: 110, column: 13, scope: !127)
!299 = !DILocation(line: 113, column: 9, scope: !131)
!300 = !DILocation(line: 107, column: 22, scope: !286)
!301 = !DILocation(line: 107, column: 13, scope: !286)
!302 = !DILocation(line: 107, column: 20, scope: !286)
!303 = !DILocation(line: 106, column: 34, scope: !287)
!304 = !DILocation(line: 106, column: 27, scope: !287)
!305 = distinct !{!305, !290, !306, !192, !193}
!306 = !DILocation(line: 109, column: 9, scope: !126)
!307 = !DILocalVariable(name: "to", arg: 1, scope: !308, file: !2, line: 64, type: !311)
!308 = distinct !DISubprogram(name: "duff_copy", scope: !2, file: !2, line: 64, type: !309, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !314)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !311, !312, !101}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!314 = !{!307, !315, !316, !317}
!315 = !DILocalVariable(name: "from", arg: 2, scope: !308, file: !2, line: 64, type: !312)
!316 = !DILocalVariable(name: "count", arg: 3, scope: !308, file: !2, line: 64, type: !101)
!317 = !DILocalVariable(name: "n", scope: !308, file: !2, line: 65, type: !101)
!318 = !DILocation(line: 0, scope: !308, inlinedAt: !319)
!319 = distinct !DILocation(line: 111, column: 13, scope: !297)
!320 = !DILocation(line: 65, column: 20, scope: !308, inlinedAt: !319)
!321 = !DILocation(line: 65, column: 25, scope: !308, inlinedAt: !319)
!322 = !DILocation(line: 66, column: 19, scope: !308, inlinedAt: !319)
!323 = !DILocation(line: 66, column: 5, scope: !308, inlinedAt: !319)
!324 = !DILocation(line: 67, column: 31, scope: !325, inlinedAt: !319)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 67, column: 16)
!326 = distinct !DILexicalBlock(scope: !308, file: !2, line: 66, column: 24)
!327 = !DILocation(line: 67, column: 26, scope: !325, inlinedAt: !319)
!328 = !DILocation(line: 67, column: 21, scope: !325, inlinedAt: !319)
!329 = !DILocation(line: 67, column: 24, scope: !325, inlinedAt: !319)
!330 = !DILocation(line: 67, column: 18, scope: !325, inlinedAt: !319)
!331 = !DILocation(line: 68, column: 26, scope: !325, inlinedAt: !319)
!332 = !DILocation(line: 68, column: 21, scope: !325, inlinedAt: !319)
!333 = !DILocation(line: 68, column: 16, scope: !325, inlinedAt: !319)
!334 = !DILocation(line: 68, column: 19, scope: !325, inlinedAt: !319)
!335 = !DILocation(line: 68, column: 13, scope: !325, inlinedAt: !319)
!336 = !DILocation(line: 69, column: 26, scope: !325, inlinedAt: !319)
!337 = !DILocation(line: 69, column: 21, scope: !325, inlinedAt: !319)
!338 = !DILocation(line: 69, column: 16, scope: !325, inlinedAt: !319)
!339 = !DILocation(line: 69, column: 19, scope: !325, inlinedAt: !319)
!340 = !DILocation(line: 69, column: 13, scope: !325, inlinedAt: !319)
!341 = !DILocation(line: 70, column: 26, scope: !325, inlinedAt: !319)
!342 = !DILocation(line: 70, column: 21, scope: !325, inlinedAt: !319)
!343 = !DILocation(line: 70, column: 16, scope: !325, inlinedAt: !319)
!344 = !DILocation(line: 70, column: 19, scope: !325, inlinedAt: !319)
!345 = !DILocation(line: 70, column: 13, scope: !325, inlinedAt: !319)
!346 = !DILocation(line: 71, column: 26, scope: !325, inlinedAt: !319)
!347 = !DILocation(line: 71, column: 21, scope: !325, inlinedAt: !319)
!348 = !DILocation(line: 71, column: 16, scope: !325, inlinedAt: !319)
!349 = !DILocation(line: 71, column: 19, scope: !325, inlinedAt: !319)
!350 = !DILocation(line: 71, column: 13, scope: !325, inlinedAt: !319)
!351 = !DILocation(line: 72, column: 26, scope: !325, inlinedAt: !319)
!352 = !DILocation(line: 72, column: 21, scope: !325, inlinedAt: !319)
!353 = !DILocation(line: 72, column: 16, scope: !325, inlinedAt: !319)
!354 = !DILocation(line: 72, column: 19, scope: !325, inlinedAt: !319)
!355 = !DILocation(line: 72, column: 13, scope: !325, inlinedAt: !319)
!356 = !DILocation(line: 73, column: 26, scope: !325, inlinedAt: !319)
!357 = !DILocation(line: 73, column: 21, scope: !325, inlinedAt: !319)
!358 = !DILocation(line: 73, column: 16, scope: !325, inlinedAt: !319)
!359 = !DILocation(line: 73, column: 19, scope: !325, inlinedAt: !319)
!360 = !DILocation(line: 73, column: 13, scope: !325, inlinedAt: !319)
!361 = !DILocation(line: 74, column: 26, scope: !325, inlinedAt: !319)
!362 = !DILocation(line: 74, column: 21, scope: !325, inlinedAt: !319)
!363 = !DILocation(line: 74, column: 16, scope: !325, inlinedAt: !319)
!364 = !DILocation(line: 74, column: 19, scope: !325, inlinedAt: !319)
!365 = !DILocation(line: 75, column: 22, scope: !326, inlinedAt: !319)
!366 = !DILocation(line: 75, column: 26, scope: !326, inlinedAt: !319)
!367 = !DILocation(line: 75, column: 13, scope: !325, inlinedAt: !319)
!368 = distinct !{!368, !369, !370, !192, !193}
!369 = !DILocation(line: 67, column: 13, scope: !326, inlinedAt: !319)
!370 = !DILocation(line: 75, column: 29, scope: !326, inlinedAt: !319)
!371 = !DILocation(line: 115, column: 9, scope: !127)
!372 = !DILocation(line: 105, column: 44, scope: !128)
!373 = !DILocation(line: 105, column: 31, scope: !128)
!374 = distinct !{!374, !264, !375, !192, !193}
!375 = !DILocation(line: 116, column: 5, scope: !124)
!376 = !DILocation(line: 0, scope: !131)
!377 = !DILocation(line: 0, scope: !127)
!378 = !DILocation(line: 114, column: 20, scope: !379)
!379 = distinct !DILexicalBlock(scope: !131, file: !2, line: 113, column: 9)
!380 = !DILocation(line: 114, column: 17, scope: !379)
!381 = !DILocation(line: 113, column: 34, scope: !379)
!382 = !DILocation(line: 113, column: 27, scope: !379)
!383 = distinct !{!383, !299, !384, !192, !193}
!384 = !DILocation(line: 114, column: 25, scope: !131)
!385 = !DILocation(line: 119, column: 24, scope: !386)
!386 = distinct !DILexicalBlock(scope: !136, file: !2, line: 118, column: 5)
!387 = !DILocalVariable(name: "c", arg: 1, scope: !388, file: !2, line: 79, type: !88)
!388 = distinct !DISubprogram(name: "char_kind", scope: !2, file: !2, line: 79, type: !389, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !391)
!389 = !DISubroutineType(types: !390)
!390 = !{!134, !88}
!391 = !{!387}
!392 = !DILocation(line: 0, scope: !388, inlinedAt: !393)
!393 = distinct !DILocation(line: 119, column: 14, scope: !386)
!394 = !DILocation(line: 80, column: 5, scope: !388, inlinedAt: !393)
!395 = !DILocation(line: 82, column: 16, scope: !396, inlinedAt: !393)
!396 = distinct !DILexicalBlock(scope: !388, file: !2, line: 80, column: 16)
!397 = !DILocation(line: 83, column: 16, scope: !396, inlinedAt: !393)
!398 = !DILocation(line: 84, column: 16, scope: !396, inlinedAt: !393)
!399 = !DILocation(line: 85, column: 16, scope: !396, inlinedAt: !393)
!400 = !DILocation(line: 86, column: 16, scope: !396, inlinedAt: !393)
!401 = !DILocation(line: 87, column: 23, scope: !396, inlinedAt: !393)
!402 = !DILocation(line: 87, column: 21, scope: !396, inlinedAt: !393)
!403 = !DILocation(line: 87, column: 14, scope: !396, inlinedAt: !393)
!404 = !DILocation(line: 0, scope: !396, inlinedAt: !393)
!405 = !DILocation(line: 119, column: 9, scope: !386)
!406 = !DILocation(line: 119, column: 42, scope: !386)
!407 = !DILocation(line: 118, column: 36, scope: !386)
!408 = !DILocation(line: 118, column: 28, scope: !386)
!409 = distinct !{!409, !295, !410, !192, !193}
!410 = !DILocation(line: 119, column: 42, scope: !136)
!411 = !DILocation(line: 0, scope: !138)
!412 = !DILocation(line: 121, column: 36, scope: !413)
!413 = distinct !DILexicalBlock(scope: !138, file: !2, line: 120, column: 5)
!414 = !DILocation(line: 121, column: 9, scope: !413)
!415 = !DILocation(line: 120, column: 29, scope: !413)
!416 = !DILocation(line: 120, column: 23, scope: !413)
!417 = !DILocation(line: 120, column: 5, scope: !138)
!418 = distinct !{!418, !417, !419, !192, !193}
!419 = !DILocation(line: 121, column: 43, scope: !138)
!420 = !DILocation(line: 136, column: 5, scope: !98)
!421 = !DILocation(line: 138, column: 1, scope: !98)
!422 = !DILocation(line: 0, scope: !142)
!423 = !DILocation(line: 126, column: 15, scope: !144)
!424 = !DILocation(line: 126, column: 29, scope: !144)
!425 = !DILocation(line: 127, column: 25, scope: !144)
!426 = !DILocation(line: 127, column: 32, scope: !144)
!427 = !DILocation(line: 0, scope: !144)
!428 = !DILocation(line: 128, column: 13, scope: !144)
!429 = !DILocation(line: 129, column: 27, scope: !430)
!430 = distinct !DILexicalBlock(scope: !431, file: !2, line: 129, column: 18)
!431 = distinct !DILexicalBlock(scope: !144, file: !2, line: 128, column: 13)
!432 = !DILocation(line: 130, column: 28, scope: !433)
!433 = distinct !DILexicalBlock(scope: !430, file: !2, line: 130, column: 18)
!434 = !DILocation(line: 131, column: 28, scope: !435)
!435 = distinct !DILexicalBlock(scope: !433, file: !2, line: 131, column: 18)
!436 = !DILocation(line: 132, column: 28, scope: !437)
!437 = distinct !DILexicalBlock(scope: !435, file: !2, line: 132, column: 18)
!438 = !DILocation(line: 133, column: 20, scope: !439)
!439 = distinct !DILexicalBlock(scope: !437, file: !2, line: 133, column: 18)
!440 = !DILocation(line: 0, scope: !431)
!441 = !DILocation(line: 125, column: 31, scope: !145)
!442 = !DILocation(line: 125, column: 23, scope: !145)
!443 = !DILocation(line: 125, column: 5, scope: !142)
!444 = distinct !{!444, !443, !445, !192, !193}
!445 = !DILocation(line: 135, column: 5, scope: !142)
!446 = !DISubprogram(name: "printf", scope: !447, file: !447, line: 356, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!448 = !DISubroutineType(types: !449)
!449 = !{!101, !450, null}
!450 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
