; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !40 {
    #dbg_value(i32 1, !45, !DIExpression(), !110)
  br label %1, !dbg !111

1:                                                ; preds = %0, %93
  %2 = phi i32 [ 0, %0 ], [ %102, %93 ]
  %3 = phi i32 [ 1, %0 ], [ %7, %93 ]
  %4 = shl nuw nsw i32 %2, 1, !dbg !112
  %5 = add nuw i32 %4, 2, !dbg !112
    #dbg_value(i32 %3, !45, !DIExpression(), !110)
  %6 = or disjoint i32 %4, 1, !dbg !112
  %7 = add nuw nsw i32 %3, 1, !dbg !112
    #dbg_value(i32 %7, !47, !DIExpression(), !113)
  %8 = shl nuw nsw i32 %3, 1, !dbg !114
    #dbg_value(i32 %8, !50, !DIExpression(), !113)
  %9 = tail call ptr @llvm.stacksave.p0(), !dbg !115
  %10 = mul nuw nsw i32 %7, %8, !dbg !115
  %11 = alloca i32, i32 %10, align 4, !dbg !115
    #dbg_value(i32 %7, !51, !DIExpression(), !113)
    #dbg_value(i32 %8, !52, !DIExpression(), !113)
    #dbg_declare(ptr %11, !53, !DIExpression(), !116)
    #dbg_value(i32 %7, !117, !DIExpression(), !130)
    #dbg_value(i32 %8, !122, !DIExpression(), !130)
    #dbg_value(ptr %11, !123, !DIExpression(), !130)
    #dbg_value(i32 %3, !124, !DIExpression(), !130)
    #dbg_value(i32 0, !125, !DIExpression(), !132)
  br label %12, !dbg !133

12:                                               ; preds = %17, %1
  %13 = phi i32 [ 0, %1 ], [ %18, %17 ]
    #dbg_value(i32 %13, !125, !DIExpression(), !132)
    #dbg_value(i32 0, !127, !DIExpression(), !134)
  %14 = mul nuw nsw i32 %13, %8
  %15 = add nuw nsw i32 %14, %3
  %16 = getelementptr inbounds i32, ptr %11, i32 %14
  br label %25, !dbg !135

17:                                               ; preds = %25
  %18 = add nuw nsw i32 %13, 1, !dbg !136
    #dbg_value(i32 %18, !125, !DIExpression(), !132)
  %19 = icmp eq i32 %13, %3, !dbg !137
  br i1 %19, label %20, label %12, !dbg !133, !llvm.loop !138

20:                                               ; preds = %17
  %21 = and i32 %5, 2
  %22 = icmp ult i32 %6, 3
  %23 = and i32 %5, -4
  %24 = icmp eq i32 %21, 0
  br label %38, !dbg !141

25:                                               ; preds = %25, %12
  %26 = phi i32 [ 0, %12 ], [ %36, %25 ]
    #dbg_value(i32 %26, !127, !DIExpression(), !134)
  %27 = add nuw nsw i32 %15, %26, !dbg !157
  %28 = urem i32 %27, 17, !dbg !159
  %29 = add nsw i32 %28, -8, !dbg !160
  %30 = getelementptr inbounds i32, ptr %16, i32 %26, !dbg !161
  store i32 %29, ptr %30, align 4, !dbg !162, !tbaa !163
  %31 = or disjoint i32 %26, 1, !dbg !167
    #dbg_value(i32 %31, !127, !DIExpression(), !134)
  %32 = add nuw nsw i32 %15, %31, !dbg !157
  %33 = urem i32 %32, 17, !dbg !159
  %34 = add nsw i32 %33, -8, !dbg !160
  %35 = getelementptr inbounds i32, ptr %16, i32 %31, !dbg !161
  store i32 %34, ptr %35, align 4, !dbg !162, !tbaa !163
  %36 = add nuw nsw i32 %26, 2, !dbg !167
    #dbg_value(i32 %36, !127, !DIExpression(), !134)
  %37 = icmp eq i32 %36, %8, !dbg !168
  br i1 %37, label %17, label %25, !dbg !135, !llvm.loop !169

38:                                               ; preds = %20, %59
  %39 = phi i32 [ %61, %59 ], [ 0, %20 ]
  %40 = phi i32 [ %60, %59 ], [ 0, %20 ]
    #dbg_value(i32 %39, !152, !DIExpression(), !171)
    #dbg_value(i32 %40, !151, !DIExpression(), !172)
    #dbg_value(i32 0, !153, !DIExpression(), !173)
    #dbg_value(i32 %40, !151, !DIExpression(), !172)
  %41 = mul nuw nsw i32 %39, %8
  %42 = getelementptr inbounds i32, ptr %11, i32 %41
  br i1 %22, label %43, label %63, !dbg !174

43:                                               ; preds = %63, %38
  %44 = phi i32 [ poison, %38 ], [ %89, %63 ]
  %45 = phi i32 [ 0, %38 ], [ %90, %63 ]
  %46 = phi i32 [ %40, %38 ], [ %89, %63 ]
  br i1 %24, label %59, label %47, !dbg !174

47:                                               ; preds = %43, %47
  %48 = phi i32 [ %56, %47 ], [ %45, %43 ]
  %49 = phi i32 [ %55, %47 ], [ %46, %43 ]
  %50 = phi i32 [ %57, %47 ], [ 0, %43 ]
    #dbg_value(i32 %48, !153, !DIExpression(), !173)
    #dbg_value(i32 %49, !151, !DIExpression(), !172)
  %51 = getelementptr inbounds i32, ptr %42, i32 %48, !dbg !175
  %52 = load i32, ptr %51, align 4, !dbg !175, !tbaa !163
  %53 = sub nsw i32 %39, %48, !dbg !177
  %54 = mul nsw i32 %52, %53, !dbg !178
  %55 = add nsw i32 %54, %49, !dbg !179
    #dbg_value(i32 %55, !151, !DIExpression(), !172)
  %56 = add nuw nsw i32 %48, 1, !dbg !180
    #dbg_value(i32 %56, !153, !DIExpression(), !173)
  %57 = add i32 %50, 1, !dbg !174
  %58 = icmp eq i32 %57, %21, !dbg !174
  br i1 %58, label %59, label %47, !dbg !174, !llvm.loop !181

59:                                               ; preds = %47, %43
  %60 = phi i32 [ %44, %43 ], [ %55, %47 ], !dbg !179
  %61 = add nuw nsw i32 %39, 1, !dbg !183
    #dbg_value(i32 %61, !152, !DIExpression(), !171)
    #dbg_value(i32 %60, !151, !DIExpression(), !172)
  %62 = icmp eq i32 %39, %3, !dbg !184
  br i1 %62, label %93, label %38, !dbg !141, !llvm.loop !185

63:                                               ; preds = %38, %63
  %64 = phi i32 [ %90, %63 ], [ 0, %38 ]
  %65 = phi i32 [ %89, %63 ], [ %40, %38 ]
  %66 = phi i32 [ %91, %63 ], [ 0, %38 ]
    #dbg_value(i32 %64, !153, !DIExpression(), !173)
    #dbg_value(i32 %65, !151, !DIExpression(), !172)
  %67 = getelementptr inbounds i32, ptr %42, i32 %64, !dbg !175
  %68 = load i32, ptr %67, align 4, !dbg !175, !tbaa !163
  %69 = sub nsw i32 %39, %64, !dbg !177
  %70 = mul nsw i32 %68, %69, !dbg !178
  %71 = add nsw i32 %70, %65, !dbg !179
    #dbg_value(i32 %71, !151, !DIExpression(), !172)
  %72 = or disjoint i32 %64, 1, !dbg !180
    #dbg_value(i32 %72, !153, !DIExpression(), !173)
  %73 = getelementptr inbounds i32, ptr %42, i32 %72, !dbg !175
  %74 = load i32, ptr %73, align 4, !dbg !175, !tbaa !163
  %75 = sub nsw i32 %39, %72, !dbg !177
  %76 = mul nsw i32 %74, %75, !dbg !178
  %77 = add nsw i32 %76, %71, !dbg !179
    #dbg_value(i32 %77, !151, !DIExpression(), !172)
  %78 = or disjoint i32 %64, 2, !dbg !180
    #dbg_value(i32 %78, !153, !DIExpression(), !173)
  %79 = getelementptr inbounds i32, ptr %42, i32 %78, !dbg !175
  %80 = load i32, ptr %79, align 4, !dbg !175, !tbaa !163
  %81 = sub nsw i32 %39, %78, !dbg !177
  %82 = mul nsw i32 %80, %81, !dbg !178
  %83 = add nsw i32 %82, %77, !dbg !179
    #dbg_value(i32 %83, !151, !DIExpression(), !172)
  %84 = or disjoint i32 %64, 3, !dbg !180
    #dbg_value(i32 %84, !153, !DIExpression(), !173)
  %85 = getelementptr inbounds i32, ptr %42, i32 %84, !dbg !175
  %86 = load i32, ptr %85, align 4, !dbg !175, !tbaa !163
  %87 = sub nsw i32 %39, %84, !dbg !177
  %88 = mul nsw i32 %86, %87, !dbg !178
  %89 = add nsw i32 %88, %83, !dbg !179
    #dbg_value(i32 %89, !151, !DIExpression(), !172)
  %90 = add nuw nsw i32 %64, 4, !dbg !180
    #dbg_value(i32 %90, !153, !DIExpression(), !173)
  %91 = add i32 %66, 4, !dbg !174
  %92 = icmp eq i32 %91, %23, !dbg !174
  br i1 %92, label %43, label %63, !dbg !174, !llvm.loop !187

93:                                               ; preds = %59
  %94 = shl nuw nsw i32 %10, 2, !dbg !189
  %95 = mul nuw nsw i32 %8, %3, !dbg !190
  %96 = getelementptr inbounds i32, ptr %11, i32 %95, !dbg !190
  %97 = getelementptr i32, ptr %96, i32 %8, !dbg !190
  %98 = getelementptr i8, ptr %97, i32 -4, !dbg !190
  %99 = load i32, ptr %98, align 4, !dbg !190, !tbaa !163
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %94, i32 noundef %60, i32 noundef %99), !dbg !191
  tail call void @llvm.stackrestore.p0(ptr %9), !dbg !192
    #dbg_value(i32 %7, !45, !DIExpression(), !110)
  %101 = icmp eq i32 %7, 7, !dbg !193
  %102 = add i32 %2, 1, !dbg !111
  br i1 %101, label %103, label %1, !dbg !111, !llvm.loop !194

103:                                              ; preds = %93, %109
  %104 = phi i32 [ %112, %109 ], [ 1, %93 ]
    #dbg_value(i32 %104, !58, !DIExpression(), !196)
  %105 = tail call ptr @llvm.stacksave.p0(), !dbg !197
  %106 = mul nuw nsw i32 %104, %104, !dbg !197
  %107 = alloca i32, i32 %106, align 4, !dbg !197
    #dbg_value(i32 %104, !60, !DIExpression(), !198)
    #dbg_value(i32 %104, !63, !DIExpression(), !198)
    #dbg_declare(ptr %107, !64, !DIExpression(), !199)
    #dbg_value(i32 0, !69, !DIExpression(), !200)
    #dbg_value(i32 0, !69, !DIExpression(), !200)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
  store i32 %104, ptr %107, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %108 = icmp eq i32 %104, 1, !dbg !204
  br i1 %108, label %109, label %175, !dbg !204

109:                                              ; preds = %158, %145, %130, %114, %103, %166, %155, %142, %127, %187
  %110 = call fastcc i32 @det_rec(i32 noundef %104, ptr noundef nonnull %107), !dbg !205
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104, i32 noundef %110), !dbg !206
  tail call void @llvm.stackrestore.p0(ptr %105), !dbg !207
  %112 = add nuw nsw i32 %104, 1, !dbg !208
    #dbg_value(i32 %112, !58, !DIExpression(), !196)
  %113 = icmp eq i32 %112, 7, !dbg !209
  br i1 %113, label %190, label %103, !dbg !210, !llvm.loop !211

114:                                              ; preds = %184, %181, %178, %175, %187
    #dbg_value(i32 1, !69, !DIExpression(), !200)
  %115 = getelementptr inbounds i32, ptr %107, i32 %104
    #dbg_value(i32 0, !71, !DIExpression(), !201)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
  store i32 2, ptr %115, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 1, !71, !DIExpression(), !201)
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %116 = getelementptr inbounds i8, ptr %115, i32 4, !dbg !213
  store i32 %104, ptr %116, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %117 = icmp eq i32 %104, 2, !dbg !204
  br i1 %117, label %109, label %118, !dbg !204

118:                                              ; preds = %114
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %119 = getelementptr inbounds i8, ptr %115, i32 8, !dbg !213
  store i32 0, ptr %119, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %120 = icmp eq i32 %104, 3, !dbg !204
  br i1 %120, label %130, label %121, !dbg !204

121:                                              ; preds = %118
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %122 = getelementptr inbounds i8, ptr %115, i32 12, !dbg !213
  store i32 1, ptr %122, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %123 = icmp eq i32 %104, 4, !dbg !204
  br i1 %123, label %130, label %124, !dbg !204

124:                                              ; preds = %121
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %125 = getelementptr inbounds i8, ptr %115, i32 16, !dbg !213
  store i32 2, ptr %125, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %126 = icmp eq i32 %104, 5, !dbg !204
  br i1 %126, label %130, label %127, !dbg !204

127:                                              ; preds = %124
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %128 = getelementptr inbounds i8, ptr %115, i32 20, !dbg !213
  store i32 -1, ptr %128, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 6, !71, !DIExpression(), !201)
    #dbg_value(i32 2, !69, !DIExpression(), !200)
  %129 = icmp eq i32 %104, 2, !dbg !214
  br i1 %129, label %109, label %130, !dbg !215, !llvm.loop !216

130:                                              ; preds = %124, %121, %118, %127
    #dbg_value(i32 2, !69, !DIExpression(), !200)
  %131 = shl nsw i32 %104, 3
  %132 = getelementptr inbounds i8, ptr %107, i32 %131
    #dbg_value(i32 0, !71, !DIExpression(), !201)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
  store i32 1, ptr %132, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 1, !71, !DIExpression(), !201)
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %133 = getelementptr inbounds i8, ptr %132, i32 4, !dbg !213
  store i32 2, ptr %133, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 2, !71, !DIExpression(), !201)
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %134 = getelementptr inbounds i8, ptr %132, i32 8, !dbg !213
  store i32 %104, ptr %134, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %135 = icmp eq i32 %104, 3, !dbg !204
  br i1 %135, label %109, label %136, !dbg !204

136:                                              ; preds = %130
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %137 = getelementptr inbounds i8, ptr %132, i32 12, !dbg !213
  store i32 0, ptr %137, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %138 = icmp eq i32 %104, 4, !dbg !204
  br i1 %138, label %145, label %139, !dbg !204

139:                                              ; preds = %136
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %140 = getelementptr inbounds i8, ptr %132, i32 16, !dbg !213
  store i32 1, ptr %140, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %141 = icmp eq i32 %104, 5, !dbg !204
  br i1 %141, label %145, label %142, !dbg !204

142:                                              ; preds = %139
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %143 = getelementptr inbounds i8, ptr %132, i32 20, !dbg !213
  store i32 2, ptr %143, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 6, !71, !DIExpression(), !201)
    #dbg_value(i32 3, !69, !DIExpression(), !200)
  %144 = icmp eq i32 %104, 3, !dbg !214
  br i1 %144, label %109, label %145, !dbg !215, !llvm.loop !216

145:                                              ; preds = %139, %136, %142
    #dbg_value(i32 3, !69, !DIExpression(), !200)
  %146 = mul i32 %104, 12
  %147 = getelementptr inbounds i8, ptr %107, i32 %146
    #dbg_value(i32 0, !71, !DIExpression(), !201)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
  store i32 0, ptr %147, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 1, !71, !DIExpression(), !201)
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %148 = getelementptr inbounds i8, ptr %147, i32 4, !dbg !213
  store i32 1, ptr %148, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 2, !71, !DIExpression(), !201)
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %149 = getelementptr inbounds i8, ptr %147, i32 8, !dbg !213
  store i32 2, ptr %149, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 3, !71, !DIExpression(), !201)
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %150 = getelementptr inbounds i8, ptr %147, i32 12, !dbg !213
  store i32 %104, ptr %150, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %151 = icmp eq i32 %104, 4, !dbg !204
  br i1 %151, label %109, label %152, !dbg !204

152:                                              ; preds = %145
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %153 = getelementptr inbounds i8, ptr %147, i32 16, !dbg !213
  store i32 0, ptr %153, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %154 = icmp eq i32 %104, 5, !dbg !204
  br i1 %154, label %158, label %155, !dbg !204

155:                                              ; preds = %152
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %156 = getelementptr inbounds i8, ptr %147, i32 20, !dbg !213
  store i32 1, ptr %156, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 6, !71, !DIExpression(), !201)
    #dbg_value(i32 4, !69, !DIExpression(), !200)
  %157 = icmp eq i32 %104, 4, !dbg !214
  br i1 %157, label %109, label %158, !dbg !215, !llvm.loop !216

158:                                              ; preds = %152, %155
    #dbg_value(i32 4, !69, !DIExpression(), !200)
  %159 = shl nsw i32 %104, 4
  %160 = getelementptr inbounds i8, ptr %107, i32 %159
    #dbg_value(i32 0, !71, !DIExpression(), !201)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
  store i32 -1, ptr %160, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 1, !71, !DIExpression(), !201)
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %161 = getelementptr inbounds i8, ptr %160, i32 4, !dbg !213
  store i32 0, ptr %161, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 2, !71, !DIExpression(), !201)
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %162 = getelementptr inbounds i8, ptr %160, i32 8, !dbg !213
  store i32 1, ptr %162, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 3, !71, !DIExpression(), !201)
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %163 = getelementptr inbounds i8, ptr %160, i32 12, !dbg !213
  store i32 2, ptr %163, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 4, !71, !DIExpression(), !201)
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %164 = getelementptr inbounds i8, ptr %160, i32 16, !dbg !213
  store i32 %104, ptr %164, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %165 = icmp eq i32 %104, 5, !dbg !204
  br i1 %165, label %109, label %166, !dbg !204

166:                                              ; preds = %158
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %167 = getelementptr inbounds i8, ptr %160, i32 20, !dbg !213
  store i32 0, ptr %167, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 6, !71, !DIExpression(), !201)
    #dbg_value(i32 5, !69, !DIExpression(), !200)
    #dbg_value(i32 5, !69, !DIExpression(), !200)
  %168 = mul i32 %104, 20
  %169 = getelementptr inbounds i8, ptr %107, i32 %168
    #dbg_value(i32 0, !71, !DIExpression(), !201)
    #dbg_value(i32 0, !71, !DIExpression(), !201)
  store i32 2, ptr %169, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 1, !71, !DIExpression(), !201)
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %170 = getelementptr inbounds i8, ptr %169, i32 4, !dbg !213
  store i32 -1, ptr %170, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 2, !71, !DIExpression(), !201)
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %171 = getelementptr inbounds i8, ptr %169, i32 8, !dbg !213
  store i32 0, ptr %171, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 3, !71, !DIExpression(), !201)
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %172 = getelementptr inbounds i8, ptr %169, i32 12, !dbg !213
  store i32 1, ptr %172, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 4, !71, !DIExpression(), !201)
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %173 = getelementptr inbounds i8, ptr %169, i32 16, !dbg !213
  store i32 2, ptr %173, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 5, !71, !DIExpression(), !201)
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %174 = getelementptr inbounds i8, ptr %169, i32 20, !dbg !213
  store i32 %104, ptr %174, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 6, !71, !DIExpression(), !201)
    #dbg_value(i32 6, !69, !DIExpression(), !200)
  br label %109

175:                                              ; preds = %103
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  %176 = getelementptr inbounds i8, ptr %107, i32 4, !dbg !213
  store i32 0, ptr %176, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %177 = icmp eq i32 %104, 2, !dbg !204
  br i1 %177, label %114, label %178, !dbg !204

178:                                              ; preds = %175
    #dbg_value(i32 2, !71, !DIExpression(), !201)
  %179 = getelementptr inbounds i8, ptr %107, i32 8, !dbg !213
  store i32 1, ptr %179, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %180 = icmp eq i32 %104, 3, !dbg !204
  br i1 %180, label %114, label %181, !dbg !204

181:                                              ; preds = %178
    #dbg_value(i32 3, !71, !DIExpression(), !201)
  %182 = getelementptr inbounds i8, ptr %107, i32 12, !dbg !213
  store i32 2, ptr %182, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %183 = icmp eq i32 %104, 4, !dbg !204
  br i1 %183, label %114, label %184, !dbg !204

184:                                              ; preds = %181
    #dbg_value(i32 4, !71, !DIExpression(), !201)
  %185 = getelementptr inbounds i8, ptr %107, i32 16, !dbg !213
  store i32 -1, ptr %185, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %186 = icmp eq i32 %104, 5, !dbg !204
  br i1 %186, label %114, label %187, !dbg !204

187:                                              ; preds = %184
    #dbg_value(i32 5, !71, !DIExpression(), !201)
  %188 = getelementptr inbounds i8, ptr %107, i32 20, !dbg !213
  store i32 0, ptr %188, align 4, !dbg !202, !tbaa !163
    #dbg_value(i32 6, !71, !DIExpression(), !201)
    #dbg_value(i32 1, !69, !DIExpression(), !200)
  %189 = icmp eq i32 %104, 1, !dbg !214
  br i1 %189, label %109, label %114, !dbg !215, !llvm.loop !216

190:                                              ; preds = %109, %190
  %191 = phi i32 [ %194, %190 ], [ 10, %109 ]
    #dbg_value(i32 %191, !74, !DIExpression(), !218)
  %192 = tail call fastcc i32 @sieve_count(i32 noundef %191), !dbg !219
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %191, i32 noundef %192), !dbg !221
  %194 = mul nuw nsw i32 %191, 3, !dbg !222
    #dbg_value(i32 %194, !74, !DIExpression(), !218)
  %195 = icmp ult i32 %191, 1667, !dbg !223
  br i1 %195, label %190, label %196, !dbg !224, !llvm.loop !225

196:                                              ; preds = %190
    #dbg_value(i32 3, !76, !DIExpression(), !227)
  %197 = tail call ptr @llvm.stacksave.p0(), !dbg !228
    #dbg_value(i32 3, !78, !DIExpression(), !229)
    #dbg_value(i32 0, !86, !DIExpression(), !230)
    #dbg_value(i32 0, !86, !DIExpression(), !230)
    #dbg_value(double undef, !81, !DIExpression(), !229)
    #dbg_value(i32 1, !86, !DIExpression(), !230)
    #dbg_value(double undef, !81, !DIExpression(), !229)
    #dbg_value(i32 2, !86, !DIExpression(), !230)
    #dbg_value(double undef, !81, !DIExpression(), !229)
    #dbg_value(i32 3, !86, !DIExpression(), !230)
    #dbg_value(i32 0, !89, !DIExpression(), !231)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !229)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !229)
    #dbg_value(i32 1, !89, !DIExpression(), !231)
    #dbg_value(double 5.000000e-01, !88, !DIExpression(), !229)
    #dbg_value(i32 2, !89, !DIExpression(), !231)
    #dbg_value(double 1.500000e+00, !88, !DIExpression(), !229)
    #dbg_value(i32 3, !89, !DIExpression(), !231)
    #dbg_value(double 5.000000e-01, !88, !DIExpression(), !229)
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, double noundef 5.000000e-01, i32 noundef 24), !dbg !232
  tail call void @llvm.stackrestore.p0(ptr %197), !dbg !233
    #dbg_value(i32 15, !76, !DIExpression(), !227)
  %199 = tail call ptr @llvm.stacksave.p0(), !dbg !228
  %200 = alloca [15 x double], align 8, !dbg !228
    #dbg_value(i32 15, !78, !DIExpression(), !229)
    #dbg_declare(ptr %200, !81, !DIExpression(), !234)
    #dbg_value(i32 0, !86, !DIExpression(), !230)
  br label %201, !dbg !235

201:                                              ; preds = %209, %196
  %202 = phi i32 [ 0, %196 ], [ %216, %209 ]
    #dbg_value(i32 %202, !86, !DIExpression(), !230)
  %203 = mul nuw nsw i32 %202, 7, !dbg !236
  %204 = urem i32 %203, 15, !dbg !238
  %205 = uitofp nneg i32 %204 to double, !dbg !239
  %206 = fmul double %205, 5.000000e-01, !dbg !240
  %207 = getelementptr inbounds double, ptr %200, i32 %202, !dbg !241
  store double %206, ptr %207, align 8, !dbg !242, !tbaa !243
    #dbg_value(i32 %202, !86, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !230)
  %208 = icmp eq i32 %202, 14, !dbg !245
  br i1 %208, label %217, label %209, !dbg !235, !llvm.loop !246

209:                                              ; preds = %201
  %210 = or disjoint i32 %202, 1, !dbg !248
    #dbg_value(i32 %210, !86, !DIExpression(), !230)
    #dbg_value(i32 %210, !86, !DIExpression(), !230)
  %211 = mul nuw nsw i32 %210, 7, !dbg !236
  %212 = urem i32 %211, 15, !dbg !238
  %213 = uitofp nneg i32 %212 to double, !dbg !239
  %214 = fmul double %213, 5.000000e-01, !dbg !240
  %215 = getelementptr inbounds double, ptr %200, i32 %210, !dbg !241
  store double %214, ptr %215, align 8, !dbg !242, !tbaa !243
  %216 = add nuw nsw i32 %202, 2, !dbg !248
    #dbg_value(i32 %216, !86, !DIExpression(), !230)
  br label %201

217:                                              ; preds = %201
    #dbg_value(i32 0, !89, !DIExpression(), !231)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !229)
  %218 = load double, ptr %200, align 8, !dbg !249, !tbaa !243
  %219 = fadd double %218, 0.000000e+00, !dbg !251
    #dbg_value(double %219, !88, !DIExpression(), !229)
    #dbg_value(i32 1, !89, !DIExpression(), !231)
  %220 = getelementptr inbounds i8, ptr %200, i32 8, !dbg !249
  %221 = load double, ptr %220, align 8, !dbg !249, !tbaa !243
  %222 = fadd double %219, %221, !dbg !251
    #dbg_value(double %222, !88, !DIExpression(), !229)
    #dbg_value(i32 2, !89, !DIExpression(), !231)
  %223 = getelementptr inbounds i8, ptr %200, i32 16, !dbg !249
  %224 = load double, ptr %223, align 8, !dbg !249, !tbaa !243
  %225 = fadd double %222, %224, !dbg !251
    #dbg_value(double %225, !88, !DIExpression(), !229)
    #dbg_value(i32 3, !89, !DIExpression(), !231)
  %226 = getelementptr inbounds i8, ptr %200, i32 24, !dbg !249
  %227 = load double, ptr %226, align 8, !dbg !249, !tbaa !243
  %228 = fadd double %225, %227, !dbg !251
    #dbg_value(double %228, !88, !DIExpression(), !229)
    #dbg_value(i32 4, !89, !DIExpression(), !231)
  %229 = getelementptr inbounds i8, ptr %200, i32 32, !dbg !249
  %230 = load double, ptr %229, align 8, !dbg !249, !tbaa !243
  %231 = fadd double %228, %230, !dbg !251
    #dbg_value(double %231, !88, !DIExpression(), !229)
    #dbg_value(i32 5, !89, !DIExpression(), !231)
  %232 = getelementptr inbounds i8, ptr %200, i32 40, !dbg !249
  %233 = load double, ptr %232, align 8, !dbg !249, !tbaa !243
  %234 = fadd double %231, %233, !dbg !251
    #dbg_value(double %234, !88, !DIExpression(), !229)
    #dbg_value(i32 6, !89, !DIExpression(), !231)
  %235 = getelementptr inbounds i8, ptr %200, i32 48, !dbg !249
  %236 = load double, ptr %235, align 8, !dbg !249, !tbaa !243
  %237 = fadd double %234, %236, !dbg !251
    #dbg_value(double %237, !88, !DIExpression(), !229)
    #dbg_value(i32 7, !89, !DIExpression(), !231)
  %238 = getelementptr inbounds i8, ptr %200, i32 56, !dbg !249
  %239 = load double, ptr %238, align 8, !dbg !249, !tbaa !243
  %240 = fadd double %237, %239, !dbg !251
    #dbg_value(double %240, !88, !DIExpression(), !229)
    #dbg_value(i32 8, !89, !DIExpression(), !231)
  %241 = getelementptr inbounds i8, ptr %200, i32 64, !dbg !249
  %242 = load double, ptr %241, align 8, !dbg !249, !tbaa !243
  %243 = fadd double %240, %242, !dbg !251
    #dbg_value(double %243, !88, !DIExpression(), !229)
    #dbg_value(i32 9, !89, !DIExpression(), !231)
  %244 = getelementptr inbounds i8, ptr %200, i32 72, !dbg !249
  %245 = load double, ptr %244, align 8, !dbg !249, !tbaa !243
  %246 = fadd double %243, %245, !dbg !251
    #dbg_value(double %246, !88, !DIExpression(), !229)
    #dbg_value(i32 10, !89, !DIExpression(), !231)
  %247 = getelementptr inbounds i8, ptr %200, i32 80, !dbg !249
  %248 = load double, ptr %247, align 8, !dbg !249, !tbaa !243
  %249 = fadd double %246, %248, !dbg !251
    #dbg_value(double %249, !88, !DIExpression(), !229)
    #dbg_value(i32 11, !89, !DIExpression(), !231)
  %250 = getelementptr inbounds i8, ptr %200, i32 88, !dbg !249
  %251 = load double, ptr %250, align 8, !dbg !249, !tbaa !243
  %252 = fadd double %249, %251, !dbg !251
    #dbg_value(double %252, !88, !DIExpression(), !229)
    #dbg_value(i32 12, !89, !DIExpression(), !231)
  %253 = getelementptr inbounds i8, ptr %200, i32 96, !dbg !249
  %254 = load double, ptr %253, align 8, !dbg !249, !tbaa !243
  %255 = fadd double %252, %254, !dbg !251
    #dbg_value(double %255, !88, !DIExpression(), !229)
    #dbg_value(i32 13, !89, !DIExpression(), !231)
  %256 = getelementptr inbounds i8, ptr %200, i32 104, !dbg !249
  %257 = load double, ptr %256, align 8, !dbg !249, !tbaa !243
  %258 = fadd double %255, %257, !dbg !251
    #dbg_value(double %258, !88, !DIExpression(), !229)
    #dbg_value(i32 14, !89, !DIExpression(), !231)
  %259 = getelementptr inbounds i8, ptr %200, i32 112, !dbg !249
  %260 = load double, ptr %259, align 8, !dbg !249, !tbaa !243
  %261 = fadd double %258, %260, !dbg !251
    #dbg_value(double %261, !88, !DIExpression(), !229)
    #dbg_value(i32 15, !89, !DIExpression(), !231)
  %262 = fdiv double %261, 1.500000e+01, !dbg !252
    #dbg_value(double %262, !88, !DIExpression(), !229)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 15, double noundef %262, i32 noundef 120), !dbg !232
  tail call void @llvm.stackrestore.p0(ptr %199), !dbg !233
    #dbg_value(i32 27, !76, !DIExpression(), !227)
  %264 = tail call ptr @llvm.stacksave.p0(), !dbg !228
  %265 = alloca [27 x double], align 8, !dbg !228
    #dbg_value(i32 27, !78, !DIExpression(), !229)
    #dbg_declare(ptr %265, !81, !DIExpression(), !234)
    #dbg_value(i32 0, !86, !DIExpression(), !230)
  br label %266, !dbg !235

266:                                              ; preds = %274, %217
  %267 = phi i32 [ 0, %217 ], [ %281, %274 ]
    #dbg_value(i32 %267, !86, !DIExpression(), !230)
  %268 = mul nuw nsw i32 %267, 7, !dbg !236
  %269 = urem i32 %268, 27, !dbg !238
  %270 = uitofp nneg i32 %269 to double, !dbg !239
  %271 = fmul double %270, 5.000000e-01, !dbg !240
  %272 = getelementptr inbounds double, ptr %265, i32 %267, !dbg !241
  store double %271, ptr %272, align 8, !dbg !242, !tbaa !243
    #dbg_value(i32 %267, !86, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !230)
  %273 = icmp eq i32 %267, 26, !dbg !245
  br i1 %273, label %282, label %274, !dbg !235, !llvm.loop !246

274:                                              ; preds = %266
  %275 = or disjoint i32 %267, 1, !dbg !248
    #dbg_value(i32 %275, !86, !DIExpression(), !230)
    #dbg_value(i32 %275, !86, !DIExpression(), !230)
  %276 = mul nuw nsw i32 %275, 7, !dbg !236
  %277 = urem i32 %276, 27, !dbg !238
  %278 = uitofp nneg i32 %277 to double, !dbg !239
  %279 = fmul double %278, 5.000000e-01, !dbg !240
  %280 = getelementptr inbounds double, ptr %265, i32 %275, !dbg !241
  store double %279, ptr %280, align 8, !dbg !242, !tbaa !243
  %281 = add nuw nsw i32 %267, 2, !dbg !248
    #dbg_value(i32 %281, !86, !DIExpression(), !230)
  br label %266

282:                                              ; preds = %266
    #dbg_value(i32 0, !89, !DIExpression(), !231)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !229)
  %283 = load double, ptr %265, align 8, !dbg !249, !tbaa !243
  %284 = fadd double %283, 0.000000e+00, !dbg !251
    #dbg_value(double %284, !88, !DIExpression(), !229)
    #dbg_value(i32 1, !89, !DIExpression(), !231)
  %285 = getelementptr inbounds i8, ptr %265, i32 8, !dbg !249
  %286 = load double, ptr %285, align 8, !dbg !249, !tbaa !243
  %287 = fadd double %284, %286, !dbg !251
    #dbg_value(double %287, !88, !DIExpression(), !229)
    #dbg_value(i32 2, !89, !DIExpression(), !231)
  %288 = getelementptr inbounds i8, ptr %265, i32 16, !dbg !249
  %289 = load double, ptr %288, align 8, !dbg !249, !tbaa !243
  %290 = fadd double %287, %289, !dbg !251
    #dbg_value(double %290, !88, !DIExpression(), !229)
    #dbg_value(i32 3, !89, !DIExpression(), !231)
  %291 = getelementptr inbounds i8, ptr %265, i32 24, !dbg !249
  %292 = load double, ptr %291, align 8, !dbg !249, !tbaa !243
  %293 = fadd double %290, %292, !dbg !251
    #dbg_value(double %293, !88, !DIExpression(), !229)
    #dbg_value(i32 4, !89, !DIExpression(), !231)
  %294 = getelementptr inbounds i8, ptr %265, i32 32, !dbg !249
  %295 = load double, ptr %294, align 8, !dbg !249, !tbaa !243
  %296 = fadd double %293, %295, !dbg !251
    #dbg_value(double %296, !88, !DIExpression(), !229)
    #dbg_value(i32 5, !89, !DIExpression(), !231)
  %297 = getelementptr inbounds i8, ptr %265, i32 40, !dbg !249
  %298 = load double, ptr %297, align 8, !dbg !249, !tbaa !243
  %299 = fadd double %296, %298, !dbg !251
    #dbg_value(double %299, !88, !DIExpression(), !229)
    #dbg_value(i32 6, !89, !DIExpression(), !231)
  %300 = getelementptr inbounds i8, ptr %265, i32 48, !dbg !249
  %301 = load double, ptr %300, align 8, !dbg !249, !tbaa !243
  %302 = fadd double %299, %301, !dbg !251
    #dbg_value(double %302, !88, !DIExpression(), !229)
    #dbg_value(i32 7, !89, !DIExpression(), !231)
  %303 = getelementptr inbounds i8, ptr %265, i32 56, !dbg !249
  %304 = load double, ptr %303, align 8, !dbg !249, !tbaa !243
  %305 = fadd double %302, %304, !dbg !251
    #dbg_value(double %305, !88, !DIExpression(), !229)
    #dbg_value(i32 8, !89, !DIExpression(), !231)
  %306 = getelementptr inbounds i8, ptr %265, i32 64, !dbg !249
  %307 = load double, ptr %306, align 8, !dbg !249, !tbaa !243
  %308 = fadd double %305, %307, !dbg !251
    #dbg_value(double %308, !88, !DIExpression(), !229)
    #dbg_value(i32 9, !89, !DIExpression(), !231)
  %309 = getelementptr inbounds i8, ptr %265, i32 72, !dbg !249
  %310 = load double, ptr %309, align 8, !dbg !249, !tbaa !243
  %311 = fadd double %308, %310, !dbg !251
    #dbg_value(double %311, !88, !DIExpression(), !229)
    #dbg_value(i32 10, !89, !DIExpression(), !231)
  %312 = getelementptr inbounds i8, ptr %265, i32 80, !dbg !249
  %313 = load double, ptr %312, align 8, !dbg !249, !tbaa !243
  %314 = fadd double %311, %313, !dbg !251
    #dbg_value(double %314, !88, !DIExpression(), !229)
    #dbg_value(i32 11, !89, !DIExpression(), !231)
  %315 = getelementptr inbounds i8, ptr %265, i32 88, !dbg !249
  %316 = load double, ptr %315, align 8, !dbg !249, !tbaa !243
  %317 = fadd double %314, %316, !dbg !251
    #dbg_value(double %317, !88, !DIExpression(), !229)
    #dbg_value(i32 12, !89, !DIExpression(), !231)
  %318 = getelementptr inbounds i8, ptr %265, i32 96, !dbg !249
  %319 = load double, ptr %318, align 8, !dbg !249, !tbaa !243
  %320 = fadd double %317, %319, !dbg !251
    #dbg_value(double %320, !88, !DIExpression(), !229)
    #dbg_value(i32 13, !89, !DIExpression(), !231)
  %321 = getelementptr inbounds i8, ptr %265, i32 104, !dbg !249
  %322 = load double, ptr %321, align 8, !dbg !249, !tbaa !243
  %323 = fadd double %320, %322, !dbg !251
    #dbg_value(double %323, !88, !DIExpression(), !229)
    #dbg_value(i32 14, !89, !DIExpression(), !231)
  %324 = getelementptr inbounds i8, ptr %265, i32 112, !dbg !249
  %325 = load double, ptr %324, align 8, !dbg !249, !tbaa !243
  %326 = fadd double %323, %325, !dbg !251
    #dbg_value(double %326, !88, !DIExpression(), !229)
    #dbg_value(i32 15, !89, !DIExpression(), !231)
  %327 = getelementptr inbounds i8, ptr %265, i32 120, !dbg !249
  %328 = load double, ptr %327, align 8, !dbg !249, !tbaa !243
  %329 = fadd double %326, %328, !dbg !251
    #dbg_value(double %329, !88, !DIExpression(), !229)
    #dbg_value(i32 16, !89, !DIExpression(), !231)
  %330 = getelementptr inbounds i8, ptr %265, i32 128, !dbg !249
  %331 = load double, ptr %330, align 8, !dbg !249, !tbaa !243
  %332 = fadd double %329, %331, !dbg !251
    #dbg_value(double %332, !88, !DIExpression(), !229)
    #dbg_value(i32 17, !89, !DIExpression(), !231)
  %333 = getelementptr inbounds i8, ptr %265, i32 136, !dbg !249
  %334 = load double, ptr %333, align 8, !dbg !249, !tbaa !243
  %335 = fadd double %332, %334, !dbg !251
    #dbg_value(double %335, !88, !DIExpression(), !229)
    #dbg_value(i32 18, !89, !DIExpression(), !231)
  %336 = getelementptr inbounds i8, ptr %265, i32 144, !dbg !249
  %337 = load double, ptr %336, align 8, !dbg !249, !tbaa !243
  %338 = fadd double %335, %337, !dbg !251
    #dbg_value(double %338, !88, !DIExpression(), !229)
    #dbg_value(i32 19, !89, !DIExpression(), !231)
  %339 = getelementptr inbounds i8, ptr %265, i32 152, !dbg !249
  %340 = load double, ptr %339, align 8, !dbg !249, !tbaa !243
  %341 = fadd double %338, %340, !dbg !251
    #dbg_value(double %341, !88, !DIExpression(), !229)
    #dbg_value(i32 20, !89, !DIExpression(), !231)
  %342 = getelementptr inbounds i8, ptr %265, i32 160, !dbg !249
  %343 = load double, ptr %342, align 8, !dbg !249, !tbaa !243
  %344 = fadd double %341, %343, !dbg !251
    #dbg_value(double %344, !88, !DIExpression(), !229)
    #dbg_value(i32 21, !89, !DIExpression(), !231)
  %345 = getelementptr inbounds i8, ptr %265, i32 168, !dbg !249
  %346 = load double, ptr %345, align 8, !dbg !249, !tbaa !243
  %347 = fadd double %344, %346, !dbg !251
    #dbg_value(double %347, !88, !DIExpression(), !229)
    #dbg_value(i32 22, !89, !DIExpression(), !231)
  %348 = getelementptr inbounds i8, ptr %265, i32 176, !dbg !249
  %349 = load double, ptr %348, align 8, !dbg !249, !tbaa !243
  %350 = fadd double %347, %349, !dbg !251
    #dbg_value(double %350, !88, !DIExpression(), !229)
    #dbg_value(i32 23, !89, !DIExpression(), !231)
  %351 = getelementptr inbounds i8, ptr %265, i32 184, !dbg !249
  %352 = load double, ptr %351, align 8, !dbg !249, !tbaa !243
  %353 = fadd double %350, %352, !dbg !251
    #dbg_value(double %353, !88, !DIExpression(), !229)
    #dbg_value(i32 24, !89, !DIExpression(), !231)
  %354 = getelementptr inbounds i8, ptr %265, i32 192, !dbg !249
  %355 = load double, ptr %354, align 8, !dbg !249, !tbaa !243
  %356 = fadd double %353, %355, !dbg !251
    #dbg_value(double %356, !88, !DIExpression(), !229)
    #dbg_value(i32 25, !89, !DIExpression(), !231)
  %357 = getelementptr inbounds i8, ptr %265, i32 200, !dbg !249
  %358 = load double, ptr %357, align 8, !dbg !249, !tbaa !243
  %359 = fadd double %356, %358, !dbg !251
    #dbg_value(double %359, !88, !DIExpression(), !229)
    #dbg_value(i32 26, !89, !DIExpression(), !231)
  %360 = getelementptr inbounds i8, ptr %265, i32 208, !dbg !249
  %361 = load double, ptr %360, align 8, !dbg !249, !tbaa !243
  %362 = fadd double %359, %361, !dbg !251
    #dbg_value(double %362, !88, !DIExpression(), !229)
    #dbg_value(i32 27, !89, !DIExpression(), !231)
  %363 = fdiv double %362, 2.700000e+01, !dbg !252
    #dbg_value(double %363, !88, !DIExpression(), !229)
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 27, double noundef %363, i32 noundef 216), !dbg !232
  tail call void @llvm.stackrestore.p0(ptr %264), !dbg !233
    #dbg_value(i32 39, !76, !DIExpression(), !227)
  %365 = tail call ptr @llvm.stacksave.p0(), !dbg !228
  %366 = alloca [39 x double], align 8, !dbg !228
    #dbg_value(i32 39, !78, !DIExpression(), !229)
    #dbg_declare(ptr %366, !81, !DIExpression(), !234)
    #dbg_value(i32 0, !86, !DIExpression(), !230)
  br label %367, !dbg !235

367:                                              ; preds = %375, %282
  %368 = phi i32 [ 0, %282 ], [ %382, %375 ]
    #dbg_value(i32 %368, !86, !DIExpression(), !230)
  %369 = mul nuw nsw i32 %368, 7, !dbg !236
  %370 = urem i32 %369, 39, !dbg !238
  %371 = uitofp nneg i32 %370 to double, !dbg !239
  %372 = fmul double %371, 5.000000e-01, !dbg !240
  %373 = getelementptr inbounds double, ptr %366, i32 %368, !dbg !241
  store double %372, ptr %373, align 8, !dbg !242, !tbaa !243
    #dbg_value(i32 %368, !86, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !230)
  %374 = icmp eq i32 %368, 38, !dbg !245
  br i1 %374, label %383, label %375, !dbg !235, !llvm.loop !246

375:                                              ; preds = %367
  %376 = or disjoint i32 %368, 1, !dbg !248
    #dbg_value(i32 %376, !86, !DIExpression(), !230)
    #dbg_value(i32 %376, !86, !DIExpression(), !230)
  %377 = mul nuw nsw i32 %376, 7, !dbg !236
  %378 = urem i32 %377, 39, !dbg !238
  %379 = uitofp nneg i32 %378 to double, !dbg !239
  %380 = fmul double %379, 5.000000e-01, !dbg !240
  %381 = getelementptr inbounds double, ptr %366, i32 %376, !dbg !241
  store double %380, ptr %381, align 8, !dbg !242, !tbaa !243
  %382 = add nuw nsw i32 %368, 2, !dbg !248
    #dbg_value(i32 %382, !86, !DIExpression(), !230)
  br label %367

383:                                              ; preds = %367
    #dbg_value(i32 0, !89, !DIExpression(), !231)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !229)
  %384 = load double, ptr %366, align 8, !dbg !249, !tbaa !243
  %385 = fadd double %384, 0.000000e+00, !dbg !251
    #dbg_value(double %385, !88, !DIExpression(), !229)
    #dbg_value(i32 1, !89, !DIExpression(), !231)
  %386 = getelementptr inbounds i8, ptr %366, i32 8, !dbg !249
  %387 = load double, ptr %386, align 8, !dbg !249, !tbaa !243
  %388 = fadd double %385, %387, !dbg !251
    #dbg_value(double %388, !88, !DIExpression(), !229)
    #dbg_value(i32 2, !89, !DIExpression(), !231)
  %389 = getelementptr inbounds i8, ptr %366, i32 16, !dbg !249
  %390 = load double, ptr %389, align 8, !dbg !249, !tbaa !243
  %391 = fadd double %388, %390, !dbg !251
    #dbg_value(double %391, !88, !DIExpression(), !229)
    #dbg_value(i32 3, !89, !DIExpression(), !231)
  %392 = getelementptr inbounds i8, ptr %366, i32 24, !dbg !249
  %393 = load double, ptr %392, align 8, !dbg !249, !tbaa !243
  %394 = fadd double %391, %393, !dbg !251
    #dbg_value(double %394, !88, !DIExpression(), !229)
    #dbg_value(i32 4, !89, !DIExpression(), !231)
  %395 = getelementptr inbounds i8, ptr %366, i32 32, !dbg !249
  %396 = load double, ptr %395, align 8, !dbg !249, !tbaa !243
  %397 = fadd double %394, %396, !dbg !251
    #dbg_value(double %397, !88, !DIExpression(), !229)
    #dbg_value(i32 5, !89, !DIExpression(), !231)
  %398 = getelementptr inbounds i8, ptr %366, i32 40, !dbg !249
  %399 = load double, ptr %398, align 8, !dbg !249, !tbaa !243
  %400 = fadd double %397, %399, !dbg !251
    #dbg_value(double %400, !88, !DIExpression(), !229)
    #dbg_value(i32 6, !89, !DIExpression(), !231)
  %401 = getelementptr inbounds i8, ptr %366, i32 48, !dbg !249
  %402 = load double, ptr %401, align 8, !dbg !249, !tbaa !243
  %403 = fadd double %400, %402, !dbg !251
    #dbg_value(double %403, !88, !DIExpression(), !229)
    #dbg_value(i32 7, !89, !DIExpression(), !231)
  %404 = getelementptr inbounds i8, ptr %366, i32 56, !dbg !249
  %405 = load double, ptr %404, align 8, !dbg !249, !tbaa !243
  %406 = fadd double %403, %405, !dbg !251
    #dbg_value(double %406, !88, !DIExpression(), !229)
    #dbg_value(i32 8, !89, !DIExpression(), !231)
  %407 = getelementptr inbounds i8, ptr %366, i32 64, !dbg !249
  %408 = load double, ptr %407, align 8, !dbg !249, !tbaa !243
  %409 = fadd double %406, %408, !dbg !251
    #dbg_value(double %409, !88, !DIExpression(), !229)
    #dbg_value(i32 9, !89, !DIExpression(), !231)
  %410 = getelementptr inbounds i8, ptr %366, i32 72, !dbg !249
  %411 = load double, ptr %410, align 8, !dbg !249, !tbaa !243
  %412 = fadd double %409, %411, !dbg !251
    #dbg_value(double %412, !88, !DIExpression(), !229)
    #dbg_value(i32 10, !89, !DIExpression(), !231)
  %413 = getelementptr inbounds i8, ptr %366, i32 80, !dbg !249
  %414 = load double, ptr %413, align 8, !dbg !249, !tbaa !243
  %415 = fadd double %412, %414, !dbg !251
    #dbg_value(double %415, !88, !DIExpression(), !229)
    #dbg_value(i32 11, !89, !DIExpression(), !231)
  %416 = getelementptr inbounds i8, ptr %366, i32 88, !dbg !249
  %417 = load double, ptr %416, align 8, !dbg !249, !tbaa !243
  %418 = fadd double %415, %417, !dbg !251
    #dbg_value(double %418, !88, !DIExpression(), !229)
    #dbg_value(i32 12, !89, !DIExpression(), !231)
  %419 = getelementptr inbounds i8, ptr %366, i32 96, !dbg !249
  %420 = load double, ptr %419, align 8, !dbg !249, !tbaa !243
  %421 = fadd double %418, %420, !dbg !251
    #dbg_value(double %421, !88, !DIExpression(), !229)
    #dbg_value(i32 13, !89, !DIExpression(), !231)
  %422 = getelementptr inbounds i8, ptr %366, i32 104, !dbg !249
  %423 = load double, ptr %422, align 8, !dbg !249, !tbaa !243
  %424 = fadd double %421, %423, !dbg !251
    #dbg_value(double %424, !88, !DIExpression(), !229)
    #dbg_value(i32 14, !89, !DIExpression(), !231)
  %425 = getelementptr inbounds i8, ptr %366, i32 112, !dbg !249
  %426 = load double, ptr %425, align 8, !dbg !249, !tbaa !243
  %427 = fadd double %424, %426, !dbg !251
    #dbg_value(double %427, !88, !DIExpression(), !229)
    #dbg_value(i32 15, !89, !DIExpression(), !231)
  %428 = getelementptr inbounds i8, ptr %366, i32 120, !dbg !249
  %429 = load double, ptr %428, align 8, !dbg !249, !tbaa !243
  %430 = fadd double %427, %429, !dbg !251
    #dbg_value(double %430, !88, !DIExpression(), !229)
    #dbg_value(i32 16, !89, !DIExpression(), !231)
  %431 = getelementptr inbounds i8, ptr %366, i32 128, !dbg !249
  %432 = load double, ptr %431, align 8, !dbg !249, !tbaa !243
  %433 = fadd double %430, %432, !dbg !251
    #dbg_value(double %433, !88, !DIExpression(), !229)
    #dbg_value(i32 17, !89, !DIExpression(), !231)
  %434 = getelementptr inbounds i8, ptr %366, i32 136, !dbg !249
  %435 = load double, ptr %434, align 8, !dbg !249, !tbaa !243
  %436 = fadd double %433, %435, !dbg !251
    #dbg_value(double %436, !88, !DIExpression(), !229)
    #dbg_value(i32 18, !89, !DIExpression(), !231)
  %437 = getelementptr inbounds i8, ptr %366, i32 144, !dbg !249
  %438 = load double, ptr %437, align 8, !dbg !249, !tbaa !243
  %439 = fadd double %436, %438, !dbg !251
    #dbg_value(double %439, !88, !DIExpression(), !229)
    #dbg_value(i32 19, !89, !DIExpression(), !231)
  %440 = getelementptr inbounds i8, ptr %366, i32 152, !dbg !249
  %441 = load double, ptr %440, align 8, !dbg !249, !tbaa !243
  %442 = fadd double %439, %441, !dbg !251
    #dbg_value(double %442, !88, !DIExpression(), !229)
    #dbg_value(i32 20, !89, !DIExpression(), !231)
  %443 = getelementptr inbounds i8, ptr %366, i32 160, !dbg !249
  %444 = load double, ptr %443, align 8, !dbg !249, !tbaa !243
  %445 = fadd double %442, %444, !dbg !251
    #dbg_value(double %445, !88, !DIExpression(), !229)
    #dbg_value(i32 21, !89, !DIExpression(), !231)
  %446 = getelementptr inbounds i8, ptr %366, i32 168, !dbg !249
  %447 = load double, ptr %446, align 8, !dbg !249, !tbaa !243
  %448 = fadd double %445, %447, !dbg !251
    #dbg_value(double %448, !88, !DIExpression(), !229)
    #dbg_value(i32 22, !89, !DIExpression(), !231)
  %449 = getelementptr inbounds i8, ptr %366, i32 176, !dbg !249
  %450 = load double, ptr %449, align 8, !dbg !249, !tbaa !243
  %451 = fadd double %448, %450, !dbg !251
    #dbg_value(double %451, !88, !DIExpression(), !229)
    #dbg_value(i32 23, !89, !DIExpression(), !231)
  %452 = getelementptr inbounds i8, ptr %366, i32 184, !dbg !249
  %453 = load double, ptr %452, align 8, !dbg !249, !tbaa !243
  %454 = fadd double %451, %453, !dbg !251
    #dbg_value(double %454, !88, !DIExpression(), !229)
    #dbg_value(i32 24, !89, !DIExpression(), !231)
  %455 = getelementptr inbounds i8, ptr %366, i32 192, !dbg !249
  %456 = load double, ptr %455, align 8, !dbg !249, !tbaa !243
  %457 = fadd double %454, %456, !dbg !251
    #dbg_value(double %457, !88, !DIExpression(), !229)
    #dbg_value(i32 25, !89, !DIExpression(), !231)
  %458 = getelementptr inbounds i8, ptr %366, i32 200, !dbg !249
  %459 = load double, ptr %458, align 8, !dbg !249, !tbaa !243
  %460 = fadd double %457, %459, !dbg !251
    #dbg_value(double %460, !88, !DIExpression(), !229)
    #dbg_value(i32 26, !89, !DIExpression(), !231)
  %461 = getelementptr inbounds i8, ptr %366, i32 208, !dbg !249
  %462 = load double, ptr %461, align 8, !dbg !249, !tbaa !243
  %463 = fadd double %460, %462, !dbg !251
    #dbg_value(double %463, !88, !DIExpression(), !229)
    #dbg_value(i32 27, !89, !DIExpression(), !231)
  %464 = getelementptr inbounds i8, ptr %366, i32 216, !dbg !249
  %465 = load double, ptr %464, align 8, !dbg !249, !tbaa !243
  %466 = fadd double %463, %465, !dbg !251
    #dbg_value(double %466, !88, !DIExpression(), !229)
    #dbg_value(i32 28, !89, !DIExpression(), !231)
  %467 = getelementptr inbounds i8, ptr %366, i32 224, !dbg !249
  %468 = load double, ptr %467, align 8, !dbg !249, !tbaa !243
  %469 = fadd double %466, %468, !dbg !251
    #dbg_value(double %469, !88, !DIExpression(), !229)
    #dbg_value(i32 29, !89, !DIExpression(), !231)
  %470 = getelementptr inbounds i8, ptr %366, i32 232, !dbg !249
  %471 = load double, ptr %470, align 8, !dbg !249, !tbaa !243
  %472 = fadd double %469, %471, !dbg !251
    #dbg_value(double %472, !88, !DIExpression(), !229)
    #dbg_value(i32 30, !89, !DIExpression(), !231)
  %473 = getelementptr inbounds i8, ptr %366, i32 240, !dbg !249
  %474 = load double, ptr %473, align 8, !dbg !249, !tbaa !243
  %475 = fadd double %472, %474, !dbg !251
    #dbg_value(double %475, !88, !DIExpression(), !229)
    #dbg_value(i32 31, !89, !DIExpression(), !231)
  %476 = getelementptr inbounds i8, ptr %366, i32 248, !dbg !249
  %477 = load double, ptr %476, align 8, !dbg !249, !tbaa !243
  %478 = fadd double %475, %477, !dbg !251
    #dbg_value(double %478, !88, !DIExpression(), !229)
    #dbg_value(i32 32, !89, !DIExpression(), !231)
  %479 = getelementptr inbounds i8, ptr %366, i32 256, !dbg !249
  %480 = load double, ptr %479, align 8, !dbg !249, !tbaa !243
  %481 = fadd double %478, %480, !dbg !251
    #dbg_value(double %481, !88, !DIExpression(), !229)
    #dbg_value(i32 33, !89, !DIExpression(), !231)
  %482 = getelementptr inbounds i8, ptr %366, i32 264, !dbg !249
  %483 = load double, ptr %482, align 8, !dbg !249, !tbaa !243
  %484 = fadd double %481, %483, !dbg !251
    #dbg_value(double %484, !88, !DIExpression(), !229)
    #dbg_value(i32 34, !89, !DIExpression(), !231)
  %485 = getelementptr inbounds i8, ptr %366, i32 272, !dbg !249
  %486 = load double, ptr %485, align 8, !dbg !249, !tbaa !243
  %487 = fadd double %484, %486, !dbg !251
    #dbg_value(double %487, !88, !DIExpression(), !229)
    #dbg_value(i32 35, !89, !DIExpression(), !231)
  %488 = getelementptr inbounds i8, ptr %366, i32 280, !dbg !249
  %489 = load double, ptr %488, align 8, !dbg !249, !tbaa !243
  %490 = fadd double %487, %489, !dbg !251
    #dbg_value(double %490, !88, !DIExpression(), !229)
    #dbg_value(i32 36, !89, !DIExpression(), !231)
  %491 = getelementptr inbounds i8, ptr %366, i32 288, !dbg !249
  %492 = load double, ptr %491, align 8, !dbg !249, !tbaa !243
  %493 = fadd double %490, %492, !dbg !251
    #dbg_value(double %493, !88, !DIExpression(), !229)
    #dbg_value(i32 37, !89, !DIExpression(), !231)
  %494 = getelementptr inbounds i8, ptr %366, i32 296, !dbg !249
  %495 = load double, ptr %494, align 8, !dbg !249, !tbaa !243
  %496 = fadd double %493, %495, !dbg !251
    #dbg_value(double %496, !88, !DIExpression(), !229)
    #dbg_value(i32 38, !89, !DIExpression(), !231)
  %497 = getelementptr inbounds i8, ptr %366, i32 304, !dbg !249
  %498 = load double, ptr %497, align 8, !dbg !249, !tbaa !243
  %499 = fadd double %496, %498, !dbg !251
    #dbg_value(double %499, !88, !DIExpression(), !229)
    #dbg_value(i32 39, !89, !DIExpression(), !231)
  %500 = fdiv double %499, 3.900000e+01, !dbg !252
    #dbg_value(double %500, !88, !DIExpression(), !229)
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 39, double noundef %500, i32 noundef 312), !dbg !232
  tail call void @llvm.stackrestore.p0(ptr %365), !dbg !233
    #dbg_value(i32 51, !76, !DIExpression(), !227)
    #dbg_value(i32 4, !91, !DIExpression(), !253)
    #dbg_value(i32 5, !92, !DIExpression(), !253)
    #dbg_value(i32 4, !93, !DIExpression(), !253)
    #dbg_value(i32 5, !94, !DIExpression(), !253)
    #dbg_value(ptr poison, !100, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(i32 undef, !95, !DIExpression(), !253)
    #dbg_value(ptr poison, !100, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !253)
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 22, i32 noundef 14, i32 noundef 20), !dbg !254
  ret i32 0, !dbg !255
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree nounwind
declare !dbg !256 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @det_rec(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #3 !dbg !263 {
    #dbg_value(i32 %0, !267, !DIExpression(), !289)
    #dbg_value(ptr %1, !268, !DIExpression(), !289)
  %3 = icmp eq i32 %0, 1, !dbg !290
  br i1 %3, label %12, label %4, !dbg !292

4:                                                ; preds = %2
    #dbg_value(i32 0, !269, !DIExpression(), !289)
    #dbg_value(i32 0, !270, !DIExpression(), !293)
  %5 = icmp sgt i32 %0, 0, !dbg !294
  br i1 %5, label %6, label %72, !dbg !295

6:                                                ; preds = %4
  %7 = add nsw i32 %0, -1
  %8 = mul nuw i32 %7, %7
  %9 = and i32 %0, 1
  %10 = and i32 %0, 2147483646
  %11 = icmp eq i32 %9, 0
  br label %14, !dbg !295

12:                                               ; preds = %2
  %13 = load i32, ptr %1, align 4, !dbg !296, !tbaa !163
  br label %72, !dbg !297

14:                                               ; preds = %26, %6
  %15 = phi i32 [ 0, %6 ], [ %35, %26 ]
  %16 = phi i32 [ 0, %6 ], [ %36, %26 ]
    #dbg_value(i32 %15, !269, !DIExpression(), !289)
    #dbg_value(i32 %16, !270, !DIExpression(), !293)
  %17 = tail call ptr @llvm.stacksave.p0(), !dbg !298
  %18 = alloca i32, i32 %8, align 4, !dbg !298
    #dbg_value(i32 %7, !272, !DIExpression(), !299)
    #dbg_value(i32 %7, !275, !DIExpression(), !299)
    #dbg_declare(ptr %18, !276, !DIExpression(), !300)
    #dbg_value(i32 1, !281, !DIExpression(), !301)
  br label %19, !dbg !302

19:                                               ; preds = %14, %45
  %20 = phi i32 [ %46, %45 ], [ 1, %14 ]
    #dbg_value(i32 %20, !281, !DIExpression(), !301)
    #dbg_value(i32 0, !286, !DIExpression(), !303)
    #dbg_value(i32 0, !283, !DIExpression(), !304)
  %21 = mul nuw nsw i32 %20, %0
  %22 = getelementptr inbounds i32, ptr %1, i32 %21
  %23 = add nsw i32 %20, -1
  %24 = mul nsw i32 %23, %7
  %25 = getelementptr inbounds i32, ptr %18, i32 %24
  br label %48, !dbg !305

26:                                               ; preds = %45
  %27 = and i32 %16, 1, !dbg !306
  %28 = icmp eq i32 %27, 0, !dbg !307
    #dbg_value(i32 poison, !288, !DIExpression(), !299)
  %29 = getelementptr inbounds i32, ptr %1, i32 %16, !dbg !308
  %30 = load i32, ptr %29, align 4, !dbg !308, !tbaa !163
  %31 = sub nsw i32 0, %30, !dbg !309
  %32 = select i1 %28, i32 %30, i32 %31, !dbg !309
  %33 = call fastcc i32 @det_rec(i32 noundef %7, ptr noundef nonnull %18), !dbg !310
  %34 = mul nsw i32 %32, %33, !dbg !311
  %35 = add nsw i32 %34, %15, !dbg !312
    #dbg_value(i32 %35, !269, !DIExpression(), !289)
  tail call void @llvm.stackrestore.p0(ptr %17), !dbg !313
  %36 = add nuw nsw i32 %16, 1, !dbg !314
    #dbg_value(i32 %36, !270, !DIExpression(), !293)
  %37 = icmp eq i32 %36, %0, !dbg !294
  br i1 %37, label %72, label %14, !dbg !295, !llvm.loop !315

38:                                               ; preds = %67
    #dbg_value(i32 %69, !286, !DIExpression(), !303)
    #dbg_value(i32 %68, !283, !DIExpression(), !304)
  %39 = icmp eq i32 %69, %16
  %40 = select i1 %11, i1 true, i1 %39, !dbg !317
  br i1 %40, label %45, label %41, !dbg !317

41:                                               ; preds = %38
  %42 = getelementptr inbounds i32, ptr %22, i32 %69, !dbg !319
  %43 = load i32, ptr %42, align 4, !dbg !319, !tbaa !163
    #dbg_value(i32 %68, !283, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !304)
  %44 = getelementptr inbounds i32, ptr %25, i32 %68, !dbg !321
  store i32 %43, ptr %44, align 4, !dbg !322, !tbaa !163
  br label %45, !dbg !321

45:                                               ; preds = %41, %38
  %46 = add nuw nsw i32 %20, 1, !dbg !323
    #dbg_value(i32 %46, !281, !DIExpression(), !301)
  %47 = icmp eq i32 %46, %0, !dbg !324
  br i1 %47, label %26, label %19, !dbg !302, !llvm.loop !325

48:                                               ; preds = %67, %19
  %49 = phi i32 [ 0, %19 ], [ %69, %67 ]
  %50 = phi i32 [ 0, %19 ], [ %68, %67 ]
  %51 = phi i32 [ 0, %19 ], [ %70, %67 ]
    #dbg_value(i32 %49, !286, !DIExpression(), !303)
    #dbg_value(i32 %50, !283, !DIExpression(), !304)
  %52 = icmp eq i32 %49, %16, !dbg !327
  br i1 %52, label %58, label %53, !dbg !317

53:                                               ; preds = %48
  %54 = getelementptr inbounds i32, ptr %22, i32 %49, !dbg !319
  %55 = load i32, ptr %54, align 4, !dbg !319, !tbaa !163
  %56 = add nsw i32 %50, 1, !dbg !328
    #dbg_value(i32 %56, !283, !DIExpression(), !304)
  %57 = getelementptr inbounds i32, ptr %25, i32 %50, !dbg !321
  store i32 %55, ptr %57, align 4, !dbg !322, !tbaa !163
  br label %58, !dbg !321

58:                                               ; preds = %48, %53
  %59 = phi i32 [ %56, %53 ], [ %50, %48 ], !dbg !304
    #dbg_value(i32 %59, !283, !DIExpression(), !304)
  %60 = or disjoint i32 %49, 1, !dbg !329
    #dbg_value(i32 %60, !286, !DIExpression(), !303)
  %61 = icmp eq i32 %60, %16, !dbg !327
  br i1 %61, label %67, label %62, !dbg !317

62:                                               ; preds = %58
  %63 = getelementptr inbounds i32, ptr %22, i32 %60, !dbg !319
  %64 = load i32, ptr %63, align 4, !dbg !319, !tbaa !163
  %65 = add nsw i32 %59, 1, !dbg !328
    #dbg_value(i32 %65, !283, !DIExpression(), !304)
  %66 = getelementptr inbounds i32, ptr %25, i32 %59, !dbg !321
  store i32 %64, ptr %66, align 4, !dbg !322, !tbaa !163
  br label %67, !dbg !321

67:                                               ; preds = %62, %58
  %68 = phi i32 [ %65, %62 ], [ %59, %58 ], !dbg !304
    #dbg_value(i32 %68, !283, !DIExpression(), !304)
  %69 = add nuw nsw i32 %49, 2, !dbg !329
    #dbg_value(i32 %69, !286, !DIExpression(), !303)
  %70 = add i32 %51, 2, !dbg !305
  %71 = icmp eq i32 %70, %10, !dbg !305
  br i1 %71, label %38, label %48, !dbg !305, !llvm.loop !330

72:                                               ; preds = %26, %4, %12
  %73 = phi i32 [ %13, %12 ], [ 0, %4 ], [ %35, %26 ], !dbg !289
  ret i32 %73, !dbg !332
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @sieve_count(i32 noundef %0) unnamed_addr #4 !dbg !333 {
    #dbg_value(i32 %0, !337, !DIExpression(), !354)
  %2 = add i32 %0, 1, !dbg !355
  %3 = alloca i8, i32 %2, align 1, !dbg !356
    #dbg_value(i32 %2, !338, !DIExpression(), !354)
    #dbg_declare(ptr %3, !339, !DIExpression(), !357)
    #dbg_value(i32 0, !343, !DIExpression(), !358)
  %4 = icmp slt i32 %0, 0, !dbg !359
  br i1 %4, label %81, label %5, !dbg !361

5:                                                ; preds = %1
  %6 = add nuw i32 %0, 1, !dbg !361
  %7 = and i32 %6, 3, !dbg !361
  %8 = icmp ult i32 %0, 3, !dbg !361
  br i1 %8, label %11, label %9, !dbg !361

9:                                                ; preds = %5
  %10 = and i32 %6, -4, !dbg !361
  br label %25, !dbg !361

11:                                               ; preds = %25, %5
  %12 = phi i32 [ 0, %5 ], [ %39, %25 ]
  %13 = icmp eq i32 %7, 0, !dbg !361
  br i1 %13, label %23, label %14, !dbg !361

14:                                               ; preds = %11, %14
  %15 = phi i32 [ %20, %14 ], [ %12, %11 ]
  %16 = phi i32 [ %21, %14 ], [ 0, %11 ]
    #dbg_value(i32 %15, !343, !DIExpression(), !358)
  %17 = icmp ugt i32 %15, 1, !dbg !362
  %18 = zext i1 %17 to i8, !dbg !363
  %19 = getelementptr inbounds i8, ptr %3, i32 %15, !dbg !364
  store i8 %18, ptr %19, align 1, !dbg !365, !tbaa !366
  %20 = add nuw i32 %15, 1, !dbg !367
    #dbg_value(i32 %20, !343, !DIExpression(), !358)
  %21 = add i32 %16, 1, !dbg !361
  %22 = icmp eq i32 %21, %7, !dbg !361
  br i1 %22, label %23, label %14, !dbg !361, !llvm.loop !368

23:                                               ; preds = %14, %11
    #dbg_value(i32 2, !345, !DIExpression(), !369)
  %24 = icmp slt i32 %0, 4, !dbg !370
  br i1 %24, label %42, label %48, !dbg !371

25:                                               ; preds = %25, %9
  %26 = phi i32 [ 0, %9 ], [ %39, %25 ]
  %27 = phi i32 [ 0, %9 ], [ %40, %25 ]
    #dbg_value(i32 %26, !343, !DIExpression(), !358)
  %28 = icmp ne i32 %26, 0, !dbg !362
  %29 = zext i1 %28 to i8, !dbg !363
  %30 = getelementptr inbounds i8, ptr %3, i32 %26, !dbg !364
  store i8 %29, ptr %30, align 1, !dbg !365, !tbaa !366
  %31 = or disjoint i32 %26, 1, !dbg !367
    #dbg_value(i32 %26, !343, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !358)
  %32 = icmp ne i32 %26, 0, !dbg !362
  %33 = zext i1 %32 to i8, !dbg !363
  %34 = getelementptr inbounds i8, ptr %3, i32 %31, !dbg !364
  store i8 %33, ptr %34, align 1, !dbg !365, !tbaa !366
  %35 = or disjoint i32 %26, 2, !dbg !367
    #dbg_value(i32 %35, !343, !DIExpression(), !358)
  %36 = getelementptr inbounds i8, ptr %3, i32 %35, !dbg !364
  store i8 1, ptr %36, align 1, !dbg !365, !tbaa !366
  %37 = or disjoint i32 %26, 3, !dbg !367
    #dbg_value(i32 %37, !343, !DIExpression(), !358)
  %38 = getelementptr inbounds i8, ptr %3, i32 %37, !dbg !364
  store i8 1, ptr %38, align 1, !dbg !365, !tbaa !366
  %39 = add nuw i32 %26, 4, !dbg !367
    #dbg_value(i32 %39, !343, !DIExpression(), !358)
  %40 = add i32 %27, 4, !dbg !361
  %41 = icmp eq i32 %40, %10, !dbg !361
  br i1 %41, label %11, label %25, !dbg !361, !llvm.loop !372

42:                                               ; preds = %61, %23
    #dbg_value(i32 0, !352, !DIExpression(), !374)
    #dbg_value(i32 0, !351, !DIExpression(), !354)
  br i1 %4, label %81, label %43, !dbg !375

43:                                               ; preds = %42
  %44 = and i32 %6, 7, !dbg !375
  %45 = icmp ult i32 %0, 7, !dbg !375
  br i1 %45, label %65, label %46, !dbg !375

46:                                               ; preds = %43
  %47 = and i32 %6, -8, !dbg !375
  br label %83, !dbg !375

48:                                               ; preds = %23, %61
  %49 = phi i32 [ %63, %61 ], [ 4, %23 ]
  %50 = phi i32 [ %62, %61 ], [ 2, %23 ]
    #dbg_value(i32 %50, !345, !DIExpression(), !369)
  %51 = getelementptr inbounds i8, ptr %3, i32 %50, !dbg !376
  %52 = load i8, ptr %51, align 1, !dbg !376, !tbaa !366
  %53 = icmp eq i8 %52, 0, !dbg !376
    #dbg_value(i32 %49, !347, !DIExpression(), !377)
  %54 = icmp sgt i32 %49, %0
  %55 = or i1 %53, %54, !dbg !378
  br i1 %55, label %61, label %56, !dbg !378

56:                                               ; preds = %48, %56
  %57 = phi i32 [ %59, %56 ], [ %49, %48 ]
    #dbg_value(i32 %57, !347, !DIExpression(), !377)
  %58 = getelementptr inbounds i8, ptr %3, i32 %57, !dbg !379
  store i8 0, ptr %58, align 1, !dbg !381, !tbaa !366
  %59 = add nuw nsw i32 %57, %50, !dbg !382
    #dbg_value(i32 %59, !347, !DIExpression(), !377)
  %60 = icmp sgt i32 %59, %0, !dbg !383
  br i1 %60, label %61, label %56, !dbg !384, !llvm.loop !385

61:                                               ; preds = %56, %48
  %62 = add nuw nsw i32 %50, 1, !dbg !387
    #dbg_value(i32 %62, !345, !DIExpression(), !369)
  %63 = mul nuw nsw i32 %62, %62, !dbg !388
  %64 = icmp sgt i32 %63, %0, !dbg !370
  br i1 %64, label %42, label %48, !dbg !371, !llvm.loop !389

65:                                               ; preds = %83, %43
  %66 = phi i32 [ poison, %43 ], [ %125, %83 ]
  %67 = phi i32 [ 0, %43 ], [ %126, %83 ]
  %68 = phi i32 [ 0, %43 ], [ %125, %83 ]
  %69 = icmp eq i32 %44, 0, !dbg !375
  br i1 %69, label %81, label %70, !dbg !375

70:                                               ; preds = %65, %70
  %71 = phi i32 [ %78, %70 ], [ %67, %65 ]
  %72 = phi i32 [ %77, %70 ], [ %68, %65 ]
  %73 = phi i32 [ %79, %70 ], [ 0, %65 ]
    #dbg_value(i32 %71, !352, !DIExpression(), !374)
    #dbg_value(i32 %72, !351, !DIExpression(), !354)
  %74 = getelementptr inbounds i8, ptr %3, i32 %71, !dbg !391
  %75 = load i8, ptr %74, align 1, !dbg !391, !tbaa !366
  %76 = sext i8 %75 to i32, !dbg !393
  %77 = add i32 %72, %76, !dbg !394
    #dbg_value(i32 %77, !351, !DIExpression(), !354)
  %78 = add nuw i32 %71, 1, !dbg !395
    #dbg_value(i32 %78, !352, !DIExpression(), !374)
  %79 = add i32 %73, 1, !dbg !375
  %80 = icmp eq i32 %79, %44, !dbg !375
  br i1 %80, label %81, label %70, !dbg !375, !llvm.loop !396

81:                                               ; preds = %65, %70, %1, %42
  %82 = phi i32 [ 0, %42 ], [ 0, %1 ], [ %66, %65 ], [ %77, %70 ], !dbg !354
  ret i32 %82, !dbg !397

83:                                               ; preds = %83, %46
  %84 = phi i32 [ 0, %46 ], [ %126, %83 ]
  %85 = phi i32 [ 0, %46 ], [ %125, %83 ]
  %86 = phi i32 [ 0, %46 ], [ %127, %83 ]
    #dbg_value(i32 %84, !352, !DIExpression(), !374)
    #dbg_value(i32 %85, !351, !DIExpression(), !354)
  %87 = getelementptr inbounds i8, ptr %3, i32 %84, !dbg !391
  %88 = load i8, ptr %87, align 1, !dbg !391, !tbaa !366
  %89 = sext i8 %88 to i32, !dbg !393
  %90 = add i32 %85, %89, !dbg !394
    #dbg_value(i32 %90, !351, !DIExpression(), !354)
  %91 = or disjoint i32 %84, 1, !dbg !395
    #dbg_value(i32 %91, !352, !DIExpression(), !374)
  %92 = getelementptr inbounds i8, ptr %3, i32 %91, !dbg !391
  %93 = load i8, ptr %92, align 1, !dbg !391, !tbaa !366
  %94 = sext i8 %93 to i32, !dbg !393
  %95 = add i32 %90, %94, !dbg !394
    #dbg_value(i32 %95, !351, !DIExpression(), !354)
  %96 = or disjoint i32 %84, 2, !dbg !395
    #dbg_value(i32 %96, !352, !DIExpression(), !374)
  %97 = getelementptr inbounds i8, ptr %3, i32 %96, !dbg !391
  %98 = load i8, ptr %97, align 1, !dbg !391, !tbaa !366
  %99 = sext i8 %98 to i32, !dbg !393
  %100 = add i32 %95, %99, !dbg !394
    #dbg_value(i32 %100, !351, !DIExpression(), !354)
  %101 = or disjoint i32 %84, 3, !dbg !395
    #dbg_value(i32 %101, !352, !DIExpression(), !374)
  %102 = getelementptr inbounds i8, ptr %3, i32 %101, !dbg !391
  %103 = load i8, ptr %102, align 1, !dbg !391, !tbaa !366
  %104 = sext i8 %103 to i32, !dbg !393
  %105 = add i32 %100, %104, !dbg !394
    #dbg_value(i32 %105, !351, !DIExpression(), !354)
  %106 = or disjoint i32 %84, 4, !dbg !395
    #dbg_value(i32 %106, !352, !DIExpression(), !374)
  %107 = getelementptr inbounds i8, ptr %3, i32 %106, !dbg !391
  %108 = load i8, ptr %107, align 1, !dbg !391, !tbaa !366
  %109 = sext i8 %108 to i32, !dbg !393
  %110 = add i32 %105, %109, !dbg !394
    #dbg_value(i32 %110, !351, !DIExpression(), !354)
  %111 = or disjoint i32 %84, 5, !dbg !395
    #dbg_value(i32 %111, !352, !DIExpression(), !374)
  %112 = getelementptr inbounds i8, ptr %3, i32 %111, !dbg !391
  %113 = load i8, ptr %112, align 1, !dbg !391, !tbaa !366
  %114 = sext i8 %113 to i32, !dbg !393
  %115 = add i32 %110, %114, !dbg !394
    #dbg_value(i32 %115, !351, !DIExpression(), !354)
  %116 = or disjoint i32 %84, 6, !dbg !395
    #dbg_value(i32 %116, !352, !DIExpression(), !374)
  %117 = getelementptr inbounds i8, ptr %3, i32 %116, !dbg !391
  %118 = load i8, ptr %117, align 1, !dbg !391, !tbaa !366
  %119 = sext i8 %118 to i32, !dbg !393
  %120 = add i32 %115, %119, !dbg !394
    #dbg_value(i32 %120, !351, !DIExpression(), !354)
  %121 = or disjoint i32 %84, 7, !dbg !395
    #dbg_value(i32 %121, !352, !DIExpression(), !374)
  %122 = getelementptr inbounds i8, ptr %3, i32 %121, !dbg !391
  %123 = load i8, ptr %122, align 1, !dbg !391, !tbaa !366
  %124 = sext i8 %123 to i32, !dbg !393
  %125 = add i32 %120, %124, !dbg !394
    #dbg_value(i32 %125, !351, !DIExpression(), !354)
  %126 = add nuw i32 %84, 8, !dbg !395
    #dbg_value(i32 %126, !352, !DIExpression(), !374)
  %127 = add i32 %86, 8, !dbg !375
  %128 = icmp eq i32 %127, %47, !dbg !375
  br i1 %128, label %65, label %83, !dbg !375, !llvm.loop !398
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 1, !"NumRegisterParameters", i32 0}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !41, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !{!45, !47, !50, !51, !52, !53, !58, !60, !63, !64, !69, !71, !74, !76, !78, !81, !86, !88, !89, !91, !92, !93, !94, !95, !100, !105, !107}
!45 = !DILocalVariable(name: "n", scope: !46, file: !2, line: 52, type: !43)
!46 = distinct !DILexicalBlock(scope: !40, file: !2, line: 52, column: 5)
!47 = !DILocalVariable(name: "rows", scope: !48, file: !2, line: 53, type: !43)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 52, column: 34)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 52, column: 5)
!50 = !DILocalVariable(name: "cols", scope: !48, file: !2, line: 53, type: !43)
!51 = !DILocalVariable(name: "__vla_expr0", scope: !48, type: !29, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "__vla_expr1", scope: !48, type: !29, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "m", scope: !48, file: !2, line: 54, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !55)
!55 = !{!56, !57}
!56 = !DISubrange(count: !51)
!57 = !DISubrange(count: !52)
!58 = !DILocalVariable(name: "n", scope: !59, file: !2, line: 59, type: !43)
!59 = distinct !DILexicalBlock(scope: !40, file: !2, line: 59, column: 5)
!60 = !DILocalVariable(name: "__vla_expr2", scope: !61, type: !29, flags: DIFlagArtificial)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 59, column: 34)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 59, column: 5)
!63 = !DILocalVariable(name: "__vla_expr3", scope: !61, type: !29, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "m", scope: !61, file: !2, line: 60, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !66)
!66 = !{!67, !68}
!67 = !DISubrange(count: !60)
!68 = !DISubrange(count: !63)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 61, type: !43)
!70 = distinct !DILexicalBlock(scope: !61, file: !2, line: 61, column: 9)
!71 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 62, type: !43)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 62, column: 13)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 61, column: 9)
!74 = !DILocalVariable(name: "n", scope: !75, file: !2, line: 66, type: !43)
!75 = distinct !DILexicalBlock(scope: !40, file: !2, line: 66, column: 5)
!76 = !DILocalVariable(name: "len", scope: !77, file: !2, line: 69, type: !43)
!77 = distinct !DILexicalBlock(scope: !40, file: !2, line: 69, column: 5)
!78 = !DILocalVariable(name: "__vla_expr4", scope: !79, type: !29, flags: DIFlagArtificial)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 69, column: 44)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 69, column: 5)
!81 = !DILocalVariable(name: "buf", scope: !79, file: !2, line: 70, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, elements: !84)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!85}
!85 = !DISubrange(count: !78)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 71, type: !43)
!87 = distinct !DILexicalBlock(scope: !79, file: !2, line: 71, column: 9)
!88 = !DILocalVariable(name: "mean", scope: !79, file: !2, line: 73, type: !83)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 74, type: !43)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 74, column: 9)
!91 = !DILocalVariable(name: "r", scope: !40, file: !2, line: 80, type: !43)
!92 = !DILocalVariable(name: "c", scope: !40, file: !2, line: 80, type: !43)
!93 = !DILocalVariable(name: "__vla_expr5", scope: !40, type: !29, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "__vla_expr6", scope: !40, type: !29, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "grid", scope: !40, file: !2, line: 81, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !97)
!97 = !{!98, !99}
!98 = !DISubrange(count: !93)
!99 = !DISubrange(count: !94)
!100 = !DILocalVariable(name: "row", scope: !40, file: !2, line: 82, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 32)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: -1)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 83, type: !43)
!106 = distinct !DILexicalBlock(scope: !40, file: !2, line: 83, column: 5)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 84, type: !43)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 84, column: 9)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 83, column: 5)
!110 = !DILocation(line: 0, scope: !46)
!111 = !DILocation(line: 52, column: 5, scope: !46)
!112 = !DILocation(line: 53, column: 22, scope: !48)
!113 = !DILocation(line: 0, scope: !48)
!114 = !DILocation(line: 53, column: 36, scope: !48)
!115 = !DILocation(line: 54, column: 9, scope: !48)
!116 = !DILocation(line: 54, column: 13, scope: !48)
!117 = !DILocalVariable(name: "rows", arg: 1, scope: !118, file: !2, line: 13, type: !43)
!118 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !119, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !43, !43, !101, !43}
!121 = !{!117, !122, !123, !124, !125, !127}
!122 = !DILocalVariable(name: "cols", arg: 2, scope: !118, file: !2, line: 13, type: !43)
!123 = !DILocalVariable(name: "m", arg: 3, scope: !118, file: !2, line: 13, type: !101)
!124 = !DILocalVariable(name: "seed", arg: 4, scope: !118, file: !2, line: 13, type: !43)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 14, type: !43)
!126 = distinct !DILexicalBlock(scope: !118, file: !2, line: 14, column: 5)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 15, type: !43)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 15, column: 9)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 14, column: 5)
!130 = !DILocation(line: 0, scope: !118, inlinedAt: !131)
!131 = distinct !DILocation(line: 55, column: 9, scope: !48)
!132 = !DILocation(line: 0, scope: !126, inlinedAt: !131)
!133 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !131)
!134 = !DILocation(line: 0, scope: !128, inlinedAt: !131)
!135 = !DILocation(line: 15, column: 9, scope: !128, inlinedAt: !131)
!136 = !DILocation(line: 14, column: 32, scope: !129, inlinedAt: !131)
!137 = !DILocation(line: 14, column: 23, scope: !129, inlinedAt: !131)
!138 = distinct !{!138, !133, !139, !140}
!139 = !DILocation(line: 16, column: 52, scope: !126, inlinedAt: !131)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !DILocation(line: 7, column: 5, scope: !142, inlinedAt: !156)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 7, column: 5)
!143 = distinct !DISubprogram(name: "sum2d", scope: !2, file: !2, line: 5, type: !144, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !147)
!144 = !DISubroutineType(types: !145)
!145 = !{!146, !43, !43, !101}
!146 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!147 = !{!148, !149, !150, !151, !152, !153}
!148 = !DILocalVariable(name: "rows", arg: 1, scope: !143, file: !2, line: 5, type: !43)
!149 = !DILocalVariable(name: "cols", arg: 2, scope: !143, file: !2, line: 5, type: !43)
!150 = !DILocalVariable(name: "m", arg: 3, scope: !143, file: !2, line: 5, type: !101)
!151 = !DILocalVariable(name: "s", scope: !143, file: !2, line: 6, type: !146)
!152 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 7, type: !43)
!153 = !DILocalVariable(name: "j", scope: !154, file: !2, line: 8, type: !43)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 8, column: 9)
!155 = distinct !DILexicalBlock(scope: !142, file: !2, line: 7, column: 5)
!156 = distinct !DILocation(line: 56, column: 68, scope: !48)
!157 = !DILocation(line: 16, column: 37, scope: !158, inlinedAt: !131)
!158 = distinct !DILexicalBlock(scope: !128, file: !2, line: 15, column: 9)
!159 = !DILocation(line: 16, column: 45, scope: !158, inlinedAt: !131)
!160 = !DILocation(line: 16, column: 50, scope: !158, inlinedAt: !131)
!161 = !DILocation(line: 16, column: 13, scope: !158, inlinedAt: !131)
!162 = !DILocation(line: 16, column: 21, scope: !158, inlinedAt: !131)
!163 = !{!164, !164, i64 0}
!164 = !{!"int", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !DILocation(line: 15, column: 36, scope: !158, inlinedAt: !131)
!168 = !DILocation(line: 15, column: 27, scope: !158, inlinedAt: !131)
!169 = distinct !{!169, !135, !170, !140}
!170 = !DILocation(line: 16, column: 52, scope: !128, inlinedAt: !131)
!171 = !DILocation(line: 0, scope: !142, inlinedAt: !156)
!172 = !DILocation(line: 0, scope: !143, inlinedAt: !156)
!173 = !DILocation(line: 0, scope: !154, inlinedAt: !156)
!174 = !DILocation(line: 8, column: 9, scope: !154, inlinedAt: !156)
!175 = !DILocation(line: 9, column: 18, scope: !176, inlinedAt: !156)
!176 = distinct !DILexicalBlock(scope: !154, file: !2, line: 8, column: 9)
!177 = !DILocation(line: 9, column: 31, scope: !176, inlinedAt: !156)
!178 = !DILocation(line: 9, column: 26, scope: !176, inlinedAt: !156)
!179 = !DILocation(line: 9, column: 15, scope: !176, inlinedAt: !156)
!180 = !DILocation(line: 8, column: 36, scope: !176, inlinedAt: !156)
!181 = distinct !{!181, !182}
!182 = !{!"llvm.loop.unroll.disable"}
!183 = !DILocation(line: 7, column: 32, scope: !155, inlinedAt: !156)
!184 = !DILocation(line: 7, column: 23, scope: !155, inlinedAt: !156)
!185 = distinct !{!185, !141, !186, !140}
!186 = !DILocation(line: 9, column: 34, scope: !142, inlinedAt: !156)
!187 = distinct !{!187, !174, !188, !140}
!188 = !DILocation(line: 9, column: 34, scope: !154, inlinedAt: !156)
!189 = !DILocation(line: 56, column: 58, scope: !48)
!190 = !DILocation(line: 57, column: 16, scope: !48)
!191 = !DILocation(line: 56, column: 9, scope: !48)
!192 = !DILocation(line: 58, column: 5, scope: !49)
!193 = !DILocation(line: 52, column: 23, scope: !49)
!194 = distinct !{!194, !111, !195, !140}
!195 = !DILocation(line: 58, column: 5, scope: !46)
!196 = !DILocation(line: 0, scope: !59)
!197 = !DILocation(line: 60, column: 9, scope: !61)
!198 = !DILocation(line: 0, scope: !61)
!199 = !DILocation(line: 60, column: 13, scope: !61)
!200 = !DILocation(line: 0, scope: !70)
!201 = !DILocation(line: 0, scope: !72)
!202 = !DILocation(line: 63, column: 25, scope: !203)
!203 = distinct !DILexicalBlock(scope: !72, file: !2, line: 62, column: 13)
!204 = !DILocation(line: 62, column: 13, scope: !72)
!205 = !DILocation(line: 64, column: 35, scope: !61)
!206 = !DILocation(line: 64, column: 9, scope: !61)
!207 = !DILocation(line: 65, column: 5, scope: !62)
!208 = !DILocation(line: 59, column: 30, scope: !62)
!209 = !DILocation(line: 59, column: 23, scope: !62)
!210 = !DILocation(line: 59, column: 5, scope: !59)
!211 = distinct !{!211, !210, !212, !140}
!212 = !DILocation(line: 65, column: 5, scope: !59)
!213 = !DILocation(line: 63, column: 17, scope: !203)
!214 = !DILocation(line: 61, column: 27, scope: !73)
!215 = !DILocation(line: 61, column: 9, scope: !70)
!216 = distinct !{!216, !215, !217, !140}
!217 = !DILocation(line: 63, column: 64, scope: !70)
!218 = !DILocation(line: 0, scope: !75)
!219 = !DILocation(line: 67, column: 39, scope: !220)
!220 = distinct !DILexicalBlock(scope: !75, file: !2, line: 66, column: 5)
!221 = !DILocation(line: 67, column: 9, scope: !220)
!222 = !DILocation(line: 66, column: 35, scope: !220)
!223 = !DILocation(line: 66, column: 24, scope: !220)
!224 = !DILocation(line: 66, column: 5, scope: !75)
!225 = distinct !{!225, !224, !226, !140}
!226 = !DILocation(line: 67, column: 53, scope: !75)
!227 = !DILocation(line: 0, scope: !77)
!228 = !DILocation(line: 70, column: 9, scope: !79)
!229 = !DILocation(line: 0, scope: !79)
!230 = !DILocation(line: 0, scope: !87)
!231 = !DILocation(line: 0, scope: !90)
!232 = !DILocation(line: 77, column: 9, scope: !79)
!233 = !DILocation(line: 78, column: 5, scope: !80)
!234 = !DILocation(line: 70, column: 16, scope: !79)
!235 = !DILocation(line: 71, column: 9, scope: !87)
!236 = !DILocation(line: 72, column: 25, scope: !237)
!237 = distinct !DILexicalBlock(scope: !87, file: !2, line: 71, column: 9)
!238 = !DILocation(line: 72, column: 29, scope: !237)
!239 = !DILocation(line: 72, column: 22, scope: !237)
!240 = !DILocation(line: 72, column: 36, scope: !237)
!241 = !DILocation(line: 72, column: 13, scope: !237)
!242 = !DILocation(line: 72, column: 20, scope: !237)
!243 = !{!244, !244, i64 0}
!244 = !{!"double", !165, i64 0}
!245 = !DILocation(line: 71, column: 27, scope: !237)
!246 = distinct !{!246, !235, !247, !140}
!247 = !DILocation(line: 72, column: 38, scope: !87)
!248 = !DILocation(line: 71, column: 35, scope: !237)
!249 = !DILocation(line: 75, column: 21, scope: !250)
!250 = distinct !DILexicalBlock(scope: !90, file: !2, line: 74, column: 9)
!251 = !DILocation(line: 75, column: 18, scope: !250)
!252 = !DILocation(line: 76, column: 14, scope: !79)
!253 = !DILocation(line: 0, scope: !40)
!254 = !DILocation(line: 87, column: 5, scope: !40)
!255 = !DILocation(line: 89, column: 1, scope: !40)
!256 = !DISubprogram(name: "printf", scope: !257, file: !257, line: 356, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!258 = !DISubroutineType(types: !259)
!259 = !{!43, !260, null}
!260 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 32)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!263 = distinct !DISubprogram(name: "det_rec", scope: !2, file: !2, line: 19, type: !264, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!43, !43, !101}
!266 = !{!267, !268, !269, !270, !272, !275, !276, !281, !283, !286, !288}
!267 = !DILocalVariable(name: "n", arg: 1, scope: !263, file: !2, line: 19, type: !43)
!268 = !DILocalVariable(name: "m", arg: 2, scope: !263, file: !2, line: 19, type: !101)
!269 = !DILocalVariable(name: "det", scope: !263, file: !2, line: 22, type: !43)
!270 = !DILocalVariable(name: "c", scope: !271, file: !2, line: 23, type: !43)
!271 = distinct !DILexicalBlock(scope: !263, file: !2, line: 23, column: 5)
!272 = !DILocalVariable(name: "__vla_expr0", scope: !273, type: !29, flags: DIFlagArtificial)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 23, column: 33)
!274 = distinct !DILexicalBlock(scope: !271, file: !2, line: 23, column: 5)
!275 = !DILocalVariable(name: "__vla_expr1", scope: !273, type: !29, flags: DIFlagArtificial)
!276 = !DILocalVariable(name: "sub", scope: !273, file: !2, line: 24, type: !277)
!277 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !278)
!278 = !{!279, !280}
!279 = !DISubrange(count: !272)
!280 = !DISubrange(count: !275)
!281 = !DILocalVariable(name: "i", scope: !282, file: !2, line: 25, type: !43)
!282 = distinct !DILexicalBlock(scope: !273, file: !2, line: 25, column: 9)
!283 = !DILocalVariable(name: "cc", scope: !284, file: !2, line: 26, type: !43)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 25, column: 37)
!285 = distinct !DILexicalBlock(scope: !282, file: !2, line: 25, column: 9)
!286 = !DILocalVariable(name: "j", scope: !287, file: !2, line: 27, type: !43)
!287 = distinct !DILexicalBlock(scope: !284, file: !2, line: 27, column: 13)
!288 = !DILocalVariable(name: "sign", scope: !273, file: !2, line: 31, type: !43)
!289 = !DILocation(line: 0, scope: !263)
!290 = !DILocation(line: 20, column: 11, scope: !291)
!291 = distinct !DILexicalBlock(scope: !263, file: !2, line: 20, column: 9)
!292 = !DILocation(line: 20, column: 9, scope: !263)
!293 = !DILocation(line: 0, scope: !271)
!294 = !DILocation(line: 23, column: 23, scope: !274)
!295 = !DILocation(line: 23, column: 5, scope: !271)
!296 = !DILocation(line: 21, column: 16, scope: !291)
!297 = !DILocation(line: 21, column: 9, scope: !291)
!298 = !DILocation(line: 24, column: 9, scope: !273)
!299 = !DILocation(line: 0, scope: !273)
!300 = !DILocation(line: 24, column: 13, scope: !273)
!301 = !DILocation(line: 0, scope: !282)
!302 = !DILocation(line: 25, column: 9, scope: !282)
!303 = !DILocation(line: 0, scope: !287)
!304 = !DILocation(line: 0, scope: !284)
!305 = !DILocation(line: 27, column: 13, scope: !287)
!306 = !DILocation(line: 31, column: 22, scope: !273)
!307 = !DILocation(line: 31, column: 20, scope: !273)
!308 = !DILocation(line: 32, column: 23, scope: !273)
!309 = !DILocation(line: 32, column: 21, scope: !273)
!310 = !DILocation(line: 32, column: 33, scope: !273)
!311 = !DILocation(line: 32, column: 31, scope: !273)
!312 = !DILocation(line: 32, column: 13, scope: !273)
!313 = !DILocation(line: 33, column: 5, scope: !274)
!314 = !DILocation(line: 23, column: 29, scope: !274)
!315 = distinct !{!315, !295, !316, !140}
!316 = !DILocation(line: 33, column: 5, scope: !271)
!317 = !DILocation(line: 28, column: 21, scope: !318)
!318 = distinct !DILexicalBlock(scope: !287, file: !2, line: 27, column: 13)
!319 = !DILocation(line: 29, column: 40, scope: !320)
!320 = distinct !DILexicalBlock(scope: !318, file: !2, line: 28, column: 21)
!321 = !DILocation(line: 29, column: 21, scope: !320)
!322 = !DILocation(line: 29, column: 38, scope: !320)
!323 = !DILocation(line: 25, column: 33, scope: !285)
!324 = !DILocation(line: 25, column: 27, scope: !285)
!325 = distinct !{!325, !302, !326, !140}
!326 = !DILocation(line: 30, column: 9, scope: !282)
!327 = !DILocation(line: 28, column: 23, scope: !320)
!328 = !DILocation(line: 29, column: 34, scope: !320)
!329 = !DILocation(line: 27, column: 37, scope: !318)
!330 = distinct !{!330, !305, !331, !140}
!331 = !DILocation(line: 29, column: 46, scope: !287)
!332 = !DILocation(line: 35, column: 1, scope: !263)
!333 = distinct !DISubprogram(name: "sieve_count", scope: !2, file: !2, line: 37, type: !334, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !336)
!334 = !DISubroutineType(types: !335)
!335 = !{!29, !43}
!336 = !{!337, !338, !339, !343, !345, !347, !351, !352}
!337 = !DILocalVariable(name: "n", arg: 1, scope: !333, file: !2, line: 37, type: !43)
!338 = !DILocalVariable(name: "__vla_expr0", scope: !333, type: !29, flags: DIFlagArtificial)
!339 = !DILocalVariable(name: "is", scope: !333, file: !2, line: 38, type: !340)
!340 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !341)
!341 = !{!342}
!342 = !DISubrange(count: !338)
!343 = !DILocalVariable(name: "i", scope: !344, file: !2, line: 39, type: !43)
!344 = distinct !DILexicalBlock(scope: !333, file: !2, line: 39, column: 5)
!345 = !DILocalVariable(name: "i", scope: !346, file: !2, line: 41, type: !43)
!346 = distinct !DILexicalBlock(scope: !333, file: !2, line: 41, column: 5)
!347 = !DILocalVariable(name: "j", scope: !348, file: !2, line: 43, type: !43)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 43, column: 13)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 42, column: 13)
!350 = distinct !DILexicalBlock(scope: !346, file: !2, line: 41, column: 5)
!351 = !DILocalVariable(name: "c", scope: !333, file: !2, line: 45, type: !29)
!352 = !DILocalVariable(name: "i", scope: !353, file: !2, line: 46, type: !43)
!353 = distinct !DILexicalBlock(scope: !333, file: !2, line: 46, column: 5)
!354 = !DILocation(line: 0, scope: !333)
!355 = !DILocation(line: 38, column: 15, scope: !333)
!356 = !DILocation(line: 38, column: 5, scope: !333)
!357 = !DILocation(line: 38, column: 10, scope: !333)
!358 = !DILocation(line: 0, scope: !344)
!359 = !DILocation(line: 39, column: 23, scope: !360)
!360 = distinct !DILexicalBlock(scope: !344, file: !2, line: 39, column: 5)
!361 = !DILocation(line: 39, column: 5, scope: !344)
!362 = !DILocation(line: 40, column: 19, scope: !360)
!363 = !DILocation(line: 40, column: 17, scope: !360)
!364 = !DILocation(line: 40, column: 9, scope: !360)
!365 = !DILocation(line: 40, column: 15, scope: !360)
!366 = !{!165, !165, i64 0}
!367 = !DILocation(line: 39, column: 30, scope: !360)
!368 = distinct !{!368, !182}
!369 = !DILocation(line: 0, scope: !346)
!370 = !DILocation(line: 41, column: 27, scope: !350)
!371 = !DILocation(line: 41, column: 5, scope: !346)
!372 = distinct !{!372, !361, !373, !140}
!373 = !DILocation(line: 40, column: 22, scope: !344)
!374 = !DILocation(line: 0, scope: !353)
!375 = !DILocation(line: 46, column: 5, scope: !353)
!376 = !DILocation(line: 42, column: 13, scope: !349)
!377 = !DILocation(line: 0, scope: !348)
!378 = !DILocation(line: 42, column: 13, scope: !350)
!379 = !DILocation(line: 44, column: 17, scope: !380)
!380 = distinct !DILexicalBlock(scope: !348, file: !2, line: 43, column: 13)
!381 = !DILocation(line: 44, column: 23, scope: !380)
!382 = !DILocation(line: 43, column: 43, scope: !380)
!383 = !DILocation(line: 43, column: 35, scope: !380)
!384 = !DILocation(line: 43, column: 13, scope: !348)
!385 = distinct !{!385, !384, !386, !140}
!386 = !DILocation(line: 44, column: 25, scope: !348)
!387 = !DILocation(line: 41, column: 34, scope: !350)
!388 = !DILocation(line: 41, column: 23, scope: !350)
!389 = distinct !{!389, !371, !390, !140}
!390 = !DILocation(line: 44, column: 25, scope: !346)
!391 = !DILocation(line: 47, column: 24, scope: !392)
!392 = distinct !DILexicalBlock(scope: !353, file: !2, line: 46, column: 5)
!393 = !DILocation(line: 47, column: 14, scope: !392)
!394 = !DILocation(line: 47, column: 11, scope: !392)
!395 = !DILocation(line: 46, column: 30, scope: !392)
!396 = distinct !{!396, !182}
!397 = !DILocation(line: 49, column: 1, scope: !333)
!398 = distinct !{!398, !375, !399, !140}
!399 = !DILocation(line: 47, column: 28, scope: !353)
