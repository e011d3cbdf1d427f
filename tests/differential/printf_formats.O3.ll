; ModuleID = 'printf_formats.c'
source_filename = "printf_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.4d] [%-+8d]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [64 x i8] c"   [%u] [%x] [%X] [%o] [%#x] [%#X] [%#o] [%08x] [%-8x|] [%.0x]\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [62 x i8] c"zero with precision 0: [%.0d] [%.0u] [%#.0x] [%#.0o] [%5.0d]\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [37 x i8] c"[%ld] [%25ld] [%-25ld] [%+ld] [%lu]\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"[%lld] [%022lld] [%llu]\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [24 x i8] c"[%zu] [%10zu] [%-10zu]\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [28 x i8] c"[%c] [%3c] [%-3c] [%c%c%c]\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [62 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s]\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [12 x i8] c"[%s] [%5s]\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !49
@.str.11 = private unnamed_addr constant [35 x i8] c"star width %d: [%*d] [%*s] [%-*d]\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [64 x i8] c"[%f] [%.2f] [%10.3f] [%-10.1f] [%+.0f] [%#.0f] [%010.2f] [% f]\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [67 x i8] c"   [%e] [%.2e] [%12.3e] [%+e] [%g] [%.3g] [%#g] [%10.4g] [%-10g|]\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [41 x i8] c"%%d literal percent: 100%% [%%] [%5s%%]\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [21 x i8] c"%s=%d, %s=%u, %s=%c\0A\00", align 1, !dbg !81
@.str.18 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !86
@.str.19 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !88
@.str.20 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [32 x i8] c"float promoted: %f %.10f %e %g\0A\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !97
@.str.23 = private unnamed_addr constant [27 x i8] c"\0Aprintf returned total %d\0A\00", align 1, !dbg !102

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !123 {
    #dbg_assign(i1 undef, !128, !DIExpression(), !165, ptr poison, !DIExpression(), !166)
    #dbg_assign(i1 undef, !137, !DIExpression(), !167, ptr poison, !DIExpression(), !166)
    #dbg_assign(i1 undef, !142, !DIExpression(), !168, ptr poison, !DIExpression(), !166)
    #dbg_assign(i1 undef, !152, !DIExpression(), !169, ptr poison, !DIExpression(), !166)
    #dbg_assign(i1 undef, !128, !DIExpression(), !170, ptr poison, !DIExpression(), !166)
    #dbg_value(i32 0, !132, !DIExpression(), !171)
    #dbg_value(i64 0, !132, !DIExpression(), !171)
    #dbg_value(i32 0, !134, !DIExpression(), !172)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !173
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !174
    #dbg_value(i64 1, !132, !DIExpression(), !171)
    #dbg_value(i32 1, !134, !DIExpression(), !172)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !173
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !174
    #dbg_value(i64 2, !132, !DIExpression(), !171)
    #dbg_value(i32 -1, !134, !DIExpression(), !172)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !173
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !174
    #dbg_value(i64 3, !132, !DIExpression(), !171)
    #dbg_value(i32 42, !134, !DIExpression(), !172)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42), !dbg !173
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42), !dbg !174
    #dbg_value(i64 4, !132, !DIExpression(), !171)
    #dbg_value(i32 -42, !134, !DIExpression(), !172)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42), !dbg !173
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42), !dbg !174
    #dbg_value(i64 5, !132, !DIExpression(), !171)
    #dbg_value(i32 255, !134, !DIExpression(), !172)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255), !dbg !173
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255), !dbg !174
    #dbg_value(i64 6, !132, !DIExpression(), !171)
    #dbg_value(i32 65535, !134, !DIExpression(), !172)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535), !dbg !173
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535), !dbg !174
    #dbg_value(i64 7, !132, !DIExpression(), !171)
    #dbg_value(i32 2147483647, !134, !DIExpression(), !172)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !173
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !174
    #dbg_value(i64 8, !132, !DIExpression(), !171)
    #dbg_value(i32 -2147483648, !134, !DIExpression(), !172)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648), !dbg !173
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648), !dbg !174
    #dbg_value(i64 9, !132, !DIExpression(), !171)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !175
    #dbg_assign(i1 undef, !137, !DIExpression(), !176, ptr poison, !DIExpression(), !166)
    #dbg_value(i32 0, !140, !DIExpression(), !177)
    #dbg_value(i64 0, !140, !DIExpression(), !177)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0), !dbg !178
    #dbg_value(i64 1, !140, !DIExpression(), !177)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807), !dbg !178
    #dbg_value(i64 2, !140, !DIExpression(), !177)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808), !dbg !178
    #dbg_value(i64 3, !140, !DIExpression(), !177)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -1234567890123, i64 noundef -1234567890123, i64 noundef -1234567890123, i64 noundef -1234567890123, i64 noundef -1234567890123), !dbg !178
    #dbg_value(i64 4, !140, !DIExpression(), !177)
    #dbg_value(i64 0, !145, !DIExpression(), !180)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 0, i64 noundef 0, i64 noundef 0), !dbg !181
    #dbg_value(i64 1, !145, !DIExpression(), !180)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807), !dbg !181
    #dbg_value(i64 2, !145, !DIExpression(), !180)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808), !dbg !181
    #dbg_value(i64 3, !145, !DIExpression(), !180)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 9876543210, i64 noundef 9876543210, i64 noundef 9876543210), !dbg !181
    #dbg_value(i64 4, !145, !DIExpression(), !180)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 16, i64 noundef 12345, i64 noundef 0), !dbg !183
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 65, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121, i32 noundef 122), !dbg !184
    #dbg_value(ptr @.str.7, !147, !DIExpression(), !166)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7), !dbg !185
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10), !dbg !186
    #dbg_value(i32 -8, !150, !DIExpression(), !187)
    #dbg_value(i32 -8, !150, !DIExpression(), !187)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -8, i32 noundef -8, i32 noundef 77, i32 noundef -8, ptr noundef nonnull @.str.12, i32 noundef -8, i32 noundef -5), !dbg !188
    #dbg_value(i32 -4, !150, !DIExpression(), !187)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -4, i32 noundef -4, i32 noundef 77, i32 noundef -4, ptr noundef nonnull @.str.12, i32 noundef -4, i32 noundef -5), !dbg !188
    #dbg_value(i32 0, !150, !DIExpression(), !187)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 0, i32 noundef 77, i32 noundef 0, ptr noundef nonnull @.str.12, i32 noundef 0, i32 noundef -5), !dbg !188
    #dbg_value(i32 4, !150, !DIExpression(), !187)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, i32 noundef 4, i32 noundef 77, i32 noundef 4, ptr noundef nonnull @.str.12, i32 noundef 4, i32 noundef -5), !dbg !188
    #dbg_value(i32 8, !150, !DIExpression(), !187)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 8, i32 noundef 8, i32 noundef 77, i32 noundef 8, ptr noundef nonnull @.str.12, i32 noundef 8, i32 noundef -5), !dbg !188
    #dbg_value(i32 12, !150, !DIExpression(), !187)
    #dbg_value(i64 0, !155, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !157, !DIExpression(), !191)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !192
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !193
    #dbg_value(i64 1, !155, !DIExpression(), !190)
    #dbg_value(double 1.000000e+00, !157, !DIExpression(), !191)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !192
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !193
    #dbg_value(i64 2, !155, !DIExpression(), !190)
    #dbg_value(double -1.000000e+00, !157, !DIExpression(), !191)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00), !dbg !192
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00), !dbg !193
    #dbg_value(i64 3, !155, !DIExpression(), !190)
    #dbg_value(double 5.000000e-01, !157, !DIExpression(), !191)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01), !dbg !192
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01), !dbg !193
    #dbg_value(i64 4, !155, !DIExpression(), !190)
    #dbg_value(double 0x400921FB54442D11, !157, !DIExpression(), !191)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11), !dbg !192
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11), !dbg !193
    #dbg_value(i64 5, !155, !DIExpression(), !190)
    #dbg_value(double -2.718280e+00, !157, !DIExpression(), !191)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00), !dbg !192
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00), !dbg !193
    #dbg_value(i64 6, !155, !DIExpression(), !190)
    #dbg_value(double 1.000000e+10, !157, !DIExpression(), !191)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10), !dbg !192
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10), !dbg !193
    #dbg_value(i64 7, !155, !DIExpression(), !190)
    #dbg_value(double 1.500000e-07, !157, !DIExpression(), !191)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07), !dbg !192
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07), !dbg !193
    #dbg_value(i64 8, !155, !DIExpression(), !190)
    #dbg_value(double 0x40FE240C9FBE76C9, !157, !DIExpression(), !191)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9), !dbg !192
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9), !dbg !193
    #dbg_value(i64 9, !155, !DIExpression(), !190)
    #dbg_value(double 1.000000e+21, !157, !DIExpression(), !191)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21), !dbg !192
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21), !dbg !193
    #dbg_value(i64 10, !155, !DIExpression(), !190)
    #dbg_value(double 0x408F3FFEF9DB22D1, !157, !DIExpression(), !191)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1), !dbg !192
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1), !dbg !193
    #dbg_value(i64 11, !155, !DIExpression(), !190)
    #dbg_value(double 1.234560e-04, !157, !DIExpression(), !191)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04), !dbg !192
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04), !dbg !193
    #dbg_value(i64 12, !155, !DIExpression(), !190)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.16), !dbg !194
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.18, i32 noundef 1, ptr noundef nonnull @.str.19, i32 noundef 2, ptr noundef nonnull @.str.20, i32 noundef 51), !dbg !195
    #dbg_value(float 0x3FB99999A0000000, !160, !DIExpression(), !166)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000), !dbg !196
    #dbg_value(i32 0, !162, !DIExpression(), !166)
    #dbg_value(i32 0, !163, !DIExpression(), !197)
    #dbg_value(i32 0, !163, !DIExpression(), !197)
    #dbg_value(i32 0, !162, !DIExpression(), !166)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 0), !dbg !198
    #dbg_value(i32 %64, !162, !DIExpression(), !166)
    #dbg_value(i32 1, !163, !DIExpression(), !197)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 1), !dbg !198
  %66 = add nsw i32 %65, %64, !dbg !200
    #dbg_value(i32 %66, !162, !DIExpression(), !166)
    #dbg_value(i32 2, !163, !DIExpression(), !197)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 8), !dbg !198
  %68 = add nsw i32 %67, %66, !dbg !200
    #dbg_value(i32 %68, !162, !DIExpression(), !166)
    #dbg_value(i32 3, !163, !DIExpression(), !197)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 27), !dbg !198
  %70 = add nsw i32 %69, %68, !dbg !200
    #dbg_value(i32 %70, !162, !DIExpression(), !166)
    #dbg_value(i32 4, !163, !DIExpression(), !197)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 64), !dbg !198
  %72 = add nsw i32 %71, %70, !dbg !200
    #dbg_value(i32 %72, !162, !DIExpression(), !166)
    #dbg_value(i32 5, !163, !DIExpression(), !197)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %72), !dbg !201
  ret i32 0, !dbg !202
}

; Function Attrs: nofree nounwind
declare !dbg !203 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!107}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !120, !121}
!llvm.ident = !{!122}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "printf_formats.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "4de03fef677a214f30291cd4985ea232")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 62)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 37)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 24)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 28)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 12)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 1)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 35)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 67)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 41)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 2)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 21)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 32)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 4)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 27)
!107 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !108, globals: !114, splitDebugInlining: false, nameTableKind: None)
!108 = !{!109, !110, !111, !112}
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !113, line: 18, baseType: !110)
!113 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!114 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !59, !64, !66, !71, !76, !81, !86, !88, !90, !92, !97, !102}
!115 = !{i32 7, !"Dwarf Version", i32 5}
!116 = !{i32 2, !"Debug Info Version", i32 3}
!117 = !{i32 1, !"wchar_size", i32 4}
!118 = !{i32 8, !"PIC Level", i32 2}
!119 = !{i32 7, !"PIE Level", i32 2}
!120 = !{i32 7, !"uwtable", i32 2}
!121 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!122 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!123 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !124, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !107, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{!126}
!126 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!127 = !{!128, !132, !134, !137, !140, !142, !145, !147, !150, !152, !155, !157, !160, !162, !163}
!128 = !DILocalVariable(name: "iv", scope: !123, file: !2, line: 7, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 288, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 9)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 8, type: !126)
!133 = distinct !DILexicalBlock(scope: !123, file: !2, line: 8, column: 5)
!134 = !DILocalVariable(name: "v", scope: !135, file: !2, line: 9, type: !126)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 8, column: 33)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 8, column: 5)
!137 = !DILocalVariable(name: "lv", scope: !123, file: !2, line: 17, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 256, elements: !100)
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 18, type: !126)
!141 = distinct !DILexicalBlock(scope: !123, file: !2, line: 18, column: 5)
!142 = !DILocalVariable(name: "llv", scope: !123, file: !2, line: 21, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 256, elements: !100)
!144 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 22, type: !126)
!146 = distinct !DILexicalBlock(scope: !123, file: !2, line: 22, column: 5)
!147 = !DILocalVariable(name: "s", scope: !123, file: !2, line: 26, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!150 = !DILocalVariable(name: "w", scope: !151, file: !2, line: 30, type: !126)
!151 = distinct !DILexicalBlock(scope: !123, file: !2, line: 30, column: 5)
!152 = !DILocalVariable(name: "dv", scope: !123, file: !2, line: 32, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 768, elements: !47)
!154 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!155 = !DILocalVariable(name: "i", scope: !156, file: !2, line: 34, type: !126)
!156 = distinct !DILexicalBlock(scope: !123, file: !2, line: 34, column: 5)
!157 = !DILocalVariable(name: "d", scope: !158, file: !2, line: 35, type: !154)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 34, column: 34)
!159 = distinct !DILexicalBlock(scope: !156, file: !2, line: 34, column: 5)
!160 = !DILocalVariable(name: "f", scope: !123, file: !2, line: 43, type: !161)
!161 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!162 = !DILocalVariable(name: "total", scope: !123, file: !2, line: 45, type: !126)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 46, type: !126)
!164 = distinct !DILexicalBlock(scope: !123, file: !2, line: 46, column: 5)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !123)
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !133)
!172 = !DILocation(line: 0, scope: !135)
!173 = !DILocation(line: 10, column: 9, scope: !135)
!174 = !DILocation(line: 12, column: 9, scope: !135)
!175 = !DILocation(line: 16, column: 5, scope: !123)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 0, scope: !141)
!178 = !DILocation(line: 19, column: 9, scope: !179)
!179 = distinct !DILexicalBlock(scope: !141, file: !2, line: 18, column: 5)
!180 = !DILocation(line: 0, scope: !146)
!181 = !DILocation(line: 23, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !146, file: !2, line: 22, column: 5)
!183 = !DILocation(line: 24, column: 5, scope: !123)
!184 = !DILocation(line: 25, column: 5, scope: !123)
!185 = !DILocation(line: 27, column: 5, scope: !123)
!186 = !DILocation(line: 29, column: 5, scope: !123)
!187 = !DILocation(line: 0, scope: !151)
!188 = !DILocation(line: 31, column: 9, scope: !189)
!189 = distinct !DILexicalBlock(scope: !151, file: !2, line: 30, column: 5)
!190 = !DILocation(line: 0, scope: !156)
!191 = !DILocation(line: 0, scope: !158)
!192 = !DILocation(line: 36, column: 9, scope: !158)
!193 = !DILocation(line: 38, column: 9, scope: !158)
!194 = !DILocation(line: 41, column: 5, scope: !123)
!195 = !DILocation(line: 42, column: 5, scope: !123)
!196 = !DILocation(line: 44, column: 5, scope: !123)
!197 = !DILocation(line: 0, scope: !164)
!198 = !DILocation(line: 47, column: 18, scope: !199)
!199 = distinct !DILexicalBlock(scope: !164, file: !2, line: 46, column: 5)
!200 = !DILocation(line: 47, column: 15, scope: !199)
!201 = !DILocation(line: 48, column: 5, scope: !123)
!202 = !DILocation(line: 49, column: 5, scope: !123)
!203 = !DISubprogram(name: "printf", scope: !204, file: !204, line: 356, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!205 = !DISubroutineType(types: !206)
!206 = !{!126, !207, null}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
