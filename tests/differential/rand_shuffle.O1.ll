; ModuleID = 'rand_shuffle.c'
source_filename = "rand_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"round %d: sum preserved %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [23 x i8] c"permutation valid: %d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [42 x i8] c"rand in range: %d, RAND_MAX >= 32767: %d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [39 x i8] c"reseeding reproduces the sequence: %d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [17 x i8] c"bucket total %d\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [29 x i8] c"digit sum after shuffle %ld\0A\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca [200 x i32], align 16, !DIAssignID !137
    #dbg_assign(i1 undef, !63, !DIExpression(), !137, ptr %1, !DIExpression(), !138)
  %2 = alloca [64 x i32], align 16, !DIAssignID !139
    #dbg_assign(i1 undef, !82, !DIExpression(), !139, ptr %2, !DIExpression(), !138)
  %3 = alloca [64 x i32], align 16, !DIAssignID !140
    #dbg_assign(i1 undef, !86, !DIExpression(), !140, ptr %3, !DIExpression(), !138)
  %4 = alloca [10 x i32], align 16, !DIAssignID !141
    #dbg_assign(i1 undef, !98, !DIExpression(), !141, ptr %4, !DIExpression(), !138)
  %5 = alloca [10 x i32], align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !107, !DIExpression(), !142, ptr %5, !DIExpression(), !138)
  %6 = alloca [20 x [6 x i8]], align 16, !DIAssignID !143
    #dbg_assign(i1 undef, !113, !DIExpression(), !143, ptr %6, !DIExpression(), !138)
    #dbg_assign(i1 undef, !129, !DIExpression(), !144, ptr undef, !DIExpression(), !145)
  tail call void @srand(i32 noundef 12345) #10, !dbg !146
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #10, !dbg !147
    #dbg_value(i32 0, !67, !DIExpression(), !148)
  br label %7, !dbg !149

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %13, %7 ]
    #dbg_value(i64 %8, !67, !DIExpression(), !148)
  %9 = mul nuw nsw i64 %8, %8, !dbg !150
  %10 = trunc nuw i64 %9 to i32, !dbg !152
  %11 = urem i32 %10, 101, !dbg !152
  %12 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %8, !dbg !153
  store i32 %11, ptr %12, align 4, !dbg !154, !tbaa !155
  %13 = add nuw nsw i64 %8, 1, !dbg !159
    #dbg_value(i64 %13, !67, !DIExpression(), !148)
  %14 = icmp eq i64 %13, 200, !dbg !160
  br i1 %14, label %15, label %7, !dbg !149, !llvm.loop !161

15:                                               ; preds = %7, %15
  %16 = phi i64 [ %22, %15 ], [ 0, %7 ]
  %17 = phi i64 [ %21, %15 ], [ 0, %7 ]
    #dbg_value(i64 %16, !72, !DIExpression(), !165)
    #dbg_value(i64 %17, !69, !DIExpression(), !138)
  %18 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %16, !dbg !166
  %19 = load i32, ptr %18, align 4, !dbg !166, !tbaa !155
  %20 = sext i32 %19 to i64, !dbg !166
  %21 = add nsw i64 %17, %20, !dbg !168
    #dbg_value(i64 %21, !69, !DIExpression(), !138)
  %22 = add nuw nsw i64 %16, 1, !dbg !169
    #dbg_value(i64 %22, !72, !DIExpression(), !165)
  %23 = icmp eq i64 %22, 200, !dbg !170
  br i1 %23, label %24, label %15, !dbg !171, !llvm.loop !172

24:                                               ; preds = %15, %39
  %25 = phi i32 [ %43, %39 ], [ 0, %15 ]
    #dbg_value(i32 %25, !74, !DIExpression(), !174)
  br label %27, !dbg !175

26:                                               ; preds = %39
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int) #10, !dbg !190
    #dbg_value(i32 0, !80, !DIExpression(), !191)
  br label %56, !dbg !192

27:                                               ; preds = %24, %27
  %28 = phi i64 [ %29, %27 ], [ 200, %24 ]
    #dbg_value(i64 %28, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !193)
  %29 = add nsw i64 %28, -1, !dbg !194
    #dbg_value(i64 %29, !184, !DIExpression(), !193)
  %30 = tail call i32 @rand() #10, !dbg !195
  %31 = trunc nuw nsw i64 %28 to i32, !dbg !196
  %32 = srem i32 %30, %31, !dbg !196
    #dbg_value(i32 %32, !185, !DIExpression(), !197)
  %33 = getelementptr inbounds i32, ptr %1, i64 %29, !dbg !198
  %34 = load i32, ptr %33, align 4, !dbg !198, !tbaa !155
    #dbg_value(i32 %34, !188, !DIExpression(), !197)
  %35 = sext i32 %32 to i64, !dbg !199
  %36 = getelementptr inbounds i32, ptr %1, i64 %35, !dbg !199
  %37 = load i32, ptr %36, align 4, !dbg !199, !tbaa !155
  store i32 %37, ptr %33, align 4, !dbg !200, !tbaa !155
  store i32 %34, ptr %36, align 4, !dbg !201, !tbaa !155
    #dbg_value(i64 %29, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !193)
  %38 = icmp ugt i64 %28, 2, !dbg !202
  br i1 %38, label %27, label %45, !dbg !175, !llvm.loop !203

39:                                               ; preds = %45
  %40 = icmp eq i64 %21, %51, !dbg !205
  %41 = zext i1 %40 to i32, !dbg !205
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %25, i32 noundef %41), !dbg !206
  %43 = add nuw nsw i32 %25, 1, !dbg !207
    #dbg_value(i32 %43, !74, !DIExpression(), !174)
  %44 = icmp eq i32 %43, 5, !dbg !208
  br i1 %44, label %26, label %24, !dbg !209, !llvm.loop !210

45:                                               ; preds = %27, %45
  %46 = phi i64 [ %52, %45 ], [ 0, %27 ]
  %47 = phi i64 [ %51, %45 ], [ 0, %27 ]
    #dbg_value(i64 %46, !76, !DIExpression(), !212)
    #dbg_value(i64 %47, !71, !DIExpression(), !138)
  %48 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %46, !dbg !213
  %49 = load i32, ptr %48, align 4, !dbg !213, !tbaa !155
  %50 = sext i32 %49 to i64, !dbg !213
  %51 = add nsw i64 %47, %50, !dbg !215
    #dbg_value(i64 %51, !71, !DIExpression(), !138)
  %52 = add nuw nsw i64 %46, 1, !dbg !216
    #dbg_value(i64 %52, !76, !DIExpression(), !212)
  %53 = icmp eq i64 %52, 200, !dbg !217
  br i1 %53, label %39, label %45, !dbg !218, !llvm.loop !219

54:                                               ; preds = %56
  %55 = call i32 @putchar(i32 10), !dbg !221
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10, !dbg !222
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #10, !dbg !222
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %3, i8 0, i64 256, i1 false), !dbg !223, !DIAssignID !224
    #dbg_assign(i8 0, !86, !DIExpression(), !224, ptr %3, !DIExpression(), !138)
    #dbg_value(i32 0, !87, !DIExpression(), !225)
  br label %75, !dbg !226

56:                                               ; preds = %26, %56
  %57 = phi i64 [ 0, %26 ], [ %61, %56 ]
    #dbg_value(i64 %57, !80, !DIExpression(), !191)
  %58 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %57, !dbg !227
  %59 = load i32, ptr %58, align 8, !dbg !227, !tbaa !155
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59), !dbg !229
  %61 = add nuw nsw i64 %57, 10, !dbg !230
    #dbg_value(i64 %61, !80, !DIExpression(), !191)
  %62 = icmp ult i64 %57, 190, !dbg !231
  br i1 %62, label %56, label %54, !dbg !192, !llvm.loop !232

63:                                               ; preds = %75, %63
  %64 = phi i64 [ %65, %63 ], [ 64, %75 ]
    #dbg_value(i64 %64, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !234)
  %65 = add nsw i64 %64, -1, !dbg !236
    #dbg_value(i64 %65, !184, !DIExpression(), !234)
  %66 = call i32 @rand() #10, !dbg !237
  %67 = trunc nuw nsw i64 %64 to i32, !dbg !238
  %68 = srem i32 %66, %67, !dbg !238
    #dbg_value(i32 %68, !185, !DIExpression(), !239)
  %69 = getelementptr inbounds i32, ptr %2, i64 %65, !dbg !240
  %70 = load i32, ptr %69, align 4, !dbg !240, !tbaa !155
    #dbg_value(i32 %70, !188, !DIExpression(), !239)
  %71 = sext i32 %68 to i64, !dbg !241
  %72 = getelementptr inbounds i32, ptr %2, i64 %71, !dbg !241
  %73 = load i32, ptr %72, align 4, !dbg !241, !tbaa !155
  store i32 %73, ptr %69, align 4, !dbg !242, !tbaa !155
  store i32 %70, ptr %72, align 4, !dbg !243, !tbaa !155
    #dbg_value(i64 %65, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !234)
  %74 = icmp ugt i64 %64, 2, !dbg !244
  br i1 %74, label %63, label %83, !dbg !245, !llvm.loop !246

75:                                               ; preds = %54, %75
  %76 = phi i64 [ 0, %54 ], [ %79, %75 ]
    #dbg_value(i64 %76, !87, !DIExpression(), !225)
  %77 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %76, !dbg !248
  %78 = trunc nuw nsw i64 %76 to i32, !dbg !250
  store i32 %78, ptr %77, align 4, !dbg !250, !tbaa !155
  %79 = add nuw nsw i64 %76, 1, !dbg !251
    #dbg_value(i64 %79, !87, !DIExpression(), !225)
  %80 = icmp eq i64 %79, 64, !dbg !252
  br i1 %80, label %63, label %75, !dbg !226, !llvm.loop !253

81:                                               ; preds = %96
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %97), !dbg !255
    #dbg_value(i32 1, !92, !DIExpression(), !138)
    #dbg_value(i32 0, !93, !DIExpression(), !256)
  br label %102, !dbg !257

83:                                               ; preds = %63, %96
  %84 = phi i64 [ %98, %96 ], [ 0, %63 ]
  %85 = phi i32 [ %97, %96 ], [ 1, %63 ]
    #dbg_value(i64 %84, !90, !DIExpression(), !258)
    #dbg_value(i32 %85, !89, !DIExpression(), !138)
  %86 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %84, !dbg !259
  %87 = load i32, ptr %86, align 4, !dbg !259, !tbaa !155
  %88 = icmp ugt i32 %87, 63, !dbg !263
  br i1 %88, label %96, label %89, !dbg !263

89:                                               ; preds = %83
  %90 = zext nneg i32 %87 to i64, !dbg !264
  %91 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %90, !dbg !264
  %92 = load i32, ptr %91, align 4, !dbg !264, !tbaa !155
  %93 = icmp eq i32 %92, 0, !dbg !264
  %94 = call i32 @llvm.umax.i32(i32 %92, i32 1), !dbg !265
  store i32 %94, ptr %91, align 4, !dbg !266
  %95 = select i1 %93, i32 %85, i32 0, !dbg !265
  br label %96, !dbg !265

96:                                               ; preds = %89, %83
  %97 = phi i32 [ 0, %83 ], [ %95, %89 ], !dbg !138
    #dbg_value(i32 %97, !89, !DIExpression(), !138)
  %98 = add nuw nsw i64 %84, 1, !dbg !267
    #dbg_value(i64 %98, !90, !DIExpression(), !258)
  %99 = icmp eq i64 %98, 64, !dbg !268
  br i1 %99, label %81, label %83, !dbg !269, !llvm.loop !270

100:                                              ; preds = %102
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107, i32 noundef 1), !dbg !272
  call void @srand(i32 noundef 77) #10, !dbg !273
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10, !dbg !274
    #dbg_value(i32 0, !102, !DIExpression(), !275)
  br label %111, !dbg !276

102:                                              ; preds = %81, %102
  %103 = phi i32 [ 0, %81 ], [ %108, %102 ]
  %104 = phi i32 [ 1, %81 ], [ %107, %102 ]
    #dbg_value(i32 %103, !93, !DIExpression(), !256)
    #dbg_value(i32 %104, !92, !DIExpression(), !138)
  %105 = call i32 @rand() #10, !dbg !277
    #dbg_value(i32 %105, !95, !DIExpression(), !278)
  %106 = icmp slt i32 %105, 0, !dbg !279
  %107 = select i1 %106, i32 0, i32 %104, !dbg !281
    #dbg_value(i32 %107, !92, !DIExpression(), !138)
  %108 = add nuw nsw i32 %103, 1, !dbg !282
    #dbg_value(i32 %108, !93, !DIExpression(), !256)
  %109 = icmp eq i32 %108, 1000, !dbg !283
  br i1 %109, label %100, label %102, !dbg !257, !llvm.loop !284

110:                                              ; preds = %111
  call void @srand(i32 noundef 77) #10, !dbg !286
    #dbg_value(i32 1, !104, !DIExpression(), !138)
    #dbg_value(i32 0, !105, !DIExpression(), !287)
  br label %119, !dbg !288

111:                                              ; preds = %100, %111
  %112 = phi i64 [ 0, %100 ], [ %115, %111 ]
    #dbg_value(i64 %112, !102, !DIExpression(), !275)
  %113 = call i32 @rand() #10, !dbg !289
  %114 = getelementptr inbounds [10 x i32], ptr %4, i64 0, i64 %112, !dbg !291
  store i32 %113, ptr %114, align 4, !dbg !292, !tbaa !155
  %115 = add nuw nsw i64 %112, 1, !dbg !293
    #dbg_value(i64 %115, !102, !DIExpression(), !275)
  %116 = icmp eq i64 %115, 10, !dbg !294
  br i1 %116, label %110, label %111, !dbg !276, !llvm.loop !295

117:                                              ; preds = %119
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %126), !dbg !297
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10, !dbg !298
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false), !dbg !299, !DIAssignID !300
    #dbg_assign(i8 0, !107, !DIExpression(), !300, ptr %5, !DIExpression(), !138)
    #dbg_value(i32 0, !108, !DIExpression(), !301)
  br label %129, !dbg !302

119:                                              ; preds = %110, %119
  %120 = phi i64 [ 0, %110 ], [ %127, %119 ]
  %121 = phi i32 [ 1, %110 ], [ %126, %119 ]
    #dbg_value(i64 %120, !105, !DIExpression(), !287)
    #dbg_value(i32 %121, !104, !DIExpression(), !138)
  %122 = getelementptr inbounds [10 x i32], ptr %4, i64 0, i64 %120, !dbg !303
  %123 = load i32, ptr %122, align 4, !dbg !303, !tbaa !155
  %124 = call i32 @rand() #10, !dbg !305
  %125 = icmp eq i32 %123, %124, !dbg !306
  %126 = select i1 %125, i32 %121, i32 0, !dbg !307
    #dbg_value(i32 %126, !104, !DIExpression(), !138)
  %127 = add nuw nsw i64 %120, 1, !dbg !308
    #dbg_value(i64 %127, !105, !DIExpression(), !287)
  %128 = icmp eq i64 %127, 10, !dbg !309
  br i1 %128, label %117, label %119, !dbg !288, !llvm.loop !310

129:                                              ; preds = %117, %129
  %130 = phi i32 [ 0, %117 ], [ %137, %129 ]
    #dbg_value(i32 %130, !108, !DIExpression(), !301)
  %131 = call i32 @rand() #10, !dbg !312
  %132 = srem i32 %131, 10, !dbg !314
  %133 = sext i32 %132 to i64, !dbg !315
  %134 = getelementptr inbounds [10 x i32], ptr %5, i64 0, i64 %133, !dbg !315
  %135 = load i32, ptr %134, align 4, !dbg !316, !tbaa !155
  %136 = add nsw i32 %135, 1, !dbg !316
  store i32 %136, ptr %134, align 4, !dbg !316, !tbaa !155
  %137 = add nuw nsw i32 %130, 1, !dbg !317
    #dbg_value(i32 %137, !108, !DIExpression(), !301)
  %138 = icmp eq i32 %137, 10000, !dbg !318
  br i1 %138, label %141, label %129, !dbg !302, !llvm.loop !319

139:                                              ; preds = %141
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %146), !dbg !321
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %6) #10, !dbg !322
    #dbg_value(i32 0, !118, !DIExpression(), !323)
  br label %149, !dbg !324

141:                                              ; preds = %129, %141
  %142 = phi i64 [ %147, %141 ], [ 0, %129 ]
  %143 = phi i32 [ %146, %141 ], [ 0, %129 ]
    #dbg_value(i64 %142, !111, !DIExpression(), !325)
    #dbg_value(i32 %143, !110, !DIExpression(), !138)
  %144 = getelementptr inbounds [10 x i32], ptr %5, i64 0, i64 %142, !dbg !326
  %145 = load i32, ptr %144, align 4, !dbg !326, !tbaa !155
  %146 = add nsw i32 %145, %143, !dbg !328
    #dbg_value(i32 %146, !110, !DIExpression(), !138)
  %147 = add nuw nsw i64 %142, 1, !dbg !329
    #dbg_value(i64 %147, !111, !DIExpression(), !325)
  %148 = icmp eq i64 %147, 10, !dbg !330
  br i1 %148, label %139, label %141, !dbg !331, !llvm.loop !332

149:                                              ; preds = %139, %152
  %150 = phi i64 [ 0, %139 ], [ %154, %152 ]
    #dbg_value(i64 %150, !118, !DIExpression(), !323)
  %151 = mul nuw nsw i64 %150, 7
    #dbg_value(i32 0, !120, !DIExpression(), !334)
  br label %156, !dbg !335

152:                                              ; preds = %156
  %153 = getelementptr inbounds [20 x [6 x i8]], ptr %6, i64 0, i64 %150, i64 5, !dbg !336
  store i8 0, ptr %153, align 1, !dbg !337, !tbaa !338
  %154 = add nuw nsw i64 %150, 1, !dbg !339
    #dbg_value(i64 %154, !118, !DIExpression(), !323)
  %155 = icmp eq i64 %154, 20, !dbg !340
  br i1 %155, label %167, label %149, !dbg !324, !llvm.loop !341

156:                                              ; preds = %149, %156
  %157 = phi i64 [ 0, %149 ], [ %165, %156 ]
    #dbg_value(i64 %157, !120, !DIExpression(), !334)
  %158 = mul nuw nsw i64 %157, 3, !dbg !343
  %159 = add nuw nsw i64 %158, %151, !dbg !345
  %160 = trunc nuw nsw i64 %159 to i32, !dbg !346
  %161 = urem i32 %160, 10, !dbg !346
  %162 = trunc nuw nsw i32 %161 to i8, !dbg !347
  %163 = or disjoint i8 %162, 48, !dbg !347
  %164 = getelementptr inbounds [20 x [6 x i8]], ptr %6, i64 0, i64 %150, i64 %157, !dbg !348
  store i8 %163, ptr %164, align 1, !dbg !349, !tbaa !338
  %165 = add nuw nsw i64 %157, 1, !dbg !350
    #dbg_value(i64 %165, !120, !DIExpression(), !334)
  %166 = icmp eq i64 %165, 5, !dbg !351
  br i1 %166, label %152, label %156, !dbg !335, !llvm.loop !352

167:                                              ; preds = %152, %174
  %168 = phi i64 [ %175, %174 ], [ 19, %152 ]
    #dbg_value(i64 %168, !124, !DIExpression(), !354)
  %169 = call i32 @rand() #10, !dbg !355
  %170 = trunc i64 %168 to i32, !dbg !356
  %171 = add i32 %170, 1, !dbg !356
  %172 = srem i32 %169, %171, !dbg !356
    #dbg_value(i32 %172, !126, !DIExpression(), !145)
    #dbg_value(i32 0, !132, !DIExpression(), !357)
  %173 = sext i32 %172 to i64
    #dbg_value(i32 0, !132, !DIExpression(), !357)
  br label %177, !dbg !358

174:                                              ; preds = %177
  %175 = add nsw i64 %168, -1, !dbg !359
    #dbg_value(i64 %175, !124, !DIExpression(), !354)
  %176 = icmp ugt i64 %168, 1, !dbg !360
  br i1 %176, label %167, label %187, !dbg !361, !llvm.loop !362

177:                                              ; preds = %167, %177
  %178 = phi i64 [ 0, %167 ], [ %183, %177 ]
    #dbg_value(i64 %178, !132, !DIExpression(), !357)
  %179 = getelementptr inbounds [20 x [6 x i8]], ptr %6, i64 0, i64 %168, i64 %178, !dbg !364
  %180 = load i8, ptr %179, align 1, !dbg !364, !tbaa !338
  %181 = getelementptr inbounds [20 x [6 x i8]], ptr %6, i64 0, i64 %173, i64 %178, !dbg !367
  %182 = load i8, ptr %181, align 1, !dbg !367, !tbaa !338
  store i8 %182, ptr %179, align 1, !dbg !368, !tbaa !338
  store i8 %180, ptr %181, align 1, !dbg !369, !tbaa !338
  %183 = add nuw nsw i64 %178, 1, !dbg !370
    #dbg_value(i64 %183, !132, !DIExpression(), !357)
  %184 = icmp eq i64 %183, 6, !dbg !371
  br i1 %184, label %174, label %177, !dbg !358, !llvm.loop !372

185:                                              ; preds = %187
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %194), !dbg !374
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %6) #10, !dbg !375
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10, !dbg !375
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10, !dbg !375
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10, !dbg !375
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10, !dbg !375
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #10, !dbg !375
  ret i32 0, !dbg !375

187:                                              ; preds = %174, %187
  %188 = phi i64 [ %195, %187 ], [ 0, %174 ]
  %189 = phi i64 [ %194, %187 ], [ 0, %174 ]
    #dbg_value(i64 %188, !135, !DIExpression(), !376)
    #dbg_value(i64 %189, !134, !DIExpression(), !138)
  %190 = getelementptr inbounds [20 x [6 x i8]], ptr %6, i64 0, i64 %188, !dbg !377
    #dbg_value(ptr %190, !379, !DIExpression(), !387)
  %191 = call i64 @strtol(ptr nocapture noundef nonnull %190, ptr noundef null, i32 noundef 10) #10, !dbg !389
  %192 = shl i64 %191, 32, !dbg !390
  %193 = ashr exact i64 %192, 32, !dbg !390
  %194 = add nsw i64 %193, %189, !dbg !391
    #dbg_value(i64 %194, !134, !DIExpression(), !138)
  %195 = add nuw nsw i64 %188, 1, !dbg !392
    #dbg_value(i64 %195, !135, !DIExpression(), !376)
  %196 = icmp eq i64 %195, 20, !dbg !393
  br i1 %196, label %185, label %187, !dbg !394, !llvm.loop !395
}

; Function Attrs: nounwind
declare !dbg !397 void @srand(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !401 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare !dbg !406 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !418 {
    #dbg_value(ptr %0, !420, !DIExpression(), !424)
    #dbg_value(ptr %1, !421, !DIExpression(), !424)
  %3 = load i32, ptr %0, align 4, !dbg !425, !tbaa !155
    #dbg_value(i32 %3, !422, !DIExpression(), !424)
  %4 = load i32, ptr %1, align 4, !dbg !426, !tbaa !155
    #dbg_value(i32 %4, !423, !DIExpression(), !424)
  %5 = icmp sgt i32 %3, %4, !dbg !427
  %6 = zext i1 %5 to i32, !dbg !427
  %7 = icmp slt i32 %3, %4, !dbg !428
  %8 = sext i1 %7 to i32, !dbg !428
  %9 = add nsw i32 %8, %6, !dbg !429
  ret i32 %9, !dbg !430
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare !dbg !431 i32 @rand() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !432 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rand_shuffle.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "aa590b652f17420670e3dce9ca8b611e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 42)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 39)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 29)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !45, splitDebugInlining: false, nameTableKind: None)
!38 = !{!4, !39, !41, !42, !44}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !{!0, !7, !46, !12, !17, !22, !27, !32}
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 2)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !60, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!41}
!62 = !{!63, !67, !69, !71, !72, !74, !76, !80, !82, !86, !87, !89, !90, !92, !93, !95, !98, !102, !104, !105, !107, !108, !110, !111, !113, !118, !120, !124, !126, !129, !132, !134, !135}
!63 = !DILocalVariable(name: "a", scope: !59, file: !2, line: 23, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 6400, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 200)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 24, type: !41)
!68 = distinct !DILexicalBlock(scope: !59, file: !2, line: 24, column: 5)
!69 = !DILocalVariable(name: "sum_before", scope: !59, file: !2, line: 26, type: !70)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DILocalVariable(name: "sum_after", scope: !59, file: !2, line: 26, type: !70)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 27, type: !41)
!73 = distinct !DILexicalBlock(scope: !59, file: !2, line: 27, column: 5)
!74 = !DILocalVariable(name: "round", scope: !75, file: !2, line: 29, type: !41)
!75 = distinct !DILexicalBlock(scope: !59, file: !2, line: 29, column: 5)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 32, type: !41)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 32, column: 9)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 29, column: 45)
!79 = distinct !DILexicalBlock(scope: !75, file: !2, line: 29, column: 5)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 37, type: !41)
!81 = distinct !DILexicalBlock(scope: !59, file: !2, line: 37, column: 5)
!82 = !DILocalVariable(name: "perm", scope: !59, file: !2, line: 41, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 2048, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 64)
!86 = !DILocalVariable(name: "seen", scope: !59, file: !2, line: 41, type: !83)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 42, type: !41)
!88 = distinct !DILexicalBlock(scope: !59, file: !2, line: 42, column: 5)
!89 = !DILocalVariable(name: "ok", scope: !59, file: !2, line: 45, type: !41)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 46, type: !41)
!91 = distinct !DILexicalBlock(scope: !59, file: !2, line: 46, column: 5)
!92 = !DILocalVariable(name: "in_range", scope: !59, file: !2, line: 54, type: !41)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 55, type: !41)
!94 = distinct !DILexicalBlock(scope: !59, file: !2, line: 55, column: 5)
!95 = !DILocalVariable(name: "r", scope: !96, file: !2, line: 56, type: !41)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 55, column: 36)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 55, column: 5)
!98 = !DILocalVariable(name: "s1", scope: !59, file: !2, line: 63, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 10)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 64, type: !41)
!103 = distinct !DILexicalBlock(scope: !59, file: !2, line: 64, column: 5)
!104 = !DILocalVariable(name: "same", scope: !59, file: !2, line: 67, type: !41)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 68, type: !41)
!106 = distinct !DILexicalBlock(scope: !59, file: !2, line: 68, column: 5)
!107 = !DILocalVariable(name: "buckets", scope: !59, file: !2, line: 72, type: !99)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 73, type: !41)
!109 = distinct !DILexicalBlock(scope: !59, file: !2, line: 73, column: 5)
!110 = !DILocalVariable(name: "total", scope: !59, file: !2, line: 75, type: !41)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 76, type: !41)
!112 = distinct !DILexicalBlock(scope: !59, file: !2, line: 76, column: 5)
!113 = !DILocalVariable(name: "words", scope: !59, file: !2, line: 80, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 960, elements: !115)
!115 = !{!116, !117}
!116 = !DISubrange(count: 20)
!117 = !DISubrange(count: 6)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 81, type: !41)
!119 = distinct !DILexicalBlock(scope: !59, file: !2, line: 81, column: 5)
!120 = !DILocalVariable(name: "k", scope: !121, file: !2, line: 82, type: !41)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 82, column: 9)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 81, column: 34)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 81, column: 5)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 86, type: !41)
!125 = distinct !DILexicalBlock(scope: !59, file: !2, line: 86, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 87, type: !41)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 86, column: 34)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 86, column: 5)
!129 = !DILocalVariable(name: "t", scope: !127, file: !2, line: 88, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !131)
!131 = !{!117}
!132 = !DILocalVariable(name: "k", scope: !133, file: !2, line: 89, type: !41)
!133 = distinct !DILexicalBlock(scope: !127, file: !2, line: 89, column: 9)
!134 = !DILocalVariable(name: "digit_sum", scope: !59, file: !2, line: 95, type: !70)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 96, type: !41)
!136 = distinct !DILexicalBlock(scope: !59, file: !2, line: 96, column: 5)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !59)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !127)
!146 = !DILocation(line: 22, column: 5, scope: !59)
!147 = !DILocation(line: 23, column: 5, scope: !59)
!148 = !DILocation(line: 0, scope: !68)
!149 = !DILocation(line: 24, column: 5, scope: !68)
!150 = !DILocation(line: 25, column: 18, scope: !151)
!151 = distinct !DILexicalBlock(scope: !68, file: !2, line: 24, column: 5)
!152 = !DILocation(line: 25, column: 22, scope: !151)
!153 = !DILocation(line: 25, column: 9, scope: !151)
!154 = !DILocation(line: 25, column: 14, scope: !151)
!155 = !{!156, !156, i64 0}
!156 = !{!"int", !157, i64 0}
!157 = !{!"omnipotent char", !158, i64 0}
!158 = !{!"Simple C/C++ TBAA"}
!159 = !DILocation(line: 24, column: 31, scope: !151)
!160 = !DILocation(line: 24, column: 23, scope: !151)
!161 = distinct !{!161, !149, !162, !163, !164}
!162 = !DILocation(line: 25, column: 24, scope: !68)
!163 = !{!"llvm.loop.mustprogress"}
!164 = !{!"llvm.loop.unroll.disable"}
!165 = !DILocation(line: 0, scope: !73)
!166 = !DILocation(line: 28, column: 23, scope: !167)
!167 = distinct !DILexicalBlock(scope: !73, file: !2, line: 27, column: 5)
!168 = !DILocation(line: 28, column: 20, scope: !167)
!169 = !DILocation(line: 27, column: 31, scope: !167)
!170 = !DILocation(line: 27, column: 23, scope: !167)
!171 = !DILocation(line: 27, column: 5, scope: !73)
!172 = distinct !{!172, !171, !173, !163, !164}
!173 = !DILocation(line: 28, column: 26, scope: !73)
!174 = !DILocation(line: 0, scope: !75)
!175 = !DILocation(line: 13, column: 5, scope: !176, inlinedAt: !189)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 13, column: 5)
!177 = distinct !DISubprogram(name: "shuffle", scope: !2, file: !2, line: 12, type: !178, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !181)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !41}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!181 = !{!182, !183, !184, !185, !188}
!182 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !2, line: 12, type: !180)
!183 = !DILocalVariable(name: "n", arg: 2, scope: !177, file: !2, line: 12, type: !41)
!184 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 13, type: !41)
!185 = !DILocalVariable(name: "j", scope: !186, file: !2, line: 14, type: !41)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 13, column: 37)
!187 = distinct !DILexicalBlock(scope: !176, file: !2, line: 13, column: 5)
!188 = !DILocalVariable(name: "t", scope: !186, file: !2, line: 15, type: !41)
!189 = distinct !DILocation(line: 30, column: 9, scope: !78)
!190 = !DILocation(line: 36, column: 5, scope: !59)
!191 = !DILocation(line: 0, scope: !81)
!192 = !DILocation(line: 37, column: 5, scope: !81)
!193 = !DILocation(line: 0, scope: !176, inlinedAt: !189)
!194 = !DILocation(line: 13, scope: !176, inlinedAt: !189)
!195 = !DILocation(line: 14, column: 17, scope: !186, inlinedAt: !189)
!196 = !DILocation(line: 14, column: 24, scope: !186, inlinedAt: !189)
!197 = !DILocation(line: 0, scope: !186, inlinedAt: !189)
!198 = !DILocation(line: 15, column: 17, scope: !186, inlinedAt: !189)
!199 = !DILocation(line: 16, column: 16, scope: !186, inlinedAt: !189)
!200 = !DILocation(line: 16, column: 14, scope: !186, inlinedAt: !189)
!201 = !DILocation(line: 17, column: 14, scope: !186, inlinedAt: !189)
!202 = !DILocation(line: 13, column: 27, scope: !187, inlinedAt: !189)
!203 = distinct !{!203, !175, !204, !163, !164}
!204 = !DILocation(line: 18, column: 5, scope: !176, inlinedAt: !189)
!205 = !DILocation(line: 34, column: 66, scope: !78)
!206 = !DILocation(line: 34, column: 9, scope: !78)
!207 = !DILocation(line: 29, column: 41, scope: !79)
!208 = !DILocation(line: 29, column: 31, scope: !79)
!209 = !DILocation(line: 29, column: 5, scope: !75)
!210 = distinct !{!210, !209, !211, !163, !164}
!211 = !DILocation(line: 35, column: 5, scope: !75)
!212 = !DILocation(line: 0, scope: !77)
!213 = !DILocation(line: 33, column: 26, scope: !214)
!214 = distinct !DILexicalBlock(scope: !77, file: !2, line: 32, column: 9)
!215 = !DILocation(line: 33, column: 23, scope: !214)
!216 = !DILocation(line: 32, column: 35, scope: !214)
!217 = !DILocation(line: 32, column: 27, scope: !214)
!218 = !DILocation(line: 32, column: 9, scope: !77)
!219 = distinct !{!219, !218, !220, !163, !164}
!220 = !DILocation(line: 33, column: 29, scope: !77)
!221 = !DILocation(line: 39, column: 5, scope: !59)
!222 = !DILocation(line: 41, column: 5, scope: !59)
!223 = !DILocation(line: 41, column: 19, scope: !59)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 0, scope: !88)
!226 = !DILocation(line: 42, column: 5, scope: !88)
!227 = !DILocation(line: 38, column: 23, scope: !228)
!228 = distinct !DILexicalBlock(scope: !81, file: !2, line: 37, column: 5)
!229 = !DILocation(line: 38, column: 9, scope: !228)
!230 = !DILocation(line: 37, column: 32, scope: !228)
!231 = !DILocation(line: 37, column: 23, scope: !228)
!232 = distinct !{!232, !192, !233, !163, !164}
!233 = !DILocation(line: 38, column: 27, scope: !81)
!234 = !DILocation(line: 0, scope: !176, inlinedAt: !235)
!235 = distinct !DILocation(line: 44, column: 5, scope: !59)
!236 = !DILocation(line: 13, scope: !176, inlinedAt: !235)
!237 = !DILocation(line: 14, column: 17, scope: !186, inlinedAt: !235)
!238 = !DILocation(line: 14, column: 24, scope: !186, inlinedAt: !235)
!239 = !DILocation(line: 0, scope: !186, inlinedAt: !235)
!240 = !DILocation(line: 15, column: 17, scope: !186, inlinedAt: !235)
!241 = !DILocation(line: 16, column: 16, scope: !186, inlinedAt: !235)
!242 = !DILocation(line: 16, column: 14, scope: !186, inlinedAt: !235)
!243 = !DILocation(line: 17, column: 14, scope: !186, inlinedAt: !235)
!244 = !DILocation(line: 13, column: 27, scope: !187, inlinedAt: !235)
!245 = !DILocation(line: 13, column: 5, scope: !176, inlinedAt: !235)
!246 = distinct !{!246, !245, !247, !163, !164}
!247 = !DILocation(line: 18, column: 5, scope: !176, inlinedAt: !235)
!248 = !DILocation(line: 43, column: 9, scope: !249)
!249 = distinct !DILexicalBlock(scope: !88, file: !2, line: 42, column: 5)
!250 = !DILocation(line: 43, column: 17, scope: !249)
!251 = !DILocation(line: 42, column: 30, scope: !249)
!252 = !DILocation(line: 42, column: 23, scope: !249)
!253 = distinct !{!253, !226, !254, !163, !164}
!254 = !DILocation(line: 43, column: 19, scope: !88)
!255 = !DILocation(line: 52, column: 5, scope: !59)
!256 = !DILocation(line: 0, scope: !94)
!257 = !DILocation(line: 55, column: 5, scope: !94)
!258 = !DILocation(line: 0, scope: !91)
!259 = !DILocation(line: 47, column: 13, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 47, column: 13)
!261 = distinct !DILexicalBlock(scope: !262, file: !2, line: 46, column: 34)
!262 = distinct !DILexicalBlock(scope: !91, file: !2, line: 46, column: 5)
!263 = !DILocation(line: 47, column: 25, scope: !260)
!264 = !DILocation(line: 47, column: 45, scope: !260)
!265 = !DILocation(line: 47, column: 13, scope: !261)
!266 = !DILocation(line: 0, scope: !261)
!267 = !DILocation(line: 46, column: 30, scope: !262)
!268 = !DILocation(line: 46, column: 23, scope: !262)
!269 = !DILocation(line: 46, column: 5, scope: !91)
!270 = distinct !{!270, !269, !271, !163, !164}
!271 = !DILocation(line: 51, column: 5, scope: !91)
!272 = !DILocation(line: 60, column: 5, scope: !59)
!273 = !DILocation(line: 62, column: 5, scope: !59)
!274 = !DILocation(line: 63, column: 5, scope: !59)
!275 = !DILocation(line: 0, scope: !103)
!276 = !DILocation(line: 64, column: 5, scope: !103)
!277 = !DILocation(line: 56, column: 17, scope: !96)
!278 = !DILocation(line: 0, scope: !96)
!279 = !DILocation(line: 57, column: 15, scope: !280)
!280 = distinct !DILexicalBlock(scope: !96, file: !2, line: 57, column: 13)
!281 = !DILocation(line: 57, column: 19, scope: !280)
!282 = !DILocation(line: 55, column: 32, scope: !97)
!283 = !DILocation(line: 55, column: 23, scope: !97)
!284 = distinct !{!284, !257, !285, !163, !164}
!285 = !DILocation(line: 59, column: 5, scope: !94)
!286 = !DILocation(line: 66, column: 5, scope: !59)
!287 = !DILocation(line: 0, scope: !106)
!288 = !DILocation(line: 68, column: 5, scope: !106)
!289 = !DILocation(line: 65, column: 17, scope: !290)
!290 = distinct !DILexicalBlock(scope: !103, file: !2, line: 64, column: 5)
!291 = !DILocation(line: 65, column: 9, scope: !290)
!292 = !DILocation(line: 65, column: 15, scope: !290)
!293 = !DILocation(line: 64, column: 30, scope: !290)
!294 = !DILocation(line: 64, column: 23, scope: !290)
!295 = distinct !{!295, !276, !296, !163, !164}
!296 = !DILocation(line: 65, column: 22, scope: !103)
!297 = !DILocation(line: 70, column: 5, scope: !59)
!298 = !DILocation(line: 72, column: 5, scope: !59)
!299 = !DILocation(line: 72, column: 9, scope: !59)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 0, scope: !109)
!302 = !DILocation(line: 73, column: 5, scope: !109)
!303 = !DILocation(line: 69, column: 17, scope: !304)
!304 = distinct !DILexicalBlock(scope: !106, file: !2, line: 68, column: 5)
!305 = !DILocation(line: 69, column: 26, scope: !304)
!306 = !DILocation(line: 69, column: 23, scope: !304)
!307 = !DILocation(line: 69, column: 14, scope: !304)
!308 = !DILocation(line: 68, column: 30, scope: !304)
!309 = !DILocation(line: 68, column: 23, scope: !304)
!310 = distinct !{!310, !288, !311, !163, !164}
!311 = !DILocation(line: 69, column: 31, scope: !106)
!312 = !DILocation(line: 74, column: 17, scope: !313)
!313 = distinct !DILexicalBlock(scope: !109, file: !2, line: 73, column: 5)
!314 = !DILocation(line: 74, column: 24, scope: !313)
!315 = !DILocation(line: 74, column: 9, scope: !313)
!316 = !DILocation(line: 74, column: 29, scope: !313)
!317 = !DILocation(line: 73, column: 33, scope: !313)
!318 = !DILocation(line: 73, column: 23, scope: !313)
!319 = distinct !{!319, !302, !320, !163, !164}
!320 = !DILocation(line: 74, column: 29, scope: !109)
!321 = !DILocation(line: 78, column: 5, scope: !59)
!322 = !DILocation(line: 80, column: 5, scope: !59)
!323 = !DILocation(line: 0, scope: !119)
!324 = !DILocation(line: 81, column: 5, scope: !119)
!325 = !DILocation(line: 0, scope: !112)
!326 = !DILocation(line: 77, column: 18, scope: !327)
!327 = distinct !DILexicalBlock(scope: !112, file: !2, line: 76, column: 5)
!328 = !DILocation(line: 77, column: 15, scope: !327)
!329 = !DILocation(line: 76, column: 30, scope: !327)
!330 = !DILocation(line: 76, column: 23, scope: !327)
!331 = !DILocation(line: 76, column: 5, scope: !112)
!332 = distinct !{!332, !331, !333, !163, !164}
!333 = !DILocation(line: 77, column: 27, scope: !112)
!334 = !DILocation(line: 0, scope: !121)
!335 = !DILocation(line: 82, column: 9, scope: !121)
!336 = !DILocation(line: 84, column: 9, scope: !122)
!337 = !DILocation(line: 84, column: 21, scope: !122)
!338 = !{!157, !157, i64 0}
!339 = !DILocation(line: 81, column: 30, scope: !123)
!340 = !DILocation(line: 81, column: 23, scope: !123)
!341 = distinct !{!341, !324, !342, !163, !164}
!342 = !DILocation(line: 85, column: 5, scope: !119)
!343 = !DILocation(line: 83, column: 51, scope: !344)
!344 = distinct !DILexicalBlock(scope: !121, file: !2, line: 82, column: 9)
!345 = !DILocation(line: 83, column: 47, scope: !344)
!346 = !DILocation(line: 83, column: 56, scope: !344)
!347 = !DILocation(line: 83, column: 27, scope: !344)
!348 = !DILocation(line: 83, column: 13, scope: !344)
!349 = !DILocation(line: 83, column: 25, scope: !344)
!350 = !DILocation(line: 82, column: 33, scope: !344)
!351 = !DILocation(line: 82, column: 27, scope: !344)
!352 = distinct !{!352, !335, !353, !163, !164}
!353 = !DILocation(line: 83, column: 60, scope: !121)
!354 = !DILocation(line: 0, scope: !125)
!355 = !DILocation(line: 87, column: 17, scope: !127)
!356 = !DILocation(line: 87, column: 24, scope: !127)
!357 = !DILocation(line: 0, scope: !133)
!358 = !DILocation(line: 89, column: 9, scope: !133)
!359 = !DILocation(line: 86, column: 30, scope: !128)
!360 = !DILocation(line: 86, column: 24, scope: !128)
!361 = !DILocation(line: 86, column: 5, scope: !125)
!362 = distinct !{!362, !361, !363, !163, !164}
!363 = !DILocation(line: 94, column: 5, scope: !125)
!364 = !DILocation(line: 90, column: 20, scope: !365)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 89, column: 37)
!366 = distinct !DILexicalBlock(scope: !133, file: !2, line: 89, column: 9)
!367 = !DILocation(line: 91, column: 27, scope: !365)
!368 = !DILocation(line: 91, column: 25, scope: !365)
!369 = !DILocation(line: 92, column: 25, scope: !365)
!370 = !DILocation(line: 89, column: 33, scope: !366)
!371 = !DILocation(line: 89, column: 27, scope: !366)
!372 = distinct !{!372, !358, !373, !163, !164}
!373 = !DILocation(line: 93, column: 9, scope: !133)
!374 = !DILocation(line: 98, column: 5, scope: !59)
!375 = !DILocation(line: 100, column: 1, scope: !59)
!376 = !DILocation(line: 0, scope: !136)
!377 = !DILocation(line: 97, column: 27, scope: !378)
!378 = distinct !DILexicalBlock(scope: !136, file: !2, line: 96, column: 5)
!379 = !DILocalVariable(name: "__nptr", arg: 1, scope: !380, file: !381, line: 362, type: !384)
!380 = distinct !DISubprogram(name: "atoi", scope: !381, file: !381, line: 362, type: !382, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !386)
!381 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!382 = !DISubroutineType(types: !383)
!383 = !{!41, !384}
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 64)
!385 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!386 = !{!379}
!387 = !DILocation(line: 0, scope: !380, inlinedAt: !388)
!388 = distinct !DILocation(line: 97, column: 22, scope: !378)
!389 = !DILocation(line: 364, column: 16, scope: !380, inlinedAt: !388)
!390 = !DILocation(line: 97, column: 22, scope: !378)
!391 = !DILocation(line: 97, column: 19, scope: !378)
!392 = !DILocation(line: 96, column: 30, scope: !378)
!393 = !DILocation(line: 96, column: 23, scope: !378)
!394 = !DILocation(line: 96, column: 5, scope: !136)
!395 = distinct !{!395, !394, !396, !163, !164}
!396 = !DILocation(line: 97, column: 35, scope: !136)
!397 = !DISubprogram(name: "srand", scope: !381, file: !381, line: 456, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{null, !400}
!400 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!401 = !DISubprogram(name: "printf", scope: !402, file: !402, line: 356, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!403 = !DISubroutineType(types: !404)
!404 = !{!41, !405, null}
!405 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !384)
!406 = !DISubprogram(name: "qsort", scope: !381, file: !381, line: 851, type: !407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubroutineType(types: !408)
!408 = !{null, !44, !409, !409, !412}
!409 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !410, line: 18, baseType: !411)
!410 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!411 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!412 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !381, line: 829, baseType: !413)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !414, size: 64)
!414 = !DISubroutineType(types: !415)
!415 = !{!41, !416, !416}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 64)
!417 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!418 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 7, type: !414, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !419)
!419 = !{!420, !421, !422, !423}
!420 = !DILocalVariable(name: "a", arg: 1, scope: !418, file: !2, line: 7, type: !416)
!421 = !DILocalVariable(name: "b", arg: 2, scope: !418, file: !2, line: 7, type: !416)
!422 = !DILocalVariable(name: "x", scope: !418, file: !2, line: 8, type: !41)
!423 = !DILocalVariable(name: "y", scope: !418, file: !2, line: 8, type: !41)
!424 = !DILocation(line: 0, scope: !418)
!425 = !DILocation(line: 8, column: 13, scope: !418)
!426 = !DILocation(line: 8, column: 34, scope: !418)
!427 = !DILocation(line: 9, column: 15, scope: !418)
!428 = !DILocation(line: 9, column: 25, scope: !418)
!429 = !DILocation(line: 9, column: 20, scope: !418)
!430 = !DILocation(line: 9, column: 5, scope: !418)
!431 = !DISubprogram(name: "rand", scope: !381, file: !381, line: 454, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubprogram(name: "strtol", scope: !381, file: !381, line: 177, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{!70, !405, !435, !41}
!435 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
