; ModuleID = 'priority_queue.c'
source_filename = "priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.heap = type { ptr, i32, i32 }
%struct.event = type { i64, i32, i32 }

@__const.main.times = private unnamed_addr constant [10 x i64] [i64 50, i64 10, i64 30, i64 10, i64 70, i64 20, i64 10, i64 60, i64 40, i64 30], align 16
@.str = private unnamed_addr constant [11 x i8] c"pop order:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" t%ld/k%d\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [72 x i8] c"clock=%ld arrivals=%d served=%d,%d,%d queue=%d max_queue=%d pending=%d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [44 x i8] c"heapsort sorted=%d min=%d median=%d max=%d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca %struct.heap, align 8, !DIAssignID !114
    #dbg_assign(i1 undef, !53, !DIExpression(), !114, ptr %1, !DIExpression(), !115)
    #dbg_assign(i1 undef, !66, !DIExpression(), !116, ptr @__const.main.times, !DIExpression(), !115)
  %2 = alloca [3 x i32], align 4, !DIAssignID !117
    #dbg_assign(i1 undef, !76, !DIExpression(), !117, ptr %2, !DIExpression(), !115)
  %3 = alloca [3 x i32], align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !80, !DIExpression(), !118, ptr %3, !DIExpression(), !115)
  %4 = alloca [500 x i32], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !102, !DIExpression(), !119, ptr %4, !DIExpression(), !115)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !120
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false), !dbg !121, !DIAssignID !122
    #dbg_assign(i8 0, !53, !DIExpression(), !122, ptr %1, !DIExpression(), !115)
    #dbg_value(i32 0, !65, !DIExpression(), !115)
    #dbg_assign(i1 undef, !66, !DIExpression(), !123, ptr @__const.main.times, !DIExpression(), !115)
    #dbg_value(i32 0, !68, !DIExpression(), !124)
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 12
  %7 = load i32, ptr %5, align 8, !tbaa !125
  %8 = load i32, ptr %6, align 4, !tbaa !131
    #dbg_value(i32 0, !65, !DIExpression(), !115)
    #dbg_value(i32 0, !68, !DIExpression(), !124)
    #dbg_value(i64 poison, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
  br label %13, !dbg !133

9:                                                ; preds = %59
  store i32 %34, ptr %5, align 8, !dbg !134, !tbaa !125, !DIAssignID !146
  store i32 %33, ptr %6, align 4, !dbg !147, !tbaa !131, !DIAssignID !149
  store ptr %32, ptr %1, align 8, !DIAssignID !150
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !151
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = icmp eq i32 %34, 0, !dbg !152
  br i1 %12, label %74, label %65, !dbg !152

13:                                               ; preds = %0, %59
  %14 = phi i64 [ 0, %0 ], [ %20, %59 ]
  %15 = phi i32 [ %7, %0 ], [ %34, %59 ]
  %16 = phi i32 [ %8, %0 ], [ %33, %59 ]
  %17 = phi ptr [ null, %0 ], [ %32, %59 ]
    #dbg_value(i64 %14, !65, !DIExpression(), !115)
    #dbg_value(i64 %14, !68, !DIExpression(), !124)
  %18 = getelementptr inbounds [10 x i64], ptr @__const.main.times, i64 0, i64 %14, !dbg !153
  %19 = load i64, ptr %18, align 8, !dbg !153, !tbaa !154
    #dbg_value(i64 %19, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
  %20 = add nuw nsw i64 %14, 1, !dbg !156
    #dbg_value(i64 %20, !65, !DIExpression(), !115)
    #dbg_value(!DIArgList(i64 0, i64 %14), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !132)
  %21 = shl nuw nsw i64 %14, 32, !dbg !157
  %22 = or disjoint i64 %21, %14, !dbg !157
    #dbg_value(!DIArgList(i64 %21, i64 %14), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !132)
    #dbg_value(i64 %19, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(!DIArgList(i64 %21, i64 %14), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !134)
    #dbg_value(ptr %1, !140, !DIExpression(), !134)
  %23 = icmp eq i32 %15, %16, !dbg !158
  br i1 %23, label %24, label %31, !dbg !159

24:                                               ; preds = %13
  %25 = icmp eq i32 %16, 0, !dbg !160
  %26 = shl nsw i32 %16, 1
  %27 = select i1 %25, i32 4, i32 %26, !dbg !160
    #dbg_assign(i32 %27, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !149, ptr %6, !DIExpression(), !115)
  %28 = sext i32 %27 to i64, !dbg !162
  %29 = shl nsw i64 %28, 4, !dbg !163
  %30 = tail call ptr @realloc(ptr noundef %17, i64 noundef %29) #10, !dbg !164
    #dbg_assign(ptr %30, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150, ptr %1, !DIExpression(), !115)
  br label %31, !dbg !165

31:                                               ; preds = %24, %13
  %32 = phi ptr [ %30, %24 ], [ %17, %13 ]
  %33 = phi i32 [ %27, %24 ], [ %16, %13 ]
  %34 = add nsw i32 %15, 1, !dbg !166
    #dbg_assign(i32 %34, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !146, ptr %5, !DIExpression(), !115)
    #dbg_value(i32 %15, !142, !DIExpression(), !134)
  br label %35, !dbg !167

35:                                               ; preds = %57, %31
  %36 = phi i32 [ %15, %31 ], [ %58, %57 ], !dbg !134
    #dbg_value(i32 %36, !142, !DIExpression(), !134)
  %37 = icmp sgt i32 %36, 0, !dbg !168
  br i1 %37, label %38, label %59, !dbg !167

38:                                               ; preds = %35
  %39 = add nsw i32 %36, -1, !dbg !169
  %40 = lshr i32 %39, 1, !dbg !170
    #dbg_value(i32 %40, !143, !DIExpression(), !171)
  %41 = zext nneg i32 %40 to i64, !dbg !172
  %42 = getelementptr inbounds %struct.event, ptr %32, i64 %41, !dbg !172
    #dbg_value(ptr undef, !174, !DIExpression(), !182)
    #dbg_value(ptr %42, !181, !DIExpression(), !182)
  %43 = load i64, ptr %42, align 8, !dbg !184, !tbaa !186
  %44 = icmp eq i64 %43, %19, !dbg !188
  br i1 %44, label %47, label %45, !dbg !189

45:                                               ; preds = %38
  %46 = icmp sgt i64 %43, %19, !dbg !190
  br label %52, !dbg !191

47:                                               ; preds = %38
  %48 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !192
  %49 = load i32, ptr %48, align 8, !dbg !192, !tbaa !193
  %50 = sext i32 %49 to i64, !dbg !194
  %51 = icmp slt i64 %14, %50, !dbg !194
  br label %52, !dbg !195

52:                                               ; preds = %47, %45
  %53 = phi i1 [ %46, %45 ], [ %51, %47 ]
  br i1 %53, label %54, label %57, !dbg !196

54:                                               ; preds = %52
  %55 = zext nneg i32 %36 to i64, !dbg !197
  %56 = getelementptr inbounds %struct.event, ptr %32, i64 %55, !dbg !197
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %56, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false), !dbg !198, !tbaa.struct !199
    #dbg_value(i32 %40, !142, !DIExpression(), !134)
  br label %57, !dbg !201

57:                                               ; preds = %54, %52
  %58 = phi i32 [ %40, %54 ], [ %36, %52 ], !dbg !134
    #dbg_value(i32 %58, !142, !DIExpression(), !134)
  br i1 %53, label %35, label %59

59:                                               ; preds = %35, %57
  %60 = phi i32 [ %58, %57 ], [ %36, %35 ], !dbg !134
    #dbg_value(i32 %60, !142, !DIExpression(), !134)
  %61 = sext i32 %60 to i64, !dbg !202
  %62 = getelementptr inbounds %struct.event, ptr %32, i64 %61, !dbg !202
  store i64 %19, ptr %62, align 8, !dbg !203, !tbaa !154
  %63 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !203
  store i64 %22, ptr %63, align 8, !dbg !203
    #dbg_value(i64 %20, !65, !DIExpression(), !115)
    #dbg_value(i64 %20, !68, !DIExpression(), !124)
    #dbg_value(i64 poison, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
  %64 = icmp eq i64 %20, 10, !dbg !204
  br i1 %64, label %9, label %13, !dbg !133, !llvm.loop !205

65:                                               ; preds = %9, %65
  %66 = call fastcc { i64, i64 } @heap_pop(ptr noundef nonnull %1), !dbg !209
  %67 = extractvalue { i64, i64 } %66, 0, !dbg !209
    #dbg_value(i64 %67, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
  %68 = extractvalue { i64, i64 } %66, 1, !dbg !209
    #dbg_value(i64 %68, !73, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
  %69 = lshr i64 %68, 32, !dbg !211
  %70 = trunc nuw i64 %69 to i32, !dbg !211
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %67, i32 noundef %70), !dbg !212
  %72 = load i32, ptr %11, align 8, !dbg !213, !tbaa !125
  %73 = icmp eq i32 %72, 0, !dbg !152
  br i1 %73, label %74, label %65, !dbg !152, !llvm.loop !214

74:                                               ; preds = %65, %9
  %75 = phi i32 [ %34, %9 ], [ %72, %65 ], !dbg !213
  %76 = getelementptr inbounds i8, ptr %1, i64 8
  %77 = tail call i32 @putchar(i32 10), !dbg !216
    #dbg_value(i64 0, !75, !DIExpression(), !115)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #9, !dbg !217
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %2, i8 0, i64 12, i1 false), !dbg !218, !DIAssignID !219
    #dbg_assign(i8 0, !76, !DIExpression(), !219, ptr %2, !DIExpression(), !115)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #9, !dbg !217
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %3, i8 0, i64 12, i1 false), !dbg !220, !DIAssignID !221
    #dbg_assign(i8 0, !80, !DIExpression(), !221, ptr %3, !DIExpression(), !115)
    #dbg_value(i32 0, !81, !DIExpression(), !115)
    #dbg_value(i32 0, !82, !DIExpression(), !115)
    #dbg_value(i32 99, !83, !DIExpression(), !115)
    #dbg_value(i64 0, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !115)
    #dbg_value(i32 11, !65, !DIExpression(), !115)
    #dbg_value(i64 10, !85, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !115)
    #dbg_value(i64 10, !85, !DIExpression(DW_OP_constu, 18446744069414584320, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !115)
    #dbg_value(i64 0, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !222)
    #dbg_value(i64 10, !141, !DIExpression(DW_OP_constu, 18446744069414584320, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !222)
    #dbg_value(ptr %1, !140, !DIExpression(), !222)
  %78 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !224
  %79 = load i32, ptr %78, align 4, !dbg !224, !tbaa !131
  %80 = icmp eq i32 %79, 0, !dbg !225
  br i1 %80, label %81, label %84, !dbg !226

81:                                               ; preds = %74
  store i32 4, ptr %78, align 4, !dbg !227, !tbaa !131, !DIAssignID !228
    #dbg_assign(i32 4, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !228, ptr %78, !DIExpression(), !115)
  %82 = load ptr, ptr %1, align 8, !dbg !229, !tbaa !230
  %83 = tail call dereferenceable_or_null(64) ptr @realloc(ptr noundef %82, i64 noundef 64) #10, !dbg !231
  store ptr %83, ptr %1, align 8, !dbg !232, !tbaa !230, !DIAssignID !233
    #dbg_assign(ptr %83, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233, ptr %1, !DIExpression(), !115)
  br label %84, !dbg !234

84:                                               ; preds = %81, %74
  store i32 1, ptr %76, align 8, !dbg !235, !tbaa !125, !DIAssignID !236
    #dbg_assign(i32 1, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !236, ptr %76, !DIExpression(), !115)
    #dbg_value(i32 poison, !142, !DIExpression(), !222)
  %85 = load ptr, ptr %1, align 8
  br label %86, !dbg !237

86:                                               ; preds = %107, %84
  %87 = phi i32 [ %75, %84 ], [ %108, %107 ], !dbg !222
    #dbg_value(i32 %87, !142, !DIExpression(), !222)
  %88 = icmp sgt i32 %87, 0, !dbg !238
  br i1 %88, label %89, label %109, !dbg !237

89:                                               ; preds = %86
  %90 = add nsw i32 %87, -1, !dbg !239
  %91 = lshr i32 %90, 1, !dbg !240
    #dbg_value(i32 %91, !143, !DIExpression(), !241)
  %92 = zext nneg i32 %91 to i64, !dbg !242
  %93 = getelementptr inbounds %struct.event, ptr %85, i64 %92, !dbg !242
    #dbg_value(ptr undef, !174, !DIExpression(), !243)
    #dbg_value(ptr %93, !181, !DIExpression(), !243)
  %94 = load i64, ptr %93, align 8, !dbg !245, !tbaa !186
  %95 = icmp eq i64 %94, 0, !dbg !246
  br i1 %95, label %98, label %96, !dbg !247

96:                                               ; preds = %89
  %97 = icmp sgt i64 %94, 0, !dbg !248
  br label %102, !dbg !249

98:                                               ; preds = %89
  %99 = getelementptr inbounds i8, ptr %93, i64 8, !dbg !250
  %100 = load i32, ptr %99, align 8, !dbg !250, !tbaa !193
  %101 = icmp sgt i32 %100, 10, !dbg !251
  br label %102, !dbg !252

102:                                              ; preds = %98, %96
  %103 = phi i1 [ %97, %96 ], [ %101, %98 ]
  br i1 %103, label %104, label %107, !dbg !253

104:                                              ; preds = %102
  %105 = zext nneg i32 %87 to i64, !dbg !254
  %106 = getelementptr inbounds %struct.event, ptr %85, i64 %105, !dbg !254
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %106, ptr noundef nonnull align 8 dereferenceable(16) %93, i64 16, i1 false), !dbg !255, !tbaa.struct !199
    #dbg_value(i32 %91, !142, !DIExpression(), !222)
  br label %107, !dbg !256

107:                                              ; preds = %104, %102
  %108 = phi i32 [ %91, %104 ], [ %87, %102 ], !dbg !222
    #dbg_value(i32 %108, !142, !DIExpression(), !222)
  br i1 %103, label %86, label %109

109:                                              ; preds = %86, %107
  %110 = phi i32 [ %108, %107 ], [ %87, %86 ], !dbg !222
    #dbg_value(i32 %110, !142, !DIExpression(), !222)
  %111 = load ptr, ptr %1, align 8, !dbg !257, !tbaa !230
  %112 = sext i32 %110 to i64, !dbg !258
  %113 = getelementptr inbounds %struct.event, ptr %111, i64 %112, !dbg !258
  store i64 0, ptr %113, align 8, !dbg !259, !tbaa !154
  %114 = getelementptr inbounds i8, ptr %113, i64 8, !dbg !259
  store i64 -4294967286, ptr %114, align 8, !dbg !259
    #dbg_value(i32 0, !86, !DIExpression(), !115)
    #dbg_value(i64 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260)
    #dbg_value(i32 11, !65, !DIExpression(), !115)
    #dbg_value(i64 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !261)
    #dbg_value(i64 undef, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(i64 0, !75, !DIExpression(), !115)
    #dbg_value(i32 0, !81, !DIExpression(), !115)
    #dbg_value(i32 99, !83, !DIExpression(), !115)
    #dbg_value(i32 0, !82, !DIExpression(), !115)
  %115 = load i32, ptr %76, align 8, !dbg !263, !tbaa !125
  %116 = icmp eq i32 %115, 0, !dbg !264
  br i1 %116, label %328, label %117, !dbg !265

117:                                              ; preds = %109, %318
  %118 = phi i32 [ %323, %318 ], [ 11, %109 ]
  %119 = phi i32 [ %322, %318 ], [ 0, %109 ]
  %120 = phi i32 [ %321, %318 ], [ 0, %109 ]
  %121 = phi i32 [ %320, %318 ], [ 99, %109 ]
  %122 = phi i32 [ %319, %318 ], [ 0, %109 ]
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260)
    #dbg_value(i32 %118, !65, !DIExpression(), !115)
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !261)
    #dbg_value(i64 poison, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(i32 %119, !86, !DIExpression(), !115)
    #dbg_value(i32 %120, !81, !DIExpression(), !115)
    #dbg_value(i32 %121, !83, !DIExpression(), !115)
    #dbg_value(i32 %122, !82, !DIExpression(), !115)
  %123 = call fastcc { i64, i64 } @heap_pop(ptr noundef nonnull %1), !dbg !266
  %124 = extractvalue { i64, i64 } %123, 0, !dbg !266
    #dbg_value(i64 %124, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !267)
  %125 = extractvalue { i64, i64 } %123, 1, !dbg !266
    #dbg_value(i64 %125, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !267)
    #dbg_value(i64 %124, !75, !DIExpression(), !115)
  %126 = lshr i64 %125, 32, !dbg !268
  %127 = icmp slt i64 %125, 0, !dbg !269
  br i1 %127, label %128, label %255, !dbg !270

128:                                              ; preds = %117
  %129 = add nsw i32 %119, 1, !dbg !271
    #dbg_value(i32 %129, !86, !DIExpression(), !115)
  %130 = mul i32 %121, 1103515245, !dbg !272
  %131 = add i32 %130, 12345, !dbg !273
    #dbg_value(i32 %131, !83, !DIExpression(), !115)
  %132 = lshr i32 %131, 16, !dbg !274
  %133 = urem i32 %132, 20, !dbg !275
  %134 = add nuw nsw i32 %133, 1, !dbg !276
  %135 = zext nneg i32 %134 to i64, !dbg !276
  %136 = add i64 %124, %135, !dbg !277
    #dbg_value(i64 %136, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
  %137 = add nsw i32 %118, 1, !dbg !278
    #dbg_value(i32 %137, !65, !DIExpression(), !115)
  %138 = zext i32 %118 to i64, !dbg !279
    #dbg_value(!DIArgList(i64 0, i64 %138), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !262)
  %139 = or disjoint i64 %138, -4294967296, !dbg !279
    #dbg_value(i64 %138, !89, !DIExpression(DW_OP_constu, 18446744069414584320, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !262)
    #dbg_value(i64 %136, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %138, !141, !DIExpression(DW_OP_constu, 18446744069414584320, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(ptr %1, !140, !DIExpression(), !280)
  %140 = load i32, ptr %76, align 8, !dbg !282, !tbaa !125
  %141 = load i32, ptr %78, align 4, !dbg !283, !tbaa !131
  %142 = icmp eq i32 %140, %141, !dbg !284
  br i1 %142, label %143, label %151, !dbg !285

143:                                              ; preds = %128
  %144 = icmp eq i32 %141, 0, !dbg !286
  %145 = shl nsw i32 %141, 1
  %146 = select i1 %144, i32 4, i32 %145, !dbg !286
  store i32 %146, ptr %78, align 4, !dbg !287, !tbaa !131, !DIAssignID !288
    #dbg_assign(i32 %146, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !288, ptr %78, !DIExpression(), !115)
  %147 = load ptr, ptr %1, align 8, !dbg !289, !tbaa !230
  %148 = sext i32 %146 to i64, !dbg !290
  %149 = shl nsw i64 %148, 4, !dbg !291
  %150 = tail call ptr @realloc(ptr noundef %147, i64 noundef %149) #10, !dbg !292
  store ptr %150, ptr %1, align 8, !dbg !293, !tbaa !230, !DIAssignID !294
    #dbg_assign(ptr %150, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !294, ptr %1, !DIExpression(), !115)
  br label %151, !dbg !295

151:                                              ; preds = %143, %128
  %152 = add nsw i32 %140, 1, !dbg !296
  store i32 %152, ptr %76, align 8, !dbg !296, !tbaa !125, !DIAssignID !297
    #dbg_assign(i32 %152, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !297, ptr %76, !DIExpression(), !115)
    #dbg_value(i32 %140, !142, !DIExpression(), !280)
  %153 = load ptr, ptr %1, align 8
  br label %154, !dbg !298

154:                                              ; preds = %175, %151
  %155 = phi i32 [ %140, %151 ], [ %176, %175 ], !dbg !280
    #dbg_value(i32 %155, !142, !DIExpression(), !280)
  %156 = icmp sgt i32 %155, 0, !dbg !299
  br i1 %156, label %157, label %177, !dbg !298

157:                                              ; preds = %154
  %158 = add nsw i32 %155, -1, !dbg !300
  %159 = lshr i32 %158, 1, !dbg !301
    #dbg_value(i32 %159, !143, !DIExpression(), !302)
  %160 = zext nneg i32 %159 to i64, !dbg !303
  %161 = getelementptr inbounds %struct.event, ptr %153, i64 %160, !dbg !303
    #dbg_value(ptr undef, !174, !DIExpression(), !304)
    #dbg_value(ptr %161, !181, !DIExpression(), !304)
  %162 = load i64, ptr %161, align 8, !dbg !306, !tbaa !186
  %163 = icmp eq i64 %162, %136, !dbg !307
  br i1 %163, label %166, label %164, !dbg !308

164:                                              ; preds = %157
  %165 = icmp sgt i64 %162, %136, !dbg !309
  br label %170, !dbg !310

166:                                              ; preds = %157
  %167 = getelementptr inbounds i8, ptr %161, i64 8, !dbg !311
  %168 = load i32, ptr %167, align 8, !dbg !311, !tbaa !193
  %169 = icmp sgt i32 %168, %118, !dbg !312
  br label %170, !dbg !313

170:                                              ; preds = %166, %164
  %171 = phi i1 [ %165, %164 ], [ %169, %166 ]
  br i1 %171, label %172, label %175, !dbg !314

172:                                              ; preds = %170
  %173 = zext nneg i32 %155 to i64, !dbg !315
  %174 = getelementptr inbounds %struct.event, ptr %153, i64 %173, !dbg !315
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %174, ptr noundef nonnull align 8 dereferenceable(16) %161, i64 16, i1 false), !dbg !316, !tbaa.struct !199
    #dbg_value(i32 %159, !142, !DIExpression(), !280)
  br label %175, !dbg !317

175:                                              ; preds = %172, %170
  %176 = phi i32 [ %159, %172 ], [ %155, %170 ], !dbg !280
    #dbg_value(i32 %176, !142, !DIExpression(), !280)
  br i1 %171, label %154, label %177

177:                                              ; preds = %154, %175
  %178 = phi i32 [ %176, %175 ], [ %155, %154 ], !dbg !280
    #dbg_value(i32 %178, !142, !DIExpression(), !280)
  %179 = load ptr, ptr %1, align 8, !dbg !318, !tbaa !230
  %180 = sext i32 %178 to i64, !dbg !319
  %181 = getelementptr inbounds %struct.event, ptr %179, i64 %180, !dbg !319
  store i64 %136, ptr %181, align 8, !dbg !320, !tbaa !154
  %182 = getelementptr inbounds i8, ptr %181, i64 8, !dbg !320
  store i64 %139, ptr %182, align 8, !dbg !320
    #dbg_value(i32 -1, !92, !DIExpression(), !262)
    #dbg_value(i32 0, !93, !DIExpression(), !321)
  br label %183, !dbg !322

183:                                              ; preds = %177, %188
  %184 = phi i64 [ 0, %177 ], [ %189, %188 ]
    #dbg_value(i64 %184, !93, !DIExpression(), !321)
  %185 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %184, !dbg !323
  %186 = load i32, ptr %185, align 4, !dbg !323, !tbaa !200
  %187 = icmp eq i32 %186, 0, !dbg !323
  br i1 %187, label %191, label %188, !dbg !326

188:                                              ; preds = %183
  %189 = add nuw nsw i64 %184, 1, !dbg !327
    #dbg_value(i64 %189, !93, !DIExpression(), !321)
  %190 = icmp eq i64 %189, 3, !dbg !328
  br i1 %190, label %193, label %183, !dbg !322, !llvm.loop !329

191:                                              ; preds = %183
  %192 = trunc nuw nsw i64 %184 to i32
  br label %193, !dbg !331

193:                                              ; preds = %188, %191
  %194 = phi i32 [ %192, %191 ], [ -1, %188 ], !dbg !262
    #dbg_value(i32 %194, !92, !DIExpression(), !262)
  %195 = icmp slt i32 %194, 0, !dbg !331
  br i1 %195, label %196, label %200, !dbg !332

196:                                              ; preds = %193
  %197 = add nsw i32 %120, 1, !dbg !333
    #dbg_value(i32 %197, !81, !DIExpression(), !115)
  %198 = icmp slt i32 %120, %122, !dbg !335
  %199 = select i1 %198, i32 %122, i32 %197, !dbg !337
  br label %318, !dbg !337

200:                                              ; preds = %193
  %201 = zext nneg i32 %194 to i64, !dbg !338
  %202 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %201, !dbg !338
  store i32 1, ptr %202, align 4, !dbg !339, !tbaa !200
  %203 = mul i32 %131, 1103515245, !dbg !340
  %204 = add i32 %203, 12345, !dbg !341
    #dbg_value(i32 %204, !83, !DIExpression(), !115)
  %205 = lshr i32 %204, 16, !dbg !342
  %206 = urem i32 %205, 40, !dbg !343
  %207 = add nuw nsw i32 %206, 5, !dbg !344
  %208 = zext nneg i32 %207 to i64, !dbg !344
  %209 = add i64 %124, %208, !dbg !345
    #dbg_value(i64 %209, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !261)
  %210 = add nsw i32 %118, 2, !dbg !346
    #dbg_value(i32 %210, !65, !DIExpression(), !115)
  %211 = zext i32 %137 to i64, !dbg !347
    #dbg_value(!DIArgList(i64 0, i64 %211), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !261)
  %212 = shl nuw nsw i64 %201, 32, !dbg !347
  %213 = or disjoint i64 %212, %211, !dbg !347
    #dbg_value(!DIArgList(i64 %212, i64 %211), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !261)
    #dbg_value(i64 %209, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !348)
    #dbg_value(!DIArgList(i64 %212, i64 %211), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !348)
    #dbg_value(ptr %1, !140, !DIExpression(), !348)
  %214 = load i32, ptr %78, align 4, !dbg !350, !tbaa !131
  %215 = icmp eq i32 %152, %214, !dbg !351
  br i1 %215, label %216, label %223, !dbg !352

216:                                              ; preds = %200
  %217 = icmp eq i32 %214, 0, !dbg !353
  %218 = shl nsw i32 %214, 1
  %219 = select i1 %217, i32 4, i32 %218, !dbg !353
  store i32 %219, ptr %78, align 4, !dbg !354, !tbaa !131, !DIAssignID !355
    #dbg_assign(i32 %219, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !355, ptr %78, !DIExpression(), !115)
  %220 = sext i32 %219 to i64, !dbg !356
  %221 = shl nsw i64 %220, 4, !dbg !357
  %222 = tail call ptr @realloc(ptr noundef %179, i64 noundef %221) #10, !dbg !358
  store ptr %222, ptr %1, align 8, !dbg !359, !tbaa !230, !DIAssignID !360
    #dbg_assign(ptr %222, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !360, ptr %1, !DIExpression(), !115)
  br label %223, !dbg !361

223:                                              ; preds = %216, %200
  %224 = add nsw i32 %140, 2, !dbg !362
  store i32 %224, ptr %76, align 8, !dbg !362, !tbaa !125, !DIAssignID !363
    #dbg_assign(i32 %224, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !363, ptr %76, !DIExpression(), !115)
    #dbg_value(i32 %152, !142, !DIExpression(), !348)
  %225 = load ptr, ptr %1, align 8
  br label %226, !dbg !364

226:                                              ; preds = %247, %223
  %227 = phi i32 [ %152, %223 ], [ %248, %247 ], !dbg !348
    #dbg_value(i32 %227, !142, !DIExpression(), !348)
  %228 = icmp sgt i32 %227, 0, !dbg !365
  br i1 %228, label %229, label %249, !dbg !364

229:                                              ; preds = %226
  %230 = add nsw i32 %227, -1, !dbg !366
  %231 = lshr i32 %230, 1, !dbg !367
    #dbg_value(i32 %231, !143, !DIExpression(), !368)
  %232 = zext nneg i32 %231 to i64, !dbg !369
  %233 = getelementptr inbounds %struct.event, ptr %225, i64 %232, !dbg !369
    #dbg_value(ptr undef, !174, !DIExpression(), !370)
    #dbg_value(ptr %233, !181, !DIExpression(), !370)
  %234 = load i64, ptr %233, align 8, !dbg !372, !tbaa !186
  %235 = icmp eq i64 %234, %209, !dbg !373
  br i1 %235, label %238, label %236, !dbg !374

236:                                              ; preds = %229
  %237 = icmp sgt i64 %234, %209, !dbg !375
  br label %242, !dbg !376

238:                                              ; preds = %229
  %239 = getelementptr inbounds i8, ptr %233, i64 8, !dbg !377
  %240 = load i32, ptr %239, align 8, !dbg !377, !tbaa !193
  %241 = icmp sgt i32 %240, %137, !dbg !378
  br label %242, !dbg !379

242:                                              ; preds = %238, %236
  %243 = phi i1 [ %237, %236 ], [ %241, %238 ]
  br i1 %243, label %244, label %247, !dbg !380

244:                                              ; preds = %242
  %245 = zext nneg i32 %227 to i64, !dbg !381
  %246 = getelementptr inbounds %struct.event, ptr %225, i64 %245, !dbg !381
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %246, ptr noundef nonnull align 8 dereferenceable(16) %233, i64 16, i1 false), !dbg !382, !tbaa.struct !199
    #dbg_value(i32 %231, !142, !DIExpression(), !348)
  br label %247, !dbg !383

247:                                              ; preds = %244, %242
  %248 = phi i32 [ %231, %244 ], [ %227, %242 ], !dbg !348
    #dbg_value(i32 %248, !142, !DIExpression(), !348)
  br i1 %243, label %226, label %249

249:                                              ; preds = %226, %247
  %250 = phi i32 [ %248, %247 ], [ %227, %226 ], !dbg !348
    #dbg_value(i32 %250, !142, !DIExpression(), !348)
  %251 = load ptr, ptr %1, align 8, !dbg !384, !tbaa !230
  %252 = sext i32 %250 to i64, !dbg !385
  %253 = getelementptr inbounds %struct.event, ptr %251, i64 %252, !dbg !385
  store i64 %209, ptr %253, align 8, !dbg !386, !tbaa !154
  %254 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !386
  store i64 %213, ptr %254, align 8, !dbg !386
  br label %318

255:                                              ; preds = %117
  %256 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 %126, !dbg !387
  %257 = load i32, ptr %256, align 4, !dbg !388, !tbaa !200
  %258 = add nsw i32 %257, 1, !dbg !388
  store i32 %258, ptr %256, align 4, !dbg !388, !tbaa !200
  %259 = icmp eq i32 %120, 0, !dbg !389
  br i1 %259, label %316, label %260, !dbg !390

260:                                              ; preds = %255
  %261 = add nsw i32 %120, -1, !dbg !391
    #dbg_value(i32 %261, !81, !DIExpression(), !115)
  %262 = mul i32 %121, 1103515245, !dbg !392
  %263 = add i32 %262, 12345, !dbg !393
    #dbg_value(i32 %263, !83, !DIExpression(), !115)
  %264 = lshr i32 %263, 16, !dbg !394
  %265 = urem i32 %264, 40, !dbg !395
  %266 = add nuw nsw i32 %265, 5, !dbg !396
  %267 = zext nneg i32 %266 to i64, !dbg !396
  %268 = add i64 %124, %267, !dbg !397
    #dbg_value(i64 %268, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !260)
  %269 = add nsw i32 %118, 1, !dbg !398
    #dbg_value(i32 %269, !65, !DIExpression(), !115)
  %270 = zext i32 %118 to i64, !dbg !399
    #dbg_value(!DIArgList(i64 0, i64 %270), !98, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !260)
  %271 = and i64 %125, 9223372032559808512, !dbg !399
  %272 = or disjoint i64 %271, %270, !dbg !399
    #dbg_value(!DIArgList(i64 %271, i64 %270), !98, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !260)
    #dbg_value(i64 %268, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !400)
    #dbg_value(!DIArgList(i64 %271, i64 %270), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !400)
    #dbg_value(ptr %1, !140, !DIExpression(), !400)
  %273 = load i32, ptr %76, align 8, !dbg !402, !tbaa !125
  %274 = load i32, ptr %78, align 4, !dbg !403, !tbaa !131
  %275 = icmp eq i32 %273, %274, !dbg !404
  br i1 %275, label %276, label %284, !dbg !405

276:                                              ; preds = %260
  %277 = icmp eq i32 %274, 0, !dbg !406
  %278 = shl nsw i32 %274, 1
  %279 = select i1 %277, i32 4, i32 %278, !dbg !406
  store i32 %279, ptr %78, align 4, !dbg !407, !tbaa !131, !DIAssignID !408
    #dbg_assign(i32 %279, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !408, ptr %78, !DIExpression(), !115)
  %280 = load ptr, ptr %1, align 8, !dbg !409, !tbaa !230
  %281 = sext i32 %279 to i64, !dbg !410
  %282 = shl nsw i64 %281, 4, !dbg !411
  %283 = tail call ptr @realloc(ptr noundef %280, i64 noundef %282) #10, !dbg !412
  store ptr %283, ptr %1, align 8, !dbg !413, !tbaa !230, !DIAssignID !414
    #dbg_assign(ptr %283, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !414, ptr %1, !DIExpression(), !115)
  br label %284, !dbg !415

284:                                              ; preds = %276, %260
  %285 = add nsw i32 %273, 1, !dbg !416
  store i32 %285, ptr %76, align 8, !dbg !416, !tbaa !125, !DIAssignID !417
    #dbg_assign(i32 %285, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !417, ptr %76, !DIExpression(), !115)
    #dbg_value(i32 %273, !142, !DIExpression(), !400)
  %286 = load ptr, ptr %1, align 8
  br label %287, !dbg !418

287:                                              ; preds = %308, %284
  %288 = phi i32 [ %273, %284 ], [ %309, %308 ], !dbg !400
    #dbg_value(i32 %288, !142, !DIExpression(), !400)
  %289 = icmp sgt i32 %288, 0, !dbg !419
  br i1 %289, label %290, label %310, !dbg !418

290:                                              ; preds = %287
  %291 = add nsw i32 %288, -1, !dbg !420
  %292 = lshr i32 %291, 1, !dbg !421
    #dbg_value(i32 %292, !143, !DIExpression(), !422)
  %293 = zext nneg i32 %292 to i64, !dbg !423
  %294 = getelementptr inbounds %struct.event, ptr %286, i64 %293, !dbg !423
    #dbg_value(ptr undef, !174, !DIExpression(), !424)
    #dbg_value(ptr %294, !181, !DIExpression(), !424)
  %295 = load i64, ptr %294, align 8, !dbg !426, !tbaa !186
  %296 = icmp eq i64 %295, %268, !dbg !427
  br i1 %296, label %299, label %297, !dbg !428

297:                                              ; preds = %290
  %298 = icmp sgt i64 %295, %268, !dbg !429
  br label %303, !dbg !430

299:                                              ; preds = %290
  %300 = getelementptr inbounds i8, ptr %294, i64 8, !dbg !431
  %301 = load i32, ptr %300, align 8, !dbg !431, !tbaa !193
  %302 = icmp sgt i32 %301, %118, !dbg !432
  br label %303, !dbg !433

303:                                              ; preds = %299, %297
  %304 = phi i1 [ %298, %297 ], [ %302, %299 ]
  br i1 %304, label %305, label %308, !dbg !434

305:                                              ; preds = %303
  %306 = zext nneg i32 %288 to i64, !dbg !435
  %307 = getelementptr inbounds %struct.event, ptr %286, i64 %306, !dbg !435
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %307, ptr noundef nonnull align 8 dereferenceable(16) %294, i64 16, i1 false), !dbg !436, !tbaa.struct !199
    #dbg_value(i32 %292, !142, !DIExpression(), !400)
  br label %308, !dbg !437

308:                                              ; preds = %305, %303
  %309 = phi i32 [ %292, %305 ], [ %288, %303 ], !dbg !400
    #dbg_value(i32 %309, !142, !DIExpression(), !400)
  br i1 %304, label %287, label %310

310:                                              ; preds = %287, %308
  %311 = phi i32 [ %309, %308 ], [ %288, %287 ], !dbg !400
    #dbg_value(i32 %311, !142, !DIExpression(), !400)
  %312 = load ptr, ptr %1, align 8, !dbg !438, !tbaa !230
  %313 = sext i32 %311 to i64, !dbg !439
  %314 = getelementptr inbounds %struct.event, ptr %312, i64 %313, !dbg !439
  store i64 %268, ptr %314, align 8, !dbg !440, !tbaa !154
  %315 = getelementptr inbounds i8, ptr %314, i64 8, !dbg !440
  store i64 %272, ptr %315, align 8, !dbg !440
  br label %318, !dbg !441

316:                                              ; preds = %255
  %317 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %126, !dbg !442
  store i32 0, ptr %317, align 4, !dbg !444, !tbaa !200
  br label %318

318:                                              ; preds = %196, %249, %310, %316
  %319 = phi i32 [ %122, %310 ], [ %122, %316 ], [ %122, %249 ], [ %199, %196 ], !dbg !115
  %320 = phi i32 [ %263, %310 ], [ %121, %316 ], [ %204, %249 ], [ %131, %196 ], !dbg !115
  %321 = phi i32 [ %261, %310 ], [ 0, %316 ], [ %120, %249 ], [ %197, %196 ], !dbg !115
  %322 = phi i32 [ %119, %310 ], [ %119, %316 ], [ %129, %249 ], [ %129, %196 ], !dbg !115
  %323 = phi i32 [ %269, %310 ], [ %118, %316 ], [ %210, %249 ], [ %137, %196 ], !dbg !115
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260)
    #dbg_value(i32 %323, !65, !DIExpression(), !115)
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !261)
    #dbg_value(i64 poison, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(i64 %124, !75, !DIExpression(), !115)
    #dbg_value(i32 %322, !86, !DIExpression(), !115)
    #dbg_value(i32 %321, !81, !DIExpression(), !115)
    #dbg_value(i32 %320, !83, !DIExpression(), !115)
    #dbg_value(i32 %319, !82, !DIExpression(), !115)
  %324 = load i32, ptr %76, align 8, !dbg !263, !tbaa !125
  %325 = icmp ne i32 %324, 0, !dbg !264
  %326 = icmp slt i64 %124, 5000, !dbg !445
  %327 = select i1 %325, i1 %326, i1 false, !dbg !445
  br i1 %327, label %117, label %328, !dbg !265, !llvm.loop !446

328:                                              ; preds = %318, %109
  %329 = phi i32 [ 0, %109 ], [ %319, %318 ], !dbg !115
  %330 = phi i32 [ 0, %109 ], [ %321, %318 ], !dbg !115
  %331 = phi i32 [ 0, %109 ], [ %322, %318 ], !dbg !115
  %332 = phi i64 [ 0, %109 ], [ %124, %318 ], !dbg !115
  %333 = phi i32 [ %115, %109 ], [ %324, %318 ], !dbg !263
  %334 = load i32, ptr %2, align 4, !dbg !448, !tbaa !200
  %335 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !449
  %336 = load i32, ptr %335, align 4, !dbg !449, !tbaa !200
  %337 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !450
  %338 = load i32, ptr %337, align 4, !dbg !450, !tbaa !200
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %332, i32 noundef %331, i32 noundef %334, i32 noundef %336, i32 noundef %338, i32 noundef %330, i32 noundef %329, i32 noundef %333), !dbg !451
  %340 = load ptr, ptr %1, align 8, !dbg !452, !tbaa !230
  tail call void @free(ptr noundef %340) #9, !dbg !453
  call void @llvm.lifetime.start.p0(i64 2000, ptr nonnull %4) #9, !dbg !454
    #dbg_value(i32 5, !106, !DIExpression(), !115)
    #dbg_value(i32 0, !107, !DIExpression(), !455)
  br label %432, !dbg !456

341:                                              ; preds = %432, %382
  %342 = phi i32 [ %383, %382 ], [ 249, %432 ]
    #dbg_value(i32 %342, !457, !DIExpression(), !471)
  br label %343, !dbg !473

343:                                              ; preds = %380, %341
  %344 = phi i32 [ %381, %380 ], [ %342, %341 ]
    #dbg_value(i32 %344, !484, !DIExpression(), !491)
  %345 = shl nsw i32 %344, 1, !dbg !492
  %346 = or disjoint i32 %345, 1, !dbg !493
    #dbg_value(i32 %346, !485, !DIExpression(), !494)
  %347 = add nsw i32 %345, 2, !dbg !495
    #dbg_value(i32 %347, !486, !DIExpression(), !494)
    #dbg_value(i32 %344, !487, !DIExpression(), !494)
  %348 = icmp slt i32 %346, 500, !dbg !496
  br i1 %348, label %349, label %358, !dbg !473

349:                                              ; preds = %343
  %350 = sext i32 %346 to i64, !dbg !497
  %351 = getelementptr inbounds i32, ptr %4, i64 %350, !dbg !497
  %352 = load i32, ptr %351, align 4, !dbg !497, !tbaa !200
  %353 = sext i32 %344 to i64, !dbg !498
  %354 = getelementptr inbounds i32, ptr %4, i64 %353, !dbg !498
  %355 = load i32, ptr %354, align 4, !dbg !498, !tbaa !200
  %356 = icmp sgt i32 %352, %355, !dbg !499
  %357 = select i1 %356, i32 %346, i32 %344, !dbg !500
  br label %358, !dbg !500

358:                                              ; preds = %349, %343
  %359 = phi i32 [ %344, %343 ], [ %357, %349 ], !dbg !494
    #dbg_value(i32 %359, !487, !DIExpression(), !494)
  %360 = icmp slt i32 %344, 249, !dbg !501
  br i1 %360, label %361, label %370, !dbg !503

361:                                              ; preds = %358
  %362 = sext i32 %347 to i64, !dbg !504
  %363 = getelementptr inbounds i32, ptr %4, i64 %362, !dbg !504
  %364 = load i32, ptr %363, align 8, !dbg !504, !tbaa !200
  %365 = sext i32 %359 to i64, !dbg !505
  %366 = getelementptr inbounds i32, ptr %4, i64 %365, !dbg !505
  %367 = load i32, ptr %366, align 4, !dbg !505, !tbaa !200
  %368 = icmp sgt i32 %364, %367, !dbg !506
  %369 = select i1 %368, i32 %347, i32 %359, !dbg !507
  br label %370, !dbg !507

370:                                              ; preds = %361, %358
  %371 = phi i32 [ %359, %358 ], [ %369, %361 ], !dbg !494
    #dbg_value(i32 %371, !487, !DIExpression(), !494)
  %372 = icmp eq i32 %371, %344, !dbg !508
  br i1 %372, label %380, label %373, !dbg !510

373:                                              ; preds = %370
  %374 = sext i32 %344 to i64, !dbg !511
  %375 = getelementptr inbounds i32, ptr %4, i64 %374, !dbg !511
  %376 = load i32, ptr %375, align 4, !dbg !511, !tbaa !200
    #dbg_value(i32 %376, !488, !DIExpression(), !494)
  %377 = sext i32 %371 to i64, !dbg !512
  %378 = getelementptr inbounds i32, ptr %4, i64 %377, !dbg !512
  %379 = load i32, ptr %378, align 4, !dbg !512, !tbaa !200
  store i32 %379, ptr %375, align 4, !dbg !513, !tbaa !200
  store i32 %376, ptr %378, align 4, !dbg !514, !tbaa !200
    #dbg_value(i32 %371, !484, !DIExpression(), !491)
  br label %380, !dbg !515

380:                                              ; preds = %373, %370
  %381 = phi i32 [ %371, %373 ], [ %344, %370 ]
    #dbg_value(i32 %381, !484, !DIExpression(), !491)
  br i1 %372, label %382, label %343

382:                                              ; preds = %380
  %383 = add nsw i32 %342, -1, !dbg !516
    #dbg_value(i32 %383, !457, !DIExpression(), !471)
  %384 = icmp eq i32 %342, 0, !dbg !517
  br i1 %384, label %385, label %341, !dbg !518, !llvm.loop !519

385:                                              ; preds = %382, %429
  %386 = phi i64 [ %430, %429 ], [ 499, %382 ]
    #dbg_value(i64 %386, !466, !DIExpression(), !521)
  %387 = load i32, ptr %4, align 16, !dbg !522, !tbaa !200
    #dbg_value(i32 %387, !468, !DIExpression(), !523)
  %388 = getelementptr inbounds i32, ptr %4, i64 %386, !dbg !524
  %389 = load i32, ptr %388, align 4, !dbg !524, !tbaa !200
  store i32 %389, ptr %4, align 16, !dbg !525, !tbaa !200, !DIAssignID !526
    #dbg_assign(i32 %389, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !526, ptr %4, !DIExpression(), !115)
  store i32 %387, ptr %388, align 4, !dbg !527, !tbaa !200
    #dbg_value(ptr %4, !482, !DIExpression(), !528)
    #dbg_value(i64 %386, !483, !DIExpression(), !528)
    #dbg_value(i32 0, !484, !DIExpression(), !528)
  br label %390, !dbg !530

390:                                              ; preds = %427, %385
  %391 = phi i32 [ 0, %385 ], [ %428, %427 ]
    #dbg_value(i32 %391, !484, !DIExpression(), !528)
  %392 = shl nsw i32 %391, 1, !dbg !531
  %393 = or disjoint i32 %392, 1, !dbg !532
    #dbg_value(i32 %393, !485, !DIExpression(), !533)
  %394 = add nsw i32 %392, 2, !dbg !534
    #dbg_value(i32 %394, !486, !DIExpression(), !533)
    #dbg_value(i32 %391, !487, !DIExpression(), !533)
  %395 = sext i32 %393 to i64, !dbg !535
  %396 = icmp sgt i64 %386, %395, !dbg !535
  br i1 %396, label %397, label %405, !dbg !536

397:                                              ; preds = %390
  %398 = getelementptr inbounds i32, ptr %4, i64 %395, !dbg !537
  %399 = load i32, ptr %398, align 4, !dbg !537, !tbaa !200
  %400 = sext i32 %391 to i64, !dbg !538
  %401 = getelementptr inbounds i32, ptr %4, i64 %400, !dbg !538
  %402 = load i32, ptr %401, align 4, !dbg !538, !tbaa !200
  %403 = icmp sgt i32 %399, %402, !dbg !539
  %404 = select i1 %403, i32 %393, i32 %391, !dbg !540
  br label %405, !dbg !540

405:                                              ; preds = %397, %390
  %406 = phi i32 [ %391, %390 ], [ %404, %397 ], !dbg !533
    #dbg_value(i32 %406, !487, !DIExpression(), !533)
  %407 = sext i32 %394 to i64, !dbg !541
  %408 = icmp sgt i64 %386, %407, !dbg !541
  br i1 %408, label %409, label %417, !dbg !542

409:                                              ; preds = %405
  %410 = getelementptr inbounds i32, ptr %4, i64 %407, !dbg !543
  %411 = load i32, ptr %410, align 8, !dbg !543, !tbaa !200
  %412 = sext i32 %406 to i64, !dbg !544
  %413 = getelementptr inbounds i32, ptr %4, i64 %412, !dbg !544
  %414 = load i32, ptr %413, align 4, !dbg !544, !tbaa !200
  %415 = icmp sgt i32 %411, %414, !dbg !545
  %416 = select i1 %415, i32 %394, i32 %406, !dbg !546
  br label %417, !dbg !546

417:                                              ; preds = %409, %405
  %418 = phi i32 [ %406, %405 ], [ %416, %409 ], !dbg !533
    #dbg_value(i32 %418, !487, !DIExpression(), !533)
  %419 = icmp eq i32 %418, %391, !dbg !547
  br i1 %419, label %427, label %420, !dbg !548

420:                                              ; preds = %417
  %421 = sext i32 %391 to i64, !dbg !549
  %422 = getelementptr inbounds i32, ptr %4, i64 %421, !dbg !549
  %423 = load i32, ptr %422, align 4, !dbg !549, !tbaa !200
    #dbg_value(i32 %423, !488, !DIExpression(), !533)
  %424 = sext i32 %418 to i64, !dbg !550
  %425 = getelementptr inbounds i32, ptr %4, i64 %424, !dbg !550
  %426 = load i32, ptr %425, align 4, !dbg !550, !tbaa !200
  store i32 %426, ptr %422, align 4, !dbg !551, !tbaa !200
  store i32 %423, ptr %425, align 4, !dbg !552, !tbaa !200
    #dbg_value(i32 %418, !484, !DIExpression(), !528)
  br label %427, !dbg !553

427:                                              ; preds = %420, %417
  %428 = phi i32 [ %418, %420 ], [ %391, %417 ]
    #dbg_value(i32 %428, !484, !DIExpression(), !528)
  br i1 %419, label %429, label %390

429:                                              ; preds = %427
  %430 = add nsw i64 %386, -1, !dbg !554
    #dbg_value(i64 %430, !466, !DIExpression(), !521)
  %431 = icmp ugt i64 %386, 1, !dbg !555
  br i1 %431, label %385, label %449, !dbg !556, !llvm.loop !557

432:                                              ; preds = %328, %432
  %433 = phi i64 [ 0, %328 ], [ %440, %432 ]
  %434 = phi i32 [ 5, %328 ], [ %436, %432 ]
    #dbg_value(i64 %433, !107, !DIExpression(), !455)
    #dbg_value(i32 %434, !106, !DIExpression(), !115)
  %435 = mul i32 %434, 69069, !dbg !559
  %436 = add i32 %435, 1, !dbg !562
    #dbg_value(i32 %436, !106, !DIExpression(), !115)
  %437 = lshr i32 %436, 20, !dbg !563
  %438 = add nsw i32 %437, -2048, !dbg !564
  %439 = getelementptr inbounds [500 x i32], ptr %4, i64 0, i64 %433, !dbg !565
  store i32 %438, ptr %439, align 4, !dbg !566, !tbaa !200
  %440 = add nuw nsw i64 %433, 1, !dbg !567
    #dbg_value(i64 %440, !107, !DIExpression(), !455)
  %441 = icmp eq i64 %440, 500, !dbg !568
  br i1 %441, label %341, label %432, !dbg !456, !llvm.loop !569

442:                                              ; preds = %449
  %443 = load i32, ptr %4, align 16, !dbg !571, !tbaa !200
  %444 = getelementptr inbounds i8, ptr %4, i64 1000, !dbg !572
  %445 = load i32, ptr %444, align 8, !dbg !572, !tbaa !200
  %446 = getelementptr inbounds i8, ptr %4, i64 1996, !dbg !573
  %447 = load i32, ptr %446, align 4, !dbg !573, !tbaa !200
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %458, i32 noundef %443, i32 noundef %445, i32 noundef %447), !dbg !574
    #dbg_value(i32 0, !112, !DIExpression(), !575)
  br label %463, !dbg !576

449:                                              ; preds = %429, %449
  %450 = phi i64 [ %459, %449 ], [ 1, %429 ]
  %451 = phi i32 [ %458, %449 ], [ 1, %429 ]
    #dbg_value(i64 %450, !110, !DIExpression(), !577)
    #dbg_value(i32 %451, !109, !DIExpression(), !115)
  %452 = add nsw i64 %450, -1, !dbg !578
  %453 = getelementptr inbounds [500 x i32], ptr %4, i64 0, i64 %452, !dbg !581
  %454 = load i32, ptr %453, align 4, !dbg !581, !tbaa !200
  %455 = getelementptr inbounds [500 x i32], ptr %4, i64 0, i64 %450, !dbg !582
  %456 = load i32, ptr %455, align 4, !dbg !582, !tbaa !200
  %457 = icmp sgt i32 %454, %456, !dbg !583
  %458 = select i1 %457, i32 0, i32 %451, !dbg !584
    #dbg_value(i32 %458, !109, !DIExpression(), !115)
  %459 = add nuw nsw i64 %450, 1, !dbg !585
    #dbg_value(i64 %459, !110, !DIExpression(), !577)
  %460 = icmp eq i64 %459, 500, !dbg !586
  br i1 %460, label %442, label %449, !dbg !587, !llvm.loop !588

461:                                              ; preds = %463
  %462 = tail call i32 @putchar(i32 10), !dbg !590
  call void @llvm.lifetime.end.p0(i64 2000, ptr nonnull %4) #9, !dbg !591
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #9, !dbg !591
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #9, !dbg !591
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !591
  ret i32 0, !dbg !591

463:                                              ; preds = %442, %463
  %464 = phi i64 [ 0, %442 ], [ %468, %463 ]
    #dbg_value(i64 %464, !112, !DIExpression(), !575)
  %465 = getelementptr inbounds [500 x i32], ptr %4, i64 0, i64 %464, !dbg !592
  %466 = load i32, ptr %465, align 8, !dbg !592, !tbaa !200
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %466), !dbg !594
  %468 = add nuw nsw i64 %464, 50, !dbg !595
    #dbg_value(i64 %468, !112, !DIExpression(), !575)
  %469 = icmp ult i64 %464, 450, !dbg !596
  br i1 %469, label %463, label %461, !dbg !576, !llvm.loop !597
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
declare !dbg !599 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc { i64, i64 } @heap_pop(ptr nocapture noundef %0) unnamed_addr #5 !dbg !606 {
  %2 = alloca %struct.event, align 8, !DIAssignID !621
    #dbg_assign(i1 undef, !612, !DIExpression(), !621, ptr %2, !DIExpression(), !622)
    #dbg_value(ptr %0, !610, !DIExpression(), !622)
  %3 = load ptr, ptr %0, align 8, !dbg !623, !tbaa !230
  %4 = load i64, ptr %3, align 8, !dbg !624, !tbaa !154
  %5 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !624
  %6 = load i64, ptr %5, align 8, !dbg !624
    #dbg_value(i64 %4, !611, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !622)
    #dbg_value(i64 %6, !611, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !622)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9, !dbg !625
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !626
  %8 = load i32, ptr %7, align 8, !dbg !627, !tbaa !125
  %9 = add nsw i32 %8, -1, !dbg !627
  store i32 %9, ptr %7, align 8, !dbg !627, !tbaa !125
  %10 = sext i32 %9 to i64, !dbg !628
  %11 = getelementptr inbounds %struct.event, ptr %3, i64 %10, !dbg !628
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false), !dbg !628, !tbaa.struct !199, !DIAssignID !629
    #dbg_assign(i1 undef, !612, !DIExpression(), !629, ptr %2, !DIExpression(), !622)
    #dbg_value(i32 0, !613, !DIExpression(), !622)
  %12 = load i64, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i32, ptr %13, align 8
  br label %15, !dbg !630

15:                                               ; preds = %69, %1
  %16 = phi i32 [ 0, %1 ], [ %70, %69 ], !dbg !631
    #dbg_value(i32 %16, !613, !DIExpression(), !622)
  %17 = shl nsw i32 %16, 1, !dbg !632
  %18 = or disjoint i32 %17, 1, !dbg !633
    #dbg_value(i32 %18, !614, !DIExpression(), !634)
  %19 = add nsw i32 %17, 2, !dbg !635
    #dbg_value(i32 %19, !618, !DIExpression(), !634)
    #dbg_value(i32 %16, !619, !DIExpression(), !634)
    #dbg_value(ptr %2, !620, !DIExpression(), !634)
  %20 = load i32, ptr %7, align 8, !dbg !636, !tbaa !125
  %21 = icmp slt i32 %18, %20, !dbg !638
  br i1 %21, label %22, label %38, !dbg !639

22:                                               ; preds = %15
  %23 = load ptr, ptr %0, align 8, !dbg !640, !tbaa !230
  %24 = sext i32 %18 to i64, !dbg !641
  %25 = getelementptr inbounds %struct.event, ptr %23, i64 %24, !dbg !641
    #dbg_value(ptr %25, !174, !DIExpression(), !642)
    #dbg_value(ptr %2, !181, !DIExpression(), !642)
  %26 = load i64, ptr %25, align 8, !dbg !644, !tbaa !186
  %27 = icmp eq i64 %26, %12, !dbg !645
  br i1 %27, label %30, label %28, !dbg !646

28:                                               ; preds = %22
  %29 = icmp slt i64 %26, %12, !dbg !647
  br label %34, !dbg !648

30:                                               ; preds = %22
  %31 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !649
  %32 = load i32, ptr %31, align 8, !dbg !649, !tbaa !193
  %33 = icmp slt i32 %32, %14, !dbg !650
  br label %34, !dbg !651

34:                                               ; preds = %28, %30
  %35 = phi i1 [ %29, %28 ], [ %33, %30 ]
  %36 = select i1 %35, i32 %18, i32 %16, !dbg !652
  %37 = select i1 %35, ptr %25, ptr %2, !dbg !652
  br label %38, !dbg !652

38:                                               ; preds = %34, %15
  %39 = phi i32 [ %16, %15 ], [ %36, %34 ], !dbg !634
  %40 = phi ptr [ %2, %15 ], [ %37, %34 ], !dbg !634
    #dbg_value(ptr %40, !620, !DIExpression(), !634)
    #dbg_value(i32 %39, !619, !DIExpression(), !634)
  %41 = icmp slt i32 %19, %20, !dbg !653
  br i1 %41, label %42, label %60, !dbg !655

42:                                               ; preds = %38
  %43 = load ptr, ptr %0, align 8, !dbg !656, !tbaa !230
  %44 = sext i32 %19 to i64, !dbg !657
  %45 = getelementptr inbounds %struct.event, ptr %43, i64 %44, !dbg !657
    #dbg_value(ptr %45, !174, !DIExpression(), !658)
    #dbg_value(ptr %40, !181, !DIExpression(), !658)
  %46 = load i64, ptr %45, align 8, !dbg !660, !tbaa !186
  %47 = load i64, ptr %40, align 8, !dbg !661, !tbaa !186
  %48 = icmp eq i64 %46, %47, !dbg !662
  br i1 %48, label %51, label %49, !dbg !663

49:                                               ; preds = %42
  %50 = icmp slt i64 %46, %47, !dbg !664
  br label %57, !dbg !665

51:                                               ; preds = %42
  %52 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !666
  %53 = load i32, ptr %52, align 8, !dbg !666, !tbaa !193
  %54 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !667
  %55 = load i32, ptr %54, align 8, !dbg !667, !tbaa !193
  %56 = icmp slt i32 %53, %55, !dbg !668
  br label %57, !dbg !669

57:                                               ; preds = %49, %51
  %58 = phi i1 [ %50, %49 ], [ %56, %51 ]
  %59 = select i1 %58, i32 %19, i32 %39, !dbg !670
  br label %60, !dbg !670

60:                                               ; preds = %57, %38
  %61 = phi i32 [ %39, %38 ], [ %59, %57 ], !dbg !634
    #dbg_value(i32 %61, !619, !DIExpression(), !634)
  %62 = icmp eq i32 %61, %16, !dbg !671
  br i1 %62, label %69, label %63, !dbg !673

63:                                               ; preds = %60
  %64 = load ptr, ptr %0, align 8, !dbg !674, !tbaa !230
  %65 = sext i32 %16 to i64, !dbg !675
  %66 = getelementptr inbounds %struct.event, ptr %64, i64 %65, !dbg !675
  %67 = sext i32 %61 to i64, !dbg !676
  %68 = getelementptr inbounds %struct.event, ptr %64, i64 %67, !dbg !676
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %66, ptr noundef nonnull align 8 dereferenceable(16) %68, i64 16, i1 false), !dbg !676, !tbaa.struct !199
    #dbg_value(i32 %61, !613, !DIExpression(), !622)
  br label %69, !dbg !677

69:                                               ; preds = %60, %63
  %70 = phi i32 [ %61, %63 ], [ %16, %60 ], !dbg !622
    #dbg_value(i32 %70, !613, !DIExpression(), !622)
  br i1 %62, label %71, label %15

71:                                               ; preds = %69
  %72 = load i32, ptr %7, align 8, !dbg !678, !tbaa !125
  %73 = icmp sgt i32 %72, 0, !dbg !680
  br i1 %73, label %74, label %78, !dbg !681

74:                                               ; preds = %71
  %75 = load ptr, ptr %0, align 8, !dbg !682, !tbaa !230
  %76 = sext i32 %70 to i64, !dbg !683
  %77 = getelementptr inbounds %struct.event, ptr %75, i64 %76, !dbg !683
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %77, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false), !dbg !684, !tbaa.struct !199
  br label %78, !dbg !683

78:                                               ; preds = %74, %71
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9, !dbg !685
  %79 = insertvalue { i64, i64 } poison, i64 %4, 0, !dbg !685
  %80 = insertvalue { i64, i64 } %79, i64 %6, 1, !dbg !685
  ret { i64, i64 } %80, !dbg !685
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !686 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !690 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(1) }

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
!115 = !DILocation(line: 0, scope: !49)
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 83, column: 5, scope: !49)
!121 = !DILocation(line: 83, column: 17, scope: !49)
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !69)
!125 = !{!126, !130, i64 8}
!126 = !{!"heap", !127, i64 0, !130, i64 8, !130, i64 12}
!127 = !{!"any pointer", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C/C++ TBAA"}
!130 = !{!"int", !128, i64 0}
!131 = !{!126, !130, i64 12}
!132 = !DILocation(line: 0, scope: !71)
!133 = !DILocation(line: 86, column: 5, scope: !69)
!134 = !DILocation(line: 0, scope: !135, inlinedAt: !145)
!135 = distinct !DISubprogram(name: "heap_push", scope: !2, file: !2, line: 23, type: !136, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !139)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !58}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!139 = !{!140, !141, !142, !143}
!140 = !DILocalVariable(name: "h", arg: 1, scope: !135, file: !2, line: 23, type: !138)
!141 = !DILocalVariable(name: "e", arg: 2, scope: !135, file: !2, line: 23, type: !58)
!142 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 28, type: !31)
!143 = !DILocalVariable(name: "p", scope: !144, file: !2, line: 30, type: !31)
!144 = distinct !DILexicalBlock(scope: !135, file: !2, line: 29, column: 19)
!145 = distinct !DILocation(line: 88, column: 9, scope: !71)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !148, inlinedAt: !145)
!148 = distinct !DILexicalBlock(scope: !135, file: !2, line: 24, column: 9)
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 90, column: 5, scope: !49)
!152 = !DILocation(line: 91, column: 5, scope: !49)
!153 = !DILocation(line: 87, column: 27, scope: !71)
!154 = !{!155, !155, i64 0}
!155 = !{!"long", !128, i64 0}
!156 = !DILocation(line: 86, column: 30, scope: !72)
!157 = !DILocation(line: 87, column: 26, scope: !71)
!158 = !DILocation(line: 24, column: 14, scope: !148, inlinedAt: !145)
!159 = !DILocation(line: 24, column: 9, scope: !135, inlinedAt: !145)
!160 = !DILocation(line: 25, column: 18, scope: !161, inlinedAt: !145)
!161 = distinct !DILexicalBlock(scope: !148, file: !2, line: 24, column: 25)
!162 = !DILocation(line: 26, column: 30, scope: !161, inlinedAt: !145)
!163 = !DILocation(line: 26, column: 45, scope: !161, inlinedAt: !145)
!164 = !DILocation(line: 26, column: 16, scope: !161, inlinedAt: !145)
!165 = !DILocation(line: 27, column: 5, scope: !161, inlinedAt: !145)
!166 = !DILocation(line: 28, column: 17, scope: !135, inlinedAt: !145)
!167 = !DILocation(line: 29, column: 5, scope: !135, inlinedAt: !145)
!168 = !DILocation(line: 29, column: 14, scope: !135, inlinedAt: !145)
!169 = !DILocation(line: 30, column: 20, scope: !144, inlinedAt: !145)
!170 = !DILocation(line: 30, column: 25, scope: !144, inlinedAt: !145)
!171 = !DILocation(line: 0, scope: !144, inlinedAt: !145)
!172 = !DILocation(line: 31, column: 26, scope: !173, inlinedAt: !145)
!173 = distinct !DILexicalBlock(scope: !144, file: !2, line: 31, column: 13)
!174 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !2, line: 17, type: !178)
!175 = distinct !DISubprogram(name: "before", scope: !2, file: !2, line: 17, type: !176, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !180)
!176 = !DISubroutineType(types: !177)
!177 = !{!31, !178, !178}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!180 = !{!174, !181}
!181 = !DILocalVariable(name: "y", arg: 2, scope: !175, file: !2, line: 17, type: !178)
!182 = !DILocation(line: 0, scope: !175, inlinedAt: !183)
!183 = distinct !DILocation(line: 31, column: 14, scope: !173, inlinedAt: !145)
!184 = !DILocation(line: 18, column: 23, scope: !185, inlinedAt: !183)
!185 = distinct !DILexicalBlock(scope: !175, file: !2, line: 18, column: 9)
!186 = !{!187, !155, i64 0}
!187 = !{!"event", !155, i64 0, !130, i64 8, !130, i64 12}
!188 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !183)
!189 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !183)
!190 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !183)
!191 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !183)
!192 = !DILocation(line: 20, column: 24, scope: !175, inlinedAt: !183)
!193 = !{!187, !130, i64 8}
!194 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !183)
!195 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !183)
!196 = !DILocation(line: 31, column: 13, scope: !144, inlinedAt: !145)
!197 = !DILocation(line: 33, column: 9, scope: !144, inlinedAt: !145)
!198 = !DILocation(line: 33, column: 19, scope: !144, inlinedAt: !145)
!199 = !{i64 0, i64 8, !154, i64 8, i64 4, !200, i64 12, i64 4, !200}
!200 = !{!130, !130, i64 0}
!201 = !DILocation(line: 35, column: 5, scope: !135, inlinedAt: !145)
!202 = !DILocation(line: 36, column: 5, scope: !135, inlinedAt: !145)
!203 = !DILocation(line: 36, column: 15, scope: !135, inlinedAt: !145)
!204 = !DILocation(line: 86, column: 23, scope: !72)
!205 = distinct !{!205, !133, !206, !207, !208}
!206 = !DILocation(line: 89, column: 5, scope: !69)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !{!"llvm.loop.unroll.disable"}
!209 = !DILocation(line: 92, column: 26, scope: !74)
!210 = !DILocation(line: 0, scope: !74)
!211 = !DILocation(line: 93, column: 39, scope: !74)
!212 = !DILocation(line: 93, column: 9, scope: !74)
!213 = !DILocation(line: 91, column: 14, scope: !49)
!214 = distinct !{!214, !152, !215, !207, !208}
!215 = !DILocation(line: 94, column: 5, scope: !49)
!216 = !DILocation(line: 95, column: 5, scope: !49)
!217 = !DILocation(line: 98, column: 5, scope: !49)
!218 = !DILocation(line: 98, column: 9, scope: !49)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 98, column: 32, scope: !49)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !135, inlinedAt: !223)
!223 = distinct !DILocation(line: 101, column: 5, scope: !49)
!224 = !DILocation(line: 24, column: 20, scope: !148, inlinedAt: !223)
!225 = !DILocation(line: 24, column: 14, scope: !148, inlinedAt: !223)
!226 = !DILocation(line: 24, column: 9, scope: !135, inlinedAt: !223)
!227 = !DILocation(line: 25, column: 16, scope: !161, inlinedAt: !223)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 26, column: 27, scope: !161, inlinedAt: !223)
!230 = !{!126, !127, i64 0}
!231 = !DILocation(line: 26, column: 16, scope: !161, inlinedAt: !223)
!232 = !DILocation(line: 26, column: 14, scope: !161, inlinedAt: !223)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 27, column: 5, scope: !161, inlinedAt: !223)
!235 = !DILocation(line: 28, column: 17, scope: !135, inlinedAt: !223)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 29, column: 5, scope: !135, inlinedAt: !223)
!238 = !DILocation(line: 29, column: 14, scope: !135, inlinedAt: !223)
!239 = !DILocation(line: 30, column: 20, scope: !144, inlinedAt: !223)
!240 = !DILocation(line: 30, column: 25, scope: !144, inlinedAt: !223)
!241 = !DILocation(line: 0, scope: !144, inlinedAt: !223)
!242 = !DILocation(line: 31, column: 26, scope: !173, inlinedAt: !223)
!243 = !DILocation(line: 0, scope: !175, inlinedAt: !244)
!244 = distinct !DILocation(line: 31, column: 14, scope: !173, inlinedAt: !223)
!245 = !DILocation(line: 18, column: 23, scope: !185, inlinedAt: !244)
!246 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !244)
!247 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !244)
!248 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !244)
!249 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !244)
!250 = !DILocation(line: 20, column: 24, scope: !175, inlinedAt: !244)
!251 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !244)
!252 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !244)
!253 = !DILocation(line: 31, column: 13, scope: !144, inlinedAt: !223)
!254 = !DILocation(line: 33, column: 9, scope: !144, inlinedAt: !223)
!255 = !DILocation(line: 33, column: 19, scope: !144, inlinedAt: !223)
!256 = !DILocation(line: 35, column: 5, scope: !135, inlinedAt: !223)
!257 = !DILocation(line: 36, column: 8, scope: !135, inlinedAt: !223)
!258 = !DILocation(line: 36, column: 5, scope: !135, inlinedAt: !223)
!259 = !DILocation(line: 36, column: 15, scope: !135, inlinedAt: !223)
!260 = !DILocation(line: 0, scope: !99)
!261 = !DILocation(line: 0, scope: !96)
!262 = !DILocation(line: 0, scope: !90)
!263 = !DILocation(line: 103, column: 14, scope: !49)
!264 = !DILocation(line: 103, column: 12, scope: !49)
!265 = !DILocation(line: 103, column: 5, scope: !49)
!266 = !DILocation(line: 104, column: 26, scope: !88)
!267 = !DILocation(line: 0, scope: !88)
!268 = !DILocation(line: 106, column: 15, scope: !91)
!269 = !DILocation(line: 106, column: 20, scope: !91)
!270 = !DILocation(line: 106, column: 13, scope: !88)
!271 = !DILocation(line: 107, column: 21, scope: !90)
!272 = !DILocation(line: 108, column: 23, scope: !90)
!273 = !DILocation(line: 108, column: 37, scope: !90)
!274 = !DILocation(line: 109, column: 57, scope: !90)
!275 = !DILocation(line: 109, column: 64, scope: !90)
!276 = !DILocation(line: 109, column: 40, scope: !90)
!277 = !DILocation(line: 109, column: 44, scope: !90)
!278 = !DILocation(line: 109, column: 73, scope: !90)
!279 = !DILocation(line: 109, column: 33, scope: !90)
!280 = !DILocation(line: 0, scope: !135, inlinedAt: !281)
!281 = distinct !DILocation(line: 110, column: 13, scope: !90)
!282 = !DILocation(line: 24, column: 12, scope: !148, inlinedAt: !281)
!283 = !DILocation(line: 24, column: 20, scope: !148, inlinedAt: !281)
!284 = !DILocation(line: 24, column: 14, scope: !148, inlinedAt: !281)
!285 = !DILocation(line: 24, column: 9, scope: !135, inlinedAt: !281)
!286 = !DILocation(line: 25, column: 18, scope: !161, inlinedAt: !281)
!287 = !DILocation(line: 25, column: 16, scope: !161, inlinedAt: !281)
!288 = distinct !DIAssignID()
!289 = !DILocation(line: 26, column: 27, scope: !161, inlinedAt: !281)
!290 = !DILocation(line: 26, column: 30, scope: !161, inlinedAt: !281)
!291 = !DILocation(line: 26, column: 45, scope: !161, inlinedAt: !281)
!292 = !DILocation(line: 26, column: 16, scope: !161, inlinedAt: !281)
!293 = !DILocation(line: 26, column: 14, scope: !161, inlinedAt: !281)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 27, column: 5, scope: !161, inlinedAt: !281)
!296 = !DILocation(line: 28, column: 17, scope: !135, inlinedAt: !281)
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 29, column: 5, scope: !135, inlinedAt: !281)
!299 = !DILocation(line: 29, column: 14, scope: !135, inlinedAt: !281)
!300 = !DILocation(line: 30, column: 20, scope: !144, inlinedAt: !281)
!301 = !DILocation(line: 30, column: 25, scope: !144, inlinedAt: !281)
!302 = !DILocation(line: 0, scope: !144, inlinedAt: !281)
!303 = !DILocation(line: 31, column: 26, scope: !173, inlinedAt: !281)
!304 = !DILocation(line: 0, scope: !175, inlinedAt: !305)
!305 = distinct !DILocation(line: 31, column: 14, scope: !173, inlinedAt: !281)
!306 = !DILocation(line: 18, column: 23, scope: !185, inlinedAt: !305)
!307 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !305)
!308 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !305)
!309 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !305)
!310 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !305)
!311 = !DILocation(line: 20, column: 24, scope: !175, inlinedAt: !305)
!312 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !305)
!313 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !305)
!314 = !DILocation(line: 31, column: 13, scope: !144, inlinedAt: !281)
!315 = !DILocation(line: 33, column: 9, scope: !144, inlinedAt: !281)
!316 = !DILocation(line: 33, column: 19, scope: !144, inlinedAt: !281)
!317 = !DILocation(line: 35, column: 5, scope: !135, inlinedAt: !281)
!318 = !DILocation(line: 36, column: 8, scope: !135, inlinedAt: !281)
!319 = !DILocation(line: 36, column: 5, scope: !135, inlinedAt: !281)
!320 = !DILocation(line: 36, column: 15, scope: !135, inlinedAt: !281)
!321 = !DILocation(line: 0, scope: !94)
!322 = !DILocation(line: 112, column: 13, scope: !94)
!323 = !DILocation(line: 113, column: 22, scope: !324)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 113, column: 21)
!325 = distinct !DILexicalBlock(scope: !94, file: !2, line: 112, column: 13)
!326 = !DILocation(line: 113, column: 21, scope: !325)
!327 = !DILocation(line: 112, column: 37, scope: !325)
!328 = !DILocation(line: 112, column: 31, scope: !325)
!329 = distinct !{!329, !322, !330, !207, !208}
!330 = !DILocation(line: 113, column: 47, scope: !94)
!331 = !DILocation(line: 114, column: 19, scope: !97)
!332 = !DILocation(line: 114, column: 17, scope: !90)
!333 = !DILocation(line: 115, column: 22, scope: !334)
!334 = distinct !DILexicalBlock(scope: !97, file: !2, line: 114, column: 24)
!335 = !DILocation(line: 116, column: 27, scope: !336)
!336 = distinct !DILexicalBlock(scope: !334, file: !2, line: 116, column: 21)
!337 = !DILocation(line: 116, column: 21, scope: !334)
!338 = !DILocation(line: 118, column: 17, scope: !96)
!339 = !DILocation(line: 118, column: 25, scope: !96)
!340 = !DILocation(line: 119, column: 27, scope: !96)
!341 = !DILocation(line: 119, column: 41, scope: !96)
!342 = !DILocation(line: 120, column: 58, scope: !96)
!343 = !DILocation(line: 120, column: 65, scope: !96)
!344 = !DILocation(line: 120, column: 41, scope: !96)
!345 = !DILocation(line: 120, column: 45, scope: !96)
!346 = !DILocation(line: 120, column: 74, scope: !96)
!347 = !DILocation(line: 120, column: 34, scope: !96)
!348 = !DILocation(line: 0, scope: !135, inlinedAt: !349)
!349 = distinct !DILocation(line: 121, column: 17, scope: !96)
!350 = !DILocation(line: 24, column: 20, scope: !148, inlinedAt: !349)
!351 = !DILocation(line: 24, column: 14, scope: !148, inlinedAt: !349)
!352 = !DILocation(line: 24, column: 9, scope: !135, inlinedAt: !349)
!353 = !DILocation(line: 25, column: 18, scope: !161, inlinedAt: !349)
!354 = !DILocation(line: 25, column: 16, scope: !161, inlinedAt: !349)
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 26, column: 30, scope: !161, inlinedAt: !349)
!357 = !DILocation(line: 26, column: 45, scope: !161, inlinedAt: !349)
!358 = !DILocation(line: 26, column: 16, scope: !161, inlinedAt: !349)
!359 = !DILocation(line: 26, column: 14, scope: !161, inlinedAt: !349)
!360 = distinct !DIAssignID()
!361 = !DILocation(line: 27, column: 5, scope: !161, inlinedAt: !349)
!362 = !DILocation(line: 28, column: 17, scope: !135, inlinedAt: !349)
!363 = distinct !DIAssignID()
!364 = !DILocation(line: 29, column: 5, scope: !135, inlinedAt: !349)
!365 = !DILocation(line: 29, column: 14, scope: !135, inlinedAt: !349)
!366 = !DILocation(line: 30, column: 20, scope: !144, inlinedAt: !349)
!367 = !DILocation(line: 30, column: 25, scope: !144, inlinedAt: !349)
!368 = !DILocation(line: 0, scope: !144, inlinedAt: !349)
!369 = !DILocation(line: 31, column: 26, scope: !173, inlinedAt: !349)
!370 = !DILocation(line: 0, scope: !175, inlinedAt: !371)
!371 = distinct !DILocation(line: 31, column: 14, scope: !173, inlinedAt: !349)
!372 = !DILocation(line: 18, column: 23, scope: !185, inlinedAt: !371)
!373 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !371)
!374 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !371)
!375 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !371)
!376 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !371)
!377 = !DILocation(line: 20, column: 24, scope: !175, inlinedAt: !371)
!378 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !371)
!379 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !371)
!380 = !DILocation(line: 31, column: 13, scope: !144, inlinedAt: !349)
!381 = !DILocation(line: 33, column: 9, scope: !144, inlinedAt: !349)
!382 = !DILocation(line: 33, column: 19, scope: !144, inlinedAt: !349)
!383 = !DILocation(line: 35, column: 5, scope: !135, inlinedAt: !349)
!384 = !DILocation(line: 36, column: 8, scope: !135, inlinedAt: !349)
!385 = !DILocation(line: 36, column: 5, scope: !135, inlinedAt: !349)
!386 = !DILocation(line: 36, column: 15, scope: !135, inlinedAt: !349)
!387 = !DILocation(line: 124, column: 13, scope: !101)
!388 = !DILocation(line: 124, column: 27, scope: !101)
!389 = !DILocation(line: 125, column: 17, scope: !100)
!390 = !DILocation(line: 125, column: 17, scope: !101)
!391 = !DILocation(line: 126, column: 22, scope: !99)
!392 = !DILocation(line: 127, column: 27, scope: !99)
!393 = !DILocation(line: 127, column: 41, scope: !99)
!394 = !DILocation(line: 128, column: 58, scope: !99)
!395 = !DILocation(line: 128, column: 65, scope: !99)
!396 = !DILocation(line: 128, column: 41, scope: !99)
!397 = !DILocation(line: 128, column: 45, scope: !99)
!398 = !DILocation(line: 128, column: 74, scope: !99)
!399 = !DILocation(line: 128, column: 34, scope: !99)
!400 = !DILocation(line: 0, scope: !135, inlinedAt: !401)
!401 = distinct !DILocation(line: 129, column: 17, scope: !99)
!402 = !DILocation(line: 24, column: 12, scope: !148, inlinedAt: !401)
!403 = !DILocation(line: 24, column: 20, scope: !148, inlinedAt: !401)
!404 = !DILocation(line: 24, column: 14, scope: !148, inlinedAt: !401)
!405 = !DILocation(line: 24, column: 9, scope: !135, inlinedAt: !401)
!406 = !DILocation(line: 25, column: 18, scope: !161, inlinedAt: !401)
!407 = !DILocation(line: 25, column: 16, scope: !161, inlinedAt: !401)
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 26, column: 27, scope: !161, inlinedAt: !401)
!410 = !DILocation(line: 26, column: 30, scope: !161, inlinedAt: !401)
!411 = !DILocation(line: 26, column: 45, scope: !161, inlinedAt: !401)
!412 = !DILocation(line: 26, column: 16, scope: !161, inlinedAt: !401)
!413 = !DILocation(line: 26, column: 14, scope: !161, inlinedAt: !401)
!414 = distinct !DIAssignID()
!415 = !DILocation(line: 27, column: 5, scope: !161, inlinedAt: !401)
!416 = !DILocation(line: 28, column: 17, scope: !135, inlinedAt: !401)
!417 = distinct !DIAssignID()
!418 = !DILocation(line: 29, column: 5, scope: !135, inlinedAt: !401)
!419 = !DILocation(line: 29, column: 14, scope: !135, inlinedAt: !401)
!420 = !DILocation(line: 30, column: 20, scope: !144, inlinedAt: !401)
!421 = !DILocation(line: 30, column: 25, scope: !144, inlinedAt: !401)
!422 = !DILocation(line: 0, scope: !144, inlinedAt: !401)
!423 = !DILocation(line: 31, column: 26, scope: !173, inlinedAt: !401)
!424 = !DILocation(line: 0, scope: !175, inlinedAt: !425)
!425 = distinct !DILocation(line: 31, column: 14, scope: !173, inlinedAt: !401)
!426 = !DILocation(line: 18, column: 23, scope: !185, inlinedAt: !425)
!427 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !425)
!428 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !425)
!429 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !425)
!430 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !425)
!431 = !DILocation(line: 20, column: 24, scope: !175, inlinedAt: !425)
!432 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !425)
!433 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !425)
!434 = !DILocation(line: 31, column: 13, scope: !144, inlinedAt: !401)
!435 = !DILocation(line: 33, column: 9, scope: !144, inlinedAt: !401)
!436 = !DILocation(line: 33, column: 19, scope: !144, inlinedAt: !401)
!437 = !DILocation(line: 35, column: 5, scope: !135, inlinedAt: !401)
!438 = !DILocation(line: 36, column: 8, scope: !135, inlinedAt: !401)
!439 = !DILocation(line: 36, column: 5, scope: !135, inlinedAt: !401)
!440 = !DILocation(line: 36, column: 15, scope: !135, inlinedAt: !401)
!441 = !DILocation(line: 130, column: 13, scope: !99)
!442 = !DILocation(line: 131, column: 17, scope: !443)
!443 = distinct !DILexicalBlock(scope: !100, file: !2, line: 130, column: 20)
!444 = !DILocation(line: 131, column: 30, scope: !443)
!445 = !DILocation(line: 103, column: 16, scope: !49)
!446 = distinct !{!446, !265, !447, !207, !208}
!447 = !DILocation(line: 134, column: 5, scope: !49)
!448 = !DILocation(line: 136, column: 22, scope: !49)
!449 = !DILocation(line: 136, column: 33, scope: !49)
!450 = !DILocation(line: 136, column: 44, scope: !49)
!451 = !DILocation(line: 135, column: 5, scope: !49)
!452 = !DILocation(line: 137, column: 12, scope: !49)
!453 = !DILocation(line: 137, column: 5, scope: !49)
!454 = !DILocation(line: 138, column: 5, scope: !49)
!455 = !DILocation(line: 0, scope: !108)
!456 = !DILocation(line: 140, column: 5, scope: !108)
!457 = !DILocalVariable(name: "i", scope: !458, file: !2, line: 74, type: !31)
!458 = distinct !DILexicalBlock(scope: !459, file: !2, line: 74, column: 5)
!459 = distinct !DISubprogram(name: "heapsort", scope: !2, file: !2, line: 73, type: !460, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !463)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !462, !31}
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!463 = !{!464, !465, !457, !466, !468}
!464 = !DILocalVariable(name: "a", arg: 1, scope: !459, file: !2, line: 73, type: !462)
!465 = !DILocalVariable(name: "n", arg: 2, scope: !459, file: !2, line: 73, type: !31)
!466 = !DILocalVariable(name: "end", scope: !467, file: !2, line: 76, type: !31)
!467 = distinct !DILexicalBlock(scope: !459, file: !2, line: 76, column: 5)
!468 = !DILocalVariable(name: "t", scope: !469, file: !2, line: 77, type: !31)
!469 = distinct !DILexicalBlock(scope: !470, file: !2, line: 76, column: 43)
!470 = distinct !DILexicalBlock(scope: !467, file: !2, line: 76, column: 5)
!471 = !DILocation(line: 0, scope: !458, inlinedAt: !472)
!472 = distinct !DILocation(line: 144, column: 5, scope: !49)
!473 = !DILocation(line: 65, column: 19, scope: !474, inlinedAt: !489)
!474 = distinct !DILexicalBlock(scope: !475, file: !2, line: 65, column: 13)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 63, column: 14)
!476 = distinct !DILexicalBlock(scope: !477, file: !2, line: 63, column: 5)
!477 = distinct !DILexicalBlock(scope: !478, file: !2, line: 63, column: 5)
!478 = distinct !DISubprogram(name: "sift_down", scope: !2, file: !2, line: 62, type: !479, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !481)
!479 = !DISubroutineType(types: !480)
!480 = !{null, !462, !31, !31}
!481 = !{!482, !483, !484, !485, !486, !487, !488}
!482 = !DILocalVariable(name: "a", arg: 1, scope: !478, file: !2, line: 62, type: !462)
!483 = !DILocalVariable(name: "n", arg: 2, scope: !478, file: !2, line: 62, type: !31)
!484 = !DILocalVariable(name: "i", arg: 3, scope: !478, file: !2, line: 62, type: !31)
!485 = !DILocalVariable(name: "l", scope: !475, file: !2, line: 64, type: !31)
!486 = !DILocalVariable(name: "r", scope: !475, file: !2, line: 64, type: !31)
!487 = !DILocalVariable(name: "m", scope: !475, file: !2, line: 64, type: !31)
!488 = !DILocalVariable(name: "t", scope: !475, file: !2, line: 68, type: !31)
!489 = distinct !DILocation(line: 75, column: 9, scope: !490, inlinedAt: !472)
!490 = distinct !DILexicalBlock(scope: !458, file: !2, line: 74, column: 5)
!491 = !DILocation(line: 0, scope: !478, inlinedAt: !489)
!492 = !DILocation(line: 64, column: 19, scope: !475, inlinedAt: !489)
!493 = !DILocation(line: 64, column: 23, scope: !475, inlinedAt: !489)
!494 = !DILocation(line: 0, scope: !475, inlinedAt: !489)
!495 = !DILocation(line: 64, column: 34, scope: !475, inlinedAt: !489)
!496 = !DILocation(line: 65, column: 15, scope: !474, inlinedAt: !489)
!497 = !DILocation(line: 65, column: 22, scope: !474, inlinedAt: !489)
!498 = !DILocation(line: 65, column: 29, scope: !474, inlinedAt: !489)
!499 = !DILocation(line: 65, column: 27, scope: !474, inlinedAt: !489)
!500 = !DILocation(line: 65, column: 13, scope: !475, inlinedAt: !489)
!501 = !DILocation(line: 66, column: 15, scope: !502, inlinedAt: !489)
!502 = distinct !DILexicalBlock(scope: !475, file: !2, line: 66, column: 13)
!503 = !DILocation(line: 66, column: 19, scope: !502, inlinedAt: !489)
!504 = !DILocation(line: 66, column: 22, scope: !502, inlinedAt: !489)
!505 = !DILocation(line: 66, column: 29, scope: !502, inlinedAt: !489)
!506 = !DILocation(line: 66, column: 27, scope: !502, inlinedAt: !489)
!507 = !DILocation(line: 66, column: 13, scope: !475, inlinedAt: !489)
!508 = !DILocation(line: 67, column: 15, scope: !509, inlinedAt: !489)
!509 = distinct !DILexicalBlock(scope: !475, file: !2, line: 67, column: 13)
!510 = !DILocation(line: 67, column: 13, scope: !475, inlinedAt: !489)
!511 = !DILocation(line: 68, column: 17, scope: !475, inlinedAt: !489)
!512 = !DILocation(line: 68, column: 30, scope: !475, inlinedAt: !489)
!513 = !DILocation(line: 68, column: 28, scope: !475, inlinedAt: !489)
!514 = !DILocation(line: 68, column: 41, scope: !475, inlinedAt: !489)
!515 = !DILocation(line: 70, column: 5, scope: !476, inlinedAt: !489)
!516 = !DILocation(line: 74, column: 38, scope: !490, inlinedAt: !472)
!517 = !DILocation(line: 74, column: 31, scope: !490, inlinedAt: !472)
!518 = !DILocation(line: 74, column: 5, scope: !458, inlinedAt: !472)
!519 = distinct !{!519, !518, !520, !207, !208}
!520 = !DILocation(line: 75, column: 26, scope: !458, inlinedAt: !472)
!521 = !DILocation(line: 0, scope: !467, inlinedAt: !472)
!522 = !DILocation(line: 77, column: 17, scope: !469, inlinedAt: !472)
!523 = !DILocation(line: 0, scope: !469, inlinedAt: !472)
!524 = !DILocation(line: 77, column: 30, scope: !469, inlinedAt: !472)
!525 = !DILocation(line: 77, column: 28, scope: !469, inlinedAt: !472)
!526 = distinct !DIAssignID()
!527 = !DILocation(line: 77, column: 45, scope: !469, inlinedAt: !472)
!528 = !DILocation(line: 0, scope: !478, inlinedAt: !529)
!529 = distinct !DILocation(line: 78, column: 9, scope: !469, inlinedAt: !472)
!530 = !DILocation(line: 63, column: 5, scope: !478, inlinedAt: !529)
!531 = !DILocation(line: 64, column: 19, scope: !475, inlinedAt: !529)
!532 = !DILocation(line: 64, column: 23, scope: !475, inlinedAt: !529)
!533 = !DILocation(line: 0, scope: !475, inlinedAt: !529)
!534 = !DILocation(line: 64, column: 34, scope: !475, inlinedAt: !529)
!535 = !DILocation(line: 65, column: 15, scope: !474, inlinedAt: !529)
!536 = !DILocation(line: 65, column: 19, scope: !474, inlinedAt: !529)
!537 = !DILocation(line: 65, column: 22, scope: !474, inlinedAt: !529)
!538 = !DILocation(line: 65, column: 29, scope: !474, inlinedAt: !529)
!539 = !DILocation(line: 65, column: 27, scope: !474, inlinedAt: !529)
!540 = !DILocation(line: 65, column: 13, scope: !475, inlinedAt: !529)
!541 = !DILocation(line: 66, column: 15, scope: !502, inlinedAt: !529)
!542 = !DILocation(line: 66, column: 19, scope: !502, inlinedAt: !529)
!543 = !DILocation(line: 66, column: 22, scope: !502, inlinedAt: !529)
!544 = !DILocation(line: 66, column: 29, scope: !502, inlinedAt: !529)
!545 = !DILocation(line: 66, column: 27, scope: !502, inlinedAt: !529)
!546 = !DILocation(line: 66, column: 13, scope: !475, inlinedAt: !529)
!547 = !DILocation(line: 67, column: 15, scope: !509, inlinedAt: !529)
!548 = !DILocation(line: 67, column: 13, scope: !475, inlinedAt: !529)
!549 = !DILocation(line: 68, column: 17, scope: !475, inlinedAt: !529)
!550 = !DILocation(line: 68, column: 30, scope: !475, inlinedAt: !529)
!551 = !DILocation(line: 68, column: 28, scope: !475, inlinedAt: !529)
!552 = !DILocation(line: 68, column: 41, scope: !475, inlinedAt: !529)
!553 = !DILocation(line: 70, column: 5, scope: !476, inlinedAt: !529)
!554 = !DILocation(line: 76, column: 39, scope: !470, inlinedAt: !472)
!555 = !DILocation(line: 76, column: 31, scope: !470, inlinedAt: !472)
!556 = !DILocation(line: 76, column: 5, scope: !467, inlinedAt: !472)
!557 = distinct !{!557, !556, !558, !207, !208}
!558 = !DILocation(line: 79, column: 5, scope: !467, inlinedAt: !472)
!559 = !DILocation(line: 141, column: 15, scope: !560)
!560 = distinct !DILexicalBlock(scope: !561, file: !2, line: 140, column: 35)
!561 = distinct !DILexicalBlock(scope: !108, file: !2, line: 140, column: 5)
!562 = !DILocation(line: 141, column: 24, scope: !560)
!563 = !DILocation(line: 142, column: 26, scope: !560)
!564 = !DILocation(line: 142, column: 33, scope: !560)
!565 = !DILocation(line: 142, column: 9, scope: !560)
!566 = !DILocation(line: 142, column: 16, scope: !560)
!567 = !DILocation(line: 140, column: 31, scope: !561)
!568 = !DILocation(line: 140, column: 23, scope: !561)
!569 = distinct !{!569, !456, !570, !207, !208}
!570 = !DILocation(line: 143, column: 5, scope: !108)
!571 = !DILocation(line: 149, column: 68, scope: !49)
!572 = !DILocation(line: 149, column: 76, scope: !49)
!573 = !DILocation(line: 149, column: 86, scope: !49)
!574 = !DILocation(line: 149, column: 5, scope: !49)
!575 = !DILocation(line: 0, scope: !113)
!576 = !DILocation(line: 150, column: 5, scope: !113)
!577 = !DILocation(line: 0, scope: !111)
!578 = !DILocation(line: 147, column: 19, scope: !579)
!579 = distinct !DILexicalBlock(scope: !580, file: !2, line: 147, column: 13)
!580 = distinct !DILexicalBlock(scope: !111, file: !2, line: 146, column: 5)
!581 = !DILocation(line: 147, column: 13, scope: !579)
!582 = !DILocation(line: 147, column: 26, scope: !579)
!583 = !DILocation(line: 147, column: 24, scope: !579)
!584 = !DILocation(line: 147, column: 13, scope: !580)
!585 = !DILocation(line: 146, column: 31, scope: !580)
!586 = !DILocation(line: 146, column: 23, scope: !580)
!587 = !DILocation(line: 146, column: 5, scope: !111)
!588 = distinct !{!588, !587, !589, !207, !208}
!589 = !DILocation(line: 148, column: 22, scope: !111)
!590 = !DILocation(line: 152, column: 5, scope: !49)
!591 = !DILocation(line: 154, column: 1, scope: !49)
!592 = !DILocation(line: 151, column: 23, scope: !593)
!593 = distinct !DILexicalBlock(scope: !113, file: !2, line: 150, column: 5)
!594 = !DILocation(line: 151, column: 9, scope: !593)
!595 = !DILocation(line: 150, column: 32, scope: !593)
!596 = !DILocation(line: 150, column: 23, scope: !593)
!597 = distinct !{!597, !576, !598, !207, !208}
!598 = !DILocation(line: 151, column: 29, scope: !113)
!599 = !DISubprogram(name: "printf", scope: !600, file: !600, line: 356, type: !601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!600 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!601 = !DISubroutineType(types: !602)
!602 = !{!31, !603, null}
!603 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !604)
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 64)
!605 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!606 = distinct !DISubprogram(name: "heap_pop", scope: !2, file: !2, line: 39, type: !607, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !609)
!607 = !DISubroutineType(types: !608)
!608 = !{!58, !138}
!609 = !{!610, !611, !612, !613, !614, !618, !619, !620}
!610 = !DILocalVariable(name: "h", arg: 1, scope: !606, file: !2, line: 39, type: !138)
!611 = !DILocalVariable(name: "top", scope: !606, file: !2, line: 40, type: !58)
!612 = !DILocalVariable(name: "last", scope: !606, file: !2, line: 41, type: !58)
!613 = !DILocalVariable(name: "i", scope: !606, file: !2, line: 42, type: !31)
!614 = !DILocalVariable(name: "l", scope: !615, file: !2, line: 44, type: !31)
!615 = distinct !DILexicalBlock(scope: !616, file: !2, line: 43, column: 14)
!616 = distinct !DILexicalBlock(scope: !617, file: !2, line: 43, column: 5)
!617 = distinct !DILexicalBlock(scope: !606, file: !2, line: 43, column: 5)
!618 = !DILocalVariable(name: "r", scope: !615, file: !2, line: 44, type: !31)
!619 = !DILocalVariable(name: "m", scope: !615, file: !2, line: 44, type: !31)
!620 = !DILocalVariable(name: "best", scope: !615, file: !2, line: 45, type: !178)
!621 = distinct !DIAssignID()
!622 = !DILocation(line: 0, scope: !606)
!623 = !DILocation(line: 40, column: 27, scope: !606)
!624 = !DILocation(line: 40, column: 24, scope: !606)
!625 = !DILocation(line: 41, column: 5, scope: !606)
!626 = !DILocation(line: 41, column: 35, scope: !606)
!627 = !DILocation(line: 41, column: 30, scope: !606)
!628 = !DILocation(line: 41, column: 25, scope: !606)
!629 = distinct !DIAssignID()
!630 = !DILocation(line: 43, column: 5, scope: !606)
!631 = !DILocation(line: 42, column: 9, scope: !606)
!632 = !DILocation(line: 44, column: 19, scope: !615)
!633 = !DILocation(line: 44, column: 23, scope: !615)
!634 = !DILocation(line: 0, scope: !615)
!635 = !DILocation(line: 44, column: 34, scope: !615)
!636 = !DILocation(line: 46, column: 20, scope: !637)
!637 = distinct !DILexicalBlock(scope: !615, file: !2, line: 46, column: 13)
!638 = !DILocation(line: 46, column: 15, scope: !637)
!639 = !DILocation(line: 46, column: 22, scope: !637)
!640 = !DILocation(line: 46, column: 36, scope: !637)
!641 = !DILocation(line: 46, column: 33, scope: !637)
!642 = !DILocation(line: 0, scope: !175, inlinedAt: !643)
!643 = distinct !DILocation(line: 46, column: 25, scope: !637)
!644 = !DILocation(line: 18, column: 12, scope: !185, inlinedAt: !643)
!645 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !643)
!646 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !643)
!647 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !643)
!648 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !643)
!649 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !643)
!650 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !643)
!651 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !643)
!652 = !DILocation(line: 46, column: 13, scope: !615)
!653 = !DILocation(line: 50, column: 15, scope: !654)
!654 = distinct !DILexicalBlock(scope: !615, file: !2, line: 50, column: 13)
!655 = !DILocation(line: 50, column: 22, scope: !654)
!656 = !DILocation(line: 50, column: 36, scope: !654)
!657 = !DILocation(line: 50, column: 33, scope: !654)
!658 = !DILocation(line: 0, scope: !175, inlinedAt: !659)
!659 = distinct !DILocation(line: 50, column: 25, scope: !654)
!660 = !DILocation(line: 18, column: 12, scope: !185, inlinedAt: !659)
!661 = !DILocation(line: 18, column: 23, scope: !185, inlinedAt: !659)
!662 = !DILocation(line: 18, column: 17, scope: !185, inlinedAt: !659)
!663 = !DILocation(line: 18, column: 9, scope: !175, inlinedAt: !659)
!664 = !DILocation(line: 19, column: 24, scope: !185, inlinedAt: !659)
!665 = !DILocation(line: 19, column: 9, scope: !185, inlinedAt: !659)
!666 = !DILocation(line: 20, column: 15, scope: !175, inlinedAt: !659)
!667 = !DILocation(line: 20, column: 24, scope: !175, inlinedAt: !659)
!668 = !DILocation(line: 20, column: 19, scope: !175, inlinedAt: !659)
!669 = !DILocation(line: 20, column: 5, scope: !175, inlinedAt: !659)
!670 = !DILocation(line: 50, column: 13, scope: !615)
!671 = !DILocation(line: 52, column: 15, scope: !672)
!672 = distinct !DILexicalBlock(scope: !615, file: !2, line: 52, column: 13)
!673 = !DILocation(line: 52, column: 13, scope: !615)
!674 = !DILocation(line: 54, column: 12, scope: !615)
!675 = !DILocation(line: 54, column: 9, scope: !615)
!676 = !DILocation(line: 54, column: 19, scope: !615)
!677 = !DILocation(line: 56, column: 5, scope: !616)
!678 = !DILocation(line: 57, column: 12, scope: !679)
!679 = distinct !DILexicalBlock(scope: !606, file: !2, line: 57, column: 9)
!680 = !DILocation(line: 57, column: 14, scope: !679)
!681 = !DILocation(line: 57, column: 9, scope: !606)
!682 = !DILocation(line: 58, column: 12, scope: !679)
!683 = !DILocation(line: 58, column: 9, scope: !679)
!684 = !DILocation(line: 58, column: 19, scope: !679)
!685 = !DILocation(line: 60, column: 1, scope: !606)
!686 = !DISubprogram(name: "free", scope: !687, file: !687, line: 568, type: !688, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!688 = !DISubroutineType(types: !689)
!689 = !{null, !29}
!690 = !DISubprogram(name: "realloc", scope: !687, file: !687, line: 564, type: !691, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{!29, !29, !32}
