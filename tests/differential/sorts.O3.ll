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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [257 x i32], align 16, !DIAssignID !138
    #dbg_value(i32 0, !120, !DIExpression(), !139)
  br label %3, !dbg !140

2:                                                ; preds = %787
  ret i32 0, !dbg !141

3:                                                ; preds = %0, %787
  %4 = phi i64 [ 0, %0 ], [ %806, %787 ]
    #dbg_value(i64 %4, !120, !DIExpression(), !139)
    #dbg_value(i64 %4, !122, !DIExpression(DW_OP_plus_uconst, 31337, DW_OP_stack_value), !142)
    #dbg_value(i32 0, !125, !DIExpression(), !143)
  %5 = trunc i64 %4 to i32, !dbg !144
  %6 = add i32 %5, 31337, !dbg !144
  %7 = trunc nuw nsw i64 %4 to i32
  br label %637, !dbg !144

8:                                                ; preds = %668
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
    #dbg_value(i64 0, !99, !DIExpression(), !199)
    #dbg_value(i32 701, !101, !DIExpression(), !200)
    #dbg_value(i32 701, !104, !DIExpression(), !201)
  br label %240, !dbg !202

55:                                               ; preds = %262, %93
  %56 = phi i32 [ %99, %93 ], [ 0, %262 ]
  %57 = phi i64 [ %97, %93 ], [ 301, %262 ]
  %58 = urem i32 %56, 301, !dbg !203
    #dbg_value(i64 %57, !104, !DIExpression(), !201)
  %59 = getelementptr inbounds i32, ptr @main.work, i64 %57, !dbg !203
  %60 = load i32, ptr %59, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %60, !106, !DIExpression(), !204)
    #dbg_value(i64 %57, !109, !DIExpression(), !204)
    #dbg_value(i64 %57, !109, !DIExpression(), !204)
  %61 = add nsw i64 %57, -301, !dbg !205
  %62 = getelementptr inbounds i32, ptr @main.work, i64 %61, !dbg !206
  %63 = load i32, ptr %62, align 4, !dbg !206, !tbaa !163
  %64 = icmp sgt i32 %63, %60, !dbg !207
  br i1 %64, label %65, label %90, !dbg !208

65:                                               ; preds = %55
  %66 = getelementptr inbounds i32, ptr @main.work, i64 %57, !dbg !209
  store i32 %63, ptr %66, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %61, !109, !DIExpression(), !204)
  %67 = icmp ult i64 %57, 602, !dbg !212
  br i1 %67, label %93, label %68, !dbg !213, !llvm.loop !214

68:                                               ; preds = %65
    #dbg_value(i64 %61, !109, !DIExpression(), !204)
  %69 = add nsw i64 %57, -602, !dbg !205
  %70 = getelementptr inbounds i32, ptr @main.work, i64 %69, !dbg !206
  %71 = load i32, ptr %70, align 4, !dbg !206, !tbaa !163
  %72 = icmp sgt i32 %71, %60, !dbg !207
  br i1 %72, label %73, label %90, !dbg !208

73:                                               ; preds = %68
  %74 = getelementptr inbounds i32, ptr @main.work, i64 %61, !dbg !209
  store i32 %71, ptr %74, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %69, !109, !DIExpression(), !204)
  %75 = icmp ult i64 %57, 903, !dbg !212
  br i1 %75, label %93, label %76, !dbg !213, !llvm.loop !214

76:                                               ; preds = %73
    #dbg_value(i64 %69, !109, !DIExpression(), !204)
  %77 = add nsw i64 %57, -903, !dbg !205
  %78 = getelementptr inbounds i32, ptr @main.work, i64 %77, !dbg !206
  %79 = load i32, ptr %78, align 4, !dbg !206, !tbaa !163
  %80 = icmp sgt i32 %79, %60, !dbg !207
  br i1 %80, label %81, label %90, !dbg !208

81:                                               ; preds = %76
  %82 = getelementptr inbounds i32, ptr @main.work, i64 %69, !dbg !209
  store i32 %79, ptr %82, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %77, !109, !DIExpression(), !204)
  %83 = icmp ult i64 %57, 1204, !dbg !212
  br i1 %83, label %93, label %84, !dbg !213, !llvm.loop !214

84:                                               ; preds = %81
    #dbg_value(i64 %77, !109, !DIExpression(), !204)
  %85 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 -4816), i64 %57, !dbg !206
  %86 = load i32, ptr %85, align 4, !dbg !206, !tbaa !163
  %87 = icmp sgt i32 %86, %60, !dbg !207
  br i1 %87, label %88, label %90, !dbg !208

88:                                               ; preds = %84
  %89 = getelementptr inbounds i32, ptr @main.work, i64 %77, !dbg !209
  store i32 %86, ptr %89, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %57, !109, !DIExpression(DW_OP_constu, 1204, DW_OP_minus, DW_OP_stack_value), !204)
  br label %93

90:                                               ; preds = %84, %76, %68, %55
  %91 = phi i64 [ %57, %55 ], [ %61, %68 ], [ %69, %76 ], [ %77, %84 ]
  %92 = trunc nsw i64 %91 to i32
  br label %93, !dbg !216

93:                                               ; preds = %65, %73, %81, %88, %90
  %94 = phi i32 [ %92, %90 ], [ %58, %88 ], [ %58, %81 ], [ %58, %73 ], [ %58, %65 ]
  %95 = sext i32 %94 to i64, !dbg !216
  %96 = getelementptr inbounds i32, ptr @main.work, i64 %95, !dbg !216
  store i32 %60, ptr %96, align 4, !dbg !217, !tbaa !163
  %97 = add nuw nsw i64 %57, 1, !dbg !218
    #dbg_value(i64 %97, !104, !DIExpression(), !201)
  %98 = icmp eq i64 %97, 1500, !dbg !219
  %99 = add nuw nsw i32 %56, 1, !dbg !202
  br i1 %98, label %100, label %55, !dbg !202, !llvm.loop !220

100:                                              ; preds = %93, %117
  %101 = phi i32 [ %123, %117 ], [ 0, %93 ]
  %102 = phi i64 [ %121, %117 ], [ 132, %93 ]
  %103 = urem i32 %101, 132, !dbg !203
    #dbg_value(i64 %102, !104, !DIExpression(), !201)
  %104 = getelementptr inbounds i32, ptr @main.work, i64 %102, !dbg !203
  %105 = load i32, ptr %104, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %105, !106, !DIExpression(), !204)
    #dbg_value(i64 %102, !109, !DIExpression(), !204)
  br label %106, !dbg !208

106:                                              ; preds = %112, %100
  %107 = phi i64 [ %108, %112 ], [ %102, %100 ]
    #dbg_value(i64 %107, !109, !DIExpression(), !204)
  %108 = add nsw i64 %107, -132, !dbg !205
  %109 = getelementptr inbounds i32, ptr @main.work, i64 %108, !dbg !206
  %110 = load i32, ptr %109, align 4, !dbg !206, !tbaa !163
  %111 = icmp sgt i32 %110, %105, !dbg !207
  br i1 %111, label %112, label %115, !dbg !208

112:                                              ; preds = %106
  %113 = getelementptr inbounds i32, ptr @main.work, i64 %107, !dbg !209
  store i32 %110, ptr %113, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %108, !109, !DIExpression(), !204)
  %114 = icmp slt i64 %107, 264, !dbg !212
  br i1 %114, label %117, label %106, !dbg !213, !llvm.loop !222

115:                                              ; preds = %106
  %116 = trunc nsw i64 %107 to i32
  br label %117, !dbg !216

117:                                              ; preds = %112, %115
  %118 = phi i32 [ %116, %115 ], [ %103, %112 ]
  %119 = sext i32 %118 to i64, !dbg !216
  %120 = getelementptr inbounds i32, ptr @main.work, i64 %119, !dbg !216
  store i32 %105, ptr %120, align 4, !dbg !217, !tbaa !163
  %121 = add nuw nsw i64 %102, 1, !dbg !218
    #dbg_value(i64 %121, !104, !DIExpression(), !201)
  %122 = icmp eq i64 %121, 1500, !dbg !219
  %123 = add nuw nsw i32 %101, 1, !dbg !202
  br i1 %122, label %124, label %100, !dbg !202, !llvm.loop !223

124:                                              ; preds = %117, %141
  %125 = phi i32 [ %147, %141 ], [ 0, %117 ]
  %126 = phi i64 [ %145, %141 ], [ 57, %117 ]
  %127 = urem i32 %125, 57, !dbg !203
    #dbg_value(i64 %126, !104, !DIExpression(), !201)
  %128 = getelementptr inbounds i32, ptr @main.work, i64 %126, !dbg !203
  %129 = load i32, ptr %128, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %129, !106, !DIExpression(), !204)
    #dbg_value(i64 %126, !109, !DIExpression(), !204)
  br label %130, !dbg !208

130:                                              ; preds = %136, %124
  %131 = phi i64 [ %132, %136 ], [ %126, %124 ]
    #dbg_value(i64 %131, !109, !DIExpression(), !204)
  %132 = add nsw i64 %131, -57, !dbg !205
  %133 = getelementptr inbounds i32, ptr @main.work, i64 %132, !dbg !206
  %134 = load i32, ptr %133, align 4, !dbg !206, !tbaa !163
  %135 = icmp sgt i32 %134, %129, !dbg !207
  br i1 %135, label %136, label %139, !dbg !208

136:                                              ; preds = %130
  %137 = getelementptr inbounds i32, ptr @main.work, i64 %131, !dbg !209
  store i32 %134, ptr %137, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %132, !109, !DIExpression(), !204)
  %138 = icmp slt i64 %131, 114, !dbg !212
  br i1 %138, label %141, label %130, !dbg !213, !llvm.loop !224

139:                                              ; preds = %130
  %140 = trunc nsw i64 %131 to i32
  br label %141, !dbg !216

141:                                              ; preds = %136, %139
  %142 = phi i32 [ %140, %139 ], [ %127, %136 ]
  %143 = sext i32 %142 to i64, !dbg !216
  %144 = getelementptr inbounds i32, ptr @main.work, i64 %143, !dbg !216
  store i32 %129, ptr %144, align 4, !dbg !217, !tbaa !163
  %145 = add nuw nsw i64 %126, 1, !dbg !218
    #dbg_value(i64 %145, !104, !DIExpression(), !201)
  %146 = icmp eq i64 %145, 1500, !dbg !219
  %147 = add nuw nsw i32 %125, 1, !dbg !202
  br i1 %146, label %148, label %124, !dbg !202, !llvm.loop !225

148:                                              ; preds = %141, %165
  %149 = phi i32 [ %171, %165 ], [ 0, %141 ]
  %150 = phi i64 [ %169, %165 ], [ 23, %141 ]
  %151 = urem i32 %149, 23, !dbg !203
    #dbg_value(i64 %150, !104, !DIExpression(), !201)
  %152 = getelementptr inbounds i32, ptr @main.work, i64 %150, !dbg !203
  %153 = load i32, ptr %152, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %153, !106, !DIExpression(), !204)
    #dbg_value(i64 %150, !109, !DIExpression(), !204)
  br label %154, !dbg !208

154:                                              ; preds = %160, %148
  %155 = phi i64 [ %156, %160 ], [ %150, %148 ]
    #dbg_value(i64 %155, !109, !DIExpression(), !204)
  %156 = add nsw i64 %155, -23, !dbg !205
  %157 = getelementptr inbounds i32, ptr @main.work, i64 %156, !dbg !206
  %158 = load i32, ptr %157, align 4, !dbg !206, !tbaa !163
  %159 = icmp sgt i32 %158, %153, !dbg !207
  br i1 %159, label %160, label %163, !dbg !208

160:                                              ; preds = %154
  %161 = getelementptr inbounds i32, ptr @main.work, i64 %155, !dbg !209
  store i32 %158, ptr %161, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %156, !109, !DIExpression(), !204)
  %162 = icmp slt i64 %155, 46, !dbg !212
  br i1 %162, label %165, label %154, !dbg !213, !llvm.loop !226

163:                                              ; preds = %154
  %164 = trunc nsw i64 %155 to i32
  br label %165, !dbg !216

165:                                              ; preds = %160, %163
  %166 = phi i32 [ %164, %163 ], [ %151, %160 ]
  %167 = sext i32 %166 to i64, !dbg !216
  %168 = getelementptr inbounds i32, ptr @main.work, i64 %167, !dbg !216
  store i32 %153, ptr %168, align 4, !dbg !217, !tbaa !163
  %169 = add nuw nsw i64 %150, 1, !dbg !218
    #dbg_value(i64 %169, !104, !DIExpression(), !201)
  %170 = icmp eq i64 %169, 1500, !dbg !219
  %171 = add nuw nsw i32 %149, 1, !dbg !202
  br i1 %170, label %172, label %148, !dbg !202, !llvm.loop !227

172:                                              ; preds = %165, %189
  %173 = phi i32 [ %195, %189 ], [ 0, %165 ]
  %174 = phi i64 [ %193, %189 ], [ 10, %165 ]
  %175 = urem i32 %173, 10, !dbg !203
    #dbg_value(i64 %174, !104, !DIExpression(), !201)
  %176 = getelementptr inbounds i32, ptr @main.work, i64 %174, !dbg !203
  %177 = load i32, ptr %176, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %177, !106, !DIExpression(), !204)
    #dbg_value(i64 %174, !109, !DIExpression(), !204)
  br label %178, !dbg !208

178:                                              ; preds = %184, %172
  %179 = phi i64 [ %180, %184 ], [ %174, %172 ]
    #dbg_value(i64 %179, !109, !DIExpression(), !204)
  %180 = add nsw i64 %179, -10, !dbg !205
  %181 = getelementptr inbounds i32, ptr @main.work, i64 %180, !dbg !206
  %182 = load i32, ptr %181, align 4, !dbg !206, !tbaa !163
  %183 = icmp sgt i32 %182, %177, !dbg !207
  br i1 %183, label %184, label %187, !dbg !208

184:                                              ; preds = %178
  %185 = getelementptr inbounds i32, ptr @main.work, i64 %179, !dbg !209
  store i32 %182, ptr %185, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %180, !109, !DIExpression(), !204)
  %186 = icmp slt i64 %179, 20, !dbg !212
  br i1 %186, label %189, label %178, !dbg !213, !llvm.loop !228

187:                                              ; preds = %178
  %188 = trunc nsw i64 %179 to i32
  br label %189, !dbg !216

189:                                              ; preds = %184, %187
  %190 = phi i32 [ %188, %187 ], [ %175, %184 ]
  %191 = sext i32 %190 to i64, !dbg !216
  %192 = getelementptr inbounds i32, ptr @main.work, i64 %191, !dbg !216
  store i32 %177, ptr %192, align 4, !dbg !217, !tbaa !163
  %193 = add nuw nsw i64 %174, 1, !dbg !218
    #dbg_value(i64 %193, !104, !DIExpression(), !201)
  %194 = icmp eq i64 %193, 1500, !dbg !219
  %195 = add nuw nsw i32 %173, 1, !dbg !202
  br i1 %194, label %196, label %172, !dbg !202, !llvm.loop !229

196:                                              ; preds = %189, %213
  %197 = phi i32 [ %219, %213 ], [ 0, %189 ]
  %198 = phi i64 [ %217, %213 ], [ 4, %189 ]
  %199 = and i32 %197, 3, !dbg !203
    #dbg_value(i64 %198, !104, !DIExpression(), !201)
  %200 = getelementptr inbounds i32, ptr @main.work, i64 %198, !dbg !203
  %201 = load i32, ptr %200, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %201, !106, !DIExpression(), !204)
    #dbg_value(i64 %198, !109, !DIExpression(), !204)
  br label %202, !dbg !208

202:                                              ; preds = %208, %196
  %203 = phi i64 [ %204, %208 ], [ %198, %196 ]
    #dbg_value(i64 %203, !109, !DIExpression(), !204)
  %204 = add nsw i64 %203, -4, !dbg !205
  %205 = getelementptr inbounds i32, ptr @main.work, i64 %204, !dbg !206
  %206 = load i32, ptr %205, align 4, !dbg !206, !tbaa !163
  %207 = icmp sgt i32 %206, %201, !dbg !207
  br i1 %207, label %208, label %211, !dbg !208

208:                                              ; preds = %202
  %209 = getelementptr inbounds i32, ptr @main.work, i64 %203, !dbg !209
  store i32 %206, ptr %209, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %204, !109, !DIExpression(), !204)
  %210 = icmp slt i64 %203, 8, !dbg !212
  br i1 %210, label %213, label %202, !dbg !213, !llvm.loop !230

211:                                              ; preds = %202
  %212 = trunc nsw i64 %203 to i32
  br label %213, !dbg !216

213:                                              ; preds = %208, %211
  %214 = phi i32 [ %212, %211 ], [ %199, %208 ]
  %215 = sext i32 %214 to i64, !dbg !216
  %216 = getelementptr inbounds i32, ptr @main.work, i64 %215, !dbg !216
  store i32 %201, ptr %216, align 4, !dbg !217, !tbaa !163
  %217 = add nuw nsw i64 %198, 1, !dbg !218
    #dbg_value(i64 %217, !104, !DIExpression(), !201)
  %218 = icmp eq i64 %217, 1500, !dbg !219
  %219 = add nuw nsw i32 %197, 1, !dbg !202
  br i1 %218, label %220, label %196, !dbg !202, !llvm.loop !231

220:                                              ; preds = %213, %233
  %221 = phi i64 [ %238, %233 ], [ 1, %213 ]
    #dbg_value(i64 %221, !104, !DIExpression(), !201)
  %222 = getelementptr inbounds i32, ptr @main.work, i64 %221, !dbg !203
  %223 = load i32, ptr %222, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %223, !106, !DIExpression(), !204)
    #dbg_value(i64 %221, !109, !DIExpression(), !204)
  br label %224, !dbg !208

224:                                              ; preds = %230, %220
  %225 = phi i64 [ %226, %230 ], [ %221, %220 ]
    #dbg_value(i64 %225, !109, !DIExpression(), !204)
  %226 = add nsw i64 %225, -1, !dbg !205
  %227 = getelementptr inbounds i32, ptr @main.work, i64 %226, !dbg !206
  %228 = load i32, ptr %227, align 4, !dbg !206, !tbaa !163
  %229 = icmp sgt i32 %228, %223, !dbg !207
  br i1 %229, label %230, label %233, !dbg !208

230:                                              ; preds = %224
  %231 = getelementptr inbounds i32, ptr @main.work, i64 %225, !dbg !209
  store i32 %228, ptr %231, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %226, !109, !DIExpression(), !204)
  %232 = icmp slt i64 %225, 2, !dbg !212
  br i1 %232, label %233, label %224, !dbg !213, !llvm.loop !232

233:                                              ; preds = %230, %224
  %234 = phi i64 [ %225, %224 ], [ 0, %230 ]
  %235 = shl i64 %234, 32, !dbg !216
  %236 = ashr exact i64 %235, 30, !dbg !216
  %237 = getelementptr inbounds i8, ptr @main.work, i64 %236, !dbg !216
  store i32 %223, ptr %237, align 4, !dbg !217, !tbaa !163
  %238 = add nuw nsw i64 %221, 1, !dbg !218
    #dbg_value(i64 %238, !104, !DIExpression(), !201)
  %239 = icmp eq i64 %238, 1500, !dbg !219
  br i1 %239, label %269, label %220, !dbg !202, !llvm.loop !233

240:                                              ; preds = %262, %39
  %241 = phi i32 [ %268, %262 ], [ 0, %39 ]
  %242 = phi i64 [ %266, %262 ], [ 701, %39 ]
  %243 = urem i32 %241, 701, !dbg !203
    #dbg_value(i64 %242, !104, !DIExpression(), !201)
  %244 = getelementptr inbounds i32, ptr @main.work, i64 %242, !dbg !203
  %245 = load i32, ptr %244, align 4, !dbg !203, !tbaa !163
    #dbg_value(i32 %245, !106, !DIExpression(), !204)
    #dbg_value(i64 %242, !109, !DIExpression(), !204)
    #dbg_value(i64 %242, !109, !DIExpression(), !204)
  %246 = add nsw i64 %242, -701, !dbg !205
  %247 = getelementptr inbounds i32, ptr @main.work, i64 %246, !dbg !206
  %248 = load i32, ptr %247, align 4, !dbg !206, !tbaa !163
  %249 = icmp sgt i32 %248, %245, !dbg !207
  br i1 %249, label %250, label %259, !dbg !208

250:                                              ; preds = %240
  %251 = getelementptr inbounds i32, ptr @main.work, i64 %242, !dbg !209
  store i32 %248, ptr %251, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %246, !109, !DIExpression(), !204)
  %252 = icmp ult i64 %242, 1402, !dbg !212
  br i1 %252, label %262, label %253, !dbg !213, !llvm.loop !234

253:                                              ; preds = %250
    #dbg_value(i64 %246, !109, !DIExpression(), !204)
  %254 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 -5608), i64 %242, !dbg !206
  %255 = load i32, ptr %254, align 4, !dbg !206, !tbaa !163
  %256 = icmp sgt i32 %255, %245, !dbg !207
  br i1 %256, label %257, label %259, !dbg !208

257:                                              ; preds = %253
  %258 = getelementptr inbounds i32, ptr @main.work, i64 %246, !dbg !209
  store i32 %255, ptr %258, align 4, !dbg !211, !tbaa !163
    #dbg_value(i64 %242, !109, !DIExpression(DW_OP_constu, 1402, DW_OP_minus, DW_OP_stack_value), !204)
  br label %262

259:                                              ; preds = %253, %240
  %260 = phi i64 [ %242, %240 ], [ %246, %253 ]
  %261 = trunc nuw nsw i64 %260 to i32
  br label %262, !dbg !216

262:                                              ; preds = %250, %257, %259
  %263 = phi i32 [ %261, %259 ], [ %243, %257 ], [ %243, %250 ]
  %264 = sext i32 %263 to i64, !dbg !216
  %265 = getelementptr inbounds i32, ptr @main.work, i64 %264, !dbg !216
  store i32 %245, ptr %265, align 4, !dbg !217, !tbaa !163
  %266 = add nuw nsw i64 %242, 1, !dbg !218
    #dbg_value(i64 %266, !104, !DIExpression(), !201)
  %267 = icmp eq i64 %266, 1500, !dbg !219
  %268 = add nuw nsw i32 %241, 1, !dbg !202
  br i1 %267, label %55, label %240, !dbg !202, !llvm.loop !235

269:                                              ; preds = %233
    #dbg_value(i64 8, !99, !DIExpression(), !199)
  %270 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !236
  %271 = icmp eq i32 %270, 0, !dbg !236
  %272 = select i1 %271, ptr @.str.8, ptr @.str.7, !dbg !236
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %272), !dbg !237
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !238
    #dbg_assign(i1 undef, !239, !DIExpression(), !138, ptr %1, !DIExpression(), !265)
    #dbg_value(ptr @main.work, !245, !DIExpression(), !267)
    #dbg_value(i32 1500, !246, !DIExpression(), !267)
  %274 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !268
    #dbg_value(ptr %274, !247, !DIExpression(), !267)
  %275 = tail call noalias dereferenceable_or_null(6000) ptr @malloc(i64 noundef 6000) #17, !dbg !269
    #dbg_value(ptr %275, !249, !DIExpression(), !267)
    #dbg_value(i32 0, !250, !DIExpression(), !270)
  br label %276, !dbg !271

276:                                              ; preds = %287, %269
  %277 = phi i64 [ 0, %269 ], [ %297, %287 ], !dbg !272
  %278 = getelementptr inbounds i32, ptr @main.work, i64 %277, !dbg !274
  %279 = getelementptr inbounds i8, ptr %278, i64 16, !dbg !274
  %280 = load <4 x i32>, ptr %278, align 16, !dbg !274, !tbaa !163
  %281 = load <4 x i32>, ptr %279, align 16, !dbg !274, !tbaa !163
  %282 = xor <4 x i32> %280, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !275
  %283 = xor <4 x i32> %281, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !275
  %284 = getelementptr inbounds i32, ptr %275, i64 %277, !dbg !276
  %285 = getelementptr inbounds i8, ptr %284, i64 16, !dbg !277
  store <4 x i32> %282, ptr %284, align 4, !dbg !277, !tbaa !163
  store <4 x i32> %283, ptr %285, align 4, !dbg !277, !tbaa !163
  %286 = icmp eq i64 %277, 1488, !dbg !272
  br i1 %286, label %298, label %287, !dbg !272, !llvm.loop !278

287:                                              ; preds = %276
  %288 = or disjoint i64 %277, 8, !dbg !272
  %289 = getelementptr inbounds i32, ptr @main.work, i64 %288, !dbg !274
  %290 = getelementptr inbounds i8, ptr %289, i64 16, !dbg !274
  %291 = load <4 x i32>, ptr %289, align 16, !dbg !274, !tbaa !163
  %292 = load <4 x i32>, ptr %290, align 16, !dbg !274, !tbaa !163
  %293 = xor <4 x i32> %291, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !275
  %294 = xor <4 x i32> %292, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !275
  %295 = getelementptr inbounds i32, ptr %275, i64 %288, !dbg !276
  %296 = getelementptr inbounds i8, ptr %295, i64 16, !dbg !277
  store <4 x i32> %293, ptr %295, align 4, !dbg !277, !tbaa !163
  store <4 x i32> %294, ptr %296, align 4, !dbg !277, !tbaa !163
  %297 = add nuw nsw i64 %277, 16, !dbg !272
  br label %276

298:                                              ; preds = %276
    #dbg_value(i64 1496, !250, !DIExpression(), !270)
  %299 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5984), align 16, !dbg !274, !tbaa !163
  %300 = xor i32 %299, -2147483648, !dbg !275
  %301 = getelementptr inbounds i8, ptr %275, i64 5984, !dbg !276
  store i32 %300, ptr %301, align 4, !dbg !277, !tbaa !163
    #dbg_value(i64 1497, !250, !DIExpression(), !270)
  %302 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5988), align 4, !dbg !274, !tbaa !163
  %303 = xor i32 %302, -2147483648, !dbg !275
  %304 = getelementptr inbounds i8, ptr %275, i64 5988, !dbg !276
  store i32 %303, ptr %304, align 4, !dbg !277, !tbaa !163
    #dbg_value(i64 1498, !250, !DIExpression(), !270)
  %305 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5992), align 8, !dbg !274, !tbaa !163
  %306 = xor i32 %305, -2147483648, !dbg !275
  %307 = getelementptr inbounds i8, ptr %275, i64 5992, !dbg !276
  store i32 %306, ptr %307, align 4, !dbg !277, !tbaa !163
    #dbg_value(i64 1499, !250, !DIExpression(), !270)
  %308 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5996), align 4, !dbg !274, !tbaa !163
  %309 = xor i32 %308, -2147483648, !dbg !275
  %310 = getelementptr inbounds i8, ptr %275, i64 5996, !dbg !276
  store i32 %309, ptr %310, align 4, !dbg !277, !tbaa !163
    #dbg_value(i64 1500, !250, !DIExpression(), !270)
    #dbg_value(ptr %274, !247, !DIExpression(), !267)
    #dbg_value(i32 0, !252, !DIExpression(), !282)
    #dbg_value(ptr %275, !249, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !283
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !284, !DIAssignID !285
    #dbg_assign(i8 0, !239, !DIExpression(), !285, ptr %1, !DIExpression(), !265)
    #dbg_value(i32 0, !253, !DIExpression(), !286)
  %311 = getelementptr inbounds i8, ptr %275, i64 4, !dbg !287
  %312 = getelementptr inbounds i8, ptr %275, i64 8, !dbg !287
  br label %313, !dbg !287

313:                                              ; preds = %313, %298
  %314 = phi i64 [ 0, %298 ], [ %339, %313 ]
    #dbg_value(i64 %314, !253, !DIExpression(), !286)
  %315 = getelementptr inbounds i32, ptr %275, i64 %314, !dbg !288
  %316 = load i32, ptr %315, align 4, !dbg !288, !tbaa !163
  %317 = and i32 %316, 255, !dbg !290
  %318 = add nuw nsw i32 %317, 1, !dbg !291
  %319 = zext nneg i32 %318 to i64, !dbg !292
  %320 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %319, !dbg !292
  %321 = load i32, ptr %320, align 4, !dbg !293, !tbaa !163
  %322 = add nsw i32 %321, 1, !dbg !293
  store i32 %322, ptr %320, align 4, !dbg !293, !tbaa !163
    #dbg_value(i64 %314, !253, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !286)
  %323 = getelementptr inbounds i32, ptr %311, i64 %314, !dbg !288
  %324 = load i32, ptr %323, align 4, !dbg !288, !tbaa !163
  %325 = and i32 %324, 255, !dbg !290
  %326 = add nuw nsw i32 %325, 1, !dbg !291
  %327 = zext nneg i32 %326 to i64, !dbg !292
  %328 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %327, !dbg !292
  %329 = load i32, ptr %328, align 4, !dbg !293, !tbaa !163
  %330 = add nsw i32 %329, 1, !dbg !293
  store i32 %330, ptr %328, align 4, !dbg !293, !tbaa !163
    #dbg_value(i64 %314, !253, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !286)
  %331 = getelementptr inbounds i32, ptr %312, i64 %314, !dbg !288
  %332 = load i32, ptr %331, align 4, !dbg !288, !tbaa !163
  %333 = and i32 %332, 255, !dbg !290
  %334 = add nuw nsw i32 %333, 1, !dbg !291
  %335 = zext nneg i32 %334 to i64, !dbg !292
  %336 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %335, !dbg !292
  %337 = load i32, ptr %336, align 4, !dbg !293, !tbaa !163
  %338 = add nsw i32 %337, 1, !dbg !293
  store i32 %338, ptr %336, align 4, !dbg !293, !tbaa !163
  %339 = add nuw nsw i64 %314, 3, !dbg !294
    #dbg_value(i64 %339, !253, !DIExpression(), !286)
  %340 = icmp eq i64 %339, 1500, !dbg !295
  br i1 %340, label %341, label %313, !dbg !287, !llvm.loop !296

341:                                              ; preds = %313, %341
  %342 = phi i32 [ %359, %341 ], [ 0, %313 ], !dbg !298
  %343 = phi i64 [ %356, %341 ], [ 0, %313 ]
    #dbg_value(i64 %343, !255, !DIExpression(), !300)
  %344 = or disjoint i64 %343, 1, !dbg !301
  %345 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %344, !dbg !302
  %346 = load i32, ptr %345, align 4, !dbg !303, !tbaa !163
  %347 = add nsw i32 %346, %342, !dbg !303
  store i32 %347, ptr %345, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %344, !255, !DIExpression(), !300)
  %348 = or disjoint i64 %343, 2, !dbg !301
  %349 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %348, !dbg !302
  %350 = load i32, ptr %349, align 8, !dbg !303, !tbaa !163
  %351 = add nsw i32 %350, %347, !dbg !303
  store i32 %351, ptr %349, align 8, !dbg !303, !tbaa !163
    #dbg_value(i64 %348, !255, !DIExpression(), !300)
  %352 = or disjoint i64 %343, 3, !dbg !301
  %353 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %352, !dbg !302
  %354 = load i32, ptr %353, align 4, !dbg !303, !tbaa !163
  %355 = add nsw i32 %354, %351, !dbg !303
  store i32 %355, ptr %353, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %352, !255, !DIExpression(), !300)
  %356 = add nuw nsw i64 %343, 4, !dbg !301
  %357 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %356, !dbg !302
  %358 = load i32, ptr %357, align 16, !dbg !303, !tbaa !163
  %359 = add nsw i32 %358, %355, !dbg !303
  store i32 %359, ptr %357, align 16, !dbg !303, !tbaa !163
    #dbg_value(i64 %356, !255, !DIExpression(), !300)
  %360 = icmp eq i64 %356, 256, !dbg !304
  br i1 %360, label %596, label %341, !dbg !305, !llvm.loop !306

361:                                              ; preds = %596
    #dbg_value(ptr %275, !259, !DIExpression(), !265)
    #dbg_value(ptr %274, !249, !DIExpression(), !267)
    #dbg_value(ptr %275, !247, !DIExpression(), !267)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !308
    #dbg_value(i32 8, !252, !DIExpression(), !282)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !283
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !284, !DIAssignID !285
    #dbg_assign(i8 0, !239, !DIExpression(), !285, ptr %1, !DIExpression(), !265)
    #dbg_value(i32 0, !253, !DIExpression(), !286)
  br label %362, !dbg !287

362:                                              ; preds = %362, %361
  %363 = phi i64 [ 0, %361 ], [ %383, %362 ]
    #dbg_value(i64 %363, !253, !DIExpression(), !286)
  %364 = getelementptr inbounds i32, ptr %274, i64 %363, !dbg !288
  %365 = load i32, ptr %364, align 4, !dbg !288, !tbaa !163
  %366 = lshr i32 %365, 8, !dbg !309
  %367 = and i32 %366, 255, !dbg !290
  %368 = add nuw nsw i32 %367, 1, !dbg !291
  %369 = zext nneg i32 %368 to i64, !dbg !292
  %370 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %369, !dbg !292
  %371 = load i32, ptr %370, align 4, !dbg !293, !tbaa !163
  %372 = add nsw i32 %371, 1, !dbg !293
  store i32 %372, ptr %370, align 4, !dbg !293, !tbaa !163
  %373 = or disjoint i64 %363, 1, !dbg !294
    #dbg_value(i64 %373, !253, !DIExpression(), !286)
  %374 = getelementptr inbounds i32, ptr %274, i64 %373, !dbg !288
  %375 = load i32, ptr %374, align 4, !dbg !288, !tbaa !163
  %376 = lshr i32 %375, 8, !dbg !309
  %377 = and i32 %376, 255, !dbg !290
  %378 = add nuw nsw i32 %377, 1, !dbg !291
  %379 = zext nneg i32 %378 to i64, !dbg !292
  %380 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %379, !dbg !292
  %381 = load i32, ptr %380, align 4, !dbg !293, !tbaa !163
  %382 = add nsw i32 %381, 1, !dbg !293
  store i32 %382, ptr %380, align 4, !dbg !293, !tbaa !163
  %383 = add nuw nsw i64 %363, 2, !dbg !294
    #dbg_value(i64 %383, !253, !DIExpression(), !286)
  %384 = icmp eq i64 %383, 1500, !dbg !295
  br i1 %384, label %385, label %362, !dbg !287, !llvm.loop !310

385:                                              ; preds = %362, %385
  %386 = phi i32 [ %403, %385 ], [ 0, %362 ], !dbg !298
  %387 = phi i64 [ %400, %385 ], [ 0, %362 ]
    #dbg_value(i64 %387, !255, !DIExpression(), !300)
  %388 = or disjoint i64 %387, 1, !dbg !301
  %389 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %388, !dbg !302
  %390 = load i32, ptr %389, align 4, !dbg !303, !tbaa !163
  %391 = add nsw i32 %390, %386, !dbg !303
  store i32 %391, ptr %389, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %388, !255, !DIExpression(), !300)
  %392 = or disjoint i64 %387, 2, !dbg !301
  %393 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %392, !dbg !302
  %394 = load i32, ptr %393, align 8, !dbg !303, !tbaa !163
  %395 = add nsw i32 %394, %391, !dbg !303
  store i32 %395, ptr %393, align 8, !dbg !303, !tbaa !163
    #dbg_value(i64 %392, !255, !DIExpression(), !300)
  %396 = or disjoint i64 %387, 3, !dbg !301
  %397 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %396, !dbg !302
  %398 = load i32, ptr %397, align 4, !dbg !303, !tbaa !163
  %399 = add nsw i32 %398, %395, !dbg !303
  store i32 %399, ptr %397, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %396, !255, !DIExpression(), !300)
  %400 = add nuw nsw i64 %387, 4, !dbg !301
  %401 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %400, !dbg !302
  %402 = load i32, ptr %401, align 16, !dbg !303, !tbaa !163
  %403 = add nsw i32 %402, %399, !dbg !303
  store i32 %403, ptr %401, align 16, !dbg !303, !tbaa !163
    #dbg_value(i64 %400, !255, !DIExpression(), !300)
  %404 = icmp eq i64 %400, 256, !dbg !304
  br i1 %404, label %405, label %385, !dbg !305, !llvm.loop !311

405:                                              ; preds = %385, %405
  %406 = phi i64 [ %428, %405 ], [ 0, %385 ]
    #dbg_value(i64 %406, !257, !DIExpression(), !312)
  %407 = getelementptr inbounds i32, ptr %274, i64 %406, !dbg !313
  %408 = load i32, ptr %407, align 4, !dbg !313, !tbaa !163
  %409 = lshr i32 %408, 8, !dbg !315
  %410 = and i32 %409, 255, !dbg !316
  %411 = zext nneg i32 %410 to i64, !dbg !317
  %412 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %411, !dbg !317
  %413 = load i32, ptr %412, align 4, !dbg !318, !tbaa !163
  %414 = add nsw i32 %413, 1, !dbg !318
  store i32 %414, ptr %412, align 4, !dbg !318, !tbaa !163
  %415 = sext i32 %413 to i64, !dbg !319
  %416 = getelementptr inbounds i32, ptr %275, i64 %415, !dbg !319
  store i32 %408, ptr %416, align 4, !dbg !320, !tbaa !163
  %417 = or disjoint i64 %406, 1, !dbg !321
    #dbg_value(i64 %417, !257, !DIExpression(), !312)
  %418 = getelementptr inbounds i32, ptr %274, i64 %417, !dbg !313
  %419 = load i32, ptr %418, align 4, !dbg !313, !tbaa !163
  %420 = lshr i32 %419, 8, !dbg !315
  %421 = and i32 %420, 255, !dbg !316
  %422 = zext nneg i32 %421 to i64, !dbg !317
  %423 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %422, !dbg !317
  %424 = load i32, ptr %423, align 4, !dbg !318, !tbaa !163
  %425 = add nsw i32 %424, 1, !dbg !318
  store i32 %425, ptr %423, align 4, !dbg !318, !tbaa !163
  %426 = sext i32 %424 to i64, !dbg !319
  %427 = getelementptr inbounds i32, ptr %275, i64 %426, !dbg !319
  store i32 %419, ptr %427, align 4, !dbg !320, !tbaa !163
  %428 = add nuw nsw i64 %406, 2, !dbg !321
    #dbg_value(i64 %428, !257, !DIExpression(), !312)
  %429 = icmp eq i64 %428, 1500, !dbg !322
  br i1 %429, label %430, label %405, !dbg !323, !llvm.loop !324

430:                                              ; preds = %405
    #dbg_value(ptr %274, !259, !DIExpression(), !265)
    #dbg_value(ptr %275, !249, !DIExpression(), !267)
    #dbg_value(ptr %274, !247, !DIExpression(), !267)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !308
    #dbg_value(i32 16, !252, !DIExpression(), !282)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !283
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !284, !DIAssignID !285
    #dbg_assign(i8 0, !239, !DIExpression(), !285, ptr %1, !DIExpression(), !265)
    #dbg_value(i32 0, !253, !DIExpression(), !286)
  br label %431, !dbg !287

431:                                              ; preds = %431, %430
  %432 = phi i64 [ 0, %430 ], [ %452, %431 ]
    #dbg_value(i64 %432, !253, !DIExpression(), !286)
  %433 = getelementptr inbounds i32, ptr %275, i64 %432, !dbg !288
  %434 = load i32, ptr %433, align 4, !dbg !288, !tbaa !163
  %435 = lshr i32 %434, 16, !dbg !309
  %436 = and i32 %435, 255, !dbg !290
  %437 = add nuw nsw i32 %436, 1, !dbg !291
  %438 = zext nneg i32 %437 to i64, !dbg !292
  %439 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %438, !dbg !292
  %440 = load i32, ptr %439, align 4, !dbg !293, !tbaa !163
  %441 = add nsw i32 %440, 1, !dbg !293
  store i32 %441, ptr %439, align 4, !dbg !293, !tbaa !163
  %442 = or disjoint i64 %432, 1, !dbg !294
    #dbg_value(i64 %442, !253, !DIExpression(), !286)
  %443 = getelementptr inbounds i32, ptr %275, i64 %442, !dbg !288
  %444 = load i32, ptr %443, align 4, !dbg !288, !tbaa !163
  %445 = lshr i32 %444, 16, !dbg !309
  %446 = and i32 %445, 255, !dbg !290
  %447 = add nuw nsw i32 %446, 1, !dbg !291
  %448 = zext nneg i32 %447 to i64, !dbg !292
  %449 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %448, !dbg !292
  %450 = load i32, ptr %449, align 4, !dbg !293, !tbaa !163
  %451 = add nsw i32 %450, 1, !dbg !293
  store i32 %451, ptr %449, align 4, !dbg !293, !tbaa !163
  %452 = add nuw nsw i64 %432, 2, !dbg !294
    #dbg_value(i64 %452, !253, !DIExpression(), !286)
  %453 = icmp eq i64 %452, 1500, !dbg !295
  br i1 %453, label %454, label %431, !dbg !287, !llvm.loop !326

454:                                              ; preds = %431, %454
  %455 = phi i32 [ %472, %454 ], [ 0, %431 ], !dbg !298
  %456 = phi i64 [ %469, %454 ], [ 0, %431 ]
    #dbg_value(i64 %456, !255, !DIExpression(), !300)
  %457 = or disjoint i64 %456, 1, !dbg !301
  %458 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %457, !dbg !302
  %459 = load i32, ptr %458, align 4, !dbg !303, !tbaa !163
  %460 = add nsw i32 %459, %455, !dbg !303
  store i32 %460, ptr %458, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %457, !255, !DIExpression(), !300)
  %461 = or disjoint i64 %456, 2, !dbg !301
  %462 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %461, !dbg !302
  %463 = load i32, ptr %462, align 8, !dbg !303, !tbaa !163
  %464 = add nsw i32 %463, %460, !dbg !303
  store i32 %464, ptr %462, align 8, !dbg !303, !tbaa !163
    #dbg_value(i64 %461, !255, !DIExpression(), !300)
  %465 = or disjoint i64 %456, 3, !dbg !301
  %466 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %465, !dbg !302
  %467 = load i32, ptr %466, align 4, !dbg !303, !tbaa !163
  %468 = add nsw i32 %467, %464, !dbg !303
  store i32 %468, ptr %466, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %465, !255, !DIExpression(), !300)
  %469 = add nuw nsw i64 %456, 4, !dbg !301
  %470 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %469, !dbg !302
  %471 = load i32, ptr %470, align 16, !dbg !303, !tbaa !163
  %472 = add nsw i32 %471, %468, !dbg !303
  store i32 %472, ptr %470, align 16, !dbg !303, !tbaa !163
    #dbg_value(i64 %469, !255, !DIExpression(), !300)
  %473 = icmp eq i64 %469, 256, !dbg !304
  br i1 %473, label %474, label %454, !dbg !305, !llvm.loop !327

474:                                              ; preds = %454, %474
  %475 = phi i64 [ %497, %474 ], [ 0, %454 ]
    #dbg_value(i64 %475, !257, !DIExpression(), !312)
  %476 = getelementptr inbounds i32, ptr %275, i64 %475, !dbg !313
  %477 = load i32, ptr %476, align 4, !dbg !313, !tbaa !163
  %478 = lshr i32 %477, 16, !dbg !315
  %479 = and i32 %478, 255, !dbg !316
  %480 = zext nneg i32 %479 to i64, !dbg !317
  %481 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %480, !dbg !317
  %482 = load i32, ptr %481, align 4, !dbg !318, !tbaa !163
  %483 = add nsw i32 %482, 1, !dbg !318
  store i32 %483, ptr %481, align 4, !dbg !318, !tbaa !163
  %484 = sext i32 %482 to i64, !dbg !319
  %485 = getelementptr inbounds i32, ptr %274, i64 %484, !dbg !319
  store i32 %477, ptr %485, align 4, !dbg !320, !tbaa !163
  %486 = or disjoint i64 %475, 1, !dbg !321
    #dbg_value(i64 %486, !257, !DIExpression(), !312)
  %487 = getelementptr inbounds i32, ptr %275, i64 %486, !dbg !313
  %488 = load i32, ptr %487, align 4, !dbg !313, !tbaa !163
  %489 = lshr i32 %488, 16, !dbg !315
  %490 = and i32 %489, 255, !dbg !316
  %491 = zext nneg i32 %490 to i64, !dbg !317
  %492 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %491, !dbg !317
  %493 = load i32, ptr %492, align 4, !dbg !318, !tbaa !163
  %494 = add nsw i32 %493, 1, !dbg !318
  store i32 %494, ptr %492, align 4, !dbg !318, !tbaa !163
  %495 = sext i32 %493 to i64, !dbg !319
  %496 = getelementptr inbounds i32, ptr %274, i64 %495, !dbg !319
  store i32 %488, ptr %496, align 4, !dbg !320, !tbaa !163
  %497 = add nuw nsw i64 %475, 2, !dbg !321
    #dbg_value(i64 %497, !257, !DIExpression(), !312)
  %498 = icmp eq i64 %497, 1500, !dbg !322
  br i1 %498, label %499, label %474, !dbg !323, !llvm.loop !328

499:                                              ; preds = %474
    #dbg_value(ptr %275, !259, !DIExpression(), !265)
    #dbg_value(ptr %274, !249, !DIExpression(), !267)
    #dbg_value(ptr %275, !247, !DIExpression(), !267)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !308
    #dbg_value(i32 24, !252, !DIExpression(), !282)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #16, !dbg !283
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !284, !DIAssignID !285
    #dbg_assign(i8 0, !239, !DIExpression(), !285, ptr %1, !DIExpression(), !265)
    #dbg_value(i32 0, !253, !DIExpression(), !286)
  %500 = getelementptr inbounds i8, ptr %274, i64 4, !dbg !287
  %501 = getelementptr inbounds i8, ptr %274, i64 8, !dbg !287
  br label %502, !dbg !287

502:                                              ; preds = %502, %499
  %503 = phi i64 [ 0, %499 ], [ %528, %502 ]
    #dbg_value(i64 %503, !253, !DIExpression(), !286)
  %504 = getelementptr inbounds i32, ptr %274, i64 %503, !dbg !288
  %505 = load i32, ptr %504, align 4, !dbg !288, !tbaa !163
  %506 = lshr i32 %505, 24, !dbg !309
  %507 = add nuw nsw i32 %506, 1, !dbg !291
  %508 = zext nneg i32 %507 to i64, !dbg !292
  %509 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %508, !dbg !292
  %510 = load i32, ptr %509, align 4, !dbg !293, !tbaa !163
  %511 = add nsw i32 %510, 1, !dbg !293
  store i32 %511, ptr %509, align 4, !dbg !293, !tbaa !163
    #dbg_value(i64 %503, !253, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !286)
  %512 = getelementptr inbounds i32, ptr %500, i64 %503, !dbg !288
  %513 = load i32, ptr %512, align 4, !dbg !288, !tbaa !163
  %514 = lshr i32 %513, 24, !dbg !309
  %515 = add nuw nsw i32 %514, 1, !dbg !291
  %516 = zext nneg i32 %515 to i64, !dbg !292
  %517 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %516, !dbg !292
  %518 = load i32, ptr %517, align 4, !dbg !293, !tbaa !163
  %519 = add nsw i32 %518, 1, !dbg !293
  store i32 %519, ptr %517, align 4, !dbg !293, !tbaa !163
    #dbg_value(i64 %503, !253, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !286)
  %520 = getelementptr inbounds i32, ptr %501, i64 %503, !dbg !288
  %521 = load i32, ptr %520, align 4, !dbg !288, !tbaa !163
  %522 = lshr i32 %521, 24, !dbg !309
  %523 = add nuw nsw i32 %522, 1, !dbg !291
  %524 = zext nneg i32 %523 to i64, !dbg !292
  %525 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %524, !dbg !292
  %526 = load i32, ptr %525, align 4, !dbg !293, !tbaa !163
  %527 = add nsw i32 %526, 1, !dbg !293
  store i32 %527, ptr %525, align 4, !dbg !293, !tbaa !163
  %528 = add nuw nsw i64 %503, 3, !dbg !294
    #dbg_value(i64 %528, !253, !DIExpression(), !286)
  %529 = icmp eq i64 %528, 1500, !dbg !295
  br i1 %529, label %530, label %502, !dbg !287, !llvm.loop !329

530:                                              ; preds = %502, %530
  %531 = phi i32 [ %548, %530 ], [ 0, %502 ], !dbg !298
  %532 = phi i64 [ %545, %530 ], [ 0, %502 ]
    #dbg_value(i64 %532, !255, !DIExpression(), !300)
  %533 = or disjoint i64 %532, 1, !dbg !301
  %534 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %533, !dbg !302
  %535 = load i32, ptr %534, align 4, !dbg !303, !tbaa !163
  %536 = add nsw i32 %535, %531, !dbg !303
  store i32 %536, ptr %534, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %533, !255, !DIExpression(), !300)
  %537 = or disjoint i64 %532, 2, !dbg !301
  %538 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %537, !dbg !302
  %539 = load i32, ptr %538, align 8, !dbg !303, !tbaa !163
  %540 = add nsw i32 %539, %536, !dbg !303
  store i32 %540, ptr %538, align 8, !dbg !303, !tbaa !163
    #dbg_value(i64 %537, !255, !DIExpression(), !300)
  %541 = or disjoint i64 %532, 3, !dbg !301
  %542 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %541, !dbg !302
  %543 = load i32, ptr %542, align 4, !dbg !303, !tbaa !163
  %544 = add nsw i32 %543, %540, !dbg !303
  store i32 %544, ptr %542, align 4, !dbg !303, !tbaa !163
    #dbg_value(i64 %541, !255, !DIExpression(), !300)
  %545 = add nuw nsw i64 %532, 4, !dbg !301
  %546 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %545, !dbg !302
  %547 = load i32, ptr %546, align 16, !dbg !303, !tbaa !163
  %548 = add nsw i32 %547, %544, !dbg !303
  store i32 %548, ptr %546, align 16, !dbg !303, !tbaa !163
    #dbg_value(i64 %545, !255, !DIExpression(), !300)
  %549 = icmp eq i64 %545, 256, !dbg !304
  br i1 %549, label %550, label %530, !dbg !305, !llvm.loop !330

550:                                              ; preds = %530, %550
  %551 = phi i64 [ %571, %550 ], [ 0, %530 ]
    #dbg_value(i64 %551, !257, !DIExpression(), !312)
  %552 = getelementptr inbounds i32, ptr %274, i64 %551, !dbg !313
  %553 = load i32, ptr %552, align 4, !dbg !313, !tbaa !163
  %554 = lshr i32 %553, 24, !dbg !315
  %555 = zext nneg i32 %554 to i64, !dbg !317
  %556 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %555, !dbg !317
  %557 = load i32, ptr %556, align 4, !dbg !318, !tbaa !163
  %558 = add nsw i32 %557, 1, !dbg !318
  store i32 %558, ptr %556, align 4, !dbg !318, !tbaa !163
  %559 = sext i32 %557 to i64, !dbg !319
  %560 = getelementptr inbounds i32, ptr %275, i64 %559, !dbg !319
  store i32 %553, ptr %560, align 4, !dbg !320, !tbaa !163
  %561 = or disjoint i64 %551, 1, !dbg !321
    #dbg_value(i64 %561, !257, !DIExpression(), !312)
  %562 = getelementptr inbounds i32, ptr %274, i64 %561, !dbg !313
  %563 = load i32, ptr %562, align 4, !dbg !313, !tbaa !163
  %564 = lshr i32 %563, 24, !dbg !315
  %565 = zext nneg i32 %564 to i64, !dbg !317
  %566 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %565, !dbg !317
  %567 = load i32, ptr %566, align 4, !dbg !318, !tbaa !163
  %568 = add nsw i32 %567, 1, !dbg !318
  store i32 %568, ptr %566, align 4, !dbg !318, !tbaa !163
  %569 = sext i32 %567 to i64, !dbg !319
  %570 = getelementptr inbounds i32, ptr %275, i64 %569, !dbg !319
  store i32 %563, ptr %570, align 4, !dbg !320, !tbaa !163
  %571 = add nuw nsw i64 %551, 2, !dbg !321
    #dbg_value(i64 %571, !257, !DIExpression(), !312)
  %572 = icmp eq i64 %571, 1500, !dbg !322
  br i1 %572, label %573, label %550, !dbg !323, !llvm.loop !331

573:                                              ; preds = %550
    #dbg_value(ptr %274, !259, !DIExpression(), !265)
    #dbg_value(ptr %275, !249, !DIExpression(), !267)
    #dbg_value(ptr %274, !247, !DIExpression(), !267)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #16, !dbg !308
    #dbg_value(i32 32, !252, !DIExpression(), !282)
    #dbg_value(i32 0, !260, !DIExpression(), !332)
  br label %574, !dbg !333

574:                                              ; preds = %585, %573
  %575 = phi i64 [ 0, %573 ], [ %595, %585 ], !dbg !334
  %576 = getelementptr inbounds i32, ptr %275, i64 %575, !dbg !336
  %577 = getelementptr inbounds i8, ptr %576, i64 16, !dbg !336
  %578 = load <4 x i32>, ptr %576, align 4, !dbg !336, !tbaa !163
  %579 = load <4 x i32>, ptr %577, align 4, !dbg !336, !tbaa !163
  %580 = xor <4 x i32> %578, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !337
  %581 = xor <4 x i32> %579, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !337
  %582 = getelementptr inbounds i32, ptr @main.work, i64 %575, !dbg !338
  %583 = getelementptr inbounds i8, ptr %582, i64 16, !dbg !339
  store <4 x i32> %580, ptr %582, align 16, !dbg !339, !tbaa !163
  store <4 x i32> %581, ptr %583, align 16, !dbg !339, !tbaa !163
  %584 = icmp eq i64 %575, 1488, !dbg !334
  br i1 %584, label %619, label %585, !dbg !334, !llvm.loop !340

585:                                              ; preds = %574
  %586 = or disjoint i64 %575, 8, !dbg !334
  %587 = getelementptr inbounds i32, ptr %275, i64 %586, !dbg !336
  %588 = getelementptr inbounds i8, ptr %587, i64 16, !dbg !336
  %589 = load <4 x i32>, ptr %587, align 4, !dbg !336, !tbaa !163
  %590 = load <4 x i32>, ptr %588, align 4, !dbg !336, !tbaa !163
  %591 = xor <4 x i32> %589, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !337
  %592 = xor <4 x i32> %590, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !337
  %593 = getelementptr inbounds i32, ptr @main.work, i64 %586, !dbg !338
  %594 = getelementptr inbounds i8, ptr %593, i64 16, !dbg !339
  store <4 x i32> %591, ptr %593, align 16, !dbg !339, !tbaa !163
  store <4 x i32> %592, ptr %594, align 16, !dbg !339, !tbaa !163
  %595 = add nuw nsw i64 %575, 16, !dbg !334
  br label %574

596:                                              ; preds = %341, %596
  %597 = phi i64 [ %617, %596 ], [ 0, %341 ]
    #dbg_value(i64 %597, !257, !DIExpression(), !312)
  %598 = getelementptr inbounds i32, ptr %275, i64 %597, !dbg !313
  %599 = load i32, ptr %598, align 4, !dbg !313, !tbaa !163
  %600 = and i32 %599, 255, !dbg !316
  %601 = zext nneg i32 %600 to i64, !dbg !317
  %602 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %601, !dbg !317
  %603 = load i32, ptr %602, align 4, !dbg !318, !tbaa !163
  %604 = add nsw i32 %603, 1, !dbg !318
  store i32 %604, ptr %602, align 4, !dbg !318, !tbaa !163
  %605 = sext i32 %603 to i64, !dbg !319
  %606 = getelementptr inbounds i32, ptr %274, i64 %605, !dbg !319
  store i32 %599, ptr %606, align 4, !dbg !320, !tbaa !163
  %607 = or disjoint i64 %597, 1, !dbg !321
    #dbg_value(i64 %607, !257, !DIExpression(), !312)
  %608 = getelementptr inbounds i32, ptr %275, i64 %607, !dbg !313
  %609 = load i32, ptr %608, align 4, !dbg !313, !tbaa !163
  %610 = and i32 %609, 255, !dbg !316
  %611 = zext nneg i32 %610 to i64, !dbg !317
  %612 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %611, !dbg !317
  %613 = load i32, ptr %612, align 4, !dbg !318, !tbaa !163
  %614 = add nsw i32 %613, 1, !dbg !318
  store i32 %614, ptr %612, align 4, !dbg !318, !tbaa !163
  %615 = sext i32 %613 to i64, !dbg !319
  %616 = getelementptr inbounds i32, ptr %274, i64 %615, !dbg !319
  store i32 %609, ptr %616, align 4, !dbg !320, !tbaa !163
  %617 = add nuw nsw i64 %597, 2, !dbg !321
    #dbg_value(i64 %617, !257, !DIExpression(), !312)
  %618 = icmp eq i64 %617, 1500, !dbg !322
  br i1 %618, label %361, label %596, !dbg !323, !llvm.loop !342

619:                                              ; preds = %574
    #dbg_value(i64 1496, !260, !DIExpression(), !332)
  %620 = getelementptr inbounds i8, ptr %275, i64 5984, !dbg !336
  %621 = load i32, ptr %620, align 4, !dbg !336, !tbaa !163
  %622 = xor i32 %621, -2147483648, !dbg !337
  store i32 %622, ptr getelementptr inbounds (i8, ptr @main.work, i64 5984), align 16, !dbg !339, !tbaa !163
    #dbg_value(i64 1497, !260, !DIExpression(), !332)
  %623 = getelementptr inbounds i8, ptr %275, i64 5988, !dbg !336
  %624 = load i32, ptr %623, align 4, !dbg !336, !tbaa !163
  %625 = xor i32 %624, -2147483648, !dbg !337
  store i32 %625, ptr getelementptr inbounds (i8, ptr @main.work, i64 5988), align 4, !dbg !339, !tbaa !163
    #dbg_value(i64 1498, !260, !DIExpression(), !332)
  %626 = getelementptr inbounds i8, ptr %275, i64 5992, !dbg !336
  %627 = load i32, ptr %626, align 4, !dbg !336, !tbaa !163
  %628 = xor i32 %627, -2147483648, !dbg !337
  store i32 %628, ptr getelementptr inbounds (i8, ptr @main.work, i64 5992), align 8, !dbg !339, !tbaa !163
    #dbg_value(i64 1499, !260, !DIExpression(), !332)
  %629 = getelementptr inbounds i8, ptr %275, i64 5996, !dbg !336
  %630 = load i32, ptr %629, align 4, !dbg !336, !tbaa !163
  %631 = xor i32 %630, -2147483648, !dbg !337
  store i32 %631, ptr getelementptr inbounds (i8, ptr @main.work, i64 5996), align 4, !dbg !339, !tbaa !163
    #dbg_value(i64 1500, !260, !DIExpression(), !332)
  tail call void @free(ptr noundef %274) #16, !dbg !343
  tail call void @free(ptr noundef nonnull %275) #16, !dbg !344
  %632 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !345
  %633 = icmp eq i32 %632, 0, !dbg !345
  %634 = select i1 %633, ptr @.str.8, ptr @.str.7, !dbg !345
  %635 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %634), !dbg !346
  %636 = icmp eq i64 %4, 0, !dbg !347
  br i1 %636, label %787, label %671, !dbg !349

637:                                              ; preds = %3, %668
  %638 = phi i64 [ 0, %3 ], [ %669, %668 ]
  %639 = phi i32 [ %6, %3 ], [ %641, %668 ]
    #dbg_value(i64 %638, !125, !DIExpression(), !143)
    #dbg_value(i32 %639, !122, !DIExpression(), !142)
  %640 = mul i32 %639, 1103515245, !dbg !350
  %641 = add i32 %640, 12345, !dbg !353
    #dbg_value(i32 %641, !122, !DIExpression(), !142)
  switch i32 %7, label %662 [
    i32 0, label %642
    i32 1, label %646
    i32 2, label %651
    i32 3, label %655
  ], !dbg !354

642:                                              ; preds = %637
  %643 = lshr i32 %641, 1, !dbg !355
  %644 = add nsw i32 %643, -1073741824, !dbg !357
  %645 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %638, !dbg !358
  store i32 %644, ptr %645, align 4, !dbg !359, !tbaa !163
  br label %668, !dbg !360

646:                                              ; preds = %637
  %647 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %638, !dbg !361
  %648 = trunc i64 %638 to i32, !dbg !362
  %649 = mul i32 %648, 3, !dbg !362
  %650 = add i32 %649, -100, !dbg !362
  store i32 %650, ptr %647, align 4, !dbg !362, !tbaa !163
  br label %668, !dbg !363

651:                                              ; preds = %637
  %652 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %638, !dbg !364
  %653 = trunc i64 %638 to i32, !dbg !365
  %654 = sub i32 1500, %653, !dbg !365
  store i32 %654, ptr %652, align 4, !dbg !365, !tbaa !163
  br label %668, !dbg !366

655:                                              ; preds = %637
  %656 = lshr i32 %641, 16, !dbg !367
  %657 = trunc nuw i32 %656 to i16, !dbg !368
  %658 = urem i16 %657, 5, !dbg !368
  %659 = zext nneg i16 %658 to i32, !dbg !368
  %660 = add nsw i32 %659, -2, !dbg !369
  %661 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %638, !dbg !370
  store i32 %660, ptr %661, align 4, !dbg !371, !tbaa !163
  br label %668, !dbg !372

662:                                              ; preds = %637
  %663 = trunc i64 %638 to i32
  %664 = icmp ult i64 %638, 750, !dbg !373
  %665 = sub nuw nsw i32 1500, %663, !dbg !374
  %666 = select i1 %664, i32 %663, i32 %665, !dbg !374
  %667 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %638, !dbg !375
  store i32 %666, ptr %667, align 4, !dbg !376, !tbaa !163
  br label %668, !dbg !377

668:                                              ; preds = %642, %646, %651, %655, %662
  %669 = add nuw nsw i64 %638, 1, !dbg !378
    #dbg_value(i64 %669, !125, !DIExpression(), !143)
    #dbg_value(i32 %641, !122, !DIExpression(), !142)
  %670 = icmp eq i64 %669, 1500, !dbg !379
  br i1 %670, label %8, label %637, !dbg !144, !llvm.loop !380

671:                                              ; preds = %619
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6000) @main.work, ptr noundef nonnull align 16 dereferenceable(6000) @main.orig, i64 6000, i1 false), !dbg !382
    #dbg_value(ptr @main.work, !384, !DIExpression(), !399)
    #dbg_value(i32 1500, !387, !DIExpression(), !399)
    #dbg_value(i32 poison, !388, !DIExpression(), !399)
    #dbg_value(i32 poison, !389, !DIExpression(), !399)
    #dbg_value(i32 1, !390, !DIExpression(), !401)
  %672 = load i32, ptr @main.work, align 16, !dbg !402, !tbaa !163
    #dbg_value(i32 %672, !388, !DIExpression(), !399)
    #dbg_value(i32 %672, !389, !DIExpression(), !399)
  %673 = insertelement <4 x i32> poison, i32 %672, i64 0, !dbg !403
  %674 = shufflevector <4 x i32> %673, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !403
  %675 = insertelement <4 x i32> poison, i32 %672, i64 0, !dbg !403
  %676 = shufflevector <4 x i32> %675, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !403
  br label %677, !dbg !403

677:                                              ; preds = %677, %671
  %678 = phi i64 [ 0, %671 ], [ %692, %677 ]
  %679 = phi <4 x i32> [ %674, %671 ], [ %688, %677 ]
  %680 = phi <4 x i32> [ %674, %671 ], [ %689, %677 ]
  %681 = phi <4 x i32> [ %676, %671 ], [ %690, %677 ]
  %682 = phi <4 x i32> [ %676, %671 ], [ %691, %677 ]
  %683 = or disjoint i64 %678, 1, !dbg !403
  %684 = getelementptr inbounds i32, ptr @main.work, i64 %683, !dbg !404
  %685 = getelementptr inbounds i8, ptr %684, i64 16, !dbg !404
  %686 = load <4 x i32>, ptr %684, align 4, !dbg !404, !tbaa !163
  %687 = load <4 x i32>, ptr %685, align 4, !dbg !404, !tbaa !163
  %688 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %686, <4 x i32> %679), !dbg !408
  %689 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %687, <4 x i32> %680), !dbg !408
  %690 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %686, <4 x i32> %681), !dbg !409
  %691 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %687, <4 x i32> %682), !dbg !409
  %692 = add nuw i64 %678, 8
  %693 = icmp eq i64 %692, 1496
  br i1 %693, label %694, label %677, !llvm.loop !410

694:                                              ; preds = %677
  %695 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %690, <4 x i32> %691), !dbg !403
  %696 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %695), !dbg !403
  %697 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %688, <4 x i32> %689), !dbg !403
  %698 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %697), !dbg !403
    #dbg_value(i32 %698, !388, !DIExpression(), !399)
    #dbg_value(i32 %696, !389, !DIExpression(), !399)
    #dbg_value(i64 1497, !390, !DIExpression(), !401)
  %699 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5988), align 4, !dbg !404, !tbaa !163
  %700 = tail call i32 @llvm.smin.i32(i32 %699, i32 %698), !dbg !408
    #dbg_value(i32 %700, !388, !DIExpression(), !399)
  %701 = tail call i32 @llvm.smax.i32(i32 %699, i32 %696), !dbg !409
    #dbg_value(i32 %701, !389, !DIExpression(), !399)
    #dbg_value(i64 1498, !390, !DIExpression(), !401)
  %702 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5992), align 8, !dbg !404, !tbaa !163
  %703 = tail call i32 @llvm.smin.i32(i32 %702, i32 %700), !dbg !408
    #dbg_value(i32 %703, !388, !DIExpression(), !399)
  %704 = tail call i32 @llvm.smax.i32(i32 %702, i32 %701), !dbg !409
    #dbg_value(i32 %704, !389, !DIExpression(), !399)
    #dbg_value(i64 1499, !390, !DIExpression(), !401)
  %705 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 5996), align 4, !dbg !404, !tbaa !163
  %706 = tail call i32 @llvm.smin.i32(i32 %705, i32 %703), !dbg !408
    #dbg_value(i32 %706, !388, !DIExpression(), !399)
  %707 = tail call i32 @llvm.smax.i32(i32 %705, i32 %704), !dbg !409
    #dbg_value(i32 %707, !389, !DIExpression(), !399)
    #dbg_value(i64 1500, !390, !DIExpression(), !401)
  %708 = sub nsw i32 %707, %706, !dbg !412
  %709 = add nsw i32 %708, 1, !dbg !413
    #dbg_value(i32 %709, !392, !DIExpression(), !399)
  %710 = sext i32 %709 to i64, !dbg !414
  %711 = tail call noalias ptr @calloc(i64 noundef %710, i64 noundef 4) #18, !dbg !415
    #dbg_value(ptr %711, !393, !DIExpression(), !399)
    #dbg_value(i32 0, !394, !DIExpression(), !416)
  br label %718, !dbg !417

712:                                              ; preds = %718
    #dbg_value(i32 0, !397, !DIExpression(), !418)
    #dbg_value(i32 0, !396, !DIExpression(), !399)
  %713 = icmp slt i32 %708, 0, !dbg !419
  br i1 %713, label %782, label %714, !dbg !421

714:                                              ; preds = %712
  %715 = add i32 %707, 1, !dbg !421
  %716 = sub i32 %715, %706, !dbg !421
  %717 = zext i32 %716 to i64, !dbg !419
  br label %737, !dbg !421

718:                                              ; preds = %718, %694
  %719 = phi i64 [ 0, %694 ], [ %735, %718 ]
    #dbg_value(i64 %719, !394, !DIExpression(), !416)
  %720 = getelementptr inbounds i32, ptr @main.work, i64 %719, !dbg !422
  %721 = load i32, ptr %720, align 8, !dbg !422, !tbaa !163
  %722 = sub nsw i32 %721, %706, !dbg !424
  %723 = sext i32 %722 to i64, !dbg !425
  %724 = getelementptr inbounds i32, ptr %711, i64 %723, !dbg !425
  %725 = load i32, ptr %724, align 4, !dbg !426, !tbaa !163
  %726 = add nsw i32 %725, 1, !dbg !426
  store i32 %726, ptr %724, align 4, !dbg !426, !tbaa !163
  %727 = or disjoint i64 %719, 1, !dbg !427
    #dbg_value(i64 %727, !394, !DIExpression(), !416)
  %728 = getelementptr inbounds i32, ptr @main.work, i64 %727, !dbg !422
  %729 = load i32, ptr %728, align 4, !dbg !422, !tbaa !163
  %730 = sub nsw i32 %729, %706, !dbg !424
  %731 = sext i32 %730 to i64, !dbg !425
  %732 = getelementptr inbounds i32, ptr %711, i64 %731, !dbg !425
  %733 = load i32, ptr %732, align 4, !dbg !426, !tbaa !163
  %734 = add nsw i32 %733, 1, !dbg !426
  store i32 %734, ptr %732, align 4, !dbg !426, !tbaa !163
  %735 = add nuw nsw i64 %719, 2, !dbg !427
    #dbg_value(i64 %735, !394, !DIExpression(), !416)
  %736 = icmp eq i64 %735, 1500, !dbg !428
  br i1 %736, label %712, label %718, !dbg !417, !llvm.loop !429

737:                                              ; preds = %778, %714
  %738 = phi i64 [ 0, %714 ], [ %780, %778 ]
  %739 = phi i32 [ 0, %714 ], [ %779, %778 ]
    #dbg_value(i64 %738, !397, !DIExpression(), !418)
    #dbg_value(i32 %739, !396, !DIExpression(), !399)
  %740 = getelementptr inbounds i32, ptr %711, i64 %738
  %741 = load i32, ptr %740, align 4, !tbaa !163
  %742 = icmp eq i32 %741, 0, !dbg !431
  br i1 %742, label %778, label %743, !dbg !431

743:                                              ; preds = %737
  %744 = sext i32 %739 to i64, !dbg !431
  %745 = trunc i64 %738 to i32
  %746 = add i32 %706, %745
  %747 = zext i32 %741 to i64, !dbg !431
  %748 = icmp ult i32 %741, 8, !dbg !431
  br i1 %748, label %765, label %749, !dbg !431

749:                                              ; preds = %743
  %750 = and i64 %747, 4294967288, !dbg !431
  %751 = add nsw i64 %750, %744, !dbg !431
  %752 = trunc nuw i64 %750 to i32, !dbg !431
  %753 = sub i32 %741, %752, !dbg !431
  %754 = insertelement <4 x i32> poison, i32 %746, i64 0, !dbg !431
  %755 = shufflevector <4 x i32> %754, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !431
  %756 = getelementptr i32, ptr @main.work, i64 %744, !dbg !431
  br label %757, !dbg !431

757:                                              ; preds = %757, %749
  %758 = phi i64 [ 0, %749 ], [ %761, %757 ]
  %759 = getelementptr i32, ptr %756, i64 %758, !dbg !432
  %760 = getelementptr inbounds i8, ptr %759, i64 16, !dbg !433
  store <4 x i32> %755, ptr %759, align 4, !dbg !433, !tbaa !163
  store <4 x i32> %755, ptr %760, align 4, !dbg !433, !tbaa !163
  %761 = add nuw i64 %758, 8
  %762 = icmp eq i64 %761, %750
  br i1 %762, label %763, label %757, !llvm.loop !434

763:                                              ; preds = %757
  %764 = icmp eq i64 %750, %747, !dbg !431
  br i1 %764, label %775, label %765, !dbg !431

765:                                              ; preds = %763, %743
  %766 = phi i64 [ %744, %743 ], [ %751, %763 ]
  %767 = phi i32 [ %741, %743 ], [ %753, %763 ]
  br label %768, !dbg !431

768:                                              ; preds = %765, %768
  %769 = phi i64 [ %772, %768 ], [ %766, %765 ]
  %770 = phi i32 [ %771, %768 ], [ %767, %765 ]
  %771 = add nsw i32 %770, -1, !dbg !436
    #dbg_value(i64 %769, !396, !DIExpression(), !399)
  %772 = add nsw i64 %769, 1, !dbg !437
    #dbg_value(i64 %772, !396, !DIExpression(), !399)
  %773 = getelementptr inbounds i32, ptr @main.work, i64 %769, !dbg !432
  store i32 %746, ptr %773, align 4, !dbg !433, !tbaa !163
  %774 = icmp eq i32 %771, 0, !dbg !431
  br i1 %774, label %775, label %768, !dbg !431, !llvm.loop !438

775:                                              ; preds = %768, %763
  %776 = phi i64 [ %751, %763 ], [ %772, %768 ], !dbg !437
  %777 = trunc nsw i64 %776 to i32, !dbg !436
  br label %778, !dbg !436

778:                                              ; preds = %775, %737
  %779 = phi i32 [ %739, %737 ], [ %777, %775 ], !dbg !399
  store i32 -1, ptr %740, align 4, !dbg !436, !tbaa !163
  %780 = add nuw nsw i64 %738, 1, !dbg !439
    #dbg_value(i64 %780, !397, !DIExpression(), !418)
    #dbg_value(i32 %779, !396, !DIExpression(), !399)
  %781 = icmp eq i64 %780, %717, !dbg !419
  br i1 %781, label %782, label %737, !dbg !421, !llvm.loop !440

782:                                              ; preds = %778, %712
  tail call void @free(ptr noundef nonnull %711) #16, !dbg !442
  %783 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(6000) @main.work, ptr noundef nonnull dereferenceable(6000) @main.ref, i64 6000), !dbg !443
  %784 = icmp eq i32 %783, 0, !dbg !443
  %785 = select i1 %784, ptr @.str.8, ptr @.str.7, !dbg !443
  %786 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %785), !dbg !444
  br label %787, !dbg !445

787:                                              ; preds = %782, %619
  %788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13), !dbg !446
    #dbg_value(i64 0, !128, !DIExpression(), !447)
  %789 = load i32, ptr @main.work, align 16, !dbg !448, !tbaa !163
  %790 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %789), !dbg !450
    #dbg_value(i64 1, !128, !DIExpression(), !447)
  %791 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 4), align 4, !dbg !448, !tbaa !163
  %792 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %791), !dbg !450
    #dbg_value(i64 2, !128, !DIExpression(), !447)
  %793 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 8), align 8, !dbg !448, !tbaa !163
  %794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %793), !dbg !450
    #dbg_value(i64 3, !128, !DIExpression(), !447)
  %795 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 12), align 4, !dbg !448, !tbaa !163
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %795), !dbg !450
    #dbg_value(i64 4, !128, !DIExpression(), !447)
  %797 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 16), align 16, !dbg !448, !tbaa !163
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %797), !dbg !450
    #dbg_value(i64 5, !128, !DIExpression(), !447)
  %799 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 20), align 4, !dbg !448, !tbaa !163
  %800 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %799), !dbg !450
    #dbg_value(i64 6, !128, !DIExpression(), !447)
  %801 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 24), align 8, !dbg !448, !tbaa !163
  %802 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %801), !dbg !450
    #dbg_value(i64 7, !128, !DIExpression(), !447)
  %803 = load i32, ptr getelementptr inbounds (i8, ptr @main.work, i64 28), align 4, !dbg !448, !tbaa !163
  %804 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %803), !dbg !450
    #dbg_value(i64 8, !128, !DIExpression(), !447)
  %805 = tail call i32 @putchar(i32 10), !dbg !451
  %806 = add nuw nsw i64 %4, 1, !dbg !452
    #dbg_value(i64 %806, !120, !DIExpression(), !139)
  %807 = icmp eq i64 %806, 5, !dbg !453
  br i1 %807, label %2, label %3, !dbg !140, !llvm.loop !454
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !456 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !467 {
    #dbg_value(ptr %0, !469, !DIExpression(), !473)
    #dbg_value(ptr %1, !470, !DIExpression(), !473)
  %3 = load i32, ptr %0, align 4, !dbg !474, !tbaa !163
    #dbg_value(i32 %3, !471, !DIExpression(), !473)
  %4 = load i32, ptr %1, align 4, !dbg !475, !tbaa !163
    #dbg_value(i32 %4, !472, !DIExpression(), !473)
  %5 = icmp sgt i32 %3, %4, !dbg !476
  %6 = zext i1 %5 to i32, !dbg !476
  %7 = icmp slt i32 %3, %4, !dbg !477
  %8 = sext i1 %7 to i32, !dbg !477
  %9 = add nsw i32 %8, %6, !dbg !478
  ret i32 %9, !dbg !479
}

; Function Attrs: nofree nounwind
declare !dbg !480 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quick_sort(i32 noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !485 {
    #dbg_value(ptr @main.work, !489, !DIExpression(), !504)
    #dbg_value(i32 %0, !490, !DIExpression(), !504)
    #dbg_value(i32 %1, !491, !DIExpression(), !504)
  %3 = icmp slt i32 %0, %1, !dbg !505
  br i1 %3, label %4, label %99, !dbg !506

4:                                                ; preds = %2, %95
  %5 = phi i32 [ %97, %95 ], [ %0, %2 ]
  %6 = phi i32 [ %96, %95 ], [ %1, %2 ]
    #dbg_value(i32 %5, !490, !DIExpression(), !504)
    #dbg_value(i32 %6, !491, !DIExpression(), !504)
  %7 = sub nsw i32 %6, %5, !dbg !507
  %8 = icmp slt i32 %7, 10, !dbg !508
  br i1 %8, label %9, label %31, !dbg !509

9:                                                ; preds = %4
  %10 = icmp slt i32 %5, %6, !dbg !510
  br i1 %10, label %11, label %99, !dbg !511

11:                                               ; preds = %9
  %12 = sext i32 %5 to i64, !dbg !511
  br label %13, !dbg !511

13:                                               ; preds = %11, %26
  %14 = phi i64 [ %12, %11 ], [ %16, %26 ]
  %15 = phi i32 [ %5, %11 ], [ %17, %26 ]
  %16 = add nsw i64 %14, 1, !dbg !511
  %17 = add nsw i32 %15, 1, !dbg !512
    #dbg_value(i32 %17, !497, !DIExpression(), !513)
  %18 = icmp slt i32 %15, %5, !dbg !514
  br i1 %18, label %26, label %19, !dbg !516

19:                                               ; preds = %13, %28
  %20 = phi i64 [ %29, %28 ], [ %16, %13 ]
    #dbg_value(i64 %20, !497, !DIExpression(), !513)
  %21 = getelementptr i32, ptr @main.work, i64 %20, !dbg !517
  %22 = getelementptr i8, ptr %21, i64 -4, !dbg !517
  %23 = load i32, ptr %22, align 4, !dbg !517, !tbaa !163
  %24 = load i32, ptr %21, align 4, !dbg !518, !tbaa !163
  %25 = icmp sgt i32 %23, %24, !dbg !519
  br i1 %25, label %28, label %26, !dbg !520

26:                                               ; preds = %19, %28, %13
    #dbg_value(i32 %17, !492, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !521)
  %27 = icmp eq i32 %17, %6, !dbg !510
  br i1 %27, label %99, label %13, !dbg !511, !llvm.loop !522

28:                                               ; preds = %19
    #dbg_value(ptr %22, !524, !DIExpression(), !531)
    #dbg_value(ptr %21, !529, !DIExpression(), !531)
    #dbg_value(i32 %23, !530, !DIExpression(), !531)
  store i32 %24, ptr %22, align 4, !dbg !533, !tbaa !163
  store i32 %23, ptr %21, align 4, !dbg !534, !tbaa !163
  %29 = add nsw i64 %20, -1, !dbg !535
    #dbg_value(i64 %29, !497, !DIExpression(), !513)
  %30 = icmp sgt i64 %29, %12, !dbg !514
  br i1 %30, label %19, label %26, !dbg !516, !llvm.loop !536

31:                                               ; preds = %4
  %32 = lshr i32 %7, 1, !dbg !538
  %33 = add nsw i32 %32, %5, !dbg !539
    #dbg_value(i32 %33, !500, !DIExpression(), !540)
  %34 = sext i32 %33 to i64, !dbg !541
  %35 = getelementptr inbounds i32, ptr @main.work, i64 %34, !dbg !541
  %36 = load i32, ptr %35, align 4, !dbg !541, !tbaa !163
  %37 = sext i32 %5 to i64, !dbg !543
  %38 = getelementptr inbounds i32, ptr @main.work, i64 %37, !dbg !543
  %39 = load i32, ptr %38, align 4, !dbg !543, !tbaa !163
  %40 = icmp slt i32 %36, %39, !dbg !544
  br i1 %40, label %41, label %42, !dbg !545

41:                                               ; preds = %31
    #dbg_value(ptr %35, !524, !DIExpression(), !546)
    #dbg_value(ptr %38, !529, !DIExpression(), !546)
    #dbg_value(i32 %36, !530, !DIExpression(), !546)
  store i32 %39, ptr %35, align 4, !dbg !548, !tbaa !163
  store i32 %36, ptr %38, align 4, !dbg !549, !tbaa !163
  br label %42, !dbg !550

42:                                               ; preds = %41, %31
  %43 = phi i32 [ %36, %41 ], [ %39, %31 ], !dbg !551
  %44 = sext i32 %6 to i64, !dbg !553
  %45 = getelementptr inbounds i32, ptr @main.work, i64 %44, !dbg !553
  %46 = load i32, ptr %45, align 4, !dbg !553, !tbaa !163
  %47 = icmp slt i32 %46, %43, !dbg !554
  br i1 %47, label %48, label %50, !dbg !555

48:                                               ; preds = %42
    #dbg_value(ptr %45, !524, !DIExpression(), !556)
    #dbg_value(ptr %38, !529, !DIExpression(), !556)
    #dbg_value(i32 %46, !530, !DIExpression(), !556)
  store i32 %43, ptr %45, align 4, !dbg !558, !tbaa !163
  store i32 %46, ptr %38, align 4, !dbg !559, !tbaa !163
  %49 = load i32, ptr %45, align 4, !dbg !560, !tbaa !163
  br label %50, !dbg !562

50:                                               ; preds = %48, %42
  %51 = phi i32 [ %49, %48 ], [ %46, %42 ], !dbg !560
  %52 = load i32, ptr %35, align 4, !dbg !563, !tbaa !163
  %53 = icmp slt i32 %51, %52, !dbg !564
  br i1 %53, label %54, label %55, !dbg !565

54:                                               ; preds = %50
    #dbg_value(ptr %45, !524, !DIExpression(), !566)
    #dbg_value(ptr %35, !529, !DIExpression(), !566)
    #dbg_value(i32 %51, !530, !DIExpression(), !566)
  store i32 %52, ptr %45, align 4, !dbg !568, !tbaa !163
  store i32 %51, ptr %35, align 4, !dbg !569, !tbaa !163
  br label %55, !dbg !570

55:                                               ; preds = %54, %50
  %56 = phi i32 [ %51, %54 ], [ %52, %50 ], !dbg !571
    #dbg_value(i32 %56, !501, !DIExpression(), !540)
    #dbg_value(i32 %5, !502, !DIExpression(), !540)
    #dbg_value(i32 %6, !503, !DIExpression(), !540)
  %57 = icmp sgt i32 %5, %6, !dbg !572
  br i1 %57, label %92, label %58, !dbg !573

58:                                               ; preds = %55, %83
  %59 = phi i32 [ %85, %83 ], [ %6, %55 ]
  %60 = phi i32 [ %84, %83 ], [ %5, %55 ]
    #dbg_value(i32 %59, !503, !DIExpression(), !540)
    #dbg_value(i32 %60, !502, !DIExpression(), !540)
  %61 = sext i32 %60 to i64, !dbg !574
  br label %62, !dbg !574

62:                                               ; preds = %62, %58
  %63 = phi i64 [ %67, %62 ], [ %61, %58 ], !dbg !540
    #dbg_value(i64 %63, !502, !DIExpression(), !540)
  %64 = getelementptr inbounds i32, ptr @main.work, i64 %63, !dbg !576
  %65 = load i32, ptr %64, align 4, !dbg !576, !tbaa !163
  %66 = icmp slt i32 %65, %56, !dbg !577
  %67 = add nsw i64 %63, 1, !dbg !578
    #dbg_value(i64 %67, !502, !DIExpression(), !540)
  br i1 %66, label %62, label %68, !dbg !574, !llvm.loop !579

68:                                               ; preds = %62
  %69 = sext i32 %59 to i64, !dbg !580
  br label %70, !dbg !580

70:                                               ; preds = %70, %68
  %71 = phi i64 [ %75, %70 ], [ %69, %68 ], !dbg !540
    #dbg_value(i64 %71, !503, !DIExpression(), !540)
  %72 = getelementptr inbounds i32, ptr @main.work, i64 %71, !dbg !581
  %73 = load i32, ptr %72, align 4, !dbg !581, !tbaa !163
  %74 = icmp sgt i32 %73, %56, !dbg !582
  %75 = add nsw i64 %71, -1, !dbg !583
    #dbg_value(i64 %75, !503, !DIExpression(), !540)
  br i1 %74, label %70, label %76, !dbg !580, !llvm.loop !584

76:                                               ; preds = %70
  %77 = trunc nsw i64 %63 to i32, !dbg !580
  %78 = trunc nsw i64 %71 to i32, !dbg !585
  %79 = icmp sgt i64 %63, %71, !dbg !585
  br i1 %79, label %83, label %80, !dbg !587

80:                                               ; preds = %76
    #dbg_value(ptr %64, !524, !DIExpression(), !588)
    #dbg_value(ptr %72, !529, !DIExpression(), !588)
    #dbg_value(i32 %65, !530, !DIExpression(), !588)
  store i32 %73, ptr %64, align 4, !dbg !591, !tbaa !163
  store i32 %65, ptr %72, align 4, !dbg !592, !tbaa !163
  %81 = add nsw i32 %77, 1, !dbg !593
    #dbg_value(i32 %81, !502, !DIExpression(), !540)
  %82 = add nsw i32 %78, -1, !dbg !594
    #dbg_value(i32 %82, !503, !DIExpression(), !540)
  br label %83, !dbg !595

83:                                               ; preds = %80, %76
  %84 = phi i32 [ %81, %80 ], [ %77, %76 ], !dbg !540
  %85 = phi i32 [ %82, %80 ], [ %78, %76 ], !dbg !540
    #dbg_value(i32 %85, !503, !DIExpression(), !540)
    #dbg_value(i32 %84, !502, !DIExpression(), !540)
  %86 = icmp sgt i32 %84, %85, !dbg !572
  br i1 %86, label %87, label %58, !dbg !573, !llvm.loop !596

87:                                               ; preds = %83
  %88 = sub nsw i32 %85, %5, !dbg !598
  %89 = sub nsw i32 %6, %84, !dbg !600
  %90 = icmp slt i32 %88, %89, !dbg !601
  br i1 %90, label %91, label %92, !dbg !602

91:                                               ; preds = %87
  tail call fastcc void @quick_sort(i32 noundef %5, i32 noundef %85), !dbg !603
    #dbg_value(i32 %84, !490, !DIExpression(), !504)
  br label %95, !dbg !605

92:                                               ; preds = %55, %87
  %93 = phi i32 [ %85, %87 ], [ %6, %55 ]
  %94 = phi i32 [ %84, %87 ], [ %5, %55 ]
  tail call fastcc void @quick_sort(i32 noundef %94, i32 noundef %6), !dbg !606
    #dbg_value(i32 %93, !491, !DIExpression(), !504)
  br label %95

95:                                               ; preds = %92, %91
  %96 = phi i32 [ %6, %91 ], [ %93, %92 ]
  %97 = phi i32 [ %84, %91 ], [ %5, %92 ]
    #dbg_value(i32 %97, !490, !DIExpression(), !504)
    #dbg_value(i32 %96, !491, !DIExpression(), !504)
  %98 = icmp slt i32 %97, %96, !dbg !505
  br i1 %98, label %4, label %99, !dbg !506, !llvm.loop !608

99:                                               ; preds = %95, %26, %2, %9
  ret void, !dbg !610
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !611 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 !dbg !614 {
    #dbg_value(ptr @main.work, !618, !DIExpression(), !626)
    #dbg_value(ptr %0, !619, !DIExpression(), !626)
    #dbg_value(i32 %1, !620, !DIExpression(), !626)
    #dbg_value(i32 %2, !621, !DIExpression(), !626)
  %4 = ptrtoint ptr %0 to i64, !dbg !627
  %5 = sub nsw i32 %2, %1, !dbg !627
  %6 = icmp slt i32 %5, 2, !dbg !629
  br i1 %6, label %205, label %7, !dbg !630

7:                                                ; preds = %3
  %8 = lshr i32 %5, 1, !dbg !631
  %9 = add nsw i32 %8, %1, !dbg !632
    #dbg_value(i32 %9, !622, !DIExpression(), !626)
  tail call fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %1, i32 noundef %9), !dbg !633
  tail call fastcc void @merge_sort_rec(ptr noundef %0, i32 noundef %9, i32 noundef %2), !dbg !634
    #dbg_value(i32 %1, !623, !DIExpression(), !626)
    #dbg_value(i32 %9, !624, !DIExpression(), !626)
    #dbg_value(i32 %1, !625, !DIExpression(), !626)
  %10 = icmp slt i32 %9, %2, !dbg !635
  br i1 %10, label %11, label %15, !dbg !636

11:                                               ; preds = %7
  %12 = sext i32 %1 to i64, !dbg !636
  br label %78, !dbg !636

13:                                               ; preds = %78
  %14 = trunc nsw i64 %95 to i32, !dbg !637
  br label %15, !dbg !637

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %1, %7 ], [ %90, %13 ], !dbg !638
  %17 = phi i32 [ %9, %7 ], [ %93, %13 ], !dbg !626
  %18 = phi i32 [ %1, %7 ], [ %14, %13 ], !dbg !626
    #dbg_value(i32 %18, !625, !DIExpression(), !626)
    #dbg_value(i32 %16, !623, !DIExpression(), !626)
  %19 = icmp slt i32 %16, %9, !dbg !637
  br i1 %19, label %20, label %103, !dbg !639

20:                                               ; preds = %15
  %21 = sext i32 %18 to i64, !dbg !639
  %22 = sext i32 %16 to i64, !dbg !639
  %23 = sext i32 %9 to i64, !dbg !637
  %24 = sub nsw i64 %23, %22, !dbg !639
  %25 = icmp ult i64 %24, 12, !dbg !639
  br i1 %25, label %26, label %53, !dbg !639

26:                                               ; preds = %76, %53, %20
  %27 = phi i64 [ %22, %53 ], [ %22, %20 ], [ %62, %76 ]
  %28 = phi i64 [ %21, %53 ], [ %21, %20 ], [ %63, %76 ]
  %29 = sub nsw i64 %23, %27, !dbg !639
  %30 = and i64 %29, 3, !dbg !639
  %31 = icmp eq i64 %30, 0, !dbg !639
  br i1 %31, label %43, label %32, !dbg !639

32:                                               ; preds = %26, %32
  %33 = phi i64 [ %36, %32 ], [ %27, %26 ]
  %34 = phi i64 [ %39, %32 ], [ %28, %26 ]
  %35 = phi i64 [ %41, %32 ], [ 0, %26 ]
    #dbg_value(i64 %34, !625, !DIExpression(), !626)
    #dbg_value(i64 %33, !623, !DIExpression(), !626)
  %36 = add nsw i64 %33, 1, !dbg !640
    #dbg_value(i64 %36, !623, !DIExpression(), !626)
  %37 = getelementptr inbounds i32, ptr @main.work, i64 %33, !dbg !641
  %38 = load i32, ptr %37, align 4, !dbg !641, !tbaa !163
  %39 = add nsw i64 %34, 1, !dbg !642
    #dbg_value(i64 %39, !625, !DIExpression(), !626)
  %40 = getelementptr inbounds i32, ptr %0, i64 %34, !dbg !643
  store i32 %38, ptr %40, align 4, !dbg !644, !tbaa !163
  %41 = add i64 %35, 1, !dbg !639
  %42 = icmp eq i64 %41, %30, !dbg !639
  br i1 %42, label %43, label %32, !dbg !639, !llvm.loop !645

43:                                               ; preds = %32, %26
  %44 = phi i64 [ poison, %26 ], [ %39, %32 ]
  %45 = phi i64 [ %27, %26 ], [ %36, %32 ]
  %46 = phi i64 [ %28, %26 ], [ %39, %32 ]
  %47 = sub nsw i64 %27, %23, !dbg !639
  %48 = icmp ugt i64 %47, -4, !dbg !639
  br i1 %48, label %100, label %49, !dbg !639

49:                                               ; preds = %43
  %50 = getelementptr i8, ptr %0, i64 4, !dbg !639
  %51 = getelementptr i8, ptr %0, i64 8, !dbg !639
  %52 = getelementptr i8, ptr %0, i64 12, !dbg !639
  br label %163, !dbg !639

53:                                               ; preds = %20
  %54 = shl nsw i64 %21, 2, !dbg !639
  %55 = add i64 %54, %4, !dbg !639
  %56 = shl nsw i64 %22, 2, !dbg !639
  %57 = add i64 %56, ptrtoint (ptr @main.work to i64), !dbg !639
  %58 = sub i64 %55, %57, !dbg !639
  %59 = icmp ult i64 %58, 32, !dbg !639
  br i1 %59, label %26, label %60, !dbg !639

60:                                               ; preds = %53
  %61 = and i64 %24, -8, !dbg !639
  %62 = add nsw i64 %61, %22, !dbg !639
  %63 = add nsw i64 %61, %21, !dbg !639
  %64 = getelementptr i32, ptr @main.work, i64 %22, !dbg !639
  %65 = getelementptr i32, ptr %0, i64 %21, !dbg !639
  br label %66, !dbg !639

66:                                               ; preds = %66, %60
  %67 = phi i64 [ 0, %60 ], [ %74, %66 ]
  %68 = getelementptr i32, ptr %64, i64 %67, !dbg !641
  %69 = getelementptr inbounds i8, ptr %68, i64 16, !dbg !641
  %70 = load <4 x i32>, ptr %68, align 4, !dbg !641, !tbaa !163
  %71 = load <4 x i32>, ptr %69, align 4, !dbg !641, !tbaa !163
  %72 = getelementptr i32, ptr %65, i64 %67, !dbg !643
  %73 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !644
  store <4 x i32> %70, ptr %72, align 4, !dbg !644, !tbaa !163
  store <4 x i32> %71, ptr %73, align 4, !dbg !644, !tbaa !163
  %74 = add nuw i64 %67, 8
  %75 = icmp eq i64 %74, %61
  br i1 %75, label %76, label %66, !llvm.loop !647

76:                                               ; preds = %66
  %77 = icmp eq i64 %24, %61, !dbg !639
  br i1 %77, label %100, label %26, !dbg !639

78:                                               ; preds = %11, %78
  %79 = phi i64 [ %12, %11 ], [ %95, %78 ]
  %80 = phi i32 [ %9, %11 ], [ %93, %78 ]
  %81 = phi i32 [ %1, %11 ], [ %90, %78 ]
    #dbg_value(i64 %79, !625, !DIExpression(), !626)
    #dbg_value(i32 %80, !624, !DIExpression(), !626)
    #dbg_value(i32 %81, !623, !DIExpression(), !626)
  %82 = sext i32 %80 to i64, !dbg !649
  %83 = getelementptr inbounds i32, ptr @main.work, i64 %82, !dbg !649
  %84 = load i32, ptr %83, align 4, !dbg !649, !tbaa !163
  %85 = sext i32 %81 to i64, !dbg !650
  %86 = getelementptr inbounds i32, ptr @main.work, i64 %85, !dbg !650
  %87 = load i32, ptr %86, align 4, !dbg !650, !tbaa !163
  %88 = icmp sge i32 %84, %87, !dbg !651
  %89 = zext i1 %88 to i32, !dbg !649
  %90 = add nsw i32 %81, %89, !dbg !649
  %91 = xor i1 %88, true, !dbg !649
  %92 = zext i1 %91 to i32, !dbg !649
  %93 = add nsw i32 %80, %92, !dbg !649
  %94 = tail call i32 @llvm.smin.i32(i32 %84, i32 %87), !dbg !649
    #dbg_value(i32 %93, !624, !DIExpression(), !626)
    #dbg_value(i32 %90, !623, !DIExpression(), !626)
  %95 = add nsw i64 %79, 1, !dbg !652
    #dbg_value(i64 %95, !625, !DIExpression(), !626)
  %96 = getelementptr inbounds i32, ptr %0, i64 %79, !dbg !653
  store i32 %94, ptr %96, align 4, !dbg !654, !tbaa !163
  %97 = icmp slt i32 %90, %9, !dbg !655
  %98 = icmp slt i32 %93, %2, !dbg !635
  %99 = select i1 %97, i1 %98, i1 false, !dbg !635
  br i1 %99, label %78, label %13, !dbg !636, !llvm.loop !656

100:                                              ; preds = %43, %163, %76
  %101 = phi i64 [ %63, %76 ], [ %44, %43 ], [ %178, %163 ], !dbg !642
  %102 = trunc nsw i64 %101 to i32, !dbg !658
  br label %103, !dbg !658

103:                                              ; preds = %100, %15
  %104 = phi i32 [ %18, %15 ], [ %102, %100 ], !dbg !626
    #dbg_value(i32 %104, !625, !DIExpression(), !626)
    #dbg_value(i32 %17, !624, !DIExpression(), !626)
  %105 = icmp slt i32 %17, %2, !dbg !658
  br i1 %105, label %106, label %199, !dbg !659

106:                                              ; preds = %103
  %107 = sext i32 %104 to i64, !dbg !659
  %108 = sext i32 %17 to i64, !dbg !659
  %109 = sext i32 %2 to i64, !dbg !658
  %110 = sub nsw i64 %109, %108, !dbg !659
  %111 = icmp ult i64 %110, 12, !dbg !659
  br i1 %111, label %112, label %138, !dbg !659

112:                                              ; preds = %161, %138, %106
  %113 = phi i64 [ %108, %138 ], [ %108, %106 ], [ %147, %161 ]
  %114 = phi i64 [ %107, %138 ], [ %107, %106 ], [ %148, %161 ]
  %115 = sub nsw i64 %109, %113, !dbg !659
  %116 = and i64 %115, 3, !dbg !659
  %117 = icmp eq i64 %116, 0, !dbg !659
  br i1 %117, label %129, label %118, !dbg !659

118:                                              ; preds = %112, %118
  %119 = phi i64 [ %122, %118 ], [ %113, %112 ]
  %120 = phi i64 [ %125, %118 ], [ %114, %112 ]
  %121 = phi i64 [ %127, %118 ], [ 0, %112 ]
    #dbg_value(i64 %120, !625, !DIExpression(), !626)
    #dbg_value(i64 %119, !624, !DIExpression(), !626)
  %122 = add nsw i64 %119, 1, !dbg !660
    #dbg_value(i64 %122, !624, !DIExpression(), !626)
  %123 = getelementptr inbounds i32, ptr @main.work, i64 %119, !dbg !661
  %124 = load i32, ptr %123, align 4, !dbg !661, !tbaa !163
  %125 = add nsw i64 %120, 1, !dbg !662
    #dbg_value(i64 %125, !625, !DIExpression(), !626)
  %126 = getelementptr inbounds i32, ptr %0, i64 %120, !dbg !663
  store i32 %124, ptr %126, align 4, !dbg !664, !tbaa !163
  %127 = add i64 %121, 1, !dbg !659
  %128 = icmp eq i64 %127, %116, !dbg !659
  br i1 %128, label %129, label %118, !dbg !659, !llvm.loop !665

129:                                              ; preds = %118, %112
  %130 = phi i64 [ %113, %112 ], [ %122, %118 ]
  %131 = phi i64 [ %114, %112 ], [ %125, %118 ]
  %132 = sub nsw i64 %113, %109, !dbg !659
  %133 = icmp ugt i64 %132, -4, !dbg !659
  br i1 %133, label %199, label %134, !dbg !659

134:                                              ; preds = %129
  %135 = getelementptr i8, ptr %0, i64 4, !dbg !659
  %136 = getelementptr i8, ptr %0, i64 8, !dbg !659
  %137 = getelementptr i8, ptr %0, i64 12, !dbg !659
  br label %181, !dbg !659

138:                                              ; preds = %106
  %139 = shl nsw i64 %107, 2, !dbg !659
  %140 = add i64 %139, %4, !dbg !659
  %141 = shl nsw i64 %108, 2, !dbg !659
  %142 = add i64 %141, ptrtoint (ptr @main.work to i64), !dbg !659
  %143 = sub i64 %140, %142, !dbg !659
  %144 = icmp ult i64 %143, 32, !dbg !659
  br i1 %144, label %112, label %145, !dbg !659

145:                                              ; preds = %138
  %146 = and i64 %110, -8, !dbg !659
  %147 = add nsw i64 %146, %108, !dbg !659
  %148 = add nsw i64 %146, %107, !dbg !659
  %149 = getelementptr i32, ptr @main.work, i64 %108, !dbg !659
  %150 = getelementptr i32, ptr %0, i64 %107, !dbg !659
  br label %151, !dbg !659

151:                                              ; preds = %151, %145
  %152 = phi i64 [ 0, %145 ], [ %159, %151 ]
  %153 = getelementptr i32, ptr %149, i64 %152, !dbg !661
  %154 = getelementptr inbounds i8, ptr %153, i64 16, !dbg !661
  %155 = load <4 x i32>, ptr %153, align 4, !dbg !661, !tbaa !163
  %156 = load <4 x i32>, ptr %154, align 4, !dbg !661, !tbaa !163
  %157 = getelementptr i32, ptr %150, i64 %152, !dbg !663
  %158 = getelementptr inbounds i8, ptr %157, i64 16, !dbg !664
  store <4 x i32> %155, ptr %157, align 4, !dbg !664, !tbaa !163
  store <4 x i32> %156, ptr %158, align 4, !dbg !664, !tbaa !163
  %159 = add nuw i64 %152, 8
  %160 = icmp eq i64 %159, %146
  br i1 %160, label %161, label %151, !llvm.loop !666

161:                                              ; preds = %151
  %162 = icmp eq i64 %110, %146, !dbg !659
  br i1 %162, label %199, label %112, !dbg !659

163:                                              ; preds = %163, %49
  %164 = phi i64 [ %45, %49 ], [ %175, %163 ]
  %165 = phi i64 [ %46, %49 ], [ %178, %163 ]
    #dbg_value(i64 %165, !625, !DIExpression(), !626)
    #dbg_value(i64 %164, !623, !DIExpression(), !626)
    #dbg_value(i64 %164, !623, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !626)
  %166 = getelementptr inbounds i32, ptr @main.work, i64 %164, !dbg !641
  %167 = load i32, ptr %166, align 4, !dbg !641, !tbaa !163
    #dbg_value(i64 %165, !625, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !626)
  %168 = getelementptr inbounds i32, ptr %0, i64 %165, !dbg !643
  store i32 %167, ptr %168, align 4, !dbg !644, !tbaa !163
    #dbg_value(i64 %164, !623, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !626)
  %169 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 4), i64 %164, !dbg !641
  %170 = load i32, ptr %169, align 4, !dbg !641, !tbaa !163
    #dbg_value(i64 %165, !625, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !626)
  %171 = getelementptr i32, ptr %50, i64 %165, !dbg !643
  store i32 %170, ptr %171, align 4, !dbg !644, !tbaa !163
    #dbg_value(i64 %164, !623, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !626)
  %172 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 8), i64 %164, !dbg !641
  %173 = load i32, ptr %172, align 4, !dbg !641, !tbaa !163
    #dbg_value(i64 %165, !625, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !626)
  %174 = getelementptr i32, ptr %51, i64 %165, !dbg !643
  store i32 %173, ptr %174, align 4, !dbg !644, !tbaa !163
  %175 = add nsw i64 %164, 4, !dbg !640
    #dbg_value(i64 %175, !623, !DIExpression(), !626)
  %176 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 12), i64 %164, !dbg !641
  %177 = load i32, ptr %176, align 4, !dbg !641, !tbaa !163
  %178 = add nsw i64 %165, 4, !dbg !642
    #dbg_value(i64 %178, !625, !DIExpression(), !626)
  %179 = getelementptr i32, ptr %52, i64 %165, !dbg !643
  store i32 %177, ptr %179, align 4, !dbg !644, !tbaa !163
  %180 = icmp eq i64 %175, %23, !dbg !637
  br i1 %180, label %100, label %163, !dbg !639, !llvm.loop !668

181:                                              ; preds = %181, %134
  %182 = phi i64 [ %130, %134 ], [ %193, %181 ]
  %183 = phi i64 [ %131, %134 ], [ %196, %181 ]
    #dbg_value(i64 %183, !625, !DIExpression(), !626)
    #dbg_value(i64 %182, !624, !DIExpression(), !626)
    #dbg_value(i64 %182, !624, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !626)
  %184 = getelementptr inbounds i32, ptr @main.work, i64 %182, !dbg !661
  %185 = load i32, ptr %184, align 4, !dbg !661, !tbaa !163
    #dbg_value(i64 %183, !625, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !626)
  %186 = getelementptr inbounds i32, ptr %0, i64 %183, !dbg !663
  store i32 %185, ptr %186, align 4, !dbg !664, !tbaa !163
    #dbg_value(i64 %182, !624, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !626)
  %187 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 4), i64 %182, !dbg !661
  %188 = load i32, ptr %187, align 4, !dbg !661, !tbaa !163
    #dbg_value(i64 %183, !625, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !626)
  %189 = getelementptr i32, ptr %135, i64 %183, !dbg !663
  store i32 %188, ptr %189, align 4, !dbg !664, !tbaa !163
    #dbg_value(i64 %182, !624, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !626)
  %190 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 8), i64 %182, !dbg !661
  %191 = load i32, ptr %190, align 4, !dbg !661, !tbaa !163
    #dbg_value(i64 %183, !625, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !626)
  %192 = getelementptr i32, ptr %136, i64 %183, !dbg !663
  store i32 %191, ptr %192, align 4, !dbg !664, !tbaa !163
  %193 = add nsw i64 %182, 4, !dbg !660
    #dbg_value(i64 %193, !624, !DIExpression(), !626)
  %194 = getelementptr i32, ptr getelementptr (i8, ptr @main.work, i64 12), i64 %182, !dbg !661
  %195 = load i32, ptr %194, align 4, !dbg !661, !tbaa !163
  %196 = add nsw i64 %183, 4, !dbg !662
    #dbg_value(i64 %196, !625, !DIExpression(), !626)
  %197 = getelementptr i32, ptr %137, i64 %183, !dbg !663
  store i32 %195, ptr %197, align 4, !dbg !664, !tbaa !163
  %198 = icmp eq i64 %193, %109, !dbg !658
  br i1 %198, label %199, label %181, !dbg !659, !llvm.loop !669

199:                                              ; preds = %129, %181, %161, %103
  %200 = sext i32 %1 to i64, !dbg !670
  %201 = getelementptr inbounds i32, ptr @main.work, i64 %200, !dbg !670
  %202 = getelementptr inbounds i32, ptr %0, i64 %200, !dbg !671
  %203 = zext nneg i32 %5 to i64, !dbg !672
  %204 = shl nuw nsw i64 %203, 2, !dbg !673
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %201, ptr align 4 %202, i64 %204, i1 false), !dbg !674
  br label %205, !dbg !675

205:                                              ; preds = %3, %199
  ret void, !dbg !675
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !676 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !679 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #11

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
!200 = !DILocation(line: 0, scope: !102, inlinedAt: !198)
!201 = !DILocation(line: 0, scope: !105, inlinedAt: !198)
!202 = !DILocation(line: 77, column: 9, scope: !105, inlinedAt: !198)
!203 = !DILocation(line: 78, column: 21, scope: !107, inlinedAt: !198)
!204 = !DILocation(line: 0, scope: !107, inlinedAt: !198)
!205 = !DILocation(line: 79, column: 36, scope: !107, inlinedAt: !198)
!206 = !DILocation(line: 79, column: 32, scope: !107, inlinedAt: !198)
!207 = !DILocation(line: 79, column: 43, scope: !107, inlinedAt: !198)
!208 = !DILocation(line: 79, column: 13, scope: !107, inlinedAt: !198)
!209 = !DILocation(line: 80, column: 17, scope: !210, inlinedAt: !198)
!210 = distinct !DILexicalBlock(scope: !107, file: !3, line: 79, column: 48)
!211 = !DILocation(line: 80, column: 22, scope: !210, inlinedAt: !198)
!212 = !DILocation(line: 79, column: 22, scope: !107, inlinedAt: !198)
!213 = !DILocation(line: 79, column: 29, scope: !107, inlinedAt: !198)
!214 = distinct !{!214, !208, !215, !173}
!215 = !DILocation(line: 82, column: 13, scope: !107, inlinedAt: !198)
!216 = !DILocation(line: 83, column: 13, scope: !107, inlinedAt: !198)
!217 = !DILocation(line: 83, column: 18, scope: !107, inlinedAt: !198)
!218 = !DILocation(line: 77, column: 35, scope: !108, inlinedAt: !198)
!219 = !DILocation(line: 77, column: 29, scope: !108, inlinedAt: !198)
!220 = distinct !{!220, !202, !221, !173}
!221 = !DILocation(line: 84, column: 9, scope: !105, inlinedAt: !198)
!222 = distinct !{!222, !208, !215, !173}
!223 = distinct !{!223, !202, !221, !173}
!224 = distinct !{!224, !208, !215, !173}
!225 = distinct !{!225, !202, !221, !173}
!226 = distinct !{!226, !208, !215, !173}
!227 = distinct !{!227, !202, !221, !173}
!228 = distinct !{!228, !208, !215, !173}
!229 = distinct !{!229, !202, !221, !173}
!230 = distinct !{!230, !208, !215, !173}
!231 = distinct !{!231, !202, !221, !173}
!232 = distinct !{!232, !208, !215, !173}
!233 = distinct !{!233, !202, !221, !173}
!234 = distinct !{!234, !208, !215, !173}
!235 = distinct !{!235, !202, !221, !173}
!236 = !DILocation(line: 164, column: 34, scope: !123)
!237 = !DILocation(line: 164, column: 9, scope: !123)
!238 = !DILocation(line: 165, column: 9, scope: !123)
!239 = !DILocalVariable(name: "count", scope: !240, file: !3, line: 111, type: !262)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 110, column: 49)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 110, column: 5)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 110, column: 5)
!243 = distinct !DISubprogram(name: "radix_sort", scope: !3, file: !3, line: 105, type: !93, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !244)
!244 = !{!245, !246, !247, !249, !250, !252, !239, !253, !255, !257, !259, !260}
!245 = !DILocalVariable(name: "a", arg: 1, scope: !243, file: !3, line: 105, type: !95)
!246 = !DILocalVariable(name: "n", arg: 2, scope: !243, file: !3, line: 105, type: !6)
!247 = !DILocalVariable(name: "buf", scope: !243, file: !3, line: 106, type: !248)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!249 = !DILocalVariable(name: "src", scope: !243, file: !3, line: 107, type: !248)
!250 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 108, type: !6)
!251 = distinct !DILexicalBlock(scope: !243, file: !3, line: 108, column: 5)
!252 = !DILocalVariable(name: "shift", scope: !242, file: !3, line: 110, type: !6)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 112, type: !6)
!254 = distinct !DILexicalBlock(scope: !240, file: !3, line: 112, column: 9)
!255 = !DILocalVariable(name: "d", scope: !256, file: !3, line: 114, type: !6)
!256 = distinct !DILexicalBlock(scope: !240, file: !3, line: 114, column: 9)
!257 = !DILocalVariable(name: "i", scope: !258, file: !3, line: 116, type: !6)
!258 = distinct !DILexicalBlock(scope: !240, file: !3, line: 116, column: 9)
!259 = !DILocalVariable(name: "t", scope: !240, file: !3, line: 118, type: !248)
!260 = !DILocalVariable(name: "i", scope: !261, file: !3, line: 122, type: !6)
!261 = distinct !DILexicalBlock(scope: !243, file: !3, line: 122, column: 5)
!262 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8224, elements: !263)
!263 = !{!264}
!264 = !DISubrange(count: 257)
!265 = !DILocation(line: 0, scope: !240, inlinedAt: !266)
!266 = distinct !DILocation(line: 166, column: 9, scope: !123)
!267 = !DILocation(line: 0, scope: !243, inlinedAt: !266)
!268 = !DILocation(line: 106, column: 21, scope: !243, inlinedAt: !266)
!269 = !DILocation(line: 107, column: 21, scope: !243, inlinedAt: !266)
!270 = !DILocation(line: 0, scope: !251, inlinedAt: !266)
!271 = !DILocation(line: 108, column: 5, scope: !251, inlinedAt: !266)
!272 = !DILocation(line: 108, column: 29, scope: !273, inlinedAt: !266)
!273 = distinct !DILexicalBlock(scope: !251, file: !3, line: 108, column: 5)
!274 = !DILocation(line: 109, column: 28, scope: !273, inlinedAt: !266)
!275 = !DILocation(line: 109, column: 33, scope: !273, inlinedAt: !266)
!276 = !DILocation(line: 109, column: 9, scope: !273, inlinedAt: !266)
!277 = !DILocation(line: 109, column: 16, scope: !273, inlinedAt: !266)
!278 = distinct !{!278, !271, !279, !173, !280, !281}
!279 = !DILocation(line: 109, column: 35, scope: !251, inlinedAt: !266)
!280 = !{!"llvm.loop.isvectorized", i32 1}
!281 = !{!"llvm.loop.unroll.runtime.disable"}
!282 = !DILocation(line: 0, scope: !242, inlinedAt: !266)
!283 = !DILocation(line: 111, column: 9, scope: !240, inlinedAt: !266)
!284 = !DILocation(line: 111, column: 13, scope: !240, inlinedAt: !266)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 0, scope: !254, inlinedAt: !266)
!287 = !DILocation(line: 112, column: 9, scope: !254, inlinedAt: !266)
!288 = !DILocation(line: 113, column: 21, scope: !289, inlinedAt: !266)
!289 = distinct !DILexicalBlock(scope: !254, file: !3, line: 112, column: 9)
!290 = !DILocation(line: 113, column: 38, scope: !289, inlinedAt: !266)
!291 = !DILocation(line: 113, column: 46, scope: !289, inlinedAt: !266)
!292 = !DILocation(line: 113, column: 13, scope: !289, inlinedAt: !266)
!293 = !DILocation(line: 113, column: 50, scope: !289, inlinedAt: !266)
!294 = !DILocation(line: 112, column: 33, scope: !289, inlinedAt: !266)
!295 = !DILocation(line: 112, column: 27, scope: !289, inlinedAt: !266)
!296 = distinct !{!296, !287, !297, !173}
!297 = !DILocation(line: 113, column: 50, scope: !254, inlinedAt: !266)
!298 = !DILocation(line: 115, column: 29, scope: !299, inlinedAt: !266)
!299 = distinct !DILexicalBlock(scope: !256, file: !3, line: 114, column: 9)
!300 = !DILocation(line: 0, scope: !256, inlinedAt: !266)
!301 = !DILocation(line: 115, column: 21, scope: !299, inlinedAt: !266)
!302 = !DILocation(line: 115, column: 13, scope: !299, inlinedAt: !266)
!303 = !DILocation(line: 115, column: 26, scope: !299, inlinedAt: !266)
!304 = !DILocation(line: 114, column: 27, scope: !299, inlinedAt: !266)
!305 = !DILocation(line: 114, column: 9, scope: !256, inlinedAt: !266)
!306 = distinct !{!306, !305, !307, !173}
!307 = !DILocation(line: 115, column: 36, scope: !256, inlinedAt: !266)
!308 = !DILocation(line: 121, column: 5, scope: !241, inlinedAt: !266)
!309 = !DILocation(line: 113, column: 28, scope: !289, inlinedAt: !266)
!310 = distinct !{!310, !287, !297, !173}
!311 = distinct !{!311, !305, !307, !173}
!312 = !DILocation(line: 0, scope: !258, inlinedAt: !266)
!313 = !DILocation(line: 117, column: 54, scope: !314, inlinedAt: !266)
!314 = distinct !DILexicalBlock(scope: !258, file: !3, line: 116, column: 9)
!315 = !DILocation(line: 117, column: 31, scope: !314, inlinedAt: !266)
!316 = !DILocation(line: 117, column: 41, scope: !314, inlinedAt: !266)
!317 = !DILocation(line: 117, column: 17, scope: !314, inlinedAt: !266)
!318 = !DILocation(line: 117, column: 48, scope: !314, inlinedAt: !266)
!319 = !DILocation(line: 117, column: 13, scope: !314, inlinedAt: !266)
!320 = !DILocation(line: 117, column: 52, scope: !314, inlinedAt: !266)
!321 = !DILocation(line: 116, column: 33, scope: !314, inlinedAt: !266)
!322 = !DILocation(line: 116, column: 27, scope: !314, inlinedAt: !266)
!323 = !DILocation(line: 116, column: 9, scope: !258, inlinedAt: !266)
!324 = distinct !{!324, !323, !325, !173}
!325 = !DILocation(line: 117, column: 59, scope: !258, inlinedAt: !266)
!326 = distinct !{!326, !287, !297, !173}
!327 = distinct !{!327, !305, !307, !173}
!328 = distinct !{!328, !323, !325, !173}
!329 = distinct !{!329, !287, !297, !173}
!330 = distinct !{!330, !305, !307, !173}
!331 = distinct !{!331, !323, !325, !173}
!332 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!333 = !DILocation(line: 122, column: 5, scope: !261, inlinedAt: !266)
!334 = !DILocation(line: 122, column: 29, scope: !335, inlinedAt: !266)
!335 = distinct !DILexicalBlock(scope: !261, file: !3, line: 122, column: 5)
!336 = !DILocation(line: 123, column: 22, scope: !335, inlinedAt: !266)
!337 = !DILocation(line: 123, column: 29, scope: !335, inlinedAt: !266)
!338 = !DILocation(line: 123, column: 9, scope: !335, inlinedAt: !266)
!339 = !DILocation(line: 123, column: 14, scope: !335, inlinedAt: !266)
!340 = distinct !{!340, !333, !341, !173, !280, !281}
!341 = !DILocation(line: 123, column: 42, scope: !261, inlinedAt: !266)
!342 = distinct !{!342, !323, !325, !173}
!343 = !DILocation(line: 124, column: 5, scope: !243, inlinedAt: !266)
!344 = !DILocation(line: 125, column: 5, scope: !243, inlinedAt: !266)
!345 = !DILocation(line: 167, column: 34, scope: !123)
!346 = !DILocation(line: 167, column: 9, scope: !123)
!347 = !DILocation(line: 168, column: 15, scope: !348)
!348 = distinct !DILexicalBlock(scope: !123, file: !3, line: 168, column: 13)
!349 = !DILocation(line: 168, column: 13, scope: !123)
!350 = !DILocation(line: 142, column: 19, scope: !351)
!351 = distinct !DILexicalBlock(scope: !352, file: !3, line: 141, column: 37)
!352 = distinct !DILexicalBlock(scope: !126, file: !3, line: 141, column: 9)
!353 = !DILocation(line: 142, column: 33, scope: !351)
!354 = !DILocation(line: 143, column: 13, scope: !351)
!355 = !DILocation(line: 144, column: 39, scope: !356)
!356 = distinct !DILexicalBlock(scope: !351, file: !3, line: 143, column: 24)
!357 = !DILocation(line: 144, column: 45, scope: !356)
!358 = !DILocation(line: 144, column: 21, scope: !356)
!359 = !DILocation(line: 144, column: 29, scope: !356)
!360 = !DILocation(line: 144, column: 59, scope: !356)
!361 = !DILocation(line: 145, column: 21, scope: !356)
!362 = !DILocation(line: 145, column: 29, scope: !356)
!363 = !DILocation(line: 145, column: 44, scope: !356)
!364 = !DILocation(line: 146, column: 21, scope: !356)
!365 = !DILocation(line: 146, column: 29, scope: !356)
!366 = !DILocation(line: 146, column: 38, scope: !356)
!367 = !DILocation(line: 147, column: 39, scope: !356)
!368 = !DILocation(line: 147, column: 46, scope: !356)
!369 = !DILocation(line: 147, column: 50, scope: !356)
!370 = !DILocation(line: 147, column: 21, scope: !356)
!371 = !DILocation(line: 147, column: 29, scope: !356)
!372 = !DILocation(line: 147, column: 55, scope: !356)
!373 = !DILocation(line: 148, column: 34, scope: !356)
!374 = !DILocation(line: 148, column: 32, scope: !356)
!375 = !DILocation(line: 148, column: 22, scope: !356)
!376 = !DILocation(line: 148, column: 30, scope: !356)
!377 = !DILocation(line: 148, column: 55, scope: !356)
!378 = !DILocation(line: 141, column: 33, scope: !352)
!379 = !DILocation(line: 141, column: 27, scope: !352)
!380 = distinct !{!380, !144, !381, !173}
!381 = !DILocation(line: 150, column: 9, scope: !126)
!382 = !DILocation(line: 169, column: 13, scope: !383)
!383 = distinct !DILexicalBlock(scope: !348, file: !3, line: 168, column: 21)
!384 = !DILocalVariable(name: "a", arg: 1, scope: !385, file: !3, line: 88, type: !95)
!385 = distinct !DISubprogram(name: "counting_sort", scope: !3, file: !3, line: 88, type: !93, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !386)
!386 = !{!384, !387, !388, !389, !390, !392, !393, !394, !396, !397}
!387 = !DILocalVariable(name: "n", arg: 2, scope: !385, file: !3, line: 88, type: !6)
!388 = !DILocalVariable(name: "lo", scope: !385, file: !3, line: 89, type: !6)
!389 = !DILocalVariable(name: "hi", scope: !385, file: !3, line: 89, type: !6)
!390 = !DILocalVariable(name: "i", scope: !391, file: !3, line: 90, type: !6)
!391 = distinct !DILexicalBlock(scope: !385, file: !3, line: 90, column: 5)
!392 = !DILocalVariable(name: "range", scope: !385, file: !3, line: 94, type: !6)
!393 = !DILocalVariable(name: "count", scope: !385, file: !3, line: 95, type: !95)
!394 = !DILocalVariable(name: "i", scope: !395, file: !3, line: 96, type: !6)
!395 = distinct !DILexicalBlock(scope: !385, file: !3, line: 96, column: 5)
!396 = !DILocalVariable(name: "k", scope: !385, file: !3, line: 98, type: !6)
!397 = !DILocalVariable(name: "v", scope: !398, file: !3, line: 99, type: !6)
!398 = distinct !DILexicalBlock(scope: !385, file: !3, line: 99, column: 5)
!399 = !DILocation(line: 0, scope: !385, inlinedAt: !400)
!400 = distinct !DILocation(line: 170, column: 13, scope: !383)
!401 = !DILocation(line: 0, scope: !391, inlinedAt: !400)
!402 = !DILocation(line: 89, column: 14, scope: !385, inlinedAt: !400)
!403 = !DILocation(line: 90, column: 5, scope: !391, inlinedAt: !400)
!404 = !DILocation(line: 91, column: 13, scope: !405, inlinedAt: !400)
!405 = distinct !DILexicalBlock(scope: !406, file: !3, line: 91, column: 13)
!406 = distinct !DILexicalBlock(scope: !407, file: !3, line: 90, column: 33)
!407 = distinct !DILexicalBlock(scope: !391, file: !3, line: 90, column: 5)
!408 = !DILocation(line: 91, column: 13, scope: !406, inlinedAt: !400)
!409 = !DILocation(line: 92, column: 13, scope: !406, inlinedAt: !400)
!410 = distinct !{!410, !403, !411, !173, !280, !281}
!411 = !DILocation(line: 93, column: 5, scope: !391, inlinedAt: !400)
!412 = !DILocation(line: 94, column: 20, scope: !385, inlinedAt: !400)
!413 = !DILocation(line: 94, column: 25, scope: !385, inlinedAt: !400)
!414 = !DILocation(line: 95, column: 25, scope: !385, inlinedAt: !400)
!415 = !DILocation(line: 95, column: 18, scope: !385, inlinedAt: !400)
!416 = !DILocation(line: 0, scope: !395, inlinedAt: !400)
!417 = !DILocation(line: 96, column: 5, scope: !395, inlinedAt: !400)
!418 = !DILocation(line: 0, scope: !398, inlinedAt: !400)
!419 = !DILocation(line: 99, column: 23, scope: !420, inlinedAt: !400)
!420 = distinct !DILexicalBlock(scope: !398, file: !3, line: 99, column: 5)
!421 = !DILocation(line: 99, column: 5, scope: !398, inlinedAt: !400)
!422 = !DILocation(line: 97, column: 15, scope: !423, inlinedAt: !400)
!423 = distinct !DILexicalBlock(scope: !395, file: !3, line: 96, column: 5)
!424 = !DILocation(line: 97, column: 20, scope: !423, inlinedAt: !400)
!425 = !DILocation(line: 97, column: 9, scope: !423, inlinedAt: !400)
!426 = !DILocation(line: 97, column: 25, scope: !423, inlinedAt: !400)
!427 = !DILocation(line: 96, column: 29, scope: !423, inlinedAt: !400)
!428 = !DILocation(line: 96, column: 23, scope: !423, inlinedAt: !400)
!429 = distinct !{!429, !417, !430, !173}
!430 = !DILocation(line: 97, column: 25, scope: !395, inlinedAt: !400)
!431 = !DILocation(line: 100, column: 9, scope: !420, inlinedAt: !400)
!432 = !DILocation(line: 101, column: 13, scope: !420, inlinedAt: !400)
!433 = !DILocation(line: 101, column: 20, scope: !420, inlinedAt: !400)
!434 = distinct !{!434, !431, !435, !173, !280, !281}
!435 = !DILocation(line: 101, column: 26, scope: !420, inlinedAt: !400)
!436 = !DILocation(line: 100, column: 24, scope: !420, inlinedAt: !400)
!437 = !DILocation(line: 101, column: 16, scope: !420, inlinedAt: !400)
!438 = distinct !{!438, !431, !435, !173, !281, !280}
!439 = !DILocation(line: 99, column: 33, scope: !420, inlinedAt: !400)
!440 = distinct !{!440, !421, !441, !173}
!441 = !DILocation(line: 101, column: 26, scope: !398, inlinedAt: !400)
!442 = !DILocation(line: 102, column: 5, scope: !385, inlinedAt: !400)
!443 = !DILocation(line: 171, column: 38, scope: !383)
!444 = !DILocation(line: 171, column: 13, scope: !383)
!445 = !DILocation(line: 172, column: 9, scope: !383)
!446 = !DILocation(line: 173, column: 9, scope: !123)
!447 = !DILocation(line: 0, scope: !129)
!448 = !DILocation(line: 175, column: 27, scope: !449)
!449 = distinct !DILexicalBlock(scope: !129, file: !3, line: 174, column: 9)
!450 = !DILocation(line: 175, column: 13, scope: !449)
!451 = !DILocation(line: 176, column: 9, scope: !123)
!452 = !DILocation(line: 139, column: 29, scope: !124)
!453 = !DILocation(line: 139, column: 23, scope: !124)
!454 = distinct !{!454, !140, !455, !173}
!455 = !DILocation(line: 177, column: 5, scope: !121)
!456 = !DISubprogram(name: "qsort", scope: !457, file: !457, line: 851, type: !458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!458 = !DISubroutineType(types: !459)
!459 = !{null, !460, !16, !16, !461}
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!461 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !457, line: 829, baseType: !462)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !463, size: 64)
!463 = !DISubroutineType(types: !464)
!464 = !{!6, !465, !465}
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!467 = distinct !DISubprogram(name: "cmp_int", scope: !3, file: !3, line: 7, type: !463, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !468)
!468 = !{!469, !470, !471, !472}
!469 = !DILocalVariable(name: "a", arg: 1, scope: !467, file: !3, line: 7, type: !465)
!470 = !DILocalVariable(name: "b", arg: 2, scope: !467, file: !3, line: 7, type: !465)
!471 = !DILocalVariable(name: "x", scope: !467, file: !3, line: 8, type: !6)
!472 = !DILocalVariable(name: "y", scope: !467, file: !3, line: 8, type: !6)
!473 = !DILocation(line: 0, scope: !467)
!474 = !DILocation(line: 8, column: 13, scope: !467)
!475 = !DILocation(line: 8, column: 34, scope: !467)
!476 = !DILocation(line: 9, column: 15, scope: !467)
!477 = !DILocation(line: 9, column: 25, scope: !467)
!478 = !DILocation(line: 9, column: 20, scope: !467)
!479 = !DILocation(line: 9, column: 5, scope: !467)
!480 = !DISubprogram(name: "printf", scope: !481, file: !481, line: 356, type: !482, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!482 = !DISubroutineType(types: !483)
!483 = !{!6, !484, null}
!484 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!485 = distinct !DISubprogram(name: "quick_sort", scope: !3, file: !3, line: 40, type: !486, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !488)
!486 = !DISubroutineType(types: !487)
!487 = !{null, !95, !6, !6}
!488 = !{!489, !490, !491, !492, !497, !500, !501, !502, !503}
!489 = !DILocalVariable(name: "a", arg: 1, scope: !485, file: !3, line: 40, type: !95)
!490 = !DILocalVariable(name: "lo", arg: 2, scope: !485, file: !3, line: 40, type: !6)
!491 = !DILocalVariable(name: "hi", arg: 3, scope: !485, file: !3, line: 40, type: !6)
!492 = !DILocalVariable(name: "i", scope: !493, file: !3, line: 43, type: !6)
!493 = distinct !DILexicalBlock(scope: !494, file: !3, line: 43, column: 13)
!494 = distinct !DILexicalBlock(scope: !495, file: !3, line: 42, column: 27)
!495 = distinct !DILexicalBlock(scope: !496, file: !3, line: 42, column: 13)
!496 = distinct !DILexicalBlock(scope: !485, file: !3, line: 41, column: 21)
!497 = !DILocalVariable(name: "j", scope: !498, file: !3, line: 44, type: !6)
!498 = distinct !DILexicalBlock(scope: !499, file: !3, line: 44, column: 17)
!499 = distinct !DILexicalBlock(scope: !493, file: !3, line: 43, column: 13)
!500 = !DILocalVariable(name: "mid", scope: !496, file: !3, line: 48, type: !6)
!501 = !DILocalVariable(name: "pivot", scope: !496, file: !3, line: 52, type: !6)
!502 = !DILocalVariable(name: "i", scope: !496, file: !3, line: 53, type: !6)
!503 = !DILocalVariable(name: "j", scope: !496, file: !3, line: 53, type: !6)
!504 = !DILocation(line: 0, scope: !485)
!505 = !DILocation(line: 41, column: 15, scope: !485)
!506 = !DILocation(line: 41, column: 5, scope: !485)
!507 = !DILocation(line: 42, column: 16, scope: !495)
!508 = !DILocation(line: 42, column: 21, scope: !495)
!509 = !DILocation(line: 42, column: 13, scope: !496)
!510 = !DILocation(line: 43, column: 36, scope: !499)
!511 = !DILocation(line: 43, column: 13, scope: !493)
!512 = !DILocation(line: 43, scope: !493)
!513 = !DILocation(line: 0, scope: !498)
!514 = !DILocation(line: 44, column: 35, scope: !515)
!515 = distinct !DILexicalBlock(scope: !498, file: !3, line: 44, column: 17)
!516 = !DILocation(line: 44, column: 40, scope: !515)
!517 = !DILocation(line: 44, column: 43, scope: !515)
!518 = !DILocation(line: 44, column: 54, scope: !515)
!519 = !DILocation(line: 44, column: 52, scope: !515)
!520 = !DILocation(line: 44, column: 17, scope: !498)
!521 = !DILocation(line: 0, scope: !493)
!522 = distinct !{!522, !511, !523, !173}
!523 = !DILocation(line: 45, column: 42, scope: !493)
!524 = !DILocalVariable(name: "a", arg: 1, scope: !525, file: !3, line: 34, type: !95)
!525 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 34, type: !526, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !528)
!526 = !DISubroutineType(types: !527)
!527 = !{null, !95, !95}
!528 = !{!524, !529, !530}
!529 = !DILocalVariable(name: "b", arg: 2, scope: !525, file: !3, line: 34, type: !95)
!530 = !DILocalVariable(name: "t", scope: !525, file: !3, line: 35, type: !6)
!531 = !DILocation(line: 0, scope: !525, inlinedAt: !532)
!532 = distinct !DILocation(line: 45, column: 21, scope: !515)
!533 = !DILocation(line: 36, column: 8, scope: !525, inlinedAt: !532)
!534 = !DILocation(line: 37, column: 8, scope: !525, inlinedAt: !532)
!535 = !DILocation(line: 44, column: 61, scope: !515)
!536 = distinct !{!536, !520, !537, !173}
!537 = !DILocation(line: 45, column: 42, scope: !498)
!538 = !DILocation(line: 48, column: 34, scope: !496)
!539 = !DILocation(line: 48, column: 22, scope: !496)
!540 = !DILocation(line: 0, scope: !496)
!541 = !DILocation(line: 49, column: 13, scope: !542)
!542 = distinct !DILexicalBlock(scope: !496, file: !3, line: 49, column: 13)
!543 = !DILocation(line: 49, column: 22, scope: !542)
!544 = !DILocation(line: 49, column: 20, scope: !542)
!545 = !DILocation(line: 49, column: 13, scope: !496)
!546 = !DILocation(line: 0, scope: !525, inlinedAt: !547)
!547 = distinct !DILocation(line: 49, column: 29, scope: !542)
!548 = !DILocation(line: 36, column: 8, scope: !525, inlinedAt: !547)
!549 = !DILocation(line: 37, column: 8, scope: !525, inlinedAt: !547)
!550 = !DILocation(line: 49, column: 29, scope: !542)
!551 = !DILocation(line: 50, column: 21, scope: !552)
!552 = distinct !DILexicalBlock(scope: !496, file: !3, line: 50, column: 13)
!553 = !DILocation(line: 50, column: 13, scope: !552)
!554 = !DILocation(line: 50, column: 19, scope: !552)
!555 = !DILocation(line: 50, column: 13, scope: !496)
!556 = !DILocation(line: 0, scope: !525, inlinedAt: !557)
!557 = distinct !DILocation(line: 50, column: 28, scope: !552)
!558 = !DILocation(line: 36, column: 8, scope: !525, inlinedAt: !557)
!559 = !DILocation(line: 37, column: 8, scope: !525, inlinedAt: !557)
!560 = !DILocation(line: 51, column: 13, scope: !561)
!561 = distinct !DILexicalBlock(scope: !496, file: !3, line: 51, column: 13)
!562 = !DILocation(line: 50, column: 28, scope: !552)
!563 = !DILocation(line: 51, column: 21, scope: !561)
!564 = !DILocation(line: 51, column: 19, scope: !561)
!565 = !DILocation(line: 51, column: 13, scope: !496)
!566 = !DILocation(line: 0, scope: !525, inlinedAt: !567)
!567 = distinct !DILocation(line: 51, column: 29, scope: !561)
!568 = !DILocation(line: 36, column: 8, scope: !525, inlinedAt: !567)
!569 = !DILocation(line: 37, column: 8, scope: !525, inlinedAt: !567)
!570 = !DILocation(line: 51, column: 29, scope: !561)
!571 = !DILocation(line: 52, column: 21, scope: !496)
!572 = !DILocation(line: 54, column: 18, scope: !496)
!573 = !DILocation(line: 54, column: 9, scope: !496)
!574 = !DILocation(line: 55, column: 13, scope: !575)
!575 = distinct !DILexicalBlock(scope: !496, file: !3, line: 54, column: 24)
!576 = !DILocation(line: 55, column: 20, scope: !575)
!577 = !DILocation(line: 55, column: 25, scope: !575)
!578 = !DILocation(line: 55, column: 35, scope: !575)
!579 = distinct !{!579, !574, !578, !173}
!580 = !DILocation(line: 56, column: 13, scope: !575)
!581 = !DILocation(line: 56, column: 20, scope: !575)
!582 = !DILocation(line: 56, column: 25, scope: !575)
!583 = !DILocation(line: 56, column: 35, scope: !575)
!584 = distinct !{!584, !580, !583, !173}
!585 = !DILocation(line: 57, column: 19, scope: !586)
!586 = distinct !DILexicalBlock(scope: !575, file: !3, line: 57, column: 17)
!587 = !DILocation(line: 57, column: 17, scope: !575)
!588 = !DILocation(line: 0, scope: !525, inlinedAt: !589)
!589 = distinct !DILocation(line: 58, column: 17, scope: !590)
!590 = distinct !DILexicalBlock(scope: !586, file: !3, line: 57, column: 25)
!591 = !DILocation(line: 36, column: 8, scope: !525, inlinedAt: !589)
!592 = !DILocation(line: 37, column: 8, scope: !525, inlinedAt: !589)
!593 = !DILocation(line: 59, column: 18, scope: !590)
!594 = !DILocation(line: 60, column: 18, scope: !590)
!595 = !DILocation(line: 61, column: 13, scope: !590)
!596 = distinct !{!596, !573, !597, !173}
!597 = !DILocation(line: 62, column: 9, scope: !496)
!598 = !DILocation(line: 63, column: 15, scope: !599)
!599 = distinct !DILexicalBlock(scope: !496, file: !3, line: 63, column: 13)
!600 = !DILocation(line: 63, column: 25, scope: !599)
!601 = !DILocation(line: 63, column: 20, scope: !599)
!602 = !DILocation(line: 63, column: 13, scope: !496)
!603 = !DILocation(line: 64, column: 13, scope: !604)
!604 = distinct !DILexicalBlock(scope: !599, file: !3, line: 63, column: 30)
!605 = !DILocation(line: 66, column: 9, scope: !604)
!606 = !DILocation(line: 67, column: 13, scope: !607)
!607 = distinct !DILexicalBlock(scope: !599, file: !3, line: 66, column: 16)
!608 = distinct !{!608, !506, !609, !173}
!609 = !DILocation(line: 70, column: 5, scope: !485)
!610 = !DILocation(line: 71, column: 1, scope: !485)
!611 = !DISubprogram(name: "malloc", scope: !457, file: !457, line: 553, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{!460, !16}
!614 = distinct !DISubprogram(name: "merge_sort_rec", scope: !3, file: !3, line: 12, type: !615, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !617)
!615 = !DISubroutineType(types: !616)
!616 = !{null, !95, !95, !6, !6}
!617 = !{!618, !619, !620, !621, !622, !623, !624, !625}
!618 = !DILocalVariable(name: "a", arg: 1, scope: !614, file: !3, line: 12, type: !95)
!619 = !DILocalVariable(name: "tmp", arg: 2, scope: !614, file: !3, line: 12, type: !95)
!620 = !DILocalVariable(name: "lo", arg: 3, scope: !614, file: !3, line: 12, type: !6)
!621 = !DILocalVariable(name: "hi", arg: 4, scope: !614, file: !3, line: 12, type: !6)
!622 = !DILocalVariable(name: "mid", scope: !614, file: !3, line: 15, type: !6)
!623 = !DILocalVariable(name: "i", scope: !614, file: !3, line: 18, type: !6)
!624 = !DILocalVariable(name: "j", scope: !614, file: !3, line: 18, type: !6)
!625 = !DILocalVariable(name: "k", scope: !614, file: !3, line: 18, type: !6)
!626 = !DILocation(line: 0, scope: !614)
!627 = !DILocation(line: 13, column: 12, scope: !628)
!628 = distinct !DILexicalBlock(scope: !614, file: !3, line: 13, column: 9)
!629 = !DILocation(line: 13, column: 17, scope: !628)
!630 = !DILocation(line: 13, column: 9, scope: !614)
!631 = !DILocation(line: 15, column: 30, scope: !614)
!632 = !DILocation(line: 15, column: 18, scope: !614)
!633 = !DILocation(line: 16, column: 5, scope: !614)
!634 = !DILocation(line: 17, column: 5, scope: !614)
!635 = !DILocation(line: 19, column: 20, scope: !614)
!636 = !DILocation(line: 19, column: 5, scope: !614)
!637 = !DILocation(line: 21, column: 14, scope: !614)
!638 = !DILocation(line: 18, column: 9, scope: !614)
!639 = !DILocation(line: 21, column: 5, scope: !614)
!640 = !DILocation(line: 22, column: 23, scope: !614)
!641 = !DILocation(line: 22, column: 20, scope: !614)
!642 = !DILocation(line: 22, column: 14, scope: !614)
!643 = !DILocation(line: 22, column: 9, scope: !614)
!644 = !DILocation(line: 22, column: 18, scope: !614)
!645 = distinct !{!645, !646}
!646 = !{!"llvm.loop.unroll.disable"}
!647 = distinct !{!647, !639, !648, !173, !280, !281}
!648 = !DILocation(line: 22, column: 25, scope: !614)
!649 = !DILocation(line: 20, column: 20, scope: !614)
!650 = !DILocation(line: 20, column: 27, scope: !614)
!651 = !DILocation(line: 20, column: 25, scope: !614)
!652 = !DILocation(line: 20, column: 14, scope: !614)
!653 = !DILocation(line: 20, column: 9, scope: !614)
!654 = !DILocation(line: 20, column: 18, scope: !614)
!655 = !DILocation(line: 19, column: 14, scope: !614)
!656 = distinct !{!656, !636, !657, !173}
!657 = !DILocation(line: 20, column: 48, scope: !614)
!658 = !DILocation(line: 23, column: 14, scope: !614)
!659 = !DILocation(line: 23, column: 5, scope: !614)
!660 = !DILocation(line: 24, column: 23, scope: !614)
!661 = !DILocation(line: 24, column: 20, scope: !614)
!662 = !DILocation(line: 24, column: 14, scope: !614)
!663 = !DILocation(line: 24, column: 9, scope: !614)
!664 = !DILocation(line: 24, column: 18, scope: !614)
!665 = distinct !{!665, !646}
!666 = distinct !{!666, !659, !667, !173, !280, !281}
!667 = !DILocation(line: 24, column: 25, scope: !614)
!668 = distinct !{!668, !639, !648, !173, !280}
!669 = distinct !{!669, !659, !667, !173, !280}
!670 = !DILocation(line: 25, column: 14, scope: !614)
!671 = !DILocation(line: 25, column: 24, scope: !614)
!672 = !DILocation(line: 25, column: 30, scope: !614)
!673 = !DILocation(line: 25, column: 48, scope: !614)
!674 = !DILocation(line: 25, column: 5, scope: !614)
!675 = !DILocation(line: 26, column: 1, scope: !614)
!676 = !DISubprogram(name: "free", scope: !457, file: !457, line: 568, type: !677, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DISubroutineType(types: !678)
!678 = !{null, !460}
!679 = !DISubprogram(name: "calloc", scope: !457, file: !457, line: 556, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DISubroutineType(types: !681)
!681 = !{!460, !16, !16}
