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
    #dbg_assign(i1 undef, !107, !DIExpression(), !141, ptr %4, !DIExpression(), !138)
  %5 = alloca [20 x [6 x i8]], align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !113, !DIExpression(), !142, ptr %5, !DIExpression(), !138)
  tail call void @srand(i32 noundef 12345) #10, !dbg !143
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #10, !dbg !144
    #dbg_value(i32 0, !67, !DIExpression(), !145)
  br label %6, !dbg !146

6:                                                ; preds = %6, %0
  %7 = phi i64 [ 0, %0 ], [ %14, %6 ], !dbg !147
  %8 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %15, %6 ]
  %9 = mul nuw nsw <4 x i64> %8, %8, !dbg !149
  %10 = trunc <4 x i64> %9 to <4 x i16>, !dbg !150
  %11 = urem <4 x i16> %10, <i16 101, i16 101, i16 101, i16 101>, !dbg !150
  %12 = zext nneg <4 x i16> %11 to <4 x i32>, !dbg !150
  %13 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %7, !dbg !151
  store <4 x i32> %12, ptr %13, align 16, !dbg !152, !tbaa !153
  %14 = add nuw i64 %7, 4, !dbg !147
  %15 = add <4 x i64> %8, <i64 4, i64 4, i64 4, i64 4>
  %16 = icmp eq i64 %14, 200, !dbg !147
  br i1 %16, label %17, label %6, !dbg !147, !llvm.loop !157

17:                                               ; preds = %6, %17
  %18 = phi i64 [ %38, %17 ], [ 0, %6 ], !dbg !162
  %19 = phi <2 x i64> [ %36, %17 ], [ zeroinitializer, %6 ]
  %20 = phi <2 x i64> [ %37, %17 ], [ zeroinitializer, %6 ]
  %21 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %18, !dbg !164
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !164
  %23 = load <2 x i32>, ptr %21, align 16, !dbg !164, !tbaa !153
  %24 = load <2 x i32>, ptr %22, align 8, !dbg !164, !tbaa !153
  %25 = sext <2 x i32> %23 to <2 x i64>, !dbg !164
  %26 = sext <2 x i32> %24 to <2 x i64>, !dbg !164
  %27 = add <2 x i64> %19, %25, !dbg !165
  %28 = add <2 x i64> %20, %26, !dbg !165
  %29 = or disjoint i64 %18, 4, !dbg !162
  %30 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %29, !dbg !164
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !164
  %32 = load <2 x i32>, ptr %30, align 16, !dbg !164, !tbaa !153
  %33 = load <2 x i32>, ptr %31, align 8, !dbg !164, !tbaa !153
  %34 = sext <2 x i32> %32 to <2 x i64>, !dbg !164
  %35 = sext <2 x i32> %33 to <2 x i64>, !dbg !164
  %36 = add <2 x i64> %27, %34, !dbg !165
  %37 = add <2 x i64> %28, %35, !dbg !165
  %38 = add nuw nsw i64 %18, 8, !dbg !162
  %39 = icmp eq i64 %38, 200, !dbg !162
  br i1 %39, label %40, label %17, !dbg !162, !llvm.loop !166

40:                                               ; preds = %17
  %41 = add <2 x i64> %37, %36, !dbg !167
  %42 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %41), !dbg !167
    #dbg_value(i32 0, !74, !DIExpression(), !169)
  br label %43, !dbg !170

43:                                               ; preds = %40, %43
  %44 = phi i64 [ %45, %43 ], [ 200, %40 ]
    #dbg_value(i64 %44, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %45 = add nsw i64 %44, -1, !dbg !186
    #dbg_value(i64 %45, !179, !DIExpression(), !185)
  %46 = tail call i32 @rand() #10, !dbg !187
  %47 = trunc nuw nsw i64 %44 to i32, !dbg !188
  %48 = srem i32 %46, %47, !dbg !188
    #dbg_value(i32 %48, !180, !DIExpression(), !189)
  %49 = getelementptr inbounds i32, ptr %1, i64 %45, !dbg !190
  %50 = load i32, ptr %49, align 4, !dbg !190, !tbaa !153
    #dbg_value(i32 %50, !183, !DIExpression(), !189)
  %51 = sext i32 %48 to i64, !dbg !191
  %52 = getelementptr inbounds i32, ptr %1, i64 %51, !dbg !191
  %53 = load i32, ptr %52, align 4, !dbg !191, !tbaa !153
  store i32 %53, ptr %49, align 4, !dbg !192, !tbaa !153
  store i32 %50, ptr %52, align 4, !dbg !193, !tbaa !153
    #dbg_value(i64 %45, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %54 = icmp ugt i64 %44, 2, !dbg !194
  br i1 %54, label %43, label %55, !dbg !170, !llvm.loop !195

55:                                               ; preds = %43, %55
  %56 = phi i64 [ %76, %55 ], [ 0, %43 ], !dbg !197
  %57 = phi <2 x i64> [ %74, %55 ], [ zeroinitializer, %43 ]
  %58 = phi <2 x i64> [ %75, %55 ], [ zeroinitializer, %43 ]
  %59 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %56, !dbg !199
  %60 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !199
  %61 = load <2 x i32>, ptr %59, align 16, !dbg !199, !tbaa !153
  %62 = load <2 x i32>, ptr %60, align 8, !dbg !199, !tbaa !153
  %63 = sext <2 x i32> %61 to <2 x i64>, !dbg !199
  %64 = sext <2 x i32> %62 to <2 x i64>, !dbg !199
  %65 = add <2 x i64> %57, %63, !dbg !200
  %66 = add <2 x i64> %58, %64, !dbg !200
  %67 = or disjoint i64 %56, 4, !dbg !197
  %68 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %67, !dbg !199
  %69 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !199
  %70 = load <2 x i32>, ptr %68, align 16, !dbg !199, !tbaa !153
  %71 = load <2 x i32>, ptr %69, align 8, !dbg !199, !tbaa !153
  %72 = sext <2 x i32> %70 to <2 x i64>, !dbg !199
  %73 = sext <2 x i32> %71 to <2 x i64>, !dbg !199
  %74 = add <2 x i64> %65, %72, !dbg !200
  %75 = add <2 x i64> %66, %73, !dbg !200
  %76 = add nuw nsw i64 %56, 8, !dbg !197
  %77 = icmp eq i64 %76, 200, !dbg !197
  br i1 %77, label %78, label %55, !dbg !197, !llvm.loop !201

78:                                               ; preds = %55
  %79 = add <2 x i64> %75, %74, !dbg !202
  %80 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %79), !dbg !202
  %81 = icmp eq i64 %42, %80, !dbg !204
  %82 = zext i1 %81 to i32, !dbg !204
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %82), !dbg !205
    #dbg_value(i32 1, !74, !DIExpression(), !169)
  br label %84, !dbg !170

84:                                               ; preds = %84, %78
  %85 = phi i64 [ %86, %84 ], [ 200, %78 ]
    #dbg_value(i64 %85, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %86 = add nsw i64 %85, -1, !dbg !186
    #dbg_value(i64 %86, !179, !DIExpression(), !185)
  %87 = tail call i32 @rand() #10, !dbg !187
  %88 = trunc nuw nsw i64 %85 to i32, !dbg !188
  %89 = srem i32 %87, %88, !dbg !188
    #dbg_value(i32 %89, !180, !DIExpression(), !189)
  %90 = getelementptr inbounds i32, ptr %1, i64 %86, !dbg !190
  %91 = load i32, ptr %90, align 4, !dbg !190, !tbaa !153
    #dbg_value(i32 %91, !183, !DIExpression(), !189)
  %92 = sext i32 %89 to i64, !dbg !191
  %93 = getelementptr inbounds i32, ptr %1, i64 %92, !dbg !191
  %94 = load i32, ptr %93, align 4, !dbg !191, !tbaa !153
  store i32 %94, ptr %90, align 4, !dbg !192, !tbaa !153
  store i32 %91, ptr %93, align 4, !dbg !193, !tbaa !153
    #dbg_value(i64 %86, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %95 = icmp ugt i64 %85, 2, !dbg !194
  br i1 %95, label %84, label %96, !dbg !170, !llvm.loop !195

96:                                               ; preds = %84, %96
  %97 = phi i64 [ %117, %96 ], [ 0, %84 ], !dbg !197
  %98 = phi <2 x i64> [ %115, %96 ], [ zeroinitializer, %84 ]
  %99 = phi <2 x i64> [ %116, %96 ], [ zeroinitializer, %84 ]
  %100 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %97, !dbg !199
  %101 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !199
  %102 = load <2 x i32>, ptr %100, align 16, !dbg !199, !tbaa !153
  %103 = load <2 x i32>, ptr %101, align 8, !dbg !199, !tbaa !153
  %104 = sext <2 x i32> %102 to <2 x i64>, !dbg !199
  %105 = sext <2 x i32> %103 to <2 x i64>, !dbg !199
  %106 = add <2 x i64> %98, %104, !dbg !200
  %107 = add <2 x i64> %99, %105, !dbg !200
  %108 = or disjoint i64 %97, 4, !dbg !197
  %109 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %108, !dbg !199
  %110 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !199
  %111 = load <2 x i32>, ptr %109, align 16, !dbg !199, !tbaa !153
  %112 = load <2 x i32>, ptr %110, align 8, !dbg !199, !tbaa !153
  %113 = sext <2 x i32> %111 to <2 x i64>, !dbg !199
  %114 = sext <2 x i32> %112 to <2 x i64>, !dbg !199
  %115 = add <2 x i64> %106, %113, !dbg !200
  %116 = add <2 x i64> %107, %114, !dbg !200
  %117 = add nuw nsw i64 %97, 8, !dbg !197
  %118 = icmp eq i64 %117, 200, !dbg !197
  br i1 %118, label %119, label %96, !dbg !197, !llvm.loop !206

119:                                              ; preds = %96
  %120 = add <2 x i64> %116, %115, !dbg !202
  %121 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %120), !dbg !202
  %122 = icmp eq i64 %42, %121, !dbg !204
  %123 = zext i1 %122 to i32, !dbg !204
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %123), !dbg !205
    #dbg_value(i32 2, !74, !DIExpression(), !169)
  br label %125, !dbg !170

125:                                              ; preds = %125, %119
  %126 = phi i64 [ %127, %125 ], [ 200, %119 ]
    #dbg_value(i64 %126, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %127 = add nsw i64 %126, -1, !dbg !186
    #dbg_value(i64 %127, !179, !DIExpression(), !185)
  %128 = tail call i32 @rand() #10, !dbg !187
  %129 = trunc nuw nsw i64 %126 to i32, !dbg !188
  %130 = srem i32 %128, %129, !dbg !188
    #dbg_value(i32 %130, !180, !DIExpression(), !189)
  %131 = getelementptr inbounds i32, ptr %1, i64 %127, !dbg !190
  %132 = load i32, ptr %131, align 4, !dbg !190, !tbaa !153
    #dbg_value(i32 %132, !183, !DIExpression(), !189)
  %133 = sext i32 %130 to i64, !dbg !191
  %134 = getelementptr inbounds i32, ptr %1, i64 %133, !dbg !191
  %135 = load i32, ptr %134, align 4, !dbg !191, !tbaa !153
  store i32 %135, ptr %131, align 4, !dbg !192, !tbaa !153
  store i32 %132, ptr %134, align 4, !dbg !193, !tbaa !153
    #dbg_value(i64 %127, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %136 = icmp ugt i64 %126, 2, !dbg !194
  br i1 %136, label %125, label %137, !dbg !170, !llvm.loop !195

137:                                              ; preds = %125, %137
  %138 = phi i64 [ %158, %137 ], [ 0, %125 ], !dbg !197
  %139 = phi <2 x i64> [ %156, %137 ], [ zeroinitializer, %125 ]
  %140 = phi <2 x i64> [ %157, %137 ], [ zeroinitializer, %125 ]
  %141 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %138, !dbg !199
  %142 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !199
  %143 = load <2 x i32>, ptr %141, align 16, !dbg !199, !tbaa !153
  %144 = load <2 x i32>, ptr %142, align 8, !dbg !199, !tbaa !153
  %145 = sext <2 x i32> %143 to <2 x i64>, !dbg !199
  %146 = sext <2 x i32> %144 to <2 x i64>, !dbg !199
  %147 = add <2 x i64> %139, %145, !dbg !200
  %148 = add <2 x i64> %140, %146, !dbg !200
  %149 = or disjoint i64 %138, 4, !dbg !197
  %150 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %149, !dbg !199
  %151 = getelementptr inbounds i8, ptr %150, i64 8, !dbg !199
  %152 = load <2 x i32>, ptr %150, align 16, !dbg !199, !tbaa !153
  %153 = load <2 x i32>, ptr %151, align 8, !dbg !199, !tbaa !153
  %154 = sext <2 x i32> %152 to <2 x i64>, !dbg !199
  %155 = sext <2 x i32> %153 to <2 x i64>, !dbg !199
  %156 = add <2 x i64> %147, %154, !dbg !200
  %157 = add <2 x i64> %148, %155, !dbg !200
  %158 = add nuw nsw i64 %138, 8, !dbg !197
  %159 = icmp eq i64 %158, 200, !dbg !197
  br i1 %159, label %160, label %137, !dbg !197, !llvm.loop !207

160:                                              ; preds = %137
  %161 = add <2 x i64> %157, %156, !dbg !202
  %162 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %161), !dbg !202
  %163 = icmp eq i64 %42, %162, !dbg !204
  %164 = zext i1 %163 to i32, !dbg !204
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %164), !dbg !205
    #dbg_value(i32 3, !74, !DIExpression(), !169)
  br label %166, !dbg !170

166:                                              ; preds = %166, %160
  %167 = phi i64 [ %168, %166 ], [ 200, %160 ]
    #dbg_value(i64 %167, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %168 = add nsw i64 %167, -1, !dbg !186
    #dbg_value(i64 %168, !179, !DIExpression(), !185)
  %169 = tail call i32 @rand() #10, !dbg !187
  %170 = trunc nuw nsw i64 %167 to i32, !dbg !188
  %171 = srem i32 %169, %170, !dbg !188
    #dbg_value(i32 %171, !180, !DIExpression(), !189)
  %172 = getelementptr inbounds i32, ptr %1, i64 %168, !dbg !190
  %173 = load i32, ptr %172, align 4, !dbg !190, !tbaa !153
    #dbg_value(i32 %173, !183, !DIExpression(), !189)
  %174 = sext i32 %171 to i64, !dbg !191
  %175 = getelementptr inbounds i32, ptr %1, i64 %174, !dbg !191
  %176 = load i32, ptr %175, align 4, !dbg !191, !tbaa !153
  store i32 %176, ptr %172, align 4, !dbg !192, !tbaa !153
  store i32 %173, ptr %175, align 4, !dbg !193, !tbaa !153
    #dbg_value(i64 %168, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %177 = icmp ugt i64 %167, 2, !dbg !194
  br i1 %177, label %166, label %178, !dbg !170, !llvm.loop !195

178:                                              ; preds = %166, %178
  %179 = phi i64 [ %199, %178 ], [ 0, %166 ], !dbg !197
  %180 = phi <2 x i64> [ %197, %178 ], [ zeroinitializer, %166 ]
  %181 = phi <2 x i64> [ %198, %178 ], [ zeroinitializer, %166 ]
  %182 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %179, !dbg !199
  %183 = getelementptr inbounds i8, ptr %182, i64 8, !dbg !199
  %184 = load <2 x i32>, ptr %182, align 16, !dbg !199, !tbaa !153
  %185 = load <2 x i32>, ptr %183, align 8, !dbg !199, !tbaa !153
  %186 = sext <2 x i32> %184 to <2 x i64>, !dbg !199
  %187 = sext <2 x i32> %185 to <2 x i64>, !dbg !199
  %188 = add <2 x i64> %180, %186, !dbg !200
  %189 = add <2 x i64> %181, %187, !dbg !200
  %190 = or disjoint i64 %179, 4, !dbg !197
  %191 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %190, !dbg !199
  %192 = getelementptr inbounds i8, ptr %191, i64 8, !dbg !199
  %193 = load <2 x i32>, ptr %191, align 16, !dbg !199, !tbaa !153
  %194 = load <2 x i32>, ptr %192, align 8, !dbg !199, !tbaa !153
  %195 = sext <2 x i32> %193 to <2 x i64>, !dbg !199
  %196 = sext <2 x i32> %194 to <2 x i64>, !dbg !199
  %197 = add <2 x i64> %188, %195, !dbg !200
  %198 = add <2 x i64> %189, %196, !dbg !200
  %199 = add nuw nsw i64 %179, 8, !dbg !197
  %200 = icmp eq i64 %199, 200, !dbg !197
  br i1 %200, label %201, label %178, !dbg !197, !llvm.loop !208

201:                                              ; preds = %178
  %202 = add <2 x i64> %198, %197, !dbg !202
  %203 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %202), !dbg !202
  %204 = icmp eq i64 %42, %203, !dbg !204
  %205 = zext i1 %204 to i32, !dbg !204
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %205), !dbg !205
    #dbg_value(i32 4, !74, !DIExpression(), !169)
  br label %207, !dbg !170

207:                                              ; preds = %207, %201
  %208 = phi i64 [ %209, %207 ], [ 200, %201 ]
    #dbg_value(i64 %208, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %209 = add nsw i64 %208, -1, !dbg !186
    #dbg_value(i64 %209, !179, !DIExpression(), !185)
  %210 = tail call i32 @rand() #10, !dbg !187
  %211 = trunc nuw nsw i64 %208 to i32, !dbg !188
  %212 = srem i32 %210, %211, !dbg !188
    #dbg_value(i32 %212, !180, !DIExpression(), !189)
  %213 = getelementptr inbounds i32, ptr %1, i64 %209, !dbg !190
  %214 = load i32, ptr %213, align 4, !dbg !190, !tbaa !153
    #dbg_value(i32 %214, !183, !DIExpression(), !189)
  %215 = sext i32 %212 to i64, !dbg !191
  %216 = getelementptr inbounds i32, ptr %1, i64 %215, !dbg !191
  %217 = load i32, ptr %216, align 4, !dbg !191, !tbaa !153
  store i32 %217, ptr %213, align 4, !dbg !192, !tbaa !153
  store i32 %214, ptr %216, align 4, !dbg !193, !tbaa !153
    #dbg_value(i64 %209, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !185)
  %218 = icmp ugt i64 %208, 2, !dbg !194
  br i1 %218, label %207, label %219, !dbg !170, !llvm.loop !195

219:                                              ; preds = %207, %219
  %220 = phi i64 [ %240, %219 ], [ 0, %207 ], !dbg !197
  %221 = phi <2 x i64> [ %238, %219 ], [ zeroinitializer, %207 ]
  %222 = phi <2 x i64> [ %239, %219 ], [ zeroinitializer, %207 ]
  %223 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %220, !dbg !199
  %224 = getelementptr inbounds i8, ptr %223, i64 8, !dbg !199
  %225 = load <2 x i32>, ptr %223, align 16, !dbg !199, !tbaa !153
  %226 = load <2 x i32>, ptr %224, align 8, !dbg !199, !tbaa !153
  %227 = sext <2 x i32> %225 to <2 x i64>, !dbg !199
  %228 = sext <2 x i32> %226 to <2 x i64>, !dbg !199
  %229 = add <2 x i64> %221, %227, !dbg !200
  %230 = add <2 x i64> %222, %228, !dbg !200
  %231 = or disjoint i64 %220, 4, !dbg !197
  %232 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %231, !dbg !199
  %233 = getelementptr inbounds i8, ptr %232, i64 8, !dbg !199
  %234 = load <2 x i32>, ptr %232, align 16, !dbg !199, !tbaa !153
  %235 = load <2 x i32>, ptr %233, align 8, !dbg !199, !tbaa !153
  %236 = sext <2 x i32> %234 to <2 x i64>, !dbg !199
  %237 = sext <2 x i32> %235 to <2 x i64>, !dbg !199
  %238 = add <2 x i64> %229, %236, !dbg !200
  %239 = add <2 x i64> %230, %237, !dbg !200
  %240 = add nuw nsw i64 %220, 8, !dbg !197
  %241 = icmp eq i64 %240, 200, !dbg !197
  br i1 %241, label %242, label %219, !dbg !197, !llvm.loop !209

242:                                              ; preds = %219
  %243 = add <2 x i64> %239, %238, !dbg !202
  %244 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %243), !dbg !202
  %245 = icmp eq i64 %42, %244, !dbg !204
  %246 = zext i1 %245 to i32, !dbg !204
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %246), !dbg !205
    #dbg_value(i32 5, !74, !DIExpression(), !169)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int) #10, !dbg !210
    #dbg_value(i64 0, !80, !DIExpression(), !211)
  %248 = load i32, ptr %1, align 16, !dbg !212, !tbaa !153
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %248), !dbg !214
    #dbg_value(i64 10, !80, !DIExpression(), !211)
  %250 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !212
  %251 = load i32, ptr %250, align 8, !dbg !212, !tbaa !153
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %251), !dbg !214
    #dbg_value(i64 20, !80, !DIExpression(), !211)
  %253 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !212
  %254 = load i32, ptr %253, align 16, !dbg !212, !tbaa !153
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %254), !dbg !214
    #dbg_value(i64 30, !80, !DIExpression(), !211)
  %256 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !212
  %257 = load i32, ptr %256, align 8, !dbg !212, !tbaa !153
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %257), !dbg !214
    #dbg_value(i64 40, !80, !DIExpression(), !211)
  %259 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !212
  %260 = load i32, ptr %259, align 16, !dbg !212, !tbaa !153
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %260), !dbg !214
    #dbg_value(i64 50, !80, !DIExpression(), !211)
  %262 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !212
  %263 = load i32, ptr %262, align 8, !dbg !212, !tbaa !153
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %263), !dbg !214
    #dbg_value(i64 60, !80, !DIExpression(), !211)
  %265 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !212
  %266 = load i32, ptr %265, align 16, !dbg !212, !tbaa !153
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %266), !dbg !214
    #dbg_value(i64 70, !80, !DIExpression(), !211)
  %268 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !212
  %269 = load i32, ptr %268, align 8, !dbg !212, !tbaa !153
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %269), !dbg !214
    #dbg_value(i64 80, !80, !DIExpression(), !211)
  %271 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !212
  %272 = load i32, ptr %271, align 16, !dbg !212, !tbaa !153
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %272), !dbg !214
    #dbg_value(i64 90, !80, !DIExpression(), !211)
  %274 = getelementptr inbounds i8, ptr %1, i64 360, !dbg !212
  %275 = load i32, ptr %274, align 8, !dbg !212, !tbaa !153
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %275), !dbg !214
    #dbg_value(i64 100, !80, !DIExpression(), !211)
  %277 = getelementptr inbounds i8, ptr %1, i64 400, !dbg !212
  %278 = load i32, ptr %277, align 16, !dbg !212, !tbaa !153
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %278), !dbg !214
    #dbg_value(i64 110, !80, !DIExpression(), !211)
  %280 = getelementptr inbounds i8, ptr %1, i64 440, !dbg !212
  %281 = load i32, ptr %280, align 8, !dbg !212, !tbaa !153
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %281), !dbg !214
    #dbg_value(i64 120, !80, !DIExpression(), !211)
  %283 = getelementptr inbounds i8, ptr %1, i64 480, !dbg !212
  %284 = load i32, ptr %283, align 16, !dbg !212, !tbaa !153
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %284), !dbg !214
    #dbg_value(i64 130, !80, !DIExpression(), !211)
  %286 = getelementptr inbounds i8, ptr %1, i64 520, !dbg !212
  %287 = load i32, ptr %286, align 8, !dbg !212, !tbaa !153
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %287), !dbg !214
    #dbg_value(i64 140, !80, !DIExpression(), !211)
  %289 = getelementptr inbounds i8, ptr %1, i64 560, !dbg !212
  %290 = load i32, ptr %289, align 16, !dbg !212, !tbaa !153
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %290), !dbg !214
    #dbg_value(i64 150, !80, !DIExpression(), !211)
  %292 = getelementptr inbounds i8, ptr %1, i64 600, !dbg !212
  %293 = load i32, ptr %292, align 8, !dbg !212, !tbaa !153
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %293), !dbg !214
    #dbg_value(i64 160, !80, !DIExpression(), !211)
  %295 = getelementptr inbounds i8, ptr %1, i64 640, !dbg !212
  %296 = load i32, ptr %295, align 16, !dbg !212, !tbaa !153
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %296), !dbg !214
    #dbg_value(i64 170, !80, !DIExpression(), !211)
  %298 = getelementptr inbounds i8, ptr %1, i64 680, !dbg !212
  %299 = load i32, ptr %298, align 8, !dbg !212, !tbaa !153
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %299), !dbg !214
    #dbg_value(i64 180, !80, !DIExpression(), !211)
  %301 = getelementptr inbounds i8, ptr %1, i64 720, !dbg !212
  %302 = load i32, ptr %301, align 16, !dbg !212, !tbaa !153
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %302), !dbg !214
    #dbg_value(i64 190, !80, !DIExpression(), !211)
  %304 = getelementptr inbounds i8, ptr %1, i64 760, !dbg !212
  %305 = load i32, ptr %304, align 8, !dbg !212, !tbaa !153
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %305), !dbg !214
    #dbg_value(i64 200, !80, !DIExpression(), !211)
  %307 = call i32 @putchar(i32 10), !dbg !215
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10, !dbg !216
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #10, !dbg !216
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %3, i8 0, i64 256, i1 false), !dbg !217, !DIAssignID !218
    #dbg_assign(i8 0, !86, !DIExpression(), !218, ptr %3, !DIExpression(), !138)
    #dbg_value(i32 0, !87, !DIExpression(), !219)
  %308 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !220
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %308, align 16, !dbg !220, !tbaa !153
  %309 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !222
  %310 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !220
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %309, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %310, align 16, !dbg !220, !tbaa !153
  %311 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !222
  %312 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !220
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %311, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %312, align 16, !dbg !220, !tbaa !153
  %313 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !222
  %314 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !220
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %313, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %314, align 16, !dbg !220, !tbaa !153
  %315 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !222
  %316 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !220
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %315, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %316, align 16, !dbg !220, !tbaa !153
  %317 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !222
  %318 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !220
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %317, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %318, align 16, !dbg !220, !tbaa !153
  %319 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !222
  %320 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !220
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %319, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %320, align 16, !dbg !220, !tbaa !153
  %321 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !222
  %322 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !220
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %321, align 16, !dbg !220, !tbaa !153
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %322, align 16, !dbg !220, !tbaa !153
  br label %323, !dbg !223

323:                                              ; preds = %242, %323
  %324 = phi i64 [ %325, %323 ], [ 64, %242 ]
    #dbg_value(i64 %324, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !225)
  %325 = add nsw i64 %324, -1, !dbg !226
    #dbg_value(i64 %325, !179, !DIExpression(), !225)
  %326 = call i32 @rand() #10, !dbg !227
  %327 = trunc nuw nsw i64 %324 to i32, !dbg !228
  %328 = srem i32 %326, %327, !dbg !228
    #dbg_value(i32 %328, !180, !DIExpression(), !229)
  %329 = getelementptr inbounds i32, ptr %2, i64 %325, !dbg !230
  %330 = load i32, ptr %329, align 4, !dbg !230, !tbaa !153
    #dbg_value(i32 %330, !183, !DIExpression(), !229)
  %331 = sext i32 %328 to i64, !dbg !231
  %332 = getelementptr inbounds i32, ptr %2, i64 %331, !dbg !231
  %333 = load i32, ptr %332, align 4, !dbg !231, !tbaa !153
  store i32 %333, ptr %329, align 4, !dbg !232, !tbaa !153
  store i32 %330, ptr %332, align 4, !dbg !233, !tbaa !153
    #dbg_value(i64 %325, !179, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !225)
  %334 = icmp ugt i64 %324, 2, !dbg !234
  br i1 %334, label %323, label %337, !dbg !223, !llvm.loop !235

335:                                              ; preds = %363
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %364), !dbg !237
    #dbg_value(i32 1, !92, !DIExpression(), !138)
    #dbg_value(i32 0, !93, !DIExpression(), !238)
  br label %410, !dbg !239

337:                                              ; preds = %323, %363
  %338 = phi i64 [ %365, %363 ], [ 0, %323 ]
  %339 = phi i32 [ %364, %363 ], [ 1, %323 ]
    #dbg_value(i64 %338, !90, !DIExpression(), !240)
    #dbg_value(i32 %339, !89, !DIExpression(), !138)
  %340 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %338, !dbg !241
  %341 = load i32, ptr %340, align 8, !dbg !241, !tbaa !153
  %342 = icmp ugt i32 %341, 63, !dbg !245
  br i1 %342, label %350, label %343, !dbg !245

343:                                              ; preds = %337
  %344 = zext nneg i32 %341 to i64, !dbg !246
  %345 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %344, !dbg !246
  %346 = load i32, ptr %345, align 4, !dbg !246, !tbaa !153
  %347 = icmp eq i32 %346, 0, !dbg !246
  %348 = call i32 @llvm.umax.i32(i32 %346, i32 1), !dbg !247
  store i32 %348, ptr %345, align 4, !dbg !248
  %349 = select i1 %347, i32 %339, i32 0, !dbg !247
  br label %350, !dbg !247

350:                                              ; preds = %343, %337
  %351 = phi i32 [ 0, %337 ], [ %349, %343 ], !dbg !138
    #dbg_value(i32 %351, !89, !DIExpression(), !138)
  %352 = or disjoint i64 %338, 1, !dbg !249
    #dbg_value(i64 %352, !90, !DIExpression(), !240)
  %353 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %352, !dbg !241
  %354 = load i32, ptr %353, align 4, !dbg !241, !tbaa !153
  %355 = icmp ugt i32 %354, 63, !dbg !245
  br i1 %355, label %363, label %356, !dbg !245

356:                                              ; preds = %350
  %357 = zext nneg i32 %354 to i64, !dbg !246
  %358 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %357, !dbg !246
  %359 = load i32, ptr %358, align 4, !dbg !246, !tbaa !153
  %360 = icmp eq i32 %359, 0, !dbg !246
  %361 = call i32 @llvm.umax.i32(i32 %359, i32 1), !dbg !247
  store i32 %361, ptr %358, align 4, !dbg !248
  %362 = select i1 %360, i32 %351, i32 0, !dbg !247
  br label %363, !dbg !247

363:                                              ; preds = %356, %350
  %364 = phi i32 [ 0, %350 ], [ %362, %356 ], !dbg !138
    #dbg_value(i32 %364, !89, !DIExpression(), !138)
  %365 = add nuw nsw i64 %338, 2, !dbg !249
    #dbg_value(i64 %365, !90, !DIExpression(), !240)
  %366 = icmp eq i64 %365, 64, !dbg !250
  br i1 %366, label %335, label %337, !dbg !251, !llvm.loop !252

367:                                              ; preds = %410
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %415, i32 noundef 1), !dbg !254
  call void @srand(i32 noundef 77) #10, !dbg !255
    #dbg_value(i64 0, !102, !DIExpression(), !256)
  %369 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %369, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !138)
    #dbg_value(i64 1, !102, !DIExpression(), !256)
  %370 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %370, !98, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !138)
    #dbg_value(i64 2, !102, !DIExpression(), !256)
  %371 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %371, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !138)
    #dbg_value(i64 3, !102, !DIExpression(), !256)
  %372 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %372, !98, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !138)
    #dbg_value(i64 4, !102, !DIExpression(), !256)
  %373 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %373, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !138)
    #dbg_value(i64 5, !102, !DIExpression(), !256)
  %374 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %374, !98, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !138)
    #dbg_value(i64 6, !102, !DIExpression(), !256)
  %375 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %375, !98, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !138)
    #dbg_value(i64 7, !102, !DIExpression(), !256)
  %376 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %376, !98, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !138)
    #dbg_value(i64 8, !102, !DIExpression(), !256)
  %377 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %377, !98, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !138)
    #dbg_value(i64 9, !102, !DIExpression(), !256)
  %378 = call i32 @rand() #10, !dbg !257
    #dbg_value(i32 %378, !98, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !138)
    #dbg_value(i64 10, !102, !DIExpression(), !256)
  call void @srand(i32 noundef 77) #10, !dbg !259
    #dbg_value(i64 0, !105, !DIExpression(), !260)
    #dbg_value(i32 1, !104, !DIExpression(), !138)
  %379 = call i32 @rand() #10, !dbg !261
  %380 = icmp eq i32 %369, %379, !dbg !263
    #dbg_value(i1 %380, !104, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !138)
    #dbg_value(i64 1, !105, !DIExpression(), !260)
  %381 = call i32 @rand() #10, !dbg !261
  %382 = icmp eq i32 %370, %381, !dbg !263
    #dbg_value(i1 poison, !104, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !138)
    #dbg_value(i64 2, !105, !DIExpression(), !260)
  %383 = call i32 @rand() #10, !dbg !261
  %384 = icmp eq i32 %371, %383, !dbg !263
    #dbg_value(i64 3, !105, !DIExpression(), !260)
  %385 = call i32 @rand() #10, !dbg !261
  %386 = icmp eq i32 %372, %385, !dbg !263
    #dbg_value(i64 4, !105, !DIExpression(), !260)
  %387 = call i32 @rand() #10, !dbg !261
  %388 = icmp eq i32 %373, %387, !dbg !263
    #dbg_value(i64 5, !105, !DIExpression(), !260)
  %389 = call i32 @rand() #10, !dbg !261
  %390 = icmp eq i32 %374, %389, !dbg !263
    #dbg_value(i64 6, !105, !DIExpression(), !260)
  %391 = call i32 @rand() #10, !dbg !261
  %392 = icmp eq i32 %375, %391, !dbg !263
    #dbg_value(i64 7, !105, !DIExpression(), !260)
  %393 = call i32 @rand() #10, !dbg !261
  %394 = icmp eq i32 %376, %393, !dbg !263
    #dbg_value(i64 8, !105, !DIExpression(), !260)
  %395 = call i32 @rand() #10, !dbg !261
  %396 = icmp eq i32 %377, %395, !dbg !263
    #dbg_value(i64 9, !105, !DIExpression(), !260)
  %397 = call i32 @rand() #10, !dbg !261
  %398 = icmp eq i32 %378, %397, !dbg !263
  %399 = select i1 %398, i1 %396, i1 false, !dbg !264
  %400 = select i1 %399, i1 %394, i1 false, !dbg !264
  %401 = select i1 %400, i1 %392, i1 false, !dbg !264
  %402 = select i1 %401, i1 %390, i1 false, !dbg !264
  %403 = select i1 %402, i1 %388, i1 false, !dbg !264
  %404 = select i1 %403, i1 %386, i1 false, !dbg !264
  %405 = select i1 %404, i1 %384, i1 false, !dbg !264
  %406 = select i1 %405, i1 %382, i1 false, !dbg !264
  %407 = select i1 %406, i1 %380, i1 false, !dbg !264
  %408 = zext i1 %407 to i32, !dbg !264
    #dbg_value(i32 %408, !104, !DIExpression(), !138)
    #dbg_value(i64 10, !105, !DIExpression(), !260)
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %408), !dbg !265
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10, !dbg !266
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false), !dbg !267, !DIAssignID !268
    #dbg_assign(i8 0, !107, !DIExpression(), !268, ptr %4, !DIExpression(), !138)
    #dbg_value(i32 0, !108, !DIExpression(), !269)
  br label %418, !dbg !270

410:                                              ; preds = %335, %410
  %411 = phi i32 [ 0, %335 ], [ %416, %410 ]
  %412 = phi i32 [ 1, %335 ], [ %415, %410 ]
    #dbg_value(i32 %411, !93, !DIExpression(), !238)
    #dbg_value(i32 %412, !92, !DIExpression(), !138)
  %413 = call i32 @rand() #10, !dbg !271
    #dbg_value(i32 %413, !95, !DIExpression(), !272)
  %414 = icmp slt i32 %413, 0, !dbg !273
  %415 = select i1 %414, i32 0, i32 %412, !dbg !275
    #dbg_value(i32 %415, !92, !DIExpression(), !138)
  %416 = add nuw nsw i32 %411, 1, !dbg !276
    #dbg_value(i32 %416, !93, !DIExpression(), !238)
  %417 = icmp eq i32 %416, 1000, !dbg !277
  br i1 %417, label %367, label %410, !dbg !239, !llvm.loop !278

418:                                              ; preds = %367, %418
  %419 = phi i32 [ 0, %367 ], [ %426, %418 ]
    #dbg_value(i32 %419, !108, !DIExpression(), !269)
  %420 = call i32 @rand() #10, !dbg !280
  %421 = srem i32 %420, 10, !dbg !282
  %422 = sext i32 %421 to i64, !dbg !283
  %423 = getelementptr inbounds [10 x i32], ptr %4, i64 0, i64 %422, !dbg !283
  %424 = load i32, ptr %423, align 4, !dbg !284, !tbaa !153
  %425 = add nsw i32 %424, 1, !dbg !284
  store i32 %425, ptr %423, align 4, !dbg !284, !tbaa !153
  %426 = add nuw nsw i32 %419, 1, !dbg !285
    #dbg_value(i32 %426, !108, !DIExpression(), !269)
  %427 = icmp eq i32 %426, 10000, !dbg !286
  br i1 %427, label %428, label %418, !dbg !270, !llvm.loop !287

428:                                              ; preds = %418
    #dbg_value(i64 0, !111, !DIExpression(), !289)
    #dbg_value(i32 0, !110, !DIExpression(), !138)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 1, !111, !DIExpression(), !289)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 2, !111, !DIExpression(), !289)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 3, !111, !DIExpression(), !289)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 4, !111, !DIExpression(), !289)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 5, !111, !DIExpression(), !289)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 6, !111, !DIExpression(), !289)
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 7, !111, !DIExpression(), !289)
  %429 = load <8 x i32>, ptr %4, align 16, !dbg !290, !tbaa !153
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 8, !111, !DIExpression(), !289)
  %430 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !290
  %431 = load i32, ptr %430, align 16, !dbg !290, !tbaa !153
    #dbg_value(i32 poison, !110, !DIExpression(), !138)
    #dbg_value(i64 9, !111, !DIExpression(), !289)
  %432 = getelementptr inbounds i8, ptr %4, i64 36, !dbg !290
  %433 = load i32, ptr %432, align 4, !dbg !290, !tbaa !153
  %434 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %429), !dbg !292
  %435 = add i32 %434, %431, !dbg !292
  %436 = add i32 %435, %433, !dbg !292
    #dbg_value(i32 %436, !110, !DIExpression(), !138)
    #dbg_value(i64 10, !111, !DIExpression(), !289)
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %436), !dbg !293
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %5) #10, !dbg !294
    #dbg_value(i32 0, !118, !DIExpression(), !295)
  br label %438, !dbg !296

438:                                              ; preds = %428, %438
  %439 = phi i64 [ 0, %428 ], [ %463, %438 ]
    #dbg_value(i64 %439, !118, !DIExpression(), !295)
  %440 = mul nuw nsw i64 %439, 7
    #dbg_value(i64 0, !120, !DIExpression(), !297)
  %441 = trunc nuw nsw i64 %440 to i32, !dbg !298
  %442 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %439, i64 0, !dbg !300
    #dbg_value(i64 1, !120, !DIExpression(), !297)
  %443 = trunc i64 %440 to i32, !dbg !298
  %444 = add i32 %443, 3, !dbg !298
    #dbg_value(i64 2, !120, !DIExpression(), !297)
    #dbg_value(i64 3, !120, !DIExpression(), !297)
  %445 = trunc i64 %440 to i32, !dbg !298
  %446 = insertelement <2 x i32> poison, i32 %445, i64 0, !dbg !298
  %447 = shufflevector <2 x i32> %446, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !298
  %448 = add <2 x i32> %447, <i32 6, i32 9>, !dbg !298
  %449 = insertelement <4 x i32> poison, i32 %441, i64 0, !dbg !298
  %450 = insertelement <4 x i32> %449, i32 %444, i64 1, !dbg !298
  %451 = shufflevector <2 x i32> %448, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !298
  %452 = shufflevector <4 x i32> %450, <4 x i32> %451, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !298
  %453 = urem <4 x i32> %452, <i32 10, i32 10, i32 10, i32 10>, !dbg !298
  %454 = trunc nuw nsw <4 x i32> %453 to <4 x i8>, !dbg !301
  %455 = or disjoint <4 x i8> %454, <i8 48, i8 48, i8 48, i8 48>, !dbg !301
  store <4 x i8> %455, ptr %442, align 2, !dbg !302, !tbaa !303
    #dbg_value(i64 4, !120, !DIExpression(), !297)
  %456 = trunc i64 %440 to i32, !dbg !298
  %457 = add i32 %456, 12, !dbg !298
  %458 = urem i32 %457, 10, !dbg !298
  %459 = trunc nuw nsw i32 %458 to i8, !dbg !301
  %460 = or disjoint i8 %459, 48, !dbg !301
  %461 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %439, i64 4, !dbg !300
  store i8 %460, ptr %461, align 2, !dbg !302, !tbaa !303
    #dbg_value(i64 5, !120, !DIExpression(), !297)
  %462 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %439, i64 5, !dbg !304
  store i8 0, ptr %462, align 1, !dbg !305, !tbaa !303
  %463 = add nuw nsw i64 %439, 1, !dbg !306
    #dbg_value(i64 %463, !118, !DIExpression(), !295)
  %464 = icmp eq i64 %463, 20, !dbg !307
  br i1 %464, label %465, label %438, !dbg !296, !llvm.loop !308

465:                                              ; preds = %438, %465
  %466 = phi i64 [ %484, %465 ], [ 19, %438 ]
    #dbg_value(i64 %466, !124, !DIExpression(), !310)
  %467 = call i32 @rand() #10, !dbg !311
  %468 = trunc i64 %466 to i32, !dbg !312
  %469 = add i32 %468, 1, !dbg !312
  %470 = srem i32 %467, %469, !dbg !312
    #dbg_value(i32 %470, !126, !DIExpression(), !313)
    #dbg_value(i32 0, !132, !DIExpression(), !314)
  %471 = sext i32 %470 to i64
    #dbg_value(i64 0, !132, !DIExpression(), !314)
  %472 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %466, i64 0, !dbg !315
  %473 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %471, i64 0, !dbg !318
    #dbg_value(i64 1, !132, !DIExpression(), !314)
    #dbg_value(i64 2, !132, !DIExpression(), !314)
    #dbg_value(i64 3, !132, !DIExpression(), !314)
  %474 = load <4 x i8>, ptr %472, align 2, !dbg !315, !tbaa !303
  %475 = load <4 x i8>, ptr %473, align 2, !dbg !318, !tbaa !303
  store <4 x i8> %475, ptr %472, align 2, !dbg !319, !tbaa !303
  store <4 x i8> %474, ptr %473, align 2, !dbg !320, !tbaa !303
    #dbg_value(i64 4, !132, !DIExpression(), !314)
  %476 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %466, i64 4, !dbg !315
  %477 = load i8, ptr %476, align 2, !dbg !315, !tbaa !303
  %478 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %471, i64 4, !dbg !318
  %479 = load i8, ptr %478, align 2, !dbg !318, !tbaa !303
  store i8 %479, ptr %476, align 2, !dbg !319, !tbaa !303
  store i8 %477, ptr %478, align 2, !dbg !320, !tbaa !303
    #dbg_value(i64 5, !132, !DIExpression(), !314)
  %480 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %466, i64 5, !dbg !315
  %481 = load i8, ptr %480, align 1, !dbg !315, !tbaa !303
  %482 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %471, i64 5, !dbg !318
  %483 = load i8, ptr %482, align 1, !dbg !318, !tbaa !303
  store i8 %483, ptr %480, align 1, !dbg !319, !tbaa !303
  store i8 %481, ptr %482, align 1, !dbg !320, !tbaa !303
    #dbg_value(i64 6, !132, !DIExpression(), !314)
  %484 = add nsw i64 %466, -1, !dbg !321
    #dbg_value(i64 %484, !124, !DIExpression(), !310)
  %485 = icmp ugt i64 %466, 1, !dbg !322
  br i1 %485, label %465, label %488, !dbg !323, !llvm.loop !324

486:                                              ; preds = %488
  %487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %495), !dbg !326
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %5) #10, !dbg !327
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10, !dbg !327
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10, !dbg !327
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10, !dbg !327
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #10, !dbg !327
  ret i32 0, !dbg !327

488:                                              ; preds = %465, %488
  %489 = phi i64 [ %496, %488 ], [ 0, %465 ]
  %490 = phi i64 [ %495, %488 ], [ 0, %465 ]
    #dbg_value(i64 %489, !135, !DIExpression(), !328)
    #dbg_value(i64 %490, !134, !DIExpression(), !138)
  %491 = getelementptr inbounds [20 x [6 x i8]], ptr %5, i64 0, i64 %489, !dbg !329
    #dbg_value(ptr %491, !331, !DIExpression(), !339)
  %492 = call i64 @strtol(ptr nocapture noundef nonnull %491, ptr noundef null, i32 noundef 10) #10, !dbg !341
  %493 = shl i64 %492, 32, !dbg !342
  %494 = ashr exact i64 %493, 32, !dbg !342
  %495 = add nsw i64 %494, %490, !dbg !343
    #dbg_value(i64 %495, !134, !DIExpression(), !138)
  %496 = add nuw nsw i64 %489, 1, !dbg !344
    #dbg_value(i64 %496, !135, !DIExpression(), !328)
  %497 = icmp eq i64 %496, 20, !dbg !345
  br i1 %497, label %486, label %488, !dbg !346, !llvm.loop !347
}

; Function Attrs: nounwind
declare !dbg !349 void @srand(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !353 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare !dbg !358 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !370 {
    #dbg_value(ptr %0, !372, !DIExpression(), !376)
    #dbg_value(ptr %1, !373, !DIExpression(), !376)
  %3 = load i32, ptr %0, align 4, !dbg !377, !tbaa !153
    #dbg_value(i32 %3, !374, !DIExpression(), !376)
  %4 = load i32, ptr %1, align 4, !dbg !378, !tbaa !153
    #dbg_value(i32 %4, !375, !DIExpression(), !376)
  %5 = icmp sgt i32 %3, %4, !dbg !379
  %6 = zext i1 %5 to i32, !dbg !379
  %7 = icmp slt i32 %3, %4, !dbg !380
  %8 = sext i1 %7 to i32, !dbg !380
  %9 = add nsw i32 %8, %6, !dbg !381
  ret i32 %9, !dbg !382
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare !dbg !383 i32 @rand() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !384 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

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
!143 = !DILocation(line: 22, column: 5, scope: !59)
!144 = !DILocation(line: 23, column: 5, scope: !59)
!145 = !DILocation(line: 0, scope: !68)
!146 = !DILocation(line: 24, column: 5, scope: !68)
!147 = !DILocation(line: 24, column: 31, scope: !148)
!148 = distinct !DILexicalBlock(scope: !68, file: !2, line: 24, column: 5)
!149 = !DILocation(line: 25, column: 18, scope: !148)
!150 = !DILocation(line: 25, column: 22, scope: !148)
!151 = !DILocation(line: 25, column: 9, scope: !148)
!152 = !DILocation(line: 25, column: 14, scope: !148)
!153 = !{!154, !154, i64 0}
!154 = !{!"int", !155, i64 0}
!155 = !{!"omnipotent char", !156, i64 0}
!156 = !{!"Simple C/C++ TBAA"}
!157 = distinct !{!157, !146, !158, !159, !160, !161}
!158 = !DILocation(line: 25, column: 24, scope: !68)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !{!"llvm.loop.isvectorized", i32 1}
!161 = !{!"llvm.loop.unroll.runtime.disable"}
!162 = !DILocation(line: 27, column: 31, scope: !163)
!163 = distinct !DILexicalBlock(scope: !73, file: !2, line: 27, column: 5)
!164 = !DILocation(line: 28, column: 23, scope: !163)
!165 = !DILocation(line: 28, column: 20, scope: !163)
!166 = distinct !{!166, !167, !168, !159, !160, !161}
!167 = !DILocation(line: 27, column: 5, scope: !73)
!168 = !DILocation(line: 28, column: 26, scope: !73)
!169 = !DILocation(line: 0, scope: !75)
!170 = !DILocation(line: 13, column: 5, scope: !171, inlinedAt: !184)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 13, column: 5)
!172 = distinct !DISubprogram(name: "shuffle", scope: !2, file: !2, line: 12, type: !173, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !176)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175, !41}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!176 = !{!177, !178, !179, !180, !183}
!177 = !DILocalVariable(name: "a", arg: 1, scope: !172, file: !2, line: 12, type: !175)
!178 = !DILocalVariable(name: "n", arg: 2, scope: !172, file: !2, line: 12, type: !41)
!179 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 13, type: !41)
!180 = !DILocalVariable(name: "j", scope: !181, file: !2, line: 14, type: !41)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 13, column: 37)
!182 = distinct !DILexicalBlock(scope: !171, file: !2, line: 13, column: 5)
!183 = !DILocalVariable(name: "t", scope: !181, file: !2, line: 15, type: !41)
!184 = distinct !DILocation(line: 30, column: 9, scope: !78)
!185 = !DILocation(line: 0, scope: !171, inlinedAt: !184)
!186 = !DILocation(line: 13, scope: !171, inlinedAt: !184)
!187 = !DILocation(line: 14, column: 17, scope: !181, inlinedAt: !184)
!188 = !DILocation(line: 14, column: 24, scope: !181, inlinedAt: !184)
!189 = !DILocation(line: 0, scope: !181, inlinedAt: !184)
!190 = !DILocation(line: 15, column: 17, scope: !181, inlinedAt: !184)
!191 = !DILocation(line: 16, column: 16, scope: !181, inlinedAt: !184)
!192 = !DILocation(line: 16, column: 14, scope: !181, inlinedAt: !184)
!193 = !DILocation(line: 17, column: 14, scope: !181, inlinedAt: !184)
!194 = !DILocation(line: 13, column: 27, scope: !182, inlinedAt: !184)
!195 = distinct !{!195, !170, !196, !159}
!196 = !DILocation(line: 18, column: 5, scope: !171, inlinedAt: !184)
!197 = !DILocation(line: 32, column: 35, scope: !198)
!198 = distinct !DILexicalBlock(scope: !77, file: !2, line: 32, column: 9)
!199 = !DILocation(line: 33, column: 26, scope: !198)
!200 = !DILocation(line: 33, column: 23, scope: !198)
!201 = distinct !{!201, !202, !203, !159, !160, !161}
!202 = !DILocation(line: 32, column: 9, scope: !77)
!203 = !DILocation(line: 33, column: 29, scope: !77)
!204 = !DILocation(line: 34, column: 66, scope: !78)
!205 = !DILocation(line: 34, column: 9, scope: !78)
!206 = distinct !{!206, !202, !203, !159, !160, !161}
!207 = distinct !{!207, !202, !203, !159, !160, !161}
!208 = distinct !{!208, !202, !203, !159, !160, !161}
!209 = distinct !{!209, !202, !203, !159, !160, !161}
!210 = !DILocation(line: 36, column: 5, scope: !59)
!211 = !DILocation(line: 0, scope: !81)
!212 = !DILocation(line: 38, column: 23, scope: !213)
!213 = distinct !DILexicalBlock(scope: !81, file: !2, line: 37, column: 5)
!214 = !DILocation(line: 38, column: 9, scope: !213)
!215 = !DILocation(line: 39, column: 5, scope: !59)
!216 = !DILocation(line: 41, column: 5, scope: !59)
!217 = !DILocation(line: 41, column: 19, scope: !59)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 0, scope: !88)
!220 = !DILocation(line: 43, column: 17, scope: !221)
!221 = distinct !DILexicalBlock(scope: !88, file: !2, line: 42, column: 5)
!222 = !DILocation(line: 43, column: 9, scope: !221)
!223 = !DILocation(line: 13, column: 5, scope: !171, inlinedAt: !224)
!224 = distinct !DILocation(line: 44, column: 5, scope: !59)
!225 = !DILocation(line: 0, scope: !171, inlinedAt: !224)
!226 = !DILocation(line: 13, scope: !171, inlinedAt: !224)
!227 = !DILocation(line: 14, column: 17, scope: !181, inlinedAt: !224)
!228 = !DILocation(line: 14, column: 24, scope: !181, inlinedAt: !224)
!229 = !DILocation(line: 0, scope: !181, inlinedAt: !224)
!230 = !DILocation(line: 15, column: 17, scope: !181, inlinedAt: !224)
!231 = !DILocation(line: 16, column: 16, scope: !181, inlinedAt: !224)
!232 = !DILocation(line: 16, column: 14, scope: !181, inlinedAt: !224)
!233 = !DILocation(line: 17, column: 14, scope: !181, inlinedAt: !224)
!234 = !DILocation(line: 13, column: 27, scope: !182, inlinedAt: !224)
!235 = distinct !{!235, !223, !236, !159}
!236 = !DILocation(line: 18, column: 5, scope: !171, inlinedAt: !224)
!237 = !DILocation(line: 52, column: 5, scope: !59)
!238 = !DILocation(line: 0, scope: !94)
!239 = !DILocation(line: 55, column: 5, scope: !94)
!240 = !DILocation(line: 0, scope: !91)
!241 = !DILocation(line: 47, column: 13, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !2, line: 47, column: 13)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 46, column: 34)
!244 = distinct !DILexicalBlock(scope: !91, file: !2, line: 46, column: 5)
!245 = !DILocation(line: 47, column: 25, scope: !242)
!246 = !DILocation(line: 47, column: 45, scope: !242)
!247 = !DILocation(line: 47, column: 13, scope: !243)
!248 = !DILocation(line: 0, scope: !243)
!249 = !DILocation(line: 46, column: 30, scope: !244)
!250 = !DILocation(line: 46, column: 23, scope: !244)
!251 = !DILocation(line: 46, column: 5, scope: !91)
!252 = distinct !{!252, !251, !253, !159}
!253 = !DILocation(line: 51, column: 5, scope: !91)
!254 = !DILocation(line: 60, column: 5, scope: !59)
!255 = !DILocation(line: 62, column: 5, scope: !59)
!256 = !DILocation(line: 0, scope: !103)
!257 = !DILocation(line: 65, column: 17, scope: !258)
!258 = distinct !DILexicalBlock(scope: !103, file: !2, line: 64, column: 5)
!259 = !DILocation(line: 66, column: 5, scope: !59)
!260 = !DILocation(line: 0, scope: !106)
!261 = !DILocation(line: 69, column: 26, scope: !262)
!262 = distinct !DILexicalBlock(scope: !106, file: !2, line: 68, column: 5)
!263 = !DILocation(line: 69, column: 23, scope: !262)
!264 = !DILocation(line: 69, column: 14, scope: !262)
!265 = !DILocation(line: 70, column: 5, scope: !59)
!266 = !DILocation(line: 72, column: 5, scope: !59)
!267 = !DILocation(line: 72, column: 9, scope: !59)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !109)
!270 = !DILocation(line: 73, column: 5, scope: !109)
!271 = !DILocation(line: 56, column: 17, scope: !96)
!272 = !DILocation(line: 0, scope: !96)
!273 = !DILocation(line: 57, column: 15, scope: !274)
!274 = distinct !DILexicalBlock(scope: !96, file: !2, line: 57, column: 13)
!275 = !DILocation(line: 57, column: 19, scope: !274)
!276 = !DILocation(line: 55, column: 32, scope: !97)
!277 = !DILocation(line: 55, column: 23, scope: !97)
!278 = distinct !{!278, !239, !279, !159}
!279 = !DILocation(line: 59, column: 5, scope: !94)
!280 = !DILocation(line: 74, column: 17, scope: !281)
!281 = distinct !DILexicalBlock(scope: !109, file: !2, line: 73, column: 5)
!282 = !DILocation(line: 74, column: 24, scope: !281)
!283 = !DILocation(line: 74, column: 9, scope: !281)
!284 = !DILocation(line: 74, column: 29, scope: !281)
!285 = !DILocation(line: 73, column: 33, scope: !281)
!286 = !DILocation(line: 73, column: 23, scope: !281)
!287 = distinct !{!287, !270, !288, !159}
!288 = !DILocation(line: 74, column: 29, scope: !109)
!289 = !DILocation(line: 0, scope: !112)
!290 = !DILocation(line: 77, column: 18, scope: !291)
!291 = distinct !DILexicalBlock(scope: !112, file: !2, line: 76, column: 5)
!292 = !DILocation(line: 77, column: 15, scope: !291)
!293 = !DILocation(line: 78, column: 5, scope: !59)
!294 = !DILocation(line: 80, column: 5, scope: !59)
!295 = !DILocation(line: 0, scope: !119)
!296 = !DILocation(line: 81, column: 5, scope: !119)
!297 = !DILocation(line: 0, scope: !121)
!298 = !DILocation(line: 83, column: 56, scope: !299)
!299 = distinct !DILexicalBlock(scope: !121, file: !2, line: 82, column: 9)
!300 = !DILocation(line: 83, column: 13, scope: !299)
!301 = !DILocation(line: 83, column: 27, scope: !299)
!302 = !DILocation(line: 83, column: 25, scope: !299)
!303 = !{!155, !155, i64 0}
!304 = !DILocation(line: 84, column: 9, scope: !122)
!305 = !DILocation(line: 84, column: 21, scope: !122)
!306 = !DILocation(line: 81, column: 30, scope: !123)
!307 = !DILocation(line: 81, column: 23, scope: !123)
!308 = distinct !{!308, !296, !309, !159}
!309 = !DILocation(line: 85, column: 5, scope: !119)
!310 = !DILocation(line: 0, scope: !125)
!311 = !DILocation(line: 87, column: 17, scope: !127)
!312 = !DILocation(line: 87, column: 24, scope: !127)
!313 = !DILocation(line: 0, scope: !127)
!314 = !DILocation(line: 0, scope: !133)
!315 = !DILocation(line: 90, column: 20, scope: !316)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 89, column: 37)
!317 = distinct !DILexicalBlock(scope: !133, file: !2, line: 89, column: 9)
!318 = !DILocation(line: 91, column: 27, scope: !316)
!319 = !DILocation(line: 91, column: 25, scope: !316)
!320 = !DILocation(line: 92, column: 25, scope: !316)
!321 = !DILocation(line: 86, column: 30, scope: !128)
!322 = !DILocation(line: 86, column: 24, scope: !128)
!323 = !DILocation(line: 86, column: 5, scope: !125)
!324 = distinct !{!324, !323, !325, !159}
!325 = !DILocation(line: 94, column: 5, scope: !125)
!326 = !DILocation(line: 98, column: 5, scope: !59)
!327 = !DILocation(line: 100, column: 1, scope: !59)
!328 = !DILocation(line: 0, scope: !136)
!329 = !DILocation(line: 97, column: 27, scope: !330)
!330 = distinct !DILexicalBlock(scope: !136, file: !2, line: 96, column: 5)
!331 = !DILocalVariable(name: "__nptr", arg: 1, scope: !332, file: !333, line: 362, type: !336)
!332 = distinct !DISubprogram(name: "atoi", scope: !333, file: !333, line: 362, type: !334, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !338)
!333 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!334 = !DISubroutineType(types: !335)
!335 = !{!41, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!337 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!338 = !{!331}
!339 = !DILocation(line: 0, scope: !332, inlinedAt: !340)
!340 = distinct !DILocation(line: 97, column: 22, scope: !330)
!341 = !DILocation(line: 364, column: 16, scope: !332, inlinedAt: !340)
!342 = !DILocation(line: 97, column: 22, scope: !330)
!343 = !DILocation(line: 97, column: 19, scope: !330)
!344 = !DILocation(line: 96, column: 30, scope: !330)
!345 = !DILocation(line: 96, column: 23, scope: !330)
!346 = !DILocation(line: 96, column: 5, scope: !136)
!347 = distinct !{!347, !346, !348, !159}
!348 = !DILocation(line: 97, column: 35, scope: !136)
!349 = !DISubprogram(name: "srand", scope: !333, file: !333, line: 456, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !352}
!352 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!353 = !DISubprogram(name: "printf", scope: !354, file: !354, line: 356, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!355 = !DISubroutineType(types: !356)
!356 = !{!41, !357, null}
!357 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !336)
!358 = !DISubprogram(name: "qsort", scope: !333, file: !333, line: 851, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{null, !44, !361, !361, !364}
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !362, line: 18, baseType: !363)
!362 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!363 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !333, line: 829, baseType: !365)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 64)
!366 = !DISubroutineType(types: !367)
!367 = !{!41, !368, !368}
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!370 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 7, type: !366, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !371)
!371 = !{!372, !373, !374, !375}
!372 = !DILocalVariable(name: "a", arg: 1, scope: !370, file: !2, line: 7, type: !368)
!373 = !DILocalVariable(name: "b", arg: 2, scope: !370, file: !2, line: 7, type: !368)
!374 = !DILocalVariable(name: "x", scope: !370, file: !2, line: 8, type: !41)
!375 = !DILocalVariable(name: "y", scope: !370, file: !2, line: 8, type: !41)
!376 = !DILocation(line: 0, scope: !370)
!377 = !DILocation(line: 8, column: 13, scope: !370)
!378 = !DILocation(line: 8, column: 34, scope: !370)
!379 = !DILocation(line: 9, column: 15, scope: !370)
!380 = !DILocation(line: 9, column: 25, scope: !370)
!381 = !DILocation(line: 9, column: 20, scope: !370)
!382 = !DILocation(line: 9, column: 5, scope: !370)
!383 = !DISubprogram(name: "rand", scope: !333, file: !333, line: 454, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubprogram(name: "strtol", scope: !333, file: !333, line: 177, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{!70, !357, !387, !41}
!387 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
