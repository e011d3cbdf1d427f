; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i64 1, !44, !DIExpression(), !110)
    #dbg_value(i64 2, !46, !DIExpression(), !111)
    #dbg_value(i64 2, !49, !DIExpression(), !111)
  %1 = tail call ptr @llvm.stacksave.p0(), !dbg !112
    #dbg_value(i64 2, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 2, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 2, !113, !DIExpression(), !126)
    #dbg_value(i64 2, !118, !DIExpression(), !126)
    #dbg_value(ptr poison, !119, !DIExpression(), !126)
    #dbg_value(i64 1, !120, !DIExpression(), !126)
    #dbg_value(i32 undef, !53, !DIExpression(), !111)
    #dbg_value(i64 2, !123, !DIExpression(), !128)
    #dbg_value(i64 2, !121, !DIExpression(), !129)
    #dbg_value(i64 2, !130, !DIExpression(), !144)
    #dbg_value(i64 2, !136, !DIExpression(), !144)
    #dbg_value(ptr poison, !137, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 2, !139, !DIExpression(), !147)
    #dbg_value(i64 poison, !138, !DIExpression(), !144)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef 16, i64 noundef 1, i32 noundef -4), !dbg !148
  tail call void @llvm.stackrestore.p0(ptr %1), !dbg !149
    #dbg_value(i64 2, !44, !DIExpression(), !110)
    #dbg_value(i64 3, !46, !DIExpression(), !111)
    #dbg_value(i64 4, !49, !DIExpression(), !111)
  %3 = tail call ptr @llvm.stacksave.p0(), !dbg !112
    #dbg_value(i64 3, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 4, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 3, !113, !DIExpression(), !126)
    #dbg_value(i64 4, !118, !DIExpression(), !126)
    #dbg_value(i64 2, !120, !DIExpression(), !126)
    #dbg_value(i64 4, !123, !DIExpression(), !128)
    #dbg_value(i64 3, !121, !DIExpression(), !129)
    #dbg_value(i64 3, !130, !DIExpression(), !144)
    #dbg_value(i64 4, !136, !DIExpression(), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(i64 3, !139, !DIExpression(), !147)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i64 noundef 48, i64 noundef 20, i32 noundef 5), !dbg !148
  tail call void @llvm.stackrestore.p0(ptr %3), !dbg !149
    #dbg_value(i64 3, !44, !DIExpression(), !110)
    #dbg_value(i64 4, !46, !DIExpression(), !111)
    #dbg_value(i64 6, !49, !DIExpression(), !111)
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !112
    #dbg_value(i64 4, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 6, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 4, !113, !DIExpression(), !126)
    #dbg_value(i64 6, !118, !DIExpression(), !126)
    #dbg_value(i64 3, !120, !DIExpression(), !126)
    #dbg_value(i64 6, !123, !DIExpression(), !128)
    #dbg_value(i64 4, !121, !DIExpression(), !129)
    #dbg_value(i64 4, !130, !DIExpression(), !144)
    #dbg_value(i64 6, !136, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 4, !139, !DIExpression(), !147)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i64 noundef 96, i64 noundef 5, i32 noundef 1), !dbg !148
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !149
    #dbg_value(i64 4, !44, !DIExpression(), !110)
    #dbg_value(i64 5, !46, !DIExpression(), !111)
    #dbg_value(i64 8, !49, !DIExpression(), !111)
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !112
    #dbg_value(i64 5, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 8, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 5, !113, !DIExpression(), !126)
    #dbg_value(i64 8, !118, !DIExpression(), !126)
    #dbg_value(i64 4, !120, !DIExpression(), !126)
    #dbg_value(i64 8, !123, !DIExpression(), !128)
    #dbg_value(i64 5, !121, !DIExpression(), !129)
    #dbg_value(i64 5, !130, !DIExpression(), !144)
    #dbg_value(i64 8, !136, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 5, !139, !DIExpression(), !147)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i64 noundef 160, i64 noundef 10, i32 noundef 1), !dbg !148
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !149
    #dbg_value(i64 5, !44, !DIExpression(), !110)
    #dbg_value(i64 6, !46, !DIExpression(), !111)
    #dbg_value(i64 10, !49, !DIExpression(), !111)
  %9 = tail call ptr @llvm.stacksave.p0(), !dbg !112
    #dbg_value(i64 6, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 10, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 6, !113, !DIExpression(), !126)
    #dbg_value(i64 10, !118, !DIExpression(), !126)
    #dbg_value(ptr undef, !119, !DIExpression(), !126)
    #dbg_value(i64 5, !120, !DIExpression(), !126)
    #dbg_value(i64 10, !123, !DIExpression(), !128)
    #dbg_value(i64 6, !121, !DIExpression(), !129)
    #dbg_value(i64 6, !130, !DIExpression(), !144)
    #dbg_value(i64 10, !136, !DIExpression(), !144)
    #dbg_value(ptr undef, !137, !DIExpression(), !144)
    #dbg_value(i64 0, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 0, i64 -2), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -1, i64 -2), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 0, i64 -1, i64 -2), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744073709551614, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(i64 0, !138, !DIExpression(), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(i64 -10, !138, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 -28, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -56, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -96, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 1, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -150, !138, !DIExpression(), !144)
    #dbg_value(i64 -143, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -143, i64 -8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -143, i64 -22), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 18, i64 -143, i64 -22), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(i64 -83, !138, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 -63, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -45, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -31, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 2, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -23, !138, !DIExpression(), !144)
    #dbg_value(i64 -23, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -22, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -22, i64 3), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -22, i64 11), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -15, i64 -22, i64 11), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 -72, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -107, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -155, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 3, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -99, !138, !DIExpression(), !144)
    #dbg_value(i64 -120, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -132, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -137, !138, !DIExpression(), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -137, i64 -3), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -137, i64 -7), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 3, i64 -137, i64 -7), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -127, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -132, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 4, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -144, !138, !DIExpression(), !144)
    #dbg_value(i64 -132, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -120, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -110, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(i64 -104, !138, !DIExpression(), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -104, i64 8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -104, i64 -8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 21, i64 -104, i64 -8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -51, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 5, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -26, !138, !DIExpression(), !144)
    #dbg_value(i64 -46, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -58, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -64, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(i64 -66, !138, !DIExpression(), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(i64 -66, !138, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -66, i64 2), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -66, i64 8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -12, i64 -66, i64 8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 6, !139, !DIExpression(), !147)
    #dbg_value(i64 poison, !138, !DIExpression(), !144)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i64 noundef 240, i64 noundef -106, i32 noundef 5), !dbg !148
  tail call void @llvm.stackrestore.p0(ptr %9), !dbg !149
    #dbg_value(i64 6, !44, !DIExpression(), !110)
    #dbg_value(i64 7, !46, !DIExpression(), !111)
    #dbg_value(i64 12, !49, !DIExpression(), !111)
  %11 = tail call ptr @llvm.stacksave.p0(), !dbg !112
    #dbg_value(i64 7, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 12, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i64 7, !113, !DIExpression(), !126)
    #dbg_value(i64 12, !118, !DIExpression(), !126)
    #dbg_value(i64 6, !120, !DIExpression(), !126)
    #dbg_value(i64 12, !123, !DIExpression(), !128)
    #dbg_value(i64 7, !121, !DIExpression(), !129)
    #dbg_value(i64 7, !130, !DIExpression(), !144)
    #dbg_value(i64 12, !136, !DIExpression(), !144)
    #dbg_value(i64 0, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 0, i64 -1), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 0, i64 -1), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -3, i64 0, i64 -1), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744073709551614, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(i64 -10, !138, !DIExpression(), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(i64 -25, !138, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 -49, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -84, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -132, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 -195, !138, !DIExpression(), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -275, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 1, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -187, !138, !DIExpression(), !144)
    #dbg_value(i64 -194, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -194, i64 -5), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -194, i64 -13), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 9, i64 -194, i64 -13), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(i64 -164, !138, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 -159, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -159, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -166, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 -182, !138, !DIExpression(), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -209, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 2, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -249, !138, !DIExpression(), !144)
    #dbg_value(i64 -239, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -233, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -233, i64 8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -233, i64 -8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 21, i64 -233, i64 -8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(i64 -180, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -155, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -131, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 -110, !138, !DIExpression(), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -94, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 3, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -85, !138, !DIExpression(), !144)
    #dbg_value(i64 -85, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -83, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -81, !138, !DIExpression(), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -81, i64 4), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -81, i64 14), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -18, i64 -81, i64 14), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(i64 -141, !138, !DIExpression(), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -181, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 -133, !138, !DIExpression(), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -84, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 4, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -36, !138, !DIExpression(), !144)
    #dbg_value(i64 -56, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -68, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -74, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(i64 -76, !138, !DIExpression(), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -76, i64 0), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -76, i64 2), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -6, i64 -76, i64 2), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(i64 -96, !138, !DIExpression(), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 -116, !138, !DIExpression(), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -146, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 5, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -188, !138, !DIExpression(), !144)
    #dbg_value(i64 -153, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -121, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -145, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(i64 -159, !138, !DIExpression(), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(i64 -165, !138, !DIExpression(), !144)
    #dbg_value(i64 6, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -165, i64 -4), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -165, i64 -10), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 6, i64 -165, i64 -10), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(i64 -145, !138, !DIExpression(), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -145, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 6, !139, !DIExpression(), !147)
    #dbg_value(i64 0, !141, !DIExpression(), !146)
    #dbg_value(i64 -151, !138, !DIExpression(), !144)
    #dbg_value(i64 -139, !138, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !146)
    #dbg_value(i64 -124, !138, !DIExpression(), !144)
    #dbg_value(i64 2, !141, !DIExpression(), !146)
    #dbg_value(i64 -108, !138, !DIExpression(), !144)
    #dbg_value(i64 3, !141, !DIExpression(), !146)
    #dbg_value(i64 -93, !138, !DIExpression(), !144)
    #dbg_value(i64 4, !141, !DIExpression(), !146)
    #dbg_value(i64 -81, !138, !DIExpression(), !144)
    #dbg_value(i64 5, !141, !DIExpression(), !146)
    #dbg_value(i64 -74, !138, !DIExpression(), !144)
    #dbg_value(i64 7, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -74, i64 -8), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 8, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 -74, i64 -22), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 9, !141, !DIExpression(), !146)
    #dbg_value(!DIArgList(i64 18, i64 -74, i64 -22), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !144)
    #dbg_value(i64 10, !141, !DIExpression(), !146)
    #dbg_value(i64 -14, !138, !DIExpression(), !144)
    #dbg_value(i64 11, !141, !DIExpression(), !146)
    #dbg_value(i64 12, !141, !DIExpression(), !146)
    #dbg_value(i64 7, !139, !DIExpression(), !147)
    #dbg_value(i64 poison, !138, !DIExpression(), !144)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i64 noundef 336, i64 noundef 6, i32 noundef -4), !dbg !148
  tail call void @llvm.stackrestore.p0(ptr %11), !dbg !149
    #dbg_value(i64 7, !44, !DIExpression(), !110)
    #dbg_value(i64 1, !58, !DIExpression(), !150)
  %13 = tail call ptr @llvm.stacksave.p0(), !dbg !151
  %14 = alloca i32, align 16, !dbg !151
    #dbg_value(i64 1, !60, !DIExpression(), !152)
    #dbg_value(i64 1, !63, !DIExpression(), !152)
    #dbg_value(i64 0, !69, !DIExpression(), !153)
    #dbg_value(i64 0, !71, !DIExpression(), !154)
    #dbg_value(i32 1, !64, !DIExpression(), !152)
  store i32 1, ptr %14, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 1, !71, !DIExpression(), !154)
    #dbg_value(i64 1, !69, !DIExpression(), !153)
    #dbg_value(ptr %14, !64, !DIExpression(DW_OP_deref), !152)
  %15 = call fastcc i32 @det_rec(i32 noundef 1, ptr noundef nonnull %14), !dbg !161
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %15), !dbg !162
  tail call void @llvm.stackrestore.p0(ptr %13), !dbg !163
    #dbg_value(i64 2, !58, !DIExpression(), !150)
  %17 = tail call ptr @llvm.stacksave.p0(), !dbg !151
  %18 = alloca [4 x i32], align 16, !dbg !151
    #dbg_value(i64 2, !60, !DIExpression(), !152)
    #dbg_value(i64 2, !63, !DIExpression(), !152)
    #dbg_declare(ptr %18, !64, !DIExpression(), !164)
  store <4 x i32> <i32 2, i32 0, i32 2, i32 2>, ptr %18, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 2, !71, !DIExpression(), !154)
    #dbg_value(i64 2, !69, !DIExpression(), !153)
  %19 = call fastcc i32 @det_rec(i32 noundef 2, ptr noundef nonnull %18), !dbg !161
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %19), !dbg !162
  tail call void @llvm.stackrestore.p0(ptr %17), !dbg !163
    #dbg_value(i64 3, !58, !DIExpression(), !150)
  %21 = tail call ptr @llvm.stacksave.p0(), !dbg !151
  %22 = alloca [9 x i32], align 16, !dbg !151
    #dbg_value(i64 3, !60, !DIExpression(), !152)
    #dbg_value(i64 3, !63, !DIExpression(), !152)
    #dbg_declare(ptr %22, !64, !DIExpression(), !164)
    #dbg_value(i64 1, !69, !DIExpression(), !153)
    #dbg_value(i64 0, !71, !DIExpression(), !154)
  store <4 x i32> <i32 3, i32 0, i32 1, i32 2>, ptr %22, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 1, !71, !DIExpression(), !154)
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !165
    #dbg_value(i64 2, !69, !DIExpression(), !153)
  store <4 x i32> <i32 3, i32 0, i32 1, i32 2>, ptr %23, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 2, !71, !DIExpression(), !154)
  %24 = getelementptr inbounds i8, ptr %22, i64 32, !dbg !165
  store i32 3, ptr %24, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 3, !71, !DIExpression(), !154)
    #dbg_value(i64 3, !69, !DIExpression(), !153)
  %25 = call fastcc i32 @det_rec(i32 noundef 3, ptr noundef nonnull %22), !dbg !161
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %25), !dbg !162
  tail call void @llvm.stackrestore.p0(ptr %21), !dbg !163
    #dbg_value(i64 4, !58, !DIExpression(), !150)
  %27 = tail call ptr @llvm.stacksave.p0(), !dbg !151
  %28 = alloca [16 x i32], align 16, !dbg !151
    #dbg_value(i64 4, !60, !DIExpression(), !152)
    #dbg_value(i64 4, !63, !DIExpression(), !152)
    #dbg_declare(ptr %28, !64, !DIExpression(), !164)
    #dbg_value(i64 0, !69, !DIExpression(), !153)
  store <4 x i32> <i32 4, i32 0, i32 1, i32 2>, ptr %28, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
    #dbg_value(i64 1, !69, !DIExpression(), !153)
  %29 = getelementptr inbounds i8, ptr %28, i64 16
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 2, i32 4, i32 0, i32 1>, ptr %29, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
    #dbg_value(i64 2, !69, !DIExpression(), !153)
  %30 = getelementptr inbounds i8, ptr %28, i64 32
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 1, i32 2, i32 4, i32 0>, ptr %30, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
    #dbg_value(i64 3, !69, !DIExpression(), !153)
  %31 = getelementptr inbounds i8, ptr %28, i64 48
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 4>, ptr %31, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
    #dbg_value(i64 4, !69, !DIExpression(), !153)
  %32 = call fastcc i32 @det_rec(i32 noundef 4, ptr noundef nonnull %28), !dbg !161
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %32), !dbg !162
  tail call void @llvm.stackrestore.p0(ptr %27), !dbg !163
    #dbg_value(i64 5, !58, !DIExpression(), !150)
  %34 = tail call ptr @llvm.stacksave.p0(), !dbg !151
  %35 = alloca [25 x i32], align 16, !dbg !151
    #dbg_value(i64 5, !60, !DIExpression(), !152)
    #dbg_value(i64 5, !63, !DIExpression(), !152)
    #dbg_declare(ptr %35, !64, !DIExpression(), !164)
    #dbg_value(i64 0, !69, !DIExpression(), !153)
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 5, i32 0, i32 1, i32 2>, ptr %35, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
  %36 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !165
    #dbg_value(i64 1, !69, !DIExpression(), !153)
    #dbg_value(i64 2, !71, !DIExpression(), !154)
  store <4 x i32> <i32 -1, i32 2, i32 5, i32 0>, ptr %36, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  %37 = getelementptr inbounds i8, ptr %35, i64 32, !dbg !165
    #dbg_value(i64 2, !69, !DIExpression(), !153)
    #dbg_value(i64 1, !71, !DIExpression(), !154)
  store <4 x i32> <i32 1, i32 2, i32 1, i32 2>, ptr %37, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 2, !71, !DIExpression(), !154)
  %38 = getelementptr inbounds i8, ptr %35, i64 48, !dbg !165
    #dbg_value(i64 3, !69, !DIExpression(), !153)
    #dbg_value(i64 0, !71, !DIExpression(), !154)
  store <4 x i32> <i32 5, i32 0, i32 1, i32 0>, ptr %38, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 1, !71, !DIExpression(), !154)
  %39 = getelementptr inbounds i8, ptr %35, i64 64, !dbg !165
    #dbg_value(i64 4, !71, !DIExpression(), !154)
  store <4 x i32> <i32 1, i32 2, i32 5, i32 0>, ptr %39, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 5, !71, !DIExpression(), !154)
    #dbg_value(i64 4, !69, !DIExpression(), !153)
  %40 = getelementptr inbounds i8, ptr %35, i64 80
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 -1, i32 0, i32 1, i32 2>, ptr %40, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
  %41 = getelementptr inbounds i8, ptr %35, i64 96, !dbg !165
  store i32 5, ptr %41, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 5, !71, !DIExpression(), !154)
    #dbg_value(i64 5, !69, !DIExpression(), !153)
  %42 = call fastcc i32 @det_rec(i32 noundef 5, ptr noundef nonnull %35), !dbg !161
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %42), !dbg !162
  tail call void @llvm.stackrestore.p0(ptr %34), !dbg !163
    #dbg_value(i64 6, !58, !DIExpression(), !150)
  %44 = tail call ptr @llvm.stacksave.p0(), !dbg !151
  %45 = alloca [36 x i32], align 16, !dbg !151
    #dbg_value(i64 6, !60, !DIExpression(), !152)
    #dbg_value(i64 6, !63, !DIExpression(), !152)
    #dbg_declare(ptr %45, !64, !DIExpression(), !164)
    #dbg_value(i64 0, !69, !DIExpression(), !153)
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 6, i32 0, i32 1, i32 2>, ptr %45, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
  %46 = getelementptr inbounds i8, ptr %45, i64 16, !dbg !165
    #dbg_value(i64 1, !69, !DIExpression(), !153)
    #dbg_value(i64 1, !71, !DIExpression(), !154)
  store <4 x i32> <i32 -1, i32 0, i32 2, i32 6>, ptr %46, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 2, !71, !DIExpression(), !154)
  %47 = getelementptr inbounds i8, ptr %45, i64 32, !dbg !165
    #dbg_value(i64 5, !71, !DIExpression(), !154)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 -1>, ptr %47, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 6, !71, !DIExpression(), !154)
    #dbg_value(i64 2, !69, !DIExpression(), !153)
  %48 = getelementptr inbounds i8, ptr %45, i64 48
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 1, i32 2, i32 6, i32 0>, ptr %48, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
  %49 = getelementptr inbounds i8, ptr %45, i64 64, !dbg !165
    #dbg_value(i64 3, !69, !DIExpression(), !153)
    #dbg_value(i64 1, !71, !DIExpression(), !154)
  store <4 x i32> <i32 1, i32 2, i32 0, i32 1>, ptr %49, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 2, !71, !DIExpression(), !154)
  %50 = getelementptr inbounds i8, ptr %45, i64 80, !dbg !165
    #dbg_value(i64 5, !71, !DIExpression(), !154)
  store <4 x i32> <i32 2, i32 6, i32 0, i32 1>, ptr %50, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 6, !71, !DIExpression(), !154)
    #dbg_value(i64 4, !69, !DIExpression(), !153)
  %51 = getelementptr inbounds i8, ptr %45, i64 96
    #dbg_value(i64 3, !71, !DIExpression(), !154)
  store <4 x i32> <i32 -1, i32 0, i32 1, i32 2>, ptr %51, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 4, !71, !DIExpression(), !154)
  %52 = getelementptr inbounds i8, ptr %45, i64 112, !dbg !165
    #dbg_value(i64 5, !69, !DIExpression(), !153)
    #dbg_value(i64 1, !71, !DIExpression(), !154)
  store <4 x i32> <i32 6, i32 0, i32 2, i32 -1>, ptr %52, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 2, !71, !DIExpression(), !154)
  %53 = getelementptr inbounds i8, ptr %45, i64 128, !dbg !165
    #dbg_value(i64 5, !71, !DIExpression(), !154)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 6>, ptr %53, align 16, !dbg !155, !tbaa !157
    #dbg_value(i64 6, !71, !DIExpression(), !154)
    #dbg_value(i64 6, !69, !DIExpression(), !153)
  %54 = call fastcc i32 @det_rec(i32 noundef 6, ptr noundef nonnull %45), !dbg !161
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %54), !dbg !162
  tail call void @llvm.stackrestore.p0(ptr %44), !dbg !163
    #dbg_value(i64 7, !58, !DIExpression(), !150)
  br label %56, !dbg !166

56:                                               ; preds = %0, %56
  %57 = phi i32 [ %60, %56 ], [ 10, %0 ]
    #dbg_value(i32 %57, !74, !DIExpression(), !167)
  %58 = tail call fastcc i32 @sieve_count(i32 noundef %57), !dbg !168
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %57, i32 noundef %58), !dbg !170
  %60 = mul nuw nsw i32 %57, 3, !dbg !171
    #dbg_value(i32 %60, !74, !DIExpression(), !167)
  %61 = icmp ult i32 %57, 1667, !dbg !172
  br i1 %61, label %56, label %62, !dbg !166, !llvm.loop !173

62:                                               ; preds = %56
    #dbg_value(i64 3, !76, !DIExpression(), !176)
  %63 = tail call ptr @llvm.stacksave.p0(), !dbg !177
    #dbg_value(i64 3, !78, !DIExpression(), !178)
    #dbg_value(double undef, !81, !DIExpression(), !178)
    #dbg_value(i64 3, !86, !DIExpression(), !179)
    #dbg_value(i64 3, !89, !DIExpression(), !180)
    #dbg_value(double 5.000000e-01, !88, !DIExpression(), !178)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, double noundef 5.000000e-01, i64 noundef 24), !dbg !181
  tail call void @llvm.stackrestore.p0(ptr %63), !dbg !182
    #dbg_value(i64 15, !76, !DIExpression(), !176)
  %65 = tail call ptr @llvm.stacksave.p0(), !dbg !177
    #dbg_value(i64 15, !78, !DIExpression(), !178)
    #dbg_value(i64 15, !86, !DIExpression(), !179)
    #dbg_value(i64 15, !89, !DIExpression(), !180)
    #dbg_value(double 3.500000e+00, !88, !DIExpression(), !178)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 15, double noundef 3.500000e+00, i64 noundef 120), !dbg !181
  tail call void @llvm.stackrestore.p0(ptr %65), !dbg !182
    #dbg_value(i64 27, !76, !DIExpression(), !176)
  %67 = tail call ptr @llvm.stacksave.p0(), !dbg !177
    #dbg_value(i64 27, !78, !DIExpression(), !178)
    #dbg_value(i64 27, !86, !DIExpression(), !179)
    #dbg_value(i64 27, !89, !DIExpression(), !180)
    #dbg_value(double 6.500000e+00, !88, !DIExpression(), !178)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 27, double noundef 6.500000e+00, i64 noundef 216), !dbg !181
  tail call void @llvm.stackrestore.p0(ptr %67), !dbg !182
    #dbg_value(i64 39, !76, !DIExpression(), !176)
  %69 = tail call ptr @llvm.stacksave.p0(), !dbg !177
  %70 = alloca [39 x double], align 16, !dbg !177
    #dbg_value(i64 39, !78, !DIExpression(), !178)
    #dbg_declare(ptr %70, !81, !DIExpression(), !183)
    #dbg_value(i32 0, !86, !DIExpression(), !179)
  br label %71, !dbg !184

71:                                               ; preds = %80, %62
  %72 = phi i64 [ 0, %62 ], [ %88, %80 ]
    #dbg_value(i64 %72, !86, !DIExpression(), !179)
  %73 = trunc i64 %72 to i32, !dbg !185
  %74 = mul nuw nsw i32 %73, 7, !dbg !185
  %75 = urem i32 %74, 39, !dbg !185
  %76 = uitofp nneg i32 %75 to double, !dbg !187
  %77 = fmul double %76, 5.000000e-01, !dbg !188
  %78 = getelementptr inbounds double, ptr %70, i64 %72, !dbg !189
  store double %77, ptr %78, align 16, !dbg !190, !tbaa !191
    #dbg_value(i64 %72, !86, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !179)
  %79 = icmp eq i64 %72, 38, !dbg !193
  br i1 %79, label %89, label %80, !dbg !184, !llvm.loop !194

80:                                               ; preds = %71
  %81 = or disjoint i64 %72, 1, !dbg !196
    #dbg_value(i64 %81, !86, !DIExpression(), !179)
    #dbg_value(i64 %81, !86, !DIExpression(), !179)
  %82 = trunc i64 %81 to i32, !dbg !185
  %83 = mul nuw nsw i32 %82, 7, !dbg !185
  %84 = urem i32 %83, 39, !dbg !185
  %85 = uitofp nneg i32 %84 to double, !dbg !187
  %86 = fmul double %85, 5.000000e-01, !dbg !188
  %87 = getelementptr inbounds double, ptr %70, i64 %81, !dbg !189
  store double %86, ptr %87, align 8, !dbg !190, !tbaa !191
  %88 = add nuw nsw i64 %72, 2, !dbg !196
    #dbg_value(i64 %88, !86, !DIExpression(), !179)
  br label %71

89:                                               ; preds = %71
    #dbg_value(i64 0, !89, !DIExpression(), !180)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !178)
  %90 = load double, ptr %70, align 16, !dbg !197, !tbaa !191
  %91 = fadd double %90, 0.000000e+00, !dbg !199
    #dbg_value(double %91, !88, !DIExpression(), !178)
    #dbg_value(i64 1, !89, !DIExpression(), !180)
  %92 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !197
  %93 = load double, ptr %92, align 8, !dbg !197, !tbaa !191
  %94 = fadd double %91, %93, !dbg !199
    #dbg_value(double %94, !88, !DIExpression(), !178)
    #dbg_value(i64 2, !89, !DIExpression(), !180)
  %95 = getelementptr inbounds i8, ptr %70, i64 16, !dbg !197
  %96 = load double, ptr %95, align 16, !dbg !197, !tbaa !191
  %97 = fadd double %94, %96, !dbg !199
    #dbg_value(double %97, !88, !DIExpression(), !178)
    #dbg_value(i64 3, !89, !DIExpression(), !180)
  %98 = getelementptr inbounds i8, ptr %70, i64 24, !dbg !197
  %99 = load double, ptr %98, align 8, !dbg !197, !tbaa !191
  %100 = fadd double %97, %99, !dbg !199
    #dbg_value(double %100, !88, !DIExpression(), !178)
    #dbg_value(i64 4, !89, !DIExpression(), !180)
  %101 = getelementptr inbounds i8, ptr %70, i64 32, !dbg !197
  %102 = load double, ptr %101, align 16, !dbg !197, !tbaa !191
  %103 = fadd double %100, %102, !dbg !199
    #dbg_value(double %103, !88, !DIExpression(), !178)
    #dbg_value(i64 5, !89, !DIExpression(), !180)
  %104 = getelementptr inbounds i8, ptr %70, i64 40, !dbg !197
  %105 = load double, ptr %104, align 8, !dbg !197, !tbaa !191
  %106 = fadd double %103, %105, !dbg !199
    #dbg_value(double %106, !88, !DIExpression(), !178)
    #dbg_value(i64 6, !89, !DIExpression(), !180)
  %107 = getelementptr inbounds i8, ptr %70, i64 48, !dbg !197
  %108 = load double, ptr %107, align 16, !dbg !197, !tbaa !191
  %109 = fadd double %106, %108, !dbg !199
    #dbg_value(double %109, !88, !DIExpression(), !178)
    #dbg_value(i64 7, !89, !DIExpression(), !180)
  %110 = getelementptr inbounds i8, ptr %70, i64 56, !dbg !197
  %111 = load double, ptr %110, align 8, !dbg !197, !tbaa !191
  %112 = fadd double %109, %111, !dbg !199
    #dbg_value(double %112, !88, !DIExpression(), !178)
    #dbg_value(i64 8, !89, !DIExpression(), !180)
  %113 = getelementptr inbounds i8, ptr %70, i64 64, !dbg !197
  %114 = load double, ptr %113, align 16, !dbg !197, !tbaa !191
  %115 = fadd double %112, %114, !dbg !199
    #dbg_value(double %115, !88, !DIExpression(), !178)
    #dbg_value(i64 9, !89, !DIExpression(), !180)
  %116 = getelementptr inbounds i8, ptr %70, i64 72, !dbg !197
  %117 = load double, ptr %116, align 8, !dbg !197, !tbaa !191
  %118 = fadd double %115, %117, !dbg !199
    #dbg_value(double %118, !88, !DIExpression(), !178)
    #dbg_value(i64 10, !89, !DIExpression(), !180)
  %119 = getelementptr inbounds i8, ptr %70, i64 80, !dbg !197
  %120 = load double, ptr %119, align 16, !dbg !197, !tbaa !191
  %121 = fadd double %118, %120, !dbg !199
    #dbg_value(double %121, !88, !DIExpression(), !178)
    #dbg_value(i64 11, !89, !DIExpression(), !180)
  %122 = getelementptr inbounds i8, ptr %70, i64 88, !dbg !197
  %123 = load double, ptr %122, align 8, !dbg !197, !tbaa !191
  %124 = fadd double %121, %123, !dbg !199
    #dbg_value(double %124, !88, !DIExpression(), !178)
    #dbg_value(i64 12, !89, !DIExpression(), !180)
  %125 = getelementptr inbounds i8, ptr %70, i64 96, !dbg !197
  %126 = load double, ptr %125, align 16, !dbg !197, !tbaa !191
  %127 = fadd double %124, %126, !dbg !199
    #dbg_value(double %127, !88, !DIExpression(), !178)
    #dbg_value(i64 13, !89, !DIExpression(), !180)
  %128 = getelementptr inbounds i8, ptr %70, i64 104, !dbg !197
  %129 = load double, ptr %128, align 8, !dbg !197, !tbaa !191
  %130 = fadd double %127, %129, !dbg !199
    #dbg_value(double %130, !88, !DIExpression(), !178)
    #dbg_value(i64 14, !89, !DIExpression(), !180)
  %131 = getelementptr inbounds i8, ptr %70, i64 112, !dbg !197
  %132 = load double, ptr %131, align 16, !dbg !197, !tbaa !191
  %133 = fadd double %130, %132, !dbg !199
    #dbg_value(double %133, !88, !DIExpression(), !178)
    #dbg_value(i64 15, !89, !DIExpression(), !180)
  %134 = getelementptr inbounds i8, ptr %70, i64 120, !dbg !197
  %135 = load double, ptr %134, align 8, !dbg !197, !tbaa !191
  %136 = fadd double %133, %135, !dbg !199
    #dbg_value(double %136, !88, !DIExpression(), !178)
    #dbg_value(i64 16, !89, !DIExpression(), !180)
  %137 = getelementptr inbounds i8, ptr %70, i64 128, !dbg !197
  %138 = load double, ptr %137, align 16, !dbg !197, !tbaa !191
  %139 = fadd double %136, %138, !dbg !199
    #dbg_value(double %139, !88, !DIExpression(), !178)
    #dbg_value(i64 17, !89, !DIExpression(), !180)
  %140 = getelementptr inbounds i8, ptr %70, i64 136, !dbg !197
  %141 = load double, ptr %140, align 8, !dbg !197, !tbaa !191
  %142 = fadd double %139, %141, !dbg !199
    #dbg_value(double %142, !88, !DIExpression(), !178)
    #dbg_value(i64 18, !89, !DIExpression(), !180)
  %143 = getelementptr inbounds i8, ptr %70, i64 144, !dbg !197
  %144 = load double, ptr %143, align 16, !dbg !197, !tbaa !191
  %145 = fadd double %142, %144, !dbg !199
    #dbg_value(double %145, !88, !DIExpression(), !178)
    #dbg_value(i64 19, !89, !DIExpression(), !180)
  %146 = getelementptr inbounds i8, ptr %70, i64 152, !dbg !197
  %147 = load double, ptr %146, align 8, !dbg !197, !tbaa !191
  %148 = fadd double %145, %147, !dbg !199
    #dbg_value(double %148, !88, !DIExpression(), !178)
    #dbg_value(i64 20, !89, !DIExpression(), !180)
  %149 = getelementptr inbounds i8, ptr %70, i64 160, !dbg !197
  %150 = load double, ptr %149, align 16, !dbg !197, !tbaa !191
  %151 = fadd double %148, %150, !dbg !199
    #dbg_value(double %151, !88, !DIExpression(), !178)
    #dbg_value(i64 21, !89, !DIExpression(), !180)
  %152 = getelementptr inbounds i8, ptr %70, i64 168, !dbg !197
  %153 = load double, ptr %152, align 8, !dbg !197, !tbaa !191
  %154 = fadd double %151, %153, !dbg !199
    #dbg_value(double %154, !88, !DIExpression(), !178)
    #dbg_value(i64 22, !89, !DIExpression(), !180)
  %155 = getelementptr inbounds i8, ptr %70, i64 176, !dbg !197
  %156 = load double, ptr %155, align 16, !dbg !197, !tbaa !191
  %157 = fadd double %154, %156, !dbg !199
    #dbg_value(double %157, !88, !DIExpression(), !178)
    #dbg_value(i64 23, !89, !DIExpression(), !180)
  %158 = getelementptr inbounds i8, ptr %70, i64 184, !dbg !197
  %159 = load double, ptr %158, align 8, !dbg !197, !tbaa !191
  %160 = fadd double %157, %159, !dbg !199
    #dbg_value(double %160, !88, !DIExpression(), !178)
    #dbg_value(i64 24, !89, !DIExpression(), !180)
  %161 = getelementptr inbounds i8, ptr %70, i64 192, !dbg !197
  %162 = load double, ptr %161, align 16, !dbg !197, !tbaa !191
  %163 = fadd double %160, %162, !dbg !199
    #dbg_value(double %163, !88, !DIExpression(), !178)
    #dbg_value(i64 25, !89, !DIExpression(), !180)
  %164 = getelementptr inbounds i8, ptr %70, i64 200, !dbg !197
  %165 = load double, ptr %164, align 8, !dbg !197, !tbaa !191
  %166 = fadd double %163, %165, !dbg !199
    #dbg_value(double %166, !88, !DIExpression(), !178)
    #dbg_value(i64 26, !89, !DIExpression(), !180)
  %167 = getelementptr inbounds i8, ptr %70, i64 208, !dbg !197
  %168 = load double, ptr %167, align 16, !dbg !197, !tbaa !191
  %169 = fadd double %166, %168, !dbg !199
    #dbg_value(double %169, !88, !DIExpression(), !178)
    #dbg_value(i64 27, !89, !DIExpression(), !180)
  %170 = getelementptr inbounds i8, ptr %70, i64 216, !dbg !197
  %171 = load double, ptr %170, align 8, !dbg !197, !tbaa !191
  %172 = fadd double %169, %171, !dbg !199
    #dbg_value(double %172, !88, !DIExpression(), !178)
    #dbg_value(i64 28, !89, !DIExpression(), !180)
  %173 = getelementptr inbounds i8, ptr %70, i64 224, !dbg !197
  %174 = load double, ptr %173, align 16, !dbg !197, !tbaa !191
  %175 = fadd double %172, %174, !dbg !199
    #dbg_value(double %175, !88, !DIExpression(), !178)
    #dbg_value(i64 29, !89, !DIExpression(), !180)
  %176 = getelementptr inbounds i8, ptr %70, i64 232, !dbg !197
  %177 = load double, ptr %176, align 8, !dbg !197, !tbaa !191
  %178 = fadd double %175, %177, !dbg !199
    #dbg_value(double %178, !88, !DIExpression(), !178)
    #dbg_value(i64 30, !89, !DIExpression(), !180)
  %179 = getelementptr inbounds i8, ptr %70, i64 240, !dbg !197
  %180 = load double, ptr %179, align 16, !dbg !197, !tbaa !191
  %181 = fadd double %178, %180, !dbg !199
    #dbg_value(double %181, !88, !DIExpression(), !178)
    #dbg_value(i64 31, !89, !DIExpression(), !180)
  %182 = getelementptr inbounds i8, ptr %70, i64 248, !dbg !197
  %183 = load double, ptr %182, align 8, !dbg !197, !tbaa !191
  %184 = fadd double %181, %183, !dbg !199
    #dbg_value(double %184, !88, !DIExpression(), !178)
    #dbg_value(i64 32, !89, !DIExpression(), !180)
  %185 = getelementptr inbounds i8, ptr %70, i64 256, !dbg !197
  %186 = load double, ptr %185, align 16, !dbg !197, !tbaa !191
  %187 = fadd double %184, %186, !dbg !199
    #dbg_value(double %187, !88, !DIExpression(), !178)
    #dbg_value(i64 33, !89, !DIExpression(), !180)
  %188 = getelementptr inbounds i8, ptr %70, i64 264, !dbg !197
  %189 = load double, ptr %188, align 8, !dbg !197, !tbaa !191
  %190 = fadd double %187, %189, !dbg !199
    #dbg_value(double %190, !88, !DIExpression(), !178)
    #dbg_value(i64 34, !89, !DIExpression(), !180)
  %191 = getelementptr inbounds i8, ptr %70, i64 272, !dbg !197
  %192 = load double, ptr %191, align 16, !dbg !197, !tbaa !191
  %193 = fadd double %190, %192, !dbg !199
    #dbg_value(double %193, !88, !DIExpression(), !178)
    #dbg_value(i64 35, !89, !DIExpression(), !180)
  %194 = getelementptr inbounds i8, ptr %70, i64 280, !dbg !197
  %195 = load double, ptr %194, align 8, !dbg !197, !tbaa !191
  %196 = fadd double %193, %195, !dbg !199
    #dbg_value(double %196, !88, !DIExpression(), !178)
    #dbg_value(i64 36, !89, !DIExpression(), !180)
  %197 = getelementptr inbounds i8, ptr %70, i64 288, !dbg !197
  %198 = load double, ptr %197, align 16, !dbg !197, !tbaa !191
  %199 = fadd double %196, %198, !dbg !199
    #dbg_value(double %199, !88, !DIExpression(), !178)
    #dbg_value(i64 37, !89, !DIExpression(), !180)
  %200 = getelementptr inbounds i8, ptr %70, i64 296, !dbg !197
  %201 = load double, ptr %200, align 8, !dbg !197, !tbaa !191
  %202 = fadd double %199, %201, !dbg !199
    #dbg_value(double %202, !88, !DIExpression(), !178)
    #dbg_value(i64 38, !89, !DIExpression(), !180)
  %203 = getelementptr inbounds i8, ptr %70, i64 304, !dbg !197
  %204 = load double, ptr %203, align 16, !dbg !197, !tbaa !191
  %205 = fadd double %202, %204, !dbg !199
    #dbg_value(double %205, !88, !DIExpression(), !178)
    #dbg_value(i64 39, !89, !DIExpression(), !180)
  %206 = fdiv double %205, 3.900000e+01, !dbg !200
    #dbg_value(double %206, !88, !DIExpression(), !178)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 39, double noundef %206, i64 noundef 312), !dbg !181
  tail call void @llvm.stackrestore.p0(ptr %69), !dbg !182
    #dbg_value(i64 51, !76, !DIExpression(), !176)
    #dbg_value(i32 4, !91, !DIExpression(), !201)
    #dbg_value(i32 5, !92, !DIExpression(), !201)
    #dbg_value(i64 4, !93, !DIExpression(), !201)
    #dbg_value(i64 5, !94, !DIExpression(), !201)
    #dbg_value(i32 undef, !95, !DIExpression(), !201)
    #dbg_value(ptr poison, !100, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !201)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 22, i32 noundef 14, i64 noundef 20), !dbg !202
  ret i32 0, !dbg !203
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree nounwind
declare !dbg !204 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @det_rec(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #3 !dbg !211 {
    #dbg_value(i32 %0, !215, !DIExpression(), !237)
    #dbg_value(ptr %1, !216, !DIExpression(), !237)
  %3 = zext i32 %0 to i64
  %4 = icmp eq i32 %0, 1, !dbg !238
  br i1 %4, label %75, label %5, !dbg !240

5:                                                ; preds = %2
    #dbg_value(i32 0, !217, !DIExpression(), !237)
    #dbg_value(i32 0, !218, !DIExpression(), !241)
  %6 = icmp sgt i32 %0, 0, !dbg !242
  br i1 %6, label %7, label %77, !dbg !243

7:                                                ; preds = %5
  %8 = add nsw i32 %0, -1
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %9, %9
  %11 = and i64 %3, 1
  %12 = and i64 %3, 2147483646
  %13 = icmp eq i64 %11, 0
  br label %14, !dbg !243

14:                                               ; preds = %7, %63
  %15 = phi i64 [ 0, %7 ], [ %73, %63 ]
  %16 = phi i32 [ 0, %7 ], [ %72, %63 ]
    #dbg_value(i32 %16, !217, !DIExpression(), !237)
    #dbg_value(i64 %15, !218, !DIExpression(), !241)
  %17 = tail call ptr @llvm.stacksave.p0(), !dbg !244
  %18 = alloca i32, i64 %10, align 16, !dbg !244
    #dbg_value(i64 %9, !220, !DIExpression(), !245)
    #dbg_value(i64 %9, !223, !DIExpression(), !245)
    #dbg_declare(ptr %18, !224, !DIExpression(), !246)
    #dbg_value(i32 1, !229, !DIExpression(), !247)
  br label %19, !dbg !248

19:                                               ; preds = %60, %14
  %20 = phi i64 [ %61, %60 ], [ 1, %14 ]
    #dbg_value(i64 %20, !229, !DIExpression(), !247)
    #dbg_value(i32 0, !234, !DIExpression(), !249)
    #dbg_value(i32 0, !231, !DIExpression(), !250)
  %21 = mul nuw nsw i64 %20, %3
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = add nsw i64 %20, -1
  %24 = mul nuw nsw i64 %23, %9
  %25 = getelementptr inbounds i32, ptr %18, i64 %24
  br label %26, !dbg !251

26:                                               ; preds = %47, %19
  %27 = phi i64 [ 0, %19 ], [ %49, %47 ]
  %28 = phi i32 [ 0, %19 ], [ %48, %47 ]
  %29 = phi i64 [ 0, %19 ], [ %50, %47 ]
    #dbg_value(i64 %27, !234, !DIExpression(), !249)
    #dbg_value(i32 %28, !231, !DIExpression(), !250)
  %30 = icmp eq i64 %27, %15, !dbg !252
  br i1 %30, label %37, label %31, !dbg !255

31:                                               ; preds = %26
  %32 = getelementptr inbounds i32, ptr %22, i64 %27, !dbg !256
  %33 = load i32, ptr %32, align 4, !dbg !256, !tbaa !157
  %34 = add nsw i32 %28, 1, !dbg !257
    #dbg_value(i32 %34, !231, !DIExpression(), !250)
  %35 = sext i32 %28 to i64, !dbg !258
  %36 = getelementptr inbounds i32, ptr %25, i64 %35, !dbg !258
  store i32 %33, ptr %36, align 4, !dbg !259, !tbaa !157
  br label %37, !dbg !258

37:                                               ; preds = %31, %26
  %38 = phi i32 [ %34, %31 ], [ %28, %26 ], !dbg !250
    #dbg_value(i32 %38, !231, !DIExpression(), !250)
  %39 = or disjoint i64 %27, 1, !dbg !260
    #dbg_value(i64 %39, !234, !DIExpression(), !249)
  %40 = icmp eq i64 %39, %15, !dbg !252
  br i1 %40, label %47, label %41, !dbg !255

41:                                               ; preds = %37
  %42 = getelementptr inbounds i32, ptr %22, i64 %39, !dbg !256
  %43 = load i32, ptr %42, align 4, !dbg !256, !tbaa !157
  %44 = add nsw i32 %38, 1, !dbg !257
    #dbg_value(i32 %44, !231, !DIExpression(), !250)
  %45 = sext i32 %38 to i64, !dbg !258
  %46 = getelementptr inbounds i32, ptr %25, i64 %45, !dbg !258
  store i32 %43, ptr %46, align 4, !dbg !259, !tbaa !157
  br label %47, !dbg !258

47:                                               ; preds = %41, %37
  %48 = phi i32 [ %44, %41 ], [ %38, %37 ], !dbg !250
    #dbg_value(i32 %48, !231, !DIExpression(), !250)
  %49 = add nuw nsw i64 %27, 2, !dbg !260
    #dbg_value(i64 %49, !234, !DIExpression(), !249)
  %50 = add i64 %29, 2, !dbg !251
  %51 = icmp eq i64 %50, %12, !dbg !251
  br i1 %51, label %52, label %26, !dbg !251, !llvm.loop !261

52:                                               ; preds = %47
    #dbg_value(i64 %49, !234, !DIExpression(), !249)
    #dbg_value(i32 %48, !231, !DIExpression(), !250)
  %53 = icmp eq i64 %49, %15
  %54 = select i1 %13, i1 true, i1 %53, !dbg !255
  br i1 %54, label %60, label %55, !dbg !255

55:                                               ; preds = %52
  %56 = getelementptr inbounds i32, ptr %22, i64 %49, !dbg !256
  %57 = load i32, ptr %56, align 4, !dbg !256, !tbaa !157
    #dbg_value(i32 %48, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !250)
  %58 = sext i32 %48 to i64, !dbg !258
  %59 = getelementptr inbounds i32, ptr %25, i64 %58, !dbg !258
  store i32 %57, ptr %59, align 4, !dbg !259, !tbaa !157
  br label %60, !dbg !258

60:                                               ; preds = %55, %52
  %61 = add nuw nsw i64 %20, 1, !dbg !263
    #dbg_value(i64 %61, !229, !DIExpression(), !247)
  %62 = icmp eq i64 %61, %3, !dbg !264
  br i1 %62, label %63, label %19, !dbg !248, !llvm.loop !265

63:                                               ; preds = %60
  %64 = and i64 %15, 1, !dbg !267
  %65 = icmp eq i64 %64, 0, !dbg !267
    #dbg_value(i32 poison, !236, !DIExpression(), !245)
  %66 = getelementptr inbounds i32, ptr %1, i64 %15, !dbg !268
  %67 = load i32, ptr %66, align 4, !dbg !268, !tbaa !157
  %68 = sub nsw i32 0, %67, !dbg !269
  %69 = select i1 %65, i32 %67, i32 %68, !dbg !269
  %70 = call fastcc i32 @det_rec(i32 noundef %8, ptr noundef nonnull %18), !dbg !270
  %71 = mul nsw i32 %69, %70, !dbg !271
  %72 = add nsw i32 %71, %16, !dbg !272
    #dbg_value(i32 %72, !217, !DIExpression(), !237)
  tail call void @llvm.stackrestore.p0(ptr %17), !dbg !273
  %73 = add nuw nsw i64 %15, 1, !dbg !274
    #dbg_value(i64 %73, !218, !DIExpression(), !241)
  %74 = icmp eq i64 %73, %3, !dbg !242
  br i1 %74, label %77, label %14, !dbg !243, !llvm.loop !275

75:                                               ; preds = %2
  %76 = load i32, ptr %1, align 4, !dbg !277, !tbaa !157
  br label %77, !dbg !278

77:                                               ; preds = %63, %5, %75
  %78 = phi i32 [ %76, %75 ], [ 0, %5 ], [ %72, %63 ], !dbg !237
  ret i32 %78, !dbg !279
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @sieve_count(i32 noundef %0) unnamed_addr #4 !dbg !280 {
    #dbg_value(i32 %0, !284, !DIExpression(), !301)
  %2 = add i32 %0, 1, !dbg !302
  %3 = zext i32 %2 to i64, !dbg !303
  %4 = alloca i8, i64 %3, align 16, !dbg !303
    #dbg_value(i64 %3, !285, !DIExpression(), !301)
    #dbg_declare(ptr %4, !286, !DIExpression(), !304)
    #dbg_value(i32 0, !290, !DIExpression(), !305)
  %5 = icmp slt i32 %0, 0, !dbg !306
  br i1 %5, label %101, label %6, !dbg !308

6:                                                ; preds = %1
  %7 = icmp ult i32 %2, 8, !dbg !308
  br i1 %7, label %26, label %8, !dbg !308

8:                                                ; preds = %6
  %9 = icmp ult i32 %2, 16, !dbg !308
  br i1 %9, label %28, label %10, !dbg !308

10:                                               ; preds = %8
  %11 = and i64 %3, 4294967280, !dbg !308
  br label %12, !dbg !308

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %18, %12 ], !dbg !309
  %14 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %10 ], [ %19, %12 ]
  %15 = icmp ugt <16 x i64> %14, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !310
  %16 = zext <16 x i1> %15 to <16 x i8>, !dbg !311
  %17 = getelementptr inbounds i8, ptr %4, i64 %13, !dbg !312
  store <16 x i8> %16, ptr %17, align 16, !dbg !313, !tbaa !314
  %18 = add nuw i64 %13, 16, !dbg !309
  %19 = add <16 x i64> %14, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %20 = icmp eq i64 %18, %11, !dbg !309
  br i1 %20, label %21, label %12, !dbg !309, !llvm.loop !315

21:                                               ; preds = %12
  %22 = icmp eq i64 %11, %3, !dbg !308
  br i1 %22, label %45, label %23, !dbg !308

23:                                               ; preds = %21
  %24 = and i64 %3, 8, !dbg !308
  %25 = icmp eq i64 %24, 0, !dbg !308
  br i1 %25, label %26, label %28, !dbg !308

26:                                               ; preds = %43, %6, %23
  %27 = phi i64 [ 0, %6 ], [ %11, %23 ], [ %30, %43 ]
  br label %47, !dbg !308

28:                                               ; preds = %8, %23
  %29 = phi i64 [ %11, %23 ], [ 0, %8 ]
  %30 = and i64 %3, 4294967288, !dbg !308
  %31 = insertelement <8 x i64> poison, i64 %29, i64 0, !dbg !308
  %32 = shufflevector <8 x i64> %31, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !308
  %33 = or disjoint <8 x i64> %32, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, !dbg !308
  br label %34, !dbg !308

34:                                               ; preds = %34, %28
  %35 = phi i64 [ %29, %28 ], [ %40, %34 ], !dbg !309
  %36 = phi <8 x i64> [ %33, %28 ], [ %41, %34 ]
  %37 = icmp ugt <8 x i64> %36, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !310
  %38 = zext <8 x i1> %37 to <8 x i8>, !dbg !311
  %39 = getelementptr inbounds i8, ptr %4, i64 %35, !dbg !312
  store <8 x i8> %38, ptr %39, align 8, !dbg !313, !tbaa !314
  %40 = add nuw i64 %35, 8, !dbg !309
  %41 = add <8 x i64> %36, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %42 = icmp eq i64 %40, %30, !dbg !309
  br i1 %42, label %43, label %34, !dbg !309, !llvm.loop !319

43:                                               ; preds = %34
  %44 = icmp eq i64 %30, %3, !dbg !308
  br i1 %44, label %45, label %26, !dbg !308

45:                                               ; preds = %47, %43, %21
    #dbg_value(i32 2, !292, !DIExpression(), !320)
  %46 = icmp slt i32 %0, 4, !dbg !321
  br i1 %46, label %54, label %80, !dbg !322

47:                                               ; preds = %26, %47
  %48 = phi i64 [ %52, %47 ], [ %27, %26 ]
    #dbg_value(i64 %48, !290, !DIExpression(), !305)
  %49 = icmp ugt i64 %48, 1, !dbg !310
  %50 = zext i1 %49 to i8, !dbg !311
  %51 = getelementptr inbounds i8, ptr %4, i64 %48, !dbg !312
  store i8 %50, ptr %51, align 1, !dbg !313, !tbaa !314
  %52 = add nuw nsw i64 %48, 1, !dbg !309
    #dbg_value(i64 %52, !290, !DIExpression(), !305)
  %53 = icmp eq i64 %52, %3, !dbg !306
  br i1 %53, label %45, label %47, !dbg !308, !llvm.loop !323

54:                                               ; preds = %96, %45
    #dbg_value(i32 0, !299, !DIExpression(), !324)
    #dbg_value(i32 0, !298, !DIExpression(), !301)
  br i1 %5, label %101, label %55, !dbg !325

55:                                               ; preds = %54
  %56 = icmp ult i32 %2, 8, !dbg !325
  br i1 %56, label %57, label %60, !dbg !325

57:                                               ; preds = %76, %55
  %58 = phi i64 [ 0, %55 ], [ %61, %76 ]
  %59 = phi i32 [ 0, %55 ], [ %78, %76 ]
  br label %103, !dbg !325

60:                                               ; preds = %55
  %61 = and i64 %3, 4294967288, !dbg !325
  br label %62, !dbg !325

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %74, %62 ], !dbg !326
  %64 = phi <4 x i32> [ zeroinitializer, %60 ], [ %72, %62 ]
  %65 = phi <4 x i32> [ zeroinitializer, %60 ], [ %73, %62 ]
  %66 = getelementptr inbounds i8, ptr %4, i64 %63, !dbg !328
  %67 = getelementptr inbounds i8, ptr %66, i64 4, !dbg !328
  %68 = load <4 x i8>, ptr %66, align 8, !dbg !328, !tbaa !314
  %69 = load <4 x i8>, ptr %67, align 4, !dbg !328, !tbaa !314
  %70 = sext <4 x i8> %68 to <4 x i32>, !dbg !329
  %71 = sext <4 x i8> %69 to <4 x i32>, !dbg !329
  %72 = add <4 x i32> %64, %70, !dbg !330
  %73 = add <4 x i32> %65, %71, !dbg !330
  %74 = add nuw i64 %63, 8, !dbg !326
  %75 = icmp eq i64 %74, %61, !dbg !326
  br i1 %75, label %76, label %62, !dbg !326, !llvm.loop !331

76:                                               ; preds = %62
  %77 = add <4 x i32> %73, %72, !dbg !325
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77), !dbg !325
  %79 = icmp eq i64 %61, %3, !dbg !325
  br i1 %79, label %101, label %57, !dbg !325

80:                                               ; preds = %45, %96
  %81 = phi i64 [ %97, %96 ], [ 2, %45 ]
  %82 = phi i32 [ %99, %96 ], [ 4, %45 ]
    #dbg_value(i64 %81, !292, !DIExpression(), !320)
  %83 = getelementptr inbounds i8, ptr %4, i64 %81, !dbg !333
  %84 = load i8, ptr %83, align 1, !dbg !333, !tbaa !314
  %85 = icmp eq i8 %84, 0, !dbg !333
    #dbg_value(i32 %82, !294, !DIExpression(), !334)
  %86 = icmp sgt i32 %82, %0
  %87 = or i1 %85, %86, !dbg !335
  br i1 %87, label %96, label %88, !dbg !335

88:                                               ; preds = %80
  %89 = zext nneg i32 %82 to i64, !dbg !336
  br label %90, !dbg !336

90:                                               ; preds = %88, %90
  %91 = phi i64 [ %89, %88 ], [ %93, %90 ]
    #dbg_value(i64 %91, !294, !DIExpression(), !334)
  %92 = getelementptr inbounds i8, ptr %4, i64 %91, !dbg !337
  store i8 0, ptr %92, align 1, !dbg !339, !tbaa !314
  %93 = add nuw nsw i64 %91, %81, !dbg !340
    #dbg_value(i64 %93, !294, !DIExpression(), !334)
  %94 = trunc nuw i64 %93 to i32, !dbg !341
  %95 = icmp sgt i32 %94, %0, !dbg !341
  br i1 %95, label %96, label %90, !dbg !336, !llvm.loop !342

96:                                               ; preds = %90, %80
  %97 = add nuw nsw i64 %81, 1, !dbg !344
    #dbg_value(i64 %97, !292, !DIExpression(), !320)
  %98 = mul nuw nsw i64 %97, %97, !dbg !345
  %99 = trunc nuw i64 %98 to i32, !dbg !321
  %100 = icmp sgt i32 %99, %0, !dbg !321
  br i1 %100, label %54, label %80, !dbg !322, !llvm.loop !346

101:                                              ; preds = %103, %76, %1, %54
  %102 = phi i32 [ 0, %54 ], [ 0, %1 ], [ %78, %76 ], [ %109, %103 ], !dbg !301
  ret i32 %102, !dbg !348

103:                                              ; preds = %57, %103
  %104 = phi i64 [ %110, %103 ], [ %58, %57 ]
  %105 = phi i32 [ %109, %103 ], [ %59, %57 ]
    #dbg_value(i64 %104, !299, !DIExpression(), !324)
    #dbg_value(i32 %105, !298, !DIExpression(), !301)
  %106 = getelementptr inbounds i8, ptr %4, i64 %104, !dbg !328
  %107 = load i8, ptr %106, align 1, !dbg !328, !tbaa !314
  %108 = sext i8 %107 to i32, !dbg !329
  %109 = add i32 %105, %108, !dbg !330
    #dbg_value(i32 %109, !298, !DIExpression(), !301)
  %110 = add nuw nsw i64 %104, 1, !dbg !326
    #dbg_value(i64 %110, !299, !DIExpression(), !324)
  %111 = icmp eq i64 %110, %3, !dbg !349
  br i1 %111, label %101, label %103, !dbg !325, !llvm.loop !350
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !40, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !46, !49, !50, !52, !53, !58, !60, !63, !64, !69, !71, !74, !76, !78, !81, !86, !88, !89, !91, !92, !93, !94, !95, !100, !105, !107}
!44 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 52, type: !42)
!45 = distinct !DILexicalBlock(scope: !39, file: !2, line: 52, column: 5)
!46 = !DILocalVariable(name: "rows", scope: !47, file: !2, line: 53, type: !42)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 52, column: 34)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 52, column: 5)
!49 = !DILocalVariable(name: "cols", scope: !47, file: !2, line: 53, type: !42)
!50 = !DILocalVariable(name: "__vla_expr0", scope: !47, type: !51, flags: DIFlagArtificial)
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocalVariable(name: "__vla_expr1", scope: !47, type: !51, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "m", scope: !47, file: !2, line: 54, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !55)
!55 = !{!56, !57}
!56 = !DISubrange(count: !50)
!57 = !DISubrange(count: !52)
!58 = !DILocalVariable(name: "n", scope: !59, file: !2, line: 59, type: !42)
!59 = distinct !DILexicalBlock(scope: !39, file: !2, line: 59, column: 5)
!60 = !DILocalVariable(name: "__vla_expr2", scope: !61, type: !51, flags: DIFlagArtificial)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 59, column: 34)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 59, column: 5)
!63 = !DILocalVariable(name: "__vla_expr3", scope: !61, type: !51, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "m", scope: !61, file: !2, line: 60, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !66)
!66 = !{!67, !68}
!67 = !DISubrange(count: !60)
!68 = !DISubrange(count: !63)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 61, type: !42)
!70 = distinct !DILexicalBlock(scope: !61, file: !2, line: 61, column: 9)
!71 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 62, type: !42)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 62, column: 13)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 61, column: 9)
!74 = !DILocalVariable(name: "n", scope: !75, file: !2, line: 66, type: !42)
!75 = distinct !DILexicalBlock(scope: !39, file: !2, line: 66, column: 5)
!76 = !DILocalVariable(name: "len", scope: !77, file: !2, line: 69, type: !42)
!77 = distinct !DILexicalBlock(scope: !39, file: !2, line: 69, column: 5)
!78 = !DILocalVariable(name: "__vla_expr4", scope: !79, type: !51, flags: DIFlagArtificial)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 69, column: 44)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 69, column: 5)
!81 = !DILocalVariable(name: "buf", scope: !79, file: !2, line: 70, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, elements: !84)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!85}
!85 = !DISubrange(count: !78)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 71, type: !42)
!87 = distinct !DILexicalBlock(scope: !79, file: !2, line: 71, column: 9)
!88 = !DILocalVariable(name: "mean", scope: !79, file: !2, line: 73, type: !83)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 74, type: !42)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 74, column: 9)
!91 = !DILocalVariable(name: "r", scope: !39, file: !2, line: 80, type: !42)
!92 = !DILocalVariable(name: "c", scope: !39, file: !2, line: 80, type: !42)
!93 = !DILocalVariable(name: "__vla_expr5", scope: !39, type: !51, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "__vla_expr6", scope: !39, type: !51, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "grid", scope: !39, file: !2, line: 81, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !97)
!97 = !{!98, !99}
!98 = !DISubrange(count: !93)
!99 = !DISubrange(count: !94)
!100 = !DILocalVariable(name: "row", scope: !39, file: !2, line: 82, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: -1)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 83, type: !42)
!106 = distinct !DILexicalBlock(scope: !39, file: !2, line: 83, column: 5)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 84, type: !42)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 84, column: 9)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 83, column: 5)
!110 = !DILocation(line: 0, scope: !45)
!111 = !DILocation(line: 0, scope: !47)
!112 = !DILocation(line: 54, column: 9, scope: !47)
!113 = !DILocalVariable(name: "rows", arg: 1, scope: !114, file: !2, line: 13, type: !42)
!114 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !115, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !42, !42, !101, !42}
!117 = !{!113, !118, !119, !120, !121, !123}
!118 = !DILocalVariable(name: "cols", arg: 2, scope: !114, file: !2, line: 13, type: !42)
!119 = !DILocalVariable(name: "m", arg: 3, scope: !114, file: !2, line: 13, type: !101)
!120 = !DILocalVariable(name: "seed", arg: 4, scope: !114, file: !2, line: 13, type: !42)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 14, type: !42)
!122 = distinct !DILexicalBlock(scope: !114, file: !2, line: 14, column: 5)
!123 = !DILocalVariable(name: "j", scope: !124, file: !2, line: 15, type: !42)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 15, column: 9)
!125 = distinct !DILexicalBlock(scope: !122, file: !2, line: 14, column: 5)
!126 = !DILocation(line: 0, scope: !114, inlinedAt: !127)
!127 = distinct !DILocation(line: 55, column: 9, scope: !47)
!128 = !DILocation(line: 0, scope: !124, inlinedAt: !127)
!129 = !DILocation(line: 0, scope: !122, inlinedAt: !127)
!130 = !DILocalVariable(name: "rows", arg: 1, scope: !131, file: !2, line: 5, type: !42)
!131 = distinct !DISubprogram(name: "sum2d", scope: !2, file: !2, line: 5, type: !132, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !135)
!132 = !DISubroutineType(types: !133)
!133 = !{!134, !42, !42, !101}
!134 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!135 = !{!130, !136, !137, !138, !139, !141}
!136 = !DILocalVariable(name: "cols", arg: 2, scope: !131, file: !2, line: 5, type: !42)
!137 = !DILocalVariable(name: "m", arg: 3, scope: !131, file: !2, line: 5, type: !101)
!138 = !DILocalVariable(name: "s", scope: !131, file: !2, line: 6, type: !134)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 7, type: !42)
!140 = distinct !DILexicalBlock(scope: !131, file: !2, line: 7, column: 5)
!141 = !DILocalVariable(name: "j", scope: !142, file: !2, line: 8, type: !42)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 8, column: 9)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 7, column: 5)
!144 = !DILocation(line: 0, scope: !131, inlinedAt: !145)
!145 = distinct !DILocation(line: 56, column: 68, scope: !47)
!146 = !DILocation(line: 0, scope: !142, inlinedAt: !145)
!147 = !DILocation(line: 0, scope: !140, inlinedAt: !145)
!148 = !DILocation(line: 56, column: 9, scope: !47)
!149 = !DILocation(line: 58, column: 5, scope: !48)
!150 = !DILocation(line: 0, scope: !59)
!151 = !DILocation(line: 60, column: 9, scope: !61)
!152 = !DILocation(line: 0, scope: !61)
!153 = !DILocation(line: 0, scope: !70)
!154 = !DILocation(line: 0, scope: !72)
!155 = !DILocation(line: 63, column: 25, scope: !156)
!156 = distinct !DILexicalBlock(scope: !72, file: !2, line: 62, column: 13)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = !DILocation(line: 64, column: 35, scope: !61)
!162 = !DILocation(line: 64, column: 9, scope: !61)
!163 = !DILocation(line: 65, column: 5, scope: !62)
!164 = !DILocation(line: 60, column: 13, scope: !61)
!165 = !DILocation(line: 63, column: 17, scope: !156)
!166 = !DILocation(line: 66, column: 5, scope: !75)
!167 = !DILocation(line: 0, scope: !75)
!168 = !DILocation(line: 67, column: 39, scope: !169)
!169 = distinct !DILexicalBlock(scope: !75, file: !2, line: 66, column: 5)
!170 = !DILocation(line: 67, column: 9, scope: !169)
!171 = !DILocation(line: 66, column: 35, scope: !169)
!172 = !DILocation(line: 66, column: 24, scope: !169)
!173 = distinct !{!173, !166, !174, !175}
!174 = !DILocation(line: 67, column: 53, scope: !75)
!175 = !{!"llvm.loop.mustprogress"}
!176 = !DILocation(line: 0, scope: !77)
!177 = !DILocation(line: 70, column: 9, scope: !79)
!178 = !DILocation(line: 0, scope: !79)
!179 = !DILocation(line: 0, scope: !87)
!180 = !DILocation(line: 0, scope: !90)
!181 = !DILocation(line: 77, column: 9, scope: !79)
!182 = !DILocation(line: 78, column: 5, scope: !80)
!183 = !DILocation(line: 70, column: 16, scope: !79)
!184 = !DILocation(line: 71, column: 9, scope: !87)
!185 = !DILocation(line: 72, column: 29, scope: !186)
!186 = distinct !DILexicalBlock(scope: !87, file: !2, line: 71, column: 9)
!187 = !DILocation(line: 72, column: 22, scope: !186)
!188 = !DILocation(line: 72, column: 36, scope: !186)
!189 = !DILocation(line: 72, column: 13, scope: !186)
!190 = !DILocation(line: 72, column: 20, scope: !186)
!191 = !{!192, !192, i64 0}
!192 = !{!"double", !159, i64 0}
!193 = !DILocation(line: 71, column: 27, scope: !186)
!194 = distinct !{!194, !184, !195, !175}
!195 = !DILocation(line: 72, column: 38, scope: !87)
!196 = !DILocation(line: 71, column: 35, scope: !186)
!197 = !DILocation(line: 75, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !90, file: !2, line: 74, column: 9)
!199 = !DILocation(line: 75, column: 18, scope: !198)
!200 = !DILocation(line: 76, column: 14, scope: !79)
!201 = !DILocation(line: 0, scope: !39)
!202 = !DILocation(line: 87, column: 5, scope: !39)
!203 = !DILocation(line: 89, column: 1, scope: !39)
!204 = !DISubprogram(name: "printf", scope: !205, file: !205, line: 356, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!206 = !DISubroutineType(types: !207)
!207 = !{!42, !208, null}
!208 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!211 = distinct !DISubprogram(name: "det_rec", scope: !2, file: !2, line: 19, type: !212, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!42, !42, !101}
!214 = !{!215, !216, !217, !218, !220, !223, !224, !229, !231, !234, !236}
!215 = !DILocalVariable(name: "n", arg: 1, scope: !211, file: !2, line: 19, type: !42)
!216 = !DILocalVariable(name: "m", arg: 2, scope: !211, file: !2, line: 19, type: !101)
!217 = !DILocalVariable(name: "det", scope: !211, file: !2, line: 22, type: !42)
!218 = !DILocalVariable(name: "c", scope: !219, file: !2, line: 23, type: !42)
!219 = distinct !DILexicalBlock(scope: !211, file: !2, line: 23, column: 5)
!220 = !DILocalVariable(name: "__vla_expr0", scope: !221, type: !51, flags: DIFlagArtificial)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 23, column: 33)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 23, column: 5)
!223 = !DILocalVariable(name: "__vla_expr1", scope: !221, type: !51, flags: DIFlagArtificial)
!224 = !DILocalVariable(name: "sub", scope: !221, file: !2, line: 24, type: !225)
!225 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !226)
!226 = !{!227, !228}
!227 = !DISubrange(count: !220)
!228 = !DISubrange(count: !223)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 25, type: !42)
!230 = distinct !DILexicalBlock(scope: !221, file: !2, line: 25, column: 9)
!231 = !DILocalVariable(name: "cc", scope: !232, file: !2, line: 26, type: !42)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 25, column: 37)
!233 = distinct !DILexicalBlock(scope: !230, file: !2, line: 25, column: 9)
!234 = !DILocalVariable(name: "j", scope: !235, file: !2, line: 27, type: !42)
!235 = distinct !DILexicalBlock(scope: !232, file: !2, line: 27, column: 13)
!236 = !DILocalVariable(name: "sign", scope: !221, file: !2, line: 31, type: !42)
!237 = !DILocation(line: 0, scope: !211)
!238 = !DILocation(line: 20, column: 11, scope: !239)
!239 = distinct !DILexicalBlock(scope: !211, file: !2, line: 20, column: 9)
!240 = !DILocation(line: 20, column: 9, scope: !211)
!241 = !DILocation(line: 0, scope: !219)
!242 = !DILocation(line: 23, column: 23, scope: !222)
!243 = !DILocation(line: 23, column: 5, scope: !219)
!244 = !DILocation(line: 24, column: 9, scope: !221)
!245 = !DILocation(line: 0, scope: !221)
!246 = !DILocation(line: 24, column: 13, scope: !221)
!247 = !DILocation(line: 0, scope: !230)
!248 = !DILocation(line: 25, column: 9, scope: !230)
!249 = !DILocation(line: 0, scope: !235)
!250 = !DILocation(line: 0, scope: !232)
!251 = !DILocation(line: 27, column: 13, scope: !235)
!252 = !DILocation(line: 28, column: 23, scope: !253)
!253 = distinct !DILexicalBlock(scope: !254, file: !2, line: 28, column: 21)
!254 = distinct !DILexicalBlock(scope: !235, file: !2, line: 27, column: 13)
!255 = !DILocation(line: 28, column: 21, scope: !254)
!256 = !DILocation(line: 29, column: 40, scope: !253)
!257 = !DILocation(line: 29, column: 34, scope: !253)
!258 = !DILocation(line: 29, column: 21, scope: !253)
!259 = !DILocation(line: 29, column: 38, scope: !253)
!260 = !DILocation(line: 27, column: 37, scope: !254)
!261 = distinct !{!261, !251, !262, !175}
!262 = !DILocation(line: 29, column: 46, scope: !235)
!263 = !DILocation(line: 25, column: 33, scope: !233)
!264 = !DILocation(line: 25, column: 27, scope: !233)
!265 = distinct !{!265, !248, !266, !175}
!266 = !DILocation(line: 30, column: 9, scope: !230)
!267 = !DILocation(line: 31, column: 20, scope: !221)
!268 = !DILocation(line: 32, column: 23, scope: !221)
!269 = !DILocation(line: 32, column: 21, scope: !221)
!270 = !DILocation(line: 32, column: 33, scope: !221)
!271 = !DILocation(line: 32, column: 31, scope: !221)
!272 = !DILocation(line: 32, column: 13, scope: !221)
!273 = !DILocation(line: 33, column: 5, scope: !222)
!274 = !DILocation(line: 23, column: 29, scope: !222)
!275 = distinct !{!275, !243, !276, !175}
!276 = !DILocation(line: 33, column: 5, scope: !219)
!277 = !DILocation(line: 21, column: 16, scope: !239)
!278 = !DILocation(line: 21, column: 9, scope: !239)
!279 = !DILocation(line: 35, column: 1, scope: !211)
!280 = distinct !DISubprogram(name: "sieve_count", scope: !2, file: !2, line: 37, type: !281, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!29, !42}
!283 = !{!284, !285, !286, !290, !292, !294, !298, !299}
!284 = !DILocalVariable(name: "n", arg: 1, scope: !280, file: !2, line: 37, type: !42)
!285 = !DILocalVariable(name: "__vla_expr0", scope: !280, type: !51, flags: DIFlagArtificial)
!286 = !DILocalVariable(name: "is", scope: !280, file: !2, line: 38, type: !287)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: !285)
!290 = !DILocalVariable(name: "i", scope: !291, file: !2, line: 39, type: !42)
!291 = distinct !DILexicalBlock(scope: !280, file: !2, line: 39, column: 5)
!292 = !DILocalVariable(name: "i", scope: !293, file: !2, line: 41, type: !42)
!293 = distinct !DILexicalBlock(scope: !280, file: !2, line: 41, column: 5)
!294 = !DILocalVariable(name: "j", scope: !295, file: !2, line: 43, type: !42)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 43, column: 13)
!296 = distinct !DILexicalBlock(scope: !297, file: !2, line: 42, column: 13)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 41, column: 5)
!298 = !DILocalVariable(name: "c", scope: !280, file: !2, line: 45, type: !29)
!299 = !DILocalVariable(name: "i", scope: !300, file: !2, line: 46, type: !42)
!300 = distinct !DILexicalBlock(scope: !280, file: !2, line: 46, column: 5)
!301 = !DILocation(line: 0, scope: !280)
!302 = !DILocation(line: 38, column: 15, scope: !280)
!303 = !DILocation(line: 38, column: 5, scope: !280)
!304 = !DILocation(line: 38, column: 10, scope: !280)
!305 = !DILocation(line: 0, scope: !291)
!306 = !DILocation(line: 39, column: 23, scope: !307)
!307 = distinct !DILexicalBlock(scope: !291, file: !2, line: 39, column: 5)
!308 = !DILocation(line: 39, column: 5, scope: !291)
!309 = !DILocation(line: 39, column: 30, scope: !307)
!310 = !DILocation(line: 40, column: 19, scope: !307)
!311 = !DILocation(line: 40, column: 17, scope: !307)
!312 = !DILocation(line: 40, column: 9, scope: !307)
!313 = !DILocation(line: 40, column: 15, scope: !307)
!314 = !{!159, !159, i64 0}
!315 = distinct !{!315, !308, !316, !175, !317, !318}
!316 = !DILocation(line: 40, column: 22, scope: !291)
!317 = !{!"llvm.loop.isvectorized", i32 1}
!318 = !{!"llvm.loop.unroll.runtime.disable"}
!319 = distinct !{!319, !308, !316, !175, !317, !318}
!320 = !DILocation(line: 0, scope: !293)
!321 = !DILocation(line: 41, column: 27, scope: !297)
!322 = !DILocation(line: 41, column: 5, scope: !293)
!323 = distinct !{!323, !308, !316, !175, !318, !317}
!324 = !DILocation(line: 0, scope: !300)
!325 = !DILocation(line: 46, column: 5, scope: !300)
!326 = !DILocation(line: 46, column: 30, scope: !327)
!327 = distinct !DILexicalBlock(scope: !300, file: !2, line: 46, column: 5)
!328 = !DILocation(line: 47, column: 24, scope: !327)
!329 = !DILocation(line: 47, column: 14, scope: !327)
!330 = !DILocation(line: 47, column: 11, scope: !327)
!331 = distinct !{!331, !325, !332, !175, !317, !318}
!332 = !DILocation(line: 47, column: 28, scope: !300)
!333 = !DILocation(line: 42, column: 13, scope: !296)
!334 = !DILocation(line: 0, scope: !295)
!335 = !DILocation(line: 42, column: 13, scope: !297)
!336 = !DILocation(line: 43, column: 13, scope: !295)
!337 = !DILocation(line: 44, column: 17, scope: !338)
!338 = distinct !DILexicalBlock(scope: !295, file: !2, line: 43, column: 13)
!339 = !DILocation(line: 44, column: 23, scope: !338)
!340 = !DILocation(line: 43, column: 43, scope: !338)
!341 = !DILocation(line: 43, column: 35, scope: !338)
!342 = distinct !{!342, !336, !343, !175}
!343 = !DILocation(line: 44, column: 25, scope: !295)
!344 = !DILocation(line: 41, column: 34, scope: !297)
!345 = !DILocation(line: 41, column: 23, scope: !297)
!346 = distinct !{!346, !322, !347, !175}
!347 = !DILocation(line: 44, column: 25, scope: !293)
!348 = !DILocation(line: 49, column: 1, scope: !280)
!349 = !DILocation(line: 46, column: 23, scope: !327)
!350 = distinct !{!350, !325, !332, !175, !318, !317}
