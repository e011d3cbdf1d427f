; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1, !dbg !37

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !56 {
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
  %21 = alloca %struct.s2, align 2
  %22 = alloca %struct.i1, align 4
  %23 = alloca %struct.i3, align 4
  %24 = alloca { i64, i32 }, align 4
  %25 = alloca { i64, i32 }, align 8
  %26 = alloca %struct.l2, align 8
  %27 = alloca %struct.f2, align 4
  %28 = alloca %struct.f3, align 4
  %29 = alloca { <2 x float>, float }, align 4
  %30 = alloca { <2 x float>, float }, align 8
  %31 = alloca %struct.d1, align 8
  %32 = alloca %struct.d2, align 8
  %33 = alloca %struct.di, align 8
  %34 = alloca %struct.id, align 8
  %35 = alloca %struct.fi, align 4
  %36 = alloca %struct.cdc, align 8
  %37 = alloca %struct.big5, align 8
  %38 = alloca %struct.arr, align 1
  %39 = alloca { i64, i32 }, align 1
  %40 = alloca { i64, i32 }, align 8
  %41 = alloca i32, align 4
  %42 = alloca { i64, i32 }, align 4
  %43 = alloca i24, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !66)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.c3, i64 3, i1 false), !dbg !66
    #dbg_declare(ptr %3, !67, !DIExpression(), !72)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 @__const.main.s2, i64 4, i1 false), !dbg !72
    #dbg_declare(ptr %4, !73, !DIExpression(), !77)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.i1, i64 4, i1 false), !dbg !77
    #dbg_declare(ptr %5, !78, !DIExpression(), !84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.i3, i64 12, i1 false), !dbg !84
    #dbg_declare(ptr %6, !85, !DIExpression(), !91)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.l2, i64 16, i1 false), !dbg !91
    #dbg_declare(ptr %7, !92, !DIExpression(), !98)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.f2, i64 8, i1 false), !dbg !98
    #dbg_declare(ptr %8, !99, !DIExpression(), !105)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.f3, i64 12, i1 false), !dbg !105
    #dbg_declare(ptr %9, !106, !DIExpression(), !111)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.d1, i64 8, i1 false), !dbg !111
    #dbg_declare(ptr %10, !112, !DIExpression(), !117)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.d2, i64 16, i1 false), !dbg !117
    #dbg_declare(ptr %11, !118, !DIExpression(), !123)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.di, i64 16, i1 false), !dbg !123
    #dbg_declare(ptr %12, !124, !DIExpression(), !129)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.id, i64 16, i1 false), !dbg !129
    #dbg_declare(ptr %13, !130, !DIExpression(), !135)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 @__const.main.fi, i64 8, i1 false), !dbg !135
    #dbg_declare(ptr %14, !136, !DIExpression(), !142)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.cdc, i64 24, i1 false), !dbg !142
    #dbg_declare(ptr %15, !143, !DIExpression(), !151)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 40, i1 false), !dbg !151
  %44 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 0, !dbg !151
  store i64 1, ptr %44, align 8, !dbg !151
  %45 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 1, !dbg !151
  store i64 2, ptr %45, align 8, !dbg !151
  %46 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 2, !dbg !151
  store i64 3, ptr %46, align 8, !dbg !151
  %47 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 3, !dbg !151
  store i64 4, ptr %47, align 8, !dbg !151
  %48 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 4, !dbg !151
  store i64 5, ptr %48, align 8, !dbg !151
    #dbg_declare(ptr %16, !152, !DIExpression(), !159)
    #dbg_declare(ptr %17, !160, !DIExpression(), !162)
  store i32 0, ptr %17, align 4, !dbg !162
  br label %49, !dbg !163

49:                                               ; preds = %60, %0
  %50 = load i32, ptr %17, align 4, !dbg !164
  %51 = icmp slt i32 %50, 12, !dbg !166
  br i1 %51, label %52, label %63, !dbg !167

52:                                               ; preds = %49
  %53 = load i32, ptr %17, align 4, !dbg !168
  %54 = mul nsw i32 %53, 20, !dbg !169
  %55 = trunc i32 %54 to i8, !dbg !170
  %56 = getelementptr inbounds %struct.arr, ptr %16, i32 0, i32 0, !dbg !171
  %57 = load i32, ptr %17, align 4, !dbg !172
  %58 = sext i32 %57 to i64, !dbg !173
  %59 = getelementptr inbounds [12 x i8], ptr %56, i64 0, i64 %58, !dbg !173
  store i8 %55, ptr %59, align 1, !dbg !174
  br label %60, !dbg !173

60:                                               ; preds = %52
  %61 = load i32, ptr %17, align 4, !dbg !175
  %62 = add nsw i32 %61, 1, !dbg !175
  store i32 %62, ptr %17, align 4, !dbg !175
  br label %49, !dbg !176, !llvm.loop !177

63:                                               ; preds = %49
    #dbg_declare(ptr %18, !180, !DIExpression(), !182)
  store i32 0, ptr %18, align 4, !dbg !182
  br label %64, !dbg !183

64:                                               ; preds = %237, %63
  %65 = load i32, ptr %18, align 4, !dbg !184
  %66 = icmp slt i32 %65, 4, !dbg !186
  br i1 %66, label %67, label %240, !dbg !187

67:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 1 %2, i64 3, i1 false), !dbg !188
  %68 = load i24, ptr %20, align 4, !dbg !188
  %69 = call i24 @f_c3(i24 %68), !dbg !188
  store i24 %69, ptr %19, align 1, !dbg !188
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %19, i64 3, i1 false), !dbg !188
  %70 = load i32, ptr %3, align 2, !dbg !190
  %71 = call i32 @f_s2(i32 %70), !dbg !190
  store i32 %71, ptr %21, align 2, !dbg !190
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %21, i64 4, i1 false), !dbg !190
  %72 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0, !dbg !191
  %73 = load i32, ptr %72, align 4, !dbg !191
  %74 = call i32 @f_i1(i32 %73), !dbg !191
  %75 = getelementptr inbounds %struct.i1, ptr %22, i32 0, i32 0, !dbg !191
  store i32 %74, ptr %75, align 4, !dbg !191
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %22, i64 4, i1 false), !dbg !191
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %5, i64 12, i1 false), !dbg !192
  %76 = getelementptr inbounds { i64, i32 }, ptr %24, i32 0, i32 0, !dbg !192
  %77 = load i64, ptr %76, align 4, !dbg !192
  %78 = getelementptr inbounds { i64, i32 }, ptr %24, i32 0, i32 1, !dbg !192
  %79 = load i32, ptr %78, align 4, !dbg !192
  %80 = call { i64, i32 } @f_i3(i64 %77, i32 %79), !dbg !192
  store { i64, i32 } %80, ptr %25, align 8, !dbg !192
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 8 %25, i64 12, i1 false), !dbg !192
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %23, i64 12, i1 false), !dbg !192
  %81 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0, !dbg !193
  %82 = load i64, ptr %81, align 8, !dbg !193
  %83 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1, !dbg !193
  %84 = load i64, ptr %83, align 8, !dbg !193
  %85 = call { i64, i64 } @f_l2(i64 %82, i64 %84), !dbg !193
  %86 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0, !dbg !193
  %87 = extractvalue { i64, i64 } %85, 0, !dbg !193
  store i64 %87, ptr %86, align 8, !dbg !193
  %88 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1, !dbg !193
  %89 = extractvalue { i64, i64 } %85, 1, !dbg !193
  store i64 %89, ptr %88, align 8, !dbg !193
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %26, i64 16, i1 false), !dbg !193
  %90 = load <2 x float>, ptr %7, align 4, !dbg !194
  %91 = call <2 x float> @f_f2(<2 x float> %90), !dbg !194
  store <2 x float> %91, ptr %27, align 4, !dbg !194
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %27, i64 8, i1 false), !dbg !194
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %8, i64 12, i1 false), !dbg !195
  %92 = getelementptr inbounds { <2 x float>, float }, ptr %29, i32 0, i32 0, !dbg !195
  %93 = load <2 x float>, ptr %92, align 4, !dbg !195
  %94 = getelementptr inbounds { <2 x float>, float }, ptr %29, i32 0, i32 1, !dbg !195
  %95 = load float, ptr %94, align 4, !dbg !195
  %96 = call { <2 x float>, float } @f_f3(<2 x float> %93, float %95), !dbg !195
  store { <2 x float>, float } %96, ptr %30, align 8, !dbg !195
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 8 %30, i64 12, i1 false), !dbg !195
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %28, i64 12, i1 false), !dbg !195
  %97 = getelementptr inbounds %struct.d1, ptr %9, i32 0, i32 0, !dbg !196
  %98 = load double, ptr %97, align 8, !dbg !196
  %99 = call double @f_d1(double %98), !dbg !196
  %100 = getelementptr inbounds %struct.d1, ptr %31, i32 0, i32 0, !dbg !196
  store double %99, ptr %100, align 8, !dbg !196
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %31, i64 8, i1 false), !dbg !196
  %101 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0, !dbg !197
  %102 = load double, ptr %101, align 8, !dbg !197
  %103 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1, !dbg !197
  %104 = load double, ptr %103, align 8, !dbg !197
  %105 = call { double, double } @f_d2(double %102, double %104), !dbg !197
  %106 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0, !dbg !197
  %107 = extractvalue { double, double } %105, 0, !dbg !197
  store double %107, ptr %106, align 8, !dbg !197
  %108 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1, !dbg !197
  %109 = extractvalue { double, double } %105, 1, !dbg !197
  store double %109, ptr %108, align 8, !dbg !197
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %32, i64 16, i1 false), !dbg !197
  %110 = getelementptr inbounds { double, i32 }, ptr %11, i32 0, i32 0, !dbg !198
  %111 = load double, ptr %110, align 8, !dbg !198
  %112 = getelementptr inbounds { double, i32 }, ptr %11, i32 0, i32 1, !dbg !198
  %113 = load i32, ptr %112, align 8, !dbg !198
  %114 = call { double, i32 } @f_di(double %111, i32 %113), !dbg !198
  %115 = getelementptr inbounds { double, i32 }, ptr %33, i32 0, i32 0, !dbg !198
  %116 = extractvalue { double, i32 } %114, 0, !dbg !198
  store double %116, ptr %115, align 8, !dbg !198
  %117 = getelementptr inbounds { double, i32 }, ptr %33, i32 0, i32 1, !dbg !198
  %118 = extractvalue { double, i32 } %114, 1, !dbg !198
  store i32 %118, ptr %117, align 8, !dbg !198
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %33, i64 16, i1 false), !dbg !198
  %119 = getelementptr inbounds { i32, double }, ptr %12, i32 0, i32 0, !dbg !199
  %120 = load i32, ptr %119, align 8, !dbg !199
  %121 = getelementptr inbounds { i32, double }, ptr %12, i32 0, i32 1, !dbg !199
  %122 = load double, ptr %121, align 8, !dbg !199
  %123 = call { i32, double } @f_id(i32 %120, double %122), !dbg !199
  %124 = getelementptr inbounds { i32, double }, ptr %34, i32 0, i32 0, !dbg !199
  %125 = extractvalue { i32, double } %123, 0, !dbg !199
  store i32 %125, ptr %124, align 8, !dbg !199
  %126 = getelementptr inbounds { i32, double }, ptr %34, i32 0, i32 1, !dbg !199
  %127 = extractvalue { i32, double } %123, 1, !dbg !199
  store double %127, ptr %126, align 8, !dbg !199
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %34, i64 16, i1 false), !dbg !199
  %128 = load i64, ptr %13, align 4, !dbg !200
  %129 = call i64 @f_fi(i64 %128), !dbg !200
  store i64 %129, ptr %35, align 4, !dbg !200
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %35, i64 8, i1 false), !dbg !200
  call void @f_cdc(ptr dead_on_unwind writable sret(%struct.cdc) align 8 %36, ptr noundef byval(%struct.cdc) align 8 %14), !dbg !201
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %36, i64 24, i1 false), !dbg !201
  call void @f_big5(ptr dead_on_unwind writable sret(%struct.big5) align 8 %37, ptr noundef byval(%struct.big5) align 8 %15), !dbg !202
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %37, i64 40, i1 false), !dbg !202
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %39, ptr align 1 %16, i64 12, i1 false), !dbg !203
  %130 = getelementptr inbounds { i64, i32 }, ptr %39, i32 0, i32 0, !dbg !203
  %131 = load i64, ptr %130, align 1, !dbg !203
  %132 = getelementptr inbounds { i64, i32 }, ptr %39, i32 0, i32 1, !dbg !203
  %133 = load i32, ptr %132, align 1, !dbg !203
  %134 = call { i64, i32 } @f_arr(i64 %131, i32 %133), !dbg !203
  %135 = getelementptr inbounds %struct.arr, ptr %38, i32 0, i32 0, !dbg !203
  store { i64, i32 } %134, ptr %40, align 8, !dbg !203
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %135, ptr align 8 %40, i64 12, i1 false), !dbg !203
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %16, ptr align 1 %38, i64 12, i1 false), !dbg !203
  %136 = load i32, ptr %18, align 4, !dbg !204
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %136), !dbg !205
  %138 = getelementptr inbounds %struct.c3, ptr %2, i32 0, i32 0, !dbg !206
  %139 = load i8, ptr %138, align 1, !dbg !206
  %140 = sext i8 %139 to i32, !dbg !207
  %141 = getelementptr inbounds %struct.c3, ptr %2, i32 0, i32 1, !dbg !208
  %142 = load i8, ptr %141, align 1, !dbg !208
  %143 = sext i8 %142 to i32, !dbg !209
  %144 = getelementptr inbounds %struct.c3, ptr %2, i32 0, i32 2, !dbg !210
  %145 = load i8, ptr %144, align 1, !dbg !210
  %146 = sext i8 %145 to i32, !dbg !211
  %147 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0, !dbg !212
  %148 = load i16, ptr %147, align 2, !dbg !212
  %149 = sext i16 %148 to i32, !dbg !213
  %150 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 1, !dbg !214
  %151 = load i16, ptr %150, align 2, !dbg !214
  %152 = sext i16 %151 to i32, !dbg !215
  %153 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0, !dbg !216
  %154 = load i32, ptr %153, align 4, !dbg !216
  %155 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 0, !dbg !217
  %156 = load i32, ptr %155, align 4, !dbg !217
  %157 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 1, !dbg !218
  %158 = load i32, ptr %157, align 4, !dbg !218
  %159 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 2, !dbg !219
  %160 = load i32, ptr %159, align 4, !dbg !219
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %140, i32 noundef %143, i32 noundef %146, i32 noundef %149, i32 noundef %152, i32 noundef %154, i32 noundef %156, i32 noundef %158, i32 noundef %160), !dbg !220
  %162 = getelementptr inbounds %struct.l2, ptr %6, i32 0, i32 0, !dbg !221
  %163 = load i64, ptr %162, align 8, !dbg !221
  %164 = getelementptr inbounds %struct.l2, ptr %6, i32 0, i32 1, !dbg !222
  %165 = load i64, ptr %164, align 8, !dbg !222
  %166 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 0, !dbg !223
  %167 = load float, ptr %166, align 4, !dbg !223
  %168 = fpext float %167 to double, !dbg !224
  %169 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 1, !dbg !225
  %170 = load float, ptr %169, align 4, !dbg !225
  %171 = fpext float %170 to double, !dbg !226
  %172 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0, !dbg !227
  %173 = load float, ptr %172, align 4, !dbg !227
  %174 = fpext float %173 to double, !dbg !228
  %175 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1, !dbg !229
  %176 = load float, ptr %175, align 4, !dbg !229
  %177 = fpext float %176 to double, !dbg !230
  %178 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2, !dbg !231
  %179 = load float, ptr %178, align 4, !dbg !231
  %180 = fpext float %179 to double, !dbg !232
  %181 = getelementptr inbounds %struct.d1, ptr %9, i32 0, i32 0, !dbg !233
  %182 = load double, ptr %181, align 8, !dbg !233
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %163, i64 noundef %165, double noundef %168, double noundef %171, double noundef %174, double noundef %177, double noundef %180, double noundef %182), !dbg !234
  %184 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0, !dbg !235
  %185 = load double, ptr %184, align 8, !dbg !235
  %186 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1, !dbg !236
  %187 = load double, ptr %186, align 8, !dbg !236
  %188 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 0, !dbg !237
  %189 = load double, ptr %188, align 8, !dbg !237
  %190 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 1, !dbg !238
  %191 = load i32, ptr %190, align 8, !dbg !238
  %192 = getelementptr inbounds %struct.id, ptr %12, i32 0, i32 0, !dbg !239
  %193 = load i32, ptr %192, align 8, !dbg !239
  %194 = getelementptr inbounds %struct.id, ptr %12, i32 0, i32 1, !dbg !240
  %195 = load double, ptr %194, align 8, !dbg !240
  %196 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 0, !dbg !241
  %197 = load float, ptr %196, align 4, !dbg !241
  %198 = fpext float %197 to double, !dbg !242
  %199 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 1, !dbg !243
  %200 = load i32, ptr %199, align 4, !dbg !243
  %201 = getelementptr inbounds %struct.cdc, ptr %14, i32 0, i32 0, !dbg !244
  %202 = load i8, ptr %201, align 8, !dbg !244
  %203 = sext i8 %202 to i32, !dbg !245
  %204 = getelementptr inbounds %struct.cdc, ptr %14, i32 0, i32 1, !dbg !246
  %205 = load double, ptr %204, align 8, !dbg !246
  %206 = getelementptr inbounds %struct.cdc, ptr %14, i32 0, i32 2, !dbg !247
  %207 = load i8, ptr %206, align 8, !dbg !247
  %208 = sext i8 %207 to i32, !dbg !248
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %185, double noundef %187, double noundef %189, i32 noundef %191, i32 noundef %193, double noundef %195, double noundef %198, i32 noundef %200, i32 noundef %203, double noundef %205, i32 noundef %208), !dbg !249
  %210 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 0, !dbg !250
  %211 = load i64, ptr %210, align 8, !dbg !250
  %212 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 1, !dbg !251
  %213 = load i64, ptr %212, align 8, !dbg !251
  %214 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 2, !dbg !252
  %215 = load i64, ptr %214, align 8, !dbg !252
  %216 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 3, !dbg !253
  %217 = load i64, ptr %216, align 8, !dbg !253
  %218 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 4, !dbg !254
  %219 = load i64, ptr %218, align 8, !dbg !254
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %211, i64 noundef %213, i64 noundef %215, i64 noundef %217, i64 noundef %219), !dbg !255
    #dbg_declare(ptr %41, !256, !DIExpression(), !258)
  store i32 0, ptr %41, align 4, !dbg !258
  br label %221, !dbg !259

221:                                              ; preds = %232, %67
  %222 = load i32, ptr %41, align 4, !dbg !260
  %223 = icmp slt i32 %222, 12, !dbg !262
  br i1 %223, label %224, label %235, !dbg !263

224:                                              ; preds = %221
  %225 = getelementptr inbounds %struct.arr, ptr %16, i32 0, i32 0, !dbg !264
  %226 = load i32, ptr %41, align 4, !dbg !265
  %227 = sext i32 %226 to i64, !dbg !266
  %228 = getelementptr inbounds [12 x i8], ptr %225, i64 0, i64 %227, !dbg !266
  %229 = load i8, ptr %228, align 1, !dbg !266
  %230 = zext i8 %229 to i32, !dbg !266
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %230), !dbg !267
  br label %232, !dbg !267

232:                                              ; preds = %224
  %233 = load i32, ptr %41, align 4, !dbg !268
  %234 = add nsw i32 %233, 1, !dbg !268
  store i32 %234, ptr %41, align 4, !dbg !268
  br label %221, !dbg !269, !llvm.loop !270

235:                                              ; preds = %221
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.6), !dbg !272
  br label %237, !dbg !273

237:                                              ; preds = %235
  %238 = load i32, ptr %18, align 4, !dbg !274
  %239 = add nsw i32 %238, 1, !dbg !274
  store i32 %239, ptr %18, align 4, !dbg !274
  br label %64, !dbg !275, !llvm.loop !276

240:                                              ; preds = %64
  %241 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0, !dbg !278
  %242 = load double, ptr %241, align 8, !dbg !278
  %243 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1, !dbg !278
  %244 = load double, ptr %243, align 8, !dbg !278
  %245 = load <2 x float>, ptr %7, align 4, !dbg !278
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %5, i64 12, i1 false), !dbg !278
  %246 = getelementptr inbounds { i64, i32 }, ptr %42, i32 0, i32 0, !dbg !278
  %247 = load i64, ptr %246, align 4, !dbg !278
  %248 = getelementptr inbounds { i64, i32 }, ptr %42, i32 0, i32 1, !dbg !278
  %249 = load i32, ptr %248, align 4, !dbg !278
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 1 %2, i64 3, i1 false), !dbg !278
  %250 = load i24, ptr %43, align 4, !dbg !278
  %251 = getelementptr inbounds { double, i32 }, ptr %11, i32 0, i32 0, !dbg !278
  %252 = load double, ptr %251, align 8, !dbg !278
  %253 = getelementptr inbounds { double, i32 }, ptr %11, i32 0, i32 1, !dbg !278
  %254 = load i32, ptr %253, align 8, !dbg !278
  %255 = call double @many(i32 noundef 1, double %242, double %244, i64 noundef 3, <2 x float> %245, i64 %247, i32 %249, double noundef 5.000000e-01, i24 %250, ptr noundef byval(%struct.big5) align 8 %15, float noundef 2.500000e+00, double %252, i32 %254, i8 noundef signext 107), !dbg !278
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %255), !dbg !279
  ret i32 0, !dbg !280
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @f_c3(i24 %0) #3 !dbg !281 {
  %2 = alloca %struct.c3, align 1
  %3 = alloca %struct.c3, align 1
  %4 = alloca i24, align 4
  store i24 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !284, !DIExpression(), !285)
  %5 = getelementptr inbounds %struct.c3, ptr %3, i32 0, i32 0, !dbg !286
  %6 = load i8, ptr %5, align 1, !dbg !287
  %7 = add i8 %6, 1, !dbg !287
  store i8 %7, ptr %5, align 1, !dbg !287
  %8 = getelementptr inbounds %struct.c3, ptr %3, i32 0, i32 1, !dbg !288
  %9 = load i8, ptr %8, align 1, !dbg !288
  %10 = sext i8 %9 to i32, !dbg !289
  %11 = mul nsw i32 %10, 2, !dbg !290
  %12 = trunc i32 %11 to i8, !dbg !291
  %13 = getelementptr inbounds %struct.c3, ptr %3, i32 0, i32 1, !dbg !292
  store i8 %12, ptr %13, align 1, !dbg !293
  %14 = getelementptr inbounds %struct.c3, ptr %3, i32 0, i32 0, !dbg !294
  %15 = load i8, ptr %14, align 1, !dbg !294
  %16 = sext i8 %15 to i32, !dbg !295
  %17 = getelementptr inbounds %struct.c3, ptr %3, i32 0, i32 2, !dbg !296
  %18 = load i8, ptr %17, align 1, !dbg !296
  %19 = sext i8 %18 to i32, !dbg !297
  %20 = add nsw i32 %16, %19, !dbg !298
  %21 = trunc i32 %20 to i8, !dbg !299
  %22 = getelementptr inbounds %struct.c3, ptr %3, i32 0, i32 2, !dbg !300
  store i8 %21, ptr %22, align 1, !dbg !301
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false), !dbg !302
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false), !dbg !303
  %23 = load i24, ptr %4, align 4, !dbg !303
  ret i24 %23, !dbg !303
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_s2(i32 %0) #3 !dbg !304 {
  %2 = alloca %struct.s2, align 2
  %3 = alloca %struct.s2, align 2
  store i32 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !307, !DIExpression(), !308)
    #dbg_declare(ptr %2, !309, !DIExpression(), !310)
  %4 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0, !dbg !311
  %5 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 1, !dbg !312
  %6 = load i16, ptr %5, align 2, !dbg !312
  %7 = sext i16 %6 to i32, !dbg !313
  %8 = sub nsw i32 %7, 1, !dbg !314
  %9 = trunc i32 %8 to i16, !dbg !315
  store i16 %9, ptr %4, align 2, !dbg !311
  %10 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 1, !dbg !311
  %11 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0, !dbg !316
  %12 = load i16, ptr %11, align 2, !dbg !316
  %13 = sext i16 %12 to i32, !dbg !317
  %14 = add nsw i32 %13, 1000, !dbg !318
  %15 = trunc i32 %14 to i16, !dbg !319
  store i16 %15, ptr %10, align 2, !dbg !311
  %16 = load i32, ptr %2, align 2, !dbg !320
  ret i32 %16, !dbg !320
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_i1(i32 %0) #3 !dbg !321 {
  %2 = alloca %struct.i1, align 4
  %3 = alloca %struct.i1, align 4
  %4 = getelementptr inbounds %struct.i1, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %3, !324, !DIExpression(), !325)
  %5 = getelementptr inbounds %struct.i1, ptr %3, i32 0, i32 0, !dbg !326
  %6 = load i32, ptr %5, align 4, !dbg !326
  %7 = mul nsw i32 %6, 7, !dbg !327
  %8 = add nsw i32 %7, 1, !dbg !328
  %9 = getelementptr inbounds %struct.i1, ptr %3, i32 0, i32 0, !dbg !329
  store i32 %8, ptr %9, align 4, !dbg !330
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false), !dbg !331
  %10 = getelementptr inbounds %struct.i1, ptr %2, i32 0, i32 0, !dbg !332
  %11 = load i32, ptr %10, align 4, !dbg !332
  ret i32 %11, !dbg !332
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @f_i3(i64 %0, i32 %1) #3 !dbg !333 {
  %3 = alloca %struct.i3, align 4
  %4 = alloca %struct.i3, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca { i64, i32 }, align 8
  %7 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
    #dbg_declare(ptr %4, !336, !DIExpression(), !337)
    #dbg_declare(ptr %3, !338, !DIExpression(), !339)
  %9 = getelementptr inbounds %struct.i3, ptr %3, i32 0, i32 0, !dbg !340
  %10 = getelementptr inbounds %struct.i3, ptr %4, i32 0, i32 2, !dbg !341
  %11 = load i32, ptr %10, align 4, !dbg !341
  store i32 %11, ptr %9, align 4, !dbg !340
  %12 = getelementptr inbounds %struct.i3, ptr %3, i32 0, i32 1, !dbg !340
  %13 = getelementptr inbounds %struct.i3, ptr %4, i32 0, i32 0, !dbg !342
  %14 = load i32, ptr %13, align 4, !dbg !342
  %15 = getelementptr inbounds %struct.i3, ptr %4, i32 0, i32 1, !dbg !343
  %16 = load i32, ptr %15, align 4, !dbg !343
  %17 = add nsw i32 %14, %16, !dbg !344
  store i32 %17, ptr %12, align 4, !dbg !340
  %18 = getelementptr inbounds %struct.i3, ptr %3, i32 0, i32 2, !dbg !340
  %19 = getelementptr inbounds %struct.i3, ptr %4, i32 0, i32 0, !dbg !345
  %20 = load i32, ptr %19, align 4, !dbg !345
  %21 = getelementptr inbounds %struct.i3, ptr %4, i32 0, i32 2, !dbg !346
  %22 = load i32, ptr %21, align 4, !dbg !346
  %23 = sub nsw i32 %20, %22, !dbg !347
  store i32 %23, ptr %18, align 4, !dbg !340
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false), !dbg !348
  %24 = load { i64, i32 }, ptr %6, align 8, !dbg !348
  ret { i64, i32 } %24, !dbg !348
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @f_l2(i64 %0, i64 %1) #3 !dbg !349 {
  %3 = alloca %struct.l2, align 8
  %4 = alloca %struct.l2, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
    #dbg_declare(ptr %4, !352, !DIExpression(), !353)
    #dbg_declare(ptr %3, !354, !DIExpression(), !355)
  %7 = getelementptr inbounds %struct.l2, ptr %3, i32 0, i32 0, !dbg !356
  %8 = getelementptr inbounds %struct.l2, ptr %4, i32 0, i32 0, !dbg !357
  %9 = load i64, ptr %8, align 8, !dbg !357
  %10 = srem i64 %9, 100000, !dbg !358
  %11 = getelementptr inbounds %struct.l2, ptr %4, i32 0, i32 1, !dbg !359
  %12 = load i64, ptr %11, align 8, !dbg !359
  %13 = srem i64 %12, 1000, !dbg !360
  %14 = mul nsw i64 %10, %13, !dbg !361
  store i64 %14, ptr %7, align 8, !dbg !356
  %15 = getelementptr inbounds %struct.l2, ptr %3, i32 0, i32 1, !dbg !356
  %16 = getelementptr inbounds %struct.l2, ptr %4, i32 0, i32 0, !dbg !362
  %17 = load i64, ptr %16, align 8, !dbg !362
  %18 = getelementptr inbounds %struct.l2, ptr %4, i32 0, i32 1, !dbg !363
  %19 = load i64, ptr %18, align 8, !dbg !363
  %20 = sub nsw i64 %17, %19, !dbg !364
  store i64 %20, ptr %15, align 8, !dbg !356
  %21 = load { i64, i64 }, ptr %3, align 8, !dbg !365
  ret { i64, i64 } %21, !dbg !365
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f_f2(<2 x float> %0) #0 !dbg !366 {
  %2 = alloca %struct.f2, align 4
  %3 = alloca %struct.f2, align 4
  store <2 x float> %0, ptr %3, align 4
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
    #dbg_declare(ptr %2, !371, !DIExpression(), !372)
  %4 = getelementptr inbounds %struct.f2, ptr %2, i32 0, i32 0, !dbg !373
  %5 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 0, !dbg !374
  %6 = load float, ptr %5, align 4, !dbg !374
  %7 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 1, !dbg !375
  %8 = load float, ptr %7, align 4, !dbg !375
  %9 = fmul float %6, %8, !dbg !376
  store float %9, ptr %4, align 4, !dbg !373
  %10 = getelementptr inbounds %struct.f2, ptr %2, i32 0, i32 1, !dbg !373
  %11 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 0, !dbg !377
  %12 = load float, ptr %11, align 4, !dbg !377
  %13 = getelementptr inbounds %struct.f2, ptr %3, i32 0, i32 1, !dbg !378
  %14 = load float, ptr %13, align 4, !dbg !378
  %15 = fsub float %12, %14, !dbg !379
  store float %15, ptr %10, align 4, !dbg !373
  %16 = load <2 x float>, ptr %2, align 4, !dbg !380
  ret <2 x float> %16, !dbg !380
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f_f3(<2 x float> %0, float %1) #0 !dbg !381 {
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
    #dbg_declare(ptr %4, !384, !DIExpression(), !385)
    #dbg_declare(ptr %3, !386, !DIExpression(), !387)
  %9 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0, !dbg !388
  %10 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2, !dbg !389
  %11 = load float, ptr %10, align 4, !dbg !389
  store float %11, ptr %9, align 4, !dbg !388
  %12 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1, !dbg !388
  %13 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0, !dbg !390
  %14 = load float, ptr %13, align 4, !dbg !390
  %15 = fmul float %14, 2.000000e+00, !dbg !391
  store float %15, ptr %12, align 4, !dbg !388
  %16 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2, !dbg !388
  %17 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1, !dbg !392
  %18 = load float, ptr %17, align 4, !dbg !392
  %19 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2, !dbg !393
  %20 = load float, ptr %19, align 4, !dbg !393
  %21 = fadd float %18, %20, !dbg !394
  store float %21, ptr %16, align 4, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false), !dbg !395
  %22 = load { <2 x float>, float }, ptr %6, align 8, !dbg !395
  ret { <2 x float>, float } %22, !dbg !395
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_d1(double %0) #3 !dbg !396 {
  %2 = alloca %struct.d1, align 8
  %3 = alloca %struct.d1, align 8
  %4 = getelementptr inbounds %struct.d1, ptr %3, i32 0, i32 0
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %3, !399, !DIExpression(), !400)
  %5 = getelementptr inbounds %struct.d1, ptr %3, i32 0, i32 0, !dbg !401
  %6 = load double, ptr %5, align 8, !dbg !402
  %7 = fdiv double %6, 8.000000e+00, !dbg !402
  store double %7, ptr %5, align 8, !dbg !402
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false), !dbg !403
  %8 = getelementptr inbounds %struct.d1, ptr %2, i32 0, i32 0, !dbg !404
  %9 = load double, ptr %8, align 8, !dbg !404
  ret double %9, !dbg !404
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @f_d2(double %0, double %1) #3 !dbg !405 {
  %3 = alloca %struct.d2, align 8
  %4 = alloca %struct.d2, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %4, !408, !DIExpression(), !409)
    #dbg_declare(ptr %3, !410, !DIExpression(), !411)
  %7 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 0, !dbg !412
  %8 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 1, !dbg !413
  %9 = load double, ptr %8, align 8, !dbg !413
  store double %9, ptr %7, align 8, !dbg !412
  %10 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 1, !dbg !412
  %11 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 0, !dbg !414
  %12 = load double, ptr %11, align 8, !dbg !414
  %13 = fmul double %12, 3.000000e+00, !dbg !415
  store double %13, ptr %10, align 8, !dbg !412
  %14 = load { double, double }, ptr %3, align 8, !dbg !416
  ret { double, double } %14, !dbg !416
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i32 } @f_di(double %0, i32 %1) #3 !dbg !417 {
  %3 = alloca %struct.di, align 8
  %4 = alloca %struct.di, align 8
  %5 = getelementptr inbounds { double, i32 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %6, align 8
    #dbg_declare(ptr %4, !420, !DIExpression(), !421)
    #dbg_declare(ptr %3, !422, !DIExpression(), !423)
  %7 = getelementptr inbounds %struct.di, ptr %3, i32 0, i32 0, !dbg !424
  %8 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 0, !dbg !425
  %9 = load double, ptr %8, align 8, !dbg !425
  %10 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 1, !dbg !426
  %11 = load i32, ptr %10, align 8, !dbg !426
  %12 = sitofp i32 %11 to double, !dbg !427
  %13 = fadd double %9, %12, !dbg !428
  store double %13, ptr %7, align 8, !dbg !424
  %14 = getelementptr inbounds %struct.di, ptr %3, i32 0, i32 1, !dbg !424
  %15 = getelementptr inbounds %struct.di, ptr %4, i32 0, i32 0, !dbg !429
  %16 = load double, ptr %15, align 8, !dbg !429
  %17 = fptosi double %16 to i32, !dbg !430
  store i32 %17, ptr %14, align 8, !dbg !424
  %18 = load { double, i32 }, ptr %3, align 8, !dbg !431
  ret { double, i32 } %18, !dbg !431
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @f_id(i32 %0, double %1) #3 !dbg !432 {
  %3 = alloca %struct.id, align 8
  %4 = alloca %struct.id, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %4, !435, !DIExpression(), !436)
    #dbg_declare(ptr %3, !437, !DIExpression(), !438)
  %7 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 0, !dbg !439
  %8 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 0, !dbg !440
  %9 = load i32, ptr %8, align 8, !dbg !440
  %10 = mul nsw i32 %9, 2, !dbg !441
  store i32 %10, ptr %7, align 8, !dbg !439
  %11 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 1, !dbg !439
  %12 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 1, !dbg !442
  %13 = load double, ptr %12, align 8, !dbg !442
  %14 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 0, !dbg !443
  %15 = load i32, ptr %14, align 8, !dbg !443
  %16 = sitofp i32 %15 to double, !dbg !444
  %17 = fsub double %13, %16, !dbg !445
  store double %17, ptr %11, align 8, !dbg !439
  %18 = load { i32, double }, ptr %3, align 8, !dbg !446
  ret { i32, double } %18, !dbg !446
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_fi(i64 %0) #3 !dbg !447 {
  %2 = alloca %struct.fi, align 4
  %3 = alloca %struct.fi, align 4
  store i64 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !450, !DIExpression(), !451)
    #dbg_declare(ptr %2, !452, !DIExpression(), !453)
  %4 = getelementptr inbounds %struct.fi, ptr %2, i32 0, i32 0, !dbg !454
  %5 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 0, !dbg !455
  %6 = load float, ptr %5, align 4, !dbg !455
  %7 = fadd float %6, 2.500000e-01, !dbg !456
  store float %7, ptr %4, align 4, !dbg !454
  %8 = getelementptr inbounds %struct.fi, ptr %2, i32 0, i32 1, !dbg !454
  %9 = getelementptr inbounds %struct.fi, ptr %3, i32 0, i32 1, !dbg !457
  %10 = load i32, ptr %9, align 4, !dbg !457
  %11 = xor i32 %10, 85, !dbg !458
  store i32 %11, ptr %8, align 4, !dbg !454
  %12 = load i64, ptr %2, align 4, !dbg !459
  ret i64 %12, !dbg !459
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_cdc(ptr dead_on_unwind noalias writable sret(%struct.cdc) align 8 %0, ptr noundef byval(%struct.cdc) align 8 %1) #3 !dbg !460 {
    #dbg_declare(ptr %1, !463, !DIExpression(), !464)
    #dbg_declare(ptr %0, !465, !DIExpression(), !466)
  %3 = getelementptr inbounds %struct.cdc, ptr %0, i32 0, i32 0, !dbg !467
  %4 = getelementptr inbounds %struct.cdc, ptr %1, i32 0, i32 2, !dbg !468
  %5 = load i8, ptr %4, align 8, !dbg !468
  store i8 %5, ptr %3, align 8, !dbg !467
  %6 = getelementptr inbounds %struct.cdc, ptr %0, i32 0, i32 1, !dbg !467
  %7 = getelementptr inbounds %struct.cdc, ptr %1, i32 0, i32 1, !dbg !469
  %8 = load double, ptr %7, align 8, !dbg !469
  %9 = fmul double %8, -1.000000e+00, !dbg !470
  store double %9, ptr %6, align 8, !dbg !467
  %10 = getelementptr inbounds %struct.cdc, ptr %0, i32 0, i32 2, !dbg !467
  %11 = getelementptr inbounds %struct.cdc, ptr %1, i32 0, i32 0, !dbg !471
  %12 = load i8, ptr %11, align 8, !dbg !471
  store i8 %12, ptr %10, align 8, !dbg !467
  ret void, !dbg !472
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_big5(ptr dead_on_unwind noalias writable sret(%struct.big5) align 8 %0, ptr noundef byval(%struct.big5) align 8 %1) #3 !dbg !473 {
    #dbg_declare(ptr %1, !476, !DIExpression(), !477)
    #dbg_declare(ptr %0, !478, !DIExpression(), !479)
  %3 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 0, !dbg !480
  %4 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 4, !dbg !481
  %5 = load i64, ptr %4, align 8, !dbg !481
  store i64 %5, ptr %3, align 8, !dbg !480
  %6 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 1, !dbg !480
  %7 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 3, !dbg !482
  %8 = load i64, ptr %7, align 8, !dbg !482
  %9 = add nsw i64 %8, 1, !dbg !483
  store i64 %9, ptr %6, align 8, !dbg !480
  %10 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 2, !dbg !480
  %11 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 2, !dbg !484
  %12 = load i64, ptr %11, align 8, !dbg !484
  %13 = mul nsw i64 %12, 2, !dbg !485
  store i64 %13, ptr %10, align 8, !dbg !480
  %14 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 3, !dbg !480
  %15 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 1, !dbg !486
  %16 = load i64, ptr %15, align 8, !dbg !486
  %17 = sub nsw i64 %16, 3, !dbg !487
  store i64 %17, ptr %14, align 8, !dbg !480
  %18 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 4, !dbg !480
  %19 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 0, !dbg !488
  %20 = load i64, ptr %19, align 8, !dbg !488
  %21 = xor i64 %20, 255, !dbg !489
  store i64 %21, ptr %18, align 8, !dbg !480
  ret void, !dbg !490
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @f_arr(i64 %0, i32 %1) #3 !dbg !491 {
  %3 = alloca %struct.arr, align 1
  %4 = alloca %struct.arr, align 1
  %5 = alloca { i64, i32 }, align 1
  %6 = alloca i32, align 4
  %7 = alloca { i64, i32 }, align 8
  %8 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 1
  %9 = getelementptr inbounds { i64, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %9, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 12, i1 false)
    #dbg_declare(ptr %4, !494, !DIExpression(), !495)
    #dbg_declare(ptr %3, !496, !DIExpression(), !497)
    #dbg_declare(ptr %6, !498, !DIExpression(), !500)
  store i32 0, ptr %6, align 4, !dbg !500
  br label %10, !dbg !501

10:                                               ; preds = %28, %2
  %11 = load i32, ptr %6, align 4, !dbg !502
  %12 = icmp slt i32 %11, 12, !dbg !504
  br i1 %12, label %13, label %31, !dbg !505

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.arr, ptr %4, i32 0, i32 0, !dbg !506
  %15 = load i32, ptr %6, align 4, !dbg !507
  %16 = sub nsw i32 11, %15, !dbg !508
  %17 = sext i32 %16 to i64, !dbg !509
  %18 = getelementptr inbounds [12 x i8], ptr %14, i64 0, i64 %17, !dbg !509
  %19 = load i8, ptr %18, align 1, !dbg !509
  %20 = zext i8 %19 to i32, !dbg !509
  %21 = load i32, ptr %6, align 4, !dbg !510
  %22 = add nsw i32 %20, %21, !dbg !511
  %23 = trunc i32 %22 to i8, !dbg !512
  %24 = getelementptr inbounds %struct.arr, ptr %3, i32 0, i32 0, !dbg !513
  %25 = load i32, ptr %6, align 4, !dbg !514
  %26 = sext i32 %25 to i64, !dbg !515
  %27 = getelementptr inbounds [12 x i8], ptr %24, i64 0, i64 %26, !dbg !515
  store i8 %23, ptr %27, align 1, !dbg !516
  br label %28, !dbg !515

28:                                               ; preds = %13
  %29 = load i32, ptr %6, align 4, !dbg !517
  %30 = add nsw i32 %29, 1, !dbg !517
  store i32 %30, ptr %6, align 4, !dbg !517
  br label %10, !dbg !518, !llvm.loop !519

31:                                               ; preds = %10
  %32 = getelementptr inbounds %struct.arr, ptr %3, i32 0, i32 0, !dbg !521
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %32, i64 12, i1 false), !dbg !521
  %33 = load { i64, i32 }, ptr %7, align 8, !dbg !521
  ret { i64, i32 } %33, !dbg !521
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 noundef %0, double %1, double %2, i64 noundef %3, <2 x float> %4, i64 %5, i32 %6, double noundef %7, i24 %8, ptr noundef byval(%struct.big5) align 8 %9, float noundef %10, double %11, i32 %12, i8 noundef signext %13) #0 !dbg !522 {
  %15 = alloca %struct.d2, align 8
  %16 = alloca %struct.f2, align 4
  %17 = alloca %struct.i3, align 4
  %18 = alloca { i64, i32 }, align 4
  %19 = alloca %struct.c3, align 1
  %20 = alloca %struct.di, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca double, align 8
  %24 = alloca float, align 4
  %25 = alloca i8, align 1
  %26 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  store double %1, ptr %26, align 8
  %27 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %2, ptr %27, align 8
  store <2 x float> %4, ptr %16, align 4
  %28 = getelementptr inbounds { i64, i32 }, ptr %18, i32 0, i32 0
  store i64 %5, ptr %28, align 4
  %29 = getelementptr inbounds { i64, i32 }, ptr %18, i32 0, i32 1
  store i32 %6, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %18, i64 12, i1 false)
  store i24 %8, ptr %19, align 1
  %30 = getelementptr inbounds { double, i32 }, ptr %20, i32 0, i32 0
  store double %11, ptr %30, align 8
  %31 = getelementptr inbounds { double, i32 }, ptr %20, i32 0, i32 1
  store i32 %12, ptr %31, align 8
  store i32 %0, ptr %21, align 4
    #dbg_declare(ptr %21, !525, !DIExpression(), !526)
    #dbg_declare(ptr %15, !527, !DIExpression(), !528)
  store i64 %3, ptr %22, align 8
    #dbg_declare(ptr %22, !529, !DIExpression(), !530)
    #dbg_declare(ptr %16, !531, !DIExpression(), !532)
    #dbg_declare(ptr %17, !533, !DIExpression(), !534)
  store double %7, ptr %23, align 8
    #dbg_declare(ptr %23, !535, !DIExpression(), !536)
    #dbg_declare(ptr %19, !537, !DIExpression(), !538)
    #dbg_declare(ptr %9, !539, !DIExpression(), !540)
  store float %10, ptr %24, align 4
    #dbg_declare(ptr %24, !541, !DIExpression(), !542)
    #dbg_declare(ptr %20, !543, !DIExpression(), !544)
  store i8 %13, ptr %25, align 1
    #dbg_declare(ptr %25, !545, !DIExpression(), !546)
  %32 = load i32, ptr %21, align 4, !dbg !547
  %33 = sitofp i32 %32 to double, !dbg !547
  %34 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 0, !dbg !548
  %35 = load double, ptr %34, align 8, !dbg !548
  %36 = fadd double %33, %35, !dbg !549
  %37 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 1, !dbg !550
  %38 = load double, ptr %37, align 8, !dbg !550
  %39 = fadd double %36, %38, !dbg !551
  %40 = load i64, ptr %22, align 8, !dbg !552
  %41 = sitofp i64 %40 to double, !dbg !552
  %42 = fadd double %39, %41, !dbg !553
  %43 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 0, !dbg !554
  %44 = load float, ptr %43, align 4, !dbg !554
  %45 = fpext float %44 to double, !dbg !555
  %46 = fadd double %42, %45, !dbg !556
  %47 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 1, !dbg !557
  %48 = load float, ptr %47, align 4, !dbg !557
  %49 = fpext float %48 to double, !dbg !558
  %50 = fadd double %46, %49, !dbg !559
  %51 = getelementptr inbounds %struct.i3, ptr %17, i32 0, i32 0, !dbg !560
  %52 = load i32, ptr %51, align 4, !dbg !560
  %53 = sitofp i32 %52 to double, !dbg !561
  %54 = fadd double %50, %53, !dbg !562
  %55 = getelementptr inbounds %struct.i3, ptr %17, i32 0, i32 1, !dbg !563
  %56 = load i32, ptr %55, align 4, !dbg !563
  %57 = sitofp i32 %56 to double, !dbg !564
  %58 = fadd double %54, %57, !dbg !565
  %59 = getelementptr inbounds %struct.i3, ptr %17, i32 0, i32 2, !dbg !566
  %60 = load i32, ptr %59, align 4, !dbg !566
  %61 = sitofp i32 %60 to double, !dbg !567
  %62 = fadd double %58, %61, !dbg !568
  %63 = load double, ptr %23, align 8, !dbg !569
  %64 = fadd double %62, %63, !dbg !570
  %65 = getelementptr inbounds %struct.c3, ptr %19, i32 0, i32 0, !dbg !571
  %66 = load i8, ptr %65, align 1, !dbg !571
  %67 = sext i8 %66 to i32, !dbg !572
  %68 = sitofp i32 %67 to double, !dbg !572
  %69 = fadd double %64, %68, !dbg !573
  %70 = getelementptr inbounds %struct.c3, ptr %19, i32 0, i32 1, !dbg !574
  %71 = load i8, ptr %70, align 1, !dbg !574
  %72 = sext i8 %71 to i32, !dbg !575
  %73 = sitofp i32 %72 to double, !dbg !575
  %74 = fadd double %69, %73, !dbg !576
  %75 = getelementptr inbounds %struct.c3, ptr %19, i32 0, i32 2, !dbg !577
  %76 = load i8, ptr %75, align 1, !dbg !577
  %77 = sext i8 %76 to i32, !dbg !578
  %78 = sitofp i32 %77 to double, !dbg !578
  %79 = fadd double %74, %78, !dbg !579
  %80 = getelementptr inbounds %struct.big5, ptr %9, i32 0, i32 0, !dbg !580
  %81 = load i64, ptr %80, align 8, !dbg !580
  %82 = sitofp i64 %81 to double, !dbg !581
  %83 = fadd double %79, %82, !dbg !582
  %84 = getelementptr inbounds %struct.big5, ptr %9, i32 0, i32 1, !dbg !583
  %85 = load i64, ptr %84, align 8, !dbg !583
  %86 = sitofp i64 %85 to double, !dbg !584
  %87 = fadd double %83, %86, !dbg !585
  %88 = getelementptr inbounds %struct.big5, ptr %9, i32 0, i32 2, !dbg !586
  %89 = load i64, ptr %88, align 8, !dbg !586
  %90 = sitofp i64 %89 to double, !dbg !587
  %91 = fadd double %87, %90, !dbg !588
  %92 = getelementptr inbounds %struct.big5, ptr %9, i32 0, i32 3, !dbg !589
  %93 = load i64, ptr %92, align 8, !dbg !589
  %94 = sitofp i64 %93 to double, !dbg !590
  %95 = fadd double %91, %94, !dbg !591
  %96 = getelementptr inbounds %struct.big5, ptr %9, i32 0, i32 4, !dbg !592
  %97 = load i64, ptr %96, align 8, !dbg !592
  %98 = sitofp i64 %97 to double, !dbg !593
  %99 = fadd double %95, %98, !dbg !594
  %100 = load float, ptr %24, align 4, !dbg !595
  %101 = fpext float %100 to double, !dbg !595
  %102 = fadd double %99, %101, !dbg !596
  %103 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 0, !dbg !597
  %104 = load double, ptr %103, align 8, !dbg !597
  %105 = fadd double %102, %104, !dbg !598
  %106 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 1, !dbg !599
  %107 = load i32, ptr %106, align 8, !dbg !599
  %108 = sitofp i32 %107 to double, !dbg !600
  %109 = fadd double %105, %108, !dbg !601
  %110 = load i8, ptr %25, align 1, !dbg !602
  %111 = sext i8 %110 to i32, !dbg !602
  %112 = sitofp i32 %111 to double, !dbg !602
  %113 = fadd double %109, %112, !dbg !603
  ret double %113, !dbg !604
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_abi.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "327c32f084742d9b772eb39aa7b9f6ed")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 48)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 47)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 60)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 31)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 2)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 11)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !47, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !4, !45, !46}
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 2}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !57, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !42, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!46}
!59 = !{}
!60 = !DILocalVariable(name: "c3", scope: !56, file: !2, line: 53, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c3", file: !2, line: 5, size: 24, elements: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !61, file: !2, line: 5, baseType: !4, size: 8)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !2, line: 5, baseType: !4, size: 8, offset: 8)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !61, file: !2, line: 5, baseType: !4, size: 8, offset: 16)
!66 = !DILocation(line: 53, column: 15, scope: !56)
!67 = !DILocalVariable(name: "s2", scope: !56, file: !2, line: 54, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s2", file: !2, line: 6, size: 32, elements: !69)
!69 = !{!70, !71}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !68, file: !2, line: 6, baseType: !45, size: 16)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !68, file: !2, line: 6, baseType: !45, size: 16, offset: 16)
!72 = !DILocation(line: 54, column: 15, scope: !56)
!73 = !DILocalVariable(name: "i1", scope: !56, file: !2, line: 55, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i1", file: !2, line: 7, size: 32, elements: !75)
!75 = !{!76}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !74, file: !2, line: 7, baseType: !46, size: 32)
!77 = !DILocation(line: 55, column: 15, scope: !56)
!78 = !DILocalVariable(name: "i3", scope: !56, file: !2, line: 56, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i3", file: !2, line: 8, size: 96, elements: !80)
!80 = !{!81, !82, !83}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !2, line: 8, baseType: !46, size: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !2, line: 8, baseType: !46, size: 32, offset: 32)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !2, line: 8, baseType: !46, size: 32, offset: 64)
!84 = !DILocation(line: 56, column: 15, scope: !56)
!85 = !DILocalVariable(name: "l2", scope: !56, file: !2, line: 57, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "l2", file: !2, line: 9, size: 128, elements: !87)
!87 = !{!88, !90}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !86, file: !2, line: 9, baseType: !89, size: 64)
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !86, file: !2, line: 9, baseType: !89, size: 64, offset: 64)
!91 = !DILocation(line: 57, column: 15, scope: !56)
!92 = !DILocalVariable(name: "f2", scope: !56, file: !2, line: 58, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f2", file: !2, line: 10, size: 64, elements: !94)
!94 = !{!95, !97}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !93, file: !2, line: 10, baseType: !96, size: 32)
!96 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !93, file: !2, line: 10, baseType: !96, size: 32, offset: 32)
!98 = !DILocation(line: 58, column: 15, scope: !56)
!99 = !DILocalVariable(name: "f3", scope: !56, file: !2, line: 59, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f3", file: !2, line: 11, size: 96, elements: !101)
!101 = !{!102, !103, !104}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !100, file: !2, line: 11, baseType: !96, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !100, file: !2, line: 11, baseType: !96, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !100, file: !2, line: 11, baseType: !96, size: 32, offset: 64)
!105 = !DILocation(line: 59, column: 15, scope: !56)
!106 = !DILocalVariable(name: "d1", scope: !56, file: !2, line: 60, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d1", file: !2, line: 12, size: 64, elements: !108)
!108 = !{!109}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !107, file: !2, line: 12, baseType: !110, size: 64)
!110 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!111 = !DILocation(line: 60, column: 15, scope: !56)
!112 = !DILocalVariable(name: "d2", scope: !56, file: !2, line: 61, type: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d2", file: !2, line: 13, size: 128, elements: !114)
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !113, file: !2, line: 13, baseType: !110, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !113, file: !2, line: 13, baseType: !110, size: 64, offset: 64)
!117 = !DILocation(line: 61, column: 15, scope: !56)
!118 = !DILocalVariable(name: "di", scope: !56, file: !2, line: 62, type: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "di", file: !2, line: 14, size: 128, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !119, file: !2, line: 14, baseType: !110, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !119, file: !2, line: 14, baseType: !46, size: 32, offset: 64)
!123 = !DILocation(line: 62, column: 15, scope: !56)
!124 = !DILocalVariable(name: "id", scope: !56, file: !2, line: 63, type: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !2, line: 15, size: 128, elements: !126)
!126 = !{!127, !128}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !125, file: !2, line: 15, baseType: !46, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !125, file: !2, line: 15, baseType: !110, size: 64, offset: 64)
!129 = !DILocation(line: 63, column: 15, scope: !56)
!130 = !DILocalVariable(name: "fi", scope: !56, file: !2, line: 64, type: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !2, line: 16, size: 64, elements: !132)
!132 = !{!133, !134}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !131, file: !2, line: 16, baseType: !96, size: 32)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !131, file: !2, line: 16, baseType: !46, size: 32, offset: 32)
!135 = !DILocation(line: 64, column: 15, scope: !56)
!136 = !DILocalVariable(name: "cdc", scope: !56, file: !2, line: 65, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cdc", file: !2, line: 17, size: 192, elements: !138)
!138 = !{!139, !140, !141}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !137, file: !2, line: 17, baseType: !4, size: 8)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !137, file: !2, line: 17, baseType: !110, size: 64, offset: 64)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !137, file: !2, line: 17, baseType: !4, size: 8, offset: 128)
!142 = !DILocation(line: 65, column: 16, scope: !56)
!143 = !DILocalVariable(name: "b5", scope: !56, file: !2, line: 66, type: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big5", file: !2, line: 18, size: 320, elements: !145)
!145 = !{!146, !147, !148, !149, !150}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !144, file: !2, line: 18, baseType: !89, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !144, file: !2, line: 18, baseType: !89, size: 64, offset: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !144, file: !2, line: 18, baseType: !89, size: 64, offset: 128)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !144, file: !2, line: 18, baseType: !89, size: 64, offset: 192)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !144, file: !2, line: 18, baseType: !89, size: 64, offset: 256)
!151 = !DILocation(line: 66, column: 17, scope: !56)
!152 = !DILocalVariable(name: "ar", scope: !56, file: !2, line: 67, type: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arr", file: !2, line: 19, size: 96, elements: !154)
!154 = !{!155}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !153, file: !2, line: 19, baseType: !156, size: 96)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 96, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 12)
!159 = !DILocation(line: 67, column: 16, scope: !56)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 68, type: !46)
!161 = distinct !DILexicalBlock(scope: !56, file: !2, line: 68, column: 5)
!162 = !DILocation(line: 68, column: 14, scope: !161)
!163 = !DILocation(line: 68, column: 10, scope: !161)
!164 = !DILocation(line: 68, column: 21, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !2, line: 68, column: 5)
!166 = !DILocation(line: 68, column: 23, scope: !165)
!167 = !DILocation(line: 68, column: 5, scope: !161)
!168 = !DILocation(line: 69, column: 39, scope: !165)
!169 = !DILocation(line: 69, column: 41, scope: !165)
!170 = !DILocation(line: 69, column: 23, scope: !165)
!171 = !DILocation(line: 69, column: 12, scope: !165)
!172 = !DILocation(line: 69, column: 18, scope: !165)
!173 = !DILocation(line: 69, column: 9, scope: !165)
!174 = !DILocation(line: 69, column: 21, scope: !165)
!175 = !DILocation(line: 68, column: 30, scope: !165)
!176 = !DILocation(line: 68, column: 5, scope: !165)
!177 = distinct !{!177, !167, !178, !179}
!178 = !DILocation(line: 69, column: 45, scope: !161)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocalVariable(name: "round", scope: !181, file: !2, line: 70, type: !46)
!181 = distinct !DILexicalBlock(scope: !56, file: !2, line: 70, column: 5)
!182 = !DILocation(line: 70, column: 14, scope: !181)
!183 = !DILocation(line: 70, column: 10, scope: !181)
!184 = !DILocation(line: 70, column: 25, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !2, line: 70, column: 5)
!186 = !DILocation(line: 70, column: 31, scope: !185)
!187 = !DILocation(line: 70, column: 5, scope: !181)
!188 = !DILocation(line: 71, column: 14, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 70, column: 45)
!190 = !DILocation(line: 72, column: 14, scope: !189)
!191 = !DILocation(line: 73, column: 14, scope: !189)
!192 = !DILocation(line: 74, column: 14, scope: !189)
!193 = !DILocation(line: 75, column: 14, scope: !189)
!194 = !DILocation(line: 76, column: 14, scope: !189)
!195 = !DILocation(line: 77, column: 14, scope: !189)
!196 = !DILocation(line: 78, column: 14, scope: !189)
!197 = !DILocation(line: 79, column: 14, scope: !189)
!198 = !DILocation(line: 80, column: 14, scope: !189)
!199 = !DILocation(line: 81, column: 14, scope: !189)
!200 = !DILocation(line: 82, column: 14, scope: !189)
!201 = !DILocation(line: 83, column: 15, scope: !189)
!202 = !DILocation(line: 84, column: 14, scope: !189)
!203 = !DILocation(line: 85, column: 14, scope: !189)
!204 = !DILocation(line: 86, column: 30, scope: !189)
!205 = !DILocation(line: 86, column: 9, scope: !189)
!206 = !DILocation(line: 87, column: 71, scope: !189)
!207 = !DILocation(line: 87, column: 68, scope: !189)
!208 = !DILocation(line: 87, column: 77, scope: !189)
!209 = !DILocation(line: 87, column: 74, scope: !189)
!210 = !DILocation(line: 87, column: 83, scope: !189)
!211 = !DILocation(line: 87, column: 80, scope: !189)
!212 = !DILocation(line: 87, column: 89, scope: !189)
!213 = !DILocation(line: 87, column: 86, scope: !189)
!214 = !DILocation(line: 87, column: 95, scope: !189)
!215 = !DILocation(line: 87, column: 92, scope: !189)
!216 = !DILocation(line: 88, column: 19, scope: !189)
!217 = !DILocation(line: 88, column: 25, scope: !189)
!218 = !DILocation(line: 88, column: 31, scope: !189)
!219 = !DILocation(line: 88, column: 37, scope: !189)
!220 = !DILocation(line: 87, column: 9, scope: !189)
!221 = !DILocation(line: 89, column: 70, scope: !189)
!222 = !DILocation(line: 89, column: 76, scope: !189)
!223 = !DILocation(line: 89, column: 82, scope: !189)
!224 = !DILocation(line: 89, column: 79, scope: !189)
!225 = !DILocation(line: 89, column: 88, scope: !189)
!226 = !DILocation(line: 89, column: 85, scope: !189)
!227 = !DILocation(line: 89, column: 94, scope: !189)
!228 = !DILocation(line: 89, column: 91, scope: !189)
!229 = !DILocation(line: 90, column: 19, scope: !189)
!230 = !DILocation(line: 90, column: 16, scope: !189)
!231 = !DILocation(line: 90, column: 25, scope: !189)
!232 = !DILocation(line: 90, column: 22, scope: !189)
!233 = !DILocation(line: 90, column: 31, scope: !189)
!234 = !DILocation(line: 89, column: 9, scope: !189)
!235 = !DILocation(line: 91, column: 83, scope: !189)
!236 = !DILocation(line: 91, column: 89, scope: !189)
!237 = !DILocation(line: 92, column: 19, scope: !189)
!238 = !DILocation(line: 92, column: 25, scope: !189)
!239 = !DILocation(line: 92, column: 31, scope: !189)
!240 = !DILocation(line: 92, column: 37, scope: !189)
!241 = !DILocation(line: 92, column: 43, scope: !189)
!242 = !DILocation(line: 92, column: 40, scope: !189)
!243 = !DILocation(line: 92, column: 49, scope: !189)
!244 = !DILocation(line: 92, column: 56, scope: !189)
!245 = !DILocation(line: 92, column: 52, scope: !189)
!246 = !DILocation(line: 92, column: 63, scope: !189)
!247 = !DILocation(line: 92, column: 70, scope: !189)
!248 = !DILocation(line: 92, column: 66, scope: !189)
!249 = !DILocation(line: 91, column: 9, scope: !189)
!250 = !DILocation(line: 93, column: 53, scope: !189)
!251 = !DILocation(line: 93, column: 59, scope: !189)
!252 = !DILocation(line: 93, column: 65, scope: !189)
!253 = !DILocation(line: 93, column: 71, scope: !189)
!254 = !DILocation(line: 93, column: 77, scope: !189)
!255 = !DILocation(line: 93, column: 9, scope: !189)
!256 = !DILocalVariable(name: "i", scope: !257, file: !2, line: 94, type: !46)
!257 = distinct !DILexicalBlock(scope: !189, file: !2, line: 94, column: 9)
!258 = !DILocation(line: 94, column: 18, scope: !257)
!259 = !DILocation(line: 94, column: 14, scope: !257)
!260 = !DILocation(line: 94, column: 25, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !2, line: 94, column: 9)
!262 = !DILocation(line: 94, column: 27, scope: !261)
!263 = !DILocation(line: 94, column: 9, scope: !257)
!264 = !DILocation(line: 95, column: 30, scope: !261)
!265 = !DILocation(line: 95, column: 36, scope: !261)
!266 = !DILocation(line: 95, column: 27, scope: !261)
!267 = !DILocation(line: 95, column: 13, scope: !261)
!268 = !DILocation(line: 94, column: 34, scope: !261)
!269 = !DILocation(line: 94, column: 9, scope: !261)
!270 = distinct !{!270, !263, !271, !179}
!271 = !DILocation(line: 95, column: 38, scope: !257)
!272 = !DILocation(line: 96, column: 9, scope: !189)
!273 = !DILocation(line: 97, column: 5, scope: !189)
!274 = !DILocation(line: 70, column: 41, scope: !185)
!275 = !DILocation(line: 70, column: 5, scope: !185)
!276 = distinct !{!276, !187, !277, !179}
!277 = !DILocation(line: 97, column: 5, scope: !181)
!278 = !DILocation(line: 98, column: 27, scope: !56)
!279 = !DILocation(line: 98, column: 5, scope: !56)
!280 = !DILocation(line: 99, column: 5, scope: !56)
!281 = distinct !DISubprogram(name: "f_c3", scope: !2, file: !2, line: 21, type: !282, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!282 = !DISubroutineType(types: !283)
!283 = !{!61, !61}
!284 = !DILocalVariable(name: "x", arg: 1, scope: !281, file: !2, line: 21, type: !61)
!285 = !DILocation(line: 21, column: 33, scope: !281)
!286 = !DILocation(line: 21, column: 40, scope: !281)
!287 = !DILocation(line: 21, column: 41, scope: !281)
!288 = !DILocation(line: 21, column: 60, scope: !281)
!289 = !DILocation(line: 21, column: 58, scope: !281)
!290 = !DILocation(line: 21, column: 62, scope: !281)
!291 = !DILocation(line: 21, column: 51, scope: !281)
!292 = !DILocation(line: 21, column: 47, scope: !281)
!293 = !DILocation(line: 21, column: 49, scope: !281)
!294 = !DILocation(line: 21, column: 83, scope: !281)
!295 = !DILocation(line: 21, column: 81, scope: !281)
!296 = !DILocation(line: 21, column: 89, scope: !281)
!297 = !DILocation(line: 21, column: 87, scope: !281)
!298 = !DILocation(line: 21, column: 85, scope: !281)
!299 = !DILocation(line: 21, column: 74, scope: !281)
!300 = !DILocation(line: 21, column: 70, scope: !281)
!301 = !DILocation(line: 21, column: 72, scope: !281)
!302 = !DILocation(line: 21, column: 100, scope: !281)
!303 = !DILocation(line: 21, column: 93, scope: !281)
!304 = distinct !DISubprogram(name: "f_s2", scope: !2, file: !2, line: 22, type: !305, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!305 = !DISubroutineType(types: !306)
!306 = !{!68, !68}
!307 = !DILocalVariable(name: "x", arg: 1, scope: !304, file: !2, line: 22, type: !68)
!308 = !DILocation(line: 22, column: 33, scope: !304)
!309 = !DILocalVariable(name: "r", scope: !304, file: !2, line: 22, type: !68)
!310 = !DILocation(line: 22, column: 48, scope: !304)
!311 = !DILocation(line: 22, column: 52, scope: !304)
!312 = !DILocation(line: 22, column: 63, scope: !304)
!313 = !DILocation(line: 22, column: 61, scope: !304)
!314 = !DILocation(line: 22, column: 65, scope: !304)
!315 = !DILocation(line: 22, column: 53, scope: !304)
!316 = !DILocation(line: 22, column: 81, scope: !304)
!317 = !DILocation(line: 22, column: 79, scope: !304)
!318 = !DILocation(line: 22, column: 83, scope: !304)
!319 = !DILocation(line: 22, column: 71, scope: !304)
!320 = !DILocation(line: 22, column: 93, scope: !304)
!321 = distinct !DISubprogram(name: "f_i1", scope: !2, file: !2, line: 23, type: !322, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!322 = !DISubroutineType(types: !323)
!323 = !{!74, !74}
!324 = !DILocalVariable(name: "x", arg: 1, scope: !321, file: !2, line: 23, type: !74)
!325 = !DILocation(line: 23, column: 33, scope: !321)
!326 = !DILocation(line: 23, column: 46, scope: !321)
!327 = !DILocation(line: 23, column: 48, scope: !321)
!328 = !DILocation(line: 23, column: 52, scope: !321)
!329 = !DILocation(line: 23, column: 40, scope: !321)
!330 = !DILocation(line: 23, column: 42, scope: !321)
!331 = !DILocation(line: 23, column: 64, scope: !321)
!332 = !DILocation(line: 23, column: 57, scope: !321)
!333 = distinct !DISubprogram(name: "f_i3", scope: !2, file: !2, line: 24, type: !334, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!334 = !DISubroutineType(types: !335)
!335 = !{!79, !79}
!336 = !DILocalVariable(name: "x", arg: 1, scope: !333, file: !2, line: 24, type: !79)
!337 = !DILocation(line: 24, column: 33, scope: !333)
!338 = !DILocalVariable(name: "r", scope: !333, file: !2, line: 24, type: !79)
!339 = !DILocation(line: 24, column: 48, scope: !333)
!340 = !DILocation(line: 24, column: 52, scope: !333)
!341 = !DILocation(line: 24, column: 55, scope: !333)
!342 = !DILocation(line: 24, column: 60, scope: !333)
!343 = !DILocation(line: 24, column: 66, scope: !333)
!344 = !DILocation(line: 24, column: 62, scope: !333)
!345 = !DILocation(line: 24, column: 71, scope: !333)
!346 = !DILocation(line: 24, column: 77, scope: !333)
!347 = !DILocation(line: 24, column: 73, scope: !333)
!348 = !DILocation(line: 24, column: 81, scope: !333)
!349 = distinct !DISubprogram(name: "f_l2", scope: !2, file: !2, line: 25, type: !350, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!350 = !DISubroutineType(types: !351)
!351 = !{!86, !86}
!352 = !DILocalVariable(name: "x", arg: 1, scope: !349, file: !2, line: 25, type: !86)
!353 = !DILocation(line: 25, column: 33, scope: !349)
!354 = !DILocalVariable(name: "r", scope: !349, file: !2, line: 25, type: !86)
!355 = !DILocation(line: 25, column: 48, scope: !349)
!356 = !DILocation(line: 25, column: 52, scope: !349)
!357 = !DILocation(line: 25, column: 56, scope: !349)
!358 = !DILocation(line: 25, column: 58, scope: !349)
!359 = !DILocation(line: 25, column: 73, scope: !349)
!360 = !DILocation(line: 25, column: 75, scope: !349)
!361 = !DILocation(line: 25, column: 68, scope: !349)
!362 = !DILocation(line: 25, column: 86, scope: !349)
!363 = !DILocation(line: 25, column: 92, scope: !349)
!364 = !DILocation(line: 25, column: 88, scope: !349)
!365 = !DILocation(line: 25, column: 96, scope: !349)
!366 = distinct !DISubprogram(name: "f_f2", scope: !2, file: !2, line: 26, type: !367, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!367 = !DISubroutineType(types: !368)
!368 = !{!93, !93}
!369 = !DILocalVariable(name: "x", arg: 1, scope: !366, file: !2, line: 26, type: !93)
!370 = !DILocation(line: 26, column: 33, scope: !366)
!371 = !DILocalVariable(name: "r", scope: !366, file: !2, line: 26, type: !93)
!372 = !DILocation(line: 26, column: 48, scope: !366)
!373 = !DILocation(line: 26, column: 52, scope: !366)
!374 = !DILocation(line: 26, column: 55, scope: !366)
!375 = !DILocation(line: 26, column: 61, scope: !366)
!376 = !DILocation(line: 26, column: 57, scope: !366)
!377 = !DILocation(line: 26, column: 66, scope: !366)
!378 = !DILocation(line: 26, column: 72, scope: !366)
!379 = !DILocation(line: 26, column: 68, scope: !366)
!380 = !DILocation(line: 26, column: 76, scope: !366)
!381 = distinct !DISubprogram(name: "f_f3", scope: !2, file: !2, line: 27, type: !382, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!382 = !DISubroutineType(types: !383)
!383 = !{!100, !100}
!384 = !DILocalVariable(name: "x", arg: 1, scope: !381, file: !2, line: 27, type: !100)
!385 = !DILocation(line: 27, column: 33, scope: !381)
!386 = !DILocalVariable(name: "r", scope: !381, file: !2, line: 27, type: !100)
!387 = !DILocation(line: 27, column: 48, scope: !381)
!388 = !DILocation(line: 27, column: 52, scope: !381)
!389 = !DILocation(line: 27, column: 55, scope: !381)
!390 = !DILocation(line: 27, column: 60, scope: !381)
!391 = !DILocation(line: 27, column: 62, scope: !381)
!392 = !DILocation(line: 27, column: 69, scope: !381)
!393 = !DILocation(line: 27, column: 75, scope: !381)
!394 = !DILocation(line: 27, column: 71, scope: !381)
!395 = !DILocation(line: 27, column: 79, scope: !381)
!396 = distinct !DISubprogram(name: "f_d1", scope: !2, file: !2, line: 28, type: !397, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!397 = !DISubroutineType(types: !398)
!398 = !{!107, !107}
!399 = !DILocalVariable(name: "x", arg: 1, scope: !396, file: !2, line: 28, type: !107)
!400 = !DILocation(line: 28, column: 33, scope: !396)
!401 = !DILocation(line: 28, column: 40, scope: !396)
!402 = !DILocation(line: 28, column: 42, scope: !396)
!403 = !DILocation(line: 28, column: 55, scope: !396)
!404 = !DILocation(line: 28, column: 48, scope: !396)
!405 = distinct !DISubprogram(name: "f_d2", scope: !2, file: !2, line: 29, type: !406, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!406 = !DISubroutineType(types: !407)
!407 = !{!113, !113}
!408 = !DILocalVariable(name: "x", arg: 1, scope: !405, file: !2, line: 29, type: !113)
!409 = !DILocation(line: 29, column: 33, scope: !405)
!410 = !DILocalVariable(name: "r", scope: !405, file: !2, line: 29, type: !113)
!411 = !DILocation(line: 29, column: 48, scope: !405)
!412 = !DILocation(line: 29, column: 52, scope: !405)
!413 = !DILocation(line: 29, column: 55, scope: !405)
!414 = !DILocation(line: 29, column: 60, scope: !405)
!415 = !DILocation(line: 29, column: 62, scope: !405)
!416 = !DILocation(line: 29, column: 68, scope: !405)
!417 = distinct !DISubprogram(name: "f_di", scope: !2, file: !2, line: 30, type: !418, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!418 = !DISubroutineType(types: !419)
!419 = !{!119, !119}
!420 = !DILocalVariable(name: "x", arg: 1, scope: !417, file: !2, line: 30, type: !119)
!421 = !DILocation(line: 30, column: 33, scope: !417)
!422 = !DILocalVariable(name: "r", scope: !417, file: !2, line: 30, type: !119)
!423 = !DILocation(line: 30, column: 48, scope: !417)
!424 = !DILocation(line: 30, column: 52, scope: !417)
!425 = !DILocation(line: 30, column: 55, scope: !417)
!426 = !DILocation(line: 30, column: 61, scope: !417)
!427 = !DILocation(line: 30, column: 59, scope: !417)
!428 = !DILocation(line: 30, column: 57, scope: !417)
!429 = !DILocation(line: 30, column: 71, scope: !417)
!430 = !DILocation(line: 30, column: 64, scope: !417)
!431 = !DILocation(line: 30, column: 75, scope: !417)
!432 = distinct !DISubprogram(name: "f_id", scope: !2, file: !2, line: 31, type: !433, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!433 = !DISubroutineType(types: !434)
!434 = !{!125, !125}
!435 = !DILocalVariable(name: "x", arg: 1, scope: !432, file: !2, line: 31, type: !125)
!436 = !DILocation(line: 31, column: 33, scope: !432)
!437 = !DILocalVariable(name: "r", scope: !432, file: !2, line: 31, type: !125)
!438 = !DILocation(line: 31, column: 48, scope: !432)
!439 = !DILocation(line: 31, column: 52, scope: !432)
!440 = !DILocation(line: 31, column: 55, scope: !432)
!441 = !DILocation(line: 31, column: 57, scope: !432)
!442 = !DILocation(line: 31, column: 64, scope: !432)
!443 = !DILocation(line: 31, column: 70, scope: !432)
!444 = !DILocation(line: 31, column: 68, scope: !432)
!445 = !DILocation(line: 31, column: 66, scope: !432)
!446 = !DILocation(line: 31, column: 74, scope: !432)
!447 = distinct !DISubprogram(name: "f_fi", scope: !2, file: !2, line: 32, type: !448, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!448 = !DISubroutineType(types: !449)
!449 = !{!131, !131}
!450 = !DILocalVariable(name: "x", arg: 1, scope: !447, file: !2, line: 32, type: !131)
!451 = !DILocation(line: 32, column: 33, scope: !447)
!452 = !DILocalVariable(name: "r", scope: !447, file: !2, line: 32, type: !131)
!453 = !DILocation(line: 32, column: 48, scope: !447)
!454 = !DILocation(line: 32, column: 52, scope: !447)
!455 = !DILocation(line: 32, column: 55, scope: !447)
!456 = !DILocation(line: 32, column: 57, scope: !447)
!457 = !DILocation(line: 32, column: 68, scope: !447)
!458 = !DILocation(line: 32, column: 70, scope: !447)
!459 = !DILocation(line: 32, column: 79, scope: !447)
!460 = distinct !DISubprogram(name: "f_cdc", scope: !2, file: !2, line: 33, type: !461, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!461 = !DISubroutineType(types: !462)
!462 = !{!137, !137}
!463 = !DILocalVariable(name: "x", arg: 1, scope: !460, file: !2, line: 33, type: !137)
!464 = !DILocation(line: 33, column: 36, scope: !460)
!465 = !DILocalVariable(name: "r", scope: !460, file: !2, line: 33, type: !137)
!466 = !DILocation(line: 33, column: 52, scope: !460)
!467 = !DILocation(line: 33, column: 56, scope: !460)
!468 = !DILocation(line: 33, column: 59, scope: !460)
!469 = !DILocation(line: 33, column: 64, scope: !460)
!470 = !DILocation(line: 33, column: 66, scope: !460)
!471 = !DILocation(line: 33, column: 74, scope: !460)
!472 = !DILocation(line: 33, column: 78, scope: !460)
!473 = distinct !DISubprogram(name: "f_big5", scope: !2, file: !2, line: 34, type: !474, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!474 = !DISubroutineType(types: !475)
!475 = !{!144, !144}
!476 = !DILocalVariable(name: "x", arg: 1, scope: !473, file: !2, line: 34, type: !144)
!477 = !DILocation(line: 34, column: 39, scope: !473)
!478 = !DILocalVariable(name: "r", scope: !473, file: !2, line: 35, type: !144)
!479 = !DILocation(line: 35, column: 17, scope: !473)
!480 = !DILocation(line: 35, column: 21, scope: !473)
!481 = !DILocation(line: 35, column: 24, scope: !473)
!482 = !DILocation(line: 35, column: 29, scope: !473)
!483 = !DILocation(line: 35, column: 31, scope: !473)
!484 = !DILocation(line: 35, column: 38, scope: !473)
!485 = !DILocation(line: 35, column: 40, scope: !473)
!486 = !DILocation(line: 35, column: 47, scope: !473)
!487 = !DILocation(line: 35, column: 49, scope: !473)
!488 = !DILocation(line: 35, column: 56, scope: !473)
!489 = !DILocation(line: 35, column: 58, scope: !473)
!490 = !DILocation(line: 36, column: 5, scope: !473)
!491 = distinct !DISubprogram(name: "f_arr", scope: !2, file: !2, line: 38, type: !492, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!492 = !DISubroutineType(types: !493)
!493 = !{!153, !153}
!494 = !DILocalVariable(name: "x", arg: 1, scope: !491, file: !2, line: 38, type: !153)
!495 = !DILocation(line: 38, column: 36, scope: !491)
!496 = !DILocalVariable(name: "r", scope: !491, file: !2, line: 39, type: !153)
!497 = !DILocation(line: 39, column: 16, scope: !491)
!498 = !DILocalVariable(name: "i", scope: !499, file: !2, line: 40, type: !46)
!499 = distinct !DILexicalBlock(scope: !491, file: !2, line: 40, column: 5)
!500 = !DILocation(line: 40, column: 14, scope: !499)
!501 = !DILocation(line: 40, column: 10, scope: !499)
!502 = !DILocation(line: 40, column: 21, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !2, line: 40, column: 5)
!504 = !DILocation(line: 40, column: 23, scope: !503)
!505 = !DILocation(line: 40, column: 5, scope: !499)
!506 = !DILocation(line: 41, column: 40, scope: !503)
!507 = !DILocation(line: 41, column: 51, scope: !503)
!508 = !DILocation(line: 41, column: 49, scope: !503)
!509 = !DILocation(line: 41, column: 38, scope: !503)
!510 = !DILocation(line: 41, column: 56, scope: !503)
!511 = !DILocation(line: 41, column: 54, scope: !503)
!512 = !DILocation(line: 41, column: 22, scope: !503)
!513 = !DILocation(line: 41, column: 11, scope: !503)
!514 = !DILocation(line: 41, column: 17, scope: !503)
!515 = !DILocation(line: 41, column: 9, scope: !503)
!516 = !DILocation(line: 41, column: 20, scope: !503)
!517 = !DILocation(line: 40, column: 30, scope: !503)
!518 = !DILocation(line: 40, column: 5, scope: !503)
!519 = distinct !{!519, !505, !520, !179}
!520 = !DILocation(line: 41, column: 57, scope: !499)
!521 = !DILocation(line: 42, column: 5, scope: !491)
!522 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 46, type: !523, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!523 = !DISubroutineType(types: !524)
!524 = !{!110, !46, !113, !89, !93, !79, !110, !61, !144, !96, !119, !4}
!525 = !DILocalVariable(name: "a", arg: 1, scope: !522, file: !2, line: 46, type: !46)
!526 = !DILocation(line: 46, column: 24, scope: !522)
!527 = !DILocalVariable(name: "b", arg: 2, scope: !522, file: !2, line: 46, type: !113)
!528 = !DILocation(line: 46, column: 37, scope: !522)
!529 = !DILocalVariable(name: "c", arg: 3, scope: !522, file: !2, line: 46, type: !89)
!530 = !DILocation(line: 46, column: 45, scope: !522)
!531 = !DILocalVariable(name: "d", arg: 4, scope: !522, file: !2, line: 46, type: !93)
!532 = !DILocation(line: 46, column: 58, scope: !522)
!533 = !DILocalVariable(name: "e", arg: 5, scope: !522, file: !2, line: 46, type: !79)
!534 = !DILocation(line: 46, column: 71, scope: !522)
!535 = !DILocalVariable(name: "f", arg: 6, scope: !522, file: !2, line: 46, type: !110)
!536 = !DILocation(line: 46, column: 81, scope: !522)
!537 = !DILocalVariable(name: "g", arg: 7, scope: !522, file: !2, line: 46, type: !61)
!538 = !DILocation(line: 46, column: 94, scope: !522)
!539 = !DILocalVariable(name: "h", arg: 8, scope: !522, file: !2, line: 47, type: !144)
!540 = !DILocation(line: 47, column: 32, scope: !522)
!541 = !DILocalVariable(name: "i", arg: 9, scope: !522, file: !2, line: 47, type: !96)
!542 = !DILocation(line: 47, column: 41, scope: !522)
!543 = !DILocalVariable(name: "j", arg: 10, scope: !522, file: !2, line: 47, type: !119)
!544 = !DILocation(line: 47, column: 54, scope: !522)
!545 = !DILocalVariable(name: "k", arg: 11, scope: !522, file: !2, line: 47, type: !4)
!546 = !DILocation(line: 47, column: 62, scope: !522)
!547 = !DILocation(line: 48, column: 12, scope: !522)
!548 = !DILocation(line: 48, column: 18, scope: !522)
!549 = !DILocation(line: 48, column: 14, scope: !522)
!550 = !DILocation(line: 48, column: 24, scope: !522)
!551 = !DILocation(line: 48, column: 20, scope: !522)
!552 = !DILocation(line: 48, column: 28, scope: !522)
!553 = !DILocation(line: 48, column: 26, scope: !522)
!554 = !DILocation(line: 48, column: 34, scope: !522)
!555 = !DILocation(line: 48, column: 32, scope: !522)
!556 = !DILocation(line: 48, column: 30, scope: !522)
!557 = !DILocation(line: 48, column: 40, scope: !522)
!558 = !DILocation(line: 48, column: 38, scope: !522)
!559 = !DILocation(line: 48, column: 36, scope: !522)
!560 = !DILocation(line: 48, column: 46, scope: !522)
!561 = !DILocation(line: 48, column: 44, scope: !522)
!562 = !DILocation(line: 48, column: 42, scope: !522)
!563 = !DILocation(line: 48, column: 52, scope: !522)
!564 = !DILocation(line: 48, column: 50, scope: !522)
!565 = !DILocation(line: 48, column: 48, scope: !522)
!566 = !DILocation(line: 48, column: 58, scope: !522)
!567 = !DILocation(line: 48, column: 56, scope: !522)
!568 = !DILocation(line: 48, column: 54, scope: !522)
!569 = !DILocation(line: 48, column: 62, scope: !522)
!570 = !DILocation(line: 48, column: 60, scope: !522)
!571 = !DILocation(line: 48, column: 68, scope: !522)
!572 = !DILocation(line: 48, column: 66, scope: !522)
!573 = !DILocation(line: 48, column: 64, scope: !522)
!574 = !DILocation(line: 48, column: 74, scope: !522)
!575 = !DILocation(line: 48, column: 72, scope: !522)
!576 = !DILocation(line: 48, column: 70, scope: !522)
!577 = !DILocation(line: 48, column: 80, scope: !522)
!578 = !DILocation(line: 48, column: 78, scope: !522)
!579 = !DILocation(line: 48, column: 76, scope: !522)
!580 = !DILocation(line: 48, column: 86, scope: !522)
!581 = !DILocation(line: 48, column: 84, scope: !522)
!582 = !DILocation(line: 48, column: 82, scope: !522)
!583 = !DILocation(line: 48, column: 92, scope: !522)
!584 = !DILocation(line: 48, column: 90, scope: !522)
!585 = !DILocation(line: 48, column: 88, scope: !522)
!586 = !DILocation(line: 49, column: 14, scope: !522)
!587 = !DILocation(line: 49, column: 12, scope: !522)
!588 = !DILocation(line: 48, column: 94, scope: !522)
!589 = !DILocation(line: 49, column: 20, scope: !522)
!590 = !DILocation(line: 49, column: 18, scope: !522)
!591 = !DILocation(line: 49, column: 16, scope: !522)
!592 = !DILocation(line: 49, column: 26, scope: !522)
!593 = !DILocation(line: 49, column: 24, scope: !522)
!594 = !DILocation(line: 49, column: 22, scope: !522)
!595 = !DILocation(line: 49, column: 30, scope: !522)
!596 = !DILocation(line: 49, column: 28, scope: !522)
!597 = !DILocation(line: 49, column: 36, scope: !522)
!598 = !DILocation(line: 49, column: 32, scope: !522)
!599 = !DILocation(line: 49, column: 42, scope: !522)
!600 = !DILocation(line: 49, column: 40, scope: !522)
!601 = !DILocation(line: 49, column: 38, scope: !522)
!602 = !DILocation(line: 49, column: 46, scope: !522)
!603 = !DILocation(line: 49, column: 44, scope: !522)
!604 = !DILocation(line: 48, column: 5, scope: !522)
