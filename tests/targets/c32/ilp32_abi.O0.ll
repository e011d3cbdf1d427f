; ModuleID = 'ilp32_abi.c'
source_filename = "ilp32_abi.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pair = type { i32, i32 }
%struct.vec3 = type { double, double, double }
%struct.small = type { i16, i8 }
%struct.rec = type { [12 x i8], i64, double, i32 }

@.str = private unnamed_addr constant [22 x i8] c"small: %d %c size %u\0A\00", align 1, !dbg !0
@__const.main.a = private unnamed_addr constant %struct.pair { i32 1, i32 2 }, align 4
@__const.main.b = private unnamed_addr constant %struct.pair { i32 30, i32 40 }, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"pair: %d %d\0A\00", align 1, !dbg !7
@__const.main.x = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00 }, align 4
@__const.main.y = private unnamed_addr constant %struct.vec3 { double 0.000000e+00, double 1.000000e+00, double 0.000000e+00 }, align 4
@.str.2 = private unnamed_addr constant [40 x i8] c"cross: %.1f %.1f %.1f / %.2f %.2f %.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"record\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"orig\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"bumped\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"sizeof rec %u\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"ilLds\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"pvi\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [5 x i8] c"LdLd\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [13 x i8] c"sum_ll %lld\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [11 x i8] c"mean %.5f\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [22 x i8] c"%s: %s %lld %.3f %lx\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [3 x i8] c" |\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [5 x i8] c" i%d\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [6 x i8] c" l%ld\00", align 1, !dbg !71
@.str.19 = private unnamed_addr constant [7 x i8] c" L%lld\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [7 x i8] c" d%.4f\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [5 x i8] c" s%s\00", align 1, !dbg !77
@.str.22 = private unnamed_addr constant [10 x i8] c" p(%d,%d)\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [19 x i8] c" v(%.1f,%.1f,%.1f)\00", align 1, !dbg !84

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !104 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.small, align 2
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.pair, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.pair, align 4
  %7 = alloca %struct.pair, align 4
  %8 = alloca %struct.vec3, align 4
  %9 = alloca %struct.vec3, align 4
  %10 = alloca ptr, align 4
  %11 = alloca %struct.vec3, align 4
  %12 = alloca %struct.vec3, align 4
  %13 = alloca %struct.vec3, align 4
  %14 = alloca %struct.rec, align 4
  %15 = alloca %struct.rec, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !109, !DIExpression(), !114)
  call void @make_small(ptr dead_on_unwind writable sret(%struct.small) align 2 %2, i32 noundef -300, i32 noundef 122), !dbg !115
  %16 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 0, !dbg !116
  %17 = load i16, ptr %16, align 2, !dbg !116
  %18 = sext i16 %17 to i32, !dbg !117
  %19 = getelementptr inbounds %struct.small, ptr %2, i32 0, i32 1, !dbg !118
  %20 = load i8, ptr %19, align 2, !dbg !118
  %21 = sext i8 %20 to i32, !dbg !119
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %21, i32 noundef 4), !dbg !120
    #dbg_declare(ptr %3, !121, !DIExpression(), !126)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.a, i32 8, i1 false), !dbg !126
    #dbg_declare(ptr %4, !127, !DIExpression(), !128)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.b, i32 8, i1 false), !dbg !128
    #dbg_declare(ptr %5, !129, !DIExpression(), !134)
  store ptr @add_pairs, ptr %5, align 4, !dbg !134
    #dbg_declare(ptr %6, !135, !DIExpression(), !136)
  %23 = load ptr, ptr %5, align 4, !dbg !137
  %24 = load ptr, ptr %5, align 4, !dbg !138
  %25 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0, !dbg !138
  %26 = load i32, ptr %25, align 4, !dbg !138
  %27 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1, !dbg !138
  %28 = load i32, ptr %27, align 4, !dbg !138
  %29 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0, !dbg !138
  %30 = load i32, ptr %29, align 4, !dbg !138
  %31 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1, !dbg !138
  %32 = load i32, ptr %31, align 4, !dbg !138
  call void %24(ptr dead_on_unwind writable sret(%struct.pair) align 4 %7, i32 %26, i32 %28, i32 %30, i32 %32), !dbg !138
  %33 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0, !dbg !137
  %34 = load i32, ptr %33, align 4, !dbg !137
  %35 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1, !dbg !137
  %36 = load i32, ptr %35, align 4, !dbg !137
  %37 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 0, !dbg !137
  %38 = load i32, ptr %37, align 4, !dbg !137
  %39 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 1, !dbg !137
  %40 = load i32, ptr %39, align 4, !dbg !137
  call void %23(ptr dead_on_unwind writable sret(%struct.pair) align 4 %6, i32 %34, i32 %36, i32 %38, i32 %40), !dbg !137
  %41 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 0, !dbg !139
  %42 = load i32, ptr %41, align 4, !dbg !139
  %43 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 1, !dbg !140
  %44 = load i32, ptr %43, align 4, !dbg !140
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, i32 noundef %44), !dbg !141
    #dbg_declare(ptr %8, !142, !DIExpression(), !149)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.x, i32 24, i1 false), !dbg !149
    #dbg_declare(ptr %9, !150, !DIExpression(), !151)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.y, i32 24, i1 false), !dbg !151
    #dbg_declare(ptr %10, !152, !DIExpression(), !157)
  store ptr @cross, ptr %10, align 4, !dbg !157
    #dbg_declare(ptr %11, !158, !DIExpression(), !159)
  %46 = load ptr, ptr %10, align 4, !dbg !160
  call void %46(ptr dead_on_unwind writable sret(%struct.vec3) align 4 %11, ptr noundef byval(%struct.vec3) align 4 %8, ptr noundef byval(%struct.vec3) align 4 %9), !dbg !160
    #dbg_declare(ptr %12, !161, !DIExpression(), !162)
  %47 = getelementptr inbounds %struct.vec3, ptr %13, i32 0, i32 0, !dbg !163
  store double 5.000000e-01, ptr %47, align 4, !dbg !163
  %48 = getelementptr inbounds %struct.vec3, ptr %13, i32 0, i32 1, !dbg !163
  store double 2.000000e+00, ptr %48, align 4, !dbg !163
  %49 = getelementptr inbounds %struct.vec3, ptr %13, i32 0, i32 2, !dbg !163
  store double -1.000000e+00, ptr %49, align 4, !dbg !163
  call void @cross(ptr dead_on_unwind writable sret(%struct.vec3) align 4 %12, ptr noundef byval(%struct.vec3) align 4 %11, ptr noundef byval(%struct.vec3) align 4 %13), !dbg !164
  %50 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 0, !dbg !165
  %51 = load double, ptr %50, align 4, !dbg !165
  %52 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 1, !dbg !166
  %53 = load double, ptr %52, align 4, !dbg !166
  %54 = getelementptr inbounds %struct.vec3, ptr %11, i32 0, i32 2, !dbg !167
  %55 = load double, ptr %54, align 4, !dbg !167
  %56 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 0, !dbg !168
  %57 = load double, ptr %56, align 4, !dbg !168
  %58 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 1, !dbg !169
  %59 = load double, ptr %58, align 4, !dbg !169
  %60 = getelementptr inbounds %struct.vec3, ptr %12, i32 0, i32 2, !dbg !170
  %61 = load double, ptr %60, align 4, !dbg !170
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %51, double noundef %53, double noundef %55, double noundef %57, double noundef %59, double noundef %61), !dbg !171
    #dbg_declare(ptr %14, !172, !DIExpression(), !184)
  call void @llvm.memset.p0.i32(ptr align 4 %14, i8 0, i32 32, i1 false), !dbg !185
  %63 = getelementptr inbounds %struct.rec, ptr %14, i32 0, i32 0, !dbg !186
  %64 = getelementptr inbounds [12 x i8], ptr %63, i32 0, i32 0, !dbg !187
  %65 = call ptr @strcpy(ptr noundef %64, ptr noundef @.str.3) #7, !dbg !188
  %66 = getelementptr inbounds %struct.rec, ptr %14, i32 0, i32 1, !dbg !189
  store i64 5000000000, ptr %66, align 4, !dbg !190
  %67 = getelementptr inbounds %struct.rec, ptr %14, i32 0, i32 2, !dbg !191
  store double 2.500000e+00, ptr %67, align 4, !dbg !192
  %68 = getelementptr inbounds %struct.rec, ptr %14, i32 0, i32 3, !dbg !193
  store i32 3, ptr %68, align 4, !dbg !194
    #dbg_declare(ptr %15, !195, !DIExpression(), !196)
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 4 %15, ptr noundef byval(%struct.rec) align 4 %14, i64 noundef 1099511627776, double noundef 1.500000e+00), !dbg !197
  call void @print_rec(ptr noundef @.str.4, ptr noundef byval(%struct.rec) align 4 %14), !dbg !198
  call void @print_rec(ptr noundef @.str.5, ptr noundef byval(%struct.rec) align 4 %15), !dbg !199
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 32), !dbg !200
  call void (ptr, ...) @show(ptr noundef @.str.7, i32 noundef 7, i32 noundef -8, i64 noundef 1125899906842624, double noundef 3.250000e+00, ptr noundef @.str.8), !dbg !201
  %70 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0, !dbg !202
  %71 = load i32, ptr %70, align 4, !dbg !202
  %72 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1, !dbg !202
  %73 = load i32, ptr %72, align 4, !dbg !202
  call void (ptr, ...) @show(ptr noundef @.str.9, i32 %71, i32 %73, ptr noundef byval(%struct.vec3) align 4 %11, i32 noundef 99), !dbg !202
  call void (ptr, ...) @show(ptr noundef @.str.10, i64 noundef -1, double noundef 1.250000e-01, i64 noundef 123456789012345, double noundef -1.000000e+10), !dbg !203
  %74 = call i64 (i32, ...) @sum_ll(i32 noundef 4, i64 noundef 1, i64 noundef 8589934592, i64 noundef -1099511627776, i64 noundef 77), !dbg !204
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %74), !dbg !205
  %76 = call double (i32, ...) @mean(i32 noundef 5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.500000e+00, double noundef -4.000000e+00, double noundef 1.025000e+01), !dbg !206
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %76), !dbg !207
  ret i32 0, !dbg !208
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_small(ptr dead_on_unwind noalias writable sret(%struct.small) align 2 %0, i32 noundef %1, i32 noundef %2) #0 !dbg !209 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !212, !DIExpression(), !213)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !214, !DIExpression(), !215)
    #dbg_declare(ptr %4, !216, !DIExpression(DW_OP_deref), !217)
  %7 = getelementptr inbounds %struct.small, ptr %0, i32 0, i32 0, !dbg !218
  %8 = load i32, ptr %5, align 4, !dbg !219
  %9 = trunc i32 %8 to i16, !dbg !220
  store i16 %9, ptr %7, align 2, !dbg !218
  %10 = getelementptr inbounds %struct.small, ptr %0, i32 0, i32 1, !dbg !218
  %11 = load i32, ptr %6, align 4, !dbg !221
  %12 = trunc i32 %11 to i8, !dbg !222
  store i8 %12, ptr %10, align 2, !dbg !218
  ret void, !dbg !223
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_pairs(ptr dead_on_unwind noalias writable sret(%struct.pair) align 4 %0, i32 %1, i32 %2, i32 %3, i32 %4) #0 !dbg !224 {
  %6 = alloca ptr, align 4
  %7 = alloca %struct.pair, align 4
  %8 = alloca %struct.pair, align 4
  store ptr %0, ptr %6, align 4
  %9 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 0
  store i32 %1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 1
  store i32 %2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0
  store i32 %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  store i32 %4, ptr %12, align 4
    #dbg_declare(ptr %7, !225, !DIExpression(), !226)
    #dbg_declare(ptr %8, !227, !DIExpression(), !228)
    #dbg_declare(ptr %6, !229, !DIExpression(DW_OP_deref), !230)
  %13 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0, !dbg !231
  %14 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 0, !dbg !232
  %15 = load i32, ptr %14, align 4, !dbg !232
  %16 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0, !dbg !233
  %17 = load i32, ptr %16, align 4, !dbg !233
  %18 = add nsw i32 %15, %17, !dbg !234
  store i32 %18, ptr %13, align 4, !dbg !231
  %19 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1, !dbg !231
  %20 = getelementptr inbounds %struct.pair, ptr %7, i32 0, i32 1, !dbg !235
  %21 = load i32, ptr %20, align 4, !dbg !235
  %22 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1, !dbg !236
  %23 = load i32, ptr %22, align 4, !dbg !236
  %24 = add nsw i32 %21, %23, !dbg !237
  store i32 %24, ptr %19, align 4, !dbg !231
  ret void, !dbg !238
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 4 %0, ptr noundef byval(%struct.vec3) align 4 %1, ptr noundef byval(%struct.vec3) align 4 %2) #0 !dbg !239 {
  %4 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %1, !240, !DIExpression(), !241)
    #dbg_declare(ptr %2, !242, !DIExpression(), !243)
    #dbg_declare(ptr %4, !244, !DIExpression(DW_OP_deref), !245)
  %5 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0, !dbg !246
  %6 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1, !dbg !247
  %7 = load double, ptr %6, align 4, !dbg !247
  %8 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2, !dbg !248
  %9 = load double, ptr %8, align 4, !dbg !248
  %10 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2, !dbg !249
  %11 = load double, ptr %10, align 4, !dbg !249
  %12 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1, !dbg !250
  %13 = load double, ptr %12, align 4, !dbg !250
  %14 = fmul double %11, %13, !dbg !251
  %15 = fneg double %14, !dbg !252
  %16 = call double @llvm.fmuladd.f64(double %7, double %9, double %15), !dbg !252
  store double %16, ptr %5, align 4, !dbg !246
  %17 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1, !dbg !246
  %18 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2, !dbg !253
  %19 = load double, ptr %18, align 4, !dbg !253
  %20 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0, !dbg !254
  %21 = load double, ptr %20, align 4, !dbg !254
  %22 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0, !dbg !255
  %23 = load double, ptr %22, align 4, !dbg !255
  %24 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2, !dbg !256
  %25 = load double, ptr %24, align 4, !dbg !256
  %26 = fmul double %23, %25, !dbg !257
  %27 = fneg double %26, !dbg !258
  %28 = call double @llvm.fmuladd.f64(double %19, double %21, double %27), !dbg !258
  store double %28, ptr %17, align 4, !dbg !246
  %29 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2, !dbg !246
  %30 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0, !dbg !259
  %31 = load double, ptr %30, align 4, !dbg !259
  %32 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1, !dbg !260
  %33 = load double, ptr %32, align 4, !dbg !260
  %34 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1, !dbg !261
  %35 = load double, ptr %34, align 4, !dbg !261
  %36 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0, !dbg !262
  %37 = load double, ptr %36, align 4, !dbg !262
  %38 = fmul double %35, %37, !dbg !263
  %39 = fneg double %38, !dbg !264
  %40 = call double @llvm.fmuladd.f64(double %31, double %33, double %39), !dbg !264
  store double %40, ptr %29, align 4, !dbg !246
  ret void, !dbg !265
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.rec) align 4 %0, ptr noundef byval(%struct.rec) align 4 %1, i64 noundef %2, double noundef %3) #0 !dbg !266 {
  %5 = alloca ptr, align 4
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %1, !269, !DIExpression(), !270)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !271, !DIExpression(), !272)
  store double %3, ptr %7, align 8
    #dbg_declare(ptr %7, !273, !DIExpression(), !274)
  %8 = load i64, ptr %6, align 8, !dbg !275
  %9 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1, !dbg !276
  %10 = load i64, ptr %9, align 4, !dbg !277
  %11 = add nsw i64 %10, %8, !dbg !277
  store i64 %11, ptr %9, align 4, !dbg !277
  %12 = load double, ptr %7, align 8, !dbg !278
  %13 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2, !dbg !279
  %14 = load double, ptr %13, align 4, !dbg !280
  %15 = fmul double %14, %12, !dbg !280
  store double %15, ptr %13, align 4, !dbg !280
  %16 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3, !dbg !281
  %17 = load i32, ptr %16, align 4, !dbg !282
  %18 = or i32 %17, 1073741824, !dbg !282
  store i32 %18, ptr %16, align 4, !dbg !282
  %19 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 0, !dbg !283
  %20 = getelementptr inbounds [12 x i8], ptr %19, i32 0, i32 0, !dbg !284
  %21 = load i8, ptr %20, align 4, !dbg !284
  %22 = sext i8 %21 to i32, !dbg !284
  %23 = sub nsw i32 %22, 32, !dbg !285
  %24 = trunc i32 %23 to i8, !dbg !286
  %25 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 0, !dbg !287
  %26 = getelementptr inbounds [12 x i8], ptr %25, i32 0, i32 0, !dbg !288
  store i8 %24, ptr %26, align 4, !dbg !289
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 32, i1 false), !dbg !290
  ret void, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_rec(ptr noundef %0, ptr noundef byval(%struct.rec) align 4 %1) #0 !dbg !292 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !297, !DIExpression(), !298)
    #dbg_declare(ptr %1, !299, !DIExpression(), !300)
  %4 = load ptr, ptr %3, align 4, !dbg !301
  %5 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 0, !dbg !302
  %6 = getelementptr inbounds [12 x i8], ptr %5, i32 0, i32 0, !dbg !303
  %7 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1, !dbg !304
  %8 = load i64, ptr %7, align 4, !dbg !304
  %9 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2, !dbg !305
  %10 = load double, ptr %9, align 4, !dbg !305
  %11 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3, !dbg !306
  %12 = load i32, ptr %11, align 4, !dbg !306
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %4, ptr noundef %6, i64 noundef %8, double noundef %10, i32 noundef %12), !dbg !307
  ret void, !dbg !308
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ...) #0 !dbg !309 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !312, !DIExpression(), !313)
    #dbg_declare(ptr %3, !314, !DIExpression(), !321)
    #dbg_declare(ptr %4, !322, !DIExpression(), !323)
  call void @llvm.va_start.p0(ptr %3), !dbg !324
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !325
  %5 = load ptr, ptr %2, align 4, !dbg !326
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5), !dbg !327
  %7 = load ptr, ptr %2, align 4, !dbg !328
  %8 = load ptr, ptr %3, align 4, !dbg !329
  call void @vprint(ptr noundef %7, ptr noundef %8), !dbg !330
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !331
  %10 = load ptr, ptr %2, align 4, !dbg !332
  %11 = load ptr, ptr %4, align 4, !dbg !333
  call void @vprint(ptr noundef %10, ptr noundef %11), !dbg !334
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.16), !dbg !335
  call void @llvm.va_end.p0(ptr %4), !dbg !336
  call void @llvm.va_end.p0(ptr %3), !dbg !337
  ret void, !dbg !338
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ll(i32 noundef %0, ...) #0 !dbg !339 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !342, !DIExpression(), !343)
    #dbg_declare(ptr %3, !344, !DIExpression(), !345)
  call void @llvm.va_start.p0(ptr %3), !dbg !346
    #dbg_declare(ptr %4, !347, !DIExpression(), !348)
  store i64 0, ptr %4, align 8, !dbg !348
    #dbg_declare(ptr %5, !349, !DIExpression(), !351)
  store i32 0, ptr %5, align 4, !dbg !351
  br label %6, !dbg !352

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4, !dbg !353
  %8 = load i32, ptr %2, align 4, !dbg !355
  %9 = icmp slt i32 %7, %8, !dbg !356
  br i1 %9, label %10, label %19, !dbg !357

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4, !dbg !358
  %12 = getelementptr inbounds i8, ptr %11, i32 8, !dbg !358
  store ptr %12, ptr %3, align 4, !dbg !358
  %13 = load i64, ptr %11, align 4, !dbg !358
  %14 = load i64, ptr %4, align 8, !dbg !359
  %15 = add nsw i64 %14, %13, !dbg !359
  store i64 %15, ptr %4, align 8, !dbg !359
  br label %16, !dbg !360

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4, !dbg !361
  %18 = add nsw i32 %17, 1, !dbg !361
  store i32 %18, ptr %5, align 4, !dbg !361
  br label %6, !dbg !362, !llvm.loop !363

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3), !dbg !366
  %20 = load i64, ptr %4, align 8, !dbg !367
  ret i64 %20, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mean(i32 noundef %0, ...) #0 !dbg !369 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !372, !DIExpression(), !373)
    #dbg_declare(ptr %3, !374, !DIExpression(), !375)
  call void @llvm.va_start.p0(ptr %3), !dbg !376
    #dbg_declare(ptr %4, !377, !DIExpression(), !378)
  store double 0.000000e+00, ptr %4, align 8, !dbg !378
    #dbg_declare(ptr %5, !379, !DIExpression(), !381)
  store i32 0, ptr %5, align 4, !dbg !381
  br label %6, !dbg !382

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4, !dbg !383
  %8 = load i32, ptr %2, align 4, !dbg !385
  %9 = icmp slt i32 %7, %8, !dbg !386
  br i1 %9, label %10, label %19, !dbg !387

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4, !dbg !388
  %12 = getelementptr inbounds i8, ptr %11, i32 8, !dbg !388
  store ptr %12, ptr %3, align 4, !dbg !388
  %13 = load double, ptr %11, align 4, !dbg !388
  %14 = load double, ptr %4, align 8, !dbg !389
  %15 = fadd double %14, %13, !dbg !389
  store double %15, ptr %4, align 8, !dbg !389
  br label %16, !dbg !390

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4, !dbg !391
  %18 = add nsw i32 %17, 1, !dbg !391
  store i32 %18, ptr %5, align 4, !dbg !391
  br label %6, !dbg !392, !llvm.loop !393

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3), !dbg !395
  %20 = load double, ptr %4, align 8, !dbg !396
  %21 = load i32, ptr %2, align 4, !dbg !397
  %22 = sitofp i32 %21 to double, !dbg !397
  %23 = fdiv double %20, %22, !dbg !398
  ret double %23, !dbg !399
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vprint(ptr noundef %0, ptr noundef %1) #0 !dbg !400 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.pair, align 4
  %7 = alloca %struct.vec3, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !403, !DIExpression(), !404)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !405, !DIExpression(), !406)
    #dbg_declare(ptr %5, !407, !DIExpression(), !409)
  %8 = load ptr, ptr %3, align 4, !dbg !410
  store ptr %8, ptr %5, align 4, !dbg !409
  br label %9, !dbg !411

9:                                                ; preds = %61, %2
  %10 = load ptr, ptr %5, align 4, !dbg !412
  %11 = load i8, ptr %10, align 1, !dbg !414
  %12 = icmp ne i8 %11, 0, !dbg !415
  br i1 %12, label %13, label %64, !dbg !415

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 4, !dbg !416
  %15 = load i8, ptr %14, align 1, !dbg !418
  %16 = sext i8 %15 to i32, !dbg !418
  switch i32 %16, label %60 [
    i32 105, label %17
    i32 108, label %22
    i32 76, label %27
    i32 100, label %32
    i32 115, label %37
    i32 112, label %42
    i32 118, label %50
  ], !dbg !419

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 4, !dbg !420
  %19 = getelementptr inbounds i8, ptr %18, i32 4, !dbg !420
  store ptr %19, ptr %4, align 4, !dbg !420
  %20 = load i32, ptr %18, align 4, !dbg !420
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %20), !dbg !422
  br label %60, !dbg !423

22:                                               ; preds = %13
  %23 = load ptr, ptr %4, align 4, !dbg !424
  %24 = getelementptr inbounds i8, ptr %23, i32 4, !dbg !424
  store ptr %24, ptr %4, align 4, !dbg !424
  %25 = load i32, ptr %23, align 4, !dbg !424
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %25), !dbg !425
  br label %60, !dbg !426

27:                                               ; preds = %13
  %28 = load ptr, ptr %4, align 4, !dbg !427
  %29 = getelementptr inbounds i8, ptr %28, i32 8, !dbg !427
  store ptr %29, ptr %4, align 4, !dbg !427
  %30 = load i64, ptr %28, align 4, !dbg !427
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %30), !dbg !428
  br label %60, !dbg !429

32:                                               ; preds = %13
  %33 = load ptr, ptr %4, align 4, !dbg !430
  %34 = getelementptr inbounds i8, ptr %33, i32 8, !dbg !430
  store ptr %34, ptr %4, align 4, !dbg !430
  %35 = load double, ptr %33, align 4, !dbg !430
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %35), !dbg !431
  br label %60, !dbg !432

37:                                               ; preds = %13
  %38 = load ptr, ptr %4, align 4, !dbg !433
  %39 = getelementptr inbounds i8, ptr %38, i32 4, !dbg !433
  store ptr %39, ptr %4, align 4, !dbg !433
  %40 = load ptr, ptr %38, align 4, !dbg !433
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %40), !dbg !434
  br label %60, !dbg !435

42:                                               ; preds = %13
    #dbg_declare(ptr %6, !436, !DIExpression(), !438)
  %43 = load ptr, ptr %4, align 4, !dbg !439
  %44 = getelementptr inbounds i8, ptr %43, i32 8, !dbg !439
  store ptr %44, ptr %4, align 4, !dbg !439
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %43, i32 8, i1 false), !dbg !439
  %45 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 0, !dbg !440
  %46 = load i32, ptr %45, align 4, !dbg !440
  %47 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 1, !dbg !441
  %48 = load i32, ptr %47, align 4, !dbg !441
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %46, i32 noundef %48), !dbg !442
  br label %60, !dbg !443

50:                                               ; preds = %13
    #dbg_declare(ptr %7, !444, !DIExpression(), !446)
  %51 = load ptr, ptr %4, align 4, !dbg !447
  %52 = getelementptr inbounds i8, ptr %51, i32 24, !dbg !447
  store ptr %52, ptr %4, align 4, !dbg !447
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %51, i32 24, i1 false), !dbg !447
  %53 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 0, !dbg !448
  %54 = load double, ptr %53, align 4, !dbg !448
  %55 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 1, !dbg !449
  %56 = load double, ptr %55, align 4, !dbg !449
  %57 = getelementptr inbounds %struct.vec3, ptr %7, i32 0, i32 2, !dbg !450
  %58 = load double, ptr %57, align 4, !dbg !450
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, double noundef %54, double noundef %56, double noundef %58), !dbg !451
  br label %60, !dbg !452

60:                                               ; preds = %13, %50, %42, %37, %32, %27, %22, %17
  br label %61, !dbg !453

61:                                               ; preds = %60
  %62 = load ptr, ptr %5, align 4, !dbg !454
  %63 = getelementptr inbounds i8, ptr %62, i32 1, !dbg !454
  store ptr %63, ptr %5, align 4, !dbg !454
  br label %9, !dbg !455, !llvm.loop !456

64:                                               ; preds = %9
  ret void, !dbg !458
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!89}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_abi.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "fff8deb5cea54ceb6f5e23cb01efc2c1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 40)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !9, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 11)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !41, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 2)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !36, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !19, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !24, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 10)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 19)
!89 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !90, globals: !94, splitDebugInlining: false, nameTableKind: None)
!90 = !{!91, !92, !4, !93}
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!93 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!94 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !46, !48, !50, !55, !57, !59, !64, !69, !71, !73, !75, !77, !79, !84}
!95 = !{i32 1, !"NumRegisterParameters", i32 0}
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"frame-pointer", i32 2}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !105, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !89, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!107}
!107 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !{}
!109 = !DILocalVariable(name: "s", scope: !104, file: !2, line: 124, type: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 10, size: 32, elements: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 11, baseType: !92, size: 16)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 12, baseType: !4, size: 8, offset: 16)
!114 = !DILocation(line: 124, column: 16, scope: !104)
!115 = !DILocation(line: 124, column: 20, scope: !104)
!116 = !DILocation(line: 125, column: 38, scope: !104)
!117 = !DILocation(line: 125, column: 36, scope: !104)
!118 = !DILocation(line: 125, column: 43, scope: !104)
!119 = !DILocation(line: 125, column: 41, scope: !104)
!120 = !DILocation(line: 125, column: 3, scope: !104)
!121 = !DILocalVariable(name: "a", scope: !104, file: !2, line: 127, type: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 14, size: 64, elements: !123)
!123 = !{!124, !125}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !122, file: !2, line: 15, baseType: !107, size: 32)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !122, file: !2, line: 15, baseType: !107, size: 32, offset: 32)
!126 = !DILocation(line: 127, column: 15, scope: !104)
!127 = !DILocalVariable(name: "b", scope: !104, file: !2, line: 127, type: !122)
!128 = !DILocation(line: 127, column: 27, scope: !104)
!129 = !DILocalVariable(name: "op", scope: !104, file: !2, line: 128, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_op", file: !2, line: 120, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 32)
!132 = !DISubroutineType(types: !133)
!133 = !{!122, !122, !122}
!134 = !DILocation(line: 128, column: 11, scope: !104)
!135 = !DILocalVariable(name: "c", scope: !104, file: !2, line: 129, type: !122)
!136 = !DILocation(line: 129, column: 15, scope: !104)
!137 = !DILocation(line: 129, column: 19, scope: !104)
!138 = !DILocation(line: 129, column: 25, scope: !104)
!139 = !DILocation(line: 130, column: 29, scope: !104)
!140 = !DILocation(line: 130, column: 34, scope: !104)
!141 = !DILocation(line: 130, column: 3, scope: !104)
!142 = !DILocalVariable(name: "x", scope: !104, file: !2, line: 132, type: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !2, line: 17, size: 192, elements: !144)
!144 = !{!145, !147, !148}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !143, file: !2, line: 18, baseType: !146, size: 64)
!146 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !143, file: !2, line: 18, baseType: !146, size: 64, offset: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !143, file: !2, line: 18, baseType: !146, size: 64, offset: 128)
!149 = !DILocation(line: 132, column: 15, scope: !104)
!150 = !DILocalVariable(name: "y", scope: !104, file: !2, line: 132, type: !143)
!151 = !DILocation(line: 132, column: 30, scope: !104)
!152 = !DILocalVariable(name: "vo", scope: !104, file: !2, line: 133, type: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec_op", file: !2, line: 121, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 32)
!155 = !DISubroutineType(types: !156)
!156 = !{!143, !143, !143}
!157 = !DILocation(line: 133, column: 10, scope: !104)
!158 = !DILocalVariable(name: "z", scope: !104, file: !2, line: 134, type: !143)
!159 = !DILocation(line: 134, column: 15, scope: !104)
!160 = !DILocation(line: 134, column: 19, scope: !104)
!161 = !DILocalVariable(name: "w", scope: !104, file: !2, line: 135, type: !143)
!162 = !DILocation(line: 135, column: 15, scope: !104)
!163 = !DILocation(line: 135, column: 41, scope: !104)
!164 = !DILocation(line: 135, column: 19, scope: !104)
!165 = !DILocation(line: 136, column: 56, scope: !104)
!166 = !DILocation(line: 136, column: 61, scope: !104)
!167 = !DILocation(line: 136, column: 66, scope: !104)
!168 = !DILocation(line: 136, column: 71, scope: !104)
!169 = !DILocation(line: 136, column: 76, scope: !104)
!170 = !DILocation(line: 136, column: 81, scope: !104)
!171 = !DILocation(line: 136, column: 3, scope: !104)
!172 = !DILocalVariable(name: "r", scope: !104, file: !2, line: 138, type: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 20, size: 256, elements: !174)
!174 = !{!175, !179, !181, !182}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !173, file: !2, line: 21, baseType: !176, size: 96)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !177)
!177 = !{!178}
!178 = !DISubrange(count: 12)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !173, file: !2, line: 22, baseType: !180, size: 64, offset: 96)
!180 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !173, file: !2, line: 23, baseType: !146, size: 64, offset: 160)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !173, file: !2, line: 24, baseType: !183, size: 32, offset: 224)
!183 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!184 = !DILocation(line: 138, column: 14, scope: !104)
!185 = !DILocation(line: 139, column: 3, scope: !104)
!186 = !DILocation(line: 140, column: 12, scope: !104)
!187 = !DILocation(line: 140, column: 10, scope: !104)
!188 = !DILocation(line: 140, column: 3, scope: !104)
!189 = !DILocation(line: 141, column: 5, scope: !104)
!190 = !DILocation(line: 141, column: 8, scope: !104)
!191 = !DILocation(line: 142, column: 5, scope: !104)
!192 = !DILocation(line: 142, column: 11, scope: !104)
!193 = !DILocation(line: 143, column: 5, scope: !104)
!194 = !DILocation(line: 143, column: 11, scope: !104)
!195 = !DILocalVariable(name: "r2", scope: !104, file: !2, line: 144, type: !173)
!196 = !DILocation(line: 144, column: 14, scope: !104)
!197 = !DILocation(line: 144, column: 19, scope: !104)
!198 = !DILocation(line: 145, column: 3, scope: !104)
!199 = !DILocation(line: 146, column: 3, scope: !104)
!200 = !DILocation(line: 147, column: 3, scope: !104)
!201 = !DILocation(line: 149, column: 3, scope: !104)
!202 = !DILocation(line: 150, column: 3, scope: !104)
!203 = !DILocation(line: 151, column: 3, scope: !104)
!204 = !DILocation(line: 152, column: 27, scope: !104)
!205 = !DILocation(line: 152, column: 3, scope: !104)
!206 = !DILocation(line: 153, column: 25, scope: !104)
!207 = !DILocation(line: 153, column: 3, scope: !104)
!208 = !DILocation(line: 154, column: 3, scope: !104)
!209 = distinct !DISubprogram(name: "make_small", scope: !2, file: !2, line: 27, type: !210, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!210 = !DISubroutineType(types: !211)
!211 = !{!110, !107, !107}
!212 = !DILocalVariable(name: "a", arg: 1, scope: !209, file: !2, line: 27, type: !107)
!213 = !DILocation(line: 27, column: 36, scope: !209)
!214 = !DILocalVariable(name: "b", arg: 2, scope: !209, file: !2, line: 27, type: !107)
!215 = !DILocation(line: 27, column: 43, scope: !209)
!216 = !DILocalVariable(name: "s", scope: !209, file: !2, line: 28, type: !110)
!217 = !DILocation(line: 28, column: 16, scope: !209)
!218 = !DILocation(line: 28, column: 20, scope: !209)
!219 = !DILocation(line: 28, column: 28, scope: !209)
!220 = !DILocation(line: 28, column: 21, scope: !209)
!221 = !DILocation(line: 28, column: 37, scope: !209)
!222 = !DILocation(line: 28, column: 31, scope: !209)
!223 = !DILocation(line: 29, column: 3, scope: !209)
!224 = distinct !DISubprogram(name: "add_pairs", scope: !2, file: !2, line: 32, type: !132, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!225 = !DILocalVariable(name: "p", arg: 1, scope: !224, file: !2, line: 32, type: !122)
!226 = !DILocation(line: 32, column: 42, scope: !224)
!227 = !DILocalVariable(name: "q", arg: 2, scope: !224, file: !2, line: 32, type: !122)
!228 = !DILocation(line: 32, column: 57, scope: !224)
!229 = !DILocalVariable(name: "r", scope: !224, file: !2, line: 33, type: !122)
!230 = !DILocation(line: 33, column: 15, scope: !224)
!231 = !DILocation(line: 33, column: 19, scope: !224)
!232 = !DILocation(line: 33, column: 22, scope: !224)
!233 = !DILocation(line: 33, column: 28, scope: !224)
!234 = !DILocation(line: 33, column: 24, scope: !224)
!235 = !DILocation(line: 33, column: 33, scope: !224)
!236 = !DILocation(line: 33, column: 39, scope: !224)
!237 = !DILocation(line: 33, column: 35, scope: !224)
!238 = !DILocation(line: 34, column: 3, scope: !224)
!239 = distinct !DISubprogram(name: "cross", scope: !2, file: !2, line: 37, type: !155, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !2, line: 37, type: !143)
!241 = !DILocation(line: 37, column: 38, scope: !239)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !239, file: !2, line: 37, type: !143)
!243 = !DILocation(line: 37, column: 53, scope: !239)
!244 = !DILocalVariable(name: "r", scope: !239, file: !2, line: 38, type: !143)
!245 = !DILocation(line: 38, column: 15, scope: !239)
!246 = !DILocation(line: 38, column: 19, scope: !239)
!247 = !DILocation(line: 38, column: 22, scope: !239)
!248 = !DILocation(line: 38, column: 28, scope: !239)
!249 = !DILocation(line: 38, column: 34, scope: !239)
!250 = !DILocation(line: 38, column: 40, scope: !239)
!251 = !DILocation(line: 38, column: 36, scope: !239)
!252 = !DILocation(line: 38, column: 30, scope: !239)
!253 = !DILocation(line: 38, column: 45, scope: !239)
!254 = !DILocation(line: 38, column: 51, scope: !239)
!255 = !DILocation(line: 38, column: 57, scope: !239)
!256 = !DILocation(line: 38, column: 63, scope: !239)
!257 = !DILocation(line: 38, column: 59, scope: !239)
!258 = !DILocation(line: 38, column: 53, scope: !239)
!259 = !DILocation(line: 38, column: 68, scope: !239)
!260 = !DILocation(line: 38, column: 74, scope: !239)
!261 = !DILocation(line: 38, column: 80, scope: !239)
!262 = !DILocation(line: 38, column: 86, scope: !239)
!263 = !DILocation(line: 38, column: 82, scope: !239)
!264 = !DILocation(line: 38, column: 76, scope: !239)
!265 = !DILocation(line: 39, column: 3, scope: !239)
!266 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 42, type: !267, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!267 = !DISubroutineType(types: !268)
!268 = !{!173, !173, !180, !146}
!269 = !DILocalVariable(name: "r", arg: 1, scope: !266, file: !2, line: 42, type: !173)
!270 = !DILocation(line: 42, column: 35, scope: !266)
!271 = !DILocalVariable(name: "by", arg: 2, scope: !266, file: !2, line: 42, type: !180)
!272 = !DILocation(line: 42, column: 48, scope: !266)
!273 = !DILocalVariable(name: "factor", arg: 3, scope: !266, file: !2, line: 42, type: !146)
!274 = !DILocation(line: 42, column: 59, scope: !266)
!275 = !DILocation(line: 43, column: 11, scope: !266)
!276 = !DILocation(line: 43, column: 5, scope: !266)
!277 = !DILocation(line: 43, column: 8, scope: !266)
!278 = !DILocation(line: 44, column: 14, scope: !266)
!279 = !DILocation(line: 44, column: 5, scope: !266)
!280 = !DILocation(line: 44, column: 11, scope: !266)
!281 = !DILocation(line: 45, column: 5, scope: !266)
!282 = !DILocation(line: 45, column: 11, scope: !266)
!283 = !DILocation(line: 46, column: 24, scope: !266)
!284 = !DILocation(line: 46, column: 22, scope: !266)
!285 = !DILocation(line: 46, column: 32, scope: !266)
!286 = !DILocation(line: 46, column: 15, scope: !266)
!287 = !DILocation(line: 46, column: 5, scope: !266)
!288 = !DILocation(line: 46, column: 3, scope: !266)
!289 = !DILocation(line: 46, column: 13, scope: !266)
!290 = !DILocation(line: 47, column: 10, scope: !266)
!291 = !DILocation(line: 47, column: 3, scope: !266)
!292 = distinct !DISubprogram(name: "print_rec", scope: !2, file: !2, line: 50, type: !293, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !295, !173}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 32)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!297 = !DILocalVariable(name: "tag", arg: 1, scope: !292, file: !2, line: 50, type: !295)
!298 = !DILocation(line: 50, column: 35, scope: !292)
!299 = !DILocalVariable(name: "r", arg: 2, scope: !292, file: !2, line: 50, type: !173)
!300 = !DILocation(line: 50, column: 51, scope: !292)
!301 = !DILocation(line: 51, column: 36, scope: !292)
!302 = !DILocation(line: 51, column: 43, scope: !292)
!303 = !DILocation(line: 51, column: 41, scope: !292)
!304 = !DILocation(line: 51, column: 51, scope: !292)
!305 = !DILocation(line: 51, column: 57, scope: !292)
!306 = !DILocation(line: 51, column: 81, scope: !292)
!307 = !DILocation(line: 51, column: 3, scope: !292)
!308 = !DILocation(line: 52, column: 1, scope: !292)
!309 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 87, type: !310, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!310 = !DISubroutineType(types: !311)
!311 = !{null, !295, null}
!312 = !DILocalVariable(name: "fmt", arg: 1, scope: !309, file: !2, line: 87, type: !295)
!313 = !DILocation(line: 87, column: 30, scope: !309)
!314 = !DILocalVariable(name: "ap", scope: !309, file: !2, line: 88, type: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !316, line: 52, baseType: !317)
!316 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !318, line: 12, baseType: !319)
!318 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!321 = !DILocation(line: 88, column: 11, scope: !309)
!322 = !DILocalVariable(name: "again", scope: !309, file: !2, line: 88, type: !315)
!323 = !DILocation(line: 88, column: 15, scope: !309)
!324 = !DILocation(line: 89, column: 3, scope: !309)
!325 = !DILocation(line: 90, column: 3, scope: !309)
!326 = !DILocation(line: 91, column: 17, scope: !309)
!327 = !DILocation(line: 91, column: 3, scope: !309)
!328 = !DILocation(line: 92, column: 10, scope: !309)
!329 = !DILocation(line: 92, column: 15, scope: !309)
!330 = !DILocation(line: 92, column: 3, scope: !309)
!331 = !DILocation(line: 93, column: 3, scope: !309)
!332 = !DILocation(line: 94, column: 10, scope: !309)
!333 = !DILocation(line: 94, column: 15, scope: !309)
!334 = !DILocation(line: 94, column: 3, scope: !309)
!335 = !DILocation(line: 95, column: 3, scope: !309)
!336 = !DILocation(line: 96, column: 3, scope: !309)
!337 = !DILocation(line: 97, column: 3, scope: !309)
!338 = !DILocation(line: 98, column: 1, scope: !309)
!339 = distinct !DISubprogram(name: "sum_ll", scope: !2, file: !2, line: 100, type: !340, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!340 = !DISubroutineType(types: !341)
!341 = !{!180, !107, null}
!342 = !DILocalVariable(name: "n", arg: 1, scope: !339, file: !2, line: 100, type: !107)
!343 = !DILocation(line: 100, column: 29, scope: !339)
!344 = !DILocalVariable(name: "ap", scope: !339, file: !2, line: 101, type: !315)
!345 = !DILocation(line: 101, column: 11, scope: !339)
!346 = !DILocation(line: 102, column: 3, scope: !339)
!347 = !DILocalVariable(name: "s", scope: !339, file: !2, line: 103, type: !180)
!348 = !DILocation(line: 103, column: 13, scope: !339)
!349 = !DILocalVariable(name: "i", scope: !350, file: !2, line: 104, type: !107)
!350 = distinct !DILexicalBlock(scope: !339, file: !2, line: 104, column: 3)
!351 = !DILocation(line: 104, column: 12, scope: !350)
!352 = !DILocation(line: 104, column: 8, scope: !350)
!353 = !DILocation(line: 104, column: 19, scope: !354)
!354 = distinct !DILexicalBlock(scope: !350, file: !2, line: 104, column: 3)
!355 = !DILocation(line: 104, column: 23, scope: !354)
!356 = !DILocation(line: 104, column: 21, scope: !354)
!357 = !DILocation(line: 104, column: 3, scope: !350)
!358 = !DILocation(line: 105, column: 10, scope: !354)
!359 = !DILocation(line: 105, column: 7, scope: !354)
!360 = !DILocation(line: 105, column: 5, scope: !354)
!361 = !DILocation(line: 104, column: 27, scope: !354)
!362 = !DILocation(line: 104, column: 3, scope: !354)
!363 = distinct !{!363, !357, !364, !365}
!364 = !DILocation(line: 105, column: 10, scope: !350)
!365 = !{!"llvm.loop.mustprogress"}
!366 = !DILocation(line: 106, column: 3, scope: !339)
!367 = !DILocation(line: 107, column: 10, scope: !339)
!368 = !DILocation(line: 107, column: 3, scope: !339)
!369 = distinct !DISubprogram(name: "mean", scope: !2, file: !2, line: 110, type: !370, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!370 = !DISubroutineType(types: !371)
!371 = !{!146, !107, null}
!372 = !DILocalVariable(name: "n", arg: 1, scope: !369, file: !2, line: 110, type: !107)
!373 = !DILocation(line: 110, column: 24, scope: !369)
!374 = !DILocalVariable(name: "ap", scope: !369, file: !2, line: 111, type: !315)
!375 = !DILocation(line: 111, column: 11, scope: !369)
!376 = !DILocation(line: 112, column: 3, scope: !369)
!377 = !DILocalVariable(name: "s", scope: !369, file: !2, line: 113, type: !146)
!378 = !DILocation(line: 113, column: 10, scope: !369)
!379 = !DILocalVariable(name: "i", scope: !380, file: !2, line: 114, type: !107)
!380 = distinct !DILexicalBlock(scope: !369, file: !2, line: 114, column: 3)
!381 = !DILocation(line: 114, column: 12, scope: !380)
!382 = !DILocation(line: 114, column: 8, scope: !380)
!383 = !DILocation(line: 114, column: 19, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !2, line: 114, column: 3)
!385 = !DILocation(line: 114, column: 23, scope: !384)
!386 = !DILocation(line: 114, column: 21, scope: !384)
!387 = !DILocation(line: 114, column: 3, scope: !380)
!388 = !DILocation(line: 115, column: 10, scope: !384)
!389 = !DILocation(line: 115, column: 7, scope: !384)
!390 = !DILocation(line: 115, column: 5, scope: !384)
!391 = !DILocation(line: 114, column: 27, scope: !384)
!392 = !DILocation(line: 114, column: 3, scope: !384)
!393 = distinct !{!393, !387, !394, !365}
!394 = !DILocation(line: 115, column: 10, scope: !380)
!395 = !DILocation(line: 116, column: 3, scope: !369)
!396 = !DILocation(line: 117, column: 10, scope: !369)
!397 = !DILocation(line: 117, column: 14, scope: !369)
!398 = !DILocation(line: 117, column: 12, scope: !369)
!399 = !DILocation(line: 117, column: 3, scope: !369)
!400 = distinct !DISubprogram(name: "vprint", scope: !2, file: !2, line: 55, type: !401, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !89, retainedNodes: !108)
!401 = !DISubroutineType(types: !402)
!402 = !{null, !295, !315}
!403 = !DILocalVariable(name: "fmt", arg: 1, scope: !400, file: !2, line: 55, type: !295)
!404 = !DILocation(line: 55, column: 32, scope: !400)
!405 = !DILocalVariable(name: "ap", arg: 2, scope: !400, file: !2, line: 55, type: !315)
!406 = !DILocation(line: 55, column: 45, scope: !400)
!407 = !DILocalVariable(name: "f", scope: !408, file: !2, line: 56, type: !295)
!408 = distinct !DILexicalBlock(scope: !400, file: !2, line: 56, column: 3)
!409 = !DILocation(line: 56, column: 20, scope: !408)
!410 = !DILocation(line: 56, column: 24, scope: !408)
!411 = !DILocation(line: 56, column: 8, scope: !408)
!412 = !DILocation(line: 56, column: 30, scope: !413)
!413 = distinct !DILexicalBlock(scope: !408, file: !2, line: 56, column: 3)
!414 = !DILocation(line: 56, column: 29, scope: !413)
!415 = !DILocation(line: 56, column: 3, scope: !408)
!416 = !DILocation(line: 57, column: 14, scope: !417)
!417 = distinct !DILexicalBlock(scope: !413, file: !2, line: 56, column: 38)
!418 = !DILocation(line: 57, column: 13, scope: !417)
!419 = !DILocation(line: 57, column: 5, scope: !417)
!420 = !DILocation(line: 59, column: 22, scope: !421)
!421 = distinct !DILexicalBlock(scope: !417, file: !2, line: 57, column: 17)
!422 = !DILocation(line: 59, column: 7, scope: !421)
!423 = !DILocation(line: 60, column: 7, scope: !421)
!424 = !DILocation(line: 62, column: 23, scope: !421)
!425 = !DILocation(line: 62, column: 7, scope: !421)
!426 = !DILocation(line: 63, column: 7, scope: !421)
!427 = !DILocation(line: 65, column: 24, scope: !421)
!428 = !DILocation(line: 65, column: 7, scope: !421)
!429 = !DILocation(line: 66, column: 7, scope: !421)
!430 = !DILocation(line: 68, column: 24, scope: !421)
!431 = !DILocation(line: 68, column: 7, scope: !421)
!432 = !DILocation(line: 69, column: 7, scope: !421)
!433 = !DILocation(line: 71, column: 22, scope: !421)
!434 = !DILocation(line: 71, column: 7, scope: !421)
!435 = !DILocation(line: 72, column: 7, scope: !421)
!436 = !DILocalVariable(name: "p", scope: !437, file: !2, line: 74, type: !122)
!437 = distinct !DILexicalBlock(scope: !421, file: !2, line: 73, column: 15)
!438 = !DILocation(line: 74, column: 19, scope: !437)
!439 = !DILocation(line: 74, column: 23, scope: !437)
!440 = !DILocation(line: 75, column: 29, scope: !437)
!441 = !DILocation(line: 75, column: 34, scope: !437)
!442 = !DILocation(line: 75, column: 7, scope: !437)
!443 = !DILocation(line: 76, column: 7, scope: !437)
!444 = !DILocalVariable(name: "v", scope: !445, file: !2, line: 79, type: !143)
!445 = distinct !DILexicalBlock(scope: !421, file: !2, line: 78, column: 15)
!446 = !DILocation(line: 79, column: 19, scope: !445)
!447 = !DILocation(line: 79, column: 23, scope: !445)
!448 = !DILocation(line: 80, column: 38, scope: !445)
!449 = !DILocation(line: 80, column: 43, scope: !445)
!450 = !DILocation(line: 80, column: 48, scope: !445)
!451 = !DILocation(line: 80, column: 7, scope: !445)
!452 = !DILocation(line: 81, column: 7, scope: !445)
!453 = !DILocation(line: 84, column: 3, scope: !417)
!454 = !DILocation(line: 56, column: 34, scope: !413)
!455 = !DILocation(line: 56, column: 3, scope: !413)
!456 = distinct !{!456, !415, !457, !365}
!457 = !DILocation(line: 84, column: 3, scope: !408)
!458 = !DILocation(line: 85, column: 1, scope: !400)
