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
  br label %21, !dbg !111

3:                                                ; preds = %57
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #5, !dbg !112
    #dbg_value(i32 0, !66, !DIExpression(), !113)
  br label %4, !dbg !114

4:                                                ; preds = %4, %3
  %5 = phi i64 [ 0, %3 ], [ %18, %4 ], !dbg !115
  %6 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %3 ], [ %19, %4 ], !dbg !117
  %7 = mul nuw nsw <4 x i16> %6, <i16 7, i16 7, i16 7, i16 7>, !dbg !117
  %8 = mul <4 x i16> %6, <i16 7, i16 7, i16 7, i16 7>, !dbg !117
  %9 = add <4 x i16> %8, <i16 28, i16 28, i16 28, i16 28>, !dbg !117
  %10 = urem <4 x i16> %7, <i16 23, i16 23, i16 23, i16 23>, !dbg !117
  %11 = urem <4 x i16> %9, <i16 23, i16 23, i16 23, i16 23>, !dbg !117
  %12 = zext nneg <4 x i16> %10 to <4 x i32>, !dbg !117
  %13 = zext nneg <4 x i16> %11 to <4 x i32>, !dbg !117
  %14 = add nsw <4 x i32> %12, <i32 -11, i32 -11, i32 -11, i32 -11>, !dbg !118
  %15 = add nsw <4 x i32> %13, <i32 -11, i32 -11, i32 -11, i32 -11>, !dbg !118
  %16 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %5, !dbg !119
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !120
  store <4 x i32> %14, ptr %16, align 16, !dbg !120, !tbaa !121
  store <4 x i32> %15, ptr %17, align 16, !dbg !120, !tbaa !121
  %18 = add nuw i64 %5, 8, !dbg !115
  %19 = add <4 x i16> %6, <i16 8, i16 8, i16 8, i16 8>, !dbg !117
  %20 = icmp eq i64 %18, 296, !dbg !115
  br i1 %20, label %259, label %4, !dbg !115, !llvm.loop !125

21:                                               ; preds = %0, %57
  %22 = phi i64 [ 0, %0 ], [ %61, %57 ]
    #dbg_value(i64 %22, !59, !DIExpression(), !110)
    #dbg_value(i64 %22, !130, !DIExpression(), !138)
    #dbg_value(i64 0, !135, !DIExpression(), !138)
    #dbg_value(i64 1, !136, !DIExpression(), !141)
  %23 = icmp slt i64 %22, 1, !dbg !142
  br i1 %23, label %35, label %24, !dbg !144

24:                                               ; preds = %21
  %25 = shl nuw nsw i64 %22, 1, !dbg !144
  %26 = add nsw i64 %22, -1, !dbg !144
  %27 = zext nneg i64 %26 to i65, !dbg !144
  %28 = add nsw i64 %22, -2, !dbg !144
  %29 = zext i64 %28 to i65, !dbg !144
  %30 = mul i65 %27, %29, !dbg !144
  %31 = lshr i65 %30, 1, !dbg !144
  %32 = trunc nuw i65 %31 to i64, !dbg !144
    #dbg_value(i64 undef, !136, !DIExpression(), !141)
    #dbg_value(i64 poison, !135, !DIExpression(), !138)
  %33 = add nsw i64 %25, -1, !dbg !144
  %34 = add i64 %33, %32, !dbg !144
  br label %35, !dbg !145

35:                                               ; preds = %21, %24
  %36 = phi i64 [ 0, %21 ], [ %34, %24 ], !dbg !138
  %37 = trunc i64 %22 to i32, !dbg !146
    #dbg_value(i32 %37, !147, !DIExpression(), !155)
    #dbg_value(i64 0, !152, !DIExpression(), !155)
    #dbg_value(i32 0, !153, !DIExpression(), !157)
  %38 = icmp eq i32 %37, 0, !dbg !158
  br i1 %38, label %57, label %39, !dbg !160

39:                                               ; preds = %35
  %40 = add i32 %37, -1, !dbg !160
  %41 = zext i32 %40 to i65, !dbg !160
  %42 = add i32 %37, -2, !dbg !160
  %43 = zext i32 %42 to i65, !dbg !160
  %44 = mul nuw nsw i65 %41, %43, !dbg !160
  %45 = add i32 %37, -3, !dbg !160
  %46 = zext i32 %45 to i65, !dbg !160
  %47 = mul i65 %44, %46, !dbg !160
  %48 = lshr i65 %47, 1, !dbg !160
  %49 = trunc nuw i65 %48 to i64, !dbg !160
  %50 = lshr i65 %44, 1, !dbg !160
  %51 = trunc nuw nsw i65 %50 to i64, !dbg !160
  %52 = mul i64 %51, 3, !dbg !160
  %53 = zext i32 %40 to i64, !dbg !160
    #dbg_value(i64 undef, !153, !DIExpression(), !157)
    #dbg_value(i64 poison, !152, !DIExpression(), !155)
  %54 = mul i64 %49, 6148914691236517206, !dbg !160
  %55 = add i64 %52, %53, !dbg !160
  %56 = add i64 %55, %54, !dbg !160
  br label %57, !dbg !161

57:                                               ; preds = %35, %39
  %58 = phi i64 [ 0, %35 ], [ %56, %39 ], !dbg !155
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %22, i64 noundef %36, i64 noundef %58), !dbg !162
  %60 = mul nsw i64 %22, 10, !dbg !163
  %61 = or disjoint i64 %60, 1, !dbg !164
    #dbg_value(i64 %61, !59, !DIExpression(), !110)
  %62 = icmp slt i64 %61, 100001, !dbg !165
  br i1 %62, label %21, label %3, !dbg !111, !llvm.loop !166

63:                                               ; preds = %63, %292
  %64 = phi i64 [ 0, %292 ], [ %93, %63 ], !dbg !168
  %65 = phi <2 x i64> [ zeroinitializer, %292 ], [ %90, %63 ]
  %66 = phi <2 x i64> [ zeroinitializer, %292 ], [ %92, %63 ]
  %67 = getelementptr inbounds i32, ptr %1, i64 %64, !dbg !183
  %68 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !183
  %69 = load <2 x i32>, ptr %67, align 16, !dbg !183, !tbaa !121
  %70 = load <2 x i32>, ptr %68, align 8, !dbg !183, !tbaa !121
  %71 = sext <2 x i32> %69 to <2 x i64>, !dbg !186
  %72 = sext <2 x i32> %70 to <2 x i64>, !dbg !186
  %73 = getelementptr inbounds i32, ptr %1, i64 %64, !dbg !183
  %74 = getelementptr inbounds i8, ptr %73, i64 16, !dbg !183
  %75 = getelementptr inbounds i8, ptr %73, i64 24, !dbg !183
  %76 = load <2 x i32>, ptr %74, align 16, !dbg !183, !tbaa !121
  %77 = load <2 x i32>, ptr %75, align 8, !dbg !183, !tbaa !121
  %78 = sext <2 x i32> %76 to <2 x i64>, !dbg !186
  %79 = sext <2 x i32> %77 to <2 x i64>, !dbg !186
  %80 = add nsw <2 x i64> %71, %78, !dbg !186
  %81 = add nsw <2 x i64> %72, %79, !dbg !186
  %82 = getelementptr inbounds i32, ptr %1, i64 %64, !dbg !183
  %83 = getelementptr inbounds i8, ptr %82, i64 32, !dbg !183
  %84 = getelementptr inbounds i8, ptr %82, i64 40, !dbg !183
  %85 = load <2 x i32>, ptr %83, align 16, !dbg !183, !tbaa !121
  %86 = load <2 x i32>, ptr %84, align 8, !dbg !183, !tbaa !121
  %87 = sext <2 x i32> %85 to <2 x i64>, !dbg !186
  %88 = sext <2 x i32> %86 to <2 x i64>, !dbg !186
  %89 = add nsw <2 x i64> %80, %87, !dbg !186
  %90 = sub <2 x i64> %65, %89, !dbg !186
  %91 = add nsw <2 x i64> %81, %88, !dbg !186
  %92 = sub <2 x i64> %66, %91, !dbg !186
  %93 = add nuw nsw i64 %64, 12, !dbg !168
  %94 = icmp eq i64 %93, 300, !dbg !168
  br i1 %94, label %95, label %63, !dbg !168, !llvm.loop !187

95:                                               ; preds = %63
  %96 = add <2 x i64> %92, %90, !dbg !188
  %97 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %96), !dbg !188
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %294, i64 noundef %97), !dbg !190
    #dbg_value(ptr %1, !191, !DIExpression(), !200)
    #dbg_value(i32 300, !196, !DIExpression(), !200)
    #dbg_value(i32 5, !197, !DIExpression(), !200)
    #dbg_value(i32 0, !198, !DIExpression(), !202)
  br label %99, !dbg !203

99:                                               ; preds = %129, %95
  %100 = phi i64 [ 0, %95 ], [ %130, %129 ]
    #dbg_value(i64 %100, !198, !DIExpression(), !202)
  %101 = getelementptr inbounds i32, ptr %1, i64 %100, !dbg !204
  %102 = load i32, ptr %101, align 8, !dbg !204, !tbaa !121
  %103 = icmp sgt i32 %102, 5, !dbg !207
  br i1 %103, label %132, label %104, !dbg !208

104:                                              ; preds = %99
  %105 = or disjoint i64 %100, 1, !dbg !209
    #dbg_value(i64 %105, !198, !DIExpression(), !202)
  %106 = getelementptr inbounds i32, ptr %1, i64 %105, !dbg !204
  %107 = load i32, ptr %106, align 4, !dbg !204, !tbaa !121
  %108 = icmp sgt i32 %107, 5, !dbg !207
  br i1 %108, label %132, label %109, !dbg !208

109:                                              ; preds = %104
  %110 = add nuw nsw i64 %100, 2, !dbg !209
    #dbg_value(i64 %110, !198, !DIExpression(), !202)
  %111 = getelementptr inbounds i32, ptr %1, i64 %110, !dbg !204
  %112 = load i32, ptr %111, align 8, !dbg !204, !tbaa !121
  %113 = icmp sgt i32 %112, 5, !dbg !207
  br i1 %113, label %132, label %114, !dbg !208

114:                                              ; preds = %109
  %115 = add nuw nsw i64 %100, 3, !dbg !209
    #dbg_value(i64 %115, !198, !DIExpression(), !202)
  %116 = getelementptr inbounds i32, ptr %1, i64 %115, !dbg !204
  %117 = load i32, ptr %116, align 4, !dbg !204, !tbaa !121
  %118 = icmp sgt i32 %117, 5, !dbg !207
  br i1 %118, label %132, label %119, !dbg !208

119:                                              ; preds = %114
  %120 = add nuw nsw i64 %100, 4, !dbg !209
    #dbg_value(i64 %120, !198, !DIExpression(), !202)
  %121 = getelementptr inbounds i32, ptr %1, i64 %120, !dbg !204
  %122 = load i32, ptr %121, align 8, !dbg !204, !tbaa !121
  %123 = icmp sgt i32 %122, 5, !dbg !207
  br i1 %123, label %132, label %124, !dbg !208

124:                                              ; preds = %119
  %125 = add nuw nsw i64 %100, 5, !dbg !209
    #dbg_value(i64 %125, !198, !DIExpression(), !202)
  %126 = getelementptr inbounds i32, ptr %1, i64 %125, !dbg !204
  %127 = load i32, ptr %126, align 4, !dbg !204, !tbaa !121
  %128 = icmp sgt i32 %127, 5, !dbg !207
  br i1 %128, label %132, label %129, !dbg !208

129:                                              ; preds = %124
  %130 = add nuw nsw i64 %100, 6, !dbg !209
    #dbg_value(i64 %130, !198, !DIExpression(), !202)
  %131 = icmp eq i64 %130, 300, !dbg !210
  br i1 %131, label %135, label %99, !dbg !203, !llvm.loop !211

132:                                              ; preds = %124, %119, %114, %109, %104, %99
  %133 = phi i64 [ %100, %99 ], [ %105, %104 ], [ %110, %109 ], [ %115, %114 ], [ %120, %119 ], [ %125, %124 ]
  %134 = trunc nuw nsw i64 %133 to i32
  br label %135, !dbg !213

135:                                              ; preds = %129, %132
  %136 = phi i32 [ %134, %132 ], [ -1, %129 ]
    #dbg_value(ptr %1, !191, !DIExpression(), !214)
    #dbg_value(i32 300, !196, !DIExpression(), !214)
    #dbg_value(i32 11, !197, !DIExpression(), !214)
    #dbg_value(i32 0, !198, !DIExpression(), !216)
  br label %137, !dbg !217

137:                                              ; preds = %167, %135
  %138 = phi i64 [ 0, %135 ], [ %168, %167 ]
    #dbg_value(i64 %138, !198, !DIExpression(), !216)
  %139 = getelementptr inbounds i32, ptr %1, i64 %138, !dbg !218
  %140 = load i32, ptr %139, align 8, !dbg !218, !tbaa !121
  %141 = icmp sgt i32 %140, 11, !dbg !219
  br i1 %141, label %170, label %142, !dbg !220

142:                                              ; preds = %137
  %143 = or disjoint i64 %138, 1, !dbg !221
    #dbg_value(i64 %143, !198, !DIExpression(), !216)
  %144 = getelementptr inbounds i32, ptr %1, i64 %143, !dbg !218
  %145 = load i32, ptr %144, align 4, !dbg !218, !tbaa !121
  %146 = icmp sgt i32 %145, 11, !dbg !219
  br i1 %146, label %170, label %147, !dbg !220

147:                                              ; preds = %142
  %148 = add nuw nsw i64 %138, 2, !dbg !221
    #dbg_value(i64 %148, !198, !DIExpression(), !216)
  %149 = getelementptr inbounds i32, ptr %1, i64 %148, !dbg !218
  %150 = load i32, ptr %149, align 8, !dbg !218, !tbaa !121
  %151 = icmp sgt i32 %150, 11, !dbg !219
  br i1 %151, label %170, label %152, !dbg !220

152:                                              ; preds = %147
  %153 = add nuw nsw i64 %138, 3, !dbg !221
    #dbg_value(i64 %153, !198, !DIExpression(), !216)
  %154 = getelementptr inbounds i32, ptr %1, i64 %153, !dbg !218
  %155 = load i32, ptr %154, align 4, !dbg !218, !tbaa !121
  %156 = icmp sgt i32 %155, 11, !dbg !219
  br i1 %156, label %170, label %157, !dbg !220

157:                                              ; preds = %152
  %158 = add nuw nsw i64 %138, 4, !dbg !221
    #dbg_value(i64 %158, !198, !DIExpression(), !216)
  %159 = getelementptr inbounds i32, ptr %1, i64 %158, !dbg !218
  %160 = load i32, ptr %159, align 8, !dbg !218, !tbaa !121
  %161 = icmp sgt i32 %160, 11, !dbg !219
  br i1 %161, label %170, label %162, !dbg !220

162:                                              ; preds = %157
  %163 = add nuw nsw i64 %138, 5, !dbg !221
    #dbg_value(i64 %163, !198, !DIExpression(), !216)
  %164 = getelementptr inbounds i32, ptr %1, i64 %163, !dbg !218
  %165 = load i32, ptr %164, align 4, !dbg !218, !tbaa !121
  %166 = icmp sgt i32 %165, 11, !dbg !219
  br i1 %166, label %170, label %167, !dbg !220

167:                                              ; preds = %162
  %168 = add nuw nsw i64 %138, 6, !dbg !221
    #dbg_value(i64 %168, !198, !DIExpression(), !216)
  %169 = icmp eq i64 %168, 300, !dbg !222
  br i1 %169, label %173, label %137, !dbg !217, !llvm.loop !223

170:                                              ; preds = %162, %157, %152, %147, %142, %137
  %171 = phi i64 [ %138, %137 ], [ %143, %142 ], [ %148, %147 ], [ %153, %152 ], [ %158, %157 ], [ %163, %162 ]
  %172 = trunc nuw nsw i64 %171 to i32
  br label %173, !dbg !225

173:                                              ; preds = %167, %170
  %174 = phi i32 [ %172, %170 ], [ -1, %167 ]
    #dbg_value(ptr %1, !191, !DIExpression(), !226)
    #dbg_value(i32 300, !196, !DIExpression(), !226)
    #dbg_value(i32 -20, !197, !DIExpression(), !226)
    #dbg_value(i32 0, !198, !DIExpression(), !228)
  br label %175, !dbg !229

175:                                              ; preds = %205, %173
  %176 = phi i64 [ 0, %173 ], [ %206, %205 ]
    #dbg_value(i64 %176, !198, !DIExpression(), !228)
  %177 = getelementptr inbounds i32, ptr %1, i64 %176, !dbg !230
  %178 = load i32, ptr %177, align 8, !dbg !230, !tbaa !121
  %179 = icmp sgt i32 %178, -20, !dbg !231
  br i1 %179, label %208, label %180, !dbg !232

180:                                              ; preds = %175
  %181 = or disjoint i64 %176, 1, !dbg !233
    #dbg_value(i64 %181, !198, !DIExpression(), !228)
  %182 = getelementptr inbounds i32, ptr %1, i64 %181, !dbg !230
  %183 = load i32, ptr %182, align 4, !dbg !230, !tbaa !121
  %184 = icmp sgt i32 %183, -20, !dbg !231
  br i1 %184, label %208, label %185, !dbg !232

185:                                              ; preds = %180
  %186 = add nuw nsw i64 %176, 2, !dbg !233
    #dbg_value(i64 %186, !198, !DIExpression(), !228)
  %187 = getelementptr inbounds i32, ptr %1, i64 %186, !dbg !230
  %188 = load i32, ptr %187, align 8, !dbg !230, !tbaa !121
  %189 = icmp sgt i32 %188, -20, !dbg !231
  br i1 %189, label %208, label %190, !dbg !232

190:                                              ; preds = %185
  %191 = add nuw nsw i64 %176, 3, !dbg !233
    #dbg_value(i64 %191, !198, !DIExpression(), !228)
  %192 = getelementptr inbounds i32, ptr %1, i64 %191, !dbg !230
  %193 = load i32, ptr %192, align 4, !dbg !230, !tbaa !121
  %194 = icmp sgt i32 %193, -20, !dbg !231
  br i1 %194, label %208, label %195, !dbg !232

195:                                              ; preds = %190
  %196 = add nuw nsw i64 %176, 4, !dbg !233
    #dbg_value(i64 %196, !198, !DIExpression(), !228)
  %197 = getelementptr inbounds i32, ptr %1, i64 %196, !dbg !230
  %198 = load i32, ptr %197, align 8, !dbg !230, !tbaa !121
  %199 = icmp sgt i32 %198, -20, !dbg !231
  br i1 %199, label %208, label %200, !dbg !232

200:                                              ; preds = %195
  %201 = add nuw nsw i64 %176, 5, !dbg !233
    #dbg_value(i64 %201, !198, !DIExpression(), !228)
  %202 = getelementptr inbounds i32, ptr %1, i64 %201, !dbg !230
  %203 = load i32, ptr %202, align 4, !dbg !230, !tbaa !121
  %204 = icmp sgt i32 %203, -20, !dbg !231
  br i1 %204, label %208, label %205, !dbg !232

205:                                              ; preds = %200
  %206 = add nuw nsw i64 %176, 6, !dbg !233
    #dbg_value(i64 %206, !198, !DIExpression(), !228)
  %207 = icmp eq i64 %206, 300, !dbg !234
  br i1 %207, label %211, label %175, !dbg !229, !llvm.loop !235

208:                                              ; preds = %200, %195, %190, %185, %180, %175
  %209 = phi i64 [ %176, %175 ], [ %181, %180 ], [ %186, %185 ], [ %191, %190 ], [ %196, %195 ], [ %201, %200 ]
  %210 = trunc nuw nsw i64 %209 to i32
  br label %211, !dbg !237

211:                                              ; preds = %205, %208
  %212 = phi i32 [ %210, %208 ], [ -1, %205 ]
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %136, i32 noundef %174, i32 noundef %212), !dbg !238
  %214 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !239
    #dbg_value(ptr %214, !240, !DIExpression(), !249)
    #dbg_value(i32 100, !246, !DIExpression(), !249)
    #dbg_value(i32 0, !247, !DIExpression(), !251)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(400) %214, i8 0, i64 400, i1 false), !dbg !252, !tbaa !121, !DIAssignID !254
    #dbg_assign(i8 0, !62, !DIExpression(DW_OP_LLVM_fragment, 320, 3200), !254, ptr %214, !DIExpression(), !108)
    #dbg_value(i64 poison, !247, !DIExpression(), !251)
    #dbg_value(i64 0, !68, !DIExpression(), !108)
    #dbg_value(i32 0, !69, !DIExpression(), !255)
  br label %215, !dbg !256

215:                                              ; preds = %215, %211
  %216 = phi i64 [ 0, %211 ], [ %245, %215 ], !dbg !257
  %217 = phi <2 x i64> [ zeroinitializer, %211 ], [ %243, %215 ]
  %218 = phi <2 x i64> [ zeroinitializer, %211 ], [ %244, %215 ]
  %219 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %216, !dbg !259
  %220 = getelementptr inbounds i8, ptr %219, i64 8, !dbg !259
  %221 = load <2 x i32>, ptr %219, align 16, !dbg !259, !tbaa !121
  %222 = load <2 x i32>, ptr %220, align 8, !dbg !259, !tbaa !121
  %223 = sext <2 x i32> %221 to <2 x i64>, !dbg !259
  %224 = sext <2 x i32> %222 to <2 x i64>, !dbg !259
  %225 = add <2 x i64> %217, %223, !dbg !260
  %226 = add <2 x i64> %218, %224, !dbg !260
  %227 = add nuw nsw i64 %216, 4, !dbg !257
  %228 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %227, !dbg !259
  %229 = getelementptr inbounds i8, ptr %228, i64 8, !dbg !259
  %230 = load <2 x i32>, ptr %228, align 16, !dbg !259, !tbaa !121
  %231 = load <2 x i32>, ptr %229, align 8, !dbg !259, !tbaa !121
  %232 = sext <2 x i32> %230 to <2 x i64>, !dbg !259
  %233 = sext <2 x i32> %231 to <2 x i64>, !dbg !259
  %234 = add <2 x i64> %225, %232, !dbg !260
  %235 = add <2 x i64> %226, %233, !dbg !260
  %236 = add nuw nsw i64 %216, 8, !dbg !257
  %237 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %236, !dbg !259
  %238 = getelementptr inbounds i8, ptr %237, i64 8, !dbg !259
  %239 = load <2 x i32>, ptr %237, align 16, !dbg !259, !tbaa !121
  %240 = load <2 x i32>, ptr %238, align 8, !dbg !259, !tbaa !121
  %241 = sext <2 x i32> %239 to <2 x i64>, !dbg !259
  %242 = sext <2 x i32> %240 to <2 x i64>, !dbg !259
  %243 = add <2 x i64> %234, %241, !dbg !260
  %244 = add <2 x i64> %235, %242, !dbg !260
  %245 = add nuw nsw i64 %216, 12, !dbg !257
  %246 = icmp eq i64 %245, 300, !dbg !257
  br i1 %246, label %247, label %215, !dbg !257, !llvm.loop !261

247:                                              ; preds = %215
  %248 = add <2 x i64> %244, %243, !dbg !256
  %249 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %248), !dbg !256
  %250 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !263
  %251 = load i32, ptr %250, align 4, !dbg !263, !tbaa !121
  %252 = getelementptr inbounds i8, ptr %1, i64 440, !dbg !264
  %253 = load i32, ptr %252, align 8, !dbg !264, !tbaa !121
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %249, i32 noundef %251, i32 noundef 0, i32 noundef 0, i32 noundef %253), !dbg !265
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #5, !dbg !266
    #dbg_value(i32 0, !76, !DIExpression(), !267)
    #dbg_value(<16 x i8> <i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80>, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !108)
    #dbg_value(<16 x i8> <i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70>, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !108)
    #dbg_value(<16 x i8> <i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86>, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !108)
    #dbg_value(<16 x i8> <i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76>, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !108)
    #dbg_value(<16 x i8> <i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66>, !71, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !108)
    #dbg_value(<16 x i8> <i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82>, !71, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !108)
    #dbg_value(i8 83, !71, !DIExpression(DW_OP_LLVM_fragment, 768, 8), !108)
    #dbg_value(i8 84, !71, !DIExpression(DW_OP_LLVM_fragment, 776, 8), !108)
    #dbg_value(i8 85, !71, !DIExpression(DW_OP_LLVM_fragment, 784, 8), !108)
    #dbg_value(i64 99, !76, !DIExpression(), !267)
    #dbg_assign(i8 0, !71, !DIExpression(DW_OP_LLVM_fragment, 792, 8), !268, ptr undef, !DIExpression(DW_OP_plus_uconst, 99), !108)
    #dbg_assign(i8 0, !75, !DIExpression(), !269, ptr %2, !DIExpression(), !108)
    #dbg_value(ptr %2, !270, !DIExpression(), !284)
    #dbg_value(ptr undef, !280, !DIExpression(), !284)
    #dbg_value(i32 60, !281, !DIExpression(), !284)
    #dbg_value(i32 0, !282, !DIExpression(), !286)
  %255 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !287
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %255, i8 0, i64 40, i1 false), !dbg !287
  store <16 x i8> <i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80>, ptr %2, align 16, !dbg !288, !tbaa !290, !alias.scope !291, !DIAssignID !295
  %256 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !288
  store <16 x i8> <i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70>, ptr %256, align 16, !dbg !288, !tbaa !290, !alias.scope !291, !DIAssignID !296
  %257 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !288
  store <16 x i8> <i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86>, ptr %257, align 16, !dbg !288, !tbaa !290, !alias.scope !291, !DIAssignID !297
  %258 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !288
  store <12 x i8> <i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72>, ptr %258, align 16, !dbg !288, !tbaa !290, !alias.scope !291, !DIAssignID !298
    #dbg_assign(<16 x i8> <i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80>, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !295, ptr %2, !DIExpression(), !108)
    #dbg_assign(<16 x i8> <i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70>, !75, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !296, ptr %256, !DIExpression(), !108)
    #dbg_assign(<16 x i8> <i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79, i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86>, !75, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !297, ptr %257, !DIExpression(), !108)
    #dbg_assign(<12 x i8> <i8 87, i8 88, i8 89, i8 90, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72>, !75, !DIExpression(DW_OP_LLVM_fragment, 384, 96), !298, ptr %258, !DIExpression(), !108)
    #dbg_value(i64 poison, !282, !DIExpression(), !286)
    #dbg_value(ptr %2, !299, !DIExpression(), !305)
    #dbg_value(i32 0, !304, !DIExpression(), !305)
  br label %295, !dbg !307

259:                                              ; preds = %4
    #dbg_value(i64 296, !66, !DIExpression(), !113)
  %260 = getelementptr inbounds i8, ptr %1, i64 1184, !dbg !119
  store i32 -9, ptr %260, align 16, !dbg !120, !tbaa !121
    #dbg_value(i64 297, !66, !DIExpression(), !113)
  %261 = getelementptr inbounds i8, ptr %1, i64 1188, !dbg !119
  store i32 -2, ptr %261, align 4, !dbg !120, !tbaa !121
    #dbg_value(i64 298, !66, !DIExpression(), !113)
  %262 = getelementptr inbounds i8, ptr %1, i64 1192, !dbg !119
  store i32 5, ptr %262, align 8, !dbg !120, !tbaa !121
    #dbg_value(i64 299, !66, !DIExpression(), !113)
  %263 = getelementptr inbounds i8, ptr %1, i64 1196, !dbg !119
  store i32 -11, ptr %263, align 4, !dbg !120, !tbaa !121
    #dbg_value(i64 300, !66, !DIExpression(), !113)
  br label %264, !dbg !308

264:                                              ; preds = %279, %259
  %265 = phi i64 [ 0, %259 ], [ %291, %279 ], !dbg !310
  %266 = phi <2 x i64> [ zeroinitializer, %259 ], [ %289, %279 ]
  %267 = phi <2 x i64> [ zeroinitializer, %259 ], [ %290, %279 ]
  %268 = getelementptr inbounds i32, ptr %1, i64 %265, !dbg !311
  %269 = getelementptr inbounds i8, ptr %268, i64 8, !dbg !311
  %270 = load <2 x i32>, ptr %268, align 16, !dbg !311, !tbaa !121
  %271 = load <2 x i32>, ptr %269, align 8, !dbg !311, !tbaa !121
  %272 = shl nsw <2 x i32> %270, <i32 1, i32 1>, !dbg !312
  %273 = shl nsw <2 x i32> %271, <i32 1, i32 1>, !dbg !312
  %274 = sext <2 x i32> %272 to <2 x i64>, !dbg !312
  %275 = sext <2 x i32> %273 to <2 x i64>, !dbg !312
  %276 = add <2 x i64> %266, %274, !dbg !312
  %277 = add <2 x i64> %267, %275, !dbg !312
  %278 = icmp eq i64 %265, 296, !dbg !310
  br i1 %278, label %292, label %279, !dbg !310, !llvm.loop !313

279:                                              ; preds = %264
  %280 = or disjoint i64 %265, 4, !dbg !310
  %281 = getelementptr inbounds i32, ptr %1, i64 %280, !dbg !311
  %282 = getelementptr inbounds i8, ptr %281, i64 8, !dbg !311
  %283 = load <2 x i32>, ptr %281, align 16, !dbg !311, !tbaa !121
  %284 = load <2 x i32>, ptr %282, align 8, !dbg !311, !tbaa !121
  %285 = shl nsw <2 x i32> %283, <i32 1, i32 1>, !dbg !312
  %286 = shl nsw <2 x i32> %284, <i32 1, i32 1>, !dbg !312
  %287 = sext <2 x i32> %285 to <2 x i64>, !dbg !312
  %288 = sext <2 x i32> %286 to <2 x i64>, !dbg !312
  %289 = add <2 x i64> %276, %287, !dbg !312
  %290 = add <2 x i64> %277, %288, !dbg !312
  %291 = add nuw nsw i64 %265, 8, !dbg !310
  br label %264

292:                                              ; preds = %264
  %293 = add <2 x i64> %277, %276, !dbg !308
  %294 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %293), !dbg !308
  br label %63, !dbg !188

295:                                              ; preds = %295, %247
  %296 = phi i64 [ %300, %295 ], [ 0, %247 ], !dbg !305
    #dbg_value(i64 %296, !304, !DIExpression(), !305)
  %297 = getelementptr inbounds i8, ptr %2, i64 %296, !dbg !315
  %298 = load i8, ptr %297, align 1, !dbg !315, !tbaa !290
  %299 = icmp eq i8 %298, 0, !dbg !307
  %300 = add nuw nsw i64 %296, 1, !dbg !316
    #dbg_value(i64 %300, !304, !DIExpression(), !305)
  br i1 %299, label %301, label %295, !dbg !307, !llvm.loop !317

301:                                              ; preds = %295
  %302 = trunc nuw nsw i64 %296 to i32, !dbg !318
  %303 = getelementptr inbounds i8, ptr %2, i64 50, !dbg !319
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %302, ptr noundef nonnull %303), !dbg !320
    #dbg_value(i64 1134903170, !321, !DIExpression(), !327)
    #dbg_value(i64 701408733, !326, !DIExpression(), !327)
  br label %305

305:                                              ; preds = %305, %301
  %306 = phi i64 [ %308, %305 ], [ 701408733, %301 ]
  %307 = phi i64 [ %306, %305 ], [ 1134903170, %301 ]
    #dbg_value(i64 %306, !326, !DIExpression(), !327)
    #dbg_value(i64 %307, !321, !DIExpression(), !327)
  %308 = urem i64 %307, %306, !dbg !329
    #dbg_value(i64 %306, !321, !DIExpression(), !327)
    #dbg_value(i64 %308, !326, !DIExpression(), !327)
  %309 = icmp eq i64 %308, 0, !dbg !330
  br i1 %309, label %310, label %305, !dbg !330

310:                                              ; preds = %305, %310
  %311 = phi i64 [ %317, %310 ], [ 5000, %305 ]
  %312 = phi i64 [ %320, %310 ], [ 1, %305 ]
    #dbg_value(i64 %312, !331, !DIExpression(), !337)
    #dbg_value(i64 %311, !336, !DIExpression(), !337)
  %313 = add nsw i64 %311, -1, !dbg !339
  %314 = mul nsw i64 %312, 3, !dbg !340
  %315 = srem i64 %314, 1000003, !dbg !341
  %316 = add nsw i64 %315, %311, !dbg !342
    #dbg_value(i64 %316, !331, !DIExpression(), !337)
    #dbg_value(i64 %313, !336, !DIExpression(), !337)
  %317 = add nsw i64 %311, -2, !dbg !339
  %318 = mul nsw i64 %316, 3, !dbg !340
  %319 = srem i64 %318, 1000003, !dbg !341
  %320 = add nsw i64 %319, %313, !dbg !342
    #dbg_value(i64 %317, !336, !DIExpression(), !337)
    #dbg_value(i64 %320, !331, !DIExpression(), !337)
  %321 = icmp eq i64 %317, 0, !dbg !343
  br i1 %321, label %322, label %310, !dbg !344

322:                                              ; preds = %310
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %306, i64 noundef %320), !dbg !345
    #dbg_value(i32 0, !78, !DIExpression(), !108)
    #dbg_value(i32 0, !79, !DIExpression(), !108)
    #dbg_value(i32 1, !80, !DIExpression(), !346)
  br label %324, !dbg !347

324:                                              ; preds = %322, %365
  %325 = phi i32 [ 1, %322 ], [ %369, %365 ]
  %326 = phi i32 [ 0, %322 ], [ %367, %365 ]
  %327 = phi i32 [ 0, %322 ], [ %366, %365 ]
    #dbg_value(i32 %325, !80, !DIExpression(), !346)
    #dbg_value(i32 %326, !79, !DIExpression(), !108)
    #dbg_value(i32 %327, !78, !DIExpression(), !108)
  br label %350, !dbg !348

328:                                              ; preds = %365
    #dbg_value(i32 poison, !358, !DIExpression(), !364)
    #dbg_value(i32 poison, !363, !DIExpression(), !364)
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %366, i32 noundef %367, i32 noundef 32), !dbg !366
    #dbg_value(i32 17, !82, !DIExpression(), !108)
    #dbg_value(i32 3, !83, !DIExpression(), !108)
    #dbg_value(i64 0, !84, !DIExpression(), !108)
    #dbg_value(i32 0, !85, !DIExpression(), !367)
  br label %330, !dbg !368

330:                                              ; preds = %330, %328
  %331 = phi i32 [ 0, %328 ], [ %343, %330 ], !dbg !369
  %332 = phi <2 x i64> [ zeroinitializer, %328 ], [ %341, %330 ]
  %333 = phi <2 x i64> [ zeroinitializer, %328 ], [ %342, %330 ]
  %334 = phi <2 x i16> [ <i16 0, i16 1>, %328 ], [ %344, %330 ], !dbg !371
  %335 = add nuw nsw <2 x i16> %334, <i16 51, i16 51>, !dbg !371
  %336 = add <2 x i16> %334, <i16 53, i16 53>, !dbg !371
  %337 = urem <2 x i16> %335, <i16 7, i16 7>, !dbg !371
  %338 = urem <2 x i16> %336, <i16 7, i16 7>, !dbg !371
  %339 = zext nneg <2 x i16> %337 to <2 x i64>, !dbg !372
  %340 = zext nneg <2 x i16> %338 to <2 x i64>, !dbg !372
  %341 = add <2 x i64> %332, %339, !dbg !373
  %342 = add <2 x i64> %333, %340, !dbg !373
  %343 = add nuw i32 %331, 4, !dbg !369
  %344 = add <2 x i16> %334, <i16 4, i16 4>, !dbg !371
  %345 = icmp eq i32 %343, 1000, !dbg !369
  br i1 %345, label %346, label %330, !dbg !369, !llvm.loop !374

346:                                              ; preds = %330
  %347 = add <2 x i64> %342, %341, !dbg !368
  %348 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %347), !dbg !368
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %348), !dbg !376
    #dbg_value(i32 0, !87, !DIExpression(), !377)
  br label %371, !dbg !378

350:                                              ; preds = %324, %350
  %351 = phi i32 [ %354, %350 ], [ 0, %324 ]
  %352 = phi i32 [ %355, %350 ], [ %325, %324 ]
    #dbg_value(i32 %351, !354, !DIExpression(), !379)
    #dbg_value(i32 %352, !353, !DIExpression(), !379)
  %353 = and i32 %352, 1, !dbg !380
  %354 = add i32 %353, %351, !dbg !382
    #dbg_value(i32 %354, !354, !DIExpression(), !379)
  %355 = lshr i32 %352, 1, !dbg !383
    #dbg_value(i32 %355, !353, !DIExpression(), !379)
  %356 = icmp ult i32 %352, 2, !dbg !348
  br i1 %356, label %357, label %350, !dbg !348, !llvm.loop !384

357:                                              ; preds = %350, %357
  %358 = phi i32 [ %361, %357 ], [ 0, %350 ]
  %359 = phi i32 [ %360, %357 ], [ %325, %350 ]
    #dbg_value(i32 %358, !358, !DIExpression(), !386)
    #dbg_value(i32 %359, !363, !DIExpression(), !386)
  %360 = shl nuw i32 %359, 1, !dbg !388
    #dbg_value(i32 %360, !363, !DIExpression(), !386)
  %361 = add nuw nsw i32 %358, 1, !dbg !390
    #dbg_value(i32 %361, !358, !DIExpression(), !386)
  %362 = icmp ult i32 %358, 31, !dbg !391
  %363 = icmp sgt i32 %360, -1, !dbg !392
  %364 = select i1 %362, i1 %363, i1 false, !dbg !392
  br i1 %364, label %357, label %365, !dbg !393, !llvm.loop !394

365:                                              ; preds = %357
  %366 = add i32 %354, %327, !dbg !396
  %367 = add nuw nsw i32 %361, %326, !dbg !397
    #dbg_value(i32 %367, !79, !DIExpression(), !108)
  %368 = mul nuw nsw i32 %325, 3, !dbg !398
  %369 = add nuw nsw i32 %368, 1, !dbg !399
    #dbg_value(i32 %369, !80, !DIExpression(), !346)
    #dbg_value(i32 %366, !78, !DIExpression(), !108)
  %370 = icmp ult i32 %325, 666667, !dbg !400
  br i1 %370, label %324, label %328, !dbg !347, !llvm.loop !401

371:                                              ; preds = %371, %346
  %372 = phi i64 [ 0, %346 ], [ %406, %371 ]
    #dbg_value(i64 %372, !87, !DIExpression(), !377)
    #dbg_value(i32 0, !89, !DIExpression(), !403)
  %373 = mul nuw nsw i64 %372, 40
  %374 = insertelement <4 x i64> poison, i64 %373, i64 0, !dbg !404
  %375 = shufflevector <4 x i64> %374, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !404
  %376 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %372, i64 0, !dbg !405
  %377 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %378 = or disjoint <4 x i32> %377, <i32 0, i32 1, i32 2, i32 3>, !dbg !407
  %379 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %380 = or disjoint <4 x i32> %379, <i32 4, i32 5, i32 6, i32 7>, !dbg !407
  %381 = getelementptr inbounds i8, ptr %376, i64 16, !dbg !407
  store <4 x i32> %378, ptr %376, align 16, !dbg !407, !tbaa !121
  store <4 x i32> %380, ptr %381, align 16, !dbg !407, !tbaa !121
  %382 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %372, i64 8, !dbg !405
  %383 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %384 = add <4 x i32> %383, <i32 8, i32 9, i32 10, i32 11>, !dbg !407
  %385 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %386 = add <4 x i32> %385, <i32 12, i32 13, i32 14, i32 15>, !dbg !407
  %387 = getelementptr inbounds i8, ptr %382, i64 16, !dbg !407
  store <4 x i32> %384, ptr %382, align 16, !dbg !407, !tbaa !121
  store <4 x i32> %386, ptr %387, align 16, !dbg !407, !tbaa !121
  %388 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %372, i64 16, !dbg !405
  %389 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %390 = add <4 x i32> %389, <i32 16, i32 17, i32 18, i32 19>, !dbg !407
  %391 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %392 = add <4 x i32> %391, <i32 20, i32 21, i32 22, i32 23>, !dbg !407
  %393 = getelementptr inbounds i8, ptr %388, i64 16, !dbg !407
  store <4 x i32> %390, ptr %388, align 16, !dbg !407, !tbaa !121
  store <4 x i32> %392, ptr %393, align 16, !dbg !407, !tbaa !121
  %394 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %372, i64 24, !dbg !405
  %395 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %396 = add <4 x i32> %395, <i32 24, i32 25, i32 26, i32 27>, !dbg !407
  %397 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %398 = add <4 x i32> %397, <i32 28, i32 29, i32 30, i32 31>, !dbg !407
  %399 = getelementptr inbounds i8, ptr %394, i64 16, !dbg !407
  store <4 x i32> %396, ptr %394, align 16, !dbg !407, !tbaa !121
  store <4 x i32> %398, ptr %399, align 16, !dbg !407, !tbaa !121
  %400 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %372, i64 32, !dbg !405
  %401 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %402 = add <4 x i32> %401, <i32 32, i32 33, i32 34, i32 35>, !dbg !407
  %403 = trunc <4 x i64> %375 to <4 x i32>, !dbg !407
  %404 = add <4 x i32> %403, <i32 36, i32 37, i32 38, i32 39>, !dbg !407
  %405 = getelementptr inbounds i8, ptr %400, i64 16, !dbg !407
  store <4 x i32> %402, ptr %400, align 16, !dbg !407, !tbaa !121
  store <4 x i32> %404, ptr %405, align 16, !dbg !407, !tbaa !121
  %406 = add nuw nsw i64 %372, 1, !dbg !408
    #dbg_value(i64 %406, !87, !DIExpression(), !377)
  %407 = icmp eq i64 %406, 50, !dbg !409
  br i1 %407, label %410, label %371, !dbg !378, !llvm.loop !410

408:                                              ; preds = %410
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %431), !dbg !412
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #5, !dbg !413
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #5, !dbg !413
  ret i32 0, !dbg !413

410:                                              ; preds = %371, %410
  %411 = phi i64 [ %432, %410 ], [ 0, %371 ]
  %412 = phi i64 [ %431, %410 ], [ 0, %371 ]
    #dbg_value(i64 %411, !93, !DIExpression(), !414)
    #dbg_value(i64 %412, !92, !DIExpression(), !108)
  %413 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %411, i64 %411, !dbg !415
  %414 = load i32, ptr %413, align 8, !dbg !415, !tbaa !121
  %415 = sub nuw nsw i64 49, %411, !dbg !417
  %416 = sub nuw nsw i64 39, %411, !dbg !418
  %417 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %415, i64 %416, !dbg !419
  %418 = load i32, ptr %417, align 4, !dbg !419, !tbaa !121
  %419 = add nsw i32 %418, %414, !dbg !420
  %420 = sext i32 %419 to i64, !dbg !415
  %421 = add nsw i64 %412, %420, !dbg !421
    #dbg_value(i64 %421, !92, !DIExpression(), !108)
  %422 = or disjoint i64 %411, 1, !dbg !422
    #dbg_value(i64 %422, !93, !DIExpression(), !414)
  %423 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %422, i64 %422, !dbg !415
  %424 = load i32, ptr %423, align 4, !dbg !415, !tbaa !121
  %425 = sub nuw nsw i64 49, %422, !dbg !417
  %426 = sub nuw nsw i64 39, %422, !dbg !418
  %427 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %425, i64 %426, !dbg !419
  %428 = load i32, ptr %427, align 8, !dbg !419, !tbaa !121
  %429 = add nsw i32 %428, %424, !dbg !420
  %430 = sext i32 %429 to i64, !dbg !415
  %431 = add nsw i64 %421, %430, !dbg !421
    #dbg_value(i64 %431, !92, !DIExpression(), !108)
  %432 = add nuw nsw i64 %411, 2, !dbg !422
    #dbg_value(i64 %432, !93, !DIExpression(), !414)
  %433 = icmp eq i64 %432, 40, !dbg !423
  br i1 %433, label %408, label %410, !dbg !424, !llvm.loop !425
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !427 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
!111 = !DILocation(line: 79, column: 5, scope: !60)
!112 = !DILocation(line: 81, column: 5, scope: !44)
!113 = !DILocation(line: 0, scope: !67)
!114 = !DILocation(line: 82, column: 5, scope: !67)
!115 = !DILocation(line: 82, column: 31, scope: !116)
!116 = distinct !DILexicalBlock(scope: !67, file: !2, line: 82, column: 5)
!117 = !DILocation(line: 83, column: 22, scope: !116)
!118 = !DILocation(line: 83, column: 27, scope: !116)
!119 = !DILocation(line: 83, column: 9, scope: !116)
!120 = !DILocation(line: 83, column: 14, scope: !116)
!121 = !{!122, !122, i64 0}
!122 = !{!"int", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = distinct !{!125, !114, !126, !127, !128, !129}
!126 = !DILocation(line: 83, column: 29, scope: !67)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !{!"llvm.loop.isvectorized", i32 1}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocalVariable(name: "n", arg: 1, scope: !131, file: !2, line: 7, type: !61)
!131 = distinct !DISubprogram(name: "sum_to", scope: !2, file: !2, line: 7, type: !132, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!61, !61}
!134 = !{!130, !135, !136}
!135 = !DILocalVariable(name: "s", scope: !131, file: !2, line: 8, type: !61)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 9, type: !61)
!137 = distinct !DILexicalBlock(scope: !131, file: !2, line: 9, column: 5)
!138 = !DILocation(line: 0, scope: !131, inlinedAt: !139)
!139 = distinct !DILocation(line: 80, column: 56, scope: !140)
!140 = distinct !DILexicalBlock(scope: !60, file: !2, line: 79, column: 5)
!141 = !DILocation(line: 0, scope: !137, inlinedAt: !139)
!142 = !DILocation(line: 9, column: 24, scope: !143, inlinedAt: !139)
!143 = distinct !DILexicalBlock(scope: !137, file: !2, line: 9, column: 5)
!144 = !DILocation(line: 9, column: 5, scope: !137, inlinedAt: !139)
!145 = !DILocation(line: 11, column: 5, scope: !131, inlinedAt: !139)
!146 = !DILocation(line: 80, column: 79, scope: !140)
!147 = !DILocalVariable(name: "n", arg: 1, scope: !148, file: !2, line: 14, type: !50)
!148 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 14, type: !149, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!51, !50}
!151 = !{!147, !152, !153}
!152 = !DILocalVariable(name: "s", scope: !148, file: !2, line: 15, type: !51)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 16, type: !50)
!154 = distinct !DILexicalBlock(scope: !148, file: !2, line: 16, column: 5)
!155 = !DILocation(line: 0, scope: !148, inlinedAt: !156)
!156 = distinct !DILocation(line: 80, column: 67, scope: !140)
!157 = !DILocation(line: 0, scope: !154, inlinedAt: !156)
!158 = !DILocation(line: 16, column: 28, scope: !159, inlinedAt: !156)
!159 = distinct !DILexicalBlock(scope: !154, file: !2, line: 16, column: 5)
!160 = !DILocation(line: 16, column: 5, scope: !154, inlinedAt: !156)
!161 = !DILocation(line: 18, column: 5, scope: !148, inlinedAt: !156)
!162 = !DILocation(line: 80, column: 9, scope: !140)
!163 = !DILocation(line: 79, column: 41, scope: !140)
!164 = !DILocation(line: 79, column: 46, scope: !140)
!165 = !DILocation(line: 79, column: 24, scope: !140)
!166 = distinct !{!166, !111, !167, !127}
!167 = !DILocation(line: 80, column: 91, scope: !60)
!168 = !DILocation(line: 40, column: 29, scope: !169, inlinedAt: !182)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 40, column: 5)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 40, column: 5)
!171 = distinct !DISubprogram(name: "unswitch", scope: !2, file: !2, line: 38, type: !172, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !176)
!172 = !DISubroutineType(types: !173)
!173 = !{!61, !174, !47, !47}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!176 = !{!177, !178, !179, !180, !181}
!177 = !DILocalVariable(name: "a", arg: 1, scope: !171, file: !2, line: 38, type: !174)
!178 = !DILocalVariable(name: "n", arg: 2, scope: !171, file: !2, line: 38, type: !47)
!179 = !DILocalVariable(name: "mode", arg: 3, scope: !171, file: !2, line: 38, type: !47)
!180 = !DILocalVariable(name: "s", scope: !171, file: !2, line: 39, type: !61)
!181 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 40, type: !47)
!182 = distinct !DILocation(line: 84, column: 56, scope: !44)
!183 = !DILocation(line: 0, scope: !184, inlinedAt: !182)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 41, column: 13)
!185 = distinct !DILexicalBlock(scope: !169, file: !2, line: 40, column: 33)
!186 = !DILocation(line: 41, column: 13, scope: !185, inlinedAt: !182)
!187 = distinct !{!187, !188, !189, !127, !128, !129}
!188 = !DILocation(line: 40, column: 5, scope: !170, inlinedAt: !182)
!189 = !DILocation(line: 45, column: 5, scope: !170, inlinedAt: !182)
!190 = !DILocation(line: 84, column: 5, scope: !44)
!191 = !DILocalVariable(name: "a", arg: 1, scope: !192, file: !2, line: 53, type: !174)
!192 = distinct !DISubprogram(name: "find_first_gt", scope: !2, file: !2, line: 53, type: !193, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{!47, !174, !47, !47}
!195 = !{!191, !196, !197, !198}
!196 = !DILocalVariable(name: "n", arg: 2, scope: !192, file: !2, line: 53, type: !47)
!197 = !DILocalVariable(name: "t", arg: 3, scope: !192, file: !2, line: 53, type: !47)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 54, type: !47)
!199 = distinct !DILexicalBlock(scope: !192, file: !2, line: 54, column: 5)
!200 = !DILocation(line: 0, scope: !192, inlinedAt: !201)
!201 = distinct !DILocation(line: 85, column: 41, scope: !44)
!202 = !DILocation(line: 0, scope: !199, inlinedAt: !201)
!203 = !DILocation(line: 54, column: 5, scope: !199, inlinedAt: !201)
!204 = !DILocation(line: 55, column: 13, scope: !205, inlinedAt: !201)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 55, column: 13)
!206 = distinct !DILexicalBlock(scope: !199, file: !2, line: 54, column: 5)
!207 = !DILocation(line: 55, column: 18, scope: !205, inlinedAt: !201)
!208 = !DILocation(line: 55, column: 13, scope: !206, inlinedAt: !201)
!209 = !DILocation(line: 54, column: 29, scope: !206, inlinedAt: !201)
!210 = !DILocation(line: 54, column: 23, scope: !206, inlinedAt: !201)
!211 = distinct !{!211, !203, !212, !127}
!212 = !DILocation(line: 56, column: 20, scope: !199, inlinedAt: !201)
!213 = !DILocation(line: 58, column: 1, scope: !192, inlinedAt: !201)
!214 = !DILocation(line: 0, scope: !192, inlinedAt: !215)
!215 = distinct !DILocation(line: 85, column: 67, scope: !44)
!216 = !DILocation(line: 0, scope: !199, inlinedAt: !215)
!217 = !DILocation(line: 54, column: 5, scope: !199, inlinedAt: !215)
!218 = !DILocation(line: 55, column: 13, scope: !205, inlinedAt: !215)
!219 = !DILocation(line: 55, column: 18, scope: !205, inlinedAt: !215)
!220 = !DILocation(line: 55, column: 13, scope: !206, inlinedAt: !215)
!221 = !DILocation(line: 54, column: 29, scope: !206, inlinedAt: !215)
!222 = !DILocation(line: 54, column: 23, scope: !206, inlinedAt: !215)
!223 = distinct !{!223, !217, !224, !127}
!224 = !DILocation(line: 56, column: 20, scope: !199, inlinedAt: !215)
!225 = !DILocation(line: 58, column: 1, scope: !192, inlinedAt: !215)
!226 = !DILocation(line: 0, scope: !192, inlinedAt: !227)
!227 = distinct !DILocation(line: 86, column: 12, scope: !44)
!228 = !DILocation(line: 0, scope: !199, inlinedAt: !227)
!229 = !DILocation(line: 54, column: 5, scope: !199, inlinedAt: !227)
!230 = !DILocation(line: 55, column: 13, scope: !205, inlinedAt: !227)
!231 = !DILocation(line: 55, column: 18, scope: !205, inlinedAt: !227)
!232 = !DILocation(line: 55, column: 13, scope: !206, inlinedAt: !227)
!233 = !DILocation(line: 54, column: 29, scope: !206, inlinedAt: !227)
!234 = !DILocation(line: 54, column: 23, scope: !206, inlinedAt: !227)
!235 = distinct !{!235, !229, !236, !127}
!236 = !DILocation(line: 56, column: 20, scope: !199, inlinedAt: !227)
!237 = !DILocation(line: 58, column: 1, scope: !192, inlinedAt: !227)
!238 = !DILocation(line: 85, column: 5, scope: !44)
!239 = !DILocation(line: 87, column: 17, scope: !44)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !241, file: !2, line: 21, type: !244)
!241 = distinct !DISubprogram(name: "zero_fill", scope: !2, file: !2, line: 21, type: !242, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !245)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !47}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
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
!257 = !DILocation(line: 89, column: 31, scope: !258)
!258 = distinct !DILexicalBlock(scope: !70, file: !2, line: 89, column: 5)
!259 = !DILocation(line: 90, column: 14, scope: !258)
!260 = !DILocation(line: 90, column: 11, scope: !258)
!261 = distinct !{!261, !256, !262, !127, !128, !129}
!262 = !DILocation(line: 90, column: 17, scope: !70)
!263 = !DILocation(line: 91, column: 81, scope: !44)
!264 = !DILocation(line: 92, column: 20, scope: !44)
!265 = !DILocation(line: 91, column: 5, scope: !44)
!266 = !DILocation(line: 93, column: 5, scope: !44)
!267 = !DILocation(line: 0, scope: !77)
!268 = distinct !DIAssignID()
!269 = distinct !DIAssignID()
!270 = !DILocalVariable(name: "d", arg: 1, scope: !271, file: !2, line: 26, type: !274)
!271 = distinct !DISubprogram(name: "copy_fwd", scope: !2, file: !2, line: 26, type: !272, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !279)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !274, !276, !47}
!274 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!279 = !{!270, !280, !281, !282}
!280 = !DILocalVariable(name: "s", arg: 2, scope: !271, file: !2, line: 26, type: !276)
!281 = !DILocalVariable(name: "n", arg: 3, scope: !271, file: !2, line: 26, type: !47)
!282 = !DILocalVariable(name: "i", scope: !283, file: !2, line: 27, type: !47)
!283 = distinct !DILexicalBlock(scope: !271, file: !2, line: 27, column: 5)
!284 = !DILocation(line: 0, scope: !271, inlinedAt: !285)
!285 = distinct !DILocation(line: 98, column: 5, scope: !44)
!286 = !DILocation(line: 0, scope: !283, inlinedAt: !285)
!287 = !DILocation(line: 97, column: 5, scope: !44)
!288 = !DILocation(line: 28, column: 14, scope: !289, inlinedAt: !285)
!289 = distinct !DILexicalBlock(scope: !283, file: !2, line: 27, column: 5)
!290 = !{!123, !123, i64 0}
!291 = !{!292, !294}
!292 = distinct !{!292, !293, !"copy_fwd: argument 0"}
!293 = distinct !{!293, !"copy_fwd"}
!294 = distinct !{!294, !293, !"copy_fwd: argument 1"}
!295 = distinct !DIAssignID()
!296 = distinct !DIAssignID()
!297 = distinct !DIAssignID()
!298 = distinct !DIAssignID()
!299 = !DILocalVariable(name: "s", arg: 1, scope: !300, file: !2, line: 31, type: !277)
!300 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 31, type: !301, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!47, !277}
!303 = !{!299, !304}
!304 = !DILocalVariable(name: "n", scope: !300, file: !2, line: 32, type: !47)
!305 = !DILocation(line: 0, scope: !300, inlinedAt: !306)
!306 = distinct !DILocation(line: 99, column: 39, scope: !44)
!307 = !DILocation(line: 33, column: 5, scope: !300, inlinedAt: !306)
!308 = !DILocation(line: 40, column: 5, scope: !170, inlinedAt: !309)
!309 = distinct !DILocation(line: 84, column: 35, scope: !44)
!310 = !DILocation(line: 40, column: 29, scope: !169, inlinedAt: !309)
!311 = !DILocation(line: 0, scope: !184, inlinedAt: !309)
!312 = !DILocation(line: 41, column: 13, scope: !185, inlinedAt: !309)
!313 = distinct !{!313, !308, !314, !127, !128, !129}
!314 = !DILocation(line: 45, column: 5, scope: !170, inlinedAt: !309)
!315 = !DILocation(line: 33, column: 12, scope: !300, inlinedAt: !306)
!316 = !DILocation(line: 34, column: 10, scope: !300, inlinedAt: !306)
!317 = distinct !{!317, !307, !316, !127}
!318 = !DILocation(line: 35, column: 5, scope: !300, inlinedAt: !306)
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
!348 = !DILocation(line: 62, column: 5, scope: !349, inlinedAt: !355)
!349 = distinct !DISubprogram(name: "popcount_loop", scope: !2, file: !2, line: 60, type: !350, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{!50, !50}
!352 = !{!353, !354}
!353 = !DILocalVariable(name: "x", arg: 1, scope: !349, file: !2, line: 60, type: !50)
!354 = !DILocalVariable(name: "c", scope: !349, file: !2, line: 61, type: !50)
!355 = distinct !DILocation(line: 104, column: 15, scope: !356)
!356 = distinct !DILexicalBlock(scope: !357, file: !2, line: 103, column: 54)
!357 = distinct !DILexicalBlock(scope: !81, file: !2, line: 103, column: 5)
!358 = !DILocalVariable(name: "n", scope: !359, file: !2, line: 70, type: !47)
!359 = distinct !DISubprogram(name: "count_leading", scope: !2, file: !2, line: 69, type: !360, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{!47, !50}
!362 = !{!363, !358}
!363 = !DILocalVariable(name: "x", arg: 1, scope: !359, file: !2, line: 69, type: !50)
!364 = !DILocation(line: 0, scope: !359, inlinedAt: !365)
!365 = distinct !DILocation(line: 107, column: 65, scope: !44)
!366 = !DILocation(line: 107, column: 5, scope: !44)
!367 = !DILocation(line: 0, scope: !86)
!368 = !DILocation(line: 111, column: 5, scope: !86)
!369 = !DILocation(line: 111, column: 32, scope: !370)
!370 = distinct !DILexicalBlock(scope: !86, file: !2, line: 111, column: 5)
!371 = !DILocation(line: 112, column: 35, scope: !370)
!372 = !DILocation(line: 112, column: 16, scope: !370)
!373 = !DILocation(line: 112, column: 13, scope: !370)
!374 = distinct !{!374, !368, !375, !127, !128, !129}
!375 = !DILocation(line: 112, column: 37, scope: !86)
!376 = !DILocation(line: 113, column: 5, scope: !44)
!377 = !DILocation(line: 0, scope: !88)
!378 = !DILocation(line: 116, column: 5, scope: !88)
!379 = !DILocation(line: 0, scope: !349, inlinedAt: !355)
!380 = !DILocation(line: 63, column: 16, scope: !381, inlinedAt: !355)
!381 = distinct !DILexicalBlock(scope: !349, file: !2, line: 62, column: 15)
!382 = !DILocation(line: 63, column: 11, scope: !381, inlinedAt: !355)
!383 = !DILocation(line: 64, column: 11, scope: !381, inlinedAt: !355)
!384 = distinct !{!384, !348, !385, !127}
!385 = !DILocation(line: 65, column: 5, scope: !349, inlinedAt: !355)
!386 = !DILocation(line: 0, scope: !359, inlinedAt: !387)
!387 = distinct !DILocation(line: 105, column: 15, scope: !356)
!388 = !DILocation(line: 72, column: 11, scope: !389, inlinedAt: !387)
!389 = distinct !DILexicalBlock(scope: !359, file: !2, line: 71, column: 42)
!390 = !DILocation(line: 73, column: 10, scope: !389, inlinedAt: !387)
!391 = !DILocation(line: 71, column: 14, scope: !359, inlinedAt: !387)
!392 = !DILocation(line: 71, column: 19, scope: !359, inlinedAt: !387)
!393 = !DILocation(line: 71, column: 5, scope: !359, inlinedAt: !387)
!394 = distinct !{!394, !393, !395, !127}
!395 = !DILocation(line: 74, column: 5, scope: !359, inlinedAt: !387)
!396 = !DILocation(line: 104, column: 12, scope: !356)
!397 = !DILocation(line: 105, column: 12, scope: !356)
!398 = !DILocation(line: 103, column: 45, scope: !357)
!399 = !DILocation(line: 103, column: 49, scope: !357)
!400 = !DILocation(line: 103, column: 28, scope: !357)
!401 = distinct !{!401, !347, !402, !127}
!402 = !DILocation(line: 106, column: 5, scope: !81)
!403 = !DILocation(line: 0, scope: !90)
!404 = !DILocation(line: 117, column: 9, scope: !90)
!405 = !DILocation(line: 118, column: 13, scope: !406)
!406 = distinct !DILexicalBlock(scope: !90, file: !2, line: 117, column: 9)
!407 = !DILocation(line: 118, column: 24, scope: !406)
!408 = !DILocation(line: 116, column: 30, scope: !91)
!409 = !DILocation(line: 116, column: 23, scope: !91)
!410 = distinct !{!410, !378, !411, !127}
!411 = !DILocation(line: 118, column: 35, scope: !88)
!412 = !DILocation(line: 122, column: 5, scope: !44)
!413 = !DILocation(line: 124, column: 1, scope: !44)
!414 = !DILocation(line: 0, scope: !94)
!415 = !DILocation(line: 121, column: 17, scope: !416)
!416 = distinct !DILexicalBlock(scope: !94, file: !2, line: 120, column: 5)
!417 = !DILocation(line: 121, column: 38, scope: !416)
!418 = !DILocation(line: 121, column: 46, scope: !416)
!419 = !DILocation(line: 121, column: 30, scope: !416)
!420 = !DILocation(line: 121, column: 28, scope: !416)
!421 = !DILocation(line: 121, column: 14, scope: !416)
!422 = !DILocation(line: 120, column: 30, scope: !416)
!423 = !DILocation(line: 120, column: 23, scope: !416)
!424 = !DILocation(line: 120, column: 5, scope: !94)
!425 = distinct !{!425, !424, !426, !127}
!426 = !DILocation(line: 121, column: 49, scope: !94)
!427 = !DISubprogram(name: "printf", scope: !428, file: !428, line: 356, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!429 = !DISubroutineType(types: !430)
!430 = !{!47, !276, null}
