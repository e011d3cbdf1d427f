; ModuleID = 'struct_byval.c'
source_filename = "struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }

@.str = private unnamed_addr constant [37 x i8] c"c=(%d,%d) d=(%d,%d) a still (%d,%d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [35 x i8] c"rect %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"union %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"cross=(%g,%g,%g) dot=%g orth=%g,%g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"acc[%d]=(%g,%g,%g)\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [2 x i8] c"m\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [18 x i8] c"copy.i=%d m.i=%d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [10 x i8] c"(%d,%d)%s\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [33 x i8] c"lit (%d,%d)-(%d,%d) %c area %ld\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [11 x i8] c"q=(%d,%d)\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [40 x i8] c"%s: c=%d s=%d i=%d l=%ld f=%.4f d=%.6f\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
    #dbg_declare(ptr poison, !139, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !146)
    #dbg_declare(ptr undef, !150, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !155)
    #dbg_declare(ptr poison, !145, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !157)
  %1 = alloca [8 x %struct.point], align 16, !DIAssignID !158
    #dbg_assign(i1 undef, !123, !DIExpression(), !158, ptr %1, !DIExpression(), !159)
    #dbg_value(i32 3, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i32 4, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i64 34359738358, !82, !DIExpression(), !159)
    #dbg_value(i32 -7, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i32 11, !83, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -21, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i32 33, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 11, i32 noundef -21, i32 noundef 33, i32 noundef 3, i32 noundef 4), !dbg !160
    #dbg_value(<4 x i32> <i32 -5, i32 0, i32 -4, i32 10>, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !159)
    #dbg_value(i8 65, !85, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(<4 x i32> <i32 -3, i32 2, i32 -2, i32 9>, !85, !DIExpression(DW_OP_LLVM_fragment, 160, 128), !159)
    #dbg_value(i8 66, !85, !DIExpression(DW_OP_LLVM_fragment, 288, 8), !159)
    #dbg_value(<4 x i32> <i32 0, i32 4, i32 1, i32 6>, !85, !DIExpression(DW_OP_LLVM_fragment, 320, 128), !159)
    #dbg_value(i8 67, !85, !DIExpression(DW_OP_LLVM_fragment, 448, 8), !159)
    #dbg_value(<4 x i32> <i32 4, i32 1, i32 5, i32 6>, !85, !DIExpression(DW_OP_LLVM_fragment, 480, 128), !159)
    #dbg_value(i8 68, !85, !DIExpression(DW_OP_LLVM_fragment, 608, 8), !159)
    #dbg_value(<4 x i32> <i32 7, i32 -6, i32 12, i32 8>, !85, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !159)
    #dbg_value(i8 69, !85, !DIExpression(DW_OP_LLVM_fragment, 768, 8), !159)
    #dbg_value(<4 x i32> <i32 10, i32 -15, i32 21, i32 10>, !85, !DIExpression(DW_OP_LLVM_fragment, 800, 128), !159)
    #dbg_value(i8 70, !85, !DIExpression(DW_OP_LLVM_fragment, 928, 8), !159)
    #dbg_value(i64 6, !94, !DIExpression(), !161)
    #dbg_value(i8 65, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -4, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i8 65, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !163, ptr undef, !DIExpression(), !159)
    #dbg_value(i32 0, !97, !DIExpression(), !164)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 -4, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
  %3 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !165
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !165
  %5 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !165
  %6 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !165
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !165
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !165
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !165
  %10 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !165
  %11 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !165
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !165
  %13 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !165
  %14 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !165
  %15 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !165
  %16 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !165
  %17 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !165
  %18 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !165
  %19 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !165
  %20 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !165
  %21 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !165
  %22 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !165
  %23 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !165
    #dbg_value(i64 0, !97, !DIExpression(), !164)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 -4, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 -4, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !166)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 65, i32 noundef -5, i32 noundef 0, i32 noundef -4, i32 noundef 10, i64 noundef 10), !dbg !168
    #dbg_value(i32 -5, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -4, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 -5, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -4, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -4, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -4, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !170, ptr undef, !DIExpression(), !159)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i32 -4, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i64 1, !97, !DIExpression(), !164)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 -4, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 -3, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 2, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 -2, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 9, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !166)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 66, i32 noundef -3, i32 noundef 2, i32 noundef -2, i32 noundef 9, i64 noundef 7), !dbg !168
    #dbg_value(i32 -3, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 2, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -2, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 9, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 -5, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -4, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -4, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -2, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !170, ptr undef, !DIExpression(), !159)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i32 -2, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i64 2, !97, !DIExpression(), !164)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 -2, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 4, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 1, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 6, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !166)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 67, i32 noundef 0, i32 noundef 4, i32 noundef 1, i32 noundef 6, i64 noundef 2), !dbg !168
    #dbg_value(i32 0, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 4, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 1, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 6, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 -5, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -2, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -2, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 1, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !170, ptr undef, !DIExpression(), !159)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i32 1, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i64 3, !97, !DIExpression(), !164)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 1, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 4, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 1, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 5, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 6, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !166)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 68, i32 noundef 4, i32 noundef 1, i32 noundef 5, i32 noundef 6, i64 noundef 5), !dbg !168
    #dbg_value(i32 4, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 1, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 5, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 6, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 -5, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 1, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 1, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 5, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !170, ptr undef, !DIExpression(), !159)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i32 5, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i64 4, !97, !DIExpression(), !164)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 5, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 7, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 -6, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 12, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 8, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !166)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 69, i32 noundef 7, i32 noundef -6, i32 noundef 12, i32 noundef 8, i64 noundef 70), !dbg !168
    #dbg_value(i32 7, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -6, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 12, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 8, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 -5, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 5, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 5, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -6, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 12, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !170, ptr undef, !DIExpression(), !159)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i32 12, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 -6, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i64 5, !97, !DIExpression(), !164)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 12, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 -6, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i32 -15, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !166)
    #dbg_value(i32 21, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !166)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !166)
    #dbg_value(i32 poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !166)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 70, i32 noundef 10, i32 noundef -15, i32 noundef 21, i32 noundef 10, i64 noundef 275), !dbg !168
    #dbg_value(i32 10, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -15, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 21, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 -5, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -6, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 12, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -6, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 12, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i32 -5, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -15, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 21, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 10, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !169)
    #dbg_value(i8 poison, !150, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !170, ptr undef, !DIExpression(), !159)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !159)
    #dbg_value(i32 10, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 10, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159)
    #dbg_value(i32 21, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 21, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !159)
    #dbg_value(i32 -15, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 -15, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i32 -5, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 -5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i64 6, !97, !DIExpression(), !164)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 71, i32 noundef -5, i32 noundef -15, i32 noundef 21, i32 noundef 10, i64 noundef 650), !dbg !171
    #dbg_assign(i1 undef, !99, !DIExpression(), !172, ptr poison, !DIExpression(), !159)
    #dbg_assign(i1 undef, !106, !DIExpression(), !173, ptr poison, !DIExpression(), !159)
    #dbg_value(double 2.500000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double -1.400000e+01, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 8.500000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.500000e+00, double noundef -1.400000e+01, double noundef 8.500000e+00, double noundef 3.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !174
    #dbg_value(i32 0, !109, !DIExpression(), !175)
    #dbg_value(double -1.400000e+01, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 8.500000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 3.500000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef 3.500000e+00, double noundef -1.400000e+01, double noundef 8.500000e+00), !dbg !176
    #dbg_value(i32 1, !109, !DIExpression(), !175)
    #dbg_value(double -4.100000e+01, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -5.425000e+01, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -3.125000e+01, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef -3.125000e+01, double noundef -4.100000e+01, double noundef -5.425000e+01), !dbg !176
    #dbg_value(i32 2, !109, !DIExpression(), !175)
    #dbg_value(double 2.795000e+02, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -1.796250e+02, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -5.387500e+01, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef -5.387500e+01, double noundef 2.795000e+02, double noundef -1.796250e+02), !dbg !176
    #dbg_value(i32 3, !109, !DIExpression(), !175)
    #dbg_value(double 8.262500e+02, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 0x40910C4000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 0x40844E8000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef 0x40844E8000000000, double noundef 8.262500e+02, double noundef 0x40910C4000000000), !dbg !176
    #dbg_value(i32 4, !109, !DIExpression(), !175)
    #dbg_value(double 0xC0B61FE000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 0x40AC5BD000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 0x40914FE000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef 0x40914FE000000000, double noundef 0xC0B61FE000000000, double noundef 0x40AC5BD000000000), !dbg !176
    #dbg_value(double 0xC0B61FE000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 0x40AC5BD000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(i32 5, !109, !DIExpression(), !175)
    #dbg_value(i64 0, !120, !DIExpression(), !179)
    #dbg_value(i8 97, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i32 200, !111, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i32 -21, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i64 5000000000000, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(float 1.750000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !159)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !159)
    #dbg_value(double 2.560000e+02, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(i8 97, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i8 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i32 200, !180, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !188)
    #dbg_value(i32 -21, !180, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188)
    #dbg_value(i64 5000000000000, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(float 1.750000e+00, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(double 2.560000e+02, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(ptr @.str.5, !187, !DIExpression(), !188)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, i32 noundef 97, i32 noundef 200, i32 noundef -21, i64 noundef 5000000000000, double noundef 1.750000e+00, double noundef 2.560000e+02), !dbg !192
    #dbg_value(i64 1, !120, !DIExpression(), !179)
    #dbg_value(i8 98, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i32 401, !111, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i32 -64, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i64 25000000000001, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(float 1.875000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !159)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !159)
    #dbg_value(double 6.300000e+01, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(i8 98, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i8 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i32 401, !180, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !188)
    #dbg_value(i32 -64, !180, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188)
    #dbg_value(i64 25000000000001, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(float 1.875000e+00, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(double 6.300000e+01, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, i32 noundef 98, i32 noundef 401, i32 noundef -64, i64 noundef 25000000000001, double noundef 1.875000e+00, double noundef 6.300000e+01), !dbg !192
    #dbg_value(i64 2, !120, !DIExpression(), !179)
    #dbg_value(i8 100, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i32 804, !111, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i32 -194, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i64 125000000000007, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(float 2.937500e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !159)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !159)
    #dbg_value(double 1.375000e+01, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(i8 100, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i8 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i32 804, !180, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !188)
    #dbg_value(i32 -194, !180, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188)
    #dbg_value(i64 125000000000007, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(float 2.937500e+00, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(double 1.375000e+01, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, i32 noundef 100, i32 noundef 804, i32 noundef -194, i64 noundef 125000000000007, double noundef 2.937500e+00, double noundef 1.375000e+01), !dbg !192
    #dbg_value(i64 3, !120, !DIExpression(), !179)
    #dbg_value(i8 103, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i32 1611, !111, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i32 -585, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i64 625000000000038, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(float 4.468750e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !159)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !159)
    #dbg_value(double 4.375000e-01, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(i8 103, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i8 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i32 1611, !180, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !188)
    #dbg_value(i32 -585, !180, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188)
    #dbg_value(i64 625000000000038, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(float 4.468750e+00, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(double 4.375000e-01, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, i32 noundef 103, i32 noundef 1611, i32 noundef -585, i64 noundef 625000000000038, double noundef 4.468750e+00, double noundef 4.375000e-01), !dbg !192
    #dbg_value(i64 4, !120, !DIExpression(), !179)
    #dbg_value(i8 107, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i32 3226, !111, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i32 -1759, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i64 3125000000000194, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(float 0x4018F00000000000, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !159)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !159)
    #dbg_value(double 0xC00F200000000000, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(i8 107, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i8 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i32 3226, !180, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !188)
    #dbg_value(i32 -1759, !180, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188)
    #dbg_value(i64 3125000000000194, !180, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(float 0x4018F00000000000, !180, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 poison, !180, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(double 0xC00F200000000000, !180, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, i32 noundef 107, i32 noundef 3226, i32 noundef -1759, i64 noundef 3125000000000194, double noundef 0x4018F00000000000, double noundef 0xC00F200000000000), !dbg !192
    #dbg_value(i32 -1759, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
    #dbg_value(i16 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !159)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !159)
    #dbg_value(i8 107, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !159)
    #dbg_value(double 0xC00F200000000000, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !159)
    #dbg_value(float 0x4018F00000000000, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !159)
    #dbg_value(i64 3125000000000194, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(i64 5, !120, !DIExpression(), !179)
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193, ptr undef, !DIExpression(), !159)
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !194, ptr undef, !DIExpression(), !159)
    #dbg_value(i32 -1758, !122, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -1758, i32 noundef -1759), !dbg !195
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !196
    #dbg_value(i64 1, !127, !DIExpression(), !197)
  %43 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !198
    #dbg_value(i64 2, !127, !DIExpression(), !197)
  %44 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !198
    #dbg_value(i64 3, !127, !DIExpression(), !197)
  %45 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !198
    #dbg_value(i64 4, !127, !DIExpression(), !197)
  %46 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !198
    #dbg_value(i64 5, !127, !DIExpression(), !197)
  %47 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !198
  store <4 x i32> <i32 0, i32 4, i32 4, i32 5>, ptr %46, align 16, !dbg !201, !tbaa !202
    #dbg_value(i64 6, !127, !DIExpression(), !197)
  %48 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !198
    #dbg_value(i64 7, !127, !DIExpression(), !197)
  %49 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !198
  store <4 x i32> <i32 -3, i32 6, i32 1, i32 7>, ptr %48, align 16, !dbg !201, !tbaa !202
    #dbg_value(i64 8, !127, !DIExpression(), !197)
    #dbg_value(i64 1, !129, !DIExpression(), !206)
    #dbg_value(i32 -1, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 1, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(i64 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  store <4 x i32> <i32 -5, i32 0, i32 -1, i32 1>, ptr %1, align 16, !dbg !201, !tbaa !202
    #dbg_value(i64 3, !129, !DIExpression(), !206)
    #dbg_value(i32 -4, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 3, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %50 = load i64, ptr %43, align 8, !dbg !208
  store <4 x i32> <i32 -4, i32 3, i32 3, i32 2>, ptr %43, align 8, !dbg !210, !tbaa !202
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %51 = load i64, ptr %44, align 16, !dbg !208
  store i64 %51, ptr %45, align 8, !dbg !208
  %52 = trunc i64 %51 to i32, !dbg !211
  store i64 %50, ptr %44, align 16, !dbg !208
    #dbg_value(i64 4, !129, !DIExpression(), !206)
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 4, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(i64 4, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %53 = icmp sgt i32 %52, 0, !dbg !212
  br i1 %53, label %54, label %60, !dbg !211

54:                                               ; preds = %0
  %55 = trunc i64 %50 to i32, !dbg !211
  %56 = load i64, ptr %45, align 8, !dbg !208
  store i64 %56, ptr %46, align 16, !dbg !208
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %57 = icmp sgt i32 %55, 0, !dbg !212
  br i1 %57, label %58, label %60, !dbg !211

58:                                               ; preds = %54
  %59 = load i64, ptr %44, align 16, !dbg !208
  store i64 %59, ptr %45, align 8, !dbg !208
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  br label %60, !dbg !211

60:                                               ; preds = %58, %54, %0
  %61 = phi ptr [ %23, %0 ], [ %3, %54 ], [ %4, %58 ]
  store i32 0, ptr %61, align 8, !dbg !210, !tbaa !202
  %62 = getelementptr inbounds i8, ptr %61, i64 4, !dbg !210
  store i32 4, ptr %62, align 4, !dbg !210, !tbaa !202
    #dbg_value(i64 5, !129, !DIExpression(), !206)
  %63 = load <2 x i32>, ptr %47, align 8, !dbg !213, !tbaa !202
    #dbg_value(i32 poison, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 poison, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(i64 5, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %64 = load i32, ptr %46, align 16, !dbg !214, !tbaa !215
  %65 = extractelement <2 x i32> %63, i64 0, !dbg !212
  %66 = icmp sgt i32 %64, %65, !dbg !212
  br i1 %66, label %67, label %85, !dbg !211

67:                                               ; preds = %60
  %68 = load i64, ptr %46, align 16, !dbg !208
  store i64 %68, ptr %47, align 8, !dbg !208
    #dbg_value(i32 4, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %69 = load i32, ptr %45, align 8, !dbg !214, !tbaa !215
  %70 = icmp sgt i32 %69, %65, !dbg !212
  br i1 %70, label %71, label %85, !dbg !211

71:                                               ; preds = %67
  %72 = load i64, ptr %45, align 8, !dbg !208
  store i64 %72, ptr %46, align 16, !dbg !208
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %73 = load i32, ptr %44, align 16, !dbg !214, !tbaa !215
  %74 = icmp sgt i32 %73, %65, !dbg !212
  br i1 %74, label %75, label %85, !dbg !211

75:                                               ; preds = %71
  %76 = load i64, ptr %44, align 16, !dbg !208
  store i64 %76, ptr %45, align 8, !dbg !208
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %77 = load i32, ptr %43, align 8, !dbg !214, !tbaa !215
  %78 = icmp sgt i32 %77, %65, !dbg !212
  br i1 %78, label %79, label %85, !dbg !211

79:                                               ; preds = %75
  %80 = load i64, ptr %43, align 8, !dbg !208
  store i64 %80, ptr %44, align 16, !dbg !208
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %81 = load i32, ptr %1, align 16, !dbg !214, !tbaa !215
  %82 = icmp sgt i32 %81, %65, !dbg !212
  br i1 %82, label %83, label %85, !dbg !211

83:                                               ; preds = %79
  %84 = load i64, ptr %1, align 16, !dbg !208
  store i64 %84, ptr %43, align 8, !dbg !208
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  br label %85

85:                                               ; preds = %83, %79, %75, %71, %67, %60
  %86 = phi ptr [ %5, %60 ], [ %6, %67 ], [ %7, %71 ], [ %8, %75 ], [ %9, %79 ], [ %1, %83 ]
  store <2 x i32> %63, ptr %86, align 8, !dbg !210, !tbaa !202
    #dbg_value(i64 6, !129, !DIExpression(), !206)
  %87 = load <2 x i32>, ptr %48, align 16, !dbg !213, !tbaa !202
    #dbg_value(i32 poison, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 poison, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(i64 6, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %88 = load i32, ptr %47, align 8, !dbg !214, !tbaa !215
  %89 = extractelement <2 x i32> %87, i64 0, !dbg !212
  %90 = icmp sgt i32 %88, %89, !dbg !212
  br i1 %90, label %91, label %113, !dbg !211

91:                                               ; preds = %85
  %92 = load i64, ptr %47, align 8, !dbg !208
  store i64 %92, ptr %48, align 16, !dbg !208
    #dbg_value(i32 5, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %93 = load i32, ptr %46, align 16, !dbg !214, !tbaa !215
  %94 = icmp sgt i32 %93, %89, !dbg !212
  br i1 %94, label %95, label %113, !dbg !211

95:                                               ; preds = %91
  %96 = load i64, ptr %46, align 16, !dbg !208
  store i64 %96, ptr %47, align 8, !dbg !208
    #dbg_value(i32 4, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %97 = load i32, ptr %45, align 8, !dbg !214, !tbaa !215
  %98 = icmp sgt i32 %97, %89, !dbg !212
  br i1 %98, label %99, label %113, !dbg !211

99:                                               ; preds = %95
  %100 = load i64, ptr %45, align 8, !dbg !208
  store i64 %100, ptr %46, align 16, !dbg !208
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %101 = load i32, ptr %44, align 16, !dbg !214, !tbaa !215
  %102 = icmp sgt i32 %101, %89, !dbg !212
  br i1 %102, label %103, label %113, !dbg !211

103:                                              ; preds = %99
  %104 = load i64, ptr %44, align 16, !dbg !208
  store i64 %104, ptr %45, align 8, !dbg !208
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %105 = load i32, ptr %43, align 8, !dbg !214, !tbaa !215
  %106 = icmp sgt i32 %105, %89, !dbg !212
  br i1 %106, label %107, label %113, !dbg !211

107:                                              ; preds = %103
  %108 = load i64, ptr %43, align 8, !dbg !208
  store i64 %108, ptr %44, align 16, !dbg !208
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %109 = load i32, ptr %1, align 16, !dbg !214, !tbaa !215
  %110 = icmp sgt i32 %109, %89, !dbg !212
  br i1 %110, label %111, label %113, !dbg !211

111:                                              ; preds = %107
  %112 = load i64, ptr %1, align 16, !dbg !208
  store i64 %112, ptr %43, align 8, !dbg !208
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  br label %113

113:                                              ; preds = %111, %107, %103, %99, %95, %91, %85
  %114 = phi ptr [ %10, %85 ], [ %11, %91 ], [ %12, %95 ], [ %13, %99 ], [ %14, %103 ], [ %15, %107 ], [ %1, %111 ]
  store <2 x i32> %87, ptr %114, align 8, !dbg !210, !tbaa !202
    #dbg_value(i64 7, !129, !DIExpression(), !206)
  %115 = load <2 x i32>, ptr %49, align 8, !dbg !213, !tbaa !202
    #dbg_value(i32 poison, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 poison, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
    #dbg_value(i64 7, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %116 = load i32, ptr %48, align 16, !dbg !214, !tbaa !215
  %117 = extractelement <2 x i32> %115, i64 0, !dbg !212
  %118 = icmp sgt i32 %116, %117, !dbg !212
  br i1 %118, label %119, label %145, !dbg !211

119:                                              ; preds = %113
  %120 = load i64, ptr %48, align 16, !dbg !208
  store i64 %120, ptr %49, align 8, !dbg !208
    #dbg_value(i32 6, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %121 = load i32, ptr %47, align 8, !dbg !214, !tbaa !215
  %122 = icmp sgt i32 %121, %117, !dbg !212
  br i1 %122, label %123, label %145, !dbg !211

123:                                              ; preds = %119
  %124 = load i64, ptr %47, align 8, !dbg !208
  store i64 %124, ptr %48, align 16, !dbg !208
    #dbg_value(i32 5, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %125 = load i32, ptr %46, align 16, !dbg !214, !tbaa !215
  %126 = icmp sgt i32 %125, %117, !dbg !212
  br i1 %126, label %127, label %145, !dbg !211

127:                                              ; preds = %123
  %128 = load i64, ptr %46, align 16, !dbg !208
  store i64 %128, ptr %47, align 8, !dbg !208
    #dbg_value(i32 4, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %129 = load i32, ptr %45, align 8, !dbg !214, !tbaa !215
  %130 = icmp sgt i32 %129, %117, !dbg !212
  br i1 %130, label %131, label %145, !dbg !211

131:                                              ; preds = %127
  %132 = load i64, ptr %45, align 8, !dbg !208
  store i64 %132, ptr %46, align 16, !dbg !208
    #dbg_value(i32 3, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %133 = load i32, ptr %44, align 16, !dbg !214, !tbaa !215
  %134 = icmp sgt i32 %133, %117, !dbg !212
  br i1 %134, label %135, label %145, !dbg !211

135:                                              ; preds = %131
  %136 = load i64, ptr %44, align 16, !dbg !208
  store i64 %136, ptr %45, align 8, !dbg !208
    #dbg_value(i32 2, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %137 = load i32, ptr %43, align 8, !dbg !214, !tbaa !215
  %138 = icmp sgt i32 %137, %117, !dbg !212
  br i1 %138, label %139, label %145, !dbg !211

139:                                              ; preds = %135
  %140 = load i64, ptr %43, align 8, !dbg !208
  store i64 %140, ptr %44, align 16, !dbg !208
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  %141 = load i32, ptr %1, align 16, !dbg !214, !tbaa !215
  %142 = icmp sgt i32 %141, %117, !dbg !212
  br i1 %142, label %143, label %145, !dbg !211

143:                                              ; preds = %139
  %144 = load i64, ptr %1, align 16, !dbg !208
  store i64 %144, ptr %43, align 8, !dbg !208
    #dbg_value(i32 0, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !207)
  br label %145

145:                                              ; preds = %143, %139, %135, %131, %127, %123, %119, %113
  %146 = phi ptr [ %16, %113 ], [ %17, %119 ], [ %18, %123 ], [ %19, %127 ], [ %20, %131 ], [ %21, %135 ], [ %22, %139 ], [ %1, %143 ]
  %147 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !217
  %148 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !217
  %149 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !217
  %150 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !217
  %151 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !217
  %152 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !217
  %153 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !217
  %154 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !217
  store <2 x i32> %115, ptr %146, align 8, !dbg !210, !tbaa !202
    #dbg_value(i64 8, !129, !DIExpression(), !206)
    #dbg_value(i64 0, !135, !DIExpression(), !218)
  %155 = load i32, ptr %1, align 16, !dbg !219, !tbaa !215
  %156 = load i32, ptr %153, align 4, !dbg !221, !tbaa !222
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %155, i32 noundef %156, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 1, !135, !DIExpression(), !218)
  %158 = load i32, ptr %43, align 8, !dbg !219, !tbaa !215
  %159 = load i32, ptr %152, align 4, !dbg !221, !tbaa !222
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %158, i32 noundef %159, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 2, !135, !DIExpression(), !218)
  %161 = load i32, ptr %44, align 16, !dbg !219, !tbaa !215
  %162 = load i32, ptr %151, align 4, !dbg !221, !tbaa !222
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %161, i32 noundef %162, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 3, !135, !DIExpression(), !218)
  %164 = load i32, ptr %45, align 8, !dbg !219, !tbaa !215
  %165 = load i32, ptr %154, align 4, !dbg !221, !tbaa !222
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %164, i32 noundef %165, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 4, !135, !DIExpression(), !218)
  %167 = load i32, ptr %46, align 16, !dbg !219, !tbaa !215
  %168 = load i32, ptr %150, align 4, !dbg !221, !tbaa !222
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %167, i32 noundef %168, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 5, !135, !DIExpression(), !218)
  %170 = load i32, ptr %47, align 8, !dbg !219, !tbaa !215
  %171 = load i32, ptr %149, align 4, !dbg !221, !tbaa !222
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %170, i32 noundef %171, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 6, !135, !DIExpression(), !218)
  %173 = load i32, ptr %48, align 16, !dbg !219, !tbaa !215
  %174 = load i32, ptr %148, align 4, !dbg !221, !tbaa !222
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %173, i32 noundef %174, ptr noundef nonnull @.str.9), !dbg !223
    #dbg_value(i64 7, !135, !DIExpression(), !218)
  %176 = load i32, ptr %49, align 8, !dbg !219, !tbaa !215
  %177 = load i32, ptr %147, align 4, !dbg !221, !tbaa !222
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %176, i32 noundef %177, ptr noundef nonnull @.str.8), !dbg !223
    #dbg_value(i64 8, !135, !DIExpression(), !218)
    #dbg_assign(i1 undef, !137, !DIExpression(), !224, ptr poison, !DIExpression(), !159)
    #dbg_declare(ptr poison, !150, !DIExpression(), !225)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 0, i32 noundef 8, i32 noundef 9, i32 noundef 90, i64 noundef 72), !dbg !227
    #dbg_value(i32 1, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !159)
    #dbg_value(i32 6, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !159)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 6), !dbg !228
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !229
  ret i32 0, !dbg !230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !231 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_byval.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e3f6a130a63098a9e393fd54fcd8fc6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 20)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 2)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 18)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 33)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 11)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 40)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !63, splitDebugInlining: false, nameTableKind: None)
!59 = !{!4, !60, !61, !62}
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!62 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!63 = !{!0, !7, !12, !17, !19, !24, !29, !34, !39, !41, !43, !48, !53}
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 80, type: !73, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{!77, !82, !83, !84, !85, !94, !96, !97, !99, !106, !107, !108, !109, !111, !120, !122, !123, !127, !129, !131, !134, !135, !137, !138}
!77 = !DILocalVariable(name: "a", scope: !72, file: !2, line: 81, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 4, size: 64, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !78, file: !2, line: 5, baseType: !75, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !78, file: !2, line: 5, baseType: !75, size: 32, offset: 32)
!82 = !DILocalVariable(name: "b", scope: !72, file: !2, line: 81, type: !78)
!83 = !DILocalVariable(name: "c", scope: !72, file: !2, line: 82, type: !78)
!84 = !DILocalVariable(name: "d", scope: !72, file: !2, line: 83, type: !78)
!85 = !DILocalVariable(name: "rs", scope: !72, file: !2, line: 85, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 960, elements: !92)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 8, size: 160, elements: !88)
!88 = !{!89, !90, !91}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !87, file: !2, line: 9, baseType: !78, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !87, file: !2, line: 9, baseType: !78, size: 64, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !87, file: !2, line: 10, baseType: !4, size: 8, offset: 128)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 86, type: !75)
!95 = distinct !DILexicalBlock(scope: !72, file: !2, line: 86, column: 5)
!96 = !DILocalVariable(name: "u", scope: !72, file: !2, line: 88, type: !87)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 89, type: !75)
!98 = distinct !DILexicalBlock(scope: !72, file: !2, line: 89, column: 5)
!99 = !DILocalVariable(name: "v1", scope: !72, file: !2, line: 96, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !2, line: 13, size: 192, elements: !101)
!101 = !{!102, !104, !105}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !100, file: !2, line: 14, baseType: !103, size: 64)
!103 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !100, file: !2, line: 14, baseType: !103, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !100, file: !2, line: 14, baseType: !103, size: 64, offset: 128)
!106 = !DILocalVariable(name: "v2", scope: !72, file: !2, line: 96, type: !100)
!107 = !DILocalVariable(name: "cr", scope: !72, file: !2, line: 97, type: !100)
!108 = !DILocalVariable(name: "acc", scope: !72, file: !2, line: 100, type: !100)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 101, type: !75)
!110 = distinct !DILexicalBlock(scope: !72, file: !2, line: 101, column: 5)
!111 = !DILocalVariable(name: "m", scope: !72, file: !2, line: 106, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 17, size: 256, elements: !113)
!113 = !{!114, !115, !116, !117, !118, !119}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !112, file: !2, line: 18, baseType: !4, size: 8)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !112, file: !2, line: 19, baseType: !61, size: 16, offset: 16)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !112, file: !2, line: 20, baseType: !75, size: 32, offset: 32)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !112, file: !2, line: 21, baseType: !60, size: 64, offset: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !112, file: !2, line: 22, baseType: !62, size: 32, offset: 128)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !112, file: !2, line: 23, baseType: !103, size: 64, offset: 192)
!120 = !DILocalVariable(name: "k", scope: !121, file: !2, line: 107, type: !75)
!121 = distinct !DILexicalBlock(scope: !72, file: !2, line: 107, column: 5)
!122 = !DILocalVariable(name: "copy", scope: !72, file: !2, line: 112, type: !112)
!123 = !DILocalVariable(name: "pts", scope: !72, file: !2, line: 116, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 512, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 8)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 117, type: !75)
!128 = distinct !DILexicalBlock(scope: !72, file: !2, line: 117, column: 5)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 121, type: !75)
!130 = distinct !DILexicalBlock(scope: !72, file: !2, line: 121, column: 5)
!131 = !DILocalVariable(name: "key", scope: !132, file: !2, line: 122, type: !78)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 121, column: 33)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 121, column: 5)
!134 = !DILocalVariable(name: "j", scope: !132, file: !2, line: 123, type: !75)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 130, type: !75)
!136 = distinct !DILexicalBlock(scope: !72, file: !2, line: 130, column: 5)
!137 = !DILocalVariable(name: "lit", scope: !72, file: !2, line: 133, type: !87)
!138 = !DILocalVariable(name: "q", scope: !72, file: !2, line: 136, type: !78)
!139 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !2, line: 49, type: !87)
!140 = distinct !DISubprogram(name: "rect_union", scope: !2, file: !2, line: 49, type: !141, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!87, !87, !87}
!143 = !{!139, !144, !145}
!144 = !DILocalVariable(name: "b", arg: 2, scope: !140, file: !2, line: 49, type: !87)
!145 = !DILocalVariable(name: "r", scope: !140, file: !2, line: 50, type: !87)
!146 = !DILocation(line: 49, column: 43, scope: !140, inlinedAt: !147)
!147 = distinct !DILocation(line: 92, column: 13, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 89, column: 33)
!149 = distinct !DILexicalBlock(scope: !98, file: !2, line: 89, column: 5)
!150 = !DILocalVariable(name: "r", arg: 1, scope: !151, file: !2, line: 47, type: !87)
!151 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 47, type: !152, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!60, !87}
!154 = !{!150}
!155 = !DILocation(line: 47, column: 35, scope: !151, inlinedAt: !156)
!156 = distinct !DILocation(line: 95, column: 12, scope: !72)
!157 = !DILocation(line: 50, column: 17, scope: !140, inlinedAt: !147)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 0, scope: !72)
!160 = !DILocation(line: 84, column: 5, scope: !72)
!161 = !DILocation(line: 0, scope: !95)
!162 = !DILocation(line: 0, scope: !151, inlinedAt: !156)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !98)
!165 = !DILocation(line: 89, column: 5, scope: !98)
!166 = !DILocation(line: 0, scope: !151, inlinedAt: !167)
!167 = distinct !DILocation(line: 91, column: 40, scope: !148)
!168 = !DILocation(line: 90, column: 9, scope: !148)
!169 = !DILocation(line: 0, scope: !140, inlinedAt: !147)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 94, column: 5, scope: !72)
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 98, column: 5, scope: !72)
!175 = !DILocation(line: 0, scope: !110)
!176 = !DILocation(line: 104, column: 9, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 101, column: 33)
!178 = distinct !DILexicalBlock(scope: !110, file: !2, line: 101, column: 5)
!179 = !DILocation(line: 0, scope: !121)
!180 = !DILocalVariable(name: "m", arg: 2, scope: !181, file: !2, line: 76, type: !112)
!181 = distinct !DISubprogram(name: "print_mixed", scope: !2, file: !2, line: 76, type: !182, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !186)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !184, !112}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!186 = !{!187, !180}
!187 = !DILocalVariable(name: "lbl", arg: 1, scope: !181, file: !2, line: 76, type: !184)
!188 = !DILocation(line: 0, scope: !181, inlinedAt: !189)
!189 = distinct !DILocation(line: 109, column: 9, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 107, column: 33)
!191 = distinct !DILexicalBlock(scope: !121, file: !2, line: 107, column: 5)
!192 = !DILocation(line: 77, column: 5, scope: !181, inlinedAt: !189)
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 114, column: 5, scope: !72)
!196 = !DILocation(line: 116, column: 5, scope: !72)
!197 = !DILocation(line: 0, scope: !128)
!198 = !DILocation(line: 118, column: 9, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 117, column: 33)
!200 = distinct !DILexicalBlock(scope: !128, file: !2, line: 117, column: 5)
!201 = !DILocation(line: 118, column: 18, scope: !199)
!202 = !{!203, !203, i64 0}
!203 = !{!"int", !204, i64 0}
!204 = !{!"omnipotent char", !205, i64 0}
!205 = !{!"Simple C/C++ TBAA"}
!206 = !DILocation(line: 0, scope: !130)
!207 = !DILocation(line: 0, scope: !132)
!208 = !DILocation(line: 125, column: 26, scope: !209)
!209 = distinct !DILexicalBlock(scope: !132, file: !2, line: 124, column: 44)
!210 = !DILocation(line: 128, column: 22, scope: !132)
!211 = !DILocation(line: 124, column: 9, scope: !132)
!212 = !DILocation(line: 124, column: 35, scope: !132)
!213 = !DILocation(line: 122, column: 28, scope: !132)
!214 = !DILocation(line: 124, column: 33, scope: !132)
!215 = !{!216, !203, i64 0}
!216 = !{!"point", !203, i64 0, !203, i64 4}
!217 = !DILocation(line: 119, column: 16, scope: !199)
!218 = !DILocation(line: 0, scope: !136)
!219 = !DILocation(line: 131, column: 36, scope: !220)
!220 = distinct !DILexicalBlock(scope: !136, file: !2, line: 130, column: 5)
!221 = !DILocation(line: 131, column: 46, scope: !220)
!222 = !{!216, !203, i64 4}
!223 = !DILocation(line: 131, column: 9, scope: !220)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 47, column: 35, scope: !151, inlinedAt: !226)
!226 = distinct !DILocation(line: 135, column: 12, scope: !72)
!227 = !DILocation(line: 134, column: 5, scope: !72)
!228 = !DILocation(line: 137, column: 5, scope: !72)
!229 = !DILocation(line: 139, column: 1, scope: !72)
!230 = !DILocation(line: 138, column: 5, scope: !72)
!231 = !DISubprogram(name: "printf", scope: !232, file: !232, line: 356, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!233 = !DISubroutineType(types: !234)
!234 = !{!75, !235, null}
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !184)
