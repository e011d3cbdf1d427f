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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = alloca [48 x i8], align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca [48 x i8], align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i64, align 8
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i32, align 4
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i128, align 16
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i128* %2, metadata !23, metadata !DIExpression()), !dbg !24
  store i128 -36893488147419103231, i128* %2, align 16, !dbg !24
  %41 = load i128, i128* %2, align 16, !dbg !25
  store i128 %41, i128* %3, align 16, !dbg !26
  %42 = bitcast i128* %3 to { i64, i64 }*, !dbg !26
  %43 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %42, i32 0, i32 0, !dbg !26
  %44 = load i64, i64* %43, align 16, !dbg !26
  %45 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %42, i32 0, i32 1, !dbg !26
  %46 = load i64, i64* %45, align 8, !dbg !26
  call void @print_hex(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %44, i64 noundef %46), !dbg !26
  %47 = load i128, i128* %2, align 16, !dbg !27
  %48 = lshr i128 %47, 64, !dbg !28
  %49 = trunc i128 %48 to i64, !dbg !29
  %50 = load i128, i128* %2, align 16, !dbg !30
  %51 = trunc i128 %50 to i64, !dbg !31
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i64 noundef %49, i64 noundef %51), !dbg !32
  call void @llvm.dbg.declare(metadata i128* %4, metadata !33, metadata !DIExpression()), !dbg !34
  store i128 1, i128* %4, align 16, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %5, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 1, i32* %5, align 4, !dbg !37
  br label %53, !dbg !38

53:                                               ; preds = %79, %0
  %54 = load i32, i32* %5, align 4, !dbg !39
  %55 = icmp sle i32 %54, 34, !dbg !41
  br i1 %55, label %56, label %82, !dbg !42

56:                                               ; preds = %53
  %57 = load i32, i32* %5, align 4, !dbg !43
  %58 = sext i32 %57 to i128, !dbg !45
  %59 = load i128, i128* %4, align 16, !dbg !46
  %60 = mul i128 %59, %58, !dbg !46
  store i128 %60, i128* %4, align 16, !dbg !46
  %61 = load i32, i32* %5, align 4, !dbg !47
  %62 = icmp sge i32 %61, 20, !dbg !49
  br i1 %62, label %63, label %78, !dbg !50

63:                                               ; preds = %56
  %64 = load i32, i32* %5, align 4, !dbg !51
  %65 = srem i32 %64, 2, !dbg !52
  %66 = icmp eq i32 %65, 0, !dbg !53
  br i1 %66, label %67, label %78, !dbg !54

67:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata [48 x i8]* %6, metadata !55, metadata !DIExpression()), !dbg !60
  %68 = load i128, i128* %4, align 16, !dbg !61
  %69 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 0, !dbg !62
  store i128 %68, i128* %7, align 16, !dbg !63
  %70 = bitcast i128* %7 to { i64, i64 }*, !dbg !63
  %71 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %70, i32 0, i32 0, !dbg !63
  %72 = load i64, i64* %71, align 16, !dbg !63
  %73 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %70, i32 0, i32 1, !dbg !63
  %74 = load i64, i64* %73, align 8, !dbg !63
  call void @to_dec(i64 noundef %72, i64 noundef %74, i8* noundef %69), !dbg !63
  %75 = load i32, i32* %5, align 4, !dbg !64
  %76 = getelementptr inbounds [48 x i8], [48 x i8]* %6, i64 0, i64 0, !dbg !65
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %75, i8* noundef %76), !dbg !66
  br label %78, !dbg !67

78:                                               ; preds = %67, %63, %56
  br label %79, !dbg !68

79:                                               ; preds = %78
  %80 = load i32, i32* %5, align 4, !dbg !69
  %81 = add nsw i32 %80, 1, !dbg !69
  store i32 %81, i32* %5, align 4, !dbg !69
  br label %53, !dbg !70, !llvm.loop !71

82:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata i128* %8, metadata !74, metadata !DIExpression()), !dbg !75
  store i128 -1, i128* %8, align 16, !dbg !75
  call void @llvm.dbg.declare(metadata [48 x i8]* %9, metadata !76, metadata !DIExpression()), !dbg !77
  %83 = load i128, i128* %8, align 16, !dbg !78
  %84 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !79
  store i128 %83, i128* %10, align 16, !dbg !80
  %85 = bitcast i128* %10 to { i64, i64 }*, !dbg !80
  %86 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %85, i32 0, i32 0, !dbg !80
  %87 = load i64, i64* %86, align 16, !dbg !80
  %88 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %85, i32 0, i32 1, !dbg !80
  %89 = load i64, i64* %88, align 8, !dbg !80
  call void @to_dec(i64 noundef %87, i64 noundef %89, i8* noundef %84), !dbg !80
  %90 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !81
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i8* noundef %90), !dbg !82
  call void @llvm.dbg.declare(metadata i128* %11, metadata !83, metadata !DIExpression()), !dbg !84
  store i128 -170141183460469231731687303715884105728, i128* %11, align 16, !dbg !84
  call void @llvm.dbg.declare(metadata i128* %12, metadata !85, metadata !DIExpression()), !dbg !86
  %92 = load i128, i128* %8, align 16, !dbg !87
  %93 = lshr i128 %92, 1, !dbg !88
  store i128 %93, i128* %12, align 16, !dbg !86
  %94 = load i128, i128* %11, align 16, !dbg !89
  store i128 %94, i128* %13, align 16, !dbg !90
  %95 = bitcast i128* %13 to { i64, i64 }*, !dbg !90
  %96 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %95, i32 0, i32 0, !dbg !90
  %97 = load i64, i64* %96, align 16, !dbg !90
  %98 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %95, i32 0, i32 1, !dbg !90
  %99 = load i64, i64* %98, align 8, !dbg !90
  call void @print_dec(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i64 noundef %97, i64 noundef %99), !dbg !90
  %100 = load i128, i128* %12, align 16, !dbg !91
  store i128 %100, i128* %14, align 16, !dbg !92
  %101 = bitcast i128* %14 to { i64, i64 }*, !dbg !92
  %102 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %101, i32 0, i32 0, !dbg !92
  %103 = load i64, i64* %102, align 16, !dbg !92
  %104 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %101, i32 0, i32 1, !dbg !92
  %105 = load i64, i64* %104, align 8, !dbg !92
  call void @print_dec(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i64 noundef %103, i64 noundef %105), !dbg !92
  call void @llvm.dbg.declare(metadata i128* %15, metadata !93, metadata !DIExpression()), !dbg !94
  store i128 -123456789012345678, i128* %15, align 16, !dbg !94
  %106 = load i128, i128* %15, align 16, !dbg !95
  %107 = mul nsw i128 %106, 1000000000000, !dbg !95
  store i128 %107, i128* %15, align 16, !dbg !95
  %108 = load i128, i128* %15, align 16, !dbg !96
  store i128 %108, i128* %16, align 16, !dbg !97
  %109 = bitcast i128* %16 to { i64, i64 }*, !dbg !97
  %110 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %109, i32 0, i32 0, !dbg !97
  %111 = load i64, i64* %110, align 16, !dbg !97
  %112 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %109, i32 0, i32 1, !dbg !97
  %113 = load i64, i64* %112, align 8, !dbg !97
  call void @print_dec(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i64 noundef %111, i64 noundef %113), !dbg !97
  %114 = load i128, i128* %15, align 16, !dbg !98
  %115 = sdiv i128 %114, 7, !dbg !99
  store i128 %115, i128* %17, align 16, !dbg !100
  %116 = bitcast i128* %17 to { i64, i64 }*, !dbg !100
  %117 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %116, i32 0, i32 0, !dbg !100
  %118 = load i64, i64* %117, align 16, !dbg !100
  %119 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %116, i32 0, i32 1, !dbg !100
  %120 = load i64, i64* %119, align 8, !dbg !100
  call void @print_dec(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i64 noundef %118, i64 noundef %120), !dbg !100
  %121 = load i128, i128* %15, align 16, !dbg !101
  %122 = srem i128 %121, 7, !dbg !102
  store i128 %122, i128* %18, align 16, !dbg !103
  %123 = bitcast i128* %18 to { i64, i64 }*, !dbg !103
  %124 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 0, !dbg !103
  %125 = load i64, i64* %124, align 16, !dbg !103
  %126 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 1, !dbg !103
  %127 = load i64, i64* %126, align 8, !dbg !103
  call void @print_dec(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i64 noundef %125, i64 noundef %127), !dbg !103
  %128 = load i128, i128* %15, align 16, !dbg !104
  %129 = ashr i128 %128, 3, !dbg !105
  store i128 %129, i128* %19, align 16, !dbg !106
  %130 = bitcast i128* %19 to { i64, i64 }*, !dbg !106
  %131 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %130, i32 0, i32 0, !dbg !106
  %132 = load i64, i64* %131, align 16, !dbg !106
  %133 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %130, i32 0, i32 1, !dbg !106
  %134 = load i64, i64* %133, align 8, !dbg !106
  call void @print_dec(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i64 noundef %132, i64 noundef %134), !dbg !106
  %135 = load i128, i128* %15, align 16, !dbg !107
  %136 = sub nsw i128 0, %135, !dbg !108
  %137 = sdiv i128 %136, -13, !dbg !109
  store i128 %137, i128* %20, align 16, !dbg !110
  %138 = bitcast i128* %20 to { i64, i64 }*, !dbg !110
  %139 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %138, i32 0, i32 0, !dbg !110
  %140 = load i64, i64* %139, align 16, !dbg !110
  %141 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %138, i32 0, i32 1, !dbg !110
  %142 = load i64, i64* %141, align 8, !dbg !110
  call void @print_dec(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.10, i64 0, i64 0), i64 noundef %140, i64 noundef %142), !dbg !110
  %143 = load i128, i128* %15, align 16, !dbg !111
  %144 = icmp slt i128 %143, 0, !dbg !112
  %145 = zext i1 %144 to i32, !dbg !112
  %146 = load i128, i128* %15, align 16, !dbg !113
  %147 = icmp ugt i128 %146, 1, !dbg !114
  %148 = zext i1 %147 to i32, !dbg !114
  %149 = load i128, i128* %11, align 16, !dbg !115
  %150 = load i128, i128* %12, align 16, !dbg !116
  %151 = icmp slt i128 %149, %150, !dbg !117
  %152 = zext i1 %151 to i32, !dbg !117
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef %145, i32 noundef %148, i32 noundef %152), !dbg !118
  store i128 1267650600228229401496703205376, i128* %21, align 16, !dbg !119
  %154 = bitcast i128* %21 to { i64, i64 }*, !dbg !119
  %155 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %154, i32 0, i32 0, !dbg !119
  %156 = load i64, i64* %155, align 16, !dbg !119
  %157 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %154, i32 0, i32 1, !dbg !119
  %158 = load i64, i64* %157, align 8, !dbg !119
  call void @print_hex(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i64 0, i64 0), i64 noundef %156, i64 noundef %158), !dbg !119
  %159 = load i128, i128* %8, align 16, !dbg !120
  %160 = lshr i128 %159, 77, !dbg !121
  store i128 %160, i128* %22, align 16, !dbg !122
  %161 = bitcast i128* %22 to { i64, i64 }*, !dbg !122
  %162 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %161, i32 0, i32 0, !dbg !122
  %163 = load i64, i64* %162, align 16, !dbg !122
  %164 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %161, i32 0, i32 1, !dbg !122
  %165 = load i64, i64* %164, align 8, !dbg !122
  call void @print_hex(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i64 noundef %163, i64 noundef %165), !dbg !122
  store i128 1512366075204170947332355369683137040, i128* %23, align 16, !dbg !123
  %166 = bitcast i128* %23 to { i64, i64 }*, !dbg !123
  %167 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %166, i32 0, i32 0, !dbg !123
  %168 = load i64, i64* %167, align 16, !dbg !123
  %169 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %166, i32 0, i32 1, !dbg !123
  %170 = load i64, i64* %169, align 8, !dbg !123
  call void @print_hex(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i64 noundef %168, i64 noundef %170), !dbg !123
  call void @llvm.dbg.declare(metadata i64* %24, metadata !124, metadata !DIExpression()), !dbg !130
  store i64 1000000007, i64* %24, align 8, !dbg !130
  %171 = load i64, i64* %24, align 8, !dbg !131
  %172 = call { i64, i64 } @mulmod_check(i64 noundef -15, i64 noundef -13, i64 noundef %171), !dbg !132
  %173 = bitcast i128* %25 to { i64, i64 }*, !dbg !132
  %174 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %173, i32 0, i32 0, !dbg !132
  %175 = extractvalue { i64, i64 } %172, 0, !dbg !132
  store i64 %175, i64* %174, align 16, !dbg !132
  %176 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %173, i32 0, i32 1, !dbg !132
  %177 = extractvalue { i64, i64 } %172, 1, !dbg !132
  store i64 %177, i64* %176, align 8, !dbg !132
  %178 = load i128, i128* %25, align 16, !dbg !132
  %179 = trunc i128 %178 to i64, !dbg !133
  %180 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i64 noundef %179), !dbg !134
  call void @llvm.dbg.declare(metadata i128* %26, metadata !135, metadata !DIExpression()), !dbg !136
  store i128 618970019642690137449562111, i128* %26, align 16, !dbg !136
  %181 = load i128, i128* %26, align 16, !dbg !137
  %182 = sub i128 %181, 1, !dbg !138
  %183 = load i128, i128* %26, align 16, !dbg !139
  store i128 3, i128* %27, align 16, !dbg !140
  %184 = bitcast i128* %27 to { i64, i64 }*, !dbg !140
  %185 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %184, i32 0, i32 0, !dbg !140
  %186 = load i64, i64* %185, align 16, !dbg !140
  %187 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %184, i32 0, i32 1, !dbg !140
  %188 = load i64, i64* %187, align 8, !dbg !140
  store i128 %182, i128* %28, align 16, !dbg !140
  %189 = bitcast i128* %28 to { i64, i64 }*, !dbg !140
  %190 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %189, i32 0, i32 0, !dbg !140
  %191 = load i64, i64* %190, align 16, !dbg !140
  %192 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %189, i32 0, i32 1, !dbg !140
  %193 = load i64, i64* %192, align 8, !dbg !140
  store i128 %183, i128* %29, align 16, !dbg !140
  %194 = bitcast i128* %29 to { i64, i64 }*, !dbg !140
  %195 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %194, i32 0, i32 0, !dbg !140
  %196 = load i64, i64* %195, align 16, !dbg !140
  %197 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %194, i32 0, i32 1, !dbg !140
  %198 = load i64, i64* %197, align 8, !dbg !140
  %199 = call { i64, i64 } @powmod(i64 noundef %186, i64 noundef %188, i64 noundef %191, i64 noundef %193, i64 noundef %196, i64 noundef %198), !dbg !140
  %200 = bitcast i128* %30 to { i64, i64 }*, !dbg !140
  %201 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %200, i32 0, i32 0, !dbg !140
  %202 = extractvalue { i64, i64 } %199, 0, !dbg !140
  store i64 %202, i64* %201, align 16, !dbg !140
  %203 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %200, i32 0, i32 1, !dbg !140
  %204 = extractvalue { i64, i64 } %199, 1, !dbg !140
  store i64 %204, i64* %203, align 8, !dbg !140
  %205 = load i128, i128* %30, align 16, !dbg !140
  store i128 %205, i128* %31, align 16, !dbg !141
  %206 = bitcast i128* %31 to { i64, i64 }*, !dbg !141
  %207 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %206, i32 0, i32 0, !dbg !141
  %208 = load i64, i64* %207, align 16, !dbg !141
  %209 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %206, i32 0, i32 1, !dbg !141
  %210 = load i64, i64* %209, align 8, !dbg !141
  call void @print_hex(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i64 noundef %208, i64 noundef %210), !dbg !141
  call void @llvm.dbg.declare(metadata i128* %32, metadata !142, metadata !DIExpression()), !dbg !143
  store i128 0, i128* %32, align 16, !dbg !143
  call void @llvm.dbg.declare(metadata i128* %33, metadata !144, metadata !DIExpression()), !dbg !145
  store i128 1, i128* %33, align 16, !dbg !145
  call void @llvm.dbg.declare(metadata i32* %34, metadata !146, metadata !DIExpression()), !dbg !148
  store i32 0, i32* %34, align 4, !dbg !148
  br label %211, !dbg !149

211:                                              ; preds = %220, %82
  %212 = load i32, i32* %34, align 4, !dbg !150
  %213 = icmp slt i32 %212, 180, !dbg !152
  br i1 %213, label %214, label %223, !dbg !153

214:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata i128* %35, metadata !154, metadata !DIExpression()), !dbg !156
  %215 = load i128, i128* %32, align 16, !dbg !157
  %216 = load i128, i128* %33, align 16, !dbg !158
  %217 = add i128 %215, %216, !dbg !159
  store i128 %217, i128* %35, align 16, !dbg !156
  %218 = load i128, i128* %33, align 16, !dbg !160
  store i128 %218, i128* %32, align 16, !dbg !161
  %219 = load i128, i128* %35, align 16, !dbg !162
  store i128 %219, i128* %33, align 16, !dbg !163
  br label %220, !dbg !164

220:                                              ; preds = %214
  %221 = load i32, i32* %34, align 4, !dbg !165
  %222 = add nsw i32 %221, 1, !dbg !165
  store i32 %222, i32* %34, align 4, !dbg !165
  br label %211, !dbg !166, !llvm.loop !167

223:                                              ; preds = %211
  %224 = load i128, i128* %32, align 16, !dbg !169
  %225 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !170
  store i128 %224, i128* %36, align 16, !dbg !171
  %226 = bitcast i128* %36 to { i64, i64 }*, !dbg !171
  %227 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %226, i32 0, i32 0, !dbg !171
  %228 = load i64, i64* %227, align 16, !dbg !171
  %229 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %226, i32 0, i32 1, !dbg !171
  %230 = load i64, i64* %229, align 8, !dbg !171
  call void @to_dec(i64 noundef %228, i64 noundef %230, i8* noundef %225), !dbg !171
  %231 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !172
  %232 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i8* noundef %231), !dbg !173
  call void @llvm.dbg.declare(metadata i128* %37, metadata !174, metadata !DIExpression()), !dbg !175
  store i128 5769218730913055877352422125625, i128* %37, align 16, !dbg !175
  call void @llvm.dbg.declare(metadata i128* %38, metadata !176, metadata !DIExpression()), !dbg !177
  store i128 42913938832097357, i128* %38, align 16, !dbg !177
  %233 = load i128, i128* %37, align 16, !dbg !178
  %234 = load i128, i128* %38, align 16, !dbg !179
  %235 = udiv i128 %233, %234, !dbg !180
  %236 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !181
  store i128 %235, i128* %39, align 16, !dbg !182
  %237 = bitcast i128* %39 to { i64, i64 }*, !dbg !182
  %238 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %237, i32 0, i32 0, !dbg !182
  %239 = load i64, i64* %238, align 16, !dbg !182
  %240 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %237, i32 0, i32 1, !dbg !182
  %241 = load i64, i64* %240, align 8, !dbg !182
  call void @to_dec(i64 noundef %239, i64 noundef %241, i8* noundef %236), !dbg !182
  %242 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !183
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i8* noundef %242), !dbg !184
  %244 = load i128, i128* %37, align 16, !dbg !185
  %245 = load i128, i128* %38, align 16, !dbg !186
  %246 = urem i128 %244, %245, !dbg !187
  %247 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !188
  store i128 %246, i128* %40, align 16, !dbg !189
  %248 = bitcast i128* %40 to { i64, i64 }*, !dbg !189
  %249 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %248, i32 0, i32 0, !dbg !189
  %250 = load i64, i64* %249, align 16, !dbg !189
  %251 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %248, i32 0, i32 1, !dbg !189
  %252 = load i64, i64* %251, align 8, !dbg !189
  call void @to_dec(i64 noundef %250, i64 noundef %252, i8* noundef %247), !dbg !189
  %253 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0, !dbg !190
  %254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.19, i64 0, i64 0), i8* noundef %253), !dbg !191
  ret i32 0, !dbg !192
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_hex(i8* noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !193 {
  %4 = alloca i128, align 16
  %5 = alloca i8*, align 8
  %6 = alloca i128, align 16
  %7 = bitcast i128* %4 to { i64, i64 }*
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 0
  store i64 %1, i64* %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 1
  store i64 %2, i64* %9, align 8
  %10 = load i128, i128* %4, align 16
  store i8* %0, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !198, metadata !DIExpression()), !dbg !199
  store i128 %10, i128* %6, align 16
  call void @llvm.dbg.declare(metadata i128* %6, metadata !200, metadata !DIExpression()), !dbg !201
  %11 = load i8*, i8** %5, align 8, !dbg !202
  %12 = load i128, i128* %6, align 16, !dbg !203
  %13 = lshr i128 %12, 96, !dbg !204
  %14 = trunc i128 %13 to i32, !dbg !205
  %15 = load i128, i128* %6, align 16, !dbg !206
  %16 = lshr i128 %15, 64, !dbg !207
  %17 = trunc i128 %16 to i32, !dbg !208
  %18 = load i128, i128* %6, align 16, !dbg !209
  %19 = lshr i128 %18, 32, !dbg !210
  %20 = trunc i128 %19 to i32, !dbg !211
  %21 = load i128, i128* %6, align 16, !dbg !212
  %22 = trunc i128 %21 to i32, !dbg !213
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef %11, i32 noundef %14, i32 noundef %17, i32 noundef %20, i32 noundef %22), !dbg !214
  ret void, !dbg !215
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_dec(i64 noundef %0, i64 noundef %1, i8* noundef %2) #0 !dbg !216 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i8*, align 8
  %7 = alloca [48 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = bitcast i128* %4 to { i64, i64 }*
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 0
  store i64 %0, i64* %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 1
  store i64 %1, i64* %12, align 8
  %13 = load i128, i128* %4, align 16
  store i128 %13, i128* %5, align 16
  call void @llvm.dbg.declare(metadata i128* %5, metadata !220, metadata !DIExpression()), !dbg !221
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !222, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.declare(metadata [48 x i8]* %7, metadata !224, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.declare(metadata i32* %8, metadata !226, metadata !DIExpression()), !dbg !227
  store i32 0, i32* %8, align 4, !dbg !227
  br label %14, !dbg !228

14:                                               ; preds = %26, %3
  %15 = load i128, i128* %5, align 16, !dbg !229
  %16 = urem i128 %15, 10, !dbg !231
  %17 = trunc i128 %16 to i32, !dbg !232
  %18 = add nsw i32 48, %17, !dbg !233
  %19 = trunc i32 %18 to i8, !dbg !234
  %20 = load i32, i32* %8, align 4, !dbg !235
  %21 = add nsw i32 %20, 1, !dbg !235
  store i32 %21, i32* %8, align 4, !dbg !235
  %22 = sext i32 %20 to i64, !dbg !236
  %23 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 %22, !dbg !236
  store i8 %19, i8* %23, align 1, !dbg !237
  %24 = load i128, i128* %5, align 16, !dbg !238
  %25 = udiv i128 %24, 10, !dbg !238
  store i128 %25, i128* %5, align 16, !dbg !238
  br label %26, !dbg !239

26:                                               ; preds = %14
  %27 = load i128, i128* %5, align 16, !dbg !240
  %28 = icmp ne i128 %27, 0, !dbg !239
  br i1 %28, label %14, label %29, !dbg !239, !llvm.loop !241

29:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata i32* %9, metadata !243, metadata !DIExpression()), !dbg !245
  store i32 0, i32* %9, align 4, !dbg !245
  br label %30, !dbg !246

30:                                               ; preds = %46, %29
  %31 = load i32, i32* %9, align 4, !dbg !247
  %32 = load i32, i32* %8, align 4, !dbg !249
  %33 = icmp slt i32 %31, %32, !dbg !250
  br i1 %33, label %34, label %49, !dbg !251

34:                                               ; preds = %30
  %35 = load i32, i32* %8, align 4, !dbg !252
  %36 = sub nsw i32 %35, 1, !dbg !253
  %37 = load i32, i32* %9, align 4, !dbg !254
  %38 = sub nsw i32 %36, %37, !dbg !255
  %39 = sext i32 %38 to i64, !dbg !256
  %40 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 %39, !dbg !256
  %41 = load i8, i8* %40, align 1, !dbg !256
  %42 = load i8*, i8** %6, align 8, !dbg !257
  %43 = load i32, i32* %9, align 4, !dbg !258
  %44 = sext i32 %43 to i64, !dbg !257
  %45 = getelementptr inbounds i8, i8* %42, i64 %44, !dbg !257
  store i8 %41, i8* %45, align 1, !dbg !259
  br label %46, !dbg !257

46:                                               ; preds = %34
  %47 = load i32, i32* %9, align 4, !dbg !260
  %48 = add nsw i32 %47, 1, !dbg !260
  store i32 %48, i32* %9, align 4, !dbg !260
  br label %30, !dbg !261, !llvm.loop !262

49:                                               ; preds = %30
  %50 = load i8*, i8** %6, align 8, !dbg !264
  %51 = load i32, i32* %8, align 4, !dbg !265
  %52 = sext i32 %51 to i64, !dbg !264
  %53 = getelementptr inbounds i8, i8* %50, i64 %52, !dbg !264
  store i8 0, i8* %53, align 1, !dbg !266
  ret void, !dbg !267
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_dec(i8* noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !268 {
  %4 = alloca i128, align 16
  %5 = alloca i8*, align 8
  %6 = alloca i128, align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = bitcast i128* %4 to { i64, i64 }*
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 0
  store i64 %1, i64* %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 1
  store i64 %2, i64* %12, align 8
  %13 = load i128, i128* %4, align 16
  store i8* %0, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !271, metadata !DIExpression()), !dbg !272
  store i128 %13, i128* %6, align 16
  call void @llvm.dbg.declare(metadata i128* %6, metadata !273, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.declare(metadata [48 x i8]* %7, metadata !275, metadata !DIExpression()), !dbg !276
  %14 = load i128, i128* %6, align 16, !dbg !277
  %15 = icmp slt i128 %14, 0, !dbg !279
  br i1 %15, label %16, label %28, !dbg !280

16:                                               ; preds = %3
  %17 = load i128, i128* %6, align 16, !dbg !281
  %18 = sub i128 0, %17, !dbg !283
  %19 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 0, !dbg !284
  store i128 %18, i128* %8, align 16, !dbg !285
  %20 = bitcast i128* %8 to { i64, i64 }*, !dbg !285
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 0, !dbg !285
  %22 = load i64, i64* %21, align 16, !dbg !285
  %23 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 1, !dbg !285
  %24 = load i64, i64* %23, align 8, !dbg !285
  call void @to_dec(i64 noundef %22, i64 noundef %24, i8* noundef %19), !dbg !285
  %25 = load i8*, i8** %5, align 8, !dbg !286
  %26 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 0, !dbg !287
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef %25, i8* noundef %26), !dbg !288
  br label %39, !dbg !289

28:                                               ; preds = %3
  %29 = load i128, i128* %6, align 16, !dbg !290
  %30 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 0, !dbg !292
  store i128 %29, i128* %9, align 16, !dbg !293
  %31 = bitcast i128* %9 to { i64, i64 }*, !dbg !293
  %32 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %31, i32 0, i32 0, !dbg !293
  %33 = load i64, i64* %32, align 16, !dbg !293
  %34 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %31, i32 0, i32 1, !dbg !293
  %35 = load i64, i64* %34, align 8, !dbg !293
  call void @to_dec(i64 noundef %33, i64 noundef %35, i8* noundef %30), !dbg !293
  %36 = load i8*, i8** %5, align 8, !dbg !294
  %37 = getelementptr inbounds [48 x i8], [48 x i8]* %7, i64 0, i64 0, !dbg !295
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i8* noundef %36, i8* noundef %37), !dbg !296
  br label %39

39:                                               ; preds = %28, %16
  ret void, !dbg !297
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mulmod_check(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !298 {
  %4 = alloca i128, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !301, metadata !DIExpression()), !dbg !302
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !303, metadata !DIExpression()), !dbg !304
  store i64 %2, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !305, metadata !DIExpression()), !dbg !306
  %8 = load i64, i64* %5, align 8, !dbg !307
  %9 = zext i64 %8 to i128, !dbg !308
  %10 = load i64, i64* %6, align 8, !dbg !309
  %11 = zext i64 %10 to i128, !dbg !309
  %12 = mul i128 %9, %11, !dbg !310
  %13 = load i64, i64* %7, align 8, !dbg !311
  %14 = zext i64 %13 to i128, !dbg !311
  %15 = urem i128 %12, %14, !dbg !312
  store i128 %15, i128* %4, align 16, !dbg !313
  %16 = bitcast i128* %4 to { i64, i64 }*, !dbg !313
  %17 = load { i64, i64 }, { i64, i64 }* %16, align 16, !dbg !313
  ret { i64, i64 } %17, !dbg !313
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 !dbg !314 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = bitcast i128* %8 to { i64, i64 }*
  %16 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %15, i32 0, i32 0
  store i64 %0, i64* %16, align 16
  %17 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %15, i32 0, i32 1
  store i64 %1, i64* %17, align 8
  %18 = load i128, i128* %8, align 16
  %19 = bitcast i128* %9 to { i64, i64 }*
  %20 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %19, i32 0, i32 0
  store i64 %2, i64* %20, align 16
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %19, i32 0, i32 1
  store i64 %3, i64* %21, align 8
  %22 = load i128, i128* %9, align 16
  %23 = bitcast i128* %10 to { i64, i64 }*
  %24 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %23, i32 0, i32 0
  store i64 %4, i64* %24, align 16
  %25 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %23, i32 0, i32 1
  store i64 %5, i64* %25, align 8
  %26 = load i128, i128* %10, align 16
  store i128 %18, i128* %11, align 16
  call void @llvm.dbg.declare(metadata i128* %11, metadata !317, metadata !DIExpression()), !dbg !318
  store i128 %22, i128* %12, align 16
  call void @llvm.dbg.declare(metadata i128* %12, metadata !319, metadata !DIExpression()), !dbg !320
  store i128 %26, i128* %13, align 16
  call void @llvm.dbg.declare(metadata i128* %13, metadata !321, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.declare(metadata i128* %14, metadata !323, metadata !DIExpression()), !dbg !324
  store i128 1, i128* %14, align 16, !dbg !324
  %27 = load i128, i128* %13, align 16, !dbg !325
  %28 = load i128, i128* %11, align 16, !dbg !326
  %29 = urem i128 %28, %27, !dbg !326
  store i128 %29, i128* %11, align 16, !dbg !326
  br label %30, !dbg !327

30:                                               ; preds = %43, %6
  %31 = load i128, i128* %12, align 16, !dbg !328
  %32 = icmp ne i128 %31, 0, !dbg !327
  br i1 %32, label %33, label %51, !dbg !327

33:                                               ; preds = %30
  %34 = load i128, i128* %12, align 16, !dbg !329
  %35 = and i128 %34, 1, !dbg !332
  %36 = icmp ne i128 %35, 0, !dbg !332
  br i1 %36, label %37, label %43, !dbg !333

37:                                               ; preds = %33
  %38 = load i128, i128* %14, align 16, !dbg !334
  %39 = load i128, i128* %11, align 16, !dbg !335
  %40 = mul i128 %38, %39, !dbg !336
  %41 = load i128, i128* %13, align 16, !dbg !337
  %42 = urem i128 %40, %41, !dbg !338
  store i128 %42, i128* %14, align 16, !dbg !339
  br label %43, !dbg !340

43:                                               ; preds = %37, %33
  %44 = load i128, i128* %11, align 16, !dbg !341
  %45 = load i128, i128* %11, align 16, !dbg !342
  %46 = mul i128 %44, %45, !dbg !343
  %47 = load i128, i128* %13, align 16, !dbg !344
  %48 = urem i128 %46, %47, !dbg !345
  store i128 %48, i128* %11, align 16, !dbg !346
  %49 = load i128, i128* %12, align 16, !dbg !347
  %50 = lshr i128 %49, 1, !dbg !347
  store i128 %50, i128* %12, align 16, !dbg !347
  br label %30, !dbg !327, !llvm.loop !348

51:                                               ; preds = %30
  %52 = load i128, i128* %14, align 16, !dbg !350
  store i128 %52, i128* %7, align 16, !dbg !351
  %53 = bitcast i128* %7 to { i64, i64 }*, !dbg !351
  %54 = load { i64, i64 }, { i64, i64 }* %53, align 16, !dbg !351
  ret { i64, i64 } %54, !dbg !351
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !20, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!10}
!22 = !{}
!23 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 52, type: !3)
!24 = !DILocation(line: 52, column: 10, scope: !19)
!25 = !DILocation(line: 53, column: 26, scope: !19)
!26 = !DILocation(line: 53, column: 5, scope: !19)
!27 = !DILocation(line: 54, column: 54, scope: !19)
!28 = !DILocation(line: 54, column: 56, scope: !19)
!29 = !DILocation(line: 54, column: 33, scope: !19)
!30 = !DILocation(line: 54, column: 84, scope: !19)
!31 = !DILocation(line: 54, column: 64, scope: !19)
!32 = !DILocation(line: 54, column: 5, scope: !19)
!33 = !DILocalVariable(name: "f", scope: !19, file: !1, line: 55, type: !3)
!34 = !DILocation(line: 55, column: 10, scope: !19)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 56, type: !10)
!36 = distinct !DILexicalBlock(scope: !19, file: !1, line: 56, column: 5)
!37 = !DILocation(line: 56, column: 14, scope: !36)
!38 = !DILocation(line: 56, column: 10, scope: !36)
!39 = !DILocation(line: 56, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 56, column: 5)
!41 = !DILocation(line: 56, column: 23, scope: !40)
!42 = !DILocation(line: 56, column: 5, scope: !36)
!43 = !DILocation(line: 57, column: 20, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !1, line: 56, column: 35)
!45 = !DILocation(line: 57, column: 14, scope: !44)
!46 = !DILocation(line: 57, column: 11, scope: !44)
!47 = !DILocation(line: 58, column: 13, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 58, column: 13)
!49 = !DILocation(line: 58, column: 15, scope: !48)
!50 = !DILocation(line: 58, column: 21, scope: !48)
!51 = !DILocation(line: 58, column: 24, scope: !48)
!52 = !DILocation(line: 58, column: 26, scope: !48)
!53 = !DILocation(line: 58, column: 30, scope: !48)
!54 = !DILocation(line: 58, column: 13, scope: !44)
!55 = !DILocalVariable(name: "buf", scope: !56, file: !1, line: 59, type: !57)
!56 = distinct !DILexicalBlock(scope: !48, file: !1, line: 58, column: 36)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 48)
!60 = !DILocation(line: 59, column: 18, scope: !56)
!61 = !DILocation(line: 60, column: 20, scope: !56)
!62 = !DILocation(line: 60, column: 23, scope: !56)
!63 = !DILocation(line: 60, column: 13, scope: !56)
!64 = !DILocation(line: 61, column: 34, scope: !56)
!65 = !DILocation(line: 61, column: 37, scope: !56)
!66 = !DILocation(line: 61, column: 13, scope: !56)
!67 = !DILocation(line: 62, column: 9, scope: !56)
!68 = !DILocation(line: 63, column: 5, scope: !44)
!69 = !DILocation(line: 56, column: 31, scope: !40)
!70 = !DILocation(line: 56, column: 5, scope: !40)
!71 = distinct !{!71, !42, !72, !73}
!72 = !DILocation(line: 63, column: 5, scope: !36)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocalVariable(name: "max", scope: !19, file: !1, line: 64, type: !3)
!75 = !DILocation(line: 64, column: 10, scope: !19)
!76 = !DILocalVariable(name: "buf", scope: !19, file: !1, line: 65, type: !57)
!77 = !DILocation(line: 65, column: 10, scope: !19)
!78 = !DILocation(line: 66, column: 12, scope: !19)
!79 = !DILocation(line: 66, column: 17, scope: !19)
!80 = !DILocation(line: 66, column: 5, scope: !19)
!81 = !DILocation(line: 67, column: 31, scope: !19)
!82 = !DILocation(line: 67, column: 5, scope: !19)
!83 = !DILocalVariable(name: "smin", scope: !19, file: !1, line: 68, type: !6)
!84 = !DILocation(line: 68, column: 10, scope: !19)
!85 = !DILocalVariable(name: "smax", scope: !19, file: !1, line: 69, type: !6)
!86 = !DILocation(line: 69, column: 10, scope: !19)
!87 = !DILocation(line: 69, column: 24, scope: !19)
!88 = !DILocation(line: 69, column: 28, scope: !19)
!89 = !DILocation(line: 70, column: 27, scope: !19)
!90 = !DILocation(line: 70, column: 5, scope: !19)
!91 = !DILocation(line: 71, column: 27, scope: !19)
!92 = !DILocation(line: 71, column: 5, scope: !19)
!93 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 72, type: !6)
!94 = !DILocation(line: 72, column: 10, scope: !19)
!95 = !DILocation(line: 73, column: 7, scope: !19)
!96 = !DILocation(line: 74, column: 20, scope: !19)
!97 = !DILocation(line: 74, column: 5, scope: !19)
!98 = !DILocation(line: 75, column: 24, scope: !19)
!99 = !DILocation(line: 75, column: 26, scope: !19)
!100 = !DILocation(line: 75, column: 5, scope: !19)
!101 = !DILocation(line: 76, column: 24, scope: !19)
!102 = !DILocation(line: 76, column: 26, scope: !19)
!103 = !DILocation(line: 76, column: 5, scope: !19)
!104 = !DILocation(line: 77, column: 25, scope: !19)
!105 = !DILocation(line: 77, column: 27, scope: !19)
!106 = !DILocation(line: 77, column: 5, scope: !19)
!107 = !DILocation(line: 78, column: 28, scope: !19)
!108 = !DILocation(line: 78, column: 27, scope: !19)
!109 = !DILocation(line: 78, column: 30, scope: !19)
!110 = !DILocation(line: 78, column: 5, scope: !19)
!111 = !DILocation(line: 79, column: 31, scope: !19)
!112 = !DILocation(line: 79, column: 33, scope: !19)
!113 = !DILocation(line: 79, column: 44, scope: !19)
!114 = !DILocation(line: 79, column: 46, scope: !19)
!115 = !DILocation(line: 79, column: 57, scope: !19)
!116 = !DILocation(line: 79, column: 64, scope: !19)
!117 = !DILocation(line: 79, column: 62, scope: !19)
!118 = !DILocation(line: 79, column: 5, scope: !19)
!119 = !DILocation(line: 80, column: 5, scope: !19)
!120 = !DILocation(line: 81, column: 26, scope: !19)
!121 = !DILocation(line: 81, column: 30, scope: !19)
!122 = !DILocation(line: 81, column: 5, scope: !19)
!123 = !DILocation(line: 82, column: 5, scope: !19)
!124 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 83, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !126, line: 27, baseType: !127)
!126 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !128, line: 45, baseType: !129)
!128 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DILocation(line: 83, column: 14, scope: !19)
!131 = !DILocation(line: 84, column: 109, scope: !19)
!132 = !DILocation(line: 84, column: 50, scope: !19)
!133 = !DILocation(line: 84, column: 30, scope: !19)
!134 = !DILocation(line: 84, column: 5, scope: !19)
!135 = !DILocalVariable(name: "big_mod", scope: !19, file: !1, line: 85, type: !3)
!136 = !DILocation(line: 85, column: 10, scope: !19)
!137 = !DILocation(line: 86, column: 42, scope: !19)
!138 = !DILocation(line: 86, column: 50, scope: !19)
!139 = !DILocation(line: 86, column: 55, scope: !19)
!140 = !DILocation(line: 86, column: 32, scope: !19)
!141 = !DILocation(line: 86, column: 5, scope: !19)
!142 = !DILocalVariable(name: "p", scope: !19, file: !1, line: 88, type: !3)
!143 = !DILocation(line: 88, column: 10, scope: !19)
!144 = !DILocalVariable(name: "q", scope: !19, file: !1, line: 88, type: !3)
!145 = !DILocation(line: 88, column: 17, scope: !19)
!146 = !DILocalVariable(name: "i", scope: !147, file: !1, line: 89, type: !10)
!147 = distinct !DILexicalBlock(scope: !19, file: !1, line: 89, column: 5)
!148 = !DILocation(line: 89, column: 14, scope: !147)
!149 = !DILocation(line: 89, column: 10, scope: !147)
!150 = !DILocation(line: 89, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !1, line: 89, column: 5)
!152 = !DILocation(line: 89, column: 23, scope: !151)
!153 = !DILocation(line: 89, column: 5, scope: !147)
!154 = !DILocalVariable(name: "t", scope: !155, file: !1, line: 90, type: !3)
!155 = distinct !DILexicalBlock(scope: !151, file: !1, line: 89, column: 35)
!156 = !DILocation(line: 90, column: 14, scope: !155)
!157 = !DILocation(line: 90, column: 18, scope: !155)
!158 = !DILocation(line: 90, column: 22, scope: !155)
!159 = !DILocation(line: 90, column: 20, scope: !155)
!160 = !DILocation(line: 91, column: 13, scope: !155)
!161 = !DILocation(line: 91, column: 11, scope: !155)
!162 = !DILocation(line: 92, column: 13, scope: !155)
!163 = !DILocation(line: 92, column: 11, scope: !155)
!164 = !DILocation(line: 93, column: 5, scope: !155)
!165 = !DILocation(line: 89, column: 31, scope: !151)
!166 = !DILocation(line: 89, column: 5, scope: !151)
!167 = distinct !{!167, !153, !168, !73}
!168 = !DILocation(line: 93, column: 5, scope: !147)
!169 = !DILocation(line: 94, column: 12, scope: !19)
!170 = !DILocation(line: 94, column: 15, scope: !19)
!171 = !DILocation(line: 94, column: 5, scope: !19)
!172 = !DILocation(line: 95, column: 31, scope: !19)
!173 = !DILocation(line: 95, column: 5, scope: !19)
!174 = !DILocalVariable(name: "n1", scope: !19, file: !1, line: 97, type: !3)
!175 = !DILocation(line: 97, column: 10, scope: !19)
!176 = !DILocalVariable(name: "d1", scope: !19, file: !1, line: 97, type: !3)
!177 = !DILocation(line: 97, column: 53, scope: !19)
!178 = !DILocation(line: 98, column: 12, scope: !19)
!179 = !DILocation(line: 98, column: 17, scope: !19)
!180 = !DILocation(line: 98, column: 15, scope: !19)
!181 = !DILocation(line: 98, column: 21, scope: !19)
!182 = !DILocation(line: 98, column: 5, scope: !19)
!183 = !DILocation(line: 99, column: 28, scope: !19)
!184 = !DILocation(line: 99, column: 5, scope: !19)
!185 = !DILocation(line: 100, column: 12, scope: !19)
!186 = !DILocation(line: 100, column: 17, scope: !19)
!187 = !DILocation(line: 100, column: 15, scope: !19)
!188 = !DILocation(line: 100, column: 21, scope: !19)
!189 = !DILocation(line: 100, column: 5, scope: !19)
!190 = !DILocation(line: 101, column: 29, scope: !19)
!191 = !DILocation(line: 101, column: 5, scope: !19)
!192 = !DILocation(line: 102, column: 5, scope: !19)
!193 = distinct !DISubprogram(name: "print_hex", scope: !1, file: !1, line: 9, type: !194, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196, !3}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!198 = !DILocalVariable(name: "lbl", arg: 1, scope: !193, file: !1, line: 9, type: !196)
!199 = !DILocation(line: 9, column: 35, scope: !193)
!200 = !DILocalVariable(name: "v", arg: 2, scope: !193, file: !1, line: 9, type: !3)
!201 = !DILocation(line: 9, column: 45, scope: !193)
!202 = !DILocation(line: 10, column: 41, scope: !193)
!203 = !DILocation(line: 10, column: 57, scope: !193)
!204 = !DILocation(line: 10, column: 59, scope: !193)
!205 = !DILocation(line: 10, column: 46, scope: !193)
!206 = !DILocation(line: 10, column: 78, scope: !193)
!207 = !DILocation(line: 10, column: 80, scope: !193)
!208 = !DILocation(line: 10, column: 67, scope: !193)
!209 = !DILocation(line: 11, column: 23, scope: !193)
!210 = !DILocation(line: 11, column: 25, scope: !193)
!211 = !DILocation(line: 11, column: 12, scope: !193)
!212 = !DILocation(line: 11, column: 43, scope: !193)
!213 = !DILocation(line: 11, column: 33, scope: !193)
!214 = !DILocation(line: 10, column: 5, scope: !193)
!215 = !DILocation(line: 12, column: 1, scope: !193)
!216 = distinct !DISubprogram(name: "to_dec", scope: !1, file: !1, line: 14, type: !217, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !3, !219}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!220 = !DILocalVariable(name: "v", arg: 1, scope: !216, file: !1, line: 14, type: !3)
!221 = !DILocation(line: 14, column: 25, scope: !216)
!222 = !DILocalVariable(name: "out", arg: 2, scope: !216, file: !1, line: 14, type: !219)
!223 = !DILocation(line: 14, column: 34, scope: !216)
!224 = !DILocalVariable(name: "tmp", scope: !216, file: !1, line: 15, type: !57)
!225 = !DILocation(line: 15, column: 10, scope: !216)
!226 = !DILocalVariable(name: "n", scope: !216, file: !1, line: 16, type: !10)
!227 = !DILocation(line: 16, column: 9, scope: !216)
!228 = !DILocation(line: 17, column: 5, scope: !216)
!229 = !DILocation(line: 18, column: 39, scope: !230)
!230 = distinct !DILexicalBlock(scope: !216, file: !1, line: 17, column: 8)
!231 = !DILocation(line: 18, column: 41, scope: !230)
!232 = !DILocation(line: 18, column: 33, scope: !230)
!233 = !DILocation(line: 18, column: 31, scope: !230)
!234 = !DILocation(line: 18, column: 20, scope: !230)
!235 = !DILocation(line: 18, column: 14, scope: !230)
!236 = !DILocation(line: 18, column: 9, scope: !230)
!237 = !DILocation(line: 18, column: 18, scope: !230)
!238 = !DILocation(line: 19, column: 11, scope: !230)
!239 = !DILocation(line: 20, column: 5, scope: !230)
!240 = !DILocation(line: 20, column: 14, scope: !216)
!241 = distinct !{!241, !228, !242, !73}
!242 = !DILocation(line: 20, column: 15, scope: !216)
!243 = !DILocalVariable(name: "i", scope: !244, file: !1, line: 21, type: !10)
!244 = distinct !DILexicalBlock(scope: !216, file: !1, line: 21, column: 5)
!245 = !DILocation(line: 21, column: 14, scope: !244)
!246 = !DILocation(line: 21, column: 10, scope: !244)
!247 = !DILocation(line: 21, column: 21, scope: !248)
!248 = distinct !DILexicalBlock(scope: !244, file: !1, line: 21, column: 5)
!249 = !DILocation(line: 21, column: 25, scope: !248)
!250 = !DILocation(line: 21, column: 23, scope: !248)
!251 = !DILocation(line: 21, column: 5, scope: !244)
!252 = !DILocation(line: 22, column: 22, scope: !248)
!253 = !DILocation(line: 22, column: 24, scope: !248)
!254 = !DILocation(line: 22, column: 30, scope: !248)
!255 = !DILocation(line: 22, column: 28, scope: !248)
!256 = !DILocation(line: 22, column: 18, scope: !248)
!257 = !DILocation(line: 22, column: 9, scope: !248)
!258 = !DILocation(line: 22, column: 13, scope: !248)
!259 = !DILocation(line: 22, column: 16, scope: !248)
!260 = !DILocation(line: 21, column: 29, scope: !248)
!261 = !DILocation(line: 21, column: 5, scope: !248)
!262 = distinct !{!262, !251, !263, !73}
!263 = !DILocation(line: 22, column: 31, scope: !244)
!264 = !DILocation(line: 23, column: 5, scope: !216)
!265 = !DILocation(line: 23, column: 9, scope: !216)
!266 = !DILocation(line: 23, column: 12, scope: !216)
!267 = !DILocation(line: 24, column: 1, scope: !216)
!268 = distinct !DISubprogram(name: "print_dec", scope: !1, file: !1, line: 26, type: !269, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !196, !6}
!271 = !DILocalVariable(name: "lbl", arg: 1, scope: !268, file: !1, line: 26, type: !196)
!272 = !DILocation(line: 26, column: 35, scope: !268)
!273 = !DILocalVariable(name: "v", arg: 2, scope: !268, file: !1, line: 26, type: !6)
!274 = !DILocation(line: 26, column: 45, scope: !268)
!275 = !DILocalVariable(name: "buf", scope: !268, file: !1, line: 27, type: !57)
!276 = !DILocation(line: 27, column: 10, scope: !268)
!277 = !DILocation(line: 28, column: 9, scope: !278)
!278 = distinct !DILexicalBlock(scope: !268, file: !1, line: 28, column: 9)
!279 = !DILocation(line: 28, column: 11, scope: !278)
!280 = !DILocation(line: 28, column: 9, scope: !268)
!281 = !DILocation(line: 29, column: 32, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !1, line: 28, column: 16)
!283 = !DILocation(line: 29, column: 24, scope: !282)
!284 = !DILocation(line: 29, column: 35, scope: !282)
!285 = !DILocation(line: 29, column: 9, scope: !282)
!286 = !DILocation(line: 30, column: 30, scope: !282)
!287 = !DILocation(line: 30, column: 35, scope: !282)
!288 = !DILocation(line: 30, column: 9, scope: !282)
!289 = !DILocation(line: 31, column: 5, scope: !282)
!290 = !DILocation(line: 32, column: 22, scope: !291)
!291 = distinct !DILexicalBlock(scope: !278, file: !1, line: 31, column: 12)
!292 = !DILocation(line: 32, column: 25, scope: !291)
!293 = !DILocation(line: 32, column: 9, scope: !291)
!294 = !DILocation(line: 33, column: 29, scope: !291)
!295 = !DILocation(line: 33, column: 34, scope: !291)
!296 = !DILocation(line: 33, column: 9, scope: !291)
!297 = !DILocation(line: 35, column: 1, scope: !268)
!298 = distinct !DISubprogram(name: "mulmod_check", scope: !1, file: !1, line: 37, type: !299, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!299 = !DISubroutineType(types: !300)
!300 = !{!3, !125, !125, !125}
!301 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !1, line: 37, type: !125)
!302 = !DILocation(line: 37, column: 35, scope: !298)
!303 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !1, line: 37, type: !125)
!304 = !DILocation(line: 37, column: 47, scope: !298)
!305 = !DILocalVariable(name: "m", arg: 3, scope: !298, file: !1, line: 37, type: !125)
!306 = !DILocation(line: 37, column: 59, scope: !298)
!307 = !DILocation(line: 37, column: 77, scope: !298)
!308 = !DILocation(line: 37, column: 71, scope: !298)
!309 = !DILocation(line: 37, column: 81, scope: !298)
!310 = !DILocation(line: 37, column: 79, scope: !298)
!311 = !DILocation(line: 37, column: 85, scope: !298)
!312 = !DILocation(line: 37, column: 83, scope: !298)
!313 = !DILocation(line: 37, column: 64, scope: !298)
!314 = distinct !DISubprogram(name: "powmod", scope: !1, file: !1, line: 39, type: !315, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!315 = !DISubroutineType(types: !316)
!316 = !{!3, !3, !3, !3}
!317 = !DILocalVariable(name: "base", arg: 1, scope: !314, file: !1, line: 39, type: !3)
!318 = !DILocation(line: 39, column: 25, scope: !314)
!319 = !DILocalVariable(name: "exp", arg: 2, scope: !314, file: !1, line: 39, type: !3)
!320 = !DILocation(line: 39, column: 36, scope: !314)
!321 = !DILocalVariable(name: "mod", arg: 3, scope: !314, file: !1, line: 39, type: !3)
!322 = !DILocation(line: 39, column: 46, scope: !314)
!323 = !DILocalVariable(name: "r", scope: !314, file: !1, line: 40, type: !3)
!324 = !DILocation(line: 40, column: 10, scope: !314)
!325 = !DILocation(line: 41, column: 13, scope: !314)
!326 = !DILocation(line: 41, column: 10, scope: !314)
!327 = !DILocation(line: 42, column: 5, scope: !314)
!328 = !DILocation(line: 42, column: 12, scope: !314)
!329 = !DILocation(line: 43, column: 13, scope: !330)
!330 = distinct !DILexicalBlock(scope: !331, file: !1, line: 43, column: 13)
!331 = distinct !DILexicalBlock(scope: !314, file: !1, line: 42, column: 17)
!332 = !DILocation(line: 43, column: 17, scope: !330)
!333 = !DILocation(line: 43, column: 13, scope: !331)
!334 = !DILocation(line: 44, column: 17, scope: !330)
!335 = !DILocation(line: 44, column: 21, scope: !330)
!336 = !DILocation(line: 44, column: 19, scope: !330)
!337 = !DILocation(line: 44, column: 28, scope: !330)
!338 = !DILocation(line: 44, column: 26, scope: !330)
!339 = !DILocation(line: 44, column: 15, scope: !330)
!340 = !DILocation(line: 44, column: 13, scope: !330)
!341 = !DILocation(line: 45, column: 16, scope: !331)
!342 = !DILocation(line: 45, column: 23, scope: !331)
!343 = !DILocation(line: 45, column: 21, scope: !331)
!344 = !DILocation(line: 45, column: 30, scope: !331)
!345 = !DILocation(line: 45, column: 28, scope: !331)
!346 = !DILocation(line: 45, column: 14, scope: !331)
!347 = !DILocation(line: 46, column: 13, scope: !331)
!348 = distinct !{!348, !327, !349, !73}
!349 = !DILocation(line: 47, column: 5, scope: !314)
!350 = !DILocation(line: 48, column: 12, scope: !314)
!351 = !DILocation(line: 48, column: 5, scope: !314)
