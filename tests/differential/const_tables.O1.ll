; ModuleID = 'const_tables.c'
source_filename = "const_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, ptr }

@popcount4 = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16, !dbg !0
@.str = private unnamed_addr constant [24 x i8] c"bits set in 0..255: %u\0A\00", align 1, !dbg !11
@__const.main.years = private unnamed_addr constant [4 x i32] [i32 1900, i32 2000, i32 2023, i32 2024], align 16
@.str.1 = private unnamed_addr constant [44 x i8] c"%d leap=%d day_of_year(Dec 31)=%d Mar 1=%d\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [16 x i8] c"%s has %d days\0A\00", align 1, !dbg !22
@month_names.rel = internal unnamed_addr constant [12 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @month_names.rel to i64)) to i32)], align 4
@month_days = internal unnamed_addr constant [2 x [12 x i32]] [[12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], [12 x i32] [i32 31, i32 29, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31]], align 16, !dbg !109
@__const.main.nums = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 16
@.str.3 = private unnamed_addr constant [9 x i8] c"%d = %s\0A\00", align 1, !dbg !27
@weights = internal unnamed_addr constant [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 6.250000e-02, double 3.125000e-02], align 16, !dbg !152
@.str.4 = private unnamed_addr constant [13 x i8] c"weighted=%f\0A\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !37
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !42
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !57
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16
@.str.10 = private unnamed_addr constant [25 x i8] c"crc32(\22%s\22) = %s = %08X\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [31 x i8] c"table[1]=%08x table[255]=%08x\0A\00", align 1, !dbg !64
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !69
@.str.12 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1, !dbg !77
@.str.13 = private unnamed_addr constant [4 x i8] c"Feb\00", align 1, !dbg !79
@.str.14 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1, !dbg !81
@.str.15 = private unnamed_addr constant [4 x i8] c"Apr\00", align 1, !dbg !83
@.str.16 = private unnamed_addr constant [4 x i8] c"May\00", align 1, !dbg !85
@.str.17 = private unnamed_addr constant [4 x i8] c"Jun\00", align 1, !dbg !87
@.str.18 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1, !dbg !89
@.str.19 = private unnamed_addr constant [4 x i8] c"Aug\00", align 1, !dbg !91
@.str.20 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1, !dbg !93
@.str.21 = private unnamed_addr constant [4 x i8] c"Oct\00", align 1, !dbg !95
@.str.22 = private unnamed_addr constant [4 x i8] c"Nov\00", align 1, !dbg !97
@.str.23 = private unnamed_addr constant [4 x i8] c"Dec\00", align 1, !dbg !99
@roman = internal unnamed_addr constant [13 x %struct.anon] [%struct.anon { i32 1000, ptr @.str.24 }, %struct.anon { i32 900, ptr @.str.25 }, %struct.anon { i32 500, ptr @.str.26 }, %struct.anon { i32 400, ptr @.str.27 }, %struct.anon { i32 100, ptr @.str.28 }, %struct.anon { i32 90, ptr @.str.29 }, %struct.anon { i32 50, ptr @.str.30 }, %struct.anon { i32 40, ptr @.str.31 }, %struct.anon { i32 10, ptr @.str.32 }, %struct.anon { i32 9, ptr @.str.33 }, %struct.anon { i32 5, ptr @.str.34 }, %struct.anon { i32 4, ptr @.str.35 }, %struct.anon { i32 1, ptr @.str.36 }], align 16, !dbg !144
@.str.24 = private unnamed_addr constant [2 x i8] c"M\00", align 1, !dbg !115
@.str.25 = private unnamed_addr constant [3 x i8] c"CM\00", align 1, !dbg !117
@.str.26 = private unnamed_addr constant [2 x i8] c"D\00", align 1, !dbg !122
@.str.27 = private unnamed_addr constant [3 x i8] c"CD\00", align 1, !dbg !124
@.str.28 = private unnamed_addr constant [2 x i8] c"C\00", align 1, !dbg !126
@.str.29 = private unnamed_addr constant [3 x i8] c"XC\00", align 1, !dbg !128
@.str.30 = private unnamed_addr constant [2 x i8] c"L\00", align 1, !dbg !130
@.str.31 = private unnamed_addr constant [3 x i8] c"XL\00", align 1, !dbg !132
@.str.32 = private unnamed_addr constant [2 x i8] c"X\00", align 1, !dbg !134
@.str.33 = private unnamed_addr constant [3 x i8] c"IX\00", align 1, !dbg !136
@.str.34 = private unnamed_addr constant [2 x i8] c"V\00", align 1, !dbg !138
@.str.35 = private unnamed_addr constant [3 x i8] c"IV\00", align 1, !dbg !140
@.str.36 = private unnamed_addr constant [2 x i8] c"I\00", align 1, !dbg !142
@hexdigits = internal unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 16, !dbg !159

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !174 {
    #dbg_assign(i1 undef, !181, !DIExpression(), !208, ptr @__const.main.years, !DIExpression(), !209)
    #dbg_assign(i1 undef, !187, !DIExpression(), !210, ptr @__const.main.nums, !DIExpression(), !209)
  %1 = alloca [32 x i8], align 16, !DIAssignID !211
    #dbg_assign(i1 undef, !191, !DIExpression(), !211, ptr %1, !DIExpression(), !212)
    #dbg_assign(i1 undef, !200, !DIExpression(), !213, ptr @__const.main.msgs, !DIExpression(), !209)
  %2 = alloca [9 x i8], align 1, !DIAssignID !214
    #dbg_assign(i1 undef, !204, !DIExpression(), !214, ptr %2, !DIExpression(), !215)
    #dbg_value(i32 0, !178, !DIExpression(), !209)
    #dbg_value(i32 0, !179, !DIExpression(), !216)
  br label %5, !dbg !217

3:                                                ; preds = %5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19), !dbg !218
    #dbg_assign(i1 undef, !181, !DIExpression(), !219, ptr @__const.main.years, !DIExpression(), !209)
    #dbg_value(i32 0, !183, !DIExpression(), !220)
  br label %22, !dbg !221

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %19, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %20, %5 ]
    #dbg_value(i32 %6, !178, !DIExpression(), !209)
    #dbg_value(i32 %7, !179, !DIExpression(), !216)
  %8 = and i32 %7, 15, !dbg !222
  %9 = zext nneg i32 %8 to i64, !dbg !224
  %10 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %9, !dbg !224
  %11 = load i8, ptr %10, align 1, !dbg !224, !tbaa !225
  %12 = zext i8 %11 to i32, !dbg !224
  %13 = lshr i32 %7, 4, !dbg !228
  %14 = zext nneg i32 %13 to i64, !dbg !229
  %15 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %14, !dbg !229
  %16 = load i8, ptr %15, align 1, !dbg !229, !tbaa !225
  %17 = zext i8 %16 to i32, !dbg !229
  %18 = add i32 %6, %12, !dbg !230
  %19 = add i32 %18, %17, !dbg !231
    #dbg_value(i32 %19, !178, !DIExpression(), !209)
  %20 = add nuw nsw i32 %7, 1, !dbg !232
    #dbg_value(i32 %20, !179, !DIExpression(), !216)
  %21 = icmp eq i32 %20, 256, !dbg !233
  br i1 %21, label %3, label %5, !dbg !217, !llvm.loop !234

22:                                               ; preds = %3, %65
  %23 = phi i64 [ 0, %3 ], [ %67, %65 ]
    #dbg_value(i64 %23, !183, !DIExpression(), !220)
  %24 = getelementptr inbounds [4 x i32], ptr @__const.main.years, i64 0, i64 %23, !dbg !238
  %25 = load i32, ptr %24, align 4, !dbg !238, !tbaa !240
    #dbg_value(i32 %25, !242, !DIExpression(), !247)
  %26 = icmp eq i64 %23, 2, !dbg !249
  %27 = srem i32 %25, 100
  %28 = icmp eq i32 %27, 0
  %29 = or i1 %26, %28, !dbg !250
  br i1 %29, label %30, label %34, !dbg !250

30:                                               ; preds = %22
  %31 = srem i32 %25, 400, !dbg !251
  %32 = icmp eq i32 %31, 0, !dbg !252
  %33 = zext i1 %32 to i32, !dbg !253
  br label %34, !dbg !253

34:                                               ; preds = %22, %30
  %35 = phi i32 [ %33, %30 ], [ 1, %22 ]
    #dbg_value(i32 %25, !254, !DIExpression(), !264)
    #dbg_value(i32 12, !259, !DIExpression(), !264)
    #dbg_value(i32 31, !260, !DIExpression(), !264)
    #dbg_value(i32 %25, !242, !DIExpression(), !266)
  br i1 %29, label %36, label %40, !dbg !268

36:                                               ; preds = %34
  %37 = srem i32 %25, 400, !dbg !269
  %38 = icmp eq i32 %37, 0, !dbg !270
  %39 = zext i1 %38 to i64, !dbg !271
  br label %40, !dbg !273

40:                                               ; preds = %36, %34
  %41 = phi i64 [ %39, %36 ], [ 1, %34 ]
    #dbg_value(i64 %41, !261, !DIExpression(), !264)
    #dbg_value(i32 0, !262, !DIExpression(), !274)
    #dbg_value(i32 0, !262, !DIExpression(), !274)
    #dbg_value(i32 31, !260, !DIExpression(), !264)
  br label %42, !dbg !275

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %48, %42 ]
  %44 = phi i32 [ 31, %40 ], [ %47, %42 ]
    #dbg_value(i64 %43, !262, !DIExpression(), !274)
    #dbg_value(i32 %44, !260, !DIExpression(), !264)
  %45 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %41, i64 %43, !dbg !271
  %46 = load i32, ptr %45, align 4, !dbg !271, !tbaa !240
  %47 = add nsw i32 %46, %44, !dbg !276
    #dbg_value(i32 %47, !260, !DIExpression(), !264)
  %48 = add nuw nsw i64 %43, 1, !dbg !277
    #dbg_value(i64 %48, !262, !DIExpression(), !274)
  %49 = icmp eq i64 %48, 11, !dbg !278
  br i1 %49, label %50, label %42, !dbg !275, !llvm.loop !279

50:                                               ; preds = %42
    #dbg_value(i32 %25, !254, !DIExpression(), !281)
    #dbg_value(i32 3, !259, !DIExpression(), !281)
    #dbg_value(i32 1, !260, !DIExpression(), !281)
    #dbg_value(i32 %25, !242, !DIExpression(), !283)
  br i1 %29, label %51, label %55, !dbg !285

51:                                               ; preds = %50
  %52 = srem i32 %25, 400, !dbg !286
  %53 = icmp eq i32 %52, 0, !dbg !287
  %54 = zext i1 %53 to i64, !dbg !288
  br label %55, !dbg !289

55:                                               ; preds = %51, %50
  %56 = phi i64 [ %54, %51 ], [ 1, %50 ]
    #dbg_value(i64 %56, !261, !DIExpression(), !281)
    #dbg_value(i32 0, !262, !DIExpression(), !290)
    #dbg_value(i32 0, !262, !DIExpression(), !290)
    #dbg_value(i32 1, !260, !DIExpression(), !281)
  br label %57, !dbg !291

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %63, %57 ]
  %59 = phi i32 [ 1, %55 ], [ %62, %57 ]
    #dbg_value(i64 %58, !262, !DIExpression(), !290)
    #dbg_value(i32 %59, !260, !DIExpression(), !281)
  %60 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %56, i64 %58, !dbg !288
  %61 = load i32, ptr %60, align 4, !dbg !288, !tbaa !240
  %62 = add nsw i32 %61, %59, !dbg !292
    #dbg_value(i32 %62, !260, !DIExpression(), !281)
  %63 = add nuw nsw i64 %58, 1, !dbg !293
    #dbg_value(i64 %63, !262, !DIExpression(), !290)
  %64 = icmp eq i64 %63, 2, !dbg !294
  br i1 %64, label %65, label %57, !dbg !291, !llvm.loop !295

65:                                               ; preds = %57
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, i32 noundef %35, i32 noundef %47, i32 noundef %62), !dbg !297
  %67 = add nuw nsw i64 %23, 1, !dbg !298
    #dbg_value(i64 %67, !183, !DIExpression(), !220)
  %68 = icmp eq i64 %67, 4, !dbg !299
  br i1 %68, label %69, label %22, !dbg !221, !llvm.loop !300

69:                                               ; preds = %65, %69
  %70 = phi i64 [ %76, %69 ], [ 0, %65 ]
    #dbg_value(i64 %70, !185, !DIExpression(), !302)
  %71 = shl i64 %70, 2, !dbg !303
  %72 = call ptr @llvm.load.relative.i64(ptr @month_names.rel, i64 %71), !dbg !303
  %73 = getelementptr inbounds [12 x i32], ptr @month_days, i64 0, i64 %70, !dbg !305
  %74 = load i32, ptr %73, align 8, !dbg !305, !tbaa !240
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %72, i32 noundef %74), !dbg !306
  %76 = add nuw nsw i64 %70, 2, !dbg !307
    #dbg_value(i64 %76, !185, !DIExpression(), !302)
  %77 = icmp ult i64 %70, 10, !dbg !308
  br i1 %77, label %69, label %78, !dbg !309, !llvm.loop !310

78:                                               ; preds = %69, %100
  %79 = phi i64 [ %102, %100 ], [ 0, %69 ]
    #dbg_value(i64 %79, !189, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !313
  %80 = getelementptr inbounds [10 x i32], ptr @__const.main.nums, i64 0, i64 %79, !dbg !314
  %81 = load i32, ptr %80, align 4, !dbg !314, !tbaa !240
    #dbg_value(i32 %81, !315, !DIExpression(), !327)
    #dbg_value(ptr %1, !321, !DIExpression(), !327)
  store i8 0, ptr %1, align 16, !dbg !329, !tbaa !225, !DIAssignID !330
    #dbg_assign(i8 0, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !330, ptr %1, !DIExpression(), !212)
    #dbg_value(i64 0, !322, !DIExpression(), !331)
    #dbg_value(i32 %81, !315, !DIExpression(), !327)
  br label %82, !dbg !332

82:                                               ; preds = %96, %78
  %83 = phi i64 [ 0, %78 ], [ %98, %96 ]
  %84 = phi i32 [ %81, %78 ], [ %97, %96 ]
    #dbg_value(i64 %83, !322, !DIExpression(), !331)
    #dbg_value(i32 %84, !315, !DIExpression(), !327)
  %85 = getelementptr inbounds [13 x %struct.anon], ptr @roman, i64 0, i64 %83
  %86 = load i32, ptr %85, align 16, !tbaa !333
    #dbg_value(i32 %84, !315, !DIExpression(), !327)
  %87 = icmp slt i32 %84, %86, !dbg !336
  br i1 %87, label %96, label %88, !dbg !338

88:                                               ; preds = %82
  %89 = getelementptr inbounds i8, ptr %85, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !339
  br label %91, !dbg !338

91:                                               ; preds = %91, %88
  %92 = phi i32 [ %84, %88 ], [ %94, %91 ]
    #dbg_value(i32 %92, !315, !DIExpression(), !327)
  %93 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %90) #7, !dbg !340
  %94 = sub nsw i32 %92, %86, !dbg !342
    #dbg_value(i32 %94, !315, !DIExpression(), !327)
  %95 = icmp slt i32 %94, %86, !dbg !336
  br i1 %95, label %96, label %91, !dbg !338, !llvm.loop !343

96:                                               ; preds = %91, %82
  %97 = phi i32 [ %84, %82 ], [ %94, %91 ]
  %98 = add nuw nsw i64 %83, 1, !dbg !345
    #dbg_value(i64 %98, !322, !DIExpression(), !331)
    #dbg_value(i32 %97, !315, !DIExpression(), !327)
  %99 = icmp eq i64 %98, 13, !dbg !346
  br i1 %99, label %100, label %82, !dbg !332, !llvm.loop !347

100:                                              ; preds = %96
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %81, ptr noundef nonnull %1), !dbg !349
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !350
  %102 = add nuw nsw i64 %79, 1, !dbg !351
    #dbg_value(i64 %102, !189, !DIExpression(), !312)
  %103 = icmp eq i64 %102, 10, !dbg !352
  br i1 %103, label %125, label %78, !dbg !353, !llvm.loop !354

104:                                              ; preds = %125
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %133), !dbg !356
    #dbg_value(i32 0, !357, !DIExpression(), !368)
  br label %106, !dbg !370

106:                                              ; preds = %109, %104
  %107 = phi i64 [ 0, %104 ], [ %111, %109 ]
    #dbg_value(i64 %107, !357, !DIExpression(), !368)
    #dbg_value(i32 0, !366, !DIExpression(), !371)
    #dbg_value(i64 %107, !363, !DIExpression(), !372)
  %108 = trunc nuw nsw i64 %107 to i32, !dbg !373
  br label %115, !dbg !373

109:                                              ; preds = %115
  %110 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %107, !dbg !374
  store i32 %122, ptr %110, align 4, !dbg !375, !tbaa !240
  %111 = add nuw nsw i64 %107, 1, !dbg !376
    #dbg_value(i64 %111, !357, !DIExpression(), !368)
  %112 = icmp eq i64 %111, 256, !dbg !377
  br i1 %112, label %113, label %106, !dbg !370, !llvm.loop !378

113:                                              ; preds = %109
  %114 = getelementptr inbounds i8, ptr %2, i64 8
    #dbg_value(i32 0, !202, !DIExpression(), !380)
  br label %139, !dbg !381

115:                                              ; preds = %115, %106
  %116 = phi i32 [ 0, %106 ], [ %123, %115 ]
  %117 = phi i32 [ %108, %106 ], [ %122, %115 ]
    #dbg_value(i32 %116, !366, !DIExpression(), !371)
    #dbg_value(i32 %117, !363, !DIExpression(), !372)
  %118 = and i32 %117, 1, !dbg !382
  %119 = icmp eq i32 %118, 0, !dbg !382
  %120 = lshr i32 %117, 1, !dbg !384
  %121 = xor i32 %120, -306674912, !dbg !384
  %122 = select i1 %119, i32 %120, i32 %121, !dbg !384
    #dbg_value(i32 %122, !363, !DIExpression(), !372)
  %123 = add nuw nsw i32 %116, 1, !dbg !385
    #dbg_value(i32 %123, !366, !DIExpression(), !371)
  %124 = icmp eq i32 %123, 8, !dbg !386
  br i1 %124, label %109, label %115, !dbg !373, !llvm.loop !387

125:                                              ; preds = %100, %125
  %126 = phi i64 [ %130, %125 ], [ 0, %100 ]
  %127 = phi double [ %133, %125 ], [ 0.000000e+00, %100 ]
    #dbg_value(i64 %126, !198, !DIExpression(), !389)
    #dbg_value(double %127, !197, !DIExpression(), !209)
  %128 = getelementptr inbounds [5 x double], ptr @weights, i64 0, i64 %126, !dbg !390
  %129 = load double, ptr %128, align 8, !dbg !390, !tbaa !392
  %130 = add nuw nsw i64 %126, 1, !dbg !394
  %131 = trunc nuw nsw i64 %130 to i32, !dbg !395
  %132 = uitofp nneg i32 %131 to double, !dbg !395
  %133 = call double @llvm.fmuladd.f64(double %129, double %132, double %127), !dbg !396
    #dbg_value(i64 %130, !198, !DIExpression(), !389)
    #dbg_value(double %133, !197, !DIExpression(), !209)
  %134 = icmp eq i64 %130, 5, !dbg !397
  br i1 %134, label %104, label %125, !dbg !398, !llvm.loop !399

135:                                              ; preds = %174
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 4), align 4, !dbg !401, !tbaa !240
  %137 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 1020), align 4, !dbg !402, !tbaa !240
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %136, i32 noundef %137), !dbg !403
  ret i32 0, !dbg !404

139:                                              ; preds = %113, %174
  %140 = phi i64 [ 0, %113 ], [ %176, %174 ]
    #dbg_value(i64 %140, !202, !DIExpression(), !380)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #7, !dbg !405
  %141 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %140, !dbg !406
  %142 = load ptr, ptr %141, align 8, !dbg !406, !tbaa !407
  %143 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %142) #8, !dbg !408
    #dbg_value(ptr %142, !409, !DIExpression(), !418)
    #dbg_value(i64 %143, !414, !DIExpression(), !418)
    #dbg_value(i32 -1, !415, !DIExpression(), !418)
    #dbg_value(i64 0, !416, !DIExpression(), !420)
  %144 = icmp eq i64 %143, 0, !dbg !421
  br i1 %144, label %161, label %147, !dbg !423

145:                                              ; preds = %147
  %146 = xor i32 %158, -1, !dbg !424
  br label %161, !dbg !424

147:                                              ; preds = %139, %147
  %148 = phi i64 [ %159, %147 ], [ 0, %139 ]
  %149 = phi i32 [ %158, %147 ], [ -1, %139 ]
    #dbg_value(i64 %148, !416, !DIExpression(), !420)
    #dbg_value(i32 %149, !415, !DIExpression(), !418)
  %150 = getelementptr inbounds i8, ptr %142, i64 %148, !dbg !425
  %151 = load i8, ptr %150, align 1, !dbg !425, !tbaa !225
  %152 = trunc i32 %149 to i8, !dbg !426
  %153 = xor i8 %151, %152, !dbg !426
  %154 = zext i8 %153 to i64, !dbg !427
  %155 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %154, !dbg !427
  %156 = load i32, ptr %155, align 4, !dbg !427, !tbaa !240
  %157 = lshr i32 %149, 8, !dbg !428
  %158 = xor i32 %156, %157, !dbg !429
    #dbg_value(i32 %158, !415, !DIExpression(), !418)
  %159 = add nuw i64 %148, 1, !dbg !430
    #dbg_value(i64 %159, !416, !DIExpression(), !420)
  %160 = icmp eq i64 %159, %143, !dbg !421
  br i1 %160, label %145, label %147, !dbg !423, !llvm.loop !431

161:                                              ; preds = %139, %145
  %162 = phi i32 [ 0, %139 ], [ %146, %145 ], !dbg !418
    #dbg_value(i32 %162, !207, !DIExpression(), !215)
    #dbg_value(i32 %162, !433, !DIExpression(), !441)
    #dbg_value(ptr %2, !438, !DIExpression(), !441)
    #dbg_value(i32 7, !439, !DIExpression(), !443)
  br label %163, !dbg !444

163:                                              ; preds = %163, %161
  %164 = phi i64 [ 7, %161 ], [ %172, %163 ]
  %165 = phi i32 [ %162, %161 ], [ %171, %163 ]
    #dbg_value(i64 %164, !439, !DIExpression(), !443)
    #dbg_value(i32 %165, !433, !DIExpression(), !441)
  %166 = and i32 %165, 15, !dbg !445
  %167 = zext nneg i32 %166 to i64, !dbg !448
  %168 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %167, !dbg !448
  %169 = load i8, ptr %168, align 1, !dbg !448, !tbaa !225
  %170 = getelementptr inbounds i8, ptr %2, i64 %164, !dbg !449
  store i8 %169, ptr %170, align 1, !dbg !450, !tbaa !225
  %171 = lshr i32 %165, 4, !dbg !451
    #dbg_value(i32 %171, !433, !DIExpression(), !441)
  %172 = add nsw i64 %164, -1, !dbg !452
    #dbg_value(i64 %172, !439, !DIExpression(), !443)
  %173 = icmp eq i64 %164, 0, !dbg !453
  br i1 %173, label %174, label %163, !dbg !444, !llvm.loop !454

174:                                              ; preds = %163
  store i8 0, ptr %114, align 1, !dbg !456, !tbaa !225, !DIAssignID !457
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !457, ptr %114, !DIExpression(), !215)
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %142, ptr noundef nonnull %2, i32 noundef %162), !dbg !458
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #7, !dbg !459
  %176 = add nuw nsw i64 %140, 1, !dbg !460
    #dbg_value(i64 %176, !202, !DIExpression(), !380)
  %177 = icmp eq i64 %176, 5, !dbg !461
  br i1 %177, label %135, label %139, !dbg !381, !llvm.loop !462
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !464 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !469 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !473 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172}
!llvm.ident = !{!173}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "popcount4", scope: !2, file: !3, line: 7, type: !164, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "const_tables.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "da0877b9b2411b5527c46625e436f047")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !64, !69, !0, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !109, !115, !117, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !152, !159}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 192, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 352, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 44)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 72, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 9)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 8, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 1)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 10)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !19, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 200, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 25)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 248, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 31)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "crc_table", scope: !2, file: !3, line: 23, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 8192, elements: !75)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !74)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DISubrange(count: 256)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "month_names", scope: !2, file: !3, line: 12, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 768, elements: !107)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!107 = !{!108}
!108 = !DISubrange(count: 12)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "month_days", scope: !2, file: !3, line: 8, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 768, elements: !114)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!114 = !{!46, !108}
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 24, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 3)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !119, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !119, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !44, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !119, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !44, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !119, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !44, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !119, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !44, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "roman", scope: !2, file: !3, line: 17, type: !146, isLocal: true, isDefinition: true)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 1664, elements: !35)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 14, size: 128, elements: !149)
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !148, file: !3, line: 15, baseType: !113, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !148, file: !3, line: 16, baseType: !105, size: 64, offset: 64)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 20, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 320, elements: !157)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!156 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!157 = !{!158}
!158 = !DISubrange(count: 5)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "hexdigits", scope: !2, file: !3, line: 21, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 136, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 17)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 128, elements: !25)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!166 = !{i32 7, !"Dwarf Version", i32 5}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 4}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"PIE Level", i32 2}
!171 = !{i32 7, !"uwtable", i32 2}
!172 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!173 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!174 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 67, type: !175, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!113}
!177 = !{!178, !179, !181, !183, !185, !187, !189, !191, !197, !198, !200, !202, !204, !207}
!178 = !DILocalVariable(name: "total", scope: !174, file: !3, line: 68, type: !74)
!179 = !DILocalVariable(name: "v", scope: !180, file: !3, line: 69, type: !74)
!180 = distinct !DILexicalBlock(scope: !174, file: !3, line: 69, column: 5)
!181 = !DILocalVariable(name: "years", scope: !174, file: !3, line: 72, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 128, elements: !50)
!183 = !DILocalVariable(name: "i", scope: !184, file: !3, line: 73, type: !113)
!184 = distinct !DILexicalBlock(scope: !174, file: !3, line: 73, column: 5)
!185 = !DILocalVariable(name: "m", scope: !186, file: !3, line: 76, type: !113)
!186 = distinct !DILexicalBlock(scope: !174, file: !3, line: 76, column: 5)
!187 = !DILocalVariable(name: "nums", scope: !174, file: !3, line: 78, type: !188)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 320, elements: !55)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 79, type: !113)
!190 = distinct !DILexicalBlock(scope: !174, file: !3, line: 79, column: 5)
!191 = !DILocalVariable(name: "buf", scope: !192, file: !3, line: 80, type: !194)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 79, column: 34)
!193 = distinct !DILexicalBlock(scope: !190, file: !3, line: 79, column: 5)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 32)
!197 = !DILocalVariable(name: "acc", scope: !174, file: !3, line: 84, type: !156)
!198 = !DILocalVariable(name: "i", scope: !199, file: !3, line: 85, type: !113)
!199 = distinct !DILexicalBlock(scope: !174, file: !3, line: 85, column: 5)
!200 = !DILocalVariable(name: "msgs", scope: !174, file: !3, line: 89, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 320, elements: !157)
!202 = !DILocalVariable(name: "i", scope: !203, file: !3, line: 90, type: !113)
!203 = distinct !DILexicalBlock(scope: !174, file: !3, line: 90, column: 5)
!204 = !DILocalVariable(name: "hex", scope: !205, file: !3, line: 91, type: !29)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 90, column: 33)
!206 = distinct !DILexicalBlock(scope: !203, file: !3, line: 90, column: 5)
!207 = !DILocalVariable(name: "c", scope: !205, file: !3, line: 92, type: !72)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 0, scope: !174)
!210 = distinct !DIAssignID()
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !192)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !205)
!216 = !DILocation(line: 0, scope: !180)
!217 = !DILocation(line: 69, column: 5, scope: !180)
!218 = !DILocation(line: 71, column: 5, scope: !174)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !184)
!221 = !DILocation(line: 73, column: 5, scope: !184)
!222 = !DILocation(line: 70, column: 30, scope: !223)
!223 = distinct !DILexicalBlock(scope: !180, file: !3, line: 69, column: 5)
!224 = !DILocation(line: 70, column: 18, scope: !223)
!225 = !{!226, !226, i64 0}
!226 = !{!"omnipotent char", !227, i64 0}
!227 = !{!"Simple C/C++ TBAA"}
!228 = !DILocation(line: 70, column: 50, scope: !223)
!229 = !DILocation(line: 70, column: 38, scope: !223)
!230 = !DILocation(line: 70, column: 36, scope: !223)
!231 = !DILocation(line: 70, column: 15, scope: !223)
!232 = !DILocation(line: 69, column: 36, scope: !223)
!233 = !DILocation(line: 69, column: 28, scope: !223)
!234 = distinct !{!234, !217, !235, !236, !237}
!235 = !DILocation(line: 70, column: 54, scope: !180)
!236 = !{!"llvm.loop.mustprogress"}
!237 = !{!"llvm.loop.unroll.disable"}
!238 = !DILocation(line: 74, column: 64, scope: !239)
!239 = distinct !DILexicalBlock(scope: !184, file: !3, line: 73, column: 5)
!240 = !{!241, !241, i64 0}
!241 = !{!"int", !226, i64 0}
!242 = !DILocalVariable(name: "y", arg: 1, scope: !243, file: !3, line: 41, type: !113)
!243 = distinct !DISubprogram(name: "is_leap", scope: !3, file: !3, line: 41, type: !244, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!113, !113}
!246 = !{!242}
!247 = !DILocation(line: 0, scope: !243, inlinedAt: !248)
!248 = distinct !DILocation(line: 74, column: 74, scope: !239)
!249 = !DILocation(line: 41, column: 43, scope: !243, inlinedAt: !248)
!250 = !DILocation(line: 41, column: 48, scope: !243, inlinedAt: !248)
!251 = !DILocation(line: 41, column: 70, scope: !243, inlinedAt: !248)
!252 = !DILocation(line: 41, column: 76, scope: !243, inlinedAt: !248)
!253 = !DILocation(line: 41, column: 65, scope: !243, inlinedAt: !248)
!254 = !DILocalVariable(name: "y", arg: 1, scope: !255, file: !3, line: 43, type: !113)
!255 = distinct !DISubprogram(name: "day_of_year", scope: !3, file: !3, line: 43, type: !256, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!113, !113, !113, !113}
!258 = !{!254, !259, !260, !261, !262}
!259 = !DILocalVariable(name: "m", arg: 2, scope: !255, file: !3, line: 43, type: !113)
!260 = !DILocalVariable(name: "d", arg: 3, scope: !255, file: !3, line: 43, type: !113)
!261 = !DILocalVariable(name: "leap", scope: !255, file: !3, line: 44, type: !113)
!262 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 45, type: !113)
!263 = distinct !DILexicalBlock(scope: !255, file: !3, line: 45, column: 5)
!264 = !DILocation(line: 0, scope: !255, inlinedAt: !265)
!265 = distinct !DILocation(line: 75, column: 16, scope: !239)
!266 = !DILocation(line: 0, scope: !243, inlinedAt: !267)
!267 = distinct !DILocation(line: 44, column: 16, scope: !255, inlinedAt: !265)
!268 = !DILocation(line: 41, column: 48, scope: !243, inlinedAt: !267)
!269 = !DILocation(line: 41, column: 70, scope: !243, inlinedAt: !267)
!270 = !DILocation(line: 41, column: 76, scope: !243, inlinedAt: !267)
!271 = !DILocation(line: 46, column: 14, scope: !272, inlinedAt: !265)
!272 = distinct !DILexicalBlock(scope: !263, file: !3, line: 45, column: 5)
!273 = !DILocation(line: 41, column: 65, scope: !243, inlinedAt: !267)
!274 = !DILocation(line: 0, scope: !263, inlinedAt: !265)
!275 = !DILocation(line: 45, column: 5, scope: !263, inlinedAt: !265)
!276 = !DILocation(line: 46, column: 11, scope: !272, inlinedAt: !265)
!277 = !DILocation(line: 45, column: 33, scope: !272, inlinedAt: !265)
!278 = !DILocation(line: 45, column: 23, scope: !272, inlinedAt: !265)
!279 = distinct !{!279, !275, !280, !236, !237}
!280 = !DILocation(line: 46, column: 32, scope: !263, inlinedAt: !265)
!281 = !DILocation(line: 0, scope: !255, inlinedAt: !282)
!282 = distinct !DILocation(line: 75, column: 47, scope: !239)
!283 = !DILocation(line: 0, scope: !243, inlinedAt: !284)
!284 = distinct !DILocation(line: 44, column: 16, scope: !255, inlinedAt: !282)
!285 = !DILocation(line: 41, column: 48, scope: !243, inlinedAt: !284)
!286 = !DILocation(line: 41, column: 70, scope: !243, inlinedAt: !284)
!287 = !DILocation(line: 41, column: 76, scope: !243, inlinedAt: !284)
!288 = !DILocation(line: 46, column: 14, scope: !272, inlinedAt: !282)
!289 = !DILocation(line: 41, column: 65, scope: !243, inlinedAt: !284)
!290 = !DILocation(line: 0, scope: !263, inlinedAt: !282)
!291 = !DILocation(line: 45, column: 5, scope: !263, inlinedAt: !282)
!292 = !DILocation(line: 46, column: 11, scope: !272, inlinedAt: !282)
!293 = !DILocation(line: 45, column: 33, scope: !272, inlinedAt: !282)
!294 = !DILocation(line: 45, column: 23, scope: !272, inlinedAt: !282)
!295 = distinct !{!295, !291, !296, !236, !237}
!296 = !DILocation(line: 46, column: 32, scope: !263, inlinedAt: !282)
!297 = !DILocation(line: 74, column: 9, scope: !239)
!298 = !DILocation(line: 73, column: 29, scope: !239)
!299 = !DILocation(line: 73, column: 23, scope: !239)
!300 = distinct !{!300, !221, !301, !236, !237}
!301 = !DILocation(line: 75, column: 74, scope: !184)
!302 = !DILocation(line: 0, scope: !186)
!303 = !DILocation(line: 77, column: 36, scope: !304)
!304 = distinct !DILexicalBlock(scope: !186, file: !3, line: 76, column: 5)
!305 = !DILocation(line: 77, column: 52, scope: !304)
!306 = !DILocation(line: 77, column: 9, scope: !304)
!307 = !DILocation(line: 76, column: 31, scope: !304)
!308 = !DILocation(line: 76, column: 23, scope: !304)
!309 = !DILocation(line: 76, column: 5, scope: !186)
!310 = distinct !{!310, !309, !311, !236, !237}
!311 = !DILocation(line: 77, column: 68, scope: !186)
!312 = !DILocation(line: 0, scope: !190)
!313 = !DILocation(line: 80, column: 9, scope: !192)
!314 = !DILocation(line: 81, column: 18, scope: !192)
!315 = !DILocalVariable(name: "n", arg: 1, scope: !316, file: !3, line: 50, type: !113)
!316 = distinct !DISubprogram(name: "to_roman", scope: !3, file: !3, line: 50, type: !317, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !320)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !113, !319}
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!320 = !{!315, !321, !322}
!321 = !DILocalVariable(name: "out", arg: 2, scope: !316, file: !3, line: 50, type: !319)
!322 = !DILocalVariable(name: "i", scope: !323, file: !3, line: 52, type: !324)
!323 = distinct !DILexicalBlock(scope: !316, file: !3, line: 52, column: 5)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !325, line: 18, baseType: !326)
!325 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!326 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!327 = !DILocation(line: 0, scope: !316, inlinedAt: !328)
!328 = distinct !DILocation(line: 81, column: 9, scope: !192)
!329 = !DILocation(line: 51, column: 12, scope: !316, inlinedAt: !328)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 0, scope: !323, inlinedAt: !328)
!332 = !DILocation(line: 52, column: 5, scope: !323, inlinedAt: !328)
!333 = !{!334, !241, i64 0}
!334 = !{!"", !241, i64 0, !335, i64 8}
!335 = !{!"any pointer", !226, i64 0}
!336 = !DILocation(line: 53, column: 18, scope: !337, inlinedAt: !328)
!337 = distinct !DILexicalBlock(scope: !323, file: !3, line: 52, column: 5)
!338 = !DILocation(line: 53, column: 9, scope: !337, inlinedAt: !328)
!339 = !{!334, !335, i64 8}
!340 = !DILocation(line: 54, column: 13, scope: !341, inlinedAt: !328)
!341 = distinct !DILexicalBlock(scope: !337, file: !3, line: 53, column: 37)
!342 = !DILocation(line: 55, column: 15, scope: !341, inlinedAt: !328)
!343 = distinct !{!343, !338, !344, !236, !237}
!344 = !DILocation(line: 56, column: 9, scope: !337, inlinedAt: !328)
!345 = !DILocation(line: 52, column: 61, scope: !337, inlinedAt: !328)
!346 = !DILocation(line: 52, column: 26, scope: !337, inlinedAt: !328)
!347 = distinct !{!347, !332, !348, !236, !237}
!348 = !DILocation(line: 56, column: 9, scope: !323, inlinedAt: !328)
!349 = !DILocation(line: 82, column: 9, scope: !192)
!350 = !DILocation(line: 83, column: 5, scope: !193)
!351 = !DILocation(line: 79, column: 30, scope: !193)
!352 = !DILocation(line: 79, column: 23, scope: !193)
!353 = !DILocation(line: 79, column: 5, scope: !190)
!354 = distinct !{!354, !353, !355, !236, !237}
!355 = !DILocation(line: 83, column: 5, scope: !190)
!356 = !DILocation(line: 87, column: 5, scope: !174)
!357 = !DILocalVariable(name: "i", scope: !358, file: !3, line: 26, type: !72)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 26, column: 5)
!359 = distinct !DISubprogram(name: "crc_init", scope: !3, file: !3, line: 25, type: !360, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{null}
!362 = !{!357, !363, !366}
!363 = !DILocalVariable(name: "c", scope: !364, file: !3, line: 27, type: !72)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 26, column: 40)
!365 = distinct !DILexicalBlock(scope: !358, file: !3, line: 26, column: 5)
!366 = !DILocalVariable(name: "k", scope: !367, file: !3, line: 28, type: !113)
!367 = distinct !DILexicalBlock(scope: !364, file: !3, line: 28, column: 9)
!368 = !DILocation(line: 0, scope: !358, inlinedAt: !369)
!369 = distinct !DILocation(line: 88, column: 5, scope: !174)
!370 = !DILocation(line: 26, column: 5, scope: !358, inlinedAt: !369)
!371 = !DILocation(line: 0, scope: !367, inlinedAt: !369)
!372 = !DILocation(line: 0, scope: !364, inlinedAt: !369)
!373 = !DILocation(line: 28, column: 9, scope: !367, inlinedAt: !369)
!374 = !DILocation(line: 30, column: 9, scope: !364, inlinedAt: !369)
!375 = !DILocation(line: 30, column: 22, scope: !364, inlinedAt: !369)
!376 = !DILocation(line: 26, column: 36, scope: !365, inlinedAt: !369)
!377 = !DILocation(line: 26, column: 28, scope: !365, inlinedAt: !369)
!378 = distinct !{!378, !370, !379, !236, !237}
!379 = !DILocation(line: 31, column: 5, scope: !358, inlinedAt: !369)
!380 = !DILocation(line: 0, scope: !203)
!381 = !DILocation(line: 90, column: 5, scope: !203)
!382 = !DILocation(line: 29, column: 19, scope: !383, inlinedAt: !369)
!383 = distinct !DILexicalBlock(scope: !367, file: !3, line: 28, column: 9)
!384 = !DILocation(line: 29, column: 17, scope: !383, inlinedAt: !369)
!385 = !DILocation(line: 28, column: 33, scope: !383, inlinedAt: !369)
!386 = !DILocation(line: 28, column: 27, scope: !383, inlinedAt: !369)
!387 = distinct !{!387, !373, !388, !236, !237}
!388 = !DILocation(line: 29, column: 55, scope: !367, inlinedAt: !369)
!389 = !DILocation(line: 0, scope: !199)
!390 = !DILocation(line: 86, column: 16, scope: !391)
!391 = distinct !DILexicalBlock(scope: !199, file: !3, line: 85, column: 5)
!392 = !{!393, !393, i64 0}
!393 = !{!"double", !226, i64 0}
!394 = !DILocation(line: 86, column: 32, scope: !391)
!395 = !DILocation(line: 86, column: 29, scope: !391)
!396 = !DILocation(line: 86, column: 13, scope: !391)
!397 = !DILocation(line: 85, column: 23, scope: !391)
!398 = !DILocation(line: 85, column: 5, scope: !199)
!399 = distinct !{!399, !398, !400, !236, !237}
!400 = !DILocation(line: 86, column: 35, scope: !199)
!401 = !DILocation(line: 96, column: 47, scope: !174)
!402 = !DILocation(line: 96, column: 61, scope: !174)
!403 = !DILocation(line: 96, column: 5, scope: !174)
!404 = !DILocation(line: 97, column: 5, scope: !174)
!405 = !DILocation(line: 91, column: 9, scope: !205)
!406 = !DILocation(line: 92, column: 28, scope: !205)
!407 = !{!335, !335, i64 0}
!408 = !DILocation(line: 92, column: 37, scope: !205)
!409 = !DILocalVariable(name: "s", arg: 1, scope: !410, file: !3, line: 34, type: !105)
!410 = distinct !DISubprogram(name: "crc32", scope: !3, file: !3, line: 34, type: !411, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !413)
!411 = !DISubroutineType(types: !412)
!412 = !{!72, !105, !324}
!413 = !{!409, !414, !415, !416}
!414 = !DILocalVariable(name: "n", arg: 2, scope: !410, file: !3, line: 34, type: !324)
!415 = !DILocalVariable(name: "c", scope: !410, file: !3, line: 35, type: !72)
!416 = !DILocalVariable(name: "i", scope: !417, file: !3, line: 36, type: !324)
!417 = distinct !DILexicalBlock(scope: !410, file: !3, line: 36, column: 5)
!418 = !DILocation(line: 0, scope: !410, inlinedAt: !419)
!419 = distinct !DILocation(line: 92, column: 22, scope: !205)
!420 = !DILocation(line: 0, scope: !417, inlinedAt: !419)
!421 = !DILocation(line: 36, column: 26, scope: !422, inlinedAt: !419)
!422 = distinct !DILexicalBlock(scope: !417, file: !3, line: 36, column: 5)
!423 = !DILocation(line: 36, column: 5, scope: !417, inlinedAt: !419)
!424 = !DILocation(line: 38, column: 14, scope: !410, inlinedAt: !419)
!425 = !DILocation(line: 37, column: 37, scope: !422, inlinedAt: !419)
!426 = !DILocation(line: 37, column: 43, scope: !422, inlinedAt: !419)
!427 = !DILocation(line: 37, column: 13, scope: !422, inlinedAt: !419)
!428 = !DILocation(line: 37, column: 56, scope: !422, inlinedAt: !419)
!429 = !DILocation(line: 37, column: 51, scope: !422, inlinedAt: !419)
!430 = !DILocation(line: 36, column: 32, scope: !422, inlinedAt: !419)
!431 = distinct !{!431, !423, !432, !236, !237}
!432 = !DILocation(line: 37, column: 60, scope: !417, inlinedAt: !419)
!433 = !DILocalVariable(name: "v", arg: 1, scope: !434, file: !3, line: 59, type: !72)
!434 = distinct !DISubprogram(name: "to_hex", scope: !3, file: !3, line: 59, type: !435, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !437)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !72, !319}
!437 = !{!433, !438, !439}
!438 = !DILocalVariable(name: "out", arg: 2, scope: !434, file: !3, line: 59, type: !319)
!439 = !DILocalVariable(name: "i", scope: !440, file: !3, line: 60, type: !113)
!440 = distinct !DILexicalBlock(scope: !434, file: !3, line: 60, column: 5)
!441 = !DILocation(line: 0, scope: !434, inlinedAt: !442)
!442 = distinct !DILocation(line: 93, column: 9, scope: !205)
!443 = !DILocation(line: 0, scope: !440, inlinedAt: !442)
!444 = !DILocation(line: 60, column: 5, scope: !440, inlinedAt: !442)
!445 = !DILocation(line: 61, column: 30, scope: !446, inlinedAt: !442)
!446 = distinct !DILexicalBlock(scope: !447, file: !3, line: 60, column: 34)
!447 = distinct !DILexicalBlock(scope: !440, file: !3, line: 60, column: 5)
!448 = !DILocation(line: 61, column: 18, scope: !446, inlinedAt: !442)
!449 = !DILocation(line: 61, column: 9, scope: !446, inlinedAt: !442)
!450 = !DILocation(line: 61, column: 16, scope: !446, inlinedAt: !442)
!451 = !DILocation(line: 62, column: 11, scope: !446, inlinedAt: !442)
!452 = !DILocation(line: 60, column: 30, scope: !447, inlinedAt: !442)
!453 = !DILocation(line: 60, column: 23, scope: !447, inlinedAt: !442)
!454 = distinct !{!454, !444, !455, !236, !237}
!455 = !DILocation(line: 63, column: 5, scope: !440, inlinedAt: !442)
!456 = !DILocation(line: 64, column: 12, scope: !434, inlinedAt: !442)
!457 = distinct !DIAssignID()
!458 = !DILocation(line: 94, column: 9, scope: !205)
!459 = !DILocation(line: 95, column: 5, scope: !206)
!460 = !DILocation(line: 90, column: 29, scope: !206)
!461 = !DILocation(line: 90, column: 23, scope: !206)
!462 = distinct !{!462, !381, !463, !236, !237}
!463 = !DILocation(line: 95, column: 5, scope: !203)
!464 = !DISubprogram(name: "printf", scope: !465, file: !465, line: 356, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!466 = !DISubroutineType(types: !467)
!467 = !{!113, !468, null}
!468 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!469 = !DISubprogram(name: "strlen", scope: !470, file: !470, line: 407, type: !471, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!471 = !DISubroutineType(types: !472)
!472 = !{!326, !105}
!473 = !DISubprogram(name: "strcat", scope: !470, file: !470, line: 149, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{!319, !476, !468}
!476 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !319)
