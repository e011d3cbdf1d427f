; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.block = type { [256 x i8], i32 }
%struct.record = type { [24 x i8], i32, [10 x i16], i64, double }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1, !dbg !26
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [48 x i8] c"%-6s id=%d total=%ld avg=%.1f first=%d last=%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [43 x i8] c"after swap: %s %s, same bytes as copy: %d\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [13 x i8] c"best %s %ld\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [44 x i8] c"b1 checksum %u ok %u, b2 checksum %u ok %u\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [47 x i8] c"xor checksum %u ok %u, data[0..4] %u %u %u %u\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [26 x i8] c"round trip equals b1: %d\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [41 x i8] c"sizes: matrix4=%zu record=%zu block=%zu\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [31 x i8] c"  %10.3f %10.3f %10.3f %10.3f\0A\00", align 1, !dbg !65

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca %struct.block, align 16
    #dbg_declare(ptr poison, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 224), !155)
  %2 = alloca [5 x %struct.record], align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !104, !DIExpression(), !157, ptr %2, !DIExpression(), !158)
  %3 = alloca %struct.record, align 8, !DIAssignID !159
    #dbg_assign(i1 undef, !132, !DIExpression(), !159, ptr %3, !DIExpression(), !158)
  %4 = alloca %struct.record, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !133, !DIExpression(), !160, ptr %4, !DIExpression(), !158)
  %5 = alloca %struct.block, align 8, !DIAssignID !161
    #dbg_assign(i1 undef, !136, !DIExpression(), !161, ptr %5, !DIExpression(), !158)
  %6 = alloca %struct.block, align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !145, !DIExpression(), !162, ptr %6, !DIExpression(), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !158)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !158)
    #dbg_value(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
    #dbg_value(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !158)
    #dbg_value(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !158)
    #dbg_value(double 1.000000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !158)
    #dbg_value(double 1.500000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
    #dbg_value(double 2.500000e-01, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
    #dbg_value(double 0.000000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !158)
    #dbg_value(double -2.500000e-01, !95, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !158)
    #dbg_value(double 1.000000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !158)
    #dbg_value(double 1.750000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !158)
    #dbg_value(double 5.000000e-01, !95, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158)
    #dbg_value(double 2.500000e-01, !95, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !158)
    #dbg_value(double 1.500000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !158)
    #dbg_value(double 1.250000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !158)
    #dbg_value(double 2.000000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !158)
    #dbg_value(double 7.500000e-01, !95, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !158)
    #dbg_value(double 2.000000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !158)
    #dbg_value(double 1.750000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !158)
    #dbg_value(double 1.500000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !158)
    #dbg_value(double 2.250000e+00, !95, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !158)
    #dbg_value(double 1.500000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double 2.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
    #dbg_value(double 0.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !183)
    #dbg_value(double -2.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !183)
    #dbg_value(double 1.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !183)
    #dbg_value(double 1.750000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !183)
    #dbg_value(double 5.000000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !183)
    #dbg_value(double 2.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !183)
    #dbg_value(double 1.500000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !183)
    #dbg_value(double 1.250000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !183)
    #dbg_value(double 2.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !183)
    #dbg_value(double 7.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !183)
    #dbg_value(double 2.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !183)
    #dbg_value(double 1.750000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !183)
    #dbg_value(double 1.500000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !183)
    #dbg_value(double 2.250000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !183)
    #dbg_value(double 1.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !183)
    #dbg_value(double 1.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !183)
    #dbg_value(double 1.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !183)
    #dbg_value(double 0.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !183)
    #dbg_value(double 1.000000e+00, !168, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !183)
    #dbg_value(double 1.500000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double 2.500000e-01, !169, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !183)
    #dbg_value(double -2.500000e-01, !169, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !183)
    #dbg_value(double 1.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !183)
    #dbg_value(double 1.750000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !183)
    #dbg_value(double 5.000000e-01, !169, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !183)
    #dbg_value(double 2.500000e-01, !169, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !183)
    #dbg_value(double 1.500000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !183)
    #dbg_value(double 1.250000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !183)
    #dbg_value(double 2.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !183)
    #dbg_value(double 7.500000e-01, !169, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !183)
    #dbg_value(double 2.000000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !183)
    #dbg_value(double 1.750000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !183)
    #dbg_value(double 1.500000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !183)
    #dbg_value(double 2.250000e+00, !180, !DIExpression(), !185)
    #dbg_value(double 2.250000e+00, !175, !DIExpression(), !186)
    #dbg_value(i64 4, !178, !DIExpression(), !187)
    #dbg_value(double 2.250000e+00, !169, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !183)
    #dbg_value(i64 4, !172, !DIExpression(), !188)
    #dbg_value(i64 4, !170, !DIExpression(), !189)
    #dbg_value(double 1.500000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(double 2.500000e-01, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
    #dbg_value(double 0.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !198)
    #dbg_value(double -2.500000e-01, !190, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !198)
    #dbg_value(double 1.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !198)
    #dbg_value(double 1.750000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !198)
    #dbg_value(double 5.000000e-01, !190, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !198)
    #dbg_value(double 2.500000e-01, !190, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !198)
    #dbg_value(double 1.500000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !198)
    #dbg_value(double 1.250000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !198)
    #dbg_value(double 2.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !198)
    #dbg_value(double 7.500000e-01, !190, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !198)
    #dbg_value(double 2.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !198)
    #dbg_value(double 1.750000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !198)
    #dbg_value(double 1.500000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !198)
    #dbg_value(double 2.250000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !198)
    #dbg_value(ptr @.str, !195, !DIExpression(), !198)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str), !dbg !200
    #dbg_value(i64 0, !196, !DIExpression(), !201)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 1.500000e+00, double noundef 2.500000e-01, double noundef 0.000000e+00, double noundef -2.500000e-01), !dbg !202
    #dbg_value(i64 1, !196, !DIExpression(), !201)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 1.000000e+00, double noundef 1.750000e+00, double noundef 5.000000e-01, double noundef 2.500000e-01), !dbg !202
    #dbg_value(i64 2, !196, !DIExpression(), !201)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 1.500000e+00, double noundef 1.250000e+00, double noundef 2.000000e+00, double noundef 7.500000e-01), !dbg !202
    #dbg_value(i64 3, !196, !DIExpression(), !201)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 2.000000e+00, double noundef 1.750000e+00, double noundef 1.500000e+00, double noundef 2.250000e+00), !dbg !202
    #dbg_value(i64 4, !196, !DIExpression(), !201)
    #dbg_value(double 2.250000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !158)
    #dbg_value(i32 0, !102, !DIExpression(), !204)
    #dbg_value(double 1.500000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !158)
    #dbg_value(double 1.750000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !158)
    #dbg_value(double 2.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !158)
    #dbg_value(double 7.500000e-01, !101, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !158)
    #dbg_value(double 2.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !158)
    #dbg_value(double 1.250000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !158)
    #dbg_value(double 1.500000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !158)
    #dbg_value(double 2.500000e-01, !101, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !158)
    #dbg_value(double 5.000000e-01, !101, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158)
    #dbg_value(double 1.750000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !158)
    #dbg_value(double 1.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !158)
    #dbg_value(double -2.500000e-01, !101, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !158)
    #dbg_value(double 0.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !158)
    #dbg_value(double 2.500000e-01, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
    #dbg_value(double 1.500000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
  br label %34, !dbg !205

12:                                               ; preds = %34
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !206)
    #dbg_value(double poison, !190, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !206)
    #dbg_value(ptr @.str.1, !195, !DIExpression(), !206)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1), !dbg !208
    #dbg_value(i64 0, !196, !DIExpression(), !209)
  %14 = extractelement <16 x double> %55, i64 3, !dbg !210
  %15 = extractelement <16 x double> %55, i64 7, !dbg !210
  %16 = extractelement <16 x double> %55, i64 11, !dbg !210
  %17 = extractelement <16 x double> %55, i64 15, !dbg !210
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %17, double noundef %16, double noundef %15, double noundef %14), !dbg !210
    #dbg_value(i64 1, !196, !DIExpression(), !209)
  %19 = extractelement <16 x double> %55, i64 2, !dbg !210
  %20 = extractelement <16 x double> %55, i64 6, !dbg !210
  %21 = extractelement <16 x double> %55, i64 10, !dbg !210
  %22 = extractelement <16 x double> %55, i64 14, !dbg !210
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %22, double noundef %21, double noundef %20, double noundef %19), !dbg !210
    #dbg_value(i64 2, !196, !DIExpression(), !209)
  %24 = extractelement <16 x double> %55, i64 1, !dbg !210
  %25 = extractelement <16 x double> %55, i64 5, !dbg !210
  %26 = extractelement <16 x double> %55, i64 9, !dbg !210
  %27 = extractelement <16 x double> %55, i64 13, !dbg !210
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %27, double noundef %26, double noundef %25, double noundef %24), !dbg !210
    #dbg_value(i64 3, !196, !DIExpression(), !209)
  %29 = extractelement <16 x double> %55, i64 0, !dbg !210
  %30 = extractelement <16 x double> %55, i64 4, !dbg !210
  %31 = extractelement <16 x double> %55, i64 8, !dbg !210
  %32 = extractelement <16 x double> %55, i64 12, !dbg !210
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %32, double noundef %31, double noundef %30, double noundef %29), !dbg !210
    #dbg_value(i64 4, !196, !DIExpression(), !209)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #8, !dbg !211
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %2, i8 0, i64 320, i1 false), !dbg !212, !DIAssignID !213
    #dbg_assign(i8 0, !104, !DIExpression(), !213, ptr %2, !DIExpression(), !158)
    #dbg_assign(i1 undef, !120, !DIExpression(), !214, ptr poison, !DIExpression(), !158)
    #dbg_value(i32 0, !124, !DIExpression(), !215)
  br label %58, !dbg !216

34:                                               ; preds = %0, %34
  %35 = phi i32 [ 0, %0 ], [ %56, %34 ]
  %36 = phi <16 x double> [ <double 2.250000e+00, double 7.500000e-01, double 2.500000e-01, double -2.500000e-01, double 1.500000e+00, double 2.000000e+00, double 5.000000e-01, double 0.000000e+00, double 1.750000e+00, double 1.250000e+00, double 1.750000e+00, double 2.500000e-01, double 2.000000e+00, double 1.500000e+00, double 1.000000e+00, double 1.500000e+00>, %0 ], [ %55, %34 ]
    #dbg_value(i32 %35, !102, !DIExpression(), !204)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
    #dbg_value(double 1.500000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(double 2.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !217)
    #dbg_value(double 0.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !217)
    #dbg_value(double -2.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !217)
    #dbg_value(double 1.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !217)
    #dbg_value(double 1.750000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !217)
    #dbg_value(double 5.000000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !217)
    #dbg_value(double 2.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !217)
    #dbg_value(double 1.500000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !217)
    #dbg_value(double 1.250000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !217)
    #dbg_value(double 2.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !217)
    #dbg_value(double 7.500000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !217)
    #dbg_value(double 2.000000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !217)
    #dbg_value(double 1.750000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !217)
    #dbg_value(double 1.500000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !217)
    #dbg_value(double 2.250000e+00, !163, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !217)
    #dbg_value(double poison, !168, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !217)
    #dbg_value(i64 0, !170, !DIExpression(), !220)
    #dbg_value(i64 0, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
  %37 = shufflevector <16 x double> %36, <16 x double> poison, <16 x i32> <i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15>, !dbg !224
  %38 = fmul <16 x double> %37, <double -2.500000e-01, double -2.500000e-01, double -2.500000e-01, double -2.500000e-01, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 1.500000e+00, double 1.500000e+00, double 1.500000e+00, double 1.500000e+00>, !dbg !224
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
  %39 = shufflevector <16 x double> %36, <16 x double> poison, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7>, !dbg !224
  %40 = fmul <16 x double> %39, <double 7.500000e-01, double 7.500000e-01, double 7.500000e-01, double 7.500000e-01, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.500000e+00, double 1.500000e+00, double 1.500000e+00, double 1.500000e+00>, !dbg !224
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
  %41 = shufflevector <16 x double> %36, <16 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>, !dbg !224
  %42 = fmul <16 x double> %41, <double 2.250000e+00, double 2.250000e+00, double 2.250000e+00, double 2.250000e+00, double 1.500000e+00, double 1.500000e+00, double 1.500000e+00, double 1.500000e+00, double 1.750000e+00, double 1.750000e+00, double 1.750000e+00, double 1.750000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, !dbg !224
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(i64 1, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !217)
    #dbg_value(i64 2, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !217)
    #dbg_value(i64 3, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !217)
    #dbg_value(i64 1, !170, !DIExpression(), !220)
    #dbg_value(i64 0, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !217)
    #dbg_value(i64 1, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !217)
    #dbg_value(i64 2, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !217)
    #dbg_value(i64 3, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !217)
    #dbg_value(i64 2, !170, !DIExpression(), !220)
    #dbg_value(i64 0, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !217)
    #dbg_value(i64 1, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !217)
    #dbg_value(i64 2, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !217)
    #dbg_value(i64 3, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !217)
    #dbg_value(i64 3, !170, !DIExpression(), !220)
    #dbg_value(i64 0, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !217)
    #dbg_value(i64 1, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
  %43 = shufflevector <16 x double> %36, <16 x double> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !224
  %44 = fmul <4 x double> %43, <double 1.750000e+00, double 1.750000e+00, double 1.750000e+00, double 1.750000e+00>, !dbg !224
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
  %45 = shufflevector <16 x double> %36, <16 x double> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11>, !dbg !224
  %46 = fmul <8 x double> %45, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>, !dbg !224
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !217)
    #dbg_value(i64 2, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !217)
    #dbg_value(i64 3, !172, !DIExpression(), !221)
    #dbg_value(i64 0, !178, !DIExpression(), !222)
    #dbg_value(double 0.000000e+00, !175, !DIExpression(), !223)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 1, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 2, !178, !DIExpression(), !222)
  %47 = fadd <16 x double> %38, zeroinitializer, !dbg !226
  %48 = shufflevector <16 x double> %36, <16 x double> poison, <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11>, !dbg !226
  %49 = shufflevector <8 x double> %46, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !226
  %50 = shufflevector <16 x double> %49, <16 x double> %48, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31>, !dbg !226
  %51 = shufflevector <4 x double> %44, <4 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !226
  %52 = shufflevector <16 x double> %50, <16 x double> %51, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 12, i32 13, i32 14, i32 15>, !dbg !226
  %53 = fadd <16 x double> %47, %52, !dbg !226
  %54 = fadd <16 x double> %53, %40, !dbg !226
    #dbg_value(double poison, !180, !DIExpression(), !225)
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 3, !178, !DIExpression(), !222)
    #dbg_value(double poison, !180, !DIExpression(), !225)
  %55 = fadd <16 x double> %54, %42, !dbg !226
    #dbg_value(double poison, !175, !DIExpression(), !223)
    #dbg_value(i64 4, !178, !DIExpression(), !222)
    #dbg_value(double poison, !169, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !217)
    #dbg_value(i64 4, !172, !DIExpression(), !221)
    #dbg_value(i64 4, !170, !DIExpression(), !220)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !158)
  %56 = add nuw nsw i32 %35, 1, !dbg !227
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
    #dbg_value(double poison, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
    #dbg_value(i32 %56, !102, !DIExpression(), !204)
  %57 = icmp eq i32 %56, 4, !dbg !228
  br i1 %57, label %12, label %34, !dbg !205, !llvm.loop !229

58:                                               ; preds = %12, %58
  %59 = phi i64 [ 0, %12 ], [ %114, %58 ]
    #dbg_value(i64 %59, !124, !DIExpression(), !215)
  %60 = getelementptr inbounds [5 x %struct.record], ptr %2, i64 0, i64 %59, !dbg !232
  %61 = shl i64 %59, 2, !dbg !233
  %62 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %61), !dbg !233
  %63 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %60, ptr noundef nonnull dereferenceable(1) %62) #8, !dbg !234
  %64 = getelementptr inbounds i8, ptr %60, i64 24, !dbg !235
  %65 = trunc i64 %59 to i32, !dbg !236
  %66 = add i32 %65, 100, !dbg !236
  store i32 %66, ptr %64, align 8, !dbg !236, !tbaa !237
    #dbg_value(i32 0, !126, !DIExpression(), !244)
  %67 = mul nuw nsw i64 %59, 17
  %68 = getelementptr inbounds i8, ptr %60, i64 28
    #dbg_value(i64 0, !126, !DIExpression(), !244)
  %69 = trunc nuw nsw i64 %67 to i32, !dbg !245
  %70 = urem i32 %69, 50, !dbg !245
  %71 = trunc nuw nsw i32 %70 to i16, !dbg !247
  %72 = add nuw nsw i16 %71, 50, !dbg !247
  store i16 %72, ptr %68, align 4, !dbg !248, !tbaa !249
    #dbg_value(i64 1, !126, !DIExpression(), !244)
  %73 = getelementptr inbounds i8, ptr %60, i64 30, !dbg !251
    #dbg_value(i64 2, !126, !DIExpression(), !244)
    #dbg_value(i64 3, !126, !DIExpression(), !244)
    #dbg_value(i64 4, !126, !DIExpression(), !244)
    #dbg_value(i64 5, !126, !DIExpression(), !244)
    #dbg_value(i64 6, !126, !DIExpression(), !244)
    #dbg_value(i64 7, !126, !DIExpression(), !244)
    #dbg_value(i64 8, !126, !DIExpression(), !244)
  %74 = trunc i64 %67 to i32, !dbg !245
  %75 = insertelement <8 x i32> poison, i32 %74, i64 0, !dbg !245
  %76 = shufflevector <8 x i32> %75, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !245
  %77 = add <8 x i32> %76, <i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91, i32 104>, !dbg !245
  %78 = urem <8 x i32> %77, <i32 50, i32 50, i32 50, i32 50, i32 50, i32 50, i32 50, i32 50>, !dbg !245
  %79 = trunc nuw nsw <8 x i32> %78 to <8 x i16>, !dbg !247
  %80 = add nuw nsw <8 x i16> %79, <i16 50, i16 50, i16 50, i16 50, i16 50, i16 50, i16 50, i16 50>, !dbg !247
  store <8 x i16> %80, ptr %73, align 2, !dbg !248, !tbaa !249
    #dbg_value(i64 9, !126, !DIExpression(), !244)
  %81 = trunc i64 %67 to i32, !dbg !245
  %82 = add i32 %81, 117, !dbg !245
  %83 = urem i32 %82, 50, !dbg !245
  %84 = trunc nuw nsw i32 %83 to i16, !dbg !247
  %85 = add nuw nsw i16 %84, 50, !dbg !247
  %86 = getelementptr inbounds i8, ptr %60, i64 46, !dbg !251
  store i16 %85, ptr %86, align 2, !dbg !248, !tbaa !249
    #dbg_value(i64 10, !126, !DIExpression(), !244)
    #dbg_value(i16 %72, !148, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 240, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 272, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 288, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 304, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 336, 16), !252)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 50, DW_OP_stack_value, DW_OP_LLVM_fragment, 352, 16), !252)
    #dbg_value(i16 %85, !148, !DIExpression(DW_OP_LLVM_fragment, 368, 16), !252)
  %87 = getelementptr inbounds i8, ptr %60, i64 48, !dbg !253
    #dbg_value(i64 poison, !148, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !252)
  %88 = getelementptr inbounds i8, ptr %60, i64 56, !dbg !253
    #dbg_value(double poison, !148, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !252)
    #dbg_value(i64 1, !153, !DIExpression(), !254)
  %89 = extractelement <8 x i16> %80, i64 0, !dbg !255
  %90 = add nuw nsw i16 %89, %72, !dbg !255
    #dbg_value(i64 2, !153, !DIExpression(), !254)
  %91 = extractelement <8 x i16> %80, i64 1, !dbg !255
  %92 = add nuw nsw i16 %90, %91, !dbg !255
    #dbg_value(i64 3, !153, !DIExpression(), !254)
  %93 = extractelement <8 x i16> %80, i64 2, !dbg !255
  %94 = add nuw nsw i16 %92, %93, !dbg !255
    #dbg_value(i64 4, !153, !DIExpression(), !254)
  %95 = extractelement <8 x i16> %80, i64 3, !dbg !255
  %96 = add nuw nsw i16 %94, %95, !dbg !255
  %97 = zext nneg i16 %96 to i64, !dbg !255
    #dbg_value(i64 5, !153, !DIExpression(), !254)
  %98 = extractelement <8 x i16> %80, i64 4, !dbg !257
  %99 = zext nneg i16 %98 to i64, !dbg !257
  %100 = add nuw nsw i64 %97, %99, !dbg !255
    #dbg_value(i64 6, !153, !DIExpression(), !254)
  %101 = extractelement <8 x i16> %80, i64 5, !dbg !257
  %102 = zext nneg i16 %101 to i64, !dbg !257
  %103 = add nuw nsw i64 %100, %102, !dbg !255
    #dbg_value(i64 7, !153, !DIExpression(), !254)
  %104 = extractelement <8 x i16> %80, i64 6, !dbg !257
  %105 = zext nneg i16 %104 to i64, !dbg !257
  %106 = add nuw nsw i64 %103, %105, !dbg !255
    #dbg_value(i64 8, !153, !DIExpression(), !254)
  %107 = extractelement <8 x i16> %80, i64 7, !dbg !257
  %108 = zext nneg i16 %107 to i64, !dbg !257
  %109 = add nuw nsw i64 %106, %108, !dbg !255
    #dbg_value(i64 9, !153, !DIExpression(), !254)
  %110 = zext nneg i16 %85 to i64, !dbg !257
  %111 = add nuw nsw i64 %109, %110, !dbg !255
    #dbg_value(i64 10, !153, !DIExpression(), !254)
    #dbg_value(i64 %111, !148, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !252)
  %112 = uitofp nneg i64 %111 to double, !dbg !258
  %113 = fdiv double %112, 1.000000e+01, !dbg !259
    #dbg_value(double %113, !148, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !252)
  store i64 %111, ptr %87, align 16, !dbg !260, !tbaa !261
  store double %113, ptr %88, align 8, !dbg !260, !tbaa !262
  %114 = add nuw nsw i64 %59, 1, !dbg !263
    #dbg_value(i64 %114, !124, !DIExpression(), !215)
  %115 = icmp eq i64 %114, 5, !dbg !264
  br i1 %115, label %116, label %58, !dbg !216, !llvm.loop !265

116:                                              ; preds = %58
    #dbg_value(i64 0, !130, !DIExpression(), !267)
  %117 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !268
  %118 = load i32, ptr %117, align 8, !dbg !268, !tbaa !237
  %119 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !270
  %120 = load i64, ptr %119, align 16, !dbg !270, !tbaa !271
  %121 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !272
  %122 = load double, ptr %121, align 8, !dbg !272, !tbaa !273
  %123 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !274
  %124 = load i16, ptr %123, align 4, !dbg !275, !tbaa !249
  %125 = sext i16 %124 to i32, !dbg !275
  %126 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !276
  %127 = load i16, ptr %126, align 2, !dbg !276, !tbaa !249
  %128 = sext i16 %127 to i32, !dbg !276
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %2, i32 noundef %118, i64 noundef %120, double noundef %122, i32 noundef %125, i32 noundef %128), !dbg !277
    #dbg_value(i64 1, !130, !DIExpression(), !267)
  %130 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !278
  %131 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !268
  %132 = load i32, ptr %131, align 8, !dbg !268, !tbaa !237
  %133 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !270
  %134 = load i64, ptr %133, align 16, !dbg !270, !tbaa !271
  %135 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !272
  %136 = load double, ptr %135, align 8, !dbg !272, !tbaa !273
  %137 = getelementptr inbounds i8, ptr %2, i64 92, !dbg !274
  %138 = load i16, ptr %137, align 4, !dbg !275, !tbaa !249
  %139 = sext i16 %138 to i32, !dbg !275
  %140 = getelementptr inbounds i8, ptr %2, i64 110, !dbg !276
  %141 = load i16, ptr %140, align 2, !dbg !276, !tbaa !249
  %142 = sext i16 %141 to i32, !dbg !276
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %130, i32 noundef %132, i64 noundef %134, double noundef %136, i32 noundef %139, i32 noundef %142), !dbg !277
    #dbg_value(i64 2, !130, !DIExpression(), !267)
  %144 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !278
  %145 = getelementptr inbounds i8, ptr %2, i64 152, !dbg !268
  %146 = load i32, ptr %145, align 8, !dbg !268, !tbaa !237
  %147 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !270
  %148 = load i64, ptr %147, align 16, !dbg !270, !tbaa !271
  %149 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !272
  %150 = load double, ptr %149, align 8, !dbg !272, !tbaa !273
  %151 = getelementptr inbounds i8, ptr %2, i64 156, !dbg !274
  %152 = load i16, ptr %151, align 4, !dbg !275, !tbaa !249
  %153 = sext i16 %152 to i32, !dbg !275
  %154 = getelementptr inbounds i8, ptr %2, i64 174, !dbg !276
  %155 = load i16, ptr %154, align 2, !dbg !276, !tbaa !249
  %156 = sext i16 %155 to i32, !dbg !276
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %144, i32 noundef %146, i64 noundef %148, double noundef %150, i32 noundef %153, i32 noundef %156), !dbg !277
    #dbg_value(i64 3, !130, !DIExpression(), !267)
  %158 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !278
  %159 = getelementptr inbounds i8, ptr %2, i64 216, !dbg !268
  %160 = load i32, ptr %159, align 8, !dbg !268, !tbaa !237
  %161 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !270
  %162 = load i64, ptr %161, align 16, !dbg !270, !tbaa !271
  %163 = getelementptr inbounds i8, ptr %2, i64 248, !dbg !272
  %164 = load double, ptr %163, align 8, !dbg !272, !tbaa !273
  %165 = getelementptr inbounds i8, ptr %2, i64 220, !dbg !274
  %166 = load i16, ptr %165, align 4, !dbg !275, !tbaa !249
  %167 = sext i16 %166 to i32, !dbg !275
  %168 = getelementptr inbounds i8, ptr %2, i64 238, !dbg !276
  %169 = load i16, ptr %168, align 2, !dbg !276, !tbaa !249
  %170 = sext i16 %169 to i32, !dbg !276
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %158, i32 noundef %160, i64 noundef %162, double noundef %164, i32 noundef %167, i32 noundef %170), !dbg !277
    #dbg_value(i64 4, !130, !DIExpression(), !267)
  %172 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !278
  %173 = getelementptr inbounds i8, ptr %2, i64 280, !dbg !268
  %174 = load i32, ptr %173, align 8, !dbg !268, !tbaa !237
  %175 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !270
  %176 = load i64, ptr %175, align 16, !dbg !270, !tbaa !271
  %177 = getelementptr inbounds i8, ptr %2, i64 312, !dbg !272
  %178 = load double, ptr %177, align 8, !dbg !272, !tbaa !273
  %179 = getelementptr inbounds i8, ptr %2, i64 284, !dbg !274
  %180 = load i16, ptr %179, align 4, !dbg !275, !tbaa !249
  %181 = sext i16 %180 to i32, !dbg !275
  %182 = getelementptr inbounds i8, ptr %2, i64 302, !dbg !276
  %183 = load i16, ptr %182, align 2, !dbg !276, !tbaa !249
  %184 = sext i16 %183 to i32, !dbg !276
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %172, i32 noundef %174, i64 noundef %176, double noundef %178, i32 noundef %181, i32 noundef %184), !dbg !277
    #dbg_value(i64 5, !130, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8, !dbg !279
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 16 dereferenceable(64) %2, i64 64, i1 false), !dbg !280, !DIAssignID !281
    #dbg_assign(i1 undef, !132, !DIExpression(), !281, ptr %3, !DIExpression(), !158)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 16 dereferenceable(64) %172, i64 64, i1 false), !dbg !282, !DIAssignID !283
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 512), !283, ptr %2, !DIExpression(), !158)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %172, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !dbg !284, !DIAssignID !285
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 2048, 512), !285, ptr %172, !DIExpression(), !158)
  %186 = call i32 @bcmp(ptr noundef nonnull dereferenceable(64) %172, ptr noundef nonnull dereferenceable(64) %3, i64 64), !dbg !286
  %187 = icmp eq i32 %186, 0, !dbg !287
  %188 = zext i1 %187 to i32, !dbg !287
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %2, ptr noundef nonnull %172, i32 noundef %188), !dbg !288
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8, !dbg !289
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 16 dereferenceable(64) %2, i64 64, i1 false), !dbg !290, !tbaa.struct !291, !DIAssignID !294
    #dbg_assign(i1 undef, !133, !DIExpression(), !294, ptr %4, !DIExpression(), !158)
    #dbg_value(i32 1, !134, !DIExpression(), !295)
  %190 = getelementptr inbounds i8, ptr %4, i64 48
    #dbg_value(i64 1, !134, !DIExpression(), !295)
  %191 = load i64, ptr %133, align 16, !dbg !296, !tbaa !271
  %192 = load i64, ptr %190, align 8, !dbg !299, !tbaa !271
  %193 = icmp sgt i64 %191, %192, !dbg !300
  br i1 %193, label %582, label %584, !dbg !301

194:                                              ; preds = %196
  %195 = getelementptr inbounds i8, ptr %5, i64 256, !dbg !302
  store i32 0, ptr %195, align 8, !dbg !315, !tbaa !316, !alias.scope !318, !DIAssignID !321
    #dbg_assign(i32 0, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !321, ptr %195, !DIExpression(), !158)
    #dbg_value(i32 0, !312, !DIExpression(), !322)
  br label %224, !dbg !323

196:                                              ; preds = %196, %602
  %197 = phi i64 [ 0, %602 ], [ %222, %196 ]
  %198 = phi i32 [ 1, %602 ], [ %218, %196 ]
    #dbg_value(i64 %197, !310, !DIExpression(), !324)
    #dbg_value(i32 %198, !309, !DIExpression(), !325)
  %199 = mul i32 %198, 1103515245, !dbg !326
  %200 = add i32 %199, 12345, !dbg !329
    #dbg_value(i32 %200, !309, !DIExpression(), !325)
  %201 = lshr i32 %200, 16, !dbg !330
  %202 = trunc i32 %201 to i8, !dbg !331
  %203 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %197, !dbg !332
  store i8 %202, ptr %203, align 4, !dbg !333, !tbaa !292, !alias.scope !318
  %204 = or disjoint i64 %197, 1, !dbg !334
    #dbg_value(i64 %204, !310, !DIExpression(), !324)
  %205 = mul i32 %200, 1103515245, !dbg !326
  %206 = add i32 %205, 12345, !dbg !329
    #dbg_value(i32 %206, !309, !DIExpression(), !325)
  %207 = lshr i32 %206, 16, !dbg !330
  %208 = trunc i32 %207 to i8, !dbg !331
  %209 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %204, !dbg !332
  store i8 %208, ptr %209, align 1, !dbg !333, !tbaa !292, !alias.scope !318
  %210 = or disjoint i64 %197, 2, !dbg !334
    #dbg_value(i64 %210, !310, !DIExpression(), !324)
  %211 = mul i32 %206, 1103515245, !dbg !326
  %212 = add i32 %211, 12345, !dbg !329
    #dbg_value(i32 %212, !309, !DIExpression(), !325)
  %213 = lshr i32 %212, 16, !dbg !330
  %214 = trunc i32 %213 to i8, !dbg !331
  %215 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %210, !dbg !332
  store i8 %214, ptr %215, align 2, !dbg !333, !tbaa !292, !alias.scope !318
  %216 = or disjoint i64 %197, 3, !dbg !334
    #dbg_value(i64 %216, !310, !DIExpression(), !324)
  %217 = mul i32 %212, 1103515245, !dbg !326
  %218 = add i32 %217, 12345, !dbg !329
    #dbg_value(i32 %218, !309, !DIExpression(), !325)
  %219 = lshr i32 %218, 16, !dbg !330
  %220 = trunc i32 %219 to i8, !dbg !331
  %221 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %216, !dbg !332
  store i8 %220, ptr %221, align 1, !dbg !333, !tbaa !292, !alias.scope !318
  %222 = add nuw nsw i64 %197, 4, !dbg !334
    #dbg_value(i64 %222, !310, !DIExpression(), !324)
  %223 = icmp eq i64 %222, 256, !dbg !335
  br i1 %223, label %194, label %196, !dbg !336, !llvm.loop !337

224:                                              ; preds = %224, %194
  %225 = phi i64 [ 0, %194 ], [ %250, %224 ]
  %226 = phi i32 [ 0, %194 ], [ %249, %224 ]
    #dbg_value(i64 %225, !312, !DIExpression(), !322)
  %227 = mul i32 %226, 33, !dbg !339
  %228 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %225, !dbg !341
  %229 = load i8, ptr %228, align 4, !dbg !341, !tbaa !292, !alias.scope !318
  %230 = zext i8 %229 to i32, !dbg !341
  %231 = add i32 %227, %230, !dbg !342
  store i32 %231, ptr %195, align 8, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %231, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %195, !DIExpression(), !158)
  %232 = or disjoint i64 %225, 1, !dbg !345
    #dbg_value(i64 %232, !312, !DIExpression(), !322)
  %233 = mul i32 %231, 33, !dbg !339
  %234 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %232, !dbg !341
  %235 = load i8, ptr %234, align 1, !dbg !341, !tbaa !292, !alias.scope !318
  %236 = zext i8 %235 to i32, !dbg !341
  %237 = add i32 %233, %236, !dbg !342
  store i32 %237, ptr %195, align 8, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %237, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %195, !DIExpression(), !158)
  %238 = or disjoint i64 %225, 2, !dbg !345
    #dbg_value(i64 %238, !312, !DIExpression(), !322)
  %239 = mul i32 %237, 33, !dbg !339
  %240 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %238, !dbg !341
  %241 = load i8, ptr %240, align 2, !dbg !341, !tbaa !292, !alias.scope !318
  %242 = zext i8 %241 to i32, !dbg !341
  %243 = add i32 %239, %242, !dbg !342
  store i32 %243, ptr %195, align 8, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %243, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %195, !DIExpression(), !158)
  %244 = or disjoint i64 %225, 3, !dbg !345
    #dbg_value(i64 %244, !312, !DIExpression(), !322)
  %245 = mul i32 %243, 33, !dbg !339
  %246 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %244, !dbg !341
  %247 = load i8, ptr %246, align 1, !dbg !341, !tbaa !292, !alias.scope !318
  %248 = zext i8 %247 to i32, !dbg !341
  %249 = add i32 %245, %248, !dbg !342
  store i32 %249, ptr %195, align 8, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %249, !136, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %195, !DIExpression(), !158)
  %250 = add nuw nsw i64 %225, 4, !dbg !345
    #dbg_value(i64 %250, !312, !DIExpression(), !322)
  %251 = icmp eq i64 %250, 256, !dbg !346
  br i1 %251, label %254, label %224, !dbg !323, !llvm.loop !347

252:                                              ; preds = %254
  %253 = getelementptr inbounds i8, ptr %6, i64 256, !dbg !349
  store i32 0, ptr %253, align 16, !dbg !351, !tbaa !316, !alias.scope !352, !DIAssignID !355
    #dbg_assign(i32 0, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !355, ptr %253, !DIExpression(), !158)
    #dbg_value(i32 0, !312, !DIExpression(), !356)
  br label %282, !dbg !357

254:                                              ; preds = %224, %254
  %255 = phi i64 [ %280, %254 ], [ 0, %224 ]
  %256 = phi i32 [ %276, %254 ], [ 2, %224 ]
    #dbg_value(i64 %255, !310, !DIExpression(), !358)
    #dbg_value(i32 %256, !309, !DIExpression(), !359)
  %257 = mul i32 %256, 1103515245, !dbg !360
  %258 = add i32 %257, 12345, !dbg !361
    #dbg_value(i32 %258, !309, !DIExpression(), !359)
  %259 = lshr i32 %258, 16, !dbg !362
  %260 = trunc i32 %259 to i8, !dbg !363
  %261 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %255, !dbg !364
  store i8 %260, ptr %261, align 4, !dbg !365, !tbaa !292, !alias.scope !352
  %262 = or disjoint i64 %255, 1, !dbg !366
    #dbg_value(i64 %262, !310, !DIExpression(), !358)
  %263 = mul i32 %258, 1103515245, !dbg !360
  %264 = add i32 %263, 12345, !dbg !361
    #dbg_value(i32 %264, !309, !DIExpression(), !359)
  %265 = lshr i32 %264, 16, !dbg !362
  %266 = trunc i32 %265 to i8, !dbg !363
  %267 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %262, !dbg !364
  store i8 %266, ptr %267, align 1, !dbg !365, !tbaa !292, !alias.scope !352
  %268 = or disjoint i64 %255, 2, !dbg !366
    #dbg_value(i64 %268, !310, !DIExpression(), !358)
  %269 = mul i32 %264, 1103515245, !dbg !360
  %270 = add i32 %269, 12345, !dbg !361
    #dbg_value(i32 %270, !309, !DIExpression(), !359)
  %271 = lshr i32 %270, 16, !dbg !362
  %272 = trunc i32 %271 to i8, !dbg !363
  %273 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %268, !dbg !364
  store i8 %272, ptr %273, align 2, !dbg !365, !tbaa !292, !alias.scope !352
  %274 = or disjoint i64 %255, 3, !dbg !366
    #dbg_value(i64 %274, !310, !DIExpression(), !358)
  %275 = mul i32 %270, 1103515245, !dbg !360
  %276 = add i32 %275, 12345, !dbg !361
    #dbg_value(i32 %276, !309, !DIExpression(), !359)
  %277 = lshr i32 %276, 16, !dbg !362
  %278 = trunc i32 %277 to i8, !dbg !363
  %279 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %274, !dbg !364
  store i8 %278, ptr %279, align 1, !dbg !365, !tbaa !292, !alias.scope !352
  %280 = add nuw nsw i64 %255, 4, !dbg !366
    #dbg_value(i64 %280, !310, !DIExpression(), !358)
  %281 = icmp eq i64 %280, 256, !dbg !367
  br i1 %281, label %252, label %254, !dbg !368, !llvm.loop !369

282:                                              ; preds = %282, %252
  %283 = phi i64 [ 0, %252 ], [ %308, %282 ]
  %284 = phi i32 [ 0, %252 ], [ %307, %282 ]
    #dbg_value(i64 %283, !312, !DIExpression(), !356)
  %285 = mul i32 %284, 33, !dbg !371
  %286 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %283, !dbg !372
  %287 = load i8, ptr %286, align 4, !dbg !372, !tbaa !292, !alias.scope !352
  %288 = zext i8 %287 to i32, !dbg !372
  %289 = add i32 %285, %288, !dbg !373
  store i32 %289, ptr %253, align 16, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %289, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %253, !DIExpression(), !158)
  %290 = or disjoint i64 %283, 1, !dbg !376
    #dbg_value(i64 %290, !312, !DIExpression(), !356)
  %291 = mul i32 %289, 33, !dbg !371
  %292 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %290, !dbg !372
  %293 = load i8, ptr %292, align 1, !dbg !372, !tbaa !292, !alias.scope !352
  %294 = zext i8 %293 to i32, !dbg !372
  %295 = add i32 %291, %294, !dbg !373
  store i32 %295, ptr %253, align 16, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %295, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %253, !DIExpression(), !158)
  %296 = or disjoint i64 %283, 2, !dbg !376
    #dbg_value(i64 %296, !312, !DIExpression(), !356)
  %297 = mul i32 %295, 33, !dbg !371
  %298 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %296, !dbg !372
  %299 = load i8, ptr %298, align 2, !dbg !372, !tbaa !292, !alias.scope !352
  %300 = zext i8 %299 to i32, !dbg !372
  %301 = add i32 %297, %300, !dbg !373
  store i32 %301, ptr %253, align 16, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %301, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %253, !DIExpression(), !158)
  %302 = or disjoint i64 %283, 3, !dbg !376
    #dbg_value(i64 %302, !312, !DIExpression(), !356)
  %303 = mul i32 %301, 33, !dbg !371
  %304 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %302, !dbg !372
  %305 = load i8, ptr %304, align 1, !dbg !372, !tbaa !292, !alias.scope !352
  %306 = zext i8 %305 to i32, !dbg !372
  %307 = add i32 %303, %306, !dbg !373
  store i32 %307, ptr %253, align 16, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %307, !145, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %253, !DIExpression(), !158)
  %308 = add nuw nsw i64 %283, 4, !dbg !376
    #dbg_value(i64 %308, !312, !DIExpression(), !356)
  %309 = icmp eq i64 %308, 256, !dbg !377
  br i1 %309, label %310, label %282, !dbg !357, !llvm.loop !378

310:                                              ; preds = %282, %310
  %311 = phi i64 [ %336, %310 ], [ 0, %282 ]
  %312 = phi i32 [ %335, %310 ], [ 0, %282 ]
    #dbg_value(i64 %311, !380, !DIExpression(), !388)
    #dbg_value(i32 %312, !387, !DIExpression(), !390)
  %313 = mul i32 %312, 33, !dbg !391
  %314 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %311, !dbg !393
  %315 = load i8, ptr %314, align 4, !dbg !393, !tbaa !292
  %316 = zext i8 %315 to i32, !dbg !393
  %317 = add i32 %313, %316, !dbg !394
    #dbg_value(i32 %317, !387, !DIExpression(), !390)
  %318 = or disjoint i64 %311, 1, !dbg !395
    #dbg_value(i64 %318, !380, !DIExpression(), !388)
  %319 = mul i32 %317, 33, !dbg !391
  %320 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %318, !dbg !393
  %321 = load i8, ptr %320, align 1, !dbg !393, !tbaa !292
  %322 = zext i8 %321 to i32, !dbg !393
  %323 = add i32 %319, %322, !dbg !394
    #dbg_value(i32 %323, !387, !DIExpression(), !390)
  %324 = or disjoint i64 %311, 2, !dbg !395
    #dbg_value(i64 %324, !380, !DIExpression(), !388)
  %325 = mul i32 %323, 33, !dbg !391
  %326 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %324, !dbg !393
  %327 = load i8, ptr %326, align 2, !dbg !393, !tbaa !292
  %328 = zext i8 %327 to i32, !dbg !393
  %329 = add i32 %325, %328, !dbg !394
    #dbg_value(i32 %329, !387, !DIExpression(), !390)
  %330 = or disjoint i64 %311, 3, !dbg !395
    #dbg_value(i64 %330, !380, !DIExpression(), !388)
  %331 = mul i32 %329, 33, !dbg !391
  %332 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %330, !dbg !393
  %333 = load i8, ptr %332, align 1, !dbg !393, !tbaa !292
  %334 = zext i8 %333 to i32, !dbg !393
  %335 = add i32 %331, %334, !dbg !394
    #dbg_value(i32 %335, !387, !DIExpression(), !390)
  %336 = add nuw nsw i64 %311, 4, !dbg !395
    #dbg_value(i64 %336, !380, !DIExpression(), !388)
  %337 = icmp eq i64 %336, 256, !dbg !396
  br i1 %337, label %338, label %310, !dbg !397, !llvm.loop !398

338:                                              ; preds = %310
  %339 = icmp eq i32 %335, %249, !dbg !400
    #dbg_declare(ptr %6, !386, !DIExpression(), !401)
    #dbg_value(i32 0, !387, !DIExpression(), !403)
    #dbg_value(i32 0, !380, !DIExpression(), !404)
  br label %340, !dbg !405

340:                                              ; preds = %340, %338
  %341 = phi i64 [ 0, %338 ], [ %366, %340 ]
  %342 = phi i32 [ 0, %338 ], [ %365, %340 ]
    #dbg_value(i64 %341, !380, !DIExpression(), !404)
    #dbg_value(i32 %342, !387, !DIExpression(), !403)
  %343 = mul i32 %342, 33, !dbg !406
  %344 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %341, !dbg !407
  %345 = load i8, ptr %344, align 4, !dbg !407, !tbaa !292
  %346 = zext i8 %345 to i32, !dbg !407
  %347 = add i32 %343, %346, !dbg !408
    #dbg_value(i32 %347, !387, !DIExpression(), !403)
  %348 = or disjoint i64 %341, 1, !dbg !409
    #dbg_value(i64 %348, !380, !DIExpression(), !404)
  %349 = mul i32 %347, 33, !dbg !406
  %350 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %348, !dbg !407
  %351 = load i8, ptr %350, align 1, !dbg !407, !tbaa !292
  %352 = zext i8 %351 to i32, !dbg !407
  %353 = add i32 %349, %352, !dbg !408
    #dbg_value(i32 %353, !387, !DIExpression(), !403)
  %354 = or disjoint i64 %341, 2, !dbg !409
    #dbg_value(i64 %354, !380, !DIExpression(), !404)
  %355 = mul i32 %353, 33, !dbg !406
  %356 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %354, !dbg !407
  %357 = load i8, ptr %356, align 2, !dbg !407, !tbaa !292
  %358 = zext i8 %357 to i32, !dbg !407
  %359 = add i32 %355, %358, !dbg !408
    #dbg_value(i32 %359, !387, !DIExpression(), !403)
  %360 = or disjoint i64 %341, 3, !dbg !409
    #dbg_value(i64 %360, !380, !DIExpression(), !404)
  %361 = mul i32 %359, 33, !dbg !406
  %362 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %360, !dbg !407
  %363 = load i8, ptr %362, align 1, !dbg !407, !tbaa !292
  %364 = zext i8 %363 to i32, !dbg !407
  %365 = add i32 %361, %364, !dbg !408
    #dbg_value(i32 %365, !387, !DIExpression(), !403)
  %366 = add nuw nsw i64 %341, 4, !dbg !409
    #dbg_value(i64 %366, !380, !DIExpression(), !404)
  %367 = icmp eq i64 %366, 256, !dbg !410
  br i1 %367, label %368, label %340, !dbg !405, !llvm.loop !411

368:                                              ; preds = %340
  %369 = zext i1 %339 to i32, !dbg !400
  %370 = icmp eq i32 %365, %307, !dbg !413
  %371 = zext i1 %370 to i32, !dbg !413
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %249, i32 noundef %369, i32 noundef %307, i32 noundef %371), !dbg !414
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(260) %1, ptr noundef nonnull align 8 dereferenceable(260) %5, i64 260, i1 false), !dbg !415
    #dbg_declare(ptr %1, !421, !DIExpression(), !425)
    #dbg_declare(ptr %6, !422, !DIExpression(), !426)
    #dbg_value(i32 0, !423, !DIExpression(), !427)
  %373 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !428
  %374 = load <16 x i8>, ptr %6, align 16, !dbg !428, !tbaa !292
  %375 = load <16 x i8>, ptr %373, align 16, !dbg !428, !tbaa !292
  %376 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !430
  %377 = load <16 x i8>, ptr %1, align 16, !dbg !430, !tbaa !292
  %378 = load <16 x i8>, ptr %376, align 16, !dbg !430, !tbaa !292
  %379 = xor <16 x i8> %377, %374, !dbg !430
  %380 = xor <16 x i8> %378, %375, !dbg !430
  store <16 x i8> %379, ptr %1, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %380, ptr %376, align 16, !dbg !430, !tbaa !292
  %381 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !428
  %382 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !428
  %383 = load <16 x i8>, ptr %381, align 16, !dbg !428, !tbaa !292
  %384 = load <16 x i8>, ptr %382, align 16, !dbg !428, !tbaa !292
  %385 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !431
  %386 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !430
  %387 = load <16 x i8>, ptr %385, align 16, !dbg !430, !tbaa !292
  %388 = load <16 x i8>, ptr %386, align 16, !dbg !430, !tbaa !292
  %389 = xor <16 x i8> %387, %383, !dbg !430
  %390 = xor <16 x i8> %388, %384, !dbg !430
  store <16 x i8> %389, ptr %385, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %390, ptr %386, align 16, !dbg !430, !tbaa !292
  %391 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !428
  %392 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !428
  %393 = load <16 x i8>, ptr %391, align 16, !dbg !428, !tbaa !292
  %394 = load <16 x i8>, ptr %392, align 16, !dbg !428, !tbaa !292
  %395 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !431
  %396 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !430
  %397 = load <16 x i8>, ptr %395, align 16, !dbg !430, !tbaa !292
  %398 = load <16 x i8>, ptr %396, align 16, !dbg !430, !tbaa !292
  %399 = xor <16 x i8> %397, %393, !dbg !430
  %400 = xor <16 x i8> %398, %394, !dbg !430
  store <16 x i8> %399, ptr %395, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %400, ptr %396, align 16, !dbg !430, !tbaa !292
  %401 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !428
  %402 = getelementptr inbounds i8, ptr %6, i64 112, !dbg !428
  %403 = load <16 x i8>, ptr %401, align 16, !dbg !428, !tbaa !292
  %404 = load <16 x i8>, ptr %402, align 16, !dbg !428, !tbaa !292
  %405 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !431
  %406 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !430
  %407 = load <16 x i8>, ptr %405, align 16, !dbg !430, !tbaa !292
  %408 = load <16 x i8>, ptr %406, align 16, !dbg !430, !tbaa !292
  %409 = xor <16 x i8> %407, %403, !dbg !430
  %410 = xor <16 x i8> %408, %404, !dbg !430
  store <16 x i8> %409, ptr %405, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %410, ptr %406, align 16, !dbg !430, !tbaa !292
  %411 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !428
  %412 = getelementptr inbounds i8, ptr %6, i64 144, !dbg !428
  %413 = load <16 x i8>, ptr %411, align 16, !dbg !428, !tbaa !292
  %414 = load <16 x i8>, ptr %412, align 16, !dbg !428, !tbaa !292
  %415 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !431
  %416 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !430
  %417 = load <16 x i8>, ptr %415, align 16, !dbg !430, !tbaa !292
  %418 = load <16 x i8>, ptr %416, align 16, !dbg !430, !tbaa !292
  %419 = xor <16 x i8> %417, %413, !dbg !430
  %420 = xor <16 x i8> %418, %414, !dbg !430
  store <16 x i8> %419, ptr %415, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %420, ptr %416, align 16, !dbg !430, !tbaa !292
  %421 = getelementptr inbounds i8, ptr %6, i64 160, !dbg !428
  %422 = getelementptr inbounds i8, ptr %6, i64 176, !dbg !428
  %423 = load <16 x i8>, ptr %421, align 16, !dbg !428, !tbaa !292
  %424 = load <16 x i8>, ptr %422, align 16, !dbg !428, !tbaa !292
  %425 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !431
  %426 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !430
  %427 = load <16 x i8>, ptr %425, align 16, !dbg !430, !tbaa !292
  %428 = load <16 x i8>, ptr %426, align 16, !dbg !430, !tbaa !292
  %429 = xor <16 x i8> %427, %423, !dbg !430
  %430 = xor <16 x i8> %428, %424, !dbg !430
  store <16 x i8> %429, ptr %425, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %430, ptr %426, align 16, !dbg !430, !tbaa !292
  %431 = getelementptr inbounds i8, ptr %6, i64 192, !dbg !428
  %432 = getelementptr inbounds i8, ptr %6, i64 208, !dbg !428
  %433 = load <16 x i8>, ptr %431, align 16, !dbg !428, !tbaa !292
  %434 = load <16 x i8>, ptr %432, align 16, !dbg !428, !tbaa !292
  %435 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !431
  %436 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !430
  %437 = load <16 x i8>, ptr %435, align 16, !dbg !430, !tbaa !292
  %438 = load <16 x i8>, ptr %436, align 16, !dbg !430, !tbaa !292
  %439 = xor <16 x i8> %437, %433, !dbg !430
  %440 = xor <16 x i8> %438, %434, !dbg !430
  store <16 x i8> %439, ptr %435, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %440, ptr %436, align 16, !dbg !430, !tbaa !292
  %441 = getelementptr inbounds i8, ptr %6, i64 224, !dbg !428
  %442 = getelementptr inbounds i8, ptr %6, i64 240, !dbg !428
  %443 = load <16 x i8>, ptr %441, align 16, !dbg !428, !tbaa !292
  %444 = load <16 x i8>, ptr %442, align 16, !dbg !428, !tbaa !292
  %445 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !431
  %446 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !430
  %447 = load <16 x i8>, ptr %445, align 16, !dbg !430, !tbaa !292
  %448 = load <16 x i8>, ptr %446, align 16, !dbg !430, !tbaa !292
  %449 = xor <16 x i8> %447, %443, !dbg !430
  %450 = xor <16 x i8> %448, %444, !dbg !430
  store <16 x i8> %449, ptr %445, align 16, !dbg !430, !tbaa !292
  store <16 x i8> %450, ptr %446, align 16, !dbg !430, !tbaa !292
  %451 = getelementptr inbounds i8, ptr %6, i64 256, !dbg !432
  %452 = load i32, ptr %451, align 16, !dbg !432, !tbaa !316
  %453 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !433
  %454 = load i32, ptr %453, align 16, !dbg !434, !tbaa !316
  %455 = xor i32 %454, %452, !dbg !434
  store i32 %455, ptr %453, align 16, !dbg !434, !tbaa !316
    #dbg_assign(i1 undef, !146, !DIExpression(), !435, ptr %1, !DIExpression(), !158)
    #dbg_declare(ptr %1, !386, !DIExpression(), !436)
    #dbg_value(i32 0, !387, !DIExpression(), !438)
    #dbg_value(i32 0, !380, !DIExpression(), !439)
  br label %456, !dbg !440

456:                                              ; preds = %456, %368
  %457 = phi i64 [ 0, %368 ], [ %482, %456 ]
  %458 = phi i32 [ 0, %368 ], [ %481, %456 ]
    #dbg_value(i64 %457, !380, !DIExpression(), !439)
    #dbg_value(i32 %458, !387, !DIExpression(), !438)
  %459 = mul i32 %458, 33, !dbg !441
  %460 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %457, !dbg !442
  %461 = load i8, ptr %460, align 4, !dbg !442, !tbaa !292
  %462 = zext i8 %461 to i32, !dbg !442
  %463 = add i32 %459, %462, !dbg !443
    #dbg_value(i32 %463, !387, !DIExpression(), !438)
  %464 = or disjoint i64 %457, 1, !dbg !444
    #dbg_value(i64 %464, !380, !DIExpression(), !439)
  %465 = mul i32 %463, 33, !dbg !441
  %466 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %464, !dbg !442
  %467 = load i8, ptr %466, align 1, !dbg !442, !tbaa !292
  %468 = zext i8 %467 to i32, !dbg !442
  %469 = add i32 %465, %468, !dbg !443
    #dbg_value(i32 %469, !387, !DIExpression(), !438)
  %470 = or disjoint i64 %457, 2, !dbg !444
    #dbg_value(i64 %470, !380, !DIExpression(), !439)
  %471 = mul i32 %469, 33, !dbg !441
  %472 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %470, !dbg !442
  %473 = load i8, ptr %472, align 2, !dbg !442, !tbaa !292
  %474 = zext i8 %473 to i32, !dbg !442
  %475 = add i32 %471, %474, !dbg !443
    #dbg_value(i32 %475, !387, !DIExpression(), !438)
  %476 = or disjoint i64 %457, 3, !dbg !444
    #dbg_value(i64 %476, !380, !DIExpression(), !439)
  %477 = mul i32 %475, 33, !dbg !441
  %478 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %476, !dbg !442
  %479 = load i8, ptr %478, align 1, !dbg !442, !tbaa !292
  %480 = zext i8 %479 to i32, !dbg !442
  %481 = add i32 %477, %480, !dbg !443
    #dbg_value(i32 %481, !387, !DIExpression(), !438)
  %482 = add nuw nsw i64 %457, 4, !dbg !444
    #dbg_value(i64 %482, !380, !DIExpression(), !439)
  %483 = icmp eq i64 %482, 256, !dbg !445
  br i1 %483, label %484, label %456, !dbg !440, !llvm.loop !446

484:                                              ; preds = %456
  %485 = icmp eq i32 %481, %455, !dbg !448
  %486 = zext i1 %485 to i32, !dbg !448
  %487 = load i8, ptr %1, align 16, !dbg !449, !tbaa !292
  %488 = zext i8 %487 to i32, !dbg !449
  %489 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !450
  %490 = load i8, ptr %489, align 1, !dbg !450, !tbaa !292
  %491 = zext i8 %490 to i32, !dbg !450
  %492 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !451
  %493 = load i8, ptr %492, align 2, !dbg !451, !tbaa !292
  %494 = zext i8 %493 to i32, !dbg !451
  %495 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !452
  %496 = load i8, ptr %495, align 1, !dbg !452, !tbaa !292
  %497 = zext i8 %496 to i32, !dbg !452
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %455, i32 noundef %486, i32 noundef %488, i32 noundef %491, i32 noundef %494, i32 noundef %497), !dbg !453
    #dbg_declare(ptr %1, !421, !DIExpression(), !454)
    #dbg_declare(ptr %6, !422, !DIExpression(), !456)
    #dbg_value(i32 0, !423, !DIExpression(), !457)
  %499 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !458
  %500 = load <16 x i8>, ptr %6, align 16, !dbg !458, !tbaa !292
  %501 = load <16 x i8>, ptr %499, align 16, !dbg !458, !tbaa !292
  %502 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !459
  %503 = load <16 x i8>, ptr %1, align 16, !dbg !459, !tbaa !292
  %504 = load <16 x i8>, ptr %502, align 16, !dbg !459, !tbaa !292
  %505 = xor <16 x i8> %503, %500, !dbg !459
  %506 = xor <16 x i8> %504, %501, !dbg !459
  store <16 x i8> %505, ptr %1, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %506, ptr %502, align 16, !dbg !459, !tbaa !292
  %507 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !458
  %508 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !458
  %509 = load <16 x i8>, ptr %507, align 16, !dbg !458, !tbaa !292
  %510 = load <16 x i8>, ptr %508, align 16, !dbg !458, !tbaa !292
  %511 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !460
  %512 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !459
  %513 = load <16 x i8>, ptr %511, align 16, !dbg !459, !tbaa !292
  %514 = load <16 x i8>, ptr %512, align 16, !dbg !459, !tbaa !292
  %515 = xor <16 x i8> %513, %509, !dbg !459
  %516 = xor <16 x i8> %514, %510, !dbg !459
  store <16 x i8> %515, ptr %511, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %516, ptr %512, align 16, !dbg !459, !tbaa !292
  %517 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !458
  %518 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !458
  %519 = load <16 x i8>, ptr %517, align 16, !dbg !458, !tbaa !292
  %520 = load <16 x i8>, ptr %518, align 16, !dbg !458, !tbaa !292
  %521 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !460
  %522 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !459
  %523 = load <16 x i8>, ptr %521, align 16, !dbg !459, !tbaa !292
  %524 = load <16 x i8>, ptr %522, align 16, !dbg !459, !tbaa !292
  %525 = xor <16 x i8> %523, %519, !dbg !459
  %526 = xor <16 x i8> %524, %520, !dbg !459
  store <16 x i8> %525, ptr %521, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %526, ptr %522, align 16, !dbg !459, !tbaa !292
  %527 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !458
  %528 = getelementptr inbounds i8, ptr %6, i64 112, !dbg !458
  %529 = load <16 x i8>, ptr %527, align 16, !dbg !458, !tbaa !292
  %530 = load <16 x i8>, ptr %528, align 16, !dbg !458, !tbaa !292
  %531 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !460
  %532 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !459
  %533 = load <16 x i8>, ptr %531, align 16, !dbg !459, !tbaa !292
  %534 = load <16 x i8>, ptr %532, align 16, !dbg !459, !tbaa !292
  %535 = xor <16 x i8> %533, %529, !dbg !459
  %536 = xor <16 x i8> %534, %530, !dbg !459
  store <16 x i8> %535, ptr %531, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %536, ptr %532, align 16, !dbg !459, !tbaa !292
  %537 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !458
  %538 = getelementptr inbounds i8, ptr %6, i64 144, !dbg !458
  %539 = load <16 x i8>, ptr %537, align 16, !dbg !458, !tbaa !292
  %540 = load <16 x i8>, ptr %538, align 16, !dbg !458, !tbaa !292
  %541 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !460
  %542 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !459
  %543 = load <16 x i8>, ptr %541, align 16, !dbg !459, !tbaa !292
  %544 = load <16 x i8>, ptr %542, align 16, !dbg !459, !tbaa !292
  %545 = xor <16 x i8> %543, %539, !dbg !459
  %546 = xor <16 x i8> %544, %540, !dbg !459
  store <16 x i8> %545, ptr %541, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %546, ptr %542, align 16, !dbg !459, !tbaa !292
  %547 = getelementptr inbounds i8, ptr %6, i64 160, !dbg !458
  %548 = getelementptr inbounds i8, ptr %6, i64 176, !dbg !458
  %549 = load <16 x i8>, ptr %547, align 16, !dbg !458, !tbaa !292
  %550 = load <16 x i8>, ptr %548, align 16, !dbg !458, !tbaa !292
  %551 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !460
  %552 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !459
  %553 = load <16 x i8>, ptr %551, align 16, !dbg !459, !tbaa !292
  %554 = load <16 x i8>, ptr %552, align 16, !dbg !459, !tbaa !292
  %555 = xor <16 x i8> %553, %549, !dbg !459
  %556 = xor <16 x i8> %554, %550, !dbg !459
  store <16 x i8> %555, ptr %551, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %556, ptr %552, align 16, !dbg !459, !tbaa !292
  %557 = getelementptr inbounds i8, ptr %6, i64 192, !dbg !458
  %558 = getelementptr inbounds i8, ptr %6, i64 208, !dbg !458
  %559 = load <16 x i8>, ptr %557, align 16, !dbg !458, !tbaa !292
  %560 = load <16 x i8>, ptr %558, align 16, !dbg !458, !tbaa !292
  %561 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !460
  %562 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !459
  %563 = load <16 x i8>, ptr %561, align 16, !dbg !459, !tbaa !292
  %564 = load <16 x i8>, ptr %562, align 16, !dbg !459, !tbaa !292
  %565 = xor <16 x i8> %563, %559, !dbg !459
  %566 = xor <16 x i8> %564, %560, !dbg !459
  store <16 x i8> %565, ptr %561, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %566, ptr %562, align 16, !dbg !459, !tbaa !292
  %567 = getelementptr inbounds i8, ptr %6, i64 224, !dbg !458
  %568 = getelementptr inbounds i8, ptr %6, i64 240, !dbg !458
  %569 = load <16 x i8>, ptr %567, align 16, !dbg !458, !tbaa !292
  %570 = load <16 x i8>, ptr %568, align 16, !dbg !458, !tbaa !292
  %571 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !460
  %572 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !459
  %573 = load <16 x i8>, ptr %571, align 16, !dbg !459, !tbaa !292
  %574 = load <16 x i8>, ptr %572, align 16, !dbg !459, !tbaa !292
  %575 = xor <16 x i8> %573, %569, !dbg !459
  %576 = xor <16 x i8> %574, %570, !dbg !459
  store <16 x i8> %575, ptr %571, align 16, !dbg !459, !tbaa !292
  store <16 x i8> %576, ptr %572, align 16, !dbg !459, !tbaa !292
    #dbg_assign(i1 undef, !147, !DIExpression(), !461, ptr %1, !DIExpression(), !158)
  %577 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %1, ptr noundef nonnull dereferenceable(256) %5, i64 256), !dbg !462
  %578 = icmp eq i32 %577, 0, !dbg !463
  %579 = zext i1 %578 to i32, !dbg !463
  %580 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %579), !dbg !464
  %581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 128, i64 noundef 64, i64 noundef 260), !dbg !465
  call void @llvm.lifetime.end.p0(i64 260, ptr nonnull %5) #8, !dbg !466
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8, !dbg !466
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8, !dbg !466
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #8, !dbg !466
  ret i32 0, !dbg !466

582:                                              ; preds = %116
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 16 dereferenceable(64) %130, i64 64, i1 false), !dbg !467, !tbaa.struct !291, !DIAssignID !468
    #dbg_assign(i1 undef, !133, !DIExpression(), !468, ptr %4, !DIExpression(), !158)
  %583 = load i64, ptr %190, align 8, !dbg !299, !tbaa !271
  br label %584, !dbg !469

584:                                              ; preds = %116, %582
  %585 = phi i64 [ %192, %116 ], [ %583, %582 ], !dbg !299
    #dbg_value(i64 2, !134, !DIExpression(), !295)
  %586 = load i64, ptr %147, align 16, !dbg !296, !tbaa !271
  %587 = icmp sgt i64 %586, %585, !dbg !300
  br i1 %587, label %588, label %590, !dbg !301

588:                                              ; preds = %584
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 16 dereferenceable(64) %144, i64 64, i1 false), !dbg !467, !tbaa.struct !291, !DIAssignID !468
    #dbg_assign(i1 undef, !133, !DIExpression(), !468, ptr %4, !DIExpression(), !158)
  %589 = load i64, ptr %190, align 8, !dbg !299, !tbaa !271
  br label %590, !dbg !469

590:                                              ; preds = %588, %584
  %591 = phi i64 [ %589, %588 ], [ %585, %584 ], !dbg !299
    #dbg_value(i64 3, !134, !DIExpression(), !295)
  %592 = load i64, ptr %161, align 16, !dbg !296, !tbaa !271
  %593 = icmp sgt i64 %592, %591, !dbg !300
  br i1 %593, label %594, label %596, !dbg !301

594:                                              ; preds = %590
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 16 dereferenceable(64) %158, i64 64, i1 false), !dbg !467, !tbaa.struct !291, !DIAssignID !468
    #dbg_assign(i1 undef, !133, !DIExpression(), !468, ptr %4, !DIExpression(), !158)
  %595 = load i64, ptr %190, align 8, !dbg !299, !tbaa !271
  br label %596, !dbg !469

596:                                              ; preds = %594, %590
  %597 = phi i64 [ %595, %594 ], [ %591, %590 ], !dbg !299
    #dbg_value(i64 4, !134, !DIExpression(), !295)
  %598 = load i64, ptr %175, align 16, !dbg !296, !tbaa !271
  %599 = icmp sgt i64 %598, %597, !dbg !300
  br i1 %599, label %600, label %602, !dbg !301

600:                                              ; preds = %596
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 16 dereferenceable(64) %172, i64 64, i1 false), !dbg !467, !tbaa.struct !291, !DIAssignID !468
    #dbg_assign(i1 undef, !133, !DIExpression(), !468, ptr %4, !DIExpression(), !158)
  %601 = load i64, ptr %190, align 8, !dbg !470, !tbaa !271
  br label %602, !dbg !469

602:                                              ; preds = %600, %596
  %603 = phi i64 [ %601, %600 ], [ %597, %596 ], !dbg !470
    #dbg_value(i64 5, !134, !DIExpression(), !295)
  %604 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %4, i64 noundef %603), !dbg !471
  call void @llvm.lifetime.start.p0(i64 260, ptr nonnull %5) #8, !dbg !472
    #dbg_value(i32 1, !307, !DIExpression(), !325)
    #dbg_declare(ptr %5, !308, !DIExpression(), !473)
    #dbg_value(i32 1, !309, !DIExpression(), !325)
    #dbg_value(i32 0, !310, !DIExpression(), !324)
  br label %196, !dbg !336
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !474 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !481 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_large.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 5)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 48)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 13)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 44)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 47)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 26)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 41)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 31)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !74, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72, !73}
!72 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !38, !43, !48, !53, !58, !63, !65}
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 86, type: !84, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{!88, !95, !96, !98, !101, !102, !104, !120, !124, !126, !130, !132, !133, !134, !136, !145, !146, !147}
!88 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 87, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !2, line: 6, size: 1024, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !89, file: !2, line: 7, baseType: !92, size: 1024)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 1024, elements: !94)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !{!11, !11}
!95 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 87, type: !89)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 88, type: !86)
!97 = distinct !DILexicalBlock(scope: !83, file: !2, line: 88, column: 5)
!98 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 89, type: !86)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 89, column: 9)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 88, column: 5)
!101 = !DILocalVariable(name: "p", scope: !83, file: !2, line: 92, type: !89)
!102 = !DILocalVariable(name: "k", scope: !103, file: !2, line: 93, type: !86)
!103 = distinct !DILexicalBlock(scope: !83, file: !2, line: 93, column: 5)
!104 = !DILocalVariable(name: "recs", scope: !83, file: !2, line: 96, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 2560, elements: !24)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !2, line: 10, size: 512, elements: !107)
!107 = !{!108, !112, !113, !117, !119}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !106, file: !2, line: 11, baseType: !109, size: 192)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 24)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !106, file: !2, line: 12, baseType: !86, size: 32, offset: 192)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !106, file: !2, line: 13, baseType: !114, size: 160, offset: 224)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 10)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !106, file: !2, line: 14, baseType: !118, size: 64, offset: 384)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !106, file: !2, line: 15, baseType: !93, size: 64, offset: 448)
!120 = !DILocalVariable(name: "names", scope: !83, file: !2, line: 98, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 320, elements: !24)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 99, type: !86)
!125 = distinct !DILexicalBlock(scope: !83, file: !2, line: 99, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 102, type: !86)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 102, column: 9)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 99, column: 33)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 99, column: 5)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 106, type: !86)
!131 = distinct !DILexicalBlock(scope: !83, file: !2, line: 106, column: 5)
!132 = !DILocalVariable(name: "tmp", scope: !83, file: !2, line: 110, type: !106)
!133 = !DILocalVariable(name: "best", scope: !83, file: !2, line: 117, type: !106)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 118, type: !86)
!135 = distinct !DILexicalBlock(scope: !83, file: !2, line: 118, column: 5)
!136 = !DILocalVariable(name: "b1", scope: !83, file: !2, line: 122, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !2, line: 18, size: 2080, elements: !138)
!138 = !{!139, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !137, file: !2, line: 19, baseType: !140, size: 2048)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 2048, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 256)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !137, file: !2, line: 20, baseType: !144, size: 32, offset: 2048)
!144 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!145 = !DILocalVariable(name: "b2", scope: !83, file: !2, line: 122, type: !137)
!146 = !DILocalVariable(name: "x", scope: !83, file: !2, line: 125, type: !137)
!147 = !DILocalVariable(name: "y", scope: !83, file: !2, line: 128, type: !137)
!148 = !DILocalVariable(name: "r", arg: 1, scope: !149, file: !2, line: 51, type: !106)
!149 = distinct !DISubprogram(name: "rec_finish", scope: !2, file: !2, line: 51, type: !150, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!106, !106}
!152 = !{!148, !153}
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 53, type: !86)
!154 = distinct !DILexicalBlock(scope: !149, file: !2, line: 53, column: 5)
!155 = !DILocation(line: 51, column: 47, scope: !149, inlinedAt: !156)
!156 = distinct !DILocation(line: 104, column: 19, scope: !128)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !83)
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = !DILocalVariable(name: "b", arg: 2, scope: !164, file: !2, line: 23, type: !89)
!164 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 23, type: !165, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!89, !89, !89}
!167 = !{!168, !163, !169, !170, !172, !175, !178, !180}
!168 = !DILocalVariable(name: "a", arg: 1, scope: !164, file: !2, line: 23, type: !89)
!169 = !DILocalVariable(name: "r", scope: !164, file: !2, line: 24, type: !89)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 25, type: !86)
!171 = distinct !DILexicalBlock(scope: !164, file: !2, line: 25, column: 5)
!172 = !DILocalVariable(name: "j", scope: !173, file: !2, line: 26, type: !86)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 26, column: 9)
!174 = distinct !DILexicalBlock(scope: !171, file: !2, line: 25, column: 5)
!175 = !DILocalVariable(name: "s", scope: !176, file: !2, line: 27, type: !93)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 26, column: 37)
!177 = distinct !DILexicalBlock(scope: !173, file: !2, line: 26, column: 9)
!178 = !DILocalVariable(name: "k", scope: !179, file: !2, line: 28, type: !86)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 28, column: 13)
!180 = !DILocalVariable(name: "t", scope: !181, file: !2, line: 29, type: !93)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 28, column: 41)
!182 = distinct !DILexicalBlock(scope: !179, file: !2, line: 28, column: 13)
!183 = !DILocation(line: 0, scope: !164, inlinedAt: !184)
!184 = distinct !DILocation(line: 91, column: 29, scope: !83)
!185 = !DILocation(line: 0, scope: !181, inlinedAt: !184)
!186 = !DILocation(line: 0, scope: !176, inlinedAt: !184)
!187 = !DILocation(line: 0, scope: !179, inlinedAt: !184)
!188 = !DILocation(line: 0, scope: !173, inlinedAt: !184)
!189 = !DILocation(line: 0, scope: !171, inlinedAt: !184)
!190 = !DILocalVariable(name: "a", arg: 2, scope: !191, file: !2, line: 45, type: !89)
!191 = distinct !DISubprogram(name: "mat_print", scope: !2, file: !2, line: 45, type: !192, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !122, !89}
!194 = !{!195, !190, !196}
!195 = !DILocalVariable(name: "lbl", arg: 1, scope: !191, file: !2, line: 45, type: !122)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 47, type: !86)
!197 = distinct !DILexicalBlock(scope: !191, file: !2, line: 47, column: 5)
!198 = !DILocation(line: 0, scope: !191, inlinedAt: !199)
!199 = distinct !DILocation(line: 91, column: 5, scope: !83)
!200 = !DILocation(line: 46, column: 5, scope: !191, inlinedAt: !199)
!201 = !DILocation(line: 0, scope: !197, inlinedAt: !199)
!202 = !DILocation(line: 48, column: 9, scope: !203, inlinedAt: !199)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 47, column: 5)
!204 = !DILocation(line: 0, scope: !103)
!205 = !DILocation(line: 93, column: 5, scope: !103)
!206 = !DILocation(line: 0, scope: !191, inlinedAt: !207)
!207 = distinct !DILocation(line: 95, column: 5, scope: !83)
!208 = !DILocation(line: 46, column: 5, scope: !191, inlinedAt: !207)
!209 = !DILocation(line: 0, scope: !197, inlinedAt: !207)
!210 = !DILocation(line: 48, column: 9, scope: !203, inlinedAt: !207)
!211 = !DILocation(line: 96, column: 5, scope: !83)
!212 = !DILocation(line: 97, column: 5, scope: !83)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !125)
!216 = !DILocation(line: 99, column: 5, scope: !125)
!217 = !DILocation(line: 0, scope: !164, inlinedAt: !218)
!218 = distinct !DILocation(line: 94, column: 13, scope: !219)
!219 = distinct !DILexicalBlock(scope: !103, file: !2, line: 93, column: 5)
!220 = !DILocation(line: 0, scope: !171, inlinedAt: !218)
!221 = !DILocation(line: 0, scope: !173, inlinedAt: !218)
!222 = !DILocation(line: 0, scope: !179, inlinedAt: !218)
!223 = !DILocation(line: 0, scope: !176, inlinedAt: !218)
!224 = !DILocation(line: 29, column: 38, scope: !181, inlinedAt: !218)
!225 = !DILocation(line: 0, scope: !181, inlinedAt: !218)
!226 = !DILocation(line: 30, column: 19, scope: !181, inlinedAt: !218)
!227 = !DILocation(line: 93, column: 29, scope: !219)
!228 = !DILocation(line: 93, column: 23, scope: !219)
!229 = distinct !{!229, !205, !230, !231}
!230 = !DILocation(line: 94, column: 25, scope: !103)
!231 = !{!"llvm.loop.mustprogress"}
!232 = !DILocation(line: 100, column: 16, scope: !128)
!233 = !DILocation(line: 100, column: 30, scope: !128)
!234 = !DILocation(line: 100, column: 9, scope: !128)
!235 = !DILocation(line: 101, column: 17, scope: !128)
!236 = !DILocation(line: 101, column: 20, scope: !128)
!237 = !{!238, !241, i64 24}
!238 = !{!"record", !239, i64 0, !241, i64 24, !239, i64 28, !242, i64 48, !243, i64 56}
!239 = !{!"omnipotent char", !240, i64 0}
!240 = !{!"Simple C/C++ TBAA"}
!241 = !{!"int", !239, i64 0}
!242 = !{!"long", !239, i64 0}
!243 = !{!"double", !239, i64 0}
!244 = !DILocation(line: 0, scope: !127)
!245 = !DILocation(line: 103, column: 59, scope: !246)
!246 = distinct !DILexicalBlock(scope: !127, file: !2, line: 102, column: 9)
!247 = !DILocation(line: 103, column: 33, scope: !246)
!248 = !DILocation(line: 103, column: 31, scope: !246)
!249 = !{!250, !250, i64 0}
!250 = !{!"short", !239, i64 0}
!251 = !DILocation(line: 103, column: 13, scope: !246)
!252 = !DILocation(line: 0, scope: !149, inlinedAt: !156)
!253 = !DILocation(line: 52, column: 7, scope: !149, inlinedAt: !156)
!254 = !DILocation(line: 0, scope: !154, inlinedAt: !156)
!255 = !DILocation(line: 54, column: 17, scope: !256, inlinedAt: !156)
!256 = distinct !DILexicalBlock(scope: !154, file: !2, line: 53, column: 5)
!257 = !DILocation(line: 54, column: 20, scope: !256, inlinedAt: !156)
!258 = !DILocation(line: 55, column: 13, scope: !149, inlinedAt: !156)
!259 = !DILocation(line: 55, column: 21, scope: !149, inlinedAt: !156)
!260 = !DILocation(line: 104, column: 19, scope: !128)
!261 = !{!242, !242, i64 0}
!262 = !{!243, !243, i64 0}
!263 = !DILocation(line: 99, column: 29, scope: !129)
!264 = !DILocation(line: 99, column: 23, scope: !129)
!265 = distinct !{!265, !216, !266, !231}
!266 = !DILocation(line: 105, column: 5, scope: !125)
!267 = !DILocation(line: 0, scope: !131)
!268 = !DILocation(line: 107, column: 90, scope: !269)
!269 = distinct !DILexicalBlock(scope: !131, file: !2, line: 106, column: 5)
!270 = !DILocation(line: 108, column: 24, scope: !269)
!271 = !{!238, !242, i64 48}
!272 = !DILocation(line: 108, column: 39, scope: !269)
!273 = !{!238, !243, i64 56}
!274 = !DILocation(line: 108, column: 52, scope: !269)
!275 = !DILocation(line: 108, column: 44, scope: !269)
!276 = !DILocation(line: 108, column: 63, scope: !269)
!277 = !DILocation(line: 107, column: 9, scope: !269)
!278 = !DILocation(line: 107, column: 68, scope: !269)
!279 = !DILocation(line: 110, column: 5, scope: !83)
!280 = !DILocation(line: 111, column: 5, scope: !83)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 112, column: 5, scope: !83)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 113, column: 5, scope: !83)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 115, column: 12, scope: !83)
!287 = !DILocation(line: 115, column: 47, scope: !83)
!288 = !DILocation(line: 114, column: 5, scope: !83)
!289 = !DILocation(line: 117, column: 5, scope: !83)
!290 = !DILocation(line: 117, column: 26, scope: !83)
!291 = !{i64 0, i64 24, !292, i64 24, i64 4, !293, i64 28, i64 20, !292, i64 48, i64 8, !261, i64 56, i64 8, !262}
!292 = !{!239, !239, i64 0}
!293 = !{!241, !241, i64 0}
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !135)
!296 = !DILocation(line: 119, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !298, file: !2, line: 119, column: 13)
!298 = distinct !DILexicalBlock(scope: !135, file: !2, line: 118, column: 5)
!299 = !DILocation(line: 119, column: 34, scope: !297)
!300 = !DILocation(line: 119, column: 27, scope: !297)
!301 = !DILocation(line: 119, column: 13, scope: !298)
!302 = !DILocation(line: 66, column: 7, scope: !303, inlinedAt: !314)
!303 = distinct !DISubprogram(name: "block_fill", scope: !2, file: !2, line: 59, type: !304, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!137, !144}
!306 = !{!307, !308, !309, !310, !312}
!307 = !DILocalVariable(name: "seed", arg: 1, scope: !303, file: !2, line: 59, type: !144)
!308 = !DILocalVariable(name: "b", scope: !303, file: !2, line: 60, type: !137)
!309 = !DILocalVariable(name: "x", scope: !303, file: !2, line: 61, type: !144)
!310 = !DILocalVariable(name: "i", scope: !311, file: !2, line: 62, type: !86)
!311 = distinct !DILexicalBlock(scope: !303, file: !2, line: 62, column: 5)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 67, type: !86)
!313 = distinct !DILexicalBlock(scope: !303, file: !2, line: 67, column: 5)
!314 = distinct !DILocation(line: 122, column: 23, scope: !83)
!315 = !DILocation(line: 66, column: 16, scope: !303, inlinedAt: !314)
!316 = !{!317, !241, i64 256}
!317 = !{!"block", !239, i64 0, !241, i64 256}
!318 = !{!319}
!319 = distinct !{!319, !320, !"block_fill: argument 0"}
!320 = distinct !{!320, !"block_fill"}
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !313, inlinedAt: !314)
!323 = !DILocation(line: 67, column: 5, scope: !313, inlinedAt: !314)
!324 = !DILocation(line: 0, scope: !311, inlinedAt: !314)
!325 = !DILocation(line: 0, scope: !303, inlinedAt: !314)
!326 = !DILocation(line: 63, column: 15, scope: !327, inlinedAt: !314)
!327 = distinct !DILexicalBlock(scope: !328, file: !2, line: 62, column: 35)
!328 = distinct !DILexicalBlock(scope: !311, file: !2, line: 62, column: 5)
!329 = !DILocation(line: 63, column: 29, scope: !327, inlinedAt: !314)
!330 = !DILocation(line: 64, column: 39, scope: !327, inlinedAt: !314)
!331 = !DILocation(line: 64, column: 21, scope: !327, inlinedAt: !314)
!332 = !DILocation(line: 64, column: 9, scope: !327, inlinedAt: !314)
!333 = !DILocation(line: 64, column: 19, scope: !327, inlinedAt: !314)
!334 = !DILocation(line: 62, column: 31, scope: !328, inlinedAt: !314)
!335 = !DILocation(line: 62, column: 23, scope: !328, inlinedAt: !314)
!336 = !DILocation(line: 62, column: 5, scope: !311, inlinedAt: !314)
!337 = distinct !{!337, !336, !338, !231}
!338 = !DILocation(line: 65, column: 5, scope: !311, inlinedAt: !314)
!339 = !DILocation(line: 68, column: 40, scope: !340, inlinedAt: !314)
!340 = distinct !DILexicalBlock(scope: !313, file: !2, line: 67, column: 5)
!341 = !DILocation(line: 68, column: 55, scope: !340, inlinedAt: !314)
!342 = !DILocation(line: 68, column: 53, scope: !340, inlinedAt: !314)
!343 = !DILocation(line: 68, column: 20, scope: !340, inlinedAt: !314)
!344 = distinct !DIAssignID()
!345 = !DILocation(line: 67, column: 31, scope: !340, inlinedAt: !314)
!346 = !DILocation(line: 67, column: 23, scope: !340, inlinedAt: !314)
!347 = distinct !{!347, !323, !348, !231}
!348 = !DILocation(line: 68, column: 63, scope: !313, inlinedAt: !314)
!349 = !DILocation(line: 66, column: 7, scope: !303, inlinedAt: !350)
!350 = distinct !DILocation(line: 122, column: 43, scope: !83)
!351 = !DILocation(line: 66, column: 16, scope: !303, inlinedAt: !350)
!352 = !{!353}
!353 = distinct !{!353, !354, !"block_fill: argument 0"}
!354 = distinct !{!354, !"block_fill"}
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 0, scope: !313, inlinedAt: !350)
!357 = !DILocation(line: 67, column: 5, scope: !313, inlinedAt: !350)
!358 = !DILocation(line: 0, scope: !311, inlinedAt: !350)
!359 = !DILocation(line: 0, scope: !303, inlinedAt: !350)
!360 = !DILocation(line: 63, column: 15, scope: !327, inlinedAt: !350)
!361 = !DILocation(line: 63, column: 29, scope: !327, inlinedAt: !350)
!362 = !DILocation(line: 64, column: 39, scope: !327, inlinedAt: !350)
!363 = !DILocation(line: 64, column: 21, scope: !327, inlinedAt: !350)
!364 = !DILocation(line: 64, column: 9, scope: !327, inlinedAt: !350)
!365 = !DILocation(line: 64, column: 19, scope: !327, inlinedAt: !350)
!366 = !DILocation(line: 62, column: 31, scope: !328, inlinedAt: !350)
!367 = !DILocation(line: 62, column: 23, scope: !328, inlinedAt: !350)
!368 = !DILocation(line: 62, column: 5, scope: !311, inlinedAt: !350)
!369 = distinct !{!369, !368, !370, !231}
!370 = !DILocation(line: 65, column: 5, scope: !311, inlinedAt: !350)
!371 = !DILocation(line: 68, column: 40, scope: !340, inlinedAt: !350)
!372 = !DILocation(line: 68, column: 55, scope: !340, inlinedAt: !350)
!373 = !DILocation(line: 68, column: 53, scope: !340, inlinedAt: !350)
!374 = !DILocation(line: 68, column: 20, scope: !340, inlinedAt: !350)
!375 = distinct !DIAssignID()
!376 = !DILocation(line: 67, column: 31, scope: !340, inlinedAt: !350)
!377 = !DILocation(line: 67, column: 23, scope: !340, inlinedAt: !350)
!378 = distinct !{!378, !357, !379, !231}
!379 = !DILocation(line: 68, column: 63, scope: !313, inlinedAt: !350)
!380 = !DILocalVariable(name: "i", scope: !381, file: !2, line: 74, type: !86)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 74, column: 5)
!382 = distinct !DISubprogram(name: "block_verify", scope: !2, file: !2, line: 72, type: !383, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !385)
!383 = !DISubroutineType(types: !384)
!384 = !{!144, !137}
!385 = !{!386, !387, !380}
!386 = !DILocalVariable(name: "b", arg: 1, scope: !382, file: !2, line: 72, type: !137)
!387 = !DILocalVariable(name: "c", scope: !382, file: !2, line: 73, type: !144)
!388 = !DILocation(line: 0, scope: !381, inlinedAt: !389)
!389 = distinct !DILocation(line: 123, column: 73, scope: !83)
!390 = !DILocation(line: 0, scope: !382, inlinedAt: !389)
!391 = !DILocation(line: 75, column: 22, scope: !392, inlinedAt: !389)
!392 = distinct !DILexicalBlock(scope: !381, file: !2, line: 74, column: 5)
!393 = !DILocation(line: 75, column: 28, scope: !392, inlinedAt: !389)
!394 = !DILocation(line: 75, column: 26, scope: !392, inlinedAt: !389)
!395 = !DILocation(line: 74, column: 31, scope: !392, inlinedAt: !389)
!396 = !DILocation(line: 74, column: 23, scope: !392, inlinedAt: !389)
!397 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !389)
!398 = distinct !{!398, !397, !399, !231}
!399 = !DILocation(line: 75, column: 36, scope: !381, inlinedAt: !389)
!400 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !389)
!401 = !DILocation(line: 72, column: 43, scope: !382, inlinedAt: !402)
!402 = distinct !DILocation(line: 124, column: 25, scope: !83)
!403 = !DILocation(line: 0, scope: !382, inlinedAt: !402)
!404 = !DILocation(line: 0, scope: !381, inlinedAt: !402)
!405 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !402)
!406 = !DILocation(line: 75, column: 22, scope: !392, inlinedAt: !402)
!407 = !DILocation(line: 75, column: 28, scope: !392, inlinedAt: !402)
!408 = !DILocation(line: 75, column: 26, scope: !392, inlinedAt: !402)
!409 = !DILocation(line: 74, column: 31, scope: !392, inlinedAt: !402)
!410 = !DILocation(line: 74, column: 23, scope: !392, inlinedAt: !402)
!411 = distinct !{!411, !405, !412, !231}
!412 = !DILocation(line: 75, column: 36, scope: !381, inlinedAt: !402)
!413 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !402)
!414 = !DILocation(line: 123, column: 5, scope: !83)
!415 = !DILocation(line: 80, column: 5, scope: !416, inlinedAt: !424)
!416 = distinct !DILexicalBlock(scope: !417, file: !2, line: 80, column: 5)
!417 = distinct !DISubprogram(name: "block_xor", scope: !2, file: !2, line: 79, type: !418, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!137, !137, !137}
!420 = !{!421, !422, !423}
!421 = !DILocalVariable(name: "a", arg: 1, scope: !417, file: !2, line: 79, type: !137)
!422 = !DILocalVariable(name: "b", arg: 2, scope: !417, file: !2, line: 79, type: !137)
!423 = !DILocalVariable(name: "i", scope: !416, file: !2, line: 80, type: !86)
!424 = distinct !DILocation(line: 125, column: 22, scope: !83)
!425 = !DILocation(line: 79, column: 44, scope: !417, inlinedAt: !424)
!426 = !DILocation(line: 79, column: 60, scope: !417, inlinedAt: !424)
!427 = !DILocation(line: 0, scope: !416, inlinedAt: !424)
!428 = !DILocation(line: 81, column: 22, scope: !429, inlinedAt: !424)
!429 = distinct !DILexicalBlock(scope: !416, file: !2, line: 80, column: 5)
!430 = !DILocation(line: 81, column: 19, scope: !429, inlinedAt: !424)
!431 = !DILocation(line: 81, column: 9, scope: !429, inlinedAt: !424)
!432 = !DILocation(line: 82, column: 21, scope: !417, inlinedAt: !424)
!433 = !DILocation(line: 82, column: 7, scope: !417, inlinedAt: !424)
!434 = !DILocation(line: 82, column: 16, scope: !417, inlinedAt: !424)
!435 = distinct !DIAssignID()
!436 = !DILocation(line: 72, column: 43, scope: !382, inlinedAt: !437)
!437 = distinct !DILocation(line: 126, column: 75, scope: !83)
!438 = !DILocation(line: 0, scope: !382, inlinedAt: !437)
!439 = !DILocation(line: 0, scope: !381, inlinedAt: !437)
!440 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !437)
!441 = !DILocation(line: 75, column: 22, scope: !392, inlinedAt: !437)
!442 = !DILocation(line: 75, column: 28, scope: !392, inlinedAt: !437)
!443 = !DILocation(line: 75, column: 26, scope: !392, inlinedAt: !437)
!444 = !DILocation(line: 74, column: 31, scope: !392, inlinedAt: !437)
!445 = !DILocation(line: 74, column: 23, scope: !392, inlinedAt: !437)
!446 = distinct !{!446, !440, !447, !231}
!447 = !DILocation(line: 75, column: 36, scope: !381, inlinedAt: !437)
!448 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !437)
!449 = !DILocation(line: 127, column: 12, scope: !83)
!450 = !DILocation(line: 127, column: 23, scope: !83)
!451 = !DILocation(line: 127, column: 34, scope: !83)
!452 = !DILocation(line: 127, column: 45, scope: !83)
!453 = !DILocation(line: 126, column: 5, scope: !83)
!454 = !DILocation(line: 79, column: 44, scope: !417, inlinedAt: !455)
!455 = distinct !DILocation(line: 128, column: 22, scope: !83)
!456 = !DILocation(line: 79, column: 60, scope: !417, inlinedAt: !455)
!457 = !DILocation(line: 0, scope: !416, inlinedAt: !455)
!458 = !DILocation(line: 81, column: 22, scope: !429, inlinedAt: !455)
!459 = !DILocation(line: 81, column: 19, scope: !429, inlinedAt: !455)
!460 = !DILocation(line: 81, column: 9, scope: !429, inlinedAt: !455)
!461 = distinct !DIAssignID()
!462 = !DILocation(line: 129, column: 42, scope: !83)
!463 = !DILocation(line: 129, column: 81, scope: !83)
!464 = !DILocation(line: 129, column: 5, scope: !83)
!465 = !DILocation(line: 130, column: 5, scope: !83)
!466 = !DILocation(line: 133, column: 1, scope: !83)
!467 = !DILocation(line: 120, column: 20, scope: !297)
!468 = distinct !DIAssignID()
!469 = !DILocation(line: 120, column: 13, scope: !297)
!470 = !DILocation(line: 121, column: 45, scope: !83)
!471 = !DILocation(line: 121, column: 5, scope: !83)
!472 = !DILocation(line: 122, column: 5, scope: !83)
!473 = !DILocation(line: 60, column: 18, scope: !303, inlinedAt: !314)
!474 = !DISubprogram(name: "strcpy", scope: !475, file: !475, line: 141, type: !476, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!476 = !DISubroutineType(types: !477)
!477 = !{!478, !479, !480}
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!479 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !478)
!480 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!481 = !DISubprogram(name: "printf", scope: !482, file: !482, line: 356, type: !483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!483 = !DISubroutineType(types: !484)
!484 = !{!86, !480, null}
