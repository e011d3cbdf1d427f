; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, double }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [23 x i8] c"sum_ints: %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"mean: %.4f %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"ildspc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"%s counter=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"iidi\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
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
@__const.main.p1 = private unnamed_addr constant %struct.pair { i32 2, double 1.500000e+00 }, align 8
@__const.main.p2 = private unnamed_addr constant %struct.pair { i32 -3, double 2.500000e-01 }, align 8
@__const.main.p3 = private unnamed_addr constant %struct.pair { i32 10, double 1.000000e+01 }, align 8
@.str.18 = private unnamed_addr constant [12 x i8] c"pairs=%.3f\0A\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"[i:%d]\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"[l:%ld]\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"[d:%.3f]\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"[s:%s]\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"[p:%d]\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"[c:%c]\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"[?]\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca [512 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca float, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  %8 = alloca %struct.pair, align 8
  store i32 0, i32* %1, align 4
  %9 = call i64 (i32, ...) @sum_ints(i32 noundef 0), !dbg !20
  %10 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !21
  %11 = call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000000), !dbg !22
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i64 noundef %9, i64 noundef %10, i64 noundef %11), !dbg !23
  %13 = call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef 1.000000e+00, double noundef 2.000000e+00), !dbg !24
  %14 = call double (i32, ...) @mean_doubles(i32 noundef 10, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.750000e+00), !dbg !25
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %13, double noundef %14), !dbg !26
  call void @llvm.dbg.declare(metadata [512 x i8]* %2, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 41, i32* %3, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i16* %4, metadata !34, metadata !DIExpression()), !dbg !36
  store i16 -7, i16* %4, align 2, !dbg !36
  call void @llvm.dbg.declare(metadata float* %5, metadata !37, metadata !DIExpression()), !dbg !39
  store float 2.500000e+00, float* %5, align 4, !dbg !39
  %16 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !40
  call void (i8*, i8*, ...) @mini_format(i8* noundef %16, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef 7, i64 noundef 1234567890123, double noundef 3.141590e+00, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32* noundef %3, i32 noundef 90), !dbg !41
  %17 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !42
  %18 = load i32, i32* %3, align 4, !dbg !43
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i8* noundef %17, i32 noundef %18), !dbg !44
  %20 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !45
  %21 = load i16, i16* %4, align 2, !dbg !46
  %22 = sext i16 %21 to i32, !dbg !46
  %23 = load float, float* %5, align 4, !dbg !47
  %24 = fpext float %23 to double, !dbg !47
  call void (i8*, i8*, ...) @mini_format(i8* noundef %20, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %22, i32 noundef 97, double noundef %24, i32 noundef -1), !dbg !48
  %25 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !49
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %25), !dbg !50
  %27 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !51
  call void (i8*, i8*, ...) @mini_format(i8* noundef %27, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10), !dbg !52
  %28 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !53
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %28), !dbg !54
  %30 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !55
  call void (i8*, i8*, ...) @mini_format(i8* noundef %30, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i32* noundef %3, i32* noundef %3), !dbg !56
  %31 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !57
  %32 = load i32, i32* %3, align 4, !dbg !58
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i8* noundef %31, i32 noundef %32), !dbg !59
  %34 = call i32 (i32, ...) @sum_twice(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !60
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %34), !dbg !61
  %36 = call i64 (i32, ...) @max_of(i32 noundef 5, i64 noundef -5, i64 noundef 17, i64 noundef 1099511627776, i64 noundef -1125899906842624, i64 noundef 99), !dbg !62
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.10, i64 0, i64 0), i64 noundef %36), !dbg !63
  %38 = getelementptr inbounds [512 x i8], [512 x i8]* %2, i64 0, i64 0, !dbg !64
  %39 = call i8* (i8*, ...) @concat(i8* noundef %38, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0), i8* noundef null), !dbg !65
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i64 0, i64 0), i8* noundef %39), !dbg !66
  call void @llvm.dbg.declare(metadata %struct.pair* %6, metadata !67, metadata !DIExpression()), !dbg !73
  %41 = bitcast %struct.pair* %6 to i8*, !dbg !73
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %41, i8* align 8 bitcast (%struct.pair* @__const.main.p1 to i8*), i64 16, i1 false), !dbg !73
  call void @llvm.dbg.declare(metadata %struct.pair* %7, metadata !74, metadata !DIExpression()), !dbg !75
  %42 = bitcast %struct.pair* %7 to i8*, !dbg !75
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 bitcast (%struct.pair* @__const.main.p2 to i8*), i64 16, i1 false), !dbg !75
  call void @llvm.dbg.declare(metadata %struct.pair* %8, metadata !76, metadata !DIExpression()), !dbg !77
  %43 = bitcast %struct.pair* %8 to i8*, !dbg !77
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 bitcast (%struct.pair* @__const.main.p3 to i8*), i64 16, i1 false), !dbg !77
  %44 = bitcast %struct.pair* %6 to { i32, double }*, !dbg !78
  %45 = getelementptr inbounds { i32, double }, { i32, double }* %44, i32 0, i32 0, !dbg !78
  %46 = load i32, i32* %45, align 8, !dbg !78
  %47 = getelementptr inbounds { i32, double }, { i32, double }* %44, i32 0, i32 1, !dbg !78
  %48 = load double, double* %47, align 8, !dbg !78
  %49 = bitcast %struct.pair* %7 to { i32, double }*, !dbg !78
  %50 = getelementptr inbounds { i32, double }, { i32, double }* %49, i32 0, i32 0, !dbg !78
  %51 = load i32, i32* %50, align 8, !dbg !78
  %52 = getelementptr inbounds { i32, double }, { i32, double }* %49, i32 0, i32 1, !dbg !78
  %53 = load double, double* %52, align 8, !dbg !78
  %54 = bitcast %struct.pair* %8 to { i32, double }*, !dbg !78
  %55 = getelementptr inbounds { i32, double }, { i32, double }* %54, i32 0, i32 0, !dbg !78
  %56 = load i32, i32* %55, align 8, !dbg !78
  %57 = getelementptr inbounds { i32, double }, { i32, double }* %54, i32 0, i32 1, !dbg !78
  %58 = load double, double* %57, align 8, !dbg !78
  %59 = call double (i32, ...) @sum_pairs(i32 noundef 3, i32 %46, double %48, i32 %51, double %53, i32 %56, double %58), !dbg !78
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), double noundef %59), !dbg !79
  ret i32 0, !dbg !80
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 !dbg !81 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !87, metadata !DIExpression()), !dbg !104
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !105
  %7 = bitcast %struct.__va_list_tag* %6 to i8*, !dbg !105
  call void @llvm.va_start(i8* %7), !dbg !105
  call void @llvm.dbg.declare(metadata i64* %4, metadata !106, metadata !DIExpression()), !dbg !107
  store i64 0, i64* %4, align 8, !dbg !107
  call void @llvm.dbg.declare(metadata i32* %5, metadata !108, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %5, align 4, !dbg !110
  br label %8, !dbg !111

8:                                                ; preds = %34, %1
  %9 = load i32, i32* %5, align 4, !dbg !112
  %10 = load i32, i32* %2, align 4, !dbg !114
  %11 = icmp slt i32 %9, %10, !dbg !115
  br i1 %11, label %12, label %37, !dbg !116

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !117
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0, !dbg !117
  %15 = load i32, i32* %14, align 16, !dbg !117
  %16 = icmp ule i32 %15, 40, !dbg !117
  br i1 %16, label %17, label %23, !dbg !117

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3, !dbg !117
  %19 = load i8*, i8** %18, align 16, !dbg !117
  %20 = getelementptr i8, i8* %19, i32 %15, !dbg !117
  %21 = bitcast i8* %20 to i32*, !dbg !117
  %22 = add i32 %15, 8, !dbg !117
  store i32 %22, i32* %14, align 16, !dbg !117
  br label %28, !dbg !117

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2, !dbg !117
  %25 = load i8*, i8** %24, align 8, !dbg !117
  %26 = bitcast i8* %25 to i32*, !dbg !117
  %27 = getelementptr i8, i8* %25, i32 8, !dbg !117
  store i8* %27, i8** %24, align 8, !dbg !117
  br label %28, !dbg !117

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ], !dbg !117
  %30 = load i32, i32* %29, align 4, !dbg !117
  %31 = sext i32 %30 to i64, !dbg !117
  %32 = load i64, i64* %4, align 8, !dbg !118
  %33 = add nsw i64 %32, %31, !dbg !118
  store i64 %33, i64* %4, align 8, !dbg !118
  br label %34, !dbg !119

34:                                               ; preds = %28
  %35 = load i32, i32* %5, align 4, !dbg !120
  %36 = add nsw i32 %35, 1, !dbg !120
  store i32 %36, i32* %5, align 4, !dbg !120
  br label %8, !dbg !121, !llvm.loop !122

37:                                               ; preds = %8
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !125
  %39 = bitcast %struct.__va_list_tag* %38 to i8*, !dbg !125
  call void @llvm.va_end(i8* %39), !dbg !125
  %40 = load i64, i64* %4, align 8, !dbg !126
  ret i64 %40, !dbg !127
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mean_doubles(i32 noundef %0, ...) #0 !dbg !128 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !133, metadata !DIExpression()), !dbg !134
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !135
  %7 = bitcast %struct.__va_list_tag* %6 to i8*, !dbg !135
  call void @llvm.va_start(i8* %7), !dbg !135
  call void @llvm.dbg.declare(metadata double* %4, metadata !136, metadata !DIExpression()), !dbg !137
  store double 0.000000e+00, double* %4, align 8, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %5, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %5, align 4, !dbg !140
  br label %8, !dbg !141

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4, !dbg !142
  %10 = load i32, i32* %2, align 4, !dbg !144
  %11 = icmp slt i32 %9, %10, !dbg !145
  br i1 %11, label %12, label %36, !dbg !146

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !147
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 1, !dbg !147
  %15 = load i32, i32* %14, align 4, !dbg !147
  %16 = icmp ule i32 %15, 160, !dbg !147
  br i1 %16, label %17, label %23, !dbg !147

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3, !dbg !147
  %19 = load i8*, i8** %18, align 16, !dbg !147
  %20 = getelementptr i8, i8* %19, i32 %15, !dbg !147
  %21 = bitcast i8* %20 to double*, !dbg !147
  %22 = add i32 %15, 16, !dbg !147
  store i32 %22, i32* %14, align 4, !dbg !147
  br label %28, !dbg !147

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2, !dbg !147
  %25 = load i8*, i8** %24, align 8, !dbg !147
  %26 = bitcast i8* %25 to double*, !dbg !147
  %27 = getelementptr i8, i8* %25, i32 8, !dbg !147
  store i8* %27, i8** %24, align 8, !dbg !147
  br label %28, !dbg !147

28:                                               ; preds = %23, %17
  %29 = phi double* [ %21, %17 ], [ %26, %23 ], !dbg !147
  %30 = load double, double* %29, align 8, !dbg !147
  %31 = load double, double* %4, align 8, !dbg !148
  %32 = fadd double %31, %30, !dbg !148
  store double %32, double* %4, align 8, !dbg !148
  br label %33, !dbg !149

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4, !dbg !150
  %35 = add nsw i32 %34, 1, !dbg !150
  store i32 %35, i32* %5, align 4, !dbg !150
  br label %8, !dbg !151, !llvm.loop !152

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !154
  %38 = bitcast %struct.__va_list_tag* %37 to i8*, !dbg !154
  call void @llvm.va_end(i8* %38), !dbg !154
  %39 = load i32, i32* %2, align 4, !dbg !155
  %40 = icmp ne i32 %39, 0, !dbg !155
  br i1 %40, label %41, label %46, !dbg !155

41:                                               ; preds = %36
  %42 = load double, double* %4, align 8, !dbg !156
  %43 = load i32, i32* %2, align 4, !dbg !157
  %44 = sitofp i32 %43 to double, !dbg !157
  %45 = fdiv double %42, %44, !dbg !158
  br label %47, !dbg !155

46:                                               ; preds = %36
  br label %47, !dbg !155

47:                                               ; preds = %46, %41
  %48 = phi double [ %45, %41 ], [ 0.000000e+00, %46 ], !dbg !155
  ret double %48, !dbg !159
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mini_format(i8* noundef %0, i8* noundef %1, ...) #0 !dbg !160 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i8*, align 8
  %7 = alloca [64 x i8], align 16
  %8 = alloca i32*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !164, metadata !DIExpression()), !dbg !165
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !166, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %5, metadata !168, metadata !DIExpression()), !dbg !169
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !170
  %10 = bitcast %struct.__va_list_tag* %9 to i8*, !dbg !170
  call void @llvm.va_start(i8* %10), !dbg !170
  %11 = load i8*, i8** %3, align 8, !dbg !171
  %12 = getelementptr inbounds i8, i8* %11, i64 0, !dbg !171
  store i8 0, i8* %12, align 1, !dbg !172
  call void @llvm.dbg.declare(metadata i8** %6, metadata !173, metadata !DIExpression()), !dbg !175
  %13 = load i8*, i8** %4, align 8, !dbg !176
  store i8* %13, i8** %6, align 8, !dbg !175
  br label %14, !dbg !177

14:                                               ; preds = %162, %2
  %15 = load i8*, i8** %6, align 8, !dbg !178
  %16 = load i8, i8* %15, align 1, !dbg !180
  %17 = icmp ne i8 %16, 0, !dbg !181
  br i1 %17, label %18, label %165, !dbg !181

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata [64 x i8]* %7, metadata !182, metadata !DIExpression()), !dbg !187
  %19 = load i8*, i8** %6, align 8, !dbg !188
  %20 = load i8, i8* %19, align 1, !dbg !189
  %21 = sext i8 %20 to i32, !dbg !189
  switch i32 %21, label %155 [
    i32 105, label %22
    i32 108, label %43
    i32 100, label %64
    i32 115, label %85
    i32 112, label %106
    i32 99, label %132
  ], !dbg !190

22:                                               ; preds = %18
  %23 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !191
  %24 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !193
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 0, !dbg !193
  %26 = load i32, i32* %25, align 16, !dbg !193
  %27 = icmp ule i32 %26, 40, !dbg !193
  br i1 %27, label %28, label %34, !dbg !193

28:                                               ; preds = %22
  %29 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 3, !dbg !193
  %30 = load i8*, i8** %29, align 16, !dbg !193
  %31 = getelementptr i8, i8* %30, i32 %26, !dbg !193
  %32 = bitcast i8* %31 to i32*, !dbg !193
  %33 = add i32 %26, 8, !dbg !193
  store i32 %33, i32* %25, align 16, !dbg !193
  br label %39, !dbg !193

34:                                               ; preds = %22
  %35 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 2, !dbg !193
  %36 = load i8*, i8** %35, align 8, !dbg !193
  %37 = bitcast i8* %36 to i32*, !dbg !193
  %38 = getelementptr i8, i8* %36, i32 8, !dbg !193
  store i8* %38, i8** %35, align 8, !dbg !193
  br label %39, !dbg !193

39:                                               ; preds = %34, %28
  %40 = phi i32* [ %32, %28 ], [ %37, %34 ], !dbg !193
  %41 = load i32, i32* %40, align 4, !dbg !193
  %42 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %23, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), i32 noundef %41) #6, !dbg !194
  br label %158, !dbg !195

43:                                               ; preds = %18
  %44 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !196
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !197
  %46 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 0, !dbg !197
  %47 = load i32, i32* %46, align 16, !dbg !197
  %48 = icmp ule i32 %47, 40, !dbg !197
  br i1 %48, label %49, label %55, !dbg !197

49:                                               ; preds = %43
  %50 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 3, !dbg !197
  %51 = load i8*, i8** %50, align 16, !dbg !197
  %52 = getelementptr i8, i8* %51, i32 %47, !dbg !197
  %53 = bitcast i8* %52 to i64*, !dbg !197
  %54 = add i32 %47, 8, !dbg !197
  store i32 %54, i32* %46, align 16, !dbg !197
  br label %60, !dbg !197

55:                                               ; preds = %43
  %56 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %45, i32 0, i32 2, !dbg !197
  %57 = load i8*, i8** %56, align 8, !dbg !197
  %58 = bitcast i8* %57 to i64*, !dbg !197
  %59 = getelementptr i8, i8* %57, i32 8, !dbg !197
  store i8* %59, i8** %56, align 8, !dbg !197
  br label %60, !dbg !197

60:                                               ; preds = %55, %49
  %61 = phi i64* [ %53, %49 ], [ %58, %55 ], !dbg !197
  %62 = load i64, i64* %61, align 8, !dbg !197
  %63 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %44, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0), i64 noundef %62) #6, !dbg !198
  br label %158, !dbg !199

64:                                               ; preds = %18
  %65 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !200
  %66 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !201
  %67 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %66, i32 0, i32 1, !dbg !201
  %68 = load i32, i32* %67, align 4, !dbg !201
  %69 = icmp ule i32 %68, 160, !dbg !201
  br i1 %69, label %70, label %76, !dbg !201

70:                                               ; preds = %64
  %71 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %66, i32 0, i32 3, !dbg !201
  %72 = load i8*, i8** %71, align 16, !dbg !201
  %73 = getelementptr i8, i8* %72, i32 %68, !dbg !201
  %74 = bitcast i8* %73 to double*, !dbg !201
  %75 = add i32 %68, 16, !dbg !201
  store i32 %75, i32* %67, align 4, !dbg !201
  br label %81, !dbg !201

76:                                               ; preds = %64
  %77 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %66, i32 0, i32 2, !dbg !201
  %78 = load i8*, i8** %77, align 8, !dbg !201
  %79 = bitcast i8* %78 to double*, !dbg !201
  %80 = getelementptr i8, i8* %78, i32 8, !dbg !201
  store i8* %80, i8** %77, align 8, !dbg !201
  br label %81, !dbg !201

81:                                               ; preds = %76, %70
  %82 = phi double* [ %74, %70 ], [ %79, %76 ], !dbg !201
  %83 = load double, double* %82, align 8, !dbg !201
  %84 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %65, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), double noundef %83) #6, !dbg !202
  br label %158, !dbg !203

85:                                               ; preds = %18
  %86 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !204
  %87 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !205
  %88 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %87, i32 0, i32 0, !dbg !205
  %89 = load i32, i32* %88, align 16, !dbg !205
  %90 = icmp ule i32 %89, 40, !dbg !205
  br i1 %90, label %91, label %97, !dbg !205

91:                                               ; preds = %85
  %92 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %87, i32 0, i32 3, !dbg !205
  %93 = load i8*, i8** %92, align 16, !dbg !205
  %94 = getelementptr i8, i8* %93, i32 %89, !dbg !205
  %95 = bitcast i8* %94 to i8**, !dbg !205
  %96 = add i32 %89, 8, !dbg !205
  store i32 %96, i32* %88, align 16, !dbg !205
  br label %102, !dbg !205

97:                                               ; preds = %85
  %98 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %87, i32 0, i32 2, !dbg !205
  %99 = load i8*, i8** %98, align 8, !dbg !205
  %100 = bitcast i8* %99 to i8**, !dbg !205
  %101 = getelementptr i8, i8* %99, i32 8, !dbg !205
  store i8* %101, i8** %98, align 8, !dbg !205
  br label %102, !dbg !205

102:                                              ; preds = %97, %91
  %103 = phi i8** [ %95, %91 ], [ %100, %97 ], !dbg !205
  %104 = load i8*, i8** %103, align 8, !dbg !205
  %105 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %86, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), i8* noundef %104) #6, !dbg !206
  br label %158, !dbg !207

106:                                              ; preds = %18
  call void @llvm.dbg.declare(metadata i32** %8, metadata !208, metadata !DIExpression()), !dbg !211
  %107 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !212
  %108 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %107, i32 0, i32 0, !dbg !212
  %109 = load i32, i32* %108, align 16, !dbg !212
  %110 = icmp ule i32 %109, 40, !dbg !212
  br i1 %110, label %111, label %117, !dbg !212

111:                                              ; preds = %106
  %112 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %107, i32 0, i32 3, !dbg !212
  %113 = load i8*, i8** %112, align 16, !dbg !212
  %114 = getelementptr i8, i8* %113, i32 %109, !dbg !212
  %115 = bitcast i8* %114 to i32**, !dbg !212
  %116 = add i32 %109, 8, !dbg !212
  store i32 %116, i32* %108, align 16, !dbg !212
  br label %122, !dbg !212

117:                                              ; preds = %106
  %118 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %107, i32 0, i32 2, !dbg !212
  %119 = load i8*, i8** %118, align 8, !dbg !212
  %120 = bitcast i8* %119 to i32**, !dbg !212
  %121 = getelementptr i8, i8* %119, i32 8, !dbg !212
  store i8* %121, i8** %118, align 8, !dbg !212
  br label %122, !dbg !212

122:                                              ; preds = %117, %111
  %123 = phi i32** [ %115, %111 ], [ %120, %117 ], !dbg !212
  %124 = load i32*, i32** %123, align 8, !dbg !212
  store i32* %124, i32** %8, align 8, !dbg !211
  %125 = load i32*, i32** %8, align 8, !dbg !213
  %126 = load i32, i32* %125, align 4, !dbg !214
  %127 = add nsw i32 %126, 1, !dbg !214
  store i32 %127, i32* %125, align 4, !dbg !214
  %128 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !215
  %129 = load i32*, i32** %8, align 8, !dbg !216
  %130 = load i32, i32* %129, align 4, !dbg !217
  %131 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %128, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0), i32 noundef %130) #6, !dbg !218
  br label %158, !dbg !219

132:                                              ; preds = %18
  %133 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !220
  %134 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !221
  %135 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %134, i32 0, i32 0, !dbg !221
  %136 = load i32, i32* %135, align 16, !dbg !221
  %137 = icmp ule i32 %136, 40, !dbg !221
  br i1 %137, label %138, label %144, !dbg !221

138:                                              ; preds = %132
  %139 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %134, i32 0, i32 3, !dbg !221
  %140 = load i8*, i8** %139, align 16, !dbg !221
  %141 = getelementptr i8, i8* %140, i32 %136, !dbg !221
  %142 = bitcast i8* %141 to i32*, !dbg !221
  %143 = add i32 %136, 8, !dbg !221
  store i32 %143, i32* %135, align 16, !dbg !221
  br label %149, !dbg !221

144:                                              ; preds = %132
  %145 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %134, i32 0, i32 2, !dbg !221
  %146 = load i8*, i8** %145, align 8, !dbg !221
  %147 = bitcast i8* %146 to i32*, !dbg !221
  %148 = getelementptr i8, i8* %146, i32 8, !dbg !221
  store i8* %148, i8** %145, align 8, !dbg !221
  br label %149, !dbg !221

149:                                              ; preds = %144, %138
  %150 = phi i32* [ %142, %138 ], [ %147, %144 ], !dbg !221
  %151 = load i32, i32* %150, align 4, !dbg !221
  %152 = trunc i32 %151 to i8, !dbg !222
  %153 = sext i8 %152 to i32, !dbg !222
  %154 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %133, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i64 0, i64 0), i32 noundef %153) #6, !dbg !223
  br label %158, !dbg !224

155:                                              ; preds = %18
  %156 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !225
  %157 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %156, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i64 0, i64 0)) #6, !dbg !226
  br label %158, !dbg !227

158:                                              ; preds = %155, %149, %122, %102, %81, %60, %39
  %159 = load i8*, i8** %3, align 8, !dbg !228
  %160 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i64 0, i64 0, !dbg !229
  %161 = call i8* @strcat(i8* noundef %159, i8* noundef %160) #6, !dbg !230
  br label %162, !dbg !231

162:                                              ; preds = %158
  %163 = load i8*, i8** %6, align 8, !dbg !232
  %164 = getelementptr inbounds i8, i8* %163, i32 1, !dbg !232
  store i8* %164, i8** %6, align 8, !dbg !232
  br label %14, !dbg !233, !llvm.loop !234

165:                                              ; preds = %14
  %166 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !236
  %167 = bitcast %struct.__va_list_tag* %166 to i8*, !dbg !236
  call void @llvm.va_end(i8* %167), !dbg !236
  ret void, !dbg !237
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_twice(i32 noundef %0, ...) #0 !dbg !238 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !241, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !243, metadata !DIExpression()), !dbg !244
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !245
  %6 = bitcast %struct.__va_list_tag* %5 to i8*, !dbg !245
  call void @llvm.va_start(i8* %6), !dbg !245
  call void @llvm.dbg.declare(metadata i32* %4, metadata !246, metadata !DIExpression()), !dbg !247
  %7 = load i32, i32* %2, align 4, !dbg !248
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !249
  %9 = call i32 @vsum_twice(i32 noundef %7, %struct.__va_list_tag* noundef %8), !dbg !250
  store i32 %9, i32* %4, align 4, !dbg !247
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !251
  %11 = bitcast %struct.__va_list_tag* %10 to i8*, !dbg !251
  call void @llvm.va_end(i8* %11), !dbg !251
  %12 = load i32, i32* %4, align 4, !dbg !252
  ret i32 %12, !dbg !253
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_of(i32 noundef %0, ...) #0 !dbg !254 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !258, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !260, metadata !DIExpression()), !dbg !261
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !262
  %8 = bitcast %struct.__va_list_tag* %7 to i8*, !dbg !262
  call void @llvm.va_start(i8* %8), !dbg !262
  call void @llvm.dbg.declare(metadata i64* %4, metadata !263, metadata !DIExpression()), !dbg !264
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !265
  %10 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %9, i32 0, i32 0, !dbg !265
  %11 = load i32, i32* %10, align 16, !dbg !265
  %12 = icmp ule i32 %11, 40, !dbg !265
  br i1 %12, label %13, label %19, !dbg !265

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %9, i32 0, i32 3, !dbg !265
  %15 = load i8*, i8** %14, align 16, !dbg !265
  %16 = getelementptr i8, i8* %15, i32 %11, !dbg !265
  %17 = bitcast i8* %16 to i64*, !dbg !265
  %18 = add i32 %11, 8, !dbg !265
  store i32 %18, i32* %10, align 16, !dbg !265
  br label %24, !dbg !265

19:                                               ; preds = %1
  %20 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %9, i32 0, i32 2, !dbg !265
  %21 = load i8*, i8** %20, align 8, !dbg !265
  %22 = bitcast i8* %21 to i64*, !dbg !265
  %23 = getelementptr i8, i8* %21, i32 8, !dbg !265
  store i8* %23, i8** %20, align 8, !dbg !265
  br label %24, !dbg !265

24:                                               ; preds = %19, %13
  %25 = phi i64* [ %17, %13 ], [ %22, %19 ], !dbg !265
  %26 = load i64, i64* %25, align 8, !dbg !265
  store i64 %26, i64* %4, align 8, !dbg !264
  call void @llvm.dbg.declare(metadata i32* %5, metadata !266, metadata !DIExpression()), !dbg !268
  store i32 1, i32* %5, align 4, !dbg !268
  br label %27, !dbg !269

27:                                               ; preds = %56, %24
  %28 = load i32, i32* %5, align 4, !dbg !270
  %29 = load i32, i32* %2, align 4, !dbg !272
  %30 = icmp slt i32 %28, %29, !dbg !273
  br i1 %30, label %31, label %59, !dbg !274

31:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata i64* %6, metadata !275, metadata !DIExpression()), !dbg !277
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !278
  %33 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %32, i32 0, i32 0, !dbg !278
  %34 = load i32, i32* %33, align 16, !dbg !278
  %35 = icmp ule i32 %34, 40, !dbg !278
  br i1 %35, label %36, label %42, !dbg !278

36:                                               ; preds = %31
  %37 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %32, i32 0, i32 3, !dbg !278
  %38 = load i8*, i8** %37, align 16, !dbg !278
  %39 = getelementptr i8, i8* %38, i32 %34, !dbg !278
  %40 = bitcast i8* %39 to i64*, !dbg !278
  %41 = add i32 %34, 8, !dbg !278
  store i32 %41, i32* %33, align 16, !dbg !278
  br label %47, !dbg !278

42:                                               ; preds = %31
  %43 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %32, i32 0, i32 2, !dbg !278
  %44 = load i8*, i8** %43, align 8, !dbg !278
  %45 = bitcast i8* %44 to i64*, !dbg !278
  %46 = getelementptr i8, i8* %44, i32 8, !dbg !278
  store i8* %46, i8** %43, align 8, !dbg !278
  br label %47, !dbg !278

47:                                               ; preds = %42, %36
  %48 = phi i64* [ %40, %36 ], [ %45, %42 ], !dbg !278
  %49 = load i64, i64* %48, align 8, !dbg !278
  store i64 %49, i64* %6, align 8, !dbg !277
  %50 = load i64, i64* %6, align 8, !dbg !279
  %51 = load i64, i64* %4, align 8, !dbg !281
  %52 = icmp sgt i64 %50, %51, !dbg !282
  br i1 %52, label %53, label %55, !dbg !283

53:                                               ; preds = %47
  %54 = load i64, i64* %6, align 8, !dbg !284
  store i64 %54, i64* %4, align 8, !dbg !285
  br label %55, !dbg !286

55:                                               ; preds = %53, %47
  br label %56, !dbg !287

56:                                               ; preds = %55
  %57 = load i32, i32* %5, align 4, !dbg !288
  %58 = add nsw i32 %57, 1, !dbg !288
  store i32 %58, i32* %5, align 4, !dbg !288
  br label %27, !dbg !289, !llvm.loop !290

59:                                               ; preds = %27
  %60 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !292
  %61 = bitcast %struct.__va_list_tag* %60 to i8*, !dbg !292
  call void @llvm.va_end(i8* %61), !dbg !292
  %62 = load i64, i64* %4, align 8, !dbg !293
  ret i64 %62, !dbg !294
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @concat(i8* noundef %0, ...) #0 !dbg !295 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !298, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !300, metadata !DIExpression()), !dbg !301
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !302
  %6 = bitcast %struct.__va_list_tag* %5 to i8*, !dbg !302
  call void @llvm.va_start(i8* %6), !dbg !302
  %7 = load i8*, i8** %2, align 8, !dbg !303
  %8 = getelementptr inbounds i8, i8* %7, i64 0, !dbg !303
  store i8 0, i8* %8, align 1, !dbg !304
  call void @llvm.dbg.declare(metadata i8** %4, metadata !305, metadata !DIExpression()), !dbg !306
  br label %9, !dbg !307

9:                                                ; preds = %29, %1
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !308
  %11 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %10, i32 0, i32 0, !dbg !308
  %12 = load i32, i32* %11, align 16, !dbg !308
  %13 = icmp ule i32 %12, 40, !dbg !308
  br i1 %13, label %14, label %20, !dbg !308

14:                                               ; preds = %9
  %15 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %10, i32 0, i32 3, !dbg !308
  %16 = load i8*, i8** %15, align 16, !dbg !308
  %17 = getelementptr i8, i8* %16, i32 %12, !dbg !308
  %18 = bitcast i8* %17 to i8**, !dbg !308
  %19 = add i32 %12, 8, !dbg !308
  store i32 %19, i32* %11, align 16, !dbg !308
  br label %25, !dbg !308

20:                                               ; preds = %9
  %21 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %10, i32 0, i32 2, !dbg !308
  %22 = load i8*, i8** %21, align 8, !dbg !308
  %23 = bitcast i8* %22 to i8**, !dbg !308
  %24 = getelementptr i8, i8* %22, i32 8, !dbg !308
  store i8* %24, i8** %21, align 8, !dbg !308
  br label %25, !dbg !308

25:                                               ; preds = %20, %14
  %26 = phi i8** [ %18, %14 ], [ %23, %20 ], !dbg !308
  %27 = load i8*, i8** %26, align 8, !dbg !308
  store i8* %27, i8** %4, align 8, !dbg !309
  %28 = icmp ne i8* %27, null, !dbg !310
  br i1 %28, label %29, label %33, !dbg !307

29:                                               ; preds = %25
  %30 = load i8*, i8** %2, align 8, !dbg !311
  %31 = load i8*, i8** %4, align 8, !dbg !312
  %32 = call i8* @strcat(i8* noundef %30, i8* noundef %31) #6, !dbg !313
  br label %9, !dbg !307, !llvm.loop !314

33:                                               ; preds = %25
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !316
  %35 = bitcast %struct.__va_list_tag* %34 to i8*, !dbg !316
  call void @llvm.va_end(i8* %35), !dbg !316
  %36 = load i8*, i8** %2, align 8, !dbg !317
  ret i8* %36, !dbg !318
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_pairs(i32 noundef %0, ...) #0 !dbg !319 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !320, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !322, metadata !DIExpression()), !dbg !323
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !324
  %9 = bitcast %struct.__va_list_tag* %8 to i8*, !dbg !324
  call void @llvm.va_start(i8* %9), !dbg !324
  call void @llvm.dbg.declare(metadata double* %4, metadata !325, metadata !DIExpression()), !dbg !326
  store double 0.000000e+00, double* %4, align 8, !dbg !326
  call void @llvm.dbg.declare(metadata i32* %5, metadata !327, metadata !DIExpression()), !dbg !329
  store i32 0, i32* %5, align 4, !dbg !329
  br label %10, !dbg !330

10:                                               ; preds = %54, %1
  %11 = load i32, i32* %5, align 4, !dbg !331
  %12 = load i32, i32* %2, align 4, !dbg !333
  %13 = icmp slt i32 %11, %12, !dbg !334
  br i1 %13, label %14, label %57, !dbg !335

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata %struct.pair* %6, metadata !336, metadata !DIExpression()), !dbg !338
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !339
  %16 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %15, i32 0, i32 0, !dbg !339
  %17 = load i32, i32* %16, align 16, !dbg !339
  %18 = icmp ule i32 %17, 40, !dbg !339
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %15, i32 0, i32 1, !dbg !339
  %20 = load i32, i32* %19, align 4, !dbg !339
  %21 = icmp ule i32 %20, 160, !dbg !339
  %22 = and i1 %18, %21, !dbg !339
  br i1 %22, label %23, label %38, !dbg !339

23:                                               ; preds = %14
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %15, i32 0, i32 3, !dbg !339
  %25 = load i8*, i8** %24, align 16, !dbg !339
  %26 = bitcast %struct.pair* %7 to { i32, double }*, !dbg !339
  %27 = getelementptr i8, i8* %25, i32 %17, !dbg !339
  %28 = getelementptr i8, i8* %25, i32 %20, !dbg !339
  %29 = bitcast i8* %27 to i32*, !dbg !339
  %30 = load i32, i32* %29, align 4, !dbg !339
  %31 = getelementptr inbounds { i32, double }, { i32, double }* %26, i32 0, i32 0, !dbg !339
  store i32 %30, i32* %31, align 8, !dbg !339
  %32 = bitcast i8* %28 to double*, !dbg !339
  %33 = load double, double* %32, align 8, !dbg !339
  %34 = getelementptr inbounds { i32, double }, { i32, double }* %26, i32 0, i32 1, !dbg !339
  store double %33, double* %34, align 8, !dbg !339
  %35 = bitcast { i32, double }* %26 to %struct.pair*, !dbg !339
  %36 = add i32 %17, 8, !dbg !339
  store i32 %36, i32* %16, align 16, !dbg !339
  %37 = add i32 %20, 16, !dbg !339
  store i32 %37, i32* %19, align 4, !dbg !339
  br label %43, !dbg !339

38:                                               ; preds = %14
  %39 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %15, i32 0, i32 2, !dbg !339
  %40 = load i8*, i8** %39, align 8, !dbg !339
  %41 = bitcast i8* %40 to %struct.pair*, !dbg !339
  %42 = getelementptr i8, i8* %40, i32 16, !dbg !339
  store i8* %42, i8** %39, align 8, !dbg !339
  br label %43, !dbg !339

43:                                               ; preds = %38, %23
  %44 = phi %struct.pair* [ %35, %23 ], [ %41, %38 ], !dbg !339
  %45 = bitcast %struct.pair* %6 to i8*, !dbg !339
  %46 = bitcast %struct.pair* %44 to i8*, !dbg !339
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %45, i8* align 8 %46, i64 16, i1 false), !dbg !339
  %47 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 0, !dbg !340
  %48 = load i32, i32* %47, align 8, !dbg !340
  %49 = sitofp i32 %48 to double, !dbg !341
  %50 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 1, !dbg !342
  %51 = load double, double* %50, align 8, !dbg !342
  %52 = load double, double* %4, align 8, !dbg !343
  %53 = call double @llvm.fmuladd.f64(double %49, double %51, double %52), !dbg !343
  store double %53, double* %4, align 8, !dbg !343
  br label %54, !dbg !344

54:                                               ; preds = %43
  %55 = load i32, i32* %5, align 4, !dbg !345
  %56 = add nsw i32 %55, 1, !dbg !345
  store i32 %56, i32* %5, align 4, !dbg !345
  br label %10, !dbg !346, !llvm.loop !347

57:                                               ; preds = %10
  %58 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !349
  %59 = bitcast %struct.__va_list_tag* %58 to i8*, !dbg !349
  call void @llvm.va_end(i8* %59), !dbg !349
  %60 = load double, double* %4, align 8, !dbg !350
  ret double %60, !dbg !351
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nounwind
declare i32 @sprintf(i8* noundef, i8* noundef, ...) #5

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum_twice(i32 noundef %0, %struct.__va_list_tag* noundef %1) #0 !dbg !352 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.__va_list_tag*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !356, metadata !DIExpression()), !dbg !357
  store %struct.__va_list_tag* %1, %struct.__va_list_tag** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.__va_list_tag** %4, metadata !358, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %5, metadata !360, metadata !DIExpression()), !dbg !361
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !362
  %11 = load %struct.__va_list_tag*, %struct.__va_list_tag** %4, align 8, !dbg !362
  %12 = bitcast %struct.__va_list_tag* %10 to i8*, !dbg !362
  %13 = bitcast %struct.__va_list_tag* %11 to i8*, !dbg !362
  call void @llvm.va_copy(i8* %12, i8* %13), !dbg !362
  call void @llvm.dbg.declare(metadata i32* %6, metadata !363, metadata !DIExpression()), !dbg !364
  store i32 0, i32* %6, align 4, !dbg !364
  call void @llvm.dbg.declare(metadata i32* %7, metadata !365, metadata !DIExpression()), !dbg !366
  store i32 0, i32* %7, align 4, !dbg !366
  call void @llvm.dbg.declare(metadata i32* %8, metadata !367, metadata !DIExpression()), !dbg !369
  store i32 0, i32* %8, align 4, !dbg !369
  br label %14, !dbg !370

14:                                               ; preds = %39, %2
  %15 = load i32, i32* %8, align 4, !dbg !371
  %16 = load i32, i32* %3, align 4, !dbg !373
  %17 = icmp slt i32 %15, %16, !dbg !374
  br i1 %17, label %18, label %42, !dbg !375

18:                                               ; preds = %14
  %19 = load %struct.__va_list_tag*, %struct.__va_list_tag** %4, align 8, !dbg !376
  %20 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 0, !dbg !376
  %21 = load i32, i32* %20, align 8, !dbg !376
  %22 = icmp ule i32 %21, 40, !dbg !376
  br i1 %22, label %23, label %29, !dbg !376

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 3, !dbg !376
  %25 = load i8*, i8** %24, align 8, !dbg !376
  %26 = getelementptr i8, i8* %25, i32 %21, !dbg !376
  %27 = bitcast i8* %26 to i32*, !dbg !376
  %28 = add i32 %21, 8, !dbg !376
  store i32 %28, i32* %20, align 8, !dbg !376
  br label %34, !dbg !376

29:                                               ; preds = %18
  %30 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 2, !dbg !376
  %31 = load i8*, i8** %30, align 8, !dbg !376
  %32 = bitcast i8* %31 to i32*, !dbg !376
  %33 = getelementptr i8, i8* %31, i32 8, !dbg !376
  store i8* %33, i8** %30, align 8, !dbg !376
  br label %34, !dbg !376

34:                                               ; preds = %29, %23
  %35 = phi i32* [ %27, %23 ], [ %32, %29 ], !dbg !376
  %36 = load i32, i32* %35, align 4, !dbg !376
  %37 = load i32, i32* %6, align 4, !dbg !377
  %38 = add nsw i32 %37, %36, !dbg !377
  store i32 %38, i32* %6, align 4, !dbg !377
  br label %39, !dbg !378

39:                                               ; preds = %34
  %40 = load i32, i32* %8, align 4, !dbg !379
  %41 = add nsw i32 %40, 1, !dbg !379
  store i32 %41, i32* %8, align 4, !dbg !379
  br label %14, !dbg !380, !llvm.loop !381

42:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %9, metadata !383, metadata !DIExpression()), !dbg !385
  store i32 0, i32* %9, align 4, !dbg !385
  br label %43, !dbg !386

43:                                               ; preds = %69, %42
  %44 = load i32, i32* %9, align 4, !dbg !387
  %45 = load i32, i32* %3, align 4, !dbg !389
  %46 = icmp slt i32 %44, %45, !dbg !390
  br i1 %46, label %47, label %72, !dbg !391

47:                                               ; preds = %43
  %48 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !392
  %49 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %48, i32 0, i32 0, !dbg !392
  %50 = load i32, i32* %49, align 16, !dbg !392
  %51 = icmp ule i32 %50, 40, !dbg !392
  br i1 %51, label %52, label %58, !dbg !392

52:                                               ; preds = %47
  %53 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %48, i32 0, i32 3, !dbg !392
  %54 = load i8*, i8** %53, align 16, !dbg !392
  %55 = getelementptr i8, i8* %54, i32 %50, !dbg !392
  %56 = bitcast i8* %55 to i32*, !dbg !392
  %57 = add i32 %50, 8, !dbg !392
  store i32 %57, i32* %49, align 16, !dbg !392
  br label %63, !dbg !392

58:                                               ; preds = %47
  %59 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %48, i32 0, i32 2, !dbg !392
  %60 = load i8*, i8** %59, align 8, !dbg !392
  %61 = bitcast i8* %60 to i32*, !dbg !392
  %62 = getelementptr i8, i8* %60, i32 8, !dbg !392
  store i8* %62, i8** %59, align 8, !dbg !392
  br label %63, !dbg !392

63:                                               ; preds = %58, %52
  %64 = phi i32* [ %56, %52 ], [ %61, %58 ], !dbg !392
  %65 = load i32, i32* %64, align 4, !dbg !392
  %66 = mul nsw i32 %65, 2, !dbg !393
  %67 = load i32, i32* %7, align 4, !dbg !394
  %68 = add nsw i32 %67, %66, !dbg !394
  store i32 %68, i32* %7, align 4, !dbg !394
  br label %69, !dbg !395

69:                                               ; preds = %63
  %70 = load i32, i32* %9, align 4, !dbg !396
  %71 = add nsw i32 %70, 1, !dbg !396
  store i32 %71, i32* %9, align 4, !dbg !396
  br label %43, !dbg !397, !llvm.loop !398

72:                                               ; preds = %43
  %73 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0, !dbg !400
  %74 = bitcast %struct.__va_list_tag* %73 to i8*, !dbg !400
  call void @llvm.va_end(i8* %74), !dbg !400
  %75 = load i32, i32* %6, align 4, !dbg !401
  %76 = mul nsw i32 %75, 1000, !dbg !402
  %77 = load i32, i32* %7, align 4, !dbg !403
  %78 = add nsw i32 %76, %77, !dbg !404
  ret i32 %78, !dbg !405
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 114, type: !16, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocation(line: 115, column: 39, scope: !15)
!21 = !DILocation(line: 115, column: 52, scope: !15)
!22 = !DILocation(line: 116, column: 12, scope: !15)
!23 = !DILocation(line: 115, column: 5, scope: !15)
!24 = !DILocation(line: 117, column: 33, scope: !15)
!25 = !DILocation(line: 118, column: 12, scope: !15)
!26 = !DILocation(line: 117, column: 5, scope: !15)
!27 = !DILocalVariable(name: "buf", scope: !15, file: !1, line: 119, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 512)
!31 = !DILocation(line: 119, column: 10, scope: !15)
!32 = !DILocalVariable(name: "counter", scope: !15, file: !1, line: 120, type: !18)
!33 = !DILocation(line: 120, column: 9, scope: !15)
!34 = !DILocalVariable(name: "sh", scope: !15, file: !1, line: 121, type: !35)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DILocation(line: 121, column: 11, scope: !15)
!37 = !DILocalVariable(name: "fl", scope: !15, file: !1, line: 122, type: !38)
!38 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!39 = !DILocation(line: 122, column: 11, scope: !15)
!40 = !DILocation(line: 123, column: 17, scope: !15)
!41 = !DILocation(line: 123, column: 5, scope: !15)
!42 = !DILocation(line: 124, column: 31, scope: !15)
!43 = !DILocation(line: 124, column: 36, scope: !15)
!44 = !DILocation(line: 124, column: 5, scope: !15)
!45 = !DILocation(line: 125, column: 17, scope: !15)
!46 = !DILocation(line: 125, column: 30, scope: !15)
!47 = !DILocation(line: 125, column: 39, scope: !15)
!48 = !DILocation(line: 125, column: 5, scope: !15)
!49 = !DILocation(line: 126, column: 20, scope: !15)
!50 = !DILocation(line: 126, column: 5, scope: !15)
!51 = !DILocation(line: 127, column: 17, scope: !15)
!52 = !DILocation(line: 127, column: 5, scope: !15)
!53 = !DILocation(line: 128, column: 20, scope: !15)
!54 = !DILocation(line: 128, column: 5, scope: !15)
!55 = !DILocation(line: 129, column: 17, scope: !15)
!56 = !DILocation(line: 129, column: 5, scope: !15)
!57 = !DILocation(line: 130, column: 31, scope: !15)
!58 = !DILocation(line: 130, column: 36, scope: !15)
!59 = !DILocation(line: 130, column: 5, scope: !15)
!60 = !DILocation(line: 131, column: 30, scope: !15)
!61 = !DILocation(line: 131, column: 5, scope: !15)
!62 = !DILocation(line: 132, column: 29, scope: !15)
!63 = !DILocation(line: 132, column: 5, scope: !15)
!64 = !DILocation(line: 133, column: 34, scope: !15)
!65 = !DILocation(line: 133, column: 27, scope: !15)
!66 = !DILocation(line: 133, column: 5, scope: !15)
!67 = !DILocalVariable(name: "p1", scope: !15, file: !1, line: 134, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 97, size: 128, elements: !69)
!69 = !{!70, !71}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !68, file: !1, line: 98, baseType: !18, size: 32)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !68, file: !1, line: 99, baseType: !72, size: 64, offset: 64)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DILocation(line: 134, column: 17, scope: !15)
!74 = !DILocalVariable(name: "p2", scope: !15, file: !1, line: 134, type: !68)
!75 = !DILocation(line: 134, column: 32, scope: !15)
!76 = !DILocalVariable(name: "p3", scope: !15, file: !1, line: 134, type: !68)
!77 = !DILocation(line: 134, column: 49, scope: !15)
!78 = !DILocation(line: 135, column: 28, scope: !15)
!79 = !DILocation(line: 135, column: 5, scope: !15)
!80 = !DILocation(line: 136, column: 5, scope: !15)
!81 = distinct !DISubprogram(name: "sum_ints", scope: !1, file: !1, line: 7, type: !82, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !18, null}
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !DILocalVariable(name: "count", arg: 1, scope: !81, file: !1, line: 7, type: !18)
!86 = !DILocation(line: 7, column: 26, scope: !81)
!87 = !DILocalVariable(name: "ap", scope: !81, file: !1, line: 8, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !89, line: 52, baseType: !90)
!89 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !91, line: 32, baseType: !92)
!91 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !93, baseType: !94)
!93 = !DIFile(filename: "varargs.c", directory: "/work/wt-errtests/tests/c")
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 192, elements: !102)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !96)
!96 = !{!97, !99, !100, !101}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !95, file: !93, line: 8, baseType: !98, size: 32)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !95, file: !93, line: 8, baseType: !98, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !95, file: !93, line: 8, baseType: !6, size: 64, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !95, file: !93, line: 8, baseType: !6, size: 64, offset: 128)
!102 = !{!103}
!103 = !DISubrange(count: 1)
!104 = !DILocation(line: 8, column: 13, scope: !81)
!105 = !DILocation(line: 9, column: 5, scope: !81)
!106 = !DILocalVariable(name: "s", scope: !81, file: !1, line: 10, type: !84)
!107 = !DILocation(line: 10, column: 10, scope: !81)
!108 = !DILocalVariable(name: "i", scope: !109, file: !1, line: 11, type: !18)
!109 = distinct !DILexicalBlock(scope: !81, file: !1, line: 11, column: 5)
!110 = !DILocation(line: 11, column: 14, scope: !109)
!111 = !DILocation(line: 11, column: 10, scope: !109)
!112 = !DILocation(line: 11, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !1, line: 11, column: 5)
!114 = !DILocation(line: 11, column: 25, scope: !113)
!115 = !DILocation(line: 11, column: 23, scope: !113)
!116 = !DILocation(line: 11, column: 5, scope: !109)
!117 = !DILocation(line: 12, column: 14, scope: !113)
!118 = !DILocation(line: 12, column: 11, scope: !113)
!119 = !DILocation(line: 12, column: 9, scope: !113)
!120 = !DILocation(line: 11, column: 33, scope: !113)
!121 = !DILocation(line: 11, column: 5, scope: !113)
!122 = distinct !{!122, !116, !123, !124}
!123 = !DILocation(line: 12, column: 14, scope: !109)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 13, column: 5, scope: !81)
!126 = !DILocation(line: 14, column: 12, scope: !81)
!127 = !DILocation(line: 14, column: 5, scope: !81)
!128 = distinct !DISubprogram(name: "mean_doubles", scope: !1, file: !1, line: 17, type: !129, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!129 = !DISubroutineType(types: !130)
!130 = !{!72, !18, null}
!131 = !DILocalVariable(name: "count", arg: 1, scope: !128, file: !1, line: 17, type: !18)
!132 = !DILocation(line: 17, column: 32, scope: !128)
!133 = !DILocalVariable(name: "ap", scope: !128, file: !1, line: 18, type: !88)
!134 = !DILocation(line: 18, column: 13, scope: !128)
!135 = !DILocation(line: 19, column: 5, scope: !128)
!136 = !DILocalVariable(name: "s", scope: !128, file: !1, line: 20, type: !72)
!137 = !DILocation(line: 20, column: 12, scope: !128)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 21, type: !18)
!139 = distinct !DILexicalBlock(scope: !128, file: !1, line: 21, column: 5)
!140 = !DILocation(line: 21, column: 14, scope: !139)
!141 = !DILocation(line: 21, column: 10, scope: !139)
!142 = !DILocation(line: 21, column: 21, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 21, column: 5)
!144 = !DILocation(line: 21, column: 25, scope: !143)
!145 = !DILocation(line: 21, column: 23, scope: !143)
!146 = !DILocation(line: 21, column: 5, scope: !139)
!147 = !DILocation(line: 22, column: 14, scope: !143)
!148 = !DILocation(line: 22, column: 11, scope: !143)
!149 = !DILocation(line: 22, column: 9, scope: !143)
!150 = !DILocation(line: 21, column: 33, scope: !143)
!151 = !DILocation(line: 21, column: 5, scope: !143)
!152 = distinct !{!152, !146, !153, !124}
!153 = !DILocation(line: 22, column: 14, scope: !139)
!154 = !DILocation(line: 23, column: 5, scope: !128)
!155 = !DILocation(line: 24, column: 12, scope: !128)
!156 = !DILocation(line: 24, column: 20, scope: !128)
!157 = !DILocation(line: 24, column: 24, scope: !128)
!158 = !DILocation(line: 24, column: 22, scope: !128)
!159 = !DILocation(line: 24, column: 5, scope: !128)
!160 = distinct !DISubprogram(name: "mini_format", scope: !1, file: !1, line: 28, type: !161, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !163, !3, null}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!164 = !DILocalVariable(name: "out", arg: 1, scope: !160, file: !1, line: 28, type: !163)
!165 = !DILocation(line: 28, column: 31, scope: !160)
!166 = !DILocalVariable(name: "spec", arg: 2, scope: !160, file: !1, line: 28, type: !3)
!167 = !DILocation(line: 28, column: 48, scope: !160)
!168 = !DILocalVariable(name: "ap", scope: !160, file: !1, line: 29, type: !88)
!169 = !DILocation(line: 29, column: 13, scope: !160)
!170 = !DILocation(line: 30, column: 5, scope: !160)
!171 = !DILocation(line: 31, column: 5, scope: !160)
!172 = !DILocation(line: 31, column: 12, scope: !160)
!173 = !DILocalVariable(name: "c", scope: !174, file: !1, line: 32, type: !3)
!174 = distinct !DILexicalBlock(scope: !160, file: !1, line: 32, column: 5)
!175 = !DILocation(line: 32, column: 22, scope: !174)
!176 = !DILocation(line: 32, column: 26, scope: !174)
!177 = !DILocation(line: 32, column: 10, scope: !174)
!178 = !DILocation(line: 32, column: 33, scope: !179)
!179 = distinct !DILexicalBlock(scope: !174, file: !1, line: 32, column: 5)
!180 = !DILocation(line: 32, column: 32, scope: !179)
!181 = !DILocation(line: 32, column: 5, scope: !174)
!182 = !DILocalVariable(name: "tmp", scope: !183, file: !1, line: 33, type: !184)
!183 = distinct !DILexicalBlock(scope: !179, file: !1, line: 32, column: 41)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 64)
!187 = !DILocation(line: 33, column: 14, scope: !183)
!188 = !DILocation(line: 34, column: 18, scope: !183)
!189 = !DILocation(line: 34, column: 17, scope: !183)
!190 = !DILocation(line: 34, column: 9, scope: !183)
!191 = !DILocation(line: 35, column: 27, scope: !192)
!192 = distinct !DILexicalBlock(scope: !183, file: !1, line: 34, column: 21)
!193 = !DILocation(line: 35, column: 42, scope: !192)
!194 = !DILocation(line: 35, column: 19, scope: !192)
!195 = !DILocation(line: 35, column: 60, scope: !192)
!196 = !DILocation(line: 36, column: 27, scope: !192)
!197 = !DILocation(line: 36, column: 43, scope: !192)
!198 = !DILocation(line: 36, column: 19, scope: !192)
!199 = !DILocation(line: 36, column: 62, scope: !192)
!200 = !DILocation(line: 37, column: 27, scope: !192)
!201 = !DILocation(line: 37, column: 44, scope: !192)
!202 = !DILocation(line: 37, column: 19, scope: !192)
!203 = !DILocation(line: 37, column: 65, scope: !192)
!204 = !DILocation(line: 38, column: 27, scope: !192)
!205 = !DILocation(line: 38, column: 42, scope: !192)
!206 = !DILocation(line: 38, column: 19, scope: !192)
!207 = !DILocation(line: 38, column: 69, scope: !192)
!208 = !DILocalVariable(name: "ip", scope: !209, file: !1, line: 40, type: !210)
!209 = distinct !DILexicalBlock(scope: !192, file: !1, line: 39, column: 19)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!211 = !DILocation(line: 40, column: 18, scope: !209)
!212 = !DILocation(line: 40, column: 23, scope: !209)
!213 = !DILocation(line: 41, column: 14, scope: !209)
!214 = !DILocation(line: 41, column: 17, scope: !209)
!215 = !DILocation(line: 42, column: 21, scope: !209)
!216 = !DILocation(line: 42, column: 37, scope: !209)
!217 = !DILocation(line: 42, column: 36, scope: !209)
!218 = !DILocation(line: 42, column: 13, scope: !209)
!219 = !DILocation(line: 43, column: 13, scope: !209)
!220 = !DILocation(line: 45, column: 27, scope: !192)
!221 = !DILocation(line: 45, column: 48, scope: !192)
!222 = !DILocation(line: 45, column: 42, scope: !192)
!223 = !DILocation(line: 45, column: 19, scope: !192)
!224 = !DILocation(line: 45, column: 66, scope: !192)
!225 = !DILocation(line: 46, column: 26, scope: !192)
!226 = !DILocation(line: 46, column: 18, scope: !192)
!227 = !DILocation(line: 46, column: 39, scope: !192)
!228 = !DILocation(line: 48, column: 16, scope: !183)
!229 = !DILocation(line: 48, column: 21, scope: !183)
!230 = !DILocation(line: 48, column: 9, scope: !183)
!231 = !DILocation(line: 49, column: 5, scope: !183)
!232 = !DILocation(line: 32, column: 37, scope: !179)
!233 = !DILocation(line: 32, column: 5, scope: !179)
!234 = distinct !{!234, !181, !235, !124}
!235 = !DILocation(line: 49, column: 5, scope: !174)
!236 = !DILocation(line: 50, column: 5, scope: !160)
!237 = !DILocation(line: 51, column: 1, scope: !160)
!238 = distinct !DISubprogram(name: "sum_twice", scope: !1, file: !1, line: 65, type: !239, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!239 = !DISubroutineType(types: !240)
!240 = !{!18, !18, null}
!241 = !DILocalVariable(name: "count", arg: 1, scope: !238, file: !1, line: 65, type: !18)
!242 = !DILocation(line: 65, column: 26, scope: !238)
!243 = !DILocalVariable(name: "ap", scope: !238, file: !1, line: 66, type: !88)
!244 = !DILocation(line: 66, column: 13, scope: !238)
!245 = !DILocation(line: 67, column: 5, scope: !238)
!246 = !DILocalVariable(name: "r", scope: !238, file: !1, line: 68, type: !18)
!247 = !DILocation(line: 68, column: 9, scope: !238)
!248 = !DILocation(line: 68, column: 24, scope: !238)
!249 = !DILocation(line: 68, column: 31, scope: !238)
!250 = !DILocation(line: 68, column: 13, scope: !238)
!251 = !DILocation(line: 69, column: 5, scope: !238)
!252 = !DILocation(line: 70, column: 12, scope: !238)
!253 = !DILocation(line: 70, column: 5, scope: !238)
!254 = distinct !DISubprogram(name: "max_of", scope: !1, file: !1, line: 73, type: !255, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!255 = !DISubroutineType(types: !256)
!256 = !{!257, !18, null}
!257 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!258 = !DILocalVariable(name: "count", arg: 1, scope: !254, file: !1, line: 73, type: !18)
!259 = !DILocation(line: 73, column: 29, scope: !254)
!260 = !DILocalVariable(name: "ap", scope: !254, file: !1, line: 74, type: !88)
!261 = !DILocation(line: 74, column: 13, scope: !254)
!262 = !DILocation(line: 75, column: 5, scope: !254)
!263 = !DILocalVariable(name: "m", scope: !254, file: !1, line: 76, type: !257)
!264 = !DILocation(line: 76, column: 15, scope: !254)
!265 = !DILocation(line: 76, column: 19, scope: !254)
!266 = !DILocalVariable(name: "i", scope: !267, file: !1, line: 77, type: !18)
!267 = distinct !DILexicalBlock(scope: !254, file: !1, line: 77, column: 5)
!268 = !DILocation(line: 77, column: 14, scope: !267)
!269 = !DILocation(line: 77, column: 10, scope: !267)
!270 = !DILocation(line: 77, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !1, line: 77, column: 5)
!272 = !DILocation(line: 77, column: 25, scope: !271)
!273 = !DILocation(line: 77, column: 23, scope: !271)
!274 = !DILocation(line: 77, column: 5, scope: !267)
!275 = !DILocalVariable(name: "v", scope: !276, file: !1, line: 78, type: !257)
!276 = distinct !DILexicalBlock(scope: !271, file: !1, line: 77, column: 37)
!277 = !DILocation(line: 78, column: 19, scope: !276)
!278 = !DILocation(line: 78, column: 23, scope: !276)
!279 = !DILocation(line: 79, column: 13, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !1, line: 79, column: 13)
!281 = !DILocation(line: 79, column: 17, scope: !280)
!282 = !DILocation(line: 79, column: 15, scope: !280)
!283 = !DILocation(line: 79, column: 13, scope: !276)
!284 = !DILocation(line: 80, column: 17, scope: !280)
!285 = !DILocation(line: 80, column: 15, scope: !280)
!286 = !DILocation(line: 80, column: 13, scope: !280)
!287 = !DILocation(line: 81, column: 5, scope: !276)
!288 = !DILocation(line: 77, column: 33, scope: !271)
!289 = !DILocation(line: 77, column: 5, scope: !271)
!290 = distinct !{!290, !274, !291, !124}
!291 = !DILocation(line: 81, column: 5, scope: !267)
!292 = !DILocation(line: 82, column: 5, scope: !254)
!293 = !DILocation(line: 83, column: 12, scope: !254)
!294 = !DILocation(line: 83, column: 5, scope: !254)
!295 = distinct !DISubprogram(name: "concat", scope: !1, file: !1, line: 86, type: !296, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!296 = !DISubroutineType(types: !297)
!297 = !{!3, !163, null}
!298 = !DILocalVariable(name: "buf", arg: 1, scope: !295, file: !1, line: 86, type: !163)
!299 = !DILocation(line: 86, column: 33, scope: !295)
!300 = !DILocalVariable(name: "ap", scope: !295, file: !1, line: 87, type: !88)
!301 = !DILocation(line: 87, column: 13, scope: !295)
!302 = !DILocation(line: 88, column: 5, scope: !295)
!303 = !DILocation(line: 89, column: 5, scope: !295)
!304 = !DILocation(line: 89, column: 12, scope: !295)
!305 = !DILocalVariable(name: "s", scope: !295, file: !1, line: 90, type: !3)
!306 = !DILocation(line: 90, column: 17, scope: !295)
!307 = !DILocation(line: 91, column: 5, scope: !295)
!308 = !DILocation(line: 91, column: 17, scope: !295)
!309 = !DILocation(line: 91, column: 15, scope: !295)
!310 = !DILocation(line: 91, column: 43, scope: !295)
!311 = !DILocation(line: 92, column: 16, scope: !295)
!312 = !DILocation(line: 92, column: 21, scope: !295)
!313 = !DILocation(line: 92, column: 9, scope: !295)
!314 = distinct !{!314, !307, !315, !124}
!315 = !DILocation(line: 92, column: 22, scope: !295)
!316 = !DILocation(line: 93, column: 5, scope: !295)
!317 = !DILocation(line: 94, column: 12, scope: !295)
!318 = !DILocation(line: 94, column: 5, scope: !295)
!319 = distinct !DISubprogram(name: "sum_pairs", scope: !1, file: !1, line: 102, type: !129, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!320 = !DILocalVariable(name: "count", arg: 1, scope: !319, file: !1, line: 102, type: !18)
!321 = !DILocation(line: 102, column: 29, scope: !319)
!322 = !DILocalVariable(name: "ap", scope: !319, file: !1, line: 103, type: !88)
!323 = !DILocation(line: 103, column: 13, scope: !319)
!324 = !DILocation(line: 104, column: 5, scope: !319)
!325 = !DILocalVariable(name: "s", scope: !319, file: !1, line: 105, type: !72)
!326 = !DILocation(line: 105, column: 12, scope: !319)
!327 = !DILocalVariable(name: "i", scope: !328, file: !1, line: 106, type: !18)
!328 = distinct !DILexicalBlock(scope: !319, file: !1, line: 106, column: 5)
!329 = !DILocation(line: 106, column: 14, scope: !328)
!330 = !DILocation(line: 106, column: 10, scope: !328)
!331 = !DILocation(line: 106, column: 21, scope: !332)
!332 = distinct !DILexicalBlock(scope: !328, file: !1, line: 106, column: 5)
!333 = !DILocation(line: 106, column: 25, scope: !332)
!334 = !DILocation(line: 106, column: 23, scope: !332)
!335 = !DILocation(line: 106, column: 5, scope: !328)
!336 = !DILocalVariable(name: "p", scope: !337, file: !1, line: 107, type: !68)
!337 = distinct !DILexicalBlock(scope: !332, file: !1, line: 106, column: 37)
!338 = !DILocation(line: 107, column: 21, scope: !337)
!339 = !DILocation(line: 107, column: 25, scope: !337)
!340 = !DILocation(line: 108, column: 16, scope: !337)
!341 = !DILocation(line: 108, column: 14, scope: !337)
!342 = !DILocation(line: 108, column: 22, scope: !337)
!343 = !DILocation(line: 108, column: 11, scope: !337)
!344 = !DILocation(line: 109, column: 5, scope: !337)
!345 = !DILocation(line: 106, column: 33, scope: !332)
!346 = !DILocation(line: 106, column: 5, scope: !332)
!347 = distinct !{!347, !335, !348, !124}
!348 = !DILocation(line: 109, column: 5, scope: !328)
!349 = !DILocation(line: 110, column: 5, scope: !319)
!350 = !DILocation(line: 111, column: 12, scope: !319)
!351 = !DILocation(line: 111, column: 5, scope: !319)
!352 = distinct !DISubprogram(name: "vsum_twice", scope: !1, file: !1, line: 53, type: !353, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!353 = !DISubroutineType(types: !354)
!354 = !{!18, !18, !355}
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!356 = !DILocalVariable(name: "count", arg: 1, scope: !352, file: !1, line: 53, type: !18)
!357 = !DILocation(line: 53, column: 27, scope: !352)
!358 = !DILocalVariable(name: "ap", arg: 2, scope: !352, file: !1, line: 53, type: !355)
!359 = !DILocation(line: 53, column: 42, scope: !352)
!360 = !DILocalVariable(name: "copy", scope: !352, file: !1, line: 54, type: !88)
!361 = !DILocation(line: 54, column: 13, scope: !352)
!362 = !DILocation(line: 55, column: 5, scope: !352)
!363 = !DILocalVariable(name: "a", scope: !352, file: !1, line: 56, type: !18)
!364 = !DILocation(line: 56, column: 9, scope: !352)
!365 = !DILocalVariable(name: "b", scope: !352, file: !1, line: 56, type: !18)
!366 = !DILocation(line: 56, column: 16, scope: !352)
!367 = !DILocalVariable(name: "i", scope: !368, file: !1, line: 57, type: !18)
!368 = distinct !DILexicalBlock(scope: !352, file: !1, line: 57, column: 5)
!369 = !DILocation(line: 57, column: 14, scope: !368)
!370 = !DILocation(line: 57, column: 10, scope: !368)
!371 = !DILocation(line: 57, column: 21, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !1, line: 57, column: 5)
!373 = !DILocation(line: 57, column: 25, scope: !372)
!374 = !DILocation(line: 57, column: 23, scope: !372)
!375 = !DILocation(line: 57, column: 5, scope: !368)
!376 = !DILocation(line: 58, column: 14, scope: !372)
!377 = !DILocation(line: 58, column: 11, scope: !372)
!378 = !DILocation(line: 58, column: 9, scope: !372)
!379 = !DILocation(line: 57, column: 33, scope: !372)
!380 = !DILocation(line: 57, column: 5, scope: !372)
!381 = distinct !{!381, !375, !382, !124}
!382 = !DILocation(line: 58, column: 14, scope: !368)
!383 = !DILocalVariable(name: "i", scope: !384, file: !1, line: 59, type: !18)
!384 = distinct !DILexicalBlock(scope: !352, file: !1, line: 59, column: 5)
!385 = !DILocation(line: 59, column: 14, scope: !384)
!386 = !DILocation(line: 59, column: 10, scope: !384)
!387 = !DILocation(line: 59, column: 21, scope: !388)
!388 = distinct !DILexicalBlock(scope: !384, file: !1, line: 59, column: 5)
!389 = !DILocation(line: 59, column: 25, scope: !388)
!390 = !DILocation(line: 59, column: 23, scope: !388)
!391 = !DILocation(line: 59, column: 5, scope: !384)
!392 = !DILocation(line: 60, column: 14, scope: !388)
!393 = !DILocation(line: 60, column: 32, scope: !388)
!394 = !DILocation(line: 60, column: 11, scope: !388)
!395 = !DILocation(line: 60, column: 9, scope: !388)
!396 = !DILocation(line: 59, column: 33, scope: !388)
!397 = !DILocation(line: 59, column: 5, scope: !388)
!398 = distinct !{!398, !391, !399, !124}
!399 = !DILocation(line: 60, column: 34, scope: !384)
!400 = !DILocation(line: 61, column: 5, scope: !352)
!401 = !DILocation(line: 62, column: 12, scope: !352)
!402 = !DILocation(line: 62, column: 14, scope: !352)
!403 = !DILocation(line: 62, column: 23, scope: !352)
!404 = !DILocation(line: 62, column: 21, scope: !352)
!405 = !DILocation(line: 62, column: 5, scope: !352)
