; ModuleID = 'expr_parser.c'
source_filename = "expr_parser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.parser = type { ptr, [26 x i64], i32, [64 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"-4 - -4\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"100 / 7 % 5\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"-100 / 7\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [9 x i8] c"-100 % 7\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [6 x i8] c"x = 5\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [14 x i8] c"y = x * x - 1\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [22 x i8] c"(x + y) * (y - x) / 2\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [17 x i8] c"x < y && y < 100\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [16 x i8] c"x == 5 || 1 / 0\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [9 x i8] c"!x + !!y\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [30 x i8] c"z = (a = 3) * (b = 4) + a * b\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [16 x i8] c"a*a + b*b == 25\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [12 x i8] c"1 / (x - 5)\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [11 x i8] c"2 * (3 + 4\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [6 x i8] c"3 $ 4\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [25 x i8] c"1000000 * 1000000 * 1000\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [24 x i8] c"((((((((1))))))))+((2))\00", align 1, !dbg !74
@__const.main.inputs = private unnamed_addr constant [19 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 16
@.str.19 = private unnamed_addr constant [15 x i8] c"trailing input\00", align 1, !dbg !79
@.str.20 = private unnamed_addr constant [20 x i8] c"%-28s => error: %s\0A\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [14 x i8] c"%-28s => %ld\0A\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [37 x i8] c"vars: x=%ld y=%ld z=%ld a=%ld b=%ld\0A\00", align 1, !dbg !91
@.str.29 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1, !dbg !96
@.str.30 = private unnamed_addr constant [11 x i8] c"expected )\00", align 1, !dbg !98
@.str.31 = private unnamed_addr constant [21 x i8] c"unexpected character\00", align 1, !dbg !100
@.str.32 = private unnamed_addr constant [13 x i8] c"%s at '%.8s'\00", align 1, !dbg !105

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !156 {
    #dbg_assign(i1 undef, !160, !DIExpression(), !189, ptr @__const.main.inputs, !DIExpression(), !190)
  %1 = alloca %struct.parser, align 8, !DIAssignID !191
    #dbg_assign(i1 undef, !166, !DIExpression(), !191, ptr %1, !DIExpression(), !190)
    #dbg_assign(i1 undef, !160, !DIExpression(), !192, ptr @__const.main.inputs, !DIExpression(), !190)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #5, !dbg !193
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !194
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(288) %2, i8 0, i64 280, i1 false), !dbg !194, !DIAssignID !195
    #dbg_assign(i8 0, !166, !DIExpression(), !195, ptr %1, !DIExpression(), !190)
    #dbg_assign(i8 0, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !196, ptr undef, !DIExpression(), !190)
    #dbg_value(i32 0, !180, !DIExpression(), !190)
    #dbg_value(i64 0, !181, !DIExpression(), !197)
  %3 = getelementptr inbounds i8, ptr %1, i64 216
    #dbg_value(i32 0, !180, !DIExpression(), !190)
    #dbg_value(i64 0, !181, !DIExpression(), !197)
  %4 = getelementptr inbounds i8, ptr %1, i64 220
  br label %17, !dbg !198

5:                                                ; preds = %58
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !199
  %7 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !200
  %8 = load i64, ptr %7, align 8, !dbg !200, !tbaa !201
  %9 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !205
  %10 = load i64, ptr %9, align 8, !dbg !205, !tbaa !201
  %11 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !206
  %12 = load i64, ptr %11, align 8, !dbg !206, !tbaa !201
  %13 = load i64, ptr %6, align 8, !dbg !207, !tbaa !201
  %14 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !208
  %15 = load i64, ptr %14, align 8, !dbg !208, !tbaa !201
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %13, i64 noundef %15), !dbg !209
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #5, !dbg !210
  ret i32 %59, !dbg !211

17:                                               ; preds = %0, %58
  %18 = phi i32 [ 0, %0 ], [ %59, %58 ]
  %19 = phi i64 [ 0, %0 ], [ %60, %58 ]
    #dbg_value(i32 %18, !180, !DIExpression(), !190)
    #dbg_value(i64 %19, !181, !DIExpression(), !197)
  %20 = getelementptr inbounds [19 x ptr], ptr @__const.main.inputs, i64 0, i64 %19, !dbg !212
  %21 = load ptr, ptr %20, align 8, !dbg !212, !tbaa !213
  store ptr %21, ptr %1, align 8, !dbg !215, !tbaa !216, !DIAssignID !219
    #dbg_assign(ptr %21, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !219, ptr %1, !DIExpression(), !190)
  store i32 0, ptr %3, align 8, !dbg !220, !tbaa !221, !DIAssignID !222
    #dbg_assign(i32 0, !166, !DIExpression(DW_OP_LLVM_fragment, 1728, 32), !222, ptr %3, !DIExpression(), !190)
  %22 = call fastcc i64 @expr(ptr noundef nonnull %1), !dbg !223
    #dbg_value(i64 %22, !186, !DIExpression(), !224)
    #dbg_value(ptr %1, !225, !DIExpression(), !231)
  %23 = tail call ptr @__ctype_b_loc() #6, !dbg !231
  %24 = load ptr, ptr %23, align 8, !dbg !233, !tbaa !213
  %25 = load ptr, ptr %1, align 8, !dbg !233, !tbaa !216
  %26 = load i8, ptr %25, align 1, !dbg !233, !tbaa !234
  %27 = zext i8 %26 to i64, !dbg !233
  %28 = getelementptr inbounds i16, ptr %24, i64 %27, !dbg !233
  %29 = load i16, ptr %28, align 2, !dbg !233, !tbaa !235
  %30 = and i16 %29, 8192, !dbg !233
  %31 = icmp eq i16 %30, 0, !dbg !237
  br i1 %31, label %42, label %32, !dbg !237

32:                                               ; preds = %17, %32
  %33 = phi ptr [ %34, %32 ], [ %25, %17 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !238
  store ptr %34, ptr %1, align 8, !dbg !238, !tbaa !216, !DIAssignID !239
    #dbg_assign(ptr %34, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !239, ptr %1, !DIExpression(), !190)
  %35 = load ptr, ptr %23, align 8, !dbg !233, !tbaa !213
  %36 = load i8, ptr %34, align 1, !dbg !233, !tbaa !234
  %37 = zext i8 %36 to i64, !dbg !233
  %38 = getelementptr inbounds i16, ptr %35, i64 %37, !dbg !233
  %39 = load i16, ptr %38, align 2, !dbg !233, !tbaa !235
  %40 = and i16 %39, 8192, !dbg !233
  %41 = icmp eq i16 %40, 0, !dbg !237
  br i1 %41, label %42, label %32, !dbg !237, !llvm.loop !240

42:                                               ; preds = %32, %17
  %43 = phi i8 [ %26, %17 ], [ %36, %32 ]
  %44 = phi ptr [ %25, %17 ], [ %34, %32 ]
  %45 = load i32, ptr %3, align 8, !dbg !242, !tbaa !221
  %46 = icmp eq i32 %45, 0, !dbg !244
  br i1 %46, label %47, label %53, !dbg !245

47:                                               ; preds = %42
  %48 = icmp eq i8 %43, 0, !dbg !246
  br i1 %48, label %56, label %49, !dbg !247

49:                                               ; preds = %47
    #dbg_value(ptr %1, !248, !DIExpression(), !254)
    #dbg_value(ptr @.str.19, !253, !DIExpression(), !254)
  store i32 1, ptr %3, align 8, !dbg !256, !tbaa !221, !DIAssignID !259
    #dbg_assign(i32 1, !166, !DIExpression(DW_OP_LLVM_fragment, 1728, 32), !259, ptr %3, !DIExpression(), !190)
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.19, ptr noundef nonnull %44) #5, !dbg !260
  %51 = load i32, ptr %3, align 8, !dbg !261, !tbaa !221
  %52 = icmp eq i32 %51, 0, !dbg !263
  br i1 %52, label %56, label %53, !dbg !264

53:                                               ; preds = %42, %49
  %54 = add nsw i32 %18, 1, !dbg !265
    #dbg_value(i32 %54, !180, !DIExpression(), !190)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %21, ptr noundef nonnull %4), !dbg !267
  br label %58, !dbg !268

56:                                               ; preds = %47, %49
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %21, i64 noundef %22), !dbg !269
  br label %58

58:                                               ; preds = %56, %53
  %59 = phi i32 [ %54, %53 ], [ %18, %56 ], !dbg !190
    #dbg_value(i32 %59, !180, !DIExpression(), !190)
  %60 = add nuw nsw i64 %19, 1, !dbg !271
    #dbg_value(i64 %60, !181, !DIExpression(), !197)
  %61 = icmp eq i64 %60, 19, !dbg !272
  br i1 %61, label %5, label %17, !dbg !198, !llvm.loop !273
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @expr(ptr nocapture noundef %0) unnamed_addr #0 !dbg !275 {
    #dbg_value(ptr %0, !279, !DIExpression(), !290)
  %2 = tail call fastcc i64 @comparison(ptr noundef %0), !dbg !291
    #dbg_value(i64 %2, !280, !DIExpression(), !290)
  %3 = tail call ptr @__ctype_b_loc() #6, !dbg !290
  br label %4, !dbg !292

4:                                                ; preds = %62, %1
  %5 = phi i64 [ %2, %1 ], [ %64, %62 ], !dbg !290
    #dbg_value(i64 %5, !280, !DIExpression(), !290)
    #dbg_value(ptr %0, !225, !DIExpression(), !293)
  %6 = load ptr, ptr %3, align 8, !dbg !295, !tbaa !213
  %7 = load ptr, ptr %0, align 8, !dbg !295, !tbaa !216
  %8 = load i8, ptr %7, align 1, !dbg !295
  %9 = zext i8 %8 to i64, !dbg !295
  %10 = getelementptr inbounds i16, ptr %6, i64 %9, !dbg !295
  %11 = load i16, ptr %10, align 2, !dbg !295, !tbaa !235
  %12 = and i16 %11, 8192, !dbg !295
  %13 = icmp eq i16 %12, 0, !dbg !296
  br i1 %13, label %24, label %14, !dbg !296

14:                                               ; preds = %4, %14
  %15 = phi ptr [ %16, %14 ], [ %7, %4 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !297
  store ptr %16, ptr %0, align 8, !dbg !297, !tbaa !216
  %17 = load ptr, ptr %3, align 8, !dbg !295, !tbaa !213
  %18 = load i8, ptr %16, align 1, !dbg !295
  %19 = zext i8 %18 to i64, !dbg !295
  %20 = getelementptr inbounds i16, ptr %17, i64 %19, !dbg !295
  %21 = load i16, ptr %20, align 2, !dbg !295, !tbaa !235
  %22 = and i16 %21, 8192, !dbg !295
  %23 = icmp eq i16 %22, 0, !dbg !296
  br i1 %23, label %24, label %14, !dbg !296, !llvm.loop !298

24:                                               ; preds = %14, %4
  %25 = phi i8 [ %8, %4 ], [ %18, %14 ]
  %26 = phi ptr [ %7, %4 ], [ %16, %14 ], !dbg !299
  %27 = zext i8 %25 to i32
  %28 = add nsw i32 %27, -38
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %35

30:                                               ; preds = %24
  %31 = getelementptr inbounds i8, ptr %26, i64 1
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = add nsw i32 %33, -38
  br label %35

35:                                               ; preds = %24, %30
  %36 = phi i32 [ %28, %24 ], [ %34, %30 ]
  %37 = icmp eq i32 %36, 0, !dbg !300
  br i1 %37, label %38, label %44, !dbg !301

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !302
  store ptr %39, ptr %0, align 8, !dbg !302, !tbaa !216
  %40 = tail call fastcc i64 @comparison(ptr noundef nonnull %0), !dbg !303
    #dbg_value(i64 %40, !281, !DIExpression(), !304)
  %41 = icmp ne i64 %5, 0, !dbg !305
  %42 = icmp ne i64 %40, 0, !dbg !306
  %43 = select i1 %41, i1 %42, i1 false, !dbg !306
    #dbg_value(i1 %43, !280, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !290)
  br label %62, !dbg !307

44:                                               ; preds = %35
  %45 = add nsw i32 %27, -124
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %26, i64 1
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = add nsw i32 %50, -124
  br label %52

52:                                               ; preds = %44, %47
  %53 = phi i32 [ %45, %44 ], [ %51, %47 ]
  %54 = icmp eq i32 %53, 0, !dbg !308
  br i1 %54, label %55, label %61, !dbg !309

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !310
  store ptr %56, ptr %0, align 8, !dbg !310, !tbaa !216
  %57 = tail call fastcc i64 @comparison(ptr noundef nonnull %0), !dbg !311
    #dbg_value(i64 %57, !287, !DIExpression(), !312)
  %58 = icmp ne i64 %5, 0, !dbg !313
  %59 = icmp ne i64 %57, 0, !dbg !314
  %60 = select i1 %58, i1 true, i1 %59, !dbg !314
    #dbg_value(i1 %60, !280, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !290)
  br label %62

61:                                               ; preds = %52
  ret i64 %5, !dbg !315

62:                                               ; preds = %55, %38
  %63 = phi i1 [ %43, %38 ], [ %60, %55 ]
  %64 = zext i1 %63 to i64, !dbg !317
    #dbg_value(i64 %64, !280, !DIExpression(), !290)
  br label %4, !dbg !318, !llvm.loop !319
}

; Function Attrs: nofree nounwind
declare !dbg !322 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @comparison(ptr nocapture noundef %0) unnamed_addr #0 !dbg !327 {
    #dbg_value(ptr %0, !329, !DIExpression(), !331)
    #dbg_value(ptr %0, !332, !DIExpression(), !341)
  %2 = tail call fastcc i64 @term(ptr noundef %0), !dbg !343
    #dbg_value(i64 %2, !335, !DIExpression(), !341)
  %3 = tail call ptr @__ctype_b_loc() #6, !dbg !331
  br label %4, !dbg !344

4:                                                ; preds = %38, %1
  %5 = phi i64 [ %2, %1 ], [ %36, %38 ], !dbg !345
  %6 = phi i64 [ undef, %1 ], [ %37, %38 ]
    #dbg_value(i64 %5, !335, !DIExpression(), !341)
    #dbg_value(ptr %0, !225, !DIExpression(), !346)
  %7 = load ptr, ptr %3, align 8, !dbg !348, !tbaa !213
  %8 = load ptr, ptr %0, align 8, !dbg !348, !tbaa !216
  %9 = load i8, ptr %8, align 1, !dbg !348, !tbaa !234
  %10 = zext i8 %9 to i64, !dbg !348
  %11 = getelementptr inbounds i16, ptr %7, i64 %10, !dbg !348
  %12 = load i16, ptr %11, align 2, !dbg !348, !tbaa !235
  %13 = and i16 %12, 8192, !dbg !348
  %14 = icmp eq i16 %13, 0, !dbg !349
  br i1 %14, label %25, label %15, !dbg !349

15:                                               ; preds = %4, %15
  %16 = phi ptr [ %17, %15 ], [ %8, %4 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !350
  store ptr %17, ptr %0, align 8, !dbg !350, !tbaa !216
  %18 = load ptr, ptr %3, align 8, !dbg !348, !tbaa !213
  %19 = load i8, ptr %17, align 1, !dbg !348, !tbaa !234
  %20 = zext i8 %19 to i64, !dbg !348
  %21 = getelementptr inbounds i16, ptr %18, i64 %20, !dbg !348
  %22 = load i16, ptr %21, align 2, !dbg !348, !tbaa !235
  %23 = and i16 %22, 8192, !dbg !348
  %24 = icmp eq i16 %23, 0, !dbg !349
  br i1 %24, label %25, label %15, !dbg !349, !llvm.loop !351

25:                                               ; preds = %15, %4
  %26 = phi i8 [ %9, %4 ], [ %19, %15 ], !dbg !352
  %27 = phi ptr [ %8, %4 ], [ %17, %15 ], !dbg !353
    #dbg_value(i8 %26, !336, !DIExpression(), !354)
  switch i8 %26, label %35 [
    i8 45, label %28
    i8 43, label %28
  ], !dbg !355

28:                                               ; preds = %25, %25
  %29 = getelementptr inbounds i8, ptr %27, i64 1, !dbg !357
  store ptr %29, ptr %0, align 8, !dbg !357, !tbaa !216
  %30 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !358
    #dbg_value(i64 %30, !340, !DIExpression(), !354)
  %31 = icmp eq i8 %26, 43, !dbg !359
  %32 = sub i64 0, %30, !dbg !360
  %33 = select i1 %31, i64 %30, i64 %32, !dbg !360
  %34 = add i64 %33, %5, !dbg !360
    #dbg_value(i64 %34, !335, !DIExpression(), !341)
  br label %35, !dbg !361

35:                                               ; preds = %28, %25
  %36 = phi i64 [ %34, %28 ], [ %5, %25 ], !dbg !341
  %37 = phi i64 [ %6, %28 ], [ %5, %25 ]
    #dbg_value(i64 %36, !335, !DIExpression(), !341)
  switch i8 %26, label %39 [
    i8 45, label %38
    i8 43, label %38
  ]

38:                                               ; preds = %35, %35
  br label %4, !dbg !348

39:                                               ; preds = %35, %348
  %40 = phi i64 [ %350, %348 ], [ %37, %35 ], !dbg !331
    #dbg_value(i64 %40, !330, !DIExpression(), !331)
    #dbg_value(ptr %0, !225, !DIExpression(), !362)
  %41 = load ptr, ptr %3, align 8, !dbg !367, !tbaa !213
  %42 = load ptr, ptr %0, align 8, !dbg !367, !tbaa !216
  %43 = load i8, ptr %42, align 1, !dbg !367
  %44 = zext i8 %43 to i64, !dbg !367
  %45 = getelementptr inbounds i16, ptr %41, i64 %44, !dbg !367
  %46 = load i16, ptr %45, align 2, !dbg !367, !tbaa !235
  %47 = and i16 %46, 8192, !dbg !367
  %48 = icmp eq i16 %47, 0, !dbg !368
  br i1 %48, label %59, label %49, !dbg !368

49:                                               ; preds = %39, %49
  %50 = phi ptr [ %51, %49 ], [ %42, %39 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 1, !dbg !369
  store ptr %51, ptr %0, align 8, !dbg !369, !tbaa !216
  %52 = load ptr, ptr %3, align 8, !dbg !367, !tbaa !213
  %53 = load i8, ptr %51, align 1, !dbg !367
  %54 = zext i8 %53 to i64, !dbg !367
  %55 = getelementptr inbounds i16, ptr %52, i64 %54, !dbg !367
  %56 = load i16, ptr %55, align 2, !dbg !367, !tbaa !235
  %57 = and i16 %56, 8192, !dbg !367
  %58 = icmp eq i16 %57, 0, !dbg !368
  br i1 %58, label %59, label %49, !dbg !368, !llvm.loop !370

59:                                               ; preds = %49, %39
  %60 = phi i8 [ %43, %39 ], [ %53, %49 ]
  %61 = phi ptr [ %42, %39 ], [ %51, %49 ], !dbg !371
  %62 = zext i8 %60 to i32
  %63 = add nsw i32 %62, -61
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %70

65:                                               ; preds = %59
  %66 = getelementptr inbounds i8, ptr %61, i64 1
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
  %69 = add nsw i32 %68, -61
  br label %70

70:                                               ; preds = %59, %65
  %71 = phi i32 [ %63, %59 ], [ %69, %65 ]
  %72 = icmp eq i32 %71, 0, !dbg !373
  br i1 %72, label %73, label %113, !dbg !374

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %61, i64 2, !dbg !375
  store ptr %74, ptr %0, align 8, !dbg !375, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !377)
  %75 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !379
    #dbg_value(i64 %75, !335, !DIExpression(), !377)
  br label %76, !dbg !380

76:                                               ; preds = %110, %73
  %77 = phi i64 [ %75, %73 ], [ %108, %110 ], !dbg !381
  %78 = phi i64 [ undef, %73 ], [ %109, %110 ]
    #dbg_value(i64 %77, !335, !DIExpression(), !377)
    #dbg_value(ptr %0, !225, !DIExpression(), !382)
  %79 = load ptr, ptr %3, align 8, !dbg !384, !tbaa !213
  %80 = load ptr, ptr %0, align 8, !dbg !384, !tbaa !216
  %81 = load i8, ptr %80, align 1, !dbg !384, !tbaa !234
  %82 = zext i8 %81 to i64, !dbg !384
  %83 = getelementptr inbounds i16, ptr %79, i64 %82, !dbg !384
  %84 = load i16, ptr %83, align 2, !dbg !384, !tbaa !235
  %85 = and i16 %84, 8192, !dbg !384
  %86 = icmp eq i16 %85, 0, !dbg !385
  br i1 %86, label %97, label %87, !dbg !385

87:                                               ; preds = %76, %87
  %88 = phi ptr [ %89, %87 ], [ %80, %76 ]
  %89 = getelementptr inbounds i8, ptr %88, i64 1, !dbg !386
  store ptr %89, ptr %0, align 8, !dbg !386, !tbaa !216
  %90 = load ptr, ptr %3, align 8, !dbg !384, !tbaa !213
  %91 = load i8, ptr %89, align 1, !dbg !384, !tbaa !234
  %92 = zext i8 %91 to i64, !dbg !384
  %93 = getelementptr inbounds i16, ptr %90, i64 %92, !dbg !384
  %94 = load i16, ptr %93, align 2, !dbg !384, !tbaa !235
  %95 = and i16 %94, 8192, !dbg !384
  %96 = icmp eq i16 %95, 0, !dbg !385
  br i1 %96, label %97, label %87, !dbg !385, !llvm.loop !387

97:                                               ; preds = %87, %76
  %98 = phi i8 [ %81, %76 ], [ %91, %87 ], !dbg !388
  %99 = phi ptr [ %80, %76 ], [ %89, %87 ], !dbg !389
    #dbg_value(i8 %98, !336, !DIExpression(), !390)
  switch i8 %98, label %107 [
    i8 45, label %100
    i8 43, label %100
  ], !dbg !391

100:                                              ; preds = %97, %97
  %101 = getelementptr inbounds i8, ptr %99, i64 1, !dbg !392
  store ptr %101, ptr %0, align 8, !dbg !392, !tbaa !216
  %102 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !393
    #dbg_value(i64 %102, !340, !DIExpression(), !390)
  %103 = icmp eq i8 %98, 43, !dbg !394
  %104 = sub i64 0, %102, !dbg !395
  %105 = select i1 %103, i64 %102, i64 %104, !dbg !395
  %106 = add i64 %105, %77, !dbg !395
    #dbg_value(i64 %106, !335, !DIExpression(), !377)
  br label %107, !dbg !396

107:                                              ; preds = %100, %97
  %108 = phi i64 [ %106, %100 ], [ %77, %97 ], !dbg !377
  %109 = phi i64 [ %78, %100 ], [ %77, %97 ]
    #dbg_value(i64 %108, !335, !DIExpression(), !377)
  switch i8 %98, label %111 [
    i8 45, label %110
    i8 43, label %110
  ]

110:                                              ; preds = %107, %107
  br label %76, !dbg !384

111:                                              ; preds = %107
  %112 = icmp eq i64 %40, %109, !dbg !397
    #dbg_value(i1 %112, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %348, !dbg !398

113:                                              ; preds = %70
  %114 = add nsw i32 %62, -33
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %121

116:                                              ; preds = %113
  %117 = getelementptr inbounds i8, ptr %61, i64 1
  %118 = load i8, ptr %117, align 1
  %119 = zext i8 %118 to i32
  %120 = add nsw i32 %119, -61
  br label %121

121:                                              ; preds = %113, %116
  %122 = phi i32 [ %114, %113 ], [ %120, %116 ]
  %123 = icmp eq i32 %122, 0, !dbg !399
  br i1 %123, label %124, label %164, !dbg !401

124:                                              ; preds = %121
  %125 = getelementptr inbounds i8, ptr %61, i64 2, !dbg !402
  store ptr %125, ptr %0, align 8, !dbg !402, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !404)
  %126 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !406
    #dbg_value(i64 %126, !335, !DIExpression(), !404)
  br label %127, !dbg !407

127:                                              ; preds = %161, %124
  %128 = phi i64 [ %126, %124 ], [ %159, %161 ], !dbg !408
  %129 = phi i64 [ undef, %124 ], [ %160, %161 ]
    #dbg_value(i64 %128, !335, !DIExpression(), !404)
    #dbg_value(ptr %0, !225, !DIExpression(), !409)
  %130 = load ptr, ptr %3, align 8, !dbg !411, !tbaa !213
  %131 = load ptr, ptr %0, align 8, !dbg !411, !tbaa !216
  %132 = load i8, ptr %131, align 1, !dbg !411, !tbaa !234
  %133 = zext i8 %132 to i64, !dbg !411
  %134 = getelementptr inbounds i16, ptr %130, i64 %133, !dbg !411
  %135 = load i16, ptr %134, align 2, !dbg !411, !tbaa !235
  %136 = and i16 %135, 8192, !dbg !411
  %137 = icmp eq i16 %136, 0, !dbg !412
  br i1 %137, label %148, label %138, !dbg !412

138:                                              ; preds = %127, %138
  %139 = phi ptr [ %140, %138 ], [ %131, %127 ]
  %140 = getelementptr inbounds i8, ptr %139, i64 1, !dbg !413
  store ptr %140, ptr %0, align 8, !dbg !413, !tbaa !216
  %141 = load ptr, ptr %3, align 8, !dbg !411, !tbaa !213
  %142 = load i8, ptr %140, align 1, !dbg !411, !tbaa !234
  %143 = zext i8 %142 to i64, !dbg !411
  %144 = getelementptr inbounds i16, ptr %141, i64 %143, !dbg !411
  %145 = load i16, ptr %144, align 2, !dbg !411, !tbaa !235
  %146 = and i16 %145, 8192, !dbg !411
  %147 = icmp eq i16 %146, 0, !dbg !412
  br i1 %147, label %148, label %138, !dbg !412, !llvm.loop !414

148:                                              ; preds = %138, %127
  %149 = phi i8 [ %132, %127 ], [ %142, %138 ], !dbg !415
  %150 = phi ptr [ %131, %127 ], [ %140, %138 ], !dbg !416
    #dbg_value(i8 %149, !336, !DIExpression(), !417)
  switch i8 %149, label %158 [
    i8 45, label %151
    i8 43, label %151
  ], !dbg !418

151:                                              ; preds = %148, %148
  %152 = getelementptr inbounds i8, ptr %150, i64 1, !dbg !419
  store ptr %152, ptr %0, align 8, !dbg !419, !tbaa !216
  %153 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !420
    #dbg_value(i64 %153, !340, !DIExpression(), !417)
  %154 = icmp eq i8 %149, 43, !dbg !421
  %155 = sub i64 0, %153, !dbg !422
  %156 = select i1 %154, i64 %153, i64 %155, !dbg !422
  %157 = add i64 %156, %128, !dbg !422
    #dbg_value(i64 %157, !335, !DIExpression(), !404)
  br label %158, !dbg !423

158:                                              ; preds = %151, %148
  %159 = phi i64 [ %157, %151 ], [ %128, %148 ], !dbg !404
  %160 = phi i64 [ %129, %151 ], [ %128, %148 ]
    #dbg_value(i64 %159, !335, !DIExpression(), !404)
  switch i8 %149, label %162 [
    i8 45, label %161
    i8 43, label %161
  ]

161:                                              ; preds = %158, %158
  br label %127, !dbg !411

162:                                              ; preds = %158
  %163 = icmp ne i64 %40, %160, !dbg !424
    #dbg_value(i1 %163, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %348, !dbg !425

164:                                              ; preds = %121
  %165 = add nsw i32 %62, -60
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %167, label %172

167:                                              ; preds = %164
  %168 = getelementptr inbounds i8, ptr %61, i64 1
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  %171 = add nsw i32 %170, -61
  br label %172

172:                                              ; preds = %164, %167
  %173 = phi i32 [ %165, %164 ], [ %171, %167 ]
  %174 = icmp eq i32 %173, 0, !dbg !426
  br i1 %174, label %175, label %215, !dbg !428

175:                                              ; preds = %172
  %176 = getelementptr inbounds i8, ptr %61, i64 2, !dbg !429
  store ptr %176, ptr %0, align 8, !dbg !429, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !431)
  %177 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !433
    #dbg_value(i64 %177, !335, !DIExpression(), !431)
  br label %178, !dbg !434

178:                                              ; preds = %212, %175
  %179 = phi i64 [ %177, %175 ], [ %210, %212 ], !dbg !435
  %180 = phi i64 [ undef, %175 ], [ %211, %212 ]
    #dbg_value(i64 %179, !335, !DIExpression(), !431)
    #dbg_value(ptr %0, !225, !DIExpression(), !436)
  %181 = load ptr, ptr %3, align 8, !dbg !438, !tbaa !213
  %182 = load ptr, ptr %0, align 8, !dbg !438, !tbaa !216
  %183 = load i8, ptr %182, align 1, !dbg !438, !tbaa !234
  %184 = zext i8 %183 to i64, !dbg !438
  %185 = getelementptr inbounds i16, ptr %181, i64 %184, !dbg !438
  %186 = load i16, ptr %185, align 2, !dbg !438, !tbaa !235
  %187 = and i16 %186, 8192, !dbg !438
  %188 = icmp eq i16 %187, 0, !dbg !439
  br i1 %188, label %199, label %189, !dbg !439

189:                                              ; preds = %178, %189
  %190 = phi ptr [ %191, %189 ], [ %182, %178 ]
  %191 = getelementptr inbounds i8, ptr %190, i64 1, !dbg !440
  store ptr %191, ptr %0, align 8, !dbg !440, !tbaa !216
  %192 = load ptr, ptr %3, align 8, !dbg !438, !tbaa !213
  %193 = load i8, ptr %191, align 1, !dbg !438, !tbaa !234
  %194 = zext i8 %193 to i64, !dbg !438
  %195 = getelementptr inbounds i16, ptr %192, i64 %194, !dbg !438
  %196 = load i16, ptr %195, align 2, !dbg !438, !tbaa !235
  %197 = and i16 %196, 8192, !dbg !438
  %198 = icmp eq i16 %197, 0, !dbg !439
  br i1 %198, label %199, label %189, !dbg !439, !llvm.loop !441

199:                                              ; preds = %189, %178
  %200 = phi i8 [ %183, %178 ], [ %193, %189 ], !dbg !442
  %201 = phi ptr [ %182, %178 ], [ %191, %189 ], !dbg !443
    #dbg_value(i8 %200, !336, !DIExpression(), !444)
  switch i8 %200, label %209 [
    i8 45, label %202
    i8 43, label %202
  ], !dbg !445

202:                                              ; preds = %199, %199
  %203 = getelementptr inbounds i8, ptr %201, i64 1, !dbg !446
  store ptr %203, ptr %0, align 8, !dbg !446, !tbaa !216
  %204 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !447
    #dbg_value(i64 %204, !340, !DIExpression(), !444)
  %205 = icmp eq i8 %200, 43, !dbg !448
  %206 = sub i64 0, %204, !dbg !449
  %207 = select i1 %205, i64 %204, i64 %206, !dbg !449
  %208 = add i64 %207, %179, !dbg !449
    #dbg_value(i64 %208, !335, !DIExpression(), !431)
  br label %209, !dbg !450

209:                                              ; preds = %202, %199
  %210 = phi i64 [ %208, %202 ], [ %179, %199 ], !dbg !431
  %211 = phi i64 [ %180, %202 ], [ %179, %199 ]
    #dbg_value(i64 %210, !335, !DIExpression(), !431)
  switch i8 %200, label %213 [
    i8 45, label %212
    i8 43, label %212
  ]

212:                                              ; preds = %209, %209
  br label %178, !dbg !438

213:                                              ; preds = %209
  %214 = icmp sle i64 %40, %211, !dbg !451
    #dbg_value(i1 %214, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %348, !dbg !452

215:                                              ; preds = %172
  %216 = add nsw i32 %62, -62
  %217 = icmp eq i32 %216, 0
  br i1 %217, label %218, label %223

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %61, i64 1
  %220 = load i8, ptr %219, align 1
  %221 = zext i8 %220 to i32
  %222 = add nsw i32 %221, -61
  br label %223

223:                                              ; preds = %215, %218
  %224 = phi i32 [ %216, %215 ], [ %222, %218 ]
  %225 = icmp eq i32 %224, 0, !dbg !453
  br i1 %225, label %226, label %266, !dbg !455

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %61, i64 2, !dbg !456
  store ptr %227, ptr %0, align 8, !dbg !456, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !458)
  %228 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !460
    #dbg_value(i64 %228, !335, !DIExpression(), !458)
  br label %229, !dbg !461

229:                                              ; preds = %263, %226
  %230 = phi i64 [ %228, %226 ], [ %261, %263 ], !dbg !462
  %231 = phi i64 [ undef, %226 ], [ %262, %263 ]
    #dbg_value(i64 %230, !335, !DIExpression(), !458)
    #dbg_value(ptr %0, !225, !DIExpression(), !463)
  %232 = load ptr, ptr %3, align 8, !dbg !465, !tbaa !213
  %233 = load ptr, ptr %0, align 8, !dbg !465, !tbaa !216
  %234 = load i8, ptr %233, align 1, !dbg !465, !tbaa !234
  %235 = zext i8 %234 to i64, !dbg !465
  %236 = getelementptr inbounds i16, ptr %232, i64 %235, !dbg !465
  %237 = load i16, ptr %236, align 2, !dbg !465, !tbaa !235
  %238 = and i16 %237, 8192, !dbg !465
  %239 = icmp eq i16 %238, 0, !dbg !466
  br i1 %239, label %250, label %240, !dbg !466

240:                                              ; preds = %229, %240
  %241 = phi ptr [ %242, %240 ], [ %233, %229 ]
  %242 = getelementptr inbounds i8, ptr %241, i64 1, !dbg !467
  store ptr %242, ptr %0, align 8, !dbg !467, !tbaa !216
  %243 = load ptr, ptr %3, align 8, !dbg !465, !tbaa !213
  %244 = load i8, ptr %242, align 1, !dbg !465, !tbaa !234
  %245 = zext i8 %244 to i64, !dbg !465
  %246 = getelementptr inbounds i16, ptr %243, i64 %245, !dbg !465
  %247 = load i16, ptr %246, align 2, !dbg !465, !tbaa !235
  %248 = and i16 %247, 8192, !dbg !465
  %249 = icmp eq i16 %248, 0, !dbg !466
  br i1 %249, label %250, label %240, !dbg !466, !llvm.loop !468

250:                                              ; preds = %240, %229
  %251 = phi i8 [ %234, %229 ], [ %244, %240 ], !dbg !469
  %252 = phi ptr [ %233, %229 ], [ %242, %240 ], !dbg !470
    #dbg_value(i8 %251, !336, !DIExpression(), !471)
  switch i8 %251, label %260 [
    i8 45, label %253
    i8 43, label %253
  ], !dbg !472

253:                                              ; preds = %250, %250
  %254 = getelementptr inbounds i8, ptr %252, i64 1, !dbg !473
  store ptr %254, ptr %0, align 8, !dbg !473, !tbaa !216
  %255 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !474
    #dbg_value(i64 %255, !340, !DIExpression(), !471)
  %256 = icmp eq i8 %251, 43, !dbg !475
  %257 = sub i64 0, %255, !dbg !476
  %258 = select i1 %256, i64 %255, i64 %257, !dbg !476
  %259 = add i64 %258, %230, !dbg !476
    #dbg_value(i64 %259, !335, !DIExpression(), !458)
  br label %260, !dbg !477

260:                                              ; preds = %253, %250
  %261 = phi i64 [ %259, %253 ], [ %230, %250 ], !dbg !458
  %262 = phi i64 [ %231, %253 ], [ %230, %250 ]
    #dbg_value(i64 %261, !335, !DIExpression(), !458)
  switch i8 %251, label %264 [
    i8 45, label %263
    i8 43, label %263
  ]

263:                                              ; preds = %260, %260
  br label %229, !dbg !465

264:                                              ; preds = %260
  %265 = icmp sge i64 %40, %262, !dbg !478
    #dbg_value(i1 %265, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %348, !dbg !479

266:                                              ; preds = %223
  switch i8 %60, label %347 [
    i8 60, label %267
    i8 62, label %307
  ], !dbg !480

267:                                              ; preds = %266
  %268 = getelementptr inbounds i8, ptr %61, i64 1, !dbg !481
  store ptr %268, ptr %0, align 8, !dbg !481, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !484)
  %269 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !486
    #dbg_value(i64 %269, !335, !DIExpression(), !484)
  br label %270, !dbg !487

270:                                              ; preds = %304, %267
  %271 = phi i64 [ %269, %267 ], [ %302, %304 ], !dbg !488
  %272 = phi i64 [ undef, %267 ], [ %303, %304 ]
    #dbg_value(i64 %271, !335, !DIExpression(), !484)
    #dbg_value(ptr %0, !225, !DIExpression(), !489)
  %273 = load ptr, ptr %3, align 8, !dbg !491, !tbaa !213
  %274 = load ptr, ptr %0, align 8, !dbg !491, !tbaa !216
  %275 = load i8, ptr %274, align 1, !dbg !491, !tbaa !234
  %276 = zext i8 %275 to i64, !dbg !491
  %277 = getelementptr inbounds i16, ptr %273, i64 %276, !dbg !491
  %278 = load i16, ptr %277, align 2, !dbg !491, !tbaa !235
  %279 = and i16 %278, 8192, !dbg !491
  %280 = icmp eq i16 %279, 0, !dbg !492
  br i1 %280, label %291, label %281, !dbg !492

281:                                              ; preds = %270, %281
  %282 = phi ptr [ %283, %281 ], [ %274, %270 ]
  %283 = getelementptr inbounds i8, ptr %282, i64 1, !dbg !493
  store ptr %283, ptr %0, align 8, !dbg !493, !tbaa !216
  %284 = load ptr, ptr %3, align 8, !dbg !491, !tbaa !213
  %285 = load i8, ptr %283, align 1, !dbg !491, !tbaa !234
  %286 = zext i8 %285 to i64, !dbg !491
  %287 = getelementptr inbounds i16, ptr %284, i64 %286, !dbg !491
  %288 = load i16, ptr %287, align 2, !dbg !491, !tbaa !235
  %289 = and i16 %288, 8192, !dbg !491
  %290 = icmp eq i16 %289, 0, !dbg !492
  br i1 %290, label %291, label %281, !dbg !492, !llvm.loop !494

291:                                              ; preds = %281, %270
  %292 = phi i8 [ %275, %270 ], [ %285, %281 ], !dbg !495
  %293 = phi ptr [ %274, %270 ], [ %283, %281 ], !dbg !496
    #dbg_value(i8 %292, !336, !DIExpression(), !497)
  switch i8 %292, label %301 [
    i8 45, label %294
    i8 43, label %294
  ], !dbg !498

294:                                              ; preds = %291, %291
  %295 = getelementptr inbounds i8, ptr %293, i64 1, !dbg !499
  store ptr %295, ptr %0, align 8, !dbg !499, !tbaa !216
  %296 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !500
    #dbg_value(i64 %296, !340, !DIExpression(), !497)
  %297 = icmp eq i8 %292, 43, !dbg !501
  %298 = sub i64 0, %296, !dbg !502
  %299 = select i1 %297, i64 %296, i64 %298, !dbg !502
  %300 = add i64 %299, %271, !dbg !502
    #dbg_value(i64 %300, !335, !DIExpression(), !484)
  br label %301, !dbg !503

301:                                              ; preds = %294, %291
  %302 = phi i64 [ %300, %294 ], [ %271, %291 ], !dbg !484
  %303 = phi i64 [ %272, %294 ], [ %271, %291 ]
    #dbg_value(i64 %302, !335, !DIExpression(), !484)
  switch i8 %292, label %305 [
    i8 45, label %304
    i8 43, label %304
  ]

304:                                              ; preds = %301, %301
  br label %270, !dbg !491

305:                                              ; preds = %301
  %306 = icmp slt i64 %40, %303, !dbg !504
    #dbg_value(i1 %306, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %348, !dbg !505

307:                                              ; preds = %266
  %308 = getelementptr inbounds i8, ptr %61, i64 1, !dbg !506
  store ptr %308, ptr %0, align 8, !dbg !506, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !509)
  %309 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !511
    #dbg_value(i64 %309, !335, !DIExpression(), !509)
  br label %310, !dbg !512

310:                                              ; preds = %344, %307
  %311 = phi i64 [ %309, %307 ], [ %342, %344 ], !dbg !513
  %312 = phi i64 [ undef, %307 ], [ %343, %344 ]
    #dbg_value(i64 %311, !335, !DIExpression(), !509)
    #dbg_value(ptr %0, !225, !DIExpression(), !514)
  %313 = load ptr, ptr %3, align 8, !dbg !516, !tbaa !213
  %314 = load ptr, ptr %0, align 8, !dbg !516, !tbaa !216
  %315 = load i8, ptr %314, align 1, !dbg !516, !tbaa !234
  %316 = zext i8 %315 to i64, !dbg !516
  %317 = getelementptr inbounds i16, ptr %313, i64 %316, !dbg !516
  %318 = load i16, ptr %317, align 2, !dbg !516, !tbaa !235
  %319 = and i16 %318, 8192, !dbg !516
  %320 = icmp eq i16 %319, 0, !dbg !517
  br i1 %320, label %331, label %321, !dbg !517

321:                                              ; preds = %310, %321
  %322 = phi ptr [ %323, %321 ], [ %314, %310 ]
  %323 = getelementptr inbounds i8, ptr %322, i64 1, !dbg !518
  store ptr %323, ptr %0, align 8, !dbg !518, !tbaa !216
  %324 = load ptr, ptr %3, align 8, !dbg !516, !tbaa !213
  %325 = load i8, ptr %323, align 1, !dbg !516, !tbaa !234
  %326 = zext i8 %325 to i64, !dbg !516
  %327 = getelementptr inbounds i16, ptr %324, i64 %326, !dbg !516
  %328 = load i16, ptr %327, align 2, !dbg !516, !tbaa !235
  %329 = and i16 %328, 8192, !dbg !516
  %330 = icmp eq i16 %329, 0, !dbg !517
  br i1 %330, label %331, label %321, !dbg !517, !llvm.loop !519

331:                                              ; preds = %321, %310
  %332 = phi i8 [ %315, %310 ], [ %325, %321 ], !dbg !520
  %333 = phi ptr [ %314, %310 ], [ %323, %321 ], !dbg !521
    #dbg_value(i8 %332, !336, !DIExpression(), !522)
  switch i8 %332, label %341 [
    i8 45, label %334
    i8 43, label %334
  ], !dbg !523

334:                                              ; preds = %331, %331
  %335 = getelementptr inbounds i8, ptr %333, i64 1, !dbg !524
  store ptr %335, ptr %0, align 8, !dbg !524, !tbaa !216
  %336 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !525
    #dbg_value(i64 %336, !340, !DIExpression(), !522)
  %337 = icmp eq i8 %332, 43, !dbg !526
  %338 = sub i64 0, %336, !dbg !527
  %339 = select i1 %337, i64 %336, i64 %338, !dbg !527
  %340 = add i64 %339, %311, !dbg !527
    #dbg_value(i64 %340, !335, !DIExpression(), !509)
  br label %341, !dbg !528

341:                                              ; preds = %334, %331
  %342 = phi i64 [ %340, %334 ], [ %311, %331 ], !dbg !509
  %343 = phi i64 [ %312, %334 ], [ %311, %331 ]
    #dbg_value(i64 %342, !335, !DIExpression(), !509)
  switch i8 %332, label %345 [
    i8 45, label %344
    i8 43, label %344
  ]

344:                                              ; preds = %341, %341
  br label %310, !dbg !516

345:                                              ; preds = %341
  %346 = icmp sgt i64 %40, %343, !dbg !529
    #dbg_value(i1 %346, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %348

347:                                              ; preds = %266
  ret i64 %40, !dbg !530

348:                                              ; preds = %162, %264, %345, %305, %213, %111
  %349 = phi i1 [ %112, %111 ], [ %163, %162 ], [ %214, %213 ], [ %265, %264 ], [ %306, %305 ], [ %346, %345 ]
  %350 = zext i1 %349 to i64, !dbg !531
    #dbg_value(i64 %350, !330, !DIExpression(), !331)
  br label %39, !dbg !532, !llvm.loop !533
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @term(ptr nocapture noundef %0) unnamed_addr #0 !dbg !536 {
    #dbg_value(ptr %0, !538, !DIExpression(), !545)
  %2 = tail call fastcc i64 @primary(ptr noundef %0), !dbg !546
    #dbg_value(i64 %2, !539, !DIExpression(), !545)
  %3 = tail call ptr @__ctype_b_loc() #6, !dbg !545
  br label %4, !dbg !547

4:                                                ; preds = %48, %1
  %5 = phi i64 [ %2, %1 ], [ %49, %48 ], !dbg !548
    #dbg_value(i64 %5, !539, !DIExpression(), !545)
    #dbg_value(ptr %0, !225, !DIExpression(), !549)
  %6 = load ptr, ptr %3, align 8, !dbg !551, !tbaa !213
  %7 = load ptr, ptr %0, align 8, !dbg !551, !tbaa !216
  %8 = load i8, ptr %7, align 1, !dbg !551, !tbaa !234
  %9 = zext i8 %8 to i64, !dbg !551
  %10 = getelementptr inbounds i16, ptr %6, i64 %9, !dbg !551
  %11 = load i16, ptr %10, align 2, !dbg !551, !tbaa !235
  %12 = and i16 %11, 8192, !dbg !551
  %13 = icmp eq i16 %12, 0, !dbg !552
  br i1 %13, label %24, label %14, !dbg !552

14:                                               ; preds = %4, %14
  %15 = phi ptr [ %16, %14 ], [ %7, %4 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !553
  store ptr %16, ptr %0, align 8, !dbg !553, !tbaa !216
  %17 = load ptr, ptr %3, align 8, !dbg !551, !tbaa !213
  %18 = load i8, ptr %16, align 1, !dbg !551, !tbaa !234
  %19 = zext i8 %18 to i64, !dbg !551
  %20 = getelementptr inbounds i16, ptr %17, i64 %19, !dbg !551
  %21 = load i16, ptr %20, align 2, !dbg !551, !tbaa !235
  %22 = and i16 %21, 8192, !dbg !551
  %23 = icmp eq i16 %22, 0, !dbg !552
  br i1 %23, label %24, label %14, !dbg !552, !llvm.loop !554

24:                                               ; preds = %14, %4
  %25 = phi i8 [ %8, %4 ], [ %18, %14 ], !dbg !555
  %26 = phi ptr [ %7, %4 ], [ %16, %14 ], !dbg !556
    #dbg_value(i8 %25, !540, !DIExpression(), !557)
  switch i8 %25, label %50 [
    i8 47, label %27
    i8 42, label %27
    i8 37, label %27
  ], !dbg !558

27:                                               ; preds = %24, %24, %24
  %28 = getelementptr inbounds i8, ptr %26, i64 1, !dbg !560
  store ptr %28, ptr %0, align 8, !dbg !560, !tbaa !216
  %29 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !561
    #dbg_value(i64 %29, !544, !DIExpression(), !557)
  %30 = icmp eq i8 %25, 42, !dbg !562
  br i1 %30, label %31, label %33, !dbg !564

31:                                               ; preds = %27
  %32 = mul nsw i64 %29, %5, !dbg !565
    #dbg_value(i64 %32, !539, !DIExpression(), !545)
  br label %48, !dbg !566

33:                                               ; preds = %27
  %34 = icmp eq i64 %29, 0, !dbg !567
  br i1 %34, label %35, label %43, !dbg !569

35:                                               ; preds = %33
    #dbg_value(ptr %0, !248, !DIExpression(), !570)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !570)
  %36 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !573
  %37 = load i32, ptr %36, align 8, !dbg !573, !tbaa !221
  %38 = icmp eq i32 %37, 0, !dbg !574
  br i1 %38, label %39, label %50, !dbg !575

39:                                               ; preds = %35
  store i32 1, ptr %36, align 8, !dbg !576, !tbaa !221
  %40 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !577
  %41 = load ptr, ptr %0, align 8, !dbg !578, !tbaa !216
  %42 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %40, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %41) #5, !dbg !579
  br label %50, !dbg !580

43:                                               ; preds = %33
  %44 = icmp eq i8 %25, 47, !dbg !581
  %45 = sdiv i64 %5, %29, !dbg !583
  %46 = srem i64 %5, %29, !dbg !584
  %47 = select i1 %44, i64 %45, i64 %46
  br label %48

48:                                               ; preds = %43, %31
  %49 = phi i64 [ %32, %31 ], [ %47, %43 ]
  br label %4, !dbg !551, !llvm.loop !585

50:                                               ; preds = %24, %35, %39
  %51 = phi i64 [ 0, %39 ], [ 0, %35 ], [ %5, %24 ]
    #dbg_value(i64 poison, !539, !DIExpression(), !545)
  ret i64 %51, !dbg !588
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @primary(ptr nocapture noundef %0) unnamed_addr #0 !dbg !589 {
    #dbg_value(ptr %0, !591, !DIExpression(), !604)
    #dbg_value(ptr %0, !225, !DIExpression(), !605)
  %2 = tail call ptr @__ctype_b_loc() #6, !dbg !605
  %3 = load ptr, ptr %2, align 8, !dbg !607, !tbaa !213
  %4 = load ptr, ptr %0, align 8, !dbg !607, !tbaa !216
  %5 = load i8, ptr %4, align 1, !dbg !607, !tbaa !234
  %6 = zext i8 %5 to i64, !dbg !607
  %7 = getelementptr inbounds i16, ptr %3, i64 %6, !dbg !607
  %8 = load i16, ptr %7, align 2, !dbg !607, !tbaa !235
  %9 = and i16 %8, 8192, !dbg !607
  %10 = icmp eq i16 %9, 0, !dbg !608
  br i1 %10, label %21, label %11, !dbg !608

11:                                               ; preds = %1, %11
  %12 = phi ptr [ %13, %11 ], [ %4, %1 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !609
  store ptr %13, ptr %0, align 8, !dbg !609, !tbaa !216
  %14 = load ptr, ptr %2, align 8, !dbg !607, !tbaa !213
  %15 = load i8, ptr %13, align 1, !dbg !607, !tbaa !234
  %16 = zext i8 %15 to i64, !dbg !607
  %17 = getelementptr inbounds i16, ptr %14, i64 %16, !dbg !607
  %18 = load i16, ptr %17, align 2, !dbg !607, !tbaa !235
  %19 = and i16 %18, 8192, !dbg !607
  %20 = icmp eq i16 %19, 0, !dbg !608
  br i1 %20, label %21, label %11, !dbg !608, !llvm.loop !610

21:                                               ; preds = %11, %1
  %22 = phi i16 [ %8, %1 ], [ %18, %11 ]
  %23 = phi i8 [ %5, %1 ], [ %15, %11 ], !dbg !611
  %24 = phi ptr [ %4, %1 ], [ %13, %11 ], !dbg !612
  switch i8 %23, label %70 [
    i8 40, label %25
    i8 45, label %61
    i8 33, label %65
  ], !dbg !613

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !614
  store ptr %26, ptr %0, align 8, !dbg !614, !tbaa !216
  %27 = tail call fastcc i64 @expr(ptr noundef nonnull %0), !dbg !615
    #dbg_value(i64 %27, !592, !DIExpression(), !616)
    #dbg_value(ptr %0, !225, !DIExpression(), !617)
  %28 = load ptr, ptr %2, align 8, !dbg !619, !tbaa !213
  %29 = load ptr, ptr %0, align 8, !dbg !619, !tbaa !216
  %30 = load i8, ptr %29, align 1, !dbg !619, !tbaa !234
  %31 = zext i8 %30 to i64, !dbg !619
  %32 = getelementptr inbounds i16, ptr %28, i64 %31, !dbg !619
  %33 = load i16, ptr %32, align 2, !dbg !619, !tbaa !235
  %34 = and i16 %33, 8192, !dbg !619
  %35 = icmp eq i16 %34, 0, !dbg !620
  br i1 %35, label %46, label %36, !dbg !620

36:                                               ; preds = %25, %36
  %37 = phi ptr [ %38, %36 ], [ %29, %25 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 1, !dbg !621
  store ptr %38, ptr %0, align 8, !dbg !621, !tbaa !216
  %39 = load ptr, ptr %2, align 8, !dbg !619, !tbaa !213
  %40 = load i8, ptr %38, align 1, !dbg !619, !tbaa !234
  %41 = zext i8 %40 to i64, !dbg !619
  %42 = getelementptr inbounds i16, ptr %39, i64 %41, !dbg !619
  %43 = load i16, ptr %42, align 2, !dbg !619, !tbaa !235
  %44 = and i16 %43, 8192, !dbg !619
  %45 = icmp eq i16 %44, 0, !dbg !620
  br i1 %45, label %46, label %36, !dbg !620, !llvm.loop !622

46:                                               ; preds = %36, %25
  %47 = phi i8 [ %30, %25 ], [ %40, %36 ], !dbg !623
  %48 = phi ptr [ %29, %25 ], [ %38, %36 ], !dbg !625
  %49 = icmp eq i8 %47, 41, !dbg !626
  br i1 %49, label %57, label %50, !dbg !627

50:                                               ; preds = %46
    #dbg_value(ptr %0, !248, !DIExpression(), !628)
    #dbg_value(ptr @.str.30, !253, !DIExpression(), !628)
  %51 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !630
  %52 = load i32, ptr %51, align 8, !dbg !630, !tbaa !221
  %53 = icmp eq i32 %52, 0, !dbg !631
  br i1 %53, label %54, label %59, !dbg !632

54:                                               ; preds = %50
  store i32 1, ptr %51, align 8, !dbg !633, !tbaa !221
  %55 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !634
  %56 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %55, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.30, ptr noundef nonnull %48) #5, !dbg !635
  br label %59, !dbg !636

57:                                               ; preds = %46
  %58 = getelementptr inbounds i8, ptr %48, i64 1, !dbg !637
  store ptr %58, ptr %0, align 8, !dbg !637, !tbaa !216
  br label %59

59:                                               ; preds = %140, %136, %54, %50, %126, %131, %57, %74, %77, %65, %61
  %60 = phi i64 [ %64, %61 ], [ %69, %65 ], [ %27, %57 ], [ %127, %126 ], [ %135, %131 ], [ %27, %50 ], [ %27, %54 ], [ 0, %136 ], [ 0, %140 ], [ 0, %74 ], [ %85, %77 ]
  ret i64 %60, !dbg !638

61:                                               ; preds = %21
  %62 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !639
  store ptr %62, ptr %0, align 8, !dbg !639, !tbaa !216
  %63 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !642
  %64 = sub nsw i64 0, %63, !dbg !643
  br label %59, !dbg !638

65:                                               ; preds = %21
  %66 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !644
  store ptr %66, ptr %0, align 8, !dbg !644, !tbaa !216
  %67 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !647
  %68 = icmp eq i64 %67, 0, !dbg !648
  %69 = zext i1 %68 to i64, !dbg !648
  br label %59, !dbg !638

70:                                               ; preds = %21
  %71 = zext i16 %22 to i32, !dbg !649
  %72 = and i32 %71, 2048, !dbg !649
  %73 = icmp eq i32 %72, 0, !dbg !649
  br i1 %73, label %93, label %74, !dbg !650

74:                                               ; preds = %70
    #dbg_value(i64 0, !595, !DIExpression(), !651)
  %75 = and i16 %22, 2048, !dbg !652
  %76 = icmp eq i16 %75, 0, !dbg !653
  br i1 %76, label %59, label %77, !dbg !653

77:                                               ; preds = %74, %77
  %78 = phi ptr [ %81, %77 ], [ %24, %74 ]
  %79 = phi i64 [ %85, %77 ], [ 0, %74 ]
    #dbg_value(i64 %79, !595, !DIExpression(), !651)
  %80 = mul nsw i64 %79, 10, !dbg !654
  %81 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !655
  store ptr %81, ptr %0, align 8, !dbg !655, !tbaa !216
  %82 = load i8, ptr %78, align 1, !dbg !656, !tbaa !234
  %83 = sext i8 %82 to i64, !dbg !656
  %84 = add i64 %80, -48, !dbg !657
  %85 = add i64 %84, %83, !dbg !658
    #dbg_value(i64 %85, !595, !DIExpression(), !651)
  %86 = load ptr, ptr %2, align 8, !dbg !652, !tbaa !213
  %87 = load i8, ptr %81, align 1, !dbg !652, !tbaa !234
  %88 = zext i8 %87 to i64, !dbg !652
  %89 = getelementptr inbounds i16, ptr %86, i64 %88, !dbg !652
  %90 = load i16, ptr %89, align 2, !dbg !652, !tbaa !235
  %91 = and i16 %90, 2048, !dbg !652
  %92 = icmp eq i16 %91, 0, !dbg !653
  br i1 %92, label %59, label %77, !dbg !653, !llvm.loop !659

93:                                               ; preds = %70
  %94 = and i32 %71, 512, !dbg !661
  %95 = icmp eq i32 %94, 0, !dbg !661
  br i1 %95, label %136, label %96, !dbg !662

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !663
  store ptr %97, ptr %0, align 8, !dbg !663, !tbaa !216
  %98 = load i8, ptr %24, align 1, !dbg !664, !tbaa !234
  %99 = sext i8 %98 to i32, !dbg !664
  %100 = add nsw i32 %99, -97, !dbg !665
    #dbg_value(i32 %100, !598, !DIExpression(), !666)
    #dbg_value(ptr %0, !225, !DIExpression(), !667)
  %101 = load ptr, ptr %2, align 8, !dbg !669, !tbaa !213
  %102 = load i8, ptr %97, align 1, !dbg !669, !tbaa !234
  %103 = zext i8 %102 to i64, !dbg !669
  %104 = getelementptr inbounds i16, ptr %101, i64 %103, !dbg !669
  %105 = load i16, ptr %104, align 2, !dbg !669, !tbaa !235
  %106 = and i16 %105, 8192, !dbg !669
  %107 = icmp eq i16 %106, 0, !dbg !670
  br i1 %107, label %118, label %108, !dbg !670

108:                                              ; preds = %96, %108
  %109 = phi ptr [ %110, %108 ], [ %97, %96 ]
  %110 = getelementptr inbounds i8, ptr %109, i64 1, !dbg !671
  store ptr %110, ptr %0, align 8, !dbg !671, !tbaa !216
  %111 = load ptr, ptr %2, align 8, !dbg !669, !tbaa !213
  %112 = load i8, ptr %110, align 1, !dbg !669, !tbaa !234
  %113 = zext i8 %112 to i64, !dbg !669
  %114 = getelementptr inbounds i16, ptr %111, i64 %113, !dbg !669
  %115 = load i16, ptr %114, align 2, !dbg !669, !tbaa !235
  %116 = and i16 %115, 8192, !dbg !669
  %117 = icmp eq i16 %116, 0, !dbg !670
  br i1 %117, label %118, label %108, !dbg !670, !llvm.loop !672

118:                                              ; preds = %108, %96
  %119 = phi i8 [ %102, %96 ], [ %112, %108 ], !dbg !673
  %120 = phi ptr [ %24, %96 ], [ %109, %108 ], !dbg !674
  %121 = icmp eq i8 %119, 61, !dbg !675
  br i1 %121, label %122, label %131, !dbg !676

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %120, i64 2, !dbg !677
  %124 = load i8, ptr %123, align 1, !dbg !677, !tbaa !234
  %125 = icmp eq i8 %124, 61, !dbg !678
  br i1 %125, label %131, label %126, !dbg !679

126:                                              ; preds = %122
  store ptr %123, ptr %0, align 8, !dbg !680, !tbaa !216
  %127 = tail call fastcc i64 @expr(ptr noundef nonnull %0), !dbg !681
    #dbg_value(i64 %127, !601, !DIExpression(), !682)
  %128 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !683
  %129 = sext i32 %100 to i64, !dbg !684
  %130 = getelementptr inbounds [26 x i64], ptr %128, i64 0, i64 %129, !dbg !684
  store i64 %127, ptr %130, align 8, !dbg !685, !tbaa !201
  br label %59

131:                                              ; preds = %122, %118
  %132 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !686
  %133 = sext i32 %100 to i64, !dbg !687
  %134 = getelementptr inbounds [26 x i64], ptr %132, i64 0, i64 %133, !dbg !687
  %135 = load i64, ptr %134, align 8, !dbg !687, !tbaa !201
  br label %59, !dbg !688

136:                                              ; preds = %93
    #dbg_value(ptr %0, !248, !DIExpression(), !689)
    #dbg_value(ptr @.str.31, !253, !DIExpression(), !689)
  %137 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !691
  %138 = load i32, ptr %137, align 8, !dbg !691, !tbaa !221
  %139 = icmp eq i32 %138, 0, !dbg !692
  br i1 %139, label %140, label %59, !dbg !693

140:                                              ; preds = %136
  store i32 1, ptr %137, align 8, !dbg !694, !tbaa !221
  %141 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !695
  %142 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %141, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.31, ptr noundef nonnull %24) #5, !dbg !696
  br label %59, !dbg !697
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !698 ptr @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !704 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!110}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "expr_parser.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "33cfc860a71de605224bc791d1927bd5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 9)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 6)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 14)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 17)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !21, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 30)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !48, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !9, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 11)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !28, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 25)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 24)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 166, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 15)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 169, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 20)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !33, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 174, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 37)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !43, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !64, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 21)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 13)
!110 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !111, retainedTypes: !128, globals: !132, splitDebugInlining: false, nameTableKind: None)
!111 = !{!112}
!112 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !113, line: 46, baseType: !114, size: 32, elements: !115)
!113 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = !{!116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127}
!116 = !DIEnumerator(name: "_ISupper", value: 256)
!117 = !DIEnumerator(name: "_ISlower", value: 512)
!118 = !DIEnumerator(name: "_ISalpha", value: 1024)
!119 = !DIEnumerator(name: "_ISdigit", value: 2048)
!120 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!121 = !DIEnumerator(name: "_ISspace", value: 8192)
!122 = !DIEnumerator(name: "_ISprint", value: 16384)
!123 = !DIEnumerator(name: "_ISgraph", value: 32768)
!124 = !DIEnumerator(name: "_ISblank", value: 1)
!125 = !DIEnumerator(name: "_IScntrl", value: 2)
!126 = !DIEnumerator(name: "_ISpunct", value: 4)
!127 = !DIEnumerator(name: "_ISalnum", value: 8)
!128 = !{!129, !130, !131}
!129 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!130 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!131 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!132 = !{!0, !7, !12, !17, !19, !24, !26, !31, !36, !41, !46, !51, !53, !58, !60, !62, !67, !69, !74, !79, !84, !89, !91, !133, !138, !140, !142, !144, !146, !96, !98, !100, !105}
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !135, isLocal: true, isDefinition: true)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 3)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !135, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !135, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !135, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !135, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !135, isLocal: true, isDefinition: true)
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 135, type: !157, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!129}
!159 = !{!160, !166, !180, !181, !186}
!160 = !DILocalVariable(name: "inputs", scope: !156, file: !2, line: 136, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 1216, elements: !164)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!164 = !{!165}
!165 = !DISubrange(count: 19)
!166 = !DILocalVariable(name: "ps", scope: !156, file: !2, line: 157, type: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "parser", file: !2, line: 7, size: 2304, elements: !168)
!168 = !{!169, !170, !175, !176}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !167, file: !2, line: 8, baseType: !162, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "vars", scope: !167, file: !2, line: 9, baseType: !171, size: 1664, offset: 64)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 1664, elements: !173)
!172 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!173 = !{!174}
!174 = !DISubrange(count: 26)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !167, file: !2, line: 10, baseType: !129, size: 32, offset: 1728)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !167, file: !2, line: 11, baseType: !177, size: 512, offset: 1760)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 64)
!180 = !DILocalVariable(name: "errors", scope: !156, file: !2, line: 159, type: !129)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 160, type: !183)
!182 = distinct !DILexicalBlock(scope: !156, file: !2, line: 160, column: 5)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !184, line: 18, baseType: !185)
!184 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!185 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!186 = !DILocalVariable(name: "v", scope: !187, file: !2, line: 163, type: !172)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 160, column: 67)
!188 = distinct !DILexicalBlock(scope: !182, file: !2, line: 160, column: 5)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !156)
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 157, column: 5, scope: !156)
!194 = !DILocation(line: 158, column: 5, scope: !156)
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 0, scope: !182)
!198 = !DILocation(line: 160, column: 5, scope: !182)
!199 = !DILocation(line: 174, column: 56, scope: !156)
!200 = !DILocation(line: 174, column: 53, scope: !156)
!201 = !{!202, !202, i64 0}
!202 = !{!"long", !203, i64 0}
!203 = !{!"omnipotent char", !204, i64 0}
!204 = !{!"Simple C/C++ TBAA"}
!205 = !DILocation(line: 174, column: 73, scope: !156)
!206 = !DILocation(line: 175, column: 12, scope: !156)
!207 = !DILocation(line: 175, column: 32, scope: !156)
!208 = !DILocation(line: 175, column: 44, scope: !156)
!209 = !DILocation(line: 174, column: 5, scope: !156)
!210 = !DILocation(line: 177, column: 1, scope: !156)
!211 = !DILocation(line: 176, column: 5, scope: !156)
!212 = !DILocation(line: 161, column: 16, scope: !187)
!213 = !{!214, !214, i64 0}
!214 = !{!"any pointer", !203, i64 0}
!215 = !DILocation(line: 161, column: 14, scope: !187)
!216 = !{!217, !214, i64 0}
!217 = !{!"parser", !214, i64 0, !203, i64 8, !218, i64 216, !203, i64 220}
!218 = !{!"int", !203, i64 0}
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 162, column: 18, scope: !187)
!221 = !{!217, !218, i64 216}
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 163, column: 18, scope: !187)
!224 = !DILocation(line: 0, scope: !187)
!225 = !DILocalVariable(name: "ps", arg: 1, scope: !226, file: !2, line: 16, type: !229)
!226 = distinct !DISubprogram(name: "skip", scope: !2, file: !2, line: 16, type: !227, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !230)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!230 = !{!225}
!231 = !DILocation(line: 0, scope: !226, inlinedAt: !232)
!232 = distinct !DILocation(line: 164, column: 9, scope: !187)
!233 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !232)
!234 = !{!203, !203, i64 0}
!235 = !{!236, !236, i64 0}
!236 = !{!"short", !203, i64 0}
!237 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !232)
!238 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !232)
!239 = distinct !DIAssignID()
!240 = distinct !{!240, !237, !238, !241}
!241 = !{!"llvm.loop.mustprogress"}
!242 = !DILocation(line: 165, column: 17, scope: !243)
!243 = distinct !DILexicalBlock(scope: !187, file: !2, line: 165, column: 13)
!244 = !DILocation(line: 165, column: 14, scope: !243)
!245 = !DILocation(line: 165, column: 23, scope: !243)
!246 = !DILocation(line: 165, column: 26, scope: !243)
!247 = !DILocation(line: 165, column: 13, scope: !187)
!248 = !DILocalVariable(name: "ps", arg: 1, scope: !249, file: !2, line: 21, type: !229)
!249 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 21, type: !250, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !229, !162}
!252 = !{!248, !253}
!253 = !DILocalVariable(name: "m", arg: 2, scope: !249, file: !2, line: 21, type: !162)
!254 = !DILocation(line: 0, scope: !249, inlinedAt: !255)
!255 = distinct !DILocation(line: 166, column: 13, scope: !243)
!256 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !255)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 22, column: 21)
!258 = distinct !DILexicalBlock(scope: !249, file: !2, line: 22, column: 9)
!259 = distinct !DIAssignID()
!260 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !255)
!261 = !DILocation(line: 167, column: 16, scope: !262)
!262 = distinct !DILexicalBlock(scope: !187, file: !2, line: 167, column: 13)
!263 = !DILocation(line: 167, column: 13, scope: !262)
!264 = !DILocation(line: 167, column: 13, scope: !187)
!265 = !DILocation(line: 168, column: 19, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !2, line: 167, column: 23)
!267 = !DILocation(line: 169, column: 13, scope: !266)
!268 = !DILocation(line: 170, column: 9, scope: !266)
!269 = !DILocation(line: 171, column: 13, scope: !270)
!270 = distinct !DILexicalBlock(scope: !262, file: !2, line: 170, column: 16)
!271 = !DILocation(line: 160, column: 63, scope: !188)
!272 = !DILocation(line: 160, column: 26, scope: !188)
!273 = distinct !{!273, !198, !274, !241}
!274 = !DILocation(line: 173, column: 5, scope: !182)
!275 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 117, type: !276, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !278)
!276 = !DISubroutineType(types: !277)
!277 = !{!172, !229}
!278 = !{!279, !280, !281, !287}
!279 = !DILocalVariable(name: "ps", arg: 1, scope: !275, file: !2, line: 117, type: !229)
!280 = !DILocalVariable(name: "v", scope: !275, file: !2, line: 118, type: !172)
!281 = !DILocalVariable(name: "r", scope: !282, file: !2, line: 123, type: !172)
!282 = distinct !DILexicalBlock(scope: !283, file: !2, line: 121, column: 43)
!283 = distinct !DILexicalBlock(scope: !284, file: !2, line: 121, column: 13)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 119, column: 14)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 119, column: 5)
!286 = distinct !DILexicalBlock(scope: !275, file: !2, line: 119, column: 5)
!287 = !DILocalVariable(name: "r", scope: !288, file: !2, line: 127, type: !172)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 125, column: 50)
!289 = distinct !DILexicalBlock(scope: !283, file: !2, line: 125, column: 20)
!290 = !DILocation(line: 0, scope: !275)
!291 = !DILocation(line: 118, column: 14, scope: !275)
!292 = !DILocation(line: 119, column: 5, scope: !275)
!293 = !DILocation(line: 0, scope: !226, inlinedAt: !294)
!294 = distinct !DILocation(line: 120, column: 9, scope: !284)
!295 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !294)
!296 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !294)
!297 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !294)
!298 = distinct !{!298, !296, !297, !241}
!299 = !DILocation(line: 121, column: 25, scope: !283)
!300 = !DILocation(line: 121, column: 37, scope: !283)
!301 = !DILocation(line: 121, column: 13, scope: !284)
!302 = !DILocation(line: 122, column: 19, scope: !282)
!303 = !DILocation(line: 123, column: 22, scope: !282)
!304 = !DILocation(line: 0, scope: !282)
!305 = !DILocation(line: 124, column: 17, scope: !282)
!306 = !DILocation(line: 124, column: 19, scope: !282)
!307 = !DILocation(line: 125, column: 9, scope: !282)
!308 = !DILocation(line: 125, column: 44, scope: !289)
!309 = !DILocation(line: 125, column: 20, scope: !283)
!310 = !DILocation(line: 126, column: 19, scope: !288)
!311 = !DILocation(line: 127, column: 22, scope: !288)
!312 = !DILocation(line: 0, scope: !288)
!313 = !DILocation(line: 128, column: 17, scope: !288)
!314 = !DILocation(line: 128, column: 19, scope: !288)
!315 = !DILocation(line: 130, column: 13, scope: !316)
!316 = distinct !DILexicalBlock(scope: !289, file: !2, line: 129, column: 16)
!317 = !DILocation(line: 0, scope: !283)
!318 = !DILocation(line: 119, column: 5, scope: !285)
!319 = distinct !{!319, !320, !321}
!320 = !DILocation(line: 119, column: 5, scope: !286)
!321 = !DILocation(line: 132, column: 5, scope: !286)
!322 = !DISubprogram(name: "printf", scope: !323, file: !323, line: 356, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!324 = !DISubroutineType(types: !325)
!325 = !{!129, !326, null}
!326 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!327 = distinct !DISubprogram(name: "comparison", scope: !2, file: !2, line: 103, type: !276, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !328)
!328 = !{!329, !330}
!329 = !DILocalVariable(name: "ps", arg: 1, scope: !327, file: !2, line: 103, type: !229)
!330 = !DILocalVariable(name: "v", scope: !327, file: !2, line: 104, type: !172)
!331 = !DILocation(line: 0, scope: !327)
!332 = !DILocalVariable(name: "ps", arg: 1, scope: !333, file: !2, line: 90, type: !229)
!333 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 90, type: !276, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !334)
!334 = !{!332, !335, !336, !340}
!335 = !DILocalVariable(name: "v", scope: !333, file: !2, line: 91, type: !172)
!336 = !DILocalVariable(name: "op", scope: !337, file: !2, line: 94, type: !4)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 92, column: 14)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 92, column: 5)
!339 = distinct !DILexicalBlock(scope: !333, file: !2, line: 92, column: 5)
!340 = !DILocalVariable(name: "r", scope: !337, file: !2, line: 98, type: !172)
!341 = !DILocation(line: 0, scope: !333, inlinedAt: !342)
!342 = distinct !DILocation(line: 104, column: 14, scope: !327)
!343 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !342)
!344 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !342)
!345 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !342)
!346 = !DILocation(line: 0, scope: !226, inlinedAt: !347)
!347 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !342)
!348 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !347)
!349 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !347)
!350 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !347)
!351 = distinct !{!351, !349, !350, !241}
!352 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !342)
!353 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !342)
!354 = !DILocation(line: 0, scope: !337, inlinedAt: !342)
!355 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !342)
!356 = distinct !DILexicalBlock(scope: !337, file: !2, line: 95, column: 13)
!357 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !342)
!358 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !342)
!359 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !342)
!360 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !342)
!361 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !342)
!362 = !DILocation(line: 0, scope: !226, inlinedAt: !363)
!363 = distinct !DILocation(line: 106, column: 9, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 105, column: 14)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 105, column: 5)
!366 = distinct !DILexicalBlock(scope: !327, file: !2, line: 105, column: 5)
!367 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !363)
!368 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !363)
!369 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !363)
!370 = distinct !{!370, !368, !369, !241}
!371 = !DILocation(line: 107, column: 25, scope: !372)
!372 = distinct !DILexicalBlock(scope: !364, file: !2, line: 107, column: 13)
!373 = !DILocation(line: 107, column: 37, scope: !372)
!374 = !DILocation(line: 107, column: 13, scope: !364)
!375 = !DILocation(line: 107, column: 51, scope: !376)
!376 = distinct !DILexicalBlock(scope: !372, file: !2, line: 107, column: 43)
!377 = !DILocation(line: 0, scope: !333, inlinedAt: !378)
!378 = distinct !DILocation(line: 107, column: 66, scope: !376)
!379 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !378)
!380 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !378)
!381 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !378)
!382 = !DILocation(line: 0, scope: !226, inlinedAt: !383)
!383 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !378)
!384 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !383)
!385 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !383)
!386 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !383)
!387 = distinct !{!387, !385, !386, !241}
!388 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !378)
!389 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !378)
!390 = !DILocation(line: 0, scope: !337, inlinedAt: !378)
!391 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !378)
!392 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !378)
!393 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !378)
!394 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !378)
!395 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !378)
!396 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !378)
!397 = !DILocation(line: 107, column: 63, scope: !376)
!398 = !DILocation(line: 107, column: 75, scope: !376)
!399 = !DILocation(line: 108, column: 42, scope: !400)
!400 = distinct !DILexicalBlock(scope: !372, file: !2, line: 108, column: 18)
!401 = !DILocation(line: 108, column: 18, scope: !372)
!402 = !DILocation(line: 108, column: 56, scope: !403)
!403 = distinct !DILexicalBlock(scope: !400, file: !2, line: 108, column: 48)
!404 = !DILocation(line: 0, scope: !333, inlinedAt: !405)
!405 = distinct !DILocation(line: 108, column: 71, scope: !403)
!406 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !405)
!407 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !405)
!408 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !405)
!409 = !DILocation(line: 0, scope: !226, inlinedAt: !410)
!410 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !405)
!411 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !410)
!412 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !410)
!413 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !410)
!414 = distinct !{!414, !412, !413, !241}
!415 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !405)
!416 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !405)
!417 = !DILocation(line: 0, scope: !337, inlinedAt: !405)
!418 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !405)
!419 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !405)
!420 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !405)
!421 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !405)
!422 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !405)
!423 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !405)
!424 = !DILocation(line: 108, column: 68, scope: !403)
!425 = !DILocation(line: 108, column: 80, scope: !403)
!426 = !DILocation(line: 109, column: 42, scope: !427)
!427 = distinct !DILexicalBlock(scope: !400, file: !2, line: 109, column: 18)
!428 = !DILocation(line: 109, column: 18, scope: !400)
!429 = !DILocation(line: 109, column: 56, scope: !430)
!430 = distinct !DILexicalBlock(scope: !427, file: !2, line: 109, column: 48)
!431 = !DILocation(line: 0, scope: !333, inlinedAt: !432)
!432 = distinct !DILocation(line: 109, column: 71, scope: !430)
!433 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !432)
!434 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !432)
!435 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !432)
!436 = !DILocation(line: 0, scope: !226, inlinedAt: !437)
!437 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !432)
!438 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !437)
!439 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !437)
!440 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !437)
!441 = distinct !{!441, !439, !440, !241}
!442 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !432)
!443 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !432)
!444 = !DILocation(line: 0, scope: !337, inlinedAt: !432)
!445 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !432)
!446 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !432)
!447 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !432)
!448 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !432)
!449 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !432)
!450 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !432)
!451 = !DILocation(line: 109, column: 68, scope: !430)
!452 = !DILocation(line: 109, column: 80, scope: !430)
!453 = !DILocation(line: 110, column: 42, scope: !454)
!454 = distinct !DILexicalBlock(scope: !427, file: !2, line: 110, column: 18)
!455 = !DILocation(line: 110, column: 18, scope: !427)
!456 = !DILocation(line: 110, column: 56, scope: !457)
!457 = distinct !DILexicalBlock(scope: !454, file: !2, line: 110, column: 48)
!458 = !DILocation(line: 0, scope: !333, inlinedAt: !459)
!459 = distinct !DILocation(line: 110, column: 71, scope: !457)
!460 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !459)
!461 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !459)
!462 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !459)
!463 = !DILocation(line: 0, scope: !226, inlinedAt: !464)
!464 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !459)
!465 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !464)
!466 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !464)
!467 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !464)
!468 = distinct !{!468, !466, !467, !241}
!469 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !459)
!470 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !459)
!471 = !DILocation(line: 0, scope: !337, inlinedAt: !459)
!472 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !459)
!473 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !459)
!474 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !459)
!475 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !459)
!476 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !459)
!477 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !459)
!478 = !DILocation(line: 110, column: 68, scope: !457)
!479 = !DILocation(line: 110, column: 80, scope: !457)
!480 = !DILocation(line: 111, column: 18, scope: !454)
!481 = !DILocation(line: 111, column: 40, scope: !482)
!482 = distinct !DILexicalBlock(scope: !483, file: !2, line: 111, column: 33)
!483 = distinct !DILexicalBlock(scope: !454, file: !2, line: 111, column: 18)
!484 = !DILocation(line: 0, scope: !333, inlinedAt: !485)
!485 = distinct !DILocation(line: 111, column: 52, scope: !482)
!486 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !485)
!487 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !485)
!488 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !485)
!489 = !DILocation(line: 0, scope: !226, inlinedAt: !490)
!490 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !485)
!491 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !490)
!492 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !490)
!493 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !490)
!494 = distinct !{!494, !492, !493, !241}
!495 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !485)
!496 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !485)
!497 = !DILocation(line: 0, scope: !337, inlinedAt: !485)
!498 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !485)
!499 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !485)
!500 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !485)
!501 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !485)
!502 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !485)
!503 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !485)
!504 = !DILocation(line: 111, column: 50, scope: !482)
!505 = !DILocation(line: 111, column: 61, scope: !482)
!506 = !DILocation(line: 112, column: 40, scope: !507)
!507 = distinct !DILexicalBlock(scope: !508, file: !2, line: 112, column: 33)
!508 = distinct !DILexicalBlock(scope: !483, file: !2, line: 112, column: 18)
!509 = !DILocation(line: 0, scope: !333, inlinedAt: !510)
!510 = distinct !DILocation(line: 112, column: 52, scope: !507)
!511 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !510)
!512 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !510)
!513 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !510)
!514 = !DILocation(line: 0, scope: !226, inlinedAt: !515)
!515 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !510)
!516 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !515)
!517 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !515)
!518 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !515)
!519 = distinct !{!519, !517, !518, !241}
!520 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !510)
!521 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !510)
!522 = !DILocation(line: 0, scope: !337, inlinedAt: !510)
!523 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !510)
!524 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !510)
!525 = !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !510)
!526 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !510)
!527 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !510)
!528 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !510)
!529 = !DILocation(line: 112, column: 50, scope: !507)
!530 = !DILocation(line: 113, column: 14, scope: !508)
!531 = !DILocation(line: 0, scope: !372)
!532 = !DILocation(line: 105, column: 5, scope: !365)
!533 = distinct !{!533, !534, !535}
!534 = !DILocation(line: 105, column: 5, scope: !366)
!535 = !DILocation(line: 114, column: 5, scope: !366)
!536 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 69, type: !276, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !537)
!537 = !{!538, !539, !540, !544}
!538 = !DILocalVariable(name: "ps", arg: 1, scope: !536, file: !2, line: 69, type: !229)
!539 = !DILocalVariable(name: "v", scope: !536, file: !2, line: 70, type: !172)
!540 = !DILocalVariable(name: "op", scope: !541, file: !2, line: 73, type: !4)
!541 = distinct !DILexicalBlock(scope: !542, file: !2, line: 71, column: 14)
!542 = distinct !DILexicalBlock(scope: !543, file: !2, line: 71, column: 5)
!543 = distinct !DILexicalBlock(scope: !536, file: !2, line: 71, column: 5)
!544 = !DILocalVariable(name: "r", scope: !541, file: !2, line: 77, type: !172)
!545 = !DILocation(line: 0, scope: !536)
!546 = !DILocation(line: 70, column: 14, scope: !536)
!547 = !DILocation(line: 71, column: 5, scope: !536)
!548 = !DILocation(line: 70, column: 10, scope: !536)
!549 = !DILocation(line: 0, scope: !226, inlinedAt: !550)
!550 = distinct !DILocation(line: 72, column: 9, scope: !541)
!551 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !550)
!552 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !550)
!553 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !550)
!554 = distinct !{!554, !552, !553, !241}
!555 = !DILocation(line: 73, column: 19, scope: !541)
!556 = !DILocation(line: 73, column: 24, scope: !541)
!557 = !DILocation(line: 0, scope: !541)
!558 = !DILocation(line: 74, column: 23, scope: !559)
!559 = distinct !DILexicalBlock(scope: !541, file: !2, line: 74, column: 13)
!560 = !DILocation(line: 76, column: 14, scope: !541)
!561 = !DILocation(line: 77, column: 18, scope: !541)
!562 = !DILocation(line: 78, column: 16, scope: !563)
!563 = distinct !DILexicalBlock(scope: !541, file: !2, line: 78, column: 13)
!564 = !DILocation(line: 78, column: 13, scope: !541)
!565 = !DILocation(line: 79, column: 15, scope: !563)
!566 = !DILocation(line: 79, column: 13, scope: !563)
!567 = !DILocation(line: 80, column: 20, scope: !568)
!568 = distinct !DILexicalBlock(scope: !563, file: !2, line: 80, column: 18)
!569 = !DILocation(line: 80, column: 18, scope: !563)
!570 = !DILocation(line: 0, scope: !249, inlinedAt: !571)
!571 = distinct !DILocation(line: 81, column: 13, scope: !572)
!572 = distinct !DILexicalBlock(scope: !568, file: !2, line: 80, column: 26)
!573 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !571)
!574 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !571)
!575 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !571)
!576 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !571)
!577 = !DILocation(line: 24, column: 22, scope: !257, inlinedAt: !571)
!578 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !571)
!579 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !571)
!580 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !571)
!581 = !DILocation(line: 83, column: 23, scope: !582)
!582 = distinct !DILexicalBlock(scope: !568, file: !2, line: 83, column: 20)
!583 = !DILocation(line: 84, column: 15, scope: !582)
!584 = !DILocation(line: 86, column: 15, scope: !582)
!585 = distinct !{!585, !586, !587}
!586 = !DILocation(line: 71, column: 5, scope: !543)
!587 = !DILocation(line: 87, column: 5, scope: !543)
!588 = !DILocation(line: 88, column: 1, scope: !536)
!589 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 28, type: !276, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !590)
!590 = !{!591, !592, !595, !598, !601}
!591 = !DILocalVariable(name: "ps", arg: 1, scope: !589, file: !2, line: 28, type: !229)
!592 = !DILocalVariable(name: "v", scope: !593, file: !2, line: 32, type: !172)
!593 = distinct !DILexicalBlock(scope: !594, file: !2, line: 30, column: 24)
!594 = distinct !DILexicalBlock(scope: !589, file: !2, line: 30, column: 9)
!595 = !DILocalVariable(name: "v", scope: !596, file: !2, line: 49, type: !172)
!596 = distinct !DILexicalBlock(scope: !597, file: !2, line: 48, column: 41)
!597 = distinct !DILexicalBlock(scope: !589, file: !2, line: 48, column: 9)
!598 = !DILocalVariable(name: "idx", scope: !599, file: !2, line: 55, type: !129)
!599 = distinct !DILexicalBlock(scope: !600, file: !2, line: 54, column: 41)
!600 = distinct !DILexicalBlock(scope: !589, file: !2, line: 54, column: 9)
!601 = !DILocalVariable(name: "v", scope: !602, file: !2, line: 59, type: !172)
!602 = distinct !DILexicalBlock(scope: !603, file: !2, line: 57, column: 47)
!603 = distinct !DILexicalBlock(scope: !599, file: !2, line: 57, column: 13)
!604 = !DILocation(line: 0, scope: !589)
!605 = !DILocation(line: 0, scope: !226, inlinedAt: !606)
!606 = distinct !DILocation(line: 29, column: 5, scope: !589)
!607 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !606)
!608 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !606)
!609 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !606)
!610 = distinct !{!610, !608, !609, !241}
!611 = !DILocation(line: 30, column: 9, scope: !594)
!612 = !DILocation(line: 30, column: 14, scope: !594)
!613 = !DILocation(line: 30, column: 9, scope: !589)
!614 = !DILocation(line: 31, column: 14, scope: !593)
!615 = !DILocation(line: 32, column: 18, scope: !593)
!616 = !DILocation(line: 0, scope: !593)
!617 = !DILocation(line: 0, scope: !226, inlinedAt: !618)
!618 = distinct !DILocation(line: 33, column: 9, scope: !593)
!619 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !618)
!620 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !618)
!621 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !618)
!622 = distinct !{!622, !620, !621, !241}
!623 = !DILocation(line: 34, column: 13, scope: !624)
!624 = distinct !DILexicalBlock(scope: !593, file: !2, line: 34, column: 13)
!625 = !DILocation(line: 34, column: 18, scope: !624)
!626 = !DILocation(line: 34, column: 20, scope: !624)
!627 = !DILocation(line: 34, column: 13, scope: !593)
!628 = !DILocation(line: 0, scope: !249, inlinedAt: !629)
!629 = distinct !DILocation(line: 35, column: 13, scope: !624)
!630 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !629)
!631 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !629)
!632 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !629)
!633 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !629)
!634 = !DILocation(line: 24, column: 22, scope: !257, inlinedAt: !629)
!635 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !629)
!636 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !629)
!637 = !DILocation(line: 37, column: 18, scope: !624)
!638 = !DILocation(line: 67, column: 1, scope: !589)
!639 = !DILocation(line: 41, column: 14, scope: !640)
!640 = distinct !DILexicalBlock(scope: !641, file: !2, line: 40, column: 24)
!641 = distinct !DILexicalBlock(scope: !589, file: !2, line: 40, column: 9)
!642 = !DILocation(line: 42, column: 17, scope: !640)
!643 = !DILocation(line: 42, column: 16, scope: !640)
!644 = !DILocation(line: 45, column: 14, scope: !645)
!645 = distinct !DILexicalBlock(scope: !646, file: !2, line: 44, column: 24)
!646 = distinct !DILexicalBlock(scope: !589, file: !2, line: 44, column: 9)
!647 = !DILocation(line: 46, column: 17, scope: !645)
!648 = !DILocation(line: 46, column: 16, scope: !645)
!649 = !DILocation(line: 48, column: 9, scope: !597)
!650 = !DILocation(line: 48, column: 9, scope: !589)
!651 = !DILocation(line: 0, scope: !596)
!652 = !DILocation(line: 50, column: 16, scope: !596)
!653 = !DILocation(line: 50, column: 9, scope: !596)
!654 = !DILocation(line: 51, column: 19, scope: !596)
!655 = !DILocation(line: 51, column: 33, scope: !596)
!656 = !DILocation(line: 51, column: 27, scope: !596)
!657 = !DILocation(line: 51, column: 36, scope: !596)
!658 = !DILocation(line: 51, column: 24, scope: !596)
!659 = distinct !{!659, !653, !660, !241}
!660 = !DILocation(line: 51, column: 41, scope: !596)
!661 = !DILocation(line: 54, column: 9, scope: !600)
!662 = !DILocation(line: 54, column: 9, scope: !589)
!663 = !DILocation(line: 55, column: 25, scope: !599)
!664 = !DILocation(line: 55, column: 19, scope: !599)
!665 = !DILocation(line: 55, column: 28, scope: !599)
!666 = !DILocation(line: 0, scope: !599)
!667 = !DILocation(line: 0, scope: !226, inlinedAt: !668)
!668 = distinct !DILocation(line: 56, column: 9, scope: !599)
!669 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !668)
!670 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !668)
!671 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !668)
!672 = distinct !{!672, !670, !671, !241}
!673 = !DILocation(line: 57, column: 13, scope: !603)
!674 = !DILocation(line: 57, column: 18, scope: !603)
!675 = !DILocation(line: 57, column: 20, scope: !603)
!676 = !DILocation(line: 57, column: 27, scope: !603)
!677 = !DILocation(line: 57, column: 30, scope: !603)
!678 = !DILocation(line: 57, column: 39, scope: !603)
!679 = !DILocation(line: 57, column: 13, scope: !599)
!680 = !DILocation(line: 58, column: 18, scope: !602)
!681 = !DILocation(line: 59, column: 22, scope: !602)
!682 = !DILocation(line: 0, scope: !602)
!683 = !DILocation(line: 60, column: 17, scope: !602)
!684 = !DILocation(line: 60, column: 13, scope: !602)
!685 = !DILocation(line: 60, column: 27, scope: !602)
!686 = !DILocation(line: 63, column: 20, scope: !599)
!687 = !DILocation(line: 63, column: 16, scope: !599)
!688 = !DILocation(line: 63, column: 9, scope: !599)
!689 = !DILocation(line: 0, scope: !249, inlinedAt: !690)
!690 = distinct !DILocation(line: 65, column: 5, scope: !589)
!691 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !690)
!692 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !690)
!693 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !690)
!694 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !690)
!695 = !DILocation(line: 24, column: 22, scope: !257, inlinedAt: !690)
!696 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !690)
!697 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !690)
!698 = !DISubprogram(name: "__ctype_b_loc", scope: !113, file: !113, line: 79, type: !699, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DISubroutineType(types: !700)
!700 = !{!701}
!701 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !702, size: 64)
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !703, size: 64)
!703 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!704 = !DISubprogram(name: "snprintf", scope: !323, file: !323, line: 378, type: !705, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{!129, !707, !183, !326, null}
!707 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !708)
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
