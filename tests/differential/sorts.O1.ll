; ModuleID = 'sorts.c'
source_filename = "sorts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.orig = internal unnamed_addr global [1500 x i32] zeroinitializer, align 16, !dbg !0
@main.ref = internal global [1500 x i32] zeroinitializer, align 16, !dbg !20
@main.work = internal global [1500 x i32] zeroinitializer, align 16, !dbg !25
@.str = private unnamed_addr constant [7 x i8] c"random\00", align 1, !dbg !27
@.str.1 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !33
@.str.2 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [13 x i8] c"few-distinct\00", align 1, !dbg !40
@.str.4 = private unnamed_addr constant [11 x i8] c"organ-pipe\00", align 1, !dbg !45
@__const.main.patterns.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.patterns.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.patterns.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.patterns.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.patterns.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.patterns.rel to i64)) to i32)], align 4
@.str.5 = private unnamed_addr constant [48 x i8] c"%s: qsort checksum %lu min %d median %d max %d\0A\00", align 1, !dbg !50
@.str.6 = private unnamed_addr constant [14 x i8] c"  merge   %s\0A\00", align 1, !dbg !55
@.str.7 = private unnamed_addr constant [6 x i8] c"WRONG\00", align 1, !dbg !60
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !65
@.str.9 = private unnamed_addr constant [14 x i8] c"  quick   %s\0A\00", align 1, !dbg !70
@.str.10 = private unnamed_addr constant [14 x i8] c"  shell   %s\0A\00", align 1, !dbg !72
@.str.11 = private unnamed_addr constant [14 x i8] c"  radix   %s\0A\00", align 1, !dbg !74
@.str.12 = private unnamed_addr constant [14 x i8] c"  count   %s\0A\00", align 1, !dbg !76
@.str.13 = private unnamed_addr constant [9 x i8] c"  first:\00", align 1, !dbg !78
@.str.14 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !80
@shell_sort.gaps = internal unnamed_addr constant [8 x i32] [i32 701, i32 301, i32 132, i32 57, i32 23, i32 10, i32 4, i32 1], align 16, !dbg !90

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [257 x i32], align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !114, !DIExpression(), !139, ptr poison, !DIExpression(), !140)
    #dbg_assign(i1 undef, !114, !DIExpression(), !141, ptr poison, !DIExpression(), !140)
    #dbg_value(i32 0, !120, !DIExpression(), !142)
  br label %3, !dbg !143

2:                                                ; preds = %241
  ret i32 0, !dbg !144

3:                                                ; preds = %0, %241
  %4 = phi i64 [ 0, %0 ], [ %243, %241 ]
    #dbg_value(i64 %4, !120, !DIExpression(), !142)
    #dbg_value(i64 %4, !122, !DIExpression(DW_OP_plus_uconst, 31337, DW_OP_stack_value), !145)
    #dbg_value(i32 0, !125, !DIExpression(), !146)
  %5 = trunc i64 %4 to i32, !dbg !147
  %6 = add i32 %5, 31337, !dbg !147
  %7 = trunc nuw nsw i64 %4 to i32
  br label %142, !dbg !147

8:                                                ; preds = %172
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.ref, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !148
  tail call void @qsort(ptr noundef nonnull @main.ref, i64 noundef 1500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16, !dbg !149
    #dbg_value(ptr @main.ref, !150, !DIExpression(), !159)
    #dbg_value(i32 1500, !155, !DIExpression(), !159)
    #dbg_value(i64 0, !156, !DIExpression(), !159)
    #dbg_value(i32 0, !157, !DIExpression(), !161)
  br label %9, !dbg !162

9:                                                ; preds = %9, %8
  %10 = phi i64 [ 0, %8 ], [ %17, %9 ]
  %11 = phi i64 [ 0, %8 ], [ %16, %9 ]
    #dbg_value(i64 %10, !157, !DIExpression(), !161)
    #dbg_value(i64 %11, !156, !DIExpression(), !159)
  %12 = mul i64 %11, 1000003, !dbg !163
  %13 = getelementptr inbounds i32, ptr @main.ref, i64 %10, !dbg !165
  %14 = load i32, ptr %13, align 4, !dbg !165, !tbaa !166
  %15 = zext i32 %14 to i64, !dbg !170
  %16 = add i64 %12, %15, !dbg !171
    #dbg_value(i64 %16, !156, !DIExpression(), !159)
  %17 = add nuw nsw i64 %10, 1, !dbg !172
    #dbg_value(i64 %17, !157, !DIExpression(), !161)
  %18 = icmp eq i64 %17, 1500, !dbg !173
  br i1 %18, label %19, label %9, !dbg !162, !llvm.loop !174

19:                                               ; preds = %9
    #dbg_value(i64 %16, !127, !DIExpression(), !145)
  %20 = shl i64 %4, 2, !dbg !178
  %21 = call ptr @llvm.load.relative.i64(ptr @__const.main.patterns.rel, i64 %20), !dbg !178
  %22 = load i32, ptr @main.ref, align 16, !dbg !179, !tbaa !166
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 3000), align 8, !dbg !180, !tbaa !166
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 5996), align 4, !dbg !181, !tbaa !166
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %21, i64 noundef %16, i32 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !182
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !183
    #dbg_value(ptr @main.work, !184, !DIExpression(), !189)
    #dbg_value(i32 1500, !187, !DIExpression(), !189)
  %26 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !191
    #dbg_value(ptr %26, !188, !DIExpression(), !189)
  tail call fastcc void @merge_sort_rec(ptr noundef %26, i32 noundef 0, i32 noundef 1500), !dbg !192
  tail call void @free(ptr noundef %26) #16, !dbg !193
  %27 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !194
  %28 = icmp eq i32 %27, 0, !dbg !194
  %29 = select i1 %28, ptr @.str.8, ptr @.str.7, !dbg !194
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %29), !dbg !195
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !196
  tail call fastcc void @quick_sort(i32 noundef 0, i32 noundef 1499), !dbg !197
  %31 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !198
  %32 = icmp eq i32 %31, 0, !dbg !198
  %33 = select i1 %32, ptr @.str.8, ptr @.str.7, !dbg !198
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %33), !dbg !199
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !200
    #dbg_value(ptr @main.work, !97, !DIExpression(), !201)
    #dbg_value(i32 1500, !98, !DIExpression(), !201)
    #dbg_value(i32 0, !99, !DIExpression(), !203)
  br label %35, !dbg !204

35:                                               ; preds = %42, %19
  %36 = phi i64 [ 0, %19 ], [ %43, %42 ]
    #dbg_value(i64 %36, !99, !DIExpression(), !203)
  %37 = getelementptr inbounds [8 x i32], ptr @shell_sort.gaps, i64 0, i64 %36, !dbg !205
  %38 = load i32, ptr %37, align 4, !dbg !205, !tbaa !166
    #dbg_value(i32 %38, !101, !DIExpression(), !206)
    #dbg_value(i32 %38, !104, !DIExpression(), !207)
  %39 = sext i32 %38 to i64, !dbg !208
  %40 = tail call i32 @llvm.smax.i32(i32 %38, i32 1499), !dbg !208
  %41 = add nuw i32 %40, 1, !dbg !208
  br label %45, !dbg !208

42:                                               ; preds = %62
  %43 = add nuw nsw i64 %36, 1, !dbg !209
    #dbg_value(i64 %43, !99, !DIExpression(), !203)
  %44 = icmp eq i64 %43, 8, !dbg !210
  br i1 %44, label %69, label %35, !dbg !204, !llvm.loop !211

45:                                               ; preds = %62, %35
  %46 = phi i64 [ %39, %35 ], [ %66, %62 ]
    #dbg_value(i64 %46, !104, !DIExpression(), !207)
  %47 = getelementptr inbounds i32, ptr @main.work, i64 %46, !dbg !213
  %48 = load i32, ptr %47, align 4, !dbg !213, !tbaa !166
    #dbg_value(i32 %48, !106, !DIExpression(), !214)
    #dbg_value(i64 %46, !109, !DIExpression(), !214)
  %49 = icmp slt i64 %46, %39, !dbg !215
  %50 = trunc nsw i64 %46 to i32, !dbg !216
  br i1 %49, label %62, label %51, !dbg !216

51:                                               ; preds = %45, %58
  %52 = phi i32 [ %53, %58 ], [ %50, %45 ]
    #dbg_value(i32 %52, !109, !DIExpression(), !214)
  %53 = sub nsw i32 %52, %38, !dbg !217
  %54 = sext i32 %53 to i64, !dbg !218
  %55 = getelementptr inbounds i32, ptr @main.work, i64 %54, !dbg !218
  %56 = load i32, ptr %55, align 4, !dbg !218, !tbaa !166
  %57 = icmp sgt i32 %56, %48, !dbg !219
  br i1 %57, label %58, label %62, !dbg !220

58:                                               ; preds = %51
  %59 = sext i32 %52 to i64, !dbg !221
  %60 = getelementptr inbounds i32, ptr @main.work, i64 %59, !dbg !221
  store i32 %56, ptr %60, align 4, !dbg !223, !tbaa !166
    #dbg_value(i32 %53, !109, !DIExpression(), !214)
  %61 = icmp slt i32 %53, %38, !dbg !215
  br i1 %61, label %62, label %51, !dbg !216, !llvm.loop !224

62:                                               ; preds = %58, %51, %45
  %63 = phi i32 [ %50, %45 ], [ %52, %51 ], [ %53, %58 ], !dbg !214
  %64 = sext i32 %63 to i64, !dbg !226
  %65 = getelementptr inbounds i32, ptr @main.work, i64 %64, !dbg !226
  store i32 %48, ptr %65, align 4, !dbg !227, !tbaa !166
  %66 = add nsw i64 %46, 1, !dbg !228
    #dbg_value(i64 %66, !104, !DIExpression(), !207)
  %67 = trunc i64 %66 to i32, !dbg !229
  %68 = icmp eq i32 %41, %67, !dbg !229
  br i1 %68, label %42, label %45, !dbg !208, !llvm.loop !230

69:                                               ; preds = %42
  %70 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !232
  %71 = icmp eq i32 %70, 0, !dbg !232
  %72 = select i1 %71, ptr @.str.8, ptr @.str.7, !dbg !232
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %72), !dbg !233
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !234
    #dbg_assign(i1 undef, !235, !DIExpression(), !138, ptr %1, !DIExpression(), !261)
    #dbg_value(ptr @main.work, !241, !DIExpression(), !263)
    #dbg_value(i32 1500, !242, !DIExpression(), !263)
  %74 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !264
    #dbg_value(ptr %74, !243, !DIExpression(), !263)
  %75 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !265
    #dbg_value(ptr %75, !245, !DIExpression(), !263)
    #dbg_value(i32 0, !246, !DIExpression(), !266)
  br label %76, !dbg !267

76:                                               ; preds = %76, %69
  %77 = phi i64 [ 0, %69 ], [ %82, %76 ]
    #dbg_value(i64 %77, !246, !DIExpression(), !266)
  %78 = getelementptr inbounds i32, ptr @main.work, i64 %77, !dbg !268
  %79 = load i32, ptr %78, align 4, !dbg !268, !tbaa !166
  %80 = xor i32 %79, -2147483648, !dbg !270
  %81 = getelementptr inbounds i32, ptr %75, i64 %77, !dbg !271
  store i32 %80, ptr %81, align 4, !dbg !272, !tbaa !166
  %82 = add nuw nsw i64 %77, 1, !dbg !273
    #dbg_value(i64 %82, !246, !DIExpression(), !266)
  %83 = icmp eq i64 %82, 1500, !dbg !274
  br i1 %83, label %84, label %76, !dbg !267, !llvm.loop !275

84:                                               ; preds = %76, %111
  %85 = phi ptr [ %87, %111 ], [ %74, %76 ]
  %86 = phi i32 [ %112, %111 ], [ 0, %76 ]
  %87 = phi ptr [ %85, %111 ], [ %75, %76 ]
    #dbg_value(ptr %85, !243, !DIExpression(), !263)
    #dbg_value(i32 %86, !248, !DIExpression(), !277)
    #dbg_value(ptr %87, !245, !DIExpression(), !263)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !278
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !279, !DIAssignID !280
    #dbg_assign(i8 0, !235, !DIExpression(), !280, ptr %1, !DIExpression(), !261)
    #dbg_value(i32 0, !249, !DIExpression(), !281)
  br label %88, !dbg !282

88:                                               ; preds = %88, %84
  %89 = phi i64 [ 0, %84 ], [ %99, %88 ]
    #dbg_value(i64 %89, !249, !DIExpression(), !281)
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !283
  %91 = load i32, ptr %90, align 4, !dbg !283, !tbaa !166
  %92 = lshr i32 %91, %86, !dbg !285
  %93 = and i32 %92, 255, !dbg !286
  %94 = add nuw nsw i32 %93, 1, !dbg !287
  %95 = zext nneg i32 %94 to i64, !dbg !288
  %96 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %95, !dbg !288
  %97 = load i32, ptr %96, align 4, !dbg !289, !tbaa !166
  %98 = add nsw i32 %97, 1, !dbg !289
  store i32 %98, ptr %96, align 4, !dbg !289, !tbaa !166
  %99 = add nuw nsw i64 %89, 1, !dbg !290
    #dbg_value(i64 %99, !249, !DIExpression(), !281)
  %100 = icmp eq i64 %99, 1500, !dbg !291
  br i1 %100, label %101, label %88, !dbg !282, !llvm.loop !292

101:                                              ; preds = %88
  %102 = load i32, ptr %1, align 16
  br label %103, !dbg !294

103:                                              ; preds = %101, %103
  %104 = phi i32 [ %102, %101 ], [ %109, %103 ], !dbg !295
  %105 = phi i64 [ 0, %101 ], [ %106, %103 ]
    #dbg_value(i64 %105, !251, !DIExpression(), !297)
  %106 = add nuw nsw i64 %105, 1, !dbg !298
  %107 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %106, !dbg !299
  %108 = load i32, ptr %107, align 4, !dbg !300, !tbaa !166
  %109 = add nsw i32 %108, %104, !dbg !300
  store i32 %109, ptr %107, align 4, !dbg !300, !tbaa !166
    #dbg_value(i64 %106, !251, !DIExpression(), !297)
  %110 = icmp eq i64 %106, 256, !dbg !301
  br i1 %110, label %114, label %103, !dbg !294, !llvm.loop !302

111:                                              ; preds = %114
    #dbg_value(ptr %87, !255, !DIExpression(), !261)
    #dbg_value(ptr %85, !245, !DIExpression(), !263)
    #dbg_value(ptr %87, !243, !DIExpression(), !263)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !304
  %112 = add nuw nsw i32 %86, 8, !dbg !305
    #dbg_value(i32 %112, !248, !DIExpression(), !277)
  %113 = icmp ult i32 %86, 24, !dbg !306
  br i1 %113, label %84, label %128, !dbg !307, !llvm.loop !308

114:                                              ; preds = %103, %114
  %115 = phi i64 [ %126, %114 ], [ 0, %103 ]
    #dbg_value(i64 %115, !253, !DIExpression(), !310)
  %116 = getelementptr inbounds i32, ptr %87, i64 %115, !dbg !311
  %117 = load i32, ptr %116, align 4, !dbg !311, !tbaa !166
  %118 = lshr i32 %117, %86, !dbg !313
  %119 = and i32 %118, 255, !dbg !314
  %120 = zext nneg i32 %119 to i64, !dbg !315
  %121 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %120, !dbg !315
  %122 = load i32, ptr %121, align 4, !dbg !316, !tbaa !166
  %123 = add nsw i32 %122, 1, !dbg !316
  store i32 %123, ptr %121, align 4, !dbg !316, !tbaa !166
  %124 = sext i32 %122 to i64, !dbg !317
  %125 = getelementptr inbounds i32, ptr %85, i64 %124, !dbg !317
  store i32 %117, ptr %125, align 4, !dbg !318, !tbaa !166
  %126 = add nuw nsw i64 %115, 1, !dbg !319
    #dbg_value(i64 %126, !253, !DIExpression(), !310)
  %127 = icmp eq i64 %126, 1500, !dbg !320
  br i1 %127, label %111, label %114, !dbg !321, !llvm.loop !322

128:                                              ; preds = %111, %128
  %129 = phi i64 [ %134, %128 ], [ 0, %111 ]
    #dbg_value(i64 %129, !256, !DIExpression(), !324)
  %130 = getelementptr inbounds i32, ptr %85, i64 %129, !dbg !325
  %131 = load i32, ptr %130, align 4, !dbg !325, !tbaa !166
  %132 = xor i32 %131, -2147483648, !dbg !327
  %133 = getelementptr inbounds i32, ptr @main.work, i64 %129, !dbg !328
  store i32 %132, ptr %133, align 4, !dbg !329, !tbaa !166
  %134 = add nuw nsw i64 %129, 1, !dbg !330
    #dbg_value(i64 %134, !256, !DIExpression(), !324)
  %135 = icmp eq i64 %134, 1500, !dbg !331
  br i1 %135, label %136, label %128, !dbg !332, !llvm.loop !333

136:                                              ; preds = %128
  tail call void @free(ptr noundef %87) #16, !dbg !335
  tail call void @free(ptr noundef %85) #16, !dbg !336
  %137 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !337
  %138 = icmp eq i32 %137, 0, !dbg !337
  %139 = select i1 %138, ptr @.str.8, ptr @.str.7, !dbg !337
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %139), !dbg !338
  %141 = icmp eq i64 %4, 0, !dbg !339
  br i1 %141, label %239, label %175, !dbg !341

142:                                              ; preds = %3, %172
  %143 = phi i64 [ 0, %3 ], [ %173, %172 ]
  %144 = phi i32 [ %6, %3 ], [ %146, %172 ]
    #dbg_value(i64 %143, !125, !DIExpression(), !146)
    #dbg_value(i32 %144, !122, !DIExpression(), !145)
  %145 = mul i32 %144, 1103515245, !dbg !342
  %146 = add i32 %145, 12345, !dbg !345
    #dbg_value(i32 %146, !122, !DIExpression(), !145)
  switch i32 %7, label %165 [
    i32 0, label %147
    i32 1, label %151
    i32 2, label %156
    i32 3, label %160
  ], !dbg !346

147:                                              ; preds = %142
  %148 = lshr i32 %146, 1, !dbg !347
  %149 = add nsw i32 %148, -1073741824, !dbg !349
  %150 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %143, !dbg !350
  store i32 %149, ptr %150, align 4, !dbg !351, !tbaa !166
  br label %172, !dbg !352

151:                                              ; preds = %142
  %152 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %143, !dbg !353
  %153 = trunc i64 %143 to i32, !dbg !354
  %154 = mul i32 %153, 3, !dbg !354
  %155 = add i32 %154, -100, !dbg !354
  store i32 %155, ptr %152, align 4, !dbg !354, !tbaa !166
  br label %172, !dbg !355

156:                                              ; preds = %142
  %157 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %143, !dbg !356
  %158 = trunc i64 %143 to i32, !dbg !357
  %159 = sub i32 1500, %158, !dbg !357
  store i32 %159, ptr %157, align 4, !dbg !357, !tbaa !166
  br label %172, !dbg !358

160:                                              ; preds = %142
  %161 = lshr i32 %146, 16, !dbg !359
  %162 = urem i32 %161, 5, !dbg !360
  %163 = add nsw i32 %162, -2, !dbg !361
  %164 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %143, !dbg !362
  store i32 %163, ptr %164, align 4, !dbg !363, !tbaa !166
  br label %172, !dbg !364

165:                                              ; preds = %142
  %166 = trunc i64 %143 to i32
  %167 = icmp ult i64 %143, 750, !dbg !365
  %168 = sub nuw nsw i32 1500, %166, !dbg !366
  %169 = trunc nuw nsw i64 %143 to i32, !dbg !366
  %170 = select i1 %167, i32 %169, i32 %168, !dbg !366
  %171 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %143, !dbg !367
  store i32 %170, ptr %171, align 4, !dbg !368, !tbaa !166
  br label %172, !dbg !369

172:                                              ; preds = %147, %151, %156, %160, %165
  %173 = add nuw nsw i64 %143, 1, !dbg !370
    #dbg_value(i64 %173, !125, !DIExpression(), !146)
    #dbg_value(i32 %146, !122, !DIExpression(), !145)
  %174 = icmp eq i64 %173, 1500, !dbg !371
  br i1 %174, label %8, label %142, !dbg !147, !llvm.loop !372

175:                                              ; preds = %136
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !374
    #dbg_value(ptr @main.work, !376, !DIExpression(), !391)
    #dbg_value(i32 1500, !379, !DIExpression(), !391)
  %176 = load i32, ptr @main.work, align 16, !dbg !393, !tbaa !166
    #dbg_value(i32 %176, !380, !DIExpression(), !391)
    #dbg_value(i32 %176, !381, !DIExpression(), !391)
    #dbg_value(i32 1, !382, !DIExpression(), !394)
  br label %182, !dbg !395

177:                                              ; preds = %182
  %178 = sub nsw i32 %189, %188, !dbg !396
  %179 = add nsw i32 %178, 1, !dbg !397
    #dbg_value(i32 %179, !384, !DIExpression(), !391)
  %180 = sext i32 %179 to i64, !dbg !398
  %181 = tail call noalias ptr @calloc(i64 noundef %180, i64 noundef 4) #18, !dbg !399
    #dbg_value(ptr %181, !385, !DIExpression(), !391)
    #dbg_value(i32 0, !386, !DIExpression(), !400)
  br label %198, !dbg !401

182:                                              ; preds = %182, %175
  %183 = phi i64 [ 1, %175 ], [ %190, %182 ]
  %184 = phi i32 [ %176, %175 ], [ %188, %182 ]
  %185 = phi i32 [ %176, %175 ], [ %189, %182 ]
    #dbg_value(i32 %184, !380, !DIExpression(), !391)
    #dbg_value(i32 %185, !381, !DIExpression(), !391)
    #dbg_value(i64 %183, !382, !DIExpression(), !394)
  %186 = getelementptr inbounds i32, ptr @main.work, i64 %183, !dbg !402
  %187 = load i32, ptr %186, align 4, !dbg !402, !tbaa !166
  %188 = tail call i32 @llvm.smin.i32(i32 %187, i32 %184), !dbg !406
    #dbg_value(i32 %188, !380, !DIExpression(), !391)
  %189 = tail call i32 @llvm.smax.i32(i32 %187, i32 %185), !dbg !407
    #dbg_value(i32 %189, !381, !DIExpression(), !391)
  %190 = add nuw nsw i64 %183, 1, !dbg !408
    #dbg_value(i64 %190, !382, !DIExpression(), !394)
  %191 = icmp eq i64 %190, 1500, !dbg !409
  br i1 %191, label %177, label %182, !dbg !395, !llvm.loop !410

192:                                              ; preds = %198
    #dbg_value(i32 0, !389, !DIExpression(), !412)
    #dbg_value(i32 0, !388, !DIExpression(), !391)
  %193 = icmp slt i32 %178, 0, !dbg !413
  br i1 %193, label %234, label %194, !dbg !415

194:                                              ; preds = %192
  %195 = add i32 %189, 1, !dbg !415
  %196 = sub i32 %195, %188, !dbg !415
  %197 = zext i32 %196 to i64, !dbg !413
  br label %209, !dbg !415

198:                                              ; preds = %198, %177
  %199 = phi i64 [ 0, %177 ], [ %207, %198 ]
    #dbg_value(i64 %199, !386, !DIExpression(), !400)
  %200 = getelementptr inbounds i32, ptr @main.work, i64 %199, !dbg !416
  %201 = load i32, ptr %200, align 4, !dbg !416, !tbaa !166
  %202 = sub nsw i32 %201, %188, !dbg !418
  %203 = sext i32 %202 to i64, !dbg !419
  %204 = getelementptr inbounds i32, ptr %181, i64 %203, !dbg !419
  %205 = load i32, ptr %204, align 4, !dbg !420, !tbaa !166
  %206 = add nsw i32 %205, 1, !dbg !420
  store i32 %206, ptr %204, align 4, !dbg !420, !tbaa !166
  %207 = add nuw nsw i64 %199, 1, !dbg !421
    #dbg_value(i64 %207, !386, !DIExpression(), !400)
  %208 = icmp eq i64 %207, 1500, !dbg !422
  br i1 %208, label %192, label %198, !dbg !401, !llvm.loop !423

209:                                              ; preds = %229, %194
  %210 = phi i64 [ 0, %194 ], [ %232, %229 ]
  %211 = phi i32 [ 0, %194 ], [ %231, %229 ]
    #dbg_value(i64 %210, !389, !DIExpression(), !412)
    #dbg_value(i32 %211, !388, !DIExpression(), !391)
  %212 = getelementptr inbounds i32, ptr %181, i64 %210
  %213 = load i32, ptr %212, align 4, !tbaa !166
    #dbg_value(i32 %211, !388, !DIExpression(), !391)
  %214 = add nsw i32 %213, -1, !dbg !425
  %215 = icmp eq i32 %213, 0, !dbg !426
  br i1 %215, label %229, label %216, !dbg !426

216:                                              ; preds = %209
  %217 = sext i32 %211 to i64, !dbg !426
  %218 = trunc i64 %210 to i32
  %219 = add i32 %188, %218
  br label %220, !dbg !426

220:                                              ; preds = %220, %216
  %221 = phi i64 [ %217, %216 ], [ %223, %220 ]
  %222 = phi i32 [ %214, %216 ], [ %225, %220 ]
    #dbg_value(i64 %221, !388, !DIExpression(), !391)
  %223 = add nsw i64 %221, 1, !dbg !427
    #dbg_value(i64 %223, !388, !DIExpression(), !391)
  %224 = getelementptr inbounds i32, ptr @main.work, i64 %221, !dbg !428
  store i32 %219, ptr %224, align 4, !dbg !429, !tbaa !166
  %225 = add nsw i32 %222, -1, !dbg !425
  %226 = icmp eq i32 %222, 0, !dbg !426
  br i1 %226, label %227, label %220, !dbg !426, !llvm.loop !430

227:                                              ; preds = %220
  %228 = trunc nsw i64 %223 to i32, !dbg !425
  br label %229, !dbg !425

229:                                              ; preds = %227, %209
  %230 = phi i32 [ %214, %209 ], [ -1, %227 ]
  %231 = phi i32 [ %211, %209 ], [ %228, %227 ], !dbg !391
  store i32 %230, ptr %212, align 4, !dbg !425, !tbaa !166
  %232 = add nuw nsw i64 %210, 1, !dbg !432
    #dbg_value(i64 %232, !389, !DIExpression(), !412)
    #dbg_value(i32 %231, !388, !DIExpression(), !391)
  %233 = icmp eq i64 %232, %197, !dbg !413
  br i1 %233, label %234, label %209, !dbg !415, !llvm.loop !433

234:                                              ; preds = %229, %192
  tail call void @free(ptr noundef %181) #16, !dbg !435
  %235 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !436
  %236 = icmp eq i32 %235, 0, !dbg !436
  %237 = select i1 %236, ptr @.str.8, ptr @.str.7, !dbg !436
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %237), !dbg !437
  br label %239, !dbg !438

239:                                              ; preds = %234, %136
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13), !dbg !439
    #dbg_value(i32 0, !128, !DIExpression(), !440)
  br label %245, !dbg !441

241:                                              ; preds = %245
  %242 = tail call i32 @putchar(i32 10), !dbg !442
  %243 = add nuw nsw i64 %4, 1, !dbg !443
    #dbg_value(i64 %243, !120, !DIExpression(), !142)
  %244 = icmp eq i64 %243, 5, !dbg !444
  br i1 %244, label %2, label %3, !dbg !143, !llvm.loop !445

245:                                              ; preds = %239, %245
  %246 = phi i64 [ 0, %239 ], [ %250, %245 ]
    #dbg_value(i64 %246, !128, !DIExpression(), !440)
  %247 = getelementptr inbounds [1500 x i32], ptr @main.work, i64 0, i64 %246, !dbg !447
  %248 = load i32, ptr %247, align 4, !dbg !447, !tbaa !166
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %248), !dbg !449
  %250 = add nuw nsw i64 %246, 1, !dbg !450
    #dbg_value(i64 %250, !128, !DIExpression(), !440)
  %251 = icmp eq i64 %250, 8, !dbg !451
  br i1 %251, label %241, label %245, !dbg !441, !llvm.loop !452
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !454 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !465 {
    #dbg_value(ptr %0, !467, !DIExpression(), !471)
    #dbg_value(ptr %1, !468, !DIExpression(), !471)
  %3 = load i32, ptr %0, align 4, !dbg !472, !tbaa !166
    #dbg_value(i32 %3, !469, !DIExpression(), !471)
  %4 = load i32, ptr %1, align 4, !dbg !473, !tbaa !166
    #dbg_value(i32 %4, !470, !DIExpression(), !471)
  %5 = icmp sgt i32 %3, %4, !dbg !474
  %6 = zext i1 %5 to i32, !dbg !474
  %7 = icmp slt i32 %3, %4, !dbg !475
  %8 = sext i1 %7 to i32, !dbg !475
  %9 = add nsw i32 %8, %6, !dbg !476
  ret i32 %9, !dbg !477
}

; Function Attrs: nofree nounwind
declare !dbg !478 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quick_sort(i32 noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !483 {
    #dbg_value(ptr @main.work, !487, !DIExpression(), !502)
    #dbg_value(i32 %0, !488, !DIExpression(), !502)
    #dbg_value(i32 %1, !489, !DIExpression(), !502)
  %3 = icmp slt i32 %0, %1, !dbg !503
  br i1 %3, label %4, label %99, !dbg !504

4:                                                ; preds = %2, %95
  %5 = phi i32 [ %97, %95 ], [ %0, %2 ]
  %6 = phi i32 [ %96, %95 ], [ %1, %2 ]
    #dbg_value(i32 %5, !488, !DIExpression(), !502)
    #dbg_value(i32 %6, !489, !DIExpression(), !502)
  %7 = sub nsw i32 %6, %5, !dbg !505
  %8 = icmp slt i32 %7, 10, !dbg !506
  br i1 %8, label %9, label %32, !dbg !507

9:                                                ; preds = %4
  %10 = icmp slt i32 %5, %6, !dbg !508
  br i1 %10, label %11, label %99, !dbg !509

11:                                               ; preds = %9
  %12 = sext i32 %5 to i64, !dbg !509
  %13 = sext i32 %5 to i64, !dbg !509
  br label %14, !dbg !509

14:                                               ; preds = %11, %27
  %15 = phi i64 [ %12, %11 ], [ %17, %27 ]
  %16 = phi i32 [ %5, %11 ], [ %18, %27 ]
  %17 = add nsw i64 %15, 1, !dbg !509
  %18 = add nsw i32 %16, 1, !dbg !510
    #dbg_value(i32 %18, !495, !DIExpression(), !511)
  %19 = icmp slt i32 %16, %5, !dbg !512
  br i1 %19, label %27, label %20, !dbg !514

20:                                               ; preds = %14, %29
  %21 = phi i64 [ %30, %29 ], [ %17, %14 ]
    #dbg_value(i64 %21, !495, !DIExpression(), !511)
  %22 = getelementptr i32, ptr @main.work, i64 %21, !dbg !515
  %23 = getelementptr i8, ptr %22, i64 -4, !dbg !515
  %24 = load i32, ptr %23, align 4, !dbg !515, !tbaa !166
  %25 = load i32, ptr %22, align 4, !dbg !516, !tbaa !166
  %26 = icmp sgt i32 %24, %25, !dbg !517
  br i1 %26, label %29, label %27, !dbg !518

27:                                               ; preds = %20, %29, %14
    #dbg_value(i32 %18, !490, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !519)
    #dbg_value(i32 %18, !490, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !519)
  %28 = icmp eq i32 %18, %6, !dbg !508
  br i1 %28, label %99, label %14, !dbg !509, !llvm.loop !520

29:                                               ; preds = %20
    #dbg_value(ptr %23, !522, !DIExpression(), !529)
    #dbg_value(ptr %22, !527, !DIExpression(), !529)
    #dbg_value(i32 %24, !528, !DIExpression(), !529)
  store i32 %25, ptr %23, align 4, !dbg !531, !tbaa !166
  store i32 %24, ptr %22, align 4, !dbg !532, !tbaa !166
  %30 = add nsw i64 %21, -1, !dbg !533
    #dbg_value(i64 %30, !495, !DIExpression(), !511)
  %31 = icmp sgt i64 %30, %13, !dbg !512
  br i1 %31, label %20, label %27, !dbg !514, !llvm.loop !534

32:                                               ; preds = %4
  %33 = lshr i32 %7, 1, !dbg !536
  %34 = add nsw i32 %33, %5, !dbg !537
    #dbg_value(i32 %34, !498, !DIExpression(), !538)
  %35 = sext i32 %34 to i64, !dbg !539
  %36 = getelementptr inbounds i32, ptr @main.work, i64 %35, !dbg !539
  %37 = load i32, ptr %36, align 4, !dbg !539, !tbaa !166
  %38 = sext i32 %5 to i64, !dbg !541
  %39 = getelementptr inbounds i32, ptr @main.work, i64 %38, !dbg !541
  %40 = load i32, ptr %39, align 4, !dbg !541, !tbaa !166
  %41 = icmp slt i32 %37, %40, !dbg !542
  br i1 %41, label %42, label %43, !dbg !543

42:                                               ; preds = %32
    #dbg_value(ptr %36, !522, !DIExpression(), !544)
    #dbg_value(ptr %39, !527, !DIExpression(), !544)
    #dbg_value(i32 %37, !528, !DIExpression(), !544)
  store i32 %40, ptr %36, align 4, !dbg !546, !tbaa !166
  store i32 %37, ptr %39, align 4, !dbg !547, !tbaa !166
  br label %43, !dbg !548

43:                                               ; preds = %42, %32
  %44 = sext i32 %6 to i64, !dbg !549
  %45 = getelementptr inbounds i32, ptr @main.work, i64 %44, !dbg !549
  %46 = load i32, ptr %45, align 4, !dbg !549, !tbaa !166
  %47 = load i32, ptr %39, align 4, !dbg !551, !tbaa !166
  %48 = icmp slt i32 %46, %47, !dbg !552
  br i1 %48, label %49, label %50, !dbg !553

49:                                               ; preds = %43
    #dbg_value(ptr %45, !522, !DIExpression(), !554)
    #dbg_value(ptr %39, !527, !DIExpression(), !554)
    #dbg_value(i32 %46, !528, !DIExpression(), !554)
  store i32 %47, ptr %45, align 4, !dbg !556, !tbaa !166
  store i32 %46, ptr %39, align 4, !dbg !557, !tbaa !166
  br label %50, !dbg !558

50:                                               ; preds = %49, %43
  %51 = load i32, ptr %45, align 4, !dbg !559, !tbaa !166
  %52 = load i32, ptr %36, align 4, !dbg !561, !tbaa !166
  %53 = icmp slt i32 %51, %52, !dbg !562
  br i1 %53, label %54, label %55, !dbg !563

54:                                               ; preds = %50
    #dbg_value(ptr %45, !522, !DIExpression(), !564)
    #dbg_value(ptr %36, !527, !DIExpression(), !564)
    #dbg_value(i32 %51, !528, !DIExpression(), !564)
  store i32 %52, ptr %45, align 4, !dbg !566, !tbaa !166
  store i32 %51, ptr %36, align 4, !dbg !567, !tbaa !166
  br label %55, !dbg !568

55:                                               ; preds = %54, %50
  %56 = load i32, ptr %36, align 4, !dbg !569, !tbaa !166
    #dbg_value(i32 %56, !499, !DIExpression(), !538)
    #dbg_value(i32 %5, !500, !DIExpression(), !538)
    #dbg_value(i32 %6, !501, !DIExpression(), !538)
  %57 = icmp sgt i32 %5, %6, !dbg !570
  br i1 %57, label %87, label %58, !dbg !571

58:                                               ; preds = %55, %83
  %59 = phi i32 [ %85, %83 ], [ %6, %55 ]
  %60 = phi i32 [ %84, %83 ], [ %5, %55 ]
    #dbg_value(i32 %59, !501, !DIExpression(), !538)
    #dbg_value(i32 %60, !500, !DIExpression(), !538)
  %61 = sext i32 %60 to i64, !dbg !572
  br label %62, !dbg !572

62:                                               ; preds = %62, %58
  %63 = phi i64 [ %67, %62 ], [ %61, %58 ], !dbg !538
    #dbg_value(i64 %63, !500, !DIExpression(), !538)
  %64 = getelementptr inbounds i32, ptr @main.work, i64 %63, !dbg !574
  %65 = load i32, ptr %64, align 4, !dbg !574, !tbaa !166
  %66 = icmp slt i32 %65, %56, !dbg !575
  %67 = add nsw i64 %63, 1, !dbg !576
    #dbg_value(i64 %67, !500, !DIExpression(), !538)
  br i1 %66, label %62, label %68, !dbg !572, !llvm.loop !577

68:                                               ; preds = %62
  %69 = sext i32 %59 to i64, !dbg !578
  br label %70, !dbg !578

70:                                               ; preds = %70, %68
  %71 = phi i64 [ %75, %70 ], [ %69, %68 ], !dbg !538
    #dbg_value(i64 %71, !501, !DIExpression(), !538)
  %72 = getelementptr inbounds i32, ptr @main.work, i64 %71, !dbg !579
  %73 = load i32, ptr %72, align 4, !dbg !579, !tbaa !166
  %74 = icmp sgt i32 %73, %56, !dbg !580
  %75 = add nsw i64 %71, -1, !dbg !581
    #dbg_value(i64 %75, !501, !DIExpression(), !538)
  br i1 %74, label %70, label %76, !dbg !578, !llvm.loop !582

76:                                               ; preds = %70
  %77 = trunc nsw i64 %63 to i32, !dbg !578
  %78 = trunc nsw i64 %71 to i32, !dbg !583
  %79 = icmp sgt i64 %63, %71, !dbg !583
  br i1 %79, label %83, label %80, !dbg !585

80:                                               ; preds = %76
    #dbg_value(ptr %64, !522, !DIExpression(), !586)
    #dbg_value(ptr %72, !527, !DIExpression(), !586)
    #dbg_value(i32 %65, !528, !DIExpression(), !586)
  store i32 %73, ptr %64, align 4, !dbg !589, !tbaa !166
  store i32 %65, ptr %72, align 4, !dbg !590, !tbaa !166
  %81 = add nsw i32 %77, 1, !dbg !591
    #dbg_value(i32 %81, !500, !DIExpression(), !538)
  %82 = add nsw i32 %78, -1, !dbg !592
    #dbg_value(i32 %82, !501, !DIExpression(), !538)
  br label %83, !dbg !593

83:                                               ; preds = %80, %76
  %84 = phi i32 [ %81, %80 ], [ %77, %76 ], !dbg !538
  %85 = phi i32 [ %82, %80 ], [ %78, %76 ], !dbg !538
    #dbg_value(i32 %85, !501, !DIExpression(), !538)
    #dbg_value(i32 %84, !500, !DIExpression(), !538)
  %86 = icmp sgt i32 %84, %85, !dbg !570
  br i1 %86, label %87, label %58, !dbg !571, !llvm.loop !594

87:                                               ; preds = %83, %55
  %88 = phi i32 [ %5, %55 ], [ %84, %83 ], !dbg !538
  %89 = phi i32 [ %6, %55 ], [ %85, %83 ], !dbg !538
  %90 = sub nsw i32 %89, %5, !dbg !596
  %91 = sub nsw i32 %6, %88, !dbg !598
  %92 = icmp slt i32 %90, %91, !dbg !599
  br i1 %92, label %93, label %94, !dbg !600

93:                                               ; preds = %87
  tail call fastcc void @quick_sort(i32 noundef %5, i32 noundef %89), !dbg !601
    #dbg_value(i32 %88, !488, !DIExpression(), !502)
  br label %95, !dbg !603

94:                                               ; preds = %87
  tail call fastcc void @quick_sort(i32 noundef %88, i32 noundef %6), !dbg !604
    #dbg_value(i32 %89, !489, !DIExpression(), !502)
  br label %95

95:                                               ; preds = %94, %93
  %96 = phi i32 [ %6, %93 ], [ %89, %94 ]
  %97 = phi i32 [ %88, %93 ], [ %5, %94 ]
    #dbg_value(i32 %97, !488, !DIExpression(), !502)
    #dbg_value(i32 %96, !489, !DIExpression(), !502)
  %98 = icmp slt i32 %97, %96, !dbg !503
  br i1 %98, label %4, label %99, !dbg !504, !llvm.loop !606

99:                                               ; preds = %95, %27, %2, %9
  ret void, !dbg !608
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !609 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 !dbg !612 {
    #dbg_value(ptr @main.work, !616, !DIExpression(), !624)
    #dbg_value(ptr %0, !617, !DIExpression(), !624)
    #dbg_value(i32 %1, !618, !DIExpression(), !624)
    #dbg_value(i32 %2, !619, !DIExpression(), !624)
  %4 = sub nsw i32 %2, %1, !dbg !625
  %5 = icmp slt i32 %4, 2, !dbg !627
  br i1 %5, label %78, label %6, !dbg !628

6:                                                ; preds = %3
  %7 = lshr i32 %4, 1, !dbg !629
  %8 = add nsw i32 %7, %1, !dbg !630
    #dbg_value(i32 %8, !620, !DIExpression(), !624)
  tail call fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %1, i32 noundef %8), !dbg !631
  tail call fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %8, i32 noundef %2), !dbg !632
    #dbg_value(i32 %1, !621, !DIExpression(), !624)
    #dbg_value(i32 %8, !622, !DIExpression(), !624)
    #dbg_value(i32 %1, !623, !DIExpression(), !624)
  %9 = icmp slt i32 %8, %2, !dbg !633
  br i1 %9, label %10, label %14, !dbg !634

10:                                               ; preds = %6
  %11 = sext i32 %1 to i64, !dbg !634
  br label %23, !dbg !634

12:                                               ; preds = %23
  %13 = trunc nsw i64 %40 to i32, !dbg !635
  br label %14, !dbg !635

14:                                               ; preds = %12, %6
  %15 = phi i32 [ %1, %6 ], [ %35, %12 ], !dbg !636
  %16 = phi i32 [ %8, %6 ], [ %38, %12 ], !dbg !624
  %17 = phi i32 [ %1, %6 ], [ %13, %12 ], !dbg !624
    #dbg_value(i32 %17, !623, !DIExpression(), !624)
    #dbg_value(i32 %15, !621, !DIExpression(), !624)
  %18 = icmp slt i32 %15, %8, !dbg !635
  br i1 %18, label %19, label %47, !dbg !637

19:                                               ; preds = %14
  %20 = sext i32 %17 to i64, !dbg !637
  %21 = sext i32 %15 to i64, !dbg !637
  %22 = sext i32 %8 to i64, !dbg !635
  br label %54, !dbg !637

23:                                               ; preds = %10, %23
  %24 = phi i64 [ %11, %10 ], [ %40, %23 ]
  %25 = phi i32 [ %8, %10 ], [ %38, %23 ]
  %26 = phi i32 [ %1, %10 ], [ %35, %23 ]
    #dbg_value(i64 %24, !623, !DIExpression(), !624)
    #dbg_value(i32 %25, !622, !DIExpression(), !624)
    #dbg_value(i32 %26, !621, !DIExpression(), !624)
  %27 = sext i32 %25 to i64, !dbg !638
  %28 = getelementptr inbounds i32, ptr @main.work, i64 %27, !dbg !638
  %29 = load i32, ptr %28, align 4, !dbg !638, !tbaa !166
  %30 = sext i32 %26 to i64, !dbg !639
  %31 = getelementptr inbounds i32, ptr @main.work, i64 %30, !dbg !639
  %32 = load i32, ptr %31, align 4, !dbg !639, !tbaa !166
  %33 = icmp sge i32 %29, %32, !dbg !640
  %34 = zext i1 %33 to i32, !dbg !638
  %35 = add nsw i32 %26, %34, !dbg !638
  %36 = xor i1 %33, true, !dbg !638
  %37 = zext i1 %36 to i32, !dbg !638
  %38 = add nsw i32 %25, %37, !dbg !638
  %39 = tail call i32 @llvm.smin.i32(i32 %29, i32 %32), !dbg !638
    #dbg_value(i32 %38, !622, !DIExpression(), !624)
    #dbg_value(i32 %35, !621, !DIExpression(), !624)
  %40 = add nsw i64 %24, 1, !dbg !641
    #dbg_value(i64 %40, !623, !DIExpression(), !624)
  %41 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !642
  store i32 %39, ptr %41, align 4, !dbg !643, !tbaa !166
  %42 = icmp slt i32 %35, %8, !dbg !644
  %43 = icmp slt i32 %38, %2, !dbg !633
  %44 = select i1 %42, i1 %43, i1 false, !dbg !633
  br i1 %44, label %23, label %12, !dbg !634, !llvm.loop !645

45:                                               ; preds = %54
  %46 = trunc nsw i64 %60 to i32, !dbg !647
  br label %47, !dbg !647

47:                                               ; preds = %45, %14
  %48 = phi i32 [ %17, %14 ], [ %46, %45 ], !dbg !624
    #dbg_value(i32 %48, !623, !DIExpression(), !624)
    #dbg_value(i32 %16, !622, !DIExpression(), !624)
  %49 = icmp slt i32 %16, %2, !dbg !647
  br i1 %49, label %50, label %72, !dbg !648

50:                                               ; preds = %47
  %51 = sext i32 %48 to i64, !dbg !648
  %52 = sext i32 %16 to i64, !dbg !648
  %53 = sext i32 %2 to i64, !dbg !647
  br label %63, !dbg !648

54:                                               ; preds = %19, %54
  %55 = phi i64 [ %21, %19 ], [ %57, %54 ]
  %56 = phi i64 [ %20, %19 ], [ %60, %54 ]
    #dbg_value(i64 %56, !623, !DIExpression(), !624)
    #dbg_value(i64 %55, !621, !DIExpression(), !624)
  %57 = add nsw i64 %55, 1, !dbg !649
    #dbg_value(i64 %57, !621, !DIExpression(), !624)
  %58 = getelementptr inbounds i32, ptr @main.work, i64 %55, !dbg !650
  %59 = load i32, ptr %58, align 4, !dbg !650, !tbaa !166
  %60 = add nsw i64 %56, 1, !dbg !651
    #dbg_value(i64 %60, !623, !DIExpression(), !624)
  %61 = getelementptr inbounds i32, ptr %0, i64 %56, !dbg !652
  store i32 %59, ptr %61, align 4, !dbg !653, !tbaa !166
  %62 = icmp eq i64 %57, %22, !dbg !635
  br i1 %62, label %45, label %54, !dbg !637, !llvm.loop !654

63:                                               ; preds = %50, %63
  %64 = phi i64 [ %52, %50 ], [ %66, %63 ]
  %65 = phi i64 [ %51, %50 ], [ %69, %63 ]
    #dbg_value(i64 %65, !623, !DIExpression(), !624)
    #dbg_value(i64 %64, !622, !DIExpression(), !624)
  %66 = add nsw i64 %64, 1, !dbg !656
    #dbg_value(i64 %66, !622, !DIExpression(), !624)
  %67 = getelementptr inbounds i32, ptr @main.work, i64 %64, !dbg !657
  %68 = load i32, ptr %67, align 4, !dbg !657, !tbaa !166
  %69 = add nsw i64 %65, 1, !dbg !658
    #dbg_value(i64 %69, !623, !DIExpression(), !624)
  %70 = getelementptr inbounds i32, ptr %0, i64 %65, !dbg !659
  store i32 %68, ptr %70, align 4, !dbg !660, !tbaa !166
  %71 = icmp eq i64 %66, %53, !dbg !647
  br i1 %71, label %72, label %63, !dbg !648, !llvm.loop !661

72:                                               ; preds = %63, %47
  %73 = sext i32 %1 to i64, !dbg !663
  %74 = getelementptr inbounds i32, ptr @main.work, i64 %73, !dbg !663
  %75 = getelementptr inbounds i32, ptr %0, i64 %73, !dbg !664
  %76 = zext nneg i32 %4 to i64, !dbg !665
  %77 = shl nuw nsw i64 %76, 2, !dbg !666
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %74, ptr align 4 %75, i64 %77, i1 false), !dbg !667
  br label %78, !dbg !668

78:                                               ; preds = %3, %72
  ret void, !dbg !668
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !669 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !672 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #15

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind willreturn memory(argmem: read) }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(0) }
attributes #18 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!130, !131, !132, !133, !134, !135, !136}
!llvm.ident = !{!137}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "orig", scope: !2, file: !3, line: 137, type: !22, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 135, type: !4, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !113)
!3 = !DIFile(filename: "sorts.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "541157e7c5b4b0b7d301fe667f557b3b")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !19, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 136, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 1500)
!13 = !{!10, !6, !14, !16}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 18, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !{!0, !20, !25, !27, !33, !35, !40, !45, !50, !55, !60, !65, !70, !72, !74, !76, !78, !80, !85, !90}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "ref", scope: !2, file: !3, line: 137, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 48000, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 1500)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "work", scope: !2, file: !3, line: 137, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 56, elements: !31)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !29, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 72, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 9)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 104, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 13)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 88, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 11)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 384, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 48)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 112, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 14)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 24, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 3)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !57, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !57, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !57, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 171, type: !57, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !37, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 175, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 32, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 4)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 16, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "gaps", scope: !92, file: !3, line: 74, type: !110, isLocal: true, isDefinition: true)
!92 = distinct !DISubprogram(name: "shell_sort", scope: !3, file: !3, line: 73, type: !93, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95, !6}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!96 = !{!97, !98, !99, !101, !104, !106, !109}
!97 = !DILocalVariable(name: "a", arg: 1, scope: !92, file: !3, line: 73, type: !95)
!98 = !DILocalVariable(name: "n", arg: 2, scope: !92, file: !3, line: 73, type: !6)
!99 = !DILocalVariable(name: "g", scope: !100, file: !3, line: 75, type: !6)
!100 = distinct !DILexicalBlock(scope: !92, file: !3, line: 75, column: 5)
!101 = !DILocalVariable(name: "gap", scope: !102, file: !3, line: 76, type: !6)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 75, column: 33)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 75, column: 5)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 77, type: !6)
!105 = distinct !DILexicalBlock(scope: !102, file: !3, line: 77, column: 9)
!106 = !DILocalVariable(name: "v", scope: !107, file: !3, line: 78, type: !6)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 77, column: 39)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 77, column: 9)
!109 = !DILocalVariable(name: "j", scope: !107, file: !3, line: 78, type: !6)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 8)
!113 = !{!114, !120, !122, !125, !127, !128}
!114 = !DILocalVariable(name: "patterns", scope: !2, file: !3, line: 138, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 320, elements: !118)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!118 = !{!119}
!119 = !DISubrange(count: 5)
!120 = !DILocalVariable(name: "p", scope: !121, file: !3, line: 139, type: !6)
!121 = distinct !DILexicalBlock(scope: !2, file: !3, line: 139, column: 5)
!122 = !DILocalVariable(name: "x", scope: !123, file: !3, line: 140, type: !10)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 139, column: 33)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 139, column: 5)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 141, type: !6)
!126 = distinct !DILexicalBlock(scope: !123, file: !3, line: 141, column: 9)
!127 = !DILocalVariable(name: "want", scope: !123, file: !3, line: 153, type: !18)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 174, type: !6)
!129 = distinct !DILexicalBlock(scope: !123, file: !3, line: 174, column: 9)
!130 = !{i32 7, !"Dwarf Version", i32 5}
!131 = !{i32 2, !"Debug Info Version", i32 3}
!132 = !{i32 1, !"wchar_size", i32 4}
!133 = !{i32 8, !"PIC Level", i32 2}
!134 = !{i32 7, !"PIE Level", i32 2}
!135 = !{i32 7, !"uwtable", i32 2}
!136 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!137 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 0, scope: !2)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !121)
!143 = !DILocation(line: 139, column: 5, scope: !121)
!144 = !DILocation(line: 179, column: 1, scope: !2)
!145 = !DILocation(line: 0, scope: !123)
!146 = !DILocation(line: 0, scope: !126)
!147 = !DILocation(line: 141, column: 9, scope: !126)
!148 = !DILocation(line: 151, column: 9, scope: !123)
!149 = !DILocation(line: 152, column: 9, scope: !123)
!150 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !3, line: 128, type: !14)
!151 = distinct !DISubprogram(name: "checksum", scope: !3, file: !3, line: 128, type: !152, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!18, !14, !6}
!154 = !{!150, !155, !156, !157}
!155 = !DILocalVariable(name: "n", arg: 2, scope: !151, file: !3, line: 128, type: !6)
!156 = !DILocalVariable(name: "h", scope: !151, file: !3, line: 129, type: !18)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 130, type: !6)
!158 = distinct !DILexicalBlock(scope: !151, file: !3, line: 130, column: 5)
!159 = !DILocation(line: 0, scope: !151, inlinedAt: !160)
!160 = distinct !DILocation(line: 153, column: 30, scope: !123)
!161 = !DILocation(line: 0, scope: !158, inlinedAt: !160)
!162 = !DILocation(line: 130, column: 5, scope: !158, inlinedAt: !160)
!163 = !DILocation(line: 131, column: 15, scope: !164, inlinedAt: !160)
!164 = distinct !DILexicalBlock(scope: !158, file: !3, line: 130, column: 5)
!165 = !DILocation(line: 131, column: 38, scope: !164, inlinedAt: !160)
!166 = !{!167, !167, i64 0}
!167 = !{!"int", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 131, column: 28, scope: !164, inlinedAt: !160)
!171 = !DILocation(line: 131, column: 26, scope: !164, inlinedAt: !160)
!172 = !DILocation(line: 130, column: 29, scope: !164, inlinedAt: !160)
!173 = !DILocation(line: 130, column: 23, scope: !164, inlinedAt: !160)
!174 = distinct !{!174, !162, !175, !176, !177}
!175 = !DILocation(line: 131, column: 41, scope: !158, inlinedAt: !160)
!176 = !{!"llvm.loop.mustprogress"}
!177 = !{!"llvm.loop.unroll.disable"}
!178 = !DILocation(line: 154, column: 68, scope: !123)
!179 = !DILocation(line: 154, column: 87, scope: !123)
!180 = !DILocation(line: 155, column: 16, scope: !123)
!181 = !DILocation(line: 155, column: 28, scope: !123)
!182 = !DILocation(line: 154, column: 9, scope: !123)
!183 = !DILocation(line: 156, column: 9, scope: !123)
!184 = !DILocalVariable(name: "a", arg: 1, scope: !185, file: !3, line: 28, type: !95)
!185 = distinct !DISubprogram(name: "merge_sort", scope: !3, file: !3, line: 28, type: !93, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !186)
!186 = !{!184, !187, !188}
!187 = !DILocalVariable(name: "n", arg: 2, scope: !185, file: !3, line: 28, type: !6)
!188 = !DILocalVariable(name: "tmp", scope: !185, file: !3, line: 29, type: !95)
!189 = !DILocation(line: 0, scope: !185, inlinedAt: !190)
!190 = distinct !DILocation(line: 157, column: 9, scope: !123)
!191 = !DILocation(line: 29, column: 16, scope: !185, inlinedAt: !190)
!192 = !DILocation(line: 30, column: 5, scope: !185, inlinedAt: !190)
!193 = !DILocation(line: 31, column: 5, scope: !185, inlinedAt: !190)
!194 = !DILocation(line: 158, column: 34, scope: !123)
!195 = !DILocation(line: 158, column: 9, scope: !123)
!196 = !DILocation(line: 159, column: 9, scope: !123)
!197 = !DILocation(line: 160, column: 9, scope: !123)
!198 = !DILocation(line: 161, column: 34, scope: !123)
!199 = !DILocation(line: 161, column: 9, scope: !123)
!200 = !DILocation(line: 162, column: 9, scope: !123)
!201 = !DILocation(line: 0, scope: !92, inlinedAt: !202)
!202 = distinct !DILocation(line: 163, column: 9, scope: !123)
!203 = !DILocation(line: 0, scope: !100, inlinedAt: !202)
!204 = !DILocation(line: 75, column: 5, scope: !100, inlinedAt: !202)
!205 = !DILocation(line: 76, column: 19, scope: !102, inlinedAt: !202)
!206 = !DILocation(line: 0, scope: !102, inlinedAt: !202)
!207 = !DILocation(line: 0, scope: !105, inlinedAt: !202)
!208 = !DILocation(line: 77, column: 9, scope: !105, inlinedAt: !202)
!209 = !DILocation(line: 75, column: 29, scope: !103, inlinedAt: !202)
!210 = !DILocation(line: 75, column: 23, scope: !103, inlinedAt: !202)
!211 = distinct !{!211, !204, !212, !176, !177}
!212 = !DILocation(line: 85, column: 5, scope: !100, inlinedAt: !202)
!213 = !DILocation(line: 78, column: 21, scope: !107, inlinedAt: !202)
!214 = !DILocation(line: 0, scope: !107, inlinedAt: !202)
!215 = !DILocation(line: 79, column: 22, scope: !107, inlinedAt: !202)
!216 = !DILocation(line: 79, column: 29, scope: !107, inlinedAt: !202)
!217 = !DILocation(line: 79, column: 36, scope: !107, inlinedAt: !202)
!218 = !DILocation(line: 79, column: 32, scope: !107, inlinedAt: !202)
!219 = !DILocation(line: 79, column: 43, scope: !107, inlinedAt: !202)
!220 = !DILocation(line: 79, column: 13, scope: !107, inlinedAt: !202)
!221 = !DILocation(line: 80, column: 17, scope: !222, inlinedAt: !202)
!222 = distinct !DILexicalBlock(scope: !107, file: !3, line: 79, column: 48)
!223 = !DILocation(line: 80, column: 22, scope: !222, inlinedAt: !202)
!224 = distinct !{!224, !220, !225, !176, !177}
!225 = !DILocation(line: 82, column: 13, scope: !107, inlinedAt: !202)
!226 = !DILocation(line: 83, column: 13, scope: !107, inlinedAt: !202)
!227 = !DILocation(line: 83, column: 18, scope: !107, inlinedAt: !202)
!228 = !DILocation(line: 77, column: 35, scope: !108, inlinedAt: !202)
!229 = !DILocation(line: 77, column: 29, scope: !108, inlinedAt: !202)
!230 = distinct !{!230, !208, !231, !176, !177}
!231 = !DILocation(line: 84, column: 9, scope: !105, inlinedAt: !202)
!232 = !DILocation(line: 164, column: 34, scope: !123)
!233 = !DILocation(line: 164, column: 9, scope: !123)
!234 = !DILocation(line: 165, column: 9, scope: !123)
!235 = !DILocalVariable(name: "count", scope: !236, file: !3, line: 111, type: !258)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 110, column: 49)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 110, column: 5)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 110, column: 5)
!239 = distinct !DISubprogram(name: "radix_sort", scope: !3, file: !3, line: 105, type: !93, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !240)
!240 = !{!241, !242, !243, !245, !246, !248, !235, !249, !251, !253, !255, !256}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !3, line: 105, type: !95)
!242 = !DILocalVariable(name: "n", arg: 2, scope: !239, file: !3, line: 105, type: !6)
!243 = !DILocalVariable(name: "buf", scope: !239, file: !3, line: 106, type: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!245 = !DILocalVariable(name: "src", scope: !239, file: !3, line: 107, type: !244)
!246 = !DILocalVariable(name: "i", scope: !247, file: !3, line: 108, type: !6)
!247 = distinct !DILexicalBlock(scope: !239, file: !3, line: 108, column: 5)
!248 = !DILocalVariable(name: "shift", scope: !238, file: !3, line: 110, type: !6)
!249 = !DILocalVariable(name: "i", scope: !250, file: !3, line: 112, type: !6)
!250 = distinct !DILexicalBlock(scope: !236, file: !3, line: 112, column: 9)
!251 = !DILocalVariable(name: "d", scope: !252, file: !3, line: 114, type: !6)
!252 = distinct !DILexicalBlock(scope: !236, file: !3, line: 114, column: 9)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 116, type: !6)
!254 = distinct !DILexicalBlock(scope: !236, file: !3, line: 116, column: 9)
!255 = !DILocalVariable(name: "t", scope: !236, file: !3, line: 118, type: !244)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 122, type: !6)
!257 = distinct !DILexicalBlock(scope: !239, file: !3, line: 122, column: 5)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8224, elements: !259)
!259 = !{!260}
!260 = !DISubrange(count: 257)
!261 = !DILocation(line: 0, scope: !236, inlinedAt: !262)
!262 = distinct !DILocation(line: 166, column: 9, scope: !123)
!263 = !DILocation(line: 0, scope: !239, inlinedAt: !262)
!264 = !DILocation(line: 106, column: 21, scope: !239, inlinedAt: !262)
!265 = !DILocation(line: 107, column: 21, scope: !239, inlinedAt: !262)
!266 = !DILocation(line: 0, scope: !247, inlinedAt: !262)
!267 = !DILocation(line: 108, column: 5, scope: !247, inlinedAt: !262)
!268 = !DILocation(line: 109, column: 28, scope: !269, inlinedAt: !262)
!269 = distinct !DILexicalBlock(scope: !247, file: !3, line: 108, column: 5)
!270 = !DILocation(line: 109, column: 33, scope: !269, inlinedAt: !262)
!271 = !DILocation(line: 109, column: 9, scope: !269, inlinedAt: !262)
!272 = !DILocation(line: 109, column: 16, scope: !269, inlinedAt: !262)
!273 = !DILocation(line: 108, column: 29, scope: !269, inlinedAt: !262)
!274 = !DILocation(line: 108, column: 23, scope: !269, inlinedAt: !262)
!275 = distinct !{!275, !267, !276, !176, !177}
!276 = !DILocation(line: 109, column: 35, scope: !247, inlinedAt: !262)
!277 = !DILocation(line: 0, scope: !238, inlinedAt: !262)
!278 = !DILocation(line: 111, column: 9, scope: !236, inlinedAt: !262)
!279 = !DILocation(line: 111, column: 13, scope: !236, inlinedAt: !262)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 0, scope: !250, inlinedAt: !262)
!282 = !DILocation(line: 112, column: 9, scope: !250, inlinedAt: !262)
!283 = !DILocation(line: 113, column: 21, scope: !284, inlinedAt: !262)
!284 = distinct !DILexicalBlock(scope: !250, file: !3, line: 112, column: 9)
!285 = !DILocation(line: 113, column: 28, scope: !284, inlinedAt: !262)
!286 = !DILocation(line: 113, column: 38, scope: !284, inlinedAt: !262)
!287 = !DILocation(line: 113, column: 46, scope: !284, inlinedAt: !262)
!288 = !DILocation(line: 113, column: 13, scope: !284, inlinedAt: !262)
!289 = !DILocation(line: 113, column: 50, scope: !284, inlinedAt: !262)
!290 = !DILocation(line: 112, column: 33, scope: !284, inlinedAt: !262)
!291 = !DILocation(line: 112, column: 27, scope: !284, inlinedAt: !262)
!292 = distinct !{!292, !282, !293, !176, !177}
!293 = !DILocation(line: 113, column: 50, scope: !250, inlinedAt: !262)
!294 = !DILocation(line: 114, column: 9, scope: !252, inlinedAt: !262)
!295 = !DILocation(line: 115, column: 29, scope: !296, inlinedAt: !262)
!296 = distinct !DILexicalBlock(scope: !252, file: !3, line: 114, column: 9)
!297 = !DILocation(line: 0, scope: !252, inlinedAt: !262)
!298 = !DILocation(line: 115, column: 21, scope: !296, inlinedAt: !262)
!299 = !DILocation(line: 115, column: 13, scope: !296, inlinedAt: !262)
!300 = !DILocation(line: 115, column: 26, scope: !296, inlinedAt: !262)
!301 = !DILocation(line: 114, column: 27, scope: !296, inlinedAt: !262)
!302 = distinct !{!302, !294, !303, !176, !177}
!303 = !DILocation(line: 115, column: 36, scope: !252, inlinedAt: !262)
!304 = !DILocation(line: 121, column: 5, scope: !237, inlinedAt: !262)
!305 = !DILocation(line: 110, column: 43, scope: !237, inlinedAt: !262)
!306 = !DILocation(line: 110, column: 31, scope: !237, inlinedAt: !262)
!307 = !DILocation(line: 110, column: 5, scope: !238, inlinedAt: !262)
!308 = distinct !{!308, !307, !309, !176, !177}
!309 = !DILocation(line: 121, column: 5, scope: !238, inlinedAt: !262)
!310 = !DILocation(line: 0, scope: !254, inlinedAt: !262)
!311 = !DILocation(line: 117, column: 54, scope: !312, inlinedAt: !262)
!312 = distinct !DILexicalBlock(scope: !254, file: !3, line: 116, column: 9)
!313 = !DILocation(line: 117, column: 31, scope: !312, inlinedAt: !262)
!314 = !DILocation(line: 117, column: 41, scope: !312, inlinedAt: !262)
!315 = !DILocation(line: 117, column: 17, scope: !312, inlinedAt: !262)
!316 = !DILocation(line: 117, column: 48, scope: !312, inlinedAt: !262)
!317 = !DILocation(line: 117, column: 13, scope: !312, inlinedAt: !262)
!318 = !DILocation(line: 117, column: 52, scope: !312, inlinedAt: !262)
!319 = !DILocation(line: 116, column: 33, scope: !312, inlinedAt: !262)
!320 = !DILocation(line: 116, column: 27, scope: !312, inlinedAt: !262)
!321 = !DILocation(line: 116, column: 9, scope: !254, inlinedAt: !262)
!322 = distinct !{!322, !321, !323, !176, !177}
!323 = !DILocation(line: 117, column: 59, scope: !254, inlinedAt: !262)
!324 = !DILocation(line: 0, scope: !257, inlinedAt: !262)
!325 = !DILocation(line: 123, column: 22, scope: !326, inlinedAt: !262)
!326 = distinct !DILexicalBlock(scope: !257, file: !3, line: 122, column: 5)
!327 = !DILocation(line: 123, column: 29, scope: !326, inlinedAt: !262)
!328 = !DILocation(line: 123, column: 9, scope: !326, inlinedAt: !262)
!329 = !DILocation(line: 123, column: 14, scope: !326, inlinedAt: !262)
!330 = !DILocation(line: 122, column: 29, scope: !326, inlinedAt: !262)
!331 = !DILocation(line: 122, column: 23, scope: !326, inlinedAt: !262)
!332 = !DILocation(line: 122, column: 5, scope: !257, inlinedAt: !262)
!333 = distinct !{!333, !332, !334, !176, !177}
!334 = !DILocation(line: 123, column: 42, scope: !257, inlinedAt: !262)
!335 = !DILocation(line: 124, column: 5, scope: !239, inlinedAt: !262)
!336 = !DILocation(line: 125, column: 5, scope: !239, inlinedAt: !262)
!337 = !DILocation(line: 167, column: 34, scope: !123)
!338 = !DILocation(line: 167, column: 9, scope: !123)
!339 = !DILocation(line: 168, column: 15, scope: !340)
!340 = distinct !DILexicalBlock(scope: !123, file: !3, line: 168, column: 13)
!341 = !DILocation(line: 168, column: 13, scope: !123)
!342 = !DILocation(line: 142, column: 19, scope: !343)
!343 = distinct !DILexicalBlock(scope: !344, file: !3, line: 141, column: 37)
!344 = distinct !DILexicalBlock(scope: !126, file: !3, line: 141, column: 9)
!345 = !DILocation(line: 142, column: 33, scope: !343)
!346 = !DILocation(line: 143, column: 13, scope: !343)
!347 = !DILocation(line: 144, column: 39, scope: !348)
!348 = distinct !DILexicalBlock(scope: !343, file: !3, line: 143, column: 24)
!349 = !DILocation(line: 144, column: 45, scope: !348)
!350 = !DILocation(line: 144, column: 21, scope: !348)
!351 = !DILocation(line: 144, column: 29, scope: !348)
!352 = !DILocation(line: 144, column: 59, scope: !348)
!353 = !DILocation(line: 145, column: 21, scope: !348)
!354 = !DILocation(line: 145, column: 29, scope: !348)
!355 = !DILocation(line: 145, column: 44, scope: !348)
!356 = !DILocation(line: 146, column: 21, scope: !348)
!357 = !DILocation(line: 146, column: 29, scope: !348)
!358 = !DILocation(line: 146, column: 38, scope: !348)
!359 = !DILocation(line: 147, column: 39, scope: !348)
!360 = !DILocation(line: 147, column: 46, scope: !348)
!361 = !DILocation(line: 147, column: 50, scope: !348)
!362 = !DILocation(line: 147, column: 21, scope: !348)
!363 = !DILocation(line: 147, column: 29, scope: !348)
!364 = !DILocation(line: 147, column: 55, scope: !348)
!365 = !DILocation(line: 148, column: 34, scope: !348)
!366 = !DILocation(line: 148, column: 32, scope: !348)
!367 = !DILocation(line: 148, column: 22, scope: !348)
!368 = !DILocation(line: 148, column: 30, scope: !348)
!369 = !DILocation(line: 148, column: 55, scope: !348)
!370 = !DILocation(line: 141, column: 33, scope: !344)
!371 = !DILocation(line: 141, column: 27, scope: !344)
!372 = distinct !{!372, !147, !373, !176, !177}
!373 = !DILocation(line: 150, column: 9, scope: !126)
!374 = !DILocation(line: 169, column: 13, scope: !375)
!375 = distinct !DILexicalBlock(scope: !340, file: !3, line: 168, column: 21)
!376 = !DILocalVariable(name: "a", arg: 1, scope: !377, file: !3, line: 88, type: !95)
!377 = distinct !DISubprogram(name: "counting_sort", scope: !3, file: !3, line: 88, type: !93, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !378)
!378 = !{!376, !379, !380, !381, !382, !384, !385, !386, !388, !389}
!379 = !DILocalVariable(name: "n", arg: 2, scope: !377, file: !3, line: 88, type: !6)
!380 = !DILocalVariable(name: "lo", scope: !377, file: !3, line: 89, type: !6)
!381 = !DILocalVariable(name: "hi", scope: !377, file: !3, line: 89, type: !6)
!382 = !DILocalVariable(name: "i", scope: !383, file: !3, line: 90, type: !6)
!383 = distinct !DILexicalBlock(scope: !377, file: !3, line: 90, column: 5)
!384 = !DILocalVariable(name: "range", scope: !377, file: !3, line: 94, type: !6)
!385 = !DILocalVariable(name: "count", scope: !377, file: !3, line: 95, type: !95)
!386 = !DILocalVariable(name: "i", scope: !387, file: !3, line: 96, type: !6)
!387 = distinct !DILexicalBlock(scope: !377, file: !3, line: 96, column: 5)
!388 = !DILocalVariable(name: "k", scope: !377, file: !3, line: 98, type: !6)
!389 = !DILocalVariable(name: "v", scope: !390, file: !3, line: 99, type: !6)
!390 = distinct !DILexicalBlock(scope: !377, file: !3, line: 99, column: 5)
!391 = !DILocation(line: 0, scope: !377, inlinedAt: !392)
!392 = distinct !DILocation(line: 170, column: 13, scope: !375)
!393 = !DILocation(line: 89, column: 14, scope: !377, inlinedAt: !392)
!394 = !DILocation(line: 0, scope: !383, inlinedAt: !392)
!395 = !DILocation(line: 90, column: 5, scope: !383, inlinedAt: !392)
!396 = !DILocation(line: 94, column: 20, scope: !377, inlinedAt: !392)
!397 = !DILocation(line: 94, column: 25, scope: !377, inlinedAt: !392)
!398 = !DILocation(line: 95, column: 25, scope: !377, inlinedAt: !392)
!399 = !DILocation(line: 95, column: 18, scope: !377, inlinedAt: !392)
!400 = !DILocation(line: 0, scope: !387, inlinedAt: !392)
!401 = !DILocation(line: 96, column: 5, scope: !387, inlinedAt: !392)
!402 = !DILocation(line: 91, column: 13, scope: !403, inlinedAt: !392)
!403 = distinct !DILexicalBlock(scope: !404, file: !3, line: 91, column: 13)
!404 = distinct !DILexicalBlock(scope: !405, file: !3, line: 90, column: 33)
!405 = distinct !DILexicalBlock(scope: !383, file: !3, line: 90, column: 5)
!406 = !DILocation(line: 91, column: 13, scope: !404, inlinedAt: !392)
!407 = !DILocation(line: 92, column: 13, scope: !404, inlinedAt: !392)
!408 = !DILocation(line: 90, column: 29, scope: !405, inlinedAt: !392)
!409 = !DILocation(line: 90, column: 23, scope: !405, inlinedAt: !392)
!410 = distinct !{!410, !395, !411, !176, !177}
!411 = !DILocation(line: 93, column: 5, scope: !383, inlinedAt: !392)
!412 = !DILocation(line: 0, scope: !390, inlinedAt: !392)
!413 = !DILocation(line: 99, column: 23, scope: !414, inlinedAt: !392)
!414 = distinct !DILexicalBlock(scope: !390, file: !3, line: 99, column: 5)
!415 = !DILocation(line: 99, column: 5, scope: !390, inlinedAt: !392)
!416 = !DILocation(line: 97, column: 15, scope: !417, inlinedAt: !392)
!417 = distinct !DILexicalBlock(scope: !387, file: !3, line: 96, column: 5)
!418 = !DILocation(line: 97, column: 20, scope: !417, inlinedAt: !392)
!419 = !DILocation(line: 97, column: 9, scope: !417, inlinedAt: !392)
!420 = !DILocation(line: 97, column: 25, scope: !417, inlinedAt: !392)
!421 = !DILocation(line: 96, column: 29, scope: !417, inlinedAt: !392)
!422 = !DILocation(line: 96, column: 23, scope: !417, inlinedAt: !392)
!423 = distinct !{!423, !401, !424, !176, !177}
!424 = !DILocation(line: 97, column: 25, scope: !387, inlinedAt: !392)
!425 = !DILocation(line: 100, column: 24, scope: !414, inlinedAt: !392)
!426 = !DILocation(line: 100, column: 9, scope: !414, inlinedAt: !392)
!427 = !DILocation(line: 101, column: 16, scope: !414, inlinedAt: !392)
!428 = !DILocation(line: 101, column: 13, scope: !414, inlinedAt: !392)
!429 = !DILocation(line: 101, column: 20, scope: !414, inlinedAt: !392)
!430 = distinct !{!430, !426, !431, !176, !177}
!431 = !DILocation(line: 101, column: 26, scope: !414, inlinedAt: !392)
!432 = !DILocation(line: 99, column: 33, scope: !414, inlinedAt: !392)
!433 = distinct !{!433, !415, !434, !176, !177}
!434 = !DILocation(line: 101, column: 26, scope: !390, inlinedAt: !392)
!435 = !DILocation(line: 102, column: 5, scope: !377, inlinedAt: !392)
!436 = !DILocation(line: 171, column: 38, scope: !375)
!437 = !DILocation(line: 171, column: 13, scope: !375)
!438 = !DILocation(line: 172, column: 9, scope: !375)
!439 = !DILocation(line: 173, column: 9, scope: !123)
!440 = !DILocation(line: 0, scope: !129)
!441 = !DILocation(line: 174, column: 9, scope: !129)
!442 = !DILocation(line: 176, column: 9, scope: !123)
!443 = !DILocation(line: 139, column: 29, scope: !124)
!444 = !DILocation(line: 139, column: 23, scope: !124)
!445 = distinct !{!445, !143, !446, !176, !177}
!446 = !DILocation(line: 177, column: 5, scope: !121)
!447 = !DILocation(line: 175, column: 27, scope: !448)
!448 = distinct !DILexicalBlock(scope: !129, file: !3, line: 174, column: 9)
!449 = !DILocation(line: 175, column: 13, scope: !448)
!450 = !DILocation(line: 174, column: 33, scope: !448)
!451 = !DILocation(line: 174, column: 27, scope: !448)
!452 = distinct !{!452, !441, !453, !176, !177}
!453 = !DILocation(line: 175, column: 34, scope: !129)
!454 = !DISubprogram(name: "qsort", scope: !455, file: !455, line: 851, type: !456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!456 = !DISubroutineType(types: !457)
!457 = !{null, !458, !16, !16, !459}
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !455, line: 829, baseType: !460)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 64)
!461 = !DISubroutineType(types: !462)
!462 = !{!6, !463, !463}
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!465 = distinct !DISubprogram(name: "cmp_int", scope: !3, file: !3, line: 7, type: !461, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !466)
!466 = !{!467, !468, !469, !470}
!467 = !DILocalVariable(name: "a", arg: 1, scope: !465, file: !3, line: 7, type: !463)
!468 = !DILocalVariable(name: "b", arg: 2, scope: !465, file: !3, line: 7, type: !463)
!469 = !DILocalVariable(name: "x", scope: !465, file: !3, line: 8, type: !6)
!470 = !DILocalVariable(name: "y", scope: !465, file: !3, line: 8, type: !6)
!471 = !DILocation(line: 0, scope: !465)
!472 = !DILocation(line: 8, column: 13, scope: !465)
!473 = !DILocation(line: 8, column: 34, scope: !465)
!474 = !DILocation(line: 9, column: 15, scope: !465)
!475 = !DILocation(line: 9, column: 25, scope: !465)
!476 = !DILocation(line: 9, column: 20, scope: !465)
!477 = !DILocation(line: 9, column: 5, scope: !465)
!478 = !DISubprogram(name: "printf", scope: !479, file: !479, line: 356, type: !480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!480 = !DISubroutineType(types: !481)
!481 = !{!6, !482, null}
!482 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!483 = distinct !DISubprogram(name: "quick_sort", scope: !3, file: !3, line: 40, type: !484, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !486)
!484 = !DISubroutineType(cc: DW_CC_nocall, types: !485)
!485 = !{null, !95, !6, !6}
!486 = !{!487, !488, !489, !490, !495, !498, !499, !500, !501}
!487 = !DILocalVariable(name: "a", arg: 1, scope: !483, file: !3, line: 40, type: !95)
!488 = !DILocalVariable(name: "lo", arg: 2, scope: !483, file: !3, line: 40, type: !6)
!489 = !DILocalVariable(name: "hi", arg: 3, scope: !483, file: !3, line: 40, type: !6)
!490 = !DILocalVariable(name: "i", scope: !491, file: !3, line: 43, type: !6)
!491 = distinct !DILexicalBlock(scope: !492, file: !3, line: 43, column: 13)
!492 = distinct !DILexicalBlock(scope: !493, file: !3, line: 42, column: 27)
!493 = distinct !DILexicalBlock(scope: !494, file: !3, line: 42, column: 13)
!494 = distinct !DILexicalBlock(scope: !483, file: !3, line: 41, column: 21)
!495 = !DILocalVariable(name: "j", scope: !496, file: !3, line: 44, type: !6)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 44, column: 17)
!497 = distinct !DILexicalBlock(scope: !491, file: !3, line: 43, column: 13)
!498 = !DILocalVariable(name: "mid", scope: !494, file: !3, line: 48, type: !6)
!499 = !DILocalVariable(name: "pivot", scope: !494, file: !3, line: 52, type: !6)
!500 = !DILocalVariable(name: "i", scope: !494, file: !3, line: 53, type: !6)
!501 = !DILocalVariable(name: "j", scope: !494, file: !3, line: 53, type: !6)
!502 = !DILocation(line: 0, scope: !483)
!503 = !DILocation(line: 41, column: 15, scope: !483)
!504 = !DILocation(line: 41, column: 5, scope: !483)
!505 = !DILocation(line: 42, column: 16, scope: !493)
!506 = !DILocation(line: 42, column: 21, scope: !493)
!507 = !DILocation(line: 42, column: 13, scope: !494)
!508 = !DILocation(line: 43, column: 36, scope: !497)
!509 = !DILocation(line: 43, column: 13, scope: !491)
!510 = !DILocation(line: 43, scope: !491)
!511 = !DILocation(line: 0, scope: !496)
!512 = !DILocation(line: 44, column: 35, scope: !513)
!513 = distinct !DILexicalBlock(scope: !496, file: !3, line: 44, column: 17)
!514 = !DILocation(line: 44, column: 40, scope: !513)
!515 = !DILocation(line: 44, column: 43, scope: !513)
!516 = !DILocation(line: 44, column: 54, scope: !513)
!517 = !DILocation(line: 44, column: 52, scope: !513)
!518 = !DILocation(line: 44, column: 17, scope: !496)
!519 = !DILocation(line: 0, scope: !491)
!520 = distinct !{!520, !509, !521, !176, !177}
!521 = !DILocation(line: 45, column: 42, scope: !491)
!522 = !DILocalVariable(name: "a", arg: 1, scope: !523, file: !3, line: 34, type: !95)
!523 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 34, type: !524, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !526)
!524 = !DISubroutineType(types: !525)
!525 = !{null, !95, !95}
!526 = !{!522, !527, !528}
!527 = !DILocalVariable(name: "b", arg: 2, scope: !523, file: !3, line: 34, type: !95)
!528 = !DILocalVariable(name: "t", scope: !523, file: !3, line: 35, type: !6)
!529 = !DILocation(line: 0, scope: !523, inlinedAt: !530)
!530 = distinct !DILocation(line: 45, column: 21, scope: !513)
!531 = !DILocation(line: 36, column: 8, scope: !523, inlinedAt: !530)
!532 = !DILocation(line: 37, column: 8, scope: !523, inlinedAt: !530)
!533 = !DILocation(line: 44, column: 61, scope: !513)
!534 = distinct !{!534, !518, !535, !176, !177}
!535 = !DILocation(line: 45, column: 42, scope: !496)
!536 = !DILocation(line: 48, column: 34, scope: !494)
!537 = !DILocation(line: 48, column: 22, scope: !494)
!538 = !DILocation(line: 0, scope: !494)
!539 = !DILocation(line: 49, column: 13, scope: !540)
!540 = distinct !DILexicalBlock(scope: !494, file: !3, line: 49, column: 13)
!541 = !DILocation(line: 49, column: 22, scope: !540)
!542 = !DILocation(line: 49, column: 20, scope: !540)
!543 = !DILocation(line: 49, column: 13, scope: !494)
!544 = !DILocation(line: 0, scope: !523, inlinedAt: !545)
!545 = distinct !DILocation(line: 49, column: 29, scope: !540)
!546 = !DILocation(line: 36, column: 8, scope: !523, inlinedAt: !545)
!547 = !DILocation(line: 37, column: 8, scope: !523, inlinedAt: !545)
!548 = !DILocation(line: 49, column: 29, scope: !540)
!549 = !DILocation(line: 50, column: 13, scope: !550)
!550 = distinct !DILexicalBlock(scope: !494, file: !3, line: 50, column: 13)
!551 = !DILocation(line: 50, column: 21, scope: !550)
!552 = !DILocation(line: 50, column: 19, scope: !550)
!553 = !DILocation(line: 50, column: 13, scope: !494)
!554 = !DILocation(line: 0, scope: !523, inlinedAt: !555)
!555 = distinct !DILocation(line: 50, column: 28, scope: !550)
!556 = !DILocation(line: 36, column: 8, scope: !523, inlinedAt: !555)
!557 = !DILocation(line: 37, column: 8, scope: !523, inlinedAt: !555)
!558 = !DILocation(line: 50, column: 28, scope: !550)
!559 = !DILocation(line: 51, column: 13, scope: !560)
!560 = distinct !DILexicalBlock(scope: !494, file: !3, line: 51, column: 13)
!561 = !DILocation(line: 51, column: 21, scope: !560)
!562 = !DILocation(line: 51, column: 19, scope: !560)
!563 = !DILocation(line: 51, column: 13, scope: !494)
!564 = !DILocation(line: 0, scope: !523, inlinedAt: !565)
!565 = distinct !DILocation(line: 51, column: 29, scope: !560)
!566 = !DILocation(line: 36, column: 8, scope: !523, inlinedAt: !565)
!567 = !DILocation(line: 37, column: 8, scope: !523, inlinedAt: !565)
!568 = !DILocation(line: 51, column: 29, scope: !560)
!569 = !DILocation(line: 52, column: 21, scope: !494)
!570 = !DILocation(line: 54, column: 18, scope: !494)
!571 = !DILocation(line: 54, column: 9, scope: !494)
!572 = !DILocation(line: 55, column: 13, scope: !573)
!573 = distinct !DILexicalBlock(scope: !494, file: !3, line: 54, column: 24)
!574 = !DILocation(line: 55, column: 20, scope: !573)
!575 = !DILocation(line: 55, column: 25, scope: !573)
!576 = !DILocation(line: 55, column: 35, scope: !573)
!577 = distinct !{!577, !572, !576, !176, !177}
!578 = !DILocation(line: 56, column: 13, scope: !573)
!579 = !DILocation(line: 56, column: 20, scope: !573)
!580 = !DILocation(line: 56, column: 25, scope: !573)
!581 = !DILocation(line: 56, column: 35, scope: !573)
!582 = distinct !{!582, !578, !581, !176, !177}
!583 = !DILocation(line: 57, column: 19, scope: !584)
!584 = distinct !DILexicalBlock(scope: !573, file: !3, line: 57, column: 17)
!585 = !DILocation(line: 57, column: 17, scope: !573)
!586 = !DILocation(line: 0, scope: !523, inlinedAt: !587)
!587 = distinct !DILocation(line: 58, column: 17, scope: !588)
!588 = distinct !DILexicalBlock(scope: !584, file: !3, line: 57, column: 25)
!589 = !DILocation(line: 36, column: 8, scope: !523, inlinedAt: !587)
!590 = !DILocation(line: 37, column: 8, scope: !523, inlinedAt: !587)
!591 = !DILocation(line: 59, column: 18, scope: !588)
!592 = !DILocation(line: 60, column: 18, scope: !588)
!593 = !DILocation(line: 61, column: 13, scope: !588)
!594 = distinct !{!594, !571, !595, !176, !177}
!595 = !DILocation(line: 62, column: 9, scope: !494)
!596 = !DILocation(line: 63, column: 15, scope: !597)
!597 = distinct !DILexicalBlock(scope: !494, file: !3, line: 63, column: 13)
!598 = !DILocation(line: 63, column: 25, scope: !597)
!599 = !DILocation(line: 63, column: 20, scope: !597)
!600 = !DILocation(line: 63, column: 13, scope: !494)
!601 = !DILocation(line: 64, column: 13, scope: !602)
!602 = distinct !DILexicalBlock(scope: !597, file: !3, line: 63, column: 30)
!603 = !DILocation(line: 66, column: 9, scope: !602)
!604 = !DILocation(line: 67, column: 13, scope: !605)
!605 = distinct !DILexicalBlock(scope: !597, file: !3, line: 66, column: 16)
!606 = distinct !{!606, !504, !607, !176, !177}
!607 = !DILocation(line: 70, column: 5, scope: !483)
!608 = !DILocation(line: 71, column: 1, scope: !483)
!609 = !DISubprogram(name: "malloc", scope: !455, file: !455, line: 553, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubroutineType(types: !611)
!611 = !{!458, !16}
!612 = distinct !DISubprogram(name: "merge_sort_rec", scope: !3, file: !3, line: 12, type: !613, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !615)
!613 = !DISubroutineType(cc: DW_CC_nocall, types: !614)
!614 = !{null, !95, !95, !6, !6}
!615 = !{!616, !617, !618, !619, !620, !621, !622, !623}
!616 = !DILocalVariable(name: "a", arg: 1, scope: !612, file: !3, line: 12, type: !95)
!617 = !DILocalVariable(name: "tmp", arg: 2, scope: !612, file: !3, line: 12, type: !95)
!618 = !DILocalVariable(name: "lo", arg: 3, scope: !612, file: !3, line: 12, type: !6)
!619 = !DILocalVariable(name: "hi", arg: 4, scope: !612, file: !3, line: 12, type: !6)
!620 = !DILocalVariable(name: "mid", scope: !612, file: !3, line: 15, type: !6)
!621 = !DILocalVariable(name: "i", scope: !612, file: !3, line: 18, type: !6)
!622 = !DILocalVariable(name: "j", scope: !612, file: !3, line: 18, type: !6)
!623 = !DILocalVariable(name: "k", scope: !612, file: !3, line: 18, type: !6)
!624 = !DILocation(line: 0, scope: !612)
!625 = !DILocation(line: 13, column: 12, scope: !626)
!626 = distinct !DILexicalBlock(scope: !612, file: !3, line: 13, column: 9)
!627 = !DILocation(line: 13, column: 17, scope: !626)
!628 = !DILocation(line: 13, column: 9, scope: !612)
!629 = !DILocation(line: 15, column: 30, scope: !612)
!630 = !DILocation(line: 15, column: 18, scope: !612)
!631 = !DILocation(line: 16, column: 5, scope: !612)
!632 = !DILocation(line: 17, column: 5, scope: !612)
!633 = !DILocation(line: 19, column: 20, scope: !612)
!634 = !DILocation(line: 19, column: 5, scope: !612)
!635 = !DILocation(line: 21, column: 14, scope: !612)
!636 = !DILocation(line: 18, column: 9, scope: !612)
!637 = !DILocation(line: 21, column: 5, scope: !612)
!638 = !DILocation(line: 20, column: 20, scope: !612)
!639 = !DILocation(line: 20, column: 27, scope: !612)
!640 = !DILocation(line: 20, column: 25, scope: !612)
!641 = !DILocation(line: 20, column: 14, scope: !612)
!642 = !DILocation(line: 20, column: 9, scope: !612)
!643 = !DILocation(line: 20, column: 18, scope: !612)
!644 = !DILocation(line: 19, column: 14, scope: !612)
!645 = distinct !{!645, !634, !646, !176, !177}
!646 = !DILocation(line: 20, column: 48, scope: !612)
!647 = !DILocation(line: 23, column: 14, scope: !612)
!648 = !DILocation(line: 23, column: 5, scope: !612)
!649 = !DILocation(line: 22, column: 23, scope: !612)
!650 = !DILocation(line: 22, column: 20, scope: !612)
!651 = !DILocation(line: 22, column: 14, scope: !612)
!652 = !DILocation(line: 22, column: 9, scope: !612)
!653 = !DILocation(line: 22, column: 18, scope: !612)
!654 = distinct !{!654, !637, !655, !176, !177}
!655 = !DILocation(line: 22, column: 25, scope: !612)
!656 = !DILocation(line: 24, column: 23, scope: !612)
!657 = !DILocation(line: 24, column: 20, scope: !612)
!658 = !DILocation(line: 24, column: 14, scope: !612)
!659 = !DILocation(line: 24, column: 9, scope: !612)
!660 = !DILocation(line: 24, column: 18, scope: !612)
!661 = distinct !{!661, !648, !662, !176, !177}
!662 = !DILocation(line: 24, column: 25, scope: !612)
!663 = !DILocation(line: 25, column: 14, scope: !612)
!664 = !DILocation(line: 25, column: 24, scope: !612)
!665 = !DILocation(line: 25, column: 30, scope: !612)
!666 = !DILocation(line: 25, column: 48, scope: !612)
!667 = !DILocation(line: 25, column: 5, scope: !612)
!668 = !DILocation(line: 26, column: 1, scope: !612)
!669 = !DISubprogram(name: "free", scope: !455, file: !455, line: 568, type: !670, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DISubroutineType(types: !671)
!671 = !{null, !458}
!672 = !DISubprogram(name: "calloc", scope: !455, file: !455, line: 556, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!458, !16, !16}
