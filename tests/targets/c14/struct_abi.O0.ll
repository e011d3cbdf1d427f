; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.c3 = type { i8, i8, i8 }
%struct.s2 = type { i16, i16 }
%struct.i1 = type { i32 }
%struct.i3 = type { i32, i32, i32 }
%struct.l2 = type { i64, i64 }
%struct.f2 = type { float, float }
%struct.f3 = type { float, float, float }
%struct.d1 = type { double }
%struct.d2 = type { double, double }
%struct.di = type { double, i32 }
%struct.id = type { i32, double }
%struct.fi = type { float, i32 }
%struct.cdc = type { i8, double, i8 }
%struct.big5 = type { i64, i64, i64, i64, i64 }
%struct.arr = type { [12 x i8] }

@__const.main.c3 = private unnamed_addr constant %struct.c3 { i8 1, i8 -2, i8 3 }, align 1
@__const.main.s2 = private unnamed_addr constant %struct.s2 { i16 -5, i16 300 }, align 2
@__const.main.i1 = private unnamed_addr constant %struct.i1 { i32 9 }, align 4
@__const.main.i3 = private unnamed_addr constant %struct.i3 { i32 1, i32 2, i32 3 }, align 4
@__const.main.l2 = private unnamed_addr constant %struct.l2 { i64 123456789, i64 -987 }, align 8
@__const.main.f2 = private unnamed_addr constant %struct.f2 { float 1.500000e+00, float -2.500000e-01 }, align 4
@__const.main.f3 = private unnamed_addr constant %struct.f3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@__const.main.d1 = private unnamed_addr constant %struct.d1 { double 1.000000e+02 }, align 8
@__const.main.d2 = private unnamed_addr constant %struct.d2 { double 5.000000e-01, double -2.000000e+00 }, align 8
@__const.main.di = private unnamed_addr constant %struct.di { double 2.500000e+00, i32 7 }, align 8
@__const.main.id = private unnamed_addr constant %struct.id { i32 -3, double 1.125000e+00 }, align 8
@__const.main.fi = private unnamed_addr constant %struct.fi { float 5.000000e-01, i32 4660 }, align 4
@__const.main.cdc = private unnamed_addr constant %struct.cdc { i8 120, double 6.250000e+00, i8 121 }, align 8
@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.c3, align 1
  %3 = alloca %struct.s2, align 2
  %4 = alloca %struct.i1, align 4
  %5 = alloca %struct.i3, align 4
  %6 = alloca %struct.l2, align 8
  %7 = alloca %struct.f2, align 4
  %8 = alloca %struct.f3, align 4
  %9 = alloca %struct.d1, align 8
  %10 = alloca %struct.d2, align 8
  %11 = alloca %struct.di, align 8
  %12 = alloca %struct.id, align 8
  %13 = alloca %struct.fi, align 4
  %14 = alloca %struct.cdc, align 8
  %15 = alloca %struct.big5, align 8
  %16 = alloca %struct.arr, align 1
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.c3, align 1
  %20 = alloca i24, align 4
  %21 = alloca i24, align 4
  %22 = alloca %struct.s2, align 2
  %23 = alloca %struct.i1, align 4
  %24 = alloca %struct.i3, align 4
  %25 = alloca { i64, i32 }, align 4
  %26 = alloca { i64, i32 }, align 8
  %27 = alloca %struct.l2, align 8
  %28 = alloca %struct.f2, align 4
  %29 = alloca %struct.f3, align 4
  %30 = alloca { <2 x float>, float }, align 4
  %31 = alloca { <2 x float>, float }, align 8
  %32 = alloca %struct.d1, align 8
  %33 = alloca %struct.d2, align 8
  %34 = alloca %struct.di, align 8
  %35 = alloca %struct.id, align 8
  %36 = alloca %struct.fi, align 4
  %37 = alloca %struct.cdc, align 8
  %38 = alloca %struct.big5, align 8
  %39 = alloca %struct.arr, align 1
  %40 = alloca { i64, i32 }, align 1
  %41 = alloca { i64, i32 }, align 8
  %42 = alloca i32, align 4
  %43 = alloca { i64, i32 }, align 4
  %44 = alloca i24, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.c3* %2, metadata !19, metadata !DIExpression()), !dbg !25
  %45 = bitcast %struct.c3* %2 to i8*, !dbg !25
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %45, i8* align 1 getelementptr inbounds (%struct.c3, %struct.c3* @__const.main.c3, i32 0, i32 0), i64 3, i1 false), !dbg !25
  call void @llvm.dbg.declare(metadata %struct.s2* %3, metadata !26, metadata !DIExpression()), !dbg !31
  %46 = bitcast %struct.s2* %3 to i8*, !dbg !31
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %46, i8* align 2 bitcast (%struct.s2* @__const.main.s2 to i8*), i64 4, i1 false), !dbg !31
  call void @llvm.dbg.declare(metadata %struct.i1* %4, metadata !32, metadata !DIExpression()), !dbg !36
  %47 = bitcast %struct.i1* %4 to i8*, !dbg !36
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %47, i8* align 4 bitcast (%struct.i1* @__const.main.i1 to i8*), i64 4, i1 false), !dbg !36
  call void @llvm.dbg.declare(metadata %struct.i3* %5, metadata !37, metadata !DIExpression()), !dbg !43
  %48 = bitcast %struct.i3* %5 to i8*, !dbg !43
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %48, i8* align 4 bitcast (%struct.i3* @__const.main.i3 to i8*), i64 12, i1 false), !dbg !43
  call void @llvm.dbg.declare(metadata %struct.l2* %6, metadata !44, metadata !DIExpression()), !dbg !50
  %49 = bitcast %struct.l2* %6 to i8*, !dbg !50
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %49, i8* align 8 bitcast (%struct.l2* @__const.main.l2 to i8*), i64 16, i1 false), !dbg !50
  call void @llvm.dbg.declare(metadata %struct.f2* %7, metadata !51, metadata !DIExpression()), !dbg !57
  %50 = bitcast %struct.f2* %7 to i8*, !dbg !57
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %50, i8* align 4 bitcast (%struct.f2* @__const.main.f2 to i8*), i64 8, i1 false), !dbg !57
  call void @llvm.dbg.declare(metadata %struct.f3* %8, metadata !58, metadata !DIExpression()), !dbg !64
  %51 = bitcast %struct.f3* %8 to i8*, !dbg !64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %51, i8* align 4 bitcast (%struct.f3* @__const.main.f3 to i8*), i64 12, i1 false), !dbg !64
  call void @llvm.dbg.declare(metadata %struct.d1* %9, metadata !65, metadata !DIExpression()), !dbg !70
  %52 = bitcast %struct.d1* %9 to i8*, !dbg !70
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %52, i8* align 8 bitcast (%struct.d1* @__const.main.d1 to i8*), i64 8, i1 false), !dbg !70
  call void @llvm.dbg.declare(metadata %struct.d2* %10, metadata !71, metadata !DIExpression()), !dbg !76
  %53 = bitcast %struct.d2* %10 to i8*, !dbg !76
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %53, i8* align 8 bitcast (%struct.d2* @__const.main.d2 to i8*), i64 16, i1 false), !dbg !76
  call void @llvm.dbg.declare(metadata %struct.di* %11, metadata !77, metadata !DIExpression()), !dbg !82
  %54 = bitcast %struct.di* %11 to i8*, !dbg !82
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %54, i8* align 8 bitcast (%struct.di* @__const.main.di to i8*), i64 16, i1 false), !dbg !82
  call void @llvm.dbg.declare(metadata %struct.id* %12, metadata !83, metadata !DIExpression()), !dbg !88
  %55 = bitcast %struct.id* %12 to i8*, !dbg !88
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 8 bitcast (%struct.id* @__const.main.id to i8*), i64 16, i1 false), !dbg !88
  call void @llvm.dbg.declare(metadata %struct.fi* %13, metadata !89, metadata !DIExpression()), !dbg !94
  %56 = bitcast %struct.fi* %13 to i8*, !dbg !94
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %56, i8* align 4 bitcast (%struct.fi* @__const.main.fi to i8*), i64 8, i1 false), !dbg !94
  call void @llvm.dbg.declare(metadata %struct.cdc* %14, metadata !95, metadata !DIExpression()), !dbg !101
  %57 = bitcast %struct.cdc* %14 to i8*, !dbg !101
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %57, i8* align 8 getelementptr inbounds (%struct.cdc, %struct.cdc* @__const.main.cdc, i32 0, i32 0), i64 24, i1 false), !dbg !101
  call void @llvm.dbg.declare(metadata %struct.big5* %15, metadata !102, metadata !DIExpression()), !dbg !110
  %58 = bitcast %struct.big5* %15 to i8*, !dbg !110
  call void @llvm.memset.p0i8.i64(i8* align 8 %58, i8 0, i64 40, i1 false), !dbg !110
  %59 = bitcast i8* %58 to %struct.big5*, !dbg !110
  %60 = getelementptr inbounds %struct.big5, %struct.big5* %59, i32 0, i32 0, !dbg !110
  store i64 1, i64* %60, align 8, !dbg !110
  %61 = getelementptr inbounds %struct.big5, %struct.big5* %59, i32 0, i32 1, !dbg !110
  store i64 2, i64* %61, align 8, !dbg !110
  %62 = getelementptr inbounds %struct.big5, %struct.big5* %59, i32 0, i32 2, !dbg !110
  store i64 3, i64* %62, align 8, !dbg !110
  %63 = getelementptr inbounds %struct.big5, %struct.big5* %59, i32 0, i32 3, !dbg !110
  store i64 4, i64* %63, align 8, !dbg !110
  %64 = getelementptr inbounds %struct.big5, %struct.big5* %59, i32 0, i32 4, !dbg !110
  store i64 5, i64* %64, align 8, !dbg !110
  call void @llvm.dbg.declare(metadata %struct.arr* %16, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.declare(metadata i32* %17, metadata !119, metadata !DIExpression()), !dbg !121
  store i32 0, i32* %17, align 4, !dbg !121
  br label %65, !dbg !122

65:                                               ; preds = %76, %0
  %66 = load i32, i32* %17, align 4, !dbg !123
  %67 = icmp slt i32 %66, 12, !dbg !125
  br i1 %67, label %68, label %79, !dbg !126

68:                                               ; preds = %65
  %69 = load i32, i32* %17, align 4, !dbg !127
  %70 = mul nsw i32 %69, 20, !dbg !128
  %71 = trunc i32 %70 to i8, !dbg !129
  %72 = getelementptr inbounds %struct.arr, %struct.arr* %16, i32 0, i32 0, !dbg !130
  %73 = load i32, i32* %17, align 4, !dbg !131
  %74 = sext i32 %73 to i64, !dbg !132
  %75 = getelementptr inbounds [12 x i8], [12 x i8]* %72, i64 0, i64 %74, !dbg !132
  store i8 %71, i8* %75, align 1, !dbg !133
  br label %76, !dbg !132

76:                                               ; preds = %68
  %77 = load i32, i32* %17, align 4, !dbg !134
  %78 = add nsw i32 %77, 1, !dbg !134
  store i32 %78, i32* %17, align 4, !dbg !134
  br label %65, !dbg !135, !llvm.loop !136

79:                                               ; preds = %65
  call void @llvm.dbg.declare(metadata i32* %18, metadata !139, metadata !DIExpression()), !dbg !141
  store i32 0, i32* %18, align 4, !dbg !141
  br label %80, !dbg !142

80:                                               ; preds = %313, %79
  %81 = load i32, i32* %18, align 4, !dbg !143
  %82 = icmp slt i32 %81, 4, !dbg !145
  br i1 %82, label %83, label %316, !dbg !146

83:                                               ; preds = %80
  %84 = bitcast i24* %20 to i8*, !dbg !147
  %85 = bitcast %struct.c3* %2 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %84, i8* align 1 %85, i64 3, i1 false), !dbg !147
  %86 = load i24, i24* %20, align 4, !dbg !147
  %87 = call i24 @f_c3(i24 %86), !dbg !147
  store i24 %87, i24* %21, align 4, !dbg !147
  %88 = bitcast %struct.c3* %19 to i8*, !dbg !147
  %89 = bitcast i24* %21 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %88, i8* align 4 %89, i64 3, i1 false), !dbg !147
  %90 = bitcast %struct.c3* %2 to i8*, !dbg !147
  %91 = bitcast %struct.c3* %19 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %90, i8* align 1 %91, i64 3, i1 false), !dbg !147
  %92 = bitcast %struct.s2* %3 to i32*, !dbg !149
  %93 = load i32, i32* %92, align 2, !dbg !149
  %94 = call i32 @f_s2(i32 %93), !dbg !149
  %95 = bitcast %struct.s2* %22 to i32*, !dbg !149
  store i32 %94, i32* %95, align 2, !dbg !149
  %96 = bitcast %struct.s2* %3 to i8*, !dbg !149
  %97 = bitcast %struct.s2* %22 to i8*, !dbg !149
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %96, i8* align 2 %97, i64 4, i1 false), !dbg !149
  %98 = getelementptr inbounds %struct.i1, %struct.i1* %4, i32 0, i32 0, !dbg !150
  %99 = load i32, i32* %98, align 4, !dbg !150
  %100 = call i32 @f_i1(i32 %99), !dbg !150
  %101 = getelementptr inbounds %struct.i1, %struct.i1* %23, i32 0, i32 0, !dbg !150
  store i32 %100, i32* %101, align 4, !dbg !150
  %102 = bitcast %struct.i1* %4 to i8*, !dbg !150
  %103 = bitcast %struct.i1* %23 to i8*, !dbg !150
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %102, i8* align 4 %103, i64 4, i1 false), !dbg !150
  %104 = bitcast { i64, i32 }* %25 to i8*, !dbg !151
  %105 = bitcast %struct.i3* %5 to i8*, !dbg !151
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %104, i8* align 4 %105, i64 12, i1 false), !dbg !151
  %106 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %25, i32 0, i32 0, !dbg !151
  %107 = load i64, i64* %106, align 4, !dbg !151
  %108 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %25, i32 0, i32 1, !dbg !151
  %109 = load i32, i32* %108, align 4, !dbg !151
  %110 = call { i64, i32 } @f_i3(i64 %107, i32 %109), !dbg !151
  store { i64, i32 } %110, { i64, i32 }* %26, align 8, !dbg !151
  %111 = bitcast %struct.i3* %24 to i8*, !dbg !151
  %112 = bitcast { i64, i32 }* %26 to i8*, !dbg !151
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %111, i8* align 8 %112, i64 12, i1 false), !dbg !151
  %113 = bitcast %struct.i3* %5 to i8*, !dbg !151
  %114 = bitcast %struct.i3* %24 to i8*, !dbg !151
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %113, i8* align 4 %114, i64 12, i1 false), !dbg !151
  %115 = bitcast %struct.l2* %6 to { i64, i64 }*, !dbg !152
  %116 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %115, i32 0, i32 0, !dbg !152
  %117 = load i64, i64* %116, align 8, !dbg !152
  %118 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %115, i32 0, i32 1, !dbg !152
  %119 = load i64, i64* %118, align 8, !dbg !152
  %120 = call { i64, i64 } @f_l2(i64 %117, i64 %119), !dbg !152
  %121 = bitcast %struct.l2* %27 to { i64, i64 }*, !dbg !152
  %122 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %121, i32 0, i32 0, !dbg !152
  %123 = extractvalue { i64, i64 } %120, 0, !dbg !152
  store i64 %123, i64* %122, align 8, !dbg !152
  %124 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %121, i32 0, i32 1, !dbg !152
  %125 = extractvalue { i64, i64 } %120, 1, !dbg !152
  store i64 %125, i64* %124, align 8, !dbg !152
  %126 = bitcast %struct.l2* %6 to i8*, !dbg !152
  %127 = bitcast %struct.l2* %27 to i8*, !dbg !152
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %126, i8* align 8 %127, i64 16, i1 false), !dbg !152
  %128 = bitcast %struct.f2* %7 to <2 x float>*, !dbg !153
  %129 = load <2 x float>, <2 x float>* %128, align 4, !dbg !153
  %130 = call <2 x float> @f_f2(<2 x float> %129), !dbg !153
  %131 = bitcast %struct.f2* %28 to <2 x float>*, !dbg !153
  store <2 x float> %130, <2 x float>* %131, align 4, !dbg !153
  %132 = bitcast %struct.f2* %7 to i8*, !dbg !153
  %133 = bitcast %struct.f2* %28 to i8*, !dbg !153
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %132, i8* align 4 %133, i64 8, i1 false), !dbg !153
  %134 = bitcast { <2 x float>, float }* %30 to i8*, !dbg !154
  %135 = bitcast %struct.f3* %8 to i8*, !dbg !154
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %134, i8* align 4 %135, i64 12, i1 false), !dbg !154
  %136 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %30, i32 0, i32 0, !dbg !154
  %137 = load <2 x float>, <2 x float>* %136, align 4, !dbg !154
  %138 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %30, i32 0, i32 1, !dbg !154
  %139 = load float, float* %138, align 4, !dbg !154
  %140 = call { <2 x float>, float } @f_f3(<2 x float> %137, float %139), !dbg !154
  store { <2 x float>, float } %140, { <2 x float>, float }* %31, align 8, !dbg !154
  %141 = bitcast %struct.f3* %29 to i8*, !dbg !154
  %142 = bitcast { <2 x float>, float }* %31 to i8*, !dbg !154
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %141, i8* align 8 %142, i64 12, i1 false), !dbg !154
  %143 = bitcast %struct.f3* %8 to i8*, !dbg !154
  %144 = bitcast %struct.f3* %29 to i8*, !dbg !154
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %143, i8* align 4 %144, i64 12, i1 false), !dbg !154
  %145 = getelementptr inbounds %struct.d1, %struct.d1* %9, i32 0, i32 0, !dbg !155
  %146 = load double, double* %145, align 8, !dbg !155
  %147 = call double @f_d1(double %146), !dbg !155
  %148 = getelementptr inbounds %struct.d1, %struct.d1* %32, i32 0, i32 0, !dbg !155
  store double %147, double* %148, align 8, !dbg !155
  %149 = bitcast %struct.d1* %9 to i8*, !dbg !155
  %150 = bitcast %struct.d1* %32 to i8*, !dbg !155
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %149, i8* align 8 %150, i64 8, i1 false), !dbg !155
  %151 = bitcast %struct.d2* %10 to { double, double }*, !dbg !156
  %152 = getelementptr inbounds { double, double }, { double, double }* %151, i32 0, i32 0, !dbg !156
  %153 = load double, double* %152, align 8, !dbg !156
  %154 = getelementptr inbounds { double, double }, { double, double }* %151, i32 0, i32 1, !dbg !156
  %155 = load double, double* %154, align 8, !dbg !156
  %156 = call { double, double } @f_d2(double %153, double %155), !dbg !156
  %157 = bitcast %struct.d2* %33 to { double, double }*, !dbg !156
  %158 = getelementptr inbounds { double, double }, { double, double }* %157, i32 0, i32 0, !dbg !156
  %159 = extractvalue { double, double } %156, 0, !dbg !156
  store double %159, double* %158, align 8, !dbg !156
  %160 = getelementptr inbounds { double, double }, { double, double }* %157, i32 0, i32 1, !dbg !156
  %161 = extractvalue { double, double } %156, 1, !dbg !156
  store double %161, double* %160, align 8, !dbg !156
  %162 = bitcast %struct.d2* %10 to i8*, !dbg !156
  %163 = bitcast %struct.d2* %33 to i8*, !dbg !156
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %162, i8* align 8 %163, i64 16, i1 false), !dbg !156
  %164 = bitcast %struct.di* %11 to { double, i32 }*, !dbg !157
  %165 = getelementptr inbounds { double, i32 }, { double, i32 }* %164, i32 0, i32 0, !dbg !157
  %166 = load double, double* %165, align 8, !dbg !157
  %167 = getelementptr inbounds { double, i32 }, { double, i32 }* %164, i32 0, i32 1, !dbg !157
  %168 = load i32, i32* %167, align 8, !dbg !157
  %169 = call { double, i32 } @f_di(double %166, i32 %168), !dbg !157
  %170 = bitcast %struct.di* %34 to { double, i32 }*, !dbg !157
  %171 = getelementptr inbounds { double, i32 }, { double, i32 }* %170, i32 0, i32 0, !dbg !157
  %172 = extractvalue { double, i32 } %169, 0, !dbg !157
  store double %172, double* %171, align 8, !dbg !157
  %173 = getelementptr inbounds { double, i32 }, { double, i32 }* %170, i32 0, i32 1, !dbg !157
  %174 = extractvalue { double, i32 } %169, 1, !dbg !157
  store i32 %174, i32* %173, align 8, !dbg !157
  %175 = bitcast %struct.di* %11 to i8*, !dbg !157
  %176 = bitcast %struct.di* %34 to i8*, !dbg !157
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %175, i8* align 8 %176, i64 16, i1 false), !dbg !157
  %177 = bitcast %struct.id* %12 to { i32, double }*, !dbg !158
  %178 = getelementptr inbounds { i32, double }, { i32, double }* %177, i32 0, i32 0, !dbg !158
  %179 = load i32, i32* %178, align 8, !dbg !158
  %180 = getelementptr inbounds { i32, double }, { i32, double }* %177, i32 0, i32 1, !dbg !158
  %181 = load double, double* %180, align 8, !dbg !158
  %182 = call { i32, double } @f_id(i32 %179, double %181), !dbg !158
  %183 = bitcast %struct.id* %35 to { i32, double }*, !dbg !158
  %184 = getelementptr inbounds { i32, double }, { i32, double }* %183, i32 0, i32 0, !dbg !158
  %185 = extractvalue { i32, double } %182, 0, !dbg !158
  store i32 %185, i32* %184, align 8, !dbg !158
  %186 = getelementptr inbounds { i32, double }, { i32, double }* %183, i32 0, i32 1, !dbg !158
  %187 = extractvalue { i32, double } %182, 1, !dbg !158
  store double %187, double* %186, align 8, !dbg !158
  %188 = bitcast %struct.id* %12 to i8*, !dbg !158
  %189 = bitcast %struct.id* %35 to i8*, !dbg !158
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %188, i8* align 8 %189, i64 16, i1 false), !dbg !158
  %190 = bitcast %struct.fi* %13 to i64*, !dbg !159
  %191 = load i64, i64* %190, align 4, !dbg !159
  %192 = call i64 @f_fi(i64 %191), !dbg !159
  %193 = bitcast %struct.fi* %36 to i64*, !dbg !159
  store i64 %192, i64* %193, align 4, !dbg !159
  %194 = bitcast %struct.fi* %13 to i8*, !dbg !159
  %195 = bitcast %struct.fi* %36 to i8*, !dbg !159
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %194, i8* align 4 %195, i64 8, i1 false), !dbg !159
  call void @f_cdc(%struct.cdc* sret(%struct.cdc) align 8 %37, %struct.cdc* noundef byval(%struct.cdc) align 8 %14), !dbg !160
  %196 = bitcast %struct.cdc* %14 to i8*, !dbg !160
  %197 = bitcast %struct.cdc* %37 to i8*, !dbg !160
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %196, i8* align 8 %197, i64 24, i1 false), !dbg !160
  call void @f_big5(%struct.big5* sret(%struct.big5) align 8 %38, %struct.big5* noundef byval(%struct.big5) align 8 %15), !dbg !161
  %198 = bitcast %struct.big5* %15 to i8*, !dbg !161
  %199 = bitcast %struct.big5* %38 to i8*, !dbg !161
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %198, i8* align 8 %199, i64 40, i1 false), !dbg !161
  %200 = bitcast { i64, i32 }* %40 to i8*, !dbg !162
  %201 = bitcast %struct.arr* %16 to i8*, !dbg !162
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %200, i8* align 1 %201, i64 12, i1 false), !dbg !162
  %202 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %40, i32 0, i32 0, !dbg !162
  %203 = load i64, i64* %202, align 1, !dbg !162
  %204 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %40, i32 0, i32 1, !dbg !162
  %205 = load i32, i32* %204, align 1, !dbg !162
  %206 = call { i64, i32 } @f_arr(i64 %203, i32 %205), !dbg !162
  %207 = getelementptr inbounds %struct.arr, %struct.arr* %39, i32 0, i32 0, !dbg !162
  store { i64, i32 } %206, { i64, i32 }* %41, align 8, !dbg !162
  %208 = bitcast [12 x i8]* %207 to i8*, !dbg !162
  %209 = bitcast { i64, i32 }* %41 to i8*, !dbg !162
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %208, i8* align 8 %209, i64 12, i1 false), !dbg !162
  %210 = bitcast %struct.arr* %16 to i8*, !dbg !162
  %211 = bitcast %struct.arr* %39 to i8*, !dbg !162
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %210, i8* align 1 %211, i64 12, i1 false), !dbg !162
  %212 = load i32, i32* %18, align 4, !dbg !163
  %213 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %212), !dbg !164
  %214 = getelementptr inbounds %struct.c3, %struct.c3* %2, i32 0, i32 0, !dbg !165
  %215 = load i8, i8* %214, align 1, !dbg !165
  %216 = sext i8 %215 to i32, !dbg !166
  %217 = getelementptr inbounds %struct.c3, %struct.c3* %2, i32 0, i32 1, !dbg !167
  %218 = load i8, i8* %217, align 1, !dbg !167
  %219 = sext i8 %218 to i32, !dbg !168
  %220 = getelementptr inbounds %struct.c3, %struct.c3* %2, i32 0, i32 2, !dbg !169
  %221 = load i8, i8* %220, align 1, !dbg !169
  %222 = sext i8 %221 to i32, !dbg !170
  %223 = getelementptr inbounds %struct.s2, %struct.s2* %3, i32 0, i32 0, !dbg !171
  %224 = load i16, i16* %223, align 2, !dbg !171
  %225 = sext i16 %224 to i32, !dbg !172
  %226 = getelementptr inbounds %struct.s2, %struct.s2* %3, i32 0, i32 1, !dbg !173
  %227 = load i16, i16* %226, align 2, !dbg !173
  %228 = sext i16 %227 to i32, !dbg !174
  %229 = getelementptr inbounds %struct.i1, %struct.i1* %4, i32 0, i32 0, !dbg !175
  %230 = load i32, i32* %229, align 4, !dbg !175
  %231 = getelementptr inbounds %struct.i3, %struct.i3* %5, i32 0, i32 0, !dbg !176
  %232 = load i32, i32* %231, align 4, !dbg !176
  %233 = getelementptr inbounds %struct.i3, %struct.i3* %5, i32 0, i32 1, !dbg !177
  %234 = load i32, i32* %233, align 4, !dbg !177
  %235 = getelementptr inbounds %struct.i3, %struct.i3* %5, i32 0, i32 2, !dbg !178
  %236 = load i32, i32* %235, align 4, !dbg !178
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.1, i64 0, i64 0), i32 noundef %216, i32 noundef %219, i32 noundef %222, i32 noundef %225, i32 noundef %228, i32 noundef %230, i32 noundef %232, i32 noundef %234, i32 noundef %236), !dbg !179
  %238 = getelementptr inbounds %struct.l2, %struct.l2* %6, i32 0, i32 0, !dbg !180
  %239 = load i64, i64* %238, align 8, !dbg !180
  %240 = getelementptr inbounds %struct.l2, %struct.l2* %6, i32 0, i32 1, !dbg !181
  %241 = load i64, i64* %240, align 8, !dbg !181
  %242 = getelementptr inbounds %struct.f2, %struct.f2* %7, i32 0, i32 0, !dbg !182
  %243 = load float, float* %242, align 4, !dbg !182
  %244 = fpext float %243 to double, !dbg !183
  %245 = getelementptr inbounds %struct.f2, %struct.f2* %7, i32 0, i32 1, !dbg !184
  %246 = load float, float* %245, align 4, !dbg !184
  %247 = fpext float %246 to double, !dbg !185
  %248 = getelementptr inbounds %struct.f3, %struct.f3* %8, i32 0, i32 0, !dbg !186
  %249 = load float, float* %248, align 4, !dbg !186
  %250 = fpext float %249 to double, !dbg !187
  %251 = getelementptr inbounds %struct.f3, %struct.f3* %8, i32 0, i32 1, !dbg !188
  %252 = load float, float* %251, align 4, !dbg !188
  %253 = fpext float %252 to double, !dbg !189
  %254 = getelementptr inbounds %struct.f3, %struct.f3* %8, i32 0, i32 2, !dbg !190
  %255 = load float, float* %254, align 4, !dbg !190
  %256 = fpext float %255 to double, !dbg !191
  %257 = getelementptr inbounds %struct.d1, %struct.d1* %9, i32 0, i32 0, !dbg !192
  %258 = load double, double* %257, align 8, !dbg !192
  %259 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.2, i64 0, i64 0), i64 noundef %239, i64 noundef %241, double noundef %244, double noundef %247, double noundef %250, double noundef %253, double noundef %256, double noundef %258), !dbg !193
  %260 = getelementptr inbounds %struct.d2, %struct.d2* %10, i32 0, i32 0, !dbg !194
  %261 = load double, double* %260, align 8, !dbg !194
  %262 = getelementptr inbounds %struct.d2, %struct.d2* %10, i32 0, i32 1, !dbg !195
  %263 = load double, double* %262, align 8, !dbg !195
  %264 = getelementptr inbounds %struct.di, %struct.di* %11, i32 0, i32 0, !dbg !196
  %265 = load double, double* %264, align 8, !dbg !196
  %266 = getelementptr inbounds %struct.di, %struct.di* %11, i32 0, i32 1, !dbg !197
  %267 = load i32, i32* %266, align 8, !dbg !197
  %268 = getelementptr inbounds %struct.id, %struct.id* %12, i32 0, i32 0, !dbg !198
  %269 = load i32, i32* %268, align 8, !dbg !198
  %270 = getelementptr inbounds %struct.id, %struct.id* %12, i32 0, i32 1, !dbg !199
  %271 = load double, double* %270, align 8, !dbg !199
  %272 = getelementptr inbounds %struct.fi, %struct.fi* %13, i32 0, i32 0, !dbg !200
  %273 = load float, float* %272, align 4, !dbg !200
  %274 = fpext float %273 to double, !dbg !201
  %275 = getelementptr inbounds %struct.fi, %struct.fi* %13, i32 0, i32 1, !dbg !202
  %276 = load i32, i32* %275, align 4, !dbg !202
  %277 = getelementptr inbounds %struct.cdc, %struct.cdc* %14, i32 0, i32 0, !dbg !203
  %278 = load i8, i8* %277, align 8, !dbg !203
  %279 = sext i8 %278 to i32, !dbg !204
  %280 = getelementptr inbounds %struct.cdc, %struct.cdc* %14, i32 0, i32 1, !dbg !205
  %281 = load double, double* %280, align 8, !dbg !205
  %282 = getelementptr inbounds %struct.cdc, %struct.cdc* %14, i32 0, i32 2, !dbg !206
  %283 = load i8, i8* %282, align 8, !dbg !206
  %284 = sext i8 %283 to i32, !dbg !207
  %285 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.3, i64 0, i64 0), double noundef %261, double noundef %263, double noundef %265, i32 noundef %267, i32 noundef %269, double noundef %271, double noundef %274, i32 noundef %276, i32 noundef %279, double noundef %281, i32 noundef %284), !dbg !208
  %286 = getelementptr inbounds %struct.big5, %struct.big5* %15, i32 0, i32 0, !dbg !209
  %287 = load i64, i64* %286, align 8, !dbg !209
  %288 = getelementptr inbounds %struct.big5, %struct.big5* %15, i32 0, i32 1, !dbg !210
  %289 = load i64, i64* %288, align 8, !dbg !210
  %290 = getelementptr inbounds %struct.big5, %struct.big5* %15, i32 0, i32 2, !dbg !211
  %291 = load i64, i64* %290, align 8, !dbg !211
  %292 = getelementptr inbounds %struct.big5, %struct.big5* %15, i32 0, i32 3, !dbg !212
  %293 = load i64, i64* %292, align 8, !dbg !212
  %294 = getelementptr inbounds %struct.big5, %struct.big5* %15, i32 0, i32 4, !dbg !213
  %295 = load i64, i64* %294, align 8, !dbg !213
  %296 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i64 noundef %287, i64 noundef %289, i64 noundef %291, i64 noundef %293, i64 noundef %295), !dbg !214
  call void @llvm.dbg.declare(metadata i32* %42, metadata !215, metadata !DIExpression()), !dbg !217
  store i32 0, i32* %42, align 4, !dbg !217
  br label %297, !dbg !218

297:                                              ; preds = %308, %83
  %298 = load i32, i32* %42, align 4, !dbg !219
  %299 = icmp slt i32 %298, 12, !dbg !221
  br i1 %299, label %300, label %311, !dbg !222

300:                                              ; preds = %297
  %301 = getelementptr inbounds %struct.arr, %struct.arr* %16, i32 0, i32 0, !dbg !223
  %302 = load i32, i32* %42, align 4, !dbg !224
  %303 = sext i32 %302 to i64, !dbg !225
  %304 = getelementptr inbounds [12 x i8], [12 x i8]* %301, i64 0, i64 %303, !dbg !225
  %305 = load i8, i8* %304, align 1, !dbg !225
  %306 = zext i8 %305 to i32, !dbg !225
  %307 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %306), !dbg !226
  br label %308, !dbg !226

308:                                              ; preds = %300
  %309 = load i32, i32* %42, align 4, !dbg !227
  %310 = add nsw i32 %309, 1, !dbg !227
  store i32 %310, i32* %42, align 4, !dbg !227
  br label %297, !dbg !228, !llvm.loop !229

311:                                              ; preds = %297
  %312 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)), !dbg !231
  br label %313, !dbg !232

313:                                              ; preds = %311
  %314 = load i32, i32* %18, align 4, !dbg !233
  %315 = add nsw i32 %314, 1, !dbg !233
  store i32 %315, i32* %18, align 4, !dbg !233
  br label %80, !dbg !234, !llvm.loop !235

316:                                              ; preds = %80
  %317 = bitcast %struct.d2* %10 to { double, double }*, !dbg !237
  %318 = getelementptr inbounds { double, double }, { double, double }* %317, i32 0, i32 0, !dbg !237
  %319 = load double, double* %318, align 8, !dbg !237
  %320 = getelementptr inbounds { double, double }, { double, double }* %317, i32 0, i32 1, !dbg !237
  %321 = load double, double* %320, align 8, !dbg !237
  %322 = bitcast %struct.f2* %7 to <2 x float>*, !dbg !237
  %323 = load <2 x float>, <2 x float>* %322, align 4, !dbg !237
  %324 = bitcast { i64, i32 }* %43 to i8*, !dbg !237
  %325 = bitcast %struct.i3* %5 to i8*, !dbg !237
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %324, i8* align 4 %325, i64 12, i1 false), !dbg !237
  %326 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %43, i32 0, i32 0, !dbg !237
  %327 = load i64, i64* %326, align 4, !dbg !237
  %328 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %43, i32 0, i32 1, !dbg !237
  %329 = load i32, i32* %328, align 4, !dbg !237
  %330 = bitcast i24* %44 to i8*, !dbg !237
  %331 = bitcast %struct.c3* %2 to i8*, !dbg !237
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %330, i8* align 1 %331, i64 3, i1 false), !dbg !237
  %332 = load i24, i24* %44, align 4, !dbg !237
  %333 = bitcast %struct.di* %11 to { double, i32 }*, !dbg !237
  %334 = getelementptr inbounds { double, i32 }, { double, i32 }* %333, i32 0, i32 0, !dbg !237
  %335 = load double, double* %334, align 8, !dbg !237
  %336 = getelementptr inbounds { double, i32 }, { double, i32 }* %333, i32 0, i32 1, !dbg !237
  %337 = load i32, i32* %336, align 8, !dbg !237
  %338 = call double @many(i32 noundef 1, double %319, double %321, i64 noundef 3, <2 x float> %323, i64 %327, i32 %329, double noundef 5.000000e-01, i24 %332, %struct.big5* noundef byval(%struct.big5) align 8 %15, float noundef 2.500000e+00, double %335, i32 %337, i8 noundef signext 107), !dbg !237
  %339 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef %338), !dbg !238
  ret i32 0, !dbg !239
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @f_c3(i24 %0) #4 !dbg !240 {
  %2 = alloca %struct.c3, align 1
  %3 = alloca %struct.c3, align 1
  %4 = alloca i24, align 4
  %5 = alloca i24, align 4
  store i24 %0, i24* %4, align 4
  %6 = bitcast %struct.c3* %3 to i8*
  %7 = bitcast i24* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %6, i8* align 4 %7, i64 3, i1 false)
  call void @llvm.dbg.declare(metadata %struct.c3* %3, metadata !243, metadata !DIExpression()), !dbg !244
  %8 = getelementptr inbounds %struct.c3, %struct.c3* %3, i32 0, i32 0, !dbg !245
  %9 = load i8, i8* %8, align 1, !dbg !246
  %10 = add i8 %9, 1, !dbg !246
  store i8 %10, i8* %8, align 1, !dbg !246
  %11 = getelementptr inbounds %struct.c3, %struct.c3* %3, i32 0, i32 1, !dbg !247
  %12 = load i8, i8* %11, align 1, !dbg !247
  %13 = sext i8 %12 to i32, !dbg !248
  %14 = mul nsw i32 %13, 2, !dbg !249
  %15 = trunc i32 %14 to i8, !dbg !250
  %16 = getelementptr inbounds %struct.c3, %struct.c3* %3, i32 0, i32 1, !dbg !251
  store i8 %15, i8* %16, align 1, !dbg !252
  %17 = getelementptr inbounds %struct.c3, %struct.c3* %3, i32 0, i32 0, !dbg !253
  %18 = load i8, i8* %17, align 1, !dbg !253
  %19 = sext i8 %18 to i32, !dbg !254
  %20 = getelementptr inbounds %struct.c3, %struct.c3* %3, i32 0, i32 2, !dbg !255
  %21 = load i8, i8* %20, align 1, !dbg !255
  %22 = sext i8 %21 to i32, !dbg !256
  %23 = add nsw i32 %19, %22, !dbg !257
  %24 = trunc i32 %23 to i8, !dbg !258
  %25 = getelementptr inbounds %struct.c3, %struct.c3* %3, i32 0, i32 2, !dbg !259
  store i8 %24, i8* %25, align 1, !dbg !260
  %26 = bitcast %struct.c3* %2 to i8*, !dbg !261
  %27 = bitcast %struct.c3* %3 to i8*, !dbg !261
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %26, i8* align 1 %27, i64 3, i1 false), !dbg !261
  %28 = bitcast i24* %5 to i8*, !dbg !262
  %29 = bitcast %struct.c3* %2 to i8*, !dbg !262
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %28, i8* align 1 %29, i64 3, i1 false), !dbg !262
  %30 = load i24, i24* %5, align 4, !dbg !262
  ret i24 %30, !dbg !262
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_s2(i32 %0) #4 !dbg !263 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca %struct.s2, align 2
  %4 = bitcast %struct.s2* %3 to i32*
  store i32 %0, i32* %4, align 2
  call void @llvm.dbg.declare(metadata %struct.s2* %3, metadata !266, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.declare(metadata %struct.s2* %2, metadata !268, metadata !DIExpression()), !dbg !269
  %5 = getelementptr inbounds %struct.s2, %struct.s2* %2, i32 0, i32 0, !dbg !270
  %6 = getelementptr inbounds %struct.s2, %struct.s2* %3, i32 0, i32 1, !dbg !271
  %7 = load i16, i16* %6, align 2, !dbg !271
  %8 = sext i16 %7 to i32, !dbg !272
  %9 = sub nsw i32 %8, 1, !dbg !273
  %10 = trunc i32 %9 to i16, !dbg !274
  store i16 %10, i16* %5, align 2, !dbg !270
  %11 = getelementptr inbounds %struct.s2, %struct.s2* %2, i32 0, i32 1, !dbg !270
  %12 = getelementptr inbounds %struct.s2, %struct.s2* %3, i32 0, i32 0, !dbg !275
  %13 = load i16, i16* %12, align 2, !dbg !275
  %14 = sext i16 %13 to i32, !dbg !276
  %15 = add nsw i32 %14, 1000, !dbg !277
  %16 = trunc i32 %15 to i16, !dbg !278
  store i16 %16, i16* %11, align 2, !dbg !270
  %17 = bitcast %struct.s2* %2 to i32*, !dbg !279
  %18 = load i32, i32* %17, align 2, !dbg !279
  ret i32 %18, !dbg !279
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_i1(i32 %0) #4 !dbg !280 {
  %2 = alloca %struct.i1, align 4
  %3 = alloca %struct.i1, align 4
  %4 = getelementptr inbounds %struct.i1, %struct.i1* %3, i32 0, i32 0
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.i1* %3, metadata !283, metadata !DIExpression()), !dbg !284
  %5 = getelementptr inbounds %struct.i1, %struct.i1* %3, i32 0, i32 0, !dbg !285
  %6 = load i32, i32* %5, align 4, !dbg !285
  %7 = mul nsw i32 %6, 7, !dbg !286
  %8 = add nsw i32 %7, 1, !dbg !287
  %9 = getelementptr inbounds %struct.i1, %struct.i1* %3, i32 0, i32 0, !dbg !288
  store i32 %8, i32* %9, align 4, !dbg !289
  %10 = bitcast %struct.i1* %2 to i8*, !dbg !290
  %11 = bitcast %struct.i1* %3 to i8*, !dbg !290
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %10, i8* align 4 %11, i64 4, i1 false), !dbg !290
  %12 = getelementptr inbounds %struct.i1, %struct.i1* %2, i32 0, i32 0, !dbg !291
  %13 = load i32, i32* %12, align 4, !dbg !291
  ret i32 %13, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @f_i3(i64 %0, i32 %1) #4 !dbg !292 {
  %3 = alloca %struct.i3, align 4
  %4 = alloca %struct.i3, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 8
  %7 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 0
  store i64 %0, i64* %7, align 4
  %8 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 1
  store i32 %1, i32* %8, align 4
  %9 = bitcast %struct.i3* %4 to i8*
  %10 = bitcast { i64, i32 }* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %9, i8* align 4 %10, i64 12, i1 false)
  call void @llvm.dbg.declare(metadata %struct.i3* %4, metadata !295, metadata !DIExpression()), !dbg !296
  call void @llvm.dbg.declare(metadata %struct.i3* %3, metadata !297, metadata !DIExpression()), !dbg !298
  %11 = getelementptr inbounds %struct.i3, %struct.i3* %3, i32 0, i32 0, !dbg !299
  %12 = getelementptr inbounds %struct.i3, %struct.i3* %4, i32 0, i32 2, !dbg !300
  %13 = load i32, i32* %12, align 4, !dbg !300
  store i32 %13, i32* %11, align 4, !dbg !299
  %14 = getelementptr inbounds %struct.i3, %struct.i3* %3, i32 0, i32 1, !dbg !299
  %15 = getelementptr inbounds %struct.i3, %struct.i3* %4, i32 0, i32 0, !dbg !301
  %16 = load i32, i32* %15, align 4, !dbg !301
  %17 = getelementptr inbounds %struct.i3, %struct.i3* %4, i32 0, i32 1, !dbg !302
  %18 = load i32, i32* %17, align 4, !dbg !302
  %19 = add nsw i32 %16, %18, !dbg !303
  store i32 %19, i32* %14, align 4, !dbg !299
  %20 = getelementptr inbounds %struct.i3, %struct.i3* %3, i32 0, i32 2, !dbg !299
  %21 = getelementptr inbounds %struct.i3, %struct.i3* %4, i32 0, i32 0, !dbg !304
  %22 = load i32, i32* %21, align 4, !dbg !304
  %23 = getelementptr inbounds %struct.i3, %struct.i3* %4, i32 0, i32 2, !dbg !305
  %24 = load i32, i32* %23, align 4, !dbg !305
  %25 = sub nsw i32 %22, %24, !dbg !306
  store i32 %25, i32* %20, align 4, !dbg !299
  %26 = bitcast { i64, i32 }* %6 to i8*, !dbg !307
  %27 = bitcast %struct.i3* %3 to i8*, !dbg !307
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %26, i8* align 4 %27, i64 12, i1 false), !dbg !307
  %28 = load { i64, i32 }, { i64, i32 }* %6, align 8, !dbg !307
  ret { i64, i32 } %28, !dbg !307
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @f_l2(i64 %0, i64 %1) #4 !dbg !308 {
  %3 = alloca %struct.l2, align 8
  %4 = alloca %struct.l2, align 8
  %5 = bitcast %struct.l2* %4 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 8
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.l2* %4, metadata !311, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.declare(metadata %struct.l2* %3, metadata !313, metadata !DIExpression()), !dbg !314
  %8 = getelementptr inbounds %struct.l2, %struct.l2* %3, i32 0, i32 0, !dbg !315
  %9 = getelementptr inbounds %struct.l2, %struct.l2* %4, i32 0, i32 0, !dbg !316
  %10 = load i64, i64* %9, align 8, !dbg !316
  %11 = srem i64 %10, 100000, !dbg !317
  %12 = getelementptr inbounds %struct.l2, %struct.l2* %4, i32 0, i32 1, !dbg !318
  %13 = load i64, i64* %12, align 8, !dbg !318
  %14 = srem i64 %13, 1000, !dbg !319
  %15 = mul nsw i64 %11, %14, !dbg !320
  store i64 %15, i64* %8, align 8, !dbg !315
  %16 = getelementptr inbounds %struct.l2, %struct.l2* %3, i32 0, i32 1, !dbg !315
  %17 = getelementptr inbounds %struct.l2, %struct.l2* %4, i32 0, i32 0, !dbg !321
  %18 = load i64, i64* %17, align 8, !dbg !321
  %19 = getelementptr inbounds %struct.l2, %struct.l2* %4, i32 0, i32 1, !dbg !322
  %20 = load i64, i64* %19, align 8, !dbg !322
  %21 = sub nsw i64 %18, %20, !dbg !323
  store i64 %21, i64* %16, align 8, !dbg !315
  %22 = bitcast %struct.l2* %3 to { i64, i64 }*, !dbg !324
  %23 = load { i64, i64 }, { i64, i64 }* %22, align 8, !dbg !324
  ret { i64, i64 } %23, !dbg !324
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f_f2(<2 x float> %0) #0 !dbg !325 {
  %2 = alloca %struct.f2, align 4
  %3 = alloca %struct.f2, align 4
  %4 = bitcast %struct.f2* %3 to <2 x float>*
  store <2 x float> %0, <2 x float>* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.f2* %3, metadata !328, metadata !DIExpression()), !dbg !329
  call void @llvm.dbg.declare(metadata %struct.f2* %2, metadata !330, metadata !DIExpression()), !dbg !331
  %5 = getelementptr inbounds %struct.f2, %struct.f2* %2, i32 0, i32 0, !dbg !332
  %6 = getelementptr inbounds %struct.f2, %struct.f2* %3, i32 0, i32 0, !dbg !333
  %7 = load float, float* %6, align 4, !dbg !333
  %8 = getelementptr inbounds %struct.f2, %struct.f2* %3, i32 0, i32 1, !dbg !334
  %9 = load float, float* %8, align 4, !dbg !334
  %10 = fmul float %7, %9, !dbg !335
  store float %10, float* %5, align 4, !dbg !332
  %11 = getelementptr inbounds %struct.f2, %struct.f2* %2, i32 0, i32 1, !dbg !332
  %12 = getelementptr inbounds %struct.f2, %struct.f2* %3, i32 0, i32 0, !dbg !336
  %13 = load float, float* %12, align 4, !dbg !336
  %14 = getelementptr inbounds %struct.f2, %struct.f2* %3, i32 0, i32 1, !dbg !337
  %15 = load float, float* %14, align 4, !dbg !337
  %16 = fsub float %13, %15, !dbg !338
  store float %16, float* %11, align 4, !dbg !332
  %17 = bitcast %struct.f2* %2 to <2 x float>*, !dbg !339
  %18 = load <2 x float>, <2 x float>* %17, align 4, !dbg !339
  ret <2 x float> %18, !dbg !339
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f_f3(<2 x float> %0, float %1) #0 !dbg !340 {
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %5, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %5, i32 0, i32 1
  store float %1, float* %8, align 4
  %9 = bitcast %struct.f3* %4 to i8*
  %10 = bitcast { <2 x float>, float }* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %9, i8* align 4 %10, i64 12, i1 false)
  call void @llvm.dbg.declare(metadata %struct.f3* %4, metadata !343, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.declare(metadata %struct.f3* %3, metadata !345, metadata !DIExpression()), !dbg !346
  %11 = getelementptr inbounds %struct.f3, %struct.f3* %3, i32 0, i32 0, !dbg !347
  %12 = getelementptr inbounds %struct.f3, %struct.f3* %4, i32 0, i32 2, !dbg !348
  %13 = load float, float* %12, align 4, !dbg !348
  store float %13, float* %11, align 4, !dbg !347
  %14 = getelementptr inbounds %struct.f3, %struct.f3* %3, i32 0, i32 1, !dbg !347
  %15 = getelementptr inbounds %struct.f3, %struct.f3* %4, i32 0, i32 0, !dbg !349
  %16 = load float, float* %15, align 4, !dbg !349
  %17 = fmul float %16, 2.000000e+00, !dbg !350
  store float %17, float* %14, align 4, !dbg !347
  %18 = getelementptr inbounds %struct.f3, %struct.f3* %3, i32 0, i32 2, !dbg !347
  %19 = getelementptr inbounds %struct.f3, %struct.f3* %4, i32 0, i32 1, !dbg !351
  %20 = load float, float* %19, align 4, !dbg !351
  %21 = getelementptr inbounds %struct.f3, %struct.f3* %4, i32 0, i32 2, !dbg !352
  %22 = load float, float* %21, align 4, !dbg !352
  %23 = fadd float %20, %22, !dbg !353
  store float %23, float* %18, align 4, !dbg !347
  %24 = bitcast { <2 x float>, float }* %6 to i8*, !dbg !354
  %25 = bitcast %struct.f3* %3 to i8*, !dbg !354
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %24, i8* align 4 %25, i64 12, i1 false), !dbg !354
  %26 = load { <2 x float>, float }, { <2 x float>, float }* %6, align 8, !dbg !354
  ret { <2 x float>, float } %26, !dbg !354
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_d1(double %0) #4 !dbg !355 {
  %2 = alloca %struct.d1, align 8
  %3 = alloca %struct.d1, align 8
  %4 = getelementptr inbounds %struct.d1, %struct.d1* %3, i32 0, i32 0
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata %struct.d1* %3, metadata !358, metadata !DIExpression()), !dbg !359
  %5 = getelementptr inbounds %struct.d1, %struct.d1* %3, i32 0, i32 0, !dbg !360
  %6 = load double, double* %5, align 8, !dbg !361
  %7 = fdiv double %6, 8.000000e+00, !dbg !361
  store double %7, double* %5, align 8, !dbg !361
  %8 = bitcast %struct.d1* %2 to i8*, !dbg !362
  %9 = bitcast %struct.d1* %3 to i8*, !dbg !362
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 %9, i64 8, i1 false), !dbg !362
  %10 = getelementptr inbounds %struct.d1, %struct.d1* %2, i32 0, i32 0, !dbg !363
  %11 = load double, double* %10, align 8, !dbg !363
  ret double %11, !dbg !363
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @f_d2(double %0, double %1) #4 !dbg !364 {
  %3 = alloca %struct.d2, align 8
  %4 = alloca %struct.d2, align 8
  %5 = bitcast %struct.d2* %4 to { double, double }*
  %6 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  store double %0, double* %6, align 8
  %7 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %1, double* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.d2* %4, metadata !367, metadata !DIExpression()), !dbg !368
  call void @llvm.dbg.declare(metadata %struct.d2* %3, metadata !369, metadata !DIExpression()), !dbg !370
  %8 = getelementptr inbounds %struct.d2, %struct.d2* %3, i32 0, i32 0, !dbg !371
  %9 = getelementptr inbounds %struct.d2, %struct.d2* %4, i32 0, i32 1, !dbg !372
  %10 = load double, double* %9, align 8, !dbg !372
  store double %10, double* %8, align 8, !dbg !371
  %11 = getelementptr inbounds %struct.d2, %struct.d2* %3, i32 0, i32 1, !dbg !371
  %12 = getelementptr inbounds %struct.d2, %struct.d2* %4, i32 0, i32 0, !dbg !373
  %13 = load double, double* %12, align 8, !dbg !373
  %14 = fmul double %13, 3.000000e+00, !dbg !374
  store double %14, double* %11, align 8, !dbg !371
  %15 = bitcast %struct.d2* %3 to { double, double }*, !dbg !375
  %16 = load { double, double }, { double, double }* %15, align 8, !dbg !375
  ret { double, double } %16, !dbg !375
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i32 } @f_di(double %0, i32 %1) #4 !dbg !376 {
  %3 = alloca %struct.di, align 8
  %4 = alloca %struct.di, align 8
  %5 = bitcast %struct.di* %4 to { double, i32 }*
  %6 = getelementptr inbounds { double, i32 }, { double, i32 }* %5, i32 0, i32 0
  store double %0, double* %6, align 8
  %7 = getelementptr inbounds { double, i32 }, { double, i32 }* %5, i32 0, i32 1
  store i32 %1, i32* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.di* %4, metadata !379, metadata !DIExpression()), !dbg !380
  call void @llvm.dbg.declare(metadata %struct.di* %3, metadata !381, metadata !DIExpression()), !dbg !382
  %8 = getelementptr inbounds %struct.di, %struct.di* %3, i32 0, i32 0, !dbg !383
  %9 = getelementptr inbounds %struct.di, %struct.di* %4, i32 0, i32 0, !dbg !384
  %10 = load double, double* %9, align 8, !dbg !384
  %11 = getelementptr inbounds %struct.di, %struct.di* %4, i32 0, i32 1, !dbg !385
  %12 = load i32, i32* %11, align 8, !dbg !385
  %13 = sitofp i32 %12 to double, !dbg !386
  %14 = fadd double %10, %13, !dbg !387
  store double %14, double* %8, align 8, !dbg !383
  %15 = getelementptr inbounds %struct.di, %struct.di* %3, i32 0, i32 1, !dbg !383
  %16 = getelementptr inbounds %struct.di, %struct.di* %4, i32 0, i32 0, !dbg !388
  %17 = load double, double* %16, align 8, !dbg !388
  %18 = fptosi double %17 to i32, !dbg !389
  store i32 %18, i32* %15, align 8, !dbg !383
  %19 = bitcast %struct.di* %3 to { double, i32 }*, !dbg !390
  %20 = load { double, i32 }, { double, i32 }* %19, align 8, !dbg !390
  ret { double, i32 } %20, !dbg !390
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @f_id(i32 %0, double %1) #4 !dbg !391 {
  %3 = alloca %struct.id, align 8
  %4 = alloca %struct.id, align 8
  %5 = bitcast %struct.id* %4 to { i32, double }*
  %6 = getelementptr inbounds { i32, double }, { i32, double }* %5, i32 0, i32 0
  store i32 %0, i32* %6, align 8
  %7 = getelementptr inbounds { i32, double }, { i32, double }* %5, i32 0, i32 1
  store double %1, double* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.id* %4, metadata !394, metadata !DIExpression()), !dbg !395
  call void @llvm.dbg.declare(metadata %struct.id* %3, metadata !396, metadata !DIExpression()), !dbg !397
  %8 = getelementptr inbounds %struct.id, %struct.id* %3, i32 0, i32 0, !dbg !398
  %9 = getelementptr inbounds %struct.id, %struct.id* %4, i32 0, i32 0, !dbg !399
  %10 = load i32, i32* %9, align 8, !dbg !399
  %11 = mul nsw i32 %10, 2, !dbg !400
  store i32 %11, i32* %8, align 8, !dbg !398
  %12 = getelementptr inbounds %struct.id, %struct.id* %3, i32 0, i32 1, !dbg !398
  %13 = getelementptr inbounds %struct.id, %struct.id* %4, i32 0, i32 1, !dbg !401
  %14 = load double, double* %13, align 8, !dbg !401
  %15 = getelementptr inbounds %struct.id, %struct.id* %4, i32 0, i32 0, !dbg !402
  %16 = load i32, i32* %15, align 8, !dbg !402
  %17 = sitofp i32 %16 to double, !dbg !403
  %18 = fsub double %14, %17, !dbg !404
  store double %18, double* %12, align 8, !dbg !398
  %19 = bitcast %struct.id* %3 to { i32, double }*, !dbg !405
  %20 = load { i32, double }, { i32, double }* %19, align 8, !dbg !405
  ret { i32, double } %20, !dbg !405
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_fi(i64 %0) #4 !dbg !406 {
  %2 = alloca %struct.fi, align 4
  %3 = alloca %struct.fi, align 4
  %4 = bitcast %struct.fi* %3 to i64*
  store i64 %0, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.fi* %3, metadata !409, metadata !DIExpression()), !dbg !410
  call void @llvm.dbg.declare(metadata %struct.fi* %2, metadata !411, metadata !DIExpression()), !dbg !412
  %5 = getelementptr inbounds %struct.fi, %struct.fi* %2, i32 0, i32 0, !dbg !413
  %6 = getelementptr inbounds %struct.fi, %struct.fi* %3, i32 0, i32 0, !dbg !414
  %7 = load float, float* %6, align 4, !dbg !414
  %8 = fadd float %7, 2.500000e-01, !dbg !415
  store float %8, float* %5, align 4, !dbg !413
  %9 = getelementptr inbounds %struct.fi, %struct.fi* %2, i32 0, i32 1, !dbg !413
  %10 = getelementptr inbounds %struct.fi, %struct.fi* %3, i32 0, i32 1, !dbg !416
  %11 = load i32, i32* %10, align 4, !dbg !416
  %12 = xor i32 %11, 85, !dbg !417
  store i32 %12, i32* %9, align 4, !dbg !413
  %13 = bitcast %struct.fi* %2 to i64*, !dbg !418
  %14 = load i64, i64* %13, align 4, !dbg !418
  ret i64 %14, !dbg !418
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_cdc(%struct.cdc* noalias sret(%struct.cdc) align 8 %0, %struct.cdc* noundef byval(%struct.cdc) align 8 %1) #4 !dbg !419 {
  call void @llvm.dbg.declare(metadata %struct.cdc* %1, metadata !422, metadata !DIExpression()), !dbg !423
  call void @llvm.dbg.declare(metadata %struct.cdc* %0, metadata !424, metadata !DIExpression()), !dbg !425
  %3 = getelementptr inbounds %struct.cdc, %struct.cdc* %0, i32 0, i32 0, !dbg !426
  %4 = getelementptr inbounds %struct.cdc, %struct.cdc* %1, i32 0, i32 2, !dbg !427
  %5 = load i8, i8* %4, align 8, !dbg !427
  store i8 %5, i8* %3, align 8, !dbg !426
  %6 = getelementptr inbounds %struct.cdc, %struct.cdc* %0, i32 0, i32 1, !dbg !426
  %7 = getelementptr inbounds %struct.cdc, %struct.cdc* %1, i32 0, i32 1, !dbg !428
  %8 = load double, double* %7, align 8, !dbg !428
  %9 = fmul double %8, -1.000000e+00, !dbg !429
  store double %9, double* %6, align 8, !dbg !426
  %10 = getelementptr inbounds %struct.cdc, %struct.cdc* %0, i32 0, i32 2, !dbg !426
  %11 = getelementptr inbounds %struct.cdc, %struct.cdc* %1, i32 0, i32 0, !dbg !430
  %12 = load i8, i8* %11, align 8, !dbg !430
  store i8 %12, i8* %10, align 8, !dbg !426
  ret void, !dbg !431
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_big5(%struct.big5* noalias sret(%struct.big5) align 8 %0, %struct.big5* noundef byval(%struct.big5) align 8 %1) #4 !dbg !432 {
  call void @llvm.dbg.declare(metadata %struct.big5* %1, metadata !435, metadata !DIExpression()), !dbg !436
  call void @llvm.dbg.declare(metadata %struct.big5* %0, metadata !437, metadata !DIExpression()), !dbg !438
  %3 = getelementptr inbounds %struct.big5, %struct.big5* %0, i32 0, i32 0, !dbg !439
  %4 = getelementptr inbounds %struct.big5, %struct.big5* %1, i32 0, i32 4, !dbg !440
  %5 = load i64, i64* %4, align 8, !dbg !440
  store i64 %5, i64* %3, align 8, !dbg !439
  %6 = getelementptr inbounds %struct.big5, %struct.big5* %0, i32 0, i32 1, !dbg !439
  %7 = getelementptr inbounds %struct.big5, %struct.big5* %1, i32 0, i32 3, !dbg !441
  %8 = load i64, i64* %7, align 8, !dbg !441
  %9 = add nsw i64 %8, 1, !dbg !442
  store i64 %9, i64* %6, align 8, !dbg !439
  %10 = getelementptr inbounds %struct.big5, %struct.big5* %0, i32 0, i32 2, !dbg !439
  %11 = getelementptr inbounds %struct.big5, %struct.big5* %1, i32 0, i32 2, !dbg !443
  %12 = load i64, i64* %11, align 8, !dbg !443
  %13 = mul nsw i64 %12, 2, !dbg !444
  store i64 %13, i64* %10, align 8, !dbg !439
  %14 = getelementptr inbounds %struct.big5, %struct.big5* %0, i32 0, i32 3, !dbg !439
  %15 = getelementptr inbounds %struct.big5, %struct.big5* %1, i32 0, i32 1, !dbg !445
  %16 = load i64, i64* %15, align 8, !dbg !445
  %17 = sub nsw i64 %16, 3, !dbg !446
  store i64 %17, i64* %14, align 8, !dbg !439
  %18 = getelementptr inbounds %struct.big5, %struct.big5* %0, i32 0, i32 4, !dbg !439
  %19 = getelementptr inbounds %struct.big5, %struct.big5* %1, i32 0, i32 0, !dbg !447
  %20 = load i64, i64* %19, align 8, !dbg !447
  %21 = xor i64 %20, 255, !dbg !448
  store i64 %21, i64* %18, align 8, !dbg !439
  ret void, !dbg !449
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @f_arr(i64 %0, i32 %1) #4 !dbg !450 {
  %3 = alloca %struct.arr, align 1
  %4 = alloca %struct.arr, align 1
  %5 = alloca { i64, i32 }, align 1
  %6 = alloca i32, align 4
  %7 = alloca { i64, i32 }, align 8
  %8 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 0
  store i64 %0, i64* %8, align 1
  %9 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 1
  store i32 %1, i32* %9, align 1
  %10 = bitcast %struct.arr* %4 to i8*
  %11 = bitcast { i64, i32 }* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %10, i8* align 1 %11, i64 12, i1 false)
  call void @llvm.dbg.declare(metadata %struct.arr* %4, metadata !453, metadata !DIExpression()), !dbg !454
  call void @llvm.dbg.declare(metadata %struct.arr* %3, metadata !455, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.declare(metadata i32* %6, metadata !457, metadata !DIExpression()), !dbg !459
  store i32 0, i32* %6, align 4, !dbg !459
  br label %12, !dbg !460

12:                                               ; preds = %30, %2
  %13 = load i32, i32* %6, align 4, !dbg !461
  %14 = icmp slt i32 %13, 12, !dbg !463
  br i1 %14, label %15, label %33, !dbg !464

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.arr, %struct.arr* %4, i32 0, i32 0, !dbg !465
  %17 = load i32, i32* %6, align 4, !dbg !466
  %18 = sub nsw i32 11, %17, !dbg !467
  %19 = sext i32 %18 to i64, !dbg !468
  %20 = getelementptr inbounds [12 x i8], [12 x i8]* %16, i64 0, i64 %19, !dbg !468
  %21 = load i8, i8* %20, align 1, !dbg !468
  %22 = zext i8 %21 to i32, !dbg !468
  %23 = load i32, i32* %6, align 4, !dbg !469
  %24 = add nsw i32 %22, %23, !dbg !470
  %25 = trunc i32 %24 to i8, !dbg !471
  %26 = getelementptr inbounds %struct.arr, %struct.arr* %3, i32 0, i32 0, !dbg !472
  %27 = load i32, i32* %6, align 4, !dbg !473
  %28 = sext i32 %27 to i64, !dbg !474
  %29 = getelementptr inbounds [12 x i8], [12 x i8]* %26, i64 0, i64 %28, !dbg !474
  store i8 %25, i8* %29, align 1, !dbg !475
  br label %30, !dbg !474

30:                                               ; preds = %15
  %31 = load i32, i32* %6, align 4, !dbg !476
  %32 = add nsw i32 %31, 1, !dbg !476
  store i32 %32, i32* %6, align 4, !dbg !476
  br label %12, !dbg !477, !llvm.loop !478

33:                                               ; preds = %12
  %34 = getelementptr inbounds %struct.arr, %struct.arr* %3, i32 0, i32 0, !dbg !480
  %35 = bitcast { i64, i32 }* %7 to i8*, !dbg !480
  %36 = bitcast [12 x i8]* %34 to i8*, !dbg !480
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %35, i8* align 1 %36, i64 12, i1 false), !dbg !480
  %37 = load { i64, i32 }, { i64, i32 }* %7, align 8, !dbg !480
  ret { i64, i32 } %37, !dbg !480
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 noundef %0, double %1, double %2, i64 noundef %3, <2 x float> %4, i64 %5, i32 %6, double noundef %7, i24 %8, %struct.big5* noundef byval(%struct.big5) align 8 %9, float noundef %10, double %11, i32 %12, i8 noundef signext %13) #0 !dbg !481 {
  %15 = alloca %struct.d2, align 8
  %16 = alloca %struct.f2, align 4
  %17 = alloca %struct.i3, align 4
  %18 = alloca { i64, i32 }, align 4
  %19 = alloca %struct.c3, align 1
  %20 = alloca i24, align 4
  %21 = alloca %struct.di, align 8
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca double, align 8
  %25 = alloca float, align 4
  %26 = alloca i8, align 1
  %27 = bitcast %struct.d2* %15 to { double, double }*
  %28 = getelementptr inbounds { double, double }, { double, double }* %27, i32 0, i32 0
  store double %1, double* %28, align 8
  %29 = getelementptr inbounds { double, double }, { double, double }* %27, i32 0, i32 1
  store double %2, double* %29, align 8
  %30 = bitcast %struct.f2* %16 to <2 x float>*
  store <2 x float> %4, <2 x float>* %30, align 4
  %31 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %18, i32 0, i32 0
  store i64 %5, i64* %31, align 4
  %32 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %18, i32 0, i32 1
  store i32 %6, i32* %32, align 4
  %33 = bitcast %struct.i3* %17 to i8*
  %34 = bitcast { i64, i32 }* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %33, i8* align 4 %34, i64 12, i1 false)
  store i24 %8, i24* %20, align 4
  %35 = bitcast %struct.c3* %19 to i8*
  %36 = bitcast i24* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %35, i8* align 4 %36, i64 3, i1 false)
  %37 = bitcast %struct.di* %21 to { double, i32 }*
  %38 = getelementptr inbounds { double, i32 }, { double, i32 }* %37, i32 0, i32 0
  store double %11, double* %38, align 8
  %39 = getelementptr inbounds { double, i32 }, { double, i32 }* %37, i32 0, i32 1
  store i32 %12, i32* %39, align 8
  store i32 %0, i32* %22, align 4
  call void @llvm.dbg.declare(metadata i32* %22, metadata !484, metadata !DIExpression()), !dbg !485
  call void @llvm.dbg.declare(metadata %struct.d2* %15, metadata !486, metadata !DIExpression()), !dbg !487
  store i64 %3, i64* %23, align 8
  call void @llvm.dbg.declare(metadata i64* %23, metadata !488, metadata !DIExpression()), !dbg !489
  call void @llvm.dbg.declare(metadata %struct.f2* %16, metadata !490, metadata !DIExpression()), !dbg !491
  call void @llvm.dbg.declare(metadata %struct.i3* %17, metadata !492, metadata !DIExpression()), !dbg !493
  store double %7, double* %24, align 8
  call void @llvm.dbg.declare(metadata double* %24, metadata !494, metadata !DIExpression()), !dbg !495
  call void @llvm.dbg.declare(metadata %struct.c3* %19, metadata !496, metadata !DIExpression()), !dbg !497
  call void @llvm.dbg.declare(metadata %struct.big5* %9, metadata !498, metadata !DIExpression()), !dbg !499
  store float %10, float* %25, align 4
  call void @llvm.dbg.declare(metadata float* %25, metadata !500, metadata !DIExpression()), !dbg !501
  call void @llvm.dbg.declare(metadata %struct.di* %21, metadata !502, metadata !DIExpression()), !dbg !503
  store i8 %13, i8* %26, align 1
  call void @llvm.dbg.declare(metadata i8* %26, metadata !504, metadata !DIExpression()), !dbg !505
  %40 = load i32, i32* %22, align 4, !dbg !506
  %41 = sitofp i32 %40 to double, !dbg !506
  %42 = getelementptr inbounds %struct.d2, %struct.d2* %15, i32 0, i32 0, !dbg !507
  %43 = load double, double* %42, align 8, !dbg !507
  %44 = fadd double %41, %43, !dbg !508
  %45 = getelementptr inbounds %struct.d2, %struct.d2* %15, i32 0, i32 1, !dbg !509
  %46 = load double, double* %45, align 8, !dbg !509
  %47 = fadd double %44, %46, !dbg !510
  %48 = load i64, i64* %23, align 8, !dbg !511
  %49 = sitofp i64 %48 to double, !dbg !511
  %50 = fadd double %47, %49, !dbg !512
  %51 = getelementptr inbounds %struct.f2, %struct.f2* %16, i32 0, i32 0, !dbg !513
  %52 = load float, float* %51, align 4, !dbg !513
  %53 = fpext float %52 to double, !dbg !514
  %54 = fadd double %50, %53, !dbg !515
  %55 = getelementptr inbounds %struct.f2, %struct.f2* %16, i32 0, i32 1, !dbg !516
  %56 = load float, float* %55, align 4, !dbg !516
  %57 = fpext float %56 to double, !dbg !517
  %58 = fadd double %54, %57, !dbg !518
  %59 = getelementptr inbounds %struct.i3, %struct.i3* %17, i32 0, i32 0, !dbg !519
  %60 = load i32, i32* %59, align 4, !dbg !519
  %61 = sitofp i32 %60 to double, !dbg !520
  %62 = fadd double %58, %61, !dbg !521
  %63 = getelementptr inbounds %struct.i3, %struct.i3* %17, i32 0, i32 1, !dbg !522
  %64 = load i32, i32* %63, align 4, !dbg !522
  %65 = sitofp i32 %64 to double, !dbg !523
  %66 = fadd double %62, %65, !dbg !524
  %67 = getelementptr inbounds %struct.i3, %struct.i3* %17, i32 0, i32 2, !dbg !525
  %68 = load i32, i32* %67, align 4, !dbg !525
  %69 = sitofp i32 %68 to double, !dbg !526
  %70 = fadd double %66, %69, !dbg !527
  %71 = load double, double* %24, align 8, !dbg !528
  %72 = fadd double %70, %71, !dbg !529
  %73 = getelementptr inbounds %struct.c3, %struct.c3* %19, i32 0, i32 0, !dbg !530
  %74 = load i8, i8* %73, align 1, !dbg !530
  %75 = sext i8 %74 to i32, !dbg !531
  %76 = sitofp i32 %75 to double, !dbg !531
  %77 = fadd double %72, %76, !dbg !532
  %78 = getelementptr inbounds %struct.c3, %struct.c3* %19, i32 0, i32 1, !dbg !533
  %79 = load i8, i8* %78, align 1, !dbg !533
  %80 = sext i8 %79 to i32, !dbg !534
  %81 = sitofp i32 %80 to double, !dbg !534
  %82 = fadd double %77, %81, !dbg !535
  %83 = getelementptr inbounds %struct.c3, %struct.c3* %19, i32 0, i32 2, !dbg !536
  %84 = load i8, i8* %83, align 1, !dbg !536
  %85 = sext i8 %84 to i32, !dbg !537
  %86 = sitofp i32 %85 to double, !dbg !537
  %87 = fadd double %82, %86, !dbg !538
  %88 = getelementptr inbounds %struct.big5, %struct.big5* %9, i32 0, i32 0, !dbg !539
  %89 = load i64, i64* %88, align 8, !dbg !539
  %90 = sitofp i64 %89 to double, !dbg !540
  %91 = fadd double %87, %90, !dbg !541
  %92 = getelementptr inbounds %struct.big5, %struct.big5* %9, i32 0, i32 1, !dbg !542
  %93 = load i64, i64* %92, align 8, !dbg !542
  %94 = sitofp i64 %93 to double, !dbg !543
  %95 = fadd double %91, %94, !dbg !544
  %96 = getelementptr inbounds %struct.big5, %struct.big5* %9, i32 0, i32 2, !dbg !545
  %97 = load i64, i64* %96, align 8, !dbg !545
  %98 = sitofp i64 %97 to double, !dbg !546
  %99 = fadd double %95, %98, !dbg !547
  %100 = getelementptr inbounds %struct.big5, %struct.big5* %9, i32 0, i32 3, !dbg !548
  %101 = load i64, i64* %100, align 8, !dbg !548
  %102 = sitofp i64 %101 to double, !dbg !549
  %103 = fadd double %99, %102, !dbg !550
  %104 = getelementptr inbounds %struct.big5, %struct.big5* %9, i32 0, i32 4, !dbg !551
  %105 = load i64, i64* %104, align 8, !dbg !551
  %106 = sitofp i64 %105 to double, !dbg !552
  %107 = fadd double %103, %106, !dbg !553
  %108 = load float, float* %25, align 4, !dbg !554
  %109 = fpext float %108 to double, !dbg !554
  %110 = fadd double %107, %109, !dbg !555
  %111 = getelementptr inbounds %struct.di, %struct.di* %21, i32 0, i32 0, !dbg !556
  %112 = load double, double* %111, align 8, !dbg !556
  %113 = fadd double %110, %112, !dbg !557
  %114 = getelementptr inbounds %struct.di, %struct.di* %21, i32 0, i32 1, !dbg !558
  %115 = load i32, i32* %114, align 8, !dbg !558
  %116 = sitofp i32 %115 to double, !dbg !559
  %117 = fadd double %113, %116, !dbg !560
  %118 = load i8, i8* %26, align 1, !dbg !561
  %119 = sext i8 %118 to i32, !dbg !561
  %120 = sitofp i32 %119 to double, !dbg !561
  %121 = fadd double %117, %120, !dbg !562
  ret double %121, !dbg !563
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_abi.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "327c32f084742d9b772eb39aa7b9f6ed")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !16, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6}
!18 = !{}
!19 = !DILocalVariable(name: "c3", scope: !15, file: !1, line: 53, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c3", file: !1, line: 5, size: 24, elements: !21)
!21 = !{!22, !23, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !20, file: !1, line: 5, baseType: !4, size: 8)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !20, file: !1, line: 5, baseType: !4, size: 8, offset: 8)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !20, file: !1, line: 5, baseType: !4, size: 8, offset: 16)
!25 = !DILocation(line: 53, column: 15, scope: !15)
!26 = !DILocalVariable(name: "s2", scope: !15, file: !1, line: 54, type: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s2", file: !1, line: 6, size: 32, elements: !28)
!28 = !{!29, !30}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !27, file: !1, line: 6, baseType: !5, size: 16)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !27, file: !1, line: 6, baseType: !5, size: 16, offset: 16)
!31 = !DILocation(line: 54, column: 15, scope: !15)
!32 = !DILocalVariable(name: "i1", scope: !15, file: !1, line: 55, type: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i1", file: !1, line: 7, size: 32, elements: !34)
!34 = !{!35}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !33, file: !1, line: 7, baseType: !6, size: 32)
!36 = !DILocation(line: 55, column: 15, scope: !15)
!37 = !DILocalVariable(name: "i3", scope: !15, file: !1, line: 56, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i3", file: !1, line: 8, size: 96, elements: !39)
!39 = !{!40, !41, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !38, file: !1, line: 8, baseType: !6, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !38, file: !1, line: 8, baseType: !6, size: 32, offset: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !38, file: !1, line: 8, baseType: !6, size: 32, offset: 64)
!43 = !DILocation(line: 56, column: 15, scope: !15)
!44 = !DILocalVariable(name: "l2", scope: !15, file: !1, line: 57, type: !45)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "l2", file: !1, line: 9, size: 128, elements: !46)
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !45, file: !1, line: 9, baseType: !48, size: 64)
!48 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !45, file: !1, line: 9, baseType: !48, size: 64, offset: 64)
!50 = !DILocation(line: 57, column: 15, scope: !15)
!51 = !DILocalVariable(name: "f2", scope: !15, file: !1, line: 58, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f2", file: !1, line: 10, size: 64, elements: !53)
!53 = !{!54, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !52, file: !1, line: 10, baseType: !55, size: 32)
!55 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !52, file: !1, line: 10, baseType: !55, size: 32, offset: 32)
!57 = !DILocation(line: 58, column: 15, scope: !15)
!58 = !DILocalVariable(name: "f3", scope: !15, file: !1, line: 59, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f3", file: !1, line: 11, size: 96, elements: !60)
!60 = !{!61, !62, !63}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !59, file: !1, line: 11, baseType: !55, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !59, file: !1, line: 11, baseType: !55, size: 32, offset: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !59, file: !1, line: 11, baseType: !55, size: 32, offset: 64)
!64 = !DILocation(line: 59, column: 15, scope: !15)
!65 = !DILocalVariable(name: "d1", scope: !15, file: !1, line: 60, type: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d1", file: !1, line: 12, size: 64, elements: !67)
!67 = !{!68}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !66, file: !1, line: 12, baseType: !69, size: 64)
!69 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!70 = !DILocation(line: 60, column: 15, scope: !15)
!71 = !DILocalVariable(name: "d2", scope: !15, file: !1, line: 61, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d2", file: !1, line: 13, size: 128, elements: !73)
!73 = !{!74, !75}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !1, line: 13, baseType: !69, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !1, line: 13, baseType: !69, size: 64, offset: 64)
!76 = !DILocation(line: 61, column: 15, scope: !15)
!77 = !DILocalVariable(name: "di", scope: !15, file: !1, line: 62, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "di", file: !1, line: 14, size: 128, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !78, file: !1, line: 14, baseType: !69, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !78, file: !1, line: 14, baseType: !6, size: 32, offset: 64)
!82 = !DILocation(line: 62, column: 15, scope: !15)
!83 = !DILocalVariable(name: "id", scope: !15, file: !1, line: 63, type: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !1, line: 15, size: 128, elements: !85)
!85 = !{!86, !87}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !84, file: !1, line: 15, baseType: !6, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !84, file: !1, line: 15, baseType: !69, size: 64, offset: 64)
!88 = !DILocation(line: 63, column: 15, scope: !15)
!89 = !DILocalVariable(name: "fi", scope: !15, file: !1, line: 64, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !1, line: 16, size: 64, elements: !91)
!91 = !{!92, !93}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !1, line: 16, baseType: !55, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !90, file: !1, line: 16, baseType: !6, size: 32, offset: 32)
!94 = !DILocation(line: 64, column: 15, scope: !15)
!95 = !DILocalVariable(name: "cdc", scope: !15, file: !1, line: 65, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cdc", file: !1, line: 17, size: 192, elements: !97)
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !96, file: !1, line: 17, baseType: !4, size: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !96, file: !1, line: 17, baseType: !69, size: 64, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !96, file: !1, line: 17, baseType: !4, size: 8, offset: 128)
!101 = !DILocation(line: 65, column: 16, scope: !15)
!102 = !DILocalVariable(name: "b5", scope: !15, file: !1, line: 66, type: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big5", file: !1, line: 18, size: 320, elements: !104)
!104 = !{!105, !106, !107, !108, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !103, file: !1, line: 18, baseType: !48, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !103, file: !1, line: 18, baseType: !48, size: 64, offset: 64)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !103, file: !1, line: 18, baseType: !48, size: 64, offset: 128)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !103, file: !1, line: 18, baseType: !48, size: 64, offset: 192)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !103, file: !1, line: 18, baseType: !48, size: 64, offset: 256)
!110 = !DILocation(line: 66, column: 17, scope: !15)
!111 = !DILocalVariable(name: "ar", scope: !15, file: !1, line: 67, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arr", file: !1, line: 19, size: 96, elements: !113)
!113 = !{!114}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !112, file: !1, line: 19, baseType: !115, size: 96)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 96, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 12)
!118 = !DILocation(line: 67, column: 16, scope: !15)
!119 = !DILocalVariable(name: "i", scope: !120, file: !1, line: 68, type: !6)
!120 = distinct !DILexicalBlock(scope: !15, file: !1, line: 68, column: 5)
!121 = !DILocation(line: 68, column: 14, scope: !120)
!122 = !DILocation(line: 68, column: 10, scope: !120)
!123 = !DILocation(line: 68, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !1, line: 68, column: 5)
!125 = !DILocation(line: 68, column: 23, scope: !124)
!126 = !DILocation(line: 68, column: 5, scope: !120)
!127 = !DILocation(line: 69, column: 39, scope: !124)
!128 = !DILocation(line: 69, column: 41, scope: !124)
!129 = !DILocation(line: 69, column: 23, scope: !124)
!130 = !DILocation(line: 69, column: 12, scope: !124)
!131 = !DILocation(line: 69, column: 18, scope: !124)
!132 = !DILocation(line: 69, column: 9, scope: !124)
!133 = !DILocation(line: 69, column: 21, scope: !124)
!134 = !DILocation(line: 68, column: 30, scope: !124)
!135 = !DILocation(line: 68, column: 5, scope: !124)
!136 = distinct !{!136, !126, !137, !138}
!137 = !DILocation(line: 69, column: 45, scope: !120)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocalVariable(name: "round", scope: !140, file: !1, line: 70, type: !6)
!140 = distinct !DILexicalBlock(scope: !15, file: !1, line: 70, column: 5)
!141 = !DILocation(line: 70, column: 14, scope: !140)
!142 = !DILocation(line: 70, column: 10, scope: !140)
!143 = !DILocation(line: 70, column: 25, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !1, line: 70, column: 5)
!145 = !DILocation(line: 70, column: 31, scope: !144)
!146 = !DILocation(line: 70, column: 5, scope: !140)
!147 = !DILocation(line: 71, column: 14, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !1, line: 70, column: 45)
!149 = !DILocation(line: 72, column: 14, scope: !148)
!150 = !DILocation(line: 73, column: 14, scope: !148)
!151 = !DILocation(line: 74, column: 14, scope: !148)
!152 = !DILocation(line: 75, column: 14, scope: !148)
!153 = !DILocation(line: 76, column: 14, scope: !148)
!154 = !DILocation(line: 77, column: 14, scope: !148)
!155 = !DILocation(line: 78, column: 14, scope: !148)
!156 = !DILocation(line: 79, column: 14, scope: !148)
!157 = !DILocation(line: 80, column: 14, scope: !148)
!158 = !DILocation(line: 81, column: 14, scope: !148)
!159 = !DILocation(line: 82, column: 14, scope: !148)
!160 = !DILocation(line: 83, column: 15, scope: !148)
!161 = !DILocation(line: 84, column: 14, scope: !148)
!162 = !DILocation(line: 85, column: 14, scope: !148)
!163 = !DILocation(line: 86, column: 30, scope: !148)
!164 = !DILocation(line: 86, column: 9, scope: !148)
!165 = !DILocation(line: 87, column: 71, scope: !148)
!166 = !DILocation(line: 87, column: 68, scope: !148)
!167 = !DILocation(line: 87, column: 77, scope: !148)
!168 = !DILocation(line: 87, column: 74, scope: !148)
!169 = !DILocation(line: 87, column: 83, scope: !148)
!170 = !DILocation(line: 87, column: 80, scope: !148)
!171 = !DILocation(line: 87, column: 89, scope: !148)
!172 = !DILocation(line: 87, column: 86, scope: !148)
!173 = !DILocation(line: 87, column: 95, scope: !148)
!174 = !DILocation(line: 87, column: 92, scope: !148)
!175 = !DILocation(line: 88, column: 19, scope: !148)
!176 = !DILocation(line: 88, column: 25, scope: !148)
!177 = !DILocation(line: 88, column: 31, scope: !148)
!178 = !DILocation(line: 88, column: 37, scope: !148)
!179 = !DILocation(line: 87, column: 9, scope: !148)
!180 = !DILocation(line: 89, column: 70, scope: !148)
!181 = !DILocation(line: 89, column: 76, scope: !148)
!182 = !DILocation(line: 89, column: 82, scope: !148)
!183 = !DILocation(line: 89, column: 79, scope: !148)
!184 = !DILocation(line: 89, column: 88, scope: !148)
!185 = !DILocation(line: 89, column: 85, scope: !148)
!186 = !DILocation(line: 89, column: 94, scope: !148)
!187 = !DILocation(line: 89, column: 91, scope: !148)
!188 = !DILocation(line: 90, column: 19, scope: !148)
!189 = !DILocation(line: 90, column: 16, scope: !148)
!190 = !DILocation(line: 90, column: 25, scope: !148)
!191 = !DILocation(line: 90, column: 22, scope: !148)
!192 = !DILocation(line: 90, column: 31, scope: !148)
!193 = !DILocation(line: 89, column: 9, scope: !148)
!194 = !DILocation(line: 91, column: 83, scope: !148)
!195 = !DILocation(line: 91, column: 89, scope: !148)
!196 = !DILocation(line: 92, column: 19, scope: !148)
!197 = !DILocation(line: 92, column: 25, scope: !148)
!198 = !DILocation(line: 92, column: 31, scope: !148)
!199 = !DILocation(line: 92, column: 37, scope: !148)
!200 = !DILocation(line: 92, column: 43, scope: !148)
!201 = !DILocation(line: 92, column: 40, scope: !148)
!202 = !DILocation(line: 92, column: 49, scope: !148)
!203 = !DILocation(line: 92, column: 56, scope: !148)
!204 = !DILocation(line: 92, column: 52, scope: !148)
!205 = !DILocation(line: 92, column: 63, scope: !148)
!206 = !DILocation(line: 92, column: 70, scope: !148)
!207 = !DILocation(line: 92, column: 66, scope: !148)
!208 = !DILocation(line: 91, column: 9, scope: !148)
!209 = !DILocation(line: 93, column: 53, scope: !148)
!210 = !DILocation(line: 93, column: 59, scope: !148)
!211 = !DILocation(line: 93, column: 65, scope: !148)
!212 = !DILocation(line: 93, column: 71, scope: !148)
!213 = !DILocation(line: 93, column: 77, scope: !148)
!214 = !DILocation(line: 93, column: 9, scope: !148)
!215 = !DILocalVariable(name: "i", scope: !216, file: !1, line: 94, type: !6)
!216 = distinct !DILexicalBlock(scope: !148, file: !1, line: 94, column: 9)
!217 = !DILocation(line: 94, column: 18, scope: !216)
!218 = !DILocation(line: 94, column: 14, scope: !216)
!219 = !DILocation(line: 94, column: 25, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !1, line: 94, column: 9)
!221 = !DILocation(line: 94, column: 27, scope: !220)
!222 = !DILocation(line: 94, column: 9, scope: !216)
!223 = !DILocation(line: 95, column: 30, scope: !220)
!224 = !DILocation(line: 95, column: 36, scope: !220)
!225 = !DILocation(line: 95, column: 27, scope: !220)
!226 = !DILocation(line: 95, column: 13, scope: !220)
!227 = !DILocation(line: 94, column: 34, scope: !220)
!228 = !DILocation(line: 94, column: 9, scope: !220)
!229 = distinct !{!229, !222, !230, !138}
!230 = !DILocation(line: 95, column: 38, scope: !216)
!231 = !DILocation(line: 96, column: 9, scope: !148)
!232 = !DILocation(line: 97, column: 5, scope: !148)
!233 = !DILocation(line: 70, column: 41, scope: !144)
!234 = !DILocation(line: 70, column: 5, scope: !144)
!235 = distinct !{!235, !146, !236, !138}
!236 = !DILocation(line: 97, column: 5, scope: !140)
!237 = !DILocation(line: 98, column: 27, scope: !15)
!238 = !DILocation(line: 98, column: 5, scope: !15)
!239 = !DILocation(line: 99, column: 5, scope: !15)
!240 = distinct !DISubprogram(name: "f_c3", scope: !1, file: !1, line: 21, type: !241, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!241 = !DISubroutineType(types: !242)
!242 = !{!20, !20}
!243 = !DILocalVariable(name: "x", arg: 1, scope: !240, file: !1, line: 21, type: !20)
!244 = !DILocation(line: 21, column: 33, scope: !240)
!245 = !DILocation(line: 21, column: 40, scope: !240)
!246 = !DILocation(line: 21, column: 41, scope: !240)
!247 = !DILocation(line: 21, column: 60, scope: !240)
!248 = !DILocation(line: 21, column: 58, scope: !240)
!249 = !DILocation(line: 21, column: 62, scope: !240)
!250 = !DILocation(line: 21, column: 51, scope: !240)
!251 = !DILocation(line: 21, column: 47, scope: !240)
!252 = !DILocation(line: 21, column: 49, scope: !240)
!253 = !DILocation(line: 21, column: 83, scope: !240)
!254 = !DILocation(line: 21, column: 81, scope: !240)
!255 = !DILocation(line: 21, column: 89, scope: !240)
!256 = !DILocation(line: 21, column: 87, scope: !240)
!257 = !DILocation(line: 21, column: 85, scope: !240)
!258 = !DILocation(line: 21, column: 74, scope: !240)
!259 = !DILocation(line: 21, column: 70, scope: !240)
!260 = !DILocation(line: 21, column: 72, scope: !240)
!261 = !DILocation(line: 21, column: 100, scope: !240)
!262 = !DILocation(line: 21, column: 93, scope: !240)
!263 = distinct !DISubprogram(name: "f_s2", scope: !1, file: !1, line: 22, type: !264, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!264 = !DISubroutineType(types: !265)
!265 = !{!27, !27}
!266 = !DILocalVariable(name: "x", arg: 1, scope: !263, file: !1, line: 22, type: !27)
!267 = !DILocation(line: 22, column: 33, scope: !263)
!268 = !DILocalVariable(name: "r", scope: !263, file: !1, line: 22, type: !27)
!269 = !DILocation(line: 22, column: 48, scope: !263)
!270 = !DILocation(line: 22, column: 52, scope: !263)
!271 = !DILocation(line: 22, column: 63, scope: !263)
!272 = !DILocation(line: 22, column: 61, scope: !263)
!273 = !DILocation(line: 22, column: 65, scope: !263)
!274 = !DILocation(line: 22, column: 53, scope: !263)
!275 = !DILocation(line: 22, column: 81, scope: !263)
!276 = !DILocation(line: 22, column: 79, scope: !263)
!277 = !DILocation(line: 22, column: 83, scope: !263)
!278 = !DILocation(line: 22, column: 71, scope: !263)
!279 = !DILocation(line: 22, column: 93, scope: !263)
!280 = distinct !DISubprogram(name: "f_i1", scope: !1, file: !1, line: 23, type: !281, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!281 = !DISubroutineType(types: !282)
!282 = !{!33, !33}
!283 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !1, line: 23, type: !33)
!284 = !DILocation(line: 23, column: 33, scope: !280)
!285 = !DILocation(line: 23, column: 46, scope: !280)
!286 = !DILocation(line: 23, column: 48, scope: !280)
!287 = !DILocation(line: 23, column: 52, scope: !280)
!288 = !DILocation(line: 23, column: 40, scope: !280)
!289 = !DILocation(line: 23, column: 42, scope: !280)
!290 = !DILocation(line: 23, column: 64, scope: !280)
!291 = !DILocation(line: 23, column: 57, scope: !280)
!292 = distinct !DISubprogram(name: "f_i3", scope: !1, file: !1, line: 24, type: !293, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!293 = !DISubroutineType(types: !294)
!294 = !{!38, !38}
!295 = !DILocalVariable(name: "x", arg: 1, scope: !292, file: !1, line: 24, type: !38)
!296 = !DILocation(line: 24, column: 33, scope: !292)
!297 = !DILocalVariable(name: "r", scope: !292, file: !1, line: 24, type: !38)
!298 = !DILocation(line: 24, column: 48, scope: !292)
!299 = !DILocation(line: 24, column: 52, scope: !292)
!300 = !DILocation(line: 24, column: 55, scope: !292)
!301 = !DILocation(line: 24, column: 60, scope: !292)
!302 = !DILocation(line: 24, column: 66, scope: !292)
!303 = !DILocation(line: 24, column: 62, scope: !292)
!304 = !DILocation(line: 24, column: 71, scope: !292)
!305 = !DILocation(line: 24, column: 77, scope: !292)
!306 = !DILocation(line: 24, column: 73, scope: !292)
!307 = !DILocation(line: 24, column: 81, scope: !292)
!308 = distinct !DISubprogram(name: "f_l2", scope: !1, file: !1, line: 25, type: !309, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!309 = !DISubroutineType(types: !310)
!310 = !{!45, !45}
!311 = !DILocalVariable(name: "x", arg: 1, scope: !308, file: !1, line: 25, type: !45)
!312 = !DILocation(line: 25, column: 33, scope: !308)
!313 = !DILocalVariable(name: "r", scope: !308, file: !1, line: 25, type: !45)
!314 = !DILocation(line: 25, column: 48, scope: !308)
!315 = !DILocation(line: 25, column: 52, scope: !308)
!316 = !DILocation(line: 25, column: 56, scope: !308)
!317 = !DILocation(line: 25, column: 58, scope: !308)
!318 = !DILocation(line: 25, column: 73, scope: !308)
!319 = !DILocation(line: 25, column: 75, scope: !308)
!320 = !DILocation(line: 25, column: 68, scope: !308)
!321 = !DILocation(line: 25, column: 86, scope: !308)
!322 = !DILocation(line: 25, column: 92, scope: !308)
!323 = !DILocation(line: 25, column: 88, scope: !308)
!324 = !DILocation(line: 25, column: 96, scope: !308)
!325 = distinct !DISubprogram(name: "f_f2", scope: !1, file: !1, line: 26, type: !326, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!326 = !DISubroutineType(types: !327)
!327 = !{!52, !52}
!328 = !DILocalVariable(name: "x", arg: 1, scope: !325, file: !1, line: 26, type: !52)
!329 = !DILocation(line: 26, column: 33, scope: !325)
!330 = !DILocalVariable(name: "r", scope: !325, file: !1, line: 26, type: !52)
!331 = !DILocation(line: 26, column: 48, scope: !325)
!332 = !DILocation(line: 26, column: 52, scope: !325)
!333 = !DILocation(line: 26, column: 55, scope: !325)
!334 = !DILocation(line: 26, column: 61, scope: !325)
!335 = !DILocation(line: 26, column: 57, scope: !325)
!336 = !DILocation(line: 26, column: 66, scope: !325)
!337 = !DILocation(line: 26, column: 72, scope: !325)
!338 = !DILocation(line: 26, column: 68, scope: !325)
!339 = !DILocation(line: 26, column: 76, scope: !325)
!340 = distinct !DISubprogram(name: "f_f3", scope: !1, file: !1, line: 27, type: !341, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!341 = !DISubroutineType(types: !342)
!342 = !{!59, !59}
!343 = !DILocalVariable(name: "x", arg: 1, scope: !340, file: !1, line: 27, type: !59)
!344 = !DILocation(line: 27, column: 33, scope: !340)
!345 = !DILocalVariable(name: "r", scope: !340, file: !1, line: 27, type: !59)
!346 = !DILocation(line: 27, column: 48, scope: !340)
!347 = !DILocation(line: 27, column: 52, scope: !340)
!348 = !DILocation(line: 27, column: 55, scope: !340)
!349 = !DILocation(line: 27, column: 60, scope: !340)
!350 = !DILocation(line: 27, column: 62, scope: !340)
!351 = !DILocation(line: 27, column: 69, scope: !340)
!352 = !DILocation(line: 27, column: 75, scope: !340)
!353 = !DILocation(line: 27, column: 71, scope: !340)
!354 = !DILocation(line: 27, column: 79, scope: !340)
!355 = distinct !DISubprogram(name: "f_d1", scope: !1, file: !1, line: 28, type: !356, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!356 = !DISubroutineType(types: !357)
!357 = !{!66, !66}
!358 = !DILocalVariable(name: "x", arg: 1, scope: !355, file: !1, line: 28, type: !66)
!359 = !DILocation(line: 28, column: 33, scope: !355)
!360 = !DILocation(line: 28, column: 40, scope: !355)
!361 = !DILocation(line: 28, column: 42, scope: !355)
!362 = !DILocation(line: 28, column: 55, scope: !355)
!363 = !DILocation(line: 28, column: 48, scope: !355)
!364 = distinct !DISubprogram(name: "f_d2", scope: !1, file: !1, line: 29, type: !365, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!365 = !DISubroutineType(types: !366)
!366 = !{!72, !72}
!367 = !DILocalVariable(name: "x", arg: 1, scope: !364, file: !1, line: 29, type: !72)
!368 = !DILocation(line: 29, column: 33, scope: !364)
!369 = !DILocalVariable(name: "r", scope: !364, file: !1, line: 29, type: !72)
!370 = !DILocation(line: 29, column: 48, scope: !364)
!371 = !DILocation(line: 29, column: 52, scope: !364)
!372 = !DILocation(line: 29, column: 55, scope: !364)
!373 = !DILocation(line: 29, column: 60, scope: !364)
!374 = !DILocation(line: 29, column: 62, scope: !364)
!375 = !DILocation(line: 29, column: 68, scope: !364)
!376 = distinct !DISubprogram(name: "f_di", scope: !1, file: !1, line: 30, type: !377, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!377 = !DISubroutineType(types: !378)
!378 = !{!78, !78}
!379 = !DILocalVariable(name: "x", arg: 1, scope: !376, file: !1, line: 30, type: !78)
!380 = !DILocation(line: 30, column: 33, scope: !376)
!381 = !DILocalVariable(name: "r", scope: !376, file: !1, line: 30, type: !78)
!382 = !DILocation(line: 30, column: 48, scope: !376)
!383 = !DILocation(line: 30, column: 52, scope: !376)
!384 = !DILocation(line: 30, column: 55, scope: !376)
!385 = !DILocation(line: 30, column: 61, scope: !376)
!386 = !DILocation(line: 30, column: 59, scope: !376)
!387 = !DILocation(line: 30, column: 57, scope: !376)
!388 = !DILocation(line: 30, column: 71, scope: !376)
!389 = !DILocation(line: 30, column: 64, scope: !376)
!390 = !DILocation(line: 30, column: 75, scope: !376)
!391 = distinct !DISubprogram(name: "f_id", scope: !1, file: !1, line: 31, type: !392, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!392 = !DISubroutineType(types: !393)
!393 = !{!84, !84}
!394 = !DILocalVariable(name: "x", arg: 1, scope: !391, file: !1, line: 31, type: !84)
!395 = !DILocation(line: 31, column: 33, scope: !391)
!396 = !DILocalVariable(name: "r", scope: !391, file: !1, line: 31, type: !84)
!397 = !DILocation(line: 31, column: 48, scope: !391)
!398 = !DILocation(line: 31, column: 52, scope: !391)
!399 = !DILocation(line: 31, column: 55, scope: !391)
!400 = !DILocation(line: 31, column: 57, scope: !391)
!401 = !DILocation(line: 31, column: 64, scope: !391)
!402 = !DILocation(line: 31, column: 70, scope: !391)
!403 = !DILocation(line: 31, column: 68, scope: !391)
!404 = !DILocation(line: 31, column: 66, scope: !391)
!405 = !DILocation(line: 31, column: 74, scope: !391)
!406 = distinct !DISubprogram(name: "f_fi", scope: !1, file: !1, line: 32, type: !407, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!407 = !DISubroutineType(types: !408)
!408 = !{!90, !90}
!409 = !DILocalVariable(name: "x", arg: 1, scope: !406, file: !1, line: 32, type: !90)
!410 = !DILocation(line: 32, column: 33, scope: !406)
!411 = !DILocalVariable(name: "r", scope: !406, file: !1, line: 32, type: !90)
!412 = !DILocation(line: 32, column: 48, scope: !406)
!413 = !DILocation(line: 32, column: 52, scope: !406)
!414 = !DILocation(line: 32, column: 55, scope: !406)
!415 = !DILocation(line: 32, column: 57, scope: !406)
!416 = !DILocation(line: 32, column: 68, scope: !406)
!417 = !DILocation(line: 32, column: 70, scope: !406)
!418 = !DILocation(line: 32, column: 79, scope: !406)
!419 = distinct !DISubprogram(name: "f_cdc", scope: !1, file: !1, line: 33, type: !420, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!420 = !DISubroutineType(types: !421)
!421 = !{!96, !96}
!422 = !DILocalVariable(name: "x", arg: 1, scope: !419, file: !1, line: 33, type: !96)
!423 = !DILocation(line: 33, column: 36, scope: !419)
!424 = !DILocalVariable(name: "r", scope: !419, file: !1, line: 33, type: !96)
!425 = !DILocation(line: 33, column: 52, scope: !419)
!426 = !DILocation(line: 33, column: 56, scope: !419)
!427 = !DILocation(line: 33, column: 59, scope: !419)
!428 = !DILocation(line: 33, column: 64, scope: !419)
!429 = !DILocation(line: 33, column: 66, scope: !419)
!430 = !DILocation(line: 33, column: 74, scope: !419)
!431 = !DILocation(line: 33, column: 78, scope: !419)
!432 = distinct !DISubprogram(name: "f_big5", scope: !1, file: !1, line: 34, type: !433, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!433 = !DISubroutineType(types: !434)
!434 = !{!103, !103}
!435 = !DILocalVariable(name: "x", arg: 1, scope: !432, file: !1, line: 34, type: !103)
!436 = !DILocation(line: 34, column: 39, scope: !432)
!437 = !DILocalVariable(name: "r", scope: !432, file: !1, line: 35, type: !103)
!438 = !DILocation(line: 35, column: 17, scope: !432)
!439 = !DILocation(line: 35, column: 21, scope: !432)
!440 = !DILocation(line: 35, column: 24, scope: !432)
!441 = !DILocation(line: 35, column: 29, scope: !432)
!442 = !DILocation(line: 35, column: 31, scope: !432)
!443 = !DILocation(line: 35, column: 38, scope: !432)
!444 = !DILocation(line: 35, column: 40, scope: !432)
!445 = !DILocation(line: 35, column: 47, scope: !432)
!446 = !DILocation(line: 35, column: 49, scope: !432)
!447 = !DILocation(line: 35, column: 56, scope: !432)
!448 = !DILocation(line: 35, column: 58, scope: !432)
!449 = !DILocation(line: 36, column: 5, scope: !432)
!450 = distinct !DISubprogram(name: "f_arr", scope: !1, file: !1, line: 38, type: !451, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!451 = !DISubroutineType(types: !452)
!452 = !{!112, !112}
!453 = !DILocalVariable(name: "x", arg: 1, scope: !450, file: !1, line: 38, type: !112)
!454 = !DILocation(line: 38, column: 36, scope: !450)
!455 = !DILocalVariable(name: "r", scope: !450, file: !1, line: 39, type: !112)
!456 = !DILocation(line: 39, column: 16, scope: !450)
!457 = !DILocalVariable(name: "i", scope: !458, file: !1, line: 40, type: !6)
!458 = distinct !DILexicalBlock(scope: !450, file: !1, line: 40, column: 5)
!459 = !DILocation(line: 40, column: 14, scope: !458)
!460 = !DILocation(line: 40, column: 10, scope: !458)
!461 = !DILocation(line: 40, column: 21, scope: !462)
!462 = distinct !DILexicalBlock(scope: !458, file: !1, line: 40, column: 5)
!463 = !DILocation(line: 40, column: 23, scope: !462)
!464 = !DILocation(line: 40, column: 5, scope: !458)
!465 = !DILocation(line: 41, column: 40, scope: !462)
!466 = !DILocation(line: 41, column: 51, scope: !462)
!467 = !DILocation(line: 41, column: 49, scope: !462)
!468 = !DILocation(line: 41, column: 38, scope: !462)
!469 = !DILocation(line: 41, column: 56, scope: !462)
!470 = !DILocation(line: 41, column: 54, scope: !462)
!471 = !DILocation(line: 41, column: 22, scope: !462)
!472 = !DILocation(line: 41, column: 11, scope: !462)
!473 = !DILocation(line: 41, column: 17, scope: !462)
!474 = !DILocation(line: 41, column: 9, scope: !462)
!475 = !DILocation(line: 41, column: 20, scope: !462)
!476 = !DILocation(line: 40, column: 30, scope: !462)
!477 = !DILocation(line: 40, column: 5, scope: !462)
!478 = distinct !{!478, !464, !479, !138}
!479 = !DILocation(line: 41, column: 57, scope: !458)
!480 = !DILocation(line: 42, column: 5, scope: !450)
!481 = distinct !DISubprogram(name: "many", scope: !1, file: !1, line: 46, type: !482, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!482 = !DISubroutineType(types: !483)
!483 = !{!69, !6, !72, !48, !52, !38, !69, !20, !103, !55, !78, !4}
!484 = !DILocalVariable(name: "a", arg: 1, scope: !481, file: !1, line: 46, type: !6)
!485 = !DILocation(line: 46, column: 24, scope: !481)
!486 = !DILocalVariable(name: "b", arg: 2, scope: !481, file: !1, line: 46, type: !72)
!487 = !DILocation(line: 46, column: 37, scope: !481)
!488 = !DILocalVariable(name: "c", arg: 3, scope: !481, file: !1, line: 46, type: !48)
!489 = !DILocation(line: 46, column: 45, scope: !481)
!490 = !DILocalVariable(name: "d", arg: 4, scope: !481, file: !1, line: 46, type: !52)
!491 = !DILocation(line: 46, column: 58, scope: !481)
!492 = !DILocalVariable(name: "e", arg: 5, scope: !481, file: !1, line: 46, type: !38)
!493 = !DILocation(line: 46, column: 71, scope: !481)
!494 = !DILocalVariable(name: "f", arg: 6, scope: !481, file: !1, line: 46, type: !69)
!495 = !DILocation(line: 46, column: 81, scope: !481)
!496 = !DILocalVariable(name: "g", arg: 7, scope: !481, file: !1, line: 46, type: !20)
!497 = !DILocation(line: 46, column: 94, scope: !481)
!498 = !DILocalVariable(name: "h", arg: 8, scope: !481, file: !1, line: 47, type: !103)
!499 = !DILocation(line: 47, column: 32, scope: !481)
!500 = !DILocalVariable(name: "i", arg: 9, scope: !481, file: !1, line: 47, type: !55)
!501 = !DILocation(line: 47, column: 41, scope: !481)
!502 = !DILocalVariable(name: "j", arg: 10, scope: !481, file: !1, line: 47, type: !78)
!503 = !DILocation(line: 47, column: 54, scope: !481)
!504 = !DILocalVariable(name: "k", arg: 11, scope: !481, file: !1, line: 47, type: !4)
!505 = !DILocation(line: 47, column: 62, scope: !481)
!506 = !DILocation(line: 48, column: 12, scope: !481)
!507 = !DILocation(line: 48, column: 18, scope: !481)
!508 = !DILocation(line: 48, column: 14, scope: !481)
!509 = !DILocation(line: 48, column: 24, scope: !481)
!510 = !DILocation(line: 48, column: 20, scope: !481)
!511 = !DILocation(line: 48, column: 28, scope: !481)
!512 = !DILocation(line: 48, column: 26, scope: !481)
!513 = !DILocation(line: 48, column: 34, scope: !481)
!514 = !DILocation(line: 48, column: 32, scope: !481)
!515 = !DILocation(line: 48, column: 30, scope: !481)
!516 = !DILocation(line: 48, column: 40, scope: !481)
!517 = !DILocation(line: 48, column: 38, scope: !481)
!518 = !DILocation(line: 48, column: 36, scope: !481)
!519 = !DILocation(line: 48, column: 46, scope: !481)
!520 = !DILocation(line: 48, column: 44, scope: !481)
!521 = !DILocation(line: 48, column: 42, scope: !481)
!522 = !DILocation(line: 48, column: 52, scope: !481)
!523 = !DILocation(line: 48, column: 50, scope: !481)
!524 = !DILocation(line: 48, column: 48, scope: !481)
!525 = !DILocation(line: 48, column: 58, scope: !481)
!526 = !DILocation(line: 48, column: 56, scope: !481)
!527 = !DILocation(line: 48, column: 54, scope: !481)
!528 = !DILocation(line: 48, column: 62, scope: !481)
!529 = !DILocation(line: 48, column: 60, scope: !481)
!530 = !DILocation(line: 48, column: 68, scope: !481)
!531 = !DILocation(line: 48, column: 66, scope: !481)
!532 = !DILocation(line: 48, column: 64, scope: !481)
!533 = !DILocation(line: 48, column: 74, scope: !481)
!534 = !DILocation(line: 48, column: 72, scope: !481)
!535 = !DILocation(line: 48, column: 70, scope: !481)
!536 = !DILocation(line: 48, column: 80, scope: !481)
!537 = !DILocation(line: 48, column: 78, scope: !481)
!538 = !DILocation(line: 48, column: 76, scope: !481)
!539 = !DILocation(line: 48, column: 86, scope: !481)
!540 = !DILocation(line: 48, column: 84, scope: !481)
!541 = !DILocation(line: 48, column: 82, scope: !481)
!542 = !DILocation(line: 48, column: 92, scope: !481)
!543 = !DILocation(line: 48, column: 90, scope: !481)
!544 = !DILocation(line: 48, column: 88, scope: !481)
!545 = !DILocation(line: 49, column: 14, scope: !481)
!546 = !DILocation(line: 49, column: 12, scope: !481)
!547 = !DILocation(line: 48, column: 94, scope: !481)
!548 = !DILocation(line: 49, column: 20, scope: !481)
!549 = !DILocation(line: 49, column: 18, scope: !481)
!550 = !DILocation(line: 49, column: 16, scope: !481)
!551 = !DILocation(line: 49, column: 26, scope: !481)
!552 = !DILocation(line: 49, column: 24, scope: !481)
!553 = !DILocation(line: 49, column: 22, scope: !481)
!554 = !DILocation(line: 49, column: 30, scope: !481)
!555 = !DILocation(line: 49, column: 28, scope: !481)
!556 = !DILocation(line: 49, column: 36, scope: !481)
!557 = !DILocation(line: 49, column: 32, scope: !481)
!558 = !DILocation(line: 49, column: 42, scope: !481)
!559 = !DILocation(line: 49, column: 40, scope: !481)
!560 = !DILocation(line: 49, column: 38, scope: !481)
!561 = !DILocation(line: 49, column: 46, scope: !481)
!562 = !DILocation(line: 49, column: 44, scope: !481)
!563 = !DILocation(line: 48, column: 5, scope: !481)
