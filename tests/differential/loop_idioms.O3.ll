; ModuleID = 'loop_idioms.c'
source_filename = "loop_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"sum_to(%ld)=%ld sum_squares=%lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"unswitch: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"find_first_gt: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [62 x i8] c"after zero_fill sum=%ld a[9]=%d a[10]=%d a[109]=%d a[110]=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"copied len=%d tail=%s\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"gcd_tail=%ld acc_tail=%ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [41 x i8] c"popcounts=%u leading=%d clz(0)-style=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [20 x i8] c"invariant loop=%ld\0A\00", align 1, !dbg !37
@main.grid = internal unnamed_addr global [50 x [40 x i32]] zeroinitializer, align 16, !dbg !42
@.str.8 = private unnamed_addr constant [10 x i8] c"diag=%ld\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca [300 x i32], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !62, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  %2 = alloca [100 x i8], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !75, !DIExpression(), !109, ptr %2, !DIExpression(), !108)
    #dbg_value(i64 0, !59, !DIExpression(), !110)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 0, i64 noundef 0), !dbg !111
    #dbg_value(i64 1, !59, !DIExpression(), !110)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i64 noundef 1, i64 noundef 0), !dbg !111
    #dbg_value(i64 11, !59, !DIExpression(), !110)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 11, i64 noundef 66, i64 noundef 385), !dbg !111
    #dbg_value(i64 111, !59, !DIExpression(), !110)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 111, i64 noundef 6216, i64 noundef 449735), !dbg !111
    #dbg_value(i64 1111, !59, !DIExpression(), !110)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1111, i64 noundef 617716, i64 noundef 456493235), !dbg !111
    #dbg_value(i64 11111, !59, !DIExpression(), !110)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 11111, i64 noundef 61732716, i64 noundef 457171928235), !dbg !111
    #dbg_value(i64 111111, !59, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #5, !dbg !113
    #dbg_value(i32 0, !66, !DIExpression(), !114)
  br label %9, !dbg !115

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %23, %9 ], !dbg !116
  %11 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %24, %9 ], !dbg !118
  %12 = mul nuw nsw <4 x i16> %11, <i16 7, i16 7, i16 7, i16 7>, !dbg !118
  %13 = mul <4 x i16> %11, <i16 7, i16 7, i16 7, i16 7>, !dbg !118
  %14 = add <4 x i16> %13, <i16 28, i16 28, i16 28, i16 28>, !dbg !118
  %15 = urem <4 x i16> %12, <i16 23, i16 23, i16 23, i16 23>, !dbg !118
  %16 = urem <4 x i16> %14, <i16 23, i16 23, i16 23, i16 23>, !dbg !118
  %17 = zext nneg <4 x i16> %15 to <4 x i32>, !dbg !118
  %18 = zext nneg <4 x i16> %16 to <4 x i32>, !dbg !118
  %19 = add nsw <4 x i32> %17, <i32 -11, i32 -11, i32 -11, i32 -11>, !dbg !119
  %20 = add nsw <4 x i32> %18, <i32 -11, i32 -11, i32 -11, i32 -11>, !dbg !119
  %21 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %10, !dbg !120
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !121
  store <4 x i32> %19, ptr %21, align 16, !dbg !121, !tbaa !122
  store <4 x i32> %20, ptr %22, align 16, !dbg !121, !tbaa !122
  %23 = add nuw i64 %10, 8, !dbg !116
  %24 = add <4 x i16> %11, <i16 8, i16 8, i16 8, i16 8>, !dbg !118
  %25 = icmp eq i64 %23, 296, !dbg !116
  br i1 %25, label %222, label %9, !dbg !116, !llvm.loop !126

26:                                               ; preds = %26, %255
  %27 = phi i64 [ 0, %255 ], [ %56, %26 ], !dbg !131
  %28 = phi <2 x i64> [ zeroinitializer, %255 ], [ %53, %26 ]
  %29 = phi <2 x i64> [ zeroinitializer, %255 ], [ %55, %26 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !146
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !146
  %32 = load <2 x i32>, ptr %30, align 16, !dbg !146, !tbaa !122
  %33 = load <2 x i32>, ptr %31, align 8, !dbg !146, !tbaa !122
  %34 = sext <2 x i32> %32 to <2 x i64>, !dbg !146
  %35 = sext <2 x i32> %33 to <2 x i64>, !dbg !146
  %36 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !146
  %37 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !146
  %38 = getelementptr inbounds i8, ptr %36, i64 24, !dbg !146
  %39 = load <2 x i32>, ptr %37, align 16, !dbg !146, !tbaa !122
  %40 = load <2 x i32>, ptr %38, align 8, !dbg !146, !tbaa !122
  %41 = sext <2 x i32> %39 to <2 x i64>, !dbg !146
  %42 = sext <2 x i32> %40 to <2 x i64>, !dbg !146
  %43 = add nsw <2 x i64> %34, %41, !dbg !149
  %44 = add nsw <2 x i64> %35, %42, !dbg !149
  %45 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !146
  %46 = getelementptr inbounds i8, ptr %45, i64 32, !dbg !146
  %47 = getelementptr inbounds i8, ptr %45, i64 40, !dbg !146
  %48 = load <2 x i32>, ptr %46, align 16, !dbg !146, !tbaa !122
  %49 = load <2 x i32>, ptr %47, align 8, !dbg !146, !tbaa !122
  %50 = sext <2 x i32> %48 to <2 x i64>, !dbg !146
  %51 = sext <2 x i32> %49 to <2 x i64>, !dbg !146
  %52 = add nsw <2 x i64> %43, %50, !dbg !149
  %53 = sub <2 x i64> %28, %52, !dbg !149
  %54 = add nsw <2 x i64> %44, %51, !dbg !149
  %55 = sub <2 x i64> %29, %54, !dbg !149
  %56 = add nuw nsw i64 %27, 12, !dbg !131
  %57 = icmp eq i64 %56, 300, !dbg !131
  br i1 %57, label %58, label %26, !dbg !131, !llvm.loop !150

58:                                               ; preds = %26
  %59 = add <2 x i64> %55, %53, !dbg !151
  %60 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %59), !dbg !151
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %257, i64 noundef %60), !dbg !153
    #dbg_value(ptr %1, !154, !DIExpression(), !163)
    #dbg_value(i32 300, !159, !DIExpression(), !163)
    #dbg_value(i32 5, !160, !DIExpression(), !163)
    #dbg_value(i32 0, !161, !DIExpression(), !165)
  br label %62, !dbg !166

62:                                               ; preds = %92, %58
  %63 = phi i64 [ 0, %58 ], [ %93, %92 ]
    #dbg_value(i64 %63, !161, !DIExpression(), !165)
  %64 = getelementptr inbounds i32, ptr %1, i64 %63, !dbg !167
  %65 = load i32, ptr %64, align 8, !dbg !167, !tbaa !122
  %66 = icmp sgt i32 %65, 5, !dbg !170
  br i1 %66, label %95, label %67, !dbg !171

67:                                               ; preds = %62
  %68 = or disjoint i64 %63, 1, !dbg !172
    #dbg_value(i64 %68, !161, !DIExpression(), !165)
  %69 = getelementptr inbounds i32, ptr %1, i64 %68, !dbg !167
  %70 = load i32, ptr %69, align 4, !dbg !167, !tbaa !122
  %71 = icmp sgt i32 %70, 5, !dbg !170
  br i1 %71, label %95, label %72, !dbg !171

72:                                               ; preds = %67
  %73 = add nuw nsw i64 %63, 2, !dbg !172
    #dbg_value(i64 %73, !161, !DIExpression(), !165)
  %74 = getelementptr inbounds i32, ptr %1, i64 %73, !dbg !167
  %75 = load i32, ptr %74, align 8, !dbg !167, !tbaa !122
  %76 = icmp sgt i32 %75, 5, !dbg !170
  br i1 %76, label %95, label %77, !dbg !171

77:                                               ; preds = %72
  %78 = add nuw nsw i64 %63, 3, !dbg !172
    #dbg_value(i64 %78, !161, !DIExpression(), !165)
  %79 = getelementptr inbounds i32, ptr %1, i64 %78, !dbg !167
  %80 = load i32, ptr %79, align 4, !dbg !167, !tbaa !122
  %81 = icmp sgt i32 %80, 5, !dbg !170
  br i1 %81, label %95, label %82, !dbg !171

82:                                               ; preds = %77
  %83 = add nuw nsw i64 %63, 4, !dbg !172
    #dbg_value(i64 %83, !161, !DIExpression(), !165)
  %84 = getelementptr inbounds i32, ptr %1, i64 %83, !dbg !167
  %85 = load i32, ptr %84, align 8, !dbg !167, !tbaa !122
  %86 = icmp sgt i32 %85, 5, !dbg !170
  br i1 %86, label %95, label %87, !dbg !171

87:                                               ; preds = %82
  %88 = add nuw nsw i64 %63, 5, !dbg !172
    #dbg_value(i64 %88, !161, !DIExpression(), !165)
  %89 = getelementptr inbounds i32, ptr %1, i64 %88, !dbg !167
  %90 = load i32, ptr %89, align 4, !dbg !167, !tbaa !122
  %91 = icmp sgt i32 %90, 5, !dbg !170
  br i1 %91, label %95, label %92, !dbg !171

92:                                               ; preds = %87
  %93 = add nuw nsw i64 %63, 6, !dbg !172
    #dbg_value(i64 %93, !161, !DIExpression(), !165)
  %94 = icmp eq i64 %93, 300, !dbg !173
  br i1 %94, label %98, label %62, !dbg !166, !llvm.loop !174

95:                                               ; preds = %87, %82, %77, %72, %67, %62
  %96 = phi i64 [ %63, %62 ], [ %68, %67 ], [ %73, %72 ], [ %78, %77 ], [ %83, %82 ], [ %88, %87 ]
  %97 = trunc nuw nsw i64 %96 to i32
  br label %98, !dbg !176

98:                                               ; preds = %92, %95
  %99 = phi i32 [ %97, %95 ], [ -1, %92 ]
    #dbg_value(ptr %1, !154, !DIExpression(), !177)
    #dbg_value(i32 300, !159, !DIExpression(), !177)
    #dbg_value(i32 11, !160, !DIExpression(), !177)
    #dbg_value(i32 0, !161, !DIExpression(), !179)
  br label %100, !dbg !180

100:                                              ; preds = %130, %98
  %101 = phi i64 [ 0, %98 ], [ %131, %130 ]
    #dbg_value(i64 %101, !161, !DIExpression(), !179)
  %102 = getelementptr inbounds i32, ptr %1, i64 %101, !dbg !181
  %103 = load i32, ptr %102, align 8, !dbg !181, !tbaa !122
  %104 = icmp sgt i32 %103, 11, !dbg !182
  br i1 %104, label %133, label %105, !dbg !183

105:                                              ; preds = %100
  %106 = or disjoint i64 %101, 1, !dbg !184
    #dbg_value(i64 %106, !161, !DIExpression(), !179)
  %107 = getelementptr inbounds i32, ptr %1, i64 %106, !dbg !181
  %108 = load i32, ptr %107, align 4, !dbg !181, !tbaa !122
  %109 = icmp sgt i32 %108, 11, !dbg !182
  br i1 %109, label %133, label %110, !dbg !183

110:                                              ; preds = %105
  %111 = add nuw nsw i64 %101, 2, !dbg !184
    #dbg_value(i64 %111, !161, !DIExpression(), !179)
  %112 = getelementptr inbounds i32, ptr %1, i64 %111, !dbg !181
  %113 = load i32, ptr %112, align 8, !dbg !181, !tbaa !122
  %114 = icmp sgt i32 %113, 11, !dbg !182
  br i1 %114, label %133, label %115, !dbg !183

115:                                              ; preds = %110
  %116 = add nuw nsw i64 %101, 3, !dbg !184
    #dbg_value(i64 %116, !161, !DIExpression(), !179)
  %117 = getelementptr inbounds i32, ptr %1, i64 %116, !dbg !181
  %118 = load i32, ptr %117, align 4, !dbg !181, !tbaa !122
  %119 = icmp sgt i32 %118, 11, !dbg !182
  br i1 %119, label %133, label %120, !dbg !183

120:                                              ; preds = %115
  %121 = add nuw nsw i64 %101, 4, !dbg !184
    #dbg_value(i64 %121, !161, !DIExpression(), !179)
  %122 = getelementptr inbounds i32, ptr %1, i64 %121, !dbg !181
  %123 = load i32, ptr %122, align 8, !dbg !181, !tbaa !122
  %124 = icmp sgt i32 %123, 11, !dbg !182
  br i1 %124, label %133, label %125, !dbg !183

125:                                              ; preds = %120
  %126 = add nuw nsw i64 %101, 5, !dbg !184
    #dbg_value(i64 %126, !161, !DIExpression(), !179)
  %127 = getelementptr inbounds i32, ptr %1, i64 %126, !dbg !181
  %128 = load i32, ptr %127, align 4, !dbg !181, !tbaa !122
  %129 = icmp sgt i32 %128, 11, !dbg !182
  br i1 %129, label %133, label %130, !dbg !183

130:                                              ; preds = %125
  %131 = add nuw nsw i64 %101, 6, !dbg !184
    #dbg_value(i64 %131, !161, !DIExpression(), !179)
  %132 = icmp eq i64 %131, 300, !dbg !185
  br i1 %132, label %136, label %100, !dbg !180, !llvm.loop !186

133:                                              ; preds = %125, %120, %115, %110, %105, %100
  %134 = phi i64 [ %101, %100 ], [ %106, %105 ], [ %111, %110 ], [ %116, %115 ], [ %121, %120 ], [ %126, %125 ]
  %135 = trunc nuw nsw i64 %134 to i32
  br label %136, !dbg !188

136:                                              ; preds = %130, %133
  %137 = phi i32 [ %135, %133 ], [ -1, %130 ]
    #dbg_value(ptr %1, !154, !DIExpression(), !189)
    #dbg_value(i32 300, !159, !DIExpression(), !189)
    #dbg_value(i32 -20, !160, !DIExpression(), !189)
    #dbg_value(i32 0, !161, !DIExpression(), !191)
  br label %138, !dbg !192

138:                                              ; preds = %168, %136
  %139 = phi i64 [ 0, %136 ], [ %169, %168 ]
    #dbg_value(i64 %139, !161, !DIExpression(), !191)
  %140 = getelementptr inbounds i32, ptr %1, i64 %139, !dbg !193
  %141 = load i32, ptr %140, align 8, !dbg !193, !tbaa !122
  %142 = icmp sgt i32 %141, -20, !dbg !194
  br i1 %142, label %171, label %143, !dbg !195

143:                                              ; preds = %138
  %144 = or disjoint i64 %139, 1, !dbg !196
    #dbg_value(i64 %144, !161, !DIExpression(), !191)
  %145 = getelementptr inbounds i32, ptr %1, i64 %144, !dbg !193
  %146 = load i32, ptr %145, align 4, !dbg !193, !tbaa !122
  %147 = icmp sgt i32 %146, -20, !dbg !194
  br i1 %147, label %171, label %148, !dbg !195

148:                                              ; preds = %143
  %149 = add nuw nsw i64 %139, 2, !dbg !196
    #dbg_value(i64 %149, !161, !DIExpression(), !191)
  %150 = getelementptr inbounds i32, ptr %1, i64 %149, !dbg !193
  %151 = load i32, ptr %150, align 8, !dbg !193, !tbaa !122
  %152 = icmp sgt i32 %151, -20, !dbg !194
  br i1 %152, label %171, label %153, !dbg !195

153:                                              ; preds = %148
  %154 = add nuw nsw i64 %139, 3, !dbg !196
    #dbg_value(i64 %154, !161, !DIExpression(), !191)
  %155 = getelementptr inbounds i32, ptr %1, i64 %154, !dbg !193
  %156 = load i32, ptr %155, align 4, !dbg !193, !tbaa !122
  %157 = icmp sgt i32 %156, -20, !dbg !194
  br i1 %157, label %171, label %158, !dbg !195

158:                                              ; preds = %153
  %159 = add nuw nsw i64 %139, 4, !dbg !196
    #dbg_value(i64 %159, !161, !DIExpression(), !191)
  %160 = getelementptr inbounds i32, ptr %1, i64 %159, !dbg !193
  %161 = load i32, ptr %160, align 8, !dbg !193, !tbaa !122
  %162 = icmp sgt i32 %161, -20, !dbg !194
  br i1 %162, label %171, label %163, !dbg !195

163:                                              ; preds = %158
  %164 = add nuw nsw i64 %139, 5, !dbg !196
    #dbg_value(i64 %164, !161, !DIExpression(), !191)
  %165 = getelementptr inbounds i32, ptr %1, i64 %164, !dbg !193
  %166 = load i32, ptr %165, align 4, !dbg !193, !tbaa !122
  %167 = icmp sgt i32 %166, -20, !dbg !194
  br i1 %167, label %171, label %168, !dbg !195

168:                                              ; preds = %163
  %169 = add nuw nsw i64 %139, 6, !dbg !196
    #dbg_value(i64 %169, !161, !DIExpression(), !191)
  %170 = icmp eq i64 %169, 300, !dbg !197
  br i1 %170, label %174, label %138, !dbg !192, !llvm.loop !198

171:                                              ; preds = %163, %158, %153, %148, %143, %138
  %172 = phi i64 [ %139, %138 ], [ %144, %143 ], [ %149, %148 ], [ %154, %153 ], [ %159, %158 ], [ %164, %163 ]
  %173 = trunc nuw nsw i64 %172 to i32
  br label %174, !dbg !200

174:                                              ; preds = %168, %171
  %175 = phi i32 [ %173, %171 ], [ -1, %168 ]
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %99, i32 noundef %137, i32 noundef %175), !dbg !201
  %177 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !202
    #dbg_value(ptr %177, !203, !DIExpression(), !212)
    #dbg_value(i32 100, !209, !DIExpression(), !212)
    #dbg_value(i32 0, !210, !DIExpression(), !214)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(400) %177, i8 0, i64 400, i1 false), !dbg !215, !tbaa !122, !DIAssignID !217
    #dbg_assign(i8 0, !62, !DIExpression(DW_OP_LLVM_fragment, 320, 3200), !217, ptr %177, !DIExpression(), !108)
    #dbg_value(i64 poison, !210, !DIExpression(), !214)
    #dbg_value(i64 0, !68, !DIExpression(), !108)
    #dbg_value(i32 0, !69, !DIExpression(), !218)
  br label %178, !dbg !219

178:                                              ; preds = %178, %174
  %179 = phi i64 [ 0, %174 ], [ %208, %178 ], !dbg !220
  %180 = phi <2 x i64> [ zeroinitializer, %174 ], [ %206, %178 ]
  %181 = phi <2 x i64> [ zeroinitializer, %174 ], [ %207, %178 ]
  %182 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %179, !dbg !222
  %183 = getelementptr inbounds i8, ptr %182, i64 8, !dbg !222
  %184 = load <2 x i32>, ptr %182, align 16, !dbg !222, !tbaa !122
  %185 = load <2 x i32>, ptr %183, align 8, !dbg !222, !tbaa !122
  %186 = sext <2 x i32> %184 to <2 x i64>, !dbg !222
  %187 = sext <2 x i32> %185 to <2 x i64>, !dbg !222
  %188 = add <2 x i64> %180, %186, !dbg !223
  %189 = add <2 x i64> %181, %187, !dbg !223
  %190 = add nuw nsw i64 %179, 4, !dbg !220
  %191 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %190, !dbg !222
  %192 = getelementptr inbounds i8, ptr %191, i64 8, !dbg !222
  %193 = load <2 x i32>, ptr %191, align 16, !dbg !222, !tbaa !122
  %194 = load <2 x i32>, ptr %192, align 8, !dbg !222, !tbaa !122
  %195 = sext <2 x i32> %193 to <2 x i64>, !dbg !222
  %196 = sext <2 x i32> %194 to <2 x i64>, !dbg !222
  %197 = add <2 x i64> %188, %195, !dbg !223
  %198 = add <2 x i64> %189, %196, !dbg !223
  %199 = add nuw nsw i64 %179, 8, !dbg !220
  %200 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %199, !dbg !222
  %201 = getelementptr inbounds i8, ptr %200, i64 8, !dbg !222
  %202 = load <2 x i32>, ptr %200, align 16, !dbg !222, !tbaa !122
  %203 = load <2 x i32>, ptr %201, align 8, !dbg !222, !tbaa !122
  %204 = sext <2 x i32> %202 to <2 x i64>, !dbg !222
  %205 = sext <2 x i32> %203 to <2 x i64>, !dbg !222
  %206 = add <2 x i64> %197, %204, !dbg !223
  %207 = add <2 x i64> %198, %205, !dbg !223
  %208 = add nuw nsw i64 %179, 12, !dbg !220
  %209 = icmp eq i64 %208, 300, !dbg !220
  br i1 %209, label %210, label %178, !dbg !220, !llvm.loop !224

210:                                              ; preds = %178
  %211 = add <2 x i64> %207, %206, !dbg !219
  %212 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %211), !dbg !219
  %213 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !226
  %214 = load i32, ptr %213, align 4, !dbg !226, !tbaa !122
  %215 = getelementptr inbounds i8, ptr %1, i64 440, !dbg !227
  %216 = load i32, ptr %215, align 8, !dbg !227, !tbaa !122
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %212, i32 noundef %214, i32 noundef 0, i32 noundef 0, i32 noundef %216), !dbg !228
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #5, !dbg !229
    #dbg_value(i32 0, !76, !DIExpression(), !230)
    #dbg_value(<16 x i8> <i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80>, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !108)
    #dbg_value(<16 x i8> <i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70>, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !108)
    #dbg_value(<16 x i8> <i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86>, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !108)
    #dbg_value(<16 x i8> <i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76>, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !108)
    #dbg_value(<16 x i8> <i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66>, !71, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !108)
    #dbg_value(<16 x i8> <i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82>, !71, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !108)
    #dbg_value(i8 83, !71, !DIExpression(DW_OP_LLVM_fragment, 768, 8), !108)
    #dbg_value(i8 84, !71, !DIExpression(DW_OP_LLVM_fragment, 776, 8), !108)
    #dbg_value(i8 85, !71, !DIExpression(DW_OP_LLVM_fragment, 784, 8), !108)
    #dbg_value(i64 99, !76, !DIExpression(), !230)
    #dbg_assign(i8 0, !71, !DIExpression(DW_OP_LLVM_fragment, 792, 8), !231, ptr undef, !DIExpression(DW_OP_plus_uconst, 99), !108)
    #dbg_assign(i8 0, !75, !DIExpression(), !232, ptr %2, !DIExpression(), !108)
    #dbg_value(ptr %2, !233, !DIExpression(), !247)
    #dbg_value(ptr undef, !243, !DIExpression(), !247)
    #dbg_value(i32 60, !244, !DIExpression(), !247)
    #dbg_value(i32 0, !245, !DIExpression(), !249)
  %218 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !250
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %218, i8 0, i64 40, i1 false), !dbg !250
  store <16 x i8> <i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80>, ptr %2, align 16, !dbg !251, !tbaa !253, !alias.scope !254, !DIAssignID !258
  %219 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !251
  store <16 x i8> <i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70>, ptr %219, align 16, !dbg !251, !tbaa !253, !alias.scope !254, !DIAssignID !259
  %220 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !251
  store <16 x i8> <i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86>, ptr %220, align 16, !dbg !251, !tbaa !253, !alias.scope !254, !DIAssignID !260
  %221 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !251
  store <12 x i8> <i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72>, ptr %221, align 16, !dbg !251, !tbaa !253, !alias.scope !254, !DIAssignID !261
    #dbg_assign(<16 x i8> <i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80>, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !258, ptr %2, !DIExpression(), !108)
    #dbg_assign(<16 x i8> <i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70>, !75, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !259, ptr %219, !DIExpression(), !108)
    #dbg_assign(<16 x i8> <i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86>, !75, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !260, ptr %220, !DIExpression(), !108)
    #dbg_assign(<12 x i8> <i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72>, !75, !DIExpression(DW_OP_LLVM_fragment, 384, 96), !261, ptr %221, !DIExpression(), !108)
    #dbg_value(i64 poison, !245, !DIExpression(), !249)
    #dbg_value(ptr %2, !262, !DIExpression(), !268)
    #dbg_value(i32 0, !267, !DIExpression(), !268)
  br label %258, !dbg !270

222:                                              ; preds = %9
    #dbg_value(i64 296, !66, !DIExpression(), !114)
  %223 = getelementptr inbounds i8, ptr %1, i64 1184, !dbg !120
  store i32 -9, ptr %223, align 16, !dbg !121, !tbaa !122
    #dbg_value(i64 297, !66, !DIExpression(), !114)
  %224 = getelementptr inbounds i8, ptr %1, i64 1188, !dbg !120
  store i32 -2, ptr %224, align 4, !dbg !121, !tbaa !122
    #dbg_value(i64 298, !66, !DIExpression(), !114)
  %225 = getelementptr inbounds i8, ptr %1, i64 1192, !dbg !120
  store i32 5, ptr %225, align 8, !dbg !121, !tbaa !122
    #dbg_value(i64 299, !66, !DIExpression(), !114)
  %226 = getelementptr inbounds i8, ptr %1, i64 1196, !dbg !120
  store i32 -11, ptr %226, align 4, !dbg !121, !tbaa !122
    #dbg_value(i64 300, !66, !DIExpression(), !114)
  br label %227, !dbg !271

227:                                              ; preds = %242, %222
  %228 = phi i64 [ 0, %222 ], [ %254, %242 ], !dbg !273
  %229 = phi <2 x i64> [ zeroinitializer, %222 ], [ %252, %242 ]
  %230 = phi <2 x i64> [ zeroinitializer, %222 ], [ %253, %242 ]
  %231 = getelementptr inbounds i32, ptr %1, i64 %228, !dbg !274
  %232 = getelementptr inbounds i8, ptr %231, i64 8, !dbg !274
  %233 = load <2 x i32>, ptr %231, align 16, !dbg !274, !tbaa !122
  %234 = load <2 x i32>, ptr %232, align 8, !dbg !274, !tbaa !122
  %235 = shl nsw <2 x i32> %233, <i32 1, i32 1>, !dbg !275
  %236 = shl nsw <2 x i32> %234, <i32 1, i32 1>, !dbg !275
  %237 = sext <2 x i32> %235 to <2 x i64>, !dbg !274
  %238 = sext <2 x i32> %236 to <2 x i64>, !dbg !274
  %239 = add <2 x i64> %229, %237, !dbg !276
  %240 = add <2 x i64> %230, %238, !dbg !276
  %241 = icmp eq i64 %228, 296, !dbg !273
  br i1 %241, label %255, label %242, !dbg !273, !llvm.loop !277

242:                                              ; preds = %227
  %243 = or disjoint i64 %228, 4, !dbg !273
  %244 = getelementptr inbounds i32, ptr %1, i64 %243, !dbg !274
  %245 = getelementptr inbounds i8, ptr %244, i64 8, !dbg !274
  %246 = load <2 x i32>, ptr %244, align 16, !dbg !274, !tbaa !122
  %247 = load <2 x i32>, ptr %245, align 8, !dbg !274, !tbaa !122
  %248 = shl nsw <2 x i32> %246, <i32 1, i32 1>, !dbg !275
  %249 = shl nsw <2 x i32> %247, <i32 1, i32 1>, !dbg !275
  %250 = sext <2 x i32> %248 to <2 x i64>, !dbg !274
  %251 = sext <2 x i32> %249 to <2 x i64>, !dbg !274
  %252 = add <2 x i64> %239, %250, !dbg !276
  %253 = add <2 x i64> %240, %251, !dbg !276
  %254 = add nuw nsw i64 %228, 8, !dbg !273
  br label %227

255:                                              ; preds = %227
  %256 = add <2 x i64> %240, %239, !dbg !271
  %257 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %256), !dbg !271
  br label %26, !dbg !151

258:                                              ; preds = %258, %210
  %259 = phi i64 [ %263, %258 ], [ 0, %210 ], !dbg !268
    #dbg_value(i64 %259, !267, !DIExpression(), !268)
  %260 = getelementptr inbounds i8, ptr %2, i64 %259, !dbg !279
  %261 = load i8, ptr %260, align 1, !dbg !279, !tbaa !253
  %262 = icmp eq i8 %261, 0, !dbg !270
  %263 = add nuw nsw i64 %259, 1, !dbg !280
    #dbg_value(i64 %263, !267, !DIExpression(), !268)
  br i1 %262, label %264, label %258, !dbg !270, !llvm.loop !281

264:                                              ; preds = %258
  %265 = trunc nuw nsw i64 %259 to i32, !dbg !282
  %266 = getelementptr inbounds i8, ptr %2, i64 50, !dbg !283
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %265, ptr noundef nonnull %266), !dbg !284
    #dbg_value(i64 1134903170, !285, !DIExpression(), !291)
    #dbg_value(i64 701408733, !290, !DIExpression(), !291)
  br label %268

268:                                              ; preds = %268, %264
  %269 = phi i64 [ %271, %268 ], [ 701408733, %264 ]
  %270 = phi i64 [ %269, %268 ], [ 1134903170, %264 ]
    #dbg_value(i64 %269, !290, !DIExpression(), !291)
    #dbg_value(i64 %270, !285, !DIExpression(), !291)
  %271 = urem i64 %270, %269, !dbg !293
    #dbg_value(i64 %269, !285, !DIExpression(), !291)
    #dbg_value(i64 %271, !290, !DIExpression(), !291)
  %272 = icmp eq i64 %271, 0, !dbg !294
  br i1 %272, label %273, label %268, !dbg !294

273:                                              ; preds = %268, %273
  %274 = phi i64 [ %280, %273 ], [ 5000, %268 ]
  %275 = phi i64 [ %283, %273 ], [ 1, %268 ]
    #dbg_value(i64 %275, !295, !DIExpression(), !301)
    #dbg_value(i64 %274, !300, !DIExpression(), !301)
  %276 = add nsw i64 %274, -1, !dbg !303
  %277 = mul nsw i64 %275, 3, !dbg !304
  %278 = srem i64 %277, 1000003, !dbg !305
  %279 = add nsw i64 %278, %274, !dbg !306
    #dbg_value(i64 %279, !295, !DIExpression(), !301)
    #dbg_value(i64 %276, !300, !DIExpression(), !301)
  %280 = add nsw i64 %274, -2, !dbg !303
  %281 = mul nsw i64 %279, 3, !dbg !304
  %282 = srem i64 %281, 1000003, !dbg !305
  %283 = add nsw i64 %282, %276, !dbg !306
    #dbg_value(i64 %280, !300, !DIExpression(), !301)
    #dbg_value(i64 %283, !295, !DIExpression(), !301)
  %284 = icmp eq i64 %280, 0, !dbg !307
  br i1 %284, label %285, label %273, !dbg !308

285:                                              ; preds = %273
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %269, i64 noundef %283), !dbg !309
    #dbg_value(i32 278, !79, !DIExpression(), !108)
    #dbg_value(i32 72, !78, !DIExpression(), !108)
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 72, i32 noundef 278, i32 noundef 32), !dbg !310
    #dbg_value(i32 17, !82, !DIExpression(), !108)
    #dbg_value(i32 3, !83, !DIExpression(), !108)
    #dbg_value(i64 0, !84, !DIExpression(), !108)
    #dbg_value(i32 0, !85, !DIExpression(), !311)
  br label %288, !dbg !312

288:                                              ; preds = %288, %285
  %289 = phi i32 [ 0, %285 ], [ %301, %288 ], !dbg !313
  %290 = phi <2 x i64> [ zeroinitializer, %285 ], [ %299, %288 ]
  %291 = phi <2 x i64> [ zeroinitializer, %285 ], [ %300, %288 ]
  %292 = phi <2 x i16> [ <i16 0, i16 1>, %285 ], [ %302, %288 ], !dbg !315
  %293 = add nuw nsw <2 x i16> %292, <i16 51, i16 51>, !dbg !315
  %294 = add <2 x i16> %292, <i16 53, i16 53>, !dbg !315
  %295 = urem <2 x i16> %293, <i16 7, i16 7>, !dbg !315
  %296 = urem <2 x i16> %294, <i16 7, i16 7>, !dbg !315
  %297 = zext nneg <2 x i16> %295 to <2 x i64>, !dbg !316
  %298 = zext nneg <2 x i16> %296 to <2 x i64>, !dbg !316
  %299 = add <2 x i64> %290, %297, !dbg !317
  %300 = add <2 x i64> %291, %298, !dbg !317
  %301 = add nuw i32 %289, 4, !dbg !313
  %302 = add <2 x i16> %292, <i16 4, i16 4>, !dbg !315
  %303 = icmp eq i32 %301, 1000, !dbg !313
  br i1 %303, label %304, label %288, !dbg !313, !llvm.loop !318

304:                                              ; preds = %288
  %305 = add <2 x i64> %300, %299, !dbg !312
  %306 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %305), !dbg !312
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %306), !dbg !320
    #dbg_value(i32 0, !87, !DIExpression(), !321)
  br label %308, !dbg !322

308:                                              ; preds = %304, %308
  %309 = phi i64 [ 0, %304 ], [ %367, %308 ]
    #dbg_value(i64 %309, !87, !DIExpression(), !321)
  %310 = mul nuw nsw i64 %309, 40
    #dbg_value(i64 0, !89, !DIExpression(), !323)
  %311 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 0, !dbg !324
  %312 = trunc nuw nsw i64 %310 to i32, !dbg !326
  store i32 %312, ptr %311, align 16, !dbg !326, !tbaa !122
    #dbg_value(i64 1, !89, !DIExpression(), !323)
  %313 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 1, !dbg !324
    #dbg_value(i64 4, !89, !DIExpression(), !323)
  %314 = trunc i64 %310 to i32, !dbg !326
  %315 = insertelement <4 x i32> poison, i32 %314, i64 0, !dbg !326
  %316 = shufflevector <4 x i32> %315, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %317 = or disjoint <4 x i32> %316, <i32 1, i32 2, i32 3, i32 4>, !dbg !326
  store <4 x i32> %317, ptr %313, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 5, !89, !DIExpression(), !323)
  %318 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 5, !dbg !324
    #dbg_value(i64 8, !89, !DIExpression(), !323)
  %319 = trunc i64 %310 to i32, !dbg !326
  %320 = insertelement <4 x i32> poison, i32 %319, i64 0, !dbg !326
  %321 = shufflevector <4 x i32> %320, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %322 = add <4 x i32> %321, <i32 5, i32 6, i32 7, i32 8>, !dbg !326
  store <4 x i32> %322, ptr %318, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 9, !89, !DIExpression(), !323)
  %323 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 9, !dbg !324
    #dbg_value(i64 12, !89, !DIExpression(), !323)
  %324 = trunc i64 %310 to i32, !dbg !326
  %325 = insertelement <4 x i32> poison, i32 %324, i64 0, !dbg !326
  %326 = shufflevector <4 x i32> %325, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %327 = add <4 x i32> %326, <i32 9, i32 10, i32 11, i32 12>, !dbg !326
  store <4 x i32> %327, ptr %323, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 13, !89, !DIExpression(), !323)
  %328 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 13, !dbg !324
    #dbg_value(i64 16, !89, !DIExpression(), !323)
  %329 = trunc i64 %310 to i32, !dbg !326
  %330 = insertelement <4 x i32> poison, i32 %329, i64 0, !dbg !326
  %331 = shufflevector <4 x i32> %330, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %332 = add <4 x i32> %331, <i32 13, i32 14, i32 15, i32 16>, !dbg !326
  store <4 x i32> %332, ptr %328, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 17, !89, !DIExpression(), !323)
  %333 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 17, !dbg !324
    #dbg_value(i64 20, !89, !DIExpression(), !323)
  %334 = trunc i64 %310 to i32, !dbg !326
  %335 = insertelement <4 x i32> poison, i32 %334, i64 0, !dbg !326
  %336 = shufflevector <4 x i32> %335, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %337 = add <4 x i32> %336, <i32 17, i32 18, i32 19, i32 20>, !dbg !326
  store <4 x i32> %337, ptr %333, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 21, !89, !DIExpression(), !323)
  %338 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 21, !dbg !324
    #dbg_value(i64 24, !89, !DIExpression(), !323)
  %339 = trunc i64 %310 to i32, !dbg !326
  %340 = insertelement <4 x i32> poison, i32 %339, i64 0, !dbg !326
  %341 = shufflevector <4 x i32> %340, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %342 = add <4 x i32> %341, <i32 21, i32 22, i32 23, i32 24>, !dbg !326
  store <4 x i32> %342, ptr %338, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 25, !89, !DIExpression(), !323)
  %343 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 25, !dbg !324
    #dbg_value(i64 28, !89, !DIExpression(), !323)
  %344 = trunc i64 %310 to i32, !dbg !326
  %345 = insertelement <4 x i32> poison, i32 %344, i64 0, !dbg !326
  %346 = shufflevector <4 x i32> %345, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %347 = add <4 x i32> %346, <i32 25, i32 26, i32 27, i32 28>, !dbg !326
  store <4 x i32> %347, ptr %343, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 29, !89, !DIExpression(), !323)
  %348 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 29, !dbg !324
    #dbg_value(i64 32, !89, !DIExpression(), !323)
  %349 = trunc i64 %310 to i32, !dbg !326
  %350 = insertelement <4 x i32> poison, i32 %349, i64 0, !dbg !326
  %351 = shufflevector <4 x i32> %350, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %352 = add <4 x i32> %351, <i32 29, i32 30, i32 31, i32 32>, !dbg !326
  store <4 x i32> %352, ptr %348, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 33, !89, !DIExpression(), !323)
  %353 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 33, !dbg !324
    #dbg_value(i64 36, !89, !DIExpression(), !323)
  %354 = trunc i64 %310 to i32, !dbg !326
  %355 = insertelement <4 x i32> poison, i32 %354, i64 0, !dbg !326
  %356 = shufflevector <4 x i32> %355, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !326
  %357 = add <4 x i32> %356, <i32 33, i32 34, i32 35, i32 36>, !dbg !326
  store <4 x i32> %357, ptr %353, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 37, !89, !DIExpression(), !323)
  %358 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 37, !dbg !324
  %359 = trunc i64 %310 to i32, !dbg !326
  %360 = add i32 %359, 37, !dbg !326
  store i32 %360, ptr %358, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 38, !89, !DIExpression(), !323)
  %361 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 38, !dbg !324
  %362 = trunc i64 %310 to i32, !dbg !326
  %363 = add i32 %362, 38, !dbg !326
  store i32 %363, ptr %361, align 8, !dbg !326, !tbaa !122
    #dbg_value(i64 39, !89, !DIExpression(), !323)
  %364 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %309, i64 39, !dbg !324
  %365 = trunc i64 %310 to i32, !dbg !326
  %366 = add i32 %365, 39, !dbg !326
  store i32 %366, ptr %364, align 4, !dbg !326, !tbaa !122
    #dbg_value(i64 40, !89, !DIExpression(), !323)
  %367 = add nuw nsw i64 %309, 1, !dbg !327
    #dbg_value(i64 %367, !87, !DIExpression(), !321)
  %368 = icmp eq i64 %367, 50, !dbg !328
  br i1 %368, label %371, label %308, !dbg !322, !llvm.loop !329

369:                                              ; preds = %371
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %392), !dbg !331
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #5, !dbg !332
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #5, !dbg !332
  ret i32 0, !dbg !332

371:                                              ; preds = %308, %371
  %372 = phi i64 [ %393, %371 ], [ 0, %308 ]
  %373 = phi i64 [ %392, %371 ], [ 0, %308 ]
    #dbg_value(i64 %372, !93, !DIExpression(), !333)
    #dbg_value(i64 %373, !92, !DIExpression(), !108)
  %374 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %372, i64 %372, !dbg !334
  %375 = load i32, ptr %374, align 8, !dbg !334, !tbaa !122
  %376 = sub nuw nsw i64 49, %372, !dbg !336
  %377 = sub nuw nsw i64 39, %372, !dbg !337
  %378 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %376, i64 %377, !dbg !338
  %379 = load i32, ptr %378, align 4, !dbg !338, !tbaa !122
  %380 = add nsw i32 %379, %375, !dbg !339
  %381 = sext i32 %380 to i64, !dbg !334
  %382 = add nsw i64 %373, %381, !dbg !340
    #dbg_value(i64 %382, !92, !DIExpression(), !108)
  %383 = or disjoint i64 %372, 1, !dbg !341
    #dbg_value(i64 %383, !93, !DIExpression(), !333)
  %384 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %383, i64 %383, !dbg !334
  %385 = load i32, ptr %384, align 4, !dbg !334, !tbaa !122
  %386 = sub nuw nsw i64 49, %383, !dbg !336
  %387 = sub nuw nsw i64 39, %383, !dbg !337
  %388 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %386, i64 %387, !dbg !338
  %389 = load i32, ptr %388, align 8, !dbg !338, !tbaa !122
  %390 = add nsw i32 %389, %385, !dbg !339
  %391 = sext i32 %390 to i64, !dbg !334
  %392 = add nsw i64 %382, %391, !dbg !340
    #dbg_value(i64 %392, !92, !DIExpression(), !108)
  %393 = add nuw nsw i64 %372, 2, !dbg !341
    #dbg_value(i64 %393, !93, !DIExpression(), !333)
  %394 = icmp eq i64 %393, 40, !dbg !342
  br i1 %394, label %369, label %371, !dbg !343, !llvm.loop !344
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !346 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "loop_idioms.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "289fc52afc525906147838a6d34e1e87")
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
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !53}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !{!59, !62, !66, !68, !69, !71, !75, !76, !78, !79, !80, !82, !83, !84, !85, !87, !89, !92, !93}
!59 = !DILocalVariable(name: "n", scope: !60, file: !2, line: 79, type: !61)
!60 = distinct !DILexicalBlock(scope: !44, file: !2, line: 79, column: 5)
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
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
!99 = !{i32 7, !"Dwarf Version", i32 5}
!100 = !{i32 2, !"Debug Info Version", i32 3}
!101 = !{i32 1, !"wchar_size", i32 4}
!102 = !{i32 8, !"PIC Level", i32 2}
!103 = !{i32 7, !"PIE Level", i32 2}
!104 = !{i32 7, !"uwtable", i32 2}
!105 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !44)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !60)
!111 = !DILocation(line: 80, column: 9, scope: !112)
!112 = distinct !DILexicalBlock(scope: !60, file: !2, line: 79, column: 5)
!113 = !DILocation(line: 81, column: 5, scope: !44)
!114 = !DILocation(line: 0, scope: !67)
!115 = !DILocation(line: 82, column: 5, scope: !67)
!116 = !DILocation(line: 82, column: 31, scope: !117)
!117 = distinct !DILexicalBlock(scope: !67, file: !2, line: 82, column: 5)
!118 = !DILocation(line: 83, column: 22, scope: !117)
!119 = !DILocation(line: 83, column: 27, scope: !117)
!120 = !DILocation(line: 83, column: 9, scope: !117)
!121 = !DILocation(line: 83, column: 14, scope: !117)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = distinct !{!126, !115, !127, !128, !129, !130}
!127 = !DILocation(line: 83, column: 29, scope: !67)
!128 = !{!"llvm.loop.mustprogress"}
!129 = !{!"llvm.loop.isvectorized", i32 1}
!130 = !{!"llvm.loop.unroll.runtime.disable"}
!131 = !DILocation(line: 40, column: 29, scope: !132, inlinedAt: !145)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 40, column: 5)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 40, column: 5)
!134 = distinct !DISubprogram(name: "unswitch", scope: !2, file: !2, line: 38, type: !135, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{!61, !137, !47, !47}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!139 = !{!140, !141, !142, !143, !144}
!140 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !2, line: 38, type: !137)
!141 = !DILocalVariable(name: "n", arg: 2, scope: !134, file: !2, line: 38, type: !47)
!142 = !DILocalVariable(name: "mode", arg: 3, scope: !134, file: !2, line: 38, type: !47)
!143 = !DILocalVariable(name: "s", scope: !134, file: !2, line: 39, type: !61)
!144 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 40, type: !47)
!145 = distinct !DILocation(line: 84, column: 56, scope: !44)
!146 = !DILocation(line: 44, column: 18, scope: !147, inlinedAt: !145)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 41, column: 13)
!148 = distinct !DILexicalBlock(scope: !132, file: !2, line: 40, column: 33)
!149 = !DILocation(line: 44, column: 15, scope: !147, inlinedAt: !145)
!150 = distinct !{!150, !151, !152, !128, !129, !130}
!151 = !DILocation(line: 40, column: 5, scope: !133, inlinedAt: !145)
!152 = !DILocation(line: 45, column: 5, scope: !133, inlinedAt: !145)
!153 = !DILocation(line: 84, column: 5, scope: !44)
!154 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 53, type: !137)
!155 = distinct !DISubprogram(name: "find_first_gt", scope: !2, file: !2, line: 53, type: !156, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!47, !137, !47, !47}
!158 = !{!154, !159, !160, !161}
!159 = !DILocalVariable(name: "n", arg: 2, scope: !155, file: !2, line: 53, type: !47)
!160 = !DILocalVariable(name: "t", arg: 3, scope: !155, file: !2, line: 53, type: !47)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 54, type: !47)
!162 = distinct !DILexicalBlock(scope: !155, file: !2, line: 54, column: 5)
!163 = !DILocation(line: 0, scope: !155, inlinedAt: !164)
!164 = distinct !DILocation(line: 85, column: 41, scope: !44)
!165 = !DILocation(line: 0, scope: !162, inlinedAt: !164)
!166 = !DILocation(line: 54, column: 5, scope: !162, inlinedAt: !164)
!167 = !DILocation(line: 55, column: 13, scope: !168, inlinedAt: !164)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 55, column: 13)
!169 = distinct !DILexicalBlock(scope: !162, file: !2, line: 54, column: 5)
!170 = !DILocation(line: 55, column: 18, scope: !168, inlinedAt: !164)
!171 = !DILocation(line: 55, column: 13, scope: !169, inlinedAt: !164)
!172 = !DILocation(line: 54, column: 29, scope: !169, inlinedAt: !164)
!173 = !DILocation(line: 54, column: 23, scope: !169, inlinedAt: !164)
!174 = distinct !{!174, !166, !175, !128}
!175 = !DILocation(line: 56, column: 20, scope: !162, inlinedAt: !164)
!176 = !DILocation(line: 58, column: 1, scope: !155, inlinedAt: !164)
!177 = !DILocation(line: 0, scope: !155, inlinedAt: !178)
!178 = distinct !DILocation(line: 85, column: 67, scope: !44)
!179 = !DILocation(line: 0, scope: !162, inlinedAt: !178)
!180 = !DILocation(line: 54, column: 5, scope: !162, inlinedAt: !178)
!181 = !DILocation(line: 55, column: 13, scope: !168, inlinedAt: !178)
!182 = !DILocation(line: 55, column: 18, scope: !168, inlinedAt: !178)
!183 = !DILocation(line: 55, column: 13, scope: !169, inlinedAt: !178)
!184 = !DILocation(line: 54, column: 29, scope: !169, inlinedAt: !178)
!185 = !DILocation(line: 54, column: 23, scope: !169, inlinedAt: !178)
!186 = distinct !{!186, !180, !187, !128}
!187 = !DILocation(line: 56, column: 20, scope: !162, inlinedAt: !178)
!188 = !DILocation(line: 58, column: 1, scope: !155, inlinedAt: !178)
!189 = !DILocation(line: 0, scope: !155, inlinedAt: !190)
!190 = distinct !DILocation(line: 86, column: 12, scope: !44)
!191 = !DILocation(line: 0, scope: !162, inlinedAt: !190)
!192 = !DILocation(line: 54, column: 5, scope: !162, inlinedAt: !190)
!193 = !DILocation(line: 55, column: 13, scope: !168, inlinedAt: !190)
!194 = !DILocation(line: 55, column: 18, scope: !168, inlinedAt: !190)
!195 = !DILocation(line: 55, column: 13, scope: !169, inlinedAt: !190)
!196 = !DILocation(line: 54, column: 29, scope: !169, inlinedAt: !190)
!197 = !DILocation(line: 54, column: 23, scope: !169, inlinedAt: !190)
!198 = distinct !{!198, !192, !199, !128}
!199 = !DILocation(line: 56, column: 20, scope: !162, inlinedAt: !190)
!200 = !DILocation(line: 58, column: 1, scope: !155, inlinedAt: !190)
!201 = !DILocation(line: 85, column: 5, scope: !44)
!202 = !DILocation(line: 87, column: 17, scope: !44)
!203 = !DILocalVariable(name: "a", arg: 1, scope: !204, file: !2, line: 21, type: !207)
!204 = distinct !DISubprogram(name: "zero_fill", scope: !2, file: !2, line: 21, type: !205, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !208)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !207, !47}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!208 = !{!203, !209, !210}
!209 = !DILocalVariable(name: "n", arg: 2, scope: !204, file: !2, line: 21, type: !47)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 22, type: !47)
!211 = distinct !DILexicalBlock(scope: !204, file: !2, line: 22, column: 5)
!212 = !DILocation(line: 0, scope: !204, inlinedAt: !213)
!213 = distinct !DILocation(line: 87, column: 5, scope: !44)
!214 = !DILocation(line: 0, scope: !211, inlinedAt: !213)
!215 = !DILocation(line: 23, column: 14, scope: !216, inlinedAt: !213)
!216 = distinct !DILexicalBlock(scope: !211, file: !2, line: 22, column: 5)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 0, scope: !70)
!219 = !DILocation(line: 89, column: 5, scope: !70)
!220 = !DILocation(line: 89, column: 31, scope: !221)
!221 = distinct !DILexicalBlock(scope: !70, file: !2, line: 89, column: 5)
!222 = !DILocation(line: 90, column: 14, scope: !221)
!223 = !DILocation(line: 90, column: 11, scope: !221)
!224 = distinct !{!224, !219, !225, !128, !129, !130}
!225 = !DILocation(line: 90, column: 17, scope: !70)
!226 = !DILocation(line: 91, column: 81, scope: !44)
!227 = !DILocation(line: 92, column: 20, scope: !44)
!228 = !DILocation(line: 91, column: 5, scope: !44)
!229 = !DILocation(line: 93, column: 5, scope: !44)
!230 = !DILocation(line: 0, scope: !77)
!231 = distinct !DIAssignID()
!232 = distinct !DIAssignID()
!233 = !DILocalVariable(name: "d", arg: 1, scope: !234, file: !2, line: 26, type: !237)
!234 = distinct !DISubprogram(name: "copy_fwd", scope: !2, file: !2, line: 26, type: !235, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !242)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !237, !239, !47}
!237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !238)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!242 = !{!233, !243, !244, !245}
!243 = !DILocalVariable(name: "s", arg: 2, scope: !234, file: !2, line: 26, type: !239)
!244 = !DILocalVariable(name: "n", arg: 3, scope: !234, file: !2, line: 26, type: !47)
!245 = !DILocalVariable(name: "i", scope: !246, file: !2, line: 27, type: !47)
!246 = distinct !DILexicalBlock(scope: !234, file: !2, line: 27, column: 5)
!247 = !DILocation(line: 0, scope: !234, inlinedAt: !248)
!248 = distinct !DILocation(line: 98, column: 5, scope: !44)
!249 = !DILocation(line: 0, scope: !246, inlinedAt: !248)
!250 = !DILocation(line: 97, column: 5, scope: !44)
!251 = !DILocation(line: 28, column: 14, scope: !252, inlinedAt: !248)
!252 = distinct !DILexicalBlock(scope: !246, file: !2, line: 27, column: 5)
!253 = !{!124, !124, i64 0}
!254 = !{!255, !257}
!255 = distinct !{!255, !256, !"copy_fwd: argument 0"}
!256 = distinct !{!256, !"copy_fwd"}
!257 = distinct !{!257, !256, !"copy_fwd: argument 1"}
!258 = distinct !DIAssignID()
!259 = distinct !DIAssignID()
!260 = distinct !DIAssignID()
!261 = distinct !DIAssignID()
!262 = !DILocalVariable(name: "s", arg: 1, scope: !263, file: !2, line: 31, type: !240)
!263 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 31, type: !264, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!47, !240}
!266 = !{!262, !267}
!267 = !DILocalVariable(name: "n", scope: !263, file: !2, line: 32, type: !47)
!268 = !DILocation(line: 0, scope: !263, inlinedAt: !269)
!269 = distinct !DILocation(line: 99, column: 39, scope: !44)
!270 = !DILocation(line: 33, column: 5, scope: !263, inlinedAt: !269)
!271 = !DILocation(line: 40, column: 5, scope: !133, inlinedAt: !272)
!272 = distinct !DILocation(line: 84, column: 35, scope: !44)
!273 = !DILocation(line: 40, column: 29, scope: !132, inlinedAt: !272)
!274 = !DILocation(line: 42, column: 18, scope: !147, inlinedAt: !272)
!275 = !DILocation(line: 42, column: 23, scope: !147, inlinedAt: !272)
!276 = !DILocation(line: 42, column: 15, scope: !147, inlinedAt: !272)
!277 = distinct !{!277, !271, !278, !128, !129, !130}
!278 = !DILocation(line: 45, column: 5, scope: !133, inlinedAt: !272)
!279 = !DILocation(line: 33, column: 12, scope: !263, inlinedAt: !269)
!280 = !DILocation(line: 34, column: 10, scope: !263, inlinedAt: !269)
!281 = distinct !{!281, !270, !280, !128}
!282 = !DILocation(line: 35, column: 5, scope: !263, inlinedAt: !269)
!283 = !DILocation(line: 99, column: 59, scope: !44)
!284 = !DILocation(line: 99, column: 5, scope: !44)
!285 = !DILocalVariable(name: "a", arg: 1, scope: !286, file: !2, line: 49, type: !61)
!286 = distinct !DISubprogram(name: "gcd_tail", scope: !2, file: !2, line: 49, type: !287, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!61, !61, !61}
!289 = !{!285, !290}
!290 = !DILocalVariable(name: "b", arg: 2, scope: !286, file: !2, line: 49, type: !61)
!291 = !DILocation(line: 0, scope: !286, inlinedAt: !292)
!292 = distinct !DILocation(line: 100, column: 43, scope: !44)
!293 = !DILocation(line: 49, column: 65, scope: !286, inlinedAt: !292)
!294 = !DILocation(line: 49, column: 47, scope: !286, inlinedAt: !292)
!295 = !DILocalVariable(name: "acc", arg: 2, scope: !296, file: !2, line: 51, type: !61)
!296 = distinct !DISubprogram(name: "acc_tail", scope: !2, file: !2, line: 51, type: !297, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !299)
!297 = !DISubroutineType(types: !298)
!298 = !{!61, !47, !61}
!299 = !{!300, !295}
!300 = !DILocalVariable(name: "n", arg: 1, scope: !296, file: !2, line: 51, type: !47)
!301 = !DILocation(line: 0, scope: !296, inlinedAt: !302)
!302 = distinct !DILocation(line: 100, column: 78, scope: !44)
!303 = !DILocation(line: 51, column: 74, scope: !296, inlinedAt: !302)
!304 = !DILocation(line: 51, column: 83, scope: !296, inlinedAt: !302)
!305 = !DILocation(line: 51, column: 87, scope: !296, inlinedAt: !302)
!306 = !DILocation(line: 51, column: 97, scope: !296, inlinedAt: !302)
!307 = !DILocation(line: 51, column: 50, scope: !296, inlinedAt: !302)
!308 = !DILocation(line: 51, column: 48, scope: !296, inlinedAt: !302)
!309 = !DILocation(line: 100, column: 5, scope: !44)
!310 = !DILocation(line: 107, column: 5, scope: !44)
!311 = !DILocation(line: 0, scope: !86)
!312 = !DILocation(line: 111, column: 5, scope: !86)
!313 = !DILocation(line: 111, column: 32, scope: !314)
!314 = distinct !DILexicalBlock(scope: !86, file: !2, line: 111, column: 5)
!315 = !DILocation(line: 112, column: 35, scope: !314)
!316 = !DILocation(line: 112, column: 16, scope: !314)
!317 = !DILocation(line: 112, column: 13, scope: !314)
!318 = distinct !{!318, !312, !319, !128, !129, !130}
!319 = !DILocation(line: 112, column: 37, scope: !86)
!320 = !DILocation(line: 113, column: 5, scope: !44)
!321 = !DILocation(line: 0, scope: !88)
!322 = !DILocation(line: 116, column: 5, scope: !88)
!323 = !DILocation(line: 0, scope: !90)
!324 = !DILocation(line: 118, column: 13, scope: !325)
!325 = distinct !DILexicalBlock(scope: !90, file: !2, line: 117, column: 9)
!326 = !DILocation(line: 118, column: 24, scope: !325)
!327 = !DILocation(line: 116, column: 30, scope: !91)
!328 = !DILocation(line: 116, column: 23, scope: !91)
!329 = distinct !{!329, !322, !330, !128}
!330 = !DILocation(line: 118, column: 35, scope: !88)
!331 = !DILocation(line: 122, column: 5, scope: !44)
!332 = !DILocation(line: 124, column: 1, scope: !44)
!333 = !DILocation(line: 0, scope: !94)
!334 = !DILocation(line: 121, column: 17, scope: !335)
!335 = distinct !DILexicalBlock(scope: !94, file: !2, line: 120, column: 5)
!336 = !DILocation(line: 121, column: 38, scope: !335)
!337 = !DILocation(line: 121, column: 46, scope: !335)
!338 = !DILocation(line: 121, column: 30, scope: !335)
!339 = !DILocation(line: 121, column: 28, scope: !335)
!340 = !DILocation(line: 121, column: 14, scope: !335)
!341 = !DILocation(line: 120, column: 30, scope: !335)
!342 = !DILocation(line: 120, column: 23, scope: !335)
!343 = !DILocation(line: 120, column: 5, scope: !94)
!344 = distinct !{!344, !343, !345, !128}
!345 = !DILocation(line: 121, column: 49, scope: !94)
!346 = !DISubprogram(name: "printf", scope: !347, file: !347, line: 356, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!348 = !DISubroutineType(types: !349)
!349 = !{!47, !239, null}
