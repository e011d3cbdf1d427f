; ModuleID = 'unsigned_wrap.c'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"step %d: %u %u %u %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"sub %d: %u %u %u %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"mul %d: %u %u %u %llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"neg: %u %llu %u\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [30 x i8] c"x-y=%u (x-y>x)=%d (x-y<y)=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [14 x i8] c"model checker\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [20 x i8] c"The quick brown fox\00", align 1, !dbg !49
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [20 x i8] c"fnv32(\22%s\22) = %08x\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [8 x i8] c"  fnv64\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [9 x i8] c"splitmix\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [21 x i8] c"%u / %u = %u rem %u\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [29 x i8] c"%llu / %llu = %llu rem %llu\0A\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [22 x i8] c"%s = %08x%08x (%llu)\0A\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !108 {
    #dbg_value(i8 -6, !112, !DIExpression(), !154)
    #dbg_value(i16 -6, !113, !DIExpression(), !154)
    #dbg_value(i32 -6, !114, !DIExpression(), !154)
    #dbg_value(i64 -6, !117, !DIExpression(), !154)
    #dbg_value(i32 0, !121, !DIExpression(), !155)
    #dbg_value(i16 -6, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i16 -6, !113, !DIExpression(), !154)
    #dbg_value(i32 -6, !114, !DIExpression(), !154)
    #dbg_value(i64 -6, !117, !DIExpression(), !154)
    #dbg_value(i32 0, !121, !DIExpression(), !155)
    #dbg_value(i8 -3, !112, !DIExpression(), !154)
    #dbg_value(i16 -3, !113, !DIExpression(), !154)
    #dbg_value(i32 -3, !114, !DIExpression(), !154)
    #dbg_value(i64 -3, !117, !DIExpression(), !154)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 253, i32 noundef 65533, i32 noundef -3, i64 noundef -3), !dbg !156
    #dbg_value(i32 1, !121, !DIExpression(), !155)
    #dbg_value(i16 -3, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 0, !112, !DIExpression(), !154)
    #dbg_value(i16 0, !113, !DIExpression(), !154)
    #dbg_value(i32 0, !114, !DIExpression(), !154)
    #dbg_value(i64 0, !117, !DIExpression(), !154)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef 0), !dbg !156
    #dbg_value(i32 2, !121, !DIExpression(), !155)
    #dbg_value(i16 0, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 3, !112, !DIExpression(), !154)
    #dbg_value(i16 3, !113, !DIExpression(), !154)
    #dbg_value(i32 3, !114, !DIExpression(), !154)
    #dbg_value(i64 3, !117, !DIExpression(), !154)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 3, i32 noundef 3, i32 noundef 3, i64 noundef 3), !dbg !156
    #dbg_value(i32 3, !121, !DIExpression(), !155)
    #dbg_value(i16 3, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 6, !112, !DIExpression(), !154)
    #dbg_value(i16 6, !113, !DIExpression(), !154)
    #dbg_value(i32 6, !114, !DIExpression(), !154)
    #dbg_value(i64 6, !117, !DIExpression(), !154)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef 6, i32 noundef 6, i32 noundef 6, i64 noundef 6), !dbg !156
    #dbg_value(i32 4, !121, !DIExpression(), !155)
    #dbg_value(i16 6, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 9, !112, !DIExpression(), !154)
    #dbg_value(i16 9, !113, !DIExpression(), !154)
    #dbg_value(i32 9, !114, !DIExpression(), !154)
    #dbg_value(i64 9, !117, !DIExpression(), !154)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 9, i32 noundef 9, i32 noundef 9, i64 noundef 9), !dbg !156
    #dbg_value(i32 5, !121, !DIExpression(), !155)
    #dbg_value(i16 9, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 12, !112, !DIExpression(), !154)
    #dbg_value(i16 12, !113, !DIExpression(), !154)
    #dbg_value(i32 12, !114, !DIExpression(), !154)
    #dbg_value(i64 12, !117, !DIExpression(), !154)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef 12, i32 noundef 12, i32 noundef 12, i64 noundef 12), !dbg !156
    #dbg_value(i32 6, !121, !DIExpression(), !155)
    #dbg_value(i16 12, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 15, !112, !DIExpression(), !154)
    #dbg_value(i16 15, !113, !DIExpression(), !154)
    #dbg_value(i32 15, !114, !DIExpression(), !154)
    #dbg_value(i64 15, !117, !DIExpression(), !154)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef 15, i32 noundef 15, i32 noundef 15, i64 noundef 15), !dbg !156
    #dbg_value(i32 7, !121, !DIExpression(), !155)
    #dbg_value(i16 15, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 18, !112, !DIExpression(), !154)
    #dbg_value(i16 18, !113, !DIExpression(), !154)
    #dbg_value(i32 18, !114, !DIExpression(), !154)
    #dbg_value(i64 18, !117, !DIExpression(), !154)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef 18, i32 noundef 18, i32 noundef 18, i64 noundef 18), !dbg !156
    #dbg_value(i32 8, !121, !DIExpression(), !155)
    #dbg_value(i16 18, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 21, !112, !DIExpression(), !154)
    #dbg_value(i16 21, !113, !DIExpression(), !154)
    #dbg_value(i32 21, !114, !DIExpression(), !154)
    #dbg_value(i64 21, !117, !DIExpression(), !154)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef 21, i32 noundef 21, i32 noundef 21, i64 noundef 21), !dbg !156
    #dbg_value(i32 9, !121, !DIExpression(), !155)
    #dbg_value(i16 21, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i8 24, !112, !DIExpression(), !154)
    #dbg_value(i16 24, !113, !DIExpression(), !154)
    #dbg_value(i32 24, !114, !DIExpression(), !154)
    #dbg_value(i64 24, !117, !DIExpression(), !154)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef 24, i32 noundef 24, i32 noundef 24, i64 noundef 24), !dbg !156
    #dbg_value(i32 10, !121, !DIExpression(), !155)
    #dbg_value(i8 24, !112, !DIExpression(), !154)
    #dbg_value(i16 24, !113, !DIExpression(), !154)
    #dbg_value(i32 24, !114, !DIExpression(), !154)
    #dbg_value(i64 24, !117, !DIExpression(), !154)
    #dbg_value(i32 0, !123, !DIExpression(), !159)
    #dbg_value(i8 -76, !112, !DIExpression(), !154)
    #dbg_value(i16 -29976, !113, !DIExpression(), !154)
    #dbg_value(i32 -1999999976, !114, !DIExpression(), !154)
    #dbg_value(i64 -8999999999999999976, !117, !DIExpression(), !154)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 180, i32 noundef 35560, i32 noundef -1999999976, i64 noundef -8999999999999999976), !dbg !160
    #dbg_value(i32 1, !123, !DIExpression(), !159)
    #dbg_value(i8 80, !112, !DIExpression(), !154)
    #dbg_value(i16 5560, !113, !DIExpression(), !154)
    #dbg_value(i32 294967320, !114, !DIExpression(), !154)
    #dbg_value(i64 446744073709551640, !117, !DIExpression(), !154)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 80, i32 noundef 5560, i32 noundef 294967320, i64 noundef 446744073709551640), !dbg !160
    #dbg_value(i32 2, !123, !DIExpression(), !159)
    #dbg_value(i8 -20, !112, !DIExpression(), !154)
    #dbg_value(i16 -24440, !113, !DIExpression(), !154)
    #dbg_value(i32 -1705032680, !114, !DIExpression(), !154)
    #dbg_value(i64 -8553255926290448360, !117, !DIExpression(), !154)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 236, i32 noundef 41096, i32 noundef -1705032680, i64 noundef -8553255926290448360), !dbg !160
    #dbg_value(i32 3, !123, !DIExpression(), !159)
    #dbg_value(i8 -120, !112, !DIExpression(), !154)
    #dbg_value(i16 11096, !113, !DIExpression(), !154)
    #dbg_value(i32 589934616, !114, !DIExpression(), !154)
    #dbg_value(i64 893488147419103256, !117, !DIExpression(), !154)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 136, i32 noundef 11096, i32 noundef 589934616, i64 noundef 893488147419103256), !dbg !160
    #dbg_value(i32 4, !123, !DIExpression(), !159)
    #dbg_value(i8 36, !112, !DIExpression(), !154)
    #dbg_value(i16 -18904, !113, !DIExpression(), !154)
    #dbg_value(i32 -1410065384, !114, !DIExpression(), !154)
    #dbg_value(i64 -8106511852580896744, !117, !DIExpression(), !154)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef 36, i32 noundef 46632, i32 noundef -1410065384, i64 noundef -8106511852580896744), !dbg !160
    #dbg_value(i32 5, !123, !DIExpression(), !159)
    #dbg_value(i8 -64, !112, !DIExpression(), !154)
    #dbg_value(i16 16632, !113, !DIExpression(), !154)
    #dbg_value(i32 884901912, !114, !DIExpression(), !154)
    #dbg_value(i64 1340232221128654872, !117, !DIExpression(), !154)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef 192, i32 noundef 16632, i32 noundef 884901912, i64 noundef 1340232221128654872), !dbg !160
    #dbg_value(i32 6, !123, !DIExpression(), !159)
    #dbg_value(i32 0, !129, !DIExpression(), !163)
    #dbg_value(i64 1, !128, !DIExpression(), !154)
    #dbg_value(i32 1, !127, !DIExpression(), !154)
    #dbg_value(i32 7, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 13, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 1103515245, !127, !DIExpression(), !154)
    #dbg_value(i64 6364136223846793005, !128, !DIExpression(), !154)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 7, i32 noundef 13, i32 noundef 1103515245, i64 noundef 6364136223846793005), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 1, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 49, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 169, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -1029531031, !127, !DIExpression(), !154)
    #dbg_value(i64 7520897724310334953, !128, !DIExpression(), !154)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 49, i32 noundef 169, i32 noundef -1029531031, i64 noundef 7520897724310334953), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 2, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 343, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 2197, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -2139243339, !127, !DIExpression(), !154)
    #dbg_value(i64 793875393913628917, !128, !DIExpression(), !154)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 87, i32 noundef 2197, i32 noundef -2139243339, i64 noundef 793875393913628917), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 3, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 609, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 28561, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -301564143, !127, !DIExpression(), !154)
    #dbg_value(i64 -338549647893938671, !128, !DIExpression(), !154)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 97, i32 noundef 28561, i32 noundef -301564143, i64 noundef -338549647893938671), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 4, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 679, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 371293, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -341751747, !127, !DIExpression(), !154)
    #dbg_value(i64 7596774164172298237, !128, !DIExpression(), !154)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 167, i32 noundef 43613, i32 noundef -341751747, i64 noundef 7596774164172298237), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 5, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 1169, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 566969, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -740534279, !127, !DIExpression(), !154)
    #dbg_value(i64 -1113230577661674887, !128, !DIExpression(), !154)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 145, i32 noundef 42681, i32 noundef -740534279, i64 noundef -1113230577661674887), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 6, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 1015, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 554853, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -1691004155, !127, !DIExpression(), !154)
    #dbg_value(i64 8758975453663301189, !128, !DIExpression(), !154)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef 247, i32 noundef 30565, i32 noundef -1691004155, i64 noundef 8758975453663301189), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 7, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 1729, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 397345, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -807543007, !127, !DIExpression(), !154)
    #dbg_value(i64 -5359887879000474335, !128, !DIExpression(), !154)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef 193, i32 noundef 4129, i32 noundef -807543007, i64 noundef -5359887879000474335), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 8, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 1351, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 53677, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 268046093, !127, !DIExpression(), !154)
    #dbg_value(i64 6584243485182795213, !128, !DIExpression(), !154)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8, i32 noundef 71, i32 noundef 53677, i32 noundef 268046093, i64 noundef 6584243485182795213), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 9, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 497, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 697801, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -283353463, !127, !DIExpression(), !154)
    #dbg_value(i64 -4577330409399980023, !128, !DIExpression(), !154)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9, i32 noundef 241, i32 noundef 42441, i32 noundef -283353463, i64 noundef -4577330409399980023), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 10, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 1687, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 551733, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 1524104789, !127, !DIExpression(), !154)
    #dbg_value(i64 2074577609206900885, !128, !DIExpression(), !154)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef 151, i32 noundef 27445, i32 noundef 1524104789, i64 noundef 2074577609206900885), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 11, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 1057, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 356785, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i32 -936169423, !127, !DIExpression(), !154)
    #dbg_value(i64 3146358351720713521, !128, !DIExpression(), !154)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef 33, i32 noundef 29105, i32 noundef -936169423, i64 noundef 3146358351720713521), !dbg !164
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 12, !129, !DIExpression(), !163)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
    #dbg_value(i32 5, !131, !DIExpression(), !154)
    #dbg_value(i64 5, !132, !DIExpression(), !154)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -5, i64 noundef -5, i32 noundef -200), !dbg !167
    #dbg_value(i32 3, !133, !DIExpression(), !154)
    #dbg_value(i32 5, !134, !DIExpression(), !154)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2, i32 noundef 1, i32 noundef 0), !dbg !168
    #dbg_assign(i1 undef, !135, !DIExpression(), !169, ptr @__const.main.words, !DIExpression(), !154)
    #dbg_value(i32 0, !139, !DIExpression(), !170)
  br label %31, !dbg !171

31:                                               ; preds = %0, %62
  %32 = phi i64 [ 0, %0 ], [ %68, %62 ]
    #dbg_value(i64 %32, !139, !DIExpression(), !170)
  %33 = getelementptr inbounds [6 x ptr], ptr @__const.main.words, i64 0, i64 %32, !dbg !172
  %34 = load ptr, ptr %33, align 8, !dbg !172, !tbaa !175
    #dbg_value(ptr %34, !179, !DIExpression(), !185)
    #dbg_value(i32 -2128831035, !184, !DIExpression(), !185)
  %35 = load i8, ptr %34, align 1, !dbg !187, !tbaa !188
  %36 = icmp eq i8 %35, 0, !dbg !189
  br i1 %36, label %47, label %37, !dbg !189

37:                                               ; preds = %31, %37
  %38 = phi i8 [ %45, %37 ], [ %35, %31 ]
  %39 = phi i32 [ %44, %37 ], [ -2128831035, %31 ]
  %40 = phi ptr [ %41, %37 ], [ %34, %31 ]
    #dbg_value(i32 %39, !184, !DIExpression(), !185)
    #dbg_value(ptr %40, !179, !DIExpression(), !185)
  %41 = getelementptr inbounds i8, ptr %40, i64 1, !dbg !190
    #dbg_value(ptr %41, !179, !DIExpression(), !185)
  %42 = zext i8 %38 to i32, !dbg !192
  %43 = xor i32 %39, %42, !dbg !193
    #dbg_value(i32 %43, !184, !DIExpression(), !185)
  %44 = mul i32 %43, 16777619, !dbg !194
    #dbg_value(i32 %44, !184, !DIExpression(), !185)
  %45 = load i8, ptr %41, align 1, !dbg !187, !tbaa !188
  %46 = icmp eq i8 %45, 0, !dbg !189
  br i1 %46, label %47, label %37, !dbg !189, !llvm.loop !195

47:                                               ; preds = %37, %31
  %48 = phi i32 [ -2128831035, %31 ], [ %44, %37 ], !dbg !185
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %34, i32 noundef %48), !dbg !198
    #dbg_value(ptr %34, !199, !DIExpression(), !205)
    #dbg_value(i64 -3750763034362895579, !204, !DIExpression(), !205)
  %50 = load i8, ptr %34, align 1, !dbg !207, !tbaa !188
  %51 = icmp eq i8 %50, 0, !dbg !208
  br i1 %51, label %62, label %52, !dbg !208

52:                                               ; preds = %47, %52
  %53 = phi i8 [ %60, %52 ], [ %50, %47 ]
  %54 = phi i64 [ %59, %52 ], [ -3750763034362895579, %47 ]
  %55 = phi ptr [ %56, %52 ], [ %34, %47 ]
    #dbg_value(i64 %54, !204, !DIExpression(), !205)
    #dbg_value(ptr %55, !199, !DIExpression(), !205)
  %56 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !209
    #dbg_value(ptr %56, !199, !DIExpression(), !205)
  %57 = zext i8 %53 to i64, !dbg !211
  %58 = xor i64 %54, %57, !dbg !212
    #dbg_value(i64 %58, !204, !DIExpression(), !205)
  %59 = mul i64 %58, 1099511628211, !dbg !213
    #dbg_value(i64 %59, !204, !DIExpression(), !205)
  %60 = load i8, ptr %56, align 1, !dbg !207, !tbaa !188
  %61 = icmp eq i8 %60, 0, !dbg !208
  br i1 %61, label %62, label %52, !dbg !208, !llvm.loop !214

62:                                               ; preds = %52, %47
  %63 = phi i64 [ -3750763034362895579, %47 ], [ %59, %52 ], !dbg !205
    #dbg_value(ptr @.str.12, !216, !DIExpression(), !222)
    #dbg_value(i64 %63, !221, !DIExpression(), !222)
  %64 = lshr i64 %63, 32, !dbg !224
  %65 = trunc nuw i64 %64 to i32, !dbg !225
  %66 = trunc i64 %63 to i32, !dbg !226
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %65, i32 noundef %66, i64 noundef %63), !dbg !227
  %68 = add nuw nsw i64 %32, 1, !dbg !228
    #dbg_value(i64 %68, !139, !DIExpression(), !170)
  %69 = icmp eq i64 %68, 6, !dbg !229
  br i1 %69, label %70, label %31, !dbg !171, !llvm.loop !230

70:                                               ; preds = %62
    #dbg_value(i32 0, !143, !DIExpression(), !232)
    #dbg_value(i64 -7046029254386353089, !141, !DIExpression(), !154)
    #dbg_value(i64 -4767286540954276203, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 -4767286540954276203, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(ptr @.str.13, !216, !DIExpression(), !234)
    #dbg_value(i64 -4767286540954276203, !221, !DIExpression(), !234)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef -1109970394, i32 noundef 803958421, i64 noundef -4767286540954276203), !dbg !236
    #dbg_value(i32 1, !143, !DIExpression(), !232)
    #dbg_value(i64 4354685564936845396, !141, !DIExpression(), !154)
    #dbg_value(i64 2949826092126892291, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 2949826092126892291, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 2949826092126892291, !221, !DIExpression(), !234)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 686809907, i32 noundef -1301876477, i64 noundef 2949826092126892291), !dbg !236
    #dbg_value(i32 2, !143, !DIExpression(), !232)
    #dbg_value(i64 -2691343689449507735, !141, !DIExpression(), !154)
    #dbg_value(i64 5139283748462763858, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 5139283748462763858, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 5139283748462763858, !221, !DIExpression(), !234)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 1196582743, i32 noundef 319790930, i64 noundef 5139283748462763858), !dbg !236
    #dbg_value(i32 3, !143, !DIExpression(), !232)
    #dbg_value(i64 8709371129873690750, !141, !DIExpression(), !154)
    #dbg_value(i64 6349198060258255764, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 6349198060258255764, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 6349198060258255764, !221, !DIExpression(), !234)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 1478287871, i32 noundef 239788948, i64 noundef 6349198060258255764), !dbg !236
    #dbg_value(i32 4, !143, !DIExpression(), !232)
    #dbg_value(i64 1663341875487337619, !141, !DIExpression(), !154)
    #dbg_value(i64 701532786141963250, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 701532786141963250, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 701532786141963250, !221, !DIExpression(), !234)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 163338330, i32 noundef 608707570, i64 noundef 701532786141963250), !dbg !236
    #dbg_value(i32 5, !143, !DIExpression(), !232)
    #dbg_value(i64 -5382687378899015512, !141, !DIExpression(), !154)
    #dbg_value(i64 -2430762948046562554, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 -2430762948046562554, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 -2430762948046562554, !221, !DIExpression(), !234)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef -565956102, i32 noundef 1015077638, i64 noundef -2430762948046562554), !dbg !236
    #dbg_value(i32 6, !143, !DIExpression(), !232)
    #dbg_value(i64 6018027440424182973, !141, !DIExpression(), !154)
    #dbg_value(i64 4028864712777624925, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 4028864712777624925, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 4028864712777624925, !221, !DIExpression(), !234)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 938043164, i32 noundef 1161260381, i64 noundef 4028864712777624925), !dbg !236
    #dbg_value(i32 7, !143, !DIExpression(), !232)
    #dbg_value(i64 -1028001813962170158, !141, !DIExpression(), !154)
    #dbg_value(i64 -3677692746721775708, !145, !DIExpression(), !233)
    #dbg_value(!DIArgList(i64 -3677692746721775708, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(i64 -3677692746721775708, !221, !DIExpression(), !234)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef -856279570, i32 noundef -1633800284, i64 noundef -3677692746721775708), !dbg !236
    #dbg_value(i32 8, !143, !DIExpression(), !232)
    #dbg_value(ptr @.str.14, !216, !DIExpression(), !237)
    #dbg_value(i64 -6444249816902313635, !221, !DIExpression(), !237)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef -1500418833, i32 noundef 1135171933, i64 noundef -6444249816902313635), !dbg !239
    #dbg_value(i32 -19088744, !148, !DIExpression(), !154)
    #dbg_value(i32 1, !149, !DIExpression(), !240)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -19088744, i32 noundef 1, i32 noundef -19088744, i32 noundef 0), !dbg !241
    #dbg_value(i32 4, !149, !DIExpression(), !240)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -19088744, i32 noundef 4, i32 noundef 1068969638, i32 noundef 0), !dbg !241
    #dbg_value(i32 13, !149, !DIExpression(), !240)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -19088744, i32 noundef 13, i32 noundef 328913734, i32 noundef 10), !dbg !241
    #dbg_value(i32 40, !149, !DIExpression(), !240)
    #dbg_value(i64 1, !152, !DIExpression(), !243)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef 1, i64 noundef -81985529216486896, i64 noundef 0), !dbg !244
    #dbg_value(i64 10, !152, !DIExpression(), !243)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef 10, i64 noundef 1836475854449306472, i64 noundef 0), !dbg !244
    #dbg_value(i64 73, !152, !DIExpression(), !243)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef 73, i64 noundef 251572034856069379, i64 noundef 53), !dbg !244
    #dbg_value(i64 514, !152, !DIExpression(), !243)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef 514, i64 noundef 35729102226640203, i64 noundef 378), !dbg !244
    #dbg_value(i64 3601, !152, !DIExpression(), !243)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef 3601, i64 noundef 5099905177587632, i64 noundef 1888), !dbg !244
    #dbg_value(i64 25210, !152, !DIExpression(), !243)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef 25210, i64 noundef 728471183835504, i64 noundef 8880), !dbg !244
    #dbg_value(i64 176473, !152, !DIExpression(), !243)
  ret i32 29, !dbg !246
}

; Function Attrs: nofree nounwind
declare !dbg !247 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unsigned_wrap.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "8a327c9519c759bbc6d90ea286045a8c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 30)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 7)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 14)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 9)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 4)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 21)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 29)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 22)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !99, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !89, !94, !97, !93, !98}
!88 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !90, line: 24, baseType: !91)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !92, line: 38, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!93 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !90, line: 25, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !92, line: 40, baseType: !96)
!96 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !54, !56, !61, !66, !71, !76, !81}
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!98}
!111 = !{!112, !113, !114, !117, !121, !123, !125, !126, !127, !128, !129, !131, !132, !133, !134, !135, !139, !141, !142, !143, !145, !148, !149, !151, !152}
!112 = !DILocalVariable(name: "a8", scope: !108, file: !2, line: 36, type: !89)
!113 = !DILocalVariable(name: "a16", scope: !108, file: !2, line: 37, type: !94)
!114 = !DILocalVariable(name: "a32", scope: !108, file: !2, line: 38, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !90, line: 26, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !92, line: 42, baseType: !97)
!117 = !DILocalVariable(name: "a64", scope: !108, file: !2, line: 39, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !90, line: 27, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !92, line: 45, baseType: !120)
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 40, type: !98)
!122 = distinct !DILexicalBlock(scope: !108, file: !2, line: 40, column: 5)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 47, type: !98)
!124 = distinct !DILexicalBlock(scope: !108, file: !2, line: 47, column: 5)
!125 = !DILocalVariable(name: "m8", scope: !108, file: !2, line: 54, type: !89)
!126 = !DILocalVariable(name: "m16", scope: !108, file: !2, line: 55, type: !94)
!127 = !DILocalVariable(name: "m32", scope: !108, file: !2, line: 56, type: !115)
!128 = !DILocalVariable(name: "m64", scope: !108, file: !2, line: 57, type: !118)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 58, type: !98)
!130 = distinct !DILexicalBlock(scope: !108, file: !2, line: 58, column: 5)
!131 = !DILocalVariable(name: "u", scope: !108, file: !2, line: 66, type: !97)
!132 = !DILocalVariable(name: "ull", scope: !108, file: !2, line: 67, type: !88)
!133 = !DILocalVariable(name: "x", scope: !108, file: !2, line: 70, type: !97)
!134 = !DILocalVariable(name: "y", scope: !108, file: !2, line: 70, type: !97)
!135 = !DILocalVariable(name: "words", scope: !108, file: !2, line: 72, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 384, elements: !37)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 73, type: !98)
!140 = distinct !DILexicalBlock(scope: !108, file: !2, line: 73, column: 5)
!141 = !DILocalVariable(name: "st", scope: !108, file: !2, line: 77, type: !118)
!142 = !DILocalVariable(name: "x64", scope: !108, file: !2, line: 78, type: !118)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 79, type: !98)
!144 = distinct !DILexicalBlock(scope: !108, file: !2, line: 79, column: 5)
!145 = !DILocalVariable(name: "r", scope: !146, file: !2, line: 80, type: !118)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 79, column: 33)
!147 = distinct !DILexicalBlock(scope: !144, file: !2, line: 79, column: 5)
!148 = !DILocalVariable(name: "big", scope: !108, file: !2, line: 86, type: !115)
!149 = !DILocalVariable(name: "d", scope: !150, file: !2, line: 87, type: !115)
!150 = distinct !DILexicalBlock(scope: !108, file: !2, line: 87, column: 5)
!151 = !DILocalVariable(name: "big64", scope: !108, file: !2, line: 89, type: !118)
!152 = !DILocalVariable(name: "d", scope: !153, file: !2, line: 90, type: !118)
!153 = distinct !DILexicalBlock(scope: !108, file: !2, line: 90, column: 5)
!154 = !DILocation(line: 0, scope: !108)
!155 = !DILocation(line: 0, scope: !122)
!156 = !DILocation(line: 45, column: 9, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 40, column: 34)
!158 = distinct !DILexicalBlock(scope: !122, file: !2, line: 40, column: 5)
!159 = !DILocation(line: 0, scope: !124)
!160 = !DILocation(line: 52, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 47, column: 33)
!162 = distinct !DILexicalBlock(scope: !124, file: !2, line: 47, column: 5)
!163 = !DILocation(line: 0, scope: !130)
!164 = !DILocation(line: 63, column: 9, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 58, column: 34)
!166 = distinct !DILexicalBlock(scope: !130, file: !2, line: 58, column: 5)
!167 = !DILocation(line: 68, column: 5, scope: !108)
!168 = !DILocation(line: 71, column: 5, scope: !108)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !140)
!171 = !DILocation(line: 73, column: 5, scope: !140)
!172 = !DILocation(line: 74, column: 42, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 73, column: 33)
!174 = distinct !DILexicalBlock(scope: !140, file: !2, line: 73, column: 5)
!175 = !{!176, !176, i64 0}
!176 = !{!"any pointer", !177, i64 0}
!177 = !{!"omnipotent char", !178, i64 0}
!178 = !{!"Simple C/C++ TBAA"}
!179 = !DILocalVariable(name: "s", arg: 1, scope: !180, file: !2, line: 5, type: !137)
!180 = distinct !DISubprogram(name: "fnv1a32", scope: !2, file: !2, line: 5, type: !181, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!115, !137}
!183 = !{!179, !184}
!184 = !DILocalVariable(name: "h", scope: !180, file: !2, line: 6, type: !115)
!185 = !DILocation(line: 0, scope: !180, inlinedAt: !186)
!186 = distinct !DILocation(line: 74, column: 52, scope: !173)
!187 = !DILocation(line: 7, column: 12, scope: !180, inlinedAt: !186)
!188 = !{!177, !177, i64 0}
!189 = !DILocation(line: 7, column: 5, scope: !180, inlinedAt: !186)
!190 = !DILocation(line: 8, column: 31, scope: !191, inlinedAt: !186)
!191 = distinct !DILexicalBlock(scope: !180, file: !2, line: 7, column: 16)
!192 = !DILocation(line: 8, column: 14, scope: !191, inlinedAt: !186)
!193 = !DILocation(line: 8, column: 11, scope: !191, inlinedAt: !186)
!194 = !DILocation(line: 9, column: 11, scope: !191, inlinedAt: !186)
!195 = distinct !{!195, !189, !196, !197}
!196 = !DILocation(line: 10, column: 5, scope: !180, inlinedAt: !186)
!197 = !{!"llvm.loop.mustprogress"}
!198 = !DILocation(line: 74, column: 9, scope: !173)
!199 = !DILocalVariable(name: "s", arg: 1, scope: !200, file: !2, line: 14, type: !137)
!200 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 14, type: !201, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!118, !137}
!203 = !{!199, !204}
!204 = !DILocalVariable(name: "h", scope: !200, file: !2, line: 15, type: !118)
!205 = !DILocation(line: 0, scope: !200, inlinedAt: !206)
!206 = distinct !DILocation(line: 75, column: 28, scope: !173)
!207 = !DILocation(line: 16, column: 12, scope: !200, inlinedAt: !206)
!208 = !DILocation(line: 16, column: 5, scope: !200, inlinedAt: !206)
!209 = !DILocation(line: 17, column: 31, scope: !210, inlinedAt: !206)
!210 = distinct !DILexicalBlock(scope: !200, file: !2, line: 16, column: 16)
!211 = !DILocation(line: 17, column: 14, scope: !210, inlinedAt: !206)
!212 = !DILocation(line: 17, column: 11, scope: !210, inlinedAt: !206)
!213 = !DILocation(line: 18, column: 11, scope: !210, inlinedAt: !206)
!214 = distinct !{!214, !208, !215, !197}
!215 = !DILocation(line: 19, column: 5, scope: !200, inlinedAt: !206)
!216 = !DILocalVariable(name: "label", arg: 1, scope: !217, file: !2, line: 30, type: !137)
!217 = distinct !DISubprogram(name: "print64", scope: !2, file: !2, line: 30, type: !218, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !137, !118}
!220 = !{!216, !221}
!221 = !DILocalVariable(name: "v", arg: 2, scope: !217, file: !2, line: 30, type: !118)
!222 = !DILocation(line: 0, scope: !217, inlinedAt: !223)
!223 = distinct !DILocation(line: 75, column: 9, scope: !173)
!224 = !DILocation(line: 31, column: 58, scope: !217, inlinedAt: !223)
!225 = !DILocation(line: 31, column: 45, scope: !217, inlinedAt: !223)
!226 = !DILocation(line: 31, column: 66, scope: !217, inlinedAt: !223)
!227 = !DILocation(line: 31, column: 5, scope: !217, inlinedAt: !223)
!228 = !DILocation(line: 73, column: 29, scope: !174)
!229 = !DILocation(line: 73, column: 23, scope: !174)
!230 = distinct !{!230, !171, !231, !197}
!231 = !DILocation(line: 76, column: 5, scope: !140)
!232 = !DILocation(line: 0, scope: !144)
!233 = !DILocation(line: 0, scope: !146)
!234 = !DILocation(line: 0, scope: !217, inlinedAt: !235)
!235 = distinct !DILocation(line: 82, column: 9, scope: !146)
!236 = !DILocation(line: 31, column: 5, scope: !217, inlinedAt: !235)
!237 = !DILocation(line: 0, scope: !217, inlinedAt: !238)
!238 = distinct !DILocation(line: 84, column: 5, scope: !108)
!239 = !DILocation(line: 31, column: 5, scope: !217, inlinedAt: !238)
!240 = !DILocation(line: 0, scope: !150)
!241 = !DILocation(line: 88, column: 9, scope: !242)
!242 = distinct !DILexicalBlock(scope: !150, file: !2, line: 87, column: 5)
!243 = !DILocation(line: 0, scope: !153)
!244 = !DILocation(line: 91, column: 9, scope: !245)
!245 = distinct !DILexicalBlock(scope: !153, file: !2, line: 90, column: 5)
!246 = !DILocation(line: 94, column: 5, scope: !108)
!247 = !DISubprogram(name: "printf", scope: !248, file: !248, line: 356, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!249 = !DISubroutineType(types: !250)
!250 = !{!98, !251, null}
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
