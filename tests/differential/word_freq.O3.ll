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
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #11, !dbg !102
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, i8 0, i64 20, i1 false), !dbg !103, !DIAssignID !104
    #dbg_assign(i8 0, !87, !DIExpression(), !104, ptr %1, !DIExpression(), !99)
  %3 = tail call ptr @__ctype_b_loc() #12, !dbg !99
  br label %4, !dbg !105

4:                                                ; preds = %0, %108
  %5 = phi i8 [ 73, %0 ], [ %110, %108 ]
  %6 = phi ptr [ @text, %0 ], [ %56, %108 ]
  %7 = phi i32 [ 0, %0 ], [ %65, %108 ]
  %8 = phi i64 [ 0, %0 ], [ %109, %108 ]
  %9 = phi i32 [ 0, %0 ], [ %104, %108 ]
    #dbg_value(ptr %6, !81, !DIExpression(), !99)
    #dbg_value(i32 %7, !83, !DIExpression(), !99)
    #dbg_value(i64 %8, !86, !DIExpression(), !99)
    #dbg_value(i32 %9, !85, !DIExpression(), !99)
    #dbg_value(i32 %7, !84, !DIExpression(), !99)
  %10 = load ptr, ptr %3, align 8, !tbaa !106
  br label %11, !dbg !110

11:                                               ; preds = %4, %19
  %12 = phi ptr [ %6, %4 ], [ %20, %19 ]
  %13 = phi i8 [ %5, %4 ], [ %21, %19 ]
    #dbg_value(ptr %12, !81, !DIExpression(), !99)
  %14 = zext i8 %13 to i64, !dbg !111
  %15 = getelementptr inbounds i16, ptr %10, i64 %14, !dbg !111
  %16 = load i16, ptr %15, align 2, !dbg !111, !tbaa !112
  %17 = and i16 %16, 1024, !dbg !111
  %18 = icmp eq i16 %17, 0, !dbg !114
  br i1 %18, label %19, label %23, !dbg !115

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !116
    #dbg_value(ptr %20, !81, !DIExpression(), !99)
  %21 = load i8, ptr %20, align 1, !dbg !117, !tbaa !118
  %22 = icmp eq i8 %21, 0, !dbg !117
  br i1 %22, label %112, label %11, !dbg !110, !llvm.loop !119

23:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #11, !dbg !121
    #dbg_value(ptr %12, !81, !DIExpression(), !99)
    #dbg_value(i64 0, !90, !DIExpression(), !101)
  %24 = load i8, ptr %12, align 1, !dbg !122, !tbaa !118
  %25 = zext i8 %24 to i64, !dbg !122
  %26 = getelementptr inbounds i16, ptr %10, i64 %25, !dbg !122
  %27 = load i16, ptr %26, align 2, !dbg !122, !tbaa !112
  %28 = and i16 %27, 1024, !dbg !122
  %29 = icmp eq i16 %28, 0, !dbg !122
  br i1 %29, label %51, label %30, !dbg !123

30:                                               ; preds = %23
  %31 = tail call ptr @__ctype_tolower_loc() #12, !dbg !99
  %32 = load ptr, ptr %31, align 8, !tbaa !106
  br label %33, !dbg !123

33:                                               ; preds = %30, %33
  %34 = phi i64 [ %25, %30 ], [ %44, %33 ]
  %35 = phi ptr [ %12, %30 ], [ %37, %33 ]
  %36 = phi i64 [ 0, %30 ], [ %41, %33 ]
    #dbg_value(ptr %35, !81, !DIExpression(), !99)
    #dbg_value(i64 %36, !90, !DIExpression(), !101)
  %37 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !124
    #dbg_value(ptr %37, !81, !DIExpression(), !99)
  %38 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !124
  %39 = load i32, ptr %38, align 4, !dbg !124, !tbaa !126
    #dbg_value(i32 %39, !91, !DIExpression(), !128)
  %40 = trunc i32 %39 to i8, !dbg !129
  %41 = add nuw nsw i64 %36, 1, !dbg !130
    #dbg_value(i64 %41, !90, !DIExpression(), !101)
  %42 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 %36, !dbg !131
  store i8 %40, ptr %42, align 1, !dbg !132, !tbaa !118
  %43 = load i8, ptr %37, align 1, !dbg !122, !tbaa !118
  %44 = zext i8 %43 to i64, !dbg !122
  %45 = getelementptr inbounds i16, ptr %10, i64 %44, !dbg !122
  %46 = load i16, ptr %45, align 2, !dbg !122, !tbaa !112
  %47 = and i16 %46, 1024, !dbg !122
  %48 = icmp ne i16 %47, 0, !dbg !122
  %49 = icmp ult i64 %36, 18, !dbg !133
  %50 = and i1 %48, %49, !dbg !133
  br i1 %50, label %33, label %51, !dbg !123, !llvm.loop !134

51:                                               ; preds = %33, %23
  %52 = phi i64 [ 0, %23 ], [ %41, %33 ], !dbg !101
  %53 = phi ptr [ %12, %23 ], [ %37, %33 ], !dbg !99
  %54 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 %52, !dbg !136
  store i8 0, ptr %54, align 1, !dbg !137, !tbaa !118
  br label %55, !dbg !138

55:                                               ; preds = %55, %51
  %56 = phi ptr [ %53, %51 ], [ %63, %55 ], !dbg !99
    #dbg_value(ptr %56, !81, !DIExpression(), !99)
  %57 = load i8, ptr %56, align 1, !dbg !139, !tbaa !118
  %58 = zext i8 %57 to i64, !dbg !139
  %59 = getelementptr inbounds i16, ptr %10, i64 %58, !dbg !139
  %60 = load i16, ptr %59, align 2, !dbg !139, !tbaa !112
  %61 = and i16 %60, 1024, !dbg !139
  %62 = icmp eq i16 %61, 0, !dbg !138
  %63 = getelementptr inbounds i8, ptr %56, i64 1, !dbg !140
    #dbg_value(ptr %63, !81, !DIExpression(), !99)
  br i1 %62, label %64, label %55, !dbg !138, !llvm.loop !141

64:                                               ; preds = %55
  %65 = add nuw nsw i32 %7, 1, !dbg !142
    #dbg_value(i32 %65, !83, !DIExpression(), !99)
    #dbg_value(ptr %2, !143, !DIExpression(), !154)
    #dbg_value(i32 %7, !148, !DIExpression(), !154)
    #dbg_value(i32 0, !149, !DIExpression(), !154)
  %66 = load i32, ptr @nwords, align 4, !dbg !156, !tbaa !126
    #dbg_value(i32 %66, !150, !DIExpression(), !154)
  %67 = icmp sgt i32 %66, 0, !dbg !157
  br i1 %67, label %68, label %86, !dbg !158

68:                                               ; preds = %64, %80
  %69 = phi i32 [ %84, %80 ], [ 0, %64 ]
  %70 = phi i32 [ %83, %80 ], [ %66, %64 ]
    #dbg_value(i32 %69, !149, !DIExpression(), !154)
    #dbg_value(i32 %70, !150, !DIExpression(), !154)
  %71 = add nuw nsw i32 %70, %69, !dbg !159
  %72 = lshr i32 %71, 1, !dbg !160
    #dbg_value(i32 %72, !151, !DIExpression(), !161)
  %73 = zext nneg i32 %72 to i64, !dbg !162
  %74 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %73, !dbg !162
  %75 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %74, ptr noundef nonnull readonly dereferenceable(1) %2) #13, !dbg !163
    #dbg_value(i32 %75, !153, !DIExpression(), !161)
  %76 = icmp eq i32 %75, 0, !dbg !164
  br i1 %76, label %77, label %80, !dbg !166

77:                                               ; preds = %68
  %78 = getelementptr inbounds i8, ptr %74, i64 20, !dbg !167
  %79 = load i32, ptr %78, align 4, !dbg !169, !tbaa !170
    #dbg_value(i32 poison, !149, !DIExpression(), !154)
    #dbg_value(i32 poison, !150, !DIExpression(), !154)
  br label %99

80:                                               ; preds = %68
  %81 = icmp slt i32 %75, 0, !dbg !172
  %82 = add nuw nsw i32 %72, 1, !dbg !174
  %83 = select i1 %81, i32 %70, i32 %72, !dbg !174
  %84 = select i1 %81, i32 %82, i32 %69, !dbg !174
    #dbg_value(i32 %84, !149, !DIExpression(), !154)
    #dbg_value(i32 %83, !150, !DIExpression(), !154)
  %85 = icmp slt i32 %84, %83, !dbg !157
  br i1 %85, label %68, label %86, !dbg !158, !llvm.loop !175

86:                                               ; preds = %80, %64
  %87 = phi i32 [ 0, %64 ], [ %84, %80 ], !dbg !177
  %88 = add nuw nsw i32 %87, 1, !dbg !178
  %89 = zext nneg i32 %88 to i64, !dbg !179
  %90 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %89, !dbg !179
  %91 = zext nneg i32 %87 to i64, !dbg !180
  %92 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %91, !dbg !180
  %93 = sub nsw i32 %66, %87, !dbg !181
  %94 = sext i32 %93 to i64, !dbg !182
  %95 = mul nsw i64 %94, 28, !dbg !183
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %90, ptr nonnull align 4 %92, i64 %95, i1 false), !dbg !184
  %96 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %92, ptr noundef nonnull readonly dereferenceable(1) %2) #11, !dbg !185
  %97 = getelementptr inbounds i8, ptr %92, i64 20, !dbg !186
  store i32 1, ptr %97, align 4, !dbg !187, !tbaa !170
  %98 = getelementptr inbounds i8, ptr %92, i64 24, !dbg !188
  store i32 %7, ptr %98, align 4, !dbg !189, !tbaa !190
  br label %99, !dbg !191

99:                                               ; preds = %77, %86
  %100 = phi i32 [ %79, %77 ], [ %66, %86 ]
  %101 = phi ptr [ %78, %77 ], [ @nwords, %86 ]
  %102 = phi i32 [ 0, %77 ], [ 1, %86 ], !dbg !154
  %103 = add nsw i32 %100, 1, !dbg !154
  store i32 %103, ptr %101, align 4, !dbg !154, !tbaa !126
  %104 = add nuw nsw i32 %102, %9, !dbg !192
    #dbg_value(i32 %104, !85, !DIExpression(), !99)
    #dbg_value(i32 %65, !84, !DIExpression(), !99)
  %105 = icmp ugt i64 %52, %8, !dbg !193
  br i1 %105, label %106, label %108, !dbg !195

106:                                              ; preds = %99
    #dbg_value(i64 %52, !86, !DIExpression(), !99)
  %107 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #11, !dbg !196
  br label %108, !dbg !198

108:                                              ; preds = %106, %99
  %109 = phi i64 [ %52, %106 ], [ %8, %99 ], !dbg !99
    #dbg_value(i64 %109, !86, !DIExpression(), !99)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #11, !dbg !199
    #dbg_value(ptr %56, !81, !DIExpression(), !99)
    #dbg_value(i32 %65, !83, !DIExpression(), !99)
    #dbg_value(i32 %104, !85, !DIExpression(), !99)
    #dbg_value(i32 %65, !84, !DIExpression(), !99)
  %110 = load i8, ptr %56, align 1, !dbg !200, !tbaa !118
  %111 = icmp eq i8 %110, 0, !dbg !105
  br i1 %111, label %112, label %4, !dbg !105, !llvm.loop !201

112:                                              ; preds = %108, %19
  %113 = phi i32 [ %7, %19 ], [ %65, %108 ]
  %114 = phi i32 [ %9, %19 ], [ %104, %108 ]
  %115 = phi i64 [ %8, %19 ], [ %109, %108 ]
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %113, i32 noundef %114, ptr noundef nonnull %1, i64 noundef %115), !dbg !202
  %117 = load i32, ptr @nwords, align 4, !dbg !203, !tbaa !126
  %118 = add nsw i32 %117, -1, !dbg !204
  %119 = sext i32 %118 to i64, !dbg !205
  %120 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %119, !dbg !205
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @words, ptr noundef nonnull %120), !dbg !206
  %122 = load i32, ptr @nwords, align 4, !dbg !207, !tbaa !126
  %123 = sext i32 %122 to i64, !dbg !208
  call void @qsort(ptr noundef nonnull @words, i64 noundef %123, i64 noundef 28, ptr noundef nonnull @by_count) #11, !dbg !209
    #dbg_value(i64 0, !93, !DIExpression(), !210)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 20), align 4, !dbg !211, !tbaa !170
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 24), align 8, !dbg !213, !tbaa !190
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, ptr noundef nonnull @words, i32 noundef %124, i32 noundef %125), !dbg !214
    #dbg_value(i64 1, !93, !DIExpression(), !210)
  %127 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 48), align 16, !dbg !211, !tbaa !170
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 52), align 4, !dbg !213, !tbaa !190
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 28), i32 noundef %127, i32 noundef %128), !dbg !214
    #dbg_value(i64 2, !93, !DIExpression(), !210)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 76), align 4, !dbg !211, !tbaa !170
  %131 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 80), align 16, !dbg !213, !tbaa !190
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 56), i32 noundef %130, i32 noundef %131), !dbg !214
    #dbg_value(i64 3, !93, !DIExpression(), !210)
  %133 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 104), align 8, !dbg !211, !tbaa !170
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 108), align 4, !dbg !213, !tbaa !190
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 84), i32 noundef %133, i32 noundef %134), !dbg !214
    #dbg_value(i64 4, !93, !DIExpression(), !210)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 132), align 4, !dbg !211, !tbaa !170
  %137 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 136), align 8, !dbg !213, !tbaa !190
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 112), i32 noundef %136, i32 noundef %137), !dbg !214
    #dbg_value(i64 5, !93, !DIExpression(), !210)
  %139 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 160), align 16, !dbg !211, !tbaa !170
  %140 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 164), align 4, !dbg !213, !tbaa !190
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 140), i32 noundef %139, i32 noundef %140), !dbg !214
    #dbg_value(i64 6, !93, !DIExpression(), !210)
  %142 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 188), align 4, !dbg !211, !tbaa !170
  %143 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 192), align 16, !dbg !213, !tbaa !190
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 168), i32 noundef %142, i32 noundef %143), !dbg !214
    #dbg_value(i64 7, !93, !DIExpression(), !210)
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 216), align 8, !dbg !211, !tbaa !170
  %146 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 220), align 4, !dbg !213, !tbaa !190
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 196), i32 noundef %145, i32 noundef %146), !dbg !214
    #dbg_value(i64 8, !93, !DIExpression(), !210)
  %148 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 244), align 4, !dbg !211, !tbaa !170
  %149 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 248), align 8, !dbg !213, !tbaa !190
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 224), i32 noundef %148, i32 noundef %149), !dbg !214
    #dbg_value(i64 9, !93, !DIExpression(), !210)
  %151 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 272), align 16, !dbg !211, !tbaa !170
  %152 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 276), align 4, !dbg !213, !tbaa !190
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 252), i32 noundef %151, i32 noundef %152), !dbg !214
    #dbg_value(i64 10, !93, !DIExpression(), !210)
  %154 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 300), align 4, !dbg !211, !tbaa !170
  %155 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 304), align 16, !dbg !213, !tbaa !190
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 280), i32 noundef %154, i32 noundef %155), !dbg !214
    #dbg_value(i64 11, !93, !DIExpression(), !210)
  %157 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 328), align 8, !dbg !211, !tbaa !170
  %158 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 332), align 4, !dbg !213, !tbaa !190
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 308), i32 noundef %157, i32 noundef %158), !dbg !214
    #dbg_value(i64 12, !93, !DIExpression(), !210)
  %160 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 356), align 4, !dbg !211, !tbaa !170
  %161 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 360), align 8, !dbg !213, !tbaa !190
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 336), i32 noundef %160, i32 noundef %161), !dbg !214
    #dbg_value(i64 13, !93, !DIExpression(), !210)
  %163 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 384), align 16, !dbg !211, !tbaa !170
  %164 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 388), align 4, !dbg !213, !tbaa !190
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 14, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 364), i32 noundef %163, i32 noundef %164), !dbg !214
    #dbg_value(i64 14, !93, !DIExpression(), !210)
  %166 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 412), align 4, !dbg !211, !tbaa !170
  %167 = load i32, ptr getelementptr inbounds (i8, ptr @words, i64 416), align 16, !dbg !213, !tbaa !190
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15, ptr noundef nonnull getelementptr inbounds (i8, ptr @words, i64 392), i32 noundef %166, i32 noundef %167), !dbg !214
    #dbg_value(i64 15, !93, !DIExpression(), !210)
  %169 = load i32, ptr @nwords, align 4, !tbaa !126
    #dbg_value(i32 0, !96, !DIExpression(), !215)
    #dbg_value(i32 0, !95, !DIExpression(), !99)
  %170 = icmp sgt i32 %169, 0, !dbg !216
  br i1 %170, label %171, label %228, !dbg !218

171:                                              ; preds = %112
  %172 = zext nneg i32 %169 to i64, !dbg !216
  %173 = icmp ult i32 %169, 9, !dbg !218
  br i1 %173, label %174, label %177, !dbg !218

174:                                              ; preds = %225, %171
  %175 = phi i64 [ 0, %171 ], [ %181, %225 ]
  %176 = phi i32 [ 0, %171 ], [ %227, %225 ]
  br label %231, !dbg !218

177:                                              ; preds = %171
  %178 = and i64 %172, 7, !dbg !218
  %179 = icmp eq i64 %178, 0, !dbg !218
  %180 = select i1 %179, i64 8, i64 %178, !dbg !218
  %181 = sub nsw i64 %172, %180, !dbg !218
  br label %182, !dbg !218

182:                                              ; preds = %182, %177
  %183 = phi i64 [ 0, %177 ], [ %223, %182 ], !dbg !219
  %184 = phi <4 x i32> [ zeroinitializer, %177 ], [ %221, %182 ]
  %185 = phi <4 x i32> [ zeroinitializer, %177 ], [ %222, %182 ]
  %186 = or disjoint i64 %183, 1, !dbg !218
  %187 = or disjoint i64 %183, 2, !dbg !218
  %188 = or disjoint i64 %183, 3, !dbg !218
  %189 = or disjoint i64 %183, 4, !dbg !218
  %190 = or disjoint i64 %183, 5, !dbg !218
  %191 = or disjoint i64 %183, 6, !dbg !218
  %192 = or disjoint i64 %183, 7, !dbg !218
  %193 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %183, i32 1, !dbg !220
  %194 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %186, i32 1, !dbg !220
  %195 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %187, i32 1, !dbg !220
  %196 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %188, i32 1, !dbg !220
  %197 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %189, i32 1, !dbg !220
  %198 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %190, i32 1, !dbg !220
  %199 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %191, i32 1, !dbg !220
  %200 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %192, i32 1, !dbg !220
  %201 = load i32, ptr %193, align 4, !dbg !220, !tbaa !170
  %202 = load i32, ptr %194, align 16, !dbg !220, !tbaa !170
  %203 = load i32, ptr %195, align 4, !dbg !220, !tbaa !170
  %204 = load i32, ptr %196, align 8, !dbg !220, !tbaa !170
  %205 = insertelement <4 x i32> poison, i32 %201, i64 0, !dbg !220
  %206 = insertelement <4 x i32> %205, i32 %202, i64 1, !dbg !220
  %207 = insertelement <4 x i32> %206, i32 %203, i64 2, !dbg !220
  %208 = insertelement <4 x i32> %207, i32 %204, i64 3, !dbg !220
  %209 = load i32, ptr %197, align 4, !dbg !220, !tbaa !170
  %210 = load i32, ptr %198, align 16, !dbg !220, !tbaa !170
  %211 = load i32, ptr %199, align 4, !dbg !220, !tbaa !170
  %212 = load i32, ptr %200, align 8, !dbg !220, !tbaa !170
  %213 = insertelement <4 x i32> poison, i32 %209, i64 0, !dbg !218
  %214 = insertelement <4 x i32> %213, i32 %210, i64 1, !dbg !218
  %215 = insertelement <4 x i32> %214, i32 %211, i64 2, !dbg !218
  %216 = insertelement <4 x i32> %215, i32 %212, i64 3, !dbg !218
  %217 = icmp eq <4 x i32> %208, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %218 = icmp eq <4 x i32> %216, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %219 = zext <4 x i1> %217 to <4 x i32>, !dbg !221
  %220 = zext <4 x i1> %218 to <4 x i32>, !dbg !221
  %221 = add <4 x i32> %184, %219, !dbg !222
  %222 = add <4 x i32> %185, %220, !dbg !222
  %223 = add nuw i64 %183, 8, !dbg !219
  %224 = icmp eq i64 %223, %181, !dbg !219
  br i1 %224, label %225, label %182, !dbg !219, !llvm.loop !223

225:                                              ; preds = %182
  %226 = add <4 x i32> %222, %221, !dbg !218
  %227 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %226), !dbg !218
  br label %174, !dbg !218

228:                                              ; preds = %231, %112
  %229 = phi i32 [ 0, %112 ], [ %238, %231 ], !dbg !99
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %229), !dbg !227
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #11, !dbg !228
  ret i32 0, !dbg !229

231:                                              ; preds = %174, %231
  %232 = phi i64 [ %239, %231 ], [ %175, %174 ]
  %233 = phi i32 [ %238, %231 ], [ %176, %174 ]
    #dbg_value(i64 %232, !96, !DIExpression(), !215)
    #dbg_value(i32 %233, !95, !DIExpression(), !99)
  %234 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %232, i32 1, !dbg !220
  %235 = load i32, ptr %234, align 4, !dbg !220, !tbaa !170
  %236 = icmp eq i32 %235, 1, !dbg !221
  %237 = zext i1 %236 to i32, !dbg !221
  %238 = add nuw nsw i32 %233, %237, !dbg !222
    #dbg_value(i32 %238, !95, !DIExpression(), !99)
  %239 = add nuw nsw i64 %232, 1, !dbg !219
    #dbg_value(i64 %239, !96, !DIExpression(), !215)
  %240 = icmp eq i64 %239, %172, !dbg !216
  br i1 %240, label %228, label %231, !dbg !218, !llvm.loop !230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !231 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !237 ptr @__ctype_tolower_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !245 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !252 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree
declare !dbg !256 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @by_count(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !267 {
    #dbg_value(ptr %0, !269, !DIExpression(), !275)
    #dbg_value(ptr %1, !270, !DIExpression(), !275)
    #dbg_value(ptr %0, !271, !DIExpression(), !275)
    #dbg_value(ptr %1, !274, !DIExpression(), !275)
  %3 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !276
  %4 = load i32, ptr %3, align 4, !dbg !276, !tbaa !170
  %5 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !278
  %6 = load i32, ptr %5, align 4, !dbg !278, !tbaa !170
  %7 = icmp eq i32 %4, %6, !dbg !279
  br i1 %7, label %10, label %8, !dbg !280

8:                                                ; preds = %2
  %9 = sub nsw i32 %6, %4, !dbg !281
  br label %12, !dbg !282

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #13, !dbg !283
  br label %12, !dbg !284

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !275
  ret i32 %13, !dbg !285
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !286 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

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
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }
attributes #13 = { nounwind willreturn memory(read) }

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
!105 = !DILocation(line: 61, column: 5, scope: !77)
!106 = !{!107, !107, i64 0}
!107 = !{!"any pointer", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !DILocation(line: 62, column: 19, scope: !89)
!111 = !DILocation(line: 62, column: 23, scope: !89)
!112 = !{!113, !113, i64 0}
!113 = !{!"short", !108, i64 0}
!114 = !DILocation(line: 62, column: 22, scope: !89)
!115 = !DILocation(line: 62, column: 9, scope: !89)
!116 = !DILocation(line: 63, column: 14, scope: !89)
!117 = !DILocation(line: 62, column: 16, scope: !89)
!118 = !{!108, !108, i64 0}
!119 = distinct !{!119, !115, !116, !120}
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 66, column: 9, scope: !89)
!122 = !DILocation(line: 68, column: 16, scope: !89)
!123 = !DILocation(line: 68, column: 9, scope: !89)
!124 = !DILocation(line: 69, column: 28, scope: !125)
!125 = distinct !DILexicalBlock(scope: !92, file: !3, line: 69, column: 28)
!126 = !{!127, !127, i64 0}
!127 = !{!"int", !108, i64 0}
!128 = !DILocation(line: 0, scope: !92)
!129 = !DILocation(line: 69, column: 22, scope: !89)
!130 = !DILocation(line: 69, column: 16, scope: !89)
!131 = !DILocation(line: 69, column: 13, scope: !89)
!132 = !DILocation(line: 69, column: 20, scope: !89)
!133 = !DILocation(line: 68, column: 43, scope: !89)
!134 = distinct !{!134, !123, !135, !120}
!135 = !DILocation(line: 69, column: 28, scope: !89)
!136 = !DILocation(line: 70, column: 9, scope: !89)
!137 = !DILocation(line: 70, column: 14, scope: !89)
!138 = !DILocation(line: 71, column: 9, scope: !89)
!139 = !DILocation(line: 71, column: 16, scope: !89)
!140 = !DILocation(line: 72, column: 14, scope: !89)
!141 = distinct !{!141, !138, !140, !120}
!142 = !DILocation(line: 73, column: 40, scope: !89)
!143 = !DILocalVariable(name: "w", arg: 1, scope: !144, file: !3, line: 17, type: !82)
!144 = distinct !DISubprogram(name: "find_or_insert", scope: !3, file: !3, line: 17, type: !145, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!22, !82, !22}
!147 = !{!143, !148, !149, !150, !151, !153}
!148 = !DILocalVariable(name: "pos", arg: 2, scope: !144, file: !3, line: 17, type: !22)
!149 = !DILocalVariable(name: "lo", scope: !144, file: !3, line: 18, type: !22)
!150 = !DILocalVariable(name: "hi", scope: !144, file: !3, line: 18, type: !22)
!151 = !DILocalVariable(name: "mid", scope: !152, file: !3, line: 20, type: !22)
!152 = distinct !DILexicalBlock(scope: !144, file: !3, line: 19, column: 21)
!153 = !DILocalVariable(name: "c", scope: !152, file: !3, line: 21, type: !22)
!154 = !DILocation(line: 0, scope: !144, inlinedAt: !155)
!155 = distinct !DILocation(line: 73, column: 19, scope: !89)
!156 = !DILocation(line: 18, column: 22, scope: !144, inlinedAt: !155)
!157 = !DILocation(line: 19, column: 15, scope: !144, inlinedAt: !155)
!158 = !DILocation(line: 19, column: 5, scope: !144, inlinedAt: !155)
!159 = !DILocation(line: 20, column: 23, scope: !152, inlinedAt: !155)
!160 = !DILocation(line: 20, column: 29, scope: !152, inlinedAt: !155)
!161 = !DILocation(line: 0, scope: !152, inlinedAt: !155)
!162 = !DILocation(line: 21, column: 24, scope: !152, inlinedAt: !155)
!163 = !DILocation(line: 21, column: 17, scope: !152, inlinedAt: !155)
!164 = !DILocation(line: 22, column: 15, scope: !165, inlinedAt: !155)
!165 = distinct !DILexicalBlock(scope: !152, file: !3, line: 22, column: 13)
!166 = !DILocation(line: 22, column: 13, scope: !152, inlinedAt: !155)
!167 = !DILocation(line: 23, column: 24, scope: !168, inlinedAt: !155)
!168 = distinct !DILexicalBlock(scope: !165, file: !3, line: 22, column: 21)
!169 = !DILocation(line: 23, column: 29, scope: !168, inlinedAt: !155)
!170 = !{!171, !127, i64 20}
!171 = !{!"wc", !108, i64 0, !127, i64 20, !127, i64 24}
!172 = !DILocation(line: 26, column: 15, scope: !173, inlinedAt: !155)
!173 = distinct !DILexicalBlock(scope: !152, file: !3, line: 26, column: 13)
!174 = !DILocation(line: 26, column: 13, scope: !152, inlinedAt: !155)
!175 = distinct !{!175, !158, !176, !120}
!176 = !DILocation(line: 30, column: 5, scope: !144, inlinedAt: !155)
!177 = !DILocation(line: 18, column: 9, scope: !144, inlinedAt: !155)
!178 = !DILocation(line: 31, column: 23, scope: !144, inlinedAt: !155)
!179 = !DILocation(line: 31, column: 14, scope: !144, inlinedAt: !155)
!180 = !DILocation(line: 31, column: 30, scope: !144, inlinedAt: !155)
!181 = !DILocation(line: 31, column: 57, scope: !144, inlinedAt: !155)
!182 = !DILocation(line: 31, column: 41, scope: !144, inlinedAt: !155)
!183 = !DILocation(line: 31, column: 63, scope: !144, inlinedAt: !155)
!184 = !DILocation(line: 31, column: 5, scope: !144, inlinedAt: !155)
!185 = !DILocation(line: 32, column: 5, scope: !144, inlinedAt: !155)
!186 = !DILocation(line: 33, column: 15, scope: !144, inlinedAt: !155)
!187 = !DILocation(line: 33, column: 21, scope: !144, inlinedAt: !155)
!188 = !DILocation(line: 34, column: 15, scope: !144, inlinedAt: !155)
!189 = !DILocation(line: 34, column: 25, scope: !144, inlinedAt: !155)
!190 = !{!171, !127, i64 24}
!191 = !DILocation(line: 36, column: 5, scope: !144, inlinedAt: !155)
!192 = !DILocation(line: 73, column: 16, scope: !89)
!193 = !DILocation(line: 75, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !89, file: !3, line: 75, column: 13)
!195 = !DILocation(line: 75, column: 13, scope: !89)
!196 = !DILocation(line: 77, column: 13, scope: !197)
!197 = distinct !DILexicalBlock(scope: !194, file: !3, line: 75, column: 26)
!198 = !DILocation(line: 78, column: 9, scope: !197)
!199 = !DILocation(line: 79, column: 5, scope: !77)
!200 = !DILocation(line: 61, column: 12, scope: !77)
!201 = distinct !{!201, !105, !199, !120}
!202 = !DILocation(line: 80, column: 5, scope: !77)
!203 = !DILocation(line: 81, column: 69, scope: !77)
!204 = !DILocation(line: 81, column: 76, scope: !77)
!205 = !DILocation(line: 81, column: 63, scope: !77)
!206 = !DILocation(line: 81, column: 5, scope: !77)
!207 = !DILocation(line: 82, column: 26, scope: !77)
!208 = !DILocation(line: 82, column: 18, scope: !77)
!209 = !DILocation(line: 82, column: 5, scope: !77)
!210 = !DILocation(line: 0, scope: !94)
!211 = !DILocation(line: 84, column: 81, scope: !212)
!212 = distinct !DILexicalBlock(scope: !94, file: !3, line: 83, column: 5)
!213 = !DILocation(line: 85, column: 25, scope: !212)
!214 = !DILocation(line: 84, column: 9, scope: !212)
!215 = !DILocation(line: 0, scope: !97)
!216 = !DILocation(line: 87, column: 23, scope: !217)
!217 = distinct !DILexicalBlock(scope: !97, file: !3, line: 87, column: 5)
!218 = !DILocation(line: 87, column: 5, scope: !97)
!219 = !DILocation(line: 87, column: 34, scope: !217)
!220 = !DILocation(line: 88, column: 29, scope: !217)
!221 = !DILocation(line: 88, column: 35, scope: !217)
!222 = !DILocation(line: 88, column: 17, scope: !217)
!223 = distinct !{!223, !218, !224, !120, !225, !226}
!224 = !DILocation(line: 88, column: 38, scope: !97)
!225 = !{!"llvm.loop.isvectorized", i32 1}
!226 = !{!"llvm.loop.unroll.runtime.disable"}
!227 = !DILocation(line: 89, column: 5, scope: !77)
!228 = !DILocation(line: 91, column: 1, scope: !77)
!229 = !DILocation(line: 90, column: 5, scope: !77)
!230 = distinct !{!230, !218, !224, !120, !226, !225}
!231 = !DISubprogram(name: "__ctype_b_loc", scope: !6, file: !6, line: 79, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!237 = !DISubprogram(name: "__ctype_tolower_loc", scope: !6, file: !6, line: 81, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!240}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !244, line: 41, baseType: !22)
!244 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!245 = !DISubprogram(name: "strcpy", scope: !246, file: !246, line: 141, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!247 = !DISubroutineType(types: !248)
!248 = !{!249, !250, !251}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !249)
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!252 = !DISubprogram(name: "printf", scope: !253, file: !253, line: 356, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!254 = !DISubroutineType(types: !255)
!255 = !{!22, !251, null}
!256 = !DISubprogram(name: "qsort", scope: !257, file: !257, line: 851, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!258 = !DISubroutineType(types: !259)
!259 = !{null, !260, !26, !26, !261}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !257, line: 829, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DISubroutineType(types: !264)
!264 = !{!22, !265, !265}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!267 = distinct !DISubprogram(name: "by_count", scope: !3, file: !3, line: 39, type: !263, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!268 = !{!269, !270, !271, !274}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !3, line: 39, type: !265)
!270 = !DILocalVariable(name: "b", arg: 2, scope: !267, file: !3, line: 39, type: !265)
!271 = !DILocalVariable(name: "x", scope: !267, file: !3, line: 40, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!274 = !DILocalVariable(name: "y", scope: !267, file: !3, line: 40, type: !272)
!275 = !DILocation(line: 0, scope: !267)
!276 = !DILocation(line: 41, column: 12, scope: !277)
!277 = distinct !DILexicalBlock(scope: !267, file: !3, line: 41, column: 9)
!278 = !DILocation(line: 41, column: 24, scope: !277)
!279 = !DILocation(line: 41, column: 18, scope: !277)
!280 = !DILocation(line: 41, column: 9, scope: !267)
!281 = !DILocation(line: 42, column: 25, scope: !277)
!282 = !DILocation(line: 42, column: 9, scope: !277)
!283 = !DILocation(line: 43, column: 12, scope: !267)
!284 = !DILocation(line: 43, column: 5, scope: !267)
!285 = !DILocation(line: 44, column: 1, scope: !267)
!286 = !DISubprogram(name: "strcmp", scope: !246, file: !246, line: 156, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!22, !82, !82}
