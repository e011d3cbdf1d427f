; ModuleID = 'global_ptrs.c'
source_filename = "global_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, double, [4 x i32] }
%struct.anon = type { ptr, ptr, ptr }
%struct.ring = type { i32, ptr }

@arr = dso_local global [10 x i32] [i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19], align 16, !dbg !0
@p = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 8, !dbg !8
@pend = dso_local local_unnamed_addr constant ptr getelementptr inbounds (i8, ptr @arr, i64 40), align 8, !dbg !12
@s = dso_local global %struct.S { i32 1, double 2.500000e+00, [4 x i32] [i32 7, i32 8, i32 9, i32 10] }, align 8, !dbg !15
@q = dso_local local_unnamed_addr global ptr @s, align 8, !dbg !26
@field = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @s, i64 24), align 8, !dbg !29
@dfield = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @s, i64 8), align 8, !dbg !31
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !34
@.str.1 = private unnamed_addr constant [3 x i8] c"bb\00", align 1, !dbg !40
@.str.2 = private unnamed_addr constant [4 x i8] c"ccc\00", align 1, !dbg !45
@.str.3 = private unnamed_addr constant [5 x i8] c"dddd\00", align 1, !dbg !48
@names = dso_local global [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16, !dbg !53
@name_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @names, i64 16), align 8, !dbg !57
@greeting = dso_local global [14 x i8] c"hello globals\00", align 1, !dbg !61
@gp = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @greeting, i64 6), align 8, !dbg !66
@counter = dso_local global i64 0, align 8, !dbg !226
@counter_ptr = dso_local local_unnamed_addr global ptr @counter, align 8, !dbg !68
@matrix = dso_local global [3 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6], [3 x i32] [i32 7, i32 8, i32 9]], align 16, !dbg !71
@diag = dso_local local_unnamed_addr global [3 x ptr] [ptr @matrix, ptr getelementptr (i8, ptr @matrix, i64 16), ptr getelementptr (i8, ptr @matrix, i64 32)], align 16, !dbg !75
@row1 = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 12), align 8, !dbg !78
@fns = dso_local local_unnamed_addr global [3 x ptr] [ptr @twice, ptr @square, ptr @twice], align 16, !dbg !82
@.str.4 = private unnamed_addr constant [11 x i8] c"twice-arr5\00", align 1, !dbg !88
@.str.5 = private unnamed_addr constant [11 x i8] c"square-s.a\00", align 1, !dbg !93
@.str.6 = private unnamed_addr constant [12 x i8] c"square-diag\00", align 1, !dbg !95
@bindings = dso_local local_unnamed_addr global [3 x %struct.anon] [%struct.anon { ptr @.str.4, ptr @twice, ptr getelementptr (i8, ptr @arr, i64 20) }, %struct.anon { ptr @.str.5, ptr @square, ptr @s }, %struct.anon { ptr @.str.6, ptr @square, ptr getelementptr (i8, ptr @matrix, i64 32) }], align 16, !dbg !100
@r2 = dso_local global %struct.ring { i32 2, ptr @r1 }, align 8, !dbg !117
@r1 = dso_local global %struct.ring { i32 1, ptr @r2 }, align 8, !dbg !110
@.str.7 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !119
@.str.8 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !121
@messages = dso_local local_unnamed_addr constant [3 x ptr] [ptr @.str.7, ptr null, ptr @.str.8], align 16, !dbg !123
@.str.9 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !127
@.str.10 = private unnamed_addr constant [2 x i8] c"y\00", align 1, !dbg !129
@.str.11 = private unnamed_addr constant [2 x i8] c"z\00", align 1, !dbg !131
@.str.12 = private unnamed_addr constant [2 x i8] c"w\00", align 1, !dbg !133
@strs_2d = dso_local local_unnamed_addr global [2 x [2 x ptr]] [[2 x ptr] [ptr @.str.9, ptr @.str.10], [2 x ptr] [ptr @.str.11, ptr @.str.12]], align 16, !dbg !135
@table_of_ptrs = dso_local local_unnamed_addr constant [3 x ptr] [ptr @arr, ptr getelementptr (i8, ptr @arr, i64 36), ptr getelementptr (i8, ptr @s, i64 16)], align 16, !dbg !139
@.str.13 = private unnamed_addr constant [28 x i8] c"*p=%d p-arr=%ld pend-p=%ld\0A\00", align 1, !dbg !145
@.str.14 = private unnamed_addr constant [11 x i8] c"arr[5]=%d\0A\00", align 1, !dbg !150
@.str.15 = private unnamed_addr constant [38 x i8] c"q->a=%d q->d=%g *field=%d *dfield=%g\0A\00", align 1, !dbg !152
@.str.16 = private unnamed_addr constant [20 x i8] c"s.arr[2]=%d s.d=%g\0A\00", align 1, !dbg !157
@.str.17 = private unnamed_addr constant [22 x i8] c"names[%d]=%s len=%zu\0A\00", align 1, !dbg !162
@.str.18 = private unnamed_addr constant [29 x i8] c"*name_ptr=%s name_ptr[1]=%s\0A\00", align 1, !dbg !167
@.str.19 = private unnamed_addr constant [7 x i8] c"gp=%s\0A\00", align 1, !dbg !172
@.str.20 = private unnamed_addr constant [13 x i8] c"greeting=%s\0A\00", align 1, !dbg !177
@.str.21 = private unnamed_addr constant [13 x i8] c"counter=%ld\0A\00", align 1, !dbg !182
@.str.22 = private unnamed_addr constant [13 x i8] c"diag[%d]=%d \00", align 1, !dbg !184
@.str.23 = private unnamed_addr constant [16 x i8] c"row1: %d %d %d\0A\00", align 1, !dbg !186
@.str.24 = private unnamed_addr constant [17 x i8] c"static list: %d\0A\00", align 1, !dbg !191
@.str.25 = private unnamed_addr constant [15 x i8] c"fns[%d](7)=%d\0A\00", align 1, !dbg !196
@.str.26 = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1, !dbg !201
@.str.27 = private unnamed_addr constant [6 x i8] c"ring:\00", align 1, !dbg !206
@.str.28 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !211
@.str.30 = private unnamed_addr constant [17 x i8] c"messages[%d]=%s\0A\00", align 1, !dbg !215
@.str.31 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1, !dbg !217
@.str.32 = private unnamed_addr constant [19 x i8] c"strs_2d: %s%s%s%s\0A\00", align 1, !dbg !219
@.str.33 = private unnamed_addr constant [17 x i8] c"table: %d %d %d\0A\00", align 1, !dbg !224

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !251 {
    #dbg_value(i32 %0, !253, !DIExpression(), !254)
  %2 = shl nsw i32 %0, 1, !dbg !255
  ret i32 %2, !dbg !256
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @square(i32 noundef %0) #0 !dbg !257 {
    #dbg_value(i32 %0, !259, !DIExpression(), !260)
  %2 = mul nsw i32 %0, %0, !dbg !261
  ret i32 %2, !dbg !262
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #1 !dbg !263 {
  %1 = load ptr, ptr @p, align 8, !dbg !287, !tbaa !288
  %2 = load i32, ptr %1, align 4, !dbg !292, !tbaa !293
  %3 = ptrtoint ptr %1 to i64, !dbg !295
  %4 = sub i64 %3, ptrtoint (ptr @arr to i64), !dbg !295
  %5 = ashr exact i64 %4, 2, !dbg !295
  %6 = sub i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @arr, i64 40) to i64), %3, !dbg !296
  %7 = ashr exact i64 %6, 2, !dbg !296
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2, i64 noundef %5, i64 noundef %7), !dbg !297
  %9 = load ptr, ptr @p, align 8, !dbg !298, !tbaa !288
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !298
  store ptr %10, ptr @p, align 8, !dbg !298, !tbaa !288
  store i32 100, ptr %10, align 4, !dbg !299, !tbaa !293
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !dbg !300, !tbaa !293
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %11), !dbg !301
  %13 = load ptr, ptr @q, align 8, !dbg !302, !tbaa !288
  %14 = load i32, ptr %13, align 8, !dbg !303, !tbaa !304
  %15 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !307
  %16 = load double, ptr %15, align 8, !dbg !307, !tbaa !308
  %17 = load ptr, ptr @field, align 8, !dbg !309, !tbaa !288
  %18 = load i32, ptr %17, align 4, !dbg !310, !tbaa !293
  %19 = load ptr, ptr @dfield, align 8, !dbg !311, !tbaa !288
  %20 = load double, ptr %19, align 8, !dbg !312, !tbaa !313
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %14, double noundef %16, i32 noundef %18, double noundef %20), !dbg !314
  %22 = load ptr, ptr @field, align 8, !dbg !315, !tbaa !288
  store i32 99, ptr %22, align 4, !dbg !316, !tbaa !293
  %23 = load ptr, ptr @dfield, align 8, !dbg !317, !tbaa !288
  %24 = load double, ptr %23, align 8, !dbg !318, !tbaa !313
  %25 = fmul double %24, 4.000000e+00, !dbg !318
  store double %25, ptr %23, align 8, !dbg !318, !tbaa !313
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @s, i64 24), align 8, !dbg !319, !tbaa !293
  %27 = load double, ptr getelementptr inbounds (i8, ptr @s, i64 8), align 8, !dbg !320, !tbaa !308
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %26, double noundef %27), !dbg !321
    #dbg_value(i32 0, !267, !DIExpression(), !322)
  br label %44, !dbg !323

29:                                               ; preds = %44
  %30 = load ptr, ptr @name_ptr, align 8, !dbg !324, !tbaa !288
  %31 = load ptr, ptr %30, align 8, !dbg !325, !tbaa !288
  %32 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !326
  %33 = load ptr, ptr %32, align 8, !dbg !326, !tbaa !288
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef %31, ptr noundef %33), !dbg !327
  %35 = load ptr, ptr @gp, align 8, !dbg !328, !tbaa !288
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %35), !dbg !329
  %37 = load ptr, ptr @gp, align 8, !dbg !330, !tbaa !288
  store i8 71, ptr %37, align 1, !dbg !331, !tbaa !332
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @greeting), !dbg !333
    #dbg_value(i32 0, !269, !DIExpression(), !334)
    #dbg_value(i32 0, !269, !DIExpression(), !334)
  %39 = load ptr, ptr @counter_ptr, align 8, !tbaa !288
  %40 = load i64, ptr %39, align 8, !tbaa !335
    #dbg_value(i64 undef, !269, !DIExpression(), !334)
  %41 = add i64 %40, 10, !dbg !337
  store i64 %41, ptr %39, align 8, !dbg !338, !tbaa !335
  %42 = load i64, ptr @counter, align 8, !dbg !340, !tbaa !335
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %42), !dbg !341
    #dbg_value(i32 0, !271, !DIExpression(), !342)
  br label %62, !dbg !343

44:                                               ; preds = %0, %44
  %45 = phi i64 [ 0, %0 ], [ %51, %44 ]
    #dbg_value(i64 %45, !267, !DIExpression(), !322)
  %46 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %45, !dbg !344
  %47 = load ptr, ptr %46, align 8, !dbg !344, !tbaa !288
  %48 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %47) #5, !dbg !346
  %49 = trunc nuw nsw i64 %45 to i32, !dbg !347
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %49, ptr noundef %47, i64 noundef %48), !dbg !347
  %51 = add nuw nsw i64 %45, 1, !dbg !348
    #dbg_value(i64 %51, !267, !DIExpression(), !322)
  %52 = icmp eq i64 %51, 4, !dbg !349
  br i1 %52, label %29, label %44, !dbg !323, !llvm.loop !350

53:                                               ; preds = %62
  %54 = load ptr, ptr @row1, align 8, !dbg !354, !tbaa !288
  %55 = load i32, ptr %54, align 4, !dbg !355, !tbaa !293
  %56 = getelementptr inbounds i8, ptr %54, i64 4, !dbg !356
  %57 = load i32, ptr %56, align 4, !dbg !356, !tbaa !293
  %58 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !357
  %59 = load i32, ptr %58, align 4, !dbg !357, !tbaa !293
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %55, i32 noundef %57, i32 noundef %59), !dbg !358
    #dbg_value(i32 0, !273, !DIExpression(), !359)
    #dbg_value(ptr poison, !274, !DIExpression(), !360)
    #dbg_value(ptr undef, !274, !DIExpression(), !360)
    #dbg_value(i32 poison, !273, !DIExpression(), !359)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 123), !dbg !361
    #dbg_value(i32 0, !276, !DIExpression(), !362)
  br label %71, !dbg !363

62:                                               ; preds = %29, %62
  %63 = phi i64 [ 0, %29 ], [ %69, %62 ]
    #dbg_value(i64 %63, !271, !DIExpression(), !342)
  %64 = getelementptr inbounds [3 x ptr], ptr @diag, i64 0, i64 %63, !dbg !364
  %65 = load ptr, ptr %64, align 8, !dbg !364, !tbaa !288
  %66 = load i32, ptr %65, align 4, !dbg !366, !tbaa !293
  %67 = trunc nuw nsw i64 %63 to i32, !dbg !367
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %67, i32 noundef %66), !dbg !367
  %69 = add nuw nsw i64 %63, 1, !dbg !368
    #dbg_value(i64 %69, !271, !DIExpression(), !342)
  %70 = icmp eq i64 %69, 3, !dbg !369
  br i1 %70, label %53, label %62, !dbg !343, !llvm.loop !370

71:                                               ; preds = %53, %71
  %72 = phi i64 [ 0, %53 ], [ %78, %71 ]
    #dbg_value(i64 %72, !276, !DIExpression(), !362)
  %73 = getelementptr inbounds [3 x ptr], ptr @fns, i64 0, i64 %72, !dbg !372
  %74 = load ptr, ptr %73, align 8, !dbg !372, !tbaa !288
  %75 = tail call i32 %74(i32 noundef 7) #6, !dbg !372
  %76 = trunc nuw nsw i64 %72 to i32, !dbg !374
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %76, i32 noundef %75), !dbg !374
  %78 = add nuw nsw i64 %72, 1, !dbg !375
    #dbg_value(i64 %78, !276, !DIExpression(), !362)
  %79 = icmp eq i64 %78, 3, !dbg !376
  br i1 %79, label %82, label %71, !dbg !363, !llvm.loop !377

80:                                               ; preds = %82
    #dbg_value(ptr @r1, !280, !DIExpression(), !359)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27), !dbg !379
    #dbg_value(i32 0, !283, !DIExpression(), !380)
    #dbg_value(ptr @r1, !280, !DIExpression(), !359)
  br label %98, !dbg !381

82:                                               ; preds = %71, %82
  %83 = phi i64 [ %94, %82 ], [ 0, %71 ]
    #dbg_value(i64 %83, !278, !DIExpression(), !382)
  %84 = getelementptr inbounds [3 x %struct.anon], ptr @bindings, i64 0, i64 %83, !dbg !383
  %85 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !386
  %86 = load ptr, ptr %85, align 8, !dbg !386, !tbaa !387
  %87 = getelementptr inbounds i8, ptr %84, i64 16, !dbg !389
  %88 = load ptr, ptr %87, align 8, !dbg !389, !tbaa !390
  %89 = load i32, ptr %88, align 4, !dbg !391, !tbaa !293
  %90 = tail call i32 %86(i32 noundef %89) #6, !dbg !383
  %91 = load ptr, ptr %87, align 8, !dbg !392, !tbaa !390
  store i32 %90, ptr %91, align 4, !dbg !393, !tbaa !293
  %92 = load ptr, ptr %84, align 8, !dbg !394, !tbaa !395
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef %92, i32 noundef %90), !dbg !396
  %94 = add nuw nsw i64 %83, 1, !dbg !397
    #dbg_value(i64 %94, !278, !DIExpression(), !382)
  %95 = icmp eq i64 %94, 3, !dbg !398
  br i1 %95, label %80, label %82, !dbg !399, !llvm.loop !400

96:                                               ; preds = %98
  %97 = tail call i32 @putchar(i32 10), !dbg !402
    #dbg_value(i32 0, !285, !DIExpression(), !403)
  br label %120, !dbg !404

98:                                               ; preds = %80, %98
  %99 = phi i32 [ 0, %80 ], [ %103, %98 ]
  %100 = phi ptr [ @r1, %80 ], [ %105, %98 ]
    #dbg_value(i32 %99, !283, !DIExpression(), !380)
    #dbg_value(ptr %100, !280, !DIExpression(), !359)
  %101 = load i32, ptr %100, align 8, !dbg !405, !tbaa !407
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %101), !dbg !409
  %103 = add nuw nsw i32 %99, 1, !dbg !410
    #dbg_value(i32 %103, !283, !DIExpression(), !380)
  %104 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !411
  %105 = load ptr, ptr %104, align 8, !dbg !411, !tbaa !412
    #dbg_value(ptr %105, !280, !DIExpression(), !359)
  %106 = icmp eq i32 %103, 5, !dbg !413
  br i1 %106, label %96, label %98, !dbg !381, !llvm.loop !414

107:                                              ; preds = %126
  %108 = load ptr, ptr @strs_2d, align 16, !dbg !416, !tbaa !288
  %109 = load ptr, ptr getelementptr inbounds (i8, ptr @strs_2d, i64 8), align 8, !dbg !417, !tbaa !288
  %110 = load ptr, ptr getelementptr inbounds (i8, ptr @strs_2d, i64 16), align 16, !dbg !418, !tbaa !288
  %111 = load ptr, ptr getelementptr inbounds (i8, ptr @strs_2d, i64 24), align 8, !dbg !419, !tbaa !288
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %108, ptr noundef %109, ptr noundef %110, ptr noundef %111), !dbg !420
  %113 = load i32, ptr @arr, align 16, !dbg !421, !tbaa !293
  %114 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 36), align 4, !dbg !422, !tbaa !293
  %115 = load i32, ptr getelementptr inbounds (i8, ptr @s, i64 16), align 8, !dbg !423, !tbaa !293
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %113, i32 noundef %114, i32 noundef %115), !dbg !424
  %117 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !dbg !425, !tbaa !293
  %118 = icmp ne i32 %117, 200, !dbg !426
  %119 = zext i1 %118 to i32, !dbg !425
  ret i32 %119, !dbg !427

120:                                              ; preds = %96, %126
  %121 = phi i64 [ 0, %96 ], [ %130, %126 ]
    #dbg_value(i64 %121, !285, !DIExpression(), !403)
  %122 = icmp eq i64 %121, 1, !dbg !428
  br i1 %122, label %126, label %123, !dbg !428

123:                                              ; preds = %120
  %124 = getelementptr inbounds [3 x ptr], ptr @messages, i64 0, i64 %121, !dbg !428
  %125 = load ptr, ptr %124, align 8, !dbg !428, !tbaa !288
  br label %126, !dbg !428

126:                                              ; preds = %120, %123
  %127 = phi ptr [ %125, %123 ], [ @.str.31, %120 ], !dbg !428
  %128 = trunc nuw nsw i64 %121 to i32, !dbg !430
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %128, ptr noundef %127), !dbg !430
  %130 = add nuw nsw i64 %121, 1, !dbg !431
    #dbg_value(i64 %130, !285, !DIExpression(), !403)
  %131 = icmp eq i64 %130, 3, !dbg !432
  br i1 %131, label %107, label %120, !dbg !404, !llvm.loop !433
}

; Function Attrs: nofree nounwind
declare !dbg !435 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !440 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!243, !244, !245, !246, !247, !248, !249}
!llvm.ident = !{!250}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 17, type: !242, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_ptrs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61321327d8ca2653a0a429d50c589b1f")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8, !12, !15, !26, !29, !31, !34, !40, !45, !48, !53, !57, !61, !66, !68, !71, !75, !78, !82, !88, !93, !95, !100, !110, !117, !119, !121, !123, !127, !129, !131, !133, !135, !139, !145, !150, !152, !157, !162, !167, !172, !177, !182, !184, !186, !191, !196, !201, !206, !211, !213, !215, !217, !219, !224, !226, !228, !236, !238, !240}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 18, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "pend", scope: !2, file: !3, line: 19, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 20, type: !17, isLocal: false, isDefinition: true)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 6, size: 256, elements: !18)
!18 = !{!19, !20, !22}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !17, file: !3, line: 7, baseType: !11, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !17, file: !3, line: 8, baseType: !21, size: 64, offset: 64)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !17, file: !3, line: 9, baseType: !23, size: 128, offset: 128)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "q", scope: !2, file: !3, line: 21, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "field", scope: !2, file: !3, line: 22, type: !10, isLocal: false, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "dfield", scope: !2, file: !3, line: 23, type: !33, isLocal: false, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 16, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 24, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 32, elements: !24)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 40, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 5)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 24, type: !55, isLocal: false, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 256, elements: !24)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "name_ptr", scope: !2, file: !3, line: 25, type: !59, isLocal: false, isDefinition: true)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 26, type: !63, isLocal: false, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 27, type: !56, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "counter_ptr", scope: !2, file: !3, line: 29, type: !70, isLocal: false, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "matrix", scope: !2, file: !3, line: 30, type: !73, isLocal: false, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 288, elements: !74)
!74 = !{!44, !44}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "diag", scope: !2, file: !3, line: 31, type: !77, isLocal: false, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 192, elements: !43)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "row1", scope: !2, file: !3, line: 32, type: !80, isLocal: false, isDefinition: true)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !43)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "fns", scope: !2, file: !3, line: 41, type: !84, isLocal: false, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 192, elements: !43)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{!11, !11}
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 88, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 11)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !90, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 96, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 12)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "bindings", scope: !2, file: !3, line: 46, type: !102, isLocal: false, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 576, elements: !43)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 42, size: 192, elements: !104)
!104 = !{!105, !108, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !103, file: !3, line: 43, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !103, file: !3, line: 44, baseType: !85, size: 64, offset: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "target", scope: !103, file: !3, line: 45, baseType: !10, size: 64, offset: 128)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "r1", scope: !2, file: !3, line: 55, type: !112, isLocal: false, isDefinition: true)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ring", file: !3, line: 50, size: 128, elements: !113)
!113 = !{!114, !115}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !112, file: !3, line: 51, baseType: !11, size: 32)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !112, file: !3, line: 52, baseType: !116, size: 64, offset: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "r2", scope: !2, file: !3, line: 56, type: !112, isLocal: false, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !50, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !47, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "messages", scope: !2, file: !3, line: 58, type: !125, isLocal: false, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 192, elements: !43)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "strs_2d", scope: !2, file: !3, line: 59, type: !137, isLocal: false, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 256, elements: !138)
!138 = !{!39, !39}
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "table_of_ptrs", scope: !2, file: !3, line: 60, type: !141, isLocal: false, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 192, elements: !43)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 224, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 28)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !90, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 304, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 38)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 160, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 20)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 176, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 22)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 232, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 29)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 7)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 104, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 13)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !179, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !179, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 128, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 16)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 136, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 17)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 120, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 15)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !203, isLocal: true, isDefinition: true)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 80, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 10)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 48, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 6)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !47, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !36, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !193, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !174, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !221, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 152, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 19)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !193, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 28, type: !5, isLocal: false, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "list_head", scope: !2, file: !3, line: 37, type: !230, isLocal: true, isDefinition: true)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !232)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 12, size: 128, elements: !233)
!233 = !{!234, !235}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !232, file: !3, line: 13, baseType: !11, size: 32)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !232, file: !3, line: 14, baseType: !230, size: 64, offset: 64)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "n1", scope: !2, file: !3, line: 36, type: !231, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "n2", scope: !2, file: !3, line: 35, type: !231, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "n3", scope: !2, file: !3, line: 34, type: !231, isLocal: true, isDefinition: true)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 320, elements: !204)
!243 = !{i32 7, !"Dwarf Version", i32 5}
!244 = !{i32 2, !"Debug Info Version", i32 3}
!245 = !{i32 1, !"wchar_size", i32 4}
!246 = !{i32 8, !"PIC Level", i32 2}
!247 = !{i32 7, !"PIE Level", i32 2}
!248 = !{i32 7, !"uwtable", i32 2}
!249 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!250 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!251 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 39, type: !86, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!252 = !{!253}
!253 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !3, line: 39, type: !11)
!254 = !DILocation(line: 0, scope: !251)
!255 = !DILocation(line: 39, column: 36, scope: !251)
!256 = !DILocation(line: 39, column: 27, scope: !251)
!257 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 40, type: !86, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !258)
!258 = !{!259}
!259 = !DILocalVariable(name: "x", arg: 1, scope: !257, file: !3, line: 40, type: !11)
!260 = !DILocation(line: 0, scope: !257)
!261 = !DILocation(line: 40, column: 37, scope: !257)
!262 = !DILocation(line: 40, column: 28, scope: !257)
!263 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 62, type: !264, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!11}
!266 = !{!267, !269, !271, !273, !274, !276, !278, !280, !283, !285}
!267 = !DILocalVariable(name: "i", scope: !268, file: !3, line: 71, type: !11)
!268 = distinct !DILexicalBlock(scope: !263, file: !3, line: 71, column: 5)
!269 = !DILocalVariable(name: "i", scope: !270, file: !3, line: 77, type: !11)
!270 = distinct !DILexicalBlock(scope: !263, file: !3, line: 77, column: 5)
!271 = !DILocalVariable(name: "i", scope: !272, file: !3, line: 80, type: !11)
!272 = distinct !DILexicalBlock(scope: !263, file: !3, line: 80, column: 5)
!273 = !DILocalVariable(name: "sum", scope: !263, file: !3, line: 83, type: !11)
!274 = !DILocalVariable(name: "n", scope: !275, file: !3, line: 84, type: !230)
!275 = distinct !DILexicalBlock(scope: !263, file: !3, line: 84, column: 5)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 87, type: !11)
!277 = distinct !DILexicalBlock(scope: !263, file: !3, line: 87, column: 5)
!278 = !DILocalVariable(name: "i", scope: !279, file: !3, line: 89, type: !11)
!279 = distinct !DILexicalBlock(scope: !263, file: !3, line: 89, column: 5)
!280 = !DILocalVariable(name: "r", scope: !263, file: !3, line: 93, type: !281)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!283 = !DILocalVariable(name: "i", scope: !284, file: !3, line: 95, type: !11)
!284 = distinct !DILexicalBlock(scope: !263, file: !3, line: 95, column: 5)
!285 = !DILocalVariable(name: "i", scope: !286, file: !3, line: 98, type: !11)
!286 = distinct !DILexicalBlock(scope: !263, file: !3, line: 98, column: 5)
!287 = !DILocation(line: 63, column: 45, scope: !263)
!288 = !{!289, !289, i64 0}
!289 = !{!"any pointer", !290, i64 0}
!290 = !{!"omnipotent char", !291, i64 0}
!291 = !{!"Simple C/C++ TBAA"}
!292 = !DILocation(line: 63, column: 44, scope: !263)
!293 = !{!294, !294, i64 0}
!294 = !{!"int", !290, i64 0}
!295 = !DILocation(line: 63, column: 57, scope: !263)
!296 = !DILocation(line: 63, column: 77, scope: !263)
!297 = !DILocation(line: 63, column: 5, scope: !263)
!298 = !DILocation(line: 64, column: 7, scope: !263)
!299 = !DILocation(line: 65, column: 8, scope: !263)
!300 = !DILocation(line: 66, column: 27, scope: !263)
!301 = !DILocation(line: 66, column: 5, scope: !263)
!302 = !DILocation(line: 67, column: 54, scope: !263)
!303 = !DILocation(line: 67, column: 57, scope: !263)
!304 = !{!305, !294, i64 0}
!305 = !{!"S", !294, i64 0, !306, i64 8, !290, i64 16}
!306 = !{!"double", !290, i64 0}
!307 = !DILocation(line: 67, column: 63, scope: !263)
!308 = !{!305, !306, i64 8}
!309 = !DILocation(line: 67, column: 67, scope: !263)
!310 = !DILocation(line: 67, column: 66, scope: !263)
!311 = !DILocation(line: 67, column: 75, scope: !263)
!312 = !DILocation(line: 67, column: 74, scope: !263)
!313 = !{!306, !306, i64 0}
!314 = !DILocation(line: 67, column: 5, scope: !263)
!315 = !DILocation(line: 68, column: 6, scope: !263)
!316 = !DILocation(line: 68, column: 12, scope: !263)
!317 = !DILocation(line: 69, column: 6, scope: !263)
!318 = !DILocation(line: 69, column: 13, scope: !263)
!319 = !DILocation(line: 70, column: 36, scope: !263)
!320 = !DILocation(line: 70, column: 48, scope: !263)
!321 = !DILocation(line: 70, column: 5, scope: !263)
!322 = !DILocation(line: 0, scope: !268)
!323 = !DILocation(line: 71, column: 5, scope: !268)
!324 = !DILocation(line: 73, column: 46, scope: !263)
!325 = !DILocation(line: 73, column: 45, scope: !263)
!326 = !DILocation(line: 73, column: 56, scope: !263)
!327 = !DILocation(line: 73, column: 5, scope: !263)
!328 = !DILocation(line: 74, column: 23, scope: !263)
!329 = !DILocation(line: 74, column: 5, scope: !263)
!330 = !DILocation(line: 75, column: 5, scope: !263)
!331 = !DILocation(line: 75, column: 11, scope: !263)
!332 = !{!290, !290, i64 0}
!333 = !DILocation(line: 76, column: 5, scope: !263)
!334 = !DILocation(line: 0, scope: !270)
!335 = !{!336, !336, i64 0}
!336 = !{!"long", !290, i64 0}
!337 = !DILocation(line: 77, column: 5, scope: !270)
!338 = !DILocation(line: 78, column: 24, scope: !339)
!339 = distinct !DILexicalBlock(scope: !270, file: !3, line: 77, column: 5)
!340 = !DILocation(line: 79, column: 29, scope: !263)
!341 = !DILocation(line: 79, column: 5, scope: !263)
!342 = !DILocation(line: 0, scope: !272)
!343 = !DILocation(line: 80, column: 5, scope: !272)
!344 = !DILocation(line: 72, column: 45, scope: !345)
!345 = distinct !DILexicalBlock(scope: !268, file: !3, line: 71, column: 5)
!346 = !DILocation(line: 72, column: 55, scope: !345)
!347 = !DILocation(line: 72, column: 9, scope: !345)
!348 = !DILocation(line: 71, column: 29, scope: !345)
!349 = !DILocation(line: 71, column: 23, scope: !345)
!350 = distinct !{!350, !323, !351, !352, !353}
!351 = !DILocation(line: 72, column: 71, scope: !268)
!352 = !{!"llvm.loop.mustprogress"}
!353 = !{!"llvm.loop.unroll.disable"}
!354 = !DILocation(line: 82, column: 34, scope: !263)
!355 = !DILocation(line: 82, column: 32, scope: !263)
!356 = !DILocation(line: 82, column: 44, scope: !263)
!357 = !DILocation(line: 82, column: 56, scope: !263)
!358 = !DILocation(line: 82, column: 5, scope: !263)
!359 = !DILocation(line: 0, scope: !263)
!360 = !DILocation(line: 0, scope: !275)
!361 = !DILocation(line: 86, column: 5, scope: !263)
!362 = !DILocation(line: 0, scope: !277)
!363 = !DILocation(line: 87, column: 5, scope: !277)
!364 = !DILocation(line: 81, column: 36, scope: !365)
!365 = distinct !DILexicalBlock(scope: !272, file: !3, line: 80, column: 5)
!366 = !DILocation(line: 81, column: 35, scope: !365)
!367 = !DILocation(line: 81, column: 9, scope: !365)
!368 = !DILocation(line: 80, column: 29, scope: !365)
!369 = !DILocation(line: 80, column: 23, scope: !365)
!370 = distinct !{!370, !343, !371, !352, !353}
!371 = !DILocation(line: 81, column: 43, scope: !272)
!372 = !DILocation(line: 88, column: 38, scope: !373)
!373 = distinct !DILexicalBlock(scope: !277, file: !3, line: 87, column: 5)
!374 = !DILocation(line: 88, column: 9, scope: !373)
!375 = !DILocation(line: 87, column: 29, scope: !373)
!376 = !DILocation(line: 87, column: 23, scope: !373)
!377 = distinct !{!377, !363, !378, !352, !353}
!378 = !DILocation(line: 88, column: 47, scope: !277)
!379 = !DILocation(line: 94, column: 5, scope: !263)
!380 = !DILocation(line: 0, scope: !284)
!381 = !DILocation(line: 95, column: 5, scope: !284)
!382 = !DILocation(line: 0, scope: !279)
!383 = !DILocation(line: 90, column: 31, scope: !384)
!384 = distinct !DILexicalBlock(scope: !385, file: !3, line: 89, column: 33)
!385 = distinct !DILexicalBlock(scope: !279, file: !3, line: 89, column: 5)
!386 = !DILocation(line: 90, column: 43, scope: !384)
!387 = !{!388, !289, i64 8}
!388 = !{!"", !289, i64 0, !289, i64 8, !289, i64 16}
!389 = !DILocation(line: 90, column: 59, scope: !384)
!390 = !{!388, !289, i64 16}
!391 = !DILocation(line: 90, column: 46, scope: !384)
!392 = !DILocation(line: 90, column: 22, scope: !384)
!393 = !DILocation(line: 90, column: 29, scope: !384)
!394 = !DILocation(line: 91, column: 42, scope: !384)
!395 = !{!388, !289, i64 0}
!396 = !DILocation(line: 91, column: 9, scope: !384)
!397 = !DILocation(line: 89, column: 29, scope: !385)
!398 = !DILocation(line: 89, column: 23, scope: !385)
!399 = !DILocation(line: 89, column: 5, scope: !279)
!400 = distinct !{!400, !399, !401, !352, !353}
!401 = !DILocation(line: 92, column: 5, scope: !279)
!402 = !DILocation(line: 97, column: 5, scope: !263)
!403 = !DILocation(line: 0, scope: !286)
!404 = !DILocation(line: 98, column: 5, scope: !286)
!405 = !DILocation(line: 96, column: 26, scope: !406)
!406 = distinct !DILexicalBlock(scope: !284, file: !3, line: 95, column: 5)
!407 = !{!408, !294, i64 0}
!408 = !{!"ring", !294, i64 0, !289, i64 8}
!409 = !DILocation(line: 96, column: 9, scope: !406)
!410 = !DILocation(line: 95, column: 29, scope: !406)
!411 = !DILocation(line: 95, column: 40, scope: !406)
!412 = !{!408, !289, i64 8}
!413 = !DILocation(line: 95, column: 23, scope: !406)
!414 = distinct !{!414, !381, !415, !352, !353}
!415 = !DILocation(line: 96, column: 28, scope: !284)
!416 = !DILocation(line: 100, column: 35, scope: !263)
!417 = !DILocation(line: 100, column: 50, scope: !263)
!418 = !DILocation(line: 100, column: 65, scope: !263)
!419 = !DILocation(line: 100, column: 80, scope: !263)
!420 = !DILocation(line: 100, column: 5, scope: !263)
!421 = !DILocation(line: 101, column: 33, scope: !263)
!422 = !DILocation(line: 101, column: 52, scope: !263)
!423 = !DILocation(line: 101, column: 71, scope: !263)
!424 = !DILocation(line: 101, column: 5, scope: !263)
!425 = !DILocation(line: 102, column: 12, scope: !263)
!426 = !DILocation(line: 102, column: 19, scope: !263)
!427 = !DILocation(line: 102, column: 5, scope: !263)
!428 = !DILocation(line: 99, column: 40, scope: !429)
!429 = distinct !DILexicalBlock(scope: !286, file: !3, line: 98, column: 5)
!430 = !DILocation(line: 99, column: 9, scope: !429)
!431 = !DILocation(line: 98, column: 29, scope: !429)
!432 = !DILocation(line: 98, column: 23, scope: !429)
!433 = distinct !{!433, !404, !434, !352, !353}
!434 = !DILocation(line: 99, column: 76, scope: !286)
!435 = !DISubprogram(name: "printf", scope: !436, file: !436, line: 356, type: !437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!437 = !DISubroutineType(types: !438)
!438 = !{!11, !439, null}
!439 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!440 = !DISubprogram(name: "strlen", scope: !441, file: !441, line: 407, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!442 = !DISubroutineType(types: !443)
!443 = !{!444, !106}
!444 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
