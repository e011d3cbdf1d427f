; ModuleID = 'loop_idioms.c'
source_filename = "loop_idioms.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"sum_to(%ld)=%ld sum_squares=%lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"unswitch: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"find_first_gt: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [62 x i8] c"after zero_fill sum=%ld a[9]=%d a[10]=%d a[109]=%d a[110]=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"copied len=%d tail=%s\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"gcd_tail=%ld acc_tail=%ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [41 x i8] c"popcounts=%u leading=%d clz(0)-style=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [20 x i8] c"invariant loop=%ld\0A\00", align 1, !dbg !37
@main.grid = internal unnamed_addr global [50 x [40 x i32]] zeroinitializer, align 4, !dbg !42
@.str.8 = private unnamed_addr constant [10 x i8] c"diag=%ld\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca [300 x i32], align 4, !DIAssignID !108
    #dbg_assign(i1 undef, !62, !DIExpression(), !108, ptr %1, !DIExpression(), !109)
  %2 = alloca [100 x i8], align 1, !DIAssignID !110
    #dbg_assign(i1 undef, !71, !DIExpression(), !110, ptr %2, !DIExpression(), !109)
  %3 = alloca [100 x i8], align 1, !DIAssignID !111
    #dbg_assign(i1 undef, !75, !DIExpression(), !111, ptr %3, !DIExpression(), !109)
    #dbg_value(i32 0, !59, !DIExpression(), !112)
  br label %5, !dbg !113

4:                                                ; preds = %43
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #5, !dbg !114
    #dbg_value(i32 0, !66, !DIExpression(), !115)
  br label %213, !dbg !116

5:                                                ; preds = %0, %43
  %6 = phi i32 [ 0, %0 ], [ %48, %43 ]
    #dbg_value(i32 %6, !59, !DIExpression(), !112)
    #dbg_value(i32 %6, !117, !DIExpression(), !125)
    #dbg_value(i32 0, !122, !DIExpression(), !125)
    #dbg_value(i32 1, !123, !DIExpression(), !128)
  %7 = icmp slt i32 %6, 1, !dbg !129
  br i1 %7, label %19, label %8, !dbg !131

8:                                                ; preds = %5
  %9 = shl nuw nsw i32 %6, 1, !dbg !131
  %10 = add nsw i32 %6, -1, !dbg !131
  %11 = zext nneg i32 %10 to i33, !dbg !131
  %12 = add nsw i32 %6, -2, !dbg !131
  %13 = zext i32 %12 to i33, !dbg !131
  %14 = mul i33 %11, %13, !dbg !131
  %15 = lshr i33 %14, 1, !dbg !131
  %16 = trunc nuw i33 %15 to i32, !dbg !131
    #dbg_value(i32 undef, !123, !DIExpression(), !128)
    #dbg_value(i32 poison, !122, !DIExpression(), !125)
  %17 = add nsw i32 %9, -1, !dbg !131
  %18 = add i32 %17, %16, !dbg !131
    #dbg_value(i32 %6, !132, !DIExpression(), !140)
    #dbg_value(i32 0, !137, !DIExpression(), !140)
    #dbg_value(i32 0, !138, !DIExpression(), !142)
  br label %29, !dbg !143

19:                                               ; preds = %5
    #dbg_value(i32 %6, !132, !DIExpression(), !140)
    #dbg_value(i32 0, !137, !DIExpression(), !140)
    #dbg_value(i32 0, !138, !DIExpression(), !142)
  %20 = icmp eq i32 %6, 0, !dbg !144
  br i1 %20, label %43, label %21, !dbg !143

21:                                               ; preds = %19
  %22 = add nsw i32 %6, -1, !dbg !143
  %23 = zext i32 %22 to i33, !dbg !143
  %24 = add i32 %6, -2, !dbg !143
  %25 = zext i32 %24 to i33, !dbg !143
  %26 = mul i33 %23, %25, !dbg !143
  %27 = lshr i33 %26, 1, !dbg !143
  %28 = trunc nuw i33 %27 to i32, !dbg !143
  br label %29, !dbg !143

29:                                               ; preds = %21, %8
  %30 = phi i32 [ %28, %21 ], [ %16, %8 ], !dbg !143
  %31 = phi i33 [ %26, %21 ], [ %14, %8 ], !dbg !143
  %32 = phi i32 [ %22, %21 ], [ %10, %8 ], !dbg !143
  %33 = phi i32 [ 0, %21 ], [ %18, %8 ]
  %34 = add i32 %6, -3, !dbg !143
  %35 = zext i32 %34 to i33, !dbg !143
  %36 = mul i33 %31, %35, !dbg !143
  %37 = lshr i33 %36, 1, !dbg !143
  %38 = trunc nuw i33 %37 to i32, !dbg !143
  %39 = mul i32 %38, 1431655766, !dbg !143
  %40 = mul i32 %30, 3, !dbg !143
    #dbg_value(i32 undef, !138, !DIExpression(), !142)
    #dbg_value(i32 poison, !137, !DIExpression(), !140)
  %41 = add i32 %32, %40, !dbg !143
  %42 = add i32 %41, %39, !dbg !143
  br label %43, !dbg !146

43:                                               ; preds = %19, %29
  %44 = phi i32 [ 0, %19 ], [ %33, %29 ]
  %45 = phi i32 [ 0, %19 ], [ %42, %29 ], !dbg !140
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %44, i32 noundef %45), !dbg !147
  %47 = mul nsw i32 %6, 10, !dbg !148
  %48 = or disjoint i32 %47, 1, !dbg !149
    #dbg_value(i32 %48, !59, !DIExpression(), !112)
  %49 = icmp slt i32 %48, 100001, !dbg !150
  br i1 %49, label %5, label %4, !dbg !113, !llvm.loop !151

50:                                               ; preds = %50, %230
  %51 = phi i32 [ 0, %230 ], [ %73, %50 ]
  %52 = phi i32 [ 0, %230 ], [ %72, %50 ]
    #dbg_value(i32 %51, !154, !DIExpression(), !166)
    #dbg_value(i32 %52, !165, !DIExpression(), !168)
  %53 = getelementptr inbounds i32, ptr %1, i32 %51, !dbg !169
  %54 = load i32, ptr %53, align 4, !dbg !169, !tbaa !173
    #dbg_value(!DIArgList(i32 %54, i32 %52), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !168)
  %55 = or disjoint i32 %51, 1, !dbg !177
    #dbg_value(i32 %55, !154, !DIExpression(), !166)
  %56 = getelementptr inbounds i32, ptr %1, i32 %55, !dbg !169
  %57 = load i32, ptr %56, align 4, !dbg !169, !tbaa !173
  %58 = add i32 %54, %57, !dbg !178
    #dbg_value(!DIArgList(i32 %58, i32 %52), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !168)
    #dbg_value(i32 %51, !154, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !166)
  %59 = getelementptr inbounds i32, ptr %231, i32 %51, !dbg !169
  %60 = load i32, ptr %59, align 4, !dbg !169, !tbaa !173
  %61 = add i32 %58, %60, !dbg !178
    #dbg_value(!DIArgList(i32 %61, i32 %52), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !168)
    #dbg_value(i32 %51, !154, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !166)
  %62 = getelementptr inbounds i32, ptr %232, i32 %51, !dbg !169
  %63 = load i32, ptr %62, align 4, !dbg !169, !tbaa !173
  %64 = add i32 %61, %63, !dbg !178
    #dbg_value(!DIArgList(i32 %64, i32 %52), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !168)
    #dbg_value(i32 %51, !154, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !166)
  %65 = getelementptr inbounds i32, ptr %233, i32 %51, !dbg !169
  %66 = load i32, ptr %65, align 4, !dbg !169, !tbaa !173
  %67 = add i32 %64, %66, !dbg !178
    #dbg_value(!DIArgList(i32 %67, i32 %52), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !168)
    #dbg_value(i32 %51, !154, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !166)
  %68 = getelementptr inbounds i32, ptr %234, i32 %51, !dbg !169
  %69 = load i32, ptr %68, align 4, !dbg !169, !tbaa !173
  %70 = add i32 %67, %69, !dbg !178
  %71 = shl i32 %70, 1, !dbg !178
  %72 = add i32 %71, %52, !dbg !178
    #dbg_value(i32 %72, !165, !DIExpression(), !168)
  %73 = add nuw nsw i32 %51, 6, !dbg !177
    #dbg_value(i32 %73, !154, !DIExpression(), !166)
  %74 = icmp eq i32 %73, 300, !dbg !179
  br i1 %74, label %75, label %50, !dbg !180, !llvm.loop !181

75:                                               ; preds = %50
  %76 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !183
  %77 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !183
  %78 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !183
  %79 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !183
  br label %80, !dbg !183

80:                                               ; preds = %80, %75
  %81 = phi i32 [ 0, %75 ], [ %102, %80 ]
  %82 = phi i32 [ 0, %75 ], [ %101, %80 ]
    #dbg_value(i32 %81, !154, !DIExpression(), !185)
    #dbg_value(i32 %82, !165, !DIExpression(), !186)
  %83 = getelementptr inbounds i32, ptr %1, i32 %81, !dbg !187
  %84 = load i32, ptr %83, align 4, !dbg !187, !tbaa !173
    #dbg_value(!DIArgList(i32 %82, i32 %84), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !186)
  %85 = or disjoint i32 %81, 1, !dbg !188
    #dbg_value(i32 %85, !154, !DIExpression(), !185)
  %86 = getelementptr inbounds i32, ptr %1, i32 %85, !dbg !187
  %87 = load i32, ptr %86, align 4, !dbg !187, !tbaa !173
  %88 = add i32 %84, %87, !dbg !189
    #dbg_value(!DIArgList(i32 %82, i32 %88), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !186)
    #dbg_value(i32 %81, !154, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !185)
  %89 = getelementptr inbounds i32, ptr %76, i32 %81, !dbg !187
  %90 = load i32, ptr %89, align 4, !dbg !187, !tbaa !173
  %91 = add i32 %88, %90, !dbg !189
    #dbg_value(!DIArgList(i32 %82, i32 %91), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !186)
    #dbg_value(i32 %81, !154, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !185)
  %92 = getelementptr inbounds i32, ptr %77, i32 %81, !dbg !187
  %93 = load i32, ptr %92, align 4, !dbg !187, !tbaa !173
  %94 = add i32 %91, %93, !dbg !189
    #dbg_value(!DIArgList(i32 %82, i32 %94), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !186)
    #dbg_value(i32 %81, !154, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !185)
  %95 = getelementptr inbounds i32, ptr %78, i32 %81, !dbg !187
  %96 = load i32, ptr %95, align 4, !dbg !187, !tbaa !173
  %97 = add i32 %94, %96, !dbg !189
    #dbg_value(!DIArgList(i32 %82, i32 %97), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !186)
    #dbg_value(i32 %81, !154, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !185)
  %98 = getelementptr inbounds i32, ptr %79, i32 %81, !dbg !187
  %99 = load i32, ptr %98, align 4, !dbg !187, !tbaa !173
  %100 = add i32 %97, %99, !dbg !189
  %101 = sub i32 %82, %100, !dbg !189
    #dbg_value(i32 %101, !165, !DIExpression(), !186)
  %102 = add nuw nsw i32 %81, 6, !dbg !188
    #dbg_value(i32 %102, !154, !DIExpression(), !185)
  %103 = icmp eq i32 %102, 300, !dbg !190
  br i1 %103, label %104, label %80, !dbg !183, !llvm.loop !191

104:                                              ; preds = %80
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %72, i32 noundef %101), !dbg !193
    #dbg_value(ptr %1, !194, !DIExpression(), !203)
    #dbg_value(i32 300, !199, !DIExpression(), !203)
    #dbg_value(i32 5, !200, !DIExpression(), !203)
    #dbg_value(i32 0, !201, !DIExpression(), !205)
  br label %106, !dbg !206

106:                                              ; preds = %136, %104
  %107 = phi i32 [ 0, %104 ], [ %137, %136 ]
    #dbg_value(i32 %107, !201, !DIExpression(), !205)
  %108 = getelementptr inbounds i32, ptr %1, i32 %107, !dbg !207
  %109 = load i32, ptr %108, align 4, !dbg !207, !tbaa !173
  %110 = icmp sgt i32 %109, 5, !dbg !210
  br i1 %110, label %139, label %111, !dbg !211

111:                                              ; preds = %106
  %112 = or disjoint i32 %107, 1, !dbg !212
    #dbg_value(i32 %112, !201, !DIExpression(), !205)
  %113 = getelementptr inbounds i32, ptr %1, i32 %112, !dbg !207
  %114 = load i32, ptr %113, align 4, !dbg !207, !tbaa !173
  %115 = icmp sgt i32 %114, 5, !dbg !210
  br i1 %115, label %139, label %116, !dbg !211

116:                                              ; preds = %111
  %117 = add nuw nsw i32 %107, 2, !dbg !212
    #dbg_value(i32 %117, !201, !DIExpression(), !205)
  %118 = getelementptr inbounds i32, ptr %1, i32 %117, !dbg !207
  %119 = load i32, ptr %118, align 4, !dbg !207, !tbaa !173
  %120 = icmp sgt i32 %119, 5, !dbg !210
  br i1 %120, label %139, label %121, !dbg !211

121:                                              ; preds = %116
  %122 = add nuw nsw i32 %107, 3, !dbg !212
    #dbg_value(i32 %122, !201, !DIExpression(), !205)
  %123 = getelementptr inbounds i32, ptr %1, i32 %122, !dbg !207
  %124 = load i32, ptr %123, align 4, !dbg !207, !tbaa !173
  %125 = icmp sgt i32 %124, 5, !dbg !210
  br i1 %125, label %139, label %126, !dbg !211

126:                                              ; preds = %121
  %127 = add nuw nsw i32 %107, 4, !dbg !212
    #dbg_value(i32 %127, !201, !DIExpression(), !205)
  %128 = getelementptr inbounds i32, ptr %1, i32 %127, !dbg !207
  %129 = load i32, ptr %128, align 4, !dbg !207, !tbaa !173
  %130 = icmp sgt i32 %129, 5, !dbg !210
  br i1 %130, label %139, label %131, !dbg !211

131:                                              ; preds = %126
  %132 = add nuw nsw i32 %107, 5, !dbg !212
    #dbg_value(i32 %132, !201, !DIExpression(), !205)
  %133 = getelementptr inbounds i32, ptr %1, i32 %132, !dbg !207
  %134 = load i32, ptr %133, align 4, !dbg !207, !tbaa !173
  %135 = icmp sgt i32 %134, 5, !dbg !210
  br i1 %135, label %139, label %136, !dbg !211

136:                                              ; preds = %131
  %137 = add nuw nsw i32 %107, 6, !dbg !212
    #dbg_value(i32 %137, !201, !DIExpression(), !205)
  %138 = icmp eq i32 %137, 300, !dbg !213
  br i1 %138, label %139, label %106, !dbg !206, !llvm.loop !214

139:                                              ; preds = %136, %131, %126, %121, %116, %111, %106
  %140 = phi i32 [ %107, %106 ], [ %112, %111 ], [ %117, %116 ], [ %122, %121 ], [ %127, %126 ], [ %132, %131 ], [ -1, %136 ]
    #dbg_value(ptr %1, !194, !DIExpression(), !216)
    #dbg_value(i32 300, !199, !DIExpression(), !216)
    #dbg_value(i32 11, !200, !DIExpression(), !216)
    #dbg_value(i32 0, !201, !DIExpression(), !218)
  br label %141, !dbg !219

141:                                              ; preds = %171, %139
  %142 = phi i32 [ 0, %139 ], [ %172, %171 ]
    #dbg_value(i32 %142, !201, !DIExpression(), !218)
  %143 = getelementptr inbounds i32, ptr %1, i32 %142, !dbg !220
  %144 = load i32, ptr %143, align 4, !dbg !220, !tbaa !173
  %145 = icmp sgt i32 %144, 11, !dbg !221
  br i1 %145, label %174, label %146, !dbg !222

146:                                              ; preds = %141
  %147 = or disjoint i32 %142, 1, !dbg !223
    #dbg_value(i32 %147, !201, !DIExpression(), !218)
  %148 = getelementptr inbounds i32, ptr %1, i32 %147, !dbg !220
  %149 = load i32, ptr %148, align 4, !dbg !220, !tbaa !173
  %150 = icmp sgt i32 %149, 11, !dbg !221
  br i1 %150, label %174, label %151, !dbg !222

151:                                              ; preds = %146
  %152 = add nuw nsw i32 %142, 2, !dbg !223
    #dbg_value(i32 %152, !201, !DIExpression(), !218)
  %153 = getelementptr inbounds i32, ptr %1, i32 %152, !dbg !220
  %154 = load i32, ptr %153, align 4, !dbg !220, !tbaa !173
  %155 = icmp sgt i32 %154, 11, !dbg !221
  br i1 %155, label %174, label %156, !dbg !222

156:                                              ; preds = %151
  %157 = add nuw nsw i32 %142, 3, !dbg !223
    #dbg_value(i32 %157, !201, !DIExpression(), !218)
  %158 = getelementptr inbounds i32, ptr %1, i32 %157, !dbg !220
  %159 = load i32, ptr %158, align 4, !dbg !220, !tbaa !173
  %160 = icmp sgt i32 %159, 11, !dbg !221
  br i1 %160, label %174, label %161, !dbg !222

161:                                              ; preds = %156
  %162 = add nuw nsw i32 %142, 4, !dbg !223
    #dbg_value(i32 %162, !201, !DIExpression(), !218)
  %163 = getelementptr inbounds i32, ptr %1, i32 %162, !dbg !220
  %164 = load i32, ptr %163, align 4, !dbg !220, !tbaa !173
  %165 = icmp sgt i32 %164, 11, !dbg !221
  br i1 %165, label %174, label %166, !dbg !222

166:                                              ; preds = %161
  %167 = add nuw nsw i32 %142, 5, !dbg !223
    #dbg_value(i32 %167, !201, !DIExpression(), !218)
  %168 = getelementptr inbounds i32, ptr %1, i32 %167, !dbg !220
  %169 = load i32, ptr %168, align 4, !dbg !220, !tbaa !173
  %170 = icmp sgt i32 %169, 11, !dbg !221
  br i1 %170, label %174, label %171, !dbg !222

171:                                              ; preds = %166
  %172 = add nuw nsw i32 %142, 6, !dbg !223
    #dbg_value(i32 %172, !201, !DIExpression(), !218)
  %173 = icmp eq i32 %172, 300, !dbg !224
  br i1 %173, label %174, label %141, !dbg !219, !llvm.loop !225

174:                                              ; preds = %171, %166, %161, %156, %151, %146, %141
  %175 = phi i32 [ %142, %141 ], [ %147, %146 ], [ %152, %151 ], [ %157, %156 ], [ %162, %161 ], [ %167, %166 ], [ -1, %171 ]
    #dbg_value(ptr %1, !194, !DIExpression(), !227)
    #dbg_value(i32 300, !199, !DIExpression(), !227)
    #dbg_value(i32 -20, !200, !DIExpression(), !227)
    #dbg_value(i32 0, !201, !DIExpression(), !229)
  br label %176, !dbg !230

176:                                              ; preds = %206, %174
  %177 = phi i32 [ 0, %174 ], [ %207, %206 ]
    #dbg_value(i32 %177, !201, !DIExpression(), !229)
  %178 = getelementptr inbounds i32, ptr %1, i32 %177, !dbg !231
  %179 = load i32, ptr %178, align 4, !dbg !231, !tbaa !173
  %180 = icmp sgt i32 %179, -20, !dbg !232
  br i1 %180, label %209, label %181, !dbg !233

181:                                              ; preds = %176
  %182 = or disjoint i32 %177, 1, !dbg !234
    #dbg_value(i32 %182, !201, !DIExpression(), !229)
  %183 = getelementptr inbounds i32, ptr %1, i32 %182, !dbg !231
  %184 = load i32, ptr %183, align 4, !dbg !231, !tbaa !173
  %185 = icmp sgt i32 %184, -20, !dbg !232
  br i1 %185, label %209, label %186, !dbg !233

186:                                              ; preds = %181
  %187 = add nuw nsw i32 %177, 2, !dbg !234
    #dbg_value(i32 %187, !201, !DIExpression(), !229)
  %188 = getelementptr inbounds i32, ptr %1, i32 %187, !dbg !231
  %189 = load i32, ptr %188, align 4, !dbg !231, !tbaa !173
  %190 = icmp sgt i32 %189, -20, !dbg !232
  br i1 %190, label %209, label %191, !dbg !233

191:                                              ; preds = %186
  %192 = add nuw nsw i32 %177, 3, !dbg !234
    #dbg_value(i32 %192, !201, !DIExpression(), !229)
  %193 = getelementptr inbounds i32, ptr %1, i32 %192, !dbg !231
  %194 = load i32, ptr %193, align 4, !dbg !231, !tbaa !173
  %195 = icmp sgt i32 %194, -20, !dbg !232
  br i1 %195, label %209, label %196, !dbg !233

196:                                              ; preds = %191
  %197 = add nuw nsw i32 %177, 4, !dbg !234
    #dbg_value(i32 %197, !201, !DIExpression(), !229)
  %198 = getelementptr inbounds i32, ptr %1, i32 %197, !dbg !231
  %199 = load i32, ptr %198, align 4, !dbg !231, !tbaa !173
  %200 = icmp sgt i32 %199, -20, !dbg !232
  br i1 %200, label %209, label %201, !dbg !233

201:                                              ; preds = %196
  %202 = add nuw nsw i32 %177, 5, !dbg !234
    #dbg_value(i32 %202, !201, !DIExpression(), !229)
  %203 = getelementptr inbounds i32, ptr %1, i32 %202, !dbg !231
  %204 = load i32, ptr %203, align 4, !dbg !231, !tbaa !173
  %205 = icmp sgt i32 %204, -20, !dbg !232
  br i1 %205, label %209, label %206, !dbg !233

206:                                              ; preds = %201
  %207 = add nuw nsw i32 %177, 6, !dbg !234
    #dbg_value(i32 %207, !201, !DIExpression(), !229)
  %208 = icmp eq i32 %207, 300, !dbg !235
  br i1 %208, label %209, label %176, !dbg !230, !llvm.loop !236

209:                                              ; preds = %206, %201, %196, %191, %186, %181, %176
  %210 = phi i32 [ %177, %176 ], [ %182, %181 ], [ %187, %186 ], [ %192, %191 ], [ %197, %196 ], [ %202, %201 ], [ -1, %206 ]
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %140, i32 noundef %175, i32 noundef %210), !dbg !238
  %212 = getelementptr inbounds i8, ptr %1, i32 40, !dbg !239
    #dbg_value(ptr %212, !240, !DIExpression(), !249)
    #dbg_value(i32 100, !246, !DIExpression(), !249)
    #dbg_value(i32 0, !247, !DIExpression(), !251)
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(400) %212, i8 0, i32 400, i1 false), !dbg !252, !tbaa !173, !DIAssignID !254
    #dbg_assign(i8 0, !62, !DIExpression(DW_OP_LLVM_fragment, 320, 3200), !254, ptr %212, !DIExpression(), !109)
    #dbg_value(i32 poison, !247, !DIExpression(), !251)
    #dbg_value(i32 0, !68, !DIExpression(), !109)
    #dbg_value(i32 0, !69, !DIExpression(), !255)
  br label %241, !dbg !256

213:                                              ; preds = %213, %4
  %214 = phi i32 [ 0, %4 ], [ %228, %213 ]
    #dbg_value(i32 %214, !66, !DIExpression(), !115)
  %215 = trunc nuw i32 %214 to i16, !dbg !257
  %216 = mul nuw nsw i16 %215, 7, !dbg !257
  %217 = urem i16 %216, 23, !dbg !257
  %218 = zext nneg i16 %217 to i32, !dbg !257
  %219 = add nsw i32 %218, -11, !dbg !259
  %220 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %214, !dbg !260
  store i32 %219, ptr %220, align 4, !dbg !261, !tbaa !173
  %221 = or disjoint i32 %214, 1, !dbg !262
    #dbg_value(i32 %221, !66, !DIExpression(), !115)
  %222 = trunc nuw i32 %221 to i16, !dbg !257
  %223 = mul nuw nsw i16 %222, 7, !dbg !257
  %224 = urem i16 %223, 23, !dbg !257
  %225 = zext nneg i16 %224 to i32, !dbg !257
  %226 = add nsw i32 %225, -11, !dbg !259
  %227 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %221, !dbg !260
  store i32 %226, ptr %227, align 4, !dbg !261, !tbaa !173
  %228 = add nuw nsw i32 %214, 2, !dbg !262
    #dbg_value(i32 %228, !66, !DIExpression(), !115)
  %229 = icmp eq i32 %228, 300, !dbg !263
  br i1 %229, label %230, label %213, !dbg !116, !llvm.loop !264

230:                                              ; preds = %213
  %231 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !180
  %232 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !180
  %233 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !180
  %234 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !180
  br label %50, !dbg !180

235:                                              ; preds = %241
  %236 = getelementptr inbounds i8, ptr %1, i32 36, !dbg !266
  %237 = load i32, ptr %236, align 4, !dbg !266, !tbaa !173
  %238 = getelementptr inbounds i8, ptr %1, i32 440, !dbg !267
  %239 = load i32, ptr %238, align 4, !dbg !267, !tbaa !173
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %266, i32 noundef %237, i32 noundef 0, i32 noundef 0, i32 noundef %239), !dbg !268
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #5, !dbg !269
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %3) #5, !dbg !269
    #dbg_value(i32 0, !76, !DIExpression(), !270)
  br label %299, !dbg !271

241:                                              ; preds = %241, %209
  %242 = phi i32 [ 0, %209 ], [ %267, %241 ]
  %243 = phi i32 [ 0, %209 ], [ %266, %241 ]
    #dbg_value(i32 %242, !69, !DIExpression(), !255)
    #dbg_value(i32 %243, !68, !DIExpression(), !109)
  %244 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %242, !dbg !272
  %245 = load i32, ptr %244, align 4, !dbg !272, !tbaa !173
  %246 = add nsw i32 %245, %243, !dbg !274
    #dbg_value(i32 %246, !68, !DIExpression(), !109)
  %247 = or disjoint i32 %242, 1, !dbg !275
    #dbg_value(i32 %247, !69, !DIExpression(), !255)
  %248 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %247, !dbg !272
  %249 = load i32, ptr %248, align 4, !dbg !272, !tbaa !173
  %250 = add nsw i32 %249, %246, !dbg !274
    #dbg_value(i32 %250, !68, !DIExpression(), !109)
  %251 = add nuw nsw i32 %242, 2, !dbg !275
    #dbg_value(i32 %251, !69, !DIExpression(), !255)
  %252 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %251, !dbg !272
  %253 = load i32, ptr %252, align 4, !dbg !272, !tbaa !173
  %254 = add nsw i32 %253, %250, !dbg !274
    #dbg_value(i32 %254, !68, !DIExpression(), !109)
  %255 = add nuw nsw i32 %242, 3, !dbg !275
    #dbg_value(i32 %255, !69, !DIExpression(), !255)
  %256 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %255, !dbg !272
  %257 = load i32, ptr %256, align 4, !dbg !272, !tbaa !173
  %258 = add nsw i32 %257, %254, !dbg !274
    #dbg_value(i32 %258, !68, !DIExpression(), !109)
  %259 = add nuw nsw i32 %242, 4, !dbg !275
    #dbg_value(i32 %259, !69, !DIExpression(), !255)
  %260 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %259, !dbg !272
  %261 = load i32, ptr %260, align 4, !dbg !272, !tbaa !173
  %262 = add nsw i32 %261, %258, !dbg !274
    #dbg_value(i32 %262, !68, !DIExpression(), !109)
  %263 = add nuw nsw i32 %242, 5, !dbg !275
    #dbg_value(i32 %263, !69, !DIExpression(), !255)
  %264 = getelementptr inbounds [300 x i32], ptr %1, i32 0, i32 %263, !dbg !272
  %265 = load i32, ptr %264, align 4, !dbg !272, !tbaa !173
  %266 = add nsw i32 %265, %262, !dbg !274
    #dbg_value(i32 %266, !68, !DIExpression(), !109)
  %267 = add nuw nsw i32 %242, 6, !dbg !275
    #dbg_value(i32 %267, !69, !DIExpression(), !255)
  %268 = icmp eq i32 %267, 300, !dbg !276
  br i1 %268, label %235, label %241, !dbg !256, !llvm.loop !277

269:                                              ; preds = %299
    #dbg_assign(i8 0, !71, !DIExpression(DW_OP_LLVM_fragment, 792, 8), !279, ptr %2, !DIExpression(DW_OP_plus_uconst, 99), !109)
    #dbg_assign(i8 0, !75, !DIExpression(), !280, ptr %3, !DIExpression(), !109)
    #dbg_value(ptr %3, !281, !DIExpression(), !295)
    #dbg_value(ptr %2, !291, !DIExpression(), !295)
    #dbg_value(i32 60, !292, !DIExpression(), !295)
    #dbg_value(i32 0, !293, !DIExpression(), !297)
  %270 = getelementptr inbounds i8, ptr %3, i32 60, !dbg !298
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(40) %270, i8 0, i32 40, i1 false), !dbg !298
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(60) %3, ptr noundef nonnull readonly align 1 dereferenceable(60) %2, i32 60, i1 false), !dbg !299, !tbaa !301, !alias.scope !302, !DIAssignID !306
    #dbg_assign(i1 undef, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 480), !306, ptr %3, !DIExpression(), !109)
    #dbg_value(i32 poison, !293, !DIExpression(), !297)
    #dbg_value(ptr %3, !307, !DIExpression(), !313)
    #dbg_value(i32 0, !312, !DIExpression(), !313)
  br label %271, !dbg !315

271:                                              ; preds = %271, %269
  %272 = phi i32 [ 0, %269 ], [ %276, %271 ], !dbg !313
    #dbg_value(i32 %272, !312, !DIExpression(), !313)
  %273 = getelementptr inbounds i8, ptr %3, i32 %272, !dbg !316
  %274 = load i8, ptr %273, align 1, !dbg !316, !tbaa !301
  %275 = icmp eq i8 %274, 0, !dbg !315
  %276 = add nuw nsw i32 %272, 1, !dbg !317
    #dbg_value(i32 %276, !312, !DIExpression(), !313)
  br i1 %275, label %277, label %271, !dbg !315, !llvm.loop !318

277:                                              ; preds = %271
  %278 = getelementptr inbounds i8, ptr %3, i32 50, !dbg !319
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %272, ptr noundef nonnull %278), !dbg !320
    #dbg_value(i32 1134903170, !321, !DIExpression(), !327)
    #dbg_value(i32 701408733, !326, !DIExpression(), !327)
  br label %280

280:                                              ; preds = %280, %277
  %281 = phi i32 [ %283, %280 ], [ 701408733, %277 ]
  %282 = phi i32 [ %281, %280 ], [ 1134903170, %277 ]
    #dbg_value(i32 %281, !326, !DIExpression(), !327)
    #dbg_value(i32 %282, !321, !DIExpression(), !327)
  %283 = urem i32 %282, %281, !dbg !329
    #dbg_value(i32 %281, !321, !DIExpression(), !327)
    #dbg_value(i32 %283, !326, !DIExpression(), !327)
  %284 = icmp eq i32 %283, 0, !dbg !330
  br i1 %284, label %285, label %280, !dbg !330

285:                                              ; preds = %280, %285
  %286 = phi i32 [ %295, %285 ], [ 1, %280 ]
  %287 = phi i32 [ %292, %285 ], [ 5000, %280 ]
    #dbg_value(i32 %286, !331, !DIExpression(), !337)
    #dbg_value(i32 %287, !336, !DIExpression(), !337)
  %288 = add nsw i32 %287, -1, !dbg !339
  %289 = mul nsw i32 %286, 3, !dbg !340
  %290 = srem i32 %289, 1000003, !dbg !341
  %291 = add nsw i32 %290, %287, !dbg !342
    #dbg_value(i32 %291, !331, !DIExpression(), !337)
    #dbg_value(i32 %288, !336, !DIExpression(), !337)
  %292 = add nsw i32 %287, -2, !dbg !339
  %293 = mul nsw i32 %291, 3, !dbg !340
  %294 = srem i32 %293, 1000003, !dbg !341
  %295 = add nsw i32 %294, %288, !dbg !342
    #dbg_value(i32 %292, !336, !DIExpression(), !337)
    #dbg_value(i32 %295, !331, !DIExpression(), !337)
  %296 = icmp eq i32 %292, 0, !dbg !343
  br i1 %296, label %297, label %285, !dbg !344

297:                                              ; preds = %285
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %281, i32 noundef %295), !dbg !345
    #dbg_value(i32 0, !78, !DIExpression(), !109)
    #dbg_value(i32 0, !79, !DIExpression(), !109)
    #dbg_value(i32 1, !80, !DIExpression(), !346)
  br label %317, !dbg !347

299:                                              ; preds = %299, %235
  %300 = phi i32 [ 0, %235 ], [ %315, %299 ]
    #dbg_value(i32 %300, !76, !DIExpression(), !270)
  %301 = trunc nuw i32 %300 to i8, !dbg !348
  %302 = urem i8 %301, 26, !dbg !348
  %303 = add nuw nsw i8 %302, 65, !dbg !350
  %304 = getelementptr inbounds [100 x i8], ptr %2, i32 0, i32 %300, !dbg !351
  store i8 %303, ptr %304, align 1, !dbg !352, !tbaa !301
  %305 = add nuw nsw i32 %300, 1, !dbg !353
    #dbg_value(i32 %305, !76, !DIExpression(), !270)
  %306 = trunc nuw i32 %305 to i8, !dbg !348
  %307 = urem i8 %306, 26, !dbg !348
  %308 = add nuw nsw i8 %307, 65, !dbg !350
  %309 = getelementptr inbounds [100 x i8], ptr %2, i32 0, i32 %305, !dbg !351
  store i8 %308, ptr %309, align 1, !dbg !352, !tbaa !301
  %310 = add nuw nsw i32 %300, 2, !dbg !353
    #dbg_value(i32 %310, !76, !DIExpression(), !270)
  %311 = trunc nuw i32 %310 to i8, !dbg !348
  %312 = urem i8 %311, 26, !dbg !348
  %313 = add nuw nsw i8 %312, 65, !dbg !350
  %314 = getelementptr inbounds [100 x i8], ptr %2, i32 0, i32 %310, !dbg !351
  store i8 %313, ptr %314, align 1, !dbg !352, !tbaa !301
  %315 = add nuw nsw i32 %300, 3, !dbg !353
    #dbg_value(i32 %315, !76, !DIExpression(), !270)
  %316 = icmp eq i32 %315, 99, !dbg !354
  br i1 %316, label %269, label %299, !dbg !271, !llvm.loop !355

317:                                              ; preds = %297, %338
  %318 = phi i32 [ 1, %297 ], [ %342, %338 ]
  %319 = phi i32 [ 0, %297 ], [ %340, %338 ]
  %320 = phi i32 [ 0, %297 ], [ %339, %338 ]
    #dbg_value(i32 %318, !80, !DIExpression(), !346)
    #dbg_value(i32 %319, !79, !DIExpression(), !109)
    #dbg_value(i32 %320, !78, !DIExpression(), !109)
  br label %323, !dbg !357

321:                                              ; preds = %338
    #dbg_value(i32 poison, !367, !DIExpression(), !373)
    #dbg_value(i32 poison, !372, !DIExpression(), !373)
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %339, i32 noundef %340, i32 noundef 32), !dbg !375
    #dbg_value(i32 17, !82, !DIExpression(), !109)
    #dbg_value(i32 3, !83, !DIExpression(), !109)
    #dbg_value(i32 0, !84, !DIExpression(), !109)
    #dbg_value(i32 0, !85, !DIExpression(), !376)
  br label %346, !dbg !377

323:                                              ; preds = %317, %323
  %324 = phi i32 [ %327, %323 ], [ 0, %317 ]
  %325 = phi i32 [ %328, %323 ], [ %318, %317 ]
    #dbg_value(i32 %324, !363, !DIExpression(), !378)
    #dbg_value(i32 %325, !362, !DIExpression(), !378)
  %326 = and i32 %325, 1, !dbg !379
  %327 = add i32 %326, %324, !dbg !381
    #dbg_value(i32 %327, !363, !DIExpression(), !378)
  %328 = lshr i32 %325, 1, !dbg !382
    #dbg_value(i32 %328, !362, !DIExpression(), !378)
  %329 = icmp ult i32 %325, 2, !dbg !357
  br i1 %329, label %330, label %323, !dbg !357, !llvm.loop !383

330:                                              ; preds = %323, %330
  %331 = phi i32 [ %334, %330 ], [ 0, %323 ]
  %332 = phi i32 [ %333, %330 ], [ %318, %323 ]
    #dbg_value(i32 %331, !367, !DIExpression(), !385)
    #dbg_value(i32 %332, !372, !DIExpression(), !385)
  %333 = shl nuw i32 %332, 1, !dbg !387
    #dbg_value(i32 %333, !372, !DIExpression(), !385)
  %334 = add nuw nsw i32 %331, 1, !dbg !389
    #dbg_value(i32 %334, !367, !DIExpression(), !385)
  %335 = icmp ult i32 %331, 31, !dbg !390
  %336 = icmp sgt i32 %333, -1, !dbg !391
  %337 = select i1 %335, i1 %336, i1 false, !dbg !391
  br i1 %337, label %330, label %338, !dbg !392, !llvm.loop !393

338:                                              ; preds = %330
  %339 = add i32 %327, %320, !dbg !395
  %340 = add nuw nsw i32 %334, %319, !dbg !396
    #dbg_value(i32 %340, !79, !DIExpression(), !109)
  %341 = mul nuw nsw i32 %318, 3, !dbg !397
  %342 = add nuw nsw i32 %341, 1, !dbg !398
    #dbg_value(i32 %342, !80, !DIExpression(), !346)
    #dbg_value(i32 %339, !78, !DIExpression(), !109)
  %343 = icmp ult i32 %318, 666667, !dbg !399
  br i1 %343, label %317, label %321, !dbg !347, !llvm.loop !400

344:                                              ; preds = %346
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %358), !dbg !402
    #dbg_value(i32 0, !87, !DIExpression(), !403)
  br label %361, !dbg !404

346:                                              ; preds = %346, %321
  %347 = phi i32 [ 0, %321 ], [ %359, %346 ]
  %348 = phi i32 [ 0, %321 ], [ %358, %346 ]
    #dbg_value(i32 %347, !85, !DIExpression(), !376)
    #dbg_value(i32 %348, !84, !DIExpression(), !109)
  %349 = trunc nuw i32 %347 to i16, !dbg !405
  %350 = add nuw nsw i16 %349, 51, !dbg !405
  %351 = urem i16 %350, 7, !dbg !405
  %352 = zext nneg i16 %351 to i32, !dbg !405
  %353 = add nuw nsw i32 %348, %352, !dbg !407
    #dbg_value(i32 %353, !84, !DIExpression(), !109)
    #dbg_value(i32 %347, !85, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !376)
  %354 = trunc i32 %347 to i16, !dbg !405
  %355 = add nuw nsw i16 %354, 52, !dbg !405
  %356 = urem i16 %355, 7, !dbg !405
  %357 = zext nneg i16 %356 to i32, !dbg !405
  %358 = add nuw nsw i32 %353, %357, !dbg !407
    #dbg_value(i32 %358, !84, !DIExpression(), !109)
  %359 = add nuw nsw i32 %347, 2, !dbg !408
    #dbg_value(i32 %359, !85, !DIExpression(), !376)
  %360 = icmp eq i32 %359, 1000, !dbg !409
  br i1 %360, label %344, label %346, !dbg !377, !llvm.loop !410

361:                                              ; preds = %344, %364
  %362 = phi i32 [ 0, %344 ], [ %365, %364 ]
    #dbg_value(i32 %362, !87, !DIExpression(), !403)
  %363 = mul nuw nsw i32 %362, 40
    #dbg_value(i32 0, !89, !DIExpression(), !412)
  br label %367, !dbg !413

364:                                              ; preds = %367
  %365 = add nuw nsw i32 %362, 1, !dbg !414
    #dbg_value(i32 %365, !87, !DIExpression(), !403)
  %366 = icmp eq i32 %365, 50, !dbg !415
  br i1 %366, label %387, label %361, !dbg !404, !llvm.loop !416

367:                                              ; preds = %367, %361
  %368 = phi i32 [ 0, %361 ], [ %383, %367 ]
    #dbg_value(i32 %368, !89, !DIExpression(), !412)
  %369 = add nuw nsw i32 %368, %363, !dbg !418
  %370 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %362, i32 %368, !dbg !420
  store i32 %369, ptr %370, align 4, !dbg !421, !tbaa !173
  %371 = add nuw nsw i32 %368, 1, !dbg !422
    #dbg_value(i32 %371, !89, !DIExpression(), !412)
  %372 = add nuw nsw i32 %371, %363, !dbg !418
  %373 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %362, i32 %371, !dbg !420
  store i32 %372, ptr %373, align 4, !dbg !421, !tbaa !173
  %374 = add nuw nsw i32 %368, 2, !dbg !422
    #dbg_value(i32 %374, !89, !DIExpression(), !412)
  %375 = add nuw nsw i32 %374, %363, !dbg !418
  %376 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %362, i32 %374, !dbg !420
  store i32 %375, ptr %376, align 4, !dbg !421, !tbaa !173
  %377 = add nuw nsw i32 %368, 3, !dbg !422
    #dbg_value(i32 %377, !89, !DIExpression(), !412)
  %378 = add nuw nsw i32 %377, %363, !dbg !418
  %379 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %362, i32 %377, !dbg !420
  store i32 %378, ptr %379, align 4, !dbg !421, !tbaa !173
  %380 = add nuw nsw i32 %368, 4, !dbg !422
    #dbg_value(i32 %380, !89, !DIExpression(), !412)
  %381 = add nuw nsw i32 %380, %363, !dbg !418
  %382 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %362, i32 %380, !dbg !420
  store i32 %381, ptr %382, align 4, !dbg !421, !tbaa !173
  %383 = add nuw nsw i32 %368, 5, !dbg !422
    #dbg_value(i32 %383, !89, !DIExpression(), !412)
  %384 = icmp eq i32 %383, 40, !dbg !423
  br i1 %384, label %364, label %367, !dbg !413, !llvm.loop !424

385:                                              ; preds = %387
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %406), !dbg !426
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %3) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #5, !dbg !427
  ret i32 0, !dbg !427

387:                                              ; preds = %364, %387
  %388 = phi i32 [ %407, %387 ], [ 0, %364 ]
  %389 = phi i32 [ %406, %387 ], [ 0, %364 ]
    #dbg_value(i32 %388, !93, !DIExpression(), !428)
    #dbg_value(i32 %389, !92, !DIExpression(), !109)
  %390 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %388, i32 %388, !dbg !429
  %391 = load i32, ptr %390, align 4, !dbg !429, !tbaa !173
  %392 = sub nuw nsw i32 49, %388, !dbg !431
  %393 = sub nuw nsw i32 39, %388, !dbg !432
  %394 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %392, i32 %393, !dbg !433
  %395 = load i32, ptr %394, align 4, !dbg !433, !tbaa !173
  %396 = add i32 %391, %389, !dbg !434
  %397 = add i32 %396, %395, !dbg !435
    #dbg_value(i32 %397, !92, !DIExpression(), !109)
  %398 = or disjoint i32 %388, 1, !dbg !436
    #dbg_value(i32 %398, !93, !DIExpression(), !428)
  %399 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %398, i32 %398, !dbg !429
  %400 = load i32, ptr %399, align 4, !dbg !429, !tbaa !173
  %401 = sub nuw nsw i32 49, %398, !dbg !431
  %402 = sub nuw nsw i32 39, %398, !dbg !432
  %403 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %401, i32 %402, !dbg !433
  %404 = load i32, ptr %403, align 4, !dbg !433, !tbaa !173
  %405 = add i32 %400, %397, !dbg !434
  %406 = add i32 %405, %404, !dbg !435
    #dbg_value(i32 %406, !92, !DIExpression(), !109)
  %407 = add nuw nsw i32 %388, 2, !dbg !436
    #dbg_value(i32 %407, !93, !DIExpression(), !428)
  %408 = icmp eq i32 %407, 40, !dbg !437
  br i1 %408, label %385, label %387, !dbg !438, !llvm.loop !439
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !441 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "loop_idioms.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "289fc52afc525906147838a6d34e1e87")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 33)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 62)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 41)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 20)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "grid", scope: !44, file: !2, line: 115, type: !95, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 78, type: !45, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !58)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !52, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !4, !51}
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !53}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !{!59, !62, !66, !68, !69, !71, !75, !76, !78, !79, !80, !82, !83, !84, !85, !87, !89, !92, !93}
!59 = !DILocalVariable(name: "n", scope: !60, file: !2, line: 79, type: !61)
!60 = distinct !DILexicalBlock(scope: !44, file: !2, line: 79, column: 5)
!61 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!62 = !DILocalVariable(name: "a", scope: !44, file: !2, line: 81, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 9600, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 300)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 82, type: !47)
!67 = distinct !DILexicalBlock(scope: !44, file: !2, line: 82, column: 5)
!68 = !DILocalVariable(name: "s", scope: !44, file: !2, line: 88, type: !61)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 89, type: !47)
!70 = distinct !DILexicalBlock(scope: !44, file: !2, line: 89, column: 5)
!71 = !DILocalVariable(name: "src", scope: !44, file: !2, line: 93, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 100)
!75 = !DILocalVariable(name: "dst", scope: !44, file: !2, line: 93, type: !72)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 94, type: !47)
!77 = distinct !DILexicalBlock(scope: !44, file: !2, line: 94, column: 5)
!78 = !DILocalVariable(name: "pc", scope: !44, file: !2, line: 101, type: !50)
!79 = !DILocalVariable(name: "cl", scope: !44, file: !2, line: 102, type: !47)
!80 = !DILocalVariable(name: "x", scope: !81, file: !2, line: 103, type: !50)
!81 = distinct !DILexicalBlock(scope: !44, file: !2, line: 103, column: 5)
!82 = !DILocalVariable(name: "base", scope: !44, file: !2, line: 109, type: !47)
!83 = !DILocalVariable(name: "scale", scope: !44, file: !2, line: 109, type: !47)
!84 = !DILocalVariable(name: "inv", scope: !44, file: !2, line: 110, type: !61)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 111, type: !47)
!86 = distinct !DILexicalBlock(scope: !44, file: !2, line: 111, column: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 116, type: !47)
!88 = distinct !DILexicalBlock(scope: !44, file: !2, line: 116, column: 5)
!89 = !DILocalVariable(name: "j", scope: !90, file: !2, line: 117, type: !47)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 117, column: 9)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 116, column: 5)
!92 = !DILocalVariable(name: "diag", scope: !44, file: !2, line: 119, type: !61)
!93 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 120, type: !47)
!94 = distinct !DILexicalBlock(scope: !44, file: !2, line: 120, column: 5)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 64000, elements: !96)
!96 = !{!97, !98}
!97 = !DISubrange(count: 50)
!98 = !DISubrange(count: 40)
!99 = !{i32 1, !"NumRegisterParameters", i32 0}
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !44)
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !60)
!113 = !DILocation(line: 79, column: 5, scope: !60)
!114 = !DILocation(line: 81, column: 5, scope: !44)
!115 = !DILocation(line: 0, scope: !67)
!116 = !DILocation(line: 82, column: 5, scope: !67)
!117 = !DILocalVariable(name: "n", arg: 1, scope: !118, file: !2, line: 7, type: !61)
!118 = distinct !DISubprogram(name: "sum_to", scope: !2, file: !2, line: 7, type: !119, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!61, !61}
!121 = !{!117, !122, !123}
!122 = !DILocalVariable(name: "s", scope: !118, file: !2, line: 8, type: !61)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 9, type: !61)
!124 = distinct !DILexicalBlock(scope: !118, file: !2, line: 9, column: 5)
!125 = !DILocation(line: 0, scope: !118, inlinedAt: !126)
!126 = distinct !DILocation(line: 80, column: 56, scope: !127)
!127 = distinct !DILexicalBlock(scope: !60, file: !2, line: 79, column: 5)
!128 = !DILocation(line: 0, scope: !124, inlinedAt: !126)
!129 = !DILocation(line: 9, column: 24, scope: !130, inlinedAt: !126)
!130 = distinct !DILexicalBlock(scope: !124, file: !2, line: 9, column: 5)
!131 = !DILocation(line: 9, column: 5, scope: !124, inlinedAt: !126)
!132 = !DILocalVariable(name: "n", arg: 1, scope: !133, file: !2, line: 14, type: !50)
!133 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 14, type: !134, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!51, !50}
!136 = !{!132, !137, !138}
!137 = !DILocalVariable(name: "s", scope: !133, file: !2, line: 15, type: !51)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 16, type: !50)
!139 = distinct !DILexicalBlock(scope: !133, file: !2, line: 16, column: 5)
!140 = !DILocation(line: 0, scope: !133, inlinedAt: !141)
!141 = distinct !DILocation(line: 80, column: 67, scope: !127)
!142 = !DILocation(line: 0, scope: !139, inlinedAt: !141)
!143 = !DILocation(line: 16, column: 5, scope: !139, inlinedAt: !141)
!144 = !DILocation(line: 16, column: 28, scope: !145, inlinedAt: !141)
!145 = distinct !DILexicalBlock(scope: !139, file: !2, line: 16, column: 5)
!146 = !DILocation(line: 18, column: 5, scope: !133, inlinedAt: !141)
!147 = !DILocation(line: 80, column: 9, scope: !127)
!148 = !DILocation(line: 79, column: 41, scope: !127)
!149 = !DILocation(line: 79, column: 46, scope: !127)
!150 = !DILocation(line: 79, column: 24, scope: !127)
!151 = distinct !{!151, !113, !152, !153}
!152 = !DILocation(line: 80, column: 91, scope: !60)
!153 = !{!"llvm.loop.mustprogress"}
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 40, type: !47)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 40, column: 5)
!156 = distinct !DISubprogram(name: "unswitch", scope: !2, file: !2, line: 38, type: !157, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !161)
!157 = !DISubroutineType(types: !158)
!158 = !{!61, !159, !47, !47}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 32)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!161 = !{!162, !163, !164, !165, !154}
!162 = !DILocalVariable(name: "a", arg: 1, scope: !156, file: !2, line: 38, type: !159)
!163 = !DILocalVariable(name: "n", arg: 2, scope: !156, file: !2, line: 38, type: !47)
!164 = !DILocalVariable(name: "mode", arg: 3, scope: !156, file: !2, line: 38, type: !47)
!165 = !DILocalVariable(name: "s", scope: !156, file: !2, line: 39, type: !61)
!166 = !DILocation(line: 0, scope: !155, inlinedAt: !167)
!167 = distinct !DILocation(line: 84, column: 35, scope: !44)
!168 = !DILocation(line: 0, scope: !156, inlinedAt: !167)
!169 = !DILocation(line: 0, scope: !170, inlinedAt: !167)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 41, column: 13)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 40, column: 33)
!172 = distinct !DILexicalBlock(scope: !155, file: !2, line: 40, column: 5)
!173 = !{!174, !174, i64 0}
!174 = !{!"int", !175, i64 0}
!175 = !{!"omnipotent char", !176, i64 0}
!176 = !{!"Simple C/C++ TBAA"}
!177 = !DILocation(line: 40, column: 29, scope: !172, inlinedAt: !167)
!178 = !DILocation(line: 41, column: 13, scope: !171, inlinedAt: !167)
!179 = !DILocation(line: 40, column: 23, scope: !172, inlinedAt: !167)
!180 = !DILocation(line: 40, column: 5, scope: !155, inlinedAt: !167)
!181 = distinct !{!181, !180, !182, !153}
!182 = !DILocation(line: 45, column: 5, scope: !155, inlinedAt: !167)
!183 = !DILocation(line: 40, column: 5, scope: !155, inlinedAt: !184)
!184 = distinct !DILocation(line: 84, column: 56, scope: !44)
!185 = !DILocation(line: 0, scope: !155, inlinedAt: !184)
!186 = !DILocation(line: 0, scope: !156, inlinedAt: !184)
!187 = !DILocation(line: 0, scope: !170, inlinedAt: !184)
!188 = !DILocation(line: 40, column: 29, scope: !172, inlinedAt: !184)
!189 = !DILocation(line: 41, column: 13, scope: !171, inlinedAt: !184)
!190 = !DILocation(line: 40, column: 23, scope: !172, inlinedAt: !184)
!191 = distinct !{!191, !183, !192, !153}
!192 = !DILocation(line: 45, column: 5, scope: !155, inlinedAt: !184)
!193 = !DILocation(line: 84, column: 5, scope: !44)
!194 = !DILocalVariable(name: "a", arg: 1, scope: !195, file: !2, line: 53, type: !159)
!195 = distinct !DISubprogram(name: "find_first_gt", scope: !2, file: !2, line: 53, type: !196, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!47, !159, !47, !47}
!198 = !{!194, !199, !200, !201}
!199 = !DILocalVariable(name: "n", arg: 2, scope: !195, file: !2, line: 53, type: !47)
!200 = !DILocalVariable(name: "t", arg: 3, scope: !195, file: !2, line: 53, type: !47)
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 54, type: !47)
!202 = distinct !DILexicalBlock(scope: !195, file: !2, line: 54, column: 5)
!203 = !DILocation(line: 0, scope: !195, inlinedAt: !204)
!204 = distinct !DILocation(line: 85, column: 41, scope: !44)
!205 = !DILocation(line: 0, scope: !202, inlinedAt: !204)
!206 = !DILocation(line: 54, column: 5, scope: !202, inlinedAt: !204)
!207 = !DILocation(line: 55, column: 13, scope: !208, inlinedAt: !204)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 55, column: 13)
!209 = distinct !DILexicalBlock(scope: !202, file: !2, line: 54, column: 5)
!210 = !DILocation(line: 55, column: 18, scope: !208, inlinedAt: !204)
!211 = !DILocation(line: 55, column: 13, scope: !209, inlinedAt: !204)
!212 = !DILocation(line: 54, column: 29, scope: !209, inlinedAt: !204)
!213 = !DILocation(line: 54, column: 23, scope: !209, inlinedAt: !204)
!214 = distinct !{!214, !206, !215, !153}
!215 = !DILocation(line: 56, column: 20, scope: !202, inlinedAt: !204)
!216 = !DILocation(line: 0, scope: !195, inlinedAt: !217)
!217 = distinct !DILocation(line: 85, column: 67, scope: !44)
!218 = !DILocation(line: 0, scope: !202, inlinedAt: !217)
!219 = !DILocation(line: 54, column: 5, scope: !202, inlinedAt: !217)
!220 = !DILocation(line: 55, column: 13, scope: !208, inlinedAt: !217)
!221 = !DILocation(line: 55, column: 18, scope: !208, inlinedAt: !217)
!222 = !DILocation(line: 55, column: 13, scope: !209, inlinedAt: !217)
!223 = !DILocation(line: 54, column: 29, scope: !209, inlinedAt: !217)
!224 = !DILocation(line: 54, column: 23, scope: !209, inlinedAt: !217)
!225 = distinct !{!225, !219, !226, !153}
!226 = !DILocation(line: 56, column: 20, scope: !202, inlinedAt: !217)
!227 = !DILocation(line: 0, scope: !195, inlinedAt: !228)
!228 = distinct !DILocation(line: 86, column: 12, scope: !44)
!229 = !DILocation(line: 0, scope: !202, inlinedAt: !228)
!230 = !DILocation(line: 54, column: 5, scope: !202, inlinedAt: !228)
!231 = !DILocation(line: 55, column: 13, scope: !208, inlinedAt: !228)
!232 = !DILocation(line: 55, column: 18, scope: !208, inlinedAt: !228)
!233 = !DILocation(line: 55, column: 13, scope: !209, inlinedAt: !228)
!234 = !DILocation(line: 54, column: 29, scope: !209, inlinedAt: !228)
!235 = !DILocation(line: 54, column: 23, scope: !209, inlinedAt: !228)
!236 = distinct !{!236, !230, !237, !153}
!237 = !DILocation(line: 56, column: 20, scope: !202, inlinedAt: !228)
!238 = !DILocation(line: 85, column: 5, scope: !44)
!239 = !DILocation(line: 87, column: 17, scope: !44)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !2, line: 21, type: !244)
!241 = distinct !DISubprogram(name: "zero_fill", scope: !2, file: !2, line: 21, type: !242, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !245)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !47}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 32)
!245 = !{!240, !246, !247}
!246 = !DILocalVariable(name: "n", arg: 2, scope: !241, file: !2, line: 21, type: !47)
!247 = !DILocalVariable(name: "i", scope: !248, file: !2, line: 22, type: !47)
!248 = distinct !DILexicalBlock(scope: !241, file: !2, line: 22, column: 5)
!249 = !DILocation(line: 0, scope: !241, inlinedAt: !250)
!250 = distinct !DILocation(line: 87, column: 5, scope: !44)
!251 = !DILocation(line: 0, scope: !248, inlinedAt: !250)
!252 = !DILocation(line: 23, column: 14, scope: !253, inlinedAt: !250)
!253 = distinct !DILexicalBlock(scope: !248, file: !2, line: 22, column: 5)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 0, scope: !70)
!256 = !DILocation(line: 89, column: 5, scope: !70)
!257 = !DILocation(line: 83, column: 22, scope: !258)
!258 = distinct !DILexicalBlock(scope: !67, file: !2, line: 82, column: 5)
!259 = !DILocation(line: 83, column: 27, scope: !258)
!260 = !DILocation(line: 83, column: 9, scope: !258)
!261 = !DILocation(line: 83, column: 14, scope: !258)
!262 = !DILocation(line: 82, column: 31, scope: !258)
!263 = !DILocation(line: 82, column: 23, scope: !258)
!264 = distinct !{!264, !116, !265, !153}
!265 = !DILocation(line: 83, column: 29, scope: !67)
!266 = !DILocation(line: 91, column: 81, scope: !44)
!267 = !DILocation(line: 92, column: 20, scope: !44)
!268 = !DILocation(line: 91, column: 5, scope: !44)
!269 = !DILocation(line: 93, column: 5, scope: !44)
!270 = !DILocation(line: 0, scope: !77)
!271 = !DILocation(line: 94, column: 5, scope: !77)
!272 = !DILocation(line: 90, column: 14, scope: !273)
!273 = distinct !DILexicalBlock(scope: !70, file: !2, line: 89, column: 5)
!274 = !DILocation(line: 90, column: 11, scope: !273)
!275 = !DILocation(line: 89, column: 31, scope: !273)
!276 = !DILocation(line: 89, column: 23, scope: !273)
!277 = distinct !{!277, !256, !278, !153}
!278 = !DILocation(line: 90, column: 17, scope: !70)
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = !DILocalVariable(name: "d", arg: 1, scope: !282, file: !2, line: 26, type: !285)
!282 = distinct !DISubprogram(name: "copy_fwd", scope: !2, file: !2, line: 26, type: !283, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !290)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !285, !287, !47}
!285 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!287 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !288)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 32)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!290 = !{!281, !291, !292, !293}
!291 = !DILocalVariable(name: "s", arg: 2, scope: !282, file: !2, line: 26, type: !287)
!292 = !DILocalVariable(name: "n", arg: 3, scope: !282, file: !2, line: 26, type: !47)
!293 = !DILocalVariable(name: "i", scope: !294, file: !2, line: 27, type: !47)
!294 = distinct !DILexicalBlock(scope: !282, file: !2, line: 27, column: 5)
!295 = !DILocation(line: 0, scope: !282, inlinedAt: !296)
!296 = distinct !DILocation(line: 98, column: 5, scope: !44)
!297 = !DILocation(line: 0, scope: !294, inlinedAt: !296)
!298 = !DILocation(line: 97, column: 5, scope: !44)
!299 = !DILocation(line: 28, column: 14, scope: !300, inlinedAt: !296)
!300 = distinct !DILexicalBlock(scope: !294, file: !2, line: 27, column: 5)
!301 = !{!175, !175, i64 0}
!302 = !{!303, !305}
!303 = distinct !{!303, !304, !"copy_fwd: argument 0"}
!304 = distinct !{!304, !"copy_fwd"}
!305 = distinct !{!305, !304, !"copy_fwd: argument 1"}
!306 = distinct !DIAssignID()
!307 = !DILocalVariable(name: "s", arg: 1, scope: !308, file: !2, line: 31, type: !288)
!308 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 31, type: !309, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!47, !288}
!311 = !{!307, !312}
!312 = !DILocalVariable(name: "n", scope: !308, file: !2, line: 32, type: !47)
!313 = !DILocation(line: 0, scope: !308, inlinedAt: !314)
!314 = distinct !DILocation(line: 99, column: 39, scope: !44)
!315 = !DILocation(line: 33, column: 5, scope: !308, inlinedAt: !314)
!316 = !DILocation(line: 33, column: 12, scope: !308, inlinedAt: !314)
!317 = !DILocation(line: 34, column: 10, scope: !308, inlinedAt: !314)
!318 = distinct !{!318, !315, !317, !153}
!319 = !DILocation(line: 99, column: 59, scope: !44)
!320 = !DILocation(line: 99, column: 5, scope: !44)
!321 = !DILocalVariable(name: "a", arg: 1, scope: !322, file: !2, line: 49, type: !61)
!322 = distinct !DISubprogram(name: "gcd_tail", scope: !2, file: !2, line: 49, type: !323, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{!61, !61, !61}
!325 = !{!321, !326}
!326 = !DILocalVariable(name: "b", arg: 2, scope: !322, file: !2, line: 49, type: !61)
!327 = !DILocation(line: 0, scope: !322, inlinedAt: !328)
!328 = distinct !DILocation(line: 100, column: 43, scope: !44)
!329 = !DILocation(line: 49, column: 65, scope: !322, inlinedAt: !328)
!330 = !DILocation(line: 49, column: 47, scope: !322, inlinedAt: !328)
!331 = !DILocalVariable(name: "acc", arg: 2, scope: !332, file: !2, line: 51, type: !61)
!332 = distinct !DISubprogram(name: "acc_tail", scope: !2, file: !2, line: 51, type: !333, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !335)
!333 = !DISubroutineType(types: !334)
!334 = !{!61, !47, !61}
!335 = !{!336, !331}
!336 = !DILocalVariable(name: "n", arg: 1, scope: !332, file: !2, line: 51, type: !47)
!337 = !DILocation(line: 0, scope: !332, inlinedAt: !338)
!338 = distinct !DILocation(line: 100, column: 78, scope: !44)
!339 = !DILocation(line: 51, column: 74, scope: !332, inlinedAt: !338)
!340 = !DILocation(line: 51, column: 83, scope: !332, inlinedAt: !338)
!341 = !DILocation(line: 51, column: 87, scope: !332, inlinedAt: !338)
!342 = !DILocation(line: 51, column: 97, scope: !332, inlinedAt: !338)
!343 = !DILocation(line: 51, column: 50, scope: !332, inlinedAt: !338)
!344 = !DILocation(line: 51, column: 48, scope: !332, inlinedAt: !338)
!345 = !DILocation(line: 100, column: 5, scope: !44)
!346 = !DILocation(line: 0, scope: !81)
!347 = !DILocation(line: 103, column: 5, scope: !81)
!348 = !DILocation(line: 95, column: 33, scope: !349)
!349 = distinct !DILexicalBlock(scope: !77, file: !2, line: 94, column: 5)
!350 = !DILocation(line: 95, column: 18, scope: !349)
!351 = !DILocation(line: 95, column: 9, scope: !349)
!352 = !DILocation(line: 95, column: 16, scope: !349)
!353 = !DILocation(line: 94, column: 30, scope: !349)
!354 = !DILocation(line: 94, column: 23, scope: !349)
!355 = distinct !{!355, !271, !356, !153}
!356 = !DILocation(line: 95, column: 37, scope: !77)
!357 = !DILocation(line: 62, column: 5, scope: !358, inlinedAt: !364)
!358 = distinct !DISubprogram(name: "popcount_loop", scope: !2, file: !2, line: 60, type: !359, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !361)
!359 = !DISubroutineType(types: !360)
!360 = !{!50, !50}
!361 = !{!362, !363}
!362 = !DILocalVariable(name: "x", arg: 1, scope: !358, file: !2, line: 60, type: !50)
!363 = !DILocalVariable(name: "c", scope: !358, file: !2, line: 61, type: !50)
!364 = distinct !DILocation(line: 104, column: 15, scope: !365)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 103, column: 54)
!366 = distinct !DILexicalBlock(scope: !81, file: !2, line: 103, column: 5)
!367 = !DILocalVariable(name: "n", scope: !368, file: !2, line: 70, type: !47)
!368 = distinct !DISubprogram(name: "count_leading", scope: !2, file: !2, line: 69, type: !369, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !371)
!369 = !DISubroutineType(types: !370)
!370 = !{!47, !50}
!371 = !{!372, !367}
!372 = !DILocalVariable(name: "x", arg: 1, scope: !368, file: !2, line: 69, type: !50)
!373 = !DILocation(line: 0, scope: !368, inlinedAt: !374)
!374 = distinct !DILocation(line: 107, column: 65, scope: !44)
!375 = !DILocation(line: 107, column: 5, scope: !44)
!376 = !DILocation(line: 0, scope: !86)
!377 = !DILocation(line: 111, column: 5, scope: !86)
!378 = !DILocation(line: 0, scope: !358, inlinedAt: !364)
!379 = !DILocation(line: 63, column: 16, scope: !380, inlinedAt: !364)
!380 = distinct !DILexicalBlock(scope: !358, file: !2, line: 62, column: 15)
!381 = !DILocation(line: 63, column: 11, scope: !380, inlinedAt: !364)
!382 = !DILocation(line: 64, column: 11, scope: !380, inlinedAt: !364)
!383 = distinct !{!383, !357, !384, !153}
!384 = !DILocation(line: 65, column: 5, scope: !358, inlinedAt: !364)
!385 = !DILocation(line: 0, scope: !368, inlinedAt: !386)
!386 = distinct !DILocation(line: 105, column: 15, scope: !365)
!387 = !DILocation(line: 72, column: 11, scope: !388, inlinedAt: !386)
!388 = distinct !DILexicalBlock(scope: !368, file: !2, line: 71, column: 42)
!389 = !DILocation(line: 73, column: 10, scope: !388, inlinedAt: !386)
!390 = !DILocation(line: 71, column: 14, scope: !368, inlinedAt: !386)
!391 = !DILocation(line: 71, column: 19, scope: !368, inlinedAt: !386)
!392 = !DILocation(line: 71, column: 5, scope: !368, inlinedAt: !386)
!393 = distinct !{!393, !392, !394, !153}
!394 = !DILocation(line: 74, column: 5, scope: !368, inlinedAt: !386)
!395 = !DILocation(line: 104, column: 12, scope: !365)
!396 = !DILocation(line: 105, column: 12, scope: !365)
!397 = !DILocation(line: 103, column: 45, scope: !366)
!398 = !DILocation(line: 103, column: 49, scope: !366)
!399 = !DILocation(line: 103, column: 28, scope: !366)
!400 = distinct !{!400, !347, !401, !153}
!401 = !DILocation(line: 106, column: 5, scope: !81)
!402 = !DILocation(line: 113, column: 5, scope: !44)
!403 = !DILocation(line: 0, scope: !88)
!404 = !DILocation(line: 116, column: 5, scope: !88)
!405 = !DILocation(line: 112, column: 35, scope: !406)
!406 = distinct !DILexicalBlock(scope: !86, file: !2, line: 111, column: 5)
!407 = !DILocation(line: 112, column: 13, scope: !406)
!408 = !DILocation(line: 111, column: 32, scope: !406)
!409 = !DILocation(line: 111, column: 23, scope: !406)
!410 = distinct !{!410, !377, !411, !153}
!411 = !DILocation(line: 112, column: 37, scope: !86)
!412 = !DILocation(line: 0, scope: !90)
!413 = !DILocation(line: 117, column: 9, scope: !90)
!414 = !DILocation(line: 116, column: 30, scope: !91)
!415 = !DILocation(line: 116, column: 23, scope: !91)
!416 = distinct !{!416, !404, !417, !153}
!417 = !DILocation(line: 118, column: 35, scope: !88)
!418 = !DILocation(line: 118, column: 33, scope: !419)
!419 = distinct !DILexicalBlock(scope: !90, file: !2, line: 117, column: 9)
!420 = !DILocation(line: 118, column: 13, scope: !419)
!421 = !DILocation(line: 118, column: 24, scope: !419)
!422 = !DILocation(line: 117, column: 34, scope: !419)
!423 = !DILocation(line: 117, column: 27, scope: !419)
!424 = distinct !{!424, !413, !425, !153}
!425 = !DILocation(line: 118, column: 35, scope: !90)
!426 = !DILocation(line: 122, column: 5, scope: !44)
!427 = !DILocation(line: 124, column: 1, scope: !44)
!428 = !DILocation(line: 0, scope: !94)
!429 = !DILocation(line: 121, column: 17, scope: !430)
!430 = distinct !DILexicalBlock(scope: !94, file: !2, line: 120, column: 5)
!431 = !DILocation(line: 121, column: 38, scope: !430)
!432 = !DILocation(line: 121, column: 46, scope: !430)
!433 = !DILocation(line: 121, column: 30, scope: !430)
!434 = !DILocation(line: 121, column: 28, scope: !430)
!435 = !DILocation(line: 121, column: 14, scope: !430)
!436 = !DILocation(line: 120, column: 30, scope: !430)
!437 = !DILocation(line: 120, column: 23, scope: !430)
!438 = !DILocation(line: 120, column: 5, scope: !94)
!439 = distinct !{!439, !438, !440, !153}
!440 = !DILocation(line: 121, column: 49, scope: !94)
!441 = !DISubprogram(name: "printf", scope: !442, file: !442, line: 356, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!443 = !DISubroutineType(types: !444)
!444 = !{!47, !287, null}
