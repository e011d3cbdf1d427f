; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [23 x i8] c"sum_ints: %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"mean: %.4f %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"ildspc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"%s counter=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"iidi\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"dddddddddi\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"lllllllpp\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"sum_twice=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"max_of=%lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"concat=%s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"al\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"pha\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"!\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"pairs=%.3f\0A\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"[i:%d]\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"[l:%ld]\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"[d:%.3f]\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"[s:%s]\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"[p:%d]\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"[c:%c]\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca [512 x i8], align 16
  %2 = alloca i32, align 4
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 0), !dbg !36
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !37
  %5 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000000), !dbg !38
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i64 noundef %3, i64 noundef %4, i64 noundef %5), !dbg !39
  %7 = tail call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef 1.000000e+00, double noundef 2.000000e+00), !dbg !40
  %8 = tail call double (i32, ...) @mean_doubles(i32 noundef 10, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.750000e+00), !dbg !41
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %7, double noundef %8), !dbg !42
  %10 = getelementptr inbounds [512 x i8], [512 x i8]* %1, i64 0, i64 0, !dbg !43
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %10) #10, !dbg !43
  call void @llvm.dbg.declare(metadata [512 x i8]* %1, metadata !19, metadata !DIExpression()), !dbg !44
  %11 = bitcast i32* %2 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #10, !dbg !45
  call void @llvm.dbg.value(metadata i32 41, metadata !23, metadata !DIExpression()), !dbg !46
  store i32 41, i32* %2, align 4, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i16 -7, metadata !24, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata float 2.500000e+00, metadata !26, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32* %2, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !46
  call void (i8*, i8*, ...) @mini_format(i8* noundef nonnull %10, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7, i64 noundef 1234567890123, double noundef 3.141590e+00, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32* noundef nonnull %2, i32 noundef 90), !dbg !52
  %12 = load i32, i32* %2, align 4, !dbg !53, !tbaa !48
  call void @llvm.dbg.value(metadata i32 %12, metadata !23, metadata !DIExpression()), !dbg !46
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %10, i32 noundef %12), !dbg !54
  call void (i8*, i8*, ...) @mini_format(i8* noundef nonnull %10, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef -7, i32 noundef 97, double noundef 2.500000e+00, i32 noundef -1), !dbg !55
  %14 = call i32 @puts(i8* nonnull %10), !dbg !56
  call void (i8*, i8*, ...) @mini_format(i8* noundef nonnull %10, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10), !dbg !57
  %15 = call i32 @puts(i8* nonnull %10), !dbg !58
  call void @llvm.dbg.value(metadata i32* %2, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !46
  call void (i8*, i8*, ...) @mini_format(i8* noundef nonnull %10, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i32* noundef nonnull %2, i32* noundef nonnull %2), !dbg !59
  %16 = load i32, i32* %2, align 4, !dbg !60, !tbaa !48
  call void @llvm.dbg.value(metadata i32 %16, metadata !23, metadata !DIExpression()), !dbg !46
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %10, i32 noundef %16), !dbg !61
  %18 = call i32 (i32, ...) @sum_twice(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !62
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %18), !dbg !63
  %20 = call i64 (i32, ...) @max_of(i32 undef, i64 noundef -5, i64 noundef 17, i64 noundef 1099511627776, i64 noundef -1125899906842624, i64 noundef 99), !dbg !64
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.10, i64 0, i64 0), i64 noundef %20), !dbg !65
  %22 = call i8* (i8*, ...) @concat(i8* noundef nonnull %10, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0), i8* noundef null), !dbg !66
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %10), !dbg !67
  call void @llvm.dbg.value(metadata i32 2, metadata !28, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !28, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  call void @llvm.dbg.value(metadata i32 -3, metadata !34, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 undef, metadata !34, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !34, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  call void @llvm.dbg.value(metadata i32 10, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  call void @llvm.dbg.value(metadata double 1.000000e+01, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  %24 = call double (i32, ...) @sum_pairs(i32 undef, i32 2, double 1.500000e+00, i32 -3, double 2.500000e-01, i32 10, double 1.000000e+01), !dbg !68
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), double noundef %24), !dbg !69
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #10, !dbg !70
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %10) #10, !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !72 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !77, metadata !DIExpression()), !dbg !98
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !99
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10, !dbg !99
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !78, metadata !DIExpression()), !dbg !100
  call void @llvm.va_start(i8* nonnull %3), !dbg !101
  call void @llvm.dbg.value(metadata i64 0, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()), !dbg !102
  %4 = icmp sgt i32 %0, 0, !dbg !103
  br i1 %4, label %5, label %35, !dbg !105

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16, !dbg !106
  %11 = and i32 %0, 1, !dbg !105
  %12 = icmp eq i32 %0, 1, !dbg !105
  br i1 %12, label %15, label %13, !dbg !105

13:                                               ; preds = %5
  %14 = and i32 %0, -2, !dbg !105
  br label %37, !dbg !105

15:                                               ; preds = %64, %5
  %16 = phi i64 [ undef, %5 ], [ %70, %64 ]
  %17 = phi i32 [ %10, %5 ], [ %65, %64 ]
  %18 = phi i64 [ 0, %5 ], [ %70, %64 ]
  %19 = icmp eq i32 %11, 0, !dbg !106
  br i1 %19, label %35, label %20, !dbg !106

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 undef, metadata !96, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %18, metadata !95, metadata !DIExpression()), !dbg !98
  %21 = icmp ult i32 %17, 41, !dbg !106
  br i1 %21, label %25, label %22, !dbg !106

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8, !dbg !106
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !106
  store i8* %24, i8** %7, align 8, !dbg !106
  br label %29, !dbg !106

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64, !dbg !106
  %27 = getelementptr i8, i8* %9, i64 %26, !dbg !106
  %28 = add nuw nsw i32 %17, 8, !dbg !106
  store i32 %28, i32* %6, align 16, !dbg !106
  br label %29, !dbg !106

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*, !dbg !106
  %32 = load i32, i32* %31, align 4, !dbg !106
  %33 = sext i32 %32 to i64, !dbg !106
  %34 = add nsw i64 %18, %33, !dbg !107
  call void @llvm.dbg.value(metadata i64 %34, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 undef, metadata !96, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !102
  br label %35, !dbg !108

35:                                               ; preds = %29, %15, %1
  %36 = phi i64 [ 0, %1 ], [ %16, %15 ], [ %34, %29 ], !dbg !98
  call void @llvm.va_end(i8* nonnull %3), !dbg !108
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10, !dbg !109
  ret i64 %36, !dbg !110

37:                                               ; preds = %64, %13
  %38 = phi i32 [ %10, %13 ], [ %65, %64 ], !dbg !106
  %39 = phi i64 [ 0, %13 ], [ %70, %64 ]
  %40 = phi i32 [ 0, %13 ], [ %71, %64 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !96, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %39, metadata !95, metadata !DIExpression()), !dbg !98
  %41 = icmp ult i32 %38, 41, !dbg !106
  br i1 %41, label %42, label %46, !dbg !106

42:                                               ; preds = %37
  %43 = zext i32 %38 to i64, !dbg !106
  %44 = getelementptr i8, i8* %9, i64 %43, !dbg !106
  %45 = add nuw nsw i32 %38, 8, !dbg !106
  store i32 %45, i32* %6, align 16, !dbg !106
  br label %49, !dbg !106

46:                                               ; preds = %37
  %47 = load i8*, i8** %7, align 8, !dbg !106
  %48 = getelementptr i8, i8* %47, i64 8, !dbg !106
  store i8* %48, i8** %7, align 8, !dbg !106
  br label %49, !dbg !106

49:                                               ; preds = %46, %42
  %50 = phi i32 [ %45, %42 ], [ %38, %46 ]
  %51 = phi i8* [ %44, %42 ], [ %47, %46 ]
  %52 = bitcast i8* %51 to i32*, !dbg !106
  %53 = load i32, i32* %52, align 4, !dbg !106
  %54 = sext i32 %53 to i64, !dbg !106
  %55 = add nsw i64 %39, %54, !dbg !107
  call void @llvm.dbg.value(metadata i64 %55, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 poison, metadata !96, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i32 poison, metadata !96, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i64 %55, metadata !95, metadata !DIExpression()), !dbg !98
  %56 = icmp ult i32 %50, 41, !dbg !106
  br i1 %56, label %60, label %57, !dbg !106

57:                                               ; preds = %49
  %58 = load i8*, i8** %7, align 8, !dbg !106
  %59 = getelementptr i8, i8* %58, i64 8, !dbg !106
  store i8* %59, i8** %7, align 8, !dbg !106
  br label %64, !dbg !106

60:                                               ; preds = %49
  %61 = zext i32 %50 to i64, !dbg !106
  %62 = getelementptr i8, i8* %9, i64 %61, !dbg !106
  %63 = add nuw nsw i32 %50, 8, !dbg !106
  store i32 %63, i32* %6, align 16, !dbg !106
  br label %64, !dbg !106

64:                                               ; preds = %60, %57
  %65 = phi i32 [ %63, %60 ], [ %50, %57 ]
  %66 = phi i8* [ %62, %60 ], [ %58, %57 ]
  %67 = bitcast i8* %66 to i32*, !dbg !106
  %68 = load i32, i32* %67, align 4, !dbg !106
  %69 = sext i32 %68 to i64, !dbg !106
  %70 = add nsw i64 %55, %69, !dbg !107
  call void @llvm.dbg.value(metadata i64 %70, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 poison, metadata !96, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !102
  %71 = add i32 %40, 2, !dbg !105
  %72 = icmp eq i32 %71, %14, !dbg !105
  br i1 %72, label %15, label %37, !dbg !105, !llvm.loop !111
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @mean_doubles(i32 noundef %0, ...) unnamed_addr #2 !dbg !114 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !118, metadata !DIExpression()), !dbg !123
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !124
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10, !dbg !124
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !119, metadata !DIExpression()), !dbg !125
  call void @llvm.va_start(i8* nonnull %3), !dbg !126
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !127
  %4 = icmp sgt i32 %0, 0, !dbg !128
  br i1 %4, label %5, label %34, !dbg !130

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4, !dbg !131
  %11 = and i32 %0, 1, !dbg !130
  %12 = icmp eq i32 %0, 1, !dbg !130
  br i1 %12, label %15, label %13, !dbg !130

13:                                               ; preds = %5
  %14 = and i32 %0, -2, !dbg !130
  br label %38, !dbg !130

15:                                               ; preds = %64, %5
  %16 = phi double [ undef, %5 ], [ %69, %64 ]
  %17 = phi i32 [ %10, %5 ], [ %65, %64 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %69, %64 ]
  %19 = icmp eq i32 %11, 0, !dbg !131
  br i1 %19, label %34, label %20, !dbg !131

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 undef, metadata !121, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata double %18, metadata !120, metadata !DIExpression()), !dbg !123
  %21 = icmp ult i32 %17, 161, !dbg !131
  br i1 %21, label %25, label %22, !dbg !131

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8, !dbg !131
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !131
  store i8* %24, i8** %7, align 8, !dbg !131
  br label %29, !dbg !131

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64, !dbg !131
  %27 = getelementptr i8, i8* %9, i64 %26, !dbg !131
  %28 = add nuw nsw i32 %17, 16, !dbg !131
  store i32 %28, i32* %6, align 4, !dbg !131
  br label %29, !dbg !131

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to double*, !dbg !131
  %32 = load double, double* %31, align 8, !dbg !131
  %33 = fadd double %18, %32, !dbg !132
  call void @llvm.dbg.value(metadata double %33, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 undef, metadata !121, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !127
  br label %34, !dbg !133

34:                                               ; preds = %29, %15, %1
  %35 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %33, %29 ], !dbg !123
  call void @llvm.va_end(i8* nonnull %3), !dbg !133
  %36 = sitofp i32 %0 to double, !dbg !134
  %37 = fdiv double %35, %36, !dbg !135
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10, !dbg !136
  ret double %37, !dbg !137

38:                                               ; preds = %64, %13
  %39 = phi i32 [ %10, %13 ], [ %65, %64 ], !dbg !131
  %40 = phi double [ 0.000000e+00, %13 ], [ %69, %64 ]
  %41 = phi i32 [ 0, %13 ], [ %70, %64 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !121, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata double %40, metadata !120, metadata !DIExpression()), !dbg !123
  %42 = icmp ult i32 %39, 161, !dbg !131
  br i1 %42, label %43, label %47, !dbg !131

43:                                               ; preds = %38
  %44 = zext i32 %39 to i64, !dbg !131
  %45 = getelementptr i8, i8* %9, i64 %44, !dbg !131
  %46 = add nuw nsw i32 %39, 16, !dbg !131
  store i32 %46, i32* %6, align 4, !dbg !131
  br label %50, !dbg !131

47:                                               ; preds = %38
  %48 = load i8*, i8** %7, align 8, !dbg !131
  %49 = getelementptr i8, i8* %48, i64 8, !dbg !131
  store i8* %49, i8** %7, align 8, !dbg !131
  br label %50, !dbg !131

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi i8* [ %45, %43 ], [ %48, %47 ]
  %53 = bitcast i8* %52 to double*, !dbg !131
  %54 = load double, double* %53, align 8, !dbg !131
  %55 = fadd double %40, %54, !dbg !132
  call void @llvm.dbg.value(metadata double %55, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 poison, metadata !121, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !127
  call void @llvm.dbg.value(metadata i32 poison, metadata !121, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !127
  call void @llvm.dbg.value(metadata double %55, metadata !120, metadata !DIExpression()), !dbg !123
  %56 = icmp ult i32 %51, 161, !dbg !131
  br i1 %56, label %60, label %57, !dbg !131

57:                                               ; preds = %50
  %58 = load i8*, i8** %7, align 8, !dbg !131
  %59 = getelementptr i8, i8* %58, i64 8, !dbg !131
  store i8* %59, i8** %7, align 8, !dbg !131
  br label %64, !dbg !131

60:                                               ; preds = %50
  %61 = zext i32 %51 to i64, !dbg !131
  %62 = getelementptr i8, i8* %9, i64 %61, !dbg !131
  %63 = add nuw nsw i32 %51, 16, !dbg !131
  store i32 %63, i32* %6, align 4, !dbg !131
  br label %64, !dbg !131

64:                                               ; preds = %60, %57
  %65 = phi i32 [ %63, %60 ], [ %51, %57 ]
  %66 = phi i8* [ %62, %60 ], [ %58, %57 ]
  %67 = bitcast i8* %66 to double*, !dbg !131
  %68 = load double, double* %67, align 8, !dbg !131
  %69 = fadd double %55, %68, !dbg !132
  call void @llvm.dbg.value(metadata double %69, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 poison, metadata !121, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !127
  %70 = add i32 %41, 2, !dbg !130
  %71 = icmp eq i32 %70, %14, !dbg !130
  br i1 %71, label %15, label %38, !dbg !130, !llvm.loop !138
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind uwtable
define internal void @mini_format(i8* noundef %0, i8* nocapture noundef readonly %1, ...) unnamed_addr #0 !dbg !140 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [64 x i8], align 16
  call void @llvm.dbg.value(metadata i8* %0, metadata !145, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i8* %1, metadata !146, metadata !DIExpression()), !dbg !160
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*, !dbg !161
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #10, !dbg !161
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !147, metadata !DIExpression()), !dbg !162
  call void @llvm.va_start(i8* nonnull %5), !dbg !163
  store i8 0, i8* %0, align 1, !dbg !164, !tbaa !165
  call void @llvm.dbg.value(metadata i8* %1, metadata !148, metadata !DIExpression()), !dbg !166
  %6 = load i8, i8* %1, align 1, !dbg !167, !tbaa !165
  %7 = icmp eq i8 %6, 0, !dbg !168
  br i1 %7, label %15, label %8, !dbg !168

8:                                                ; preds = %2
  %9 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 1
  %14 = bitcast [64 x i8]* %4 to i32*
  br label %16, !dbg !168

15:                                               ; preds = %121, %2
  call void @llvm.va_end(i8* nonnull %5), !dbg !169
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #10, !dbg !170
  ret void, !dbg !170

16:                                               ; preds = %8, %121
  %17 = phi i8 [ %6, %8 ], [ %124, %121 ]
  %18 = phi i8* [ %1, %8 ], [ %123, %121 ]
  call void @llvm.dbg.value(metadata i8* %18, metadata !148, metadata !DIExpression()), !dbg !166
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %9) #10, !dbg !171
  call void @llvm.dbg.declare(metadata [64 x i8]* %4, metadata !150, metadata !DIExpression()), !dbg !172
  %19 = sext i8 %17 to i32, !dbg !173
  switch i32 %19, label %120 [
    i32 105, label %20
    i32 108, label %36
    i32 100, label %52
    i32 115, label %68
    i32 112, label %84
    i32 99, label %102
  ], !dbg !174

20:                                               ; preds = %16
  %21 = load i32, i32* %10, align 16, !dbg !175
  %22 = icmp ult i32 %21, 41, !dbg !175
  br i1 %22, label %23, label %28, !dbg !175

23:                                               ; preds = %20
  %24 = load i8*, i8** %12, align 16, !dbg !175
  %25 = zext i32 %21 to i64, !dbg !175
  %26 = getelementptr i8, i8* %24, i64 %25, !dbg !175
  %27 = add nuw nsw i32 %21, 8, !dbg !175
  store i32 %27, i32* %10, align 16, !dbg !175
  br label %31, !dbg !175

28:                                               ; preds = %20
  %29 = load i8*, i8** %11, align 8, !dbg !175
  %30 = getelementptr i8, i8* %29, i64 8, !dbg !175
  store i8* %30, i8** %11, align 8, !dbg !175
  br label %31, !dbg !175

31:                                               ; preds = %28, %23
  %32 = phi i8* [ %26, %23 ], [ %29, %28 ]
  %33 = bitcast i8* %32 to i32*, !dbg !175
  %34 = load i32, i32* %33, align 4, !dbg !175
  %35 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %9, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), i32 noundef %34) #10, !dbg !176
  br label %121, !dbg !177

36:                                               ; preds = %16
  %37 = load i32, i32* %10, align 16, !dbg !178
  %38 = icmp ult i32 %37, 41, !dbg !178
  br i1 %38, label %39, label %44, !dbg !178

39:                                               ; preds = %36
  %40 = load i8*, i8** %12, align 16, !dbg !178
  %41 = zext i32 %37 to i64, !dbg !178
  %42 = getelementptr i8, i8* %40, i64 %41, !dbg !178
  %43 = add nuw nsw i32 %37, 8, !dbg !178
  store i32 %43, i32* %10, align 16, !dbg !178
  br label %47, !dbg !178

44:                                               ; preds = %36
  %45 = load i8*, i8** %11, align 8, !dbg !178
  %46 = getelementptr i8, i8* %45, i64 8, !dbg !178
  store i8* %46, i8** %11, align 8, !dbg !178
  br label %47, !dbg !178

47:                                               ; preds = %44, %39
  %48 = phi i8* [ %42, %39 ], [ %45, %44 ]
  %49 = bitcast i8* %48 to i64*, !dbg !178
  %50 = load i64, i64* %49, align 8, !dbg !178
  %51 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %9, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0), i64 noundef %50) #10, !dbg !179
  br label %121, !dbg !180

52:                                               ; preds = %16
  %53 = load i32, i32* %13, align 4, !dbg !181
  %54 = icmp ult i32 %53, 161, !dbg !181
  br i1 %54, label %55, label %60, !dbg !181

55:                                               ; preds = %52
  %56 = load i8*, i8** %12, align 16, !dbg !181
  %57 = zext i32 %53 to i64, !dbg !181
  %58 = getelementptr i8, i8* %56, i64 %57, !dbg !181
  %59 = add nuw nsw i32 %53, 16, !dbg !181
  store i32 %59, i32* %13, align 4, !dbg !181
  br label %63, !dbg !181

60:                                               ; preds = %52
  %61 = load i8*, i8** %11, align 8, !dbg !181
  %62 = getelementptr i8, i8* %61, i64 8, !dbg !181
  store i8* %62, i8** %11, align 8, !dbg !181
  br label %63, !dbg !181

63:                                               ; preds = %60, %55
  %64 = phi i8* [ %58, %55 ], [ %61, %60 ]
  %65 = bitcast i8* %64 to double*, !dbg !181
  %66 = load double, double* %65, align 8, !dbg !181
  %67 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %9, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), double noundef %66) #10, !dbg !182
  br label %121, !dbg !183

68:                                               ; preds = %16
  %69 = load i32, i32* %10, align 16, !dbg !184
  %70 = icmp ult i32 %69, 41, !dbg !184
  br i1 %70, label %71, label %76, !dbg !184

71:                                               ; preds = %68
  %72 = load i8*, i8** %12, align 16, !dbg !184
  %73 = zext i32 %69 to i64, !dbg !184
  %74 = getelementptr i8, i8* %72, i64 %73, !dbg !184
  %75 = add nuw nsw i32 %69, 8, !dbg !184
  store i32 %75, i32* %10, align 16, !dbg !184
  br label %79, !dbg !184

76:                                               ; preds = %68
  %77 = load i8*, i8** %11, align 8, !dbg !184
  %78 = getelementptr i8, i8* %77, i64 8, !dbg !184
  store i8* %78, i8** %11, align 8, !dbg !184
  br label %79, !dbg !184

79:                                               ; preds = %76, %71
  %80 = phi i8* [ %74, %71 ], [ %77, %76 ]
  %81 = bitcast i8* %80 to i8**, !dbg !184
  %82 = load i8*, i8** %81, align 8, !dbg !184
  %83 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %9, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), i8* noundef %82) #10, !dbg !185
  br label %121, !dbg !186

84:                                               ; preds = %16
  %85 = load i32, i32* %10, align 16, !dbg !187
  %86 = icmp ult i32 %85, 41, !dbg !187
  br i1 %86, label %87, label %92, !dbg !187

87:                                               ; preds = %84
  %88 = load i8*, i8** %12, align 16, !dbg !187
  %89 = zext i32 %85 to i64, !dbg !187
  %90 = getelementptr i8, i8* %88, i64 %89, !dbg !187
  %91 = add nuw nsw i32 %85, 8, !dbg !187
  store i32 %91, i32* %10, align 16, !dbg !187
  br label %95, !dbg !187

92:                                               ; preds = %84
  %93 = load i8*, i8** %11, align 8, !dbg !187
  %94 = getelementptr i8, i8* %93, i64 8, !dbg !187
  store i8* %94, i8** %11, align 8, !dbg !187
  br label %95, !dbg !187

95:                                               ; preds = %92, %87
  %96 = phi i8* [ %90, %87 ], [ %93, %92 ]
  %97 = bitcast i8* %96 to i32**, !dbg !187
  %98 = load i32*, i32** %97, align 8, !dbg !187
  call void @llvm.dbg.value(metadata i32* %98, metadata !156, metadata !DIExpression()), !dbg !188
  %99 = load i32, i32* %98, align 4, !dbg !189, !tbaa !48
  %100 = add nsw i32 %99, 1, !dbg !189
  store i32 %100, i32* %98, align 4, !dbg !189, !tbaa !48
  %101 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %9, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0), i32 noundef %100) #10, !dbg !190
  br label %121

102:                                              ; preds = %16
  %103 = load i32, i32* %10, align 16, !dbg !191
  %104 = icmp ult i32 %103, 41, !dbg !191
  br i1 %104, label %105, label %110, !dbg !191

105:                                              ; preds = %102
  %106 = load i8*, i8** %12, align 16, !dbg !191
  %107 = zext i32 %103 to i64, !dbg !191
  %108 = getelementptr i8, i8* %106, i64 %107, !dbg !191
  %109 = add nuw nsw i32 %103, 8, !dbg !191
  store i32 %109, i32* %10, align 16, !dbg !191
  br label %113, !dbg !191

110:                                              ; preds = %102
  %111 = load i8*, i8** %11, align 8, !dbg !191
  %112 = getelementptr i8, i8* %111, i64 8, !dbg !191
  store i8* %112, i8** %11, align 8, !dbg !191
  br label %113, !dbg !191

113:                                              ; preds = %110, %105
  %114 = phi i8* [ %108, %105 ], [ %111, %110 ]
  %115 = bitcast i8* %114 to i32*, !dbg !191
  %116 = load i32, i32* %115, align 4, !dbg !191
  %117 = shl i32 %116, 24, !dbg !192
  %118 = ashr exact i32 %117, 24, !dbg !192
  %119 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %9, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i64 0, i64 0), i32 noundef %118) #10, !dbg !193
  br label %121, !dbg !194

120:                                              ; preds = %16
  store i32 6111067, i32* %14, align 16, !dbg !195
  br label %121, !dbg !196

121:                                              ; preds = %120, %113, %95, %79, %63, %47, %31
  %122 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %9) #10, !dbg !197
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %9) #10, !dbg !198
  %123 = getelementptr inbounds i8, i8* %18, i64 1, !dbg !199
  call void @llvm.dbg.value(metadata i8* %123, metadata !148, metadata !DIExpression()), !dbg !166
  %124 = load i8, i8* %123, align 1, !dbg !167, !tbaa !165
  %125 = icmp eq i8 %124, 0, !dbg !168
  br i1 %125, label %15, label %16, !dbg !168, !llvm.loop !200
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define internal i32 @sum_twice(i32 %0, ...) unnamed_addr #5 !dbg !202 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 5, metadata !206, metadata !DIExpression()), !dbg !209
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*, !dbg !210
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #10, !dbg !210
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !207, metadata !DIExpression()), !dbg !211
  call void @llvm.va_start(i8* nonnull %4), !dbg !212
  call void @llvm.dbg.value(metadata i32 5, metadata !213, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata [1 x %struct.__va_list_tag]* %3, metadata !219, metadata !DIExpression()) #10, !dbg !227
  %5 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #10, !dbg !229
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !220, metadata !DIExpression()) #10, !dbg !230
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4) #10, !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !221, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()) #10, !dbg !232
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata i32 0, metadata !221, metadata !DIExpression()) #10, !dbg !227
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata i32 0, metadata !221, metadata !DIExpression()) #10, !dbg !227
  %8 = load i32, i32* %6, align 16, !dbg !233
  %9 = icmp ult i32 %8, 41, !dbg !233
  br i1 %9, label %15, label %10, !dbg !233

10:                                               ; preds = %1
  %11 = load i8*, i8** %7, align 8, !dbg !233
  %12 = getelementptr i8, i8* %11, i64 8, !dbg !233
  store i8* %12, i8** %7, align 8, !dbg !233
  %13 = bitcast i8* %11 to i32*, !dbg !233
  %14 = load i32, i32* %13, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 1, metadata !223, metadata !DIExpression()) #10, !dbg !232
  br label %26, !dbg !233

15:                                               ; preds = %1
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %17 = load i8*, i8** %16, align 16, !dbg !233
  %18 = zext i32 %8 to i64, !dbg !233
  %19 = getelementptr i8, i8* %17, i64 %18, !dbg !233
  %20 = add nuw nsw i32 %8, 8, !dbg !233
  store i32 %20, i32* %6, align 16, !dbg !233
  %21 = bitcast i8* %19 to i32*, !dbg !233
  %22 = load i32, i32* %21, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 1, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata i32 %22, metadata !221, metadata !DIExpression()) #10, !dbg !227
  %23 = icmp ult i32 %8, 33, !dbg !233
  br i1 %23, label %32, label %24, !dbg !233

24:                                               ; preds = %15
  %25 = load i8*, i8** %7, align 8, !dbg !233
  br label %26, !dbg !233

26:                                               ; preds = %24, %10
  %27 = phi i8* [ %12, %10 ], [ %25, %24 ], !dbg !233
  %28 = phi i32 [ %14, %10 ], [ %22, %24 ]
  %29 = getelementptr i8, i8* %27, i64 8, !dbg !233
  store i8* %29, i8** %7, align 8, !dbg !233
  %30 = bitcast i8* %27 to i32*, !dbg !233
  %31 = load i32, i32* %30, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 2, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef), metadata !221, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  br label %41, !dbg !233

32:                                               ; preds = %15
  %33 = zext i32 %20 to i64, !dbg !233
  %34 = getelementptr i8, i8* %17, i64 %33, !dbg !233
  %35 = add nuw nsw i32 %8, 16, !dbg !233
  store i32 %35, i32* %6, align 16, !dbg !233
  %36 = bitcast i8* %34 to i32*, !dbg !233
  %37 = load i32, i32* %36, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 2, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata !DIArgList(i32 %37, i32 %22), metadata !221, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  %38 = icmp ult i32 %8, 25, !dbg !233
  br i1 %38, label %48, label %39, !dbg !233

39:                                               ; preds = %32
  %40 = load i8*, i8** %7, align 8, !dbg !233
  br label %41, !dbg !233

41:                                               ; preds = %39, %26
  %42 = phi i8* [ %29, %26 ], [ %40, %39 ], !dbg !233
  %43 = phi i32 [ %31, %26 ], [ %37, %39 ]
  %44 = phi i32 [ %28, %26 ], [ %22, %39 ]
  %45 = getelementptr i8, i8* %42, i64 8, !dbg !233
  store i8* %45, i8** %7, align 8, !dbg !233
  %46 = bitcast i8* %42 to i32*, !dbg !233
  %47 = load i32, i32* %46, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef, i32 undef), metadata !221, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  br label %57, !dbg !233

48:                                               ; preds = %32
  %49 = zext i32 %35 to i64, !dbg !233
  %50 = getelementptr i8, i8* %17, i64 %49, !dbg !233
  %51 = add nuw nsw i32 %8, 24, !dbg !233
  store i32 %51, i32* %6, align 16, !dbg !233
  %52 = bitcast i8* %50 to i32*, !dbg !233
  %53 = load i32, i32* %52, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata !DIArgList(i32 %53, i32 %37, i32 %22), metadata !221, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  %54 = icmp ult i32 %8, 17, !dbg !233
  br i1 %54, label %65, label %55, !dbg !233

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8, !dbg !233
  br label %57, !dbg !233

57:                                               ; preds = %55, %41
  %58 = phi i8* [ %45, %41 ], [ %56, %55 ], !dbg !233
  %59 = phi i32 [ %47, %41 ], [ %53, %55 ]
  %60 = phi i32 [ %44, %41 ], [ %22, %55 ]
  %61 = phi i32 [ %43, %41 ], [ %37, %55 ]
  %62 = getelementptr i8, i8* %58, i64 8, !dbg !233
  store i8* %62, i8** %7, align 8, !dbg !233
  %63 = bitcast i8* %58 to i32*, !dbg !233
  %64 = load i32, i32* %63, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 4, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef, i32 undef, i32 undef), metadata !221, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  br label %74, !dbg !233

65:                                               ; preds = %48
  %66 = zext i32 %51 to i64, !dbg !233
  %67 = getelementptr i8, i8* %17, i64 %66, !dbg !233
  %68 = add nuw nsw i32 %8, 32, !dbg !233
  store i32 %68, i32* %6, align 16, !dbg !233
  %69 = bitcast i8* %67 to i32*, !dbg !233
  %70 = load i32, i32* %69, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 4, metadata !223, metadata !DIExpression()) #10, !dbg !232
  call void @llvm.dbg.value(metadata !DIArgList(i32 %70, i32 %53, i32 %37, i32 %22), metadata !221, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  %71 = icmp ult i32 %8, 9, !dbg !233
  br i1 %71, label %81, label %72, !dbg !233

72:                                               ; preds = %65
  %73 = load i8*, i8** %7, align 8, !dbg !233
  br label %74, !dbg !233

74:                                               ; preds = %72, %57
  %75 = phi i8* [ %62, %57 ], [ %73, %72 ], !dbg !233
  %76 = phi i32 [ %64, %57 ], [ %70, %72 ]
  %77 = phi i32 [ %61, %57 ], [ %37, %72 ]
  %78 = phi i32 [ %60, %57 ], [ %22, %72 ]
  %79 = phi i32 [ %59, %57 ], [ %53, %72 ]
  %80 = getelementptr i8, i8* %75, i64 8, !dbg !233
  store i8* %80, i8** %7, align 8, !dbg !233
  br label %85, !dbg !233

81:                                               ; preds = %65
  %82 = zext i32 %68 to i64, !dbg !233
  %83 = getelementptr i8, i8* %17, i64 %82, !dbg !233
  %84 = add nuw nsw i32 %8, 40, !dbg !233
  store i32 %84, i32* %6, align 16, !dbg !233
  br label %85, !dbg !233

85:                                               ; preds = %81, %74
  %86 = phi i32 [ %70, %81 ], [ %76, %74 ]
  %87 = phi i32 [ %37, %81 ], [ %77, %74 ]
  %88 = phi i32 [ %22, %81 ], [ %78, %74 ]
  %89 = phi i32 [ %53, %81 ], [ %79, %74 ]
  %90 = phi i8* [ %83, %81 ], [ %75, %74 ]
  %91 = bitcast i8* %90 to i32*, !dbg !233
  %92 = load i32, i32* %91, align 4, !dbg !233
  call void @llvm.dbg.value(metadata i32 5, metadata !223, metadata !DIExpression()) #10, !dbg !232
  %93 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  call void @llvm.dbg.value(metadata i32 0, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()) #10, !dbg !227
  %94 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %95 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %96 = load i8*, i8** %95, align 16
  %97 = load i32, i32* %93, align 16, !dbg !236
  %98 = icmp ult i32 %97, 41, !dbg !236
  br i1 %98, label %104, label %99, !dbg !236

99:                                               ; preds = %85
  %100 = load i8*, i8** %94, align 8, !dbg !236
  %101 = getelementptr i8, i8* %100, i64 8, !dbg !236
  store i8* %101, i8** %94, align 8, !dbg !236
  %102 = bitcast i8* %100 to i32*, !dbg !236
  %103 = load i32, i32* %102, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 1, metadata !225, metadata !DIExpression()) #10, !dbg !235
  br label %113, !dbg !236

104:                                              ; preds = %85
  %105 = zext i32 %97 to i64, !dbg !236
  %106 = getelementptr i8, i8* %96, i64 %105, !dbg !236
  %107 = add nuw nsw i32 %97, 8, !dbg !236
  store i32 %107, i32* %93, align 16, !dbg !236
  %108 = bitcast i8* %106 to i32*, !dbg !236
  %109 = load i32, i32* %108, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 1, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata i32 %109, metadata !222, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  %110 = icmp ult i32 %97, 33, !dbg !236
  br i1 %110, label %119, label %111, !dbg !236

111:                                              ; preds = %104
  %112 = load i8*, i8** %94, align 8, !dbg !236
  br label %113, !dbg !236

113:                                              ; preds = %111, %99
  %114 = phi i8* [ %101, %99 ], [ %112, %111 ], !dbg !236
  %115 = phi i32 [ %103, %99 ], [ %109, %111 ]
  %116 = getelementptr i8, i8* %114, i64 8, !dbg !236
  store i8* %116, i8** %94, align 8, !dbg !236
  %117 = bitcast i8* %114 to i32*, !dbg !236
  %118 = load i32, i32* %117, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 2, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef), metadata !222, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  br label %128, !dbg !236

119:                                              ; preds = %104
  %120 = zext i32 %107 to i64, !dbg !236
  %121 = getelementptr i8, i8* %96, i64 %120, !dbg !236
  %122 = add nuw nsw i32 %97, 16, !dbg !236
  store i32 %122, i32* %93, align 16, !dbg !236
  %123 = bitcast i8* %121 to i32*, !dbg !236
  %124 = load i32, i32* %123, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 2, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata !DIArgList(i32 %124, i32 %109), metadata !222, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  %125 = icmp ult i32 %97, 25, !dbg !236
  br i1 %125, label %135, label %126, !dbg !236

126:                                              ; preds = %119
  %127 = load i8*, i8** %94, align 8, !dbg !236
  br label %128, !dbg !236

128:                                              ; preds = %126, %113
  %129 = phi i8* [ %116, %113 ], [ %127, %126 ], !dbg !236
  %130 = phi i32 [ %118, %113 ], [ %124, %126 ]
  %131 = phi i32 [ %115, %113 ], [ %109, %126 ]
  %132 = getelementptr i8, i8* %129, i64 8, !dbg !236
  store i8* %132, i8** %94, align 8, !dbg !236
  %133 = bitcast i8* %129 to i32*, !dbg !236
  %134 = load i32, i32* %133, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 3, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef, i32 undef), metadata !222, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  br label %144, !dbg !236

135:                                              ; preds = %119
  %136 = zext i32 %122 to i64, !dbg !236
  %137 = getelementptr i8, i8* %96, i64 %136, !dbg !236
  %138 = add nuw nsw i32 %97, 24, !dbg !236
  store i32 %138, i32* %93, align 16, !dbg !236
  %139 = bitcast i8* %137 to i32*, !dbg !236
  %140 = load i32, i32* %139, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 3, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata !DIArgList(i32 %140, i32 %124, i32 %109), metadata !222, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  %141 = icmp ult i32 %97, 17, !dbg !236
  br i1 %141, label %152, label %142, !dbg !236

142:                                              ; preds = %135
  %143 = load i8*, i8** %94, align 8, !dbg !236
  br label %144, !dbg !236

144:                                              ; preds = %142, %128
  %145 = phi i8* [ %132, %128 ], [ %143, %142 ], !dbg !236
  %146 = phi i32 [ %134, %128 ], [ %140, %142 ]
  %147 = phi i32 [ %131, %128 ], [ %109, %142 ]
  %148 = phi i32 [ %130, %128 ], [ %124, %142 ]
  %149 = getelementptr i8, i8* %145, i64 8, !dbg !236
  store i8* %149, i8** %94, align 8, !dbg !236
  %150 = bitcast i8* %145 to i32*, !dbg !236
  %151 = load i32, i32* %150, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 4, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef, i32 undef, i32 undef), metadata !222, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  br label %161, !dbg !236

152:                                              ; preds = %135
  %153 = zext i32 %138 to i64, !dbg !236
  %154 = getelementptr i8, i8* %96, i64 %153, !dbg !236
  %155 = add nuw nsw i32 %97, 32, !dbg !236
  store i32 %155, i32* %93, align 16, !dbg !236
  %156 = bitcast i8* %154 to i32*, !dbg !236
  %157 = load i32, i32* %156, align 4, !dbg !236
  call void @llvm.dbg.value(metadata i32 4, metadata !225, metadata !DIExpression()) #10, !dbg !235
  call void @llvm.dbg.value(metadata !DIArgList(i32 %157, i32 %140, i32 %124, i32 %109), metadata !222, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value)) #10, !dbg !227
  %158 = icmp ult i32 %97, 9, !dbg !236
  br i1 %158, label %168, label %159, !dbg !236

159:                                              ; preds = %152
  %160 = load i8*, i8** %94, align 8, !dbg !236
  br label %161, !dbg !236

161:                                              ; preds = %159, %144
  %162 = phi i8* [ %149, %144 ], [ %160, %159 ], !dbg !236
  %163 = phi i32 [ %151, %144 ], [ %157, %159 ]
  %164 = phi i32 [ %148, %144 ], [ %124, %159 ]
  %165 = phi i32 [ %147, %144 ], [ %109, %159 ]
  %166 = phi i32 [ %146, %144 ], [ %140, %159 ]
  %167 = getelementptr i8, i8* %162, i64 8, !dbg !236
  store i8* %167, i8** %94, align 8, !dbg !236
  br label %172, !dbg !236

168:                                              ; preds = %152
  %169 = zext i32 %155 to i64, !dbg !236
  %170 = getelementptr i8, i8* %96, i64 %169, !dbg !236
  %171 = add nuw nsw i32 %97, 40, !dbg !236
  store i32 %171, i32* %93, align 16, !dbg !236
  br label %172, !dbg !236

172:                                              ; preds = %161, %168
  %173 = phi i32 [ %157, %168 ], [ %163, %161 ]
  %174 = phi i32 [ %124, %168 ], [ %164, %161 ]
  %175 = phi i32 [ %109, %168 ], [ %165, %161 ]
  %176 = phi i32 [ %140, %168 ], [ %166, %161 ]
  %177 = phi i8* [ %170, %168 ], [ %162, %161 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !222, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !222, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !222, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !221, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !221, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !221, metadata !DIExpression()) #10, !dbg !227
  %178 = bitcast i8* %177 to i32*, !dbg !236
  %179 = load i32, i32* %178, align 4, !dbg !236
  %180 = add i32 %174, %173, !dbg !238
  %181 = add i32 %180, %175, !dbg !238
  %182 = add i32 %181, %176, !dbg !238
  %183 = add i32 %182, %179, !dbg !238
  %184 = shl i32 %183, 1, !dbg !238
  call void @llvm.dbg.value(metadata i32 %184, metadata !222, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 5, metadata !225, metadata !DIExpression()) #10, !dbg !235
  %185 = add i32 %87, %86, !dbg !239
  %186 = add i32 %185, %88, !dbg !239
  %187 = add i32 %186, %89, !dbg !239
  %188 = add i32 %187, %92, !dbg !239
  call void @llvm.va_end(i8* nonnull %5) #10, !dbg !240
  %189 = mul nsw i32 %188, 1000, !dbg !241
  %190 = add nsw i32 %184, %189, !dbg !242
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #10, !dbg !243
  call void @llvm.dbg.value(metadata i32 %190, metadata !208, metadata !DIExpression()), !dbg !209
  call void @llvm.va_end(i8* nonnull %4), !dbg !244
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #10, !dbg !245
  ret i32 %190, !dbg !246
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @max_of(i32 %0, ...) unnamed_addr #2 !dbg !247 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 5, metadata !252, metadata !DIExpression()), !dbg !260
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !261
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10, !dbg !261
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !253, metadata !DIExpression()), !dbg !262
  call void @llvm.va_start(i8* nonnull %3), !dbg !263
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0, !dbg !264
  %5 = load i32, i32* %4, align 16, !dbg !264
  %6 = icmp ult i32 %5, 41, !dbg !264
  br i1 %6, label %14, label %7, !dbg !264

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2, !dbg !264
  %9 = load i8*, i8** %8, align 8, !dbg !264
  %10 = getelementptr i8, i8* %9, i64 8, !dbg !264
  store i8* %10, i8** %8, align 8, !dbg !264
  %11 = bitcast i8* %9 to i64*, !dbg !264
  %12 = load i64, i64* %11, align 8, !dbg !264
  call void @llvm.dbg.value(metadata i64 %21, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 1, metadata !255, metadata !DIExpression()), !dbg !265
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  br label %24, !dbg !266

14:                                               ; preds = %1
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3, !dbg !264
  %16 = load i8*, i8** %15, align 16, !dbg !264
  %17 = zext i32 %5 to i64, !dbg !264
  %18 = getelementptr i8, i8* %16, i64 %17, !dbg !264
  %19 = add nuw nsw i32 %5, 8, !dbg !264
  store i32 %19, i32* %4, align 16, !dbg !264
  %20 = bitcast i8* %18 to i64*, !dbg !264
  %21 = load i64, i64* %20, align 8, !dbg !264
  call void @llvm.dbg.value(metadata i64 %21, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 1, metadata !255, metadata !DIExpression()), !dbg !265
  %22 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %23 = icmp ult i32 %5, 33, !dbg !266
  br i1 %23, label %33, label %24, !dbg !266

24:                                               ; preds = %14, %7
  %25 = phi i8** [ %13, %7 ], [ %22, %14 ]
  %26 = phi i64 [ %12, %7 ], [ %21, %14 ]
  %27 = load i8*, i8** %25, align 8, !dbg !266
  %28 = getelementptr i8, i8* %27, i64 8, !dbg !266
  store i8* %28, i8** %25, align 8, !dbg !266
  %29 = bitcast i8* %27 to i64*, !dbg !266
  %30 = load i64, i64* %29, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %38, metadata !257, metadata !DIExpression()), !dbg !267
  %31 = icmp sgt i64 %30, %26, !dbg !268
  %32 = select i1 %31, i64 %30, i64 %26, !dbg !270
  call void @llvm.dbg.value(metadata i64 %40, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 2, metadata !255, metadata !DIExpression()), !dbg !265
  br label %42, !dbg !266

33:                                               ; preds = %14
  %34 = zext i32 %19 to i64, !dbg !266
  %35 = getelementptr i8, i8* %16, i64 %34, !dbg !266
  %36 = add nuw nsw i32 %5, 16, !dbg !266
  store i32 %36, i32* %4, align 16, !dbg !266
  %37 = bitcast i8* %35 to i64*, !dbg !266
  %38 = load i64, i64* %37, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %38, metadata !257, metadata !DIExpression()), !dbg !267
  %39 = icmp sgt i64 %38, %21, !dbg !268
  %40 = select i1 %39, i64 %38, i64 %21, !dbg !270
  call void @llvm.dbg.value(metadata i64 %40, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 2, metadata !255, metadata !DIExpression()), !dbg !265
  %41 = icmp ult i32 %5, 25, !dbg !266
  br i1 %41, label %51, label %42, !dbg !266

42:                                               ; preds = %33, %24
  %43 = phi i64 [ %32, %24 ], [ %40, %33 ]
  %44 = phi i8** [ %25, %24 ], [ %22, %33 ]
  %45 = load i8*, i8** %44, align 8, !dbg !266
  %46 = getelementptr i8, i8* %45, i64 8, !dbg !266
  store i8* %46, i8** %44, align 8, !dbg !266
  %47 = bitcast i8* %45 to i64*, !dbg !266
  %48 = load i64, i64* %47, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %56, metadata !257, metadata !DIExpression()), !dbg !267
  %49 = icmp sgt i64 %48, %43, !dbg !268
  %50 = select i1 %49, i64 %48, i64 %43, !dbg !270
  call void @llvm.dbg.value(metadata i64 %58, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 3, metadata !255, metadata !DIExpression()), !dbg !265
  br label %60, !dbg !266

51:                                               ; preds = %33
  %52 = zext i32 %36 to i64, !dbg !266
  %53 = getelementptr i8, i8* %16, i64 %52, !dbg !266
  %54 = add nuw nsw i32 %5, 24, !dbg !266
  store i32 %54, i32* %4, align 16, !dbg !266
  %55 = bitcast i8* %53 to i64*, !dbg !266
  %56 = load i64, i64* %55, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %56, metadata !257, metadata !DIExpression()), !dbg !267
  %57 = icmp sgt i64 %56, %40, !dbg !268
  %58 = select i1 %57, i64 %56, i64 %40, !dbg !270
  call void @llvm.dbg.value(metadata i64 %58, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 3, metadata !255, metadata !DIExpression()), !dbg !265
  %59 = icmp ult i32 %5, 17, !dbg !266
  br i1 %59, label %69, label %60, !dbg !266

60:                                               ; preds = %51, %42
  %61 = phi i64 [ %50, %42 ], [ %58, %51 ]
  %62 = phi i8** [ %44, %42 ], [ %22, %51 ]
  %63 = load i8*, i8** %62, align 8, !dbg !266
  %64 = getelementptr i8, i8* %63, i64 8, !dbg !266
  store i8* %64, i8** %62, align 8, !dbg !266
  %65 = bitcast i8* %63 to i64*, !dbg !266
  %66 = load i64, i64* %65, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %74, metadata !257, metadata !DIExpression()), !dbg !267
  %67 = icmp sgt i64 %66, %61, !dbg !268
  %68 = select i1 %67, i64 %66, i64 %61, !dbg !270
  call void @llvm.dbg.value(metadata i64 %76, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 4, metadata !255, metadata !DIExpression()), !dbg !265
  br label %78, !dbg !266

69:                                               ; preds = %51
  %70 = zext i32 %54 to i64, !dbg !266
  %71 = getelementptr i8, i8* %16, i64 %70, !dbg !266
  %72 = add nuw nsw i32 %5, 32, !dbg !266
  store i32 %72, i32* %4, align 16, !dbg !266
  %73 = bitcast i8* %71 to i64*, !dbg !266
  %74 = load i64, i64* %73, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %74, metadata !257, metadata !DIExpression()), !dbg !267
  %75 = icmp sgt i64 %74, %58, !dbg !268
  %76 = select i1 %75, i64 %74, i64 %58, !dbg !270
  call void @llvm.dbg.value(metadata i64 %76, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 4, metadata !255, metadata !DIExpression()), !dbg !265
  %77 = icmp ult i32 %5, 9, !dbg !266
  br i1 %77, label %83, label %78, !dbg !266

78:                                               ; preds = %60, %69
  %79 = phi i64 [ %68, %60 ], [ %76, %69 ]
  %80 = phi i8** [ %62, %60 ], [ %22, %69 ]
  %81 = load i8*, i8** %80, align 8, !dbg !266
  %82 = getelementptr i8, i8* %81, i64 8, !dbg !266
  store i8* %82, i8** %80, align 8, !dbg !266
  br label %87, !dbg !266

83:                                               ; preds = %69
  %84 = zext i32 %72 to i64, !dbg !266
  %85 = getelementptr i8, i8* %16, i64 %84, !dbg !266
  %86 = add nuw nsw i32 %5, 40, !dbg !266
  store i32 %86, i32* %4, align 16, !dbg !266
  br label %87, !dbg !266

87:                                               ; preds = %83, %78
  %88 = phi i64 [ %76, %83 ], [ %79, %78 ]
  %89 = phi i8* [ %85, %83 ], [ %81, %78 ]
  %90 = bitcast i8* %89 to i64*, !dbg !266
  %91 = load i64, i64* %90, align 8, !dbg !266
  call void @llvm.dbg.value(metadata i64 %91, metadata !257, metadata !DIExpression()), !dbg !267
  %92 = icmp sgt i64 %91, %88, !dbg !268
  %93 = select i1 %92, i64 %91, i64 %88, !dbg !270
  call void @llvm.dbg.value(metadata i64 %93, metadata !254, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 5, metadata !255, metadata !DIExpression()), !dbg !265
  call void @llvm.va_end(i8* nonnull %3), !dbg !271
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10, !dbg !272
  ret i64 %93, !dbg !273
}

; Function Attrs: nofree nounwind uwtable
define internal i8* @concat(i8* noundef returned %0, ...) unnamed_addr #0 !dbg !274 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i8* %0, metadata !278, metadata !DIExpression()), !dbg !281
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !282
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10, !dbg !282
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !279, metadata !DIExpression()), !dbg !283
  call void @llvm.va_start(i8* nonnull %3), !dbg !284
  store i8 0, i8* %0, align 1, !dbg !285, !tbaa !165
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  %8 = load i32, i32* %4, align 16, !dbg !286
  br label %9, !dbg !287

9:                                                ; preds = %25, %1
  %10 = phi i32 [ %20, %25 ], [ %8, %1 ], !dbg !286
  %11 = icmp ult i32 %10, 41, !dbg !286
  br i1 %11, label %12, label %16, !dbg !286

12:                                               ; preds = %9
  %13 = zext i32 %10 to i64, !dbg !286
  %14 = getelementptr i8, i8* %7, i64 %13, !dbg !286
  %15 = add nuw nsw i32 %10, 8, !dbg !286
  store i32 %15, i32* %4, align 16, !dbg !286
  br label %19, !dbg !286

16:                                               ; preds = %9
  %17 = load i8*, i8** %5, align 8, !dbg !286
  %18 = getelementptr i8, i8* %17, i64 8, !dbg !286
  store i8* %18, i8** %5, align 8, !dbg !286
  br label %19, !dbg !286

19:                                               ; preds = %16, %12
  %20 = phi i32 [ %15, %12 ], [ %10, %16 ]
  %21 = phi i8* [ %14, %12 ], [ %17, %16 ]
  %22 = bitcast i8* %21 to i8**, !dbg !286
  %23 = load i8*, i8** %22, align 8, !dbg !286
  call void @llvm.dbg.value(metadata i8* %23, metadata !280, metadata !DIExpression()), !dbg !281
  %24 = icmp eq i8* %23, null, !dbg !288
  br i1 %24, label %27, label %25, !dbg !287

25:                                               ; preds = %19
  %26 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %23) #10, !dbg !289
  br label %9, !dbg !287, !llvm.loop !290

27:                                               ; preds = %19
  call void @llvm.va_end(i8* nonnull %3), !dbg !292
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10, !dbg !293
  ret i8* %0, !dbg !294
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_pairs(i32 %0, ...) unnamed_addr #2 !dbg !295 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 3, metadata !297, metadata !DIExpression()), !dbg !305
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !306
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10, !dbg !306
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !298, metadata !DIExpression()), !dbg !307
  call void @llvm.va_start(i8* nonnull %3), !dbg !308
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 0, metadata !300, metadata !DIExpression()), !dbg !309
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 0, metadata !300, metadata !DIExpression()), !dbg !309
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %8 = load i8*, i8** %7, align 16
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 0, metadata !300, metadata !DIExpression()), !dbg !309
  %9 = load i32, i32* %4, align 16, !dbg !310
  %10 = icmp ult i32 %9, 41, !dbg !310
  %11 = load i32, i32* %5, align 4, !dbg !310
  %12 = icmp ult i32 %11, 161, !dbg !310
  %13 = and i1 %10, %12, !dbg !310
  br i1 %13, label %14, label %25, !dbg !310

14:                                               ; preds = %1
  %15 = zext i32 %9 to i64, !dbg !310
  %16 = getelementptr i8, i8* %8, i64 %15, !dbg !310
  %17 = zext i32 %11 to i64, !dbg !310
  %18 = getelementptr i8, i8* %8, i64 %17, !dbg !310
  %19 = bitcast i8* %16 to i32*, !dbg !310
  %20 = load i32, i32* %19, align 4, !dbg !310
  %21 = bitcast i8* %18 to double*, !dbg !310
  %22 = load double, double* %21, align 8, !dbg !310
  %23 = add nuw nsw i32 %9, 8, !dbg !310
  store i32 %23, i32* %4, align 16, !dbg !310
  %24 = add nuw nsw i32 %11, 16, !dbg !310
  store i32 %24, i32* %5, align 4, !dbg !310
  br label %33, !dbg !310

25:                                               ; preds = %1
  %26 = load i8*, i8** %6, align 8, !dbg !310
  %27 = getelementptr inbounds i8, i8* %26, i64 8, !dbg !310
  %28 = bitcast i8* %27 to double*, !dbg !310
  %29 = bitcast i8* %26 to i32*, !dbg !310
  %30 = getelementptr i8, i8* %26, i64 16, !dbg !310
  store i8* %30, i8** %6, align 8, !dbg !310
  %31 = load double, double* %28, align 8, !dbg !310, !tbaa.struct !311
  %32 = load i32, i32* %29, align 8, !dbg !310, !tbaa.struct !314
  br label %33, !dbg !310

33:                                               ; preds = %25, %14
  %34 = phi i32 [ %24, %14 ], [ %11, %25 ], !dbg !310
  %35 = phi i32 [ %23, %14 ], [ %9, %25 ], !dbg !310
  %36 = phi i32 [ %20, %14 ], [ %32, %25 ], !dbg !310
  %37 = phi double [ %22, %14 ], [ %31, %25 ], !dbg !310
  call void @llvm.dbg.value(metadata i32 %36, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !315
  call void @llvm.dbg.value(metadata i32 undef, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !315
  call void @llvm.dbg.value(metadata double %37, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !315
  call void @llvm.dbg.value(metadata double undef, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 1, metadata !300, metadata !DIExpression()), !dbg !309
  call void @llvm.dbg.value(metadata double undef, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 1, metadata !300, metadata !DIExpression()), !dbg !309
  %38 = icmp ult i32 %35, 41, !dbg !310
  %39 = icmp ult i32 %34, 161, !dbg !310
  %40 = and i1 %38, %39, !dbg !310
  br i1 %40, label %49, label %41, !dbg !310

41:                                               ; preds = %33
  %42 = load i8*, i8** %6, align 8, !dbg !310
  %43 = getelementptr inbounds i8, i8* %42, i64 8, !dbg !310
  %44 = bitcast i8* %43 to double*, !dbg !310
  %45 = bitcast i8* %42 to i32*, !dbg !310
  %46 = getelementptr i8, i8* %42, i64 16, !dbg !310
  store i8* %46, i8** %6, align 8, !dbg !310
  %47 = load double, double* %44, align 8, !dbg !310, !tbaa.struct !311
  %48 = load i32, i32* %45, align 8, !dbg !310, !tbaa.struct !314
  br label %60, !dbg !310

49:                                               ; preds = %33
  %50 = zext i32 %35 to i64, !dbg !310
  %51 = getelementptr i8, i8* %8, i64 %50, !dbg !310
  %52 = zext i32 %34 to i64, !dbg !310
  %53 = getelementptr i8, i8* %8, i64 %52, !dbg !310
  %54 = bitcast i8* %51 to i32*, !dbg !310
  %55 = load i32, i32* %54, align 4, !dbg !310
  %56 = bitcast i8* %53 to double*, !dbg !310
  %57 = load double, double* %56, align 8, !dbg !310
  %58 = add nuw nsw i32 %35, 8, !dbg !310
  store i32 %58, i32* %4, align 16, !dbg !310
  %59 = add nuw nsw i32 %34, 16, !dbg !310
  store i32 %59, i32* %5, align 4, !dbg !310
  br label %60, !dbg !310

60:                                               ; preds = %49, %41
  %61 = phi i32 [ %59, %49 ], [ %34, %41 ], !dbg !310
  %62 = phi i32 [ %58, %49 ], [ %35, %41 ], !dbg !310
  %63 = phi i32 [ %55, %49 ], [ %48, %41 ], !dbg !310
  %64 = phi double [ %57, %49 ], [ %47, %41 ], !dbg !310
  call void @llvm.dbg.value(metadata i32 %63, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !315
  call void @llvm.dbg.value(metadata i32 undef, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !315
  call void @llvm.dbg.value(metadata double %64, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !315
  call void @llvm.dbg.value(metadata double undef, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 2, metadata !300, metadata !DIExpression()), !dbg !309
  call void @llvm.dbg.value(metadata double undef, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 2, metadata !300, metadata !DIExpression()), !dbg !309
  %65 = icmp ult i32 %62, 41, !dbg !310
  %66 = icmp ult i32 %61, 161, !dbg !310
  %67 = and i1 %65, %66, !dbg !310
  br i1 %67, label %76, label %68, !dbg !310

68:                                               ; preds = %60
  %69 = load i8*, i8** %6, align 8, !dbg !310
  %70 = getelementptr inbounds i8, i8* %69, i64 8, !dbg !310
  %71 = bitcast i8* %70 to double*, !dbg !310
  %72 = bitcast i8* %69 to i32*, !dbg !310
  %73 = getelementptr i8, i8* %69, i64 16, !dbg !310
  store i8* %73, i8** %6, align 8, !dbg !310
  %74 = load double, double* %71, align 8, !dbg !310, !tbaa.struct !311
  %75 = load i32, i32* %72, align 8, !dbg !310, !tbaa.struct !314
  br label %87, !dbg !310

76:                                               ; preds = %60
  %77 = zext i32 %62 to i64, !dbg !310
  %78 = getelementptr i8, i8* %8, i64 %77, !dbg !310
  %79 = zext i32 %61 to i64, !dbg !310
  %80 = getelementptr i8, i8* %8, i64 %79, !dbg !310
  %81 = bitcast i8* %78 to i32*, !dbg !310
  %82 = load i32, i32* %81, align 4, !dbg !310
  %83 = bitcast i8* %80 to double*, !dbg !310
  %84 = load double, double* %83, align 8, !dbg !310
  %85 = add nuw nsw i32 %62, 8, !dbg !310
  store i32 %85, i32* %4, align 16, !dbg !310
  %86 = add nuw nsw i32 %61, 16, !dbg !310
  store i32 %86, i32* %5, align 4, !dbg !310
  br label %87, !dbg !310

87:                                               ; preds = %76, %68
  %88 = phi i32 [ %82, %76 ], [ %75, %68 ], !dbg !310
  %89 = phi double [ %84, %76 ], [ %74, %68 ], !dbg !310
  %90 = sitofp i32 %63 to double, !dbg !316
  %91 = sitofp i32 %36 to double, !dbg !316
  %92 = call double @llvm.fmuladd.f64(double %91, double %37, double 0.000000e+00), !dbg !317
  call void @llvm.dbg.value(metadata double %92, metadata !299, metadata !DIExpression()), !dbg !305
  %93 = call double @llvm.fmuladd.f64(double %90, double %64, double %92), !dbg !317
  call void @llvm.dbg.value(metadata double %93, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 %88, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !315
  call void @llvm.dbg.value(metadata i32 undef, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !315
  call void @llvm.dbg.value(metadata double %89, metadata !302, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !315
  %94 = sitofp i32 %88 to double, !dbg !316
  %95 = call double @llvm.fmuladd.f64(double %94, double %89, double %93), !dbg !317
  call void @llvm.dbg.value(metadata double %95, metadata !299, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 3, metadata !300, metadata !DIExpression()), !dbg !309
  call void @llvm.va_end(i8* nonnull %3), !dbg !318
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10, !dbg !319
  ret double %95, !dbg !320
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(i8* noalias nocapture noundef writeonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "varargs.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "1a2438f0d81f31dd1d5ab15c5a8ee9fe")
!2 = !{!3, !6, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 114, type: !15, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !23, !24, !26, !28, !34, !35}
!19 = !DILocalVariable(name: "buf", scope: !14, file: !1, line: 119, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 512)
!23 = !DILocalVariable(name: "counter", scope: !14, file: !1, line: 120, type: !17)
!24 = !DILocalVariable(name: "sh", scope: !14, file: !1, line: 121, type: !25)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "fl", scope: !14, file: !1, line: 122, type: !27)
!27 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!28 = !DILocalVariable(name: "p1", scope: !14, file: !1, line: 134, type: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 97, size: 128, elements: !30)
!30 = !{!31, !32}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !29, file: !1, line: 98, baseType: !17, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !29, file: !1, line: 99, baseType: !33, size: 64, offset: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DILocalVariable(name: "p2", scope: !14, file: !1, line: 134, type: !29)
!35 = !DILocalVariable(name: "p3", scope: !14, file: !1, line: 134, type: !29)
!36 = !DILocation(line: 115, column: 39, scope: !14)
!37 = !DILocation(line: 115, column: 52, scope: !14)
!38 = !DILocation(line: 116, column: 12, scope: !14)
!39 = !DILocation(line: 115, column: 5, scope: !14)
!40 = !DILocation(line: 117, column: 33, scope: !14)
!41 = !DILocation(line: 118, column: 12, scope: !14)
!42 = !DILocation(line: 117, column: 5, scope: !14)
!43 = !DILocation(line: 119, column: 5, scope: !14)
!44 = !DILocation(line: 119, column: 10, scope: !14)
!45 = !DILocation(line: 120, column: 5, scope: !14)
!46 = !DILocation(line: 0, scope: !14)
!47 = !DILocation(line: 120, column: 9, scope: !14)
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 123, column: 5, scope: !14)
!53 = !DILocation(line: 124, column: 36, scope: !14)
!54 = !DILocation(line: 124, column: 5, scope: !14)
!55 = !DILocation(line: 125, column: 5, scope: !14)
!56 = !DILocation(line: 126, column: 5, scope: !14)
!57 = !DILocation(line: 127, column: 5, scope: !14)
!58 = !DILocation(line: 128, column: 5, scope: !14)
!59 = !DILocation(line: 129, column: 5, scope: !14)
!60 = !DILocation(line: 130, column: 36, scope: !14)
!61 = !DILocation(line: 130, column: 5, scope: !14)
!62 = !DILocation(line: 131, column: 30, scope: !14)
!63 = !DILocation(line: 131, column: 5, scope: !14)
!64 = !DILocation(line: 132, column: 29, scope: !14)
!65 = !DILocation(line: 132, column: 5, scope: !14)
!66 = !DILocation(line: 133, column: 27, scope: !14)
!67 = !DILocation(line: 133, column: 5, scope: !14)
!68 = !DILocation(line: 135, column: 28, scope: !14)
!69 = !DILocation(line: 135, column: 5, scope: !14)
!70 = !DILocation(line: 137, column: 1, scope: !14)
!71 = !DILocation(line: 136, column: 5, scope: !14)
!72 = distinct !DISubprogram(name: "sum_ints", scope: !1, file: !1, line: 7, type: !73, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !17, null}
!75 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!76 = !{!77, !78, !95, !96}
!77 = !DILocalVariable(name: "count", arg: 1, scope: !72, file: !1, line: 7, type: !17)
!78 = !DILocalVariable(name: "ap", scope: !72, file: !1, line: 8, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !80, line: 52, baseType: !81)
!80 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !82, line: 32, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !84, baseType: !85)
!84 = !DIFile(filename: "varargs.c", directory: "/work/wt-errtests/tests/c")
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 192, elements: !93)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !87)
!87 = !{!88, !90, !91, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !86, file: !84, line: 8, baseType: !89, size: 32)
!89 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !86, file: !84, line: 8, baseType: !89, size: 32, offset: 32)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !86, file: !84, line: 8, baseType: !6, size: 64, offset: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !86, file: !84, line: 8, baseType: !6, size: 64, offset: 128)
!93 = !{!94}
!94 = !DISubrange(count: 1)
!95 = !DILocalVariable(name: "s", scope: !72, file: !1, line: 10, type: !75)
!96 = !DILocalVariable(name: "i", scope: !97, file: !1, line: 11, type: !17)
!97 = distinct !DILexicalBlock(scope: !72, file: !1, line: 11, column: 5)
!98 = !DILocation(line: 0, scope: !72)
!99 = !DILocation(line: 8, column: 5, scope: !72)
!100 = !DILocation(line: 8, column: 13, scope: !72)
!101 = !DILocation(line: 9, column: 5, scope: !72)
!102 = !DILocation(line: 0, scope: !97)
!103 = !DILocation(line: 11, column: 23, scope: !104)
!104 = distinct !DILexicalBlock(scope: !97, file: !1, line: 11, column: 5)
!105 = !DILocation(line: 11, column: 5, scope: !97)
!106 = !DILocation(line: 12, column: 14, scope: !104)
!107 = !DILocation(line: 12, column: 11, scope: !104)
!108 = !DILocation(line: 13, column: 5, scope: !72)
!109 = !DILocation(line: 15, column: 1, scope: !72)
!110 = !DILocation(line: 14, column: 5, scope: !72)
!111 = distinct !{!111, !105, !112, !113}
!112 = !DILocation(line: 12, column: 14, scope: !97)
!113 = !{!"llvm.loop.mustprogress"}
!114 = distinct !DISubprogram(name: "mean_doubles", scope: !1, file: !1, line: 17, type: !115, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!33, !17, null}
!117 = !{!118, !119, !120, !121}
!118 = !DILocalVariable(name: "count", arg: 1, scope: !114, file: !1, line: 17, type: !17)
!119 = !DILocalVariable(name: "ap", scope: !114, file: !1, line: 18, type: !79)
!120 = !DILocalVariable(name: "s", scope: !114, file: !1, line: 20, type: !33)
!121 = !DILocalVariable(name: "i", scope: !122, file: !1, line: 21, type: !17)
!122 = distinct !DILexicalBlock(scope: !114, file: !1, line: 21, column: 5)
!123 = !DILocation(line: 0, scope: !114)
!124 = !DILocation(line: 18, column: 5, scope: !114)
!125 = !DILocation(line: 18, column: 13, scope: !114)
!126 = !DILocation(line: 19, column: 5, scope: !114)
!127 = !DILocation(line: 0, scope: !122)
!128 = !DILocation(line: 21, column: 23, scope: !129)
!129 = distinct !DILexicalBlock(scope: !122, file: !1, line: 21, column: 5)
!130 = !DILocation(line: 21, column: 5, scope: !122)
!131 = !DILocation(line: 22, column: 14, scope: !129)
!132 = !DILocation(line: 22, column: 11, scope: !129)
!133 = !DILocation(line: 23, column: 5, scope: !114)
!134 = !DILocation(line: 24, column: 24, scope: !114)
!135 = !DILocation(line: 24, column: 22, scope: !114)
!136 = !DILocation(line: 25, column: 1, scope: !114)
!137 = !DILocation(line: 24, column: 5, scope: !114)
!138 = distinct !{!138, !130, !139, !113}
!139 = !DILocation(line: 22, column: 14, scope: !122)
!140 = distinct !DISubprogram(name: "mini_format", scope: !1, file: !1, line: 28, type: !141, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143, !3, null}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!144 = !{!145, !146, !147, !148, !150, !156}
!145 = !DILocalVariable(name: "out", arg: 1, scope: !140, file: !1, line: 28, type: !143)
!146 = !DILocalVariable(name: "spec", arg: 2, scope: !140, file: !1, line: 28, type: !3)
!147 = !DILocalVariable(name: "ap", scope: !140, file: !1, line: 29, type: !79)
!148 = !DILocalVariable(name: "c", scope: !149, file: !1, line: 32, type: !3)
!149 = distinct !DILexicalBlock(scope: !140, file: !1, line: 32, column: 5)
!150 = !DILocalVariable(name: "tmp", scope: !151, file: !1, line: 33, type: !153)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 32, column: 41)
!152 = distinct !DILexicalBlock(scope: !149, file: !1, line: 32, column: 5)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 64)
!156 = !DILocalVariable(name: "ip", scope: !157, file: !1, line: 40, type: !159)
!157 = distinct !DILexicalBlock(scope: !158, file: !1, line: 39, column: 19)
!158 = distinct !DILexicalBlock(scope: !151, file: !1, line: 34, column: 21)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!160 = !DILocation(line: 0, scope: !140)
!161 = !DILocation(line: 29, column: 5, scope: !140)
!162 = !DILocation(line: 29, column: 13, scope: !140)
!163 = !DILocation(line: 30, column: 5, scope: !140)
!164 = !DILocation(line: 31, column: 12, scope: !140)
!165 = !{!50, !50, i64 0}
!166 = !DILocation(line: 0, scope: !149)
!167 = !DILocation(line: 32, column: 32, scope: !152)
!168 = !DILocation(line: 32, column: 5, scope: !149)
!169 = !DILocation(line: 50, column: 5, scope: !140)
!170 = !DILocation(line: 51, column: 1, scope: !140)
!171 = !DILocation(line: 33, column: 9, scope: !151)
!172 = !DILocation(line: 33, column: 14, scope: !151)
!173 = !DILocation(line: 34, column: 17, scope: !151)
!174 = !DILocation(line: 34, column: 9, scope: !151)
!175 = !DILocation(line: 35, column: 42, scope: !158)
!176 = !DILocation(line: 35, column: 19, scope: !158)
!177 = !DILocation(line: 35, column: 60, scope: !158)
!178 = !DILocation(line: 36, column: 43, scope: !158)
!179 = !DILocation(line: 36, column: 19, scope: !158)
!180 = !DILocation(line: 36, column: 62, scope: !158)
!181 = !DILocation(line: 37, column: 44, scope: !158)
!182 = !DILocation(line: 37, column: 19, scope: !158)
!183 = !DILocation(line: 37, column: 65, scope: !158)
!184 = !DILocation(line: 38, column: 42, scope: !158)
!185 = !DILocation(line: 38, column: 19, scope: !158)
!186 = !DILocation(line: 38, column: 69, scope: !158)
!187 = !DILocation(line: 40, column: 23, scope: !157)
!188 = !DILocation(line: 0, scope: !157)
!189 = !DILocation(line: 41, column: 17, scope: !157)
!190 = !DILocation(line: 42, column: 13, scope: !157)
!191 = !DILocation(line: 45, column: 48, scope: !158)
!192 = !DILocation(line: 45, column: 42, scope: !158)
!193 = !DILocation(line: 45, column: 19, scope: !158)
!194 = !DILocation(line: 45, column: 66, scope: !158)
!195 = !DILocation(line: 46, column: 18, scope: !158)
!196 = !DILocation(line: 46, column: 39, scope: !158)
!197 = !DILocation(line: 48, column: 9, scope: !151)
!198 = !DILocation(line: 49, column: 5, scope: !152)
!199 = !DILocation(line: 32, column: 37, scope: !152)
!200 = distinct !{!200, !168, !201, !113}
!201 = !DILocation(line: 49, column: 5, scope: !149)
!202 = distinct !DISubprogram(name: "sum_twice", scope: !1, file: !1, line: 65, type: !203, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{!17, !17, null}
!205 = !{!206, !207, !208}
!206 = !DILocalVariable(name: "count", arg: 1, scope: !202, file: !1, line: 65, type: !17)
!207 = !DILocalVariable(name: "ap", scope: !202, file: !1, line: 66, type: !79)
!208 = !DILocalVariable(name: "r", scope: !202, file: !1, line: 68, type: !17)
!209 = !DILocation(line: 0, scope: !202)
!210 = !DILocation(line: 66, column: 5, scope: !202)
!211 = !DILocation(line: 66, column: 13, scope: !202)
!212 = !DILocation(line: 67, column: 5, scope: !202)
!213 = !DILocalVariable(name: "count", arg: 1, scope: !214, file: !1, line: 53, type: !17)
!214 = distinct !DISubprogram(name: "vsum_twice", scope: !1, file: !1, line: 53, type: !215, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !218)
!215 = !DISubroutineType(types: !216)
!216 = !{!17, !17, !217}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!218 = !{!213, !219, !220, !221, !222, !223, !225}
!219 = !DILocalVariable(name: "ap", arg: 2, scope: !214, file: !1, line: 53, type: !217)
!220 = !DILocalVariable(name: "copy", scope: !214, file: !1, line: 54, type: !79)
!221 = !DILocalVariable(name: "a", scope: !214, file: !1, line: 56, type: !17)
!222 = !DILocalVariable(name: "b", scope: !214, file: !1, line: 56, type: !17)
!223 = !DILocalVariable(name: "i", scope: !224, file: !1, line: 57, type: !17)
!224 = distinct !DILexicalBlock(scope: !214, file: !1, line: 57, column: 5)
!225 = !DILocalVariable(name: "i", scope: !226, file: !1, line: 59, type: !17)
!226 = distinct !DILexicalBlock(scope: !214, file: !1, line: 59, column: 5)
!227 = !DILocation(line: 0, scope: !214, inlinedAt: !228)
!228 = distinct !DILocation(line: 68, column: 13, scope: !202)
!229 = !DILocation(line: 54, column: 5, scope: !214, inlinedAt: !228)
!230 = !DILocation(line: 54, column: 13, scope: !214, inlinedAt: !228)
!231 = !DILocation(line: 55, column: 5, scope: !214, inlinedAt: !228)
!232 = !DILocation(line: 0, scope: !224, inlinedAt: !228)
!233 = !DILocation(line: 58, column: 14, scope: !234, inlinedAt: !228)
!234 = distinct !DILexicalBlock(scope: !224, file: !1, line: 57, column: 5)
!235 = !DILocation(line: 0, scope: !226, inlinedAt: !228)
!236 = !DILocation(line: 60, column: 14, scope: !237, inlinedAt: !228)
!237 = distinct !DILexicalBlock(scope: !226, file: !1, line: 59, column: 5)
!238 = !DILocation(line: 60, column: 11, scope: !237, inlinedAt: !228)
!239 = !DILocation(line: 58, column: 11, scope: !234, inlinedAt: !228)
!240 = !DILocation(line: 61, column: 5, scope: !214, inlinedAt: !228)
!241 = !DILocation(line: 62, column: 14, scope: !214, inlinedAt: !228)
!242 = !DILocation(line: 62, column: 21, scope: !214, inlinedAt: !228)
!243 = !DILocation(line: 63, column: 1, scope: !214, inlinedAt: !228)
!244 = !DILocation(line: 69, column: 5, scope: !202)
!245 = !DILocation(line: 71, column: 1, scope: !202)
!246 = !DILocation(line: 70, column: 5, scope: !202)
!247 = distinct !DISubprogram(name: "max_of", scope: !1, file: !1, line: 73, type: !248, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !251)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !17, null}
!250 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!251 = !{!252, !253, !254, !255, !257}
!252 = !DILocalVariable(name: "count", arg: 1, scope: !247, file: !1, line: 73, type: !17)
!253 = !DILocalVariable(name: "ap", scope: !247, file: !1, line: 74, type: !79)
!254 = !DILocalVariable(name: "m", scope: !247, file: !1, line: 76, type: !250)
!255 = !DILocalVariable(name: "i", scope: !256, file: !1, line: 77, type: !17)
!256 = distinct !DILexicalBlock(scope: !247, file: !1, line: 77, column: 5)
!257 = !DILocalVariable(name: "v", scope: !258, file: !1, line: 78, type: !250)
!258 = distinct !DILexicalBlock(scope: !259, file: !1, line: 77, column: 37)
!259 = distinct !DILexicalBlock(scope: !256, file: !1, line: 77, column: 5)
!260 = !DILocation(line: 0, scope: !247)
!261 = !DILocation(line: 74, column: 5, scope: !247)
!262 = !DILocation(line: 74, column: 13, scope: !247)
!263 = !DILocation(line: 75, column: 5, scope: !247)
!264 = !DILocation(line: 76, column: 19, scope: !247)
!265 = !DILocation(line: 0, scope: !256)
!266 = !DILocation(line: 78, column: 23, scope: !258)
!267 = !DILocation(line: 0, scope: !258)
!268 = !DILocation(line: 79, column: 15, scope: !269)
!269 = distinct !DILexicalBlock(scope: !258, file: !1, line: 79, column: 13)
!270 = !DILocation(line: 79, column: 13, scope: !258)
!271 = !DILocation(line: 82, column: 5, scope: !247)
!272 = !DILocation(line: 84, column: 1, scope: !247)
!273 = !DILocation(line: 83, column: 5, scope: !247)
!274 = distinct !DISubprogram(name: "concat", scope: !1, file: !1, line: 86, type: !275, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!3, !143, null}
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "buf", arg: 1, scope: !274, file: !1, line: 86, type: !143)
!279 = !DILocalVariable(name: "ap", scope: !274, file: !1, line: 87, type: !79)
!280 = !DILocalVariable(name: "s", scope: !274, file: !1, line: 90, type: !3)
!281 = !DILocation(line: 0, scope: !274)
!282 = !DILocation(line: 87, column: 5, scope: !274)
!283 = !DILocation(line: 87, column: 13, scope: !274)
!284 = !DILocation(line: 88, column: 5, scope: !274)
!285 = !DILocation(line: 89, column: 12, scope: !274)
!286 = !DILocation(line: 91, column: 17, scope: !274)
!287 = !DILocation(line: 91, column: 5, scope: !274)
!288 = !DILocation(line: 91, column: 43, scope: !274)
!289 = !DILocation(line: 92, column: 9, scope: !274)
!290 = distinct !{!290, !287, !291, !113}
!291 = !DILocation(line: 92, column: 22, scope: !274)
!292 = !DILocation(line: 93, column: 5, scope: !274)
!293 = !DILocation(line: 95, column: 1, scope: !274)
!294 = !DILocation(line: 94, column: 5, scope: !274)
!295 = distinct !DISubprogram(name: "sum_pairs", scope: !1, file: !1, line: 102, type: !115, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !296)
!296 = !{!297, !298, !299, !300, !302}
!297 = !DILocalVariable(name: "count", arg: 1, scope: !295, file: !1, line: 102, type: !17)
!298 = !DILocalVariable(name: "ap", scope: !295, file: !1, line: 103, type: !79)
!299 = !DILocalVariable(name: "s", scope: !295, file: !1, line: 105, type: !33)
!300 = !DILocalVariable(name: "i", scope: !301, file: !1, line: 106, type: !17)
!301 = distinct !DILexicalBlock(scope: !295, file: !1, line: 106, column: 5)
!302 = !DILocalVariable(name: "p", scope: !303, file: !1, line: 107, type: !29)
!303 = distinct !DILexicalBlock(scope: !304, file: !1, line: 106, column: 37)
!304 = distinct !DILexicalBlock(scope: !301, file: !1, line: 106, column: 5)
!305 = !DILocation(line: 0, scope: !295)
!306 = !DILocation(line: 103, column: 5, scope: !295)
!307 = !DILocation(line: 103, column: 13, scope: !295)
!308 = !DILocation(line: 104, column: 5, scope: !295)
!309 = !DILocation(line: 0, scope: !301)
!310 = !DILocation(line: 107, column: 25, scope: !303)
!311 = !{i64 0, i64 8, !312}
!312 = !{!313, !313, i64 0}
!313 = !{!"double", !50, i64 0}
!314 = !{i64 0, i64 4, !48, i64 8, i64 8, !312}
!315 = !DILocation(line: 0, scope: !303)
!316 = !DILocation(line: 108, column: 14, scope: !303)
!317 = !DILocation(line: 108, column: 11, scope: !303)
!318 = !DILocation(line: 110, column: 5, scope: !295)
!319 = !DILocation(line: 112, column: 1, scope: !295)
!320 = !DILocation(line: 111, column: 5, scope: !295)
