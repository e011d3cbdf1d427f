; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i32 1, !44, !DIExpression(), !110)
  br label %1, !dbg !111

1:                                                ; preds = %0, %48
  %2 = phi i64 [ 1, %0 ], [ %3, %48 ]
    #dbg_value(i64 %2, !44, !DIExpression(), !110)
  %3 = add nuw nsw i64 %2, 1, !dbg !112
    #dbg_value(i64 %3, !46, !DIExpression(), !113)
  %4 = shl nuw nsw i64 %2, 1, !dbg !114
    #dbg_value(i64 %4, !49, !DIExpression(), !113)
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !115
  %6 = mul nuw nsw i64 %3, %4, !dbg !115
  %7 = alloca i32, i64 %6, align 16, !dbg !115
    #dbg_value(i64 %3, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !113)
    #dbg_value(i64 %4, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !113)
    #dbg_declare(ptr %7, !53, !DIExpression(), !116)
    #dbg_value(i64 %3, !117, !DIExpression(), !130)
    #dbg_value(i64 %4, !122, !DIExpression(), !130)
    #dbg_value(ptr %7, !123, !DIExpression(), !130)
    #dbg_value(i64 %2, !124, !DIExpression(), !130)
    #dbg_value(i32 0, !125, !DIExpression(), !132)
  %8 = trunc nuw nsw i64 %4 to i32
  %9 = trunc nuw nsw i64 %2 to i32
  br label %10, !dbg !133

10:                                               ; preds = %17, %1
  %11 = phi i64 [ 0, %1 ], [ %18, %17 ]
    #dbg_value(i64 %11, !125, !DIExpression(), !132)
    #dbg_value(i32 0, !127, !DIExpression(), !134)
  %12 = trunc i64 %11 to i32
  %13 = mul nuw nsw i32 %8, %12
  %14 = add nuw nsw i32 %13, %9
  %15 = mul nuw nsw i64 %11, %4
  %16 = getelementptr inbounds i32, ptr %7, i64 %15
  br label %20, !dbg !135

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %11, 1, !dbg !136
    #dbg_value(i64 %18, !125, !DIExpression(), !132)
  %19 = icmp eq i64 %11, %2, !dbg !137
  br i1 %19, label %29, label %10, !dbg !133, !llvm.loop !138

20:                                               ; preds = %20, %10
  %21 = phi i64 [ 0, %10 ], [ %27, %20 ]
    #dbg_value(i64 %21, !127, !DIExpression(), !134)
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !142
  %23 = add i32 %14, %22, !dbg !142
  %24 = srem i32 %23, 17, !dbg !144
  %25 = add nsw i32 %24, -8, !dbg !145
  %26 = getelementptr inbounds i32, ptr %16, i64 %21, !dbg !146
  store i32 %25, ptr %26, align 4, !dbg !147, !tbaa !148
  %27 = add nuw nsw i64 %21, 1, !dbg !152
    #dbg_value(i64 %27, !127, !DIExpression(), !134)
  %28 = icmp eq i64 %27, %4, !dbg !153
  br i1 %28, label %17, label %20, !dbg !135, !llvm.loop !154

29:                                               ; preds = %17, %34
  %30 = phi i64 [ %35, %34 ], [ 0, %17 ]
  %31 = phi i64 [ %45, %34 ], [ 0, %17 ]
    #dbg_value(i64 %30, !156, !DIExpression(), !170)
    #dbg_value(i64 %31, !166, !DIExpression(), !172)
    #dbg_value(i32 0, !167, !DIExpression(), !173)
    #dbg_value(i64 %31, !166, !DIExpression(), !172)
  %32 = mul nuw nsw i64 %30, %4
  %33 = getelementptr inbounds i32, ptr %7, i64 %32
  br label %37, !dbg !174

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %30, 1, !dbg !175
    #dbg_value(i64 %35, !156, !DIExpression(), !170)
    #dbg_value(i64 %45, !166, !DIExpression(), !172)
  %36 = icmp eq i64 %30, %2, !dbg !176
  br i1 %36, label %48, label %29, !dbg !177, !llvm.loop !178

37:                                               ; preds = %37, %29
  %38 = phi i64 [ 0, %29 ], [ %46, %37 ]
  %39 = phi i64 [ %31, %29 ], [ %45, %37 ]
    #dbg_value(i64 %38, !167, !DIExpression(), !173)
    #dbg_value(i64 %39, !166, !DIExpression(), !172)
  %40 = getelementptr inbounds i32, ptr %33, i64 %38, !dbg !180
  %41 = load i32, ptr %40, align 4, !dbg !180, !tbaa !148
  %42 = sub nsw i64 %30, %38, !dbg !182
  %43 = sext i32 %41 to i64, !dbg !183
  %44 = mul nsw i64 %42, %43, !dbg !183
  %45 = add nsw i64 %44, %39, !dbg !184
    #dbg_value(i64 %45, !166, !DIExpression(), !172)
  %46 = add nuw nsw i64 %38, 1, !dbg !185
    #dbg_value(i64 %46, !167, !DIExpression(), !173)
  %47 = icmp eq i64 %46, %4, !dbg !186
  br i1 %47, label %34, label %37, !dbg !174, !llvm.loop !187

48:                                               ; preds = %34
  %49 = shl nuw nsw i64 %6, 2, !dbg !189
  %50 = mul nuw nsw i64 %4, %2, !dbg !190
  %51 = getelementptr inbounds i32, ptr %7, i64 %50, !dbg !190
  %52 = getelementptr i32, ptr %51, i64 %4, !dbg !190
  %53 = getelementptr i8, ptr %52, i64 -4, !dbg !190
  %54 = load i32, ptr %53, align 4, !dbg !190, !tbaa !148
  %55 = trunc nuw nsw i64 %2 to i32, !dbg !191
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55, i64 noundef %49, i64 noundef %45, i32 noundef %54), !dbg !191
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !192
    #dbg_value(i64 %3, !44, !DIExpression(), !110)
  %57 = icmp eq i64 %3, 7, !dbg !193
  br i1 %57, label %58, label %1, !dbg !111, !llvm.loop !194

58:                                               ; preds = %48, %69
  %59 = phi i64 [ %74, %69 ], [ 1, %48 ]
    #dbg_value(i64 %59, !58, !DIExpression(), !196)
  %60 = tail call ptr @llvm.stacksave.p0(), !dbg !197
  %61 = mul nuw nsw i64 %59, %59, !dbg !197
  %62 = alloca i32, i64 %61, align 16, !dbg !197
    #dbg_value(i64 %59, !60, !DIExpression(), !198)
    #dbg_value(i64 %59, !63, !DIExpression(), !198)
    #dbg_declare(ptr %62, !64, !DIExpression(), !199)
    #dbg_value(i32 0, !69, !DIExpression(), !200)
  %63 = trunc nuw nsw i64 %59 to i32
  br label %64, !dbg !201

64:                                               ; preds = %58, %76
  %65 = phi i64 [ 0, %58 ], [ %77, %76 ]
    #dbg_value(i64 %65, !69, !DIExpression(), !200)
  %66 = mul nuw nsw i64 %65, 3
  %67 = mul nuw nsw i64 %65, %59
  %68 = getelementptr inbounds i32, ptr %62, i64 %67
    #dbg_value(i32 0, !71, !DIExpression(), !202)
  br label %79, !dbg !203

69:                                               ; preds = %76
  %70 = trunc nuw nsw i64 %59 to i32, !dbg !204
  %71 = call fastcc i32 @det_rec(i32 noundef %70, ptr noundef nonnull %62), !dbg !204
  %72 = trunc nuw nsw i64 %59 to i32, !dbg !205
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %72, i32 noundef %71), !dbg !205
  tail call void @llvm.stackrestore.p0(ptr %60), !dbg !206
  %74 = add nuw nsw i64 %59, 1, !dbg !207
    #dbg_value(i64 %74, !58, !DIExpression(), !196)
  %75 = icmp eq i64 %74, 7, !dbg !208
  br i1 %75, label %90, label %58, !dbg !209, !llvm.loop !210

76:                                               ; preds = %79
  %77 = add nuw nsw i64 %65, 1, !dbg !212
    #dbg_value(i64 %77, !69, !DIExpression(), !200)
  %78 = icmp eq i64 %77, %59, !dbg !213
  br i1 %78, label %69, label %64, !dbg !201, !llvm.loop !214

79:                                               ; preds = %64, %79
  %80 = phi i64 [ 0, %64 ], [ %88, %79 ]
    #dbg_value(i64 %80, !71, !DIExpression(), !202)
  %81 = icmp eq i64 %65, %80, !dbg !216
  %82 = add nuw nsw i64 %80, %66, !dbg !218
  %83 = trunc nuw nsw i64 %82 to i32, !dbg !218
  %84 = and i32 %83, 3, !dbg !218
  %85 = add nsw i32 %84, -1, !dbg !218
  %86 = select i1 %81, i32 %63, i32 %85, !dbg !218
  %87 = getelementptr inbounds i32, ptr %68, i64 %80, !dbg !219
  store i32 %86, ptr %87, align 4, !dbg !220, !tbaa !148
  %88 = add nuw nsw i64 %80, 1, !dbg !221
    #dbg_value(i64 %88, !71, !DIExpression(), !202)
  %89 = icmp eq i64 %88, %59, !dbg !222
  br i1 %89, label %76, label %79, !dbg !203, !llvm.loop !223

90:                                               ; preds = %69, %90
  %91 = phi i32 [ %94, %90 ], [ 10, %69 ]
    #dbg_value(i32 %91, !74, !DIExpression(), !225)
  %92 = tail call fastcc i32 @sieve_count(i32 noundef %91), !dbg !226
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91, i32 noundef %92), !dbg !228
  %94 = mul nuw nsw i32 %91, 3, !dbg !229
    #dbg_value(i32 %94, !74, !DIExpression(), !225)
  %95 = icmp ult i32 %91, 1667, !dbg !230
  br i1 %95, label %90, label %98, !dbg !231, !llvm.loop !232

96:                                               ; preds = %113
    #dbg_value(i32 4, !91, !DIExpression(), !234)
    #dbg_value(i32 5, !92, !DIExpression(), !234)
  %97 = alloca [20 x i32], align 16, !dbg !235
    #dbg_value(i64 4, !93, !DIExpression(), !234)
    #dbg_value(i64 5, !94, !DIExpression(), !234)
    #dbg_declare(ptr %97, !95, !DIExpression(), !236)
    #dbg_value(ptr %97, !100, !DIExpression(), !234)
    #dbg_value(i32 0, !105, !DIExpression(), !237)
  br label %130, !dbg !238

98:                                               ; preds = %90, %113
  %99 = phi i64 [ %120, %113 ], [ 3, %90 ]
    #dbg_value(i64 %99, !76, !DIExpression(), !239)
  %100 = tail call ptr @llvm.stacksave.p0(), !dbg !240
  %101 = alloca double, i64 %99, align 16, !dbg !240
    #dbg_value(i64 %99, !78, !DIExpression(), !241)
    #dbg_declare(ptr %101, !81, !DIExpression(), !242)
    #dbg_value(i32 0, !86, !DIExpression(), !243)
  %102 = trunc nuw nsw i64 %99 to i32
  br label %103, !dbg !244

103:                                              ; preds = %98, %103
  %104 = phi i64 [ 0, %98 ], [ %111, %103 ]
    #dbg_value(i64 %104, !86, !DIExpression(), !243)
  %105 = trunc i64 %104 to i32, !dbg !245
  %106 = mul i32 %105, 7, !dbg !245
  %107 = urem i32 %106, %102, !dbg !245
  %108 = uitofp nneg i32 %107 to double, !dbg !247
  %109 = fmul double %108, 5.000000e-01, !dbg !248
  %110 = getelementptr inbounds double, ptr %101, i64 %104, !dbg !249
  store double %109, ptr %110, align 8, !dbg !250, !tbaa !251
  %111 = add nuw nsw i64 %104, 1, !dbg !253
    #dbg_value(i64 %111, !86, !DIExpression(), !243)
  %112 = icmp eq i64 %111, %99, !dbg !254
  br i1 %112, label %122, label %103, !dbg !244, !llvm.loop !255

113:                                              ; preds = %122
  %114 = trunc nuw nsw i64 %99 to i32, !dbg !257
  %115 = uitofp nneg i32 %114 to double, !dbg !257
  %116 = fdiv double %127, %115, !dbg !258
    #dbg_value(double %116, !88, !DIExpression(), !241)
  %117 = shl nuw nsw i64 %99, 3, !dbg !259
  %118 = trunc nuw nsw i64 %99 to i32, !dbg !260
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %118, double noundef %116, i64 noundef %117), !dbg !260
  tail call void @llvm.stackrestore.p0(ptr %100), !dbg !261
  %120 = add nuw nsw i64 %99, 12, !dbg !262
    #dbg_value(i64 %120, !76, !DIExpression(), !239)
  %121 = icmp ult i64 %99, 28, !dbg !263
  br i1 %121, label %98, label %96, !dbg !264, !llvm.loop !265

122:                                              ; preds = %103, %122
  %123 = phi i64 [ %128, %122 ], [ 0, %103 ]
  %124 = phi double [ %127, %122 ], [ 0.000000e+00, %103 ]
    #dbg_value(i64 %123, !89, !DIExpression(), !267)
    #dbg_value(double %124, !88, !DIExpression(), !241)
  %125 = getelementptr inbounds double, ptr %101, i64 %123, !dbg !268
  %126 = load double, ptr %125, align 8, !dbg !268, !tbaa !251
  %127 = fadd double %124, %126, !dbg !270
    #dbg_value(double %127, !88, !DIExpression(), !241)
  %128 = add nuw nsw i64 %123, 1, !dbg !271
    #dbg_value(i64 %128, !89, !DIExpression(), !267)
  %129 = icmp eq i64 %128, %99, !dbg !272
  br i1 %129, label %113, label %122, !dbg !273, !llvm.loop !274

130:                                              ; preds = %96, %141
  %131 = phi i64 [ 0, %96 ], [ %142, %141 ]
    #dbg_value(i64 %131, !105, !DIExpression(), !237)
  %132 = mul nuw nsw i64 %131, 10
  %133 = mul i64 %131, 20
  %134 = getelementptr inbounds i8, ptr %97, i64 %133
    #dbg_value(i32 0, !107, !DIExpression(), !276)
  br label %144, !dbg !277

135:                                              ; preds = %141
    #dbg_value(ptr %97, !100, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !234)
  %136 = getelementptr inbounds i8, ptr %97, i64 48, !dbg !278
  %137 = load i32, ptr %136, align 16, !dbg !278, !tbaa !148
  %138 = getelementptr inbounds i8, ptr %97, i64 36, !dbg !279
  %139 = load i32, ptr %138, align 4, !dbg !279, !tbaa !148
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %137, i32 noundef %139, i64 noundef 20), !dbg !280
  ret i32 0, !dbg !281

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %131, 1, !dbg !282
    #dbg_value(i64 %142, !105, !DIExpression(), !237)
  %143 = icmp eq i64 %142, 4, !dbg !283
  br i1 %143, label %135, label %130, !dbg !238, !llvm.loop !284

144:                                              ; preds = %130, %144
  %145 = phi i64 [ 0, %130 ], [ %149, %144 ]
    #dbg_value(i64 %145, !107, !DIExpression(), !276)
  %146 = add nuw nsw i64 %145, %132, !dbg !286
  %147 = getelementptr inbounds i32, ptr %134, i64 %145, !dbg !288
  %148 = trunc nuw nsw i64 %146 to i32, !dbg !289
  store i32 %148, ptr %147, align 4, !dbg !289, !tbaa !148
  %149 = add nuw nsw i64 %145, 1, !dbg !290
    #dbg_value(i64 %149, !107, !DIExpression(), !276)
  %150 = icmp eq i64 %149, 5, !dbg !291
  br i1 %150, label %141, label %144, !dbg !277, !llvm.loop !292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree nounwind
declare !dbg !294 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @det_rec(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #3 !dbg !301 {
    #dbg_value(i32 %0, !305, !DIExpression(), !327)
    #dbg_value(ptr %1, !306, !DIExpression(), !327)
  %3 = zext i32 %0 to i64
  %4 = icmp eq i32 %0, 1, !dbg !328
  br i1 %4, label %14, label %5, !dbg !330

5:                                                ; preds = %2
    #dbg_value(i32 0, !307, !DIExpression(), !327)
    #dbg_value(i32 0, !308, !DIExpression(), !331)
  %6 = icmp sgt i32 %0, 0, !dbg !332
  br i1 %6, label %7, label %57, !dbg !333

7:                                                ; preds = %5
  %8 = add nsw i32 %0, -1
  %9 = zext i32 %8 to i64
  %10 = mul nuw i64 %9, %9
  %11 = zext nneg i32 %0 to i64, !dbg !332
  %12 = zext nneg i32 %0 to i64
  %13 = zext nneg i32 %0 to i64
  br label %16, !dbg !333

14:                                               ; preds = %2
  %15 = load i32, ptr %1, align 4, !dbg !334, !tbaa !148
  br label %57, !dbg !335

16:                                               ; preds = %7, %28
  %17 = phi i64 [ 0, %7 ], [ %38, %28 ]
  %18 = phi i32 [ 0, %7 ], [ %37, %28 ]
    #dbg_value(i32 %18, !307, !DIExpression(), !327)
    #dbg_value(i64 %17, !308, !DIExpression(), !331)
  %19 = tail call ptr @llvm.stacksave.p0(), !dbg !336
  %20 = alloca i32, i64 %10, align 16, !dbg !336
    #dbg_value(i64 %9, !310, !DIExpression(), !337)
    #dbg_value(i64 %9, !313, !DIExpression(), !337)
    #dbg_declare(ptr %20, !314, !DIExpression(), !338)
    #dbg_value(i32 1, !319, !DIExpression(), !339)
  br label %21, !dbg !340

21:                                               ; preds = %16, %40
  %22 = phi i64 [ 1, %16 ], [ %41, %40 ]
    #dbg_value(i64 %22, !319, !DIExpression(), !339)
    #dbg_value(i32 0, !324, !DIExpression(), !341)
    #dbg_value(i32 0, !321, !DIExpression(), !342)
  %23 = mul nuw nsw i64 %22, %3
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = add nsw i64 %22, -1
  %26 = mul nuw nsw i64 %25, %9
  %27 = getelementptr inbounds i32, ptr %20, i64 %26
  br label %43, !dbg !343

28:                                               ; preds = %40
  %29 = and i64 %17, 1, !dbg !344
  %30 = icmp eq i64 %29, 0, !dbg !344
    #dbg_value(i32 poison, !326, !DIExpression(), !337)
  %31 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !345
  %32 = load i32, ptr %31, align 4, !dbg !345, !tbaa !148
  %33 = sub nsw i32 0, %32, !dbg !346
  %34 = select i1 %30, i32 %32, i32 %33, !dbg !346
  %35 = call fastcc i32 @det_rec(i32 noundef %8, ptr noundef nonnull %20), !dbg !347
  %36 = mul nsw i32 %34, %35, !dbg !348
  %37 = add nsw i32 %36, %18, !dbg !349
    #dbg_value(i32 %37, !307, !DIExpression(), !327)
  tail call void @llvm.stackrestore.p0(ptr %19), !dbg !350
  %38 = add nuw nsw i64 %17, 1, !dbg !351
    #dbg_value(i64 %38, !308, !DIExpression(), !331)
  %39 = icmp eq i64 %38, %11, !dbg !332
  br i1 %39, label %57, label %16, !dbg !333, !llvm.loop !352

40:                                               ; preds = %53
  %41 = add nuw nsw i64 %22, 1, !dbg !354
    #dbg_value(i64 %41, !319, !DIExpression(), !339)
  %42 = icmp eq i64 %41, %12, !dbg !355
  br i1 %42, label %28, label %21, !dbg !340, !llvm.loop !356

43:                                               ; preds = %21, %53
  %44 = phi i64 [ 0, %21 ], [ %55, %53 ]
  %45 = phi i32 [ 0, %21 ], [ %54, %53 ]
    #dbg_value(i64 %44, !324, !DIExpression(), !341)
    #dbg_value(i32 %45, !321, !DIExpression(), !342)
  %46 = icmp eq i64 %44, %17, !dbg !358
  br i1 %46, label %53, label %47, !dbg !361

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr %24, i64 %44, !dbg !362
  %49 = load i32, ptr %48, align 4, !dbg !362, !tbaa !148
  %50 = add nsw i32 %45, 1, !dbg !363
    #dbg_value(i32 %50, !321, !DIExpression(), !342)
  %51 = sext i32 %45 to i64, !dbg !364
  %52 = getelementptr inbounds i32, ptr %27, i64 %51, !dbg !364
  store i32 %49, ptr %52, align 4, !dbg !365, !tbaa !148
  br label %53, !dbg !364

53:                                               ; preds = %43, %47
  %54 = phi i32 [ %50, %47 ], [ %45, %43 ], !dbg !342
    #dbg_value(i32 %54, !321, !DIExpression(), !342)
  %55 = add nuw nsw i64 %44, 1, !dbg !366
    #dbg_value(i64 %55, !324, !DIExpression(), !341)
  %56 = icmp eq i64 %55, %13, !dbg !367
  br i1 %56, label %40, label %43, !dbg !343, !llvm.loop !368

57:                                               ; preds = %28, %5, %14
  %58 = phi i32 [ %15, %14 ], [ 0, %5 ], [ %37, %28 ], !dbg !327
  ret i32 %58, !dbg !370
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @sieve_count(i32 noundef %0) unnamed_addr #4 !dbg !371 {
    #dbg_value(i32 %0, !375, !DIExpression(), !392)
  %2 = add nsw i32 %0, 1, !dbg !393
  %3 = zext i32 %2 to i64, !dbg !394
  %4 = alloca i8, i64 %3, align 16, !dbg !394
    #dbg_value(i64 %3, !376, !DIExpression(), !392)
    #dbg_declare(ptr %4, !377, !DIExpression(), !395)
    #dbg_value(i32 0, !381, !DIExpression(), !396)
  %5 = icmp slt i32 %0, 0, !dbg !397
  br i1 %5, label %9, label %6, !dbg !399

6:                                                ; preds = %1
  %7 = add nuw i32 %0, 1, !dbg !399
  %8 = zext i32 %7 to i64, !dbg !397
  br label %11, !dbg !399

9:                                                ; preds = %11, %1
    #dbg_value(i32 2, !383, !DIExpression(), !400)
  %10 = icmp slt i32 %0, 4, !dbg !401
  br i1 %10, label %18, label %23, !dbg !402

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %16, %11 ]
    #dbg_value(i64 %12, !381, !DIExpression(), !396)
  %13 = icmp ugt i64 %12, 1, !dbg !403
  %14 = zext i1 %13 to i8, !dbg !404
  %15 = getelementptr inbounds i8, ptr %4, i64 %12, !dbg !405
  store i8 %14, ptr %15, align 1, !dbg !406, !tbaa !407
  %16 = add nuw nsw i64 %12, 1, !dbg !408
    #dbg_value(i64 %16, !381, !DIExpression(), !396)
  %17 = icmp eq i64 %16, %8, !dbg !397
  br i1 %17, label %9, label %11, !dbg !399, !llvm.loop !409

18:                                               ; preds = %39, %9
    #dbg_value(i32 0, !390, !DIExpression(), !411)
    #dbg_value(i32 0, !389, !DIExpression(), !392)
  %19 = icmp slt i32 %0, 0, !dbg !412
  br i1 %19, label %45, label %20, !dbg !414

20:                                               ; preds = %18
  %21 = add nuw i32 %0, 1, !dbg !414
  %22 = zext i32 %21 to i64, !dbg !412
  br label %47, !dbg !414

23:                                               ; preds = %9, %39
  %24 = phi i64 [ %40, %39 ], [ 2, %9 ]
  %25 = phi i32 [ %44, %39 ], [ 4, %9 ]
    #dbg_value(i64 %24, !383, !DIExpression(), !400)
  %26 = getelementptr inbounds i8, ptr %4, i64 %24, !dbg !415
  %27 = load i8, ptr %26, align 1, !dbg !415, !tbaa !407
  %28 = icmp eq i8 %27, 0, !dbg !415
    #dbg_value(i32 %25, !385, !DIExpression(), !416)
  %29 = icmp sgt i32 %25, %0
  %30 = or i1 %28, %29, !dbg !417
  br i1 %30, label %39, label %31, !dbg !417

31:                                               ; preds = %23
  %32 = zext nneg i32 %25 to i64, !dbg !418
  br label %33, !dbg !418

33:                                               ; preds = %31, %33
  %34 = phi i64 [ %32, %31 ], [ %36, %33 ]
    #dbg_value(i64 %34, !385, !DIExpression(), !416)
  %35 = getelementptr inbounds i8, ptr %4, i64 %34, !dbg !419
  store i8 0, ptr %35, align 1, !dbg !421, !tbaa !407
  %36 = add nuw nsw i64 %34, %24, !dbg !422
    #dbg_value(i64 %36, !385, !DIExpression(), !416)
  %37 = trunc nuw i64 %36 to i32, !dbg !423
  %38 = icmp sgt i32 %37, %0, !dbg !423
  br i1 %38, label %39, label %33, !dbg !418, !llvm.loop !424

39:                                               ; preds = %33, %23
  %40 = add nuw nsw i64 %24, 1, !dbg !426
    #dbg_value(i64 %40, !383, !DIExpression(), !400)
  %41 = mul nuw nsw i64 %40, %40, !dbg !427
  %42 = trunc nuw i64 %41 to i32, !dbg !401
  %43 = icmp sgt i32 %42, %0, !dbg !401
  %44 = trunc nuw i64 %41 to i32, !dbg !402
  br i1 %43, label %18, label %23, !dbg !402, !llvm.loop !428

45:                                               ; preds = %47, %18
  %46 = phi i32 [ 0, %18 ], [ %53, %47 ], !dbg !392
  ret i32 %46, !dbg !430

47:                                               ; preds = %20, %47
  %48 = phi i64 [ 0, %20 ], [ %54, %47 ]
  %49 = phi i32 [ 0, %20 ], [ %53, %47 ]
    #dbg_value(i64 %48, !390, !DIExpression(), !411)
    #dbg_value(i32 %49, !389, !DIExpression(), !392)
  %50 = getelementptr inbounds i8, ptr %4, i64 %48, !dbg !431
  %51 = load i8, ptr %50, align 1, !dbg !431, !tbaa !407
  %52 = sext i8 %51 to i32, !dbg !432
  %53 = add i32 %49, %52, !dbg !433
    #dbg_value(i32 %53, !389, !DIExpression(), !392)
  %54 = add nuw nsw i64 %48, 1, !dbg !434
    #dbg_value(i64 %54, !390, !DIExpression(), !411)
  %55 = icmp eq i64 %54, %22, !dbg !412
  br i1 %55, label %45, label %47, !dbg !414, !llvm.loop !435
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
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
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !40, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !46, !49, !50, !52, !53, !58, !60, !63, !64, !69, !71, !74, !76, !78, !81, !86, !88, !89, !91, !92, !93, !94, !95, !100, !105, !107}
!44 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 52, type: !42)
!45 = distinct !DILexicalBlock(scope: !39, file: !2, line: 52, column: 5)
!46 = !DILocalVariable(name: "rows", scope: !47, file: !2, line: 53, type: !42)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 52, column: 34)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 52, column: 5)
!49 = !DILocalVariable(name: "cols", scope: !47, file: !2, line: 53, type: !42)
!50 = !DILocalVariable(name: "__vla_expr0", scope: !47, type: !51, flags: DIFlagArtificial)
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocalVariable(name: "__vla_expr1", scope: !47, type: !51, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "m", scope: !47, file: !2, line: 54, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !55)
!55 = !{!56, !57}
!56 = !DISubrange(count: !50)
!57 = !DISubrange(count: !52)
!58 = !DILocalVariable(name: "n", scope: !59, file: !2, line: 59, type: !42)
!59 = distinct !DILexicalBlock(scope: !39, file: !2, line: 59, column: 5)
!60 = !DILocalVariable(name: "__vla_expr2", scope: !61, type: !51, flags: DIFlagArtificial)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 59, column: 34)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 59, column: 5)
!63 = !DILocalVariable(name: "__vla_expr3", scope: !61, type: !51, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "m", scope: !61, file: !2, line: 60, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !66)
!66 = !{!67, !68}
!67 = !DISubrange(count: !60)
!68 = !DISubrange(count: !63)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 61, type: !42)
!70 = distinct !DILexicalBlock(scope: !61, file: !2, line: 61, column: 9)
!71 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 62, type: !42)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 62, column: 13)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 61, column: 9)
!74 = !DILocalVariable(name: "n", scope: !75, file: !2, line: 66, type: !42)
!75 = distinct !DILexicalBlock(scope: !39, file: !2, line: 66, column: 5)
!76 = !DILocalVariable(name: "len", scope: !77, file: !2, line: 69, type: !42)
!77 = distinct !DILexicalBlock(scope: !39, file: !2, line: 69, column: 5)
!78 = !DILocalVariable(name: "__vla_expr4", scope: !79, type: !51, flags: DIFlagArtificial)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 69, column: 44)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 69, column: 5)
!81 = !DILocalVariable(name: "buf", scope: !79, file: !2, line: 70, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, elements: !84)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!85}
!85 = !DISubrange(count: !78)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 71, type: !42)
!87 = distinct !DILexicalBlock(scope: !79, file: !2, line: 71, column: 9)
!88 = !DILocalVariable(name: "mean", scope: !79, file: !2, line: 73, type: !83)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 74, type: !42)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 74, column: 9)
!91 = !DILocalVariable(name: "r", scope: !39, file: !2, line: 80, type: !42)
!92 = !DILocalVariable(name: "c", scope: !39, file: !2, line: 80, type: !42)
!93 = !DILocalVariable(name: "__vla_expr5", scope: !39, type: !51, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "__vla_expr6", scope: !39, type: !51, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "grid", scope: !39, file: !2, line: 81, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !97)
!97 = !{!98, !99}
!98 = !DISubrange(count: !93)
!99 = !DISubrange(count: !94)
!100 = !DILocalVariable(name: "row", scope: !39, file: !2, line: 82, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: -1)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 83, type: !42)
!106 = distinct !DILexicalBlock(scope: !39, file: !2, line: 83, column: 5)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 84, type: !42)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 84, column: 9)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 83, column: 5)
!110 = !DILocation(line: 0, scope: !45)
!111 = !DILocation(line: 52, column: 5, scope: !45)
!112 = !DILocation(line: 53, column: 22, scope: !47)
!113 = !DILocation(line: 0, scope: !47)
!114 = !DILocation(line: 53, column: 36, scope: !47)
!115 = !DILocation(line: 54, column: 9, scope: !47)
!116 = !DILocation(line: 54, column: 13, scope: !47)
!117 = !DILocalVariable(name: "rows", arg: 1, scope: !118, file: !2, line: 13, type: !42)
!118 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !119, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !42, !42, !101, !42}
!121 = !{!117, !122, !123, !124, !125, !127}
!122 = !DILocalVariable(name: "cols", arg: 2, scope: !118, file: !2, line: 13, type: !42)
!123 = !DILocalVariable(name: "m", arg: 3, scope: !118, file: !2, line: 13, type: !101)
!124 = !DILocalVariable(name: "seed", arg: 4, scope: !118, file: !2, line: 13, type: !42)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 14, type: !42)
!126 = distinct !DILexicalBlock(scope: !118, file: !2, line: 14, column: 5)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 15, type: !42)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 15, column: 9)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 14, column: 5)
!130 = !DILocation(line: 0, scope: !118, inlinedAt: !131)
!131 = distinct !DILocation(line: 55, column: 9, scope: !47)
!132 = !DILocation(line: 0, scope: !126, inlinedAt: !131)
!133 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !131)
!134 = !DILocation(line: 0, scope: !128, inlinedAt: !131)
!135 = !DILocation(line: 15, column: 9, scope: !128, inlinedAt: !131)
!136 = !DILocation(line: 14, column: 32, scope: !129, inlinedAt: !131)
!137 = !DILocation(line: 14, column: 23, scope: !129, inlinedAt: !131)
!138 = distinct !{!138, !133, !139, !140, !141}
!139 = !DILocation(line: 16, column: 52, scope: !126, inlinedAt: !131)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !{!"llvm.loop.unroll.disable"}
!142 = !DILocation(line: 16, column: 37, scope: !143, inlinedAt: !131)
!143 = distinct !DILexicalBlock(scope: !128, file: !2, line: 15, column: 9)
!144 = !DILocation(line: 16, column: 45, scope: !143, inlinedAt: !131)
!145 = !DILocation(line: 16, column: 50, scope: !143, inlinedAt: !131)
!146 = !DILocation(line: 16, column: 13, scope: !143, inlinedAt: !131)
!147 = !DILocation(line: 16, column: 21, scope: !143, inlinedAt: !131)
!148 = !{!149, !149, i64 0}
!149 = !{!"int", !150, i64 0}
!150 = !{!"omnipotent char", !151, i64 0}
!151 = !{!"Simple C/C++ TBAA"}
!152 = !DILocation(line: 15, column: 36, scope: !143, inlinedAt: !131)
!153 = !DILocation(line: 15, column: 27, scope: !143, inlinedAt: !131)
!154 = distinct !{!154, !135, !155, !140, !141}
!155 = !DILocation(line: 16, column: 52, scope: !128, inlinedAt: !131)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 7, type: !42)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 7, column: 5)
!158 = distinct !DISubprogram(name: "sum2d", scope: !2, file: !2, line: 5, type: !159, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !162)
!159 = !DISubroutineType(types: !160)
!160 = !{!161, !42, !42, !101}
!161 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!162 = !{!163, !164, !165, !166, !156, !167}
!163 = !DILocalVariable(name: "rows", arg: 1, scope: !158, file: !2, line: 5, type: !42)
!164 = !DILocalVariable(name: "cols", arg: 2, scope: !158, file: !2, line: 5, type: !42)
!165 = !DILocalVariable(name: "m", arg: 3, scope: !158, file: !2, line: 5, type: !101)
!166 = !DILocalVariable(name: "s", scope: !158, file: !2, line: 6, type: !161)
!167 = !DILocalVariable(name: "j", scope: !168, file: !2, line: 8, type: !42)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 8, column: 9)
!169 = distinct !DILexicalBlock(scope: !157, file: !2, line: 7, column: 5)
!170 = !DILocation(line: 0, scope: !157, inlinedAt: !171)
!171 = distinct !DILocation(line: 56, column: 68, scope: !47)
!172 = !DILocation(line: 0, scope: !158, inlinedAt: !171)
!173 = !DILocation(line: 0, scope: !168, inlinedAt: !171)
!174 = !DILocation(line: 8, column: 9, scope: !168, inlinedAt: !171)
!175 = !DILocation(line: 7, column: 32, scope: !169, inlinedAt: !171)
!176 = !DILocation(line: 7, column: 23, scope: !169, inlinedAt: !171)
!177 = !DILocation(line: 7, column: 5, scope: !157, inlinedAt: !171)
!178 = distinct !{!178, !177, !179, !140, !141}
!179 = !DILocation(line: 9, column: 34, scope: !157, inlinedAt: !171)
!180 = !DILocation(line: 9, column: 18, scope: !181, inlinedAt: !171)
!181 = distinct !DILexicalBlock(scope: !168, file: !2, line: 8, column: 9)
!182 = !DILocation(line: 9, column: 31, scope: !181, inlinedAt: !171)
!183 = !DILocation(line: 9, column: 26, scope: !181, inlinedAt: !171)
!184 = !DILocation(line: 9, column: 15, scope: !181, inlinedAt: !171)
!185 = !DILocation(line: 8, column: 36, scope: !181, inlinedAt: !171)
!186 = !DILocation(line: 8, column: 27, scope: !181, inlinedAt: !171)
!187 = distinct !{!187, !174, !188, !140, !141}
!188 = !DILocation(line: 9, column: 34, scope: !168, inlinedAt: !171)
!189 = !DILocation(line: 56, column: 58, scope: !47)
!190 = !DILocation(line: 57, column: 16, scope: !47)
!191 = !DILocation(line: 56, column: 9, scope: !47)
!192 = !DILocation(line: 58, column: 5, scope: !48)
!193 = !DILocation(line: 52, column: 23, scope: !48)
!194 = distinct !{!194, !111, !195, !140, !141}
!195 = !DILocation(line: 58, column: 5, scope: !45)
!196 = !DILocation(line: 0, scope: !59)
!197 = !DILocation(line: 60, column: 9, scope: !61)
!198 = !DILocation(line: 0, scope: !61)
!199 = !DILocation(line: 60, column: 13, scope: !61)
!200 = !DILocation(line: 0, scope: !70)
!201 = !DILocation(line: 61, column: 9, scope: !70)
!202 = !DILocation(line: 0, scope: !72)
!203 = !DILocation(line: 62, column: 13, scope: !72)
!204 = !DILocation(line: 64, column: 35, scope: !61)
!205 = !DILocation(line: 64, column: 9, scope: !61)
!206 = !DILocation(line: 65, column: 5, scope: !62)
!207 = !DILocation(line: 59, column: 30, scope: !62)
!208 = !DILocation(line: 59, column: 23, scope: !62)
!209 = !DILocation(line: 59, column: 5, scope: !59)
!210 = distinct !{!210, !209, !211, !140, !141}
!211 = !DILocation(line: 65, column: 5, scope: !59)
!212 = !DILocation(line: 61, column: 33, scope: !73)
!213 = !DILocation(line: 61, column: 27, scope: !73)
!214 = distinct !{!214, !201, !215, !140, !141}
!215 = !DILocation(line: 63, column: 64, scope: !70)
!216 = !DILocation(line: 63, column: 30, scope: !217)
!217 = distinct !DILexicalBlock(scope: !72, file: !2, line: 62, column: 13)
!218 = !DILocation(line: 63, column: 27, scope: !217)
!219 = !DILocation(line: 63, column: 17, scope: !217)
!220 = !DILocation(line: 63, column: 25, scope: !217)
!221 = !DILocation(line: 62, column: 37, scope: !217)
!222 = !DILocation(line: 62, column: 31, scope: !217)
!223 = distinct !{!223, !203, !224, !140, !141}
!224 = !DILocation(line: 63, column: 64, scope: !72)
!225 = !DILocation(line: 0, scope: !75)
!226 = !DILocation(line: 67, column: 39, scope: !227)
!227 = distinct !DILexicalBlock(scope: !75, file: !2, line: 66, column: 5)
!228 = !DILocation(line: 67, column: 9, scope: !227)
!229 = !DILocation(line: 66, column: 35, scope: !227)
!230 = !DILocation(line: 66, column: 24, scope: !227)
!231 = !DILocation(line: 66, column: 5, scope: !75)
!232 = distinct !{!232, !231, !233, !140, !141}
!233 = !DILocation(line: 67, column: 53, scope: !75)
!234 = !DILocation(line: 0, scope: !39)
!235 = !DILocation(line: 81, column: 5, scope: !39)
!236 = !DILocation(line: 81, column: 9, scope: !39)
!237 = !DILocation(line: 0, scope: !106)
!238 = !DILocation(line: 83, column: 5, scope: !106)
!239 = !DILocation(line: 0, scope: !77)
!240 = !DILocation(line: 70, column: 9, scope: !79)
!241 = !DILocation(line: 0, scope: !79)
!242 = !DILocation(line: 70, column: 16, scope: !79)
!243 = !DILocation(line: 0, scope: !87)
!244 = !DILocation(line: 71, column: 9, scope: !87)
!245 = !DILocation(line: 72, column: 29, scope: !246)
!246 = distinct !DILexicalBlock(scope: !87, file: !2, line: 71, column: 9)
!247 = !DILocation(line: 72, column: 22, scope: !246)
!248 = !DILocation(line: 72, column: 36, scope: !246)
!249 = !DILocation(line: 72, column: 13, scope: !246)
!250 = !DILocation(line: 72, column: 20, scope: !246)
!251 = !{!252, !252, i64 0}
!252 = !{!"double", !150, i64 0}
!253 = !DILocation(line: 71, column: 35, scope: !246)
!254 = !DILocation(line: 71, column: 27, scope: !246)
!255 = distinct !{!255, !244, !256, !140, !141}
!256 = !DILocation(line: 72, column: 38, scope: !87)
!257 = !DILocation(line: 76, column: 17, scope: !79)
!258 = !DILocation(line: 76, column: 14, scope: !79)
!259 = !DILocation(line: 77, column: 60, scope: !79)
!260 = !DILocation(line: 77, column: 9, scope: !79)
!261 = !DILocation(line: 78, column: 5, scope: !80)
!262 = !DILocation(line: 69, column: 37, scope: !80)
!263 = !DILocation(line: 69, column: 27, scope: !80)
!264 = !DILocation(line: 69, column: 5, scope: !77)
!265 = distinct !{!265, !264, !266, !140, !141}
!266 = !DILocation(line: 78, column: 5, scope: !77)
!267 = !DILocation(line: 0, scope: !90)
!268 = !DILocation(line: 75, column: 21, scope: !269)
!269 = distinct !DILexicalBlock(scope: !90, file: !2, line: 74, column: 9)
!270 = !DILocation(line: 75, column: 18, scope: !269)
!271 = !DILocation(line: 74, column: 35, scope: !269)
!272 = !DILocation(line: 74, column: 27, scope: !269)
!273 = !DILocation(line: 74, column: 9, scope: !90)
!274 = distinct !{!274, !273, !275, !140, !141}
!275 = !DILocation(line: 75, column: 26, scope: !90)
!276 = !DILocation(line: 0, scope: !108)
!277 = !DILocation(line: 84, column: 9, scope: !108)
!278 = !DILocation(line: 87, column: 59, scope: !39)
!279 = !DILocation(line: 87, column: 70, scope: !39)
!280 = !DILocation(line: 87, column: 5, scope: !39)
!281 = !DILocation(line: 89, column: 1, scope: !39)
!282 = !DILocation(line: 83, column: 29, scope: !109)
!283 = !DILocation(line: 83, column: 23, scope: !109)
!284 = distinct !{!284, !238, !285, !140, !141}
!285 = !DILocation(line: 85, column: 34, scope: !106)
!286 = !DILocation(line: 85, column: 32, scope: !287)
!287 = distinct !DILexicalBlock(scope: !108, file: !2, line: 84, column: 9)
!288 = !DILocation(line: 85, column: 13, scope: !287)
!289 = !DILocation(line: 85, column: 23, scope: !287)
!290 = !DILocation(line: 84, column: 33, scope: !287)
!291 = !DILocation(line: 84, column: 27, scope: !287)
!292 = distinct !{!292, !277, !293, !140, !141}
!293 = !DILocation(line: 85, column: 34, scope: !108)
!294 = !DISubprogram(name: "printf", scope: !295, file: !295, line: 356, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!296 = !DISubroutineType(types: !297)
!297 = !{!42, !298, null}
!298 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!301 = distinct !DISubprogram(name: "det_rec", scope: !2, file: !2, line: 19, type: !302, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{!42, !42, !101}
!304 = !{!305, !306, !307, !308, !310, !313, !314, !319, !321, !324, !326}
!305 = !DILocalVariable(name: "n", arg: 1, scope: !301, file: !2, line: 19, type: !42)
!306 = !DILocalVariable(name: "m", arg: 2, scope: !301, file: !2, line: 19, type: !101)
!307 = !DILocalVariable(name: "det", scope: !301, file: !2, line: 22, type: !42)
!308 = !DILocalVariable(name: "c", scope: !309, file: !2, line: 23, type: !42)
!309 = distinct !DILexicalBlock(scope: !301, file: !2, line: 23, column: 5)
!310 = !DILocalVariable(name: "__vla_expr0", scope: !311, type: !51, flags: DIFlagArtificial)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 23, column: 33)
!312 = distinct !DILexicalBlock(scope: !309, file: !2, line: 23, column: 5)
!313 = !DILocalVariable(name: "__vla_expr1", scope: !311, type: !51, flags: DIFlagArtificial)
!314 = !DILocalVariable(name: "sub", scope: !311, file: !2, line: 24, type: !315)
!315 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !316)
!316 = !{!317, !318}
!317 = !DISubrange(count: !310)
!318 = !DISubrange(count: !313)
!319 = !DILocalVariable(name: "i", scope: !320, file: !2, line: 25, type: !42)
!320 = distinct !DILexicalBlock(scope: !311, file: !2, line: 25, column: 9)
!321 = !DILocalVariable(name: "cc", scope: !322, file: !2, line: 26, type: !42)
!322 = distinct !DILexicalBlock(scope: !323, file: !2, line: 25, column: 37)
!323 = distinct !DILexicalBlock(scope: !320, file: !2, line: 25, column: 9)
!324 = !DILocalVariable(name: "j", scope: !325, file: !2, line: 27, type: !42)
!325 = distinct !DILexicalBlock(scope: !322, file: !2, line: 27, column: 13)
!326 = !DILocalVariable(name: "sign", scope: !311, file: !2, line: 31, type: !42)
!327 = !DILocation(line: 0, scope: !301)
!328 = !DILocation(line: 20, column: 11, scope: !329)
!329 = distinct !DILexicalBlock(scope: !301, file: !2, line: 20, column: 9)
!330 = !DILocation(line: 20, column: 9, scope: !301)
!331 = !DILocation(line: 0, scope: !309)
!332 = !DILocation(line: 23, column: 23, scope: !312)
!333 = !DILocation(line: 23, column: 5, scope: !309)
!334 = !DILocation(line: 21, column: 16, scope: !329)
!335 = !DILocation(line: 21, column: 9, scope: !329)
!336 = !DILocation(line: 24, column: 9, scope: !311)
!337 = !DILocation(line: 0, scope: !311)
!338 = !DILocation(line: 24, column: 13, scope: !311)
!339 = !DILocation(line: 0, scope: !320)
!340 = !DILocation(line: 25, column: 9, scope: !320)
!341 = !DILocation(line: 0, scope: !325)
!342 = !DILocation(line: 0, scope: !322)
!343 = !DILocation(line: 27, column: 13, scope: !325)
!344 = !DILocation(line: 31, column: 20, scope: !311)
!345 = !DILocation(line: 32, column: 23, scope: !311)
!346 = !DILocation(line: 32, column: 21, scope: !311)
!347 = !DILocation(line: 32, column: 33, scope: !311)
!348 = !DILocation(line: 32, column: 31, scope: !311)
!349 = !DILocation(line: 32, column: 13, scope: !311)
!350 = !DILocation(line: 33, column: 5, scope: !312)
!351 = !DILocation(line: 23, column: 29, scope: !312)
!352 = distinct !{!352, !333, !353, !140, !141}
!353 = !DILocation(line: 33, column: 5, scope: !309)
!354 = !DILocation(line: 25, column: 33, scope: !323)
!355 = !DILocation(line: 25, column: 27, scope: !323)
!356 = distinct !{!356, !340, !357, !140, !141}
!357 = !DILocation(line: 30, column: 9, scope: !320)
!358 = !DILocation(line: 28, column: 23, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 28, column: 21)
!360 = distinct !DILexicalBlock(scope: !325, file: !2, line: 27, column: 13)
!361 = !DILocation(line: 28, column: 21, scope: !360)
!362 = !DILocation(line: 29, column: 40, scope: !359)
!363 = !DILocation(line: 29, column: 34, scope: !359)
!364 = !DILocation(line: 29, column: 21, scope: !359)
!365 = !DILocation(line: 29, column: 38, scope: !359)
!366 = !DILocation(line: 27, column: 37, scope: !360)
!367 = !DILocation(line: 27, column: 31, scope: !360)
!368 = distinct !{!368, !343, !369, !140, !141}
!369 = !DILocation(line: 29, column: 46, scope: !325)
!370 = !DILocation(line: 35, column: 1, scope: !301)
!371 = distinct !DISubprogram(name: "sieve_count", scope: !2, file: !2, line: 37, type: !372, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !374)
!372 = !DISubroutineType(types: !373)
!373 = !{!29, !42}
!374 = !{!375, !376, !377, !381, !383, !385, !389, !390}
!375 = !DILocalVariable(name: "n", arg: 1, scope: !371, file: !2, line: 37, type: !42)
!376 = !DILocalVariable(name: "__vla_expr0", scope: !371, type: !51, flags: DIFlagArtificial)
!377 = !DILocalVariable(name: "is", scope: !371, file: !2, line: 38, type: !378)
!378 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !379)
!379 = !{!380}
!380 = !DISubrange(count: !376)
!381 = !DILocalVariable(name: "i", scope: !382, file: !2, line: 39, type: !42)
!382 = distinct !DILexicalBlock(scope: !371, file: !2, line: 39, column: 5)
!383 = !DILocalVariable(name: "i", scope: !384, file: !2, line: 41, type: !42)
!384 = distinct !DILexicalBlock(scope: !371, file: !2, line: 41, column: 5)
!385 = !DILocalVariable(name: "j", scope: !386, file: !2, line: 43, type: !42)
!386 = distinct !DILexicalBlock(scope: !387, file: !2, line: 43, column: 13)
!387 = distinct !DILexicalBlock(scope: !388, file: !2, line: 42, column: 13)
!388 = distinct !DILexicalBlock(scope: !384, file: !2, line: 41, column: 5)
!389 = !DILocalVariable(name: "c", scope: !371, file: !2, line: 45, type: !29)
!390 = !DILocalVariable(name: "i", scope: !391, file: !2, line: 46, type: !42)
!391 = distinct !DILexicalBlock(scope: !371, file: !2, line: 46, column: 5)
!392 = !DILocation(line: 0, scope: !371)
!393 = !DILocation(line: 38, column: 15, scope: !371)
!394 = !DILocation(line: 38, column: 5, scope: !371)
!395 = !DILocation(line: 38, column: 10, scope: !371)
!396 = !DILocation(line: 0, scope: !382)
!397 = !DILocation(line: 39, column: 23, scope: !398)
!398 = distinct !DILexicalBlock(scope: !382, file: !2, line: 39, column: 5)
!399 = !DILocation(line: 39, column: 5, scope: !382)
!400 = !DILocation(line: 0, scope: !384)
!401 = !DILocation(line: 41, column: 27, scope: !388)
!402 = !DILocation(line: 41, column: 5, scope: !384)
!403 = !DILocation(line: 40, column: 19, scope: !398)
!404 = !DILocation(line: 40, column: 17, scope: !398)
!405 = !DILocation(line: 40, column: 9, scope: !398)
!406 = !DILocation(line: 40, column: 15, scope: !398)
!407 = !{!150, !150, i64 0}
!408 = !DILocation(line: 39, column: 30, scope: !398)
!409 = distinct !{!409, !399, !410, !140, !141}
!410 = !DILocation(line: 40, column: 22, scope: !382)
!411 = !DILocation(line: 0, scope: !391)
!412 = !DILocation(line: 46, column: 23, scope: !413)
!413 = distinct !DILexicalBlock(scope: !391, file: !2, line: 46, column: 5)
!414 = !DILocation(line: 46, column: 5, scope: !391)
!415 = !DILocation(line: 42, column: 13, scope: !387)
!416 = !DILocation(line: 0, scope: !386)
!417 = !DILocation(line: 42, column: 13, scope: !388)
!418 = !DILocation(line: 43, column: 13, scope: !386)
!419 = !DILocation(line: 44, column: 17, scope: !420)
!420 = distinct !DILexicalBlock(scope: !386, file: !2, line: 43, column: 13)
!421 = !DILocation(line: 44, column: 23, scope: !420)
!422 = !DILocation(line: 43, column: 43, scope: !420)
!423 = !DILocation(line: 43, column: 35, scope: !420)
!424 = distinct !{!424, !418, !425, !140, !141}
!425 = !DILocation(line: 44, column: 25, scope: !386)
!426 = !DILocation(line: 41, column: 34, scope: !388)
!427 = !DILocation(line: 41, column: 23, scope: !388)
!428 = distinct !{!428, !402, !429, !140, !141}
!429 = !DILocation(line: 44, column: 25, scope: !384)
!430 = !DILocation(line: 49, column: 1, scope: !371)
!431 = !DILocation(line: 47, column: 24, scope: !413)
!432 = !DILocation(line: 47, column: 14, scope: !413)
!433 = !DILocation(line: 47, column: 11, scope: !413)
!434 = !DILocation(line: 46, column: 30, scope: !413)
!435 = distinct !{!435, !414, !436, !140, !141}
!436 = !DILocation(line: 47, column: 28, scope: !391)
