; ModuleID = 'big_stack.c'
source_filename = "big_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cell = type { i32, i32, double }

@.str = private unnamed_addr constant [11 x i8] c"hash=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"text len=%zu commas=%u digits=%u tail=%s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"cells: wsum=%.2f xy=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"frame recursion=%ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"grid sum=%lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [46 x i8] c"a: signed sum=%lld min=%d max=%d a[99999]=%d\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca [100000 x i32], align 16, !DIAssignID !104
  %2 = alloca [16384 x i8], align 16, !DIAssignID !105
    #dbg_assign(i1 undef, !59, !DIExpression(), !105, ptr %2, !DIExpression(), !106)
  %3 = alloca [5000 x %struct.cell], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !73, !DIExpression(), !107, ptr %3, !DIExpression(), !106)
  %4 = alloca [300 x [300 x i8]], align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !89, !DIExpression(), !108, ptr %4, !DIExpression(), !106)
    #dbg_assign(i1 undef, !109, !DIExpression(), !104, ptr %1, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 400000, ptr nonnull %1) #6, !dbg !129
    #dbg_value(i32 0, !115, !DIExpression(), !130)
  br label %5, !dbg !131

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %17, %5 ], !dbg !132
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %18, %5 ], !dbg !134
  %8 = mul <4 x i32> %7, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !134
  %9 = mul <4 x i32> %7, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !134
  %10 = add <4 x i32> %9, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !134
  %11 = urem <4 x i32> %8, <i32 100003, i32 100003, i32 100003, i32 100003>, !dbg !134
  %12 = urem <4 x i32> %10, <i32 100003, i32 100003, i32 100003, i32 100003>, !dbg !134
  %13 = add nsw <4 x i32> %11, <i32 -50000, i32 -50000, i32 -50000, i32 -50000>, !dbg !135
  %14 = add nsw <4 x i32> %12, <i32 -50000, i32 -50000, i32 -50000, i32 -50000>, !dbg !135
  %15 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %6, !dbg !136
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !137
  store <4 x i32> %13, ptr %15, align 16, !dbg !137, !tbaa !138
  store <4 x i32> %14, ptr %16, align 16, !dbg !137, !tbaa !138
  %17 = add nuw i64 %6, 8, !dbg !132
  %18 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !134
  %19 = icmp eq i64 %17, 100000, !dbg !132
  br i1 %19, label %20, label %5, !dbg !132, !llvm.loop !142

20:                                               ; preds = %5
    #dbg_value(i64 0, !117, !DIExpression(), !127)
    #dbg_value(i64 0, !118, !DIExpression(), !127)
  %21 = load i32, ptr %1, align 16, !dbg !147, !tbaa !138
    #dbg_value(i32 %21, !120, !DIExpression(), !127)
    #dbg_value(i32 %21, !121, !DIExpression(), !127)
    #dbg_value(i32 0, !122, !DIExpression(), !148)
  br label %22, !dbg !149

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %47, %22 ]
  %24 = phi i32 [ %21, %20 ], [ %46, %22 ]
  %25 = phi i32 [ %21, %20 ], [ %45, %22 ]
  %26 = phi i64 [ 0, %20 ], [ %44, %22 ]
  %27 = phi i64 [ 0, %20 ], [ %42, %22 ]
    #dbg_value(i64 %23, !122, !DIExpression(), !148)
    #dbg_value(i32 %24, !121, !DIExpression(), !127)
    #dbg_value(i32 %25, !120, !DIExpression(), !127)
    #dbg_value(i64 %26, !118, !DIExpression(), !127)
    #dbg_value(i64 %27, !117, !DIExpression(), !127)
  %28 = mul i64 %27, 31, !dbg !150
  %29 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %23, !dbg !153
  %30 = load i32, ptr %29, align 8, !dbg !153, !tbaa !138
  %31 = zext i32 %30 to i64, !dbg !154
  %32 = add i64 %28, %31, !dbg !155
    #dbg_value(i64 %32, !117, !DIExpression(), !127)
  %33 = sext i32 %30 to i64, !dbg !156
  %34 = add nsw i64 %26, %33, !dbg !157
    #dbg_value(i64 %34, !118, !DIExpression(), !127)
  %35 = tail call i32 @llvm.smin.i32(i32 %30, i32 %25), !dbg !158
    #dbg_value(i32 %35, !120, !DIExpression(), !127)
  %36 = tail call i32 @llvm.smax.i32(i32 %30, i32 %24), !dbg !159
    #dbg_value(i32 %36, !121, !DIExpression(), !127)
  %37 = or disjoint i64 %23, 1, !dbg !160
    #dbg_value(i64 %37, !122, !DIExpression(), !148)
  %38 = mul i64 %32, 31, !dbg !150
  %39 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %37, !dbg !153
  %40 = load i32, ptr %39, align 4, !dbg !153, !tbaa !138
  %41 = zext i32 %40 to i64, !dbg !154
  %42 = add i64 %38, %41, !dbg !155
    #dbg_value(i64 %42, !117, !DIExpression(), !127)
  %43 = sext i32 %40 to i64, !dbg !156
  %44 = add nsw i64 %34, %43, !dbg !157
    #dbg_value(i64 %44, !118, !DIExpression(), !127)
  %45 = tail call i32 @llvm.smin.i32(i32 %40, i32 %35), !dbg !158
    #dbg_value(i32 %45, !120, !DIExpression(), !127)
  %46 = tail call i32 @llvm.smax.i32(i32 %40, i32 %36), !dbg !159
    #dbg_value(i32 %46, !121, !DIExpression(), !127)
  %47 = add nuw nsw i64 %23, 2, !dbg !160
    #dbg_value(i64 %47, !122, !DIExpression(), !148)
  %48 = icmp eq i64 %47, 100000, !dbg !161
  br i1 %48, label %49, label %22, !dbg !149, !llvm.loop !162

49:                                               ; preds = %22
  %50 = getelementptr inbounds i8, ptr %1, i64 399996, !dbg !164
  %51 = load i32, ptr %50, align 4, !dbg !164, !tbaa !138
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %51), !dbg !165
  call void @llvm.lifetime.end.p0(i64 400000, ptr nonnull %1) #6, !dbg !166
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %42), !dbg !167
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %2) #6, !dbg !168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16384) %2, i8 0, i64 16384, i1 false), !dbg !169, !DIAssignID !170
    #dbg_assign(i8 0, !59, !DIExpression(), !170, ptr %2, !DIExpression(), !106)
    #dbg_value(i64 0, !63, !DIExpression(), !106)
    #dbg_value(i32 0, !64, !DIExpression(), !171)
  br label %94, !dbg !172

54:                                               ; preds = %94
    #dbg_value(i64 0, !71, !DIExpression(), !173)
    #dbg_value(i32 0, !70, !DIExpression(), !106)
    #dbg_value(i32 0, !69, !DIExpression(), !106)
  %55 = icmp eq i64 %100, 0, !dbg !174
  br i1 %55, label %104, label %56, !dbg !176

56:                                               ; preds = %54
  %57 = icmp ult i64 %100, 8, !dbg !176
  br i1 %57, label %58, label %62, !dbg !176

58:                                               ; preds = %88, %56
  %59 = phi i64 [ 0, %56 ], [ %63, %88 ]
  %60 = phi i32 [ 0, %56 ], [ %90, %88 ]
  %61 = phi i32 [ 0, %56 ], [ %92, %88 ]
  br label %110, !dbg !176

62:                                               ; preds = %56
  %63 = and i64 %100, -8, !dbg !176
  br label %64, !dbg !176

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %86, %64 ], !dbg !177
  %66 = phi <4 x i32> [ zeroinitializer, %62 ], [ %84, %64 ]
  %67 = phi <4 x i32> [ zeroinitializer, %62 ], [ %85, %64 ]
  %68 = phi <4 x i32> [ zeroinitializer, %62 ], [ %78, %64 ]
  %69 = phi <4 x i32> [ zeroinitializer, %62 ], [ %79, %64 ]
  %70 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 %65, !dbg !178
  %71 = getelementptr inbounds i8, ptr %70, i64 4, !dbg !178
  %72 = load <4 x i8>, ptr %70, align 8, !dbg !178, !tbaa !181
  %73 = load <4 x i8>, ptr %71, align 4, !dbg !178, !tbaa !181
  %74 = icmp eq <4 x i8> %72, <i8 44, i8 44, i8 44, i8 44>, !dbg !182
  %75 = icmp eq <4 x i8> %73, <i8 44, i8 44, i8 44, i8 44>, !dbg !182
  %76 = zext <4 x i1> %74 to <4 x i32>, !dbg !183
  %77 = zext <4 x i1> %75 to <4 x i32>, !dbg !183
  %78 = add <4 x i32> %68, %76, !dbg !183
  %79 = add <4 x i32> %69, %77, !dbg !183
  %80 = xor <4 x i1> %74, <i1 true, i1 true, i1 true, i1 true>, !dbg !183
  %81 = xor <4 x i1> %75, <i1 true, i1 true, i1 true, i1 true>, !dbg !183
  %82 = zext <4 x i1> %80 to <4 x i32>, !dbg !183
  %83 = zext <4 x i1> %81 to <4 x i32>, !dbg !183
  %84 = add <4 x i32> %66, %82, !dbg !183
  %85 = add <4 x i32> %67, %83, !dbg !183
  %86 = add nuw i64 %65, 8, !dbg !177
  %87 = icmp eq i64 %86, %63, !dbg !177
  br i1 %87, label %88, label %64, !dbg !177, !llvm.loop !184

88:                                               ; preds = %64
  %89 = add <4 x i32> %85, %84, !dbg !176
  %90 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %89), !dbg !176
  %91 = add <4 x i32> %79, %78, !dbg !176
  %92 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %91), !dbg !176
  %93 = icmp eq i64 %100, %63, !dbg !176
  br i1 %93, label %104, label %58, !dbg !176

94:                                               ; preds = %49, %94
  %95 = phi i32 [ 0, %49 ], [ %101, %94 ]
  %96 = phi i64 [ 0, %49 ], [ %100, %94 ]
    #dbg_value(i32 %95, !64, !DIExpression(), !171)
    #dbg_value(i64 %96, !63, !DIExpression(), !106)
  %97 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !186
  %98 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %97, ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95) #6, !dbg !187
    #dbg_value(i32 %98, !66, !DIExpression(), !188)
  %99 = sext i32 %98 to i64, !dbg !189
  %100 = add nsw i64 %96, %99, !dbg !190
    #dbg_value(i64 %100, !63, !DIExpression(), !106)
  %101 = add nuw nsw i32 %95, 1, !dbg !191
    #dbg_value(i32 %101, !64, !DIExpression(), !171)
  %102 = add nsw i64 %100, 16, !dbg !192
  %103 = icmp ult i64 %102, 16384, !dbg !193
  br i1 %103, label %94, label %54, !dbg !172, !llvm.loop !194

104:                                              ; preds = %110, %88, %54
  %105 = phi i32 [ 0, %54 ], [ %92, %88 ], [ %118, %110 ], !dbg !106
  %106 = phi i32 [ 0, %54 ], [ %90, %88 ], [ %121, %110 ], !dbg !196
  %107 = getelementptr inbounds i8, ptr %2, i64 %100, !dbg !197
  %108 = getelementptr inbounds i8, ptr %107, i64 -12, !dbg !198
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %100, i32 noundef %105, i32 noundef %106, ptr noundef nonnull %108), !dbg !199
  call void @llvm.lifetime.start.p0(i64 80000, ptr nonnull %3) #6, !dbg !200
    #dbg_value(i32 0, !83, !DIExpression(), !201)
  br label %124, !dbg !202

110:                                              ; preds = %58, %110
  %111 = phi i64 [ %122, %110 ], [ %59, %58 ]
  %112 = phi i32 [ %121, %110 ], [ %60, %58 ]
  %113 = phi i32 [ %118, %110 ], [ %61, %58 ]
    #dbg_value(i64 %111, !71, !DIExpression(), !173)
    #dbg_value(i32 %112, !70, !DIExpression(), !106)
    #dbg_value(i32 %113, !69, !DIExpression(), !106)
  %114 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 %111, !dbg !178
  %115 = load i8, ptr %114, align 1, !dbg !178, !tbaa !181
  %116 = icmp eq i8 %115, 44, !dbg !182
  %117 = zext i1 %116 to i32, !dbg !183
  %118 = add i32 %113, %117, !dbg !183
  %119 = xor i1 %116, true, !dbg !183
  %120 = zext i1 %119 to i32, !dbg !183
  %121 = add i32 %112, %120, !dbg !183
    #dbg_value(i32 %121, !70, !DIExpression(), !106)
    #dbg_value(i32 %118, !69, !DIExpression(), !106)
  %122 = add nuw i64 %111, 1, !dbg !177
    #dbg_value(i64 %122, !71, !DIExpression(), !173)
  %123 = icmp eq i64 %122, %100, !dbg !174
  br i1 %123, label %104, label %110, !dbg !176, !llvm.loop !203

124:                                              ; preds = %104, %124
  %125 = phi i64 [ 0, %104 ], [ %137, %124 ]
    #dbg_value(i64 %125, !83, !DIExpression(), !201)
  %126 = trunc i64 %125 to i16, !dbg !204
  %127 = urem i16 %126, 71, !dbg !204
  %128 = zext nneg i16 %127 to i32, !dbg !204
  %129 = getelementptr inbounds [5000 x %struct.cell], ptr %3, i64 0, i64 %125, !dbg !207
  store i32 %128, ptr %129, align 16, !dbg !208, !tbaa !209
  %130 = udiv i16 %126, 71, !dbg !212
  %131 = zext nneg i16 %130 to i32, !dbg !212
  %132 = getelementptr inbounds i8, ptr %129, i64 4, !dbg !213
  store i32 %131, ptr %132, align 4, !dbg !214, !tbaa !215
  %133 = urem i16 %126, 13, !dbg !216
  %134 = uitofp nneg i16 %133 to double, !dbg !217
  %135 = fmul double %134, 2.500000e-01, !dbg !218
  %136 = getelementptr inbounds i8, ptr %129, i64 8, !dbg !219
  store double %135, ptr %136, align 8, !dbg !220, !tbaa !221
  %137 = add nuw nsw i64 %125, 1, !dbg !222
    #dbg_value(i64 %137, !83, !DIExpression(), !201)
  %138 = icmp eq i64 %137, 5000, !dbg !223
  br i1 %138, label %143, label %124, !dbg !202, !llvm.loop !224

139:                                              ; preds = %143
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %162, i64 noundef %169), !dbg !226
  %141 = call fastcc i64 @frame_recursion(i32 noundef 200), !dbg !227
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %141), !dbg !228
  call void @llvm.lifetime.start.p0(i64 90000, ptr nonnull %4) #6, !dbg !229
    #dbg_value(i32 0, !93, !DIExpression(), !230)
  br label %172, !dbg !231

143:                                              ; preds = %124, %143
  %144 = phi i64 [ %170, %143 ], [ 0, %124 ]
  %145 = phi i64 [ %169, %143 ], [ 0, %124 ]
  %146 = phi double [ %162, %143 ], [ 0.000000e+00, %124 ]
    #dbg_value(i64 %144, !87, !DIExpression(), !232)
    #dbg_value(i64 %145, !86, !DIExpression(), !106)
    #dbg_value(double %146, !85, !DIExpression(), !106)
  %147 = getelementptr inbounds [5000 x %struct.cell], ptr %3, i64 0, i64 %144, !dbg !233
  %148 = getelementptr inbounds i8, ptr %147, i64 8, !dbg !236
  %149 = load double, ptr %148, align 8, !dbg !236, !tbaa !221
  %150 = fadd double %146, %149, !dbg !237
    #dbg_value(double %150, !85, !DIExpression(), !106)
  %151 = load i32, ptr %147, align 16, !dbg !238, !tbaa !209
  %152 = sext i32 %151 to i64, !dbg !239
  %153 = getelementptr inbounds i8, ptr %147, i64 4, !dbg !240
  %154 = load i32, ptr %153, align 4, !dbg !240, !tbaa !215
  %155 = sext i32 %154 to i64, !dbg !241
  %156 = mul nsw i64 %155, %152, !dbg !242
  %157 = add nsw i64 %156, %145, !dbg !243
    #dbg_value(i64 %157, !86, !DIExpression(), !106)
  %158 = or disjoint i64 %144, 1, !dbg !244
    #dbg_value(i64 %158, !87, !DIExpression(), !232)
  %159 = getelementptr inbounds [5000 x %struct.cell], ptr %3, i64 0, i64 %158, !dbg !233
  %160 = getelementptr inbounds i8, ptr %159, i64 8, !dbg !236
  %161 = load double, ptr %160, align 8, !dbg !236, !tbaa !221
  %162 = fadd double %150, %161, !dbg !237
    #dbg_value(double %162, !85, !DIExpression(), !106)
  %163 = load i32, ptr %159, align 16, !dbg !238, !tbaa !209
  %164 = sext i32 %163 to i64, !dbg !239
  %165 = getelementptr inbounds i8, ptr %159, i64 4, !dbg !240
  %166 = load i32, ptr %165, align 4, !dbg !240, !tbaa !215
  %167 = sext i32 %166 to i64, !dbg !241
  %168 = mul nsw i64 %167, %164, !dbg !242
  %169 = add nsw i64 %168, %157, !dbg !243
    #dbg_value(i64 %169, !86, !DIExpression(), !106)
  %170 = add nuw nsw i64 %144, 2, !dbg !244
    #dbg_value(i64 %170, !87, !DIExpression(), !232)
  %171 = icmp eq i64 %170, 5000, !dbg !245
  br i1 %171, label %139, label %143, !dbg !246, !llvm.loop !247

172:                                              ; preds = %139, %185
  %173 = phi i64 [ 0, %139 ], [ %203, %185 ]
    #dbg_value(i64 %173, !93, !DIExpression(), !230)
    #dbg_value(i32 0, !95, !DIExpression(), !249)
  %174 = insertelement <16 x i64> poison, i64 %173, i64 0, !dbg !250
  %175 = shufflevector <16 x i64> %174, <16 x i64> poison, <16 x i32> zeroinitializer, !dbg !250
  br label %176, !dbg !250

176:                                              ; preds = %176, %172
  %177 = phi i64 [ 0, %172 ], [ %182, %176 ], !dbg !251
  %178 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %172 ], [ %183, %176 ]
  %179 = xor <16 x i64> %178, %175, !dbg !253
  %180 = trunc <16 x i64> %179 to <16 x i8>, !dbg !254
  %181 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %173, i64 %177, !dbg !255
  store <16 x i8> %180, ptr %181, align 4, !dbg !256, !tbaa !181
  %182 = add nuw i64 %177, 16, !dbg !251
  %183 = add <16 x i64> %178, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %184 = icmp eq i64 %182, 288, !dbg !251
  br i1 %184, label %185, label %176, !dbg !251, !llvm.loop !257

185:                                              ; preds = %176
  %186 = trunc i64 %173 to i8, !dbg !254
  %187 = insertelement <8 x i8> poison, i8 %186, i64 0, !dbg !254
  %188 = shufflevector <8 x i8> %187, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !254
  %189 = xor <8 x i8> %188, <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39>, !dbg !254
  %190 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %173, i64 288, !dbg !255
  store <8 x i8> %189, ptr %190, align 4, !dbg !256, !tbaa !181
    #dbg_value(i64 296, !95, !DIExpression(), !249)
  %191 = trunc i64 %173 to i8, !dbg !254
  %192 = xor i8 %191, 40, !dbg !254
  %193 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %173, i64 296, !dbg !255
  store i8 %192, ptr %193, align 4, !dbg !256, !tbaa !181
    #dbg_value(i64 297, !95, !DIExpression(), !249)
  %194 = trunc i64 %173 to i8, !dbg !254
  %195 = xor i8 %194, 41, !dbg !254
  %196 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %173, i64 297, !dbg !255
  store i8 %195, ptr %196, align 1, !dbg !256, !tbaa !181
    #dbg_value(i64 298, !95, !DIExpression(), !249)
  %197 = trunc i64 %173 to i8, !dbg !254
  %198 = xor i8 %197, 42, !dbg !254
  %199 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %173, i64 298, !dbg !255
  store i8 %198, ptr %199, align 2, !dbg !256, !tbaa !181
    #dbg_value(i64 299, !95, !DIExpression(), !249)
  %200 = trunc i64 %173 to i8, !dbg !254
  %201 = xor i8 %200, 43, !dbg !254
  %202 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %173, i64 299, !dbg !255
  store i8 %201, ptr %202, align 1, !dbg !256, !tbaa !181
    #dbg_value(i64 300, !95, !DIExpression(), !249)
  %203 = add nuw nsw i64 %173, 1, !dbg !259
    #dbg_value(i64 %203, !93, !DIExpression(), !230)
  %204 = icmp eq i64 %203, 300, !dbg !260
  br i1 %204, label %205, label %172, !dbg !231, !llvm.loop !261

205:                                              ; preds = %185, %210
  %206 = phi i64 [ %211, %210 ], [ 0, %185 ]
  %207 = phi i64 [ %239, %210 ], [ 0, %185 ]
    #dbg_value(i64 %206, !99, !DIExpression(), !263)
    #dbg_value(i32 0, !101, !DIExpression(), !264)
    #dbg_value(i64 %207, !98, !DIExpression(), !106)
  br label %213, !dbg !265

208:                                              ; preds = %210
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %239), !dbg !266
  call void @llvm.lifetime.end.p0(i64 90000, ptr nonnull %4) #6, !dbg !267
  call void @llvm.lifetime.end.p0(i64 80000, ptr nonnull %3) #6, !dbg !267
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %2) #6, !dbg !267
  ret i32 0, !dbg !267

210:                                              ; preds = %213
  %211 = add nuw nsw i64 %206, 3, !dbg !268
    #dbg_value(i64 %211, !99, !DIExpression(), !263)
    #dbg_value(i64 %239, !98, !DIExpression(), !106)
  %212 = icmp ult i64 %206, 297, !dbg !269
  br i1 %212, label %205, label %208, !dbg !270, !llvm.loop !271

213:                                              ; preds = %213, %205
  %214 = phi i64 [ 0, %205 ], [ %240, %213 ]
  %215 = phi i64 [ %207, %205 ], [ %239, %213 ]
    #dbg_value(i64 %214, !101, !DIExpression(), !264)
    #dbg_value(i64 %215, !98, !DIExpression(), !106)
  %216 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %206, i64 %214, !dbg !273
  %217 = load i8, ptr %216, align 1, !dbg !273, !tbaa !181
  %218 = zext i8 %217 to i64, !dbg !273
  %219 = add i64 %215, %218, !dbg !275
    #dbg_value(i64 %219, !98, !DIExpression(), !106)
  %220 = add nuw nsw i64 %214, 3, !dbg !276
    #dbg_value(i64 %220, !101, !DIExpression(), !264)
  %221 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %206, i64 %220, !dbg !273
  %222 = load i8, ptr %221, align 1, !dbg !273, !tbaa !181
  %223 = zext i8 %222 to i64, !dbg !273
  %224 = add i64 %219, %223, !dbg !275
    #dbg_value(i64 %224, !98, !DIExpression(), !106)
  %225 = add nuw nsw i64 %214, 6, !dbg !276
    #dbg_value(i64 %225, !101, !DIExpression(), !264)
  %226 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %206, i64 %225, !dbg !273
  %227 = load i8, ptr %226, align 1, !dbg !273, !tbaa !181
  %228 = zext i8 %227 to i64, !dbg !273
  %229 = add i64 %224, %228, !dbg !275
    #dbg_value(i64 %229, !98, !DIExpression(), !106)
  %230 = add nuw nsw i64 %214, 9, !dbg !276
    #dbg_value(i64 %230, !101, !DIExpression(), !264)
  %231 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %206, i64 %230, !dbg !273
  %232 = load i8, ptr %231, align 1, !dbg !273, !tbaa !181
  %233 = zext i8 %232 to i64, !dbg !273
  %234 = add i64 %229, %233, !dbg !275
    #dbg_value(i64 %234, !98, !DIExpression(), !106)
  %235 = add nuw nsw i64 %214, 12, !dbg !276
    #dbg_value(i64 %235, !101, !DIExpression(), !264)
  %236 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %206, i64 %235, !dbg !273
  %237 = load i8, ptr %236, align 1, !dbg !273, !tbaa !181
  %238 = zext i8 %237 to i64, !dbg !273
  %239 = add i64 %234, %238, !dbg !275
    #dbg_value(i64 %239, !98, !DIExpression(), !106)
  %240 = add nuw nsw i64 %214, 15, !dbg !276
    #dbg_value(i64 %240, !101, !DIExpression(), !264)
  %241 = icmp ult i64 %214, 285, !dbg !277
  br i1 %241, label %213, label %210, !dbg !265, !llvm.loop !278
}

; Function Attrs: nofree nounwind
declare !dbg !280 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !287 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @frame_recursion(i32 noundef %0) unnamed_addr #4 !dbg !292 {
  %2 = alloca [256 x i32], align 16, !DIAssignID !306
    #dbg_assign(i1 undef, !297, !DIExpression(), !306, ptr %2, !DIExpression(), !307)
    #dbg_value(i32 %0, !296, !DIExpression(), !307)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6, !dbg !308
    #dbg_value(i32 0, !301, !DIExpression(), !309)
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !310
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !310
  br label %5, !dbg !310

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %13, %5 ], !dbg !311
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %14, %5 ], !dbg !313
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>, !dbg !313
  %9 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %6, !dbg !314
  %10 = mul <4 x i32> %7, %4, !dbg !313
  %11 = mul <4 x i32> %8, %4, !dbg !313
  %12 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !313
  store <4 x i32> %10, ptr %9, align 16, !dbg !313, !tbaa !138
  store <4 x i32> %11, ptr %12, align 16, !dbg !313, !tbaa !138
  %13 = add nuw i64 %6, 8, !dbg !311
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !313
  %15 = icmp eq i64 %13, 256, !dbg !311
  br i1 %15, label %16, label %5, !dbg !311, !llvm.loop !315

16:                                               ; preds = %5
    #dbg_value(i64 0, !304, !DIExpression(), !317)
    #dbg_value(i64 0, !303, !DIExpression(), !307)
  %17 = load i32, ptr %2, align 16, !dbg !318, !tbaa !138
  %18 = sext i32 %17 to i64, !dbg !318
    #dbg_value(i64 %18, !303, !DIExpression(), !307)
    #dbg_value(i64 17, !304, !DIExpression(), !317)
  %19 = getelementptr inbounds i8, ptr %2, i64 68, !dbg !318
  %20 = load i32, ptr %19, align 4, !dbg !318, !tbaa !138
  %21 = sext i32 %20 to i64, !dbg !318
  %22 = add nsw i64 %18, %21, !dbg !320
    #dbg_value(i64 %22, !303, !DIExpression(), !307)
    #dbg_value(i64 34, !304, !DIExpression(), !317)
  %23 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !318
  %24 = load i32, ptr %23, align 8, !dbg !318, !tbaa !138
  %25 = sext i32 %24 to i64, !dbg !318
  %26 = add nsw i64 %22, %25, !dbg !320
    #dbg_value(i64 %26, !303, !DIExpression(), !307)
    #dbg_value(i64 51, !304, !DIExpression(), !317)
  %27 = getelementptr inbounds i8, ptr %2, i64 204, !dbg !318
  %28 = load i32, ptr %27, align 4, !dbg !318, !tbaa !138
  %29 = sext i32 %28 to i64, !dbg !318
  %30 = add nsw i64 %26, %29, !dbg !320
    #dbg_value(i64 %30, !303, !DIExpression(), !307)
    #dbg_value(i64 68, !304, !DIExpression(), !317)
  %31 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !318
  %32 = load i32, ptr %31, align 16, !dbg !318, !tbaa !138
  %33 = sext i32 %32 to i64, !dbg !318
  %34 = add nsw i64 %30, %33, !dbg !320
    #dbg_value(i64 %34, !303, !DIExpression(), !307)
    #dbg_value(i64 85, !304, !DIExpression(), !317)
  %35 = getelementptr inbounds i8, ptr %2, i64 340, !dbg !318
  %36 = load i32, ptr %35, align 4, !dbg !318, !tbaa !138
  %37 = sext i32 %36 to i64, !dbg !318
  %38 = add nsw i64 %34, %37, !dbg !320
    #dbg_value(i64 %38, !303, !DIExpression(), !307)
    #dbg_value(i64 102, !304, !DIExpression(), !317)
  %39 = getelementptr inbounds i8, ptr %2, i64 408, !dbg !318
  %40 = load i32, ptr %39, align 8, !dbg !318, !tbaa !138
  %41 = sext i32 %40 to i64, !dbg !318
  %42 = add nsw i64 %38, %41, !dbg !320
    #dbg_value(i64 %42, !303, !DIExpression(), !307)
    #dbg_value(i64 119, !304, !DIExpression(), !317)
  %43 = getelementptr inbounds i8, ptr %2, i64 476, !dbg !318
  %44 = load i32, ptr %43, align 4, !dbg !318, !tbaa !138
  %45 = sext i32 %44 to i64, !dbg !318
  %46 = add nsw i64 %42, %45, !dbg !320
    #dbg_value(i64 %46, !303, !DIExpression(), !307)
    #dbg_value(i64 136, !304, !DIExpression(), !317)
  %47 = getelementptr inbounds i8, ptr %2, i64 544, !dbg !318
  %48 = load i32, ptr %47, align 16, !dbg !318, !tbaa !138
  %49 = sext i32 %48 to i64, !dbg !318
  %50 = add nsw i64 %46, %49, !dbg !320
    #dbg_value(i64 %50, !303, !DIExpression(), !307)
    #dbg_value(i64 153, !304, !DIExpression(), !317)
  %51 = getelementptr inbounds i8, ptr %2, i64 612, !dbg !318
  %52 = load i32, ptr %51, align 4, !dbg !318, !tbaa !138
  %53 = sext i32 %52 to i64, !dbg !318
  %54 = add nsw i64 %50, %53, !dbg !320
    #dbg_value(i64 %54, !303, !DIExpression(), !307)
    #dbg_value(i64 170, !304, !DIExpression(), !317)
  %55 = getelementptr inbounds i8, ptr %2, i64 680, !dbg !318
  %56 = load i32, ptr %55, align 8, !dbg !318, !tbaa !138
  %57 = sext i32 %56 to i64, !dbg !318
  %58 = add nsw i64 %54, %57, !dbg !320
    #dbg_value(i64 %58, !303, !DIExpression(), !307)
    #dbg_value(i64 187, !304, !DIExpression(), !317)
  %59 = getelementptr inbounds i8, ptr %2, i64 748, !dbg !318
  %60 = load i32, ptr %59, align 4, !dbg !318, !tbaa !138
  %61 = sext i32 %60 to i64, !dbg !318
  %62 = add nsw i64 %58, %61, !dbg !320
    #dbg_value(i64 %62, !303, !DIExpression(), !307)
    #dbg_value(i64 204, !304, !DIExpression(), !317)
  %63 = getelementptr inbounds i8, ptr %2, i64 816, !dbg !318
  %64 = load i32, ptr %63, align 16, !dbg !318, !tbaa !138
  %65 = sext i32 %64 to i64, !dbg !318
  %66 = add nsw i64 %62, %65, !dbg !320
    #dbg_value(i64 %66, !303, !DIExpression(), !307)
    #dbg_value(i64 221, !304, !DIExpression(), !317)
  %67 = getelementptr inbounds i8, ptr %2, i64 884, !dbg !318
  %68 = load i32, ptr %67, align 4, !dbg !318, !tbaa !138
  %69 = sext i32 %68 to i64, !dbg !318
  %70 = add nsw i64 %66, %69, !dbg !320
    #dbg_value(i64 %70, !303, !DIExpression(), !307)
    #dbg_value(i64 238, !304, !DIExpression(), !317)
  %71 = getelementptr inbounds i8, ptr %2, i64 952, !dbg !318
  %72 = load i32, ptr %71, align 8, !dbg !318, !tbaa !138
  %73 = sext i32 %72 to i64, !dbg !318
  %74 = add nsw i64 %70, %73, !dbg !320
    #dbg_value(i64 %74, !303, !DIExpression(), !307)
    #dbg_value(i64 255, !304, !DIExpression(), !317)
  %75 = getelementptr inbounds i8, ptr %2, i64 1020, !dbg !318
  %76 = load i32, ptr %75, align 4, !dbg !318, !tbaa !138
  %77 = sext i32 %76 to i64, !dbg !318
  %78 = add nsw i64 %74, %77, !dbg !320
    #dbg_value(i64 %78, !303, !DIExpression(), !307)
    #dbg_value(i64 272, !304, !DIExpression(), !317)
  %79 = icmp eq i32 %0, 0, !dbg !321
  br i1 %79, label %84, label %80, !dbg !322

80:                                               ; preds = %16
  %81 = add nsw i32 %0, -1, !dbg !323
  %82 = tail call fastcc i64 @frame_recursion(i32 noundef %81), !dbg !324
  %83 = add nsw i64 %82, %78, !dbg !325
  br label %84, !dbg !322

84:                                               ; preds = %16, %80
  %85 = phi i64 [ %83, %80 ], [ %78, %16 ], !dbg !322
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6, !dbg !326
  ret i64 %85, !dbg !327
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "big_stack.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "022b828b7c68cd39e53a99600edd78eb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 42)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 46)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !45, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !42, !43, !44}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 18, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!0, !7, !12, !17, !22, !27, !32}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !55, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!59, !63, !64, !66, !69, !70, !71, !73, !83, !85, !86, !87, !89, !93, !95, !98, !99, !101}
!59 = !DILocalVariable(name: "text", scope: !54, file: !2, line: 40, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 131072, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 16384)
!63 = !DILocalVariable(name: "len", scope: !54, file: !2, line: 42, type: !39)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 43, type: !57)
!65 = distinct !DILexicalBlock(scope: !54, file: !2, line: 43, column: 5)
!66 = !DILocalVariable(name: "n", scope: !67, file: !2, line: 44, type: !57)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 43, column: 50)
!68 = distinct !DILexicalBlock(scope: !65, file: !2, line: 43, column: 5)
!69 = !DILocalVariable(name: "commas", scope: !54, file: !2, line: 47, type: !44)
!70 = !DILocalVariable(name: "digits", scope: !54, file: !2, line: 47, type: !44)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 48, type: !39)
!72 = distinct !DILexicalBlock(scope: !54, file: !2, line: 48, column: 5)
!73 = !DILocalVariable(name: "cells", scope: !54, file: !2, line: 53, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 640000, elements: !81)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 6, size: 128, elements: !76)
!76 = !{!77, !78, !79}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !75, file: !2, line: 7, baseType: !57, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !75, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !75, file: !2, line: 8, baseType: !80, size: 64, offset: 64)
!80 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!81 = !{!82}
!82 = !DISubrange(count: 5000)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 54, type: !57)
!84 = distinct !DILexicalBlock(scope: !54, file: !2, line: 54, column: 5)
!85 = !DILocalVariable(name: "wsum", scope: !54, file: !2, line: 59, type: !80)
!86 = !DILocalVariable(name: "xy", scope: !54, file: !2, line: 60, type: !42)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 61, type: !57)
!88 = distinct !DILexicalBlock(scope: !54, file: !2, line: 61, column: 5)
!89 = !DILocalVariable(name: "grid", scope: !54, file: !2, line: 68, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 720000, elements: !91)
!91 = !{!92, !92}
!92 = !DISubrange(count: 300)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 69, type: !57)
!94 = distinct !DILexicalBlock(scope: !54, file: !2, line: 69, column: 5)
!95 = !DILocalVariable(name: "j", scope: !96, file: !2, line: 70, type: !57)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 70, column: 9)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 69, column: 5)
!98 = !DILocalVariable(name: "gs", scope: !54, file: !2, line: 72, type: !41)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 73, type: !57)
!100 = distinct !DILexicalBlock(scope: !54, file: !2, line: 73, column: 5)
!101 = !DILocalVariable(name: "j", scope: !102, file: !2, line: 74, type: !57)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 74, column: 9)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 73, column: 5)
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !54)
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = !DILocalVariable(name: "a", scope: !110, file: !2, line: 22, type: !124)
!110 = distinct !DISubprogram(name: "big_sum", scope: !2, file: !2, line: 21, type: !111, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!113}
!113 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!114 = !{!109, !115, !117, !118, !120, !121, !122}
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 23, type: !57)
!116 = distinct !DILexicalBlock(scope: !110, file: !2, line: 23, column: 5)
!117 = !DILocalVariable(name: "s", scope: !110, file: !2, line: 25, type: !113)
!118 = !DILocalVariable(name: "signed_sum", scope: !110, file: !2, line: 26, type: !119)
!119 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!120 = !DILocalVariable(name: "mn", scope: !110, file: !2, line: 27, type: !57)
!121 = !DILocalVariable(name: "mx", scope: !110, file: !2, line: 27, type: !57)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 28, type: !57)
!123 = distinct !DILexicalBlock(scope: !110, file: !2, line: 28, column: 5)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 3200000, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 100000)
!127 = !DILocation(line: 0, scope: !110, inlinedAt: !128)
!128 = distinct !DILocation(line: 39, column: 27, scope: !54)
!129 = !DILocation(line: 22, column: 5, scope: !110, inlinedAt: !128)
!130 = !DILocation(line: 0, scope: !116, inlinedAt: !128)
!131 = !DILocation(line: 23, column: 5, scope: !116, inlinedAt: !128)
!132 = !DILocation(line: 23, column: 34, scope: !133, inlinedAt: !128)
!133 = distinct !DILexicalBlock(scope: !116, file: !2, line: 23, column: 5)
!134 = !DILocation(line: 24, column: 27, scope: !133, inlinedAt: !128)
!135 = !DILocation(line: 24, column: 36, scope: !133, inlinedAt: !128)
!136 = !DILocation(line: 24, column: 9, scope: !133, inlinedAt: !128)
!137 = !DILocation(line: 24, column: 14, scope: !133, inlinedAt: !128)
!138 = !{!139, !139, i64 0}
!139 = !{!"int", !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = distinct !{!142, !131, !143, !144, !145, !146}
!143 = !DILocation(line: 24, column: 38, scope: !116, inlinedAt: !128)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !{!"llvm.loop.isvectorized", i32 1}
!146 = !{!"llvm.loop.unroll.runtime.disable"}
!147 = !DILocation(line: 27, column: 14, scope: !110, inlinedAt: !128)
!148 = !DILocation(line: 0, scope: !123, inlinedAt: !128)
!149 = !DILocation(line: 28, column: 5, scope: !123, inlinedAt: !128)
!150 = !DILocation(line: 29, column: 15, scope: !151, inlinedAt: !128)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 28, column: 38)
!152 = distinct !DILexicalBlock(scope: !123, file: !2, line: 28, column: 5)
!153 = !DILocation(line: 29, column: 32, scope: !151, inlinedAt: !128)
!154 = !DILocation(line: 29, column: 22, scope: !151, inlinedAt: !128)
!155 = !DILocation(line: 29, column: 20, scope: !151, inlinedAt: !128)
!156 = !DILocation(line: 30, column: 23, scope: !151, inlinedAt: !128)
!157 = !DILocation(line: 30, column: 20, scope: !151, inlinedAt: !128)
!158 = !DILocation(line: 31, column: 13, scope: !151, inlinedAt: !128)
!159 = !DILocation(line: 32, column: 13, scope: !151, inlinedAt: !128)
!160 = !DILocation(line: 28, column: 34, scope: !152, inlinedAt: !128)
!161 = !DILocation(line: 28, column: 23, scope: !152, inlinedAt: !128)
!162 = distinct !{!162, !149, !163, !144}
!163 = !DILocation(line: 33, column: 5, scope: !123, inlinedAt: !128)
!164 = !DILocation(line: 34, column: 82, scope: !110, inlinedAt: !128)
!165 = !DILocation(line: 34, column: 5, scope: !110, inlinedAt: !128)
!166 = !DILocation(line: 36, column: 1, scope: !110, inlinedAt: !128)
!167 = !DILocation(line: 39, column: 5, scope: !54)
!168 = !DILocation(line: 40, column: 5, scope: !54)
!169 = !DILocation(line: 41, column: 5, scope: !54)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !65)
!172 = !DILocation(line: 43, column: 5, scope: !65)
!173 = !DILocation(line: 0, scope: !72)
!174 = !DILocation(line: 48, column: 26, scope: !175)
!175 = distinct !DILexicalBlock(scope: !72, file: !2, line: 48, column: 5)
!176 = !DILocation(line: 48, column: 5, scope: !72)
!177 = !DILocation(line: 48, column: 34, scope: !175)
!178 = !DILocation(line: 49, column: 13, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 49, column: 13)
!180 = distinct !DILexicalBlock(scope: !175, file: !2, line: 48, column: 38)
!181 = !{!140, !140, i64 0}
!182 = !DILocation(line: 49, column: 21, scope: !179)
!183 = !DILocation(line: 49, column: 13, scope: !180)
!184 = distinct !{!184, !176, !185, !144, !145, !146}
!185 = !DILocation(line: 51, column: 5, scope: !72)
!186 = !DILocation(line: 44, column: 30, scope: !67)
!187 = !DILocation(line: 44, column: 17, scope: !67)
!188 = !DILocation(line: 0, scope: !67)
!189 = !DILocation(line: 45, column: 16, scope: !67)
!190 = !DILocation(line: 45, column: 13, scope: !67)
!191 = !DILocation(line: 43, column: 46, scope: !68)
!192 = !DILocation(line: 43, column: 25, scope: !68)
!193 = !DILocation(line: 43, column: 30, scope: !68)
!194 = distinct !{!194, !172, !195, !144}
!195 = !DILocation(line: 46, column: 5, scope: !65)
!196 = !DILocation(line: 47, column: 26, scope: !54)
!197 = !DILocation(line: 52, column: 84, scope: !54)
!198 = !DILocation(line: 52, column: 90, scope: !54)
!199 = !DILocation(line: 52, column: 5, scope: !54)
!200 = !DILocation(line: 53, column: 5, scope: !54)
!201 = !DILocation(line: 0, scope: !84)
!202 = !DILocation(line: 54, column: 5, scope: !84)
!203 = distinct !{!203, !176, !185, !144, !146, !145}
!204 = !DILocation(line: 55, column: 24, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 54, column: 36)
!206 = distinct !DILexicalBlock(scope: !84, file: !2, line: 54, column: 5)
!207 = !DILocation(line: 55, column: 9, scope: !205)
!208 = !DILocation(line: 55, column: 20, scope: !205)
!209 = !{!210, !139, i64 0}
!210 = !{!"cell", !139, i64 0, !139, i64 4, !211, i64 8}
!211 = !{!"double", !140, i64 0}
!212 = !DILocation(line: 56, column: 24, scope: !205)
!213 = !DILocation(line: 56, column: 18, scope: !205)
!214 = !DILocation(line: 56, column: 20, scope: !205)
!215 = !{!210, !139, i64 4}
!216 = !DILocation(line: 57, column: 25, scope: !205)
!217 = !DILocation(line: 57, column: 22, scope: !205)
!218 = !DILocation(line: 57, column: 31, scope: !205)
!219 = !DILocation(line: 57, column: 18, scope: !205)
!220 = !DILocation(line: 57, column: 20, scope: !205)
!221 = !{!210, !211, i64 8}
!222 = !DILocation(line: 54, column: 32, scope: !206)
!223 = !DILocation(line: 54, column: 23, scope: !206)
!224 = distinct !{!224, !202, !225, !144}
!225 = !DILocation(line: 58, column: 5, scope: !84)
!226 = !DILocation(line: 65, column: 5, scope: !54)
!227 = !DILocation(line: 66, column: 37, scope: !54)
!228 = !DILocation(line: 66, column: 5, scope: !54)
!229 = !DILocation(line: 68, column: 5, scope: !54)
!230 = !DILocation(line: 0, scope: !94)
!231 = !DILocation(line: 69, column: 5, scope: !94)
!232 = !DILocation(line: 0, scope: !88)
!233 = !DILocation(line: 62, column: 17, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 61, column: 36)
!235 = distinct !DILexicalBlock(scope: !88, file: !2, line: 61, column: 5)
!236 = !DILocation(line: 62, column: 26, scope: !234)
!237 = !DILocation(line: 62, column: 14, scope: !234)
!238 = !DILocation(line: 63, column: 30, scope: !234)
!239 = !DILocation(line: 63, column: 15, scope: !234)
!240 = !DILocation(line: 63, column: 43, scope: !234)
!241 = !DILocation(line: 63, column: 34, scope: !234)
!242 = !DILocation(line: 63, column: 32, scope: !234)
!243 = !DILocation(line: 63, column: 12, scope: !234)
!244 = !DILocation(line: 61, column: 32, scope: !235)
!245 = !DILocation(line: 61, column: 23, scope: !235)
!246 = !DILocation(line: 61, column: 5, scope: !88)
!247 = distinct !{!247, !246, !248, !144}
!248 = !DILocation(line: 64, column: 5, scope: !88)
!249 = !DILocation(line: 0, scope: !96)
!250 = !DILocation(line: 70, column: 9, scope: !96)
!251 = !DILocation(line: 70, column: 35, scope: !252)
!252 = distinct !DILexicalBlock(scope: !96, file: !2, line: 70, column: 9)
!253 = !DILocation(line: 71, column: 45, scope: !252)
!254 = !DILocation(line: 71, column: 26, scope: !252)
!255 = !DILocation(line: 71, column: 13, scope: !252)
!256 = !DILocation(line: 71, column: 24, scope: !252)
!257 = distinct !{!257, !250, !258, !144, !145, !146}
!258 = !DILocation(line: 71, column: 56, scope: !96)
!259 = !DILocation(line: 69, column: 31, scope: !97)
!260 = !DILocation(line: 69, column: 23, scope: !97)
!261 = distinct !{!261, !231, !262, !144}
!262 = !DILocation(line: 71, column: 56, scope: !94)
!263 = !DILocation(line: 0, scope: !100)
!264 = !DILocation(line: 0, scope: !102)
!265 = !DILocation(line: 74, column: 9, scope: !102)
!266 = !DILocation(line: 76, column: 5, scope: !54)
!267 = !DILocation(line: 78, column: 1, scope: !54)
!268 = !DILocation(line: 73, column: 32, scope: !103)
!269 = !DILocation(line: 73, column: 23, scope: !103)
!270 = !DILocation(line: 73, column: 5, scope: !100)
!271 = distinct !{!271, !270, !272, !144}
!272 = !DILocation(line: 75, column: 28, scope: !100)
!273 = !DILocation(line: 75, column: 19, scope: !274)
!274 = distinct !DILexicalBlock(scope: !102, file: !2, line: 74, column: 9)
!275 = !DILocation(line: 75, column: 16, scope: !274)
!276 = !DILocation(line: 74, column: 36, scope: !274)
!277 = !DILocation(line: 74, column: 27, scope: !274)
!278 = distinct !{!278, !265, !279, !144}
!279 = !DILocation(line: 75, column: 28, scope: !102)
!280 = !DISubprogram(name: "printf", scope: !281, file: !281, line: 356, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!282 = !DISubroutineType(types: !283)
!283 = !{!57, !284, null}
!284 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!287 = !DISubprogram(name: "sprintf", scope: !281, file: !281, line: 358, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!57, !290, !284, null}
!290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!292 = distinct !DISubprogram(name: "frame_recursion", scope: !2, file: !2, line: 11, type: !293, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{!42, !57}
!295 = !{!296, !297, !301, !303, !304}
!296 = !DILocalVariable(name: "depth", arg: 1, scope: !292, file: !2, line: 11, type: !57)
!297 = !DILocalVariable(name: "local", scope: !292, file: !2, line: 12, type: !298)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 8192, elements: !299)
!299 = !{!300}
!300 = !DISubrange(count: 256)
!301 = !DILocalVariable(name: "i", scope: !302, file: !2, line: 13, type: !57)
!302 = distinct !DILexicalBlock(scope: !292, file: !2, line: 13, column: 5)
!303 = !DILocalVariable(name: "s", scope: !292, file: !2, line: 15, type: !42)
!304 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 16, type: !57)
!305 = distinct !DILexicalBlock(scope: !292, file: !2, line: 16, column: 5)
!306 = distinct !DIAssignID()
!307 = !DILocation(line: 0, scope: !292)
!308 = !DILocation(line: 12, column: 5, scope: !292)
!309 = !DILocation(line: 0, scope: !302)
!310 = !DILocation(line: 13, column: 5, scope: !302)
!311 = !DILocation(line: 13, column: 31, scope: !312)
!312 = distinct !DILexicalBlock(scope: !302, file: !2, line: 13, column: 5)
!313 = !DILocation(line: 14, column: 18, scope: !312)
!314 = !DILocation(line: 14, column: 9, scope: !312)
!315 = distinct !{!315, !310, !316, !144, !145, !146}
!316 = !DILocation(line: 14, column: 28, scope: !302)
!317 = !DILocation(line: 0, scope: !305)
!318 = !DILocation(line: 17, column: 14, scope: !319)
!319 = distinct !DILexicalBlock(scope: !305, file: !2, line: 16, column: 5)
!320 = !DILocation(line: 17, column: 11, scope: !319)
!321 = !DILocation(line: 18, column: 18, scope: !292)
!322 = !DILocation(line: 18, column: 12, scope: !292)
!323 = !DILocation(line: 18, column: 55, scope: !292)
!324 = !DILocation(line: 18, column: 33, scope: !292)
!325 = !DILocation(line: 18, column: 31, scope: !292)
!326 = !DILocation(line: 19, column: 1, scope: !292)
!327 = !DILocation(line: 18, column: 5, scope: !292)
