; ModuleID = 'conversions.c'
source_filename = "conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"v=%u sext8=%lld sext16=%lld sext32=%lld zext8=%llu zext16=%llu zext32=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"uchar sum=%d (as uchar %d)\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"schar sum=%d (as schar %d)\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [35 x i8] c"us*us as int-promoted unsigned=%u\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [22 x i8] c"~uchar=%d ~ushort=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [13 x i8] c"-1 < 0u: %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [23 x i8] c"(unsigned)-1 > 0u: %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [14 x i8] c"-1L < 1u: %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"-1 as ull: %llu\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [15 x i8] c"-1 as ul: %lu\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [18 x i8] c"uint to ll: %lld\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [29 x i8] c"char 0xe9 = %d, unsigned %d\0A\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [20 x i8] c"negative chars: %d\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [20 x i8] c"trunc: %d %d %d %u\0A\00", align 1, !dbg !64
@.str.15 = private unnamed_addr constant [32 x i8] c"i=%d s8=%d u8=%u s16=%d u16=%u\0A\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [10 x i8] c"acc=%llu\0A\00", align 1, !dbg !71
@.str.17 = private unnamed_addr constant [16 x i8] c"size_t max=%zu\0A\00", align 1, !dbg !76
@.str.18 = private unnamed_addr constant [10 x i8] c"diff=%ld\0A\00", align 1, !dbg !81
@.str.19 = private unnamed_addr constant [30 x i8] c"enum: %d %d %d %d sizeof=%zu\0A\00", align 1, !dbg !83

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !91 {
    #dbg_assign(i1 undef, !96, !DIExpression(), !175, ptr poison, !DIExpression(), !176)
    #dbg_assign(i1 undef, !146, !DIExpression(), !177, ptr undef, !DIExpression(), !176)
    #dbg_assign(i1 undef, !96, !DIExpression(), !178, ptr poison, !DIExpression(), !176)
    #dbg_value(i32 0, !99, !DIExpression(), !179)
    #dbg_value(i64 0, !99, !DIExpression(), !179)
    #dbg_value(i32 0, !101, !DIExpression(), !180)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0), !dbg !181
    #dbg_value(i64 1, !99, !DIExpression(), !179)
    #dbg_value(i32 1, !101, !DIExpression(), !180)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1), !dbg !181
    #dbg_value(i64 2, !99, !DIExpression(), !179)
    #dbg_value(i32 127, !101, !DIExpression(), !180)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 127, i64 noundef 127, i64 noundef 127, i64 noundef 127, i64 noundef 127, i64 noundef 127, i64 noundef 127), !dbg !181
    #dbg_value(i64 3, !99, !DIExpression(), !179)
    #dbg_value(i32 128, !101, !DIExpression(), !180)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 128, i64 noundef -128, i64 noundef 128, i64 noundef 128, i64 noundef 128, i64 noundef 128, i64 noundef 128), !dbg !181
    #dbg_value(i64 4, !99, !DIExpression(), !179)
    #dbg_value(i32 255, !101, !DIExpression(), !180)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 255, i64 noundef -1, i64 noundef 255, i64 noundef 255, i64 noundef 255, i64 noundef 255, i64 noundef 255), !dbg !181
    #dbg_value(i64 5, !99, !DIExpression(), !179)
    #dbg_value(i32 256, !101, !DIExpression(), !180)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 256, i64 noundef 0, i64 noundef 256, i64 noundef 256, i64 noundef 0, i64 noundef 256, i64 noundef 256), !dbg !181
    #dbg_value(i64 6, !99, !DIExpression(), !179)
    #dbg_value(i32 32767, !101, !DIExpression(), !180)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 32767, i64 noundef -1, i64 noundef 32767, i64 noundef 32767, i64 noundef 255, i64 noundef 32767, i64 noundef 32767), !dbg !181
    #dbg_value(i64 7, !99, !DIExpression(), !179)
    #dbg_value(i32 32768, !101, !DIExpression(), !180)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 32768, i64 noundef 0, i64 noundef -32768, i64 noundef 32768, i64 noundef 0, i64 noundef 32768, i64 noundef 32768), !dbg !181
    #dbg_value(i64 8, !99, !DIExpression(), !179)
    #dbg_value(i32 65535, !101, !DIExpression(), !180)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 65535, i64 noundef -1, i64 noundef -1, i64 noundef 65535, i64 noundef 255, i64 noundef 65535, i64 noundef 65535), !dbg !181
    #dbg_value(i64 9, !99, !DIExpression(), !179)
    #dbg_value(i32 305419896, !101, !DIExpression(), !180)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 305419896, i64 noundef 120, i64 noundef 22136, i64 noundef 305419896, i64 noundef 120, i64 noundef 22136, i64 noundef 305419896), !dbg !181
    #dbg_value(i64 10, !99, !DIExpression(), !179)
    #dbg_value(i32 -2147483648, !101, !DIExpression(), !180)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i64 noundef 0, i64 noundef 0, i64 noundef -2147483648, i64 noundef 0, i64 noundef 0, i64 noundef 2147483648), !dbg !181
    #dbg_value(i64 11, !99, !DIExpression(), !179)
    #dbg_value(i32 -2, !101, !DIExpression(), !180)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2, i64 noundef -2, i64 noundef -2, i64 noundef -2, i64 noundef 254, i64 noundef 65534, i64 noundef 4294967294), !dbg !181
    #dbg_value(i64 12, !99, !DIExpression(), !179)
    #dbg_value(i32 -559038737, !101, !DIExpression(), !180)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -559038737, i64 noundef -17, i64 noundef -16657, i64 noundef -559038737, i64 noundef 239, i64 noundef 48879, i64 noundef 3735928559), !dbg !181
    #dbg_value(i64 13, !99, !DIExpression(), !179)
    #dbg_value(i8 -56, !104, !DIExpression(), !176)
    #dbg_value(i8 100, !106, !DIExpression(), !176)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 300, i32 noundef 44), !dbg !182
    #dbg_value(i8 -100, !107, !DIExpression(), !176)
    #dbg_value(i8 -100, !109, !DIExpression(), !176)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -200, i32 noundef 56), !dbg !183
    #dbg_value(i16 -1, !110, !DIExpression(), !176)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -131071), !dbg !184
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -201, i32 noundef -65536), !dbg !185
    #dbg_value(i32 -1, !112, !DIExpression(), !176)
    #dbg_value(i32 0, !113, !DIExpression(), !176)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !186
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !187
    #dbg_value(i64 -1, !114, !DIExpression(), !176)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !188
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -1), !dbg !189
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -1), !dbg !190
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 4294967295), !dbg !191
    #dbg_value(i8 -23, !116, !DIExpression(), !176)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -23, i32 noundef 233), !dbg !192
    #dbg_value(i32 0, !117, !DIExpression(), !176)
    #dbg_value(ptr poison, !118, !DIExpression(), !176)
    #dbg_value(i32 poison, !117, !DIExpression(), !176)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4), !dbg !193
    #dbg_value(i64 1311768467463790320, !123, !DIExpression(), !176)
    #dbg_value(i32 -1698898192, !125, !DIExpression(), !176)
    #dbg_value(i16 -8464, !126, !DIExpression(), !176)
    #dbg_value(i8 -16, !128, !DIExpression(), !176)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef -1698898192, i32 noundef -8464, i32 noundef -16, i32 noundef 57072), !dbg !194
    #dbg_value(i64 0, !129, !DIExpression(), !176)
    #dbg_value(i32 -300, !135, !DIExpression(), !195)
  br label %32, !dbg !196

27:                                               ; preds = %45
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -8446378131841962588), !dbg !197
    #dbg_value(i64 -1, !143, !DIExpression(), !176)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef -1), !dbg !198
    #dbg_value(i64 7, !150, !DIExpression(), !176)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 7), !dbg !199
    #dbg_value(i32 11, !151, !DIExpression(), !176)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef -2, i32 noundef -1, i32 noundef 10, i32 noundef 11, i64 noundef 4), !dbg !200
  ret i32 0, !dbg !201

32:                                               ; preds = %0, %45
  %33 = phi i32 [ -300, %0 ], [ %46, %45 ]
    #dbg_value(i64 poison, !129, !DIExpression(), !176)
    #dbg_value(i32 %33, !135, !DIExpression(), !195)
    #dbg_value(i32 %33, !137, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !202)
    #dbg_value(i32 %33, !140, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !202)
    #dbg_value(i32 %33, !141, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_stack_value), !202)
    #dbg_value(i32 %33, !142, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_stack_value), !202)
    #dbg_value(!DIArgList(i32 %33, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 1, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !176)
    #dbg_value(!DIArgList(i32 %33, i32 %33, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 2, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !176)
    #dbg_value(!DIArgList(i32 %33, i32 %33, i32 %33, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 3, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !176)
    #dbg_value(!DIArgList(i32 %33, i32 %33, i32 %33, i32 %33, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 4, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !176)
  %34 = srem i32 %33, 70, !dbg !203
  %35 = icmp eq i32 %34, 0, !dbg !205
  br i1 %35, label %36, label %45, !dbg !206

36:                                               ; preds = %32
  %37 = and i32 %33, 255, !dbg !207
    #dbg_value(!DIArgList(i32 %33, i32 %33, i32 %33, i32 %37, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 4, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !176)
  %38 = trunc i32 %33 to i16, !dbg !208
    #dbg_value(i16 %38, !142, !DIExpression(DW_OP_constu, 1000, DW_OP_mul, DW_OP_stack_value), !202)
    #dbg_value(i16 %38, !141, !DIExpression(DW_OP_constu, 1000, DW_OP_mul, DW_OP_stack_value), !202)
    #dbg_value(!DIArgList(i32 %33, i16 %38, i16 %38, i32 %37, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 4, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !176)
  %39 = mul i16 %38, 1000, !dbg !208
    #dbg_value(i16 %39, !141, !DIExpression(), !202)
    #dbg_value(i16 %39, !142, !DIExpression(), !202)
    #dbg_value(!DIArgList(i32 %33, i16 %39, i16 %39, i32 %37, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 4, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !176)
  %40 = shl i32 %33, 24, !dbg !209
  %41 = ashr exact i32 %40, 24, !dbg !209
  %42 = sext i16 %39 to i32, !dbg !210
  %43 = zext i16 %39 to i32, !dbg !211
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %33, i32 noundef %41, i32 noundef %37, i32 noundef %42, i32 noundef %43), !dbg !212
  br label %45, !dbg !212

45:                                               ; preds = %36, %32
  %46 = add nsw i32 %33, 7, !dbg !213
    #dbg_value(!DIArgList(i32 %33, i32 %33, i32 %33, i32 %33, i64 poison), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_shl, DW_OP_constu, 56, DW_OP_shra, DW_OP_LLVM_arg, 4, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 255, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1000, DW_OP_mul, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !176)
    #dbg_value(i32 %46, !135, !DIExpression(), !195)
  %47 = icmp slt i32 %33, 294, !dbg !214
  br i1 %47, label %32, label %27, !dbg !196, !llvm.loop !215
}

; Function Attrs: nofree nounwind
declare !dbg !218 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!88}
!llvm.module.flags = !{!167, !168, !169, !170, !171, !172, !173}
!llvm.ident = !{!174}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "conversions.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6c272b3100a710a1b3c3cfd46664fac1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 608, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 76)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 35)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 22)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 23)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 17)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 18)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 29)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 20)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !61, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 32)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 10)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 16)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !73, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 30)
!88 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !89, retainedTypes: !157, globals: !164, splitDebugInlining: false, nameTableKind: None)
!89 = !{!90}
!90 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", scope: !91, file: !2, line: 80, baseType: !94, size: 32, elements: !152)
!91 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !92, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !88, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!94}
!94 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!95 = !{!96, !99, !101, !104, !106, !107, !109, !110, !112, !113, !114, !116, !117, !118, !121, !123, !125, !126, !128, !129, !135, !137, !140, !141, !142, !143, !146, !148, !150, !151}
!96 = !DILocalVariable(name: "samples", scope: !91, file: !2, line: 15, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 416, elements: !27)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 17, type: !98)
!100 = distinct !DILexicalBlock(scope: !91, file: !2, line: 17, column: 5)
!101 = !DILocalVariable(name: "v", scope: !102, file: !2, line: 18, type: !98)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 17, column: 69)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 17, column: 5)
!104 = !DILocalVariable(name: "a", scope: !91, file: !2, line: 24, type: !105)
!105 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!106 = !DILocalVariable(name: "b", scope: !91, file: !2, line: 24, type: !105)
!107 = !DILocalVariable(name: "c", scope: !91, file: !2, line: 26, type: !108)
!108 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!109 = !DILocalVariable(name: "d", scope: !91, file: !2, line: 26, type: !108)
!110 = !DILocalVariable(name: "us", scope: !91, file: !2, line: 28, type: !111)
!111 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!112 = !DILocalVariable(name: "m1", scope: !91, file: !2, line: 32, type: !94)
!113 = !DILocalVariable(name: "z", scope: !91, file: !2, line: 33, type: !98)
!114 = !DILocalVariable(name: "lm1", scope: !91, file: !2, line: 36, type: !115)
!115 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!116 = !DILocalVariable(name: "ch", scope: !91, file: !2, line: 42, type: !4)
!117 = !DILocalVariable(name: "count_neg", scope: !91, file: !2, line: 44, type: !94)
!118 = !DILocalVariable(name: "str", scope: !91, file: !2, line: 45, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = !DILocalVariable(name: "p", scope: !122, file: !2, line: 46, type: !119)
!122 = distinct !DILexicalBlock(scope: !91, file: !2, line: 46, column: 5)
!123 = !DILocalVariable(name: "big", scope: !91, file: !2, line: 51, type: !124)
!124 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!125 = !DILocalVariable(name: "ti", scope: !91, file: !2, line: 52, type: !94)
!126 = !DILocalVariable(name: "ts", scope: !91, file: !2, line: 53, type: !127)
!127 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!128 = !DILocalVariable(name: "tc", scope: !91, file: !2, line: 54, type: !108)
!129 = !DILocalVariable(name: "acc", scope: !91, file: !2, line: 57, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !131, line: 27, baseType: !132)
!131 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !133, line: 45, baseType: !134)
!133 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 58, type: !94)
!136 = distinct !DILexicalBlock(scope: !91, file: !2, line: 58, column: 5)
!137 = !DILocalVariable(name: "s8", scope: !138, file: !2, line: 59, type: !108)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 58, column: 42)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 58, column: 5)
!140 = !DILocalVariable(name: "u8", scope: !138, file: !2, line: 60, type: !105)
!141 = !DILocalVariable(name: "s16", scope: !138, file: !2, line: 61, type: !127)
!142 = !DILocalVariable(name: "u16", scope: !138, file: !2, line: 62, type: !111)
!143 = !DILocalVariable(name: "sz", scope: !91, file: !2, line: 72, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !145, line: 18, baseType: !134)
!145 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!146 = !DILocalVariable(name: "arr", scope: !91, file: !2, line: 74, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 320, elements: !74)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 75, type: !94)
!149 = distinct !DILexicalBlock(scope: !91, file: !2, line: 75, column: 5)
!150 = !DILocalVariable(name: "diff", scope: !91, file: !2, line: 77, type: !115)
!151 = !DILocalVariable(name: "col", scope: !91, file: !2, line: 81, type: !90)
!152 = !{!153, !154, !155, !156}
!153 = !DIEnumerator(name: "RED", value: -2)
!154 = !DIEnumerator(name: "GREEN", value: -1)
!155 = !DIEnumerator(name: "BLUE", value: 10)
!156 = !DIEnumerator(name: "INDIGO", value: 11)
!157 = !{!94, !105, !108, !98, !158, !134, !124, !4, !127, !159, !111, !130, !161, !144}
!158 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !131, line: 25, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !133, line: 40, baseType: !111)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !162, line: 27, baseType: !163)
!162 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !133, line: 44, baseType: !115)
!164 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !54, !165, !59, !64, !66, !71, !76, !81, !83}
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !26, isLocal: true, isDefinition: true)
!167 = !{i32 7, !"Dwarf Version", i32 5}
!168 = !{i32 2, !"Debug Info Version", i32 3}
!169 = !{i32 1, !"wchar_size", i32 4}
!170 = !{i32 8, !"PIC Level", i32 2}
!171 = !{i32 7, !"PIE Level", i32 2}
!172 = !{i32 7, !"uwtable", i32 2}
!173 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!174 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !91)
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !100)
!180 = !DILocation(line: 0, scope: !102)
!181 = !DILocation(line: 19, column: 9, scope: !102)
!182 = !DILocation(line: 25, column: 5, scope: !91)
!183 = !DILocation(line: 27, column: 5, scope: !91)
!184 = !DILocation(line: 29, column: 5, scope: !91)
!185 = !DILocation(line: 30, column: 5, scope: !91)
!186 = !DILocation(line: 34, column: 5, scope: !91)
!187 = !DILocation(line: 35, column: 5, scope: !91)
!188 = !DILocation(line: 37, column: 5, scope: !91)
!189 = !DILocation(line: 38, column: 5, scope: !91)
!190 = !DILocation(line: 39, column: 5, scope: !91)
!191 = !DILocation(line: 40, column: 5, scope: !91)
!192 = !DILocation(line: 43, column: 5, scope: !91)
!193 = !DILocation(line: 49, column: 5, scope: !91)
!194 = !DILocation(line: 55, column: 5, scope: !91)
!195 = !DILocation(line: 0, scope: !136)
!196 = !DILocation(line: 58, column: 5, scope: !136)
!197 = !DILocation(line: 70, column: 5, scope: !91)
!198 = !DILocation(line: 73, column: 5, scope: !91)
!199 = !DILocation(line: 78, column: 5, scope: !91)
!200 = !DILocation(line: 82, column: 5, scope: !91)
!201 = !DILocation(line: 83, column: 5, scope: !91)
!202 = !DILocation(line: 0, scope: !138)
!203 = !DILocation(line: 67, column: 15, scope: !204)
!204 = distinct !DILexicalBlock(scope: !138, file: !2, line: 67, column: 13)
!205 = !DILocation(line: 67, column: 20, scope: !204)
!206 = !DILocation(line: 67, column: 13, scope: !138)
!207 = !DILocation(line: 64, column: 32, scope: !138)
!208 = !DILocation(line: 61, column: 21, scope: !138)
!209 = !DILocation(line: 68, column: 59, scope: !204)
!210 = !DILocation(line: 68, column: 67, scope: !204)
!211 = !DILocation(line: 68, column: 72, scope: !204)
!212 = !DILocation(line: 68, column: 13, scope: !204)
!213 = !DILocation(line: 58, column: 36, scope: !139)
!214 = !DILocation(line: 58, column: 26, scope: !139)
!215 = distinct !{!215, !196, !216, !217}
!216 = !DILocation(line: 69, column: 5, scope: !136)
!217 = !{!"llvm.loop.mustprogress"}
!218 = !DISubprogram(name: "printf", scope: !219, file: !219, line: 356, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!220 = !DISubroutineType(types: !221)
!221 = !{!94, !222, null}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
