; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.block = type { [256 x i8], i32 }
%struct.record = type { [24 x i8], i32, [10 x i16], i64, double }
%struct.matrix4 = type { [4 x [4 x double]] }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1, !dbg !26
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [48 x i8] c"%-6s id=%d total=%ld avg=%.1f first=%d last=%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [43 x i8] c"after swap: %s %s, same bytes as copy: %d\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [13 x i8] c"best %s %ld\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [44 x i8] c"b1 checksum %u ok %u, b2 checksum %u ok %u\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [47 x i8] c"xor checksum %u ok %u, data[0..4] %u %u %u %u\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [26 x i8] c"round trip equals b1: %d\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [41 x i8] c"sizes: matrix4=%zu record=%zu block=%zu\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [31 x i8] c"  %10.3f %10.3f %10.3f %10.3f\0A\00", align 1, !dbg !65

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca %struct.block, align 8
  %2 = alloca %struct.record, align 8
  %3 = alloca %struct.matrix4, align 8
  %4 = alloca %struct.matrix4, align 8
  %5 = alloca %struct.matrix4, align 8
  %6 = alloca %struct.matrix4, align 8
  %7 = alloca %struct.matrix4, align 8
  %8 = alloca %struct.matrix4, align 8
  %9 = alloca %struct.matrix4, align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !88, !DIExpression(), !148, ptr %9, !DIExpression(), !149)
  %10 = alloca %struct.matrix4, align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !95, !DIExpression(), !150, ptr %10, !DIExpression(), !149)
  %11 = alloca %struct.matrix4, align 8
  %12 = alloca [4 x [4 x double]], align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !101, !DIExpression(), !151, ptr %12, !DIExpression(), !149)
  %13 = alloca %struct.matrix4, align 8
  %14 = alloca [5 x %struct.record], align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !104, !DIExpression(), !152, ptr %14, !DIExpression(), !149)
  %15 = alloca %struct.record, align 8
  %16 = alloca %struct.record, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !132, !DIExpression(), !153, ptr %16, !DIExpression(), !149)
  %17 = alloca %struct.record, align 8, !DIAssignID !154
    #dbg_assign(i1 undef, !133, !DIExpression(), !154, ptr %17, !DIExpression(), !149)
  %18 = alloca %struct.block, align 8, !DIAssignID !155
    #dbg_assign(i1 undef, !136, !DIExpression(), !155, ptr %18, !DIExpression(), !149)
  %19 = alloca %struct.block, align 8, !DIAssignID !156
    #dbg_assign(i1 undef, !145, !DIExpression(), !156, ptr %19, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #10, !dbg !157
    #dbg_declare(ptr %9, !158, !DIExpression(), !165)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %9, i8 0, i64 128, i1 false), !dbg !167, !alias.scope !168, !DIAssignID !171
    #dbg_assign(i8 0, !88, !DIExpression(), !171, ptr %9, !DIExpression(), !149)
    #dbg_value(i32 0, !163, !DIExpression(), !172)
  br label %20, !dbg !173

20:                                               ; preds = %20, %0
  %21 = phi i64 [ 0, %0 ], [ %23, %20 ]
    #dbg_value(i64 %21, !163, !DIExpression(), !172)
  %22 = getelementptr inbounds [4 x [4 x double]], ptr %9, i64 0, i64 %21, i64 %21, !dbg !174
  store double 1.000000e+00, ptr %22, align 8, !dbg !176, !tbaa !177, !alias.scope !168
  %23 = add nuw nsw i64 %21, 1, !dbg !181
    #dbg_value(i64 %23, !163, !DIExpression(), !172)
  %24 = icmp eq i64 %23, 4, !dbg !182
  br i1 %24, label %25, label %20, !dbg !173, !llvm.loop !183

25:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #10, !dbg !157
    #dbg_value(i32 0, !96, !DIExpression(), !187)
  br label %26, !dbg !188

26:                                               ; preds = %25, %70
  %27 = phi i64 [ 0, %25 ], [ %28, %70 ]
    #dbg_value(i64 %27, !96, !DIExpression(), !187)
  %28 = add nuw nsw i64 %27, 1, !dbg !189
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = uitofp nneg i32 %29 to double
    #dbg_value(i32 0, !98, !DIExpression(), !190)
  br label %72, !dbg !191

31:                                               ; preds = %70
  tail call void @llvm.experimental.noalias.scope.decl(metadata !192), !dbg !195
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8), !dbg !196
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7), !dbg !196
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %7, ptr noundef nonnull align 8 dereferenceable(128) %10, i64 128, i1 false), !dbg !196
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %8, ptr noundef nonnull align 8 dereferenceable(128) %9, i64 128, i1 false), !dbg !196
    #dbg_declare(ptr %8, !202, !DIExpression(), !218)
    #dbg_declare(ptr %7, !203, !DIExpression(), !219)
    #dbg_declare(ptr %11, !204, !DIExpression(), !220)
    #dbg_value(i32 0, !205, !DIExpression(), !221)
  br label %32, !dbg !196

32:                                               ; preds = %36, %31
  %33 = phi i64 [ 0, %31 ], [ %37, %36 ]
    #dbg_value(i64 %33, !205, !DIExpression(), !221)
    #dbg_value(i32 0, !206, !DIExpression(), !222)
  br label %34, !dbg !223

34:                                               ; preds = %39, %32
  %35 = phi i64 [ 0, %32 ], [ %41, %39 ]
    #dbg_value(i64 %35, !206, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !224)
    #dbg_value(double 0.000000e+00, !209, !DIExpression(), !225)
  br label %43, !dbg !226

36:                                               ; preds = %39
  %37 = add nuw nsw i64 %33, 1, !dbg !227
    #dbg_value(i64 %37, !205, !DIExpression(), !221)
  %38 = icmp eq i64 %37, 4, !dbg !228
  br i1 %38, label %54, label %32, !dbg !196, !llvm.loop !229

39:                                               ; preds = %43
  %40 = getelementptr inbounds [4 x [4 x double]], ptr %11, i64 0, i64 %33, i64 %35, !dbg !231
  store double %51, ptr %40, align 8, !dbg !232, !tbaa !177, !alias.scope !192
  %41 = add nuw nsw i64 %35, 1, !dbg !233
    #dbg_value(i64 %41, !206, !DIExpression(), !222)
  %42 = icmp eq i64 %41, 4, !dbg !234
  br i1 %42, label %36, label %34, !dbg !223, !llvm.loop !235

43:                                               ; preds = %43, %34
  %44 = phi i64 [ 0, %34 ], [ %52, %43 ]
  %45 = phi double [ 0.000000e+00, %34 ], [ %51, %43 ]
    #dbg_value(i64 %44, !212, !DIExpression(), !224)
    #dbg_value(double %45, !209, !DIExpression(), !225)
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %8, i64 0, i64 %33, i64 %44, !dbg !237
  %47 = load double, ptr %46, align 8, !dbg !237, !tbaa !177, !noalias !192
  %48 = getelementptr inbounds [4 x [4 x double]], ptr %7, i64 0, i64 %44, i64 %35, !dbg !238
  %49 = load double, ptr %48, align 8, !dbg !238, !tbaa !177, !noalias !192
  %50 = fmul double %47, %49, !dbg !239
    #dbg_value(double %50, !214, !DIExpression(), !240)
  %51 = fadd double %45, %50, !dbg !241
    #dbg_value(double %51, !209, !DIExpression(), !225)
  %52 = add nuw nsw i64 %44, 1, !dbg !242
    #dbg_value(i64 %52, !212, !DIExpression(), !224)
  %53 = icmp eq i64 %52, 4, !dbg !243
  br i1 %53, label %39, label %43, !dbg !226, !llvm.loop !244

54:                                               ; preds = %36
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8), !dbg !246
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7), !dbg !246
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6), !dbg !247
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %6, ptr noundef nonnull align 8 dereferenceable(128) %11, i64 128, i1 false), !dbg !247
    #dbg_value(ptr @.str, !252, !DIExpression(), !257)
    #dbg_declare(ptr %6, !253, !DIExpression(), !258)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str), !dbg !247
    #dbg_value(i32 0, !254, !DIExpression(), !259)
  br label %56, !dbg !260

56:                                               ; preds = %56, %54
  %57 = phi i64 [ 0, %54 ], [ %67, %56 ]
    #dbg_value(i64 %57, !254, !DIExpression(), !259)
  %58 = getelementptr inbounds [4 x [4 x double]], ptr %6, i64 0, i64 %57, !dbg !261
  %59 = load double, ptr %58, align 8, !dbg !261, !tbaa !177
  %60 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !263
  %61 = load double, ptr %60, align 8, !dbg !263, !tbaa !177
  %62 = getelementptr inbounds i8, ptr %58, i64 16, !dbg !264
  %63 = load double, ptr %62, align 8, !dbg !264, !tbaa !177
  %64 = getelementptr inbounds i8, ptr %58, i64 24, !dbg !265
  %65 = load double, ptr %64, align 8, !dbg !265, !tbaa !177
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %59, double noundef %61, double noundef %63, double noundef %65), !dbg !266
  %67 = add nuw nsw i64 %57, 1, !dbg !267
    #dbg_value(i64 %67, !254, !DIExpression(), !259)
  %68 = icmp eq i64 %67, 4, !dbg !268
  br i1 %68, label %69, label %56, !dbg !260, !llvm.loop !269

69:                                               ; preds = %56
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6), !dbg !271
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12), !dbg !272
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %12, ptr noundef nonnull align 8 dereferenceable(128) %10, i64 128, i1 false), !dbg !273, !tbaa.struct !274, !DIAssignID !276
    #dbg_assign(i1 undef, !101, !DIExpression(), !276, ptr %12, !DIExpression(), !149)
    #dbg_value(i32 0, !102, !DIExpression(), !277)
  br label %103, !dbg !278

70:                                               ; preds = %72
    #dbg_value(i64 %28, !96, !DIExpression(), !187)
  %71 = icmp eq i64 %28, 4, !dbg !279
  br i1 %71, label %31, label %26, !dbg !188, !llvm.loop !280

72:                                               ; preds = %26, %72
  %73 = phi i64 [ 0, %26 ], [ %82, %72 ]
    #dbg_value(i64 %73, !98, !DIExpression(), !190)
  %74 = trunc nuw nsw i64 %73 to i32, !dbg !282
  %75 = uitofp nneg i32 %74 to double, !dbg !282
  %76 = fmul double %75, -2.500000e-01, !dbg !284
  %77 = tail call double @llvm.fmuladd.f64(double %30, double 5.000000e-01, double %76), !dbg !284
  %78 = icmp eq i64 %27, %73, !dbg !285
  %79 = uitofp i1 %78 to double, !dbg !286
  %80 = fadd double %77, %79, !dbg !287
  %81 = getelementptr inbounds [4 x [4 x double]], ptr %10, i64 0, i64 %27, i64 %73, !dbg !288
  store double %80, ptr %81, align 8, !dbg !289, !tbaa !177
  %82 = add nuw nsw i64 %73, 1, !dbg !290
    #dbg_value(i64 %82, !98, !DIExpression(), !190)
  %83 = icmp eq i64 %82, 4, !dbg !291
  br i1 %83, label %70, label %72, !dbg !191, !llvm.loop !292

84:                                               ; preds = %127
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5), !dbg !294
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %12, i64 128, i1 false), !dbg !294
    #dbg_value(ptr @.str.1, !252, !DIExpression(), !296)
    #dbg_declare(ptr %5, !253, !DIExpression(), !297)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1), !dbg !294
    #dbg_value(i32 0, !254, !DIExpression(), !298)
  br label %86, !dbg !299

86:                                               ; preds = %86, %84
  %87 = phi i64 [ 0, %84 ], [ %97, %86 ]
    #dbg_value(i64 %87, !254, !DIExpression(), !298)
  %88 = getelementptr inbounds [4 x [4 x double]], ptr %5, i64 0, i64 %87, !dbg !300
  %89 = load double, ptr %88, align 8, !dbg !300, !tbaa !177
  %90 = getelementptr inbounds i8, ptr %88, i64 8, !dbg !301
  %91 = load double, ptr %90, align 8, !dbg !301, !tbaa !177
  %92 = getelementptr inbounds i8, ptr %88, i64 16, !dbg !302
  %93 = load double, ptr %92, align 8, !dbg !302, !tbaa !177
  %94 = getelementptr inbounds i8, ptr %88, i64 24, !dbg !303
  %95 = load double, ptr %94, align 8, !dbg !303, !tbaa !177
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %89, double noundef %91, double noundef %93, double noundef %95), !dbg !304
  %97 = add nuw nsw i64 %87, 1, !dbg !305
    #dbg_value(i64 %97, !254, !DIExpression(), !298)
  %98 = icmp eq i64 %97, 4, !dbg !306
  br i1 %98, label %99, label %86, !dbg !299, !llvm.loop !307

99:                                               ; preds = %86
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5), !dbg !309
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %14) #10, !dbg !310
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %14, i8 0, i64 320, i1 false), !dbg !311, !DIAssignID !312
    #dbg_assign(i8 0, !104, !DIExpression(), !312, ptr %14, !DIExpression(), !149)
    #dbg_assign(i1 undef, !120, !DIExpression(), !313, ptr poison, !DIExpression(), !149)
    #dbg_value(i32 0, !124, !DIExpression(), !314)
  %100 = getelementptr inbounds i8, ptr %2, i64 48
  %101 = getelementptr inbounds i8, ptr %2, i64 28
  %102 = getelementptr inbounds i8, ptr %2, i64 56
  br label %130, !dbg !315

103:                                              ; preds = %69, %127
  %104 = phi i32 [ 0, %69 ], [ %128, %127 ]
    #dbg_value(i32 %104, !102, !DIExpression(), !277)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #10, !dbg !316
  tail call void @llvm.experimental.noalias.scope.decl(metadata !318), !dbg !316
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4), !dbg !321
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3), !dbg !321
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %3, ptr noundef nonnull align 8 dereferenceable(128) %10, i64 128, i1 false), !dbg !321
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %4, ptr noundef nonnull align 8 dereferenceable(128) %12, i64 128, i1 false), !dbg !321
    #dbg_declare(ptr %4, !202, !DIExpression(), !323)
    #dbg_declare(ptr %3, !203, !DIExpression(), !324)
    #dbg_declare(ptr %13, !204, !DIExpression(), !325)
    #dbg_value(i32 0, !205, !DIExpression(), !326)
  br label %105, !dbg !321

105:                                              ; preds = %109, %103
  %106 = phi i64 [ 0, %103 ], [ %110, %109 ]
    #dbg_value(i64 %106, !205, !DIExpression(), !326)
    #dbg_value(i32 0, !206, !DIExpression(), !327)
  br label %107, !dbg !328

107:                                              ; preds = %112, %105
  %108 = phi i64 [ 0, %105 ], [ %114, %112 ]
    #dbg_value(i64 %108, !206, !DIExpression(), !327)
    #dbg_value(i32 0, !212, !DIExpression(), !329)
    #dbg_value(double 0.000000e+00, !209, !DIExpression(), !330)
  br label %116, !dbg !331

109:                                              ; preds = %112
  %110 = add nuw nsw i64 %106, 1, !dbg !332
    #dbg_value(i64 %110, !205, !DIExpression(), !326)
  %111 = icmp eq i64 %110, 4, !dbg !333
  br i1 %111, label %127, label %105, !dbg !321, !llvm.loop !334

112:                                              ; preds = %116
  %113 = getelementptr inbounds [4 x [4 x double]], ptr %13, i64 0, i64 %106, i64 %108, !dbg !336
  store double %124, ptr %113, align 8, !dbg !337, !tbaa !177, !alias.scope !318
  %114 = add nuw nsw i64 %108, 1, !dbg !338
    #dbg_value(i64 %114, !206, !DIExpression(), !327)
  %115 = icmp eq i64 %114, 4, !dbg !339
  br i1 %115, label %109, label %107, !dbg !328, !llvm.loop !340

116:                                              ; preds = %116, %107
  %117 = phi i64 [ 0, %107 ], [ %125, %116 ]
  %118 = phi double [ 0.000000e+00, %107 ], [ %124, %116 ]
    #dbg_value(i64 %117, !212, !DIExpression(), !329)
    #dbg_value(double %118, !209, !DIExpression(), !330)
  %119 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %106, i64 %117, !dbg !342
  %120 = load double, ptr %119, align 8, !dbg !342, !tbaa !177, !noalias !318
  %121 = getelementptr inbounds [4 x [4 x double]], ptr %3, i64 0, i64 %117, i64 %108, !dbg !343
  %122 = load double, ptr %121, align 8, !dbg !343, !tbaa !177, !noalias !318
  %123 = fmul double %120, %122, !dbg !344
    #dbg_value(double %123, !214, !DIExpression(), !345)
  %124 = fadd double %118, %123, !dbg !346
    #dbg_value(double %124, !209, !DIExpression(), !330)
  %125 = add nuw nsw i64 %117, 1, !dbg !347
    #dbg_value(i64 %125, !212, !DIExpression(), !329)
  %126 = icmp eq i64 %125, 4, !dbg !348
  br i1 %126, label %112, label %116, !dbg !331, !llvm.loop !349

127:                                              ; preds = %109
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4), !dbg !351
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3), !dbg !351
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %12, ptr noundef nonnull align 8 dereferenceable(128) %13, i64 128, i1 false), !dbg !316, !tbaa.struct !274, !DIAssignID !352
    #dbg_assign(i1 undef, !101, !DIExpression(), !352, ptr %12, !DIExpression(), !149)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #10, !dbg !316
  %128 = add nuw nsw i32 %104, 1, !dbg !353
    #dbg_value(i32 %128, !102, !DIExpression(), !277)
  %129 = icmp eq i32 %128, 4, !dbg !354
  br i1 %129, label %84, label %103, !dbg !278, !llvm.loop !355

130:                                              ; preds = %99, %151
  %131 = phi i64 [ 0, %99 ], [ %154, %151 ]
    #dbg_value(i64 %131, !124, !DIExpression(), !314)
  %132 = getelementptr inbounds [5 x %struct.record], ptr %14, i64 0, i64 %131, !dbg !357
  %133 = shl i64 %131, 2, !dbg !358
  %134 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %133), !dbg !358
  %135 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %132, ptr noundef nonnull dereferenceable(1) %134) #10, !dbg !359
  %136 = getelementptr inbounds i8, ptr %132, i64 24, !dbg !360
  %137 = trunc i64 %131 to i32, !dbg !361
  %138 = add i32 %137, 100, !dbg !361
  store i32 %138, ptr %136, align 8, !dbg !361, !tbaa !362
    #dbg_value(i32 0, !126, !DIExpression(), !366)
  %139 = mul nuw nsw i64 %131, 17
  %140 = getelementptr inbounds i8, ptr %132, i64 28
  br label %156, !dbg !367

141:                                              ; preds = %156
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15), !dbg !368
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2), !dbg !369
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, ptr noundef nonnull align 16 dereferenceable(64) %132, i64 64, i1 false), !dbg !369
    #dbg_declare(ptr %2, !374, !DIExpression(), !378)
  store i64 0, ptr %100, align 8, !dbg !379, !tbaa !380, !noalias !381
    #dbg_value(i32 0, !375, !DIExpression(), !384)
  br label %142, !dbg !385

142:                                              ; preds = %142, %141
  %143 = phi i64 [ 0, %141 ], [ %149, %142 ]
  %144 = phi i64 [ 0, %141 ], [ %148, %142 ]
    #dbg_value(i64 %143, !375, !DIExpression(), !384)
  %145 = getelementptr inbounds [10 x i16], ptr %101, i64 0, i64 %143, !dbg !386
  %146 = load i16, ptr %145, align 2, !dbg !386, !tbaa !388, !noalias !381
  %147 = sext i16 %146 to i64, !dbg !386
  %148 = add nsw i64 %144, %147, !dbg !390
  %149 = add nuw nsw i64 %143, 1, !dbg !391
    #dbg_value(i64 %149, !375, !DIExpression(), !384)
  %150 = icmp eq i64 %149, 10, !dbg !392
  br i1 %150, label %151, label %142, !dbg !385, !llvm.loop !393

151:                                              ; preds = %142
  store i64 %148, ptr %100, align 8, !dbg !390, !tbaa !380, !noalias !381
  %152 = sitofp i64 %148 to double, !dbg !395
  %153 = fdiv double %152, 1.000000e+01, !dbg !396
  store double %153, ptr %102, align 8, !dbg !397, !tbaa !398, !noalias !381
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %15, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !399, !tbaa.struct !400
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2), !dbg !403
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %132, ptr noundef nonnull align 8 dereferenceable(64) %15, i64 64, i1 false), !dbg !368, !tbaa.struct !400
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15), !dbg !368
  %154 = add nuw nsw i64 %131, 1, !dbg !404
    #dbg_value(i64 %154, !124, !DIExpression(), !314)
  %155 = icmp eq i64 %154, 5, !dbg !405
  br i1 %155, label %174, label %130, !dbg !315, !llvm.loop !406

156:                                              ; preds = %130, %156
  %157 = phi i64 [ 0, %130 ], [ %165, %156 ]
    #dbg_value(i64 %157, !126, !DIExpression(), !366)
  %158 = mul nuw nsw i64 %157, 13, !dbg !408
  %159 = add nuw nsw i64 %158, %139, !dbg !410
  %160 = trunc nuw nsw i64 %159 to i32, !dbg !411
  %161 = urem i32 %160, 50, !dbg !411
  %162 = trunc nuw nsw i32 %161 to i16, !dbg !412
  %163 = add nuw nsw i16 %162, 50, !dbg !412
  %164 = getelementptr inbounds [10 x i16], ptr %140, i64 0, i64 %157, !dbg !413
  store i16 %163, ptr %164, align 2, !dbg !414, !tbaa !388
  %165 = add nuw nsw i64 %157, 1, !dbg !415
    #dbg_value(i64 %165, !126, !DIExpression(), !366)
  %166 = icmp eq i64 %165, 10, !dbg !416
  br i1 %166, label %141, label %156, !dbg !367, !llvm.loop !417

167:                                              ; preds = %174
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16) #10, !dbg !419
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %16, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false), !dbg !420, !DIAssignID !421
    #dbg_assign(i1 undef, !132, !DIExpression(), !421, ptr %16, !DIExpression(), !149)
  %168 = getelementptr inbounds i8, ptr %14, i64 256, !dbg !422
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, ptr noundef nonnull align 16 dereferenceable(64) %168, i64 64, i1 false), !dbg !423, !DIAssignID !424
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 512), !424, ptr %14, !DIExpression(), !149)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %168, ptr noundef nonnull align 8 dereferenceable(64) %16, i64 64, i1 false), !dbg !425, !DIAssignID !426
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 2048, 512), !426, ptr %168, !DIExpression(), !149)
  %169 = call i32 @bcmp(ptr noundef nonnull dereferenceable(64) %168, ptr noundef nonnull dereferenceable(64) %16, i64 64), !dbg !427
  %170 = icmp eq i32 %169, 0, !dbg !428
  %171 = zext i1 %170 to i32, !dbg !428
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %14, ptr noundef nonnull %168, i32 noundef %171), !dbg !429
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17) #10, !dbg !430
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false), !dbg !431, !tbaa.struct !400, !DIAssignID !432
    #dbg_assign(i1 undef, !133, !DIExpression(), !432, ptr %17, !DIExpression(), !149)
    #dbg_value(i32 1, !134, !DIExpression(), !433)
  %173 = getelementptr inbounds i8, ptr %17, i64 48
  br label %327, !dbg !434

174:                                              ; preds = %151, %174
  %175 = phi i64 [ %190, %174 ], [ 0, %151 ]
    #dbg_value(i64 %175, !130, !DIExpression(), !435)
  %176 = getelementptr inbounds [5 x %struct.record], ptr %14, i64 0, i64 %175, !dbg !436
  %177 = getelementptr inbounds i8, ptr %176, i64 24, !dbg !438
  %178 = load i32, ptr %177, align 8, !dbg !438, !tbaa !362
  %179 = getelementptr inbounds i8, ptr %176, i64 48, !dbg !439
  %180 = load i64, ptr %179, align 16, !dbg !439, !tbaa !380
  %181 = getelementptr inbounds i8, ptr %176, i64 56, !dbg !440
  %182 = load double, ptr %181, align 8, !dbg !440, !tbaa !398
  %183 = getelementptr inbounds i8, ptr %176, i64 28, !dbg !441
  %184 = load i16, ptr %183, align 4, !dbg !442, !tbaa !388
  %185 = sext i16 %184 to i32, !dbg !442
  %186 = getelementptr inbounds i8, ptr %176, i64 46, !dbg !443
  %187 = load i16, ptr %186, align 2, !dbg !443, !tbaa !388
  %188 = sext i16 %187 to i32, !dbg !443
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %176, i32 noundef %178, i64 noundef %180, double noundef %182, i32 noundef %185, i32 noundef %188), !dbg !444
  %190 = add nuw nsw i64 %175, 1, !dbg !445
    #dbg_value(i64 %190, !130, !DIExpression(), !435)
  %191 = icmp eq i64 %190, 5, !dbg !446
  br i1 %191, label %167, label %174, !dbg !447, !llvm.loop !448

192:                                              ; preds = %335
  %193 = getelementptr inbounds i8, ptr %17, i64 48, !dbg !450
  %194 = load i64, ptr %193, align 8, !dbg !450, !tbaa !380
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %17, i64 noundef %194), !dbg !451
  call void @llvm.lifetime.start.p0(i64 260, ptr nonnull %18) #10, !dbg !452
    #dbg_value(i32 1, !453, !DIExpression(), !464)
    #dbg_declare(ptr %18, !458, !DIExpression(), !466)
    #dbg_value(i32 1, !459, !DIExpression(), !464)
    #dbg_value(i32 0, !460, !DIExpression(), !467)
  br label %198, !dbg !468

196:                                              ; preds = %198
  %197 = getelementptr inbounds i8, ptr %18, i64 256, !dbg !469
  store i32 0, ptr %197, align 8, !dbg !470, !tbaa !471, !alias.scope !473, !DIAssignID !476
    #dbg_assign(i32 0, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !476, ptr %197, !DIExpression(), !149)
    #dbg_value(i32 0, !462, !DIExpression(), !477)
  br label %208, !dbg !478

198:                                              ; preds = %198, %192
  %199 = phi i64 [ 0, %192 ], [ %206, %198 ]
  %200 = phi i32 [ 1, %192 ], [ %202, %198 ]
    #dbg_value(i64 %199, !460, !DIExpression(), !467)
    #dbg_value(i32 %200, !459, !DIExpression(), !464)
  %201 = mul i32 %200, 1103515245, !dbg !479
  %202 = add i32 %201, 12345, !dbg !482
    #dbg_value(i32 %202, !459, !DIExpression(), !464)
  %203 = lshr i32 %202, 16, !dbg !483
  %204 = trunc i32 %203 to i8, !dbg !484
  %205 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 %199, !dbg !485
  store i8 %204, ptr %205, align 1, !dbg !486, !tbaa !275, !alias.scope !473
  %206 = add nuw nsw i64 %199, 1, !dbg !487
    #dbg_value(i64 %206, !460, !DIExpression(), !467)
  %207 = icmp eq i64 %206, 256, !dbg !488
  br i1 %207, label %196, label %198, !dbg !468, !llvm.loop !489

208:                                              ; preds = %208, %196
  %209 = phi i64 [ 0, %196 ], [ %216, %208 ]
  %210 = phi i32 [ 0, %196 ], [ %215, %208 ]
    #dbg_value(i64 %209, !462, !DIExpression(), !477)
  %211 = mul i32 %210, 33, !dbg !491
  %212 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 %209, !dbg !493
  %213 = load i8, ptr %212, align 1, !dbg !493, !tbaa !275, !alias.scope !473
  %214 = zext i8 %213 to i32, !dbg !493
  %215 = add i32 %211, %214, !dbg !494
  store i32 %215, ptr %197, align 8, !dbg !495, !tbaa !471, !alias.scope !473, !DIAssignID !496
    #dbg_assign(i32 %215, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !496, ptr %197, !DIExpression(), !149)
  %216 = add nuw nsw i64 %209, 1, !dbg !497
    #dbg_value(i64 %216, !462, !DIExpression(), !477)
  %217 = icmp eq i64 %216, 256, !dbg !498
  br i1 %217, label %220, label %208, !dbg !478, !llvm.loop !499

218:                                              ; preds = %220
  %219 = getelementptr inbounds i8, ptr %19, i64 256, !dbg !501
  store i32 0, ptr %219, align 8, !dbg !503, !tbaa !471, !alias.scope !504, !DIAssignID !507
    #dbg_assign(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !507, ptr %219, !DIExpression(), !149)
    #dbg_value(i32 0, !462, !DIExpression(), !508)
  br label %230, !dbg !509

220:                                              ; preds = %208, %220
  %221 = phi i64 [ %228, %220 ], [ 0, %208 ]
  %222 = phi i32 [ %224, %220 ], [ 2, %208 ]
    #dbg_value(i64 %221, !460, !DIExpression(), !510)
    #dbg_value(i32 %222, !459, !DIExpression(), !511)
  %223 = mul i32 %222, 1103515245, !dbg !512
  %224 = add i32 %223, 12345, !dbg !513
    #dbg_value(i32 %224, !459, !DIExpression(), !511)
  %225 = lshr i32 %224, 16, !dbg !514
  %226 = trunc i32 %225 to i8, !dbg !515
  %227 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 %221, !dbg !516
  store i8 %226, ptr %227, align 1, !dbg !517, !tbaa !275, !alias.scope !504
  %228 = add nuw nsw i64 %221, 1, !dbg !518
    #dbg_value(i64 %228, !460, !DIExpression(), !510)
  %229 = icmp eq i64 %228, 256, !dbg !519
  br i1 %229, label %218, label %220, !dbg !520, !llvm.loop !521

230:                                              ; preds = %230, %218
  %231 = phi i64 [ 0, %218 ], [ %238, %230 ]
  %232 = phi i32 [ 0, %218 ], [ %237, %230 ]
    #dbg_value(i64 %231, !462, !DIExpression(), !508)
  %233 = mul i32 %232, 33, !dbg !523
  %234 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 %231, !dbg !524
  %235 = load i8, ptr %234, align 1, !dbg !524, !tbaa !275, !alias.scope !504
  %236 = zext i8 %235 to i32, !dbg !524
  %237 = add i32 %233, %236, !dbg !525
  store i32 %237, ptr %219, align 8, !dbg !526, !tbaa !471, !alias.scope !504, !DIAssignID !527
    #dbg_assign(i32 %237, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !527, ptr %219, !DIExpression(), !149)
  %238 = add nuw nsw i64 %231, 1, !dbg !528
    #dbg_value(i64 %238, !462, !DIExpression(), !508)
  %239 = icmp eq i64 %238, 256, !dbg !529
  br i1 %239, label %240, label %230, !dbg !509, !llvm.loop !530

240:                                              ; preds = %230, %240
  %241 = phi i64 [ %248, %240 ], [ 0, %230 ]
  %242 = phi i32 [ %247, %240 ], [ 0, %230 ]
    #dbg_value(i64 %241, !532, !DIExpression(), !540)
    #dbg_value(i32 %242, !539, !DIExpression(), !542)
  %243 = mul i32 %242, 33, !dbg !543
  %244 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 %241, !dbg !545
  %245 = load i8, ptr %244, align 1, !dbg !545, !tbaa !275
  %246 = zext i8 %245 to i32, !dbg !545
  %247 = add i32 %243, %246, !dbg !546
    #dbg_value(i32 %247, !539, !DIExpression(), !542)
  %248 = add nuw nsw i64 %241, 1, !dbg !547
    #dbg_value(i64 %248, !532, !DIExpression(), !540)
  %249 = icmp eq i64 %248, 256, !dbg !548
  br i1 %249, label %250, label %240, !dbg !549, !llvm.loop !550

250:                                              ; preds = %240
  %251 = icmp eq i32 %247, %215, !dbg !552
    #dbg_declare(ptr %19, !538, !DIExpression(), !553)
    #dbg_value(i32 0, !539, !DIExpression(), !555)
    #dbg_value(i32 0, !532, !DIExpression(), !556)
  br label %252, !dbg !557

252:                                              ; preds = %252, %250
  %253 = phi i64 [ 0, %250 ], [ %260, %252 ]
  %254 = phi i32 [ 0, %250 ], [ %259, %252 ]
    #dbg_value(i64 %253, !532, !DIExpression(), !556)
    #dbg_value(i32 %254, !539, !DIExpression(), !555)
  %255 = mul i32 %254, 33, !dbg !558
  %256 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 %253, !dbg !559
  %257 = load i8, ptr %256, align 1, !dbg !559, !tbaa !275
  %258 = zext i8 %257 to i32, !dbg !559
  %259 = add i32 %255, %258, !dbg !560
    #dbg_value(i32 %259, !539, !DIExpression(), !555)
  %260 = add nuw nsw i64 %253, 1, !dbg !561
    #dbg_value(i64 %260, !532, !DIExpression(), !556)
  %261 = icmp eq i64 %260, 256, !dbg !562
  br i1 %261, label %262, label %252, !dbg !557, !llvm.loop !563

262:                                              ; preds = %252
  %263 = zext i1 %251 to i32, !dbg !552
  %264 = icmp eq i32 %259, %237, !dbg !565
  %265 = zext i1 %264 to i32, !dbg !565
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %215, i32 noundef %263, i32 noundef %237, i32 noundef %265), !dbg !566
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(260) %1, ptr noundef nonnull align 8 dereferenceable(260) %18, i64 260, i1 false), !dbg !567
    #dbg_declare(ptr %1, !573, !DIExpression(), !577)
    #dbg_declare(ptr %19, !574, !DIExpression(), !578)
    #dbg_value(i32 0, !575, !DIExpression(), !579)
  br label %267, !dbg !567

267:                                              ; preds = %267, %262
  %268 = phi i64 [ 0, %262 ], [ %274, %267 ]
    #dbg_value(i64 %268, !575, !DIExpression(), !579)
  %269 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 %268, !dbg !580
  %270 = load i8, ptr %269, align 1, !dbg !580, !tbaa !275
  %271 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %268, !dbg !582
  %272 = load i8, ptr %271, align 1, !dbg !583, !tbaa !275
  %273 = xor i8 %272, %270, !dbg !583
  store i8 %273, ptr %271, align 1, !dbg !583, !tbaa !275
  %274 = add nuw nsw i64 %268, 1, !dbg !584
    #dbg_value(i64 %274, !575, !DIExpression(), !579)
  %275 = icmp eq i64 %274, 256, !dbg !585
  br i1 %275, label %276, label %267, !dbg !567, !llvm.loop !586

276:                                              ; preds = %267
  %277 = getelementptr inbounds i8, ptr %19, i64 256, !dbg !588
  %278 = load i32, ptr %277, align 8, !dbg !588, !tbaa !471
  %279 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !589
  %280 = load i32, ptr %279, align 8, !dbg !590, !tbaa !471
  %281 = xor i32 %280, %278, !dbg !590
  store i32 %281, ptr %279, align 8, !dbg !590, !tbaa !471
    #dbg_assign(i1 undef, !146, !DIExpression(), !591, ptr %1, !DIExpression(), !149)
    #dbg_declare(ptr %1, !538, !DIExpression(), !592)
    #dbg_value(i32 0, !539, !DIExpression(), !594)
    #dbg_value(i32 0, !532, !DIExpression(), !595)
  br label %282, !dbg !596

282:                                              ; preds = %282, %276
  %283 = phi i64 [ 0, %276 ], [ %290, %282 ]
  %284 = phi i32 [ 0, %276 ], [ %289, %282 ]
    #dbg_value(i64 %283, !532, !DIExpression(), !595)
    #dbg_value(i32 %284, !539, !DIExpression(), !594)
  %285 = mul i32 %284, 33, !dbg !597
  %286 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %283, !dbg !598
  %287 = load i8, ptr %286, align 1, !dbg !598, !tbaa !275
  %288 = zext i8 %287 to i32, !dbg !598
  %289 = add i32 %285, %288, !dbg !599
    #dbg_value(i32 %289, !539, !DIExpression(), !594)
  %290 = add nuw nsw i64 %283, 1, !dbg !600
    #dbg_value(i64 %290, !532, !DIExpression(), !595)
  %291 = icmp eq i64 %290, 256, !dbg !601
  br i1 %291, label %292, label %282, !dbg !596, !llvm.loop !602

292:                                              ; preds = %282
  %293 = icmp eq i32 %289, %281, !dbg !604
  %294 = zext i1 %293 to i32, !dbg !604
  %295 = load i8, ptr %1, align 8, !dbg !605, !tbaa !275
  %296 = zext i8 %295 to i32, !dbg !605
  %297 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !606
  %298 = load i8, ptr %297, align 1, !dbg !606, !tbaa !275
  %299 = zext i8 %298 to i32, !dbg !606
  %300 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !607
  %301 = load i8, ptr %300, align 2, !dbg !607, !tbaa !275
  %302 = zext i8 %301 to i32, !dbg !607
  %303 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !608
  %304 = load i8, ptr %303, align 1, !dbg !608, !tbaa !275
  %305 = zext i8 %304 to i32, !dbg !608
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %281, i32 noundef %294, i32 noundef %296, i32 noundef %299, i32 noundef %302, i32 noundef %305), !dbg !609
    #dbg_declare(ptr %1, !573, !DIExpression(), !610)
    #dbg_declare(ptr %19, !574, !DIExpression(), !612)
    #dbg_value(i32 0, !575, !DIExpression(), !613)
  br label %307, !dbg !614

307:                                              ; preds = %307, %292
  %308 = phi i64 [ 0, %292 ], [ %314, %307 ]
    #dbg_value(i64 %308, !575, !DIExpression(), !613)
  %309 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 %308, !dbg !615
  %310 = load i8, ptr %309, align 1, !dbg !615, !tbaa !275
  %311 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %308, !dbg !616
  %312 = load i8, ptr %311, align 1, !dbg !617, !tbaa !275
  %313 = xor i8 %312, %310, !dbg !617
  store i8 %313, ptr %311, align 1, !dbg !617, !tbaa !275
  %314 = add nuw nsw i64 %308, 1, !dbg !618
    #dbg_value(i64 %314, !575, !DIExpression(), !613)
  %315 = icmp eq i64 %314, 256, !dbg !619
  br i1 %315, label %316, label %307, !dbg !614, !llvm.loop !620

316:                                              ; preds = %307
  %317 = getelementptr inbounds i8, ptr %19, i64 256, !dbg !622
  %318 = load i32, ptr %317, align 8, !dbg !622, !tbaa !471
  %319 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !623
  %320 = load i32, ptr %319, align 8, !dbg !624, !tbaa !471
  %321 = xor i32 %320, %318, !dbg !624
  store i32 %321, ptr %319, align 8, !dbg !624, !tbaa !471
    #dbg_assign(i1 undef, !147, !DIExpression(), !625, ptr %1, !DIExpression(), !149)
  %322 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %1, ptr noundef nonnull dereferenceable(256) %18, i64 256), !dbg !626
  %323 = icmp eq i32 %322, 0, !dbg !627
  %324 = zext i1 %323 to i32, !dbg !627
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %324), !dbg !628
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 128, i64 noundef 64, i64 noundef 260), !dbg !629
  call void @llvm.lifetime.end.p0(i64 260, ptr nonnull %18) #10, !dbg !630
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #10, !dbg !630
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16) #10, !dbg !630
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %14) #10, !dbg !630
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12), !dbg !630
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #10, !dbg !630
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #10, !dbg !630
  ret i32 0, !dbg !630

327:                                              ; preds = %167, %335
  %328 = phi i64 [ 1, %167 ], [ %336, %335 ]
    #dbg_value(i64 %328, !134, !DIExpression(), !433)
  %329 = getelementptr inbounds [5 x %struct.record], ptr %14, i64 0, i64 %328, !dbg !631
  %330 = getelementptr inbounds i8, ptr %329, i64 48, !dbg !634
  %331 = load i64, ptr %330, align 16, !dbg !634, !tbaa !380
  %332 = load i64, ptr %173, align 8, !dbg !635, !tbaa !380
  %333 = icmp sgt i64 %331, %332, !dbg !636
  br i1 %333, label %334, label %335, !dbg !637

334:                                              ; preds = %327
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 16 dereferenceable(64) %329, i64 64, i1 false), !dbg !638, !tbaa.struct !400, !DIAssignID !639
    #dbg_assign(i1 undef, !133, !DIExpression(), !639, ptr %17, !DIExpression(), !149)
  br label %335, !dbg !640

335:                                              ; preds = %327, %334
  %336 = add nuw nsw i64 %328, 1, !dbg !641
    #dbg_value(i64 %336, !134, !DIExpression(), !433)
  %337 = icmp eq i64 %336, 5, !dbg !642
  br i1 %337, label %192, label %327, !dbg !434, !llvm.loop !643
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !645 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !652 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_large.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 5)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 48)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 13)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 44)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 47)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 26)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 41)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 31)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !74, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72, !73}
!72 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !38, !43, !48, !53, !58, !63, !65}
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 86, type: !84, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{!88, !95, !96, !98, !101, !102, !104, !120, !124, !126, !130, !132, !133, !134, !136, !145, !146, !147}
!88 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 87, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !2, line: 6, size: 1024, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !89, file: !2, line: 7, baseType: !92, size: 1024)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 1024, elements: !94)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !{!11, !11}
!95 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 87, type: !89)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 88, type: !86)
!97 = distinct !DILexicalBlock(scope: !83, file: !2, line: 88, column: 5)
!98 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 89, type: !86)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 89, column: 9)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 88, column: 5)
!101 = !DILocalVariable(name: "p", scope: !83, file: !2, line: 92, type: !89)
!102 = !DILocalVariable(name: "k", scope: !103, file: !2, line: 93, type: !86)
!103 = distinct !DILexicalBlock(scope: !83, file: !2, line: 93, column: 5)
!104 = !DILocalVariable(name: "recs", scope: !83, file: !2, line: 96, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 2560, elements: !24)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !2, line: 10, size: 512, elements: !107)
!107 = !{!108, !112, !113, !117, !119}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !106, file: !2, line: 11, baseType: !109, size: 192)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 24)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !106, file: !2, line: 12, baseType: !86, size: 32, offset: 192)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !106, file: !2, line: 13, baseType: !114, size: 160, offset: 224)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 10)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !106, file: !2, line: 14, baseType: !118, size: 64, offset: 384)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !106, file: !2, line: 15, baseType: !93, size: 64, offset: 448)
!120 = !DILocalVariable(name: "names", scope: !83, file: !2, line: 98, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 320, elements: !24)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 99, type: !86)
!125 = distinct !DILexicalBlock(scope: !83, file: !2, line: 99, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 102, type: !86)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 102, column: 9)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 99, column: 33)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 99, column: 5)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 106, type: !86)
!131 = distinct !DILexicalBlock(scope: !83, file: !2, line: 106, column: 5)
!132 = !DILocalVariable(name: "tmp", scope: !83, file: !2, line: 110, type: !106)
!133 = !DILocalVariable(name: "best", scope: !83, file: !2, line: 117, type: !106)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 118, type: !86)
!135 = distinct !DILexicalBlock(scope: !83, file: !2, line: 118, column: 5)
!136 = !DILocalVariable(name: "b1", scope: !83, file: !2, line: 122, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !2, line: 18, size: 2080, elements: !138)
!138 = !{!139, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !137, file: !2, line: 19, baseType: !140, size: 2048)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 2048, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 256)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !137, file: !2, line: 20, baseType: !144, size: 32, offset: 2048)
!144 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!145 = !DILocalVariable(name: "b2", scope: !83, file: !2, line: 122, type: !137)
!146 = !DILocalVariable(name: "x", scope: !83, file: !2, line: 125, type: !137)
!147 = !DILocalVariable(name: "y", scope: !83, file: !2, line: 128, type: !137)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !83)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 87, column: 5, scope: !83)
!158 = !DILocalVariable(name: "r", scope: !159, file: !2, line: 38, type: !89)
!159 = distinct !DISubprogram(name: "mat_identity", scope: !2, file: !2, line: 37, type: !160, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!89}
!162 = !{!158, !163}
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 40, type: !86)
!164 = distinct !DILexicalBlock(scope: !159, file: !2, line: 40, column: 5)
!165 = !DILocation(line: 38, column: 20, scope: !159, inlinedAt: !166)
!166 = distinct !DILocation(line: 87, column: 24, scope: !83)
!167 = !DILocation(line: 39, column: 5, scope: !159, inlinedAt: !166)
!168 = !{!169}
!169 = distinct !{!169, !170, !"mat_identity: argument 0"}
!170 = distinct !{!170, !"mat_identity"}
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!173 = !DILocation(line: 40, column: 5, scope: !164, inlinedAt: !166)
!174 = !DILocation(line: 41, column: 9, scope: !175, inlinedAt: !166)
!175 = distinct !DILexicalBlock(scope: !164, file: !2, line: 40, column: 5)
!176 = !DILocation(line: 41, column: 19, scope: !175, inlinedAt: !166)
!177 = !{!178, !178, i64 0}
!178 = !{!"double", !179, i64 0}
!179 = !{!"omnipotent char", !180, i64 0}
!180 = !{!"Simple C/C++ TBAA"}
!181 = !DILocation(line: 40, column: 29, scope: !175, inlinedAt: !166)
!182 = !DILocation(line: 40, column: 23, scope: !175, inlinedAt: !166)
!183 = distinct !{!183, !173, !184, !185, !186}
!184 = !DILocation(line: 41, column: 21, scope: !164, inlinedAt: !166)
!185 = !{!"llvm.loop.mustprogress"}
!186 = !{!"llvm.loop.unroll.disable"}
!187 = !DILocation(line: 0, scope: !97)
!188 = !DILocation(line: 88, column: 5, scope: !97)
!189 = !DILocation(line: 88, column: 29, scope: !100)
!190 = !DILocation(line: 0, scope: !99)
!191 = !DILocation(line: 89, column: 9, scope: !99)
!192 = !{!193}
!193 = distinct !{!193, !194, !"mat_mul: argument 0"}
!194 = distinct !{!194, !"mat_mul"}
!195 = !DILocation(line: 91, column: 29, scope: !83)
!196 = !DILocation(line: 25, column: 5, scope: !197, inlinedAt: !217)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 25, column: 5)
!198 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 23, type: !199, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{!89, !89, !89}
!201 = !{!202, !203, !204, !205, !206, !209, !212, !214}
!202 = !DILocalVariable(name: "a", arg: 1, scope: !198, file: !2, line: 23, type: !89)
!203 = !DILocalVariable(name: "b", arg: 2, scope: !198, file: !2, line: 23, type: !89)
!204 = !DILocalVariable(name: "r", scope: !198, file: !2, line: 24, type: !89)
!205 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 25, type: !86)
!206 = !DILocalVariable(name: "j", scope: !207, file: !2, line: 26, type: !86)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 26, column: 9)
!208 = distinct !DILexicalBlock(scope: !197, file: !2, line: 25, column: 5)
!209 = !DILocalVariable(name: "s", scope: !210, file: !2, line: 27, type: !93)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 26, column: 37)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 26, column: 9)
!212 = !DILocalVariable(name: "k", scope: !213, file: !2, line: 28, type: !86)
!213 = distinct !DILexicalBlock(scope: !210, file: !2, line: 28, column: 13)
!214 = !DILocalVariable(name: "t", scope: !215, file: !2, line: 29, type: !93)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 28, column: 41)
!216 = distinct !DILexicalBlock(scope: !213, file: !2, line: 28, column: 13)
!217 = distinct !DILocation(line: 91, column: 29, scope: !83)
!218 = !DILocation(line: 23, column: 46, scope: !198, inlinedAt: !217)
!219 = !DILocation(line: 23, column: 64, scope: !198, inlinedAt: !217)
!220 = !DILocation(line: 24, column: 20, scope: !198, inlinedAt: !217)
!221 = !DILocation(line: 0, scope: !197, inlinedAt: !217)
!222 = !DILocation(line: 0, scope: !207, inlinedAt: !217)
!223 = !DILocation(line: 26, column: 9, scope: !207, inlinedAt: !217)
!224 = !DILocation(line: 0, scope: !213, inlinedAt: !217)
!225 = !DILocation(line: 0, scope: !210, inlinedAt: !217)
!226 = !DILocation(line: 28, column: 13, scope: !213, inlinedAt: !217)
!227 = !DILocation(line: 25, column: 29, scope: !208, inlinedAt: !217)
!228 = !DILocation(line: 25, column: 23, scope: !208, inlinedAt: !217)
!229 = distinct !{!229, !196, !230, !185, !186}
!230 = !DILocation(line: 33, column: 9, scope: !197, inlinedAt: !217)
!231 = !DILocation(line: 32, column: 13, scope: !210, inlinedAt: !217)
!232 = !DILocation(line: 32, column: 23, scope: !210, inlinedAt: !217)
!233 = !DILocation(line: 26, column: 33, scope: !211, inlinedAt: !217)
!234 = !DILocation(line: 26, column: 27, scope: !211, inlinedAt: !217)
!235 = distinct !{!235, !223, !236, !185, !186}
!236 = !DILocation(line: 33, column: 9, scope: !207, inlinedAt: !217)
!237 = !DILocation(line: 29, column: 28, scope: !215, inlinedAt: !217)
!238 = !DILocation(line: 29, column: 40, scope: !215, inlinedAt: !217)
!239 = !DILocation(line: 29, column: 38, scope: !215, inlinedAt: !217)
!240 = !DILocation(line: 0, scope: !215, inlinedAt: !217)
!241 = !DILocation(line: 30, column: 19, scope: !215, inlinedAt: !217)
!242 = !DILocation(line: 28, column: 37, scope: !216, inlinedAt: !217)
!243 = !DILocation(line: 28, column: 31, scope: !216, inlinedAt: !217)
!244 = distinct !{!244, !226, !245, !185, !186}
!245 = !DILocation(line: 31, column: 13, scope: !213, inlinedAt: !217)
!246 = !DILocation(line: 34, column: 5, scope: !198, inlinedAt: !217)
!247 = !DILocation(line: 46, column: 5, scope: !248, inlinedAt: !256)
!248 = distinct !DISubprogram(name: "mat_print", scope: !2, file: !2, line: 45, type: !249, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !122, !89}
!251 = !{!252, !253, !254}
!252 = !DILocalVariable(name: "lbl", arg: 1, scope: !248, file: !2, line: 45, type: !122)
!253 = !DILocalVariable(name: "a", arg: 2, scope: !248, file: !2, line: 45, type: !89)
!254 = !DILocalVariable(name: "i", scope: !255, file: !2, line: 47, type: !86)
!255 = distinct !DILexicalBlock(scope: !248, file: !2, line: 47, column: 5)
!256 = distinct !DILocation(line: 91, column: 5, scope: !83)
!257 = !DILocation(line: 0, scope: !248, inlinedAt: !256)
!258 = !DILocation(line: 45, column: 55, scope: !248, inlinedAt: !256)
!259 = !DILocation(line: 0, scope: !255, inlinedAt: !256)
!260 = !DILocation(line: 47, column: 5, scope: !255, inlinedAt: !256)
!261 = !DILocation(line: 48, column: 51, scope: !262, inlinedAt: !256)
!262 = distinct !DILexicalBlock(scope: !255, file: !2, line: 47, column: 5)
!263 = !DILocation(line: 48, column: 62, scope: !262, inlinedAt: !256)
!264 = !DILocation(line: 48, column: 73, scope: !262, inlinedAt: !256)
!265 = !DILocation(line: 48, column: 84, scope: !262, inlinedAt: !256)
!266 = !DILocation(line: 48, column: 9, scope: !262, inlinedAt: !256)
!267 = !DILocation(line: 47, column: 29, scope: !262, inlinedAt: !256)
!268 = !DILocation(line: 47, column: 23, scope: !262, inlinedAt: !256)
!269 = distinct !{!269, !260, !270, !185, !186}
!270 = !DILocation(line: 48, column: 93, scope: !255, inlinedAt: !256)
!271 = !DILocation(line: 49, column: 1, scope: !248, inlinedAt: !256)
!272 = !DILocation(line: 92, column: 5, scope: !83)
!273 = !DILocation(line: 92, column: 24, scope: !83)
!274 = !{i64 0, i64 128, !275}
!275 = !{!179, !179, i64 0}
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !103)
!278 = !DILocation(line: 93, column: 5, scope: !103)
!279 = !DILocation(line: 88, column: 23, scope: !100)
!280 = distinct !{!280, !188, !281, !185, !186}
!281 = !DILocation(line: 90, column: 59, scope: !97)
!282 = !DILocation(line: 90, column: 41, scope: !283)
!283 = distinct !DILexicalBlock(scope: !99, file: !2, line: 89, column: 9)
!284 = !DILocation(line: 90, column: 39, scope: !283)
!285 = !DILocation(line: 90, column: 55, scope: !283)
!286 = !DILocation(line: 90, column: 52, scope: !283)
!287 = !DILocation(line: 90, column: 50, scope: !283)
!288 = !DILocation(line: 90, column: 13, scope: !283)
!289 = !DILocation(line: 90, column: 23, scope: !283)
!290 = !DILocation(line: 89, column: 33, scope: !283)
!291 = !DILocation(line: 89, column: 27, scope: !283)
!292 = distinct !{!292, !191, !293, !185, !186}
!293 = !DILocation(line: 90, column: 59, scope: !99)
!294 = !DILocation(line: 46, column: 5, scope: !248, inlinedAt: !295)
!295 = distinct !DILocation(line: 95, column: 5, scope: !83)
!296 = !DILocation(line: 0, scope: !248, inlinedAt: !295)
!297 = !DILocation(line: 45, column: 55, scope: !248, inlinedAt: !295)
!298 = !DILocation(line: 0, scope: !255, inlinedAt: !295)
!299 = !DILocation(line: 47, column: 5, scope: !255, inlinedAt: !295)
!300 = !DILocation(line: 48, column: 51, scope: !262, inlinedAt: !295)
!301 = !DILocation(line: 48, column: 62, scope: !262, inlinedAt: !295)
!302 = !DILocation(line: 48, column: 73, scope: !262, inlinedAt: !295)
!303 = !DILocation(line: 48, column: 84, scope: !262, inlinedAt: !295)
!304 = !DILocation(line: 48, column: 9, scope: !262, inlinedAt: !295)
!305 = !DILocation(line: 47, column: 29, scope: !262, inlinedAt: !295)
!306 = !DILocation(line: 47, column: 23, scope: !262, inlinedAt: !295)
!307 = distinct !{!307, !299, !308, !185, !186}
!308 = !DILocation(line: 48, column: 93, scope: !255, inlinedAt: !295)
!309 = !DILocation(line: 49, column: 1, scope: !248, inlinedAt: !295)
!310 = !DILocation(line: 96, column: 5, scope: !83)
!311 = !DILocation(line: 97, column: 5, scope: !83)
!312 = distinct !DIAssignID()
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 0, scope: !125)
!315 = !DILocation(line: 99, column: 5, scope: !125)
!316 = !DILocation(line: 94, column: 13, scope: !317)
!317 = distinct !DILexicalBlock(scope: !103, file: !2, line: 93, column: 5)
!318 = !{!319}
!319 = distinct !{!319, !320, !"mat_mul: argument 0"}
!320 = distinct !{!320, !"mat_mul"}
!321 = !DILocation(line: 25, column: 5, scope: !197, inlinedAt: !322)
!322 = distinct !DILocation(line: 94, column: 13, scope: !317)
!323 = !DILocation(line: 23, column: 46, scope: !198, inlinedAt: !322)
!324 = !DILocation(line: 23, column: 64, scope: !198, inlinedAt: !322)
!325 = !DILocation(line: 24, column: 20, scope: !198, inlinedAt: !322)
!326 = !DILocation(line: 0, scope: !197, inlinedAt: !322)
!327 = !DILocation(line: 0, scope: !207, inlinedAt: !322)
!328 = !DILocation(line: 26, column: 9, scope: !207, inlinedAt: !322)
!329 = !DILocation(line: 0, scope: !213, inlinedAt: !322)
!330 = !DILocation(line: 0, scope: !210, inlinedAt: !322)
!331 = !DILocation(line: 28, column: 13, scope: !213, inlinedAt: !322)
!332 = !DILocation(line: 25, column: 29, scope: !208, inlinedAt: !322)
!333 = !DILocation(line: 25, column: 23, scope: !208, inlinedAt: !322)
!334 = distinct !{!334, !321, !335, !185, !186}
!335 = !DILocation(line: 33, column: 9, scope: !197, inlinedAt: !322)
!336 = !DILocation(line: 32, column: 13, scope: !210, inlinedAt: !322)
!337 = !DILocation(line: 32, column: 23, scope: !210, inlinedAt: !322)
!338 = !DILocation(line: 26, column: 33, scope: !211, inlinedAt: !322)
!339 = !DILocation(line: 26, column: 27, scope: !211, inlinedAt: !322)
!340 = distinct !{!340, !328, !341, !185, !186}
!341 = !DILocation(line: 33, column: 9, scope: !207, inlinedAt: !322)
!342 = !DILocation(line: 29, column: 28, scope: !215, inlinedAt: !322)
!343 = !DILocation(line: 29, column: 40, scope: !215, inlinedAt: !322)
!344 = !DILocation(line: 29, column: 38, scope: !215, inlinedAt: !322)
!345 = !DILocation(line: 0, scope: !215, inlinedAt: !322)
!346 = !DILocation(line: 30, column: 19, scope: !215, inlinedAt: !322)
!347 = !DILocation(line: 28, column: 37, scope: !216, inlinedAt: !322)
!348 = !DILocation(line: 28, column: 31, scope: !216, inlinedAt: !322)
!349 = distinct !{!349, !331, !350, !185, !186}
!350 = !DILocation(line: 31, column: 13, scope: !213, inlinedAt: !322)
!351 = !DILocation(line: 34, column: 5, scope: !198, inlinedAt: !322)
!352 = distinct !DIAssignID()
!353 = !DILocation(line: 93, column: 29, scope: !317)
!354 = !DILocation(line: 93, column: 23, scope: !317)
!355 = distinct !{!355, !278, !356, !185, !186}
!356 = !DILocation(line: 94, column: 25, scope: !103)
!357 = !DILocation(line: 100, column: 16, scope: !128)
!358 = !DILocation(line: 100, column: 30, scope: !128)
!359 = !DILocation(line: 100, column: 9, scope: !128)
!360 = !DILocation(line: 101, column: 17, scope: !128)
!361 = !DILocation(line: 101, column: 20, scope: !128)
!362 = !{!363, !364, i64 24}
!363 = !{!"record", !179, i64 0, !364, i64 24, !179, i64 28, !365, i64 48, !178, i64 56}
!364 = !{!"int", !179, i64 0}
!365 = !{!"long", !179, i64 0}
!366 = !DILocation(line: 0, scope: !127)
!367 = !DILocation(line: 102, column: 9, scope: !127)
!368 = !DILocation(line: 104, column: 19, scope: !128)
!369 = !DILocation(line: 52, column: 7, scope: !370, inlinedAt: !377)
!370 = distinct !DISubprogram(name: "rec_finish", scope: !2, file: !2, line: 51, type: !371, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !373)
!371 = !DISubroutineType(types: !372)
!372 = !{!106, !106}
!373 = !{!374, !375}
!374 = !DILocalVariable(name: "r", arg: 1, scope: !370, file: !2, line: 51, type: !106)
!375 = !DILocalVariable(name: "i", scope: !376, file: !2, line: 53, type: !86)
!376 = distinct !DILexicalBlock(scope: !370, file: !2, line: 53, column: 5)
!377 = distinct !DILocation(line: 104, column: 19, scope: !128)
!378 = !DILocation(line: 51, column: 47, scope: !370, inlinedAt: !377)
!379 = !DILocation(line: 52, column: 13, scope: !370, inlinedAt: !377)
!380 = !{!363, !365, i64 48}
!381 = !{!382}
!382 = distinct !{!382, !383, !"rec_finish: argument 0"}
!383 = distinct !{!383, !"rec_finish"}
!384 = !DILocation(line: 0, scope: !376, inlinedAt: !377)
!385 = !DILocation(line: 53, column: 5, scope: !376, inlinedAt: !377)
!386 = !DILocation(line: 54, column: 20, scope: !387, inlinedAt: !377)
!387 = distinct !DILexicalBlock(scope: !376, file: !2, line: 53, column: 5)
!388 = !{!389, !389, i64 0}
!389 = !{!"short", !179, i64 0}
!390 = !DILocation(line: 54, column: 17, scope: !387, inlinedAt: !377)
!391 = !DILocation(line: 53, column: 30, scope: !387, inlinedAt: !377)
!392 = !DILocation(line: 53, column: 23, scope: !387, inlinedAt: !377)
!393 = distinct !{!393, !385, !394, !185, !186}
!394 = !DILocation(line: 54, column: 30, scope: !376, inlinedAt: !377)
!395 = !DILocation(line: 55, column: 13, scope: !370, inlinedAt: !377)
!396 = !DILocation(line: 55, column: 21, scope: !370, inlinedAt: !377)
!397 = !DILocation(line: 55, column: 11, scope: !370, inlinedAt: !377)
!398 = !{!363, !178, i64 56}
!399 = !DILocation(line: 56, column: 12, scope: !370, inlinedAt: !377)
!400 = !{i64 0, i64 24, !275, i64 24, i64 4, !401, i64 28, i64 20, !275, i64 48, i64 8, !402, i64 56, i64 8, !177}
!401 = !{!364, !364, i64 0}
!402 = !{!365, !365, i64 0}
!403 = !DILocation(line: 56, column: 5, scope: !370, inlinedAt: !377)
!404 = !DILocation(line: 99, column: 29, scope: !129)
!405 = !DILocation(line: 99, column: 23, scope: !129)
!406 = distinct !{!406, !315, !407, !185, !186}
!407 = !DILocation(line: 105, column: 5, scope: !125)
!408 = !DILocation(line: 103, column: 53, scope: !409)
!409 = distinct !DILexicalBlock(scope: !127, file: !2, line: 102, column: 9)
!410 = !DILocation(line: 103, column: 49, scope: !409)
!411 = !DILocation(line: 103, column: 59, scope: !409)
!412 = !DILocation(line: 103, column: 33, scope: !409)
!413 = !DILocation(line: 103, column: 13, scope: !409)
!414 = !DILocation(line: 103, column: 31, scope: !409)
!415 = !DILocation(line: 102, column: 34, scope: !409)
!416 = !DILocation(line: 102, column: 27, scope: !409)
!417 = distinct !{!417, !367, !418, !185, !186}
!418 = !DILocation(line: 103, column: 68, scope: !127)
!419 = !DILocation(line: 110, column: 5, scope: !83)
!420 = !DILocation(line: 111, column: 5, scope: !83)
!421 = distinct !DIAssignID()
!422 = !DILocation(line: 112, column: 23, scope: !83)
!423 = !DILocation(line: 112, column: 5, scope: !83)
!424 = distinct !DIAssignID()
!425 = !DILocation(line: 113, column: 5, scope: !83)
!426 = distinct !DIAssignID()
!427 = !DILocation(line: 115, column: 12, scope: !83)
!428 = !DILocation(line: 115, column: 47, scope: !83)
!429 = !DILocation(line: 114, column: 5, scope: !83)
!430 = !DILocation(line: 117, column: 5, scope: !83)
!431 = !DILocation(line: 117, column: 26, scope: !83)
!432 = distinct !DIAssignID()
!433 = !DILocation(line: 0, scope: !135)
!434 = !DILocation(line: 118, column: 5, scope: !135)
!435 = !DILocation(line: 0, scope: !131)
!436 = !DILocation(line: 107, column: 68, scope: !437)
!437 = distinct !DILexicalBlock(scope: !131, file: !2, line: 106, column: 5)
!438 = !DILocation(line: 107, column: 90, scope: !437)
!439 = !DILocation(line: 108, column: 24, scope: !437)
!440 = !DILocation(line: 108, column: 39, scope: !437)
!441 = !DILocation(line: 108, column: 52, scope: !437)
!442 = !DILocation(line: 108, column: 44, scope: !437)
!443 = !DILocation(line: 108, column: 63, scope: !437)
!444 = !DILocation(line: 107, column: 9, scope: !437)
!445 = !DILocation(line: 106, column: 29, scope: !437)
!446 = !DILocation(line: 106, column: 23, scope: !437)
!447 = !DILocation(line: 106, column: 5, scope: !131)
!448 = distinct !{!448, !447, !449, !185, !186}
!449 = !DILocation(line: 108, column: 80, scope: !131)
!450 = !DILocation(line: 121, column: 45, scope: !83)
!451 = !DILocation(line: 121, column: 5, scope: !83)
!452 = !DILocation(line: 122, column: 5, scope: !83)
!453 = !DILocalVariable(name: "seed", arg: 1, scope: !454, file: !2, line: 59, type: !144)
!454 = distinct !DISubprogram(name: "block_fill", scope: !2, file: !2, line: 59, type: !455, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !457)
!455 = !DISubroutineType(types: !456)
!456 = !{!137, !144}
!457 = !{!453, !458, !459, !460, !462}
!458 = !DILocalVariable(name: "b", scope: !454, file: !2, line: 60, type: !137)
!459 = !DILocalVariable(name: "x", scope: !454, file: !2, line: 61, type: !144)
!460 = !DILocalVariable(name: "i", scope: !461, file: !2, line: 62, type: !86)
!461 = distinct !DILexicalBlock(scope: !454, file: !2, line: 62, column: 5)
!462 = !DILocalVariable(name: "i", scope: !463, file: !2, line: 67, type: !86)
!463 = distinct !DILexicalBlock(scope: !454, file: !2, line: 67, column: 5)
!464 = !DILocation(line: 0, scope: !454, inlinedAt: !465)
!465 = distinct !DILocation(line: 122, column: 23, scope: !83)
!466 = !DILocation(line: 60, column: 18, scope: !454, inlinedAt: !465)
!467 = !DILocation(line: 0, scope: !461, inlinedAt: !465)
!468 = !DILocation(line: 62, column: 5, scope: !461, inlinedAt: !465)
!469 = !DILocation(line: 66, column: 7, scope: !454, inlinedAt: !465)
!470 = !DILocation(line: 66, column: 16, scope: !454, inlinedAt: !465)
!471 = !{!472, !364, i64 256}
!472 = !{!"block", !179, i64 0, !364, i64 256}
!473 = !{!474}
!474 = distinct !{!474, !475, !"block_fill: argument 0"}
!475 = distinct !{!475, !"block_fill"}
!476 = distinct !DIAssignID()
!477 = !DILocation(line: 0, scope: !463, inlinedAt: !465)
!478 = !DILocation(line: 67, column: 5, scope: !463, inlinedAt: !465)
!479 = !DILocation(line: 63, column: 15, scope: !480, inlinedAt: !465)
!480 = distinct !DILexicalBlock(scope: !481, file: !2, line: 62, column: 35)
!481 = distinct !DILexicalBlock(scope: !461, file: !2, line: 62, column: 5)
!482 = !DILocation(line: 63, column: 29, scope: !480, inlinedAt: !465)
!483 = !DILocation(line: 64, column: 39, scope: !480, inlinedAt: !465)
!484 = !DILocation(line: 64, column: 21, scope: !480, inlinedAt: !465)
!485 = !DILocation(line: 64, column: 9, scope: !480, inlinedAt: !465)
!486 = !DILocation(line: 64, column: 19, scope: !480, inlinedAt: !465)
!487 = !DILocation(line: 62, column: 31, scope: !481, inlinedAt: !465)
!488 = !DILocation(line: 62, column: 23, scope: !481, inlinedAt: !465)
!489 = distinct !{!489, !468, !490, !185, !186}
!490 = !DILocation(line: 65, column: 5, scope: !461, inlinedAt: !465)
!491 = !DILocation(line: 68, column: 40, scope: !492, inlinedAt: !465)
!492 = distinct !DILexicalBlock(scope: !463, file: !2, line: 67, column: 5)
!493 = !DILocation(line: 68, column: 55, scope: !492, inlinedAt: !465)
!494 = !DILocation(line: 68, column: 53, scope: !492, inlinedAt: !465)
!495 = !DILocation(line: 68, column: 20, scope: !492, inlinedAt: !465)
!496 = distinct !DIAssignID()
!497 = !DILocation(line: 67, column: 31, scope: !492, inlinedAt: !465)
!498 = !DILocation(line: 67, column: 23, scope: !492, inlinedAt: !465)
!499 = distinct !{!499, !478, !500, !185, !186}
!500 = !DILocation(line: 68, column: 63, scope: !463, inlinedAt: !465)
!501 = !DILocation(line: 66, column: 7, scope: !454, inlinedAt: !502)
!502 = distinct !DILocation(line: 122, column: 43, scope: !83)
!503 = !DILocation(line: 66, column: 16, scope: !454, inlinedAt: !502)
!504 = !{!505}
!505 = distinct !{!505, !506, !"block_fill: argument 0"}
!506 = distinct !{!506, !"block_fill"}
!507 = distinct !DIAssignID()
!508 = !DILocation(line: 0, scope: !463, inlinedAt: !502)
!509 = !DILocation(line: 67, column: 5, scope: !463, inlinedAt: !502)
!510 = !DILocation(line: 0, scope: !461, inlinedAt: !502)
!511 = !DILocation(line: 0, scope: !454, inlinedAt: !502)
!512 = !DILocation(line: 63, column: 15, scope: !480, inlinedAt: !502)
!513 = !DILocation(line: 63, column: 29, scope: !480, inlinedAt: !502)
!514 = !DILocation(line: 64, column: 39, scope: !480, inlinedAt: !502)
!515 = !DILocation(line: 64, column: 21, scope: !480, inlinedAt: !502)
!516 = !DILocation(line: 64, column: 9, scope: !480, inlinedAt: !502)
!517 = !DILocation(line: 64, column: 19, scope: !480, inlinedAt: !502)
!518 = !DILocation(line: 62, column: 31, scope: !481, inlinedAt: !502)
!519 = !DILocation(line: 62, column: 23, scope: !481, inlinedAt: !502)
!520 = !DILocation(line: 62, column: 5, scope: !461, inlinedAt: !502)
!521 = distinct !{!521, !520, !522, !185, !186}
!522 = !DILocation(line: 65, column: 5, scope: !461, inlinedAt: !502)
!523 = !DILocation(line: 68, column: 40, scope: !492, inlinedAt: !502)
!524 = !DILocation(line: 68, column: 55, scope: !492, inlinedAt: !502)
!525 = !DILocation(line: 68, column: 53, scope: !492, inlinedAt: !502)
!526 = !DILocation(line: 68, column: 20, scope: !492, inlinedAt: !502)
!527 = distinct !DIAssignID()
!528 = !DILocation(line: 67, column: 31, scope: !492, inlinedAt: !502)
!529 = !DILocation(line: 67, column: 23, scope: !492, inlinedAt: !502)
!530 = distinct !{!530, !509, !531, !185, !186}
!531 = !DILocation(line: 68, column: 63, scope: !463, inlinedAt: !502)
!532 = !DILocalVariable(name: "i", scope: !533, file: !2, line: 74, type: !86)
!533 = distinct !DILexicalBlock(scope: !534, file: !2, line: 74, column: 5)
!534 = distinct !DISubprogram(name: "block_verify", scope: !2, file: !2, line: 72, type: !535, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !537)
!535 = !DISubroutineType(types: !536)
!536 = !{!144, !137}
!537 = !{!538, !539, !532}
!538 = !DILocalVariable(name: "b", arg: 1, scope: !534, file: !2, line: 72, type: !137)
!539 = !DILocalVariable(name: "c", scope: !534, file: !2, line: 73, type: !144)
!540 = !DILocation(line: 0, scope: !533, inlinedAt: !541)
!541 = distinct !DILocation(line: 123, column: 73, scope: !83)
!542 = !DILocation(line: 0, scope: !534, inlinedAt: !541)
!543 = !DILocation(line: 75, column: 22, scope: !544, inlinedAt: !541)
!544 = distinct !DILexicalBlock(scope: !533, file: !2, line: 74, column: 5)
!545 = !DILocation(line: 75, column: 28, scope: !544, inlinedAt: !541)
!546 = !DILocation(line: 75, column: 26, scope: !544, inlinedAt: !541)
!547 = !DILocation(line: 74, column: 31, scope: !544, inlinedAt: !541)
!548 = !DILocation(line: 74, column: 23, scope: !544, inlinedAt: !541)
!549 = !DILocation(line: 74, column: 5, scope: !533, inlinedAt: !541)
!550 = distinct !{!550, !549, !551, !185, !186}
!551 = !DILocation(line: 75, column: 36, scope: !533, inlinedAt: !541)
!552 = !DILocation(line: 76, column: 14, scope: !534, inlinedAt: !541)
!553 = !DILocation(line: 72, column: 43, scope: !534, inlinedAt: !554)
!554 = distinct !DILocation(line: 124, column: 25, scope: !83)
!555 = !DILocation(line: 0, scope: !534, inlinedAt: !554)
!556 = !DILocation(line: 0, scope: !533, inlinedAt: !554)
!557 = !DILocation(line: 74, column: 5, scope: !533, inlinedAt: !554)
!558 = !DILocation(line: 75, column: 22, scope: !544, inlinedAt: !554)
!559 = !DILocation(line: 75, column: 28, scope: !544, inlinedAt: !554)
!560 = !DILocation(line: 75, column: 26, scope: !544, inlinedAt: !554)
!561 = !DILocation(line: 74, column: 31, scope: !544, inlinedAt: !554)
!562 = !DILocation(line: 74, column: 23, scope: !544, inlinedAt: !554)
!563 = distinct !{!563, !557, !564, !185, !186}
!564 = !DILocation(line: 75, column: 36, scope: !533, inlinedAt: !554)
!565 = !DILocation(line: 76, column: 14, scope: !534, inlinedAt: !554)
!566 = !DILocation(line: 123, column: 5, scope: !83)
!567 = !DILocation(line: 80, column: 5, scope: !568, inlinedAt: !576)
!568 = distinct !DILexicalBlock(scope: !569, file: !2, line: 80, column: 5)
!569 = distinct !DISubprogram(name: "block_xor", scope: !2, file: !2, line: 79, type: !570, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !572)
!570 = !DISubroutineType(types: !571)
!571 = !{!137, !137, !137}
!572 = !{!573, !574, !575}
!573 = !DILocalVariable(name: "a", arg: 1, scope: !569, file: !2, line: 79, type: !137)
!574 = !DILocalVariable(name: "b", arg: 2, scope: !569, file: !2, line: 79, type: !137)
!575 = !DILocalVariable(name: "i", scope: !568, file: !2, line: 80, type: !86)
!576 = distinct !DILocation(line: 125, column: 22, scope: !83)
!577 = !DILocation(line: 79, column: 44, scope: !569, inlinedAt: !576)
!578 = !DILocation(line: 79, column: 60, scope: !569, inlinedAt: !576)
!579 = !DILocation(line: 0, scope: !568, inlinedAt: !576)
!580 = !DILocation(line: 81, column: 22, scope: !581, inlinedAt: !576)
!581 = distinct !DILexicalBlock(scope: !568, file: !2, line: 80, column: 5)
!582 = !DILocation(line: 81, column: 9, scope: !581, inlinedAt: !576)
!583 = !DILocation(line: 81, column: 19, scope: !581, inlinedAt: !576)
!584 = !DILocation(line: 80, column: 31, scope: !581, inlinedAt: !576)
!585 = !DILocation(line: 80, column: 23, scope: !581, inlinedAt: !576)
!586 = distinct !{!586, !567, !587, !185, !186}
!587 = !DILocation(line: 81, column: 30, scope: !568, inlinedAt: !576)
!588 = !DILocation(line: 82, column: 21, scope: !569, inlinedAt: !576)
!589 = !DILocation(line: 82, column: 7, scope: !569, inlinedAt: !576)
!590 = !DILocation(line: 82, column: 16, scope: !569, inlinedAt: !576)
!591 = distinct !DIAssignID()
!592 = !DILocation(line: 72, column: 43, scope: !534, inlinedAt: !593)
!593 = distinct !DILocation(line: 126, column: 75, scope: !83)
!594 = !DILocation(line: 0, scope: !534, inlinedAt: !593)
!595 = !DILocation(line: 0, scope: !533, inlinedAt: !593)
!596 = !DILocation(line: 74, column: 5, scope: !533, inlinedAt: !593)
!597 = !DILocation(line: 75, column: 22, scope: !544, inlinedAt: !593)
!598 = !DILocation(line: 75, column: 28, scope: !544, inlinedAt: !593)
!599 = !DILocation(line: 75, column: 26, scope: !544, inlinedAt: !593)
!600 = !DILocation(line: 74, column: 31, scope: !544, inlinedAt: !593)
!601 = !DILocation(line: 74, column: 23, scope: !544, inlinedAt: !593)
!602 = distinct !{!602, !596, !603, !185, !186}
!603 = !DILocation(line: 75, column: 36, scope: !533, inlinedAt: !593)
!604 = !DILocation(line: 76, column: 14, scope: !534, inlinedAt: !593)
!605 = !DILocation(line: 127, column: 12, scope: !83)
!606 = !DILocation(line: 127, column: 23, scope: !83)
!607 = !DILocation(line: 127, column: 34, scope: !83)
!608 = !DILocation(line: 127, column: 45, scope: !83)
!609 = !DILocation(line: 126, column: 5, scope: !83)
!610 = !DILocation(line: 79, column: 44, scope: !569, inlinedAt: !611)
!611 = distinct !DILocation(line: 128, column: 22, scope: !83)
!612 = !DILocation(line: 79, column: 60, scope: !569, inlinedAt: !611)
!613 = !DILocation(line: 0, scope: !568, inlinedAt: !611)
!614 = !DILocation(line: 80, column: 5, scope: !568, inlinedAt: !611)
!615 = !DILocation(line: 81, column: 22, scope: !581, inlinedAt: !611)
!616 = !DILocation(line: 81, column: 9, scope: !581, inlinedAt: !611)
!617 = !DILocation(line: 81, column: 19, scope: !581, inlinedAt: !611)
!618 = !DILocation(line: 80, column: 31, scope: !581, inlinedAt: !611)
!619 = !DILocation(line: 80, column: 23, scope: !581, inlinedAt: !611)
!620 = distinct !{!620, !614, !621, !185, !186}
!621 = !DILocation(line: 81, column: 30, scope: !568, inlinedAt: !611)
!622 = !DILocation(line: 82, column: 21, scope: !569, inlinedAt: !611)
!623 = !DILocation(line: 82, column: 7, scope: !569, inlinedAt: !611)
!624 = !DILocation(line: 82, column: 16, scope: !569, inlinedAt: !611)
!625 = distinct !DIAssignID()
!626 = !DILocation(line: 129, column: 42, scope: !83)
!627 = !DILocation(line: 129, column: 81, scope: !83)
!628 = !DILocation(line: 129, column: 5, scope: !83)
!629 = !DILocation(line: 130, column: 5, scope: !83)
!630 = !DILocation(line: 133, column: 1, scope: !83)
!631 = !DILocation(line: 119, column: 13, scope: !632)
!632 = distinct !DILexicalBlock(scope: !633, file: !2, line: 119, column: 13)
!633 = distinct !DILexicalBlock(scope: !135, file: !2, line: 118, column: 5)
!634 = !DILocation(line: 119, column: 21, scope: !632)
!635 = !DILocation(line: 119, column: 34, scope: !632)
!636 = !DILocation(line: 119, column: 27, scope: !632)
!637 = !DILocation(line: 119, column: 13, scope: !633)
!638 = !DILocation(line: 120, column: 20, scope: !632)
!639 = distinct !DIAssignID()
!640 = !DILocation(line: 120, column: 13, scope: !632)
!641 = !DILocation(line: 118, column: 29, scope: !633)
!642 = !DILocation(line: 118, column: 23, scope: !633)
!643 = distinct !{!643, !434, !644, !185, !186}
!644 = !DILocation(line: 120, column: 26, scope: !135)
!645 = !DISubprogram(name: "strcpy", scope: !646, file: !646, line: 141, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!647 = !DISubroutineType(types: !648)
!648 = !{!649, !650, !651}
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!650 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !649)
!651 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!652 = !DISubprogram(name: "printf", scope: !653, file: !653, line: 356, type: !654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!654 = !DISubroutineType(types: !655)
!655 = !{!86, !651, null}
