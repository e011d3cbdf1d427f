; ModuleID = 'word_freq.c'
source_filename = "word_freq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.wc = type { [20 x i8], i32, i32 }

@text = internal unnamed_addr constant [614 x i8] c"It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, we had everything before us, we had nothing before us, we were all going direct to Heaven, we were all going direct the other way - in short, the period was so far like the present period, that some of its noisiest authorities insisted on its being received, for good or for evil, in the superlative degree of comparison only.\00", align 16, !dbg !0
@.str = private unnamed_addr constant [37 x i8] c"total=%d unique=%d longest=%s (%zu)\0A\00", align 1, !dbg !30
@.str.1 = private unnamed_addr constant [32 x i8] c"alphabetical first/last: %s %s\0A\00", align 1, !dbg !35
@words = internal global [256 x %struct.wc] zeroinitializer, align 16, !dbg !50
@nwords = internal unnamed_addr global i32 0, align 4, !dbg !63
@.str.2 = private unnamed_addr constant [30 x i8] c"%2d. %-12s %3d (first at %d)\0A\00", align 1, !dbg !40
@.str.3 = private unnamed_addr constant [21 x i8] c"words seen once: %d\0A\00", align 1, !dbg !45

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca [20 x i8], align 16, !DIAssignID !98
    #dbg_assign(i1 undef, !87, !DIExpression(), !98, ptr %1, !DIExpression(), !99)
  %2 = alloca [20 x i8], align 16, !DIAssignID !100
    #dbg_assign(i1 undef, !88, !DIExpression(), !100, ptr %2, !DIExpression(), !101)
    #dbg_value(ptr @text, !81, !DIExpression(), !99)
    #dbg_value(i32 0, !83, !DIExpression(), !99)
    #dbg_value(i32 0, !84, !DIExpression(), !99)
    #dbg_value(i32 0, !85, !DIExpression(), !99)
    #dbg_value(i64 0, !86, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #10, !dbg !102
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, i8 0, i64 20, i1 false), !dbg !103, !DIAssignID !104
    #dbg_assign(i8 0, !87, !DIExpression(), !104, ptr %1, !DIExpression(), !99)
  %3 = load i32, ptr @nwords, align 4, !tbaa !105
    #dbg_value(ptr @text, !81, !DIExpression(), !99)
    #dbg_value(i32 0, !83, !DIExpression(), !99)
    #dbg_value(i64 0, !86, !DIExpression(), !99)
    #dbg_value(i32 0, !85, !DIExpression(), !99)
    #dbg_value(i32 0, !84, !DIExpression(), !99)
  br label %4, !dbg !109

4:                                                ; preds = %0, %122
  %5 = phi ptr [ @text, %0 ], [ %69, %122 ]
  %6 = phi i32 [ 0, %0 ], [ %78, %122 ]
  %7 = phi i64 [ 0, %0 ], [ %123, %122 ]
  %8 = phi i32 [ 0, %0 ], [ %118, %122 ]
  %9 = phi i32 [ %3, %0 ], [ %116, %122 ]
    #dbg_value(ptr %5, !81, !DIExpression(), !99)
    #dbg_value(i32 %6, !83, !DIExpression(), !99)
    #dbg_value(i64 %7, !86, !DIExpression(), !99)
    #dbg_value(i32 %8, !85, !DIExpression(), !99)
    #dbg_value(i32 %6, !84, !DIExpression(), !99)
    #dbg_value(ptr %5, !81, !DIExpression(), !99)
  %10 = load i8, ptr %5, align 1, !dbg !110, !tbaa !111
  %11 = icmp eq i8 %10, 0, !dbg !110
  br i1 %11, label %126, label %12, !dbg !112

12:                                               ; preds = %4
  %13 = tail call ptr @__ctype_b_loc() #11, !dbg !99
  %14 = load ptr, ptr %13, align 8, !tbaa !113
    #dbg_value(ptr %5, !81, !DIExpression(), !99)
  %15 = zext i8 %10 to i64, !dbg !115
  %16 = getelementptr inbounds i16, ptr %14, i64 %15, !dbg !115
  %17 = load i16, ptr %16, align 2, !dbg !115, !tbaa !116
  %18 = and i16 %17, 1024, !dbg !115
  %19 = icmp eq i16 %18, 0, !dbg !118
  br i1 %19, label %26, label %31, !dbg !119

20:                                               ; preds = %26
    #dbg_value(ptr %28, !81, !DIExpression(), !99)
  %21 = zext i8 %29 to i64, !dbg !115
  %22 = getelementptr inbounds i16, ptr %14, i64 %21, !dbg !115
  %23 = load i16, ptr %22, align 2, !dbg !115, !tbaa !116
  %24 = and i16 %23, 1024, !dbg !115
  %25 = icmp eq i16 %24, 0, !dbg !118
  br i1 %25, label %26, label %31, !dbg !119, !llvm.loop !120

26:                                               ; preds = %12, %20
  %27 = phi ptr [ %28, %20 ], [ %5, %12 ]
    #dbg_value(ptr %27, !81, !DIExpression(), !99)
  %28 = getelementptr inbounds i8, ptr %27, i64 1, !dbg !121
    #dbg_value(ptr %28, !81, !DIExpression(), !99)
  %29 = load i8, ptr %28, align 1, !dbg !110, !tbaa !111
  %30 = icmp eq i8 %29, 0, !dbg !110
  br i1 %30, label %126, label %20, !dbg !112, !llvm.loop !120

31:                                               ; preds = %20, %12
  %32 = phi i1 [ %11, %12 ], [ %30, %20 ]
  %33 = phi ptr [ %5, %12 ], [ %28, %20 ]
  br i1 %32, label %126, label %34, !dbg !124

34:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #10, !dbg !125
    #dbg_value(i64 0, !90, !DIExpression(), !101)
  %35 = tail call ptr @__ctype_b_loc() #11, !dbg !99
  %36 = load ptr, ptr %35, align 8, !tbaa !113
    #dbg_value(ptr %33, !81, !DIExpression(), !99)
    #dbg_value(i64 0, !90, !DIExpression(), !101)
  %37 = load i8, ptr %33, align 1, !dbg !126, !tbaa !111
  %38 = zext i8 %37 to i64, !dbg !126
  %39 = getelementptr inbounds i16, ptr %36, i64 %38, !dbg !126
  %40 = load i16, ptr %39, align 2, !dbg !126, !tbaa !116
  %41 = and i16 %40, 1024, !dbg !126
  %42 = icmp eq i16 %41, 0, !dbg !126
  br i1 %42, label %64, label %43, !dbg !127

43:                                               ; preds = %34
  %44 = tail call ptr @__ctype_tolower_loc() #11, !dbg !99
  %45 = load ptr, ptr %44, align 8, !tbaa !113
  br label %46, !dbg !127

46:                                               ; preds = %43, %46
  %47 = phi i64 [ %38, %43 ], [ %57, %46 ]
  %48 = phi ptr [ %33, %43 ], [ %50, %46 ]
  %49 = phi i64 [ 0, %43 ], [ %54, %46 ]
    #dbg_value(ptr %48, !81, !DIExpression(), !99)
    #dbg_value(i64 %49, !90, !DIExpression(), !101)
  %50 = getelementptr inbounds i8, ptr %48, i64 1, !dbg !128
    #dbg_value(ptr %50, !81, !DIExpression(), !99)
  %51 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !128
  %52 = load i32, ptr %51, align 4, !dbg !128, !tbaa !105
    #dbg_value(i32 %52, !91, !DIExpression(), !130)
  %53 = trunc i32 %52 to i8, !dbg !131
  %54 = add nuw nsw i64 %49, 1, !dbg !132
    #dbg_value(i64 %54, !90, !DIExpression(), !101)
  %55 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 %49, !dbg !133
  store i8 %53, ptr %55, align 1, !dbg !134, !tbaa !111
  %56 = load i8, ptr %50, align 1, !dbg !126, !tbaa !111
  %57 = zext i8 %56 to i64, !dbg !126
  %58 = getelementptr inbounds i16, ptr %36, i64 %57, !dbg !126
  %59 = load i16, ptr %58, align 2, !dbg !126, !tbaa !116
  %60 = and i16 %59, 1024, !dbg !126
  %61 = icmp ne i16 %60, 0, !dbg !126
  %62 = icmp ult i64 %49, 18, !dbg !135
  %63 = and i1 %61, %62, !dbg !135
  br i1 %63, label %46, label %64, !dbg !127, !llvm.loop !136

64:                                               ; preds = %46, %34
  %65 = phi i64 [ 0, %34 ], [ %54, %46 ], !dbg !101
  %66 = phi ptr [ %33, %34 ], [ %50, %46 ], !dbg !99
  %67 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 %65, !dbg !138
  store i8 0, ptr %67, align 1, !dbg !139, !tbaa !111
  br label %68, !dbg !140

68:                                               ; preds = %68, %64
  %69 = phi ptr [ %66, %64 ], [ %76, %68 ], !dbg !99
    #dbg_value(ptr %69, !81, !DIExpression(), !99)
  %70 = load i8, ptr %69, align 1, !dbg !141, !tbaa !111
  %71 = zext i8 %70 to i64, !dbg !141
  %72 = getelementptr inbounds i16, ptr %36, i64 %71, !dbg !141
  %73 = load i16, ptr %72, align 2, !dbg !141, !tbaa !116
  %74 = and i16 %73, 1024, !dbg !141
  %75 = icmp eq i16 %74, 0, !dbg !140
  %76 = getelementptr inbounds i8, ptr %69, i64 1, !dbg !142
    #dbg_value(ptr %76, !81, !DIExpression(), !99)
  br i1 %75, label %77, label %68, !dbg !140, !llvm.loop !143

77:                                               ; preds = %68
  %78 = add nuw nsw i32 %6, 1, !dbg !144
    #dbg_value(i32 %78, !83, !DIExpression(), !99)
    #dbg_value(ptr %2, !145, !DIExpression(), !156)
    #dbg_value(i32 %6, !150, !DIExpression(), !156)
    #dbg_value(i32 0, !151, !DIExpression(), !156)
    #dbg_value(i32 %9, !152, !DIExpression(), !156)
  br label %79, !dbg !158

79:                                               ; preds = %99, %77
  %80 = phi i32 [ %9, %77 ], [ %100, %99 ], !dbg !159
  %81 = phi i32 [ 0, %77 ], [ %101, %99 ], !dbg !160
    #dbg_value(i32 %81, !151, !DIExpression(), !156)
    #dbg_value(i32 %80, !152, !DIExpression(), !156)
  %82 = icmp slt i32 %81, %80, !dbg !161
  br i1 %82, label %83, label %102, !dbg !158

83:                                               ; preds = %79
  %84 = add nuw nsw i32 %81, %80, !dbg !162
  %85 = lshr i32 %84, 1, !dbg !163
    #dbg_value(i32 %85, !153, !DIExpression(), !164)
  %86 = zext nneg i32 %85 to i64, !dbg !165
  %87 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %86, !dbg !165
  %88 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %87, ptr noundef nonnull readonly dereferenceable(1) %2) #12, !dbg !166
    #dbg_value(i32 %88, !155, !DIExpression(), !164)
  %89 = icmp eq i32 %88, 0, !dbg !167
  br i1 %89, label %90, label %94, !dbg !169

90:                                               ; preds = %83
  %91 = getelementptr inbounds i8, ptr %87, i64 20, !dbg !170
  %92 = load i32, ptr %91, align 4, !dbg !172, !tbaa !173
  %93 = add nsw i32 %92, 1, !dbg !172
  store i32 %93, ptr %91, align 4, !dbg !172, !tbaa !173
  br label %99, !dbg !175

94:                                               ; preds = %83
  %95 = icmp slt i32 %88, 0, !dbg !176
  %96 = add nuw nsw i32 %85, 1, !dbg !178
  %97 = select i1 %95, i32 %80, i32 %85, !dbg !178
  %98 = select i1 %95, i32 %96, i32 %81, !dbg !178
    #dbg_value(i32 %98, !151, !DIExpression(), !156)
    #dbg_value(i32 %97, !152, !DIExpression(), !156)
  br label %99, !dbg !179

99:                                               ; preds = %94, %90
  %100 = phi i32 [ %80, %90 ], [ %97, %94 ], !dbg !159
  %101 = phi i32 [ %81, %90 ], [ %98, %94 ], !dbg !156
    #dbg_value(i32 %101, !151, !DIExpression(), !156)
    #dbg_value(i32 %100, !152, !DIExpression(), !156)
  br i1 %89, label %115, label %79, !llvm.loop !180

102:                                              ; preds = %79
  %103 = add nuw nsw i32 %81, 1, !dbg !181
  %104 = zext nneg i32 %103 to i64, !dbg !182
  %105 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %104, !dbg !182
  %106 = zext nneg i32 %81 to i64, !dbg !183
  %107 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %106, !dbg !183
  %108 = sub nsw i32 %9, %81, !dbg !184
  %109 = sext i32 %108 to i64, !dbg !185
  %110 = mul nsw i64 %109, 28, !dbg !186
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %105, ptr nonnull align 4 %107, i64 %110, i1 false), !dbg !187
  %111 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %107, ptr noundef nonnull readonly dereferenceable(1) %2) #10, !dbg !188
  %112 = getelementptr inbounds i8, ptr %107, i64 20, !dbg !189
  store i32 1, ptr %112, align 4, !dbg !190, !tbaa !173
  %113 = getelementptr inbounds i8, ptr %107, i64 24, !dbg !191
  store i32 %6, ptr %113, align 4, !dbg !192, !tbaa !193
  %114 = add nsw i32 %9, 1, !dbg !194
  store i32 %114, ptr @nwords, align 4, !dbg !194, !tbaa !105
  br label %115, !dbg !195

115:                                              ; preds = %99, %102
  %116 = phi i32 [ %114, %102 ], [ %9, %99 ]
  %117 = phi i32 [ 1, %102 ], [ 0, %99 ], !dbg !156
  %118 = add nuw nsw i32 %117, %8, !dbg !196
    #dbg_value(i32 %118, !85, !DIExpression(), !99)
    #dbg_value(i32 %78, !84, !DIExpression(), !99)
  %119 = icmp ugt i64 %65, %7, !dbg !197
  br i1 %119, label %120, label %122, !dbg !199

120:                                              ; preds = %115
    #dbg_value(i64 %65, !86, !DIExpression(), !99)
  %121 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #10, !dbg !200
  br label %122, !dbg !202

122:                                              ; preds = %120, %115
  %123 = phi i64 [ %65, %120 ], [ %7, %115 ], !dbg !99
    #dbg_value(i64 %123, !86, !DIExpression(), !99)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #10, !dbg !203
    #dbg_value(ptr %69, !81, !DIExpression(), !99)
    #dbg_value(i32 %78, !83, !DIExpression(), !99)
    #dbg_value(i32 %118, !85, !DIExpression(), !99)
    #dbg_value(i32 %78, !84, !DIExpression(), !99)
  %124 = load i8, ptr %69, align 1, !dbg !204, !tbaa !111
  %125 = icmp eq i8 %124, 0, !dbg !109
  br i1 %125, label %126, label %4, !dbg !109, !llvm.loop !205

126:                                              ; preds = %31, %122, %4, %26
  %127 = phi i32 [ %6, %26 ], [ %6, %31 ], [ %78, %122 ], [ %6, %4 ]
  %128 = phi i32 [ %8, %26 ], [ %8, %31 ], [ %118, %122 ], [ %8, %4 ]
  %129 = phi i64 [ %7, %26 ], [ %7, %31 ], [ %123, %122 ], [ %7, %4 ]
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %127, i32 noundef %128, ptr noundef nonnull %1, i64 noundef %129), !dbg !206
  %131 = load i32, ptr @nwords, align 4, !dbg !207, !tbaa !105
  %132 = add nsw i32 %131, -1, !dbg !208
  %133 = sext i32 %132 to i64, !dbg !209
  %134 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %133, !dbg !209
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @words, ptr noundef nonnull %134), !dbg !210
  %136 = load i32, ptr @nwords, align 4, !dbg !211, !tbaa !105
  %137 = sext i32 %136 to i64, !dbg !212
  call void @qsort(ptr noundef nonnull @words, i64 noundef %137, i64 noundef 28, ptr noundef nonnull @by_count) #10, !dbg !213
    #dbg_value(i32 0, !93, !DIExpression(), !214)
  br label %143, !dbg !215

138:                                              ; preds = %143
  %139 = load i32, ptr @nwords, align 4, !tbaa !105
    #dbg_value(i32 0, !96, !DIExpression(), !216)
    #dbg_value(i32 0, !95, !DIExpression(), !99)
  %140 = icmp sgt i32 %139, 0, !dbg !217
  br i1 %140, label %141, label %154, !dbg !219

141:                                              ; preds = %138
  %142 = zext nneg i32 %139 to i64, !dbg !217
  br label %157, !dbg !219

143:                                              ; preds = %126, %143
  %144 = phi i64 [ 0, %126 ], [ %145, %143 ]
    #dbg_value(i64 %144, !93, !DIExpression(), !214)
  %145 = add nuw nsw i64 %144, 1, !dbg !220
  %146 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %144, !dbg !222
  %147 = getelementptr inbounds i8, ptr %146, i64 20, !dbg !223
  %148 = load i32, ptr %147, align 4, !dbg !223, !tbaa !173
  %149 = getelementptr inbounds i8, ptr %146, i64 24, !dbg !224
  %150 = load i32, ptr %149, align 4, !dbg !224, !tbaa !193
  %151 = trunc nuw nsw i64 %145 to i32, !dbg !225
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %151, ptr noundef nonnull %146, i32 noundef %148, i32 noundef %150), !dbg !225
    #dbg_value(i64 %145, !93, !DIExpression(), !214)
  %153 = icmp eq i64 %145, 15, !dbg !226
  br i1 %153, label %138, label %143, !dbg !215, !llvm.loop !227

154:                                              ; preds = %157, %138
  %155 = phi i32 [ 0, %138 ], [ %164, %157 ], !dbg !99
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %155), !dbg !229
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #10, !dbg !230
  ret i32 0, !dbg !231

157:                                              ; preds = %141, %157
  %158 = phi i64 [ 0, %141 ], [ %165, %157 ]
  %159 = phi i32 [ 0, %141 ], [ %164, %157 ]
    #dbg_value(i64 %158, !96, !DIExpression(), !216)
    #dbg_value(i32 %159, !95, !DIExpression(), !99)
  %160 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %158, i32 1, !dbg !232
  %161 = load i32, ptr %160, align 4, !dbg !232, !tbaa !173
  %162 = icmp eq i32 %161, 1, !dbg !233
  %163 = zext i1 %162 to i32, !dbg !233
  %164 = add nuw nsw i32 %159, %163, !dbg !234
    #dbg_value(i32 %164, !95, !DIExpression(), !99)
  %165 = add nuw nsw i64 %158, 1, !dbg !235
    #dbg_value(i64 %165, !96, !DIExpression(), !216)
  %166 = icmp eq i64 %165, %142, !dbg !217
  br i1 %166, label %154, label %157, !dbg !219, !llvm.loop !236
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !238 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !244 ptr @__ctype_tolower_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !252 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !259 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree
declare !dbg !263 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @by_count(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !274 {
    #dbg_value(ptr %0, !276, !DIExpression(), !282)
    #dbg_value(ptr %1, !277, !DIExpression(), !282)
    #dbg_value(ptr %0, !278, !DIExpression(), !282)
    #dbg_value(ptr %1, !281, !DIExpression(), !282)
  %3 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !283
  %4 = load i32, ptr %3, align 4, !dbg !283, !tbaa !173
  %5 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !285
  %6 = load i32, ptr %5, align 4, !dbg !285, !tbaa !173
  %7 = icmp eq i32 %4, %6, !dbg !286
  br i1 %7, label %10, label %8, !dbg !287

8:                                                ; preds = %2
  %9 = sub nsw i32 %6, %4, !dbg !288
  br label %12, !dbg !289

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !290
  br label %12, !dbg !291

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !282
  ret i32 %13, !dbg !292
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !293 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "text", scope: !2, file: !3, line: 46, type: !65, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !29, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "word_freq.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d724bcdf738eac60311eb45747119bc9")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 46, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!9 = !DIEnumerator(name: "_ISupper", value: 256)
!10 = !DIEnumerator(name: "_ISlower", value: 512)
!11 = !DIEnumerator(name: "_ISalpha", value: 1024)
!12 = !DIEnumerator(name: "_ISdigit", value: 2048)
!13 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!14 = !DIEnumerator(name: "_ISspace", value: 8192)
!15 = !DIEnumerator(name: "_ISprint", value: 16384)
!16 = !DIEnumerator(name: "_ISgraph", value: 32768)
!17 = !DIEnumerator(name: "_ISblank", value: 1)
!18 = !DIEnumerator(name: "_IScntrl", value: 2)
!19 = !DIEnumerator(name: "_ISpunct", value: 4)
!20 = !DIEnumerator(name: "_ISalnum", value: 8)
!21 = !{!22, !23, !24, !25, !26}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !27, line: 18, baseType: !28)
!27 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !{!30, !35, !40, !45, !50, !63, !0}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 296, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 37)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 256, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 32)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 240, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 30)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 168, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 21)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 14, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 57344, elements: !61)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wc", file: !3, line: 8, size: 224, elements: !54)
!54 = !{!55, !59, !60}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "word", scope: !53, file: !3, line: 9, baseType: !56, size: 160)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 160, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 20)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !53, file: !3, line: 10, baseType: !22, size: 32, offset: 160)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "first_pos", scope: !53, file: !3, line: 11, baseType: !22, size: 32, offset: 192)
!61 = !{!62}
!62 = !DISubrange(count: 256)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "nwords", scope: !2, file: !3, line: 15, type: !22, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 4912, elements: !67)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!67 = !{!68}
!68 = !DISubrange(count: 614)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 56, type: !78, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!22}
!80 = !{!81, !83, !84, !85, !86, !87, !88, !90, !91, !93, !95, !96}
!81 = !DILocalVariable(name: "p", scope: !77, file: !3, line: 57, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!83 = !DILocalVariable(name: "pos", scope: !77, file: !3, line: 58, type: !22)
!84 = !DILocalVariable(name: "total", scope: !77, file: !3, line: 58, type: !22)
!85 = !DILocalVariable(name: "unique", scope: !77, file: !3, line: 58, type: !22)
!86 = !DILocalVariable(name: "longest", scope: !77, file: !3, line: 59, type: !26)
!87 = !DILocalVariable(name: "lw", scope: !77, file: !3, line: 60, type: !56)
!88 = !DILocalVariable(name: "w", scope: !89, file: !3, line: 66, type: !56)
!89 = distinct !DILexicalBlock(scope: !77, file: !3, line: 61, column: 16)
!90 = !DILocalVariable(name: "n", scope: !89, file: !3, line: 67, type: !26)
!91 = !DILocalVariable(name: "__res", scope: !92, file: !3, line: 69, type: !22)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 69, column: 28)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 83, type: !22)
!94 = distinct !DILexicalBlock(scope: !77, file: !3, line: 83, column: 5)
!95 = !DILocalVariable(name: "singles", scope: !77, file: !3, line: 86, type: !22)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 87, type: !22)
!97 = distinct !DILexicalBlock(scope: !77, file: !3, line: 87, column: 5)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !77)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !89)
!102 = !DILocation(line: 60, column: 5, scope: !77)
!103 = !DILocation(line: 60, column: 10, scope: !77)
!104 = distinct !DIAssignID()
!105 = !{!106, !106, i64 0}
!106 = !{!"int", !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !DILocation(line: 61, column: 5, scope: !77)
!110 = !DILocation(line: 62, column: 16, scope: !89)
!111 = !{!107, !107, i64 0}
!112 = !DILocation(line: 62, column: 19, scope: !89)
!113 = !{!114, !114, i64 0}
!114 = !{!"any pointer", !107, i64 0}
!115 = !DILocation(line: 62, column: 23, scope: !89)
!116 = !{!117, !117, i64 0}
!117 = !{!"short", !107, i64 0}
!118 = !DILocation(line: 62, column: 22, scope: !89)
!119 = !DILocation(line: 62, column: 9, scope: !89)
!120 = distinct !{!120, !119, !121, !122, !123}
!121 = !DILocation(line: 63, column: 14, scope: !89)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.unroll.disable"}
!124 = !DILocation(line: 64, column: 13, scope: !89)
!125 = !DILocation(line: 66, column: 9, scope: !89)
!126 = !DILocation(line: 68, column: 16, scope: !89)
!127 = !DILocation(line: 68, column: 9, scope: !89)
!128 = !DILocation(line: 69, column: 28, scope: !129)
!129 = distinct !DILexicalBlock(scope: !92, file: !3, line: 69, column: 28)
!130 = !DILocation(line: 0, scope: !92)
!131 = !DILocation(line: 69, column: 22, scope: !89)
!132 = !DILocation(line: 69, column: 16, scope: !89)
!133 = !DILocation(line: 69, column: 13, scope: !89)
!134 = !DILocation(line: 69, column: 20, scope: !89)
!135 = !DILocation(line: 68, column: 43, scope: !89)
!136 = distinct !{!136, !127, !137, !122, !123}
!137 = !DILocation(line: 69, column: 28, scope: !89)
!138 = !DILocation(line: 70, column: 9, scope: !89)
!139 = !DILocation(line: 70, column: 14, scope: !89)
!140 = !DILocation(line: 71, column: 9, scope: !89)
!141 = !DILocation(line: 71, column: 16, scope: !89)
!142 = !DILocation(line: 72, column: 14, scope: !89)
!143 = distinct !{!143, !140, !142, !122, !123}
!144 = !DILocation(line: 73, column: 40, scope: !89)
!145 = !DILocalVariable(name: "w", arg: 1, scope: !146, file: !3, line: 17, type: !82)
!146 = distinct !DISubprogram(name: "find_or_insert", scope: !3, file: !3, line: 17, type: !147, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!22, !82, !22}
!149 = !{!145, !150, !151, !152, !153, !155}
!150 = !DILocalVariable(name: "pos", arg: 2, scope: !146, file: !3, line: 17, type: !22)
!151 = !DILocalVariable(name: "lo", scope: !146, file: !3, line: 18, type: !22)
!152 = !DILocalVariable(name: "hi", scope: !146, file: !3, line: 18, type: !22)
!153 = !DILocalVariable(name: "mid", scope: !154, file: !3, line: 20, type: !22)
!154 = distinct !DILexicalBlock(scope: !146, file: !3, line: 19, column: 21)
!155 = !DILocalVariable(name: "c", scope: !154, file: !3, line: 21, type: !22)
!156 = !DILocation(line: 0, scope: !146, inlinedAt: !157)
!157 = distinct !DILocation(line: 73, column: 19, scope: !89)
!158 = !DILocation(line: 19, column: 5, scope: !146, inlinedAt: !157)
!159 = !DILocation(line: 18, column: 17, scope: !146, inlinedAt: !157)
!160 = !DILocation(line: 18, column: 9, scope: !146, inlinedAt: !157)
!161 = !DILocation(line: 19, column: 15, scope: !146, inlinedAt: !157)
!162 = !DILocation(line: 20, column: 23, scope: !154, inlinedAt: !157)
!163 = !DILocation(line: 20, column: 29, scope: !154, inlinedAt: !157)
!164 = !DILocation(line: 0, scope: !154, inlinedAt: !157)
!165 = !DILocation(line: 21, column: 24, scope: !154, inlinedAt: !157)
!166 = !DILocation(line: 21, column: 17, scope: !154, inlinedAt: !157)
!167 = !DILocation(line: 22, column: 15, scope: !168, inlinedAt: !157)
!168 = distinct !DILexicalBlock(scope: !154, file: !3, line: 22, column: 13)
!169 = !DILocation(line: 22, column: 13, scope: !154, inlinedAt: !157)
!170 = !DILocation(line: 23, column: 24, scope: !171, inlinedAt: !157)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 22, column: 21)
!172 = !DILocation(line: 23, column: 29, scope: !171, inlinedAt: !157)
!173 = !{!174, !106, i64 20}
!174 = !{!"wc", !107, i64 0, !106, i64 20, !106, i64 24}
!175 = !DILocation(line: 24, column: 13, scope: !171, inlinedAt: !157)
!176 = !DILocation(line: 26, column: 15, scope: !177, inlinedAt: !157)
!177 = distinct !DILexicalBlock(scope: !154, file: !3, line: 26, column: 13)
!178 = !DILocation(line: 26, column: 13, scope: !154, inlinedAt: !157)
!179 = !DILocation(line: 30, column: 5, scope: !146, inlinedAt: !157)
!180 = distinct !{!180, !158, !179, !122, !123}
!181 = !DILocation(line: 31, column: 23, scope: !146, inlinedAt: !157)
!182 = !DILocation(line: 31, column: 14, scope: !146, inlinedAt: !157)
!183 = !DILocation(line: 31, column: 30, scope: !146, inlinedAt: !157)
!184 = !DILocation(line: 31, column: 57, scope: !146, inlinedAt: !157)
!185 = !DILocation(line: 31, column: 41, scope: !146, inlinedAt: !157)
!186 = !DILocation(line: 31, column: 63, scope: !146, inlinedAt: !157)
!187 = !DILocation(line: 31, column: 5, scope: !146, inlinedAt: !157)
!188 = !DILocation(line: 32, column: 5, scope: !146, inlinedAt: !157)
!189 = !DILocation(line: 33, column: 15, scope: !146, inlinedAt: !157)
!190 = !DILocation(line: 33, column: 21, scope: !146, inlinedAt: !157)
!191 = !DILocation(line: 34, column: 15, scope: !146, inlinedAt: !157)
!192 = !DILocation(line: 34, column: 25, scope: !146, inlinedAt: !157)
!193 = !{!174, !106, i64 24}
!194 = !DILocation(line: 35, column: 11, scope: !146, inlinedAt: !157)
!195 = !DILocation(line: 36, column: 5, scope: !146, inlinedAt: !157)
!196 = !DILocation(line: 73, column: 16, scope: !89)
!197 = !DILocation(line: 75, column: 15, scope: !198)
!198 = distinct !DILexicalBlock(scope: !89, file: !3, line: 75, column: 13)
!199 = !DILocation(line: 75, column: 13, scope: !89)
!200 = !DILocation(line: 77, column: 13, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 75, column: 26)
!202 = !DILocation(line: 78, column: 9, scope: !201)
!203 = !DILocation(line: 79, column: 5, scope: !77)
!204 = !DILocation(line: 61, column: 12, scope: !77)
!205 = distinct !{!205, !109, !203, !122, !123}
!206 = !DILocation(line: 80, column: 5, scope: !77)
!207 = !DILocation(line: 81, column: 69, scope: !77)
!208 = !DILocation(line: 81, column: 76, scope: !77)
!209 = !DILocation(line: 81, column: 63, scope: !77)
!210 = !DILocation(line: 81, column: 5, scope: !77)
!211 = !DILocation(line: 82, column: 26, scope: !77)
!212 = !DILocation(line: 82, column: 18, scope: !77)
!213 = !DILocation(line: 82, column: 5, scope: !77)
!214 = !DILocation(line: 0, scope: !94)
!215 = !DILocation(line: 83, column: 5, scope: !94)
!216 = !DILocation(line: 0, scope: !97)
!217 = !DILocation(line: 87, column: 23, scope: !218)
!218 = distinct !DILexicalBlock(scope: !97, file: !3, line: 87, column: 5)
!219 = !DILocation(line: 87, column: 5, scope: !97)
!220 = !DILocation(line: 84, column: 52, scope: !221)
!221 = distinct !DILexicalBlock(scope: !94, file: !3, line: 83, column: 5)
!222 = !DILocation(line: 84, column: 57, scope: !221)
!223 = !DILocation(line: 84, column: 81, scope: !221)
!224 = !DILocation(line: 85, column: 25, scope: !221)
!225 = !DILocation(line: 84, column: 9, scope: !221)
!226 = !DILocation(line: 83, column: 23, scope: !221)
!227 = distinct !{!227, !215, !228, !122, !123}
!228 = !DILocation(line: 85, column: 34, scope: !94)
!229 = !DILocation(line: 89, column: 5, scope: !77)
!230 = !DILocation(line: 91, column: 1, scope: !77)
!231 = !DILocation(line: 90, column: 5, scope: !77)
!232 = !DILocation(line: 88, column: 29, scope: !218)
!233 = !DILocation(line: 88, column: 35, scope: !218)
!234 = !DILocation(line: 88, column: 17, scope: !218)
!235 = !DILocation(line: 87, column: 34, scope: !218)
!236 = distinct !{!236, !219, !237, !122, !123}
!237 = !DILocation(line: 88, column: 38, scope: !97)
!238 = !DISubprogram(name: "__ctype_b_loc", scope: !6, file: !6, line: 79, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!241}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!244 = !DISubprogram(name: "__ctype_tolower_loc", scope: !6, file: !6, line: 81, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !251, line: 41, baseType: !22)
!251 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!252 = !DISubprogram(name: "strcpy", scope: !253, file: !253, line: 141, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !257, !258}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !256)
!258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!259 = !DISubprogram(name: "printf", scope: !260, file: !260, line: 356, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!261 = !DISubroutineType(types: !262)
!262 = !{!22, !258, null}
!263 = !DISubprogram(name: "qsort", scope: !264, file: !264, line: 851, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!265 = !DISubroutineType(types: !266)
!266 = !{null, !267, !26, !26, !268}
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !264, line: 829, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DISubroutineType(types: !271)
!271 = !{!22, !272, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!274 = distinct !DISubprogram(name: "by_count", scope: !3, file: !3, line: 39, type: !270, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !275)
!275 = !{!276, !277, !278, !281}
!276 = !DILocalVariable(name: "a", arg: 1, scope: !274, file: !3, line: 39, type: !272)
!277 = !DILocalVariable(name: "b", arg: 2, scope: !274, file: !3, line: 39, type: !272)
!278 = !DILocalVariable(name: "x", scope: !274, file: !3, line: 40, type: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!281 = !DILocalVariable(name: "y", scope: !274, file: !3, line: 40, type: !279)
!282 = !DILocation(line: 0, scope: !274)
!283 = !DILocation(line: 41, column: 12, scope: !284)
!284 = distinct !DILexicalBlock(scope: !274, file: !3, line: 41, column: 9)
!285 = !DILocation(line: 41, column: 24, scope: !284)
!286 = !DILocation(line: 41, column: 18, scope: !284)
!287 = !DILocation(line: 41, column: 9, scope: !274)
!288 = !DILocation(line: 42, column: 25, scope: !284)
!289 = !DILocation(line: 42, column: 9, scope: !284)
!290 = !DILocation(line: 43, column: 12, scope: !274)
!291 = !DILocation(line: 43, column: 5, scope: !274)
!292 = !DILocation(line: 44, column: 1, scope: !274)
!293 = !DISubprogram(name: "strcmp", scope: !253, file: !253, line: 156, type: !294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{!22, !82, !82}
