; ModuleID = 'bignum.c'
source_filename = "bignum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { i32, [120 x i32] }

@.str = private unnamed_addr constant [10 x i8] c"factorial\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"100!\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"digit sum of 100! = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"digit sum of 2^1000 = %d, limbs %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [35 x i8] c"first fibonacci >= 10^99 is F(%d)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [2 x i8] c"F\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"F^2\00", align 1, !dbg !32
@__const.main.divs = private unnamed_addr constant [6 x i32] [i32 7, i32 11, i32 13, i32 1000003, i32 999999937, i32 2], align 16
@.str.7 = private unnamed_addr constant [24 x i8] c"(100! + F) mod %u = %u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"100!/100!\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [13 x i8] c" (%d limbs)\0A\00", align 1, !dbg !48

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !73 {
  %1 = alloca %struct.big, align 4, !DIAssignID !111
  %2 = alloca [240 x i64], align 16, !DIAssignID !112
    #dbg_assign(i1 undef, !113, !DIExpression(), !112, ptr %2, !DIExpression(), !143)
  %3 = alloca %struct.big, align 4, !DIAssignID !145
  %4 = alloca %struct.big, align 4, !DIAssignID !146
  %5 = alloca %struct.big, align 4, !DIAssignID !147
    #dbg_assign(i1 undef, !77, !DIExpression(), !147, ptr %5, !DIExpression(), !148)
  %6 = alloca %struct.big, align 4, !DIAssignID !149
    #dbg_assign(i1 undef, !87, !DIExpression(), !149, ptr %6, !DIExpression(), !148)
  %7 = alloca %struct.big, align 4, !DIAssignID !150
    #dbg_assign(i1 undef, !90, !DIExpression(), !150, ptr %7, !DIExpression(), !148)
  %8 = alloca %struct.big, align 4, !DIAssignID !151
    #dbg_assign(i1 undef, !91, !DIExpression(), !151, ptr %8, !DIExpression(), !148)
  %9 = alloca %struct.big, align 4, !DIAssignID !152
    #dbg_assign(i1 undef, !92, !DIExpression(), !152, ptr %9, !DIExpression(), !148)
  %10 = alloca %struct.big, align 4, !DIAssignID !153
    #dbg_assign(i1 undef, !94, !DIExpression(), !153, ptr %10, !DIExpression(), !148)
  %11 = alloca %struct.big, align 4, !DIAssignID !154
    #dbg_assign(i1 undef, !97, !DIExpression(), !154, ptr %11, !DIExpression(), !148)
  %12 = alloca %struct.big, align 4, !DIAssignID !155
    #dbg_assign(i1 undef, !98, !DIExpression(), !155, ptr %12, !DIExpression(), !148)
  %13 = alloca %struct.big, align 4, !DIAssignID !156
    #dbg_assign(i1 undef, !106, !DIExpression(), !156, ptr %13, !DIExpression(), !157)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #6, !dbg !158
    #dbg_value(ptr %5, !159, !DIExpression(), !165)
    #dbg_value(i32 1, !164, !DIExpression(), !165)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false), !dbg !167, !DIAssignID !168
    #dbg_assign(i8 0, !77, !DIExpression(), !168, ptr %5, !DIExpression(), !148)
  %14 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !169
  store i32 1, ptr %14, align 4, !dbg !170, !tbaa !171, !DIAssignID !175
    #dbg_assign(i32 1, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !175, ptr %14, !DIExpression(), !148)
  %15 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !176
  store i32 0, ptr %15, align 4, !dbg !177, !tbaa !171, !DIAssignID !178
    #dbg_assign(i32 0, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !178, ptr %15, !DIExpression(), !148)
  store i32 1, ptr %5, align 4, !dbg !179, !tbaa !180, !DIAssignID !182
    #dbg_assign(i32 1, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182, ptr %5, !DIExpression(), !148)
    #dbg_value(i32 1, !85, !DIExpression(), !183)
  br label %61, !dbg !184

16:                                               ; preds = %115
    #dbg_value(ptr @.str.1, !185, !DIExpression(), !195)
    #dbg_value(ptr %5, !192, !DIExpression(), !195)
  %17 = load i32, ptr %5, align 4, !dbg !197, !tbaa !180
  %18 = add nsw i32 %17, -1, !dbg !198
  %19 = sext i32 %18 to i64, !dbg !199
  %20 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %19, !dbg !199
  %21 = load i32, ptr %20, align 4, !dbg !199, !tbaa !171
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef %21), !dbg !200
    #dbg_value(i32 %17, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !201)
  %23 = icmp sgt i32 %17, 1, !dbg !202
  br i1 %23, label %24, label %34, !dbg !204

24:                                               ; preds = %16
  %25 = add nsw i32 %17, -2, !dbg !205
    #dbg_value(i32 %25, !193, !DIExpression(), !201)
  %26 = zext i32 %25 to i64, !dbg !204
  br label %27, !dbg !204

27:                                               ; preds = %27, %24
  %28 = phi i64 [ %26, %24 ], [ %32, %27 ]
    #dbg_value(i64 %28, !193, !DIExpression(), !201)
  %29 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %28, !dbg !206
  %30 = load i32, ptr %29, align 4, !dbg !206, !tbaa !171
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %30), !dbg !207
  %32 = add nsw i64 %28, -1, !dbg !208
    #dbg_value(i64 %32, !193, !DIExpression(), !201)
  %33 = icmp sgt i64 %28, 0, !dbg !202
  br i1 %33, label %27, label %34, !dbg !204, !llvm.loop !209

34:                                               ; preds = %27, %16
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %17), !dbg !213
    #dbg_value(ptr %5, !214, !DIExpression(), !225)
    #dbg_value(i32 0, !219, !DIExpression(), !225)
    #dbg_value(i32 0, !220, !DIExpression(), !227)
  %36 = icmp sgt i32 %17, 0, !dbg !228
  br i1 %36, label %37, label %56, !dbg !229

37:                                               ; preds = %34
  %38 = zext nneg i32 %17 to i64, !dbg !228
  br label %39, !dbg !229

39:                                               ; preds = %45, %37
  %40 = phi i64 [ 0, %37 ], [ %47, %45 ]
  %41 = phi i32 [ 0, %37 ], [ %46, %45 ]
    #dbg_value(i64 %40, !220, !DIExpression(), !227)
    #dbg_value(i32 %41, !219, !DIExpression(), !225)
  %42 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %40, !dbg !230
  %43 = load i32, ptr %42, align 4, !dbg !230, !tbaa !171
    #dbg_value(i32 %43, !222, !DIExpression(), !231)
  %44 = icmp eq i32 %43, 0, !dbg !232
  br i1 %44, label %45, label %49, !dbg !232

45:                                               ; preds = %49, %39
  %46 = phi i32 [ %41, %39 ], [ %53, %49 ], !dbg !225
  %47 = add nuw nsw i64 %40, 1, !dbg !233
    #dbg_value(i64 %47, !220, !DIExpression(), !227)
    #dbg_value(i32 %46, !219, !DIExpression(), !225)
  %48 = icmp eq i64 %47, %38, !dbg !228
  br i1 %48, label %56, label %39, !dbg !229, !llvm.loop !234

49:                                               ; preds = %39, %49
  %50 = phi i32 [ %54, %49 ], [ %43, %39 ]
  %51 = phi i32 [ %53, %49 ], [ %41, %39 ]
    #dbg_value(i32 %50, !222, !DIExpression(), !231)
    #dbg_value(i32 %51, !219, !DIExpression(), !225)
  %52 = urem i32 %50, 10, !dbg !236
  %53 = add nsw i32 %52, %51, !dbg !238
    #dbg_value(i32 %53, !219, !DIExpression(), !225)
  %54 = udiv i32 %50, 10, !dbg !239
    #dbg_value(i32 %54, !222, !DIExpression(), !231)
  %55 = icmp ult i32 %50, 10, !dbg !232
  br i1 %55, label %45, label %49, !dbg !232, !llvm.loop !240

56:                                               ; preds = %45, %34
  %57 = phi i32 [ 0, %34 ], [ %46, %45 ], !dbg !242
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %57), !dbg !243
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #6, !dbg !244
    #dbg_value(ptr %6, !159, !DIExpression(), !245)
    #dbg_value(i32 1, !164, !DIExpression(), !245)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %6, i8 0, i64 484, i1 false), !dbg !247, !DIAssignID !248
    #dbg_assign(i8 0, !87, !DIExpression(), !248, ptr %6, !DIExpression(), !148)
  %59 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !249
  store i32 1, ptr %59, align 4, !dbg !250, !tbaa !171, !DIAssignID !251
    #dbg_assign(i32 1, !87, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !251, ptr %59, !DIExpression(), !148)
  %60 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !252
  store i32 0, ptr %60, align 4, !dbg !253, !tbaa !171, !DIAssignID !254
    #dbg_assign(i32 0, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !254, ptr %60, !DIExpression(), !148)
  store i32 1, ptr %6, align 4, !dbg !255, !tbaa !180, !DIAssignID !256
    #dbg_assign(i32 1, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !256, ptr %6, !DIExpression(), !148)
    #dbg_value(i32 0, !88, !DIExpression(), !257)
  br label %148, !dbg !258

61:                                               ; preds = %0, %115
  %62 = phi i64 [ 1, %0 ], [ %116, %115 ]
    #dbg_value(i64 %62, !85, !DIExpression(), !183)
    #dbg_value(ptr %5, !259, !DIExpression(), !269)
    #dbg_value(i64 %62, !262, !DIExpression(), !269)
    #dbg_value(i64 0, !263, !DIExpression(), !269)
    #dbg_value(i32 0, !264, !DIExpression(), !273)
  %63 = load i32, ptr %5, align 4, !tbaa !180
  %64 = icmp sgt i32 %63, 0, !dbg !274
  br i1 %64, label %65, label %67, !dbg !275

65:                                               ; preds = %61
  %66 = zext nneg i32 %63 to i64, !dbg !274
  br label %70, !dbg !275

67:                                               ; preds = %70, %61
  %68 = phi i64 [ 0, %61 ], [ %80, %70 ], !dbg !269
    #dbg_value(i64 %68, !263, !DIExpression(), !269)
  %69 = icmp eq i64 %68, 0, !dbg !276
  br i1 %69, label %93, label %83, !dbg !276

70:                                               ; preds = %70, %65
  %71 = phi i64 [ 0, %65 ], [ %81, %70 ]
  %72 = phi i64 [ 0, %65 ], [ %80, %70 ]
    #dbg_value(i64 %72, !263, !DIExpression(), !269)
    #dbg_value(i64 %71, !264, !DIExpression(), !273)
  %73 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %71, !dbg !277
  %74 = load i32, ptr %73, align 4, !dbg !277, !tbaa !171
  %75 = zext i32 %74 to i64, !dbg !278
  %76 = mul nuw nsw i64 %62, %75, !dbg !279
  %77 = add nuw nsw i64 %76, %72, !dbg !280
    #dbg_value(i64 %77, !266, !DIExpression(), !281)
  %78 = urem i64 %77, 1000000000, !dbg !282
  %79 = trunc nuw nsw i64 %78 to i32, !dbg !283
  store i32 %79, ptr %73, align 4, !dbg !284, !tbaa !171
  %80 = udiv i64 %77, 1000000000, !dbg !285
    #dbg_value(i64 %80, !263, !DIExpression(), !269)
  %81 = add nuw nsw i64 %71, 1, !dbg !286
    #dbg_value(i64 %81, !264, !DIExpression(), !273)
  %82 = icmp eq i64 %81, %66, !dbg !274
  br i1 %82, label %67, label %70, !dbg !275, !llvm.loop !287

83:                                               ; preds = %67, %83
  %84 = phi i64 [ %91, %83 ], [ %68, %67 ]
    #dbg_value(i64 %84, !263, !DIExpression(), !269)
  %85 = urem i64 %84, 1000000000, !dbg !289
  %86 = trunc nuw nsw i64 %85 to i32, !dbg !291
  %87 = load i32, ptr %5, align 4, !dbg !292, !tbaa !180
  %88 = add nsw i32 %87, 1, !dbg !292
  store i32 %88, ptr %5, align 4, !dbg !292, !tbaa !180, !DIAssignID !293
    #dbg_assign(i32 %88, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !293, ptr %5, !DIExpression(), !148)
  %89 = sext i32 %87 to i64, !dbg !294
  %90 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %89, !dbg !294
  store i32 %86, ptr %90, align 4, !dbg !295, !tbaa !171
  %91 = udiv i64 %84, 1000000000, !dbg !296
    #dbg_value(i64 %91, !263, !DIExpression(), !269)
  %92 = icmp ult i64 %84, 1000000000, !dbg !276
  br i1 %92, label %93, label %83, !dbg !276, !llvm.loop !297

93:                                               ; preds = %83, %67
  %94 = trunc nuw nsw i64 %62 to i32, !dbg !299
  switch i32 %94, label %115 [
    i32 50, label %95
    i32 25, label %95
  ], !dbg !299

95:                                               ; preds = %93, %93
    #dbg_value(ptr @.str, !185, !DIExpression(), !301)
    #dbg_value(ptr %5, !192, !DIExpression(), !301)
  %96 = load i32, ptr %5, align 4, !dbg !303, !tbaa !180
  %97 = add nsw i32 %96, -1, !dbg !304
  %98 = sext i32 %97 to i64, !dbg !305
  %99 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %98, !dbg !305
  %100 = load i32, ptr %99, align 4, !dbg !305, !tbaa !171
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef %100), !dbg !306
    #dbg_value(i32 %96, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !307)
  %102 = icmp sgt i32 %96, 1, !dbg !308
  br i1 %102, label %103, label %113, !dbg !309

103:                                              ; preds = %95
  %104 = add nsw i32 %96, -2, !dbg !310
    #dbg_value(i32 %104, !193, !DIExpression(), !307)
  %105 = zext i32 %104 to i64, !dbg !309
  br label %106, !dbg !309

106:                                              ; preds = %106, %103
  %107 = phi i64 [ %105, %103 ], [ %111, %106 ]
    #dbg_value(i64 %107, !193, !DIExpression(), !307)
  %108 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %107, !dbg !311
  %109 = load i32, ptr %108, align 4, !dbg !311, !tbaa !171
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %109), !dbg !312
  %111 = add nsw i64 %107, -1, !dbg !313
    #dbg_value(i64 %111, !193, !DIExpression(), !307)
  %112 = icmp sgt i64 %107, 0, !dbg !308
  br i1 %112, label %106, label %113, !dbg !309, !llvm.loop !314

113:                                              ; preds = %106, %95
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %96), !dbg !316
  br label %115, !dbg !317

115:                                              ; preds = %93, %113
  %116 = add nuw nsw i64 %62, 1, !dbg !318
    #dbg_value(i64 %116, !85, !DIExpression(), !183)
  %117 = icmp eq i64 %116, 101, !dbg !319
  br i1 %117, label %16, label %61, !dbg !184, !llvm.loop !320

118:                                              ; preds = %177
    #dbg_value(ptr %6, !214, !DIExpression(), !322)
    #dbg_value(i32 0, !219, !DIExpression(), !322)
    #dbg_value(i32 0, !220, !DIExpression(), !324)
  %119 = load i32, ptr %6, align 4, !tbaa !180
  %120 = icmp sgt i32 %119, 0, !dbg !325
  br i1 %120, label %121, label %140, !dbg !326

121:                                              ; preds = %118
  %122 = zext nneg i32 %119 to i64, !dbg !325
  br label %123, !dbg !326

123:                                              ; preds = %129, %121
  %124 = phi i64 [ 0, %121 ], [ %131, %129 ]
  %125 = phi i32 [ 0, %121 ], [ %130, %129 ]
    #dbg_value(i64 %124, !220, !DIExpression(), !324)
    #dbg_value(i32 %125, !219, !DIExpression(), !322)
  %126 = getelementptr inbounds [120 x i32], ptr %59, i64 0, i64 %124, !dbg !327
  %127 = load i32, ptr %126, align 4, !dbg !327, !tbaa !171
    #dbg_value(i32 %127, !222, !DIExpression(), !328)
  %128 = icmp eq i32 %127, 0, !dbg !329
  br i1 %128, label %129, label %133, !dbg !329

129:                                              ; preds = %133, %123
  %130 = phi i32 [ %125, %123 ], [ %137, %133 ], !dbg !322
  %131 = add nuw nsw i64 %124, 1, !dbg !330
    #dbg_value(i64 %131, !220, !DIExpression(), !324)
    #dbg_value(i32 %130, !219, !DIExpression(), !322)
  %132 = icmp eq i64 %131, %122, !dbg !325
  br i1 %132, label %140, label %123, !dbg !326, !llvm.loop !331

133:                                              ; preds = %123, %133
  %134 = phi i32 [ %138, %133 ], [ %127, %123 ]
  %135 = phi i32 [ %137, %133 ], [ %125, %123 ]
    #dbg_value(i32 %134, !222, !DIExpression(), !328)
    #dbg_value(i32 %135, !219, !DIExpression(), !322)
  %136 = urem i32 %134, 10, !dbg !333
  %137 = add nsw i32 %136, %135, !dbg !334
    #dbg_value(i32 %137, !219, !DIExpression(), !322)
  %138 = udiv i32 %134, 10, !dbg !335
    #dbg_value(i32 %138, !222, !DIExpression(), !328)
  %139 = icmp ult i32 %134, 10, !dbg !329
  br i1 %139, label %129, label %133, !dbg !329, !llvm.loop !336

140:                                              ; preds = %129, %118
  %141 = phi i32 [ 0, %118 ], [ %130, %129 ], !dbg !338
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %141, i32 noundef %119), !dbg !339
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #6, !dbg !340
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #6, !dbg !340
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9), !dbg !340
    #dbg_value(ptr %7, !159, !DIExpression(), !341)
    #dbg_value(i32 0, !164, !DIExpression(), !341)
    #dbg_assign(i8 0, !90, !DIExpression(), !343, ptr %7, !DIExpression(), !148)
  %143 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !344
    #dbg_assign(i32 0, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !343, ptr %143, !DIExpression(), !148)
    #dbg_assign(i32 0, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !343, ptr %7, !DIExpression(DW_OP_plus_uconst, 8), !148)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, i8 0, i64 484, i1 false), !dbg !345, !DIAssignID !343
  store i32 1, ptr %7, align 4, !dbg !346, !tbaa !180, !DIAssignID !347
    #dbg_assign(i32 1, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !347, ptr %7, !DIExpression(), !148)
    #dbg_value(ptr %8, !159, !DIExpression(), !348)
    #dbg_value(i32 1, !164, !DIExpression(), !348)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, i8 0, i64 484, i1 false), !dbg !350, !DIAssignID !351
    #dbg_assign(i8 0, !91, !DIExpression(), !351, ptr %8, !DIExpression(), !148)
  %144 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !352
  store i32 1, ptr %144, align 4, !dbg !353, !tbaa !171, !DIAssignID !354
    #dbg_assign(i32 1, !91, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !354, ptr %144, !DIExpression(), !148)
  %145 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !355
  store i32 0, ptr %145, align 4, !dbg !356, !tbaa !171, !DIAssignID !357
    #dbg_assign(i32 0, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !357, ptr %145, !DIExpression(), !148)
  store i32 1, ptr %8, align 4, !dbg !358, !tbaa !180, !DIAssignID !359
    #dbg_assign(i32 1, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !359, ptr %8, !DIExpression(), !148)
    #dbg_value(i32 1, !93, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #6, !dbg !360
    #dbg_value(ptr %10, !159, !DIExpression(), !361)
    #dbg_value(i32 1, !164, !DIExpression(), !361)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, i8 0, i64 484, i1 false), !dbg !363, !DIAssignID !364
    #dbg_assign(i8 0, !94, !DIExpression(), !364, ptr %10, !DIExpression(), !148)
  %146 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !365
  store i32 1, ptr %146, align 4, !dbg !366, !tbaa !171, !DIAssignID !367
    #dbg_assign(i32 1, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !367, ptr %146, !DIExpression(), !148)
  %147 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !368
  store i32 0, ptr %147, align 4, !dbg !369, !tbaa !171, !DIAssignID !370
    #dbg_assign(i32 0, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !370, ptr %147, !DIExpression(), !148)
  store i32 1, ptr %10, align 4, !dbg !371, !tbaa !180, !DIAssignID !372
    #dbg_assign(i32 1, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !372, ptr %10, !DIExpression(), !148)
    #dbg_value(i32 0, !95, !DIExpression(), !373)
  br label %183, !dbg !374

148:                                              ; preds = %56, %177
  %149 = phi i32 [ 0, %56 ], [ %178, %177 ]
    #dbg_value(i32 %149, !88, !DIExpression(), !257)
    #dbg_value(ptr %6, !259, !DIExpression(), !375)
    #dbg_value(i32 2, !262, !DIExpression(), !375)
    #dbg_value(i64 0, !263, !DIExpression(), !375)
    #dbg_value(i32 0, !264, !DIExpression(), !378)
  %150 = load i32, ptr %6, align 4, !tbaa !180
  %151 = icmp sgt i32 %150, 0, !dbg !379
  br i1 %151, label %152, label %154, !dbg !380

152:                                              ; preds = %148
  %153 = zext nneg i32 %150 to i64, !dbg !379
  br label %157, !dbg !380

154:                                              ; preds = %157, %148
  %155 = phi i64 [ 0, %148 ], [ %167, %157 ], !dbg !375
    #dbg_value(i64 %155, !263, !DIExpression(), !375)
  %156 = icmp eq i64 %155, 0, !dbg !381
  br i1 %156, label %177, label %170, !dbg !381

157:                                              ; preds = %157, %152
  %158 = phi i64 [ 0, %152 ], [ %168, %157 ]
  %159 = phi i64 [ 0, %152 ], [ %167, %157 ]
    #dbg_value(i64 %159, !263, !DIExpression(), !375)
    #dbg_value(i64 %158, !264, !DIExpression(), !378)
  %160 = getelementptr inbounds [120 x i32], ptr %59, i64 0, i64 %158, !dbg !382
  %161 = load i32, ptr %160, align 4, !dbg !382, !tbaa !171
  %162 = zext i32 %161 to i64, !dbg !383
  %163 = shl nuw nsw i64 %162, 1, !dbg !384
  %164 = add nuw nsw i64 %163, %159, !dbg !385
    #dbg_value(i64 %164, !266, !DIExpression(), !386)
  %165 = urem i64 %164, 1000000000, !dbg !387
  %166 = trunc nuw nsw i64 %165 to i32, !dbg !388
  store i32 %166, ptr %160, align 4, !dbg !389, !tbaa !171
  %167 = udiv i64 %164, 1000000000, !dbg !390
    #dbg_value(i64 %167, !263, !DIExpression(), !375)
  %168 = add nuw nsw i64 %158, 1, !dbg !391
    #dbg_value(i64 %168, !264, !DIExpression(), !378)
  %169 = icmp eq i64 %168, %153, !dbg !379
  br i1 %169, label %154, label %157, !dbg !380, !llvm.loop !392

170:                                              ; preds = %154
    #dbg_value(i64 %155, !263, !DIExpression(), !375)
  %171 = urem i64 %155, 1000000000, !dbg !394
  %172 = trunc nuw nsw i64 %171 to i32, !dbg !395
  %173 = load i32, ptr %6, align 4, !dbg !396, !tbaa !180
  %174 = add nsw i32 %173, 1, !dbg !396
  store i32 %174, ptr %6, align 4, !dbg !396, !tbaa !180, !DIAssignID !397
    #dbg_assign(i32 %174, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !397, ptr %6, !DIExpression(), !148)
  %175 = sext i32 %173 to i64, !dbg !398
  %176 = getelementptr inbounds [120 x i32], ptr %59, i64 0, i64 %175, !dbg !398
  store i32 %172, ptr %176, align 4, !dbg !399, !tbaa !171
    #dbg_value(i64 0, !263, !DIExpression(), !375)
  br label %177, !dbg !400

177:                                              ; preds = %170, %154
  %178 = add nuw nsw i32 %149, 1, !dbg !400
    #dbg_value(i32 %178, !88, !DIExpression(), !257)
  %179 = icmp eq i32 %178, 1000, !dbg !401
  br i1 %179, label %118, label %148, !dbg !258, !llvm.loop !402

180:                                              ; preds = %215
  %181 = load i32, ptr %10, align 4, !tbaa !180
  %182 = getelementptr inbounds i8, ptr %4, i64 4
  br label %218, !dbg !404

183:                                              ; preds = %140, %215
  %184 = phi i32 [ 0, %140 ], [ %216, %215 ]
    #dbg_value(i32 %184, !95, !DIExpression(), !373)
    #dbg_value(ptr %10, !259, !DIExpression(), !405)
    #dbg_value(i32 1000000000, !262, !DIExpression(), !405)
    #dbg_value(i64 0, !263, !DIExpression(), !405)
    #dbg_value(i32 0, !264, !DIExpression(), !408)
  %185 = load i32, ptr %10, align 4, !tbaa !180
  %186 = icmp sgt i32 %185, 0, !dbg !409
  br i1 %186, label %187, label %189, !dbg !410

187:                                              ; preds = %183
  %188 = zext nneg i32 %185 to i64, !dbg !409
  br label %192, !dbg !410

189:                                              ; preds = %192, %183
  %190 = phi i64 [ 0, %183 ], [ %202, %192 ], !dbg !405
    #dbg_value(i64 %190, !263, !DIExpression(), !405)
  %191 = icmp eq i64 %190, 0, !dbg !411
  br i1 %191, label %215, label %205, !dbg !411

192:                                              ; preds = %192, %187
  %193 = phi i64 [ 0, %187 ], [ %203, %192 ]
  %194 = phi i64 [ 0, %187 ], [ %202, %192 ]
    #dbg_value(i64 %194, !263, !DIExpression(), !405)
    #dbg_value(i64 %193, !264, !DIExpression(), !408)
  %195 = getelementptr inbounds [120 x i32], ptr %146, i64 0, i64 %193, !dbg !412
  %196 = load i32, ptr %195, align 4, !dbg !412, !tbaa !171
  %197 = zext i32 %196 to i64, !dbg !413
  %198 = mul nuw nsw i64 %197, 1000000000, !dbg !414
  %199 = add nuw nsw i64 %198, %194, !dbg !415
    #dbg_value(i64 %199, !266, !DIExpression(), !416)
  %200 = urem i64 %199, 1000000000, !dbg !417
  %201 = trunc nuw nsw i64 %200 to i32, !dbg !418
  store i32 %201, ptr %195, align 4, !dbg !419, !tbaa !171
  %202 = udiv i64 %199, 1000000000, !dbg !420
    #dbg_value(i64 %202, !263, !DIExpression(), !405)
  %203 = add nuw nsw i64 %193, 1, !dbg !421
    #dbg_value(i64 %203, !264, !DIExpression(), !408)
  %204 = icmp eq i64 %203, %188, !dbg !409
  br i1 %204, label %189, label %192, !dbg !410, !llvm.loop !422

205:                                              ; preds = %189, %205
  %206 = phi i64 [ %213, %205 ], [ %190, %189 ]
    #dbg_value(i64 %206, !263, !DIExpression(), !405)
  %207 = urem i64 %206, 1000000000, !dbg !424
  %208 = trunc nuw nsw i64 %207 to i32, !dbg !425
  %209 = load i32, ptr %10, align 4, !dbg !426, !tbaa !180
  %210 = add nsw i32 %209, 1, !dbg !426
  store i32 %210, ptr %10, align 4, !dbg !426, !tbaa !180, !DIAssignID !427
    #dbg_assign(i32 %210, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !427, ptr %10, !DIExpression(), !148)
  %211 = sext i32 %209 to i64, !dbg !428
  %212 = getelementptr inbounds [120 x i32], ptr %146, i64 0, i64 %211, !dbg !428
  store i32 %208, ptr %212, align 4, !dbg !429, !tbaa !171
  %213 = udiv i64 %206, 1000000000, !dbg !430
    #dbg_value(i64 %213, !263, !DIExpression(), !405)
  %214 = icmp ult i64 %206, 1000000000, !dbg !411
  br i1 %214, label %215, label %205, !dbg !411, !llvm.loop !431

215:                                              ; preds = %205, %189
  %216 = add nuw nsw i32 %184, 1, !dbg !433
    #dbg_value(i32 %216, !95, !DIExpression(), !373)
  %217 = icmp eq i32 %216, 11, !dbg !434
  br i1 %217, label %180, label %183, !dbg !374, !llvm.loop !435

218:                                              ; preds = %180, %268
  %219 = phi i32 [ %269, %268 ], [ 1, %180 ], !dbg !148
    #dbg_value(i32 %219, !93, !DIExpression(), !148)
    #dbg_value(ptr %8, !437, !DIExpression(), !445)
    #dbg_value(ptr %10, !442, !DIExpression(), !445)
  %220 = load i32, ptr %8, align 4, !dbg !447, !tbaa !180
  %221 = icmp eq i32 %220, %181, !dbg !449
  br i1 %221, label %222, label %224, !dbg !450

222:                                              ; preds = %218
  %223 = zext i32 %220 to i64, !dbg !451
  br label %226, !dbg !451

224:                                              ; preds = %218
  %225 = icmp slt i32 %220, %181, !dbg !452
  br label %239, !dbg !453

226:                                              ; preds = %230, %222
  %227 = phi i64 [ %223, %222 ], [ %231, %230 ]
    #dbg_value(i64 %227, !443, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !454)
  %228 = trunc nuw i64 %227 to i32, !dbg !455
  %229 = icmp slt i32 %228, 1, !dbg !455
  br i1 %229, label %270, label %230, !dbg !451

230:                                              ; preds = %226
  %231 = add nsw i64 %227, -1, !dbg !457
    #dbg_value(i64 %231, !443, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !454)
  %232 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %231, !dbg !458
  %233 = load i32, ptr %232, align 4, !dbg !458, !tbaa !171
  %234 = getelementptr inbounds [120 x i32], ptr %146, i64 0, i64 %231, !dbg !460
  %235 = load i32, ptr %234, align 4, !dbg !460, !tbaa !171
  %236 = icmp eq i32 %233, %235, !dbg !461
  br i1 %236, label %226, label %237, !dbg !462, !llvm.loop !463

237:                                              ; preds = %230
  %238 = icmp ult i32 %233, %235, !dbg !465
  br label %239, !dbg !466

239:                                              ; preds = %224, %237
  %240 = phi i1 [ %225, %224 ], [ %238, %237 ], !dbg !445
  br i1 %240, label %241, label %270, !dbg !404

241:                                              ; preds = %239
    #dbg_assign(i1 undef, !467, !DIExpression(), !146, ptr %4, !DIExpression(), !480)
    #dbg_value(ptr %9, !470, !DIExpression(), !480)
    #dbg_value(ptr %7, !471, !DIExpression(), !480)
    #dbg_value(ptr %8, !472, !DIExpression(), !480)
  %242 = load i32, ptr %7, align 4, !dbg !483, !tbaa !180
  %243 = tail call i32 @llvm.smax.i32(i32 %242, i32 %220), !dbg !484
    #dbg_value(i32 %243, !473, !DIExpression(), !480)
    #dbg_value(i32 0, !474, !DIExpression(), !480)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %4) #6, !dbg !485
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 484, i1 false), !dbg !486, !DIAssignID !487
    #dbg_assign(i8 0, !467, !DIExpression(), !487, ptr %4, !DIExpression(), !480)
    #dbg_value(i32 0, !475, !DIExpression(), !488)
  %244 = icmp sgt i32 %243, 0, !dbg !489
  br i1 %244, label %245, label %267, !dbg !490

245:                                              ; preds = %241
  %246 = zext nneg i32 %243 to i64, !dbg !489
  br label %248, !dbg !490

247:                                              ; preds = %248
  store i32 %243, ptr %4, align 4, !dbg !491, !tbaa !180, !DIAssignID !492
    #dbg_assign(i32 %243, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !492, ptr %4, !DIExpression(), !480)
  br i1 %257, label %264, label %268, !dbg !493

248:                                              ; preds = %248, %245
  %249 = phi i64 [ 0, %245 ], [ %262, %248 ]
  %250 = phi i32 [ 0, %245 ], [ %258, %248 ]
    #dbg_value(i32 %250, !474, !DIExpression(), !480)
    #dbg_value(i64 %249, !475, !DIExpression(), !488)
  %251 = getelementptr inbounds [120 x i32], ptr %143, i64 0, i64 %249, !dbg !494
  %252 = load i32, ptr %251, align 4, !dbg !494, !tbaa !171
  %253 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %249, !dbg !495
  %254 = load i32, ptr %253, align 4, !dbg !495, !tbaa !171
  %255 = add i32 %252, %250, !dbg !496
  %256 = add i32 %255, %254, !dbg !497
    #dbg_value(i32 %256, !477, !DIExpression(), !498)
  %257 = icmp ugt i32 %256, 999999999, !dbg !499
  %258 = zext i1 %257 to i32, !dbg !499
    #dbg_value(i32 %258, !474, !DIExpression(), !480)
  %259 = add i32 %256, -1000000000, !dbg !500
  %260 = select i1 %257, i32 %259, i32 %256, !dbg !500
  %261 = getelementptr inbounds [120 x i32], ptr %182, i64 0, i64 %249, !dbg !501
  store i32 %260, ptr %261, align 4, !dbg !502, !tbaa !171
  %262 = add nuw nsw i64 %249, 1, !dbg !503
    #dbg_value(i64 %262, !475, !DIExpression(), !488)
  %263 = icmp eq i64 %262, %246, !dbg !489
  br i1 %263, label %247, label %248, !dbg !490, !llvm.loop !504

264:                                              ; preds = %247
  %265 = add nuw nsw i32 %243, 1, !dbg !506
  store i32 %265, ptr %4, align 4, !dbg !506, !tbaa !180, !DIAssignID !508
    #dbg_assign(i32 %265, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !508, ptr %4, !DIExpression(), !480)
  %266 = getelementptr inbounds [120 x i32], ptr %182, i64 0, i64 %246, !dbg !509
  store i32 1, ptr %266, align 4, !dbg !510, !tbaa !171
  br label %268, !dbg !509

267:                                              ; preds = %241
  store i32 %243, ptr %4, align 4, !dbg !491, !tbaa !180, !DIAssignID !492
    #dbg_assign(i32 %243, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !492, ptr %4, !DIExpression(), !480)
  br label %268, !dbg !493

268:                                              ; preds = %247, %264, %267
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %4, i64 484, i1 false), !dbg !511, !tbaa.struct !512, !DIAssignID !514
    #dbg_assign(i1 undef, !92, !DIExpression(), !514, ptr %9, !DIExpression(), !148)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %4) #6, !dbg !515
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !dbg !516, !tbaa.struct !512, !DIAssignID !517
    #dbg_assign(i1 undef, !90, !DIExpression(), !517, ptr %7, !DIExpression(), !148)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !dbg !518, !tbaa.struct !512, !DIAssignID !519
    #dbg_assign(i1 undef, !91, !DIExpression(), !519, ptr %8, !DIExpression(), !148)
  %269 = add nuw nsw i32 %219, 1, !dbg !520
    #dbg_value(i32 %269, !93, !DIExpression(), !148)
  br label %218, !dbg !404, !llvm.loop !521

270:                                              ; preds = %239, %226
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %219), !dbg !523
    #dbg_value(ptr @.str.5, !185, !DIExpression(), !524)
    #dbg_value(ptr %8, !192, !DIExpression(), !524)
  %272 = add nsw i32 %220, -1, !dbg !526
  %273 = sext i32 %272 to i64, !dbg !527
  %274 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %273, !dbg !527
  %275 = load i32, ptr %274, align 4, !dbg !527, !tbaa !171
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %275), !dbg !528
    #dbg_value(i32 %220, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !529)
  %277 = icmp sgt i32 %220, 1, !dbg !530
  br i1 %277, label %278, label %288, !dbg !531

278:                                              ; preds = %270
  %279 = add nsw i32 %220, -2, !dbg !532
    #dbg_value(i32 %279, !193, !DIExpression(), !529)
  %280 = zext i32 %279 to i64, !dbg !531
  br label %281, !dbg !531

281:                                              ; preds = %281, %278
  %282 = phi i64 [ %280, %278 ], [ %286, %281 ]
    #dbg_value(i64 %282, !193, !DIExpression(), !529)
  %283 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %282, !dbg !533
  %284 = load i32, ptr %283, align 4, !dbg !533, !tbaa !171
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %284), !dbg !534
  %286 = add nsw i64 %282, -1, !dbg !535
    #dbg_value(i64 %286, !193, !DIExpression(), !529)
  %287 = icmp sgt i64 %282, 0, !dbg !530
  br i1 %287, label %281, label %288, !dbg !531, !llvm.loop !536

288:                                              ; preds = %281, %270
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %220), !dbg !538
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %11) #6, !dbg !539
    #dbg_assign(i1 undef, !137, !DIExpression(), !145, ptr %3, !DIExpression(), !143)
    #dbg_value(ptr %11, !121, !DIExpression(), !143)
    #dbg_value(ptr %8, !122, !DIExpression(), !143)
    #dbg_value(ptr %8, !123, !DIExpression(), !143)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %2) #6, !dbg !540
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %2, i8 0, i64 1920, i1 false), !dbg !541, !DIAssignID !542
    #dbg_assign(i8 0, !113, !DIExpression(), !542, ptr %2, !DIExpression(), !143)
    #dbg_value(i32 0, !124, !DIExpression(), !543)
  %290 = icmp sgt i32 %220, 0, !dbg !544
  br i1 %290, label %291, label %299, !dbg !545

291:                                              ; preds = %288
  %292 = zext nneg i32 %220 to i64, !dbg !544
  br label %293, !dbg !545

293:                                              ; preds = %335, %291
  %294 = phi i64 [ 0, %291 ], [ %336, %335 ]
  %295 = phi i32 [ %220, %291 ], [ %337, %335 ]
    #dbg_value(i64 %294, !124, !DIExpression(), !543)
    #dbg_value(i32 0, !129, !DIExpression(), !546)
    #dbg_value(i64 0, !126, !DIExpression(), !547)
  %296 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %294
  %297 = load i32, ptr %296, align 4, !tbaa !171
  %298 = zext i32 %297 to i64
  br label %309, !dbg !548

299:                                              ; preds = %335, %288
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %3) #6, !dbg !549
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %3, i8 0, i64 484, i1 false), !dbg !550, !DIAssignID !551
    #dbg_assign(i8 0, !137, !DIExpression(), !551, ptr %3, !DIExpression(), !143)
  %300 = shl nsw i32 %220, 1, !dbg !552
  store i32 %300, ptr %3, align 4, !dbg !553, !tbaa !180, !DIAssignID !554
    #dbg_assign(i32 %300, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !554, ptr %3, !DIExpression(), !143)
    #dbg_value(i32 0, !138, !DIExpression(), !555)
  %301 = icmp sgt i32 %220, 0, !dbg !556
  br i1 %301, label %302, label %339, !dbg !558

302:                                              ; preds = %299
  %303 = getelementptr inbounds i8, ptr %3, i64 4
  %304 = zext nneg i32 %300 to i64, !dbg !556
  br label %344, !dbg !558

305:                                              ; preds = %309
    #dbg_value(!DIArgList(i32 %220, i64 %294), !134, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !547)
    #dbg_value(i64 %322, !126, !DIExpression(), !547)
  %306 = icmp ult i64 %320, 1000000000, !dbg !559
  br i1 %306, label %335, label %307, !dbg !559

307:                                              ; preds = %305
  %308 = sext i32 %295 to i64, !dbg !548
  br label %325, !dbg !559

309:                                              ; preds = %309, %293
  %310 = phi i64 [ 0, %293 ], [ %323, %309 ]
  %311 = phi i64 [ 0, %293 ], [ %322, %309 ]
    #dbg_value(i64 %310, !129, !DIExpression(), !546)
    #dbg_value(i64 %311, !126, !DIExpression(), !547)
  %312 = add nuw nsw i64 %310, %294, !dbg !560
  %313 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %312, !dbg !561
  %314 = load i64, ptr %313, align 8, !dbg !561, !tbaa !562
  %315 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %310, !dbg !564
  %316 = load i32, ptr %315, align 4, !dbg !564, !tbaa !171
  %317 = zext i32 %316 to i64, !dbg !564
  %318 = mul nuw i64 %317, %298, !dbg !565
  %319 = add i64 %314, %311, !dbg !566
  %320 = add i64 %319, %318, !dbg !567
    #dbg_value(i64 %320, !131, !DIExpression(), !568)
  %321 = urem i64 %320, 1000000000, !dbg !569
  store i64 %321, ptr %313, align 8, !dbg !570, !tbaa !562
  %322 = udiv i64 %320, 1000000000, !dbg !571
    #dbg_value(i64 %322, !126, !DIExpression(), !547)
  %323 = add nuw nsw i64 %310, 1, !dbg !572
    #dbg_value(i64 %323, !129, !DIExpression(), !546)
  %324 = icmp eq i64 %323, %292, !dbg !573
  br i1 %324, label %305, label %309, !dbg !548, !llvm.loop !574

325:                                              ; preds = %307, %325
  %326 = phi i64 [ %332, %325 ], [ %308, %307 ]
  %327 = phi i64 [ %333, %325 ], [ %322, %307 ]
    #dbg_value(i64 %326, !134, !DIExpression(), !547)
    #dbg_value(i64 %327, !126, !DIExpression(), !547)
  %328 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %326, !dbg !576
  %329 = load i64, ptr %328, align 8, !dbg !576, !tbaa !562
  %330 = add i64 %329, %327, !dbg !577
    #dbg_value(i64 %330, !135, !DIExpression(), !578)
  %331 = urem i64 %330, 1000000000, !dbg !579
  %332 = add nsw i64 %326, 1, !dbg !580
    #dbg_value(i64 %332, !134, !DIExpression(), !547)
  store i64 %331, ptr %328, align 8, !dbg !581, !tbaa !562
  %333 = udiv i64 %330, 1000000000, !dbg !582
    #dbg_value(i64 %333, !126, !DIExpression(), !547)
  %334 = icmp ult i64 %330, 1000000000, !dbg !559
  br i1 %334, label %335, label %325, !dbg !559, !llvm.loop !583

335:                                              ; preds = %325, %305
  %336 = add nuw nsw i64 %294, 1, !dbg !585
    #dbg_value(i64 %336, !124, !DIExpression(), !543)
  %337 = add i32 %295, 1, !dbg !545
  %338 = icmp eq i64 %336, %292, !dbg !544
  br i1 %338, label %299, label %293, !dbg !545, !llvm.loop !586

339:                                              ; preds = %344, %299
  %340 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !588
  %341 = icmp sgt i32 %220, 0, !dbg !589
  br i1 %341, label %342, label %362, !dbg !590

342:                                              ; preds = %339
  %343 = zext nneg i32 %300 to i64, !dbg !591
  br label %354, !dbg !591

344:                                              ; preds = %344, %302
  %345 = phi i64 [ 0, %302 ], [ %350, %344 ]
    #dbg_value(i64 %345, !138, !DIExpression(), !555)
  %346 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %345, !dbg !592
  %347 = load i64, ptr %346, align 8, !dbg !592, !tbaa !562
  %348 = trunc i64 %347 to i32, !dbg !593
  %349 = getelementptr inbounds [120 x i32], ptr %303, i64 0, i64 %345, !dbg !594
  store i32 %348, ptr %349, align 4, !dbg !595, !tbaa !171
  %350 = add nuw nsw i64 %345, 1, !dbg !596
    #dbg_value(i64 %350, !138, !DIExpression(), !555)
  %351 = icmp eq i64 %350, %304, !dbg !556
  br i1 %351, label %339, label %344, !dbg !558, !llvm.loop !597

352:                                              ; preds = %354
  %353 = icmp sgt i64 %355, 2, !dbg !589
  br i1 %353, label %354, label %362, !dbg !590, !llvm.loop !599

354:                                              ; preds = %352, %342
  %355 = phi i64 [ %343, %342 ], [ %356, %352 ]
  %356 = add nsw i64 %355, -1, !dbg !601
  %357 = getelementptr inbounds [120 x i32], ptr %340, i64 0, i64 %356, !dbg !602
  %358 = load i32, ptr %357, align 4, !dbg !602, !tbaa !171
  %359 = icmp eq i32 %358, 0, !dbg !603
    #dbg_assign(i64 %356, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !604, ptr %3, !DIExpression(), !143)
  br i1 %359, label %352, label %360, !dbg !591

360:                                              ; preds = %354
  %361 = trunc nuw nsw i64 %355 to i32
  br label %362, !dbg !143

362:                                              ; preds = %352, %360, %339
  %363 = phi i32 [ %300, %339 ], [ %361, %360 ], [ 1, %352 ]
  store i32 %363, ptr %3, align 4, !dbg !143, !tbaa !180, !DIAssignID !604
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, ptr noundef nonnull align 4 dereferenceable(484) %3, i64 484, i1 false), !dbg !605, !tbaa.struct !512, !DIAssignID !606
    #dbg_assign(i1 undef, !97, !DIExpression(), !606, ptr %11, !DIExpression(), !148)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %3) #6, !dbg !607
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %2) #6, !dbg !607
    #dbg_value(ptr @.str.6, !185, !DIExpression(), !608)
    #dbg_value(ptr %11, !192, !DIExpression(), !608)
  %364 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !610
  %365 = load i32, ptr %11, align 4, !dbg !611, !tbaa !180
  %366 = add nsw i32 %365, -1, !dbg !612
  %367 = sext i32 %366 to i64, !dbg !613
  %368 = getelementptr inbounds [120 x i32], ptr %364, i64 0, i64 %367, !dbg !613
  %369 = load i32, ptr %368, align 4, !dbg !613, !tbaa !171
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %369), !dbg !614
    #dbg_value(i32 %365, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !615)
  %371 = icmp sgt i32 %365, 1, !dbg !616
  br i1 %371, label %372, label %382, !dbg !617

372:                                              ; preds = %362
  %373 = add nsw i32 %365, -2, !dbg !618
    #dbg_value(i32 %373, !193, !DIExpression(), !615)
  %374 = zext i32 %373 to i64, !dbg !617
  br label %375, !dbg !617

375:                                              ; preds = %375, %372
  %376 = phi i64 [ %374, %372 ], [ %380, %375 ]
    #dbg_value(i64 %376, !193, !DIExpression(), !615)
  %377 = getelementptr inbounds [120 x i32], ptr %364, i64 0, i64 %376, !dbg !619
  %378 = load i32, ptr %377, align 4, !dbg !619, !tbaa !171
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %378), !dbg !620
  %380 = add nsw i64 %376, -1, !dbg !621
    #dbg_value(i64 %380, !193, !DIExpression(), !615)
  %381 = icmp sgt i64 %376, 0, !dbg !616
  br i1 %381, label %375, label %382, !dbg !617, !llvm.loop !622

382:                                              ; preds = %375, %362
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %365), !dbg !624
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %12) #6, !dbg !625
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %12, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !626, !tbaa.struct !512, !DIAssignID !627
    #dbg_assign(i1 undef, !98, !DIExpression(), !627, ptr %12, !DIExpression(), !148)
    #dbg_assign(i1 undef, !103, !DIExpression(), !628, ptr @__const.main.divs, !DIExpression(), !148)
    #dbg_value(i32 0, !104, !DIExpression(), !629)
  %384 = getelementptr inbounds i8, ptr %13, i64 4
  %385 = getelementptr inbounds i8, ptr %13, i64 4
  %386 = getelementptr inbounds i8, ptr %1, i64 4
  %387 = getelementptr inbounds i8, ptr %13, i64 4
  br label %391, !dbg !630

388:                                              ; preds = %457
  %389 = getelementptr inbounds i8, ptr %12, i64 4
    #dbg_value(i32 100, !109, !DIExpression(), !631)
  %390 = getelementptr inbounds i8, ptr %12, i64 4
  br label %482, !dbg !632

391:                                              ; preds = %382, %457
  %392 = phi i64 [ 0, %382 ], [ %459, %457 ]
    #dbg_value(i64 %392, !104, !DIExpression(), !629)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %13) #6, !dbg !633
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %13, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !634, !tbaa.struct !512, !DIAssignID !635
    #dbg_assign(i1 undef, !106, !DIExpression(), !635, ptr %13, !DIExpression(), !157)
    #dbg_assign(i1 undef, !467, !DIExpression(), !111, ptr %1, !DIExpression(), !636)
    #dbg_value(ptr %13, !470, !DIExpression(), !636)
    #dbg_value(ptr %13, !471, !DIExpression(), !636)
    #dbg_value(ptr %8, !472, !DIExpression(), !636)
  %393 = load i32, ptr %13, align 4, !dbg !638, !tbaa !180
  %394 = tail call i32 @llvm.smax.i32(i32 %393, i32 %220), !dbg !639
    #dbg_value(i32 %394, !473, !DIExpression(), !636)
    #dbg_value(i32 0, !474, !DIExpression(), !636)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %1) #6, !dbg !640
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %1, i8 0, i64 484, i1 false), !dbg !641, !DIAssignID !642
    #dbg_assign(i8 0, !467, !DIExpression(), !642, ptr %1, !DIExpression(), !636)
    #dbg_value(i32 0, !475, !DIExpression(), !643)
  %395 = icmp sgt i32 %394, 0, !dbg !644
  br i1 %395, label %396, label %418, !dbg !645

396:                                              ; preds = %391
  %397 = zext nneg i32 %394 to i64, !dbg !644
  br label %399, !dbg !645

398:                                              ; preds = %399
  store i32 %394, ptr %1, align 4, !dbg !646, !tbaa !180, !DIAssignID !647
    #dbg_assign(i32 %394, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !647, ptr %1, !DIExpression(), !636)
  br i1 %408, label %415, label %419, !dbg !648

399:                                              ; preds = %399, %396
  %400 = phi i64 [ 0, %396 ], [ %413, %399 ]
  %401 = phi i32 [ 0, %396 ], [ %409, %399 ]
    #dbg_value(i32 %401, !474, !DIExpression(), !636)
    #dbg_value(i64 %400, !475, !DIExpression(), !643)
  %402 = getelementptr inbounds [120 x i32], ptr %385, i64 0, i64 %400, !dbg !649
  %403 = load i32, ptr %402, align 4, !dbg !649, !tbaa !171
  %404 = getelementptr inbounds [120 x i32], ptr %144, i64 0, i64 %400, !dbg !650
  %405 = load i32, ptr %404, align 4, !dbg !650, !tbaa !171
  %406 = add i32 %403, %401, !dbg !651
  %407 = add i32 %406, %405, !dbg !652
    #dbg_value(i32 %407, !477, !DIExpression(), !653)
  %408 = icmp ugt i32 %407, 999999999, !dbg !654
  %409 = zext i1 %408 to i32, !dbg !654
    #dbg_value(i32 %409, !474, !DIExpression(), !636)
  %410 = add i32 %407, -1000000000, !dbg !655
  %411 = select i1 %408, i32 %410, i32 %407, !dbg !655
  %412 = getelementptr inbounds [120 x i32], ptr %386, i64 0, i64 %400, !dbg !656
  store i32 %411, ptr %412, align 4, !dbg !657, !tbaa !171
  %413 = add nuw nsw i64 %400, 1, !dbg !658
    #dbg_value(i64 %413, !475, !DIExpression(), !643)
  %414 = icmp eq i64 %413, %397, !dbg !644
  br i1 %414, label %398, label %399, !dbg !645, !llvm.loop !659

415:                                              ; preds = %398
  %416 = add nuw nsw i32 %394, 1, !dbg !661
  store i32 %416, ptr %1, align 4, !dbg !661, !tbaa !180, !DIAssignID !662
    #dbg_assign(i32 %416, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !662, ptr %1, !DIExpression(), !636)
  %417 = getelementptr inbounds [120 x i32], ptr %386, i64 0, i64 %397, !dbg !663
  store i32 1, ptr %417, align 4, !dbg !664, !tbaa !171
  br label %419, !dbg !663

418:                                              ; preds = %391
  store i32 %394, ptr %1, align 4, !dbg !646, !tbaa !180, !DIAssignID !647
    #dbg_assign(i32 %394, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !647, ptr %1, !DIExpression(), !636)
  br label %419, !dbg !648

419:                                              ; preds = %398, %415, %418
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %13, ptr noundef nonnull align 4 dereferenceable(484) %1, i64 484, i1 false), !dbg !665, !tbaa.struct !512, !DIAssignID !666
    #dbg_assign(i1 undef, !106, !DIExpression(), !666, ptr %13, !DIExpression(), !157)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %1) #6, !dbg !667
  %420 = getelementptr inbounds [6 x i32], ptr @__const.main.divs, i64 0, i64 %392, !dbg !668
  %421 = load i32, ptr %420, align 4, !dbg !668, !tbaa !171
    #dbg_value(ptr %13, !669, !DIExpression(), !681)
    #dbg_value(i32 %421, !674, !DIExpression(), !681)
    #dbg_value(i64 0, !675, !DIExpression(), !681)
  %422 = load i32, ptr %13, align 4, !dbg !683, !tbaa !180
    #dbg_value(i32 %422, !676, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !684)
  %423 = icmp sgt i32 %422, 0, !dbg !685
  br i1 %423, label %424, label %429, !dbg !686

424:                                              ; preds = %419
  %425 = zext i32 %421 to i64
  %426 = zext nneg i32 %422 to i64, !dbg !686
  br label %435, !dbg !686

427:                                              ; preds = %435
  %428 = trunc nuw i64 %446 to i32, !dbg !687
  br label %429, !dbg !688

429:                                              ; preds = %427, %419
  %430 = phi i32 [ 0, %419 ], [ %428, %427 ], !dbg !681
  %431 = load i32, ptr %13, align 4, !tbaa !180
  %432 = icmp sgt i32 %431, 1, !dbg !689
  br i1 %432, label %433, label %457, !dbg !690

433:                                              ; preds = %429
  %434 = zext nneg i32 %431 to i64, !dbg !691
  br label %448, !dbg !691

435:                                              ; preds = %435, %424
  %436 = phi i64 [ %426, %424 ], [ %438, %435 ]
  %437 = phi i64 [ 0, %424 ], [ %446, %435 ]
    #dbg_value(i64 %437, !675, !DIExpression(), !681)
    #dbg_value(i64 %436, !676, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !684)
  %438 = add nsw i64 %436, -1, !dbg !692
    #dbg_value(i64 %438, !676, !DIExpression(), !684)
  %439 = getelementptr inbounds [120 x i32], ptr %387, i64 0, i64 %438, !dbg !693
  %440 = load i32, ptr %439, align 4, !dbg !693, !tbaa !171
  %441 = zext i32 %440 to i64, !dbg !693
  %442 = mul nuw nsw i64 %437, 1000000000, !dbg !694
  %443 = add nuw nsw i64 %442, %441, !dbg !695
    #dbg_value(i64 %443, !678, !DIExpression(), !696)
  %444 = udiv i64 %443, %425, !dbg !697
  %445 = trunc i64 %444 to i32, !dbg !698
  store i32 %445, ptr %439, align 4, !dbg !699, !tbaa !171
  %446 = urem i64 %443, %425, !dbg !700
    #dbg_value(i64 %446, !675, !DIExpression(), !681)
    #dbg_value(i64 %438, !676, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !684)
  %447 = icmp sgt i64 %436, 1, !dbg !685
  br i1 %447, label %435, label %427, !dbg !686, !llvm.loop !701

448:                                              ; preds = %454, %433
  %449 = phi i64 [ %434, %433 ], [ %450, %454 ]
  %450 = add nsw i64 %449, -1, !dbg !703
  %451 = getelementptr inbounds [120 x i32], ptr %384, i64 0, i64 %450, !dbg !704
  %452 = load i32, ptr %451, align 4, !dbg !704, !tbaa !171
  %453 = icmp eq i32 %452, 0, !dbg !705
  br i1 %453, label %454, label %457, !dbg !691

454:                                              ; preds = %448
  %455 = trunc nuw nsw i64 %450 to i32, !dbg !706
  store i32 %455, ptr %13, align 4, !dbg !706, !tbaa !180, !DIAssignID !707
    #dbg_assign(i32 %455, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !707, ptr %13, !DIExpression(), !157)
  %456 = icmp sgt i64 %449, 2, !dbg !689
  br i1 %456, label %448, label %457, !dbg !690, !llvm.loop !708

457:                                              ; preds = %448, %454, %429
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %421, i32 noundef %430), !dbg !709
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %13) #6, !dbg !710
  %459 = add nuw nsw i64 %392, 1, !dbg !711
    #dbg_value(i64 %459, !104, !DIExpression(), !629)
  %460 = icmp eq i64 %459, 6, !dbg !712
  br i1 %460, label %388, label %391, !dbg !630, !llvm.loop !713

461:                                              ; preds = %515
    #dbg_value(ptr @.str.8, !185, !DIExpression(), !715)
    #dbg_value(ptr %12, !192, !DIExpression(), !715)
  %462 = getelementptr inbounds i8, ptr %12, i64 4, !dbg !717
  %463 = load i32, ptr %12, align 4, !dbg !718, !tbaa !180
  %464 = add nsw i32 %463, -1, !dbg !719
  %465 = sext i32 %464 to i64, !dbg !720
  %466 = getelementptr inbounds [120 x i32], ptr %462, i64 0, i64 %465, !dbg !720
  %467 = load i32, ptr %466, align 4, !dbg !720, !tbaa !171
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %467), !dbg !721
    #dbg_value(i32 %463, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !722)
  %469 = icmp sgt i32 %463, 1, !dbg !723
  br i1 %469, label %470, label %480, !dbg !724

470:                                              ; preds = %461
  %471 = add nsw i32 %463, -2, !dbg !725
    #dbg_value(i32 %471, !193, !DIExpression(), !722)
  %472 = zext i32 %471 to i64, !dbg !724
  br label %473, !dbg !724

473:                                              ; preds = %473, %470
  %474 = phi i64 [ %472, %470 ], [ %478, %473 ]
    #dbg_value(i64 %474, !193, !DIExpression(), !722)
  %475 = getelementptr inbounds [120 x i32], ptr %462, i64 0, i64 %474, !dbg !726
  %476 = load i32, ptr %475, align 4, !dbg !726, !tbaa !171
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %476), !dbg !727
  %478 = add nsw i64 %474, -1, !dbg !728
    #dbg_value(i64 %478, !193, !DIExpression(), !722)
  %479 = icmp sgt i64 %474, 0, !dbg !723
  br i1 %479, label %473, label %480, !dbg !724, !llvm.loop !729

480:                                              ; preds = %473, %461
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %463), !dbg !731
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %12) #6, !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %11) #6, !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #6, !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9), !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #6, !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #6, !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #6, !dbg !732
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #6, !dbg !732
  ret i32 0, !dbg !733

482:                                              ; preds = %388, %515
  %483 = phi i64 [ 100, %388 ], [ %516, %515 ]
    #dbg_value(i64 %483, !109, !DIExpression(), !631)
    #dbg_value(ptr %12, !669, !DIExpression(), !734)
    #dbg_value(i64 %483, !674, !DIExpression(), !734)
    #dbg_value(i64 0, !675, !DIExpression(), !734)
  %484 = load i32, ptr %12, align 4, !dbg !737, !tbaa !180
    #dbg_value(i32 %484, !676, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !738)
  %485 = icmp sgt i32 %484, 0, !dbg !739
  br i1 %485, label %486, label %488, !dbg !740

486:                                              ; preds = %482
  %487 = zext nneg i32 %484 to i64, !dbg !740
  br label %493, !dbg !740

488:                                              ; preds = %493, %482
  %489 = load i32, ptr %12, align 4, !tbaa !180
  %490 = icmp sgt i32 %489, 1, !dbg !741
  br i1 %490, label %491, label %515, !dbg !742

491:                                              ; preds = %488
  %492 = zext nneg i32 %489 to i64, !dbg !743
  br label %506, !dbg !743

493:                                              ; preds = %493, %486
  %494 = phi i64 [ %487, %486 ], [ %496, %493 ]
  %495 = phi i64 [ 0, %486 ], [ %504, %493 ]
    #dbg_value(i64 %495, !675, !DIExpression(), !734)
    #dbg_value(i64 %494, !676, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !738)
  %496 = add nsw i64 %494, -1, !dbg !744
    #dbg_value(i64 %496, !676, !DIExpression(), !738)
  %497 = getelementptr inbounds [120 x i32], ptr %390, i64 0, i64 %496, !dbg !745
  %498 = load i32, ptr %497, align 4, !dbg !745, !tbaa !171
  %499 = zext i32 %498 to i64, !dbg !745
  %500 = mul nuw nsw i64 %495, 1000000000, !dbg !746
  %501 = add nuw nsw i64 %500, %499, !dbg !747
    #dbg_value(i64 %501, !678, !DIExpression(), !748)
  %502 = udiv i64 %501, %483, !dbg !749
  %503 = trunc i64 %502 to i32, !dbg !750
  store i32 %503, ptr %497, align 4, !dbg !751, !tbaa !171
  %504 = urem i64 %501, %483, !dbg !752
    #dbg_value(i64 %504, !675, !DIExpression(), !734)
    #dbg_value(i64 %496, !676, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !738)
  %505 = icmp sgt i64 %494, 1, !dbg !739
  br i1 %505, label %493, label %488, !dbg !740, !llvm.loop !753

506:                                              ; preds = %512, %491
  %507 = phi i64 [ %492, %491 ], [ %508, %512 ]
  %508 = add nsw i64 %507, -1, !dbg !755
  %509 = getelementptr inbounds [120 x i32], ptr %389, i64 0, i64 %508, !dbg !756
  %510 = load i32, ptr %509, align 4, !dbg !756, !tbaa !171
  %511 = icmp eq i32 %510, 0, !dbg !757
  br i1 %511, label %512, label %515, !dbg !743

512:                                              ; preds = %506
  %513 = trunc nuw nsw i64 %508 to i32, !dbg !758
  store i32 %513, ptr %12, align 4, !dbg !758, !tbaa !180, !DIAssignID !759
    #dbg_assign(i32 %513, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !759, ptr %12, !DIExpression(), !148)
  %514 = icmp sgt i64 %507, 2, !dbg !741
  br i1 %514, label %506, label %515, !dbg !742, !llvm.loop !760

515:                                              ; preds = %506, %512, %488
  %516 = add nsw i64 %483, -1, !dbg !761
    #dbg_value(i64 %516, !109, !DIExpression(), !631)
  %517 = icmp ugt i64 %516, 1, !dbg !762
  br i1 %517, label %482, label %461, !dbg !632, !llvm.loop !763
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !765 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bignum.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "cfecad9ce9e18e2da027a6eacc33ee2f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 36)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 35)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 2)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 159, type: !3, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !9, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 13)
!53 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !64, splitDebugInlining: false, nameTableKind: None)
!54 = !{!55, !60, !63}
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !58, line: 45, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !56, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !58, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !46, !48}
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !74, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!63}
!76 = !{!77, !85, !87, !88, !90, !91, !92, !93, !94, !95, !97, !98, !99, !103, !104, !106, !109}
!77 = !DILocalVariable(name: "f", scope: !73, file: !2, line: 115, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 10, size: 3872, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !78, file: !2, line: 11, baseType: !63, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !78, file: !2, line: 12, baseType: !82, size: 3840, offset: 32)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 3840, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 120)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 117, type: !60)
!86 = distinct !DILexicalBlock(scope: !73, file: !2, line: 117, column: 5)
!87 = !DILocalVariable(name: "p", scope: !73, file: !2, line: 124, type: !78)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 126, type: !63)
!89 = distinct !DILexicalBlock(scope: !73, file: !2, line: 126, column: 5)
!90 = !DILocalVariable(name: "a", scope: !73, file: !2, line: 129, type: !78)
!91 = !DILocalVariable(name: "b", scope: !73, file: !2, line: 129, type: !78)
!92 = !DILocalVariable(name: "c", scope: !73, file: !2, line: 129, type: !78)
!93 = !DILocalVariable(name: "idx", scope: !73, file: !2, line: 132, type: !63)
!94 = !DILocalVariable(name: "limit", scope: !73, file: !2, line: 133, type: !78)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 135, type: !63)
!96 = distinct !DILexicalBlock(scope: !73, file: !2, line: 135, column: 5)
!97 = !DILocalVariable(name: "sq", scope: !73, file: !2, line: 145, type: !78)
!98 = !DILocalVariable(name: "q", scope: !73, file: !2, line: 148, type: !78)
!99 = !DILocalVariable(name: "rems", scope: !73, file: !2, line: 149, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 6)
!103 = !DILocalVariable(name: "divs", scope: !73, file: !2, line: 150, type: !100)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 151, type: !63)
!105 = distinct !DILexicalBlock(scope: !73, file: !2, line: 151, column: 5)
!106 = !DILocalVariable(name: "t", scope: !107, file: !2, line: 152, type: !78)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 151, column: 33)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 151, column: 5)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 157, type: !60)
!110 = distinct !DILexicalBlock(scope: !73, file: !2, line: 157, column: 5)
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = !DILocalVariable(name: "acc", scope: !114, file: !2, line: 52, type: !140)
!114 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 51, type: !115, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !120)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !117, !118, !118}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!120 = !{!121, !122, !123, !113, !124, !126, !129, !131, !134, !135, !137, !138}
!121 = !DILocalVariable(name: "r", arg: 1, scope: !114, file: !2, line: 51, type: !117)
!122 = !DILocalVariable(name: "a", arg: 2, scope: !114, file: !2, line: 51, type: !118)
!123 = !DILocalVariable(name: "b", arg: 3, scope: !114, file: !2, line: 51, type: !118)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 54, type: !63)
!125 = distinct !DILexicalBlock(scope: !114, file: !2, line: 54, column: 5)
!126 = !DILocalVariable(name: "carry", scope: !127, file: !2, line: 55, type: !55)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 54, column: 36)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 54, column: 5)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 56, type: !63)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 56, column: 9)
!131 = !DILocalVariable(name: "t", scope: !132, file: !2, line: 57, type: !55)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 56, column: 40)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 56, column: 9)
!134 = !DILocalVariable(name: "k", scope: !127, file: !2, line: 61, type: !63)
!135 = !DILocalVariable(name: "t", scope: !136, file: !2, line: 63, type: !55)
!136 = distinct !DILexicalBlock(scope: !127, file: !2, line: 62, column: 23)
!137 = !DILocalVariable(name: "t", scope: !114, file: !2, line: 68, type: !78)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 71, type: !63)
!139 = distinct !DILexicalBlock(scope: !114, file: !2, line: 71, column: 5)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 15360, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 240)
!143 = !DILocation(line: 0, scope: !114, inlinedAt: !144)
!144 = distinct !DILocation(line: 146, column: 5, scope: !73)
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !73)
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 0, scope: !107)
!158 = !DILocation(line: 115, column: 5, scope: !73)
!159 = !DILocalVariable(name: "b", arg: 1, scope: !160, file: !2, line: 15, type: !117)
!160 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 15, type: !161, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !117, !60}
!163 = !{!159, !164}
!164 = !DILocalVariable(name: "v", arg: 2, scope: !160, file: !2, line: 15, type: !60)
!165 = !DILocation(line: 0, scope: !160, inlinedAt: !166)
!166 = distinct !DILocation(line: 116, column: 5, scope: !73)
!167 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !166)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !166)
!170 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !166)
!171 = !{!172, !172, i64 0}
!172 = !{!"int", !173, i64 0}
!173 = !{!"omnipotent char", !174, i64 0}
!174 = !{!"Simple C/C++ TBAA"}
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !166)
!177 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !166)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !166)
!180 = !{!181, !172, i64 0}
!181 = !{!"big", !172, i64 0, !173, i64 4}
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 0, scope: !86)
!184 = !DILocation(line: 117, column: 5, scope: !86)
!185 = !DILocalVariable(name: "lbl", arg: 1, scope: !186, file: !2, line: 99, type: !189)
!186 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 99, type: !187, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !191)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189, !118}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!191 = !{!185, !192, !193}
!192 = !DILocalVariable(name: "b", arg: 2, scope: !186, file: !2, line: 99, type: !118)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 101, type: !63)
!194 = distinct !DILexicalBlock(scope: !186, file: !2, line: 101, column: 5)
!195 = !DILocation(line: 0, scope: !186, inlinedAt: !196)
!196 = distinct !DILocation(line: 122, column: 5, scope: !73)
!197 = !DILocation(line: 100, column: 36, scope: !186, inlinedAt: !196)
!198 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !196)
!199 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !196)
!200 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !196)
!201 = !DILocation(line: 0, scope: !194, inlinedAt: !196)
!202 = !DILocation(line: 101, column: 30, scope: !203, inlinedAt: !196)
!203 = distinct !DILexicalBlock(scope: !194, file: !2, line: 101, column: 5)
!204 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !196)
!205 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !196)
!206 = !DILocation(line: 102, column: 24, scope: !203, inlinedAt: !196)
!207 = !DILocation(line: 102, column: 9, scope: !203, inlinedAt: !196)
!208 = !DILocation(line: 101, column: 37, scope: !203, inlinedAt: !196)
!209 = distinct !{!209, !204, !210, !211, !212}
!210 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !196)
!211 = !{!"llvm.loop.mustprogress"}
!212 = !{!"llvm.loop.unroll.disable"}
!213 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !196)
!214 = !DILocalVariable(name: "b", arg: 1, scope: !215, file: !2, line: 106, type: !118)
!215 = distinct !DISubprogram(name: "digit_sum", scope: !2, file: !2, line: 106, type: !216, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!63, !118}
!218 = !{!214, !219, !220, !222}
!219 = !DILocalVariable(name: "s", scope: !215, file: !2, line: 107, type: !63)
!220 = !DILocalVariable(name: "i", scope: !221, file: !2, line: 108, type: !63)
!221 = distinct !DILexicalBlock(scope: !215, file: !2, line: 108, column: 5)
!222 = !DILocalVariable(name: "v", scope: !223, file: !2, line: 109, type: !60)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 109, column: 9)
!224 = distinct !DILexicalBlock(scope: !221, file: !2, line: 108, column: 5)
!225 = !DILocation(line: 0, scope: !215, inlinedAt: !226)
!226 = distinct !DILocation(line: 123, column: 40, scope: !73)
!227 = !DILocation(line: 0, scope: !221, inlinedAt: !226)
!228 = !DILocation(line: 108, column: 23, scope: !224, inlinedAt: !226)
!229 = !DILocation(line: 108, column: 5, scope: !221, inlinedAt: !226)
!230 = !DILocation(line: 109, column: 27, scope: !223, inlinedAt: !226)
!231 = !DILocation(line: 0, scope: !223, inlinedAt: !226)
!232 = !DILocation(line: 109, column: 9, scope: !223, inlinedAt: !226)
!233 = !DILocation(line: 108, column: 32, scope: !224, inlinedAt: !226)
!234 = distinct !{!234, !229, !235, !211, !212}
!235 = !DILocation(line: 110, column: 30, scope: !221, inlinedAt: !226)
!236 = !DILocation(line: 110, column: 26, scope: !237, inlinedAt: !226)
!237 = distinct !DILexicalBlock(scope: !223, file: !2, line: 109, column: 9)
!238 = !DILocation(line: 110, column: 15, scope: !237, inlinedAt: !226)
!239 = !DILocation(line: 109, column: 41, scope: !237, inlinedAt: !226)
!240 = distinct !{!240, !232, !241, !211, !212}
!241 = !DILocation(line: 110, column: 30, scope: !223, inlinedAt: !226)
!242 = !DILocation(line: 107, column: 9, scope: !215, inlinedAt: !226)
!243 = !DILocation(line: 123, column: 5, scope: !73)
!244 = !DILocation(line: 124, column: 5, scope: !73)
!245 = !DILocation(line: 0, scope: !160, inlinedAt: !246)
!246 = distinct !DILocation(line: 125, column: 5, scope: !73)
!247 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !246)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !246)
!250 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !246)
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !246)
!253 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !246)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !246)
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 0, scope: !89)
!258 = !DILocation(line: 126, column: 5, scope: !89)
!259 = !DILocalVariable(name: "b", arg: 1, scope: !260, file: !2, line: 22, type: !117)
!260 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 22, type: !161, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !261)
!261 = !{!259, !262, !263, !264, !266}
!262 = !DILocalVariable(name: "m", arg: 2, scope: !260, file: !2, line: 22, type: !60)
!263 = !DILocalVariable(name: "carry", scope: !260, file: !2, line: 23, type: !55)
!264 = !DILocalVariable(name: "i", scope: !265, file: !2, line: 24, type: !63)
!265 = distinct !DILexicalBlock(scope: !260, file: !2, line: 24, column: 5)
!266 = !DILocalVariable(name: "t", scope: !267, file: !2, line: 25, type: !55)
!267 = distinct !DILexicalBlock(scope: !268, file: !2, line: 24, column: 36)
!268 = distinct !DILexicalBlock(scope: !265, file: !2, line: 24, column: 5)
!269 = !DILocation(line: 0, scope: !260, inlinedAt: !270)
!270 = distinct !DILocation(line: 118, column: 9, scope: !271)
!271 = distinct !DILexicalBlock(scope: !272, file: !2, line: 117, column: 41)
!272 = distinct !DILexicalBlock(scope: !86, file: !2, line: 117, column: 5)
!273 = !DILocation(line: 0, scope: !265, inlinedAt: !270)
!274 = !DILocation(line: 24, column: 23, scope: !268, inlinedAt: !270)
!275 = !DILocation(line: 24, column: 5, scope: !265, inlinedAt: !270)
!276 = !DILocation(line: 29, column: 5, scope: !260, inlinedAt: !270)
!277 = !DILocation(line: 25, column: 32, scope: !267, inlinedAt: !270)
!278 = !DILocation(line: 25, column: 22, scope: !267, inlinedAt: !270)
!279 = !DILocation(line: 25, column: 40, scope: !267, inlinedAt: !270)
!280 = !DILocation(line: 25, column: 44, scope: !267, inlinedAt: !270)
!281 = !DILocation(line: 0, scope: !267, inlinedAt: !270)
!282 = !DILocation(line: 26, column: 32, scope: !267, inlinedAt: !270)
!283 = !DILocation(line: 26, column: 19, scope: !267, inlinedAt: !270)
!284 = !DILocation(line: 26, column: 17, scope: !267, inlinedAt: !270)
!285 = !DILocation(line: 27, column: 19, scope: !267, inlinedAt: !270)
!286 = !DILocation(line: 24, column: 32, scope: !268, inlinedAt: !270)
!287 = distinct !{!287, !275, !288, !211, !212}
!288 = !DILocation(line: 28, column: 5, scope: !265, inlinedAt: !270)
!289 = !DILocation(line: 30, column: 41, scope: !290, inlinedAt: !270)
!290 = distinct !DILexicalBlock(scope: !260, file: !2, line: 29, column: 19)
!291 = !DILocation(line: 30, column: 24, scope: !290, inlinedAt: !270)
!292 = !DILocation(line: 30, column: 18, scope: !290, inlinedAt: !270)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 30, column: 9, scope: !290, inlinedAt: !270)
!295 = !DILocation(line: 30, column: 22, scope: !290, inlinedAt: !270)
!296 = !DILocation(line: 31, column: 15, scope: !290, inlinedAt: !270)
!297 = distinct !{!297, !276, !298, !211, !212}
!298 = !DILocation(line: 32, column: 5, scope: !260, inlinedAt: !270)
!299 = !DILocation(line: 119, column: 21, scope: !300)
!300 = distinct !DILexicalBlock(scope: !271, file: !2, line: 119, column: 13)
!301 = !DILocation(line: 0, scope: !186, inlinedAt: !302)
!302 = distinct !DILocation(line: 120, column: 13, scope: !300)
!303 = !DILocation(line: 100, column: 36, scope: !186, inlinedAt: !302)
!304 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !302)
!305 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !302)
!306 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !302)
!307 = !DILocation(line: 0, scope: !194, inlinedAt: !302)
!308 = !DILocation(line: 101, column: 30, scope: !203, inlinedAt: !302)
!309 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !302)
!310 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !302)
!311 = !DILocation(line: 102, column: 24, scope: !203, inlinedAt: !302)
!312 = !DILocation(line: 102, column: 9, scope: !203, inlinedAt: !302)
!313 = !DILocation(line: 101, column: 37, scope: !203, inlinedAt: !302)
!314 = distinct !{!314, !309, !315, !211, !212}
!315 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !302)
!316 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !302)
!317 = !DILocation(line: 120, column: 13, scope: !300)
!318 = !DILocation(line: 117, column: 37, scope: !272)
!319 = !DILocation(line: 117, column: 28, scope: !272)
!320 = distinct !{!320, !184, !321, !211, !212}
!321 = !DILocation(line: 121, column: 5, scope: !86)
!322 = !DILocation(line: 0, scope: !215, inlinedAt: !323)
!323 = distinct !DILocation(line: 128, column: 52, scope: !73)
!324 = !DILocation(line: 0, scope: !221, inlinedAt: !323)
!325 = !DILocation(line: 108, column: 23, scope: !224, inlinedAt: !323)
!326 = !DILocation(line: 108, column: 5, scope: !221, inlinedAt: !323)
!327 = !DILocation(line: 109, column: 27, scope: !223, inlinedAt: !323)
!328 = !DILocation(line: 0, scope: !223, inlinedAt: !323)
!329 = !DILocation(line: 109, column: 9, scope: !223, inlinedAt: !323)
!330 = !DILocation(line: 108, column: 32, scope: !224, inlinedAt: !323)
!331 = distinct !{!331, !326, !332, !211, !212}
!332 = !DILocation(line: 110, column: 30, scope: !221, inlinedAt: !323)
!333 = !DILocation(line: 110, column: 26, scope: !237, inlinedAt: !323)
!334 = !DILocation(line: 110, column: 15, scope: !237, inlinedAt: !323)
!335 = !DILocation(line: 109, column: 41, scope: !237, inlinedAt: !323)
!336 = distinct !{!336, !329, !337, !211, !212}
!337 = !DILocation(line: 110, column: 30, scope: !223, inlinedAt: !323)
!338 = !DILocation(line: 107, column: 9, scope: !215, inlinedAt: !323)
!339 = !DILocation(line: 128, column: 5, scope: !73)
!340 = !DILocation(line: 129, column: 5, scope: !73)
!341 = !DILocation(line: 0, scope: !160, inlinedAt: !342)
!342 = distinct !DILocation(line: 130, column: 5, scope: !73)
!343 = distinct !DIAssignID()
!344 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !342)
!345 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !342)
!346 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !342)
!347 = distinct !DIAssignID()
!348 = !DILocation(line: 0, scope: !160, inlinedAt: !349)
!349 = distinct !DILocation(line: 131, column: 5, scope: !73)
!350 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !349)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !349)
!353 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !349)
!354 = distinct !DIAssignID()
!355 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !349)
!356 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !349)
!357 = distinct !DIAssignID()
!358 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !349)
!359 = distinct !DIAssignID()
!360 = !DILocation(line: 133, column: 5, scope: !73)
!361 = !DILocation(line: 0, scope: !160, inlinedAt: !362)
!362 = distinct !DILocation(line: 134, column: 5, scope: !73)
!363 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !362)
!364 = distinct !DIAssignID()
!365 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !362)
!366 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !362)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !362)
!369 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !362)
!370 = distinct !DIAssignID()
!371 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !362)
!372 = distinct !DIAssignID()
!373 = !DILocation(line: 0, scope: !96)
!374 = !DILocation(line: 135, column: 5, scope: !96)
!375 = !DILocation(line: 0, scope: !260, inlinedAt: !376)
!376 = distinct !DILocation(line: 127, column: 9, scope: !377)
!377 = distinct !DILexicalBlock(scope: !89, file: !2, line: 126, column: 5)
!378 = !DILocation(line: 0, scope: !265, inlinedAt: !376)
!379 = !DILocation(line: 24, column: 23, scope: !268, inlinedAt: !376)
!380 = !DILocation(line: 24, column: 5, scope: !265, inlinedAt: !376)
!381 = !DILocation(line: 29, column: 5, scope: !260, inlinedAt: !376)
!382 = !DILocation(line: 25, column: 32, scope: !267, inlinedAt: !376)
!383 = !DILocation(line: 25, column: 22, scope: !267, inlinedAt: !376)
!384 = !DILocation(line: 25, column: 40, scope: !267, inlinedAt: !376)
!385 = !DILocation(line: 25, column: 44, scope: !267, inlinedAt: !376)
!386 = !DILocation(line: 0, scope: !267, inlinedAt: !376)
!387 = !DILocation(line: 26, column: 32, scope: !267, inlinedAt: !376)
!388 = !DILocation(line: 26, column: 19, scope: !267, inlinedAt: !376)
!389 = !DILocation(line: 26, column: 17, scope: !267, inlinedAt: !376)
!390 = !DILocation(line: 27, column: 19, scope: !267, inlinedAt: !376)
!391 = !DILocation(line: 24, column: 32, scope: !268, inlinedAt: !376)
!392 = distinct !{!392, !380, !393, !211, !212}
!393 = !DILocation(line: 28, column: 5, scope: !265, inlinedAt: !376)
!394 = !DILocation(line: 30, column: 41, scope: !290, inlinedAt: !376)
!395 = !DILocation(line: 30, column: 24, scope: !290, inlinedAt: !376)
!396 = !DILocation(line: 30, column: 18, scope: !290, inlinedAt: !376)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 30, column: 9, scope: !290, inlinedAt: !376)
!399 = !DILocation(line: 30, column: 22, scope: !290, inlinedAt: !376)
!400 = !DILocation(line: 126, column: 32, scope: !377)
!401 = !DILocation(line: 126, column: 23, scope: !377)
!402 = distinct !{!402, !258, !403, !211, !212}
!403 = !DILocation(line: 127, column: 28, scope: !89)
!404 = !DILocation(line: 137, column: 5, scope: !73)
!405 = !DILocation(line: 0, scope: !260, inlinedAt: !406)
!406 = distinct !DILocation(line: 136, column: 9, scope: !407)
!407 = distinct !DILexicalBlock(scope: !96, file: !2, line: 135, column: 5)
!408 = !DILocation(line: 0, scope: !265, inlinedAt: !406)
!409 = !DILocation(line: 24, column: 23, scope: !268, inlinedAt: !406)
!410 = !DILocation(line: 24, column: 5, scope: !265, inlinedAt: !406)
!411 = !DILocation(line: 29, column: 5, scope: !260, inlinedAt: !406)
!412 = !DILocation(line: 25, column: 32, scope: !267, inlinedAt: !406)
!413 = !DILocation(line: 25, column: 22, scope: !267, inlinedAt: !406)
!414 = !DILocation(line: 25, column: 40, scope: !267, inlinedAt: !406)
!415 = !DILocation(line: 25, column: 44, scope: !267, inlinedAt: !406)
!416 = !DILocation(line: 0, scope: !267, inlinedAt: !406)
!417 = !DILocation(line: 26, column: 32, scope: !267, inlinedAt: !406)
!418 = !DILocation(line: 26, column: 19, scope: !267, inlinedAt: !406)
!419 = !DILocation(line: 26, column: 17, scope: !267, inlinedAt: !406)
!420 = !DILocation(line: 27, column: 19, scope: !267, inlinedAt: !406)
!421 = !DILocation(line: 24, column: 32, scope: !268, inlinedAt: !406)
!422 = distinct !{!422, !410, !423, !211, !212}
!423 = !DILocation(line: 28, column: 5, scope: !265, inlinedAt: !406)
!424 = !DILocation(line: 30, column: 41, scope: !290, inlinedAt: !406)
!425 = !DILocation(line: 30, column: 24, scope: !290, inlinedAt: !406)
!426 = !DILocation(line: 30, column: 18, scope: !290, inlinedAt: !406)
!427 = distinct !DIAssignID()
!428 = !DILocation(line: 30, column: 9, scope: !290, inlinedAt: !406)
!429 = !DILocation(line: 30, column: 22, scope: !290, inlinedAt: !406)
!430 = !DILocation(line: 31, column: 15, scope: !290, inlinedAt: !406)
!431 = distinct !{!431, !411, !432, !211, !212}
!432 = !DILocation(line: 32, column: 5, scope: !260, inlinedAt: !406)
!433 = !DILocation(line: 135, column: 30, scope: !407)
!434 = !DILocation(line: 135, column: 23, scope: !407)
!435 = distinct !{!435, !374, !436, !211, !212}
!436 = !DILocation(line: 136, column: 56, scope: !96)
!437 = !DILocalVariable(name: "a", arg: 1, scope: !438, file: !2, line: 90, type: !118)
!438 = distinct !DISubprogram(name: "big_cmp", scope: !2, file: !2, line: 90, type: !439, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !441)
!439 = !DISubroutineType(types: !440)
!440 = !{!63, !118, !118}
!441 = !{!437, !442, !443}
!442 = !DILocalVariable(name: "b", arg: 2, scope: !438, file: !2, line: 90, type: !118)
!443 = !DILocalVariable(name: "i", scope: !444, file: !2, line: 93, type: !63)
!444 = distinct !DILexicalBlock(scope: !438, file: !2, line: 93, column: 5)
!445 = !DILocation(line: 0, scope: !438, inlinedAt: !446)
!446 = distinct !DILocation(line: 137, column: 12, scope: !73)
!447 = !DILocation(line: 91, column: 12, scope: !448, inlinedAt: !446)
!448 = distinct !DILexicalBlock(scope: !438, file: !2, line: 91, column: 9)
!449 = !DILocation(line: 91, column: 14, scope: !448, inlinedAt: !446)
!450 = !DILocation(line: 91, column: 9, scope: !438, inlinedAt: !446)
!451 = !DILocation(line: 93, column: 5, scope: !444, inlinedAt: !446)
!452 = !DILocation(line: 92, column: 21, scope: !448, inlinedAt: !446)
!453 = !DILocation(line: 92, column: 9, scope: !448, inlinedAt: !446)
!454 = !DILocation(line: 0, scope: !444, inlinedAt: !446)
!455 = !DILocation(line: 93, column: 30, scope: !456, inlinedAt: !446)
!456 = distinct !DILexicalBlock(scope: !444, file: !2, line: 93, column: 5)
!457 = !DILocation(line: 93, scope: !444, inlinedAt: !446)
!458 = !DILocation(line: 94, column: 13, scope: !459, inlinedAt: !446)
!459 = distinct !DILexicalBlock(scope: !456, file: !2, line: 94, column: 13)
!460 = !DILocation(line: 94, column: 24, scope: !459, inlinedAt: !446)
!461 = !DILocation(line: 94, column: 21, scope: !459, inlinedAt: !446)
!462 = !DILocation(line: 94, column: 13, scope: !456, inlinedAt: !446)
!463 = distinct !{!463, !451, !464, !211, !212}
!464 = !DILocation(line: 95, column: 45, scope: !444, inlinedAt: !446)
!465 = !DILocation(line: 95, column: 28, scope: !459, inlinedAt: !446)
!466 = !DILocation(line: 95, column: 13, scope: !459, inlinedAt: !446)
!467 = !DILocalVariable(name: "t", scope: !468, file: !2, line: 38, type: !78)
!468 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 35, type: !115, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !469)
!469 = !{!470, !471, !472, !473, !474, !467, !475, !477}
!470 = !DILocalVariable(name: "r", arg: 1, scope: !468, file: !2, line: 35, type: !117)
!471 = !DILocalVariable(name: "a", arg: 2, scope: !468, file: !2, line: 35, type: !118)
!472 = !DILocalVariable(name: "b", arg: 3, scope: !468, file: !2, line: 35, type: !118)
!473 = !DILocalVariable(name: "n", scope: !468, file: !2, line: 36, type: !63)
!474 = !DILocalVariable(name: "carry", scope: !468, file: !2, line: 37, type: !60)
!475 = !DILocalVariable(name: "i", scope: !476, file: !2, line: 40, type: !63)
!476 = distinct !DILexicalBlock(scope: !468, file: !2, line: 40, column: 5)
!477 = !DILocalVariable(name: "s", scope: !478, file: !2, line: 41, type: !60)
!478 = distinct !DILexicalBlock(scope: !479, file: !2, line: 40, column: 33)
!479 = distinct !DILexicalBlock(scope: !476, file: !2, line: 40, column: 5)
!480 = !DILocation(line: 0, scope: !468, inlinedAt: !481)
!481 = distinct !DILocation(line: 138, column: 9, scope: !482)
!482 = distinct !DILexicalBlock(scope: !73, file: !2, line: 137, column: 37)
!483 = !DILocation(line: 36, column: 16, scope: !468, inlinedAt: !481)
!484 = !DILocation(line: 36, column: 13, scope: !468, inlinedAt: !481)
!485 = !DILocation(line: 38, column: 5, scope: !468, inlinedAt: !481)
!486 = !DILocation(line: 39, column: 5, scope: !468, inlinedAt: !481)
!487 = distinct !DIAssignID()
!488 = !DILocation(line: 0, scope: !476, inlinedAt: !481)
!489 = !DILocation(line: 40, column: 23, scope: !479, inlinedAt: !481)
!490 = !DILocation(line: 40, column: 5, scope: !476, inlinedAt: !481)
!491 = !DILocation(line: 45, column: 9, scope: !468, inlinedAt: !481)
!492 = distinct !DIAssignID()
!493 = !DILocation(line: 46, column: 9, scope: !468, inlinedAt: !481)
!494 = !DILocation(line: 41, column: 22, scope: !478, inlinedAt: !481)
!495 = !DILocation(line: 41, column: 32, scope: !478, inlinedAt: !481)
!496 = !DILocation(line: 41, column: 30, scope: !478, inlinedAt: !481)
!497 = !DILocation(line: 41, column: 40, scope: !478, inlinedAt: !481)
!498 = !DILocation(line: 0, scope: !478, inlinedAt: !481)
!499 = !DILocation(line: 42, column: 19, scope: !478, inlinedAt: !481)
!500 = !DILocation(line: 43, column: 18, scope: !478, inlinedAt: !481)
!501 = !DILocation(line: 43, column: 9, scope: !478, inlinedAt: !481)
!502 = !DILocation(line: 43, column: 16, scope: !478, inlinedAt: !481)
!503 = !DILocation(line: 40, column: 29, scope: !479, inlinedAt: !481)
!504 = distinct !{!504, !490, !505, !211, !212}
!505 = !DILocation(line: 44, column: 5, scope: !476, inlinedAt: !481)
!506 = !DILocation(line: 47, column: 16, scope: !507, inlinedAt: !481)
!507 = distinct !DILexicalBlock(scope: !468, file: !2, line: 46, column: 9)
!508 = distinct !DIAssignID()
!509 = !DILocation(line: 47, column: 9, scope: !507, inlinedAt: !481)
!510 = !DILocation(line: 47, column: 20, scope: !507, inlinedAt: !481)
!511 = !DILocation(line: 48, column: 10, scope: !468, inlinedAt: !481)
!512 = !{i64 0, i64 4, !171, i64 4, i64 480, !513}
!513 = !{!173, !173, i64 0}
!514 = distinct !DIAssignID()
!515 = !DILocation(line: 49, column: 1, scope: !468, inlinedAt: !481)
!516 = !DILocation(line: 139, column: 13, scope: !482)
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 140, column: 13, scope: !482)
!519 = distinct !DIAssignID()
!520 = !DILocation(line: 141, column: 12, scope: !482)
!521 = distinct !{!521, !404, !522, !211, !212}
!522 = !DILocation(line: 142, column: 5, scope: !73)
!523 = !DILocation(line: 143, column: 5, scope: !73)
!524 = !DILocation(line: 0, scope: !186, inlinedAt: !525)
!525 = distinct !DILocation(line: 144, column: 5, scope: !73)
!526 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !525)
!527 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !525)
!528 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !525)
!529 = !DILocation(line: 0, scope: !194, inlinedAt: !525)
!530 = !DILocation(line: 101, column: 30, scope: !203, inlinedAt: !525)
!531 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !525)
!532 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !525)
!533 = !DILocation(line: 102, column: 24, scope: !203, inlinedAt: !525)
!534 = !DILocation(line: 102, column: 9, scope: !203, inlinedAt: !525)
!535 = !DILocation(line: 101, column: 37, scope: !203, inlinedAt: !525)
!536 = distinct !{!536, !531, !537, !211, !212}
!537 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !525)
!538 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !525)
!539 = !DILocation(line: 145, column: 5, scope: !73)
!540 = !DILocation(line: 52, column: 5, scope: !114, inlinedAt: !144)
!541 = !DILocation(line: 53, column: 5, scope: !114, inlinedAt: !144)
!542 = distinct !DIAssignID()
!543 = !DILocation(line: 0, scope: !125, inlinedAt: !144)
!544 = !DILocation(line: 54, column: 23, scope: !128, inlinedAt: !144)
!545 = !DILocation(line: 54, column: 5, scope: !125, inlinedAt: !144)
!546 = !DILocation(line: 0, scope: !130, inlinedAt: !144)
!547 = !DILocation(line: 0, scope: !127, inlinedAt: !144)
!548 = !DILocation(line: 56, column: 9, scope: !130, inlinedAt: !144)
!549 = !DILocation(line: 68, column: 5, scope: !114, inlinedAt: !144)
!550 = !DILocation(line: 69, column: 5, scope: !114, inlinedAt: !144)
!551 = distinct !DIAssignID()
!552 = !DILocation(line: 70, column: 16, scope: !114, inlinedAt: !144)
!553 = !DILocation(line: 70, column: 9, scope: !114, inlinedAt: !144)
!554 = distinct !DIAssignID()
!555 = !DILocation(line: 0, scope: !139, inlinedAt: !144)
!556 = !DILocation(line: 71, column: 23, scope: !557, inlinedAt: !144)
!557 = distinct !DILexicalBlock(scope: !139, file: !2, line: 71, column: 5)
!558 = !DILocation(line: 71, column: 5, scope: !139, inlinedAt: !144)
!559 = !DILocation(line: 62, column: 9, scope: !127, inlinedAt: !144)
!560 = !DILocation(line: 57, column: 32, scope: !132, inlinedAt: !144)
!561 = !DILocation(line: 57, column: 26, scope: !132, inlinedAt: !144)
!562 = !{!563, !563, i64 0}
!563 = !{!"long", !173, i64 0}
!564 = !DILocation(line: 57, column: 59, scope: !132, inlinedAt: !144)
!565 = !DILocation(line: 57, column: 57, scope: !132, inlinedAt: !144)
!566 = !DILocation(line: 57, column: 37, scope: !132, inlinedAt: !144)
!567 = !DILocation(line: 57, column: 67, scope: !132, inlinedAt: !144)
!568 = !DILocation(line: 0, scope: !132, inlinedAt: !144)
!569 = !DILocation(line: 58, column: 28, scope: !132, inlinedAt: !144)
!570 = !DILocation(line: 58, column: 24, scope: !132, inlinedAt: !144)
!571 = !DILocation(line: 59, column: 23, scope: !132, inlinedAt: !144)
!572 = !DILocation(line: 56, column: 36, scope: !133, inlinedAt: !144)
!573 = !DILocation(line: 56, column: 27, scope: !133, inlinedAt: !144)
!574 = distinct !{!574, !548, !575, !211, !212}
!575 = !DILocation(line: 60, column: 9, scope: !130, inlinedAt: !144)
!576 = !DILocation(line: 63, column: 26, scope: !136, inlinedAt: !144)
!577 = !DILocation(line: 63, column: 33, scope: !136, inlinedAt: !144)
!578 = !DILocation(line: 0, scope: !136, inlinedAt: !144)
!579 = !DILocation(line: 64, column: 26, scope: !136, inlinedAt: !144)
!580 = !DILocation(line: 64, column: 18, scope: !136, inlinedAt: !144)
!581 = !DILocation(line: 64, column: 22, scope: !136, inlinedAt: !144)
!582 = !DILocation(line: 65, column: 23, scope: !136, inlinedAt: !144)
!583 = distinct !{!583, !559, !584, !211, !212}
!584 = !DILocation(line: 66, column: 9, scope: !127, inlinedAt: !144)
!585 = !DILocation(line: 54, column: 32, scope: !128, inlinedAt: !144)
!586 = distinct !{!586, !545, !587, !211, !212}
!587 = !DILocation(line: 67, column: 5, scope: !125, inlinedAt: !144)
!588 = !DILocation(line: 73, column: 25, scope: !114, inlinedAt: !144)
!589 = !DILocation(line: 73, column: 16, scope: !114, inlinedAt: !144)
!590 = !DILocation(line: 73, column: 20, scope: !114, inlinedAt: !144)
!591 = !DILocation(line: 73, column: 5, scope: !114, inlinedAt: !144)
!592 = !DILocation(line: 72, column: 28, scope: !557, inlinedAt: !144)
!593 = !DILocation(line: 72, column: 18, scope: !557, inlinedAt: !144)
!594 = !DILocation(line: 72, column: 9, scope: !557, inlinedAt: !144)
!595 = !DILocation(line: 72, column: 16, scope: !557, inlinedAt: !144)
!596 = !DILocation(line: 71, column: 31, scope: !557, inlinedAt: !144)
!597 = distinct !{!597, !558, !598, !211, !212}
!598 = !DILocation(line: 72, column: 33, scope: !139, inlinedAt: !144)
!599 = distinct !{!599, !591, !600, !211, !212}
!600 = !DILocation(line: 74, column: 12, scope: !114, inlinedAt: !144)
!601 = !DILocation(line: 73, column: 31, scope: !114, inlinedAt: !144)
!602 = !DILocation(line: 73, column: 23, scope: !114, inlinedAt: !144)
!603 = !DILocation(line: 73, column: 36, scope: !114, inlinedAt: !144)
!604 = distinct !DIAssignID()
!605 = !DILocation(line: 75, column: 10, scope: !114, inlinedAt: !144)
!606 = distinct !DIAssignID()
!607 = !DILocation(line: 76, column: 1, scope: !114, inlinedAt: !144)
!608 = !DILocation(line: 0, scope: !186, inlinedAt: !609)
!609 = distinct !DILocation(line: 147, column: 5, scope: !73)
!610 = !DILocation(line: 100, column: 31, scope: !186, inlinedAt: !609)
!611 = !DILocation(line: 100, column: 36, scope: !186, inlinedAt: !609)
!612 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !609)
!613 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !609)
!614 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !609)
!615 = !DILocation(line: 0, scope: !194, inlinedAt: !609)
!616 = !DILocation(line: 101, column: 30, scope: !203, inlinedAt: !609)
!617 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !609)
!618 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !609)
!619 = !DILocation(line: 102, column: 24, scope: !203, inlinedAt: !609)
!620 = !DILocation(line: 102, column: 9, scope: !203, inlinedAt: !609)
!621 = !DILocation(line: 101, column: 37, scope: !203, inlinedAt: !609)
!622 = distinct !{!622, !617, !623, !211, !212}
!623 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !609)
!624 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !609)
!625 = !DILocation(line: 148, column: 5, scope: !73)
!626 = !DILocation(line: 148, column: 20, scope: !73)
!627 = distinct !DIAssignID()
!628 = distinct !DIAssignID()
!629 = !DILocation(line: 0, scope: !105)
!630 = !DILocation(line: 151, column: 5, scope: !105)
!631 = !DILocation(line: 0, scope: !110)
!632 = !DILocation(line: 157, column: 5, scope: !110)
!633 = !DILocation(line: 152, column: 9, scope: !107)
!634 = !DILocation(line: 152, column: 24, scope: !107)
!635 = distinct !DIAssignID()
!636 = !DILocation(line: 0, scope: !468, inlinedAt: !637)
!637 = distinct !DILocation(line: 153, column: 9, scope: !107)
!638 = !DILocation(line: 36, column: 16, scope: !468, inlinedAt: !637)
!639 = !DILocation(line: 36, column: 13, scope: !468, inlinedAt: !637)
!640 = !DILocation(line: 38, column: 5, scope: !468, inlinedAt: !637)
!641 = !DILocation(line: 39, column: 5, scope: !468, inlinedAt: !637)
!642 = distinct !DIAssignID()
!643 = !DILocation(line: 0, scope: !476, inlinedAt: !637)
!644 = !DILocation(line: 40, column: 23, scope: !479, inlinedAt: !637)
!645 = !DILocation(line: 40, column: 5, scope: !476, inlinedAt: !637)
!646 = !DILocation(line: 45, column: 9, scope: !468, inlinedAt: !637)
!647 = distinct !DIAssignID()
!648 = !DILocation(line: 46, column: 9, scope: !468, inlinedAt: !637)
!649 = !DILocation(line: 41, column: 22, scope: !478, inlinedAt: !637)
!650 = !DILocation(line: 41, column: 32, scope: !478, inlinedAt: !637)
!651 = !DILocation(line: 41, column: 30, scope: !478, inlinedAt: !637)
!652 = !DILocation(line: 41, column: 40, scope: !478, inlinedAt: !637)
!653 = !DILocation(line: 0, scope: !478, inlinedAt: !637)
!654 = !DILocation(line: 42, column: 19, scope: !478, inlinedAt: !637)
!655 = !DILocation(line: 43, column: 18, scope: !478, inlinedAt: !637)
!656 = !DILocation(line: 43, column: 9, scope: !478, inlinedAt: !637)
!657 = !DILocation(line: 43, column: 16, scope: !478, inlinedAt: !637)
!658 = !DILocation(line: 40, column: 29, scope: !479, inlinedAt: !637)
!659 = distinct !{!659, !645, !660, !211, !212}
!660 = !DILocation(line: 44, column: 5, scope: !476, inlinedAt: !637)
!661 = !DILocation(line: 47, column: 16, scope: !507, inlinedAt: !637)
!662 = distinct !DIAssignID()
!663 = !DILocation(line: 47, column: 9, scope: !507, inlinedAt: !637)
!664 = !DILocation(line: 47, column: 20, scope: !507, inlinedAt: !637)
!665 = !DILocation(line: 48, column: 10, scope: !468, inlinedAt: !637)
!666 = distinct !DIAssignID()
!667 = !DILocation(line: 49, column: 1, scope: !468, inlinedAt: !637)
!668 = !DILocation(line: 154, column: 37, scope: !107)
!669 = !DILocalVariable(name: "b", arg: 1, scope: !670, file: !2, line: 78, type: !117)
!670 = distinct !DISubprogram(name: "big_div_small", scope: !2, file: !2, line: 78, type: !671, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !673)
!671 = !DISubroutineType(types: !672)
!672 = !{!60, !117, !60}
!673 = !{!669, !674, !675, !676, !678}
!674 = !DILocalVariable(name: "m", arg: 2, scope: !670, file: !2, line: 78, type: !60)
!675 = !DILocalVariable(name: "rem", scope: !670, file: !2, line: 79, type: !55)
!676 = !DILocalVariable(name: "i", scope: !677, file: !2, line: 80, type: !63)
!677 = distinct !DILexicalBlock(scope: !670, file: !2, line: 80, column: 5)
!678 = !DILocalVariable(name: "cur", scope: !679, file: !2, line: 81, type: !55)
!679 = distinct !DILexicalBlock(scope: !680, file: !2, line: 80, column: 41)
!680 = distinct !DILexicalBlock(scope: !677, file: !2, line: 80, column: 5)
!681 = !DILocation(line: 0, scope: !670, inlinedAt: !682)
!682 = distinct !DILocation(line: 154, column: 19, scope: !107)
!683 = !DILocation(line: 80, column: 21, scope: !677, inlinedAt: !682)
!684 = !DILocation(line: 0, scope: !677, inlinedAt: !682)
!685 = !DILocation(line: 80, column: 30, scope: !680, inlinedAt: !682)
!686 = !DILocation(line: 80, column: 5, scope: !677, inlinedAt: !682)
!687 = !DILocation(line: 87, column: 12, scope: !670, inlinedAt: !682)
!688 = !DILocation(line: 85, column: 27, scope: !670, inlinedAt: !682)
!689 = !DILocation(line: 85, column: 17, scope: !670, inlinedAt: !682)
!690 = !DILocation(line: 85, column: 21, scope: !670, inlinedAt: !682)
!691 = !DILocation(line: 85, column: 5, scope: !670, inlinedAt: !682)
!692 = !DILocation(line: 80, scope: !677, inlinedAt: !682)
!693 = !DILocation(line: 81, column: 24, scope: !679, inlinedAt: !682)
!694 = !DILocation(line: 81, column: 38, scope: !679, inlinedAt: !682)
!695 = !DILocation(line: 81, column: 32, scope: !679, inlinedAt: !682)
!696 = !DILocation(line: 0, scope: !679, inlinedAt: !682)
!697 = !DILocation(line: 82, column: 34, scope: !679, inlinedAt: !682)
!698 = !DILocation(line: 82, column: 19, scope: !679, inlinedAt: !682)
!699 = !DILocation(line: 82, column: 17, scope: !679, inlinedAt: !682)
!700 = !DILocation(line: 83, column: 19, scope: !679, inlinedAt: !682)
!701 = distinct !{!701, !686, !702, !211, !212}
!702 = !DILocation(line: 84, column: 5, scope: !677, inlinedAt: !682)
!703 = !DILocation(line: 85, column: 34, scope: !670, inlinedAt: !682)
!704 = !DILocation(line: 85, column: 24, scope: !670, inlinedAt: !682)
!705 = !DILocation(line: 85, column: 39, scope: !670, inlinedAt: !682)
!706 = !DILocation(line: 86, column: 13, scope: !670, inlinedAt: !682)
!707 = distinct !DIAssignID()
!708 = distinct !{!708, !691, !706, !211, !212}
!709 = !DILocation(line: 155, column: 9, scope: !107)
!710 = !DILocation(line: 156, column: 5, scope: !108)
!711 = !DILocation(line: 151, column: 29, scope: !108)
!712 = !DILocation(line: 151, column: 23, scope: !108)
!713 = distinct !{!713, !630, !714, !211, !212}
!714 = !DILocation(line: 156, column: 5, scope: !105)
!715 = !DILocation(line: 0, scope: !186, inlinedAt: !716)
!716 = distinct !DILocation(line: 159, column: 5, scope: !73)
!717 = !DILocation(line: 100, column: 31, scope: !186, inlinedAt: !716)
!718 = !DILocation(line: 100, column: 36, scope: !186, inlinedAt: !716)
!719 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !716)
!720 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !716)
!721 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !716)
!722 = !DILocation(line: 0, scope: !194, inlinedAt: !716)
!723 = !DILocation(line: 101, column: 30, scope: !203, inlinedAt: !716)
!724 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !716)
!725 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !716)
!726 = !DILocation(line: 102, column: 24, scope: !203, inlinedAt: !716)
!727 = !DILocation(line: 102, column: 9, scope: !203, inlinedAt: !716)
!728 = !DILocation(line: 101, column: 37, scope: !203, inlinedAt: !716)
!729 = distinct !{!729, !724, !730, !211, !212}
!730 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !716)
!731 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !716)
!732 = !DILocation(line: 161, column: 1, scope: !73)
!733 = !DILocation(line: 160, column: 5, scope: !73)
!734 = !DILocation(line: 0, scope: !670, inlinedAt: !735)
!735 = distinct !DILocation(line: 158, column: 9, scope: !736)
!736 = distinct !DILexicalBlock(scope: !110, file: !2, line: 157, column: 5)
!737 = !DILocation(line: 80, column: 21, scope: !677, inlinedAt: !735)
!738 = !DILocation(line: 0, scope: !677, inlinedAt: !735)
!739 = !DILocation(line: 80, column: 30, scope: !680, inlinedAt: !735)
!740 = !DILocation(line: 80, column: 5, scope: !677, inlinedAt: !735)
!741 = !DILocation(line: 85, column: 17, scope: !670, inlinedAt: !735)
!742 = !DILocation(line: 85, column: 21, scope: !670, inlinedAt: !735)
!743 = !DILocation(line: 85, column: 5, scope: !670, inlinedAt: !735)
!744 = !DILocation(line: 80, scope: !677, inlinedAt: !735)
!745 = !DILocation(line: 81, column: 24, scope: !679, inlinedAt: !735)
!746 = !DILocation(line: 81, column: 38, scope: !679, inlinedAt: !735)
!747 = !DILocation(line: 81, column: 32, scope: !679, inlinedAt: !735)
!748 = !DILocation(line: 0, scope: !679, inlinedAt: !735)
!749 = !DILocation(line: 82, column: 34, scope: !679, inlinedAt: !735)
!750 = !DILocation(line: 82, column: 19, scope: !679, inlinedAt: !735)
!751 = !DILocation(line: 82, column: 17, scope: !679, inlinedAt: !735)
!752 = !DILocation(line: 83, column: 19, scope: !679, inlinedAt: !735)
!753 = distinct !{!753, !740, !754, !211, !212}
!754 = !DILocation(line: 84, column: 5, scope: !677, inlinedAt: !735)
!755 = !DILocation(line: 85, column: 34, scope: !670, inlinedAt: !735)
!756 = !DILocation(line: 85, column: 24, scope: !670, inlinedAt: !735)
!757 = !DILocation(line: 85, column: 39, scope: !670, inlinedAt: !735)
!758 = !DILocation(line: 86, column: 13, scope: !670, inlinedAt: !735)
!759 = distinct !DIAssignID()
!760 = distinct !{!760, !743, !758, !211, !212}
!761 = !DILocation(line: 157, column: 37, scope: !736)
!762 = !DILocation(line: 157, column: 30, scope: !736)
!763 = distinct !{!763, !632, !764, !211, !212}
!764 = !DILocation(line: 158, column: 28, scope: !110)
!765 = !DISubprogram(name: "printf", scope: !766, file: !766, line: 356, type: !767, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!766 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!767 = !DISubroutineType(types: !768)
!768 = !{!63, !769, null}
!769 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
