; ModuleID = 'graph_algos.c'
source_filename = "graph_algos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.edges = internal unnamed_addr constant [14 x [3 x i32]] [[3 x i32] [i32 0, i32 1, i32 4], [3 x i32] [i32 0, i32 2, i32 1], [3 x i32] [i32 2, i32 1, i32 2], [3 x i32] [i32 1, i32 3, i32 5], [3 x i32] [i32 2, i32 3, i32 8], [3 x i32] [i32 3, i32 4, i32 3], [3 x i32] [i32 4, i32 5, i32 1], [3 x i32] [i32 5, i32 3, i32 2], [3 x i32] [i32 6, i32 7, i32 1], [3 x i32] [i32 7, i32 8, i32 2], [3 x i32] [i32 2, i32 5, i32 12], [3 x i32] [i32 8, i32 6, i32 7], [3 x i32] [i32 9, i32 10, i32 3], [3 x i32] [i32 4, i32 9, i32 9]], align 16, !dbg !0
@adj = internal unnamed_addr global [12 x [12 x i32]] zeroinitializer, align 16, !dbg !45
@disc = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !50
@.str = private unnamed_addr constant [25 x i8] c"node %d: disc %d fin %d\0A\00", align 1, !dbg !9
@fin = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !54
@.str.2 = private unnamed_addr constant [24 x i8] c"topological order (%d):\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !25
@parent = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !56
@rnk = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !58
@.str.5 = private unnamed_addr constant [16 x i8] c"components: %d;\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [61 x i8] c"floyd: reachable pairs %d, total distance %ld, d[0][10]=%ld\0A\00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [13 x i8] c"bfs from %d:\00", align 1, !dbg !60
@timer = internal unnamed_addr global i32 0, align 4, !dbg !65
@.str.8 = private unnamed_addr constant [19 x i8] c"  %d: unreachable\0A\00", align 1, !dbg !67
@.str.9 = private unnamed_addr constant [19 x i8] c"  %d: dist %d path\00", align 1, !dbg !72
@str = private unnamed_addr constant [17 x i8] c"dijkstra from 0:\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [12 x i32], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !147, !DIExpression(), !146, ptr %1, !DIExpression(), !174)
  %2 = alloca [12 x i32], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !153, !DIExpression(), !176, ptr %2, !DIExpression(), !174)
  %3 = alloca [12 x i32], align 16, !DIAssignID !177
    #dbg_assign(i1 undef, !154, !DIExpression(), !177, ptr %3, !DIExpression(), !174)
  %4 = alloca [12 x i32], align 16, !DIAssignID !178
  %5 = alloca [12 x i32], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !82, !DIExpression(), !179, ptr %5, !DIExpression(), !180)
  %6 = alloca [12 x i32], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !83, !DIExpression(), !181, ptr %6, !DIExpression(), !180)
  %7 = alloca [12 x i32], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !85, !DIExpression(), !182, ptr %7, !DIExpression(), !180)
  %8 = alloca [12 x [12 x i64]], align 16, !DIAssignID !183
    #dbg_assign(i1 undef, !110, !DIExpression(), !183, ptr %8, !DIExpression(), !180)
    #dbg_value(i32 14, !75, !DIExpression(), !180)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(576) @adj, i8 0, i64 576, i1 false), !dbg !184
    #dbg_value(i32 0, !76, !DIExpression(), !185)
  br label %10, !dbg !186

9:                                                ; preds = %10
  tail call fastcc void @bfs(i32 noundef 0), !dbg !187
  tail call fastcc void @bfs(i32 noundef 6), !dbg !188
    #dbg_value(i32 0, !78, !DIExpression(), !189)
  br label %23, !dbg !190

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %21, %10 ]
    #dbg_value(i64 %11, !76, !DIExpression(), !185)
  %12 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %11, !dbg !191
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !191
  %14 = load i32, ptr %13, align 4, !dbg !191, !tbaa !193
  %15 = load i32, ptr %12, align 4, !dbg !197, !tbaa !193
  %16 = sext i32 %15 to i64, !dbg !198
  %17 = getelementptr inbounds i8, ptr %12, i64 4, !dbg !199
  %18 = load i32, ptr %17, align 4, !dbg !199, !tbaa !193
  %19 = sext i32 %18 to i64, !dbg !198
  %20 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %16, i64 %19, !dbg !198
  store i32 %14, ptr %20, align 4, !dbg !200, !tbaa !193
  %21 = add nuw nsw i64 %11, 1, !dbg !201
    #dbg_value(i64 %21, !76, !DIExpression(), !185)
  %22 = icmp eq i64 %21, 14, !dbg !202
  br i1 %22, label %9, label %10, !dbg !186, !llvm.loop !203

23:                                               ; preds = %9, %30
  %24 = phi i64 [ 0, %9 ], [ %31, %30 ]
    #dbg_value(i64 %24, !78, !DIExpression(), !189)
  %25 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %24, !dbg !207
  %26 = load i32, ptr %25, align 4, !dbg !207, !tbaa !193
  %27 = icmp eq i32 %26, 0, !dbg !207
  br i1 %27, label %28, label %30, !dbg !210

28:                                               ; preds = %23
  %29 = trunc nuw nsw i64 %24 to i32, !dbg !211
  tail call fastcc void @dfs(i32 noundef %29), !dbg !211
  br label %30, !dbg !211

30:                                               ; preds = %23, %28
  %31 = add nuw nsw i64 %24, 1, !dbg !212
    #dbg_value(i64 %31, !78, !DIExpression(), !189)
  %32 = icmp eq i64 %31, 12, !dbg !213
  br i1 %32, label %128, label %23, !dbg !190, !llvm.loop !214

33:                                               ; preds = %128
  %34 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !216
    #dbg_assign(i1 undef, !168, !DIExpression(), !178, ptr %4, !DIExpression(), !217)
    #dbg_value(i32 0, !152, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !218
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !218
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !219, !DIAssignID !220
    #dbg_assign(i8 0, !153, !DIExpression(), !220, ptr %2, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !218
    #dbg_value(i32 0, !155, !DIExpression(), !221)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 -1, i64 48, i1 false), !dbg !222, !tbaa !193
  br label %36, !dbg !225

35:                                               ; preds = %36
  store i32 0, ptr %1, align 16, !dbg !226, !tbaa !193
    #dbg_value(i32 0, !157, !DIExpression(), !227)
  br label %41, !dbg !228

36:                                               ; preds = %36, %33
  %37 = phi i64 [ 0, %33 ], [ %39, %36 ]
    #dbg_value(i64 %37, !155, !DIExpression(), !221)
  %38 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %37, !dbg !229
  store i32 2147483647, ptr %38, align 4, !dbg !230, !tbaa !193
  %39 = add nuw nsw i64 %37, 1, !dbg !231
    #dbg_value(i64 %39, !155, !DIExpression(), !221)
  %40 = icmp eq i64 %39, 12, !dbg !232
  br i1 %40, label %35, label %36, !dbg !225, !llvm.loop !233

41:                                               ; preds = %88, %35
  %42 = phi i32 [ 0, %35 ], [ %89, %88 ]
    #dbg_value(i32 %42, !157, !DIExpression(), !227)
    #dbg_value(i32 0, !162, !DIExpression(), !235)
    #dbg_value(i32 -1, !159, !DIExpression(), !236)
  br label %45, !dbg !237

43:                                               ; preds = %64
  %44 = icmp sgt i32 %65, -1, !dbg !238
  br i1 %44, label %68, label %91, !dbg !240

45:                                               ; preds = %64, %41
  %46 = phi i64 [ 0, %41 ], [ %66, %64 ]
  %47 = phi i32 [ -1, %41 ], [ %65, %64 ]
    #dbg_value(i64 %46, !162, !DIExpression(), !235)
    #dbg_value(i32 %47, !159, !DIExpression(), !236)
  %48 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %46, !dbg !241
  %49 = load i32, ptr %48, align 4, !dbg !241, !tbaa !193
  %50 = icmp eq i32 %49, 0, !dbg !241
  br i1 %50, label %51, label %64, !dbg !244

51:                                               ; preds = %45
  %52 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %46, !dbg !245
  %53 = load i32, ptr %52, align 4, !dbg !245, !tbaa !193
  %54 = icmp eq i32 %53, 2147483647, !dbg !246
  br i1 %54, label %64, label %55, !dbg !247

55:                                               ; preds = %51
  %56 = icmp slt i32 %47, 0, !dbg !248
  br i1 %56, label %62, label %57, !dbg !249

57:                                               ; preds = %55
  %58 = zext nneg i32 %47 to i64, !dbg !250
  %59 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %58, !dbg !250
  %60 = load i32, ptr %59, align 4, !dbg !250, !tbaa !193
  %61 = icmp slt i32 %53, %60, !dbg !251
  br i1 %61, label %62, label %64, !dbg !252

62:                                               ; preds = %57, %55
    #dbg_value(i64 %46, !159, !DIExpression(), !236)
  %63 = trunc nuw nsw i64 %46 to i32, !dbg !253
  br label %64, !dbg !253

64:                                               ; preds = %62, %57, %51, %45
  %65 = phi i32 [ %47, %45 ], [ %63, %62 ], [ %47, %57 ], [ %47, %51 ], !dbg !236
    #dbg_value(i32 %65, !159, !DIExpression(), !236)
  %66 = add nuw nsw i64 %46, 1, !dbg !254
    #dbg_value(i64 %66, !162, !DIExpression(), !235)
  %67 = icmp eq i64 %66, 12, !dbg !255
  br i1 %67, label %43, label %45, !dbg !237, !llvm.loop !256

68:                                               ; preds = %43
  %69 = zext nneg i32 %65 to i64, !dbg !258
  %70 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %69, !dbg !258
  store i32 1, ptr %70, align 4, !dbg !259, !tbaa !193
    #dbg_value(i32 0, !164, !DIExpression(), !260)
  %71 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %69
  br label %72, !dbg !261

72:                                               ; preds = %85, %68
  %73 = phi i64 [ 0, %68 ], [ %86, %85 ]
    #dbg_value(i64 %73, !164, !DIExpression(), !260)
  %74 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %69, i64 %73, !dbg !262
  %75 = load i32, ptr %74, align 4, !dbg !262, !tbaa !193
  %76 = icmp eq i32 %75, 0, !dbg !262
  br i1 %76, label %85, label %77, !dbg !265

77:                                               ; preds = %72
  %78 = load i32, ptr %71, align 4, !dbg !266, !tbaa !193
  %79 = add nsw i32 %78, %75, !dbg !267
  %80 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %73, !dbg !268
  %81 = load i32, ptr %80, align 4, !dbg !268, !tbaa !193
  %82 = icmp slt i32 %79, %81, !dbg !269
  br i1 %82, label %83, label %85, !dbg !270

83:                                               ; preds = %77
  store i32 %79, ptr %80, align 4, !dbg !271, !tbaa !193
  %84 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %73, !dbg !273
  store i32 %65, ptr %84, align 4, !dbg !274, !tbaa !193
  br label %85, !dbg !275

85:                                               ; preds = %83, %77, %72
  %86 = add nuw nsw i64 %73, 1, !dbg !276
    #dbg_value(i64 %86, !164, !DIExpression(), !260)
  %87 = icmp eq i64 %86, 12, !dbg !277
  br i1 %87, label %88, label %72, !dbg !261, !llvm.loop !278

88:                                               ; preds = %85
  %89 = add nuw nsw i32 %42, 1, !dbg !280
    #dbg_value(i32 %89, !157, !DIExpression(), !227)
  %90 = icmp eq i32 %89, 12, !dbg !281
  br i1 %90, label %91, label %41, !dbg !228, !llvm.loop !282

91:                                               ; preds = %88, %43
  br label %92, !dbg !284

92:                                               ; preds = %91, %124
  %93 = phi i64 [ %125, %124 ], [ 0, %91 ]
    #dbg_value(i32 poison, !166, !DIExpression(), !285)
  %94 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %93, !dbg !286
  %95 = load i32, ptr %94, align 4, !dbg !286, !tbaa !193
  %96 = icmp eq i32 %95, 2147483647, !dbg !288
  br i1 %96, label %97, label %100, !dbg !289

97:                                               ; preds = %92
  %98 = trunc nuw nsw i64 %93 to i32, !dbg !290
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %98), !dbg !290
  br label %124, !dbg !292

100:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !293
    #dbg_value(i32 0, !171, !DIExpression(), !217)
    #dbg_value(i32 poison, !172, !DIExpression(), !294)
  %101 = trunc nuw nsw i64 %93 to i32, !dbg !295
  br label %106, !dbg !295

102:                                              ; preds = %106
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %101, i32 noundef %95), !dbg !296
    #dbg_value(i64 %109, !171, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !217)
    #dbg_value(i64 %109, !171, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !217)
  %104 = shl i64 %109, 32, !dbg !297
  %105 = ashr exact i64 %104, 32, !dbg !297
  br label %115, !dbg !297

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %109, %106 ]
  %108 = phi i32 [ %101, %100 ], [ %113, %106 ]
    #dbg_value(i32 %108, !172, !DIExpression(), !294)
    #dbg_value(i64 %107, !171, !DIExpression(), !217)
  %109 = add nuw nsw i64 %107, 1, !dbg !298
    #dbg_value(i64 %109, !171, !DIExpression(), !217)
  %110 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %107, !dbg !300
  store i32 %108, ptr %110, align 4, !dbg !301, !tbaa !193
  %111 = zext nneg i32 %108 to i64, !dbg !302
  %112 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %111, !dbg !302
  %113 = load i32, ptr %112, align 4, !dbg !302, !tbaa !193
    #dbg_value(i32 %113, !172, !DIExpression(), !294)
  %114 = icmp sgt i32 %113, -1, !dbg !303
  br i1 %114, label %106, label %102, !dbg !295, !llvm.loop !304

115:                                              ; preds = %115, %102
  %116 = phi i64 [ %105, %102 ], [ %117, %115 ]
    #dbg_value(i64 %116, !171, !DIExpression(), !217)
  %117 = add nsw i64 %116, -1, !dbg !306
    #dbg_value(i64 %117, !171, !DIExpression(), !217)
  %118 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %117, !dbg !307
  %119 = load i32, ptr %118, align 4, !dbg !307, !tbaa !193
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %119), !dbg !308
    #dbg_value(i64 %117, !171, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !217)
  %121 = icmp eq i64 %117, 0, !dbg !297
  br i1 %121, label %122, label %115, !dbg !297, !llvm.loop !309

122:                                              ; preds = %115
  %123 = tail call i32 @putchar(i32 10), !dbg !311
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !312
  br label %124, !dbg !313

124:                                              ; preds = %122, %97
  %125 = add nuw nsw i64 %93, 1, !dbg !314
    #dbg_value(i64 %125, !166, !DIExpression(), !285)
  %126 = icmp eq i64 %125, 12, !dbg !315
  br i1 %126, label %127, label %92, !dbg !284, !llvm.loop !316

127:                                              ; preds = %124
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !318
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !318
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !318
  store i32 0, ptr getelementptr inbounds (i8, ptr @adj, i64 252), align 4, !dbg !319, !tbaa !193
  store i32 0, ptr getelementptr inbounds (i8, ptr @adj, i64 408), align 8, !dbg !320, !tbaa !193
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7, !dbg !321
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false), !dbg !322, !DIAssignID !323
    #dbg_assign(i8 0, !82, !DIExpression(), !323, ptr %5, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #7, !dbg !321
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #7, !dbg !321
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !87, !DIExpression(), !180)
    #dbg_value(i32 0, !88, !DIExpression(), !324)
  br label %138, !dbg !325

128:                                              ; preds = %30, %128
  %129 = phi i64 [ %136, %128 ], [ 0, %30 ]
    #dbg_value(i64 %129, !80, !DIExpression(), !326)
  %130 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %129, !dbg !327
  %131 = load i32, ptr %130, align 4, !dbg !327, !tbaa !193
  %132 = getelementptr inbounds [12 x i32], ptr @fin, i64 0, i64 %129, !dbg !329
  %133 = load i32, ptr %132, align 4, !dbg !329, !tbaa !193
  %134 = trunc nuw nsw i64 %129 to i32, !dbg !330
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %134, i32 noundef %131, i32 noundef %133), !dbg !330
  %136 = add nuw nsw i64 %129, 1, !dbg !331
    #dbg_value(i64 %136, !80, !DIExpression(), !326)
  %137 = icmp eq i64 %136, 12, !dbg !332
  br i1 %137, label %33, label %128, !dbg !333, !llvm.loop !334

138:                                              ; preds = %127, %140
  %139 = phi i64 [ 0, %127 ], [ %141, %140 ]
    #dbg_value(i64 %139, !88, !DIExpression(), !324)
    #dbg_value(i32 0, !90, !DIExpression(), !336)
  br label %143, !dbg !337

140:                                              ; preds = %143
  %141 = add nuw nsw i64 %139, 1, !dbg !338
    #dbg_value(i64 %141, !88, !DIExpression(), !324)
  %142 = icmp eq i64 %141, 12, !dbg !339
  br i1 %142, label %156, label %138, !dbg !325, !llvm.loop !340

143:                                              ; preds = %138, %143
  %144 = phi i64 [ 0, %138 ], [ %152, %143 ]
    #dbg_value(i64 %144, !90, !DIExpression(), !336)
  %145 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %139, i64 %144, !dbg !342
  %146 = load i32, ptr %145, align 4, !dbg !342, !tbaa !193
  %147 = icmp ne i32 %146, 0, !dbg !344
  %148 = zext i1 %147 to i32, !dbg !344
  %149 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %144, !dbg !345
  %150 = load i32, ptr %149, align 4, !dbg !346, !tbaa !193
  %151 = add nsw i32 %150, %148, !dbg !346
  store i32 %151, ptr %149, align 4, !dbg !346, !tbaa !193
  %152 = add nuw nsw i64 %144, 1, !dbg !347
    #dbg_value(i64 %152, !90, !DIExpression(), !336)
  %153 = icmp eq i64 %152, 12, !dbg !348
  br i1 %153, label %140, label %143, !dbg !337, !llvm.loop !349

154:                                              ; preds = %167
    #dbg_value(i32 %168, !87, !DIExpression(), !180)
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  %155 = icmp sgt i32 %168, 0, !dbg !351
  br i1 %155, label %175, label %204, !dbg !352

156:                                              ; preds = %140, %167
  %157 = phi i64 [ %169, %167 ], [ 0, %140 ]
  %158 = phi i32 [ %168, %167 ], [ 0, %140 ]
    #dbg_value(i64 %157, !93, !DIExpression(), !353)
    #dbg_value(i32 %158, !87, !DIExpression(), !180)
  %159 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %157, !dbg !354
  %160 = load i32, ptr %159, align 4, !dbg !354, !tbaa !193
  %161 = icmp eq i32 %160, 0, !dbg !354
  br i1 %161, label %162, label %167, !dbg !357

162:                                              ; preds = %156
  %163 = add nsw i32 %158, 1, !dbg !358
    #dbg_value(i32 %163, !87, !DIExpression(), !180)
  %164 = sext i32 %158 to i64, !dbg !359
  %165 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %164, !dbg !359
  %166 = trunc nuw nsw i64 %157 to i32, !dbg !360
  store i32 %166, ptr %165, align 4, !dbg !360, !tbaa !193
  br label %167, !dbg !359

167:                                              ; preds = %156, %162
  %168 = phi i32 [ %158, %156 ], [ %163, %162 ], !dbg !180
    #dbg_value(i32 %168, !87, !DIExpression(), !180)
  %169 = add nuw nsw i64 %157, 1, !dbg !361
    #dbg_value(i64 %169, !93, !DIExpression(), !353)
  %170 = icmp eq i64 %169, 12, !dbg !362
  br i1 %170, label %154, label %156, !dbg !363, !llvm.loop !364

171:                                              ; preds = %198
  %172 = add nuw nsw i64 %176, 1, !dbg !366
    #dbg_value(i32 %199, !87, !DIExpression(), !180)
    #dbg_value(i64 %172, !86, !DIExpression(), !180)
    #dbg_value(i64 %172, !84, !DIExpression(), !180)
  %173 = sext i32 %199 to i64, !dbg !351
  %174 = icmp slt i64 %172, %173, !dbg !351
  br i1 %174, label %175, label %202, !dbg !352, !llvm.loop !367

175:                                              ; preds = %154, %171
  %176 = phi i64 [ %172, %171 ], [ 0, %154 ]
  %177 = phi i32 [ %199, %171 ], [ %168, %154 ]
    #dbg_value(i32 %177, !87, !DIExpression(), !180)
    #dbg_value(i64 %176, !86, !DIExpression(), !180)
    #dbg_value(i64 %176, !84, !DIExpression(), !180)
    #dbg_value(i64 %176, !86, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %178 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %176, !dbg !369
  %179 = load i32, ptr %178, align 4, !dbg !369, !tbaa !193
    #dbg_value(i32 %179, !95, !DIExpression(), !370)
    #dbg_value(i64 %176, !84, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %180 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %176, !dbg !371
  store i32 %179, ptr %180, align 4, !dbg !372, !tbaa !193
    #dbg_value(i32 0, !97, !DIExpression(), !373)
  %181 = sext i32 %179 to i64
    #dbg_value(i32 0, !97, !DIExpression(), !373)
    #dbg_value(i32 %177, !87, !DIExpression(), !180)
  br label %182, !dbg !374

182:                                              ; preds = %175, %198
  %183 = phi i64 [ 0, %175 ], [ %200, %198 ]
  %184 = phi i32 [ %177, %175 ], [ %199, %198 ]
    #dbg_value(i64 %183, !97, !DIExpression(), !373)
    #dbg_value(i32 %184, !87, !DIExpression(), !180)
  %185 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %181, i64 %183, !dbg !375
  %186 = load i32, ptr %185, align 4, !dbg !375, !tbaa !193
  %187 = icmp eq i32 %186, 0, !dbg !375
  br i1 %187, label %198, label %188, !dbg !378

188:                                              ; preds = %182
  %189 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %183, !dbg !379
  %190 = load i32, ptr %189, align 4, !dbg !380, !tbaa !193
  %191 = add nsw i32 %190, -1, !dbg !380
  store i32 %191, ptr %189, align 4, !dbg !380, !tbaa !193
  %192 = icmp eq i32 %191, 0, !dbg !381
  br i1 %192, label %193, label %198, !dbg !382

193:                                              ; preds = %188
  %194 = add nsw i32 %184, 1, !dbg !383
    #dbg_value(i32 %194, !87, !DIExpression(), !180)
  %195 = sext i32 %184 to i64, !dbg !384
  %196 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %195, !dbg !384
  %197 = trunc nuw nsw i64 %183 to i32, !dbg !385
  store i32 %197, ptr %196, align 4, !dbg !385, !tbaa !193
  br label %198, !dbg !384

198:                                              ; preds = %182, %188, %193
  %199 = phi i32 [ %194, %193 ], [ %184, %188 ], [ %184, %182 ], !dbg !180
    #dbg_value(i32 %199, !87, !DIExpression(), !180)
  %200 = add nuw nsw i64 %183, 1, !dbg !386
    #dbg_value(i64 %200, !97, !DIExpression(), !373)
  %201 = icmp eq i64 %200, 12, !dbg !387
  br i1 %201, label %171, label %182, !dbg !374, !llvm.loop !388

202:                                              ; preds = %171
  %203 = trunc nuw nsw i64 %172 to i32, !dbg !390
  br label %204, !dbg !390

204:                                              ; preds = %202, %154
  %205 = phi i32 [ 0, %154 ], [ %203, %202 ], !dbg !180
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %205), !dbg !390
    #dbg_value(i32 0, !99, !DIExpression(), !391)
  %207 = icmp eq i32 %205, 0, !dbg !392
  br i1 %207, label %210, label %208, !dbg !394

208:                                              ; preds = %204
  %209 = zext i32 %205 to i64, !dbg !392
  br label %212, !dbg !394

210:                                              ; preds = %212, %204
  %211 = tail call i32 @putchar(i32 10), !dbg !395
    #dbg_value(i32 0, !101, !DIExpression(), !396)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) @rnk, i8 0, i64 48, i1 false), !dbg !397, !tbaa !193
  br label %219, !dbg !400

212:                                              ; preds = %208, %212
  %213 = phi i64 [ 0, %208 ], [ %217, %212 ]
    #dbg_value(i64 %213, !99, !DIExpression(), !391)
  %214 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %213, !dbg !401
  %215 = load i32, ptr %214, align 4, !dbg !401, !tbaa !193
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %215), !dbg !402
  %217 = add nuw nsw i64 %213, 1, !dbg !403
    #dbg_value(i64 %217, !99, !DIExpression(), !391)
  %218 = icmp eq i64 %217, %209, !dbg !392
  br i1 %218, label %210, label %212, !dbg !394, !llvm.loop !404

219:                                              ; preds = %210, %219
  %220 = phi i64 [ 0, %210 ], [ %223, %219 ]
    #dbg_value(i64 %220, !101, !DIExpression(), !396)
  %221 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %220, !dbg !406
  %222 = trunc nuw nsw i64 %220 to i32, !dbg !407
  store i32 %222, ptr %221, align 4, !dbg !407, !tbaa !193
  %223 = add nuw nsw i64 %220, 1, !dbg !408
    #dbg_value(i64 %223, !101, !DIExpression(), !396)
  %224 = icmp eq i64 %223, 12, !dbg !409
  br i1 %224, label %225, label %219, !dbg !400, !llvm.loop !410

225:                                              ; preds = %219, %254
  %226 = phi i64 [ %255, %254 ], [ 0, %219 ]
    #dbg_value(i64 %226, !103, !DIExpression(), !412)
  %227 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %226, !dbg !413
  %228 = load i32, ptr %227, align 4, !dbg !413, !tbaa !193
  %229 = getelementptr inbounds i8, ptr %227, i64 4, !dbg !415
  %230 = load i32, ptr %229, align 4, !dbg !415, !tbaa !193
    #dbg_value(i32 %228, !416, !DIExpression(), !425)
    #dbg_value(i32 %230, !421, !DIExpression(), !425)
  %231 = tail call fastcc i32 @find(i32 noundef %228), !dbg !427
    #dbg_value(i32 %231, !416, !DIExpression(), !425)
  %232 = tail call fastcc i32 @find(i32 noundef %230), !dbg !428
    #dbg_value(i32 %232, !421, !DIExpression(), !425)
  %233 = icmp eq i32 %231, %232, !dbg !429
  br i1 %233, label %254, label %234, !dbg !431

234:                                              ; preds = %225
  %235 = sext i32 %231 to i64, !dbg !432
  %236 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %235, !dbg !432
  %237 = load i32, ptr %236, align 4, !dbg !432, !tbaa !193
  %238 = sext i32 %232 to i64, !dbg !433
  %239 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %238, !dbg !433
  %240 = load i32, ptr %239, align 4, !dbg !433, !tbaa !193
  %241 = icmp slt i32 %237, %240, !dbg !434
  %242 = select i1 %241, i32 %231, i32 %232, !dbg !435
  %243 = select i1 %241, i32 %232, i32 %231, !dbg !435
    #dbg_value(i32 %243, !416, !DIExpression(), !425)
    #dbg_value(i32 %242, !421, !DIExpression(), !425)
  %244 = sext i32 %242 to i64, !dbg !436
  %245 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %244, !dbg !436
  store i32 %243, ptr %245, align 4, !dbg !437, !tbaa !193
  %246 = sext i32 %243 to i64, !dbg !438
  %247 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %246, !dbg !438
  %248 = load i32, ptr %247, align 4, !dbg !438, !tbaa !193
  %249 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %244, !dbg !440
  %250 = load i32, ptr %249, align 4, !dbg !440, !tbaa !193
  %251 = icmp eq i32 %248, %250, !dbg !441
  br i1 %251, label %252, label %254, !dbg !442

252:                                              ; preds = %234
  %253 = add nsw i32 %248, 1, !dbg !443
  store i32 %253, ptr %247, align 4, !dbg !443, !tbaa !193
  br label %254, !dbg !444

254:                                              ; preds = %225, %234, %252
  %255 = add nuw nsw i64 %226, 1, !dbg !445
    #dbg_value(i64 %255, !103, !DIExpression(), !412)
  %256 = icmp eq i64 %255, 14, !dbg !446
  br i1 %256, label %259, label %225, !dbg !447, !llvm.loop !448

257:                                              ; preds = %259
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %265), !dbg !450
    #dbg_value(i32 0, !108, !DIExpression(), !451)
  br label %270, !dbg !452

259:                                              ; preds = %254, %259
  %260 = phi i32 [ %266, %259 ], [ 0, %254 ]
  %261 = phi i32 [ %265, %259 ], [ 0, %254 ]
    #dbg_value(i32 %260, !106, !DIExpression(), !453)
    #dbg_value(i32 %261, !105, !DIExpression(), !180)
  %262 = tail call fastcc i32 @find(i32 noundef %260), !dbg !454
  %263 = icmp eq i32 %262, %260, !dbg !456
  %264 = zext i1 %263 to i32, !dbg !456
  %265 = add nuw nsw i32 %261, %264, !dbg !457
    #dbg_value(i32 %265, !105, !DIExpression(), !180)
  %266 = add nuw nsw i32 %260, 1, !dbg !458
    #dbg_value(i32 %266, !106, !DIExpression(), !453)
  %267 = icmp eq i32 %266, 12, !dbg !459
  br i1 %267, label %257, label %259, !dbg !460, !llvm.loop !461

268:                                              ; preds = %284
  %269 = tail call i32 @putchar(i32 10), !dbg !463
  call void @llvm.lifetime.start.p0(i64 1152, ptr nonnull %8) #7, !dbg !464
    #dbg_value(i32 0, !113, !DIExpression(), !465)
  br label %289, !dbg !466

270:                                              ; preds = %257, %284
  %271 = phi i32 [ 0, %257 ], [ %287, %284 ]
    #dbg_value(i32 %271, !108, !DIExpression(), !451)
  %272 = tail call fastcc i32 @find(i32 noundef %271), !dbg !467
  %273 = tail call fastcc i32 @find(i32 noundef 0), !dbg !469
  %274 = icmp eq i32 %272, %273, !dbg !470
  br i1 %274, label %284, label %275, !dbg !467

275:                                              ; preds = %270
  %276 = tail call fastcc i32 @find(i32 noundef %271), !dbg !471
  %277 = tail call fastcc i32 @find(i32 noundef 6), !dbg !472
  %278 = icmp eq i32 %276, %277, !dbg !473
  br i1 %278, label %284, label %279, !dbg !471

279:                                              ; preds = %275
  %280 = tail call fastcc i32 @find(i32 noundef %271), !dbg !474
  %281 = tail call fastcc i32 @find(i32 noundef 11), !dbg !475
  %282 = icmp eq i32 %280, %281, !dbg !476
  %283 = select i1 %282, i32 11, i32 -1, !dbg !474
  br label %284, !dbg !471

284:                                              ; preds = %279, %275, %270
  %285 = phi i32 [ 0, %270 ], [ %283, %279 ], [ 6, %275 ], !dbg !467
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %285), !dbg !477
  %287 = add nuw nsw i32 %271, 1, !dbg !478
    #dbg_value(i32 %287, !108, !DIExpression(), !451)
  %288 = icmp eq i32 %287, 12, !dbg !479
  br i1 %288, label %268, label %270, !dbg !452, !llvm.loop !480

289:                                              ; preds = %268, %291
  %290 = phi i64 [ 0, %268 ], [ %292, %291 ]
    #dbg_value(i64 %290, !113, !DIExpression(), !465)
    #dbg_value(i32 0, !115, !DIExpression(), !482)
  br label %294, !dbg !483

291:                                              ; preds = %302
  %292 = add nuw nsw i64 %290, 1, !dbg !484
    #dbg_value(i64 %292, !113, !DIExpression(), !465)
  %293 = icmp eq i64 %292, 12, !dbg !485
  br i1 %293, label %308, label %289, !dbg !466, !llvm.loop !486

294:                                              ; preds = %289, %302
  %295 = phi i64 [ 0, %289 ], [ %306, %302 ]
    #dbg_value(i64 %295, !115, !DIExpression(), !482)
  %296 = icmp eq i64 %290, %295, !dbg !488
  br i1 %296, label %302, label %297, !dbg !490

297:                                              ; preds = %294
  %298 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %290, i64 %295, !dbg !491
  %299 = load i32, ptr %298, align 4, !dbg !491, !tbaa !193
  %300 = icmp eq i32 %299, 0, !dbg !491
  %301 = select i1 %300, i32 1000000, i32 %299, !dbg !491
  br label %302, !dbg !491

302:                                              ; preds = %297, %294
  %303 = phi i32 [ 0, %294 ], [ %301, %297 ], !dbg !490
  %304 = sext i32 %303 to i64, !dbg !490
  %305 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %290, i64 %295, !dbg !492
  store i64 %304, ptr %305, align 8, !dbg !493, !tbaa !494
  %306 = add nuw nsw i64 %295, 1, !dbg !496
    #dbg_value(i64 %306, !115, !DIExpression(), !482)
  %307 = icmp eq i64 %306, 12, !dbg !497
  br i1 %307, label %291, label %294, !dbg !483, !llvm.loop !498

308:                                              ; preds = %291, %313
  %309 = phi i64 [ %314, %313 ], [ 0, %291 ]
    #dbg_value(i64 %309, !118, !DIExpression(), !500)
    #dbg_value(i32 0, !120, !DIExpression(), !501)
  br label %310, !dbg !502

310:                                              ; preds = %308, %316
  %311 = phi i64 [ 0, %308 ], [ %317, %316 ]
    #dbg_value(i64 %311, !120, !DIExpression(), !501)
  %312 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %311, i64 %309
    #dbg_value(i32 0, !123, !DIExpression(), !503)
  br label %319, !dbg !504

313:                                              ; preds = %316
  %314 = add nuw nsw i64 %309, 1, !dbg !505
    #dbg_value(i64 %314, !118, !DIExpression(), !500)
  %315 = icmp eq i64 %314, 12, !dbg !506
  br i1 %315, label %330, label %308, !dbg !507, !llvm.loop !508

316:                                              ; preds = %319
  %317 = add nuw nsw i64 %311, 1, !dbg !510
    #dbg_value(i64 %317, !120, !DIExpression(), !501)
  %318 = icmp eq i64 %317, 12, !dbg !511
  br i1 %318, label %313, label %310, !dbg !502, !llvm.loop !512

319:                                              ; preds = %310, %319
  %320 = phi i64 [ 0, %310 ], [ %328, %319 ]
    #dbg_value(i64 %320, !123, !DIExpression(), !503)
  %321 = load i64, ptr %312, align 8, !dbg !514, !tbaa !494
  %322 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %309, i64 %320, !dbg !517
  %323 = load i64, ptr %322, align 8, !dbg !517, !tbaa !494
  %324 = add nsw i64 %323, %321, !dbg !518
  %325 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %311, i64 %320, !dbg !519
  %326 = load i64, ptr %325, align 8, !dbg !519, !tbaa !494
  %327 = tail call i64 @llvm.smin.i64(i64 %324, i64 %326), !dbg !520
  store i64 %327, ptr %325, align 8, !dbg !521
  %328 = add nuw nsw i64 %320, 1, !dbg !522
    #dbg_value(i64 %328, !123, !DIExpression(), !503)
  %329 = icmp eq i64 %328, 12, !dbg !523
  br i1 %329, label %316, label %319, !dbg !504, !llvm.loop !524

330:                                              ; preds = %313, %338
  %331 = phi i64 [ %339, %338 ], [ 0, %313 ]
  %332 = phi i32 [ %351, %338 ], [ 0, %313 ]
  %333 = phi i64 [ %349, %338 ], [ 0, %313 ]
    #dbg_value(i64 %331, !128, !DIExpression(), !526)
    #dbg_value(i32 %332, !127, !DIExpression(), !180)
    #dbg_value(i64 %333, !126, !DIExpression(), !180)
    #dbg_value(i32 0, !130, !DIExpression(), !527)
    #dbg_value(i32 %332, !127, !DIExpression(), !180)
    #dbg_value(i64 %333, !126, !DIExpression(), !180)
  br label %341, !dbg !528

334:                                              ; preds = %338
  %335 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !529
  %336 = load i64, ptr %335, align 16, !dbg !529, !tbaa !494
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %351, i64 noundef %349, i64 noundef %336), !dbg !530
  call void @llvm.lifetime.end.p0(i64 1152, ptr nonnull %8) #7, !dbg !531
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #7, !dbg !531
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #7, !dbg !531
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7, !dbg !531
  ret i32 0, !dbg !531

338:                                              ; preds = %341
  %339 = add nuw nsw i64 %331, 1, !dbg !532
    #dbg_value(i64 %339, !128, !DIExpression(), !526)
    #dbg_value(i32 %351, !127, !DIExpression(), !180)
    #dbg_value(i64 %349, !126, !DIExpression(), !180)
  %340 = icmp eq i64 %339, 12, !dbg !533
  br i1 %340, label %334, label %330, !dbg !534, !llvm.loop !535

341:                                              ; preds = %330, %341
  %342 = phi i64 [ 0, %330 ], [ %352, %341 ]
  %343 = phi i32 [ %332, %330 ], [ %351, %341 ]
  %344 = phi i64 [ %333, %330 ], [ %349, %341 ]
    #dbg_value(i64 %342, !130, !DIExpression(), !527)
    #dbg_value(i32 %343, !127, !DIExpression(), !180)
    #dbg_value(i64 %344, !126, !DIExpression(), !180)
  %345 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %331, i64 %342, !dbg !537
  %346 = load i64, ptr %345, align 8, !dbg !537, !tbaa !494
  %347 = icmp slt i64 %346, 1000000, !dbg !540
  %348 = select i1 %347, i64 %346, i64 0, !dbg !541
  %349 = add nsw i64 %348, %344, !dbg !541
  %350 = zext i1 %347 to i32, !dbg !541
  %351 = add nsw i32 %343, %350, !dbg !541
    #dbg_value(i32 %351, !127, !DIExpression(), !180)
    #dbg_value(i64 %349, !126, !DIExpression(), !180)
  %352 = add nuw nsw i64 %342, 1, !dbg !542
    #dbg_value(i64 %352, !130, !DIExpression(), !527)
  %353 = icmp eq i64 %352, 12, !dbg !543
  br i1 %353, label %338, label %341, !dbg !528, !llvm.loop !544
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @bfs(i32 noundef %0) unnamed_addr #0 !dbg !546 {
  %2 = alloca [12 x i32], align 16, !DIAssignID !561
    #dbg_assign(i1 undef, !549, !DIExpression(), !561, ptr %2, !DIExpression(), !562)
  %3 = alloca [12 x i32], align 16, !DIAssignID !563
    #dbg_assign(i1 undef, !550, !DIExpression(), !563, ptr %3, !DIExpression(), !562)
    #dbg_value(i32 %0, !548, !DIExpression(), !562)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !564
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !564
    #dbg_value(i32 0, !551, !DIExpression(), !562)
    #dbg_value(i32 0, !552, !DIExpression(), !562)
    #dbg_value(i32 0, !553, !DIExpression(), !565)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 -1, i64 48, i1 false), !dbg !566, !tbaa !193
    #dbg_value(i64 poison, !553, !DIExpression(), !565)
  %4 = zext nneg i32 %0 to i64, !dbg !568
  %5 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %4, !dbg !568
  store i32 0, ptr %5, align 4, !dbg !569, !tbaa !193
    #dbg_value(i32 1, !552, !DIExpression(), !562)
  store i32 %0, ptr %3, align 16, !dbg !570, !tbaa !193
    #dbg_value(i32 0, !551, !DIExpression(), !562)
    #dbg_value(i32 1, !552, !DIExpression(), !562)
  br label %10, !dbg !571

6:                                                ; preds = %34
  %7 = add nuw nsw i64 %11, 1, !dbg !572
    #dbg_value(i64 %7, !551, !DIExpression(), !562)
    #dbg_value(i32 %35, !552, !DIExpression(), !562)
  %8 = sext i32 %35 to i64, !dbg !573
  %9 = icmp slt i64 %7, %8, !dbg !573
  br i1 %9, label %10, label %38, !dbg !571, !llvm.loop !574

10:                                               ; preds = %1, %6
  %11 = phi i64 [ 0, %1 ], [ %7, %6 ]
  %12 = phi i32 [ 1, %1 ], [ %35, %6 ]
    #dbg_value(i64 %11, !551, !DIExpression(), !562)
    #dbg_value(i32 %12, !552, !DIExpression(), !562)
    #dbg_value(i64 %11, !551, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !562)
  %13 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %11, !dbg !576
  %14 = load i32, ptr %13, align 4, !dbg !576, !tbaa !193
    #dbg_value(i32 %14, !555, !DIExpression(), !577)
    #dbg_value(i32 0, !557, !DIExpression(), !578)
  %15 = sext i32 %14 to i64
    #dbg_value(i32 0, !557, !DIExpression(), !578)
    #dbg_value(i32 %12, !552, !DIExpression(), !562)
  %16 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %15
  br label %17, !dbg !579

17:                                               ; preds = %10, %34
  %18 = phi i64 [ 0, %10 ], [ %36, %34 ]
  %19 = phi i32 [ %12, %10 ], [ %35, %34 ]
    #dbg_value(i64 %18, !557, !DIExpression(), !578)
    #dbg_value(i32 %19, !552, !DIExpression(), !562)
  %20 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %15, i64 %18, !dbg !580
  %21 = load i32, ptr %20, align 4, !dbg !580, !tbaa !193
  %22 = icmp eq i32 %21, 0, !dbg !580
  br i1 %22, label %34, label %23, !dbg !583

23:                                               ; preds = %17
  %24 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %18, !dbg !584
  %25 = load i32, ptr %24, align 4, !dbg !584, !tbaa !193
  %26 = icmp slt i32 %25, 0, !dbg !585
  br i1 %26, label %27, label %34, !dbg !586

27:                                               ; preds = %23
  %28 = load i32, ptr %16, align 4, !dbg !587, !tbaa !193
  %29 = add nsw i32 %28, 1, !dbg !589
  store i32 %29, ptr %24, align 4, !dbg !590, !tbaa !193
  %30 = add nsw i32 %19, 1, !dbg !591
    #dbg_value(i32 %30, !552, !DIExpression(), !562)
  %31 = sext i32 %19 to i64, !dbg !592
  %32 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %31, !dbg !592
  %33 = trunc nuw nsw i64 %18 to i32, !dbg !593
  store i32 %33, ptr %32, align 4, !dbg !593, !tbaa !193
  br label %34, !dbg !594

34:                                               ; preds = %17, %23, %27
  %35 = phi i32 [ %30, %27 ], [ %19, %23 ], [ %19, %17 ], !dbg !562
    #dbg_value(i32 %35, !552, !DIExpression(), !562)
  %36 = add nuw nsw i64 %18, 1, !dbg !595
    #dbg_value(i64 %36, !557, !DIExpression(), !578)
  %37 = icmp eq i64 %36, 12, !dbg !596
  br i1 %37, label %6, label %17, !dbg !579, !llvm.loop !597

38:                                               ; preds = %6
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0), !dbg !599
    #dbg_value(i32 0, !559, !DIExpression(), !600)
  br label %42, !dbg !601

40:                                               ; preds = %42
  %41 = tail call i32 @putchar(i32 10), !dbg !602
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !603
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !603
  ret void, !dbg !603

42:                                               ; preds = %38, %42
  %43 = phi i64 [ 0, %38 ], [ %47, %42 ]
    #dbg_value(i64 %43, !559, !DIExpression(), !600)
  %44 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %43, !dbg !604
  %45 = load i32, ptr %44, align 4, !dbg !604, !tbaa !193
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %45), !dbg !606
  %47 = add nuw nsw i64 %43, 1, !dbg !607
    #dbg_value(i64 %47, !559, !DIExpression(), !600)
  %48 = icmp eq i64 %47, 12, !dbg !608
  br i1 %48, label %40, label %42, !dbg !601, !llvm.loop !609
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @dfs(i32 noundef %0) unnamed_addr #3 !dbg !611 {
    #dbg_value(i32 %0, !613, !DIExpression(), !616)
  %2 = load i32, ptr @timer, align 4, !dbg !617, !tbaa !193
  %3 = add nsw i32 %2, 1, !dbg !617
  store i32 %3, ptr @timer, align 4, !dbg !617, !tbaa !193
  %4 = sext i32 %0 to i64, !dbg !618
  %5 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %4, !dbg !618
  store i32 %3, ptr %5, align 4, !dbg !619, !tbaa !193
    #dbg_value(i32 0, !614, !DIExpression(), !620)
  br label %10, !dbg !621

6:                                                ; preds = %21
  %7 = load i32, ptr @timer, align 4, !dbg !622, !tbaa !193
  %8 = add nsw i32 %7, 1, !dbg !622
  store i32 %8, ptr @timer, align 4, !dbg !622, !tbaa !193
  %9 = getelementptr inbounds [12 x i32], ptr @fin, i64 0, i64 %4, !dbg !623
  store i32 %8, ptr %9, align 4, !dbg !624, !tbaa !193
  ret void, !dbg !625

10:                                               ; preds = %1, %21
  %11 = phi i64 [ 0, %1 ], [ %22, %21 ]
    #dbg_value(i64 %11, !614, !DIExpression(), !620)
  %12 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 %11, !dbg !626
  %13 = load i32, ptr %12, align 4, !dbg !626, !tbaa !193
  %14 = icmp eq i32 %13, 0, !dbg !626
  br i1 %14, label %21, label %15, !dbg !629

15:                                               ; preds = %10
  %16 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %11, !dbg !630
  %17 = load i32, ptr %16, align 4, !dbg !630, !tbaa !193
  %18 = icmp eq i32 %17, 0, !dbg !630
  br i1 %18, label %19, label %21, !dbg !631

19:                                               ; preds = %15
  %20 = trunc nuw nsw i64 %11 to i32, !dbg !632
  tail call fastcc void @dfs(i32 noundef %20), !dbg !632
  br label %21, !dbg !632

21:                                               ; preds = %10, %15, %19
  %22 = add nuw nsw i64 %11, 1, !dbg !633
    #dbg_value(i64 %22, !614, !DIExpression(), !620)
  %23 = icmp eq i64 %22, 12, !dbg !634
  br i1 %23, label %6, label %10, !dbg !621, !llvm.loop !635
}

; Function Attrs: nofree nounwind
declare !dbg !637 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @find(i32 noundef %0) unnamed_addr #3 !dbg !644 {
    #dbg_value(i32 %0, !648, !DIExpression(), !649)
  %2 = sext i32 %0 to i64, !dbg !650
  %3 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %2, !dbg !650
  %4 = load i32, ptr %3, align 4, !dbg !650, !tbaa !193
  %5 = icmp eq i32 %4, %0, !dbg !651
  br i1 %5, label %6, label %8, !dbg !650

6:                                                ; preds = %1, %8
  %7 = phi i32 [ %9, %8 ], [ %0, %1 ]
  ret i32 %7, !dbg !652

8:                                                ; preds = %1
  %9 = tail call fastcc i32 @find(i32 noundef %4), !dbg !653
  store i32 %9, ptr %3, align 4, !dbg !654, !tbaa !193
  br label %6, !dbg !652
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!138, !139, !140, !141, !142, !143, !144}
!llvm.ident = !{!145}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "edges", scope: !2, file: !3, line: 90, type: !133, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 89, type: !4, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !74)
!3 = !DIFile(filename: "graph_algos.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6962f64155053d714065b1318fe81cf9")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9, !15, !20, !25, !30, !35, !40, !45, !50, !54, !56, !58, !60, !65, !67, !72}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 200, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 25)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 18)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 24)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 488, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 61)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "adj", scope: !7, file: !3, line: 11, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 4608, elements: !48)
!48 = !{!49, !49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "disc", scope: !7, file: !3, line: 33, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !53)
!53 = !{!49}
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "fin", scope: !7, file: !3, line: 33, type: !52, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "parent", scope: !7, file: !3, line: 78, type: !52, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "rnk", scope: !7, file: !3, line: 78, type: !52, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 13)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "timer", scope: !7, file: !3, line: 33, type: !6, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !69, isLocal: true, isDefinition: true)
!74 = !{!75, !76, !78, !80, !82, !83, !84, !85, !86, !87, !88, !90, !93, !95, !97, !99, !101, !103, !105, !106, !108, !110, !113, !115, !118, !120, !123, !126, !127, !128, !130}
!75 = !DILocalVariable(name: "ne", scope: !2, file: !3, line: 93, type: !6)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 95, type: !6)
!77 = distinct !DILexicalBlock(scope: !2, file: !3, line: 95, column: 5)
!78 = !DILocalVariable(name: "u", scope: !79, file: !3, line: 99, type: !6)
!79 = distinct !DILexicalBlock(scope: !2, file: !3, line: 99, column: 5)
!80 = !DILocalVariable(name: "u", scope: !81, file: !3, line: 102, type: !6)
!81 = distinct !DILexicalBlock(scope: !2, file: !3, line: 102, column: 5)
!82 = !DILocalVariable(name: "indeg", scope: !2, file: !3, line: 109, type: !52)
!83 = !DILocalVariable(name: "order", scope: !2, file: !3, line: 109, type: !52)
!84 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 109, type: !6)
!85 = !DILocalVariable(name: "q", scope: !2, file: !3, line: 109, type: !52)
!86 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 109, type: !6)
!87 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 109, type: !6)
!88 = !DILocalVariable(name: "u", scope: !89, file: !3, line: 110, type: !6)
!89 = distinct !DILexicalBlock(scope: !2, file: !3, line: 110, column: 5)
!90 = !DILocalVariable(name: "v", scope: !91, file: !3, line: 111, type: !6)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 111, column: 9)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 110, column: 5)
!93 = !DILocalVariable(name: "u", scope: !94, file: !3, line: 113, type: !6)
!94 = distinct !DILexicalBlock(scope: !2, file: !3, line: 113, column: 5)
!95 = !DILocalVariable(name: "u", scope: !96, file: !3, line: 117, type: !6)
!96 = distinct !DILexicalBlock(scope: !2, file: !3, line: 116, column: 19)
!97 = !DILocalVariable(name: "v", scope: !98, file: !3, line: 119, type: !6)
!98 = distinct !DILexicalBlock(scope: !96, file: !3, line: 119, column: 9)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 124, type: !6)
!100 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 5)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 127, type: !6)
!102 = distinct !DILexicalBlock(scope: !2, file: !3, line: 127, column: 5)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 131, type: !6)
!104 = distinct !DILexicalBlock(scope: !2, file: !3, line: 131, column: 5)
!105 = !DILocalVariable(name: "comps", scope: !2, file: !3, line: 133, type: !6)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 134, type: !6)
!107 = distinct !DILexicalBlock(scope: !2, file: !3, line: 134, column: 5)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 137, type: !6)
!109 = distinct !DILexicalBlock(scope: !2, file: !3, line: 137, column: 5)
!110 = !DILocalVariable(name: "d", scope: !2, file: !3, line: 140, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 9216, elements: !48)
!112 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!113 = !DILocalVariable(name: "i", scope: !114, file: !3, line: 141, type: !6)
!114 = distinct !DILexicalBlock(scope: !2, file: !3, line: 141, column: 5)
!115 = !DILocalVariable(name: "j", scope: !116, file: !3, line: 142, type: !6)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 142, column: 9)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 141, column: 5)
!118 = !DILocalVariable(name: "k", scope: !119, file: !3, line: 144, type: !6)
!119 = distinct !DILexicalBlock(scope: !2, file: !3, line: 144, column: 5)
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 145, type: !6)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 145, column: 9)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 144, column: 5)
!123 = !DILocalVariable(name: "j", scope: !124, file: !3, line: 146, type: !6)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 146, column: 13)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 145, column: 9)
!126 = !DILocalVariable(name: "total", scope: !2, file: !3, line: 149, type: !112)
!127 = !DILocalVariable(name: "reachable", scope: !2, file: !3, line: 150, type: !6)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 151, type: !6)
!129 = distinct !DILexicalBlock(scope: !2, file: !3, line: 151, column: 5)
!130 = !DILocalVariable(name: "j", scope: !131, file: !3, line: 152, type: !6)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 152, column: 9)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 151, column: 5)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 1344, elements: !135)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!135 = !{!136, !137}
!136 = !DISubrange(count: 14)
!137 = !DISubrange(count: 3)
!138 = !{i32 7, !"Dwarf Version", i32 5}
!139 = !{i32 2, !"Debug Info Version", i32 3}
!140 = !{i32 1, !"wchar_size", i32 4}
!141 = !{i32 8, !"PIC Level", i32 2}
!142 = !{i32 7, !"PIE Level", i32 2}
!143 = !{i32 7, !"uwtable", i32 2}
!144 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!145 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!146 = distinct !DIAssignID()
!147 = !DILocalVariable(name: "dist", scope: !148, file: !3, line: 43, type: !52)
!148 = distinct !DISubprogram(name: "dijkstra", scope: !3, file: !3, line: 42, type: !149, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !6}
!151 = !{!152, !147, !153, !154, !155, !157, !159, !162, !164, !166, !168, !171, !172}
!152 = !DILocalVariable(name: "src", arg: 1, scope: !148, file: !3, line: 42, type: !6)
!153 = !DILocalVariable(name: "done", scope: !148, file: !3, line: 43, type: !52)
!154 = !DILocalVariable(name: "prev", scope: !148, file: !3, line: 43, type: !52)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 44, type: !6)
!156 = distinct !DILexicalBlock(scope: !148, file: !3, line: 44, column: 5)
!157 = !DILocalVariable(name: "it", scope: !158, file: !3, line: 49, type: !6)
!158 = distinct !DILexicalBlock(scope: !148, file: !3, line: 49, column: 5)
!159 = !DILocalVariable(name: "u", scope: !160, file: !3, line: 50, type: !6)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 49, column: 36)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 49, column: 5)
!162 = !DILocalVariable(name: "i", scope: !163, file: !3, line: 51, type: !6)
!163 = distinct !DILexicalBlock(scope: !160, file: !3, line: 51, column: 9)
!164 = !DILocalVariable(name: "v", scope: !165, file: !3, line: 57, type: !6)
!165 = distinct !DILexicalBlock(scope: !160, file: !3, line: 57, column: 9)
!166 = !DILocalVariable(name: "t", scope: !167, file: !3, line: 63, type: !6)
!167 = distinct !DILexicalBlock(scope: !148, file: !3, line: 63, column: 5)
!168 = !DILocalVariable(name: "path", scope: !169, file: !3, line: 68, type: !52)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 63, column: 33)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 63, column: 5)
!171 = !DILocalVariable(name: "n", scope: !169, file: !3, line: 68, type: !6)
!172 = !DILocalVariable(name: "c", scope: !173, file: !3, line: 69, type: !6)
!173 = distinct !DILexicalBlock(scope: !169, file: !3, line: 69, column: 9)
!174 = !DILocation(line: 0, scope: !148, inlinedAt: !175)
!175 = distinct !DILocation(line: 105, column: 5, scope: !2)
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !2)
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 94, column: 5, scope: !2)
!185 = !DILocation(line: 0, scope: !77)
!186 = !DILocation(line: 95, column: 5, scope: !77)
!187 = !DILocation(line: 97, column: 5, scope: !2)
!188 = !DILocation(line: 98, column: 5, scope: !2)
!189 = !DILocation(line: 0, scope: !79)
!190 = !DILocation(line: 99, column: 5, scope: !79)
!191 = !DILocation(line: 96, column: 41, scope: !192)
!192 = distinct !DILexicalBlock(scope: !77, file: !3, line: 95, column: 5)
!193 = !{!194, !194, i64 0}
!194 = !{!"int", !195, i64 0}
!195 = !{!"omnipotent char", !196, i64 0}
!196 = !{!"Simple C/C++ TBAA"}
!197 = !DILocation(line: 96, column: 13, scope: !192)
!198 = !DILocation(line: 96, column: 9, scope: !192)
!199 = !DILocation(line: 96, column: 26, scope: !192)
!200 = !DILocation(line: 96, column: 39, scope: !192)
!201 = !DILocation(line: 95, column: 30, scope: !192)
!202 = !DILocation(line: 95, column: 23, scope: !192)
!203 = distinct !{!203, !186, !204, !205, !206}
!204 = !DILocation(line: 96, column: 51, scope: !77)
!205 = !{!"llvm.loop.mustprogress"}
!206 = !{!"llvm.loop.unroll.disable"}
!207 = !DILocation(line: 100, column: 14, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 100, column: 13)
!209 = distinct !DILexicalBlock(scope: !79, file: !3, line: 99, column: 5)
!210 = !DILocation(line: 100, column: 13, scope: !209)
!211 = !DILocation(line: 101, column: 13, scope: !208)
!212 = !DILocation(line: 99, column: 29, scope: !209)
!213 = !DILocation(line: 99, column: 23, scope: !209)
!214 = distinct !{!214, !190, !215, !205, !206}
!215 = !DILocation(line: 101, column: 18, scope: !79)
!216 = !DILocation(line: 104, column: 5, scope: !2)
!217 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!218 = !DILocation(line: 43, column: 5, scope: !148, inlinedAt: !175)
!219 = !DILocation(line: 43, column: 18, scope: !148, inlinedAt: !175)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !156, inlinedAt: !175)
!222 = !DILocation(line: 46, column: 17, scope: !223, inlinedAt: !175)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 44, column: 33)
!224 = distinct !DILexicalBlock(scope: !156, file: !3, line: 44, column: 5)
!225 = !DILocation(line: 44, column: 5, scope: !156, inlinedAt: !175)
!226 = !DILocation(line: 48, column: 15, scope: !148, inlinedAt: !175)
!227 = !DILocation(line: 0, scope: !158, inlinedAt: !175)
!228 = !DILocation(line: 49, column: 5, scope: !158, inlinedAt: !175)
!229 = !DILocation(line: 45, column: 9, scope: !223, inlinedAt: !175)
!230 = !DILocation(line: 45, column: 17, scope: !223, inlinedAt: !175)
!231 = !DILocation(line: 44, column: 29, scope: !224, inlinedAt: !175)
!232 = !DILocation(line: 44, column: 23, scope: !224, inlinedAt: !175)
!233 = distinct !{!233, !225, !234, !205, !206}
!234 = !DILocation(line: 47, column: 5, scope: !156, inlinedAt: !175)
!235 = !DILocation(line: 0, scope: !163, inlinedAt: !175)
!236 = !DILocation(line: 0, scope: !160, inlinedAt: !175)
!237 = !DILocation(line: 51, column: 9, scope: !163, inlinedAt: !175)
!238 = !DILocation(line: 54, column: 15, scope: !239, inlinedAt: !175)
!239 = distinct !DILexicalBlock(scope: !160, file: !3, line: 54, column: 13)
!240 = !DILocation(line: 54, column: 13, scope: !160, inlinedAt: !175)
!241 = !DILocation(line: 52, column: 18, scope: !242, inlinedAt: !175)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 52, column: 17)
!243 = distinct !DILexicalBlock(scope: !163, file: !3, line: 51, column: 9)
!244 = !DILocation(line: 52, column: 26, scope: !242, inlinedAt: !175)
!245 = !DILocation(line: 52, column: 29, scope: !242, inlinedAt: !175)
!246 = !DILocation(line: 52, column: 37, scope: !242, inlinedAt: !175)
!247 = !DILocation(line: 52, column: 44, scope: !242, inlinedAt: !175)
!248 = !DILocation(line: 52, column: 50, scope: !242, inlinedAt: !175)
!249 = !DILocation(line: 52, column: 54, scope: !242, inlinedAt: !175)
!250 = !DILocation(line: 52, column: 67, scope: !242, inlinedAt: !175)
!251 = !DILocation(line: 52, column: 65, scope: !242, inlinedAt: !175)
!252 = !DILocation(line: 52, column: 17, scope: !243, inlinedAt: !175)
!253 = !DILocation(line: 53, column: 17, scope: !242, inlinedAt: !175)
!254 = !DILocation(line: 51, column: 33, scope: !243, inlinedAt: !175)
!255 = !DILocation(line: 51, column: 27, scope: !243, inlinedAt: !175)
!256 = distinct !{!256, !237, !257, !205, !206}
!257 = !DILocation(line: 53, column: 21, scope: !163, inlinedAt: !175)
!258 = !DILocation(line: 56, column: 9, scope: !160, inlinedAt: !175)
!259 = !DILocation(line: 56, column: 17, scope: !160, inlinedAt: !175)
!260 = !DILocation(line: 0, scope: !165, inlinedAt: !175)
!261 = !DILocation(line: 57, column: 9, scope: !165, inlinedAt: !175)
!262 = !DILocation(line: 58, column: 17, scope: !263, inlinedAt: !175)
!263 = distinct !DILexicalBlock(scope: !264, file: !3, line: 58, column: 17)
!264 = distinct !DILexicalBlock(scope: !165, file: !3, line: 57, column: 9)
!265 = !DILocation(line: 58, column: 27, scope: !263, inlinedAt: !175)
!266 = !DILocation(line: 58, column: 30, scope: !263, inlinedAt: !175)
!267 = !DILocation(line: 58, column: 38, scope: !263, inlinedAt: !175)
!268 = !DILocation(line: 58, column: 52, scope: !263, inlinedAt: !175)
!269 = !DILocation(line: 58, column: 50, scope: !263, inlinedAt: !175)
!270 = !DILocation(line: 58, column: 17, scope: !264, inlinedAt: !175)
!271 = !DILocation(line: 59, column: 25, scope: !272, inlinedAt: !175)
!272 = distinct !DILexicalBlock(scope: !263, file: !3, line: 58, column: 61)
!273 = !DILocation(line: 60, column: 17, scope: !272, inlinedAt: !175)
!274 = !DILocation(line: 60, column: 25, scope: !272, inlinedAt: !175)
!275 = !DILocation(line: 61, column: 13, scope: !272, inlinedAt: !175)
!276 = !DILocation(line: 57, column: 33, scope: !264, inlinedAt: !175)
!277 = !DILocation(line: 57, column: 27, scope: !264, inlinedAt: !175)
!278 = distinct !{!278, !261, !279, !205, !206}
!279 = !DILocation(line: 61, column: 13, scope: !165, inlinedAt: !175)
!280 = !DILocation(line: 49, column: 32, scope: !161, inlinedAt: !175)
!281 = !DILocation(line: 49, column: 25, scope: !161, inlinedAt: !175)
!282 = distinct !{!282, !228, !283, !205, !206}
!283 = !DILocation(line: 62, column: 5, scope: !158, inlinedAt: !175)
!284 = !DILocation(line: 63, column: 5, scope: !167, inlinedAt: !175)
!285 = !DILocation(line: 0, scope: !167, inlinedAt: !175)
!286 = !DILocation(line: 64, column: 13, scope: !287, inlinedAt: !175)
!287 = distinct !DILexicalBlock(scope: !169, file: !3, line: 64, column: 13)
!288 = !DILocation(line: 64, column: 21, scope: !287, inlinedAt: !175)
!289 = !DILocation(line: 64, column: 13, scope: !169, inlinedAt: !175)
!290 = !DILocation(line: 65, column: 13, scope: !291, inlinedAt: !175)
!291 = distinct !DILexicalBlock(scope: !287, file: !3, line: 64, column: 29)
!292 = !DILocation(line: 66, column: 13, scope: !291, inlinedAt: !175)
!293 = !DILocation(line: 68, column: 9, scope: !169, inlinedAt: !175)
!294 = !DILocation(line: 0, scope: !173, inlinedAt: !175)
!295 = !DILocation(line: 69, column: 9, scope: !173, inlinedAt: !175)
!296 = !DILocation(line: 71, column: 9, scope: !169, inlinedAt: !175)
!297 = !DILocation(line: 72, column: 9, scope: !169, inlinedAt: !175)
!298 = !DILocation(line: 70, column: 19, scope: !299, inlinedAt: !175)
!299 = distinct !DILexicalBlock(scope: !173, file: !3, line: 69, column: 9)
!300 = !DILocation(line: 70, column: 13, scope: !299, inlinedAt: !175)
!301 = !DILocation(line: 70, column: 23, scope: !299, inlinedAt: !175)
!302 = !DILocation(line: 69, column: 37, scope: !299, inlinedAt: !175)
!303 = !DILocation(line: 69, column: 27, scope: !299, inlinedAt: !175)
!304 = distinct !{!304, !295, !305, !205, !206}
!305 = !DILocation(line: 70, column: 25, scope: !173, inlinedAt: !175)
!306 = !DILocation(line: 72, column: 17, scope: !169, inlinedAt: !175)
!307 = !DILocation(line: 73, column: 27, scope: !169, inlinedAt: !175)
!308 = !DILocation(line: 73, column: 13, scope: !169, inlinedAt: !175)
!309 = distinct !{!309, !297, !310, !205, !206}
!310 = !DILocation(line: 73, column: 34, scope: !169, inlinedAt: !175)
!311 = !DILocation(line: 74, column: 9, scope: !169, inlinedAt: !175)
!312 = !DILocation(line: 75, column: 5, scope: !170, inlinedAt: !175)
!313 = !DILocation(line: 75, column: 5, scope: !169, inlinedAt: !175)
!314 = !DILocation(line: 63, column: 29, scope: !170, inlinedAt: !175)
!315 = !DILocation(line: 63, column: 23, scope: !170, inlinedAt: !175)
!316 = distinct !{!316, !284, !317, !205, !206}
!317 = !DILocation(line: 75, column: 5, scope: !167, inlinedAt: !175)
!318 = !DILocation(line: 76, column: 1, scope: !148, inlinedAt: !175)
!319 = !DILocation(line: 107, column: 15, scope: !2)
!320 = !DILocation(line: 108, column: 15, scope: !2)
!321 = !DILocation(line: 109, column: 5, scope: !2)
!322 = !DILocation(line: 109, column: 9, scope: !2)
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 0, scope: !89)
!325 = !DILocation(line: 110, column: 5, scope: !89)
!326 = !DILocation(line: 0, scope: !81)
!327 = !DILocation(line: 103, column: 48, scope: !328)
!328 = distinct !DILexicalBlock(scope: !81, file: !3, line: 102, column: 5)
!329 = !DILocation(line: 103, column: 57, scope: !328)
!330 = !DILocation(line: 103, column: 9, scope: !328)
!331 = !DILocation(line: 102, column: 29, scope: !328)
!332 = !DILocation(line: 102, column: 23, scope: !328)
!333 = !DILocation(line: 102, column: 5, scope: !81)
!334 = distinct !{!334, !333, !335, !205, !206}
!335 = !DILocation(line: 103, column: 63, scope: !81)
!336 = !DILocation(line: 0, scope: !91)
!337 = !DILocation(line: 111, column: 9, scope: !91)
!338 = !DILocation(line: 110, column: 29, scope: !92)
!339 = !DILocation(line: 110, column: 23, scope: !92)
!340 = distinct !{!340, !325, !341, !205, !206}
!341 = !DILocation(line: 112, column: 38, scope: !89)
!342 = !DILocation(line: 112, column: 25, scope: !343)
!343 = distinct !DILexicalBlock(scope: !91, file: !3, line: 111, column: 9)
!344 = !DILocation(line: 112, column: 35, scope: !343)
!345 = !DILocation(line: 112, column: 13, scope: !343)
!346 = !DILocation(line: 112, column: 22, scope: !343)
!347 = !DILocation(line: 111, column: 33, scope: !343)
!348 = !DILocation(line: 111, column: 27, scope: !343)
!349 = distinct !{!349, !337, !350, !205, !206}
!350 = !DILocation(line: 112, column: 38, scope: !91)
!351 = !DILocation(line: 116, column: 14, scope: !2)
!352 = !DILocation(line: 116, column: 5, scope: !2)
!353 = !DILocation(line: 0, scope: !94)
!354 = !DILocation(line: 114, column: 14, scope: !355)
!355 = distinct !DILexicalBlock(scope: !356, file: !3, line: 114, column: 13)
!356 = distinct !DILexicalBlock(scope: !94, file: !3, line: 113, column: 5)
!357 = !DILocation(line: 114, column: 13, scope: !356)
!358 = !DILocation(line: 115, column: 16, scope: !355)
!359 = !DILocation(line: 115, column: 13, scope: !355)
!360 = !DILocation(line: 115, column: 20, scope: !355)
!361 = !DILocation(line: 113, column: 29, scope: !356)
!362 = !DILocation(line: 113, column: 23, scope: !356)
!363 = !DILocation(line: 113, column: 5, scope: !94)
!364 = distinct !{!364, !363, !365, !205, !206}
!365 = !DILocation(line: 115, column: 22, scope: !94)
!366 = !DILocation(line: 118, column: 16, scope: !96)
!367 = distinct !{!367, !352, !368, !205, !206}
!368 = !DILocation(line: 122, column: 5, scope: !2)
!369 = !DILocation(line: 117, column: 17, scope: !96)
!370 = !DILocation(line: 0, scope: !96)
!371 = !DILocation(line: 118, column: 9, scope: !96)
!372 = !DILocation(line: 118, column: 20, scope: !96)
!373 = !DILocation(line: 0, scope: !98)
!374 = !DILocation(line: 119, column: 9, scope: !98)
!375 = !DILocation(line: 120, column: 17, scope: !376)
!376 = distinct !DILexicalBlock(scope: !377, file: !3, line: 120, column: 17)
!377 = distinct !DILexicalBlock(scope: !98, file: !3, line: 119, column: 9)
!378 = !DILocation(line: 120, column: 27, scope: !376)
!379 = !DILocation(line: 120, column: 32, scope: !376)
!380 = !DILocation(line: 120, column: 30, scope: !376)
!381 = !DILocation(line: 120, column: 41, scope: !376)
!382 = !DILocation(line: 120, column: 17, scope: !377)
!383 = !DILocation(line: 121, column: 20, scope: !376)
!384 = !DILocation(line: 121, column: 17, scope: !376)
!385 = !DILocation(line: 121, column: 24, scope: !376)
!386 = !DILocation(line: 119, column: 33, scope: !377)
!387 = !DILocation(line: 119, column: 27, scope: !377)
!388 = distinct !{!388, !374, !389, !205, !206}
!389 = !DILocation(line: 121, column: 26, scope: !98)
!390 = !DILocation(line: 123, column: 5, scope: !2)
!391 = !DILocation(line: 0, scope: !100)
!392 = !DILocation(line: 124, column: 23, scope: !393)
!393 = distinct !DILexicalBlock(scope: !100, file: !3, line: 124, column: 5)
!394 = !DILocation(line: 124, column: 5, scope: !100)
!395 = !DILocation(line: 126, column: 5, scope: !2)
!396 = !DILocation(line: 0, scope: !102)
!397 = !DILocation(line: 129, column: 16, scope: !398)
!398 = distinct !DILexicalBlock(scope: !399, file: !3, line: 127, column: 33)
!399 = distinct !DILexicalBlock(scope: !102, file: !3, line: 127, column: 5)
!400 = !DILocation(line: 127, column: 5, scope: !102)
!401 = !DILocation(line: 125, column: 23, scope: !393)
!402 = !DILocation(line: 125, column: 9, scope: !393)
!403 = !DILocation(line: 124, column: 29, scope: !393)
!404 = distinct !{!404, !394, !405, !205, !206}
!405 = !DILocation(line: 125, column: 31, scope: !100)
!406 = !DILocation(line: 128, column: 9, scope: !398)
!407 = !DILocation(line: 128, column: 19, scope: !398)
!408 = !DILocation(line: 127, column: 29, scope: !399)
!409 = !DILocation(line: 127, column: 23, scope: !399)
!410 = distinct !{!410, !400, !411, !205, !206}
!411 = !DILocation(line: 130, column: 5, scope: !102)
!412 = !DILocation(line: 0, scope: !104)
!413 = !DILocation(line: 132, column: 15, scope: !414)
!414 = distinct !DILexicalBlock(scope: !104, file: !3, line: 131, column: 5)
!415 = !DILocation(line: 132, column: 28, scope: !414)
!416 = !DILocalVariable(name: "a", arg: 1, scope: !417, file: !3, line: 80, type: !6)
!417 = distinct !DISubprogram(name: "unite", scope: !3, file: !3, line: 80, type: !418, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{null, !6, !6}
!420 = !{!416, !421, !422}
!421 = !DILocalVariable(name: "b", arg: 2, scope: !417, file: !3, line: 80, type: !6)
!422 = !DILocalVariable(name: "t", scope: !423, file: !3, line: 84, type: !6)
!423 = distinct !DILexicalBlock(scope: !424, file: !3, line: 84, column: 26)
!424 = distinct !DILexicalBlock(scope: !417, file: !3, line: 84, column: 9)
!425 = !DILocation(line: 0, scope: !417, inlinedAt: !426)
!426 = distinct !DILocation(line: 132, column: 9, scope: !414)
!427 = !DILocation(line: 81, column: 9, scope: !417, inlinedAt: !426)
!428 = !DILocation(line: 82, column: 9, scope: !417, inlinedAt: !426)
!429 = !DILocation(line: 83, column: 11, scope: !430, inlinedAt: !426)
!430 = distinct !DILexicalBlock(scope: !417, file: !3, line: 83, column: 9)
!431 = !DILocation(line: 83, column: 9, scope: !417, inlinedAt: !426)
!432 = !DILocation(line: 84, column: 9, scope: !424, inlinedAt: !426)
!433 = !DILocation(line: 84, column: 18, scope: !424, inlinedAt: !426)
!434 = !DILocation(line: 84, column: 16, scope: !424, inlinedAt: !426)
!435 = !DILocation(line: 84, column: 9, scope: !417, inlinedAt: !426)
!436 = !DILocation(line: 85, column: 5, scope: !417, inlinedAt: !426)
!437 = !DILocation(line: 85, column: 15, scope: !417, inlinedAt: !426)
!438 = !DILocation(line: 86, column: 9, scope: !439, inlinedAt: !426)
!439 = distinct !DILexicalBlock(scope: !417, file: !3, line: 86, column: 9)
!440 = !DILocation(line: 86, column: 19, scope: !439, inlinedAt: !426)
!441 = !DILocation(line: 86, column: 16, scope: !439, inlinedAt: !426)
!442 = !DILocation(line: 86, column: 9, scope: !417, inlinedAt: !426)
!443 = !DILocation(line: 86, column: 33, scope: !439, inlinedAt: !426)
!444 = !DILocation(line: 86, column: 27, scope: !439, inlinedAt: !426)
!445 = !DILocation(line: 131, column: 30, scope: !414)
!446 = !DILocation(line: 131, column: 23, scope: !414)
!447 = !DILocation(line: 131, column: 5, scope: !104)
!448 = distinct !{!448, !447, !449, !205, !206}
!449 = !DILocation(line: 132, column: 39, scope: !104)
!450 = !DILocation(line: 136, column: 5, scope: !2)
!451 = !DILocation(line: 0, scope: !109)
!452 = !DILocation(line: 137, column: 5, scope: !109)
!453 = !DILocation(line: 0, scope: !107)
!454 = !DILocation(line: 135, column: 18, scope: !455)
!455 = distinct !DILexicalBlock(scope: !107, file: !3, line: 134, column: 5)
!456 = !DILocation(line: 135, column: 26, scope: !455)
!457 = !DILocation(line: 135, column: 15, scope: !455)
!458 = !DILocation(line: 134, column: 29, scope: !455)
!459 = !DILocation(line: 134, column: 23, scope: !455)
!460 = !DILocation(line: 134, column: 5, scope: !107)
!461 = distinct !{!461, !460, !462, !205, !206}
!462 = !DILocation(line: 135, column: 29, scope: !107)
!463 = !DILocation(line: 139, column: 5, scope: !2)
!464 = !DILocation(line: 140, column: 5, scope: !2)
!465 = !DILocation(line: 0, scope: !114)
!466 = !DILocation(line: 141, column: 5, scope: !114)
!467 = !DILocation(line: 138, column: 23, scope: !468)
!468 = distinct !DILexicalBlock(scope: !109, file: !3, line: 137, column: 5)
!469 = !DILocation(line: 138, column: 34, scope: !468)
!470 = !DILocation(line: 138, column: 31, scope: !468)
!471 = !DILocation(line: 138, column: 48, scope: !468)
!472 = !DILocation(line: 138, column: 59, scope: !468)
!473 = !DILocation(line: 138, column: 56, scope: !468)
!474 = !DILocation(line: 138, column: 73, scope: !468)
!475 = !DILocation(line: 138, column: 84, scope: !468)
!476 = !DILocation(line: 138, column: 81, scope: !468)
!477 = !DILocation(line: 138, column: 9, scope: !468)
!478 = !DILocation(line: 137, column: 29, scope: !468)
!479 = !DILocation(line: 137, column: 23, scope: !468)
!480 = distinct !{!480, !452, !481, !205, !206}
!481 = !DILocation(line: 138, column: 102, scope: !109)
!482 = !DILocation(line: 0, scope: !116)
!483 = !DILocation(line: 142, column: 9, scope: !116)
!484 = !DILocation(line: 141, column: 29, scope: !117)
!485 = !DILocation(line: 141, column: 23, scope: !117)
!486 = distinct !{!486, !466, !487, !205, !206}
!487 = !DILocation(line: 143, column: 60, scope: !114)
!488 = !DILocation(line: 143, column: 25, scope: !489)
!489 = distinct !DILexicalBlock(scope: !116, file: !3, line: 142, column: 9)
!490 = !DILocation(line: 143, column: 23, scope: !489)
!491 = !DILocation(line: 143, column: 36, scope: !489)
!492 = !DILocation(line: 143, column: 13, scope: !489)
!493 = !DILocation(line: 143, column: 21, scope: !489)
!494 = !{!495, !495, i64 0}
!495 = !{!"long", !195, i64 0}
!496 = !DILocation(line: 142, column: 33, scope: !489)
!497 = !DILocation(line: 142, column: 27, scope: !489)
!498 = distinct !{!498, !483, !499, !205, !206}
!499 = !DILocation(line: 143, column: 60, scope: !116)
!500 = !DILocation(line: 0, scope: !119)
!501 = !DILocation(line: 0, scope: !121)
!502 = !DILocation(line: 145, column: 9, scope: !121)
!503 = !DILocation(line: 0, scope: !124)
!504 = !DILocation(line: 146, column: 13, scope: !124)
!505 = !DILocation(line: 144, column: 29, scope: !122)
!506 = !DILocation(line: 144, column: 23, scope: !122)
!507 = !DILocation(line: 144, column: 5, scope: !119)
!508 = distinct !{!508, !507, !509, !205, !206}
!509 = !DILocation(line: 148, column: 47, scope: !119)
!510 = !DILocation(line: 145, column: 33, scope: !125)
!511 = !DILocation(line: 145, column: 27, scope: !125)
!512 = distinct !{!512, !502, !513, !205, !206}
!513 = !DILocation(line: 148, column: 47, scope: !121)
!514 = !DILocation(line: 147, column: 21, scope: !515)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 147, column: 21)
!516 = distinct !DILexicalBlock(scope: !124, file: !3, line: 146, column: 13)
!517 = !DILocation(line: 147, column: 31, scope: !515)
!518 = !DILocation(line: 147, column: 29, scope: !515)
!519 = !DILocation(line: 147, column: 41, scope: !515)
!520 = !DILocation(line: 147, column: 21, scope: !516)
!521 = !DILocation(line: 0, scope: !516)
!522 = !DILocation(line: 146, column: 37, scope: !516)
!523 = !DILocation(line: 146, column: 31, scope: !516)
!524 = distinct !{!524, !504, !525, !205, !206}
!525 = !DILocation(line: 148, column: 47, scope: !124)
!526 = !DILocation(line: 0, scope: !129)
!527 = !DILocation(line: 0, scope: !131)
!528 = !DILocation(line: 152, column: 9, scope: !131)
!529 = !DILocation(line: 158, column: 12, scope: !2)
!530 = !DILocation(line: 157, column: 5, scope: !2)
!531 = !DILocation(line: 160, column: 1, scope: !2)
!532 = !DILocation(line: 151, column: 29, scope: !132)
!533 = !DILocation(line: 151, column: 23, scope: !132)
!534 = !DILocation(line: 151, column: 5, scope: !129)
!535 = distinct !{!535, !534, !536, !205, !206}
!536 = !DILocation(line: 156, column: 13, scope: !129)
!537 = !DILocation(line: 153, column: 17, scope: !538)
!538 = distinct !DILexicalBlock(scope: !539, file: !3, line: 153, column: 17)
!539 = distinct !DILexicalBlock(scope: !131, file: !3, line: 152, column: 9)
!540 = !DILocation(line: 153, column: 25, scope: !538)
!541 = !DILocation(line: 153, column: 17, scope: !539)
!542 = !DILocation(line: 152, column: 33, scope: !539)
!543 = !DILocation(line: 152, column: 27, scope: !539)
!544 = distinct !{!544, !528, !545, !205, !206}
!545 = !DILocation(line: 156, column: 13, scope: !131)
!546 = distinct !DISubprogram(name: "bfs", scope: !3, file: !3, line: 13, type: !149, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !547)
!547 = !{!548, !549, !550, !551, !552, !553, !555, !557, !559}
!548 = !DILocalVariable(name: "src", arg: 1, scope: !546, file: !3, line: 13, type: !6)
!549 = !DILocalVariable(name: "dist", scope: !546, file: !3, line: 14, type: !52)
!550 = !DILocalVariable(name: "queue", scope: !546, file: !3, line: 14, type: !52)
!551 = !DILocalVariable(name: "head", scope: !546, file: !3, line: 14, type: !6)
!552 = !DILocalVariable(name: "tail", scope: !546, file: !3, line: 14, type: !6)
!553 = !DILocalVariable(name: "i", scope: !554, file: !3, line: 15, type: !6)
!554 = distinct !DILexicalBlock(scope: !546, file: !3, line: 15, column: 5)
!555 = !DILocalVariable(name: "u", scope: !556, file: !3, line: 20, type: !6)
!556 = distinct !DILexicalBlock(scope: !546, file: !3, line: 19, column: 25)
!557 = !DILocalVariable(name: "v", scope: !558, file: !3, line: 21, type: !6)
!558 = distinct !DILexicalBlock(scope: !556, file: !3, line: 21, column: 9)
!559 = !DILocalVariable(name: "i", scope: !560, file: !3, line: 28, type: !6)
!560 = distinct !DILexicalBlock(scope: !546, file: !3, line: 28, column: 5)
!561 = distinct !DIAssignID()
!562 = !DILocation(line: 0, scope: !546)
!563 = distinct !DIAssignID()
!564 = !DILocation(line: 14, column: 5, scope: !546)
!565 = !DILocation(line: 0, scope: !554)
!566 = !DILocation(line: 16, column: 17, scope: !567)
!567 = distinct !DILexicalBlock(scope: !554, file: !3, line: 15, column: 5)
!568 = !DILocation(line: 17, column: 5, scope: !546)
!569 = !DILocation(line: 17, column: 15, scope: !546)
!570 = !DILocation(line: 18, column: 19, scope: !546)
!571 = !DILocation(line: 19, column: 5, scope: !546)
!572 = !DILocation(line: 20, column: 27, scope: !556)
!573 = !DILocation(line: 19, column: 17, scope: !546)
!574 = distinct !{!574, !571, !575, !205, !206}
!575 = !DILocation(line: 26, column: 5, scope: !546)
!576 = !DILocation(line: 20, column: 17, scope: !556)
!577 = !DILocation(line: 0, scope: !556)
!578 = !DILocation(line: 0, scope: !558)
!579 = !DILocation(line: 21, column: 9, scope: !558)
!580 = !DILocation(line: 22, column: 17, scope: !581)
!581 = distinct !DILexicalBlock(scope: !582, file: !3, line: 22, column: 17)
!582 = distinct !DILexicalBlock(scope: !558, file: !3, line: 21, column: 9)
!583 = !DILocation(line: 22, column: 27, scope: !581)
!584 = !DILocation(line: 22, column: 30, scope: !581)
!585 = !DILocation(line: 22, column: 38, scope: !581)
!586 = !DILocation(line: 22, column: 17, scope: !582)
!587 = !DILocation(line: 23, column: 27, scope: !588)
!588 = distinct !DILexicalBlock(scope: !581, file: !3, line: 22, column: 43)
!589 = !DILocation(line: 23, column: 35, scope: !588)
!590 = !DILocation(line: 23, column: 25, scope: !588)
!591 = !DILocation(line: 24, column: 27, scope: !588)
!592 = !DILocation(line: 24, column: 17, scope: !588)
!593 = !DILocation(line: 24, column: 31, scope: !588)
!594 = !DILocation(line: 25, column: 13, scope: !588)
!595 = !DILocation(line: 21, column: 33, scope: !582)
!596 = !DILocation(line: 21, column: 27, scope: !582)
!597 = distinct !{!597, !579, !598, !205, !206}
!598 = !DILocation(line: 25, column: 13, scope: !558)
!599 = !DILocation(line: 27, column: 5, scope: !546)
!600 = !DILocation(line: 0, scope: !560)
!601 = !DILocation(line: 28, column: 5, scope: !560)
!602 = !DILocation(line: 30, column: 5, scope: !546)
!603 = !DILocation(line: 31, column: 1, scope: !546)
!604 = !DILocation(line: 29, column: 23, scope: !605)
!605 = distinct !DILexicalBlock(scope: !560, file: !3, line: 28, column: 5)
!606 = !DILocation(line: 29, column: 9, scope: !605)
!607 = !DILocation(line: 28, column: 29, scope: !605)
!608 = !DILocation(line: 28, column: 23, scope: !605)
!609 = distinct !{!609, !601, !610, !205, !206}
!610 = !DILocation(line: 29, column: 30, scope: !560)
!611 = distinct !DISubprogram(name: "dfs", scope: !3, file: !3, line: 34, type: !149, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !612)
!612 = !{!613, !614}
!613 = !DILocalVariable(name: "u", arg: 1, scope: !611, file: !3, line: 34, type: !6)
!614 = !DILocalVariable(name: "v", scope: !615, file: !3, line: 36, type: !6)
!615 = distinct !DILexicalBlock(scope: !611, file: !3, line: 36, column: 5)
!616 = !DILocation(line: 0, scope: !611)
!617 = !DILocation(line: 35, column: 15, scope: !611)
!618 = !DILocation(line: 35, column: 5, scope: !611)
!619 = !DILocation(line: 35, column: 13, scope: !611)
!620 = !DILocation(line: 0, scope: !615)
!621 = !DILocation(line: 36, column: 5, scope: !615)
!622 = !DILocation(line: 39, column: 14, scope: !611)
!623 = !DILocation(line: 39, column: 5, scope: !611)
!624 = !DILocation(line: 39, column: 12, scope: !611)
!625 = !DILocation(line: 40, column: 1, scope: !611)
!626 = !DILocation(line: 37, column: 13, scope: !627)
!627 = distinct !DILexicalBlock(scope: !628, file: !3, line: 37, column: 13)
!628 = distinct !DILexicalBlock(scope: !615, file: !3, line: 36, column: 5)
!629 = !DILocation(line: 37, column: 23, scope: !627)
!630 = !DILocation(line: 37, column: 27, scope: !627)
!631 = !DILocation(line: 37, column: 13, scope: !628)
!632 = !DILocation(line: 38, column: 13, scope: !627)
!633 = !DILocation(line: 36, column: 29, scope: !628)
!634 = !DILocation(line: 36, column: 23, scope: !628)
!635 = distinct !{!635, !621, !636, !205, !206}
!636 = !DILocation(line: 38, column: 18, scope: !615)
!637 = !DISubprogram(name: "printf", scope: !638, file: !638, line: 356, type: !639, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!639 = !DISubroutineType(types: !640)
!640 = !{!6, !641, null}
!641 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !642)
!642 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !643, size: 64)
!643 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!644 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 79, type: !645, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !647)
!645 = !DISubroutineType(types: !646)
!646 = !{!6, !6}
!647 = !{!648}
!648 = !DILocalVariable(name: "x", arg: 1, scope: !644, file: !3, line: 79, type: !6)
!649 = !DILocation(line: 0, scope: !644)
!650 = !DILocation(line: 79, column: 33, scope: !644)
!651 = !DILocation(line: 79, column: 43, scope: !644)
!652 = !DILocation(line: 79, column: 26, scope: !644)
!653 = !DILocation(line: 79, column: 67, scope: !644)
!654 = !DILocation(line: 79, column: 65, scope: !644)
