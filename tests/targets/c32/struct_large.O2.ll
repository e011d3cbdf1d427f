; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.block = type { [256 x i8], i32 }
%struct.record = type { [24 x i8], i32, [10 x i16], i32, double }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1, !dbg !26
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 4
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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca %struct.block, align 8
    #dbg_declare(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 0, 224), !156)
  %2 = alloca [5 x %struct.record], align 4, !DIAssignID !158
    #dbg_assign(i1 undef, !105, !DIExpression(), !158, ptr %2, !DIExpression(), !159)
  %3 = alloca %struct.record, align 4, !DIAssignID !160
    #dbg_assign(i1 undef, !133, !DIExpression(), !160, ptr %3, !DIExpression(), !159)
  %4 = alloca %struct.record, align 4, !DIAssignID !161
    #dbg_assign(i1 undef, !134, !DIExpression(), !161, ptr %4, !DIExpression(), !159)
  %5 = alloca %struct.block, align 4, !DIAssignID !162
    #dbg_assign(i1 undef, !137, !DIExpression(), !162, ptr %5, !DIExpression(), !159)
  %6 = alloca %struct.block, align 8, !DIAssignID !163
    #dbg_assign(i1 undef, !146, !DIExpression(), !163, ptr %6, !DIExpression(), !159)
    #dbg_assign(i1 undef, !147, !DIExpression(), !164, ptr %1, !DIExpression(), !159)
    #dbg_assign(i1 undef, !148, !DIExpression(), !165, ptr %1, !DIExpression(), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 0.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 1.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 1.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 1.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 1.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 1.500000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 2.500000e-01, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 0.000000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -2.500000e-01, !96, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 1.000000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 1.750000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 5.000000e-01, !96, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 2.500000e-01, !96, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 1.500000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 1.250000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 2.000000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 7.500000e-01, !96, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 2.000000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 1.750000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 1.500000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 2.250000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(double 0.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(double -2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(double 1.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !186)
    #dbg_value(double 5.000000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !186)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !186)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !186)
    #dbg_value(double 1.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !186)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !186)
    #dbg_value(double 7.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !186)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !186)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !186)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !186)
    #dbg_value(double 2.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !186)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !186)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !186)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !186)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !186)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_deref), !186)
    #dbg_value(i32 0, !173, !DIExpression(), !188)
    #dbg_value(i32 0, !173, !DIExpression(), !188)
    #dbg_value(i32 0, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 1.500000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.500000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.500000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.500000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 1, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 2.500000e-01, !183, !DIExpression(), !192)
    #dbg_value(double 2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 2, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 3, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double -2.500000e-01, !183, !DIExpression(), !192)
    #dbg_value(double -2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double -2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double -2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 1, !173, !DIExpression(), !188)
    #dbg_value(i32 0, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 1.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 1, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 1.750000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.750000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.750000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 2, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 5.000000e-01, !183, !DIExpression(), !192)
    #dbg_value(double 5.000000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 5.000000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 3, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double -0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 2.500000e-01, !183, !DIExpression(), !192)
    #dbg_value(double 2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 2.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 2, !173, !DIExpression(), !188)
    #dbg_value(i32 0, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 1.500000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.500000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 1, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 1.250000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 1.250000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 2, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 2.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 2.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 3, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double -0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 7.500000e-01, !183, !DIExpression(), !192)
    #dbg_value(double 7.500000e-01, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 3, !173, !DIExpression(), !188)
    #dbg_value(i32 0, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 2.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 1, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 1.750000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 2, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 1.500000e+00, !183, !DIExpression(), !192)
    #dbg_value(i32 3, !175, !DIExpression(), !189)
    #dbg_value(i32 0, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(double -0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 1, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 2, !181, !DIExpression(), !190)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 3, !181, !DIExpression(), !190)
    #dbg_value(double 2.250000e+00, !183, !DIExpression(), !192)
    #dbg_value(double 2.250000e+00, !178, !DIExpression(), !191)
    #dbg_value(i32 4, !181, !DIExpression(), !190)
    #dbg_value(i32 4, !175, !DIExpression(), !189)
    #dbg_value(i32 4, !173, !DIExpression(), !188)
    #dbg_value(double 1.500000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !201)
    #dbg_value(double 2.500000e-01, !193, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !201)
    #dbg_value(double 0.000000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !201)
    #dbg_value(double -2.500000e-01, !193, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !201)
    #dbg_value(double 1.000000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !201)
    #dbg_value(double 1.750000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !201)
    #dbg_value(double 5.000000e-01, !193, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !201)
    #dbg_value(double 2.500000e-01, !193, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !201)
    #dbg_value(double 1.500000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !201)
    #dbg_value(double 1.250000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !201)
    #dbg_value(double 2.000000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !201)
    #dbg_value(double 7.500000e-01, !193, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !201)
    #dbg_value(double 2.000000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !201)
    #dbg_value(double 1.750000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !201)
    #dbg_value(double 1.500000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !201)
    #dbg_value(double 2.250000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !201)
    #dbg_value(ptr @.str, !198, !DIExpression(), !201)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str), !dbg !203
    #dbg_value(i32 0, !199, !DIExpression(), !204)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 1.500000e+00, double noundef 2.500000e-01, double noundef 0.000000e+00, double noundef -2.500000e-01), !dbg !205
    #dbg_value(i32 1, !199, !DIExpression(), !204)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 1.000000e+00, double noundef 1.750000e+00, double noundef 5.000000e-01, double noundef 2.500000e-01), !dbg !205
    #dbg_value(i32 2, !199, !DIExpression(), !204)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 1.500000e+00, double noundef 1.250000e+00, double noundef 2.000000e+00, double noundef 7.500000e-01), !dbg !205
    #dbg_value(i32 3, !199, !DIExpression(), !204)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 2.000000e+00, double noundef 1.750000e+00, double noundef 1.500000e+00, double noundef 2.250000e+00), !dbg !205
    #dbg_value(i32 4, !199, !DIExpression(), !204)
    #dbg_value(double 2.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(i32 0, !103, !DIExpression(), !207)
    #dbg_value(double 1.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 1.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 7.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 1.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 1.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 5.000000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 1.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 1.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 0.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 1.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i32 0, !103, !DIExpression(), !207)
    #dbg_value(double 2.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 1.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 1.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 7.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 1.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 1.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 5.000000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 1.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 1.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 0.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 1.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double 0.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 1.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 5.000000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 1.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 7.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 2.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(double 1.500000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double 2.500000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -2.500000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 1.750000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 5.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 2.500000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 1.500000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 1.250000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 2.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 7.500000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 2.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 1.750000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 1.500000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 2.250000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(ptr undef, !172, !DIExpression(DW_OP_deref), !208)
    #dbg_value(i32 0, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 2.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.250000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 2.500000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 2.500000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.500000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 3.750000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 4.375000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 8.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 8.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -4.375000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.250000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 1.250000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.250000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -3.750000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 6.250000e-02, !183, !DIExpression(), !215)
    #dbg_value(double -3.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double -3.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -5.625000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.500000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.500000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.750000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.250000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 7.500000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 4.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 2.500000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 2.500000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 3.062500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.312500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 6.250000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 3.937500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 4.375000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 8.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 8.750000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.875000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -2.500000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -2.500000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 4.375000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 1.875000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 5.625000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 5.625000e-01, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 2.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.250000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.500000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 3.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 6.500000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.500000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 3.750000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 2.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.562500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 2.500000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 5.062500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.312500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 6.250000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 6.250000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 4.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 4.625000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.125000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -3.750000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 3.125000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -6.250000e-02, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.500000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.437500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.687500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 3.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.750000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 4.750000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 2.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 7.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 4.500000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 5.000000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 3.062500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.562500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.875000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 5.437500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 3.937500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 8.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 8.750000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 3.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.875000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 3.375000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -5.000000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 4.375000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -6.250000e-02, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.125000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.062500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 5.062500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 6.125000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 4, !181, !DIExpression(), !213)
    #dbg_value(i32 4, !175, !DIExpression(), !212)
    #dbg_value(i32 4, !173, !DIExpression(), !211)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 3.750000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -8.750000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 4.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 4.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 2.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 1.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 8.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 6.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 5.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 3.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 1.150000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 9.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 7.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 6.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 7.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 9.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 1.150000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 3.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 5.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 6.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 8.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 1.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 2.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 4.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 4.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -8.750000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double -2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 3.750000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i32 1, !103, !DIExpression(), !207)
    #dbg_value(double 6.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 7.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 9.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 1.150000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 3.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 5.750000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 6.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 8.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 1.125000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 2.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 4.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 4.500000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -8.750000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double -2.500000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 3.750000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 2.000000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double 0.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 1.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 5.000000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 1.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 7.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 2.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(double 2.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double 3.750000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double -2.500000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -8.750000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 4.500000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 4.375000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 2.250000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 1.125000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 8.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 6.375000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 5.750000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 3.125000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 1.150000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 9.375000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 7.250000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 6.125000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(i32 0, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 3.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 3.375000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -3.750000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 3.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -1.750000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 5.000000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 6.562500e-01, !183, !DIExpression(), !215)
    #dbg_value(double 1.156250e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -3.125000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 8.437500e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -1.531250e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.875000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 1.875000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -3.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -1.312500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -5.000000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -5.000000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 9.375000e-02, !183, !DIExpression(), !215)
    #dbg_value(double -4.062500e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -1.875000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -5.937500e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -1.968750e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 6.750000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 6.750000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 4.375000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.112500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 3.375000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.450000e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 2.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.125000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.125000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 7.656250e+00, !183, !DIExpression(), !215)
    #dbg_value(double 8.781250e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 2.812500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0x4027300000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.968750e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 2.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.187500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 4.500000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 6.687500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.687500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -1.125000e+00, !183, !DIExpression(), !215)
    #dbg_value(double -1.125000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.093750e+00, !183, !DIExpression(), !215)
    #dbg_value(double -3.125000e-02, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.687500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.656250e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 2.531250e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.200000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.200000e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 6.375000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.837500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 8.625000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.700000e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 6.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 2.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4026500000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x402A500000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 7.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0x4034580000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 5.468750e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 3.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.187500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.150000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.468750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 4.687500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -2.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double -2.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.593750e+00, !183, !DIExpression(), !215)
    #dbg_value(double -4.062500e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 4.312500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 3.906250e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 7.031250e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.725000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.725000e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 9.375000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.662500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.087500e+01, !183, !DIExpression(), !215)
    #dbg_value(double 3.750000e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 1.225000e+01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 2.875000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 2.875000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4030680000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4033480000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 9.062500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0x403C580000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4025700000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 4.687500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 4.687500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.450000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.918750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 9.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -2.875000e+00, !183, !DIExpression(), !215)
    #dbg_value(double -2.875000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 2.343750e+00, !183, !DIExpression(), !215)
    #dbg_value(double -5.312500e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 5.437500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 4.906250e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x402B900000000000, !183, !DIExpression(), !215)
    #dbg_value(double 1.868750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 4, !181, !DIExpression(), !213)
    #dbg_value(i32 4, !175, !DIExpression(), !212)
    #dbg_value(i32 4, !173, !DIExpression(), !211)
    #dbg_value(double 1.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double -6.875000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -1.625000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -2.562500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 1.675000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 1.356250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 8.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 4.187500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 3.325000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 2.581250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 1.937500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 1.093750e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 4.975000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 3.906250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 2.837500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 1.868750e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 2.837500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 3.906250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 4.975000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 1.093750e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 1.937500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 2.581250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 3.325000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 4.187500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 8.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 1.356250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 1.675000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -2.562500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double -1.625000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -6.875000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 1.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i32 2, !103, !DIExpression(), !207)
    #dbg_value(double 1.868750e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 2.837500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 3.906250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 4.975000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 1.093750e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 1.937500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 2.581250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 3.325000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 4.187500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 8.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 1.356250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 1.675000e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -2.562500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double -1.625000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -6.875000e-01, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 1.250000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double 0.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 1.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 5.000000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 1.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 7.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 2.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(double 1.250000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double -6.875000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double -1.625000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -2.562500e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 1.675000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 1.356250e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 8.375000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 4.187500e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 3.325000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 2.581250e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 1.937500e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 1.093750e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 4.975000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 3.906250e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 2.837500e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 1.868750e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(i32 0, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.875000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.875000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double -6.875000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 1.187500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -2.437500e+00, !183, !DIExpression(), !215)
    #dbg_value(double -1.250000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -5.125000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 3.125000e-01, !183, !DIExpression(), !215)
    #dbg_value(double 3.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0xBFF3400000000000, !183, !DIExpression(), !215)
    #dbg_value(double -8.906250e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -2.031250e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0xC007600000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0xC011F00000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double -3.437500e-01, !183, !DIExpression(), !215)
    #dbg_value(double -3.437500e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -3.250000e+00, !183, !DIExpression(), !215)
    #dbg_value(double -3.593750e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -3.843750e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -3.125000e-01, !183, !DIExpression(), !215)
    #dbg_value(double -3.125000e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double -1.718750e-01, !183, !DIExpression(), !215)
    #dbg_value(double -4.843750e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -1.218750e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0xBFFB400000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0xC017100000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 2.512500e+01, !183, !DIExpression(), !215)
    #dbg_value(double 2.512500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 1.356250e+01, !183, !DIExpression(), !215)
    #dbg_value(double 3.868750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.256250e+01, !183, !DIExpression(), !215)
    #dbg_value(double 5.125000e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 8.375000e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 4.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 4.187500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4037BC0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x403BEC0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4024F00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4043320000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x401D500000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 6.781250e+00, !183, !DIExpression(), !215)
    #dbg_value(double 6.781250e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.675000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 0x4037880000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 6.281250e+00, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -4.187500e+00, !183, !DIExpression(), !215)
    #dbg_value(double -4.187500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x400B200000000000, !183, !DIExpression(), !215)
    #dbg_value(double -7.968750e-01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 6.281250e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0x4015F00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4022D80000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 4.987500e+01, !183, !DIExpression(), !215)
    #dbg_value(double 4.987500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 2.581250e+01, !183, !DIExpression(), !215)
    #dbg_value(double 7.568750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 2.906250e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.047500e+02, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 2.187500e+01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 8.312500e+00, !183, !DIExpression(), !215)
    #dbg_value(double 8.312500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4046960000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x404ABE0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4038380000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x40536D0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4033240000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4029D00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4029D00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 3.875000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 0x4049D40000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4030680000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -8.312500e+00, !183, !DIExpression(), !215)
    #dbg_value(double -8.312500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4019D00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xBFFDC00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x402D100000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4029580000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x40389C0000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 7.462500e+01, !183, !DIExpression(), !215)
    #dbg_value(double 7.462500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 3.906250e+01, !183, !DIExpression(), !215)
    #dbg_value(double 0x405C6C0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 4.256250e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.562500e+02, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 3.737500e+01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.243750e+01, !183, !DIExpression(), !215)
    #dbg_value(double 1.243750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4051170000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4054330000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4041BC0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x405D110000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x40405A0000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4033880000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4033880000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 5.675000e+01, !183, !DIExpression(), !215)
    #dbg_value(double 0x4053120000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x403C080000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -1.243750e+01, !183, !DIExpression(), !215)
    #dbg_value(double -1.243750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4023880000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC005600000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4035480000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x40329C0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4045060000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x404E540000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 4, !181, !DIExpression(), !213)
    #dbg_value(i32 4, !175, !DIExpression(), !212)
    #dbg_value(i32 4, !173, !DIExpression(), !211)
    #dbg_value(double -6.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double -7.406250e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -7.437500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -7.468750e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 5.962500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 0x4046DC0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 2.981250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 0x402DD00000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 1.266250e+02, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 0x4058360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 6.806250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 0x4042A40000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 1.936250e+02, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 0x40629F0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 0x405A140000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 0x404E540000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 0x405A140000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 0x40629F0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 1.936250e+02, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 0x4042A40000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 6.806250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 0x4058360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 1.266250e+02, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 0x402DD00000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 2.981250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 0x4046DC0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 5.962500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -7.468750e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double -7.437500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -7.406250e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -6.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i32 3, !103, !DIExpression(), !207)
    #dbg_value(double 0x404E540000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 0x405A140000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 0x40629F0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 1.936250e+02, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 0x4042A40000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 6.806250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 0x4058360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 1.266250e+02, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 0x402DD00000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 2.981250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 0x4046DC0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 5.962500e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double -7.468750e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double -7.437500e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double -7.406250e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -6.375000e+00, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double 0.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 1.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 5.000000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 2.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 1.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 7.500000e-01, !166, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 1.750000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 1.500000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 2.250000e+00, !166, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(double -6.375000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(double -7.406250e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(double -7.437500e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !208)
    #dbg_value(double -7.468750e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208)
    #dbg_value(double 5.962500e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208)
    #dbg_value(double 0x4046DC0000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !208)
    #dbg_value(double 2.981250e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !208)
    #dbg_value(double 0x402DD00000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !208)
    #dbg_value(double 1.266250e+02, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !208)
    #dbg_value(double 0x4058360000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !208)
    #dbg_value(double 6.806250e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !208)
    #dbg_value(double 0x4042A40000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !208)
    #dbg_value(double 1.936250e+02, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !208)
    #dbg_value(double 0x40629F0000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !208)
    #dbg_value(double 0x405A140000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !208)
    #dbg_value(double 0x404E540000000000, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !208)
    #dbg_value(i32 0, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -9.562500e+00, !183, !DIExpression(), !215)
    #dbg_value(double -9.562500e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double -7.406250e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0xC030F80000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0xC026500000000000, !183, !DIExpression(), !215)
    #dbg_value(double -2.812500e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double -1.493750e+01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -1.593750e+00, !183, !DIExpression(), !215)
    #dbg_value(double -1.593750e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0xC029EC0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC02D1C0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0xC022980000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC037DA0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0xC02A240000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double -0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0xC00DA00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC00DA00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double -1.487500e+01, !183, !DIExpression(), !215)
    #dbg_value(double 0xC032940000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0xC026680000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 1.593750e+00, !183, !DIExpression(), !215)
    #dbg_value(double 1.593750e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0xBFFDA00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xBFD0800000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0xC016500000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC017580000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0xC030CE0000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 8.943750e+01, !183, !DIExpression(), !215)
    #dbg_value(double 8.943750e+01, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4046DC0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4060E50000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x40465C0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 1.798750e+02, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 2.981250e+01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0x402DD00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x402DD00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4054008000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4057BA8000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4042A20000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x406085C000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x403A160000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4036DC0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4036DC0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 5.962500e+01, !183, !DIExpression(), !215)
    #dbg_value(double 0x40549F0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x40365C0000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0xC02DD00000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC02DD00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4026DC0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC00BD00000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x40365C0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4032E20000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4040C50000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0x4067BE0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4067BE0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4058360000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4071EC8000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4059860000000000, !183, !DIExpression(), !215)
    #dbg_value(double 3.888750e+02, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 7.456250e+01, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0x403FA80000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x403FA80000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x40652F4000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4069244000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4055450000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4071E36000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x40504F8000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4048360000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4048360000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 1.361250e+02, !183, !DIExpression(), !215)
    #dbg_value(double 0x4067118000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x404BF60000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0xC03FA80000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC03FA80000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x4038360000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC01DC80000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x4049860000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4045CD0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4054F88000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 0, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0x4072270000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4072270000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x40629F0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x407B768000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x40638F0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 5.958750e+02, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x405E540000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 1, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0x4048340000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4048340000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x40704B2000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x407351A000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x40604C8000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x407B77E000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x405A898000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 2, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !215)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x40529F0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x40529F0000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 2.086250e+02, !183, !DIExpression(), !215)
    #dbg_value(double 0x4071B1C000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x4056BF0000000000, !183, !DIExpression(), !215)
    #dbg_value(i32 3, !175, !DIExpression(), !212)
    #dbg_value(i32 0, !181, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !178, !DIExpression(), !214)
    #dbg_value(double 0xC048340000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC048340000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 1, !181, !DIExpression(), !213)
    #dbg_value(double 0x40429F0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0xC026540000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 2, !181, !DIExpression(), !213)
    #dbg_value(double 0x40538F0000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4050C48000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 3, !181, !DIExpression(), !213)
    #dbg_value(double 0x40610F4000000000, !183, !DIExpression(), !215)
    #dbg_value(double 0x4069718000000000, !178, !DIExpression(), !214)
    #dbg_value(i32 4, !181, !DIExpression(), !213)
    #dbg_value(i32 4, !175, !DIExpression(), !212)
    #dbg_value(i32 4, !173, !DIExpression(), !211)
    #dbg_value(double -4.306250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(double 0xC042760000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 0xC03DC80000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 0xC036A40000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 0x406A360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 0x4063C88000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 0x405A360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 0x404A360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 0x407CF70000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 0x4075F74000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 0x406E0F0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 0x405FDF0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 0x4086698000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 0x40810D2000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 0x4077618000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 0x4069718000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !159)
    #dbg_value(double 0x4077618000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !159)
    #dbg_value(double 0x40810D2000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !159)
    #dbg_value(double 0x4086698000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !159)
    #dbg_value(double 0x405FDF0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !159)
    #dbg_value(double 0x406E0F0000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !159)
    #dbg_value(double 0x4075F74000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !159)
    #dbg_value(double 0x407CF70000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !159)
    #dbg_value(double 0x404A360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159)
    #dbg_value(double 0x405A360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !159)
    #dbg_value(double 0x4063C88000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !159)
    #dbg_value(double 0x406A360000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !159)
    #dbg_value(double 0xC036A40000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !159)
    #dbg_value(double 0xC03DC80000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159)
    #dbg_value(double 0xC042760000000000, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double -4.306250e+01, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i32 4, !103, !DIExpression(), !207)
    #dbg_value(double -4.306250e+01, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !216)
    #dbg_value(double 0xC042760000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !216)
    #dbg_value(double 0xC03DC80000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !216)
    #dbg_value(double 0xC036A40000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !216)
    #dbg_value(double 0x406A360000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !216)
    #dbg_value(double 0x4063C88000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !216)
    #dbg_value(double 0x405A360000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !216)
    #dbg_value(double 0x404A360000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !216)
    #dbg_value(double 0x407CF70000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !216)
    #dbg_value(double 0x4075F74000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !216)
    #dbg_value(double 0x406E0F0000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !216)
    #dbg_value(double 0x405FDF0000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !216)
    #dbg_value(double 0x4086698000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !216)
    #dbg_value(double 0x40810D2000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !216)
    #dbg_value(double 0x4077618000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !216)
    #dbg_value(double 0x4069718000000000, !193, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !216)
    #dbg_value(ptr @.str.1, !198, !DIExpression(), !216)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1), !dbg !218
    #dbg_value(i32 0, !199, !DIExpression(), !219)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef -4.306250e+01, double noundef 0xC042760000000000, double noundef 0xC03DC80000000000, double noundef 0xC036A40000000000), !dbg !220
    #dbg_value(i32 1, !199, !DIExpression(), !219)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 0x406A360000000000, double noundef 0x4063C88000000000, double noundef 0x405A360000000000, double noundef 0x404A360000000000), !dbg !220
    #dbg_value(i32 2, !199, !DIExpression(), !219)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 0x407CF70000000000, double noundef 0x4075F74000000000, double noundef 0x406E0F0000000000, double noundef 0x405FDF0000000000), !dbg !220
    #dbg_value(i32 3, !199, !DIExpression(), !219)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 0x4086698000000000, double noundef 0x40810D2000000000, double noundef 0x4077618000000000, double noundef 0x4069718000000000), !dbg !220
    #dbg_value(i32 4, !199, !DIExpression(), !219)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #8, !dbg !221
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(300) %2, i8 0, i32 300, i1 false), !dbg !222, !DIAssignID !223
    #dbg_assign(i8 0, !105, !DIExpression(), !223, ptr %2, !DIExpression(), !159)
    #dbg_assign(i1 undef, !121, !DIExpression(), !224, ptr @__const.main.names, !DIExpression(), !159)
    #dbg_value(i32 0, !125, !DIExpression(), !225)
  br label %17, !dbg !226

17:                                               ; preds = %0, %17
  %18 = phi i32 [ 0, %0 ], [ %94, %17 ]
    #dbg_value(i32 %18, !125, !DIExpression(), !225)
  %19 = getelementptr inbounds [5 x %struct.record], ptr %2, i32 0, i32 %18, !dbg !227
  %20 = getelementptr inbounds [5 x ptr], ptr @__const.main.names, i32 0, i32 %18, !dbg !228
  %21 = load ptr, ptr %20, align 4, !dbg !228, !tbaa !229
  %22 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %21) #8, !dbg !233
  %23 = add nuw nsw i32 %18, 100, !dbg !234
  %24 = getelementptr inbounds i8, ptr %19, i32 24, !dbg !235
  store i32 %23, ptr %24, align 4, !dbg !236, !tbaa !237
    #dbg_value(i32 0, !127, !DIExpression(), !242)
  %25 = mul nuw nsw i32 %18, 17
  %26 = getelementptr inbounds i8, ptr %19, i32 28
    #dbg_value(i32 0, !127, !DIExpression(), !242)
  %27 = urem i32 %25, 50, !dbg !243
  %28 = trunc nuw nsw i32 %27 to i16, !dbg !245
  %29 = add nuw nsw i16 %28, 50, !dbg !245
  store i16 %29, ptr %26, align 4, !dbg !246, !tbaa !247
    #dbg_value(i32 1, !127, !DIExpression(), !242)
  %30 = add nuw nsw i32 %25, 13, !dbg !249
  %31 = urem i32 %30, 50, !dbg !243
  %32 = trunc nuw nsw i32 %31 to i16, !dbg !245
  %33 = add nuw nsw i16 %32, 50, !dbg !245
  %34 = getelementptr inbounds i8, ptr %19, i32 30, !dbg !250
  store i16 %33, ptr %34, align 2, !dbg !246, !tbaa !247
    #dbg_value(i32 2, !127, !DIExpression(), !242)
  %35 = add nuw nsw i32 %25, 26, !dbg !249
  %36 = urem i32 %35, 50, !dbg !243
  %37 = trunc nuw nsw i32 %36 to i16, !dbg !245
  %38 = add nuw nsw i16 %37, 50, !dbg !245
  %39 = getelementptr inbounds i8, ptr %19, i32 32, !dbg !250
  store i16 %38, ptr %39, align 4, !dbg !246, !tbaa !247
    #dbg_value(i32 3, !127, !DIExpression(), !242)
  %40 = add nuw nsw i32 %25, 39, !dbg !249
  %41 = urem i32 %40, 50, !dbg !243
  %42 = trunc nuw nsw i32 %41 to i16, !dbg !245
  %43 = add nuw nsw i16 %42, 50, !dbg !245
  %44 = getelementptr inbounds i8, ptr %19, i32 34, !dbg !250
  store i16 %43, ptr %44, align 2, !dbg !246, !tbaa !247
    #dbg_value(i32 4, !127, !DIExpression(), !242)
  %45 = add nuw nsw i32 %25, 52, !dbg !249
  %46 = urem i32 %45, 50, !dbg !243
  %47 = trunc nuw nsw i32 %46 to i16, !dbg !245
  %48 = add nuw nsw i16 %47, 50, !dbg !245
  %49 = getelementptr inbounds i8, ptr %19, i32 36, !dbg !250
  store i16 %48, ptr %49, align 4, !dbg !246, !tbaa !247
    #dbg_value(i32 5, !127, !DIExpression(), !242)
  %50 = add nuw nsw i32 %25, 65, !dbg !249
  %51 = urem i32 %50, 50, !dbg !243
  %52 = trunc nuw nsw i32 %51 to i16, !dbg !245
  %53 = add nuw nsw i16 %52, 50, !dbg !245
  %54 = getelementptr inbounds i8, ptr %19, i32 38, !dbg !250
  store i16 %53, ptr %54, align 2, !dbg !246, !tbaa !247
    #dbg_value(i32 6, !127, !DIExpression(), !242)
  %55 = add nuw nsw i32 %25, 78, !dbg !249
  %56 = urem i32 %55, 50, !dbg !243
  %57 = trunc nuw nsw i32 %56 to i16, !dbg !245
  %58 = add nuw nsw i16 %57, 50, !dbg !245
  %59 = getelementptr inbounds i8, ptr %19, i32 40, !dbg !250
  store i16 %58, ptr %59, align 4, !dbg !246, !tbaa !247
    #dbg_value(i32 7, !127, !DIExpression(), !242)
  %60 = add nuw nsw i32 %25, 91, !dbg !249
  %61 = urem i32 %60, 50, !dbg !243
  %62 = trunc nuw nsw i32 %61 to i16, !dbg !245
  %63 = add nuw nsw i16 %62, 50, !dbg !245
  %64 = getelementptr inbounds i8, ptr %19, i32 42, !dbg !250
  store i16 %63, ptr %64, align 2, !dbg !246, !tbaa !247
    #dbg_value(i32 8, !127, !DIExpression(), !242)
  %65 = add nuw nsw i32 %25, 104, !dbg !249
  %66 = urem i32 %65, 50, !dbg !243
  %67 = trunc nuw nsw i32 %66 to i16, !dbg !245
  %68 = add nuw nsw i16 %67, 50, !dbg !245
  %69 = getelementptr inbounds i8, ptr %19, i32 44, !dbg !250
  store i16 %68, ptr %69, align 4, !dbg !246, !tbaa !247
    #dbg_value(i32 9, !127, !DIExpression(), !242)
  %70 = add nuw nsw i32 %25, 117, !dbg !249
  %71 = urem i32 %70, 50, !dbg !243
  %72 = trunc nuw nsw i32 %71 to i16, !dbg !245
  %73 = add nuw nsw i16 %72, 50, !dbg !245
  %74 = getelementptr inbounds i8, ptr %19, i32 46, !dbg !250
  store i16 %73, ptr %74, align 2, !dbg !246, !tbaa !247
    #dbg_value(i32 10, !127, !DIExpression(), !242)
    #dbg_value(i16 %29, !149, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !251)
    #dbg_value(i16 %33, !149, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !251)
    #dbg_value(i16 %38, !149, !DIExpression(DW_OP_LLVM_fragment, 256, 16), !251)
    #dbg_value(i16 %43, !149, !DIExpression(DW_OP_LLVM_fragment, 272, 16), !251)
    #dbg_value(i16 %48, !149, !DIExpression(DW_OP_LLVM_fragment, 288, 16), !251)
    #dbg_value(i16 %53, !149, !DIExpression(DW_OP_LLVM_fragment, 304, 16), !251)
    #dbg_value(i16 %58, !149, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !251)
    #dbg_value(i16 %63, !149, !DIExpression(DW_OP_LLVM_fragment, 336, 16), !251)
    #dbg_value(i16 %68, !149, !DIExpression(DW_OP_LLVM_fragment, 352, 16), !251)
    #dbg_value(i16 %73, !149, !DIExpression(DW_OP_LLVM_fragment, 368, 16), !251)
  %75 = getelementptr inbounds i8, ptr %19, i32 48, !dbg !252
    #dbg_value(i32 poison, !149, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !251)
  %76 = getelementptr inbounds i8, ptr %19, i32 52, !dbg !252
    #dbg_value(double poison, !149, !DIExpression(DW_OP_LLVM_fragment, 416, 64), !251)
    #dbg_value(i32 0, !154, !DIExpression(), !253)
    #dbg_value(i32 1, !154, !DIExpression(), !253)
  %77 = add nuw nsw i16 %33, %29, !dbg !254
    #dbg_value(i32 2, !154, !DIExpression(), !253)
  %78 = add nuw nsw i16 %77, %38, !dbg !254
    #dbg_value(i32 3, !154, !DIExpression(), !253)
  %79 = add nuw nsw i16 %78, %43, !dbg !254
    #dbg_value(i32 4, !154, !DIExpression(), !253)
  %80 = add nuw nsw i16 %79, %48, !dbg !254
  %81 = zext nneg i16 %80 to i32, !dbg !254
    #dbg_value(i32 5, !154, !DIExpression(), !253)
  %82 = zext nneg i16 %53 to i32, !dbg !256
  %83 = add nuw nsw i32 %81, %82, !dbg !254
    #dbg_value(i32 6, !154, !DIExpression(), !253)
  %84 = zext nneg i16 %58 to i32, !dbg !256
  %85 = add nuw nsw i32 %83, %84, !dbg !254
    #dbg_value(i32 7, !154, !DIExpression(), !253)
  %86 = zext nneg i16 %63 to i32, !dbg !256
  %87 = add nuw nsw i32 %85, %86, !dbg !254
    #dbg_value(i32 8, !154, !DIExpression(), !253)
  %88 = zext nneg i16 %68 to i32, !dbg !256
  %89 = add nuw nsw i32 %87, %88, !dbg !254
    #dbg_value(i32 9, !154, !DIExpression(), !253)
  %90 = zext nneg i16 %73 to i32, !dbg !256
  %91 = add nuw nsw i32 %89, %90, !dbg !254
    #dbg_value(i32 10, !154, !DIExpression(), !253)
    #dbg_value(i32 %91, !149, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !251)
  %92 = uitofp nneg i32 %91 to double, !dbg !257
  %93 = fdiv double %92, 1.000000e+01, !dbg !258
    #dbg_value(double %93, !149, !DIExpression(DW_OP_LLVM_fragment, 416, 64), !251)
  store i32 %91, ptr %75, align 4, !dbg !259, !tbaa !260
  store double %93, ptr %76, align 4, !dbg !259, !tbaa !261
  %94 = add nuw nsw i32 %18, 1, !dbg !262
    #dbg_value(i32 %94, !125, !DIExpression(), !225)
  %95 = icmp eq i32 %94, 5, !dbg !263
  br i1 %95, label %96, label %17, !dbg !226, !llvm.loop !264

96:                                               ; preds = %17
    #dbg_value(i32 0, !131, !DIExpression(), !267)
  %97 = getelementptr inbounds i8, ptr %2, i32 24, !dbg !268
  %98 = load i32, ptr %97, align 4, !dbg !268, !tbaa !237
  %99 = getelementptr inbounds i8, ptr %2, i32 48, !dbg !270
  %100 = load i32, ptr %99, align 4, !dbg !270, !tbaa !271
  %101 = getelementptr inbounds i8, ptr %2, i32 52, !dbg !272
  %102 = load double, ptr %101, align 4, !dbg !272, !tbaa !273
  %103 = getelementptr inbounds i8, ptr %2, i32 28, !dbg !274
  %104 = load i16, ptr %103, align 4, !dbg !275, !tbaa !247
  %105 = sext i16 %104 to i32, !dbg !275
  %106 = getelementptr inbounds i8, ptr %2, i32 46, !dbg !276
  %107 = load i16, ptr %106, align 2, !dbg !276, !tbaa !247
  %108 = sext i16 %107 to i32, !dbg !276
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %2, i32 noundef %98, i32 noundef %100, double noundef %102, i32 noundef %105, i32 noundef %108), !dbg !277
    #dbg_value(i32 1, !131, !DIExpression(), !267)
  %110 = getelementptr inbounds i8, ptr %2, i32 60, !dbg !278
  %111 = getelementptr inbounds i8, ptr %2, i32 84, !dbg !268
  %112 = load i32, ptr %111, align 4, !dbg !268, !tbaa !237
  %113 = getelementptr inbounds i8, ptr %2, i32 108, !dbg !270
  %114 = load i32, ptr %113, align 4, !dbg !270, !tbaa !271
  %115 = getelementptr inbounds i8, ptr %2, i32 112, !dbg !272
  %116 = load double, ptr %115, align 4, !dbg !272, !tbaa !273
  %117 = getelementptr inbounds i8, ptr %2, i32 88, !dbg !274
  %118 = load i16, ptr %117, align 4, !dbg !275, !tbaa !247
  %119 = sext i16 %118 to i32, !dbg !275
  %120 = getelementptr inbounds i8, ptr %2, i32 106, !dbg !276
  %121 = load i16, ptr %120, align 2, !dbg !276, !tbaa !247
  %122 = sext i16 %121 to i32, !dbg !276
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %110, i32 noundef %112, i32 noundef %114, double noundef %116, i32 noundef %119, i32 noundef %122), !dbg !277
    #dbg_value(i32 2, !131, !DIExpression(), !267)
  %124 = getelementptr inbounds i8, ptr %2, i32 120, !dbg !278
  %125 = getelementptr inbounds i8, ptr %2, i32 144, !dbg !268
  %126 = load i32, ptr %125, align 4, !dbg !268, !tbaa !237
  %127 = getelementptr inbounds i8, ptr %2, i32 168, !dbg !270
  %128 = load i32, ptr %127, align 4, !dbg !270, !tbaa !271
  %129 = getelementptr inbounds i8, ptr %2, i32 172, !dbg !272
  %130 = load double, ptr %129, align 4, !dbg !272, !tbaa !273
  %131 = getelementptr inbounds i8, ptr %2, i32 148, !dbg !274
  %132 = load i16, ptr %131, align 4, !dbg !275, !tbaa !247
  %133 = sext i16 %132 to i32, !dbg !275
  %134 = getelementptr inbounds i8, ptr %2, i32 166, !dbg !276
  %135 = load i16, ptr %134, align 2, !dbg !276, !tbaa !247
  %136 = sext i16 %135 to i32, !dbg !276
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %124, i32 noundef %126, i32 noundef %128, double noundef %130, i32 noundef %133, i32 noundef %136), !dbg !277
    #dbg_value(i32 3, !131, !DIExpression(), !267)
  %138 = getelementptr inbounds i8, ptr %2, i32 180, !dbg !278
  %139 = getelementptr inbounds i8, ptr %2, i32 204, !dbg !268
  %140 = load i32, ptr %139, align 4, !dbg !268, !tbaa !237
  %141 = getelementptr inbounds i8, ptr %2, i32 228, !dbg !270
  %142 = load i32, ptr %141, align 4, !dbg !270, !tbaa !271
  %143 = getelementptr inbounds i8, ptr %2, i32 232, !dbg !272
  %144 = load double, ptr %143, align 4, !dbg !272, !tbaa !273
  %145 = getelementptr inbounds i8, ptr %2, i32 208, !dbg !274
  %146 = load i16, ptr %145, align 4, !dbg !275, !tbaa !247
  %147 = sext i16 %146 to i32, !dbg !275
  %148 = getelementptr inbounds i8, ptr %2, i32 226, !dbg !276
  %149 = load i16, ptr %148, align 2, !dbg !276, !tbaa !247
  %150 = sext i16 %149 to i32, !dbg !276
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %138, i32 noundef %140, i32 noundef %142, double noundef %144, i32 noundef %147, i32 noundef %150), !dbg !277
    #dbg_value(i32 4, !131, !DIExpression(), !267)
  %152 = getelementptr inbounds i8, ptr %2, i32 240, !dbg !278
  %153 = getelementptr inbounds i8, ptr %2, i32 264, !dbg !268
  %154 = load i32, ptr %153, align 4, !dbg !268, !tbaa !237
  %155 = getelementptr inbounds i8, ptr %2, i32 288, !dbg !270
  %156 = load i32, ptr %155, align 4, !dbg !270, !tbaa !271
  %157 = getelementptr inbounds i8, ptr %2, i32 292, !dbg !272
  %158 = load double, ptr %157, align 4, !dbg !272, !tbaa !273
  %159 = getelementptr inbounds i8, ptr %2, i32 268, !dbg !274
  %160 = load i16, ptr %159, align 4, !dbg !275, !tbaa !247
  %161 = sext i16 %160 to i32, !dbg !275
  %162 = getelementptr inbounds i8, ptr %2, i32 286, !dbg !276
  %163 = load i16, ptr %162, align 2, !dbg !276, !tbaa !247
  %164 = sext i16 %163 to i32, !dbg !276
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %152, i32 noundef %154, i32 noundef %156, double noundef %158, i32 noundef %161, i32 noundef %164), !dbg !277
    #dbg_value(i32 5, !131, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %3) #8, !dbg !279
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %3, ptr noundef nonnull align 4 dereferenceable(60) %2, i32 60, i1 false), !dbg !280, !DIAssignID !281
    #dbg_assign(i1 undef, !133, !DIExpression(), !281, ptr %3, !DIExpression(), !159)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %2, ptr noundef nonnull align 4 dereferenceable(60) %152, i32 60, i1 false), !dbg !282, !DIAssignID !283
    #dbg_assign(i1 undef, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 480), !283, ptr %2, !DIExpression(), !159)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %152, ptr noundef nonnull align 4 dereferenceable(60) %3, i32 60, i1 false), !dbg !284, !DIAssignID !285
    #dbg_assign(i1 undef, !105, !DIExpression(DW_OP_LLVM_fragment, 1920, 480), !285, ptr %152, !DIExpression(), !159)
  %166 = call i32 @bcmp(ptr noundef nonnull dereferenceable(60) %152, ptr noundef nonnull dereferenceable(60) %3, i32 60), !dbg !286
  %167 = icmp eq i32 %166, 0, !dbg !287
  %168 = zext i1 %167 to i32, !dbg !287
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %2, ptr noundef nonnull %152, i32 noundef %168), !dbg !288
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %4) #8, !dbg !289
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %4, ptr noundef nonnull align 4 dereferenceable(60) %2, i32 60, i1 false), !dbg !290, !tbaa.struct !291, !DIAssignID !294
    #dbg_assign(i1 undef, !134, !DIExpression(), !294, ptr %4, !DIExpression(), !159)
    #dbg_value(i32 1, !135, !DIExpression(), !295)
  %170 = getelementptr inbounds i8, ptr %4, i32 48
    #dbg_value(i32 1, !135, !DIExpression(), !295)
  %171 = load i32, ptr %113, align 4, !dbg !296, !tbaa !271
  %172 = load i32, ptr %170, align 4, !dbg !299, !tbaa !271
  %173 = icmp sgt i32 %171, %172, !dbg !300
  br i1 %173, label %462, label %464, !dbg !301

174:                                              ; preds = %176
  %175 = getelementptr inbounds i8, ptr %5, i32 256, !dbg !302
  store i32 0, ptr %175, align 4, !dbg !315, !tbaa !316, !alias.scope !318, !DIAssignID !321
    #dbg_assign(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !321, ptr %175, !DIExpression(), !159)
    #dbg_value(i32 0, !312, !DIExpression(), !322)
  br label %204, !dbg !323

176:                                              ; preds = %176, %482
  %177 = phi i32 [ 0, %482 ], [ %202, %176 ]
  %178 = phi i32 [ 1, %482 ], [ %198, %176 ]
    #dbg_value(i32 %177, !310, !DIExpression(), !324)
    #dbg_value(i32 %178, !309, !DIExpression(), !325)
  %179 = mul i32 %178, 1103515245, !dbg !326
  %180 = add i32 %179, 12345, !dbg !329
    #dbg_value(i32 %180, !309, !DIExpression(), !325)
  %181 = lshr i32 %180, 16, !dbg !330
  %182 = trunc i32 %181 to i8, !dbg !331
  %183 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %177, !dbg !332
  store i8 %182, ptr %183, align 4, !dbg !333, !tbaa !292, !alias.scope !318
  %184 = or disjoint i32 %177, 1, !dbg !334
    #dbg_value(i32 %184, !310, !DIExpression(), !324)
  %185 = mul i32 %180, 1103515245, !dbg !326
  %186 = add i32 %185, 12345, !dbg !329
    #dbg_value(i32 %186, !309, !DIExpression(), !325)
  %187 = lshr i32 %186, 16, !dbg !330
  %188 = trunc i32 %187 to i8, !dbg !331
  %189 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %184, !dbg !332
  store i8 %188, ptr %189, align 1, !dbg !333, !tbaa !292, !alias.scope !318
  %190 = or disjoint i32 %177, 2, !dbg !334
    #dbg_value(i32 %190, !310, !DIExpression(), !324)
  %191 = mul i32 %186, 1103515245, !dbg !326
  %192 = add i32 %191, 12345, !dbg !329
    #dbg_value(i32 %192, !309, !DIExpression(), !325)
  %193 = lshr i32 %192, 16, !dbg !330
  %194 = trunc i32 %193 to i8, !dbg !331
  %195 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %190, !dbg !332
  store i8 %194, ptr %195, align 2, !dbg !333, !tbaa !292, !alias.scope !318
  %196 = or disjoint i32 %177, 3, !dbg !334
    #dbg_value(i32 %196, !310, !DIExpression(), !324)
  %197 = mul i32 %192, 1103515245, !dbg !326
  %198 = add i32 %197, 12345, !dbg !329
    #dbg_value(i32 %198, !309, !DIExpression(), !325)
  %199 = lshr i32 %198, 16, !dbg !330
  %200 = trunc i32 %199 to i8, !dbg !331
  %201 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %196, !dbg !332
  store i8 %200, ptr %201, align 1, !dbg !333, !tbaa !292, !alias.scope !318
  %202 = add nuw nsw i32 %177, 4, !dbg !334
    #dbg_value(i32 %202, !310, !DIExpression(), !324)
  %203 = icmp eq i32 %202, 256, !dbg !335
  br i1 %203, label %174, label %176, !dbg !336, !llvm.loop !337

204:                                              ; preds = %204, %174
  %205 = phi i32 [ 0, %174 ], [ %230, %204 ]
  %206 = phi i32 [ 0, %174 ], [ %229, %204 ]
    #dbg_value(i32 %205, !312, !DIExpression(), !322)
  %207 = mul i32 %206, 33, !dbg !339
  %208 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %205, !dbg !341
  %209 = load i8, ptr %208, align 4, !dbg !341, !tbaa !292, !alias.scope !318
  %210 = zext i8 %209 to i32, !dbg !341
  %211 = add i32 %207, %210, !dbg !342
  store i32 %211, ptr %175, align 4, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %211, !137, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %175, !DIExpression(), !159)
  %212 = or disjoint i32 %205, 1, !dbg !345
    #dbg_value(i32 %212, !312, !DIExpression(), !322)
  %213 = mul i32 %211, 33, !dbg !339
  %214 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %212, !dbg !341
  %215 = load i8, ptr %214, align 1, !dbg !341, !tbaa !292, !alias.scope !318
  %216 = zext i8 %215 to i32, !dbg !341
  %217 = add i32 %213, %216, !dbg !342
  store i32 %217, ptr %175, align 4, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %217, !137, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %175, !DIExpression(), !159)
  %218 = or disjoint i32 %205, 2, !dbg !345
    #dbg_value(i32 %218, !312, !DIExpression(), !322)
  %219 = mul i32 %217, 33, !dbg !339
  %220 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %218, !dbg !341
  %221 = load i8, ptr %220, align 2, !dbg !341, !tbaa !292, !alias.scope !318
  %222 = zext i8 %221 to i32, !dbg !341
  %223 = add i32 %219, %222, !dbg !342
  store i32 %223, ptr %175, align 4, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %223, !137, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %175, !DIExpression(), !159)
  %224 = or disjoint i32 %205, 3, !dbg !345
    #dbg_value(i32 %224, !312, !DIExpression(), !322)
  %225 = mul i32 %223, 33, !dbg !339
  %226 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %224, !dbg !341
  %227 = load i8, ptr %226, align 1, !dbg !341, !tbaa !292, !alias.scope !318
  %228 = zext i8 %227 to i32, !dbg !341
  %229 = add i32 %225, %228, !dbg !342
  store i32 %229, ptr %175, align 4, !dbg !343, !tbaa !316, !alias.scope !318, !DIAssignID !344
    #dbg_assign(i32 %229, !137, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !344, ptr %175, !DIExpression(), !159)
  %230 = add nuw nsw i32 %205, 4, !dbg !345
    #dbg_value(i32 %230, !312, !DIExpression(), !322)
  %231 = icmp eq i32 %230, 256, !dbg !346
  br i1 %231, label %234, label %204, !dbg !323, !llvm.loop !347

232:                                              ; preds = %234
  %233 = getelementptr inbounds i8, ptr %6, i32 256, !dbg !349
  store i32 0, ptr %233, align 8, !dbg !351, !tbaa !316, !alias.scope !352, !DIAssignID !355
    #dbg_assign(i32 0, !146, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !355, ptr %233, !DIExpression(), !159)
    #dbg_value(i32 0, !312, !DIExpression(), !356)
  br label %262, !dbg !357

234:                                              ; preds = %204, %234
  %235 = phi i32 [ %260, %234 ], [ 0, %204 ]
  %236 = phi i32 [ %256, %234 ], [ 2, %204 ]
    #dbg_value(i32 %235, !310, !DIExpression(), !358)
    #dbg_value(i32 %236, !309, !DIExpression(), !359)
  %237 = mul i32 %236, 1103515245, !dbg !360
  %238 = add i32 %237, 12345, !dbg !361
    #dbg_value(i32 %238, !309, !DIExpression(), !359)
  %239 = lshr i32 %238, 16, !dbg !362
  %240 = trunc i32 %239 to i8, !dbg !363
  %241 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %235, !dbg !364
  store i8 %240, ptr %241, align 4, !dbg !365, !tbaa !292, !alias.scope !352
  %242 = or disjoint i32 %235, 1, !dbg !366
    #dbg_value(i32 %242, !310, !DIExpression(), !358)
  %243 = mul i32 %238, 1103515245, !dbg !360
  %244 = add i32 %243, 12345, !dbg !361
    #dbg_value(i32 %244, !309, !DIExpression(), !359)
  %245 = lshr i32 %244, 16, !dbg !362
  %246 = trunc i32 %245 to i8, !dbg !363
  %247 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %242, !dbg !364
  store i8 %246, ptr %247, align 1, !dbg !365, !tbaa !292, !alias.scope !352
  %248 = or disjoint i32 %235, 2, !dbg !366
    #dbg_value(i32 %248, !310, !DIExpression(), !358)
  %249 = mul i32 %244, 1103515245, !dbg !360
  %250 = add i32 %249, 12345, !dbg !361
    #dbg_value(i32 %250, !309, !DIExpression(), !359)
  %251 = lshr i32 %250, 16, !dbg !362
  %252 = trunc i32 %251 to i8, !dbg !363
  %253 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %248, !dbg !364
  store i8 %252, ptr %253, align 2, !dbg !365, !tbaa !292, !alias.scope !352
  %254 = or disjoint i32 %235, 3, !dbg !366
    #dbg_value(i32 %254, !310, !DIExpression(), !358)
  %255 = mul i32 %250, 1103515245, !dbg !360
  %256 = add i32 %255, 12345, !dbg !361
    #dbg_value(i32 %256, !309, !DIExpression(), !359)
  %257 = lshr i32 %256, 16, !dbg !362
  %258 = trunc i32 %257 to i8, !dbg !363
  %259 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %254, !dbg !364
  store i8 %258, ptr %259, align 1, !dbg !365, !tbaa !292, !alias.scope !352
  %260 = add nuw nsw i32 %235, 4, !dbg !366
    #dbg_value(i32 %260, !310, !DIExpression(), !358)
  %261 = icmp eq i32 %260, 256, !dbg !367
  br i1 %261, label %232, label %234, !dbg !368, !llvm.loop !369

262:                                              ; preds = %262, %232
  %263 = phi i32 [ 0, %232 ], [ %288, %262 ]
  %264 = phi i32 [ 0, %232 ], [ %287, %262 ]
    #dbg_value(i32 %263, !312, !DIExpression(), !356)
  %265 = mul i32 %264, 33, !dbg !371
  %266 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %263, !dbg !372
  %267 = load i8, ptr %266, align 4, !dbg !372, !tbaa !292, !alias.scope !352
  %268 = zext i8 %267 to i32, !dbg !372
  %269 = add i32 %265, %268, !dbg !373
  store i32 %269, ptr %233, align 8, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %269, !146, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %233, !DIExpression(), !159)
  %270 = or disjoint i32 %263, 1, !dbg !376
    #dbg_value(i32 %270, !312, !DIExpression(), !356)
  %271 = mul i32 %269, 33, !dbg !371
  %272 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %270, !dbg !372
  %273 = load i8, ptr %272, align 1, !dbg !372, !tbaa !292, !alias.scope !352
  %274 = zext i8 %273 to i32, !dbg !372
  %275 = add i32 %271, %274, !dbg !373
  store i32 %275, ptr %233, align 8, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %275, !146, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %233, !DIExpression(), !159)
  %276 = or disjoint i32 %263, 2, !dbg !376
    #dbg_value(i32 %276, !312, !DIExpression(), !356)
  %277 = mul i32 %275, 33, !dbg !371
  %278 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %276, !dbg !372
  %279 = load i8, ptr %278, align 2, !dbg !372, !tbaa !292, !alias.scope !352
  %280 = zext i8 %279 to i32, !dbg !372
  %281 = add i32 %277, %280, !dbg !373
  store i32 %281, ptr %233, align 8, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %281, !146, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %233, !DIExpression(), !159)
  %282 = or disjoint i32 %263, 3, !dbg !376
    #dbg_value(i32 %282, !312, !DIExpression(), !356)
  %283 = mul i32 %281, 33, !dbg !371
  %284 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %282, !dbg !372
  %285 = load i8, ptr %284, align 1, !dbg !372, !tbaa !292, !alias.scope !352
  %286 = zext i8 %285 to i32, !dbg !372
  %287 = add i32 %283, %286, !dbg !373
  store i32 %287, ptr %233, align 8, !dbg !374, !tbaa !316, !alias.scope !352, !DIAssignID !375
    #dbg_assign(i32 %287, !146, !DIExpression(DW_OP_LLVM_fragment, 2048, 32), !375, ptr %233, !DIExpression(), !159)
  %288 = add nuw nsw i32 %263, 4, !dbg !376
    #dbg_value(i32 %288, !312, !DIExpression(), !356)
  %289 = icmp eq i32 %288, 256, !dbg !377
  br i1 %289, label %290, label %262, !dbg !357, !llvm.loop !378

290:                                              ; preds = %262, %290
  %291 = phi i32 [ %316, %290 ], [ 0, %262 ]
  %292 = phi i32 [ %315, %290 ], [ 0, %262 ]
    #dbg_value(i32 %291, !380, !DIExpression(), !388)
    #dbg_value(i32 %292, !387, !DIExpression(), !390)
  %293 = mul i32 %292, 33, !dbg !391
  %294 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %291, !dbg !393
  %295 = load i8, ptr %294, align 4, !dbg !393, !tbaa !292
  %296 = zext i8 %295 to i32, !dbg !393
  %297 = add i32 %293, %296, !dbg !394
    #dbg_value(i32 %297, !387, !DIExpression(), !390)
  %298 = or disjoint i32 %291, 1, !dbg !395
    #dbg_value(i32 %298, !380, !DIExpression(), !388)
  %299 = mul i32 %297, 33, !dbg !391
  %300 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %298, !dbg !393
  %301 = load i8, ptr %300, align 1, !dbg !393, !tbaa !292
  %302 = zext i8 %301 to i32, !dbg !393
  %303 = add i32 %299, %302, !dbg !394
    #dbg_value(i32 %303, !387, !DIExpression(), !390)
  %304 = or disjoint i32 %291, 2, !dbg !395
    #dbg_value(i32 %304, !380, !DIExpression(), !388)
  %305 = mul i32 %303, 33, !dbg !391
  %306 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %304, !dbg !393
  %307 = load i8, ptr %306, align 2, !dbg !393, !tbaa !292
  %308 = zext i8 %307 to i32, !dbg !393
  %309 = add i32 %305, %308, !dbg !394
    #dbg_value(i32 %309, !387, !DIExpression(), !390)
  %310 = or disjoint i32 %291, 3, !dbg !395
    #dbg_value(i32 %310, !380, !DIExpression(), !388)
  %311 = mul i32 %309, 33, !dbg !391
  %312 = getelementptr inbounds [256 x i8], ptr %5, i32 0, i32 %310, !dbg !393
  %313 = load i8, ptr %312, align 1, !dbg !393, !tbaa !292
  %314 = zext i8 %313 to i32, !dbg !393
  %315 = add i32 %311, %314, !dbg !394
    #dbg_value(i32 %315, !387, !DIExpression(), !390)
  %316 = add nuw nsw i32 %291, 4, !dbg !395
    #dbg_value(i32 %316, !380, !DIExpression(), !388)
  %317 = icmp eq i32 %316, 256, !dbg !396
  br i1 %317, label %318, label %290, !dbg !397, !llvm.loop !398

318:                                              ; preds = %290
  %319 = icmp eq i32 %315, %229, !dbg !400
    #dbg_declare(ptr %6, !386, !DIExpression(), !401)
    #dbg_value(i32 0, !387, !DIExpression(), !403)
    #dbg_value(i32 0, !380, !DIExpression(), !404)
  br label %320, !dbg !405

320:                                              ; preds = %320, %318
  %321 = phi i32 [ 0, %318 ], [ %346, %320 ]
  %322 = phi i32 [ 0, %318 ], [ %345, %320 ]
    #dbg_value(i32 %321, !380, !DIExpression(), !404)
    #dbg_value(i32 %322, !387, !DIExpression(), !403)
  %323 = mul i32 %322, 33, !dbg !406
  %324 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %321, !dbg !407
  %325 = load i8, ptr %324, align 4, !dbg !407, !tbaa !292
  %326 = zext i8 %325 to i32, !dbg !407
  %327 = add i32 %323, %326, !dbg !408
    #dbg_value(i32 %327, !387, !DIExpression(), !403)
  %328 = or disjoint i32 %321, 1, !dbg !409
    #dbg_value(i32 %328, !380, !DIExpression(), !404)
  %329 = mul i32 %327, 33, !dbg !406
  %330 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %328, !dbg !407
  %331 = load i8, ptr %330, align 1, !dbg !407, !tbaa !292
  %332 = zext i8 %331 to i32, !dbg !407
  %333 = add i32 %329, %332, !dbg !408
    #dbg_value(i32 %333, !387, !DIExpression(), !403)
  %334 = or disjoint i32 %321, 2, !dbg !409
    #dbg_value(i32 %334, !380, !DIExpression(), !404)
  %335 = mul i32 %333, 33, !dbg !406
  %336 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %334, !dbg !407
  %337 = load i8, ptr %336, align 2, !dbg !407, !tbaa !292
  %338 = zext i8 %337 to i32, !dbg !407
  %339 = add i32 %335, %338, !dbg !408
    #dbg_value(i32 %339, !387, !DIExpression(), !403)
  %340 = or disjoint i32 %321, 3, !dbg !409
    #dbg_value(i32 %340, !380, !DIExpression(), !404)
  %341 = mul i32 %339, 33, !dbg !406
  %342 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %340, !dbg !407
  %343 = load i8, ptr %342, align 1, !dbg !407, !tbaa !292
  %344 = zext i8 %343 to i32, !dbg !407
  %345 = add i32 %341, %344, !dbg !408
    #dbg_value(i32 %345, !387, !DIExpression(), !403)
  %346 = add nuw nsw i32 %321, 4, !dbg !409
    #dbg_value(i32 %346, !380, !DIExpression(), !404)
  %347 = icmp eq i32 %346, 256, !dbg !410
  br i1 %347, label %348, label %320, !dbg !405, !llvm.loop !411

348:                                              ; preds = %320
  %349 = zext i1 %319 to i32, !dbg !400
  %350 = icmp eq i32 %345, %287, !dbg !413
  %351 = zext i1 %350 to i32, !dbg !413
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %229, i32 noundef %349, i32 noundef %287, i32 noundef %351), !dbg !414
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(260) %1, ptr noundef nonnull align 4 dereferenceable(260) %5, i64 260, i1 false), !dbg !415
    #dbg_declare(ptr %1, !421, !DIExpression(), !425)
    #dbg_declare(ptr %6, !422, !DIExpression(), !426)
    #dbg_value(i32 0, !423, !DIExpression(), !427)
  br label %353, !dbg !415

353:                                              ; preds = %353, %348
  %354 = phi i32 [ 0, %348 ], [ %378, %353 ]
    #dbg_value(i32 %354, !423, !DIExpression(), !427)
  %355 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %354, !dbg !428
  %356 = load i8, ptr %355, align 4, !dbg !428, !tbaa !292
  %357 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %354, !dbg !430
  %358 = load i8, ptr %357, align 4, !dbg !431, !tbaa !292
  %359 = xor i8 %358, %356, !dbg !431
  store i8 %359, ptr %357, align 4, !dbg !431, !tbaa !292
  %360 = or disjoint i32 %354, 1, !dbg !432
    #dbg_value(i32 %360, !423, !DIExpression(), !427)
  %361 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %360, !dbg !428
  %362 = load i8, ptr %361, align 1, !dbg !428, !tbaa !292
  %363 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %360, !dbg !430
  %364 = load i8, ptr %363, align 1, !dbg !431, !tbaa !292
  %365 = xor i8 %364, %362, !dbg !431
  store i8 %365, ptr %363, align 1, !dbg !431, !tbaa !292
  %366 = or disjoint i32 %354, 2, !dbg !432
    #dbg_value(i32 %366, !423, !DIExpression(), !427)
  %367 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %366, !dbg !428
  %368 = load i8, ptr %367, align 2, !dbg !428, !tbaa !292
  %369 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %366, !dbg !430
  %370 = load i8, ptr %369, align 2, !dbg !431, !tbaa !292
  %371 = xor i8 %370, %368, !dbg !431
  store i8 %371, ptr %369, align 2, !dbg !431, !tbaa !292
  %372 = or disjoint i32 %354, 3, !dbg !432
    #dbg_value(i32 %372, !423, !DIExpression(), !427)
  %373 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %372, !dbg !428
  %374 = load i8, ptr %373, align 1, !dbg !428, !tbaa !292
  %375 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %372, !dbg !430
  %376 = load i8, ptr %375, align 1, !dbg !431, !tbaa !292
  %377 = xor i8 %376, %374, !dbg !431
  store i8 %377, ptr %375, align 1, !dbg !431, !tbaa !292
  %378 = add nuw nsw i32 %354, 4, !dbg !432
    #dbg_value(i32 %378, !423, !DIExpression(), !427)
  %379 = icmp eq i32 %378, 256, !dbg !433
  br i1 %379, label %380, label %353, !dbg !415, !llvm.loop !434

380:                                              ; preds = %353
  %381 = getelementptr inbounds i8, ptr %6, i32 256, !dbg !436
  %382 = load i32, ptr %381, align 8, !dbg !436, !tbaa !316
  %383 = getelementptr inbounds i8, ptr %1, i32 256, !dbg !437
  %384 = load i32, ptr %383, align 8, !dbg !438, !tbaa !316
  %385 = xor i32 %384, %382, !dbg !438
  store i32 %385, ptr %383, align 8, !dbg !438, !tbaa !316
    #dbg_assign(i1 undef, !147, !DIExpression(), !439, ptr %1, !DIExpression(), !159)
    #dbg_declare(ptr %1, !386, !DIExpression(), !440)
    #dbg_value(i32 0, !387, !DIExpression(), !442)
    #dbg_value(i32 0, !380, !DIExpression(), !443)
  br label %386, !dbg !444

386:                                              ; preds = %386, %380
  %387 = phi i32 [ 0, %380 ], [ %412, %386 ]
  %388 = phi i32 [ 0, %380 ], [ %411, %386 ]
    #dbg_value(i32 %387, !380, !DIExpression(), !443)
    #dbg_value(i32 %388, !387, !DIExpression(), !442)
  %389 = mul i32 %388, 33, !dbg !445
  %390 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %387, !dbg !446
  %391 = load i8, ptr %390, align 4, !dbg !446, !tbaa !292
  %392 = zext i8 %391 to i32, !dbg !446
  %393 = add i32 %389, %392, !dbg !447
    #dbg_value(i32 %393, !387, !DIExpression(), !442)
  %394 = or disjoint i32 %387, 1, !dbg !448
    #dbg_value(i32 %394, !380, !DIExpression(), !443)
  %395 = mul i32 %393, 33, !dbg !445
  %396 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %394, !dbg !446
  %397 = load i8, ptr %396, align 1, !dbg !446, !tbaa !292
  %398 = zext i8 %397 to i32, !dbg !446
  %399 = add i32 %395, %398, !dbg !447
    #dbg_value(i32 %399, !387, !DIExpression(), !442)
  %400 = or disjoint i32 %387, 2, !dbg !448
    #dbg_value(i32 %400, !380, !DIExpression(), !443)
  %401 = mul i32 %399, 33, !dbg !445
  %402 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %400, !dbg !446
  %403 = load i8, ptr %402, align 2, !dbg !446, !tbaa !292
  %404 = zext i8 %403 to i32, !dbg !446
  %405 = add i32 %401, %404, !dbg !447
    #dbg_value(i32 %405, !387, !DIExpression(), !442)
  %406 = or disjoint i32 %387, 3, !dbg !448
    #dbg_value(i32 %406, !380, !DIExpression(), !443)
  %407 = mul i32 %405, 33, !dbg !445
  %408 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %406, !dbg !446
  %409 = load i8, ptr %408, align 1, !dbg !446, !tbaa !292
  %410 = zext i8 %409 to i32, !dbg !446
  %411 = add i32 %407, %410, !dbg !447
    #dbg_value(i32 %411, !387, !DIExpression(), !442)
  %412 = add nuw nsw i32 %387, 4, !dbg !448
    #dbg_value(i32 %412, !380, !DIExpression(), !443)
  %413 = icmp eq i32 %412, 256, !dbg !449
  br i1 %413, label %414, label %386, !dbg !444, !llvm.loop !450

414:                                              ; preds = %386
  %415 = icmp eq i32 %411, %385, !dbg !452
  %416 = zext i1 %415 to i32, !dbg !452
  %417 = load i8, ptr %1, align 8, !dbg !453, !tbaa !292
  %418 = zext i8 %417 to i32, !dbg !453
  %419 = getelementptr inbounds i8, ptr %1, i32 1, !dbg !454
  %420 = load i8, ptr %419, align 1, !dbg !454, !tbaa !292
  %421 = zext i8 %420 to i32, !dbg !454
  %422 = getelementptr inbounds i8, ptr %1, i32 2, !dbg !455
  %423 = load i8, ptr %422, align 2, !dbg !455, !tbaa !292
  %424 = zext i8 %423 to i32, !dbg !455
  %425 = getelementptr inbounds i8, ptr %1, i32 3, !dbg !456
  %426 = load i8, ptr %425, align 1, !dbg !456, !tbaa !292
  %427 = zext i8 %426 to i32, !dbg !456
  %428 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %385, i32 noundef %416, i32 noundef %418, i32 noundef %421, i32 noundef %424, i32 noundef %427), !dbg !457
    #dbg_declare(ptr %1, !421, !DIExpression(), !458)
    #dbg_declare(ptr %6, !422, !DIExpression(), !460)
    #dbg_value(i32 0, !423, !DIExpression(), !461)
  br label %429, !dbg !462

429:                                              ; preds = %429, %414
  %430 = phi i32 [ 0, %414 ], [ %454, %429 ]
    #dbg_value(i32 %430, !423, !DIExpression(), !461)
  %431 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %430, !dbg !463
  %432 = load i8, ptr %431, align 4, !dbg !463, !tbaa !292
  %433 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %430, !dbg !464
  %434 = load i8, ptr %433, align 4, !dbg !465, !tbaa !292
  %435 = xor i8 %434, %432, !dbg !465
  store i8 %435, ptr %433, align 4, !dbg !465, !tbaa !292
  %436 = or disjoint i32 %430, 1, !dbg !466
    #dbg_value(i32 %436, !423, !DIExpression(), !461)
  %437 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %436, !dbg !463
  %438 = load i8, ptr %437, align 1, !dbg !463, !tbaa !292
  %439 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %436, !dbg !464
  %440 = load i8, ptr %439, align 1, !dbg !465, !tbaa !292
  %441 = xor i8 %440, %438, !dbg !465
  store i8 %441, ptr %439, align 1, !dbg !465, !tbaa !292
  %442 = or disjoint i32 %430, 2, !dbg !466
    #dbg_value(i32 %442, !423, !DIExpression(), !461)
  %443 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %442, !dbg !463
  %444 = load i8, ptr %443, align 2, !dbg !463, !tbaa !292
  %445 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %442, !dbg !464
  %446 = load i8, ptr %445, align 2, !dbg !465, !tbaa !292
  %447 = xor i8 %446, %444, !dbg !465
  store i8 %447, ptr %445, align 2, !dbg !465, !tbaa !292
  %448 = or disjoint i32 %430, 3, !dbg !466
    #dbg_value(i32 %448, !423, !DIExpression(), !461)
  %449 = getelementptr inbounds [256 x i8], ptr %6, i32 0, i32 %448, !dbg !463
  %450 = load i8, ptr %449, align 1, !dbg !463, !tbaa !292
  %451 = getelementptr inbounds [256 x i8], ptr %1, i32 0, i32 %448, !dbg !464
  %452 = load i8, ptr %451, align 1, !dbg !465, !tbaa !292
  %453 = xor i8 %452, %450, !dbg !465
  store i8 %453, ptr %451, align 1, !dbg !465, !tbaa !292
  %454 = add nuw nsw i32 %430, 4, !dbg !466
    #dbg_value(i32 %454, !423, !DIExpression(), !461)
  %455 = icmp eq i32 %454, 256, !dbg !467
  br i1 %455, label %456, label %429, !dbg !462, !llvm.loop !468

456:                                              ; preds = %429
    #dbg_assign(i1 undef, !148, !DIExpression(), !470, ptr %1, !DIExpression(), !159)
  %457 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %1, ptr noundef nonnull dereferenceable(256) %5, i32 256), !dbg !471
  %458 = icmp eq i32 %457, 0, !dbg !472
  %459 = zext i1 %458 to i32, !dbg !472
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %459), !dbg !473
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 128, i32 noundef 60, i32 noundef 260), !dbg !474
  call void @llvm.lifetime.end.p0(i64 260, ptr nonnull %5) #8, !dbg !475
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %4) #8, !dbg !475
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %3) #8, !dbg !475
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #8, !dbg !475
  ret i32 0, !dbg !475

462:                                              ; preds = %96
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %4, ptr noundef nonnull align 4 dereferenceable(60) %110, i32 60, i1 false), !dbg !476, !tbaa.struct !291, !DIAssignID !477
    #dbg_assign(i1 undef, !134, !DIExpression(), !477, ptr %4, !DIExpression(), !159)
  %463 = load i32, ptr %170, align 4, !dbg !299, !tbaa !271
  br label %464, !dbg !478

464:                                              ; preds = %96, %462
  %465 = phi i32 [ %172, %96 ], [ %463, %462 ], !dbg !299
    #dbg_value(i32 2, !135, !DIExpression(), !295)
  %466 = load i32, ptr %127, align 4, !dbg !296, !tbaa !271
  %467 = icmp sgt i32 %466, %465, !dbg !300
  br i1 %467, label %468, label %470, !dbg !301

468:                                              ; preds = %464
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %4, ptr noundef nonnull align 4 dereferenceable(60) %124, i32 60, i1 false), !dbg !476, !tbaa.struct !291, !DIAssignID !477
    #dbg_assign(i1 undef, !134, !DIExpression(), !477, ptr %4, !DIExpression(), !159)
  %469 = load i32, ptr %170, align 4, !dbg !299, !tbaa !271
  br label %470, !dbg !478

470:                                              ; preds = %468, %464
  %471 = phi i32 [ %469, %468 ], [ %465, %464 ], !dbg !299
    #dbg_value(i32 3, !135, !DIExpression(), !295)
  %472 = load i32, ptr %141, align 4, !dbg !296, !tbaa !271
  %473 = icmp sgt i32 %472, %471, !dbg !300
  br i1 %473, label %474, label %476, !dbg !301

474:                                              ; preds = %470
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %4, ptr noundef nonnull align 4 dereferenceable(60) %138, i32 60, i1 false), !dbg !476, !tbaa.struct !291, !DIAssignID !477
    #dbg_assign(i1 undef, !134, !DIExpression(), !477, ptr %4, !DIExpression(), !159)
  %475 = load i32, ptr %170, align 4, !dbg !299, !tbaa !271
  br label %476, !dbg !478

476:                                              ; preds = %474, %470
  %477 = phi i32 [ %475, %474 ], [ %471, %470 ], !dbg !299
    #dbg_value(i32 4, !135, !DIExpression(), !295)
  %478 = load i32, ptr %155, align 4, !dbg !296, !tbaa !271
  %479 = icmp sgt i32 %478, %477, !dbg !300
  br i1 %479, label %480, label %482, !dbg !301

480:                                              ; preds = %476
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(60) %4, ptr noundef nonnull align 4 dereferenceable(60) %152, i32 60, i1 false), !dbg !476, !tbaa.struct !291, !DIAssignID !477
    #dbg_assign(i1 undef, !134, !DIExpression(), !477, ptr %4, !DIExpression(), !159)
  %481 = load i32, ptr %170, align 4, !dbg !479, !tbaa !271
  br label %482, !dbg !478

482:                                              ; preds = %480, %476
  %483 = phi i32 [ %481, %480 ], [ %477, %476 ], !dbg !479
    #dbg_value(i32 5, !135, !DIExpression(), !295)
  %484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %4, i32 noundef %483), !dbg !480
  call void @llvm.lifetime.start.p0(i64 260, ptr nonnull %5) #8, !dbg !481
    #dbg_value(ptr %5, !308, !DIExpression(DW_OP_deref), !325)
    #dbg_value(i32 1, !307, !DIExpression(), !325)
    #dbg_value(i32 1, !309, !DIExpression(), !325)
    #dbg_value(i32 0, !310, !DIExpression(), !324)
  br label %176, !dbg !336
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !482 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !489 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i32) local_unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_large.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
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
!75 = !{i32 1, !"NumRegisterParameters", i32 0}
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 86, type: !85, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!87}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !{!89, !96, !97, !99, !102, !103, !105, !121, !125, !127, !131, !133, !134, !135, !137, !146, !147, !148}
!89 = !DILocalVariable(name: "a", scope: !84, file: !2, line: 87, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !2, line: 6, size: 1024, elements: !91)
!91 = !{!92}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !90, file: !2, line: 7, baseType: !93, size: 1024)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 1024, elements: !95)
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !{!11, !11}
!96 = !DILocalVariable(name: "b", scope: !84, file: !2, line: 87, type: !90)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 88, type: !87)
!98 = distinct !DILexicalBlock(scope: !84, file: !2, line: 88, column: 5)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 89, type: !87)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 89, column: 9)
!101 = distinct !DILexicalBlock(scope: !98, file: !2, line: 88, column: 5)
!102 = !DILocalVariable(name: "p", scope: !84, file: !2, line: 92, type: !90)
!103 = !DILocalVariable(name: "k", scope: !104, file: !2, line: 93, type: !87)
!104 = distinct !DILexicalBlock(scope: !84, file: !2, line: 93, column: 5)
!105 = !DILocalVariable(name: "recs", scope: !84, file: !2, line: 96, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 2400, elements: !24)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !2, line: 10, size: 480, elements: !108)
!108 = !{!109, !113, !114, !118, !120}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !107, file: !2, line: 11, baseType: !110, size: 192)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 24)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !107, file: !2, line: 12, baseType: !87, size: 32, offset: 192)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !107, file: !2, line: 13, baseType: !115, size: 160, offset: 224)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 10)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !107, file: !2, line: 14, baseType: !119, size: 32, offset: 384)
!119 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !107, file: !2, line: 15, baseType: !94, size: 64, offset: 416)
!121 = !DILocalVariable(name: "names", scope: !84, file: !2, line: 98, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 160, elements: !24)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 99, type: !87)
!126 = distinct !DILexicalBlock(scope: !84, file: !2, line: 99, column: 5)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 102, type: !87)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 102, column: 9)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 99, column: 33)
!130 = distinct !DILexicalBlock(scope: !126, file: !2, line: 99, column: 5)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 106, type: !87)
!132 = distinct !DILexicalBlock(scope: !84, file: !2, line: 106, column: 5)
!133 = !DILocalVariable(name: "tmp", scope: !84, file: !2, line: 110, type: !107)
!134 = !DILocalVariable(name: "best", scope: !84, file: !2, line: 117, type: !107)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 118, type: !87)
!136 = distinct !DILexicalBlock(scope: !84, file: !2, line: 118, column: 5)
!137 = !DILocalVariable(name: "b1", scope: !84, file: !2, line: 122, type: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !2, line: 18, size: 2080, elements: !139)
!139 = !{!140, !144}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !138, file: !2, line: 19, baseType: !141, size: 2048)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 2048, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 256)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !138, file: !2, line: 20, baseType: !145, size: 32, offset: 2048)
!145 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!146 = !DILocalVariable(name: "b2", scope: !84, file: !2, line: 122, type: !138)
!147 = !DILocalVariable(name: "x", scope: !84, file: !2, line: 125, type: !138)
!148 = !DILocalVariable(name: "y", scope: !84, file: !2, line: 128, type: !138)
!149 = !DILocalVariable(name: "r", arg: 1, scope: !150, file: !2, line: 51, type: !107)
!150 = distinct !DISubprogram(name: "rec_finish", scope: !2, file: !2, line: 51, type: !151, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!107, !107}
!153 = !{!149, !154}
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 53, type: !87)
!155 = distinct !DILexicalBlock(scope: !150, file: !2, line: 53, column: 5)
!156 = !DILocation(line: 51, column: 47, scope: !150, inlinedAt: !157)
!157 = distinct !DILocation(line: 104, column: 19, scope: !129)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 0, scope: !84)
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocalVariable(name: "b", arg: 2, scope: !167, file: !2, line: 23, type: !90)
!167 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 23, type: !168, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!90, !90, !90}
!170 = !{!171, !166, !172, !173, !175, !178, !181, !183}
!171 = !DILocalVariable(name: "a", arg: 1, scope: !167, file: !2, line: 23, type: !90)
!172 = !DILocalVariable(name: "r", scope: !167, file: !2, line: 24, type: !90)
!173 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 25, type: !87)
!174 = distinct !DILexicalBlock(scope: !167, file: !2, line: 25, column: 5)
!175 = !DILocalVariable(name: "j", scope: !176, file: !2, line: 26, type: !87)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 26, column: 9)
!177 = distinct !DILexicalBlock(scope: !174, file: !2, line: 25, column: 5)
!178 = !DILocalVariable(name: "s", scope: !179, file: !2, line: 27, type: !94)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 26, column: 37)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 26, column: 9)
!181 = !DILocalVariable(name: "k", scope: !182, file: !2, line: 28, type: !87)
!182 = distinct !DILexicalBlock(scope: !179, file: !2, line: 28, column: 13)
!183 = !DILocalVariable(name: "t", scope: !184, file: !2, line: 29, type: !94)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 28, column: 41)
!185 = distinct !DILexicalBlock(scope: !182, file: !2, line: 28, column: 13)
!186 = !DILocation(line: 0, scope: !167, inlinedAt: !187)
!187 = distinct !DILocation(line: 91, column: 29, scope: !84)
!188 = !DILocation(line: 0, scope: !174, inlinedAt: !187)
!189 = !DILocation(line: 0, scope: !176, inlinedAt: !187)
!190 = !DILocation(line: 0, scope: !182, inlinedAt: !187)
!191 = !DILocation(line: 0, scope: !179, inlinedAt: !187)
!192 = !DILocation(line: 0, scope: !184, inlinedAt: !187)
!193 = !DILocalVariable(name: "a", arg: 2, scope: !194, file: !2, line: 45, type: !90)
!194 = distinct !DISubprogram(name: "mat_print", scope: !2, file: !2, line: 45, type: !195, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !123, !90}
!197 = !{!198, !193, !199}
!198 = !DILocalVariable(name: "lbl", arg: 1, scope: !194, file: !2, line: 45, type: !123)
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 47, type: !87)
!200 = distinct !DILexicalBlock(scope: !194, file: !2, line: 47, column: 5)
!201 = !DILocation(line: 0, scope: !194, inlinedAt: !202)
!202 = distinct !DILocation(line: 91, column: 5, scope: !84)
!203 = !DILocation(line: 46, column: 5, scope: !194, inlinedAt: !202)
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !202)
!205 = !DILocation(line: 48, column: 9, scope: !206, inlinedAt: !202)
!206 = distinct !DILexicalBlock(scope: !200, file: !2, line: 47, column: 5)
!207 = !DILocation(line: 0, scope: !104)
!208 = !DILocation(line: 0, scope: !167, inlinedAt: !209)
!209 = distinct !DILocation(line: 94, column: 13, scope: !210)
!210 = distinct !DILexicalBlock(scope: !104, file: !2, line: 93, column: 5)
!211 = !DILocation(line: 0, scope: !174, inlinedAt: !209)
!212 = !DILocation(line: 0, scope: !176, inlinedAt: !209)
!213 = !DILocation(line: 0, scope: !182, inlinedAt: !209)
!214 = !DILocation(line: 0, scope: !179, inlinedAt: !209)
!215 = !DILocation(line: 0, scope: !184, inlinedAt: !209)
!216 = !DILocation(line: 0, scope: !194, inlinedAt: !217)
!217 = distinct !DILocation(line: 95, column: 5, scope: !84)
!218 = !DILocation(line: 46, column: 5, scope: !194, inlinedAt: !217)
!219 = !DILocation(line: 0, scope: !200, inlinedAt: !217)
!220 = !DILocation(line: 48, column: 9, scope: !206, inlinedAt: !217)
!221 = !DILocation(line: 96, column: 5, scope: !84)
!222 = !DILocation(line: 97, column: 5, scope: !84)
!223 = distinct !DIAssignID()
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 0, scope: !126)
!226 = !DILocation(line: 99, column: 5, scope: !126)
!227 = !DILocation(line: 100, column: 16, scope: !129)
!228 = !DILocation(line: 100, column: 30, scope: !129)
!229 = !{!230, !230, i64 0}
!230 = !{!"any pointer", !231, i64 0}
!231 = !{!"omnipotent char", !232, i64 0}
!232 = !{!"Simple C/C++ TBAA"}
!233 = !DILocation(line: 100, column: 9, scope: !129)
!234 = !DILocation(line: 101, column: 26, scope: !129)
!235 = !DILocation(line: 101, column: 17, scope: !129)
!236 = !DILocation(line: 101, column: 20, scope: !129)
!237 = !{!238, !239, i64 24}
!238 = !{!"record", !231, i64 0, !239, i64 24, !231, i64 28, !240, i64 48, !241, i64 52}
!239 = !{!"int", !231, i64 0}
!240 = !{!"long", !231, i64 0}
!241 = !{!"double", !231, i64 0}
!242 = !DILocation(line: 0, scope: !128)
!243 = !DILocation(line: 103, column: 59, scope: !244)
!244 = distinct !DILexicalBlock(scope: !128, file: !2, line: 102, column: 9)
!245 = !DILocation(line: 103, column: 33, scope: !244)
!246 = !DILocation(line: 103, column: 31, scope: !244)
!247 = !{!248, !248, i64 0}
!248 = !{!"short", !231, i64 0}
!249 = !DILocation(line: 103, column: 49, scope: !244)
!250 = !DILocation(line: 103, column: 13, scope: !244)
!251 = !DILocation(line: 0, scope: !150, inlinedAt: !157)
!252 = !DILocation(line: 52, column: 7, scope: !150, inlinedAt: !157)
!253 = !DILocation(line: 0, scope: !155, inlinedAt: !157)
!254 = !DILocation(line: 54, column: 17, scope: !255, inlinedAt: !157)
!255 = distinct !DILexicalBlock(scope: !155, file: !2, line: 53, column: 5)
!256 = !DILocation(line: 54, column: 20, scope: !255, inlinedAt: !157)
!257 = !DILocation(line: 55, column: 13, scope: !150, inlinedAt: !157)
!258 = !DILocation(line: 55, column: 21, scope: !150, inlinedAt: !157)
!259 = !DILocation(line: 104, column: 19, scope: !129)
!260 = !{!240, !240, i64 0}
!261 = !{!241, !241, i64 0}
!262 = !DILocation(line: 99, column: 29, scope: !130)
!263 = !DILocation(line: 99, column: 23, scope: !130)
!264 = distinct !{!264, !226, !265, !266}
!265 = !DILocation(line: 105, column: 5, scope: !126)
!266 = !{!"llvm.loop.mustprogress"}
!267 = !DILocation(line: 0, scope: !132)
!268 = !DILocation(line: 107, column: 90, scope: !269)
!269 = distinct !DILexicalBlock(scope: !132, file: !2, line: 106, column: 5)
!270 = !DILocation(line: 108, column: 24, scope: !269)
!271 = !{!238, !240, i64 48}
!272 = !DILocation(line: 108, column: 39, scope: !269)
!273 = !{!238, !241, i64 52}
!274 = !DILocation(line: 108, column: 52, scope: !269)
!275 = !DILocation(line: 108, column: 44, scope: !269)
!276 = !DILocation(line: 108, column: 63, scope: !269)
!277 = !DILocation(line: 107, column: 9, scope: !269)
!278 = !DILocation(line: 107, column: 68, scope: !269)
!279 = !DILocation(line: 110, column: 5, scope: !84)
!280 = !DILocation(line: 111, column: 5, scope: !84)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 112, column: 5, scope: !84)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 113, column: 5, scope: !84)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 115, column: 12, scope: !84)
!287 = !DILocation(line: 115, column: 47, scope: !84)
!288 = !DILocation(line: 114, column: 5, scope: !84)
!289 = !DILocation(line: 117, column: 5, scope: !84)
!290 = !DILocation(line: 117, column: 26, scope: !84)
!291 = !{i64 0, i64 24, !292, i64 24, i64 4, !293, i64 28, i64 20, !292, i64 48, i64 4, !260, i64 52, i64 8, !261}
!292 = !{!231, !231, i64 0}
!293 = !{!239, !239, i64 0}
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !136)
!296 = !DILocation(line: 119, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !298, file: !2, line: 119, column: 13)
!298 = distinct !DILexicalBlock(scope: !136, file: !2, line: 118, column: 5)
!299 = !DILocation(line: 119, column: 34, scope: !297)
!300 = !DILocation(line: 119, column: 27, scope: !297)
!301 = !DILocation(line: 119, column: 13, scope: !298)
!302 = !DILocation(line: 66, column: 7, scope: !303, inlinedAt: !314)
!303 = distinct !DISubprogram(name: "block_fill", scope: !2, file: !2, line: 59, type: !304, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!138, !145}
!306 = !{!307, !308, !309, !310, !312}
!307 = !DILocalVariable(name: "seed", arg: 1, scope: !303, file: !2, line: 59, type: !145)
!308 = !DILocalVariable(name: "b", scope: !303, file: !2, line: 60, type: !138)
!309 = !DILocalVariable(name: "x", scope: !303, file: !2, line: 61, type: !145)
!310 = !DILocalVariable(name: "i", scope: !311, file: !2, line: 62, type: !87)
!311 = distinct !DILexicalBlock(scope: !303, file: !2, line: 62, column: 5)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 67, type: !87)
!313 = distinct !DILexicalBlock(scope: !303, file: !2, line: 67, column: 5)
!314 = distinct !DILocation(line: 122, column: 23, scope: !84)
!315 = !DILocation(line: 66, column: 16, scope: !303, inlinedAt: !314)
!316 = !{!317, !239, i64 256}
!317 = !{!"block", !231, i64 0, !239, i64 256}
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
!337 = distinct !{!337, !336, !338, !266}
!338 = !DILocation(line: 65, column: 5, scope: !311, inlinedAt: !314)
!339 = !DILocation(line: 68, column: 40, scope: !340, inlinedAt: !314)
!340 = distinct !DILexicalBlock(scope: !313, file: !2, line: 67, column: 5)
!341 = !DILocation(line: 68, column: 55, scope: !340, inlinedAt: !314)
!342 = !DILocation(line: 68, column: 53, scope: !340, inlinedAt: !314)
!343 = !DILocation(line: 68, column: 20, scope: !340, inlinedAt: !314)
!344 = distinct !DIAssignID()
!345 = !DILocation(line: 67, column: 31, scope: !340, inlinedAt: !314)
!346 = !DILocation(line: 67, column: 23, scope: !340, inlinedAt: !314)
!347 = distinct !{!347, !323, !348, !266}
!348 = !DILocation(line: 68, column: 63, scope: !313, inlinedAt: !314)
!349 = !DILocation(line: 66, column: 7, scope: !303, inlinedAt: !350)
!350 = distinct !DILocation(line: 122, column: 43, scope: !84)
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
!369 = distinct !{!369, !368, !370, !266}
!370 = !DILocation(line: 65, column: 5, scope: !311, inlinedAt: !350)
!371 = !DILocation(line: 68, column: 40, scope: !340, inlinedAt: !350)
!372 = !DILocation(line: 68, column: 55, scope: !340, inlinedAt: !350)
!373 = !DILocation(line: 68, column: 53, scope: !340, inlinedAt: !350)
!374 = !DILocation(line: 68, column: 20, scope: !340, inlinedAt: !350)
!375 = distinct !DIAssignID()
!376 = !DILocation(line: 67, column: 31, scope: !340, inlinedAt: !350)
!377 = !DILocation(line: 67, column: 23, scope: !340, inlinedAt: !350)
!378 = distinct !{!378, !357, !379, !266}
!379 = !DILocation(line: 68, column: 63, scope: !313, inlinedAt: !350)
!380 = !DILocalVariable(name: "i", scope: !381, file: !2, line: 74, type: !87)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 74, column: 5)
!382 = distinct !DISubprogram(name: "block_verify", scope: !2, file: !2, line: 72, type: !383, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !385)
!383 = !DISubroutineType(types: !384)
!384 = !{!145, !138}
!385 = !{!386, !387, !380}
!386 = !DILocalVariable(name: "b", arg: 1, scope: !382, file: !2, line: 72, type: !138)
!387 = !DILocalVariable(name: "c", scope: !382, file: !2, line: 73, type: !145)
!388 = !DILocation(line: 0, scope: !381, inlinedAt: !389)
!389 = distinct !DILocation(line: 123, column: 73, scope: !84)
!390 = !DILocation(line: 0, scope: !382, inlinedAt: !389)
!391 = !DILocation(line: 75, column: 22, scope: !392, inlinedAt: !389)
!392 = distinct !DILexicalBlock(scope: !381, file: !2, line: 74, column: 5)
!393 = !DILocation(line: 75, column: 28, scope: !392, inlinedAt: !389)
!394 = !DILocation(line: 75, column: 26, scope: !392, inlinedAt: !389)
!395 = !DILocation(line: 74, column: 31, scope: !392, inlinedAt: !389)
!396 = !DILocation(line: 74, column: 23, scope: !392, inlinedAt: !389)
!397 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !389)
!398 = distinct !{!398, !397, !399, !266}
!399 = !DILocation(line: 75, column: 36, scope: !381, inlinedAt: !389)
!400 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !389)
!401 = !DILocation(line: 72, column: 43, scope: !382, inlinedAt: !402)
!402 = distinct !DILocation(line: 124, column: 25, scope: !84)
!403 = !DILocation(line: 0, scope: !382, inlinedAt: !402)
!404 = !DILocation(line: 0, scope: !381, inlinedAt: !402)
!405 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !402)
!406 = !DILocation(line: 75, column: 22, scope: !392, inlinedAt: !402)
!407 = !DILocation(line: 75, column: 28, scope: !392, inlinedAt: !402)
!408 = !DILocation(line: 75, column: 26, scope: !392, inlinedAt: !402)
!409 = !DILocation(line: 74, column: 31, scope: !392, inlinedAt: !402)
!410 = !DILocation(line: 74, column: 23, scope: !392, inlinedAt: !402)
!411 = distinct !{!411, !405, !412, !266}
!412 = !DILocation(line: 75, column: 36, scope: !381, inlinedAt: !402)
!413 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !402)
!414 = !DILocation(line: 123, column: 5, scope: !84)
!415 = !DILocation(line: 80, column: 5, scope: !416, inlinedAt: !424)
!416 = distinct !DILexicalBlock(scope: !417, file: !2, line: 80, column: 5)
!417 = distinct !DISubprogram(name: "block_xor", scope: !2, file: !2, line: 79, type: !418, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!138, !138, !138}
!420 = !{!421, !422, !423}
!421 = !DILocalVariable(name: "a", arg: 1, scope: !417, file: !2, line: 79, type: !138)
!422 = !DILocalVariable(name: "b", arg: 2, scope: !417, file: !2, line: 79, type: !138)
!423 = !DILocalVariable(name: "i", scope: !416, file: !2, line: 80, type: !87)
!424 = distinct !DILocation(line: 125, column: 22, scope: !84)
!425 = !DILocation(line: 79, column: 44, scope: !417, inlinedAt: !424)
!426 = !DILocation(line: 79, column: 60, scope: !417, inlinedAt: !424)
!427 = !DILocation(line: 0, scope: !416, inlinedAt: !424)
!428 = !DILocation(line: 81, column: 22, scope: !429, inlinedAt: !424)
!429 = distinct !DILexicalBlock(scope: !416, file: !2, line: 80, column: 5)
!430 = !DILocation(line: 81, column: 9, scope: !429, inlinedAt: !424)
!431 = !DILocation(line: 81, column: 19, scope: !429, inlinedAt: !424)
!432 = !DILocation(line: 80, column: 31, scope: !429, inlinedAt: !424)
!433 = !DILocation(line: 80, column: 23, scope: !429, inlinedAt: !424)
!434 = distinct !{!434, !415, !435, !266}
!435 = !DILocation(line: 81, column: 30, scope: !416, inlinedAt: !424)
!436 = !DILocation(line: 82, column: 21, scope: !417, inlinedAt: !424)
!437 = !DILocation(line: 82, column: 7, scope: !417, inlinedAt: !424)
!438 = !DILocation(line: 82, column: 16, scope: !417, inlinedAt: !424)
!439 = distinct !DIAssignID()
!440 = !DILocation(line: 72, column: 43, scope: !382, inlinedAt: !441)
!441 = distinct !DILocation(line: 126, column: 75, scope: !84)
!442 = !DILocation(line: 0, scope: !382, inlinedAt: !441)
!443 = !DILocation(line: 0, scope: !381, inlinedAt: !441)
!444 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !441)
!445 = !DILocation(line: 75, column: 22, scope: !392, inlinedAt: !441)
!446 = !DILocation(line: 75, column: 28, scope: !392, inlinedAt: !441)
!447 = !DILocation(line: 75, column: 26, scope: !392, inlinedAt: !441)
!448 = !DILocation(line: 74, column: 31, scope: !392, inlinedAt: !441)
!449 = !DILocation(line: 74, column: 23, scope: !392, inlinedAt: !441)
!450 = distinct !{!450, !444, !451, !266}
!451 = !DILocation(line: 75, column: 36, scope: !381, inlinedAt: !441)
!452 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !441)
!453 = !DILocation(line: 127, column: 12, scope: !84)
!454 = !DILocation(line: 127, column: 23, scope: !84)
!455 = !DILocation(line: 127, column: 34, scope: !84)
!456 = !DILocation(line: 127, column: 45, scope: !84)
!457 = !DILocation(line: 126, column: 5, scope: !84)
!458 = !DILocation(line: 79, column: 44, scope: !417, inlinedAt: !459)
!459 = distinct !DILocation(line: 128, column: 22, scope: !84)
!460 = !DILocation(line: 79, column: 60, scope: !417, inlinedAt: !459)
!461 = !DILocation(line: 0, scope: !416, inlinedAt: !459)
!462 = !DILocation(line: 80, column: 5, scope: !416, inlinedAt: !459)
!463 = !DILocation(line: 81, column: 22, scope: !429, inlinedAt: !459)
!464 = !DILocation(line: 81, column: 9, scope: !429, inlinedAt: !459)
!465 = !DILocation(line: 81, column: 19, scope: !429, inlinedAt: !459)
!466 = !DILocation(line: 80, column: 31, scope: !429, inlinedAt: !459)
!467 = !DILocation(line: 80, column: 23, scope: !429, inlinedAt: !459)
!468 = distinct !{!468, !462, !469, !266}
!469 = !DILocation(line: 81, column: 30, scope: !416, inlinedAt: !459)
!470 = distinct !DIAssignID()
!471 = !DILocation(line: 129, column: 42, scope: !84)
!472 = !DILocation(line: 129, column: 81, scope: !84)
!473 = !DILocation(line: 129, column: 5, scope: !84)
!474 = !DILocation(line: 130, column: 5, scope: !84)
!475 = !DILocation(line: 133, column: 1, scope: !84)
!476 = !DILocation(line: 120, column: 20, scope: !297)
!477 = distinct !DIAssignID()
!478 = !DILocation(line: 120, column: 13, scope: !297)
!479 = !DILocation(line: 121, column: 45, scope: !84)
!480 = !DILocation(line: 121, column: 5, scope: !84)
!481 = !DILocation(line: 122, column: 5, scope: !84)
!482 = !DISubprogram(name: "strcpy", scope: !483, file: !483, line: 141, type: !484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!484 = !DISubroutineType(types: !485)
!485 = !{!486, !487, !488}
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!487 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !486)
!488 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!489 = !DISubprogram(name: "printf", scope: !490, file: !490, line: 356, type: !491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!491 = !DISubroutineType(types: !492)
!492 = !{!87, !488, null}
