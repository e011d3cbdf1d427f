; ModuleID = 'const_tables.c'
source_filename = "const_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@popcount4 = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16, !dbg !0
@.str = private unnamed_addr constant [24 x i8] c"bits set in 0..255: %u\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [44 x i8] c"%d leap=%d day_of_year(Dec 31)=%d Mar 1=%d\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [16 x i8] c"%s has %d days\0A\00", align 1, !dbg !22
@__const.main.nums = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 16
@.str.3 = private unnamed_addr constant [9 x i8] c"%d = %s\0A\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [13 x i8] c"weighted=%f\0A\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !37
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !42
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [25 x i8] c"crc32(\22%s\22) = %s = %08X\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [31 x i8] c"table[1]=%08x table[255]=%08x\0A\00", align 1, !dbg !64
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !69
@.str.12 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1, !dbg !77
@.str.14 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1, !dbg !81
@.str.16 = private unnamed_addr constant [4 x i8] c"May\00", align 1, !dbg !85
@.str.18 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1, !dbg !89
@.str.20 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1, !dbg !93
@.str.22 = private unnamed_addr constant [4 x i8] c"Nov\00", align 1, !dbg !97
@.str.25 = private unnamed_addr constant [3 x i8] c"CM\00", align 1, !dbg !117
@.str.27 = private unnamed_addr constant [3 x i8] c"CD\00", align 1, !dbg !124
@.str.29 = private unnamed_addr constant [3 x i8] c"XC\00", align 1, !dbg !128
@.str.31 = private unnamed_addr constant [3 x i8] c"XL\00", align 1, !dbg !132
@.str.33 = private unnamed_addr constant [3 x i8] c"IX\00", align 1, !dbg !136
@.str.35 = private unnamed_addr constant [3 x i8] c"IV\00", align 1, !dbg !140
@hexdigits = internal unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 16, !dbg !159

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !174 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !191, !DIExpression(), !208, ptr %1, !DIExpression(), !209)
  %2 = alloca [9 x i8], align 8, !DIAssignID !210
    #dbg_assign(i1 undef, !204, !DIExpression(), !210, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 0, !178, !DIExpression(), !212)
    #dbg_value(i32 0, !179, !DIExpression(), !213)
  br label %15, !dbg !214

3:                                                ; preds = %15
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38), !dbg !215
    #dbg_assign(i1 undef, !181, !DIExpression(), !216, ptr poison, !DIExpression(), !212)
    #dbg_value(i32 0, !183, !DIExpression(), !217)
    #dbg_value(i64 0, !183, !DIExpression(), !217)
    #dbg_value(i32 1900, !218, !DIExpression(), !223)
    #dbg_value(i32 1900, !226, !DIExpression(), !236)
    #dbg_value(i32 12, !231, !DIExpression(), !236)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 1900, !218, !DIExpression(), !238)
    #dbg_value(i64 0, !233, !DIExpression(), !236)
    #dbg_value(i64 0, !234, !DIExpression(), !240)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 62, !232, !DIExpression(), !236)
    #dbg_value(i64 1, !234, !DIExpression(), !240)
    #dbg_value(i32 90, !232, !DIExpression(), !236)
    #dbg_value(i64 2, !234, !DIExpression(), !240)
    #dbg_value(i32 121, !232, !DIExpression(), !236)
    #dbg_value(i64 3, !234, !DIExpression(), !240)
    #dbg_value(i32 151, !232, !DIExpression(), !236)
    #dbg_value(i64 4, !234, !DIExpression(), !240)
    #dbg_value(i32 182, !232, !DIExpression(), !236)
    #dbg_value(i64 5, !234, !DIExpression(), !240)
    #dbg_value(i32 212, !232, !DIExpression(), !236)
    #dbg_value(i64 6, !234, !DIExpression(), !240)
    #dbg_value(i32 243, !232, !DIExpression(), !236)
    #dbg_value(i64 7, !234, !DIExpression(), !240)
    #dbg_value(i32 274, !232, !DIExpression(), !236)
    #dbg_value(i64 8, !234, !DIExpression(), !240)
    #dbg_value(i32 304, !232, !DIExpression(), !236)
    #dbg_value(i64 9, !234, !DIExpression(), !240)
    #dbg_value(i32 335, !232, !DIExpression(), !236)
    #dbg_value(i64 10, !234, !DIExpression(), !240)
    #dbg_value(i32 365, !232, !DIExpression(), !236)
    #dbg_value(i64 11, !234, !DIExpression(), !240)
    #dbg_value(i32 1900, !226, !DIExpression(), !241)
    #dbg_value(i32 3, !231, !DIExpression(), !241)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 1900, !218, !DIExpression(), !243)
    #dbg_value(i64 0, !233, !DIExpression(), !241)
    #dbg_value(i64 0, !234, !DIExpression(), !245)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 32, !232, !DIExpression(), !241)
    #dbg_value(i64 1, !234, !DIExpression(), !245)
    #dbg_value(i32 60, !232, !DIExpression(), !241)
    #dbg_value(i64 2, !234, !DIExpression(), !245)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1900, i32 noundef 0, i32 noundef 365, i32 noundef 60), !dbg !246
    #dbg_value(i64 1, !183, !DIExpression(), !217)
    #dbg_value(i32 2000, !218, !DIExpression(), !223)
    #dbg_value(i32 2000, !226, !DIExpression(), !236)
    #dbg_value(i32 12, !231, !DIExpression(), !236)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 2000, !218, !DIExpression(), !238)
    #dbg_value(i64 1, !233, !DIExpression(), !236)
    #dbg_value(i64 0, !234, !DIExpression(), !240)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 62, !232, !DIExpression(), !236)
    #dbg_value(i64 1, !234, !DIExpression(), !240)
    #dbg_value(i32 91, !232, !DIExpression(), !236)
    #dbg_value(i64 2, !234, !DIExpression(), !240)
    #dbg_value(i32 122, !232, !DIExpression(), !236)
    #dbg_value(i64 3, !234, !DIExpression(), !240)
    #dbg_value(i32 152, !232, !DIExpression(), !236)
    #dbg_value(i64 4, !234, !DIExpression(), !240)
    #dbg_value(i32 183, !232, !DIExpression(), !236)
    #dbg_value(i64 5, !234, !DIExpression(), !240)
    #dbg_value(i32 213, !232, !DIExpression(), !236)
    #dbg_value(i64 6, !234, !DIExpression(), !240)
    #dbg_value(i32 244, !232, !DIExpression(), !236)
    #dbg_value(i64 7, !234, !DIExpression(), !240)
    #dbg_value(i32 275, !232, !DIExpression(), !236)
    #dbg_value(i64 8, !234, !DIExpression(), !240)
    #dbg_value(i32 305, !232, !DIExpression(), !236)
    #dbg_value(i64 9, !234, !DIExpression(), !240)
    #dbg_value(i32 336, !232, !DIExpression(), !236)
    #dbg_value(i64 10, !234, !DIExpression(), !240)
    #dbg_value(i32 366, !232, !DIExpression(), !236)
    #dbg_value(i64 11, !234, !DIExpression(), !240)
    #dbg_value(i32 2000, !226, !DIExpression(), !241)
    #dbg_value(i32 3, !231, !DIExpression(), !241)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 2000, !218, !DIExpression(), !243)
    #dbg_value(i64 1, !233, !DIExpression(), !241)
    #dbg_value(i64 0, !234, !DIExpression(), !245)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 32, !232, !DIExpression(), !241)
    #dbg_value(i64 1, !234, !DIExpression(), !245)
    #dbg_value(i32 61, !232, !DIExpression(), !241)
    #dbg_value(i64 2, !234, !DIExpression(), !245)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2000, i32 noundef 1, i32 noundef 366, i32 noundef 61), !dbg !246
    #dbg_value(i64 2, !183, !DIExpression(), !217)
    #dbg_value(i32 2023, !218, !DIExpression(), !223)
    #dbg_value(i32 2023, !226, !DIExpression(), !236)
    #dbg_value(i32 12, !231, !DIExpression(), !236)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 2023, !218, !DIExpression(), !238)
    #dbg_value(i64 0, !233, !DIExpression(), !236)
    #dbg_value(i64 0, !234, !DIExpression(), !240)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 62, !232, !DIExpression(), !236)
    #dbg_value(i64 1, !234, !DIExpression(), !240)
    #dbg_value(i32 90, !232, !DIExpression(), !236)
    #dbg_value(i64 2, !234, !DIExpression(), !240)
    #dbg_value(i32 121, !232, !DIExpression(), !236)
    #dbg_value(i64 3, !234, !DIExpression(), !240)
    #dbg_value(i32 151, !232, !DIExpression(), !236)
    #dbg_value(i64 4, !234, !DIExpression(), !240)
    #dbg_value(i32 182, !232, !DIExpression(), !236)
    #dbg_value(i64 5, !234, !DIExpression(), !240)
    #dbg_value(i32 212, !232, !DIExpression(), !236)
    #dbg_value(i64 6, !234, !DIExpression(), !240)
    #dbg_value(i32 243, !232, !DIExpression(), !236)
    #dbg_value(i64 7, !234, !DIExpression(), !240)
    #dbg_value(i32 274, !232, !DIExpression(), !236)
    #dbg_value(i64 8, !234, !DIExpression(), !240)
    #dbg_value(i32 304, !232, !DIExpression(), !236)
    #dbg_value(i64 9, !234, !DIExpression(), !240)
    #dbg_value(i32 335, !232, !DIExpression(), !236)
    #dbg_value(i64 10, !234, !DIExpression(), !240)
    #dbg_value(i32 365, !232, !DIExpression(), !236)
    #dbg_value(i64 11, !234, !DIExpression(), !240)
    #dbg_value(i32 2023, !226, !DIExpression(), !241)
    #dbg_value(i32 3, !231, !DIExpression(), !241)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 2023, !218, !DIExpression(), !243)
    #dbg_value(i64 0, !233, !DIExpression(), !241)
    #dbg_value(i64 0, !234, !DIExpression(), !245)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 32, !232, !DIExpression(), !241)
    #dbg_value(i64 1, !234, !DIExpression(), !245)
    #dbg_value(i32 60, !232, !DIExpression(), !241)
    #dbg_value(i64 2, !234, !DIExpression(), !245)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2023, i32 noundef 0, i32 noundef 365, i32 noundef 60), !dbg !246
    #dbg_value(i64 3, !183, !DIExpression(), !217)
    #dbg_value(i32 2024, !218, !DIExpression(), !223)
    #dbg_value(i64 1, !233, !DIExpression(), !236)
    #dbg_value(i64 0, !234, !DIExpression(), !240)
    #dbg_value(i32 31, !232, !DIExpression(), !236)
    #dbg_value(i32 62, !232, !DIExpression(), !236)
    #dbg_value(i64 1, !234, !DIExpression(), !240)
    #dbg_value(i32 91, !232, !DIExpression(), !236)
    #dbg_value(i64 2, !234, !DIExpression(), !240)
    #dbg_value(i32 122, !232, !DIExpression(), !236)
    #dbg_value(i64 3, !234, !DIExpression(), !240)
    #dbg_value(i32 152, !232, !DIExpression(), !236)
    #dbg_value(i64 4, !234, !DIExpression(), !240)
    #dbg_value(i32 183, !232, !DIExpression(), !236)
    #dbg_value(i64 5, !234, !DIExpression(), !240)
    #dbg_value(i32 213, !232, !DIExpression(), !236)
    #dbg_value(i64 6, !234, !DIExpression(), !240)
    #dbg_value(i32 244, !232, !DIExpression(), !236)
    #dbg_value(i64 7, !234, !DIExpression(), !240)
    #dbg_value(i32 275, !232, !DIExpression(), !236)
    #dbg_value(i64 8, !234, !DIExpression(), !240)
    #dbg_value(i32 305, !232, !DIExpression(), !236)
    #dbg_value(i64 9, !234, !DIExpression(), !240)
    #dbg_value(i32 336, !232, !DIExpression(), !236)
    #dbg_value(i64 10, !234, !DIExpression(), !240)
    #dbg_value(i32 366, !232, !DIExpression(), !236)
    #dbg_value(i64 11, !234, !DIExpression(), !240)
    #dbg_value(i32 2024, !226, !DIExpression(), !241)
    #dbg_value(i32 3, !231, !DIExpression(), !241)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 2024, !218, !DIExpression(), !243)
    #dbg_value(i64 1, !233, !DIExpression(), !241)
    #dbg_value(i64 0, !234, !DIExpression(), !245)
    #dbg_value(i32 1, !232, !DIExpression(), !241)
    #dbg_value(i32 32, !232, !DIExpression(), !241)
    #dbg_value(i64 1, !234, !DIExpression(), !245)
    #dbg_value(i32 61, !232, !DIExpression(), !241)
    #dbg_value(i64 2, !234, !DIExpression(), !245)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2024, i32 noundef 1, i32 noundef 366, i32 noundef 61), !dbg !246
    #dbg_value(i64 4, !183, !DIExpression(), !217)
    #dbg_value(i64 0, !185, !DIExpression(), !247)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.12, i32 noundef 31), !dbg !248
    #dbg_value(i64 2, !185, !DIExpression(), !247)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14, i32 noundef 31), !dbg !248
    #dbg_value(i64 4, !185, !DIExpression(), !247)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.16, i32 noundef 31), !dbg !248
    #dbg_value(i64 6, !185, !DIExpression(), !247)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.18, i32 noundef 31), !dbg !248
    #dbg_value(i64 8, !185, !DIExpression(), !247)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.20, i32 noundef 30), !dbg !248
    #dbg_value(i64 10, !185, !DIExpression(), !247)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.22, i32 noundef 30), !dbg !248
    #dbg_value(i64 12, !185, !DIExpression(), !247)
  br label %41, !dbg !250

15:                                               ; preds = %15, %0
  %16 = phi i32 [ 0, %0 ], [ %38, %15 ]
  %17 = phi i32 [ 0, %0 ], [ %39, %15 ]
    #dbg_value(i32 %16, !178, !DIExpression(), !212)
    #dbg_value(i32 %17, !179, !DIExpression(), !213)
  %18 = and i32 %17, 14, !dbg !251
  %19 = zext nneg i32 %18 to i64, !dbg !253
  %20 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %19, !dbg !253
  %21 = load i8, ptr %20, align 2, !dbg !253, !tbaa !254
  %22 = zext i8 %21 to i32, !dbg !253
  %23 = lshr i32 %17, 4, !dbg !257
  %24 = zext nneg i32 %23 to i64, !dbg !258
  %25 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %24, !dbg !258
  %26 = load i8, ptr %25, align 1, !dbg !258, !tbaa !254
  %27 = zext i8 %26 to i32, !dbg !258
  %28 = add i32 %16, %22, !dbg !259
  %29 = add i32 %28, %27, !dbg !260
    #dbg_value(i32 %29, !178, !DIExpression(), !212)
    #dbg_value(i32 %17, !179, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !213)
  %30 = and i32 %17, 14, !dbg !251
  %31 = or disjoint i32 %30, 1, !dbg !251
  %32 = zext nneg i32 %31 to i64, !dbg !253
  %33 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %32, !dbg !253
  %34 = load i8, ptr %33, align 1, !dbg !253, !tbaa !254
  %35 = zext i8 %34 to i32, !dbg !253
  %36 = zext i8 %26 to i32, !dbg !258
  %37 = add i32 %29, %35, !dbg !259
  %38 = add i32 %37, %36, !dbg !260
    #dbg_value(i32 %38, !178, !DIExpression(), !212)
  %39 = add nuw nsw i32 %17, 2, !dbg !261
    #dbg_value(i32 %39, !179, !DIExpression(), !213)
  %40 = icmp eq i32 %39, 256, !dbg !262
  br i1 %40, label %3, label %15, !dbg !214, !llvm.loop !263

41:                                               ; preds = %3, %152
  %42 = phi i64 [ 0, %3 ], [ %154, %152 ]
    #dbg_value(i64 %42, !189, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5, !dbg !268
  %43 = getelementptr inbounds [10 x i32], ptr @__const.main.nums, i64 0, i64 %42, !dbg !269
  %44 = load i32, ptr %43, align 4, !dbg !269, !tbaa !270
    #dbg_value(i32 %44, !272, !DIExpression(), !284)
    #dbg_value(ptr %1, !278, !DIExpression(), !284)
  store i8 0, ptr %1, align 16, !dbg !286, !tbaa !254, !DIAssignID !287
    #dbg_assign(i8 0, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !287, ptr %1, !DIExpression(), !209)
    #dbg_value(i64 0, !279, !DIExpression(), !288)
  %45 = icmp ult i64 %42, 7, !dbg !289
  br i1 %45, label %52, label %46, !dbg !291

46:                                               ; preds = %41, %46
  %47 = phi i32 [ %50, %46 ], [ %44, %41 ]
    #dbg_value(i32 %47, !272, !DIExpression(), !284)
  %48 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %49 = getelementptr inbounds i8, ptr %1, i64 %48, !dbg !292
  store i16 77, ptr %49, align 1, !dbg !292
  %50 = add nsw i32 %47, -1000, !dbg !294
    #dbg_value(i32 %50, !272, !DIExpression(), !284)
  %51 = icmp ult i32 %47, 2000, !dbg !289
  br i1 %51, label %52, label %46, !dbg !291, !llvm.loop !295

52:                                               ; preds = %46, %41
  %53 = phi i32 [ %44, %41 ], [ %50, %46 ]
    #dbg_value(i64 1, !279, !DIExpression(), !288)
    #dbg_value(i32 %53, !272, !DIExpression(), !284)
  %54 = icmp slt i32 %53, 900, !dbg !289
  br i1 %54, label %61, label %55, !dbg !291

55:                                               ; preds = %52, %55
  %56 = phi i32 [ %59, %55 ], [ %53, %52 ]
    #dbg_value(i32 %56, !272, !DIExpression(), !284)
  %57 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %58 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !292
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %58, ptr noundef nonnull align 1 dereferenceable(3) @.str.25, i64 3, i1 false), !dbg !292
  %59 = add nsw i32 %56, -900, !dbg !294
    #dbg_value(i32 %59, !272, !DIExpression(), !284)
  %60 = icmp ult i32 %56, 1800, !dbg !289
  br i1 %60, label %61, label %55, !dbg !291, !llvm.loop !297

61:                                               ; preds = %55, %52
  %62 = phi i32 [ %53, %52 ], [ %59, %55 ]
    #dbg_value(i64 2, !279, !DIExpression(), !288)
    #dbg_value(i32 %62, !272, !DIExpression(), !284)
  %63 = icmp slt i32 %62, 500, !dbg !289
  br i1 %63, label %70, label %64, !dbg !291

64:                                               ; preds = %61, %64
  %65 = phi i32 [ %68, %64 ], [ %62, %61 ]
    #dbg_value(i32 %65, !272, !DIExpression(), !284)
  %66 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %67 = getelementptr inbounds i8, ptr %1, i64 %66, !dbg !292
  store i16 68, ptr %67, align 1, !dbg !292
  %68 = add nsw i32 %65, -500, !dbg !294
    #dbg_value(i32 %68, !272, !DIExpression(), !284)
  %69 = icmp ult i32 %65, 1000, !dbg !289
  br i1 %69, label %70, label %64, !dbg !291, !llvm.loop !298

70:                                               ; preds = %64, %61
  %71 = phi i32 [ %62, %61 ], [ %68, %64 ]
    #dbg_value(i64 3, !279, !DIExpression(), !288)
    #dbg_value(i32 %71, !272, !DIExpression(), !284)
  %72 = icmp slt i32 %71, 400, !dbg !289
  br i1 %72, label %79, label %73, !dbg !291

73:                                               ; preds = %70, %73
  %74 = phi i32 [ %77, %73 ], [ %71, %70 ]
    #dbg_value(i32 %74, !272, !DIExpression(), !284)
  %75 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %76 = getelementptr inbounds i8, ptr %1, i64 %75, !dbg !292
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %76, ptr noundef nonnull align 1 dereferenceable(3) @.str.27, i64 3, i1 false), !dbg !292
  %77 = add nsw i32 %74, -400, !dbg !294
    #dbg_value(i32 %77, !272, !DIExpression(), !284)
  %78 = icmp ult i32 %74, 800, !dbg !289
  br i1 %78, label %79, label %73, !dbg !291, !llvm.loop !299

79:                                               ; preds = %73, %70
  %80 = phi i32 [ %71, %70 ], [ %77, %73 ]
    #dbg_value(i64 4, !279, !DIExpression(), !288)
    #dbg_value(i32 %80, !272, !DIExpression(), !284)
  %81 = icmp slt i32 %80, 100, !dbg !289
  br i1 %81, label %88, label %82, !dbg !291

82:                                               ; preds = %79, %82
  %83 = phi i32 [ %86, %82 ], [ %80, %79 ]
    #dbg_value(i32 %83, !272, !DIExpression(), !284)
  %84 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %85 = getelementptr inbounds i8, ptr %1, i64 %84, !dbg !292
  store i16 67, ptr %85, align 1, !dbg !292
  %86 = add nsw i32 %83, -100, !dbg !294
    #dbg_value(i32 %86, !272, !DIExpression(), !284)
  %87 = icmp ult i32 %83, 200, !dbg !289
  br i1 %87, label %88, label %82, !dbg !291, !llvm.loop !300

88:                                               ; preds = %82, %79
  %89 = phi i32 [ %80, %79 ], [ %86, %82 ]
    #dbg_value(i64 5, !279, !DIExpression(), !288)
    #dbg_value(i32 %89, !272, !DIExpression(), !284)
  %90 = icmp slt i32 %89, 90, !dbg !289
  br i1 %90, label %97, label %91, !dbg !291

91:                                               ; preds = %88, %91
  %92 = phi i32 [ %95, %91 ], [ %89, %88 ]
    #dbg_value(i32 %92, !272, !DIExpression(), !284)
  %93 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %94 = getelementptr inbounds i8, ptr %1, i64 %93, !dbg !292
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %94, ptr noundef nonnull align 1 dereferenceable(3) @.str.29, i64 3, i1 false), !dbg !292
  %95 = add nsw i32 %92, -90, !dbg !294
    #dbg_value(i32 %95, !272, !DIExpression(), !284)
  %96 = icmp ult i32 %92, 180, !dbg !289
  br i1 %96, label %97, label %91, !dbg !291, !llvm.loop !301

97:                                               ; preds = %91, %88
  %98 = phi i32 [ %89, %88 ], [ %95, %91 ]
    #dbg_value(i64 6, !279, !DIExpression(), !288)
    #dbg_value(i32 %98, !272, !DIExpression(), !284)
  %99 = icmp slt i32 %98, 50, !dbg !289
  br i1 %99, label %106, label %100, !dbg !291

100:                                              ; preds = %97, %100
  %101 = phi i32 [ %104, %100 ], [ %98, %97 ]
    #dbg_value(i32 %101, !272, !DIExpression(), !284)
  %102 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %103 = getelementptr inbounds i8, ptr %1, i64 %102, !dbg !292
  store i16 76, ptr %103, align 1, !dbg !292
  %104 = add nsw i32 %101, -50, !dbg !294
    #dbg_value(i32 %104, !272, !DIExpression(), !284)
  %105 = icmp ult i32 %101, 100, !dbg !289
  br i1 %105, label %106, label %100, !dbg !291, !llvm.loop !302

106:                                              ; preds = %100, %97
  %107 = phi i32 [ %98, %97 ], [ %104, %100 ]
    #dbg_value(i64 7, !279, !DIExpression(), !288)
    #dbg_value(i32 %107, !272, !DIExpression(), !284)
  %108 = icmp slt i32 %107, 40, !dbg !289
  br i1 %108, label %115, label %109, !dbg !291

109:                                              ; preds = %106, %109
  %110 = phi i32 [ %113, %109 ], [ %107, %106 ]
    #dbg_value(i32 %110, !272, !DIExpression(), !284)
  %111 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %112 = getelementptr inbounds i8, ptr %1, i64 %111, !dbg !292
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %112, ptr noundef nonnull align 1 dereferenceable(3) @.str.31, i64 3, i1 false), !dbg !292
  %113 = add nsw i32 %110, -40, !dbg !294
    #dbg_value(i32 %113, !272, !DIExpression(), !284)
  %114 = icmp ult i32 %110, 80, !dbg !289
  br i1 %114, label %115, label %109, !dbg !291, !llvm.loop !303

115:                                              ; preds = %109, %106
  %116 = phi i32 [ %107, %106 ], [ %113, %109 ]
    #dbg_value(i64 8, !279, !DIExpression(), !288)
    #dbg_value(i32 %116, !272, !DIExpression(), !284)
  %117 = icmp slt i32 %116, 10, !dbg !289
  br i1 %117, label %124, label %118, !dbg !291

118:                                              ; preds = %115, %118
  %119 = phi i32 [ %122, %118 ], [ %116, %115 ]
    #dbg_value(i32 %119, !272, !DIExpression(), !284)
  %120 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %121 = getelementptr inbounds i8, ptr %1, i64 %120, !dbg !292
  store i16 88, ptr %121, align 1, !dbg !292
  %122 = add nsw i32 %119, -10, !dbg !294
    #dbg_value(i32 %122, !272, !DIExpression(), !284)
  %123 = icmp ult i32 %119, 20, !dbg !289
  br i1 %123, label %124, label %118, !dbg !291, !llvm.loop !304

124:                                              ; preds = %118, %115
  %125 = phi i32 [ %116, %115 ], [ %122, %118 ]
    #dbg_value(i64 9, !279, !DIExpression(), !288)
    #dbg_value(i32 %125, !272, !DIExpression(), !284)
  %126 = icmp slt i32 %125, 9, !dbg !289
  br i1 %126, label %130, label %127, !dbg !291

127:                                              ; preds = %124
    #dbg_value(i32 9, !272, !DIExpression(), !284)
  %128 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %129 = getelementptr inbounds i8, ptr %1, i64 %128, !dbg !292
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %129, ptr noundef nonnull align 1 dereferenceable(3) @.str.33, i64 3, i1 false), !dbg !292
    #dbg_value(i64 11, !279, !DIExpression(), !288)
    #dbg_value(i32 0, !272, !DIExpression(), !284)
  br label %152, !dbg !291

130:                                              ; preds = %124
    #dbg_value(i64 10, !279, !DIExpression(), !288)
    #dbg_value(i32 %125, !272, !DIExpression(), !284)
  %131 = icmp slt i32 %125, 5, !dbg !289
  br i1 %131, label %138, label %132, !dbg !291

132:                                              ; preds = %130, %132
  %133 = phi i32 [ %136, %132 ], [ %125, %130 ]
    #dbg_value(i32 %133, !272, !DIExpression(), !284)
  %134 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %135 = getelementptr inbounds i8, ptr %1, i64 %134, !dbg !292
  store i16 86, ptr %135, align 1, !dbg !292
  %136 = add nsw i32 %133, -5, !dbg !294
    #dbg_value(i32 %136, !272, !DIExpression(), !284)
  %137 = icmp ult i32 %133, 10, !dbg !289
  br i1 %137, label %138, label %132, !dbg !291, !llvm.loop !305

138:                                              ; preds = %132, %130
  %139 = phi i32 [ %125, %130 ], [ %136, %132 ]
    #dbg_value(i64 11, !279, !DIExpression(), !288)
    #dbg_value(i32 %139, !272, !DIExpression(), !284)
  %140 = icmp slt i32 %139, 4, !dbg !289
  br i1 %140, label %144, label %141, !dbg !291

141:                                              ; preds = %138
    #dbg_value(i32 4, !272, !DIExpression(), !284)
  %142 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %143 = getelementptr inbounds i8, ptr %1, i64 %142, !dbg !292
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %143, ptr noundef nonnull align 1 dereferenceable(3) @.str.35, i64 3, i1 false), !dbg !292
    #dbg_value(i32 0, !272, !DIExpression(), !284)
  br label %152, !dbg !289

144:                                              ; preds = %138
    #dbg_value(i64 12, !279, !DIExpression(), !288)
    #dbg_value(i32 %139, !272, !DIExpression(), !284)
  %145 = icmp slt i32 %139, 1, !dbg !289
  br i1 %145, label %152, label %146, !dbg !291

146:                                              ; preds = %144, %146
  %147 = phi i32 [ %150, %146 ], [ %139, %144 ]
    #dbg_value(i32 %147, !272, !DIExpression(), !284)
  %148 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !292
  %149 = getelementptr inbounds i8, ptr %1, i64 %148, !dbg !292
  store i16 73, ptr %149, align 1, !dbg !292
  %150 = add nsw i32 %147, -1, !dbg !294
    #dbg_value(i32 %150, !272, !DIExpression(), !284)
  %151 = icmp ult i32 %147, 2, !dbg !289
  br i1 %151, label %152, label %146, !dbg !291, !llvm.loop !306

152:                                              ; preds = %146, %127, %141, %144
    #dbg_value(i64 13, !279, !DIExpression(), !288)
    #dbg_value(i32 poison, !272, !DIExpression(), !284)
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %44, ptr noundef nonnull %1), !dbg !307
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5, !dbg !308
  %154 = add nuw nsw i64 %42, 1, !dbg !309
    #dbg_value(i64 %154, !189, !DIExpression(), !267)
  %155 = icmp eq i64 %154, 10, !dbg !310
  br i1 %155, label %156, label %41, !dbg !250, !llvm.loop !311

156:                                              ; preds = %152
    #dbg_value(double 1.781250e+00, !197, !DIExpression(), !212)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.781250e+00), !dbg !313
    #dbg_value(i32 0, !314, !DIExpression(), !325)
  br label %158, !dbg !327

158:                                              ; preds = %158, %156
  %159 = phi i64 [ 0, %156 ], [ %202, %158 ], !dbg !328
  %160 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %156 ], [ %203, %158 ], !dbg !329
  %161 = and <4 x i32> %160, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %162 = icmp eq <4 x i32> %161, zeroinitializer, !dbg !329
  %163 = lshr <4 x i32> %160, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %164 = xor <4 x i32> %163, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %165 = select <4 x i1> %162, <4 x i32> %163, <4 x i32> %164, !dbg !331
  %166 = and <4 x i32> %165, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %167 = icmp eq <4 x i32> %166, zeroinitializer, !dbg !329
  %168 = lshr <4 x i32> %165, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %169 = xor <4 x i32> %168, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %170 = select <4 x i1> %167, <4 x i32> %168, <4 x i32> %169, !dbg !331
  %171 = and <4 x i32> %170, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %172 = icmp eq <4 x i32> %171, zeroinitializer, !dbg !329
  %173 = lshr <4 x i32> %170, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %174 = xor <4 x i32> %173, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %175 = select <4 x i1> %172, <4 x i32> %173, <4 x i32> %174, !dbg !331
  %176 = and <4 x i32> %175, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %177 = icmp eq <4 x i32> %176, zeroinitializer, !dbg !329
  %178 = lshr <4 x i32> %175, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %179 = xor <4 x i32> %178, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %180 = select <4 x i1> %177, <4 x i32> %178, <4 x i32> %179, !dbg !331
  %181 = and <4 x i32> %180, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %182 = icmp eq <4 x i32> %181, zeroinitializer, !dbg !329
  %183 = lshr <4 x i32> %180, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %184 = xor <4 x i32> %183, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %185 = select <4 x i1> %182, <4 x i32> %183, <4 x i32> %184, !dbg !331
  %186 = and <4 x i32> %185, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %187 = icmp eq <4 x i32> %186, zeroinitializer, !dbg !329
  %188 = lshr <4 x i32> %185, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %189 = xor <4 x i32> %188, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %190 = select <4 x i1> %187, <4 x i32> %188, <4 x i32> %189, !dbg !331
  %191 = and <4 x i32> %190, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %192 = icmp eq <4 x i32> %191, zeroinitializer, !dbg !329
  %193 = lshr <4 x i32> %190, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %194 = xor <4 x i32> %193, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %195 = select <4 x i1> %192, <4 x i32> %193, <4 x i32> %194, !dbg !331
  %196 = and <4 x i32> %195, <i32 1, i32 1, i32 1, i32 1>, !dbg !329
  %197 = icmp eq <4 x i32> %196, zeroinitializer, !dbg !329
  %198 = lshr <4 x i32> %195, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %199 = xor <4 x i32> %198, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !331
  %200 = select <4 x i1> %197, <4 x i32> %198, <4 x i32> %199, !dbg !331
  %201 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %159, !dbg !332
  store <4 x i32> %200, ptr %201, align 16, !dbg !333, !tbaa !270
  %202 = add nuw i64 %159, 4, !dbg !328
  %203 = add <4 x i32> %160, <i32 4, i32 4, i32 4, i32 4>, !dbg !329
  %204 = icmp eq i64 %202, 256, !dbg !328
  br i1 %204, label %205, label %158, !dbg !328, !llvm.loop !334

205:                                              ; preds = %158
  %206 = getelementptr inbounds i8, ptr %2, i64 7
  %207 = getelementptr inbounds i8, ptr %2, i64 6
  %208 = getelementptr inbounds i8, ptr %2, i64 5
  %209 = getelementptr inbounds i8, ptr %2, i64 4
  %210 = getelementptr inbounds i8, ptr %2, i64 3
  %211 = getelementptr inbounds i8, ptr %2, i64 2
  %212 = getelementptr inbounds i8, ptr %2, i64 1
  %213 = getelementptr inbounds i8, ptr %2, i64 8
    #dbg_value(i64 0, !202, !DIExpression(), !337)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #5, !dbg !338
    #dbg_value(ptr @.str.5, !339, !DIExpression(), !348)
    #dbg_value(i64 0, !344, !DIExpression(), !348)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
    #dbg_value(i32 0, !207, !DIExpression(), !211)
    #dbg_value(ptr %2, !351, !DIExpression(), !359)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !361, ptr %206, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !361, ptr %207, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !361, ptr %208, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !361, ptr %209, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !361, ptr %210, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !361, ptr %211, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !361, ptr %212, !DIExpression(), !211)
    #dbg_assign(i64 3472328296227680304, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !361, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 0, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 -1, !357, !DIExpression(), !362)
  store i64 3472328296227680304, ptr %2, align 8, !dbg !363, !DIAssignID !361
  store i8 0, ptr %213, align 8, !dbg !366, !tbaa !254, !DIAssignID !367
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !367, ptr %213, !DIExpression(), !211)
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, ptr noundef nonnull %2, i32 noundef 0), !dbg !368
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #5, !dbg !369
    #dbg_value(i64 1, !202, !DIExpression(), !337)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #5, !dbg !338
    #dbg_value(ptr @.str.6, !339, !DIExpression(), !348)
    #dbg_value(i64 1, !344, !DIExpression(), !348)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
    #dbg_value(i32 poison, !345, !DIExpression(DW_OP_constu, 16777215, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 0, !346, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !350)
  %215 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 632), align 8, !dbg !370, !tbaa !270
    #dbg_value(i32 %215, !345, !DIExpression(DW_OP_constu, 16777215, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i32 %215, !345, !DIExpression(DW_OP_constu, 16777215, DW_OP_xor, DW_OP_stack_value), !348)
  %216 = xor i32 %215, -16777216, !dbg !372
    #dbg_value(i32 %215, !207, !DIExpression(DW_OP_constu, 18446744073692774400, DW_OP_xor, DW_OP_stack_value), !211)
    #dbg_value(ptr %2, !351, !DIExpression(), !359)
    #dbg_value(i64 7, !357, !DIExpression(), !362)
    #dbg_value(i32 %215, !356, !DIExpression(DW_OP_constu, 18446744073692774400, DW_OP_xor, DW_OP_stack_value), !359)
  %217 = and i32 %215, 15, !dbg !373
  %218 = zext nneg i32 %217 to i64, !dbg !374
  %219 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %218, !dbg !374
  %220 = load i8, ptr %219, align 1, !dbg !374, !tbaa !254
  store i8 %220, ptr %206, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %220, !204, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !361, ptr %206, !DIExpression(), !211)
  %221 = lshr i32 %215, 4, !dbg !375
    #dbg_value(i32 %215, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 6, !357, !DIExpression(), !362)
  %222 = and i32 %221, 15, !dbg !373
  %223 = zext nneg i32 %222 to i64, !dbg !374
  %224 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %223, !dbg !374
  %225 = load i8, ptr %224, align 1, !dbg !374, !tbaa !254
  store i8 %225, ptr %207, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %225, !204, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !361, ptr %207, !DIExpression(), !211)
  %226 = lshr i32 %215, 8, !dbg !375
    #dbg_value(i32 %215, !356, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 5, !357, !DIExpression(), !362)
  %227 = and i32 %226, 15, !dbg !373
  %228 = zext nneg i32 %227 to i64, !dbg !374
  %229 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %228, !dbg !374
  %230 = load i8, ptr %229, align 1, !dbg !374, !tbaa !254
  store i8 %230, ptr %208, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %230, !204, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !361, ptr %208, !DIExpression(), !211)
  %231 = lshr i32 %215, 12, !dbg !375
    #dbg_value(i32 %215, !356, !DIExpression(DW_OP_constu, 12, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 4, !357, !DIExpression(), !362)
  %232 = and i32 %231, 15, !dbg !373
  %233 = zext nneg i32 %232 to i64, !dbg !374
  %234 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %233, !dbg !374
  %235 = load i8, ptr %234, align 1, !dbg !374, !tbaa !254
  store i8 %235, ptr %209, align 4, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %235, !204, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !361, ptr %209, !DIExpression(), !211)
  %236 = lshr i32 %215, 16, !dbg !375
    #dbg_value(i32 %215, !356, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 3, !357, !DIExpression(), !362)
  %237 = and i32 %236, 15, !dbg !373
  %238 = zext nneg i32 %237 to i64, !dbg !374
  %239 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %238, !dbg !374
  %240 = load i8, ptr %239, align 1, !dbg !374, !tbaa !254
  store i8 %240, ptr %210, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %240, !204, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !361, ptr %210, !DIExpression(), !211)
  %241 = lshr i32 %215, 20, !dbg !375
    #dbg_value(i32 %215, !356, !DIExpression(DW_OP_constu, 20, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 2, !357, !DIExpression(), !362)
  %242 = and i32 %241, 15, !dbg !373
  %243 = zext nneg i32 %242 to i64, !dbg !374
  %244 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %243, !dbg !374
  %245 = load i8, ptr %244, align 1, !dbg !374, !tbaa !254
  store i8 %245, ptr %211, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %245, !204, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !361, ptr %211, !DIExpression(), !211)
  %246 = lshr i32 %216, 24, !dbg !375
    #dbg_value(i32 %246, !356, !DIExpression(), !359)
    #dbg_value(i64 1, !357, !DIExpression(), !362)
  %247 = and i32 %246, 15, !dbg !373
  %248 = zext nneg i32 %247 to i64, !dbg !374
  %249 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %248, !dbg !374
  %250 = load i8, ptr %249, align 1, !dbg !374, !tbaa !254
  store i8 %250, ptr %212, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %250, !204, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !361, ptr %212, !DIExpression(), !211)
  %251 = lshr i32 %216, 28, !dbg !375
    #dbg_value(i32 %251, !356, !DIExpression(), !359)
    #dbg_value(i64 0, !357, !DIExpression(), !362)
  %252 = zext nneg i32 %251 to i64, !dbg !374
  %253 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %252, !dbg !374
  %254 = load i8, ptr %253, align 1, !dbg !374, !tbaa !254
  store i8 %254, ptr %2, align 8, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %254, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !361, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 %251, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 -1, !357, !DIExpression(), !362)
  store i8 0, ptr %213, align 8, !dbg !366, !tbaa !254, !DIAssignID !367
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !367, ptr %213, !DIExpression(), !211)
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, ptr noundef nonnull %2, i32 noundef %216), !dbg !368
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #5, !dbg !369
    #dbg_value(i64 2, !202, !DIExpression(), !337)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #5, !dbg !338
    #dbg_value(ptr @.str.7, !339, !DIExpression(), !348)
    #dbg_value(i64 3, !344, !DIExpression(), !348)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
  %256 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 632), align 8, !dbg !370, !tbaa !270
    #dbg_value(i32 %256, !345, !DIExpression(DW_OP_constu, 16776960, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 1, !346, !DIExpression(), !350)
  %257 = and i32 %256, 255, !dbg !370
  %258 = xor i32 %257, 157, !dbg !370
  %259 = zext nneg i32 %258 to i64, !dbg !370
  %260 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %259, !dbg !370
  %261 = load i32, ptr %260, align 4, !dbg !370, !tbaa !270
  %262 = lshr i32 %256, 8, !dbg !376
  %263 = xor i32 %262, %261, !dbg !377
    #dbg_value(i32 %263, !345, !DIExpression(DW_OP_constu, 65280, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 2, !346, !DIExpression(), !350)
  %264 = and i32 %263, 255, !dbg !370
  %265 = xor i32 %264, 156, !dbg !370
  %266 = zext nneg i32 %265 to i64, !dbg !370
  %267 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %266, !dbg !370
  %268 = load i32, ptr %267, align 4, !dbg !370, !tbaa !270
  %269 = lshr i32 %263, 8, !dbg !376
  %270 = xor i32 %269, %268, !dbg !377
    #dbg_value(i32 %270, !345, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 3, !346, !DIExpression(), !350)
  %271 = xor i32 %270, -256, !dbg !372
    #dbg_value(i32 %270, !207, !DIExpression(DW_OP_constu, 18446744073709551360, DW_OP_xor, DW_OP_stack_value), !211)
    #dbg_value(ptr %2, !351, !DIExpression(), !359)
    #dbg_value(i64 7, !357, !DIExpression(), !362)
    #dbg_value(i32 %270, !356, !DIExpression(DW_OP_constu, 18446744073709551360, DW_OP_xor, DW_OP_stack_value), !359)
  %272 = and i32 %270, 15, !dbg !373
  %273 = zext nneg i32 %272 to i64, !dbg !374
  %274 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %273, !dbg !374
  %275 = load i8, ptr %274, align 1, !dbg !374, !tbaa !254
  store i8 %275, ptr %206, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %275, !204, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !361, ptr %206, !DIExpression(), !211)
  %276 = lshr i32 %270, 4, !dbg !375
    #dbg_value(i32 %270, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 6, !357, !DIExpression(), !362)
  %277 = and i32 %276, 15, !dbg !373
  %278 = zext nneg i32 %277 to i64, !dbg !374
  %279 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %278, !dbg !374
  %280 = load i8, ptr %279, align 1, !dbg !374, !tbaa !254
  store i8 %280, ptr %207, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %280, !204, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !361, ptr %207, !DIExpression(), !211)
  %281 = lshr i32 %271, 8, !dbg !375
    #dbg_value(i32 %281, !356, !DIExpression(), !359)
    #dbg_value(i64 5, !357, !DIExpression(), !362)
  %282 = and i32 %281, 15, !dbg !373
  %283 = zext nneg i32 %282 to i64, !dbg !374
  %284 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %283, !dbg !374
  %285 = load i8, ptr %284, align 1, !dbg !374, !tbaa !254
  store i8 %285, ptr %208, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %285, !204, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !361, ptr %208, !DIExpression(), !211)
  %286 = lshr i32 %271, 12, !dbg !375
    #dbg_value(i32 %286, !356, !DIExpression(), !359)
    #dbg_value(i64 4, !357, !DIExpression(), !362)
  %287 = and i32 %286, 15, !dbg !373
  %288 = zext nneg i32 %287 to i64, !dbg !374
  %289 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %288, !dbg !374
  %290 = load i8, ptr %289, align 1, !dbg !374, !tbaa !254
  store i8 %290, ptr %209, align 4, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %290, !204, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !361, ptr %209, !DIExpression(), !211)
  %291 = lshr i32 %271, 16, !dbg !375
    #dbg_value(i32 %291, !356, !DIExpression(), !359)
    #dbg_value(i64 3, !357, !DIExpression(), !362)
  %292 = and i32 %291, 15, !dbg !373
  %293 = zext nneg i32 %292 to i64, !dbg !374
  %294 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %293, !dbg !374
  %295 = load i8, ptr %294, align 1, !dbg !374, !tbaa !254
  store i8 %295, ptr %210, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %295, !204, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !361, ptr %210, !DIExpression(), !211)
  %296 = lshr i32 %271, 20, !dbg !375
    #dbg_value(i32 %296, !356, !DIExpression(), !359)
    #dbg_value(i64 2, !357, !DIExpression(), !362)
  %297 = and i32 %296, 15, !dbg !373
  %298 = zext nneg i32 %297 to i64, !dbg !374
  %299 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %298, !dbg !374
  %300 = load i8, ptr %299, align 1, !dbg !374, !tbaa !254
  store i8 %300, ptr %211, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %300, !204, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !361, ptr %211, !DIExpression(), !211)
  %301 = lshr i32 %271, 24, !dbg !375
    #dbg_value(i32 %301, !356, !DIExpression(), !359)
    #dbg_value(i64 1, !357, !DIExpression(), !362)
  %302 = and i32 %301, 15, !dbg !373
  %303 = zext nneg i32 %302 to i64, !dbg !374
  %304 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %303, !dbg !374
  %305 = load i8, ptr %304, align 1, !dbg !374, !tbaa !254
  store i8 %305, ptr %212, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %305, !204, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !361, ptr %212, !DIExpression(), !211)
  %306 = lshr i32 %271, 28, !dbg !375
    #dbg_value(i32 %306, !356, !DIExpression(), !359)
    #dbg_value(i64 0, !357, !DIExpression(), !362)
  %307 = zext nneg i32 %306 to i64, !dbg !374
  %308 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %307, !dbg !374
  %309 = load i8, ptr %308, align 1, !dbg !374, !tbaa !254
  store i8 %309, ptr %2, align 8, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %309, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !361, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 %306, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 -1, !357, !DIExpression(), !362)
  store i8 0, ptr %213, align 8, !dbg !366, !tbaa !254, !DIAssignID !367
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !367, ptr %213, !DIExpression(), !211)
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, ptr noundef nonnull %2, i32 noundef %271), !dbg !368
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #5, !dbg !369
    #dbg_value(i64 3, !202, !DIExpression(), !337)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #5, !dbg !338
    #dbg_value(ptr @.str.8, !339, !DIExpression(), !348)
    #dbg_value(i64 9, !344, !DIExpression(), !348)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
  %311 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 8, !dbg !370, !tbaa !270
    #dbg_value(i32 %311, !345, !DIExpression(DW_OP_constu, 16776960, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 1, !346, !DIExpression(), !350)
  %312 = and i32 %311, 255, !dbg !370
  %313 = xor i32 %312, 205, !dbg !370
  %314 = zext nneg i32 %313 to i64, !dbg !370
  %315 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %314, !dbg !370
  %316 = load i32, ptr %315, align 4, !dbg !370, !tbaa !270
  %317 = lshr i32 %311, 8, !dbg !376
  %318 = xor i32 %317, %316, !dbg !377
    #dbg_value(i32 %318, !345, !DIExpression(DW_OP_constu, 65280, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 2, !346, !DIExpression(), !350)
  %319 = and i32 %318, 255, !dbg !370
  %320 = xor i32 %319, 204, !dbg !370
  %321 = zext nneg i32 %320 to i64, !dbg !370
  %322 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %321, !dbg !370
  %323 = load i32, ptr %322, align 4, !dbg !370, !tbaa !270
  %324 = lshr i32 %318, 8, !dbg !376
  %325 = xor i32 %324, %323, !dbg !377
    #dbg_value(i32 %325, !345, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !348)
    #dbg_value(i64 3, !346, !DIExpression(), !350)
  %326 = and i32 %325, 255, !dbg !370
  %327 = xor i32 %326, 203, !dbg !370
  %328 = zext nneg i32 %327 to i64, !dbg !370
  %329 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %328, !dbg !370
  %330 = load i32, ptr %329, align 4, !dbg !370, !tbaa !270
  %331 = lshr i32 %325, 8, !dbg !376
  %332 = xor i32 %330, %331, !dbg !377
    #dbg_value(i32 %332, !345, !DIExpression(), !348)
    #dbg_value(i64 4, !346, !DIExpression(), !350)
  %333 = and i32 %332, 255, !dbg !370
  %334 = xor i32 %333, 53, !dbg !370
  %335 = zext nneg i32 %334 to i64, !dbg !370
  %336 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %335, !dbg !370
  %337 = load i32, ptr %336, align 4, !dbg !370, !tbaa !270
  %338 = lshr i32 %332, 8, !dbg !376
  %339 = xor i32 %337, %338, !dbg !377
    #dbg_value(i32 %339, !345, !DIExpression(), !348)
    #dbg_value(i64 5, !346, !DIExpression(), !350)
  %340 = and i32 %339, 255, !dbg !370
  %341 = xor i32 %340, 54, !dbg !370
  %342 = zext nneg i32 %341 to i64, !dbg !370
  %343 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %342, !dbg !370
  %344 = load i32, ptr %343, align 4, !dbg !370, !tbaa !270
  %345 = lshr i32 %339, 8, !dbg !376
  %346 = xor i32 %344, %345, !dbg !377
    #dbg_value(i32 %346, !345, !DIExpression(), !348)
    #dbg_value(i64 6, !346, !DIExpression(), !350)
  %347 = and i32 %346, 255, !dbg !370
  %348 = xor i32 %347, 55, !dbg !370
  %349 = zext nneg i32 %348 to i64, !dbg !370
  %350 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %349, !dbg !370
  %351 = load i32, ptr %350, align 4, !dbg !370, !tbaa !270
  %352 = lshr i32 %346, 8, !dbg !376
  %353 = xor i32 %351, %352, !dbg !377
    #dbg_value(i32 %353, !345, !DIExpression(), !348)
    #dbg_value(i64 7, !346, !DIExpression(), !350)
  %354 = and i32 %353, 255, !dbg !370
  %355 = xor i32 %354, 56, !dbg !370
  %356 = zext nneg i32 %355 to i64, !dbg !370
  %357 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %356, !dbg !370
  %358 = load i32, ptr %357, align 4, !dbg !370, !tbaa !270
  %359 = lshr i32 %353, 8, !dbg !376
  %360 = xor i32 %358, %359, !dbg !377
    #dbg_value(i32 %360, !345, !DIExpression(), !348)
    #dbg_value(i64 8, !346, !DIExpression(), !350)
  %361 = and i32 %360, 255, !dbg !370
  %362 = xor i32 %361, 57, !dbg !370
  %363 = zext nneg i32 %362 to i64, !dbg !370
  %364 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %363, !dbg !370
  %365 = load i32, ptr %364, align 4, !dbg !370, !tbaa !270
  %366 = lshr i32 %360, 8, !dbg !376
  %367 = xor i32 %365, %366, !dbg !377
    #dbg_value(i32 %367, !345, !DIExpression(), !348)
    #dbg_value(i64 9, !346, !DIExpression(), !350)
  %368 = xor i32 %367, -1, !dbg !372
    #dbg_value(i32 %368, !207, !DIExpression(), !211)
    #dbg_value(ptr %2, !351, !DIExpression(), !359)
    #dbg_value(i64 7, !357, !DIExpression(), !362)
    #dbg_value(i32 %368, !356, !DIExpression(), !359)
  %369 = and i32 %368, 15, !dbg !373
  %370 = zext nneg i32 %369 to i64, !dbg !374
  %371 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %370, !dbg !374
  %372 = load i8, ptr %371, align 1, !dbg !374, !tbaa !254
  store i8 %372, ptr %206, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %372, !204, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !361, ptr %206, !DIExpression(), !211)
  %373 = lshr i32 %368, 4, !dbg !375
    #dbg_value(i32 %373, !356, !DIExpression(), !359)
    #dbg_value(i64 6, !357, !DIExpression(), !362)
  %374 = and i32 %373, 15, !dbg !373
  %375 = zext nneg i32 %374 to i64, !dbg !374
  %376 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %375, !dbg !374
  %377 = load i8, ptr %376, align 1, !dbg !374, !tbaa !254
  store i8 %377, ptr %207, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %377, !204, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !361, ptr %207, !DIExpression(), !211)
  %378 = lshr i32 %368, 8, !dbg !375
    #dbg_value(i32 %378, !356, !DIExpression(), !359)
    #dbg_value(i64 5, !357, !DIExpression(), !362)
  %379 = and i32 %378, 15, !dbg !373
  %380 = zext nneg i32 %379 to i64, !dbg !374
  %381 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %380, !dbg !374
  %382 = load i8, ptr %381, align 1, !dbg !374, !tbaa !254
  store i8 %382, ptr %208, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %382, !204, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !361, ptr %208, !DIExpression(), !211)
  %383 = lshr i32 %368, 12, !dbg !375
    #dbg_value(i32 %383, !356, !DIExpression(), !359)
    #dbg_value(i64 4, !357, !DIExpression(), !362)
  %384 = and i32 %383, 15, !dbg !373
  %385 = zext nneg i32 %384 to i64, !dbg !374
  %386 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %385, !dbg !374
  %387 = load i8, ptr %386, align 1, !dbg !374, !tbaa !254
  store i8 %387, ptr %209, align 4, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %387, !204, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !361, ptr %209, !DIExpression(), !211)
  %388 = lshr i32 %368, 16, !dbg !375
    #dbg_value(i32 %388, !356, !DIExpression(), !359)
    #dbg_value(i64 3, !357, !DIExpression(), !362)
  %389 = and i32 %388, 15, !dbg !373
  %390 = zext nneg i32 %389 to i64, !dbg !374
  %391 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %390, !dbg !374
  %392 = load i8, ptr %391, align 1, !dbg !374, !tbaa !254
  store i8 %392, ptr %210, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %392, !204, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !361, ptr %210, !DIExpression(), !211)
  %393 = lshr i32 %368, 20, !dbg !375
    #dbg_value(i32 %393, !356, !DIExpression(), !359)
    #dbg_value(i64 2, !357, !DIExpression(), !362)
  %394 = and i32 %393, 15, !dbg !373
  %395 = zext nneg i32 %394 to i64, !dbg !374
  %396 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %395, !dbg !374
  %397 = load i8, ptr %396, align 1, !dbg !374, !tbaa !254
  store i8 %397, ptr %211, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %397, !204, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !361, ptr %211, !DIExpression(), !211)
  %398 = lshr i32 %368, 24, !dbg !375
    #dbg_value(i32 %398, !356, !DIExpression(), !359)
    #dbg_value(i64 1, !357, !DIExpression(), !362)
  %399 = and i32 %398, 15, !dbg !373
  %400 = zext nneg i32 %399 to i64, !dbg !374
  %401 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %400, !dbg !374
  %402 = load i8, ptr %401, align 1, !dbg !374, !tbaa !254
  store i8 %402, ptr %212, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %402, !204, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !361, ptr %212, !DIExpression(), !211)
  %403 = lshr i32 %368, 28, !dbg !375
    #dbg_value(i32 %403, !356, !DIExpression(), !359)
    #dbg_value(i64 0, !357, !DIExpression(), !362)
  %404 = zext nneg i32 %403 to i64, !dbg !374
  %405 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %404, !dbg !374
  %406 = load i8, ptr %405, align 1, !dbg !374, !tbaa !254
  store i8 %406, ptr %2, align 8, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %406, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !361, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 %403, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 -1, !357, !DIExpression(), !362)
  store i8 0, ptr %213, align 8, !dbg !366, !tbaa !254, !DIAssignID !367
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !367, ptr %213, !DIExpression(), !211)
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, ptr noundef nonnull %2, i32 noundef %368), !dbg !368
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #5, !dbg !369
    #dbg_value(i64 4, !202, !DIExpression(), !337)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2) #5, !dbg !338
    #dbg_value(ptr @.str.9, !339, !DIExpression(), !348)
    #dbg_value(i64 43, !344, !DIExpression(), !348)
    #dbg_value(i32 -1, !345, !DIExpression(), !348)
    #dbg_value(i64 0, !346, !DIExpression(), !350)
  br label %408, !dbg !378

408:                                              ; preds = %421, %205
  %409 = phi i64 [ 0, %205 ], [ %432, %421 ]
  %410 = phi i32 [ -1, %205 ], [ %431, %421 ]
    #dbg_value(i64 %409, !346, !DIExpression(), !350)
    #dbg_value(i32 %410, !345, !DIExpression(), !348)
  %411 = getelementptr inbounds i8, ptr @.str.9, i64 %409, !dbg !379
  %412 = load i8, ptr %411, align 1, !dbg !379, !tbaa !254
  %413 = trunc i32 %410 to i8, !dbg !380
  %414 = xor i8 %412, %413, !dbg !380
  %415 = zext i8 %414 to i64, !dbg !370
  %416 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %415, !dbg !370
  %417 = load i32, ptr %416, align 4, !dbg !370, !tbaa !270
  %418 = lshr i32 %410, 8, !dbg !376
  %419 = xor i32 %417, %418, !dbg !377
    #dbg_value(i32 %419, !345, !DIExpression(), !348)
    #dbg_value(i64 %409, !346, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !350)
  %420 = icmp eq i64 %409, 42, !dbg !381
  br i1 %420, label %433, label %421, !dbg !378, !llvm.loop !382

421:                                              ; preds = %408
  %422 = or disjoint i64 %409, 1, !dbg !384
    #dbg_value(i64 %422, !346, !DIExpression(), !350)
    #dbg_value(i64 %422, !346, !DIExpression(), !350)
    #dbg_value(i32 %419, !345, !DIExpression(), !348)
  %423 = getelementptr inbounds i8, ptr @.str.9, i64 %422, !dbg !379
  %424 = load i8, ptr %423, align 1, !dbg !379, !tbaa !254
  %425 = trunc i32 %419 to i8, !dbg !380
  %426 = xor i8 %424, %425, !dbg !380
  %427 = zext i8 %426 to i64, !dbg !370
  %428 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %427, !dbg !370
  %429 = load i32, ptr %428, align 4, !dbg !370, !tbaa !270
  %430 = lshr i32 %419, 8, !dbg !376
  %431 = xor i32 %429, %430, !dbg !377
    #dbg_value(i32 %431, !345, !DIExpression(), !348)
  %432 = add nuw nsw i64 %409, 2, !dbg !384
    #dbg_value(i64 %432, !346, !DIExpression(), !350)
  br label %408

433:                                              ; preds = %408
  %434 = xor i32 %419, -1, !dbg !372
    #dbg_value(i32 %434, !207, !DIExpression(), !211)
    #dbg_value(ptr %2, !351, !DIExpression(), !359)
    #dbg_value(i64 7, !357, !DIExpression(), !362)
    #dbg_value(i32 %434, !356, !DIExpression(), !359)
  %435 = and i32 %434, 15, !dbg !373
  %436 = zext nneg i32 %435 to i64, !dbg !374
  %437 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %436, !dbg !374
  %438 = load i8, ptr %437, align 1, !dbg !374, !tbaa !254
  store i8 %438, ptr %206, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %438, !204, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !361, ptr %206, !DIExpression(), !211)
  %439 = lshr i32 %434, 4, !dbg !375
    #dbg_value(i32 %439, !356, !DIExpression(), !359)
    #dbg_value(i64 6, !357, !DIExpression(), !362)
  %440 = and i32 %439, 15, !dbg !373
  %441 = zext nneg i32 %440 to i64, !dbg !374
  %442 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %441, !dbg !374
  %443 = load i8, ptr %442, align 1, !dbg !374, !tbaa !254
  store i8 %443, ptr %207, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %443, !204, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !361, ptr %207, !DIExpression(), !211)
  %444 = lshr i32 %434, 8, !dbg !375
    #dbg_value(i32 %444, !356, !DIExpression(), !359)
    #dbg_value(i64 5, !357, !DIExpression(), !362)
  %445 = and i32 %444, 15, !dbg !373
  %446 = zext nneg i32 %445 to i64, !dbg !374
  %447 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %446, !dbg !374
  %448 = load i8, ptr %447, align 1, !dbg !374, !tbaa !254
  store i8 %448, ptr %208, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %448, !204, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !361, ptr %208, !DIExpression(), !211)
  %449 = lshr i32 %434, 12, !dbg !375
    #dbg_value(i32 %449, !356, !DIExpression(), !359)
    #dbg_value(i64 4, !357, !DIExpression(), !362)
  %450 = and i32 %449, 15, !dbg !373
  %451 = zext nneg i32 %450 to i64, !dbg !374
  %452 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %451, !dbg !374
  %453 = load i8, ptr %452, align 1, !dbg !374, !tbaa !254
  store i8 %453, ptr %209, align 4, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %453, !204, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !361, ptr %209, !DIExpression(), !211)
  %454 = lshr i32 %434, 16, !dbg !375
    #dbg_value(i32 %454, !356, !DIExpression(), !359)
    #dbg_value(i64 3, !357, !DIExpression(), !362)
  %455 = and i32 %454, 15, !dbg !373
  %456 = zext nneg i32 %455 to i64, !dbg !374
  %457 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %456, !dbg !374
  %458 = load i8, ptr %457, align 1, !dbg !374, !tbaa !254
  store i8 %458, ptr %210, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %458, !204, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !361, ptr %210, !DIExpression(), !211)
  %459 = lshr i32 %434, 20, !dbg !375
    #dbg_value(i32 %459, !356, !DIExpression(), !359)
    #dbg_value(i64 2, !357, !DIExpression(), !362)
  %460 = and i32 %459, 15, !dbg !373
  %461 = zext nneg i32 %460 to i64, !dbg !374
  %462 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %461, !dbg !374
  %463 = load i8, ptr %462, align 1, !dbg !374, !tbaa !254
  store i8 %463, ptr %211, align 2, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %463, !204, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !361, ptr %211, !DIExpression(), !211)
  %464 = lshr i32 %434, 24, !dbg !375
    #dbg_value(i32 %464, !356, !DIExpression(), !359)
    #dbg_value(i64 1, !357, !DIExpression(), !362)
  %465 = and i32 %464, 15, !dbg !373
  %466 = zext nneg i32 %465 to i64, !dbg !374
  %467 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %466, !dbg !374
  %468 = load i8, ptr %467, align 1, !dbg !374, !tbaa !254
  store i8 %468, ptr %212, align 1, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %468, !204, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !361, ptr %212, !DIExpression(), !211)
  %469 = lshr i32 %434, 28, !dbg !375
    #dbg_value(i32 %469, !356, !DIExpression(), !359)
    #dbg_value(i64 0, !357, !DIExpression(), !362)
  %470 = zext nneg i32 %469 to i64, !dbg !374
  %471 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %470, !dbg !374
  %472 = load i8, ptr %471, align 1, !dbg !374, !tbaa !254
  store i8 %472, ptr %2, align 8, !dbg !363, !tbaa !254, !DIAssignID !361
    #dbg_assign(i8 %472, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !361, ptr %2, !DIExpression(), !211)
    #dbg_value(i32 %469, !356, !DIExpression(DW_OP_constu, 4, DW_OP_shr, DW_OP_stack_value), !359)
    #dbg_value(i64 -1, !357, !DIExpression(), !362)
  store i8 0, ptr %213, align 8, !dbg !366, !tbaa !254, !DIAssignID !367
    #dbg_assign(i8 0, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !367, ptr %213, !DIExpression(), !211)
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.9, ptr noundef nonnull %2, i32 noundef %434), !dbg !368
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2) #5, !dbg !369
    #dbg_value(i64 5, !202, !DIExpression(), !337)
  %474 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 4), align 4, !dbg !385, !tbaa !270
  %475 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 1020), align 4, !dbg !386, !tbaa !270
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %474, i32 noundef %475), !dbg !387
  ret i32 0, !dbg !388
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !389 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !394 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!218 = !DILocalVariable(name: "y", arg: 1, scope: !219, file: !3, line: 41, type: !113)
!219 = distinct !DISubprogram(name: "is_leap", scope: !3, file: !3, line: 41, type: !220, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!113, !113}
!222 = !{!218}
!223 = !DILocation(line: 0, scope: !219, inlinedAt: !224)
!224 = distinct !DILocation(line: 74, column: 74, scope: !225)
!225 = distinct !DILexicalBlock(scope: !184, file: !3, line: 73, column: 5)
!226 = !DILocalVariable(name: "y", arg: 1, scope: !227, file: !3, line: 43, type: !113)
!227 = distinct !DISubprogram(name: "day_of_year", scope: !3, file: !3, line: 43, type: !228, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!113, !113, !113, !113}
!230 = !{!226, !231, !232, !233, !234}
!231 = !DILocalVariable(name: "m", arg: 2, scope: !227, file: !3, line: 43, type: !113)
!232 = !DILocalVariable(name: "d", arg: 3, scope: !227, file: !3, line: 43, type: !113)
!233 = !DILocalVariable(name: "leap", scope: !227, file: !3, line: 44, type: !113)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 45, type: !113)
!235 = distinct !DILexicalBlock(scope: !227, file: !3, line: 45, column: 5)
!236 = !DILocation(line: 0, scope: !227, inlinedAt: !237)
!237 = distinct !DILocation(line: 75, column: 16, scope: !225)
!238 = !DILocation(line: 0, scope: !219, inlinedAt: !239)
!239 = distinct !DILocation(line: 44, column: 16, scope: !227, inlinedAt: !237)
!240 = !DILocation(line: 0, scope: !235, inlinedAt: !237)
!241 = !DILocation(line: 0, scope: !227, inlinedAt: !242)
!242 = distinct !DILocation(line: 75, column: 47, scope: !225)
!243 = !DILocation(line: 0, scope: !219, inlinedAt: !244)
!244 = distinct !DILocation(line: 44, column: 16, scope: !227, inlinedAt: !242)
!245 = !DILocation(line: 0, scope: !235, inlinedAt: !242)
!246 = !DILocation(line: 74, column: 9, scope: !225)
!247 = !DILocation(line: 0, scope: !186)
!248 = !DILocation(line: 77, column: 9, scope: !249)
!249 = distinct !DILexicalBlock(scope: !186, file: !3, line: 76, column: 5)
!250 = !DILocation(line: 79, column: 5, scope: !190)
!251 = !DILocation(line: 70, column: 30, scope: !252)
!252 = distinct !DILexicalBlock(scope: !180, file: !3, line: 69, column: 5)
!253 = !DILocation(line: 70, column: 18, scope: !252)
!254 = !{!255, !255, i64 0}
!255 = !{!"omnipotent char", !256, i64 0}
!256 = !{!"Simple C/C++ TBAA"}
!257 = !DILocation(line: 70, column: 50, scope: !252)
!258 = !DILocation(line: 70, column: 38, scope: !252)
!259 = !DILocation(line: 70, column: 36, scope: !252)
!260 = !DILocation(line: 70, column: 15, scope: !252)
!261 = !DILocation(line: 69, column: 36, scope: !252)
!262 = !DILocation(line: 69, column: 28, scope: !252)
!263 = distinct !{!263, !214, !264, !265, !266}
!264 = !DILocation(line: 70, column: 54, scope: !180)
!265 = !{!"llvm.loop.mustprogress"}
!266 = !{!"llvm.loop.isvectorized", i32 1}
!267 = !DILocation(line: 0, scope: !190)
!268 = !DILocation(line: 80, column: 9, scope: !192)
!269 = !DILocation(line: 81, column: 18, scope: !192)
!270 = !{!271, !271, i64 0}
!271 = !{!"int", !255, i64 0}
!272 = !DILocalVariable(name: "n", arg: 1, scope: !273, file: !3, line: 50, type: !113)
!273 = distinct !DISubprogram(name: "to_roman", scope: !3, file: !3, line: 50, type: !274, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !277)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !113, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!277 = !{!272, !278, !279}
!278 = !DILocalVariable(name: "out", arg: 2, scope: !273, file: !3, line: 50, type: !276)
!279 = !DILocalVariable(name: "i", scope: !280, file: !3, line: 52, type: !281)
!280 = distinct !DILexicalBlock(scope: !273, file: !3, line: 52, column: 5)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !282, line: 18, baseType: !283)
!282 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!283 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!284 = !DILocation(line: 0, scope: !273, inlinedAt: !285)
!285 = distinct !DILocation(line: 81, column: 9, scope: !192)
!286 = !DILocation(line: 51, column: 12, scope: !273, inlinedAt: !285)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 0, scope: !280, inlinedAt: !285)
!289 = !DILocation(line: 53, column: 18, scope: !290, inlinedAt: !285)
!290 = distinct !DILexicalBlock(scope: !280, file: !3, line: 52, column: 5)
!291 = !DILocation(line: 53, column: 9, scope: !290, inlinedAt: !285)
!292 = !DILocation(line: 54, column: 13, scope: !293, inlinedAt: !285)
!293 = distinct !DILexicalBlock(scope: !290, file: !3, line: 53, column: 37)
!294 = !DILocation(line: 55, column: 15, scope: !293, inlinedAt: !285)
!295 = distinct !{!295, !291, !296, !265}
!296 = !DILocation(line: 56, column: 9, scope: !290, inlinedAt: !285)
!297 = distinct !{!297, !291, !296, !265}
!298 = distinct !{!298, !291, !296, !265}
!299 = distinct !{!299, !291, !296, !265}
!300 = distinct !{!300, !291, !296, !265}
!301 = distinct !{!301, !291, !296, !265}
!302 = distinct !{!302, !291, !296, !265}
!303 = distinct !{!303, !291, !296, !265}
!304 = distinct !{!304, !291, !296, !265}
!305 = distinct !{!305, !291, !296, !265}
!306 = distinct !{!306, !291, !296, !265}
!307 = !DILocation(line: 82, column: 9, scope: !192)
!308 = !DILocation(line: 83, column: 5, scope: !193)
!309 = !DILocation(line: 79, column: 30, scope: !193)
!310 = !DILocation(line: 79, column: 23, scope: !193)
!311 = distinct !{!311, !250, !312, !265}
!312 = !DILocation(line: 83, column: 5, scope: !190)
!313 = !DILocation(line: 87, column: 5, scope: !174)
!314 = !DILocalVariable(name: "i", scope: !315, file: !3, line: 26, type: !72)
!315 = distinct !DILexicalBlock(scope: !316, file: !3, line: 26, column: 5)
!316 = distinct !DISubprogram(name: "crc_init", scope: !3, file: !3, line: 25, type: !317, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !319)
!317 = !DISubroutineType(types: !318)
!318 = !{null}
!319 = !{!314, !320, !323}
!320 = !DILocalVariable(name: "c", scope: !321, file: !3, line: 27, type: !72)
!321 = distinct !DILexicalBlock(scope: !322, file: !3, line: 26, column: 40)
!322 = distinct !DILexicalBlock(scope: !315, file: !3, line: 26, column: 5)
!323 = !DILocalVariable(name: "k", scope: !324, file: !3, line: 28, type: !113)
!324 = distinct !DILexicalBlock(scope: !321, file: !3, line: 28, column: 9)
!325 = !DILocation(line: 0, scope: !315, inlinedAt: !326)
!326 = distinct !DILocation(line: 88, column: 5, scope: !174)
!327 = !DILocation(line: 26, column: 5, scope: !315, inlinedAt: !326)
!328 = !DILocation(line: 26, column: 36, scope: !322, inlinedAt: !326)
!329 = !DILocation(line: 29, column: 19, scope: !330, inlinedAt: !326)
!330 = distinct !DILexicalBlock(scope: !324, file: !3, line: 28, column: 9)
!331 = !DILocation(line: 29, column: 17, scope: !330, inlinedAt: !326)
!332 = !DILocation(line: 30, column: 9, scope: !321, inlinedAt: !326)
!333 = !DILocation(line: 30, column: 22, scope: !321, inlinedAt: !326)
!334 = distinct !{!334, !327, !335, !265, !266, !336}
!335 = !DILocation(line: 31, column: 5, scope: !315, inlinedAt: !326)
!336 = !{!"llvm.loop.unroll.runtime.disable"}
!337 = !DILocation(line: 0, scope: !203)
!338 = !DILocation(line: 91, column: 9, scope: !205)
!339 = !DILocalVariable(name: "s", arg: 1, scope: !340, file: !3, line: 34, type: !105)
!340 = distinct !DISubprogram(name: "crc32", scope: !3, file: !3, line: 34, type: !341, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !343)
!341 = !DISubroutineType(types: !342)
!342 = !{!72, !105, !281}
!343 = !{!339, !344, !345, !346}
!344 = !DILocalVariable(name: "n", arg: 2, scope: !340, file: !3, line: 34, type: !281)
!345 = !DILocalVariable(name: "c", scope: !340, file: !3, line: 35, type: !72)
!346 = !DILocalVariable(name: "i", scope: !347, file: !3, line: 36, type: !281)
!347 = distinct !DILexicalBlock(scope: !340, file: !3, line: 36, column: 5)
!348 = !DILocation(line: 0, scope: !340, inlinedAt: !349)
!349 = distinct !DILocation(line: 92, column: 22, scope: !205)
!350 = !DILocation(line: 0, scope: !347, inlinedAt: !349)
!351 = !DILocalVariable(name: "out", arg: 2, scope: !352, file: !3, line: 59, type: !276)
!352 = distinct !DISubprogram(name: "to_hex", scope: !3, file: !3, line: 59, type: !353, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !72, !276}
!355 = !{!356, !351, !357}
!356 = !DILocalVariable(name: "v", arg: 1, scope: !352, file: !3, line: 59, type: !72)
!357 = !DILocalVariable(name: "i", scope: !358, file: !3, line: 60, type: !113)
!358 = distinct !DILexicalBlock(scope: !352, file: !3, line: 60, column: 5)
!359 = !DILocation(line: 0, scope: !352, inlinedAt: !360)
!360 = distinct !DILocation(line: 93, column: 9, scope: !205)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 0, scope: !358, inlinedAt: !360)
!363 = !DILocation(line: 61, column: 16, scope: !364, inlinedAt: !360)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 60, column: 34)
!365 = distinct !DILexicalBlock(scope: !358, file: !3, line: 60, column: 5)
!366 = !DILocation(line: 64, column: 12, scope: !352, inlinedAt: !360)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 94, column: 9, scope: !205)
!369 = !DILocation(line: 95, column: 5, scope: !206)
!370 = !DILocation(line: 37, column: 13, scope: !371, inlinedAt: !349)
!371 = distinct !DILexicalBlock(scope: !347, file: !3, line: 36, column: 5)
!372 = !DILocation(line: 38, column: 14, scope: !340, inlinedAt: !349)
!373 = !DILocation(line: 61, column: 30, scope: !364, inlinedAt: !360)
!374 = !DILocation(line: 61, column: 18, scope: !364, inlinedAt: !360)
!375 = !DILocation(line: 62, column: 11, scope: !364, inlinedAt: !360)
!376 = !DILocation(line: 37, column: 56, scope: !371, inlinedAt: !349)
!377 = !DILocation(line: 37, column: 51, scope: !371, inlinedAt: !349)
!378 = !DILocation(line: 36, column: 5, scope: !347, inlinedAt: !349)
!379 = !DILocation(line: 37, column: 37, scope: !371, inlinedAt: !349)
!380 = !DILocation(line: 37, column: 43, scope: !371, inlinedAt: !349)
!381 = !DILocation(line: 36, column: 26, scope: !371, inlinedAt: !349)
!382 = distinct !{!382, !378, !383, !265}
!383 = !DILocation(line: 37, column: 60, scope: !347, inlinedAt: !349)
!384 = !DILocation(line: 36, column: 32, scope: !371, inlinedAt: !349)
!385 = !DILocation(line: 96, column: 47, scope: !174)
!386 = !DILocation(line: 96, column: 61, scope: !174)
!387 = !DILocation(line: 96, column: 5, scope: !174)
!388 = !DILocation(line: 97, column: 5, scope: !174)
!389 = !DISubprogram(name: "printf", scope: !390, file: !390, line: 356, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!391 = !DISubroutineType(types: !392)
!392 = !{!113, !393, null}
!393 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!394 = !DISubprogram(name: "strlen", scope: !395, file: !395, line: 407, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!396 = !DISubroutineType(types: !397)
!397 = !{!283, !105}
