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
    #dbg_assign(i1 undef, !98, !DIExpression(), !154, ptr %11, !DIExpression(), !148)
  %12 = alloca %struct.big, align 4, !DIAssignID !155
    #dbg_assign(i1 undef, !106, !DIExpression(), !155, ptr %12, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #6, !dbg !157
    #dbg_value(ptr %5, !158, !DIExpression(), !164)
    #dbg_value(i32 1, !163, !DIExpression(), !164)
  %13 = getelementptr inbounds i8, ptr %5, i64 12, !dbg !166
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %13, i8 0, i64 472, i1 false), !dbg !166, !DIAssignID !167
    #dbg_assign(i8 0, !77, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !167, ptr %13, !DIExpression(), !148)
  %14 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !168
  store i32 1, ptr %14, align 4, !dbg !169, !tbaa !170, !DIAssignID !174
    #dbg_assign(i32 1, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !174, ptr %14, !DIExpression(), !148)
  %15 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !175
  store i32 0, ptr %15, align 4, !dbg !176, !tbaa !170, !DIAssignID !177
    #dbg_assign(i32 0, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !177, ptr %15, !DIExpression(), !148)
  store i32 1, ptr %5, align 4, !dbg !178, !tbaa !179, !DIAssignID !181
    #dbg_assign(i32 1, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !181, ptr %5, !DIExpression(), !148)
    #dbg_value(i32 1, !85, !DIExpression(), !182)
  br label %62, !dbg !183

16:                                               ; preds = %110
    #dbg_value(ptr @.str.1, !184, !DIExpression(), !194)
    #dbg_value(ptr %5, !191, !DIExpression(), !194)
  %17 = load i32, ptr %5, align 4, !dbg !196, !tbaa !179
  %18 = add nsw i32 %17, -1, !dbg !197
  %19 = sext i32 %18 to i64, !dbg !198
  %20 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %19, !dbg !198
  %21 = load i32, ptr %20, align 4, !dbg !198, !tbaa !170
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef %21), !dbg !199
    #dbg_value(i32 %17, !192, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !200)
  %23 = icmp sgt i32 %17, 1, !dbg !201
  br i1 %23, label %24, label %34, !dbg !203

24:                                               ; preds = %16
  %25 = add nsw i32 %17, -2, !dbg !204
    #dbg_value(i32 %25, !192, !DIExpression(), !200)
  %26 = zext nneg i32 %25 to i64, !dbg !203
  br label %27, !dbg !203

27:                                               ; preds = %27, %24
  %28 = phi i64 [ %26, %24 ], [ %32, %27 ]
    #dbg_value(i64 %28, !192, !DIExpression(), !200)
  %29 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %28, !dbg !205
  %30 = load i32, ptr %29, align 4, !dbg !205, !tbaa !170
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %30), !dbg !206
  %32 = add nsw i64 %28, -1, !dbg !207
    #dbg_value(i64 %32, !192, !DIExpression(), !200)
  %33 = icmp eq i64 %28, 0, !dbg !201
  br i1 %33, label %34, label %27, !dbg !203, !llvm.loop !208

34:                                               ; preds = %27, %16
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %17), !dbg !211
    #dbg_value(ptr %5, !212, !DIExpression(), !223)
    #dbg_value(i32 0, !217, !DIExpression(), !223)
    #dbg_value(i32 0, !218, !DIExpression(), !225)
  %36 = icmp sgt i32 %17, 0, !dbg !226
  br i1 %36, label %37, label %56, !dbg !227

37:                                               ; preds = %34
  %38 = zext nneg i32 %17 to i64, !dbg !226
  br label %39, !dbg !227

39:                                               ; preds = %45, %37
  %40 = phi i64 [ 0, %37 ], [ %47, %45 ]
  %41 = phi i32 [ 0, %37 ], [ %46, %45 ]
    #dbg_value(i64 %40, !218, !DIExpression(), !225)
    #dbg_value(i32 %41, !217, !DIExpression(), !223)
  %42 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %40, !dbg !228
  %43 = load i32, ptr %42, align 4, !dbg !228, !tbaa !170
    #dbg_value(i32 %43, !220, !DIExpression(), !229)
  %44 = icmp eq i32 %43, 0, !dbg !230
  br i1 %44, label %45, label %49, !dbg !230

45:                                               ; preds = %49, %39
  %46 = phi i32 [ %41, %39 ], [ %53, %49 ], !dbg !223
  %47 = add nuw nsw i64 %40, 1, !dbg !231
    #dbg_value(i64 %47, !218, !DIExpression(), !225)
    #dbg_value(i32 %46, !217, !DIExpression(), !223)
  %48 = icmp eq i64 %47, %38, !dbg !226
  br i1 %48, label %56, label %39, !dbg !227, !llvm.loop !232

49:                                               ; preds = %39, %49
  %50 = phi i32 [ %54, %49 ], [ %43, %39 ]
  %51 = phi i32 [ %53, %49 ], [ %41, %39 ]
    #dbg_value(i32 %50, !220, !DIExpression(), !229)
    #dbg_value(i32 %51, !217, !DIExpression(), !223)
  %52 = urem i32 %50, 10, !dbg !234
  %53 = add nsw i32 %52, %51, !dbg !236
    #dbg_value(i32 %53, !217, !DIExpression(), !223)
  %54 = udiv i32 %50, 10, !dbg !237
    #dbg_value(i32 %54, !220, !DIExpression(), !229)
  %55 = icmp ult i32 %50, 10, !dbg !230
  br i1 %55, label %45, label %49, !dbg !230, !llvm.loop !238

56:                                               ; preds = %45, %34
  %57 = phi i32 [ 0, %34 ], [ %46, %45 ], !dbg !240
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %57), !dbg !241
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #6, !dbg !242
    #dbg_value(ptr %6, !158, !DIExpression(), !243)
    #dbg_value(i32 1, !163, !DIExpression(), !243)
  %59 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !245
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %59, i8 0, i64 472, i1 false), !dbg !245, !DIAssignID !246
    #dbg_assign(i8 0, !87, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !246, ptr %59, !DIExpression(), !148)
  %60 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !247
  store i32 1, ptr %60, align 4, !dbg !248, !tbaa !170, !DIAssignID !249
    #dbg_assign(i32 1, !87, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !249, ptr %60, !DIExpression(), !148)
  %61 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !250
  store i32 0, ptr %61, align 4, !dbg !251, !tbaa !170, !DIAssignID !252
    #dbg_assign(i32 0, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !252, ptr %61, !DIExpression(), !148)
  store i32 1, ptr %6, align 4, !dbg !253, !tbaa !179, !DIAssignID !254
    #dbg_assign(i32 1, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !254, ptr %6, !DIExpression(), !148)
    #dbg_value(i32 0, !88, !DIExpression(), !255)
  br label %144, !dbg !256

62:                                               ; preds = %110, %0
  %63 = phi i32 [ 1, %0 ], [ %89, %110 ]
  %64 = phi i64 [ 1, %0 ], [ %111, %110 ]
    #dbg_value(i64 %64, !85, !DIExpression(), !182)
    #dbg_value(ptr %5, !257, !DIExpression(), !267)
    #dbg_value(i64 %64, !260, !DIExpression(), !267)
    #dbg_value(i64 0, !261, !DIExpression(), !267)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
  %65 = icmp sgt i32 %63, 0, !dbg !272
  br i1 %65, label %66, label %88, !dbg !273

66:                                               ; preds = %62
  %67 = zext nneg i32 %63 to i64, !dbg !272
  br label %70, !dbg !273

68:                                               ; preds = %70
    #dbg_value(i64 %80, !261, !DIExpression(), !267)
  %69 = icmp ult i64 %77, 1000000000, !dbg !274
  br i1 %69, label %88, label %83, !dbg !274

70:                                               ; preds = %70, %66
  %71 = phi i64 [ 0, %66 ], [ %81, %70 ]
  %72 = phi i64 [ 0, %66 ], [ %80, %70 ]
    #dbg_value(i64 %72, !261, !DIExpression(), !267)
    #dbg_value(i64 %71, !262, !DIExpression(), !271)
  %73 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %71, !dbg !275
  %74 = load i32, ptr %73, align 4, !dbg !275, !tbaa !170
  %75 = zext i32 %74 to i64, !dbg !276
  %76 = mul nuw nsw i64 %64, %75, !dbg !277
  %77 = add nuw nsw i64 %76, %72, !dbg !278
    #dbg_value(i64 %77, !264, !DIExpression(), !279)
  %78 = urem i64 %77, 1000000000, !dbg !280
  %79 = trunc nuw nsw i64 %78 to i32, !dbg !281
  store i32 %79, ptr %73, align 4, !dbg !282, !tbaa !170
  %80 = udiv i64 %77, 1000000000, !dbg !283
    #dbg_value(i64 %80, !261, !DIExpression(), !267)
  %81 = add nuw nsw i64 %71, 1, !dbg !284
    #dbg_value(i64 %81, !262, !DIExpression(), !271)
  %82 = icmp eq i64 %81, %67, !dbg !272
  br i1 %82, label %68, label %70, !dbg !273, !llvm.loop !285

83:                                               ; preds = %68
    #dbg_value(i64 %80, !261, !DIExpression(), !267)
  %84 = trunc nuw nsw i64 %80 to i32, !dbg !287
  %85 = add nuw nsw i32 %63, 1, !dbg !289
  store i32 %85, ptr %5, align 4, !dbg !289, !tbaa !179, !DIAssignID !290
    #dbg_assign(i32 %85, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290, ptr %5, !DIExpression(), !148)
  %86 = zext nneg i32 %63 to i64, !dbg !291
  %87 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %86, !dbg !291
  store i32 %84, ptr %87, align 4, !dbg !292, !tbaa !170
    #dbg_value(i64 0, !261, !DIExpression(), !267)
  br label %88, !dbg !293

88:                                               ; preds = %83, %62, %68
  %89 = phi i32 [ %85, %83 ], [ %63, %62 ], [ %63, %68 ]
  %90 = trunc nuw nsw i64 %64 to i32, !dbg !293
  switch i32 %90, label %110 [
    i32 50, label %91
    i32 25, label %91
  ], !dbg !293

91:                                               ; preds = %88, %88
    #dbg_value(ptr @.str, !184, !DIExpression(), !295)
    #dbg_value(ptr %5, !191, !DIExpression(), !295)
  %92 = add nsw i32 %89, -1, !dbg !297
  %93 = sext i32 %92 to i64, !dbg !298
  %94 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %93, !dbg !298
  %95 = load i32, ptr %94, align 4, !dbg !298, !tbaa !170
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef %95), !dbg !299
    #dbg_value(i32 %89, !192, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !300)
  %97 = icmp sgt i32 %89, 1, !dbg !301
  br i1 %97, label %98, label %108, !dbg !302

98:                                               ; preds = %91
  %99 = add nsw i32 %89, -2, !dbg !303
    #dbg_value(i32 %99, !192, !DIExpression(), !300)
  %100 = zext nneg i32 %99 to i64, !dbg !302
  br label %101, !dbg !302

101:                                              ; preds = %101, %98
  %102 = phi i64 [ %100, %98 ], [ %106, %101 ]
    #dbg_value(i64 %102, !192, !DIExpression(), !300)
  %103 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %102, !dbg !304
  %104 = load i32, ptr %103, align 4, !dbg !304, !tbaa !170
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %104), !dbg !305
  %106 = add nsw i64 %102, -1, !dbg !306
    #dbg_value(i64 %106, !192, !DIExpression(), !300)
  %107 = icmp eq i64 %102, 0, !dbg !301
  br i1 %107, label %108, label %101, !dbg !302, !llvm.loop !307

108:                                              ; preds = %101, %91
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %89), !dbg !309
  br label %110, !dbg !310

110:                                              ; preds = %88, %108
  %111 = add nuw nsw i64 %64, 1, !dbg !311
    #dbg_value(i64 %111, !85, !DIExpression(), !182)
  %112 = icmp eq i64 %111, 101, !dbg !312
  br i1 %112, label %16, label %62, !dbg !183, !llvm.loop !313

113:                                              ; preds = %170
  store i32 %171, ptr %6, align 4, !tbaa !179, !DIAssignID !315
    #dbg_value(ptr %6, !212, !DIExpression(), !316)
    #dbg_value(i32 0, !217, !DIExpression(), !316)
    #dbg_value(i32 0, !218, !DIExpression(), !318)
  %114 = icmp sgt i32 %171, 0, !dbg !319
  br i1 %114, label %115, label %134, !dbg !320

115:                                              ; preds = %113
  %116 = zext nneg i32 %171 to i64, !dbg !319
  br label %117, !dbg !320

117:                                              ; preds = %123, %115
  %118 = phi i64 [ 0, %115 ], [ %125, %123 ]
  %119 = phi i32 [ 0, %115 ], [ %124, %123 ]
    #dbg_value(i64 %118, !218, !DIExpression(), !318)
    #dbg_value(i32 %119, !217, !DIExpression(), !316)
  %120 = getelementptr inbounds [120 x i32], ptr %60, i64 0, i64 %118, !dbg !321
  %121 = load i32, ptr %120, align 4, !dbg !321, !tbaa !170
    #dbg_value(i32 %121, !220, !DIExpression(), !322)
  %122 = icmp eq i32 %121, 0, !dbg !323
  br i1 %122, label %123, label %127, !dbg !323

123:                                              ; preds = %127, %117
  %124 = phi i32 [ %119, %117 ], [ %131, %127 ], !dbg !316
  %125 = add nuw nsw i64 %118, 1, !dbg !324
    #dbg_value(i64 %125, !218, !DIExpression(), !318)
    #dbg_value(i32 %124, !217, !DIExpression(), !316)
  %126 = icmp eq i64 %125, %116, !dbg !319
  br i1 %126, label %134, label %117, !dbg !320, !llvm.loop !325

127:                                              ; preds = %117, %127
  %128 = phi i32 [ %132, %127 ], [ %121, %117 ]
  %129 = phi i32 [ %131, %127 ], [ %119, %117 ]
    #dbg_value(i32 %128, !220, !DIExpression(), !322)
    #dbg_value(i32 %129, !217, !DIExpression(), !316)
  %130 = urem i32 %128, 10, !dbg !327
  %131 = add nsw i32 %130, %129, !dbg !328
    #dbg_value(i32 %131, !217, !DIExpression(), !316)
  %132 = udiv i32 %128, 10, !dbg !329
    #dbg_value(i32 %132, !220, !DIExpression(), !322)
  %133 = icmp ult i32 %128, 10, !dbg !323
  br i1 %133, label %123, label %127, !dbg !323, !llvm.loop !330

134:                                              ; preds = %123, %113
  %135 = phi i32 [ 0, %113 ], [ %124, %123 ], !dbg !332
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %135, i32 noundef %171), !dbg !333
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #6, !dbg !334
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #6, !dbg !334
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9), !dbg !334
    #dbg_value(ptr %7, !158, !DIExpression(), !335)
    #dbg_value(i32 0, !163, !DIExpression(), !335)
    #dbg_assign(i8 0, !90, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !337, ptr %7, !DIExpression(DW_OP_plus_uconst, 12), !148)
  %137 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !338
    #dbg_assign(i32 0, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !337, ptr %137, !DIExpression(), !148)
    #dbg_assign(i32 0, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !337, ptr %7, !DIExpression(DW_OP_plus_uconst, 8), !148)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %137, i8 0, i64 480, i1 false), !dbg !339, !DIAssignID !337
  store i32 1, ptr %7, align 4, !dbg !340, !tbaa !179, !DIAssignID !341
    #dbg_assign(i32 1, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !341, ptr %7, !DIExpression(), !148)
    #dbg_value(ptr %8, !158, !DIExpression(), !342)
    #dbg_value(i32 1, !163, !DIExpression(), !342)
  %138 = getelementptr inbounds i8, ptr %8, i64 12, !dbg !344
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %138, i8 0, i64 472, i1 false), !dbg !344, !DIAssignID !345
    #dbg_assign(i8 0, !91, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !345, ptr %138, !DIExpression(), !148)
  %139 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !346
  store i32 1, ptr %139, align 4, !dbg !347, !tbaa !170, !DIAssignID !348
    #dbg_assign(i32 1, !91, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !348, ptr %139, !DIExpression(), !148)
  %140 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !349
  store i32 0, ptr %140, align 4, !dbg !350, !tbaa !170, !DIAssignID !351
    #dbg_assign(i32 0, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !351, ptr %140, !DIExpression(), !148)
  store i32 1, ptr %8, align 4, !dbg !352, !tbaa !179, !DIAssignID !353
    #dbg_assign(i32 1, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !353, ptr %8, !DIExpression(), !148)
    #dbg_value(i32 1, !93, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #6, !dbg !354
    #dbg_value(ptr %10, !158, !DIExpression(), !355)
    #dbg_value(i32 1, !163, !DIExpression(), !355)
  %141 = getelementptr inbounds i8, ptr %10, i64 12, !dbg !357
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %141, i8 0, i64 472, i1 false), !dbg !357, !DIAssignID !358
    #dbg_assign(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 96, 3776), !358, ptr %141, !DIExpression(), !148)
  %142 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !359
  store i32 1, ptr %142, align 4, !dbg !360, !tbaa !170, !DIAssignID !361
    #dbg_assign(i32 1, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !361, ptr %142, !DIExpression(), !148)
  %143 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !362
  store i32 0, ptr %143, align 4, !dbg !363, !tbaa !170, !DIAssignID !364
    #dbg_assign(i32 0, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !364, ptr %143, !DIExpression(), !148)
  store i32 1, ptr %10, align 4, !dbg !365, !tbaa !179, !DIAssignID !366
    #dbg_assign(i32 1, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !366, ptr %10, !DIExpression(), !148)
    #dbg_value(i32 0, !95, !DIExpression(), !367)
  br label %177, !dbg !368

144:                                              ; preds = %170, %56
  %145 = phi i32 [ 1, %56 ], [ %171, %170 ]
  %146 = phi i32 [ 0, %56 ], [ %172, %170 ]
    #dbg_value(i32 %146, !88, !DIExpression(), !255)
    #dbg_value(ptr %6, !257, !DIExpression(), !369)
    #dbg_value(i32 2, !260, !DIExpression(), !369)
    #dbg_value(i64 0, !261, !DIExpression(), !369)
    #dbg_value(i32 0, !262, !DIExpression(), !372)
  %147 = icmp sgt i32 %145, 0, !dbg !373
  br i1 %147, label %148, label %170, !dbg !374

148:                                              ; preds = %144
  %149 = zext nneg i32 %145 to i64, !dbg !373
  br label %152, !dbg !374

150:                                              ; preds = %152
    #dbg_value(i64 %162, !261, !DIExpression(), !369)
  %151 = icmp ult i64 %159, 1000000000, !dbg !375
  br i1 %151, label %170, label %165, !dbg !375

152:                                              ; preds = %152, %148
  %153 = phi i64 [ 0, %148 ], [ %163, %152 ]
  %154 = phi i64 [ 0, %148 ], [ %162, %152 ]
    #dbg_value(i64 %154, !261, !DIExpression(), !369)
    #dbg_value(i64 %153, !262, !DIExpression(), !372)
  %155 = getelementptr inbounds [120 x i32], ptr %60, i64 0, i64 %153, !dbg !376
  %156 = load i32, ptr %155, align 4, !dbg !376, !tbaa !170
  %157 = zext i32 %156 to i64, !dbg !377
  %158 = shl nuw nsw i64 %157, 1, !dbg !378
  %159 = add nuw nsw i64 %158, %154, !dbg !379
    #dbg_value(i64 %159, !264, !DIExpression(), !380)
  %160 = urem i64 %159, 1000000000, !dbg !381
  %161 = trunc nuw nsw i64 %160 to i32, !dbg !382
  store i32 %161, ptr %155, align 4, !dbg !383, !tbaa !170
  %162 = udiv i64 %159, 1000000000, !dbg !384
    #dbg_value(i64 %162, !261, !DIExpression(), !369)
  %163 = add nuw nsw i64 %153, 1, !dbg !385
    #dbg_value(i64 %163, !262, !DIExpression(), !372)
  %164 = icmp eq i64 %163, %149, !dbg !373
  br i1 %164, label %150, label %152, !dbg !374, !llvm.loop !386

165:                                              ; preds = %150
    #dbg_value(i64 %162, !261, !DIExpression(), !369)
  %166 = trunc nuw nsw i64 %162 to i32, !dbg !388
  %167 = add nuw nsw i32 %145, 1, !dbg !389
    #dbg_assign(i32 %167, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !315, ptr %6, !DIExpression(), !148)
  %168 = zext nneg i32 %145 to i64, !dbg !390
  %169 = getelementptr inbounds [120 x i32], ptr %60, i64 0, i64 %168, !dbg !390
  store i32 %166, ptr %169, align 4, !dbg !391, !tbaa !170
    #dbg_value(i64 0, !261, !DIExpression(), !369)
  br label %170, !dbg !392

170:                                              ; preds = %165, %144, %150
  %171 = phi i32 [ %167, %165 ], [ %145, %144 ], [ %145, %150 ]
  %172 = add nuw nsw i32 %146, 1, !dbg !392
    #dbg_value(i32 %172, !88, !DIExpression(), !255)
  %173 = icmp eq i32 %172, 1000, !dbg !393
  br i1 %173, label %113, label %144, !dbg !256, !llvm.loop !394

174:                                              ; preds = %208
  %175 = getelementptr inbounds i8, ptr %4, i64 4
  %176 = zext i32 %211 to i64
  br label %212, !dbg !396

177:                                              ; preds = %208, %134
  %178 = phi i32 [ 1, %134 ], [ %211, %208 ]
  %179 = phi i32 [ 0, %134 ], [ %209, %208 ]
    #dbg_value(i32 %179, !95, !DIExpression(), !367)
    #dbg_value(ptr %10, !257, !DIExpression(), !397)
    #dbg_value(i32 1000000000, !260, !DIExpression(), !397)
    #dbg_value(i64 0, !261, !DIExpression(), !397)
    #dbg_value(i32 0, !262, !DIExpression(), !400)
  %180 = icmp sgt i32 %178, 0, !dbg !401
  br i1 %180, label %181, label %208, !dbg !402

181:                                              ; preds = %177
  %182 = zext nneg i32 %178 to i64, !dbg !401
  br label %185, !dbg !402

183:                                              ; preds = %185
    #dbg_value(i64 %195, !261, !DIExpression(), !397)
  %184 = icmp ult i64 %192, 1000000000, !dbg !403
  br i1 %184, label %208, label %198, !dbg !403

185:                                              ; preds = %185, %181
  %186 = phi i64 [ 0, %181 ], [ %196, %185 ]
  %187 = phi i64 [ 0, %181 ], [ %195, %185 ]
    #dbg_value(i64 %187, !261, !DIExpression(), !397)
    #dbg_value(i64 %186, !262, !DIExpression(), !400)
  %188 = getelementptr inbounds [120 x i32], ptr %142, i64 0, i64 %186, !dbg !404
  %189 = load i32, ptr %188, align 4, !dbg !404, !tbaa !170
  %190 = zext i32 %189 to i64, !dbg !405
  %191 = mul nuw nsw i64 %190, 1000000000, !dbg !406
  %192 = add nuw nsw i64 %191, %187, !dbg !407
    #dbg_value(i64 %192, !264, !DIExpression(), !408)
  %193 = urem i64 %192, 1000000000, !dbg !409
  %194 = trunc nuw nsw i64 %193 to i32, !dbg !410
  store i32 %194, ptr %188, align 4, !dbg !411, !tbaa !170
  %195 = udiv i64 %192, 1000000000, !dbg !412
    #dbg_value(i64 %195, !261, !DIExpression(), !397)
  %196 = add nuw nsw i64 %186, 1, !dbg !413
    #dbg_value(i64 %196, !262, !DIExpression(), !400)
  %197 = icmp eq i64 %196, %182, !dbg !401
  br i1 %197, label %183, label %185, !dbg !402, !llvm.loop !414

198:                                              ; preds = %183, %198
  %199 = phi i64 [ %206, %198 ], [ %195, %183 ]
    #dbg_value(i64 %199, !261, !DIExpression(), !397)
  %200 = urem i64 %199, 1000000000, !dbg !416
  %201 = trunc nuw nsw i64 %200 to i32, !dbg !417
  %202 = load i32, ptr %10, align 4, !dbg !418, !tbaa !179
  %203 = add nsw i32 %202, 1, !dbg !418
  store i32 %203, ptr %10, align 4, !dbg !418, !tbaa !179, !DIAssignID !419
    #dbg_assign(i32 %203, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !419, ptr %10, !DIExpression(), !148)
  %204 = sext i32 %202 to i64, !dbg !420
  %205 = getelementptr inbounds [120 x i32], ptr %142, i64 0, i64 %204, !dbg !420
  store i32 %201, ptr %205, align 4, !dbg !421, !tbaa !170
  %206 = udiv i64 %199, 1000000000, !dbg !422
    #dbg_value(i64 %206, !261, !DIExpression(), !397)
  %207 = icmp ult i64 %199, 1000000000, !dbg !403
  br i1 %207, label %208, label %198, !dbg !403, !llvm.loop !423

208:                                              ; preds = %198, %177, %183
  %209 = add nuw nsw i32 %179, 1, !dbg !425
    #dbg_value(i32 %209, !95, !DIExpression(), !367)
  %210 = icmp eq i32 %209, 11, !dbg !426
  %211 = load i32, ptr %10, align 4, !tbaa !179
  br i1 %210, label %174, label %177, !dbg !368, !llvm.loop !427

212:                                              ; preds = %174, %293
  %213 = phi i32 [ %295, %293 ], [ 1, %174 ], !dbg !429
  %214 = phi i32 [ %294, %293 ], [ 1, %174 ], !dbg !148
    #dbg_value(i32 %214, !93, !DIExpression(), !148)
    #dbg_value(ptr %8, !435, !DIExpression(), !440)
    #dbg_value(ptr %10, !436, !DIExpression(), !440)
  %215 = icmp eq i32 %213, %211, !dbg !441
  br i1 %215, label %218, label %216, !dbg !442

216:                                              ; preds = %212
  %217 = icmp slt i32 %213, %211, !dbg !443
  br i1 %217, label %231, label %296, !dbg !444

218:                                              ; preds = %212, %222
  %219 = phi i64 [ %223, %222 ], [ %176, %212 ]
    #dbg_value(i64 %219, !437, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !445)
  %220 = trunc nuw i64 %219 to i32, !dbg !446
  %221 = icmp slt i32 %220, 1, !dbg !446
  br i1 %221, label %296, label %222, !dbg !448

222:                                              ; preds = %218
  %223 = add nsw i64 %219, -1, !dbg !449
    #dbg_value(i64 %223, !437, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !445)
  %224 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %223, !dbg !450
  %225 = load i32, ptr %224, align 4, !dbg !450, !tbaa !170
  %226 = getelementptr inbounds [120 x i32], ptr %142, i64 0, i64 %223, !dbg !452
  %227 = load i32, ptr %226, align 4, !dbg !452, !tbaa !170
  %228 = icmp eq i32 %225, %227, !dbg !453
  br i1 %228, label %218, label %229, !dbg !454, !llvm.loop !455

229:                                              ; preds = %222
  %230 = icmp ult i32 %225, %227, !dbg !457
  br i1 %230, label %231, label %296, !dbg !458

231:                                              ; preds = %229, %216
    #dbg_assign(i1 undef, !459, !DIExpression(), !146, ptr %4, !DIExpression(), !472)
    #dbg_value(ptr %9, !462, !DIExpression(), !472)
    #dbg_value(ptr %7, !463, !DIExpression(), !472)
    #dbg_value(ptr %8, !464, !DIExpression(), !472)
  %232 = load i32, ptr %7, align 4, !dbg !475, !tbaa !179
  %233 = tail call i32 @llvm.smax.i32(i32 %232, i32 %213), !dbg !476
    #dbg_value(i32 %233, !465, !DIExpression(), !472)
    #dbg_value(i32 0, !466, !DIExpression(), !472)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %4) #6, !dbg !477
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 484, i1 false), !dbg !478, !DIAssignID !479
    #dbg_assign(i8 0, !459, !DIExpression(), !479, ptr %4, !DIExpression(), !472)
    #dbg_value(i32 0, !467, !DIExpression(), !480)
  %234 = icmp sgt i32 %233, 0, !dbg !481
  br i1 %234, label %236, label %235, !dbg !482

235:                                              ; preds = %231
  store i32 %233, ptr %4, align 4, !dbg !483, !tbaa !179, !DIAssignID !484
    #dbg_assign(i32 %233, !459, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !484, ptr %4, !DIExpression(), !472)
  br label %293, !dbg !485

236:                                              ; preds = %231
  %237 = zext nneg i32 %233 to i64, !dbg !481
  %238 = and i64 %237, 1, !dbg !482
  %239 = icmp eq i32 %233, 1, !dbg !482
  br i1 %239, label %242, label %240, !dbg !482

240:                                              ; preds = %236
  %241 = and i64 %237, 2147483646, !dbg !482
  br label %260, !dbg !482

242:                                              ; preds = %260, %236
  %243 = phi i1 [ poison, %236 ], [ %282, %260 ]
  %244 = phi i64 [ 0, %236 ], [ %287, %260 ]
  %245 = phi i32 [ 0, %236 ], [ %283, %260 ]
  %246 = icmp eq i64 %238, 0, !dbg !482
  br i1 %246, label %258, label %247, !dbg !482

247:                                              ; preds = %242
    #dbg_value(i32 %245, !466, !DIExpression(), !472)
    #dbg_value(i64 %244, !467, !DIExpression(), !480)
  %248 = getelementptr inbounds [120 x i32], ptr %137, i64 0, i64 %244, !dbg !486
  %249 = load i32, ptr %248, align 4, !dbg !486, !tbaa !170
  %250 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %244, !dbg !487
  %251 = load i32, ptr %250, align 4, !dbg !487, !tbaa !170
  %252 = add i32 %249, %245, !dbg !488
  %253 = add i32 %252, %251, !dbg !489
    #dbg_value(i32 %253, !469, !DIExpression(), !490)
  %254 = icmp ugt i32 %253, 999999999, !dbg !491
    #dbg_value(i1 %254, !466, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !472)
  %255 = add i32 %253, -1000000000, !dbg !492
  %256 = select i1 %254, i32 %255, i32 %253, !dbg !492
  %257 = getelementptr inbounds [120 x i32], ptr %175, i64 0, i64 %244, !dbg !493
  store i32 %256, ptr %257, align 4, !dbg !494, !tbaa !170
    #dbg_value(i64 %244, !467, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !480)
  br label %258, !dbg !483

258:                                              ; preds = %242, %247
  %259 = phi i1 [ %243, %242 ], [ %254, %247 ], !dbg !491
  store i32 %233, ptr %4, align 4, !dbg !483, !tbaa !179, !DIAssignID !484
    #dbg_assign(i32 %233, !459, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !484, ptr %4, !DIExpression(), !472)
  br i1 %259, label %290, label %293, !dbg !485

260:                                              ; preds = %260, %240
  %261 = phi i64 [ 0, %240 ], [ %287, %260 ]
  %262 = phi i32 [ 0, %240 ], [ %283, %260 ]
  %263 = phi i64 [ 0, %240 ], [ %288, %260 ]
    #dbg_value(i32 %262, !466, !DIExpression(), !472)
    #dbg_value(i64 %261, !467, !DIExpression(), !480)
  %264 = getelementptr inbounds [120 x i32], ptr %137, i64 0, i64 %261, !dbg !486
  %265 = load i32, ptr %264, align 4, !dbg !486, !tbaa !170
  %266 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %261, !dbg !487
  %267 = load i32, ptr %266, align 4, !dbg !487, !tbaa !170
  %268 = add i32 %265, %262, !dbg !488
  %269 = add i32 %268, %267, !dbg !489
    #dbg_value(i32 %269, !469, !DIExpression(), !490)
  %270 = icmp ugt i32 %269, 999999999, !dbg !491
  %271 = zext i1 %270 to i32, !dbg !491
    #dbg_value(i32 %271, !466, !DIExpression(), !472)
  %272 = add i32 %269, -1000000000, !dbg !492
  %273 = select i1 %270, i32 %272, i32 %269, !dbg !492
  %274 = getelementptr inbounds [120 x i32], ptr %175, i64 0, i64 %261, !dbg !493
  store i32 %273, ptr %274, align 4, !dbg !494, !tbaa !170
  %275 = or disjoint i64 %261, 1, !dbg !495
    #dbg_value(i64 %275, !467, !DIExpression(), !480)
  %276 = getelementptr inbounds [120 x i32], ptr %137, i64 0, i64 %275, !dbg !486
  %277 = load i32, ptr %276, align 4, !dbg !486, !tbaa !170
  %278 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %275, !dbg !487
  %279 = load i32, ptr %278, align 4, !dbg !487, !tbaa !170
  %280 = add i32 %277, %271, !dbg !488
  %281 = add i32 %280, %279, !dbg !489
    #dbg_value(i32 %281, !469, !DIExpression(), !490)
  %282 = icmp ugt i32 %281, 999999999, !dbg !491
  %283 = zext i1 %282 to i32, !dbg !491
    #dbg_value(i32 %283, !466, !DIExpression(), !472)
  %284 = add i32 %281, -1000000000, !dbg !492
  %285 = select i1 %282, i32 %284, i32 %281, !dbg !492
  %286 = getelementptr inbounds [120 x i32], ptr %175, i64 0, i64 %275, !dbg !493
  store i32 %285, ptr %286, align 4, !dbg !494, !tbaa !170
  %287 = add nuw nsw i64 %261, 2, !dbg !495
    #dbg_value(i64 %287, !467, !DIExpression(), !480)
  %288 = add i64 %263, 2, !dbg !482
  %289 = icmp eq i64 %288, %241, !dbg !482
  br i1 %289, label %242, label %260, !dbg !482, !llvm.loop !496

290:                                              ; preds = %258
  %291 = add nuw nsw i32 %233, 1, !dbg !498
  store i32 %291, ptr %4, align 4, !dbg !498, !tbaa !179, !DIAssignID !500
    #dbg_assign(i32 %291, !459, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !500, ptr %4, !DIExpression(), !472)
  %292 = getelementptr inbounds [120 x i32], ptr %175, i64 0, i64 %237, !dbg !501
  store i32 1, ptr %292, align 4, !dbg !502, !tbaa !170
  br label %293, !dbg !501

293:                                              ; preds = %235, %258, %290
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %4, i64 484, i1 false), !dbg !503, !tbaa.struct !504, !DIAssignID !506
    #dbg_assign(i1 undef, !92, !DIExpression(), !506, ptr %9, !DIExpression(), !148)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %4) #6, !dbg !507
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !dbg !508, !tbaa.struct !504, !DIAssignID !509
    #dbg_assign(i1 undef, !90, !DIExpression(), !509, ptr %7, !DIExpression(), !148)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !dbg !510, !tbaa.struct !504, !DIAssignID !511
    #dbg_assign(i1 undef, !91, !DIExpression(), !511, ptr %8, !DIExpression(), !148)
  %294 = add nuw nsw i32 %214, 1, !dbg !512
    #dbg_value(i32 %294, !93, !DIExpression(), !148)
  %295 = load i32, ptr %8, align 4, !dbg !429, !tbaa !179
  br label %212, !dbg !396, !llvm.loop !513

296:                                              ; preds = %216, %229, %218
  %297 = phi i32 [ %211, %218 ], [ %213, %216 ], [ %211, %229 ]
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %214), !dbg !515
    #dbg_value(ptr @.str.5, !184, !DIExpression(), !516)
    #dbg_value(ptr %8, !191, !DIExpression(), !516)
  %299 = add nsw i32 %297, -1, !dbg !518
  %300 = sext i32 %299 to i64, !dbg !519
  %301 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %300, !dbg !519
  %302 = load i32, ptr %301, align 4, !dbg !519, !tbaa !170
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %302), !dbg !520
    #dbg_value(i32 %297, !192, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !521)
  %304 = icmp sgt i32 %297, 1, !dbg !522
  br i1 %304, label %305, label %315, !dbg !523

305:                                              ; preds = %296
  %306 = add nsw i32 %297, -2, !dbg !524
    #dbg_value(i32 %306, !192, !DIExpression(), !521)
  %307 = zext nneg i32 %306 to i64, !dbg !523
  br label %308, !dbg !523

308:                                              ; preds = %308, %305
  %309 = phi i64 [ %307, %305 ], [ %313, %308 ]
    #dbg_value(i64 %309, !192, !DIExpression(), !521)
  %310 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %309, !dbg !525
  %311 = load i32, ptr %310, align 4, !dbg !525, !tbaa !170
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %311), !dbg !526
  %313 = add nsw i64 %309, -1, !dbg !527
    #dbg_value(i64 %313, !192, !DIExpression(), !521)
  %314 = icmp eq i64 %309, 0, !dbg !522
  br i1 %314, label %315, label %308, !dbg !523, !llvm.loop !528

315:                                              ; preds = %308, %296
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %297), !dbg !530
    #dbg_assign(i1 undef, !137, !DIExpression(), !145, ptr %3, !DIExpression(), !143)
    #dbg_value(ptr %3, !121, !DIExpression(), !143)
    #dbg_value(ptr %8, !122, !DIExpression(), !143)
    #dbg_value(ptr %8, !123, !DIExpression(), !143)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %2) #6, !dbg !531
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %2, i8 0, i64 1920, i1 false), !dbg !532, !DIAssignID !533
    #dbg_assign(i8 0, !113, !DIExpression(), !533, ptr %2, !DIExpression(), !143)
    #dbg_value(i32 0, !124, !DIExpression(), !534)
  %317 = icmp sgt i32 %297, 0, !dbg !535
  br i1 %317, label %321, label %318, !dbg !536

318:                                              ; preds = %315
  %319 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !537
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %319, i8 0, i64 480, i1 false), !dbg !537, !DIAssignID !538
    #dbg_assign(i8 0, !137, !DIExpression(), !538, ptr %3, !DIExpression(), !143)
    #dbg_assign(i8 0, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !539, ptr undef, !DIExpression(), !143)
  %320 = shl nsw i32 %297, 1, !dbg !540
    #dbg_assign(i32 %320, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !541, ptr %3, !DIExpression(), !143)
    #dbg_value(i32 0, !138, !DIExpression(), !542)
  br label %406, !dbg !543

321:                                              ; preds = %315
  %322 = zext nneg i32 %297 to i64, !dbg !535
  br label %323, !dbg !536

323:                                              ; preds = %321, %383
  %324 = phi i64 [ 0, %321 ], [ %384, %383 ]
  %325 = phi i32 [ %297, %321 ], [ %385, %383 ]
    #dbg_value(i64 %324, !124, !DIExpression(), !534)
    #dbg_value(i32 0, !129, !DIExpression(), !544)
    #dbg_value(i64 0, !126, !DIExpression(), !545)
  %326 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %324
  %327 = load i32, ptr %326, align 4, !tbaa !170
  %328 = zext i32 %327 to i64
  br label %357, !dbg !546

329:                                              ; preds = %383
  %330 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !537
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %330, i8 0, i64 480, i1 false), !dbg !537, !DIAssignID !538
    #dbg_assign(i8 0, !137, !DIExpression(), !538, ptr %3, !DIExpression(), !143)
    #dbg_assign(i8 0, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !539, ptr undef, !DIExpression(), !143)
  %331 = shl nuw nsw i32 %297, 1, !dbg !540
  store i32 %331, ptr %3, align 4, !dbg !547, !tbaa !179, !DIAssignID !541
    #dbg_assign(i32 %331, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !541, ptr %3, !DIExpression(), !143)
    #dbg_value(i32 0, !138, !DIExpression(), !542)
  br i1 %317, label %332, label %406, !dbg !543

332:                                              ; preds = %329
  %333 = zext nneg i32 %331 to i64, !dbg !548
  %334 = icmp eq i32 %297, 1, !dbg !543
  br i1 %334, label %335, label %337, !dbg !543

335:                                              ; preds = %351, %332
  %336 = phi i64 [ 0, %332 ], [ %338, %351 ]
  br label %387, !dbg !543

337:                                              ; preds = %332
  %338 = and i64 %333, 2147483644, !dbg !543
  br label %339, !dbg !543

339:                                              ; preds = %339, %337
  %340 = phi i64 [ 0, %337 ], [ %349, %339 ], !dbg !550
  %341 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %340, !dbg !551
  %342 = getelementptr inbounds i8, ptr %341, i64 16, !dbg !551
  %343 = load <2 x i64>, ptr %341, align 16, !dbg !551, !tbaa !552
  %344 = load <2 x i64>, ptr %342, align 16, !dbg !551, !tbaa !552
  %345 = trunc <2 x i64> %343 to <2 x i32>, !dbg !554
  %346 = trunc <2 x i64> %344 to <2 x i32>, !dbg !554
  %347 = getelementptr inbounds [120 x i32], ptr %330, i64 0, i64 %340, !dbg !555
  %348 = getelementptr inbounds i8, ptr %347, i64 8, !dbg !556
  store <2 x i32> %345, ptr %347, align 4, !dbg !556, !tbaa !170
  store <2 x i32> %346, ptr %348, align 4, !dbg !556, !tbaa !170
  %349 = add nuw i64 %340, 4, !dbg !550
  %350 = icmp eq i64 %349, %338, !dbg !550
  br i1 %350, label %351, label %339, !dbg !550, !llvm.loop !557

351:                                              ; preds = %339
  %352 = icmp eq i64 %338, %333, !dbg !543
  br i1 %352, label %395, label %335, !dbg !543

353:                                              ; preds = %357
    #dbg_value(!DIArgList(i32 %297, i64 %324), !134, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !545)
    #dbg_value(i64 %370, !126, !DIExpression(), !545)
  %354 = icmp ult i64 %368, 1000000000, !dbg !561
  br i1 %354, label %383, label %355, !dbg !561

355:                                              ; preds = %353
  %356 = sext i32 %325 to i64, !dbg !546
  br label %373, !dbg !561

357:                                              ; preds = %357, %323
  %358 = phi i64 [ 0, %323 ], [ %371, %357 ]
  %359 = phi i64 [ 0, %323 ], [ %370, %357 ]
    #dbg_value(i64 %358, !129, !DIExpression(), !544)
    #dbg_value(i64 %359, !126, !DIExpression(), !545)
  %360 = add nuw nsw i64 %358, %324, !dbg !562
  %361 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %360, !dbg !563
  %362 = load i64, ptr %361, align 8, !dbg !563, !tbaa !552
  %363 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %358, !dbg !564
  %364 = load i32, ptr %363, align 4, !dbg !564, !tbaa !170
  %365 = zext i32 %364 to i64, !dbg !564
  %366 = mul nuw i64 %365, %328, !dbg !565
  %367 = add i64 %362, %359, !dbg !566
  %368 = add i64 %367, %366, !dbg !567
    #dbg_value(i64 %368, !131, !DIExpression(), !568)
  %369 = urem i64 %368, 1000000000, !dbg !569
  store i64 %369, ptr %361, align 8, !dbg !570, !tbaa !552
  %370 = udiv i64 %368, 1000000000, !dbg !571
    #dbg_value(i64 %370, !126, !DIExpression(), !545)
  %371 = add nuw nsw i64 %358, 1, !dbg !572
    #dbg_value(i64 %371, !129, !DIExpression(), !544)
  %372 = icmp eq i64 %371, %322, !dbg !573
  br i1 %372, label %353, label %357, !dbg !546, !llvm.loop !574

373:                                              ; preds = %355, %373
  %374 = phi i64 [ %380, %373 ], [ %356, %355 ]
  %375 = phi i64 [ %381, %373 ], [ %370, %355 ]
    #dbg_value(i64 %374, !134, !DIExpression(), !545)
    #dbg_value(i64 %375, !126, !DIExpression(), !545)
  %376 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %374, !dbg !576
  %377 = load i64, ptr %376, align 8, !dbg !576, !tbaa !552
  %378 = add i64 %377, %375, !dbg !577
    #dbg_value(i64 %378, !135, !DIExpression(), !578)
  %379 = urem i64 %378, 1000000000, !dbg !579
  %380 = add nsw i64 %374, 1, !dbg !580
    #dbg_value(i64 %380, !134, !DIExpression(), !545)
  store i64 %379, ptr %376, align 8, !dbg !581, !tbaa !552
  %381 = udiv i64 %378, 1000000000, !dbg !582
    #dbg_value(i64 %381, !126, !DIExpression(), !545)
  %382 = icmp ult i64 %378, 1000000000, !dbg !561
  br i1 %382, label %383, label %373, !dbg !561, !llvm.loop !583

383:                                              ; preds = %373, %353
  %384 = add nuw nsw i64 %324, 1, !dbg !585
    #dbg_value(i64 %384, !124, !DIExpression(), !534)
  %385 = add i32 %325, 1, !dbg !536
  %386 = icmp eq i64 %384, %322, !dbg !535
  br i1 %386, label %329, label %323, !dbg !536, !llvm.loop !586

387:                                              ; preds = %335, %387
  %388 = phi i64 [ %393, %387 ], [ %336, %335 ]
    #dbg_value(i64 %388, !138, !DIExpression(), !542)
  %389 = getelementptr inbounds [240 x i64], ptr %2, i64 0, i64 %388, !dbg !551
  %390 = load i64, ptr %389, align 8, !dbg !551, !tbaa !552
  %391 = trunc i64 %390 to i32, !dbg !554
  %392 = getelementptr inbounds [120 x i32], ptr %330, i64 0, i64 %388, !dbg !555
  store i32 %391, ptr %392, align 4, !dbg !556, !tbaa !170
  %393 = add nuw nsw i64 %388, 1, !dbg !550
    #dbg_value(i64 %393, !138, !DIExpression(), !542)
  %394 = icmp eq i64 %393, %333, !dbg !548
  br i1 %394, label %395, label %387, !dbg !543, !llvm.loop !588

395:                                              ; preds = %387, %351
  br label %398, !dbg !589

396:                                              ; preds = %398
  %397 = icmp ugt i64 %399, 2, !dbg !590
  br i1 %397, label %398, label %406, !dbg !591, !llvm.loop !592

398:                                              ; preds = %395, %396
  %399 = phi i64 [ %400, %396 ], [ %333, %395 ]
  %400 = add nsw i64 %399, -1, !dbg !594
  %401 = getelementptr inbounds [120 x i32], ptr %330, i64 0, i64 %400, !dbg !595
  %402 = load i32, ptr %401, align 4, !dbg !595, !tbaa !170
  %403 = icmp eq i32 %402, 0, !dbg !596
    #dbg_assign(i64 %400, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !597, ptr %3, !DIExpression(), !143)
  br i1 %403, label %396, label %404, !dbg !589

404:                                              ; preds = %398
  %405 = trunc nuw nsw i64 %399 to i32
  br label %406, !dbg !593

406:                                              ; preds = %396, %318, %329, %404
  %407 = phi i32 [ %331, %329 ], [ %405, %404 ], [ %320, %318 ], [ 1, %396 ]
  store i32 %407, ptr %3, align 4, !dbg !593, !tbaa !179, !DIAssignID !597
    #dbg_assign(i1 undef, !97, !DIExpression(), !598, ptr %3, !DIExpression(), !148)
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %2) #6, !dbg !599
    #dbg_value(ptr @.str.6, !184, !DIExpression(), !600)
    #dbg_value(ptr %3, !191, !DIExpression(), !600)
  %408 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !602
  %409 = add nsw i32 %407, -1, !dbg !603
  %410 = sext i32 %409 to i64, !dbg !604
  %411 = getelementptr inbounds [120 x i32], ptr %408, i64 0, i64 %410, !dbg !604
  %412 = load i32, ptr %411, align 4, !dbg !604, !tbaa !170
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %412), !dbg !605
    #dbg_value(i32 %407, !192, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !606)
  %414 = icmp sgt i32 %407, 1, !dbg !607
  br i1 %414, label %415, label %425, !dbg !608

415:                                              ; preds = %406
  %416 = add nsw i32 %407, -2, !dbg !609
    #dbg_value(i32 %416, !192, !DIExpression(), !606)
  %417 = zext nneg i32 %416 to i64, !dbg !608
  br label %418, !dbg !608

418:                                              ; preds = %418, %415
  %419 = phi i64 [ %417, %415 ], [ %423, %418 ]
    #dbg_value(i64 %419, !192, !DIExpression(), !606)
  %420 = getelementptr inbounds [120 x i32], ptr %408, i64 0, i64 %419, !dbg !610
  %421 = load i32, ptr %420, align 4, !dbg !610, !tbaa !170
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %421), !dbg !611
  %423 = add nsw i64 %419, -1, !dbg !612
    #dbg_value(i64 %423, !192, !DIExpression(), !606)
  %424 = icmp eq i64 %419, 0, !dbg !607
  br i1 %424, label %425, label %418, !dbg !608, !llvm.loop !613

425:                                              ; preds = %418, %406
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %407), !dbg !615
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %11) #6, !dbg !616
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !617, !tbaa.struct !504, !DIAssignID !618
    #dbg_assign(i1 undef, !98, !DIExpression(), !618, ptr %11, !DIExpression(), !148)
    #dbg_assign(i1 undef, !103, !DIExpression(), !619, ptr @__const.main.divs, !DIExpression(), !148)
    #dbg_value(i32 0, !104, !DIExpression(), !620)
  %427 = getelementptr inbounds i8, ptr %12, i64 4
  %428 = getelementptr inbounds i8, ptr %1, i64 4
  br label %432, !dbg !621

429:                                              ; preds = %531
    #dbg_value(i32 100, !109, !DIExpression(), !622)
  %430 = getelementptr inbounds i8, ptr %11, i64 4
  %431 = load i32, ptr %11, align 4, !dbg !623, !tbaa !179
  br label %555, !dbg !638

432:                                              ; preds = %425, %531
  %433 = phi i64 [ 0, %425 ], [ %534, %531 ]
    #dbg_value(i64 %433, !104, !DIExpression(), !620)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %12) #6, !dbg !639
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %12, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !dbg !640, !tbaa.struct !504, !DIAssignID !641
    #dbg_assign(i1 undef, !106, !DIExpression(), !641, ptr %12, !DIExpression(), !156)
    #dbg_assign(i1 undef, !459, !DIExpression(), !111, ptr %1, !DIExpression(), !642)
    #dbg_value(ptr %12, !462, !DIExpression(), !642)
    #dbg_value(ptr %12, !463, !DIExpression(), !642)
    #dbg_value(ptr %8, !464, !DIExpression(), !642)
  %434 = load i32, ptr %12, align 4, !dbg !644, !tbaa !179
  %435 = tail call i32 @llvm.smax.i32(i32 %434, i32 %297), !dbg !645
    #dbg_value(i32 %435, !465, !DIExpression(), !642)
    #dbg_value(i32 0, !466, !DIExpression(), !642)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %1) #6, !dbg !646
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %1, i8 0, i64 484, i1 false), !dbg !647, !DIAssignID !648
    #dbg_assign(i8 0, !459, !DIExpression(), !648, ptr %1, !DIExpression(), !642)
    #dbg_value(i32 0, !467, !DIExpression(), !649)
  %436 = icmp sgt i32 %435, 0, !dbg !650
  br i1 %436, label %438, label %437, !dbg !651

437:                                              ; preds = %432
  store i32 %435, ptr %1, align 4, !dbg !652, !tbaa !179, !DIAssignID !653
    #dbg_assign(i32 %435, !459, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !653, ptr %1, !DIExpression(), !642)
  br label %495, !dbg !654

438:                                              ; preds = %432
  %439 = zext nneg i32 %435 to i64, !dbg !650
  %440 = and i64 %439, 1, !dbg !651
  %441 = icmp eq i32 %435, 1, !dbg !651
  br i1 %441, label %444, label %442, !dbg !651

442:                                              ; preds = %438
  %443 = and i64 %439, 2147483646, !dbg !651
  br label %462, !dbg !651

444:                                              ; preds = %462, %438
  %445 = phi i1 [ poison, %438 ], [ %484, %462 ]
  %446 = phi i64 [ 0, %438 ], [ %489, %462 ]
  %447 = phi i32 [ 0, %438 ], [ %485, %462 ]
  %448 = icmp eq i64 %440, 0, !dbg !651
  br i1 %448, label %460, label %449, !dbg !651

449:                                              ; preds = %444
    #dbg_value(i32 %447, !466, !DIExpression(), !642)
    #dbg_value(i64 %446, !467, !DIExpression(), !649)
  %450 = getelementptr inbounds [120 x i32], ptr %427, i64 0, i64 %446, !dbg !655
  %451 = load i32, ptr %450, align 4, !dbg !655, !tbaa !170
  %452 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %446, !dbg !656
  %453 = load i32, ptr %452, align 4, !dbg !656, !tbaa !170
  %454 = add i32 %451, %447, !dbg !657
  %455 = add i32 %454, %453, !dbg !658
    #dbg_value(i32 %455, !469, !DIExpression(), !659)
  %456 = icmp ugt i32 %455, 999999999, !dbg !660
    #dbg_value(i1 %456, !466, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !642)
  %457 = add i32 %455, -1000000000, !dbg !661
  %458 = select i1 %456, i32 %457, i32 %455, !dbg !661
  %459 = getelementptr inbounds [120 x i32], ptr %428, i64 0, i64 %446, !dbg !662
  store i32 %458, ptr %459, align 4, !dbg !663, !tbaa !170
    #dbg_value(i64 %446, !467, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !649)
  br label %460, !dbg !652

460:                                              ; preds = %444, %449
  %461 = phi i1 [ %445, %444 ], [ %456, %449 ], !dbg !660
  store i32 %435, ptr %1, align 4, !dbg !652, !tbaa !179, !DIAssignID !653
    #dbg_assign(i32 %435, !459, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !653, ptr %1, !DIExpression(), !642)
  br i1 %461, label %492, label %495, !dbg !654

462:                                              ; preds = %462, %442
  %463 = phi i64 [ 0, %442 ], [ %489, %462 ]
  %464 = phi i32 [ 0, %442 ], [ %485, %462 ]
  %465 = phi i64 [ 0, %442 ], [ %490, %462 ]
    #dbg_value(i32 %464, !466, !DIExpression(), !642)
    #dbg_value(i64 %463, !467, !DIExpression(), !649)
  %466 = getelementptr inbounds [120 x i32], ptr %427, i64 0, i64 %463, !dbg !655
  %467 = load i32, ptr %466, align 4, !dbg !655, !tbaa !170
  %468 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %463, !dbg !656
  %469 = load i32, ptr %468, align 4, !dbg !656, !tbaa !170
  %470 = add i32 %467, %464, !dbg !657
  %471 = add i32 %470, %469, !dbg !658
    #dbg_value(i32 %471, !469, !DIExpression(), !659)
  %472 = icmp ugt i32 %471, 999999999, !dbg !660
  %473 = zext i1 %472 to i32, !dbg !660
    #dbg_value(i32 %473, !466, !DIExpression(), !642)
  %474 = add i32 %471, -1000000000, !dbg !661
  %475 = select i1 %472, i32 %474, i32 %471, !dbg !661
  %476 = getelementptr inbounds [120 x i32], ptr %428, i64 0, i64 %463, !dbg !662
  store i32 %475, ptr %476, align 4, !dbg !663, !tbaa !170
  %477 = or disjoint i64 %463, 1, !dbg !664
    #dbg_value(i64 %477, !467, !DIExpression(), !649)
  %478 = getelementptr inbounds [120 x i32], ptr %427, i64 0, i64 %477, !dbg !655
  %479 = load i32, ptr %478, align 4, !dbg !655, !tbaa !170
  %480 = getelementptr inbounds [120 x i32], ptr %139, i64 0, i64 %477, !dbg !656
  %481 = load i32, ptr %480, align 4, !dbg !656, !tbaa !170
  %482 = add i32 %479, %473, !dbg !657
  %483 = add i32 %482, %481, !dbg !658
    #dbg_value(i32 %483, !469, !DIExpression(), !659)
  %484 = icmp ugt i32 %483, 999999999, !dbg !660
  %485 = zext i1 %484 to i32, !dbg !660
    #dbg_value(i32 %485, !466, !DIExpression(), !642)
  %486 = add i32 %483, -1000000000, !dbg !661
  %487 = select i1 %484, i32 %486, i32 %483, !dbg !661
  %488 = getelementptr inbounds [120 x i32], ptr %428, i64 0, i64 %477, !dbg !662
  store i32 %487, ptr %488, align 4, !dbg !663, !tbaa !170
  %489 = add nuw nsw i64 %463, 2, !dbg !664
    #dbg_value(i64 %489, !467, !DIExpression(), !649)
  %490 = add i64 %465, 2, !dbg !651
  %491 = icmp eq i64 %490, %443, !dbg !651
  br i1 %491, label %444, label %462, !dbg !651, !llvm.loop !665

492:                                              ; preds = %460
  %493 = add nuw nsw i32 %435, 1, !dbg !667
  store i32 %493, ptr %1, align 4, !dbg !667, !tbaa !179, !DIAssignID !668
    #dbg_assign(i32 %493, !459, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !668, ptr %1, !DIExpression(), !642)
  %494 = getelementptr inbounds [120 x i32], ptr %428, i64 0, i64 %439, !dbg !669
  store i32 1, ptr %494, align 4, !dbg !670, !tbaa !170
  br label %495, !dbg !669

495:                                              ; preds = %437, %460, %492
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %12, ptr noundef nonnull align 4 dereferenceable(484) %1, i64 484, i1 false), !dbg !671, !tbaa.struct !504, !DIAssignID !672
    #dbg_assign(i1 undef, !106, !DIExpression(), !672, ptr %12, !DIExpression(), !156)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %1) #6, !dbg !673
  %496 = getelementptr inbounds [6 x i32], ptr @__const.main.divs, i64 0, i64 %433, !dbg !674
  %497 = load i32, ptr %496, align 4, !dbg !674, !tbaa !170
    #dbg_value(ptr %12, !629, !DIExpression(), !675)
    #dbg_value(i32 %497, !630, !DIExpression(), !675)
    #dbg_value(i64 0, !631, !DIExpression(), !675)
  %498 = load i32, ptr %12, align 4, !dbg !677, !tbaa !179
    #dbg_value(i32 %498, !632, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !678)
  %499 = icmp sgt i32 %498, 0, !dbg !679
  br i1 %499, label %500, label %531, !dbg !680

500:                                              ; preds = %495
  %501 = zext i32 %497 to i64
  %502 = zext nneg i32 %498 to i64, !dbg !680
  br label %503, !dbg !680

503:                                              ; preds = %503, %500
  %504 = phi i64 [ %502, %500 ], [ %506, %503 ]
  %505 = phi i64 [ 0, %500 ], [ %514, %503 ]
    #dbg_value(i64 %505, !631, !DIExpression(), !675)
    #dbg_value(i64 %504, !632, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !678)
  %506 = add nsw i64 %504, -1, !dbg !681
    #dbg_value(i64 %506, !632, !DIExpression(), !678)
  %507 = getelementptr inbounds [120 x i32], ptr %427, i64 0, i64 %506, !dbg !682
  %508 = load i32, ptr %507, align 4, !dbg !682, !tbaa !170
  %509 = zext i32 %508 to i64, !dbg !682
  %510 = mul nuw nsw i64 %505, 1000000000, !dbg !683
  %511 = add nuw nsw i64 %510, %509, !dbg !684
    #dbg_value(i64 %511, !633, !DIExpression(), !685)
  %512 = udiv i64 %511, %501, !dbg !686
  %513 = trunc i64 %512 to i32, !dbg !687
  store i32 %513, ptr %507, align 4, !dbg !688, !tbaa !170
  %514 = urem i64 %511, %501, !dbg !689
    #dbg_value(i64 %514, !631, !DIExpression(), !675)
    #dbg_value(i64 %506, !632, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !678)
  %515 = icmp ugt i64 %504, 1, !dbg !679
  br i1 %515, label %503, label %516, !dbg !680, !llvm.loop !690

516:                                              ; preds = %503
  %517 = load i32, ptr %12, align 4, !dbg !692, !tbaa !179
  %518 = trunc nuw i64 %514 to i32, !dbg !693
  %519 = icmp sgt i32 %517, 1, !dbg !694
  br i1 %519, label %520, label %531, !dbg !695

520:                                              ; preds = %516
  %521 = zext nneg i32 %517 to i64, !dbg !696
  br label %522, !dbg !696

522:                                              ; preds = %528, %520
  %523 = phi i64 [ %521, %520 ], [ %524, %528 ]
  %524 = add nsw i64 %523, -1, !dbg !697
  %525 = getelementptr inbounds [120 x i32], ptr %427, i64 0, i64 %524, !dbg !698
  %526 = load i32, ptr %525, align 4, !dbg !698, !tbaa !170
  %527 = icmp eq i32 %526, 0, !dbg !699
  br i1 %527, label %528, label %531, !dbg !696

528:                                              ; preds = %522
  %529 = trunc nuw nsw i64 %524 to i32, !dbg !700
  store i32 %529, ptr %12, align 4, !dbg !700, !tbaa !179, !DIAssignID !701
    #dbg_assign(i32 %529, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !701, ptr %12, !DIExpression(), !156)
  %530 = icmp ugt i64 %523, 2, !dbg !694
  br i1 %530, label %522, label %531, !dbg !695, !llvm.loop !702

531:                                              ; preds = %522, %528, %495, %516
  %532 = phi i32 [ %518, %516 ], [ 0, %495 ], [ %518, %528 ], [ %518, %522 ]
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %497, i32 noundef %532), !dbg !703
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %12) #6, !dbg !704
  %534 = add nuw nsw i64 %433, 1, !dbg !705
    #dbg_value(i64 %534, !104, !DIExpression(), !620)
  %535 = icmp eq i64 %534, 6, !dbg !706
  br i1 %535, label %429, label %432, !dbg !621, !llvm.loop !707

536:                                              ; preds = %593
    #dbg_value(ptr @.str.8, !184, !DIExpression(), !709)
    #dbg_value(ptr %11, !191, !DIExpression(), !709)
  %537 = add nsw i32 %594, -1, !dbg !711
  %538 = sext i32 %537 to i64, !dbg !712
  %539 = getelementptr inbounds [120 x i32], ptr %430, i64 0, i64 %538, !dbg !712
  %540 = load i32, ptr %539, align 4, !dbg !712, !tbaa !170
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %540), !dbg !713
    #dbg_value(i32 %594, !192, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !714)
  %542 = icmp sgt i32 %594, 1, !dbg !715
  br i1 %542, label %543, label %553, !dbg !716

543:                                              ; preds = %536
  %544 = add nsw i32 %594, -2, !dbg !717
    #dbg_value(i32 %544, !192, !DIExpression(), !714)
  %545 = zext nneg i32 %544 to i64, !dbg !716
  br label %546, !dbg !716

546:                                              ; preds = %546, %543
  %547 = phi i64 [ %545, %543 ], [ %551, %546 ]
    #dbg_value(i64 %547, !192, !DIExpression(), !714)
  %548 = getelementptr inbounds [120 x i32], ptr %430, i64 0, i64 %547, !dbg !718
  %549 = load i32, ptr %548, align 4, !dbg !718, !tbaa !170
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %549), !dbg !719
  %551 = add nsw i64 %547, -1, !dbg !720
    #dbg_value(i64 %551, !192, !DIExpression(), !714)
  %552 = icmp eq i64 %547, 0, !dbg !715
  br i1 %552, label %553, label %546, !dbg !716, !llvm.loop !721

553:                                              ; preds = %546, %536
  %554 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %594), !dbg !723
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %11) #6, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #6, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9), !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #6, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #6, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #6, !dbg !724
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #6, !dbg !724
  ret i32 0, !dbg !725

555:                                              ; preds = %429, %593
  %556 = phi i32 [ %431, %429 ], [ %594, %593 ], !dbg !623
  %557 = phi i64 [ 100, %429 ], [ %595, %593 ]
    #dbg_value(i64 %557, !109, !DIExpression(), !622)
    #dbg_value(ptr %11, !629, !DIExpression(), !726)
    #dbg_value(i64 %557, !630, !DIExpression(), !726)
    #dbg_value(i64 0, !631, !DIExpression(), !726)
    #dbg_value(i32 %556, !632, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !727)
  %558 = icmp sgt i32 %556, 0, !dbg !728
  br i1 %558, label %559, label %593, !dbg !729

559:                                              ; preds = %555
  %560 = zext nneg i32 %556 to i64, !dbg !729
  br label %561, !dbg !729

561:                                              ; preds = %561, %559
  %562 = phi i64 [ %560, %559 ], [ %564, %561 ]
  %563 = phi i64 [ 0, %559 ], [ %572, %561 ]
    #dbg_value(i64 %563, !631, !DIExpression(), !726)
    #dbg_value(i64 %562, !632, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !727)
  %564 = add nsw i64 %562, -1, !dbg !730
    #dbg_value(i64 %564, !632, !DIExpression(), !727)
  %565 = getelementptr inbounds [120 x i32], ptr %430, i64 0, i64 %564, !dbg !731
  %566 = load i32, ptr %565, align 4, !dbg !731, !tbaa !170
  %567 = zext i32 %566 to i64, !dbg !731
  %568 = mul nuw nsw i64 %563, 1000000000, !dbg !732
  %569 = add nuw nsw i64 %568, %567, !dbg !733
    #dbg_value(i64 %569, !633, !DIExpression(), !734)
  %570 = udiv i64 %569, %557, !dbg !735
  %571 = trunc i64 %570 to i32, !dbg !736
  store i32 %571, ptr %565, align 4, !dbg !737, !tbaa !170
  %572 = urem i64 %569, %557, !dbg !738
    #dbg_value(i64 %572, !631, !DIExpression(), !726)
    #dbg_value(i64 %564, !632, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !727)
  %573 = icmp ugt i64 %562, 1, !dbg !728
  br i1 %573, label %561, label %574, !dbg !729, !llvm.loop !739

574:                                              ; preds = %561
  %575 = load i32, ptr %11, align 4, !dbg !741, !tbaa !179
  %576 = icmp sgt i32 %575, 1, !dbg !742
  br i1 %576, label %577, label %593, !dbg !743

577:                                              ; preds = %574
  %578 = zext nneg i32 %575 to i64, !dbg !744
  %579 = add nsw i64 %578, -1, !dbg !745
  %580 = getelementptr inbounds [120 x i32], ptr %430, i64 0, i64 %579, !dbg !746
  %581 = load i32, ptr %580, align 4, !dbg !746, !tbaa !170
  %582 = icmp eq i32 %581, 0, !dbg !747
  br i1 %582, label %588, label %593, !dbg !744

583:                                              ; preds = %588
  %584 = add nsw i64 %589, -1, !dbg !745
  %585 = getelementptr inbounds [120 x i32], ptr %430, i64 0, i64 %584, !dbg !746
  %586 = load i32, ptr %585, align 4, !dbg !746, !tbaa !170
  %587 = icmp eq i32 %586, 0, !dbg !747
  br i1 %587, label %588, label %593, !dbg !744, !llvm.loop !748

588:                                              ; preds = %577, %583
  %589 = phi i64 [ %584, %583 ], [ %579, %577 ]
  %590 = phi i64 [ %589, %583 ], [ %578, %577 ]
  %591 = trunc nuw nsw i64 %589 to i32, !dbg !749
  store i32 %591, ptr %11, align 4, !dbg !749, !tbaa !179, !DIAssignID !750
    #dbg_assign(i32 %591, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !750, ptr %11, !DIExpression(), !148)
  %592 = icmp ugt i64 %590, 2, !dbg !742
  br i1 %592, label %583, label %593, !dbg !743, !llvm.loop !748

593:                                              ; preds = %588, %583, %577, %555, %574
  %594 = phi i32 [ %556, %555 ], [ %575, %574 ], [ %575, %577 ], [ %591, %583 ], [ %591, %588 ]
  %595 = add nsw i64 %557, -1, !dbg !751
    #dbg_value(i64 %595, !109, !DIExpression(), !622)
  %596 = icmp ugt i64 %595, 1, !dbg !752
  br i1 %596, label %555, label %536, !dbg !638, !llvm.loop !753
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !755 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
!156 = !DILocation(line: 0, scope: !107)
!157 = !DILocation(line: 115, column: 5, scope: !73)
!158 = !DILocalVariable(name: "b", arg: 1, scope: !159, file: !2, line: 15, type: !117)
!159 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 15, type: !160, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !117, !60}
!162 = !{!158, !163}
!163 = !DILocalVariable(name: "v", arg: 2, scope: !159, file: !2, line: 15, type: !60)
!164 = !DILocation(line: 0, scope: !159, inlinedAt: !165)
!165 = distinct !DILocation(line: 116, column: 5, scope: !73)
!166 = !DILocation(line: 16, column: 5, scope: !159, inlinedAt: !165)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 17, column: 8, scope: !159, inlinedAt: !165)
!169 = !DILocation(line: 17, column: 13, scope: !159, inlinedAt: !165)
!170 = !{!171, !171, i64 0}
!171 = !{!"int", !172, i64 0}
!172 = !{!"omnipotent char", !173, i64 0}
!173 = !{!"Simple C/C++ TBAA"}
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 18, column: 5, scope: !159, inlinedAt: !165)
!176 = !DILocation(line: 18, column: 13, scope: !159, inlinedAt: !165)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 19, column: 10, scope: !159, inlinedAt: !165)
!179 = !{!180, !171, i64 0}
!180 = !{!"big", !171, i64 0, !172, i64 4}
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 0, scope: !86)
!183 = !DILocation(line: 117, column: 5, scope: !86)
!184 = !DILocalVariable(name: "lbl", arg: 1, scope: !185, file: !2, line: 99, type: !188)
!185 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 99, type: !186, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !188, !118}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!190 = !{!184, !191, !192}
!191 = !DILocalVariable(name: "b", arg: 2, scope: !185, file: !2, line: 99, type: !118)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 101, type: !63)
!193 = distinct !DILexicalBlock(scope: !185, file: !2, line: 101, column: 5)
!194 = !DILocation(line: 0, scope: !185, inlinedAt: !195)
!195 = distinct !DILocation(line: 122, column: 5, scope: !73)
!196 = !DILocation(line: 100, column: 36, scope: !185, inlinedAt: !195)
!197 = !DILocation(line: 100, column: 38, scope: !185, inlinedAt: !195)
!198 = !DILocation(line: 100, column: 28, scope: !185, inlinedAt: !195)
!199 = !DILocation(line: 100, column: 5, scope: !185, inlinedAt: !195)
!200 = !DILocation(line: 0, scope: !193, inlinedAt: !195)
!201 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !195)
!202 = distinct !DILexicalBlock(scope: !193, file: !2, line: 101, column: 5)
!203 = !DILocation(line: 101, column: 5, scope: !193, inlinedAt: !195)
!204 = !DILocation(line: 101, column: 23, scope: !193, inlinedAt: !195)
!205 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !195)
!206 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !195)
!207 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !195)
!208 = distinct !{!208, !203, !209, !210}
!209 = !DILocation(line: 102, column: 31, scope: !193, inlinedAt: !195)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !DILocation(line: 103, column: 5, scope: !185, inlinedAt: !195)
!212 = !DILocalVariable(name: "b", arg: 1, scope: !213, file: !2, line: 106, type: !118)
!213 = distinct !DISubprogram(name: "digit_sum", scope: !2, file: !2, line: 106, type: !214, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!63, !118}
!216 = !{!212, !217, !218, !220}
!217 = !DILocalVariable(name: "s", scope: !213, file: !2, line: 107, type: !63)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 108, type: !63)
!219 = distinct !DILexicalBlock(scope: !213, file: !2, line: 108, column: 5)
!220 = !DILocalVariable(name: "v", scope: !221, file: !2, line: 109, type: !60)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 109, column: 9)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 108, column: 5)
!223 = !DILocation(line: 0, scope: !213, inlinedAt: !224)
!224 = distinct !DILocation(line: 123, column: 40, scope: !73)
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
!241 = !DILocation(line: 123, column: 5, scope: !73)
!242 = !DILocation(line: 124, column: 5, scope: !73)
!243 = !DILocation(line: 0, scope: !159, inlinedAt: !244)
!244 = distinct !DILocation(line: 125, column: 5, scope: !73)
!245 = !DILocation(line: 16, column: 5, scope: !159, inlinedAt: !244)
!246 = distinct !DIAssignID()
!247 = !DILocation(line: 17, column: 8, scope: !159, inlinedAt: !244)
!248 = !DILocation(line: 17, column: 13, scope: !159, inlinedAt: !244)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 18, column: 5, scope: !159, inlinedAt: !244)
!251 = !DILocation(line: 18, column: 13, scope: !159, inlinedAt: !244)
!252 = distinct !DIAssignID()
!253 = !DILocation(line: 19, column: 10, scope: !159, inlinedAt: !244)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 0, scope: !89)
!256 = !DILocation(line: 126, column: 5, scope: !89)
!257 = !DILocalVariable(name: "b", arg: 1, scope: !258, file: !2, line: 22, type: !117)
!258 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 22, type: !160, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !259)
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
!270 = distinct !DILexicalBlock(scope: !86, file: !2, line: 117, column: 5)
!271 = !DILocation(line: 0, scope: !263, inlinedAt: !268)
!272 = !DILocation(line: 24, column: 23, scope: !266, inlinedAt: !268)
!273 = !DILocation(line: 24, column: 5, scope: !263, inlinedAt: !268)
!274 = !DILocation(line: 29, column: 5, scope: !258, inlinedAt: !268)
!275 = !DILocation(line: 25, column: 32, scope: !265, inlinedAt: !268)
!276 = !DILocation(line: 25, column: 22, scope: !265, inlinedAt: !268)
!277 = !DILocation(line: 25, column: 40, scope: !265, inlinedAt: !268)
!278 = !DILocation(line: 25, column: 44, scope: !265, inlinedAt: !268)
!279 = !DILocation(line: 0, scope: !265, inlinedAt: !268)
!280 = !DILocation(line: 26, column: 32, scope: !265, inlinedAt: !268)
!281 = !DILocation(line: 26, column: 19, scope: !265, inlinedAt: !268)
!282 = !DILocation(line: 26, column: 17, scope: !265, inlinedAt: !268)
!283 = !DILocation(line: 27, column: 19, scope: !265, inlinedAt: !268)
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
!295 = !DILocation(line: 0, scope: !185, inlinedAt: !296)
!296 = distinct !DILocation(line: 120, column: 13, scope: !294)
!297 = !DILocation(line: 100, column: 38, scope: !185, inlinedAt: !296)
!298 = !DILocation(line: 100, column: 28, scope: !185, inlinedAt: !296)
!299 = !DILocation(line: 100, column: 5, scope: !185, inlinedAt: !296)
!300 = !DILocation(line: 0, scope: !193, inlinedAt: !296)
!301 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !296)
!302 = !DILocation(line: 101, column: 5, scope: !193, inlinedAt: !296)
!303 = !DILocation(line: 101, column: 23, scope: !193, inlinedAt: !296)
!304 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !296)
!305 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !296)
!306 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !296)
!307 = distinct !{!307, !302, !308, !210}
!308 = !DILocation(line: 102, column: 31, scope: !193, inlinedAt: !296)
!309 = !DILocation(line: 103, column: 5, scope: !185, inlinedAt: !296)
!310 = !DILocation(line: 120, column: 13, scope: !294)
!311 = !DILocation(line: 117, column: 37, scope: !270)
!312 = !DILocation(line: 117, column: 28, scope: !270)
!313 = distinct !{!313, !183, !314, !210}
!314 = !DILocation(line: 121, column: 5, scope: !86)
!315 = distinct !DIAssignID()
!316 = !DILocation(line: 0, scope: !213, inlinedAt: !317)
!317 = distinct !DILocation(line: 128, column: 52, scope: !73)
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
!333 = !DILocation(line: 128, column: 5, scope: !73)
!334 = !DILocation(line: 129, column: 5, scope: !73)
!335 = !DILocation(line: 0, scope: !159, inlinedAt: !336)
!336 = distinct !DILocation(line: 130, column: 5, scope: !73)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 17, column: 8, scope: !159, inlinedAt: !336)
!339 = !DILocation(line: 17, column: 13, scope: !159, inlinedAt: !336)
!340 = !DILocation(line: 19, column: 10, scope: !159, inlinedAt: !336)
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 0, scope: !159, inlinedAt: !343)
!343 = distinct !DILocation(line: 131, column: 5, scope: !73)
!344 = !DILocation(line: 16, column: 5, scope: !159, inlinedAt: !343)
!345 = distinct !DIAssignID()
!346 = !DILocation(line: 17, column: 8, scope: !159, inlinedAt: !343)
!347 = !DILocation(line: 17, column: 13, scope: !159, inlinedAt: !343)
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 18, column: 5, scope: !159, inlinedAt: !343)
!350 = !DILocation(line: 18, column: 13, scope: !159, inlinedAt: !343)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 19, column: 10, scope: !159, inlinedAt: !343)
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 133, column: 5, scope: !73)
!355 = !DILocation(line: 0, scope: !159, inlinedAt: !356)
!356 = distinct !DILocation(line: 134, column: 5, scope: !73)
!357 = !DILocation(line: 16, column: 5, scope: !159, inlinedAt: !356)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 17, column: 8, scope: !159, inlinedAt: !356)
!360 = !DILocation(line: 17, column: 13, scope: !159, inlinedAt: !356)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 18, column: 5, scope: !159, inlinedAt: !356)
!363 = !DILocation(line: 18, column: 13, scope: !159, inlinedAt: !356)
!364 = distinct !DIAssignID()
!365 = !DILocation(line: 19, column: 10, scope: !159, inlinedAt: !356)
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 0, scope: !96)
!368 = !DILocation(line: 135, column: 5, scope: !96)
!369 = !DILocation(line: 0, scope: !258, inlinedAt: !370)
!370 = distinct !DILocation(line: 127, column: 9, scope: !371)
!371 = distinct !DILexicalBlock(scope: !89, file: !2, line: 126, column: 5)
!372 = !DILocation(line: 0, scope: !263, inlinedAt: !370)
!373 = !DILocation(line: 24, column: 23, scope: !266, inlinedAt: !370)
!374 = !DILocation(line: 24, column: 5, scope: !263, inlinedAt: !370)
!375 = !DILocation(line: 29, column: 5, scope: !258, inlinedAt: !370)
!376 = !DILocation(line: 25, column: 32, scope: !265, inlinedAt: !370)
!377 = !DILocation(line: 25, column: 22, scope: !265, inlinedAt: !370)
!378 = !DILocation(line: 25, column: 40, scope: !265, inlinedAt: !370)
!379 = !DILocation(line: 25, column: 44, scope: !265, inlinedAt: !370)
!380 = !DILocation(line: 0, scope: !265, inlinedAt: !370)
!381 = !DILocation(line: 26, column: 32, scope: !265, inlinedAt: !370)
!382 = !DILocation(line: 26, column: 19, scope: !265, inlinedAt: !370)
!383 = !DILocation(line: 26, column: 17, scope: !265, inlinedAt: !370)
!384 = !DILocation(line: 27, column: 19, scope: !265, inlinedAt: !370)
!385 = !DILocation(line: 24, column: 32, scope: !266, inlinedAt: !370)
!386 = distinct !{!386, !374, !387, !210}
!387 = !DILocation(line: 28, column: 5, scope: !263, inlinedAt: !370)
!388 = !DILocation(line: 30, column: 24, scope: !288, inlinedAt: !370)
!389 = !DILocation(line: 30, column: 18, scope: !288, inlinedAt: !370)
!390 = !DILocation(line: 30, column: 9, scope: !288, inlinedAt: !370)
!391 = !DILocation(line: 30, column: 22, scope: !288, inlinedAt: !370)
!392 = !DILocation(line: 126, column: 32, scope: !371)
!393 = !DILocation(line: 126, column: 23, scope: !371)
!394 = distinct !{!394, !256, !395, !210}
!395 = !DILocation(line: 127, column: 28, scope: !89)
!396 = !DILocation(line: 137, column: 5, scope: !73)
!397 = !DILocation(line: 0, scope: !258, inlinedAt: !398)
!398 = distinct !DILocation(line: 136, column: 9, scope: !399)
!399 = distinct !DILexicalBlock(scope: !96, file: !2, line: 135, column: 5)
!400 = !DILocation(line: 0, scope: !263, inlinedAt: !398)
!401 = !DILocation(line: 24, column: 23, scope: !266, inlinedAt: !398)
!402 = !DILocation(line: 24, column: 5, scope: !263, inlinedAt: !398)
!403 = !DILocation(line: 29, column: 5, scope: !258, inlinedAt: !398)
!404 = !DILocation(line: 25, column: 32, scope: !265, inlinedAt: !398)
!405 = !DILocation(line: 25, column: 22, scope: !265, inlinedAt: !398)
!406 = !DILocation(line: 25, column: 40, scope: !265, inlinedAt: !398)
!407 = !DILocation(line: 25, column: 44, scope: !265, inlinedAt: !398)
!408 = !DILocation(line: 0, scope: !265, inlinedAt: !398)
!409 = !DILocation(line: 26, column: 32, scope: !265, inlinedAt: !398)
!410 = !DILocation(line: 26, column: 19, scope: !265, inlinedAt: !398)
!411 = !DILocation(line: 26, column: 17, scope: !265, inlinedAt: !398)
!412 = !DILocation(line: 27, column: 19, scope: !265, inlinedAt: !398)
!413 = !DILocation(line: 24, column: 32, scope: !266, inlinedAt: !398)
!414 = distinct !{!414, !402, !415, !210}
!415 = !DILocation(line: 28, column: 5, scope: !263, inlinedAt: !398)
!416 = !DILocation(line: 30, column: 41, scope: !288, inlinedAt: !398)
!417 = !DILocation(line: 30, column: 24, scope: !288, inlinedAt: !398)
!418 = !DILocation(line: 30, column: 18, scope: !288, inlinedAt: !398)
!419 = distinct !DIAssignID()
!420 = !DILocation(line: 30, column: 9, scope: !288, inlinedAt: !398)
!421 = !DILocation(line: 30, column: 22, scope: !288, inlinedAt: !398)
!422 = !DILocation(line: 31, column: 15, scope: !288, inlinedAt: !398)
!423 = distinct !{!423, !403, !424, !210}
!424 = !DILocation(line: 32, column: 5, scope: !258, inlinedAt: !398)
!425 = !DILocation(line: 135, column: 30, scope: !399)
!426 = !DILocation(line: 135, column: 23, scope: !399)
!427 = distinct !{!427, !368, !428, !210}
!428 = !DILocation(line: 136, column: 56, scope: !96)
!429 = !DILocation(line: 91, column: 12, scope: !430, inlinedAt: !439)
!430 = distinct !DILexicalBlock(scope: !431, file: !2, line: 91, column: 9)
!431 = distinct !DISubprogram(name: "big_cmp", scope: !2, file: !2, line: 90, type: !432, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !434)
!432 = !DISubroutineType(types: !433)
!433 = !{!63, !118, !118}
!434 = !{!435, !436, !437}
!435 = !DILocalVariable(name: "a", arg: 1, scope: !431, file: !2, line: 90, type: !118)
!436 = !DILocalVariable(name: "b", arg: 2, scope: !431, file: !2, line: 90, type: !118)
!437 = !DILocalVariable(name: "i", scope: !438, file: !2, line: 93, type: !63)
!438 = distinct !DILexicalBlock(scope: !431, file: !2, line: 93, column: 5)
!439 = distinct !DILocation(line: 137, column: 12, scope: !73)
!440 = !DILocation(line: 0, scope: !431, inlinedAt: !439)
!441 = !DILocation(line: 91, column: 14, scope: !430, inlinedAt: !439)
!442 = !DILocation(line: 91, column: 9, scope: !431, inlinedAt: !439)
!443 = !DILocation(line: 92, column: 21, scope: !430, inlinedAt: !439)
!444 = !DILocation(line: 92, scope: !430, inlinedAt: !439)
!445 = !DILocation(line: 0, scope: !438, inlinedAt: !439)
!446 = !DILocation(line: 93, column: 30, scope: !447, inlinedAt: !439)
!447 = distinct !DILexicalBlock(scope: !438, file: !2, line: 93, column: 5)
!448 = !DILocation(line: 93, column: 5, scope: !438, inlinedAt: !439)
!449 = !DILocation(line: 93, scope: !438, inlinedAt: !439)
!450 = !DILocation(line: 94, column: 13, scope: !451, inlinedAt: !439)
!451 = distinct !DILexicalBlock(scope: !447, file: !2, line: 94, column: 13)
!452 = !DILocation(line: 94, column: 24, scope: !451, inlinedAt: !439)
!453 = !DILocation(line: 94, column: 21, scope: !451, inlinedAt: !439)
!454 = !DILocation(line: 94, column: 13, scope: !447, inlinedAt: !439)
!455 = distinct !{!455, !448, !456, !210}
!456 = !DILocation(line: 95, column: 45, scope: !438, inlinedAt: !439)
!457 = !DILocation(line: 95, column: 28, scope: !451, inlinedAt: !439)
!458 = !DILocation(line: 95, scope: !451, inlinedAt: !439)
!459 = !DILocalVariable(name: "t", scope: !460, file: !2, line: 38, type: !78)
!460 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 35, type: !115, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !461)
!461 = !{!462, !463, !464, !465, !466, !459, !467, !469}
!462 = !DILocalVariable(name: "r", arg: 1, scope: !460, file: !2, line: 35, type: !117)
!463 = !DILocalVariable(name: "a", arg: 2, scope: !460, file: !2, line: 35, type: !118)
!464 = !DILocalVariable(name: "b", arg: 3, scope: !460, file: !2, line: 35, type: !118)
!465 = !DILocalVariable(name: "n", scope: !460, file: !2, line: 36, type: !63)
!466 = !DILocalVariable(name: "carry", scope: !460, file: !2, line: 37, type: !60)
!467 = !DILocalVariable(name: "i", scope: !468, file: !2, line: 40, type: !63)
!468 = distinct !DILexicalBlock(scope: !460, file: !2, line: 40, column: 5)
!469 = !DILocalVariable(name: "s", scope: !470, file: !2, line: 41, type: !60)
!470 = distinct !DILexicalBlock(scope: !471, file: !2, line: 40, column: 33)
!471 = distinct !DILexicalBlock(scope: !468, file: !2, line: 40, column: 5)
!472 = !DILocation(line: 0, scope: !460, inlinedAt: !473)
!473 = distinct !DILocation(line: 138, column: 9, scope: !474)
!474 = distinct !DILexicalBlock(scope: !73, file: !2, line: 137, column: 37)
!475 = !DILocation(line: 36, column: 16, scope: !460, inlinedAt: !473)
!476 = !DILocation(line: 36, column: 13, scope: !460, inlinedAt: !473)
!477 = !DILocation(line: 38, column: 5, scope: !460, inlinedAt: !473)
!478 = !DILocation(line: 39, column: 5, scope: !460, inlinedAt: !473)
!479 = distinct !DIAssignID()
!480 = !DILocation(line: 0, scope: !468, inlinedAt: !473)
!481 = !DILocation(line: 40, column: 23, scope: !471, inlinedAt: !473)
!482 = !DILocation(line: 40, column: 5, scope: !468, inlinedAt: !473)
!483 = !DILocation(line: 45, column: 9, scope: !460, inlinedAt: !473)
!484 = distinct !DIAssignID()
!485 = !DILocation(line: 46, column: 9, scope: !460, inlinedAt: !473)
!486 = !DILocation(line: 41, column: 22, scope: !470, inlinedAt: !473)
!487 = !DILocation(line: 41, column: 32, scope: !470, inlinedAt: !473)
!488 = !DILocation(line: 41, column: 30, scope: !470, inlinedAt: !473)
!489 = !DILocation(line: 41, column: 40, scope: !470, inlinedAt: !473)
!490 = !DILocation(line: 0, scope: !470, inlinedAt: !473)
!491 = !DILocation(line: 42, column: 19, scope: !470, inlinedAt: !473)
!492 = !DILocation(line: 43, column: 18, scope: !470, inlinedAt: !473)
!493 = !DILocation(line: 43, column: 9, scope: !470, inlinedAt: !473)
!494 = !DILocation(line: 43, column: 16, scope: !470, inlinedAt: !473)
!495 = !DILocation(line: 40, column: 29, scope: !471, inlinedAt: !473)
!496 = distinct !{!496, !482, !497, !210}
!497 = !DILocation(line: 44, column: 5, scope: !468, inlinedAt: !473)
!498 = !DILocation(line: 47, column: 16, scope: !499, inlinedAt: !473)
!499 = distinct !DILexicalBlock(scope: !460, file: !2, line: 46, column: 9)
!500 = distinct !DIAssignID()
!501 = !DILocation(line: 47, column: 9, scope: !499, inlinedAt: !473)
!502 = !DILocation(line: 47, column: 20, scope: !499, inlinedAt: !473)
!503 = !DILocation(line: 48, column: 10, scope: !460, inlinedAt: !473)
!504 = !{i64 0, i64 4, !170, i64 4, i64 480, !505}
!505 = !{!172, !172, i64 0}
!506 = distinct !DIAssignID()
!507 = !DILocation(line: 49, column: 1, scope: !460, inlinedAt: !473)
!508 = !DILocation(line: 139, column: 13, scope: !474)
!509 = distinct !DIAssignID()
!510 = !DILocation(line: 140, column: 13, scope: !474)
!511 = distinct !DIAssignID()
!512 = !DILocation(line: 141, column: 12, scope: !474)
!513 = distinct !{!513, !396, !514, !210}
!514 = !DILocation(line: 142, column: 5, scope: !73)
!515 = !DILocation(line: 143, column: 5, scope: !73)
!516 = !DILocation(line: 0, scope: !185, inlinedAt: !517)
!517 = distinct !DILocation(line: 144, column: 5, scope: !73)
!518 = !DILocation(line: 100, column: 38, scope: !185, inlinedAt: !517)
!519 = !DILocation(line: 100, column: 28, scope: !185, inlinedAt: !517)
!520 = !DILocation(line: 100, column: 5, scope: !185, inlinedAt: !517)
!521 = !DILocation(line: 0, scope: !193, inlinedAt: !517)
!522 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !517)
!523 = !DILocation(line: 101, column: 5, scope: !193, inlinedAt: !517)
!524 = !DILocation(line: 101, column: 23, scope: !193, inlinedAt: !517)
!525 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !517)
!526 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !517)
!527 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !517)
!528 = distinct !{!528, !523, !529, !210}
!529 = !DILocation(line: 102, column: 31, scope: !193, inlinedAt: !517)
!530 = !DILocation(line: 103, column: 5, scope: !185, inlinedAt: !517)
!531 = !DILocation(line: 52, column: 5, scope: !114, inlinedAt: !144)
!532 = !DILocation(line: 53, column: 5, scope: !114, inlinedAt: !144)
!533 = distinct !DIAssignID()
!534 = !DILocation(line: 0, scope: !125, inlinedAt: !144)
!535 = !DILocation(line: 54, column: 23, scope: !128, inlinedAt: !144)
!536 = !DILocation(line: 54, column: 5, scope: !125, inlinedAt: !144)
!537 = !DILocation(line: 69, column: 5, scope: !114, inlinedAt: !144)
!538 = distinct !DIAssignID()
!539 = distinct !DIAssignID()
!540 = !DILocation(line: 70, column: 16, scope: !114, inlinedAt: !144)
!541 = distinct !DIAssignID()
!542 = !DILocation(line: 0, scope: !139, inlinedAt: !144)
!543 = !DILocation(line: 71, column: 5, scope: !139, inlinedAt: !144)
!544 = !DILocation(line: 0, scope: !130, inlinedAt: !144)
!545 = !DILocation(line: 0, scope: !127, inlinedAt: !144)
!546 = !DILocation(line: 56, column: 9, scope: !130, inlinedAt: !144)
!547 = !DILocation(line: 70, column: 9, scope: !114, inlinedAt: !144)
!548 = !DILocation(line: 71, column: 23, scope: !549, inlinedAt: !144)
!549 = distinct !DILexicalBlock(scope: !139, file: !2, line: 71, column: 5)
!550 = !DILocation(line: 71, column: 31, scope: !549, inlinedAt: !144)
!551 = !DILocation(line: 72, column: 28, scope: !549, inlinedAt: !144)
!552 = !{!553, !553, i64 0}
!553 = !{!"long", !172, i64 0}
!554 = !DILocation(line: 72, column: 18, scope: !549, inlinedAt: !144)
!555 = !DILocation(line: 72, column: 9, scope: !549, inlinedAt: !144)
!556 = !DILocation(line: 72, column: 16, scope: !549, inlinedAt: !144)
!557 = distinct !{!557, !543, !558, !210, !559, !560}
!558 = !DILocation(line: 72, column: 33, scope: !139, inlinedAt: !144)
!559 = !{!"llvm.loop.isvectorized", i32 1}
!560 = !{!"llvm.loop.unroll.runtime.disable"}
!561 = !DILocation(line: 62, column: 9, scope: !127, inlinedAt: !144)
!562 = !DILocation(line: 57, column: 32, scope: !132, inlinedAt: !144)
!563 = !DILocation(line: 57, column: 26, scope: !132, inlinedAt: !144)
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
!574 = distinct !{!574, !546, !575, !210}
!575 = !DILocation(line: 60, column: 9, scope: !130, inlinedAt: !144)
!576 = !DILocation(line: 63, column: 26, scope: !136, inlinedAt: !144)
!577 = !DILocation(line: 63, column: 33, scope: !136, inlinedAt: !144)
!578 = !DILocation(line: 0, scope: !136, inlinedAt: !144)
!579 = !DILocation(line: 64, column: 26, scope: !136, inlinedAt: !144)
!580 = !DILocation(line: 64, column: 18, scope: !136, inlinedAt: !144)
!581 = !DILocation(line: 64, column: 22, scope: !136, inlinedAt: !144)
!582 = !DILocation(line: 65, column: 23, scope: !136, inlinedAt: !144)
!583 = distinct !{!583, !561, !584, !210}
!584 = !DILocation(line: 66, column: 9, scope: !127, inlinedAt: !144)
!585 = !DILocation(line: 54, column: 32, scope: !128, inlinedAt: !144)
!586 = distinct !{!586, !536, !587, !210}
!587 = !DILocation(line: 67, column: 5, scope: !125, inlinedAt: !144)
!588 = distinct !{!588, !543, !558, !210, !560, !559}
!589 = !DILocation(line: 73, column: 5, scope: !114, inlinedAt: !144)
!590 = !DILocation(line: 73, column: 16, scope: !114, inlinedAt: !144)
!591 = !DILocation(line: 73, column: 20, scope: !114, inlinedAt: !144)
!592 = distinct !{!592, !589, !593, !210}
!593 = !DILocation(line: 74, column: 12, scope: !114, inlinedAt: !144)
!594 = !DILocation(line: 73, column: 31, scope: !114, inlinedAt: !144)
!595 = !DILocation(line: 73, column: 23, scope: !114, inlinedAt: !144)
!596 = !DILocation(line: 73, column: 36, scope: !114, inlinedAt: !144)
!597 = distinct !DIAssignID()
!598 = distinct !DIAssignID()
!599 = !DILocation(line: 76, column: 1, scope: !114, inlinedAt: !144)
!600 = !DILocation(line: 0, scope: !185, inlinedAt: !601)
!601 = distinct !DILocation(line: 147, column: 5, scope: !73)
!602 = !DILocation(line: 100, column: 31, scope: !185, inlinedAt: !601)
!603 = !DILocation(line: 100, column: 38, scope: !185, inlinedAt: !601)
!604 = !DILocation(line: 100, column: 28, scope: !185, inlinedAt: !601)
!605 = !DILocation(line: 100, column: 5, scope: !185, inlinedAt: !601)
!606 = !DILocation(line: 0, scope: !193, inlinedAt: !601)
!607 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !601)
!608 = !DILocation(line: 101, column: 5, scope: !193, inlinedAt: !601)
!609 = !DILocation(line: 101, column: 23, scope: !193, inlinedAt: !601)
!610 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !601)
!611 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !601)
!612 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !601)
!613 = distinct !{!613, !608, !614, !210}
!614 = !DILocation(line: 102, column: 31, scope: !193, inlinedAt: !601)
!615 = !DILocation(line: 103, column: 5, scope: !185, inlinedAt: !601)
!616 = !DILocation(line: 148, column: 5, scope: !73)
!617 = !DILocation(line: 148, column: 20, scope: !73)
!618 = distinct !DIAssignID()
!619 = distinct !DIAssignID()
!620 = !DILocation(line: 0, scope: !105)
!621 = !DILocation(line: 151, column: 5, scope: !105)
!622 = !DILocation(line: 0, scope: !110)
!623 = !DILocation(line: 80, column: 21, scope: !624, inlinedAt: !636)
!624 = distinct !DILexicalBlock(scope: !625, file: !2, line: 80, column: 5)
!625 = distinct !DISubprogram(name: "big_div_small", scope: !2, file: !2, line: 78, type: !626, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !628)
!626 = !DISubroutineType(types: !627)
!627 = !{!60, !117, !60}
!628 = !{!629, !630, !631, !632, !633}
!629 = !DILocalVariable(name: "b", arg: 1, scope: !625, file: !2, line: 78, type: !117)
!630 = !DILocalVariable(name: "m", arg: 2, scope: !625, file: !2, line: 78, type: !60)
!631 = !DILocalVariable(name: "rem", scope: !625, file: !2, line: 79, type: !55)
!632 = !DILocalVariable(name: "i", scope: !624, file: !2, line: 80, type: !63)
!633 = !DILocalVariable(name: "cur", scope: !634, file: !2, line: 81, type: !55)
!634 = distinct !DILexicalBlock(scope: !635, file: !2, line: 80, column: 41)
!635 = distinct !DILexicalBlock(scope: !624, file: !2, line: 80, column: 5)
!636 = distinct !DILocation(line: 158, column: 9, scope: !637)
!637 = distinct !DILexicalBlock(scope: !110, file: !2, line: 157, column: 5)
!638 = !DILocation(line: 157, column: 5, scope: !110)
!639 = !DILocation(line: 152, column: 9, scope: !107)
!640 = !DILocation(line: 152, column: 24, scope: !107)
!641 = distinct !DIAssignID()
!642 = !DILocation(line: 0, scope: !460, inlinedAt: !643)
!643 = distinct !DILocation(line: 153, column: 9, scope: !107)
!644 = !DILocation(line: 36, column: 16, scope: !460, inlinedAt: !643)
!645 = !DILocation(line: 36, column: 13, scope: !460, inlinedAt: !643)
!646 = !DILocation(line: 38, column: 5, scope: !460, inlinedAt: !643)
!647 = !DILocation(line: 39, column: 5, scope: !460, inlinedAt: !643)
!648 = distinct !DIAssignID()
!649 = !DILocation(line: 0, scope: !468, inlinedAt: !643)
!650 = !DILocation(line: 40, column: 23, scope: !471, inlinedAt: !643)
!651 = !DILocation(line: 40, column: 5, scope: !468, inlinedAt: !643)
!652 = !DILocation(line: 45, column: 9, scope: !460, inlinedAt: !643)
!653 = distinct !DIAssignID()
!654 = !DILocation(line: 46, column: 9, scope: !460, inlinedAt: !643)
!655 = !DILocation(line: 41, column: 22, scope: !470, inlinedAt: !643)
!656 = !DILocation(line: 41, column: 32, scope: !470, inlinedAt: !643)
!657 = !DILocation(line: 41, column: 30, scope: !470, inlinedAt: !643)
!658 = !DILocation(line: 41, column: 40, scope: !470, inlinedAt: !643)
!659 = !DILocation(line: 0, scope: !470, inlinedAt: !643)
!660 = !DILocation(line: 42, column: 19, scope: !470, inlinedAt: !643)
!661 = !DILocation(line: 43, column: 18, scope: !470, inlinedAt: !643)
!662 = !DILocation(line: 43, column: 9, scope: !470, inlinedAt: !643)
!663 = !DILocation(line: 43, column: 16, scope: !470, inlinedAt: !643)
!664 = !DILocation(line: 40, column: 29, scope: !471, inlinedAt: !643)
!665 = distinct !{!665, !651, !666, !210}
!666 = !DILocation(line: 44, column: 5, scope: !468, inlinedAt: !643)
!667 = !DILocation(line: 47, column: 16, scope: !499, inlinedAt: !643)
!668 = distinct !DIAssignID()
!669 = !DILocation(line: 47, column: 9, scope: !499, inlinedAt: !643)
!670 = !DILocation(line: 47, column: 20, scope: !499, inlinedAt: !643)
!671 = !DILocation(line: 48, column: 10, scope: !460, inlinedAt: !643)
!672 = distinct !DIAssignID()
!673 = !DILocation(line: 49, column: 1, scope: !460, inlinedAt: !643)
!674 = !DILocation(line: 154, column: 37, scope: !107)
!675 = !DILocation(line: 0, scope: !625, inlinedAt: !676)
!676 = distinct !DILocation(line: 154, column: 19, scope: !107)
!677 = !DILocation(line: 80, column: 21, scope: !624, inlinedAt: !676)
!678 = !DILocation(line: 0, scope: !624, inlinedAt: !676)
!679 = !DILocation(line: 80, column: 30, scope: !635, inlinedAt: !676)
!680 = !DILocation(line: 80, column: 5, scope: !624, inlinedAt: !676)
!681 = !DILocation(line: 80, scope: !624, inlinedAt: !676)
!682 = !DILocation(line: 81, column: 24, scope: !634, inlinedAt: !676)
!683 = !DILocation(line: 81, column: 38, scope: !634, inlinedAt: !676)
!684 = !DILocation(line: 81, column: 32, scope: !634, inlinedAt: !676)
!685 = !DILocation(line: 0, scope: !634, inlinedAt: !676)
!686 = !DILocation(line: 82, column: 34, scope: !634, inlinedAt: !676)
!687 = !DILocation(line: 82, column: 19, scope: !634, inlinedAt: !676)
!688 = !DILocation(line: 82, column: 17, scope: !634, inlinedAt: !676)
!689 = !DILocation(line: 83, column: 19, scope: !634, inlinedAt: !676)
!690 = distinct !{!690, !680, !691, !210}
!691 = !DILocation(line: 84, column: 5, scope: !624, inlinedAt: !676)
!692 = !DILocation(line: 85, column: 15, scope: !625, inlinedAt: !676)
!693 = !DILocation(line: 87, column: 12, scope: !625, inlinedAt: !676)
!694 = !DILocation(line: 85, column: 17, scope: !625, inlinedAt: !676)
!695 = !DILocation(line: 85, column: 21, scope: !625, inlinedAt: !676)
!696 = !DILocation(line: 85, column: 5, scope: !625, inlinedAt: !676)
!697 = !DILocation(line: 85, column: 34, scope: !625, inlinedAt: !676)
!698 = !DILocation(line: 85, column: 24, scope: !625, inlinedAt: !676)
!699 = !DILocation(line: 85, column: 39, scope: !625, inlinedAt: !676)
!700 = !DILocation(line: 86, column: 13, scope: !625, inlinedAt: !676)
!701 = distinct !DIAssignID()
!702 = distinct !{!702, !696, !700, !210}
!703 = !DILocation(line: 155, column: 9, scope: !107)
!704 = !DILocation(line: 156, column: 5, scope: !108)
!705 = !DILocation(line: 151, column: 29, scope: !108)
!706 = !DILocation(line: 151, column: 23, scope: !108)
!707 = distinct !{!707, !621, !708, !210}
!708 = !DILocation(line: 156, column: 5, scope: !105)
!709 = !DILocation(line: 0, scope: !185, inlinedAt: !710)
!710 = distinct !DILocation(line: 159, column: 5, scope: !73)
!711 = !DILocation(line: 100, column: 38, scope: !185, inlinedAt: !710)
!712 = !DILocation(line: 100, column: 28, scope: !185, inlinedAt: !710)
!713 = !DILocation(line: 100, column: 5, scope: !185, inlinedAt: !710)
!714 = !DILocation(line: 0, scope: !193, inlinedAt: !710)
!715 = !DILocation(line: 101, column: 30, scope: !202, inlinedAt: !710)
!716 = !DILocation(line: 101, column: 5, scope: !193, inlinedAt: !710)
!717 = !DILocation(line: 101, column: 23, scope: !193, inlinedAt: !710)
!718 = !DILocation(line: 102, column: 24, scope: !202, inlinedAt: !710)
!719 = !DILocation(line: 102, column: 9, scope: !202, inlinedAt: !710)
!720 = !DILocation(line: 101, column: 37, scope: !202, inlinedAt: !710)
!721 = distinct !{!721, !716, !722, !210}
!722 = !DILocation(line: 102, column: 31, scope: !193, inlinedAt: !710)
!723 = !DILocation(line: 103, column: 5, scope: !185, inlinedAt: !710)
!724 = !DILocation(line: 161, column: 1, scope: !73)
!725 = !DILocation(line: 160, column: 5, scope: !73)
!726 = !DILocation(line: 0, scope: !625, inlinedAt: !636)
!727 = !DILocation(line: 0, scope: !624, inlinedAt: !636)
!728 = !DILocation(line: 80, column: 30, scope: !635, inlinedAt: !636)
!729 = !DILocation(line: 80, column: 5, scope: !624, inlinedAt: !636)
!730 = !DILocation(line: 80, scope: !624, inlinedAt: !636)
!731 = !DILocation(line: 81, column: 24, scope: !634, inlinedAt: !636)
!732 = !DILocation(line: 81, column: 38, scope: !634, inlinedAt: !636)
!733 = !DILocation(line: 81, column: 32, scope: !634, inlinedAt: !636)
!734 = !DILocation(line: 0, scope: !634, inlinedAt: !636)
!735 = !DILocation(line: 82, column: 34, scope: !634, inlinedAt: !636)
!736 = !DILocation(line: 82, column: 19, scope: !634, inlinedAt: !636)
!737 = !DILocation(line: 82, column: 17, scope: !634, inlinedAt: !636)
!738 = !DILocation(line: 83, column: 19, scope: !634, inlinedAt: !636)
!739 = distinct !{!739, !729, !740, !210}
!740 = !DILocation(line: 84, column: 5, scope: !624, inlinedAt: !636)
!741 = !DILocation(line: 85, column: 15, scope: !625, inlinedAt: !636)
!742 = !DILocation(line: 85, column: 17, scope: !625, inlinedAt: !636)
!743 = !DILocation(line: 85, column: 21, scope: !625, inlinedAt: !636)
!744 = !DILocation(line: 85, column: 5, scope: !625, inlinedAt: !636)
!745 = !DILocation(line: 85, column: 34, scope: !625, inlinedAt: !636)
!746 = !DILocation(line: 85, column: 24, scope: !625, inlinedAt: !636)
!747 = !DILocation(line: 85, column: 39, scope: !625, inlinedAt: !636)
!748 = distinct !{!748, !744, !749, !210}
!749 = !DILocation(line: 86, column: 13, scope: !625, inlinedAt: !636)
!750 = distinct !DIAssignID()
!751 = !DILocation(line: 157, column: 37, scope: !637)
!752 = !DILocation(line: 157, column: 30, scope: !637)
!753 = distinct !{!753, !638, !754, !210}
!754 = !DILocation(line: 158, column: 28, scope: !110)
!755 = !DISubprogram(name: "printf", scope: !756, file: !756, line: 356, type: !757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!757 = !DISubroutineType(types: !758)
!758 = !{!63, !759, null}
!759 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
