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
define internal fastcc i64 @expr(ptr noundef %0) unnamed_addr #0 !dbg !275 {
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
define internal fastcc i64 @comparison(ptr noundef %0) unnamed_addr #0 !dbg !327 {
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

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 216
  %41 = getelementptr inbounds i8, ptr %0, i64 220
  br label %42, !dbg !362

42:                                               ; preds = %39, %765
  %43 = phi i64 [ %767, %765 ], [ %37, %39 ], !dbg !331
    #dbg_value(i64 %43, !330, !DIExpression(), !331)
    #dbg_value(ptr %0, !225, !DIExpression(), !364)
  %44 = load ptr, ptr %3, align 8, !dbg !368, !tbaa !213
  %45 = load ptr, ptr %0, align 8, !dbg !368, !tbaa !216
  %46 = load i8, ptr %45, align 1, !dbg !368
  %47 = zext i8 %46 to i64, !dbg !368
  %48 = getelementptr inbounds i16, ptr %44, i64 %47, !dbg !368
  %49 = load i16, ptr %48, align 2, !dbg !368, !tbaa !235
  %50 = and i16 %49, 8192, !dbg !368
  %51 = icmp eq i16 %50, 0, !dbg !369
  br i1 %51, label %62, label %52, !dbg !369

52:                                               ; preds = %42, %52
  %53 = phi ptr [ %54, %52 ], [ %45, %42 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 1, !dbg !370
  store ptr %54, ptr %0, align 8, !dbg !370, !tbaa !216
  %55 = load ptr, ptr %3, align 8, !dbg !368, !tbaa !213
  %56 = load i8, ptr %54, align 1, !dbg !368
  %57 = zext i8 %56 to i64, !dbg !368
  %58 = getelementptr inbounds i16, ptr %55, i64 %57, !dbg !368
  %59 = load i16, ptr %58, align 2, !dbg !368, !tbaa !235
  %60 = and i16 %59, 8192, !dbg !368
  %61 = icmp eq i16 %60, 0, !dbg !369
  br i1 %61, label %62, label %52, !dbg !369, !llvm.loop !371

62:                                               ; preds = %52, %42
  %63 = phi i8 [ %46, %42 ], [ %56, %52 ]
  %64 = phi ptr [ %45, %42 ], [ %54, %52 ], !dbg !372
  %65 = zext i8 %63 to i32
  %66 = add nsw i32 %65, -61
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %73

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %64, i64 1
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = add nsw i32 %71, -61
  br label %73

73:                                               ; preds = %62, %68
  %74 = phi i32 [ %66, %62 ], [ %72, %68 ]
  %75 = icmp eq i32 %74, 0, !dbg !374
  br i1 %75, label %76, label %208, !dbg !375

76:                                               ; preds = %73
  %77 = getelementptr inbounds i8, ptr %64, i64 2, !dbg !376
  store ptr %77, ptr %0, align 8, !dbg !376, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !378)
    #dbg_value(ptr %0, !380, !DIExpression(), !389)
  %78 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !391
    #dbg_value(i64 %78, !383, !DIExpression(), !389)
  br label %79, !dbg !392

79:                                               ; preds = %123, %76
  %80 = phi i64 [ %78, %76 ], [ %124, %123 ], !dbg !393
    #dbg_value(i64 %80, !383, !DIExpression(), !389)
    #dbg_value(ptr %0, !225, !DIExpression(), !394)
  %81 = load ptr, ptr %3, align 8, !dbg !396, !tbaa !213
  %82 = load ptr, ptr %0, align 8, !dbg !396, !tbaa !216
  %83 = load i8, ptr %82, align 1, !dbg !396, !tbaa !234
  %84 = zext i8 %83 to i64, !dbg !396
  %85 = getelementptr inbounds i16, ptr %81, i64 %84, !dbg !396
  %86 = load i16, ptr %85, align 2, !dbg !396, !tbaa !235
  %87 = and i16 %86, 8192, !dbg !396
  %88 = icmp eq i16 %87, 0, !dbg !397
  br i1 %88, label %99, label %89, !dbg !397

89:                                               ; preds = %79, %89
  %90 = phi ptr [ %91, %89 ], [ %82, %79 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !398
  store ptr %91, ptr %0, align 8, !dbg !398, !tbaa !216
  %92 = load ptr, ptr %3, align 8, !dbg !396, !tbaa !213
  %93 = load i8, ptr %91, align 1, !dbg !396, !tbaa !234
  %94 = zext i8 %93 to i64, !dbg !396
  %95 = getelementptr inbounds i16, ptr %92, i64 %94, !dbg !396
  %96 = load i16, ptr %95, align 2, !dbg !396, !tbaa !235
  %97 = and i16 %96, 8192, !dbg !396
  %98 = icmp eq i16 %97, 0, !dbg !397
  br i1 %98, label %99, label %89, !dbg !397, !llvm.loop !399

99:                                               ; preds = %89, %79
  %100 = phi i8 [ %83, %79 ], [ %93, %89 ], !dbg !400
  %101 = phi ptr [ %82, %79 ], [ %91, %89 ], !dbg !401
    #dbg_value(i8 %100, !384, !DIExpression(), !402)
  switch i8 %100, label %113 [
    i8 47, label %102
    i8 42, label %102
    i8 37, label %102
  ], !dbg !403

102:                                              ; preds = %99, %99, %99
  %103 = getelementptr inbounds i8, ptr %101, i64 1, !dbg !405
  store ptr %103, ptr %0, align 8, !dbg !405, !tbaa !216
  %104 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !406
    #dbg_value(i64 %104, !388, !DIExpression(), !402)
  %105 = icmp eq i8 %100, 42, !dbg !407
  br i1 %105, label %106, label %108, !dbg !409

106:                                              ; preds = %102
  %107 = mul nsw i64 %104, %80, !dbg !410
    #dbg_value(i64 %107, !383, !DIExpression(), !389)
  br label %123, !dbg !411

108:                                              ; preds = %102
  %109 = icmp eq i64 %104, 0, !dbg !412
  br i1 %109, label %110, label %118, !dbg !414

110:                                              ; preds = %108
    #dbg_value(ptr %0, !248, !DIExpression(), !415)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !415)
  %111 = load i32, ptr %40, align 8, !dbg !418, !tbaa !221
  %112 = icmp eq i32 %111, 0, !dbg !419
  br i1 %112, label %115, label %113, !dbg !420

113:                                              ; preds = %99, %115, %110
  %114 = phi i64 [ 0, %115 ], [ 0, %110 ], [ %80, %99 ]
  br label %125, !dbg !421

115:                                              ; preds = %110
  store i32 1, ptr %40, align 8, !dbg !423, !tbaa !221
  %116 = load ptr, ptr %0, align 8, !dbg !424, !tbaa !216
  %117 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %116) #5, !dbg !425
  br label %113, !dbg !426

118:                                              ; preds = %108
  %119 = icmp eq i8 %100, 47, !dbg !427
  %120 = sdiv i64 %80, %104, !dbg !429
  %121 = srem i64 %80, %104, !dbg !430
  %122 = select i1 %119, i64 %120, i64 %121
  br label %123

123:                                              ; preds = %118, %106
  %124 = phi i64 [ %107, %106 ], [ %122, %118 ]
  br label %79, !dbg !396, !llvm.loop !431

125:                                              ; preds = %205, %113
  %126 = phi i64 [ %114, %113 ], [ %203, %205 ], !dbg !434
  %127 = phi i64 [ undef, %113 ], [ %204, %205 ]
    #dbg_value(i64 %126, !335, !DIExpression(), !378)
    #dbg_value(ptr %0, !225, !DIExpression(), !435)
  %128 = load ptr, ptr %3, align 8, !dbg !436, !tbaa !213
  %129 = load ptr, ptr %0, align 8, !dbg !436, !tbaa !216
  %130 = load i8, ptr %129, align 1, !dbg !436, !tbaa !234
  %131 = zext i8 %130 to i64, !dbg !436
  %132 = getelementptr inbounds i16, ptr %128, i64 %131, !dbg !436
  %133 = load i16, ptr %132, align 2, !dbg !436, !tbaa !235
  %134 = and i16 %133, 8192, !dbg !436
  %135 = icmp eq i16 %134, 0, !dbg !421
  br i1 %135, label %146, label %136, !dbg !421

136:                                              ; preds = %125, %136
  %137 = phi ptr [ %138, %136 ], [ %129, %125 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 1, !dbg !437
  store ptr %138, ptr %0, align 8, !dbg !437, !tbaa !216
  %139 = load ptr, ptr %3, align 8, !dbg !436, !tbaa !213
  %140 = load i8, ptr %138, align 1, !dbg !436, !tbaa !234
  %141 = zext i8 %140 to i64, !dbg !436
  %142 = getelementptr inbounds i16, ptr %139, i64 %141, !dbg !436
  %143 = load i16, ptr %142, align 2, !dbg !436, !tbaa !235
  %144 = and i16 %143, 8192, !dbg !436
  %145 = icmp eq i16 %144, 0, !dbg !421
  br i1 %145, label %146, label %136, !dbg !421, !llvm.loop !438

146:                                              ; preds = %136, %125
  %147 = phi i8 [ %130, %125 ], [ %140, %136 ], !dbg !439
  %148 = phi ptr [ %129, %125 ], [ %138, %136 ], !dbg !440
    #dbg_value(i8 %147, !336, !DIExpression(), !441)
  switch i8 %147, label %202 [
    i8 45, label %149
    i8 43, label %149
  ], !dbg !442

149:                                              ; preds = %146, %146
  %150 = getelementptr inbounds i8, ptr %148, i64 1, !dbg !443
  store ptr %150, ptr %0, align 8, !dbg !443, !tbaa !216
    #dbg_value(ptr %0, !380, !DIExpression(), !444)
  %151 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !446
    #dbg_value(i64 %151, !383, !DIExpression(), !444)
  br label %152, !dbg !447

152:                                              ; preds = %194, %149
  %153 = phi i64 [ %151, %149 ], [ %195, %194 ], !dbg !448
    #dbg_value(i64 %153, !383, !DIExpression(), !444)
    #dbg_value(ptr %0, !225, !DIExpression(), !449)
  %154 = load ptr, ptr %3, align 8, !dbg !451, !tbaa !213
  %155 = load ptr, ptr %0, align 8, !dbg !451, !tbaa !216
  %156 = load i8, ptr %155, align 1, !dbg !451, !tbaa !234
  %157 = zext i8 %156 to i64, !dbg !451
  %158 = getelementptr inbounds i16, ptr %154, i64 %157, !dbg !451
  %159 = load i16, ptr %158, align 2, !dbg !451, !tbaa !235
  %160 = and i16 %159, 8192, !dbg !451
  %161 = icmp eq i16 %160, 0, !dbg !452
  br i1 %161, label %172, label %162, !dbg !452

162:                                              ; preds = %152, %162
  %163 = phi ptr [ %164, %162 ], [ %155, %152 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 1, !dbg !453
  store ptr %164, ptr %0, align 8, !dbg !453, !tbaa !216
  %165 = load ptr, ptr %3, align 8, !dbg !451, !tbaa !213
  %166 = load i8, ptr %164, align 1, !dbg !451, !tbaa !234
  %167 = zext i8 %166 to i64, !dbg !451
  %168 = getelementptr inbounds i16, ptr %165, i64 %167, !dbg !451
  %169 = load i16, ptr %168, align 2, !dbg !451, !tbaa !235
  %170 = and i16 %169, 8192, !dbg !451
  %171 = icmp eq i16 %170, 0, !dbg !452
  br i1 %171, label %172, label %162, !dbg !452, !llvm.loop !454

172:                                              ; preds = %162, %152
  %173 = phi i8 [ %156, %152 ], [ %166, %162 ], !dbg !455
  %174 = phi ptr [ %155, %152 ], [ %164, %162 ], !dbg !456
    #dbg_value(i8 %173, !384, !DIExpression(), !457)
  switch i8 %173, label %196 [
    i8 47, label %175
    i8 42, label %175
    i8 37, label %175
  ], !dbg !458

175:                                              ; preds = %172, %172, %172
  %176 = getelementptr inbounds i8, ptr %174, i64 1, !dbg !459
  store ptr %176, ptr %0, align 8, !dbg !459, !tbaa !216
  %177 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !460
    #dbg_value(i64 %177, !388, !DIExpression(), !457)
  %178 = icmp eq i8 %173, 42, !dbg !461
  br i1 %178, label %179, label %181, !dbg !462

179:                                              ; preds = %175
  %180 = mul nsw i64 %177, %153, !dbg !463
    #dbg_value(i64 %180, !383, !DIExpression(), !444)
  br label %194, !dbg !464

181:                                              ; preds = %175
  %182 = icmp eq i64 %177, 0, !dbg !465
  br i1 %182, label %183, label %189, !dbg !466

183:                                              ; preds = %181
    #dbg_value(ptr %0, !248, !DIExpression(), !467)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !467)
  %184 = load i32, ptr %40, align 8, !dbg !469, !tbaa !221
  %185 = icmp eq i32 %184, 0, !dbg !470
  br i1 %185, label %186, label %196, !dbg !471

186:                                              ; preds = %183
  store i32 1, ptr %40, align 8, !dbg !472, !tbaa !221
  %187 = load ptr, ptr %0, align 8, !dbg !473, !tbaa !216
  %188 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %187) #5, !dbg !474
  br label %196, !dbg !475

189:                                              ; preds = %181
  %190 = icmp eq i8 %173, 47, !dbg !476
  %191 = sdiv i64 %153, %177, !dbg !477
  %192 = srem i64 %153, %177, !dbg !478
  %193 = select i1 %190, i64 %191, i64 %192
  br label %194

194:                                              ; preds = %189, %179
  %195 = phi i64 [ %180, %179 ], [ %193, %189 ]
  br label %152, !dbg !451, !llvm.loop !479

196:                                              ; preds = %172, %186, %183
  %197 = phi i64 [ 0, %183 ], [ 0, %186 ], [ %153, %172 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !444)
    #dbg_value(i64 %197, !340, !DIExpression(), !441)
  %198 = icmp eq i8 %147, 43, !dbg !482
  %199 = sub i64 0, %197, !dbg !483
  %200 = select i1 %198, i64 %197, i64 %199, !dbg !483
  %201 = add i64 %200, %126, !dbg !483
    #dbg_value(i64 %201, !335, !DIExpression(), !378)
  br label %202, !dbg !484

202:                                              ; preds = %196, %146
  %203 = phi i64 [ %201, %196 ], [ %126, %146 ], !dbg !378
  %204 = phi i64 [ %127, %196 ], [ %126, %146 ]
    #dbg_value(i64 %203, !335, !DIExpression(), !378)
  switch i8 %147, label %206 [
    i8 45, label %205
    i8 43, label %205
  ]

205:                                              ; preds = %202, %202
  br label %125, !dbg !436

206:                                              ; preds = %202
  %207 = icmp eq i64 %43, %204, !dbg !485
    #dbg_value(i1 %207, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %765, !dbg !486

208:                                              ; preds = %73
  %209 = add nsw i32 %65, -33
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %211, label %216

211:                                              ; preds = %208
  %212 = getelementptr inbounds i8, ptr %64, i64 1
  %213 = load i8, ptr %212, align 1
  %214 = zext i8 %213 to i32
  %215 = add nsw i32 %214, -61
  br label %216

216:                                              ; preds = %208, %211
  %217 = phi i32 [ %209, %208 ], [ %215, %211 ]
  %218 = icmp eq i32 %217, 0, !dbg !487
  br i1 %218, label %219, label %351, !dbg !489

219:                                              ; preds = %216
  %220 = getelementptr inbounds i8, ptr %64, i64 2, !dbg !490
  store ptr %220, ptr %0, align 8, !dbg !490, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !492)
    #dbg_value(ptr %0, !380, !DIExpression(), !494)
  %221 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !496
    #dbg_value(i64 %221, !383, !DIExpression(), !494)
  br label %222, !dbg !497

222:                                              ; preds = %266, %219
  %223 = phi i64 [ %221, %219 ], [ %267, %266 ], !dbg !498
    #dbg_value(i64 %223, !383, !DIExpression(), !494)
    #dbg_value(ptr %0, !225, !DIExpression(), !499)
  %224 = load ptr, ptr %3, align 8, !dbg !501, !tbaa !213
  %225 = load ptr, ptr %0, align 8, !dbg !501, !tbaa !216
  %226 = load i8, ptr %225, align 1, !dbg !501, !tbaa !234
  %227 = zext i8 %226 to i64, !dbg !501
  %228 = getelementptr inbounds i16, ptr %224, i64 %227, !dbg !501
  %229 = load i16, ptr %228, align 2, !dbg !501, !tbaa !235
  %230 = and i16 %229, 8192, !dbg !501
  %231 = icmp eq i16 %230, 0, !dbg !502
  br i1 %231, label %242, label %232, !dbg !502

232:                                              ; preds = %222, %232
  %233 = phi ptr [ %234, %232 ], [ %225, %222 ]
  %234 = getelementptr inbounds i8, ptr %233, i64 1, !dbg !503
  store ptr %234, ptr %0, align 8, !dbg !503, !tbaa !216
  %235 = load ptr, ptr %3, align 8, !dbg !501, !tbaa !213
  %236 = load i8, ptr %234, align 1, !dbg !501, !tbaa !234
  %237 = zext i8 %236 to i64, !dbg !501
  %238 = getelementptr inbounds i16, ptr %235, i64 %237, !dbg !501
  %239 = load i16, ptr %238, align 2, !dbg !501, !tbaa !235
  %240 = and i16 %239, 8192, !dbg !501
  %241 = icmp eq i16 %240, 0, !dbg !502
  br i1 %241, label %242, label %232, !dbg !502, !llvm.loop !504

242:                                              ; preds = %232, %222
  %243 = phi i8 [ %226, %222 ], [ %236, %232 ], !dbg !505
  %244 = phi ptr [ %225, %222 ], [ %234, %232 ], !dbg !506
    #dbg_value(i8 %243, !384, !DIExpression(), !507)
  switch i8 %243, label %256 [
    i8 47, label %245
    i8 42, label %245
    i8 37, label %245
  ], !dbg !508

245:                                              ; preds = %242, %242, %242
  %246 = getelementptr inbounds i8, ptr %244, i64 1, !dbg !509
  store ptr %246, ptr %0, align 8, !dbg !509, !tbaa !216
  %247 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !510
    #dbg_value(i64 %247, !388, !DIExpression(), !507)
  %248 = icmp eq i8 %243, 42, !dbg !511
  br i1 %248, label %249, label %251, !dbg !512

249:                                              ; preds = %245
  %250 = mul nsw i64 %247, %223, !dbg !513
    #dbg_value(i64 %250, !383, !DIExpression(), !494)
  br label %266, !dbg !514

251:                                              ; preds = %245
  %252 = icmp eq i64 %247, 0, !dbg !515
  br i1 %252, label %253, label %261, !dbg !516

253:                                              ; preds = %251
    #dbg_value(ptr %0, !248, !DIExpression(), !517)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !517)
  %254 = load i32, ptr %40, align 8, !dbg !519, !tbaa !221
  %255 = icmp eq i32 %254, 0, !dbg !520
  br i1 %255, label %258, label %256, !dbg !521

256:                                              ; preds = %242, %258, %253
  %257 = phi i64 [ 0, %258 ], [ 0, %253 ], [ %223, %242 ]
  br label %268, !dbg !522

258:                                              ; preds = %253
  store i32 1, ptr %40, align 8, !dbg !524, !tbaa !221
  %259 = load ptr, ptr %0, align 8, !dbg !525, !tbaa !216
  %260 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %259) #5, !dbg !526
  br label %256, !dbg !527

261:                                              ; preds = %251
  %262 = icmp eq i8 %243, 47, !dbg !528
  %263 = sdiv i64 %223, %247, !dbg !529
  %264 = srem i64 %223, %247, !dbg !530
  %265 = select i1 %262, i64 %263, i64 %264
  br label %266

266:                                              ; preds = %261, %249
  %267 = phi i64 [ %250, %249 ], [ %265, %261 ]
  br label %222, !dbg !501, !llvm.loop !531

268:                                              ; preds = %348, %256
  %269 = phi i64 [ %257, %256 ], [ %346, %348 ], !dbg !534
  %270 = phi i64 [ undef, %256 ], [ %347, %348 ]
    #dbg_value(i64 %269, !335, !DIExpression(), !492)
    #dbg_value(ptr %0, !225, !DIExpression(), !535)
  %271 = load ptr, ptr %3, align 8, !dbg !536, !tbaa !213
  %272 = load ptr, ptr %0, align 8, !dbg !536, !tbaa !216
  %273 = load i8, ptr %272, align 1, !dbg !536, !tbaa !234
  %274 = zext i8 %273 to i64, !dbg !536
  %275 = getelementptr inbounds i16, ptr %271, i64 %274, !dbg !536
  %276 = load i16, ptr %275, align 2, !dbg !536, !tbaa !235
  %277 = and i16 %276, 8192, !dbg !536
  %278 = icmp eq i16 %277, 0, !dbg !522
  br i1 %278, label %289, label %279, !dbg !522

279:                                              ; preds = %268, %279
  %280 = phi ptr [ %281, %279 ], [ %272, %268 ]
  %281 = getelementptr inbounds i8, ptr %280, i64 1, !dbg !537
  store ptr %281, ptr %0, align 8, !dbg !537, !tbaa !216
  %282 = load ptr, ptr %3, align 8, !dbg !536, !tbaa !213
  %283 = load i8, ptr %281, align 1, !dbg !536, !tbaa !234
  %284 = zext i8 %283 to i64, !dbg !536
  %285 = getelementptr inbounds i16, ptr %282, i64 %284, !dbg !536
  %286 = load i16, ptr %285, align 2, !dbg !536, !tbaa !235
  %287 = and i16 %286, 8192, !dbg !536
  %288 = icmp eq i16 %287, 0, !dbg !522
  br i1 %288, label %289, label %279, !dbg !522, !llvm.loop !538

289:                                              ; preds = %279, %268
  %290 = phi i8 [ %273, %268 ], [ %283, %279 ], !dbg !539
  %291 = phi ptr [ %272, %268 ], [ %281, %279 ], !dbg !540
    #dbg_value(i8 %290, !336, !DIExpression(), !541)
  switch i8 %290, label %345 [
    i8 45, label %292
    i8 43, label %292
  ], !dbg !542

292:                                              ; preds = %289, %289
  %293 = getelementptr inbounds i8, ptr %291, i64 1, !dbg !543
  store ptr %293, ptr %0, align 8, !dbg !543, !tbaa !216
    #dbg_value(ptr %0, !380, !DIExpression(), !544)
  %294 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !546
    #dbg_value(i64 %294, !383, !DIExpression(), !544)
  br label %295, !dbg !547

295:                                              ; preds = %337, %292
  %296 = phi i64 [ %294, %292 ], [ %338, %337 ], !dbg !548
    #dbg_value(i64 %296, !383, !DIExpression(), !544)
    #dbg_value(ptr %0, !225, !DIExpression(), !549)
  %297 = load ptr, ptr %3, align 8, !dbg !551, !tbaa !213
  %298 = load ptr, ptr %0, align 8, !dbg !551, !tbaa !216
  %299 = load i8, ptr %298, align 1, !dbg !551, !tbaa !234
  %300 = zext i8 %299 to i64, !dbg !551
  %301 = getelementptr inbounds i16, ptr %297, i64 %300, !dbg !551
  %302 = load i16, ptr %301, align 2, !dbg !551, !tbaa !235
  %303 = and i16 %302, 8192, !dbg !551
  %304 = icmp eq i16 %303, 0, !dbg !552
  br i1 %304, label %315, label %305, !dbg !552

305:                                              ; preds = %295, %305
  %306 = phi ptr [ %307, %305 ], [ %298, %295 ]
  %307 = getelementptr inbounds i8, ptr %306, i64 1, !dbg !553
  store ptr %307, ptr %0, align 8, !dbg !553, !tbaa !216
  %308 = load ptr, ptr %3, align 8, !dbg !551, !tbaa !213
  %309 = load i8, ptr %307, align 1, !dbg !551, !tbaa !234
  %310 = zext i8 %309 to i64, !dbg !551
  %311 = getelementptr inbounds i16, ptr %308, i64 %310, !dbg !551
  %312 = load i16, ptr %311, align 2, !dbg !551, !tbaa !235
  %313 = and i16 %312, 8192, !dbg !551
  %314 = icmp eq i16 %313, 0, !dbg !552
  br i1 %314, label %315, label %305, !dbg !552, !llvm.loop !554

315:                                              ; preds = %305, %295
  %316 = phi i8 [ %299, %295 ], [ %309, %305 ], !dbg !555
  %317 = phi ptr [ %298, %295 ], [ %307, %305 ], !dbg !556
    #dbg_value(i8 %316, !384, !DIExpression(), !557)
  switch i8 %316, label %339 [
    i8 47, label %318
    i8 42, label %318
    i8 37, label %318
  ], !dbg !558

318:                                              ; preds = %315, %315, %315
  %319 = getelementptr inbounds i8, ptr %317, i64 1, !dbg !559
  store ptr %319, ptr %0, align 8, !dbg !559, !tbaa !216
  %320 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !560
    #dbg_value(i64 %320, !388, !DIExpression(), !557)
  %321 = icmp eq i8 %316, 42, !dbg !561
  br i1 %321, label %322, label %324, !dbg !562

322:                                              ; preds = %318
  %323 = mul nsw i64 %320, %296, !dbg !563
    #dbg_value(i64 %323, !383, !DIExpression(), !544)
  br label %337, !dbg !564

324:                                              ; preds = %318
  %325 = icmp eq i64 %320, 0, !dbg !565
  br i1 %325, label %326, label %332, !dbg !566

326:                                              ; preds = %324
    #dbg_value(ptr %0, !248, !DIExpression(), !567)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !567)
  %327 = load i32, ptr %40, align 8, !dbg !569, !tbaa !221
  %328 = icmp eq i32 %327, 0, !dbg !570
  br i1 %328, label %329, label %339, !dbg !571

329:                                              ; preds = %326
  store i32 1, ptr %40, align 8, !dbg !572, !tbaa !221
  %330 = load ptr, ptr %0, align 8, !dbg !573, !tbaa !216
  %331 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %330) #5, !dbg !574
  br label %339, !dbg !575

332:                                              ; preds = %324
  %333 = icmp eq i8 %316, 47, !dbg !576
  %334 = sdiv i64 %296, %320, !dbg !577
  %335 = srem i64 %296, %320, !dbg !578
  %336 = select i1 %333, i64 %334, i64 %335
  br label %337

337:                                              ; preds = %332, %322
  %338 = phi i64 [ %323, %322 ], [ %336, %332 ]
  br label %295, !dbg !551, !llvm.loop !579

339:                                              ; preds = %315, %329, %326
  %340 = phi i64 [ 0, %326 ], [ 0, %329 ], [ %296, %315 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !544)
    #dbg_value(i64 %340, !340, !DIExpression(), !541)
  %341 = icmp eq i8 %290, 43, !dbg !582
  %342 = sub i64 0, %340, !dbg !583
  %343 = select i1 %341, i64 %340, i64 %342, !dbg !583
  %344 = add i64 %343, %269, !dbg !583
    #dbg_value(i64 %344, !335, !DIExpression(), !492)
  br label %345, !dbg !584

345:                                              ; preds = %339, %289
  %346 = phi i64 [ %344, %339 ], [ %269, %289 ], !dbg !492
  %347 = phi i64 [ %270, %339 ], [ %269, %289 ]
    #dbg_value(i64 %346, !335, !DIExpression(), !492)
  switch i8 %290, label %349 [
    i8 45, label %348
    i8 43, label %348
  ]

348:                                              ; preds = %345, %345
  br label %268, !dbg !536

349:                                              ; preds = %345
  %350 = icmp ne i64 %43, %347, !dbg !585
    #dbg_value(i1 %350, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %765, !dbg !586

351:                                              ; preds = %216
  %352 = add nsw i32 %65, -60
  %353 = icmp eq i32 %352, 0
  br i1 %353, label %354, label %359

354:                                              ; preds = %351
  %355 = getelementptr inbounds i8, ptr %64, i64 1
  %356 = load i8, ptr %355, align 1
  %357 = zext i8 %356 to i32
  %358 = add nsw i32 %357, -61
  br label %359

359:                                              ; preds = %351, %354
  %360 = phi i32 [ %352, %351 ], [ %358, %354 ]
  %361 = icmp eq i32 %360, 0, !dbg !587
  br i1 %361, label %362, label %494, !dbg !589

362:                                              ; preds = %359
  %363 = getelementptr inbounds i8, ptr %64, i64 2, !dbg !590
  store ptr %363, ptr %0, align 8, !dbg !590, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !592)
    #dbg_value(ptr %0, !380, !DIExpression(), !594)
  %364 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !596
    #dbg_value(i64 %364, !383, !DIExpression(), !594)
  br label %365, !dbg !597

365:                                              ; preds = %409, %362
  %366 = phi i64 [ %364, %362 ], [ %410, %409 ], !dbg !598
    #dbg_value(i64 %366, !383, !DIExpression(), !594)
    #dbg_value(ptr %0, !225, !DIExpression(), !599)
  %367 = load ptr, ptr %3, align 8, !dbg !601, !tbaa !213
  %368 = load ptr, ptr %0, align 8, !dbg !601, !tbaa !216
  %369 = load i8, ptr %368, align 1, !dbg !601, !tbaa !234
  %370 = zext i8 %369 to i64, !dbg !601
  %371 = getelementptr inbounds i16, ptr %367, i64 %370, !dbg !601
  %372 = load i16, ptr %371, align 2, !dbg !601, !tbaa !235
  %373 = and i16 %372, 8192, !dbg !601
  %374 = icmp eq i16 %373, 0, !dbg !602
  br i1 %374, label %385, label %375, !dbg !602

375:                                              ; preds = %365, %375
  %376 = phi ptr [ %377, %375 ], [ %368, %365 ]
  %377 = getelementptr inbounds i8, ptr %376, i64 1, !dbg !603
  store ptr %377, ptr %0, align 8, !dbg !603, !tbaa !216
  %378 = load ptr, ptr %3, align 8, !dbg !601, !tbaa !213
  %379 = load i8, ptr %377, align 1, !dbg !601, !tbaa !234
  %380 = zext i8 %379 to i64, !dbg !601
  %381 = getelementptr inbounds i16, ptr %378, i64 %380, !dbg !601
  %382 = load i16, ptr %381, align 2, !dbg !601, !tbaa !235
  %383 = and i16 %382, 8192, !dbg !601
  %384 = icmp eq i16 %383, 0, !dbg !602
  br i1 %384, label %385, label %375, !dbg !602, !llvm.loop !604

385:                                              ; preds = %375, %365
  %386 = phi i8 [ %369, %365 ], [ %379, %375 ], !dbg !605
  %387 = phi ptr [ %368, %365 ], [ %377, %375 ], !dbg !606
    #dbg_value(i8 %386, !384, !DIExpression(), !607)
  switch i8 %386, label %399 [
    i8 47, label %388
    i8 42, label %388
    i8 37, label %388
  ], !dbg !608

388:                                              ; preds = %385, %385, %385
  %389 = getelementptr inbounds i8, ptr %387, i64 1, !dbg !609
  store ptr %389, ptr %0, align 8, !dbg !609, !tbaa !216
  %390 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !610
    #dbg_value(i64 %390, !388, !DIExpression(), !607)
  %391 = icmp eq i8 %386, 42, !dbg !611
  br i1 %391, label %392, label %394, !dbg !612

392:                                              ; preds = %388
  %393 = mul nsw i64 %390, %366, !dbg !613
    #dbg_value(i64 %393, !383, !DIExpression(), !594)
  br label %409, !dbg !614

394:                                              ; preds = %388
  %395 = icmp eq i64 %390, 0, !dbg !615
  br i1 %395, label %396, label %404, !dbg !616

396:                                              ; preds = %394
    #dbg_value(ptr %0, !248, !DIExpression(), !617)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !617)
  %397 = load i32, ptr %40, align 8, !dbg !619, !tbaa !221
  %398 = icmp eq i32 %397, 0, !dbg !620
  br i1 %398, label %401, label %399, !dbg !621

399:                                              ; preds = %385, %401, %396
  %400 = phi i64 [ 0, %401 ], [ 0, %396 ], [ %366, %385 ]
  br label %411, !dbg !622

401:                                              ; preds = %396
  store i32 1, ptr %40, align 8, !dbg !624, !tbaa !221
  %402 = load ptr, ptr %0, align 8, !dbg !625, !tbaa !216
  %403 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %402) #5, !dbg !626
  br label %399, !dbg !627

404:                                              ; preds = %394
  %405 = icmp eq i8 %386, 47, !dbg !628
  %406 = sdiv i64 %366, %390, !dbg !629
  %407 = srem i64 %366, %390, !dbg !630
  %408 = select i1 %405, i64 %406, i64 %407
  br label %409

409:                                              ; preds = %404, %392
  %410 = phi i64 [ %393, %392 ], [ %408, %404 ]
  br label %365, !dbg !601, !llvm.loop !631

411:                                              ; preds = %491, %399
  %412 = phi i64 [ %400, %399 ], [ %489, %491 ], !dbg !634
  %413 = phi i64 [ undef, %399 ], [ %490, %491 ]
    #dbg_value(i64 %412, !335, !DIExpression(), !592)
    #dbg_value(ptr %0, !225, !DIExpression(), !635)
  %414 = load ptr, ptr %3, align 8, !dbg !636, !tbaa !213
  %415 = load ptr, ptr %0, align 8, !dbg !636, !tbaa !216
  %416 = load i8, ptr %415, align 1, !dbg !636, !tbaa !234
  %417 = zext i8 %416 to i64, !dbg !636
  %418 = getelementptr inbounds i16, ptr %414, i64 %417, !dbg !636
  %419 = load i16, ptr %418, align 2, !dbg !636, !tbaa !235
  %420 = and i16 %419, 8192, !dbg !636
  %421 = icmp eq i16 %420, 0, !dbg !622
  br i1 %421, label %432, label %422, !dbg !622

422:                                              ; preds = %411, %422
  %423 = phi ptr [ %424, %422 ], [ %415, %411 ]
  %424 = getelementptr inbounds i8, ptr %423, i64 1, !dbg !637
  store ptr %424, ptr %0, align 8, !dbg !637, !tbaa !216
  %425 = load ptr, ptr %3, align 8, !dbg !636, !tbaa !213
  %426 = load i8, ptr %424, align 1, !dbg !636, !tbaa !234
  %427 = zext i8 %426 to i64, !dbg !636
  %428 = getelementptr inbounds i16, ptr %425, i64 %427, !dbg !636
  %429 = load i16, ptr %428, align 2, !dbg !636, !tbaa !235
  %430 = and i16 %429, 8192, !dbg !636
  %431 = icmp eq i16 %430, 0, !dbg !622
  br i1 %431, label %432, label %422, !dbg !622, !llvm.loop !638

432:                                              ; preds = %422, %411
  %433 = phi i8 [ %416, %411 ], [ %426, %422 ], !dbg !639
  %434 = phi ptr [ %415, %411 ], [ %424, %422 ], !dbg !640
    #dbg_value(i8 %433, !336, !DIExpression(), !641)
  switch i8 %433, label %488 [
    i8 45, label %435
    i8 43, label %435
  ], !dbg !642

435:                                              ; preds = %432, %432
  %436 = getelementptr inbounds i8, ptr %434, i64 1, !dbg !643
  store ptr %436, ptr %0, align 8, !dbg !643, !tbaa !216
    #dbg_value(ptr %0, !380, !DIExpression(), !644)
  %437 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !646
    #dbg_value(i64 %437, !383, !DIExpression(), !644)
  br label %438, !dbg !647

438:                                              ; preds = %480, %435
  %439 = phi i64 [ %437, %435 ], [ %481, %480 ], !dbg !648
    #dbg_value(i64 %439, !383, !DIExpression(), !644)
    #dbg_value(ptr %0, !225, !DIExpression(), !649)
  %440 = load ptr, ptr %3, align 8, !dbg !651, !tbaa !213
  %441 = load ptr, ptr %0, align 8, !dbg !651, !tbaa !216
  %442 = load i8, ptr %441, align 1, !dbg !651, !tbaa !234
  %443 = zext i8 %442 to i64, !dbg !651
  %444 = getelementptr inbounds i16, ptr %440, i64 %443, !dbg !651
  %445 = load i16, ptr %444, align 2, !dbg !651, !tbaa !235
  %446 = and i16 %445, 8192, !dbg !651
  %447 = icmp eq i16 %446, 0, !dbg !652
  br i1 %447, label %458, label %448, !dbg !652

448:                                              ; preds = %438, %448
  %449 = phi ptr [ %450, %448 ], [ %441, %438 ]
  %450 = getelementptr inbounds i8, ptr %449, i64 1, !dbg !653
  store ptr %450, ptr %0, align 8, !dbg !653, !tbaa !216
  %451 = load ptr, ptr %3, align 8, !dbg !651, !tbaa !213
  %452 = load i8, ptr %450, align 1, !dbg !651, !tbaa !234
  %453 = zext i8 %452 to i64, !dbg !651
  %454 = getelementptr inbounds i16, ptr %451, i64 %453, !dbg !651
  %455 = load i16, ptr %454, align 2, !dbg !651, !tbaa !235
  %456 = and i16 %455, 8192, !dbg !651
  %457 = icmp eq i16 %456, 0, !dbg !652
  br i1 %457, label %458, label %448, !dbg !652, !llvm.loop !654

458:                                              ; preds = %448, %438
  %459 = phi i8 [ %442, %438 ], [ %452, %448 ], !dbg !655
  %460 = phi ptr [ %441, %438 ], [ %450, %448 ], !dbg !656
    #dbg_value(i8 %459, !384, !DIExpression(), !657)
  switch i8 %459, label %482 [
    i8 47, label %461
    i8 42, label %461
    i8 37, label %461
  ], !dbg !658

461:                                              ; preds = %458, %458, %458
  %462 = getelementptr inbounds i8, ptr %460, i64 1, !dbg !659
  store ptr %462, ptr %0, align 8, !dbg !659, !tbaa !216
  %463 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !660
    #dbg_value(i64 %463, !388, !DIExpression(), !657)
  %464 = icmp eq i8 %459, 42, !dbg !661
  br i1 %464, label %465, label %467, !dbg !662

465:                                              ; preds = %461
  %466 = mul nsw i64 %463, %439, !dbg !663
    #dbg_value(i64 %466, !383, !DIExpression(), !644)
  br label %480, !dbg !664

467:                                              ; preds = %461
  %468 = icmp eq i64 %463, 0, !dbg !665
  br i1 %468, label %469, label %475, !dbg !666

469:                                              ; preds = %467
    #dbg_value(ptr %0, !248, !DIExpression(), !667)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !667)
  %470 = load i32, ptr %40, align 8, !dbg !669, !tbaa !221
  %471 = icmp eq i32 %470, 0, !dbg !670
  br i1 %471, label %472, label %482, !dbg !671

472:                                              ; preds = %469
  store i32 1, ptr %40, align 8, !dbg !672, !tbaa !221
  %473 = load ptr, ptr %0, align 8, !dbg !673, !tbaa !216
  %474 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %473) #5, !dbg !674
  br label %482, !dbg !675

475:                                              ; preds = %467
  %476 = icmp eq i8 %459, 47, !dbg !676
  %477 = sdiv i64 %439, %463, !dbg !677
  %478 = srem i64 %439, %463, !dbg !678
  %479 = select i1 %476, i64 %477, i64 %478
  br label %480

480:                                              ; preds = %475, %465
  %481 = phi i64 [ %466, %465 ], [ %479, %475 ]
  br label %438, !dbg !651, !llvm.loop !679

482:                                              ; preds = %458, %472, %469
  %483 = phi i64 [ 0, %469 ], [ 0, %472 ], [ %439, %458 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !644)
    #dbg_value(i64 %483, !340, !DIExpression(), !641)
  %484 = icmp eq i8 %433, 43, !dbg !682
  %485 = sub i64 0, %483, !dbg !683
  %486 = select i1 %484, i64 %483, i64 %485, !dbg !683
  %487 = add i64 %486, %412, !dbg !683
    #dbg_value(i64 %487, !335, !DIExpression(), !592)
  br label %488, !dbg !684

488:                                              ; preds = %482, %432
  %489 = phi i64 [ %487, %482 ], [ %412, %432 ], !dbg !592
  %490 = phi i64 [ %413, %482 ], [ %412, %432 ]
    #dbg_value(i64 %489, !335, !DIExpression(), !592)
  switch i8 %433, label %492 [
    i8 45, label %491
    i8 43, label %491
  ]

491:                                              ; preds = %488, %488
  br label %411, !dbg !636

492:                                              ; preds = %488
  %493 = icmp sle i64 %43, %490, !dbg !685
    #dbg_value(i1 %493, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %765, !dbg !686

494:                                              ; preds = %359
  %495 = add nsw i32 %65, -62
  %496 = icmp eq i32 %495, 0
  br i1 %496, label %497, label %502

497:                                              ; preds = %494
  %498 = getelementptr inbounds i8, ptr %64, i64 1
  %499 = load i8, ptr %498, align 1
  %500 = zext i8 %499 to i32
  %501 = add nsw i32 %500, -61
  br label %502

502:                                              ; preds = %494, %497
  %503 = phi i32 [ %495, %494 ], [ %501, %497 ]
  %504 = icmp eq i32 %503, 0, !dbg !687
  br i1 %504, label %505, label %591, !dbg !689

505:                                              ; preds = %502
  %506 = getelementptr inbounds i8, ptr %64, i64 2, !dbg !690
  store ptr %506, ptr %0, align 8, !dbg !690, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !692)
  %507 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !694
    #dbg_value(i64 %507, !335, !DIExpression(), !692)
  br label %508, !dbg !695

508:                                              ; preds = %588, %505
  %509 = phi i64 [ %507, %505 ], [ %586, %588 ], !dbg !696
  %510 = phi i64 [ undef, %505 ], [ %587, %588 ]
    #dbg_value(i64 %509, !335, !DIExpression(), !692)
    #dbg_value(ptr %0, !225, !DIExpression(), !697)
  %511 = load ptr, ptr %3, align 8, !dbg !699, !tbaa !213
  %512 = load ptr, ptr %0, align 8, !dbg !699, !tbaa !216
  %513 = load i8, ptr %512, align 1, !dbg !699, !tbaa !234
  %514 = zext i8 %513 to i64, !dbg !699
  %515 = getelementptr inbounds i16, ptr %511, i64 %514, !dbg !699
  %516 = load i16, ptr %515, align 2, !dbg !699, !tbaa !235
  %517 = and i16 %516, 8192, !dbg !699
  %518 = icmp eq i16 %517, 0, !dbg !700
  br i1 %518, label %529, label %519, !dbg !700

519:                                              ; preds = %508, %519
  %520 = phi ptr [ %521, %519 ], [ %512, %508 ]
  %521 = getelementptr inbounds i8, ptr %520, i64 1, !dbg !701
  store ptr %521, ptr %0, align 8, !dbg !701, !tbaa !216
  %522 = load ptr, ptr %3, align 8, !dbg !699, !tbaa !213
  %523 = load i8, ptr %521, align 1, !dbg !699, !tbaa !234
  %524 = zext i8 %523 to i64, !dbg !699
  %525 = getelementptr inbounds i16, ptr %522, i64 %524, !dbg !699
  %526 = load i16, ptr %525, align 2, !dbg !699, !tbaa !235
  %527 = and i16 %526, 8192, !dbg !699
  %528 = icmp eq i16 %527, 0, !dbg !700
  br i1 %528, label %529, label %519, !dbg !700, !llvm.loop !702

529:                                              ; preds = %519, %508
  %530 = phi i8 [ %513, %508 ], [ %523, %519 ], !dbg !703
  %531 = phi ptr [ %512, %508 ], [ %521, %519 ], !dbg !704
    #dbg_value(i8 %530, !336, !DIExpression(), !705)
  switch i8 %530, label %585 [
    i8 45, label %532
    i8 43, label %532
  ], !dbg !706

532:                                              ; preds = %529, %529
  %533 = getelementptr inbounds i8, ptr %531, i64 1, !dbg !707
  store ptr %533, ptr %0, align 8, !dbg !707, !tbaa !216
    #dbg_value(ptr %0, !380, !DIExpression(), !708)
  %534 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !710
    #dbg_value(i64 %534, !383, !DIExpression(), !708)
  br label %535, !dbg !711

535:                                              ; preds = %577, %532
  %536 = phi i64 [ %534, %532 ], [ %578, %577 ], !dbg !712
    #dbg_value(i64 %536, !383, !DIExpression(), !708)
    #dbg_value(ptr %0, !225, !DIExpression(), !713)
  %537 = load ptr, ptr %3, align 8, !dbg !715, !tbaa !213
  %538 = load ptr, ptr %0, align 8, !dbg !715, !tbaa !216
  %539 = load i8, ptr %538, align 1, !dbg !715, !tbaa !234
  %540 = zext i8 %539 to i64, !dbg !715
  %541 = getelementptr inbounds i16, ptr %537, i64 %540, !dbg !715
  %542 = load i16, ptr %541, align 2, !dbg !715, !tbaa !235
  %543 = and i16 %542, 8192, !dbg !715
  %544 = icmp eq i16 %543, 0, !dbg !716
  br i1 %544, label %555, label %545, !dbg !716

545:                                              ; preds = %535, %545
  %546 = phi ptr [ %547, %545 ], [ %538, %535 ]
  %547 = getelementptr inbounds i8, ptr %546, i64 1, !dbg !717
  store ptr %547, ptr %0, align 8, !dbg !717, !tbaa !216
  %548 = load ptr, ptr %3, align 8, !dbg !715, !tbaa !213
  %549 = load i8, ptr %547, align 1, !dbg !715, !tbaa !234
  %550 = zext i8 %549 to i64, !dbg !715
  %551 = getelementptr inbounds i16, ptr %548, i64 %550, !dbg !715
  %552 = load i16, ptr %551, align 2, !dbg !715, !tbaa !235
  %553 = and i16 %552, 8192, !dbg !715
  %554 = icmp eq i16 %553, 0, !dbg !716
  br i1 %554, label %555, label %545, !dbg !716, !llvm.loop !718

555:                                              ; preds = %545, %535
  %556 = phi i8 [ %539, %535 ], [ %549, %545 ], !dbg !719
  %557 = phi ptr [ %538, %535 ], [ %547, %545 ], !dbg !720
    #dbg_value(i8 %556, !384, !DIExpression(), !721)
  switch i8 %556, label %579 [
    i8 47, label %558
    i8 42, label %558
    i8 37, label %558
  ], !dbg !722

558:                                              ; preds = %555, %555, %555
  %559 = getelementptr inbounds i8, ptr %557, i64 1, !dbg !723
  store ptr %559, ptr %0, align 8, !dbg !723, !tbaa !216
  %560 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !724
    #dbg_value(i64 %560, !388, !DIExpression(), !721)
  %561 = icmp eq i8 %556, 42, !dbg !725
  br i1 %561, label %562, label %564, !dbg !726

562:                                              ; preds = %558
  %563 = mul nsw i64 %560, %536, !dbg !727
    #dbg_value(i64 %563, !383, !DIExpression(), !708)
  br label %577, !dbg !728

564:                                              ; preds = %558
  %565 = icmp eq i64 %560, 0, !dbg !729
  br i1 %565, label %566, label %572, !dbg !730

566:                                              ; preds = %564
    #dbg_value(ptr %0, !248, !DIExpression(), !731)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !731)
  %567 = load i32, ptr %40, align 8, !dbg !733, !tbaa !221
  %568 = icmp eq i32 %567, 0, !dbg !734
  br i1 %568, label %569, label %579, !dbg !735

569:                                              ; preds = %566
  store i32 1, ptr %40, align 8, !dbg !736, !tbaa !221
  %570 = load ptr, ptr %0, align 8, !dbg !737, !tbaa !216
  %571 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %570) #5, !dbg !738
  br label %579, !dbg !739

572:                                              ; preds = %564
  %573 = icmp eq i8 %556, 47, !dbg !740
  %574 = sdiv i64 %536, %560, !dbg !741
  %575 = srem i64 %536, %560, !dbg !742
  %576 = select i1 %573, i64 %574, i64 %575
  br label %577

577:                                              ; preds = %572, %562
  %578 = phi i64 [ %563, %562 ], [ %576, %572 ]
  br label %535, !dbg !715, !llvm.loop !743

579:                                              ; preds = %555, %569, %566
  %580 = phi i64 [ 0, %566 ], [ 0, %569 ], [ %536, %555 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !708)
    #dbg_value(i64 %580, !340, !DIExpression(), !705)
  %581 = icmp eq i8 %530, 43, !dbg !746
  %582 = sub i64 0, %580, !dbg !747
  %583 = select i1 %581, i64 %580, i64 %582, !dbg !747
  %584 = add i64 %583, %509, !dbg !747
    #dbg_value(i64 %584, !335, !DIExpression(), !692)
  br label %585, !dbg !748

585:                                              ; preds = %579, %529
  %586 = phi i64 [ %584, %579 ], [ %509, %529 ], !dbg !692
  %587 = phi i64 [ %510, %579 ], [ %509, %529 ]
    #dbg_value(i64 %586, !335, !DIExpression(), !692)
  switch i8 %530, label %589 [
    i8 45, label %588
    i8 43, label %588
  ]

588:                                              ; preds = %585, %585
  br label %508, !dbg !699

589:                                              ; preds = %585
  %590 = icmp sge i64 %43, %587, !dbg !749
    #dbg_value(i1 %590, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %765, !dbg !750

591:                                              ; preds = %502
  switch i8 %63, label %764 [
    i8 60, label %592
    i8 62, label %678
  ], !dbg !751

592:                                              ; preds = %591
  %593 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !752
  store ptr %593, ptr %0, align 8, !dbg !752, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !755)
  %594 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !757
    #dbg_value(i64 %594, !335, !DIExpression(), !755)
  br label %595, !dbg !758

595:                                              ; preds = %675, %592
  %596 = phi i64 [ %594, %592 ], [ %673, %675 ], !dbg !759
  %597 = phi i64 [ undef, %592 ], [ %674, %675 ]
    #dbg_value(i64 %596, !335, !DIExpression(), !755)
    #dbg_value(ptr %0, !225, !DIExpression(), !760)
  %598 = load ptr, ptr %3, align 8, !dbg !762, !tbaa !213
  %599 = load ptr, ptr %0, align 8, !dbg !762, !tbaa !216
  %600 = load i8, ptr %599, align 1, !dbg !762, !tbaa !234
  %601 = zext i8 %600 to i64, !dbg !762
  %602 = getelementptr inbounds i16, ptr %598, i64 %601, !dbg !762
  %603 = load i16, ptr %602, align 2, !dbg !762, !tbaa !235
  %604 = and i16 %603, 8192, !dbg !762
  %605 = icmp eq i16 %604, 0, !dbg !763
  br i1 %605, label %616, label %606, !dbg !763

606:                                              ; preds = %595, %606
  %607 = phi ptr [ %608, %606 ], [ %599, %595 ]
  %608 = getelementptr inbounds i8, ptr %607, i64 1, !dbg !764
  store ptr %608, ptr %0, align 8, !dbg !764, !tbaa !216
  %609 = load ptr, ptr %3, align 8, !dbg !762, !tbaa !213
  %610 = load i8, ptr %608, align 1, !dbg !762, !tbaa !234
  %611 = zext i8 %610 to i64, !dbg !762
  %612 = getelementptr inbounds i16, ptr %609, i64 %611, !dbg !762
  %613 = load i16, ptr %612, align 2, !dbg !762, !tbaa !235
  %614 = and i16 %613, 8192, !dbg !762
  %615 = icmp eq i16 %614, 0, !dbg !763
  br i1 %615, label %616, label %606, !dbg !763, !llvm.loop !765

616:                                              ; preds = %606, %595
  %617 = phi i8 [ %600, %595 ], [ %610, %606 ], !dbg !766
  %618 = phi ptr [ %599, %595 ], [ %608, %606 ], !dbg !767
    #dbg_value(i8 %617, !336, !DIExpression(), !768)
  switch i8 %617, label %672 [
    i8 45, label %619
    i8 43, label %619
  ], !dbg !769

619:                                              ; preds = %616, %616
  %620 = getelementptr inbounds i8, ptr %618, i64 1, !dbg !770
  store ptr %620, ptr %0, align 8, !dbg !770, !tbaa !216
    #dbg_value(ptr %0, !380, !DIExpression(), !771)
  %621 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !773
    #dbg_value(i64 %621, !383, !DIExpression(), !771)
  br label %622, !dbg !774

622:                                              ; preds = %664, %619
  %623 = phi i64 [ %621, %619 ], [ %665, %664 ], !dbg !775
    #dbg_value(i64 %623, !383, !DIExpression(), !771)
    #dbg_value(ptr %0, !225, !DIExpression(), !776)
  %624 = load ptr, ptr %3, align 8, !dbg !778, !tbaa !213
  %625 = load ptr, ptr %0, align 8, !dbg !778, !tbaa !216
  %626 = load i8, ptr %625, align 1, !dbg !778, !tbaa !234
  %627 = zext i8 %626 to i64, !dbg !778
  %628 = getelementptr inbounds i16, ptr %624, i64 %627, !dbg !778
  %629 = load i16, ptr %628, align 2, !dbg !778, !tbaa !235
  %630 = and i16 %629, 8192, !dbg !778
  %631 = icmp eq i16 %630, 0, !dbg !779
  br i1 %631, label %642, label %632, !dbg !779

632:                                              ; preds = %622, %632
  %633 = phi ptr [ %634, %632 ], [ %625, %622 ]
  %634 = getelementptr inbounds i8, ptr %633, i64 1, !dbg !780
  store ptr %634, ptr %0, align 8, !dbg !780, !tbaa !216
  %635 = load ptr, ptr %3, align 8, !dbg !778, !tbaa !213
  %636 = load i8, ptr %634, align 1, !dbg !778, !tbaa !234
  %637 = zext i8 %636 to i64, !dbg !778
  %638 = getelementptr inbounds i16, ptr %635, i64 %637, !dbg !778
  %639 = load i16, ptr %638, align 2, !dbg !778, !tbaa !235
  %640 = and i16 %639, 8192, !dbg !778
  %641 = icmp eq i16 %640, 0, !dbg !779
  br i1 %641, label %642, label %632, !dbg !779, !llvm.loop !781

642:                                              ; preds = %632, %622
  %643 = phi i8 [ %626, %622 ], [ %636, %632 ], !dbg !782
  %644 = phi ptr [ %625, %622 ], [ %634, %632 ], !dbg !783
    #dbg_value(i8 %643, !384, !DIExpression(), !784)
  switch i8 %643, label %666 [
    i8 47, label %645
    i8 42, label %645
    i8 37, label %645
  ], !dbg !785

645:                                              ; preds = %642, %642, %642
  %646 = getelementptr inbounds i8, ptr %644, i64 1, !dbg !786
  store ptr %646, ptr %0, align 8, !dbg !786, !tbaa !216
  %647 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !787
    #dbg_value(i64 %647, !388, !DIExpression(), !784)
  %648 = icmp eq i8 %643, 42, !dbg !788
  br i1 %648, label %649, label %651, !dbg !789

649:                                              ; preds = %645
  %650 = mul nsw i64 %647, %623, !dbg !790
    #dbg_value(i64 %650, !383, !DIExpression(), !771)
  br label %664, !dbg !791

651:                                              ; preds = %645
  %652 = icmp eq i64 %647, 0, !dbg !792
  br i1 %652, label %653, label %659, !dbg !793

653:                                              ; preds = %651
    #dbg_value(ptr %0, !248, !DIExpression(), !794)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !794)
  %654 = load i32, ptr %40, align 8, !dbg !796, !tbaa !221
  %655 = icmp eq i32 %654, 0, !dbg !797
  br i1 %655, label %656, label %666, !dbg !798

656:                                              ; preds = %653
  store i32 1, ptr %40, align 8, !dbg !799, !tbaa !221
  %657 = load ptr, ptr %0, align 8, !dbg !800, !tbaa !216
  %658 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %657) #5, !dbg !801
  br label %666, !dbg !802

659:                                              ; preds = %651
  %660 = icmp eq i8 %643, 47, !dbg !803
  %661 = sdiv i64 %623, %647, !dbg !804
  %662 = srem i64 %623, %647, !dbg !805
  %663 = select i1 %660, i64 %661, i64 %662
  br label %664

664:                                              ; preds = %659, %649
  %665 = phi i64 [ %650, %649 ], [ %663, %659 ]
  br label %622, !dbg !778, !llvm.loop !806

666:                                              ; preds = %642, %656, %653
  %667 = phi i64 [ 0, %653 ], [ 0, %656 ], [ %623, %642 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !771)
    #dbg_value(i64 %667, !340, !DIExpression(), !768)
  %668 = icmp eq i8 %617, 43, !dbg !809
  %669 = sub i64 0, %667, !dbg !810
  %670 = select i1 %668, i64 %667, i64 %669, !dbg !810
  %671 = add i64 %670, %596, !dbg !810
    #dbg_value(i64 %671, !335, !DIExpression(), !755)
  br label %672, !dbg !811

672:                                              ; preds = %666, %616
  %673 = phi i64 [ %671, %666 ], [ %596, %616 ], !dbg !755
  %674 = phi i64 [ %597, %666 ], [ %596, %616 ]
    #dbg_value(i64 %673, !335, !DIExpression(), !755)
  switch i8 %617, label %676 [
    i8 45, label %675
    i8 43, label %675
  ]

675:                                              ; preds = %672, %672
  br label %595, !dbg !762

676:                                              ; preds = %672
  %677 = icmp slt i64 %43, %674, !dbg !812
    #dbg_value(i1 %677, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %765, !dbg !813

678:                                              ; preds = %591
  %679 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !814
  store ptr %679, ptr %0, align 8, !dbg !814, !tbaa !216
    #dbg_value(ptr %0, !332, !DIExpression(), !817)
  %680 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !819
    #dbg_value(i64 %680, !335, !DIExpression(), !817)
  br label %681, !dbg !820

681:                                              ; preds = %761, %678
  %682 = phi i64 [ %680, %678 ], [ %759, %761 ], !dbg !821
  %683 = phi i64 [ undef, %678 ], [ %760, %761 ]
    #dbg_value(i64 %682, !335, !DIExpression(), !817)
    #dbg_value(ptr %0, !225, !DIExpression(), !822)
  %684 = load ptr, ptr %3, align 8, !dbg !824, !tbaa !213
  %685 = load ptr, ptr %0, align 8, !dbg !824, !tbaa !216
  %686 = load i8, ptr %685, align 1, !dbg !824, !tbaa !234
  %687 = zext i8 %686 to i64, !dbg !824
  %688 = getelementptr inbounds i16, ptr %684, i64 %687, !dbg !824
  %689 = load i16, ptr %688, align 2, !dbg !824, !tbaa !235
  %690 = and i16 %689, 8192, !dbg !824
  %691 = icmp eq i16 %690, 0, !dbg !825
  br i1 %691, label %702, label %692, !dbg !825

692:                                              ; preds = %681, %692
  %693 = phi ptr [ %694, %692 ], [ %685, %681 ]
  %694 = getelementptr inbounds i8, ptr %693, i64 1, !dbg !826
  store ptr %694, ptr %0, align 8, !dbg !826, !tbaa !216
  %695 = load ptr, ptr %3, align 8, !dbg !824, !tbaa !213
  %696 = load i8, ptr %694, align 1, !dbg !824, !tbaa !234
  %697 = zext i8 %696 to i64, !dbg !824
  %698 = getelementptr inbounds i16, ptr %695, i64 %697, !dbg !824
  %699 = load i16, ptr %698, align 2, !dbg !824, !tbaa !235
  %700 = and i16 %699, 8192, !dbg !824
  %701 = icmp eq i16 %700, 0, !dbg !825
  br i1 %701, label %702, label %692, !dbg !825, !llvm.loop !827

702:                                              ; preds = %692, %681
  %703 = phi i8 [ %686, %681 ], [ %696, %692 ], !dbg !828
  %704 = phi ptr [ %685, %681 ], [ %694, %692 ], !dbg !829
    #dbg_value(i8 %703, !336, !DIExpression(), !830)
  switch i8 %703, label %758 [
    i8 45, label %705
    i8 43, label %705
  ], !dbg !831

705:                                              ; preds = %702, %702
  %706 = getelementptr inbounds i8, ptr %704, i64 1, !dbg !832
  store ptr %706, ptr %0, align 8, !dbg !832, !tbaa !216
    #dbg_value(ptr %0, !380, !DIExpression(), !833)
  %707 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !835
    #dbg_value(i64 %707, !383, !DIExpression(), !833)
  br label %708, !dbg !836

708:                                              ; preds = %750, %705
  %709 = phi i64 [ %707, %705 ], [ %751, %750 ], !dbg !837
    #dbg_value(i64 %709, !383, !DIExpression(), !833)
    #dbg_value(ptr %0, !225, !DIExpression(), !838)
  %710 = load ptr, ptr %3, align 8, !dbg !840, !tbaa !213
  %711 = load ptr, ptr %0, align 8, !dbg !840, !tbaa !216
  %712 = load i8, ptr %711, align 1, !dbg !840, !tbaa !234
  %713 = zext i8 %712 to i64, !dbg !840
  %714 = getelementptr inbounds i16, ptr %710, i64 %713, !dbg !840
  %715 = load i16, ptr %714, align 2, !dbg !840, !tbaa !235
  %716 = and i16 %715, 8192, !dbg !840
  %717 = icmp eq i16 %716, 0, !dbg !841
  br i1 %717, label %728, label %718, !dbg !841

718:                                              ; preds = %708, %718
  %719 = phi ptr [ %720, %718 ], [ %711, %708 ]
  %720 = getelementptr inbounds i8, ptr %719, i64 1, !dbg !842
  store ptr %720, ptr %0, align 8, !dbg !842, !tbaa !216
  %721 = load ptr, ptr %3, align 8, !dbg !840, !tbaa !213
  %722 = load i8, ptr %720, align 1, !dbg !840, !tbaa !234
  %723 = zext i8 %722 to i64, !dbg !840
  %724 = getelementptr inbounds i16, ptr %721, i64 %723, !dbg !840
  %725 = load i16, ptr %724, align 2, !dbg !840, !tbaa !235
  %726 = and i16 %725, 8192, !dbg !840
  %727 = icmp eq i16 %726, 0, !dbg !841
  br i1 %727, label %728, label %718, !dbg !841, !llvm.loop !843

728:                                              ; preds = %718, %708
  %729 = phi i8 [ %712, %708 ], [ %722, %718 ], !dbg !844
  %730 = phi ptr [ %711, %708 ], [ %720, %718 ], !dbg !845
    #dbg_value(i8 %729, !384, !DIExpression(), !846)
  switch i8 %729, label %752 [
    i8 47, label %731
    i8 42, label %731
    i8 37, label %731
  ], !dbg !847

731:                                              ; preds = %728, %728, %728
  %732 = getelementptr inbounds i8, ptr %730, i64 1, !dbg !848
  store ptr %732, ptr %0, align 8, !dbg !848, !tbaa !216
  %733 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !849
    #dbg_value(i64 %733, !388, !DIExpression(), !846)
  %734 = icmp eq i8 %729, 42, !dbg !850
  br i1 %734, label %735, label %737, !dbg !851

735:                                              ; preds = %731
  %736 = mul nsw i64 %733, %709, !dbg !852
    #dbg_value(i64 %736, !383, !DIExpression(), !833)
  br label %750, !dbg !853

737:                                              ; preds = %731
  %738 = icmp eq i64 %733, 0, !dbg !854
  br i1 %738, label %739, label %745, !dbg !855

739:                                              ; preds = %737
    #dbg_value(ptr %0, !248, !DIExpression(), !856)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !856)
  %740 = load i32, ptr %40, align 8, !dbg !858, !tbaa !221
  %741 = icmp eq i32 %740, 0, !dbg !859
  br i1 %741, label %742, label %752, !dbg !860

742:                                              ; preds = %739
  store i32 1, ptr %40, align 8, !dbg !861, !tbaa !221
  %743 = load ptr, ptr %0, align 8, !dbg !862, !tbaa !216
  %744 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %41, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %743) #5, !dbg !863
  br label %752, !dbg !864

745:                                              ; preds = %737
  %746 = icmp eq i8 %729, 47, !dbg !865
  %747 = sdiv i64 %709, %733, !dbg !866
  %748 = srem i64 %709, %733, !dbg !867
  %749 = select i1 %746, i64 %747, i64 %748
  br label %750

750:                                              ; preds = %745, %735
  %751 = phi i64 [ %736, %735 ], [ %749, %745 ]
  br label %708, !dbg !840, !llvm.loop !868

752:                                              ; preds = %728, %742, %739
  %753 = phi i64 [ 0, %739 ], [ 0, %742 ], [ %709, %728 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !833)
    #dbg_value(i64 %753, !340, !DIExpression(), !830)
  %754 = icmp eq i8 %703, 43, !dbg !871
  %755 = sub i64 0, %753, !dbg !872
  %756 = select i1 %754, i64 %753, i64 %755, !dbg !872
  %757 = add i64 %756, %682, !dbg !872
    #dbg_value(i64 %757, !335, !DIExpression(), !817)
  br label %758, !dbg !873

758:                                              ; preds = %752, %702
  %759 = phi i64 [ %757, %752 ], [ %682, %702 ], !dbg !817
  %760 = phi i64 [ %683, %752 ], [ %682, %702 ]
    #dbg_value(i64 %759, !335, !DIExpression(), !817)
  switch i8 %703, label %762 [
    i8 45, label %761
    i8 43, label %761
  ]

761:                                              ; preds = %758, %758
  br label %681, !dbg !824

762:                                              ; preds = %758
  %763 = icmp sgt i64 %43, %760, !dbg !874
    #dbg_value(i1 %763, !330, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !331)
  br label %765

764:                                              ; preds = %591
  ret i64 %43, !dbg !875

765:                                              ; preds = %349, %589, %762, %676, %492, %206
  %766 = phi i1 [ %207, %206 ], [ %350, %349 ], [ %493, %492 ], [ %590, %589 ], [ %677, %676 ], [ %763, %762 ]
  %767 = zext i1 %766 to i64, !dbg !876
    #dbg_value(i64 %767, !330, !DIExpression(), !331)
  br label %42, !dbg !877, !llvm.loop !878
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @term(ptr noundef %0) unnamed_addr #0 !dbg !381 {
    #dbg_value(ptr %0, !380, !DIExpression(), !880)
  %2 = tail call fastcc i64 @primary(ptr noundef %0), !dbg !881
    #dbg_value(i64 %2, !383, !DIExpression(), !880)
  %3 = tail call ptr @__ctype_b_loc() #6, !dbg !880
  br label %4, !dbg !882

4:                                                ; preds = %48, %1
  %5 = phi i64 [ %2, %1 ], [ %49, %48 ], !dbg !883
    #dbg_value(i64 %5, !383, !DIExpression(), !880)
    #dbg_value(ptr %0, !225, !DIExpression(), !884)
  %6 = load ptr, ptr %3, align 8, !dbg !886, !tbaa !213
  %7 = load ptr, ptr %0, align 8, !dbg !886, !tbaa !216
  %8 = load i8, ptr %7, align 1, !dbg !886, !tbaa !234
  %9 = zext i8 %8 to i64, !dbg !886
  %10 = getelementptr inbounds i16, ptr %6, i64 %9, !dbg !886
  %11 = load i16, ptr %10, align 2, !dbg !886, !tbaa !235
  %12 = and i16 %11, 8192, !dbg !886
  %13 = icmp eq i16 %12, 0, !dbg !887
  br i1 %13, label %24, label %14, !dbg !887

14:                                               ; preds = %4, %14
  %15 = phi ptr [ %16, %14 ], [ %7, %4 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !888
  store ptr %16, ptr %0, align 8, !dbg !888, !tbaa !216
  %17 = load ptr, ptr %3, align 8, !dbg !886, !tbaa !213
  %18 = load i8, ptr %16, align 1, !dbg !886, !tbaa !234
  %19 = zext i8 %18 to i64, !dbg !886
  %20 = getelementptr inbounds i16, ptr %17, i64 %19, !dbg !886
  %21 = load i16, ptr %20, align 2, !dbg !886, !tbaa !235
  %22 = and i16 %21, 8192, !dbg !886
  %23 = icmp eq i16 %22, 0, !dbg !887
  br i1 %23, label %24, label %14, !dbg !887, !llvm.loop !889

24:                                               ; preds = %14, %4
  %25 = phi i8 [ %8, %4 ], [ %18, %14 ], !dbg !890
  %26 = phi ptr [ %7, %4 ], [ %16, %14 ], !dbg !891
    #dbg_value(i8 %25, !384, !DIExpression(), !892)
  switch i8 %25, label %50 [
    i8 47, label %27
    i8 42, label %27
    i8 37, label %27
  ], !dbg !893

27:                                               ; preds = %24, %24, %24
  %28 = getelementptr inbounds i8, ptr %26, i64 1, !dbg !894
  store ptr %28, ptr %0, align 8, !dbg !894, !tbaa !216
  %29 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !895
    #dbg_value(i64 %29, !388, !DIExpression(), !892)
  %30 = icmp eq i8 %25, 42, !dbg !896
  br i1 %30, label %31, label %33, !dbg !897

31:                                               ; preds = %27
  %32 = mul nsw i64 %29, %5, !dbg !898
    #dbg_value(i64 %32, !383, !DIExpression(), !880)
  br label %48, !dbg !899

33:                                               ; preds = %27
  %34 = icmp eq i64 %29, 0, !dbg !900
  br i1 %34, label %35, label %43, !dbg !901

35:                                               ; preds = %33
    #dbg_value(ptr %0, !248, !DIExpression(), !902)
    #dbg_value(ptr @.str.29, !253, !DIExpression(), !902)
  %36 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !904
  %37 = load i32, ptr %36, align 8, !dbg !904, !tbaa !221
  %38 = icmp eq i32 %37, 0, !dbg !905
  br i1 %38, label %39, label %50, !dbg !906

39:                                               ; preds = %35
  store i32 1, ptr %36, align 8, !dbg !907, !tbaa !221
  %40 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !908
  %41 = load ptr, ptr %0, align 8, !dbg !909, !tbaa !216
  %42 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %40, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %41) #5, !dbg !910
  br label %50, !dbg !911

43:                                               ; preds = %33
  %44 = icmp eq i8 %25, 47, !dbg !912
  %45 = sdiv i64 %5, %29, !dbg !913
  %46 = srem i64 %5, %29, !dbg !914
  %47 = select i1 %44, i64 %45, i64 %46
  br label %48

48:                                               ; preds = %43, %31
  %49 = phi i64 [ %32, %31 ], [ %47, %43 ]
  br label %4, !dbg !886, !llvm.loop !915

50:                                               ; preds = %24, %35, %39
  %51 = phi i64 [ 0, %39 ], [ 0, %35 ], [ %5, %24 ]
    #dbg_value(i64 poison, !383, !DIExpression(), !880)
  ret i64 %51, !dbg !918
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @primary(ptr noundef %0) unnamed_addr #0 !dbg !919 {
    #dbg_value(ptr %0, !921, !DIExpression(), !934)
    #dbg_value(ptr %0, !225, !DIExpression(), !935)
  %2 = tail call ptr @__ctype_b_loc() #6, !dbg !935
  %3 = load ptr, ptr %2, align 8, !dbg !937, !tbaa !213
  %4 = load ptr, ptr %0, align 8, !dbg !937, !tbaa !216
  %5 = load i8, ptr %4, align 1, !dbg !937, !tbaa !234
  %6 = zext i8 %5 to i64, !dbg !937
  %7 = getelementptr inbounds i16, ptr %3, i64 %6, !dbg !937
  %8 = load i16, ptr %7, align 2, !dbg !937, !tbaa !235
  %9 = and i16 %8, 8192, !dbg !937
  %10 = icmp eq i16 %9, 0, !dbg !938
  br i1 %10, label %21, label %11, !dbg !938

11:                                               ; preds = %1, %11
  %12 = phi ptr [ %13, %11 ], [ %4, %1 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !939
  store ptr %13, ptr %0, align 8, !dbg !939, !tbaa !216
  %14 = load ptr, ptr %2, align 8, !dbg !937, !tbaa !213
  %15 = load i8, ptr %13, align 1, !dbg !937, !tbaa !234
  %16 = zext i8 %15 to i64, !dbg !937
  %17 = getelementptr inbounds i16, ptr %14, i64 %16, !dbg !937
  %18 = load i16, ptr %17, align 2, !dbg !937, !tbaa !235
  %19 = and i16 %18, 8192, !dbg !937
  %20 = icmp eq i16 %19, 0, !dbg !938
  br i1 %20, label %21, label %11, !dbg !938, !llvm.loop !940

21:                                               ; preds = %11, %1
  %22 = phi i16 [ %8, %1 ], [ %18, %11 ]
  %23 = phi i8 [ %5, %1 ], [ %15, %11 ], !dbg !941
  %24 = phi ptr [ %4, %1 ], [ %13, %11 ], !dbg !942
  switch i8 %23, label %70 [
    i8 40, label %25
    i8 45, label %61
    i8 33, label %65
  ], !dbg !943

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !944
  store ptr %26, ptr %0, align 8, !dbg !944, !tbaa !216
  %27 = tail call fastcc i64 @expr(ptr noundef nonnull %0), !dbg !945
    #dbg_value(i64 %27, !922, !DIExpression(), !946)
    #dbg_value(ptr %0, !225, !DIExpression(), !947)
  %28 = load ptr, ptr %2, align 8, !dbg !949, !tbaa !213
  %29 = load ptr, ptr %0, align 8, !dbg !949, !tbaa !216
  %30 = load i8, ptr %29, align 1, !dbg !949, !tbaa !234
  %31 = zext i8 %30 to i64, !dbg !949
  %32 = getelementptr inbounds i16, ptr %28, i64 %31, !dbg !949
  %33 = load i16, ptr %32, align 2, !dbg !949, !tbaa !235
  %34 = and i16 %33, 8192, !dbg !949
  %35 = icmp eq i16 %34, 0, !dbg !950
  br i1 %35, label %46, label %36, !dbg !950

36:                                               ; preds = %25, %36
  %37 = phi ptr [ %38, %36 ], [ %29, %25 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 1, !dbg !951
  store ptr %38, ptr %0, align 8, !dbg !951, !tbaa !216
  %39 = load ptr, ptr %2, align 8, !dbg !949, !tbaa !213
  %40 = load i8, ptr %38, align 1, !dbg !949, !tbaa !234
  %41 = zext i8 %40 to i64, !dbg !949
  %42 = getelementptr inbounds i16, ptr %39, i64 %41, !dbg !949
  %43 = load i16, ptr %42, align 2, !dbg !949, !tbaa !235
  %44 = and i16 %43, 8192, !dbg !949
  %45 = icmp eq i16 %44, 0, !dbg !950
  br i1 %45, label %46, label %36, !dbg !950, !llvm.loop !952

46:                                               ; preds = %36, %25
  %47 = phi i8 [ %30, %25 ], [ %40, %36 ], !dbg !953
  %48 = phi ptr [ %29, %25 ], [ %38, %36 ], !dbg !955
  %49 = icmp eq i8 %47, 41, !dbg !956
  br i1 %49, label %57, label %50, !dbg !957

50:                                               ; preds = %46
    #dbg_value(ptr %0, !248, !DIExpression(), !958)
    #dbg_value(ptr @.str.30, !253, !DIExpression(), !958)
  %51 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !960
  %52 = load i32, ptr %51, align 8, !dbg !960, !tbaa !221
  %53 = icmp eq i32 %52, 0, !dbg !961
  br i1 %53, label %54, label %59, !dbg !962

54:                                               ; preds = %50
  store i32 1, ptr %51, align 8, !dbg !963, !tbaa !221
  %55 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !964
  %56 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %55, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.30, ptr noundef nonnull %48) #5, !dbg !965
  br label %59, !dbg !966

57:                                               ; preds = %46
  %58 = getelementptr inbounds i8, ptr %48, i64 1, !dbg !967
  store ptr %58, ptr %0, align 8, !dbg !967, !tbaa !216
  br label %59

59:                                               ; preds = %140, %136, %54, %50, %126, %131, %57, %74, %77, %65, %61
  %60 = phi i64 [ %64, %61 ], [ %69, %65 ], [ %27, %57 ], [ %127, %126 ], [ %135, %131 ], [ %27, %50 ], [ %27, %54 ], [ 0, %136 ], [ 0, %140 ], [ 0, %74 ], [ %85, %77 ]
  ret i64 %60, !dbg !968

61:                                               ; preds = %21
  %62 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !969
  store ptr %62, ptr %0, align 8, !dbg !969, !tbaa !216
  %63 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !972
  %64 = sub nsw i64 0, %63, !dbg !973
  br label %59, !dbg !968

65:                                               ; preds = %21
  %66 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !974
  store ptr %66, ptr %0, align 8, !dbg !974, !tbaa !216
  %67 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !977
  %68 = icmp eq i64 %67, 0, !dbg !978
  %69 = zext i1 %68 to i64, !dbg !978
  br label %59, !dbg !968

70:                                               ; preds = %21
  %71 = zext i16 %22 to i32, !dbg !979
  %72 = and i32 %71, 2048, !dbg !979
  %73 = icmp eq i32 %72, 0, !dbg !979
  br i1 %73, label %93, label %74, !dbg !980

74:                                               ; preds = %70
    #dbg_value(i64 0, !925, !DIExpression(), !981)
  %75 = and i16 %22, 2048, !dbg !982
  %76 = icmp eq i16 %75, 0, !dbg !983
  br i1 %76, label %59, label %77, !dbg !983

77:                                               ; preds = %74, %77
  %78 = phi ptr [ %81, %77 ], [ %24, %74 ]
  %79 = phi i64 [ %85, %77 ], [ 0, %74 ]
    #dbg_value(i64 %79, !925, !DIExpression(), !981)
  %80 = mul nsw i64 %79, 10, !dbg !984
  %81 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !985
  store ptr %81, ptr %0, align 8, !dbg !985, !tbaa !216
  %82 = load i8, ptr %78, align 1, !dbg !986, !tbaa !234
  %83 = sext i8 %82 to i64, !dbg !986
  %84 = add i64 %80, -48, !dbg !987
  %85 = add i64 %84, %83, !dbg !988
    #dbg_value(i64 %85, !925, !DIExpression(), !981)
  %86 = load ptr, ptr %2, align 8, !dbg !982, !tbaa !213
  %87 = load i8, ptr %81, align 1, !dbg !982, !tbaa !234
  %88 = zext i8 %87 to i64, !dbg !982
  %89 = getelementptr inbounds i16, ptr %86, i64 %88, !dbg !982
  %90 = load i16, ptr %89, align 2, !dbg !982, !tbaa !235
  %91 = and i16 %90, 2048, !dbg !982
  %92 = icmp eq i16 %91, 0, !dbg !983
  br i1 %92, label %59, label %77, !dbg !983, !llvm.loop !989

93:                                               ; preds = %70
  %94 = and i32 %71, 512, !dbg !991
  %95 = icmp eq i32 %94, 0, !dbg !991
  br i1 %95, label %136, label %96, !dbg !992

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !993
  store ptr %97, ptr %0, align 8, !dbg !993, !tbaa !216
  %98 = load i8, ptr %24, align 1, !dbg !994, !tbaa !234
  %99 = sext i8 %98 to i32, !dbg !994
  %100 = add nsw i32 %99, -97, !dbg !995
    #dbg_value(i32 %100, !928, !DIExpression(), !996)
    #dbg_value(ptr %0, !225, !DIExpression(), !997)
  %101 = load ptr, ptr %2, align 8, !dbg !999, !tbaa !213
  %102 = load i8, ptr %97, align 1, !dbg !999, !tbaa !234
  %103 = zext i8 %102 to i64, !dbg !999
  %104 = getelementptr inbounds i16, ptr %101, i64 %103, !dbg !999
  %105 = load i16, ptr %104, align 2, !dbg !999, !tbaa !235
  %106 = and i16 %105, 8192, !dbg !999
  %107 = icmp eq i16 %106, 0, !dbg !1000
  br i1 %107, label %118, label %108, !dbg !1000

108:                                              ; preds = %96, %108
  %109 = phi ptr [ %110, %108 ], [ %97, %96 ]
  %110 = getelementptr inbounds i8, ptr %109, i64 1, !dbg !1001
  store ptr %110, ptr %0, align 8, !dbg !1001, !tbaa !216
  %111 = load ptr, ptr %2, align 8, !dbg !999, !tbaa !213
  %112 = load i8, ptr %110, align 1, !dbg !999, !tbaa !234
  %113 = zext i8 %112 to i64, !dbg !999
  %114 = getelementptr inbounds i16, ptr %111, i64 %113, !dbg !999
  %115 = load i16, ptr %114, align 2, !dbg !999, !tbaa !235
  %116 = and i16 %115, 8192, !dbg !999
  %117 = icmp eq i16 %116, 0, !dbg !1000
  br i1 %117, label %118, label %108, !dbg !1000, !llvm.loop !1002

118:                                              ; preds = %108, %96
  %119 = phi i8 [ %102, %96 ], [ %112, %108 ], !dbg !1003
  %120 = phi ptr [ %24, %96 ], [ %109, %108 ], !dbg !1004
  %121 = icmp eq i8 %119, 61, !dbg !1005
  br i1 %121, label %122, label %131, !dbg !1006

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %120, i64 2, !dbg !1007
  %124 = load i8, ptr %123, align 1, !dbg !1007, !tbaa !234
  %125 = icmp eq i8 %124, 61, !dbg !1008
  br i1 %125, label %131, label %126, !dbg !1009

126:                                              ; preds = %122
  store ptr %123, ptr %0, align 8, !dbg !1010, !tbaa !216
  %127 = tail call fastcc i64 @expr(ptr noundef nonnull %0), !dbg !1011
    #dbg_value(i64 %127, !931, !DIExpression(), !1012)
  %128 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1013
  %129 = sext i32 %100 to i64, !dbg !1014
  %130 = getelementptr inbounds [26 x i64], ptr %128, i64 0, i64 %129, !dbg !1014
  store i64 %127, ptr %130, align 8, !dbg !1015, !tbaa !201
  br label %59

131:                                              ; preds = %122, %118
  %132 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1016
  %133 = sext i32 %100 to i64, !dbg !1017
  %134 = getelementptr inbounds [26 x i64], ptr %132, i64 0, i64 %133, !dbg !1017
  %135 = load i64, ptr %134, align 8, !dbg !1017, !tbaa !201
  br label %59, !dbg !1018

136:                                              ; preds = %93
    #dbg_value(ptr %0, !248, !DIExpression(), !1019)
    #dbg_value(ptr @.str.31, !253, !DIExpression(), !1019)
  %137 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !1021
  %138 = load i32, ptr %137, align 8, !dbg !1021, !tbaa !221
  %139 = icmp eq i32 %138, 0, !dbg !1022
  br i1 %139, label %140, label %59, !dbg !1023

140:                                              ; preds = %136
  store i32 1, ptr %137, align 8, !dbg !1024, !tbaa !221
  %141 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !1025
  %142 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %141, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.31, ptr noundef nonnull %24) #5, !dbg !1026
  br label %59, !dbg !1027
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !1028 ptr @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1034 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

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
!362 = !DILocation(line: 105, column: 5, scope: !363)
!363 = distinct !DILexicalBlock(scope: !327, file: !2, line: 105, column: 5)
!364 = !DILocation(line: 0, scope: !226, inlinedAt: !365)
!365 = distinct !DILocation(line: 106, column: 9, scope: !366)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 105, column: 14)
!367 = distinct !DILexicalBlock(scope: !363, file: !2, line: 105, column: 5)
!368 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !365)
!369 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !365)
!370 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !365)
!371 = distinct !{!371, !369, !370, !241}
!372 = !DILocation(line: 107, column: 25, scope: !373)
!373 = distinct !DILexicalBlock(scope: !366, file: !2, line: 107, column: 13)
!374 = !DILocation(line: 107, column: 37, scope: !373)
!375 = !DILocation(line: 107, column: 13, scope: !366)
!376 = !DILocation(line: 107, column: 51, scope: !377)
!377 = distinct !DILexicalBlock(scope: !373, file: !2, line: 107, column: 43)
!378 = !DILocation(line: 0, scope: !333, inlinedAt: !379)
!379 = distinct !DILocation(line: 107, column: 66, scope: !377)
!380 = !DILocalVariable(name: "ps", arg: 1, scope: !381, file: !2, line: 69, type: !229)
!381 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 69, type: !276, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !382)
!382 = !{!380, !383, !384, !388}
!383 = !DILocalVariable(name: "v", scope: !381, file: !2, line: 70, type: !172)
!384 = !DILocalVariable(name: "op", scope: !385, file: !2, line: 73, type: !4)
!385 = distinct !DILexicalBlock(scope: !386, file: !2, line: 71, column: 14)
!386 = distinct !DILexicalBlock(scope: !387, file: !2, line: 71, column: 5)
!387 = distinct !DILexicalBlock(scope: !381, file: !2, line: 71, column: 5)
!388 = !DILocalVariable(name: "r", scope: !385, file: !2, line: 77, type: !172)
!389 = !DILocation(line: 0, scope: !381, inlinedAt: !390)
!390 = distinct !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !379)
!391 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !390)
!392 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !390)
!393 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !390)
!394 = !DILocation(line: 0, scope: !226, inlinedAt: !395)
!395 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !390)
!396 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !395)
!397 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !395)
!398 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !395)
!399 = distinct !{!399, !397, !398, !241}
!400 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !390)
!401 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !390)
!402 = !DILocation(line: 0, scope: !385, inlinedAt: !390)
!403 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !390)
!404 = distinct !DILexicalBlock(scope: !385, file: !2, line: 74, column: 13)
!405 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !390)
!406 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !390)
!407 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !390)
!408 = distinct !DILexicalBlock(scope: !385, file: !2, line: 78, column: 13)
!409 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !390)
!410 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !390)
!411 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !390)
!412 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !390)
!413 = distinct !DILexicalBlock(scope: !408, file: !2, line: 80, column: 18)
!414 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !390)
!415 = !DILocation(line: 0, scope: !249, inlinedAt: !416)
!416 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !390)
!417 = distinct !DILexicalBlock(scope: !413, file: !2, line: 80, column: 26)
!418 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !416)
!419 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !416)
!420 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !416)
!421 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !422)
!422 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !379)
!423 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !416)
!424 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !416)
!425 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !416)
!426 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !416)
!427 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !390)
!428 = distinct !DILexicalBlock(scope: !413, file: !2, line: 83, column: 20)
!429 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !390)
!430 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !390)
!431 = distinct !{!431, !432, !433}
!432 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !390)
!433 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !390)
!434 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !379)
!435 = !DILocation(line: 0, scope: !226, inlinedAt: !422)
!436 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !422)
!437 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !422)
!438 = distinct !{!438, !421, !437, !241}
!439 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !379)
!440 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !379)
!441 = !DILocation(line: 0, scope: !337, inlinedAt: !379)
!442 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !379)
!443 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !379)
!444 = !DILocation(line: 0, scope: !381, inlinedAt: !445)
!445 = distinct !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !379)
!446 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !445)
!447 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !445)
!448 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !445)
!449 = !DILocation(line: 0, scope: !226, inlinedAt: !450)
!450 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !445)
!451 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !450)
!452 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !450)
!453 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !450)
!454 = distinct !{!454, !452, !453, !241}
!455 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !445)
!456 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !445)
!457 = !DILocation(line: 0, scope: !385, inlinedAt: !445)
!458 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !445)
!459 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !445)
!460 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !445)
!461 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !445)
!462 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !445)
!463 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !445)
!464 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !445)
!465 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !445)
!466 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !445)
!467 = !DILocation(line: 0, scope: !249, inlinedAt: !468)
!468 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !445)
!469 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !468)
!470 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !468)
!471 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !468)
!472 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !468)
!473 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !468)
!474 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !468)
!475 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !468)
!476 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !445)
!477 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !445)
!478 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !445)
!479 = distinct !{!479, !480, !481}
!480 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !445)
!481 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !445)
!482 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !379)
!483 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !379)
!484 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !379)
!485 = !DILocation(line: 107, column: 63, scope: !377)
!486 = !DILocation(line: 107, column: 75, scope: !377)
!487 = !DILocation(line: 108, column: 42, scope: !488)
!488 = distinct !DILexicalBlock(scope: !373, file: !2, line: 108, column: 18)
!489 = !DILocation(line: 108, column: 18, scope: !373)
!490 = !DILocation(line: 108, column: 56, scope: !491)
!491 = distinct !DILexicalBlock(scope: !488, file: !2, line: 108, column: 48)
!492 = !DILocation(line: 0, scope: !333, inlinedAt: !493)
!493 = distinct !DILocation(line: 108, column: 71, scope: !491)
!494 = !DILocation(line: 0, scope: !381, inlinedAt: !495)
!495 = distinct !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !493)
!496 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !495)
!497 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !495)
!498 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !495)
!499 = !DILocation(line: 0, scope: !226, inlinedAt: !500)
!500 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !495)
!501 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !500)
!502 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !500)
!503 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !500)
!504 = distinct !{!504, !502, !503, !241}
!505 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !495)
!506 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !495)
!507 = !DILocation(line: 0, scope: !385, inlinedAt: !495)
!508 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !495)
!509 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !495)
!510 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !495)
!511 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !495)
!512 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !495)
!513 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !495)
!514 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !495)
!515 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !495)
!516 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !495)
!517 = !DILocation(line: 0, scope: !249, inlinedAt: !518)
!518 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !495)
!519 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !518)
!520 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !518)
!521 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !518)
!522 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !523)
!523 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !493)
!524 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !518)
!525 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !518)
!526 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !518)
!527 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !518)
!528 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !495)
!529 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !495)
!530 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !495)
!531 = distinct !{!531, !532, !533}
!532 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !495)
!533 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !495)
!534 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !493)
!535 = !DILocation(line: 0, scope: !226, inlinedAt: !523)
!536 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !523)
!537 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !523)
!538 = distinct !{!538, !522, !537, !241}
!539 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !493)
!540 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !493)
!541 = !DILocation(line: 0, scope: !337, inlinedAt: !493)
!542 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !493)
!543 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !493)
!544 = !DILocation(line: 0, scope: !381, inlinedAt: !545)
!545 = distinct !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !493)
!546 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !545)
!547 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !545)
!548 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !545)
!549 = !DILocation(line: 0, scope: !226, inlinedAt: !550)
!550 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !545)
!551 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !550)
!552 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !550)
!553 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !550)
!554 = distinct !{!554, !552, !553, !241}
!555 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !545)
!556 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !545)
!557 = !DILocation(line: 0, scope: !385, inlinedAt: !545)
!558 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !545)
!559 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !545)
!560 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !545)
!561 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !545)
!562 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !545)
!563 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !545)
!564 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !545)
!565 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !545)
!566 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !545)
!567 = !DILocation(line: 0, scope: !249, inlinedAt: !568)
!568 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !545)
!569 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !568)
!570 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !568)
!571 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !568)
!572 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !568)
!573 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !568)
!574 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !568)
!575 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !568)
!576 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !545)
!577 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !545)
!578 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !545)
!579 = distinct !{!579, !580, !581}
!580 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !545)
!581 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !545)
!582 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !493)
!583 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !493)
!584 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !493)
!585 = !DILocation(line: 108, column: 68, scope: !491)
!586 = !DILocation(line: 108, column: 80, scope: !491)
!587 = !DILocation(line: 109, column: 42, scope: !588)
!588 = distinct !DILexicalBlock(scope: !488, file: !2, line: 109, column: 18)
!589 = !DILocation(line: 109, column: 18, scope: !488)
!590 = !DILocation(line: 109, column: 56, scope: !591)
!591 = distinct !DILexicalBlock(scope: !588, file: !2, line: 109, column: 48)
!592 = !DILocation(line: 0, scope: !333, inlinedAt: !593)
!593 = distinct !DILocation(line: 109, column: 71, scope: !591)
!594 = !DILocation(line: 0, scope: !381, inlinedAt: !595)
!595 = distinct !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !593)
!596 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !595)
!597 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !595)
!598 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !595)
!599 = !DILocation(line: 0, scope: !226, inlinedAt: !600)
!600 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !595)
!601 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !600)
!602 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !600)
!603 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !600)
!604 = distinct !{!604, !602, !603, !241}
!605 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !595)
!606 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !595)
!607 = !DILocation(line: 0, scope: !385, inlinedAt: !595)
!608 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !595)
!609 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !595)
!610 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !595)
!611 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !595)
!612 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !595)
!613 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !595)
!614 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !595)
!615 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !595)
!616 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !595)
!617 = !DILocation(line: 0, scope: !249, inlinedAt: !618)
!618 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !595)
!619 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !618)
!620 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !618)
!621 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !618)
!622 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !623)
!623 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !593)
!624 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !618)
!625 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !618)
!626 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !618)
!627 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !618)
!628 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !595)
!629 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !595)
!630 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !595)
!631 = distinct !{!631, !632, !633}
!632 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !595)
!633 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !595)
!634 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !593)
!635 = !DILocation(line: 0, scope: !226, inlinedAt: !623)
!636 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !623)
!637 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !623)
!638 = distinct !{!638, !622, !637, !241}
!639 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !593)
!640 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !593)
!641 = !DILocation(line: 0, scope: !337, inlinedAt: !593)
!642 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !593)
!643 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !593)
!644 = !DILocation(line: 0, scope: !381, inlinedAt: !645)
!645 = distinct !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !593)
!646 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !645)
!647 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !645)
!648 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !645)
!649 = !DILocation(line: 0, scope: !226, inlinedAt: !650)
!650 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !645)
!651 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !650)
!652 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !650)
!653 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !650)
!654 = distinct !{!654, !652, !653, !241}
!655 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !645)
!656 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !645)
!657 = !DILocation(line: 0, scope: !385, inlinedAt: !645)
!658 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !645)
!659 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !645)
!660 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !645)
!661 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !645)
!662 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !645)
!663 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !645)
!664 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !645)
!665 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !645)
!666 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !645)
!667 = !DILocation(line: 0, scope: !249, inlinedAt: !668)
!668 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !645)
!669 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !668)
!670 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !668)
!671 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !668)
!672 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !668)
!673 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !668)
!674 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !668)
!675 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !668)
!676 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !645)
!677 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !645)
!678 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !645)
!679 = distinct !{!679, !680, !681}
!680 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !645)
!681 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !645)
!682 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !593)
!683 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !593)
!684 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !593)
!685 = !DILocation(line: 109, column: 68, scope: !591)
!686 = !DILocation(line: 109, column: 80, scope: !591)
!687 = !DILocation(line: 110, column: 42, scope: !688)
!688 = distinct !DILexicalBlock(scope: !588, file: !2, line: 110, column: 18)
!689 = !DILocation(line: 110, column: 18, scope: !588)
!690 = !DILocation(line: 110, column: 56, scope: !691)
!691 = distinct !DILexicalBlock(scope: !688, file: !2, line: 110, column: 48)
!692 = !DILocation(line: 0, scope: !333, inlinedAt: !693)
!693 = distinct !DILocation(line: 110, column: 71, scope: !691)
!694 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !693)
!695 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !693)
!696 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !693)
!697 = !DILocation(line: 0, scope: !226, inlinedAt: !698)
!698 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !693)
!699 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !698)
!700 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !698)
!701 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !698)
!702 = distinct !{!702, !700, !701, !241}
!703 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !693)
!704 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !693)
!705 = !DILocation(line: 0, scope: !337, inlinedAt: !693)
!706 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !693)
!707 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !693)
!708 = !DILocation(line: 0, scope: !381, inlinedAt: !709)
!709 = distinct !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !693)
!710 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !709)
!711 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !709)
!712 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !709)
!713 = !DILocation(line: 0, scope: !226, inlinedAt: !714)
!714 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !709)
!715 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !714)
!716 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !714)
!717 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !714)
!718 = distinct !{!718, !716, !717, !241}
!719 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !709)
!720 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !709)
!721 = !DILocation(line: 0, scope: !385, inlinedAt: !709)
!722 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !709)
!723 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !709)
!724 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !709)
!725 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !709)
!726 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !709)
!727 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !709)
!728 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !709)
!729 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !709)
!730 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !709)
!731 = !DILocation(line: 0, scope: !249, inlinedAt: !732)
!732 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !709)
!733 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !732)
!734 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !732)
!735 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !732)
!736 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !732)
!737 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !732)
!738 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !732)
!739 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !732)
!740 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !709)
!741 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !709)
!742 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !709)
!743 = distinct !{!743, !744, !745}
!744 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !709)
!745 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !709)
!746 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !693)
!747 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !693)
!748 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !693)
!749 = !DILocation(line: 110, column: 68, scope: !691)
!750 = !DILocation(line: 110, column: 80, scope: !691)
!751 = !DILocation(line: 111, column: 18, scope: !688)
!752 = !DILocation(line: 111, column: 40, scope: !753)
!753 = distinct !DILexicalBlock(scope: !754, file: !2, line: 111, column: 33)
!754 = distinct !DILexicalBlock(scope: !688, file: !2, line: 111, column: 18)
!755 = !DILocation(line: 0, scope: !333, inlinedAt: !756)
!756 = distinct !DILocation(line: 111, column: 52, scope: !753)
!757 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !756)
!758 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !756)
!759 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !756)
!760 = !DILocation(line: 0, scope: !226, inlinedAt: !761)
!761 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !756)
!762 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !761)
!763 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !761)
!764 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !761)
!765 = distinct !{!765, !763, !764, !241}
!766 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !756)
!767 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !756)
!768 = !DILocation(line: 0, scope: !337, inlinedAt: !756)
!769 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !756)
!770 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !756)
!771 = !DILocation(line: 0, scope: !381, inlinedAt: !772)
!772 = distinct !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !756)
!773 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !772)
!774 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !772)
!775 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !772)
!776 = !DILocation(line: 0, scope: !226, inlinedAt: !777)
!777 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !772)
!778 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !777)
!779 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !777)
!780 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !777)
!781 = distinct !{!781, !779, !780, !241}
!782 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !772)
!783 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !772)
!784 = !DILocation(line: 0, scope: !385, inlinedAt: !772)
!785 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !772)
!786 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !772)
!787 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !772)
!788 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !772)
!789 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !772)
!790 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !772)
!791 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !772)
!792 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !772)
!793 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !772)
!794 = !DILocation(line: 0, scope: !249, inlinedAt: !795)
!795 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !772)
!796 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !795)
!797 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !795)
!798 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !795)
!799 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !795)
!800 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !795)
!801 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !795)
!802 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !795)
!803 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !772)
!804 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !772)
!805 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !772)
!806 = distinct !{!806, !807, !808}
!807 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !772)
!808 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !772)
!809 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !756)
!810 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !756)
!811 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !756)
!812 = !DILocation(line: 111, column: 50, scope: !753)
!813 = !DILocation(line: 111, column: 61, scope: !753)
!814 = !DILocation(line: 112, column: 40, scope: !815)
!815 = distinct !DILexicalBlock(scope: !816, file: !2, line: 112, column: 33)
!816 = distinct !DILexicalBlock(scope: !754, file: !2, line: 112, column: 18)
!817 = !DILocation(line: 0, scope: !333, inlinedAt: !818)
!818 = distinct !DILocation(line: 112, column: 52, scope: !815)
!819 = !DILocation(line: 91, column: 14, scope: !333, inlinedAt: !818)
!820 = !DILocation(line: 92, column: 5, scope: !333, inlinedAt: !818)
!821 = !DILocation(line: 91, column: 10, scope: !333, inlinedAt: !818)
!822 = !DILocation(line: 0, scope: !226, inlinedAt: !823)
!823 = distinct !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !818)
!824 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !823)
!825 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !823)
!826 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !823)
!827 = distinct !{!827, !825, !826, !241}
!828 = !DILocation(line: 94, column: 19, scope: !337, inlinedAt: !818)
!829 = !DILocation(line: 94, column: 24, scope: !337, inlinedAt: !818)
!830 = !DILocation(line: 0, scope: !337, inlinedAt: !818)
!831 = !DILocation(line: 95, column: 23, scope: !356, inlinedAt: !818)
!832 = !DILocation(line: 97, column: 14, scope: !337, inlinedAt: !818)
!833 = !DILocation(line: 0, scope: !381, inlinedAt: !834)
!834 = distinct !DILocation(line: 98, column: 18, scope: !337, inlinedAt: !818)
!835 = !DILocation(line: 70, column: 14, scope: !381, inlinedAt: !834)
!836 = !DILocation(line: 71, column: 5, scope: !381, inlinedAt: !834)
!837 = !DILocation(line: 70, column: 10, scope: !381, inlinedAt: !834)
!838 = !DILocation(line: 0, scope: !226, inlinedAt: !839)
!839 = distinct !DILocation(line: 72, column: 9, scope: !385, inlinedAt: !834)
!840 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !839)
!841 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !839)
!842 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !839)
!843 = distinct !{!843, !841, !842, !241}
!844 = !DILocation(line: 73, column: 19, scope: !385, inlinedAt: !834)
!845 = !DILocation(line: 73, column: 24, scope: !385, inlinedAt: !834)
!846 = !DILocation(line: 0, scope: !385, inlinedAt: !834)
!847 = !DILocation(line: 74, column: 23, scope: !404, inlinedAt: !834)
!848 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !834)
!849 = !DILocation(line: 77, column: 18, scope: !385, inlinedAt: !834)
!850 = !DILocation(line: 78, column: 16, scope: !408, inlinedAt: !834)
!851 = !DILocation(line: 78, column: 13, scope: !385, inlinedAt: !834)
!852 = !DILocation(line: 79, column: 15, scope: !408, inlinedAt: !834)
!853 = !DILocation(line: 79, column: 13, scope: !408, inlinedAt: !834)
!854 = !DILocation(line: 80, column: 20, scope: !413, inlinedAt: !834)
!855 = !DILocation(line: 80, column: 18, scope: !408, inlinedAt: !834)
!856 = !DILocation(line: 0, scope: !249, inlinedAt: !857)
!857 = distinct !DILocation(line: 81, column: 13, scope: !417, inlinedAt: !834)
!858 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !857)
!859 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !857)
!860 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !857)
!861 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !857)
!862 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !857)
!863 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !857)
!864 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !857)
!865 = !DILocation(line: 83, column: 23, scope: !428, inlinedAt: !834)
!866 = !DILocation(line: 84, column: 15, scope: !428, inlinedAt: !834)
!867 = !DILocation(line: 86, column: 15, scope: !428, inlinedAt: !834)
!868 = distinct !{!868, !869, !870}
!869 = !DILocation(line: 71, column: 5, scope: !387, inlinedAt: !834)
!870 = !DILocation(line: 87, column: 5, scope: !387, inlinedAt: !834)
!871 = !DILocation(line: 99, column: 16, scope: !337, inlinedAt: !818)
!872 = !DILocation(line: 99, column: 13, scope: !337, inlinedAt: !818)
!873 = !DILocation(line: 100, column: 5, scope: !338, inlinedAt: !818)
!874 = !DILocation(line: 112, column: 50, scope: !815)
!875 = !DILocation(line: 113, column: 14, scope: !816)
!876 = !DILocation(line: 0, scope: !373)
!877 = !DILocation(line: 105, column: 5, scope: !367)
!878 = distinct !{!878, !362, !879}
!879 = !DILocation(line: 114, column: 5, scope: !363)
!880 = !DILocation(line: 0, scope: !381)
!881 = !DILocation(line: 70, column: 14, scope: !381)
!882 = !DILocation(line: 71, column: 5, scope: !381)
!883 = !DILocation(line: 70, column: 10, scope: !381)
!884 = !DILocation(line: 0, scope: !226, inlinedAt: !885)
!885 = distinct !DILocation(line: 72, column: 9, scope: !385)
!886 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !885)
!887 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !885)
!888 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !885)
!889 = distinct !{!889, !887, !888, !241}
!890 = !DILocation(line: 73, column: 19, scope: !385)
!891 = !DILocation(line: 73, column: 24, scope: !385)
!892 = !DILocation(line: 0, scope: !385)
!893 = !DILocation(line: 74, column: 23, scope: !404)
!894 = !DILocation(line: 76, column: 14, scope: !385)
!895 = !DILocation(line: 77, column: 18, scope: !385)
!896 = !DILocation(line: 78, column: 16, scope: !408)
!897 = !DILocation(line: 78, column: 13, scope: !385)
!898 = !DILocation(line: 79, column: 15, scope: !408)
!899 = !DILocation(line: 79, column: 13, scope: !408)
!900 = !DILocation(line: 80, column: 20, scope: !413)
!901 = !DILocation(line: 80, column: 18, scope: !408)
!902 = !DILocation(line: 0, scope: !249, inlinedAt: !903)
!903 = distinct !DILocation(line: 81, column: 13, scope: !417)
!904 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !903)
!905 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !903)
!906 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !903)
!907 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !903)
!908 = !DILocation(line: 24, column: 22, scope: !257, inlinedAt: !903)
!909 = !DILocation(line: 24, column: 66, scope: !257, inlinedAt: !903)
!910 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !903)
!911 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !903)
!912 = !DILocation(line: 83, column: 23, scope: !428)
!913 = !DILocation(line: 84, column: 15, scope: !428)
!914 = !DILocation(line: 86, column: 15, scope: !428)
!915 = distinct !{!915, !916, !917}
!916 = !DILocation(line: 71, column: 5, scope: !387)
!917 = !DILocation(line: 87, column: 5, scope: !387)
!918 = !DILocation(line: 88, column: 1, scope: !381)
!919 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 28, type: !276, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !110, retainedNodes: !920)
!920 = !{!921, !922, !925, !928, !931}
!921 = !DILocalVariable(name: "ps", arg: 1, scope: !919, file: !2, line: 28, type: !229)
!922 = !DILocalVariable(name: "v", scope: !923, file: !2, line: 32, type: !172)
!923 = distinct !DILexicalBlock(scope: !924, file: !2, line: 30, column: 24)
!924 = distinct !DILexicalBlock(scope: !919, file: !2, line: 30, column: 9)
!925 = !DILocalVariable(name: "v", scope: !926, file: !2, line: 49, type: !172)
!926 = distinct !DILexicalBlock(scope: !927, file: !2, line: 48, column: 41)
!927 = distinct !DILexicalBlock(scope: !919, file: !2, line: 48, column: 9)
!928 = !DILocalVariable(name: "idx", scope: !929, file: !2, line: 55, type: !129)
!929 = distinct !DILexicalBlock(scope: !930, file: !2, line: 54, column: 41)
!930 = distinct !DILexicalBlock(scope: !919, file: !2, line: 54, column: 9)
!931 = !DILocalVariable(name: "v", scope: !932, file: !2, line: 59, type: !172)
!932 = distinct !DILexicalBlock(scope: !933, file: !2, line: 57, column: 47)
!933 = distinct !DILexicalBlock(scope: !929, file: !2, line: 57, column: 13)
!934 = !DILocation(line: 0, scope: !919)
!935 = !DILocation(line: 0, scope: !226, inlinedAt: !936)
!936 = distinct !DILocation(line: 29, column: 5, scope: !919)
!937 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !936)
!938 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !936)
!939 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !936)
!940 = distinct !{!940, !938, !939, !241}
!941 = !DILocation(line: 30, column: 9, scope: !924)
!942 = !DILocation(line: 30, column: 14, scope: !924)
!943 = !DILocation(line: 30, column: 9, scope: !919)
!944 = !DILocation(line: 31, column: 14, scope: !923)
!945 = !DILocation(line: 32, column: 18, scope: !923)
!946 = !DILocation(line: 0, scope: !923)
!947 = !DILocation(line: 0, scope: !226, inlinedAt: !948)
!948 = distinct !DILocation(line: 33, column: 9, scope: !923)
!949 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !948)
!950 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !948)
!951 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !948)
!952 = distinct !{!952, !950, !951, !241}
!953 = !DILocation(line: 34, column: 13, scope: !954)
!954 = distinct !DILexicalBlock(scope: !923, file: !2, line: 34, column: 13)
!955 = !DILocation(line: 34, column: 18, scope: !954)
!956 = !DILocation(line: 34, column: 20, scope: !954)
!957 = !DILocation(line: 34, column: 13, scope: !923)
!958 = !DILocation(line: 0, scope: !249, inlinedAt: !959)
!959 = distinct !DILocation(line: 35, column: 13, scope: !954)
!960 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !959)
!961 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !959)
!962 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !959)
!963 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !959)
!964 = !DILocation(line: 24, column: 22, scope: !257, inlinedAt: !959)
!965 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !959)
!966 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !959)
!967 = !DILocation(line: 37, column: 18, scope: !954)
!968 = !DILocation(line: 67, column: 1, scope: !919)
!969 = !DILocation(line: 41, column: 14, scope: !970)
!970 = distinct !DILexicalBlock(scope: !971, file: !2, line: 40, column: 24)
!971 = distinct !DILexicalBlock(scope: !919, file: !2, line: 40, column: 9)
!972 = !DILocation(line: 42, column: 17, scope: !970)
!973 = !DILocation(line: 42, column: 16, scope: !970)
!974 = !DILocation(line: 45, column: 14, scope: !975)
!975 = distinct !DILexicalBlock(scope: !976, file: !2, line: 44, column: 24)
!976 = distinct !DILexicalBlock(scope: !919, file: !2, line: 44, column: 9)
!977 = !DILocation(line: 46, column: 17, scope: !975)
!978 = !DILocation(line: 46, column: 16, scope: !975)
!979 = !DILocation(line: 48, column: 9, scope: !927)
!980 = !DILocation(line: 48, column: 9, scope: !919)
!981 = !DILocation(line: 0, scope: !926)
!982 = !DILocation(line: 50, column: 16, scope: !926)
!983 = !DILocation(line: 50, column: 9, scope: !926)
!984 = !DILocation(line: 51, column: 19, scope: !926)
!985 = !DILocation(line: 51, column: 33, scope: !926)
!986 = !DILocation(line: 51, column: 27, scope: !926)
!987 = !DILocation(line: 51, column: 36, scope: !926)
!988 = !DILocation(line: 51, column: 24, scope: !926)
!989 = distinct !{!989, !983, !990, !241}
!990 = !DILocation(line: 51, column: 41, scope: !926)
!991 = !DILocation(line: 54, column: 9, scope: !930)
!992 = !DILocation(line: 54, column: 9, scope: !919)
!993 = !DILocation(line: 55, column: 25, scope: !929)
!994 = !DILocation(line: 55, column: 19, scope: !929)
!995 = !DILocation(line: 55, column: 28, scope: !929)
!996 = !DILocation(line: 0, scope: !929)
!997 = !DILocation(line: 0, scope: !226, inlinedAt: !998)
!998 = distinct !DILocation(line: 56, column: 9, scope: !929)
!999 = !DILocation(line: 17, column: 12, scope: !226, inlinedAt: !998)
!1000 = !DILocation(line: 17, column: 5, scope: !226, inlinedAt: !998)
!1001 = !DILocation(line: 18, column: 14, scope: !226, inlinedAt: !998)
!1002 = distinct !{!1002, !1000, !1001, !241}
!1003 = !DILocation(line: 57, column: 13, scope: !933)
!1004 = !DILocation(line: 57, column: 18, scope: !933)
!1005 = !DILocation(line: 57, column: 20, scope: !933)
!1006 = !DILocation(line: 57, column: 27, scope: !933)
!1007 = !DILocation(line: 57, column: 30, scope: !933)
!1008 = !DILocation(line: 57, column: 39, scope: !933)
!1009 = !DILocation(line: 57, column: 13, scope: !929)
!1010 = !DILocation(line: 58, column: 18, scope: !932)
!1011 = !DILocation(line: 59, column: 22, scope: !932)
!1012 = !DILocation(line: 0, scope: !932)
!1013 = !DILocation(line: 60, column: 17, scope: !932)
!1014 = !DILocation(line: 60, column: 13, scope: !932)
!1015 = !DILocation(line: 60, column: 27, scope: !932)
!1016 = !DILocation(line: 63, column: 20, scope: !929)
!1017 = !DILocation(line: 63, column: 16, scope: !929)
!1018 = !DILocation(line: 63, column: 9, scope: !929)
!1019 = !DILocation(line: 0, scope: !249, inlinedAt: !1020)
!1020 = distinct !DILocation(line: 65, column: 5, scope: !919)
!1021 = !DILocation(line: 22, column: 14, scope: !258, inlinedAt: !1020)
!1022 = !DILocation(line: 22, column: 10, scope: !258, inlinedAt: !1020)
!1023 = !DILocation(line: 22, column: 9, scope: !249, inlinedAt: !1020)
!1024 = !DILocation(line: 23, column: 19, scope: !257, inlinedAt: !1020)
!1025 = !DILocation(line: 24, column: 22, scope: !257, inlinedAt: !1020)
!1026 = !DILocation(line: 24, column: 9, scope: !257, inlinedAt: !1020)
!1027 = !DILocation(line: 25, column: 5, scope: !257, inlinedAt: !1020)
!1028 = !DISubprogram(name: "__ctype_b_loc", scope: !113, file: !113, line: 79, type: !1029, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1029 = !DISubroutineType(types: !1030)
!1030 = !{!1031}
!1031 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1032, size: 64)
!1032 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1033, size: 64)
!1033 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!1034 = !DISubprogram(name: "snprintf", scope: !323, file: !323, line: 378, type: !1035, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!129, !1037, !183, !326, null}
!1037 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1038)
!1038 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
