; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.c3 = type { i8, i8, i8 }
%struct.s2 = type { i16, i16 }
%struct.i1 = type { i32 }
%struct.i3 = type { i32, i32, i32 }
%struct.l2 = type { i32, i32 }
%struct.f2 = type { float, float }
%struct.f3 = type { float, float, float }
%struct.d1 = type { double }
%struct.d2 = type { double, double }
%struct.di = type { double, i32 }
%struct.id = type { i32, double }
%struct.fi = type { float, i32 }
%struct.cdc = type { i8, double, i8 }
%struct.big5 = type { i32, i32, i32, i32, i32 }
%struct.arr = type { [12 x i8] }

@__const.main.c3 = private unnamed_addr constant %struct.c3 { i8 1, i8 -2, i8 3 }, align 1
@__const.main.s2 = private unnamed_addr constant %struct.s2 { i16 -5, i16 300 }, align 2
@__const.main.i1 = private unnamed_addr constant %struct.i1 { i32 9 }, align 4
@__const.main.i3 = private unnamed_addr constant %struct.i3 { i32 1, i32 2, i32 3 }, align 4
@__const.main.l2 = private unnamed_addr constant %struct.l2 { i32 123456789, i32 -987 }, align 4
@__const.main.f2 = private unnamed_addr constant %struct.f2 { float 1.500000e+00, float -2.500000e-01 }, align 4
@__const.main.f3 = private unnamed_addr constant %struct.f3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@__const.main.d1 = private unnamed_addr constant %struct.d1 { double 1.000000e+02 }, align 4
@__const.main.d2 = private unnamed_addr constant %struct.d2 { double 5.000000e-01, double -2.000000e+00 }, align 4
@__const.main.di = private unnamed_addr constant %struct.di { double 2.500000e+00, i32 7 }, align 4
@__const.main.id = private unnamed_addr constant %struct.id { i32 -3, double 1.125000e+00 }, align 4
@__const.main.fi = private unnamed_addr constant %struct.fi { float 5.000000e-01, i32 4660 }, align 4
@__const.main.cdc = private unnamed_addr constant %struct.cdc { i8 120, double 6.250000e+00, i8 121 }, align 4
@__const.main.b5 = private unnamed_addr constant %struct.big5 { i32 1, i32 2, i32 3, i32 4, i32 5 }, align 4
@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1, !dbg !37

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.c3, align 4
  %3 = alloca %struct.s2, align 4
  %4 = alloca %struct.i1, align 4
  %5 = alloca %struct.i3, align 4
  %6 = alloca %struct.l2, align 4
  %7 = alloca %struct.f2, align 4
  %8 = alloca %struct.f3, align 4
  %9 = alloca %struct.d1, align 4
  %10 = alloca %struct.d2, align 4
  %11 = alloca %struct.di, align 4
  %12 = alloca %struct.id, align 4
  %13 = alloca %struct.fi, align 4
  %14 = alloca %struct.cdc, align 4
  %15 = alloca %struct.big5, align 4
  %16 = alloca %struct.arr, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.c3, align 1
  %20 = alloca %struct.s2, align 2
  %21 = alloca %struct.i1, align 4
  %22 = alloca %struct.i3, align 4
  %23 = alloca %struct.l2, align 4
  %24 = alloca %struct.f2, align 4
  %25 = alloca %struct.f3, align 4
  %26 = alloca %struct.d1, align 4
  %27 = alloca %struct.d2, align 4
  %28 = alloca %struct.di, align 4
  %29 = alloca %struct.id, align 4
  %30 = alloca %struct.fi, align 4
  %31 = alloca %struct.cdc, align 4
  %32 = alloca %struct.big5, align 4
  %33 = alloca %struct.arr, align 1
  %34 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !67)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %2, ptr align 1 @__const.main.c3, i32 3, i1 false), !dbg !67
    #dbg_declare(ptr %3, !68, !DIExpression(), !73)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %3, ptr align 2 @__const.main.s2, i32 4, i1 false), !dbg !73
    #dbg_declare(ptr %4, !74, !DIExpression(), !78)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.i1, i32 4, i1 false), !dbg !78
    #dbg_declare(ptr %5, !79, !DIExpression(), !85)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.i3, i32 12, i1 false), !dbg !85
    #dbg_declare(ptr %6, !86, !DIExpression(), !92)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.l2, i32 8, i1 false), !dbg !92
    #dbg_declare(ptr %7, !93, !DIExpression(), !99)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.f2, i32 8, i1 false), !dbg !99
    #dbg_declare(ptr %8, !100, !DIExpression(), !106)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.f3, i32 12, i1 false), !dbg !106
    #dbg_declare(ptr %9, !107, !DIExpression(), !112)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.d1, i32 8, i1 false), !dbg !112
    #dbg_declare(ptr %10, !113, !DIExpression(), !118)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.d2, i32 16, i1 false), !dbg !118
    #dbg_declare(ptr %11, !119, !DIExpression(), !124)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 @__const.main.di, i32 12, i1 false), !dbg !124
    #dbg_declare(ptr %12, !125, !DIExpression(), !130)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 @__const.main.id, i32 12, i1 false), !dbg !130
    #dbg_declare(ptr %13, !131, !DIExpression(), !136)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %13, ptr align 4 @__const.main.fi, i32 8, i1 false), !dbg !136
    #dbg_declare(ptr %14, !137, !DIExpression(), !143)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %14, ptr align 4 @__const.main.cdc, i32 16, i1 false), !dbg !143
    #dbg_declare(ptr %15, !144, !DIExpression(), !152)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %15, ptr align 4 @__const.main.b5, i32 20, i1 false), !dbg !152
    #dbg_declare(ptr %16, !153, !DIExpression(), !160)
    #dbg_declare(ptr %17, !161, !DIExpression(), !163)
  store i32 0, ptr %17, align 4, !dbg !163
  br label %35, !dbg !164

35:                                               ; preds = %45, %0
  %36 = load i32, ptr %17, align 4, !dbg !165
  %37 = icmp slt i32 %36, 12, !dbg !167
  br i1 %37, label %38, label %48, !dbg !168

38:                                               ; preds = %35
  %39 = load i32, ptr %17, align 4, !dbg !169
  %40 = mul nsw i32 %39, 20, !dbg !170
  %41 = trunc i32 %40 to i8, !dbg !171
  %42 = getelementptr inbounds %struct.arr, ptr %16, i32 0, i32 0, !dbg !172
  %43 = load i32, ptr %17, align 4, !dbg !173
  %44 = getelementptr inbounds [12 x i8], ptr %42, i32 0, i32 %43, !dbg !174
  store i8 %41, ptr %44, align 1, !dbg !175
  br label %45, !dbg !174

45:                                               ; preds = %38
  %46 = load i32, ptr %17, align 4, !dbg !176
  %47 = add nsw i32 %46, 1, !dbg !176
  store i32 %47, ptr %17, align 4, !dbg !176
  br label %35, !dbg !177, !llvm.loop !178

48:                                               ; preds = %35
    #dbg_declare(ptr %18, !181, !DIExpression(), !183)
  store i32 0, ptr %18, align 4, !dbg !183
  br label %49, !dbg !184

49:                                               ; preds = %193, %48
  %50 = load i32, ptr %18, align 4, !dbg !185
  %51 = icmp slt i32 %50, 4, !dbg !187
  br i1 %51, label %52, label %196, !dbg !188

52:                                               ; preds = %49
  call void @f_c3(ptr dead_on_unwind writable sret(%struct.c3) align 1 %19, ptr noundef byval(%struct.c3) align 4 %2), !dbg !189
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %2, ptr align 1 %19, i32 3, i1 false), !dbg !189
  call void @f_s2(ptr dead_on_unwind writable sret(%struct.s2) align 2 %20, ptr noundef byval(%struct.s2) align 4 %3), !dbg !191
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %3, ptr align 2 %20, i32 4, i1 false), !dbg !191
  %53 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0, !dbg !192
  %54 = load i32, ptr %53, align 4, !dbg !192
  call void @f_i1(ptr dead_on_unwind writable sret(%struct.i1) align 4 %21, i32 %54), !dbg !192
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 %21, i32 4, i1 false), !dbg !192
  %55 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 0, !dbg !193
  %56 = load i32, ptr %55, align 4, !dbg !193
  %57 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 1, !dbg !193
  %58 = load i32, ptr %57, align 4, !dbg !193
  %59 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 2, !dbg !193
  %60 = load i32, ptr %59, align 4, !dbg !193
  call void @f_i3(ptr dead_on_unwind writable sret(%struct.i3) align 4 %22, i32 %56, i32 %58, i32 %60), !dbg !193
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 %22, i32 12, i1 false), !dbg !193
  %61 = getelementptr inbounds %struct.l2, ptr %6, i32 0, i32 0, !dbg !194
  %62 = load i32, ptr %61, align 4, !dbg !194
  %63 = getelementptr inbounds %struct.l2, ptr %6, i32 0, i32 1, !dbg !194
  %64 = load i32, ptr %63, align 4, !dbg !194
  call void @f_l2(ptr dead_on_unwind writable sret(%struct.l2) align 4 %23, i32 %62, i32 %64), !dbg !194
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %23, i32 8, i1 false), !dbg !194
  %65 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 0, !dbg !195
  %66 = load float, ptr %65, align 4, !dbg !195
  %67 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 1, !dbg !195
  %68 = load float, ptr %67, align 4, !dbg !195
  call void @f_f2(ptr dead_on_unwind writable sret(%struct.f2) align 4 %24, float %66, float %68), !dbg !195
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %24, i32 8, i1 false), !dbg !195
  %69 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0, !dbg !196
  %70 = load float, ptr %69, align 4, !dbg !196
  %71 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1, !dbg !196
  %72 = load float, ptr %71, align 4, !dbg !196
  %73 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2, !dbg !196
  %74 = load float, ptr %73, align 4, !dbg !196
  call void @f_f3(ptr dead_on_unwind writable sret(%struct.f3) align 4 %25, float %70, float %72, float %74), !dbg !196
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 %25, i32 12, i1 false), !dbg !196
  %75 = getelementptr inbounds %struct.d1, ptr %9, i32 0, i32 0, !dbg !197
  %76 = load double, ptr %75, align 4, !dbg !197
  call void @f_d1(ptr dead_on_unwind writable sret(%struct.d1) align 4 %26, double %76), !dbg !197
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 %26, i32 8, i1 false), !dbg !197
  %77 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0, !dbg !198
  %78 = load double, ptr %77, align 4, !dbg !198
  %79 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1, !dbg !198
  %80 = load double, ptr %79, align 4, !dbg !198
  call void @f_d2(ptr dead_on_unwind writable sret(%struct.d2) align 4 %27, double %78, double %80), !dbg !198
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 %27, i32 16, i1 false), !dbg !198
  %81 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 0, !dbg !199
  %82 = load double, ptr %81, align 4, !dbg !199
  %83 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 1, !dbg !199
  %84 = load i32, ptr %83, align 4, !dbg !199
  call void @f_di(ptr dead_on_unwind writable sret(%struct.di) align 4 %28, double %82, i32 %84), !dbg !199
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 %28, i32 12, i1 false), !dbg !199
  %85 = getelementptr inbounds %struct.id, ptr %12, i32 0, i32 0, !dbg !200
  %86 = load i32, ptr %85, align 4, !dbg !200
  %87 = getelementptr inbounds %struct.id, ptr %12, i32 0, i32 1, !dbg !200
  %88 = load double, ptr %87, align 4, !dbg !200
  call void @f_id(ptr dead_on_unwind writable sret(%struct.id) align 4 %29, i32 %86, double %88), !dbg !200
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 %29, i32 12, i1 false), !dbg !200
  %89 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 0, !dbg !201
  %90 = load float, ptr %89, align 4, !dbg !201
  %91 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 1, !dbg !201
  %92 = load i32, ptr %91, align 4, !dbg !201
  call void @f_fi(ptr dead_on_unwind writable sret(%struct.fi) align 4 %30, float %90, i32 %92), !dbg !201
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %13, ptr align 4 %30, i32 8, i1 false), !dbg !201
  call void @f_cdc(ptr dead_on_unwind writable sret(%struct.cdc) align 4 %31, ptr noundef byval(%struct.cdc) align 4 %14), !dbg !202
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %14, ptr align 4 %31, i32 16, i1 false), !dbg !202
  call void @f_big5(ptr dead_on_unwind writable sret(%struct.big5) align 4 %32, ptr noundef byval(%struct.big5) align 4 %15), !dbg !203
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %15, ptr align 4 %32, i32 20, i1 false), !dbg !203
  call void @f_arr(ptr dead_on_unwind writable sret(%struct.arr) align 1 %33, ptr noundef byval(%struct.arr) align 4 %16), !dbg !204
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %16, ptr align 1 %33, i32 12, i1 false), !dbg !204
  %93 = load i32, ptr %18, align 4, !dbg !205
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %93), !dbg !206
  %95 = getelementptr inbounds %struct.c3, ptr %2, i32 0, i32 0, !dbg !207
  %96 = load i8, ptr %95, align 1, !dbg !207
  %97 = sext i8 %96 to i32, !dbg !208
  %98 = getelementptr inbounds %struct.c3, ptr %2, i32 0, i32 1, !dbg !209
  %99 = load i8, ptr %98, align 1, !dbg !209
  %100 = sext i8 %99 to i32, !dbg !210
  %101 = getelementptr inbounds %struct.c3, ptr %2, i32 0, i32 2, !dbg !211
  %102 = load i8, ptr %101, align 1, !dbg !211
  %103 = sext i8 %102 to i32, !dbg !212
  %104 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0, !dbg !213
  %105 = load i16, ptr %104, align 2, !dbg !213
  %106 = sext i16 %105 to i32, !dbg !214
  %107 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 1, !dbg !215
  %108 = load i16, ptr %107, align 2, !dbg !215
  %109 = sext i16 %108 to i32, !dbg !216
  %110 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0, !dbg !217
  %111 = load i32, ptr %110, align 4, !dbg !217
  %112 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 0, !dbg !218
  %113 = load i32, ptr %112, align 4, !dbg !218
  %114 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 1, !dbg !219
  %115 = load i32, ptr %114, align 4, !dbg !219
  %116 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 2, !dbg !220
  %117 = load i32, ptr %116, align 4, !dbg !220
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %97, i32 noundef %100, i32 noundef %103, i32 noundef %106, i32 noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115, i32 noundef %117), !dbg !221
  %119 = getelementptr inbounds %struct.l2, ptr %6, i32 0, i32 0, !dbg !222
  %120 = load i32, ptr %119, align 4, !dbg !222
  %121 = getelementptr inbounds %struct.l2, ptr %6, i32 0, i32 1, !dbg !223
  %122 = load i32, ptr %121, align 4, !dbg !223
  %123 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 0, !dbg !224
  %124 = load float, ptr %123, align 4, !dbg !224
  %125 = fpext float %124 to double, !dbg !225
  %126 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 1, !dbg !226
  %127 = load float, ptr %126, align 4, !dbg !226
  %128 = fpext float %127 to double, !dbg !227
  %129 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 0, !dbg !228
  %130 = load float, ptr %129, align 4, !dbg !228
  %131 = fpext float %130 to double, !dbg !229
  %132 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 1, !dbg !230
  %133 = load float, ptr %132, align 4, !dbg !230
  %134 = fpext float %133 to double, !dbg !231
  %135 = getelementptr inbounds %struct.f3, ptr %8, i32 0, i32 2, !dbg !232
  %136 = load float, ptr %135, align 4, !dbg !232
  %137 = fpext float %136 to double, !dbg !233
  %138 = getelementptr inbounds %struct.d1, ptr %9, i32 0, i32 0, !dbg !234
  %139 = load double, ptr %138, align 4, !dbg !234
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %120, i32 noundef %122, double noundef %125, double noundef %128, double noundef %131, double noundef %134, double noundef %137, double noundef %139), !dbg !235
  %141 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0, !dbg !236
  %142 = load double, ptr %141, align 4, !dbg !236
  %143 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1, !dbg !237
  %144 = load double, ptr %143, align 4, !dbg !237
  %145 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 0, !dbg !238
  %146 = load double, ptr %145, align 4, !dbg !238
  %147 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 1, !dbg !239
  %148 = load i32, ptr %147, align 4, !dbg !239
  %149 = getelementptr inbounds %struct.id, ptr %12, i32 0, i32 0, !dbg !240
  %150 = load i32, ptr %149, align 4, !dbg !240
  %151 = getelementptr inbounds %struct.id, ptr %12, i32 0, i32 1, !dbg !241
  %152 = load double, ptr %151, align 4, !dbg !241
  %153 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 0, !dbg !242
  %154 = load float, ptr %153, align 4, !dbg !242
  %155 = fpext float %154 to double, !dbg !243
  %156 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 1, !dbg !244
  %157 = load i32, ptr %156, align 4, !dbg !244
  %158 = getelementptr inbounds %struct.cdc, ptr %14, i32 0, i32 0, !dbg !245
  %159 = load i8, ptr %158, align 4, !dbg !245
  %160 = sext i8 %159 to i32, !dbg !246
  %161 = getelementptr inbounds %struct.cdc, ptr %14, i32 0, i32 1, !dbg !247
  %162 = load double, ptr %161, align 4, !dbg !247
  %163 = getelementptr inbounds %struct.cdc, ptr %14, i32 0, i32 2, !dbg !248
  %164 = load i8, ptr %163, align 4, !dbg !248
  %165 = sext i8 %164 to i32, !dbg !249
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %142, double noundef %144, double noundef %146, i32 noundef %148, i32 noundef %150, double noundef %152, double noundef %155, i32 noundef %157, i32 noundef %160, double noundef %162, i32 noundef %165), !dbg !250
  %167 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 0, !dbg !251
  %168 = load i32, ptr %167, align 4, !dbg !251
  %169 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 1, !dbg !252
  %170 = load i32, ptr %169, align 4, !dbg !252
  %171 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 2, !dbg !253
  %172 = load i32, ptr %171, align 4, !dbg !253
  %173 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 3, !dbg !254
  %174 = load i32, ptr %173, align 4, !dbg !254
  %175 = getelementptr inbounds %struct.big5, ptr %15, i32 0, i32 4, !dbg !255
  %176 = load i32, ptr %175, align 4, !dbg !255
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %168, i32 noundef %170, i32 noundef %172, i32 noundef %174, i32 noundef %176), !dbg !256
    #dbg_declare(ptr %34, !257, !DIExpression(), !259)
  store i32 0, ptr %34, align 4, !dbg !259
  br label %178, !dbg !260

178:                                              ; preds = %188, %52
  %179 = load i32, ptr %34, align 4, !dbg !261
  %180 = icmp slt i32 %179, 12, !dbg !263
  br i1 %180, label %181, label %191, !dbg !264

181:                                              ; preds = %178
  %182 = getelementptr inbounds %struct.arr, ptr %16, i32 0, i32 0, !dbg !265
  %183 = load i32, ptr %34, align 4, !dbg !266
  %184 = getelementptr inbounds [12 x i8], ptr %182, i32 0, i32 %183, !dbg !267
  %185 = load i8, ptr %184, align 1, !dbg !267
  %186 = zext i8 %185 to i32, !dbg !267
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %186), !dbg !268
  br label %188, !dbg !268

188:                                              ; preds = %181
  %189 = load i32, ptr %34, align 4, !dbg !269
  %190 = add nsw i32 %189, 1, !dbg !269
  store i32 %190, ptr %34, align 4, !dbg !269
  br label %178, !dbg !270, !llvm.loop !271

191:                                              ; preds = %178
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.6), !dbg !273
  br label %193, !dbg !274

193:                                              ; preds = %191
  %194 = load i32, ptr %18, align 4, !dbg !275
  %195 = add nsw i32 %194, 1, !dbg !275
  store i32 %195, ptr %18, align 4, !dbg !275
  br label %49, !dbg !276, !llvm.loop !277

196:                                              ; preds = %49
  %197 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0, !dbg !279
  %198 = load double, ptr %197, align 4, !dbg !279
  %199 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1, !dbg !279
  %200 = load double, ptr %199, align 4, !dbg !279
  %201 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 0, !dbg !279
  %202 = load float, ptr %201, align 4, !dbg !279
  %203 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 1, !dbg !279
  %204 = load float, ptr %203, align 4, !dbg !279
  %205 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 0, !dbg !279
  %206 = load i32, ptr %205, align 4, !dbg !279
  %207 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 1, !dbg !279
  %208 = load i32, ptr %207, align 4, !dbg !279
  %209 = getelementptr inbounds %struct.i3, ptr %5, i32 0, i32 2, !dbg !279
  %210 = load i32, ptr %209, align 4, !dbg !279
  %211 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 0, !dbg !279
  %212 = load double, ptr %211, align 4, !dbg !279
  %213 = getelementptr inbounds %struct.di, ptr %11, i32 0, i32 1, !dbg !279
  %214 = load i32, ptr %213, align 4, !dbg !279
  %215 = call double @many(i32 noundef 1, double %198, double %200, i32 noundef 3, float %202, float %204, i32 %206, i32 %208, i32 %210, double noundef 5.000000e-01, ptr noundef byval(%struct.c3) align 4 %2, ptr noundef byval(%struct.big5) align 4 %15, float noundef 2.500000e+00, double %212, i32 %214, i8 noundef signext 107), !dbg !279
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %215), !dbg !280
  ret i32 0, !dbg !281
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_c3(ptr dead_on_unwind noalias writable sret(%struct.c3) align 1 %0, ptr noundef byval(%struct.c3) align 4 %1) #0 !dbg !282 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !285, !DIExpression(), !286)
  %4 = getelementptr inbounds %struct.c3, ptr %1, i32 0, i32 0, !dbg !287
  %5 = load i8, ptr %4, align 4, !dbg !288
  %6 = add i8 %5, 1, !dbg !288
  store i8 %6, ptr %4, align 4, !dbg !288
  %7 = getelementptr inbounds %struct.c3, ptr %1, i32 0, i32 1, !dbg !289
  %8 = load i8, ptr %7, align 1, !dbg !289
  %9 = sext i8 %8 to i32, !dbg !290
  %10 = mul nsw i32 %9, 2, !dbg !291
  %11 = trunc i32 %10 to i8, !dbg !292
  %12 = getelementptr inbounds %struct.c3, ptr %1, i32 0, i32 1, !dbg !293
  store i8 %11, ptr %12, align 1, !dbg !294
  %13 = getelementptr inbounds %struct.c3, ptr %1, i32 0, i32 0, !dbg !295
  %14 = load i8, ptr %13, align 4, !dbg !295
  %15 = sext i8 %14 to i32, !dbg !296
  %16 = getelementptr inbounds %struct.c3, ptr %1, i32 0, i32 2, !dbg !297
  %17 = load i8, ptr %16, align 2, !dbg !297
  %18 = sext i8 %17 to i32, !dbg !298
  %19 = add nsw i32 %15, %18, !dbg !299
  %20 = trunc i32 %19 to i8, !dbg !300
  %21 = getelementptr inbounds %struct.c3, ptr %1, i32 0, i32 2, !dbg !301
  store i8 %20, ptr %21, align 2, !dbg !302
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %0, ptr align 4 %1, i32 3, i1 false), !dbg !303
  ret void, !dbg !304
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_s2(ptr dead_on_unwind noalias writable sret(%struct.s2) align 2 %0, ptr noundef byval(%struct.s2) align 4 %1) #0 !dbg !305 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !308, !DIExpression(), !309)
    #dbg_declare(ptr %3, !310, !DIExpression(DW_OP_deref), !311)
  %4 = getelementptr inbounds %struct.s2, ptr %0, i32 0, i32 0, !dbg !312
  %5 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 1, !dbg !313
  %6 = load i16, ptr %5, align 2, !dbg !313
  %7 = sext i16 %6 to i32, !dbg !314
  %8 = sub nsw i32 %7, 1, !dbg !315
  %9 = trunc i32 %8 to i16, !dbg !316
  store i16 %9, ptr %4, align 2, !dbg !312
  %10 = getelementptr inbounds %struct.s2, ptr %0, i32 0, i32 1, !dbg !312
  %11 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0, !dbg !317
  %12 = load i16, ptr %11, align 4, !dbg !317
  %13 = sext i16 %12 to i32, !dbg !318
  %14 = add nsw i32 %13, 1000, !dbg !319
  %15 = trunc i32 %14 to i16, !dbg !320
  store i16 %15, ptr %10, align 2, !dbg !312
  ret void, !dbg !321
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_i1(ptr dead_on_unwind noalias writable sret(%struct.i1) align 4 %0, i32 %1) #0 !dbg !322 {
  %3 = alloca ptr, align 4
  %4 = alloca %struct.i1, align 4
  store ptr %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %4, !325, !DIExpression(), !326)
  %6 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0, !dbg !327
  %7 = load i32, ptr %6, align 4, !dbg !327
  %8 = mul nsw i32 %7, 7, !dbg !328
  %9 = add nsw i32 %8, 1, !dbg !329
  %10 = getelementptr inbounds %struct.i1, ptr %4, i32 0, i32 0, !dbg !330
  store i32 %9, ptr %10, align 4, !dbg !331
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %4, i32 4, i1 false), !dbg !332
  ret void, !dbg !333
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_i3(ptr dead_on_unwind noalias writable sret(%struct.i3) align 4 %0, i32 %1, i32 %2, i32 %3) #0 !dbg !334 {
  %5 = alloca ptr, align 4
  %6 = alloca %struct.i3, align 4
  store ptr %0, ptr %5, align 4
  %7 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 0
  store i32 %1, ptr %7, align 4
  %8 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 1
  store i32 %2, ptr %8, align 4
  %9 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 2
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %6, !337, !DIExpression(), !338)
    #dbg_declare(ptr %5, !339, !DIExpression(DW_OP_deref), !340)
  %10 = getelementptr inbounds %struct.i3, ptr %0, i32 0, i32 0, !dbg !341
  %11 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 2, !dbg !342
  %12 = load i32, ptr %11, align 4, !dbg !342
  store i32 %12, ptr %10, align 4, !dbg !341
  %13 = getelementptr inbounds %struct.i3, ptr %0, i32 0, i32 1, !dbg !341
  %14 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 0, !dbg !343
  %15 = load i32, ptr %14, align 4, !dbg !343
  %16 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 1, !dbg !344
  %17 = load i32, ptr %16, align 4, !dbg !344
  %18 = add nsw i32 %15, %17, !dbg !345
  store i32 %18, ptr %13, align 4, !dbg !341
  %19 = getelementptr inbounds %struct.i3, ptr %0, i32 0, i32 2, !dbg !341
  %20 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 0, !dbg !346
  %21 = load i32, ptr %20, align 4, !dbg !346
  %22 = getelementptr inbounds %struct.i3, ptr %6, i32 0, i32 2, !dbg !347
  %23 = load i32, ptr %22, align 4, !dbg !347
  %24 = sub nsw i32 %21, %23, !dbg !348
  store i32 %24, ptr %19, align 4, !dbg !341
  ret void, !dbg !349
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_l2(ptr dead_on_unwind noalias writable sret(%struct.l2) align 4 %0, i32 %1, i32 %2) #0 !dbg !350 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.l2, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.l2, ptr %5, i32 0, i32 0
  store i32 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.l2, ptr %5, i32 0, i32 1
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %5, !353, !DIExpression(), !354)
    #dbg_declare(ptr %4, !355, !DIExpression(DW_OP_deref), !356)
  %8 = getelementptr inbounds %struct.l2, ptr %0, i32 0, i32 0, !dbg !357
  %9 = getelementptr inbounds %struct.l2, ptr %5, i32 0, i32 0, !dbg !358
  %10 = load i32, ptr %9, align 4, !dbg !358
  %11 = srem i32 %10, 100000, !dbg !359
  %12 = getelementptr inbounds %struct.l2, ptr %5, i32 0, i32 1, !dbg !360
  %13 = load i32, ptr %12, align 4, !dbg !360
  %14 = srem i32 %13, 1000, !dbg !361
  %15 = mul nsw i32 %11, %14, !dbg !362
  store i32 %15, ptr %8, align 4, !dbg !357
  %16 = getelementptr inbounds %struct.l2, ptr %0, i32 0, i32 1, !dbg !357
  %17 = getelementptr inbounds %struct.l2, ptr %5, i32 0, i32 0, !dbg !363
  %18 = load i32, ptr %17, align 4, !dbg !363
  %19 = getelementptr inbounds %struct.l2, ptr %5, i32 0, i32 1, !dbg !364
  %20 = load i32, ptr %19, align 4, !dbg !364
  %21 = sub nsw i32 %18, %20, !dbg !365
  store i32 %21, ptr %16, align 4, !dbg !357
  ret void, !dbg !366
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_f2(ptr dead_on_unwind noalias writable sret(%struct.f2) align 4 %0, float %1, float %2) #0 !dbg !367 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.f2, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 0
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 1
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %5, !370, !DIExpression(), !371)
    #dbg_declare(ptr %4, !372, !DIExpression(DW_OP_deref), !373)
  %8 = getelementptr inbounds %struct.f2, ptr %0, i32 0, i32 0, !dbg !374
  %9 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 0, !dbg !375
  %10 = load float, ptr %9, align 4, !dbg !375
  %11 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 1, !dbg !376
  %12 = load float, ptr %11, align 4, !dbg !376
  %13 = fmul float %10, %12, !dbg !377
  store float %13, ptr %8, align 4, !dbg !374
  %14 = getelementptr inbounds %struct.f2, ptr %0, i32 0, i32 1, !dbg !374
  %15 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 0, !dbg !378
  %16 = load float, ptr %15, align 4, !dbg !378
  %17 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 1, !dbg !379
  %18 = load float, ptr %17, align 4, !dbg !379
  %19 = fsub float %16, %18, !dbg !380
  store float %19, ptr %14, align 4, !dbg !374
  ret void, !dbg !381
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_f3(ptr dead_on_unwind noalias writable sret(%struct.f3) align 4 %0, float %1, float %2, float %3) #0 !dbg !382 {
  %5 = alloca ptr, align 4
  %6 = alloca %struct.f3, align 4
  store ptr %0, ptr %5, align 4
  %7 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  store float %1, ptr %7, align 4
  %8 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  store float %2, ptr %8, align 4
  %9 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  store float %3, ptr %9, align 4
    #dbg_declare(ptr %6, !385, !DIExpression(), !386)
    #dbg_declare(ptr %5, !387, !DIExpression(DW_OP_deref), !388)
  %10 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 0, !dbg !389
  %11 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2, !dbg !390
  %12 = load float, ptr %11, align 4, !dbg !390
  store float %12, ptr %10, align 4, !dbg !389
  %13 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 1, !dbg !389
  %14 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0, !dbg !391
  %15 = load float, ptr %14, align 4, !dbg !391
  %16 = fmul float %15, 2.000000e+00, !dbg !392
  store float %16, ptr %13, align 4, !dbg !389
  %17 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 2, !dbg !389
  %18 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1, !dbg !393
  %19 = load float, ptr %18, align 4, !dbg !393
  %20 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2, !dbg !394
  %21 = load float, ptr %20, align 4, !dbg !394
  %22 = fadd float %19, %21, !dbg !395
  store float %22, ptr %17, align 4, !dbg !389
  ret void, !dbg !396
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_d1(ptr dead_on_unwind noalias writable sret(%struct.d1) align 4 %0, double %1) #0 !dbg !397 {
  %3 = alloca ptr, align 4
  %4 = alloca %struct.d1, align 4
  store ptr %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.d1, ptr %4, i32 0, i32 0
  store double %1, ptr %5, align 4
    #dbg_declare(ptr %4, !400, !DIExpression(), !401)
  %6 = getelementptr inbounds %struct.d1, ptr %4, i32 0, i32 0, !dbg !402
  %7 = load double, ptr %6, align 4, !dbg !403
  %8 = fdiv double %7, 8.000000e+00, !dbg !403
  store double %8, ptr %6, align 4, !dbg !403
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %4, i32 8, i1 false), !dbg !404
  ret void, !dbg !405
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_d2(ptr dead_on_unwind noalias writable sret(%struct.d2) align 4 %0, double %1, double %2) #0 !dbg !406 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.d2, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  store double %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  store double %2, ptr %7, align 4
    #dbg_declare(ptr %5, !409, !DIExpression(), !410)
    #dbg_declare(ptr %4, !411, !DIExpression(DW_OP_deref), !412)
  %8 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 0, !dbg !413
  %9 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1, !dbg !414
  %10 = load double, ptr %9, align 4, !dbg !414
  store double %10, ptr %8, align 4, !dbg !413
  %11 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 1, !dbg !413
  %12 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0, !dbg !415
  %13 = load double, ptr %12, align 4, !dbg !415
  %14 = fmul double %13, 3.000000e+00, !dbg !416
  store double %14, ptr %11, align 4, !dbg !413
  ret void, !dbg !417
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_di(ptr dead_on_unwind noalias writable sret(%struct.di) align 4 %0, double %1, i32 %2) #0 !dbg !418 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.di, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 0
  store double %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 1
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %5, !421, !DIExpression(), !422)
    #dbg_declare(ptr %4, !423, !DIExpression(DW_OP_deref), !424)
  %8 = getelementptr inbounds %struct.di, ptr %0, i32 0, i32 0, !dbg !425
  %9 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 0, !dbg !426
  %10 = load double, ptr %9, align 4, !dbg !426
  %11 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 1, !dbg !427
  %12 = load i32, ptr %11, align 4, !dbg !427
  %13 = sitofp i32 %12 to double, !dbg !428
  %14 = fadd double %10, %13, !dbg !429
  store double %14, ptr %8, align 4, !dbg !425
  %15 = getelementptr inbounds %struct.di, ptr %0, i32 0, i32 1, !dbg !425
  %16 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 0, !dbg !430
  %17 = load double, ptr %16, align 4, !dbg !430
  %18 = fptosi double %17 to i32, !dbg !431
  store i32 %18, ptr %15, align 4, !dbg !425
  ret void, !dbg !432
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_id(ptr dead_on_unwind noalias writable sret(%struct.id) align 4 %0, i32 %1, double %2) #0 !dbg !433 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.id, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 0
  store i32 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 1
  store double %2, ptr %7, align 4
    #dbg_declare(ptr %5, !436, !DIExpression(), !437)
    #dbg_declare(ptr %4, !438, !DIExpression(DW_OP_deref), !439)
  %8 = getelementptr inbounds %struct.id, ptr %0, i32 0, i32 0, !dbg !440
  %9 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 0, !dbg !441
  %10 = load i32, ptr %9, align 4, !dbg !441
  %11 = mul nsw i32 %10, 2, !dbg !442
  store i32 %11, ptr %8, align 4, !dbg !440
  %12 = getelementptr inbounds %struct.id, ptr %0, i32 0, i32 1, !dbg !440
  %13 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 1, !dbg !443
  %14 = load double, ptr %13, align 4, !dbg !443
  %15 = getelementptr inbounds %struct.id, ptr %5, i32 0, i32 0, !dbg !444
  %16 = load i32, ptr %15, align 4, !dbg !444
  %17 = sitofp i32 %16 to double, !dbg !445
  %18 = fsub double %14, %17, !dbg !446
  store double %18, ptr %12, align 4, !dbg !440
  ret void, !dbg !447
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_fi(ptr dead_on_unwind noalias writable sret(%struct.fi) align 4 %0, float %1, i32 %2) #0 !dbg !448 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.fi, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 0
  store float %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 1
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %5, !451, !DIExpression(), !452)
    #dbg_declare(ptr %4, !453, !DIExpression(DW_OP_deref), !454)
  %8 = getelementptr inbounds %struct.fi, ptr %0, i32 0, i32 0, !dbg !455
  %9 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 0, !dbg !456
  %10 = load float, ptr %9, align 4, !dbg !456
  %11 = fadd float %10, 2.500000e-01, !dbg !457
  store float %11, ptr %8, align 4, !dbg !455
  %12 = getelementptr inbounds %struct.fi, ptr %0, i32 0, i32 1, !dbg !455
  %13 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 1, !dbg !458
  %14 = load i32, ptr %13, align 4, !dbg !458
  %15 = xor i32 %14, 85, !dbg !459
  store i32 %15, ptr %12, align 4, !dbg !455
  ret void, !dbg !460
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_cdc(ptr dead_on_unwind noalias writable sret(%struct.cdc) align 4 %0, ptr noundef byval(%struct.cdc) align 4 %1) #0 !dbg !461 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !464, !DIExpression(), !465)
    #dbg_declare(ptr %3, !466, !DIExpression(DW_OP_deref), !467)
  %4 = getelementptr inbounds %struct.cdc, ptr %0, i32 0, i32 0, !dbg !468
  %5 = getelementptr inbounds %struct.cdc, ptr %1, i32 0, i32 2, !dbg !469
  %6 = load i8, ptr %5, align 4, !dbg !469
  store i8 %6, ptr %4, align 4, !dbg !468
  %7 = getelementptr inbounds %struct.cdc, ptr %0, i32 0, i32 1, !dbg !468
  %8 = getelementptr inbounds %struct.cdc, ptr %1, i32 0, i32 1, !dbg !470
  %9 = load double, ptr %8, align 4, !dbg !470
  %10 = fmul double %9, -1.000000e+00, !dbg !471
  store double %10, ptr %7, align 4, !dbg !468
  %11 = getelementptr inbounds %struct.cdc, ptr %0, i32 0, i32 2, !dbg !468
  %12 = getelementptr inbounds %struct.cdc, ptr %1, i32 0, i32 0, !dbg !472
  %13 = load i8, ptr %12, align 4, !dbg !472
  store i8 %13, ptr %11, align 4, !dbg !468
  ret void, !dbg !473
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_big5(ptr dead_on_unwind noalias writable sret(%struct.big5) align 4 %0, ptr noundef byval(%struct.big5) align 4 %1) #0 !dbg !474 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !477, !DIExpression(), !478)
    #dbg_declare(ptr %3, !479, !DIExpression(DW_OP_deref), !480)
  %4 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 0, !dbg !481
  %5 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 4, !dbg !482
  %6 = load i32, ptr %5, align 4, !dbg !482
  store i32 %6, ptr %4, align 4, !dbg !481
  %7 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 1, !dbg !481
  %8 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 3, !dbg !483
  %9 = load i32, ptr %8, align 4, !dbg !483
  %10 = add nsw i32 %9, 1, !dbg !484
  store i32 %10, ptr %7, align 4, !dbg !481
  %11 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 2, !dbg !481
  %12 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 2, !dbg !485
  %13 = load i32, ptr %12, align 4, !dbg !485
  %14 = mul nsw i32 %13, 2, !dbg !486
  store i32 %14, ptr %11, align 4, !dbg !481
  %15 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 3, !dbg !481
  %16 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 1, !dbg !487
  %17 = load i32, ptr %16, align 4, !dbg !487
  %18 = sub nsw i32 %17, 3, !dbg !488
  store i32 %18, ptr %15, align 4, !dbg !481
  %19 = getelementptr inbounds %struct.big5, ptr %0, i32 0, i32 4, !dbg !481
  %20 = getelementptr inbounds %struct.big5, ptr %1, i32 0, i32 0, !dbg !489
  %21 = load i32, ptr %20, align 4, !dbg !489
  %22 = xor i32 %21, 255, !dbg !490
  store i32 %22, ptr %19, align 4, !dbg !481
  ret void, !dbg !491
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_arr(ptr dead_on_unwind noalias writable sret(%struct.arr) align 1 %0, ptr noundef byval(%struct.arr) align 4 %1) #0 !dbg !492 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !495, !DIExpression(), !496)
    #dbg_declare(ptr %3, !497, !DIExpression(DW_OP_deref), !498)
    #dbg_declare(ptr %4, !499, !DIExpression(), !501)
  store i32 0, ptr %4, align 4, !dbg !501
  br label %5, !dbg !502

5:                                                ; preds = %21, %2
  %6 = load i32, ptr %4, align 4, !dbg !503
  %7 = icmp slt i32 %6, 12, !dbg !505
  br i1 %7, label %8, label %24, !dbg !506

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.arr, ptr %1, i32 0, i32 0, !dbg !507
  %10 = load i32, ptr %4, align 4, !dbg !508
  %11 = sub nsw i32 11, %10, !dbg !509
  %12 = getelementptr inbounds [12 x i8], ptr %9, i32 0, i32 %11, !dbg !510
  %13 = load i8, ptr %12, align 1, !dbg !510
  %14 = zext i8 %13 to i32, !dbg !510
  %15 = load i32, ptr %4, align 4, !dbg !511
  %16 = add nsw i32 %14, %15, !dbg !512
  %17 = trunc i32 %16 to i8, !dbg !513
  %18 = getelementptr inbounds %struct.arr, ptr %0, i32 0, i32 0, !dbg !514
  %19 = load i32, ptr %4, align 4, !dbg !515
  %20 = getelementptr inbounds [12 x i8], ptr %18, i32 0, i32 %19, !dbg !516
  store i8 %17, ptr %20, align 1, !dbg !517
  br label %21, !dbg !516

21:                                               ; preds = %8
  %22 = load i32, ptr %4, align 4, !dbg !518
  %23 = add nsw i32 %22, 1, !dbg !518
  store i32 %23, ptr %4, align 4, !dbg !518
  br label %5, !dbg !519, !llvm.loop !520

24:                                               ; preds = %5
  ret void, !dbg !522
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 noundef %0, double %1, double %2, i32 noundef %3, float %4, float %5, i32 %6, i32 %7, i32 %8, double noundef %9, ptr noundef byval(%struct.c3) align 4 %10, ptr noundef byval(%struct.big5) align 4 %11, float noundef %12, double %13, i32 %14, i8 noundef signext %15) #0 !dbg !523 {
  %17 = alloca %struct.d2, align 4
  %18 = alloca %struct.f2, align 4
  %19 = alloca %struct.i3, align 4
  %20 = alloca %struct.di, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca float, align 4
  %25 = alloca i8, align 1
  %26 = getelementptr inbounds %struct.d2, ptr %17, i32 0, i32 0
  store double %1, ptr %26, align 4
  %27 = getelementptr inbounds %struct.d2, ptr %17, i32 0, i32 1
  store double %2, ptr %27, align 4
  %28 = getelementptr inbounds %struct.f2, ptr %18, i32 0, i32 0
  store float %4, ptr %28, align 4
  %29 = getelementptr inbounds %struct.f2, ptr %18, i32 0, i32 1
  store float %5, ptr %29, align 4
  %30 = getelementptr inbounds %struct.i3, ptr %19, i32 0, i32 0
  store i32 %6, ptr %30, align 4
  %31 = getelementptr inbounds %struct.i3, ptr %19, i32 0, i32 1
  store i32 %7, ptr %31, align 4
  %32 = getelementptr inbounds %struct.i3, ptr %19, i32 0, i32 2
  store i32 %8, ptr %32, align 4
  %33 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 0
  store double %13, ptr %33, align 4
  %34 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 1
  store i32 %14, ptr %34, align 4
  store i32 %0, ptr %21, align 4
    #dbg_declare(ptr %21, !526, !DIExpression(), !527)
    #dbg_declare(ptr %17, !528, !DIExpression(), !529)
  store i32 %3, ptr %22, align 4
    #dbg_declare(ptr %22, !530, !DIExpression(), !531)
    #dbg_declare(ptr %18, !532, !DIExpression(), !533)
    #dbg_declare(ptr %19, !534, !DIExpression(), !535)
  store double %9, ptr %23, align 8
    #dbg_declare(ptr %23, !536, !DIExpression(), !537)
    #dbg_declare(ptr %10, !538, !DIExpression(), !539)
    #dbg_declare(ptr %11, !540, !DIExpression(), !541)
  store float %12, ptr %24, align 4
    #dbg_declare(ptr %24, !542, !DIExpression(), !543)
    #dbg_declare(ptr %20, !544, !DIExpression(), !545)
  store i8 %15, ptr %25, align 1
    #dbg_declare(ptr %25, !546, !DIExpression(), !547)
  %35 = load i32, ptr %21, align 4, !dbg !548
  %36 = sitofp i32 %35 to double, !dbg !548
  %37 = getelementptr inbounds %struct.d2, ptr %17, i32 0, i32 0, !dbg !549
  %38 = load double, ptr %37, align 4, !dbg !549
  %39 = fadd double %36, %38, !dbg !550
  %40 = getelementptr inbounds %struct.d2, ptr %17, i32 0, i32 1, !dbg !551
  %41 = load double, ptr %40, align 4, !dbg !551
  %42 = fadd double %39, %41, !dbg !552
  %43 = load i32, ptr %22, align 4, !dbg !553
  %44 = sitofp i32 %43 to double, !dbg !553
  %45 = fadd double %42, %44, !dbg !554
  %46 = getelementptr inbounds %struct.f2, ptr %18, i32 0, i32 0, !dbg !555
  %47 = load float, ptr %46, align 4, !dbg !555
  %48 = fpext float %47 to double, !dbg !556
  %49 = fadd double %45, %48, !dbg !557
  %50 = getelementptr inbounds %struct.f2, ptr %18, i32 0, i32 1, !dbg !558
  %51 = load float, ptr %50, align 4, !dbg !558
  %52 = fpext float %51 to double, !dbg !559
  %53 = fadd double %49, %52, !dbg !560
  %54 = getelementptr inbounds %struct.i3, ptr %19, i32 0, i32 0, !dbg !561
  %55 = load i32, ptr %54, align 4, !dbg !561
  %56 = sitofp i32 %55 to double, !dbg !562
  %57 = fadd double %53, %56, !dbg !563
  %58 = getelementptr inbounds %struct.i3, ptr %19, i32 0, i32 1, !dbg !564
  %59 = load i32, ptr %58, align 4, !dbg !564
  %60 = sitofp i32 %59 to double, !dbg !565
  %61 = fadd double %57, %60, !dbg !566
  %62 = getelementptr inbounds %struct.i3, ptr %19, i32 0, i32 2, !dbg !567
  %63 = load i32, ptr %62, align 4, !dbg !567
  %64 = sitofp i32 %63 to double, !dbg !568
  %65 = fadd double %61, %64, !dbg !569
  %66 = load double, ptr %23, align 8, !dbg !570
  %67 = fadd double %65, %66, !dbg !571
  %68 = getelementptr inbounds %struct.c3, ptr %10, i32 0, i32 0, !dbg !572
  %69 = load i8, ptr %68, align 4, !dbg !572
  %70 = sext i8 %69 to i32, !dbg !573
  %71 = sitofp i32 %70 to double, !dbg !573
  %72 = fadd double %67, %71, !dbg !574
  %73 = getelementptr inbounds %struct.c3, ptr %10, i32 0, i32 1, !dbg !575
  %74 = load i8, ptr %73, align 1, !dbg !575
  %75 = sext i8 %74 to i32, !dbg !576
  %76 = sitofp i32 %75 to double, !dbg !576
  %77 = fadd double %72, %76, !dbg !577
  %78 = getelementptr inbounds %struct.c3, ptr %10, i32 0, i32 2, !dbg !578
  %79 = load i8, ptr %78, align 2, !dbg !578
  %80 = sext i8 %79 to i32, !dbg !579
  %81 = sitofp i32 %80 to double, !dbg !579
  %82 = fadd double %77, %81, !dbg !580
  %83 = getelementptr inbounds %struct.big5, ptr %11, i32 0, i32 0, !dbg !581
  %84 = load i32, ptr %83, align 4, !dbg !581
  %85 = sitofp i32 %84 to double, !dbg !582
  %86 = fadd double %82, %85, !dbg !583
  %87 = getelementptr inbounds %struct.big5, ptr %11, i32 0, i32 1, !dbg !584
  %88 = load i32, ptr %87, align 4, !dbg !584
  %89 = sitofp i32 %88 to double, !dbg !585
  %90 = fadd double %86, %89, !dbg !586
  %91 = getelementptr inbounds %struct.big5, ptr %11, i32 0, i32 2, !dbg !587
  %92 = load i32, ptr %91, align 4, !dbg !587
  %93 = sitofp i32 %92 to double, !dbg !588
  %94 = fadd double %90, %93, !dbg !589
  %95 = getelementptr inbounds %struct.big5, ptr %11, i32 0, i32 3, !dbg !590
  %96 = load i32, ptr %95, align 4, !dbg !590
  %97 = sitofp i32 %96 to double, !dbg !591
  %98 = fadd double %94, %97, !dbg !592
  %99 = getelementptr inbounds %struct.big5, ptr %11, i32 0, i32 4, !dbg !593
  %100 = load i32, ptr %99, align 4, !dbg !593
  %101 = sitofp i32 %100 to double, !dbg !594
  %102 = fadd double %98, %101, !dbg !595
  %103 = load float, ptr %24, align 4, !dbg !596
  %104 = fpext float %103 to double, !dbg !596
  %105 = fadd double %102, %104, !dbg !597
  %106 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 0, !dbg !598
  %107 = load double, ptr %106, align 4, !dbg !598
  %108 = fadd double %105, %107, !dbg !599
  %109 = getelementptr inbounds %struct.di, ptr %20, i32 0, i32 1, !dbg !600
  %110 = load i32, ptr %109, align 4, !dbg !600
  %111 = sitofp i32 %110 to double, !dbg !601
  %112 = fadd double %108, %111, !dbg !602
  %113 = load i8, ptr %25, align 1, !dbg !603
  %114 = sext i8 %113 to i32, !dbg !603
  %115 = sitofp i32 %114 to double, !dbg !603
  %116 = fadd double %112, %115, !dbg !604
  ret double %116, !dbg !605
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_abi.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "327c32f084742d9b772eb39aa7b9f6ed")
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
!48 = !{i32 1, !"NumRegisterParameters", i32 0}
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !58, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !42, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!46}
!60 = !{}
!61 = !DILocalVariable(name: "c3", scope: !57, file: !2, line: 53, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c3", file: !2, line: 5, size: 24, elements: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !62, file: !2, line: 5, baseType: !4, size: 8)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !62, file: !2, line: 5, baseType: !4, size: 8, offset: 8)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !62, file: !2, line: 5, baseType: !4, size: 8, offset: 16)
!67 = !DILocation(line: 53, column: 15, scope: !57)
!68 = !DILocalVariable(name: "s2", scope: !57, file: !2, line: 54, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s2", file: !2, line: 6, size: 32, elements: !70)
!70 = !{!71, !72}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !69, file: !2, line: 6, baseType: !45, size: 16)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !69, file: !2, line: 6, baseType: !45, size: 16, offset: 16)
!73 = !DILocation(line: 54, column: 15, scope: !57)
!74 = !DILocalVariable(name: "i1", scope: !57, file: !2, line: 55, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i1", file: !2, line: 7, size: 32, elements: !76)
!76 = !{!77}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !75, file: !2, line: 7, baseType: !46, size: 32)
!78 = !DILocation(line: 55, column: 15, scope: !57)
!79 = !DILocalVariable(name: "i3", scope: !57, file: !2, line: 56, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i3", file: !2, line: 8, size: 96, elements: !81)
!81 = !{!82, !83, !84}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !80, file: !2, line: 8, baseType: !46, size: 32)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !80, file: !2, line: 8, baseType: !46, size: 32, offset: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !80, file: !2, line: 8, baseType: !46, size: 32, offset: 64)
!85 = !DILocation(line: 56, column: 15, scope: !57)
!86 = !DILocalVariable(name: "l2", scope: !57, file: !2, line: 57, type: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "l2", file: !2, line: 9, size: 64, elements: !88)
!88 = !{!89, !91}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !87, file: !2, line: 9, baseType: !90, size: 32)
!90 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !87, file: !2, line: 9, baseType: !90, size: 32, offset: 32)
!92 = !DILocation(line: 57, column: 15, scope: !57)
!93 = !DILocalVariable(name: "f2", scope: !57, file: !2, line: 58, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f2", file: !2, line: 10, size: 64, elements: !95)
!95 = !{!96, !98}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !94, file: !2, line: 10, baseType: !97, size: 32)
!97 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !94, file: !2, line: 10, baseType: !97, size: 32, offset: 32)
!99 = !DILocation(line: 58, column: 15, scope: !57)
!100 = !DILocalVariable(name: "f3", scope: !57, file: !2, line: 59, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f3", file: !2, line: 11, size: 96, elements: !102)
!102 = !{!103, !104, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !101, file: !2, line: 11, baseType: !97, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !101, file: !2, line: 11, baseType: !97, size: 32, offset: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !101, file: !2, line: 11, baseType: !97, size: 32, offset: 64)
!106 = !DILocation(line: 59, column: 15, scope: !57)
!107 = !DILocalVariable(name: "d1", scope: !57, file: !2, line: 60, type: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d1", file: !2, line: 12, size: 64, elements: !109)
!109 = !{!110}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !108, file: !2, line: 12, baseType: !111, size: 64)
!111 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!112 = !DILocation(line: 60, column: 15, scope: !57)
!113 = !DILocalVariable(name: "d2", scope: !57, file: !2, line: 61, type: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d2", file: !2, line: 13, size: 128, elements: !115)
!115 = !{!116, !117}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !114, file: !2, line: 13, baseType: !111, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !114, file: !2, line: 13, baseType: !111, size: 64, offset: 64)
!118 = !DILocation(line: 61, column: 15, scope: !57)
!119 = !DILocalVariable(name: "di", scope: !57, file: !2, line: 62, type: !120)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "di", file: !2, line: 14, size: 96, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !120, file: !2, line: 14, baseType: !111, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !120, file: !2, line: 14, baseType: !46, size: 32, offset: 64)
!124 = !DILocation(line: 62, column: 15, scope: !57)
!125 = !DILocalVariable(name: "id", scope: !57, file: !2, line: 63, type: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !2, line: 15, size: 96, elements: !127)
!127 = !{!128, !129}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !126, file: !2, line: 15, baseType: !46, size: 32)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !126, file: !2, line: 15, baseType: !111, size: 64, offset: 32)
!130 = !DILocation(line: 63, column: 15, scope: !57)
!131 = !DILocalVariable(name: "fi", scope: !57, file: !2, line: 64, type: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !2, line: 16, size: 64, elements: !133)
!133 = !{!134, !135}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !132, file: !2, line: 16, baseType: !97, size: 32)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !132, file: !2, line: 16, baseType: !46, size: 32, offset: 32)
!136 = !DILocation(line: 64, column: 15, scope: !57)
!137 = !DILocalVariable(name: "cdc", scope: !57, file: !2, line: 65, type: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cdc", file: !2, line: 17, size: 128, elements: !139)
!139 = !{!140, !141, !142}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !138, file: !2, line: 17, baseType: !4, size: 8)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !138, file: !2, line: 17, baseType: !111, size: 64, offset: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !138, file: !2, line: 17, baseType: !4, size: 8, offset: 96)
!143 = !DILocation(line: 65, column: 16, scope: !57)
!144 = !DILocalVariable(name: "b5", scope: !57, file: !2, line: 66, type: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big5", file: !2, line: 18, size: 160, elements: !146)
!146 = !{!147, !148, !149, !150, !151}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !145, file: !2, line: 18, baseType: !90, size: 32)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !145, file: !2, line: 18, baseType: !90, size: 32, offset: 32)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !145, file: !2, line: 18, baseType: !90, size: 32, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !145, file: !2, line: 18, baseType: !90, size: 32, offset: 96)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !145, file: !2, line: 18, baseType: !90, size: 32, offset: 128)
!152 = !DILocation(line: 66, column: 17, scope: !57)
!153 = !DILocalVariable(name: "ar", scope: !57, file: !2, line: 67, type: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arr", file: !2, line: 19, size: 96, elements: !155)
!155 = !{!156}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !154, file: !2, line: 19, baseType: !157, size: 96)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 96, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 12)
!160 = !DILocation(line: 67, column: 16, scope: !57)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 68, type: !46)
!162 = distinct !DILexicalBlock(scope: !57, file: !2, line: 68, column: 5)
!163 = !DILocation(line: 68, column: 14, scope: !162)
!164 = !DILocation(line: 68, column: 10, scope: !162)
!165 = !DILocation(line: 68, column: 21, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !2, line: 68, column: 5)
!167 = !DILocation(line: 68, column: 23, scope: !166)
!168 = !DILocation(line: 68, column: 5, scope: !162)
!169 = !DILocation(line: 69, column: 39, scope: !166)
!170 = !DILocation(line: 69, column: 41, scope: !166)
!171 = !DILocation(line: 69, column: 23, scope: !166)
!172 = !DILocation(line: 69, column: 12, scope: !166)
!173 = !DILocation(line: 69, column: 18, scope: !166)
!174 = !DILocation(line: 69, column: 9, scope: !166)
!175 = !DILocation(line: 69, column: 21, scope: !166)
!176 = !DILocation(line: 68, column: 30, scope: !166)
!177 = !DILocation(line: 68, column: 5, scope: !166)
!178 = distinct !{!178, !168, !179, !180}
!179 = !DILocation(line: 69, column: 45, scope: !162)
!180 = !{!"llvm.loop.mustprogress"}
!181 = !DILocalVariable(name: "round", scope: !182, file: !2, line: 70, type: !46)
!182 = distinct !DILexicalBlock(scope: !57, file: !2, line: 70, column: 5)
!183 = !DILocation(line: 70, column: 14, scope: !182)
!184 = !DILocation(line: 70, column: 10, scope: !182)
!185 = !DILocation(line: 70, column: 25, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !2, line: 70, column: 5)
!187 = !DILocation(line: 70, column: 31, scope: !186)
!188 = !DILocation(line: 70, column: 5, scope: !182)
!189 = !DILocation(line: 71, column: 14, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 70, column: 45)
!191 = !DILocation(line: 72, column: 14, scope: !190)
!192 = !DILocation(line: 73, column: 14, scope: !190)
!193 = !DILocation(line: 74, column: 14, scope: !190)
!194 = !DILocation(line: 75, column: 14, scope: !190)
!195 = !DILocation(line: 76, column: 14, scope: !190)
!196 = !DILocation(line: 77, column: 14, scope: !190)
!197 = !DILocation(line: 78, column: 14, scope: !190)
!198 = !DILocation(line: 79, column: 14, scope: !190)
!199 = !DILocation(line: 80, column: 14, scope: !190)
!200 = !DILocation(line: 81, column: 14, scope: !190)
!201 = !DILocation(line: 82, column: 14, scope: !190)
!202 = !DILocation(line: 83, column: 15, scope: !190)
!203 = !DILocation(line: 84, column: 14, scope: !190)
!204 = !DILocation(line: 85, column: 14, scope: !190)
!205 = !DILocation(line: 86, column: 30, scope: !190)
!206 = !DILocation(line: 86, column: 9, scope: !190)
!207 = !DILocation(line: 87, column: 71, scope: !190)
!208 = !DILocation(line: 87, column: 68, scope: !190)
!209 = !DILocation(line: 87, column: 77, scope: !190)
!210 = !DILocation(line: 87, column: 74, scope: !190)
!211 = !DILocation(line: 87, column: 83, scope: !190)
!212 = !DILocation(line: 87, column: 80, scope: !190)
!213 = !DILocation(line: 87, column: 89, scope: !190)
!214 = !DILocation(line: 87, column: 86, scope: !190)
!215 = !DILocation(line: 87, column: 95, scope: !190)
!216 = !DILocation(line: 87, column: 92, scope: !190)
!217 = !DILocation(line: 88, column: 19, scope: !190)
!218 = !DILocation(line: 88, column: 25, scope: !190)
!219 = !DILocation(line: 88, column: 31, scope: !190)
!220 = !DILocation(line: 88, column: 37, scope: !190)
!221 = !DILocation(line: 87, column: 9, scope: !190)
!222 = !DILocation(line: 89, column: 70, scope: !190)
!223 = !DILocation(line: 89, column: 76, scope: !190)
!224 = !DILocation(line: 89, column: 82, scope: !190)
!225 = !DILocation(line: 89, column: 79, scope: !190)
!226 = !DILocation(line: 89, column: 88, scope: !190)
!227 = !DILocation(line: 89, column: 85, scope: !190)
!228 = !DILocation(line: 89, column: 94, scope: !190)
!229 = !DILocation(line: 89, column: 91, scope: !190)
!230 = !DILocation(line: 90, column: 19, scope: !190)
!231 = !DILocation(line: 90, column: 16, scope: !190)
!232 = !DILocation(line: 90, column: 25, scope: !190)
!233 = !DILocation(line: 90, column: 22, scope: !190)
!234 = !DILocation(line: 90, column: 31, scope: !190)
!235 = !DILocation(line: 89, column: 9, scope: !190)
!236 = !DILocation(line: 91, column: 83, scope: !190)
!237 = !DILocation(line: 91, column: 89, scope: !190)
!238 = !DILocation(line: 92, column: 19, scope: !190)
!239 = !DILocation(line: 92, column: 25, scope: !190)
!240 = !DILocation(line: 92, column: 31, scope: !190)
!241 = !DILocation(line: 92, column: 37, scope: !190)
!242 = !DILocation(line: 92, column: 43, scope: !190)
!243 = !DILocation(line: 92, column: 40, scope: !190)
!244 = !DILocation(line: 92, column: 49, scope: !190)
!245 = !DILocation(line: 92, column: 56, scope: !190)
!246 = !DILocation(line: 92, column: 52, scope: !190)
!247 = !DILocation(line: 92, column: 63, scope: !190)
!248 = !DILocation(line: 92, column: 70, scope: !190)
!249 = !DILocation(line: 92, column: 66, scope: !190)
!250 = !DILocation(line: 91, column: 9, scope: !190)
!251 = !DILocation(line: 93, column: 53, scope: !190)
!252 = !DILocation(line: 93, column: 59, scope: !190)
!253 = !DILocation(line: 93, column: 65, scope: !190)
!254 = !DILocation(line: 93, column: 71, scope: !190)
!255 = !DILocation(line: 93, column: 77, scope: !190)
!256 = !DILocation(line: 93, column: 9, scope: !190)
!257 = !DILocalVariable(name: "i", scope: !258, file: !2, line: 94, type: !46)
!258 = distinct !DILexicalBlock(scope: !190, file: !2, line: 94, column: 9)
!259 = !DILocation(line: 94, column: 18, scope: !258)
!260 = !DILocation(line: 94, column: 14, scope: !258)
!261 = !DILocation(line: 94, column: 25, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !2, line: 94, column: 9)
!263 = !DILocation(line: 94, column: 27, scope: !262)
!264 = !DILocation(line: 94, column: 9, scope: !258)
!265 = !DILocation(line: 95, column: 30, scope: !262)
!266 = !DILocation(line: 95, column: 36, scope: !262)
!267 = !DILocation(line: 95, column: 27, scope: !262)
!268 = !DILocation(line: 95, column: 13, scope: !262)
!269 = !DILocation(line: 94, column: 34, scope: !262)
!270 = !DILocation(line: 94, column: 9, scope: !262)
!271 = distinct !{!271, !264, !272, !180}
!272 = !DILocation(line: 95, column: 38, scope: !258)
!273 = !DILocation(line: 96, column: 9, scope: !190)
!274 = !DILocation(line: 97, column: 5, scope: !190)
!275 = !DILocation(line: 70, column: 41, scope: !186)
!276 = !DILocation(line: 70, column: 5, scope: !186)
!277 = distinct !{!277, !188, !278, !180}
!278 = !DILocation(line: 97, column: 5, scope: !182)
!279 = !DILocation(line: 98, column: 27, scope: !57)
!280 = !DILocation(line: 98, column: 5, scope: !57)
!281 = !DILocation(line: 99, column: 5, scope: !57)
!282 = distinct !DISubprogram(name: "f_c3", scope: !2, file: !2, line: 21, type: !283, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!283 = !DISubroutineType(types: !284)
!284 = !{!62, !62}
!285 = !DILocalVariable(name: "x", arg: 1, scope: !282, file: !2, line: 21, type: !62)
!286 = !DILocation(line: 21, column: 33, scope: !282)
!287 = !DILocation(line: 21, column: 40, scope: !282)
!288 = !DILocation(line: 21, column: 41, scope: !282)
!289 = !DILocation(line: 21, column: 60, scope: !282)
!290 = !DILocation(line: 21, column: 58, scope: !282)
!291 = !DILocation(line: 21, column: 62, scope: !282)
!292 = !DILocation(line: 21, column: 51, scope: !282)
!293 = !DILocation(line: 21, column: 47, scope: !282)
!294 = !DILocation(line: 21, column: 49, scope: !282)
!295 = !DILocation(line: 21, column: 83, scope: !282)
!296 = !DILocation(line: 21, column: 81, scope: !282)
!297 = !DILocation(line: 21, column: 89, scope: !282)
!298 = !DILocation(line: 21, column: 87, scope: !282)
!299 = !DILocation(line: 21, column: 85, scope: !282)
!300 = !DILocation(line: 21, column: 74, scope: !282)
!301 = !DILocation(line: 21, column: 70, scope: !282)
!302 = !DILocation(line: 21, column: 72, scope: !282)
!303 = !DILocation(line: 21, column: 100, scope: !282)
!304 = !DILocation(line: 21, column: 93, scope: !282)
!305 = distinct !DISubprogram(name: "f_s2", scope: !2, file: !2, line: 22, type: !306, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!306 = !DISubroutineType(types: !307)
!307 = !{!69, !69}
!308 = !DILocalVariable(name: "x", arg: 1, scope: !305, file: !2, line: 22, type: !69)
!309 = !DILocation(line: 22, column: 33, scope: !305)
!310 = !DILocalVariable(name: "r", scope: !305, file: !2, line: 22, type: !69)
!311 = !DILocation(line: 22, column: 48, scope: !305)
!312 = !DILocation(line: 22, column: 52, scope: !305)
!313 = !DILocation(line: 22, column: 63, scope: !305)
!314 = !DILocation(line: 22, column: 61, scope: !305)
!315 = !DILocation(line: 22, column: 65, scope: !305)
!316 = !DILocation(line: 22, column: 53, scope: !305)
!317 = !DILocation(line: 22, column: 81, scope: !305)
!318 = !DILocation(line: 22, column: 79, scope: !305)
!319 = !DILocation(line: 22, column: 83, scope: !305)
!320 = !DILocation(line: 22, column: 71, scope: !305)
!321 = !DILocation(line: 22, column: 93, scope: !305)
!322 = distinct !DISubprogram(name: "f_i1", scope: !2, file: !2, line: 23, type: !323, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!323 = !DISubroutineType(types: !324)
!324 = !{!75, !75}
!325 = !DILocalVariable(name: "x", arg: 1, scope: !322, file: !2, line: 23, type: !75)
!326 = !DILocation(line: 23, column: 33, scope: !322)
!327 = !DILocation(line: 23, column: 46, scope: !322)
!328 = !DILocation(line: 23, column: 48, scope: !322)
!329 = !DILocation(line: 23, column: 52, scope: !322)
!330 = !DILocation(line: 23, column: 40, scope: !322)
!331 = !DILocation(line: 23, column: 42, scope: !322)
!332 = !DILocation(line: 23, column: 64, scope: !322)
!333 = !DILocation(line: 23, column: 57, scope: !322)
!334 = distinct !DISubprogram(name: "f_i3", scope: !2, file: !2, line: 24, type: !335, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!335 = !DISubroutineType(types: !336)
!336 = !{!80, !80}
!337 = !DILocalVariable(name: "x", arg: 1, scope: !334, file: !2, line: 24, type: !80)
!338 = !DILocation(line: 24, column: 33, scope: !334)
!339 = !DILocalVariable(name: "r", scope: !334, file: !2, line: 24, type: !80)
!340 = !DILocation(line: 24, column: 48, scope: !334)
!341 = !DILocation(line: 24, column: 52, scope: !334)
!342 = !DILocation(line: 24, column: 55, scope: !334)
!343 = !DILocation(line: 24, column: 60, scope: !334)
!344 = !DILocation(line: 24, column: 66, scope: !334)
!345 = !DILocation(line: 24, column: 62, scope: !334)
!346 = !DILocation(line: 24, column: 71, scope: !334)
!347 = !DILocation(line: 24, column: 77, scope: !334)
!348 = !DILocation(line: 24, column: 73, scope: !334)
!349 = !DILocation(line: 24, column: 81, scope: !334)
!350 = distinct !DISubprogram(name: "f_l2", scope: !2, file: !2, line: 25, type: !351, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!351 = !DISubroutineType(types: !352)
!352 = !{!87, !87}
!353 = !DILocalVariable(name: "x", arg: 1, scope: !350, file: !2, line: 25, type: !87)
!354 = !DILocation(line: 25, column: 33, scope: !350)
!355 = !DILocalVariable(name: "r", scope: !350, file: !2, line: 25, type: !87)
!356 = !DILocation(line: 25, column: 48, scope: !350)
!357 = !DILocation(line: 25, column: 52, scope: !350)
!358 = !DILocation(line: 25, column: 56, scope: !350)
!359 = !DILocation(line: 25, column: 58, scope: !350)
!360 = !DILocation(line: 25, column: 73, scope: !350)
!361 = !DILocation(line: 25, column: 75, scope: !350)
!362 = !DILocation(line: 25, column: 68, scope: !350)
!363 = !DILocation(line: 25, column: 86, scope: !350)
!364 = !DILocation(line: 25, column: 92, scope: !350)
!365 = !DILocation(line: 25, column: 88, scope: !350)
!366 = !DILocation(line: 25, column: 96, scope: !350)
!367 = distinct !DISubprogram(name: "f_f2", scope: !2, file: !2, line: 26, type: !368, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!368 = !DISubroutineType(types: !369)
!369 = !{!94, !94}
!370 = !DILocalVariable(name: "x", arg: 1, scope: !367, file: !2, line: 26, type: !94)
!371 = !DILocation(line: 26, column: 33, scope: !367)
!372 = !DILocalVariable(name: "r", scope: !367, file: !2, line: 26, type: !94)
!373 = !DILocation(line: 26, column: 48, scope: !367)
!374 = !DILocation(line: 26, column: 52, scope: !367)
!375 = !DILocation(line: 26, column: 55, scope: !367)
!376 = !DILocation(line: 26, column: 61, scope: !367)
!377 = !DILocation(line: 26, column: 57, scope: !367)
!378 = !DILocation(line: 26, column: 66, scope: !367)
!379 = !DILocation(line: 26, column: 72, scope: !367)
!380 = !DILocation(line: 26, column: 68, scope: !367)
!381 = !DILocation(line: 26, column: 76, scope: !367)
!382 = distinct !DISubprogram(name: "f_f3", scope: !2, file: !2, line: 27, type: !383, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!383 = !DISubroutineType(types: !384)
!384 = !{!101, !101}
!385 = !DILocalVariable(name: "x", arg: 1, scope: !382, file: !2, line: 27, type: !101)
!386 = !DILocation(line: 27, column: 33, scope: !382)
!387 = !DILocalVariable(name: "r", scope: !382, file: !2, line: 27, type: !101)
!388 = !DILocation(line: 27, column: 48, scope: !382)
!389 = !DILocation(line: 27, column: 52, scope: !382)
!390 = !DILocation(line: 27, column: 55, scope: !382)
!391 = !DILocation(line: 27, column: 60, scope: !382)
!392 = !DILocation(line: 27, column: 62, scope: !382)
!393 = !DILocation(line: 27, column: 69, scope: !382)
!394 = !DILocation(line: 27, column: 75, scope: !382)
!395 = !DILocation(line: 27, column: 71, scope: !382)
!396 = !DILocation(line: 27, column: 79, scope: !382)
!397 = distinct !DISubprogram(name: "f_d1", scope: !2, file: !2, line: 28, type: !398, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!398 = !DISubroutineType(types: !399)
!399 = !{!108, !108}
!400 = !DILocalVariable(name: "x", arg: 1, scope: !397, file: !2, line: 28, type: !108)
!401 = !DILocation(line: 28, column: 33, scope: !397)
!402 = !DILocation(line: 28, column: 40, scope: !397)
!403 = !DILocation(line: 28, column: 42, scope: !397)
!404 = !DILocation(line: 28, column: 55, scope: !397)
!405 = !DILocation(line: 28, column: 48, scope: !397)
!406 = distinct !DISubprogram(name: "f_d2", scope: !2, file: !2, line: 29, type: !407, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!407 = !DISubroutineType(types: !408)
!408 = !{!114, !114}
!409 = !DILocalVariable(name: "x", arg: 1, scope: !406, file: !2, line: 29, type: !114)
!410 = !DILocation(line: 29, column: 33, scope: !406)
!411 = !DILocalVariable(name: "r", scope: !406, file: !2, line: 29, type: !114)
!412 = !DILocation(line: 29, column: 48, scope: !406)
!413 = !DILocation(line: 29, column: 52, scope: !406)
!414 = !DILocation(line: 29, column: 55, scope: !406)
!415 = !DILocation(line: 29, column: 60, scope: !406)
!416 = !DILocation(line: 29, column: 62, scope: !406)
!417 = !DILocation(line: 29, column: 68, scope: !406)
!418 = distinct !DISubprogram(name: "f_di", scope: !2, file: !2, line: 30, type: !419, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!419 = !DISubroutineType(types: !420)
!420 = !{!120, !120}
!421 = !DILocalVariable(name: "x", arg: 1, scope: !418, file: !2, line: 30, type: !120)
!422 = !DILocation(line: 30, column: 33, scope: !418)
!423 = !DILocalVariable(name: "r", scope: !418, file: !2, line: 30, type: !120)
!424 = !DILocation(line: 30, column: 48, scope: !418)
!425 = !DILocation(line: 30, column: 52, scope: !418)
!426 = !DILocation(line: 30, column: 55, scope: !418)
!427 = !DILocation(line: 30, column: 61, scope: !418)
!428 = !DILocation(line: 30, column: 59, scope: !418)
!429 = !DILocation(line: 30, column: 57, scope: !418)
!430 = !DILocation(line: 30, column: 71, scope: !418)
!431 = !DILocation(line: 30, column: 64, scope: !418)
!432 = !DILocation(line: 30, column: 75, scope: !418)
!433 = distinct !DISubprogram(name: "f_id", scope: !2, file: !2, line: 31, type: !434, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!434 = !DISubroutineType(types: !435)
!435 = !{!126, !126}
!436 = !DILocalVariable(name: "x", arg: 1, scope: !433, file: !2, line: 31, type: !126)
!437 = !DILocation(line: 31, column: 33, scope: !433)
!438 = !DILocalVariable(name: "r", scope: !433, file: !2, line: 31, type: !126)
!439 = !DILocation(line: 31, column: 48, scope: !433)
!440 = !DILocation(line: 31, column: 52, scope: !433)
!441 = !DILocation(line: 31, column: 55, scope: !433)
!442 = !DILocation(line: 31, column: 57, scope: !433)
!443 = !DILocation(line: 31, column: 64, scope: !433)
!444 = !DILocation(line: 31, column: 70, scope: !433)
!445 = !DILocation(line: 31, column: 68, scope: !433)
!446 = !DILocation(line: 31, column: 66, scope: !433)
!447 = !DILocation(line: 31, column: 74, scope: !433)
!448 = distinct !DISubprogram(name: "f_fi", scope: !2, file: !2, line: 32, type: !449, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!449 = !DISubroutineType(types: !450)
!450 = !{!132, !132}
!451 = !DILocalVariable(name: "x", arg: 1, scope: !448, file: !2, line: 32, type: !132)
!452 = !DILocation(line: 32, column: 33, scope: !448)
!453 = !DILocalVariable(name: "r", scope: !448, file: !2, line: 32, type: !132)
!454 = !DILocation(line: 32, column: 48, scope: !448)
!455 = !DILocation(line: 32, column: 52, scope: !448)
!456 = !DILocation(line: 32, column: 55, scope: !448)
!457 = !DILocation(line: 32, column: 57, scope: !448)
!458 = !DILocation(line: 32, column: 68, scope: !448)
!459 = !DILocation(line: 32, column: 70, scope: !448)
!460 = !DILocation(line: 32, column: 79, scope: !448)
!461 = distinct !DISubprogram(name: "f_cdc", scope: !2, file: !2, line: 33, type: !462, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!462 = !DISubroutineType(types: !463)
!463 = !{!138, !138}
!464 = !DILocalVariable(name: "x", arg: 1, scope: !461, file: !2, line: 33, type: !138)
!465 = !DILocation(line: 33, column: 36, scope: !461)
!466 = !DILocalVariable(name: "r", scope: !461, file: !2, line: 33, type: !138)
!467 = !DILocation(line: 33, column: 52, scope: !461)
!468 = !DILocation(line: 33, column: 56, scope: !461)
!469 = !DILocation(line: 33, column: 59, scope: !461)
!470 = !DILocation(line: 33, column: 64, scope: !461)
!471 = !DILocation(line: 33, column: 66, scope: !461)
!472 = !DILocation(line: 33, column: 74, scope: !461)
!473 = !DILocation(line: 33, column: 78, scope: !461)
!474 = distinct !DISubprogram(name: "f_big5", scope: !2, file: !2, line: 34, type: !475, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!475 = !DISubroutineType(types: !476)
!476 = !{!145, !145}
!477 = !DILocalVariable(name: "x", arg: 1, scope: !474, file: !2, line: 34, type: !145)
!478 = !DILocation(line: 34, column: 39, scope: !474)
!479 = !DILocalVariable(name: "r", scope: !474, file: !2, line: 35, type: !145)
!480 = !DILocation(line: 35, column: 17, scope: !474)
!481 = !DILocation(line: 35, column: 21, scope: !474)
!482 = !DILocation(line: 35, column: 24, scope: !474)
!483 = !DILocation(line: 35, column: 29, scope: !474)
!484 = !DILocation(line: 35, column: 31, scope: !474)
!485 = !DILocation(line: 35, column: 38, scope: !474)
!486 = !DILocation(line: 35, column: 40, scope: !474)
!487 = !DILocation(line: 35, column: 47, scope: !474)
!488 = !DILocation(line: 35, column: 49, scope: !474)
!489 = !DILocation(line: 35, column: 56, scope: !474)
!490 = !DILocation(line: 35, column: 58, scope: !474)
!491 = !DILocation(line: 36, column: 5, scope: !474)
!492 = distinct !DISubprogram(name: "f_arr", scope: !2, file: !2, line: 38, type: !493, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!493 = !DISubroutineType(types: !494)
!494 = !{!154, !154}
!495 = !DILocalVariable(name: "x", arg: 1, scope: !492, file: !2, line: 38, type: !154)
!496 = !DILocation(line: 38, column: 36, scope: !492)
!497 = !DILocalVariable(name: "r", scope: !492, file: !2, line: 39, type: !154)
!498 = !DILocation(line: 39, column: 16, scope: !492)
!499 = !DILocalVariable(name: "i", scope: !500, file: !2, line: 40, type: !46)
!500 = distinct !DILexicalBlock(scope: !492, file: !2, line: 40, column: 5)
!501 = !DILocation(line: 40, column: 14, scope: !500)
!502 = !DILocation(line: 40, column: 10, scope: !500)
!503 = !DILocation(line: 40, column: 21, scope: !504)
!504 = distinct !DILexicalBlock(scope: !500, file: !2, line: 40, column: 5)
!505 = !DILocation(line: 40, column: 23, scope: !504)
!506 = !DILocation(line: 40, column: 5, scope: !500)
!507 = !DILocation(line: 41, column: 40, scope: !504)
!508 = !DILocation(line: 41, column: 51, scope: !504)
!509 = !DILocation(line: 41, column: 49, scope: !504)
!510 = !DILocation(line: 41, column: 38, scope: !504)
!511 = !DILocation(line: 41, column: 56, scope: !504)
!512 = !DILocation(line: 41, column: 54, scope: !504)
!513 = !DILocation(line: 41, column: 22, scope: !504)
!514 = !DILocation(line: 41, column: 11, scope: !504)
!515 = !DILocation(line: 41, column: 17, scope: !504)
!516 = !DILocation(line: 41, column: 9, scope: !504)
!517 = !DILocation(line: 41, column: 20, scope: !504)
!518 = !DILocation(line: 40, column: 30, scope: !504)
!519 = !DILocation(line: 40, column: 5, scope: !504)
!520 = distinct !{!520, !506, !521, !180}
!521 = !DILocation(line: 41, column: 57, scope: !500)
!522 = !DILocation(line: 42, column: 5, scope: !492)
!523 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 46, type: !524, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !60)
!524 = !DISubroutineType(types: !525)
!525 = !{!111, !46, !114, !90, !94, !80, !111, !62, !145, !97, !120, !4}
!526 = !DILocalVariable(name: "a", arg: 1, scope: !523, file: !2, line: 46, type: !46)
!527 = !DILocation(line: 46, column: 24, scope: !523)
!528 = !DILocalVariable(name: "b", arg: 2, scope: !523, file: !2, line: 46, type: !114)
!529 = !DILocation(line: 46, column: 37, scope: !523)
!530 = !DILocalVariable(name: "c", arg: 3, scope: !523, file: !2, line: 46, type: !90)
!531 = !DILocation(line: 46, column: 45, scope: !523)
!532 = !DILocalVariable(name: "d", arg: 4, scope: !523, file: !2, line: 46, type: !94)
!533 = !DILocation(line: 46, column: 58, scope: !523)
!534 = !DILocalVariable(name: "e", arg: 5, scope: !523, file: !2, line: 46, type: !80)
!535 = !DILocation(line: 46, column: 71, scope: !523)
!536 = !DILocalVariable(name: "f", arg: 6, scope: !523, file: !2, line: 46, type: !111)
!537 = !DILocation(line: 46, column: 81, scope: !523)
!538 = !DILocalVariable(name: "g", arg: 7, scope: !523, file: !2, line: 46, type: !62)
!539 = !DILocation(line: 46, column: 94, scope: !523)
!540 = !DILocalVariable(name: "h", arg: 8, scope: !523, file: !2, line: 47, type: !145)
!541 = !DILocation(line: 47, column: 32, scope: !523)
!542 = !DILocalVariable(name: "i", arg: 9, scope: !523, file: !2, line: 47, type: !97)
!543 = !DILocation(line: 47, column: 41, scope: !523)
!544 = !DILocalVariable(name: "j", arg: 10, scope: !523, file: !2, line: 47, type: !120)
!545 = !DILocation(line: 47, column: 54, scope: !523)
!546 = !DILocalVariable(name: "k", arg: 11, scope: !523, file: !2, line: 47, type: !4)
!547 = !DILocation(line: 47, column: 62, scope: !523)
!548 = !DILocation(line: 48, column: 12, scope: !523)
!549 = !DILocation(line: 48, column: 18, scope: !523)
!550 = !DILocation(line: 48, column: 14, scope: !523)
!551 = !DILocation(line: 48, column: 24, scope: !523)
!552 = !DILocation(line: 48, column: 20, scope: !523)
!553 = !DILocation(line: 48, column: 28, scope: !523)
!554 = !DILocation(line: 48, column: 26, scope: !523)
!555 = !DILocation(line: 48, column: 34, scope: !523)
!556 = !DILocation(line: 48, column: 32, scope: !523)
!557 = !DILocation(line: 48, column: 30, scope: !523)
!558 = !DILocation(line: 48, column: 40, scope: !523)
!559 = !DILocation(line: 48, column: 38, scope: !523)
!560 = !DILocation(line: 48, column: 36, scope: !523)
!561 = !DILocation(line: 48, column: 46, scope: !523)
!562 = !DILocation(line: 48, column: 44, scope: !523)
!563 = !DILocation(line: 48, column: 42, scope: !523)
!564 = !DILocation(line: 48, column: 52, scope: !523)
!565 = !DILocation(line: 48, column: 50, scope: !523)
!566 = !DILocation(line: 48, column: 48, scope: !523)
!567 = !DILocation(line: 48, column: 58, scope: !523)
!568 = !DILocation(line: 48, column: 56, scope: !523)
!569 = !DILocation(line: 48, column: 54, scope: !523)
!570 = !DILocation(line: 48, column: 62, scope: !523)
!571 = !DILocation(line: 48, column: 60, scope: !523)
!572 = !DILocation(line: 48, column: 68, scope: !523)
!573 = !DILocation(line: 48, column: 66, scope: !523)
!574 = !DILocation(line: 48, column: 64, scope: !523)
!575 = !DILocation(line: 48, column: 74, scope: !523)
!576 = !DILocation(line: 48, column: 72, scope: !523)
!577 = !DILocation(line: 48, column: 70, scope: !523)
!578 = !DILocation(line: 48, column: 80, scope: !523)
!579 = !DILocation(line: 48, column: 78, scope: !523)
!580 = !DILocation(line: 48, column: 76, scope: !523)
!581 = !DILocation(line: 48, column: 86, scope: !523)
!582 = !DILocation(line: 48, column: 84, scope: !523)
!583 = !DILocation(line: 48, column: 82, scope: !523)
!584 = !DILocation(line: 48, column: 92, scope: !523)
!585 = !DILocation(line: 48, column: 90, scope: !523)
!586 = !DILocation(line: 48, column: 88, scope: !523)
!587 = !DILocation(line: 49, column: 14, scope: !523)
!588 = !DILocation(line: 49, column: 12, scope: !523)
!589 = !DILocation(line: 48, column: 94, scope: !523)
!590 = !DILocation(line: 49, column: 20, scope: !523)
!591 = !DILocation(line: 49, column: 18, scope: !523)
!592 = !DILocation(line: 49, column: 16, scope: !523)
!593 = !DILocation(line: 49, column: 26, scope: !523)
!594 = !DILocation(line: 49, column: 24, scope: !523)
!595 = !DILocation(line: 49, column: 22, scope: !523)
!596 = !DILocation(line: 49, column: 30, scope: !523)
!597 = !DILocation(line: 49, column: 28, scope: !523)
!598 = !DILocation(line: 49, column: 36, scope: !523)
!599 = !DILocation(line: 49, column: 32, scope: !523)
!600 = !DILocation(line: 49, column: 42, scope: !523)
!601 = !DILocation(line: 49, column: 40, scope: !523)
!602 = !DILocation(line: 49, column: 38, scope: !523)
!603 = !DILocation(line: 49, column: 46, scope: !523)
!604 = !DILocation(line: 49, column: 44, scope: !523)
!605 = !DILocation(line: 48, column: 5, scope: !523)
