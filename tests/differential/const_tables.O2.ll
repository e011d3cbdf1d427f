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
@month_days = internal unnamed_addr constant [2 x [12 x i32]] [[12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], [12 x i32] [i32 31, i32 29, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31]], align 16, !dbg !109
@__const.main.nums = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 16
@.str.3 = private unnamed_addr constant [9 x i8] c"%d = %s\0A\00", align 1, !dbg !27
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
@.str.14 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1, !dbg !81
@.str.16 = private unnamed_addr constant [4 x i8] c"May\00", align 1, !dbg !85
@.str.18 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1, !dbg !89
@.str.20 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1, !dbg !93
@.str.22 = private unnamed_addr constant [4 x i8] c"Nov\00", align 1, !dbg !97
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
  %1 = alloca [32 x i8], align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !191, !DIExpression(), !208, ptr %1, !DIExpression(), !209)
  %2 = alloca [9 x i8], align 1, !DIAssignID !210
    #dbg_assign(i1 undef, !204, !DIExpression(), !210, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 0, !178, !DIExpression(), !212)
    #dbg_value(i32 0, !179, !DIExpression(), !213)
  br label %5, !dbg !214

3:                                                ; preds = %5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28), !dbg !215
    #dbg_assign(i1 undef, !181, !DIExpression(), !216, ptr @__const.main.years, !DIExpression(), !212)
    #dbg_value(i32 0, !183, !DIExpression(), !217)
  br label %31, !dbg !218

5:                                                ; preds = %5, %0
  %6 = phi i32 [ 0, %0 ], [ %28, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %29, %5 ]
    #dbg_value(i32 %6, !178, !DIExpression(), !212)
    #dbg_value(i32 %7, !179, !DIExpression(), !213)
  %8 = and i32 %7, 14, !dbg !219
  %9 = zext nneg i32 %8 to i64, !dbg !221
  %10 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %9, !dbg !221
  %11 = load i8, ptr %10, align 2, !dbg !221, !tbaa !222
  %12 = zext i8 %11 to i32, !dbg !221
  %13 = lshr i32 %7, 4, !dbg !225
  %14 = zext nneg i32 %13 to i64, !dbg !226
  %15 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %14, !dbg !226
  %16 = load i8, ptr %15, align 1, !dbg !226, !tbaa !222
  %17 = zext i8 %16 to i32, !dbg !226
  %18 = add i32 %6, %12, !dbg !227
  %19 = add i32 %18, %17, !dbg !228
    #dbg_value(i32 %19, !178, !DIExpression(), !212)
    #dbg_value(i32 %7, !179, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !213)
  %20 = and i32 %7, 14, !dbg !219
  %21 = or disjoint i32 %20, 1, !dbg !219
  %22 = zext nneg i32 %21 to i64, !dbg !221
  %23 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %22, !dbg !221
  %24 = load i8, ptr %23, align 1, !dbg !221, !tbaa !222
  %25 = zext i8 %24 to i32, !dbg !221
  %26 = zext i8 %16 to i32, !dbg !226
  %27 = add i32 %19, %25, !dbg !227
  %28 = add i32 %27, %26, !dbg !228
    #dbg_value(i32 %28, !178, !DIExpression(), !212)
  %29 = add nuw nsw i32 %7, 2, !dbg !229
    #dbg_value(i32 %29, !179, !DIExpression(), !213)
  %30 = icmp eq i32 %29, 256, !dbg !230
  br i1 %30, label %3, label %5, !dbg !214, !llvm.loop !231

31:                                               ; preds = %3, %84
  %32 = phi i64 [ 0, %3 ], [ %93, %84 ]
    #dbg_value(i64 %32, !183, !DIExpression(), !217)
  %33 = getelementptr inbounds [4 x i32], ptr @__const.main.years, i64 0, i64 %32, !dbg !235
  %34 = load i32, ptr %33, align 4, !dbg !235, !tbaa !237
    #dbg_value(i32 %34, !239, !DIExpression(), !244)
  %35 = icmp eq i64 %32, 2, !dbg !246
  %36 = srem i32 %34, 100
  %37 = icmp eq i32 %36, 0
  %38 = or i1 %35, %37, !dbg !247
  br i1 %38, label %39, label %44, !dbg !247

39:                                               ; preds = %31
  %40 = srem i32 %34, 400, !dbg !248
  %41 = icmp eq i32 %40, 0, !dbg !249
  %42 = zext i1 %41 to i32, !dbg !250
    #dbg_value(i32 %34, !251, !DIExpression(), !261)
    #dbg_value(i32 12, !256, !DIExpression(), !261)
    #dbg_value(i32 31, !257, !DIExpression(), !261)
    #dbg_value(i32 %34, !239, !DIExpression(), !263)
  %43 = zext i1 %41 to i64, !dbg !265
  br label %44, !dbg !267

44:                                               ; preds = %31, %39
  %45 = phi i32 [ %42, %39 ], [ 1, %31 ]
  %46 = phi i64 [ %43, %39 ], [ 1, %31 ]
    #dbg_value(i64 %46, !258, !DIExpression(), !261)
    #dbg_value(i64 0, !259, !DIExpression(), !268)
    #dbg_value(i32 31, !257, !DIExpression(), !261)
  %47 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 0, !dbg !265
  %48 = load i32, ptr %47, align 16, !dbg !265, !tbaa !237
  %49 = add nsw i32 %48, 31, !dbg !269
    #dbg_value(i32 %49, !257, !DIExpression(), !261)
    #dbg_value(i64 1, !259, !DIExpression(), !268)
  %50 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 1, !dbg !265
  %51 = load i32, ptr %50, align 4, !dbg !265, !tbaa !237
  %52 = add nsw i32 %51, %49, !dbg !269
    #dbg_value(i32 %52, !257, !DIExpression(), !261)
    #dbg_value(i64 2, !259, !DIExpression(), !268)
  %53 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 2, !dbg !265
  %54 = load i32, ptr %53, align 8, !dbg !265, !tbaa !237
  %55 = add nsw i32 %54, %52, !dbg !269
    #dbg_value(i32 %55, !257, !DIExpression(), !261)
    #dbg_value(i64 3, !259, !DIExpression(), !268)
  %56 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 3, !dbg !265
  %57 = load i32, ptr %56, align 4, !dbg !265, !tbaa !237
  %58 = add nsw i32 %57, %55, !dbg !269
    #dbg_value(i32 %58, !257, !DIExpression(), !261)
    #dbg_value(i64 4, !259, !DIExpression(), !268)
  %59 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 4, !dbg !265
  %60 = load i32, ptr %59, align 16, !dbg !265, !tbaa !237
  %61 = add nsw i32 %60, %58, !dbg !269
    #dbg_value(i32 %61, !257, !DIExpression(), !261)
    #dbg_value(i64 5, !259, !DIExpression(), !268)
  %62 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 5, !dbg !265
  %63 = load i32, ptr %62, align 4, !dbg !265, !tbaa !237
  %64 = add nsw i32 %63, %61, !dbg !269
    #dbg_value(i32 %64, !257, !DIExpression(), !261)
    #dbg_value(i64 6, !259, !DIExpression(), !268)
  %65 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 6, !dbg !265
  %66 = load i32, ptr %65, align 8, !dbg !265, !tbaa !237
  %67 = add nsw i32 %66, %64, !dbg !269
    #dbg_value(i32 %67, !257, !DIExpression(), !261)
    #dbg_value(i64 7, !259, !DIExpression(), !268)
  %68 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 7, !dbg !265
  %69 = load i32, ptr %68, align 4, !dbg !265, !tbaa !237
  %70 = add nsw i32 %69, %67, !dbg !269
    #dbg_value(i32 %70, !257, !DIExpression(), !261)
    #dbg_value(i64 8, !259, !DIExpression(), !268)
  %71 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 8, !dbg !265
  %72 = load i32, ptr %71, align 16, !dbg !265, !tbaa !237
  %73 = add nsw i32 %72, %70, !dbg !269
    #dbg_value(i32 %73, !257, !DIExpression(), !261)
    #dbg_value(i64 9, !259, !DIExpression(), !268)
  %74 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 9, !dbg !265
  %75 = load i32, ptr %74, align 4, !dbg !265, !tbaa !237
  %76 = add nsw i32 %75, %73, !dbg !269
    #dbg_value(i32 %76, !257, !DIExpression(), !261)
    #dbg_value(i64 10, !259, !DIExpression(), !268)
  %77 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %46, i64 10, !dbg !265
  %78 = load i32, ptr %77, align 8, !dbg !265, !tbaa !237
  %79 = add nsw i32 %78, %76, !dbg !269
    #dbg_value(i32 %79, !257, !DIExpression(), !261)
    #dbg_value(i64 11, !259, !DIExpression(), !268)
    #dbg_value(i32 %34, !251, !DIExpression(), !270)
    #dbg_value(i32 3, !256, !DIExpression(), !270)
    #dbg_value(i32 1, !257, !DIExpression(), !270)
    #dbg_value(i32 %34, !239, !DIExpression(), !272)
  br i1 %38, label %80, label %84, !dbg !274

80:                                               ; preds = %44
  %81 = srem i32 %34, 400, !dbg !275
  %82 = icmp eq i32 %81, 0, !dbg !276
  %83 = zext i1 %82 to i64, !dbg !277
  br label %84, !dbg !278

84:                                               ; preds = %80, %44
  %85 = phi i64 [ %83, %80 ], [ 1, %44 ]
    #dbg_value(i64 %85, !258, !DIExpression(), !270)
    #dbg_value(i64 0, !259, !DIExpression(), !279)
    #dbg_value(i32 1, !257, !DIExpression(), !270)
  %86 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %85, i64 0, !dbg !277
  %87 = load i32, ptr %86, align 16, !dbg !277, !tbaa !237
  %88 = add nsw i32 %87, 1, !dbg !280
    #dbg_value(i32 %88, !257, !DIExpression(), !270)
    #dbg_value(i64 1, !259, !DIExpression(), !279)
  %89 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %85, i64 1, !dbg !277
  %90 = load i32, ptr %89, align 4, !dbg !277, !tbaa !237
  %91 = add nsw i32 %90, %88, !dbg !280
    #dbg_value(i32 %91, !257, !DIExpression(), !270)
    #dbg_value(i64 2, !259, !DIExpression(), !279)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %34, i32 noundef %45, i32 noundef %79, i32 noundef %91), !dbg !281
  %93 = add nuw nsw i64 %32, 1, !dbg !282
    #dbg_value(i64 %93, !183, !DIExpression(), !217)
  %94 = icmp eq i64 %93, 4, !dbg !283
  br i1 %94, label %95, label %31, !dbg !218, !llvm.loop !284

95:                                               ; preds = %84
    #dbg_value(i64 0, !185, !DIExpression(), !286)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.12, i32 noundef 31), !dbg !287
    #dbg_value(i64 2, !185, !DIExpression(), !286)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14, i32 noundef 31), !dbg !287
    #dbg_value(i64 4, !185, !DIExpression(), !286)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.16, i32 noundef 31), !dbg !287
    #dbg_value(i64 6, !185, !DIExpression(), !286)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.18, i32 noundef 31), !dbg !287
    #dbg_value(i64 8, !185, !DIExpression(), !286)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 30), !dbg !287
    #dbg_value(i64 10, !185, !DIExpression(), !286)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.22, i32 noundef 30), !dbg !287
    #dbg_value(i64 12, !185, !DIExpression(), !286)
  br label %102, !dbg !289

102:                                              ; preds = %95, %124
  %103 = phi i64 [ 0, %95 ], [ %126, %124 ]
    #dbg_value(i64 %103, !189, !DIExpression(), !290)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5, !dbg !291
  %104 = getelementptr inbounds [10 x i32], ptr @__const.main.nums, i64 0, i64 %103, !dbg !292
  %105 = load i32, ptr %104, align 4, !dbg !292, !tbaa !237
    #dbg_value(i32 %105, !293, !DIExpression(), !305)
    #dbg_value(ptr %1, !299, !DIExpression(), !305)
  store i8 0, ptr %1, align 16, !dbg !307, !tbaa !222, !DIAssignID !308
    #dbg_assign(i8 0, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !308, ptr %1, !DIExpression(), !209)
    #dbg_value(i64 0, !300, !DIExpression(), !309)
  br label %106, !dbg !310

106:                                              ; preds = %120, %102
  %107 = phi i64 [ 0, %102 ], [ %122, %120 ]
  %108 = phi i32 [ %105, %102 ], [ %121, %120 ]
    #dbg_value(i64 %107, !300, !DIExpression(), !309)
    #dbg_value(i32 %108, !293, !DIExpression(), !305)
  %109 = getelementptr inbounds [13 x %struct.anon], ptr @roman, i64 0, i64 %107
  %110 = load i32, ptr %109, align 16, !tbaa !311
  %111 = icmp slt i32 %108, %110, !dbg !314
  br i1 %111, label %120, label %112, !dbg !316

112:                                              ; preds = %106
  %113 = getelementptr inbounds i8, ptr %109, i64 8
  %114 = load ptr, ptr %113, align 8, !tbaa !317
  br label %115, !dbg !316

115:                                              ; preds = %115, %112
  %116 = phi i32 [ %108, %112 ], [ %118, %115 ]
    #dbg_value(i32 %116, !293, !DIExpression(), !305)
  %117 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %114) #5, !dbg !318
  %118 = sub nsw i32 %116, %110, !dbg !320
    #dbg_value(i32 %118, !293, !DIExpression(), !305)
  %119 = icmp slt i32 %118, %110, !dbg !314
  br i1 %119, label %120, label %115, !dbg !316, !llvm.loop !321

120:                                              ; preds = %115, %106
  %121 = phi i32 [ %108, %106 ], [ %118, %115 ]
  %122 = add nuw nsw i64 %107, 1, !dbg !323
    #dbg_value(i64 %122, !300, !DIExpression(), !309)
    #dbg_value(i32 %121, !293, !DIExpression(), !305)
  %123 = icmp eq i64 %122, 13, !dbg !324
  br i1 %123, label %124, label %106, !dbg !310, !llvm.loop !325

124:                                              ; preds = %120
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %105, ptr noundef nonnull %1), !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5, !dbg !328
  %126 = add nuw nsw i64 %103, 1, !dbg !329
    #dbg_value(i64 %126, !189, !DIExpression(), !290)
  %127 = icmp eq i64 %126, 10, !dbg !330
  br i1 %127, label %128, label %102, !dbg !289, !llvm.loop !331

128:                                              ; preds = %124
    #dbg_value(double 1.781250e+00, !197, !DIExpression(), !212)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.781250e+00), !dbg !333
    #dbg_value(i32 0, !334, !DIExpression(), !345)
  br label %130, !dbg !347

130:                                              ; preds = %130, %128
  %131 = phi i64 [ 0, %128 ], [ %174, %130 ], !dbg !348
  %132 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %128 ], [ %175, %130 ], !dbg !349
  %133 = and <4 x i32> %132, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %134 = icmp eq <4 x i32> %133, zeroinitializer, !dbg !349
  %135 = lshr <4 x i32> %132, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %136 = xor <4 x i32> %135, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %137 = select <4 x i1> %134, <4 x i32> %135, <4 x i32> %136, !dbg !351
  %138 = and <4 x i32> %137, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %139 = icmp eq <4 x i32> %138, zeroinitializer, !dbg !349
  %140 = lshr <4 x i32> %137, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %141 = xor <4 x i32> %140, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %142 = select <4 x i1> %139, <4 x i32> %140, <4 x i32> %141, !dbg !351
  %143 = and <4 x i32> %142, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %144 = icmp eq <4 x i32> %143, zeroinitializer, !dbg !349
  %145 = lshr <4 x i32> %142, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %146 = xor <4 x i32> %145, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %147 = select <4 x i1> %144, <4 x i32> %145, <4 x i32> %146, !dbg !351
  %148 = and <4 x i32> %147, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %149 = icmp eq <4 x i32> %148, zeroinitializer, !dbg !349
  %150 = lshr <4 x i32> %147, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %151 = xor <4 x i32> %150, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %152 = select <4 x i1> %149, <4 x i32> %150, <4 x i32> %151, !dbg !351
  %153 = and <4 x i32> %152, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %154 = icmp eq <4 x i32> %153, zeroinitializer, !dbg !349
  %155 = lshr <4 x i32> %152, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %156 = xor <4 x i32> %155, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %157 = select <4 x i1> %154, <4 x i32> %155, <4 x i32> %156, !dbg !351
  %158 = and <4 x i32> %157, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %159 = icmp eq <4 x i32> %158, zeroinitializer, !dbg !349
  %160 = lshr <4 x i32> %157, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %161 = xor <4 x i32> %160, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %162 = select <4 x i1> %159, <4 x i32> %160, <4 x i32> %161, !dbg !351
  %163 = and <4 x i32> %162, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %164 = icmp eq <4 x i32> %163, zeroinitializer, !dbg !349
  %165 = lshr <4 x i32> %162, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %166 = xor <4 x i32> %165, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %167 = select <4 x i1> %164, <4 x i32> %165, <4 x i32> %166, !dbg !351
  %168 = and <4 x i32> %167, <i32 1, i32 1, i32 1, i32 1>, !dbg !349
  %169 = icmp eq <4 x i32> %168, zeroinitializer, !dbg !349
  %170 = lshr <4 x i32> %167, <i32 1, i32 1, i32 1, i32 1>, !dbg !351
  %171 = xor <4 x i32> %170, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !351
  %172 = select <4 x i1> %169, <4 x i32> %170, <4 x i32> %171, !dbg !351
  %173 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %131, !dbg !352
  store <4 x i32> %172, ptr %173, align 16, !dbg !353, !tbaa !237
  %174 = add nuw i64 %131, 4, !dbg !348
  %175 = add <4 x i32> %132, <i32 4, i32 4, i32 4, i32 4>, !dbg !349
  %176 = icmp eq i64 %174, 256, !dbg !348
  br i1 %176, label %177, label %130, !dbg !348, !llvm.loop !354

177:                                              ; preds = %130
  %178 = getelementptr inbounds i8, ptr %2, i64 7
  %179 = getelementptr inbounds i8, ptr %2, i64 6
  %180 = getelementptr inbounds i8, ptr %2, i64 5
  %181 = getelementptr inbounds i8, ptr %2, i64 4
  %182 = getelementptr inbounds i8, ptr %2, i64 3
  %183 = getelementptr inbounds i8, ptr %2, i64 2
  %184 = getelementptr inbounds i8, ptr %2, i64 1
  %185 = getelementptr inbounds i8, ptr %2, i64 8
    #dbg_value(i32 0, !202, !DIExpression(), !357)
  br label %190, !dbg !358

186:                                              ; preds = %245
  %187 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 4), align 4, !dbg !359, !tbaa !237
  %188 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 1020), align 4, !dbg !360, !tbaa !237
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %187, i32 noundef %188), !dbg !361
  ret i32 0, !dbg !362

190:                                              ; preds = %177, %245
  %191 = phi i64 [ 0, %177 ], [ %286, %245 ]
    #dbg_value(i64 %191, !202, !DIExpression(), !357)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #5, !dbg !363
  %192 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %191, !dbg !364
  %193 = load ptr, ptr %192, align 8, !dbg !364, !tbaa !365
  %194 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %193) #6, !dbg !366
    #dbg_value(ptr %193, !367, !DIExpression(), !376)
    #dbg_value(i64 %194, !372, !DIExpression(), !376)
    #dbg_value(i32 -1, !373, !DIExpression(), !376)
    #dbg_value(i64 0, !374, !DIExpression(), !378)
  %195 = icmp eq i64 %194, 0, !dbg !379
  br i1 %195, label %245, label %196, !dbg !381

196:                                              ; preds = %190
  %197 = and i64 %194, 1, !dbg !381
  %198 = icmp eq i64 %194, 1, !dbg !381
  br i1 %198, label %201, label %199, !dbg !381

199:                                              ; preds = %196
  %200 = and i64 %194, -2, !dbg !381
  br label %219, !dbg !381

201:                                              ; preds = %219, %196
  %202 = phi i32 [ poison, %196 ], [ %241, %219 ]
  %203 = phi i64 [ 0, %196 ], [ %242, %219 ]
  %204 = phi i32 [ -1, %196 ], [ %241, %219 ]
  %205 = icmp eq i64 %197, 0, !dbg !381
  br i1 %205, label %216, label %206, !dbg !381

206:                                              ; preds = %201
    #dbg_value(i64 %203, !374, !DIExpression(), !378)
    #dbg_value(i32 %204, !373, !DIExpression(), !376)
  %207 = getelementptr inbounds i8, ptr %193, i64 %203, !dbg !382
  %208 = load i8, ptr %207, align 1, !dbg !382, !tbaa !222
  %209 = trunc i32 %204 to i8, !dbg !383
  %210 = xor i8 %208, %209, !dbg !383
  %211 = zext i8 %210 to i64, !dbg !384
  %212 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %211, !dbg !384
  %213 = load i32, ptr %212, align 4, !dbg !384, !tbaa !237
  %214 = lshr i32 %204, 8, !dbg !385
  %215 = xor i32 %213, %214, !dbg !386
    #dbg_value(i32 %215, !373, !DIExpression(), !376)
    #dbg_value(i64 %203, !374, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !378)
  br label %216, !dbg !387

216:                                              ; preds = %201, %206
  %217 = phi i32 [ %202, %201 ], [ %215, %206 ], !dbg !386
  %218 = xor i32 %217, -1, !dbg !387
  br label %245, !dbg !387

219:                                              ; preds = %219, %199
  %220 = phi i64 [ 0, %199 ], [ %242, %219 ]
  %221 = phi i32 [ -1, %199 ], [ %241, %219 ]
  %222 = phi i64 [ 0, %199 ], [ %243, %219 ]
    #dbg_value(i64 %220, !374, !DIExpression(), !378)
    #dbg_value(i32 %221, !373, !DIExpression(), !376)
  %223 = getelementptr inbounds i8, ptr %193, i64 %220, !dbg !382
  %224 = load i8, ptr %223, align 1, !dbg !382, !tbaa !222
  %225 = trunc i32 %221 to i8, !dbg !383
  %226 = xor i8 %224, %225, !dbg !383
  %227 = zext i8 %226 to i64, !dbg !384
  %228 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %227, !dbg !384
  %229 = load i32, ptr %228, align 4, !dbg !384, !tbaa !237
  %230 = lshr i32 %221, 8, !dbg !385
  %231 = xor i32 %229, %230, !dbg !386
    #dbg_value(i32 %231, !373, !DIExpression(), !376)
  %232 = or disjoint i64 %220, 1, !dbg !388
    #dbg_value(i64 %232, !374, !DIExpression(), !378)
  %233 = getelementptr inbounds i8, ptr %193, i64 %232, !dbg !382
  %234 = load i8, ptr %233, align 1, !dbg !382, !tbaa !222
  %235 = trunc i32 %231 to i8, !dbg !383
  %236 = xor i8 %234, %235, !dbg !383
  %237 = zext i8 %236 to i64, !dbg !384
  %238 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %237, !dbg !384
  %239 = load i32, ptr %238, align 4, !dbg !384, !tbaa !237
  %240 = lshr i32 %231, 8, !dbg !385
  %241 = xor i32 %239, %240, !dbg !386
    #dbg_value(i32 %241, !373, !DIExpression(), !376)
  %242 = add nuw i64 %220, 2, !dbg !388
    #dbg_value(i64 %242, !374, !DIExpression(), !378)
  %243 = add i64 %222, 2, !dbg !381
  %244 = icmp eq i64 %243, %200, !dbg !381
  br i1 %244, label %201, label %219, !dbg !381, !llvm.loop !389

245:                                              ; preds = %190, %216
  %246 = phi i32 [ 0, %190 ], [ %218, %216 ], !dbg !376
    #dbg_value(i32 %246, !207, !DIExpression(), !211)
    #dbg_value(ptr %2, !391, !DIExpression(), !399)
    #dbg_value(i64 7, !397, !DIExpression(), !401)
    #dbg_value(i32 %246, !396, !DIExpression(), !399)
  %247 = and i32 %246, 15, !dbg !402
  %248 = zext nneg i32 %247 to i64, !dbg !405
  %249 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %248, !dbg !405
  %250 = load i8, ptr %249, align 1, !dbg !405, !tbaa !222
  store i8 %250, ptr %178, align 1, !dbg !406, !tbaa !222, !DIAssignID !407
    #dbg_assign(i8 %250, !204, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !407, ptr %178, !DIExpression(), !211)
  %251 = lshr i32 %246, 4, !dbg !408
    #dbg_value(i32 %251, !396, !DIExpression(), !399)
    #dbg_value(i64 6, !397, !DIExpression(), !401)
  %252 = and i32 %251, 15, !dbg !402
  %253 = zext nneg i32 %252 to i64, !dbg !405
  %254 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %253, !dbg !405
  %255 = load i8, ptr %254, align 1, !dbg !405, !tbaa !222
  store i8 %255, ptr %179, align 1, !dbg !406, !tbaa !222, !DIAssignID !409
    #dbg_assign(i8 %255, !204, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !409, ptr %179, !DIExpression(), !211)
  %256 = lshr i32 %246, 8, !dbg !408
    #dbg_value(i32 %256, !396, !DIExpression(), !399)
    #dbg_value(i64 5, !397, !DIExpression(), !401)
  %257 = and i32 %256, 15, !dbg !402
  %258 = zext nneg i32 %257 to i64, !dbg !405
  %259 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %258, !dbg !405
  %260 = load i8, ptr %259, align 1, !dbg !405, !tbaa !222
  store i8 %260, ptr %180, align 1, !dbg !406, !tbaa !222, !DIAssignID !410
    #dbg_assign(i8 %260, !204, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !410, ptr %180, !DIExpression(), !211)
  %261 = lshr i32 %246, 12, !dbg !408
    #dbg_value(i32 %261, !396, !DIExpression(), !399)
    #dbg_value(i64 4, !397, !DIExpression(), !401)
  %262 = and i32 %261, 15, !dbg !402
  %263 = zext nneg i32 %262 to i64, !dbg !405
  %264 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %263, !dbg !405
  %265 = load i8, ptr %264, align 1, !dbg !405, !tbaa !222
  store i8 %265, ptr %181, align 1, !dbg !406, !tbaa !222, !DIAssignID !411
    #dbg_assign(i8 %265, !204, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !411, ptr %181, !DIExpression(), !211)
  %266 = lshr i32 %246, 16, !dbg !408
    #dbg_value(i32 %266, !396, !DIExpression(), !399)
    #dbg_value(i64 3, !397, !DIExpression(), !401)
  %267 = and i32 %266, 15, !dbg !402
  %268 = zext nneg i32 %267 to i64, !dbg !405
  %269 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %268, !dbg !405
  %270 = load i8, ptr %269, align 1, !dbg !405, !tbaa !222
  store i8 %270, ptr %182, align 1, !dbg !406, !tbaa !222, !DIAssignID !412
    #dbg_assign(i8 %270, !204, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !412, ptr %182, !DIExpression(), !211)
  %271 = lshr i32 %246, 20, !dbg !408
    #dbg_value(i32 %271, !396, !DIExpression(), !399)
    #dbg_value(i64 2, !397, !DIExpression(), !401)
  %272 = and i32 %271, 15, !dbg !402
  %273 = zext nneg i32 %272 to i64, !dbg !405
  %274 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %273, !dbg !405
  %275 = load i8, ptr %274, align 1, !dbg !405, !tbaa !222
  store i8 %275, ptr %183, align 1, !dbg !406, !tbaa !222, !DIAssignID !413
    #dbg_assign(i8 %275, !204, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !413, ptr %183, !DIExpression(), !211)
  %276 = lshr i32 %246, 24, !dbg !408
    #dbg_value(i32 %276, !396, !DIExpression(), !399)
    #dbg_value(i64 1, !397, !DIExpression(), !401)
  %277 = and i32 %276, 15, !dbg !402
  %278 = zext nneg i32 %277 to i64, !dbg !405
  %279 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %278, !dbg !405
  %280 = load i8, ptr %279, align 1, !dbg !405, !tbaa !222
  store i8 %280, ptr %184, align 1, !dbg !406, !tbaa !222, !DIAssignID !414
    #dbg_assign(i8 %280, !204, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !414, ptr %184, !DIExpression(), !211)
  %281 = lshr i32 %246, 28, !dbg !408
    #dbg_value(i32 %281, !396, !DIExpression(), !399)
    #dbg_value(i64 0, !397, !DIExpression(), !401)
  %282 = zext nneg i32 %281 to i64, !dbg !405
  %283 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %282, !dbg !405
  %284 = load i8, ptr %283, align 1, !dbg !405, !tbaa !222
  store i8 %284, ptr %2, align 1, !dbg !406, !tbaa !222, !DIAssignID !415
    #dbg_assign(i8 %284, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !415, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 %281, !396, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !399)
    #dbg_value(i64 -1, !397, !DIExpression(), !401)
  store i8 0, ptr %185, align 1, !dbg !416, !tbaa !222, !DIAssignID !417
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !417, ptr %185, !DIExpression(), !211)
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %193, ptr noundef nonnull %2, i32 noundef %246), !dbg !418
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #5, !dbg !419
  %286 = add nuw nsw i64 %191, 1, !dbg !420
    #dbg_value(i64 %286, !202, !DIExpression(), !357)
  %287 = icmp eq i64 %286, 5, !dbg !421
  br i1 %287, label %186, label %190, !dbg !358, !llvm.loop !422
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !424 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !429 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !433 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
!209 = !DILocation(line: 0, scope: !192)
!210 = distinct !DIAssignID()
!211 = !DILocation(line: 0, scope: !205)
!212 = !DILocation(line: 0, scope: !174)
!213 = !DILocation(line: 0, scope: !180)
!214 = !DILocation(line: 69, column: 5, scope: !180)
!215 = !DILocation(line: 71, column: 5, scope: !174)
!216 = distinct !DIAssignID()
!217 = !DILocation(line: 0, scope: !184)
!218 = !DILocation(line: 73, column: 5, scope: !184)
!219 = !DILocation(line: 70, column: 30, scope: !220)
!220 = distinct !DILexicalBlock(scope: !180, file: !3, line: 69, column: 5)
!221 = !DILocation(line: 70, column: 18, scope: !220)
!222 = !{!223, !223, i64 0}
!223 = !{!"omnipotent char", !224, i64 0}
!224 = !{!"Simple C/C++ TBAA"}
!225 = !DILocation(line: 70, column: 50, scope: !220)
!226 = !DILocation(line: 70, column: 38, scope: !220)
!227 = !DILocation(line: 70, column: 36, scope: !220)
!228 = !DILocation(line: 70, column: 15, scope: !220)
!229 = !DILocation(line: 69, column: 36, scope: !220)
!230 = !DILocation(line: 69, column: 28, scope: !220)
!231 = distinct !{!231, !214, !232, !233, !234}
!232 = !DILocation(line: 70, column: 54, scope: !180)
!233 = !{!"llvm.loop.mustprogress"}
!234 = !{!"llvm.loop.isvectorized", i32 1}
!235 = !DILocation(line: 74, column: 64, scope: !236)
!236 = distinct !DILexicalBlock(scope: !184, file: !3, line: 73, column: 5)
!237 = !{!238, !238, i64 0}
!238 = !{!"int", !223, i64 0}
!239 = !DILocalVariable(name: "y", arg: 1, scope: !240, file: !3, line: 41, type: !113)
!240 = distinct !DISubprogram(name: "is_leap", scope: !3, file: !3, line: 41, type: !241, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!113, !113}
!243 = !{!239}
!244 = !DILocation(line: 0, scope: !240, inlinedAt: !245)
!245 = distinct !DILocation(line: 74, column: 74, scope: !236)
!246 = !DILocation(line: 41, column: 43, scope: !240, inlinedAt: !245)
!247 = !DILocation(line: 41, column: 48, scope: !240, inlinedAt: !245)
!248 = !DILocation(line: 41, column: 70, scope: !240, inlinedAt: !245)
!249 = !DILocation(line: 41, column: 76, scope: !240, inlinedAt: !245)
!250 = !DILocation(line: 41, column: 65, scope: !240, inlinedAt: !245)
!251 = !DILocalVariable(name: "y", arg: 1, scope: !252, file: !3, line: 43, type: !113)
!252 = distinct !DISubprogram(name: "day_of_year", scope: !3, file: !3, line: 43, type: !253, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!113, !113, !113, !113}
!255 = !{!251, !256, !257, !258, !259}
!256 = !DILocalVariable(name: "m", arg: 2, scope: !252, file: !3, line: 43, type: !113)
!257 = !DILocalVariable(name: "d", arg: 3, scope: !252, file: !3, line: 43, type: !113)
!258 = !DILocalVariable(name: "leap", scope: !252, file: !3, line: 44, type: !113)
!259 = !DILocalVariable(name: "i", scope: !260, file: !3, line: 45, type: !113)
!260 = distinct !DILexicalBlock(scope: !252, file: !3, line: 45, column: 5)
!261 = !DILocation(line: 0, scope: !252, inlinedAt: !262)
!262 = distinct !DILocation(line: 75, column: 16, scope: !236)
!263 = !DILocation(line: 0, scope: !240, inlinedAt: !264)
!264 = distinct !DILocation(line: 44, column: 16, scope: !252, inlinedAt: !262)
!265 = !DILocation(line: 46, column: 14, scope: !266, inlinedAt: !262)
!266 = distinct !DILexicalBlock(scope: !260, file: !3, line: 45, column: 5)
!267 = !DILocation(line: 41, column: 65, scope: !240, inlinedAt: !264)
!268 = !DILocation(line: 0, scope: !260, inlinedAt: !262)
!269 = !DILocation(line: 46, column: 11, scope: !266, inlinedAt: !262)
!270 = !DILocation(line: 0, scope: !252, inlinedAt: !271)
!271 = distinct !DILocation(line: 75, column: 47, scope: !236)
!272 = !DILocation(line: 0, scope: !240, inlinedAt: !273)
!273 = distinct !DILocation(line: 44, column: 16, scope: !252, inlinedAt: !271)
!274 = !DILocation(line: 41, column: 48, scope: !240, inlinedAt: !273)
!275 = !DILocation(line: 41, column: 70, scope: !240, inlinedAt: !273)
!276 = !DILocation(line: 41, column: 76, scope: !240, inlinedAt: !273)
!277 = !DILocation(line: 46, column: 14, scope: !266, inlinedAt: !271)
!278 = !DILocation(line: 41, column: 65, scope: !240, inlinedAt: !273)
!279 = !DILocation(line: 0, scope: !260, inlinedAt: !271)
!280 = !DILocation(line: 46, column: 11, scope: !266, inlinedAt: !271)
!281 = !DILocation(line: 74, column: 9, scope: !236)
!282 = !DILocation(line: 73, column: 29, scope: !236)
!283 = !DILocation(line: 73, column: 23, scope: !236)
!284 = distinct !{!284, !218, !285, !233}
!285 = !DILocation(line: 75, column: 74, scope: !184)
!286 = !DILocation(line: 0, scope: !186)
!287 = !DILocation(line: 77, column: 9, scope: !288)
!288 = distinct !DILexicalBlock(scope: !186, file: !3, line: 76, column: 5)
!289 = !DILocation(line: 79, column: 5, scope: !190)
!290 = !DILocation(line: 0, scope: !190)
!291 = !DILocation(line: 80, column: 9, scope: !192)
!292 = !DILocation(line: 81, column: 18, scope: !192)
!293 = !DILocalVariable(name: "n", arg: 1, scope: !294, file: !3, line: 50, type: !113)
!294 = distinct !DISubprogram(name: "to_roman", scope: !3, file: !3, line: 50, type: !295, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !298)
!295 = !DISubroutineType(types: !296)
!296 = !{null, !113, !297}
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!298 = !{!293, !299, !300}
!299 = !DILocalVariable(name: "out", arg: 2, scope: !294, file: !3, line: 50, type: !297)
!300 = !DILocalVariable(name: "i", scope: !301, file: !3, line: 52, type: !302)
!301 = distinct !DILexicalBlock(scope: !294, file: !3, line: 52, column: 5)
!302 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !303, line: 18, baseType: !304)
!303 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!304 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!305 = !DILocation(line: 0, scope: !294, inlinedAt: !306)
!306 = distinct !DILocation(line: 81, column: 9, scope: !192)
!307 = !DILocation(line: 51, column: 12, scope: !294, inlinedAt: !306)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 0, scope: !301, inlinedAt: !306)
!310 = !DILocation(line: 52, column: 5, scope: !301, inlinedAt: !306)
!311 = !{!312, !238, i64 0}
!312 = !{!"", !238, i64 0, !313, i64 8}
!313 = !{!"any pointer", !223, i64 0}
!314 = !DILocation(line: 53, column: 18, scope: !315, inlinedAt: !306)
!315 = distinct !DILexicalBlock(scope: !301, file: !3, line: 52, column: 5)
!316 = !DILocation(line: 53, column: 9, scope: !315, inlinedAt: !306)
!317 = !{!312, !313, i64 8}
!318 = !DILocation(line: 54, column: 13, scope: !319, inlinedAt: !306)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 53, column: 37)
!320 = !DILocation(line: 55, column: 15, scope: !319, inlinedAt: !306)
!321 = distinct !{!321, !316, !322, !233}
!322 = !DILocation(line: 56, column: 9, scope: !315, inlinedAt: !306)
!323 = !DILocation(line: 52, column: 61, scope: !315, inlinedAt: !306)
!324 = !DILocation(line: 52, column: 26, scope: !315, inlinedAt: !306)
!325 = distinct !{!325, !310, !326, !233}
!326 = !DILocation(line: 56, column: 9, scope: !301, inlinedAt: !306)
!327 = !DILocation(line: 82, column: 9, scope: !192)
!328 = !DILocation(line: 83, column: 5, scope: !193)
!329 = !DILocation(line: 79, column: 30, scope: !193)
!330 = !DILocation(line: 79, column: 23, scope: !193)
!331 = distinct !{!331, !289, !332, !233}
!332 = !DILocation(line: 83, column: 5, scope: !190)
!333 = !DILocation(line: 87, column: 5, scope: !174)
!334 = !DILocalVariable(name: "i", scope: !335, file: !3, line: 26, type: !72)
!335 = distinct !DILexicalBlock(scope: !336, file: !3, line: 26, column: 5)
!336 = distinct !DISubprogram(name: "crc_init", scope: !3, file: !3, line: 25, type: !337, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{null}
!339 = !{!334, !340, !343}
!340 = !DILocalVariable(name: "c", scope: !341, file: !3, line: 27, type: !72)
!341 = distinct !DILexicalBlock(scope: !342, file: !3, line: 26, column: 40)
!342 = distinct !DILexicalBlock(scope: !335, file: !3, line: 26, column: 5)
!343 = !DILocalVariable(name: "k", scope: !344, file: !3, line: 28, type: !113)
!344 = distinct !DILexicalBlock(scope: !341, file: !3, line: 28, column: 9)
!345 = !DILocation(line: 0, scope: !335, inlinedAt: !346)
!346 = distinct !DILocation(line: 88, column: 5, scope: !174)
!347 = !DILocation(line: 26, column: 5, scope: !335, inlinedAt: !346)
!348 = !DILocation(line: 26, column: 36, scope: !342, inlinedAt: !346)
!349 = !DILocation(line: 29, column: 19, scope: !350, inlinedAt: !346)
!350 = distinct !DILexicalBlock(scope: !344, file: !3, line: 28, column: 9)
!351 = !DILocation(line: 29, column: 17, scope: !350, inlinedAt: !346)
!352 = !DILocation(line: 30, column: 9, scope: !341, inlinedAt: !346)
!353 = !DILocation(line: 30, column: 22, scope: !341, inlinedAt: !346)
!354 = distinct !{!354, !347, !355, !233, !234, !356}
!355 = !DILocation(line: 31, column: 5, scope: !335, inlinedAt: !346)
!356 = !{!"llvm.loop.unroll.runtime.disable"}
!357 = !DILocation(line: 0, scope: !203)
!358 = !DILocation(line: 90, column: 5, scope: !203)
!359 = !DILocation(line: 96, column: 47, scope: !174)
!360 = !DILocation(line: 96, column: 61, scope: !174)
!361 = !DILocation(line: 96, column: 5, scope: !174)
!362 = !DILocation(line: 97, column: 5, scope: !174)
!363 = !DILocation(line: 91, column: 9, scope: !205)
!364 = !DILocation(line: 92, column: 28, scope: !205)
!365 = !{!313, !313, i64 0}
!366 = !DILocation(line: 92, column: 37, scope: !205)
!367 = !DILocalVariable(name: "s", arg: 1, scope: !368, file: !3, line: 34, type: !105)
!368 = distinct !DISubprogram(name: "crc32", scope: !3, file: !3, line: 34, type: !369, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !371)
!369 = !DISubroutineType(types: !370)
!370 = !{!72, !105, !302}
!371 = !{!367, !372, !373, !374}
!372 = !DILocalVariable(name: "n", arg: 2, scope: !368, file: !3, line: 34, type: !302)
!373 = !DILocalVariable(name: "c", scope: !368, file: !3, line: 35, type: !72)
!374 = !DILocalVariable(name: "i", scope: !375, file: !3, line: 36, type: !302)
!375 = distinct !DILexicalBlock(scope: !368, file: !3, line: 36, column: 5)
!376 = !DILocation(line: 0, scope: !368, inlinedAt: !377)
!377 = distinct !DILocation(line: 92, column: 22, scope: !205)
!378 = !DILocation(line: 0, scope: !375, inlinedAt: !377)
!379 = !DILocation(line: 36, column: 26, scope: !380, inlinedAt: !377)
!380 = distinct !DILexicalBlock(scope: !375, file: !3, line: 36, column: 5)
!381 = !DILocation(line: 36, column: 5, scope: !375, inlinedAt: !377)
!382 = !DILocation(line: 37, column: 37, scope: !380, inlinedAt: !377)
!383 = !DILocation(line: 37, column: 43, scope: !380, inlinedAt: !377)
!384 = !DILocation(line: 37, column: 13, scope: !380, inlinedAt: !377)
!385 = !DILocation(line: 37, column: 56, scope: !380, inlinedAt: !377)
!386 = !DILocation(line: 37, column: 51, scope: !380, inlinedAt: !377)
!387 = !DILocation(line: 38, column: 14, scope: !368, inlinedAt: !377)
!388 = !DILocation(line: 36, column: 32, scope: !380, inlinedAt: !377)
!389 = distinct !{!389, !381, !390, !233}
!390 = !DILocation(line: 37, column: 60, scope: !375, inlinedAt: !377)
!391 = !DILocalVariable(name: "out", arg: 2, scope: !392, file: !3, line: 59, type: !297)
!392 = distinct !DISubprogram(name: "to_hex", scope: !3, file: !3, line: 59, type: !393, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{null, !72, !297}
!395 = !{!396, !391, !397}
!396 = !DILocalVariable(name: "v", arg: 1, scope: !392, file: !3, line: 59, type: !72)
!397 = !DILocalVariable(name: "i", scope: !398, file: !3, line: 60, type: !113)
!398 = distinct !DILexicalBlock(scope: !392, file: !3, line: 60, column: 5)
!399 = !DILocation(line: 0, scope: !392, inlinedAt: !400)
!400 = distinct !DILocation(line: 93, column: 9, scope: !205)
!401 = !DILocation(line: 0, scope: !398, inlinedAt: !400)
!402 = !DILocation(line: 61, column: 30, scope: !403, inlinedAt: !400)
!403 = distinct !DILexicalBlock(scope: !404, file: !3, line: 60, column: 34)
!404 = distinct !DILexicalBlock(scope: !398, file: !3, line: 60, column: 5)
!405 = !DILocation(line: 61, column: 18, scope: !403, inlinedAt: !400)
!406 = !DILocation(line: 61, column: 16, scope: !403, inlinedAt: !400)
!407 = distinct !DIAssignID()
!408 = !DILocation(line: 62, column: 11, scope: !403, inlinedAt: !400)
!409 = distinct !DIAssignID()
!410 = distinct !DIAssignID()
!411 = distinct !DIAssignID()
!412 = distinct !DIAssignID()
!413 = distinct !DIAssignID()
!414 = distinct !DIAssignID()
!415 = distinct !DIAssignID()
!416 = !DILocation(line: 64, column: 12, scope: !392, inlinedAt: !400)
!417 = distinct !DIAssignID()
!418 = !DILocation(line: 94, column: 9, scope: !205)
!419 = !DILocation(line: 95, column: 5, scope: !206)
!420 = !DILocation(line: 90, column: 29, scope: !206)
!421 = !DILocation(line: 90, column: 23, scope: !206)
!422 = distinct !{!422, !358, !423, !233}
!423 = !DILocation(line: 95, column: 5, scope: !203)
!424 = !DISubprogram(name: "printf", scope: !425, file: !425, line: 356, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!426 = !DISubroutineType(types: !427)
!427 = !{!113, !428, null}
!428 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!429 = !DISubprogram(name: "strlen", scope: !430, file: !430, line: 407, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!431 = !DISubroutineType(types: !432)
!432 = !{!304, !105}
!433 = !DISubprogram(name: "strcat", scope: !430, file: !430, line: 149, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{!297, !436, !428}
!436 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !297)
