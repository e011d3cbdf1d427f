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
    #dbg_value(i32 0, !120, !DIExpression(), !139)
  br label %3, !dbg !140

2:                                                ; preds = %607
  ret i32 0, !dbg !141

3:                                                ; preds = %0, %607
  %4 = phi i64 [ 0, %0 ], [ %626, %607 ]
    #dbg_value(i64 %4, !120, !DIExpression(), !139)
    #dbg_value(i64 %4, !122, !DIExpression(DW_OP_plus_uconst, 31337, DW_OP_stack_value), !142)
    #dbg_value(i32 0, !125, !DIExpression(), !143)
  %5 = trunc i64 %4 to i32, !dbg !144
  %6 = add i32 %5, 31337, !dbg !144
  %7 = trunc nuw nsw i64 %4 to i32
  br label %457, !dbg !144

8:                                                ; preds = %488
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.ref, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !145
  tail call void @qsort(ptr noundef nonnull @main.ref, i64 noundef 1500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16, !dbg !146
    #dbg_value(ptr @main.ref, !147, !DIExpression(), !156)
    #dbg_value(i32 1500, !152, !DIExpression(), !156)
    #dbg_value(i64 0, !153, !DIExpression(), !156)
    #dbg_value(i32 0, !154, !DIExpression(), !158)
  br label %9, !dbg !159

9:                                                ; preds = %9, %8
  %10 = phi i64 [ 0, %8 ], [ %37, %9 ]
  %11 = phi i64 [ 0, %8 ], [ %36, %9 ]
    #dbg_value(i64 %10, !154, !DIExpression(), !158)
    #dbg_value(i64 %11, !153, !DIExpression(), !156)
  %12 = mul i64 %11, 1000003, !dbg !160
  %13 = getelementptr inbounds i32, ptr @main.ref, i64 %10, !dbg !162
  %14 = load i32, ptr %13, align 4, !dbg !162, !tbaa !163
  %15 = zext i32 %14 to i64, !dbg !167
  %16 = add i64 %12, %15, !dbg !168
    #dbg_value(i64 %16, !153, !DIExpression(), !156)
    #dbg_value(i64 %10, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
  %17 = mul i64 %16, 1000003, !dbg !160
  %18 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 4), i64 %10, !dbg !162
  %19 = load i32, ptr %18, align 4, !dbg !162, !tbaa !163
  %20 = zext i32 %19 to i64, !dbg !167
  %21 = add i64 %17, %20, !dbg !168
    #dbg_value(i64 %21, !153, !DIExpression(), !156)
    #dbg_value(i64 %10, !154, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !158)
  %22 = mul i64 %21, 1000003, !dbg !160
  %23 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 8), i64 %10, !dbg !162
  %24 = load i32, ptr %23, align 4, !dbg !162, !tbaa !163
  %25 = zext i32 %24 to i64, !dbg !167
  %26 = add i64 %22, %25, !dbg !168
    #dbg_value(i64 %26, !153, !DIExpression(), !156)
    #dbg_value(i64 %10, !154, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !158)
  %27 = mul i64 %26, 1000003, !dbg !160
  %28 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 12), i64 %10, !dbg !162
  %29 = load i32, ptr %28, align 4, !dbg !162, !tbaa !163
  %30 = zext i32 %29 to i64, !dbg !167
  %31 = add i64 %27, %30, !dbg !168
    #dbg_value(i64 %31, !153, !DIExpression(), !156)
    #dbg_value(i64 %10, !154, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !158)
  %32 = mul i64 %31, 1000003, !dbg !160
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 16), i64 %10, !dbg !162
  %34 = load i32, ptr %33, align 4, !dbg !162, !tbaa !163
  %35 = zext i32 %34 to i64, !dbg !167
  %36 = add i64 %32, %35, !dbg !168
    #dbg_value(i64 %36, !153, !DIExpression(), !156)
  %37 = add nuw nsw i64 %10, 5, !dbg !169
    #dbg_value(i64 %37, !154, !DIExpression(), !158)
  %38 = icmp eq i64 %37, 1500, !dbg !170
  br i1 %38, label %39, label %9, !dbg !159, !llvm.loop !171

39:                                               ; preds = %9
    #dbg_value(i64 %36, !127, !DIExpression(), !142)
  %40 = shl i64 %4, 2, !dbg !174
  %41 = call ptr @llvm.load.relative.i64(ptr @__const.main.patterns.rel, i64 %40), !dbg !174
  %42 = load i32, ptr @main.ref, align 16, !dbg !175, !tbaa !163
  %43 = load i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 3000), align 8, !dbg !176, !tbaa !163
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @main.ref, i64 5996), align 4, !dbg !177, !tbaa !163
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %41, i64 noundef %36, i32 noundef %42, i32 noundef %43, i32 noundef %44), !dbg !178
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !179
    #dbg_value(ptr @main.work, !180, !DIExpression(), !185)
    #dbg_value(i32 1500, !183, !DIExpression(), !185)
  %46 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !187
    #dbg_value(ptr %46, !184, !DIExpression(), !185)
  tail call fastcc void @merge_sort_rec(ptr noundef %46, i32 noundef 0, i32 noundef 1500), !dbg !188
  tail call void @free(ptr noundef %46) #16, !dbg !189
  %47 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !190
  %48 = icmp eq i32 %47, 0, !dbg !190
  %49 = select i1 %48, ptr @.str.8, ptr @.str.7, !dbg !190
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %49), !dbg !191
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !192
  tail call fastcc void @quick_sort(i32 noundef 0, i32 noundef 1499), !dbg !193
  %51 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !194
  %52 = icmp eq i32 %51, 0, !dbg !194
  %53 = select i1 %52, ptr @.str.8, ptr @.str.7, !dbg !194
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %53), !dbg !195
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !196
    #dbg_value(ptr @main.work, !97, !DIExpression(), !197)
    #dbg_value(i32 1500, !98, !DIExpression(), !197)
    #dbg_value(i32 0, !99, !DIExpression(), !199)
  br label %55, !dbg !200

55:                                               ; preds = %62, %39
  %56 = phi i64 [ 0, %39 ], [ %63, %62 ]
    #dbg_value(i64 %56, !99, !DIExpression(), !199)
  %57 = getelementptr inbounds [8 x i32], ptr @shell_sort.gaps, i64 0, i64 %56, !dbg !201
  %58 = load i32, ptr %57, align 4, !dbg !201, !tbaa !163
    #dbg_value(i32 %58, !101, !DIExpression(), !202)
    #dbg_value(i32 %58, !104, !DIExpression(), !203)
  %59 = sext i32 %58 to i64, !dbg !204
  %60 = tail call i32 @llvm.smax.i32(i32 %58, i32 1499), !dbg !204
  %61 = add nuw i32 %60, 1, !dbg !204
  br label %65, !dbg !204

62:                                               ; preds = %82
  %63 = add nuw nsw i64 %56, 1, !dbg !205
    #dbg_value(i64 %63, !99, !DIExpression(), !199)
  %64 = icmp eq i64 %63, 8, !dbg !206
  br i1 %64, label %89, label %55, !dbg !200, !llvm.loop !207

65:                                               ; preds = %82, %55
  %66 = phi i64 [ %59, %55 ], [ %86, %82 ]
    #dbg_value(i64 %66, !104, !DIExpression(), !203)
  %67 = getelementptr inbounds i32, ptr @main.work, i64 %66, !dbg !209
  %68 = load i32, ptr %67, align 4, !dbg !209, !tbaa !163
    #dbg_value(i32 %68, !106, !DIExpression(), !210)
    #dbg_value(i64 %66, !109, !DIExpression(), !210)
  %69 = icmp slt i64 %66, %59, !dbg !211
  %70 = trunc nsw i64 %66 to i32, !dbg !212
  br i1 %69, label %82, label %71, !dbg !212

71:                                               ; preds = %65, %78
  %72 = phi i32 [ %73, %78 ], [ %70, %65 ]
    #dbg_value(i32 %72, !109, !DIExpression(), !210)
  %73 = sub nsw i32 %72, %58, !dbg !213
  %74 = sext i32 %73 to i64, !dbg !214
  %75 = getelementptr inbounds i32, ptr @main.work, i64 %74, !dbg !214
  %76 = load i32, ptr %75, align 4, !dbg !214, !tbaa !163
  %77 = icmp sgt i32 %76, %68, !dbg !215
  br i1 %77, label %78, label %82, !dbg !216

78:                                               ; preds = %71
  %79 = sext i32 %72 to i64, !dbg !217
  %80 = getelementptr inbounds i32, ptr @main.work, i64 %79, !dbg !217
  store i32 %76, ptr %80, align 4, !dbg !219, !tbaa !163
    #dbg_value(i32 %73, !109, !DIExpression(), !210)
  %81 = icmp slt i32 %73, %58, !dbg !211
  br i1 %81, label %82, label %71, !dbg !212, !llvm.loop !220

82:                                               ; preds = %78, %71, %65
  %83 = phi i32 [ %70, %65 ], [ %72, %71 ], [ %73, %78 ], !dbg !210
  %84 = sext i32 %83 to i64, !dbg !222
  %85 = getelementptr inbounds i32, ptr @main.work, i64 %84, !dbg !222
  store i32 %68, ptr %85, align 4, !dbg !223, !tbaa !163
  %86 = add nsw i64 %66, 1, !dbg !224
    #dbg_value(i64 %86, !104, !DIExpression(), !203)
  %87 = trunc i64 %86 to i32, !dbg !225
  %88 = icmp eq i32 %61, %87, !dbg !225
  br i1 %88, label %62, label %65, !dbg !204, !llvm.loop !226

89:                                               ; preds = %62
  %90 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !228
  %91 = icmp eq i32 %90, 0, !dbg !228
  %92 = select i1 %91, ptr @.str.8, ptr @.str.7, !dbg !228
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %92), !dbg !229
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !230
    #dbg_assign(i1 undef, !231, !DIExpression(), !138, ptr %1, !DIExpression(), !257)
    #dbg_value(ptr @main.work, !237, !DIExpression(), !259)
    #dbg_value(i32 1500, !238, !DIExpression(), !259)
  %94 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !260
    #dbg_value(ptr %94, !239, !DIExpression(), !259)
  %95 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !261
    #dbg_value(ptr %95, !241, !DIExpression(), !259)
    #dbg_value(i32 0, !242, !DIExpression(), !262)
  br label %96, !dbg !263

96:                                               ; preds = %107, %89
  %97 = phi i64 [ 0, %89 ], [ %117, %107 ], !dbg !264
  %98 = getelementptr inbounds i32, ptr @main.work, i64 %97, !dbg !266
  %99 = getelementptr inbounds i8, ptr %98, i64 16, !dbg !266
  %100 = load <4 x i32>, ptr %98, align 16, !dbg !266, !tbaa !163
  %101 = load <4 x i32>, ptr %99, align 16, !dbg !266, !tbaa !163
  %102 = xor <4 x i32> %100, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !267
  %103 = xor <4 x i32> %101, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !267
  %104 = getelementptr inbounds i32, ptr %95, i64 %97, !dbg !268
  %105 = getelementptr inbounds i8, ptr %104, i64 16, !dbg !269
  store <4 x i32> %102, ptr %104, align 4, !dbg !269, !tbaa !163
  store <4 x i32> %103, ptr %105, align 4, !dbg !269, !tbaa !163
  %106 = icmp eq i64 %97, 1488, !dbg !264
  br i1 %106, label %118, label %107, !dbg !264, !llvm.loop !270

107:                                              ; preds = %96
  %108 = or disjoint i64 %97, 8, !dbg !264
  %109 = getelementptr inbounds i32, ptr @main.work, i64 %108, !dbg !266
  %110 = getelementptr inbounds i8, ptr %109, i64 16, !dbg !266
  %111 = load <4 x i32>, ptr %109, align 16, !dbg !266, !tbaa !163
  %112 = load <4 x i32>, ptr %110, align 16, !dbg !266, !tbaa !163
  %113 = xor <4 x i32> %111, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !267
  %114 = xor <4 x i32> %112, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !267
  %115 = getelementptr inbounds i32, ptr %95, i64 %108, !dbg !268
  %116 = getelementptr inbounds i8, ptr %115, i64 16, !dbg !269
  store <4 x i32> %113, ptr %115, align 4, !dbg !269, !tbaa !163
  store <4 x i32> %114, ptr %116, align 4, !dbg !269, !tbaa !163
  %117 = add nuw nsw i64 %97, 16, !dbg !264
  br label %96

118:                                              ; preds = %96
    #dbg_value(i64 1496, !242, !DIExpression(), !262)
  %119 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5984), align 16, !dbg !266, !tbaa !163
  %120 = xor i32 %119, -2147483648, !dbg !267
  %121 = getelementptr inbounds i8, ptr %95, i64 5984, !dbg !268
  store i32 %120, ptr %121, align 4, !dbg !269, !tbaa !163
    #dbg_value(i64 1497, !242, !DIExpression(), !262)
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5988), align 4, !dbg !266, !tbaa !163
  %123 = xor i32 %122, -2147483648, !dbg !267
  %124 = getelementptr inbounds i8, ptr %95, i64 5988, !dbg !268
  store i32 %123, ptr %124, align 4, !dbg !269, !tbaa !163
    #dbg_value(i64 1498, !242, !DIExpression(), !262)
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5992), align 8, !dbg !266, !tbaa !163
  %126 = xor i32 %125, -2147483648, !dbg !267
  %127 = getelementptr inbounds i8, ptr %95, i64 5992, !dbg !268
  store i32 %126, ptr %127, align 4, !dbg !269, !tbaa !163
    #dbg_value(i64 1499, !242, !DIExpression(), !262)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5996), align 4, !dbg !266, !tbaa !163
  %129 = xor i32 %128, -2147483648, !dbg !267
  %130 = getelementptr inbounds i8, ptr %95, i64 5996, !dbg !268
  store i32 %129, ptr %130, align 4, !dbg !269, !tbaa !163
    #dbg_value(i64 1500, !242, !DIExpression(), !262)
    #dbg_value(ptr %94, !239, !DIExpression(), !259)
    #dbg_value(i32 0, !244, !DIExpression(), !274)
    #dbg_value(ptr %95, !241, !DIExpression(), !259)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !275
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !276, !DIAssignID !277
    #dbg_assign(i8 0, !231, !DIExpression(), !277, ptr %1, !DIExpression(), !257)
    #dbg_value(i32 0, !245, !DIExpression(), !278)
  %131 = getelementptr inbounds i8, ptr %95, i64 4, !dbg !279
  %132 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !279
  br label %133, !dbg !279

133:                                              ; preds = %133, %118
  %134 = phi i64 [ 0, %118 ], [ %159, %133 ]
    #dbg_value(i64 %134, !245, !DIExpression(), !278)
  %135 = getelementptr inbounds i32, ptr %95, i64 %134, !dbg !280
  %136 = load i32, ptr %135, align 4, !dbg !280, !tbaa !163
  %137 = and i32 %136, 255, !dbg !282
  %138 = add nuw nsw i32 %137, 1, !dbg !283
  %139 = zext nneg i32 %138 to i64, !dbg !284
  %140 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %139, !dbg !284
  %141 = load i32, ptr %140, align 4, !dbg !285, !tbaa !163
  %142 = add nsw i32 %141, 1, !dbg !285
  store i32 %142, ptr %140, align 4, !dbg !285, !tbaa !163
    #dbg_value(i64 %134, !245, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !278)
  %143 = getelementptr inbounds i32, ptr %131, i64 %134, !dbg !280
  %144 = load i32, ptr %143, align 4, !dbg !280, !tbaa !163
  %145 = and i32 %144, 255, !dbg !282
  %146 = add nuw nsw i32 %145, 1, !dbg !283
  %147 = zext nneg i32 %146 to i64, !dbg !284
  %148 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %147, !dbg !284
  %149 = load i32, ptr %148, align 4, !dbg !285, !tbaa !163
  %150 = add nsw i32 %149, 1, !dbg !285
  store i32 %150, ptr %148, align 4, !dbg !285, !tbaa !163
    #dbg_value(i64 %134, !245, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !278)
  %151 = getelementptr inbounds i32, ptr %132, i64 %134, !dbg !280
  %152 = load i32, ptr %151, align 4, !dbg !280, !tbaa !163
  %153 = and i32 %152, 255, !dbg !282
  %154 = add nuw nsw i32 %153, 1, !dbg !283
  %155 = zext nneg i32 %154 to i64, !dbg !284
  %156 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %155, !dbg !284
  %157 = load i32, ptr %156, align 4, !dbg !285, !tbaa !163
  %158 = add nsw i32 %157, 1, !dbg !285
  store i32 %158, ptr %156, align 4, !dbg !285, !tbaa !163
  %159 = add nuw nsw i64 %134, 3, !dbg !286
    #dbg_value(i64 %159, !245, !DIExpression(), !278)
  %160 = icmp eq i64 %159, 1500, !dbg !287
  br i1 %160, label %161, label %133, !dbg !279, !llvm.loop !288

161:                                              ; preds = %133, %161
  %162 = phi i32 [ %179, %161 ], [ 0, %133 ], !dbg !290
  %163 = phi i64 [ %176, %161 ], [ 0, %133 ]
    #dbg_value(i64 %163, !247, !DIExpression(), !292)
  %164 = or disjoint i64 %163, 1, !dbg !293
  %165 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %164, !dbg !294
  %166 = load i32, ptr %165, align 4, !dbg !295, !tbaa !163
  %167 = add nsw i32 %166, %162, !dbg !295
  store i32 %167, ptr %165, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %164, !247, !DIExpression(), !292)
  %168 = or disjoint i64 %163, 2, !dbg !293
  %169 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %168, !dbg !294
  %170 = load i32, ptr %169, align 8, !dbg !295, !tbaa !163
  %171 = add nsw i32 %170, %167, !dbg !295
  store i32 %171, ptr %169, align 8, !dbg !295, !tbaa !163
    #dbg_value(i64 %168, !247, !DIExpression(), !292)
  %172 = or disjoint i64 %163, 3, !dbg !293
  %173 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %172, !dbg !294
  %174 = load i32, ptr %173, align 4, !dbg !295, !tbaa !163
  %175 = add nsw i32 %174, %171, !dbg !295
  store i32 %175, ptr %173, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %172, !247, !DIExpression(), !292)
  %176 = add nuw nsw i64 %163, 4, !dbg !293
  %177 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %176, !dbg !294
  %178 = load i32, ptr %177, align 16, !dbg !295, !tbaa !163
  %179 = add nsw i32 %178, %175, !dbg !295
  store i32 %179, ptr %177, align 16, !dbg !295, !tbaa !163
    #dbg_value(i64 %176, !247, !DIExpression(), !292)
  %180 = icmp eq i64 %176, 256, !dbg !296
  br i1 %180, label %416, label %161, !dbg !297, !llvm.loop !298

181:                                              ; preds = %416
    #dbg_value(ptr %95, !251, !DIExpression(), !257)
    #dbg_value(ptr %94, !241, !DIExpression(), !259)
    #dbg_value(ptr %95, !239, !DIExpression(), !259)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !300
    #dbg_value(i32 8, !244, !DIExpression(), !274)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !275
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !276, !DIAssignID !277
    #dbg_assign(i8 0, !231, !DIExpression(), !277, ptr %1, !DIExpression(), !257)
    #dbg_value(i32 0, !245, !DIExpression(), !278)
  br label %182, !dbg !279

182:                                              ; preds = %182, %181
  %183 = phi i64 [ 0, %181 ], [ %203, %182 ]
    #dbg_value(i64 %183, !245, !DIExpression(), !278)
  %184 = getelementptr inbounds i32, ptr %94, i64 %183, !dbg !280
  %185 = load i32, ptr %184, align 4, !dbg !280, !tbaa !163
  %186 = lshr i32 %185, 8, !dbg !301
  %187 = and i32 %186, 255, !dbg !282
  %188 = add nuw nsw i32 %187, 1, !dbg !283
  %189 = zext nneg i32 %188 to i64, !dbg !284
  %190 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %189, !dbg !284
  %191 = load i32, ptr %190, align 4, !dbg !285, !tbaa !163
  %192 = add nsw i32 %191, 1, !dbg !285
  store i32 %192, ptr %190, align 4, !dbg !285, !tbaa !163
  %193 = or disjoint i64 %183, 1, !dbg !286
    #dbg_value(i64 %193, !245, !DIExpression(), !278)
  %194 = getelementptr inbounds i32, ptr %94, i64 %193, !dbg !280
  %195 = load i32, ptr %194, align 4, !dbg !280, !tbaa !163
  %196 = lshr i32 %195, 8, !dbg !301
  %197 = and i32 %196, 255, !dbg !282
  %198 = add nuw nsw i32 %197, 1, !dbg !283
  %199 = zext nneg i32 %198 to i64, !dbg !284
  %200 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %199, !dbg !284
  %201 = load i32, ptr %200, align 4, !dbg !285, !tbaa !163
  %202 = add nsw i32 %201, 1, !dbg !285
  store i32 %202, ptr %200, align 4, !dbg !285, !tbaa !163
  %203 = add nuw nsw i64 %183, 2, !dbg !286
    #dbg_value(i64 %203, !245, !DIExpression(), !278)
  %204 = icmp eq i64 %203, 1500, !dbg !287
  br i1 %204, label %205, label %182, !dbg !279, !llvm.loop !302

205:                                              ; preds = %182, %205
  %206 = phi i32 [ %223, %205 ], [ 0, %182 ], !dbg !290
  %207 = phi i64 [ %220, %205 ], [ 0, %182 ]
    #dbg_value(i64 %207, !247, !DIExpression(), !292)
  %208 = or disjoint i64 %207, 1, !dbg !293
  %209 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %208, !dbg !294
  %210 = load i32, ptr %209, align 4, !dbg !295, !tbaa !163
  %211 = add nsw i32 %210, %206, !dbg !295
  store i32 %211, ptr %209, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %208, !247, !DIExpression(), !292)
  %212 = or disjoint i64 %207, 2, !dbg !293
  %213 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %212, !dbg !294
  %214 = load i32, ptr %213, align 8, !dbg !295, !tbaa !163
  %215 = add nsw i32 %214, %211, !dbg !295
  store i32 %215, ptr %213, align 8, !dbg !295, !tbaa !163
    #dbg_value(i64 %212, !247, !DIExpression(), !292)
  %216 = or disjoint i64 %207, 3, !dbg !293
  %217 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %216, !dbg !294
  %218 = load i32, ptr %217, align 4, !dbg !295, !tbaa !163
  %219 = add nsw i32 %218, %215, !dbg !295
  store i32 %219, ptr %217, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %216, !247, !DIExpression(), !292)
  %220 = add nuw nsw i64 %207, 4, !dbg !293
  %221 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %220, !dbg !294
  %222 = load i32, ptr %221, align 16, !dbg !295, !tbaa !163
  %223 = add nsw i32 %222, %219, !dbg !295
  store i32 %223, ptr %221, align 16, !dbg !295, !tbaa !163
    #dbg_value(i64 %220, !247, !DIExpression(), !292)
  %224 = icmp eq i64 %220, 256, !dbg !296
  br i1 %224, label %225, label %205, !dbg !297, !llvm.loop !303

225:                                              ; preds = %205, %225
  %226 = phi i64 [ %248, %225 ], [ 0, %205 ]
    #dbg_value(i64 %226, !249, !DIExpression(), !304)
  %227 = getelementptr inbounds i32, ptr %94, i64 %226, !dbg !305
  %228 = load i32, ptr %227, align 4, !dbg !305, !tbaa !163
  %229 = lshr i32 %228, 8, !dbg !307
  %230 = and i32 %229, 255, !dbg !308
  %231 = zext nneg i32 %230 to i64, !dbg !309
  %232 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %231, !dbg !309
  %233 = load i32, ptr %232, align 4, !dbg !310, !tbaa !163
  %234 = add nsw i32 %233, 1, !dbg !310
  store i32 %234, ptr %232, align 4, !dbg !310, !tbaa !163
  %235 = sext i32 %233 to i64, !dbg !311
  %236 = getelementptr inbounds i32, ptr %95, i64 %235, !dbg !311
  store i32 %228, ptr %236, align 4, !dbg !312, !tbaa !163
  %237 = or disjoint i64 %226, 1, !dbg !313
    #dbg_value(i64 %237, !249, !DIExpression(), !304)
  %238 = getelementptr inbounds i32, ptr %94, i64 %237, !dbg !305
  %239 = load i32, ptr %238, align 4, !dbg !305, !tbaa !163
  %240 = lshr i32 %239, 8, !dbg !307
  %241 = and i32 %240, 255, !dbg !308
  %242 = zext nneg i32 %241 to i64, !dbg !309
  %243 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %242, !dbg !309
  %244 = load i32, ptr %243, align 4, !dbg !310, !tbaa !163
  %245 = add nsw i32 %244, 1, !dbg !310
  store i32 %245, ptr %243, align 4, !dbg !310, !tbaa !163
  %246 = sext i32 %244 to i64, !dbg !311
  %247 = getelementptr inbounds i32, ptr %95, i64 %246, !dbg !311
  store i32 %239, ptr %247, align 4, !dbg !312, !tbaa !163
  %248 = add nuw nsw i64 %226, 2, !dbg !313
    #dbg_value(i64 %248, !249, !DIExpression(), !304)
  %249 = icmp eq i64 %248, 1500, !dbg !314
  br i1 %249, label %250, label %225, !dbg !315, !llvm.loop !316

250:                                              ; preds = %225
    #dbg_value(ptr %94, !251, !DIExpression(), !257)
    #dbg_value(ptr %95, !241, !DIExpression(), !259)
    #dbg_value(ptr %94, !239, !DIExpression(), !259)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !300
    #dbg_value(i32 16, !244, !DIExpression(), !274)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !275
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !276, !DIAssignID !277
    #dbg_assign(i8 0, !231, !DIExpression(), !277, ptr %1, !DIExpression(), !257)
    #dbg_value(i32 0, !245, !DIExpression(), !278)
  br label %251, !dbg !279

251:                                              ; preds = %251, %250
  %252 = phi i64 [ 0, %250 ], [ %272, %251 ]
    #dbg_value(i64 %252, !245, !DIExpression(), !278)
  %253 = getelementptr inbounds i32, ptr %95, i64 %252, !dbg !280
  %254 = load i32, ptr %253, align 4, !dbg !280, !tbaa !163
  %255 = lshr i32 %254, 16, !dbg !301
  %256 = and i32 %255, 255, !dbg !282
  %257 = add nuw nsw i32 %256, 1, !dbg !283
  %258 = zext nneg i32 %257 to i64, !dbg !284
  %259 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %258, !dbg !284
  %260 = load i32, ptr %259, align 4, !dbg !285, !tbaa !163
  %261 = add nsw i32 %260, 1, !dbg !285
  store i32 %261, ptr %259, align 4, !dbg !285, !tbaa !163
  %262 = or disjoint i64 %252, 1, !dbg !286
    #dbg_value(i64 %262, !245, !DIExpression(), !278)
  %263 = getelementptr inbounds i32, ptr %95, i64 %262, !dbg !280
  %264 = load i32, ptr %263, align 4, !dbg !280, !tbaa !163
  %265 = lshr i32 %264, 16, !dbg !301
  %266 = and i32 %265, 255, !dbg !282
  %267 = add nuw nsw i32 %266, 1, !dbg !283
  %268 = zext nneg i32 %267 to i64, !dbg !284
  %269 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %268, !dbg !284
  %270 = load i32, ptr %269, align 4, !dbg !285, !tbaa !163
  %271 = add nsw i32 %270, 1, !dbg !285
  store i32 %271, ptr %269, align 4, !dbg !285, !tbaa !163
  %272 = add nuw nsw i64 %252, 2, !dbg !286
    #dbg_value(i64 %272, !245, !DIExpression(), !278)
  %273 = icmp eq i64 %272, 1500, !dbg !287
  br i1 %273, label %274, label %251, !dbg !279, !llvm.loop !318

274:                                              ; preds = %251, %274
  %275 = phi i32 [ %292, %274 ], [ 0, %251 ], !dbg !290
  %276 = phi i64 [ %289, %274 ], [ 0, %251 ]
    #dbg_value(i64 %276, !247, !DIExpression(), !292)
  %277 = or disjoint i64 %276, 1, !dbg !293
  %278 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %277, !dbg !294
  %279 = load i32, ptr %278, align 4, !dbg !295, !tbaa !163
  %280 = add nsw i32 %279, %275, !dbg !295
  store i32 %280, ptr %278, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %277, !247, !DIExpression(), !292)
  %281 = or disjoint i64 %276, 2, !dbg !293
  %282 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %281, !dbg !294
  %283 = load i32, ptr %282, align 8, !dbg !295, !tbaa !163
  %284 = add nsw i32 %283, %280, !dbg !295
  store i32 %284, ptr %282, align 8, !dbg !295, !tbaa !163
    #dbg_value(i64 %281, !247, !DIExpression(), !292)
  %285 = or disjoint i64 %276, 3, !dbg !293
  %286 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %285, !dbg !294
  %287 = load i32, ptr %286, align 4, !dbg !295, !tbaa !163
  %288 = add nsw i32 %287, %284, !dbg !295
  store i32 %288, ptr %286, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %285, !247, !DIExpression(), !292)
  %289 = add nuw nsw i64 %276, 4, !dbg !293
  %290 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %289, !dbg !294
  %291 = load i32, ptr %290, align 16, !dbg !295, !tbaa !163
  %292 = add nsw i32 %291, %288, !dbg !295
  store i32 %292, ptr %290, align 16, !dbg !295, !tbaa !163
    #dbg_value(i64 %289, !247, !DIExpression(), !292)
  %293 = icmp eq i64 %289, 256, !dbg !296
  br i1 %293, label %294, label %274, !dbg !297, !llvm.loop !319

294:                                              ; preds = %274, %294
  %295 = phi i64 [ %317, %294 ], [ 0, %274 ]
    #dbg_value(i64 %295, !249, !DIExpression(), !304)
  %296 = getelementptr inbounds i32, ptr %95, i64 %295, !dbg !305
  %297 = load i32, ptr %296, align 4, !dbg !305, !tbaa !163
  %298 = lshr i32 %297, 16, !dbg !307
  %299 = and i32 %298, 255, !dbg !308
  %300 = zext nneg i32 %299 to i64, !dbg !309
  %301 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %300, !dbg !309
  %302 = load i32, ptr %301, align 4, !dbg !310, !tbaa !163
  %303 = add nsw i32 %302, 1, !dbg !310
  store i32 %303, ptr %301, align 4, !dbg !310, !tbaa !163
  %304 = sext i32 %302 to i64, !dbg !311
  %305 = getelementptr inbounds i32, ptr %94, i64 %304, !dbg !311
  store i32 %297, ptr %305, align 4, !dbg !312, !tbaa !163
  %306 = or disjoint i64 %295, 1, !dbg !313
    #dbg_value(i64 %306, !249, !DIExpression(), !304)
  %307 = getelementptr inbounds i32, ptr %95, i64 %306, !dbg !305
  %308 = load i32, ptr %307, align 4, !dbg !305, !tbaa !163
  %309 = lshr i32 %308, 16, !dbg !307
  %310 = and i32 %309, 255, !dbg !308
  %311 = zext nneg i32 %310 to i64, !dbg !309
  %312 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %311, !dbg !309
  %313 = load i32, ptr %312, align 4, !dbg !310, !tbaa !163
  %314 = add nsw i32 %313, 1, !dbg !310
  store i32 %314, ptr %312, align 4, !dbg !310, !tbaa !163
  %315 = sext i32 %313 to i64, !dbg !311
  %316 = getelementptr inbounds i32, ptr %94, i64 %315, !dbg !311
  store i32 %308, ptr %316, align 4, !dbg !312, !tbaa !163
  %317 = add nuw nsw i64 %295, 2, !dbg !313
    #dbg_value(i64 %317, !249, !DIExpression(), !304)
  %318 = icmp eq i64 %317, 1500, !dbg !314
  br i1 %318, label %319, label %294, !dbg !315, !llvm.loop !320

319:                                              ; preds = %294
    #dbg_value(ptr %95, !251, !DIExpression(), !257)
    #dbg_value(ptr %94, !241, !DIExpression(), !259)
    #dbg_value(ptr %95, !239, !DIExpression(), !259)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !300
    #dbg_value(i32 24, !244, !DIExpression(), !274)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !275
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !276, !DIAssignID !277
    #dbg_assign(i8 0, !231, !DIExpression(), !277, ptr %1, !DIExpression(), !257)
    #dbg_value(i32 0, !245, !DIExpression(), !278)
  %320 = getelementptr inbounds i8, ptr %94, i64 4, !dbg !279
  %321 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !279
  br label %322, !dbg !279

322:                                              ; preds = %322, %319
  %323 = phi i64 [ 0, %319 ], [ %348, %322 ]
    #dbg_value(i64 %323, !245, !DIExpression(), !278)
  %324 = getelementptr inbounds i32, ptr %94, i64 %323, !dbg !280
  %325 = load i32, ptr %324, align 4, !dbg !280, !tbaa !163
  %326 = lshr i32 %325, 24, !dbg !301
  %327 = add nuw nsw i32 %326, 1, !dbg !283
  %328 = zext nneg i32 %327 to i64, !dbg !284
  %329 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %328, !dbg !284
  %330 = load i32, ptr %329, align 4, !dbg !285, !tbaa !163
  %331 = add nsw i32 %330, 1, !dbg !285
  store i32 %331, ptr %329, align 4, !dbg !285, !tbaa !163
    #dbg_value(i64 %323, !245, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !278)
  %332 = getelementptr inbounds i32, ptr %320, i64 %323, !dbg !280
  %333 = load i32, ptr %332, align 4, !dbg !280, !tbaa !163
  %334 = lshr i32 %333, 24, !dbg !301
  %335 = add nuw nsw i32 %334, 1, !dbg !283
  %336 = zext nneg i32 %335 to i64, !dbg !284
  %337 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %336, !dbg !284
  %338 = load i32, ptr %337, align 4, !dbg !285, !tbaa !163
  %339 = add nsw i32 %338, 1, !dbg !285
  store i32 %339, ptr %337, align 4, !dbg !285, !tbaa !163
    #dbg_value(i64 %323, !245, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !278)
  %340 = getelementptr inbounds i32, ptr %321, i64 %323, !dbg !280
  %341 = load i32, ptr %340, align 4, !dbg !280, !tbaa !163
  %342 = lshr i32 %341, 24, !dbg !301
  %343 = add nuw nsw i32 %342, 1, !dbg !283
  %344 = zext nneg i32 %343 to i64, !dbg !284
  %345 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %344, !dbg !284
  %346 = load i32, ptr %345, align 4, !dbg !285, !tbaa !163
  %347 = add nsw i32 %346, 1, !dbg !285
  store i32 %347, ptr %345, align 4, !dbg !285, !tbaa !163
  %348 = add nuw nsw i64 %323, 3, !dbg !286
    #dbg_value(i64 %348, !245, !DIExpression(), !278)
  %349 = icmp eq i64 %348, 1500, !dbg !287
  br i1 %349, label %350, label %322, !dbg !279, !llvm.loop !321

350:                                              ; preds = %322, %350
  %351 = phi i32 [ %368, %350 ], [ 0, %322 ], !dbg !290
  %352 = phi i64 [ %365, %350 ], [ 0, %322 ]
    #dbg_value(i64 %352, !247, !DIExpression(), !292)
  %353 = or disjoint i64 %352, 1, !dbg !293
  %354 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %353, !dbg !294
  %355 = load i32, ptr %354, align 4, !dbg !295, !tbaa !163
  %356 = add nsw i32 %355, %351, !dbg !295
  store i32 %356, ptr %354, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %353, !247, !DIExpression(), !292)
  %357 = or disjoint i64 %352, 2, !dbg !293
  %358 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %357, !dbg !294
  %359 = load i32, ptr %358, align 8, !dbg !295, !tbaa !163
  %360 = add nsw i32 %359, %356, !dbg !295
  store i32 %360, ptr %358, align 8, !dbg !295, !tbaa !163
    #dbg_value(i64 %357, !247, !DIExpression(), !292)
  %361 = or disjoint i64 %352, 3, !dbg !293
  %362 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %361, !dbg !294
  %363 = load i32, ptr %362, align 4, !dbg !295, !tbaa !163
  %364 = add nsw i32 %363, %360, !dbg !295
  store i32 %364, ptr %362, align 4, !dbg !295, !tbaa !163
    #dbg_value(i64 %361, !247, !DIExpression(), !292)
  %365 = add nuw nsw i64 %352, 4, !dbg !293
  %366 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %365, !dbg !294
  %367 = load i32, ptr %366, align 16, !dbg !295, !tbaa !163
  %368 = add nsw i32 %367, %364, !dbg !295
  store i32 %368, ptr %366, align 16, !dbg !295, !tbaa !163
    #dbg_value(i64 %365, !247, !DIExpression(), !292)
  %369 = icmp eq i64 %365, 256, !dbg !296
  br i1 %369, label %370, label %350, !dbg !297, !llvm.loop !322

370:                                              ; preds = %350, %370
  %371 = phi i64 [ %391, %370 ], [ 0, %350 ]
    #dbg_value(i64 %371, !249, !DIExpression(), !304)
  %372 = getelementptr inbounds i32, ptr %94, i64 %371, !dbg !305
  %373 = load i32, ptr %372, align 4, !dbg !305, !tbaa !163
  %374 = lshr i32 %373, 24, !dbg !307
  %375 = zext nneg i32 %374 to i64, !dbg !309
  %376 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %375, !dbg !309
  %377 = load i32, ptr %376, align 4, !dbg !310, !tbaa !163
  %378 = add nsw i32 %377, 1, !dbg !310
  store i32 %378, ptr %376, align 4, !dbg !310, !tbaa !163
  %379 = sext i32 %377 to i64, !dbg !311
  %380 = getelementptr inbounds i32, ptr %95, i64 %379, !dbg !311
  store i32 %373, ptr %380, align 4, !dbg !312, !tbaa !163
  %381 = or disjoint i64 %371, 1, !dbg !313
    #dbg_value(i64 %381, !249, !DIExpression(), !304)
  %382 = getelementptr inbounds i32, ptr %94, i64 %381, !dbg !305
  %383 = load i32, ptr %382, align 4, !dbg !305, !tbaa !163
  %384 = lshr i32 %383, 24, !dbg !307
  %385 = zext nneg i32 %384 to i64, !dbg !309
  %386 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %385, !dbg !309
  %387 = load i32, ptr %386, align 4, !dbg !310, !tbaa !163
  %388 = add nsw i32 %387, 1, !dbg !310
  store i32 %388, ptr %386, align 4, !dbg !310, !tbaa !163
  %389 = sext i32 %387 to i64, !dbg !311
  %390 = getelementptr inbounds i32, ptr %95, i64 %389, !dbg !311
  store i32 %383, ptr %390, align 4, !dbg !312, !tbaa !163
  %391 = add nuw nsw i64 %371, 2, !dbg !313
    #dbg_value(i64 %391, !249, !DIExpression(), !304)
  %392 = icmp eq i64 %391, 1500, !dbg !314
  br i1 %392, label %393, label %370, !dbg !315, !llvm.loop !323

393:                                              ; preds = %370
    #dbg_value(ptr %94, !251, !DIExpression(), !257)
    #dbg_value(ptr %95, !241, !DIExpression(), !259)
    #dbg_value(ptr %94, !239, !DIExpression(), !259)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !300
    #dbg_value(i32 32, !244, !DIExpression(), !274)
    #dbg_value(i32 0, !252, !DIExpression(), !324)
  br label %394, !dbg !325

394:                                              ; preds = %405, %393
  %395 = phi i64 [ 0, %393 ], [ %415, %405 ], !dbg !326
  %396 = getelementptr inbounds i32, ptr %95, i64 %395, !dbg !328
  %397 = getelementptr inbounds i8, ptr %396, i64 16, !dbg !328
  %398 = load <4 x i32>, ptr %396, align 4, !dbg !328, !tbaa !163
  %399 = load <4 x i32>, ptr %397, align 4, !dbg !328, !tbaa !163
  %400 = xor <4 x i32> %398, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !329
  %401 = xor <4 x i32> %399, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !329
  %402 = getelementptr inbounds i32, ptr @main.work, i64 %395, !dbg !330
  %403 = getelementptr inbounds i8, ptr %402, i64 16, !dbg !331
  store <4 x i32> %400, ptr %402, align 16, !dbg !331, !tbaa !163
  store <4 x i32> %401, ptr %403, align 16, !dbg !331, !tbaa !163
  %404 = icmp eq i64 %395, 1488, !dbg !326
  br i1 %404, label %439, label %405, !dbg !326, !llvm.loop !332

405:                                              ; preds = %394
  %406 = or disjoint i64 %395, 8, !dbg !326
  %407 = getelementptr inbounds i32, ptr %95, i64 %406, !dbg !328
  %408 = getelementptr inbounds i8, ptr %407, i64 16, !dbg !328
  %409 = load <4 x i32>, ptr %407, align 4, !dbg !328, !tbaa !163
  %410 = load <4 x i32>, ptr %408, align 4, !dbg !328, !tbaa !163
  %411 = xor <4 x i32> %409, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !329
  %412 = xor <4 x i32> %410, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !329
  %413 = getelementptr inbounds i32, ptr @main.work, i64 %406, !dbg !330
  %414 = getelementptr inbounds i8, ptr %413, i64 16, !dbg !331
  store <4 x i32> %411, ptr %413, align 16, !dbg !331, !tbaa !163
  store <4 x i32> %412, ptr %414, align 16, !dbg !331, !tbaa !163
  %415 = add nuw nsw i64 %395, 16, !dbg !326
  br label %394

416:                                              ; preds = %161, %416
  %417 = phi i64 [ %437, %416 ], [ 0, %161 ]
    #dbg_value(i64 %417, !249, !DIExpression(), !304)
  %418 = getelementptr inbounds i32, ptr %95, i64 %417, !dbg !305
  %419 = load i32, ptr %418, align 4, !dbg !305, !tbaa !163
  %420 = and i32 %419, 255, !dbg !308
  %421 = zext nneg i32 %420 to i64, !dbg !309
  %422 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %421, !dbg !309
  %423 = load i32, ptr %422, align 4, !dbg !310, !tbaa !163
  %424 = add nsw i32 %423, 1, !dbg !310
  store i32 %424, ptr %422, align 4, !dbg !310, !tbaa !163
  %425 = sext i32 %423 to i64, !dbg !311
  %426 = getelementptr inbounds i32, ptr %94, i64 %425, !dbg !311
  store i32 %419, ptr %426, align 4, !dbg !312, !tbaa !163
  %427 = or disjoint i64 %417, 1, !dbg !313
    #dbg_value(i64 %427, !249, !DIExpression(), !304)
  %428 = getelementptr inbounds i32, ptr %95, i64 %427, !dbg !305
  %429 = load i32, ptr %428, align 4, !dbg !305, !tbaa !163
  %430 = and i32 %429, 255, !dbg !308
  %431 = zext nneg i32 %430 to i64, !dbg !309
  %432 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %431, !dbg !309
  %433 = load i32, ptr %432, align 4, !dbg !310, !tbaa !163
  %434 = add nsw i32 %433, 1, !dbg !310
  store i32 %434, ptr %432, align 4, !dbg !310, !tbaa !163
  %435 = sext i32 %433 to i64, !dbg !311
  %436 = getelementptr inbounds i32, ptr %94, i64 %435, !dbg !311
  store i32 %429, ptr %436, align 4, !dbg !312, !tbaa !163
  %437 = add nuw nsw i64 %417, 2, !dbg !313
    #dbg_value(i64 %437, !249, !DIExpression(), !304)
  %438 = icmp eq i64 %437, 1500, !dbg !314
  br i1 %438, label %181, label %416, !dbg !315, !llvm.loop !334

439:                                              ; preds = %394
    #dbg_value(i64 1496, !252, !DIExpression(), !324)
  %440 = getelementptr inbounds i8, ptr %95, i64 5984, !dbg !328
  %441 = load i32, ptr %440, align 4, !dbg !328, !tbaa !163
  %442 = xor i32 %441, -2147483648, !dbg !329
  store i32 %442, ptr getelementptr inbounds (i8, ptr @main.work, i64 5984), align 16, !dbg !331, !tbaa !163
    #dbg_value(i64 1497, !252, !DIExpression(), !324)
  %443 = getelementptr inbounds i8, ptr %95, i64 5988, !dbg !328
  %444 = load i32, ptr %443, align 4, !dbg !328, !tbaa !163
  %445 = xor i32 %444, -2147483648, !dbg !329
  store i32 %445, ptr getelementptr inbounds (i8, ptr @main.work, i64 5988), align 4, !dbg !331, !tbaa !163
    #dbg_value(i64 1498, !252, !DIExpression(), !324)
  %446 = getelementptr inbounds i8, ptr %95, i64 5992, !dbg !328
  %447 = load i32, ptr %446, align 4, !dbg !328, !tbaa !163
  %448 = xor i32 %447, -2147483648, !dbg !329
  store i32 %448, ptr getelementptr inbounds (i8, ptr @main.work, i64 5992), align 8, !dbg !331, !tbaa !163
    #dbg_value(i64 1499, !252, !DIExpression(), !324)
  %449 = getelementptr inbounds i8, ptr %95, i64 5996, !dbg !328
  %450 = load i32, ptr %449, align 4, !dbg !328, !tbaa !163
  %451 = xor i32 %450, -2147483648, !dbg !329
  store i32 %451, ptr getelementptr inbounds (i8, ptr @main.work, i64 5996), align 4, !dbg !331, !tbaa !163
    #dbg_value(i64 1500, !252, !DIExpression(), !324)
  tail call void @free(ptr noundef %94) #16, !dbg !335
  tail call void @free(ptr noundef nonnull %95) #16, !dbg !336
  %452 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !337
  %453 = icmp eq i32 %452, 0, !dbg !337
  %454 = select i1 %453, ptr @.str.8, ptr @.str.7, !dbg !337
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %454), !dbg !338
  %456 = icmp eq i64 %4, 0, !dbg !339
  br i1 %456, label %607, label %491, !dbg !341

457:                                              ; preds = %3, %488
  %458 = phi i64 [ 0, %3 ], [ %489, %488 ]
  %459 = phi i32 [ %6, %3 ], [ %461, %488 ]
    #dbg_value(i64 %458, !125, !DIExpression(), !143)
    #dbg_value(i32 %459, !122, !DIExpression(), !142)
  %460 = mul i32 %459, 1103515245, !dbg !342
  %461 = add i32 %460, 12345, !dbg !345
    #dbg_value(i32 %461, !122, !DIExpression(), !142)
  switch i32 %7, label %482 [
    i32 0, label %462
    i32 1, label %466
    i32 2, label %471
    i32 3, label %475
  ], !dbg !346

462:                                              ; preds = %457
  %463 = lshr i32 %461, 1, !dbg !347
  %464 = add nsw i32 %463, -1073741824, !dbg !349
  %465 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %458, !dbg !350
  store i32 %464, ptr %465, align 4, !dbg !351, !tbaa !163
  br label %488, !dbg !352

466:                                              ; preds = %457
  %467 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %458, !dbg !353
  %468 = trunc i64 %458 to i32, !dbg !354
  %469 = mul i32 %468, 3, !dbg !354
  %470 = add i32 %469, -100, !dbg !354
  store i32 %470, ptr %467, align 4, !dbg !354, !tbaa !163
  br label %488, !dbg !355

471:                                              ; preds = %457
  %472 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %458, !dbg !356
  %473 = trunc i64 %458 to i32, !dbg !357
  %474 = sub i32 1500, %473, !dbg !357
  store i32 %474, ptr %472, align 4, !dbg !357, !tbaa !163
  br label %488, !dbg !358

475:                                              ; preds = %457
  %476 = lshr i32 %461, 16, !dbg !359
  %477 = trunc nuw i32 %476 to i16, !dbg !360
  %478 = urem i16 %477, 5, !dbg !360
  %479 = zext nneg i16 %478 to i32, !dbg !360
  %480 = add nsw i32 %479, -2, !dbg !361
  %481 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %458, !dbg !362
  store i32 %480, ptr %481, align 4, !dbg !363, !tbaa !163
  br label %488, !dbg !364

482:                                              ; preds = %457
  %483 = trunc i64 %458 to i32
  %484 = icmp ult i64 %458, 750, !dbg !365
  %485 = sub nuw nsw i32 1500, %483, !dbg !366
  %486 = select i1 %484, i32 %483, i32 %485, !dbg !366
  %487 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %458, !dbg !367
  store i32 %486, ptr %487, align 4, !dbg !368, !tbaa !163
  br label %488, !dbg !369

488:                                              ; preds = %462, %466, %471, %475, %482
  %489 = add nuw nsw i64 %458, 1, !dbg !370
    #dbg_value(i64 %489, !125, !DIExpression(), !143)
    #dbg_value(i32 %461, !122, !DIExpression(), !142)
  %490 = icmp eq i64 %489, 1500, !dbg !371
  br i1 %490, label %8, label %457, !dbg !144, !llvm.loop !372

491:                                              ; preds = %439
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !374
    #dbg_value(ptr @main.work, !376, !DIExpression(), !391)
    #dbg_value(i32 1500, !379, !DIExpression(), !391)
    #dbg_value(i32 poison, !380, !DIExpression(), !391)
    #dbg_value(i32 poison, !381, !DIExpression(), !391)
    #dbg_value(i32 1, !382, !DIExpression(), !393)
  %492 = load i32, ptr @main.work, align 16, !dbg !394, !tbaa !163
    #dbg_value(i32 %492, !380, !DIExpression(), !391)
    #dbg_value(i32 %492, !381, !DIExpression(), !391)
  %493 = insertelement <4 x i32> poison, i32 %492, i64 0, !dbg !395
  %494 = shufflevector <4 x i32> %493, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !395
  %495 = insertelement <4 x i32> poison, i32 %492, i64 0, !dbg !395
  %496 = shufflevector <4 x i32> %495, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !395
  br label %497, !dbg !395

497:                                              ; preds = %497, %491
  %498 = phi i64 [ 0, %491 ], [ %512, %497 ]
  %499 = phi <4 x i32> [ %494, %491 ], [ %508, %497 ]
  %500 = phi <4 x i32> [ %494, %491 ], [ %509, %497 ]
  %501 = phi <4 x i32> [ %496, %491 ], [ %510, %497 ]
  %502 = phi <4 x i32> [ %496, %491 ], [ %511, %497 ]
  %503 = or disjoint i64 %498, 1, !dbg !395
  %504 = getelementptr inbounds i32, ptr @main.work, i64 %503, !dbg !396
  %505 = getelementptr inbounds i8, ptr %504, i64 16, !dbg !396
  %506 = load <4 x i32>, ptr %504, align 4, !dbg !396, !tbaa !163
  %507 = load <4 x i32>, ptr %505, align 4, !dbg !396, !tbaa !163
  %508 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %506, <4 x i32> %499), !dbg !400
  %509 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %507, <4 x i32> %500), !dbg !400
  %510 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %506, <4 x i32> %501), !dbg !401
  %511 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %507, <4 x i32> %502), !dbg !401
  %512 = add nuw i64 %498, 8
  %513 = icmp eq i64 %512, 1496
  br i1 %513, label %514, label %497, !llvm.loop !402

514:                                              ; preds = %497
  %515 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %510, <4 x i32> %511), !dbg !395
  %516 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %515), !dbg !395
  %517 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %508, <4 x i32> %509), !dbg !395
  %518 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %517), !dbg !395
    #dbg_value(i32 %518, !380, !DIExpression(), !391)
    #dbg_value(i32 %516, !381, !DIExpression(), !391)
    #dbg_value(i64 1497, !382, !DIExpression(), !393)
  %519 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5988), align 4, !dbg !396, !tbaa !163
  %520 = tail call i32 @llvm.smin.i32(i32 %519, i32 %518), !dbg !400
    #dbg_value(i32 %520, !380, !DIExpression(), !391)
  %521 = tail call i32 @llvm.smax.i32(i32 %519, i32 %516), !dbg !401
    #dbg_value(i32 %521, !381, !DIExpression(), !391)
    #dbg_value(i64 1498, !382, !DIExpression(), !393)
  %522 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5992), align 8, !dbg !396, !tbaa !163
  %523 = tail call i32 @llvm.smin.i32(i32 %522, i32 %520), !dbg !400
    #dbg_value(i32 %523, !380, !DIExpression(), !391)
  %524 = tail call i32 @llvm.smax.i32(i32 %522, i32 %521), !dbg !401
    #dbg_value(i32 %524, !381, !DIExpression(), !391)
    #dbg_value(i64 1499, !382, !DIExpression(), !393)
  %525 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5996), align 4, !dbg !396, !tbaa !163
  %526 = tail call i32 @llvm.smin.i32(i32 %525, i32 %523), !dbg !400
    #dbg_value(i32 %526, !380, !DIExpression(), !391)
  %527 = tail call i32 @llvm.smax.i32(i32 %525, i32 %524), !dbg !401
    #dbg_value(i32 %527, !381, !DIExpression(), !391)
    #dbg_value(i64 1500, !382, !DIExpression(), !393)
  %528 = sub nsw i32 %527, %526, !dbg !404
  %529 = add nsw i32 %528, 1, !dbg !405
    #dbg_value(i32 %529, !384, !DIExpression(), !391)
  %530 = sext i32 %529 to i64, !dbg !406
  %531 = tail call noalias ptr @calloc(i64 noundef %530, i64 noundef 4) #18, !dbg !407
    #dbg_value(ptr %531, !385, !DIExpression(), !391)
    #dbg_value(i32 0, !386, !DIExpression(), !408)
  br label %538, !dbg !409

532:                                              ; preds = %538
    #dbg_value(i32 0, !389, !DIExpression(), !410)
    #dbg_value(i32 0, !388, !DIExpression(), !391)
  %533 = icmp slt i32 %528, 0, !dbg !411
  br i1 %533, label %602, label %534, !dbg !413

534:                                              ; preds = %532
  %535 = add i32 %527, 1, !dbg !413
  %536 = sub i32 %535, %526, !dbg !413
  %537 = zext i32 %536 to i64, !dbg !411
  br label %557, !dbg !413

538:                                              ; preds = %538, %514
  %539 = phi i64 [ 0, %514 ], [ %555, %538 ]
    #dbg_value(i64 %539, !386, !DIExpression(), !408)
  %540 = getelementptr inbounds i32, ptr @main.work, i64 %539, !dbg !414
  %541 = load i32, ptr %540, align 8, !dbg !414, !tbaa !163
  %542 = sub nsw i32 %541, %526, !dbg !416
  %543 = sext i32 %542 to i64, !dbg !417
  %544 = getelementptr inbounds i32, ptr %531, i64 %543, !dbg !417
  %545 = load i32, ptr %544, align 4, !dbg !418, !tbaa !163
  %546 = add nsw i32 %545, 1, !dbg !418
  store i32 %546, ptr %544, align 4, !dbg !418, !tbaa !163
  %547 = or disjoint i64 %539, 1, !dbg !419
    #dbg_value(i64 %547, !386, !DIExpression(), !408)
  %548 = getelementptr inbounds i32, ptr @main.work, i64 %547, !dbg !414
  %549 = load i32, ptr %548, align 4, !dbg !414, !tbaa !163
  %550 = sub nsw i32 %549, %526, !dbg !416
  %551 = sext i32 %550 to i64, !dbg !417
  %552 = getelementptr inbounds i32, ptr %531, i64 %551, !dbg !417
  %553 = load i32, ptr %552, align 4, !dbg !418, !tbaa !163
  %554 = add nsw i32 %553, 1, !dbg !418
  store i32 %554, ptr %552, align 4, !dbg !418, !tbaa !163
  %555 = add nuw nsw i64 %539, 2, !dbg !419
    #dbg_value(i64 %555, !386, !DIExpression(), !408)
  %556 = icmp eq i64 %555, 1500, !dbg !420
  br i1 %556, label %532, label %538, !dbg !409, !llvm.loop !421

557:                                              ; preds = %598, %534
  %558 = phi i64 [ 0, %534 ], [ %600, %598 ]
  %559 = phi i32 [ 0, %534 ], [ %599, %598 ]
    #dbg_value(i64 %558, !389, !DIExpression(), !410)
    #dbg_value(i32 %559, !388, !DIExpression(), !391)
  %560 = getelementptr inbounds i32, ptr %531, i64 %558
  %561 = load i32, ptr %560, align 4, !tbaa !163
  %562 = icmp eq i32 %561, 0, !dbg !423
  br i1 %562, label %598, label %563, !dbg !423

563:                                              ; preds = %557
  %564 = sext i32 %559 to i64, !dbg !423
  %565 = trunc i64 %558 to i32
  %566 = add i32 %526, %565
  %567 = zext i32 %561 to i64, !dbg !423
  %568 = icmp ult i32 %561, 8, !dbg !423
  br i1 %568, label %585, label %569, !dbg !423

569:                                              ; preds = %563
  %570 = and i64 %567, 4294967288, !dbg !423
  %571 = add nsw i64 %570, %564, !dbg !423
  %572 = trunc nuw i64 %570 to i32, !dbg !423
  %573 = sub i32 %561, %572, !dbg !423
  %574 = insertelement <4 x i32> poison, i32 %566, i64 0, !dbg !423
  %575 = shufflevector <4 x i32> %574, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !423
  %576 = getelementptr i32, ptr @main.work, i64 %564, !dbg !423
  br label %577, !dbg !423

577:                                              ; preds = %577, %569
  %578 = phi i64 [ 0, %569 ], [ %581, %577 ]
  %579 = getelementptr i32, ptr %576, i64 %578, !dbg !424
  %580 = getelementptr inbounds i8, ptr %579, i64 16, !dbg !425
  store <4 x i32> %575, ptr %579, align 4, !dbg !425, !tbaa !163
  store <4 x i32> %575, ptr %580, align 4, !dbg !425, !tbaa !163
  %581 = add nuw i64 %578, 8
  %582 = icmp eq i64 %581, %570
  br i1 %582, label %583, label %577, !llvm.loop !426

583:                                              ; preds = %577
  %584 = icmp eq i64 %570, %567, !dbg !423
  br i1 %584, label %595, label %585, !dbg !423

585:                                              ; preds = %583, %563
  %586 = phi i64 [ %564, %563 ], [ %571, %583 ]
  %587 = phi i32 [ %561, %563 ], [ %573, %583 ]
  br label %588, !dbg !423

588:                                              ; preds = %585, %588
  %589 = phi i64 [ %592, %588 ], [ %586, %585 ]
  %590 = phi i32 [ %591, %588 ], [ %587, %585 ]
  %591 = add nsw i32 %590, -1, !dbg !428
    #dbg_value(i64 %589, !388, !DIExpression(), !391)
  %592 = add nsw i64 %589, 1, !dbg !429
    #dbg_value(i64 %592, !388, !DIExpression(), !391)
  %593 = getelementptr inbounds i32, ptr @main.work, i64 %589, !dbg !424
  store i32 %566, ptr %593, align 4, !dbg !425, !tbaa !163
  %594 = icmp eq i32 %591, 0, !dbg !423
  br i1 %594, label %595, label %588, !dbg !423, !llvm.loop !430

595:                                              ; preds = %588, %583
  %596 = phi i64 [ %571, %583 ], [ %592, %588 ], !dbg !429
  %597 = trunc nsw i64 %596 to i32, !dbg !428
  br label %598, !dbg !428

598:                                              ; preds = %595, %557
  %599 = phi i32 [ %559, %557 ], [ %597, %595 ], !dbg !391
  store i32 -1, ptr %560, align 4, !dbg !428, !tbaa !163
  %600 = add nuw nsw i64 %558, 1, !dbg !431
    #dbg_value(i64 %600, !389, !DIExpression(), !410)
    #dbg_value(i32 %599, !388, !DIExpression(), !391)
  %601 = icmp eq i64 %600, %537, !dbg !411
  br i1 %601, label %602, label %557, !dbg !413, !llvm.loop !432

602:                                              ; preds = %598, %532
  tail call void @free(ptr noundef nonnull %531) #16, !dbg !434
  %603 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !435
  %604 = icmp eq i32 %603, 0, !dbg !435
  %605 = select i1 %604, ptr @.str.8, ptr @.str.7, !dbg !435
  %606 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %605), !dbg !436
  br label %607, !dbg !437

607:                                              ; preds = %602, %439
  %608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13), !dbg !438
    #dbg_value(i64 0, !128, !DIExpression(), !439)
  %609 = load i32, ptr @main.work, align 16, !dbg !440, !tbaa !163
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %609), !dbg !442
    #dbg_value(i64 1, !128, !DIExpression(), !439)
  %611 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 4), align 4, !dbg !440, !tbaa !163
  %612 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %611), !dbg !442
    #dbg_value(i64 2, !128, !DIExpression(), !439)
  %613 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 8), align 8, !dbg !440, !tbaa !163
  %614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %613), !dbg !442
    #dbg_value(i64 3, !128, !DIExpression(), !439)
  %615 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 12), align 4, !dbg !440, !tbaa !163
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %615), !dbg !442
    #dbg_value(i64 4, !128, !DIExpression(), !439)
  %617 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 16), align 16, !dbg !440, !tbaa !163
  %618 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %617), !dbg !442
    #dbg_value(i64 5, !128, !DIExpression(), !439)
  %619 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 20), align 4, !dbg !440, !tbaa !163
  %620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %619), !dbg !442
    #dbg_value(i64 6, !128, !DIExpression(), !439)
  %621 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 24), align 8, !dbg !440, !tbaa !163
  %622 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %621), !dbg !442
    #dbg_value(i64 7, !128, !DIExpression(), !439)
  %623 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 28), align 4, !dbg !440, !tbaa !163
  %624 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %623), !dbg !442
    #dbg_value(i64 8, !128, !DIExpression(), !439)
  %625 = tail call i32 @putchar(i32 10), !dbg !443
  %626 = add nuw nsw i64 %4, 1, !dbg !444
    #dbg_value(i64 %626, !120, !DIExpression(), !139)
  %627 = icmp eq i64 %626, 5, !dbg !445
  br i1 %627, label %2, label %3, !dbg !140, !llvm.loop !446
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !448 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !459 {
    #dbg_value(ptr %0, !461, !DIExpression(), !465)
    #dbg_value(ptr %1, !462, !DIExpression(), !465)
  %3 = load i32, ptr %0, align 4, !dbg !466, !tbaa !163
    #dbg_value(i32 %3, !463, !DIExpression(), !465)
  %4 = load i32, ptr %1, align 4, !dbg !467, !tbaa !163
    #dbg_value(i32 %4, !464, !DIExpression(), !465)
  %5 = icmp sgt i32 %3, %4, !dbg !468
  %6 = zext i1 %5 to i32, !dbg !468
  %7 = icmp slt i32 %3, %4, !dbg !469
  %8 = sext i1 %7 to i32, !dbg !469
  %9 = add nsw i32 %8, %6, !dbg !470
  ret i32 %9, !dbg !471
}

; Function Attrs: nofree nounwind
declare !dbg !472 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quick_sort(i32 noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !477 {
    #dbg_value(ptr @main.work, !481, !DIExpression(), !496)
    #dbg_value(i32 %0, !482, !DIExpression(), !496)
    #dbg_value(i32 %1, !483, !DIExpression(), !496)
  %3 = icmp slt i32 %0, %1, !dbg !497
  br i1 %3, label %4, label %99, !dbg !498

4:                                                ; preds = %2, %95
  %5 = phi i32 [ %97, %95 ], [ %0, %2 ]
  %6 = phi i32 [ %96, %95 ], [ %1, %2 ]
    #dbg_value(i32 %5, !482, !DIExpression(), !496)
    #dbg_value(i32 %6, !483, !DIExpression(), !496)
  %7 = sub nsw i32 %6, %5, !dbg !499
  %8 = icmp slt i32 %7, 10, !dbg !500
  br i1 %8, label %9, label %31, !dbg !501

9:                                                ; preds = %4
  %10 = icmp slt i32 %5, %6, !dbg !502
  br i1 %10, label %11, label %99, !dbg !503

11:                                               ; preds = %9
  %12 = sext i32 %5 to i64, !dbg !503
  br label %13, !dbg !503

13:                                               ; preds = %11, %26
  %14 = phi i64 [ %12, %11 ], [ %16, %26 ]
  %15 = phi i32 [ %5, %11 ], [ %17, %26 ]
  %16 = add nsw i64 %14, 1, !dbg !503
  %17 = add nsw i32 %15, 1, !dbg !504
    #dbg_value(i32 %17, !489, !DIExpression(), !505)
  %18 = icmp slt i32 %15, %5, !dbg !506
  br i1 %18, label %26, label %19, !dbg !508

19:                                               ; preds = %13, %28
  %20 = phi i64 [ %29, %28 ], [ %16, %13 ]
    #dbg_value(i64 %20, !489, !DIExpression(), !505)
  %21 = getelementptr i32, ptr @main.work, i64 %20, !dbg !509
  %22 = getelementptr i8, ptr %21, i64 -4, !dbg !509
  %23 = load i32, ptr %22, align 4, !dbg !509, !tbaa !163
  %24 = load i32, ptr %21, align 4, !dbg !510, !tbaa !163
  %25 = icmp sgt i32 %23, %24, !dbg !511
  br i1 %25, label %28, label %26, !dbg !512

26:                                               ; preds = %19, %28, %13
    #dbg_value(i32 %17, !484, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !513)
  %27 = icmp eq i32 %17, %6, !dbg !502
  br i1 %27, label %99, label %13, !dbg !503, !llvm.loop !514

28:                                               ; preds = %19
    #dbg_value(ptr %22, !516, !DIExpression(), !523)
    #dbg_value(ptr %21, !521, !DIExpression(), !523)
    #dbg_value(i32 %23, !522, !DIExpression(), !523)
  store i32 %24, ptr %22, align 4, !dbg !525, !tbaa !163
  store i32 %23, ptr %21, align 4, !dbg !526, !tbaa !163
  %29 = add nsw i64 %20, -1, !dbg !527
    #dbg_value(i64 %29, !489, !DIExpression(), !505)
  %30 = icmp sgt i64 %29, %12, !dbg !506
  br i1 %30, label %19, label %26, !dbg !508, !llvm.loop !528

31:                                               ; preds = %4
  %32 = lshr i32 %7, 1, !dbg !530
  %33 = add nsw i32 %32, %5, !dbg !531
    #dbg_value(i32 %33, !492, !DIExpression(), !532)
  %34 = sext i32 %33 to i64, !dbg !533
  %35 = getelementptr inbounds i32, ptr @main.work, i64 %34, !dbg !533
  %36 = load i32, ptr %35, align 4, !dbg !533, !tbaa !163
  %37 = sext i32 %5 to i64, !dbg !535
  %38 = getelementptr inbounds i32, ptr @main.work, i64 %37, !dbg !535
  %39 = load i32, ptr %38, align 4, !dbg !535, !tbaa !163
  %40 = icmp slt i32 %36, %39, !dbg !536
  br i1 %40, label %41, label %42, !dbg !537

41:                                               ; preds = %31
    #dbg_value(ptr %35, !516, !DIExpression(), !538)
    #dbg_value(ptr %38, !521, !DIExpression(), !538)
    #dbg_value(i32 %36, !522, !DIExpression(), !538)
  store i32 %39, ptr %35, align 4, !dbg !540, !tbaa !163
  store i32 %36, ptr %38, align 4, !dbg !541, !tbaa !163
  br label %42, !dbg !542

42:                                               ; preds = %41, %31
  %43 = phi i32 [ %36, %41 ], [ %39, %31 ], !dbg !543
  %44 = sext i32 %6 to i64, !dbg !545
  %45 = getelementptr inbounds i32, ptr @main.work, i64 %44, !dbg !545
  %46 = load i32, ptr %45, align 4, !dbg !545, !tbaa !163
  %47 = icmp slt i32 %46, %43, !dbg !546
  br i1 %47, label %48, label %50, !dbg !547

48:                                               ; preds = %42
    #dbg_value(ptr %45, !516, !DIExpression(), !548)
    #dbg_value(ptr %38, !521, !DIExpression(), !548)
    #dbg_value(i32 %46, !522, !DIExpression(), !548)
  store i32 %43, ptr %45, align 4, !dbg !550, !tbaa !163
  store i32 %46, ptr %38, align 4, !dbg !551, !tbaa !163
  %49 = load i32, ptr %45, align 4, !dbg !552, !tbaa !163
  br label %50, !dbg !554

50:                                               ; preds = %48, %42
  %51 = phi i32 [ %49, %48 ], [ %46, %42 ], !dbg !552
  %52 = load i32, ptr %35, align 4, !dbg !555, !tbaa !163
  %53 = icmp slt i32 %51, %52, !dbg !556
  br i1 %53, label %54, label %55, !dbg !557

54:                                               ; preds = %50
    #dbg_value(ptr %45, !516, !DIExpression(), !558)
    #dbg_value(ptr %35, !521, !DIExpression(), !558)
    #dbg_value(i32 %51, !522, !DIExpression(), !558)
  store i32 %52, ptr %45, align 4, !dbg !560, !tbaa !163
  store i32 %51, ptr %35, align 4, !dbg !561, !tbaa !163
  br label %55, !dbg !562

55:                                               ; preds = %54, %50
  %56 = phi i32 [ %51, %54 ], [ %52, %50 ], !dbg !563
    #dbg_value(i32 %56, !493, !DIExpression(), !532)
    #dbg_value(i32 %5, !494, !DIExpression(), !532)
    #dbg_value(i32 %6, !495, !DIExpression(), !532)
  %57 = icmp sgt i32 %5, %6, !dbg !564
  br i1 %57, label %92, label %58, !dbg !565

58:                                               ; preds = %55, %83
  %59 = phi i32 [ %85, %83 ], [ %6, %55 ]
  %60 = phi i32 [ %84, %83 ], [ %5, %55 ]
    #dbg_value(i32 %59, !495, !DIExpression(), !532)
    #dbg_value(i32 %60, !494, !DIExpression(), !532)
  %61 = sext i32 %60 to i64, !dbg !566
  br label %62, !dbg !566

62:                                               ; preds = %62, %58
  %63 = phi i64 [ %67, %62 ], [ %61, %58 ], !dbg !532
    #dbg_value(i64 %63, !494, !DIExpression(), !532)
  %64 = getelementptr inbounds i32, ptr @main.work, i64 %63, !dbg !568
  %65 = load i32, ptr %64, align 4, !dbg !568, !tbaa !163
  %66 = icmp slt i32 %65, %56, !dbg !569
  %67 = add nsw i64 %63, 1, !dbg !570
    #dbg_value(i64 %67, !494, !DIExpression(), !532)
  br i1 %66, label %62, label %68, !dbg !566, !llvm.loop !571

68:                                               ; preds = %62
  %69 = sext i32 %59 to i64, !dbg !572
  br label %70, !dbg !572

70:                                               ; preds = %70, %68
  %71 = phi i64 [ %75, %70 ], [ %69, %68 ], !dbg !532
    #dbg_value(i64 %71, !495, !DIExpression(), !532)
  %72 = getelementptr inbounds i32, ptr @main.work, i64 %71, !dbg !573
  %73 = load i32, ptr %72, align 4, !dbg !573, !tbaa !163
  %74 = icmp sgt i32 %73, %56, !dbg !574
  %75 = add nsw i64 %71, -1, !dbg !575
    #dbg_value(i64 %75, !495, !DIExpression(), !532)
  br i1 %74, label %70, label %76, !dbg !572, !llvm.loop !576

76:                                               ; preds = %70
  %77 = trunc nsw i64 %63 to i32, !dbg !572
  %78 = trunc nsw i64 %71 to i32, !dbg !577
  %79 = icmp sgt i64 %63, %71, !dbg !577
  br i1 %79, label %83, label %80, !dbg !579

80:                                               ; preds = %76
    #dbg_value(ptr %64, !516, !DIExpression(), !580)
    #dbg_value(ptr %72, !521, !DIExpression(), !580)
    #dbg_value(i32 %65, !522, !DIExpression(), !580)
  store i32 %73, ptr %64, align 4, !dbg !583, !tbaa !163
  store i32 %65, ptr %72, align 4, !dbg !584, !tbaa !163
  %81 = add nsw i32 %77, 1, !dbg !585
    #dbg_value(i32 %81, !494, !DIExpression(), !532)
  %82 = add nsw i32 %78, -1, !dbg !586
    #dbg_value(i32 %82, !495, !DIExpression(), !532)
  br label %83, !dbg !587

83:                                               ; preds = %80, %76
  %84 = phi i32 [ %81, %80 ], [ %77, %76 ], !dbg !532
  %85 = phi i32 [ %82, %80 ], [ %78, %76 ], !dbg !532
    #dbg_value(i32 %85, !495, !DIExpression(), !532)
    #dbg_value(i32 %84, !494, !DIExpression(), !532)
  %86 = icmp sgt i32 %84, %85, !dbg !564
  br i1 %86, label %87, label %58, !dbg !565, !llvm.loop !588

87:                                               ; preds = %83
  %88 = sub nsw i32 %85, %5, !dbg !590
  %89 = sub nsw i32 %6, %84, !dbg !592
  %90 = icmp slt i32 %88, %89, !dbg !593
  br i1 %90, label %91, label %92, !dbg !594

91:                                               ; preds = %87
  tail call fastcc void @quick_sort(i32 noundef %5, i32 noundef %85), !dbg !595
    #dbg_value(i32 %84, !482, !DIExpression(), !496)
  br label %95, !dbg !597

92:                                               ; preds = %55, %87
  %93 = phi i32 [ %85, %87 ], [ %6, %55 ]
  %94 = phi i32 [ %84, %87 ], [ %5, %55 ]
  tail call fastcc void @quick_sort(i32 noundef %94, i32 noundef %6), !dbg !598
    #dbg_value(i32 %93, !483, !DIExpression(), !496)
  br label %95

95:                                               ; preds = %92, %91
  %96 = phi i32 [ %6, %91 ], [ %93, %92 ]
  %97 = phi i32 [ %84, %91 ], [ %5, %92 ]
    #dbg_value(i32 %97, !482, !DIExpression(), !496)
    #dbg_value(i32 %96, !483, !DIExpression(), !496)
  %98 = icmp slt i32 %97, %96, !dbg !497
  br i1 %98, label %4, label %99, !dbg !498, !llvm.loop !600

99:                                               ; preds = %95, %26, %2, %9
  ret void, !dbg !602
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !603 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 !dbg !606 {
    #dbg_value(ptr @main.work, !610, !DIExpression(), !618)
    #dbg_value(ptr %0, !611, !DIExpression(), !618)
    #dbg_value(i32 %1, !612, !DIExpression(), !618)
    #dbg_value(i32 %2, !613, !DIExpression(), !618)
  %4 = ptrtoint ptr %0 to i64, !dbg !619
  %5 = sub nsw i32 %2, %1, !dbg !619
  %6 = icmp slt i32 %5, 2, !dbg !621
  br i1 %6, label %205, label %7, !dbg !622

7:                                                ; preds = %3
  %8 = lshr i32 %5, 1, !dbg !623
  %9 = add nsw i32 %8, %1, !dbg !624
    #dbg_value(i32 %9, !614, !DIExpression(), !618)
  tail call fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %1, i32 noundef %9), !dbg !625
  tail call fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %9, i32 noundef %2), !dbg !626
    #dbg_value(i32 %1, !615, !DIExpression(), !618)
    #dbg_value(i32 %9, !616, !DIExpression(), !618)
    #dbg_value(i32 %1, !617, !DIExpression(), !618)
  %10 = icmp slt i32 %9, %2, !dbg !627
  br i1 %10, label %11, label %15, !dbg !628

11:                                               ; preds = %7
  %12 = sext i32 %1 to i64, !dbg !628
  br label %78, !dbg !628

13:                                               ; preds = %78
  %14 = trunc nsw i64 %95 to i32, !dbg !629
  br label %15, !dbg !629

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %1, %7 ], [ %90, %13 ], !dbg !630
  %17 = phi i32 [ %9, %7 ], [ %93, %13 ], !dbg !618
  %18 = phi i32 [ %1, %7 ], [ %14, %13 ], !dbg !618
    #dbg_value(i32 %18, !617, !DIExpression(), !618)
    #dbg_value(i32 %16, !615, !DIExpression(), !618)
  %19 = icmp slt i32 %16, %9, !dbg !629
  br i1 %19, label %20, label %103, !dbg !631

20:                                               ; preds = %15
  %21 = sext i32 %18 to i64, !dbg !631
  %22 = sext i32 %16 to i64, !dbg !631
  %23 = sext i32 %9 to i64, !dbg !629
  %24 = sub nsw i64 %23, %22, !dbg !631
  %25 = icmp ult i64 %24, 12, !dbg !631
  br i1 %25, label %26, label %53, !dbg !631

26:                                               ; preds = %76, %53, %20
  %27 = phi i64 [ %22, %53 ], [ %22, %20 ], [ %62, %76 ]
  %28 = phi i64 [ %21, %53 ], [ %21, %20 ], [ %63, %76 ]
  %29 = sub nsw i64 %23, %27, !dbg !631
  %30 = and i64 %29, 3, !dbg !631
  %31 = icmp eq i64 %30, 0, !dbg !631
  br i1 %31, label %43, label %32, !dbg !631

32:                                               ; preds = %26, %32
  %33 = phi i64 [ %36, %32 ], [ %27, %26 ]
  %34 = phi i64 [ %39, %32 ], [ %28, %26 ]
  %35 = phi i64 [ %41, %32 ], [ 0, %26 ]
    #dbg_value(i64 %34, !617, !DIExpression(), !618)
    #dbg_value(i64 %33, !615, !DIExpression(), !618)
  %36 = add nsw i64 %33, 1, !dbg !632
    #dbg_value(i64 %36, !615, !DIExpression(), !618)
  %37 = getelementptr inbounds i32, ptr @main.work, i64 %33, !dbg !633
  %38 = load i32, ptr %37, align 4, !dbg !633, !tbaa !163
  %39 = add nsw i64 %34, 1, !dbg !634
    #dbg_value(i64 %39, !617, !DIExpression(), !618)
  %40 = getelementptr inbounds i32, ptr %0, i64 %34, !dbg !635
  store i32 %38, ptr %40, align 4, !dbg !636, !tbaa !163
  %41 = add i64 %35, 1, !dbg !631
  %42 = icmp eq i64 %41, %30, !dbg !631
  br i1 %42, label %43, label %32, !dbg !631, !llvm.loop !637

43:                                               ; preds = %32, %26
  %44 = phi i64 [ poison, %26 ], [ %39, %32 ]
  %45 = phi i64 [ %27, %26 ], [ %36, %32 ]
  %46 = phi i64 [ %28, %26 ], [ %39, %32 ]
  %47 = sub nsw i64 %27, %23, !dbg !631
  %48 = icmp ugt i64 %47, -4, !dbg !631
  br i1 %48, label %100, label %49, !dbg !631

49:                                               ; preds = %43
  %50 = getelementptr i8, ptr %0, i64 4, !dbg !631
  %51 = getelementptr i8, ptr %0, i64 8, !dbg !631
  %52 = getelementptr i8, ptr %0, i64 12, !dbg !631
  br label %163, !dbg !631

53:                                               ; preds = %20
  %54 = shl nsw i64 %21, 2, !dbg !631
  %55 = add i64 %54, %4, !dbg !631
  %56 = shl nsw i64 %22, 2, !dbg !631
  %57 = add i64 %56, ptrtoint (ptr @main.work to i64), !dbg !631
  %58 = sub i64 %55, %57, !dbg !631
  %59 = icmp ult i64 %58, 32, !dbg !631
  br i1 %59, label %26, label %60, !dbg !631

60:                                               ; preds = %53
  %61 = and i64 %24, -8, !dbg !631
  %62 = add nsw i64 %61, %22, !dbg !631
  %63 = add nsw i64 %61, %21, !dbg !631
  %64 = getelementptr i32, ptr @main.work, i64 %22, !dbg !631
  %65 = getelementptr i32, ptr %0, i64 %21, !dbg !631
  br label %66, !dbg !631

66:                                               ; preds = %66, %60
  %67 = phi i64 [ 0, %60 ], [ %74, %66 ]
  %68 = getelementptr i32, ptr %64, i64 %67, !dbg !633
  %69 = getelementptr inbounds i8, ptr %68, i64 16, !dbg !633
  %70 = load <4 x i32>, ptr %68, align 4, !dbg !633, !tbaa !163
  %71 = load <4 x i32>, ptr %69, align 4, !dbg !633, !tbaa !163
  %72 = getelementptr i32, ptr %65, i64 %67, !dbg !635
  %73 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !636
  store <4 x i32> %70, ptr %72, align 4, !dbg !636, !tbaa !163
  store <4 x i32> %71, ptr %73, align 4, !dbg !636, !tbaa !163
  %74 = add nuw i64 %67, 8
  %75 = icmp eq i64 %74, %61
  br i1 %75, label %76, label %66, !llvm.loop !639

76:                                               ; preds = %66
  %77 = icmp eq i64 %24, %61, !dbg !631
  br i1 %77, label %100, label %26, !dbg !631

78:                                               ; preds = %11, %78
  %79 = phi i64 [ %12, %11 ], [ %95, %78 ]
  %80 = phi i32 [ %9, %11 ], [ %93, %78 ]
  %81 = phi i32 [ %1, %11 ], [ %90, %78 ]
    #dbg_value(i64 %79, !617, !DIExpression(), !618)
    #dbg_value(i32 %80, !616, !DIExpression(), !618)
    #dbg_value(i32 %81, !615, !DIExpression(), !618)
  %82 = sext i32 %80 to i64, !dbg !641
  %83 = getelementptr inbounds i32, ptr @main.work, i64 %82, !dbg !641
  %84 = load i32, ptr %83, align 4, !dbg !641, !tbaa !163
  %85 = sext i32 %81 to i64, !dbg !642
  %86 = getelementptr inbounds i32, ptr @main.work, i64 %85, !dbg !642
  %87 = load i32, ptr %86, align 4, !dbg !642, !tbaa !163
  %88 = icmp sge i32 %84, %87, !dbg !643
  %89 = zext i1 %88 to i32, !dbg !641
  %90 = add nsw i32 %81, %89, !dbg !641
  %91 = xor i1 %88, true, !dbg !641
  %92 = zext i1 %91 to i32, !dbg !641
  %93 = add nsw i32 %80, %92, !dbg !641
  %94 = tail call i32 @llvm.smin.i32(i32 %84, i32 %87), !dbg !641
    #dbg_value(i32 %93, !616, !DIExpression(), !618)
    #dbg_value(i32 %90, !615, !DIExpression(), !618)
  %95 = add nsw i64 %79, 1, !dbg !644
    #dbg_value(i64 %95, !617, !DIExpression(), !618)
  %96 = getelementptr inbounds i32, ptr %0, i64 %79, !dbg !645
  store i32 %94, ptr %96, align 4, !dbg !646, !tbaa !163
  %97 = icmp slt i32 %90, %9, !dbg !647
  %98 = icmp slt i32 %93, %2, !dbg !627
  %99 = select i1 %97, i1 %98, i1 false, !dbg !627
  br i1 %99, label %78, label %13, !dbg !628, !llvm.loop !648

100:                                              ; preds = %43, %163, %76
  %101 = phi i64 [ %63, %76 ], [ %44, %43 ], [ %178, %163 ], !dbg !634
  %102 = trunc nsw i64 %101 to i32, !dbg !650
  br label %103, !dbg !650

103:                                              ; preds = %100, %15
  %104 = phi i32 [ %18, %15 ], [ %102, %100 ], !dbg !618
    #dbg_value(i32 %104, !617, !DIExpression(), !618)
    #dbg_value(i32 %17, !616, !DIExpression(), !618)
  %105 = icmp slt i32 %17, %2, !dbg !650
  br i1 %105, label %106, label %199, !dbg !651

106:                                              ; preds = %103
  %107 = sext i32 %104 to i64, !dbg !651
  %108 = sext i32 %17 to i64, !dbg !651
  %109 = sext i32 %2 to i64, !dbg !650
  %110 = sub nsw i64 %109, %108, !dbg !651
  %111 = icmp ult i64 %110, 12, !dbg !651
  br i1 %111, label %112, label %138, !dbg !651

112:                                              ; preds = %161, %138, %106
  %113 = phi i64 [ %108, %138 ], [ %108, %106 ], [ %147, %161 ]
  %114 = phi i64 [ %107, %138 ], [ %107, %106 ], [ %148, %161 ]
  %115 = sub nsw i64 %109, %113, !dbg !651
  %116 = and i64 %115, 3, !dbg !651
  %117 = icmp eq i64 %116, 0, !dbg !651
  br i1 %117, label %129, label %118, !dbg !651

118:                                              ; preds = %112, %118
  %119 = phi i64 [ %122, %118 ], [ %113, %112 ]
  %120 = phi i64 [ %125, %118 ], [ %114, %112 ]
  %121 = phi i64 [ %127, %118 ], [ 0, %112 ]
    #dbg_value(i64 %120, !617, !DIExpression(), !618)
    #dbg_value(i64 %119, !616, !DIExpression(), !618)
  %122 = add nsw i64 %119, 1, !dbg !652
    #dbg_value(i64 %122, !616, !DIExpression(), !618)
  %123 = getelementptr inbounds i32, ptr @main.work, i64 %119, !dbg !653
  %124 = load i32, ptr %123, align 4, !dbg !653, !tbaa !163
  %125 = add nsw i64 %120, 1, !dbg !654
    #dbg_value(i64 %125, !617, !DIExpression(), !618)
  %126 = getelementptr inbounds i32, ptr %0, i64 %120, !dbg !655
  store i32 %124, ptr %126, align 4, !dbg !656, !tbaa !163
  %127 = add i64 %121, 1, !dbg !651
  %128 = icmp eq i64 %127, %116, !dbg !651
  br i1 %128, label %129, label %118, !dbg !651, !llvm.loop !657

129:                                              ; preds = %118, %112
  %130 = phi i64 [ %113, %112 ], [ %122, %118 ]
  %131 = phi i64 [ %114, %112 ], [ %125, %118 ]
  %132 = sub nsw i64 %113, %109, !dbg !651
  %133 = icmp ugt i64 %132, -4, !dbg !651
  br i1 %133, label %199, label %134, !dbg !651

134:                                              ; preds = %129
  %135 = getelementptr i8, ptr %0, i64 4, !dbg !651
  %136 = getelementptr i8, ptr %0, i64 8, !dbg !651
  %137 = getelementptr i8, ptr %0, i64 12, !dbg !651
  br label %181, !dbg !651

138:                                              ; preds = %106
  %139 = shl nsw i64 %107, 2, !dbg !651
  %140 = add i64 %139, %4, !dbg !651
  %141 = shl nsw i64 %108, 2, !dbg !651
  %142 = add i64 %141, ptrtoint (ptr @main.work to i64), !dbg !651
  %143 = sub i64 %140, %142, !dbg !651
  %144 = icmp ult i64 %143, 32, !dbg !651
  br i1 %144, label %112, label %145, !dbg !651

145:                                              ; preds = %138
  %146 = and i64 %110, -8, !dbg !651
  %147 = add nsw i64 %146, %108, !dbg !651
  %148 = add nsw i64 %146, %107, !dbg !651
  %149 = getelementptr i32, ptr @main.work, i64 %108, !dbg !651
  %150 = getelementptr i32, ptr %0, i64 %107, !dbg !651
  br label %151, !dbg !651

151:                                              ; preds = %151, %145
  %152 = phi i64 [ 0, %145 ], [ %159, %151 ]
  %153 = getelementptr i32, ptr %149, i64 %152, !dbg !653
  %154 = getelementptr inbounds i8, ptr %153, i64 16, !dbg !653
  %155 = load <4 x i32>, ptr %153, align 4, !dbg !653, !tbaa !163
  %156 = load <4 x i32>, ptr %154, align 4, !dbg !653, !tbaa !163
  %157 = getelementptr i32, ptr %150, i64 %152, !dbg !655
  %158 = getelementptr inbounds i8, ptr %157, i64 16, !dbg !656
  store <4 x i32> %155, ptr %157, align 4, !dbg !656, !tbaa !163
  store <4 x i32> %156, ptr %158, align 4, !dbg !656, !tbaa !163
  %159 = add nuw i64 %152, 8
  %160 = icmp eq i64 %159, %146
  br i1 %160, label %161, label %151, !llvm.loop !658

161:                                              ; preds = %151
  %162 = icmp eq i64 %110, %146, !dbg !651
  br i1 %162, label %199, label %112, !dbg !651

163:                                              ; preds = %163, %49
  %164 = phi i64 [ %45, %49 ], [ %175, %163 ]
  %165 = phi i64 [ %46, %49 ], [ %178, %163 ]
    #dbg_value(i64 %165, !617, !DIExpression(), !618)
    #dbg_value(i64 %164, !615, !DIExpression(), !618)
    #dbg_value(i64 %164, !615, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !618)
  %166 = getelementptr inbounds i32, ptr @main.work, i64 %164, !dbg !633
  %167 = load i32, ptr %166, align 4, !dbg !633, !tbaa !163
    #dbg_value(i64 %165, !617, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !618)
  %168 = getelementptr inbounds i32, ptr %0, i64 %165, !dbg !635
  store i32 %167, ptr %168, align 4, !dbg !636, !tbaa !163
    #dbg_value(i64 %164, !615, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !618)
  %169 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 4), i64 %164, !dbg !633
  %170 = load i32, ptr %169, align 4, !dbg !633, !tbaa !163
    #dbg_value(i64 %165, !617, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !618)
  %171 = getelementptr i32, ptr %50, i64 %165, !dbg !635
  store i32 %170, ptr %171, align 4, !dbg !636, !tbaa !163
    #dbg_value(i64 %164, !615, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !618)
  %172 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 8), i64 %164, !dbg !633
  %173 = load i32, ptr %172, align 4, !dbg !633, !tbaa !163
    #dbg_value(i64 %165, !617, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !618)
  %174 = getelementptr i32, ptr %51, i64 %165, !dbg !635
  store i32 %173, ptr %174, align 4, !dbg !636, !tbaa !163
  %175 = add nsw i64 %164, 4, !dbg !632
    #dbg_value(i64 %175, !615, !DIExpression(), !618)
  %176 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 12), i64 %164, !dbg !633
  %177 = load i32, ptr %176, align 4, !dbg !633, !tbaa !163
  %178 = add nsw i64 %165, 4, !dbg !634
    #dbg_value(i64 %178, !617, !DIExpression(), !618)
  %179 = getelementptr i32, ptr %52, i64 %165, !dbg !635
  store i32 %177, ptr %179, align 4, !dbg !636, !tbaa !163
  %180 = icmp eq i64 %175, %23, !dbg !629
  br i1 %180, label %100, label %163, !dbg !631, !llvm.loop !660

181:                                              ; preds = %181, %134
  %182 = phi i64 [ %130, %134 ], [ %193, %181 ]
  %183 = phi i64 [ %131, %134 ], [ %196, %181 ]
    #dbg_value(i64 %183, !617, !DIExpression(), !618)
    #dbg_value(i64 %182, !616, !DIExpression(), !618)
    #dbg_value(i64 %182, !616, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !618)
  %184 = getelementptr inbounds i32, ptr @main.work, i64 %182, !dbg !653
  %185 = load i32, ptr %184, align 4, !dbg !653, !tbaa !163
    #dbg_value(i64 %183, !617, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !618)
  %186 = getelementptr inbounds i32, ptr %0, i64 %183, !dbg !655
  store i32 %185, ptr %186, align 4, !dbg !656, !tbaa !163
    #dbg_value(i64 %182, !616, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !618)
  %187 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 4), i64 %182, !dbg !653
  %188 = load i32, ptr %187, align 4, !dbg !653, !tbaa !163
    #dbg_value(i64 %183, !617, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !618)
  %189 = getelementptr i32, ptr %135, i64 %183, !dbg !655
  store i32 %188, ptr %189, align 4, !dbg !656, !tbaa !163
    #dbg_value(i64 %182, !616, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !618)
  %190 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 8), i64 %182, !dbg !653
  %191 = load i32, ptr %190, align 4, !dbg !653, !tbaa !163
    #dbg_value(i64 %183, !617, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !618)
  %192 = getelementptr i32, ptr %136, i64 %183, !dbg !655
  store i32 %191, ptr %192, align 4, !dbg !656, !tbaa !163
  %193 = add nsw i64 %182, 4, !dbg !652
    #dbg_value(i64 %193, !616, !DIExpression(), !618)
  %194 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 12), i64 %182, !dbg !653
  %195 = load i32, ptr %194, align 4, !dbg !653, !tbaa !163
  %196 = add nsw i64 %183, 4, !dbg !654
    #dbg_value(i64 %196, !617, !DIExpression(), !618)
  %197 = getelementptr i32, ptr %137, i64 %183, !dbg !655
  store i32 %195, ptr %197, align 4, !dbg !656, !tbaa !163
  %198 = icmp eq i64 %193, %109, !dbg !650
  br i1 %198, label %199, label %181, !dbg !651, !llvm.loop !661

199:                                              ; preds = %129, %181, %161, %103
  %200 = sext i32 %1 to i64, !dbg !662
  %201 = getelementptr inbounds i32, ptr @main.work, i64 %200, !dbg !662
  %202 = getelementptr inbounds i32, ptr %0, i64 %200, !dbg !663
  %203 = zext nneg i32 %5 to i64, !dbg !664
  %204 = shl nuw nsw i64 %203, 2, !dbg !665
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %201, ptr align 4 %202, i64 %204, i1 false), !dbg !666
  br label %205, !dbg !667

205:                                              ; preds = %3, %199
  ret void, !dbg !667
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !668 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !671 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #14

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
!139 = !DILocation(line: 0, scope: !121)
!140 = !DILocation(line: 139, column: 5, scope: !121)
!141 = !DILocation(line: 179, column: 1, scope: !2)
!142 = !DILocation(line: 0, scope: !123)
!143 = !DILocation(line: 0, scope: !126)
!144 = !DILocation(line: 141, column: 9, scope: !126)
!145 = !DILocation(line: 151, column: 9, scope: !123)
!146 = !DILocation(line: 152, column: 9, scope: !123)
!147 = !DILocalVariable(name: "a", arg: 1, scope: !148, file: !3, line: 128, type: !14)
!148 = distinct !DISubprogram(name: "checksum", scope: !3, file: !3, line: 128, type: !149, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!18, !14, !6}
!151 = !{!147, !152, !153, !154}
!152 = !DILocalVariable(name: "n", arg: 2, scope: !148, file: !3, line: 128, type: !6)
!153 = !DILocalVariable(name: "h", scope: !148, file: !3, line: 129, type: !18)
!154 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 130, type: !6)
!155 = distinct !DILexicalBlock(scope: !148, file: !3, line: 130, column: 5)
!156 = !DILocation(line: 0, scope: !148, inlinedAt: !157)
!157 = distinct !DILocation(line: 153, column: 30, scope: !123)
!158 = !DILocation(line: 0, scope: !155, inlinedAt: !157)
!159 = !DILocation(line: 130, column: 5, scope: !155, inlinedAt: !157)
!160 = !DILocation(line: 131, column: 15, scope: !161, inlinedAt: !157)
!161 = distinct !DILexicalBlock(scope: !155, file: !3, line: 130, column: 5)
!162 = !DILocation(line: 131, column: 38, scope: !161, inlinedAt: !157)
!163 = !{!164, !164, i64 0}
!164 = !{!"int", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !DILocation(line: 131, column: 28, scope: !161, inlinedAt: !157)
!168 = !DILocation(line: 131, column: 26, scope: !161, inlinedAt: !157)
!169 = !DILocation(line: 130, column: 29, scope: !161, inlinedAt: !157)
!170 = !DILocation(line: 130, column: 23, scope: !161, inlinedAt: !157)
!171 = distinct !{!171, !159, !172, !173}
!172 = !DILocation(line: 131, column: 41, scope: !155, inlinedAt: !157)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 154, column: 68, scope: !123)
!175 = !DILocation(line: 154, column: 87, scope: !123)
!176 = !DILocation(line: 155, column: 16, scope: !123)
!177 = !DILocation(line: 155, column: 28, scope: !123)
!178 = !DILocation(line: 154, column: 9, scope: !123)
!179 = !DILocation(line: 156, column: 9, scope: !123)
!180 = !DILocalVariable(name: "a", arg: 1, scope: !181, file: !3, line: 28, type: !95)
!181 = distinct !DISubprogram(name: "merge_sort", scope: !3, file: !3, line: 28, type: !93, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !182)
!182 = !{!180, !183, !184}
!183 = !DILocalVariable(name: "n", arg: 2, scope: !181, file: !3, line: 28, type: !6)
!184 = !DILocalVariable(name: "tmp", scope: !181, file: !3, line: 29, type: !95)
!185 = !DILocation(line: 0, scope: !181, inlinedAt: !186)
!186 = distinct !DILocation(line: 157, column: 9, scope: !123)
!187 = !DILocation(line: 29, column: 16, scope: !181, inlinedAt: !186)
!188 = !DILocation(line: 30, column: 5, scope: !181, inlinedAt: !186)
!189 = !DILocation(line: 31, column: 5, scope: !181, inlinedAt: !186)
!190 = !DILocation(line: 158, column: 34, scope: !123)
!191 = !DILocation(line: 158, column: 9, scope: !123)
!192 = !DILocation(line: 159, column: 9, scope: !123)
!193 = !DILocation(line: 160, column: 9, scope: !123)
!194 = !DILocation(line: 161, column: 34, scope: !123)
!195 = !DILocation(line: 161, column: 9, scope: !123)
!196 = !DILocation(line: 162, column: 9, scope: !123)
!197 = !DILocation(line: 0, scope: !92, inlinedAt: !198)
!198 = distinct !DILocation(line: 163, column: 9, scope: !123)
!199 = !DILocation(line: 0, scope: !100, inlinedAt: !198)
!200 = !DILocation(line: 75, column: 5, scope: !100, inlinedAt: !198)
!201 = !DILocation(line: 76, column: 19, scope: !102, inlinedAt: !198)
!202 = !DILocation(line: 0, scope: !102, inlinedAt: !198)
!203 = !DILocation(line: 0, scope: !105, inlinedAt: !198)
!204 = !DILocation(line: 77, column: 9, scope: !105, inlinedAt: !198)
!205 = !DILocation(line: 75, column: 29, scope: !103, inlinedAt: !198)
!206 = !DILocation(line: 75, column: 23, scope: !103, inlinedAt: !198)
!207 = distinct !{!207, !200, !208, !173}
!208 = !DILocation(line: 85, column: 5, scope: !100, inlinedAt: !198)
!209 = !DILocation(line: 78, column: 21, scope: !107, inlinedAt: !198)
!210 = !DILocation(line: 0, scope: !107, inlinedAt: !198)
!211 = !DILocation(line: 79, column: 22, scope: !107, inlinedAt: !198)
!212 = !DILocation(line: 79, column: 29, scope: !107, inlinedAt: !198)
!213 = !DILocation(line: 79, column: 36, scope: !107, inlinedAt: !198)
!214 = !DILocation(line: 79, column: 32, scope: !107, inlinedAt: !198)
!215 = !DILocation(line: 79, column: 43, scope: !107, inlinedAt: !198)
!216 = !DILocation(line: 79, column: 13, scope: !107, inlinedAt: !198)
!217 = !DILocation(line: 80, column: 17, scope: !218, inlinedAt: !198)
!218 = distinct !DILexicalBlock(scope: !107, file: !3, line: 79, column: 48)
!219 = !DILocation(line: 80, column: 22, scope: !218, inlinedAt: !198)
!220 = distinct !{!220, !216, !221, !173}
!221 = !DILocation(line: 82, column: 13, scope: !107, inlinedAt: !198)
!222 = !DILocation(line: 83, column: 13, scope: !107, inlinedAt: !198)
!223 = !DILocation(line: 83, column: 18, scope: !107, inlinedAt: !198)
!224 = !DILocation(line: 77, column: 35, scope: !108, inlinedAt: !198)
!225 = !DILocation(line: 77, column: 29, scope: !108, inlinedAt: !198)
!226 = distinct !{!226, !204, !227, !173}
!227 = !DILocation(line: 84, column: 9, scope: !105, inlinedAt: !198)
!228 = !DILocation(line: 164, column: 34, scope: !123)
!229 = !DILocation(line: 164, column: 9, scope: !123)
!230 = !DILocation(line: 165, column: 9, scope: !123)
!231 = !DILocalVariable(name: "count", scope: !232, file: !3, line: 111, type: !254)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 110, column: 49)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 110, column: 5)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 110, column: 5)
!235 = distinct !DISubprogram(name: "radix_sort", scope: !3, file: !3, line: 105, type: !93, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !236)
!236 = !{!237, !238, !239, !241, !242, !244, !231, !245, !247, !249, !251, !252}
!237 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !3, line: 105, type: !95)
!238 = !DILocalVariable(name: "n", arg: 2, scope: !235, file: !3, line: 105, type: !6)
!239 = !DILocalVariable(name: "buf", scope: !235, file: !3, line: 106, type: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!241 = !DILocalVariable(name: "src", scope: !235, file: !3, line: 107, type: !240)
!242 = !DILocalVariable(name: "i", scope: !243, file: !3, line: 108, type: !6)
!243 = distinct !DILexicalBlock(scope: !235, file: !3, line: 108, column: 5)
!244 = !DILocalVariable(name: "shift", scope: !234, file: !3, line: 110, type: !6)
!245 = !DILocalVariable(name: "i", scope: !246, file: !3, line: 112, type: !6)
!246 = distinct !DILexicalBlock(scope: !232, file: !3, line: 112, column: 9)
!247 = !DILocalVariable(name: "d", scope: !248, file: !3, line: 114, type: !6)
!248 = distinct !DILexicalBlock(scope: !232, file: !3, line: 114, column: 9)
!249 = !DILocalVariable(name: "i", scope: !250, file: !3, line: 116, type: !6)
!250 = distinct !DILexicalBlock(scope: !232, file: !3, line: 116, column: 9)
!251 = !DILocalVariable(name: "t", scope: !232, file: !3, line: 118, type: !240)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 122, type: !6)
!253 = distinct !DILexicalBlock(scope: !235, file: !3, line: 122, column: 5)
!254 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8224, elements: !255)
!255 = !{!256}
!256 = !DISubrange(count: 257)
!257 = !DILocation(line: 0, scope: !232, inlinedAt: !258)
!258 = distinct !DILocation(line: 166, column: 9, scope: !123)
!259 = !DILocation(line: 0, scope: !235, inlinedAt: !258)
!260 = !DILocation(line: 106, column: 21, scope: !235, inlinedAt: !258)
!261 = !DILocation(line: 107, column: 21, scope: !235, inlinedAt: !258)
!262 = !DILocation(line: 0, scope: !243, inlinedAt: !258)
!263 = !DILocation(line: 108, column: 5, scope: !243, inlinedAt: !258)
!264 = !DILocation(line: 108, column: 29, scope: !265, inlinedAt: !258)
!265 = distinct !DILexicalBlock(scope: !243, file: !3, line: 108, column: 5)
!266 = !DILocation(line: 109, column: 28, scope: !265, inlinedAt: !258)
!267 = !DILocation(line: 109, column: 33, scope: !265, inlinedAt: !258)
!268 = !DILocation(line: 109, column: 9, scope: !265, inlinedAt: !258)
!269 = !DILocation(line: 109, column: 16, scope: !265, inlinedAt: !258)
!270 = distinct !{!270, !263, !271, !173, !272, !273}
!271 = !DILocation(line: 109, column: 35, scope: !243, inlinedAt: !258)
!272 = !{!"llvm.loop.isvectorized", i32 1}
!273 = !{!"llvm.loop.unroll.runtime.disable"}
!274 = !DILocation(line: 0, scope: !234, inlinedAt: !258)
!275 = !DILocation(line: 111, column: 9, scope: !232, inlinedAt: !258)
!276 = !DILocation(line: 111, column: 13, scope: !232, inlinedAt: !258)
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 0, scope: !246, inlinedAt: !258)
!279 = !DILocation(line: 112, column: 9, scope: !246, inlinedAt: !258)
!280 = !DILocation(line: 113, column: 21, scope: !281, inlinedAt: !258)
!281 = distinct !DILexicalBlock(scope: !246, file: !3, line: 112, column: 9)
!282 = !DILocation(line: 113, column: 38, scope: !281, inlinedAt: !258)
!283 = !DILocation(line: 113, column: 46, scope: !281, inlinedAt: !258)
!284 = !DILocation(line: 113, column: 13, scope: !281, inlinedAt: !258)
!285 = !DILocation(line: 113, column: 50, scope: !281, inlinedAt: !258)
!286 = !DILocation(line: 112, column: 33, scope: !281, inlinedAt: !258)
!287 = !DILocation(line: 112, column: 27, scope: !281, inlinedAt: !258)
!288 = distinct !{!288, !279, !289, !173}
!289 = !DILocation(line: 113, column: 50, scope: !246, inlinedAt: !258)
!290 = !DILocation(line: 115, column: 29, scope: !291, inlinedAt: !258)
!291 = distinct !DILexicalBlock(scope: !248, file: !3, line: 114, column: 9)
!292 = !DILocation(line: 0, scope: !248, inlinedAt: !258)
!293 = !DILocation(line: 115, column: 21, scope: !291, inlinedAt: !258)
!294 = !DILocation(line: 115, column: 13, scope: !291, inlinedAt: !258)
!295 = !DILocation(line: 115, column: 26, scope: !291, inlinedAt: !258)
!296 = !DILocation(line: 114, column: 27, scope: !291, inlinedAt: !258)
!297 = !DILocation(line: 114, column: 9, scope: !248, inlinedAt: !258)
!298 = distinct !{!298, !297, !299, !173}
!299 = !DILocation(line: 115, column: 36, scope: !248, inlinedAt: !258)
!300 = !DILocation(line: 121, column: 5, scope: !233, inlinedAt: !258)
!301 = !DILocation(line: 113, column: 28, scope: !281, inlinedAt: !258)
!302 = distinct !{!302, !279, !289, !173}
!303 = distinct !{!303, !297, !299, !173}
!304 = !DILocation(line: 0, scope: !250, inlinedAt: !258)
!305 = !DILocation(line: 117, column: 54, scope: !306, inlinedAt: !258)
!306 = distinct !DILexicalBlock(scope: !250, file: !3, line: 116, column: 9)
!307 = !DILocation(line: 117, column: 31, scope: !306, inlinedAt: !258)
!308 = !DILocation(line: 117, column: 41, scope: !306, inlinedAt: !258)
!309 = !DILocation(line: 117, column: 17, scope: !306, inlinedAt: !258)
!310 = !DILocation(line: 117, column: 48, scope: !306, inlinedAt: !258)
!311 = !DILocation(line: 117, column: 13, scope: !306, inlinedAt: !258)
!312 = !DILocation(line: 117, column: 52, scope: !306, inlinedAt: !258)
!313 = !DILocation(line: 116, column: 33, scope: !306, inlinedAt: !258)
!314 = !DILocation(line: 116, column: 27, scope: !306, inlinedAt: !258)
!315 = !DILocation(line: 116, column: 9, scope: !250, inlinedAt: !258)
!316 = distinct !{!316, !315, !317, !173}
!317 = !DILocation(line: 117, column: 59, scope: !250, inlinedAt: !258)
!318 = distinct !{!318, !279, !289, !173}
!319 = distinct !{!319, !297, !299, !173}
!320 = distinct !{!320, !315, !317, !173}
!321 = distinct !{!321, !279, !289, !173}
!322 = distinct !{!322, !297, !299, !173}
!323 = distinct !{!323, !315, !317, !173}
!324 = !DILocation(line: 0, scope: !253, inlinedAt: !258)
!325 = !DILocation(line: 122, column: 5, scope: !253, inlinedAt: !258)
!326 = !DILocation(line: 122, column: 29, scope: !327, inlinedAt: !258)
!327 = distinct !DILexicalBlock(scope: !253, file: !3, line: 122, column: 5)
!328 = !DILocation(line: 123, column: 22, scope: !327, inlinedAt: !258)
!329 = !DILocation(line: 123, column: 29, scope: !327, inlinedAt: !258)
!330 = !DILocation(line: 123, column: 9, scope: !327, inlinedAt: !258)
!331 = !DILocation(line: 123, column: 14, scope: !327, inlinedAt: !258)
!332 = distinct !{!332, !325, !333, !173, !272, !273}
!333 = !DILocation(line: 123, column: 42, scope: !253, inlinedAt: !258)
!334 = distinct !{!334, !315, !317, !173}
!335 = !DILocation(line: 124, column: 5, scope: !235, inlinedAt: !258)
!336 = !DILocation(line: 125, column: 5, scope: !235, inlinedAt: !258)
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
!372 = distinct !{!372, !144, !373, !173}
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
!393 = !DILocation(line: 0, scope: !383, inlinedAt: !392)
!394 = !DILocation(line: 89, column: 14, scope: !377, inlinedAt: !392)
!395 = !DILocation(line: 90, column: 5, scope: !383, inlinedAt: !392)
!396 = !DILocation(line: 91, column: 13, scope: !397, inlinedAt: !392)
!397 = distinct !DILexicalBlock(scope: !398, file: !3, line: 91, column: 13)
!398 = distinct !DILexicalBlock(scope: !399, file: !3, line: 90, column: 33)
!399 = distinct !DILexicalBlock(scope: !383, file: !3, line: 90, column: 5)
!400 = !DILocation(line: 91, column: 13, scope: !398, inlinedAt: !392)
!401 = !DILocation(line: 92, column: 13, scope: !398, inlinedAt: !392)
!402 = distinct !{!402, !395, !403, !173, !272, !273}
!403 = !DILocation(line: 93, column: 5, scope: !383, inlinedAt: !392)
!404 = !DILocation(line: 94, column: 20, scope: !377, inlinedAt: !392)
!405 = !DILocation(line: 94, column: 25, scope: !377, inlinedAt: !392)
!406 = !DILocation(line: 95, column: 25, scope: !377, inlinedAt: !392)
!407 = !DILocation(line: 95, column: 18, scope: !377, inlinedAt: !392)
!408 = !DILocation(line: 0, scope: !387, inlinedAt: !392)
!409 = !DILocation(line: 96, column: 5, scope: !387, inlinedAt: !392)
!410 = !DILocation(line: 0, scope: !390, inlinedAt: !392)
!411 = !DILocation(line: 99, column: 23, scope: !412, inlinedAt: !392)
!412 = distinct !DILexicalBlock(scope: !390, file: !3, line: 99, column: 5)
!413 = !DILocation(line: 99, column: 5, scope: !390, inlinedAt: !392)
!414 = !DILocation(line: 97, column: 15, scope: !415, inlinedAt: !392)
!415 = distinct !DILexicalBlock(scope: !387, file: !3, line: 96, column: 5)
!416 = !DILocation(line: 97, column: 20, scope: !415, inlinedAt: !392)
!417 = !DILocation(line: 97, column: 9, scope: !415, inlinedAt: !392)
!418 = !DILocation(line: 97, column: 25, scope: !415, inlinedAt: !392)
!419 = !DILocation(line: 96, column: 29, scope: !415, inlinedAt: !392)
!420 = !DILocation(line: 96, column: 23, scope: !415, inlinedAt: !392)
!421 = distinct !{!421, !409, !422, !173}
!422 = !DILocation(line: 97, column: 25, scope: !387, inlinedAt: !392)
!423 = !DILocation(line: 100, column: 9, scope: !412, inlinedAt: !392)
!424 = !DILocation(line: 101, column: 13, scope: !412, inlinedAt: !392)
!425 = !DILocation(line: 101, column: 20, scope: !412, inlinedAt: !392)
!426 = distinct !{!426, !423, !427, !173, !272, !273}
!427 = !DILocation(line: 101, column: 26, scope: !412, inlinedAt: !392)
!428 = !DILocation(line: 100, column: 24, scope: !412, inlinedAt: !392)
!429 = !DILocation(line: 101, column: 16, scope: !412, inlinedAt: !392)
!430 = distinct !{!430, !423, !427, !173, !273, !272}
!431 = !DILocation(line: 99, column: 33, scope: !412, inlinedAt: !392)
!432 = distinct !{!432, !413, !433, !173}
!433 = !DILocation(line: 101, column: 26, scope: !390, inlinedAt: !392)
!434 = !DILocation(line: 102, column: 5, scope: !377, inlinedAt: !392)
!435 = !DILocation(line: 171, column: 38, scope: !375)
!436 = !DILocation(line: 171, column: 13, scope: !375)
!437 = !DILocation(line: 172, column: 9, scope: !375)
!438 = !DILocation(line: 173, column: 9, scope: !123)
!439 = !DILocation(line: 0, scope: !129)
!440 = !DILocation(line: 175, column: 27, scope: !441)
!441 = distinct !DILexicalBlock(scope: !129, file: !3, line: 174, column: 9)
!442 = !DILocation(line: 175, column: 13, scope: !441)
!443 = !DILocation(line: 176, column: 9, scope: !123)
!444 = !DILocation(line: 139, column: 29, scope: !124)
!445 = !DILocation(line: 139, column: 23, scope: !124)
!446 = distinct !{!446, !140, !447, !173}
!447 = !DILocation(line: 177, column: 5, scope: !121)
!448 = !DISubprogram(name: "qsort", scope: !449, file: !449, line: 851, type: !450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!450 = !DISubroutineType(types: !451)
!451 = !{null, !452, !16, !16, !453}
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!453 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !449, line: 829, baseType: !454)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 64)
!455 = !DISubroutineType(types: !456)
!456 = !{!6, !457, !457}
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!459 = distinct !DISubprogram(name: "cmp_int", scope: !3, file: !3, line: 7, type: !455, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !460)
!460 = !{!461, !462, !463, !464}
!461 = !DILocalVariable(name: "a", arg: 1, scope: !459, file: !3, line: 7, type: !457)
!462 = !DILocalVariable(name: "b", arg: 2, scope: !459, file: !3, line: 7, type: !457)
!463 = !DILocalVariable(name: "x", scope: !459, file: !3, line: 8, type: !6)
!464 = !DILocalVariable(name: "y", scope: !459, file: !3, line: 8, type: !6)
!465 = !DILocation(line: 0, scope: !459)
!466 = !DILocation(line: 8, column: 13, scope: !459)
!467 = !DILocation(line: 8, column: 34, scope: !459)
!468 = !DILocation(line: 9, column: 15, scope: !459)
!469 = !DILocation(line: 9, column: 25, scope: !459)
!470 = !DILocation(line: 9, column: 20, scope: !459)
!471 = !DILocation(line: 9, column: 5, scope: !459)
!472 = !DISubprogram(name: "printf", scope: !473, file: !473, line: 356, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!474 = !DISubroutineType(types: !475)
!475 = !{!6, !476, null}
!476 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!477 = distinct !DISubprogram(name: "quick_sort", scope: !3, file: !3, line: 40, type: !478, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !480)
!478 = !DISubroutineType(cc: DW_CC_nocall, types: !479)
!479 = !{null, !95, !6, !6}
!480 = !{!481, !482, !483, !484, !489, !492, !493, !494, !495}
!481 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !3, line: 40, type: !95)
!482 = !DILocalVariable(name: "lo", arg: 2, scope: !477, file: !3, line: 40, type: !6)
!483 = !DILocalVariable(name: "hi", arg: 3, scope: !477, file: !3, line: 40, type: !6)
!484 = !DILocalVariable(name: "i", scope: !485, file: !3, line: 43, type: !6)
!485 = distinct !DILexicalBlock(scope: !486, file: !3, line: 43, column: 13)
!486 = distinct !DILexicalBlock(scope: !487, file: !3, line: 42, column: 27)
!487 = distinct !DILexicalBlock(scope: !488, file: !3, line: 42, column: 13)
!488 = distinct !DILexicalBlock(scope: !477, file: !3, line: 41, column: 21)
!489 = !DILocalVariable(name: "j", scope: !490, file: !3, line: 44, type: !6)
!490 = distinct !DILexicalBlock(scope: !491, file: !3, line: 44, column: 17)
!491 = distinct !DILexicalBlock(scope: !485, file: !3, line: 43, column: 13)
!492 = !DILocalVariable(name: "mid", scope: !488, file: !3, line: 48, type: !6)
!493 = !DILocalVariable(name: "pivot", scope: !488, file: !3, line: 52, type: !6)
!494 = !DILocalVariable(name: "i", scope: !488, file: !3, line: 53, type: !6)
!495 = !DILocalVariable(name: "j", scope: !488, file: !3, line: 53, type: !6)
!496 = !DILocation(line: 0, scope: !477)
!497 = !DILocation(line: 41, column: 15, scope: !477)
!498 = !DILocation(line: 41, column: 5, scope: !477)
!499 = !DILocation(line: 42, column: 16, scope: !487)
!500 = !DILocation(line: 42, column: 21, scope: !487)
!501 = !DILocation(line: 42, column: 13, scope: !488)
!502 = !DILocation(line: 43, column: 36, scope: !491)
!503 = !DILocation(line: 43, column: 13, scope: !485)
!504 = !DILocation(line: 43, scope: !485)
!505 = !DILocation(line: 0, scope: !490)
!506 = !DILocation(line: 44, column: 35, scope: !507)
!507 = distinct !DILexicalBlock(scope: !490, file: !3, line: 44, column: 17)
!508 = !DILocation(line: 44, column: 40, scope: !507)
!509 = !DILocation(line: 44, column: 43, scope: !507)
!510 = !DILocation(line: 44, column: 54, scope: !507)
!511 = !DILocation(line: 44, column: 52, scope: !507)
!512 = !DILocation(line: 44, column: 17, scope: !490)
!513 = !DILocation(line: 0, scope: !485)
!514 = distinct !{!514, !503, !515, !173}
!515 = !DILocation(line: 45, column: 42, scope: !485)
!516 = !DILocalVariable(name: "a", arg: 1, scope: !517, file: !3, line: 34, type: !95)
!517 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 34, type: !518, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !520)
!518 = !DISubroutineType(types: !519)
!519 = !{null, !95, !95}
!520 = !{!516, !521, !522}
!521 = !DILocalVariable(name: "b", arg: 2, scope: !517, file: !3, line: 34, type: !95)
!522 = !DILocalVariable(name: "t", scope: !517, file: !3, line: 35, type: !6)
!523 = !DILocation(line: 0, scope: !517, inlinedAt: !524)
!524 = distinct !DILocation(line: 45, column: 21, scope: !507)
!525 = !DILocation(line: 36, column: 8, scope: !517, inlinedAt: !524)
!526 = !DILocation(line: 37, column: 8, scope: !517, inlinedAt: !524)
!527 = !DILocation(line: 44, column: 61, scope: !507)
!528 = distinct !{!528, !512, !529, !173}
!529 = !DILocation(line: 45, column: 42, scope: !490)
!530 = !DILocation(line: 48, column: 34, scope: !488)
!531 = !DILocation(line: 48, column: 22, scope: !488)
!532 = !DILocation(line: 0, scope: !488)
!533 = !DILocation(line: 49, column: 13, scope: !534)
!534 = distinct !DILexicalBlock(scope: !488, file: !3, line: 49, column: 13)
!535 = !DILocation(line: 49, column: 22, scope: !534)
!536 = !DILocation(line: 49, column: 20, scope: !534)
!537 = !DILocation(line: 49, column: 13, scope: !488)
!538 = !DILocation(line: 0, scope: !517, inlinedAt: !539)
!539 = distinct !DILocation(line: 49, column: 29, scope: !534)
!540 = !DILocation(line: 36, column: 8, scope: !517, inlinedAt: !539)
!541 = !DILocation(line: 37, column: 8, scope: !517, inlinedAt: !539)
!542 = !DILocation(line: 49, column: 29, scope: !534)
!543 = !DILocation(line: 50, column: 21, scope: !544)
!544 = distinct !DILexicalBlock(scope: !488, file: !3, line: 50, column: 13)
!545 = !DILocation(line: 50, column: 13, scope: !544)
!546 = !DILocation(line: 50, column: 19, scope: !544)
!547 = !DILocation(line: 50, column: 13, scope: !488)
!548 = !DILocation(line: 0, scope: !517, inlinedAt: !549)
!549 = distinct !DILocation(line: 50, column: 28, scope: !544)
!550 = !DILocation(line: 36, column: 8, scope: !517, inlinedAt: !549)
!551 = !DILocation(line: 37, column: 8, scope: !517, inlinedAt: !549)
!552 = !DILocation(line: 51, column: 13, scope: !553)
!553 = distinct !DILexicalBlock(scope: !488, file: !3, line: 51, column: 13)
!554 = !DILocation(line: 50, column: 28, scope: !544)
!555 = !DILocation(line: 51, column: 21, scope: !553)
!556 = !DILocation(line: 51, column: 19, scope: !553)
!557 = !DILocation(line: 51, column: 13, scope: !488)
!558 = !DILocation(line: 0, scope: !517, inlinedAt: !559)
!559 = distinct !DILocation(line: 51, column: 29, scope: !553)
!560 = !DILocation(line: 36, column: 8, scope: !517, inlinedAt: !559)
!561 = !DILocation(line: 37, column: 8, scope: !517, inlinedAt: !559)
!562 = !DILocation(line: 51, column: 29, scope: !553)
!563 = !DILocation(line: 52, column: 21, scope: !488)
!564 = !DILocation(line: 54, column: 18, scope: !488)
!565 = !DILocation(line: 54, column: 9, scope: !488)
!566 = !DILocation(line: 55, column: 13, scope: !567)
!567 = distinct !DILexicalBlock(scope: !488, file: !3, line: 54, column: 24)
!568 = !DILocation(line: 55, column: 20, scope: !567)
!569 = !DILocation(line: 55, column: 25, scope: !567)
!570 = !DILocation(line: 55, column: 35, scope: !567)
!571 = distinct !{!571, !566, !570, !173}
!572 = !DILocation(line: 56, column: 13, scope: !567)
!573 = !DILocation(line: 56, column: 20, scope: !567)
!574 = !DILocation(line: 56, column: 25, scope: !567)
!575 = !DILocation(line: 56, column: 35, scope: !567)
!576 = distinct !{!576, !572, !575, !173}
!577 = !DILocation(line: 57, column: 19, scope: !578)
!578 = distinct !DILexicalBlock(scope: !567, file: !3, line: 57, column: 17)
!579 = !DILocation(line: 57, column: 17, scope: !567)
!580 = !DILocation(line: 0, scope: !517, inlinedAt: !581)
!581 = distinct !DILocation(line: 58, column: 17, scope: !582)
!582 = distinct !DILexicalBlock(scope: !578, file: !3, line: 57, column: 25)
!583 = !DILocation(line: 36, column: 8, scope: !517, inlinedAt: !581)
!584 = !DILocation(line: 37, column: 8, scope: !517, inlinedAt: !581)
!585 = !DILocation(line: 59, column: 18, scope: !582)
!586 = !DILocation(line: 60, column: 18, scope: !582)
!587 = !DILocation(line: 61, column: 13, scope: !582)
!588 = distinct !{!588, !565, !589, !173}
!589 = !DILocation(line: 62, column: 9, scope: !488)
!590 = !DILocation(line: 63, column: 15, scope: !591)
!591 = distinct !DILexicalBlock(scope: !488, file: !3, line: 63, column: 13)
!592 = !DILocation(line: 63, column: 25, scope: !591)
!593 = !DILocation(line: 63, column: 20, scope: !591)
!594 = !DILocation(line: 63, column: 13, scope: !488)
!595 = !DILocation(line: 64, column: 13, scope: !596)
!596 = distinct !DILexicalBlock(scope: !591, file: !3, line: 63, column: 30)
!597 = !DILocation(line: 66, column: 9, scope: !596)
!598 = !DILocation(line: 67, column: 13, scope: !599)
!599 = distinct !DILexicalBlock(scope: !591, file: !3, line: 66, column: 16)
!600 = distinct !{!600, !498, !601, !173}
!601 = !DILocation(line: 70, column: 5, scope: !477)
!602 = !DILocation(line: 71, column: 1, scope: !477)
!603 = !DISubprogram(name: "malloc", scope: !449, file: !449, line: 553, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DISubroutineType(types: !605)
!605 = !{!452, !16}
!606 = distinct !DISubprogram(name: "merge_sort_rec", scope: !3, file: !3, line: 12, type: !607, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !609)
!607 = !DISubroutineType(cc: DW_CC_nocall, types: !608)
!608 = !{null, !95, !95, !6, !6}
!609 = !{!610, !611, !612, !613, !614, !615, !616, !617}
!610 = !DILocalVariable(name: "a", arg: 1, scope: !606, file: !3, line: 12, type: !95)
!611 = !DILocalVariable(name: "tmp", arg: 2, scope: !606, file: !3, line: 12, type: !95)
!612 = !DILocalVariable(name: "lo", arg: 3, scope: !606, file: !3, line: 12, type: !6)
!613 = !DILocalVariable(name: "hi", arg: 4, scope: !606, file: !3, line: 12, type: !6)
!614 = !DILocalVariable(name: "mid", scope: !606, file: !3, line: 15, type: !6)
!615 = !DILocalVariable(name: "i", scope: !606, file: !3, line: 18, type: !6)
!616 = !DILocalVariable(name: "j", scope: !606, file: !3, line: 18, type: !6)
!617 = !DILocalVariable(name: "k", scope: !606, file: !3, line: 18, type: !6)
!618 = !DILocation(line: 0, scope: !606)
!619 = !DILocation(line: 13, column: 12, scope: !620)
!620 = distinct !DILexicalBlock(scope: !606, file: !3, line: 13, column: 9)
!621 = !DILocation(line: 13, column: 17, scope: !620)
!622 = !DILocation(line: 13, column: 9, scope: !606)
!623 = !DILocation(line: 15, column: 30, scope: !606)
!624 = !DILocation(line: 15, column: 18, scope: !606)
!625 = !DILocation(line: 16, column: 5, scope: !606)
!626 = !DILocation(line: 17, column: 5, scope: !606)
!627 = !DILocation(line: 19, column: 20, scope: !606)
!628 = !DILocation(line: 19, column: 5, scope: !606)
!629 = !DILocation(line: 21, column: 14, scope: !606)
!630 = !DILocation(line: 18, column: 9, scope: !606)
!631 = !DILocation(line: 21, column: 5, scope: !606)
!632 = !DILocation(line: 22, column: 23, scope: !606)
!633 = !DILocation(line: 22, column: 20, scope: !606)
!634 = !DILocation(line: 22, column: 14, scope: !606)
!635 = !DILocation(line: 22, column: 9, scope: !606)
!636 = !DILocation(line: 22, column: 18, scope: !606)
!637 = distinct !{!637, !638}
!638 = !{!"llvm.loop.unroll.disable"}
!639 = distinct !{!639, !631, !640, !173, !272, !273}
!640 = !DILocation(line: 22, column: 25, scope: !606)
!641 = !DILocation(line: 20, column: 20, scope: !606)
!642 = !DILocation(line: 20, column: 27, scope: !606)
!643 = !DILocation(line: 20, column: 25, scope: !606)
!644 = !DILocation(line: 20, column: 14, scope: !606)
!645 = !DILocation(line: 20, column: 9, scope: !606)
!646 = !DILocation(line: 20, column: 18, scope: !606)
!647 = !DILocation(line: 19, column: 14, scope: !606)
!648 = distinct !{!648, !628, !649, !173}
!649 = !DILocation(line: 20, column: 48, scope: !606)
!650 = !DILocation(line: 23, column: 14, scope: !606)
!651 = !DILocation(line: 23, column: 5, scope: !606)
!652 = !DILocation(line: 24, column: 23, scope: !606)
!653 = !DILocation(line: 24, column: 20, scope: !606)
!654 = !DILocation(line: 24, column: 14, scope: !606)
!655 = !DILocation(line: 24, column: 9, scope: !606)
!656 = !DILocation(line: 24, column: 18, scope: !606)
!657 = distinct !{!657, !638}
!658 = distinct !{!658, !651, !659, !173, !272, !273}
!659 = !DILocation(line: 24, column: 25, scope: !606)
!660 = distinct !{!660, !631, !640, !173, !272}
!661 = distinct !{!661, !651, !659, !173, !272}
!662 = !DILocation(line: 25, column: 14, scope: !606)
!663 = !DILocation(line: 25, column: 24, scope: !606)
!664 = !DILocation(line: 25, column: 30, scope: !606)
!665 = !DILocation(line: 25, column: 48, scope: !606)
!666 = !DILocation(line: 25, column: 5, scope: !606)
!667 = !DILocation(line: 26, column: 1, scope: !606)
!668 = !DISubprogram(name: "free", scope: !449, file: !449, line: 568, type: !669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DISubroutineType(types: !670)
!670 = !{null, !452}
!671 = !DISubprogram(name: "calloc", scope: !449, file: !449, line: 556, type: !672, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DISubroutineType(types: !673)
!673 = !{!452, !16, !16}
