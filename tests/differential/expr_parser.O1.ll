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
@.str.23 = private unnamed_addr constant [3 x i8] c"&&\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [3 x i8] c"||\00", align 1, !dbg !101
@.str.25 = private unnamed_addr constant [3 x i8] c"==\00", align 1, !dbg !103
@.str.26 = private unnamed_addr constant [3 x i8] c"!=\00", align 1, !dbg !105
@.str.27 = private unnamed_addr constant [3 x i8] c"<=\00", align 1, !dbg !107
@.str.28 = private unnamed_addr constant [3 x i8] c">=\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1, !dbg !111
@.str.30 = private unnamed_addr constant [11 x i8] c"expected )\00", align 1, !dbg !113
@.str.31 = private unnamed_addr constant [21 x i8] c"unexpected character\00", align 1, !dbg !115
@.str.32 = private unnamed_addr constant [13 x i8] c"%s at '%.8s'\00", align 1, !dbg !120

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !156 {
    #dbg_assign(i1 undef, !160, !DIExpression(), !189, ptr @__const.main.inputs, !DIExpression(), !190)
  %1 = alloca %struct.parser, align 8, !DIAssignID !191
    #dbg_assign(i1 undef, !166, !DIExpression(), !191, ptr %1, !DIExpression(), !190)
    #dbg_assign(i1 undef, !160, !DIExpression(), !192, ptr @__const.main.inputs, !DIExpression(), !190)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #6, !dbg !193
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(288) %1, i8 0, i64 288, i1 false), !dbg !194, !DIAssignID !195
    #dbg_assign(i8 0, !166, !DIExpression(), !195, ptr %1, !DIExpression(), !190)
    #dbg_value(i32 0, !180, !DIExpression(), !190)
    #dbg_value(i64 0, !181, !DIExpression(), !196)
  %2 = getelementptr inbounds i8, ptr %1, i64 216
    #dbg_value(i32 0, !180, !DIExpression(), !190)
    #dbg_value(i64 0, !181, !DIExpression(), !196)
  %3 = getelementptr inbounds i8, ptr %1, i64 220
  %4 = getelementptr inbounds i8, ptr %1, i64 220
  br label %17, !dbg !197

5:                                                ; preds = %59
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !198
  %7 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !199
  %8 = load i64, ptr %7, align 8, !dbg !199, !tbaa !200
  %9 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !204
  %10 = load i64, ptr %9, align 8, !dbg !204, !tbaa !200
  %11 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !205
  %12 = load i64, ptr %11, align 8, !dbg !205, !tbaa !200
  %13 = load i64, ptr %6, align 8, !dbg !206, !tbaa !200
  %14 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !207
  %15 = load i64, ptr %14, align 8, !dbg !207, !tbaa !200
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %13, i64 noundef %15), !dbg !208
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #6, !dbg !209
  ret i32 %60, !dbg !210

17:                                               ; preds = %0, %59
  %18 = phi i32 [ 0, %0 ], [ %60, %59 ]
  %19 = phi i64 [ 0, %0 ], [ %61, %59 ]
    #dbg_value(i32 %18, !180, !DIExpression(), !190)
    #dbg_value(i64 %19, !181, !DIExpression(), !196)
  %20 = getelementptr inbounds [19 x ptr], ptr @__const.main.inputs, i64 0, i64 %19, !dbg !211
  %21 = load ptr, ptr %20, align 8, !dbg !211, !tbaa !212
  store ptr %21, ptr %1, align 8, !dbg !214, !tbaa !215, !DIAssignID !218
    #dbg_assign(ptr %21, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218, ptr %1, !DIExpression(), !190)
  store i32 0, ptr %2, align 8, !dbg !219, !tbaa !220, !DIAssignID !221
    #dbg_assign(i32 0, !166, !DIExpression(DW_OP_LLVM_fragment, 1728, 32), !221, ptr %2, !DIExpression(), !190)
  %22 = call fastcc i64 @expr(ptr noundef nonnull %1), !dbg !222
    #dbg_value(i64 %22, !186, !DIExpression(), !223)
    #dbg_value(ptr %1, !224, !DIExpression(), !230)
  %23 = tail call ptr @__ctype_b_loc() #7, !dbg !230
  %24 = load ptr, ptr %23, align 8, !dbg !232, !tbaa !212
  %25 = load ptr, ptr %1, align 8, !dbg !232, !tbaa !215
  %26 = load i8, ptr %25, align 1, !dbg !232, !tbaa !233
  %27 = zext i8 %26 to i64, !dbg !232
  %28 = getelementptr inbounds i16, ptr %24, i64 %27, !dbg !232
  %29 = load i16, ptr %28, align 2, !dbg !232, !tbaa !234
  %30 = and i16 %29, 8192, !dbg !232
  %31 = icmp eq i16 %30, 0, !dbg !236
  br i1 %31, label %42, label %32, !dbg !236

32:                                               ; preds = %17, %32
  %33 = phi ptr [ %34, %32 ], [ %25, %17 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !237
  store ptr %34, ptr %1, align 8, !dbg !237, !tbaa !215, !DIAssignID !238
    #dbg_assign(ptr %34, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !238, ptr %1, !DIExpression(), !190)
  %35 = load ptr, ptr %23, align 8, !dbg !232, !tbaa !212
  %36 = load i8, ptr %34, align 1, !dbg !232, !tbaa !233
  %37 = zext i8 %36 to i64, !dbg !232
  %38 = getelementptr inbounds i16, ptr %35, i64 %37, !dbg !232
  %39 = load i16, ptr %38, align 2, !dbg !232, !tbaa !234
  %40 = and i16 %39, 8192, !dbg !232
  %41 = icmp eq i16 %40, 0, !dbg !236
  br i1 %41, label %42, label %32, !dbg !236, !llvm.loop !239

42:                                               ; preds = %32, %17
  %43 = load i32, ptr %2, align 8, !dbg !242, !tbaa !220
  %44 = icmp eq i32 %43, 0, !dbg !244
  br i1 %44, label %45, label %51, !dbg !245

45:                                               ; preds = %42
  %46 = load ptr, ptr %1, align 8, !dbg !246, !tbaa !215
  %47 = load i8, ptr %46, align 1, !dbg !247, !tbaa !233
  %48 = icmp eq i8 %47, 0, !dbg !247
  br i1 %48, label %51, label %49, !dbg !248

49:                                               ; preds = %45
    #dbg_value(ptr %1, !249, !DIExpression(), !255)
    #dbg_value(ptr @.str.19, !254, !DIExpression(), !255)
  store i32 1, ptr %2, align 8, !dbg !257, !tbaa !220, !DIAssignID !260
    #dbg_assign(i32 1, !166, !DIExpression(DW_OP_LLVM_fragment, 1728, 32), !260, ptr %2, !DIExpression(), !190)
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.19, ptr noundef nonnull %46) #6, !dbg !261
  br label %51, !dbg !262

51:                                               ; preds = %49, %45, %42
  %52 = load i32, ptr %2, align 8, !dbg !263, !tbaa !220
  %53 = icmp eq i32 %52, 0, !dbg !265
  br i1 %53, label %57, label %54, !dbg !266

54:                                               ; preds = %51
  %55 = add nsw i32 %18, 1, !dbg !267
    #dbg_value(i32 %55, !180, !DIExpression(), !190)
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %21, ptr noundef nonnull %4), !dbg !269
  br label %59, !dbg !270

57:                                               ; preds = %51
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %21, i64 noundef %22), !dbg !271
  br label %59

59:                                               ; preds = %57, %54
  %60 = phi i32 [ %55, %54 ], [ %18, %57 ], !dbg !190
    #dbg_value(i32 %60, !180, !DIExpression(), !190)
  %61 = add nuw nsw i64 %19, 1, !dbg !273
    #dbg_value(i64 %61, !181, !DIExpression(), !196)
  %62 = icmp eq i64 %61, 19, !dbg !274
  br i1 %62, label %5, label %17, !dbg !197, !llvm.loop !275
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @expr(ptr nocapture noundef %0) unnamed_addr #0 !dbg !277 {
    #dbg_value(ptr %0, !281, !DIExpression(), !292)
  %2 = tail call fastcc i64 @comparison(ptr noundef %0), !dbg !293
    #dbg_value(i64 %2, !282, !DIExpression(), !292)
  %3 = tail call ptr @__ctype_b_loc() #7, !dbg !292
  br label %4, !dbg !294

4:                                                ; preds = %44, %1
  %5 = phi i64 [ %2, %1 ], [ %46, %44 ], !dbg !292
    #dbg_value(i64 %5, !282, !DIExpression(), !292)
    #dbg_value(ptr %0, !224, !DIExpression(), !295)
  %6 = load ptr, ptr %3, align 8, !dbg !297, !tbaa !212
  %7 = load ptr, ptr %0, align 8, !dbg !297, !tbaa !215
  %8 = load i8, ptr %7, align 1, !dbg !297, !tbaa !233
  %9 = zext i8 %8 to i64, !dbg !297
  %10 = getelementptr inbounds i16, ptr %6, i64 %9, !dbg !297
  %11 = load i16, ptr %10, align 2, !dbg !297, !tbaa !234
  %12 = and i16 %11, 8192, !dbg !297
  %13 = icmp eq i16 %12, 0, !dbg !298
  br i1 %13, label %24, label %14, !dbg !298

14:                                               ; preds = %4, %14
  %15 = phi ptr [ %16, %14 ], [ %7, %4 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !299
  store ptr %16, ptr %0, align 8, !dbg !299, !tbaa !215
  %17 = load ptr, ptr %3, align 8, !dbg !297, !tbaa !212
  %18 = load i8, ptr %16, align 1, !dbg !297, !tbaa !233
  %19 = zext i8 %18 to i64, !dbg !297
  %20 = getelementptr inbounds i16, ptr %17, i64 %19, !dbg !297
  %21 = load i16, ptr %20, align 2, !dbg !297, !tbaa !234
  %22 = and i16 %21, 8192, !dbg !297
  %23 = icmp eq i16 %22, 0, !dbg !298
  br i1 %23, label %24, label %14, !dbg !298, !llvm.loop !300

24:                                               ; preds = %14, %4
  %25 = load ptr, ptr %0, align 8, !dbg !301, !tbaa !215
  %26 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %25, ptr noundef nonnull dereferenceable(3) @.str.23, i64 noundef 2) #8, !dbg !302
  %27 = icmp eq i32 %26, 0, !dbg !303
  br i1 %27, label %28, label %34, !dbg !304

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %25, i64 2, !dbg !305
  store ptr %29, ptr %0, align 8, !dbg !305, !tbaa !215
  %30 = tail call fastcc i64 @comparison(ptr noundef nonnull %0), !dbg !306
    #dbg_value(i64 %30, !283, !DIExpression(), !307)
  %31 = icmp ne i64 %5, 0, !dbg !308
  %32 = icmp ne i64 %30, 0, !dbg !309
  %33 = select i1 %31, i1 %32, i1 false, !dbg !309
    #dbg_value(i1 %33, !282, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !292)
  br label %44, !dbg !310

34:                                               ; preds = %24
  %35 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %25, ptr noundef nonnull dereferenceable(3) @.str.24, i64 noundef 2) #8, !dbg !311
  %36 = icmp eq i32 %35, 0, !dbg !312
  br i1 %36, label %37, label %43, !dbg !313

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %25, i64 2, !dbg !314
  store ptr %38, ptr %0, align 8, !dbg !314, !tbaa !215
  %39 = tail call fastcc i64 @comparison(ptr noundef nonnull %0), !dbg !315
    #dbg_value(i64 %39, !289, !DIExpression(), !316)
  %40 = icmp ne i64 %5, 0, !dbg !317
  %41 = icmp ne i64 %39, 0, !dbg !318
  %42 = select i1 %40, i1 true, i1 %41, !dbg !318
    #dbg_value(i1 %42, !282, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !292)
  br label %44

43:                                               ; preds = %34
  ret i64 %5, !dbg !319

44:                                               ; preds = %37, %28
  %45 = phi i1 [ %33, %28 ], [ %42, %37 ]
  %46 = zext i1 %45 to i64, !dbg !321
    #dbg_value(i64 %46, !282, !DIExpression(), !292)
  br label %4, !dbg !322, !llvm.loop !323
}

; Function Attrs: nofree nounwind
declare !dbg !326 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @comparison(ptr nocapture noundef %0) unnamed_addr #0 !dbg !331 {
    #dbg_value(ptr %0, !333, !DIExpression(), !335)
    #dbg_value(ptr %0, !336, !DIExpression(), !345)
  %2 = tail call fastcc i64 @term(ptr noundef %0), !dbg !347
    #dbg_value(i64 %2, !339, !DIExpression(), !345)
  %3 = tail call ptr @__ctype_b_loc() #7, !dbg !335
  br label %4, !dbg !348

4:                                                ; preds = %38, %1
  %5 = phi i64 [ %2, %1 ], [ %36, %38 ], !dbg !349
  %6 = phi i64 [ undef, %1 ], [ %37, %38 ]
    #dbg_value(i64 %5, !339, !DIExpression(), !345)
    #dbg_value(ptr %0, !224, !DIExpression(), !350)
  %7 = load ptr, ptr %3, align 8, !dbg !352, !tbaa !212
  %8 = load ptr, ptr %0, align 8, !dbg !352, !tbaa !215
  %9 = load i8, ptr %8, align 1, !dbg !352, !tbaa !233
  %10 = zext i8 %9 to i64, !dbg !352
  %11 = getelementptr inbounds i16, ptr %7, i64 %10, !dbg !352
  %12 = load i16, ptr %11, align 2, !dbg !352, !tbaa !234
  %13 = and i16 %12, 8192, !dbg !352
  %14 = icmp eq i16 %13, 0, !dbg !353
  br i1 %14, label %25, label %15, !dbg !353

15:                                               ; preds = %4, %15
  %16 = phi ptr [ %17, %15 ], [ %8, %4 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !354
  store ptr %17, ptr %0, align 8, !dbg !354, !tbaa !215
  %18 = load ptr, ptr %3, align 8, !dbg !352, !tbaa !212
  %19 = load i8, ptr %17, align 1, !dbg !352, !tbaa !233
  %20 = zext i8 %19 to i64, !dbg !352
  %21 = getelementptr inbounds i16, ptr %18, i64 %20, !dbg !352
  %22 = load i16, ptr %21, align 2, !dbg !352, !tbaa !234
  %23 = and i16 %22, 8192, !dbg !352
  %24 = icmp eq i16 %23, 0, !dbg !353
  br i1 %24, label %25, label %15, !dbg !353, !llvm.loop !355

25:                                               ; preds = %15, %4
  %26 = load ptr, ptr %0, align 8, !dbg !356, !tbaa !215
  %27 = load i8, ptr %26, align 1, !dbg !357, !tbaa !233
    #dbg_value(i8 %27, !340, !DIExpression(), !358)
  switch i8 %27, label %35 [
    i8 45, label %28
    i8 43, label %28
  ], !dbg !359

28:                                               ; preds = %25, %25
  %29 = getelementptr inbounds i8, ptr %26, i64 1, !dbg !361
  store ptr %29, ptr %0, align 8, !dbg !361, !tbaa !215
  %30 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !362
    #dbg_value(i64 %30, !344, !DIExpression(), !358)
  %31 = icmp eq i8 %27, 43, !dbg !363
  %32 = sub i64 0, %30, !dbg !364
  %33 = select i1 %31, i64 %30, i64 %32, !dbg !364
  %34 = add i64 %33, %5, !dbg !364
    #dbg_value(i64 %34, !339, !DIExpression(), !345)
  br label %35, !dbg !365

35:                                               ; preds = %28, %25
  %36 = phi i64 [ %34, %28 ], [ %5, %25 ], !dbg !345
  %37 = phi i64 [ %6, %28 ], [ %5, %25 ]
    #dbg_value(i64 %36, !339, !DIExpression(), !345)
  switch i8 %27, label %39 [
    i8 45, label %38
    i8 43, label %38
  ]

38:                                               ; preds = %35, %35
  br label %4, !dbg !352

39:                                               ; preds = %35, %315
  %40 = phi i64 [ %317, %315 ], [ %37, %35 ], !dbg !335
    #dbg_value(i64 %40, !334, !DIExpression(), !335)
    #dbg_value(ptr %0, !224, !DIExpression(), !366)
  %41 = load ptr, ptr %3, align 8, !dbg !371, !tbaa !212
  %42 = load ptr, ptr %0, align 8, !dbg !371, !tbaa !215
  %43 = load i8, ptr %42, align 1, !dbg !371, !tbaa !233
  %44 = zext i8 %43 to i64, !dbg !371
  %45 = getelementptr inbounds i16, ptr %41, i64 %44, !dbg !371
  %46 = load i16, ptr %45, align 2, !dbg !371, !tbaa !234
  %47 = and i16 %46, 8192, !dbg !371
  %48 = icmp eq i16 %47, 0, !dbg !372
  br i1 %48, label %59, label %49, !dbg !372

49:                                               ; preds = %39, %49
  %50 = phi ptr [ %51, %49 ], [ %42, %39 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 1, !dbg !373
  store ptr %51, ptr %0, align 8, !dbg !373, !tbaa !215
  %52 = load ptr, ptr %3, align 8, !dbg !371, !tbaa !212
  %53 = load i8, ptr %51, align 1, !dbg !371, !tbaa !233
  %54 = zext i8 %53 to i64, !dbg !371
  %55 = getelementptr inbounds i16, ptr %52, i64 %54, !dbg !371
  %56 = load i16, ptr %55, align 2, !dbg !371, !tbaa !234
  %57 = and i16 %56, 8192, !dbg !371
  %58 = icmp eq i16 %57, 0, !dbg !372
  br i1 %58, label %59, label %49, !dbg !372, !llvm.loop !374

59:                                               ; preds = %49, %39
  %60 = load ptr, ptr %0, align 8, !dbg !375, !tbaa !215
  %61 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %60, ptr noundef nonnull dereferenceable(3) @.str.25, i64 noundef 2) #8, !dbg !377
  %62 = icmp eq i32 %61, 0, !dbg !378
  br i1 %62, label %63, label %103, !dbg !379

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %60, i64 2, !dbg !380
  store ptr %64, ptr %0, align 8, !dbg !380, !tbaa !215
    #dbg_value(ptr %0, !336, !DIExpression(), !382)
  %65 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !384
    #dbg_value(i64 %65, !339, !DIExpression(), !382)
  br label %66, !dbg !385

66:                                               ; preds = %100, %63
  %67 = phi i64 [ %65, %63 ], [ %98, %100 ], !dbg !386
  %68 = phi i64 [ undef, %63 ], [ %99, %100 ]
    #dbg_value(i64 %67, !339, !DIExpression(), !382)
    #dbg_value(ptr %0, !224, !DIExpression(), !387)
  %69 = load ptr, ptr %3, align 8, !dbg !389, !tbaa !212
  %70 = load ptr, ptr %0, align 8, !dbg !389, !tbaa !215
  %71 = load i8, ptr %70, align 1, !dbg !389, !tbaa !233
  %72 = zext i8 %71 to i64, !dbg !389
  %73 = getelementptr inbounds i16, ptr %69, i64 %72, !dbg !389
  %74 = load i16, ptr %73, align 2, !dbg !389, !tbaa !234
  %75 = and i16 %74, 8192, !dbg !389
  %76 = icmp eq i16 %75, 0, !dbg !390
  br i1 %76, label %87, label %77, !dbg !390

77:                                               ; preds = %66, %77
  %78 = phi ptr [ %79, %77 ], [ %70, %66 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !391
  store ptr %79, ptr %0, align 8, !dbg !391, !tbaa !215
  %80 = load ptr, ptr %3, align 8, !dbg !389, !tbaa !212
  %81 = load i8, ptr %79, align 1, !dbg !389, !tbaa !233
  %82 = zext i8 %81 to i64, !dbg !389
  %83 = getelementptr inbounds i16, ptr %80, i64 %82, !dbg !389
  %84 = load i16, ptr %83, align 2, !dbg !389, !tbaa !234
  %85 = and i16 %84, 8192, !dbg !389
  %86 = icmp eq i16 %85, 0, !dbg !390
  br i1 %86, label %87, label %77, !dbg !390, !llvm.loop !392

87:                                               ; preds = %77, %66
  %88 = load ptr, ptr %0, align 8, !dbg !393, !tbaa !215
  %89 = load i8, ptr %88, align 1, !dbg !394, !tbaa !233
    #dbg_value(i8 %89, !340, !DIExpression(), !395)
  switch i8 %89, label %97 [
    i8 45, label %90
    i8 43, label %90
  ], !dbg !396

90:                                               ; preds = %87, %87
  %91 = getelementptr inbounds i8, ptr %88, i64 1, !dbg !397
  store ptr %91, ptr %0, align 8, !dbg !397, !tbaa !215
  %92 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !398
    #dbg_value(i64 %92, !344, !DIExpression(), !395)
  %93 = icmp eq i8 %89, 43, !dbg !399
  %94 = sub i64 0, %92, !dbg !400
  %95 = select i1 %93, i64 %92, i64 %94, !dbg !400
  %96 = add i64 %95, %67, !dbg !400
    #dbg_value(i64 %96, !339, !DIExpression(), !382)
  br label %97, !dbg !401

97:                                               ; preds = %90, %87
  %98 = phi i64 [ %96, %90 ], [ %67, %87 ], !dbg !382
  %99 = phi i64 [ %68, %90 ], [ %67, %87 ]
    #dbg_value(i64 %98, !339, !DIExpression(), !382)
  switch i8 %89, label %101 [
    i8 45, label %100
    i8 43, label %100
  ]

100:                                              ; preds = %97, %97
  br label %66, !dbg !389

101:                                              ; preds = %97
  %102 = icmp eq i64 %40, %99, !dbg !402
    #dbg_value(i1 %102, !334, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !335)
  br label %315, !dbg !403

103:                                              ; preds = %59
  %104 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %60, ptr noundef nonnull dereferenceable(3) @.str.26, i64 noundef 2) #8, !dbg !404
  %105 = icmp eq i32 %104, 0, !dbg !406
  br i1 %105, label %106, label %146, !dbg !407

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %60, i64 2, !dbg !408
  store ptr %107, ptr %0, align 8, !dbg !408, !tbaa !215
    #dbg_value(ptr %0, !336, !DIExpression(), !410)
  %108 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !412
    #dbg_value(i64 %108, !339, !DIExpression(), !410)
  br label %109, !dbg !413

109:                                              ; preds = %143, %106
  %110 = phi i64 [ %108, %106 ], [ %141, %143 ], !dbg !414
  %111 = phi i64 [ undef, %106 ], [ %142, %143 ]
    #dbg_value(i64 %110, !339, !DIExpression(), !410)
    #dbg_value(ptr %0, !224, !DIExpression(), !415)
  %112 = load ptr, ptr %3, align 8, !dbg !417, !tbaa !212
  %113 = load ptr, ptr %0, align 8, !dbg !417, !tbaa !215
  %114 = load i8, ptr %113, align 1, !dbg !417, !tbaa !233
  %115 = zext i8 %114 to i64, !dbg !417
  %116 = getelementptr inbounds i16, ptr %112, i64 %115, !dbg !417
  %117 = load i16, ptr %116, align 2, !dbg !417, !tbaa !234
  %118 = and i16 %117, 8192, !dbg !417
  %119 = icmp eq i16 %118, 0, !dbg !418
  br i1 %119, label %130, label %120, !dbg !418

120:                                              ; preds = %109, %120
  %121 = phi ptr [ %122, %120 ], [ %113, %109 ]
  %122 = getelementptr inbounds i8, ptr %121, i64 1, !dbg !419
  store ptr %122, ptr %0, align 8, !dbg !419, !tbaa !215
  %123 = load ptr, ptr %3, align 8, !dbg !417, !tbaa !212
  %124 = load i8, ptr %122, align 1, !dbg !417, !tbaa !233
  %125 = zext i8 %124 to i64, !dbg !417
  %126 = getelementptr inbounds i16, ptr %123, i64 %125, !dbg !417
  %127 = load i16, ptr %126, align 2, !dbg !417, !tbaa !234
  %128 = and i16 %127, 8192, !dbg !417
  %129 = icmp eq i16 %128, 0, !dbg !418
  br i1 %129, label %130, label %120, !dbg !418, !llvm.loop !420

130:                                              ; preds = %120, %109
  %131 = load ptr, ptr %0, align 8, !dbg !421, !tbaa !215
  %132 = load i8, ptr %131, align 1, !dbg !422, !tbaa !233
    #dbg_value(i8 %132, !340, !DIExpression(), !423)
  switch i8 %132, label %140 [
    i8 45, label %133
    i8 43, label %133
  ], !dbg !424

133:                                              ; preds = %130, %130
  %134 = getelementptr inbounds i8, ptr %131, i64 1, !dbg !425
  store ptr %134, ptr %0, align 8, !dbg !425, !tbaa !215
  %135 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !426
    #dbg_value(i64 %135, !344, !DIExpression(), !423)
  %136 = icmp eq i8 %132, 43, !dbg !427
  %137 = sub i64 0, %135, !dbg !428
  %138 = select i1 %136, i64 %135, i64 %137, !dbg !428
  %139 = add i64 %138, %110, !dbg !428
    #dbg_value(i64 %139, !339, !DIExpression(), !410)
  br label %140, !dbg !429

140:                                              ; preds = %133, %130
  %141 = phi i64 [ %139, %133 ], [ %110, %130 ], !dbg !410
  %142 = phi i64 [ %111, %133 ], [ %110, %130 ]
    #dbg_value(i64 %141, !339, !DIExpression(), !410)
  switch i8 %132, label %144 [
    i8 45, label %143
    i8 43, label %143
  ]

143:                                              ; preds = %140, %140
  br label %109, !dbg !417

144:                                              ; preds = %140
  %145 = icmp ne i64 %40, %142, !dbg !430
    #dbg_value(i1 %145, !334, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !335)
  br label %315, !dbg !431

146:                                              ; preds = %103
  %147 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %60, ptr noundef nonnull dereferenceable(3) @.str.27, i64 noundef 2) #8, !dbg !432
  %148 = icmp eq i32 %147, 0, !dbg !434
  br i1 %148, label %149, label %189, !dbg !435

149:                                              ; preds = %146
  %150 = getelementptr inbounds i8, ptr %60, i64 2, !dbg !436
  store ptr %150, ptr %0, align 8, !dbg !436, !tbaa !215
    #dbg_value(ptr %0, !336, !DIExpression(), !438)
  %151 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !440
    #dbg_value(i64 %151, !339, !DIExpression(), !438)
  br label %152, !dbg !441

152:                                              ; preds = %186, %149
  %153 = phi i64 [ %151, %149 ], [ %184, %186 ], !dbg !442
  %154 = phi i64 [ undef, %149 ], [ %185, %186 ]
    #dbg_value(i64 %153, !339, !DIExpression(), !438)
    #dbg_value(ptr %0, !224, !DIExpression(), !443)
  %155 = load ptr, ptr %3, align 8, !dbg !445, !tbaa !212
  %156 = load ptr, ptr %0, align 8, !dbg !445, !tbaa !215
  %157 = load i8, ptr %156, align 1, !dbg !445, !tbaa !233
  %158 = zext i8 %157 to i64, !dbg !445
  %159 = getelementptr inbounds i16, ptr %155, i64 %158, !dbg !445
  %160 = load i16, ptr %159, align 2, !dbg !445, !tbaa !234
  %161 = and i16 %160, 8192, !dbg !445
  %162 = icmp eq i16 %161, 0, !dbg !446
  br i1 %162, label %173, label %163, !dbg !446

163:                                              ; preds = %152, %163
  %164 = phi ptr [ %165, %163 ], [ %156, %152 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 1, !dbg !447
  store ptr %165, ptr %0, align 8, !dbg !447, !tbaa !215
  %166 = load ptr, ptr %3, align 8, !dbg !445, !tbaa !212
  %167 = load i8, ptr %165, align 1, !dbg !445, !tbaa !233
  %168 = zext i8 %167 to i64, !dbg !445
  %169 = getelementptr inbounds i16, ptr %166, i64 %168, !dbg !445
  %170 = load i16, ptr %169, align 2, !dbg !445, !tbaa !234
  %171 = and i16 %170, 8192, !dbg !445
  %172 = icmp eq i16 %171, 0, !dbg !446
  br i1 %172, label %173, label %163, !dbg !446, !llvm.loop !448

173:                                              ; preds = %163, %152
  %174 = load ptr, ptr %0, align 8, !dbg !449, !tbaa !215
  %175 = load i8, ptr %174, align 1, !dbg !450, !tbaa !233
    #dbg_value(i8 %175, !340, !DIExpression(), !451)
  switch i8 %175, label %183 [
    i8 45, label %176
    i8 43, label %176
  ], !dbg !452

176:                                              ; preds = %173, %173
  %177 = getelementptr inbounds i8, ptr %174, i64 1, !dbg !453
  store ptr %177, ptr %0, align 8, !dbg !453, !tbaa !215
  %178 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !454
    #dbg_value(i64 %178, !344, !DIExpression(), !451)
  %179 = icmp eq i8 %175, 43, !dbg !455
  %180 = sub i64 0, %178, !dbg !456
  %181 = select i1 %179, i64 %178, i64 %180, !dbg !456
  %182 = add i64 %181, %153, !dbg !456
    #dbg_value(i64 %182, !339, !DIExpression(), !438)
  br label %183, !dbg !457

183:                                              ; preds = %176, %173
  %184 = phi i64 [ %182, %176 ], [ %153, %173 ], !dbg !438
  %185 = phi i64 [ %154, %176 ], [ %153, %173 ]
    #dbg_value(i64 %184, !339, !DIExpression(), !438)
  switch i8 %175, label %187 [
    i8 45, label %186
    i8 43, label %186
  ]

186:                                              ; preds = %183, %183
  br label %152, !dbg !445

187:                                              ; preds = %183
  %188 = icmp sle i64 %40, %185, !dbg !458
    #dbg_value(i1 %188, !334, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !335)
  br label %315, !dbg !459

189:                                              ; preds = %146
  %190 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %60, ptr noundef nonnull dereferenceable(3) @.str.28, i64 noundef 2) #8, !dbg !460
  %191 = icmp eq i32 %190, 0, !dbg !462
  br i1 %191, label %192, label %232, !dbg !463

192:                                              ; preds = %189
  %193 = getelementptr inbounds i8, ptr %60, i64 2, !dbg !464
  store ptr %193, ptr %0, align 8, !dbg !464, !tbaa !215
    #dbg_value(ptr %0, !336, !DIExpression(), !466)
  %194 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !468
    #dbg_value(i64 %194, !339, !DIExpression(), !466)
  br label %195, !dbg !469

195:                                              ; preds = %229, %192
  %196 = phi i64 [ %194, %192 ], [ %227, %229 ], !dbg !470
  %197 = phi i64 [ undef, %192 ], [ %228, %229 ]
    #dbg_value(i64 %196, !339, !DIExpression(), !466)
    #dbg_value(ptr %0, !224, !DIExpression(), !471)
  %198 = load ptr, ptr %3, align 8, !dbg !473, !tbaa !212
  %199 = load ptr, ptr %0, align 8, !dbg !473, !tbaa !215
  %200 = load i8, ptr %199, align 1, !dbg !473, !tbaa !233
  %201 = zext i8 %200 to i64, !dbg !473
  %202 = getelementptr inbounds i16, ptr %198, i64 %201, !dbg !473
  %203 = load i16, ptr %202, align 2, !dbg !473, !tbaa !234
  %204 = and i16 %203, 8192, !dbg !473
  %205 = icmp eq i16 %204, 0, !dbg !474
  br i1 %205, label %216, label %206, !dbg !474

206:                                              ; preds = %195, %206
  %207 = phi ptr [ %208, %206 ], [ %199, %195 ]
  %208 = getelementptr inbounds i8, ptr %207, i64 1, !dbg !475
  store ptr %208, ptr %0, align 8, !dbg !475, !tbaa !215
  %209 = load ptr, ptr %3, align 8, !dbg !473, !tbaa !212
  %210 = load i8, ptr %208, align 1, !dbg !473, !tbaa !233
  %211 = zext i8 %210 to i64, !dbg !473
  %212 = getelementptr inbounds i16, ptr %209, i64 %211, !dbg !473
  %213 = load i16, ptr %212, align 2, !dbg !473, !tbaa !234
  %214 = and i16 %213, 8192, !dbg !473
  %215 = icmp eq i16 %214, 0, !dbg !474
  br i1 %215, label %216, label %206, !dbg !474, !llvm.loop !476

216:                                              ; preds = %206, %195
  %217 = load ptr, ptr %0, align 8, !dbg !477, !tbaa !215
  %218 = load i8, ptr %217, align 1, !dbg !478, !tbaa !233
    #dbg_value(i8 %218, !340, !DIExpression(), !479)
  switch i8 %218, label %226 [
    i8 45, label %219
    i8 43, label %219
  ], !dbg !480

219:                                              ; preds = %216, %216
  %220 = getelementptr inbounds i8, ptr %217, i64 1, !dbg !481
  store ptr %220, ptr %0, align 8, !dbg !481, !tbaa !215
  %221 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !482
    #dbg_value(i64 %221, !344, !DIExpression(), !479)
  %222 = icmp eq i8 %218, 43, !dbg !483
  %223 = sub i64 0, %221, !dbg !484
  %224 = select i1 %222, i64 %221, i64 %223, !dbg !484
  %225 = add i64 %224, %196, !dbg !484
    #dbg_value(i64 %225, !339, !DIExpression(), !466)
  br label %226, !dbg !485

226:                                              ; preds = %219, %216
  %227 = phi i64 [ %225, %219 ], [ %196, %216 ], !dbg !466
  %228 = phi i64 [ %197, %219 ], [ %196, %216 ]
    #dbg_value(i64 %227, !339, !DIExpression(), !466)
  switch i8 %218, label %230 [
    i8 45, label %229
    i8 43, label %229
  ]

229:                                              ; preds = %226, %226
  br label %195, !dbg !473

230:                                              ; preds = %226
  %231 = icmp sge i64 %40, %228, !dbg !486
    #dbg_value(i1 %231, !334, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !335)
  br label %315, !dbg !487

232:                                              ; preds = %189
  %233 = load i8, ptr %60, align 1, !dbg !488, !tbaa !233
  switch i8 %233, label %314 [
    i8 60, label %234
    i8 62, label %274
  ], !dbg !490

234:                                              ; preds = %232
  %235 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !491
  store ptr %235, ptr %0, align 8, !dbg !491, !tbaa !215
    #dbg_value(ptr %0, !336, !DIExpression(), !493)
  %236 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !495
    #dbg_value(i64 %236, !339, !DIExpression(), !493)
  br label %237, !dbg !496

237:                                              ; preds = %271, %234
  %238 = phi i64 [ %236, %234 ], [ %269, %271 ], !dbg !497
  %239 = phi i64 [ undef, %234 ], [ %270, %271 ]
    #dbg_value(i64 %238, !339, !DIExpression(), !493)
    #dbg_value(ptr %0, !224, !DIExpression(), !498)
  %240 = load ptr, ptr %3, align 8, !dbg !500, !tbaa !212
  %241 = load ptr, ptr %0, align 8, !dbg !500, !tbaa !215
  %242 = load i8, ptr %241, align 1, !dbg !500, !tbaa !233
  %243 = zext i8 %242 to i64, !dbg !500
  %244 = getelementptr inbounds i16, ptr %240, i64 %243, !dbg !500
  %245 = load i16, ptr %244, align 2, !dbg !500, !tbaa !234
  %246 = and i16 %245, 8192, !dbg !500
  %247 = icmp eq i16 %246, 0, !dbg !501
  br i1 %247, label %258, label %248, !dbg !501

248:                                              ; preds = %237, %248
  %249 = phi ptr [ %250, %248 ], [ %241, %237 ]
  %250 = getelementptr inbounds i8, ptr %249, i64 1, !dbg !502
  store ptr %250, ptr %0, align 8, !dbg !502, !tbaa !215
  %251 = load ptr, ptr %3, align 8, !dbg !500, !tbaa !212
  %252 = load i8, ptr %250, align 1, !dbg !500, !tbaa !233
  %253 = zext i8 %252 to i64, !dbg !500
  %254 = getelementptr inbounds i16, ptr %251, i64 %253, !dbg !500
  %255 = load i16, ptr %254, align 2, !dbg !500, !tbaa !234
  %256 = and i16 %255, 8192, !dbg !500
  %257 = icmp eq i16 %256, 0, !dbg !501
  br i1 %257, label %258, label %248, !dbg !501, !llvm.loop !503

258:                                              ; preds = %248, %237
  %259 = load ptr, ptr %0, align 8, !dbg !504, !tbaa !215
  %260 = load i8, ptr %259, align 1, !dbg !505, !tbaa !233
    #dbg_value(i8 %260, !340, !DIExpression(), !506)
  switch i8 %260, label %268 [
    i8 45, label %261
    i8 43, label %261
  ], !dbg !507

261:                                              ; preds = %258, %258
  %262 = getelementptr inbounds i8, ptr %259, i64 1, !dbg !508
  store ptr %262, ptr %0, align 8, !dbg !508, !tbaa !215
  %263 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !509
    #dbg_value(i64 %263, !344, !DIExpression(), !506)
  %264 = icmp eq i8 %260, 43, !dbg !510
  %265 = sub i64 0, %263, !dbg !511
  %266 = select i1 %264, i64 %263, i64 %265, !dbg !511
  %267 = add i64 %266, %238, !dbg !511
    #dbg_value(i64 %267, !339, !DIExpression(), !493)
  br label %268, !dbg !512

268:                                              ; preds = %261, %258
  %269 = phi i64 [ %267, %261 ], [ %238, %258 ], !dbg !493
  %270 = phi i64 [ %239, %261 ], [ %238, %258 ]
    #dbg_value(i64 %269, !339, !DIExpression(), !493)
  switch i8 %260, label %272 [
    i8 45, label %271
    i8 43, label %271
  ]

271:                                              ; preds = %268, %268
  br label %237, !dbg !500

272:                                              ; preds = %268
  %273 = icmp slt i64 %40, %270, !dbg !513
    #dbg_value(i1 %273, !334, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !335)
  br label %315, !dbg !514

274:                                              ; preds = %232
  %275 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !515
  store ptr %275, ptr %0, align 8, !dbg !515, !tbaa !215
    #dbg_value(ptr %0, !336, !DIExpression(), !518)
  %276 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !520
    #dbg_value(i64 %276, !339, !DIExpression(), !518)
  br label %277, !dbg !521

277:                                              ; preds = %311, %274
  %278 = phi i64 [ %276, %274 ], [ %309, %311 ], !dbg !522
  %279 = phi i64 [ undef, %274 ], [ %310, %311 ]
    #dbg_value(i64 %278, !339, !DIExpression(), !518)
    #dbg_value(ptr %0, !224, !DIExpression(), !523)
  %280 = load ptr, ptr %3, align 8, !dbg !525, !tbaa !212
  %281 = load ptr, ptr %0, align 8, !dbg !525, !tbaa !215
  %282 = load i8, ptr %281, align 1, !dbg !525, !tbaa !233
  %283 = zext i8 %282 to i64, !dbg !525
  %284 = getelementptr inbounds i16, ptr %280, i64 %283, !dbg !525
  %285 = load i16, ptr %284, align 2, !dbg !525, !tbaa !234
  %286 = and i16 %285, 8192, !dbg !525
  %287 = icmp eq i16 %286, 0, !dbg !526
  br i1 %287, label %298, label %288, !dbg !526

288:                                              ; preds = %277, %288
  %289 = phi ptr [ %290, %288 ], [ %281, %277 ]
  %290 = getelementptr inbounds i8, ptr %289, i64 1, !dbg !527
  store ptr %290, ptr %0, align 8, !dbg !527, !tbaa !215
  %291 = load ptr, ptr %3, align 8, !dbg !525, !tbaa !212
  %292 = load i8, ptr %290, align 1, !dbg !525, !tbaa !233
  %293 = zext i8 %292 to i64, !dbg !525
  %294 = getelementptr inbounds i16, ptr %291, i64 %293, !dbg !525
  %295 = load i16, ptr %294, align 2, !dbg !525, !tbaa !234
  %296 = and i16 %295, 8192, !dbg !525
  %297 = icmp eq i16 %296, 0, !dbg !526
  br i1 %297, label %298, label %288, !dbg !526, !llvm.loop !528

298:                                              ; preds = %288, %277
  %299 = load ptr, ptr %0, align 8, !dbg !529, !tbaa !215
  %300 = load i8, ptr %299, align 1, !dbg !530, !tbaa !233
    #dbg_value(i8 %300, !340, !DIExpression(), !531)
  switch i8 %300, label %308 [
    i8 45, label %301
    i8 43, label %301
  ], !dbg !532

301:                                              ; preds = %298, %298
  %302 = getelementptr inbounds i8, ptr %299, i64 1, !dbg !533
  store ptr %302, ptr %0, align 8, !dbg !533, !tbaa !215
  %303 = tail call fastcc i64 @term(ptr noundef nonnull %0), !dbg !534
    #dbg_value(i64 %303, !344, !DIExpression(), !531)
  %304 = icmp eq i8 %300, 43, !dbg !535
  %305 = sub i64 0, %303, !dbg !536
  %306 = select i1 %304, i64 %303, i64 %305, !dbg !536
  %307 = add i64 %306, %278, !dbg !536
    #dbg_value(i64 %307, !339, !DIExpression(), !518)
  br label %308, !dbg !537

308:                                              ; preds = %301, %298
  %309 = phi i64 [ %307, %301 ], [ %278, %298 ], !dbg !518
  %310 = phi i64 [ %279, %301 ], [ %278, %298 ]
    #dbg_value(i64 %309, !339, !DIExpression(), !518)
  switch i8 %300, label %312 [
    i8 45, label %311
    i8 43, label %311
  ]

311:                                              ; preds = %308, %308
  br label %277, !dbg !525

312:                                              ; preds = %308
  %313 = icmp sgt i64 %40, %310, !dbg !538
    #dbg_value(i1 %313, !334, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !335)
  br label %315

314:                                              ; preds = %232
  ret i64 %40, !dbg !539

315:                                              ; preds = %144, %230, %312, %272, %187, %101
  %316 = phi i1 [ %102, %101 ], [ %145, %144 ], [ %188, %187 ], [ %231, %230 ], [ %273, %272 ], [ %313, %312 ]
  %317 = zext i1 %316 to i64, !dbg !540
    #dbg_value(i64 %317, !334, !DIExpression(), !335)
  br label %39, !dbg !541, !llvm.loop !542
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !545 i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @term(ptr nocapture noundef %0) unnamed_addr #0 !dbg !549 {
    #dbg_value(ptr %0, !551, !DIExpression(), !558)
  %2 = tail call fastcc i64 @primary(ptr noundef %0), !dbg !559
    #dbg_value(i64 %2, !552, !DIExpression(), !558)
  %3 = tail call ptr @__ctype_b_loc() #7, !dbg !558
  %4 = getelementptr inbounds i8, ptr %0, i64 216
  %5 = getelementptr inbounds i8, ptr %0, i64 220
  br label %6, !dbg !560

6:                                                ; preds = %49, %1
  %7 = phi i64 [ %2, %1 ], [ %50, %49 ], !dbg !561
  %8 = phi i64 [ undef, %1 ], [ %52, %49 ]
    #dbg_value(i64 %7, !552, !DIExpression(), !558)
    #dbg_value(ptr %0, !224, !DIExpression(), !562)
  %9 = load ptr, ptr %3, align 8, !dbg !564, !tbaa !212
  %10 = load ptr, ptr %0, align 8, !dbg !564, !tbaa !215
  %11 = load i8, ptr %10, align 1, !dbg !564, !tbaa !233
  %12 = zext i8 %11 to i64, !dbg !564
  %13 = getelementptr inbounds i16, ptr %9, i64 %12, !dbg !564
  %14 = load i16, ptr %13, align 2, !dbg !564, !tbaa !234
  %15 = and i16 %14, 8192, !dbg !564
  %16 = icmp eq i16 %15, 0, !dbg !565
  br i1 %16, label %27, label %17, !dbg !565

17:                                               ; preds = %6, %17
  %18 = phi ptr [ %19, %17 ], [ %10, %6 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 1, !dbg !566
  store ptr %19, ptr %0, align 8, !dbg !566, !tbaa !215
  %20 = load ptr, ptr %3, align 8, !dbg !564, !tbaa !212
  %21 = load i8, ptr %19, align 1, !dbg !564, !tbaa !233
  %22 = zext i8 %21 to i64, !dbg !564
  %23 = getelementptr inbounds i16, ptr %20, i64 %22, !dbg !564
  %24 = load i16, ptr %23, align 2, !dbg !564, !tbaa !234
  %25 = and i16 %24, 8192, !dbg !564
  %26 = icmp eq i16 %25, 0, !dbg !565
  br i1 %26, label %27, label %17, !dbg !565, !llvm.loop !567

27:                                               ; preds = %17, %6
  %28 = load ptr, ptr %0, align 8, !dbg !568, !tbaa !215
  %29 = load i8, ptr %28, align 1, !dbg !569, !tbaa !233
    #dbg_value(i8 %29, !553, !DIExpression(), !570)
  switch i8 %29, label %49 [
    i8 47, label %30
    i8 42, label %30
    i8 37, label %30
  ], !dbg !571

30:                                               ; preds = %27, %27, %27
  %31 = getelementptr inbounds i8, ptr %28, i64 1, !dbg !573
  store ptr %31, ptr %0, align 8, !dbg !573, !tbaa !215
  %32 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !574
    #dbg_value(i64 %32, !557, !DIExpression(), !570)
  %33 = icmp eq i8 %29, 42, !dbg !575
  br i1 %33, label %34, label %36, !dbg !577

34:                                               ; preds = %30
  %35 = mul nsw i64 %32, %7, !dbg !578
    #dbg_value(i64 %35, !552, !DIExpression(), !558)
  br label %49, !dbg !579

36:                                               ; preds = %30
  %37 = icmp eq i64 %32, 0, !dbg !580
  br i1 %37, label %38, label %44, !dbg !582

38:                                               ; preds = %36
    #dbg_value(ptr %0, !249, !DIExpression(), !583)
    #dbg_value(ptr @.str.29, !254, !DIExpression(), !583)
  %39 = load i32, ptr %4, align 8, !dbg !586, !tbaa !220
  %40 = icmp eq i32 %39, 0, !dbg !587
  br i1 %40, label %41, label %49, !dbg !588

41:                                               ; preds = %38
  store i32 1, ptr %4, align 8, !dbg !589, !tbaa !220
  %42 = load ptr, ptr %0, align 8, !dbg !590, !tbaa !215
  %43 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.29, ptr noundef %42) #6, !dbg !591
  br label %49, !dbg !592

44:                                               ; preds = %36
  %45 = icmp eq i8 %29, 47, !dbg !593
  %46 = sdiv i64 %7, %32, !dbg !595
  %47 = srem i64 %7, %32, !dbg !596
  %48 = select i1 %45, i64 %46, i64 %47
  br label %49

49:                                               ; preds = %44, %41, %38, %34, %27
  %50 = phi i64 [ %7, %27 ], [ %35, %34 ], [ %7, %38 ], [ %7, %41 ], [ %48, %44 ], !dbg !558
  %51 = phi i1 [ false, %27 ], [ true, %34 ], [ false, %38 ], [ false, %41 ], [ true, %44 ]
  %52 = phi i64 [ %7, %27 ], [ %8, %34 ], [ 0, %38 ], [ 0, %41 ], [ %8, %44 ]
    #dbg_value(i64 %50, !552, !DIExpression(), !558)
  br i1 %51, label %6, label %53, !llvm.loop !597

53:                                               ; preds = %49
  ret i64 %52, !dbg !600
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @primary(ptr nocapture noundef %0) unnamed_addr #0 !dbg !601 {
    #dbg_value(ptr %0, !603, !DIExpression(), !616)
    #dbg_value(ptr %0, !224, !DIExpression(), !617)
  %2 = tail call ptr @__ctype_b_loc() #7, !dbg !617
  %3 = load ptr, ptr %2, align 8, !dbg !619, !tbaa !212
  %4 = load ptr, ptr %0, align 8, !dbg !619, !tbaa !215
  %5 = load i8, ptr %4, align 1, !dbg !619, !tbaa !233
  %6 = zext i8 %5 to i64, !dbg !619
  %7 = getelementptr inbounds i16, ptr %3, i64 %6, !dbg !619
  %8 = load i16, ptr %7, align 2, !dbg !619, !tbaa !234
  %9 = and i16 %8, 8192, !dbg !619
  %10 = icmp eq i16 %9, 0, !dbg !620
  br i1 %10, label %21, label %11, !dbg !620

11:                                               ; preds = %1, %11
  %12 = phi ptr [ %13, %11 ], [ %4, %1 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !621
  store ptr %13, ptr %0, align 8, !dbg !621, !tbaa !215
  %14 = load ptr, ptr %2, align 8, !dbg !619, !tbaa !212
  %15 = load i8, ptr %13, align 1, !dbg !619, !tbaa !233
  %16 = zext i8 %15 to i64, !dbg !619
  %17 = getelementptr inbounds i16, ptr %14, i64 %16, !dbg !619
  %18 = load i16, ptr %17, align 2, !dbg !619, !tbaa !234
  %19 = and i16 %18, 8192, !dbg !619
  %20 = icmp eq i16 %19, 0, !dbg !620
  br i1 %20, label %21, label %11, !dbg !620, !llvm.loop !622

21:                                               ; preds = %11, %1
  %22 = load ptr, ptr %0, align 8, !dbg !623, !tbaa !215
  %23 = load i8, ptr %22, align 1, !dbg !624, !tbaa !233
  switch i8 %23, label %69 [
    i8 40, label %24
    i8 45, label %60
    i8 33, label %64
  ], !dbg !625

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !626
  store ptr %25, ptr %0, align 8, !dbg !626, !tbaa !215
  %26 = tail call fastcc i64 @expr(ptr noundef nonnull %0), !dbg !627
    #dbg_value(i64 %26, !604, !DIExpression(), !628)
    #dbg_value(ptr %0, !224, !DIExpression(), !629)
  %27 = load ptr, ptr %2, align 8, !dbg !631, !tbaa !212
  %28 = load ptr, ptr %0, align 8, !dbg !631, !tbaa !215
  %29 = load i8, ptr %28, align 1, !dbg !631, !tbaa !233
  %30 = zext i8 %29 to i64, !dbg !631
  %31 = getelementptr inbounds i16, ptr %27, i64 %30, !dbg !631
  %32 = load i16, ptr %31, align 2, !dbg !631, !tbaa !234
  %33 = and i16 %32, 8192, !dbg !631
  %34 = icmp eq i16 %33, 0, !dbg !632
  br i1 %34, label %45, label %35, !dbg !632

35:                                               ; preds = %24, %35
  %36 = phi ptr [ %37, %35 ], [ %28, %24 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !633
  store ptr %37, ptr %0, align 8, !dbg !633, !tbaa !215
  %38 = load ptr, ptr %2, align 8, !dbg !631, !tbaa !212
  %39 = load i8, ptr %37, align 1, !dbg !631, !tbaa !233
  %40 = zext i8 %39 to i64, !dbg !631
  %41 = getelementptr inbounds i16, ptr %38, i64 %40, !dbg !631
  %42 = load i16, ptr %41, align 2, !dbg !631, !tbaa !234
  %43 = and i16 %42, 8192, !dbg !631
  %44 = icmp eq i16 %43, 0, !dbg !632
  br i1 %44, label %45, label %35, !dbg !632, !llvm.loop !634

45:                                               ; preds = %35, %24
  %46 = load ptr, ptr %0, align 8, !dbg !635, !tbaa !215
  %47 = load i8, ptr %46, align 1, !dbg !637, !tbaa !233
  %48 = icmp eq i8 %47, 41, !dbg !638
  br i1 %48, label %56, label %49, !dbg !639

49:                                               ; preds = %45
    #dbg_value(ptr %0, !249, !DIExpression(), !640)
    #dbg_value(ptr @.str.30, !254, !DIExpression(), !640)
  %50 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !642
  %51 = load i32, ptr %50, align 8, !dbg !642, !tbaa !220
  %52 = icmp eq i32 %51, 0, !dbg !643
  br i1 %52, label %53, label %58, !dbg !644

53:                                               ; preds = %49
  store i32 1, ptr %50, align 8, !dbg !645, !tbaa !220
  %54 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !646
  %55 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %54, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.30, ptr noundef nonnull %46) #6, !dbg !647
  br label %58, !dbg !648

56:                                               ; preds = %45
  %57 = getelementptr inbounds i8, ptr %46, i64 1, !dbg !649
  store ptr %57, ptr %0, align 8, !dbg !649, !tbaa !215
  br label %58

58:                                               ; preds = %56, %140, %135, %49, %53, %145, %149, %77, %86, %64, %60
  %59 = phi i64 [ %63, %60 ], [ %68, %64 ], [ %26, %56 ], [ %136, %135 ], [ %144, %140 ], [ %26, %49 ], [ %26, %53 ], [ 0, %145 ], [ 0, %149 ], [ 0, %77 ], [ %94, %86 ]
  ret i64 %59, !dbg !650

60:                                               ; preds = %21
  %61 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !651
  store ptr %61, ptr %0, align 8, !dbg !651, !tbaa !215
  %62 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !654
  %63 = sub nsw i64 0, %62, !dbg !655
  br label %58, !dbg !650

64:                                               ; preds = %21
  %65 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !656
  store ptr %65, ptr %0, align 8, !dbg !656, !tbaa !215
  %66 = tail call fastcc i64 @primary(ptr noundef nonnull %0), !dbg !659
  %67 = icmp eq i64 %66, 0, !dbg !660
  %68 = zext i1 %67 to i64, !dbg !660
  br label %58, !dbg !650

69:                                               ; preds = %21
  %70 = load ptr, ptr %2, align 8, !dbg !661, !tbaa !212
  %71 = zext i8 %23 to i64, !dbg !661
  %72 = getelementptr inbounds i16, ptr %70, i64 %71, !dbg !661
  %73 = load i16, ptr %72, align 2, !dbg !661, !tbaa !234
  %74 = zext i16 %73 to i32, !dbg !661
  %75 = and i32 %74, 2048, !dbg !661
  %76 = icmp eq i32 %75, 0, !dbg !661
  br i1 %76, label %102, label %77, !dbg !662

77:                                               ; preds = %69
    #dbg_value(i64 0, !607, !DIExpression(), !663)
  %78 = load ptr, ptr %2, align 8, !dbg !664, !tbaa !212
  %79 = load ptr, ptr %0, align 8, !dbg !664, !tbaa !215
  %80 = load i8, ptr %79, align 1, !dbg !664, !tbaa !233
  %81 = zext i8 %80 to i64, !dbg !664
  %82 = getelementptr inbounds i16, ptr %78, i64 %81, !dbg !664
  %83 = load i16, ptr %82, align 2, !dbg !664, !tbaa !234
  %84 = and i16 %83, 2048, !dbg !664
  %85 = icmp eq i16 %84, 0, !dbg !665
  br i1 %85, label %58, label %86, !dbg !665

86:                                               ; preds = %77, %86
  %87 = phi ptr [ %90, %86 ], [ %79, %77 ]
  %88 = phi i64 [ %94, %86 ], [ 0, %77 ]
    #dbg_value(i64 %88, !607, !DIExpression(), !663)
  %89 = mul nsw i64 %88, 10, !dbg !666
  %90 = getelementptr inbounds i8, ptr %87, i64 1, !dbg !667
  store ptr %90, ptr %0, align 8, !dbg !667, !tbaa !215
  %91 = load i8, ptr %87, align 1, !dbg !668, !tbaa !233
  %92 = sext i8 %91 to i64, !dbg !668
  %93 = add i64 %89, -48, !dbg !669
  %94 = add i64 %93, %92, !dbg !670
    #dbg_value(i64 %94, !607, !DIExpression(), !663)
  %95 = load ptr, ptr %2, align 8, !dbg !664, !tbaa !212
  %96 = load i8, ptr %90, align 1, !dbg !664, !tbaa !233
  %97 = zext i8 %96 to i64, !dbg !664
  %98 = getelementptr inbounds i16, ptr %95, i64 %97, !dbg !664
  %99 = load i16, ptr %98, align 2, !dbg !664, !tbaa !234
  %100 = and i16 %99, 2048, !dbg !664
  %101 = icmp eq i16 %100, 0, !dbg !665
  br i1 %101, label %58, label %86, !dbg !665, !llvm.loop !671

102:                                              ; preds = %69
  %103 = and i32 %74, 512, !dbg !673
  %104 = icmp eq i32 %103, 0, !dbg !673
  br i1 %104, label %145, label %105, !dbg !674

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !675
  store ptr %106, ptr %0, align 8, !dbg !675, !tbaa !215
  %107 = load i8, ptr %22, align 1, !dbg !676, !tbaa !233
  %108 = sext i8 %107 to i32, !dbg !676
  %109 = add nsw i32 %108, -97, !dbg !677
    #dbg_value(i32 %109, !610, !DIExpression(), !678)
    #dbg_value(ptr %0, !224, !DIExpression(), !679)
  %110 = load ptr, ptr %2, align 8, !dbg !681, !tbaa !212
  %111 = load i8, ptr %106, align 1, !dbg !681, !tbaa !233
  %112 = zext i8 %111 to i64, !dbg !681
  %113 = getelementptr inbounds i16, ptr %110, i64 %112, !dbg !681
  %114 = load i16, ptr %113, align 2, !dbg !681, !tbaa !234
  %115 = and i16 %114, 8192, !dbg !681
  %116 = icmp eq i16 %115, 0, !dbg !682
  br i1 %116, label %127, label %117, !dbg !682

117:                                              ; preds = %105, %117
  %118 = phi ptr [ %119, %117 ], [ %106, %105 ]
  %119 = getelementptr inbounds i8, ptr %118, i64 1, !dbg !683
  store ptr %119, ptr %0, align 8, !dbg !683, !tbaa !215
  %120 = load ptr, ptr %2, align 8, !dbg !681, !tbaa !212
  %121 = load i8, ptr %119, align 1, !dbg !681, !tbaa !233
  %122 = zext i8 %121 to i64, !dbg !681
  %123 = getelementptr inbounds i16, ptr %120, i64 %122, !dbg !681
  %124 = load i16, ptr %123, align 2, !dbg !681, !tbaa !234
  %125 = and i16 %124, 8192, !dbg !681
  %126 = icmp eq i16 %125, 0, !dbg !682
  br i1 %126, label %127, label %117, !dbg !682, !llvm.loop !684

127:                                              ; preds = %117, %105
  %128 = load ptr, ptr %0, align 8, !dbg !685, !tbaa !215
  %129 = load i8, ptr %128, align 1, !dbg !686, !tbaa !233
  %130 = icmp eq i8 %129, 61, !dbg !687
  br i1 %130, label %131, label %140, !dbg !688

131:                                              ; preds = %127
  %132 = getelementptr inbounds i8, ptr %128, i64 1, !dbg !689
  %133 = load i8, ptr %132, align 1, !dbg !689, !tbaa !233
  %134 = icmp eq i8 %133, 61, !dbg !690
  br i1 %134, label %140, label %135, !dbg !691

135:                                              ; preds = %131
  store ptr %132, ptr %0, align 8, !dbg !692, !tbaa !215
  %136 = tail call fastcc i64 @expr(ptr noundef nonnull %0), !dbg !693
    #dbg_value(i64 %136, !613, !DIExpression(), !694)
  %137 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !695
  %138 = sext i32 %109 to i64, !dbg !696
  %139 = getelementptr inbounds [26 x i64], ptr %137, i64 0, i64 %138, !dbg !696
  store i64 %136, ptr %139, align 8, !dbg !697, !tbaa !200
  br label %58

140:                                              ; preds = %131, %127
  %141 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !698
  %142 = sext i32 %109 to i64, !dbg !699
  %143 = getelementptr inbounds [26 x i64], ptr %141, i64 0, i64 %142, !dbg !699
  %144 = load i64, ptr %143, align 8, !dbg !699, !tbaa !200
  br label %58, !dbg !700

145:                                              ; preds = %102
    #dbg_value(ptr %0, !249, !DIExpression(), !701)
    #dbg_value(ptr @.str.31, !254, !DIExpression(), !701)
  %146 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !703
  %147 = load i32, ptr %146, align 8, !dbg !703, !tbaa !220
  %148 = icmp eq i32 %147, 0, !dbg !704
  br i1 %148, label %149, label %58, !dbg !705

149:                                              ; preds = %145
  store i32 1, ptr %146, align 8, !dbg !706, !tbaa !220
  %150 = getelementptr inbounds i8, ptr %0, i64 220, !dbg !707
  %151 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %150, i64 noundef 64, ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.31, ptr noundef nonnull %22) #6, !dbg !708
  br label %58, !dbg !709
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !710 ptr @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !716 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!125}
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
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 3)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !98, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !98, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !98, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !98, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !98, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !43, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !64, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 21)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 13)
!125 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !126, retainedTypes: !143, globals: !147, splitDebugInlining: false, nameTableKind: None)
!126 = !{!127}
!127 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !128, line: 46, baseType: !129, size: 32, elements: !130)
!128 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!129 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!130 = !{!131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142}
!131 = !DIEnumerator(name: "_ISupper", value: 256)
!132 = !DIEnumerator(name: "_ISlower", value: 512)
!133 = !DIEnumerator(name: "_ISalpha", value: 1024)
!134 = !DIEnumerator(name: "_ISdigit", value: 2048)
!135 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!136 = !DIEnumerator(name: "_ISspace", value: 8192)
!137 = !DIEnumerator(name: "_ISprint", value: 16384)
!138 = !DIEnumerator(name: "_ISgraph", value: 32768)
!139 = !DIEnumerator(name: "_ISblank", value: 1)
!140 = !DIEnumerator(name: "_IScntrl", value: 2)
!141 = !DIEnumerator(name: "_ISpunct", value: 4)
!142 = !DIEnumerator(name: "_ISalnum", value: 8)
!143 = !{!144, !145, !146}
!144 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!145 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!146 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!147 = !{!0, !7, !12, !17, !19, !24, !26, !31, !36, !41, !46, !51, !53, !58, !60, !62, !67, !69, !74, !79, !84, !89, !91, !96, !101, !103, !105, !107, !109, !111, !113, !115, !120}
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 135, type: !157, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!144}
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
!175 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !167, file: !2, line: 10, baseType: !144, size: 32, offset: 1728)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !167, file: !2, line: 11, baseType: !177, size: 512, offset: 1760)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 64)
!180 = !DILocalVariable(name: "errors", scope: !156, file: !2, line: 159, type: !144)
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
!196 = !DILocation(line: 0, scope: !182)
!197 = !DILocation(line: 160, column: 5, scope: !182)
!198 = !DILocation(line: 174, column: 56, scope: !156)
!199 = !DILocation(line: 174, column: 53, scope: !156)
!200 = !{!201, !201, i64 0}
!201 = !{!"long", !202, i64 0}
!202 = !{!"omnipotent char", !203, i64 0}
!203 = !{!"Simple C/C++ TBAA"}
!204 = !DILocation(line: 174, column: 73, scope: !156)
!205 = !DILocation(line: 175, column: 12, scope: !156)
!206 = !DILocation(line: 175, column: 32, scope: !156)
!207 = !DILocation(line: 175, column: 44, scope: !156)
!208 = !DILocation(line: 174, column: 5, scope: !156)
!209 = !DILocation(line: 177, column: 1, scope: !156)
!210 = !DILocation(line: 176, column: 5, scope: !156)
!211 = !DILocation(line: 161, column: 16, scope: !187)
!212 = !{!213, !213, i64 0}
!213 = !{!"any pointer", !202, i64 0}
!214 = !DILocation(line: 161, column: 14, scope: !187)
!215 = !{!216, !213, i64 0}
!216 = !{!"parser", !213, i64 0, !202, i64 8, !217, i64 216, !202, i64 220}
!217 = !{!"int", !202, i64 0}
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 162, column: 18, scope: !187)
!220 = !{!216, !217, i64 216}
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 163, column: 18, scope: !187)
!223 = !DILocation(line: 0, scope: !187)
!224 = !DILocalVariable(name: "ps", arg: 1, scope: !225, file: !2, line: 16, type: !228)
!225 = distinct !DISubprogram(name: "skip", scope: !2, file: !2, line: 16, type: !226, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !229)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!229 = !{!224}
!230 = !DILocation(line: 0, scope: !225, inlinedAt: !231)
!231 = distinct !DILocation(line: 164, column: 9, scope: !187)
!232 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !231)
!233 = !{!202, !202, i64 0}
!234 = !{!235, !235, i64 0}
!235 = !{!"short", !202, i64 0}
!236 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !231)
!237 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !231)
!238 = distinct !DIAssignID()
!239 = distinct !{!239, !236, !237, !240, !241}
!240 = !{!"llvm.loop.mustprogress"}
!241 = !{!"llvm.loop.unroll.disable"}
!242 = !DILocation(line: 165, column: 17, scope: !243)
!243 = distinct !DILexicalBlock(scope: !187, file: !2, line: 165, column: 13)
!244 = !DILocation(line: 165, column: 14, scope: !243)
!245 = !DILocation(line: 165, column: 23, scope: !243)
!246 = !DILocation(line: 165, column: 30, scope: !243)
!247 = !DILocation(line: 165, column: 26, scope: !243)
!248 = !DILocation(line: 165, column: 13, scope: !187)
!249 = !DILocalVariable(name: "ps", arg: 1, scope: !250, file: !2, line: 21, type: !228)
!250 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 21, type: !251, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !228, !162}
!253 = !{!249, !254}
!254 = !DILocalVariable(name: "m", arg: 2, scope: !250, file: !2, line: 21, type: !162)
!255 = !DILocation(line: 0, scope: !250, inlinedAt: !256)
!256 = distinct !DILocation(line: 166, column: 13, scope: !243)
!257 = !DILocation(line: 23, column: 19, scope: !258, inlinedAt: !256)
!258 = distinct !DILexicalBlock(scope: !259, file: !2, line: 22, column: 21)
!259 = distinct !DILexicalBlock(scope: !250, file: !2, line: 22, column: 9)
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 24, column: 9, scope: !258, inlinedAt: !256)
!262 = !DILocation(line: 166, column: 13, scope: !243)
!263 = !DILocation(line: 167, column: 16, scope: !264)
!264 = distinct !DILexicalBlock(scope: !187, file: !2, line: 167, column: 13)
!265 = !DILocation(line: 167, column: 13, scope: !264)
!266 = !DILocation(line: 167, column: 13, scope: !187)
!267 = !DILocation(line: 168, column: 19, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !2, line: 167, column: 23)
!269 = !DILocation(line: 169, column: 13, scope: !268)
!270 = !DILocation(line: 170, column: 9, scope: !268)
!271 = !DILocation(line: 171, column: 13, scope: !272)
!272 = distinct !DILexicalBlock(scope: !264, file: !2, line: 170, column: 16)
!273 = !DILocation(line: 160, column: 63, scope: !188)
!274 = !DILocation(line: 160, column: 26, scope: !188)
!275 = distinct !{!275, !197, !276, !240, !241}
!276 = !DILocation(line: 173, column: 5, scope: !182)
!277 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 117, type: !278, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!172, !228}
!280 = !{!281, !282, !283, !289}
!281 = !DILocalVariable(name: "ps", arg: 1, scope: !277, file: !2, line: 117, type: !228)
!282 = !DILocalVariable(name: "v", scope: !277, file: !2, line: 118, type: !172)
!283 = !DILocalVariable(name: "r", scope: !284, file: !2, line: 123, type: !172)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 121, column: 43)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 121, column: 13)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 119, column: 14)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 119, column: 5)
!288 = distinct !DILexicalBlock(scope: !277, file: !2, line: 119, column: 5)
!289 = !DILocalVariable(name: "r", scope: !290, file: !2, line: 127, type: !172)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 125, column: 50)
!291 = distinct !DILexicalBlock(scope: !285, file: !2, line: 125, column: 20)
!292 = !DILocation(line: 0, scope: !277)
!293 = !DILocation(line: 118, column: 14, scope: !277)
!294 = !DILocation(line: 119, column: 5, scope: !277)
!295 = !DILocation(line: 0, scope: !225, inlinedAt: !296)
!296 = distinct !DILocation(line: 120, column: 9, scope: !286)
!297 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !296)
!298 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !296)
!299 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !296)
!300 = distinct !{!300, !298, !299, !240, !241}
!301 = !DILocation(line: 121, column: 25, scope: !285)
!302 = !DILocation(line: 121, column: 13, scope: !285)
!303 = !DILocation(line: 121, column: 37, scope: !285)
!304 = !DILocation(line: 121, column: 13, scope: !286)
!305 = !DILocation(line: 122, column: 19, scope: !284)
!306 = !DILocation(line: 123, column: 22, scope: !284)
!307 = !DILocation(line: 0, scope: !284)
!308 = !DILocation(line: 124, column: 17, scope: !284)
!309 = !DILocation(line: 124, column: 19, scope: !284)
!310 = !DILocation(line: 125, column: 9, scope: !284)
!311 = !DILocation(line: 125, column: 20, scope: !291)
!312 = !DILocation(line: 125, column: 44, scope: !291)
!313 = !DILocation(line: 125, column: 20, scope: !285)
!314 = !DILocation(line: 126, column: 19, scope: !290)
!315 = !DILocation(line: 127, column: 22, scope: !290)
!316 = !DILocation(line: 0, scope: !290)
!317 = !DILocation(line: 128, column: 17, scope: !290)
!318 = !DILocation(line: 128, column: 19, scope: !290)
!319 = !DILocation(line: 130, column: 13, scope: !320)
!320 = distinct !DILexicalBlock(scope: !291, file: !2, line: 129, column: 16)
!321 = !DILocation(line: 0, scope: !285)
!322 = !DILocation(line: 119, column: 5, scope: !287)
!323 = distinct !{!323, !324, !325, !241}
!324 = !DILocation(line: 119, column: 5, scope: !288)
!325 = !DILocation(line: 132, column: 5, scope: !288)
!326 = !DISubprogram(name: "printf", scope: !327, file: !327, line: 356, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!328 = !DISubroutineType(types: !329)
!329 = !{!144, !330, null}
!330 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!331 = distinct !DISubprogram(name: "comparison", scope: !2, file: !2, line: 103, type: !278, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !332)
!332 = !{!333, !334}
!333 = !DILocalVariable(name: "ps", arg: 1, scope: !331, file: !2, line: 103, type: !228)
!334 = !DILocalVariable(name: "v", scope: !331, file: !2, line: 104, type: !172)
!335 = !DILocation(line: 0, scope: !331)
!336 = !DILocalVariable(name: "ps", arg: 1, scope: !337, file: !2, line: 90, type: !228)
!337 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 90, type: !278, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !338)
!338 = !{!336, !339, !340, !344}
!339 = !DILocalVariable(name: "v", scope: !337, file: !2, line: 91, type: !172)
!340 = !DILocalVariable(name: "op", scope: !341, file: !2, line: 94, type: !4)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 92, column: 14)
!342 = distinct !DILexicalBlock(scope: !343, file: !2, line: 92, column: 5)
!343 = distinct !DILexicalBlock(scope: !337, file: !2, line: 92, column: 5)
!344 = !DILocalVariable(name: "r", scope: !341, file: !2, line: 98, type: !172)
!345 = !DILocation(line: 0, scope: !337, inlinedAt: !346)
!346 = distinct !DILocation(line: 104, column: 14, scope: !331)
!347 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !346)
!348 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !346)
!349 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !346)
!350 = !DILocation(line: 0, scope: !225, inlinedAt: !351)
!351 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !346)
!352 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !351)
!353 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !351)
!354 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !351)
!355 = distinct !{!355, !353, !354, !240, !241}
!356 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !346)
!357 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !346)
!358 = !DILocation(line: 0, scope: !341, inlinedAt: !346)
!359 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !346)
!360 = distinct !DILexicalBlock(scope: !341, file: !2, line: 95, column: 13)
!361 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !346)
!362 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !346)
!363 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !346)
!364 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !346)
!365 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !346)
!366 = !DILocation(line: 0, scope: !225, inlinedAt: !367)
!367 = distinct !DILocation(line: 106, column: 9, scope: !368)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 105, column: 14)
!369 = distinct !DILexicalBlock(scope: !370, file: !2, line: 105, column: 5)
!370 = distinct !DILexicalBlock(scope: !331, file: !2, line: 105, column: 5)
!371 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !367)
!372 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !367)
!373 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !367)
!374 = distinct !{!374, !372, !373, !240, !241}
!375 = !DILocation(line: 107, column: 25, scope: !376)
!376 = distinct !DILexicalBlock(scope: !368, file: !2, line: 107, column: 13)
!377 = !DILocation(line: 107, column: 13, scope: !376)
!378 = !DILocation(line: 107, column: 37, scope: !376)
!379 = !DILocation(line: 107, column: 13, scope: !368)
!380 = !DILocation(line: 107, column: 51, scope: !381)
!381 = distinct !DILexicalBlock(scope: !376, file: !2, line: 107, column: 43)
!382 = !DILocation(line: 0, scope: !337, inlinedAt: !383)
!383 = distinct !DILocation(line: 107, column: 66, scope: !381)
!384 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !383)
!385 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !383)
!386 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !383)
!387 = !DILocation(line: 0, scope: !225, inlinedAt: !388)
!388 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !383)
!389 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !388)
!390 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !388)
!391 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !388)
!392 = distinct !{!392, !390, !391, !240, !241}
!393 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !383)
!394 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !383)
!395 = !DILocation(line: 0, scope: !341, inlinedAt: !383)
!396 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !383)
!397 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !383)
!398 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !383)
!399 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !383)
!400 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !383)
!401 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !383)
!402 = !DILocation(line: 107, column: 63, scope: !381)
!403 = !DILocation(line: 107, column: 75, scope: !381)
!404 = !DILocation(line: 108, column: 18, scope: !405)
!405 = distinct !DILexicalBlock(scope: !376, file: !2, line: 108, column: 18)
!406 = !DILocation(line: 108, column: 42, scope: !405)
!407 = !DILocation(line: 108, column: 18, scope: !376)
!408 = !DILocation(line: 108, column: 56, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !2, line: 108, column: 48)
!410 = !DILocation(line: 0, scope: !337, inlinedAt: !411)
!411 = distinct !DILocation(line: 108, column: 71, scope: !409)
!412 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !411)
!413 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !411)
!414 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !411)
!415 = !DILocation(line: 0, scope: !225, inlinedAt: !416)
!416 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !411)
!417 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !416)
!418 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !416)
!419 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !416)
!420 = distinct !{!420, !418, !419, !240, !241}
!421 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !411)
!422 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !411)
!423 = !DILocation(line: 0, scope: !341, inlinedAt: !411)
!424 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !411)
!425 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !411)
!426 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !411)
!427 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !411)
!428 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !411)
!429 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !411)
!430 = !DILocation(line: 108, column: 68, scope: !409)
!431 = !DILocation(line: 108, column: 80, scope: !409)
!432 = !DILocation(line: 109, column: 18, scope: !433)
!433 = distinct !DILexicalBlock(scope: !405, file: !2, line: 109, column: 18)
!434 = !DILocation(line: 109, column: 42, scope: !433)
!435 = !DILocation(line: 109, column: 18, scope: !405)
!436 = !DILocation(line: 109, column: 56, scope: !437)
!437 = distinct !DILexicalBlock(scope: !433, file: !2, line: 109, column: 48)
!438 = !DILocation(line: 0, scope: !337, inlinedAt: !439)
!439 = distinct !DILocation(line: 109, column: 71, scope: !437)
!440 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !439)
!441 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !439)
!442 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !439)
!443 = !DILocation(line: 0, scope: !225, inlinedAt: !444)
!444 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !439)
!445 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !444)
!446 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !444)
!447 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !444)
!448 = distinct !{!448, !446, !447, !240, !241}
!449 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !439)
!450 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !439)
!451 = !DILocation(line: 0, scope: !341, inlinedAt: !439)
!452 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !439)
!453 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !439)
!454 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !439)
!455 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !439)
!456 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !439)
!457 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !439)
!458 = !DILocation(line: 109, column: 68, scope: !437)
!459 = !DILocation(line: 109, column: 80, scope: !437)
!460 = !DILocation(line: 110, column: 18, scope: !461)
!461 = distinct !DILexicalBlock(scope: !433, file: !2, line: 110, column: 18)
!462 = !DILocation(line: 110, column: 42, scope: !461)
!463 = !DILocation(line: 110, column: 18, scope: !433)
!464 = !DILocation(line: 110, column: 56, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !2, line: 110, column: 48)
!466 = !DILocation(line: 0, scope: !337, inlinedAt: !467)
!467 = distinct !DILocation(line: 110, column: 71, scope: !465)
!468 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !467)
!469 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !467)
!470 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !467)
!471 = !DILocation(line: 0, scope: !225, inlinedAt: !472)
!472 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !467)
!473 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !472)
!474 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !472)
!475 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !472)
!476 = distinct !{!476, !474, !475, !240, !241}
!477 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !467)
!478 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !467)
!479 = !DILocation(line: 0, scope: !341, inlinedAt: !467)
!480 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !467)
!481 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !467)
!482 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !467)
!483 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !467)
!484 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !467)
!485 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !467)
!486 = !DILocation(line: 110, column: 68, scope: !465)
!487 = !DILocation(line: 110, column: 80, scope: !465)
!488 = !DILocation(line: 111, column: 18, scope: !489)
!489 = distinct !DILexicalBlock(scope: !461, file: !2, line: 111, column: 18)
!490 = !DILocation(line: 111, column: 18, scope: !461)
!491 = !DILocation(line: 111, column: 40, scope: !492)
!492 = distinct !DILexicalBlock(scope: !489, file: !2, line: 111, column: 33)
!493 = !DILocation(line: 0, scope: !337, inlinedAt: !494)
!494 = distinct !DILocation(line: 111, column: 52, scope: !492)
!495 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !494)
!496 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !494)
!497 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !494)
!498 = !DILocation(line: 0, scope: !225, inlinedAt: !499)
!499 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !494)
!500 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !499)
!501 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !499)
!502 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !499)
!503 = distinct !{!503, !501, !502, !240, !241}
!504 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !494)
!505 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !494)
!506 = !DILocation(line: 0, scope: !341, inlinedAt: !494)
!507 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !494)
!508 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !494)
!509 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !494)
!510 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !494)
!511 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !494)
!512 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !494)
!513 = !DILocation(line: 111, column: 50, scope: !492)
!514 = !DILocation(line: 111, column: 61, scope: !492)
!515 = !DILocation(line: 112, column: 40, scope: !516)
!516 = distinct !DILexicalBlock(scope: !517, file: !2, line: 112, column: 33)
!517 = distinct !DILexicalBlock(scope: !489, file: !2, line: 112, column: 18)
!518 = !DILocation(line: 0, scope: !337, inlinedAt: !519)
!519 = distinct !DILocation(line: 112, column: 52, scope: !516)
!520 = !DILocation(line: 91, column: 14, scope: !337, inlinedAt: !519)
!521 = !DILocation(line: 92, column: 5, scope: !337, inlinedAt: !519)
!522 = !DILocation(line: 91, column: 10, scope: !337, inlinedAt: !519)
!523 = !DILocation(line: 0, scope: !225, inlinedAt: !524)
!524 = distinct !DILocation(line: 93, column: 9, scope: !341, inlinedAt: !519)
!525 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !524)
!526 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !524)
!527 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !524)
!528 = distinct !{!528, !526, !527, !240, !241}
!529 = !DILocation(line: 94, column: 24, scope: !341, inlinedAt: !519)
!530 = !DILocation(line: 94, column: 19, scope: !341, inlinedAt: !519)
!531 = !DILocation(line: 0, scope: !341, inlinedAt: !519)
!532 = !DILocation(line: 95, column: 23, scope: !360, inlinedAt: !519)
!533 = !DILocation(line: 97, column: 14, scope: !341, inlinedAt: !519)
!534 = !DILocation(line: 98, column: 18, scope: !341, inlinedAt: !519)
!535 = !DILocation(line: 99, column: 16, scope: !341, inlinedAt: !519)
!536 = !DILocation(line: 99, column: 13, scope: !341, inlinedAt: !519)
!537 = !DILocation(line: 100, column: 5, scope: !342, inlinedAt: !519)
!538 = !DILocation(line: 112, column: 50, scope: !516)
!539 = !DILocation(line: 113, column: 14, scope: !517)
!540 = !DILocation(line: 0, scope: !376)
!541 = !DILocation(line: 105, column: 5, scope: !369)
!542 = distinct !{!542, !543, !544, !241}
!543 = !DILocation(line: 105, column: 5, scope: !370)
!544 = !DILocation(line: 114, column: 5, scope: !370)
!545 = !DISubprogram(name: "strncmp", scope: !546, file: !546, line: 159, type: !547, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!547 = !DISubroutineType(types: !548)
!548 = !{!144, !162, !162, !183}
!549 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 69, type: !278, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !550)
!550 = !{!551, !552, !553, !557}
!551 = !DILocalVariable(name: "ps", arg: 1, scope: !549, file: !2, line: 69, type: !228)
!552 = !DILocalVariable(name: "v", scope: !549, file: !2, line: 70, type: !172)
!553 = !DILocalVariable(name: "op", scope: !554, file: !2, line: 73, type: !4)
!554 = distinct !DILexicalBlock(scope: !555, file: !2, line: 71, column: 14)
!555 = distinct !DILexicalBlock(scope: !556, file: !2, line: 71, column: 5)
!556 = distinct !DILexicalBlock(scope: !549, file: !2, line: 71, column: 5)
!557 = !DILocalVariable(name: "r", scope: !554, file: !2, line: 77, type: !172)
!558 = !DILocation(line: 0, scope: !549)
!559 = !DILocation(line: 70, column: 14, scope: !549)
!560 = !DILocation(line: 71, column: 5, scope: !549)
!561 = !DILocation(line: 70, column: 10, scope: !549)
!562 = !DILocation(line: 0, scope: !225, inlinedAt: !563)
!563 = distinct !DILocation(line: 72, column: 9, scope: !554)
!564 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !563)
!565 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !563)
!566 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !563)
!567 = distinct !{!567, !565, !566, !240, !241}
!568 = !DILocation(line: 73, column: 24, scope: !554)
!569 = !DILocation(line: 73, column: 19, scope: !554)
!570 = !DILocation(line: 0, scope: !554)
!571 = !DILocation(line: 74, column: 23, scope: !572)
!572 = distinct !DILexicalBlock(scope: !554, file: !2, line: 74, column: 13)
!573 = !DILocation(line: 76, column: 14, scope: !554)
!574 = !DILocation(line: 77, column: 18, scope: !554)
!575 = !DILocation(line: 78, column: 16, scope: !576)
!576 = distinct !DILexicalBlock(scope: !554, file: !2, line: 78, column: 13)
!577 = !DILocation(line: 78, column: 13, scope: !554)
!578 = !DILocation(line: 79, column: 15, scope: !576)
!579 = !DILocation(line: 79, column: 13, scope: !576)
!580 = !DILocation(line: 80, column: 20, scope: !581)
!581 = distinct !DILexicalBlock(scope: !576, file: !2, line: 80, column: 18)
!582 = !DILocation(line: 80, column: 18, scope: !576)
!583 = !DILocation(line: 0, scope: !250, inlinedAt: !584)
!584 = distinct !DILocation(line: 81, column: 13, scope: !585)
!585 = distinct !DILexicalBlock(scope: !581, file: !2, line: 80, column: 26)
!586 = !DILocation(line: 22, column: 14, scope: !259, inlinedAt: !584)
!587 = !DILocation(line: 22, column: 10, scope: !259, inlinedAt: !584)
!588 = !DILocation(line: 22, column: 9, scope: !250, inlinedAt: !584)
!589 = !DILocation(line: 23, column: 19, scope: !258, inlinedAt: !584)
!590 = !DILocation(line: 24, column: 66, scope: !258, inlinedAt: !584)
!591 = !DILocation(line: 24, column: 9, scope: !258, inlinedAt: !584)
!592 = !DILocation(line: 25, column: 5, scope: !258, inlinedAt: !584)
!593 = !DILocation(line: 83, column: 23, scope: !594)
!594 = distinct !DILexicalBlock(scope: !581, file: !2, line: 83, column: 20)
!595 = !DILocation(line: 84, column: 15, scope: !594)
!596 = !DILocation(line: 86, column: 15, scope: !594)
!597 = distinct !{!597, !598, !599, !241}
!598 = !DILocation(line: 71, column: 5, scope: !556)
!599 = !DILocation(line: 87, column: 5, scope: !556)
!600 = !DILocation(line: 88, column: 1, scope: !549)
!601 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 28, type: !278, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !125, retainedNodes: !602)
!602 = !{!603, !604, !607, !610, !613}
!603 = !DILocalVariable(name: "ps", arg: 1, scope: !601, file: !2, line: 28, type: !228)
!604 = !DILocalVariable(name: "v", scope: !605, file: !2, line: 32, type: !172)
!605 = distinct !DILexicalBlock(scope: !606, file: !2, line: 30, column: 24)
!606 = distinct !DILexicalBlock(scope: !601, file: !2, line: 30, column: 9)
!607 = !DILocalVariable(name: "v", scope: !608, file: !2, line: 49, type: !172)
!608 = distinct !DILexicalBlock(scope: !609, file: !2, line: 48, column: 41)
!609 = distinct !DILexicalBlock(scope: !601, file: !2, line: 48, column: 9)
!610 = !DILocalVariable(name: "idx", scope: !611, file: !2, line: 55, type: !144)
!611 = distinct !DILexicalBlock(scope: !612, file: !2, line: 54, column: 41)
!612 = distinct !DILexicalBlock(scope: !601, file: !2, line: 54, column: 9)
!613 = !DILocalVariable(name: "v", scope: !614, file: !2, line: 59, type: !172)
!614 = distinct !DILexicalBlock(scope: !615, file: !2, line: 57, column: 47)
!615 = distinct !DILexicalBlock(scope: !611, file: !2, line: 57, column: 13)
!616 = !DILocation(line: 0, scope: !601)
!617 = !DILocation(line: 0, scope: !225, inlinedAt: !618)
!618 = distinct !DILocation(line: 29, column: 5, scope: !601)
!619 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !618)
!620 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !618)
!621 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !618)
!622 = distinct !{!622, !620, !621, !240, !241}
!623 = !DILocation(line: 30, column: 14, scope: !606)
!624 = !DILocation(line: 30, column: 9, scope: !606)
!625 = !DILocation(line: 30, column: 9, scope: !601)
!626 = !DILocation(line: 31, column: 14, scope: !605)
!627 = !DILocation(line: 32, column: 18, scope: !605)
!628 = !DILocation(line: 0, scope: !605)
!629 = !DILocation(line: 0, scope: !225, inlinedAt: !630)
!630 = distinct !DILocation(line: 33, column: 9, scope: !605)
!631 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !630)
!632 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !630)
!633 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !630)
!634 = distinct !{!634, !632, !633, !240, !241}
!635 = !DILocation(line: 34, column: 18, scope: !636)
!636 = distinct !DILexicalBlock(scope: !605, file: !2, line: 34, column: 13)
!637 = !DILocation(line: 34, column: 13, scope: !636)
!638 = !DILocation(line: 34, column: 20, scope: !636)
!639 = !DILocation(line: 34, column: 13, scope: !605)
!640 = !DILocation(line: 0, scope: !250, inlinedAt: !641)
!641 = distinct !DILocation(line: 35, column: 13, scope: !636)
!642 = !DILocation(line: 22, column: 14, scope: !259, inlinedAt: !641)
!643 = !DILocation(line: 22, column: 10, scope: !259, inlinedAt: !641)
!644 = !DILocation(line: 22, column: 9, scope: !250, inlinedAt: !641)
!645 = !DILocation(line: 23, column: 19, scope: !258, inlinedAt: !641)
!646 = !DILocation(line: 24, column: 22, scope: !258, inlinedAt: !641)
!647 = !DILocation(line: 24, column: 9, scope: !258, inlinedAt: !641)
!648 = !DILocation(line: 25, column: 5, scope: !258, inlinedAt: !641)
!649 = !DILocation(line: 37, column: 18, scope: !636)
!650 = !DILocation(line: 67, column: 1, scope: !601)
!651 = !DILocation(line: 41, column: 14, scope: !652)
!652 = distinct !DILexicalBlock(scope: !653, file: !2, line: 40, column: 24)
!653 = distinct !DILexicalBlock(scope: !601, file: !2, line: 40, column: 9)
!654 = !DILocation(line: 42, column: 17, scope: !652)
!655 = !DILocation(line: 42, column: 16, scope: !652)
!656 = !DILocation(line: 45, column: 14, scope: !657)
!657 = distinct !DILexicalBlock(scope: !658, file: !2, line: 44, column: 24)
!658 = distinct !DILexicalBlock(scope: !601, file: !2, line: 44, column: 9)
!659 = !DILocation(line: 46, column: 17, scope: !657)
!660 = !DILocation(line: 46, column: 16, scope: !657)
!661 = !DILocation(line: 48, column: 9, scope: !609)
!662 = !DILocation(line: 48, column: 9, scope: !601)
!663 = !DILocation(line: 0, scope: !608)
!664 = !DILocation(line: 50, column: 16, scope: !608)
!665 = !DILocation(line: 50, column: 9, scope: !608)
!666 = !DILocation(line: 51, column: 19, scope: !608)
!667 = !DILocation(line: 51, column: 33, scope: !608)
!668 = !DILocation(line: 51, column: 27, scope: !608)
!669 = !DILocation(line: 51, column: 36, scope: !608)
!670 = !DILocation(line: 51, column: 24, scope: !608)
!671 = distinct !{!671, !665, !672, !240, !241}
!672 = !DILocation(line: 51, column: 41, scope: !608)
!673 = !DILocation(line: 54, column: 9, scope: !612)
!674 = !DILocation(line: 54, column: 9, scope: !601)
!675 = !DILocation(line: 55, column: 25, scope: !611)
!676 = !DILocation(line: 55, column: 19, scope: !611)
!677 = !DILocation(line: 55, column: 28, scope: !611)
!678 = !DILocation(line: 0, scope: !611)
!679 = !DILocation(line: 0, scope: !225, inlinedAt: !680)
!680 = distinct !DILocation(line: 56, column: 9, scope: !611)
!681 = !DILocation(line: 17, column: 12, scope: !225, inlinedAt: !680)
!682 = !DILocation(line: 17, column: 5, scope: !225, inlinedAt: !680)
!683 = !DILocation(line: 18, column: 14, scope: !225, inlinedAt: !680)
!684 = distinct !{!684, !682, !683, !240, !241}
!685 = !DILocation(line: 57, column: 18, scope: !615)
!686 = !DILocation(line: 57, column: 13, scope: !615)
!687 = !DILocation(line: 57, column: 20, scope: !615)
!688 = !DILocation(line: 57, column: 27, scope: !615)
!689 = !DILocation(line: 57, column: 30, scope: !615)
!690 = !DILocation(line: 57, column: 39, scope: !615)
!691 = !DILocation(line: 57, column: 13, scope: !611)
!692 = !DILocation(line: 58, column: 18, scope: !614)
!693 = !DILocation(line: 59, column: 22, scope: !614)
!694 = !DILocation(line: 0, scope: !614)
!695 = !DILocation(line: 60, column: 17, scope: !614)
!696 = !DILocation(line: 60, column: 13, scope: !614)
!697 = !DILocation(line: 60, column: 27, scope: !614)
!698 = !DILocation(line: 63, column: 20, scope: !611)
!699 = !DILocation(line: 63, column: 16, scope: !611)
!700 = !DILocation(line: 63, column: 9, scope: !611)
!701 = !DILocation(line: 0, scope: !250, inlinedAt: !702)
!702 = distinct !DILocation(line: 65, column: 5, scope: !601)
!703 = !DILocation(line: 22, column: 14, scope: !259, inlinedAt: !702)
!704 = !DILocation(line: 22, column: 10, scope: !259, inlinedAt: !702)
!705 = !DILocation(line: 22, column: 9, scope: !250, inlinedAt: !702)
!706 = !DILocation(line: 23, column: 19, scope: !258, inlinedAt: !702)
!707 = !DILocation(line: 24, column: 22, scope: !258, inlinedAt: !702)
!708 = !DILocation(line: 24, column: 9, scope: !258, inlinedAt: !702)
!709 = !DILocation(line: 25, column: 5, scope: !258, inlinedAt: !702)
!710 = !DISubprogram(name: "__ctype_b_loc", scope: !128, file: !128, line: 79, type: !711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{!713}
!713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !714, size: 64)
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !715, size: 64)
!715 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!716 = !DISubprogram(name: "snprintf", scope: !327, file: !327, line: 378, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DISubroutineType(types: !718)
!718 = !{!144, !719, !183, !330, null}
!719 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !720)
!720 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
