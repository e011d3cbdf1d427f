; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"max64^2\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"hi=%llu lo=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%d! = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"u128 max = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"i128 min\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"i128 max\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"x / 7\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"x % 7\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"x >> 3\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"-x / -13\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"1<<100\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"max>>77\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"pattern\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"mulmod: %llu\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"3^(p-1) mod p\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"n1/d1 = %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"n1%%d1 = %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"%s = 0x%08x%08x%08x%08x\0A\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"%s = -%s\0A\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"%s = %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !18 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca [48 x i8], align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca [48 x i8], align 16
  %9 = alloca [48 x i8], align 16
  %10 = alloca [48 x i8], align 16
  %11 = alloca [48 x i8], align 16
  %12 = alloca [48 x i8], align 16
  %13 = alloca [48 x i8], align 16
  %14 = alloca [48 x i8], align 16
  %15 = alloca [48 x i8], align 16
  %16 = alloca [48 x i8], align 16
  %17 = alloca [48 x i8], align 16
  %18 = alloca [48 x i8], align 16
  %19 = alloca [48 x i8], align 16
  %20 = alloca [48 x i8], align 16
  call void @llvm.dbg.value(metadata i128 -36893488147419103231, metadata !22, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), metadata !56, metadata !DIExpression()) #5, !dbg !64
  call void @llvm.dbg.value(metadata !DIArgList(i128 undef, i64 1), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value)) #5, !dbg !64
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef -1, i32 noundef -2, i32 noundef 0, i32 noundef 1) #5, !dbg !66
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i64 noundef -2, i64 noundef 1), !dbg !67
  call void @llvm.dbg.value(metadata i128 1, metadata !23, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 1, metadata !24, metadata !DIExpression()), !dbg !68
  %23 = getelementptr inbounds [48 x i8], [48 x i8]* %19, i64 0, i64 0
  %24 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 0
  br label %473, !dbg !69

25:                                               ; preds = %559
  call void @llvm.dbg.value(metadata i128 -1, metadata !34, metadata !DIExpression()), !dbg !55
  %26 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 0, !dbg !70
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %26) #5, !dbg !70
  call void @llvm.dbg.declare(metadata [48 x i8]* %20, metadata !35, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i128 -1, metadata !72, metadata !DIExpression()) #5, !dbg !83
  call void @llvm.dbg.value(metadata i8* %26, metadata !78, metadata !DIExpression()) #5, !dbg !83
  %27 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 0, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %27) #5, !dbg !85
  call void @llvm.dbg.declare(metadata [48 x i8]* %18, metadata !79, metadata !DIExpression()) #5, !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !83
  br label %28, !dbg !87

28:                                               ; preds = %40, %25
  %29 = phi i64 [ 0, %25 ], [ %44, %40 ]
  %30 = phi i128 [ -1, %25 ], [ %46, %40 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !80, metadata !DIExpression()) #5, !dbg !83
  call void @llvm.dbg.value(metadata i128 %30, metadata !72, metadata !DIExpression()) #5, !dbg !83
  %31 = freeze i128 %30
  %32 = udiv i128 %31, 10, !dbg !88
  %33 = mul i128 %32, 10
  %34 = sub i128 %31, %33
  %35 = trunc i128 %34 to i8, !dbg !90
  %36 = or i8 %35, 48, !dbg !91
  %37 = or i64 %29, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %37, metadata !80, metadata !DIExpression()) #5, !dbg !83
  %38 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 %29, !dbg !93
  store i8 %36, i8* %38, align 2, !dbg !94, !tbaa !95
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !83
  %39 = icmp eq i64 %37, 39, !dbg !98
  br i1 %39, label %47, label %40, !dbg !98, !llvm.loop !99

40:                                               ; preds = %28
  call void @llvm.dbg.value(metadata i128 %32, metadata !72, metadata !DIExpression()) #5, !dbg !83
  call void @llvm.dbg.value(metadata i64 %37, metadata !80, metadata !DIExpression()) #5, !dbg !83
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !83
  %41 = urem i128 %32, 10, !dbg !102
  %42 = trunc i128 %41 to i8, !dbg !90
  %43 = or i8 %42, 48, !dbg !91
  %44 = add nuw nsw i64 %29, 2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %44, metadata !80, metadata !DIExpression()) #5, !dbg !83
  %45 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 %37, !dbg !93
  store i8 %43, i8* %45, align 1, !dbg !94, !tbaa !95
  %46 = udiv i128 %30, 100, !dbg !88
  call void @llvm.dbg.value(metadata i128 %46, metadata !72, metadata !DIExpression()) #5, !dbg !83
  br label %28

47:                                               ; preds = %28
  %48 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 23, !dbg !103
  %49 = bitcast i8* %48 to <16 x i8>*, !dbg !103
  %50 = load <16 x i8>, <16 x i8>* %49, align 1, !dbg !103, !tbaa !95
  %51 = shufflevector <16 x i8> %50, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !103
  %52 = bitcast [48 x i8]* %20 to <16 x i8>*, !dbg !105
  store <16 x i8> %51, <16 x i8>* %52, align 16, !dbg !105, !tbaa !95
  %53 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 7, !dbg !103
  %54 = bitcast i8* %53 to <16 x i8>*, !dbg !103
  %55 = load <16 x i8>, <16 x i8>* %54, align 1, !dbg !103, !tbaa !95
  %56 = shufflevector <16 x i8> %55, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !103
  %57 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 16, !dbg !106
  %58 = bitcast i8* %57 to <16 x i8>*, !dbg !105
  store <16 x i8> %56, <16 x i8>* %58, align 16, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 32, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %59 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 6, !dbg !103
  %60 = load i8, i8* %59, align 2, !dbg !103, !tbaa !95
  %61 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 32, !dbg !108
  store i8 %60, i8* %61, align 16, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 33, metadata !81, metadata !DIExpression()) #5, !dbg !107
  call void @llvm.dbg.value(metadata i64 33, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %62 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 5, !dbg !103
  %63 = load i8, i8* %62, align 1, !dbg !103, !tbaa !95
  %64 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 33, !dbg !108
  store i8 %63, i8* %64, align 1, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 34, metadata !81, metadata !DIExpression()) #5, !dbg !107
  call void @llvm.dbg.value(metadata i64 34, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %65 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 4, !dbg !103
  %66 = load i8, i8* %65, align 4, !dbg !103, !tbaa !95
  %67 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 34, !dbg !108
  store i8 %66, i8* %67, align 2, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 35, metadata !81, metadata !DIExpression()) #5, !dbg !107
  call void @llvm.dbg.value(metadata i64 35, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %68 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 3, !dbg !103
  %69 = load i8, i8* %68, align 1, !dbg !103, !tbaa !95
  %70 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 35, !dbg !108
  store i8 %69, i8* %70, align 1, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 36, metadata !81, metadata !DIExpression()) #5, !dbg !107
  call void @llvm.dbg.value(metadata i64 36, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %71 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 2, !dbg !103
  %72 = load i8, i8* %71, align 2, !dbg !103, !tbaa !95
  %73 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 36, !dbg !108
  store i8 %72, i8* %73, align 4, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 37, metadata !81, metadata !DIExpression()) #5, !dbg !107
  call void @llvm.dbg.value(metadata i64 37, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %74 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 1, !dbg !103
  %75 = load i8, i8* %74, align 1, !dbg !103, !tbaa !95
  %76 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 37, !dbg !108
  store i8 %75, i8* %76, align 1, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 38, metadata !81, metadata !DIExpression()) #5, !dbg !107
  call void @llvm.dbg.value(metadata i64 38, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %77 = getelementptr inbounds [48 x i8], [48 x i8]* %18, i64 0, i64 0, !dbg !103
  %78 = load i8, i8* %77, align 16, !dbg !103, !tbaa !95
  %79 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 38, !dbg !108
  store i8 %78, i8* %79, align 2, !dbg !105, !tbaa !95
  call void @llvm.dbg.value(metadata i64 39, metadata !81, metadata !DIExpression()) #5, !dbg !107
  %80 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 39, !dbg !109
  store i8 0, i8* %80, align 1, !dbg !110, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %27) #5, !dbg !111
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull %26), !dbg !112
  call void @llvm.dbg.value(metadata i128 -170141183460469231731687303715884105728, metadata !36, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 170141183460469231731687303715884105727, metadata !37, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !120
  call void @llvm.dbg.value(metadata !DIArgList(i128 -170141183460469231731687303715884105728, i128 0), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !120
  %82 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 0, !dbg !122
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %82) #5, !dbg !122
  call void @llvm.dbg.declare(metadata [48 x i8]* %17, metadata !119, metadata !DIExpression()) #5, !dbg !123
  call void @llvm.dbg.value(metadata i128 -170141183460469231731687303715884105728, metadata !72, metadata !DIExpression()) #5, !dbg !124
  call void @llvm.dbg.value(metadata i8* %82, metadata !78, metadata !DIExpression()) #5, !dbg !124
  %83 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 0, !dbg !128
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %83) #5, !dbg !128
  call void @llvm.dbg.declare(metadata [48 x i8]* %16, metadata !79, metadata !DIExpression()) #5, !dbg !129
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !124
  br label %84, !dbg !130

84:                                               ; preds = %96, %47
  %85 = phi i64 [ 0, %47 ], [ %100, %96 ]
  %86 = phi i128 [ -170141183460469231731687303715884105728, %47 ], [ %102, %96 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !80, metadata !DIExpression()) #5, !dbg !124
  call void @llvm.dbg.value(metadata i128 %86, metadata !72, metadata !DIExpression()) #5, !dbg !124
  %87 = freeze i128 %86
  %88 = udiv i128 %87, 10, !dbg !131
  %89 = mul i128 %88, 10
  %90 = sub i128 %87, %89
  %91 = trunc i128 %90 to i8, !dbg !132
  %92 = or i8 %91, 48, !dbg !133
  %93 = or i64 %85, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %93, metadata !80, metadata !DIExpression()) #5, !dbg !124
  %94 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 %85, !dbg !135
  store i8 %92, i8* %94, align 2, !dbg !136, !tbaa !95
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !124
  %95 = icmp eq i64 %93, 39, !dbg !137
  br i1 %95, label %103, label %96, !dbg !137, !llvm.loop !138

96:                                               ; preds = %84
  call void @llvm.dbg.value(metadata i128 %88, metadata !72, metadata !DIExpression()) #5, !dbg !124
  call void @llvm.dbg.value(metadata i64 %93, metadata !80, metadata !DIExpression()) #5, !dbg !124
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !124
  %97 = urem i128 %88, 10, !dbg !140
  %98 = trunc i128 %97 to i8, !dbg !132
  %99 = or i8 %98, 48, !dbg !133
  %100 = add nuw nsw i64 %85, 2, !dbg !134
  call void @llvm.dbg.value(metadata i64 %100, metadata !80, metadata !DIExpression()) #5, !dbg !124
  %101 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 %93, !dbg !135
  store i8 %99, i8* %101, align 1, !dbg !136, !tbaa !95
  %102 = udiv i128 %86, 100, !dbg !131
  call void @llvm.dbg.value(metadata i128 %102, metadata !72, metadata !DIExpression()) #5, !dbg !124
  br label %84

103:                                              ; preds = %84
  %104 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 23, !dbg !141
  %105 = bitcast i8* %104 to <16 x i8>*, !dbg !141
  %106 = load <16 x i8>, <16 x i8>* %105, align 1, !dbg !141, !tbaa !95
  %107 = shufflevector <16 x i8> %106, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !141
  %108 = bitcast [48 x i8]* %17 to <16 x i8>*, !dbg !142
  store <16 x i8> %107, <16 x i8>* %108, align 16, !dbg !142, !tbaa !95
  %109 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 7, !dbg !141
  %110 = bitcast i8* %109 to <16 x i8>*, !dbg !141
  %111 = load <16 x i8>, <16 x i8>* %110, align 1, !dbg !141, !tbaa !95
  %112 = shufflevector <16 x i8> %111, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !141
  %113 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 16, !dbg !143
  %114 = bitcast i8* %113 to <16 x i8>*, !dbg !142
  store <16 x i8> %112, <16 x i8>* %114, align 16, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 32, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %115 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 6, !dbg !141
  %116 = load i8, i8* %115, align 2, !dbg !141, !tbaa !95
  %117 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 32, !dbg !145
  store i8 %116, i8* %117, align 16, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 33, metadata !81, metadata !DIExpression()) #5, !dbg !144
  call void @llvm.dbg.value(metadata i64 33, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %118 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 5, !dbg !141
  %119 = load i8, i8* %118, align 1, !dbg !141, !tbaa !95
  %120 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 33, !dbg !145
  store i8 %119, i8* %120, align 1, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 34, metadata !81, metadata !DIExpression()) #5, !dbg !144
  call void @llvm.dbg.value(metadata i64 34, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %121 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 4, !dbg !141
  %122 = load i8, i8* %121, align 4, !dbg !141, !tbaa !95
  %123 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 34, !dbg !145
  store i8 %122, i8* %123, align 2, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 35, metadata !81, metadata !DIExpression()) #5, !dbg !144
  call void @llvm.dbg.value(metadata i64 35, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %124 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 3, !dbg !141
  %125 = load i8, i8* %124, align 1, !dbg !141, !tbaa !95
  %126 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 35, !dbg !145
  store i8 %125, i8* %126, align 1, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 36, metadata !81, metadata !DIExpression()) #5, !dbg !144
  call void @llvm.dbg.value(metadata i64 36, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %127 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 2, !dbg !141
  %128 = load i8, i8* %127, align 2, !dbg !141, !tbaa !95
  %129 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 36, !dbg !145
  store i8 %128, i8* %129, align 4, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 37, metadata !81, metadata !DIExpression()) #5, !dbg !144
  call void @llvm.dbg.value(metadata i64 37, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %130 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 1, !dbg !141
  %131 = load i8, i8* %130, align 1, !dbg !141, !tbaa !95
  %132 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 37, !dbg !145
  store i8 %131, i8* %132, align 1, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 38, metadata !81, metadata !DIExpression()) #5, !dbg !144
  call void @llvm.dbg.value(metadata i64 38, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %133 = getelementptr inbounds [48 x i8], [48 x i8]* %16, i64 0, i64 0, !dbg !141
  %134 = load i8, i8* %133, align 16, !dbg !141, !tbaa !95
  %135 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 38, !dbg !145
  store i8 %134, i8* %135, align 2, !dbg !142, !tbaa !95
  call void @llvm.dbg.value(metadata i64 39, metadata !81, metadata !DIExpression()) #5, !dbg !144
  %136 = getelementptr inbounds [48 x i8], [48 x i8]* %17, i64 0, i64 39, !dbg !146
  store i8 0, i8* %136, align 1, !dbg !147, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %83) #5, !dbg !148
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %82) #5, !dbg !149
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %82) #5, !dbg !150
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !151
  call void @llvm.dbg.value(metadata !DIArgList(i128 170141183460469231713240559642174554112, i128 18446744073709551615), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !151
  %138 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 0, !dbg !153
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %138) #5, !dbg !153
  call void @llvm.dbg.declare(metadata [48 x i8]* %15, metadata !119, metadata !DIExpression()) #5, !dbg !154
  call void @llvm.dbg.value(metadata i128 170141183460469231731687303715884105727, metadata !72, metadata !DIExpression()) #5, !dbg !155
  call void @llvm.dbg.value(metadata i8* %138, metadata !78, metadata !DIExpression()) #5, !dbg !155
  %139 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 0, !dbg !158
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %139) #5, !dbg !158
  call void @llvm.dbg.declare(metadata [48 x i8]* %14, metadata !79, metadata !DIExpression()) #5, !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !155
  br label %140, !dbg !160

140:                                              ; preds = %152, %103
  %141 = phi i64 [ 0, %103 ], [ %156, %152 ]
  %142 = phi i128 [ 170141183460469231731687303715884105727, %103 ], [ %158, %152 ]
  call void @llvm.dbg.value(metadata i64 %141, metadata !80, metadata !DIExpression()) #5, !dbg !155
  call void @llvm.dbg.value(metadata i128 %142, metadata !72, metadata !DIExpression()) #5, !dbg !155
  %143 = freeze i128 %142
  %144 = udiv i128 %143, 10, !dbg !161
  %145 = mul i128 %144, 10
  %146 = sub i128 %143, %145
  %147 = trunc i128 %146 to i8, !dbg !162
  %148 = or i8 %147, 48, !dbg !163
  %149 = or i64 %141, 1, !dbg !164
  call void @llvm.dbg.value(metadata i64 %149, metadata !80, metadata !DIExpression()) #5, !dbg !155
  %150 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 %141, !dbg !165
  store i8 %148, i8* %150, align 2, !dbg !166, !tbaa !95
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !155
  %151 = icmp eq i64 %149, 39, !dbg !167
  br i1 %151, label %159, label %152, !dbg !167, !llvm.loop !168

152:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i128 %144, metadata !72, metadata !DIExpression()) #5, !dbg !155
  call void @llvm.dbg.value(metadata i64 %149, metadata !80, metadata !DIExpression()) #5, !dbg !155
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !155
  %153 = urem i128 %144, 10, !dbg !170
  %154 = trunc i128 %153 to i8, !dbg !162
  %155 = or i8 %154, 48, !dbg !163
  %156 = add nuw nsw i64 %141, 2, !dbg !164
  call void @llvm.dbg.value(metadata i64 %156, metadata !80, metadata !DIExpression()) #5, !dbg !155
  %157 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 %149, !dbg !165
  store i8 %155, i8* %157, align 1, !dbg !166, !tbaa !95
  %158 = udiv i128 %142, 100, !dbg !161
  call void @llvm.dbg.value(metadata i128 %158, metadata !72, metadata !DIExpression()) #5, !dbg !155
  br label %140

159:                                              ; preds = %140
  %160 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 23, !dbg !171
  %161 = bitcast i8* %160 to <16 x i8>*, !dbg !171
  %162 = load <16 x i8>, <16 x i8>* %161, align 1, !dbg !171, !tbaa !95
  %163 = shufflevector <16 x i8> %162, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !171
  %164 = bitcast [48 x i8]* %15 to <16 x i8>*, !dbg !172
  store <16 x i8> %163, <16 x i8>* %164, align 16, !dbg !172, !tbaa !95
  %165 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 7, !dbg !171
  %166 = bitcast i8* %165 to <16 x i8>*, !dbg !171
  %167 = load <16 x i8>, <16 x i8>* %166, align 1, !dbg !171, !tbaa !95
  %168 = shufflevector <16 x i8> %167, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !171
  %169 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 16, !dbg !173
  %170 = bitcast i8* %169 to <16 x i8>*, !dbg !172
  store <16 x i8> %168, <16 x i8>* %170, align 16, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 32, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %171 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 6, !dbg !171
  %172 = load i8, i8* %171, align 2, !dbg !171, !tbaa !95
  %173 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 32, !dbg !175
  store i8 %172, i8* %173, align 16, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 33, metadata !81, metadata !DIExpression()) #5, !dbg !174
  call void @llvm.dbg.value(metadata i64 33, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %174 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 5, !dbg !171
  %175 = load i8, i8* %174, align 1, !dbg !171, !tbaa !95
  %176 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 33, !dbg !175
  store i8 %175, i8* %176, align 1, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 34, metadata !81, metadata !DIExpression()) #5, !dbg !174
  call void @llvm.dbg.value(metadata i64 34, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %177 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 4, !dbg !171
  %178 = load i8, i8* %177, align 4, !dbg !171, !tbaa !95
  %179 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 34, !dbg !175
  store i8 %178, i8* %179, align 2, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 35, metadata !81, metadata !DIExpression()) #5, !dbg !174
  call void @llvm.dbg.value(metadata i64 35, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %180 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 3, !dbg !171
  %181 = load i8, i8* %180, align 1, !dbg !171, !tbaa !95
  %182 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 35, !dbg !175
  store i8 %181, i8* %182, align 1, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 36, metadata !81, metadata !DIExpression()) #5, !dbg !174
  call void @llvm.dbg.value(metadata i64 36, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %183 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 2, !dbg !171
  %184 = load i8, i8* %183, align 2, !dbg !171, !tbaa !95
  %185 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 36, !dbg !175
  store i8 %184, i8* %185, align 4, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 37, metadata !81, metadata !DIExpression()) #5, !dbg !174
  call void @llvm.dbg.value(metadata i64 37, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %186 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 1, !dbg !171
  %187 = load i8, i8* %186, align 1, !dbg !171, !tbaa !95
  %188 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 37, !dbg !175
  store i8 %187, i8* %188, align 1, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 38, metadata !81, metadata !DIExpression()) #5, !dbg !174
  call void @llvm.dbg.value(metadata i64 38, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %189 = getelementptr inbounds [48 x i8], [48 x i8]* %14, i64 0, i64 0, !dbg !171
  %190 = load i8, i8* %189, align 16, !dbg !171, !tbaa !95
  %191 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 38, !dbg !175
  store i8 %190, i8* %191, align 2, !dbg !172, !tbaa !95
  call void @llvm.dbg.value(metadata i64 39, metadata !81, metadata !DIExpression()) #5, !dbg !174
  %192 = getelementptr inbounds [48 x i8], [48 x i8]* %15, i64 0, i64 39, !dbg !176
  store i8 0, i8* %192, align 1, !dbg !177, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %139) #5, !dbg !178
  %193 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %138) #5, !dbg !179
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %138) #5, !dbg !180
  call void @llvm.dbg.value(metadata i128 -123456789012345678, metadata !38, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 -123456789012345678000000000000, metadata !38, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !181
  call void @llvm.dbg.value(metadata !DIArgList(i128 -123456789016708575201106853888, i128 4362897201106853888), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !181
  %194 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 0, !dbg !183
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %194) #5, !dbg !183
  call void @llvm.dbg.declare(metadata [48 x i8]* %13, metadata !119, metadata !DIExpression()) #5, !dbg !184
  call void @llvm.dbg.value(metadata i128 123456789012345678000000000000, metadata !72, metadata !DIExpression()) #5, !dbg !185
  call void @llvm.dbg.value(metadata i8* %194, metadata !78, metadata !DIExpression()) #5, !dbg !185
  %195 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 0, !dbg !187
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %195) #5, !dbg !187
  call void @llvm.dbg.declare(metadata [48 x i8]* %12, metadata !79, metadata !DIExpression()) #5, !dbg !188
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !185
  br label %196, !dbg !189

196:                                              ; preds = %196, %159
  %197 = phi i64 [ 0, %159 ], [ %210, %196 ]
  %198 = phi i128 [ 123456789012345678000000000000, %159 ], [ %212, %196 ]
  call void @llvm.dbg.value(metadata i64 %197, metadata !80, metadata !DIExpression()) #5, !dbg !185
  call void @llvm.dbg.value(metadata i128 %198, metadata !72, metadata !DIExpression()) #5, !dbg !185
  %199 = freeze i128 %198
  %200 = udiv i128 %199, 10, !dbg !190
  %201 = mul i128 %200, 10
  %202 = sub i128 %199, %201
  %203 = trunc i128 %202 to i8, !dbg !191
  %204 = or i8 %203, 48, !dbg !192
  %205 = or i64 %197, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %205, metadata !80, metadata !DIExpression()) #5, !dbg !185
  %206 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 %197, !dbg !194
  store i8 %204, i8* %206, align 2, !dbg !195, !tbaa !95
  call void @llvm.dbg.value(metadata i128 %200, metadata !72, metadata !DIExpression()) #5, !dbg !185
  call void @llvm.dbg.value(metadata i64 %205, metadata !80, metadata !DIExpression()) #5, !dbg !185
  call void @llvm.dbg.value(metadata i128 %200, metadata !72, metadata !DIExpression()) #5, !dbg !185
  %207 = urem i128 %200, 10, !dbg !196
  %208 = trunc i128 %207 to i8, !dbg !191
  %209 = or i8 %208, 48, !dbg !192
  %210 = add nuw nsw i64 %197, 2, !dbg !193
  call void @llvm.dbg.value(metadata i64 %210, metadata !80, metadata !DIExpression()) #5, !dbg !185
  %211 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 %205, !dbg !194
  store i8 %209, i8* %211, align 1, !dbg !195, !tbaa !95
  %212 = udiv i128 %198, 100, !dbg !190
  call void @llvm.dbg.value(metadata i128 %212, metadata !72, metadata !DIExpression()) #5, !dbg !185
  %213 = icmp eq i64 %210, 30, !dbg !197
  br i1 %213, label %214, label %196, !dbg !197, !llvm.loop !198

214:                                              ; preds = %196
  %215 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 14, !dbg !200
  %216 = bitcast i8* %215 to <16 x i8>*, !dbg !200
  %217 = load <16 x i8>, <16 x i8>* %216, align 2, !dbg !200, !tbaa !95
  %218 = shufflevector <16 x i8> %217, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !200
  %219 = bitcast [48 x i8]* %13 to <16 x i8>*, !dbg !201
  store <16 x i8> %218, <16 x i8>* %219, align 16, !dbg !201, !tbaa !95
  %220 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 6, !dbg !200
  %221 = bitcast i8* %220 to <8 x i8>*, !dbg !200
  %222 = load <8 x i8>, <8 x i8>* %221, align 2, !dbg !200, !tbaa !95
  %223 = shufflevector <8 x i8> %222, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !200
  %224 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 16, !dbg !202
  %225 = bitcast i8* %224 to <8 x i8>*, !dbg !201
  store <8 x i8> %223, <8 x i8>* %225, align 16, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %226 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 5, !dbg !200
  %227 = load i8, i8* %226, align 1, !dbg !200, !tbaa !95
  %228 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 24, !dbg !204
  store i8 %227, i8* %228, align 8, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !203
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %229 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 4, !dbg !200
  %230 = load i8, i8* %229, align 4, !dbg !200, !tbaa !95
  %231 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 25, !dbg !204
  store i8 %230, i8* %231, align 1, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !203
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %232 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 3, !dbg !200
  %233 = load i8, i8* %232, align 1, !dbg !200, !tbaa !95
  %234 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 26, !dbg !204
  store i8 %233, i8* %234, align 2, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !203
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %235 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 2, !dbg !200
  %236 = load i8, i8* %235, align 2, !dbg !200, !tbaa !95
  %237 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 27, !dbg !204
  store i8 %236, i8* %237, align 1, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !203
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %238 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 1, !dbg !200
  %239 = load i8, i8* %238, align 1, !dbg !200, !tbaa !95
  %240 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 28, !dbg !204
  store i8 %239, i8* %240, align 4, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 29, metadata !81, metadata !DIExpression()) #5, !dbg !203
  call void @llvm.dbg.value(metadata i64 29, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %241 = getelementptr inbounds [48 x i8], [48 x i8]* %12, i64 0, i64 0, !dbg !200
  %242 = load i8, i8* %241, align 16, !dbg !200, !tbaa !95
  %243 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 29, !dbg !204
  store i8 %242, i8* %243, align 1, !dbg !201, !tbaa !95
  call void @llvm.dbg.value(metadata i64 30, metadata !81, metadata !DIExpression()) #5, !dbg !203
  %244 = getelementptr inbounds [48 x i8], [48 x i8]* %13, i64 0, i64 30, !dbg !205
  store i8 0, i8* %244, align 2, !dbg !206, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %195) #5, !dbg !207
  %245 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %194) #5, !dbg !208
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %194) #5, !dbg !209
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !210
  call void @llvm.dbg.value(metadata !DIArgList(i128 -17636684158420327938522087424, i128 13799516795664944567), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !210
  %246 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 0, !dbg !212
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %246) #5, !dbg !212
  call void @llvm.dbg.declare(metadata [48 x i8]* %11, metadata !119, metadata !DIExpression()) #5, !dbg !213
  call void @llvm.dbg.value(metadata i128 17636684144620811142857142857, metadata !72, metadata !DIExpression()) #5, !dbg !214
  call void @llvm.dbg.value(metadata i8* %246, metadata !78, metadata !DIExpression()) #5, !dbg !214
  %247 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 0, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %247) #5, !dbg !216
  call void @llvm.dbg.declare(metadata [48 x i8]* %10, metadata !79, metadata !DIExpression()) #5, !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !214
  br label %248, !dbg !218

248:                                              ; preds = %260, %214
  %249 = phi i64 [ 0, %214 ], [ %264, %260 ]
  %250 = phi i128 [ 17636684144620811142857142857, %214 ], [ %266, %260 ]
  call void @llvm.dbg.value(metadata i64 %249, metadata !80, metadata !DIExpression()) #5, !dbg !214
  call void @llvm.dbg.value(metadata i128 %250, metadata !72, metadata !DIExpression()) #5, !dbg !214
  %251 = freeze i128 %250
  %252 = udiv i128 %251, 10, !dbg !219
  %253 = mul i128 %252, 10
  %254 = sub i128 %251, %253
  %255 = trunc i128 %254 to i8, !dbg !220
  %256 = or i8 %255, 48, !dbg !221
  %257 = or i64 %249, 1, !dbg !222
  call void @llvm.dbg.value(metadata i64 %257, metadata !80, metadata !DIExpression()) #5, !dbg !214
  %258 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 %249, !dbg !223
  store i8 %256, i8* %258, align 2, !dbg !224, !tbaa !95
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !214
  %259 = icmp eq i64 %257, 29, !dbg !225
  br i1 %259, label %267, label %260, !dbg !225, !llvm.loop !226

260:                                              ; preds = %248
  call void @llvm.dbg.value(metadata i128 %252, metadata !72, metadata !DIExpression()) #5, !dbg !214
  call void @llvm.dbg.value(metadata i64 %257, metadata !80, metadata !DIExpression()) #5, !dbg !214
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !214
  %261 = urem i128 %252, 10, !dbg !228
  %262 = trunc i128 %261 to i8, !dbg !220
  %263 = or i8 %262, 48, !dbg !221
  %264 = add nuw nsw i64 %249, 2, !dbg !222
  call void @llvm.dbg.value(metadata i64 %264, metadata !80, metadata !DIExpression()) #5, !dbg !214
  %265 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 %257, !dbg !223
  store i8 %263, i8* %265, align 1, !dbg !224, !tbaa !95
  %266 = udiv i128 %250, 100, !dbg !219
  call void @llvm.dbg.value(metadata i128 %266, metadata !72, metadata !DIExpression()) #5, !dbg !214
  br label %248

267:                                              ; preds = %248
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %268 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 13, !dbg !230
  %269 = bitcast i8* %268 to <16 x i8>*, !dbg !230
  %270 = load <16 x i8>, <16 x i8>* %269, align 1, !dbg !230, !tbaa !95
  %271 = shufflevector <16 x i8> %270, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !231
  %272 = bitcast [48 x i8]* %11 to <16 x i8>*, !dbg !231
  store <16 x i8> %271, <16 x i8>* %272, align 16, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %273 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 12, !dbg !230
  %274 = load i8, i8* %273, align 4, !dbg !230, !tbaa !95
  %275 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 16, !dbg !232
  store i8 %274, i8* %275, align 16, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 17, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 17, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %276 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 11, !dbg !230
  %277 = load i8, i8* %276, align 1, !dbg !230, !tbaa !95
  %278 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 17, !dbg !232
  store i8 %277, i8* %278, align 1, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 18, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 18, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %279 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 10, !dbg !230
  %280 = load i8, i8* %279, align 2, !dbg !230, !tbaa !95
  %281 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 18, !dbg !232
  store i8 %280, i8* %281, align 2, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 19, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 19, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %282 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 9, !dbg !230
  %283 = load i8, i8* %282, align 1, !dbg !230, !tbaa !95
  %284 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 19, !dbg !232
  store i8 %283, i8* %284, align 1, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 20, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 20, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %285 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 8, !dbg !230
  %286 = load i8, i8* %285, align 8, !dbg !230, !tbaa !95
  %287 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 20, !dbg !232
  store i8 %286, i8* %287, align 4, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 21, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 21, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %288 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 7, !dbg !230
  %289 = load i8, i8* %288, align 1, !dbg !230, !tbaa !95
  %290 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 21, !dbg !232
  store i8 %289, i8* %290, align 1, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 22, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 22, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %291 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 6, !dbg !230
  %292 = load i8, i8* %291, align 2, !dbg !230, !tbaa !95
  %293 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 22, !dbg !232
  store i8 %292, i8* %293, align 2, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 23, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 23, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %294 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 5, !dbg !230
  %295 = load i8, i8* %294, align 1, !dbg !230, !tbaa !95
  %296 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 23, !dbg !232
  store i8 %295, i8* %296, align 1, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %297 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 4, !dbg !230
  %298 = load i8, i8* %297, align 4, !dbg !230, !tbaa !95
  %299 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 24, !dbg !232
  store i8 %298, i8* %299, align 8, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %300 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 3, !dbg !230
  %301 = load i8, i8* %300, align 1, !dbg !230, !tbaa !95
  %302 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 25, !dbg !232
  store i8 %301, i8* %302, align 1, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %303 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 2, !dbg !230
  %304 = load i8, i8* %303, align 2, !dbg !230, !tbaa !95
  %305 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 26, !dbg !232
  store i8 %304, i8* %305, align 2, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %306 = getelementptr inbounds [48 x i8], [48 x i8]* %10, i64 0, i64 1, !dbg !230
  %307 = load i8, i8* %306, align 1, !dbg !230, !tbaa !95
  %308 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 27, !dbg !232
  store i8 %307, i8* %308, align 1, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !229
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %309 = load i8, i8* %247, align 16, !dbg !230, !tbaa !95
  %310 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 28, !dbg !232
  store i8 %309, i8* %310, align 4, !dbg !231, !tbaa !95
  call void @llvm.dbg.value(metadata i64 29, metadata !81, metadata !DIExpression()) #5, !dbg !229
  %311 = getelementptr inbounds [48 x i8], [48 x i8]* %11, i64 0, i64 29, !dbg !233
  store i8 0, i8* %311, align 1, !dbg !234, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %247) #5, !dbg !235
  %312 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %246) #5, !dbg !236
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %246) #5, !dbg !237
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !238
  call void @llvm.dbg.value(metadata !DIArgList(i128 -18446744073709551616, i128 18446744073709551615), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !238
  %313 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !240
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %313) #5, !dbg !240
  call void @llvm.dbg.declare(metadata [48 x i8]* %9, metadata !119, metadata !DIExpression()) #5, !dbg !241
  call void @llvm.dbg.value(metadata i128 1, metadata !72, metadata !DIExpression()) #5, !dbg !242
  call void @llvm.dbg.value(metadata i8* %313, metadata !78, metadata !DIExpression()) #5, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !242
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()) #5, !dbg !242
  call void @llvm.dbg.value(metadata i128 1, metadata !72, metadata !DIExpression()) #5, !dbg !242
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #5, !dbg !242
  call void @llvm.dbg.value(metadata i8 undef, metadata !79, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !244
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression()) #5, !dbg !244
  store i8 49, i8* %313, align 16, !dbg !245, !tbaa !95
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #5, !dbg !244
  %314 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 1, !dbg !246
  store i8 0, i8* %314, align 1, !dbg !247, !tbaa !95
  %315 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i8* noundef nonnull %313) #5, !dbg !248
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %313) #5, !dbg !249
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !250
  call void @llvm.dbg.value(metadata !DIArgList(i128 -15432098629394414909352050688, i128 2851205159352050688), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !250
  %316 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 0, !dbg !252
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %316) #5, !dbg !252
  call void @llvm.dbg.declare(metadata [48 x i8]* %8, metadata !119, metadata !DIExpression()) #5, !dbg !253
  call void @llvm.dbg.value(metadata i128 15432098626543209750000000000, metadata !72, metadata !DIExpression()) #5, !dbg !254
  call void @llvm.dbg.value(metadata i8* %316, metadata !78, metadata !DIExpression()) #5, !dbg !254
  %317 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 0, !dbg !256
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %317) #5, !dbg !256
  call void @llvm.dbg.declare(metadata [48 x i8]* %7, metadata !79, metadata !DIExpression()) #5, !dbg !257
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !254
  br label %318, !dbg !258

318:                                              ; preds = %330, %267
  %319 = phi i64 [ 0, %267 ], [ %334, %330 ]
  %320 = phi i128 [ 15432098626543209750000000000, %267 ], [ %336, %330 ]
  call void @llvm.dbg.value(metadata i64 %319, metadata !80, metadata !DIExpression()) #5, !dbg !254
  call void @llvm.dbg.value(metadata i128 %320, metadata !72, metadata !DIExpression()) #5, !dbg !254
  %321 = freeze i128 %320
  %322 = udiv i128 %321, 10, !dbg !259
  %323 = mul i128 %322, 10
  %324 = sub i128 %321, %323
  %325 = trunc i128 %324 to i8, !dbg !260
  %326 = or i8 %325, 48, !dbg !261
  %327 = or i64 %319, 1, !dbg !262
  call void @llvm.dbg.value(metadata i64 %327, metadata !80, metadata !DIExpression()) #5, !dbg !254
  %328 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 %319, !dbg !263
  store i8 %326, i8* %328, align 2, !dbg !264, !tbaa !95
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !254
  %329 = icmp eq i64 %327, 29, !dbg !265
  br i1 %329, label %337, label %330, !dbg !265, !llvm.loop !266

330:                                              ; preds = %318
  call void @llvm.dbg.value(metadata i128 %322, metadata !72, metadata !DIExpression()) #5, !dbg !254
  call void @llvm.dbg.value(metadata i64 %327, metadata !80, metadata !DIExpression()) #5, !dbg !254
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !254
  %331 = urem i128 %322, 10, !dbg !268
  %332 = trunc i128 %331 to i8, !dbg !260
  %333 = or i8 %332, 48, !dbg !261
  %334 = add nuw nsw i64 %319, 2, !dbg !262
  call void @llvm.dbg.value(metadata i64 %334, metadata !80, metadata !DIExpression()) #5, !dbg !254
  %335 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 %327, !dbg !263
  store i8 %333, i8* %335, align 1, !dbg !264, !tbaa !95
  %336 = udiv i128 %320, 100, !dbg !259
  call void @llvm.dbg.value(metadata i128 %336, metadata !72, metadata !DIExpression()) #5, !dbg !254
  br label %318

337:                                              ; preds = %318
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %338 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 13, !dbg !270
  %339 = bitcast i8* %338 to <16 x i8>*, !dbg !270
  %340 = load <16 x i8>, <16 x i8>* %339, align 1, !dbg !270, !tbaa !95
  %341 = shufflevector <16 x i8> %340, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !271
  %342 = bitcast [48 x i8]* %8 to <16 x i8>*, !dbg !271
  store <16 x i8> %341, <16 x i8>* %342, align 16, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %343 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 12, !dbg !270
  %344 = load i8, i8* %343, align 4, !dbg !270, !tbaa !95
  %345 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 16, !dbg !272
  store i8 %344, i8* %345, align 16, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 17, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 17, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %346 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 11, !dbg !270
  %347 = load i8, i8* %346, align 1, !dbg !270, !tbaa !95
  %348 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 17, !dbg !272
  store i8 %347, i8* %348, align 1, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 18, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 18, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %349 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 10, !dbg !270
  %350 = load i8, i8* %349, align 2, !dbg !270, !tbaa !95
  %351 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 18, !dbg !272
  store i8 %350, i8* %351, align 2, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 19, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 19, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %352 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 9, !dbg !270
  %353 = load i8, i8* %352, align 1, !dbg !270, !tbaa !95
  %354 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 19, !dbg !272
  store i8 %353, i8* %354, align 1, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 20, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 20, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %355 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 8, !dbg !270
  %356 = load i8, i8* %355, align 8, !dbg !270, !tbaa !95
  %357 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 20, !dbg !272
  store i8 %356, i8* %357, align 4, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 21, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 21, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %358 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 7, !dbg !270
  %359 = load i8, i8* %358, align 1, !dbg !270, !tbaa !95
  %360 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 21, !dbg !272
  store i8 %359, i8* %360, align 1, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 22, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 22, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %361 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 6, !dbg !270
  %362 = load i8, i8* %361, align 2, !dbg !270, !tbaa !95
  %363 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 22, !dbg !272
  store i8 %362, i8* %363, align 2, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 23, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 23, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %364 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 5, !dbg !270
  %365 = load i8, i8* %364, align 1, !dbg !270, !tbaa !95
  %366 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 23, !dbg !272
  store i8 %365, i8* %366, align 1, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %367 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 4, !dbg !270
  %368 = load i8, i8* %367, align 4, !dbg !270, !tbaa !95
  %369 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 24, !dbg !272
  store i8 %368, i8* %369, align 8, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %370 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 3, !dbg !270
  %371 = load i8, i8* %370, align 1, !dbg !270, !tbaa !95
  %372 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 25, !dbg !272
  store i8 %371, i8* %372, align 1, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %373 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 2, !dbg !270
  %374 = load i8, i8* %373, align 2, !dbg !270, !tbaa !95
  %375 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 26, !dbg !272
  store i8 %374, i8* %375, align 2, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %376 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 1, !dbg !270
  %377 = load i8, i8* %376, align 1, !dbg !270, !tbaa !95
  %378 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 27, !dbg !272
  store i8 %377, i8* %378, align 1, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !269
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %379 = load i8, i8* %317, align 16, !dbg !270, !tbaa !95
  %380 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 28, !dbg !272
  store i8 %379, i8* %380, align 4, !dbg !271, !tbaa !95
  call void @llvm.dbg.value(metadata i64 29, metadata !81, metadata !DIExpression()) #5, !dbg !269
  %381 = getelementptr inbounds [48 x i8], [48 x i8]* %8, i64 0, i64 29, !dbg !273
  store i8 0, i8* %381, align 1, !dbg !274, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %317) #5, !dbg !275
  %382 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8* noundef nonnull %316) #5, !dbg !276
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %316) #5, !dbg !277
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.10, i64 0, i64 0), metadata !113, metadata !DIExpression()) #5, !dbg !278
  call void @llvm.dbg.value(metadata !DIArgList(i128 -9496676082465292878633500672, i128 4592548417095039134), metadata !118, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)) #5, !dbg !278
  %383 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 0, !dbg !280
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %383) #5, !dbg !280
  call void @llvm.dbg.declare(metadata [48 x i8]* %6, metadata !119, metadata !DIExpression()) #5, !dbg !281
  call void @llvm.dbg.value(metadata i128 9496676077872744461538461538, metadata !72, metadata !DIExpression()) #5, !dbg !282
  call void @llvm.dbg.value(metadata i8* %383, metadata !78, metadata !DIExpression()) #5, !dbg !282
  %384 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 0, !dbg !284
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %384) #5, !dbg !284
  call void @llvm.dbg.declare(metadata [48 x i8]* %5, metadata !79, metadata !DIExpression()) #5, !dbg !285
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !282
  br label %385, !dbg !286

385:                                              ; preds = %385, %337
  %386 = phi i64 [ 0, %337 ], [ %399, %385 ]
  %387 = phi i128 [ 9496676077872744461538461538, %337 ], [ %401, %385 ]
  call void @llvm.dbg.value(metadata i64 %386, metadata !80, metadata !DIExpression()) #5, !dbg !282
  call void @llvm.dbg.value(metadata i128 %387, metadata !72, metadata !DIExpression()) #5, !dbg !282
  %388 = freeze i128 %387
  %389 = udiv i128 %388, 10, !dbg !287
  %390 = mul i128 %389, 10
  %391 = sub i128 %388, %390
  %392 = trunc i128 %391 to i8, !dbg !288
  %393 = or i8 %392, 48, !dbg !289
  %394 = or i64 %386, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %394, metadata !80, metadata !DIExpression()) #5, !dbg !282
  %395 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 %386, !dbg !291
  store i8 %393, i8* %395, align 2, !dbg !292, !tbaa !95
  call void @llvm.dbg.value(metadata i128 %389, metadata !72, metadata !DIExpression()) #5, !dbg !282
  call void @llvm.dbg.value(metadata i64 %394, metadata !80, metadata !DIExpression()) #5, !dbg !282
  call void @llvm.dbg.value(metadata i128 %389, metadata !72, metadata !DIExpression()) #5, !dbg !282
  %396 = urem i128 %389, 10, !dbg !293
  %397 = trunc i128 %396 to i8, !dbg !288
  %398 = or i8 %397, 48, !dbg !289
  %399 = add nuw nsw i64 %386, 2, !dbg !290
  call void @llvm.dbg.value(metadata i64 %399, metadata !80, metadata !DIExpression()) #5, !dbg !282
  %400 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 %394, !dbg !291
  store i8 %398, i8* %400, align 1, !dbg !292, !tbaa !95
  %401 = udiv i128 %387, 100, !dbg !287
  call void @llvm.dbg.value(metadata i128 %401, metadata !72, metadata !DIExpression()) #5, !dbg !282
  %402 = icmp eq i64 %399, 28, !dbg !294
  br i1 %402, label %403, label %385, !dbg !294, !llvm.loop !295

403:                                              ; preds = %385
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %404 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 12, !dbg !298
  %405 = bitcast i8* %404 to <16 x i8>*, !dbg !298
  %406 = load <16 x i8>, <16 x i8>* %405, align 4, !dbg !298, !tbaa !95
  %407 = shufflevector <16 x i8> %406, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !299
  %408 = bitcast [48 x i8]* %6 to <16 x i8>*, !dbg !299
  store <16 x i8> %407, <16 x i8>* %408, align 16, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %409 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 11, !dbg !298
  %410 = load i8, i8* %409, align 1, !dbg !298, !tbaa !95
  %411 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 16, !dbg !300
  store i8 %410, i8* %411, align 16, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 17, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 17, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %412 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 10, !dbg !298
  %413 = load i8, i8* %412, align 2, !dbg !298, !tbaa !95
  %414 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 17, !dbg !300
  store i8 %413, i8* %414, align 1, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 18, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 18, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %415 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 9, !dbg !298
  %416 = load i8, i8* %415, align 1, !dbg !298, !tbaa !95
  %417 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 18, !dbg !300
  store i8 %416, i8* %417, align 2, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 19, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 19, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %418 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 8, !dbg !298
  %419 = load i8, i8* %418, align 8, !dbg !298, !tbaa !95
  %420 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 19, !dbg !300
  store i8 %419, i8* %420, align 1, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 20, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 20, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %421 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 7, !dbg !298
  %422 = load i8, i8* %421, align 1, !dbg !298, !tbaa !95
  %423 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 20, !dbg !300
  store i8 %422, i8* %423, align 4, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 21, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 21, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %424 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 6, !dbg !298
  %425 = load i8, i8* %424, align 2, !dbg !298, !tbaa !95
  %426 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 21, !dbg !300
  store i8 %425, i8* %426, align 1, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 22, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 22, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %427 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 5, !dbg !298
  %428 = load i8, i8* %427, align 1, !dbg !298, !tbaa !95
  %429 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 22, !dbg !300
  store i8 %428, i8* %429, align 2, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 23, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 23, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %430 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 4, !dbg !298
  %431 = load i8, i8* %430, align 4, !dbg !298, !tbaa !95
  %432 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 23, !dbg !300
  store i8 %431, i8* %432, align 1, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 24, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %433 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 3, !dbg !298
  %434 = load i8, i8* %433, align 1, !dbg !298, !tbaa !95
  %435 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 24, !dbg !300
  store i8 %434, i8* %435, align 8, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 25, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %436 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 2, !dbg !298
  %437 = load i8, i8* %436, align 2, !dbg !298, !tbaa !95
  %438 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 25, !dbg !300
  store i8 %437, i8* %438, align 1, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 26, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %439 = getelementptr inbounds [48 x i8], [48 x i8]* %5, i64 0, i64 1, !dbg !298
  %440 = load i8, i8* %439, align 1, !dbg !298, !tbaa !95
  %441 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 26, !dbg !300
  store i8 %440, i8* %441, align 2, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !297
  call void @llvm.dbg.value(metadata i64 27, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %442 = load i8, i8* %384, align 16, !dbg !298, !tbaa !95
  %443 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 27, !dbg !300
  store i8 %442, i8* %443, align 1, !dbg !299, !tbaa !95
  call void @llvm.dbg.value(metadata i64 28, metadata !81, metadata !DIExpression()) #5, !dbg !297
  %444 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 28, !dbg !301
  store i8 0, i8* %444, align 4, !dbg !302, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %384) #5, !dbg !303
  %445 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %383) #5, !dbg !304
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %383) #5, !dbg !305
  %446 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !306
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), metadata !56, metadata !DIExpression()) #5, !dbg !307
  call void @llvm.dbg.value(metadata !DIArgList(i128 undef, i64 0), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value)) #5, !dbg !307
  %447 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef 0) #5, !dbg !309
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), metadata !56, metadata !DIExpression()) #5, !dbg !310
  call void @llvm.dbg.value(metadata !DIArgList(i128 undef, i64 2251799813685247), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value)) #5, !dbg !310
  %448 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 524287, i32 noundef -1) #5, !dbg !312
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), metadata !56, metadata !DIExpression()) #5, !dbg !313
  call void @llvm.dbg.value(metadata !DIArgList(i128 undef, i64 -81985529216486896), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value)) #5, !dbg !313
  %449 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef 19088743, i32 noundef -1985229329, i32 noundef -19088744, i32 noundef 1985229328) #5, !dbg !315
  call void @llvm.dbg.value(metadata i64 1000000007, metadata !39, metadata !DIExpression()), !dbg !55
  %450 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i64 noundef 974000367), !dbg !316
  call void @llvm.dbg.value(metadata i128 618970019642690137449562111, metadata !45, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 3, metadata !317, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i128 618970019642690137449562110, metadata !322, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i128 618970019642690137449562111, metadata !323, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i128 1, metadata !324, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i128 3, metadata !317, metadata !DIExpression()), !dbg !325
  br label %451, !dbg !327

451:                                              ; preds = %460, %403
  %452 = phi i128 [ 1, %403 ], [ %461, %460 ]
  %453 = phi i128 [ 3, %403 ], [ %463, %460 ]
  %454 = phi i128 [ 618970019642690137449562110, %403 ], [ %464, %460 ]
  call void @llvm.dbg.value(metadata i128 %452, metadata !324, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i128 %453, metadata !317, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i128 %454, metadata !322, metadata !DIExpression()), !dbg !325
  %455 = and i128 %454, 1, !dbg !328
  %456 = icmp eq i128 %455, 0, !dbg !328
  br i1 %456, label %460, label %457, !dbg !331

457:                                              ; preds = %451
  %458 = mul i128 %453, %452, !dbg !332
  %459 = urem i128 %458, 618970019642690137449562111, !dbg !333
  call void @llvm.dbg.value(metadata i128 %459, metadata !324, metadata !DIExpression()), !dbg !325
  br label %460, !dbg !334

460:                                              ; preds = %457, %451
  %461 = phi i128 [ %459, %457 ], [ %452, %451 ], !dbg !325
  call void @llvm.dbg.value(metadata i128 %461, metadata !324, metadata !DIExpression()), !dbg !325
  %462 = mul i128 %453, %453, !dbg !335
  %463 = urem i128 %462, 618970019642690137449562111, !dbg !336
  call void @llvm.dbg.value(metadata i128 %463, metadata !317, metadata !DIExpression()), !dbg !325
  %464 = lshr i128 %454, 1, !dbg !337
  call void @llvm.dbg.value(metadata i128 %464, metadata !322, metadata !DIExpression()), !dbg !325
  %465 = icmp ult i128 %454, 2, !dbg !327
  br i1 %465, label %466, label %451, !dbg !327, !llvm.loop !338

466:                                              ; preds = %460
  %467 = lshr i128 %461, 64, !dbg !340
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), metadata !56, metadata !DIExpression()) #5, !dbg !341
  call void @llvm.dbg.value(metadata !DIArgList(i128 undef, i128 %461), metadata !63, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value)) #5, !dbg !341
  %468 = trunc i128 %467 to i32, !dbg !343
  %469 = lshr i128 %461, 32, !dbg !344
  %470 = trunc i128 %469 to i32, !dbg !344
  %471 = trunc i128 %461 to i32, !dbg !345
  %472 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i32 noundef 0, i32 noundef %468, i32 noundef %470, i32 noundef %471) #5, !dbg !346
  call void @llvm.dbg.value(metadata i128 0, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 1, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !347
  br label %731, !dbg !348

473:                                              ; preds = %0, %559
  %474 = phi i128 [ 1, %0 ], [ %477, %559 ]
  %475 = phi i32 [ 1, %0 ], [ %560, %559 ]
  call void @llvm.dbg.value(metadata i128 %474, metadata !23, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %475, metadata !24, metadata !DIExpression()), !dbg !68
  %476 = zext i32 %475 to i128, !dbg !349
  %477 = mul i128 %474, %476, !dbg !350
  call void @llvm.dbg.value(metadata i128 %477, metadata !23, metadata !DIExpression()), !dbg !55
  %478 = icmp ugt i32 %475, 19, !dbg !351
  %479 = and i32 %475, 1
  %480 = icmp eq i32 %479, 0
  %481 = and i1 %478, %480, !dbg !352
  br i1 %481, label %482, label %559, !dbg !352

482:                                              ; preds = %473
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %23) #5, !dbg !353
  call void @llvm.dbg.declare(metadata [48 x i8]* %19, metadata !26, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i128 %477, metadata !72, metadata !DIExpression()) #5, !dbg !355
  call void @llvm.dbg.value(metadata i8* %23, metadata !78, metadata !DIExpression()) #5, !dbg !355
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %24) #5, !dbg !357
  call void @llvm.dbg.declare(metadata [48 x i8]* %4, metadata !79, metadata !DIExpression()) #5, !dbg !358
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !355
  br label %483, !dbg !359

483:                                              ; preds = %483, %482
  %484 = phi i64 [ %492, %483 ], [ 0, %482 ]
  %485 = phi i128 [ %487, %483 ], [ %477, %482 ]
  call void @llvm.dbg.value(metadata i64 %484, metadata !80, metadata !DIExpression()) #5, !dbg !355
  call void @llvm.dbg.value(metadata i128 %485, metadata !72, metadata !DIExpression()) #5, !dbg !355
  %486 = freeze i128 %485
  %487 = udiv i128 %486, 10, !dbg !360
  %488 = mul i128 %487, 10
  %489 = sub i128 %486, %488
  %490 = trunc i128 %489 to i8, !dbg !361
  %491 = or i8 %490, 48, !dbg !362
  %492 = add i64 %484, 1, !dbg !363
  call void @llvm.dbg.value(metadata i64 %492, metadata !80, metadata !DIExpression()) #5, !dbg !355
  %493 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %484, !dbg !364
  store i8 %491, i8* %493, align 1, !dbg !365, !tbaa !95
  call void @llvm.dbg.value(metadata i128 %487, metadata !72, metadata !DIExpression()) #5, !dbg !355
  %494 = icmp ult i128 %485, 10, !dbg !366
  br i1 %494, label %495, label %483, !dbg !366, !llvm.loop !367

495:                                              ; preds = %483
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !369
  %496 = shl i64 %484, 32, !dbg !370
  %497 = ashr exact i64 %496, 32, !dbg !370
  %498 = and i64 %492, 4294967295, !dbg !371
  %499 = icmp ult i64 %498, 8, !dbg !370
  br i1 %499, label %546, label %500, !dbg !370

500:                                              ; preds = %495
  %501 = icmp ult i64 %498, 32, !dbg !370
  br i1 %501, label %527, label %502, !dbg !370

502:                                              ; preds = %500
  %503 = and i64 %492, 31, !dbg !370
  %504 = sub nsw i64 %498, %503, !dbg !370
  br label %505, !dbg !370

505:                                              ; preds = %505, %502
  %506 = phi i64 [ 0, %502 ], [ %521, %505 ], !dbg !372
  %507 = sub nsw i64 %497, %506, !dbg !372
  %508 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %507, !dbg !372
  %509 = getelementptr inbounds i8, i8* %508, i64 -15, !dbg !373
  %510 = bitcast i8* %509 to <16 x i8>*, !dbg !373
  %511 = load <16 x i8>, <16 x i8>* %510, align 1, !dbg !373, !tbaa !95
  %512 = shufflevector <16 x i8> %511, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !373
  %513 = getelementptr inbounds i8, i8* %508, i64 -31, !dbg !373
  %514 = bitcast i8* %513 to <16 x i8>*, !dbg !373
  %515 = load <16 x i8>, <16 x i8>* %514, align 1, !dbg !373, !tbaa !95
  %516 = shufflevector <16 x i8> %515, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !373
  %517 = getelementptr inbounds [48 x i8], [48 x i8]* %19, i64 0, i64 %506, !dbg !372
  %518 = bitcast i8* %517 to <16 x i8>*, !dbg !374
  store <16 x i8> %512, <16 x i8>* %518, align 16, !dbg !374, !tbaa !95
  %519 = getelementptr inbounds i8, i8* %517, i64 16, !dbg !374
  %520 = bitcast i8* %519 to <16 x i8>*, !dbg !374
  store <16 x i8> %516, <16 x i8>* %520, align 16, !dbg !374, !tbaa !95
  %521 = add nuw i64 %506, 32, !dbg !372
  %522 = icmp eq i64 %521, %504, !dbg !372
  br i1 %522, label %523, label %505, !dbg !372, !llvm.loop !375

523:                                              ; preds = %505
  %524 = icmp eq i64 %503, 0, !dbg !370
  br i1 %524, label %556, label %525, !dbg !370

525:                                              ; preds = %523
  %526 = icmp ult i64 %503, 8, !dbg !370
  br i1 %526, label %546, label %527, !dbg !370

527:                                              ; preds = %500, %525
  %528 = phi i64 [ %504, %525 ], [ 0, %500 ]
  %529 = and i64 %492, 4294967295, !dbg !370
  %530 = and i64 %492, 7, !dbg !370
  %531 = sub nsw i64 %529, %530, !dbg !370
  br label %532, !dbg !370

532:                                              ; preds = %532, %527
  %533 = phi i64 [ %528, %527 ], [ %542, %532 ], !dbg !372
  %534 = sub nsw i64 %497, %533, !dbg !372
  %535 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %534, !dbg !372
  %536 = getelementptr inbounds i8, i8* %535, i64 -7, !dbg !373
  %537 = bitcast i8* %536 to <8 x i8>*, !dbg !373
  %538 = load <8 x i8>, <8 x i8>* %537, align 1, !dbg !373, !tbaa !95
  %539 = shufflevector <8 x i8> %538, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !373
  %540 = getelementptr inbounds [48 x i8], [48 x i8]* %19, i64 0, i64 %533, !dbg !372
  %541 = bitcast i8* %540 to <8 x i8>*, !dbg !374
  store <8 x i8> %539, <8 x i8>* %541, align 1, !dbg !374, !tbaa !95
  %542 = add nuw i64 %533, 8, !dbg !372
  %543 = icmp eq i64 %542, %531, !dbg !372
  br i1 %543, label %544, label %532, !dbg !372, !llvm.loop !378

544:                                              ; preds = %532
  %545 = icmp eq i64 %530, 0, !dbg !370
  br i1 %545, label %556, label %546, !dbg !370

546:                                              ; preds = %495, %525, %544
  %547 = phi i64 [ 0, %495 ], [ %504, %525 ], [ %531, %544 ]
  br label %548, !dbg !370

548:                                              ; preds = %546, %548
  %549 = phi i64 [ %554, %548 ], [ %547, %546 ]
  call void @llvm.dbg.value(metadata i64 %549, metadata !81, metadata !DIExpression()) #5, !dbg !369
  %550 = sub nsw i64 %497, %549, !dbg !380
  %551 = getelementptr inbounds [48 x i8], [48 x i8]* %4, i64 0, i64 %550, !dbg !373
  %552 = load i8, i8* %551, align 1, !dbg !373, !tbaa !95
  %553 = getelementptr inbounds [48 x i8], [48 x i8]* %19, i64 0, i64 %549, !dbg !381
  store i8 %552, i8* %553, align 1, !dbg !374, !tbaa !95
  %554 = add nuw nsw i64 %549, 1, !dbg !372
  call void @llvm.dbg.value(metadata i64 %554, metadata !81, metadata !DIExpression()) #5, !dbg !369
  %555 = icmp eq i64 %554, %498, !dbg !371
  br i1 %555, label %556, label %548, !dbg !370, !llvm.loop !382

556:                                              ; preds = %548, %544, %523
  %557 = getelementptr inbounds [48 x i8], [48 x i8]* %19, i64 0, i64 %498, !dbg !383
  store i8 0, i8* %557, align 1, !dbg !384, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %24) #5, !dbg !385
  %558 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %475, i8* noundef nonnull %23), !dbg !386
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %23) #5, !dbg !387
  br label %559, !dbg !388

559:                                              ; preds = %473, %556
  %560 = add nuw nsw i32 %475, 1, !dbg !389
  call void @llvm.dbg.value(metadata i128 %477, metadata !23, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %560, metadata !24, metadata !DIExpression()), !dbg !68
  %561 = icmp eq i32 %560, 35, !dbg !390
  br i1 %561, label %25, label %473, !dbg !69, !llvm.loop !391

562:                                              ; preds = %731
  call void @llvm.dbg.value(metadata i128 %745, metadata !72, metadata !DIExpression()) #5, !dbg !393
  call void @llvm.dbg.value(metadata i8* %26, metadata !78, metadata !DIExpression()) #5, !dbg !393
  %563 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 0, !dbg !395
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %563) #5, !dbg !395
  call void @llvm.dbg.declare(metadata [48 x i8]* %3, metadata !79, metadata !DIExpression()) #5, !dbg !396
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !393
  br label %564, !dbg !397

564:                                              ; preds = %564, %562
  %565 = phi i64 [ %573, %564 ], [ 0, %562 ]
  %566 = phi i128 [ %568, %564 ], [ %745, %562 ]
  call void @llvm.dbg.value(metadata i64 %565, metadata !80, metadata !DIExpression()) #5, !dbg !393
  call void @llvm.dbg.value(metadata i128 %566, metadata !72, metadata !DIExpression()) #5, !dbg !393
  %567 = freeze i128 %566
  %568 = udiv i128 %567, 10, !dbg !398
  %569 = mul i128 %568, 10
  %570 = sub i128 %567, %569
  %571 = trunc i128 %570 to i8, !dbg !399
  %572 = or i8 %571, 48, !dbg !400
  %573 = add i64 %565, 1, !dbg !401
  call void @llvm.dbg.value(metadata i64 %573, metadata !80, metadata !DIExpression()) #5, !dbg !393
  %574 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %565, !dbg !402
  store i8 %572, i8* %574, align 1, !dbg !403, !tbaa !95
  call void @llvm.dbg.value(metadata i128 %568, metadata !72, metadata !DIExpression()) #5, !dbg !393
  %575 = icmp ult i128 %566, 10, !dbg !404
  br i1 %575, label %576, label %564, !dbg !404, !llvm.loop !405

576:                                              ; preds = %564
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !407
  %577 = shl i64 %565, 32, !dbg !408
  %578 = ashr exact i64 %577, 32, !dbg !408
  %579 = and i64 %573, 4294967295, !dbg !409
  %580 = icmp ult i64 %579, 8, !dbg !408
  br i1 %580, label %626, label %581, !dbg !408

581:                                              ; preds = %576
  %582 = icmp ult i64 %579, 32, !dbg !408
  br i1 %582, label %608, label %583, !dbg !408

583:                                              ; preds = %581
  %584 = and i64 %573, 31, !dbg !408
  %585 = sub nsw i64 %579, %584, !dbg !408
  br label %586, !dbg !408

586:                                              ; preds = %586, %583
  %587 = phi i64 [ 0, %583 ], [ %602, %586 ], !dbg !410
  %588 = sub nsw i64 %578, %587, !dbg !410
  %589 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %588, !dbg !410
  %590 = getelementptr inbounds i8, i8* %589, i64 -15, !dbg !411
  %591 = bitcast i8* %590 to <16 x i8>*, !dbg !411
  %592 = load <16 x i8>, <16 x i8>* %591, align 1, !dbg !411, !tbaa !95
  %593 = shufflevector <16 x i8> %592, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %594 = getelementptr inbounds i8, i8* %589, i64 -31, !dbg !411
  %595 = bitcast i8* %594 to <16 x i8>*, !dbg !411
  %596 = load <16 x i8>, <16 x i8>* %595, align 1, !dbg !411, !tbaa !95
  %597 = shufflevector <16 x i8> %596, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %598 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 %587, !dbg !410
  %599 = bitcast i8* %598 to <16 x i8>*, !dbg !412
  store <16 x i8> %593, <16 x i8>* %599, align 16, !dbg !412, !tbaa !95
  %600 = getelementptr inbounds i8, i8* %598, i64 16, !dbg !412
  %601 = bitcast i8* %600 to <16 x i8>*, !dbg !412
  store <16 x i8> %597, <16 x i8>* %601, align 16, !dbg !412, !tbaa !95
  %602 = add nuw i64 %587, 32, !dbg !410
  %603 = icmp eq i64 %602, %585, !dbg !410
  br i1 %603, label %604, label %586, !dbg !410, !llvm.loop !413

604:                                              ; preds = %586
  %605 = icmp eq i64 %584, 0, !dbg !408
  br i1 %605, label %636, label %606, !dbg !408

606:                                              ; preds = %604
  %607 = icmp ult i64 %584, 8, !dbg !408
  br i1 %607, label %626, label %608, !dbg !408

608:                                              ; preds = %581, %606
  %609 = phi i64 [ %585, %606 ], [ 0, %581 ]
  %610 = and i64 %573, 7, !dbg !408
  %611 = sub nsw i64 %579, %610, !dbg !408
  br label %612, !dbg !408

612:                                              ; preds = %612, %608
  %613 = phi i64 [ %609, %608 ], [ %622, %612 ], !dbg !410
  %614 = sub nsw i64 %578, %613, !dbg !410
  %615 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %614, !dbg !410
  %616 = getelementptr inbounds i8, i8* %615, i64 -7, !dbg !411
  %617 = bitcast i8* %616 to <8 x i8>*, !dbg !411
  %618 = load <8 x i8>, <8 x i8>* %617, align 1, !dbg !411, !tbaa !95
  %619 = shufflevector <8 x i8> %618, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %620 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 %613, !dbg !410
  %621 = bitcast i8* %620 to <8 x i8>*, !dbg !412
  store <8 x i8> %619, <8 x i8>* %621, align 1, !dbg !412, !tbaa !95
  %622 = add nuw i64 %613, 8, !dbg !410
  %623 = icmp eq i64 %622, %611, !dbg !410
  br i1 %623, label %624, label %612, !dbg !410, !llvm.loop !415

624:                                              ; preds = %612
  %625 = icmp eq i64 %610, 0, !dbg !408
  br i1 %625, label %636, label %626, !dbg !408

626:                                              ; preds = %576, %606, %624
  %627 = phi i64 [ 0, %576 ], [ %585, %606 ], [ %611, %624 ]
  br label %628, !dbg !408

628:                                              ; preds = %626, %628
  %629 = phi i64 [ %634, %628 ], [ %627, %626 ]
  call void @llvm.dbg.value(metadata i64 %629, metadata !81, metadata !DIExpression()) #5, !dbg !407
  %630 = sub nsw i64 %578, %629, !dbg !416
  %631 = getelementptr inbounds [48 x i8], [48 x i8]* %3, i64 0, i64 %630, !dbg !411
  %632 = load i8, i8* %631, align 1, !dbg !411, !tbaa !95
  %633 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 %629, !dbg !417
  store i8 %632, i8* %633, align 1, !dbg !412, !tbaa !95
  %634 = add nuw nsw i64 %629, 1, !dbg !410
  call void @llvm.dbg.value(metadata i64 %634, metadata !81, metadata !DIExpression()) #5, !dbg !407
  %635 = icmp eq i64 %634, %579, !dbg !409
  br i1 %635, label %636, label %628, !dbg !408, !llvm.loop !418

636:                                              ; preds = %628, %624, %604
  %637 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 %579, !dbg !419
  store i8 0, i8* %637, align 1, !dbg !420, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %563) #5, !dbg !421
  %638 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i8* noundef nonnull %26), !dbg !422
  call void @llvm.dbg.value(metadata i128 5769218730913055877352422125625, metadata !53, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 42913938832097357, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 134436942586076, metadata !72, metadata !DIExpression()) #5, !dbg !423
  call void @llvm.dbg.value(metadata i8* %26, metadata !78, metadata !DIExpression()) #5, !dbg !423
  %639 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 0, !dbg !425
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %639) #5, !dbg !425
  call void @llvm.dbg.declare(metadata [48 x i8]* %2, metadata !79, metadata !DIExpression()) #5, !dbg !426
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !423
  br label %640, !dbg !427

640:                                              ; preds = %652, %636
  %641 = phi i64 [ 0, %636 ], [ %656, %652 ]
  %642 = phi i128 [ 134436942586076, %636 ], [ %658, %652 ]
  call void @llvm.dbg.value(metadata i64 %641, metadata !80, metadata !DIExpression()) #5, !dbg !423
  call void @llvm.dbg.value(metadata i128 %642, metadata !72, metadata !DIExpression()) #5, !dbg !423
  %643 = freeze i128 %642
  %644 = udiv i128 %643, 10, !dbg !428
  %645 = mul i128 %644, 10
  %646 = sub i128 %643, %645
  %647 = trunc i128 %646 to i8, !dbg !429
  %648 = or i8 %647, 48, !dbg !430
  %649 = or i64 %641, 1, !dbg !431
  call void @llvm.dbg.value(metadata i64 %649, metadata !80, metadata !DIExpression()) #5, !dbg !423
  %650 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 %641, !dbg !432
  store i8 %648, i8* %650, align 2, !dbg !433, !tbaa !95
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !423
  %651 = icmp eq i64 %649, 15, !dbg !434
  br i1 %651, label %659, label %652, !dbg !434, !llvm.loop !435

652:                                              ; preds = %640
  call void @llvm.dbg.value(metadata i128 %644, metadata !72, metadata !DIExpression()) #5, !dbg !423
  call void @llvm.dbg.value(metadata i64 %649, metadata !80, metadata !DIExpression()) #5, !dbg !423
  call void @llvm.dbg.value(metadata i128 undef, metadata !72, metadata !DIExpression()) #5, !dbg !423
  %653 = urem i128 %644, 10, !dbg !437
  %654 = trunc i128 %653 to i8, !dbg !429
  %655 = or i8 %654, 48, !dbg !430
  %656 = add nuw nsw i64 %641, 2, !dbg !431
  call void @llvm.dbg.value(metadata i64 %656, metadata !80, metadata !DIExpression()) #5, !dbg !423
  %657 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 %649, !dbg !432
  store i8 %655, i8* %657, align 1, !dbg !433, !tbaa !95
  %658 = udiv i128 %642, 100, !dbg !428
  call void @llvm.dbg.value(metadata i128 %658, metadata !72, metadata !DIExpression()) #5, !dbg !423
  br label %640

659:                                              ; preds = %640
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %660 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 14, !dbg !439
  %661 = load i8, i8* %660, align 2, !dbg !439, !tbaa !95
  store i8 %661, i8* %26, align 16, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %662 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 13, !dbg !439
  %663 = load i8, i8* %662, align 1, !dbg !439, !tbaa !95
  %664 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 1, !dbg !441
  store i8 %663, i8* %664, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %665 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 12, !dbg !439
  %666 = load i8, i8* %665, align 4, !dbg !439, !tbaa !95
  %667 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 2, !dbg !441
  store i8 %666, i8* %667, align 2, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %668 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 11, !dbg !439
  %669 = load i8, i8* %668, align 1, !dbg !439, !tbaa !95
  %670 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 3, !dbg !441
  store i8 %669, i8* %670, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %671 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 10, !dbg !439
  %672 = load i8, i8* %671, align 2, !dbg !439, !tbaa !95
  %673 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 4, !dbg !441
  store i8 %672, i8* %673, align 4, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %674 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 9, !dbg !439
  %675 = load i8, i8* %674, align 1, !dbg !439, !tbaa !95
  %676 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 5, !dbg !441
  store i8 %675, i8* %676, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %677 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 8, !dbg !439
  %678 = load i8, i8* %677, align 8, !dbg !439, !tbaa !95
  %679 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 6, !dbg !441
  store i8 %678, i8* %679, align 2, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %680 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 7, !dbg !439
  %681 = load i8, i8* %680, align 1, !dbg !439, !tbaa !95
  %682 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 7, !dbg !441
  store i8 %681, i8* %682, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %683 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 6, !dbg !439
  %684 = load i8, i8* %683, align 2, !dbg !439, !tbaa !95
  %685 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 8, !dbg !441
  store i8 %684, i8* %685, align 8, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %686 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 5, !dbg !439
  %687 = load i8, i8* %686, align 1, !dbg !439, !tbaa !95
  %688 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 9, !dbg !441
  store i8 %687, i8* %688, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %689 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 4, !dbg !439
  %690 = load i8, i8* %689, align 4, !dbg !439, !tbaa !95
  %691 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 10, !dbg !441
  store i8 %690, i8* %691, align 2, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %692 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 3, !dbg !439
  %693 = load i8, i8* %692, align 1, !dbg !439, !tbaa !95
  %694 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 11, !dbg !441
  store i8 %693, i8* %694, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %695 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 2, !dbg !439
  %696 = load i8, i8* %695, align 2, !dbg !439, !tbaa !95
  %697 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 12, !dbg !441
  store i8 %696, i8* %697, align 4, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %698 = getelementptr inbounds [48 x i8], [48 x i8]* %2, i64 0, i64 1, !dbg !439
  %699 = load i8, i8* %698, align 1, !dbg !439, !tbaa !95
  %700 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 13, !dbg !441
  store i8 %699, i8* %700, align 1, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !438
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %701 = load i8, i8* %639, align 16, !dbg !439, !tbaa !95
  %702 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 14, !dbg !441
  store i8 %701, i8* %702, align 2, !dbg !440, !tbaa !95
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !438
  %703 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 15, !dbg !442
  store i8 0, i8* %703, align 1, !dbg !443, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %639) #5, !dbg !444
  %704 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull %26), !dbg !445
  call void @llvm.dbg.value(metadata i128 6141029837524493, metadata !72, metadata !DIExpression()) #5, !dbg !446
  call void @llvm.dbg.value(metadata i8* %26, metadata !78, metadata !DIExpression()) #5, !dbg !446
  %705 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 0, !dbg !448
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %705) #5, !dbg !448
  call void @llvm.dbg.declare(metadata [48 x i8]* %1, metadata !79, metadata !DIExpression()) #5, !dbg !449
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #5, !dbg !446
  br label %706, !dbg !450

706:                                              ; preds = %706, %659
  %707 = phi i64 [ 0, %659 ], [ %720, %706 ]
  %708 = phi i128 [ 6141029837524493, %659 ], [ %722, %706 ]
  call void @llvm.dbg.value(metadata i64 %707, metadata !80, metadata !DIExpression()) #5, !dbg !446
  call void @llvm.dbg.value(metadata i128 %708, metadata !72, metadata !DIExpression()) #5, !dbg !446
  %709 = freeze i128 %708
  %710 = udiv i128 %709, 10, !dbg !451
  %711 = mul i128 %710, 10
  %712 = sub i128 %709, %711
  %713 = trunc i128 %712 to i8, !dbg !452
  %714 = or i8 %713, 48, !dbg !453
  %715 = or i64 %707, 1, !dbg !454
  call void @llvm.dbg.value(metadata i64 %715, metadata !80, metadata !DIExpression()) #5, !dbg !446
  %716 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %707, !dbg !455
  store i8 %714, i8* %716, align 2, !dbg !456, !tbaa !95
  call void @llvm.dbg.value(metadata i128 %710, metadata !72, metadata !DIExpression()) #5, !dbg !446
  call void @llvm.dbg.value(metadata i64 %715, metadata !80, metadata !DIExpression()) #5, !dbg !446
  call void @llvm.dbg.value(metadata i128 %710, metadata !72, metadata !DIExpression()) #5, !dbg !446
  %717 = urem i128 %710, 10, !dbg !457
  %718 = trunc i128 %717 to i8, !dbg !452
  %719 = or i8 %718, 48, !dbg !453
  %720 = add nuw nsw i64 %707, 2, !dbg !454
  call void @llvm.dbg.value(metadata i64 %720, metadata !80, metadata !DIExpression()) #5, !dbg !446
  %721 = getelementptr inbounds [48 x i8], [48 x i8]* %1, i64 0, i64 %715, !dbg !455
  store i8 %719, i8* %721, align 1, !dbg !456, !tbaa !95
  %722 = udiv i128 %708, 100, !dbg !451
  call void @llvm.dbg.value(metadata i128 %722, metadata !72, metadata !DIExpression()) #5, !dbg !446
  %723 = icmp eq i64 %720, 16, !dbg !458
  br i1 %723, label %724, label %706, !dbg !458, !llvm.loop !459

724:                                              ; preds = %706
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 0, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 1, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 2, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 3, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 4, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 5, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 6, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 7, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 8, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 9, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 10, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 11, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 12, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 13, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 14, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !461
  call void @llvm.dbg.value(metadata i64 15, metadata !81, metadata !DIExpression()) #5, !dbg !461
  %725 = bitcast [48 x i8]* %1 to <16 x i8>*, !dbg !462
  %726 = load <16 x i8>, <16 x i8>* %725, align 16, !dbg !462, !tbaa !95
  %727 = shufflevector <16 x i8> %726, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !463
  %728 = bitcast [48 x i8]* %20 to <16 x i8>*, !dbg !463
  store <16 x i8> %727, <16 x i8>* %728, align 16, !dbg !463, !tbaa !95
  call void @llvm.dbg.value(metadata i64 16, metadata !81, metadata !DIExpression()) #5, !dbg !461
  %729 = getelementptr inbounds [48 x i8], [48 x i8]* %20, i64 0, i64 16, !dbg !464
  store i8 0, i8* %729, align 16, !dbg !465, !tbaa !95
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %705) #5, !dbg !466
  %730 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull %26), !dbg !467
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %26) #5, !dbg !468
  ret i32 0, !dbg !469

731:                                              ; preds = %731, %466
  %732 = phi i128 [ 0, %466 ], [ %745, %731 ]
  %733 = phi i128 [ 1, %466 ], [ %746, %731 ]
  %734 = phi i32 [ 0, %466 ], [ %747, %731 ]
  call void @llvm.dbg.value(metadata i128 %732, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %733, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression()), !dbg !347
  %735 = add i128 %732, %733, !dbg !470
  call void @llvm.dbg.value(metadata i128 %735, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %733, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %735, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %733, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %735, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !347
  %736 = add i128 %733, %735, !dbg !470
  call void @llvm.dbg.value(metadata i128 %736, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %735, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %736, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %735, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %736, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !347
  %737 = add i128 %735, %736, !dbg !470
  call void @llvm.dbg.value(metadata i128 %737, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %736, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %737, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %736, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %737, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !347
  %738 = add i128 %736, %737, !dbg !470
  call void @llvm.dbg.value(metadata i128 %738, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %737, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %738, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %737, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %738, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !347
  %739 = add i128 %737, %738, !dbg !470
  call void @llvm.dbg.value(metadata i128 %739, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %738, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %739, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %738, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %739, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !347
  %740 = add i128 %738, %739, !dbg !470
  call void @llvm.dbg.value(metadata i128 %740, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %739, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %740, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %739, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %740, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !347
  %741 = add i128 %739, %740, !dbg !470
  call void @llvm.dbg.value(metadata i128 %741, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %740, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %741, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %740, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %741, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !347
  %742 = add i128 %740, %741, !dbg !470
  call void @llvm.dbg.value(metadata i128 %742, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %741, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %742, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %741, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %742, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !347
  %743 = add i128 %741, %742, !dbg !470
  call void @llvm.dbg.value(metadata i128 %743, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %742, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %743, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %742, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %743, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value)), !dbg !347
  %744 = add i128 %742, %743, !dbg !470
  call void @llvm.dbg.value(metadata i128 %744, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %743, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %744, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %743, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %744, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !347
  %745 = add i128 %743, %744, !dbg !470
  call void @llvm.dbg.value(metadata i128 %745, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %744, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %745, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 11, DW_OP_stack_value)), !dbg !347
  call void @llvm.dbg.value(metadata i128 %744, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %745, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %734, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 11, DW_OP_stack_value)), !dbg !347
  %746 = add i128 %744, %745, !dbg !470
  call void @llvm.dbg.value(metadata i128 %746, metadata !50, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i128 %745, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i128 %746, metadata !47, metadata !DIExpression()), !dbg !55
  %747 = add nuw nsw i32 %734, 12, !dbg !472
  call void @llvm.dbg.value(metadata i32 %747, metadata !48, metadata !DIExpression()), !dbg !347
  %748 = icmp eq i32 %747, 180, !dbg !473
  br i1 %748, label %562, label %731, !dbg !348, !llvm.loop !474
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "int128.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "07e584c2b49590e04d3ecfd432bb87a2")
!2 = !{!3, !5, !6, !8, !9, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !1, line: 6, baseType: !4)
!4 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !1, line: 7, baseType: !7)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !19, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!10}
!21 = !{!22, !23, !24, !26, !34, !35, !36, !37, !38, !39, !45, !46, !47, !48, !50, !53, !54}
!22 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 52, type: !3)
!23 = !DILocalVariable(name: "f", scope: !18, file: !1, line: 55, type: !3)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 56, type: !10)
!25 = distinct !DILexicalBlock(scope: !18, file: !1, line: 56, column: 5)
!26 = !DILocalVariable(name: "buf", scope: !27, file: !1, line: 59, type: !31)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 58, column: 36)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 58, column: 13)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 56, column: 35)
!30 = distinct !DILexicalBlock(scope: !25, file: !1, line: 56, column: 5)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 48)
!34 = !DILocalVariable(name: "max", scope: !18, file: !1, line: 64, type: !3)
!35 = !DILocalVariable(name: "buf", scope: !18, file: !1, line: 65, type: !31)
!36 = !DILocalVariable(name: "smin", scope: !18, file: !1, line: 68, type: !6)
!37 = !DILocalVariable(name: "smax", scope: !18, file: !1, line: 69, type: !6)
!38 = !DILocalVariable(name: "x", scope: !18, file: !1, line: 72, type: !6)
!39 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 83, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !43, line: 45, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DILocalVariable(name: "big_mod", scope: !18, file: !1, line: 85, type: !3)
!46 = !DILocalVariable(name: "p", scope: !18, file: !1, line: 88, type: !3)
!47 = !DILocalVariable(name: "q", scope: !18, file: !1, line: 88, type: !3)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 89, type: !10)
!49 = distinct !DILexicalBlock(scope: !18, file: !1, line: 89, column: 5)
!50 = !DILocalVariable(name: "t", scope: !51, file: !1, line: 90, type: !3)
!51 = distinct !DILexicalBlock(scope: !52, file: !1, line: 89, column: 35)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 89, column: 5)
!53 = !DILocalVariable(name: "n1", scope: !18, file: !1, line: 97, type: !3)
!54 = !DILocalVariable(name: "d1", scope: !18, file: !1, line: 97, type: !3)
!55 = !DILocation(line: 0, scope: !18)
!56 = !DILocalVariable(name: "lbl", arg: 1, scope: !57, file: !1, line: 9, type: !60)
!57 = distinct !DISubprogram(name: "print_hex", scope: !1, file: !1, line: 9, type: !58, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60, !3}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!62 = !{!56, !63}
!63 = !DILocalVariable(name: "v", arg: 2, scope: !57, file: !1, line: 9, type: !3)
!64 = !DILocation(line: 0, scope: !57, inlinedAt: !65)
!65 = distinct !DILocation(line: 53, column: 5, scope: !18)
!66 = !DILocation(line: 10, column: 5, scope: !57, inlinedAt: !65)
!67 = !DILocation(line: 54, column: 5, scope: !18)
!68 = !DILocation(line: 0, scope: !25)
!69 = !DILocation(line: 56, column: 5, scope: !25)
!70 = !DILocation(line: 65, column: 5, scope: !18)
!71 = !DILocation(line: 65, column: 10, scope: !18)
!72 = !DILocalVariable(name: "v", arg: 1, scope: !73, file: !1, line: 14, type: !3)
!73 = distinct !DISubprogram(name: "to_dec", scope: !1, file: !1, line: 14, type: !74, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !3, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!77 = !{!72, !78, !79, !80, !81}
!78 = !DILocalVariable(name: "out", arg: 2, scope: !73, file: !1, line: 14, type: !76)
!79 = !DILocalVariable(name: "tmp", scope: !73, file: !1, line: 15, type: !31)
!80 = !DILocalVariable(name: "n", scope: !73, file: !1, line: 16, type: !10)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 21, type: !10)
!82 = distinct !DILexicalBlock(scope: !73, file: !1, line: 21, column: 5)
!83 = !DILocation(line: 0, scope: !73, inlinedAt: !84)
!84 = distinct !DILocation(line: 66, column: 5, scope: !18)
!85 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !84)
!86 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !84)
!87 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !84)
!88 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !84)
!89 = distinct !DILexicalBlock(scope: !73, file: !1, line: 17, column: 8)
!90 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !84)
!91 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !84)
!92 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !84)
!93 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !84)
!94 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !84)
!95 = !{!96, !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !84)
!99 = distinct !{!99, !87, !100, !101}
!100 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !84)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !84)
!103 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !84)
!104 = distinct !DILexicalBlock(scope: !82, file: !1, line: 21, column: 5)
!105 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !84)
!106 = !DILocation(line: 21, column: 29, scope: !104, inlinedAt: !84)
!107 = !DILocation(line: 0, scope: !82, inlinedAt: !84)
!108 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !84)
!109 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !84)
!110 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !84)
!111 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !84)
!112 = !DILocation(line: 67, column: 5, scope: !18)
!113 = !DILocalVariable(name: "lbl", arg: 1, scope: !114, file: !1, line: 26, type: !60)
!114 = distinct !DISubprogram(name: "print_dec", scope: !1, file: !1, line: 26, type: !115, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !60, !6}
!117 = !{!113, !118, !119}
!118 = !DILocalVariable(name: "v", arg: 2, scope: !114, file: !1, line: 26, type: !6)
!119 = !DILocalVariable(name: "buf", scope: !114, file: !1, line: 27, type: !31)
!120 = !DILocation(line: 0, scope: !114, inlinedAt: !121)
!121 = distinct !DILocation(line: 70, column: 5, scope: !18)
!122 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !121)
!123 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !121)
!124 = !DILocation(line: 0, scope: !73, inlinedAt: !125)
!125 = distinct !DILocation(line: 29, column: 9, scope: !126, inlinedAt: !121)
!126 = distinct !DILexicalBlock(scope: !127, file: !1, line: 28, column: 16)
!127 = distinct !DILexicalBlock(scope: !114, file: !1, line: 28, column: 9)
!128 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !125)
!129 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !125)
!130 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !125)
!131 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !125)
!132 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !125)
!133 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !125)
!134 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !125)
!135 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !125)
!136 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !125)
!137 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !125)
!138 = distinct !{!138, !130, !139, !101}
!139 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !125)
!140 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !125)
!141 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !125)
!142 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !125)
!143 = !DILocation(line: 21, column: 29, scope: !104, inlinedAt: !125)
!144 = !DILocation(line: 0, scope: !82, inlinedAt: !125)
!145 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !125)
!146 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !125)
!147 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !125)
!148 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !125)
!149 = !DILocation(line: 0, scope: !127, inlinedAt: !121)
!150 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !121)
!151 = !DILocation(line: 0, scope: !114, inlinedAt: !152)
!152 = distinct !DILocation(line: 71, column: 5, scope: !18)
!153 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !152)
!154 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !152)
!155 = !DILocation(line: 0, scope: !73, inlinedAt: !156)
!156 = distinct !DILocation(line: 32, column: 9, scope: !157, inlinedAt: !152)
!157 = distinct !DILexicalBlock(scope: !127, file: !1, line: 31, column: 12)
!158 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !156)
!159 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !156)
!160 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !156)
!161 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !156)
!162 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !156)
!163 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !156)
!164 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !156)
!165 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !156)
!166 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !156)
!167 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !156)
!168 = distinct !{!168, !160, !169, !101}
!169 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !156)
!170 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !156)
!171 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !156)
!172 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !156)
!173 = !DILocation(line: 21, column: 29, scope: !104, inlinedAt: !156)
!174 = !DILocation(line: 0, scope: !82, inlinedAt: !156)
!175 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !156)
!176 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !156)
!177 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !156)
!178 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !156)
!179 = !DILocation(line: 0, scope: !127, inlinedAt: !152)
!180 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !152)
!181 = !DILocation(line: 0, scope: !114, inlinedAt: !182)
!182 = distinct !DILocation(line: 74, column: 5, scope: !18)
!183 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !182)
!184 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !182)
!185 = !DILocation(line: 0, scope: !73, inlinedAt: !186)
!186 = distinct !DILocation(line: 29, column: 9, scope: !126, inlinedAt: !182)
!187 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !186)
!188 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !186)
!189 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !186)
!190 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !186)
!191 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !186)
!192 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !186)
!193 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !186)
!194 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !186)
!195 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !186)
!196 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !186)
!197 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !186)
!198 = distinct !{!198, !189, !199, !101}
!199 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !186)
!200 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !186)
!201 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !186)
!202 = !DILocation(line: 21, column: 29, scope: !104, inlinedAt: !186)
!203 = !DILocation(line: 0, scope: !82, inlinedAt: !186)
!204 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !186)
!205 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !186)
!206 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !186)
!207 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !186)
!208 = !DILocation(line: 0, scope: !127, inlinedAt: !182)
!209 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !182)
!210 = !DILocation(line: 0, scope: !114, inlinedAt: !211)
!211 = distinct !DILocation(line: 75, column: 5, scope: !18)
!212 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !211)
!213 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !211)
!214 = !DILocation(line: 0, scope: !73, inlinedAt: !215)
!215 = distinct !DILocation(line: 29, column: 9, scope: !126, inlinedAt: !211)
!216 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !215)
!217 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !215)
!218 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !215)
!219 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !215)
!220 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !215)
!221 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !215)
!222 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !215)
!223 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !215)
!224 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !215)
!225 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !215)
!226 = distinct !{!226, !218, !227, !101}
!227 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !215)
!228 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !215)
!229 = !DILocation(line: 0, scope: !82, inlinedAt: !215)
!230 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !215)
!231 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !215)
!232 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !215)
!233 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !215)
!234 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !215)
!235 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !215)
!236 = !DILocation(line: 0, scope: !127, inlinedAt: !211)
!237 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !211)
!238 = !DILocation(line: 0, scope: !114, inlinedAt: !239)
!239 = distinct !DILocation(line: 76, column: 5, scope: !18)
!240 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !239)
!241 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !239)
!242 = !DILocation(line: 0, scope: !73, inlinedAt: !243)
!243 = distinct !DILocation(line: 29, column: 9, scope: !126, inlinedAt: !239)
!244 = !DILocation(line: 0, scope: !82, inlinedAt: !243)
!245 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !243)
!246 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !243)
!247 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !243)
!248 = !DILocation(line: 0, scope: !127, inlinedAt: !239)
!249 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !239)
!250 = !DILocation(line: 0, scope: !114, inlinedAt: !251)
!251 = distinct !DILocation(line: 77, column: 5, scope: !18)
!252 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !251)
!253 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !251)
!254 = !DILocation(line: 0, scope: !73, inlinedAt: !255)
!255 = distinct !DILocation(line: 29, column: 9, scope: !126, inlinedAt: !251)
!256 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !255)
!257 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !255)
!258 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !255)
!259 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !255)
!260 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !255)
!261 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !255)
!262 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !255)
!263 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !255)
!264 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !255)
!265 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !255)
!266 = distinct !{!266, !258, !267, !101}
!267 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !255)
!268 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !255)
!269 = !DILocation(line: 0, scope: !82, inlinedAt: !255)
!270 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !255)
!271 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !255)
!272 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !255)
!273 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !255)
!274 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !255)
!275 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !255)
!276 = !DILocation(line: 0, scope: !127, inlinedAt: !251)
!277 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !251)
!278 = !DILocation(line: 0, scope: !114, inlinedAt: !279)
!279 = distinct !DILocation(line: 78, column: 5, scope: !18)
!280 = !DILocation(line: 27, column: 5, scope: !114, inlinedAt: !279)
!281 = !DILocation(line: 27, column: 10, scope: !114, inlinedAt: !279)
!282 = !DILocation(line: 0, scope: !73, inlinedAt: !283)
!283 = distinct !DILocation(line: 29, column: 9, scope: !126, inlinedAt: !279)
!284 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !283)
!285 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !283)
!286 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !283)
!287 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !283)
!288 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !283)
!289 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !283)
!290 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !283)
!291 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !283)
!292 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !283)
!293 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !283)
!294 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !283)
!295 = distinct !{!295, !286, !296, !101}
!296 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !283)
!297 = !DILocation(line: 0, scope: !82, inlinedAt: !283)
!298 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !283)
!299 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !283)
!300 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !283)
!301 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !283)
!302 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !283)
!303 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !283)
!304 = !DILocation(line: 0, scope: !127, inlinedAt: !279)
!305 = !DILocation(line: 35, column: 1, scope: !114, inlinedAt: !279)
!306 = !DILocation(line: 79, column: 5, scope: !18)
!307 = !DILocation(line: 0, scope: !57, inlinedAt: !308)
!308 = distinct !DILocation(line: 80, column: 5, scope: !18)
!309 = !DILocation(line: 10, column: 5, scope: !57, inlinedAt: !308)
!310 = !DILocation(line: 0, scope: !57, inlinedAt: !311)
!311 = distinct !DILocation(line: 81, column: 5, scope: !18)
!312 = !DILocation(line: 10, column: 5, scope: !57, inlinedAt: !311)
!313 = !DILocation(line: 0, scope: !57, inlinedAt: !314)
!314 = distinct !DILocation(line: 82, column: 5, scope: !18)
!315 = !DILocation(line: 10, column: 5, scope: !57, inlinedAt: !314)
!316 = !DILocation(line: 84, column: 5, scope: !18)
!317 = !DILocalVariable(name: "base", arg: 1, scope: !318, file: !1, line: 39, type: !3)
!318 = distinct !DISubprogram(name: "powmod", scope: !1, file: !1, line: 39, type: !319, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !321)
!319 = !DISubroutineType(types: !320)
!320 = !{!3, !3, !3, !3}
!321 = !{!317, !322, !323, !324}
!322 = !DILocalVariable(name: "exp", arg: 2, scope: !318, file: !1, line: 39, type: !3)
!323 = !DILocalVariable(name: "mod", arg: 3, scope: !318, file: !1, line: 39, type: !3)
!324 = !DILocalVariable(name: "r", scope: !318, file: !1, line: 40, type: !3)
!325 = !DILocation(line: 0, scope: !318, inlinedAt: !326)
!326 = distinct !DILocation(line: 86, column: 32, scope: !18)
!327 = !DILocation(line: 42, column: 5, scope: !318, inlinedAt: !326)
!328 = !DILocation(line: 43, column: 17, scope: !329, inlinedAt: !326)
!329 = distinct !DILexicalBlock(scope: !330, file: !1, line: 43, column: 13)
!330 = distinct !DILexicalBlock(scope: !318, file: !1, line: 42, column: 17)
!331 = !DILocation(line: 43, column: 13, scope: !330, inlinedAt: !326)
!332 = !DILocation(line: 44, column: 19, scope: !329, inlinedAt: !326)
!333 = !DILocation(line: 44, column: 26, scope: !329, inlinedAt: !326)
!334 = !DILocation(line: 44, column: 13, scope: !329, inlinedAt: !326)
!335 = !DILocation(line: 45, column: 21, scope: !330, inlinedAt: !326)
!336 = !DILocation(line: 45, column: 28, scope: !330, inlinedAt: !326)
!337 = !DILocation(line: 46, column: 13, scope: !330, inlinedAt: !326)
!338 = distinct !{!338, !327, !339, !101}
!339 = !DILocation(line: 47, column: 5, scope: !318, inlinedAt: !326)
!340 = !DILocation(line: 48, column: 5, scope: !318, inlinedAt: !326)
!341 = !DILocation(line: 0, scope: !57, inlinedAt: !342)
!342 = distinct !DILocation(line: 86, column: 5, scope: !18)
!343 = !DILocation(line: 10, column: 67, scope: !57, inlinedAt: !342)
!344 = !DILocation(line: 11, column: 12, scope: !57, inlinedAt: !342)
!345 = !DILocation(line: 11, column: 33, scope: !57, inlinedAt: !342)
!346 = !DILocation(line: 10, column: 5, scope: !57, inlinedAt: !342)
!347 = !DILocation(line: 0, scope: !49)
!348 = !DILocation(line: 89, column: 5, scope: !49)
!349 = !DILocation(line: 57, column: 14, scope: !29)
!350 = !DILocation(line: 57, column: 11, scope: !29)
!351 = !DILocation(line: 58, column: 15, scope: !28)
!352 = !DILocation(line: 58, column: 21, scope: !28)
!353 = !DILocation(line: 59, column: 13, scope: !27)
!354 = !DILocation(line: 59, column: 18, scope: !27)
!355 = !DILocation(line: 0, scope: !73, inlinedAt: !356)
!356 = distinct !DILocation(line: 60, column: 13, scope: !27)
!357 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !356)
!358 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !356)
!359 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !356)
!360 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !356)
!361 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !356)
!362 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !356)
!363 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !356)
!364 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !356)
!365 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !356)
!366 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !356)
!367 = distinct !{!367, !359, !368, !101}
!368 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !356)
!369 = !DILocation(line: 0, scope: !82, inlinedAt: !356)
!370 = !DILocation(line: 21, column: 5, scope: !82, inlinedAt: !356)
!371 = !DILocation(line: 21, column: 23, scope: !104, inlinedAt: !356)
!372 = !DILocation(line: 21, column: 29, scope: !104, inlinedAt: !356)
!373 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !356)
!374 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !356)
!375 = distinct !{!375, !370, !376, !101, !377}
!376 = !DILocation(line: 22, column: 31, scope: !82, inlinedAt: !356)
!377 = !{!"llvm.loop.isvectorized", i32 1}
!378 = distinct !{!378, !370, !376, !101, !377, !379}
!379 = !{!"llvm.loop.unroll.runtime.disable"}
!380 = !DILocation(line: 22, column: 28, scope: !104, inlinedAt: !356)
!381 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !356)
!382 = distinct !{!382, !370, !376, !101, !379, !377}
!383 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !356)
!384 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !356)
!385 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !356)
!386 = !DILocation(line: 61, column: 13, scope: !27)
!387 = !DILocation(line: 62, column: 9, scope: !28)
!388 = !DILocation(line: 62, column: 9, scope: !27)
!389 = !DILocation(line: 56, column: 31, scope: !30)
!390 = !DILocation(line: 56, column: 23, scope: !30)
!391 = distinct !{!391, !69, !392, !101}
!392 = !DILocation(line: 63, column: 5, scope: !25)
!393 = !DILocation(line: 0, scope: !73, inlinedAt: !394)
!394 = distinct !DILocation(line: 94, column: 5, scope: !18)
!395 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !394)
!396 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !394)
!397 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !394)
!398 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !394)
!399 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !394)
!400 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !394)
!401 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !394)
!402 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !394)
!403 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !394)
!404 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !394)
!405 = distinct !{!405, !397, !406, !101}
!406 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !394)
!407 = !DILocation(line: 0, scope: !82, inlinedAt: !394)
!408 = !DILocation(line: 21, column: 5, scope: !82, inlinedAt: !394)
!409 = !DILocation(line: 21, column: 23, scope: !104, inlinedAt: !394)
!410 = !DILocation(line: 21, column: 29, scope: !104, inlinedAt: !394)
!411 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !394)
!412 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !394)
!413 = distinct !{!413, !408, !414, !101, !377}
!414 = !DILocation(line: 22, column: 31, scope: !82, inlinedAt: !394)
!415 = distinct !{!415, !408, !414, !101, !377, !379}
!416 = !DILocation(line: 22, column: 28, scope: !104, inlinedAt: !394)
!417 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !394)
!418 = distinct !{!418, !408, !414, !101, !379, !377}
!419 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !394)
!420 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !394)
!421 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !394)
!422 = !DILocation(line: 95, column: 5, scope: !18)
!423 = !DILocation(line: 0, scope: !73, inlinedAt: !424)
!424 = distinct !DILocation(line: 98, column: 5, scope: !18)
!425 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !424)
!426 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !424)
!427 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !424)
!428 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !424)
!429 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !424)
!430 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !424)
!431 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !424)
!432 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !424)
!433 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !424)
!434 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !424)
!435 = distinct !{!435, !427, !436, !101}
!436 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !424)
!437 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !424)
!438 = !DILocation(line: 0, scope: !82, inlinedAt: !424)
!439 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !424)
!440 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !424)
!441 = !DILocation(line: 22, column: 9, scope: !104, inlinedAt: !424)
!442 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !424)
!443 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !424)
!444 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !424)
!445 = !DILocation(line: 99, column: 5, scope: !18)
!446 = !DILocation(line: 0, scope: !73, inlinedAt: !447)
!447 = distinct !DILocation(line: 100, column: 5, scope: !18)
!448 = !DILocation(line: 15, column: 5, scope: !73, inlinedAt: !447)
!449 = !DILocation(line: 15, column: 10, scope: !73, inlinedAt: !447)
!450 = !DILocation(line: 17, column: 5, scope: !73, inlinedAt: !447)
!451 = !DILocation(line: 19, column: 11, scope: !89, inlinedAt: !447)
!452 = !DILocation(line: 18, column: 33, scope: !89, inlinedAt: !447)
!453 = !DILocation(line: 18, column: 31, scope: !89, inlinedAt: !447)
!454 = !DILocation(line: 18, column: 14, scope: !89, inlinedAt: !447)
!455 = !DILocation(line: 18, column: 9, scope: !89, inlinedAt: !447)
!456 = !DILocation(line: 18, column: 18, scope: !89, inlinedAt: !447)
!457 = !DILocation(line: 18, column: 41, scope: !89, inlinedAt: !447)
!458 = !DILocation(line: 20, column: 5, scope: !89, inlinedAt: !447)
!459 = distinct !{!459, !450, !460, !101}
!460 = !DILocation(line: 20, column: 15, scope: !73, inlinedAt: !447)
!461 = !DILocation(line: 0, scope: !82, inlinedAt: !447)
!462 = !DILocation(line: 22, column: 18, scope: !104, inlinedAt: !447)
!463 = !DILocation(line: 22, column: 16, scope: !104, inlinedAt: !447)
!464 = !DILocation(line: 23, column: 5, scope: !73, inlinedAt: !447)
!465 = !DILocation(line: 23, column: 12, scope: !73, inlinedAt: !447)
!466 = !DILocation(line: 24, column: 1, scope: !73, inlinedAt: !447)
!467 = !DILocation(line: 101, column: 5, scope: !18)
!468 = !DILocation(line: 103, column: 1, scope: !18)
!469 = !DILocation(line: 102, column: 5, scope: !18)
!470 = !DILocation(line: 90, column: 20, scope: !51)
!471 = !DILocation(line: 0, scope: !51)
!472 = !DILocation(line: 89, column: 31, scope: !52)
!473 = !DILocation(line: 89, column: 23, scope: !52)
!474 = distinct !{!474, !348, !475, !101}
!475 = !DILocation(line: 93, column: 5, scope: !49)
