; ModuleID = 'bit_puzzles.c'
source_filename = "bit_puzzles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.samples = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 305419896, i32 -252645136, i32 -559038737, i32 6, i32 65535], align 16
@.str = private unnamed_addr constant [92 x i8] c"v=%08x rev=%08x gray=%08x ungray(gray)=%08x lowest=%08x clearlow=%08x pow2=%d parity=%d/%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"gray sequence:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [8 x i8] c"3-of-6:\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [7 x i8] c" (%d)\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [45 x i8] c"morton(0xffff,0)=%08x morton(0,0xffff)=%08x\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"babs(%d)=%d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [16 x i8] c"roundup(%u)=%u\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [26 x i8] c"subsets of %x: %d sum=%u\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [19 x i8] c"swapped a=%u b=%u\0A\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [34 x i8] c"twos in 20! = %d odd part = %llu\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [21 x i8] c"transposed %08x%08x\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !137, ptr @__const.main.samples, !DIExpression(), !138)
    #dbg_assign(i1 undef, !116, !DIExpression(), !139, ptr poison, !DIExpression(), !138)
    #dbg_assign(i1 undef, !97, !DIExpression(), !140, ptr @__const.main.samples, !DIExpression(), !138)
    #dbg_value(i32 0, !101, !DIExpression(), !141)
  br label %1, !dbg !142

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ]
    #dbg_value(i64 %2, !101, !DIExpression(), !141)
  %3 = getelementptr inbounds [7 x i32], ptr @__const.main.samples, i64 0, i64 %2, !dbg !143
  %4 = load i32, ptr %3, align 4, !dbg !143, !tbaa !144
    #dbg_value(i32 %4, !103, !DIExpression(), !148)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_constu, 16711935, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shl, DW_OP_constu, 18446744073692839680, DW_OP_and, DW_OP_or, DW_OP_stack_value), !154)
  %5 = tail call noundef i32 @llvm.bitreverse.i32(i32 %4), !dbg !156
    #dbg_value(i32 %4, !157, !DIExpression(), !160)
  %6 = lshr i32 %4, 1, !dbg !162
  %7 = xor i32 %6, %4, !dbg !163
    #dbg_value(i32 %4, !157, !DIExpression(), !164)
  %8 = sub i32 0, %4, !dbg !166
  %9 = and i32 %4, %8, !dbg !167
  %10 = add i32 %4, -1, !dbg !168
  %11 = and i32 %10, %4, !dbg !169
  %12 = icmp eq i32 %11, 0, !dbg !170
  %13 = zext i1 %12 to i32, !dbg !170
    #dbg_value(i32 %4, !171, !DIExpression(), !176)
  %14 = lshr i32 %4, 16, !dbg !178
  %15 = xor i32 %14, %4, !dbg !179
    #dbg_value(i32 %15, !171, !DIExpression(), !176)
  %16 = lshr i32 %15, 8, !dbg !180
  %17 = xor i32 %16, %15, !dbg !181
    #dbg_value(i32 %17, !171, !DIExpression(), !176)
  %18 = lshr i32 %17, 4, !dbg !182
  %19 = xor i32 %18, %17, !dbg !183
    #dbg_value(i32 %19, !171, !DIExpression(), !176)
  %20 = and i32 %19, 15, !dbg !184
    #dbg_value(i32 %20, !171, !DIExpression(), !176)
  %21 = lshr i32 27030, %20, !dbg !185
  %22 = and i32 %21, 1, !dbg !186
  %23 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %4), !dbg !187
  %24 = and i32 %23, 1, !dbg !187
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %5, i32 noundef %7, i32 noundef %4, i32 noundef %9, i32 noundef %11, i32 noundef %13, i32 noundef %22, i32 noundef %24), !dbg !188
  %26 = add nuw nsw i64 %2, 1, !dbg !189
    #dbg_value(i64 %26, !101, !DIExpression(), !141)
  %27 = icmp eq i64 %26, 7, !dbg !190
  br i1 %27, label %28, label %1, !dbg !142, !llvm.loop !191

28:                                               ; preds = %1
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !194
    #dbg_value(i32 0, !106, !DIExpression(), !195)
    #dbg_value(i32 0, !157, !DIExpression(), !196)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !199
    #dbg_value(i32 1, !106, !DIExpression(), !195)
    #dbg_value(i32 1, !157, !DIExpression(), !196)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !199
    #dbg_value(i32 2, !106, !DIExpression(), !195)
    #dbg_value(i32 2, !157, !DIExpression(), !196)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !199
    #dbg_value(i32 3, !106, !DIExpression(), !195)
    #dbg_value(i32 3, !157, !DIExpression(), !196)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !199
    #dbg_value(i32 4, !106, !DIExpression(), !195)
    #dbg_value(i32 4, !157, !DIExpression(), !196)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !199
    #dbg_value(i32 5, !106, !DIExpression(), !195)
    #dbg_value(i32 5, !157, !DIExpression(), !196)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !199
    #dbg_value(i32 6, !106, !DIExpression(), !195)
    #dbg_value(i32 6, !157, !DIExpression(), !196)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !199
    #dbg_value(i32 7, !106, !DIExpression(), !195)
    #dbg_value(i32 7, !157, !DIExpression(), !196)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !199
    #dbg_value(i32 8, !106, !DIExpression(), !195)
    #dbg_value(i32 8, !157, !DIExpression(), !196)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12), !dbg !199
    #dbg_value(i32 9, !106, !DIExpression(), !195)
    #dbg_value(i32 9, !157, !DIExpression(), !196)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13), !dbg !199
    #dbg_value(i32 10, !106, !DIExpression(), !195)
    #dbg_value(i32 10, !157, !DIExpression(), !196)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15), !dbg !199
    #dbg_value(i32 11, !106, !DIExpression(), !195)
    #dbg_value(i32 11, !157, !DIExpression(), !196)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 14), !dbg !199
    #dbg_value(i32 12, !106, !DIExpression(), !195)
    #dbg_value(i32 12, !157, !DIExpression(), !196)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10), !dbg !199
    #dbg_value(i32 13, !106, !DIExpression(), !195)
    #dbg_value(i32 13, !157, !DIExpression(), !196)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11), !dbg !199
    #dbg_value(i32 14, !106, !DIExpression(), !195)
    #dbg_value(i32 14, !157, !DIExpression(), !196)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9), !dbg !199
    #dbg_value(i32 15, !106, !DIExpression(), !195)
    #dbg_value(i32 15, !157, !DIExpression(), !196)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8), !dbg !199
    #dbg_value(i32 16, !106, !DIExpression(), !195)
  %46 = tail call i32 @putchar(i32 10), !dbg !200
    #dbg_value(i32 7, !108, !DIExpression(), !138)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !201
    #dbg_value(i32 0, !109, !DIExpression(), !138)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7), !dbg !202
    #dbg_value(i32 1, !109, !DIExpression(), !138)
    #dbg_value(i32 11, !108, !DIExpression(), !138)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 11), !dbg !202
    #dbg_value(i32 2, !109, !DIExpression(), !138)
    #dbg_value(i32 13, !108, !DIExpression(), !138)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13), !dbg !202
    #dbg_value(i32 3, !109, !DIExpression(), !138)
    #dbg_value(i32 14, !108, !DIExpression(), !138)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 14), !dbg !202
    #dbg_value(i32 4, !109, !DIExpression(), !138)
    #dbg_value(i32 19, !108, !DIExpression(), !138)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 19), !dbg !202
    #dbg_value(i32 5, !109, !DIExpression(), !138)
    #dbg_value(i32 21, !108, !DIExpression(), !138)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 21), !dbg !202
    #dbg_value(i32 6, !109, !DIExpression(), !138)
    #dbg_value(i32 22, !108, !DIExpression(), !138)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 22), !dbg !202
    #dbg_value(i32 7, !109, !DIExpression(), !138)
    #dbg_value(i32 25, !108, !DIExpression(), !138)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 25), !dbg !202
    #dbg_value(i32 8, !109, !DIExpression(), !138)
    #dbg_value(i32 26, !108, !DIExpression(), !138)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 26), !dbg !202
    #dbg_value(i32 9, !109, !DIExpression(), !138)
    #dbg_value(i32 28, !108, !DIExpression(), !138)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 28), !dbg !202
    #dbg_value(i32 10, !109, !DIExpression(), !138)
    #dbg_value(i32 35, !108, !DIExpression(), !138)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 35), !dbg !202
    #dbg_value(i32 11, !109, !DIExpression(), !138)
    #dbg_value(i32 37, !108, !DIExpression(), !138)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 37), !dbg !202
    #dbg_value(i32 12, !109, !DIExpression(), !138)
    #dbg_value(i32 38, !108, !DIExpression(), !138)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 38), !dbg !202
    #dbg_value(i32 13, !109, !DIExpression(), !138)
    #dbg_value(i32 41, !108, !DIExpression(), !138)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 41), !dbg !202
    #dbg_value(i32 14, !109, !DIExpression(), !138)
    #dbg_value(i32 42, !108, !DIExpression(), !138)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 42), !dbg !202
    #dbg_value(i32 15, !109, !DIExpression(), !138)
    #dbg_value(i32 44, !108, !DIExpression(), !138)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 44), !dbg !202
    #dbg_value(i32 16, !109, !DIExpression(), !138)
    #dbg_value(i32 49, !108, !DIExpression(), !138)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 49), !dbg !202
    #dbg_value(i32 17, !109, !DIExpression(), !138)
    #dbg_value(i32 50, !108, !DIExpression(), !138)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 50), !dbg !202
    #dbg_value(i32 18, !109, !DIExpression(), !138)
    #dbg_value(i32 52, !108, !DIExpression(), !138)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 52), !dbg !202
    #dbg_value(i32 19, !109, !DIExpression(), !138)
    #dbg_value(i32 56, !108, !DIExpression(), !138)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 56), !dbg !202
    #dbg_value(i32 20, !109, !DIExpression(), !138)
    #dbg_value(i32 67, !108, !DIExpression(), !138)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !204
    #dbg_value(i32 0, !110, !DIExpression(), !205)
    #dbg_value(i32 0, !112, !DIExpression(), !206)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !207
    #dbg_value(i32 1, !112, !DIExpression(), !206)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !207
    #dbg_value(i32 2, !112, !DIExpression(), !206)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !207
    #dbg_value(i32 3, !112, !DIExpression(), !206)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !207
    #dbg_value(i32 4, !112, !DIExpression(), !206)
  %73 = tail call i32 @putchar(i32 10), !dbg !209
    #dbg_value(i32 1, !110, !DIExpression(), !205)
    #dbg_value(i32 0, !112, !DIExpression(), !206)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !207
    #dbg_value(i32 1, !112, !DIExpression(), !206)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !207
    #dbg_value(i32 2, !112, !DIExpression(), !206)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6), !dbg !207
    #dbg_value(i32 3, !112, !DIExpression(), !206)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7), !dbg !207
    #dbg_value(i32 4, !112, !DIExpression(), !206)
  %78 = tail call i32 @putchar(i32 10), !dbg !209
    #dbg_value(i32 2, !110, !DIExpression(), !205)
    #dbg_value(i32 0, !112, !DIExpression(), !206)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8), !dbg !207
    #dbg_value(i32 1, !112, !DIExpression(), !206)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9), !dbg !207
    #dbg_value(i32 2, !112, !DIExpression(), !206)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 12), !dbg !207
    #dbg_value(i32 3, !112, !DIExpression(), !206)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 13), !dbg !207
    #dbg_value(i32 4, !112, !DIExpression(), !206)
  %83 = tail call i32 @putchar(i32 10), !dbg !209
    #dbg_value(i32 3, !110, !DIExpression(), !205)
    #dbg_value(i32 0, !112, !DIExpression(), !206)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10), !dbg !207
    #dbg_value(i32 1, !112, !DIExpression(), !206)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 11), !dbg !207
    #dbg_value(i32 2, !112, !DIExpression(), !206)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 14), !dbg !207
    #dbg_value(i32 3, !112, !DIExpression(), !206)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 15), !dbg !207
    #dbg_value(i32 4, !112, !DIExpression(), !206)
  %88 = tail call i32 @putchar(i32 10), !dbg !209
    #dbg_value(i32 4, !110, !DIExpression(), !205)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1431655765, i32 noundef -1431655766), !dbg !210
    #dbg_assign(i1 undef, !116, !DIExpression(), !211, ptr poison, !DIExpression(), !138)
    #dbg_value(i64 0, !121, !DIExpression(), !212)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i32 noundef 0), !dbg !213
    #dbg_value(i64 1, !121, !DIExpression(), !212)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1), !dbg !213
    #dbg_value(i64 2, !121, !DIExpression(), !212)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1, i32 noundef 1), !dbg !213
    #dbg_value(i64 3, !121, !DIExpression(), !212)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 123456, i32 noundef 123456), !dbg !213
    #dbg_value(i64 4, !121, !DIExpression(), !212)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -123456, i32 noundef 123456), !dbg !213
    #dbg_value(i64 5, !121, !DIExpression(), !212)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !213
    #dbg_value(i64 6, !121, !DIExpression(), !212)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -2147483647, i32 noundef 2147483647), !dbg !213
    #dbg_value(i64 7, !121, !DIExpression(), !212)
    #dbg_value(i32 1, !123, !DIExpression(), !215)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1), !dbg !216
    #dbg_value(i32 8, !123, !DIExpression(), !215)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8, i32 noundef 8), !dbg !216
    #dbg_value(i32 43, !123, !DIExpression(), !215)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 43, i32 noundef 64), !dbg !216
    #dbg_value(i32 218, !123, !DIExpression(), !215)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 218, i32 noundef 256), !dbg !216
    #dbg_value(i32 1093, !123, !DIExpression(), !215)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1093, i32 noundef 2048), !dbg !216
    #dbg_value(i32 5468, !123, !DIExpression(), !215)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5468, i32 noundef 8192), !dbg !216
    #dbg_value(i32 27343, !123, !DIExpression(), !215)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 27343, i32 noundef 32768), !dbg !216
    #dbg_value(i32 136718, !123, !DIExpression(), !215)
    #dbg_value(i32 poison, !128, !DIExpression(), !138)
    #dbg_value(i32 poison, !127, !DIExpression(), !138)
    #dbg_value(i32 undef, !126, !DIExpression(), !138)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 45, i32 noundef 16, i32 noundef 360), !dbg !218
    #dbg_value(i32 12345, !130, !DIExpression(), !138)
    #dbg_value(i32 67890, !129, !DIExpression(), !138)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 67890, i32 noundef 12345), !dbg !219
    #dbg_value(i64 4, !133, !DIExpression(), !220)
    #dbg_value(i32 1, !132, !DIExpression(), !138)
    #dbg_value(i64 12, !131, !DIExpression(), !138)
    #dbg_value(i32 1, !132, !DIExpression(), !138)
    #dbg_value(i64 12, !131, !DIExpression(), !138)
    #dbg_value(i64 6, !131, !DIExpression(), !138)
    #dbg_value(i32 2, !132, !DIExpression(), !138)
    #dbg_value(i64 3, !131, !DIExpression(), !138)
    #dbg_value(i32 3, !132, !DIExpression(), !138)
    #dbg_value(i64 6, !133, !DIExpression(), !220)
    #dbg_value(i64 3, !131, !DIExpression(DW_OP_constu, 30, DW_OP_mul, DW_OP_stack_value), !138)
    #dbg_value(i32 3, !132, !DIExpression(), !138)
    #dbg_value(i64 90, !131, !DIExpression(), !138)
    #dbg_value(i64 45, !131, !DIExpression(), !138)
    #dbg_value(i32 4, !132, !DIExpression(), !138)
    #dbg_value(i64 8, !133, !DIExpression(), !220)
    #dbg_value(i64 45, !131, !DIExpression(DW_OP_constu, 7, DW_OP_mul, DW_OP_constu, 3, DW_OP_shl, DW_OP_stack_value), !138)
    #dbg_value(i32 4, !132, !DIExpression(), !138)
    #dbg_value(i64 2520, !131, !DIExpression(), !138)
    #dbg_value(i64 1260, !131, !DIExpression(), !138)
    #dbg_value(i32 5, !132, !DIExpression(), !138)
    #dbg_value(i64 630, !131, !DIExpression(), !138)
    #dbg_value(i32 6, !132, !DIExpression(), !138)
    #dbg_value(i64 315, !131, !DIExpression(), !138)
    #dbg_value(i32 7, !132, !DIExpression(), !138)
    #dbg_value(i64 10, !133, !DIExpression(), !220)
    #dbg_value(i64 315, !131, !DIExpression(DW_OP_constu, 90, DW_OP_mul, DW_OP_stack_value), !138)
    #dbg_value(i32 7, !132, !DIExpression(), !138)
    #dbg_value(i64 28350, !131, !DIExpression(), !138)
    #dbg_value(i64 14175, !131, !DIExpression(), !138)
    #dbg_value(i32 8, !132, !DIExpression(), !138)
    #dbg_value(i64 12, !133, !DIExpression(), !220)
    #dbg_value(i64 14175, !131, !DIExpression(DW_OP_constu, 132, DW_OP_mul, DW_OP_stack_value), !138)
    #dbg_value(i32 8, !132, !DIExpression(), !138)
    #dbg_value(i64 1871100, !131, !DIExpression(), !138)
    #dbg_value(i64 935550, !131, !DIExpression(), !138)
    #dbg_value(i32 9, !132, !DIExpression(), !138)
    #dbg_value(i64 467775, !131, !DIExpression(), !138)
    #dbg_value(i32 10, !132, !DIExpression(), !138)
    #dbg_value(i64 14, !133, !DIExpression(), !220)
    #dbg_value(i64 467775, !131, !DIExpression(DW_OP_constu, 182, DW_OP_mul, DW_OP_stack_value), !138)
    #dbg_value(i32 10, !132, !DIExpression(), !138)
    #dbg_value(i64 85135050, !131, !DIExpression(), !138)
    #dbg_value(i64 42567525, !131, !DIExpression(), !138)
    #dbg_value(i32 11, !132, !DIExpression(), !138)
    #dbg_value(i64 16, !133, !DIExpression(), !220)
    #dbg_value(i64 42567525, !131, !DIExpression(DW_OP_constu, 15, DW_OP_mul, DW_OP_constu, 4, DW_OP_shl, DW_OP_stack_value), !138)
    #dbg_value(i32 11, !132, !DIExpression(), !138)
    #dbg_value(i64 10216206000, !131, !DIExpression(), !138)
    #dbg_value(i64 5108103000, !131, !DIExpression(), !138)
    #dbg_value(i32 12, !132, !DIExpression(), !138)
    #dbg_value(i64 2554051500, !131, !DIExpression(), !138)
    #dbg_value(i32 13, !132, !DIExpression(), !138)
    #dbg_value(i64 1277025750, !131, !DIExpression(), !138)
    #dbg_value(i32 14, !132, !DIExpression(), !138)
    #dbg_value(i64 638512875, !131, !DIExpression(), !138)
    #dbg_value(i32 15, !132, !DIExpression(), !138)
    #dbg_value(i64 18, !133, !DIExpression(), !220)
    #dbg_value(i64 638512875, !131, !DIExpression(DW_OP_constu, 306, DW_OP_mul, DW_OP_stack_value), !138)
    #dbg_value(i32 15, !132, !DIExpression(), !138)
    #dbg_value(i64 195384939750, !131, !DIExpression(), !138)
    #dbg_value(i64 97692469875, !131, !DIExpression(), !138)
    #dbg_value(i32 16, !132, !DIExpression(), !138)
    #dbg_value(i64 20, !133, !DIExpression(), !220)
    #dbg_value(i64 97692469875, !131, !DIExpression(DW_OP_constu, 380, DW_OP_mul, DW_OP_stack_value), !138)
    #dbg_value(i32 16, !132, !DIExpression(), !138)
    #dbg_value(i64 37123138552500, !131, !DIExpression(), !138)
    #dbg_value(i64 18561569276250, !131, !DIExpression(), !138)
    #dbg_value(i32 17, !132, !DIExpression(), !138)
    #dbg_value(i64 9280784638125, !131, !DIExpression(), !138)
    #dbg_value(i32 18, !132, !DIExpression(), !138)
    #dbg_value(i64 21, !133, !DIExpression(), !220)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 18, i64 noundef 9280784638125), !dbg !221
    #dbg_value(i64 269488144, !136, !DIExpression(), !138)
    #dbg_value(i64 -9132982212281171200, !135, !DIExpression(), !138)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef -2126438127, i32 noundef 151323392), !dbg !222
  ret i32 0, !dbg !223
}

; Function Attrs: nofree nounwind
declare !dbg !224 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_puzzles.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a51a83112a1c0594d1ab5307ac2f611f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 736, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 92)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 45)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 13)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 16)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 26)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 19)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 34)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 21)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !78, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !76, !77}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !74, line: 45, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !{!0, !7, !12, !79, !17, !22, !27, !32, !34, !39, !44, !49, !54, !59, !64}
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 2)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !93, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95}
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{!97, !101, !103, !106, !108, !109, !110, !112, !116, !121, !123, !125, !126, !127, !128, !129, !130, !131, !132, !133, !135, !136}
!97 = !DILocalVariable(name: "samples", scope: !92, file: !2, line: 62, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 224, elements: !30)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !72, line: 26, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !74, line: 42, baseType: !77)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 63, type: !95)
!102 = distinct !DILexicalBlock(scope: !92, file: !2, line: 63, column: 5)
!103 = !DILocalVariable(name: "v", scope: !104, file: !2, line: 64, type: !99)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 63, column: 33)
!105 = distinct !DILexicalBlock(scope: !102, file: !2, line: 63, column: 5)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 71, type: !99)
!107 = distinct !DILexicalBlock(scope: !92, file: !2, line: 71, column: 5)
!108 = !DILocalVariable(name: "v", scope: !92, file: !2, line: 74, type: !99)
!109 = !DILocalVariable(name: "cnt", scope: !92, file: !2, line: 76, type: !95)
!110 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 83, type: !99)
!111 = distinct !DILexicalBlock(scope: !92, file: !2, line: 83, column: 5)
!112 = !DILocalVariable(name: "x", scope: !113, file: !2, line: 84, type: !99)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 84, column: 9)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 83, column: 38)
!115 = distinct !DILexicalBlock(scope: !111, file: !2, line: 83, column: 5)
!116 = !DILocalVariable(name: "ab", scope: !92, file: !2, line: 89, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 224, elements: !30)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !119, line: 26, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !74, line: 41, baseType: !95)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 90, type: !95)
!122 = distinct !DILexicalBlock(scope: !92, file: !2, line: 90, column: 5)
!123 = !DILocalVariable(name: "x", scope: !124, file: !2, line: 92, type: !99)
!124 = distinct !DILexicalBlock(scope: !92, file: !2, line: 92, column: 5)
!125 = !DILocalVariable(name: "mask", scope: !92, file: !2, line: 95, type: !99)
!126 = !DILocalVariable(name: "sub", scope: !92, file: !2, line: 95, type: !99)
!127 = !DILocalVariable(name: "n", scope: !92, file: !2, line: 96, type: !95)
!128 = !DILocalVariable(name: "sum", scope: !92, file: !2, line: 97, type: !77)
!129 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 105, type: !77)
!130 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 105, type: !77)
!131 = !DILocalVariable(name: "prod", scope: !92, file: !2, line: 111, type: !71)
!132 = !DILocalVariable(name: "tz", scope: !92, file: !2, line: 112, type: !95)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 113, type: !95)
!134 = distinct !DILexicalBlock(scope: !92, file: !2, line: 113, column: 5)
!135 = !DILocalVariable(name: "m", scope: !92, file: !2, line: 122, type: !71)
!136 = !DILocalVariable(name: "t", scope: !92, file: !2, line: 123, type: !71)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !92)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !102)
!142 = !DILocation(line: 63, column: 5, scope: !102)
!143 = !DILocation(line: 64, column: 22, scope: !104)
!144 = !{!145, !145, i64 0}
!145 = !{!"int", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 0, scope: !104)
!149 = !DILocalVariable(name: "x", arg: 1, scope: !150, file: !2, line: 7, type: !99)
!150 = distinct !DISubprogram(name: "reverse_bits", scope: !2, file: !2, line: 7, type: !151, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!99, !99}
!153 = !{!149}
!154 = !DILocation(line: 0, scope: !150, inlinedAt: !155)
!155 = distinct !DILocation(line: 67, column: 19, scope: !104)
!156 = !DILocation(line: 12, column: 22, scope: !150, inlinedAt: !155)
!157 = !DILocalVariable(name: "x", arg: 1, scope: !158, file: !2, line: 15, type: !99)
!158 = distinct !DISubprogram(name: "gray", scope: !2, file: !2, line: 15, type: !151, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !159)
!159 = !{!157}
!160 = !DILocation(line: 0, scope: !158, inlinedAt: !161)
!161 = distinct !DILocation(line: 67, column: 36, scope: !104)
!162 = !DILocation(line: 15, column: 50, scope: !158, inlinedAt: !161)
!163 = !DILocation(line: 15, column: 45, scope: !158, inlinedAt: !161)
!164 = !DILocation(line: 0, scope: !158, inlinedAt: !165)
!165 = distinct !DILocation(line: 67, column: 52, scope: !104)
!166 = !DILocation(line: 67, column: 66, scope: !104)
!167 = !DILocation(line: 67, column: 64, scope: !104)
!168 = !DILocation(line: 67, column: 77, scope: !104)
!169 = !DILocation(line: 67, column: 72, scope: !104)
!170 = !DILocation(line: 68, column: 30, scope: !104)
!171 = !DILocalVariable(name: "x", arg: 1, scope: !172, file: !2, line: 38, type: !99)
!172 = distinct !DISubprogram(name: "parity_fold", scope: !2, file: !2, line: 38, type: !173, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{!95, !99}
!175 = !{!171}
!176 = !DILocation(line: 0, scope: !172, inlinedAt: !177)
!177 = distinct !DILocation(line: 68, column: 36, scope: !104)
!178 = !DILocation(line: 39, column: 12, scope: !172, inlinedAt: !177)
!179 = !DILocation(line: 39, column: 7, scope: !172, inlinedAt: !177)
!180 = !DILocation(line: 40, column: 12, scope: !172, inlinedAt: !177)
!181 = !DILocation(line: 40, column: 7, scope: !172, inlinedAt: !177)
!182 = !DILocation(line: 41, column: 12, scope: !172, inlinedAt: !177)
!183 = !DILocation(line: 41, column: 7, scope: !172, inlinedAt: !177)
!184 = !DILocation(line: 42, column: 7, scope: !172, inlinedAt: !177)
!185 = !DILocation(line: 43, column: 20, scope: !172, inlinedAt: !177)
!186 = !DILocation(line: 43, column: 26, scope: !172, inlinedAt: !177)
!187 = !DILocation(line: 68, column: 52, scope: !104)
!188 = !DILocation(line: 65, column: 9, scope: !104)
!189 = !DILocation(line: 63, column: 29, scope: !105)
!190 = !DILocation(line: 63, column: 23, scope: !105)
!191 = distinct !{!191, !142, !192, !193}
!192 = !DILocation(line: 69, column: 5, scope: !102)
!193 = !{!"llvm.loop.mustprogress"}
!194 = !DILocation(line: 70, column: 5, scope: !92)
!195 = !DILocation(line: 0, scope: !107)
!196 = !DILocation(line: 0, scope: !158, inlinedAt: !197)
!197 = distinct !DILocation(line: 72, column: 23, scope: !198)
!198 = distinct !DILexicalBlock(scope: !107, file: !2, line: 71, column: 5)
!199 = !DILocation(line: 72, column: 9, scope: !198)
!200 = !DILocation(line: 73, column: 5, scope: !92)
!201 = !DILocation(line: 75, column: 5, scope: !92)
!202 = !DILocation(line: 78, column: 9, scope: !203)
!203 = distinct !DILexicalBlock(scope: !92, file: !2, line: 77, column: 27)
!204 = !DILocation(line: 82, column: 5, scope: !92)
!205 = !DILocation(line: 0, scope: !111)
!206 = !DILocation(line: 0, scope: !113)
!207 = !DILocation(line: 85, column: 13, scope: !208)
!208 = distinct !DILexicalBlock(scope: !113, file: !2, line: 84, column: 9)
!209 = !DILocation(line: 86, column: 9, scope: !114)
!210 = !DILocation(line: 88, column: 5, scope: !92)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !122)
!213 = !DILocation(line: 91, column: 9, scope: !214)
!214 = distinct !DILexicalBlock(scope: !122, file: !2, line: 90, column: 5)
!215 = !DILocation(line: 0, scope: !124)
!216 = !DILocation(line: 93, column: 9, scope: !217)
!217 = distinct !DILexicalBlock(scope: !124, file: !2, line: 92, column: 5)
!218 = !DILocation(line: 103, column: 5, scope: !92)
!219 = !DILocation(line: 109, column: 5, scope: !92)
!220 = !DILocation(line: 0, scope: !134)
!221 = !DILocation(line: 120, column: 5, scope: !92)
!222 = !DILocation(line: 127, column: 5, scope: !92)
!223 = !DILocation(line: 129, column: 1, scope: !92)
!224 = !DISubprogram(name: "printf", scope: !225, file: !225, line: 356, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!226 = !DISubroutineType(types: !227)
!227 = !{!95, !228, null}
!228 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
