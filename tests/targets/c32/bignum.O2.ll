; ModuleID = 'bignum.c'
source_filename = "bignum.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.big = type { i32, [120 x i32] }

@.str = private unnamed_addr constant [10 x i8] c"factorial\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"100!\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"digit sum of 100! = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"digit sum of 2^1000 = %d, limbs %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [35 x i8] c"first fibonacci >= 10^99 is F(%d)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [2 x i8] c"F\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"F^2\00", align 1, !dbg !32
@__const.main.divs = private unnamed_addr constant [6 x i32] [i32 7, i32 11, i32 13, i32 1000003, i32 999999937, i32 2], align 4
@.str.7 = private unnamed_addr constant [24 x i8] c"(100! + F) mod %u = %u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"100!/100!\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [13 x i8] c" (%d limbs)\0A\00", align 1, !dbg !48

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca %struct.big, align 4, !DIAssignID !112
  %2 = alloca [240 x i64], align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !114, !DIExpression(), !113, ptr %2, !DIExpression(), !144)
  %3 = alloca %struct.big, align 4, !DIAssignID !146
  %4 = alloca %struct.big, align 4, !DIAssignID !147
  %5 = alloca %struct.big, align 4, !DIAssignID !148
    #dbg_assign(i1 undef, !78, !DIExpression(), !148, ptr %5, !DIExpression(), !149)
  %6 = alloca %struct.big, align 4, !DIAssignID !150
    #dbg_assign(i1 undef, !88, !DIExpression(), !150, ptr %6, !DIExpression(), !149)
  %7 = alloca %struct.big, align 4, !DIAssignID !151
    #dbg_assign(i1 undef, !91, !DIExpression(), !151, ptr %7, !DIExpression(), !149)
  %8 = alloca %struct.big, align 4, !DIAssignID !152
    #dbg_assign(i1 undef, !92, !DIExpression(), !152, ptr %8, !DIExpression(), !149)
  %9 = alloca %struct.big, align 4, !DIAssignID !153
    #dbg_assign(i1 undef, !93, !DIExpression(), !153, ptr %9, !DIExpression(), !149)
  %10 = alloca %struct.big, align 4, !DIAssignID !154
    #dbg_assign(i1 undef, !95, !DIExpression(), !154, ptr %10, !DIExpression(), !149)
  %11 = alloca %struct.big, align 4, !DIAssignID !155
    #dbg_assign(i1 undef, !99, !DIExpression(), !155, ptr %11, !DIExpression(), !149)
  %12 = alloca %struct.big, align 4, !DIAssignID !156
    #dbg_assign(i1 undef, !107, !DIExpression(), !156, ptr %12, !DIExpression(), !157)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #7, !dbg !158
    #dbg_value(ptr %5, !159, !DIExpression(), !165)
    #dbg_value(i32 1, !164, !DIExpression(), !165)
  %13 = getelementptr inbounds i8, ptr %5, i32 12, !dbg !167
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %13, i8 0, i32 472, i1 false), !dbg !167, !DIAssignID !168
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !168, ptr %13, !DIExpression(), !149)
  %14 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !169
  store i32 1, ptr %14, align 4, !dbg !170, !tbaa !171, !DIAssignID !175
    #dbg_assign(i32 1, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !175, ptr %14, !DIExpression(), !149)
  %15 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !176
  store i32 0, ptr %15, align 4, !dbg !177, !tbaa !171, !DIAssignID !178
    #dbg_assign(i32 0, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !178, ptr %15, !DIExpression(), !149)
  store i32 1, ptr %5, align 4, !dbg !179, !tbaa !180, !DIAssignID !182
    #dbg_assign(i32 1, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !182, ptr %5, !DIExpression(), !149)
    #dbg_value(i32 1, !86, !DIExpression(), !183)
  br label %57, !dbg !184

16:                                               ; preds = %103
    #dbg_value(ptr @.str.1, !185, !DIExpression(), !195)
    #dbg_value(ptr %5, !192, !DIExpression(), !195)
  %17 = add nsw i32 %106, -1, !dbg !197
  %18 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %17, !dbg !198
  %19 = load i32, ptr %18, align 4, !dbg !198, !tbaa !171
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !199
    #dbg_value(i32 %106, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !200)
  %21 = icmp sgt i32 %106, 1, !dbg !201
  br i1 %21, label %22, label %31, !dbg !203

22:                                               ; preds = %16
  %23 = add nsw i32 %106, -2, !dbg !204
    #dbg_value(i32 %23, !193, !DIExpression(), !200)
  br label %24, !dbg !203

24:                                               ; preds = %24, %22
  %25 = phi i32 [ %29, %24 ], [ %23, %22 ]
    #dbg_value(i32 %25, !193, !DIExpression(), !200)
  %26 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %25, !dbg !205
  %27 = load i32, ptr %26, align 4, !dbg !205, !tbaa !171
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %27), !dbg !206
  %29 = add nsw i32 %25, -1, !dbg !207
    #dbg_value(i32 %29, !193, !DIExpression(), !200)
  %30 = icmp eq i32 %25, 0, !dbg !201
  br i1 %30, label %31, label %24, !dbg !203, !llvm.loop !208

31:                                               ; preds = %24, %16
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %106), !dbg !211
    #dbg_value(ptr %5, !212, !DIExpression(), !223)
    #dbg_value(i32 0, !217, !DIExpression(), !223)
    #dbg_value(i32 0, !218, !DIExpression(), !225)
  %33 = icmp sgt i32 %106, 0, !dbg !226
  br i1 %33, label %34, label %51, !dbg !227

34:                                               ; preds = %31, %40
  %35 = phi i32 [ %42, %40 ], [ 0, %31 ]
  %36 = phi i32 [ %41, %40 ], [ 0, %31 ]
    #dbg_value(i32 %35, !218, !DIExpression(), !225)
    #dbg_value(i32 %36, !217, !DIExpression(), !223)
  %37 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %35, !dbg !228
  %38 = load i32, ptr %37, align 4, !dbg !228, !tbaa !171
    #dbg_value(i32 %38, !220, !DIExpression(), !229)
  %39 = icmp eq i32 %38, 0, !dbg !230
  br i1 %39, label %40, label %44, !dbg !230

40:                                               ; preds = %44, %34
  %41 = phi i32 [ %36, %34 ], [ %48, %44 ], !dbg !223
  %42 = add nuw nsw i32 %35, 1, !dbg !231
    #dbg_value(i32 %42, !218, !DIExpression(), !225)
    #dbg_value(i32 %41, !217, !DIExpression(), !223)
  %43 = icmp eq i32 %42, %106, !dbg !226
  br i1 %43, label %51, label %34, !dbg !227, !llvm.loop !232

44:                                               ; preds = %34, %44
  %45 = phi i32 [ %49, %44 ], [ %38, %34 ]
  %46 = phi i32 [ %48, %44 ], [ %36, %34 ]
    #dbg_value(i32 %45, !220, !DIExpression(), !229)
    #dbg_value(i32 %46, !217, !DIExpression(), !223)
  %47 = urem i32 %45, 10, !dbg !234
  %48 = add nsw i32 %47, %46, !dbg !236
    #dbg_value(i32 %48, !217, !DIExpression(), !223)
  %49 = udiv i32 %45, 10, !dbg !237
    #dbg_value(i32 %49, !220, !DIExpression(), !229)
  %50 = icmp ult i32 %45, 10, !dbg !230
  br i1 %50, label %40, label %44, !dbg !230, !llvm.loop !238

51:                                               ; preds = %40, %31
  %52 = phi i32 [ 0, %31 ], [ %41, %40 ], !dbg !240
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52), !dbg !241
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #7, !dbg !242
    #dbg_value(ptr %6, !159, !DIExpression(), !243)
    #dbg_value(i32 1, !164, !DIExpression(), !243)
  %54 = getelementptr inbounds i8, ptr %6, i32 12, !dbg !245
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %54, i8 0, i32 472, i1 false), !dbg !245, !DIAssignID !246
    #dbg_assign(i8 0, !88, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !246, ptr %54, !DIExpression(), !149)
  %55 = getelementptr inbounds i8, ptr %6, i32 4, !dbg !247
  store i32 1, ptr %55, align 4, !dbg !248, !tbaa !171, !DIAssignID !249
    #dbg_assign(i32 1, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !249, ptr %55, !DIExpression(), !149)
  %56 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !250
  store i32 0, ptr %56, align 4, !dbg !251, !tbaa !171, !DIAssignID !252
    #dbg_assign(i32 0, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !252, ptr %56, !DIExpression(), !149)
  store i32 1, ptr %6, align 4, !dbg !253, !tbaa !180, !DIAssignID !254
    #dbg_assign(i32 1, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !254, ptr %6, !DIExpression(), !149)
    #dbg_value(i32 0, !89, !DIExpression(), !255)
  br label %136, !dbg !256

57:                                               ; preds = %103, %0
  %58 = phi i32 [ 1, %0 ], [ %106, %103 ]
  %59 = phi i32 [ 1, %0 ], [ %104, %103 ]
    #dbg_value(i32 %59, !86, !DIExpression(), !183)
    #dbg_value(ptr %5, !257, !DIExpression(), !267)
    #dbg_value(i32 %59, !260, !DIExpression(), !267)
    #dbg_value(i64 0, !261, !DIExpression(), !267)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
  %60 = icmp sgt i32 %58, 0, !dbg !272
  br i1 %60, label %61, label %84, !dbg !273

61:                                               ; preds = %57
  %62 = zext nneg i32 %59 to i64
  br label %65, !dbg !273

63:                                               ; preds = %65
    #dbg_value(i64 %74, !261, !DIExpression(), !267)
  %64 = icmp ult i64 %72, 1000000000, !dbg !274
  br i1 %64, label %84, label %80, !dbg !274

65:                                               ; preds = %65, %61
  %66 = phi i64 [ 0, %61 ], [ %74, %65 ]
  %67 = phi i32 [ 0, %61 ], [ %78, %65 ]
    #dbg_value(i64 %66, !261, !DIExpression(), !267)
    #dbg_value(i32 %67, !262, !DIExpression(), !271)
  %68 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %67, !dbg !275
  %69 = load i32, ptr %68, align 4, !dbg !275, !tbaa !171
  %70 = zext i32 %69 to i64, !dbg !276
  %71 = mul nuw nsw i64 %70, %62, !dbg !277
  %72 = add nuw nsw i64 %71, %66, !dbg !278
    #dbg_value(i64 %72, !264, !DIExpression(), !279)
  %73 = freeze i64 %72, !dbg !280
  %74 = udiv i64 %73, 1000000000, !dbg !280
  %75 = mul i64 %74, 1000000000, !dbg !281
  %76 = sub i64 %73, %75, !dbg !281
  %77 = trunc nuw nsw i64 %76 to i32, !dbg !282
  store i32 %77, ptr %68, align 4, !dbg !283, !tbaa !171
    #dbg_value(i64 %74, !261, !DIExpression(), !267)
  %78 = add nuw nsw i32 %67, 1, !dbg !284
    #dbg_value(i32 %78, !262, !DIExpression(), !271)
  %79 = icmp eq i32 %78, %58, !dbg !272
  br i1 %79, label %63, label %65, !dbg !273, !llvm.loop !285

80:                                               ; preds = %63
    #dbg_value(i64 %74, !261, !DIExpression(), !267)
  %81 = trunc nuw nsw i64 %74 to i32, !dbg !287
  %82 = add nuw nsw i32 %58, 1, !dbg !289
  store i32 %82, ptr %5, align 4, !dbg !289, !tbaa !180, !DIAssignID !290
    #dbg_assign(i32 %82, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290, ptr %5, !DIExpression(), !149)
  %83 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %58, !dbg !291
  store i32 %81, ptr %83, align 4, !dbg !292, !tbaa !171
    #dbg_value(i64 0, !261, !DIExpression(), !267)
  br label %84, !dbg !293

84:                                               ; preds = %80, %57, %63
  switch i32 %59, label %103 [
    i32 50, label %85
    i32 25, label %85
  ], !dbg !293

85:                                               ; preds = %84, %84
    #dbg_value(ptr @.str, !185, !DIExpression(), !295)
    #dbg_value(ptr %5, !192, !DIExpression(), !295)
  %86 = load i32, ptr %5, align 4, !dbg !297, !tbaa !180
  %87 = add nsw i32 %86, -1, !dbg !298
  %88 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %87, !dbg !299
  %89 = load i32, ptr %88, align 4, !dbg !299, !tbaa !171
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef %89), !dbg !300
    #dbg_value(i32 %86, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !301)
  %91 = icmp sgt i32 %86, 1, !dbg !302
  br i1 %91, label %92, label %101, !dbg !303

92:                                               ; preds = %85
  %93 = add nsw i32 %86, -2, !dbg !304
    #dbg_value(i32 %93, !193, !DIExpression(), !301)
  br label %94, !dbg !303

94:                                               ; preds = %94, %92
  %95 = phi i32 [ %99, %94 ], [ %93, %92 ]
    #dbg_value(i32 %95, !193, !DIExpression(), !301)
  %96 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %95, !dbg !305
  %97 = load i32, ptr %96, align 4, !dbg !305, !tbaa !171
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %97), !dbg !306
  %99 = add nsw i32 %95, -1, !dbg !307
    #dbg_value(i32 %99, !193, !DIExpression(), !301)
  %100 = icmp eq i32 %95, 0, !dbg !302
  br i1 %100, label %101, label %94, !dbg !303, !llvm.loop !308

101:                                              ; preds = %94, %85
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %86), !dbg !310
  br label %103, !dbg !311

103:                                              ; preds = %84, %101
  %104 = add nuw nsw i32 %59, 1, !dbg !312
    #dbg_value(i32 %104, !86, !DIExpression(), !183)
  %105 = icmp eq i32 %104, 101, !dbg !313
  %106 = load i32, ptr %5, align 4, !tbaa !180
  br i1 %105, label %16, label %57, !dbg !184, !llvm.loop !314

107:                                              ; preds = %161
    #dbg_value(ptr %6, !212, !DIExpression(), !316)
    #dbg_value(i32 0, !217, !DIExpression(), !316)
    #dbg_value(i32 0, !218, !DIExpression(), !318)
  %108 = icmp sgt i32 %164, 0, !dbg !319
  br i1 %108, label %109, label %126, !dbg !320

109:                                              ; preds = %107, %115
  %110 = phi i32 [ %117, %115 ], [ 0, %107 ]
  %111 = phi i32 [ %116, %115 ], [ 0, %107 ]
    #dbg_value(i32 %110, !218, !DIExpression(), !318)
    #dbg_value(i32 %111, !217, !DIExpression(), !316)
  %112 = getelementptr inbounds [120 x i32], ptr %55, i32 0, i32 %110, !dbg !321
  %113 = load i32, ptr %112, align 4, !dbg !321, !tbaa !171
    #dbg_value(i32 %113, !220, !DIExpression(), !322)
  %114 = icmp eq i32 %113, 0, !dbg !323
  br i1 %114, label %115, label %119, !dbg !323

115:                                              ; preds = %119, %109
  %116 = phi i32 [ %111, %109 ], [ %123, %119 ], !dbg !316
  %117 = add nuw nsw i32 %110, 1, !dbg !324
    #dbg_value(i32 %117, !218, !DIExpression(), !318)
    #dbg_value(i32 %116, !217, !DIExpression(), !316)
  %118 = icmp eq i32 %117, %164, !dbg !319
  br i1 %118, label %126, label %109, !dbg !320, !llvm.loop !325

119:                                              ; preds = %109, %119
  %120 = phi i32 [ %124, %119 ], [ %113, %109 ]
  %121 = phi i32 [ %123, %119 ], [ %111, %109 ]
    #dbg_value(i32 %120, !220, !DIExpression(), !322)
    #dbg_value(i32 %121, !217, !DIExpression(), !316)
  %122 = urem i32 %120, 10, !dbg !327
  %123 = add nsw i32 %122, %121, !dbg !328
    #dbg_value(i32 %123, !217, !DIExpression(), !316)
  %124 = udiv i32 %120, 10, !dbg !329
    #dbg_value(i32 %124, !220, !DIExpression(), !322)
  %125 = icmp ult i32 %120, 10, !dbg !323
  br i1 %125, label %115, label %119, !dbg !323, !llvm.loop !330

126:                                              ; preds = %115, %107
  %127 = phi i32 [ 0, %107 ], [ %116, %115 ], !dbg !332
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %127, i32 noundef %164), !dbg !333
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #7, !dbg !334
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #7, !dbg !334
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9), !dbg !334
    #dbg_value(ptr %7, !159, !DIExpression(), !335)
    #dbg_value(i32 0, !164, !DIExpression(), !335)
    #dbg_assign(i8 0, !91, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !337, ptr %7, !DIExpression(DW_OP_plus_uconst, 12), !149)
  %129 = getelementptr inbounds i8, ptr %7, i32 4, !dbg !338
    #dbg_assign(i32 0, !91, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !337, ptr %129, !DIExpression(), !149)
    #dbg_assign(i32 0, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !337, ptr %7, !DIExpression(DW_OP_plus_uconst, 8), !149)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %129, i8 0, i64 480, i1 false), !dbg !339, !DIAssignID !337
  store i32 1, ptr %7, align 4, !dbg !340, !tbaa !180, !DIAssignID !341
    #dbg_assign(i32 1, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !341, ptr %7, !DIExpression(), !149)
    #dbg_value(ptr %8, !159, !DIExpression(), !342)
    #dbg_value(i32 1, !164, !DIExpression(), !342)
  %130 = getelementptr inbounds i8, ptr %8, i32 12, !dbg !344
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %130, i8 0, i32 472, i1 false), !dbg !344, !DIAssignID !345
    #dbg_assign(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !345, ptr %130, !DIExpression(), !149)
  %131 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !346
  store i32 1, ptr %131, align 4, !dbg !347, !tbaa !171, !DIAssignID !348
    #dbg_assign(i32 1, !92, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !348, ptr %131, !DIExpression(), !149)
  %132 = getelementptr inbounds i8, ptr %8, i32 8, !dbg !349
  store i32 0, ptr %132, align 4, !dbg !350, !tbaa !171, !DIAssignID !351
    #dbg_assign(i32 0, !92, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !351, ptr %132, !DIExpression(), !149)
  store i32 1, ptr %8, align 4, !dbg !352, !tbaa !180, !DIAssignID !353
    #dbg_assign(i32 1, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !353, ptr %8, !DIExpression(), !149)
    #dbg_value(i32 1, !94, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #7, !dbg !354
    #dbg_value(ptr %10, !159, !DIExpression(), !355)
    #dbg_value(i32 1, !164, !DIExpression(), !355)
  %133 = getelementptr inbounds i8, ptr %10, i32 12, !dbg !357
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %133, i8 0, i32 472, i1 false), !dbg !357, !DIAssignID !358
    #dbg_assign(i8 0, !95, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !358, ptr %133, !DIExpression(), !149)
  %134 = getelementptr inbounds i8, ptr %10, i32 4, !dbg !359
  store i32 1, ptr %134, align 4, !dbg !360, !tbaa !171, !DIAssignID !361
    #dbg_assign(i32 1, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !361, ptr %134, !DIExpression(), !149)
  %135 = getelementptr inbounds i8, ptr %10, i32 8, !dbg !362
  store i32 0, ptr %135, align 4, !dbg !363, !tbaa !171, !DIAssignID !364
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !364, ptr %135, !DIExpression(), !149)
  store i32 1, ptr %10, align 4, !dbg !365, !tbaa !180, !DIAssignID !366
    #dbg_assign(i32 1, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !366, ptr %10, !DIExpression(), !149)
    #dbg_value(i32 0, !96, !DIExpression(), !367)
  br label %167, !dbg !368

136:                                              ; preds = %161, %51
  %137 = phi i32 [ 1, %51 ], [ %164, %161 ]
  %138 = phi i32 [ 0, %51 ], [ %162, %161 ]
    #dbg_value(i32 %138, !89, !DIExpression(), !255)
    #dbg_value(ptr %6, !257, !DIExpression(), !369)
    #dbg_value(i32 2, !260, !DIExpression(), !369)
    #dbg_value(i64 0, !261, !DIExpression(), !369)
    #dbg_value(i32 0, !262, !DIExpression(), !372)
  %139 = icmp sgt i32 %137, 0, !dbg !373
  br i1 %139, label %142, label %161, !dbg !374

140:                                              ; preds = %142
    #dbg_value(i64 %151, !261, !DIExpression(), !369)
  %141 = icmp ult i64 %149, 1000000000, !dbg !375
  br i1 %141, label %161, label %157, !dbg !375

142:                                              ; preds = %136, %142
  %143 = phi i64 [ %151, %142 ], [ 0, %136 ]
  %144 = phi i32 [ %155, %142 ], [ 0, %136 ]
    #dbg_value(i64 %143, !261, !DIExpression(), !369)
    #dbg_value(i32 %144, !262, !DIExpression(), !372)
  %145 = getelementptr inbounds [120 x i32], ptr %55, i32 0, i32 %144, !dbg !376
  %146 = load i32, ptr %145, align 4, !dbg !376, !tbaa !171
  %147 = zext i32 %146 to i64, !dbg !377
  %148 = shl nuw nsw i64 %147, 1, !dbg !378
  %149 = add nuw nsw i64 %148, %143, !dbg !379
    #dbg_value(i64 %149, !264, !DIExpression(), !380)
  %150 = freeze i64 %149, !dbg !381
  %151 = udiv i64 %150, 1000000000, !dbg !381
  %152 = mul i64 %151, 1000000000, !dbg !382
  %153 = sub i64 %150, %152, !dbg !382
  %154 = trunc nuw nsw i64 %153 to i32, !dbg !383
  store i32 %154, ptr %145, align 4, !dbg !384, !tbaa !171
    #dbg_value(i64 %151, !261, !DIExpression(), !369)
  %155 = add nuw nsw i32 %144, 1, !dbg !385
    #dbg_value(i32 %155, !262, !DIExpression(), !372)
  %156 = icmp eq i32 %155, %137, !dbg !373
  br i1 %156, label %140, label %142, !dbg !374, !llvm.loop !386

157:                                              ; preds = %140
    #dbg_value(i64 %151, !261, !DIExpression(), !369)
  %158 = trunc nuw nsw i64 %151 to i32, !dbg !388
  %159 = add nuw nsw i32 %137, 1, !dbg !389
  store i32 %159, ptr %6, align 4, !dbg !389, !tbaa !180, !DIAssignID !390
    #dbg_assign(i32 %159, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !390, ptr %6, !DIExpression(), !149)
  %160 = getelementptr inbounds [120 x i32], ptr %55, i32 0, i32 %137, !dbg !391
  store i32 %158, ptr %160, align 4, !dbg !392, !tbaa !171
    #dbg_value(i64 0, !261, !DIExpression(), !369)
  br label %161, !dbg !393

161:                                              ; preds = %157, %136, %140
  %162 = add nuw nsw i32 %138, 1, !dbg !393
    #dbg_value(i32 %162, !89, !DIExpression(), !255)
  %163 = icmp eq i32 %162, 1000, !dbg !394
  %164 = load i32, ptr %6, align 4, !tbaa !180
  br i1 %163, label %107, label %136, !dbg !256, !llvm.loop !395

165:                                              ; preds = %199
  %166 = getelementptr inbounds i8, ptr %4, i32 4
  br label %203, !dbg !397

167:                                              ; preds = %199, %126
  %168 = phi i32 [ 1, %126 ], [ %202, %199 ]
  %169 = phi i32 [ 0, %126 ], [ %200, %199 ]
    #dbg_value(i32 %169, !96, !DIExpression(), !367)
    #dbg_value(ptr %10, !257, !DIExpression(), !398)
    #dbg_value(i32 1000000000, !260, !DIExpression(), !398)
    #dbg_value(i64 0, !261, !DIExpression(), !398)
    #dbg_value(i32 0, !262, !DIExpression(), !401)
  %170 = icmp sgt i32 %168, 0, !dbg !402
  br i1 %170, label %173, label %199, !dbg !403

171:                                              ; preds = %173
    #dbg_value(i64 %182, !261, !DIExpression(), !398)
  %172 = icmp ult i64 %180, 1000000000, !dbg !404
  br i1 %172, label %199, label %188, !dbg !404

173:                                              ; preds = %167, %173
  %174 = phi i64 [ %182, %173 ], [ 0, %167 ]
  %175 = phi i32 [ %186, %173 ], [ 0, %167 ]
    #dbg_value(i64 %174, !261, !DIExpression(), !398)
    #dbg_value(i32 %175, !262, !DIExpression(), !401)
  %176 = getelementptr inbounds [120 x i32], ptr %134, i32 0, i32 %175, !dbg !405
  %177 = load i32, ptr %176, align 4, !dbg !405, !tbaa !171
  %178 = zext i32 %177 to i64, !dbg !406
  %179 = mul nuw nsw i64 %178, 1000000000, !dbg !407
  %180 = add nuw nsw i64 %179, %174, !dbg !408
    #dbg_value(i64 %180, !264, !DIExpression(), !409)
  %181 = freeze i64 %180, !dbg !410
  %182 = udiv i64 %181, 1000000000, !dbg !410
  %183 = mul i64 %182, 1000000000, !dbg !411
  %184 = sub i64 %181, %183, !dbg !411
  %185 = trunc nuw nsw i64 %184 to i32, !dbg !412
  store i32 %185, ptr %176, align 4, !dbg !413, !tbaa !171
    #dbg_value(i64 %182, !261, !DIExpression(), !398)
  %186 = add nuw nsw i32 %175, 1, !dbg !414
    #dbg_value(i32 %186, !262, !DIExpression(), !401)
  %187 = icmp eq i32 %186, %168, !dbg !402
  br i1 %187, label %171, label %173, !dbg !403, !llvm.loop !415

188:                                              ; preds = %171, %188
  %189 = phi i64 [ %191, %188 ], [ %182, %171 ]
    #dbg_value(i64 %189, !261, !DIExpression(), !398)
  %190 = freeze i64 %189, !dbg !417
  %191 = udiv i64 %190, 1000000000, !dbg !417
  %192 = mul i64 %191, 1000000000, !dbg !418
  %193 = sub i64 %190, %192, !dbg !418
  %194 = trunc nuw nsw i64 %193 to i32, !dbg !419
  %195 = load i32, ptr %10, align 4, !dbg !420, !tbaa !180
  %196 = add nsw i32 %195, 1, !dbg !420
  store i32 %196, ptr %10, align 4, !dbg !420, !tbaa !180, !DIAssignID !421
    #dbg_assign(i32 %196, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !421, ptr %10, !DIExpression(), !149)
  %197 = getelementptr inbounds [120 x i32], ptr %134, i32 0, i32 %195, !dbg !422
  store i32 %194, ptr %197, align 4, !dbg !423, !tbaa !171
    #dbg_value(i64 %191, !261, !DIExpression(), !398)
  %198 = icmp ult i64 %189, 1000000000, !dbg !404
  br i1 %198, label %199, label %188, !dbg !404, !llvm.loop !424

199:                                              ; preds = %188, %167, %171
  %200 = add nuw nsw i32 %169, 1, !dbg !426
    #dbg_value(i32 %200, !96, !DIExpression(), !367)
  %201 = icmp eq i32 %200, 11, !dbg !427
  %202 = load i32, ptr %10, align 4, !tbaa !180
  br i1 %201, label %165, label %167, !dbg !368, !llvm.loop !428

203:                                              ; preds = %165, %282
  %204 = phi i32 [ %284, %282 ], [ 1, %165 ], !dbg !430
  %205 = phi i32 [ %283, %282 ], [ 1, %165 ], !dbg !149
    #dbg_value(i32 %205, !94, !DIExpression(), !149)
    #dbg_value(ptr %8, !436, !DIExpression(), !441)
    #dbg_value(ptr %10, !437, !DIExpression(), !441)
  %206 = icmp eq i32 %204, %202, !dbg !442
  br i1 %206, label %209, label %207, !dbg !443

207:                                              ; preds = %203
  %208 = icmp slt i32 %204, %202, !dbg !444
  br i1 %208, label %221, label %285, !dbg !445

209:                                              ; preds = %203, %212
  %210 = phi i32 [ %213, %212 ], [ %202, %203 ]
    #dbg_value(i32 %210, !438, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !446)
  %211 = icmp slt i32 %210, 1, !dbg !447
  br i1 %211, label %285, label %212, !dbg !449

212:                                              ; preds = %209
  %213 = add nsw i32 %210, -1, !dbg !450
    #dbg_value(i32 %213, !438, !DIExpression(), !446)
  %214 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %213, !dbg !451
  %215 = load i32, ptr %214, align 4, !dbg !451, !tbaa !171
  %216 = getelementptr inbounds [120 x i32], ptr %134, i32 0, i32 %213, !dbg !453
  %217 = load i32, ptr %216, align 4, !dbg !453, !tbaa !171
  %218 = icmp eq i32 %215, %217, !dbg !454
  br i1 %218, label %209, label %219, !dbg !455, !llvm.loop !456

219:                                              ; preds = %212
  %220 = icmp ult i32 %215, %217, !dbg !458
  br i1 %220, label %221, label %285, !dbg !459

221:                                              ; preds = %219, %207
    #dbg_assign(i1 undef, !460, !DIExpression(), !147, ptr %4, !DIExpression(), !473)
    #dbg_value(ptr %9, !463, !DIExpression(), !473)
    #dbg_value(ptr %7, !464, !DIExpression(), !473)
    #dbg_value(ptr %8, !465, !DIExpression(), !473)
  %222 = load i32, ptr %7, align 4, !dbg !476, !tbaa !180
  %223 = tail call i32 @llvm.smax.i32(i32 %222, i32 %204), !dbg !477
    #dbg_value(i32 %223, !466, !DIExpression(), !473)
    #dbg_value(i32 0, !467, !DIExpression(), !473)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %4) #7, !dbg !478
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i32 484, i1 false), !dbg !479, !DIAssignID !480
    #dbg_assign(i8 0, !460, !DIExpression(), !480, ptr %4, !DIExpression(), !473)
    #dbg_value(i32 0, !468, !DIExpression(), !481)
  %224 = icmp sgt i32 %223, 0, !dbg !482
  br i1 %224, label %225, label %230, !dbg !483

225:                                              ; preds = %221
  %226 = and i32 %223, 1, !dbg !483
  %227 = icmp eq i32 %223, 1, !dbg !483
  br i1 %227, label %231, label %228, !dbg !483

228:                                              ; preds = %225
  %229 = and i32 %223, 2147483646, !dbg !483
  br label %249, !dbg !483

230:                                              ; preds = %221
  store i32 %223, ptr %4, align 4, !dbg !484, !tbaa !180, !DIAssignID !485
    #dbg_assign(i32 %223, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !485, ptr %4, !DIExpression(), !473)
  br label %282, !dbg !486

231:                                              ; preds = %249, %225
  %232 = phi i1 [ poison, %225 ], [ %271, %249 ]
  %233 = phi i32 [ 0, %225 ], [ %272, %249 ]
  %234 = phi i32 [ 0, %225 ], [ %276, %249 ]
  %235 = icmp eq i32 %226, 0, !dbg !483
  br i1 %235, label %247, label %236, !dbg !483

236:                                              ; preds = %231
    #dbg_value(i32 %233, !467, !DIExpression(), !473)
    #dbg_value(i32 %234, !468, !DIExpression(), !481)
  %237 = getelementptr inbounds [120 x i32], ptr %129, i32 0, i32 %234, !dbg !487
  %238 = load i32, ptr %237, align 4, !dbg !487, !tbaa !171
  %239 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %234, !dbg !488
  %240 = load i32, ptr %239, align 4, !dbg !488, !tbaa !171
  %241 = add i32 %238, %233, !dbg !489
  %242 = add i32 %241, %240, !dbg !490
    #dbg_value(i32 %242, !470, !DIExpression(), !491)
  %243 = icmp ugt i32 %242, 999999999, !dbg !492
    #dbg_value(i1 %243, !467, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !473)
  %244 = add i32 %242, -1000000000, !dbg !493
  %245 = select i1 %243, i32 %244, i32 %242, !dbg !493
  %246 = getelementptr inbounds [120 x i32], ptr %166, i32 0, i32 %234, !dbg !494
  store i32 %245, ptr %246, align 4, !dbg !495, !tbaa !171
    #dbg_value(i32 %234, !468, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !481)
  br label %247, !dbg !484

247:                                              ; preds = %231, %236
  %248 = phi i1 [ %232, %231 ], [ %243, %236 ], !dbg !492
  store i32 %223, ptr %4, align 4, !dbg !484, !tbaa !180, !DIAssignID !485
    #dbg_assign(i32 %223, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !485, ptr %4, !DIExpression(), !473)
  br i1 %248, label %279, label %282, !dbg !486

249:                                              ; preds = %249, %228
  %250 = phi i32 [ 0, %228 ], [ %272, %249 ]
  %251 = phi i32 [ 0, %228 ], [ %276, %249 ]
  %252 = phi i32 [ 0, %228 ], [ %277, %249 ]
    #dbg_value(i32 %250, !467, !DIExpression(), !473)
    #dbg_value(i32 %251, !468, !DIExpression(), !481)
  %253 = getelementptr inbounds [120 x i32], ptr %129, i32 0, i32 %251, !dbg !487
  %254 = load i32, ptr %253, align 4, !dbg !487, !tbaa !171
  %255 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %251, !dbg !488
  %256 = load i32, ptr %255, align 4, !dbg !488, !tbaa !171
  %257 = add i32 %254, %250, !dbg !489
  %258 = add i32 %257, %256, !dbg !490
    #dbg_value(i32 %258, !470, !DIExpression(), !491)
  %259 = icmp ugt i32 %258, 999999999, !dbg !492
  %260 = zext i1 %259 to i32, !dbg !492
    #dbg_value(i32 %260, !467, !DIExpression(), !473)
  %261 = add i32 %258, -1000000000, !dbg !493
  %262 = select i1 %259, i32 %261, i32 %258, !dbg !493
  %263 = getelementptr inbounds [120 x i32], ptr %166, i32 0, i32 %251, !dbg !494
  store i32 %262, ptr %263, align 4, !dbg !495, !tbaa !171
  %264 = or disjoint i32 %251, 1, !dbg !496
    #dbg_value(i32 %264, !468, !DIExpression(), !481)
  %265 = getelementptr inbounds [120 x i32], ptr %129, i32 0, i32 %264, !dbg !487
  %266 = load i32, ptr %265, align 4, !dbg !487, !tbaa !171
  %267 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %264, !dbg !488
  %268 = load i32, ptr %267, align 4, !dbg !488, !tbaa !171
  %269 = add i32 %266, %260, !dbg !489
  %270 = add i32 %269, %268, !dbg !490
    #dbg_value(i32 %270, !470, !DIExpression(), !491)
  %271 = icmp ugt i32 %270, 999999999, !dbg !492
  %272 = zext i1 %271 to i32, !dbg !492
    #dbg_value(i32 %272, !467, !DIExpression(), !473)
  %273 = add i32 %270, -1000000000, !dbg !493
  %274 = select i1 %271, i32 %273, i32 %270, !dbg !493
  %275 = getelementptr inbounds [120 x i32], ptr %166, i32 0, i32 %264, !dbg !494
  store i32 %274, ptr %275, align 4, !dbg !495, !tbaa !171
  %276 = add nuw nsw i32 %251, 2, !dbg !496
    #dbg_value(i32 %276, !468, !DIExpression(), !481)
  %277 = add i32 %252, 2, !dbg !483
  %278 = icmp eq i32 %277, %229, !dbg !483
  br i1 %278, label %231, label %249, !dbg !483, !llvm.loop !497

279:                                              ; preds = %247
  %280 = add nuw nsw i32 %223, 1, !dbg !499
  store i32 %280, ptr %4, align 4, !dbg !499, !tbaa !180, !DIAssignID !501
    #dbg_assign(i32 %280, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !501, ptr %4, !DIExpression(), !473)
  %281 = getelementptr inbounds [120 x i32], ptr %166, i32 0, i32 %223, !dbg !502
  store i32 1, ptr %281, align 4, !dbg !503, !tbaa !171
  br label %282, !dbg !502

282:                                              ; preds = %230, %247, %279
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %4, i32 484, i1 false), !dbg !504, !tbaa.struct !505, !DIAssignID !507
    #dbg_assign(i1 undef, !93, !DIExpression(), !507, ptr %9, !DIExpression(), !149)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %4) #7, !dbg !508
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i32 484, i1 false), !dbg !509, !tbaa.struct !505, !DIAssignID !510
    #dbg_assign(i1 undef, !91, !DIExpression(), !510, ptr %7, !DIExpression(), !149)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i32 484, i1 false), !dbg !511, !tbaa.struct !505, !DIAssignID !512
    #dbg_assign(i1 undef, !92, !DIExpression(), !512, ptr %8, !DIExpression(), !149)
  %283 = add nuw nsw i32 %205, 1, !dbg !513
    #dbg_value(i32 %283, !94, !DIExpression(), !149)
  %284 = load i32, ptr %8, align 4, !dbg !430, !tbaa !180
  br label %203, !dbg !397, !llvm.loop !514

285:                                              ; preds = %207, %219, %209
  %286 = phi i32 [ %202, %209 ], [ %204, %207 ], [ %202, %219 ]
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %205), !dbg !516
    #dbg_value(ptr @.str.5, !185, !DIExpression(), !517)
    #dbg_value(ptr %8, !192, !DIExpression(), !517)
  %288 = add nsw i32 %286, -1, !dbg !519
  %289 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %288, !dbg !520
  %290 = load i32, ptr %289, align 4, !dbg !520, !tbaa !171
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %290), !dbg !521
    #dbg_value(i32 %286, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !522)
  %292 = icmp sgt i32 %286, 1, !dbg !523
  br i1 %292, label %293, label %302, !dbg !524

293:                                              ; preds = %285
  %294 = add nsw i32 %286, -2, !dbg !525
    #dbg_value(i32 %294, !193, !DIExpression(), !522)
  br label %295, !dbg !524

295:                                              ; preds = %295, %293
  %296 = phi i32 [ %300, %295 ], [ %294, %293 ]
    #dbg_value(i32 %296, !193, !DIExpression(), !522)
  %297 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %296, !dbg !526
  %298 = load i32, ptr %297, align 4, !dbg !526, !tbaa !171
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %298), !dbg !527
  %300 = add nsw i32 %296, -1, !dbg !528
    #dbg_value(i32 %300, !193, !DIExpression(), !522)
  %301 = icmp eq i32 %296, 0, !dbg !523
  br i1 %301, label %302, label %295, !dbg !524, !llvm.loop !529

302:                                              ; preds = %295, %285
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %286), !dbg !531
    #dbg_assign(i1 undef, !138, !DIExpression(), !146, ptr %3, !DIExpression(), !144)
    #dbg_value(ptr %3, !122, !DIExpression(), !144)
    #dbg_value(ptr %8, !123, !DIExpression(), !144)
    #dbg_value(ptr %8, !124, !DIExpression(), !144)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %2) #7, !dbg !532
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 8 dereferenceable(1920) %2, i8 0, i32 1920, i1 false), !dbg !533, !DIAssignID !534
    #dbg_assign(i8 0, !114, !DIExpression(), !534, ptr %2, !DIExpression(), !144)
    #dbg_value(i32 0, !125, !DIExpression(), !535)
  %304 = icmp sgt i32 %286, 0, !dbg !536
  br i1 %304, label %308, label %305, !dbg !537

305:                                              ; preds = %302
  %306 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !538
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %306, i8 0, i32 480, i1 false), !dbg !538, !DIAssignID !539
    #dbg_assign(i8 0, !138, !DIExpression(), !539, ptr %3, !DIExpression(), !144)
    #dbg_assign(i8 0, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !540, ptr undef, !DIExpression(), !144)
  %307 = shl nsw i32 %286, 1, !dbg !541
  store i32 %307, ptr %3, align 4, !dbg !542, !tbaa !180, !DIAssignID !543
    #dbg_assign(i32 %307, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !543, ptr %3, !DIExpression(), !144)
    #dbg_value(i32 0, !139, !DIExpression(), !544)
  br label %405, !dbg !545

308:                                              ; preds = %302, %355
  %309 = phi i32 [ %356, %355 ], [ 0, %302 ]
    #dbg_value(i32 %309, !125, !DIExpression(), !535)
    #dbg_value(i32 0, !130, !DIExpression(), !546)
    #dbg_value(i64 0, !127, !DIExpression(), !547)
  %310 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %309
  %311 = load i32, ptr %310, align 4, !tbaa !171
  %312 = zext i32 %311 to i64
  br label %325, !dbg !548

313:                                              ; preds = %355
  %314 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !538
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %314, i8 0, i32 480, i1 false), !dbg !538, !DIAssignID !539
    #dbg_assign(i8 0, !138, !DIExpression(), !539, ptr %3, !DIExpression(), !144)
    #dbg_assign(i8 0, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !540, ptr undef, !DIExpression(), !144)
  %315 = shl nuw i32 %286, 1, !dbg !541
  store i32 %315, ptr %3, align 4, !dbg !542, !tbaa !180, !DIAssignID !543
    #dbg_assign(i32 %315, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !543, ptr %3, !DIExpression(), !144)
    #dbg_value(i32 0, !139, !DIExpression(), !544)
  br i1 %304, label %316, label %405, !dbg !545

316:                                              ; preds = %313
  %317 = and i32 %315, 2, !dbg !545
  %318 = icmp eq i32 %286, 1, !dbg !545
  br i1 %318, label %383, label %319, !dbg !545

319:                                              ; preds = %316
  %320 = and i32 %315, -4, !dbg !545
  br label %358, !dbg !545

321:                                              ; preds = %325
    #dbg_value(!DIArgList(i32 %286, i32 %309), !135, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !547)
    #dbg_value(i64 %338, !127, !DIExpression(), !547)
  %322 = icmp ult i64 %336, 1000000000, !dbg !549
  br i1 %322, label %355, label %323, !dbg !549

323:                                              ; preds = %321
  %324 = add nuw nsw i32 %309, %286, !dbg !550
    #dbg_value(i32 %324, !135, !DIExpression(), !547)
  br label %343, !dbg !549

325:                                              ; preds = %325, %308
  %326 = phi i32 [ 0, %308 ], [ %341, %325 ]
  %327 = phi i64 [ 0, %308 ], [ %338, %325 ]
    #dbg_value(i32 %326, !130, !DIExpression(), !546)
    #dbg_value(i64 %327, !127, !DIExpression(), !547)
  %328 = add nuw nsw i32 %326, %309, !dbg !551
  %329 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %328, !dbg !552
  %330 = load i64, ptr %329, align 8, !dbg !552, !tbaa !553
  %331 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %326, !dbg !555
  %332 = load i32, ptr %331, align 4, !dbg !555, !tbaa !171
  %333 = zext i32 %332 to i64, !dbg !555
  %334 = mul nuw i64 %333, %312, !dbg !556
  %335 = add i64 %330, %327, !dbg !557
  %336 = add i64 %335, %334, !dbg !558
    #dbg_value(i64 %336, !132, !DIExpression(), !559)
  %337 = freeze i64 %336, !dbg !560
  %338 = udiv i64 %337, 1000000000, !dbg !560
  %339 = mul i64 %338, 1000000000, !dbg !561
  %340 = sub i64 %337, %339, !dbg !561
  store i64 %340, ptr %329, align 8, !dbg !562, !tbaa !553
    #dbg_value(i64 %338, !127, !DIExpression(), !547)
  %341 = add nuw nsw i32 %326, 1, !dbg !563
    #dbg_value(i32 %341, !130, !DIExpression(), !546)
  %342 = icmp eq i32 %341, %286, !dbg !564
  br i1 %342, label %321, label %325, !dbg !548, !llvm.loop !565

343:                                              ; preds = %343, %323
  %344 = phi i32 [ %353, %343 ], [ %324, %323 ]
  %345 = phi i64 [ %350, %343 ], [ %338, %323 ]
    #dbg_value(i32 %344, !135, !DIExpression(), !547)
    #dbg_value(i64 %345, !127, !DIExpression(), !547)
  %346 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %344, !dbg !567
  %347 = load i64, ptr %346, align 8, !dbg !567, !tbaa !553
  %348 = add i64 %347, %345, !dbg !568
    #dbg_value(i64 %348, !136, !DIExpression(), !569)
  %349 = freeze i64 %348, !dbg !570
  %350 = udiv i64 %349, 1000000000, !dbg !570
  %351 = mul i64 %350, 1000000000, !dbg !571
  %352 = sub i64 %349, %351, !dbg !571
  %353 = add nuw nsw i32 %344, 1, !dbg !572
    #dbg_value(i32 %353, !135, !DIExpression(), !547)
  store i64 %352, ptr %346, align 8, !dbg !573, !tbaa !553
    #dbg_value(i64 %350, !127, !DIExpression(), !547)
  %354 = icmp ult i64 %348, 1000000000, !dbg !549
  br i1 %354, label %355, label %343, !dbg !549, !llvm.loop !574

355:                                              ; preds = %343, %321
  %356 = add nuw nsw i32 %309, 1, !dbg !576
    #dbg_value(i32 %356, !125, !DIExpression(), !535)
  %357 = icmp eq i32 %356, %286, !dbg !536
  br i1 %357, label %313, label %308, !dbg !537, !llvm.loop !577

358:                                              ; preds = %358, %319
  %359 = phi i32 [ 0, %319 ], [ %380, %358 ]
  %360 = phi i32 [ 0, %319 ], [ %381, %358 ]
    #dbg_value(i32 %359, !139, !DIExpression(), !544)
  %361 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %359, !dbg !579
  %362 = load i64, ptr %361, align 8, !dbg !579, !tbaa !553
  %363 = trunc i64 %362 to i32, !dbg !581
  %364 = getelementptr inbounds [120 x i32], ptr %314, i32 0, i32 %359, !dbg !582
  store i32 %363, ptr %364, align 4, !dbg !583, !tbaa !171
  %365 = or disjoint i32 %359, 1, !dbg !584
    #dbg_value(i32 %365, !139, !DIExpression(), !544)
  %366 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %365, !dbg !579
  %367 = load i64, ptr %366, align 8, !dbg !579, !tbaa !553
  %368 = trunc i64 %367 to i32, !dbg !581
  %369 = getelementptr inbounds [120 x i32], ptr %314, i32 0, i32 %365, !dbg !582
  store i32 %368, ptr %369, align 4, !dbg !583, !tbaa !171
  %370 = or disjoint i32 %359, 2, !dbg !584
    #dbg_value(i32 %370, !139, !DIExpression(), !544)
  %371 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %370, !dbg !579
  %372 = load i64, ptr %371, align 8, !dbg !579, !tbaa !553
  %373 = trunc i64 %372 to i32, !dbg !581
  %374 = getelementptr inbounds [120 x i32], ptr %314, i32 0, i32 %370, !dbg !582
  store i32 %373, ptr %374, align 4, !dbg !583, !tbaa !171
  %375 = or disjoint i32 %359, 3, !dbg !584
    #dbg_value(i32 %375, !139, !DIExpression(), !544)
  %376 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %375, !dbg !579
  %377 = load i64, ptr %376, align 8, !dbg !579, !tbaa !553
  %378 = trunc i64 %377 to i32, !dbg !581
  %379 = getelementptr inbounds [120 x i32], ptr %314, i32 0, i32 %375, !dbg !582
  store i32 %378, ptr %379, align 4, !dbg !583, !tbaa !171
  %380 = add nuw nsw i32 %359, 4, !dbg !584
    #dbg_value(i32 %380, !139, !DIExpression(), !544)
  %381 = add i32 %360, 4, !dbg !545
  %382 = icmp eq i32 %381, %320, !dbg !545
  br i1 %382, label %383, label %358, !dbg !545, !llvm.loop !585

383:                                              ; preds = %358, %316
  %384 = phi i32 [ 0, %316 ], [ %380, %358 ]
  %385 = icmp eq i32 %317, 0, !dbg !545
  br i1 %385, label %396, label %386, !dbg !545

386:                                              ; preds = %383, %386
  %387 = phi i32 [ %393, %386 ], [ %384, %383 ]
  %388 = phi i32 [ %394, %386 ], [ 0, %383 ]
    #dbg_value(i32 %387, !139, !DIExpression(), !544)
  %389 = getelementptr inbounds [240 x i64], ptr %2, i32 0, i32 %387, !dbg !579
  %390 = load i64, ptr %389, align 8, !dbg !579, !tbaa !553
  %391 = trunc i64 %390 to i32, !dbg !581
  %392 = getelementptr inbounds [120 x i32], ptr %314, i32 0, i32 %387, !dbg !582
  store i32 %391, ptr %392, align 4, !dbg !583, !tbaa !171
  %393 = add nuw nsw i32 %387, 1, !dbg !584
    #dbg_value(i32 %393, !139, !DIExpression(), !544)
  %394 = add i32 %388, 1, !dbg !545
  %395 = icmp eq i32 %394, %317, !dbg !545
  br i1 %395, label %396, label %386, !dbg !545, !llvm.loop !587

396:                                              ; preds = %386, %383
  br label %397, !dbg !589

397:                                              ; preds = %396, %403
  %398 = phi i32 [ %399, %403 ], [ %315, %396 ]
  %399 = add nsw i32 %398, -1, !dbg !590
  %400 = getelementptr inbounds [120 x i32], ptr %314, i32 0, i32 %399, !dbg !591
  %401 = load i32, ptr %400, align 4, !dbg !591, !tbaa !171
  %402 = icmp eq i32 %401, 0, !dbg !592
  br i1 %402, label %403, label %405, !dbg !589

403:                                              ; preds = %397
  store i32 %399, ptr %3, align 4, !dbg !593, !tbaa !180, !DIAssignID !594
    #dbg_assign(i32 %399, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !594, ptr %3, !DIExpression(), !144)
  %404 = icmp ugt i32 %398, 2, !dbg !595
  br i1 %404, label %397, label %405, !dbg !596, !llvm.loop !597

405:                                              ; preds = %397, %403, %305, %313
    #dbg_assign(i1 undef, !98, !DIExpression(), !598, ptr %3, !DIExpression(), !149)
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %2) #7, !dbg !599
    #dbg_value(ptr @.str.6, !185, !DIExpression(), !600)
    #dbg_value(ptr %3, !192, !DIExpression(), !600)
  %406 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !602
  %407 = load i32, ptr %3, align 4, !dbg !603, !tbaa !180
  %408 = add nsw i32 %407, -1, !dbg !604
  %409 = getelementptr inbounds [120 x i32], ptr %406, i32 0, i32 %408, !dbg !605
  %410 = load i32, ptr %409, align 4, !dbg !605, !tbaa !171
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %410), !dbg !606
    #dbg_value(i32 %407, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !607)
  %412 = icmp sgt i32 %407, 1, !dbg !608
  br i1 %412, label %413, label %422, !dbg !609

413:                                              ; preds = %405
  %414 = add nsw i32 %407, -2, !dbg !610
    #dbg_value(i32 %414, !193, !DIExpression(), !607)
  br label %415, !dbg !609

415:                                              ; preds = %415, %413
  %416 = phi i32 [ %420, %415 ], [ %414, %413 ]
    #dbg_value(i32 %416, !193, !DIExpression(), !607)
  %417 = getelementptr inbounds [120 x i32], ptr %406, i32 0, i32 %416, !dbg !611
  %418 = load i32, ptr %417, align 4, !dbg !611, !tbaa !171
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %418), !dbg !612
  %420 = add nsw i32 %416, -1, !dbg !613
    #dbg_value(i32 %420, !193, !DIExpression(), !607)
  %421 = icmp eq i32 %416, 0, !dbg !608
  br i1 %421, label %422, label %415, !dbg !609, !llvm.loop !614

422:                                              ; preds = %415, %405
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %407), !dbg !616
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %11) #7, !dbg !617
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %11, ptr noundef nonnull align 4 dereferenceable(484) %5, i32 484, i1 false), !dbg !618, !tbaa.struct !505, !DIAssignID !619
    #dbg_assign(i1 undef, !99, !DIExpression(), !619, ptr %11, !DIExpression(), !149)
    #dbg_assign(i1 undef, !104, !DIExpression(), !620, ptr @__const.main.divs, !DIExpression(), !149)
    #dbg_value(i32 0, !105, !DIExpression(), !621)
  %424 = getelementptr inbounds i8, ptr %12, i32 4
  %425 = getelementptr inbounds i8, ptr %1, i32 4
  br label %429, !dbg !622

426:                                              ; preds = %526
    #dbg_value(i32 100, !110, !DIExpression(), !623)
  %427 = getelementptr inbounds i8, ptr %11, i32 4
  %428 = load i32, ptr %11, align 4, !dbg !624, !tbaa !180
  br label %548, !dbg !639

429:                                              ; preds = %422, %526
  %430 = phi i32 [ 0, %422 ], [ %529, %526 ]
    #dbg_value(i32 %430, !105, !DIExpression(), !621)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %12) #7, !dbg !640
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %12, ptr noundef nonnull align 4 dereferenceable(484) %5, i32 484, i1 false), !dbg !641, !tbaa.struct !505, !DIAssignID !642
    #dbg_assign(i1 undef, !107, !DIExpression(), !642, ptr %12, !DIExpression(), !157)
    #dbg_assign(i1 undef, !460, !DIExpression(), !112, ptr %1, !DIExpression(), !643)
    #dbg_value(ptr %12, !463, !DIExpression(), !643)
    #dbg_value(ptr %12, !464, !DIExpression(), !643)
    #dbg_value(ptr %8, !465, !DIExpression(), !643)
  %431 = load i32, ptr %12, align 4, !dbg !645, !tbaa !180
  %432 = tail call i32 @llvm.smax.i32(i32 %431, i32 %286), !dbg !646
    #dbg_value(i32 %432, !466, !DIExpression(), !643)
    #dbg_value(i32 0, !467, !DIExpression(), !643)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %1) #7, !dbg !647
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %1, i8 0, i32 484, i1 false), !dbg !648, !DIAssignID !649
    #dbg_assign(i8 0, !460, !DIExpression(), !649, ptr %1, !DIExpression(), !643)
    #dbg_value(i32 0, !468, !DIExpression(), !650)
  %433 = icmp sgt i32 %432, 0, !dbg !651
  br i1 %433, label %434, label %439, !dbg !652

434:                                              ; preds = %429
  %435 = and i32 %432, 1, !dbg !652
  %436 = icmp eq i32 %432, 1, !dbg !652
  br i1 %436, label %440, label %437, !dbg !652

437:                                              ; preds = %434
  %438 = and i32 %432, 2147483646, !dbg !652
  br label %458, !dbg !652

439:                                              ; preds = %429
  store i32 %432, ptr %1, align 4, !dbg !653, !tbaa !180, !DIAssignID !654
    #dbg_assign(i32 %432, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !654, ptr %1, !DIExpression(), !643)
  br label %491, !dbg !655

440:                                              ; preds = %458, %434
  %441 = phi i1 [ poison, %434 ], [ %480, %458 ]
  %442 = phi i32 [ 0, %434 ], [ %481, %458 ]
  %443 = phi i32 [ 0, %434 ], [ %485, %458 ]
  %444 = icmp eq i32 %435, 0, !dbg !652
  br i1 %444, label %456, label %445, !dbg !652

445:                                              ; preds = %440
    #dbg_value(i32 %442, !467, !DIExpression(), !643)
    #dbg_value(i32 %443, !468, !DIExpression(), !650)
  %446 = getelementptr inbounds [120 x i32], ptr %424, i32 0, i32 %443, !dbg !656
  %447 = load i32, ptr %446, align 4, !dbg !656, !tbaa !171
  %448 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %443, !dbg !657
  %449 = load i32, ptr %448, align 4, !dbg !657, !tbaa !171
  %450 = add i32 %447, %442, !dbg !658
  %451 = add i32 %450, %449, !dbg !659
    #dbg_value(i32 %451, !470, !DIExpression(), !660)
  %452 = icmp ugt i32 %451, 999999999, !dbg !661
    #dbg_value(i1 %452, !467, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !643)
  %453 = add i32 %451, -1000000000, !dbg !662
  %454 = select i1 %452, i32 %453, i32 %451, !dbg !662
  %455 = getelementptr inbounds [120 x i32], ptr %425, i32 0, i32 %443, !dbg !663
  store i32 %454, ptr %455, align 4, !dbg !664, !tbaa !171
    #dbg_value(i32 %443, !468, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !650)
  br label %456, !dbg !653

456:                                              ; preds = %440, %445
  %457 = phi i1 [ %441, %440 ], [ %452, %445 ], !dbg !661
  store i32 %432, ptr %1, align 4, !dbg !653, !tbaa !180, !DIAssignID !654
    #dbg_assign(i32 %432, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !654, ptr %1, !DIExpression(), !643)
  br i1 %457, label %488, label %491, !dbg !655

458:                                              ; preds = %458, %437
  %459 = phi i32 [ 0, %437 ], [ %481, %458 ]
  %460 = phi i32 [ 0, %437 ], [ %485, %458 ]
  %461 = phi i32 [ 0, %437 ], [ %486, %458 ]
    #dbg_value(i32 %459, !467, !DIExpression(), !643)
    #dbg_value(i32 %460, !468, !DIExpression(), !650)
  %462 = getelementptr inbounds [120 x i32], ptr %424, i32 0, i32 %460, !dbg !656
  %463 = load i32, ptr %462, align 4, !dbg !656, !tbaa !171
  %464 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %460, !dbg !657
  %465 = load i32, ptr %464, align 4, !dbg !657, !tbaa !171
  %466 = add i32 %463, %459, !dbg !658
  %467 = add i32 %466, %465, !dbg !659
    #dbg_value(i32 %467, !470, !DIExpression(), !660)
  %468 = icmp ugt i32 %467, 999999999, !dbg !661
  %469 = zext i1 %468 to i32, !dbg !661
    #dbg_value(i32 %469, !467, !DIExpression(), !643)
  %470 = add i32 %467, -1000000000, !dbg !662
  %471 = select i1 %468, i32 %470, i32 %467, !dbg !662
  %472 = getelementptr inbounds [120 x i32], ptr %425, i32 0, i32 %460, !dbg !663
  store i32 %471, ptr %472, align 4, !dbg !664, !tbaa !171
  %473 = or disjoint i32 %460, 1, !dbg !665
    #dbg_value(i32 %473, !468, !DIExpression(), !650)
  %474 = getelementptr inbounds [120 x i32], ptr %424, i32 0, i32 %473, !dbg !656
  %475 = load i32, ptr %474, align 4, !dbg !656, !tbaa !171
  %476 = getelementptr inbounds [120 x i32], ptr %131, i32 0, i32 %473, !dbg !657
  %477 = load i32, ptr %476, align 4, !dbg !657, !tbaa !171
  %478 = add i32 %475, %469, !dbg !658
  %479 = add i32 %478, %477, !dbg !659
    #dbg_value(i32 %479, !470, !DIExpression(), !660)
  %480 = icmp ugt i32 %479, 999999999, !dbg !661
  %481 = zext i1 %480 to i32, !dbg !661
    #dbg_value(i32 %481, !467, !DIExpression(), !643)
  %482 = add i32 %479, -1000000000, !dbg !662
  %483 = select i1 %480, i32 %482, i32 %479, !dbg !662
  %484 = getelementptr inbounds [120 x i32], ptr %425, i32 0, i32 %473, !dbg !663
  store i32 %483, ptr %484, align 4, !dbg !664, !tbaa !171
  %485 = add nuw nsw i32 %460, 2, !dbg !665
    #dbg_value(i32 %485, !468, !DIExpression(), !650)
  %486 = add i32 %461, 2, !dbg !652
  %487 = icmp eq i32 %486, %438, !dbg !652
  br i1 %487, label %440, label %458, !dbg !652, !llvm.loop !666

488:                                              ; preds = %456
  %489 = add nuw nsw i32 %432, 1, !dbg !668
  store i32 %489, ptr %1, align 4, !dbg !668, !tbaa !180, !DIAssignID !669
    #dbg_assign(i32 %489, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !669, ptr %1, !DIExpression(), !643)
  %490 = getelementptr inbounds [120 x i32], ptr %425, i32 0, i32 %432, !dbg !670
  store i32 1, ptr %490, align 4, !dbg !671, !tbaa !171
  br label %491, !dbg !670

491:                                              ; preds = %439, %456, %488
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(484) %12, ptr noundef nonnull align 4 dereferenceable(484) %1, i32 484, i1 false), !dbg !672, !tbaa.struct !505, !DIAssignID !673
    #dbg_assign(i1 undef, !107, !DIExpression(), !673, ptr %12, !DIExpression(), !157)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %1) #7, !dbg !674
  %492 = getelementptr inbounds [6 x i32], ptr @__const.main.divs, i32 0, i32 %430, !dbg !675
  %493 = load i32, ptr %492, align 4, !dbg !675, !tbaa !171
    #dbg_value(ptr %12, !630, !DIExpression(), !676)
    #dbg_value(i32 %493, !631, !DIExpression(), !676)
    #dbg_value(i64 0, !632, !DIExpression(), !676)
  %494 = load i32, ptr %12, align 4, !dbg !678, !tbaa !180
    #dbg_value(i32 %494, !633, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !679)
  %495 = icmp sgt i32 %494, 0, !dbg !680
  br i1 %495, label %496, label %526, !dbg !681

496:                                              ; preds = %491
  %497 = zext i32 %493 to i64
  br label %498, !dbg !681

498:                                              ; preds = %498, %496
  %499 = phi i64 [ 0, %496 ], [ %512, %498 ]
  %500 = phi i32 [ %494, %496 ], [ %501, %498 ]
    #dbg_value(i64 %499, !632, !DIExpression(), !676)
    #dbg_value(i32 %500, !633, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !679)
  %501 = add nsw i32 %500, -1, !dbg !682
    #dbg_value(i32 %501, !633, !DIExpression(), !679)
  %502 = getelementptr inbounds [120 x i32], ptr %424, i32 0, i32 %501, !dbg !683
  %503 = load i32, ptr %502, align 4, !dbg !683, !tbaa !171
  %504 = zext i32 %503 to i64, !dbg !683
  %505 = mul nuw nsw i64 %499, 1000000000, !dbg !684
  %506 = add nuw nsw i64 %505, %504, !dbg !685
    #dbg_value(i64 %506, !634, !DIExpression(), !686)
  %507 = freeze i64 %506, !dbg !687
  %508 = freeze i64 %497, !dbg !687
  %509 = udiv i64 %507, %508, !dbg !687
  %510 = trunc i64 %509 to i32, !dbg !688
  store i32 %510, ptr %502, align 4, !dbg !689, !tbaa !171
  %511 = mul i64 %509, %508, !dbg !690
  %512 = sub i64 %507, %511, !dbg !690
    #dbg_value(i64 %512, !632, !DIExpression(), !676)
    #dbg_value(i32 %501, !633, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !679)
  %513 = icmp ugt i32 %500, 1, !dbg !680
  br i1 %513, label %498, label %514, !dbg !681, !llvm.loop !691

514:                                              ; preds = %498
  %515 = trunc nuw i64 %512 to i32, !dbg !681
  %516 = load i32, ptr %12, align 4, !dbg !693, !tbaa !180
  %517 = icmp sgt i32 %516, 1, !dbg !694
  br i1 %517, label %518, label %526, !dbg !695

518:                                              ; preds = %514, %524
  %519 = phi i32 [ %520, %524 ], [ %516, %514 ]
  %520 = add nsw i32 %519, -1, !dbg !696
  %521 = getelementptr inbounds [120 x i32], ptr %424, i32 0, i32 %520, !dbg !697
  %522 = load i32, ptr %521, align 4, !dbg !697, !tbaa !171
  %523 = icmp eq i32 %522, 0, !dbg !698
  br i1 %523, label %524, label %526, !dbg !699

524:                                              ; preds = %518
  store i32 %520, ptr %12, align 4, !dbg !700, !tbaa !180, !DIAssignID !701
    #dbg_assign(i32 %520, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !701, ptr %12, !DIExpression(), !157)
  %525 = icmp ugt i32 %519, 2, !dbg !694
  br i1 %525, label %518, label %526, !dbg !695, !llvm.loop !702

526:                                              ; preds = %518, %524, %491, %514
  %527 = phi i32 [ %515, %514 ], [ 0, %491 ], [ %515, %524 ], [ %515, %518 ]
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %493, i32 noundef %527), !dbg !703
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %12) #7, !dbg !704
  %529 = add nuw nsw i32 %430, 1, !dbg !705
    #dbg_value(i32 %529, !105, !DIExpression(), !621)
  %530 = icmp eq i32 %529, 6, !dbg !706
  br i1 %530, label %426, label %429, !dbg !622, !llvm.loop !707

531:                                              ; preds = %581
    #dbg_value(ptr @.str.8, !185, !DIExpression(), !709)
    #dbg_value(ptr %11, !192, !DIExpression(), !709)
  %532 = add nsw i32 %582, -1, !dbg !711
  %533 = getelementptr inbounds [120 x i32], ptr %427, i32 0, i32 %532, !dbg !712
  %534 = load i32, ptr %533, align 4, !dbg !712, !tbaa !171
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %534), !dbg !713
    #dbg_value(i32 %582, !193, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !714)
  %536 = icmp sgt i32 %582, 1, !dbg !715
  br i1 %536, label %537, label %546, !dbg !716

537:                                              ; preds = %531
  %538 = add nsw i32 %582, -2, !dbg !717
    #dbg_value(i32 %538, !193, !DIExpression(), !714)
  br label %539, !dbg !716

539:                                              ; preds = %539, %537
  %540 = phi i32 [ %544, %539 ], [ %538, %537 ]
    #dbg_value(i32 %540, !193, !DIExpression(), !714)
  %541 = getelementptr inbounds [120 x i32], ptr %427, i32 0, i32 %540, !dbg !718
  %542 = load i32, ptr %541, align 4, !dbg !718, !tbaa !171
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %542), !dbg !719
  %544 = add nsw i32 %540, -1, !dbg !720
    #dbg_value(i32 %544, !193, !DIExpression(), !714)
  %545 = icmp eq i32 %540, 0, !dbg !715
  br i1 %545, label %546, label %539, !dbg !716, !llvm.loop !721

546:                                              ; preds = %539, %531
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %582), !dbg !723
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %11) #7, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #7, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9), !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #7, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #7, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #7, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #7, !dbg !724
  ret i32 0, !dbg !725

548:                                              ; preds = %426, %581
  %549 = phi i32 [ %428, %426 ], [ %582, %581 ], !dbg !624
  %550 = phi i32 [ 100, %426 ], [ %583, %581 ]
    #dbg_value(i32 %550, !110, !DIExpression(), !623)
    #dbg_value(ptr %11, !630, !DIExpression(), !726)
    #dbg_value(i32 %550, !631, !DIExpression(), !726)
    #dbg_value(i64 0, !632, !DIExpression(), !726)
    #dbg_value(i32 %549, !633, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !727)
  %551 = icmp sgt i32 %549, 0, !dbg !728
  br i1 %551, label %552, label %581, !dbg !729

552:                                              ; preds = %548
  %553 = zext i32 %550 to i64
  br label %554, !dbg !729

554:                                              ; preds = %554, %552
  %555 = phi i64 [ 0, %552 ], [ %568, %554 ]
  %556 = phi i32 [ %549, %552 ], [ %557, %554 ]
    #dbg_value(i64 %555, !632, !DIExpression(), !726)
    #dbg_value(i32 %556, !633, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !727)
  %557 = add nsw i32 %556, -1, !dbg !730
    #dbg_value(i32 %557, !633, !DIExpression(), !727)
  %558 = getelementptr inbounds [120 x i32], ptr %427, i32 0, i32 %557, !dbg !731
  %559 = load i32, ptr %558, align 4, !dbg !731, !tbaa !171
  %560 = zext i32 %559 to i64, !dbg !731
  %561 = mul nuw nsw i64 %555, 1000000000, !dbg !732
  %562 = add nuw nsw i64 %561, %560, !dbg !733
    #dbg_value(i64 %562, !634, !DIExpression(), !734)
  %563 = freeze i64 %562, !dbg !735
  %564 = freeze i64 %553, !dbg !735
  %565 = udiv i64 %563, %564, !dbg !735
  %566 = trunc i64 %565 to i32, !dbg !736
  store i32 %566, ptr %558, align 4, !dbg !737, !tbaa !171
  %567 = mul i64 %565, %564, !dbg !738
  %568 = sub i64 %563, %567, !dbg !738
    #dbg_value(i64 %568, !632, !DIExpression(), !726)
    #dbg_value(i32 %557, !633, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !727)
  %569 = icmp ugt i32 %556, 1, !dbg !728
  br i1 %569, label %554, label %570, !dbg !729, !llvm.loop !739

570:                                              ; preds = %554
  %571 = load i32, ptr %11, align 4, !dbg !741, !tbaa !180
  %572 = icmp sgt i32 %571, 1, !dbg !742
  br i1 %572, label %573, label %581, !dbg !743

573:                                              ; preds = %570, %579
  %574 = phi i32 [ %575, %579 ], [ %571, %570 ]
  %575 = add nsw i32 %574, -1, !dbg !744
  %576 = getelementptr inbounds [120 x i32], ptr %427, i32 0, i32 %575, !dbg !745
  %577 = load i32, ptr %576, align 4, !dbg !745, !tbaa !171
  %578 = icmp eq i32 %577, 0, !dbg !746
  br i1 %578, label %579, label %581, !dbg !747

579:                                              ; preds = %573
  store i32 %575, ptr %11, align 4, !dbg !748, !tbaa !180, !DIAssignID !749
    #dbg_assign(i32 %575, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !749, ptr %11, !DIExpression(), !149)
  %580 = icmp ugt i32 %574, 2, !dbg !742
  br i1 %580, label %573, label %581, !dbg !743, !llvm.loop !750

581:                                              ; preds = %573, %579, %548, %570
  %582 = phi i32 [ %549, %548 ], [ %571, %570 ], [ %574, %573 ], [ 1, %579 ]
  %583 = add nsw i32 %550, -1, !dbg !751
    #dbg_value(i32 %583, !110, !DIExpression(), !623)
  %584 = icmp ugt i32 %583, 1, !dbg !752
  br i1 %584, label %548, label %531, !dbg !639, !llvm.loop !753
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !755 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bignum.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "cfecad9ce9e18e2da027a6eacc33ee2f")
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
!56 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !58, line: 48, baseType: !59)
!58 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !56, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !58, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !46, !48}
!65 = !{i32 1, !"NumRegisterParameters", i32 0}
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !75, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!63}
!77 = !{!78, !86, !88, !89, !91, !92, !93, !94, !95, !96, !98, !99, !100, !104, !105, !107, !110}
!78 = !DILocalVariable(name: "f", scope: !74, file: !2, line: 115, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 10, size: 3872, elements: !80)
!80 = !{!81, !82}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !79, file: !2, line: 11, baseType: !63, size: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !2, line: 12, baseType: !83, size: 3840, offset: 32)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 3840, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 120)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 117, type: !60)
!87 = distinct !DILexicalBlock(scope: !74, file: !2, line: 117, column: 5)
!88 = !DILocalVariable(name: "p", scope: !74, file: !2, line: 124, type: !79)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 126, type: !63)
!90 = distinct !DILexicalBlock(scope: !74, file: !2, line: 126, column: 5)
!91 = !DILocalVariable(name: "a", scope: !74, file: !2, line: 129, type: !79)
!92 = !DILocalVariable(name: "b", scope: !74, file: !2, line: 129, type: !79)
!93 = !DILocalVariable(name: "c", scope: !74, file: !2, line: 129, type: !79)
!94 = !DILocalVariable(name: "idx", scope: !74, file: !2, line: 132, type: !63)
!95 = !DILocalVariable(name: "limit", scope: !74, file: !2, line: 133, type: !79)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 135, type: !63)
!97 = distinct !DILexicalBlock(scope: !74, file: !2, line: 135, column: 5)
!98 = !DILocalVariable(name: "sq", scope: !74, file: !2, line: 145, type: !79)
!99 = !DILocalVariable(name: "q", scope: !74, file: !2, line: 148, type: !79)
!100 = !DILocalVariable(name: "rems", scope: !74, file: !2, line: 149, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 6)
!104 = !DILocalVariable(name: "divs", scope: !74, file: !2, line: 150, type: !101)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 151, type: !63)
!106 = distinct !DILexicalBlock(scope: !74, file: !2, line: 151, column: 5)
!107 = !DILocalVariable(name: "t", scope: !108, file: !2, line: 152, type: !79)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 151, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 151, column: 5)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 157, type: !60)
!111 = distinct !DILexicalBlock(scope: !74, file: !2, line: 157, column: 5)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocalVariable(name: "acc", scope: !115, file: !2, line: 52, type: !141)
!115 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 51, type: !116, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !121)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118, !119, !119}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 32)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!121 = !{!122, !123, !124, !114, !125, !127, !130, !132, !135, !136, !138, !139}
!122 = !DILocalVariable(name: "r", arg: 1, scope: !115, file: !2, line: 51, type: !118)
!123 = !DILocalVariable(name: "a", arg: 2, scope: !115, file: !2, line: 51, type: !119)
!124 = !DILocalVariable(name: "b", arg: 3, scope: !115, file: !2, line: 51, type: !119)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 54, type: !63)
!126 = distinct !DILexicalBlock(scope: !115, file: !2, line: 54, column: 5)
!127 = !DILocalVariable(name: "carry", scope: !128, file: !2, line: 55, type: !55)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 54, column: 36)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 54, column: 5)
!130 = !DILocalVariable(name: "j", scope: !131, file: !2, line: 56, type: !63)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 56, column: 9)
!132 = !DILocalVariable(name: "t", scope: !133, file: !2, line: 57, type: !55)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 56, column: 40)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 56, column: 9)
!135 = !DILocalVariable(name: "k", scope: !128, file: !2, line: 61, type: !63)
!136 = !DILocalVariable(name: "t", scope: !137, file: !2, line: 63, type: !55)
!137 = distinct !DILexicalBlock(scope: !128, file: !2, line: 62, column: 23)
!138 = !DILocalVariable(name: "t", scope: !115, file: !2, line: 68, type: !79)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 71, type: !63)
!140 = distinct !DILexicalBlock(scope: !115, file: !2, line: 71, column: 5)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 15360, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 240)
!144 = !DILocation(line: 0, scope: !115, inlinedAt: !145)
!145 = distinct !DILocation(line: 146, column: 5, scope: !74)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !74)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 0, scope: !108)
!158 = !DILocation(line: 115, column: 5, scope: !74)
!159 = !DILocalVariable(name: "b", arg: 1, scope: !160, file: !2, line: 15, type: !118)
!160 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 15, type: !161, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !118, !60}
!163 = !{!159, !164}
!164 = !DILocalVariable(name: "v", arg: 2, scope: !160, file: !2, line: 15, type: !60)
!165 = !DILocation(line: 0, scope: !160, inlinedAt: !166)
!166 = distinct !DILocation(line: 116, column: 5, scope: !74)
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
!183 = !DILocation(line: 0, scope: !87)
!184 = !DILocation(line: 117, column: 5, scope: !87)
!185 = !DILocalVariable(name: "lbl", arg: 1, scope: !186, file: !2, line: 99, type: !189)
!186 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 99, type: !187, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !191)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189, !119}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 32)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!191 = !{!185, !192, !193}
!192 = !DILocalVariable(name: "b", arg: 2, scope: !186, file: !2, line: 99, type: !119)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 101, type: !63)
!194 = distinct !DILexicalBlock(scope: !186, file: !2, line: 101, column: 5)
!195 = !DILocation(line: 0, scope: !186, inlinedAt: !196)
!196 = distinct !DILocation(line: 122, column: 5, scope: !74)
!197 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !196)
!198 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !196)
!199 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !196)
!200 = !DILocation(line: 0, scope: !194, inlinedAt: !196)
!201 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !196)
!202 = distinct !DILexicalBlock(scope: !194, file: !2, line: 101, column: 5)
!203 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !196)
!204 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !196)
!205 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !196)
!206 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !196)
!207 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !196)
!208 = distinct !{!208, !203, !209, !210}
!209 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !196)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !196)
!212 = !DILocalVariable(name: "b", arg: 1, scope: !213, file: !2, line: 106, type: !119)
!213 = distinct !DISubprogram(name: "digit_sum", scope: !2, file: !2, line: 106, type: !214, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!63, !119}
!216 = !{!212, !217, !218, !220}
!217 = !DILocalVariable(name: "s", scope: !213, file: !2, line: 107, type: !63)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 108, type: !63)
!219 = distinct !DILexicalBlock(scope: !213, file: !2, line: 108, column: 5)
!220 = !DILocalVariable(name: "v", scope: !221, file: !2, line: 109, type: !60)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 109, column: 9)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 108, column: 5)
!223 = !DILocation(line: 0, scope: !213, inlinedAt: !224)
!224 = distinct !DILocation(line: 123, column: 40, scope: !74)
!225 = !DILocation(line: 0, scope: !219, inlinedAt: !224)
!226 = !DILocation(line: 108, column: 23, scope: !222, inlinedAt: !224)
!227 = !DILocation(line: 108, column: 5, scope: !219, inlinedAt: !224)
!228 = !DILocation(line: 109, column: 27, scope: !221, inlinedAt: !224)
!229 = !DILocation(line: 0, scope: !221, inlinedAt: !224)
!230 = !DILocation(line: 109, column: 9, scope: !221, inlinedAt: !224)
!231 = !DILocation(line: 108, column: 32, scope: !222, inlinedAt: !224)
!232 = distinct !{!232, !227, !233, !210}
!233 = !DILocation(line: 110, column: 30, scope: !219, inlinedAt: !224)
!234 = !DILocation(line: 110, column: 26, scope: !235, inlinedAt: !224)
!235 = distinct !DILexicalBlock(scope: !221, file: !2, line: 109, column: 9)
!236 = !DILocation(line: 110, column: 15, scope: !235, inlinedAt: !224)
!237 = !DILocation(line: 109, column: 41, scope: !235, inlinedAt: !224)
!238 = distinct !{!238, !230, !239, !210}
!239 = !DILocation(line: 110, column: 30, scope: !221, inlinedAt: !224)
!240 = !DILocation(line: 107, column: 9, scope: !213, inlinedAt: !224)
!241 = !DILocation(line: 123, column: 5, scope: !74)
!242 = !DILocation(line: 124, column: 5, scope: !74)
!243 = !DILocation(line: 0, scope: !160, inlinedAt: !244)
!244 = distinct !DILocation(line: 125, column: 5, scope: !74)
!245 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !244)
!246 = distinct !DIAssignID()
!247 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !244)
!248 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !244)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !244)
!251 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !244)
!252 = distinct !DIAssignID()
!253 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !244)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 0, scope: !90)
!256 = !DILocation(line: 126, column: 5, scope: !90)
!257 = !DILocalVariable(name: "b", arg: 1, scope: !258, file: !2, line: 22, type: !118)
!258 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 22, type: !161, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !259)
!259 = !{!257, !260, !261, !262, !264}
!260 = !DILocalVariable(name: "m", arg: 2, scope: !258, file: !2, line: 22, type: !60)
!261 = !DILocalVariable(name: "carry", scope: !258, file: !2, line: 23, type: !55)
!262 = !DILocalVariable(name: "i", scope: !263, file: !2, line: 24, type: !63)
!263 = distinct !DILexicalBlock(scope: !258, file: !2, line: 24, column: 5)
!264 = !DILocalVariable(name: "t", scope: !265, file: !2, line: 25, type: !55)
!265 = distinct !DILexicalBlock(scope: !266, file: !2, line: 24, column: 36)
!266 = distinct !DILexicalBlock(scope: !263, file: !2, line: 24, column: 5)
!267 = !DILocation(line: 0, scope: !258, inlinedAt: !268)
!268 = distinct !DILocation(line: 118, column: 9, scope: !269)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 117, column: 41)
!270 = distinct !DILexicalBlock(scope: !87, file: !2, line: 117, column: 5)
!271 = !DILocation(line: 0, scope: !263, inlinedAt: !268)
!272 = !DILocation(line: 24, column: 23, scope: !266, inlinedAt: !268)
!273 = !DILocation(line: 24, column: 5, scope: !263, inlinedAt: !268)
!274 = !DILocation(line: 29, column: 5, scope: !258, inlinedAt: !268)
!275 = !DILocation(line: 25, column: 32, scope: !265, inlinedAt: !268)
!276 = !DILocation(line: 25, column: 22, scope: !265, inlinedAt: !268)
!277 = !DILocation(line: 25, column: 40, scope: !265, inlinedAt: !268)
!278 = !DILocation(line: 25, column: 44, scope: !265, inlinedAt: !268)
!279 = !DILocation(line: 0, scope: !265, inlinedAt: !268)
!280 = !DILocation(line: 27, column: 19, scope: !265, inlinedAt: !268)
!281 = !DILocation(line: 26, column: 32, scope: !265, inlinedAt: !268)
!282 = !DILocation(line: 26, column: 19, scope: !265, inlinedAt: !268)
!283 = !DILocation(line: 26, column: 17, scope: !265, inlinedAt: !268)
!284 = !DILocation(line: 24, column: 32, scope: !266, inlinedAt: !268)
!285 = distinct !{!285, !273, !286, !210}
!286 = !DILocation(line: 28, column: 5, scope: !263, inlinedAt: !268)
!287 = !DILocation(line: 30, column: 24, scope: !288, inlinedAt: !268)
!288 = distinct !DILexicalBlock(scope: !258, file: !2, line: 29, column: 19)
!289 = !DILocation(line: 30, column: 18, scope: !288, inlinedAt: !268)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 30, column: 9, scope: !288, inlinedAt: !268)
!292 = !DILocation(line: 30, column: 22, scope: !288, inlinedAt: !268)
!293 = !DILocation(line: 119, column: 21, scope: !294)
!294 = distinct !DILexicalBlock(scope: !269, file: !2, line: 119, column: 13)
!295 = !DILocation(line: 0, scope: !186, inlinedAt: !296)
!296 = distinct !DILocation(line: 120, column: 13, scope: !294)
!297 = !DILocation(line: 100, column: 36, scope: !186, inlinedAt: !296)
!298 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !296)
!299 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !296)
!300 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !296)
!301 = !DILocation(line: 0, scope: !194, inlinedAt: !296)
!302 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !296)
!303 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !296)
!304 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !296)
!305 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !296)
!306 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !296)
!307 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !296)
!308 = distinct !{!308, !303, !309, !210}
!309 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !296)
!310 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !296)
!311 = !DILocation(line: 120, column: 13, scope: !294)
!312 = !DILocation(line: 117, column: 37, scope: !270)
!313 = !DILocation(line: 117, column: 28, scope: !270)
!314 = distinct !{!314, !184, !315, !210}
!315 = !DILocation(line: 121, column: 5, scope: !87)
!316 = !DILocation(line: 0, scope: !213, inlinedAt: !317)
!317 = distinct !DILocation(line: 128, column: 52, scope: !74)
!318 = !DILocation(line: 0, scope: !219, inlinedAt: !317)
!319 = !DILocation(line: 108, column: 23, scope: !222, inlinedAt: !317)
!320 = !DILocation(line: 108, column: 5, scope: !219, inlinedAt: !317)
!321 = !DILocation(line: 109, column: 27, scope: !221, inlinedAt: !317)
!322 = !DILocation(line: 0, scope: !221, inlinedAt: !317)
!323 = !DILocation(line: 109, column: 9, scope: !221, inlinedAt: !317)
!324 = !DILocation(line: 108, column: 32, scope: !222, inlinedAt: !317)
!325 = distinct !{!325, !320, !326, !210}
!326 = !DILocation(line: 110, column: 30, scope: !219, inlinedAt: !317)
!327 = !DILocation(line: 110, column: 26, scope: !235, inlinedAt: !317)
!328 = !DILocation(line: 110, column: 15, scope: !235, inlinedAt: !317)
!329 = !DILocation(line: 109, column: 41, scope: !235, inlinedAt: !317)
!330 = distinct !{!330, !323, !331, !210}
!331 = !DILocation(line: 110, column: 30, scope: !221, inlinedAt: !317)
!332 = !DILocation(line: 107, column: 9, scope: !213, inlinedAt: !317)
!333 = !DILocation(line: 128, column: 5, scope: !74)
!334 = !DILocation(line: 129, column: 5, scope: !74)
!335 = !DILocation(line: 0, scope: !160, inlinedAt: !336)
!336 = distinct !DILocation(line: 130, column: 5, scope: !74)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !336)
!339 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !336)
!340 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !336)
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 0, scope: !160, inlinedAt: !343)
!343 = distinct !DILocation(line: 131, column: 5, scope: !74)
!344 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !343)
!345 = distinct !DIAssignID()
!346 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !343)
!347 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !343)
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !343)
!350 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !343)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !343)
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 133, column: 5, scope: !74)
!355 = !DILocation(line: 0, scope: !160, inlinedAt: !356)
!356 = distinct !DILocation(line: 134, column: 5, scope: !74)
!357 = !DILocation(line: 16, column: 5, scope: !160, inlinedAt: !356)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 17, column: 8, scope: !160, inlinedAt: !356)
!360 = !DILocation(line: 17, column: 13, scope: !160, inlinedAt: !356)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 18, column: 5, scope: !160, inlinedAt: !356)
!363 = !DILocation(line: 18, column: 13, scope: !160, inlinedAt: !356)
!364 = distinct !DIAssignID()
!365 = !DILocation(line: 19, column: 10, scope: !160, inlinedAt: !356)
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 0, scope: !97)
!368 = !DILocation(line: 135, column: 5, scope: !97)
!369 = !DILocation(line: 0, scope: !258, inlinedAt: !370)
!370 = distinct !DILocation(line: 127, column: 9, scope: !371)
!371 = distinct !DILexicalBlock(scope: !90, file: !2, line: 126, column: 5)
!372 = !DILocation(line: 0, scope: !263, inlinedAt: !370)
!373 = !DILocation(line: 24, column: 23, scope: !266, inlinedAt: !370)
!374 = !DILocation(line: 24, column: 5, scope: !263, inlinedAt: !370)
!375 = !DILocation(line: 29, column: 5, scope: !258, inlinedAt: !370)
!376 = !DILocation(line: 25, column: 32, scope: !265, inlinedAt: !370)
!377 = !DILocation(line: 25, column: 22, scope: !265, inlinedAt: !370)
!378 = !DILocation(line: 25, column: 40, scope: !265, inlinedAt: !370)
!379 = !DILocation(line: 25, column: 44, scope: !265, inlinedAt: !370)
!380 = !DILocation(line: 0, scope: !265, inlinedAt: !370)
!381 = !DILocation(line: 27, column: 19, scope: !265, inlinedAt: !370)
!382 = !DILocation(line: 26, column: 32, scope: !265, inlinedAt: !370)
!383 = !DILocation(line: 26, column: 19, scope: !265, inlinedAt: !370)
!384 = !DILocation(line: 26, column: 17, scope: !265, inlinedAt: !370)
!385 = !DILocation(line: 24, column: 32, scope: !266, inlinedAt: !370)
!386 = distinct !{!386, !374, !387, !210}
!387 = !DILocation(line: 28, column: 5, scope: !263, inlinedAt: !370)
!388 = !DILocation(line: 30, column: 24, scope: !288, inlinedAt: !370)
!389 = !DILocation(line: 30, column: 18, scope: !288, inlinedAt: !370)
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 30, column: 9, scope: !288, inlinedAt: !370)
!392 = !DILocation(line: 30, column: 22, scope: !288, inlinedAt: !370)
!393 = !DILocation(line: 126, column: 32, scope: !371)
!394 = !DILocation(line: 126, column: 23, scope: !371)
!395 = distinct !{!395, !256, !396, !210}
!396 = !DILocation(line: 127, column: 28, scope: !90)
!397 = !DILocation(line: 137, column: 5, scope: !74)
!398 = !DILocation(line: 0, scope: !258, inlinedAt: !399)
!399 = distinct !DILocation(line: 136, column: 9, scope: !400)
!400 = distinct !DILexicalBlock(scope: !97, file: !2, line: 135, column: 5)
!401 = !DILocation(line: 0, scope: !263, inlinedAt: !399)
!402 = !DILocation(line: 24, column: 23, scope: !266, inlinedAt: !399)
!403 = !DILocation(line: 24, column: 5, scope: !263, inlinedAt: !399)
!404 = !DILocation(line: 29, column: 5, scope: !258, inlinedAt: !399)
!405 = !DILocation(line: 25, column: 32, scope: !265, inlinedAt: !399)
!406 = !DILocation(line: 25, column: 22, scope: !265, inlinedAt: !399)
!407 = !DILocation(line: 25, column: 40, scope: !265, inlinedAt: !399)
!408 = !DILocation(line: 25, column: 44, scope: !265, inlinedAt: !399)
!409 = !DILocation(line: 0, scope: !265, inlinedAt: !399)
!410 = !DILocation(line: 27, column: 19, scope: !265, inlinedAt: !399)
!411 = !DILocation(line: 26, column: 32, scope: !265, inlinedAt: !399)
!412 = !DILocation(line: 26, column: 19, scope: !265, inlinedAt: !399)
!413 = !DILocation(line: 26, column: 17, scope: !265, inlinedAt: !399)
!414 = !DILocation(line: 24, column: 32, scope: !266, inlinedAt: !399)
!415 = distinct !{!415, !403, !416, !210}
!416 = !DILocation(line: 28, column: 5, scope: !263, inlinedAt: !399)
!417 = !DILocation(line: 31, column: 15, scope: !288, inlinedAt: !399)
!418 = !DILocation(line: 30, column: 41, scope: !288, inlinedAt: !399)
!419 = !DILocation(line: 30, column: 24, scope: !288, inlinedAt: !399)
!420 = !DILocation(line: 30, column: 18, scope: !288, inlinedAt: !399)
!421 = distinct !DIAssignID()
!422 = !DILocation(line: 30, column: 9, scope: !288, inlinedAt: !399)
!423 = !DILocation(line: 30, column: 22, scope: !288, inlinedAt: !399)
!424 = distinct !{!424, !404, !425, !210}
!425 = !DILocation(line: 32, column: 5, scope: !258, inlinedAt: !399)
!426 = !DILocation(line: 135, column: 30, scope: !400)
!427 = !DILocation(line: 135, column: 23, scope: !400)
!428 = distinct !{!428, !368, !429, !210}
!429 = !DILocation(line: 136, column: 56, scope: !97)
!430 = !DILocation(line: 91, column: 12, scope: !431, inlinedAt: !440)
!431 = distinct !DILexicalBlock(scope: !432, file: !2, line: 91, column: 9)
!432 = distinct !DISubprogram(name: "big_cmp", scope: !2, file: !2, line: 90, type: !433, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !435)
!433 = !DISubroutineType(types: !434)
!434 = !{!63, !119, !119}
!435 = !{!436, !437, !438}
!436 = !DILocalVariable(name: "a", arg: 1, scope: !432, file: !2, line: 90, type: !119)
!437 = !DILocalVariable(name: "b", arg: 2, scope: !432, file: !2, line: 90, type: !119)
!438 = !DILocalVariable(name: "i", scope: !439, file: !2, line: 93, type: !63)
!439 = distinct !DILexicalBlock(scope: !432, file: !2, line: 93, column: 5)
!440 = distinct !DILocation(line: 137, column: 12, scope: !74)
!441 = !DILocation(line: 0, scope: !432, inlinedAt: !440)
!442 = !DILocation(line: 91, column: 14, scope: !431, inlinedAt: !440)
!443 = !DILocation(line: 91, column: 9, scope: !432, inlinedAt: !440)
!444 = !DILocation(line: 92, column: 21, scope: !431, inlinedAt: !440)
!445 = !DILocation(line: 92, scope: !431, inlinedAt: !440)
!446 = !DILocation(line: 0, scope: !439, inlinedAt: !440)
!447 = !DILocation(line: 93, column: 30, scope: !448, inlinedAt: !440)
!448 = distinct !DILexicalBlock(scope: !439, file: !2, line: 93, column: 5)
!449 = !DILocation(line: 93, column: 5, scope: !439, inlinedAt: !440)
!450 = !DILocation(line: 93, scope: !439, inlinedAt: !440)
!451 = !DILocation(line: 94, column: 13, scope: !452, inlinedAt: !440)
!452 = distinct !DILexicalBlock(scope: !448, file: !2, line: 94, column: 13)
!453 = !DILocation(line: 94, column: 24, scope: !452, inlinedAt: !440)
!454 = !DILocation(line: 94, column: 21, scope: !452, inlinedAt: !440)
!455 = !DILocation(line: 94, column: 13, scope: !448, inlinedAt: !440)
!456 = distinct !{!456, !449, !457, !210}
!457 = !DILocation(line: 95, column: 45, scope: !439, inlinedAt: !440)
!458 = !DILocation(line: 95, column: 28, scope: !452, inlinedAt: !440)
!459 = !DILocation(line: 95, scope: !452, inlinedAt: !440)
!460 = !DILocalVariable(name: "t", scope: !461, file: !2, line: 38, type: !79)
!461 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !462)
!462 = !{!463, !464, !465, !466, !467, !460, !468, !470}
!463 = !DILocalVariable(name: "r", arg: 1, scope: !461, file: !2, line: 35, type: !118)
!464 = !DILocalVariable(name: "a", arg: 2, scope: !461, file: !2, line: 35, type: !119)
!465 = !DILocalVariable(name: "b", arg: 3, scope: !461, file: !2, line: 35, type: !119)
!466 = !DILocalVariable(name: "n", scope: !461, file: !2, line: 36, type: !63)
!467 = !DILocalVariable(name: "carry", scope: !461, file: !2, line: 37, type: !60)
!468 = !DILocalVariable(name: "i", scope: !469, file: !2, line: 40, type: !63)
!469 = distinct !DILexicalBlock(scope: !461, file: !2, line: 40, column: 5)
!470 = !DILocalVariable(name: "s", scope: !471, file: !2, line: 41, type: !60)
!471 = distinct !DILexicalBlock(scope: !472, file: !2, line: 40, column: 33)
!472 = distinct !DILexicalBlock(scope: !469, file: !2, line: 40, column: 5)
!473 = !DILocation(line: 0, scope: !461, inlinedAt: !474)
!474 = distinct !DILocation(line: 138, column: 9, scope: !475)
!475 = distinct !DILexicalBlock(scope: !74, file: !2, line: 137, column: 37)
!476 = !DILocation(line: 36, column: 16, scope: !461, inlinedAt: !474)
!477 = !DILocation(line: 36, column: 13, scope: !461, inlinedAt: !474)
!478 = !DILocation(line: 38, column: 5, scope: !461, inlinedAt: !474)
!479 = !DILocation(line: 39, column: 5, scope: !461, inlinedAt: !474)
!480 = distinct !DIAssignID()
!481 = !DILocation(line: 0, scope: !469, inlinedAt: !474)
!482 = !DILocation(line: 40, column: 23, scope: !472, inlinedAt: !474)
!483 = !DILocation(line: 40, column: 5, scope: !469, inlinedAt: !474)
!484 = !DILocation(line: 45, column: 9, scope: !461, inlinedAt: !474)
!485 = distinct !DIAssignID()
!486 = !DILocation(line: 46, column: 9, scope: !461, inlinedAt: !474)
!487 = !DILocation(line: 41, column: 22, scope: !471, inlinedAt: !474)
!488 = !DILocation(line: 41, column: 32, scope: !471, inlinedAt: !474)
!489 = !DILocation(line: 41, column: 30, scope: !471, inlinedAt: !474)
!490 = !DILocation(line: 41, column: 40, scope: !471, inlinedAt: !474)
!491 = !DILocation(line: 0, scope: !471, inlinedAt: !474)
!492 = !DILocation(line: 42, column: 19, scope: !471, inlinedAt: !474)
!493 = !DILocation(line: 43, column: 18, scope: !471, inlinedAt: !474)
!494 = !DILocation(line: 43, column: 9, scope: !471, inlinedAt: !474)
!495 = !DILocation(line: 43, column: 16, scope: !471, inlinedAt: !474)
!496 = !DILocation(line: 40, column: 29, scope: !472, inlinedAt: !474)
!497 = distinct !{!497, !483, !498, !210}
!498 = !DILocation(line: 44, column: 5, scope: !469, inlinedAt: !474)
!499 = !DILocation(line: 47, column: 16, scope: !500, inlinedAt: !474)
!500 = distinct !DILexicalBlock(scope: !461, file: !2, line: 46, column: 9)
!501 = distinct !DIAssignID()
!502 = !DILocation(line: 47, column: 9, scope: !500, inlinedAt: !474)
!503 = !DILocation(line: 47, column: 20, scope: !500, inlinedAt: !474)
!504 = !DILocation(line: 48, column: 10, scope: !461, inlinedAt: !474)
!505 = !{i64 0, i64 4, !171, i64 4, i64 480, !506}
!506 = !{!173, !173, i64 0}
!507 = distinct !DIAssignID()
!508 = !DILocation(line: 49, column: 1, scope: !461, inlinedAt: !474)
!509 = !DILocation(line: 139, column: 13, scope: !475)
!510 = distinct !DIAssignID()
!511 = !DILocation(line: 140, column: 13, scope: !475)
!512 = distinct !DIAssignID()
!513 = !DILocation(line: 141, column: 12, scope: !475)
!514 = distinct !{!514, !397, !515, !210}
!515 = !DILocation(line: 142, column: 5, scope: !74)
!516 = !DILocation(line: 143, column: 5, scope: !74)
!517 = !DILocation(line: 0, scope: !186, inlinedAt: !518)
!518 = distinct !DILocation(line: 144, column: 5, scope: !74)
!519 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !518)
!520 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !518)
!521 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !518)
!522 = !DILocation(line: 0, scope: !194, inlinedAt: !518)
!523 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !518)
!524 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !518)
!525 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !518)
!526 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !518)
!527 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !518)
!528 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !518)
!529 = distinct !{!529, !524, !530, !210}
!530 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !518)
!531 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !518)
!532 = !DILocation(line: 52, column: 5, scope: !115, inlinedAt: !145)
!533 = !DILocation(line: 53, column: 5, scope: !115, inlinedAt: !145)
!534 = distinct !DIAssignID()
!535 = !DILocation(line: 0, scope: !126, inlinedAt: !145)
!536 = !DILocation(line: 54, column: 23, scope: !129, inlinedAt: !145)
!537 = !DILocation(line: 54, column: 5, scope: !126, inlinedAt: !145)
!538 = !DILocation(line: 69, column: 5, scope: !115, inlinedAt: !145)
!539 = distinct !DIAssignID()
!540 = distinct !DIAssignID()
!541 = !DILocation(line: 70, column: 16, scope: !115, inlinedAt: !145)
!542 = !DILocation(line: 70, column: 9, scope: !115, inlinedAt: !145)
!543 = distinct !DIAssignID()
!544 = !DILocation(line: 0, scope: !140, inlinedAt: !145)
!545 = !DILocation(line: 71, column: 5, scope: !140, inlinedAt: !145)
!546 = !DILocation(line: 0, scope: !131, inlinedAt: !145)
!547 = !DILocation(line: 0, scope: !128, inlinedAt: !145)
!548 = !DILocation(line: 56, column: 9, scope: !131, inlinedAt: !145)
!549 = !DILocation(line: 62, column: 9, scope: !128, inlinedAt: !145)
!550 = !DILocation(line: 61, column: 19, scope: !128, inlinedAt: !145)
!551 = !DILocation(line: 57, column: 32, scope: !133, inlinedAt: !145)
!552 = !DILocation(line: 57, column: 26, scope: !133, inlinedAt: !145)
!553 = !{!554, !554, i64 0}
!554 = !{!"long long", !173, i64 0}
!555 = !DILocation(line: 57, column: 59, scope: !133, inlinedAt: !145)
!556 = !DILocation(line: 57, column: 57, scope: !133, inlinedAt: !145)
!557 = !DILocation(line: 57, column: 37, scope: !133, inlinedAt: !145)
!558 = !DILocation(line: 57, column: 67, scope: !133, inlinedAt: !145)
!559 = !DILocation(line: 0, scope: !133, inlinedAt: !145)
!560 = !DILocation(line: 59, column: 23, scope: !133, inlinedAt: !145)
!561 = !DILocation(line: 58, column: 28, scope: !133, inlinedAt: !145)
!562 = !DILocation(line: 58, column: 24, scope: !133, inlinedAt: !145)
!563 = !DILocation(line: 56, column: 36, scope: !134, inlinedAt: !145)
!564 = !DILocation(line: 56, column: 27, scope: !134, inlinedAt: !145)
!565 = distinct !{!565, !548, !566, !210}
!566 = !DILocation(line: 60, column: 9, scope: !131, inlinedAt: !145)
!567 = !DILocation(line: 63, column: 26, scope: !137, inlinedAt: !145)
!568 = !DILocation(line: 63, column: 33, scope: !137, inlinedAt: !145)
!569 = !DILocation(line: 0, scope: !137, inlinedAt: !145)
!570 = !DILocation(line: 65, column: 23, scope: !137, inlinedAt: !145)
!571 = !DILocation(line: 64, column: 26, scope: !137, inlinedAt: !145)
!572 = !DILocation(line: 64, column: 18, scope: !137, inlinedAt: !145)
!573 = !DILocation(line: 64, column: 22, scope: !137, inlinedAt: !145)
!574 = distinct !{!574, !549, !575, !210}
!575 = !DILocation(line: 66, column: 9, scope: !128, inlinedAt: !145)
!576 = !DILocation(line: 54, column: 32, scope: !129, inlinedAt: !145)
!577 = distinct !{!577, !537, !578, !210}
!578 = !DILocation(line: 67, column: 5, scope: !126, inlinedAt: !145)
!579 = !DILocation(line: 72, column: 28, scope: !580, inlinedAt: !145)
!580 = distinct !DILexicalBlock(scope: !140, file: !2, line: 71, column: 5)
!581 = !DILocation(line: 72, column: 18, scope: !580, inlinedAt: !145)
!582 = !DILocation(line: 72, column: 9, scope: !580, inlinedAt: !145)
!583 = !DILocation(line: 72, column: 16, scope: !580, inlinedAt: !145)
!584 = !DILocation(line: 71, column: 31, scope: !580, inlinedAt: !145)
!585 = distinct !{!585, !545, !586, !210}
!586 = !DILocation(line: 72, column: 33, scope: !140, inlinedAt: !145)
!587 = distinct !{!587, !588}
!588 = !{!"llvm.loop.unroll.disable"}
!589 = !DILocation(line: 73, column: 5, scope: !115, inlinedAt: !145)
!590 = !DILocation(line: 73, column: 31, scope: !115, inlinedAt: !145)
!591 = !DILocation(line: 73, column: 23, scope: !115, inlinedAt: !145)
!592 = !DILocation(line: 73, column: 36, scope: !115, inlinedAt: !145)
!593 = !DILocation(line: 74, column: 12, scope: !115, inlinedAt: !145)
!594 = distinct !DIAssignID()
!595 = !DILocation(line: 73, column: 16, scope: !115, inlinedAt: !145)
!596 = !DILocation(line: 73, column: 20, scope: !115, inlinedAt: !145)
!597 = distinct !{!597, !589, !593, !210}
!598 = distinct !DIAssignID()
!599 = !DILocation(line: 76, column: 1, scope: !115, inlinedAt: !145)
!600 = !DILocation(line: 0, scope: !186, inlinedAt: !601)
!601 = distinct !DILocation(line: 147, column: 5, scope: !74)
!602 = !DILocation(line: 100, column: 31, scope: !186, inlinedAt: !601)
!603 = !DILocation(line: 100, column: 36, scope: !186, inlinedAt: !601)
!604 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !601)
!605 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !601)
!606 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !601)
!607 = !DILocation(line: 0, scope: !194, inlinedAt: !601)
!608 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !601)
!609 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !601)
!610 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !601)
!611 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !601)
!612 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !601)
!613 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !601)
!614 = distinct !{!614, !609, !615, !210}
!615 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !601)
!616 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !601)
!617 = !DILocation(line: 148, column: 5, scope: !74)
!618 = !DILocation(line: 148, column: 20, scope: !74)
!619 = distinct !DIAssignID()
!620 = distinct !DIAssignID()
!621 = !DILocation(line: 0, scope: !106)
!622 = !DILocation(line: 151, column: 5, scope: !106)
!623 = !DILocation(line: 0, scope: !111)
!624 = !DILocation(line: 80, column: 21, scope: !625, inlinedAt: !637)
!625 = distinct !DILexicalBlock(scope: !626, file: !2, line: 80, column: 5)
!626 = distinct !DISubprogram(name: "big_div_small", scope: !2, file: !2, line: 78, type: !627, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !629)
!627 = !DISubroutineType(types: !628)
!628 = !{!60, !118, !60}
!629 = !{!630, !631, !632, !633, !634}
!630 = !DILocalVariable(name: "b", arg: 1, scope: !626, file: !2, line: 78, type: !118)
!631 = !DILocalVariable(name: "m", arg: 2, scope: !626, file: !2, line: 78, type: !60)
!632 = !DILocalVariable(name: "rem", scope: !626, file: !2, line: 79, type: !55)
!633 = !DILocalVariable(name: "i", scope: !625, file: !2, line: 80, type: !63)
!634 = !DILocalVariable(name: "cur", scope: !635, file: !2, line: 81, type: !55)
!635 = distinct !DILexicalBlock(scope: !636, file: !2, line: 80, column: 41)
!636 = distinct !DILexicalBlock(scope: !625, file: !2, line: 80, column: 5)
!637 = distinct !DILocation(line: 158, column: 9, scope: !638)
!638 = distinct !DILexicalBlock(scope: !111, file: !2, line: 157, column: 5)
!639 = !DILocation(line: 157, column: 5, scope: !111)
!640 = !DILocation(line: 152, column: 9, scope: !108)
!641 = !DILocation(line: 152, column: 24, scope: !108)
!642 = distinct !DIAssignID()
!643 = !DILocation(line: 0, scope: !461, inlinedAt: !644)
!644 = distinct !DILocation(line: 153, column: 9, scope: !108)
!645 = !DILocation(line: 36, column: 16, scope: !461, inlinedAt: !644)
!646 = !DILocation(line: 36, column: 13, scope: !461, inlinedAt: !644)
!647 = !DILocation(line: 38, column: 5, scope: !461, inlinedAt: !644)
!648 = !DILocation(line: 39, column: 5, scope: !461, inlinedAt: !644)
!649 = distinct !DIAssignID()
!650 = !DILocation(line: 0, scope: !469, inlinedAt: !644)
!651 = !DILocation(line: 40, column: 23, scope: !472, inlinedAt: !644)
!652 = !DILocation(line: 40, column: 5, scope: !469, inlinedAt: !644)
!653 = !DILocation(line: 45, column: 9, scope: !461, inlinedAt: !644)
!654 = distinct !DIAssignID()
!655 = !DILocation(line: 46, column: 9, scope: !461, inlinedAt: !644)
!656 = !DILocation(line: 41, column: 22, scope: !471, inlinedAt: !644)
!657 = !DILocation(line: 41, column: 32, scope: !471, inlinedAt: !644)
!658 = !DILocation(line: 41, column: 30, scope: !471, inlinedAt: !644)
!659 = !DILocation(line: 41, column: 40, scope: !471, inlinedAt: !644)
!660 = !DILocation(line: 0, scope: !471, inlinedAt: !644)
!661 = !DILocation(line: 42, column: 19, scope: !471, inlinedAt: !644)
!662 = !DILocation(line: 43, column: 18, scope: !471, inlinedAt: !644)
!663 = !DILocation(line: 43, column: 9, scope: !471, inlinedAt: !644)
!664 = !DILocation(line: 43, column: 16, scope: !471, inlinedAt: !644)
!665 = !DILocation(line: 40, column: 29, scope: !472, inlinedAt: !644)
!666 = distinct !{!666, !652, !667, !210}
!667 = !DILocation(line: 44, column: 5, scope: !469, inlinedAt: !644)
!668 = !DILocation(line: 47, column: 16, scope: !500, inlinedAt: !644)
!669 = distinct !DIAssignID()
!670 = !DILocation(line: 47, column: 9, scope: !500, inlinedAt: !644)
!671 = !DILocation(line: 47, column: 20, scope: !500, inlinedAt: !644)
!672 = !DILocation(line: 48, column: 10, scope: !461, inlinedAt: !644)
!673 = distinct !DIAssignID()
!674 = !DILocation(line: 49, column: 1, scope: !461, inlinedAt: !644)
!675 = !DILocation(line: 154, column: 37, scope: !108)
!676 = !DILocation(line: 0, scope: !626, inlinedAt: !677)
!677 = distinct !DILocation(line: 154, column: 19, scope: !108)
!678 = !DILocation(line: 80, column: 21, scope: !625, inlinedAt: !677)
!679 = !DILocation(line: 0, scope: !625, inlinedAt: !677)
!680 = !DILocation(line: 80, column: 30, scope: !636, inlinedAt: !677)
!681 = !DILocation(line: 80, column: 5, scope: !625, inlinedAt: !677)
!682 = !DILocation(line: 80, scope: !625, inlinedAt: !677)
!683 = !DILocation(line: 81, column: 24, scope: !635, inlinedAt: !677)
!684 = !DILocation(line: 81, column: 38, scope: !635, inlinedAt: !677)
!685 = !DILocation(line: 81, column: 32, scope: !635, inlinedAt: !677)
!686 = !DILocation(line: 0, scope: !635, inlinedAt: !677)
!687 = !DILocation(line: 82, column: 34, scope: !635, inlinedAt: !677)
!688 = !DILocation(line: 82, column: 19, scope: !635, inlinedAt: !677)
!689 = !DILocation(line: 82, column: 17, scope: !635, inlinedAt: !677)
!690 = !DILocation(line: 83, column: 19, scope: !635, inlinedAt: !677)
!691 = distinct !{!691, !681, !692, !210}
!692 = !DILocation(line: 84, column: 5, scope: !625, inlinedAt: !677)
!693 = !DILocation(line: 85, column: 15, scope: !626, inlinedAt: !677)
!694 = !DILocation(line: 85, column: 17, scope: !626, inlinedAt: !677)
!695 = !DILocation(line: 85, column: 21, scope: !626, inlinedAt: !677)
!696 = !DILocation(line: 85, column: 34, scope: !626, inlinedAt: !677)
!697 = !DILocation(line: 85, column: 24, scope: !626, inlinedAt: !677)
!698 = !DILocation(line: 85, column: 39, scope: !626, inlinedAt: !677)
!699 = !DILocation(line: 85, column: 5, scope: !626, inlinedAt: !677)
!700 = !DILocation(line: 86, column: 13, scope: !626, inlinedAt: !677)
!701 = distinct !DIAssignID()
!702 = distinct !{!702, !699, !700, !210}
!703 = !DILocation(line: 155, column: 9, scope: !108)
!704 = !DILocation(line: 156, column: 5, scope: !109)
!705 = !DILocation(line: 151, column: 29, scope: !109)
!706 = !DILocation(line: 151, column: 23, scope: !109)
!707 = distinct !{!707, !622, !708, !210}
!708 = !DILocation(line: 156, column: 5, scope: !106)
!709 = !DILocation(line: 0, scope: !186, inlinedAt: !710)
!710 = distinct !DILocation(line: 159, column: 5, scope: !74)
!711 = !DILocation(line: 100, column: 38, scope: !186, inlinedAt: !710)
!712 = !DILocation(line: 100, column: 28, scope: !186, inlinedAt: !710)
!713 = !DILocation(line: 100, column: 5, scope: !186, inlinedAt: !710)
!714 = !DILocation(line: 0, scope: !194, inlinedAt: !710)
!715 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !710)
!716 = !DILocation(line: 101, column: 5, scope: !194, inlinedAt: !710)
!717 = !DILocation(line: 101, column: 23, scope: !194, inlinedAt: !710)
!718 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !710)
!719 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !710)
!720 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !710)
!721 = distinct !{!721, !716, !722, !210}
!722 = !DILocation(line: 102, column: 31, scope: !194, inlinedAt: !710)
!723 = !DILocation(line: 103, column: 5, scope: !186, inlinedAt: !710)
!724 = !DILocation(line: 161, column: 1, scope: !74)
!725 = !DILocation(line: 160, column: 5, scope: !74)
!726 = !DILocation(line: 0, scope: !626, inlinedAt: !637)
!727 = !DILocation(line: 0, scope: !625, inlinedAt: !637)
!728 = !DILocation(line: 80, column: 30, scope: !636, inlinedAt: !637)
!729 = !DILocation(line: 80, column: 5, scope: !625, inlinedAt: !637)
!730 = !DILocation(line: 80, scope: !625, inlinedAt: !637)
!731 = !DILocation(line: 81, column: 24, scope: !635, inlinedAt: !637)
!732 = !DILocation(line: 81, column: 38, scope: !635, inlinedAt: !637)
!733 = !DILocation(line: 81, column: 32, scope: !635, inlinedAt: !637)
!734 = !DILocation(line: 0, scope: !635, inlinedAt: !637)
!735 = !DILocation(line: 82, column: 34, scope: !635, inlinedAt: !637)
!736 = !DILocation(line: 82, column: 19, scope: !635, inlinedAt: !637)
!737 = !DILocation(line: 82, column: 17, scope: !635, inlinedAt: !637)
!738 = !DILocation(line: 83, column: 19, scope: !635, inlinedAt: !637)
!739 = distinct !{!739, !729, !740, !210}
!740 = !DILocation(line: 84, column: 5, scope: !625, inlinedAt: !637)
!741 = !DILocation(line: 85, column: 15, scope: !626, inlinedAt: !637)
!742 = !DILocation(line: 85, column: 17, scope: !626, inlinedAt: !637)
!743 = !DILocation(line: 85, column: 21, scope: !626, inlinedAt: !637)
!744 = !DILocation(line: 85, column: 34, scope: !626, inlinedAt: !637)
!745 = !DILocation(line: 85, column: 24, scope: !626, inlinedAt: !637)
!746 = !DILocation(line: 85, column: 39, scope: !626, inlinedAt: !637)
!747 = !DILocation(line: 85, column: 5, scope: !626, inlinedAt: !637)
!748 = !DILocation(line: 86, column: 13, scope: !626, inlinedAt: !637)
!749 = distinct !DIAssignID()
!750 = distinct !{!750, !747, !748, !210}
!751 = !DILocation(line: 157, column: 37, scope: !638)
!752 = !DILocation(line: 157, column: 30, scope: !638)
!753 = distinct !{!753, !639, !754, !210}
!754 = !DILocation(line: 158, column: 28, scope: !111)
!755 = !DISubprogram(name: "printf", scope: !756, file: !756, line: 356, type: !757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!757 = !DISubroutineType(types: !758)
!758 = !{!63, !759, null}
!759 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
