; ModuleID = 'priority_queue.c'
source_filename = "priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.event = type { i64, i32, i32 }

@__const.main.times = private unnamed_addr constant [10 x i64] [i64 50, i64 10, i64 30, i64 10, i64 70, i64 20, i64 10, i64 60, i64 40, i64 30], align 16
@.str = private unnamed_addr constant [11 x i8] c"pop order:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" t%ld/k%d\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [72 x i8] c"clock=%ld arrivals=%d served=%d,%d,%d queue=%d max_queue=%d pending=%d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [44 x i8] c"heapsort sorted=%d min=%d median=%d max=%d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca %struct.event, align 8, !DIAssignID !114
  %2 = alloca %struct.event, align 8, !DIAssignID !115
  %3 = alloca [3 x i32], align 4, !DIAssignID !116
    #dbg_assign(i1 undef, !76, !DIExpression(), !116, ptr %3, !DIExpression(), !117)
  %4 = alloca [3 x i32], align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !80, !DIExpression(), !118, ptr %4, !DIExpression(), !117)
  %5 = alloca [500 x i32], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !102, !DIExpression(), !119, ptr %5, !DIExpression(), !117)
    #dbg_value(ptr null, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i32 0, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i32 0, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i32 0, !65, !DIExpression(), !117)
    #dbg_value(i32 0, !68, !DIExpression(), !120)
    #dbg_value(i64 poison, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
  %6 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !122
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !122
  br label %12, !dbg !122

8:                                                ; preds = %53
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !123
  %10 = getelementptr inbounds i8, ptr %31, i64 8
  %11 = getelementptr inbounds i8, ptr %2, i64 8
    #dbg_value(i32 poison, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
  br label %59, !dbg !124

12:                                               ; preds = %0, %53
  %13 = phi i64 [ 0, %0 ], [ %19, %53 ]
  %14 = phi i32 [ 0, %0 ], [ %32, %53 ]
  %15 = phi ptr [ null, %0 ], [ %31, %53 ]
  %16 = trunc i64 %13 to i32
    #dbg_value(i64 %13, !65, !DIExpression(), !117)
    #dbg_value(i64 %13, !68, !DIExpression(), !120)
    #dbg_value(i32 %14, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i32 %16, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(ptr %15, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  %17 = getelementptr inbounds [10 x i64], ptr @__const.main.times, i64 0, i64 %13, !dbg !125
  %18 = load i64, ptr %17, align 8, !dbg !125, !tbaa !126
    #dbg_value(i64 %18, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
  %19 = add nuw nsw i64 %13, 1, !dbg !130
    #dbg_value(i64 %19, !65, !DIExpression(), !117)
    #dbg_value(!DIArgList(i64 0, i64 %13), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !121)
  %20 = shl nuw nsw i64 %13, 32, !dbg !131
  %21 = or disjoint i64 %20, %13, !dbg !131
    #dbg_value(!DIArgList(i64 %20, i64 %13), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !121)
    #dbg_value(i64 %18, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !142)
    #dbg_value(!DIArgList(i64 %20, i64 %13), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !142)
    #dbg_value(ptr undef, !138, !DIExpression(), !142)
  %22 = icmp eq i32 %14, %16, !dbg !144
  br i1 %22, label %23, label %30, !dbg !146

23:                                               ; preds = %12
  %24 = icmp eq i32 %14, 0, !dbg !147
  %25 = shl nuw nsw i32 %14, 1
  %26 = select i1 %24, i32 4, i32 %25, !dbg !147
    #dbg_value(i32 %26, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
  %27 = zext nneg i32 %26 to i64, !dbg !149
  %28 = shl nuw nsw i64 %27, 4, !dbg !150
  %29 = tail call ptr @realloc(ptr noundef %15, i64 noundef %28) #8, !dbg !151
    #dbg_value(ptr %29, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  br label %30, !dbg !152

30:                                               ; preds = %23, %12
  %31 = phi ptr [ %29, %23 ], [ %15, %12 ], !dbg !117
  %32 = phi i32 [ %26, %23 ], [ %14, %12 ], !dbg !117
    #dbg_value(i32 %32, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(ptr %31, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i64 %19, !53, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i32 %16, !139, !DIExpression(), !142)
  %33 = icmp eq i32 %16, 0, !dbg !153
  br i1 %33, label %53, label %34, !dbg !154

34:                                               ; preds = %30, %49
  %35 = phi i32 [ %37, %49 ], [ %16, %30 ]
    #dbg_value(i32 %35, !139, !DIExpression(), !142)
  %36 = add nsw i32 %35, -1, !dbg !155
  %37 = lshr i32 %36, 1, !dbg !156
    #dbg_value(i32 %37, !140, !DIExpression(), !157)
  %38 = zext nneg i32 %37 to i64, !dbg !158
  %39 = getelementptr inbounds %struct.event, ptr %31, i64 %38, !dbg !158
    #dbg_value(ptr undef, !160, !DIExpression(), !168)
    #dbg_value(ptr %39, !167, !DIExpression(), !168)
  %40 = load i64, ptr %39, align 8, !dbg !170, !tbaa !172
  %41 = icmp eq i64 %40, %18, !dbg !175
  br i1 %41, label %44, label %42, !dbg !176

42:                                               ; preds = %34
  %43 = icmp sgt i64 %40, %18, !dbg !177
  br i1 %43, label %49, label %53, !dbg !178

44:                                               ; preds = %34
  %45 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !179
  %46 = load i32, ptr %45, align 8, !dbg !179, !tbaa !180
  %47 = sext i32 %46 to i64, !dbg !181
  %48 = icmp slt i64 %13, %47, !dbg !181
  br i1 %48, label %49, label %53, !dbg !178

49:                                               ; preds = %44, %42
  %50 = zext nneg i32 %35 to i64, !dbg !182
  %51 = getelementptr inbounds %struct.event, ptr %31, i64 %50, !dbg !182
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %51, ptr noundef nonnull align 8 dereferenceable(16) %39, i64 16, i1 false), !dbg !183, !tbaa.struct !184
    #dbg_value(i32 %37, !139, !DIExpression(), !142)
  %52 = icmp ult i32 %36, 2, !dbg !153
  br i1 %52, label %53, label %34, !dbg !154

53:                                               ; preds = %42, %44, %49, %30
  %54 = phi i32 [ 0, %30 ], [ %37, %49 ], [ %35, %44 ], [ %35, %42 ], !dbg !142
    #dbg_value(i32 %54, !139, !DIExpression(), !142)
  %55 = sext i32 %54 to i64, !dbg !186
  %56 = getelementptr inbounds %struct.event, ptr %31, i64 %55, !dbg !186
  store i64 %18, ptr %56, align 8, !dbg !187, !tbaa !126
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !187
  store i64 %21, ptr %57, align 8, !dbg !187
    #dbg_value(i32 %32, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i64 %19, !53, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(ptr %31, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i64 %19, !65, !DIExpression(), !117)
    #dbg_value(i64 %19, !68, !DIExpression(), !120)
    #dbg_value(i64 poison, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
  %58 = icmp eq i64 %19, 10, !dbg !188
  br i1 %58, label %8, label %12, !dbg !122, !llvm.loop !189

59:                                               ; preds = %8, %122
  %60 = phi i64 [ 10, %8 ], [ %63, %122 ]
    #dbg_assign(i1 undef, !192, !DIExpression(), !115, ptr %2, !DIExpression(), !207)
    #dbg_value(ptr undef, !197, !DIExpression(), !207)
  %61 = load i64, ptr %31, align 8, !dbg !209, !tbaa !126
  %62 = load i64, ptr %10, align 8, !dbg !209
    #dbg_value(i64 %61, !198, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !207)
    #dbg_value(i64 %62, !198, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !207)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9, !dbg !210
  %63 = add nsw i64 %60, -1, !dbg !211
    #dbg_value(i64 %63, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
  %64 = getelementptr inbounds %struct.event, ptr %31, i64 %63, !dbg !212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false), !dbg !212, !tbaa.struct !184, !DIAssignID !213
    #dbg_assign(i1 undef, !192, !DIExpression(), !213, ptr %2, !DIExpression(), !207)
    #dbg_value(i32 0, !199, !DIExpression(), !207)
  %65 = load i64, ptr %2, align 8
  %66 = load i32, ptr %11, align 8
  br label %67, !dbg !214

67:                                               ; preds = %112, %59
  %68 = phi i32 [ 0, %59 ], [ %110, %112 ], !dbg !215
    #dbg_value(i32 %68, !199, !DIExpression(), !207)
  %69 = shl nsw i32 %68, 1, !dbg !216
  %70 = or disjoint i32 %69, 1, !dbg !217
    #dbg_value(i32 %70, !200, !DIExpression(), !218)
  %71 = add nsw i32 %69, 2, !dbg !219
    #dbg_value(i32 %71, !204, !DIExpression(), !218)
    #dbg_value(i32 %68, !205, !DIExpression(), !218)
    #dbg_value(ptr %2, !206, !DIExpression(), !218)
  %72 = sext i32 %70 to i64, !dbg !220
  %73 = icmp sgt i64 %63, %72, !dbg !220
  br i1 %73, label %74, label %88, !dbg !222

74:                                               ; preds = %67
  %75 = getelementptr inbounds %struct.event, ptr %31, i64 %72, !dbg !223
    #dbg_value(ptr %75, !160, !DIExpression(), !224)
    #dbg_value(ptr %2, !167, !DIExpression(), !224)
  %76 = load i64, ptr %75, align 8, !dbg !226, !tbaa !172
  %77 = icmp eq i64 %76, %65, !dbg !227
  br i1 %77, label %80, label %78, !dbg !228

78:                                               ; preds = %74
  %79 = icmp slt i64 %76, %65, !dbg !229
  br label %84, !dbg !230

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, ptr %75, i64 8, !dbg !231
  %82 = load i32, ptr %81, align 8, !dbg !231, !tbaa !180
  %83 = icmp slt i32 %82, %66, !dbg !232
  br label %84, !dbg !233

84:                                               ; preds = %80, %78
  %85 = phi i1 [ %79, %78 ], [ %83, %80 ]
  %86 = select i1 %85, i32 %70, i32 %68, !dbg !234
  %87 = select i1 %85, ptr %75, ptr %2, !dbg !234
  br label %88, !dbg !234

88:                                               ; preds = %84, %67
  %89 = phi i32 [ %68, %67 ], [ %86, %84 ], !dbg !218
  %90 = phi ptr [ %2, %67 ], [ %87, %84 ], !dbg !218
    #dbg_value(ptr %90, !206, !DIExpression(), !218)
    #dbg_value(i32 %89, !205, !DIExpression(), !218)
  %91 = sext i32 %71 to i64, !dbg !235
  %92 = icmp sgt i64 %63, %91, !dbg !235
  br i1 %92, label %93, label %109, !dbg !237

93:                                               ; preds = %88
  %94 = getelementptr inbounds %struct.event, ptr %31, i64 %91, !dbg !238
    #dbg_value(ptr %94, !160, !DIExpression(), !239)
    #dbg_value(ptr %90, !167, !DIExpression(), !239)
  %95 = load i64, ptr %94, align 8, !dbg !241, !tbaa !172
  %96 = load i64, ptr %90, align 8, !dbg !242, !tbaa !172
  %97 = icmp eq i64 %95, %96, !dbg !243
  br i1 %97, label %100, label %98, !dbg !244

98:                                               ; preds = %93
  %99 = icmp slt i64 %95, %96, !dbg !245
  br label %106, !dbg !246

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !247
  %102 = load i32, ptr %101, align 8, !dbg !247, !tbaa !180
  %103 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !248
  %104 = load i32, ptr %103, align 8, !dbg !248, !tbaa !180
  %105 = icmp slt i32 %102, %104, !dbg !249
  br label %106, !dbg !250

106:                                              ; preds = %100, %98
  %107 = phi i1 [ %99, %98 ], [ %105, %100 ]
  %108 = select i1 %107, i32 %71, i32 %89, !dbg !251
  br label %109, !dbg !251

109:                                              ; preds = %106, %88
  %110 = phi i32 [ %89, %88 ], [ %108, %106 ], !dbg !218
    #dbg_value(i32 %110, !205, !DIExpression(), !218)
  %111 = icmp eq i32 %110, %68, !dbg !252
  br i1 %111, label %117, label %112, !dbg !254

112:                                              ; preds = %109
  %113 = sext i32 %68 to i64, !dbg !255
  %114 = getelementptr inbounds %struct.event, ptr %31, i64 %113, !dbg !255
  %115 = sext i32 %110 to i64, !dbg !256
  %116 = getelementptr inbounds %struct.event, ptr %31, i64 %115, !dbg !256
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %114, ptr noundef nonnull align 8 dereferenceable(16) %116, i64 16, i1 false), !dbg !256, !tbaa.struct !184
    #dbg_value(i32 %110, !199, !DIExpression(), !207)
  br label %67

117:                                              ; preds = %109
    #dbg_value(i32 %68, !199, !DIExpression(), !207)
  %118 = icmp ugt i64 %60, 1, !dbg !257
  br i1 %118, label %119, label %122, !dbg !259

119:                                              ; preds = %117
  %120 = sext i32 %68 to i64, !dbg !260
  %121 = getelementptr inbounds %struct.event, ptr %31, i64 %120, !dbg !260
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %121, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false), !dbg !261, !tbaa.struct !184
  br label %122, !dbg !260

122:                                              ; preds = %117, %119
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9, !dbg !262
    #dbg_value(i64 %61, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !263)
    #dbg_value(i64 %62, !73, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !263)
  %123 = lshr i64 %62, 32, !dbg !264
  %124 = trunc nuw i64 %123 to i32, !dbg !264
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %61, i32 noundef %124), !dbg !265
    #dbg_value(i32 poison, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
  %126 = icmp eq i64 %63, 0, !dbg !124
  br i1 %126, label %127, label %59, !dbg !124, !llvm.loop !266

127:                                              ; preds = %122
  %128 = tail call i32 @putchar(i32 10), !dbg !268
    #dbg_value(i64 0, !75, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #9, !dbg !269
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %3, i8 0, i64 12, i1 false), !dbg !270, !DIAssignID !271
    #dbg_assign(i8 0, !76, !DIExpression(), !271, ptr %3, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4) #9, !dbg !269
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, i8 0, i64 12, i1 false), !dbg !272, !DIAssignID !273
    #dbg_assign(i8 0, !80, !DIExpression(), !273, ptr %4, !DIExpression(), !117)
    #dbg_value(i32 0, !81, !DIExpression(), !117)
    #dbg_value(i32 0, !82, !DIExpression(), !117)
    #dbg_value(i32 99, !83, !DIExpression(), !117)
    #dbg_value(i64 0, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i32 11, !65, !DIExpression(), !117)
    #dbg_value(i64 10, !85, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i64 -4294967286, !85, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i64 0, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !274)
    #dbg_value(i64 -4294967286, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !274)
    #dbg_value(ptr undef, !138, !DIExpression(), !274)
  %129 = icmp eq i32 %32, 0, !dbg !276
  br i1 %129, label %130, label %132, !dbg !277

130:                                              ; preds = %127
    #dbg_value(i32 4, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
  %131 = tail call dereferenceable_or_null(64) ptr @realloc(ptr noundef nonnull %31, i64 noundef 64) #8, !dbg !278
    #dbg_value(ptr %131, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  br label %132, !dbg !279

132:                                              ; preds = %130, %127
  %133 = phi ptr [ %131, %130 ], [ %31, %127 ], !dbg !117
  %134 = phi i32 [ 4, %130 ], [ %32, %127 ], !dbg !117
    #dbg_value(i32 %134, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(ptr %133, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i32 1, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i32 0, !139, !DIExpression(), !274)
  store i64 0, ptr %133, align 8, !dbg !280, !tbaa !126
  %135 = getelementptr inbounds i8, ptr %133, i64 8, !dbg !280
  store i64 -4294967286, ptr %135, align 8, !dbg !280
    #dbg_value(i32 0, !86, !DIExpression(), !117)
    #dbg_value(i32 %134, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i32 1, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(ptr %133, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i64 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !281)
    #dbg_value(i32 11, !65, !DIExpression(), !117)
    #dbg_value(i64 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !282)
    #dbg_value(i64 undef, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
    #dbg_value(i64 0, !75, !DIExpression(), !117)
    #dbg_value(i32 0, !81, !DIExpression(), !117)
    #dbg_value(i32 99, !83, !DIExpression(), !117)
    #dbg_value(i32 0, !82, !DIExpression(), !117)
  %136 = getelementptr inbounds i8, ptr %1, i64 8
  %137 = getelementptr inbounds i8, ptr %4, i64 4
  %138 = getelementptr inbounds i8, ptr %4, i64 8
  br label %139, !dbg !284

139:                                              ; preds = %132, %380
  %140 = phi i32 [ 11, %132 ], [ %388, %380 ]
  %141 = phi i32 [ 0, %132 ], [ %387, %380 ]
  %142 = phi i32 [ 0, %132 ], [ %386, %380 ]
  %143 = phi i32 [ 99, %132 ], [ %385, %380 ]
  %144 = phi i32 [ 0, %132 ], [ %384, %380 ]
  %145 = phi i32 [ %134, %132 ], [ %383, %380 ]
  %146 = phi i32 [ 1, %132 ], [ %382, %380 ]
  %147 = phi ptr [ %133, %132 ], [ %381, %380 ]
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !281)
    #dbg_value(i32 %140, !65, !DIExpression(), !117)
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !282)
    #dbg_value(i64 poison, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
    #dbg_value(i32 %141, !86, !DIExpression(), !117)
    #dbg_value(i32 %142, !81, !DIExpression(), !117)
    #dbg_value(i32 %143, !83, !DIExpression(), !117)
    #dbg_value(i32 %144, !82, !DIExpression(), !117)
    #dbg_value(i32 %145, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i32 %146, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(ptr %147, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_assign(i1 undef, !192, !DIExpression(), !114, ptr %1, !DIExpression(), !285)
    #dbg_value(ptr undef, !197, !DIExpression(), !285)
  %148 = load i64, ptr %147, align 8, !dbg !287, !tbaa !126
  %149 = getelementptr inbounds i8, ptr %147, i64 8, !dbg !287
  %150 = load i64, ptr %149, align 8, !dbg !287
    #dbg_value(i64 %148, !198, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !285)
    #dbg_value(i64 %150, !198, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !285)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !288
  %151 = add nsw i32 %146, -1, !dbg !289
    #dbg_value(i32 %151, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
  %152 = sext i32 %151 to i64, !dbg !290
  %153 = getelementptr inbounds %struct.event, ptr %147, i64 %152, !dbg !290
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %153, i64 16, i1 false), !dbg !290, !tbaa.struct !184, !DIAssignID !291
    #dbg_assign(i1 undef, !192, !DIExpression(), !291, ptr %1, !DIExpression(), !285)
    #dbg_value(i32 0, !199, !DIExpression(), !285)
  %154 = load i64, ptr %1, align 8
  %155 = load i32, ptr %136, align 8
  br label %156, !dbg !292

156:                                              ; preds = %201, %139
  %157 = phi i32 [ 0, %139 ], [ %199, %201 ], !dbg !293
    #dbg_value(i32 %157, !199, !DIExpression(), !285)
  %158 = shl nsw i32 %157, 1, !dbg !294
  %159 = or disjoint i32 %158, 1, !dbg !295
    #dbg_value(i32 %159, !200, !DIExpression(), !296)
  %160 = add nsw i32 %158, 2, !dbg !297
    #dbg_value(i32 %160, !204, !DIExpression(), !296)
    #dbg_value(i32 %157, !205, !DIExpression(), !296)
    #dbg_value(ptr %1, !206, !DIExpression(), !296)
  %161 = icmp slt i32 %159, %151, !dbg !298
  br i1 %161, label %162, label %177, !dbg !299

162:                                              ; preds = %156
  %163 = sext i32 %159 to i64, !dbg !300
  %164 = getelementptr inbounds %struct.event, ptr %147, i64 %163, !dbg !300
    #dbg_value(ptr %164, !160, !DIExpression(), !301)
    #dbg_value(ptr %1, !167, !DIExpression(), !301)
  %165 = load i64, ptr %164, align 8, !dbg !303, !tbaa !172
  %166 = icmp eq i64 %165, %154, !dbg !304
  br i1 %166, label %169, label %167, !dbg !305

167:                                              ; preds = %162
  %168 = icmp slt i64 %165, %154, !dbg !306
  br label %173, !dbg !307

169:                                              ; preds = %162
  %170 = getelementptr inbounds i8, ptr %164, i64 8, !dbg !308
  %171 = load i32, ptr %170, align 8, !dbg !308, !tbaa !180
  %172 = icmp slt i32 %171, %155, !dbg !309
  br label %173, !dbg !310

173:                                              ; preds = %169, %167
  %174 = phi i1 [ %168, %167 ], [ %172, %169 ]
  %175 = select i1 %174, i32 %159, i32 %157, !dbg !311
  %176 = select i1 %174, ptr %164, ptr %1, !dbg !311
  br label %177, !dbg !311

177:                                              ; preds = %173, %156
  %178 = phi i32 [ %157, %156 ], [ %175, %173 ], !dbg !296
  %179 = phi ptr [ %1, %156 ], [ %176, %173 ], !dbg !296
    #dbg_value(ptr %179, !206, !DIExpression(), !296)
    #dbg_value(i32 %178, !205, !DIExpression(), !296)
  %180 = icmp slt i32 %160, %151, !dbg !312
  br i1 %180, label %181, label %198, !dbg !313

181:                                              ; preds = %177
  %182 = sext i32 %160 to i64, !dbg !314
  %183 = getelementptr inbounds %struct.event, ptr %147, i64 %182, !dbg !314
    #dbg_value(ptr %183, !160, !DIExpression(), !315)
    #dbg_value(ptr %179, !167, !DIExpression(), !315)
  %184 = load i64, ptr %183, align 8, !dbg !317, !tbaa !172
  %185 = load i64, ptr %179, align 8, !dbg !318, !tbaa !172
  %186 = icmp eq i64 %184, %185, !dbg !319
  br i1 %186, label %189, label %187, !dbg !320

187:                                              ; preds = %181
  %188 = icmp slt i64 %184, %185, !dbg !321
  br label %195, !dbg !322

189:                                              ; preds = %181
  %190 = getelementptr inbounds i8, ptr %183, i64 8, !dbg !323
  %191 = load i32, ptr %190, align 8, !dbg !323, !tbaa !180
  %192 = getelementptr inbounds i8, ptr %179, i64 8, !dbg !324
  %193 = load i32, ptr %192, align 8, !dbg !324, !tbaa !180
  %194 = icmp slt i32 %191, %193, !dbg !325
  br label %195, !dbg !326

195:                                              ; preds = %189, %187
  %196 = phi i1 [ %188, %187 ], [ %194, %189 ]
  %197 = select i1 %196, i32 %160, i32 %178, !dbg !327
  br label %198, !dbg !327

198:                                              ; preds = %195, %177
  %199 = phi i32 [ %178, %177 ], [ %197, %195 ], !dbg !296
    #dbg_value(i32 %199, !205, !DIExpression(), !296)
  %200 = icmp eq i32 %199, %157, !dbg !328
  br i1 %200, label %206, label %201, !dbg !329

201:                                              ; preds = %198
  %202 = sext i32 %157 to i64, !dbg !330
  %203 = getelementptr inbounds %struct.event, ptr %147, i64 %202, !dbg !330
  %204 = sext i32 %199 to i64, !dbg !331
  %205 = getelementptr inbounds %struct.event, ptr %147, i64 %204, !dbg !331
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %203, ptr noundef nonnull align 8 dereferenceable(16) %205, i64 16, i1 false), !dbg !331, !tbaa.struct !184
    #dbg_value(i32 %199, !199, !DIExpression(), !285)
  br label %156

206:                                              ; preds = %198
    #dbg_value(i32 %157, !199, !DIExpression(), !285)
  %207 = icmp sgt i32 %146, 1, !dbg !332
  br i1 %207, label %208, label %211, !dbg !333

208:                                              ; preds = %206
  %209 = sext i32 %157 to i64, !dbg !334
  %210 = getelementptr inbounds %struct.event, ptr %147, i64 %209, !dbg !334
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %210, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !dbg !335, !tbaa.struct !184
  br label %211, !dbg !334

211:                                              ; preds = %206, %208
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !336
    #dbg_value(i64 %148, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !337)
    #dbg_value(i64 %150, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !337)
    #dbg_value(i64 %148, !75, !DIExpression(), !117)
  %212 = lshr i64 %150, 32, !dbg !338
  %213 = icmp slt i64 %150, 0, !dbg !339
  br i1 %213, label %214, label %323, !dbg !340

214:                                              ; preds = %211
  %215 = add nsw i32 %141, 1, !dbg !341
    #dbg_value(i32 %215, !86, !DIExpression(), !117)
  %216 = mul i32 %143, 1103515245, !dbg !342
  %217 = add i32 %216, 12345, !dbg !343
    #dbg_value(i32 %217, !83, !DIExpression(), !117)
  %218 = lshr i32 %217, 16, !dbg !344
  %219 = trunc nuw i32 %218 to i16, !dbg !345
  %220 = urem i16 %219, 20, !dbg !345
  %221 = add nuw nsw i16 %220, 1, !dbg !346
  %222 = zext nneg i16 %221 to i64, !dbg !346
  %223 = add i64 %148, %222, !dbg !347
    #dbg_value(i64 %223, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
  %224 = add nsw i32 %140, 1, !dbg !348
    #dbg_value(i32 %224, !65, !DIExpression(), !117)
  %225 = zext i32 %140 to i64, !dbg !349
    #dbg_value(!DIArgList(i64 0, i64 %225), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !283)
  %226 = or disjoint i64 %225, -4294967296, !dbg !349
    #dbg_value(i64 %225, !89, !DIExpression(DW_OP_constu, 18446744069414584320, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !283)
    #dbg_value(i64 %223, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %225, !132, !DIExpression(DW_OP_constu, 18446744069414584320, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !350)
    #dbg_value(ptr undef, !138, !DIExpression(), !350)
  %227 = icmp eq i32 %151, %145, !dbg !352
  br i1 %227, label %228, label %235, !dbg !353

228:                                              ; preds = %214
  %229 = icmp eq i32 %145, 0, !dbg !354
  %230 = shl nsw i32 %145, 1
  %231 = select i1 %229, i32 4, i32 %230, !dbg !354
    #dbg_value(i32 %231, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
  %232 = sext i32 %231 to i64, !dbg !355
  %233 = shl nsw i64 %232, 4, !dbg !356
  %234 = tail call ptr @realloc(ptr noundef nonnull %147, i64 noundef %233) #8, !dbg !357
    #dbg_value(ptr %234, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  br label %235, !dbg !358

235:                                              ; preds = %228, %214
  %236 = phi ptr [ %234, %228 ], [ %147, %214 ], !dbg !359
  %237 = phi i32 [ %231, %228 ], [ %145, %214 ], !dbg !360
    #dbg_value(i32 %237, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(ptr %236, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i32 %146, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i32 %151, !139, !DIExpression(), !350)
  br i1 %207, label %238, label %259, !dbg !361

238:                                              ; preds = %235, %252
  %239 = phi i32 [ %241, %252 ], [ %151, %235 ]
    #dbg_value(i32 %239, !139, !DIExpression(), !350)
  %240 = add nsw i32 %239, -1, !dbg !362
  %241 = lshr i32 %240, 1, !dbg !363
    #dbg_value(i32 %241, !140, !DIExpression(), !364)
  %242 = zext nneg i32 %241 to i64, !dbg !365
  %243 = getelementptr inbounds %struct.event, ptr %236, i64 %242, !dbg !365
    #dbg_value(ptr undef, !160, !DIExpression(), !366)
    #dbg_value(ptr %243, !167, !DIExpression(), !366)
  %244 = load i64, ptr %243, align 8, !dbg !368, !tbaa !172
  %245 = icmp eq i64 %244, %223, !dbg !369
  br i1 %245, label %248, label %246, !dbg !370

246:                                              ; preds = %238
  %247 = icmp sgt i64 %244, %223, !dbg !371
  br i1 %247, label %252, label %256, !dbg !372

248:                                              ; preds = %238
  %249 = getelementptr inbounds i8, ptr %243, i64 8, !dbg !373
  %250 = load i32, ptr %249, align 8, !dbg !373, !tbaa !180
  %251 = icmp sgt i32 %250, %140, !dbg !374
  br i1 %251, label %252, label %256, !dbg !372

252:                                              ; preds = %248, %246
  %253 = zext nneg i32 %239 to i64, !dbg !375
  %254 = getelementptr inbounds %struct.event, ptr %236, i64 %253, !dbg !375
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %254, ptr noundef nonnull align 8 dereferenceable(16) %243, i64 16, i1 false), !dbg !376, !tbaa.struct !184
    #dbg_value(i32 %241, !139, !DIExpression(), !350)
  %255 = icmp ult i32 %240, 2, !dbg !377
  br i1 %255, label %256, label %238, !dbg !361

256:                                              ; preds = %252, %248, %246
  %257 = phi i32 [ %239, %246 ], [ %239, %248 ], [ %241, %252 ]
  %258 = zext nneg i32 %257 to i64, !dbg !378
  br label %259, !dbg !378

259:                                              ; preds = %256, %235
  %260 = phi i64 [ %258, %256 ], [ %152, %235 ], !dbg !378
    #dbg_value(i32 poison, !139, !DIExpression(), !350)
  %261 = getelementptr inbounds %struct.event, ptr %236, i64 %260, !dbg !378
  store i64 %223, ptr %261, align 8, !dbg !379, !tbaa !126
  %262 = getelementptr inbounds i8, ptr %261, i64 8, !dbg !379
  store i64 %226, ptr %262, align 8, !dbg !379
    #dbg_value(i32 -1, !92, !DIExpression(), !283)
    #dbg_value(i64 0, !93, !DIExpression(), !380)
  %263 = load i32, ptr %4, align 4, !dbg !381, !tbaa !185
  %264 = icmp eq i32 %263, 0, !dbg !381
  br i1 %264, label %275, label %265, !dbg !384

265:                                              ; preds = %259
    #dbg_value(i64 1, !93, !DIExpression(), !380)
  %266 = load i32, ptr %137, align 4, !dbg !381, !tbaa !185
  %267 = icmp eq i32 %266, 0, !dbg !381
  br i1 %267, label %275, label %268, !dbg !384

268:                                              ; preds = %265
    #dbg_value(i64 2, !93, !DIExpression(), !380)
  %269 = load i32, ptr %138, align 4, !dbg !381, !tbaa !185
  %270 = icmp eq i32 %269, 0, !dbg !381
  br i1 %270, label %275, label %271, !dbg !384

271:                                              ; preds = %268
    #dbg_value(i64 3, !93, !DIExpression(), !380)
    #dbg_value(i32 -1, !92, !DIExpression(), !283)
  %272 = add nsw i32 %142, 1, !dbg !385
    #dbg_value(i32 %272, !81, !DIExpression(), !117)
  %273 = icmp slt i32 %142, %144, !dbg !387
  %274 = select i1 %273, i32 %144, i32 %272, !dbg !389
  br label %380, !dbg !389

275:                                              ; preds = %268, %265, %259
  %276 = phi ptr [ %4, %259 ], [ %6, %265 ], [ %7, %268 ]
  %277 = phi i64 [ 0, %259 ], [ 4294967296, %265 ], [ 8589934592, %268 ]
    #dbg_value(i64 %277, !92, !DIExpression(), !283)
  store i32 1, ptr %276, align 4, !dbg !390, !tbaa !185
  %278 = mul i32 %217, 1103515245, !dbg !391
  %279 = add i32 %278, 12345, !dbg !392
    #dbg_value(i32 %279, !83, !DIExpression(), !117)
  %280 = lshr i32 %279, 16, !dbg !393
  %281 = trunc nuw i32 %280 to i16, !dbg !394
  %282 = urem i16 %281, 40, !dbg !394
  %283 = add nuw nsw i16 %282, 5, !dbg !395
  %284 = zext nneg i16 %283 to i64, !dbg !395
  %285 = add i64 %148, %284, !dbg !396
    #dbg_value(i64 %285, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !282)
  %286 = add nsw i32 %140, 2, !dbg !397
    #dbg_value(i32 %286, !65, !DIExpression(), !117)
  %287 = zext i32 %224 to i64, !dbg !398
    #dbg_value(!DIArgList(i64 0, i64 %287), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !282)
  %288 = or disjoint i64 %277, %287, !dbg !398
    #dbg_value(!DIArgList(i64 %277, i64 %287), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !282)
    #dbg_value(i64 %285, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !399)
    #dbg_value(!DIArgList(i64 %277, i64 %287), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !399)
    #dbg_value(ptr undef, !138, !DIExpression(), !399)
  %289 = icmp eq i32 %146, %237, !dbg !401
  br i1 %289, label %290, label %295, !dbg !402

290:                                              ; preds = %275
  %291 = shl nsw i32 %146, 1
    #dbg_value(i32 %291, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
  %292 = sext i32 %291 to i64, !dbg !403
  %293 = shl nsw i64 %292, 4, !dbg !404
  %294 = tail call ptr @realloc(ptr noundef nonnull %236, i64 noundef %293) #8, !dbg !405
    #dbg_value(ptr %294, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  br label %295, !dbg !406

295:                                              ; preds = %290, %275
  %296 = phi ptr [ %294, %290 ], [ %236, %275 ], !dbg !407
  %297 = phi i32 [ %291, %290 ], [ %237, %275 ], !dbg !408
    #dbg_value(i32 %297, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(ptr %296, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  %298 = add nsw i32 %146, 1, !dbg !409
    #dbg_value(i32 %298, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i32 %146, !139, !DIExpression(), !399)
  %299 = icmp sgt i32 %146, 0, !dbg !410
  br i1 %299, label %300, label %318, !dbg !411

300:                                              ; preds = %295, %314
  %301 = phi i32 [ %303, %314 ], [ %146, %295 ]
    #dbg_value(i32 %301, !139, !DIExpression(), !399)
  %302 = add nsw i32 %301, -1, !dbg !412
  %303 = lshr i32 %302, 1, !dbg !413
    #dbg_value(i32 %303, !140, !DIExpression(), !414)
  %304 = zext nneg i32 %303 to i64, !dbg !415
  %305 = getelementptr inbounds %struct.event, ptr %296, i64 %304, !dbg !415
    #dbg_value(ptr undef, !160, !DIExpression(), !416)
    #dbg_value(ptr %305, !167, !DIExpression(), !416)
  %306 = load i64, ptr %305, align 8, !dbg !418, !tbaa !172
  %307 = icmp eq i64 %306, %285, !dbg !419
  br i1 %307, label %310, label %308, !dbg !420

308:                                              ; preds = %300
  %309 = icmp sgt i64 %306, %285, !dbg !421
  br i1 %309, label %314, label %318, !dbg !422

310:                                              ; preds = %300
  %311 = getelementptr inbounds i8, ptr %305, i64 8, !dbg !423
  %312 = load i32, ptr %311, align 8, !dbg !423, !tbaa !180
  %313 = icmp sgt i32 %312, %224, !dbg !424
  br i1 %313, label %314, label %318, !dbg !422

314:                                              ; preds = %310, %308
  %315 = zext nneg i32 %301 to i64, !dbg !425
  %316 = getelementptr inbounds %struct.event, ptr %296, i64 %315, !dbg !425
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %316, ptr noundef nonnull align 8 dereferenceable(16) %305, i64 16, i1 false), !dbg !426, !tbaa.struct !184
    #dbg_value(i32 %303, !139, !DIExpression(), !399)
  %317 = icmp ult i32 %302, 2, !dbg !410
  br i1 %317, label %318, label %300, !dbg !411

318:                                              ; preds = %308, %310, %314, %295
  %319 = phi i32 [ %146, %295 ], [ %303, %314 ], [ %301, %310 ], [ %301, %308 ], !dbg !399
    #dbg_value(i32 %319, !139, !DIExpression(), !399)
  %320 = sext i32 %319 to i64, !dbg !427
  %321 = getelementptr inbounds %struct.event, ptr %296, i64 %320, !dbg !427
  store i64 %285, ptr %321, align 8, !dbg !428, !tbaa !126
  %322 = getelementptr inbounds i8, ptr %321, i64 8, !dbg !428
  store i64 %288, ptr %322, align 8, !dbg !428
  br label %380

323:                                              ; preds = %211
  %324 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %212, !dbg !429
  %325 = load i32, ptr %324, align 4, !dbg !430, !tbaa !185
  %326 = add nsw i32 %325, 1, !dbg !430
  store i32 %326, ptr %324, align 4, !dbg !430, !tbaa !185
  %327 = icmp eq i32 %142, 0, !dbg !431
  br i1 %327, label %378, label %328, !dbg !432

328:                                              ; preds = %323
  %329 = add nsw i32 %142, -1, !dbg !433
    #dbg_value(i32 %329, !81, !DIExpression(), !117)
  %330 = mul i32 %143, 1103515245, !dbg !434
  %331 = add i32 %330, 12345, !dbg !435
    #dbg_value(i32 %331, !83, !DIExpression(), !117)
  %332 = lshr i32 %331, 16, !dbg !436
  %333 = trunc nuw i32 %332 to i16, !dbg !437
  %334 = urem i16 %333, 40, !dbg !437
  %335 = add nuw nsw i16 %334, 5, !dbg !438
  %336 = zext nneg i16 %335 to i64, !dbg !438
  %337 = add i64 %148, %336, !dbg !439
    #dbg_value(i64 %337, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !281)
  %338 = add nsw i32 %140, 1, !dbg !440
    #dbg_value(i32 %338, !65, !DIExpression(), !117)
  %339 = zext i32 %140 to i64, !dbg !441
    #dbg_value(!DIArgList(i64 0, i64 %339), !98, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !281)
  %340 = and i64 %150, 9223372032559808512, !dbg !441
  %341 = or disjoint i64 %340, %339, !dbg !441
    #dbg_value(!DIArgList(i64 %340, i64 %339), !98, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !281)
    #dbg_value(i64 %337, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !442)
    #dbg_value(!DIArgList(i64 %340, i64 %339), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !442)
    #dbg_value(ptr undef, !138, !DIExpression(), !442)
  %342 = icmp eq i32 %151, %145, !dbg !444
  br i1 %342, label %343, label %350, !dbg !445

343:                                              ; preds = %328
  %344 = icmp eq i32 %145, 0, !dbg !446
  %345 = shl nsw i32 %145, 1
  %346 = select i1 %344, i32 4, i32 %345, !dbg !446
    #dbg_value(i32 %346, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
  %347 = sext i32 %346 to i64, !dbg !447
  %348 = shl nsw i64 %347, 4, !dbg !448
  %349 = tail call ptr @realloc(ptr noundef nonnull %147, i64 noundef %348) #8, !dbg !449
    #dbg_value(ptr %349, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
  br label %350, !dbg !450

350:                                              ; preds = %343, %328
  %351 = phi ptr [ %349, %343 ], [ %147, %328 ], !dbg !359
  %352 = phi i32 [ %346, %343 ], [ %145, %328 ], !dbg !360
    #dbg_value(i32 %352, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(ptr %351, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i32 %146, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(i32 %151, !139, !DIExpression(), !442)
  br i1 %207, label %353, label %374, !dbg !451

353:                                              ; preds = %350, %367
  %354 = phi i32 [ %356, %367 ], [ %151, %350 ]
    #dbg_value(i32 %354, !139, !DIExpression(), !442)
  %355 = add nsw i32 %354, -1, !dbg !452
  %356 = lshr i32 %355, 1, !dbg !453
    #dbg_value(i32 %356, !140, !DIExpression(), !454)
  %357 = zext nneg i32 %356 to i64, !dbg !455
  %358 = getelementptr inbounds %struct.event, ptr %351, i64 %357, !dbg !455
    #dbg_value(ptr undef, !160, !DIExpression(), !456)
    #dbg_value(ptr %358, !167, !DIExpression(), !456)
  %359 = load i64, ptr %358, align 8, !dbg !458, !tbaa !172
  %360 = icmp eq i64 %359, %337, !dbg !459
  br i1 %360, label %363, label %361, !dbg !460

361:                                              ; preds = %353
  %362 = icmp sgt i64 %359, %337, !dbg !461
  br i1 %362, label %367, label %371, !dbg !462

363:                                              ; preds = %353
  %364 = getelementptr inbounds i8, ptr %358, i64 8, !dbg !463
  %365 = load i32, ptr %364, align 8, !dbg !463, !tbaa !180
  %366 = icmp sgt i32 %365, %140, !dbg !464
  br i1 %366, label %367, label %371, !dbg !462

367:                                              ; preds = %363, %361
  %368 = zext nneg i32 %354 to i64, !dbg !465
  %369 = getelementptr inbounds %struct.event, ptr %351, i64 %368, !dbg !465
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %369, ptr noundef nonnull align 8 dereferenceable(16) %358, i64 16, i1 false), !dbg !466, !tbaa.struct !184
    #dbg_value(i32 %356, !139, !DIExpression(), !442)
  %370 = icmp ult i32 %355, 2, !dbg !467
  br i1 %370, label %371, label %353, !dbg !451

371:                                              ; preds = %367, %363, %361
  %372 = phi i32 [ %354, %361 ], [ %354, %363 ], [ %356, %367 ]
  %373 = zext nneg i32 %372 to i64, !dbg !468
  br label %374, !dbg !468

374:                                              ; preds = %371, %350
  %375 = phi i64 [ %373, %371 ], [ %152, %350 ], !dbg !468
    #dbg_value(i32 poison, !139, !DIExpression(), !442)
  %376 = getelementptr inbounds %struct.event, ptr %351, i64 %375, !dbg !468
  store i64 %337, ptr %376, align 8, !dbg !469, !tbaa !126
  %377 = getelementptr inbounds i8, ptr %376, i64 8, !dbg !469
  store i64 %341, ptr %377, align 8, !dbg !469
  br label %380, !dbg !470

378:                                              ; preds = %323
  %379 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 %212, !dbg !471
  store i32 0, ptr %379, align 4, !dbg !473, !tbaa !185
  br label %380

380:                                              ; preds = %271, %318, %374, %378
  %381 = phi ptr [ %236, %271 ], [ %296, %318 ], [ %147, %378 ], [ %351, %374 ], !dbg !359
  %382 = phi i32 [ %146, %271 ], [ %298, %318 ], [ %151, %378 ], [ %146, %374 ], !dbg !337
  %383 = phi i32 [ %237, %271 ], [ %297, %318 ], [ %145, %378 ], [ %352, %374 ], !dbg !360
  %384 = phi i32 [ %274, %271 ], [ %144, %318 ], [ %144, %378 ], [ %144, %374 ], !dbg !117
  %385 = phi i32 [ %217, %271 ], [ %279, %318 ], [ %143, %378 ], [ %331, %374 ], !dbg !117
  %386 = phi i32 [ %272, %271 ], [ %142, %318 ], [ 0, %378 ], [ %329, %374 ], !dbg !117
  %387 = phi i32 [ %215, %271 ], [ %215, %318 ], [ %141, %378 ], [ %141, %374 ], !dbg !117
  %388 = phi i32 [ %224, %271 ], [ %286, %318 ], [ %140, %378 ], [ %338, %374 ], !dbg !117
    #dbg_value(i32 %383, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !117)
    #dbg_value(i32 %382, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117)
    #dbg_value(ptr %381, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !117)
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !281)
    #dbg_value(i32 %388, !65, !DIExpression(), !117)
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !282)
    #dbg_value(i64 poison, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
    #dbg_value(i64 %148, !75, !DIExpression(), !117)
    #dbg_value(i32 %387, !86, !DIExpression(), !117)
    #dbg_value(i32 %386, !81, !DIExpression(), !117)
    #dbg_value(i32 %385, !83, !DIExpression(), !117)
    #dbg_value(i32 %384, !82, !DIExpression(), !117)
  %389 = icmp ne i32 %382, 0, !dbg !474
  %390 = icmp slt i64 %148, 5000, !dbg !475
  %391 = select i1 %389, i1 %390, i1 false, !dbg !475
  br i1 %391, label %139, label %392, !dbg !284, !llvm.loop !476

392:                                              ; preds = %380
  %393 = load i32, ptr %3, align 4, !dbg !478, !tbaa !185
  %394 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !479
  %395 = load i32, ptr %394, align 4, !dbg !479, !tbaa !185
  %396 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !480
  %397 = load i32, ptr %396, align 4, !dbg !480, !tbaa !185
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %148, i32 noundef %387, i32 noundef %393, i32 noundef %395, i32 noundef %397, i32 noundef %386, i32 noundef %384, i32 noundef %382), !dbg !481
  tail call void @free(ptr noundef nonnull %381) #9, !dbg !482
  call void @llvm.lifetime.start.p0(i64 2000, ptr nonnull %5) #9, !dbg !483
    #dbg_value(i32 5, !106, !DIExpression(), !117)
    #dbg_value(i32 0, !107, !DIExpression(), !484)
  br label %517, !dbg !485

399:                                              ; preds = %517, %438
  %400 = phi i32 [ %439, %438 ], [ 249, %517 ]
    #dbg_value(i32 %400, !486, !DIExpression(), !500)
  br label %401, !dbg !502

401:                                              ; preds = %431, %399
  %402 = phi i32 [ %429, %431 ], [ %400, %399 ]
    #dbg_value(i32 %402, !513, !DIExpression(), !520)
  %403 = shl nsw i32 %402, 1, !dbg !521
  %404 = or disjoint i32 %403, 1, !dbg !522
    #dbg_value(i32 %404, !514, !DIExpression(), !523)
  %405 = add nsw i32 %403, 2, !dbg !524
    #dbg_value(i32 %405, !515, !DIExpression(), !523)
    #dbg_value(i32 %402, !516, !DIExpression(), !523)
  %406 = icmp slt i32 %404, 500, !dbg !525
  br i1 %406, label %407, label %416, !dbg !502

407:                                              ; preds = %401
  %408 = sext i32 %404 to i64, !dbg !526
  %409 = getelementptr inbounds i32, ptr %5, i64 %408, !dbg !526
  %410 = load i32, ptr %409, align 4, !dbg !526, !tbaa !185
  %411 = sext i32 %402 to i64, !dbg !527
  %412 = getelementptr inbounds i32, ptr %5, i64 %411, !dbg !527
  %413 = load i32, ptr %412, align 4, !dbg !527, !tbaa !185
  %414 = icmp sgt i32 %410, %413, !dbg !528
  %415 = select i1 %414, i32 %404, i32 %402, !dbg !529
  br label %416, !dbg !529

416:                                              ; preds = %407, %401
  %417 = phi i32 [ %402, %401 ], [ %415, %407 ], !dbg !523
    #dbg_value(i32 %417, !516, !DIExpression(), !523)
  %418 = icmp slt i32 %402, 249, !dbg !530
  br i1 %418, label %419, label %428, !dbg !532

419:                                              ; preds = %416
  %420 = sext i32 %405 to i64, !dbg !533
  %421 = getelementptr inbounds i32, ptr %5, i64 %420, !dbg !533
  %422 = load i32, ptr %421, align 8, !dbg !533, !tbaa !185
  %423 = sext i32 %417 to i64, !dbg !534
  %424 = getelementptr inbounds i32, ptr %5, i64 %423, !dbg !534
  %425 = load i32, ptr %424, align 4, !dbg !534, !tbaa !185
  %426 = icmp sgt i32 %422, %425, !dbg !535
  %427 = select i1 %426, i32 %405, i32 %417, !dbg !536
  br label %428, !dbg !536

428:                                              ; preds = %419, %416
  %429 = phi i32 [ %417, %416 ], [ %427, %419 ], !dbg !523
    #dbg_value(i32 %429, !516, !DIExpression(), !523)
  %430 = icmp eq i32 %429, %402, !dbg !537
  br i1 %430, label %438, label %431, !dbg !539

431:                                              ; preds = %428
  %432 = sext i32 %402 to i64, !dbg !540
  %433 = getelementptr inbounds i32, ptr %5, i64 %432, !dbg !540
  %434 = load i32, ptr %433, align 4, !dbg !540, !tbaa !185
    #dbg_value(i32 %434, !517, !DIExpression(), !523)
  %435 = sext i32 %429 to i64, !dbg !541
  %436 = getelementptr inbounds i32, ptr %5, i64 %435, !dbg !541
  %437 = load i32, ptr %436, align 4, !dbg !541, !tbaa !185
  store i32 %437, ptr %433, align 4, !dbg !542, !tbaa !185
  store i32 %434, ptr %436, align 4, !dbg !543, !tbaa !185
    #dbg_value(i32 %429, !513, !DIExpression(), !520)
  br label %401

438:                                              ; preds = %428
    #dbg_value(i32 poison, !513, !DIExpression(), !520)
  %439 = add nsw i32 %400, -1, !dbg !544
    #dbg_value(i32 %439, !486, !DIExpression(), !500)
  %440 = icmp eq i32 %400, 0, !dbg !545
  br i1 %440, label %441, label %399, !dbg !546, !llvm.loop !547

441:                                              ; preds = %438, %482
  %442 = phi i64 [ %483, %482 ], [ 499, %438 ]
    #dbg_value(i64 %442, !495, !DIExpression(), !549)
    #dbg_value(i32 poison, !497, !DIExpression(), !550)
    #dbg_value(ptr %5, !511, !DIExpression(), !551)
    #dbg_value(i64 %442, !512, !DIExpression(), !551)
    #dbg_value(i32 0, !513, !DIExpression(), !551)
  br label %443, !dbg !553

443:                                              ; preds = %478, %441
  %444 = phi i64 [ %481, %478 ], [ %442, %441 ]
  %445 = phi ptr [ %480, %478 ], [ %5, %441 ]
  %446 = phi i32 [ %476, %478 ], [ 0, %441 ]
  %447 = load i32, ptr %445, align 4, !dbg !550, !tbaa !185
  %448 = getelementptr inbounds i32, ptr %5, i64 %444, !dbg !550
  %449 = load i32, ptr %448, align 4, !dbg !550, !tbaa !185
  store i32 %449, ptr %445, align 4, !dbg !550, !tbaa !185
  store i32 %447, ptr %448, align 4, !dbg !550, !tbaa !185
    #dbg_value(i32 %446, !513, !DIExpression(), !551)
  %450 = shl nsw i32 %446, 1, !dbg !554
  %451 = or disjoint i32 %450, 1, !dbg !555
    #dbg_value(i32 %451, !514, !DIExpression(), !556)
  %452 = add nsw i32 %450, 2, !dbg !557
    #dbg_value(i32 %452, !515, !DIExpression(), !556)
    #dbg_value(i32 %446, !516, !DIExpression(), !556)
  %453 = sext i32 %451 to i64, !dbg !558
  %454 = icmp sgt i64 %442, %453, !dbg !558
  br i1 %454, label %455, label %463, !dbg !559

455:                                              ; preds = %443
  %456 = getelementptr inbounds i32, ptr %5, i64 %453, !dbg !560
  %457 = load i32, ptr %456, align 4, !dbg !560, !tbaa !185
  %458 = sext i32 %446 to i64, !dbg !561
  %459 = getelementptr inbounds i32, ptr %5, i64 %458, !dbg !561
  %460 = load i32, ptr %459, align 4, !dbg !561, !tbaa !185
  %461 = icmp sgt i32 %457, %460, !dbg !562
  %462 = select i1 %461, i32 %451, i32 %446, !dbg !563
  br label %463, !dbg !563

463:                                              ; preds = %455, %443
  %464 = phi i32 [ %446, %443 ], [ %462, %455 ], !dbg !556
    #dbg_value(i32 %464, !516, !DIExpression(), !556)
  %465 = sext i32 %452 to i64, !dbg !564
  %466 = icmp sgt i64 %442, %465, !dbg !564
  br i1 %466, label %467, label %475, !dbg !565

467:                                              ; preds = %463
  %468 = getelementptr inbounds i32, ptr %5, i64 %465, !dbg !566
  %469 = load i32, ptr %468, align 8, !dbg !566, !tbaa !185
  %470 = sext i32 %464 to i64, !dbg !567
  %471 = getelementptr inbounds i32, ptr %5, i64 %470, !dbg !567
  %472 = load i32, ptr %471, align 4, !dbg !567, !tbaa !185
  %473 = icmp sgt i32 %469, %472, !dbg !568
  %474 = select i1 %473, i32 %452, i32 %464, !dbg !569
  br label %475, !dbg !569

475:                                              ; preds = %467, %463
  %476 = phi i32 [ %464, %463 ], [ %474, %467 ], !dbg !556
    #dbg_value(i32 %476, !516, !DIExpression(), !556)
  %477 = icmp eq i32 %476, %446, !dbg !570
  br i1 %477, label %482, label %478, !dbg !571

478:                                              ; preds = %475
  %479 = sext i32 %446 to i64, !dbg !572
  %480 = getelementptr inbounds i32, ptr %5, i64 %479, !dbg !572
    #dbg_value(i32 poison, !517, !DIExpression(), !556)
  %481 = sext i32 %476 to i64, !dbg !573
    #dbg_value(i32 %476, !513, !DIExpression(), !551)
  br label %443

482:                                              ; preds = %475
    #dbg_value(i32 poison, !513, !DIExpression(), !551)
  %483 = add nsw i64 %442, -1, !dbg !574
    #dbg_value(i64 %483, !495, !DIExpression(), !549)
  %484 = icmp ugt i64 %442, 1, !dbg !575
  br i1 %484, label %441, label %485, !dbg !576, !llvm.loop !577

485:                                              ; preds = %482
  %486 = load i32, ptr %5, align 16, !dbg !579, !tbaa !185
  %487 = insertelement <4 x i32> poison, i32 %486, i64 3, !dbg !582
  br label %488, !dbg !582

488:                                              ; preds = %488, %485
  %489 = phi i64 [ 0, %485 ], [ %515, %488 ]
  %490 = phi <4 x i32> [ %487, %485 ], [ %508, %488 ]
  %491 = phi <4 x i1> [ zeroinitializer, %485 ], [ %513, %488 ]
  %492 = phi <4 x i1> [ zeroinitializer, %485 ], [ %514, %488 ]
  %493 = or disjoint i64 %489, 1, !dbg !582
  %494 = getelementptr inbounds [500 x i32], ptr %5, i64 0, i64 %493, !dbg !583
  %495 = getelementptr inbounds i8, ptr %494, i64 16, !dbg !583
  %496 = load <4 x i32>, ptr %494, align 4, !dbg !583, !tbaa !185
  %497 = load <4 x i32>, ptr %495, align 4, !dbg !583, !tbaa !185
  %498 = shufflevector <4 x i32> %490, <4 x i32> %496, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %499 = shufflevector <4 x i32> %496, <4 x i32> %497, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %500 = icmp sgt <4 x i32> %498, %496, !dbg !584
  %501 = icmp sgt <4 x i32> %499, %497, !dbg !584
  %502 = or <4 x i1> %491, %500
  %503 = or <4 x i1> %492, %501
  %504 = or disjoint i64 %489, 9, !dbg !582
  %505 = getelementptr inbounds [500 x i32], ptr %5, i64 0, i64 %504, !dbg !583
  %506 = getelementptr inbounds i8, ptr %505, i64 16, !dbg !583
  %507 = load <4 x i32>, ptr %505, align 4, !dbg !583, !tbaa !185
  %508 = load <4 x i32>, ptr %506, align 4, !dbg !583, !tbaa !185
  %509 = shufflevector <4 x i32> %497, <4 x i32> %507, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %510 = shufflevector <4 x i32> %507, <4 x i32> %508, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %511 = icmp sgt <4 x i32> %509, %507, !dbg !584
  %512 = icmp sgt <4 x i32> %510, %508, !dbg !584
  %513 = or <4 x i1> %502, %511
  %514 = or <4 x i1> %503, %512
  %515 = add nuw nsw i64 %489, 16
  %516 = icmp eq i64 %515, 496
  br i1 %516, label %533, label %488, !llvm.loop !585

517:                                              ; preds = %517, %392
  %518 = phi i64 [ 0, %392 ], [ %531, %517 ]
  %519 = phi i32 [ 5, %392 ], [ %527, %517 ]
    #dbg_value(i64 %518, !107, !DIExpression(), !484)
    #dbg_value(i32 %519, !106, !DIExpression(), !117)
  %520 = mul i32 %519, 69069, !dbg !589
  %521 = add i32 %520, 1, !dbg !592
    #dbg_value(i32 %521, !106, !DIExpression(), !117)
  %522 = lshr i32 %521, 20, !dbg !593
  %523 = add nsw i32 %522, -2048, !dbg !594
  %524 = getelementptr inbounds [500 x i32], ptr %5, i64 0, i64 %518, !dbg !595
  store i32 %523, ptr %524, align 8, !dbg !596, !tbaa !185
  %525 = or disjoint i64 %518, 1, !dbg !597
    #dbg_value(i64 %525, !107, !DIExpression(), !484)
  %526 = mul i32 %521, 69069, !dbg !589
  %527 = add i32 %526, 1, !dbg !592
    #dbg_value(i32 %527, !106, !DIExpression(), !117)
  %528 = lshr i32 %527, 20, !dbg !593
  %529 = add nsw i32 %528, -2048, !dbg !594
  %530 = getelementptr inbounds [500 x i32], ptr %5, i64 0, i64 %525, !dbg !595
  store i32 %529, ptr %530, align 4, !dbg !596, !tbaa !185
  %531 = add nuw nsw i64 %518, 2, !dbg !597
    #dbg_value(i64 %531, !107, !DIExpression(), !484)
  %532 = icmp eq i64 %531, 500, !dbg !598
  br i1 %532, label %399, label %517, !dbg !485, !llvm.loop !599

533:                                              ; preds = %488
  %534 = extractelement <4 x i32> %508, i64 3
  %535 = or <4 x i1> %514, %513, !dbg !582
  %536 = freeze <4 x i1> %535, !dbg !582
  %537 = bitcast <4 x i1> %536 to i4, !dbg !582
  %538 = icmp eq i4 %537, 0, !dbg !582
    #dbg_value(i64 497, !110, !DIExpression(), !601)
    #dbg_value(i1 %538, !109, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !117)
  %539 = getelementptr inbounds i8, ptr %5, i64 1988, !dbg !583
  %540 = load i32, ptr %539, align 4, !dbg !583, !tbaa !185
  %541 = icmp sle i32 %534, %540, !dbg !584
  %542 = and i1 %541, %538, !dbg !602
    #dbg_value(i1 %542, !109, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !117)
    #dbg_value(i64 498, !110, !DIExpression(), !601)
  %543 = getelementptr inbounds i8, ptr %5, i64 1992, !dbg !583
  %544 = load i32, ptr %543, align 8, !dbg !583, !tbaa !185
  %545 = icmp sle i32 %540, %544, !dbg !584
    #dbg_value(i1 poison, !109, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !117)
    #dbg_value(i64 499, !110, !DIExpression(), !601)
  %546 = getelementptr inbounds i8, ptr %5, i64 1996, !dbg !583
  %547 = load i32, ptr %546, align 4, !dbg !583, !tbaa !185
  %548 = icmp sle i32 %544, %547, !dbg !584
  %549 = select i1 %548, i1 %545, i1 false, !dbg !602
  %550 = select i1 %549, i1 %542, i1 false, !dbg !602
  %551 = zext i1 %550 to i32, !dbg !602
    #dbg_value(i32 %551, !109, !DIExpression(), !117)
    #dbg_value(i64 500, !110, !DIExpression(), !601)
  %552 = getelementptr inbounds i8, ptr %5, i64 1000, !dbg !603
  %553 = load i32, ptr %552, align 8, !dbg !603, !tbaa !185
  %554 = getelementptr inbounds i8, ptr %5, i64 1996, !dbg !604
  %555 = load i32, ptr %554, align 4, !dbg !604, !tbaa !185
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %551, i32 noundef %486, i32 noundef %553, i32 noundef %555), !dbg !605
    #dbg_value(i64 0, !112, !DIExpression(), !606)
  %557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %486), !dbg !607
    #dbg_value(i64 50, !112, !DIExpression(), !606)
  %558 = getelementptr inbounds i8, ptr %5, i64 200, !dbg !609
  %559 = load i32, ptr %558, align 8, !dbg !609, !tbaa !185
  %560 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %559), !dbg !607
    #dbg_value(i64 100, !112, !DIExpression(), !606)
  %561 = getelementptr inbounds i8, ptr %5, i64 400, !dbg !609
  %562 = load i32, ptr %561, align 16, !dbg !609, !tbaa !185
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %562), !dbg !607
    #dbg_value(i64 150, !112, !DIExpression(), !606)
  %564 = getelementptr inbounds i8, ptr %5, i64 600, !dbg !609
  %565 = load i32, ptr %564, align 8, !dbg !609, !tbaa !185
  %566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %565), !dbg !607
    #dbg_value(i64 200, !112, !DIExpression(), !606)
  %567 = getelementptr inbounds i8, ptr %5, i64 800, !dbg !609
  %568 = load i32, ptr %567, align 16, !dbg !609, !tbaa !185
  %569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %568), !dbg !607
    #dbg_value(i64 250, !112, !DIExpression(), !606)
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %553), !dbg !607
    #dbg_value(i64 300, !112, !DIExpression(), !606)
  %571 = getelementptr inbounds i8, ptr %5, i64 1200, !dbg !609
  %572 = load i32, ptr %571, align 16, !dbg !609, !tbaa !185
  %573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %572), !dbg !607
    #dbg_value(i64 350, !112, !DIExpression(), !606)
  %574 = getelementptr inbounds i8, ptr %5, i64 1400, !dbg !609
  %575 = load i32, ptr %574, align 8, !dbg !609, !tbaa !185
  %576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %575), !dbg !607
    #dbg_value(i64 400, !112, !DIExpression(), !606)
  %577 = getelementptr inbounds i8, ptr %5, i64 1600, !dbg !609
  %578 = load i32, ptr %577, align 16, !dbg !609, !tbaa !185
  %579 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %578), !dbg !607
    #dbg_value(i64 450, !112, !DIExpression(), !606)
  %580 = getelementptr inbounds i8, ptr %5, i64 1800, !dbg !609
  %581 = load i32, ptr %580, align 8, !dbg !609, !tbaa !185
  %582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %581), !dbg !607
    #dbg_value(i64 500, !112, !DIExpression(), !606)
  %583 = tail call i32 @putchar(i32 10), !dbg !610
  call void @llvm.lifetime.end.p0(i64 2000, ptr nonnull %5) #9, !dbg !611
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4) #9, !dbg !611
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #9, !dbg !611
  ret i32 0, !dbg !611
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !612 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !619 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !623 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind allocsize(1) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "priority_queue.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f04305a918906fdfa1219ad98ccb3409")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 72)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 44)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !35, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30, !31, !32}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!30 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !33, line: 18, baseType: !34)
!33 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !{!0, !7, !36, !12, !17, !22}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 2)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 82, type: !50, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!31}
!52 = !{!53, !65, !66, !68, !70, !73, !75, !76, !80, !81, !82, !83, !85, !86, !87, !89, !92, !93, !95, !98, !102, !106, !107, !109, !110, !112}
!53 = !DILocalVariable(name: "h", scope: !49, file: !2, line: 83, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "heap", file: !2, line: 12, size: 128, elements: !55)
!55 = !{!56, !63, !64}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !54, file: !2, line: 13, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "event", file: !2, line: 6, size: 128, elements: !59)
!59 = !{!60, !61, !62}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !58, file: !2, line: 7, baseType: !30, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !58, file: !2, line: 8, baseType: !31, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !58, file: !2, line: 9, baseType: !31, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !54, file: !2, line: 14, baseType: !31, size: 32, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !54, file: !2, line: 14, baseType: !31, size: 32, offset: 96)
!65 = !DILocalVariable(name: "seq", scope: !49, file: !2, line: 84, type: !31)
!66 = !DILocalVariable(name: "times", scope: !49, file: !2, line: 85, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 640, elements: !10)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 86, type: !31)
!69 = distinct !DILexicalBlock(scope: !49, file: !2, line: 86, column: 5)
!70 = !DILocalVariable(name: "e", scope: !71, file: !2, line: 87, type: !58)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 86, column: 34)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 86, column: 5)
!73 = !DILocalVariable(name: "e", scope: !74, file: !2, line: 92, type: !58)
!74 = distinct !DILexicalBlock(scope: !49, file: !2, line: 91, column: 17)
!75 = !DILocalVariable(name: "clock", scope: !49, file: !2, line: 97, type: !30)
!76 = !DILocalVariable(name: "served", scope: !49, file: !2, line: 98, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 96, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 3)
!80 = !DILocalVariable(name: "busy", scope: !49, file: !2, line: 98, type: !77)
!81 = !DILocalVariable(name: "queue", scope: !49, file: !2, line: 98, type: !31)
!82 = !DILocalVariable(name: "max_queue", scope: !49, file: !2, line: 98, type: !31)
!83 = !DILocalVariable(name: "rng", scope: !49, file: !2, line: 99, type: !84)
!84 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!85 = !DILocalVariable(name: "first", scope: !49, file: !2, line: 100, type: !58)
!86 = !DILocalVariable(name: "arrivals", scope: !49, file: !2, line: 102, type: !31)
!87 = !DILocalVariable(name: "e", scope: !88, file: !2, line: 104, type: !58)
!88 = distinct !DILexicalBlock(scope: !49, file: !2, line: 103, column: 33)
!89 = !DILocalVariable(name: "next", scope: !90, file: !2, line: 109, type: !58)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 106, column: 25)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 106, column: 13)
!92 = !DILocalVariable(name: "s", scope: !90, file: !2, line: 111, type: !31)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 112, type: !31)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 112, column: 13)
!95 = !DILocalVariable(name: "d", scope: !96, file: !2, line: 120, type: !58)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 117, column: 20)
!97 = distinct !DILexicalBlock(scope: !90, file: !2, line: 114, column: 17)
!98 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 128, type: !58)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 125, column: 24)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 125, column: 17)
!101 = distinct !DILexicalBlock(scope: !91, file: !2, line: 123, column: 16)
!102 = !DILocalVariable(name: "arr", scope: !49, file: !2, line: 138, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 16000, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 500)
!106 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 139, type: !84)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 140, type: !31)
!108 = distinct !DILexicalBlock(scope: !49, file: !2, line: 140, column: 5)
!109 = !DILocalVariable(name: "sorted", scope: !49, file: !2, line: 145, type: !31)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 146, type: !31)
!111 = distinct !DILexicalBlock(scope: !49, file: !2, line: 146, column: 5)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 150, type: !31)
!113 = distinct !DILexicalBlock(scope: !49, file: !2, line: 150, column: 5)
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !49)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !69)
!121 = !DILocation(line: 0, scope: !71)
!122 = !DILocation(line: 86, column: 5, scope: !69)
!123 = !DILocation(line: 90, column: 5, scope: !49)
!124 = !DILocation(line: 91, column: 5, scope: !49)
!125 = !DILocation(line: 87, column: 27, scope: !71)
!126 = !{!127, !127, i64 0}
!127 = !{!"long", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C/C++ TBAA"}
!130 = !DILocation(line: 86, column: 30, scope: !72)
!131 = !DILocation(line: 87, column: 26, scope: !71)
!132 = !DILocalVariable(name: "e", arg: 2, scope: !133, file: !2, line: 23, type: !58)
!133 = distinct !DISubprogram(name: "heap_push", scope: !2, file: !2, line: 23, type: !134, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !136, !58}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!137 = !{!138, !132, !139, !140}
!138 = !DILocalVariable(name: "h", arg: 1, scope: !133, file: !2, line: 23, type: !136)
!139 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 28, type: !31)
!140 = !DILocalVariable(name: "p", scope: !141, file: !2, line: 30, type: !31)
!141 = distinct !DILexicalBlock(scope: !133, file: !2, line: 29, column: 19)
!142 = !DILocation(line: 0, scope: !133, inlinedAt: !143)
!143 = distinct !DILocation(line: 88, column: 9, scope: !71)
!144 = !DILocation(line: 24, column: 14, scope: !145, inlinedAt: !143)
!145 = distinct !DILexicalBlock(scope: !133, file: !2, line: 24, column: 9)
!146 = !DILocation(line: 24, column: 9, scope: !133, inlinedAt: !143)
!147 = !DILocation(line: 25, column: 18, scope: !148, inlinedAt: !143)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 24, column: 25)
!149 = !DILocation(line: 26, column: 30, scope: !148, inlinedAt: !143)
!150 = !DILocation(line: 26, column: 45, scope: !148, inlinedAt: !143)
!151 = !DILocation(line: 26, column: 16, scope: !148, inlinedAt: !143)
!152 = !DILocation(line: 27, column: 5, scope: !148, inlinedAt: !143)
!153 = !DILocation(line: 29, column: 14, scope: !133, inlinedAt: !143)
!154 = !DILocation(line: 29, column: 5, scope: !133, inlinedAt: !143)
!155 = !DILocation(line: 30, column: 20, scope: !141, inlinedAt: !143)
!156 = !DILocation(line: 30, column: 25, scope: !141, inlinedAt: !143)
!157 = !DILocation(line: 0, scope: !141, inlinedAt: !143)
!158 = !DILocation(line: 31, column: 26, scope: !159, inlinedAt: !143)
!159 = distinct !DILexicalBlock(scope: !141, file: !2, line: 31, column: 13)
!160 = !DILocalVariable(name: "x", arg: 1, scope: !161, file: !2, line: 17, type: !164)
!161 = distinct !DISubprogram(name: "before", scope: !2, file: !2, line: 17, type: !162, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !166)
!162 = !DISubroutineType(types: !163)
!163 = !{!31, !164, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!166 = !{!160, !167}
!167 = !DILocalVariable(name: "y", arg: 2, scope: !161, file: !2, line: 17, type: !164)
!168 = !DILocation(line: 0, scope: !161, inlinedAt: !169)
!169 = distinct !DILocation(line: 31, column: 14, scope: !159, inlinedAt: !143)
!170 = !DILocation(line: 18, column: 23, scope: !171, inlinedAt: !169)
!171 = distinct !DILexicalBlock(scope: !161, file: !2, line: 18, column: 9)
!172 = !{!173, !127, i64 0}
!173 = !{!"event", !127, i64 0, !174, i64 8, !174, i64 12}
!174 = !{!"int", !128, i64 0}
!175 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !169)
!176 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !169)
!177 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !169)
!178 = !DILocation(line: 31, column: 13, scope: !141, inlinedAt: !143)
!179 = !DILocation(line: 20, column: 24, scope: !161, inlinedAt: !169)
!180 = !{!173, !174, i64 8}
!181 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !169)
!182 = !DILocation(line: 33, column: 9, scope: !141, inlinedAt: !143)
!183 = !DILocation(line: 33, column: 19, scope: !141, inlinedAt: !143)
!184 = !{i64 0, i64 8, !126, i64 8, i64 4, !185, i64 12, i64 4, !185}
!185 = !{!174, !174, i64 0}
!186 = !DILocation(line: 36, column: 5, scope: !133, inlinedAt: !143)
!187 = !DILocation(line: 36, column: 15, scope: !133, inlinedAt: !143)
!188 = !DILocation(line: 86, column: 23, scope: !72)
!189 = distinct !{!189, !122, !190, !191}
!190 = !DILocation(line: 89, column: 5, scope: !69)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !DILocalVariable(name: "last", scope: !193, file: !2, line: 41, type: !58)
!193 = distinct !DISubprogram(name: "heap_pop", scope: !2, file: !2, line: 39, type: !194, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{!58, !136}
!196 = !{!197, !198, !192, !199, !200, !204, !205, !206}
!197 = !DILocalVariable(name: "h", arg: 1, scope: !193, file: !2, line: 39, type: !136)
!198 = !DILocalVariable(name: "top", scope: !193, file: !2, line: 40, type: !58)
!199 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 42, type: !31)
!200 = !DILocalVariable(name: "l", scope: !201, file: !2, line: 44, type: !31)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 43, column: 14)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 43, column: 5)
!203 = distinct !DILexicalBlock(scope: !193, file: !2, line: 43, column: 5)
!204 = !DILocalVariable(name: "r", scope: !201, file: !2, line: 44, type: !31)
!205 = !DILocalVariable(name: "m", scope: !201, file: !2, line: 44, type: !31)
!206 = !DILocalVariable(name: "best", scope: !201, file: !2, line: 45, type: !164)
!207 = !DILocation(line: 0, scope: !193, inlinedAt: !208)
!208 = distinct !DILocation(line: 92, column: 26, scope: !74)
!209 = !DILocation(line: 40, column: 24, scope: !193, inlinedAt: !208)
!210 = !DILocation(line: 41, column: 5, scope: !193, inlinedAt: !208)
!211 = !DILocation(line: 41, column: 30, scope: !193, inlinedAt: !208)
!212 = !DILocation(line: 41, column: 25, scope: !193, inlinedAt: !208)
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 43, column: 5, scope: !193, inlinedAt: !208)
!215 = !DILocation(line: 42, column: 9, scope: !193, inlinedAt: !208)
!216 = !DILocation(line: 44, column: 19, scope: !201, inlinedAt: !208)
!217 = !DILocation(line: 44, column: 23, scope: !201, inlinedAt: !208)
!218 = !DILocation(line: 0, scope: !201, inlinedAt: !208)
!219 = !DILocation(line: 44, column: 34, scope: !201, inlinedAt: !208)
!220 = !DILocation(line: 46, column: 15, scope: !221, inlinedAt: !208)
!221 = distinct !DILexicalBlock(scope: !201, file: !2, line: 46, column: 13)
!222 = !DILocation(line: 46, column: 22, scope: !221, inlinedAt: !208)
!223 = !DILocation(line: 46, column: 33, scope: !221, inlinedAt: !208)
!224 = !DILocation(line: 0, scope: !161, inlinedAt: !225)
!225 = distinct !DILocation(line: 46, column: 25, scope: !221, inlinedAt: !208)
!226 = !DILocation(line: 18, column: 12, scope: !171, inlinedAt: !225)
!227 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !225)
!228 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !225)
!229 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !225)
!230 = !DILocation(line: 19, column: 9, scope: !171, inlinedAt: !225)
!231 = !DILocation(line: 20, column: 15, scope: !161, inlinedAt: !225)
!232 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !225)
!233 = !DILocation(line: 20, column: 5, scope: !161, inlinedAt: !225)
!234 = !DILocation(line: 46, column: 13, scope: !201, inlinedAt: !208)
!235 = !DILocation(line: 50, column: 15, scope: !236, inlinedAt: !208)
!236 = distinct !DILexicalBlock(scope: !201, file: !2, line: 50, column: 13)
!237 = !DILocation(line: 50, column: 22, scope: !236, inlinedAt: !208)
!238 = !DILocation(line: 50, column: 33, scope: !236, inlinedAt: !208)
!239 = !DILocation(line: 0, scope: !161, inlinedAt: !240)
!240 = distinct !DILocation(line: 50, column: 25, scope: !236, inlinedAt: !208)
!241 = !DILocation(line: 18, column: 12, scope: !171, inlinedAt: !240)
!242 = !DILocation(line: 18, column: 23, scope: !171, inlinedAt: !240)
!243 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !240)
!244 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !240)
!245 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !240)
!246 = !DILocation(line: 19, column: 9, scope: !171, inlinedAt: !240)
!247 = !DILocation(line: 20, column: 15, scope: !161, inlinedAt: !240)
!248 = !DILocation(line: 20, column: 24, scope: !161, inlinedAt: !240)
!249 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !240)
!250 = !DILocation(line: 20, column: 5, scope: !161, inlinedAt: !240)
!251 = !DILocation(line: 50, column: 13, scope: !201, inlinedAt: !208)
!252 = !DILocation(line: 52, column: 15, scope: !253, inlinedAt: !208)
!253 = distinct !DILexicalBlock(scope: !201, file: !2, line: 52, column: 13)
!254 = !DILocation(line: 52, column: 13, scope: !201, inlinedAt: !208)
!255 = !DILocation(line: 54, column: 9, scope: !201, inlinedAt: !208)
!256 = !DILocation(line: 54, column: 19, scope: !201, inlinedAt: !208)
!257 = !DILocation(line: 57, column: 14, scope: !258, inlinedAt: !208)
!258 = distinct !DILexicalBlock(scope: !193, file: !2, line: 57, column: 9)
!259 = !DILocation(line: 57, column: 9, scope: !193, inlinedAt: !208)
!260 = !DILocation(line: 58, column: 9, scope: !258, inlinedAt: !208)
!261 = !DILocation(line: 58, column: 19, scope: !258, inlinedAt: !208)
!262 = !DILocation(line: 60, column: 1, scope: !193, inlinedAt: !208)
!263 = !DILocation(line: 0, scope: !74)
!264 = !DILocation(line: 93, column: 39, scope: !74)
!265 = !DILocation(line: 93, column: 9, scope: !74)
!266 = distinct !{!266, !124, !267, !191}
!267 = !DILocation(line: 94, column: 5, scope: !49)
!268 = !DILocation(line: 95, column: 5, scope: !49)
!269 = !DILocation(line: 98, column: 5, scope: !49)
!270 = !DILocation(line: 98, column: 9, scope: !49)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 98, column: 32, scope: !49)
!273 = distinct !DIAssignID()
!274 = !DILocation(line: 0, scope: !133, inlinedAt: !275)
!275 = distinct !DILocation(line: 101, column: 5, scope: !49)
!276 = !DILocation(line: 24, column: 14, scope: !145, inlinedAt: !275)
!277 = !DILocation(line: 24, column: 9, scope: !133, inlinedAt: !275)
!278 = !DILocation(line: 26, column: 16, scope: !148, inlinedAt: !275)
!279 = !DILocation(line: 27, column: 5, scope: !148, inlinedAt: !275)
!280 = !DILocation(line: 36, column: 15, scope: !133, inlinedAt: !275)
!281 = !DILocation(line: 0, scope: !99)
!282 = !DILocation(line: 0, scope: !96)
!283 = !DILocation(line: 0, scope: !90)
!284 = !DILocation(line: 103, column: 5, scope: !49)
!285 = !DILocation(line: 0, scope: !193, inlinedAt: !286)
!286 = distinct !DILocation(line: 104, column: 26, scope: !88)
!287 = !DILocation(line: 40, column: 24, scope: !193, inlinedAt: !286)
!288 = !DILocation(line: 41, column: 5, scope: !193, inlinedAt: !286)
!289 = !DILocation(line: 41, column: 30, scope: !193, inlinedAt: !286)
!290 = !DILocation(line: 41, column: 25, scope: !193, inlinedAt: !286)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 43, column: 5, scope: !193, inlinedAt: !286)
!293 = !DILocation(line: 42, column: 9, scope: !193, inlinedAt: !286)
!294 = !DILocation(line: 44, column: 19, scope: !201, inlinedAt: !286)
!295 = !DILocation(line: 44, column: 23, scope: !201, inlinedAt: !286)
!296 = !DILocation(line: 0, scope: !201, inlinedAt: !286)
!297 = !DILocation(line: 44, column: 34, scope: !201, inlinedAt: !286)
!298 = !DILocation(line: 46, column: 15, scope: !221, inlinedAt: !286)
!299 = !DILocation(line: 46, column: 22, scope: !221, inlinedAt: !286)
!300 = !DILocation(line: 46, column: 33, scope: !221, inlinedAt: !286)
!301 = !DILocation(line: 0, scope: !161, inlinedAt: !302)
!302 = distinct !DILocation(line: 46, column: 25, scope: !221, inlinedAt: !286)
!303 = !DILocation(line: 18, column: 12, scope: !171, inlinedAt: !302)
!304 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !302)
!305 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !302)
!306 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !302)
!307 = !DILocation(line: 19, column: 9, scope: !171, inlinedAt: !302)
!308 = !DILocation(line: 20, column: 15, scope: !161, inlinedAt: !302)
!309 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !302)
!310 = !DILocation(line: 20, column: 5, scope: !161, inlinedAt: !302)
!311 = !DILocation(line: 46, column: 13, scope: !201, inlinedAt: !286)
!312 = !DILocation(line: 50, column: 15, scope: !236, inlinedAt: !286)
!313 = !DILocation(line: 50, column: 22, scope: !236, inlinedAt: !286)
!314 = !DILocation(line: 50, column: 33, scope: !236, inlinedAt: !286)
!315 = !DILocation(line: 0, scope: !161, inlinedAt: !316)
!316 = distinct !DILocation(line: 50, column: 25, scope: !236, inlinedAt: !286)
!317 = !DILocation(line: 18, column: 12, scope: !171, inlinedAt: !316)
!318 = !DILocation(line: 18, column: 23, scope: !171, inlinedAt: !316)
!319 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !316)
!320 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !316)
!321 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !316)
!322 = !DILocation(line: 19, column: 9, scope: !171, inlinedAt: !316)
!323 = !DILocation(line: 20, column: 15, scope: !161, inlinedAt: !316)
!324 = !DILocation(line: 20, column: 24, scope: !161, inlinedAt: !316)
!325 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !316)
!326 = !DILocation(line: 20, column: 5, scope: !161, inlinedAt: !316)
!327 = !DILocation(line: 50, column: 13, scope: !201, inlinedAt: !286)
!328 = !DILocation(line: 52, column: 15, scope: !253, inlinedAt: !286)
!329 = !DILocation(line: 52, column: 13, scope: !201, inlinedAt: !286)
!330 = !DILocation(line: 54, column: 9, scope: !201, inlinedAt: !286)
!331 = !DILocation(line: 54, column: 19, scope: !201, inlinedAt: !286)
!332 = !DILocation(line: 57, column: 14, scope: !258, inlinedAt: !286)
!333 = !DILocation(line: 57, column: 9, scope: !193, inlinedAt: !286)
!334 = !DILocation(line: 58, column: 9, scope: !258, inlinedAt: !286)
!335 = !DILocation(line: 58, column: 19, scope: !258, inlinedAt: !286)
!336 = !DILocation(line: 60, column: 1, scope: !193, inlinedAt: !286)
!337 = !DILocation(line: 0, scope: !88)
!338 = !DILocation(line: 106, column: 15, scope: !91)
!339 = !DILocation(line: 106, column: 20, scope: !91)
!340 = !DILocation(line: 106, column: 13, scope: !88)
!341 = !DILocation(line: 107, column: 21, scope: !90)
!342 = !DILocation(line: 108, column: 23, scope: !90)
!343 = !DILocation(line: 108, column: 37, scope: !90)
!344 = !DILocation(line: 109, column: 57, scope: !90)
!345 = !DILocation(line: 109, column: 64, scope: !90)
!346 = !DILocation(line: 109, column: 40, scope: !90)
!347 = !DILocation(line: 109, column: 44, scope: !90)
!348 = !DILocation(line: 109, column: 73, scope: !90)
!349 = !DILocation(line: 109, column: 33, scope: !90)
!350 = !DILocation(line: 0, scope: !133, inlinedAt: !351)
!351 = distinct !DILocation(line: 110, column: 13, scope: !90)
!352 = !DILocation(line: 24, column: 14, scope: !145, inlinedAt: !351)
!353 = !DILocation(line: 24, column: 9, scope: !133, inlinedAt: !351)
!354 = !DILocation(line: 25, column: 18, scope: !148, inlinedAt: !351)
!355 = !DILocation(line: 26, column: 30, scope: !148, inlinedAt: !351)
!356 = !DILocation(line: 26, column: 45, scope: !148, inlinedAt: !351)
!357 = !DILocation(line: 26, column: 16, scope: !148, inlinedAt: !351)
!358 = !DILocation(line: 27, column: 5, scope: !148, inlinedAt: !351)
!359 = !DILocation(line: 26, column: 14, scope: !148, inlinedAt: !117)
!360 = !DILocation(line: 25, column: 16, scope: !148, inlinedAt: !117)
!361 = !DILocation(line: 29, column: 5, scope: !133, inlinedAt: !351)
!362 = !DILocation(line: 30, column: 20, scope: !141, inlinedAt: !351)
!363 = !DILocation(line: 30, column: 25, scope: !141, inlinedAt: !351)
!364 = !DILocation(line: 0, scope: !141, inlinedAt: !351)
!365 = !DILocation(line: 31, column: 26, scope: !159, inlinedAt: !351)
!366 = !DILocation(line: 0, scope: !161, inlinedAt: !367)
!367 = distinct !DILocation(line: 31, column: 14, scope: !159, inlinedAt: !351)
!368 = !DILocation(line: 18, column: 23, scope: !171, inlinedAt: !367)
!369 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !367)
!370 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !367)
!371 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !367)
!372 = !DILocation(line: 31, column: 13, scope: !141, inlinedAt: !351)
!373 = !DILocation(line: 20, column: 24, scope: !161, inlinedAt: !367)
!374 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !367)
!375 = !DILocation(line: 33, column: 9, scope: !141, inlinedAt: !351)
!376 = !DILocation(line: 33, column: 19, scope: !141, inlinedAt: !351)
!377 = !DILocation(line: 29, column: 14, scope: !133, inlinedAt: !351)
!378 = !DILocation(line: 36, column: 5, scope: !133, inlinedAt: !351)
!379 = !DILocation(line: 36, column: 15, scope: !133, inlinedAt: !351)
!380 = !DILocation(line: 0, scope: !94)
!381 = !DILocation(line: 113, column: 22, scope: !382)
!382 = distinct !DILexicalBlock(scope: !383, file: !2, line: 113, column: 21)
!383 = distinct !DILexicalBlock(scope: !94, file: !2, line: 112, column: 13)
!384 = !DILocation(line: 113, column: 21, scope: !383)
!385 = !DILocation(line: 115, column: 22, scope: !386)
!386 = distinct !DILexicalBlock(scope: !97, file: !2, line: 114, column: 24)
!387 = !DILocation(line: 116, column: 27, scope: !388)
!388 = distinct !DILexicalBlock(scope: !386, file: !2, line: 116, column: 21)
!389 = !DILocation(line: 116, column: 21, scope: !386)
!390 = !DILocation(line: 118, column: 25, scope: !96)
!391 = !DILocation(line: 119, column: 27, scope: !96)
!392 = !DILocation(line: 119, column: 41, scope: !96)
!393 = !DILocation(line: 120, column: 58, scope: !96)
!394 = !DILocation(line: 120, column: 65, scope: !96)
!395 = !DILocation(line: 120, column: 41, scope: !96)
!396 = !DILocation(line: 120, column: 45, scope: !96)
!397 = !DILocation(line: 120, column: 74, scope: !96)
!398 = !DILocation(line: 120, column: 34, scope: !96)
!399 = !DILocation(line: 0, scope: !133, inlinedAt: !400)
!400 = distinct !DILocation(line: 121, column: 17, scope: !96)
!401 = !DILocation(line: 24, column: 14, scope: !145, inlinedAt: !400)
!402 = !DILocation(line: 24, column: 9, scope: !133, inlinedAt: !400)
!403 = !DILocation(line: 26, column: 30, scope: !148, inlinedAt: !400)
!404 = !DILocation(line: 26, column: 45, scope: !148, inlinedAt: !400)
!405 = !DILocation(line: 26, column: 16, scope: !148, inlinedAt: !400)
!406 = !DILocation(line: 27, column: 5, scope: !148, inlinedAt: !400)
!407 = !DILocation(line: 26, column: 14, scope: !148, inlinedAt: !283)
!408 = !DILocation(line: 25, column: 16, scope: !148, inlinedAt: !283)
!409 = !DILocation(line: 28, column: 17, scope: !133, inlinedAt: !400)
!410 = !DILocation(line: 29, column: 14, scope: !133, inlinedAt: !400)
!411 = !DILocation(line: 29, column: 5, scope: !133, inlinedAt: !400)
!412 = !DILocation(line: 30, column: 20, scope: !141, inlinedAt: !400)
!413 = !DILocation(line: 30, column: 25, scope: !141, inlinedAt: !400)
!414 = !DILocation(line: 0, scope: !141, inlinedAt: !400)
!415 = !DILocation(line: 31, column: 26, scope: !159, inlinedAt: !400)
!416 = !DILocation(line: 0, scope: !161, inlinedAt: !417)
!417 = distinct !DILocation(line: 31, column: 14, scope: !159, inlinedAt: !400)
!418 = !DILocation(line: 18, column: 23, scope: !171, inlinedAt: !417)
!419 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !417)
!420 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !417)
!421 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !417)
!422 = !DILocation(line: 31, column: 13, scope: !141, inlinedAt: !400)
!423 = !DILocation(line: 20, column: 24, scope: !161, inlinedAt: !417)
!424 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !417)
!425 = !DILocation(line: 33, column: 9, scope: !141, inlinedAt: !400)
!426 = !DILocation(line: 33, column: 19, scope: !141, inlinedAt: !400)
!427 = !DILocation(line: 36, column: 5, scope: !133, inlinedAt: !400)
!428 = !DILocation(line: 36, column: 15, scope: !133, inlinedAt: !400)
!429 = !DILocation(line: 124, column: 13, scope: !101)
!430 = !DILocation(line: 124, column: 27, scope: !101)
!431 = !DILocation(line: 125, column: 17, scope: !100)
!432 = !DILocation(line: 125, column: 17, scope: !101)
!433 = !DILocation(line: 126, column: 22, scope: !99)
!434 = !DILocation(line: 127, column: 27, scope: !99)
!435 = !DILocation(line: 127, column: 41, scope: !99)
!436 = !DILocation(line: 128, column: 58, scope: !99)
!437 = !DILocation(line: 128, column: 65, scope: !99)
!438 = !DILocation(line: 128, column: 41, scope: !99)
!439 = !DILocation(line: 128, column: 45, scope: !99)
!440 = !DILocation(line: 128, column: 74, scope: !99)
!441 = !DILocation(line: 128, column: 34, scope: !99)
!442 = !DILocation(line: 0, scope: !133, inlinedAt: !443)
!443 = distinct !DILocation(line: 129, column: 17, scope: !99)
!444 = !DILocation(line: 24, column: 14, scope: !145, inlinedAt: !443)
!445 = !DILocation(line: 24, column: 9, scope: !133, inlinedAt: !443)
!446 = !DILocation(line: 25, column: 18, scope: !148, inlinedAt: !443)
!447 = !DILocation(line: 26, column: 30, scope: !148, inlinedAt: !443)
!448 = !DILocation(line: 26, column: 45, scope: !148, inlinedAt: !443)
!449 = !DILocation(line: 26, column: 16, scope: !148, inlinedAt: !443)
!450 = !DILocation(line: 27, column: 5, scope: !148, inlinedAt: !443)
!451 = !DILocation(line: 29, column: 5, scope: !133, inlinedAt: !443)
!452 = !DILocation(line: 30, column: 20, scope: !141, inlinedAt: !443)
!453 = !DILocation(line: 30, column: 25, scope: !141, inlinedAt: !443)
!454 = !DILocation(line: 0, scope: !141, inlinedAt: !443)
!455 = !DILocation(line: 31, column: 26, scope: !159, inlinedAt: !443)
!456 = !DILocation(line: 0, scope: !161, inlinedAt: !457)
!457 = distinct !DILocation(line: 31, column: 14, scope: !159, inlinedAt: !443)
!458 = !DILocation(line: 18, column: 23, scope: !171, inlinedAt: !457)
!459 = !DILocation(line: 18, column: 17, scope: !171, inlinedAt: !457)
!460 = !DILocation(line: 18, column: 9, scope: !161, inlinedAt: !457)
!461 = !DILocation(line: 19, column: 24, scope: !171, inlinedAt: !457)
!462 = !DILocation(line: 31, column: 13, scope: !141, inlinedAt: !443)
!463 = !DILocation(line: 20, column: 24, scope: !161, inlinedAt: !457)
!464 = !DILocation(line: 20, column: 19, scope: !161, inlinedAt: !457)
!465 = !DILocation(line: 33, column: 9, scope: !141, inlinedAt: !443)
!466 = !DILocation(line: 33, column: 19, scope: !141, inlinedAt: !443)
!467 = !DILocation(line: 29, column: 14, scope: !133, inlinedAt: !443)
!468 = !DILocation(line: 36, column: 5, scope: !133, inlinedAt: !443)
!469 = !DILocation(line: 36, column: 15, scope: !133, inlinedAt: !443)
!470 = !DILocation(line: 130, column: 13, scope: !99)
!471 = !DILocation(line: 131, column: 17, scope: !472)
!472 = distinct !DILexicalBlock(scope: !100, file: !2, line: 130, column: 20)
!473 = !DILocation(line: 131, column: 30, scope: !472)
!474 = !DILocation(line: 103, column: 12, scope: !49)
!475 = !DILocation(line: 103, column: 16, scope: !49)
!476 = distinct !{!476, !284, !477, !191}
!477 = !DILocation(line: 134, column: 5, scope: !49)
!478 = !DILocation(line: 136, column: 22, scope: !49)
!479 = !DILocation(line: 136, column: 33, scope: !49)
!480 = !DILocation(line: 136, column: 44, scope: !49)
!481 = !DILocation(line: 135, column: 5, scope: !49)
!482 = !DILocation(line: 137, column: 5, scope: !49)
!483 = !DILocation(line: 138, column: 5, scope: !49)
!484 = !DILocation(line: 0, scope: !108)
!485 = !DILocation(line: 140, column: 5, scope: !108)
!486 = !DILocalVariable(name: "i", scope: !487, file: !2, line: 74, type: !31)
!487 = distinct !DILexicalBlock(scope: !488, file: !2, line: 74, column: 5)
!488 = distinct !DISubprogram(name: "heapsort", scope: !2, file: !2, line: 73, type: !489, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !492)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !491, !31}
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!492 = !{!493, !494, !486, !495, !497}
!493 = !DILocalVariable(name: "a", arg: 1, scope: !488, file: !2, line: 73, type: !491)
!494 = !DILocalVariable(name: "n", arg: 2, scope: !488, file: !2, line: 73, type: !31)
!495 = !DILocalVariable(name: "end", scope: !496, file: !2, line: 76, type: !31)
!496 = distinct !DILexicalBlock(scope: !488, file: !2, line: 76, column: 5)
!497 = !DILocalVariable(name: "t", scope: !498, file: !2, line: 77, type: !31)
!498 = distinct !DILexicalBlock(scope: !499, file: !2, line: 76, column: 43)
!499 = distinct !DILexicalBlock(scope: !496, file: !2, line: 76, column: 5)
!500 = !DILocation(line: 0, scope: !487, inlinedAt: !501)
!501 = distinct !DILocation(line: 144, column: 5, scope: !49)
!502 = !DILocation(line: 65, column: 19, scope: !503, inlinedAt: !518)
!503 = distinct !DILexicalBlock(scope: !504, file: !2, line: 65, column: 13)
!504 = distinct !DILexicalBlock(scope: !505, file: !2, line: 63, column: 14)
!505 = distinct !DILexicalBlock(scope: !506, file: !2, line: 63, column: 5)
!506 = distinct !DILexicalBlock(scope: !507, file: !2, line: 63, column: 5)
!507 = distinct !DISubprogram(name: "sift_down", scope: !2, file: !2, line: 62, type: !508, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{null, !491, !31, !31}
!510 = !{!511, !512, !513, !514, !515, !516, !517}
!511 = !DILocalVariable(name: "a", arg: 1, scope: !507, file: !2, line: 62, type: !491)
!512 = !DILocalVariable(name: "n", arg: 2, scope: !507, file: !2, line: 62, type: !31)
!513 = !DILocalVariable(name: "i", arg: 3, scope: !507, file: !2, line: 62, type: !31)
!514 = !DILocalVariable(name: "l", scope: !504, file: !2, line: 64, type: !31)
!515 = !DILocalVariable(name: "r", scope: !504, file: !2, line: 64, type: !31)
!516 = !DILocalVariable(name: "m", scope: !504, file: !2, line: 64, type: !31)
!517 = !DILocalVariable(name: "t", scope: !504, file: !2, line: 68, type: !31)
!518 = distinct !DILocation(line: 75, column: 9, scope: !519, inlinedAt: !501)
!519 = distinct !DILexicalBlock(scope: !487, file: !2, line: 74, column: 5)
!520 = !DILocation(line: 0, scope: !507, inlinedAt: !518)
!521 = !DILocation(line: 64, column: 19, scope: !504, inlinedAt: !518)
!522 = !DILocation(line: 64, column: 23, scope: !504, inlinedAt: !518)
!523 = !DILocation(line: 0, scope: !504, inlinedAt: !518)
!524 = !DILocation(line: 64, column: 34, scope: !504, inlinedAt: !518)
!525 = !DILocation(line: 65, column: 15, scope: !503, inlinedAt: !518)
!526 = !DILocation(line: 65, column: 22, scope: !503, inlinedAt: !518)
!527 = !DILocation(line: 65, column: 29, scope: !503, inlinedAt: !518)
!528 = !DILocation(line: 65, column: 27, scope: !503, inlinedAt: !518)
!529 = !DILocation(line: 65, column: 13, scope: !504, inlinedAt: !518)
!530 = !DILocation(line: 66, column: 15, scope: !531, inlinedAt: !518)
!531 = distinct !DILexicalBlock(scope: !504, file: !2, line: 66, column: 13)
!532 = !DILocation(line: 66, column: 19, scope: !531, inlinedAt: !518)
!533 = !DILocation(line: 66, column: 22, scope: !531, inlinedAt: !518)
!534 = !DILocation(line: 66, column: 29, scope: !531, inlinedAt: !518)
!535 = !DILocation(line: 66, column: 27, scope: !531, inlinedAt: !518)
!536 = !DILocation(line: 66, column: 13, scope: !504, inlinedAt: !518)
!537 = !DILocation(line: 67, column: 15, scope: !538, inlinedAt: !518)
!538 = distinct !DILexicalBlock(scope: !504, file: !2, line: 67, column: 13)
!539 = !DILocation(line: 67, column: 13, scope: !504, inlinedAt: !518)
!540 = !DILocation(line: 68, column: 17, scope: !504, inlinedAt: !518)
!541 = !DILocation(line: 68, column: 30, scope: !504, inlinedAt: !518)
!542 = !DILocation(line: 68, column: 28, scope: !504, inlinedAt: !518)
!543 = !DILocation(line: 68, column: 41, scope: !504, inlinedAt: !518)
!544 = !DILocation(line: 74, column: 38, scope: !519, inlinedAt: !501)
!545 = !DILocation(line: 74, column: 31, scope: !519, inlinedAt: !501)
!546 = !DILocation(line: 74, column: 5, scope: !487, inlinedAt: !501)
!547 = distinct !{!547, !546, !548, !191}
!548 = !DILocation(line: 75, column: 26, scope: !487, inlinedAt: !501)
!549 = !DILocation(line: 0, scope: !496, inlinedAt: !501)
!550 = !DILocation(line: 0, scope: !498, inlinedAt: !501)
!551 = !DILocation(line: 0, scope: !507, inlinedAt: !552)
!552 = distinct !DILocation(line: 78, column: 9, scope: !498, inlinedAt: !501)
!553 = !DILocation(line: 63, column: 5, scope: !507, inlinedAt: !552)
!554 = !DILocation(line: 64, column: 19, scope: !504, inlinedAt: !552)
!555 = !DILocation(line: 64, column: 23, scope: !504, inlinedAt: !552)
!556 = !DILocation(line: 0, scope: !504, inlinedAt: !552)
!557 = !DILocation(line: 64, column: 34, scope: !504, inlinedAt: !552)
!558 = !DILocation(line: 65, column: 15, scope: !503, inlinedAt: !552)
!559 = !DILocation(line: 65, column: 19, scope: !503, inlinedAt: !552)
!560 = !DILocation(line: 65, column: 22, scope: !503, inlinedAt: !552)
!561 = !DILocation(line: 65, column: 29, scope: !503, inlinedAt: !552)
!562 = !DILocation(line: 65, column: 27, scope: !503, inlinedAt: !552)
!563 = !DILocation(line: 65, column: 13, scope: !504, inlinedAt: !552)
!564 = !DILocation(line: 66, column: 15, scope: !531, inlinedAt: !552)
!565 = !DILocation(line: 66, column: 19, scope: !531, inlinedAt: !552)
!566 = !DILocation(line: 66, column: 22, scope: !531, inlinedAt: !552)
!567 = !DILocation(line: 66, column: 29, scope: !531, inlinedAt: !552)
!568 = !DILocation(line: 66, column: 27, scope: !531, inlinedAt: !552)
!569 = !DILocation(line: 66, column: 13, scope: !504, inlinedAt: !552)
!570 = !DILocation(line: 67, column: 15, scope: !538, inlinedAt: !552)
!571 = !DILocation(line: 67, column: 13, scope: !504, inlinedAt: !552)
!572 = !DILocation(line: 68, column: 17, scope: !504, inlinedAt: !552)
!573 = !DILocation(line: 68, column: 30, scope: !504, inlinedAt: !552)
!574 = !DILocation(line: 76, column: 39, scope: !499, inlinedAt: !501)
!575 = !DILocation(line: 76, column: 31, scope: !499, inlinedAt: !501)
!576 = !DILocation(line: 76, column: 5, scope: !496, inlinedAt: !501)
!577 = distinct !{!577, !576, !578, !191}
!578 = !DILocation(line: 79, column: 5, scope: !496, inlinedAt: !501)
!579 = !DILocation(line: 147, column: 13, scope: !580)
!580 = distinct !DILexicalBlock(scope: !581, file: !2, line: 147, column: 13)
!581 = distinct !DILexicalBlock(scope: !111, file: !2, line: 146, column: 5)
!582 = !DILocation(line: 146, column: 5, scope: !111)
!583 = !DILocation(line: 147, column: 26, scope: !580)
!584 = !DILocation(line: 147, column: 24, scope: !580)
!585 = distinct !{!585, !582, !586, !191, !587, !588}
!586 = !DILocation(line: 148, column: 22, scope: !111)
!587 = !{!"llvm.loop.isvectorized", i32 1}
!588 = !{!"llvm.loop.unroll.runtime.disable"}
!589 = !DILocation(line: 141, column: 15, scope: !590)
!590 = distinct !DILexicalBlock(scope: !591, file: !2, line: 140, column: 35)
!591 = distinct !DILexicalBlock(scope: !108, file: !2, line: 140, column: 5)
!592 = !DILocation(line: 141, column: 24, scope: !590)
!593 = !DILocation(line: 142, column: 26, scope: !590)
!594 = !DILocation(line: 142, column: 33, scope: !590)
!595 = !DILocation(line: 142, column: 9, scope: !590)
!596 = !DILocation(line: 142, column: 16, scope: !590)
!597 = !DILocation(line: 140, column: 31, scope: !591)
!598 = !DILocation(line: 140, column: 23, scope: !591)
!599 = distinct !{!599, !485, !600, !191}
!600 = !DILocation(line: 143, column: 5, scope: !108)
!601 = !DILocation(line: 0, scope: !111)
!602 = !DILocation(line: 147, column: 13, scope: !581)
!603 = !DILocation(line: 149, column: 76, scope: !49)
!604 = !DILocation(line: 149, column: 86, scope: !49)
!605 = !DILocation(line: 149, column: 5, scope: !49)
!606 = !DILocation(line: 0, scope: !113)
!607 = !DILocation(line: 151, column: 9, scope: !608)
!608 = distinct !DILexicalBlock(scope: !113, file: !2, line: 150, column: 5)
!609 = !DILocation(line: 151, column: 23, scope: !608)
!610 = !DILocation(line: 152, column: 5, scope: !49)
!611 = !DILocation(line: 154, column: 1, scope: !49)
!612 = !DISubprogram(name: "printf", scope: !613, file: !613, line: 356, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!614 = !DISubroutineType(types: !615)
!615 = !{!31, !616, null}
!616 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !617)
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!618 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!619 = !DISubprogram(name: "free", scope: !620, file: !620, line: 568, type: !621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!621 = !DISubroutineType(types: !622)
!622 = !{null, !29}
!623 = !DISubprogram(name: "realloc", scope: !620, file: !620, line: 564, type: !624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!624 = !DISubroutineType(types: !625)
!625 = !{!29, !29, !32}
