; ModuleID = 'float_conv.c'
source_filename = "float_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [39 x i8] c"i64 %lld -> double %.1f -> float %.1f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c"u64 %llu -> double %.1f -> float %.1f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"i32 %d -> float %.1f\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [30 x i8] c"double %f -> i64 %lld i32 %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [25 x i8] c"double %.1f -> u64 %llu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [23 x i8] c"double %.2f -> u32 %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [22 x i8] c"double %.3f -> u8 %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [27 x i8] c"float %f -> i16 %d i32 %d\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [44 x i8] c"double %.17g -> float %.9g -> double %.17g\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [32 x i8] c"sum squares %.1f %lld equal=%d\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [12 x i8] c"%d -> %.1f\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [8 x i8] c"chk=%u\0A\00", align 1, !dbg !56

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
    #dbg_value(i32 0, !101, !DIExpression(), !162)
    #dbg_value(i64 0, !101, !DIExpression(), !162)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !163
    #dbg_value(i64 1, !101, !DIExpression(), !162)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !163
    #dbg_value(i64 2, !101, !DIExpression(), !162)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -1, double noundef -1.000000e+00, double noundef -1.000000e+00), !dbg !163
    #dbg_value(i64 3, !101, !DIExpression(), !162)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 16777216, double noundef 0x4170000000000000, double noundef 0x4170000000000000), !dbg !163
    #dbg_value(i64 4, !101, !DIExpression(), !162)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 16777217, double noundef 0x4170000010000000, double noundef 0x4170000000000000), !dbg !163
    #dbg_value(i64 5, !101, !DIExpression(), !162)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 16777219, double noundef 0x4170000030000000, double noundef 0x4170000040000000), !dbg !163
    #dbg_value(i64 6, !101, !DIExpression(), !162)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -16777217, double noundef 0xC170000010000000, double noundef 0xC170000000000000), !dbg !163
    #dbg_value(i64 7, !101, !DIExpression(), !162)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 9007199254740992, double noundef 0x4340000000000000, double noundef 0x4340000000000000), !dbg !163
    #dbg_value(i64 8, !101, !DIExpression(), !162)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000), !dbg !163
    #dbg_value(i64 9, !101, !DIExpression(), !162)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9007199254740995, double noundef 0xC340000000000002, double noundef 0xC340000000000000), !dbg !163
    #dbg_value(i64 10, !101, !DIExpression(), !162)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4611686018427387903, double noundef 0x43D0000000000000, double noundef 0x43D0000000000000), !dbg !163
    #dbg_value(i64 11, !101, !DIExpression(), !162)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !163
    #dbg_value(i64 12, !101, !DIExpression(), !162)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, double noundef 0xC3E0000000000000, double noundef 0xC3E0000000000000), !dbg !163
    #dbg_value(i64 13, !101, !DIExpression(), !162)
    #dbg_value(i64 0, !105, !DIExpression(), !165)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !166
    #dbg_value(i64 1, !105, !DIExpression(), !165)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !166
    #dbg_value(i64 2, !105, !DIExpression(), !165)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !166
    #dbg_value(i64 3, !105, !DIExpression(), !165)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !166
    #dbg_value(i64 4, !105, !DIExpression(), !165)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -9223372036854774783, double noundef 0x43E0000000000001, double noundef 0x43E0000000000000), !dbg !166
    #dbg_value(i64 5, !105, !DIExpression(), !165)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -2048, double noundef 0x43EFFFFFFFFFFFFF, double noundef 0x43F0000000000000), !dbg !166
    #dbg_value(i64 6, !105, !DIExpression(), !165)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000), !dbg !166
    #dbg_value(i64 7, !105, !DIExpression(), !165)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -6101065172474983726, double noundef 0x43E56A95319D63E1, double noundef 0x43E56A9540000000), !dbg !166
    #dbg_value(i64 8, !105, !DIExpression(), !165)
    #dbg_value(i64 0, !109, !DIExpression(), !168)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, double noundef 0.000000e+00), !dbg !169
    #dbg_value(i64 1, !109, !DIExpression(), !168)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, double noundef 7.000000e+00), !dbg !169
    #dbg_value(i64 2, !109, !DIExpression(), !168)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -7, double noundef -7.000000e+00), !dbg !169
    #dbg_value(i64 3, !109, !DIExpression(), !168)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2147483647, double noundef 0x41E0000000000000), !dbg !169
    #dbg_value(i64 4, !109, !DIExpression(), !168)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483648, double noundef 0xC1E0000000000000), !dbg !169
    #dbg_value(i64 5, !109, !DIExpression(), !168)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 33554431, double noundef 0x4180000000000000), !dbg !169
    #dbg_value(i64 6, !109, !DIExpression(), !168)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -33554433, double noundef 0xC180000000000000), !dbg !169
    #dbg_value(i64 7, !109, !DIExpression(), !168)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 123456789, double noundef 0x419D6F3460000000), !dbg !169
    #dbg_value(i64 8, !109, !DIExpression(), !168)
    #dbg_value(i64 0, !113, !DIExpression(), !171)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0.000000e+00, i64 noundef 0, i32 noundef 0), !dbg !172
    #dbg_value(i64 1, !113, !DIExpression(), !171)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 9.000000e-01, i64 noundef 0, i32 noundef 0), !dbg !172
    #dbg_value(i64 2, !113, !DIExpression(), !171)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -9.000000e-01, i64 noundef 0, i32 noundef 0), !dbg !172
    #dbg_value(i64 3, !113, !DIExpression(), !171)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.500000e+00, i64 noundef 1, i32 noundef 1), !dbg !172
    #dbg_value(i64 4, !113, !DIExpression(), !171)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -1.500000e+00, i64 noundef -1, i32 noundef -1), !dbg !172
    #dbg_value(i64 5, !113, !DIExpression(), !171)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.500000e+00, i64 noundef 2, i32 noundef 2), !dbg !172
    #dbg_value(i64 6, !113, !DIExpression(), !171)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e+00, i64 noundef -2, i32 noundef -2), !dbg !172
    #dbg_value(i64 7, !113, !DIExpression(), !171)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+09, i64 noundef 1000000000, i32 noundef 1000000000), !dbg !172
    #dbg_value(i64 8, !113, !DIExpression(), !171)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -1.000000e+09, i64 noundef -1000000000, i32 noundef -1000000000), !dbg !172
    #dbg_value(i64 9, !113, !DIExpression(), !171)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x41DFFFFFFFF9999A, i64 noundef 2147483647, i32 noundef 2147483647), !dbg !172
    #dbg_value(i64 10, !113, !DIExpression(), !171)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0xC1E00000001CCCCD, i64 noundef -2147483648, i32 noundef -2147483648), !dbg !172
    #dbg_value(i64 11, !113, !DIExpression(), !171)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x40FE240C9FBE76C9, i64 noundef 123456, i32 noundef 123456), !dbg !172
    #dbg_value(i64 12, !113, !DIExpression(), !171)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -0.000000e+00, i64 noundef 0, i32 noundef 0), !dbg !172
    #dbg_value(i64 13, !113, !DIExpression(), !171)
    #dbg_value(double 0.000000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174)
    #dbg_value(double 1.900000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !174)
    #dbg_value(double 0x41EFFFFFFFFCCCCD, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !174)
    #dbg_value(double 0x43E0000000000000, !115, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !174)
    #dbg_value(double 0x43E0000000000001, !115, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !174)
    #dbg_value(double 0x43EFFFFFFFFFFFFF, !115, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !174)
    #dbg_value(double 1.000000e+19, !115, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !174)
    #dbg_value(i32 0, !119, !DIExpression(), !175)
    #dbg_value(i64 0, !119, !DIExpression(), !175)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0.000000e+00, i64 noundef 0), !dbg !176
    #dbg_value(i64 1, !119, !DIExpression(), !175)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.900000e+00, i64 noundef 1), !dbg !176
    #dbg_value(i64 2, !119, !DIExpression(), !175)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x41EFFFFFFFFCCCCD, i64 noundef 4294967295), !dbg !176
    #dbg_value(i64 3, !119, !DIExpression(), !175)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x43E0000000000000, i64 noundef -9223372036854775808), !dbg !176
    #dbg_value(i64 4, !119, !DIExpression(), !175)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x43E0000000000001, i64 noundef -9223372036854773760), !dbg !176
    #dbg_value(i64 5, !119, !DIExpression(), !175)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x43EFFFFFFFFFFFFF, i64 noundef -2048), !dbg !176
    #dbg_value(i64 6, !119, !DIExpression(), !175)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.000000e+19, i64 noundef -8446744073709551616), !dbg !176
    #dbg_value(i64 7, !119, !DIExpression(), !175)
    #dbg_value(double 5.000000e-01, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174)
    #dbg_value(double 2.559900e+02, !121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !174)
    #dbg_value(double 6.553550e+04, !121, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !174)
    #dbg_value(double 0x41E0000000000000, !121, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !174)
    #dbg_value(double 0x41E65A0BC0166666, !121, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !174)
    #dbg_value(double 0x41EFFFFFFFE00000, !121, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !174)
    #dbg_value(i32 0, !125, !DIExpression(), !178)
    #dbg_value(i64 0, !125, !DIExpression(), !178)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 5.000000e-01, i32 noundef 0), !dbg !179
    #dbg_value(i64 1, !125, !DIExpression(), !178)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.559900e+02, i32 noundef 255), !dbg !179
    #dbg_value(i64 2, !125, !DIExpression(), !178)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 6.553550e+04, i32 noundef 65535), !dbg !179
    #dbg_value(i64 3, !125, !DIExpression(), !178)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x41E0000000000000, i32 noundef -2147483648), !dbg !179
    #dbg_value(i64 4, !125, !DIExpression(), !178)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x41E65A0BC0166666, i32 noundef -1294967296), !dbg !179
    #dbg_value(i64 5, !125, !DIExpression(), !178)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x41EFFFFFFFE00000, i32 noundef -1), !dbg !179
    #dbg_value(i64 6, !125, !DIExpression(), !178)
    #dbg_value(double 0.000000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174)
    #dbg_value(double 1.990000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !174)
    #dbg_value(double 1.275000e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !174)
    #dbg_value(double 1.280000e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !174)
    #dbg_value(double 2.007000e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !174)
    #dbg_value(double 2.559990e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !174)
    #dbg_value(i32 0, !128, !DIExpression(), !181)
    #dbg_value(i64 0, !128, !DIExpression(), !181)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0.000000e+00, i32 noundef 0), !dbg !182
    #dbg_value(i64 1, !128, !DIExpression(), !181)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.990000e+00, i32 noundef 1), !dbg !182
    #dbg_value(i64 2, !128, !DIExpression(), !181)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.275000e+02, i32 noundef 127), !dbg !182
    #dbg_value(i64 3, !128, !DIExpression(), !181)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.280000e+02, i32 noundef 128), !dbg !182
    #dbg_value(i64 4, !128, !DIExpression(), !181)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.007000e+02, i32 noundef 200), !dbg !182
    #dbg_value(i64 5, !128, !DIExpression(), !181)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.559990e+02, i32 noundef 255), !dbg !182
    #dbg_value(i64 6, !128, !DIExpression(), !181)
    #dbg_value(i64 0, !132, !DIExpression(), !184)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0.000000e+00, i32 noundef 0, i32 noundef 0), !dbg !185
    #dbg_value(i64 1, !132, !DIExpression(), !184)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -1.750000e+00, i32 noundef -1, i32 noundef -1), !dbg !185
    #dbg_value(i64 2, !132, !DIExpression(), !184)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x40DFFFF9A0000000, i32 noundef 32767, i32 noundef 32767), !dbg !185
    #dbg_value(i64 3, !132, !DIExpression(), !184)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -3.276850e+04, i32 noundef -32768, i32 noundef -32768), !dbg !185
    #dbg_value(i64 4, !132, !DIExpression(), !184)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.000250e+03, i32 noundef 1000, i32 noundef 1000), !dbg !185
    #dbg_value(i64 5, !132, !DIExpression(), !184)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0xC0C81CD6C0000000, i32 noundef -12345, i32 noundef -12345), !dbg !185
    #dbg_value(i64 6, !132, !DIExpression(), !184)
    #dbg_value(i64 0, !136, !DIExpression(), !187)
    #dbg_value(float 0x3FB99999A0000000, !138, !DIExpression(), !188)
    #dbg_value(double 0x3FB99999A0000000, !141, !DIExpression(), !188)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 1.000000e-01, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000), !dbg !189
    #dbg_value(i64 1, !136, !DIExpression(), !187)
    #dbg_value(float 0x3FD5555560000000, !138, !DIExpression(), !188)
    #dbg_value(double 0x3FD5555560000000, !141, !DIExpression(), !188)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FD5555555555555, double noundef 0x3FD5555560000000, double noundef 0x3FD5555560000000), !dbg !189
    #dbg_value(i64 2, !136, !DIExpression(), !187)
    #dbg_value(float 0x47EFFFFFE0000000, !138, !DIExpression(), !188)
    #dbg_value(double 0x47EFFFFFE0000000, !141, !DIExpression(), !188)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x47EFFFFFE0000000, double noundef 0x47EFFFFFE0000000, double noundef 0x47EFFFFFE0000000), !dbg !189
    #dbg_value(i64 3, !136, !DIExpression(), !187)
    #dbg_value(float 0x37A16C2000000000, !138, !DIExpression(), !188)
    #dbg_value(double 0x37A16C2000000000, !141, !DIExpression(), !188)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x37A16C262777579C, double noundef 0x37A16C2000000000, double noundef 0x37A16C2000000000), !dbg !189
    #dbg_value(i64 4, !136, !DIExpression(), !187)
    #dbg_value(float 0.000000e+00, !138, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !141, !DIExpression(), !188)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 1.000000e-46, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !189
    #dbg_value(i64 5, !136, !DIExpression(), !187)
    #dbg_value(float 0x4170000000000000, !138, !DIExpression(), !188)
    #dbg_value(double 0x4170000000000000, !141, !DIExpression(), !188)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4170000010000000, double noundef 0x4170000000000000, double noundef 0x4170000000000000), !dbg !189
    #dbg_value(i64 6, !136, !DIExpression(), !187)
    #dbg_value(float 0x3FD3333340000000, !138, !DIExpression(), !188)
    #dbg_value(double 0x3FD3333340000000, !141, !DIExpression(), !188)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FD3333333333334, double noundef 0x3FD3333340000000, double noundef 0x3FD3333340000000), !dbg !189
    #dbg_value(i64 7, !136, !DIExpression(), !187)
    #dbg_value(float 0xC005BF0A80000000, !138, !DIExpression(), !188)
    #dbg_value(double 0xC005BF0A80000000, !141, !DIExpression(), !188)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0xC005BF0A8B145769, double noundef 0xC005BF0A80000000, double noundef 0xC005BF0A80000000), !dbg !189
    #dbg_value(i64 8, !136, !DIExpression(), !187)
  br label %90, !dbg !190

76:                                               ; preds = %90
  %77 = fptosi double %111 to i64, !dbg !191
  %78 = icmp eq i64 %77, 2668667000, !dbg !192
  %79 = zext i1 %78 to i32, !dbg !192
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %111, i64 noundef 2668667000, i32 noundef %79), !dbg !193
    #dbg_value(i32 0, !146, !DIExpression(), !194)
    #dbg_value(i32 0, !146, !DIExpression(), !194)
    #dbg_value(i32 16777216, !148, !DIExpression(), !195)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777216, double noundef 0x4170000000000000), !dbg !196
    #dbg_value(i32 1, !146, !DIExpression(), !194)
    #dbg_value(i32 16777217, !148, !DIExpression(), !195)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777217, double noundef 0x4170000000000000), !dbg !196
    #dbg_value(i32 2, !146, !DIExpression(), !194)
    #dbg_value(i32 16777218, !148, !DIExpression(), !195)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777218, double noundef 0x4170000020000000), !dbg !196
    #dbg_value(i32 3, !146, !DIExpression(), !194)
    #dbg_value(i32 16777219, !148, !DIExpression(), !195)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777219, double noundef 0x4170000040000000), !dbg !196
    #dbg_value(i32 4, !146, !DIExpression(), !194)
    #dbg_value(i32 16777220, !148, !DIExpression(), !195)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777220, double noundef 0x4170000040000000), !dbg !196
    #dbg_value(i32 5, !146, !DIExpression(), !194)
    #dbg_value(i32 16777221, !148, !DIExpression(), !195)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777221, double noundef 0x4170000040000000), !dbg !196
    #dbg_value(i32 6, !146, !DIExpression(), !194)
    #dbg_value(i32 16777222, !148, !DIExpression(), !195)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777222, double noundef 0x4170000060000000), !dbg !196
    #dbg_value(i32 7, !146, !DIExpression(), !194)
    #dbg_value(i32 16777223, !148, !DIExpression(), !195)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 16777223, double noundef 0x4170000080000000), !dbg !196
    #dbg_value(i32 8, !146, !DIExpression(), !194)
    #dbg_value(i8 -128, !151, !DIExpression(), !174)
    #dbg_value(i16 -1, !153, !DIExpression(), !174)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef -1.280000e+02, double noundef 6.553500e+04, double noundef 2.550000e+02), !dbg !197
    #dbg_value(i32 0, !155, !DIExpression(), !174)
    #dbg_value(i32 -500, !156, !DIExpression(), !198)
  br label %116, !dbg !199

90:                                               ; preds = %90, %0
  %91 = phi i64 [ 1, %0 ], [ %112, %90 ]
  %92 = phi double [ 0.000000e+00, %0 ], [ %111, %90 ]
    #dbg_value(i64 %91, !144, !DIExpression(), !200)
    #dbg_value(i64 poison, !143, !DIExpression(), !174)
    #dbg_value(double %92, !142, !DIExpression(), !174)
  %93 = trunc nuw nsw i64 %91 to i32, !dbg !201
  %94 = uitofp nneg i32 %93 to double, !dbg !201
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %94, double %92), !dbg !204
    #dbg_value(double %95, !142, !DIExpression(), !174)
    #dbg_value(!DIArgList(i64 %91, i64 poison, i64 %91), !143, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !174)
    #dbg_value(i64 %91, !144, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
    #dbg_value(i64 poison, !143, !DIExpression(), !174)
  %96 = trunc i64 %91 to i32, !dbg !201
  %97 = add i32 %96, 1, !dbg !201
  %98 = uitofp nneg i32 %97 to double, !dbg !201
  %99 = tail call double @llvm.fmuladd.f64(double %98, double %98, double %95), !dbg !204
    #dbg_value(double %99, !142, !DIExpression(), !174)
    #dbg_value(!DIArgList(i64 %91, i64 poison, i64 %91), !143, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 1, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 1, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !174)
    #dbg_value(i64 %91, !144, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !200)
    #dbg_value(i64 poison, !143, !DIExpression(), !174)
  %100 = trunc i64 %91 to i32, !dbg !201
  %101 = add i32 %100, 2, !dbg !201
  %102 = uitofp nneg i32 %101 to double, !dbg !201
  %103 = tail call double @llvm.fmuladd.f64(double %102, double %102, double %99), !dbg !204
    #dbg_value(double %103, !142, !DIExpression(), !174)
    #dbg_value(!DIArgList(i64 %91, i64 poison, i64 %91), !143, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 2, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !174)
    #dbg_value(i64 %91, !144, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !200)
    #dbg_value(i64 poison, !143, !DIExpression(), !174)
  %104 = trunc i64 %91 to i32, !dbg !201
  %105 = add i32 %104, 3, !dbg !201
  %106 = uitofp nneg i32 %105 to double, !dbg !201
  %107 = tail call double @llvm.fmuladd.f64(double %106, double %106, double %103), !dbg !204
    #dbg_value(double %107, !142, !DIExpression(), !174)
    #dbg_value(!DIArgList(i64 %91, i64 poison, i64 %91), !143, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 3, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !174)
    #dbg_value(i64 %91, !144, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !200)
    #dbg_value(i64 poison, !143, !DIExpression(), !174)
  %108 = trunc i64 %91 to i32, !dbg !201
  %109 = add i32 %108, 4, !dbg !201
  %110 = uitofp nneg i32 %109 to double, !dbg !201
  %111 = tail call double @llvm.fmuladd.f64(double %110, double %110, double %107), !dbg !204
    #dbg_value(double %111, !142, !DIExpression(), !174)
    #dbg_value(!DIArgList(i64 %91, i64 poison, i64 %91), !143, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 4, DW_OP_LLVM_arg, 2, DW_OP_plus_uconst, 4, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !174)
  %112 = add nuw nsw i64 %91, 5, !dbg !205
    #dbg_value(i64 %112, !144, !DIExpression(), !200)
  %113 = icmp eq i64 %112, 2001, !dbg !206
  br i1 %113, label %76, label %90, !dbg !190, !llvm.loop !207

114:                                              ; preds = %116
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %141), !dbg !210
  ret i32 0, !dbg !211

116:                                              ; preds = %116, %76
  %117 = phi i32 [ -500, %76 ], [ %142, %116 ]
  %118 = phi i32 [ 0, %76 ], [ %141, %116 ]
    #dbg_value(i32 %117, !156, !DIExpression(), !198)
    #dbg_value(i32 %118, !155, !DIExpression(), !174)
  %119 = sitofp i32 %117 to double, !dbg !212
  %120 = fdiv double %119, 7.000000e+00, !dbg !213
    #dbg_value(double %120, !158, !DIExpression(), !214)
  %121 = sitofp i32 %117 to float, !dbg !215
  %122 = fdiv float %121, 3.000000e+00, !dbg !216
    #dbg_value(float %122, !161, !DIExpression(), !214)
  %123 = mul i32 %118, 31, !dbg !217
  %124 = fmul double %120, 1.000000e+02, !dbg !218
  %125 = fptosi double %124 to i32, !dbg !219
  %126 = add i32 %123, %125, !dbg !220
  %127 = fmul float %122, 1.000000e+01, !dbg !221
  %128 = fptosi float %127 to i32, !dbg !222
  %129 = add i32 %126, %128, !dbg !223
    #dbg_value(i32 %129, !155, !DIExpression(), !174)
  %130 = add nsw i32 %117, 3, !dbg !224
    #dbg_value(i32 %130, !156, !DIExpression(), !198)
  %131 = sitofp i32 %130 to double, !dbg !212
  %132 = fdiv double %131, 7.000000e+00, !dbg !213
    #dbg_value(double %132, !158, !DIExpression(), !214)
  %133 = sitofp i32 %130 to float, !dbg !215
  %134 = fdiv float %133, 3.000000e+00, !dbg !216
    #dbg_value(float %134, !161, !DIExpression(), !214)
  %135 = mul i32 %129, 31, !dbg !217
  %136 = fmul double %132, 1.000000e+02, !dbg !218
  %137 = fptosi double %136 to i32, !dbg !219
  %138 = add i32 %135, %137, !dbg !220
  %139 = fmul float %134, 1.000000e+01, !dbg !221
  %140 = fptosi float %139 to i32, !dbg !222
  %141 = add i32 %138, %140, !dbg !223
    #dbg_value(i32 %141, !155, !DIExpression(), !174)
  %142 = add nsw i32 %117, 6, !dbg !224
    #dbg_value(i32 %142, !156, !DIExpression(), !198)
  %143 = icmp slt i32 %117, 494, !dbg !225
  br i1 %143, label %116, label %114, !dbg !199, !llvm.loop !226
}

; Function Attrs: nofree nounwind
declare !dbg !228 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!61}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_conv.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d9c3509440e23b6d2ee3c39bb56dc34c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 39)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 22)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 30)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 25)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 27)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 44)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 32)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 12)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !62, globals: !84, splitDebugInlining: false, nameTableKind: None)
!62 = !{!63, !64, !65, !66, !67, !68, !69, !74, !78, !81, !82}
!63 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !70, line: 26, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !72, line: 42, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !72, line: 44, baseType: !77)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !70, line: 27, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !72, line: 45, baseType: !80)
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !75, line: 26, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !72, line: 41, baseType: !67)
!84 = !{!0, !7, !9, !14, !19, !24, !29, !31, !36, !41, !46, !51, !56}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !94, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!67}
!96 = !{!97, !101, !103, !105, !107, !109, !111, !113, !115, !119, !121, !125, !127, !128, !130, !132, !134, !136, !138, !141, !142, !143, !144, !146, !148, !151, !153, !155, !156, !158, !161}
!97 = !DILocalVariable(name: "ints", scope: !93, file: !2, line: 17, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 832, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 13)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 20, type: !73)
!102 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 5)
!103 = !DILocalVariable(name: "uints", scope: !93, file: !2, line: 23, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 512, elements: !59)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 26, type: !73)
!106 = distinct !DILexicalBlock(scope: !93, file: !2, line: 26, column: 5)
!107 = !DILocalVariable(name: "i32s", scope: !93, file: !2, line: 29, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 256, elements: !59)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 30, type: !73)
!110 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 5)
!111 = !DILocalVariable(name: "ds", scope: !93, file: !2, line: 32, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 832, elements: !99)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 34, type: !73)
!114 = distinct !DILexicalBlock(scope: !93, file: !2, line: 34, column: 5)
!115 = !DILocalVariable(name: "big", scope: !93, file: !2, line: 37, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 448, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 7)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 39, type: !73)
!120 = distinct !DILexicalBlock(scope: !93, file: !2, line: 39, column: 5)
!121 = !DILocalVariable(name: "u32s", scope: !93, file: !2, line: 41, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 384, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 6)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 42, type: !73)
!126 = distinct !DILexicalBlock(scope: !93, file: !2, line: 42, column: 5)
!127 = !DILocalVariable(name: "u8s", scope: !93, file: !2, line: 44, type: !122)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 45, type: !73)
!129 = distinct !DILexicalBlock(scope: !93, file: !2, line: 45, column: 5)
!130 = !DILocalVariable(name: "fs", scope: !93, file: !2, line: 47, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !123)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 48, type: !73)
!133 = distinct !DILexicalBlock(scope: !93, file: !2, line: 48, column: 5)
!134 = !DILocalVariable(name: "dd", scope: !93, file: !2, line: 51, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 512, elements: !59)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 53, type: !73)
!137 = distinct !DILexicalBlock(scope: !93, file: !2, line: 53, column: 5)
!138 = !DILocalVariable(name: "f", scope: !139, file: !2, line: 54, type: !65)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 53, column: 59)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 53, column: 5)
!141 = !DILocalVariable(name: "back", scope: !139, file: !2, line: 55, type: !64)
!142 = !DILocalVariable(name: "acc", scope: !93, file: !2, line: 59, type: !64)
!143 = !DILocalVariable(name: "iacc", scope: !93, file: !2, line: 60, type: !63)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 61, type: !67)
!145 = distinct !DILexicalBlock(scope: !93, file: !2, line: 61, column: 5)
!146 = !DILocalVariable(name: "k", scope: !147, file: !2, line: 67, type: !67)
!147 = distinct !DILexicalBlock(scope: !93, file: !2, line: 67, column: 5)
!148 = !DILocalVariable(name: "v", scope: !149, file: !2, line: 68, type: !82)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 67, column: 33)
!150 = distinct !DILexicalBlock(scope: !147, file: !2, line: 67, column: 5)
!151 = !DILocalVariable(name: "sc", scope: !93, file: !2, line: 72, type: !152)
!152 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!153 = !DILocalVariable(name: "us", scope: !93, file: !2, line: 73, type: !154)
!154 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!155 = !DILocalVariable(name: "chk", scope: !93, file: !2, line: 76, type: !69)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 77, type: !67)
!157 = distinct !DILexicalBlock(scope: !93, file: !2, line: 77, column: 5)
!158 = !DILocalVariable(name: "x", scope: !159, file: !2, line: 78, type: !64)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 77, column: 41)
!160 = distinct !DILexicalBlock(scope: !157, file: !2, line: 77, column: 5)
!161 = !DILocalVariable(name: "y", scope: !159, file: !2, line: 79, type: !65)
!162 = !DILocation(line: 0, scope: !102)
!163 = !DILocation(line: 21, column: 9, scope: !164)
!164 = distinct !DILexicalBlock(scope: !102, file: !2, line: 20, column: 5)
!165 = !DILocation(line: 0, scope: !106)
!166 = !DILocation(line: 27, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !106, file: !2, line: 26, column: 5)
!168 = !DILocation(line: 0, scope: !110)
!169 = !DILocation(line: 31, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !110, file: !2, line: 30, column: 5)
!171 = !DILocation(line: 0, scope: !114)
!172 = !DILocation(line: 35, column: 9, scope: !173)
!173 = distinct !DILexicalBlock(scope: !114, file: !2, line: 34, column: 5)
!174 = !DILocation(line: 0, scope: !93)
!175 = !DILocation(line: 0, scope: !120)
!176 = !DILocation(line: 40, column: 9, scope: !177)
!177 = distinct !DILexicalBlock(scope: !120, file: !2, line: 39, column: 5)
!178 = !DILocation(line: 0, scope: !126)
!179 = !DILocation(line: 43, column: 9, scope: !180)
!180 = distinct !DILexicalBlock(scope: !126, file: !2, line: 42, column: 5)
!181 = !DILocation(line: 0, scope: !129)
!182 = !DILocation(line: 46, column: 9, scope: !183)
!183 = distinct !DILexicalBlock(scope: !129, file: !2, line: 45, column: 5)
!184 = !DILocation(line: 0, scope: !133)
!185 = !DILocation(line: 49, column: 9, scope: !186)
!186 = distinct !DILexicalBlock(scope: !133, file: !2, line: 48, column: 5)
!187 = !DILocation(line: 0, scope: !137)
!188 = !DILocation(line: 0, scope: !139)
!189 = !DILocation(line: 56, column: 9, scope: !139)
!190 = !DILocation(line: 61, column: 5, scope: !145)
!191 = !DILocation(line: 65, column: 59, scope: !93)
!192 = !DILocation(line: 65, column: 74, scope: !93)
!193 = !DILocation(line: 65, column: 5, scope: !93)
!194 = !DILocation(line: 0, scope: !147)
!195 = !DILocation(line: 0, scope: !149)
!196 = !DILocation(line: 69, column: 9, scope: !149)
!197 = !DILocation(line: 74, column: 5, scope: !93)
!198 = !DILocation(line: 0, scope: !157)
!199 = !DILocation(line: 77, column: 5, scope: !157)
!200 = !DILocation(line: 0, scope: !145)
!201 = !DILocation(line: 62, column: 16, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 61, column: 37)
!203 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 5)
!204 = !DILocation(line: 62, column: 13, scope: !202)
!205 = !DILocation(line: 61, column: 33, scope: !203)
!206 = !DILocation(line: 61, column: 23, scope: !203)
!207 = distinct !{!207, !190, !208, !209}
!208 = !DILocation(line: 64, column: 5, scope: !145)
!209 = !{!"llvm.loop.mustprogress"}
!210 = !DILocation(line: 82, column: 5, scope: !93)
!211 = !DILocation(line: 83, column: 5, scope: !93)
!212 = !DILocation(line: 78, column: 20, scope: !159)
!213 = !DILocation(line: 78, column: 22, scope: !159)
!214 = !DILocation(line: 0, scope: !159)
!215 = !DILocation(line: 79, column: 19, scope: !159)
!216 = !DILocation(line: 79, column: 28, scope: !159)
!217 = !DILocation(line: 80, column: 19, scope: !159)
!218 = !DILocation(line: 80, column: 44, scope: !159)
!219 = !DILocation(line: 80, column: 36, scope: !159)
!220 = !DILocation(line: 80, column: 24, scope: !159)
!221 = !DILocation(line: 80, column: 71, scope: !159)
!222 = !DILocation(line: 80, column: 63, scope: !159)
!223 = !DILocation(line: 80, column: 51, scope: !159)
!224 = !DILocation(line: 77, column: 35, scope: !160)
!225 = !DILocation(line: 77, column: 26, scope: !160)
!226 = distinct !{!226, !199, !227, !209}
!227 = !DILocation(line: 81, column: 5, scope: !157)
!228 = !DISubprogram(name: "printf", scope: !229, file: !229, line: 356, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!230 = !DISubroutineType(types: !231)
!231 = !{!67, !232, null}
!232 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
